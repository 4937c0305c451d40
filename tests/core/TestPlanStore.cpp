// SPDX-License-Identifier: GPL-3.0-or-later
// The plan library: save, list and search with Japanese, Chinese and Korean names; rename, duplicate, delete with
// undo, history; the round trip of every kind of input; the upgrade from every earlier schema version; and the files
// it must not touch: locked, read-only, damaged, from a newer version or from another program. For each of those the
// test keeps the file's bytes from before and checks they are the same after.
#include "TestFiles.h"
#include "Version.h"
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Planner.h"
#include "store/PlanStore.h"
#include "store/SqliteDb.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <unistd.h>

using namespace tpuplan;

Q_DECLARE_METATYPE(tpuplan::StoreStatus)

namespace {

#ifdef TPUPLAN_STORE_HELPER
const QString kHelper = QStringLiteral(TPUPLAN_STORE_HELPER);
#else
const QString kHelper;
#endif

constexpr int kDone = 101; // SQLITE_DONE

PlanInput preset(const QString& id, int seqLen = 512)
{
    PlanInput in;
    in.modelRef = id;
    in.model = ModelLoader::preset(id);
    in.seqLen = qMin(seqLen, in.model.maxPositions);
    return in;
}

PlanDraft draftOf(const PlanInput& in, const QString& notes = QString(), const QJsonObject& candidate = QJsonObject())
{
    PlanDraft d;
    d.input = in;
    d.notes = notes;
    d.candidate = candidate;
    d.catalogVersion = QStringLiteral("test-catalog-1");
    return d;
}

QJsonObject candidateOn(const QString& hardware)
{
    QJsonObject c;
    c[QStringLiteral("hardware")] = hardware;
    c[QStringLiteral("step_seconds")] = 0.5;
    return c;
}

using test::readAll;
using test::writeAll;

// What the store wrote, as text: two inputs are the same plan when they serialize the same.
QByteArray inputText(const PlanInput& in)
{
    return PlanFile::serialize(in);
}

QStringList namesOf(const QVector<PlanSummary>& plans)
{
    QStringList out;
    for (const PlanSummary& p : plans)
        out << p.name;
    out.sort();
    return out;
}

// A library with `count` plans (saved through the store), closed again: the main file holds everything.
void buildLibrary(const QString& path, int count, const QString& notes = QString())
{
    PlanStore store;
    const OpenResult o = store.open(path);
    QVERIFY2(o.ok(), qPrintable(o.message));
    for (int i = 0; i < count; ++i) {
        const SaveResult r = store.saveAs(QStringLiteral("計画 %1").arg(i),
                                          draftOf(preset(QStringLiteral("bert-base"), 128 + i), notes));
        QVERIFY2(r.ok(), qPrintable(r.message));
    }
}

// A library at schema `version`, built with the SQL of each step, holding rows as version 1 wrote them: three live
// plans (one with two revisions and a chosen candidate) and a deleted one.
void buildOldLibrary(const QString& path, int version, bool wal = true)
{
    SqliteDb db;
    QCOMPARE(db.open(path, SqliteDb::Mode::ReadWriteCreate), 0);
    QCOMPARE(
        db.exec(wal ? QStringLiteral("PRAGMA journal_mode = WAL") : QStringLiteral("PRAGMA journal_mode = DELETE")), 0);
    QCOMPARE(db.exec(QStringLiteral("BEGIN")), 0);
    for (int v = 1; v <= version; ++v)
        QCOMPARE(db.exec(PlanStore::schemaSql(v)), 0);
    const QString t = QStringLiteral("2024-05-01T09:30:00.000Z");
    struct Row
    {
        int id;
        QString name;
        QString model;
        int seqLen;
        int deleted;
    } rows[] = {
        {1, QStringLiteral("ÄRGER 計画"), QStringLiteral("bert-base"), 128, 0},
        {2, QStringLiteral("预训练计划"), QStringLiteral("roberta-base"), 256, 0},
        {3, QStringLiteral("빅버드 계획"), QStringLiteral("bigbird-roberta-base"), 4096, 0},
        {4, QStringLiteral("消した計画"), QStringLiteral("bert-large"), 512, 1},
    };
    for (const Row& r : rows) {
        SqliteStatement p(db,
                          QStringLiteral("INSERT INTO plans (id, name, created, modified, deleted, deleted_at) "
                                         "VALUES (?1, ?2, ?3, ?3, ?4, ?5)"));
        p.bind(1, r.id).bind(2, r.name).bind(3, t).bind(4, r.deleted).bind(5, r.deleted ? QVariant(t) : QVariant());
        QCOMPARE(p.step(), kDone);
        const int revisions = r.id == 1 ? 2 : 1;
        for (int rev = 1; rev <= revisions; ++rev) {
            SqliteStatement s(
                db,
                QStringLiteral("INSERT INTO revisions (plan_id, revision, saved, plan_yaml, candidate_json, "
                               "notes, app_version, catalog_version, model, hardware) "
                               "VALUES (?1, ?2, ?3, ?4, ?5, ?6, '0.0.9', 'catalog-2024', ?7, ?8)"));
            const PlanInput in = preset(r.model, r.seqLen * rev);
            const QString candidate
                = r.id == 1 && rev == 2 ? QStringLiteral("{\"hardware\":\"v3-8\",\"cost_usd\":12.5}") : QString();
            s.bind(1, r.id)
                .bind(2, rev)
                .bind(3, t)
                .bind(4, QString::fromUtf8(PlanFile::selfContained(in)))
                .bind(5, candidate)
                .bind(6, QStringLiteral("メモ %1 메모 备注").arg(rev))
                .bind(7, r.model)
                .bind(8, r.id == 1 && rev == 2 ? QStringLiteral("v3-8") : QString());
            QCOMPARE(s.step(), kDone);
        }
    }
    QCOMPARE(db.exec(QStringLiteral("COMMIT")), 0);
}

QStringList schemaOf(const QString& path)
{
    SqliteDb db;
    if (db.open(path, SqliteDb::Mode::ReadOnly) != 0)
        return {};
    return db.queryColumn(QStringLiteral("SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_master "
                                         "ORDER BY type, name"))
        + db.queryColumn(QStringLiteral("PRAGMA application_id"))
        + db.queryColumn(QStringLiteral("PRAGMA user_version"));
}

// The -wal file a reader may leave beside a file it cannot write to must hold nothing.
bool nothingInWal(const QString& path)
{
    const QFileInfo wal(path + QStringLiteral("-wal"));
    return !wal.exists() || wal.size() == 0;
}

} // namespace

class TestPlanStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void defaultPath();
    void saveAndLoad_data();
    void saveAndLoad();
    void roundTrip_data();
    void roundTrip();
    void search_data();
    void search();
    void tags();
    void rename_data();
    void rename();
    void duplicate();
    void deleteAndUndo();
    void history();
    void signalsOnChange();
    void invalidPlanNotSaved();
    void damagedRevision();
    void notOpen();
    void yamlFile();
    void emptyFileBecomesLibrary();
    void openErrors_data();
    void openErrors();

    void migration_data();
    void migration();
    void newerVersion_data();
    void newerVersion();
    void corrupt_data();
    void corrupt();
    void moveAsideCorrupt();
    void notPlanLibrary();
    void locked_data();
    void locked();
    void lockedWhileWriting();
    void readOnly_data();
    void readOnly();
    void readOnlyOlderVersion();
    void readOnlyFolderCannotCreate();
    void readOnlyForAnotherUser();

private:
    QString libraryPath() const { return m_dir->filePath(QStringLiteral("ライブラリ 라이브러리 库/plans.sqlite")); }

    Catalog m_catalog;
    QJsonObject m_candidate; // a real candidateJson() from the planner
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestPlanStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_catalog = Catalog::builtin();
    PlanInput in = preset(QStringLiteral("bert-base"), 128);
    in.hardware = QStringList{QStringLiteral("v3-8")};
    const PlanResult r = Planner(m_catalog).plan(in, QDate(2026, 11, 21));
    QVERIFY(!r.candidates.isEmpty());
    m_candidate = candidateJson(r.candidates.first());
}

void TestPlanStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestPlanStore::cleanup()
{
    // read-only rows take write permission away; give it back so that the folder can be removed
    QDir dir(m_dir->path());
    QFile::setPermissions(m_dir->path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    for (const QFileInfo& fi : dir.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot)) {
        QFile::setPermissions(fi.filePath(), fi.permissions() | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        if (fi.isDir())
            for (const QFileInfo& inner : QDir(fi.filePath()).entryInfoList(QDir::Files))
                QFile::setPermissions(inner.filePath(), inner.permissions() | QFileDevice::WriteOwner);
    }
    m_dir.reset();
}

void TestPlanStore::defaultPath()
{
    const QString app = QCoreApplication::applicationName();
    const QString org = QCoreApplication::organizationName();
    QCoreApplication::setApplicationName(QStringLiteral("tpu-planner"));
    QCoreApplication::setOrganizationName(QStringLiteral("tpu-planner"));
    const QString path = PlanStore::defaultPath();
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    // the CLI has another application name and must find the same library
    QCoreApplication::setApplicationName(QStringLiteral("tpuplan"));
    QCoreApplication::setOrganizationName(QString());
    const QString fromCli = PlanStore::defaultPath();
    QCoreApplication::setApplicationName(app);
    QCoreApplication::setOrganizationName(org);
    QCOMPARE(path, QDir(appData).filePath(QStringLiteral("plans.sqlite")));
    QVERIFY(appData.contains(QStringLiteral("tpu-planner")));
    QCOMPARE(fromCli, path);
}

void TestPlanStore::saveAndLoad_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("notes");
    QTest::addRow("Japanese") << QStringLiteral("BERT 事前学習（v3-8・プリエンプティブ）")
                              << QStringLiteral("bert-base")
                              << QStringLiteral("チェックポイントは 30 分ごと。\n2 行目のメモ");
    QTest::addRow("Chinese") << QStringLiteral("RoBERTa 预训练计划") << QStringLiteral("roberta-base")
                             << QStringLiteral("每 30 分钟保存一次检查点");
    QTest::addRow("Korean") << QStringLiteral("빅버드 사전학습 계획") << QStringLiteral("bigbird-roberta-base")
                            << QStringLiteral("선점형 TPU에서는 체크포인트를 자주 저장");
    QTest::addRow("ASCII with quotes") << QStringLiteral("plan \"A\" 'quoted' %1 \\") << QStringLiteral("bert-large")
                                       << QString();
}

void TestPlanStore::saveAndLoad()
{
    QFETCH(QString, name);
    QFETCH(QString, model);
    QFETCH(QString, notes);
    PlanStore store;
    const OpenResult o = store.open(libraryPath());
    QVERIFY2(o.ok(), qPrintable(o.message));
    QVERIFY(o.created);
    QCOMPARE(o.fileVersion, 0);
    QVERIFY(QFileInfo::exists(libraryPath()));

    const PlanInput in = preset(model, 512);
    const SaveResult s = store.saveAs(name, draftOf(in, notes, m_candidate));
    QVERIFY2(s.ok(), qPrintable(s.message));
    QCOMPARE(s.revision, 1);
    QCOMPARE(s.name, name);

    const QVector<PlanSummary> plans = store.list();
    QCOMPARE(plans.size(), 1);
    QCOMPARE(plans[0].id, s.planId);
    QCOMPARE(plans[0].name, name);
    QCOMPARE(plans[0].model, model);
    QCOMPARE(plans[0].hardware, QStringLiteral("v3-8"));
    QCOMPARE(plans[0].notes, notes);
    QCOMPARE(plans[0].latestRevision, 1);
    QVERIFY(plans[0].hasCandidate);
    QVERIFY(plans[0].created.isValid());
    QCOMPARE(plans[0].created.timeSpec(), Qt::UTC);
    QVERIFY(qAbs(plans[0].created.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    QCOMPARE(store.findByName(name), std::optional<qint64>(s.planId));

    // and again after reopening the file
    store.close();
    QVERIFY(store.open(libraryPath()).ok());
    const LoadResult l = store.load(s.planId);
    QVERIFY2(l.ok(), qPrintable(l.message));
    QCOMPARE(l.plan.name, name);
    QCOMPARE(l.plan.revision, 1);
    QCOMPARE(l.plan.latestRevision, 1);
    QCOMPARE(inputText(l.plan.input), inputText(in));
    QCOMPARE(l.plan.candidate, m_candidate);
    QCOMPARE(l.plan.notes, notes);
    QCOMPARE(l.plan.appVersion, QStringLiteral(TPUPLAN_VERSION));
    QCOMPARE(l.plan.catalogVersion, QStringLiteral("test-catalog-1"));
    QCOMPARE(l.plan.yaml, PlanFile::selfContained(in));
}

void TestPlanStore::roundTrip_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("preset with the defaults") << QStringLiteral("defaults");
    QTest::addRow("BigBird by tokens, every option set") << QStringLiteral("everything");
    QTest::addRow("epochs over a dataset") << QStringLiteral("epochs");
    QTest::addRow("edited preset (stored inline)") << QStringLiteral("edited");
    QTest::addRow("model from a file that is then deleted") << QStringLiteral("file");
}

void TestPlanStore::roundTrip()
{
    QFETCH(QString, kind);
    PlanInput in = preset(QStringLiteral("bert-base"));
    QString modelFile;
    if (kind == QLatin1String("everything")) {
        in = preset(QStringLiteral("bigbird-roberta-large"), 4096);
        in.head.kind = HeadKind::MlmMasked;
        in.head.maxPredictions = 600;
        in.head.nsp = true;
        in.runLength = RunLength::Tokens;
        in.tokens = 3.5e10;
        in.datasetTokens = 1.2e10;
        in.datasetGiB = 48.5;
        in.precisions = {Precision::Bf16Mixed};
        in.optimizer = OptimizerKind::Adafactor;
        in.dropout = false;
        in.checkpointing = {CheckpointingKind::EveryK, CheckpointingKind::Selective};
        in.gpuRuntime = Runtime::TensorFlow;
        in.maxAccumulation = 1;
        in.hardware = QStringList{QStringLiteral("v3-8"), QStringLiteral("v2-32")};
        in.generations = QStringList{QStringLiteral("v3")};
        in.includeGpus = true;
        in.regions = QStringList{QStringLiteral("europe-west4"), QStringLiteral("us-central1")};
        in.pricing = {PricingModel::Preemptible, PricingModel::Spot};
        in.objective = Objective::Balanced;
        in.deadlineHours = 72.5;
        in.budgetUsd = 1234.56;
        in.safetyMargin = 0.15;
        in.preemptionRatePerHour = 0.2;
        in.checkpointWriteMinutes = 3.25;
        in.restartMinutes = 12;
        in.preemptibleMaxHours = 24;
        in.efficiencyOverride.insert(QStringLiteral("v3"), 0.41);
        in.efficiencyOverride.insert(QStringLiteral("v2"), 0.37);
        in.limit = 7;
        in.seed = 987654321;
    } else if (kind == QLatin1String("epochs")) {
        in.head.kind = HeadKind::Classification;
        in.head.numLabels = 3;
        in.runLength = RunLength::Epochs;
        in.epochs = 2.5;
        in.datasetTokens = 4e9;
    } else if (kind == QLatin1String("edited")) {
        in.model.layers = 6;
        in.model.name = QStringLiteral("BERT 6 層（社内版）");
    } else if (kind == QLatin1String("file")) {
        QDir(m_dir->path()).mkpath(QStringLiteral("モデル"));
        modelFile = m_dir->filePath(QStringLiteral("モデル/config.json"));
        QVERIFY(QFile::copy(QStringLiteral(TPUPLAN_TEST_DATA "/hf/roberta-base/config.json"), modelFile));
        in.modelRef = modelFile;
        in.model = ModelLoader::fromFile(modelFile);
    }
    QVERIFY2(in.validate().isEmpty(), qPrintable(in.validate()));

    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    const SaveResult s = store.saveAs(QStringLiteral("往復 왕복 往返"), draftOf(in, QStringLiteral("n"), m_candidate));
    QVERIFY2(s.ok(), qPrintable(s.message));
    if (!modelFile.isEmpty())
        QVERIFY(QFile::remove(modelFile)); // a stored plan never depends on a file elsewhere
    store.close();
    QVERIFY(store.open(libraryPath()).ok());
    const LoadResult l = store.load(s.planId);
    QVERIFY2(l.ok(), qPrintable(l.message));

    QCOMPARE(l.plan.input.modelRef, in.modelRef);
    PlanInput a = l.plan.input, b = in;
    if (kind == QLatin1String("edited") || kind == QLatin1String("file")) {
        QVERIFY(!l.plan.yaml.contains("model: \"")); // inline, not by reference
        a.modelRef.clear();
        b.modelRef.clear();
    }
    QCOMPARE(inputText(a), inputText(b));
    QCOMPARE(a.model.layers, b.model.layers);
    QCOMPARE(planInputJson(a), planInputJson(b));
    QCOMPARE(l.plan.candidate, m_candidate);
}

void TestPlanStore::search_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected");
    const QString bert = QStringLiteral("BERT 事前学習");
    const QString bigbird = QStringLiteral("BigBird 長文 4096");
    const QString roberta = QStringLiteral("RoBERTa 预训练");
    const QString korean = QStringLiteral("빅버드 계획");
    const QString umlaut = QStringLiteral("ÄRGER mit Umlauten");
    const QStringList all = QStringList{bert, bigbird, roberta, korean, umlaut};
    auto sorted = [](QStringList l) {
        l.sort();
        return l;
    };
    QTest::addRow("empty query lists all") << QString() << sorted(all);
    QTest::addRow("blank query lists all") << QStringLiteral("  \t ") << sorted(all);
    QTest::addRow("every model is of the BERT family") << QStringLiteral("bert") << sorted(all);
    QTest::addRow("case ignored") << QStringLiteral("BIGBIRD") << sorted({bigbird, korean});
    QTest::addRow("full-width Latin") << QStringLiteral("ｂｉｇｂｉｒｄ") << sorted({bigbird, korean});
    QTest::addRow("two terms, both must match") << QStringLiteral("bigbird base") << QStringList{bigbird};
    QTest::addRow("Japanese name") << QStringLiteral("事前学習") << QStringList{bert};
    QTest::addRow("Japanese kanji shared with Chinese") << QStringLiteral("長文") << QStringList{bigbird};
    QTest::addRow("Chinese name") << QStringLiteral("预训练") << QStringList{roberta};
    QTest::addRow("Korean name") << QStringLiteral("계획") << QStringList{korean};
    QTest::addRow("umlaut, other case") << QStringLiteral("ärger") << QStringList{umlaut};
    QTest::addRow("chosen hardware") << QStringLiteral("v3-8") << QStringList{bert};
    QTest::addRow("allowed hardware") << QStringLiteral("v4-8") << QStringList{roberta};
    QTest::addRow("allowed generation") << QStringLiteral("v5e") << QStringList{korean};
    QTest::addRow("model and hardware") << QStringLiteral("large v5e") << QStringList{korean};
    QTest::addRow("no match") << QStringLiteral("gpt2") << QStringList();
    QTest::addRow("LIKE wildcard is literal") << QStringLiteral("%") << QStringList();
    QTest::addRow("underscore is literal") << QStringLiteral("_") << QStringList();
    QTest::addRow("quote") << QStringLiteral("'") << QStringList();
}

void TestPlanStore::search()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    PlanInput roberta = preset(QStringLiteral("roberta-large"));
    roberta.hardware = QStringList{QStringLiteral("v4-8")};
    PlanInput korean = preset(QStringLiteral("bigbird-roberta-large"), 4096);
    korean.generations = QStringList{QStringLiteral("v5e")};
    QVERIFY(store
                .saveAs(QStringLiteral("BERT 事前学習"),
                        draftOf(preset(QStringLiteral("bert-base")), QString(), candidateOn(QStringLiteral("v3-8"))))
                .ok());
    QVERIFY(store
                .saveAs(QStringLiteral("BigBird 長文 4096"),
                        draftOf(preset(QStringLiteral("bigbird-roberta-base"), 4096), QString(),
                                candidateOn(QStringLiteral("v2-8"))))
                .ok());
    QVERIFY(store.saveAs(QStringLiteral("RoBERTa 预训练"), draftOf(roberta)).ok());
    QVERIFY(store.saveAs(QStringLiteral("빅버드 계획"), draftOf(korean)).ok());
    QVERIFY(store.saveAs(QStringLiteral("ÄRGER mit Umlauten"), draftOf(preset(QStringLiteral("bert-large")))).ok());
    const SaveResult deleted = store.saveAs(QStringLiteral("削除済み bigbird v3-8 계획"),
                                            draftOf(preset(QStringLiteral("bigbird-roberta-base"))));
    QVERIFY(store.softDelete(deleted.planId).ok());

    QCOMPARE(namesOf(store.search(query)), expected); // never the deleted plan, which matches many of the queries
    QVERIFY(store.lastError().ok());
}

void TestPlanStore::tags()
{
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    const SaveResult a = store.saveAs(QStringLiteral("タグ付き"), draftOf(preset(QStringLiteral("bert-base"))));
    QVERIFY(store.saveAs(QStringLiteral("タグなし"), draftOf(preset(QStringLiteral("bert-base")))).ok());
    const SaveResult t = store.setTags(a.planId,
                                       {QStringLiteral(" 予算 "), QStringLiteral("Colab"), QStringLiteral("预算"),
                                        QStringLiteral("예산"), QStringLiteral("Colab"), QString()});
    QVERIFY2(t.ok(), qPrintable(t.message));
    const LoadResult l = store.load(a.planId);
    QCOMPARE(
        l.plan.tags,
        (QStringList{QStringLiteral("Colab"), QStringLiteral("予算"), QStringLiteral("预算"), QStringLiteral("예산")}));
    for (const PlanSummary& p : store.list())
        QCOMPARE(p.tags.size(), p.id == a.planId ? 4 : 0);
    QCOMPARE(namesOf(store.search(QStringLiteral("colab"))), QStringList{QStringLiteral("タグ付き")});
    QCOMPARE(namesOf(store.search(QStringLiteral("예산"))), QStringList{QStringLiteral("タグ付き")});
    QVERIFY(store.setTags(a.planId, {}).ok());
    QCOMPARE(store.search(QStringLiteral("colab")).size(), 0);
    QCOMPARE(store.setTags(999, {QStringLiteral("x")}).status, StoreStatus::NotFound);
}

void TestPlanStore::rename_data()
{
    QTest::addColumn<QString>("newName");
    QTest::addColumn<StoreStatus>("status");
    QTest::addColumn<QString>("storedName");
    QTest::addRow("to Japanese") << QStringLiteral("新しい名前") << StoreStatus::Ok << QStringLiteral("新しい名前");
    QTest::addRow("to Chinese") << QStringLiteral("新名称") << StoreStatus::Ok << QStringLiteral("新名称");
    QTest::addRow("to Korean, spaces trimmed")
        << QStringLiteral("  새 이름 ") << StoreStatus::Ok << QStringLiteral("새 이름");
    QTest::addRow("to its own name") << QStringLiteral("元の名前") << StoreStatus::Ok << QStringLiteral("元の名前");
    QTest::addRow("to the name of another plan")
        << QStringLiteral("別の計画") << StoreStatus::NameTaken << QStringLiteral("元の名前");
    // "が" written as か + combining dakuten is the same name once normalised (NFC)
    QTest::addRow("to another plan's name, decomposed kana")
        << QString::fromUtf8("\xe3\x81\x8b\xe3\x82\x99") << StoreStatus::NameTaken << QStringLiteral("元の名前");
    QTest::addRow("empty") << QString() << StoreStatus::InvalidName << QStringLiteral("元の名前");
    QTest::addRow("blank") << QStringLiteral(" \t") << StoreStatus::InvalidName << QStringLiteral("元の名前");
    QTest::addRow("too long") << QString(PlanStore::kMaxNameLength + 1, QChar(0x8a08)) << StoreStatus::InvalidName
                              << QStringLiteral("元の名前");
}

void TestPlanStore::rename()
{
    QFETCH(QString, newName);
    QFETCH(StoreStatus, status);
    QFETCH(QString, storedName);
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    const SaveResult a = store.saveAs(QStringLiteral("元の名前"), draftOf(preset(QStringLiteral("bert-base"))));
    QVERIFY(store.saveAs(QStringLiteral("別の計画"), draftOf(preset(QStringLiteral("bert-base")))).ok());
    QVERIFY(store.saveAs(QString::fromUtf8("\xe3\x81\x8c"), draftOf(preset(QStringLiteral("bert-base")))).ok()); // が

    const SaveResult r = store.rename(a.planId, newName);
    QCOMPARE(r.status, status);
    QCOMPARE(r.message.isEmpty(), status == StoreStatus::Ok);
    const LoadResult l = store.load(a.planId);
    QCOMPARE(l.plan.name, storedName);
    QCOMPARE(l.plan.latestRevision, 1); // a rename is not a revision
    if (status == StoreStatus::Ok)
        QCOMPARE(namesOf(store.search(storedName)).count(storedName), 1);
    QCOMPARE(store.rename(12345, QStringLiteral("x")).status, StoreStatus::NotFound);
}

void TestPlanStore::duplicate()
{
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    const SaveResult a = store.saveAs(QStringLiteral("원본 計画"),
                                      draftOf(preset(QStringLiteral("bert-base")), QStringLiteral("v1"), m_candidate));
    QVERIFY(store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256), QStringLiteral("v2"), m_candidate))
                .ok());
    QVERIFY(store.setTags(a.planId, {QStringLiteral("タグ")}).ok());

    const SaveResult c = store.duplicate(a.planId);
    QVERIFY2(c.ok(), qPrintable(c.message));
    QCOMPARE(c.name, QStringLiteral("원본 計画 (copy)"));
    QVERIFY(c.planId != a.planId);
    const LoadResult orig = store.load(a.planId);
    const LoadResult copy = store.load(c.planId);
    QCOMPARE(copy.plan.latestRevision, 1);
    QCOMPARE(copy.plan.yaml, orig.plan.yaml);
    QCOMPARE(copy.plan.candidate, orig.plan.candidate);
    QCOMPARE(copy.plan.notes, QStringLiteral("v2"));
    QCOMPARE(copy.plan.tags, QStringList{QStringLiteral("タグ")});

    const SaveResult c2 = store.duplicate(a.planId);
    QCOMPARE(c2.name, QStringLiteral("원본 計画 (copy) (2)"));
    const SaveResult named = store.duplicate(a.planId, QStringLiteral("复制的计划"));
    QCOMPARE(named.name, QStringLiteral("复制的计划"));
    QCOMPARE(store.duplicate(a.planId, QStringLiteral("复制的计划")).status, StoreStatus::NameTaken);
    QCOMPARE(store.duplicate(777).status, StoreStatus::NotFound);
    QCOMPARE(store.list().size(), 4);
    // the original is untouched
    QCOMPARE(store.history(a.planId).size(), 2);
}

void TestPlanStore::deleteAndUndo()
{
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    const SaveResult a = store.saveAs(QStringLiteral("消す計画"),
                                      draftOf(preset(QStringLiteral("bert-base")), QStringLiteral("メモ")));
    QVERIFY(store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256))).ok());

    const SaveResult d = store.softDelete(a.planId);
    QVERIFY(d.ok());
    QCOMPARE(d.name, QStringLiteral("消す計画")); // for the undo command's text
    QCOMPARE(store.list().size(), 0);
    const QVector<PlanSummary> trash = store.list(PlanStore::Listing::Deleted);
    QCOMPARE(trash.size(), 1);
    QVERIFY(trash[0].deleted);
    QVERIFY(trash[0].deletedAt.isValid());
    QCOMPARE(store.softDelete(a.planId).status, StoreStatus::NotFound); // already deleted
    QCOMPARE(store.save(a.planId, draftOf(preset(QStringLiteral("bert-base")))).status, StoreStatus::NotFound);
    QVERIFY(store.load(a.planId).ok()); // a deleted plan can still be looked at
    QCOMPARE(store.search(QStringLiteral("消す")).size(), 0);
    QCOMPARE(store.search(QStringLiteral("消す"), PlanStore::Listing::Deleted).size(), 1);

    // undo
    QVERIFY(store.undoDelete(a.planId).ok());
    QCOMPARE(namesOf(store.list()), QStringList{QStringLiteral("消す計画")});
    QCOMPARE(store.history(a.planId).size(), 2); // its history came back with it
    QCOMPARE(store.undoDelete(a.planId).status, StoreStatus::NotFound);

    // the name of a deleted plan is free; undo then keeps both, under two names
    QVERIFY(store.softDelete(a.planId).ok());
    const SaveResult b = store.saveAs(QStringLiteral("消す計画"), draftOf(preset(QStringLiteral("roberta-base"))));
    QVERIFY2(b.ok(), qPrintable(b.message));
    const SaveResult u = store.undoDelete(a.planId);
    QVERIFY(u.ok());
    QCOMPARE(u.name, QStringLiteral("消す計画 (2)"));
    QCOMPARE(namesOf(store.list()), (QStringList{QStringLiteral("消す計画"), QStringLiteral("消す計画 (2)")}));

    // purge: only what is deleted, and then for good
    QCOMPARE(store.purge(a.planId).status, StoreStatus::NotFound);
    QVERIFY(store.softDelete(a.planId).ok());
    QVERIFY(store.purge(a.planId).ok());
    QCOMPARE(store.load(a.planId).status, StoreStatus::NotFound);
    QCOMPARE(store.history(a.planId).size(), 0);
    QCOMPARE(store.list(PlanStore::Listing::Deleted).size(), 0);
    QCOMPARE(store.undoDelete(a.planId).status, StoreStatus::NotFound);
    SqliteDb raw;
    QCOMPARE(raw.open(libraryPath(), SqliteDb::Mode::ReadOnly), 0);
    QCOMPARE(raw.queryValue(QStringLiteral("SELECT count(*) FROM revisions WHERE plan_id = %1").arg(a.planId)).toInt(),
             0);
}

void TestPlanStore::history()
{
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    const SaveResult a = store.saveAs(QStringLiteral("履歴 이력 历史"),
                                      draftOf(preset(QStringLiteral("bert-base"), 128), QStringLiteral("一")));
    const SaveResult r2
        = store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256), QStringLiteral("二"), m_candidate));
    QCOMPARE(r2.revision, 2);
    QVERIFY(!r2.unchanged);
    // saving the same again writes nothing
    const SaveResult same
        = store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256), QStringLiteral("二"), m_candidate));
    QVERIFY(same.ok());
    QVERIFY(same.unchanged);
    QCOMPARE(same.revision, 2);
    // only the notes changed: a revision
    const SaveResult r3 = store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256), QStringLiteral("三")));
    QCOMPARE(r3.revision, 3);

    const QVector<PlanRevision> h = store.history(a.planId);
    QCOMPARE(h.size(), 3);
    QCOMPARE(h[0].revision, 1);
    QCOMPARE(h[0].notes, QStringLiteral("一"));
    QCOMPARE(h[1].notes, QStringLiteral("二"));
    QVERIFY(h[1].hasCandidate);
    QVERIFY(!h[2].hasCandidate);
    QCOMPARE(h[2].appVersion, QStringLiteral(TPUPLAN_VERSION));
    QCOMPARE(h[2].catalogVersion, QStringLiteral("test-catalog-1"));
    QVERIFY(h[0].saved <= h[1].saved && h[1].saved <= h[2].saved);

    QCOMPARE(store.load(a.planId, 1).plan.input.seqLen, 128);
    QCOMPARE(store.load(a.planId, 2).plan.input.seqLen, 256);
    QCOMPARE(store.load(a.planId, 2).plan.candidate, m_candidate);
    QCOMPARE(store.load(a.planId).plan.revision, 3);
    QCOMPARE(store.load(a.planId).plan.latestRevision, 3);
    QCOMPARE(store.load(a.planId, 4).status, StoreStatus::NotFound);
    QCOMPARE(store.list().first().latestRevision, 3);
    QCOMPARE(store.list().first().notes, QStringLiteral("三"));
    QCOMPARE(store.history(999).size(), 0);
    QCOMPARE(store.lastError().status, StoreStatus::NotFound);
}

void TestPlanStore::signalsOnChange()
{
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    QSignalSpy added(&store, &PlanStore::planAdded);
    QSignalSpy changed(&store, &PlanStore::planChanged);
    QSignalSpy removed(&store, &PlanStore::planRemoved);
    const SaveResult a = store.saveAs(QStringLiteral("信号"), draftOf(preset(QStringLiteral("bert-base"))));
    QCOMPARE(added.size(), 1);
    QCOMPARE(added.at(0).at(0).toLongLong(), a.planId);
    store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256)));
    store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256))); // unchanged: no signal
    store.rename(a.planId, QStringLiteral("신호"));
    store.rename(a.planId, QString()); // refused: no signal
    QCOMPARE(changed.size(), 2);
    store.duplicate(a.planId);
    QCOMPARE(added.size(), 2);
    store.softDelete(a.planId);
    QCOMPARE(removed.size(), 1);
    store.undoDelete(a.planId);
    QCOMPARE(added.size(), 3);
}

void TestPlanStore::invalidPlanNotSaved()
{
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    PlanInput bad = preset(QStringLiteral("bert-base"));
    bad.seqLen = 4096; // beyond BERT's 512 position embeddings
    const SaveResult r = store.saveAs(QStringLiteral("無効"), draftOf(bad));
    QCOMPARE(r.status, StoreStatus::InvalidPlan);
    QVERIFY2(r.message.contains(QStringLiteral("seq_len")), qPrintable(r.message));
    QCOMPARE(store.list().size(), 0);

    const SaveResult a = store.saveAs(QStringLiteral("有効"), draftOf(preset(QStringLiteral("bert-base"))));
    QCOMPARE(store.save(a.planId, draftOf(bad)).status, StoreStatus::InvalidPlan);
    QCOMPARE(store.history(a.planId).size(), 1);
}

void TestPlanStore::damagedRevision()
{
    PlanStore store;
    QVERIFY(store.open(libraryPath()).ok());
    const SaveResult a = store.saveAs(QStringLiteral("壊れた行"), draftOf(preset(QStringLiteral("bert-base"))));
    store.close();
    {
        SqliteDb raw;
        QCOMPARE(raw.open(libraryPath(), SqliteDb::Mode::ReadWrite), 0);
        QCOMPARE(
            raw.exec(QStringLiteral("UPDATE revisions SET plan_yaml = 'model: no-such-model\ntraining: {seq_len: 1}'")),
            0);
    }
    QVERIFY(store.open(libraryPath()).ok());
    const LoadResult l = store.load(a.planId);
    QCOMPARE(l.status, StoreStatus::InvalidPlan);
    QVERIFY2(l.message.contains(QStringLiteral("壊れた行")), qPrintable(l.message));
    QVERIFY(l.plan.yaml.startsWith("model: no-such-model")); // the stored text is still there to be saved elsewhere
    QCOMPARE(l.plan.name, QStringLiteral("壊れた行"));
}

void TestPlanStore::notOpen()
{
    PlanStore store;
    QVERIFY(!store.isOpen());
    QCOMPARE(store.saveAs(QStringLiteral("x"), draftOf(preset(QStringLiteral("bert-base")))).status,
             StoreStatus::NotOpen);
    QCOMPARE(store.save(1, draftOf(preset(QStringLiteral("bert-base")))).status, StoreStatus::NotOpen);
    QCOMPARE(store.load(1).status, StoreStatus::NotOpen);
    QCOMPARE(store.list().size(), 0);
    QCOMPARE(store.lastError().status, StoreStatus::NotOpen);
    QCOMPARE(store.purge(1).status, StoreStatus::NotOpen);
}

void TestPlanStore::yamlFile()
{
    PlanInput in = preset(QStringLiteral("bigbird-roberta-base"), 4096);
    in.regions = QStringList{QStringLiteral("asia-northeast1")};
    QDir(m_dir->path()).mkpath(QStringLiteral("書き出し 내보내기"));
    const QString path = m_dir->filePath(QStringLiteral("書き出し 내보내기/計画.yaml"));
    const QString written = PlanFile::write(in, path);
    QVERIFY2(written.isEmpty(), qPrintable(written));
    const PlanInput back = PlanFile::read(path);
    QCOMPARE(inputText(back), inputText(in));
    QCOMPARE(readAll(path), PlanFile::selfContained(in));

    const QString nowhere = m_dir->filePath(QStringLiteral("ない/計画.yaml"));
    const QString failed = PlanFile::write(in, nowhere);
    QVERIFY2(failed.contains(QDir::toNativeSeparators(nowhere)), qPrintable(failed));
}

void TestPlanStore::emptyFileBecomesLibrary()
{
    QDir().mkpath(QFileInfo(libraryPath()).path());
    writeAll(libraryPath(), QByteArray());
    PlanStore store;
    const OpenResult o = store.open(libraryPath());
    QVERIFY2(o.ok(), qPrintable(o.message));
    QVERIFY(o.created);
    QVERIFY(store.saveAs(QStringLiteral("空"), draftOf(preset(QStringLiteral("bert-base")))).ok());
}

void TestPlanStore::openErrors_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("a folder, not a file") << QStringLiteral("folder");
    QTest::addRow("folder cannot be created") << QStringLiteral("under-a-file");
    QTest::addRow("no file name") << QStringLiteral("empty");
    QTest::addRow("read-only mode, no such file") << QStringLiteral("missing");
}

void TestPlanStore::openErrors()
{
    QFETCH(QString, kind);
    QString path;
    PlanStore::OpenMode mode = PlanStore::OpenMode::ReadWrite;
    if (kind == QLatin1String("folder")) {
        path = m_dir->filePath(QStringLiteral("フォルダ.sqlite"));
        QVERIFY(QDir().mkpath(path));
    } else if (kind == QLatin1String("under-a-file")) {
        writeAll(m_dir->filePath(QStringLiteral("ファイル")), "x");
        path = m_dir->filePath(QStringLiteral("ファイル/sub/plans.sqlite"));
    } else if (kind == QLatin1String("missing")) {
        path = m_dir->filePath(QStringLiteral("ない.sqlite"));
        mode = PlanStore::OpenMode::ReadOnly;
    }
    PlanStore store;
    const OpenResult o = store.open(path, mode);
    QCOMPARE(o.status, StoreStatus::IoError);
    QVERIFY(!store.isOpen());
    QVERIFY(!o.message.isEmpty());
    if (!path.isEmpty())
        QVERIFY2(o.message.contains(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())),
                 qPrintable(o.message));
    if (kind == QLatin1String("missing"))
        QVERIFY(!QFileInfo::exists(path));
}

void TestPlanStore::migration_data()
{
    QTest::addColumn<int>("fromVersion");
    for (int v = 1; v < PlanStore::kSchemaVersion; ++v)
        QTest::addRow("from version %d", v) << v;
}

void TestPlanStore::migration()
{
    QFETCH(int, fromVersion);
    QDir().mkpath(QFileInfo(libraryPath()).path());
    buildOldLibrary(libraryPath(), fromVersion);
    QCOMPARE(PlanStore::inspect(libraryPath()).fileVersion, fromVersion);

    PlanStore store;
    const OpenResult o = store.open(libraryPath());
    QVERIFY2(o.ok(), qPrintable(o.message));
    QCOMPARE(o.fileVersion, fromVersion);
    QCOMPARE(o.migratedFrom, fromVersion);
    QVERIFY(!o.created);

    // every plan and revision survived and loads
    QCOMPARE(namesOf(store.list()),
             (QStringList{QStringLiteral("ÄRGER 計画"), QStringLiteral("预训练计划"), QStringLiteral("빅버드 계획")}));
    QCOMPARE(namesOf(store.list(PlanStore::Listing::Deleted)), QStringList{QStringLiteral("消した計画")});
    QCOMPARE(store.history(1).size(), 2);
    const LoadResult first = store.load(1, 1);
    QVERIFY2(first.ok(), qPrintable(first.message));
    QCOMPARE(first.plan.input.seqLen, 128);
    QCOMPARE(first.plan.notes, QStringLiteral("メモ 1 메모 备注"));
    QCOMPARE(first.plan.appVersion, QStringLiteral("0.0.9"));
    const LoadResult latest = store.load(1);
    QCOMPARE(latest.plan.input.seqLen, 256);
    QCOMPARE(latest.plan.candidate.value(QStringLiteral("cost_usd")).toDouble(), 12.5);
    for (qint64 id : {2, 3, 4})
        QVERIFY(store.load(id).ok());

    // what the new version added works on the old data
    QCOMPARE(namesOf(store.search(QStringLiteral("ärger"))), QStringList{QStringLiteral("ÄRGER 計画")});
    QCOMPARE(namesOf(store.search(QStringLiteral("v3-8"))), QStringList{QStringLiteral("ÄRGER 計画")});
    QVERIFY(store.setTags(2, {QStringLiteral("古い")}).ok());
    QCOMPARE(namesOf(store.search(QStringLiteral("古い"))), QStringList{QStringLiteral("预训练计划")});
    QCOMPARE(store.save(3, draftOf(preset(QStringLiteral("bigbird-roberta-base"), 2048))).revision, 2);
    store.close();

    // an upgraded library has exactly the schema of a new one
    const QString fresh = m_dir->filePath(QStringLiteral("fresh.sqlite"));
    QVERIFY(PlanStore().open(fresh).ok());
    QCOMPARE(schemaOf(libraryPath()), schemaOf(fresh));
    QCOMPARE(PlanStore::inspect(libraryPath()).fileVersion, PlanStore::kSchemaVersion);
}

void TestPlanStore::newerVersion_data()
{
    QTest::addColumn<int>("version");
    QTest::addRow("next version") << PlanStore::kSchemaVersion + 1;
    QTest::addRow("far in the future") << 999;
}

void TestPlanStore::newerVersion()
{
    QFETCH(int, version);
    buildLibrary(libraryPath(), 2);
    {
        SqliteDb raw;
        QCOMPARE(raw.open(libraryPath(), SqliteDb::Mode::ReadWrite), 0);
        QCOMPARE(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)), 0);
    }
    const QByteArray before = readAll(libraryPath());

    PlanStore store;
    const OpenResult o = store.open(libraryPath());
    QCOMPARE(o.status, StoreStatus::NewerVersion);
    QCOMPARE(o.fileVersion, version);
    QVERIFY(!store.isOpen());
    QVERIFY2(o.message.contains(QDir::toNativeSeparators(libraryPath())), qPrintable(o.message));
    QVERIFY2(o.message.contains(QString::number(version)), qPrintable(o.message));
    QCOMPARE(store.saveAs(QStringLiteral("x"), draftOf(preset(QStringLiteral("bert-base")))).status,
             StoreStatus::NotOpen);
    QCOMPARE(store.open(libraryPath(), PlanStore::OpenMode::ReadOnly).status, StoreStatus::NewerVersion);
    QCOMPARE(store.moveAsideCorrupt(true).status, StoreStatus::NewerVersion); // never moved: it is not damaged
    QCOMPARE(PlanStore::inspect(libraryPath()).status, StoreStatus::NewerVersion);
    QCOMPARE(readAll(libraryPath()), before);
    QVERIFY(nothingInWal(libraryPath()));
}

void TestPlanStore::corrupt_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("random bytes") << QStringLiteral("random");
    QTest::addRow("a text file") << QStringLiteral("text");
    QTest::addRow("only the 100-byte header") << QStringLiteral("header");
    QTest::addRow("truncated to half, on a page boundary") << QStringLiteral("half");
    QTest::addRow("truncated in the middle of a page") << QStringLiteral("mid-page");
    QTest::addRow("garbage over the second page") << QStringLiteral("page2");
    QTest::addRow("header magic wiped") << QStringLiteral("magic");
}

void TestPlanStore::corrupt()
{
    QFETCH(QString, kind);
    const QString real = m_dir->filePath(QStringLiteral("real.sqlite"));
    buildLibrary(real, 20, QString(3000, QChar(0x8a08)));
    const QByteArray good = readAll(real);
    QVERIFY(good.size() >= 8 * 4096);
    QByteArray bytes;
    QRandomGenerator rng(7);
    if (kind == QLatin1String("random")) {
        for (int i = 0; i < 8192; ++i)
            bytes.append(char(rng.bounded(256)));
    } else if (kind == QLatin1String("text")) {
        bytes = "これはデータベースではありません\n";
    } else if (kind == QLatin1String("header")) {
        bytes = good.left(100);
    } else if (kind == QLatin1String("half")) {
        bytes = good.left(4096 * (good.size() / 4096 / 2));
    } else if (kind == QLatin1String("mid-page")) {
        bytes = good.left(good.size() / 2 + 1000);
    } else if (kind == QLatin1String("page2")) {
        bytes = good;
        for (int i = 4096; i < 8192; ++i)
            bytes[i] = char(rng.bounded(256));
    } else if (kind == QLatin1String("magic")) {
        bytes = good;
        bytes.replace(0, 16, QByteArray(16, '\0'));
    }
    QDir().mkpath(QFileInfo(libraryPath()).path());
    writeAll(libraryPath(), bytes);

    QCOMPARE(PlanStore::inspect(libraryPath()).status, StoreStatus::Corrupt);
    PlanStore store;
    const OpenResult o = store.open(libraryPath());
    QCOMPARE(o.status, StoreStatus::Corrupt);
    QVERIFY(!store.isOpen());
    QVERIFY2(o.message.contains(QDir::toNativeSeparators(libraryPath())), qPrintable(o.message));
    QCOMPARE(store.open(libraryPath(), PlanStore::OpenMode::ReadOnly).status, StoreStatus::Corrupt);
    QCOMPARE(readAll(libraryPath()), bytes);
    QVERIFY(nothingInWal(libraryPath()));
    QVERIFY(!QFileInfo::exists(libraryPath() + QStringLiteral("-journal")));
}

void TestPlanStore::moveAsideCorrupt()
{
    QDir().mkpath(QFileInfo(libraryPath()).path());
    QByteArray bytes(4096, 'x');
    writeAll(libraryPath(), bytes);
    PlanStore store;
    QCOMPARE(store.open(libraryPath()).status, StoreStatus::Corrupt);

    // without the user's agreement nothing happens
    const OpenResult refused = store.moveAsideCorrupt(false);
    QCOMPARE(refused.status, StoreStatus::Corrupt);
    QVERIFY(!store.isOpen());
    QCOMPARE(readAll(libraryPath()), bytes);
    const QStringList pattern{QStringLiteral("plans.sqlite.corrupt-*")};
    QCOMPARE(QDir(QFileInfo(libraryPath()).path()).entryList(pattern).size(), 0);

    const OpenResult moved = store.moveAsideCorrupt(true);
    QVERIFY2(moved.ok(), qPrintable(moved.message));
    QVERIFY(moved.created);
    QVERIFY(store.isOpen());
    QVERIFY(moved.movedTo.startsWith(libraryPath() + QStringLiteral(".corrupt-")));
    QCOMPARE(readAll(moved.movedTo), bytes); // the old file is kept, byte for byte
    QCOMPARE(QDir(QFileInfo(libraryPath()).path()).entryList(pattern).size(), 1);
    QCOMPARE(store.list().size(), 0);
    QVERIFY(store.saveAs(QStringLiteral("新しい始まり"), draftOf(preset(QStringLiteral("bert-base")))).ok());

    // a healthy library is never moved aside
    store.close();
    QCOMPARE(store.open(libraryPath()).status, StoreStatus::Ok);
    store.close();
    const OpenResult healthy = store.moveAsideCorrupt(true);
    QVERIFY(!healthy.ok());
    QVERIFY(QFileInfo::exists(libraryPath()));
    QCOMPARE(QDir(QFileInfo(libraryPath()).path()).entryList(pattern).size(), 1);
}

void TestPlanStore::notPlanLibrary()
{
    QDir().mkpath(QFileInfo(libraryPath()).path());
    {
        SqliteDb other;
        QCOMPARE(other.open(libraryPath(), SqliteDb::Mode::ReadWriteCreate), 0);
        QCOMPARE(other.exec(QStringLiteral("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('山田')")),
                 0);
    }
    const QByteArray before = readAll(libraryPath());
    PlanStore store;
    const OpenResult o = store.open(libraryPath());
    QCOMPARE(o.status, StoreStatus::NotPlanLibrary);
    QVERIFY(!store.isOpen());
    QVERIFY(o.message.contains(QDir::toNativeSeparators(libraryPath())));
    QCOMPARE(store.moveAsideCorrupt(true).status, StoreStatus::NotPlanLibrary);
    QCOMPARE(readAll(libraryPath()), before);
}

void TestPlanStore::locked_data()
{
    QTest::addColumn<QString>("holder");
    QTest::addRow("write lock held by another connection") << QStringLiteral("connection");
    QTest::addRow("exclusive lock held by another process") << QStringLiteral("process");
    QTest::addRow("old rollback-journal library, exclusively locked") << QStringLiteral("rollback");
}

void TestPlanStore::locked()
{
    QFETCH(QString, holder);
    QDir().mkpath(QFileInfo(libraryPath()).path());
    if (holder == QLatin1String("rollback"))
        buildOldLibrary(libraryPath(), 1, false);
    else
        buildLibrary(libraryPath(), 3);
    // read the bytes before any lock is taken: closing a descriptor of the file drops this process's POSIX locks
    const QByteArray before = readAll(libraryPath());

    SqliteDb other;
    QProcess process;
    if (holder == QLatin1String("process")) {
        if (kHelper.isEmpty())
            QSKIP("tpuplan_store_helper was not built");
        process.start(kHelper, {QStringLiteral("hold-lock"), libraryPath()});
        QVERIFY(process.waitForStarted());
        QVERIFY(process.waitForReadyRead(10000));
        QCOMPARE(process.readLine().trimmed(), QByteArray("locked"));
    } else {
        QCOMPARE(other.open(libraryPath(), SqliteDb::Mode::ReadWrite), 0);
        QCOMPARE(other.exec(QStringLiteral("BEGIN EXCLUSIVE")), 0);
    }

    PlanStore store;
    store.setBusyTimeout(150);
    const OpenResult o = store.open(libraryPath());
    QCOMPARE(o.status, StoreStatus::Locked);
    QVERIFY(!store.isOpen());
    QVERIFY2(o.message.contains(QDir::toNativeSeparators(libraryPath())), qPrintable(o.message));

    if (holder == QLatin1String("process")) {
        ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
        process.waitForFinished();
    } else {
        QCOMPARE(other.exec(QStringLiteral("ROLLBACK")), 0);
        other.close();
    }
    QCOMPARE(readAll(libraryPath()), before);
    QVERIFY(nothingInWal(libraryPath()));

    // once the lock is gone, everything is there
    const OpenResult again = store.open(libraryPath());
    QVERIFY2(again.ok(), qPrintable(again.message));
    QCOMPARE(store.list().size(), 3);
}

void TestPlanStore::lockedWhileWriting()
{
    PlanStore store;
    store.setBusyTimeout(150);
    QVERIFY(store.open(libraryPath()).ok());
    const SaveResult a = store.saveAs(QStringLiteral("ロック中"), draftOf(preset(QStringLiteral("bert-base"))));
    QVERIFY(a.ok());

    SqliteDb other;
    QCOMPARE(other.open(libraryPath(), SqliteDb::Mode::ReadWrite), 0);
    QCOMPARE(other.exec(QStringLiteral("BEGIN EXCLUSIVE")), 0);
    const SaveResult s = store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256)));
    QCOMPARE(s.status, StoreStatus::Locked);
    QVERIFY2(s.message.contains(QDir::toNativeSeparators(libraryPath())), qPrintable(s.message));
    QCOMPARE(store.saveAs(QStringLiteral("別"), draftOf(preset(QStringLiteral("bert-base")))).status,
             StoreStatus::Locked);
    QCOMPARE(store.rename(a.planId, QStringLiteral("改名")).status, StoreStatus::Locked);
    QCOMPARE(store.softDelete(a.planId).status, StoreStatus::Locked);
    // reading still works while another program writes (WAL)
    QCOMPARE(store.list().size(), 1);
    QVERIFY(store.load(a.planId).ok());
    QCOMPARE(other.exec(QStringLiteral("ROLLBACK")), 0);
    other.close();

    QCOMPARE(store.history(a.planId).size(), 1);
    QCOMPARE(store.load(a.planId).plan.name, QStringLiteral("ロック中"));
    QCOMPARE(store.save(a.planId, draftOf(preset(QStringLiteral("bert-base"), 256))).revision, 2);
}

void TestPlanStore::readOnly_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("file without write permission") << QStringLiteral("file");
    QTest::addRow("folder without write permission") << QStringLiteral("folder");
    QTest::addRow("opened read-only on request") << QStringLiteral("requested");
}

void TestPlanStore::readOnly()
{
    QFETCH(QString, kind);
    buildLibrary(libraryPath(), 2);
    const QString folder = QFileInfo(libraryPath()).path();
    const QFileDevice::Permissions readOnlyFile
        = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    const QFileDevice::Permissions readOnlyFolder
        = readOnlyFile | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;
    if (kind == QLatin1String("file"))
        QVERIFY(QFile::setPermissions(libraryPath(), readOnlyFile));
    else if (kind == QLatin1String("folder"))
        QVERIFY(QFile::setPermissions(folder, readOnlyFolder));
    const QByteArray before = readAll(libraryPath());

    PlanStore store;
    const bool requested = kind == QLatin1String("requested");
    const OpenResult o
        = store.open(libraryPath(), requested ? PlanStore::OpenMode::ReadOnly : PlanStore::OpenMode::ReadWrite);
    QCOMPARE(o.status, requested ? StoreStatus::Ok : StoreStatus::ReadOnly);
    QVERIFY(o.readOnly);
    if (!requested)
        QVERIFY2(o.message.contains(QDir::toNativeSeparators(libraryPath())), qPrintable(o.message));
    // the plans can still be read and saved as YAML elsewhere
    QVERIFY(store.isOpen());
    QVERIFY(store.isReadOnly());
    const QVector<PlanSummary> plans = store.list();
    QCOMPARE(plans.size(), 2);
    QVERIFY(store.load(plans[0].id).ok());
    QCOMPARE(store.search(QStringLiteral("計画 1")).size(), 1);
    // nothing can be written
    const SaveResult s = store.save(plans[0].id, draftOf(preset(QStringLiteral("bert-base"), 64)));
    QCOMPARE(s.status, StoreStatus::ReadOnly);
    QVERIFY(!s.message.isEmpty());
    QCOMPARE(store.saveAs(QStringLiteral("新"), draftOf(preset(QStringLiteral("bert-base")))).status,
             StoreStatus::ReadOnly);
    QCOMPARE(store.rename(plans[0].id, QStringLiteral("新")).status, StoreStatus::ReadOnly);
    QCOMPARE(store.softDelete(plans[0].id).status, StoreStatus::ReadOnly);
    QCOMPARE(store.setTags(plans[0].id, {QStringLiteral("t")}).status, StoreStatus::ReadOnly);
    QCOMPARE(store.duplicate(plans[0].id).status, StoreStatus::ReadOnly);
    store.close();
    QCOMPARE(readAll(libraryPath()), before);
    QVERIFY(nothingInWal(libraryPath()));
}

void TestPlanStore::readOnlyOlderVersion()
{
    QDir().mkpath(QFileInfo(libraryPath()).path());
    buildOldLibrary(libraryPath(), 1);
    QVERIFY(QFile::setPermissions(libraryPath(), QFileDevice::ReadOwner | QFileDevice::ReadGroup));
    const QByteArray before = readAll(libraryPath());
    PlanStore store;
    const OpenResult o = store.open(libraryPath());
    QCOMPARE(o.status, StoreStatus::ReadOnly);
    QVERIFY(!store.isOpen()); // it would need an upgrade, which is a write
    QCOMPARE(o.fileVersion, 1);
    QVERIFY(o.message.contains(QDir::toNativeSeparators(libraryPath())));
    QCOMPARE(readAll(libraryPath()), before);
    QCOMPARE(PlanStore::inspect(libraryPath()).fileVersion, 1);
}

void TestPlanStore::readOnlyFolderCannotCreate()
{
    const QString folder = QFileInfo(libraryPath()).path();
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    PlanStore store;
    const OpenResult o = store.open(libraryPath());
    QCOMPARE(o.status, StoreStatus::ReadOnly);
    QVERIFY(!store.isOpen());
    QVERIFY2(o.message.contains(QStringLiteral("cannot be created")), qPrintable(o.message));
    QVERIFY(!QFileInfo::exists(libraryPath()));
}

void TestPlanStore::readOnlyForAnotherUser()
{
    // Root may write anywhere, so the mode bits alone prove little: a helper process drops to "nobody", for whom the
    // kernel itself refuses the writes, and opens the library.
    if (kHelper.isEmpty())
        QSKIP("tpuplan_store_helper was not built");
    if (::geteuid() != 0)
        QSKIP("needs root to switch to another user");
    buildLibrary(libraryPath(), 2);
    const QString folder = QFileInfo(libraryPath()).path();
    const auto open755 = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
        | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther;
    QVERIFY(QFile::setPermissions(m_dir->path(), open755));
    QVERIFY(QFile::setPermissions(folder, open755));
    QVERIFY(QFile::setPermissions(libraryPath(),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                      | QFileDevice::ReadOther));
    const QByteArray before = readAll(libraryPath());

    QProcess p;
    p.start(kHelper, {QStringLiteral("open"), libraryPath(), QStringLiteral("--as-nobody")});
    QVERIFY(p.waitForFinished(20000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    if (out.contains(QLatin1String("setuid-failed")))
        QSKIP("cannot switch to user nobody here");
    QVERIFY2(out.contains(QLatin1String("status read-only open 1 read-only 1 plans 2")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("save read-only")), qPrintable(out));
    QCOMPARE(readAll(libraryPath()), before);
}

QTEST_GUILESS_MAIN(TestPlanStore)
#include "TestPlanStore.moc"
