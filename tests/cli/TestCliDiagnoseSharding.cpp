// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan diagnose with the run's sharding (--sharding, --fsdp, --tensor-parallel, --slices, --devices, --offload, the
// plan's options): the JSON carries the run's sharding, the strategy ladder and the fixes' sharding; a whole-model
// all-gather under FSDP puts "wrap-layers" first; impossible jobs are usage errors of one line.
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

// PyTorch FSDP without an auto_wrap_policy on 8 × H100: the whole Llama 3.1 8B in bf16 (8,030,261,248 × 2 bytes).
const char* const kFsdpWhole
    = "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 14.96 GiB. GPU 0 has a total capacity "
      "of 79.10 GiB of which 9.87 GiB is free. Including non-PyTorch memory, this process has 69.22 GiB memory in "
      "use. Of the allocated memory 52.67 GiB is allocated by PyTorch, and 15.04 GiB is reserved by PyTorch but "
      "unallocated.\n";

// DeepSpeed ZeRO-2 on 8 × A100 40 GB.
const char* const kZero2
    = "deepspeed/runtime/zero/stage_1_and_2.py\", line 1849, in step\n"
      "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.94 GiB. GPU 0 has a total capacity of 39.39 "
      "GiB of which 1.71 GiB is free. Including non-PyTorch memory, this process has 37.67 GiB memory in use. Of the "
      "allocated memory 35.12 GiB is allocated by PyTorch, and 1.03 GiB is reserved by PyTorch but unallocated.\n";

QStringList args(const QString& file, const QString& model, const QString& hardware, const QStringList& more)
{
    return QStringList{QStringLiteral("diagnose"),
                       QStringLiteral("--error-file"),
                       file,
                       QStringLiteral("--model"),
                       model,
                       QStringLiteral("--seq-len"),
                       QStringLiteral("4096"),
                       QStringLiteral("--batch"),
                       QStringLiteral("1"),
                       QStringLiteral("--precision"),
                       QStringLiteral("bf16-mixed"),
                       QStringLiteral("--hardware"),
                       hardware}
    + more;
}

} // namespace

class TestCliDiagnoseSharding : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const char* text)
    {
        QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return path;
    }

private slots:
    void wholeModelGather()
    {
        const QString file = write(QStringLiteral("fsdp.txt"), kFsdpWhole);
        const QStringList sharding{QStringLiteral("--devices"), QStringLiteral("8"), QStringLiteral("--sharding"),
                                   QStringLiteral("fsdp")};
        Run r = run(args(file, QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-80"),
                         sharding + QStringList{QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        const QJsonObject sh = o.value(QStringLiteral("sharding")).toObject();
        QCOMPARE(sh.value(QStringLiteral("strategy")).toString(), QStringLiteral("fsdp"));
        QCOMPARE(sh.value(QStringLiteral("fsdp")).toInt(), 8);
        QCOMPARE(o.value(QStringLiteral("devices")).toInt(), 8);
        QCOMPARE(o.value(QStringLiteral("gpus")).toInt(), 8);
        QVERIFY(o.value(QStringLiteral("whole_model_gather")).isObject());
        QCOMPARE(
            o.value(QStringLiteral("advice")).toArray().first().toObject().value(QStringLiteral("code")).toString(),
            QStringLiteral("wrap-layers"));
        QCOMPARE(o.value(QStringLiteral("strategies")).toArray().size(), 4);
        QVERIFY(!o.value(QStringLiteral("correction")).toObject().value(QStringLiteral("available")).toBool());

        r = run(args(file, QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-80"), sharding));
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("8 × h100-80")));
        QVERIFY(r.out.contains(QStringLiteral("Wrap each decoder layer as its own FSDP unit")));
        QVERIFY(r.out.contains(QStringLiteral("transformer_auto_wrap_policy")));
        QVERIFY(r.out.indexOf(QStringLiteral("Wrap each decoder layer")) < r.out.indexOf(QStringLiteral("Smallest")));
    }

    void zero2Fixes()
    {
        const QString file = write(QStringLiteral("zero2.txt"), kZero2);
        Run r = run(args(file, QStringLiteral("llama-2-7b"), QStringLiteral("a100-40"),
                         {QStringLiteral("--devices"), QStringLiteral("8"), QStringLiteral("--sharding"),
                          QStringLiteral("zero2"), QStringLiteral("--limit"), QStringLiteral("0"),
                          QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("sharding")).toObject().value(QStringLiteral("strategy")).toString(),
                 QStringLiteral("zero2"));
        QCOMPARE(o.value(QStringLiteral("sharding")).toObject().value(QStringLiteral("deepspeed_layout")).toBool(),
                 true);
        bool strategy = false;
        bool offload = false;
        for (const auto& v : o.value(QStringLiteral("fixes")).toArray()) {
            const QJsonObject f = v.toObject();
            const QStringList codes = f.value(QStringLiteral("code")).toString().split(QLatin1Char('+'));
            const QJsonObject fs = f.value(QStringLiteral("sharding")).toObject();
            if (codes.contains(QStringLiteral("sharding"))) {
                strategy = true;
                QCOMPARE(fs.value(QStringLiteral("strategy")).toString(), QStringLiteral("fsdp"));
            }
            if (codes.contains(QStringLiteral("offload"))) {
                offload = true;
                QVERIFY(fs.value(QStringLiteral("offload")).toString() != QLatin1String("none"));
                QVERIFY(f.value(QStringLiteral("memory")).toObject().value(QStringLiteral("host_fits")).toBool());
            }
            QVERIFY(f.value(QStringLiteral("memory")).toObject().value(QStringLiteral("total")).toDouble()
                    <= f.value(QStringLiteral("usable_bytes")).toDouble());
        }
        QVERIFY(strategy);
        QVERIFY(offload);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QStringList>("more");
        QTest::addColumn<QString>("words");
        QTest::newRow("--devices on a TPU")
            << "v5p-8" << QStringList{QStringLiteral("--devices"), QStringLiteral("4")} << "--devices";
        QTest::newRow("--slices on a GPU")
            << "h100-80" << QStringList{QStringLiteral("--slices"), QStringLiteral("2")} << "--slices";
        QTest::newRow("unknown strategy")
            << "h100-80" << QStringList{QStringLiteral("--sharding"), QStringLiteral("zero4")} << "zero4";
        QTest::newRow("unknown offload") << "h100-80"
                                         << QStringList{QStringLiteral("--offload"), QStringLiteral("disk")} << "disk";
        QTest::newRow("mesh not dividing the job")
            << "h100-80"
            << QStringList{QStringLiteral("--devices"), QStringLiteral("8"),      QStringLiteral("--sharding"),
                           QStringLiteral("fsdp"),      QStringLiteral("--fsdp"), QStringLiteral("3")}
            << "does not divide";
    }
    void usageErrors()
    {
        QFETCH(QString, hardware);
        QFETCH(QStringList, more);
        QFETCH(QString, words);
        const QString file = write(QStringLiteral("fsdp.txt"), kFsdpWhole);
        const Run r = run(args(file, QStringLiteral("llama-3.1-8b"), hardware, more));
        QCOMPARE(r.code, 2);
        QVERIFY(tpuplan::test::isOneLine(r.err));
        QVERIFY2(r.err.contains(words), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliDiagnoseSharding)
#include "TestCliDiagnoseSharding.moc"
