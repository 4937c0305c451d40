// SPDX-License-Identifier: GPL-3.0-or-later
// Cost arithmetic (core/cost/CostModel) against hand-computed cases: accelerator price per slice or per chip x chips,
// the host VM billed on top of GPU-only prices, storage in GiB-months of 730 hours, free Colab.
#include "catalog/Catalog.h"
#include "cost/CostModel.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {
// Cost arithmetic is exact up to the rounding of one multiplication and one division.
bool near(double a, double b)
{
    return std::fabs(a - b) <= 1e-12 * std::max(1.0, std::max(std::fabs(a), std::fabs(b)));
}

Offering offering(double accelerator, double host)
{
    Offering o;
    o.acceleratorUsdPerHour = accelerator;
    o.hostUsdPerHour = host;
    return o;
}

StorageInputs storage(double datasetGiB, double checkpointGiB, int kept, double usdPerGiBMonth)
{
    StorageInputs s;
    s.datasetGiB = datasetGiB;
    s.checkpointGiB = checkpointGiB;
    s.checkpointsKept = kept;
    s.usdPerGiBMonth = usdPerGiBMonth;
    return s;
}
} // namespace

class TestCostModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void handCases_data();
    void handCases();
    void storageDefaults();
    void catalogOfferings_data();
    void catalogOfferings();
    void linearInHours();

private:
    Catalog m_catalog;
};

void TestCostModel::handCases_data()
{
    QTest::addColumn<double>("accelerator");
    QTest::addColumn<double>("host");
    QTest::addColumn<double>("hours");
    QTest::addColumn<double>("datasetGiB");
    QTest::addColumn<double>("checkpointGiB");
    QTest::addColumn<int>("kept");
    QTest::addColumn<double>("usdPerGiBMonth");
    QTest::addColumn<double>("acceleratorUsd");
    QTest::addColumn<double>("hostUsd");
    QTest::addColumn<double>("storageUsd");

    // v3-8 on demand (us-central1, $8.00 per slice-hour), 10 h, nothing stored: $80.00
    QTest::newRow("v3-8 on-demand 10 h") << 8.0 << 0.0 << 10.0 << 0.0 << 0.0 << 2 << 0.02 << 80.0 << 0.0 << 0.0;
    // the seed deck's v2-8 + n1-standard-32 TPU Node: 4.50 + 1.519992 per hour, 100 h: $450 + $151.9992
    QTest::newRow("v2-8 + n1-standard-32, 100 h")
        << 4.50 << 1.519992 << 100.0 << 0.0 << 0.0 << 2 << 0.02 << 450.0 << 151.9992 << 0.0;
    // storage for exactly one 730-hour month: (37 + 2 x 1.5) GiB x $0.020 = $0.80
    QTest::newRow("storage, one month") << 0.0 << 0.0 << 730.0 << 37.0 << 1.5 << 2 << 0.02 << 0.0 << 0.0 << 0.80;
    // 10 h of the same: 40 GiB x 0.020 x 10 / 730 = $0.0109589...
    QTest::newRow("storage, 10 h") << 0.0 << 0.0 << 10.0 << 37.0 << 1.5 << 2 << 0.02 << 0.0 << 0.0
                                   << 40 * 0.02 * 10 / 730.0;
    // one checkpoint kept: 38.5 GiB; nearline $0.010
    QTest::newRow("one checkpoint, nearline, 73 h")
        << 0.0 << 0.0 << 73.0 << 37.0 << 1.5 << 1 << 0.01 << 0.0 << 0.0 << 0.0385;
    // free Colab: the accelerator is free, the dataset and checkpoints in Cloud Storage are not:
    // 29.2 h x (37 + 3) GiB x 0.020 / 730 = $0.032
    QTest::newRow("Colab free, 29.2 h") << 0.0 << 0.0 << 29.2 << 37.0 << 1.5 << 2 << 0.02 << 0.0 << 0.0 << 0.032;
    // v5litepod-16 at $1.20 per chip x 16 chips = $19.20 per hour, 2.5 h, 12 GiB dataset, 1 GiB checkpoints
    QTest::newRow("v5e per chip x 16, 2.5 h")
        << 1.2 * 16 << 0.0 << 2.5 << 12.0 << 1.0 << 2 << 0.02 << 48.0 << 0.0 << 14 * 0.02 * 2.5 / 730;
    QTest::newRow("zero hours") << 8.0 << 0.38 << 0.0 << 37.0 << 1.5 << 2 << 0.02 << 0.0 << 0.0 << 0.0;
}

void TestCostModel::handCases()
{
    QFETCH(double, accelerator);
    QFETCH(double, host);
    QFETCH(double, hours);
    QFETCH(double, datasetGiB);
    QFETCH(double, checkpointGiB);
    QFETCH(int, kept);
    QFETCH(double, usdPerGiBMonth);
    QFETCH(double, acceleratorUsd);
    QFETCH(double, hostUsd);
    QFETCH(double, storageUsd);
    const RunCost c
        = priceRun(offering(accelerator, host), hours, storage(datasetGiB, checkpointGiB, kept, usdPerGiBMonth));
    QCOMPARE(c.hours, hours);
    QVERIFY2(near(c.acceleratorUsd, acceleratorUsd), qPrintable(QString::number(c.acceleratorUsd, 'g', 17)));
    QVERIFY2(near(c.hostUsd, hostUsd), qPrintable(QString::number(c.hostUsd, 'g', 17)));
    QVERIFY2(near(c.storageUsd, storageUsd), qPrintable(QString::number(c.storageUsd, 'g', 17)));
    QVERIFY(near(c.totalUsd(), acceleratorUsd + hostUsd + storageUsd));
}

void TestCostModel::storageDefaults()
{
    // GCP bills a month as 730 hours; a run keeps the latest checkpoint and the one before
    QCOMPARE(kHoursPerMonth, 730.0);
    QCOMPARE(StorageInputs{}.checkpointsKept, 2);
    // the catalog's Standard class is $0.020 per GiB-month (GCS, read 2026-09-20)
    const StorageClass* standard = m_catalog.storageClass(QStringLiteral("standard"));
    QVERIFY(standard);
    QCOMPARE(standard->usdPerGiBMonth, 0.020);
}

void TestCostModel::catalogOfferings_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<double>("acceleratorPerHour");
    QTest::addColumn<double>("hostPerHour");
    QTest::addColumn<QString>("hostVm");
    QTest::addColumn<double>("sessionLimit");
    // slice prices (hardware.md 5.2/5.3): the whole slice per hour, host included in the TPU VM price
    QTest::newRow("v2-8 us-central1 on-demand") << "v2-8"
                                                << "us-central1"
                                                << "on-demand" << 4.50 << 0.0 << "" << 0.0;
    QTest::newRow("v3-8 us-central1 on-demand") << "v3-8"
                                                << "us-central1"
                                                << "on-demand" << 8.00 << 0.0 << "" << 0.0;
    QTest::newRow("v3-8 us-central1 spot") << "v3-8"
                                           << "us-central1"
                                           << "spot" << 2.04 << 0.0 << "" << 0.0;
    QTest::newRow("v4-16 us-central2 on-demand (slice row)") << "v4-16"
                                                             << "us-central2"
                                                             << "on-demand" << 25.76 << 0.0 << "" << 0.0;
    // per-chip prices x chips (hardware.md 5.1): v4 $3.22 x 32 chips; v5e $1.20 x 16 chips; v2 pod 1-year $0.945 x 16
    QTest::newRow("v4-64 us-central2 on-demand (per chip x 32)") << "v4-64"
                                                                 << "us-central2"
                                                                 << "on-demand" << 3.22 * 32 << 0.0 << "" << 0.0;
    QTest::newRow("v5litepod-16 us-west1 on-demand (per chip x 16)") << "v5litepod-16"
                                                                     << "us-west1"
                                                                     << "on-demand" << 1.2 * 16 << 0.0 << "" << 0.0;
    QTest::newRow("v2-32 us-central1 1-year (per chip x 16)") << "v2-32"
                                                              << "us-central1"
                                                              << "1-year" << 0.945 * 16 << 0.0 << "" << 0.0;
    // GPU-only prices: the host VM named by the price row is billed on top (same region and pricing model)
    QTest::newRow("T4 us-central1 on-demand + n1-standard-8")
        << "t4"
        << "us-central1"
        << "on-demand" << 0.35 << 0.379998 << "n1-standard-8" << 0.0;
    QTest::newRow("V100 us-central1 preemptible + n1-standard-8 preemptible")
        << "v100-16"
        << "us-central1"
        << "preemptible" << 0.74 << 0.08 << "n1-standard-8" << 0.0;
    // whole-VM GPU prices (a2-highgpu-1g) carry no separate host
    QTest::newRow("A100 us-central1 on-demand, whole VM") << "a100-40"
                                                          << "us-central1"
                                                          << "on-demand" << 3.673 << 0.0 << "" << 0.0;
    // free Colab: nothing per hour, a session limit
    QTest::newRow("Colab v2-8") << "v2-8"
                                << "colab"
                                << "colab-free" << 0.0 << 0.0 << "" << 12.0;
}

void TestCostModel::catalogOfferings()
{
    QFETCH(QString, hardware);
    QFETCH(QString, region);
    QFETCH(QString, pricing);
    QFETCH(double, acceleratorPerHour);
    QFETCH(double, hostPerHour);
    QFETCH(QString, hostVm);
    QFETCH(double, sessionLimit);
    const auto model = pricingModelFromId(pricing);
    QVERIFY(model);
    const auto o = m_catalog.offering(hardware, region, *model);
    QVERIFY2(o, qPrintable(QStringLiteral("no offering %1 %2 %3").arg(hardware, region, pricing)));
    QVERIFY2(near(o->acceleratorUsdPerHour, acceleratorPerHour),
             qPrintable(QString::number(o->acceleratorUsdPerHour, 'g', 17)));
    QVERIFY(near(o->hostUsdPerHour, hostPerHour));
    QCOMPARE(o->hostVm, hostVm);
    QCOMPARE(o->sessionLimitHours, sessionLimit);
    QVERIFY(near(o->totalUsdPerHour(), acceleratorPerHour + hostPerHour));
    // 100 h with a 37 GiB dataset and two 1.5 GiB checkpoints
    const RunCost c = priceRun(*o, 100, storage(37, 1.5, 2, 0.02));
    // a committed-use discount bills its whole term (8,760 h for 1 year, 26,280 h for 3 years); others bill the run
    const double billed
        = *model == PricingModel::Commit1y ? 8760.0 : (*model == PricingModel::Commit3y ? 26280.0 : 100.0);
    QVERIFY(near(c.billedHours, billed));
    QVERIFY(near(c.acceleratorUsd, billed * acceleratorPerHour));
    QVERIFY(near(c.hostUsd, billed * hostPerHour));
    QVERIFY(near(c.storageUsd, 40 * 0.02 * 100 / 730.0));
    QVERIFY(near(c.totalUsd(), billed * (acceleratorPerHour + hostPerHour) + 40 * 0.02 * 100 / 730.0));
}

void TestCostModel::linearInHours()
{
    // every part of the cost is billed per hour: doubling the hours doubles each part
    const Offering o = offering(4.5, 1.52);
    const StorageInputs s = storage(37, 1.5, 2, 0.02);
    const RunCost a = priceRun(o, 12.5, s);
    const RunCost b = priceRun(o, 25.0, s);
    QVERIFY(near(b.acceleratorUsd, 2 * a.acceleratorUsd));
    QVERIFY(near(b.hostUsd, 2 * a.hostUsd));
    QVERIFY(near(b.storageUsd, 2 * a.storageUsd));
}

QTEST_GUILESS_MAIN(TestCostModel)
#include "TestCostModel.moc"
