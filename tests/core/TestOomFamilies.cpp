// SPDX-License-Identifier: GPL-3.0-or-later
// The message families of issue 20, read from the real messages in tests/data/oom/real and from variants written
// here: on-chip SMEM and VMEM, the early compile abort, the breakdown without a summary, the E1000 prefix, the runtime
// allocator's requests, a GPU shared with another process, an impossible process figure, the host's memory and the
// compiler's own figure (JAX memory_analysis(), MaxText train_compile.py). Every family is also read wrapped, quoted,
// with literal \n escapes, with CR LF, with Markdown bold and with non-ASCII text around it.
#include "diagnose/OomParser.h"
#include "util/Units.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace tpuplan;

namespace {

QString real(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/oom/real/") + name;
}

// "key=bytes;key=bytes": every listed fact must be there with these bytes (±0.5 %, or 1 KiB for small ones)
void checkFacts(const OomReport& r, const QString& expected)
{
    for (const QString& item : expected.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString key = item.section(QLatin1Char('='), 0, 0);
        const double bytes = item.section(QLatin1Char('='), 1).toDouble();
        const OomFact* f = r.fact(key);
        QVERIFY2(f, qPrintable(QStringLiteral("no fact %1").arg(key)));
        QVERIFY2(
            std::abs(f->bytes - bytes) <= std::max(1024.0, 0.005 * bytes),
            qPrintable(QStringLiteral("%1: %2, expected %3").arg(key).arg(f->bytes, 0, 'f', 0).arg(bytes, 0, 'f', 0)));
    }
}

// The families, as one message each (written from the formats; the real ones are in tests/data/oom/real).
struct Family
{
    const char* name;
    const char* text;
    const char* kind;
    const char* memoryKind;
    const char* facts;
};

const Family kFamilies[] = {
    {"SMEM overflow",
     "RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in "
     "memory space smem. Used 1.00M of 1.00M smem. Exceeded smem capacity by 1.7K.",
     "xla-compile", "smem", "used=1048576;capacity=1048576;exceeded=1740.8"},
    {"VMEM overflow",
     "RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in "
     "memory space vmem. Used 32.42M of 16.00M vmem. Exceeded vmem capacity by 16.42M",
     "xla-compile", "vmem", "used=33995489.28;capacity=16777216;exceeded=17218142.2"},
    {"early compile abort",
     "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Compilation failure: Aborting compilation early "
     "because it's unlikely to have enough memory. Requires 21.47G, has 14.49G available.",
     "xla-compile", "hbm", "required=23053521469.4;available=15558519029.8"},
    {"breakdown only",
     "Total hbm usage >= 9.50G:\n    reserved        530.00M \n    program           8.98G \n    arguments            "
     "0B \n\nOutput size 0B; shares 0B with arguments.\n",
     "xla-compile", "hbm", "total_usage=10200547328;reserved=555745280;program=9642129653.8;arguments=0"},
    {"E1000 prefix",
     "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: E1000: CompileTimeHbmOom: XLA:TPU compile permanent "
     "error. Ran out of memory in memory space hbm. Used 17.60G of 15.75G hbm. Exceeded hbm capacity by 1.85G.",
     "xla-compile", "hbm", "used=18897856102.4;capacity=16911433728;exceeded=1986422374.4"},
    {"PJRT request on a device ordinal",
     "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Failed to allocate request for 32.00MiB (33554432B) "
     "on device ordinal 0",
     "xla-runtime", "unknown", "tried_to_allocate=33554432"},
    {"reserve at the bottom of memory",
     "OP_REQUIRES failed at tpu_execute_op.cc:266 : RESOURCE_EXHAUSTED: Attempting to reserve 10.51G at the bottom "
     "of memory. That was not possible. There are 8.97G free, 0B reserved, and 8.97G reservable.",
     "xla-runtime", "unknown", "tried_to_allocate=11285061140.5;free=9631257886.7"},
    {"allocate with an HBM suffix",
     "(1) Resource exhausted: Attempting to allocate 180.59M. That was not possible. There are 142.58M free.; "
     "(0x3x0_HBM1)",
     "xla-runtime", "hbm", "tried_to_allocate=189362749.4;free=149505515.5"},
    {"CUDA, another process holds the GPU",
     "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB "
     "of which 1.25 GiB is free. Process 51234 has 70.12 GiB memory in use. Including non-PyTorch memory, this process "
     "has 7.76 GiB memory in use. Of the allocated memory 6.80 GiB is allocated by PyTorch, and 410.00 MiB is reserved "
     "by PyTorch but unallocated.",
     "cuda", "cuda", "tried_to_allocate=2147483648;capacity=84986691174.4;process_in_use=8332236554.2"},
    {"host: NumPy MemoryError",
     "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 12.0 GiB for an array with shape (3221225472,) and "
     "data type float32\nMemoryError",
     "host", "host", "tried_to_allocate=12884901888"},
    {"compiler: JAX memory_analysis()",
     "CompiledMemoryStats(generated_code_size_in_bytes=1540096, argument_size_in_bytes=6442450944, "
     "output_size_in_bytes=6442450944, alias_size_in_bytes=6442450944, temp_size_in_bytes=4294967296, "
     "host_generated_code_size_in_bytes=0, host_argument_size_in_bytes=0, host_output_size_in_bytes=0, "
     "host_alias_size_in_bytes=0, host_temp_size_in_bytes=0)",
     "compiler-memory", "unknown",
     "compiler_argument=6442450944;compiler_output=6442450944;compiler_alias=6442450944;compiler_temp=4294967296;"
     "compiler_generated_code=1540096;compiler_host_temp=0"},
    {"compiler: MaxText train_compile.py",
     "I1124 10:02:11.511823 140231 max_utils.py:812] Total memory size: 95.2 GB, Output size: 25.3 GB, Temp size: "
     "44.6 GB, Argument size: 25.3 GB, Host temp size: 0.0 GB.",
     "compiler-memory", "unknown",
     "compiler_total=102220969164.8;compiler_output=27165622681.6;compiler_temp=47888885350.4;compiler_argument="
     "27165622681.6;compiler_host_temp=0"},
};

// The ways a message reaches the app.
QString wrapped(const QString& t, int width)
{
    QString out;
    int column = 0;
    for (const QString& word : t.split(QLatin1Char(' '))) {
        if (column > 0 && column + word.size() > width) {
            out += QLatin1Char('\n');
            column = 0;
        } else if (column > 0 || (!out.isEmpty() && !out.endsWith(QLatin1Char('\n')))) {
            out += QLatin1Char(' ');
            ++column;
        }
        out += word;
        column = word.contains(QLatin1Char('\n')) ? word.size() - word.lastIndexOf(QLatin1Char('\n')) - 1
                                                  : column + word.size();
    }
    return out;
}

QString variant(const QString& text, const QString& how)
{
    if (how == QLatin1String("plain"))
        return text;
    if (how == QLatin1String("wrapped"))
        return wrapped(text, 38);
    if (how == QLatin1String("quoted")) // a Markdown or e-mail reply, wrapped as well
        return QStringLiteral("> ") + wrapped(text, 60).replace(QLatin1Char('\n'), QStringLiteral("\n> "));
    if (how == QLatin1String("escaped")) // a notebook's JSON or a Python repr
        return QStringLiteral("{\"ename\": \"RuntimeError\", \"evalue\": \"")
            + QString(text + QLatin1Char('\n'))
                  .replace(QLatin1Char('"'), QStringLiteral("\\\""))
                  .replace(QLatin1Char('\n'), QStringLiteral("\\n"))
            + QStringLiteral("\"}");
    if (how == QLatin1String("crlf"))
        return QString(text).replace(QLatin1Char('\n'), QStringLiteral("\r\n")) + QStringLiteral("\r\n");
    if (how == QLatin1String("bold")) { // every size in bold, as GitHub comments show figures
        static const QRegularExpression size(QStringLiteral(R"((\d+(?:\.\d+)?\s?(?:[KMGTE]i?B|[KMGTE])\b))"));
        return QString(text).replace(size, QStringLiteral("**\\1**"));
    }
    if (how == QLatin1String("non-ascii"))
        return QStringLiteral("训练失败 — エラー ✗ 메모리 부족 ünïcödé\n→ ") + text
            + QStringLiteral("\n… 🙁 Ошибка\n");
    return QString();
}

const QStringList kVariants{QStringLiteral("plain"),    QStringLiteral("wrapped"), QStringLiteral("quoted"),
                            QStringLiteral("escaped"),  QStringLiteral("crlf"),    QStringLiteral("bold"),
                            QStringLiteral("non-ascii")};

} // namespace

class TestOomFamilies : public QObject
{
    Q_OBJECT

private slots:
    // the eight real messages, as posted
    void realMessages_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("memoryKind");
        QTest::addColumn<QString>("facts");
        QTest::addColumn<bool>("earlyAbort");
        QTest::addColumn<bool>("breakdownOnly");
        QTest::newRow("xla-16: early abort, 3.47E") << "xla-16.txt"
                                                    << "xla-compile"
                                                    << "hbm"
                                                    << "available=15558519029.8" << true << false;
        QTest::newRow("xla-18: SMEM") << "xla-18.txt"
                                      << "xla-compile"
                                      << "smem"
                                      << "used=1048576;capacity=1048576;exceeded=1740.8" << false << false;
        QTest::newRow("xla-19: VMEM") << "xla-19.txt"
                                      << "xla-compile"
                                      << "vmem"
                                      << "used=33995489.28;capacity=16777216;exceeded=17218142.2" << false << false;
        QTest::newRow("xla-20: breakdown only")
            << "xla-20.txt"
            << "xla-compile"
            << "hbm"
            << "total_usage=10200547328;reserved=555745280;program=9642129653.8;hlo_temp=9631392235.5" << false << true;
        QTest::newRow("xla-11: reserve at the bottom of memory")
            << "xla-11.txt"
            << "xla-runtime"
            << "unknown"
            << "tried_to_allocate=11285061140.5;free=9631257886.7" << false << false;
        QTest::newRow("xla-17: allocate, HBM suffix")
            << "xla-17.txt"
            << "xla-runtime"
            << "hbm"
            << "tried_to_allocate=189362749.4;free=149505515.5" << false << false;
        QTest::newRow("cuda-08: Process N is this process")
            << "cuda-08.txt"
            << "cuda"
            << "cuda"
            << "tried_to_allocate=9083855093.8;capacity=150023207649.3;other_process=146769289297.9" << false << false;
        QTest::newRow("cuda-21: impossible process figure, bold")
            << "cuda-21.txt"
            << "cuda"
            << "cuda"
            << "tried_to_allocate=333447168;capacity=6442450944;allocated_by_pytorch=5368709120" << false << false;
    }
    void realMessages()
    {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(QString, memoryKind);
        QFETCH(QString, facts);
        QFETCH(bool, earlyAbort);
        QFETCH(bool, breakdownOnly);
        const OomReport r = OomParser::parseFile(real(file));
        QCOMPARE(oomKindId(r.kind), kind);
        QCOMPARE(memoryKindId(r.memoryKind), memoryKind);
        checkFacts(r, facts);
        QCOMPARE(r.earlyAbort, earlyAbort);
        QCOMPARE(r.breakdownOnly, breakdownOnly);
    }

    void realMessageDetails()
    {
        // xla-16: the requirement is read as printed (exabytes), and said to be larger than any accelerator
        const OomReport early = OomParser::parseFile(real(QStringLiteral("xla-16.txt")));
        QVERIFY(early.used && *early.used > 3.4 * 1024.0 * 1024.0 * kGiB * 1024.0);
        QVERIFY(!early.looksTruncated);
        // xla-20: the breakdown alone is not a cut message, but its empty list of allocations is
        const OomReport breakdown = OomParser::parseFile(real(QStringLiteral("xla-20.txt")));
        QVERIFY(breakdown.totalUsageAtLeast);
        QVERIFY(breakdown.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("largest allocations")));
        QVERIFY(!breakdown.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("used and available")));
        // cuda-08: "Process 3373672 has 136.69 GiB" is PyTorch's own 133.25 GiB and its context: this process
        const OomReport cuda08 = OomParser::parseFile(real(QStringLiteral("cuda-08.txt")));
        QCOMPARE(cuda08.selfPid, qint64(3373672));
        QCOMPARE(cuda08.otherProcessBytes(), 0.0);
        QVERIFY(cuda08.processInUse && std::abs(*cuda08.processInUse - 136.69 * kGiB) < 0.01 * kGiB);
        // cuda-21: 17179869184.00 GiB is kept as printed but not used, with one warning about it
        const OomReport cuda21 = OomParser::parseFile(real(QStringLiteral("cuda-21.txt")));
        QVERIFY(cuda21.processInUseUnreliable);
        QVERIFY(!cuda21.processInUse);
        QVERIFY(cuda21.fact(QStringLiteral("process_in_use")));
        QCOMPARE(cuda21.warnings.filter(QStringLiteral("17,179,869,184")).size()
                     + cuda21.warnings.filter(QStringLiteral("17179869184")).size(),
                 1);
        QVERIFY(cuda21.free && *cuda21.free == 0.0);
        // xla-11: the message is repeated on two lines, one failure
        const OomReport xla11 = OomParser::parseFile(real(QStringLiteral("xla-11.txt")));
        QCOMPARE(xla11.unparsedInsideMessage().size(), 0);
    }

    // every family in every way it is pasted
    void variants_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("memoryKind");
        QTest::addColumn<QString>("facts");
        for (const Family& f : kFamilies)
            for (const QString& how : kVariants)
                QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(f.name), how)))
                    << variant(QString::fromUtf8(f.text), how) << QString::fromLatin1(f.kind)
                    << QString::fromLatin1(f.memoryKind) << QString::fromLatin1(f.facts);
    }
    void variants()
    {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        QFETCH(QString, memoryKind);
        QFETCH(QString, facts);
        const OomReport r = OomParser::parse(text);
        QCOMPARE(oomKindId(r.kind), kind);
        QCOMPARE(memoryKindId(r.memoryKind), memoryKind);
        checkFacts(r, facts);
        QVERIFY(!explainOom(r).isEmpty());
    }

    void errorCodeAndOtherProcess()
    {
        const OomReport e1000 = OomParser::parse(QString::fromUtf8(kFamilies[4].text));
        QCOMPARE(e1000.errorCode, QStringLiteral("E1000: CompileTimeHbmOom"));
        QCOMPARE(e1000.framework, OomFramework::Jax);
        QCOMPARE(OomParser::parse(QString::fromUtf8(kFamilies[11].text)).framework, OomFramework::Jax); // MaxText
        const OomReport request = OomParser::parse(QString::fromUtf8(kFamilies[5].text));
        QCOMPARE(request.gpuIndex, 0);
        const OomReport shared = OomParser::parse(QString::fromUtf8(kFamilies[8].text));
        QCOMPARE(shared.selfPid, qint64(0)); // this process reports itself: 51234 is another one
        QVERIFY(std::abs(shared.otherProcessBytes() - 70.12 * kGiB) < 0.01 * kGiB);
        QVERIFY(explainOom(shared).size() > 2);
    }

    void compilerFigure_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("format");
        QTest::addColumn<double>("figure");
        QTest::newRow("repr: argument + output + temp − alias + code")
            << QString::fromUtf8(kFamilies[10].text) << "jax-memory-analysis"
            << 6442450944.0 + 6442450944.0 + 4294967296.0 - 6442450944.0 + 1540096.0;
        QTest::newRow("printed field by field, in another order")
            << QStringLiteral("temp_size_in_bytes: 1073741824\nargument_size_in_bytes: 2147483648\n"
                              "output_size_in_bytes: 1024\nalias_size_in_bytes: 0\n")
            << "jax-memory-analysis" << 1073741824.0 + 2147483648.0 + 1024.0;
        QTest::newRow("MaxText: the total (alias derived, generated code not printed)")
            << QString::fromUtf8(kFamilies[11].text) << "maxtext" << 95.2 * kGiB;
        QTest::newRow("MaxText: the total with an alias of 25.3 GB")
            << QStringLiteral("Total memory size: 69.9 GB, Output size: 25.3 GB, Temp size: 44.6 GB, Argument size: "
                              "25.3 GB, Host temp size: 0.0 GB.")
            << "maxtext" << 69.9 * kGiB;
        QTest::newRow("cut after the temporaries")
            << QStringLiteral("CompiledMemoryStats(generated_code_size_in_bytes=0, argument_size_in_bytes=1000, "
                              "output_size_in_bytes=200, alias_size_in_bytes=0, temp_size_in_bytes=300")
            << "jax-memory-analysis" << 1500.0;
    }
    void compilerFigure()
    {
        QFETCH(QString, text);
        QFETCH(QString, format);
        QFETCH(double, figure);
        const OomReport r = OomParser::parse(text);
        QVERIFY(r.isCompilerMemory());
        QVERIFY(!r.isOom());
        QCOMPARE(r.compiler->format, format);
        QVERIFY2(std::abs(*r.compiler->figure() - figure) <= std::max(1.0, 0.002 * figure),
                 qPrintable(QString::number(*r.compiler->figure(), 'f', 0)));
        QCOMPARE(explainOom(r).first().code, QStringLiteral("compiler-figure"));
    }

    // a log with several messages: the one that failed
    void severalMessages_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("facts");
        QTest::addColumn<int>("repeats");
        QTest::newRow("an allocator warning that is no failure, then the error") << QStringLiteral(
            "2024-05-01 10:00:01.000: W external/xla/xla/tsl/framework/bfc_allocator.cc:291] Allocator "
            "(GPU_0_bfc) ran out of memory trying to allocate 17.00GiB with freed_by_count=0. The caller "
            "indicates that this is not a failure, but this may mean that there could be performance gains if "
            "more memory were available.\n"
            "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate "
            "18253611008 bytes.\n") << "xla-runtime"
                                                                                 << "tried_to_allocate=18253611008"
                                                                                 << 1;
        QTest::newRow("the compiler's figure, then the OOM of the run")
            << QStringLiteral("Total memory size: 12.0 GB, Output size: 4.0 GB, Temp size: 4.0 GB, Argument size: 4.0 "
                              "GB, Host temp size: 0.0 GB.\n...\nRuntimeError: Bad StatusOr access: "
                              "RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space "
                              "vmem. Used 32.42M of 16.00M vmem. Exceeded vmem capacity by 16.42M\n")
            << "xla-compile"
            << "used=33995489.28" << 1;
        QTest::newRow("one message per rank, the second complete")
            << QStringLiteral(
                   "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 8.46 GiB. GPU 0 "
                   "has a total capac\n[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to "
                   "allocate 8.46 GiB. GPU 1 has a total capacity of 139.72 GiB of which 3.02 GiB is free. "
                   "Of the allocated memory 119.21 GiB is allocated by PyTorch, and 14.04 GiB is reserved by "
                   "PyTorch but unallocated.\n")
            << "cuda"
            << "capacity=150023207649.3;allocated_by_pytorch=128000457605.1" << 2;
        QTest::newRow("the breakdown of an earlier compilation, then the one that failed")
            << QStringLiteral(
                   "I0101 compile 1 (fits):\nTotal hbm usage >= 5.00G:\n    reserved 530.00M\n    program 4.48G\n"
                   "    arguments 0B\n\nI0101 compile 2:\nRESOURCE_EXHAUSTED: XLA:TPU compile permanent error. "
                   "Ran out of memory in memory space hbm. Used 17.60G of 15.75G hbm. Exceeded hbm capacity "
                   "by 1.85G.\nTotal hbm usage >= 18.12G:\n    reserved 530.00M\n    program 17.10G\n"
                   "    arguments 500.00M\n")
            << "xla-compile"
            << "used=18897856102.4;total_usage=19456201113.6;program=18360985190.4" << 1;
        QTest::newRow("a host message before the device one: the device counts") << QStringLiteral(
            "terminate called after throwing an instance of 'std::bad_alloc'\n"
            "(1) Resource exhausted: Attempting to allocate 180.59M. That was not possible. There are "
            "142.58M free.; (0x3x0_HBM1)\n") << "xla-runtime"
                                                                                 << "tried_to_allocate=189362749.4"
                                                                                 << 1;
    }
    void severalMessages()
    {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        QFETCH(QString, facts);
        QFETCH(int, repeats);
        const OomReport r = OomParser::parse(text);
        QCOMPARE(oomKindId(r.kind), kind);
        checkFacts(r, facts);
        QCOMPARE(r.repeats, repeats);
    }

    // cut off: still the right family, and said to be cut
    void truncated_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("memoryKind");
        QTest::addColumn<bool>("truncated");
        QTest::newRow("SMEM, cut after the space") << QStringLiteral(
            "RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space smem. Used 1.0")
                                                   << "xla-compile"
                                                   << "smem" << true;
        QTest::newRow("early abort, cut before the figures")
            << QStringLiteral("Compilation failure: Aborting compilation early because it's unlikely to have enough "
                              "memory. Requi")
            << "xla-compile"
            << "hbm" << true;
        QTest::newRow("CUDA, cut after the request") << QStringLiteral(
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 8.46 GiB. GPU 0 has a total capac")
                                                     << "cuda"
                                                     << "cuda" << true;
    }
    void truncated()
    {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        QFETCH(QString, memoryKind);
        QFETCH(bool, truncated);
        const OomReport r = OomParser::parse(text);
        QCOMPARE(oomKindId(r.kind), kind);
        QCOMPARE(memoryKindId(r.memoryKind), memoryKind);
        QCOMPARE(r.looksTruncated, truncated);
    }

    // not recognised: what was looked for, the clues found, how to get the whole message
    void unrecognised_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("clues");
        QTest::newRow("nothing about memory")
            << QStringLiteral("Traceback (most recent call last):\nValueError: x") << "";
        QTest::newRow("RESOURCE_EXHAUSTED without the figures")
            << QStringLiteral("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: TPU backend error")
            << "RESOURCE_EXHAUSTED";
        QTest::newRow("killed") << QStringLiteral("Process exited with code 137 (Killed)")
                                << "exited with code 137,Killed";
    }
    void unrecognised()
    {
        QFETCH(QString, text);
        QFETCH(QString, clues);
        const OomReport r = OomParser::parse(text);
        QVERIFY(!r.isRecognised());
        QCOMPARE(r.clues.join(QLatin1Char(',')), clues);
        QStringList codes;
        for (const OomNote& n : explainOom(r))
            codes << n.code;
        QVERIFY(codes.contains(QStringLiteral("looked-for")));
        QVERIFY(codes.contains(QStringLiteral("fuller-log")));
        QCOMPARE(codes.contains(QStringLiteral("clues")), !clues.isEmpty());
    }

    // every real message and every family cut at every 3rd character: never a crash, never slow, and a cut message
    // is either still its family or not recognised (never another family)
    void cutEverywhere()
    {
        QStringList texts;
        for (const char* name : {"xla-11.txt", "xla-16.txt", "xla-17.txt", "xla-18.txt", "xla-19.txt", "xla-20.txt",
                                 "cuda-08.txt", "cuda-21.txt"}) {
            QFile f(real(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            texts << QString::fromUtf8(f.readAll());
        }
        for (const Family& f : kFamilies)
            texts << QString::fromUtf8(f.text);
        QElapsedTimer timer;
        timer.start();
        for (const QString& text : texts) {
            const OomKind whole = OomParser::parse(text).kind;
            for (int n = 0; n < text.size(); n += 3) {
                const OomReport r = OomParser::parse(text.left(n));
                QVERIFY2(r.kind == whole || r.kind == OomKind::None
                             || (whole == OomKind::XlaCompile && r.kind == OomKind::XlaCompile),
                         qPrintable(QStringLiteral("%1 at %2: %3").arg(text.left(40)).arg(n).arg(oomKindId(r.kind))));
                explainOom(r);
            }
        }
        QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));
    }

    void memoryKindIds()
    {
        QCOMPARE(memoryKindId(MemoryKind::Hbm), QStringLiteral("hbm"));
        QCOMPARE(memoryKindId(MemoryKind::Smem), QStringLiteral("smem"));
        QCOMPARE(memoryKindId(MemoryKind::Vmem), QStringLiteral("vmem"));
        QCOMPARE(memoryKindId(MemoryKind::Host), QStringLiteral("host"));
        QCOMPARE(memoryKindId(MemoryKind::Cuda), QStringLiteral("cuda"));
        QCOMPARE(memoryKindOfSpace(QStringLiteral("VMEM")), MemoryKind::Vmem);
        QCOMPARE(memoryKindOfSpace(QStringLiteral("pinned_host")), MemoryKind::Host);
        QCOMPARE(memoryKindOfSpace(QStringLiteral("cmem")), MemoryKind::Unknown);
        QCOMPARE(oomKindId(OomKind::CompilerMemory), QStringLiteral("compiler-memory"));
        QCOMPARE(oomKindId(OomKind::Host), QStringLiteral("host"));
    }

    void wrapTolerantPatterns()
    {
        const OomReport r = OomParser::parse(QStringLiteral("Ran out of\nmemory in memory\n   space hbm. Used 9.13G "
                                                            "of\n7.48G hbm."));
        QCOMPARE(r.kind, OomKind::XlaCompile);
        QVERIFY(r.capacity && std::abs(*r.capacity - 7.48 * kGiB) < 0.01 * kGiB);
    }
};

QTEST_GUILESS_MAIN(TestOomFamilies)
#include "TestOomFamilies.moc"
