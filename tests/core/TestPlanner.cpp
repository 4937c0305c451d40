// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation (core/plan/Planner): the seed scenario of examples/bigbird-base-4096.yaml, ranking, the Pareto
// front, constraints, the safety margin, gradient accumulation limits and batch splits.
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 21);

bool hasReason(const Candidate& c, const QString& code)
{
    return std::any_of(c.reasons.begin(), c.reasons.end(), [&](const Reason& r) { return r.code == code; });
}
QString reasonText(const Candidate& c, const QString& code)
{
    for (const Reason& r : c.reasons)
        if (r.code == code)
            return r.text;
    return QString();
}
QString describe(const Candidate& c)
{
    return QStringLiteral("%1 %2 %3 %4 %5 b%6x%7")
        .arg(c.hardware, c.offering.region, pricingModelId(c.offering.pricing), precisionId(c.precision),
             checkpointingId(c.checkpointing))
        .arg(c.batchPerDevice)
        .arg(c.accumulation);
}
int group(const Candidate& c)
{
    return c.fits ? (c.withinConstraints ? 0 : 1) : 2;
}
} // namespace

class TestPlanner : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void seedScenario();
    void seedScenarioBestIsColab();
    void seedCheckpointingCostInTime();
    void seedRankingKeptByTheRoofline();
    void batchSplitsReachTheGlobalBatch();
    void costsAreConsistent();
    void ranking_data();
    void ranking();
    void paretoFront_data();
    void paretoFront();
    void deadline();
    void budget();
    void safetyMargin_data();
    void safetyMargin();
    void maxAccumulation_data();
    void maxAccumulation();
    void indivisibleBatchSkipsTheSlice();
    void efficiencyOverride();
    void simulationForTheFirstCandidates();
    void filters();

private:
    PlanInput seed() const
    {
        PlanInput in = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml"));
        in.limit = 0; // every candidate
        return in;
    }
    PlanResult run(const PlanInput& in) const { return Planner(m_catalog).plan(in, kToday); }
    static QVector<Candidate> ok(const PlanResult& r)
    {
        QVector<Candidate> out;
        for (const Candidate& c : r.candidates)
            if (c.fits && c.withinConstraints)
                out << c;
        return out;
    }

    Catalog m_catalog;
};

void TestPlanner::initTestCase()
{
    m_catalog = Catalog::builtin();
}

void TestPlanner::seedScenario()
{
    // BigBird-base, 4096 tokens, global batch 16 (2 per core), fp32, v2-8 and v3-8, no gradient accumulation
    const PlanResult r = run(seed());
    QVERIFY(r.evaluated > 0);
    QCOMPARE(r.candidates.size(), r.evaluated);
    int v2Fits = 0, v3None = 0;
    for (const Candidate& c : r.candidates) {
        QVERIFY2(c.hardware == QLatin1String("v2-8") || c.hardware == QLatin1String("v3-8"), qPrintable(describe(c)));
        QCOMPARE(c.batchPerDevice, 2);
        QCOMPARE(c.accumulation, 1);
        if (c.hardware == QLatin1String("v2-8")) {
            // 8 GiB per core: BigBird at 4096 x 2 needs checkpointing
            if (c.fits) {
                ++v2Fits;
                QVERIFY2(c.checkpointing.kind != CheckpointingKind::None, qPrintable(describe(c)));
                QVERIFY(hasReason(c, QStringLiteral("needs-checkpointing")));
                QVERIFY(c.totalWithoutCheckpointing > c.device.memoryBytes * 0.9);
            }
            if (c.checkpointing.kind == CheckpointingKind::None) {
                QVERIFY2(!c.fits, qPrintable(describe(c)));
                QVERIFY(hasReason(c, QStringLiteral("does-not-fit")));
            }
        } else if (c.checkpointing.kind == CheckpointingKind::None) {
            // 16 GiB per core: fits without
            ++v3None;
            QVERIFY2(c.fits, qPrintable(describe(c)));
        }
    }
    QVERIFY(v2Fits > 0);
    QVERIFY(v3None > 0);
    QVERIFY(r.fitting > 0 && r.fitting < r.evaluated);
}

void TestPlanner::seedScenarioBestIsColab()
{
    PlanInput in = seed();
    in.limit = 20; // as in the example
    const PlanResult r = run(in);
    QVERIFY(!r.candidates.isEmpty());
    QVERIFY(r.candidates.size() <= 20);
    const Candidate& best = r.candidates.first();
    QCOMPARE(best.hardware, QStringLiteral("v2-8"));
    QCOMPARE(best.offering.pricing, PricingModel::ColabFree);
    QVERIFY(best.checkpointing.kind != CheckpointingKind::None);
    QVERIFY(best.fits);
    QVERIFY(best.withinConstraints);
    QVERIFY(best.pareto);
    // within its session limit: the run is split into sessions resumed from checkpoints
    QCOMPARE(best.offering.sessionLimitHours, 12.0);
    QVERIFY(best.preemption.forcedRestarts > 0);
    QVERIFY(hasReason(best, QStringLiteral("session-limit")));
    QVERIFY(best.preemption.checkpointIntervalHours < 12.0);
    QVERIFY(hasReason(best, QStringLiteral("rank-best")));
    // free: only the storage of the dataset and checkpoints is paid
    QCOMPARE(best.cost.acceleratorUsd, 0.0);
    QCOMPARE(best.cost.hostUsd, 0.0);
    QVERIFY(best.cost.storageUsd > 0);
    QVERIFY(best.spread.has_value());
    // the cheapest paid plan is on v3-8 without checkpointing or on v2-8 with it
    for (const Candidate& c : r.candidates)
        if (c.fits && c.withinConstraints)
            QVERIFY(c.expectedCostUsd >= best.expectedCostUsd);
}

void TestPlanner::seedCheckpointingCostInTime()
{
    const PlanResult r = run(seed());
    for (const Candidate& c : r.candidates) {
        if (c.checkpointing.kind == CheckpointingKind::None) {
            QVERIFY(!hasReason(c, QStringLiteral("checkpointing-cost")));
            QCOMPARE(c.step.recomputeShare, 0.0);
            continue;
        }
        // the report says what checkpointing costs in time: a share of the step and hours of the run
        const QString text = reasonText(c, QStringLiteral("checkpointing-cost"));
        QVERIFY2(!text.isEmpty(), qPrintable(describe(c)));
        QVERIFY2(text.contains(QLatin1String("step time")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("+%1 %").arg(std::lround(c.step.recomputeShare * 100))),
                 qPrintable(text));
        QVERIFY(c.step.recomputeShare > 0);
        // the same configuration without checkpointing is faster by exactly the recompute share
        for (const Candidate& o : r.candidates)
            if (o.hardware == c.hardware && o.offering.pricing == c.offering.pricing
                && o.offering.region == c.offering.region && o.checkpointing.kind == CheckpointingKind::None
                && o.batchPerDevice == c.batchPerDevice)
                QVERIFY(std::fabs(c.step.seconds / o.step.seconds - (1 + c.step.recomputeShare)) < 1e-9);
    }
}

void TestPlanner::seedRankingKeptByTheRoofline()
{
    // issue #19: the seed plan keeps its ranking under the roofline time model. The first five candidates of
    // examples/bigbird-base-4096.yaml as the first release ranked them (commit 22ee0fd, before the roofline):
    // hardware, pricing, checkpointing. Each states its time with the band and the roofline that gives it.
    PlanInput in = seed();
    in.limit = 20;
    const PlanResult r = run(in);
    const QStringList before{QStringLiteral("v2-8 colab-free selective"), QStringLiteral("v2-8 colab-free full"),
                             QStringLiteral("v3-8 spot none"), QStringLiteral("v3-8 spot selective"),
                             QStringLiteral("v3-8 preemptible none")};
    QVERIFY(r.candidates.size() >= before.size());
    for (int i = 0; i < before.size(); ++i) {
        const Candidate& c = r.candidates[i];
        QCOMPARE(QStringLiteral("%1 %2 %3")
                     .arg(c.hardware, pricingModelId(c.offering.pricing), checkpointingId(c.checkpointing)),
                 before[i]);
    }
    for (const Candidate& c : r.candidates) {
        QVERIFY(hasReason(c, QStringLiteral("roofline")));
        const QString time = reasonText(c, QStringLiteral("time"));
        QVERIFY2(time.contains(QStringLiteral("–")) && time.contains(QStringLiteral("MFU")), qPrintable(time));
        QVERIFY(c.workHoursBand.low < c.workHours && c.workHours < c.workHoursBand.high);
        QVERIFY(c.expectedHoursBand.low <= c.expectedHours && c.expectedHours <= c.expectedHoursBand.high);
        QVERIFY(c.expectedCostBand.low <= c.expectedCostUsd + 1e-9
                && c.expectedCostUsd <= c.expectedCostBand.high + 1e-9);
    }
}

void TestPlanner::batchSplitsReachTheGlobalBatch()
{
    PlanInput in;
    in.model = ModelLoader::preset(QStringLiteral("bert-base"));
    in.modelRef = in.model.id;
    in.seqLen = 512;
    in.globalBatch = 256;
    in.generations = QStringList{QStringLiteral("v2"), QStringLiteral("v3"), QStringLiteral("v4")};
    in.includeGpus = true;
    in.limit = 0;
    const PlanResult r = run(in);
    QVERIFY(r.evaluated > 50);
    for (const Candidate& c : r.candidates) {
        QCOMPARE(c.batchPerDevice * c.accumulation * c.device.devices, in.globalBatch);
        QVERIFY(c.accumulation <= in.maxAccumulation);
        const double usable = c.device.memoryBytes * (1 - in.safetyMargin);
        QCOMPARE(c.fits, c.memory.memory.total() <= usable);
    }
}

void TestPlanner::costsAreConsistent()
{
    PlanInput in = seed();
    const PlanResult r = run(in);
    QVERIFY(r.checkpointGiB > 0.5
            && r.checkpointGiB < 2.0); // 4 B/param weights + 8 B/param AdamW states, ~130 M params
    QCOMPARE(r.storageUsdPerGiBMonth, 0.020);
    for (const Candidate& c : r.candidates) {
        QVERIFY(std::fabs(c.workHours - c.steps * c.step.seconds / 3600) < 1e-9);
        QCOMPARE(c.steps, 100000.0);
        // the uninterrupted cost: compute and checkpoint saves at the offering's hourly price, plus storage
        const double hours = c.workHours + c.preemption.checkpointOverheadHours;
        QVERIFY(std::fabs(c.cost.hours - hours) < 1e-9);
        QVERIFY(std::fabs(c.cost.acceleratorUsd - hours * c.offering.acceleratorUsdPerHour) < 1e-9);
        QVERIFY(std::fabs(c.cost.hostUsd - hours * c.offering.hostUsdPerHour) < 1e-9);
        const double gib = in.datasetGiB + 2 * r.checkpointGiB;
        QVERIFY(std::fabs(c.cost.storageUsd - gib * 0.02 * hours / 730) < 1e-9);
        // the expected cost bills the expected hours the same way
        const double expected = c.expectedHours * (c.offering.totalUsdPerHour() + gib * 0.02 / 730);
        QVERIFY(std::fabs(c.expectedCostUsd - expected) < 1e-9);
        QVERIFY(c.expectedHours >= hours - 1e-9);
        if (c.offering.pricing == PricingModel::OnDemand) {
            QCOMPARE(c.preemption.expectedPreemptions, 0.0);
            QVERIFY(std::fabs(c.expectedHours - hours) < 1e-9);
        } else {
            QVERIFY(c.preemption.expectedPreemptions > 0); // preemptible, spot and Colab are interruptible
        }
        // preemptible machines stop after 24 h: only runs longer than that see forced restarts
        if (c.offering.pricing == PricingModel::Preemptible)
            QCOMPARE(c.preemption.forcedRestarts > 0, c.expectedHours > 24);
        if (c.offering.pricing == PricingModel::Spot)
            QCOMPARE(c.preemption.forcedRestarts, 0.0);
    }
}

void TestPlanner::ranking_data()
{
    QTest::addColumn<int>("objective");
    QTest::newRow("cost") << int(Objective::Cost);
    QTest::newRow("time") << int(Objective::Time);
    QTest::newRow("balanced") << int(Objective::Balanced);
}

void TestPlanner::ranking()
{
    QFETCH(int, objective);
    PlanInput in = seed();
    in.objective = Objective(objective);
    in.pricing.clear(); // every pricing model
    in.regions.clear();
    const PlanResult r = run(in);
    const QVector<Candidate> good = ok(r);
    QVERIFY(good.size() > 3);
    double minCost = INFINITY, minHours = INFINITY;
    for (const Candidate& c : good) {
        minCost = std::min(minCost, c.expectedCostUsd);
        minHours = std::min(minHours, c.expectedHours);
    }
    // fitting candidates within the constraints first, then those missing a constraint, then those that do not fit
    for (int i = 1; i < r.candidates.size(); ++i)
        QVERIFY(group(r.candidates[i - 1]) <= group(r.candidates[i]));
    for (int i = 1; i < good.size(); ++i) {
        const Candidate& a = good[i - 1];
        const Candidate& b = good[i];
        switch (Objective(objective)) {
        case Objective::Cost:
            QVERIFY2(a.expectedCostUsd <= b.expectedCostUsd, qPrintable(describe(a) + " / " + describe(b)));
            break;
        case Objective::Time:
            QVERIFY2(a.expectedHours <= b.expectedHours, qPrintable(describe(a) + " / " + describe(b)));
            break;
        case Objective::Balanced: {
            auto score = [&](const Candidate& c) {
                return std::max(c.expectedCostUsd, 0.01) / std::max(minCost, 0.01) * (c.expectedHours / minHours);
            };
            QVERIFY2(score(a) <= score(b) + 1e-12, qPrintable(describe(a) + " / " + describe(b)));
            break;
        }
        }
    }
    if (Objective(objective) == Objective::Time) {
        // the fastest: v3-8 (more than twice the v2 peak per core) without checkpointing, never interrupted
        QCOMPARE(good.first().hardware, QStringLiteral("v3-8"));
        QCOMPARE(good.first().checkpointing.kind, CheckpointingKind::None);
        QVERIFY(!isInterruptible(good.first().offering.pricing));
        QCOMPARE(good.first().preemption.expectedPreemptions, 0.0);
    }
    QVERIFY(reasonText(good.first(), QStringLiteral("rank-best")).contains(objectiveId(Objective(objective))));
}

void TestPlanner::paretoFront_data()
{
    QTest::addColumn<QString>("example");
    QTest::newRow("bigbird seed") << "bigbird-base-4096.yaml";
    QTest::newRow("roberta-base") << "roberta-base-mlm.yaml";
}

void TestPlanner::paretoFront()
{
    QFETCH(QString, example);
    PlanInput in = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/") + example);
    in.limit = 0;
    const PlanResult r = run(in);
    const QVector<Candidate> good = ok(r);
    int pareto = 0;
    for (const Candidate& c : r.candidates)
        if (!c.fits || !c.withinConstraints)
            QVERIFY(!c.pareto); // the front is drawn among the candidates one can use
    for (const Candidate& c : good) {
        if (c.pareto) {
            ++pareto;
            // nothing is both at most as dear and at most as slow, and better in one
            for (const Candidate& o : good)
                QVERIFY2(!(o.expectedCostUsd <= c.expectedCostUsd && o.expectedHours <= c.expectedHours
                           && (o.expectedCostUsd < c.expectedCostUsd || o.expectedHours < c.expectedHours)),
                         qPrintable(describe(c) + " dominated by " + describe(o)));
            QVERIFY(hasReason(c, QStringLiteral("pareto")));
        } else {
            // a candidate off the front is matched or beaten in both by one on it
            bool dominated = false;
            for (const Candidate& o : good)
                dominated = dominated
                    || (o.pareto && o.expectedCostUsd <= c.expectedCostUsd && o.expectedHours <= c.expectedHours);
            QVERIFY2(dominated, qPrintable(describe(c)));
        }
    }
    QVERIFY(pareto >= 2);
    QCOMPARE(r.paretoCount, pareto);
}

void TestPlanner::deadline()
{
    PlanInput in = seed();
    in.deadlineHours = 15; // Colab and v2-8 take about 29 h or more
    const PlanResult r = run(in);
    const QVector<Candidate> good = ok(r);
    QVERIFY(!good.isEmpty());
    for (const Candidate& c : r.candidates) {
        if (c.fits)
            QCOMPARE(c.withinConstraints, c.expectedHours <= 15);
        if (c.fits && !c.withinConstraints)
            QVERIFY(hasReason(c, QStringLiteral("constraint")));
    }
    const Candidate& best = r.candidates.first();
    QCOMPARE(best.hardware, QStringLiteral("v3-8"));
    QVERIFY(best.offering.pricing != PricingModel::ColabFree);
    QVERIFY(best.expectedHours <= 15);
    // the cheapest within the deadline: v3-8 spot, no checkpointing (the step is fastest)
    QCOMPARE(best.offering.pricing, PricingModel::Spot);
    QCOMPARE(best.checkpointing.kind, CheckpointingKind::None);
    // an impossible deadline: nothing is within, everything that fits is listed as missing it
    in.deadlineHours = 1;
    const PlanResult none = run(in);
    QVERIFY(ok(none).isEmpty());
    QCOMPARE(none.paretoCount, 0);
    QVERIFY(none.candidates.first().fits);
    QVERIFY(!none.candidates.first().withinConstraints);
}

void TestPlanner::budget()
{
    PlanInput in = seed();
    in.pricing = {PricingModel::OnDemand, PricingModel::Spot, PricingModel::Preemptible}; // no free Colab
    in.regions.clear();
    in.budgetUsd = 30;
    const PlanResult r = run(in);
    const QVector<Candidate> good = ok(r);
    QVERIFY(!good.isEmpty());
    for (const Candidate& c : r.candidates)
        if (c.fits)
            QCOMPARE(c.withinConstraints, c.expectedCostUsd <= 30);
    for (const Candidate& c : good)
        QVERIFY(c.offering.pricing != PricingModel::OnDemand); // on demand costs more than $75 here
    QVERIFY(std::any_of(r.candidates.begin(), r.candidates.end(),
                        [](const Candidate& c) { return c.fits && !c.withinConstraints; }));
    // both constraints at once: cheap enough and fast enough
    in.deadlineHours = 11;
    for (const Candidate& c : ok(run(in)))
        QVERIFY(c.expectedCostUsd <= 30 && c.expectedHours <= 11);
}

void TestPlanner::safetyMargin_data()
{
    QTest::addColumn<double>("margin");
    QTest::addColumn<bool>("v2Selective"); // v2-8 with selective checkpointing fits (about 6.4 GiB of 8)
    QTest::addColumn<bool>("v3None"); // v3-8 without checkpointing fits (about 10.3 GiB of 16)
    QTest::newRow("no margin") << 0.0 << true << true;
    QTest::newRow("10 % (default)") << 0.10 << true << true;
    QTest::newRow("25 %") << 0.25 << false << true;
    QTest::newRow("40 %") << 0.40 << false << false;
}

void TestPlanner::safetyMargin()
{
    QFETCH(double, margin);
    QFETCH(bool, v2Selective);
    QFETCH(bool, v3None);
    PlanInput in = seed();
    in.safetyMargin = margin;
    const PlanResult r = run(in);
    for (const Candidate& c : r.candidates) {
        QCOMPARE(c.fits, c.memory.memory.total() <= c.device.memoryBytes * (1 - margin));
        if (c.hardware == QLatin1String("v2-8") && c.checkpointing.kind == CheckpointingKind::Selective)
            QCOMPARE(c.fits, v2Selective);
        if (c.hardware == QLatin1String("v3-8") && c.checkpointing.kind == CheckpointingKind::None)
            QCOMPARE(c.fits, v3None);
        if (c.hardware == QLatin1String("v2-8") && c.checkpointing.kind == CheckpointingKind::Full)
            QVERIFY(c.fits); // about 3.6 GiB
    }
    // a larger margin never lets more candidates fit
    PlanInput wider = in;
    wider.safetyMargin = margin + 0.05;
    QVERIFY(run(wider).fitting <= r.fitting);
}

void TestPlanner::maxAccumulation_data()
{
    QTest::addColumn<int>("maxAccumulation");
    QTest::newRow("no accumulation (1)") << 1;
    QTest::newRow("up to 4") << 4;
    QTest::newRow("up to 64 (default)") << 64;
}

void TestPlanner::maxAccumulation()
{
    // BERT-base at 512 with 32 sequences per core on v2-8 (8 GiB per core): too much at once in fp32 without
    // checkpointing, so fitting needs accumulation or checkpointing
    QFETCH(int, maxAccumulation);
    PlanInput in;
    in.model = ModelLoader::preset(QStringLiteral("bert-base"));
    in.modelRef = in.model.id;
    in.seqLen = 512;
    in.globalBatch = 256;
    in.precisions = {Precision::Fp32};
    in.hardware = QStringList{QStringLiteral("v2-8")};
    in.regions = QStringList{QStringLiteral("us-central1")};
    in.pricing = {PricingModel::OnDemand};
    in.maxAccumulation = maxAccumulation;
    in.limit = 0;
    const PlanResult r = run(in);
    QVERIFY(!r.candidates.isEmpty());
    bool noneFits = false;
    for (const Candidate& c : r.candidates) {
        QVERIFY(c.accumulation <= maxAccumulation);
        QCOMPARE(c.batchPerDevice * c.accumulation, 32);
        if (c.checkpointing.kind == CheckpointingKind::None && c.fits) {
            noneFits = true;
            QVERIFY(c.accumulation > 1);
        }
        if (maxAccumulation == 1) {
            QCOMPARE(c.accumulation, 1);
            QCOMPARE(c.batchPerDevice, 32);
        }
    }
    // with accumulation the plain configuration fits at a smaller micro-batch; without it, it cannot
    QCOMPARE(noneFits, maxAccumulation > 1);
}

void TestPlanner::indivisibleBatchSkipsTheSlice()
{
    PlanInput in = seed();
    in.hardware = QStringList{QStringLiteral("v2-8"), QStringLiteral("v3-32")}; // 8 and 32 devices; global batch 16
    in.regions.clear();
    in.pricing.clear();
    const PlanResult r = run(in);
    QVERIFY(!r.candidates.isEmpty());
    for (const Candidate& c : r.candidates)
        QCOMPARE(c.hardware, QStringLiteral("v2-8"));
    bool noted = false;
    for (const Reason& n : r.notes)
        noted = noted || (n.code == QLatin1String("batch-not-divisible") && n.text.contains(QLatin1String("v3-32")));
    QVERIFY(noted);
    // nothing left: a note says so
    in.hardware = QStringList{QStringLiteral("v3-32")};
    const PlanResult empty = run(in);
    QVERIFY(empty.candidates.isEmpty());
    QCOMPARE(empty.evaluated, 0);
    // nothing was evaluated, so nothing "does not fit": the note says the batch left no candidate
    QVERIFY(std::any_of(empty.notes.begin(), empty.notes.end(), [](const Reason& n) {
        return n.code == QLatin1String("nothing-evaluated") && n.text.contains(QLatin1String("v3-32"));
    }));
    QVERIFY(std::none_of(empty.notes.begin(), empty.notes.end(),
                         [](const Reason& n) { return n.code == QLatin1String("nothing-fits"); }));
}

void TestPlanner::efficiencyOverride()
{
    PlanInput in = seed();
    const PlanResult base = run(in);
    in.efficiencyOverride.insert(QStringLiteral("v3"), 0.385); // half the fitted matmul efficiency (0.77)
    const PlanResult slower = run(in);
    for (const Candidate& c : slower.candidates) {
        if (c.hardware != QLatin1String("v3-8"))
            continue;
        QVERIFY(c.efficiency.userSet);
        QCOMPARE(c.efficiency.matmul, 0.385);
        for (const Candidate& b : base.candidates)
            if (b.hardware == c.hardware && b.checkpointing == c.checkpointing
                && b.offering.pricing == c.offering.pricing && b.offering.region == c.offering.region) {
                // the matmuls take twice as long; memory-bound work does not change; the step gets longer
                QVERIFY(!c.step.terms.weightBound);
                QVERIFY(std::fabs(c.step.terms.matmul / b.step.terms.matmul - 2.0) < 1e-9);
                QCOMPARE(c.step.terms.elementwise, b.step.terms.elementwise);
                QVERIFY(c.step.seconds > b.step.seconds * 1.2);
            }
    }
}

void TestPlanner::simulationForTheFirstCandidates()
{
    PlanInput in = seed();
    in.limit = 20;
    const PlanResult a = run(in);
    const PlanResult b = run(in);
    for (int i = 0; i < a.candidates.size(); ++i) {
        const Candidate& c = a.candidates[i];
        const bool interrupted = isInterruptible(c.offering.pricing) || c.preemption.forcedRestarts > 0;
        QCOMPARE(c.spread.has_value(), i < Planner::kSimulatedCandidates && interrupted);
        if (!c.spread)
            continue;
        QCOMPARE(c.spread->runs, in.simulationRuns);
        QVERIFY(c.spread->p10Hours <= c.spread->p50Hours && c.spread->p50Hours <= c.spread->p90Hours);
        QVERIFY(c.expectedCostP10 <= c.expectedCostP50 && c.expectedCostP50 <= c.expectedCostP90);
        QVERIFY(std::fabs(c.spread->meanHours - c.expectedHours) < 0.03 * c.expectedHours);
        // seeded: the same plan gives the same spread
        QCOMPARE(c.spread->p50Hours, b.candidates[i].spread->p50Hours);
    }
}

void TestPlanner::filters()
{
    PlanInput in = seed();
    in.regions = QStringList{QStringLiteral("us-central1")};
    in.pricing = {PricingModel::Spot};
    const PlanResult r = run(in);
    QVERIFY(!r.candidates.isEmpty());
    for (const Candidate& c : r.candidates) {
        QCOMPARE(c.offering.region, QStringLiteral("us-central1"));
        QCOMPARE(c.offering.pricing, PricingModel::Spot);
    }
    // generations: only slices of v3
    in = seed();
    in.hardware.clear();
    in.generations = QStringList{QStringLiteral("v3")};
    in.regions.clear();
    in.pricing.clear();
    for (const Candidate& c : run(in).candidates)
        QCOMPARE(c.device.generation, QStringLiteral("v3"));
    QCOMPARE(Planner(m_catalog).allowedHardware(in).first(), QStringLiteral("v3-8"));
}

QTEST_GUILESS_MAIN(TestPlanner)
#include "TestPlanner.moc"
