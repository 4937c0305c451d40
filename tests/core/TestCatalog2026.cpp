// SPDX-License-Identifier: GPL-3.0-or-later
// The 2026 catalog: TPU7x (two devices per chip, tpu7x-N counts devices, price not publicly listed), usable memory
// per device as the capacity "fits" uses (v2/v3 unchanged), bandwidths with their confidence, calendar-mode and
// flex-start limits, every row sourced and dated, no placeholder price, and the loader's errors for the new fields.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "model/ModelLoader.h"
#include "plan/Planner.h"
#include "util/InputError.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {
constexpr double kGiB = 1073741824.0;

QByteArray yamlOf(const QStringList& lines)
{
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}
} // namespace

class TestCatalog2026 : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_builtin = Catalog::builtin(); }
    void everyRowHasSourceAndDate();
    void noPlaceholderPrice();
    void tpu7xSlices_data();
    void tpu7xSlices();
    void tpu7xPriceNotListed();
    void usableMemoryPerDevice_data();
    void usableMemoryPerDevice();
    void bandwidthsCarryConfidence();
    void newGpus_data();
    void newGpus();
    void workstationGpus_data();
    void workstationGpus();
    void v4PodSlices_data();
    void v4PodSlices();
    void consumptionModelLimits();
    void monthsOld_data();
    void monthsOld();
    void versionLabel();
    void priceAges();
    void userPriceReplacesUnlisted();
    void tensorflowRefusedOnTpu7x();
    void plannerNeverRanksUnlistedAsFree();
    void badInput_data();
    void badInput();

private:
    Catalog m_builtin;
};

void TestCatalog2026::everyRowHasSourceAndDate()
{
    const auto known = [this](const QString& key) { return m_builtin.sources().contains(key); };
    for (const Generation& g : m_builtin.generations()) {
        QVERIFY2(known(g.source) && g.asOf.isValid(), qPrintable(g.id));
        for (const SourcedValue* v : {&g.usableMemoryPerDeviceBytes, &g.iciLinkGBsOneWay, &g.iciChipGBsBidirectional,
                                      &g.dcnGBsPerChip, &g.pcieGBsPerChip, &g.hostRamGbPerVm})
            if (v->known())
                QVERIFY2(known(v->source), qPrintable(g.id + QLatin1Char(' ') + v->source));
    }
    for (const Slice& s : m_builtin.slices())
        QVERIFY2(known(s.source) && s.asOf.isValid(), qPrintable(s.name));
    for (const Gpu& g : m_builtin.gpus())
        QVERIFY2(known(g.source) && g.asOf.isValid(), qPrintable(g.id));
    for (const Price& p : m_builtin.prices())
        QVERIFY2(known(p.source) && p.asOf.isValid(), qPrintable(p.hardware + QLatin1Char('@') + p.region));
    for (const HostVm& h : m_builtin.hostVms())
        QVERIFY2(known(h.source) && h.asOf.isValid(), qPrintable(h.machine));
    for (const StorageClass& s : m_builtin.storageClasses())
        QVERIFY2(known(s.source) && s.asOf.isValid(), qPrintable(s.id));
    // sources shown to people name public documents, never the team's own notes
    for (const SourceRef& s : m_builtin.sources()) {
        QVERIFY2(!s.ref.contains(QLatin1String("hardware.md")), qPrintable(s.key));
        QVERIFY2(!s.ref.contains(QLatin1String("reference/")), qPrintable(s.key));
        QVERIFY2(!s.asOf.isEmpty(), qPrintable(s.key));
    }
}

void TestCatalog2026::noPlaceholderPrice()
{
    // SkyPilot's $700/h means "no price found" (PR #5289): such a row must never be taken for a price
    for (const Price& p : m_builtin.prices()) {
        QVERIFY2(std::abs(p.usdPerHour - 700.0) > 1e-9, qPrintable(p.hardware + QLatin1Char('@') + p.region));
        if (!p.listed)
            QCOMPARE(p.usdPerHour, 0.0);
    }
}

void TestCatalog2026::tpu7xSlices_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("chips");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<QString>("topology");
    QTest::addRow("tpu7x-2") << "tpu7x-2" << 1 << 2 << 1 << "1x1x1";
    QTest::addRow("tpu7x-8") << "tpu7x-8" << 4 << 8 << 1 << "2x2x1";
    QTest::addRow("tpu7x-128") << "tpu7x-128" << 64 << 128 << 16 << "4x4x4";
    QTest::addRow("full pod") << "tpu7x-18432" << 9216 << 18432 << 2304 << "16x24x24";
}

void TestCatalog2026::tpu7xSlices()
{
    QFETCH(QString, name);
    const Generation* g = m_builtin.generation(QStringLiteral("tpu7x"));
    QVERIFY(g);
    QVERIFY(g->nameCountsDevices);
    QCOMPARE(g->devicesPerChip, 2);
    QCOMPARE(g->bf16TflopsPerChip, 2307.0);
    QCOMPARE(g->fp8TflopsPerChip, 4614.0);
    const Slice* s = m_builtin.slice(name);
    QVERIFY2(s, qPrintable(name));
    QTEST(s->chips, "chips");
    QTEST(m_builtin.devicesOf(*s), "devices");
    QTEST(s->hosts, "hosts");
    QTEST(s->topology, "topology");
    const auto d = m_builtin.device(name);
    QVERIFY(d);
    QCOMPARE(d->peakTflops16, 2307.0 / 2);
    QCOMPARE(d->nominalMemoryBytes, 96 * kGiB);
    QCOMPARE(d->memoryBytes, 94.75 * kGiB);
    QVERIFY(d->tensorflowUnsupported);
}

// An unlisted price has no age: never stale, never the oldest; the summary counts exactly the stale listed prices.
void TestCatalog2026::priceAges()
{
    const QDate today(2026, 11, 24);
    int stale = 0;
    int oldest = -1;
    bool sawUnlisted = false;
    for (const QString& hw : m_builtin.hardwareNames())
        for (const Offering& o : m_builtin.offerings(hw, true)) {
            if (!o.priceListed()) {
                sawUnlisted = true;
                QVERIFY(!Catalog::isStalePrice(o, today));
                QVERIFY(!Catalog::isStalePrice(o, today.addYears(10)));
                continue;
            }
            QCOMPARE(Catalog::isStalePrice(o, today), Catalog::isStale(o.price.asOf, today));
            stale += Catalog::isStalePrice(o, today) ? 1 : 0;
            oldest = std::max(oldest, Catalog::monthsOld(o.price.asOf, today));
        }
    QVERIFY(sawUnlisted);
    const Catalog::PriceAges ages = m_builtin.priceAges(today);
    QCOMPARE(ages.stale, stale);
    QCOMPARE(ages.oldestMonths, oldest);
    QVERIFY(ages.stale > 0); // the 2021-2022 prices of the v2/v3 era
    QVERIFY(ages.oldestMonths >= 48);
    // ten years on every listed price is stale
    const Catalog::PriceAges later = m_builtin.priceAges(today.addYears(10));
    QVERIFY(later.stale > ages.stale);
    QCOMPARE(later.oldestMonths, ages.oldestMonths + 120);
}

void TestCatalog2026::tpu7xPriceNotListed()
{
    QVERIFY(m_builtin.offerings(QStringLiteral("tpu7x-8")).isEmpty());
    const QVector<Offering> all = m_builtin.offerings(QStringLiteral("tpu7x-8"), true);
    QVERIFY(!all.isEmpty());
    for (const Offering& o : all) {
        QVERIFY(!o.priceListed());
        QCOMPARE(o.acceleratorUsdPerHour, 0.0);
    }
}

void TestCatalog2026::usableMemoryPerDevice_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<double>("capacityGiB"); // what "fits" compares against
    QTest::addColumn<double>("nominalGiB");
    QTest::addColumn<double>("reservedMiB");
    // v2/v3 keep the nominal HBM and the 528 MiB reservation as overhead: the seed case does not move
    QTest::addRow("v2-8") << "v2-8" << 8.0 << 8.0 << 528.0;
    QTest::addRow("v3-8") << "v3-8" << 16.0 << 16.0 << 528.0;
    QTest::addRow("v4-8") << "v4-8" << 30.75 << 32.0 << 0.0;
    QTest::addRow("v5e") << "v5litepod-8" << 15.75 << 16.0 << 0.0;
    QTest::addRow("v5p-8") << "v5p-8" << 95.74 << 95.0 << 0.0;
    QTest::addRow("v6e-8") << "v6e-8" << 31.25 << 32.0 << 0.0;
    QTest::addRow("tpu7x-8") << "tpu7x-8" << 94.75 << 96.0 << 0.0;
}

void TestCatalog2026::usableMemoryPerDevice()
{
    QFETCH(QString, hardware);
    QFETCH(double, capacityGiB);
    QFETCH(double, nominalGiB);
    QFETCH(double, reservedMiB);
    const auto d = m_builtin.device(hardware);
    QVERIFY(d);
    QCOMPARE(d->memoryBytes, capacityGiB * kGiB);
    QCOMPARE(d->nominalMemoryBytes, nominalGiB * kGiB);
    QCOMPARE(d->xlaReservedBytes, reservedMiB * 1048576.0);
    QVERIFY(m_builtin.generation(d->generation)->usableMemoryPerDeviceBytes.known());
}

void TestCatalog2026::bandwidthsCarryConfidence()
{
    const Generation* v5p = m_builtin.generation(QStringLiteral("v5p"));
    QCOMPARE(v5p->iciLinkGBsOneWay.value, 90.0);
    QCOMPARE(v5p->iciLinkGBsOneWay.confidence, Confidence::Secondary);
    QCOMPARE(v5p->iciLinksPerChip, 6);
    QCOMPARE(v5p->iciChipGBsBidirectional.confidence, Confidence::Confirmed);
    QCOMPARE(v5p->pcieGBsPerChip.value, 16.0);
    QCOMPARE(v5p->hostRamGbPerVm.value, 448.0);
    const Generation* v6e = m_builtin.generation(QStringLiteral("v6e"));
    QCOMPARE(v6e->dcnGBsPerChip.value, 12.5);
    QCOMPARE(v6e->pcieGBsPerChip.value, 32.0);
    const Generation* x = m_builtin.generation(QStringLiteral("tpu7x"));
    QCOMPARE(x->hbmBandwidthConfidence, Confidence::Unconfirmed);
    QCOMPARE(x->iciChipGBsBidirectional.confidence, Confidence::Unconfirmed);
    QCOMPARE(x->frameworksUnsupported, QStringList{QStringLiteral("tensorflow")});
    QCOMPARE(x->usableMemoryPerDeviceBytes.confidence, Confidence::Unconfirmed);
    QCOMPARE(m_builtin.generation(QStringLiteral("v4"))->usableMemoryPerDeviceBytes.confidence, Confidence::Confirmed);
}

void TestCatalog2026::newGpus_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("memoryGB");
    QTest::addColumn<double>("bf16");
    QTest::addColumn<double>("fp8");
    QTest::addColumn<double>("bandwidth");
    QTest::addRow("h200") << "h200" << 141.0 << 989.0 << 1979.0 << 4800.0;
    QTest::addRow("b200") << "b200" << 180.0 << 2250.0 << 4500.0 << 8000.0;
    QTest::addRow("l4") << "l4" << 24.0 << 121.0 << 242.5 << 300.0;
    QTest::addRow("a10g") << "a10g" << 24.0 << 125.0 << 0.0 << 600.0;
    QTest::addRow("l40s") << "l40s" << 48.0 << 362.0 << 733.0 << 864.0;
}

void TestCatalog2026::newGpus()
{
    QFETCH(QString, id);
    const Gpu* g = m_builtin.gpu(id);
    QVERIFY(g);
    QTEST(g->memoryBytes / 1e9, "memoryGB");
    QTEST(g->peakTflops16, "bf16");
    QTEST(g->peakTflopsFp8, "fp8");
    QTEST(g->memoryBandwidthGBs, "bandwidth");
    QVERIFY(g->bf16);
}

// The consumer and workstation GPUs of fine-tuning tables (issue #29): their data-sheet figures, their links, no
// machine or price that no source gives.
void TestCatalog2026::workstationGpus_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("memoryGB");
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<double>("fp32");
    QTest::addColumn<double>("bf16"); // dense, fp32 accumulate
    QTest::addColumn<double>("fp8");
    QTest::addColumn<double>("nvlink"); // both ways; 0 = none
    QTest::addColumn<int>("perNode");
    QTest::addRow("rtx-3090") << "rtx-3090" << 24.0 << 936.0 << 35.6 << 71.0 << 0.0 << 112.5 << 2;
    QTest::addRow("rtx-4090") << "rtx-4090" << 24.0 << 1008.0 << 82.6 << 165.2 << 330.3 << 0.0 << 1;
    QTest::addRow("rtx-a6000") << "rtx-a6000" << 48.0 << 768.0 << 38.7 << 154.8 << 0.0 << 112.5 << 2;
    QTest::addRow("rtx-6000-ada") << "rtx-6000-ada" << 48.0 << 960.0 << 91.1 << 364.25 << 728.5 << 0.0 << 1;
}

void TestCatalog2026::workstationGpus()
{
    QFETCH(QString, id);
    QFETCH(double, nvlink);
    const Gpu* g = m_builtin.gpu(id);
    QVERIFY2(g, qPrintable(id));
    QTEST(g->memoryBytes / 1e9, "memoryGB");
    QTEST(g->nominalMemoryGB, "memoryGB");
    QTEST(g->memoryBandwidthGBs, "bandwidth");
    QTEST(g->peakTflopsFp32, "fp32");
    QTEST(g->peakTflops16, "bf16");
    QTEST(g->peakTflopsFp8, "fp8");
    QTEST(g->gpusPerNode, "perNode");
    QVERIFY(g->bf16);
    QCOMPARE(g->cudaContextMiB, 1343.0);
    QCOMPARE(g->confidence, Confidence::Unconfirmed);
    QCOMPARE(g->pcieGBs.value, 64.0); // PCIe Gen4 x16
    QCOMPARE(g->nvlinkGBs.known(), nvlink > 0);
    if (nvlink > 0)
        QCOMPARE(g->nvlinkGBs.value, nvlink);
    // no source gives a machine of them: host RAM and network unknown, and no price row
    QVERIFY(!g->hostRamGbPerGpu.known());
    QVERIFY(!g->networkGBsPerGpu.known());
    QVERIFY(m_builtin.offerings(id, true).isEmpty());
    // the device the estimator gets: ring bandwidth one way over NVLink where there is one, else PCIe
    const auto d = m_builtin.device(id);
    QVERIFY(d);
    QVERIFY(!d->isTpu);
    QCOMPARE(d->peakTflops16, g->peakTflops16);
    QCOMPARE(d->axisGBs, (nvlink > 0 ? nvlink : 64.0) / 2.0);
    QCOMPARE(d->devicesPerNodeMax, g->gpusPerNode);
}

// v4 slices beyond SkyPilot's v4-6144 up to the 4,096-chip pod: MLPerf Training's 3,456-chip jobs are v4-6912 (the
// number counts TensorCores, two per chip); every one is priced by the per-chip v4 rows of us-central2.
void TestCatalog2026::v4PodSlices_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("chips");
    QTest::addRow("largest in SkyPilot") << "v4-6144" << 3072;
    QTest::addRow("first beyond") << "v4-6272" << 3136;
    QTest::addRow("MLPerf 3,456 chips") << "v4-6912" << 3456;
    QTest::addRow("full pod") << "v4-8192" << 4096;
}

void TestCatalog2026::v4PodSlices()
{
    QFETCH(QString, name);
    QFETCH(int, chips);
    const Slice* s = m_builtin.slice(name);
    QVERIFY2(s, qPrintable(name));
    QCOMPARE(s->generation, QStringLiteral("v4"));
    QCOMPARE(s->chips, chips);
    QCOMPARE(s->hosts, chips / 4);
    QCOMPARE(m_builtin.devicesOf(*s), chips); // megacore: one device per chip
    const auto d = m_builtin.device(name);
    QVERIFY(d);
    QCOMPARE(d->chips, chips);
    bool priced = false;
    for (const Offering& o : m_builtin.offerings(name))
        priced = priced || (o.region.startsWith(QLatin1String("us-central2")) && o.totalUsdPerHour() > 0);
    QVERIFY2(priced, qPrintable(name));
    // nothing between the steps of 64 chips, and nothing beyond the pod
    QVERIFY(!m_builtin.slice(QStringLiteral("v4-6900")));
    QVERIFY(!m_builtin.slice(QStringLiteral("v4-8320")));
}

void TestCatalog2026::consumptionModelLimits()
{
    QCOMPARE(maxDurationHours(PricingModel::Calendar), 90.0 * 24);
    QCOMPARE(maxDurationHours(PricingModel::FlexStart), 7.0 * 24);
    QCOMPARE(maxDurationHours(PricingModel::OnDemand), 0.0);
    QCOMPARE(minBilledHours(PricingModel::Calendar), 24.0);
    QCOMPARE(pricingModelFromId(QStringLiteral("calendar")), std::optional<PricingModel>(PricingModel::Calendar));
    QCOMPARE(pricingModelId(PricingModel::FlexStart), QStringLiteral("flex-start"));
    QVERIFY(!isInterruptible(PricingModel::Calendar));
    // a calendar row a user prices carries the 90-day limit into the offering, as a session limit does
    Catalog c = m_builtin;
    c.mergeText(yamlOf({"prices:",
                        "  - {hardware: v5p, unit: chip, region: us-east5, zone: us-east5-a, pricing: calendar,"
                        " usd_per_hour: 3.5, as_of: 2026-11-01, source: G-consume}"}),
                QStringLiteral("quote.yaml"));
    const auto o = c.offering(QStringLiteral("v5p-8"), QStringLiteral("us-east5"), PricingModel::Calendar);
    QVERIFY(o);
    QVERIFY(o->priceListed());
    QCOMPARE(o->acceleratorUsdPerHour, 3.5 * 4);
    QCOMPARE(o->sessionLimitHours, 90.0 * 24);
}

void TestCatalog2026::monthsOld_data()
{
    QTest::addColumn<QDate>("asOf");
    QTest::addColumn<QDate>("today");
    QTest::addColumn<int>("months");
    QTest::addRow("same day") << QDate(2026, 11, 24) << QDate(2026, 11, 24) << 0;
    QTest::addRow("one day short of a month") << QDate(2026, 10, 25) << QDate(2026, 11, 24) << 0;
    QTest::addRow("one month") << QDate(2026, 10, 24) << QDate(2026, 11, 24) << 1;
    QTest::addRow("catalog of 2025-04-19") << QDate(2025, 4, 19) << QDate(2026, 11, 24) << 19;
    QTest::addRow("invalid") << QDate() << QDate(2026, 11, 24) << -1;
}

void TestCatalog2026::monthsOld()
{
    QFETCH(QDate, asOf);
    QFETCH(QDate, today);
    QTEST(Catalog::monthsOld(asOf, today), "months");
}

void TestCatalog2026::versionLabel()
{
    QVERIFY(m_builtin.date().isValid());
    QCOMPARE(m_builtin.versionLabel(),
             QStringLiteral("%1 (%2)").arg(m_builtin.version(), m_builtin.date().toString(Qt::ISODate)));
}

void TestCatalog2026::userPriceReplacesUnlisted()
{
    Catalog c = m_builtin;
    c.mergeText(
        yamlOf({"sources:", "  MY-QUOTE: {ref: \"reservation quote 2026-11\", as_of: \"2026-11-02\"}", "prices:",
                "  - {hardware: tpu7x, unit: chip, region: us-central1, pricing: on-demand,"
                " usd_per_hour: 9.5, as_of: 2026-11-02, source: MY-QUOTE}"}),
        QStringLiteral("quote.yaml"));
    const auto o = c.offering(QStringLiteral("tpu7x-8"), QStringLiteral("us-central1"), PricingModel::OnDemand);
    QVERIFY(o);
    QVERIFY(o->priceListed());
    QCOMPARE(o->acceleratorUsdPerHour, 9.5 * 4);
}

void TestCatalog2026::tensorflowRefusedOnTpu7x()
{
    const MemoryModel mm(ModelLoader::preset(QStringLiteral("bert-base")), HeadConfig{});
    TrainingConfig cfg;
    cfg.seqLen = 128;
    cfg.batchPerDevice = 8;
    cfg.runtime = Runtime::TensorFlow;
    const QString why = mm.incompatibility(cfg, *m_builtin.device(QStringLiteral("tpu7x-8")));
    QVERIFY2(why.contains(QLatin1String("TensorFlow is not supported on TPU7x")), qPrintable(why));
    cfg.runtime = Runtime::Xla;
    QVERIFY(mm.incompatibility(cfg, *m_builtin.device(QStringLiteral("tpu7x-8"))).isEmpty());
}

void TestCatalog2026::plannerNeverRanksUnlistedAsFree()
{
    PlanInput in;
    in.model = ModelLoader::preset(QStringLiteral("bert-base"));
    in.seqLen = 128;
    in.globalBatch = 256;
    in.steps = 1000;
    in.hardware = QStringList{QStringLiteral("tpu7x-8"), QStringLiteral("v5p-8")};
    const PlanResult r = Planner(m_builtin).plan(in, QDate(2026, 11, 24));
    for (const Candidate& c : r.candidates) {
        QVERIFY(c.offering.priceListed());
        QVERIFY(c.hardware != QLatin1String("tpu7x-8"));
    }
    bool noted = false;
    for (const Reason& n : r.notes)
        noted = noted || (n.code == QLatin1String("price-not-listed") && n.text.contains(QLatin1String("tpu7x")));
    QVERIFY(noted);
}

void TestCatalog2026::badInput_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    const QStringList gen = {
        "generations:",
        "  - id: v9",
        "    slice_prefix: v9",
        "    name_counts: devices",
        "    cores_per_chip: 2",
        "    devices_per_chip: 2",
        "    hbm_per_chip_gib: 192",
        "    hbm_per_device_gib: 96",
        "    xla_reserved_mib: 0",
        "    bf16_tflops_per_chip: 2307",
        "    hbm_bandwidth_gb_s_per_chip: 7370",
        "    chips_per_host: 4",
        "    runtime_version: base",
        "    source: G-7x",
        "    as_of: 2025-11-01",
    };
    QTest::addRow("bad confidence") << (gen
                                        + QStringList{"    usable_memory_per_device: {gib: 94.75, source: G-7x,"
                                                      " confidence: maybe}"})
                                    << 16 << "generations[0].usable_memory_per_device.confidence";
    QTest::addRow("unknown field in a sourced value")
        << (gen + QStringList{"    ici_link_gb_s: {value: 90, source: SB, per: link}"}) << 16
        << "generations[0].ici_link_gb_s.per";
    QTest::addRow("usable above nominal")
        << (gen + QStringList{"    usable_memory_per_device: {gib: 120, source: G-7x}"}) << 16
        << "generations[0].usable_memory_per_device";
    QTest::addRow("unknown framework") << (gen + QStringList{"    frameworks_unsupported: [caffe]"}) << 16
                                       << "generations[0].frameworks_unsupported";
    QTest::addRow("odd device count in a name")
        << QStringList{"slices:", "  - {name: tpu7x-3, generation: tpu7x, chips: 1}"} << 2 << "slices.tpu7x-3.name";
    QTest::addRow("price word other than not-publicly-listed")
        << QStringList{"prices:",
                       "  - {hardware: tpu7x, unit: chip, region: us-central1, pricing: spot,"
                       " usd_per_hour: unknown, as_of: 2025-11-01, source: G-7x}"}
        << 2 << "prices[0].usd_per_hour";
}

void TestCatalog2026::badInput()
{
    QFETCH(QStringList, lines);
    QFETCH(int, line);
    QFETCH(QString, field);
    Catalog c = m_builtin;
    try {
        c.mergeText(yamlOf(lines), QStringLiteral("bad.yaml"));
        QFAIL("expected an error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, QStringLiteral("bad.yaml"));
        QCOMPARE(e.issue().line, line);
        QCOMPARE(e.issue().field, field);
    }
    QCOMPARE(c.generations().size(), m_builtin.generations().size());
}

QTEST_GUILESS_MAIN(TestCatalog2026)
#include "TestCatalog2026.moc"
