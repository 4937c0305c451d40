// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in catalog (generations, slices, prices checked by hand against reference/hardware.md), staleness, the
// user-file merge, and the errors that bad catalog files give (file, line and field of each).
#include "CoreHelpers.h"
#include "catalog/Catalog.h"
#include "util/InputError.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <optional>

using namespace tpuplan;

namespace {

QByteArray yamlOf(const QStringList& lines)
{
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

using test::issueOf;
using test::sliceNames;

// A full generation entry at lines 2..15 of a file that starts with "generations:"; `override` replaces one line.
QStringList generationEntry(const QString& key = QString(), const QString& value = QString())
{
    QStringList lines = {
        QStringLiteral("generations:"),
        QStringLiteral("  - id: v7x"),
        QStringLiteral("    slice_prefix: tpu7x"),
        QStringLiteral("    name_counts: chips"),
        QStringLiteral("    cores_per_chip: 2"),
        QStringLiteral("    devices_per_chip: 2"),
        QStringLiteral("    hbm_per_chip_gib: 192"),
        QStringLiteral("    hbm_per_device_gib: 96"),
        QStringLiteral("    xla_reserved_mib: 768"),
        QStringLiteral("    bf16_tflops_per_chip: 2307"),
        QStringLiteral("    hbm_bandwidth_gb_s_per_chip: 7380"),
        QStringLiteral("    chips_per_host: 4"),
        QStringLiteral("    runtime_version: v2-alpha-tpu7x"),
        QStringLiteral("    source: G-7x"),
        QStringLiteral("    as_of: 2025-11-01"),
    };
    if (!key.isEmpty()) {
        for (QString& l : lines)
            if (l.trimmed().startsWith(key + QLatin1Char(':')))
                l = QStringLiteral("    %1: %2").arg(key, value);
    }
    return lines;
}

} // namespace

class TestCatalogLoader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void builtinLoads();
    void slicesOfGeneration_data();
    void slicesOfGeneration();
    void sliceShape_data();
    void sliceShape();
    void sliceNamesAgreeWithChips();
    void everySliceHasAnOffering();
    void everyPriceHasDateAndKnownSource();

    void offeringPrice_data();
    void offeringPrice();
    void sliceRowWinsOverPerChipRow();
    void colabFreeTier();
    void gpuPriceAddsHostVm();

    void staleness_data();
    void staleness();
    void builtinPriceStaleness();

    void mergeOverridesPrice();
    void mergeAddsEntries();
    void mergeReplacesWholeEntry();
    void mergePerChipRowForGeneration();
    void mergeTwoFiles();
    void mergeLeavesCatalogUnchangedOnError_data();
    void mergeLeavesCatalogUnchangedOnError();
    void mergeFileFromDisk();
    void mergeFileNonAsciiPath();
    void mergeFileMissing();

    void badInput_data();
    void badInput();

private:
    Catalog m_builtin;
};

void TestCatalogLoader::initTestCase()
{
    m_builtin = Catalog::builtin();
}

void TestCatalogLoader::builtinLoads()
{
    QVERIFY(m_builtin.version().startsWith(QLatin1String("builtin-")));
    QVERIFY(m_builtin.userFiles().isEmpty());
    QStringList ids;
    for (const Generation& g : m_builtin.generations())
        ids << g.id;
    QCOMPARE(ids, QStringList({"v2", "v3", "v4", "v5e", "v5p", "v6e", "tpu7x"}));
    QVERIFY(!m_builtin.slices().isEmpty());
    QVERIFY(!m_builtin.gpus().isEmpty());
    QVERIFY(!m_builtin.prices().isEmpty());
    QVERIFY(!m_builtin.hostVms().isEmpty());
    QVERIFY(m_builtin.storageClass(QStringLiteral("standard")));
    QCOMPARE(m_builtin.storageClass(QStringLiteral("standard"))->usdPerGiBMonth, 0.020);

    // HBM per device: per core on v2/v3, per chip from v4 on (megacore) [hardware.md section 1]
    QCOMPARE(m_builtin.generation(QStringLiteral("v2"))->hbmPerDeviceGiB, 8.0);
    QCOMPARE(m_builtin.generation(QStringLiteral("v3"))->hbmPerDeviceGiB, 16.0);
    QCOMPARE(m_builtin.generation(QStringLiteral("v4"))->hbmPerDeviceGiB, 32.0);
    QCOMPARE(m_builtin.generation(QStringLiteral("v5e"))->hbmPerDeviceGiB, 16.0);
    QCOMPARE(m_builtin.generation(QStringLiteral("v5p"))->hbmPerDeviceGiB, 95.0);
    QCOMPARE(m_builtin.generation(QStringLiteral("v6e"))->hbmPerDeviceGiB, 32.0);
    QCOMPARE(m_builtin.generation(QStringLiteral("v3"))->xlaReservedMiB, 528.0);
    QCOMPARE(m_builtin.generation(QStringLiteral("v5e"))->slicePrefix, QStringLiteral("v5litepod"));

    // every slice name and GPU id resolves to a device
    for (const QString& hw : m_builtin.hardwareNames())
        QVERIFY2(m_builtin.device(hw).has_value(), qPrintable(hw));
    QVERIFY(!m_builtin.device(QStringLiteral("v9-8")).has_value());
    const auto a100 = m_builtin.device(QStringLiteral("a100-40"));
    QVERIFY(a100 && !a100->isTpu);
    QCOMPARE(a100->memoryBytes, 42405855232.0);
}

void TestCatalogLoader::slicesOfGeneration_data()
{
    QTest::addColumn<QString>("generation");
    QTest::addColumn<QStringList>("expected");

    QVector<int> v4Sizes = {8, 16, 32, 64};
    for (int n = 128; n <= 8192; n += 128) // to the 4,096-chip pod (SkyPilot's catalog ends at v4-6144)
        v4Sizes << n;
    QVector<int> v5pSizes = {8, 16, 32, 64};
    for (int n = 128; n <= 12288; n += 128)
        v5pSizes << n;

    QTest::addRow("v2") << "v2" << sliceNames(QStringLiteral("v2"), {8, 32, 128, 256, 512});
    QTest::addRow("v3") << "v3" << sliceNames(QStringLiteral("v3"), {8, 32, 64, 128, 256, 512, 1024, 2048});
    QTest::addRow("v4") << "v4" << sliceNames(QStringLiteral("v4"), v4Sizes);
    QTest::addRow("v5e") << "v5e" << sliceNames(QStringLiteral("v5litepod"), {1, 4, 8, 16, 32, 64, 128, 256});
    QTest::addRow("v5p") << "v5p" << sliceNames(QStringLiteral("v5p"), v5pSizes);
    QTest::addRow("v6e") << "v6e" << sliceNames(QStringLiteral("v6e"), {1, 4, 8, 16, 32, 64, 128, 256});
}

void TestCatalogLoader::slicesOfGeneration()
{
    QFETCH(QString, generation);
    QFETCH(QStringList, expected);
    QStringList names;
    for (const Slice& s : m_builtin.slices())
        if (s.generation == generation)
            names << s.name;
    QCOMPARE(names, expected);
}

void TestCatalogLoader::sliceShape_data()
{
    QTest::addColumn<QString>("slice");
    QTest::addColumn<QString>("generation");
    QTest::addColumn<int>("chips");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<double>("gibPerDevice");

    // name counts TensorCores on v2/v3/v4/v5p, chips on v5e/v6e; v2/v3 cores are devices, v4/v5p chips are (megacore)
    QTest::addRow("v2-8") << "v2-8"
                          << "v2" << 4 << 8 << 8 << 1 << 8.0;
    QTest::addRow("v2-512") << "v2-512"
                            << "v2" << 256 << 512 << 512 << 64 << 8.0;
    QTest::addRow("v3-8") << "v3-8"
                          << "v3" << 4 << 8 << 8 << 1 << 16.0;
    QTest::addRow("v3-32") << "v3-32"
                           << "v3" << 16 << 32 << 32 << 4 << 16.0;
    QTest::addRow("v3-2048") << "v3-2048"
                             << "v3" << 1024 << 2048 << 2048 << 256 << 16.0;
    QTest::addRow("v4-8") << "v4-8"
                          << "v4" << 4 << 8 << 4 << 1 << 32.0;
    QTest::addRow("v4-6144") << "v4-6144"
                             << "v4" << 3072 << 6144 << 3072 << 768 << 32.0;
    QTest::addRow("v5litepod-1") << "v5litepod-1"
                                 << "v5e" << 1 << 1 << 1 << 1 << 16.0;
    QTest::addRow("v5litepod-8") << "v5litepod-8"
                                 << "v5e" << 8 << 8 << 8 << 1 << 16.0;
    QTest::addRow("v5litepod-256") << "v5litepod-256"
                                   << "v5e" << 256 << 256 << 256 << 32 << 16.0;
    QTest::addRow("v5p-8") << "v5p-8"
                           << "v5p" << 4 << 8 << 4 << 1 << 95.0;
    QTest::addRow("v5p-12288") << "v5p-12288"
                               << "v5p" << 6144 << 12288 << 6144 << 1536 << 95.0;
    QTest::addRow("v6e-1") << "v6e-1"
                           << "v6e" << 1 << 1 << 1 << 1 << 32.0;
    QTest::addRow("v6e-4") << "v6e-4"
                           << "v6e" << 4 << 4 << 4 << 1 << 32.0;
    QTest::addRow("v6e-256") << "v6e-256"
                             << "v6e" << 256 << 256 << 256 << 32 << 32.0;
}

void TestCatalogLoader::sliceShape()
{
    QFETCH(QString, slice);
    QFETCH(QString, generation);
    QFETCH(int, chips);
    QFETCH(int, cores);
    QFETCH(int, devices);
    QFETCH(int, hosts);
    QFETCH(double, gibPerDevice);

    const Slice* s = m_builtin.slice(slice);
    QVERIFY(s);
    QCOMPARE(s->generation, generation);
    QCOMPARE(s->chips, chips);
    QCOMPARE(m_builtin.coresOf(*s), cores);
    QCOMPARE(m_builtin.devicesOf(*s), devices);
    const auto d = m_builtin.device(slice);
    QVERIFY(d);
    QVERIFY(d->isTpu);
    QCOMPARE(d->generation, generation);
    QCOMPARE(d->chips, chips);
    QCOMPARE(d->devices, devices);
    QCOMPARE(d->hosts, hosts);
    QCOMPARE(d->nominalMemoryBytes, gibPerDevice * 1024.0 * 1024.0 * 1024.0); // nominal; "fits" uses the usable
}

void TestCatalogLoader::sliceNamesAgreeWithChips()
{
    for (const Slice& s : m_builtin.slices()) {
        const Generation* g = m_builtin.generation(s.generation);
        QVERIFY2(g, qPrintable(s.name));
        const int n = s.name.mid(g->slicePrefix.size() + 1).toInt();
        QCOMPARE(g->nameCountsChips ? s.chips : (g->nameCountsDevices ? m_builtin.devicesOf(s) : m_builtin.coresOf(s)),
                 n);
        QCOMPARE(m_builtin.coresOf(s), s.chips * g->coresPerChip);
        QCOMPARE(m_builtin.devicesOf(s), s.chips * g->devicesPerChip);
    }
}

void TestCatalogLoader::everySliceHasAnOffering()
{
    for (const Slice& s : m_builtin.slices())
        QVERIFY2(!m_builtin.offerings(s.name, true).isEmpty(), qPrintable(s.name));
}

void TestCatalogLoader::everyPriceHasDateAndKnownSource()
{
    for (const Price& p : m_builtin.prices()) {
        QVERIFY2(p.asOf.isValid(), qPrintable(p.hardware));
        QVERIFY2(m_builtin.sources().contains(p.source), qPrintable(p.source));
        QVERIFY2(p.origin.file.endsWith(QLatin1String("prices.yaml")), qPrintable(p.origin.file));
        QVERIFY(p.origin.line > 0);
    }
    for (const Generation& g : m_builtin.generations())
        QVERIFY2(m_builtin.sources().contains(g.source), qPrintable(g.source));
}

void TestCatalogLoader::offeringPrice_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<double>("usdPerHour");
    QTest::addColumn<QString>("unitInCatalog");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QDate>("asOf");

    // hardware.md 5.2 (SP-v8, per slice)
    QTest::addRow("v2-8 us-central1 on-demand") << "v2-8"
                                                << "us-central1"
                                                << "on-demand" << 4.50 << "slice"
                                                << "SP-v8" << QDate(2025, 4, 19);
    QTest::addRow("v2-8 us-central1 spot") << "v2-8"
                                           << "us-central1"
                                           << "spot" << 1.35 << "slice"
                                           << "SP-v8" << QDate(2025, 4, 19);
    // hardware.md 5.3 (SP-tpu, the v2/v3 era)
    QTest::addRow("v2-8 us-central1 preemptible") << "v2-8"
                                                  << "us-central1"
                                                  << "preemptible" << 1.35 << "slice"
                                                  << "SP-tpu" << QDate(2022, 7, 1);
    QTest::addRow("v3-8 us-central1 on-demand") << "v3-8"
                                                << "us-central1"
                                                << "on-demand" << 8.00 << "slice"
                                                << "SP-v8" << QDate(2025, 4, 19);
    QTest::addRow("v5litepod-8 us-central1 on-demand") << "v5litepod-8"
                                                       << "us-central1"
                                                       << "on-demand" << 9.60 << "slice"
                                                       << "SP-v8" << QDate(2025, 4, 19);
    QTest::addRow("v6e-1 europe-west4 on-demand") << "v6e-1"
                                                  << "europe-west4"
                                                  << "on-demand" << 2.97 << "slice"
                                                  << "SPC-8427" << QDate(2025, 4, 19);
    QTest::addRow("v4-8 us-central2 spot") << "v4-8"
                                           << "us-central2"
                                           << "spot" << 3.686 << "slice"
                                           << "SP-v8" << QDate(2025, 4, 19);
    QTest::addRow("v5p-12288 us-central1 on-demand") << "v5p-12288"
                                                     << "us-central1"
                                                     << "on-demand" << 25804.80 << "slice"
                                                     << "SPC-8427" << QDate(2025, 4, 19);
    // hardware.md 5.1 (GH-jun24 / GH-dec24, per chip-hour) times the slice's chips; on-demand figures that gpuhunt
    // still carries in 2026 (GH-aug26, byte-identical file) carry that date
    QTest::addRow("v5p-8 us-east5 1-year = 2.94 x 4 chips") << "v5p-8"
                                                            << "us-east5"
                                                            << "1-year" << 2.94 * 4 << "chip"
                                                            << "GH-jun24" << QDate(2024, 6, 11);
    QTest::addRow("v5p-16 us-east1 3-year = 1.89 x 8 chips") << "v5p-16"
                                                             << "us-east1"
                                                             << "3-year" << 1.89 * 8 << "chip"
                                                             << "GH-jun24" << QDate(2024, 6, 11);
    QTest::addRow("v4-16 us-central2 1-year = 2.0286 x 8 chips") << "v4-16"
                                                                 << "us-central2"
                                                                 << "1-year" << 2.0286 * 8 << "chip"
                                                                 << "GH-jun24" << QDate(2024, 6, 11);
    QTest::addRow("v4-64 us-central2 on-demand = 3.22 x 32 chips") << "v4-64"
                                                                   << "us-central2"
                                                                   << "on-demand" << 3.22 * 32 << "chip"
                                                                   << "GH-aug26" << QDate(2026, 8, 19);
    QTest::addRow("v5litepod-16 us-west4 spot = 0.60 x 16 chips") << "v5litepod-16"
                                                                  << "us-west4"
                                                                  << "spot" << 0.60 * 16 << "chip"
                                                                  << "GH-jun24" << QDate(2024, 6, 11);
    QTest::addRow("v6e-4 asia-northeast1 3-year = 1.46 x 4 chips") << "v6e-4"
                                                                   << "asia-northeast1"
                                                                   << "3-year" << 1.46 * 4 << "chip"
                                                                   << "GH-dec24" << QDate(2024, 12, 20);
    // a per-chip row named after a slice (v2/v3 pod SKUs) is multiplied by that slice's chips
    QTest::addRow("v2-32 europe-west4 1-year = 1.0395 x 16 chips") << "v2-32"
                                                                   << "europe-west4"
                                                                   << "1-year" << 1.0395 * 16 << "chip"
                                                                   << "GH-jun24" << QDate(2024, 6, 11);
    QTest::addRow("v3-64 europe-west4 on-demand = 2.00 x 32 chips") << "v3-64"
                                                                    << "europe-west4"
                                                                    << "on-demand" << 2.0 * 32 << "chip"
                                                                    << "GH-aug26" << QDate(2026, 8, 19);
}

void TestCatalogLoader::offeringPrice()
{
    QFETCH(QString, hardware);
    QFETCH(QString, region);
    QFETCH(QString, pricing);
    QFETCH(double, usdPerHour);
    QFETCH(QString, unitInCatalog);
    QFETCH(QString, source);
    QFETCH(QDate, asOf);

    const auto model = pricingModelFromId(pricing);
    QVERIFY(model);
    const auto o = m_builtin.offering(hardware, region, *model);
    QVERIFY2(o, qPrintable(QStringLiteral("no offering %1 %2 %3").arg(hardware, region, pricing)));
    QCOMPARE(o->hardware, hardware);
    QCOMPARE(o->acceleratorUsdPerHour, usdPerHour);
    QCOMPARE(o->hostUsdPerHour, 0.0); // TPU VM prices include the host
    QCOMPARE(o->totalUsdPerHour(), usdPerHour);
    QCOMPARE(o->price.unit == PriceUnit::Chip ? QStringLiteral("chip") : QStringLiteral("slice"), unitInCatalog);
    QCOMPARE(o->price.source, source);
    QCOMPARE(o->price.asOf, asOf);
    QCOMPARE(o->sessionLimitHours, 0.0);
}

void TestCatalogLoader::sliceRowWinsOverPerChipRow()
{
    // v5p us-east5 spot: the v5p-8 row (6.72 per slice) beats the v5p row (2.10 per chip x 4 = 8.40)
    const auto v5p8 = m_builtin.offering(QStringLiteral("v5p-8"), QStringLiteral("us-east5"), PricingModel::Spot);
    QVERIFY(v5p8);
    QCOMPARE(v5p8->acceleratorUsdPerHour, 6.72);
    QCOMPARE(v5p8->price.unit, PriceUnit::Slice);
    // ... while v5p-16, which has no row of its own there, gets the per-chip row: 2.10 x 8
    const auto v5p16 = m_builtin.offering(QStringLiteral("v5p-16"), QStringLiteral("us-east5"), PricingModel::Spot);
    QVERIFY(v5p16);
    QCOMPARE(v5p16->acceleratorUsdPerHour, 2.10 * 8);
    QCOMPARE(v5p16->price.unit, PriceUnit::Chip);
    QCOMPARE(v5p16->price.hardware, QStringLiteral("v5p"));
    // v4-8 spot: 3.686 (slice row) rather than 0.966 x 4 = 3.864 (per chip)
    const auto v48 = m_builtin.offering(QStringLiteral("v4-8"), QStringLiteral("us-central2"), PricingModel::Spot);
    QVERIFY(v48);
    QCOMPARE(v48->acceleratorUsdPerHour, 3.686);
    // one offering per (region, pricing), sorted by region then pricing model
    const auto all = m_builtin.offerings(QStringLiteral("v5p-8"));
    QSet<QString> keys;
    for (int i = 0; i < all.size(); ++i) {
        const QString key = all[i].region + QLatin1Char('|') + pricingModelId(all[i].pricing);
        QVERIFY2(!keys.contains(key), qPrintable(key));
        keys.insert(key);
        if (i > 0)
            QVERIFY(all[i - 1].region < all[i].region
                    || (all[i - 1].region == all[i].region && all[i - 1].pricing < all[i].pricing));
    }
    QVERIFY(m_builtin.offerings(QStringLiteral("no-such-hardware")).isEmpty());
    QVERIFY(!m_builtin.offering(QStringLiteral("v5p-8"), QStringLiteral("mars-north1"), PricingModel::OnDemand));
}

void TestCatalogLoader::colabFreeTier()
{
    const auto o = m_builtin.offering(QStringLiteral("v2-8"), QStringLiteral("colab"), PricingModel::ColabFree);
    QVERIFY(o);
    QCOMPARE(o->totalUsdPerHour(), 0.0);
    QCOMPARE(o->sessionLimitHours, 12.0);
    QCOMPARE(o->price.source, QStringLiteral("SEED"));
    QVERIFY(isInterruptible(o->pricing));
    QVERIFY(!isInterruptible(PricingModel::OnDemand));
    QVERIFY(!isInterruptible(PricingModel::Commit1y));
    QVERIFY(isInterruptible(PricingModel::Spot));
    QVERIFY(isInterruptible(PricingModel::Preemptible));
    for (PricingModel m : allPricingModels())
        QCOMPARE(pricingModelFromId(pricingModelId(m)), std::optional<PricingModel>(m));
    QVERIFY(!pricingModelFromId(QStringLiteral("reserved")));
}

void TestCatalogLoader::gpuPriceAddsHostVm()
{
    // GPU-only price plus the n1-standard-8 host in the same region and pricing model [hardware.md 4.1, 6]
    const auto o = m_builtin.offering(QStringLiteral("v100-16"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(o);
    QCOMPARE(o->acceleratorUsdPerHour, 2.48);
    QCOMPARE(o->hostVm, QStringLiteral("n1-standard-8"));
    QCOMPARE(o->hostUsdPerHour, 0.379998);
    QCOMPARE(o->totalUsdPerHour(), 2.48 + 0.379998);
    QVERIFY(o->host);
    QCOMPARE(o->host->region, QStringLiteral("us-central1"));
    // the whole a2 VM is priced as one row: no host on top
    const auto a100
        = m_builtin.offering(QStringLiteral("a100-40"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(a100);
    QCOMPARE(a100->totalUsdPerHour(), 3.673);
    QVERIFY(!a100->host);
}

void TestCatalogLoader::staleness_data()
{
    QTest::addColumn<QDate>("asOf");
    QTest::addColumn<QDate>("today");
    QTest::addColumn<bool>("stale");

    const QDate today(2026, 11, 21);
    QTest::addRow("same day") << today << today << false;
    QTest::addRow("17 months") << QDate(2025, 6, 21) << today << false;
    QTest::addRow("exactly 18 months") << QDate(2025, 5, 21) << today << false;
    QTest::addRow("18 months and a day") << QDate(2025, 5, 20) << today << true;
    QTest::addRow("19 months") << QDate(2025, 4, 21) << today << true;
    QTest::addRow("years old") << QDate(2021, 7, 10) << today << true;
    QTest::addRow("dated in the future") << QDate(2027, 1, 1) << today << false;
    QTest::addRow("no date") << QDate() << today << true;
    // month ends: 2026-08-31 minus 18 months is 2025-02-28 (no 29th in 2025)
    QTest::addRow("month end, on the cutoff") << QDate(2025, 2, 28) << QDate(2026, 8, 31) << false;
    QTest::addRow("month end, a day before") << QDate(2025, 2, 27) << QDate(2026, 8, 31) << true;
    // leap day: 2025-08-29 minus 18 months is 2024-02-29
    QTest::addRow("leap day, on the cutoff") << QDate(2024, 2, 29) << QDate(2025, 8, 29) << false;
    QTest::addRow("leap day, a day before") << QDate(2024, 2, 28) << QDate(2025, 8, 29) << true;
}

void TestCatalogLoader::staleness()
{
    QFETCH(QDate, asOf);
    QFETCH(QDate, today);
    QFETCH(bool, stale);
    QCOMPARE(Catalog::kStaleAfterMonths, 18);
    QCOMPARE(Catalog::isStale(asOf, today), stale);
}

void TestCatalogLoader::builtinPriceStaleness()
{
    const auto o = m_builtin.offering(QStringLiteral("v2-8"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(o);
    QCOMPARE(o->price.asOf, QDate(2025, 4, 19));
    QVERIFY(!Catalog::isStale(o->price.asOf, QDate(2026, 10, 19)));
    QVERIFY(Catalog::isStale(o->price.asOf, QDate(2026, 10, 20)));
}

void TestCatalogLoader::mergeOverridesPrice()
{
    Catalog c = m_builtin;
    const QString label = QStringLiteral("user.yaml");
    c.mergeText(yamlOf({
                    QStringLiteral("# my negotiated price"),
                    QStringLiteral("prices:"),
                    QStringLiteral("  - {hardware: v2-8, unit: slice, region: us-central1, zone: us-central1-b, "
                                   "pricing: on-demand, usd_per_hour: 4.25, as_of: 2026-10-01, source: SP-v8, "
                                   "note: \"値引き後の価格\"}"),
                }),
                label);
    QCOMPARE(c.prices().size(), m_builtin.prices().size()); // same key: replaced, not added
    const auto o = c.offering(QStringLiteral("v2-8"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(o);
    QCOMPARE(o->acceleratorUsdPerHour, 4.25);
    QCOMPARE(o->price.asOf, QDate(2026, 10, 1));
    QCOMPARE(o->price.note, QStringLiteral("値引き後の価格"));
    QCOMPARE(o->price.origin.file, label);
    QCOMPARE(o->price.origin.line, 3);
    // other pricing models of the same slice are untouched
    QCOMPARE(
        c.offering(QStringLiteral("v2-8"), QStringLiteral("us-central1"), PricingModel::Spot)->acceleratorUsdPerHour,
        1.35);
    QCOMPARE(c.userFiles(), QStringList{label});
    QCOMPARE(c.version(), m_builtin.version() + QStringLiteral("+user"));
    // the built-in catalog object itself is not changed
    QCOMPARE(m_builtin.offering(QStringLiteral("v2-8"), QStringLiteral("us-central1"), PricingModel::OnDemand)
                 ->acceleratorUsdPerHour,
             4.50);
}

void TestCatalogLoader::mergeAddsEntries()
{
    Catalog c = m_builtin;
    c.mergeText(
        yamlOf({
            QStringLiteral("catalog_version: lab-2026.11"),
            QStringLiteral("sources:"),
            QStringLiteral("  MY-QUOTE: {ref: \"sales quote 2026-10\", as_of: \"2026-10-02\"}"),
            QStringLiteral("slices:"),
            QStringLiteral("  - {name: v5p-17920, generation: v5p, chips: 8960, hosts: 2240, topology: 16x20x28}"),
            QStringLiteral("gpus:"),
            QStringLiteral("  - {id: a40, name: \"NVIDIA A40\", memory_bytes: 24000000000,"
                           " memory_bandwidth_gb_s: 300, peak_tflops_fp32: 30.3, peak_tflops_16bit: 121,"
                           " bf16: true, cuda_context_mib: 1343, source: MY-QUOTE, as_of: 2026-10-02}"),
            QStringLiteral("host_vms:"),
            QStringLiteral("  - {machine: g2-standard-8, vcpus: 8, ram_gb: 32, region: us-central1,"
                           " pricing: on-demand, usd_per_hour: 0.15, as_of: 2026-10-02, source: MY-QUOTE}"),
            QStringLiteral("prices:"),
            QStringLiteral("  - {hardware: v5p-17920, unit: slice, region: us-east1, pricing: on-demand,"
                           " usd_per_hour: 12000, as_of: 2026-10-02, source: MY-QUOTE}"),
            QStringLiteral("  - {hardware: a40, unit: gpu, region: us-central1, pricing: on-demand,"
                           " usd_per_hour: 0.70, as_of: 2026-10-02, source: MY-QUOTE, host_vm: g2-standard-8}"),
            QStringLiteral("  - {hardware: v6e-8, unit: slice, region: us-east5, pricing: on-demand,"
                           " usd_per_hour: 21.0, as_of: 2026-10-02, source: MY-QUOTE}"),
            QStringLiteral("storage:"),
            QStringLiteral("  - {class: coldline, usd_per_gib_month: 0.004, as_of: 2026-09-20, source: GCS}"),
        }),
        QStringLiteral("lab.yaml"));
    QCOMPARE(c.version(), QStringLiteral("lab-2026.11+user"));
    QCOMPARE(c.sources().size(), m_builtin.sources().size() + 1);
    QCOMPARE(c.source(QStringLiteral("MY-QUOTE")).ref, QStringLiteral("sales quote 2026-10"));
    QCOMPARE(c.slices().size(), m_builtin.slices().size() + 1);
    QCOMPARE(c.gpus().size(), m_builtin.gpus().size() + 1);
    QCOMPARE(c.hostVms().size(), m_builtin.hostVms().size() + 1);
    QCOMPARE(c.prices().size(), m_builtin.prices().size() + 3);
    QCOMPARE(c.storageClasses().size(), m_builtin.storageClasses().size() + 1);

    const auto d = c.device(QStringLiteral("v5p-17920"));
    QVERIFY(d);
    QCOMPARE(d->chips, 8960);
    QCOMPARE(d->devices, 8960);
    QCOMPARE(c.coresOf(*c.slice(QStringLiteral("v5p-17920"))), 17920);
    QCOMPARE(c.offering(QStringLiteral("v5p-17920"), QStringLiteral("us-east1"), PricingModel::OnDemand)
                 ->acceleratorUsdPerHour,
             12000.0);
    // the built-in per-chip v5p rows apply to the new slice too
    QCOMPARE(
        c.offering(QStringLiteral("v5p-17920"), QStringLiteral("us-east1"), PricingModel::Spot)->acceleratorUsdPerHour,
        2.1 * 8960);
    const auto l4 = c.offering(QStringLiteral("a40"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(l4);
    QCOMPARE(l4->totalUsdPerHour(), 0.70 + 0.15);
    QVERIFY(c.regions().contains(QStringLiteral("us-east5")));
    QCOMPARE(
        c.offering(QStringLiteral("v6e-8"), QStringLiteral("us-east5"), PricingModel::OnDemand)->acceleratorUsdPerHour,
        21.0);
    QCOMPARE(c.storageClass(QStringLiteral("coldline"))->usdPerGiBMonth, 0.004);
}

void TestCatalogLoader::mergeReplacesWholeEntry()
{
    // an entry with the same key replaces the built-in entry as a whole: fields left out take their defaults
    Catalog c = m_builtin;
    QCOMPARE(c.slice(QStringLiteral("v4-8"))->topology, QStringLiteral("2x2x1"));
    c.mergeText(yamlOf({QStringLiteral("slices:"), QStringLiteral("  - {name: v4-8, generation: v4, chips: 4}")}),
                QStringLiteral("user.yaml"));
    QCOMPARE(c.slices().size(), m_builtin.slices().size());
    QVERIFY(c.slice(QStringLiteral("v4-8"))->topology.isEmpty());
    QCOMPARE(c.slice(QStringLiteral("v4-8"))->hosts, 0);
    QCOMPARE(c.device(QStringLiteral("v4-8"))->hosts, 1); // chips / chips_per_host when not given
    QCOMPARE(c.slice(QStringLiteral("v4-8"))->origin.file, QStringLiteral("user.yaml"));

    // a generation: a measured XLA reservation for v4
    QStringList gen = generationEntry(QStringLiteral("xla_reserved_mib"), QStringLiteral("512"));
    gen[1] = QStringLiteral("  - id: v4");
    gen[2] = QStringLiteral("    slice_prefix: v4");
    gen[3] = QStringLiteral("    name_counts: cores");
    gen[5] = QStringLiteral("    devices_per_chip: 1");
    gen[6] = QStringLiteral("    hbm_per_chip_gib: 32");
    gen[7] = QStringLiteral("    hbm_per_device_gib: 32");
    c.mergeText(yamlOf(gen), QStringLiteral("measured.yaml"));
    QCOMPARE(c.generations().size(), m_builtin.generations().size());
    QCOMPARE(c.generation(QStringLiteral("v4"))->xlaReservedMiB, 512.0);
    QCOMPARE(c.device(QStringLiteral("v4-8"))->xlaReservedBytes, 512.0 * 1024 * 1024);
    QCOMPARE(c.generation(QStringLiteral("v4"))->name, QStringLiteral("v4")); // name not given: defaults to the id
}

void TestCatalogLoader::mergePerChipRowForGeneration()
{
    // a user per-chip row replaces the built-in per-chip row of the same key; the slice row still wins for v5p-8
    Catalog c = m_builtin;
    c.mergeText(yamlOf({QStringLiteral("prices:"),
                        QStringLiteral("  - {hardware: v5p, unit: chip, region: us-east5, pricing: spot,"
                                       " usd_per_hour: 1.0, as_of: 2026-10-01, source: SP-v8}")}),
                QStringLiteral("user.yaml"));
    QCOMPARE(c.prices().size(), m_builtin.prices().size());
    QCOMPARE(
        c.offering(QStringLiteral("v5p-16"), QStringLiteral("us-east5"), PricingModel::Spot)->acceleratorUsdPerHour,
        8.0);
    QCOMPARE(c.offering(QStringLiteral("v5p-8"), QStringLiteral("us-east5"), PricingModel::Spot)->acceleratorUsdPerHour,
             6.72);
}

void TestCatalogLoader::mergeTwoFiles()
{
    Catalog c = m_builtin;
    const QByteArray price = yamlOf({QStringLiteral("prices:"),
                                     QStringLiteral("  - {hardware: v3-8, unit: slice, region: us-central1,"
                                                    " pricing: on-demand, usd_per_hour: %1, as_of: 2026-10-01,"
                                                    " source: SP-v8}")});
    c.mergeText(QString::fromUtf8(price).arg(7.5).toUtf8(), QStringLiteral("first.yaml"));
    c.mergeText(QString::fromUtf8(price).arg(7.0).toUtf8(), QStringLiteral("second.yaml"));
    QCOMPARE(c.userFiles(), QStringList({"first.yaml", "second.yaml"}));
    QCOMPARE(c.version(), m_builtin.version() + QStringLiteral("+user"));
    const auto o = c.offering(QStringLiteral("v3-8"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QCOMPARE(o->acceleratorUsdPerHour, 7.0); // the later file wins
    QCOMPARE(o->price.origin.file, QStringLiteral("second.yaml"));
}

void TestCatalogLoader::mergeLeavesCatalogUnchangedOnError_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");

    const QString goodPrice = QStringLiteral("  - {hardware: v2-8, unit: slice, region: us-central1,"
                                             " pricing: on-demand, usd_per_hour: 1.0, as_of: 2026-10-01,"
                                             " source: SP-v8}");
    const QString goodSlice = QStringLiteral("  - {name: v5p-17920, generation: v5p, chips: 8960}");
    // the loader rejects the second section after reading good entries in the first
    const QString badPrice = QStringLiteral("  - {hardware: v2-8, unit: slice, region: us-central1, pricing: spot,"
                                            " usd_per_hour: x, as_of: 2026-10-01, source: SP-v8}");
    QTest::addRow("loader error after good entries")
        << QStringList{"slices:", goodSlice, "prices:", goodPrice, badPrice} << 5 << "prices[1].usd_per_hour";
    // every entry loads, and the check of the merged whole fails
    QTest::addRow("validation error of the merged catalog")
        << QStringList{"slices:", goodSlice, "prices:", goodPrice,
                       QStringLiteral("  - {hardware: v5p-17920, unit: slice, region: us-east1, pricing: spot,"
                                      " usd_per_hour: 2, as_of: 2026-10-01, source: NOBODY}")}
        << 5 << "prices.v5p-17920@us-east1.source";
    QTest::addRow("syntax error at the end")
        << QStringList{"slices:", goodSlice, "prices:", goodPrice, "  - {"} << 6 << "";
}

void TestCatalogLoader::mergeLeavesCatalogUnchangedOnError()
{
    QFETCH(QStringList, lines);
    QFETCH(int, line);
    QFETCH(QString, field);

    Catalog c = m_builtin;
    const auto issue = issueOf([&] { c.mergeText(yamlOf(lines), QStringLiteral("user.yaml")); });
    QVERIFY(issue);
    QCOMPARE(issue->line, line);
    QCOMPARE(issue->field, field);
    QCOMPARE(c.version(), m_builtin.version());
    QVERIFY(c.userFiles().isEmpty());
    QCOMPARE(c.slices().size(), m_builtin.slices().size());
    QCOMPARE(c.prices().size(), m_builtin.prices().size());
    QVERIFY(!c.slice(QStringLiteral("v5p-17920")));
    QCOMPARE(c.offering(QStringLiteral("v2-8"), QStringLiteral("us-central1"), PricingModel::OnDemand)
                 ->acceleratorUsdPerHour,
             4.50);
    // and it still takes a good file afterwards
    c.mergeText(yamlOf({QStringLiteral("slices:"), lines[1]}), QStringLiteral("fixed.yaml"));
    QVERIFY(c.slice(QStringLiteral("v5p-17920")));
    QCOMPARE(c.userFiles(), QStringList{"fixed.yaml"});
}

void TestCatalogLoader::mergeFileFromDisk()
{
    const QString path = QStringLiteral(TPUPLAN_TEST_DATA "/catalog/user-catalog.yaml");
    Catalog c = m_builtin;
    c.mergeFile(path);
    QCOMPARE(c.userFiles(), QStringList{path});
    const auto o = c.offering(QStringLiteral("v3-8"), QStringLiteral("us-central1"), PricingModel::Preemptible);
    QVERIFY(o);
    QCOMPARE(o->acceleratorUsdPerHour, 2.04);
    QCOMPARE(o->price.origin.file, path);
    // the file's v4-8192 (with a topology) replaces the built-in row of the full pod
    QCOMPARE(c.slice(QStringLiteral("v4-8192"))->origin.file, path);
    QCOMPARE(c.slice(QStringLiteral("v4-8192"))->topology, QStringLiteral("16x16x16"));
    QVERIFY(m_builtin.slice(QStringLiteral("v4-8192"))->topology.isEmpty());

    const QString broken = QStringLiteral(TPUPLAN_TEST_DATA "/catalog/broken-price.yaml");
    const auto issue = issueOf([&] { c.mergeFile(broken); });
    QVERIFY(issue);
    QCOMPARE(issue->file, broken);
    QCOMPARE(issue->line, 6);
    QCOMPARE(issue->field, QStringLiteral("prices[1].as_of"));
    QCOMPARE(c.userFiles(), QStringList{path});
}

void TestCatalogLoader::mergeFileNonAsciiPath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("설정/配置")));
    const QString path = dir.filePath(QStringLiteral("설정/配置/カタログ.yaml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(yamlOf({QStringLiteral("slices:"), QStringLiteral("  - {name: v3-8, generation: v3, chips: 4}"),
                    QStringLiteral("  - {name: v3-16, generation: v3, chips: 16}")}));
    f.close();
    Catalog c = m_builtin;
    const auto issue = issueOf([&] { c.mergeFile(path); });
    QVERIFY(issue);
    QCOMPARE(issue->file, path);
    QCOMPARE(issue->line, 3);
    QCOMPARE(issue->field, QStringLiteral("slices.v3-16.chips"));
    QVERIFY(issue->toString().startsWith(path + QStringLiteral(":3: slices.v3-16.chips: ")));
}

void TestCatalogLoader::mergeFileMissing()
{
    Catalog c = m_builtin;
    const QString path = QStringLiteral("/no/such/dir/catalog.yaml");
    const auto issue = issueOf([&] { c.mergeFile(path); });
    QVERIFY(issue);
    QCOMPARE(issue->file, path);
    QCOMPARE(issue->line, 0);
    QVERIFY(issue->field.isEmpty());
    QVERIFY(c.userFiles().isEmpty());
}

void TestCatalogLoader::badInput_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of the message

    const QString f = QStringLiteral("user.yaml");
    const QString price = QStringLiteral("  - {hardware: v3-8, unit: slice, region: us-central1, pricing: %1,"
                                         " usd_per_hour: %2, as_of: %3, source: %4}");
    auto priceRow = [&](const QString& pricing, const QString& usd, const QString& asOf, const QString& source) {
        return price.arg(pricing, usd, asOf, source);
    };

    // YAML syntax
    QTest::addRow("unclosed flow mapping")
        << f << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: 4", "prices: []"} << 3 << ""
        << "not valid YAML";
    QTest::addRow("tab indentation") << f << QStringList{"slices:", "  - name: v3-8", "\tgeneration: v3"} << 3 << ""
                                     << "not valid YAML";
    QTest::addRow("empty file") << f << QStringList{} << 0 << ""
                                << "empty";
    QTest::addRow("comments only") << f << QStringList{"# nothing here", "# yet"} << 0 << ""
                                   << "empty";
    QTest::addRow("deep nesting") << f
                                  << QStringList{"# a hostile file",
                                                 "slices: " + QString(70, QLatin1Char('['))
                                                     + QString(70, QLatin1Char(']'))}
                                  << 2 << ""
                                  << "nesting deeper than 64";
    QTest::addRow("top level is a list") << f << QStringList{"- v3-8", "- v3-32"} << 1 << ""
                                         << "expected a mapping";

    // structure
    QTest::addRow("unknown top-level key")
        << f << QStringList{"catalog_version: mine", "slicez:", "  - {name: v3-8}"} << 2 << "slicez"
        << "unknown key";
    QTest::addRow("unknown key in an entry")
        << f << QStringList{"slices:", "  - name: v3-8", "    generation: v3", "    chips: 4", "    colour: blue"} << 5
        << "slices[0].colour"
        << "unknown key";
    QTest::addRow("section is not a list") << f << QStringList{"slices:", "  name: v3-8", "  chips: 4"} << 2 << "slices"
                                           << "expected a list";
    QTest::addRow("entry is not a mapping")
        << f << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: 4}", "  - v3-32"} << 3 << "slices[1]"
        << "expected a mapping";
    QTest::addRow("sources is not a mapping") << f << QStringList{"sources:", "  - MINE"} << 2 << "sources"
                                              << "expected a mapping";
    QTest::addRow("list where a value belongs")
        << f << QStringList{"slices:", "  - name: [v3-8, v3-32]", "    generation: v3", "    chips: 4"} << 2
        << "slices[0].name"
        << "expected a single value";

    // required fields, numbers, dates
    QTest::addRow("missing required field")
        << f
        << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: 4}", "  - name: v3-32", "    generation: v3"}
        << 3 << "slices[1].chips"
        << "missing required field";
    QTest::addRow("source without ref") << f << QStringList{"sources:", "  MINE: {as_of: 2026-10-01}"} << 2
                                        << "sources.MINE.ref"
                                        << "missing required field";
    QStringList negative = generationEntry(QStringLiteral("hbm_per_chip_gib"), QStringLiteral("-16"));
    QTest::addRow("negative HBM size") << f << negative << 7 << "generations[0].hbm_per_chip_gib"
                                       << "must be greater than 0";
    QTest::addRow("negative chip count") << f << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: -4}"}
                                         << 2 << "slices[0].chips"
                                         << "must be at least 1";
    QTest::addRow("zero chip count") << f << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: 0}"} << 2
                                     << "slices[0].chips"
                                     << "must be at least 1";
    QTest::addRow("zero GPU memory") << f
                                     << QStringList{"gpus:",
                                                    "  - id: l4",
                                                    "    memory_bytes: 0",
                                                    "    memory_bandwidth_gb_s: 300",
                                                    "    peak_tflops_fp32: 30",
                                                    "    cuda_context_mib: 1343",
                                                    "    source: NV-T4",
                                                    "    as_of: 2023-03-21"}
                                     << 3 << "gpus[0].memory_bytes"
                                     << "must be greater than 0";
    QTest::addRow("fractional chip count")
        << f << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: 4.5}"} << 2 << "slices[0].chips"
        << "whole number";
    QTest::addRow("absurd chip count") << f << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: 1e9}"}
                                       << 2 << "slices[0].chips"
                                       << "must be at most";
    QTest::addRow("device HBM above the chip's")
        << f << generationEntry(QStringLiteral("hbm_per_device_gib"), "192") << 8 << "generations[0].hbm_per_device_gib"
        << "exceeds";
    QTest::addRow("bad name_counts") << f << generationEntry(QStringLiteral("name_counts"), QStringLiteral("sockets"))
                                     << 4 << "generations[0].name_counts"
                                     << "expected \"cores\", \"chips\" or \"devices\"";
    QTest::addRow("price without as_of")
        << f
        << QStringList{"prices:", "  - {hardware: v3-8, unit: slice, region: us-central1, pricing: spot,",
                       "     usd_per_hour: 2.0, source: SP-v8}"}
        << 2 << "prices[0].as_of"
        << "missing required field";
    QTest::addRow("invalid date") << f << QStringList{"prices:", priceRow("spot", "2.0", "2024-02-30", "SP-v8")} << 2
                                  << "prices[0].as_of"
                                  << "expected a date";
    QTest::addRow("date in another format")
        << f << QStringList{"prices:", priceRow("spot", "2.0", "19/04/2025", "SP-v8")} << 2 << "prices[0].as_of"
        << "expected a date";
    QTest::addRow("non-numeric price") << f << QStringList{"prices:", priceRow("spot", "cheap", "2025-04-19", "SP-v8")}
                                       << 2 << "prices[0].usd_per_hour"
                                       << "expected a number";
    QTest::addRow("negative price") << f << QStringList{"prices:", priceRow("spot", "-2", "2025-04-19", "SP-v8")} << 2
                                    << "prices[0].usd_per_hour"
                                    << "must be at least 0";
    QTest::addRow("zero price outside Colab")
        << f << QStringList{"prices:", priceRow("spot", "0", "2025-04-19", "SP-v8")} << 2 << "prices[0].usd_per_hour"
        << "colab-free";
    QTest::addRow("unknown pricing model")
        << f << QStringList{"prices:", priceRow("reserved", "2.0", "2025-04-19", "SP-v8")} << 2 << "prices[0].pricing"
        << "unknown pricing model \"reserved\"";
    QTest::addRow("unknown unit") << f
                                  << QStringList{"prices:",
                                                 "  - {hardware: v3-8, unit: core, region: us-central1,"
                                                 " pricing: spot, usd_per_hour: 1, as_of: 2025-04-19,"
                                                 " source: SP-v8}"}
                                  << 2 << "prices[0].unit"
                                  << "expected slice, chip or gpu";

    // checks of the merged catalog
    QTest::addRow("chips do not match a core-counted name")
        << f << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: 8}"} << 2 << "slices.v3-8.chips"
        << "v3-8 has 4 chips, not 8";
    QTest::addRow("chips do not match a chip-counted name")
        << f << QStringList{"# v5e counts chips", "slices:", "  - {name: v5litepod-8, generation: v5e, chips: 4}"} << 3
        << "slices.v5litepod-8.chips"
        << "v5litepod-8 has 8 chips, not 4";
    QTest::addRow("odd core count") << f << QStringList{"slices:", "  - {name: v3-9, generation: v3, chips: 4}"} << 2
                                    << "slices.v3-9.name"
                                    << "9 is not a multiple of 2";
    QTest::addRow("name does not fit the generation")
        << f << QStringList{"slices:", "  - {name: v3-eight, generation: v3, chips: 4}"} << 2 << "slices.v3-eight.name"
        << "must be named v3-N";
    QTest::addRow("unknown generation") << f << QStringList{"slices:", "  - {name: v9-8, generation: v9, chips: 4}"}
                                        << 2 << "slices.v9-8.generation"
                                        << "unknown generation \"v9\"";
    QTest::addRow("unknown source key") << f
                                        << QStringList{"prices:", priceRow("spot", "2.0", "2025-04-19", "MY-GUESS")}
                                        << 2 << "prices.v3-8@us-central1.source"
                                        << "unknown source \"MY-GUESS\"";
    QTest::addRow("unknown source of a generation")
        << f << generationEntry(QStringLiteral("source"), "G-v7") << 2 << "generations.v7x.source"
        << "unknown source \"G-v7\"";
    QTest::addRow("price for unknown hardware")
        << f
        << QStringList{"prices:",
                       "  - {hardware: v3-16, unit: slice, region: us-central1, pricing: spot,"
                       " usd_per_hour: 1, as_of: 2025-04-19, source: SP-v8}"}
        << 2 << "prices.v3-16@us-central1.hardware"
        << "unknown hardware";
    QTest::addRow("per-slice price named after a generation")
        << f
        << QStringList{"prices:",
                       "  - {hardware: v4, unit: slice, region: us-central2, pricing: spot,"
                       " usd_per_hour: 1, as_of: 2025-04-19, source: SP-v8}"}
        << 2 << "prices.v4@us-central2.hardware"
        << "unknown hardware";
    QTest::addRow("unknown host VM")
        << f
        << QStringList{"prices:", "  - {hardware: t4, unit: gpu, region: us-central1, pricing: spot,",
                       "     usd_per_hour: 0.11, as_of: 2025-04-19, source: SP-v8, host_vm: n9-huge}"}
        << 2 << "prices.t4@us-central1.host_vm"
        << "unknown host VM \"n9-huge\"";
    QTest::addRow("GPU named like a slice")
        << f
        << QStringList{"gpus:",
                       "  - {id: v3-8, memory_bytes: 16000000000, memory_bandwidth_gb_s: 900,"
                       " peak_tflops_fp32: 15.7, cuda_context_mib: 1343, source: NV-V100, as_of: 2018-01-01}"}
        << 2 << "gpus.v3-8.id"
        << "already used by a TPU slice";

    // non-ASCII file names, keys and values
    QTest::addRow("unknown Japanese key")
        << QStringLiteral("設定/ユーザー.yaml")
        << QStringList{"slices:", "  - {name: v3-8, generation: v3, chips: 4, 備考: テスト}"} << 2 << "slices[0].備考"
        << "unknown key";
    QTest::addRow("Chinese pricing model")
        << QStringLiteral("配置/目录.yaml") << QStringList{"prices:", priceRow("按需", "2.0", "2025-04-19", "SP-v8")}
        << 2 << "prices[0].pricing"
        << "unknown pricing model \"按需\"";
    QTest::addRow("Korean source key") << QStringLiteral("설정/카탈로그.yaml")
                                       << QStringList{"# 사용자 카탈로그",
                                                      "prices:", priceRow("spot", "2.0", "2025-04-19", "견적서")}
                                       << 3 << "prices.v3-8@us-central1.source"
                                       << "unknown source \"견적서\"";
}

void TestCatalogLoader::badInput()
{
    QFETCH(QString, file);
    QFETCH(QStringList, lines);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, message);

    Catalog c = m_builtin;
    const QByteArray yaml = lines.isEmpty() ? QByteArray() : yamlOf(lines);
    const auto issue = issueOf([&] { c.mergeText(yaml, file); });
    QVERIFY2(issue, "no InputError");
    QCOMPARE(issue->file, file);
    QCOMPARE(issue->line, line);
    QCOMPARE(issue->field, field);
    QVERIFY2(issue->message.contains(message), qPrintable(issue->message));
    // the text names all three
    const QString text = issue->toString();
    QVERIFY2(text.startsWith(file), qPrintable(text));
    if (line > 0)
        QVERIFY2(text.contains(QStringLiteral(":%1: ").arg(line)), qPrintable(text));
    QVERIFY2(text.contains(field), qPrintable(text));
    // nothing changed
    QCOMPARE(c.version(), m_builtin.version());
    QCOMPARE(c.prices().size(), m_builtin.prices().size());
    QCOMPARE(c.slices().size(), m_builtin.slices().size());
    QCOMPARE(c.generations().size(), m_builtin.generations().size());
    QCOMPARE(c.slice(QStringLiteral("v3-8"))->chips, 4);
}

QTEST_GUILESS_MAIN(TestCatalogLoader)
#include "TestCatalogLoader.moc"
