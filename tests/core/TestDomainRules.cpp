// SPDX-License-Identifier: GPL-3.0-or-later
// The small rules the CLI and the app share through core: the default runtime, the calibration family of a model, the
// checkpointing kind's word, the word for one device, and the identity of a candidate (from the candidate and from the
// JSON the plan library stores).
#include "catalog/Catalog.h"
#include "memory/TrainingSetup.h"
#include "model/ModelLoader.h"
#include "plan/CandidateKey.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Planner.h"

#include <QtTest>

using namespace tpuplan;

Q_DECLARE_METATYPE(tpuplan::Runtime)
Q_DECLARE_METATYPE(tpuplan::CheckpointingKind)

class TestDomainRules : public QObject
{
    Q_OBJECT

private slots:
    void runtimeForDevice_data();
    void runtimeForDevice();
    void modelFamily_data();
    void modelFamily();
    void checkpointingKindIds_data();
    void checkpointingKindIds();
    void checkpointingKindRefuses_data();
    void checkpointingKindRefuses();
    void deviceWords_data();
    void deviceWords();
    void candidateKeyFromCandidateAndJson();
    void candidateKeyDiffers();
};

void TestDomainRules::runtimeForDevice_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<Runtime>("gpuRuntime");
    QTest::addColumn<Runtime>("expected");
    QTest::addRow("TPU ignores the GPU runtime") << "v3-8" << Runtime::PyTorch << Runtime::Xla;
    QTest::addRow("TPU v4") << "v4-8" << Runtime::TensorFlow << Runtime::Xla;
    QTest::addRow("GPU with PyTorch") << "a100-40" << Runtime::PyTorch << Runtime::PyTorch;
    QTest::addRow("GPU with TensorFlow") << "a100-40" << Runtime::TensorFlow << Runtime::TensorFlow;
    QTest::addRow("GPU with XLA") << "a100-40" << Runtime::Xla << Runtime::Xla;
}

void TestDomainRules::runtimeForDevice()
{
    QFETCH(QString, hardware);
    QFETCH(Runtime, gpuRuntime);
    QFETCH(Runtime, expected);
    const auto dev = Catalog::builtin().device(hardware);
    QVERIFY(dev);
    QCOMPARE(runtimeFor(*dev, gpuRuntime), expected);
    // a device known by its memory alone follows the same rule
    QCOMPARE(runtimeFor(customDevice(QStringLiteral("カスタム"), 16e9, dev->isTpu), gpuRuntime), expected);
}

void TestDomainRules::modelFamily_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("modelType");
    QTest::addColumn<QString>("family");
    QTest::addRow("type") << "bigbird-roberta-base"
                          << "big_bird"
                          << "big_bird";
    QTest::addRow("type wins over id") << "my-bert"
                                       << "bert"
                                       << "bert";
    // a spec built in code without a type: the CLI looked such a model up under "" (every untyped model at once)
    QTest::addRow("no type: the id") << "自作モデル" << QString() << "自作モデル";
}

void TestDomainRules::modelFamily()
{
    QFETCH(QString, id);
    QFETCH(QString, modelType);
    QFETCH(QString, family);
    ModelSpec m;
    m.id = id;
    m.modelType = modelType;
    QCOMPARE(tpuplan::modelFamily(m), family);
    QVERIFY(!tpuplan::modelFamily(m).isEmpty());
}

void TestDomainRules::checkpointingKindIds_data()
{
    QTest::addColumn<CheckpointingKind>("kind");
    QTest::addColumn<QString>("id");
    QTest::addRow("none") << CheckpointingKind::None << "none";
    QTest::addRow("full") << CheckpointingKind::Full << "full";
    QTest::addRow("every-k") << CheckpointingKind::EveryK << "every-k";
    QTest::addRow("selective") << CheckpointingKind::Selective << "selective";
}

void TestDomainRules::checkpointingKindIds()
{
    QFETCH(CheckpointingKind, kind);
    QFETCH(QString, id);
    QCOMPARE(checkpointingKindId(kind), id);
    QCOMPARE(checkpointingKindFromId(id), std::optional<CheckpointingKind>(kind));
}

void TestDomainRules::checkpointingKindRefuses_data()
{
    QTest::addColumn<QString>("id");
    QTest::addRow("a K is not a plan input") << "every-3";
    QTest::addRow("unknown") << "sometimes";
    QTest::addRow("empty") << "";
    QTest::addRow("not ASCII") << "全部";
}

void TestDomainRules::checkpointingKindRefuses()
{
    QFETCH(QString, id);
    QVERIFY(!checkpointingKindFromId(id));
}

void TestDomainRules::deviceWords_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("shortWord");
    QTest::addColumn<QString>("reportWord");
    QTest::addRow("v2: two TensorCores a chip") << "v2-8"
                                                << "core"
                                                << "TensorCore";
    QTest::addRow("v3") << "v3-8"
                        << "core"
                        << "TensorCore";
    QTest::addRow("v4: megacore") << "v4-8"
                                  << "chip"
                                  << "chip";
    QTest::addRow("GPU") << "a100-40"
                         << "GPU"
                         << "GPU";
}

void TestDomainRules::deviceWords()
{
    QFETCH(QString, hardware);
    QFETCH(QString, shortWord);
    QFETCH(QString, reportWord);
    const auto dev = Catalog::builtin().device(hardware);
    QVERIFY(dev);
    QCOMPARE(deviceWord(*dev), shortWord);
    QCOMPARE(deviceWord(*dev, CoreWord::Short), shortWord);
    QCOMPARE(deviceWord(*dev, CoreWord::TensorCore), reportWord);
}

void TestDomainRules::candidateKeyFromCandidateAndJson()
{
    const Catalog catalog = Catalog::builtin();
    PlanInput in = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml"));
    in.includeGpus = true;
    const PlanResult r = Planner(catalog).plan(in, QDate(2026, 11, 21));
    QVERIFY(r.candidates.size() >= 5);
    QSet<QString> keys;
    for (const Candidate& c : r.candidates) {
        const QString key = candidateKey(c);
        QCOMPARE(candidateKey(candidateJson(c)), key); // what the plan library stores names the same candidate
        QCOMPARE(key.count(QLatin1Char('|')), 5);
        QVERIFY(key.startsWith(c.hardware + QLatin1Char('|')));
        keys.insert(key);
    }
    QCOMPARE(keys.size(), r.candidates.size()); // one key per listed candidate
    QCOMPARE(candidateKey(QJsonObject()), QString()); // none chosen
}

void TestDomainRules::candidateKeyDiffers()
{
    Candidate a;
    a.hardware = QStringLiteral("v3-8");
    a.offering.region = QStringLiteral("us-central1");
    a.batchPerDevice = 2;
    QCOMPARE(candidateKey(a), QStringLiteral("v3-8|us-central1|on-demand|fp32|none|2"));
    Candidate b = a;
    b.checkpointing = Checkpointing{CheckpointingKind::EveryK, 3};
    QCOMPARE(candidateKey(b), QStringLiteral("v3-8|us-central1|on-demand|fp32|every-3|2"));
    b = a;
    b.batchPerDevice = 4;
    QVERIFY(candidateKey(b) != candidateKey(a));
    b = a;
    b.expectedCostUsd = 99; // a computed number is not part of the identity
    QCOMPARE(candidateKey(b), candidateKey(a));
}

QTEST_GUILESS_MAIN(TestDomainRules)
#include "TestDomainRules.moc"
