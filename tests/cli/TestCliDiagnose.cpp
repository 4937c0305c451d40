// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan diagnose: the seed case, the JSON contract, --calibrate with the calibration file (then applied by
// tpuplan estimate --calibration-file, listed and removed), measured peaks, and bad input with exit codes 1 and 2.
#include "CliRunner.h"
#include "Commands.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan::cli;

namespace {

using Run = tpuplan::test::CliRun;
constexpr auto run = &tpuplan::test::runCli;

constexpr auto json = &tpuplan::test::jsonObject;

QString fixture(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/oom/") + name;
}

QStringList seedArgs()
{
    return {QStringLiteral("diagnose"),
            QStringLiteral("--error-file"),
            fixture(QStringLiteral("tf2-keras-bigbird-v2-8.txt")),
            QStringLiteral("--model"),
            QStringLiteral("bigbird-roberta-base"),
            QStringLiteral("--seq-len"),
            QStringLiteral("4096"),
            QStringLiteral("--batch"),
            QStringLiteral("2"),
            QStringLiteral("--hardware"),
            QStringLiteral("v2-8"),
            QStringLiteral("--head"),
            QStringLiteral("mlm-masked"),
            QStringLiteral("--max-predictions"),
            QStringLiteral("600"),
            QStringLiteral("--nsp")};
}

} // namespace

class TestCliDiagnose : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the default calibration file is a test one

    void seedCaseText()
    {
        QTemporaryDir dir;
        const Run r = run(seedArgs() << QStringLiteral("--calibration-file") << dir.filePath(QStringLiteral("c.json")));
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.contains(QStringLiteral("What the message says (TensorFlow; XLA, while compiling the step)")));
        QVERIFY(r.out.contains(QStringLiteral("Used 9.13G of 7.48G")) || r.out.contains(QStringLiteral("used 9.13G")));
        QVERIFY(r.out.contains(QStringLiteral("observed        9.65 GiB")));
        QVERIFY(r.out.contains(QStringLiteral("The estimate agrees that it does not fit")));
        QVERIFY(r.out.contains(QStringLiteral("× 0.937")));
        // the first fix is checkpointing
        const int one = r.out.indexOf(QStringLiteral("\n  1. "));
        QVERIFY(one > 0);
        QVERIFY(r.out.mid(one, 60).contains(QStringLiteral("checkpointing")));
        QVERIFY(r.out.contains(QStringLiteral("--calibrate")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("c.json")))); // nothing stored without --calibrate
    }

    void seedCaseJson()
    {
        QTemporaryDir dir;
        const Run r = run(seedArgs() << QStringLiteral("--format") << QStringLiteral("json")
                                     << QStringLiteral("--calibration-file") << dir.filePath(QStringLiteral("c.json")));
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("runtime")).toString(), QStringLiteral("xla"));
        QCOMPARE(o.value(QStringLiteral("global_batch")).toInt(), 16);
        const QJsonObject message = o.value(QStringLiteral("message")).toObject();
        QCOMPARE(message.value(QStringLiteral("kind")).toString(), QStringLiteral("xla-compile"));
        QCOMPARE(message.value(QStringLiteral("framework")).toString(), QStringLiteral("tensorflow"));
        QVERIFY(message.value(QStringLiteral("facts")).toArray().size() > 20);
        const QJsonObject obs = o.value(QStringLiteral("observation")).toObject();
        QCOMPARE(obs.value(QStringLiteral("needed_bytes")).toDouble(), std::round(9.65 * 1073741824.0));
        QCOMPARE(obs.value(QStringLiteral("at_least")).toBool(), false);
        const QJsonObject est = o.value(QStringLiteral("estimate")).toObject();
        QCOMPARE(est.value(QStringLiteral("fits")).toBool(), false);
        const QJsonObject corr = o.value(QStringLiteral("correction")).toObject();
        QVERIFY(corr.value(QStringLiteral("available")).toBool());
        QVERIFY(std::abs(corr.value(QStringLiteral("multiplier")).toDouble() - 0.937) < 0.001);
        const QJsonArray fixes = o.value(QStringLiteral("fixes")).toArray();
        QVERIFY(!fixes.isEmpty());
        QCOMPARE(fixes.first().toObject().value(QStringLiteral("code")).toString(), QStringLiteral("checkpointing"));
        for (const QJsonValue& v : fixes) {
            const QJsonObject f = v.toObject();
            QVERIFY(f.value(QStringLiteral("memory")).toObject().value(QStringLiteral("total")).toDouble()
                    <= f.value(QStringLiteral("usable_bytes")).toDouble());
            QCOMPARE(f.value(QStringLiteral("global_batch")).toInt(), 16);
        }
        QCOMPARE(o.value(QStringLiteral("calibration_stored")).toBool(), false);
        QVERIFY(o.value(QStringLiteral("stored_calibration")).isNull());
        QCOMPARE(o.value(QStringLiteral("proposed_calibration")).toObject().value(QStringLiteral("key")).toString(),
                 QStringLiteral("xla/big_bird"));
    }

    // --calibrate stores; estimate --calibration-file applies and says so; list; remove; remove again fails.
    void calibrateApplyListRemove()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.path() + QStringLiteral("/設定/calibration.json");
        Run r = run(seedArgs() << QStringLiteral("--calibrate") << QStringLiteral("--calibration-file") << file);
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("Stored the correction for xla/big_bird")));
        QVERIFY(QFile::exists(file));

        const QStringList estimate{
            QStringLiteral("estimate"),  QStringLiteral("--model"),    QStringLiteral("bigbird-roberta-base"),
            QStringLiteral("--seq-len"), QStringLiteral("4096"),       QStringLiteral("--batch"),
            QStringLiteral("2"),         QStringLiteral("--hardware"), QStringLiteral("v2-8"),
            QStringLiteral("--head"),    QStringLiteral("mlm-masked"), QStringLiteral("--max-predictions"),
            QStringLiteral("600"),       QStringLiteral("--nsp")};
        r = run(QStringList(estimate) << QStringLiteral("--calibration-file") << file << QStringLiteral("--format")
                                      << QStringLiteral("json"));
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QVERIFY(o.value(QStringLiteral("calibration")).toString().contains(QStringLiteral("user calibration")));
        const double total = o.value(QStringLiteral("memory")).toObject().value(QStringLiteral("total")).toDouble();
        QVERIFY(std::abs(total - 9.65 * 1073741824.0) < 16.0); // the calibrated estimate reproduces the observation
        r = run(QStringList(estimate) << QStringLiteral("--calibration-file") << file);
        QVERIFY(r.out.contains(QStringLiteral("corrected by user calibration")));
        // without the option the built-in model applies, with no note
        r = run(QStringList(estimate) << QStringLiteral("--format") << QStringLiteral("json"));
        QVERIFY(!json(r).contains(QStringLiteral("calibration")));
        QVERIFY(json(r).value(QStringLiteral("memory")).toObject().value(QStringLiteral("total")).toDouble() > total);

        // a second diagnosis shows the stored calibration without applying it
        r = run(seedArgs() << QStringLiteral("--calibration-file") << file << QStringLiteral("--format")
                           << QStringLiteral("json"));
        QCOMPARE(json(r).value(QStringLiteral("stored_calibration")).toObject().value(QStringLiteral("key")).toString(),
                 QStringLiteral("xla/big_bird"));

        r = run({QStringLiteral("diagnose"), QStringLiteral("--list-calibrations"),
                 QStringLiteral("--calibration-file"), file});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("xla/big_bird: activations × 0.937")));
        r = run({QStringLiteral("diagnose"), QStringLiteral("--remove-calibration"), QStringLiteral("xla/big_bird"),
                 QStringLiteral("--calibration-file"), file});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("Removed")));
        r = run({QStringLiteral("diagnose"), QStringLiteral("--remove-calibration"), QStringLiteral("xla/big_bird"),
                 QStringLiteral("--calibration-file"), file});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("no calibration")));
        r = run(QStringList(estimate) << QStringLiteral("--calibration-file") << file);
        QVERIFY(r.out.contains(QStringLiteral("No calibration for xla/big_bird")));
    }

    void calibrateWithoutACorrectionFails()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("c.json"));
        // a CUDA snapshot below the estimate only bounds the need: nothing to store
        const Run r = run({QStringLiteral("diagnose"), QStringLiteral("--error-file"),
                           fixture(QStringLiteral("cuda-pytorch1-hf-trainer.txt")), QStringLiteral("--model"),
                           QStringLiteral("bert-large"), QStringLiteral("--seq-len"), QStringLiteral("512"),
                           QStringLiteral("--batch"), QStringLiteral("8"), QStringLiteral("--hardware"),
                           QStringLiteral("v100-16"), QStringLiteral("--head"), QStringLiteral("classification"),
                           QStringLiteral("--calibrate"), QStringLiteral("--calibration-file"), file});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("no calibration stored")));
        QVERIFY(!QFile::exists(file));
        QVERIFY(r.out.contains(QStringLiteral("Smallest changes that fit"))); // the diagnosis is still printed
    }

    void measuredPeak()
    {
        QTemporaryDir dir;
        const Run r = run({QStringLiteral("diagnose"),
                           QStringLiteral("--measured-peak-gib"),
                           QStringLiteral("9"),
                           QStringLiteral("--model"),
                           QStringLiteral("bigbird-roberta-base"),
                           QStringLiteral("--seq-len"),
                           QStringLiteral("4096"),
                           QStringLiteral("--batch"),
                           QStringLiteral("2"),
                           QStringLiteral("--hardware"),
                           QStringLiteral("v3-8"),
                           QStringLiteral("--head"),
                           QStringLiteral("mlm-masked"),
                           QStringLiteral("--max-predictions"),
                           QStringLiteral("600"),
                           QStringLiteral("--nsp"),
                           QStringLiteral("--format"),
                           QStringLiteral("json"),
                           QStringLiteral("--calibration-file"),
                           dir.filePath(QStringLiteral("c.json"))});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("observation")).toObject().value(QStringLiteral("source")).toString(),
                 QStringLiteral("measured-peak"));
        QVERIFY(o.value(QStringLiteral("fixes")).toArray().isEmpty());
        QVERIFY(o.value(QStringLiteral("correction")).toObject().value(QStringLiteral("available")).toBool());
    }

    void gpuMessages_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("hardware");
        QTest::newRow("PyTorch 1.x on a V100") << "cuda-pytorch1-hf-trainer.txt"
                                               << "v100-16";
        QTest::newRow("PyTorch 2.x on an A100 80 GB") << "cuda-pytorch2.txt"
                                                      << "a100-80";
        QTest::newRow("TF1 BFC on a V100") << "tf1-gpu-bfc.txt"
                                           << "v100-16";
    }
    void gpuMessages()
    {
        QFETCH(QString, file);
        QFETCH(QString, hardware);
        const Run r = run({QStringLiteral("diagnose"), QStringLiteral("--error-file"), fixture(file),
                           QStringLiteral("--model"), QStringLiteral("bert-large"), QStringLiteral("--seq-len"),
                           QStringLiteral("512"), QStringLiteral("--batch"), QStringLiteral("8"),
                           QStringLiteral("--hardware"), hardware, QStringLiteral("--head"),
                           QStringLiteral("classification"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("runtime")).toString(), QStringLiteral("pytorch"));
        QVERIFY(o.value(QStringLiteral("observation")).toObject().value(QStringLiteral("at_least")).toBool());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QStringList plan{QStringLiteral("--model"),   QStringLiteral("bigbird-roberta-base"),
                               QStringLiteral("--seq-len"), QStringLiteral("4096"),
                               QStringLiteral("--batch"),   QStringLiteral("2")};
        const QString seed = fixture(QStringLiteral("tf2-keras-bigbird-v2-8.txt"));
        QTest::newRow("neither message nor peak") << (QStringList{QStringLiteral("diagnose")} + plan
                                                      << QStringLiteral("--hardware") << QStringLiteral("v2-8"))
                                                  << 2 << "exactly one of --error-file and --measured-peak-gib";
        QTest::newRow("both") << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"), seed,
                                              QStringLiteral("--measured-peak-gib"), QStringLiteral("9")}
                                      + plan
                                  << QStringLiteral("--hardware") << QStringLiteral("v2-8"))
                              << 2 << "exactly one";
        QTest::newRow("no hardware") << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"), seed}
                                         + plan)
                                     << 2 << "--hardware is required";
        QTest::newRow("a device by size")
            << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"), seed} + plan
                << QStringLiteral("--device-memory-gib") << QStringLiteral("8"))
            << 2 << "--device-memory-gib";
        QTest::newRow("unknown hardware")
            << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"), seed} + plan
                << QStringLiteral("--hardware") << QStringLiteral("v9-8"))
            << 2 << "unknown hardware";
        QTest::newRow("bad pricing")
            << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"), seed} + plan
                << QStringLiteral("--hardware") << QStringLiteral("v2-8") << QStringLiteral("--pricing")
                << QStringLiteral("free-lunch"))
            << 2 << "unknown pricing model";
        QTest::newRow("bad margin")
            << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"), seed} + plan << QStringLiteral(
                    "--hardware") << QStringLiteral("v2-8") << QStringLiteral("--safety-margin") << QStringLiteral("2"))
            << 2 << "--safety-margin";
        QTest::newRow("missing file") << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"),
                                                      QStringLiteral("/nonexistent/エラー.txt")}
                                              + plan
                                          << QStringLiteral("--hardware") << QStringLiteral("v2-8"))
                                      << 1 << "no such file";
        QTest::newRow("not an out-of-memory message")
            << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"),
                            fixture(QStringLiteral("not-oom.txt"))}
                    + plan
                << QStringLiteral("--hardware") << QStringLiteral("v2-8"))
            << 1 << "no out-of-memory message";
        QTest::newRow("PyTorch on a TPU")
            << (QStringList{QStringLiteral("diagnose"), QStringLiteral("--error-file"), seed} + plan << QStringLiteral(
                    "--hardware") << QStringLiteral("v2-8") << QStringLiteral("--runtime") << QStringLiteral("pytorch"))
            << 2 << "xla";
        QTest::newRow("remove an unknown key")
            << QStringList{QStringLiteral("diagnose"), QStringLiteral("--remove-calibration"),
                           QStringLiteral("xla/nothing"), QStringLiteral("--calibration-file"),
                           QStringLiteral("/nonexistent/c.json")}
            << 1 << "no calibration";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.startsWith(QStringLiteral("tpuplan diagnose: ")));
    }

    void aBadCalibrationFileIsAFailure()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("c.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"tpuplan-calibration\", \"version\": 1, \"corrections\": 3}");
        f.close();
        Run r = run(seedArgs() << QStringLiteral("--calibration-file") << file);
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("corrections")));
        r = run({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("bert-base"),
                 QStringLiteral("--seq-len"), QStringLiteral("128"), QStringLiteral("--batch"), QStringLiteral("8"),
                 QStringLiteral("--hardware"), QStringLiteral("v3-8"), QStringLiteral("--calibration-file"), file});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("corrections")));
    }

    void helpAndListing()
    {
        Run r = run({QStringLiteral("diagnose"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("--error-file")));
        QVERIFY(r.out.contains(QStringLiteral("--calibrate")));
        r = run({QStringLiteral("--help")});
        QVERIFY(r.out.contains(QStringLiteral("diagnose")));
        QTemporaryDir dir;
        r = run({QStringLiteral("diagnose"), QStringLiteral("--list-calibrations"),
                 QStringLiteral("--calibration-file"), dir.filePath(QStringLiteral("none.json")),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r).value(QStringLiteral("calibrations")).toArray().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliDiagnose)
#include "TestCliDiagnose.moc"
