// SPDX-License-Identifier: GPL-3.0-or-later
// The MoE step-time calibration (docs/time-model.md section 12.7): the published MoE training runs of reference moe.md
// section 7 whose model, hardware, mesh and batch the planner can represent, predicted with the default efficiencies
// (nothing fitted on them) and held to the MoE band that defaultEfficiency() states. Runs the band misses are listed
// with the reason and expected to fail (QEXPECT_FAIL), so that a change that fixes or breaks them shows. The test
// prints the table of docs/time-model.md (lines starting with TABLE). It also checks the published throughputs against
// the FLOP count (MaxText's MFU implies FLOPs per token), and the cost of a larger capacity factor against MaxText's
// custom-model guide.
#include "MoeModels.h"
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "time/TimeModel.h"

#include "CoreHelpers.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using namespace tpuplan::test;

Q_DECLARE_METATYPE(tpuplan::ModelSpec)
Q_DECLARE_METATYPE(tpuplan::TrainingConfig)

namespace {
TrainingConfig maxtextConfig(int seq, int batch, Precision precision, const QString& remat)
{
    TrainingConfig c;
    c.seqLen = seq;
    c.batchPerDevice = batch;
    c.precision = precision;
    c.optimizer = OptimizerKind::AdamW;
    c.checkpointing = *checkpointingFromId(remat);
    c.dropout = false;
    c.runtime = Runtime::Xla;
    return c;
}
} // namespace

class TestMoeCalibration : public QObject
{
    Q_OBJECT
private slots:
    void runs_data();
    void runs();
    void publishedFlops_data();
    void publishedFlops();
    void capacityFactorCost();
    void workedExamples_data();
    void workedExamples();
};

void TestMoeCalibration::runs_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<TrainingConfig>("config");
    QTest::addColumn<double>("measured"); // seconds per step, published or derived from tokens/s per device
    QTest::addColumn<QString>("miss"); // the reason the band is expected to miss; empty when it should hold

    // MaxText tiering.md, v5p 256 chips (8x4x4), Mixtral 8x7B seq 4096, 52.56 % MFU at 2,909 tokens/s/device; the
    // tpu-recipes script: per-device batch 36, weight_dtype bfloat16, default (full) remat, FSDP over every chip,
    // dropless megablox: 36 x 4096 / 2909 = 50.69 s (moe.md section 7, UNCONFIRMED that it is the same run)
    {
        TrainingConfig c = maxtextConfig(4096, 36, Precision::Bf16, QStringLiteral("full"));
        c.mesh = meshFor(ShardingStrategy::Fsdp, 256, 1, 256, 1);
        QTest::addRow("mixtral-8x7b v5p-512") << mixtral8x7b() << "v5p-512" << 0 << c << 36.0 * 4096 / 2909 << "";
    }
    // MaxText tiering.md, v6e-256, Mixtral 8x7B seq 4096, 35.23 % at 3,899 tokens/s/device. The batch is not
    // published: per-device batch 8 with full remat is assumed (the step is compute-bound from 2 sequences up, so the
    // ratio does not depend on it); MaxText's default weight_dtype float32 (mixed precision)
    {
        TrainingConfig c = maxtextConfig(4096, 8, Precision::Bf16Mixed, QStringLiteral("full"));
        c.mesh = meshFor(ShardingStrategy::Fsdp, 256, 1, 256, 1);
        QTest::addRow("mixtral-8x7b v6e-256") << mixtral8x7b() << "v6e-256" << 0 << c << 8.0 * 4096 / 3899 << "";
    }
    // tpu-recipes Llama4-Maverick-17B-128E-Maxtext README (2025-10-08): v5p-256 (128 chips), seq 8192, per-device
    // batch 4, FSDP 32 x TP 4, megablox, fp32 weights, decoder_layer_input and q/k/v/out projections offloaded:
    // "seconds: 24.792" per step
    {
        TrainingConfig c = maxtextConfig(8192, 4, Precision::Bf16Mixed,
                                         QStringLiteral("custom:decoder_layer_input=offload,query_proj=offload,"
                                                        "key_proj=offload,value_proj=offload,out_proj=offload"));
        c.mesh = meshFor(ShardingStrategy::Fsdp, 128, 4, 32, 1);
        QTest::addRow("llama4-maverick v5p-256")
            << llama4Maverick() << "v5p-256" << 0 << c << 24.792
            << "1.75x slower than predicted: the host offload of five activations per layer (5.8 s over PCIe per step "
               "by the memory model) is taken as overlapped, and the 128 experts at top-1 give each expert ~256 "
               "tokens per device, small grouped matmuls; the offload in line would give 19.9 s (1.24)";
    }
    // Megatron-Bridge performance-summary-archive (26.04.01): gpt-oss-120b on 64 x B200, BF16, GBS 1280, MBS 4,
    // TP 1 PP 1 EP 8, seq 4096, dropless with forced balance: 13,568 tokens/s/GPU, step 1280 x 4096 / (13568 x 64) =
    // 6.04 s. Distributed optimizer (ZeRO-1) over the 64-way data parallelism, 5 micro-steps
    {
        TrainingConfig c = maxtextConfig(4096, 4, Precision::Bf16Mixed, QStringLiteral("none"));
        c.runtime = Runtime::PyTorch;
        c.accumulationSteps = 5;
        c.mesh.strategy = ShardingStrategy::Zero1;
        c.mesh.data = 8;
        c.mesh.expert = 8;
        QTest::addRow("gpt-oss-120b 64 x B200")
            << gptOss120b() << "b200" << 64 << c << 1280.0 * 4096 / (13568 * 64)
            << "the GPU matmul share (0.48) is fitted on BERT on V100 and A100 and extrapolated to B200, where "
               "Megatron-Bridge reports 369 TFLOP/s per GPU, 16 % of the 2,250 peak; h = I_e = 2880 makes small "
               "expert matmuls";
    }
}

void TestMoeCalibration::runs()
{
    QFETCH(ModelSpec, model);
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(TrainingConfig, config);
    QFETCH(double, measured);
    QFETCH(QString, miss);

    const Catalog catalog = Catalog::builtin();
    const auto device = catalog.device(hardware);
    QVERIFY2(device, qPrintable(hardware));
    const DeviceInfo d = gpus > 0 ? gpuJob(*device, gpus) : *device;
    QCOMPARE(config.mesh.devicesPerSlice(), d.devices);
    const Efficiency e = defaultEfficiency(d, config.runtime);
    QVERIFY(!e.moeSource.isEmpty());
    const MemoryModel memory(model, test::causalLm());
    const ShardingDetail sharding = memory.estimate(config, d, defaultRuntimeProfile(config.runtime)).sharding;
    const StepTime t = stepTime(model, test::causalLm(), config, d, e, &sharding);
    const double ratio = measured / t.seconds;
    const bool within = ratio >= e.moeBandLow && ratio <= e.moeBandHigh;
    qInfo("TABLE | %s | %.2f s | %.2f s (compute %.2f, of it routed experts %.2f; all-to-all %.3f, weight traffic "
          "%.2f, host %.2f) | %.2f | %.1f %% | %s",
          QTest::currentDataTag(), measured, t.seconds, t.computeSeconds, t.terms.routedExperts,
          t.communication.allToAll, t.communication.weightTraffic(), t.communication.hostTransfer, ratio, 100 * t.mfu,
          within ? "ok" : "MISS");
    if (!miss.isEmpty())
        QEXPECT_FAIL("", qPrintable(miss), Continue);
    QVERIFY2(
        within,
        qPrintable(
            QStringLiteral("measured / predicted %1 outside %2-%3").arg(ratio).arg(e.moeBandLow).arg(e.moeBandHigh)));
}

void TestMoeCalibration::publishedFlops_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("seq");
    QTest::addColumn<double>("mfu");
    QTest::addColumn<double>("tokensPerSecond");

    // MaxText tiering.md: MFU x peak / (tokens/s/device) = the FLOPs per token MaxText counted (dropless K T expert
    // FLOPs, the router, the LM head and attention; the tiering table counts causal attention whole, llm.md
    // section 7)
    QTest::addRow("mixtral-8x7b v5p") << mixtral8x7b() << "v5p-512" << 4096 << 0.5256 << 2909.0;
    QTest::addRow("mixtral-8x7b v6e") << mixtral8x7b() << "v6e-256" << 4096 << 0.3523 << 3899.0;
    // tpu-recipes Maverick README: 160.005 TFLOP/s/device at 1,321.725 tokens/s/device (v5p peak 459)
    QTest::addRow("llama4-maverick v5p") << llama4Maverick() << "v5p-256" << 8192 << 160.005 / 459.0 << 1321.725;
}

void TestMoeCalibration::publishedFlops()
{
    QFETCH(ModelSpec, model);
    QFETCH(QString, hardware);
    QFETCH(int, seq);
    QFETCH(double, mfu);
    QFETCH(double, tokensPerSecond);
    const DeviceInfo d = *Catalog::builtin().device(hardware);
    const double published = mfu * d.peakTflops16 * 1e12 / tokensPerSecond;
    const FlopsPerToken f = flopsPerToken(model, test::causalLm(), maxtextConfig(seq, 1, Precision::Bf16, "none"));
    const double halved = f.model();
    const double whole = f.model() + f.attention;
    qInfo("TABLE | %s | published %.1f GFLOP/token | halved attention %.1f (%.1f %%) | whole %.1f (%.1f %%)",
          QTest::currentDataTag(), published / 1e9, halved / 1e9, 100 * (halved / published - 1), whole / 1e9,
          100 * (whole / published - 1));
    // the active-parameter count reproduces MaxText's to 0.5 % with attention counted whole, as the tiering table
    // and the recipe's log count it (they predate MaxText PR #1988's halving); MFU here counts it at half
    QVERIFY2(std::abs(whole / published - 1) < 0.005, qPrintable(QString::number(published)));
    QVERIFY(halved < whole);
}

void TestMoeCalibration::capacityFactorCost()
{
    // MaxText docs/guides/optimization/custom_model.md: a 700B Mixtral-like model (E 16, K 2, h 8192, MLP 24576, 72
    // layers, 32 query heads of 256, 8k tokens per device, token dropping) on v6e runs at 43.1 % MFU with capacity
    // factor 1.0 and 38.1 % with 1.5 (moe.md section 7). KV heads and vocabulary are not published: 8 and 32000
    // (Mixtral's) are assumed; the ratio hardly depends on them. The ratio of the two steps' compute follows from the
    // padded capacity slots and the larger dispatch einsums.
    ModelSpec m = mixtral8x7b();
    m.hiddenSize = 8192;
    m.layers = 72;
    m.heads = 32;
    m.explicitHeadDim = 256;
    m.experts = 16;
    m.expertIntermediateSize = m.intermediateSize = 24576;
    const DeviceInfo d = *Catalog::builtin().device(QStringLiteral("v6e-256"));
    const Efficiency e = defaultEfficiency(d, Runtime::Xla);
    TrainingConfig c = maxtextConfig(8192, 1, Precision::Bf16, QStringLiteral("full"));
    c.capacityFactor = 1.0;
    const StepTime one = stepTime(m, test::causalLm(), c, d, e);
    c.capacityFactor = 1.5;
    const StepTime oneAndHalf = stepTime(m, test::causalLm(), c, d, e);
    QCOMPARE(one.flops.model(), oneAndHalf.flops.model()); // the same model FLOPs: MFU is quoted on them
    QVERIFY(oneAndHalf.flops.dropping > one.flops.dropping);
    const double predicted = one.seconds / oneAndHalf.seconds; // MFU at 1.5 over MFU at 1.0
    const double published = 38.1 / 43.1;
    qInfo("TABLE | capacity factor 1.0 -> 1.5 | MFU ratio published %.3f | predicted %.3f", published, predicted);
    // the model charges every padded slot and the einsums in full: it overstates the cost by about 6 % (0.829 for
    // 0.884); within 10 %
    QVERIFY2(std::abs(predicted / published - 1) < 0.10, qPrintable(QString::number(predicted)));
}

void TestMoeCalibration::workedExamples_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<TrainingConfig>("config");
    // docs/time-model.md section 12.6: Mixtral 8x7B on v5p-128 (64 chips), FSDP 64, per-device batch 8 at 4096, full
    // remat, bf16; DeepSeek-V3 on v5p-2048 (1024 chips), FSDP 128 x expert 8, per-device batch 2 at 4096, full remat
    TrainingConfig mixtral = maxtextConfig(4096, 8, Precision::Bf16, QStringLiteral("full"));
    mixtral.mesh = meshFor(ShardingStrategy::Fsdp, 64, 1, 64, 1);
    QTest::addRow("mixtral-8x7b v5p-128") << mixtral8x7b() << "v5p-128" << mixtral;
    TrainingConfig deepseek = maxtextConfig(4096, 2, Precision::Bf16, QStringLiteral("full"));
    deepseek.mesh = meshFor(ShardingStrategy::Fsdp, 1024, 1, 128, 1);
    deepseek.mesh.data = 1;
    deepseek.mesh.expert = 8;
    QTest::addRow("deepseek-v3 v5p-2048") << deepseekV3() << "v5p-2048" << deepseek;
}

void TestMoeCalibration::workedExamples()
{
    QFETCH(ModelSpec, model);
    QFETCH(QString, hardware);
    QFETCH(TrainingConfig, config);
    const DeviceInfo d = *Catalog::builtin().device(hardware);
    QCOMPARE(config.mesh.devicesPerSlice(), d.devices);
    const Efficiency e = defaultEfficiency(d, config.runtime);
    const MemoryModel memory(model, test::causalLm());
    const ShardingDetail sharding = memory.estimate(config, d, defaultRuntimeProfile(config.runtime)).sharding;
    const StepTime t = stepTime(model, test::causalLm(), config, d, e, &sharding);
    const CommunicationTime& c = t.communication;
    qInfo("TABLE | %s | FLOPs/token: layers %.2f G, attention %.2f G, head %.2f G, recompute %.2f G | tokens/device "
          "%.0f | compute %.3f s (matmul %.3f, routed experts %.3f, attention %.3f, elementwise %.3f, optimizer %.3f, "
          "overhead %.3f) | all-to-all %.3f s | weight gathers %.3f s, gradient sync %.3f s | step %.3f s (%.3f-%.3f) "
          "| MFU %.1f %% | hides above %.0f tokens/device | weights per device %.2f GB",
          QTest::currentDataTag(), t.flops.layers / 1e9, t.flops.attention / 1e9, t.flops.head / 1e9,
          t.flops.recompute / 1e9, t.tokensPerDevice, t.computeSeconds, t.terms.matmul, t.terms.routedExperts,
          t.terms.attention, t.terms.elementwise, t.terms.optimizer, t.terms.overhead, c.allToAll, c.weightGather,
          c.gradientSync, t.seconds, t.secondsBand.low, t.secondsBand.high, 100 * t.mfu, t.hideTokensPerDevice,
          sharding.weightBytes / 1e9);
    // the all-to-all runs in line with compute; the weights' traffic beside it
    QVERIFY(t.seconds >= t.computeSeconds + c.allToAll - 1e-9);
    QCOMPARE(c.allToAll > 0, config.mesh.expert > 1);
    QVERIFY(t.terms.routedExperts > 0);
}

QTEST_GUILESS_MAIN(TestMoeCalibration)
#include "TestMoeCalibration.moc"
