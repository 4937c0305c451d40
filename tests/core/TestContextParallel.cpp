// SPDX-License-Identifier: GPL-3.0-or-later
// The context axis (issue #27; docs/sharding-model.md section 12, docs/time-model.md section 14): every per-token
// activation holds b s / c tokens per device, the keys and values attention gathers do not shrink (the whole
// sequence's under MaxText's all-gather, two chunks round a PyTorch ring), the K/V traffic per layer against the
// formula of reference longctx.md section 1.2, and the sequence rules, each refused naming --context-parallel.
#include "CoreHelpers.h"

#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "plan/ChartData.h"
#include "time/TimeModel.h"

#include <QtTest>

using namespace tpuplan;

namespace {
// Llama 3.1 70B on v6e-256 as MaxText's llama3_1_70b_131072 runs it (reference maxtext-configs.md row 18): fsdp 16 x
// context 16, 2 sequences per context group (per_device_batch_size 0.125), the custom offload placement
TrainingConfig maxTextLongContext(int context, int batch)
{
    TrainingConfig c;
    c.seqLen = 131072;
    c.batchPerDevice = batch;
    c.precision = Precision::Bf16Mixed;
    c.optimizer = OptimizerKind::AdamW;
    c.checkpointing = *checkpointingFromId(QStringLiteral("custom"));
    c.checkpointing.placement = RematPlacement{};
    c.checkpointing.placement.at[int(LayerTensor::Input)] = Placement::Offload;
    c.checkpointing.placement.at[int(LayerTensor::Query)] = Placement::Offload;
    c.checkpointing.placement.at[int(LayerTensor::Key)] = Placement::Offload;
    c.checkpointing.placement.at[int(LayerTensor::Value)] = Placement::Offload;
    c.checkpointing.placement.at[int(LayerTensor::OutProj)] = Placement::Offload;
    c.dropout = false;
    c.runtime = Runtime::Xla;
    c.mesh.strategy = ShardingStrategy::Fsdp;
    c.mesh.context = context;
    c.mesh.fsdp = 256 / context;
    return c;
}

DeviceInfo device(const char* name)
{
    return *test::builtinCatalog().device(QLatin1String(name));
}
} // namespace

class TestContextParallel : public QObject
{
    Q_OBJECT
private slots:
    void perTokenActivationsShrink_data();
    void perTokenActivationsShrink();
    void gatheredKeysAndValues_data();
    void gatheredKeysAndValues();
    void worksExample();
    void kvTraffic_data();
    void kvTraffic();
    void ringHidesBehindLongBlocks();
    void tokensPerDevice();
    void refusals_data();
    void refusals();
    void fractionalBatch();
    void sequenceChartReachesAMillion();
};

// With flash attention every tensor a layer stores is per token (the log-sum-exp too): c times fewer tokens, c times
// less per layer, and the logits likewise; the states are those of the same shard degree.
void TestContextParallel::perTokenActivationsShrink_data()
{
    QTest::addColumn<int>("context");
    QTest::newRow("context 2") << 2;
    QTest::newRow("context 16") << 16;
    QTest::newRow("context 64") << 64;
}

void TestContextParallel::perTokenActivationsShrink()
{
    QFETCH(int, context);
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-70b"));
    const MemoryModel memory(m, test::causalLm());
    const DeviceInfo d = device("v6e-256");
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::Xla);
    const MemoryEstimate one = memory.estimate(maxTextLongContext(1, 1), d, rp);
    const MemoryEstimate split = memory.estimate(maxTextLongContext(context, 1), d, rp);
    QVERIFY(qFuzzyCompare(split.activation.perLayer * context, one.activation.perLayer));
    QVERIFY(qFuzzyCompare(split.activation.logits * context, one.activation.logits));
    QVERIFY(qFuzzyCompare(split.activation.offloadedAcrossLayers * context, one.activation.offloadedAcrossLayers));
    QCOMPARE(split.activation.contextDegree, context);
    QCOMPARE(one.activation.contextKvBuffer, 0.0);
    // fsdp x context = 256 either way: the same shard of the states
    QVERIFY(qFuzzyCompare(split.sharding.shardedStates, one.sharding.shardedStates));
}

// K and V of the whole sequence (all-gather) or two chunks of s / c tokens (ring): 2 b s n_kv d B, n_kv d = 8 x 128
// for Llama 3.1 70B, B = 2 (bf16).
void TestContextParallel::gatheredKeysAndValues_data()
{
    QTest::addColumn<int>("runtime");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("context");
    QTest::addColumn<int>("batch");
    QTest::addColumn<double>("expected");
    const double kv = 2.0 * 131072 * 1024 * 2; // one sequence: 536,870,912 bytes
    QTest::newRow("all-gather, 2 sequences") << int(Runtime::Xla) << "v6e-256" << 16 << 2 << 2 * kv;
    QTest::newRow("all-gather, 1 sequence, c 8") << int(Runtime::Xla) << "v6e-256" << 8 << 1 << kv;
    QTest::newRow("ring, c 8") << int(Runtime::PyTorch) << "h100-80" << 8 << 1 << 2 * kv / 8;
}

void TestContextParallel::gatheredKeysAndValues()
{
    QFETCH(int, runtime);
    QFETCH(QString, hardware);
    QFETCH(int, context);
    QFETCH(int, batch);
    QFETCH(double, expected);
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-70b"));
    const MemoryModel memory(m, test::causalLm());
    TrainingConfig c = maxTextLongContext(context, batch);
    c.runtime = Runtime(runtime);
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    DeviceInfo d = *test::builtinCatalog().device(hardware);
    if (!d.isTpu)
        d = gpuJob(d, 256);
    const MemoryEstimate e = memory.estimate(c, d, defaultRuntimeProfile(c.runtime));
    QCOMPARE(e.activation.contextKvBuffer, expected);
    // a transient beside the recompute peak: in the activations while the largest layer is recomputed
    const ActivationDetail& a = e.activation;
    const double peak = a.storedAcrossLayers + a.embeddings + std::max(a.transientPeak + a.contextKvBuffer, a.head);
    QVERIFY(qFuzzyCompare(e.memory.activations, a.factor * peak));
}

// The worked example of docs/sharding-model.md section 12, by hand: 16,384 tokens per chip (2 sequences x 131,072 /
// 16); the five offloaded tensors 2 (3 h + 2 h_kv) = 53,248 bytes per token and layer, two layers of them in flight;
// the gathered K/V 1.07 GB; the fused loss's bf16 logits 2 x 16,384 x 128,256 bytes.
void TestContextParallel::worksExample()
{
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-70b"));
    const MemoryModel memory(m, test::causalLm());
    const DeviceInfo d = device("v6e-256");
    const TrainingConfig c = maxTextLongContext(16, 2);
    QCOMPARE(c.perDeviceBatch(), 0.125);
    QCOMPARE(c.tokensPerMicroStep(), 16384.0);
    const MemoryEstimate e = memory.estimate(c, d, defaultRuntimeProfile(Runtime::Xla));
    const double tokens = 16384;
    const double offloadedPerLayer = 2.0 * (3 * 8192 + 2 * 1024) * tokens;
    QVERIFY(qFuzzyCompare(e.activation.offloadedAcrossLayers, 78 * offloadedPerLayer));
    QCOMPARE(e.activation.contextKvBuffer, 2.0 * 2 * 131072 * 1024 * 2);
    QVERIFY(qFuzzyCompare(e.activation.logits, 2.0 * tokens * 128256));
    QVERIFY2(e.fits, qPrintable(QString::number(e.memory.total() / (1 << 30))));
    // the states: 16 bytes per parameter over 256 chips
    QVERIFY(qAbs(e.sharding.shardedStates - 16.0 * double(e.parameterCount) / 256) < 1e6);
}

// All-gather per layer and micro-step: the forward receives (c-1)/c KV, the backward twice that, a recomputed
// attention gathers again: 4 passes with checkpointing, 3 without; over one ICI axis (TPU) or NVLink (in a node).
void TestContextParallel::kvTraffic_data()
{
    QTest::addColumn<QString>("checkpointing");
    QTest::addColumn<double>("passes");
    QTest::newRow("full") << "full" << 4.0;
    QTest::newRow("none") << "none" << 3.0;
}

void TestContextParallel::kvTraffic()
{
    QFETCH(QString, checkpointing);
    QFETCH(double, passes);
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-70b"));
    const DeviceInfo d = device("v6e-256");
    TrainingConfig c = maxTextLongContext(16, 2);
    c.checkpointing = *checkpointingFromId(checkpointing);
    c.accumulationSteps = 3;
    const MemoryModel memory(m, test::causalLm());
    const MemoryEstimate e = memory.estimate(c, d, defaultRuntimeProfile(Runtime::Xla));
    const CommunicationTime ct = communicationTime(m, c, d, e.sharding);
    const double kv = 2.0 * 2 * 131072 * 1024 * 2; // 2 sequences' K and V of one layer
    const double expected = 3 * 80 * passes * kv * 15.0 / 16.0 / (d.axisGBs * 1e9);
    QVERIFY2(qFuzzyCompare(ct.context, expected), qPrintable(QStringLiteral("%1 vs %2").arg(ct.context).arg(expected)));
    QCOMPARE(ct.contextExposed, ct.context); // MaxText: "probably exposed"
    const StepTime t = stepTime(m, test::causalLm(), c, d, defaultEfficiency(d, Runtime::Xla), &e.sharding);
    QVERIFY(t.seconds >= t.computeSeconds + ct.context);
}

// A ring step hides when its block of attention takes longer than passing KV / c: at s / c = 16,384 on H100 NVLink the
// block is 8,192 x 16,384 x 4 x 8,192 / 2 FLOPs per sequence against 2 x 16,384 x 1,024 x 2 bytes (longctx.md: hidden
// above s / c of 275 for n_q / n_kv = 8); at s / c = 128 it does not.
void TestContextParallel::ringHidesBehindLongBlocks()
{
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-70b"));
    const DeviceInfo d = gpuJob(device("h100-80"), 8);
    const MemoryModel memory(m, test::causalLm());
    TrainingConfig c = maxTextLongContext(8, 1);
    c.runtime = Runtime::PyTorch;
    c.mesh.fsdp = 1;
    const ShardingDetail sd = memory.estimate(c, d, defaultRuntimeProfile(c.runtime)).sharding;
    const CommunicationTime longBlocks = communicationTime(m, c, d, sd);
    QVERIFY(longBlocks.context > 0);
    QCOMPARE(longBlocks.contextExposed, 0.0);
    c.seqLen = 1024;
    const CommunicationTime shortBlocks = communicationTime(m, c, d, sd);
    QVERIFY(shortBlocks.contextExposed > 0);
    QVERIFY(shortBlocks.contextExposed < shortBlocks.context);
}

// A device's tokens for the FLOPs: b s / c; the job's tokens per second count each token once.
void TestContextParallel::tokensPerDevice()
{
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-70b"));
    const DeviceInfo d = device("v6e-256");
    const TrainingConfig c = maxTextLongContext(16, 2);
    const StepTime t = stepTime(m, test::causalLm(), c, d, defaultEfficiency(d, Runtime::Xla));
    QCOMPARE(t.tokensPerDevice, 16384.0);
    QVERIFY(qFuzzyCompare(t.tokensPerSecond * t.seconds, 32.0 * 131072));
}

void TestContextParallel::refusals_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("attention");
    QTest::addColumn<QString>("expected");
    QTest::newRow("balanced chunks") << "llama-3.1-8b" << 130000 << 16 << "auto"
                                     << "2 x 16 = 32 equal chunks";
    QTest::newRow("chunks of one token") << "llama-3.1-8b" << 4096 << 4096 << "auto"
                                         << "8192 equal chunks";
    QTest::newRow("encoder") << "bert-base" << 512 << 2 << "auto"
                             << "bert";
    QTest::newRow("eager attention") << "llama-3.1-8b" << 8192 << 2 << "eager"
                                     << "eager attention has none";
    QTest::newRow("fine") << "llama-3.1-8b" << 131072 << 16 << "auto"
                          << "";
}

void TestContextParallel::refusals()
{
    QFETCH(QString, model);
    QFETCH(int, seqLen);
    QFETCH(int, context);
    QFETCH(QString, attention);
    QFETCH(QString, expected);
    const ModelSpec m = ModelLoader::preset(model);
    const DeviceInfo d = device("v6e-256");
    TrainingConfig c;
    c.seqLen = seqLen;
    c.batchPerDevice = 1;
    c.precision = Precision::Bf16Mixed;
    c.attention = *attentionImplFromId(attention);
    c.mesh.strategy = ShardingStrategy::Fsdp;
    c.mesh.context = context;
    c.mesh.fsdp = std::max(1, 256 / context);
    HeadConfig h;
    h.kind = m.isDecoder() ? HeadKind::CausalLm : HeadKind::Mlm;
    const QString why = MemoryModel(m, h).incompatibility(c, d);
    if (expected.isEmpty()) {
        QVERIFY2(why.isEmpty(), qPrintable(why));
        return;
    }
    QVERIFY2(why.contains(QLatin1String("--context-parallel")), qPrintable(why));
    QVERIFY2(why.contains(expected, Qt::CaseInsensitive), qPrintable(why));
}

// MaxText's per_device_batch_size: the group's sequences over the context x stage devices.
void TestContextParallel::fractionalBatch()
{
    Mesh mesh;
    mesh.context = 16;
    QCOMPARE(mesh.perDeviceBatch(2), 0.125);
    mesh.context = 8;
    mesh.stage = 2;
    QCOMPARE(mesh.perDeviceBatch(1), 0.0625);
    mesh = Mesh{};
    QCOMPARE(mesh.perDeviceBatch(3), 3.0);
}

// With a context axis the memory-vs-length chart runs a rotary model to 1,048,576 tokens at the candidate's mesh; a
// model with learned positions, or a mesh without the axis, stops at the model's positions.
void TestContextParallel::sequenceChartReachesAMillion()
{
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-70b"));
    const TrainingConfig c = maxTextLongContext(16, 2);
    QCOMPARE(seqLenChartMax(m, c.mesh), 1 << 20);
    QCOMPARE(seqLenChartMax(m, Mesh{}), m.maxPositions);
    QCOMPARE(seqLenChartMax(ModelLoader::preset(QStringLiteral("gpt2")), c.mesh), 1024);
    const QVector<int> lengths = seqLenSweep(seqLenChartMax(m, c.mesh), c.seqLen);
    QCOMPARE(lengths.last(), 1 << 20);
    const SeqLenMemorySeries s = memoryVsSeqLen(m, test::causalLm(), c, device("v6e-256"), lengths);
    QVERIFY(!s.withCheckpointing.isEmpty());
    QCOMPARE(int(s.withCheckpointing.last().x()), 1 << 20);
    // memory grows with the length: at a million tokens more than at 131,072
    QVERIFY(s.withCheckpointing.last().y() > s.current.y());
}

QTEST_GUILESS_MAIN(TestContextParallel)
#include "TestContextParallel.moc"
