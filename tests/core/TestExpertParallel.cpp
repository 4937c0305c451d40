// SPDX-License-Identifier: GPL-3.0-or-later
// The expert axis of the mesh (core/memory/Sharding.cpp meshFor/meshProblem; core/plan/MeshOptions.cpp expertDegrees;
// docs/sharding-model.md "mixture of experts"): which expert degrees a model and a job allow, the degrees the planner
// tries, and a plan where FSDP alone does not fit an MoE model and expert parallelism does.
#include "catalog/Catalog.h"
#include "memory/Sharding.h"
#include "plan/MeshOptions.h"
#include "plan/Planner.h"

#include "MoeModels.h"

#include <QtTest>

using namespace tpuplan;

namespace {

const QDate kToday(2026, 11, 28);

// A mixture of experts whose experts dominate: 6 layers of 64 experts of width 8,192 (h 4,096, top-2): 6.4 billion
// expert parameters per layer, 39 billion parameters in all.
ModelSpec bigExperts()
{
    ModelSpec m = test::decoderBase(QStringLiteral("mixtral"));
    m.id = m.name = QStringLiteral("big-experts");
    m.vocabSize = 32000;
    m.hiddenSize = 4096;
    m.layers = 6;
    m.heads = 32;
    m.kvHeads = 8;
    m.intermediateSize = 14336;
    m.maxPositions = 4096;
    m.experts = 64;
    m.expertsPerToken = 2;
    m.expertIntermediateSize = 8192;
    return m;
}

ModelSpec dense()
{
    ModelSpec m = bigExperts();
    m.id = m.name = QStringLiteral("dense");
    m.experts = m.expertsPerToken = m.expertIntermediateSize = 0;
    return m;
}

PlanInput planOnV5p16(int expertParallel)
{
    PlanInput in;
    in.setModel(bigExperts());
    in.modelRef = in.model.id;
    in.seqLen = 1024;
    in.globalBatch = 8;
    in.steps = 1000;
    in.precisions = {Precision::Bf16Mixed};
    in.checkpointing = {CheckpointingKind::Full};
    in.hardware = QStringList{QStringLiteral("v5p-16")};
    in.sharding = ShardingStrategy::Fsdp;
    in.tensorParallel = 1;
    in.offload = Offload{};
    in.expertParallel = expertParallel;
    in.simulationRuns = 20;
    return in;
}

} // namespace

class TestExpertParallel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void meshProblems_data();
    void meshProblems();
    void degreesSearched_data();
    void degreesSearched();
    void plannerPicksExpertParallelism();

private:
    Catalog m_catalog;
};

void TestExpertParallel::meshProblems_data()
{
    QTest::addColumn<bool>("moe");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("expert");
    QTest::addColumn<QString>("problem"); // empty: runs
    // v5p-16: 8 chips
    QTest::newRow("fsdp 1 x expert 8") << true << "v5p-16" << 0 << 8 << QString();
    QTest::newRow("fsdp 4 x expert 2") << true << "v5p-16" << 0 << 2 << QString();
    QTest::newRow("dense model") << false << "v5p-16" << 0 << 2 << "needs a mixture-of-experts model";
    QTest::newRow("does not divide E") << true << "v5p-16" << 0 << 3 << "does not divide the 64 experts";
    QTest::newRow("more than E") << true << "v5p-1024" << 0 << 128 << "is more than the 64 experts";
    QTest::newRow("not the slice") << true << "v5p-16" << 0 << 16 << "does not divide the 8 devices";
    // a given degree may cross GPU nodes (Megatron-Bridge's EP 32 runs on 8-GPU nodes); the search does not
    QTest::newRow("gpus over two nodes") << true << "h100-80" << 16 << 16 << QString();
}

void TestExpertParallel::meshProblems()
{
    QFETCH(bool, moe);
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(int, expert);
    QFETCH(QString, problem);
    const DeviceInfo single = *m_catalog.device(hardware);
    const DeviceInfo d = gpus > 0 ? gpuJob(single, gpus) : single;
    const Mesh m = meshFor(ShardingStrategy::Fsdp, d.devices, 1, 0, 1, expert);
    QCOMPARE(m.expert, expert);
    QCOMPARE(m.fsdp, std::max(1, d.devices / expert));
    if (m.fsdp * expert == d.devices)
        QCOMPARE(m.shardDegree(), d.devices); // the states shard over fsdp x expert
    const QString got = meshProblem(m, moe ? bigExperts() : dense(), d);
    if (problem.isEmpty())
        QVERIFY2(got.isEmpty(), qPrintable(got));
    else
        QVERIFY2(got.contains(problem), qPrintable(got));
}

void TestExpertParallel::degreesSearched_data()
{
    QTest::addColumn<bool>("moe");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("given");
    QTest::addColumn<QVector<int>>("degrees");
    QTest::newRow("dense") << false << "v5p-16" << 0 << 1 << 0 << QVector<int>{1};
    QTest::newRow("v5p-16") << true << "v5p-16" << 0 << 1 << 0 << QVector<int>{1, 2, 4, 8};
    QTest::newRow("v5p-16 tensor 2") << true << "v5p-16" << 0 << 2 << 0 << QVector<int>{1, 2, 4};
    // 64 experts on 512 chips: every divisor of 64
    QTest::newRow("v5p-1024") << true << "v5p-1024" << 0 << 1 << 0 << QVector<int>{1, 2, 4, 8, 16, 32, 64};
    // GPUs: inside one 8-GPU NVLink node, whatever the job
    QTest::newRow("32 h100") << true << "h100-80" << 32 << 1 << 0 << QVector<int>{1, 2, 4, 8};
    QTest::newRow("32 h100 tensor 4") << true << "h100-80" << 32 << 4 << 0 << QVector<int>{1, 2};
    QTest::newRow("given") << true << "v5p-16" << 0 << 1 << 4 << QVector<int>{4};
}

void TestExpertParallel::degreesSearched()
{
    QFETCH(bool, moe);
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(int, tensor);
    QFETCH(int, given);
    QFETCH(QVector<int>, degrees);
    const DeviceInfo single = *m_catalog.device(hardware);
    const DeviceInfo d = gpus > 0 ? gpuJob(single, gpus) : single;
    PlanInput in;
    in.setModel(moe ? bigExperts() : dense());
    in.expertParallel = given;
    QCOMPARE(expertDegrees(in, d, tensor), degrees);
}

// bf16-mixed AdamW on the 8 chips of a v5p-16 (95.7 GiB each), FSDP over all of them: the states take 16 B x 39 B
// parameters / 8 = 78 GB per chip whatever the expert degree; FSDP alone gathers two layers of 64 experts (2 x 12.9
// GB in bf16) on top and does not fit the 90 % kept usable; split over the expert axis a chip gathers only its own
// experts, and the plan runs.
void TestExpertParallel::plannerPicksExpertParallelism()
{
    const Planner planner(m_catalog);
    const PlanResult alone = planner.plan(planOnV5p16(1), kToday);
    QVERIFY(alone.evaluated > 0);
    QCOMPARE(alone.fitting, 0);
    const PlanResult searched = planner.plan(planOnV5p16(0), kToday);
    QVERIFY(!searched.candidates.isEmpty());
    const Candidate& best = searched.candidates.first();
    QVERIFY(best.fits);
    QVERIFY(best.mesh.expert > 1);
    QCOMPARE(best.mesh.fsdp * best.mesh.expert, 8);
    QVERIFY(best.memory.sharding.expertStates > 0);
    QVERIFY(best.memory.sharding.gatheredWeights < alone.candidates.first().memory.sharding.gatheredWeights);
    bool reason = false;
    for (const Reason& r : best.reasons)
        reason = reason
            || (r.code == QLatin1String("expert-parallel")
                && r.text.contains(QStringLiteral("Expert parallel %1").arg(best.mesh.expert)));
    QVERIFY(reason);
    // a dense model is searched as before: no expert axis anywhere
    PlanInput plain = planOnV5p16(0);
    plain.setModel(dense());
    for (const Candidate& c : planner.plan(plain, kToday).candidates)
        QCOMPARE(c.mesh.expert, 1);
}

QTEST_APPLESS_MAIN(TestExpertParallel)
#include "TestExpertParallel.moc"
