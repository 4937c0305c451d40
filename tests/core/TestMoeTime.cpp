// SPDX-License-Identifier: GPL-3.0-or-later
// The time model over the layer stack (core/time/StackFlops.cpp, TimeModel.cpp, Communication.cpp;
// docs/time-model.md section 12) against hand counts: FLOPs per token of MoE models (active parameters, router, shared
// experts), of sliding-window, chunked and MLA attention (MaxText's counts, reference moe.md sections 4 and 5), token
// dropping's einsums; the all-to-all on a TPU torus and between GPUs over NVLink and InfiniBand (moe.md section 3.4);
// the routed experts split over the expert axis in the FSDP traffic; a one-expert MoE costs its dense twin plus the
// router.
#include "MoeModels.h"
#include "NearCompare.h"
#include "memory/MemoryModel.h"
#include "model/ModelLoader.h"
#include "time/StackFlops.h"
#include "time/TimeModel.h"

#include "CoreHelpers.h"

#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::test;

Q_DECLARE_METATYPE(tpuplan::ModelSpec)
Q_DECLARE_METATYPE(tpuplan::DeviceInfo)

namespace {
TrainingConfig config(int seq, int batch = 1)
{
    TrainingConfig c;
    c.seqLen = seq;
    c.batchPerDevice = batch;
    c.precision = Precision::Bf16;
    c.dropout = false;
    return c;
}

// a TPU with v5p's bidirectional ICI per axis (scaling-book: 1.8e11 B/s; reference llm.md section 6)
DeviceInfo v5pLike()
{
    DeviceInfo d;
    d.isTpu = true;
    d.devices = 256;
    d.axisGBs = 180;
    d.torusAxes = 3;
    d.peakTflops16 = 459;
    d.memoryBandwidthGBs = 2765;
    d.mxuTile = 128;
    return d;
}

// H100/H200-like nodes: 8 GPUs on 450 GB/s NVLink one way, one 400 Gb/s NIC (50 GB/s) per GPU (moe.md section 3.4)
DeviceInfo hgx(int gpus)
{
    DeviceInfo d;
    d.isTpu = false;
    d.devices = gpus;
    d.devicesPerNodeMax = 8;
    d.devicesPerHost = std::min(gpus, 8);
    d.hosts = (gpus + 7) / 8;
    d.axisGBs = 450;
    d.crossGBs = 50;
    d.peakTflops16 = 989;
    d.memoryBandwidthGBs = 3350;
    d.mxuTile = 8;
    return d;
}

} // namespace

class TestMoeTime : public QObject
{
    Q_OBJECT
private slots:
    void flops_data();
    void flops();
    void dropping();
    void oneExpertIsDensePlusRouter();
    void allToAll_data();
    void allToAll();
    void allToAllInStep();
    void expertAxisSplitsFsdpTraffic();
    void moeBand();
    void mfuConventionCountsActiveExperts();
};

void TestMoeTime::flops_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<int>("seq");
    QTest::addColumn<double>("layers");
    QTest::addColumn<double>("attention");
    QTest::addColumn<double>("head");

    // Mixtral 8x7B per layer: attention 4096 x (4096 + 2 x 1024) + 4096 x 4096 = 41,943,040; router 4096 x 8; two of
    // the eight experts, 3 x 4096 x 14336 = 176,160,768 each; two RMSNorms 8,192: 394,305,536 x 32 + final norm 4,096
    const double mixtralActive = 394305536.0 * 32 + 4096;
    QTest::addRow("mixtral-8x7b s4096") << mixtral8x7b() << 4096 << 6 * mixtralActive
                                        << 12.0 * 32 * 4096 * 2048 // causal at half
                                        << 6.0 * 4096 * 32000;
    // moe.md section 2's worked example: active non-embedding 26,586,208 (MLA, one dense layer, shared expert, K 4 of
    // 32); MLA attention: MaxText's causal 2 B S^2 n_h (d_q + d_v) / 2 forward is S n_h (d_q + d_v) per token and
    // layer, x 3 with the backward: 3 x 2048 x 8 x (96 + 64) x 4 layers
    QTest::addRow("worked example s2048")
        << workedExampleMoe() << 2048 << 6 * 26586208.0 << 3.0 * 4 * 2048 * 8 * (96 + 64) << 6.0 * 1024 * 32000;
    // DeepSeek-V3: attention 3 x S x 128 x (192 + 128) per layer and token, 61 layers, at S 4096
    QTest::addRow("deepseek-v3 s4096 attention")
        << deepseekV3() << 4096 << 6 * activeNonEmbeddingParameters(deepseekV3()) << 3.0 * 61 * 4096 * 128 * 320
        << 6.0 * 7168 * 129280;
    // sliding window on every other layer (gpt-oss, window 128, layer 0 local): 18 layers of 128 - 128^2 / (2 x 8192)
    // = 127 keys, 18 global layers of 4096; (a d) = 64 x 64
    ModelSpec oss = gptOss120b();
    QTest::addRow("gpt-oss-120b s8192 window") << oss << 8192 << 6 * activeNonEmbeddingParameters(oss)
                                               << 12.0 * 4096 * (18 * 127.0 + 18 * 4096.0) << 6.0 * 2880 * 201088;
    // Gemma-3-like pattern on a small model: 6 layers, period 3 (layers 0, 1, 3, 4 local, 2 and 5 global), window
    // 1024 at 8192: 1024 - 1024^2 / 16384 = 960 keys; MaxText 4 B (T W - W^2 / 2) n_h d forward
    ModelSpec gemma = decoderBase(QStringLiteral("gemma3_text"));
    gemma.hiddenSize = 1024;
    gemma.layers = 6;
    gemma.heads = 8;
    gemma.kvHeads = 8;
    gemma.intermediateSize = 4096;
    gemma.vocabSize = 1000;
    gemma.slidingWindow = 1024;
    gemma.localPeriod = 3;
    QTest::addRow("period 3 window 1024 s8192") << gemma << 8192 << 6.0 * double(nonEmbeddingParameters(gemma))
                                                << 12.0 * 1024 * (4 * 960.0 + 2 * 4096.0) << 6.0 * 1024 * 1000;
    // Llama 4 chunks of 8192 at a 20000-token sequence: 2 whole chunks and 3616 left, (2 x 8192^2 + 3616^2) /
    // (2 x 20000) = 3682.3296 keys on the 36 chunked layers, 10000 on the 12 global ones; (a d) = 40 x 128
    ModelSpec maverick = llama4Maverick();
    QTest::addRow("llama4 chunked s20000") << maverick << 20000 << 6 * activeNonEmbeddingParameters(maverick)
                                           << 12.0 * 5120 * (36 * 3682.3296 + 12 * 10000.0) << 6.0 * 5120 * 202048;
    // chunked equals global when the sequence fits one chunk (moe.md section 5)
    QTest::addRow("llama4 chunked s8192") << maverick << 8192 << 6 * activeNonEmbeddingParameters(maverick)
                                          << 12.0 * 5120 * 48 * 4096 << 6.0 * 5120 * 202048;
}

void TestMoeTime::flops()
{
    QFETCH(ModelSpec, model);
    QFETCH(int, seq);
    QFETCH(double, layers);
    QFETCH(double, attention);
    QFETCH(double, head);
    const FlopsPerToken f = flopsPerToken(model, test::causalLm(), config(seq));
    QCOMPARE_NEAR(f.layers, layers);
    QCOMPARE_NEAR(f.attention, attention);
    QCOMPARE_NEAR(f.head, head);
    QCOMPARE(f.dropping, 0.0);
    QCOMPARE(f.recompute, 0.0);
}

void TestMoeTime::dropping()
{
    // MaxText dropping: dispatch and combine einsums 2 S E C h each, E C = CF K S: 4 CF K S h per token and MoE layer
    // forward; the CF - 1 extra slots compute padding: (CF - 1) x the experts' 6 K h I_e; x 3 with the backward.
    // Outside the model FLOPs.
    const ModelSpec m = mixtral8x7b();
    TrainingConfig c = config(4096);
    const FlopsPerToken dropless = flopsPerToken(m, test::causalLm(), c);
    c.capacityFactor = 1.25;
    const FlopsPerToken dropped = flopsPerToken(m, test::causalLm(), c);
    const double einsums = 4.0 * 1.25 * 2 * 4096 * 4096 * 32;
    const double padding = 0.25 * 32 * 2 * 6.0 * 4096 * 14336;
    QCOMPARE_NEAR(dropped.dropping, 3 * (einsums + padding));
    QCOMPARE_NEAR(dropped.model(), dropless.model());
    // moe.md section 3.2: the einsums are 2 S CF / (3 I_e) of the gated experts' FLOPs, 24 % at S 4096, CF 1.25
    const double share = einsums / (32 * 2 * 6.0 * 4096 * 14336);
    QCOMPARE_NEAR(share, 2.0 * 4096 * 1.25 / (3.0 * 14336));
    QVERIFY(share > 0.23 && share < 0.24);
    // full checkpointing runs the einsums' forward again
    c.checkpointing = *checkpointingFromId(QStringLiteral("full"));
    QCOMPARE_NEAR(flopsPerToken(m, test::causalLm(), c).dropping, 4 * (einsums + padding));
}

void TestMoeTime::oneExpertIsDensePlusRouter()
{
    // an MoE of one expert at top-1 is its dense twin plus the router's 6 h E per layer and token; the step's terms
    // follow (the same matmuls, padded alike, plus the router)
    ModelSpec dense = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    ModelSpec moe = dense;
    moe.experts = 1;
    moe.expertsPerToken = 1;
    moe.expertIntermediateSize = dense.intermediateSize;
    const TrainingConfig c = config(4096, 2);
    const FlopsPerToken fd = flopsPerToken(dense, test::causalLm(), c);
    const FlopsPerToken fm = flopsPerToken(moe, test::causalLm(), c);
    QCOMPARE_NEAR(fm.layers, fd.layers + 6.0 * 4096 * 1 * 32);
    QCOMPARE_NEAR(fm.attention, fd.attention);
    QCOMPARE_NEAR(fm.head, fd.head);
    Efficiency e;
    e.matmul = 0.7;
    const DeviceInfo d = v5pLike();
    const StepTime td = stepTime(dense, test::causalLm(), c, d, e);
    const StepTime tm = stepTime(moe, test::causalLm(), c, d, e);
    QVERIFY(tm.terms.matmul > td.terms.matmul);
    QVERIFY(tm.terms.matmul < td.terms.matmul * 1.001);
    QVERIFY(tm.terms.routedExperts > 0);
    QCOMPARE(td.terms.routedExperts, 0.0);
}

void TestMoeTime::allToAll_data()
{
    QTest::addColumn<DeviceInfo>("device");
    QTest::addColumn<int>("expert");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("seconds");

    // moe.md section 3.4: v5p, T 8192, K 8, h 7168, bf16: P = 0.94 GB; EP 8 on one torus axis: EP P / (4 W) = 10.4 ms
    const double p = 8192.0 * 8 * 7168 * 2;
    QTest::addRow("ICI EP 8") << v5pLike() << 8 << 1 << p << 8 * p / (4 * 180e9);
    QTest::addRow("ICI EP 16") << v5pLike() << 16 << 1 << p << 16 * p / (4 * 180e9);
    // NVLink, switched: (EP - 1) / EP of P leaves the GPU at 450 GB/s
    QTest::addRow("NVLink EP 8") << hgx(8) << 8 << 1 << p << p * 7 / 8 / 450e9;
    // EP 32 over four nodes: 7/32 over NVLink, 1 - 8/32 over the 50 GB/s NIC at the same time; the NIC binds
    QTest::addRow("InfiniBand EP 32") << hgx(256) << 32 << 1 << p << p * (1.0 - 8.0 / 32) / 50e9;
    // with TP 2 only 4 expert peers share a node: 1 - 4/16 over the NIC
    QTest::addRow("InfiniBand EP 16 TP 2") << hgx(256) << 16 << 2 << p << p * (1.0 - 4.0 / 16) / 50e9;
    // a job inside one node keeps the whole expert group on NVLink
    QTest::addRow("NVLink EP 4 of 8") << hgx(8) << 4 << 2 << p << p * 3 / 4 / 450e9;
}

void TestMoeTime::allToAll()
{
    QFETCH(DeviceInfo, device);
    QFETCH(int, expert);
    QFETCH(int, tensor);
    QFETCH(double, bytes);
    QFETCH(double, seconds);
    Mesh mesh;
    mesh.expert = expert;
    mesh.tensor = tensor;
    bool known = true;
    QCOMPARE_NEAR(allToAllSeconds(device, mesh, bytes, known), seconds);
    QVERIFY(known);
    if (QByteArray(QTest::currentDataTag()) == "ICI EP 8")
        QVERIFY(seconds > 0.0104 && seconds < 0.0105); // moe.md's 10.4 ms
    mesh.expert = 1;
    QCOMPARE(allToAllSeconds(device, mesh, bytes, known), 0.0);
}

void TestMoeTime::allToAllInStep()
{
    // DeepSeek-V3, EP 8 on v5p, 8192 tokens per device: 58 MoE layers x 4 all-to-alls x 10.44 ms, in line with
    // compute (the step is compute + all-to-all when that exceeds the weights' traffic)
    const ModelSpec m = deepseekV3();
    TrainingConfig c = config(8192);
    c.mesh.strategy = ShardingStrategy::Fsdp;
    c.mesh.fsdp = 32;
    c.mesh.expert = 8;
    const DeviceInfo d = v5pLike();
    ShardingDetail sd;
    const CommunicationTime ct = communicationTime(m, c, d, sd);
    const double perAllToAll = 8 * (8192.0 * 8 * 7168 * 2) / (4 * 180e9);
    QCOMPARE_NEAR(ct.allToAll, 58 * 4 * perAllToAll);
    QCOMPARE(ct.weightTraffic(), 0.0);
    // recompute of the whole layer repeats the forward's two
    c.checkpointing = *checkpointingFromId(QStringLiteral("full"));
    QCOMPARE_NEAR(communicationTime(m, c, d, sd).allToAll, 58 * 6 * perAllToAll);
    c.checkpointing = Checkpointing{};
    Efficiency e;
    e.matmul = 0.7;
    const StepTime t = stepTime(m, test::causalLm(), c, d, e, &sd);
    QCOMPARE_NEAR(t.seconds, t.computeSeconds + ct.allToAll);
    QCOMPARE_NEAR(t.exposedCommunicationSeconds, ct.allToAll);
    QCOMPARE(int(t.bound), int(StepBound::Compute));
}

void TestMoeTime::expertAxisSplitsFsdpTraffic()
{
    // the FSDP gathers move the weights of total parameters (every expert), while compute follows the active ones;
    // on an expert axis of 8 a device gathers and syncs only its eighth of the routed experts
    const ModelSpec m = mixtral8x7b();
    TrainingConfig c = config(4096);
    c.mesh.strategy = ShardingStrategy::Fsdp;
    c.mesh.fsdp = 32;
    ShardingDetail sd;
    sd.weightBytes = 2.0 * double(modelParameters(m));
    sd.gradientBytes = sd.weightBytes;
    const DeviceInfo d = v5pLike();
    const CommunicationTime all = communicationTime(m, c, d, sd);
    c.mesh.expert = 8;
    const CommunicationTime split = communicationTime(m, c, d, sd);
    const double routed = 32.0 * 8 * 3 * 4096 * 14336;
    const double kept = 1.0 - routed / double(modelParameters(m)) * (1.0 - 1.0 / 8);
    QCOMPARE_NEAR(split.weightGather, all.weightGather * kept);
    QCOMPARE_NEAR(split.gradientSync, all.gradientSync * kept);
    // total / active: the tokens per device that hide the gathers rise with it
    const double ratio = double(modelParameters(m)) / activeParameters(m).withEmbeddings;
    QVERIFY(ratio > 3.5 && ratio < 3.7); // 46.7B of 12.9B
}

void TestMoeTime::moeBand()
{
    // the MoE band is printed apart from the dense one, from its source, wider than the dense band on both sides
    const DeviceInfo d = v5pLike();
    const Efficiency e = defaultEfficiency(d, Runtime::Xla);
    QVERIFY(e.moeBandLow < e.bandLow);
    QVERIFY(e.moeBandHigh > e.bandHigh);
    QVERIFY(e.groupedMatmul > 0.5 && e.groupedMatmul < 1.0);
    QCOMPARE(e.routingImbalance, 1.0);
    QVERIFY(e.moeSource.contains(QLatin1String("tiering.md")));
    const StepTime moe = stepTime(mixtral8x7b(), test::causalLm(), config(4096), d, e);
    QCOMPARE_NEAR(moe.secondsBand.low, moe.seconds * e.moeBandLow);
    QCOMPARE_NEAR(moe.secondsBand.high, moe.seconds * e.moeBandHigh);
    const StepTime dense
        = stepTime(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm(), config(4096), d, e);
    QCOMPARE_NEAR(dense.secondsBand.high, dense.seconds * e.bandHigh);
    // the routed experts at the grouped rate: a balanced MoE at groupedMatmul 1 is faster
    Efficiency full = e;
    full.groupedMatmul = 1.0;
    const StepTime ideal = stepTime(mixtral8x7b(), test::causalLm(), config(4096), d, full);
    QCOMPARE_NEAR(moe.terms.routedExperts, ideal.terms.routedExperts / e.groupedMatmul);
}

void TestMoeTime::mfuConventionCountsActiveExperts()
{
    // DeepSeek-V3: 8 of 256 routed experts and a shared one; the text names what the FLOPs count
    const ModelSpec ds = deepseekV3();
    const FlopsPerToken f = flopsPerToken(ds, test::causalLm(), config(4096));
    QCOMPARE(f.expertsPerToken, 8);
    QCOMPARE(f.experts, 256);
    QVERIFY(f.sharedExperts);
    const QString text = mfuConvention(f);
    QVERIFY2(
        text.contains(QStringLiteral("6 × active non-embedding parameters (8 of the 256 routed experts, the shared "
                                     "experts and the router)")),
        qPrintable(text));
    QCOMPARE(mfuConvention(ds), text);
    QVERIFY(text.endsWith(mfuConvention().section(QLatin1String(" + 6 h V"), 1)));
    // Mixtral: no shared expert
    const ModelSpec mixtral = ModelLoader::preset(QStringLiteral("mixtral-8x7b"));
    const QString top2 = mfuConvention(flopsPerToken(mixtral, test::causalLm(), config(4096)));
    QVERIFY2(top2.contains(QLatin1String("(2 of the 8 routed experts and the router)")), qPrintable(top2));
    QCOMPARE(mfuConvention(mixtral), top2);
    // a dense model reads as it always did
    const ModelSpec dense = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const FlopsPerToken df = flopsPerToken(dense, test::causalLm(), config(4096));
    QCOMPARE(df.experts, 0);
    QCOMPARE(mfuConvention(df), mfuConvention());
    QCOMPARE(mfuConvention(dense), mfuConvention());
    QVERIFY(!mfuConvention().contains(QLatin1String("active")));
}

QTEST_GUILESS_MAIN(TestMoeTime)
#include "TestMoeTime.moc"
