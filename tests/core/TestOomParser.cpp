// SPDX-License-Identifier: GPL-3.0-or-later
// Out-of-memory messages as TensorFlow, JAX, PyTorch/XLA and PyTorch (CUDA) print them (tests/data/oom): every stated
// number extracted with the right unit, the unparsed lines kept, and truncated, mangled or hostile input read without a
// crash or a hang.
#include "diagnose/OomParser.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

namespace {

QString fixture(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/oom/") + name;
}

QString readFixture(const QString& name)
{
    QFile f(fixture(name));
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readAll());
}

QStringList noteCodes(const OomReport& r)
{
    QStringList out;
    for (const OomNote& n : explainOom(r))
        out << n.code;
    return out;
}

double expectedBytes(const QString& raw)
{
    bool plain = false;
    const double v = raw.toDouble(&plain); // TensorFlow's allocator statistics print bare byte counts
    return plain ? v : OomParser::parseSize(raw).value_or(-1);
}

const QStringList kFixtures{
    QStringLiteral("tf1-tpuestimator-v2-8.txt"),
    QStringLiteral("tf2-keras-bigbird-v2-8.txt"),
    QStringLiteral("tf2-one-paragraph.txt"),
    QStringLiteral("tf2-truncated.txt"),
    QStringLiteral("jax-flax-roberta-v3-8.txt"),
    QStringLiteral("jax-notebook-json-escaped.txt"),
    QStringLiteral("jax-tpu-runtime-alloc.txt"),
    QStringLiteral("xla-mangled.txt"),
    QStringLiteral("pytorch-xla-colab-v2-8.txt"),
    QStringLiteral("cuda-pytorch1-hf-trainer.txt"),
    QStringLiteral("cuda-pytorch1-cached.txt"),
    QStringLiteral("cuda-pytorch1-wrapped-html.txt"),
    QStringLiteral("cuda-pytorch2.txt"),
    QStringLiteral("cuda-pytorch21-other-process.txt"),
    QStringLiteral("cuda-pytorch2-truncated.txt"),
    QStringLiteral("tf1-gpu-bfc.txt"),
    QStringLiteral("not-oom.txt"),
};

} // namespace

class TestOomParser : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QString>("facts"); // every number the message states, in text order: key=as printed
        QTest::addColumn<int>("allocations");
        QTest::addColumn<int>("unparsedInside");
        QTest::addColumn<int>("unparsedOutside");
        QTest::addColumn<bool>("truncated");
        QTest::addColumn<int>("warnings");
        QTest::addColumn<QString>("notes"); // explanation codes, in order

        QTest::newRow("TF1 TPUEstimator, v2 core, capacity 8.00G includes the reservation")
            << "tf1-tpuestimator-v2-8.txt"
            << "xla-compile"
            << "tensorflow"
            << "used=8.83G;capacity=8.00G;exceeded=848.88M;total_usage=8.83G;reserved=528.00M;program=8.31G;"
               "arguments=unknown size;output=unknown;program_requirement=8.31G;program_global=140.0K;"
               "program_reserved=4.0K;hlo_temp=8.31G;fragmentation=1.39M;allocation_1_size=119.25M;"
               "allocation_1_unpadded=119.23M;allocation_1_padding=24.0K;allocation_2_size=36.00M;"
               "allocation_2_unpadded=36.00M;allocation_3_size=12.00M;allocation_3_unpadded=6.00M;"
               "allocation_3_padding=6.00M"
            << 3 << 0 << 11 << false << 0
            << "units,summary,capacity-nominal,total-parts,temporaries,largest,padding,repeats";
        QTest::newRow("TF2 Keras TPUStrategy, seed BigBird on v2-8, net capacity 7.48G")
            << "tf2-keras-bigbird-v2-8.txt"
            << "xla-compile"
            << "tensorflow"
            << "used=9.13G;capacity=7.48G;exceeded=1.65G;total_usage=9.65G;reserved=530.00M;program=8.75G;"
               "arguments=387.61M;output=387.61M;output_shared_with_arguments=387.61M;program_requirement=8.75G;"
               "program_global=3.07M;program_scoped=648.0K;hlo_temp=8.74G;hlo_temp_unpadded=8.34G;"
               "hlo_temp_padded=8.50G;fragmentation=243.84M;allocation_1_size=1.54G;allocation_1_unpadded=1.54G;"
               "allocation_1_padding=2.31M;allocation_2_size=139.50M;allocation_2_unpadded=69.75M;"
               "allocation_2_padding=69.75M;allocation_3_size=180.00M;allocation_3_unpadded=180.00M;"
               "allocation_3_padding=0B"
            << 3 << 0 << 9 << false << 0
            << "units,summary,capacity-net,total-parts,temporaries,largest,padding,repeats";
        QTest::newRow("TF2 pasted as one paragraph")
            << "tf2-one-paragraph.txt"
            << "xla-compile"
            << "tensorflow"
            << "used=9.13G;capacity=7.48G;exceeded=1.65G;total_usage=9.65G;reserved=530.00M;program=8.75G;"
               "arguments=387.61M;output=387.61M;output_shared_with_arguments=387.61M;program_requirement=8.75G;"
               "program_global=3.07M;program_scoped=648.0K;hlo_temp=8.74G;hlo_temp_unpadded=8.34G;"
               "hlo_temp_padded=8.50G;fragmentation=243.84M;allocation_1_size=1.54G;allocation_1_unpadded=1.54G;"
               "allocation_1_padding=2.31M;allocation_2_size=139.50M;allocation_2_unpadded=69.75M;"
               "allocation_2_padding=69.75M"
            << 2 << 0 << 0 << false << 0 << "units,summary,capacity-net,total-parts,temporaries,largest,padding";
        QTest::newRow("TF2 cut off inside allocation 2")
            << "tf2-truncated.txt"
            << "xla-compile"
            << "tensorflow"
            << "used=9.13G;capacity=7.48G;exceeded=1.65G;total_usage=9.65G;reserved=530.00M;program=8.75G;"
               "arguments=387.61M;output=387.61M;output_shared_with_arguments=387.61M;program_requirement=8.75G;"
               "program_global=3.07M;program_scoped=648.0K;hlo_temp=8.74G;hlo_temp_unpadded=8.34G;"
               "hlo_temp_padded=8.50G;fragmentation=243.84M;allocation_1_size=1.54G;allocation_1_unpadded=1.54G;"
               "allocation_1_padding=2.31M;allocation_2_size=139.50M"
            << 2 << 0 << 9 << true << 1
            << "units,summary,capacity-net,total-parts,temporaries,largest,padding,repeats,warning";
        const QString jaxFacts = QStringLiteral(
            "used=17.50G;capacity=15.48G;exceeded=2.02G;total_usage=18.02G;reserved=530.00M;program=16.25G;"
            "arguments=1.25G;output=1.25G;output_shared_with_arguments=1.25G;program_requirement=16.25G;"
            "program_global=3.07M;program_scoped=1.25M;hlo_temp=16.24G;hlo_temp_unpadded=15.02G;hlo_temp_padded=15.35G;"
            "fragmentation=899.53M;allocation_1_size=1.54G;allocation_1_unpadded=1.53G;allocation_1_padding=1.22M;"
            "allocation_2_size=256.00M;allocation_2_unpadded=256.00M");
        QTest::newRow("JAX/Flax on a v3 core") << "jax-flax-roberta-v3-8.txt"
                                               << "xla-compile"
                                               << "jax" << jaxFacts << 2 << 0 << 6 << false << 0
                                               << "units,summary,capacity-net,total-parts,temporaries,largest,padding";
        QTest::newRow("JAX from a notebook's JSON, \\n escapes and ANSI colours")
            << "jax-notebook-json-escaped.txt"
            << "xla-compile"
            << "jax" << jaxFacts << 2 << 0 << 7 << false << 0
            << "units,summary,capacity-net,total-parts,temporaries,largest,padding";
        QTest::newRow("JAX run-time allocation failure")
            << "jax-tpu-runtime-alloc.txt"
            << "xla-runtime"
            << "jax"
            << "tried_to_allocate=1.00G;free=766.50M" << 0 << 0 << 3 << false << 0 << "units,runtime-alloc";
        QTest::newRow("XLA with mangled numbers, CRLF, NBSP and full-width characters")
            << "xla-mangled.txt"
            << "xla-compile"
            << "jax"
            << "total_usage=9.65G;reserved=530.00M;program=8.75G;output=387.61M;output_shared_with_arguments=387.61M;"
               "allocation_1_size=1.54G;allocation_1_unpadded=1.54G;allocation_1_padding=2.31M"
            << 1 << 2 << 0 << true << 4
            << "units,summary,total-parts,largest,padding,warning,warning,warning,warning,unparsed";
        QTest::newRow("PyTorch/XLA on Colab, Top-of-Memory reserved")
            << "pytorch-xla-colab-v2-8.txt"
            << "xla-compile"
            << "pytorch-xla"
            << "used=8.40G;capacity=7.48G;exceeded=942.50M;total_usage=8.92G;reserved=529.00M;program=8.40G;"
               "arguments=unknown size;output=unknown;program_requirement=8.40G;program_scoped=2.37M;"
               "program_reserved=12.0K;hlo_temp=8.40G;fragmentation=8.02M;hbm_capacity=8.00G;"
               "top_of_memory_reserved=529.00M;allocation_1_size=384.00M;allocation_1_unpadded=384.00M"
            << 1 << 0 << 7 << false << 0 << "units,summary,capacity-net,total-parts,temporaries,largest";
        QTest::newRow("PyTorch 1.x CUDA, Hugging Face Trainer")
            << "cuda-pytorch1-hf-trainer.txt"
            << "cuda"
            << "pytorch-cuda"
            << "tried_to_allocate=1.50 GiB;capacity=15.78 GiB;allocated_by_pytorch=13.20 GiB;free=1.02 GiB;"
               "reserved_by_pytorch=13.55 GiB"
            << 0 << 0 << 13 << false << 0 << "cuda-summary,cuda-reserved,cuda-outside,cuda-snapshot";
        QTest::newRow("PyTorch 1.0 CUDA, \"cached\"")
            << "cuda-pytorch1-cached.txt"
            << "cuda"
            << "pytorch-cuda"
            << "tried_to_allocate=20.00 MiB;capacity=11.17 GiB;allocated_by_pytorch=10.62 GiB;free=145.81 MiB;"
               "reserved_by_pytorch=10.66 GiB"
            << 0 << 0 << 5 << false << 0 << "cuda-summary,cuda-reserved,cuda-outside,cuda-snapshot";
        QTest::newRow("PyTorch 1.x CUDA, wrapped mid-word and HTML-escaped")
            << "cuda-pytorch1-wrapped-html.txt"
            << "cuda"
            << "pytorch-cuda"
            << "tried_to_allocate=1.50 GiB;allocated_by_pytorch=13.20 GiB;free=1.02 GiB" << 0 << 0 << 0 << true << 2
            << "cuda-summary,cuda-snapshot,warning,warning";
        QTest::newRow("PyTorch 2.x CUDA")
            << "cuda-pytorch2.txt"
            << "cuda"
            << "pytorch-cuda"
            << "tried_to_allocate=2.00 GiB;capacity=79.15 GiB;allocated_by_pytorch=75.50 GiB;free=1.23 GiB;"
               "reserved_unallocated=1.78 GiB;process_in_use=77.91 GiB"
            << 0 << 0 << 4 << false << 0 << "cuda-summary,cuda-reserved,cuda-outside,cuda-snapshot";
        QTest::newRow("PyTorch 2.1 CUDA, \"capacty\" and another process")
            << "cuda-pytorch21-other-process.txt"
            << "cuda"
            << "pytorch-cuda"
            << "tried_to_allocate=768.00 MiB;capacity=23.65 GiB;allocated_by_pytorch=15.92 GiB;free=19.06 MiB;"
               "reserved_unallocated=724.31 MiB;process_in_use=17.10 GiB;other_process=6.50 GiB"
            << 0 << 0 << 0 << false << 0 << "cuda-summary,cuda-reserved,cuda-outside,cuda-other-process,cuda-snapshot";
        QTest::newRow("PyTorch 2.x CUDA, cut off") << "cuda-pytorch2-truncated.txt"
                                                   << "cuda"
                                                   << "pytorch-cuda"
                                                   << "tried_to_allocate=2.00 GiB;capacity=79.15 GiB" << 0 << 0 << 0
                                                   << true << 1 << "cuda-summary,cuda-snapshot,warning";
        QTest::newRow("TF1 on a GPU, BFC allocator")
            << "tf1-gpu-bfc.txt"
            << "tf-bfc"
            << "tensorflow"
            << "tried_to_allocate=27.00MiB;capacity=15560903885;bfc_in_use=15489362432;bfc_max_in_use=15523874304" << 0
            << 1 << 0 << false << 0 << "bfc,unparsed";
        QTest::newRow("a log without an out-of-memory error")
            << "not-oom.txt"
            << "none"
            << "tensorflow"
            << "" << 0 << 0 << 9 << false << 0 << "no-oom,looked-for,fuller-log";
    }
    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(QString, framework);
        QFETCH(QString, facts);
        QFETCH(int, allocations);
        QFETCH(int, unparsedInside);
        QFETCH(int, unparsedOutside);
        QFETCH(bool, truncated);
        QFETCH(int, warnings);
        QFETCH(QString, notes);
        const OomReport r = OomParser::parseFile(fixture(file));
        QCOMPARE(oomKindId(r.kind), kind);
        QCOMPARE(oomFrameworkId(r.framework), framework);
        QVERIFY(r.framework == OomFramework::Unknown || !r.frameworkEvidence.isEmpty());
        QStringList got;
        for (const OomFact& f : r.facts) {
            got << f.key + QLatin1Char('=') + f.raw;
            QVERIFY2(f.line >= 1 && f.line <= r.lineCount, qPrintable(f.key));
            QVERIFY(!f.label.isEmpty());
            if (f.known) // the unit is binary: K, M, G, KiB, MiB, GiB = 2^10, 2^20, 2^30 bytes
                QVERIFY2(qFuzzyCompare(f.bytes + 1, expectedBytes(f.raw) + 1)
                             || f.key == QLatin1String("tried_to_allocate")
                             || f.key == QLatin1String("top_of_memory_reserved"),
                         qPrintable(f.key + QLatin1Char(' ') + f.raw));
        }
        QCOMPARE(got.join(QLatin1Char(';')), facts);
        QCOMPARE(r.largestAllocations.size(), allocations);
        QCOMPARE(r.unparsedInsideMessage().size(), unparsedInside);
        QCOMPARE(r.unparsedLines.size() - unparsedInside, unparsedOutside);
        QCOMPARE(r.looksTruncated, truncated);
        QCOMPARE(r.warnings.size(), warnings);
        QCOMPARE(noteCodes(r).join(QLatin1Char(',')), notes);
        static const QRegularExpression placeholder(QStringLiteral("%\\d"));
        for (const OomNote& n : explainOom(r)) // every %1 filled
            QVERIFY2(!n.text.isEmpty() && !placeholder.match(n.text).hasMatch(), qPrintable(n.text));
    }

    void parseSize_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("bytes"); // -1: not a size
        QTest::newRow("XLA G") << "9.13G" << 9.13 * kGiB;
        QTest::newRow("XLA M") << "528.00M" << 528.0 * kMiB;
        QTest::newRow("XLA K") << "4.0K" << 4096.0;
        QTest::newRow("XLA bytes") << "12B" << 12.0;
        QTest::newRow("XLA zero") << "0B" << 0.0;
        QTest::newRow("XLA T") << "1.00T" << 1024.0 * kGiB;
        QTest::newRow("PyTorch GiB") << "1.50 GiB" << 1.5 * kGiB;
        QTest::newRow("PyTorch MiB") << "20.00 MiB" << 20.0 * kMiB;
        QTest::newRow("PyTorch bytes") << "512 bytes" << 512.0;
        QTest::newRow("TensorFlow MiB without a space") << "27.00MiB" << 27.0 * kMiB;
        QTest::newRow("two decimal points") << "9.1.3G" << -1.0;
        QTest::newRow("unit only") << "G" << -1.0;
        QTest::newRow("empty") << "" << -1.0;
        QTest::newRow("an expansion factor") << "2.0x" << -1.0;
        QTest::newRow("no unit") << "9.13" << -1.0;
        QTest::newRow("Japanese text") << "９．１３ギガ" << -1.0;
        QTest::newRow("more digits than any memory") << "123456789012345678901234567890G" << -1.0;
    }
    void parseSize()
    {
        QFETCH(QString, text);
        QFETCH(double, bytes);
        const auto v = OomParser::parseSize(text);
        if (bytes < 0) {
            QVERIFY(!v);
            return;
        }
        QVERIFY(v);
        QCOMPARE(*v, bytes);
    }

    void fieldsOfTheSeedMessage()
    {
        const OomReport r = OomParser::parseFile(fixture(QStringLiteral("tf2-keras-bigbird-v2-8.txt")));
        QCOMPARE(r.memorySpace, QStringLiteral("hbm"));
        QCOMPARE(*r.used, 9.13 * kGiB);
        QCOMPARE(*r.capacity, 7.48 * kGiB);
        QCOMPARE(*r.exceeded, 1.65 * kGiB);
        QCOMPARE(*r.totalUsage, 9.65 * kGiB);
        QVERIFY(r.totalUsageAtLeast);
        QVERIFY(!r.argumentsUnknown);
        QCOMPARE(*r.reserved, 530.0 * kMiB);
        QCOMPARE(*r.program, 8.75 * kGiB);
        QCOMPARE(*r.arguments, 387.61 * kMiB);
        QCOMPARE(*r.hloTemp, 8.74 * kGiB);
        QCOMPARE(*r.fragmentation, 243.84 * kMiB);
        QCOMPARE(r.repeats, 2);
        const OomAllocation& gather = r.largestAllocations.at(1);
        QCOMPARE(gather.rank, 2);
        QCOMPARE(gather.opType, QStringLiteral("GatherV2"));
        QCOMPARE(gather.opName, QStringLiteral("bigbird/encoder/layer_11/attention/self/GatherV2_1"));
        QCOMPARE(gather.shape, QStringLiteral("f32[2,12,62,192,64]{4,3,2,1,0:T(8,128)}"));
        QCOMPARE(gather.dtype, QStringLiteral("f32"));
        QCOMPARE(gather.dims, (QVector<qint64>{2, 12, 62, 192, 64}));
        QCOMPARE(gather.tiling, QStringLiteral("T(8,128)"));
        QCOMPARE(*gather.sizeBytes, 139.5 * kMiB);
        QCOMPARE(*gather.unpaddedBytes, 69.75 * kMiB);
        QCOMPARE(*gather.paddingBytes, 69.75 * kMiB);
        QCOMPARE(gather.expansion, 2.0);
        QCOMPARE(gather.allocationType, QStringLiteral("HLO temp"));
        QVERIFY(gather.xlaLabel.startsWith(QStringLiteral("%gather.3312 = f32[2,12,62,192,64]")));
        // the unpadded bytes are the shape's elements times 4 bytes
        qint64 elements = 1;
        for (qint64 d : gather.dims)
            elements *= d;
        QCOMPARE(double(elements) * 4.0, *gather.unpaddedBytes);
        QCOMPARE(*r.largestAllocations.at(2).paddingBytes, 0.0);
    }

    void exactBytesReplaceTheRoundedFigure()
    {
        const OomReport r = OomParser::parseFile(fixture(QStringLiteral("pytorch-xla-colab-v2-8.txt")));
        QCOMPARE(r.fact(QStringLiteral("top_of_memory_reserved"))->bytes, 554696704.0); // "(554,696,704 bytes)"
        QCOMPARE(*r.reserved, 529.0 * kMiB); // from the total's "reserved 529.00M"
        QCOMPARE(*r.hbmCapacity, 8.0 * kGiB);
        QVERIFY(r.argumentsUnknown);
        QVERIFY(!r.arguments);
        QVERIFY(!r.fact(QStringLiteral("arguments"))->known);
        const OomReport bfc = OomParser::parseFile(fixture(QStringLiteral("tf1-gpu-bfc.txt")));
        QCOMPARE(*bfc.triedToAllocate, 28311552.0); // "(rounded to 28311552)"
        QCOMPARE(bfc.requestedShape, QStringLiteral("[3,16,384,384]"));
        QCOMPARE(bfc.requestedType, QStringLiteral("float"));
        QCOMPARE(*bfc.capacity, 15560903885.0);
    }

    void cudaFields_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("gpu");
        QTest::addColumn<double>("allocated");
        QTest::addColumn<double>("reserved"); // -1: not stated
        QTest::addColumn<double>("unallocated"); // -1: not stated
        QTest::addColumn<double>("process"); // -1: not stated
        QTest::addColumn<int>("others");
        QTest::newRow("1.x") << "cuda-pytorch1-hf-trainer.txt" << 0 << 13.20 * kGiB << 13.55 * kGiB << -1.0 << -1.0
                             << 0;
        QTest::newRow("1.0 cached") << "cuda-pytorch1-cached.txt" << 0 << 10.62 * kGiB << 10.66 * kGiB << -1.0 << -1.0
                                    << 0;
        QTest::newRow("2.x") << "cuda-pytorch2.txt" << 0 << 75.50 * kGiB << -1.0 << 1.78 * kGiB << 77.91 * kGiB << 0;
        QTest::newRow("2.1 other process")
            << "cuda-pytorch21-other-process.txt" << 0 << 15.92 * kGiB << -1.0 << 724.31 * kMiB << 17.10 * kGiB << 1;
    }
    void cudaFields()
    {
        QFETCH(QString, file);
        QFETCH(int, gpu);
        QFETCH(double, allocated);
        QFETCH(double, reserved);
        QFETCH(double, unallocated);
        QFETCH(double, process);
        QFETCH(int, others);
        const OomReport r = OomParser::parseFile(fixture(file));
        QCOMPARE(r.gpuIndex, gpu);
        QCOMPARE(*r.allocatedByPyTorch, allocated);
        QCOMPARE(r.reservedByPyTorch.value_or(-1), reserved);
        QCOMPARE(r.reservedUnallocated.value_or(-1), unallocated);
        QCOMPARE(r.processInUse.value_or(-1), process);
        QCOMPARE(r.otherProcesses.size(), others);
        if (others > 0) {
            QCOMPARE(r.otherProcesses.first().pid, 2412);
            QCOMPARE(r.otherProcesses.first().bytes, 6.5 * kGiB);
        }
    }

    void unparsedLinesAreKeptAsPasted()
    {
        const OomReport r = OomParser::parseFile(fixture(QStringLiteral("xla-mangled.txt")));
        const QVector<OomLine> inside = r.unparsedInsideMessage();
        QCOMPARE(inside.size(), 2);
        QCOMPARE(inside.at(0).number, 6);
        QCOMPARE(inside.at(0).text, QStringLiteral("    arguments       387.6#M "));
        QCOMPARE(inside.at(1).text, QStringLiteral("  2. Size: 139.5"));
        QVERIFY(r.warnings.first().contains(QStringLiteral("Line 1")));
        const OomReport none = OomParser::parseFile(fixture(QStringLiteral("not-oom.txt")));
        QCOMPARE(none.unparsedLines.last().text,
                 QStringLiteral("ValueError: Shapes (2, 4096) and (2, 512) are incompatible"));
        for (const OomLine& l : none.unparsedLines)
            QVERIFY(!l.insideMessage);
    }

    // A Japanese Colab log around the message, in a folder with a non-ASCII name: the lines are kept intact.
    void nonAsciiLogAndPath_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("line");
        QTest::newRow("日本語") << QStringLiteral("メモリ不足") << QStringLiteral("学習を開始します（バッチサイズ 2）");
        QTest::newRow("中文") << QStringLiteral("内存不足") << QStringLiteral("开始训练：批量大小 2");
        QTest::newRow("한국어") << QStringLiteral("메모리부족") << QStringLiteral("학습을 시작합니다: 배치 크기 2");
    }
    void nonAsciiLogAndPath()
    {
        QFETCH(QString, folder);
        QFETCH(QString, line);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(folder));
        const QString path = dir.path() + QLatin1Char('/') + folder + QStringLiteral("/エラー.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write((line + QLatin1Char('\n') + readFixture(QStringLiteral("tf2-keras-bigbird-v2-8.txt"))).toUtf8());
        f.close();
        const OomReport r = OomParser::parseFile(path);
        QCOMPARE(*r.used, 9.13 * kGiB);
        QCOMPARE(r.unparsedLines.first().text, line);
        QCOMPARE(r.unparsedLines.first().number, 1);
    }

    void normalize_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("ANSI colours") << QStringLiteral("\x1b[0;31mRuntimeError\x1b[0m: x") << "RuntimeError: x";
        QTest::newRow("escaped ANSI") << "\\u001b[0;31mRuntimeError\\u001b[0m"
                                      << "RuntimeError";
        QTest::newRow("CR LF and CR") << "a\r\nb\rc"
                                      << "a\nb\nc";
        QTest::newRow("literal \\n") << "a\\nb\\n\\tc \\\"d\\\""
                                     << "a\nb\n\tc \"d\"";
        QTest::newRow("HTML entities") << "&gt;= 9.65G &amp; &lt;x&gt; &quot;q&quot;"
                                       << ">= 9.65G & <x> \"q\"";
        QTest::newRow("non-breaking spaces") << QStringLiteral("reserved\u00a0530.00M\u3000x") << "reserved 530.00M x";
        QTest::newRow("full-width ASCII") << QStringLiteral("Ｕｓｅｄ　９．１３Ｇ") << "Used 9.13G";
        QTest::newRow("NUL and control characters") << QStringLiteral("a\x01"
                                                                      "b")
                + QChar(0) + QStringLiteral("c") << "a bc";
    }
    void normalize()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QCOMPARE(OomParser::normalize(in), out);
    }

    void refusesWhatIsNotAMessage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // missing
        QVERIFY_EXCEPTION_THROWN(OomParser::parseFile(dir.filePath(QStringLiteral("none.txt"))), InputError);
        // binary
        {
            QFile f(dir.filePath(QStringLiteral("core.bin")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray("\x7f"
                               "ELF\0\0\0\x01",
                               8));
        }
        try {
            OomParser::parseFile(dir.filePath(QStringLiteral("core.bin")));
            QFAIL("a binary file was read");
        } catch (const InputError& e) {
            QVERIFY(e.text().contains(QStringLiteral("core.bin")));
            QVERIFY(e.text().contains(QStringLiteral("binary")));
        }
        // larger than the cap
        {
            QFile f(dir.filePath(QStringLiteral("huge.log")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(OomParser::kMaxInputBytes + 1, 'x'));
        }
        try {
            OomParser::parseFile(dir.filePath(QStringLiteral("huge.log")));
            QFAIL("a file over the cap was read");
        } catch (const InputError& e) {
            QVERIFY(e.text().contains(QStringLiteral("4 MiB")));
        }
        QVERIFY_EXCEPTION_THROWN(OomParser::parse(QString(OomParser::kMaxInputBytes + 1, QLatin1Char('x'))),
                                 InputError);
        // empty text is no message, not an error
        const OomReport empty = OomParser::parse(QString());
        QVERIFY(!empty.isOom());
        QVERIFY(empty.facts.isEmpty());
    }

    // Every prefix of every fixture (a paste cut anywhere) parses, and what it states is a prefix of the full facts.
    void truncatedAnywhere_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& f : kFixtures)
            QTest::newRow(qPrintable(f)) << f;
    }
    void truncatedAnywhere()
    {
        QFETCH(QString, file);
        const QString text = readFixture(file);
        QVERIFY(!text.isEmpty());
        for (int cut = 0; cut <= text.size(); cut += 7) {
            const OomReport r = OomParser::parse(text.left(cut));
            QVERIFY(r.lineCount >= 0);
            for (const OomFact& f : r.facts)
                QVERIFY(!f.known || (f.bytes >= 0 && std::isfinite(f.bytes)));
            const QVector<OomNote> notes = explainOom(r);
            QVERIFY(!notes.isEmpty());
        }
    }

    // Random damage: bytes replaced, lines dropped or repeated, garbage inserted; seeded, so failures reproduce.
    void mangledNeverCrashes_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& f : kFixtures)
            QTest::newRow(qPrintable(f)) << f;
    }
    void mangledNeverCrashes()
    {
        QFETCH(QString, file);
        const QString text = readFixture(file);
        QRandomGenerator rng(20211 + quint32(qHash(file)));
        static const QString junk = QStringLiteral("0123456789.GMKiB:;()[]{}=>, \n\t\"'\\Used of hbm Size: x");
        for (int round = 0; round < 200; ++round) {
            QString t = text;
            const int edits = 1 + int(rng.bounded(12));
            for (int e = 0; e < edits && !t.isEmpty(); ++e) {
                const int at = int(rng.bounded(quint32(t.size())));
                switch (rng.bounded(4)) {
                case 0:
                    t[at] = junk.at(int(rng.bounded(quint32(junk.size()))));
                    break;
                case 1:
                    t.remove(at, int(rng.bounded(40)));
                    break;
                case 2:
                    t.insert(at, t.mid(int(rng.bounded(quint32(t.size()))), int(rng.bounded(200))));
                    break;
                default:
                    t.insert(at, QChar(ushort(rng.bounded(0x20, 0xFFFD))));
                    break;
                }
            }
            const OomReport r = OomParser::parse(t);
            for (const OomFact& f : r.facts)
                QVERIFY(!f.known || (f.bytes >= 0 && std::isfinite(f.bytes)));
            for (const OomLine& l : r.unparsedLines)
                QVERIFY(l.number >= 1 && l.number <= r.lineCount + 1);
            explainOom(r);
        }
    }

    // Input built to make a backtracking regex explode, and the largest input allowed: both finish quickly.
    void adversarialInputFinishes_data()
    {
        QTest::addColumn<QString>("text");
        const QString message = readFixture(QStringLiteral("tf2-keras-bigbird-v2-8.txt"));
        QString repeated;
        while (repeated.size() + message.size() < OomParser::kMaxInputBytes)
            repeated += message;
        QTest::newRow("the message repeated up to the cap") << repeated;
        QTest::newRow("one line of digits and dots") << QString(OomParser::kMaxInputBytes / 2, QLatin1Char('1'))
                                                            .replace(QStringLiteral("11"), QStringLiteral("1."));
        QString sizes;
        while (sizes.size() < OomParser::kMaxInputBytes - 64)
            sizes += QStringLiteral("1. Size: 9.13G Operator: Shape: ");
        QTest::newRow("allocation headers without end")
            << QStringLiteral("Largest program allocations in hbm: ") + sizes;
        QString spaces
            = QStringLiteral("Used ") + QString(OomParser::kMaxInputBytes / 2, QLatin1Char(' ')) + QStringLiteral("of");
        QTest::newRow("Used, a sea of spaces, of") << spaces;
        QTest::newRow("only newlines") << QString(OomParser::kMaxInputBytes - 1, QLatin1Char('\n'));
        QString copies;
        const QString copy = QStringLiteral("Ran out of memory in memory space hbm. Used 9.13G of 7.48G hbm.\n"
                                            "CUDA out of memory. Tried to allocate 1.50 GiB (GPU 0; \n");
        while (copies.size() + copy.size() < OomParser::kMaxInputBytes)
            copies += copy;
        QTest::newRow("a hundred thousand short copies") << copies;
    }
    void adversarialInputFinishes()
    {
        QFETCH(QString, text);
        QElapsedTimer t;
        t.start();
        const OomReport r = OomParser::parse(text);
        explainOom(r);
        QVERIFY2(t.elapsed() < 20000, qPrintable(QString::number(t.elapsed())));
    }
};

QTEST_GUILESS_MAIN(TestOomParser)
#include "TestOomParser.moc"
