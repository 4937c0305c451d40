// SPDX-License-Identifier: GPL-3.0-or-later
// From a plan to a diagnosis and back: the run that failed by default, the diagnosis input of a run (its global batch
// is what ran), and a fix turned into new plan inputs.
#include "diagnose/FailedRun.h"
#include "plan/PlanFile.h"
#include "util/InputError.h"

#include <QtTest>

using namespace tpuplan;

namespace {

const Catalog& catalog()
{
    static const Catalog c = Catalog::builtin();
    return c;
}

// BigBird-base, 4096 tokens, global batch 16, fp32, v2-8 and v3-8
PlanInput seed()
{
    return PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml"));
}

} // namespace

class TestFailedRun : public QObject
{
    Q_OBJECT

private slots:
    void defaultRunFromPlan();
    void defaultRunFromCandidate();
    void choices();
    void diagnosisInput_data();
    void diagnosisInput();
    void unknownHardwareThrows();
    void applyFix_data();
    void applyFix();
    void applyFixFromDiagnosis();
};

void TestFailedRun::defaultRunFromPlan()
{
    PlanInput in = seed();
    const FailedRun run = defaultFailedRun(in, catalog());
    QCOMPARE(run.hardware, Planner(catalog()).allowedHardware(in).first());
    QCOMPARE(run.batchPerDevice, in.globalBatch / catalog().device(run.hardware)->devices);
    QCOMPARE(run.accumulationSteps, 1);
    QCOMPARE(run.checkpointing, Checkpointing{});
    QCOMPARE(run.precision, in.precisions.first());
    // a global batch smaller than the devices still runs one sequence per device
    in.globalBatch = 2;
    QCOMPARE(defaultFailedRun(in, catalog()).batchPerDevice, 1);
    in.precisions.clear();
    QCOMPARE(defaultFailedRun(in, catalog()).precision, Precision::Fp32);
}

void TestFailedRun::defaultRunFromCandidate()
{
    Candidate c;
    c.hardware = QStringLiteral("v3-8");
    c.batchPerDevice = 4;
    c.accumulation = 2;
    c.checkpointing = Checkpointing{CheckpointingKind::EveryK, 3};
    c.precision = Precision::Bf16Mixed;
    const FailedRun run = defaultFailedRun(seed(), catalog(), &c);
    QCOMPARE(run.hardware, c.hardware);
    QCOMPARE(run.batchPerDevice, 4);
    QCOMPARE(run.accumulationSteps, 2);
    QCOMPARE(run.checkpointing, c.checkpointing);
    QCOMPARE(run.precision, Precision::Bf16Mixed);
}

void TestFailedRun::choices()
{
    const PlanInput in = seed();
    const QVector<Checkpointing> ck = failedRunCheckpointingChoices(in);
    QVERIFY(ck.size() >= 4);
    QCOMPARE(ck.first().kind, CheckpointingKind::None);
    QVERIFY(ck.contains(Checkpointing{CheckpointingKind::Full, 1}));
    QVERIFY(ck.contains(Checkpointing{CheckpointingKind::Selective, 2}));
    for (const Checkpointing& c : ck)
        if (c.kind == CheckpointingKind::EveryK)
            QVERIFY(c.everyK >= 2 && c.everyK < in.model.layers);
    QCOMPARE(failedRunPrecisionChoices(),
             (QVector<Precision>{Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed, Precision::Fp8Mixed,
                                 Precision::Int8Mixed}));
}

void TestFailedRun::diagnosisInput_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("accumulation");
    QTest::addColumn<int>("maxAccumulation"); // the plan's
    QTest::addColumn<int>("globalBatch"); // batch × accumulation × devices
    QTest::addColumn<int>("expectedMaxAccumulation");
    QTest::addRow("v2-8, 2 per core") << "v2-8" << 2 << 1 << 8 << 16 << 8;
    QTest::addRow("v4-8, 3 per chip, 4 steps") << "v4-8" << 3 << 4 << 8 << 48 << 8;
    QTest::addRow("accumulation over the limit raises it") << "v3-8" << 1 << 16 << 8 << 128 << 16;
    QTest::addRow("GPU") << "a100-40" << 5 << 1 << 1 << 5 << 1;
}

void TestFailedRun::diagnosisInput()
{
    QFETCH(QString, hardware);
    QFETCH(int, batch);
    QFETCH(int, accumulation);
    QFETCH(int, maxAccumulation);
    QFETCH(int, globalBatch);
    QFETCH(int, expectedMaxAccumulation);
    PlanInput plan = seed();
    plan.maxAccumulation = maxAccumulation;
    plan.gpuRuntime = Runtime::PyTorch;
    FailedRun run;
    run.hardware = hardware;
    run.batchPerDevice = batch;
    run.accumulationSteps = accumulation;
    run.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    run.precision = Precision::Bf16Mixed;
    const DiagnosisInput in = diagnosisInputForRun(plan, catalog(), run);
    QCOMPARE(in.hardware, hardware);
    QCOMPARE(in.config.batchPerDevice, batch);
    QCOMPARE(in.config.accumulationSteps, accumulation);
    QCOMPARE(in.config.checkpointing, run.checkpointing);
    QCOMPARE(in.config.precision, Precision::Bf16Mixed);
    QCOMPARE(in.maxAccumulation, expectedMaxAccumulation);
    QCOMPARE(in.config.runtime, runtimeFor(*catalog().device(hardware), Runtime::PyTorch));
    QCOMPARE(in.config.seqLen, plan.seqLen);
    // the plan's global batch is what ran
    PlanInput ran = plan;
    ran.globalBatch = globalBatch;
    const DiagnosisInput fromPlan = diagnosisInputFromPlan(ran, catalog(), hardware);
    QCOMPARE(fromPlan.config.batchPerDevice * catalog().device(hardware)->devices, globalBatch);
}

void TestFailedRun::unknownHardwareThrows()
{
    FailedRun run;
    run.hardware = QStringLiteral("v9-未知");
    QVERIFY_EXCEPTION_THROWN(diagnosisInputForRun(seed(), catalog(), run), InputError);
}

void TestFailedRun::applyFix_data()
{
    QTest::addColumn<int>("changes");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<bool>("changed");
    QTest::addRow("checkpointing") << int(kChangeCheckpointing) << "" << true;
    QTest::addRow("precision") << int(kChangePrecision) << "" << true;
    QTest::addRow("optimizer") << int(kChangeOptimizer) << "" << true;
    QTest::addRow("batch split within the limit") << int(kChangeBatchSplit) << "" << false;
    QTest::addRow("hardware: a GPU") << int(kChangeHardware) << "a100-40" << true;
    QTest::addRow("checkpointing and precision") << int(kChangeCheckpointing | kChangePrecision) << "" << true;
    QTest::addRow("nothing") << 0 << "" << false;
}

void TestFailedRun::applyFix()
{
    QFETCH(int, changes);
    QFETCH(QString, hardware);
    QFETCH(bool, changed);
    PlanInput plan = seed();
    plan.maxAccumulation = 8;
    plan.regions = QStringList{QStringLiteral("us-central1")};
    plan.pricing = {PricingModel::OnDemand};
    plan.includeGpus = false;
    DiagnosisFix fix;
    fix.changes = changes;
    fix.config.checkpointing = Checkpointing{CheckpointingKind::EveryK, 4};
    fix.config.precision = Precision::Bf16Mixed;
    fix.config.optimizer = OptimizerKind::Adafactor;
    fix.config.accumulationSteps = 4;
    if (!hardware.isEmpty()) {
        fix.hardware = hardware;
        fix.device = *catalog().device(hardware);
        Offering o;
        o.hardware = hardware;
        o.region = QStringLiteral("europe-west4");
        o.pricing = PricingModel::Spot;
        fix.offering = o;
    }
    const auto next = tpuplan::applyFix(plan, fix);
    QCOMPARE(next.has_value(), changed);
    if (!next)
        return;
    QCOMPARE(next->checkpointing,
             (changes & kChangeCheckpointing) ? QVector<CheckpointingKind>{CheckpointingKind::EveryK}
                                              : plan.checkpointing);
    QCOMPARE(next->precisions,
             (changes & kChangePrecision) ? QVector<Precision>{Precision::Bf16Mixed} : plan.precisions);
    QCOMPARE(next->optimizer, (changes & kChangeOptimizer) ? OptimizerKind::Adafactor : plan.optimizer);
    QCOMPARE(next->maxAccumulation, 8);
    if (changes & kChangeHardware) {
        QCOMPARE(next->hardware, QStringList{hardware});
        QVERIFY(next->includeGpus);
        // the region and pricing the fix was costed at join the plan's limits
        QCOMPARE(next->regions, (QStringList{QStringLiteral("us-central1"), QStringLiteral("europe-west4")}));
        QCOMPARE(next->pricing, (QVector<PricingModel>{PricingModel::OnDemand, PricingModel::Spot}));
    } else {
        QCOMPARE(next->hardware, plan.hardware);
        QCOMPARE(next->regions, plan.regions);
    }
    // applying it again changes nothing
    QVERIFY(!tpuplan::applyFix(*next, fix));
}

void TestFailedRun::applyFixFromDiagnosis()
{
    // a batch split beyond the plan's accumulation limit raises the limit
    PlanInput plan = seed();
    plan.maxAccumulation = 1;
    DiagnosisFix fix;
    fix.changes = kChangeBatchSplit;
    fix.config.accumulationSteps = 2;
    const auto next = tpuplan::applyFix(plan, fix);
    QVERIFY(next);
    QCOMPARE(next->maxAccumulation, 2);
    // a plan without region or pricing limits is left without them
    plan.regions.clear();
    plan.pricing.clear();
    fix.changes = kChangeHardware;
    fix.hardware = QStringLiteral("v3-8");
    fix.device = *catalog().device(fix.hardware);
    fix.offering = Offering{};
    fix.offering->region = QStringLiteral("us-central1");
    const auto moved = tpuplan::applyFix(plan, fix);
    QVERIFY(moved);
    QVERIFY(moved->regions.isEmpty());
    QVERIFY(moved->pricing.isEmpty());
    QCOMPARE(moved->includeGpus, plan.includeGpus); // a TPU does not switch GPUs on
}

QTEST_GUILESS_MAIN(TestFailedRun)
#include "TestFailedRun.moc"
