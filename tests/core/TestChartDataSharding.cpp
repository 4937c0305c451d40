// SPDX-License-Identifier: GPL-3.0-or-later
// The step-time chart's data (stepTimeAcrossJobs): a candidate's mesh kind on every slice of its generation or on
// 1 ... 64 of its GPU, each point rebuilt with meshFor, MemoryModel and stepTime as the planner does, the candidate's
// own job among them with the planner's figures, the stacked parts (the roofline's terms among them) adding up to
// the step, and the calibration band around it.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "plan/ChartData.h"
#include "plan/PlanFile.h"

#include <QtTest>

using namespace tpuplan;

class TestChartDataSharding : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void acrossJobs_data();
    void acrossJobs();
    void pointMatchesModels();
    void encoderReplicates();
    void unknownHardwareGivesNothing();

private:
    // Llama 3.1 8B full training, 8,192 tokens, global batch 256 (the example)
    PlanInput llamaInput(const QStringList& generations, bool gpus) const;
    Catalog m_catalog;
};

void TestChartDataSharding::initTestCase()
{
    m_catalog = Catalog::builtin();
}

PlanInput TestChartDataSharding::llamaInput(const QStringList& generations, bool gpus) const
{
    PlanInput in = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/llama-3.1-8b-lora.yaml"));
    in.finetune = FinetuneMode::Full;
    in.seqLen = 8192;
    in.globalBatch = 256;
    in.generations = generations;
    in.includeGpus = gpus;
    in.hardware.clear();
    in.limit = 0; // every candidate: the test picks the first of each kind
    return in;
}

void TestChartDataSharding::acrossJobs_data()
{
    QTest::addColumn<QStringList>("generations");
    QTest::addColumn<bool>("gpus");
    QTest::addColumn<bool>("tpu");
    QTest::addRow("v6e slices") << QStringList{QStringLiteral("v6e")} << false << true;
    QTest::addRow("v5p slices") << QStringList{QStringLiteral("v5p")} << false << true;
    QTest::addRow("GPU jobs") << QStringList{QStringLiteral("v6e")} << true << false;
}

void TestChartDataSharding::acrossJobs()
{
    QFETCH(QStringList, generations);
    QFETCH(bool, gpus);
    QFETCH(bool, tpu);
    const PlanInput in = llamaInput(generations, gpus);
    const PlanResult r = Planner(m_catalog).plan(in, QDate(2026, 11, 21));
    const Candidate* picked = nullptr;
    for (const Candidate& c : r.candidates)
        if (c.fits && c.device.isTpu == tpu) {
            picked = &c;
            break;
        }
    QVERIFY2(picked, "no fitting candidate of that kind");
    const Candidate& c = *picked;
    const QVector<StepSplitPoint> points = stepTimeAcrossJobs(in, c, m_catalog);
    QVERIFY(points.size() >= 2);

    int current = 0;
    for (int i = 0; i < points.size(); ++i) {
        const StepSplitPoint& p = points[i];
        QVERIFY(p.devices > 0);
        QCOMPARE(in.globalBatch % p.devices, 0);
        if (i > 0) {
            QVERIFY(p.devices > points[i - 1].devices);
            // the same global batch over more devices: less compute per device and step
            QVERIFY(p.computeSeconds < points[i - 1].computeSeconds);
        }
        QCOMPARE(p.mesh.strategy, c.mesh.strategy);
        QCOMPARE(p.mesh.tensor, c.mesh.tensor);
        QCOMPARE(p.mesh.devices(), p.devices);
        QCOMPARE(p.batchPerDevice * p.accumulation * p.devices / p.mesh.batchGroup(), in.globalBatch);
        QCOMPARE(p.mesh.stage, c.mesh.stage);
        QVERIFY(p.batchPerDevice <= std::max(1, c.batchPerDevice));
        QVERIFY(p.computeSeconds > 0);
        QVERIFY(p.exposedCommunicationSeconds >= 0);
        QVERIFY(p.exposedHostSeconds >= 0);
        QVERIFY(qFuzzyCompare(p.computeSeconds + p.exposedCommunicationSeconds + p.exposedHostSeconds, p.stepSeconds));
        // the roofline's terms and a pipeline's bubble add up to the compute, and the band holds the step
        QVERIFY(qFuzzyCompare(p.matmulSeconds + p.attentionSeconds + p.memoryBoundSeconds + p.optimizerSeconds
                                  + p.overheadSeconds + p.bubbleSeconds,
                              p.computeSeconds));
        QVERIFY(p.overheadSeconds > 0);
        QVERIFY(p.matmulSeconds > 0);
        QVERIFY(p.stepBand.low <= p.stepSeconds && p.stepSeconds <= p.stepBand.high);
        QVERIFY(p.stepBand.low > 0);
        QVERIFY(p.mfu > 0 && p.mfu < 1);
        if (!tpu) {
            QVERIFY(QVector<int>({1, 2, 4, 8, 16, 32, 64}).contains(p.devices));
            QCOMPARE(p.hardware, c.hardware);
            if (p.devices > 1)
                QCOMPARE(p.job, QStringLiteral("%1 × %2").arg(p.devices).arg(c.hardware));
        }
        if (!p.current)
            continue;
        ++current;
        // the candidate's own job: the planner's figures
        QCOMPARE(p.job, jobText(c));
        QCOMPARE(p.mesh, c.mesh);
        QCOMPARE(p.batchPerDevice, c.batchPerDevice);
        QCOMPARE(p.accumulation, c.accumulation);
        QVERIFY(qFuzzyCompare(p.stepSeconds, c.step.seconds));
        QVERIFY(qFuzzyCompare(p.computeSeconds, c.step.computeSeconds));
        QVERIFY(qFuzzyCompare(p.stepBand.low, c.step.secondsBand.low));
        QVERIFY(qFuzzyCompare(p.stepBand.high, c.step.secondsBand.high));
        QVERIFY(qFuzzyCompare(p.mfu, c.step.mfu));
        QCOMPARE(p.fits, c.fits);
        QCOMPARE(p.bound, c.step.bound);
    }
    QCOMPARE(current, 1);
}

void TestChartDataSharding::pointMatchesModels()
{
    // one point redone by hand: FSDP over a v6e-16 slice with the candidate's micro-batch
    PlanInput in = llamaInput({QStringLiteral("v6e")}, false);
    in.sharding = ShardingStrategy::Fsdp;
    const PlanResult r = Planner(m_catalog).plan(in, QDate(2026, 11, 21));
    QVERIFY(!r.candidates.isEmpty());
    const Candidate& c = r.candidates.first();
    QCOMPARE(c.mesh.strategy, ShardingStrategy::Fsdp);
    const QVector<StepSplitPoint> points = stepTimeAcrossJobs(in, c, m_catalog);
    const auto it = std::find_if(points.begin(), points.end(),
                                 [](const StepSplitPoint& p) { return p.hardware == QLatin1String("v6e-16"); });
    QVERIFY(it != points.end());
    const DeviceInfo dev = *m_catalog.device(QStringLiteral("v6e-16"));
    TrainingConfig cfg = candidateConfig(c, in);
    cfg.mesh = meshFor(ShardingStrategy::Fsdp, dev.devices, c.mesh.tensor, in.fsdp, 1);
    const int perDevice = in.globalBatch / dev.devices;
    cfg.batchPerDevice = std::min(perDevice, c.batchPerDevice);
    while (perDevice % cfg.batchPerDevice != 0)
        --cfg.batchPerDevice;
    cfg.accumulationSteps = perDevice / cfg.batchPerDevice;
    const MemoryModel memory(in.model, in.head);
    const MemoryEstimate est = memory.estimate(cfg, dev, defaultRuntimeProfile(c.runtime));
    const StepTime step = stepTime(in.model, in.head, cfg, dev, c.efficiency, &est.sharding);
    QCOMPARE(it->devices, 16);
    QCOMPARE(it->mesh, cfg.mesh);
    QVERIFY(qFuzzyCompare(it->computeSeconds, step.computeSeconds));
    QVERIFY(qFuzzyCompare(it->stepSeconds, step.seconds));
    // the roofline's terms and the band: StepTime's own fields
    QCOMPARE(it->matmulSeconds, step.terms.matmul);
    QCOMPARE(it->attentionSeconds, step.terms.attention);
    QCOMPARE(it->memoryBoundSeconds, step.terms.elementwise);
    QCOMPARE(it->optimizerSeconds, step.terms.optimizer);
    QCOMPARE(it->overheadSeconds, step.terms.overhead);
    QCOMPARE(it->stepBand.low, step.secondsBand.low);
    QCOMPARE(it->stepBand.high, step.secondsBand.high);
    QCOMPARE(it->mfu, step.mfu);
    QVERIFY(qFuzzyCompare(1 + it->exposedCommunicationSeconds, 1 + step.exposedCommunicationSeconds));
    QVERIFY(qFuzzyCompare(1 + it->hostTransferSeconds, 1 + step.communication.hostTransfer));
    QCOMPARE(it->fits,
             est.memory.total() <= usableMemoryBytes(dev.memoryBytes, in.safetyMargin) && est.sharding.hostFits);
    QCOMPARE(it->job, QStringLiteral("v6e-16"));
}

void TestChartDataSharding::encoderReplicates()
{
    // the seed's BigBird plan: a replicated mesh on every slice of the generation, nothing sharded
    const PlanInput in = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml"));
    const PlanResult r = Planner(m_catalog).plan(in, QDate(2026, 11, 21));
    QVERIFY(!r.candidates.isEmpty());
    const Candidate& c = r.candidates.first();
    const QVector<StepSplitPoint> points = stepTimeAcrossJobs(in, c, m_catalog);
    QVERIFY(!points.isEmpty());
    for (const StepSplitPoint& p : points) {
        QCOMPARE(p.mesh.strategy, ShardingStrategy::Replicate);
        QCOMPARE(p.mesh.fsdp, 1);
    }
}

void TestChartDataSharding::unknownHardwareGivesNothing()
{
    const PlanInput in = llamaInput({QStringLiteral("v6e")}, false);
    Candidate c;
    c.hardware = QStringLiteral("no-such-gpu");
    c.device.isTpu = false;
    c.device.hardware = c.hardware;
    QVERIFY(stepTimeAcrossJobs(in, c, m_catalog).isEmpty());
}

QTEST_GUILESS_MAIN(TestChartDataSharding)
#include "TestChartDataSharding.moc"
