// SPDX-License-Identifier: GPL-3.0-or-later
// The user catalog file an import writes: preview then apply, the user's own content kept, the same import twice
// giving the same bytes, gone prices removed, atomic writes that refuse to clobber a file changed since the preview.
#include "CoreFixtures.h"
#include "TestFiles.h"
#include "catalog/CatalogImport.h"
#include "catalog/UserCatalogFile.h"
#include "util/AppPaths.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

namespace {

QString fixture(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/import/") + name;
}

const QString kVms = QStringLiteral("vms.csv@006059e0_TPU_EXTRACT.csv");
const QString kHuntJun = QStringLiteral("tpu_pricing.json@c8bb9a79_2024-06-11.json");
const QString kTpuCsv = QStringLiteral("tpu.csv@61ffe2c2.csv");
const QByteArray kHeader
    = "InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,AvailabilityZone,Price,SpotPrice\n";

using test::priceImportOptions;
using test::readAll;
using test::writeAll;

std::optional<Offering> offer(const Catalog& c, const char* hw, const char* region, PricingModel pricing)
{
    return c.offering(QString::fromLatin1(hw), QString::fromLatin1(region), pricing);
}

// true when every line of `sub` appears in `text`, in the same order
bool keepsLinesInOrder(const QByteArray& text, const QByteArray& sub)
{
    const QList<QByteArray> lines = text.split('\n');
    int at = 0;
    for (const QByteArray& l : sub.split('\n')) {
        while (at < lines.size() && lines[at] != l)
            ++at;
        if (at == lines.size())
            return false;
        ++at;
    }
    return true;
}

const QByteArray kUserFile = R"(# My catalog — 日本語のコメント, 中文注释, 한국어 주석
catalog_version: mine-1

sources:
  MINE: {ref: "quote from our sales contact", as_of: "2025-03-01"}   # my source
  # a comment between two sources
  OTHER:
    ref: "block style"
    as_of: "2025-01-01"

prices:
  # hand-entered commitments
  - {hardware: v3-8, unit: slice, region: us-central1, pricing: 1-year, usd_per_hour: 5.04, as_of: 2025-03-01, source: MINE}
  - hardware: v2-8
    unit: slice
    region: us-central1
    pricing: 3-year
    usd_per_hour: 2.0
    as_of: 2025-01-01
    source: OTHER   # block style
  - {hardware: v2-8, unit: slice, region: us-central1, pricing: spot, usd_per_hour: 1.0, as_of: 2025-03-01, source: MINE}

# storage I pay for
storage:
  - {class: mine, usd_per_gib_month: 0.02, as_of: 2025-01-01, source: MINE}
)";

} // namespace

class TestUserCatalogFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void defaultPath();
    void newFile();
    void sameImportTwice_data();
    void sameImportTwice();
    void keepsUserContent();
    void flowStyleSections();
    void goneRemoved();
    void unusedImportSourceDropped();
    void badUserFile_data();
    void badUserFile();
    void neverTheBuiltinCatalog();
    void changedSincePreview();
    void lineEnds_data();
    void lineEnds();
    void dryRunWritesNothing();

private:
    Catalog m_builtin;
};

void TestUserCatalogFile::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_builtin = Catalog::builtin();
}

void TestUserCatalogFile::defaultPath()
{
    const QString path = defaultUserCatalogPath();
    QVERIFY2(path.endsWith(QStringLiteral("/tpu-planner/tpu-planner/catalog.yaml")), qPrintable(path));
    // the same as AppConfigLocation for the names the app sets
    const QString org = QCoreApplication::organizationName();
    const QString app = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(AppPaths::organizationName());
    QCoreApplication::setApplicationName(AppPaths::applicationName());
    const QString expected
        = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/catalog.yaml");
    QCoreApplication::setOrganizationName(org);
    QCoreApplication::setApplicationName(app);
    QCOMPARE(path, expected);
    // and independent of the running program's names (the CLI calls itself tpuplan)
    QCoreApplication::setApplicationName(QStringLiteral("tpuplan"));
    QCOMPARE(defaultUserCatalogPath(), path);
    QCoreApplication::setApplicationName(app);
}

void TestUserCatalogFile::newFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("設定/설정/catalog.yaml")); // folders that do not exist yet
    const PriceImportPreview preview
        = previewPriceImport(fixture(kVms), path, m_builtin, priceImportOptions(QDate(2025, 4, 19)));
    QVERIFY(!preview.userCatalogExisted);
    QVERIFY(preview.userCatalogBefore.isEmpty());
    QVERIFY(preview.changesFile());
    QVERIFY(!QFile::exists(path)); // a preview writes nothing
    // the preview's catalog already has the new prices
    const auto sa = offer(preview.catalogAfter, "v6e-1", "southamerica-west1", PricingModel::OnDemand);
    QVERIFY(sa);
    QCOMPARE(sa->acceleratorUsdPerHour, 2.7);
    QVERIFY(applyPriceImport(preview));
    const QByteArray text = readAll(path);
    QCOMPARE(text, preview.userCatalogAfter);
    QVERIFY(text.startsWith("# TPU Planner user catalog"));
    QVERIFY(text.contains("\nsources:\n  IMPORT-skypilot-vms-csv-006059e0-tpu-extract: {ref: "));
    QVERIFY(text.contains(
        "  - {hardware: v2-8, unit: slice, region: us-central1, zone: us-central1-b, pricing: on-demand, usd_per_hour: "
        "4.5, "
        "as_of: 2025-04-19, source: IMPORT-skypilot-vms-csv-006059e0-tpu-extract, note: \"same price in zones "
        "us-central1-b, us-central1-c, us-central1-f\", imported_from: \"vms.csv@006059e0_TPU_EXTRACT.csv\", "
        "imported_on: 2026-11-21}\n"));
    // the loader reads it back, and every price row records where it came from
    Catalog merged = m_builtin;
    merged.mergeFile(path);
    UserCatalogFile file(path);
    file.load();
    QCOMPARE(file.importedPrices().size(), preview.import.prices.size());
    for (const Price& p : file.importedPrices()) {
        QCOMPARE(p.importedFrom, kVms);
        QCOMPARE(p.importedOn, QDate(2026, 11, 21));
        QCOMPARE(p.asOf, QDate(2025, 4, 19));
    }
    const auto h100 = offer(merged, "h100-80", "us-central1", PricingModel::OnDemand);
    QVERIFY(h100);
    QVERIFY(qAbs(h100->acceleratorUsdPerHour - 33.60609 / 8) < 1e-12);
}

// clang-format off
void TestUserCatalogFile::sameImportTwice_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addRow("SkyPilot v8") << QStringList{kVms};
    QTest::addRow("gpuhunt") << QStringList{kHuntJun};
    QTest::addRow("SkyPilot 2022 table") << QStringList{kTpuCsv};
    QTest::addRow("three files") << QStringList{kHuntJun, kTpuCsv, kVms};
}
// clang-format on

void TestUserCatalogFile::sameImportTwice()
{
    QFETCH(QStringList, files);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    writeAll(path, kUserFile);
    for (const QString& f : files)
        QVERIFY(
            applyPriceImport(previewPriceImport(fixture(f), path, m_builtin, priceImportOptions(QDate(2025, 4, 19)))));
    const QByteArray once = readAll(path);
    // the last file again, a month later: no change, not a byte
    for (const QString& f : {files.last(), files.last()}) {
        const PriceImportPreview again = previewPriceImport(
            fixture(f), path, m_builtin, priceImportOptions(QDate(2025, 4, 19), QDate(2026, 12, 21)));
        QVERIFY(again.diff.isEmpty());
        QVERIFY(!again.changesFile());
        QCOMPARE(again.userCatalogAfter, once);
        QVERIFY(!applyPriceImport(again));
        QCOMPARE(readAll(path), once);
    }
    // also when the diff is made into text anyway
    UserCatalogFile file(path);
    file.load();
    Catalog current = m_builtin;
    current.mergeText(file.text(), path);
    const PriceImport imp
        = importPriceFile(fixture(files.last()), current, priceImportOptions(QDate(2025, 4, 19), QDate(2027, 1, 1)));
    QCOMPARE(file.withImport(imp, diffPrices(current, imp)), once);
}

void TestUserCatalogFile::keepsUserContent()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    writeAll(path, kUserFile);
    QVERIFY(
        applyPriceImport(previewPriceImport(fixture(kVms), path, m_builtin, priceImportOptions(QDate(2025, 4, 19)))));
    QVERIFY(applyPriceImport(
        previewPriceImport(fixture(kHuntJun), path, m_builtin, priceImportOptions(QDate(2024, 6, 11)))));
    const QByteArray text = readAll(path);
    QVERIFY2(keepsLinesInOrder(text, kUserFile), text.constData());
    QVERIFY(text.contains("  IMPORT-gpuhunt-tpu-pricing-json-c8bb9a79-2024-06-11: {ref: "));
    QVERIFY(text.contains("  IMPORT-skypilot-vms-csv-006059e0-tpu-extract: {ref: "));
    Catalog merged = m_builtin;
    merged.mergeFile(path);
    QCOMPARE(merged.version(), QStringLiteral("mine-1+user"));
    QVERIFY(merged.storageClass(QStringLiteral("mine")));
    // the user's own prices stay where no import gives one
    const auto own = offer(merged, "v3-8", "us-central1", PricingModel::Commit1y);
    QVERIFY(own);
    QCOMPARE(own->acceleratorUsdPerHour, 5.04);
    QCOMPARE(own->price.source, QStringLiteral("MINE"));
    QCOMPARE(offer(merged, "v2-8", "us-central1", PricingModel::Commit3y)->acceleratorUsdPerHour, 2.0);
    // an imported price of the same key comes after the user's row in the file, so it applies
    const auto spot = offer(merged, "v2-8", "us-central1", PricingModel::Spot);
    QVERIFY(spot);
    QCOMPARE(spot->acceleratorUsdPerHour, 1.35);
    QCOMPARE(spot->price.importedFrom, kVms);
}

void TestUserCatalogFile::flowStyleSections()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    writeAll(path,
             "sources: {MINE: {ref: \"mine\", as_of: \"2025\"}}\n"
             "prices: [{hardware: v3-8, unit: slice, region: us-central1, pricing: 1-year, usd_per_hour: 5.04, "
             "as_of: 2025-03-01, source: MINE}]\n"
             "gpus: []\n");
    QVERIFY(
        applyPriceImport(previewPriceImport(fixture(kVms), path, m_builtin, priceImportOptions(QDate(2025, 4, 19)))));
    const QByteArray once = readAll(path);
    QVERIFY(once.contains("\ngpus: []\n"));
    Catalog merged = m_builtin;
    merged.mergeFile(path);
    QCOMPARE(offer(merged, "v3-8", "us-central1", PricingModel::Commit1y)->price.source, QStringLiteral("MINE"));
    QCOMPARE(merged.source(QStringLiteral("MINE")).ref, QStringLiteral("mine"));
    QVERIFY(offer(merged, "v6e-1", "southamerica-west1", PricingModel::OnDemand));
    // once rewritten in block style, the next import keeps it byte for byte
    QVERIFY(!previewPriceImport(fixture(kVms), path, m_builtin, priceImportOptions(QDate(2025, 4, 19))).changesFile());
}

void TestUserCatalogFile::goneRemoved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    const QString csv = dir.filePath(QStringLiteral("vms.csv"));
    writeAll(csv,
             kHeader + ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.4,1.3\n"
                 + ",,,tpu-v6e-8,1,tpu-v6e-8,us-central1,us-central1-a,20.0,4.0\n");
    QVERIFY(applyPriceImport(previewPriceImport(csv, path, m_builtin, priceImportOptions(QDate(2025, 6, 1)))));
    QVERIFY(readAll(path).contains("hardware: v6e-8"));
    // a new version of vms.csv without v6e-8
    writeAll(csv, kHeader + ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.4,1.3\n");
    const PriceImportPreview p = previewPriceImport(csv, path, m_builtin, priceImportOptions(QDate(2025, 7, 1)));
    QCOMPARE(p.diff.count(PriceDiffEntry::Kind::Gone), 2);
    QVERIFY(applyPriceImport(p));
    const QByteArray text = readAll(path);
    QVERIFY(!text.contains("v6e-8"));
    QVERIFY(text.contains("IMPORT-skypilot-vms:"));
    // v6e-8 falls back to the built-in price
    Catalog merged = m_builtin;
    merged.mergeFile(path);
    const auto v6e = offer(merged, "v6e-8", "us-central1", PricingModel::OnDemand);
    QVERIFY(v6e);
    QCOMPARE(v6e->acceleratorUsdPerHour, 21.6);
    QCOMPARE(v6e->price.source, QStringLiteral("SP-v8"));
    // the v2-8 rows were restated with the new date
    QCOMPARE(offer(merged, "v2-8", "us-central1", PricingModel::OnDemand)->price.asOf, QDate(2025, 7, 1));
}

void TestUserCatalogFile::unusedImportSourceDropped()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    const QString a = dir.filePath(QStringLiteral("a.csv"));
    const QString b = dir.filePath(QStringLiteral("b.csv"));
    writeAll(a, kHeader + ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.4,1.3\n");
    writeAll(b, kHeader + ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.3,1.2\n");
    QVERIFY(applyPriceImport(previewPriceImport(a, path, m_builtin, priceImportOptions(QDate(2025, 6, 1)))));
    QVERIFY(readAll(path).contains("IMPORT-skypilot-a:"));
    QVERIFY(applyPriceImport(previewPriceImport(b, path, m_builtin, priceImportOptions(QDate(2025, 6, 2)))));
    const QByteArray text = readAll(path);
    QVERIFY(!text.contains("IMPORT-skypilot-a:")); // no price cites it any more
    QVERIFY(text.contains("IMPORT-skypilot-b:"));
}

// clang-format off
void TestUserCatalogFile::badUserFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("not YAML") << QByteArray("prices: [unclosed\n") << 2 << "not valid YAML";
    QTest::addRow("unknown section") << QByteArray("sources: {}\nprise: []\n") << 2 << "unknown key";
    QTest::addRow("bad price") << QByteArray("prices:\n  - {hardware: v2-8, unit: slice, region: us-central1, pricing: " "spot, usd_per_hour: cheap, as_of: 2025-01-01, source: SP-v8}\n") << 2 << "usd_per_hour";
    QTest::addRow("unknown source") << QByteArray("prices:\n  - {hardware: v2-8, unit: slice, region: us-central1, " "pricing: spot, usd_per_hour: 1, as_of: 2025-01-01, source: NOPE}\n") << 2 << "unknown source \"NOPE\"";
    QTest::addRow("not UTF-8") << QByteArray("# caf\xe9\nprices: []\n") << 1 << "not UTF-8";
}
// clang-format on

void TestUserCatalogFile::badUserFile()
{
    QFETCH(QByteArray, content);
    QFETCH(int, line);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("カタログ.yaml"));
    writeAll(path, content);
    try {
        previewPriceImport(fixture(kVms), path, m_builtin, priceImportOptions(QDate(2025, 4, 19)));
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, path);
        QCOMPARE(e.issue().line, line);
        QVERIFY2(e.text().contains(fragment), qPrintable(e.text()));
    }
    QCOMPARE(readAll(path), content);
}

void TestUserCatalogFile::neverTheBuiltinCatalog()
{
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("prices.yaml"));
    QVERIFY(QFile::copy(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/catalog/prices.yaml"), copy));
    const QByteArray before = readAll(copy);
    for (const QString& path : {copy, QStringLiteral(":/catalog/prices.yaml")}) {
        try {
            previewPriceImport(fixture(kVms), path, m_builtin, priceImportOptions(QDate(2025, 4, 19)));
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(e.text().contains(QStringLiteral("this is the built-in catalog")), qPrintable(e.text()));
        }
    }
    QCOMPARE(readAll(copy), before);
}

void TestUserCatalogFile::changedSincePreview()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    writeAll(path, kUserFile);
    const PriceImportPreview preview
        = previewPriceImport(fixture(kVms), path, m_builtin, priceImportOptions(QDate(2025, 4, 19)));
    const QByteArray edited = kUserFile + "# edited in another window\n";
    writeAll(path, edited);
    QVERIFY_EXCEPTION_THROWN(applyPriceImport(preview), InputError);
    QCOMPARE(readAll(path), edited);
    // a file created since the preview of a missing one is not overwritten either
    const QString fresh = dir.filePath(QStringLiteral("new.yaml"));
    const PriceImportPreview p2
        = previewPriceImport(fixture(kVms), fresh, m_builtin, priceImportOptions(QDate(2025, 4, 19)));
    writeAll(fresh, "prices: []\n");
    QVERIFY_EXCEPTION_THROWN(applyPriceImport(p2), InputError);
    QCOMPARE(readAll(fresh), QByteArray("prices: []\n"));
}

// clang-format off
void TestUserCatalogFile::lineEnds_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addRow("empty file") << QByteArray();
    QTest::addRow("comments only") << QByteArray("# nothing yet\n");
    QTest::addRow("no final line break") << QByteArray("sources:\n  MINE: {ref: x, as_of: \"2025\"}");
    QTest::addRow("CRLF") << QByteArray(kUserFile).replace("\n", "\r\n");
}
// clang-format on

void TestUserCatalogFile::lineEnds()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    writeAll(path, content);
    QVERIFY(applyPriceImport(
        previewPriceImport(fixture(kHuntJun), path, m_builtin, priceImportOptions(QDate(2024, 6, 11)))));
    const QByteArray text = readAll(path);
    const bool crlf = content.contains("\r\n");
    QCOMPARE(text.count("\r\n"), crlf ? text.count('\n') : 0);
    QVERIFY(text.endsWith('\n'));
    if (!content.isEmpty())
        QVERIFY2(keepsLinesInOrder(QByteArray(text).replace("\r", ""), QByteArray(content).replace("\r", "").trimmed()),
                 text.constData());
    Catalog merged = m_builtin;
    merged.mergeFile(path);
    QVERIFY(
        !previewPriceImport(fixture(kHuntJun), path, m_builtin, priceImportOptions(QDate(2024, 6, 11))).changesFile());
}

void TestUserCatalogFile::dryRunWritesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    writeAll(path, kUserFile);
    const PriceImportPreview p
        = previewPriceImport(fixture(kVms), path, m_builtin, priceImportOptions(QDate(2025, 4, 19)));
    QVERIFY(p.changesFile());
    QCOMPARE(p.userCatalogBefore, kUserFile);
    QCOMPARE(readAll(path), kUserFile);
}

QTEST_GUILESS_MAIN(TestUserCatalogFile)
#include "TestUserCatalogFile.moc"
