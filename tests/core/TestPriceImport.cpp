// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and mapping public price catalogs: prices checked by hand against reference/hardware.md section 5,
// placeholders and implausible values rejected, unmapped rows reported, malformed files refused with their line.
#include "catalog/PriceImport.h"
#include "util/InputError.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

namespace {

QString fixture(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/import/") + name;
}

const QString kVms = QStringLiteral("vms.csv@006059e0_TPU_EXTRACT.csv");
const QString kGcp22 = QStringLiteral("data_gcp.csv@0718451f_EXTRACT.csv");
const QString kTpuCsv = QStringLiteral("tpu.csv@61ffe2c2.csv");
const QString kHuntJun = QStringLiteral("tpu_pricing.json@c8bb9a79_2024-06-11.json");
const QString kHuntDec = QStringLiteral("tpu_pricing.json@edc13c0f_2024-12-20.json");
const QString kHuntDecB = QStringLiteral("tpu_pricing.json@b707e743_2024-12-23.json");

const Price* findPrice(const PriceImport& imp, const QString& hw, const QString& region, PricingModel pricing)
{
    for (const Price& p : imp.prices)
        if (p.hardware == hw && p.region == region && p.pricing == pricing)
            return &p;
    return nullptr;
}

QVector<PriceImportIssue> issuesAt(const PriceImport& imp, int line)
{
    QVector<PriceImportIssue> out;
    for (const PriceImportIssue& i : imp.issues)
        if (i.line == line)
            out << i;
    return out;
}

PriceImportOptions optionsOf(const QDate& asOf, PricingModel spotAs = PricingModel::Spot)
{
    PriceImportOptions o;
    o.asOf = asOf;
    o.importedOn = QDate(2026, 11, 21);
    o.skyPilotSpotAs = spotAs;
    return o;
}

const QByteArray kVmsHeader
    = "InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,AvailabilityZone,Price,SpotPrice\n";

} // namespace

class TestPriceImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void mappedPrices_data();
    void mappedPrices();
    void absentPrices_data();
    void absentPrices();
    void reportedRows_data();
    void reportedRows();
    void recordsWhereFrom();
    void gpuhuntSpotColumnDistrusted();
    void zonesDisagree();
    void quotedFields();
    void formatDetection_data();
    void formatDetection();
    void acceleratorCountOutOfRange_data();
    void acceleratorCountOutOfRange();
    void malformed_data();
    void malformed();
    void malformedFiles_data();
    void malformedFiles();
    void asOfFromFileTime();
    void sourceKey_data();
    void sourceKey();

private:
    Catalog m_catalog;
};

void TestPriceImport::initTestCase()
{
    m_catalog = Catalog::builtin();
}

// Each row: file, format, hardware, region, pricing, unit, expected USD per hour (per slice, chip or GPU as the unit
// says), zone. The expected values are read off reference/hardware.md (section and table named in the row's title).
// clang-format off
void TestPriceImport::mappedPrices_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QDate>("asOf");
    QTest::addColumn<int>("spotAs");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<int>("unit");
    QTest::addColumn<double>("usd");
    QTest::addColumn<QString>("zone");
    const QDate v8(2025, 4, 19);
    const int spot = static_cast<int>(PricingModel::Spot);
    const int slice = static_cast<int>(PriceUnit::Slice);
    const int chip = static_cast<int>(PriceUnit::Chip);
    const int gpu = static_cast<int>(PriceUnit::Gpu);
    // 5.2: v2-8 us-central1 (b, c, f) 4.50 / 1.35 — three zones, one price, the first zone recorded
    QTest::addRow("5.2 v2-8 us-central1 on-demand") << kVms << v8 << spot << "v2-8" << "us-central1" << "on-demand" << slice << 4.5 << "us-central1-b";
    QTest::addRow("5.2 v2-8 us-central1 spot") << kVms << v8 << spot << "v2-8" << "us-central1" << "spot" << slice << 1.35 << "us-central1-b";
    QTest::addRow("5.2 v2-8 europe-west4 spot") << kVms << v8 << spot << "v2-8" << "europe-west4" << "spot" << slice << 1.26225 << "europe-west4-a";
    QTest::addRow("5.2 v3-8 us-east1 on-demand") << kVms << v8 << spot << "v3-8" << "us-east1" << "on-demand" << slice << 8.0 << "us-east1-d";
    QTest::addRow("5.2 v3-2048 europe-west4 spot") << kVms << v8 << spot << "v3-2048" << "europe-west4" << "spot" << slice << 675.84 << "europe-west4-a";
    // 5.2: v4-8 12.88 = 4 chips x 3.22
    QTest::addRow("5.2 v4-8 us-central2 on-demand") << kVms << v8 << spot << "v4-8" << "us-central2" << "on-demand" << slice << 12.88 << "us-central2-b";
    QTest::addRow("5.2 v5litepod-1 us-central1 spot") << kVms << v8 << spot << "v5litepod-1" << "us-central1" << "spot" << slice << 0.24493 << "us-central1-a";
    QTest::addRow("5.2 v5litepod-256 europe-west4") << kVms << v8 << spot << "v5litepod-256" << "europe-west4" << "on-demand" << slice << 399.36 << "europe-west4-a";
    QTest::addRow("5.2 v5p-8 us-south1 on-demand") << kVms << v8 << spot << "v5p-8" << "us-south1" << "on-demand" << slice << 19.116 << "us-south1-a";
    QTest::addRow("5.2 v6e-1 asia-northeast1") << kVms << v8 << spot << "v6e-1" << "asia-northeast1" << "on-demand" << slice << 3.24 << "asia-northeast1-b";
    // 5.2: v6e-256 691.20 = 256 x 2.70
    QTest::addRow("5.2 v6e-256 us-central1") << kVms << v8 << spot << "v6e-256" << "us-central1" << "on-demand" << slice << 691.2 << "us-central1-a";
    // the spot price of this row is the $700 placeholder; the on-demand price is real
    QTest::addRow("5.2 v6e-1 southamerica-west1") << kVms << v8 << spot << "v6e-1" << "southamerica-west1" << "on-demand" << slice << 2.7 << "southamerica-west1-a";
    // 4 / SP-v8: GPU-only prices, per GPU (H100: 8 GPUs for 33.60609)
    QTest::addRow("SP-v8 v100-16 europe-west4") << kVms << v8 << spot << "v100-16" << "europe-west4" << "on-demand" << gpu << 2.604 << "europe-west4-a";
    QTest::addRow("SP-v8 h100-80 us-central1") << kVms << v8 << spot << "h100-80" << "us-central1" << "on-demand" << gpu << 33.60609 / 8 << "us-central1-a";
    // 5.3 / SP-gcp22 (2022): the A100 row for 8 GPUs (23.472) agrees with the one for 1 GPU (2.934)
    const QDate gcp22(2022, 7, 19);
    const int preemptible = static_cast<int>(PricingModel::Preemptible);
    QTest::addRow("SP-gcp22 a100-40 on-demand") << kGcp22 << gcp22 << preemptible << "a100-40" << "us-central1" << "on-demand" << gpu << 2.934 << "us-central1-a";
    QTest::addRow("SP-gcp22 v100-16 preemptible") << kGcp22 << gcp22 << preemptible << "v100-16" << "us-central1" << "preemptible" << gpu << 0.74 << "us-central1-a";
    QTest::addRow("SP-gcp22 t4 preemptible") << kGcp22 << gcp22 << preemptible << "t4" << "us-central1" << "preemptible" << gpu << 0.11 << "us-central1-a";
    QTest::addRow("SP-gcp22 v3-8 europe-west4") << kGcp22 << gcp22 << preemptible << "v3-8" << "europe-west4" << "preemptible" << slice << 2.64 << "europe-west4-a";
    // 5.3 / SP-tpu: the hand-made table (columns "TPU type", "Spot price"), v3 pods at $1 per core-hour
    const QDate tpu22(2022, 7, 1);
    QTest::addRow("SP-tpu v3-2048 us-east1") << kTpuCsv << tpu22 << preemptible << "v3-2048" << "us-east1" << "on-demand" << slice << 2048.0 << "";
    QTest::addRow("SP-tpu v2-8 asia-east1 preemptible") << kTpuCsv << tpu22 << preemptible << "v2-8" << "asia-east1" << "preemptible" << slice << 1.566 << "";
    // 5.1 / GH-jun24: per chip-hour; "device" = v2-8/v3-8, "pod" = the multi-host slices, v4 pod = the generation
    const QDate jun24(2024, 6, 11);
    QTest::addRow("GH-jun24 v5e us-central1 on-demand") << kHuntJun << jun24 << spot << "v5e" << "us-central1" << "on-demand" << chip << 1.2 << "";
    QTest::addRow("GH-jun24 v5e us-central1 1-year") << kHuntJun << jun24 << spot << "v5e" << "us-central1" << "1-year" << chip << 0.84 << "";
    QTest::addRow("GH-jun24 v5e us-central1 3-year") << kHuntJun << jun24 << spot << "v5e" << "us-central1" << "3-year" << chip << 0.54 << "";
    QTest::addRow("GH-jun24 v5e europe-west1 spot") << kHuntJun << jun24 << spot << "v5e" << "europe-west1" << "spot" << chip << 0.6607 << "";
    QTest::addRow("GH-jun24 v5p us-east5 3-year") << kHuntJun << jun24 << spot << "v5p" << "us-east5" << "3-year" << chip << 1.89 << "";
    QTest::addRow("GH-jun24 v4 pod us-central2") << kHuntJun << jun24 << spot << "v4" << "us-central2" << "on-demand" << chip << 3.22 << "";
    QTest::addRow("GH-jun24 v3 device -> v3-8") << kHuntJun << jun24 << spot << "v3-8" << "europe-west4" << "on-demand" << chip << 2.2 << "";
    QTest::addRow("GH-jun24 v3 device, not pod, for v3-8") << kHuntJun << jun24 << spot << "v3-8" << "europe-west4" << "3-year" << chip << 0.99 << "";
    QTest::addRow("GH-jun24 v3 pod -> v3-32") << kHuntJun << jun24 << spot << "v3-32" << "europe-west4" << "on-demand" << chip << 2.0 << "";
    QTest::addRow("GH-jun24 v2 device -> v2-8") << kHuntJun << jun24 << spot << "v2-8" << "europe-west4" << "1-year" << chip << 0.7796 << "";
    QTest::addRow("GH-jun24 v2 pod -> v2-512") << kHuntJun << jun24 << spot << "v2-512" << "us-central1" << "3-year" << chip << 0.675 << "";
    // 5.1 / GH-dec24: v6e, without spot prices
    const QDate dec24(2024, 12, 20);
    QTest::addRow("GH-dec24 v6e asia-northeast1 1-year") << kHuntDec << dec24 << spot << "v6e" << "asia-northeast1" << "1-year" << chip << 2.27 << "";
    QTest::addRow("GH-dec24 v6e us-east1 on-demand") << kHuntDec << dec24 << spot << "v6e" << "us-east1" << "on-demand" << chip << 2.7 << "";
}
// clang-format on

void TestPriceImport::mappedPrices()
{
    QFETCH(QString, file);
    QFETCH(QDate, asOf);
    QFETCH(int, spotAs);
    QFETCH(QString, hardware);
    QFETCH(QString, region);
    QFETCH(QString, pricing);
    QFETCH(int, unit);
    QFETCH(double, usd);
    QFETCH(QString, zone);
    const PriceImport imp
        = importPriceFile(fixture(file), m_catalog, optionsOf(asOf, static_cast<PricingModel>(spotAs)));
    const Price* p = findPrice(imp, hardware, region, *pricingModelFromId(pricing));
    QVERIFY2(p, qPrintable(QStringLiteral("no %1 %2 %3").arg(hardware, region, pricing)));
    QCOMPARE(static_cast<int>(p->unit), unit);
    QVERIFY2(qAbs(p->usdPerHour - usd) < 1e-9, qPrintable(QString::number(p->usdPerHour, 'g', 17)));
    QCOMPARE(p->zone, zone);
}

// Offerings the files do not give a usable price for.
// clang-format off
void TestPriceImport::absentPrices_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("pricing");
    QTest::addRow("v6e-1 asia-east1 on-demand: $700 placeholder") << kVms << "v6e-1" << "asia-east1" << "on-demand";
    QTest::addRow("v6e-1 asia-east1 spot: $700 placeholder") << kVms << "v6e-1" << "asia-east1" << "spot";
    QTest::addRow("v6e-1 southamerica-west1 spot: $700 placeholder") << kVms << "v6e-1" << "southamerica-west1" << "spot";
    QTest::addRow("a100-80 spot above on-demand") << kVms << "a100-80" << "us-central1" << "spot";
    QTest::addRow("v3-8 us-east1: empty SpotPrice") << kVms << "v3-8" << "us-east1" << "spot";
    QTest::addRow("v2-32 SP-gcp22: empty SpotPrice") << kGcp22 << "v2-32" << "us-central1" << "spot";
    QTest::addRow("v2 pod prices do not cover v2-8") << kHuntJun << "v2-8" << "us-central1" << "on-demand";
    QTest::addRow("v6e has no spot column in GH-dec24") << kHuntDec << "v6e" << "us-east1" << "spot";
    QTest::addRow("GH-dec24b spot column distrusted (v5e)") << kHuntDecB << "v5e" << "us-central1" << "spot";
    QTest::addRow("GH-dec24b spot column distrusted (v6e)") << kHuntDecB << "v6e" << "us-east1" << "spot";
}
// clang-format on

void TestPriceImport::absentPrices()
{
    QFETCH(QString, file);
    QFETCH(QString, hardware);
    QFETCH(QString, region);
    QFETCH(QString, pricing);
    const PriceImport imp = importPriceFile(fixture(file), m_catalog, optionsOf(QDate(2025, 4, 19)));
    QVERIFY(!findPrice(imp, hardware, region, *pricingModelFromId(pricing)));
}

// Rows that do not map, or whose values are not prices, are reported with their line.
// clang-format off
void TestPriceImport::reportedRows_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("fragment");
    using K = PriceImportIssue::Kind;
    using R = PriceImportIssue::Reason;
    auto row = [](const char* name, const QString& file, int line, K kind, R reason, const char* fragment) {
        QTest::addRow("%s", name) << file << line << static_cast<int>(kind) << static_cast<int>(reason) << QString::fromUtf8(fragment);
    };
    row("placeholder on-demand", kVms, 61, K::Rejected, R::Placeholder, "$700.00/h is SkyPilot's placeholder");
    row("placeholder spot only", kVms, 66, K::Rejected, R::Placeholder, "spot: $700.00/h");
    row("host VM row", kVms, 76, K::Unmapped, R::HostVm, "n1-highmem-8");
    row("B200: a GPU-only price with no host VM", kVms, 84, K::Warning, R::NoHostVm, "no host VM for b200");
    row("spot above on-demand", kVms, 83, K::Rejected, R::SpotNotDiscounted, "$15.712/h is not below the on-demand $14.76958/h");
    row("GPU-only price with no host VM", kVms, 80, K::Warning, R::NoHostVm, "no host VM for h100-80");
    row("P4 not in the catalog", kGcp22, 5, K::Unmapped, R::UnknownAccelerator, "\"P4\"");
    row("P100 not in the catalog", kGcp22, 8, K::Unmapped, R::UnknownAccelerator, "\"P100\"");
    row("gpuhunt spot above on-demand", kHuntDecB, 83, K::Rejected, R::SpotNotDiscounted, "is not below the on-demand");
    row("gpuhunt spot column distrusted", kHuntDecB, 41, K::Rejected, R::InconsistentColumn, "see line 83");
    row("unknown region", QStringLiteral("unknown-region.csv"), 3, K::Rejected, R::UnknownRegion, "\"mars-north1\" is not a known Google Cloud region");
}
// clang-format on

void TestPriceImport::reportedRows()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, kind);
    QFETCH(int, reason);
    QFETCH(QString, fragment);
    const PriceImport imp = importPriceFile(fixture(file), m_catalog, optionsOf(QDate(2025, 4, 19)));
    bool found = false;
    QStringList seen;
    for (const PriceImportIssue& i : issuesAt(imp, line)) {
        seen << i.toString(file);
        found = found
            || (static_cast<int>(i.kind) == kind && static_cast<int>(i.reason) == reason
                && i.message.contains(fragment));
    }
    QVERIFY2(found, qPrintable(seen.join(QLatin1Char('\n'))));
}

void TestPriceImport::recordsWhereFrom()
{
    const PriceImport imp = importPriceFile(fixture(kVms), m_catalog, optionsOf(QDate(2025, 4, 19)));
    QCOMPARE(imp.format, PriceFileFormat::SkyPilot);
    QCOMPARE(imp.fileName, kVms);
    QCOMPARE(imp.asOf, QDate(2025, 4, 19));
    QVERIFY(!imp.asOfFromFileTime);
    QCOMPARE(imp.source.key, QStringLiteral("IMPORT-skypilot-vms-csv-006059e0-tpu-extract"));
    QCOMPARE(imp.source.asOf, QStringLiteral("2025-04-19"));
    QCOMPARE(imp.recordsRead, 87);
    QVERIFY(!imp.prices.isEmpty());
    QSet<QString> keys;
    for (const Price& p : imp.prices) {
        QCOMPARE(p.asOf, QDate(2025, 4, 19));
        QCOMPARE(p.source, imp.source.key);
        QCOMPARE(p.importedFrom, kVms);
        QCOMPARE(p.importedOn, QDate(2026, 11, 21));
        QVERIFY2(!keys.contains(priceKey(p)), qPrintable(priceKey(p)));
        keys.insert(priceKey(p));
    }
    // GPU-only prices keep the host VM the catalog bills on top of them
    const Price* v100
        = findPrice(imp, QStringLiteral("v100-16"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(v100);
    QCOMPARE(v100->hostVm, QStringLiteral("n1-standard-8"));
    // the prices come sorted the way user files list them
    for (int i = 1; i < imp.prices.size(); ++i)
        QVERIFY(!priceOrderLess(imp.prices[i], imp.prices[i - 1]));
    // and the issues by line
    for (int i = 1; i < imp.issues.size(); ++i)
        QVERIFY(imp.issues[i - 1].line <= imp.issues[i].line);
}

void TestPriceImport::gpuhuntSpotColumnDistrusted()
{
    const PriceImport imp = importPriceFile(fixture(kHuntDecB), m_catalog, optionsOf(QDate(2024, 12, 23)));
    QCOMPARE(imp.format, PriceFileFormat::Gpuhunt);
    for (const Price& p : imp.prices)
        QVERIFY2(p.pricing != PricingModel::Spot, qPrintable(priceKey(p)));
    // the on-demand column is still used: v2 pod europe-west4 is 1.50 in this version (1.65 in June)
    const Price* pod = findPrice(imp, QStringLiteral("v2-32"), QStringLiteral("europe-west4"), PricingModel::OnDemand);
    QVERIFY(pod);
    QCOMPARE(pod->usdPerHour, 1.5);
    QCOMPARE(imp.issueCount(PriceImportIssue::Kind::Rejected), 21);
}

void TestPriceImport::zonesDisagree()
{
    const PriceImport imp
        = importPriceFile(fixture(QStringLiteral("zones-disagree.csv")), m_catalog, optionsOf(QDate(2025, 1, 1)));
    const Price* od = findPrice(imp, QStringLiteral("v2-8"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(od);
    QCOMPARE(od->usdPerHour, 4.6); // the highest, so that a plan does not count on the cheaper zone
    QCOMPARE(od->zone, QStringLiteral("us-central1-c"));
    const Price* spot = findPrice(imp, QStringLiteral("v2-8"), QStringLiteral("us-central1"), PricingModel::Spot);
    QVERIFY(spot);
    QCOMPARE(spot->note, QStringLiteral("same price in zones us-central1-b, us-central1-c"));
    const auto warnings = issuesAt(imp, 2);
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(warnings.first().kind, PriceImportIssue::Kind::Warning);
    QCOMPARE(warnings.first().reason, PriceImportIssue::Reason::Disagreement);
    QVERIFY(warnings.first().message.contains(QStringLiteral("us-central1-b $4.50, us-central1-c $4.60")));
}

void TestPriceImport::quotedFields()
{
    const PriceImport imp
        = importPriceFile(fixture(QStringLiteral("quoted-fields.csv")), m_catalog, optionsOf(QDate(2025, 1, 1)));
    QCOMPARE(imp.recordsRead, 3);
    QVERIFY(imp.issues.isEmpty());
    const Price* v100 = findPrice(imp, QStringLiteral("v100-16"), QStringLiteral("us-central1"), PricingModel::Spot);
    QVERIFY(v100);
    QCOMPARE(v100->usdPerHour, 1.0885); // 8 GPUs for 8.708 agree with 1 for 1.0885
    const Price* v3 = findPrice(imp, QStringLiteral("v3-8"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(v3);
    QCOMPARE(v3->origin.line, 5); // the quoted line break in the row before is counted
}

// clang-format off
void TestPriceImport::formatDetection_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("format");
    const QByteArray csv = kVmsHeader + ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.5,1.35\n";
    const QByteArray json = "{\"TPU v5e\": {\"us-central1\": {\"On Demand (USD)\": 1.2}}}";
    QTest::addRow("csv by content, no extension") << csv << "prices" << static_cast<int>(PriceFileFormat::SkyPilot);
    QTest::addRow("csv by extension") << csv << "vms.csv" << static_cast<int>(PriceFileFormat::SkyPilot);
    QTest::addRow("json by content, .txt") << json << "prices.txt" << static_cast<int>(PriceFileFormat::Gpuhunt);
    QTest::addRow("json with a BOM and CRLF") << QByteArray("\xEF\xBB\xBF") + QByteArray(json).replace("{", "{\r\n") << "価格.json" << static_cast<int>(PriceFileFormat::Gpuhunt);
    QTest::addRow("csv with CRLF, Korean name") << QByteArray(csv).replace("\n", "\r\n") << "가격.csv" << static_cast<int>(PriceFileFormat::SkyPilot);
}
// clang-format on

void TestPriceImport::formatDetection()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, name);
    QFETCH(int, format);
    const PriceImport imp = importPriceData(data, name, m_catalog, optionsOf(QDate(2025, 1, 1)));
    QCOMPARE(static_cast<int>(imp.format), format);
    QCOMPARE(imp.prices.size(), imp.format == PriceFileFormat::SkyPilot ? 2 : 1);
    QVERIFY(imp.issues.isEmpty());
}

// Data that is not a price file: an InputError naming the file and the line (0 where the whole file is wrong).
// clang-format off
void TestPriceImport::malformed_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("fragment");
    const QByteArray ok = ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.5,1.35\n";
    QTest::addRow("empty") << QByteArray() << "vms.csv" << 0 << "the file is empty";
    QTest::addRow("only blank lines") << QByteArray("\n  \n\t\n") << "vms.csv" << 0 << "the file is empty";
    QTest::addRow("binary (PNG)") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << "vms.csv" << 3 << "binary file";
    QTest::addRow("binary (Japanese name)") << QByteArray("ab\ncd\n\0", 7) << "価格.csv" << 3 << "binary file";
    QTest::addRow("UTF-16") << QByteArray("\xFF\xFER\0e\0g\0", 8) << "vms.csv" << 1 << "UTF-16 text";
    QTest::addRow("Latin-1, not UTF-8") << kVmsHeader + ",,,tpu-v2-8,1,caf\xe9,us-central1,us-central1-b,4.5,1.35\n" << "vms.csv" << 2 << "not UTF-8";
    QTest::addRow("missing Price column") << QByteArray("AcceleratorName,Region,SpotPrice\ntpu-v2-8,us-central1,1.35\n") << "vms.csv" << 1 << "missing column(s) Price";
    QTest::addRow("missing two columns") << QByteArray("AcceleratorName,Zone\ntpu-v2-8,us-central1-a\n") << "vms.csv" << 1 << "missing column(s) Region, Price";
    QTest::addRow("host VM price list") << QByteArray( "Region,Machine type,vCPU,Memory,Price,Spot price\nus-central1,n1-standard-8,8,30GB,0.38,0.08\n") << "vm.csv" << 1 << "host VM prices";
    QTest::addRow("header only") << kVmsHeader << "vms.csv" << 1 << "no price rows";
    QTest::addRow("non-numeric price") << kVmsHeader + ok + ",,,tpu-v3-8,1,tpu-v3-8,us-central1,us-central1-a,eight,2.04\n" << "vms.csv" << 3 << "Price: expected a number, got \"eight\"";
    QTest::addRow("non-numeric spot price") << kVmsHeader + ok + ",,,tpu-v3-8,1,tpu-v3-8,us-central1,us-central1-a,8,n/a\n" << "vms.csv" << 3 << "SpotPrice: expected a number, got \"n/a\"";
    QTest::addRow("price with a currency sign") << kVmsHeader + ",,,tpu-v3-8,1,tpu-v3-8,us-central1,us-central1-a,$8,2\n" << "vms.csv" << 2 << "expected a number, got \"$8\"";
    QTest::addRow("negative price") << kVmsHeader + ",,,tpu-v3-8,1,tpu-v3-8,us-central1,us-central1-a,-8,2\n" << "vms.csv" << 2 << "cannot be negative";
    QTest::addRow("NaN price") << kVmsHeader + ",,,tpu-v3-8,1,tpu-v3-8,us-central1,us-central1-a,nan,2\n" << "vms.csv" << 2 << "expected a number";
    QTest::addRow("too few fields") << kVmsHeader + ok + ",,,tpu-v3-8,1,us-central1,8.0,2.04\n" << "vms.csv" << 3 << "the row has 8 fields, the header 10";
    QTest::addRow("unterminated quote") << kVmsHeader + ok + ",,,tpu-v3-8,1,\"tpu-v3-8,us-central1,us-central1-a,8,2\n" << "vms.csv" << 3 << "never closed";
    QTest::addRow("text after a closing quote") << kVmsHeader + ",,,\"tpu-v3-8\"x,1,a,us-central1,us-central1-a,8,2\n" << "vms.csv" << 2 << "after a closing quote";
    QTest::addRow("neither CSV nor JSON") << QByteArray("just some words\n") << "notes.txt" << 1 << "cannot tell the format";
    QTest::addRow("JSON missing comma") << QByteArray( "{\n \"TPU v5e\": {\n  \"us-central1\": {\"On Demand (USD)\": 1.2\n  \"Spot (USD)\": 0.6}}}\n") << "tpu_pricing.json" << 4 << "not valid JSON";
    QTest::addRow("JSON cut short") << QByteArray("{\n \"TPU v5e\": {\n  \"us-central1\": {\"On Demand (USD)\": 1.2\n") << "tpu_pricing.json" << 4 << "not valid JSON";
    QTest::addRow("JSON list at the top") << QByteArray("[1, 2]") << "tpu_pricing.json" << 1 << "expected an object of TPU families";
    QTest::addRow("JSON empty object") << QByteArray("{}") << "tpu_pricing.json" << 1 << "lists no TPU families";
    QTest::addRow("JSON region not an object") << QByteArray("{\"TPU v5e\": {\n\"us-central1\": 1.2}}") << "tpu_pricing.json" << 2 << "expected an object of prices";
    QTest::addRow("JSON price not a number") << QByteArray("{\"TPU v5e\": {\"us-central1\": {\n\"On Demand (USD)\": \"cheap\"}}}") << "tpu_pricing.json" << 2 << "expected a number, got \"cheap\"";
    QTest::addRow("JSON price a list") << QByteArray("{\"TPU v5e\": {\"us-central1\": {\n\n\"Spot (USD)\": [0.6]}}}") << "tpu_pricing.json" << 3 << "expected a number, got a list";
    QTest::addRow("JSON negative price") << QByteArray("{\"TPU v5e\": {\"us-central1\": {\"On Demand (USD)\": -1.2}}}") << "tpu_pricing.json" << 1 << "cannot be negative";
    QTest::addRow("JSON with CSV given") << QByteArray("{\"TPU v5e\": {}}") << "prices.json" << 1 << "missing column(s)";
}
// clang-format on

void TestPriceImport::acceleratorCountOutOfRange_data()
{
    QTest::addColumn<QByteArray>("count");
    QTest::newRow("zero") << QByteArray("0");
    QTest::newRow("fraction") << QByteArray("1.5");
    QTest::newRow("beyond any machine") << QByteArray("70000");
    // found by PriceImportFuzz: converting it to an int overflowed (tests/fuzz/regressions/price_import/)
    QTest::newRow("10^100") << QByteArray("1e100");
}

// The row is reported and skipped; the rest of the file still imports.
void TestPriceImport::acceleratorCountOutOfRange()
{
    QFETCH(QByteArray, count);
    const QByteArray data = kVmsHeader + ",,,tpu-v3-8," + count + ",tpu-v3-8,us-central1,us-central1-a,8,2.4\n"
        + ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.5,1.35\n";
    const PriceImport imp = importPriceData(data, QStringLiteral("vms.csv"), m_catalog, optionsOf(QDate(2025, 1, 1)));
    bool reported = false;
    for (const PriceImportIssue& i : issuesAt(imp, 2))
        reported = reported
            || (i.kind == PriceImportIssue::Kind::Unmapped && i.reason == PriceImportIssue::Reason::AcceleratorCount
                && i.message.contains(QStringLiteral("from 1 to 65536")));
    QVERIFY(reported);
    QVERIFY(std::none_of(imp.prices.begin(), imp.prices.end(),
                         [](const Price& p) { return p.hardware == QLatin1String("v3-8"); }));
    QVERIFY(std::any_of(imp.prices.begin(), imp.prices.end(),
                        [](const Price& p) { return p.hardware == QLatin1String("v2-8"); }));
}

void TestPriceImport::malformed()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, name);
    QFETCH(int, line);
    QFETCH(QString, fragment);
    PriceImportOptions options = optionsOf(QDate(2025, 1, 1));
    if (QByteArray(QTest::currentDataTag()) == "JSON with CSV given")
        options.format = PriceFileFormat::SkyPilot;
    try {
        importPriceData(data, name, m_catalog, options);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, name);
        QCOMPARE(e.issue().line, line);
        QVERIFY2(e.text().contains(fragment), qPrintable(e.text()));
        if (line > 0)
            QVERIFY2(e.text().startsWith(QStringLiteral("%1:%2: ").arg(name).arg(line)), qPrintable(e.text()));
    }
}

// clang-format off
void TestPriceImport::malformedFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("missing column") << "missing-price-column.csv" << 1 << "missing column(s) Price";
    QTest::addRow("non-numeric price") << "non-numeric-price.csv" << 3 << "expected a number, got \"eight\"";
    QTest::addRow("empty file") << "empty.csv" << 0 << "the file is empty";
    QTest::addRow("broken JSON") << "broken.json" << 6 << "expected \",\" or \"}\" after a value";
    QTest::addRow("host VM list") << "gcp_data_pricing_vm.csv@1eb6c27c_EXTRACT.csv" << 1 << "host VM prices";
    QTest::addRow("missing file") << "no-such-file.csv" << 0 << "cannot read the file";
}
// clang-format on

void TestPriceImport::malformedFiles()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, fragment);
    try {
        importPriceFile(fixture(file), m_catalog, optionsOf(QDate(2025, 1, 1)));
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, fixture(file));
        QCOMPARE(e.issue().line, line);
        QVERIFY2(e.text().contains(fragment), qPrintable(e.text()));
    }
}

void TestPriceImport::asOfFromFileTime()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("価格-vms.csv"));
    QVERIFY(QFile::copy(fixture(kVms), path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QDateTime(QDate(2025, 5, 2), QTime(12, 0)), QFileDevice::FileModificationTime));
    f.close();
    PriceImportOptions options;
    options.importedOn = QDate(2026, 11, 21);
    const PriceImport imp = importPriceFile(path, m_catalog, options);
    QVERIFY(imp.asOfFromFileTime);
    QCOMPARE(imp.asOf, QDate(2025, 5, 2));
    QCOMPARE(imp.prices.first().asOf, QDate(2025, 5, 2));
    QCOMPARE(imp.fileName, QStringLiteral("価格-vms.csv"));
    QCOMPARE(imp.source.key, QStringLiteral("IMPORT-skypilot-価格-vms"));
}

// clang-format off
void TestPriceImport::sourceKey_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("key");
    const int sky = static_cast<int>(PriceFileFormat::SkyPilot);
    const int hunt = static_cast<int>(PriceFileFormat::Gpuhunt);
    QTest::addRow("vms.csv") << sky << "vms.csv" << "IMPORT-skypilot-vms";
    QTest::addRow("path") << sky << "/tmp/x/vms.csv" << "IMPORT-skypilot-vms";
    QTest::addRow("extract") << sky << kVms << "IMPORT-skypilot-vms-csv-006059e0-tpu-extract";
    QTest::addRow("gpuhunt") << hunt << kHuntJun << "IMPORT-gpuhunt-tpu-pricing-json-c8bb9a79-2024-06-11";
    QTest::addRow("Chinese name") << sky << "价格 表.CSV" << "IMPORT-skypilot-价格-表";
    QTest::addRow("only punctuation") << hunt << "@@.json" << "IMPORT-gpuhunt-file";
}
// clang-format on

void TestPriceImport::sourceKey()
{
    QFETCH(int, format);
    QFETCH(QString, name);
    QFETCH(QString, key);
    QCOMPARE(importSourceKey(static_cast<PriceFileFormat>(format), name), key);
}

QTEST_GUILESS_MAIN(TestPriceImport)
#include "TestPriceImport.moc"
