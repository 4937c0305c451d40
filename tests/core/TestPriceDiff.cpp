// SPDX-License-Identifier: GPL-3.0-or-later
// The diff between the catalog's prices and an import: changed (old, new, delta, percent), new, unchanged, gone.
#include "CoreFixtures.h"
#include "catalog/PriceDiff.h"
#include "catalog/UserCatalogFile.h"

#include <QtTest>

using namespace tpuplan;

namespace {

QString fixture(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/import/") + name;
}

const QString kVms = QStringLiteral("vms.csv@006059e0_TPU_EXTRACT.csv");
const QString kHuntJun = QStringLiteral("tpu_pricing.json@c8bb9a79_2024-06-11.json");
const QByteArray kHeader
    = "InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,AvailabilityZone,Price,SpotPrice\n";

using test::priceImportOptions;

const PriceDiffEntry* findEntry(const PriceDiff& d, const QString& hw, const QString& region, const QString& pricing)
{
    for (const PriceDiffEntry& e : d.entries)
        if (e.key() == QStringLiteral("%1|%2|%3").arg(hw, region, pricing))
            return &e;
    return nullptr;
}

// The catalog after a user file holding `imp` (as the import writes it) is merged over `base`.
Catalog withImported(const Catalog& base, const PriceImport& imp)
{
    QByteArray yaml = "sources:\n  " + imp.source.key.toUtf8() + ": " + UserCatalogFile::sourceYaml(imp.source).toUtf8()
        + "\nprices:\n";
    for (const Price& p : imp.prices)
        yaml += "  - " + UserCatalogFile::priceYaml(p).toUtf8() + "\n";
    Catalog c = base;
    c.mergeText(yaml, QStringLiteral("user.yaml"));
    return c;
}

} // namespace

class TestPriceDiff : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void againstBuiltin_data();
    void againstBuiltin();
    void unchangedDetails();
    void secondImportIsEmpty();
    void gone();
    void olderPrices();
    void percent_data();
    void percent();

private:
    Catalog m_builtin;
};

void TestPriceDiff::initTestCase()
{
    m_builtin = Catalog::builtin();
}

// The SkyPilot v8 extract against the built-in catalog; old and new values checked by hand (hardware.md 5.1, 5.2).
// clang-format off
void TestPriceDiff::againstBuiltin_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("per");
    QTest::addColumn<double>("oldUsd");
    QTest::addColumn<double>("newUsd");
    QTest::addColumn<double>("percent");
    const int changed = static_cast<int>(PriceDiffEntry::Kind::Changed);
    const int added = static_cast<int>(PriceDiffEntry::Kind::Added);
    const int unchanged = static_cast<int>(PriceDiffEntry::Kind::Unchanged);
    // built-in: v2 pod europe-west4 1.65 per chip (GH-jun24) x 256 chips = 422.40; SP-v8: 384.00 per slice
    QTest::addRow("v2-512 europe-west4 on-demand") << kVms << "v2-512" << "europe-west4" << "on-demand" << changed << "slice" << 422.4 << 384.0 << (384.0 - 422.4) / 422.4 * 100;
    // built-in: 0.495 per chip x 256 = 126.72; SP-v8: 97.92
    QTest::addRow("v2-512 europe-west4 spot") << kVms << "v2-512" << "europe-west4" << "spot" << changed << "slice" << 126.72 << 97.92 << (97.92 - 126.72) / 126.72 * 100;
    // built-in: a2-ultragpu-1g whole VM 5.028 (SP-PR3375); SP-v8: GPU only, 14.76958 / 8
    QTest::addRow("a100-80 us-central1 on-demand") << kVms << "a100-80" << "us-central1" << "on-demand" << changed << "gpu" << 5.028 << 14.76958 / 8 << (14.76958 / 8 - 5.028) / 5.028 * 100;
    QTest::addRow("v6e-1 southamerica-west1 (new)") << kVms << "v6e-1" << "southamerica-west1" << "on-demand" << added << "slice" << 0.0 << 2.7 << 0.0;
    QTest::addRow("h100-80 us-east4 (new)") << kVms << "h100-80" << "us-east4" << "on-demand" << added << "gpu" << 0.0 << 78.37241 / 8 << 0.0;
    QTest::addRow("v2-8 us-central1 on-demand") << kVms << "v2-8" << "us-central1" << "on-demand" << unchanged << "slice" << 4.5 << 4.5 << 0.0;
    // gpuhunt per chip against SP-v8 per slice: compared per slice (v2-32 = 16 chips: 1.65 x 16 = 26.40 vs 24.00)
    QTest::addRow("v2-32 europe-west4 chip vs slice") << kHuntJun << "v2-32" << "europe-west4" << "on-demand" << changed << "slice" << 24.0 << 26.4 << 10.0;
    // v2 device europe-west4 1.2375 x 4 chips = 4.95 = the SP-v8 slice price
    QTest::addRow("v2-8 europe-west4 chip = slice") << kHuntJun << "v2-8" << "europe-west4" << "on-demand" << unchanged << "slice" << 4.95 << 4.95 << 0.0;
    QTest::addRow("v5e us-central1 per chip") << kHuntJun << "v5e" << "us-central1" << "on-demand" << unchanged << "chip" << 1.2 << 1.2 << 0.0;
}
// clang-format on

void TestPriceDiff::againstBuiltin()
{
    QFETCH(QString, file);
    QFETCH(QString, hardware);
    QFETCH(QString, region);
    QFETCH(QString, pricing);
    QFETCH(int, kind);
    QFETCH(QString, per);
    QFETCH(double, oldUsd);
    QFETCH(double, newUsd);
    QFETCH(double, percent);
    const QDate asOf = file == kVms ? QDate(2025, 4, 19) : QDate(2024, 6, 11);
    const PriceImport imp = importPriceFile(fixture(file), m_builtin, priceImportOptions(asOf));
    const PriceDiff diff = diffPrices(m_builtin, imp);
    const PriceDiffEntry* e = findEntry(diff, hardware, region, pricing);
    QVERIFY(e);
    QCOMPARE(static_cast<int>(e->kind), kind);
    QCOMPARE(e->comparedPer, per);
    QVERIFY2(qAbs(e->oldUsdPerHour - oldUsd) < 1e-9, qPrintable(QString::number(e->oldUsdPerHour, 'g', 17)));
    QVERIFY2(qAbs(e->newUsdPerHour - newUsd) < 1e-9, qPrintable(QString::number(e->newUsdPerHour, 'g', 17)));
    QVERIFY(qAbs(e->deltaUsdPerHour() - (newUsd - oldUsd)) < 1e-9);
    QVERIFY2(qAbs(e->deltaPercent() - percent) < 1e-9, qPrintable(QString::number(e->deltaPercent(), 'g', 17)));
    QVERIFY(!diff.isEmpty());
    QCOMPARE(diff.count(PriceDiffEntry::Kind::Gone), 0);
}

void TestPriceDiff::unchangedDetails()
{
    const PriceImport imp = importPriceFile(fixture(kVms), m_builtin, priceImportOptions(QDate(2025, 4, 19)));
    const PriceDiff diff = diffPrices(m_builtin, imp);
    // same price and date as the built-in SP-v8 row, but the import is now its source
    const PriceDiffEntry* e
        = findEntry(diff, QStringLiteral("v2-8"), QStringLiteral("us-central1"), QStringLiteral("spot"));
    QVERIFY(e);
    QCOMPARE(e->kind, PriceDiffEntry::Kind::Unchanged);
    QVERIFY(e->detailsChanged);
    QVERIFY(!e->older);
    QCOMPARE(e->before.source, QStringLiteral("SP-v8"));
    QCOMPARE(e->after.source, imp.source.key);
    QCOMPARE(diff.count(PriceDiffEntry::Kind::Added) + diff.count(PriceDiffEntry::Kind::Changed)
                 + diff.count(PriceDiffEntry::Kind::Unchanged),
             imp.prices.size());
}

void TestPriceDiff::secondImportIsEmpty()
{
    const PriceImport first = importPriceFile(fixture(kVms), m_builtin, priceImportOptions(QDate(2025, 4, 19)));
    const Catalog after = withImported(m_builtin, first);
    // a later day: imported_on differs, nothing else
    const PriceImport second
        = importPriceFile(fixture(kVms), after, priceImportOptions(QDate(2025, 4, 19), QDate(2026, 12, 24)));
    const PriceDiff diff = diffPrices(after, second);
    QVERIFY(diff.isEmpty());
    QCOMPARE(diff.count(PriceDiffEntry::Kind::Unchanged), second.prices.size());
    for (const PriceDiffEntry& e : diff.entries)
        QVERIFY2(!e.detailsChanged, qPrintable(e.key()));
}

void TestPriceDiff::gone()
{
    // import a file, then a newer version of the same file that lost one row and changed another
    const QByteArray v1 = kHeader + ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.5,1.35\n"
        + ",,,tpu-v6e-8,1,tpu-v6e-8,us-central1,us-central1-a,21.6,4.35366\n";
    const QByteArray v2 = kHeader + ",,,tpu-v2-8,1,tpu-v2-8,us-central1,us-central1-b,4.5,1.20\n";
    const QString name = QStringLiteral("vms.csv");
    const PriceImport first = importPriceData(v1, name, m_builtin, priceImportOptions(QDate(2025, 4, 19)));
    const Catalog after = withImported(m_builtin, first);
    const PriceImport second = importPriceData(v2, name, after, priceImportOptions(QDate(2025, 6, 1)));
    const PriceDiff diff = diffPrices(after, second);
    QCOMPARE(diff.count(PriceDiffEntry::Kind::Gone), 2);
    const PriceDiffEntry* g
        = findEntry(diff, QStringLiteral("v6e-8"), QStringLiteral("us-central1"), QStringLiteral("spot"));
    QVERIFY(g);
    QCOMPARE(g->kind, PriceDiffEntry::Kind::Gone);
    QCOMPARE(g->oldUsdPerHour, 4.35366);
    QCOMPARE(g->before.importedFrom, name);
    const PriceDiffEntry* c
        = findEntry(diff, QStringLiteral("v2-8"), QStringLiteral("us-central1"), QStringLiteral("spot"));
    QVERIFY(c);
    QCOMPARE(c->kind, PriceDiffEntry::Kind::Changed);
    QCOMPARE(c->oldUsdPerHour, 1.35);
    QCOMPARE(c->newUsdPerHour, 1.2);
    QVERIFY(qAbs(c->deltaPercent() - (1.2 - 1.35) / 1.35 * 100) < 1e-9);
    // another file of another name does not make these prices gone
    const PriceImport other
        = importPriceData(v2, QStringLiteral("vms-2.csv"), after, priceImportOptions(QDate(2025, 6, 1)));
    QCOMPARE(diffPrices(after, other).count(PriceDiffEntry::Kind::Gone), 0);
}

void TestPriceDiff::olderPrices()
{
    // the SkyPilot v8 prices (>= 2025-04-19) first, then gpuhunt's of 2024-06-11
    const PriceImport v8 = importPriceFile(fixture(kVms), m_builtin, priceImportOptions(QDate(2025, 4, 19)));
    const Catalog after = withImported(m_builtin, v8);
    const PriceImport hunt = importPriceFile(fixture(kHuntJun), after, priceImportOptions(QDate(2024, 6, 11)));
    const PriceDiff diff = diffPrices(after, hunt);
    // same price, older date: kept as it is
    const PriceDiffEntry* same
        = findEntry(diff, QStringLiteral("v2-8"), QStringLiteral("europe-west4"), QStringLiteral("on-demand"));
    QVERIFY(same);
    QCOMPARE(same->kind, PriceDiffEntry::Kind::Unchanged);
    QVERIFY(same->older);
    QVERIFY(!same->detailsChanged);
    // other price, older date: replaced, and marked
    const PriceDiffEntry* changed
        = findEntry(diff, QStringLiteral("v3-8"), QStringLiteral("europe-west4"), QStringLiteral("spot"));
    QVERIFY(changed);
    QCOMPARE(changed->kind, PriceDiffEntry::Kind::Changed);
    QVERIFY(changed->older);
    QCOMPARE(changed->oldUsdPerHour, 2.244);
    QVERIFY(qAbs(changed->newUsdPerHour - 2.64) < 1e-9); // 0.66 per chip x 4
}

// clang-format off
void TestPriceDiff::percent_data()
{
    QTest::addColumn<double>("oldUsd");
    QTest::addColumn<double>("newUsd");
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("percent");
    QTest::addRow("v3-8 preemptible 2.40 -> 2.04") << 2.40 << 2.04 << -0.36 << -15.0;
    QTest::addRow("v5e us-central1 spot 0.60 -> 0.24493") << 0.60 << 0.24493 << -0.35507 << -59.178333333333335;
    QTest::addRow("doubling") << 1.5 << 3.0 << 1.5 << 100.0;
}
// clang-format on

void TestPriceDiff::percent()
{
    QFETCH(double, oldUsd);
    QFETCH(double, newUsd);
    QFETCH(double, delta);
    QFETCH(double, percent);
    PriceDiffEntry e;
    e.kind = PriceDiffEntry::Kind::Changed;
    e.oldUsdPerHour = oldUsd;
    e.newUsdPerHour = newUsd;
    QVERIFY(qAbs(e.deltaUsdPerHour() - delta) < 1e-9);
    QVERIFY(qAbs(e.deltaPercent() - percent) < 1e-9);
    e.kind = PriceDiffEntry::Kind::Added;
    QCOMPARE(e.deltaPercent(), 0.0);
}

QTEST_GUILESS_MAIN(TestPriceDiff)
#include "TestPriceDiff.moc"
