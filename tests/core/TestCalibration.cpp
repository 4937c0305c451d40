// SPDX-License-Identifier: GPL-3.0-or-later
// User calibrations: saved and loaded (folders with non-ASCII names), applied with a note that names the evidence,
// replaced and removed; bad files refused with the field and line; the built-in profile never changed.
#include "CoreFixtures.h"
#include "diagnose/Diagnosis.h"
#include "memory/Calibration.h"
#include "memory/CalibrationStore.h"
#include "model/ModelLoader.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

namespace {

using test::calibrationEntry;

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void defaultPathIsBesideTheUserCatalog()
    {
        const QString p = CalibrationStore::defaultPath();
        QVERIFY(p.endsWith(QStringLiteral("tpu-planner/tpu-planner/calibration.json")));
        QVERIFY(p.startsWith(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)));
    }

    void saveLoadRoundTrip_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::newRow("ASCII") << QStringLiteral("config");
        QTest::newRow("日本語") << QStringLiteral("設定/キャリブレーション");
        QTest::newRow("中文") << QStringLiteral("配置/校准");
        QTest::newRow("한국어") << QStringLiteral("설정/보정");
    }
    void saveLoadRoundTrip()
    {
        QFETCH(QString, folder);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.path() + QLatin1Char('/') + folder + QStringLiteral("/calibration.json");
        CalibrationStore store(path);
        store.load(); // missing: empty
        QVERIFY(store.entries().isEmpty());
        CalibrationEntry e = calibrationEntry(Runtime::Xla, QStringLiteral("big_bird"), 0.918);
        e.evidence = QStringLiteral("Colab の v2-8 で OOM: 9.65 GiB（中文，한국어）");
        store.set(e);
        store.set(calibrationEntry(Runtime::PyTorch, QStringLiteral("bert"), 1.12));
        store.save(); // creates the folders
        QVERIFY(QFile::exists(path));

        CalibrationStore again(path);
        again.load();
        QCOMPARE(again.entries().size(), 2);
        const CalibrationEntry* x = again.find(Runtime::Xla, QStringLiteral("big_bird"));
        QVERIFY(x);
        QCOMPARE(x->activationFactorMultiplier, 0.918);
        QCOMPARE(x->builtinActivationFactor, 0.7);
        QCOMPARE(x->evidence, e.evidence);
        QCOMPARE(x->date, QDate(2026, 11, 21));
        QCOMPARE(x->hardware, QStringLiteral("v2-8"));
        QCOMPARE(x->source, QStringLiteral("oom-message"));
        QCOMPARE(x->framework, QStringLiteral("tensorflow"));
        QCOMPARE(x->observedBytes, std::round(9.65 * kGiB));
        QCOMPARE(x->configuration, e.configuration);
        QVERIFY(!x->lowerBound);
        QCOMPARE(x->key(), QStringLiteral("xla/big_bird"));
        QVERIFY(!again.find(Runtime::Xla, QStringLiteral("bert")));
        QVERIFY(again.find(Runtime::PyTorch, QStringLiteral("bert")));
    }

    void setReplacesAndRemoveRemoves()
    {
        QTemporaryDir dir;
        CalibrationStore store(dir.filePath(QStringLiteral("c.json")));
        store.set(calibrationEntry(Runtime::Xla, QStringLiteral("big_bird"), 0.9));
        store.set(calibrationEntry(Runtime::Xla, QStringLiteral("big_bird"), 0.95));
        QCOMPARE(store.entries().size(), 1);
        QCOMPARE(store.entries().first().activationFactorMultiplier, 0.95);
        store.set(calibrationEntry(Runtime::Xla, QStringLiteral("bert"), 1.1));
        QVERIFY(store.remove(QStringLiteral("xla/big_bird")));
        QVERIFY(!store.remove(QStringLiteral("xla/big_bird")));
        QVERIFY(!store.remove(QStringLiteral("nonsense")));
        QVERIFY(!store.remove(QStringLiteral("quantum/bert")));
        QVERIFY(store.remove(Runtime::Xla, QStringLiteral("bert")));
        QVERIFY(store.entries().isEmpty());
        store.save();
        CalibrationStore again(store.path());
        again.load();
        QVERIFY(again.entries().isEmpty());
    }

    void setRefusesImplausibleCorrections_data()
    {
        QTest::addColumn<double>("multiplier");
        QTest::addColumn<QString>("family");
        QTest::newRow("too small") << 0.1 << "big_bird";
        QTest::newRow("too large") << 6.0 << "big_bird";
        QTest::newRow("not a number") << std::nan("") << "big_bird";
        QTest::newRow("no family") << 1.0 << "  ";
    }
    void setRefusesImplausibleCorrections()
    {
        QFETCH(double, multiplier);
        QFETCH(QString, family);
        CalibrationStore store(QStringLiteral("/nonexistent/c.json"));
        QVERIFY_EXCEPTION_THROWN(store.set(calibrationEntry(Runtime::Xla, family, multiplier)), InputError);
        QVERIFY(store.entries().isEmpty());
    }

    void applyNamesTheEvidence()
    {
        const RuntimeProfile builtin = defaultRuntimeProfile(Runtime::Xla);
        const CalibratedProfile c = applyCalibration(
            builtin, calibrationEntry(Runtime::Xla, QStringLiteral("big_bird"), 0.918), QLocale::c());
        QVERIFY(c.applied);
        QVERIFY(qFuzzyCompare(c.profile.activationFactor, 0.7 * 0.918));
        // only the activation factor changes
        QCOMPARE(c.profile.maskBytes, builtin.maskBytes);
        QCOMPARE(c.profile.allocatorSlack, builtin.allocatorSlack);
        QCOMPARE(c.profile.logitsCopies, builtin.logitsCopies);
        QVERIFY(c.note.contains(QStringLiteral("user calibration")));
        QVERIFY(c.note.contains(QStringLiteral("0.918")));
        QVERIFY(c.note.contains(QStringLiteral("9.65 GiB per core")));
        QVERIFY(c.note.contains(QStringLiteral("2026-11-21")));
        QVERIFY(c.note.contains(QStringLiteral("--remove-calibration xla/big_bird")));
        // the built-in profile is untouched
        QCOMPARE(defaultRuntimeProfile(Runtime::Xla).activationFactor, 0.7);
        // another runtime's profile: nothing applied
        const CalibratedProfile other = applyCalibration(
            defaultRuntimeProfile(Runtime::PyTorch), calibrationEntry(Runtime::Xla, QStringLiteral("big_bird"), 0.9));
        QVERIFY(!other.applied);
        QVERIFY(other.note.isEmpty());
        QCOMPARE(other.profile.activationFactor, 1.0);
        // the store applies by runtime and family
        CalibrationStore store(QStringLiteral("/nonexistent/c.json"));
        store.set(calibrationEntry(Runtime::Xla, QStringLiteral("big_bird"), 0.918));
        QVERIFY(store.apply(builtin, QStringLiteral("big_bird")).applied);
        QVERIFY(!store.apply(builtin, QStringLiteral("bert")).applied);
        QCOMPARE(store.apply(builtin, QStringLiteral("bert")).profile.activationFactor, 0.7);
    }

    void noteSaysWhenTheBuiltinFactorChanged()
    {
        CalibrationEntry e = calibrationEntry(Runtime::Xla, QStringLiteral("big_bird"), 0.9);
        e.builtinActivationFactor = 0.6;
        e.lowerBound = true;
        const CalibratedProfile c = applyCalibration(defaultRuntimeProfile(Runtime::Xla), e, QLocale::c());
        QVERIFY(c.note.contains(QStringLiteral("was 0.60")));
        QVERIFY(c.note.contains(QStringLiteral("only bounds the need from below")));
    }

    void badFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QTest::newRow("not JSON") << QByteArray("{ \"format\": ") << QString() << 1;
        QTest::newRow("a list") << QByteArray("[]") << QString() << 1;
        QTest::newRow("another format") << QByteArray("{\"format\": \"tpuplan-plan\", \"version\": 1}") << "format"
                                        << 1;
        QTest::newRow("a future version")
            << QByteArray("{\"format\": \"tpuplan-calibration\",\n \"version\": 2}") << "version" << 2;
        QTest::newRow("unknown runtime") << QByteArray(
            "{\"format\": \"tpuplan-calibration\", \"version\": 1,\n"
            "\"corrections\": [\n{\"runtime\": \"jax\", \"model_family\": \"bert\", "
            "\"activation_factor_multiplier\": 1.1}]}")
                                         << "runtime" << 3;
        QTest::newRow("no family") << QByteArray("{\"format\": \"tpuplan-calibration\", \"version\": 1,\n"
                                                 "\"corrections\": [\n{\"runtime\": \"xla\",\n"
                                                 "\"activation_factor_multiplier\": 1.1}]}")
                                   << "model_family" << 3;
        QTest::newRow("multiplier out of range")
            << QByteArray("{\"format\": \"tpuplan-calibration\", \"version\": 1,\n\"corrections\": [\n{\"runtime\": "
                          "\"xla\", \"model_family\": \"bert\",\n\"activation_factor_multiplier\": 40}]}")
            << "activation_factor_multiplier" << 4;
        QTest::newRow("multiplier as text")
            << QByteArray("{\"format\": \"tpuplan-calibration\", \"version\": 1,\n\"corrections\": [\n{\"runtime\": "
                          "\"xla\", \"model_family\": \"bert\",\n\"activation_factor_multiplier\": \"0.9\"}]}")
            << "activation_factor_multiplier" << 4;
        QTest::newRow("bad date") << QByteArray(
            "{\"format\": \"tpuplan-calibration\", \"version\": 1,\n\"corrections\": "
            "[{\"runtime\": \"xla\", \"model_family\": \"bert\", "
            "\"activation_factor_multiplier\": 1.0,\n\"date\": \"21/11/2026\"}]}")
                                  << "date" << 3;
        QTest::newRow("corrections not a list")
            << QByteArray("{\"format\": \"tpuplan-calibration\", \"version\": 1, \"corrections\": {}}") << "corrections"
            << 1;
    }
    void badFilesAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(int, line);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("calibration.json"));
        writeFile(path, json);
        CalibrationStore store(path);
        try {
            store.load();
            QFAIL("a bad calibration file was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.issue().file, path);
            QCOMPARE(e.issue().field, field);
            QCOMPARE(e.issue().line, line);
        }
        QVERIFY(store.entries().isEmpty());
    }

    // A diagnosis proposes the correction; stored and applied, it reproduces the observation on that configuration.
    void diagnosisToCalibrationRoundTrip()
    {
        DiagnosisInput in;
        in.model = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
        in.config.seqLen = 4096;
        in.config.batchPerDevice = 2;
        in.hardware = QStringLiteral("v2-8");
        const Catalog catalog = Catalog::builtin();
        const OomReport report
            = OomParser::parseFile(QStringLiteral(TPUPLAN_TEST_DATA "/oom/tf2-keras-bigbird-v2-8.txt"));
        const DiagnosisResult r = Diagnosis(catalog).run(in, report);
        const auto proposed = r.proposedCalibration(QDate(2026, 11, 21));
        QVERIFY(proposed);

        QTemporaryDir dir;
        CalibrationStore store(dir.filePath(QStringLiteral("calibration.json")));
        store.set(*proposed);
        store.save();
        CalibrationStore again(store.path());
        again.load();
        const CalibratedProfile cp = again.apply(defaultRuntimeProfile(Runtime::Xla), in.model.modelType);
        QVERIFY(cp.applied);
        const MemoryModel mm(in.model, in.head);
        const auto dev = catalog.device(QStringLiteral("v2-8"));
        const double total = mm.estimate(in.config, *dev, cp.profile).memory.total();
        QVERIFY2(std::abs(total - 9.65 * kGiB) < 1024.0, qPrintable(QString::number(total)));
        // and with the stored calibration the next diagnosis shows it, still correcting from the built-in model
        in.calibration = *again.find(Runtime::Xla, QStringLiteral("big_bird"));
        const DiagnosisResult next = Diagnosis(catalog).run(in, report);
        QVERIFY(!next.calibrationNote.isEmpty());
        QVERIFY(qFuzzyCompare(next.correction.multiplier, r.correction.multiplier));
        QVERIFY(std::abs(next.difference()) < 1024.0);
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "TestCalibration.moc"
