// SPDX-License-Identifier: GPL-3.0-or-later
// The pipelined step time against the published pipeline runs (reference longctx.md section 5.2; docs/time-model.md,
// "the pipeline bubble"): each run predicted with the default efficiencies in its own layout, and its measured tokens
// per second per GPU held against the prediction. Nothing is fitted on these runs. Runs outside the tolerance carry
// the reason and are expected to fail (QEXPECT_FAIL), so that a change that fixes or breaks them shows. The test prints
// the table of docs/time-model.md (lines starting with TABLE).
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "time/TimeModel.h"

#include "CoreHelpers.h"

#include <QtTest>

using namespace tpuplan;

class TestPipelineCalibration : public QObject
{
    Q_OBJECT
private slots:
    void runs_data();
    void runs();
};

// measured ÷ predicted within the dense calibration's own spread (docs/time-model.md section 7: the fitted band runs
// from about 0.8 to 1.25 of the prediction)
constexpr double kTolerance = 0.25;

void TestPipelineCalibration::runs_data()
{
    QTest::addColumn<QString>("config"); // tests/data/measured/configs/<config>.json
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("virtualStages");
    QTest::addColumn<int>("globalBatch");
    QTest::addColumn<int>("microBatch"); // Megatron's --micro-batch-size: sequences per microbatch of a tensor group
    QTest::addColumn<QString>("checkpointing");
    QTest::addColumn<double>("measured"); // tokens per second per GPU, published
    QTest::addColumn<QString>("miss"); // why the tolerance is expected to miss; empty when it should hold

    // NeMo docs/source/performance/performance_summary.md @8e3d65dc (NeMo 24.07, FP8, H100 SXM): GPT3-175B at 2,048
    // tokens, TP4 PP8 VP6, distributed optimizer, selective recompute (NeMo's GPT3-175B recipe), GBS 256 / MBS 1 on
    // 128 GPUs and GBS 2048 / MBS 2 on 512
    QTest::addRow("gpt3-175b 128 x H100 TP4 PP8 VP6")
        << "gpt3-175b-derived" << 128 << 2048 << 4 << 8 << 6 << 256 << 1 << "selective" << 716.0 << QString();
    QTest::addRow("gpt3-175b 512 x H100 TP4 PP8 VP6")
        << "gpt3-175b-derived" << 512 << 2048 << 4 << 8 << 6 << 2048 << 2 << "selective" << 825.0 << QString();
    // same table: Llama-2-13B at 4,096 tokens, PP4 VP10, GBS 128 / MBS 1 on 16 GPUs
    QTest::addRow("llama2-13b 16 x H100 PP4 VP10")
        << "llama-2-13b" << 16 << 4096 << 1 << 4 << 10 << 128 << 1 << "selective" << 8715.0 << QString();
}

void TestPipelineCalibration::runs()
{
    QFETCH(QString, config);
    QFETCH(int, gpus);
    QFETCH(int, seqLen);
    QFETCH(int, tensor);
    QFETCH(int, stages);
    QFETCH(int, virtualStages);
    QFETCH(int, globalBatch);
    QFETCH(int, microBatch);
    QFETCH(QString, checkpointing);
    QFETCH(double, measured);
    QFETCH(QString, miss);

    const ModelSpec model
        = ModelLoader::fromFile(QStringLiteral(TPUPLAN_TEST_DATA "/measured/configs/") + config + ".json");
    const DeviceInfo d = gpuJob(*Catalog::builtin().device(QStringLiteral("h100-80")), gpus);
    TrainingConfig c;
    c.seqLen = seqLen;
    c.precision = Precision::Fp8Mixed;
    c.optimizer = OptimizerKind::AdamW;
    c.checkpointing = *checkpointingFromId(checkpointing);
    c.dropout = false;
    c.runtime = Runtime::PyTorch;
    MeshRequest request;
    request.strategy = ShardingStrategy::Zero1; // Megatron's distributed optimizer
    request.tensor = tensor;
    request.stage = stages;
    c.mesh = meshFor(request, d.devices);
    // the batch convention (TrainingConfig::batchPerDevice): sequences per device counting a pipeline as one device;
    // Megatron's microbatches per step: GBS / (MBS x data-parallel ranks)
    const int dataRanks = gpus / (tensor * stages);
    c.batchPerDevice = globalBatch * stages / gpus;
    c.pipeline.microbatches = globalBatch / (microBatch * dataRanks);
    c.pipeline.virtualStages = virtualStages;
    const MemoryModel memory(model, test::causalLm());
    QVERIFY2(memory.incompatibility(c, d).isEmpty(), qPrintable(memory.incompatibility(c, d)));
    const MemoryEstimate e = memory.estimate(c, d, defaultRuntimeProfile(c.runtime));
    const StepTime t = stepTime(model, test::causalLm(), c, d, defaultEfficiency(d, c.runtime), &e.sharding);
    const double predicted = t.tokensPerSecond / gpus;
    const double ratio = measured / predicted;
    qInfo("TABLE | %s | m %d | bubble %.1f %% | stage sends %.3f s | %.0f | %.0f | %.2f | %s", QTest::currentDataTag(),
          c.pipeline.microbatches, t.bubbleShare * 100, t.communication.stage, measured, predicted, ratio,
          qPrintable(miss.isEmpty() ? QStringLiteral("within") : miss));
    QCOMPARE(t.pipelineSchedule, QStringLiteral("interleaved-1f1b"));
    if (!miss.isEmpty())
        QEXPECT_FAIL("", qPrintable(miss), Continue);
    QVERIFY2(std::abs(ratio - 1.0) <= kTolerance, qPrintable(QString::number(ratio)));
}

QTEST_GUILESS_MAIN(TestPipelineCalibration)
#include "TestPipelineCalibration.moc"
