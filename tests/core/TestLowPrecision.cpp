// SPDX-License-Identifier: GPL-3.0-or-later
// fp8-mixed and int8-mixed (docs/time-model.md section 13, docs/memory-model.md "8-bit matmuls"): the ids, the
// catalog's 8-bit peaks per device, the refusals on hardware without the format, the share of the FLOPs in 8 bits
// against reference longctx.md section 3.1, the fp8 weight copy in memory, and the bf16 figures left as they were.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "time/StepText.h"
#include "time/TimeModel.h"

#include "CoreHelpers.h"

#include <QtTest>

using namespace tpuplan;

Q_DECLARE_METATYPE(tpuplan::Precision)

namespace {
TrainingConfig decoderConfig(int seq, Precision precision, const DeviceInfo& d)
{
    TrainingConfig c;
    c.seqLen = seq;
    c.batchPerDevice = 1;
    c.precision = precision;
    c.checkpointing = Checkpointing{CheckpointingKind::None};
    c.dropout = false;
    c.runtime = runtimeFor(d, Runtime::PyTorch);
    return c;
}

DeviceInfo device(const QString& hardware)
{
    const auto d = Catalog::builtin().device(hardware);
    return d ? *d : DeviceInfo{};
}
} // namespace

class TestLowPrecision : public QObject
{
    Q_OBJECT
private slots:
    void idsRoundTrip_data();
    void idsRoundTrip();
    void peaksPerDevice_data();
    void peaksPerDevice();
    void refusals_data();
    void refusals();
    void shareBound_data();
    void shareBound();
    void weightCopy_data();
    void weightCopy();
    void sixteenBitUnchanged();
    void timeAtBothPeaks();
};

void TestLowPrecision::idsRoundTrip_data()
{
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<QString>("id");
    QTest::addRow("fp32") << Precision::Fp32 << "fp32";
    QTest::addRow("bf16-mixed") << Precision::Bf16Mixed << "bf16-mixed";
    QTest::addRow("fp16-mixed") << Precision::Fp16Mixed << "fp16-mixed";
    QTest::addRow("bf16") << Precision::Bf16 << "bf16";
    QTest::addRow("fp8-mixed") << Precision::Fp8Mixed << "fp8-mixed";
    QTest::addRow("int8-mixed") << Precision::Int8Mixed << "int8-mixed";
}

void TestLowPrecision::idsRoundTrip()
{
    QFETCH(Precision, precision);
    QFETCH(QString, id);
    QCOMPARE(precisionId(precision), id);
    QCOMPARE(precisionFromId(id), std::optional<Precision>(precision));
    QVERIFY(precisionIds().contains(id));
    QCOMPARE(precisionIds().size(), allPrecisions().size());
    QCOMPARE(precisionIds().indexOf(id), allPrecisions().indexOf(precision));
    const bool eightBit = precision == Precision::Fp8Mixed || precision == Precision::Int8Mixed;
    QCOMPARE(runsLowPrecisionMatmuls(precision), eightBit);
    QCOMPARE(lowPrecisionFormat(precision).isEmpty(), !eightBit);
    QCOMPARE(isMixedPrecision(precision),
             eightBit || precision == Precision::Bf16Mixed || precision == Precision::Fp16Mixed);
    QVERIFY(!precisionFromId(id.toUpper()));
}

void TestLowPrecision::peaksPerDevice_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<double>("fp8"); // TFLOP/s per device, 0 = none
    QTest::addColumn<double>("int8"); // TOPS per device
    // hardware.md sections 1, 4 and 11.1: per chip ÷ devices per chip (TPU7x: two devices per chip)
    QTest::addRow("tpu7x") << "tpu7x-8" << 4614.0 / 2 << 0.0;
    QTest::addRow("v6e") << "v6e-8" << 0.0 << 1836.0;
    QTest::addRow("v5e") << "v5litepod-8" << 0.0 << 393.0;
    QTest::addRow("v5p (CONFLICT: fp8 459, int8 918)") << "v5p-8" << 459.0 << 918.0;
    QTest::addRow("v4") << "v4-8" << 0.0 << 275.0;
    QTest::addRow("v3 (neither)") << "v3-8" << 0.0 << 0.0;
    QTest::addRow("h100") << "h100-80" << 1979.0 << 0.0;
    QTest::addRow("b200") << "b200" << 4500.0 << 0.0;
    QTest::addRow("a100") << "a100-80" << 0.0 << 0.0;
}

void TestLowPrecision::peaksPerDevice()
{
    QFETCH(QString, hardware);
    QFETCH(double, fp8);
    QFETCH(double, int8);
    const DeviceInfo d = device(hardware);
    QVERIFY2(d.peakTflops16 > 0, qPrintable(hardware));
    QCOMPARE(d.peakTflopsFp8, fp8);
    QCOMPARE(d.peakTflopsInt8, int8);
    QCOMPARE(lowPrecisionPeakTflops(Precision::Fp8Mixed, d), fp8);
    QCOMPARE(lowPrecisionPeakTflops(Precision::Int8Mixed, d), int8);
    QCOMPARE(lowPrecisionPeakTflops(Precision::Bf16Mixed, d), 0.0);
}

void TestLowPrecision::refusals_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<QString>("expected"); // a part of the message; empty = runs
    QTest::addRow("fp8 on v6e") << "v6e-8" << Precision::Fp8Mixed
                                << "--precision fp8-mixed: v6e has no fp8 matmul unit; use int8-mixed (MaxText's "
                                   "int8 recipe for v6e and earlier)";
    QTest::addRow("fp8 on v5e") << "v5litepod-8" << Precision::Fp8Mixed << "v5e has no fp8 matmul unit; use int8-mixed";
    QTest::addRow("fp8 on v4: int8 gains nothing there")
        << "v4-8" << Precision::Fp8Mixed << "v4 has no fp8 matmul unit (fp8 tensor cores start";
    QTest::addRow("fp8 on A100") << "a100-40" << Precision::Fp8Mixed << "a100-40 has no fp8 matmul unit";
    QTest::addRow("fp8 on V100") << "v100-32" << Precision::Fp8Mixed << "--precision fp8-mixed: v100-32";
    QTest::addRow("fp8 on T4") << "t4" << Precision::Fp8Mixed << "t4 has no fp8 matmul unit";
    QTest::addRow("int8 on H100") << "h100-80" << Precision::Int8Mixed
                                  << "--precision int8-mixed: int8 training (AQT/Qwix) is a TPU recipe; on h100-80 "
                                     "use fp8-mixed";
    QTest::addRow("int8 on A100") << "a100-80" << Precision::Int8Mixed << "on a100-80 use bf16-mixed";
    QTest::addRow("int8 on TPU7x") << "tpu7x-8" << Precision::Int8Mixed
                                   << "no int8 peak for tpu7x; use fp8-mixed (MaxText's fp8_full recipe";
    QTest::addRow("int8 on v3") << "v3-8" << Precision::Int8Mixed << "v3 has no int8 matmul unit";
    QTest::addRow("fp8 on TPU7x runs") << "tpu7x-8" << Precision::Fp8Mixed << "";
    QTest::addRow("fp8 on H100 runs") << "h100-80" << Precision::Fp8Mixed << "";
    QTest::addRow("fp8 on L4 runs") << "l4" << Precision::Fp8Mixed << "";
    QTest::addRow("int8 on v6e runs") << "v6e-8" << Precision::Int8Mixed << "";
    QTest::addRow("int8 on v5p runs") << "v5p-8" << Precision::Int8Mixed << "";
}

void TestLowPrecision::refusals()
{
    QFETCH(QString, hardware);
    QFETCH(Precision, precision);
    QFETCH(QString, expected);
    const DeviceInfo d = device(hardware);
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const MemoryModel memory(model, test::causalLm());
    const QString why = memory.incompatibility(decoderConfig(4096, precision, d), d);
    if (expected.isEmpty())
        QVERIFY2(why.isEmpty(), qPrintable(why));
    else
        QVERIFY2(why.contains(expected), qPrintable(why));
    // LoRA adapters are not trained in 8 bits: refused on hardware that has the format
    TrainingConfig lora = decoderConfig(4096, precision, d);
    lora.finetune = FinetuneMode::Lora;
    if (expected.isEmpty())
        QVERIFY(memory.incompatibility(lora, d).contains(QLatin1String("use bf16-mixed with LoRA")));
}

void TestLowPrecision::shareBound_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("seq");
    QTest::addColumn<double>("share");
    QTest::addColumn<double>("bound");
    // reference longctx.md section 3.1 [derived]: Llama-3.1-70B f8 0.91 / 0.75 / 0.28 at 8k / 32k / 256k tokens,
    // speedup at most 1.84 / 1.60 / 1.17 at twice the bf16 peak; Llama-3.1-8B 0.81 at 8k (1.69)
    QTest::addRow("70b 8k") << "llama-3.1-70b" << 8192 << 0.91 << 1.84;
    QTest::addRow("70b 32k") << "llama-3.1-70b" << 32768 << 0.75 << 1.60;
    QTest::addRow("70b 256k") << "llama-3.1-70b" << 262144 << 0.28 << 1.17;
    QTest::addRow("8b 8k") << "llama-3.1-8b" << 8192 << 0.81 << 1.69;
}

void TestLowPrecision::shareBound()
{
    QFETCH(QString, preset);
    QFETCH(int, seq);
    QFETCH(double, share);
    QFETCH(double, bound);
    // H100: 1,979 over 989 TFLOP/s, 2.001 (the reference's bound takes 2)
    const DeviceInfo d = device(QStringLiteral("h100-80"));
    ModelSpec model = ModelLoader::preset(preset);
    model.maxPositions = std::max(model.maxPositions, seq);
    const StepTime t = stepTime(model, test::causalLm(), decoderConfig(seq, Precision::Fp8Mixed, d), d,
                                defaultEfficiency(d, Runtime::PyTorch));
    // the reference rounds to two decimals: within 0.01
    QVERIFY2(std::abs(t.lowPrecisionShare - share) <= 0.01, qPrintable(QString::number(t.lowPrecisionShare)));
    QVERIFY2(std::abs(t.lowPrecisionSpeedupBound - bound) <= 0.01,
             qPrintable(QString::number(t.lowPrecisionSpeedupBound)));
    QCOMPARE(t.lowPrecisionFormat, QStringLiteral("fp8"));
    QCOMPARE(t.peakFlopsLowPrecision, 1979e12);
}

void TestLowPrecision::weightCopy_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<double>("bytesPerLinearWeight"); // over bf16-mixed, per weight of the device's shard
    // longctx.md section 3.3: the fp8 weight cache, 2 B with Hopper's transposed copy, 1 B on Blackwell; none on TPUs
    // (Qwix quantizes inside the step)
    QTest::addRow("h100 fp8") << "h100-80" << Precision::Fp8Mixed << 1 << 2.0;
    QTest::addRow("h100 fp8, tensor 8") << "h100-80" << Precision::Fp8Mixed << 8 << 2.0;
    QTest::addRow("b200 fp8") << "b200" << Precision::Fp8Mixed << 1 << 1.0;
    QTest::addRow("l4 fp8 (Ada)") << "l4" << Precision::Fp8Mixed << 1 << 2.0;
    QTest::addRow("tpu7x fp8") << "tpu7x-8" << Precision::Fp8Mixed << 1 << 0.0;
    QTest::addRow("v6e int8") << "v6e-8" << Precision::Int8Mixed << 1 << 0.0;
}

void TestLowPrecision::weightCopy()
{
    QFETCH(QString, hardware);
    QFETCH(Precision, precision);
    QFETCH(int, tensor);
    QFETCH(double, bytesPerLinearWeight);
    const DeviceInfo d = device(hardware);
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const MemoryModel memory(model, test::causalLm());
    TrainingConfig bf16 = decoderConfig(2048, Precision::Bf16Mixed, d);
    bf16.mesh.tensor = tensor;
    TrainingConfig low = bf16;
    low.precision = precision;
    const RuntimeProfile profile = defaultRuntimeProfile(bf16.runtime);
    const MemoryEstimate a = memory.estimate(bf16, d, profile);
    const MemoryEstimate b = memory.estimate(low, d, profile);
    // the layers' linear weights: 32 layers of q, k, v, o (4096 x 4096, 2 x 4096 x 1024, 4096 x 4096) and the gated
    // MLP (3 x 4096 x 14336), by hand
    const double linear = 32.0 * (2.0 * 4096 * 4096 + 2.0 * 4096 * 1024 + 3.0 * 4096 * 14336);
    const double expected = bytesPerLinearWeight * linear / tensor;
    QCOMPARE(b.lowPrecisionWeights, expected);
    QCOMPARE(b.memory.parameters - a.memory.parameters, expected);
    // everything else is bf16-mixed's
    QCOMPARE(b.memory.gradients, a.memory.gradients);
    QCOMPARE(b.memory.optimizerStates, a.memory.optimizerStates);
    QCOMPARE(b.memory.activations, a.memory.activations);
}

void TestLowPrecision::sixteenBitUnchanged()
{
    const DeviceInfo d = device(QStringLiteral("h100-80"));
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    for (Precision p : {Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed, Precision::Bf16}) {
        const StepTime t
            = stepTime(model, test::causalLm(), decoderConfig(4096, p, d), d, defaultEfficiency(d, Runtime::PyTorch));
        QCOMPARE(t.peakFlopsLowPrecision, 0.0);
        QCOMPARE(t.lowPrecisionShare, 0.0);
        QCOMPARE(t.mfuLowPrecisionPeak, 0.0);
        QVERIFY(t.lowPrecisionFormat.isEmpty());
        QVERIFY(lowPrecisionText(t).isEmpty());
        QCOMPARE(t.peakFormat,
                 p == Precision::Fp32            ? QStringLiteral("fp32")
                     : p == Precision::Fp16Mixed ? QStringLiteral("fp16")
                                                 : QStringLiteral("bf16"));
        QVERIFY(mfuPeakText(t, QLocale::c()).contains(QStringLiteral("of the %1 peak").arg(t.peakFormat)));
    }
}

void TestLowPrecision::timeAtBothPeaks()
{
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    // H100: the 8-bit step is faster than bf16 but not beyond the bound; the MFU over the bf16 peak is the one
    // MaxText prints, and over the fp8 peak it is that times 989 / 1979
    const DeviceInfo h100 = device(QStringLiteral("h100-80"));
    const Efficiency e = defaultEfficiency(h100, Runtime::PyTorch);
    const StepTime bf16 = stepTime(model, test::causalLm(), decoderConfig(8192, Precision::Bf16Mixed, h100), h100, e);
    const StepTime fp8 = stepTime(model, test::causalLm(), decoderConfig(8192, Precision::Fp8Mixed, h100), h100, e);
    QVERIFY(fp8.seconds < bf16.seconds);
    QVERIFY(bf16.seconds / fp8.seconds <= fp8.lowPrecisionSpeedupBound + 1e-9);
    QCOMPARE(fp8.terms.attention, bf16.terms.attention); // attention stays in bf16
    QCOMPARE(fp8.mfuLowPrecisionPeak, fp8.mfu * 989.0 / 1979.0);
    QVERIFY(fp8.mfu > bf16.mfu);
    const QString text = mfuPeakText(fp8, QLocale::c());
    QVERIFY2(text.contains(QLatin1String("of the bf16 peak")) && text.contains(QLatin1String("of the fp8 peak")),
             qPrintable(text));
    // v5p's fp8 figure is its bf16 rate: the same step
    const DeviceInfo v5p = device(QStringLiteral("v5p-8"));
    const Efficiency ex = defaultEfficiency(v5p, Runtime::Xla);
    TrainingConfig c = decoderConfig(4096, Precision::Bf16Mixed, v5p);
    const StepTime a = stepTime(model, test::causalLm(), c, v5p, ex);
    c.precision = Precision::Fp8Mixed;
    const StepTime b = stepTime(model, test::causalLm(), c, v5p, ex);
    QVERIFY(std::abs(b.seconds / a.seconds - 1.0) < 1e-12);
    QCOMPARE(b.lowPrecisionSpeedupBound, 1.0);
}

QTEST_GUILESS_MAIN(TestLowPrecision)
#include "TestLowPrecision.moc"
