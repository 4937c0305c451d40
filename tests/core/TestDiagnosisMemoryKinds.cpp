// SPDX-License-Identifier: GPL-3.0-or-later
// What a diagnosis makes of the memory that ran out (issue 20): the observation of each real message (which memory,
// needed gross of the reservation, a lower bound or not, the capacity net of the reservation or not, the stated
// capacity against the hardware's), the advice ranked for that memory (SMEM and VMEM: the kernel and the sequence
// length, never a smaller batch or more chips; a GPU held by another process: free it), and the compiler's own figure
// compared with the estimate and offered as a calibration with its evidence.
#include "CoreHelpers.h"
#include "diagnose/Diagnosis.h"
#include "model/ModelLoader.h"
#include "util/Units.h"

#include <QtTest>

using namespace tpuplan;

namespace {

QString real(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/oom/real/") + name;
}

QString fixture(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/oom/") + name;
}

constexpr auto catalog = &test::builtinCatalog;

DiagnosisInput input(const QString& hardware, Runtime runtime = Runtime::Xla)
{
    DiagnosisInput in;
    in.model = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
    in.head.kind = HeadKind::Mlm;
    in.config.seqLen = 4096;
    in.config.batchPerDevice = 2;
    in.config.precision = Precision::Fp32;
    in.config.optimizer = OptimizerKind::AdamW;
    in.config.runtime = runtime;
    in.hardware = hardware;
    return in;
}

QStringList adviceCodes(const DiagnosisResult& r)
{
    QStringList out;
    for (const DiagnosisAdvice& a : r.advice)
        out << a.code;
    return out;
}

const char* const kSharedGpu
    = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB "
      "of which 1.25 GiB is free. Process 51234 has 70.12 GiB memory in use. Including non-PyTorch memory, this "
      "process has 7.76 GiB memory in use. Of the allocated memory 6.80 GiB is allocated by PyTorch, and 410.00 MiB is "
      "reserved by PyTorch but unallocated.";

} // namespace

class TestDiagnosisMemoryKinds : public QObject
{
    Q_OBJECT

private slots:
    void observations_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("memoryKind");
        QTest::addColumn<double>("needed");
        QTest::addColumn<bool>("atLeast");
        QTest::addColumn<int>("net"); // capacity net of the reservation: 1, 0, -1 (not applicable)
        QTest::addColumn<int>("warnings");
        const double v3Reserved = catalog().device(QStringLiteral("v3-8"))->xlaReservedBytes;
        QTest::newRow("xla-18 SMEM: capacity + exceeded, of SMEM")
            << real(QStringLiteral("xla-18.txt")) << "v5litepod-8"
            << "smem" << 1048576.0 + 1740.8 << false << -1 << 0;
        QTest::newRow("xla-19 VMEM") << real(QStringLiteral("xla-19.txt")) << "v5litepod-8"
                                     << "vmem" << 16.0 * kMiB + 16.42 * kMiB << false << -1 << 0;
        QTest::newRow("xla-16 early abort: the requirement + the reservation")
            << real(QStringLiteral("xla-16.txt")) << "v3-8"
            << "hbm" << 3.47 * 1024.0 * 1024.0 * 1024.0 * kGiB + v3Reserved << false << 1 << 0;
        QTest::newRow("xla-20 breakdown only: at least the total") << real(QStringLiteral("xla-20.txt")) << "v2-8"
                                                                   << "hbm" << 9.50 * kGiB << true << -1 << 0;
        QTest::newRow("xla-11 reserve: the device − free + the request")
            << real(QStringLiteral("xla-11.txt")) << "v3-8"
            << "hbm" << 16.0 * kGiB - 8.97 * kGiB + 10.51 * kGiB << true << -1 << 0;
        QTest::newRow("xla-17 allocate, on a v2 core")
            << real(QStringLiteral("xla-17.txt")) << "v2-32"
            << "hbm" << 8.0 * kGiB - 142.58 * kMiB + 180.59 * kMiB << true << -1 << 0;
        // the catalog's H200 (141 GB, 131.3 GiB) is less than the 139.72 GiB PyTorch reports: warned, the message's
        // figure is kept
        QTest::newRow("cuda-08: PyTorch's own + request + the rest of its process")
            << real(QStringLiteral("cuda-08.txt")) << "h200"
            << "cuda" << 136.69 * kGiB + 8.46 * kGiB << true << -1 << 1;
        QTest::newRow("cuda-21: the impossible figure is not used; a 6 GiB GPU is not a T4")
            << real(QStringLiteral("cuda-21.txt")) << "t4"
            << "cuda"
            << 5.0 * kGiB + 271.88 * kMiB + 318.0 * kMiB + catalog().device(QStringLiteral("t4"))->cudaContextBytes
            << true << -1 << 1;
        QTest::newRow("TF 1.x: the capacity is the whole device")
            << fixture(QStringLiteral("tf1-tpuestimator-v2-8.txt")) << "v2-8"
            << "hbm" << 8.83 * kGiB << true << 0 << 0;
        QTest::newRow("TF 2: the capacity is net of the reservation")
            << fixture(QStringLiteral("tf2-keras-bigbird-v2-8.txt")) << "v2-8"
            << "hbm" << 9.65 * kGiB << false << 1 << 0;
    }
    void observations()
    {
        QFETCH(QString, path);
        QFETCH(QString, hardware);
        QFETCH(QString, memoryKind);
        QFETCH(double, needed);
        QFETCH(bool, atLeast);
        QFETCH(int, net);
        QFETCH(int, warnings);
        const OomReport report = OomParser::parseFile(path);
        const auto dev = catalog().device(hardware);
        QVERIFY(dev);
        const Observation o = observationFromOom(report, *dev);
        QCOMPARE(memoryKindId(o.memoryKind), memoryKind);
        QVERIFY2(std::abs(o.neededBytes - needed) <= std::max(4096.0, 0.002 * needed),
                 qPrintable(QStringLiteral("%1 vs %2").arg(o.neededBytes, 0, 'f', 0).arg(needed, 0, 'f', 0)));
        QCOMPARE(o.atLeast, atLeast);
        QCOMPARE(o.capacityNetOfReservation.has_value() ? int(*o.capacityNetOfReservation) : -1, net);
        QCOMPARE(o.warnings.size(), warnings);
        QVERIFY(!o.derivation.isEmpty());
    }

    // the stated capacity wins; a disagreement with the hardware is a warning
    void statedCapacityWins()
    {
        const OomReport r = OomParser::parse(
            QStringLiteral("RESOURCE_EXHAUSTED: E1000: CompileTimeHbmOom: XLA:TPU compile permanent error. Ran out of "
                           "memory in memory space hbm. Used 17.60G of 15.75G hbm. Exceeded hbm capacity by 1.85G."));
        const Observation o = observationFromOom(r, *catalog().device(QStringLiteral("v2-8")));
        QVERIFY(o.capacityBytes && std::abs(*o.capacityBytes - 15.75 * kGiB) < 0.01 * kGiB);
        QCOMPARE(o.warnings.size(), 1);
        QVERIFY(o.warnings.first().contains(QStringLiteral("v2-8")));
        // on the hardware it came from, no warning
        QCOMPARE(observationFromOom(r, *catalog().device(QStringLiteral("v5litepod-8"))).warnings.size(), 0);
    }

    void advice_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("advice"); // in rank order
        QTest::addColumn<bool>("fixes"); // configuration changes searched
        auto file = [](const QString& path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
        };
        QTest::newRow("SMEM: sequence length first, no batch or hardware fix")
            << file(real(QStringLiteral("xla-18.txt"))) << "v5litepod-8"
            << "sequence-length,kernel-block-size,attention-kernel" << false;
        QTest::newRow("VMEM: block sizes first") << file(real(QStringLiteral("xla-19.txt"))) << "v5litepod-8"
                                                 << "kernel-block-size,sequence-length,attention-kernel" << false;
        QTest::newRow("early abort at exabytes: check the shapes") << file(real(QStringLiteral("xla-16.txt"))) << "v3-8"
                                                                   << "check-shapes" << true;
        QTest::newRow("another process holds the GPU: free it first") << QString::fromLatin1(kSharedGpu) << "a100-80"
                                                                      << "free-device" << true;
        QTest::newRow("cuda-08: this process, fragmented cache") << file(real(QStringLiteral("cuda-08.txt"))) << "h200"
                                                                 << "allocator" << true;
        QTest::newRow("HBM: only configuration changes")
            << file(fixture(QStringLiteral("tf2-keras-bigbird-v2-8.txt"))) << "v2-8"
            << "" << true;
        QTest::newRow("host RAM") << QStringLiteral("terminate called after throwing an instance of 'std::bad_alloc'")
                                  << "v3-8"
                                  << "host-memory" << false;
    }
    void advice()
    {
        QFETCH(QString, text);
        QFETCH(QString, hardware);
        QFETCH(QString, advice);
        QFETCH(bool, fixes);
        const auto dev = catalog().device(hardware);
        QVERIFY(dev);
        const DiagnosisResult r = Diagnosis(catalog()).run(
            input(hardware, dev->isTpu ? Runtime::Xla : Runtime::PyTorch), OomParser::parse(text));
        QCOMPARE(adviceCodes(r).join(QLatin1Char(',')), advice);
        QCOMPARE(!r.fixes.isEmpty(), fixes);
        for (const DiagnosisAdvice& a : r.advice) {
            QVERIFY(!a.title.isEmpty());
            QVERIFY(!a.text.isEmpty());
            QVERIFY(!a.how.isEmpty());
        }
        if (!isModelledMemory(r.observation.memoryKind)) {
            QVERIFY(!r.correction.available);
            QVERIFY(!r.proposedCalibration(QDate(2026, 1, 1)));
        }
        const QJsonObject json = diagnosisJson(r);
        QCOMPARE(json.value(QStringLiteral("advice")).toArray().size(), r.advice.size());
        QCOMPARE(json.value(QStringLiteral("observation")).toObject().value(QStringLiteral("memory_kind")).toString(),
                 memoryKindId(r.observation.memoryKind));
        QVERIFY(diagnosisText(r).contains(memoryKindName(r.observation.memoryKind)));
    }

    // the compiler's figure: compared with the estimate and offered as a calibration with its evidence
    void compilerFigure_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<double>("scale"); // the compiler's figure as a share of the estimate
        QTest::newRow("memory_analysis(), 10 % above the estimate") << "jax" << 1.10;
        QTest::newRow("MaxText, 15 % below the estimate") << "maxtext" << 0.85;
    }
    void compilerFigure()
    {
        QFETCH(QString, format);
        QFETCH(double, scale);
        const Diagnosis diagnosis(catalog());
        const DiagnosisInput in = input(QStringLiteral("v3-8"));
        const DeviceInfo dev = *catalog().device(QStringLiteral("v3-8"));
        const double estimate = diagnosis.run(in, observationFromPeak(1.0)).builtinEstimate.memory.total();
        // the compiler's figure leaves out the runtime's reservation; the observation adds it back
        const double figure = estimate * scale - dev.xlaReservedBytes;
        const double arguments = 0.4 * figure;
        const double temp = figure - arguments;
        QString text;
        if (format == QLatin1String("jax"))
            text = QStringLiteral("CompiledMemoryStats(generated_code_size_in_bytes=0, argument_size_in_bytes=%1, "
                                  "output_size_in_bytes=%1, alias_size_in_bytes=%1, temp_size_in_bytes=%2, "
                                  "host_temp_size_in_bytes=0)")
                       .arg(qint64(arguments))
                       .arg(qint64(temp));
        else
            text = QStringLiteral("Total memory size: %1 GB, Output size: 0.0 GB, Temp size: %2 GB, Argument size: %3 "
                                  "GB, Host temp size: 0.0 GB.")
                       .arg(figure / kGiB, 0, 'f', 1)
                       .arg(temp / kGiB, 0, 'f', 1)
                       .arg(arguments / kGiB, 0, 'f', 1);
        const OomReport report = OomParser::parse(text);
        QVERIFY(report.isCompilerMemory());
        const DiagnosisResult r = diagnosis.run(in, report);
        QCOMPARE(r.observation.source, Observation::Source::CompilerAnalysis);
        QVERIFY(!r.observation.ranOutOfMemory);
        QVERIFY(!r.observation.atLeast);
        QVERIFY2(std::abs(r.observation.neededBytes - estimate * scale) < 0.06 * kGiB,
                 qPrintable(QString::number(bytesToGiB(r.observation.neededBytes))));
        QVERIFY(std::abs(r.relativeDifference() - (scale - 1.0)) < 0.01);
        QVERIFY(r.correction.available);
        const auto cal = r.proposedCalibration(QDate(2026, 11, 24));
        QVERIFY(cal);
        QCOMPARE(cal->source, QStringLiteral("compiler-analysis"));
        QVERIFY(cal->evidence.contains(format == QLatin1String("jax") ? QStringLiteral("memory_analysis()")
                                                                      : QStringLiteral("train_compile.py")));
        QVERIFY(!cal->lowerBound);
        QCOMPARE(diagnosisJson(r).value(QStringLiteral("observation")).toObject().value(QStringLiteral("source")),
                 QJsonValue(QStringLiteral("compiler-analysis")));
        QVERIFY(diagnosisText(r).contains(QStringLiteral("compiler")));
        QVERIFY(!r.notes.isEmpty() && r.notes.first().code != QLatin1String("no-oom"));
    }
};

QTEST_GUILESS_MAIN(TestDiagnosisMemoryKinds)
#include "TestDiagnosisMemoryKinds.moc"
