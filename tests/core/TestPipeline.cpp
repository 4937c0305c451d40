// SPDX-License-Identifier: GPL-3.0-or-later
// Pipeline parallelism (docs/sharding-model.md section 13; docs/time-model.md, "the pipeline bubble"): the bubble of
// each schedule, the heaviest stage's memory against hand-computed values, the sends between stages and the
// configurations the frameworks refuse, each naming its option.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/Pipeline.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "time/TimeModel.h"

#include "CoreHelpers.h"

#include <QtTest>

using namespace tpuplan;

namespace {
// Llama 3.1 8B in bf16-mixed with AdamW, full checkpointing, 4,096 tokens: `stages` x `tensor` over `devices`
TrainingConfig pipelined(Runtime runtime, int stages, int microbatches, int virtualStages, int batch = 8,
                         int tensor = 1)
{
    TrainingConfig c;
    c.seqLen = 4096;
    c.batchPerDevice = batch;
    c.precision = Precision::Bf16Mixed;
    c.optimizer = OptimizerKind::AdamW;
    c.checkpointing = Checkpointing{CheckpointingKind::Full};
    c.dropout = false;
    c.runtime = runtime;
    c.mesh.stage = stages;
    c.mesh.tensor = tensor;
    c.pipeline.microbatches = microbatches;
    c.pipeline.virtualStages = virtualStages;
    return c;
}

DeviceInfo h100Job(int gpus)
{
    return gpuJob(*Catalog::builtin().device(QStringLiteral("h100-80")), gpus);
}

double states(const MemoryEstimate& e)
{
    return e.memory.parameters + e.memory.gradients + e.memory.optimizerStates;
}
} // namespace

class TestPipeline : public QObject
{
    Q_OBJECT
private slots:
    void bubble_data();
    void bubble();
    void stageLayers_data();
    void stageLayers();
    void heaviestStageStates();
    void inFlightActivations_data();
    void inFlightActivations();
    void heaviestIsTheLargest();
    void noStageAxisUnchanged();
    void stageTraffic_data();
    void stageTraffic();
    void refusals_data();
    void refusals();
    void plannerMicrobatches_data();
    void plannerMicrobatches();
};

void TestPipeline::bubble_data()
{
    QTest::addColumn<int>("runtime");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microbatches");
    QTest::addColumn<int>("virtualStages");
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<double>("shareOfStep"); // the published formula, as a share of the pipelined step
    // GPipe and 1F1B: (p - 1)/(m + p - 1) of the step (MaxText sharding.md; DualPipe README)
    QTest::addRow("gpipe p4 m8") << int(Runtime::Xla) << 4 << 8 << 1 << "gpipe" << 3.0 / 11.0;
    QTest::addRow("1f1b p4 m8") << int(Runtime::PyTorch) << 4 << 8 << 1 << "1f1b" << 3.0 / 11.0;
    QTest::addRow("1f1b p8 m64") << int(Runtime::PyTorch) << 8 << 64 << 1 << "1f1b" << 7.0 / 71.0;
    // MaxText circular: (num_stages - 1) / (num_pipeline_repeats * num_pipeline_microbatches + num_stages - 1)
    QTest::addRow("circular p4 m8 r2") << int(Runtime::Xla) << 4 << 8 << 2 << "circular" << 3.0 / 19.0;
    // Megatron interleaved: (p - 1)/(v m) of the ideal time, i.e. (p - 1)/(v m + p - 1) of the step
    QTest::addRow("interleaved p4 m8 v2")
        << int(Runtime::PyTorch) << 4 << 8 << 2 << "interleaved-1f1b" << (3.0 / 16.0) / (1.0 + 3.0 / 16.0);
}

void TestPipeline::bubble()
{
    QFETCH(int, runtime);
    QFETCH(int, stages);
    QFETCH(int, microbatches);
    QFETCH(int, virtualStages);
    QFETCH(QString, schedule);
    QFETCH(double, shareOfStep);
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const TrainingConfig c = pipelined(Runtime(runtime), stages, microbatches, virtualStages, 64);
    const DeviceInfo d
        = Runtime(runtime) == Runtime::Xla ? *Catalog::builtin().device(QStringLiteral("v5p-64")) : h100Job(stages);
    const StepTime t = stepTime(model, test::causalLm(), c, d, defaultEfficiency(d, c.runtime));
    QCOMPARE(t.pipelineSchedule, schedule);
    QCOMPARE(t.microbatches, microbatches);
    const double pipelined = t.terms.total() - t.terms.optimizer - t.terms.overhead;
    QVERIFY(t.bubbleSeconds > 0);
    QVERIFY(qAbs(t.bubbleSeconds / (pipelined + t.bubbleSeconds) - shareOfStep) < 1e-12);
    // without communication the step is the compute: the share of the step is the bubble over it
    QCOMPARE(t.seconds, t.computeSeconds);
    QVERIFY(qAbs(t.bubbleShare - t.bubbleSeconds / t.seconds) < 1e-12);
    // each stage computes its share of the layers for the pipeline's tokens: the step without the bubble is the
    // unpipelined step's over the stages
    TrainingConfig flat = c;
    flat.mesh.stage = 1;
    const StepTime whole = stepTime(model, test::causalLm(), flat, d, defaultEfficiency(d, c.runtime));
    QVERIFY(qAbs(t.mfu * (1.0 + t.bubbleSeconds / (t.computeSeconds - t.bubbleSeconds)) - whole.mfu) / whole.mfu
            < 0.05);
}

void TestPipeline::stageLayers_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("stages");
    QTest::addColumn<QVector<int>>("expected");
    QTest::addRow("32 over 4") << 32 << 4 << QVector<int>{8, 8, 8, 8};
    QTest::addRow("126 over 4") << 126 << 4 << QVector<int>{32, 32, 31, 31}; // Llama 3.1 405B
    QTest::addRow("80 over 3") << 80 << 3 << QVector<int>{27, 27, 26};
}

void TestPipeline::stageLayers()
{
    QFETCH(int, layers);
    QFETCH(int, stages);
    QFETCH(QVector<int>, expected);
    QVector<int> got;
    for (int k = 0; k < stages; ++k)
        got << stageLayerCount(layers, stages, k);
    QCOMPARE(got, expected);
}

// Llama 3.1 8B over 4 stages: stage 0 holds 8 layers and the embedding, stage 3 8 layers, the final norm and the LM
// head. By hand (the model card's shapes): a layer has q, o 4,096 x 4,096, k, v 4,096 x 1,024, gate/up/down 3 x 4,096
// x 14,336 and two norms of 4,096: 218,112,000 parameters; the embedding and the head 128,256 x 4,096 = 525,336,576
// each, the final norm 4,096; 8,030,261,248 in all.
void TestPipeline::heaviestStageStates()
{
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const MemoryModel memory(model, test::causalLm());
    const DeviceInfo d = h100Job(8);
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::PyTorch);
    TrainingConfig flat = pipelined(Runtime::PyTorch, 1, 1, 1);
    const MemoryEstimate whole = memory.estimate(flat, d, rp);
    const QVector<MemoryEstimate> stages = memory.stageEstimates(pipelined(Runtime::PyTorch, 4, 8, 1), d, rp);
    QCOMPARE(stages.size(), 4);
    const double layer = 218112000.0;
    const double embedding = 525336576.0;
    const double P = 8030261248.0;
    QCOMPARE(double(memory.parameterCount()), P);
    const double expected[] = {8 * layer + embedding, 8 * layer, 8 * layer, 8 * layer + embedding + 4096};
    for (int k = 0; k < 4; ++k) {
        QCOMPARE(stages[k].stageLayers, 8);
        QVERIFY2(qAbs(states(stages[k]) / states(whole) - expected[k] / P) < 1e-9, qPrintable(QString::number(k)));
    }
    // 18 bytes per parameter of bf16-mixed AdamW under PyTorch without sharding (fp32 master and its bf16 copy 6,
    // fp32 gradients 4, m and v 8: HF model_memory_anatomy.md): stage 0 by hand
    QCOMPARE(states(stages[0]), 18.0 * expected[0]);
}

void TestPipeline::inFlightActivations_data()
{
    QTest::addColumn<int>("runtime");
    QTest::addColumn<int>("microbatches");
    QTest::addColumn<int>("virtualStages");
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("stored"); // bytes kept across the layers, by hand
    // full checkpointing keeps each layer's input, 2 x s x h = 33,554,432 bytes per sequence (4,096 x 4,096 bf16);
    // a batch of 8 per pipeline in 8 microbatches of one sequence, 8 layers per stage
    const double input = 2.0 * 4096 * 4096;
    // 1F1B: stage 0 holds min(m, p) = 4 microbatches, stage 3 min(m, p - 3) = 1
    QTest::addRow("1f1b stage 0") << int(Runtime::PyTorch) << 8 << 1 << 0 << 4 * 8 * input;
    QTest::addRow("1f1b stage 3") << int(Runtime::PyTorch) << 8 << 1 << 3 << 1 * 8 * input;
    // interleaved, v = 2: stage 0 holds p (1 + (p - 1)/(p v)) = 4 x 11/8 = 5.5 microbatches of its 8 layers
    QTest::addRow("interleaved stage 0") << int(Runtime::PyTorch) << 8 << 2 << 0 << 5.5 * 8 * input;
    // MaxText GPipe: the scan saves m + p - 1 = 11 stage inputs of one microbatch, and recomputes one iteration, its
    // 8 layers for one microbatch
    QTest::addRow("maxtext gpipe") << int(Runtime::Xla) << 8 << 1 << 0 << (11 + 8) * input;
    // MaxText circular, r = 2: r m + p - 1 = 19 stage inputs, one iteration of 4 layers
    QTest::addRow("maxtext circular") << int(Runtime::Xla) << 8 << 2 << 0 << (19 + 4) * input;
}

void TestPipeline::inFlightActivations()
{
    QFETCH(int, runtime);
    QFETCH(int, microbatches);
    QFETCH(int, virtualStages);
    QFETCH(int, stage);
    QFETCH(double, stored);
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const MemoryModel memory(model, test::causalLm());
    const DeviceInfo d
        = Runtime(runtime) == Runtime::Xla ? *Catalog::builtin().device(QStringLiteral("v5p-8")) : h100Job(4);
    const QVector<MemoryEstimate> stages = memory.stageEstimates(
        pipelined(Runtime(runtime), 4, microbatches, virtualStages), d, defaultRuntimeProfile(Runtime(runtime)));
    const ActivationDetail& a = stages[stage].activation;
    QCOMPARE(a.storedAcrossLayers, stored);
    // the logits of one microbatch on the last stage only, the embedding's activations on the first only
    QCOMPARE(stages.first().activation.logits, 0.0);
    QVERIFY(stages.last().activation.logits > 0);
}

void TestPipeline::heaviestIsTheLargest()
{
    const ModelSpec model = ModelLoader::fromFile(QStringLiteral(TPUPLAN_TEST_DATA)
                                                  + QStringLiteral("/measured/configs/llama-3.1-405b-instruct.json"));
    const MemoryModel memory(model, test::causalLm());
    const DeviceInfo d = h100Job(128);
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::PyTorch);
    TrainingConfig c = pipelined(Runtime::PyTorch, 4, 8, 1, 2, 8);
    c.seqLen = 8192;
    c.mesh.strategy = ShardingStrategy::Fsdp;
    c.mesh.fsdp = 4;
    const MemoryEstimate e = memory.estimate(c, d, rp);
    const QVector<MemoryEstimate> stages = memory.stageEstimates(c, d, rp);
    double largest = 0;
    int index = -1;
    for (const MemoryEstimate& s : stages)
        if (s.memory.total() > largest) {
            largest = s.memory.total();
            index = s.stageIndex;
        }
    QCOMPARE(e.memory.total(), largest);
    QCOMPARE(e.stageIndex, index);
    QCOMPARE(e.stageCount, 4);
    QCOMPARE(stages[0].stageLayers, 32);
    QCOMPARE(stages[3].stageLayers, 31);
}

// p = 1: the estimate is the one of a mesh without a stage axis, whatever the pipeline settings say
void TestPipeline::noStageAxisUnchanged()
{
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const MemoryModel memory(model, test::causalLm());
    const DeviceInfo d = h100Job(1);
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::PyTorch);
    TrainingConfig a = pipelined(Runtime::PyTorch, 1, 1, 1);
    TrainingConfig b = a;
    b.pipeline = PipelineConfig{16, 4};
    QCOMPARE(memory.estimate(a, d, rp).memory.total(), memory.estimate(b, d, rp).memory.total());
    QCOMPARE(memory.stageEstimates(a, d, rp).size(), 1);
    const StepTime t = stepTime(model, test::causalLm(), b, d, defaultEfficiency(d, Runtime::PyTorch));
    QCOMPARE(t.bubbleSeconds, 0.0);
    QVERIFY(t.pipelineSchedule.isEmpty());
}

void TestPipeline::stageTraffic_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<bool>("crossesNodes");
    QTest::addRow("two H100 nodes") << "h100-80" << 16 << 1 << true;
    QTest::addRow("one H100 node") << "h100-80" << 8 << 1 << false;
    QTest::addRow("two H100 nodes, tensor 4") << "h100-80" << 16 << 4 << true;
    QTest::addRow("v5p-8") << "v5p-8" << 0 << 1 << false;
}

void TestPipeline::stageTraffic()
{
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(int, tensor);
    QFETCH(bool, crossesNodes);
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const DeviceInfo single = *Catalog::builtin().device(hardware);
    const DeviceInfo d = gpus > 0 ? gpuJob(single, gpus) : single;
    const Runtime runtime = d.isTpu ? Runtime::Xla : Runtime::PyTorch;
    TrainingConfig c = pipelined(runtime, 2, 4, 1, 8, tensor);
    c.accumulationSteps = 2;
    const MemoryModel memory(model, test::causalLm());
    const ShardingDetail sd = memory.estimate(c, d, defaultRuntimeProfile(runtime)).sharding;
    const CommunicationTime ct = communicationTime(model, c, d, sd);
    // 2 b s h B per device and micro-step: each microbatch's activations forward, its gradients back, split over the
    // tensor axis; 2 micro-steps of b = 8 sequences of 4,096 tokens, h = 4,096, bf16
    const double bytes = 2.0 * 2.0 * 8 * 4096 * 4096 * 2.0;
    const double bandwidth = (crossesNodes ? d.crossGBs : d.axisGBs) * 1e9;
    QCOMPARE(ct.stageCrossesNodes, crossesNodes);
    QVERIFY(qAbs(ct.stage - bytes / bandwidth) < 1e-12);
    QVERIFY(ct.total() >= ct.stage);
}

void TestPipeline::refusals_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("runtime");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microbatches");
    QTest::addColumn<int>("virtualStages");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("words");
    QTest::addRow("deeper than the layers")
        << "llama-3.1-8b" << int(Runtime::PyTorch) << 64 << 64 << 1 << "--pipeline-parallel"
        << "more than the 32 layers";
    QTest::addRow("chunks beyond the layers")
        << "llama-3.1-8b" << int(Runtime::PyTorch) << 8 << 8 << 8 << "--virtual-stages"
        << "more than the 32 layers";
    QTest::addRow("microbatches not dividing")
        << "llama-3.1-8b" << int(Runtime::PyTorch) << 4 << 3 << 1 << "--microbatches"
        << "do not divide";
    QTest::addRow("maxtext microbatches") << "llama-3.1-8b" << int(Runtime::Xla) << 4 << 2 << 1 << "--microbatches"
                                          << "multiple of the 4 stages";
    QTest::addRow("interleaved too few microbatches")
        << "llama-3.1-8b" << int(Runtime::PyTorch) << 8 << 4 << 2 << "--microbatches"
        << "at least one microbatch per stage";
    QTest::addRow("maxtext uneven layers") << "llama-3.1-8b" << int(Runtime::Xla) << 4 << 8 << 3 << "--virtual-stages"
                                           << "MaxText";
    QTest::addRow("megatron interleaved uneven")
        << "llama-3.1-8b" << int(Runtime::PyTorch) << 4 << 8 << 3 << "--virtual-stages"
        << "Megatron-LM";
    QTest::addRow("an encoder") << "bert-base" << int(Runtime::PyTorch) << 2 << 2 << 1 << "--pipeline-parallel"
                                << "encoder";
    QTest::addRow("tensorflow") << "llama-3.1-8b" << int(Runtime::TensorFlow) << 2 << 2 << 1 << "--pipeline-parallel"
                                << "TensorFlow";
}

void TestPipeline::refusals()
{
    QFETCH(QString, model);
    QFETCH(int, runtime);
    QFETCH(int, stages);
    QFETCH(int, microbatches);
    QFETCH(int, virtualStages);
    QFETCH(QString, option);
    QFETCH(QString, words);
    const ModelSpec spec = ModelLoader::preset(model);
    TrainingConfig c = pipelined(Runtime(runtime), stages, microbatches, virtualStages);
    const QString why = pipelineProblem(spec, c);
    QVERIFY2(why.startsWith(option), qPrintable(why));
    QVERIFY2(why.contains(words), qPrintable(why));
    // the memory model refuses it too (what estimate, max-batch and diagnose check first)
    HeadConfig head = spec.isDecoder() ? test::causalLm() : HeadConfig{};
    const DeviceInfo d
        = Runtime(runtime) == Runtime::Xla ? *Catalog::builtin().device(QStringLiteral("v5p-8")) : h100Job(8);
    QVERIFY(!MemoryModel(spec, head).incompatibility(c, d).isEmpty());
    // and the same layout with microbatches that fit runs
    c.mesh.stage = 1;
    QVERIFY(pipelineProblem(spec, c).isEmpty());
}

void TestPipeline::plannerMicrobatches_data()
{
    QTest::addColumn<int>("wanted");
    QTest::addColumn<int>("sequences");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("runtime");
    QTest::addColumn<int>("expected");
    QTest::addRow("twice the stages") << 0 << 64 << 4 << int(Runtime::PyTorch) << 8;
    QTest::addRow("capped by the batch") << 0 << 4 << 4 << int(Runtime::PyTorch) << 4;
    QTest::addRow("a divisor of the batch") << 0 << 12 << 4 << int(Runtime::PyTorch) << 6;
    QTest::addRow("the plan's") << 16 << 64 << 4 << int(Runtime::PyTorch) << 16;
    QTest::addRow("maxtext multiple of stages") << 0 << 12 << 4 << int(Runtime::Xla) << 4;
    QTest::addRow("maxtext none") << 0 << 2 << 4 << int(Runtime::Xla) << 0;
}

void TestPipeline::plannerMicrobatches()
{
    QFETCH(int, wanted);
    QFETCH(int, sequences);
    QFETCH(int, stages);
    QFETCH(int, runtime);
    QFETCH(int, expected);
    QCOMPARE(pipelineMicrobatches(wanted, sequences, stages, Runtime(runtime)), expected);
}

QTEST_GUILESS_MAIN(TestPipeline)
#include "TestPipeline.moc"
