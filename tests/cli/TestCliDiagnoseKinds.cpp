// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan diagnose on the message families of issue 20: the JSON contract (observation.capacity_bytes, needed_bytes,
// at_least and memory_kind), the stated capacity against --hardware as a warning in text and JSON, the advice for
// on-chip memory, the compiler's figure pasted in place of an error, and a text that is not recognised.
#include "CliRunner.h"
#include "Commands.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = tpuplan::test::CliRun;
constexpr auto run = &tpuplan::test::runCli;
constexpr auto json = &tpuplan::test::jsonObject;

QString real(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/oom/real/") + name;
}

QStringList args(const QString& file, const QString& hardware, bool asJson)
{
    QStringList a{QStringLiteral("diagnose"),
                  QStringLiteral("--error-file"),
                  file,
                  QStringLiteral("--model"),
                  QStringLiteral("bigbird-roberta-base"),
                  QStringLiteral("--seq-len"),
                  QStringLiteral("4096"),
                  QStringLiteral("--batch"),
                  QStringLiteral("2"),
                  QStringLiteral("--hardware"),
                  hardware};
    if (asJson)
        a << QStringLiteral("--format") << QStringLiteral("json");
    return a;
}

} // namespace

class TestCliDiagnoseKinds : public QObject
{
    Q_OBJECT

private slots:
    void jsonContract_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("memoryKind");
        QTest::addColumn<bool>("atLeast");
        QTest::addColumn<bool>("capacity"); // the message states one
        QTest::addColumn<QString>("firstAdvice");
        QTest::newRow("xla-18 SMEM") << "xla-18.txt"
                                     << "v5litepod-8"
                                     << "smem" << false << true << "sequence-length";
        QTest::newRow("xla-19 VMEM") << "xla-19.txt"
                                     << "v5litepod-8"
                                     << "vmem" << false << true << "kernel-block-size";
        QTest::newRow("xla-20 breakdown only") << "xla-20.txt"
                                               << "v2-8"
                                               << "hbm" << true << false << "";
        QTest::newRow("xla-16 early abort") << "xla-16.txt"
                                            << "v3-8"
                                            << "hbm" << false << true << "check-shapes";
        QTest::newRow("xla-11 runtime") << "xla-11.txt"
                                        << "v3-8"
                                        << "hbm" << true << false << "";
    }
    void jsonContract()
    {
        QFETCH(QString, file);
        QFETCH(QString, hardware);
        QFETCH(QString, memoryKind);
        QFETCH(bool, atLeast);
        QFETCH(bool, capacity);
        QFETCH(QString, firstAdvice);
        const Run r = run(args(real(file), hardware, true));
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        const QJsonObject obs = o.value(QStringLiteral("observation")).toObject();
        for (const char* key : {"capacity_bytes", "needed_bytes", "at_least", "memory_kind"})
            QVERIFY2(obs.contains(QLatin1String(key)), key);
        QCOMPARE(obs.value(QStringLiteral("memory_kind")).toString(), memoryKind);
        QCOMPARE(obs.value(QStringLiteral("at_least")).toBool(), atLeast);
        QCOMPARE(obs.value(QStringLiteral("capacity_bytes")).isDouble(), capacity);
        QVERIFY(obs.value(QStringLiteral("needed_bytes")).toDouble() > 0);
        const QJsonArray advice = o.value(QStringLiteral("advice")).toArray();
        QCOMPARE(advice.isEmpty() ? QString() : advice.first().toObject().value(QStringLiteral("code")).toString(),
                 firstAdvice);
        if (memoryKind == QLatin1String("smem") || memoryKind == QLatin1String("vmem")) {
            // neither a smaller batch nor more chips: no configuration change is offered
            QVERIFY(o.value(QStringLiteral("fixes")).toArray().isEmpty());
            QVERIFY(o.value(QStringLiteral("difference_bytes")).isNull());
            QVERIFY(o.value(QStringLiteral("proposed_calibration")).isNull());
        }
    }

    // the capacity the message states against the one --hardware implies
    void capacityDisagreement()
    {
        // cuda-21 is from a 6 GiB GPU; a T4 has 16 GB
        Run r = run(args(real(QStringLiteral("cuda-21.txt")), QStringLiteral("t4"), true));
        QCOMPARE(r.code, 0);
        const QJsonObject obs = json(r).value(QStringLiteral("observation")).toObject();
        QCOMPARE(obs.value(QStringLiteral("capacity_bytes")).toDouble(), 6.0 * 1024 * 1024 * 1024);
        QCOMPARE(obs.value(QStringLiteral("warnings")).toArray().size(), 1);
        QVERIFY(obs.value(QStringLiteral("warnings")).toArray().first().toString().contains(QStringLiteral("t4")));
        r = run(args(real(QStringLiteral("cuda-21.txt")), QStringLiteral("t4"), false));
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("check the hardware")));
        QVERIFY(r.out.contains(QStringLiteral("counter that wrapped")));
    }

    void compilerOutput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("JAX memory_analysis()") << QStringLiteral(
            ">>> compiled.memory_analysis()\nCompiledMemoryStats(generated_code_size_in_bytes=1540096, "
            "argument_size_in_bytes=2147483648, output_size_in_bytes=2147483648, "
            "alias_size_in_bytes=2147483648, temp_size_in_bytes=4294967296, "
            "host_temp_size_in_bytes=0)\n");
        QTest::newRow("MaxText train_compile.py")
            << QStringLiteral("I1124 10:02:11.511823 140231 max_utils.py:812] Total memory size: 6.0 GB, Output "
                              "size: 2.0 GB, Temp size: 4.0 GB, Argument size: 2.0 GB, Host temp size: 0.0 GB.\n");
    }
    void compilerOutput()
    {
        QFETCH(QString, text);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("compile.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
        f.close();
        Run r = run(args(file, QStringLiteral("v3-8"), true));
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        const QJsonObject obs = o.value(QStringLiteral("observation")).toObject();
        QCOMPARE(obs.value(QStringLiteral("source")).toString(), QStringLiteral("compiler-analysis"));
        QCOMPARE(obs.value(QStringLiteral("ran_out_of_memory")).toBool(), false);
        const QJsonObject message = o.value(QStringLiteral("message")).toObject();
        QCOMPARE(message.value(QStringLiteral("kind")).toString(), QStringLiteral("compiler-memory"));
        const double figure
            = message.value(QStringLiteral("compiler")).toObject().value(QStringLiteral("figure_bytes")).toDouble();
        QVERIFY(std::abs(figure - 6.0 * 1024 * 1024 * 1024) < 0.06 * 1024 * 1024 * 1024);
        QVERIFY(obs.value(QStringLiteral("needed_bytes")).toDouble() > figure); // the reservation added
        QVERIFY(o.value(QStringLiteral("estimate")).toObject().value(QStringLiteral("total")).toDouble() > 0);
        // both figures in the text
        r = run(args(file, QStringLiteral("v3-8"), false));
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("estimate")));
        QVERIFY(r.out.contains(QStringLiteral("compiler")));
    }

    void unrecognisedSaysWhatItLookedFor()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("x.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: TPU backend error\n");
        f.close();
        const Run r = run(args(file, QStringLiteral("v3-8"), false));
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("no out-of-memory message")));
        QVERIFY(r.out.contains(QStringLiteral("Looked for")));
        QVERIFY(r.out.contains(QStringLiteral("TF_CPP_MIN_LOG_LEVEL")));
        QVERIFY(r.out.contains(QStringLiteral("RESOURCE_EXHAUSTED")));
    }
};

QTEST_GUILESS_MAIN(TestCliDiagnoseKinds)
#include "TestCliDiagnoseKinds.moc"
