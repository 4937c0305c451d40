// SPDX-License-Identifier: GPL-3.0-or-later
// Mixture-of-experts and MLA memory (core/memory/MemoryModel.cpp; docs/memory-model.md "the layer stack",
// docs/sharding-model.md "mixture of experts"): the activations of each kind of layer against the formulas of
// reference moe.md sections 3.5 and 4 worked by hand, summed over the stack; the capacity factor and MaxText's
// expert-parallel dropless buffer; the routed experts' states split over the expert axis (and fsdp) by hand.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"

#include "MoeModels.h"

#include "CoreHelpers.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

TrainingConfig bf16(Runtime runtime, const Mesh& mesh, double capacityFactor, CheckpointingKind ck)
{
    TrainingConfig c;
    c.seqLen = 1024;
    c.batchPerDevice = 1;
    c.precision = Precision::Bf16Mixed;
    c.runtime = runtime;
    c.dropout = false;
    c.attention = AttentionImpl::Flash;
    c.capacityFactor = capacityFactor;
    c.checkpointing = Checkpointing{ck, 1};
    c.mesh = mesh;
    return c;
}

Mesh mesh(ShardingStrategy s, int data, int fsdp, int expert)
{
    Mesh m;
    m.strategy = s;
    m.data = data;
    m.fsdp = fsdp;
    m.expert = expert;
    return m;
}

} // namespace

class TestMoeMemory : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void layerActivations_data();
    void layerActivations();
    void checkpointedStack();
    void expertStates_data();
    void expertStates();
    void expertParallelGathersItsExperts();
    void workedExamples_data();
    void workedExamples();

private:
    Catalog m_catalog;
};

// Bytes per token of each kind of layer, flash attention, bf16 (p = 2), no checkpointing, 1,024 tokens on the device.
// Dense layer (MHA 8 x 128): 4h + 2q + 2kv + 3I = 4,096 + 2,048 + 2,048 + 8,448 = 16,640 elements = 33,280 bytes,
// + 2 RMSNorm rstd x 4 = 8, + the log-sum-exp 4 x 8 heads = 32: 33,320.
// MoE layer: 4h + 2q + 2kv + 2K'h + 3K'I_e + 3I_s = 8,192 + 2,048 K' + 768 K' + 768 elements, x 2 bytes, + 8 + 32,
// + the fp32 router logits and probabilities 8 x 32 = 256: K' = 4 -> 20,224 elements -> 40,744 bytes.
// MLA (moe.md section 4): latents 2 (384 + 128 + 32) = 1,088, q and k 2 x 8 x 96 = 1,536, v and output 2 x 8 x 64 =
// 1,024: 3,648 elements in place of the 4,096 of 2q + 2kv, and two more norms (q_a, kv_a): + 8 bytes.
void TestMoeMemory::layerActivations_data()
{
    QTest::addColumn<bool>("mla");
    QTest::addColumn<int>("runtime");
    QTest::addColumn<int>("expert");
    QTest::addColumn<double>("capacityFactor");
    QTest::addColumn<double>("moeLayerPerToken");
    QTest::addColumn<double>("storedPerToken"); // the dense layer + 3 MoE layers
    // dropless, no expert parallelism: K' = K = 4
    QTest::newRow("dropless") << false << int(Runtime::Xla) << 1 << 0.0 << 40744.0 << (33320.0 + 3 * 40744.0);
    // capacity 1.25: K' = 5 -> 8,192 + 10,240 + 3,840 + 768 = 23,040 elements -> 46,080 + 296 = 46,376
    QTest::newRow("capacity 1.25") << false << int(Runtime::Xla) << 1 << 1.25 << 46376.0 << (33320.0 + 3 * 46376.0);
    // MaxText's dropless buffer with EP 8: K' = 4 min(8, 32 / 4) = 32 -> 8,192 + 65,536 + 24,576 + 768 = 99,072
    // elements -> 198,144 + 296 = 198,440
    QTest::newRow("xla dropless ep 8") << false << int(Runtime::Xla) << 8 << 0.0 << 198440.0
                                       << (33320.0 + 3 * 198440.0);
    // EP 16: min(16, 8) = 8 still
    QTest::newRow("xla dropless ep 16") << false << int(Runtime::Xla) << 16 << 0.0 << 198440.0
                                        << (33320.0 + 3 * 198440.0);
    // PyTorch's grouped GEMMs size the buffer by the tokens routed: K' = 4 whatever the EP
    QTest::newRow("pytorch dropless ep 8")
        << false << int(Runtime::PyTorch) << 8 << 0.0 << 40744.0 << (33320.0 + 3 * 40744.0);
    // MLA: dense layer 4,096 + 3,648 + 8,448 = 16,192 elements -> 32,384 + 16 + 32 = 32,432; MoE layer 4,096 +
    // 3,648 + 8,192 + 3,072 + 768 = 19,776 -> 39,552 + 16 + 32 + 256 = 39,856
    QTest::newRow("mla dropless") << true << int(Runtime::Xla) << 1 << 0.0 << 39856.0 << (32432.0 + 3 * 39856.0);
}

void TestMoeMemory::layerActivations()
{
    QFETCH(bool, mla);
    QFETCH(int, runtime);
    QFETCH(int, expert);
    QFETCH(double, capacityFactor);
    QFETCH(double, moeLayerPerToken);
    QFETCH(double, storedPerToken);
    const MemoryModel model(workedExampleMoe(mla), test::causalLm());
    const DeviceInfo d = Runtime(runtime) == Runtime::Xla ? *m_catalog.device(QStringLiteral("v5p-16"))
                                                          : gpuJob(*m_catalog.device(QStringLiteral("h100-80")), 8);
    const TrainingConfig c = bf16(Runtime(runtime), mesh(ShardingStrategy::Fsdp, 1, d.devices / expert, expert),
                                  capacityFactor, CheckpointingKind::None);
    const MemoryEstimate e = model.estimate(c, d, defaultRuntimeProfile(Runtime(runtime)));
    const double tokens = 1024;
    QCOMPARE(e.activation.perLayer, moeLayerPerToken * tokens); // the largest kind: an MoE layer
    QCOMPARE(e.activation.storedAcrossLayers, storedPerToken * tokens);
    QCOMPARE(e.activation.transientPeak, 0.0);
}

// Checkpointed, the stack keeps each layer's input and recomputes one layer at a time: the largest kind's.
void TestMoeMemory::checkpointedStack()
{
    const MemoryModel model(workedExampleMoe(false), test::causalLm());
    const DeviceInfo d = *m_catalog.device(QStringLiteral("v5p-16"));
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::Xla);
    const Mesh m = mesh(ShardingStrategy::Fsdp, 1, d.devices, 1);
    const MemoryEstimate full = model.estimate(bf16(Runtime::Xla, m, 0, CheckpointingKind::Full), d, rp);
    QCOMPARE(full.activation.storedAcrossLayers, 4 * 2.0 * 1024 * 1024); // 4 layers x p h tokens
    QCOMPARE(full.activation.transientPeak, rp.decoderRecomputeFactor * 40744.0 * 1024);
    // selective: the non-attention part of every layer, the largest attention part at once
    const MemoryEstimate sel = model.estimate(bf16(Runtime::Xla, m, 0, CheckpointingKind::Selective), d, rp);
    QCOMPARE(sel.activation.storedAcrossLayers, (33320.0 - 32 + 3 * (40744.0 - 32)) * 1024);
    QCOMPARE(sel.activation.transientPeak, rp.decoderRecomputeFactor * 32.0 * 1024);
}

// The worked example's 158,182,496 parameters of which 3 x 32 x 786,432 = 75,497,472 are routed experts; fp32 AdamW,
// 16 bytes per parameter (4 + 4 + 8), 8 chips of a v5p-16: the experts are split over the expert axis whatever the
// strategy, the rest as the strategy shards it over fsdp x expert (docs/sharding-model.md).
void TestMoeMemory::expertStates_data()
{
    QTest::addColumn<int>("strategy");
    QTest::addColumn<int>("data");
    QTest::addColumn<int>("fsdp");
    QTest::addColumn<int>("expert");
    QTest::addColumn<double>("states"); // weights + gradients + optimizer states per chip
    QTest::addColumn<double>("expertStates");
    const double P = 158182496.0;
    const double Pe = 75497472.0;
    const double rest = P - Pe; // 82,685,024
    // FSDP 2 x expert 4: everything over 8
    QTest::newRow("fsdp 2 x expert 4") << int(ShardingStrategy::Fsdp) << 1 << 2 << 4 << 16 * P / 8 << 16 * Pe / 8;
    // ZeRO-1 2 x expert 4: weights and gradients whole but the experts' over 4; optimizer states over 8
    QTest::newRow("zero1 2 x expert 4") << int(ShardingStrategy::Zero1) << 1 << 2 << 4
                                        << (8 * rest + 8 * Pe / 4 + 8 * P / 8) << (8 * Pe / 4 + 8 * Pe / 8);
    // replicas over data 2 x expert 4: only the experts are split
    QTest::newRow("replicate, expert 4") << int(ShardingStrategy::Replicate) << 2 << 1 << 4 << (16 * rest + 16 * Pe / 4)
                                         << 16 * Pe / 4;
    // no expert axis: FSDP 8 shards the experts like everything else
    QTest::newRow("fsdp 8") << int(ShardingStrategy::Fsdp) << 1 << 8 << 1 << 16 * P / 8 << 16 * Pe / 8;
}

void TestMoeMemory::expertStates()
{
    QFETCH(int, strategy);
    QFETCH(int, data);
    QFETCH(int, fsdp);
    QFETCH(int, expert);
    QFETCH(double, states);
    QFETCH(double, expertStates);
    const MemoryModel model(workedExampleMoe(true), test::causalLm());
    QCOMPARE(model.parameterCount(), qint64(158182496));
    const DeviceInfo d = *m_catalog.device(QStringLiteral("v5p-16"));
    TrainingConfig c
        = bf16(Runtime::Xla, mesh(ShardingStrategy(strategy), data, fsdp, expert), 0, CheckpointingKind::Full);
    c.precision = Precision::Fp32;
    const MemoryEstimate e = model.estimate(c, d, defaultRuntimeProfile(Runtime::Xla));
    const MemoryBreakdown& m = e.memory;
    QVERIFY2(std::abs(m.parameters + m.gradients + m.optimizerStates - states) < 1e-6 * states,
             qPrintable(QString::number(m.parameters + m.gradients + m.optimizerStates, 'f', 1)));
    QVERIFY2(std::abs(e.sharding.expertStates - expertStates) < 1e-6 * expertStates,
             qPrintable(QString::number(e.sharding.expertStates, 'f', 1)));
    QVERIFY(std::abs(e.sharding.expertStatesUnsplit - 16 * 75497472.0) < 1.0);
}

// FSDP gathers a layer at a time, the largest kind: an MoE layer with its 32 experts of 786,432 without an expert axis,
// with 32 / EP of them on one; the dense first layer (10,160,640, moe.md section 2) once that is smaller.
void TestMoeMemory::expertParallelGathersItsExperts()
{
    const MemoryModel model(workedExampleMoe(true), test::causalLm());
    const DeviceInfo d = *m_catalog.device(QStringLiteral("v5p-16"));
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::Xla);
    // an MoE layer without its experts: MLA 1,507,840 + norms 2,048 + router 32,768 + bias 32 + shared 786,432
    const double shared = 1507840.0 + 2048 + 32768 + 32 + 786432;
    const double experts = 32 * 786432.0;
    for (int ep : {1, 2, 4, 8}) {
        const MemoryEstimate e = model.estimate(
            bf16(Runtime::Xla, mesh(ShardingStrategy::Fsdp, 1, 8 / ep, ep), 0, CheckpointingKind::Full), d, rp);
        QCOMPARE(e.sharding.gatheredLayers, 2);
        // two layers in bf16
        QCOMPARE(e.sharding.gatheredWeights, 2 * 2.0 * std::max(10160640.0, shared + experts / ep));
    }
}

// docs/sharding-model.md sections 11.1 and 11.2 by hand: bf16-mixed AdamW under XLA, full checkpointing, flash
// attention, FSDP over the whole slice with and without an expert axis; the bytes per chip of the model states, of what
// FSDP gathers, of the activations and their sum.
void TestMoeMemory::workedExamples_data()
{
    QTest::addColumn<bool>("deepSeek");
    QTest::addColumn<QString>("slice");
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("expert");
    QTest::addColumn<double>("capacityFactor");
    QTest::addColumn<double>("states");
    QTest::addColumn<double>("expertStates");
    QTest::addColumn<double>("gathered");
    QTest::addColumn<double>("activations");
    QTest::addColumn<double>("total");
    QTest::newRow("mixtral v5p-128 fsdp 64") << false << "v5p-128" << 4096 << 4 << 1 << 0.0 << 11675698176.0
                                             << 11274289152.0 << 5805080576.0 << 6106695598.08 << 23587474350.08;
    QTest::newRow("mixtral v5p-128 fsdp 8 x expert 8")
        << false << "v5p-128" << 4096 << 4 << 8 << 0.0 << 11675698176.0 << 11274289152.0 << 872579072.0
        << 11643176878.08 << 24191454126.08;
    QTest::newRow("deepseek-v3 v5p-2048 fsdp 1024")
        << true << "v5p-2048" << 4096 << 1 << 1 << 0.0 << 10484787800.0 << 10217324544.0 << 46029145088.0
        << 4441101434.88 << 60955034322.88;
    QTest::newRow("deepseek-v3 v5p-2048 fsdp 128 x expert 8")
        << true << "v5p-2048" << 4096 << 1 << 8 << 0.0 << 10484787800.0 << 10217324544.0 << 6569133056.0
        << 9608483962.88 << 26662404818.88;
    QTest::newRow("deepseek-v3 v5p-2048 expert 8, capacity 1")
        << true << "v5p-2048" << 4096 << 1 << 8 << 1.0 << 10484787800.0 << 10217324544.0 << 6569133056.0
        << 4441101434.88 << 21495022290.88;
}

void TestMoeMemory::workedExamples()
{
    QFETCH(bool, deepSeek);
    QFETCH(QString, slice);
    QFETCH(int, seqLen);
    QFETCH(int, batch);
    QFETCH(int, expert);
    QFETCH(double, capacityFactor);
    QFETCH(double, states);
    QFETCH(double, expertStates);
    QFETCH(double, gathered);
    QFETCH(double, activations);
    QFETCH(double, total);
    const MemoryModel model(deepSeek ? deepseekV3() : mixtral8x7b(), test::causalLm());
    QCOMPARE(model.parameterCount(), deepSeek ? qint64(671026419200) : qint64(46702792704));
    const DeviceInfo d = *m_catalog.device(slice);
    TrainingConfig c = bf16(Runtime::Xla, mesh(ShardingStrategy::Fsdp, 1, d.devices / expert, expert), capacityFactor,
                            CheckpointingKind::Full);
    c.seqLen = seqLen;
    c.batchPerDevice = batch;
    const MemoryEstimate e = model.estimate(c, d, defaultRuntimeProfile(Runtime::Xla));
    auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::abs(b) + 1.0; };
    QVERIFY(near(e.memory.parameters + e.memory.gradients + e.memory.optimizerStates, states));
    QVERIFY(near(e.sharding.expertStates, expertStates));
    QVERIFY(near(e.memory.sharding, gathered));
    QVERIFY2(near(e.memory.activations, activations), qPrintable(QString::number(e.memory.activations, 'f', 2)));
    QVERIFY2(near(e.memory.total(), total), qPrintable(QString::number(e.memory.total(), 'f', 2)));
}

QTEST_APPLESS_MAIN(TestMoeMemory)
#include "TestMoeMemory.moc"
