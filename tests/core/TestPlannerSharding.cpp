// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's mesh and offload search (core/plan/Planner.cpp meshOptions(), searchMeshes(); docs/sharding-model.md
// section 6): Llama 3.1 8B full training fits v5e/v6e slices only once FSDP spreads its states, and says so; the
// seed's encoder plans keep replicating; an explicit mesh that cannot run is noted; Llama 3.1 70B finds a slice.
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"

#include <QtTest>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 24);

PlanInput llamaInput(const QString& model)
{
    PlanInput in;
    in.modelRef = model;
    in.setModel(ModelLoader::preset(model));
    in.seqLen = 8192;
    in.globalBatch = 256;
    in.steps = 1000;
    in.precisions = {Precision::Bf16Mixed};
    in.checkpointing = {CheckpointingKind::Full};
    in.generations = QStringList{QStringLiteral("v5e"), QStringLiteral("v6e")};
    in.limit = 0;
    in.simulationRuns = 50;
    return in;
}

bool hasReason(const Candidate& c, const QString& code)
{
    for (const Reason& r : c.reasons)
        if (r.code == code)
            return true;
    return false;
}

bool hasNote(const PlanResult& r, const QString& code, const QString& containing)
{
    for (const Reason& n : r.notes)
        if (n.code == code && n.text.contains(containing))
            return true;
    return false;
}
} // namespace

class TestPlannerSharding : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void llama8bNeedsSharding();
    void encoderPlansReplicate_data();
    void encoderPlansReplicate();
    void explicitMeshNotPossible();
    void llama70bFindsASlice();
    void offloadBeyondHostRam();

private:
    Catalog m_catalog;
};

void TestPlannerSharding::llama8bNeedsSharding()
{
    const Planner planner(m_catalog);
    PlanInput replicated = llamaInput(QStringLiteral("llama-3.1-8b"));
    replicated.sharding = ShardingStrategy::Replicate;
    replicated.offload = Offload{};
    replicated.tensorParallel = 1; // tensor parallelism alone divides the states too
    replicated.pipelineParallel = 1; // and so do pipeline stages
    // 16 B x 8.03 G = 128 GB of states per chip against 16 GB (v5e) and 32 GB (v6e) of HBM
    const PlanResult whole = planner.plan(replicated, kToday);
    QVERIFY(whole.evaluated > 0);
    QCOMPARE(whole.fitting, 0);

    const PlanResult r = planner.plan(llamaInput(QStringLiteral("llama-3.1-8b")), kToday);
    QVERIFY(r.fitting > 0);
    int fsdp = 0;
    for (const Candidate& c : r.candidates) {
        if (!c.fits)
            continue;
        // a replica fits only where tensor parallelism or pipeline stages divide the states (and host offload may
        // take more off)
        QVERIFY2(c.mesh.strategy != ShardingStrategy::Replicate || c.mesh.tensor > 1 || c.mesh.stage > 1,
                 qPrintable(c.hardware));
        QCOMPARE(c.mesh.devicesPerSlice(), c.device.devices);
        if (c.mesh.strategy != ShardingStrategy::Fsdp)
            continue;
        ++fsdp;
        QVERIFY(hasReason(c, QStringLiteral("sharding")));
        QVERIFY(hasReason(c, QStringLiteral("gathered-unit")));
        // one of compute-bound, communication-bound, host-transfer-bound explains the step
        QVERIFY(hasReason(c, QStringLiteral("compute-bound")) || hasReason(c, QStringLiteral("communication-bound"))
                || hasReason(c, QStringLiteral("host-transfer-bound")));
        for (const Reason& reason : c.reasons)
            if (reason.code == QLatin1String("sharding"))
                QVERIFY2(reason.text.startsWith(QLatin1String("FSDP (")), qPrintable(reason.text));
        QVERIFY(c.memory.sharding.replicatedStates > c.memory.sharding.shardedStates);
        QVERIFY(c.step.communication.total() > 0);
    }
    QVERIFY(fsdp > 0);
}

void TestPlannerSharding::encoderPlansReplicate_data()
{
    QTest::addColumn<QString>("example");
    QTest::newRow("bigbird") << "bigbird-base-4096.yaml";
    QTest::newRow("roberta") << "roberta-base-mlm.yaml";
}

void TestPlannerSharding::encoderPlansReplicate()
{
    QFETCH(QString, example);
    PlanInput in = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/") + example);
    in.simulationRuns = 50;
    in.limit = 0;
    QVERIFY(!in.model.isDecoder());
    const Planner planner(m_catalog);
    const PlanResult r = planner.plan(in, kToday);
    QVERIFY(r.fitting > 0);
    for (const Candidate& c : r.candidates) {
        QCOMPARE(c.mesh.strategy, ShardingStrategy::Replicate);
        QCOMPARE(c.mesh.tensor, 1);
        QCOMPARE(c.mesh.slices, 1);
        QCOMPARE(c.mesh.data, c.device.devices);
        QVERIFY(!c.offload.any());
        QCOMPARE(c.memory.sharding.gatheredWeights, 0.0);
        QVERIFY(!hasReason(c, QStringLiteral("sharding")));
        QVERIFY(!hasReason(c, QStringLiteral("offload")));
    }
    // asking for replicas and no offload explicitly changes nothing: the search was already only that
    PlanInput explicitReplicas = in;
    explicitReplicas.sharding = ShardingStrategy::Replicate;
    explicitReplicas.offload = Offload{};
    const PlanResult same = planner.plan(explicitReplicas, kToday);
    QCOMPARE(same.evaluated, r.evaluated);
    QCOMPARE(same.fitting, r.fitting);
    QCOMPARE(same.candidates.size(), r.candidates.size());
    for (int i = 0; i < r.candidates.size(); ++i) {
        QCOMPARE(same.candidates[i].hardware, r.candidates[i].hardware);
        QCOMPARE(same.candidates[i].expectedCostUsd, r.candidates[i].expectedCostUsd);
    }
}

void TestPlannerSharding::explicitMeshNotPossible()
{
    const QByteArray yaml = "model: llama-3.1-8b\n"
                            "training:\n"
                            "  seq_len: 8192\n"
                            "  global_batch: 256\n"
                            "  steps: 1000\n"
                            "  precision: [bf16-mixed]\n"
                            "  checkpointing: [full]\n"
                            "hardware:\n"
                            "  slices: [v6e-8]\n"
                            "sharding: {strategy: fsdp, fsdp: 3}\n";
    PlanInput in = PlanFile::parse(yaml, QStringLiteral("mesh.yaml"));
    QCOMPARE(in.sharding, std::optional<ShardingStrategy>(ShardingStrategy::Fsdp));
    QCOMPARE(in.fsdp, 3);
    in.simulationRuns = 50;
    const PlanResult r = Planner(m_catalog).plan(in, kToday);
    QCOMPARE(r.evaluated, 0);
    QVERIFY(hasNote(r, QStringLiteral("mesh-not-possible"), QStringLiteral("v6e-8")));
    QVERIFY(hasNote(r, QStringLiteral("mesh-not-possible"), QStringLiteral("(6 devices)")));
}

void TestPlannerSharding::llama70bFindsASlice()
{
    PlanInput in = llamaInput(QStringLiteral("llama-3.1-70b"));
    in.generations = QStringList{QStringLiteral("v5p"), QStringLiteral("v6e")};
    const PlanResult r = Planner(m_catalog).plan(in, kToday);
    QVERIFY(r.fitting > 0);
    bool fsdp = false;
    for (const Candidate& c : r.candidates)
        fsdp = fsdp || (c.fits && c.mesh.strategy == ShardingStrategy::Fsdp);
    QVERIFY(fsdp);
    // the cheapest is sharded over the slice, and its states per chip are a fraction of a replica's 1.1 TB
    const Candidate& best = r.candidates.first();
    QVERIFY(best.fits);
    QVERIFY(best.mesh.shardDegree() > 1);
    QVERIFY(best.memory.sharding.replicatedStates > 1.1e12);
    QVERIFY(best.memory.sharding.shardedStates < best.device.memoryBytes);
}

// Llama 3.1 70B sharded over the 4 chips of v5p-8 with everything offloaded: 73 GiB on each chip fit its 95.7 GiB,
// but 4 x 200 GiB of host states do not fit the host's 448 GB: the reason says the host, not the chip
void TestPlannerSharding::offloadBeyondHostRam()
{
    const QByteArray yaml = "model: llama-3.1-70b\n"
                            "training:\n"
                            "  seq_len: 2048\n"
                            "  global_batch: 4\n"
                            "  steps: 1000\n"
                            "  precision: [bf16-mixed]\n"
                            "  checkpointing: [full]\n"
                            "hardware:\n"
                            "  slices: [v5p-8]\n"
                            "sharding: {strategy: fsdp, tensor_parallel: 1, offload: all}\n"
                            "constraints: {safety_margin: 0}\n";
    PlanInput in = PlanFile::parse(yaml, QStringLiteral("host.yaml"));
    in.simulationRuns = 50;
    in.limit = 0;
    const PlanResult r = Planner(m_catalog).plan(in, kToday);
    QCOMPARE(r.fitting, 0);
    QVERIFY(!r.candidates.isEmpty());
    const Candidate& c = r.candidates.first();
    QCOMPARE(c.mesh.fsdp, 4);
    QVERIFY(!c.memory.sharding.hostFits);
    QVERIFY(c.memory.memory.total() <= c.device.memoryBytes);
    QCOMPARE(c.memory.sharding.hostRamBytes, 448e9);
    QVERIFY(c.memory.sharding.hostBytesPerHost > 448e9);
    bool said = false;
    for (const Reason& reason : c.reasons)
        if (reason.code == QLatin1String("does-not-fit")) {
            QVERIFY2(reason.text.contains(QLatin1String("448 GB of RAM")), qPrintable(reason.text));
            QVERIFY2(reason.text.contains(QLatin1String("Does not fit the host")), qPrintable(reason.text));
            said = true;
        }
    QVERIFY(said);
}

QTEST_APPLESS_MAIN(TestPlannerSharding)
#include "TestPlannerSharding.moc"
