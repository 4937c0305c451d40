// SPDX-License-Identifier: GPL-3.0-or-later
// The 8-bit step time against the published runs that measured 8 bits beside bf16 on the same job (reference
// longctx.md section 5.3; docs/time-model.md section 13): each run predicted twice with the default efficiencies,
// once in bf16-mixed and once in its 8-bit precision, and the measured speedup held against the predicted one.
// Nothing is fitted on these runs. Runs outside the tolerance are listed with the reason and expected to fail
// (QEXPECT_FAIL), so that a change that fixes or breaks them shows. The test prints the table of docs/time-model.md
// (lines starting with TABLE).
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "time/TimeModel.h"

#include "CoreHelpers.h"

#include <QtTest>

using namespace tpuplan;

Q_DECLARE_METATYPE(tpuplan::TrainingConfig)
Q_DECLARE_METATYPE(tpuplan::Precision)

namespace {
TrainingConfig run(int seq, int batch, Runtime runtime, const QString& remat, const Mesh& mesh)
{
    TrainingConfig c;
    c.seqLen = seq;
    c.batchPerDevice = batch;
    c.optimizer = OptimizerKind::AdamW;
    c.checkpointing = *checkpointingFromId(remat);
    c.dropout = false;
    c.runtime = runtime;
    c.mesh = mesh;
    return c;
}

Mesh fsdpTimesTensor(int fsdp, int tensor)
{
    Mesh m;
    m.strategy = ShardingStrategy::Fsdp;
    m.fsdp = fsdp;
    m.tensor = tensor;
    return m;
}

// The predicted step of `config` in `precision`: the memory model's sharding gives the communication.
StepTime predicted(const ModelSpec& model, TrainingConfig config, Precision precision, const DeviceInfo& d)
{
    config.precision = precision;
    const MemoryModel memory(model, test::causalLm());
    if (!memory.incompatibility(config, d).isEmpty())
        return StepTime{};
    const ShardingDetail sharding = memory.estimate(config, d, defaultRuntimeProfile(config.runtime)).sharding;
    return stepTime(model, test::causalLm(), config, d, defaultEfficiency(d, config.runtime), &sharding);
}
} // namespace

class TestLowPrecisionCalibration : public QObject
{
    Q_OBJECT
private slots:
    void speedups_data();
    void speedups();
};

// The tolerance on measured ÷ predicted speedup. The 8-bit GEMMs keep 0.845 of the 16-bit efficiency
// (TransformerEngine's measured GEMM speedup on H200; core/time/TimeModel.cpp), which covers the casts and scales of
// large GEMMs; the small-GEMM losses (reference longctx.md section 3.1, "Overheads") are outside the model. A run
// within 15 % of the prediction is held as reproduced.
constexpr double kTolerance = 0.15;

void TestLowPrecisionCalibration::speedups_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<TrainingConfig>("config");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("measured"); // 8-bit throughput ÷ bf16 throughput, published
    QTest::addColumn<QString>("miss"); // why the tolerance is expected to miss; empty when it should hold

    // torchtitan benchmarks/asyncTP_llama3_h100_2025-06_torchtitan.md (H100 96 GB 500 W; the catalog's H100 SXM has
    // the same peaks): Llama3 70B on 256 GPUs, FSDP 32 x TP 8, full activation checkpointing, local batch 16 sequences
    // per data-parallel rank (2 per GPU of its TP group); torchtitan's llama3 70B config runs 8,192 tokens
    // (train_configs/llama3_70b.toml, UNCONFIRMED for this benchmark). bf16 597.3 tok/s, tensorwise fp8 809.8.
    QTest::addRow("llama3-70b 256 x H100 tensorwise")
        << QStringLiteral("llama-3.1-70b") << QStringLiteral("h100-80") << 256
        << run(8192, 2, Runtime::PyTorch, QStringLiteral("full"), fsdpTimesTensor(32, 8)) << Precision::Fp8Mixed
        << 809.8 / 597.3 << QString(); // within: 0.86 once the 8-bit GEMMs keep 0.845 of the efficiency
    // same file: Llama3 8B on 64 GPUs, FSDP 8 x TP 8, local batch 12 per rank (1.5 per GPU: taken as 2, the ratio
    // hardly depends on it once the GEMMs are compute-bound); no checkpointing stated. bf16 4,378, tensorwise 5,078.1
    QTest::addRow("llama3-8b 64 x H100 tensorwise")
        << QStringLiteral("llama-3.1-8b") << QStringLiteral("h100-80") << 64
        << run(8192, 2, Runtime::PyTorch, QStringLiteral("none"), fsdpTimesTensor(8, 8)) << Precision::Fp8Mixed
        << 5078.1 / 4378.0
        << QStringLiteral("an 8B model at tensor parallelism 8: h = 4,096 split 8 ways gives GEMMs of 512 columns, "
                          "the small shapes where fp8 loses (TransformerEngine #230, #445) and torchtitan's "
                          "auto_filter_small_kn keeps bf16");
    // marin-community/marin#620 (2024-12-03): Levanter + AQT int8 on v5e-256, Llama-3 8B, 4M-token batch (16,384 tokens
    // per chip: 4 sequences of 4,096, Levanter's Llama 8B length, UNCONFIRMED), FSDP over the slice, per-layer
    // checkpointing (Levanter's default); MFU 61 % bf16 -> 72 % int8 over the bf16 peak: "17.4% bump"
    QTest::addRow("llama3-8b v5e-256 int8")
        << QStringLiteral("llama-3.1-8b") << QStringLiteral("v5litepod-256") << 0
        << run(4096, 4, Runtime::Xla, QStringLiteral("full"), fsdpTimesTensor(256, 1)) << Precision::Int8Mixed << 1.174
        << QStringLiteral("AQT computes the scales of every activation and gradient (absmax, forward and backward) in "
                          "the step: memory-bound work on v5e's 819 GB/s that the model does not count; the run on two "
                          "slices gained 14.7 %");
}

void TestLowPrecisionCalibration::speedups()
{
    QFETCH(QString, preset);
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(TrainingConfig, config);
    QFETCH(Precision, precision);
    QFETCH(double, measured);
    QFETCH(QString, miss);

    const Catalog catalog = Catalog::builtin();
    const auto device = catalog.device(hardware);
    QVERIFY2(device, qPrintable(hardware));
    const DeviceInfo d = gpus > 0 ? gpuJob(*device, gpus) : *device;
    QCOMPARE(config.mesh.devicesPerSlice(), d.devices);
    const ModelSpec model = ModelLoader::preset(preset);
    const StepTime bf16 = predicted(model, config, Precision::Bf16Mixed, d);
    const StepTime low = predicted(model, config, precision, d);
    QVERIFY2(low.seconds > 0 && bf16.seconds > 0, "the 8-bit precision must run on this hardware");
    const double speedup = bf16.seconds / low.seconds;
    // the model can never beat the bound of its own 8-bit share, nor may a published run
    QVERIFY(speedup > 1.0 && speedup <= low.lowPrecisionSpeedupBound + 1e-9);
    QVERIFY(measured <= low.lowPrecisionSpeedupBound);
    const double ratio = measured / speedup;
    qInfo("TABLE | %s | %s | f8 %.2f, bound %.2f | %.2f | %.2f | %.2f | %s", QTest::currentDataTag(),
          qPrintable(precisionId(precision)), low.lowPrecisionShare, low.lowPrecisionSpeedupBound, measured, speedup,
          ratio, qPrintable(miss.isEmpty() ? QStringLiteral("within") : miss));
    if (!miss.isEmpty())
        QEXPECT_FAIL("", qPrintable(miss), Continue);
    QVERIFY2(std::abs(ratio - 1.0) <= kTolerance, qPrintable(QString::number(ratio)));
}

QTEST_GUILESS_MAIN(TestLowPrecisionCalibration)
#include "TestLowPrecisionCalibration.moc"
