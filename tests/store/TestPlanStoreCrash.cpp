// SPDX-License-Identifier: GPL-3.0-or-later
// Kills a process that is saving plans (SIGKILL, at random moments and at chosen points inside the save transaction)
// and checks after every kill that the library opens, passes PRAGMA integrity_check, holds every save the process
// reported as done, holds no half-written plan, and that every revision in it loads and parses. The same for a kill
// in the middle of an upgrade from schema version 1 and of the creation of a new library.
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "store/PlanStore.h"
#include "store/SqliteDb.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <csignal>
#include <sys/types.h>

using namespace tpuplan;

namespace {

#ifdef TPUPLAN_STORE_HELPER
const QString kHelper = QStringLiteral(TPUPLAN_STORE_HELPER);
#else
const QString kHelper;
#endif

using Saved = QSet<QPair<qint64, int>>;

// Runs the helper until `until` returns true for a line it printed (or it exits), then kills it with SIGKILL.
// Returns every line it printed, the ones written just before the kill included.
QStringList runAndKill(const QStringList& args, const std::function<bool(const QString&)>& until, int extraDelayMs)
{
    QProcess p;
    p.setProgram(kHelper);
    p.setArguments(args);
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start();
    if (!p.waitForStarted(10000))
        return {QStringLiteral("not-started")};
    QStringList lines;
    QByteArray pending;
    auto drain = [&]() {
        pending += p.readAllStandardOutput();
        int nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            lines << QString::fromUtf8(pending.left(nl));
            pending.remove(0, nl + 1);
        }
    };
    QElapsedTimer timer;
    timer.start();
    bool reached = false;
    while (!reached && timer.elapsed() < 30000 && p.state() == QProcess::Running) {
        p.waitForReadyRead(100);
        const int before = lines.size();
        drain();
        for (int i = before; i < lines.size() && !reached; ++i)
            reached = until(lines.at(i));
    }
    if (extraDelayMs > 0)
        QThread::msleep(static_cast<unsigned long>(extraDelayMs));
    if (p.state() == QProcess::Running)
        ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
    p.waitForFinished(10000);
    drain();
    return lines;
}

PlanInput input(const QString& preset, int seqLen)
{
    PlanInput in;
    in.modelRef = preset;
    in.setModel(ModelLoader::preset(preset));
    in.seqLen = seqLen;
    return in;
}

// A library at schema version 1 with `plans` plans, written as version 1 wrote them.
void buildVersion1(const QString& path, int plans)
{
    SqliteDb db;
    QCOMPARE(db.open(path, SqliteDb::Mode::ReadWriteCreate), 0);
    QCOMPARE(db.exec(QStringLiteral("PRAGMA journal_mode = WAL")), 0);
    QCOMPARE(db.exec(QStringLiteral("BEGIN")), 0);
    QCOMPARE(db.exec(PlanStore::schemaSql(1)), 0);
    for (int i = 1; i <= plans; ++i) {
        SqliteStatement p(db,
                          QStringLiteral("INSERT INTO plans (id, name, created, modified) VALUES (?1, ?2, ?3, ?3)"));
        p.bind(1, i).bind(2, QStringLiteral("旧い計画 %1").arg(i)).bind(3, QStringLiteral("2024-01-01T00:00:00.000Z"));
        QCOMPARE(p.step(), 101); // SQLITE_DONE
        SqliteStatement r(db,
                          QStringLiteral("INSERT INTO revisions (plan_id, revision, saved, plan_yaml, candidate_json, "
                                         "notes, app_version, catalog_version, model, hardware) "
                                         "VALUES (?1, 1, ?2, ?3, '', '', '0.0.9', 'v1', 'bert-base', 'v2-8')"));
        r.bind(1, i)
            .bind(2, QStringLiteral("2024-01-01T00:00:00.000Z"))
            .bind(3, QString::fromUtf8(PlanFile::selfContained(input(QStringLiteral("bert-base"), 64 * i))));
        QCOMPARE(r.step(), 101);
    }
    QCOMPARE(db.exec(QStringLiteral("COMMIT")), 0);
}

// Everything the library must be after a crash. `saved` are the saves the process reported as committed.
void verifyLibrary(const QString& path, const Saved& saved, int* totalRevisions = nullptr)
{
    const OpenResult found = PlanStore::inspect(path);
    QVERIFY2(found.ok(), qPrintable(found.message));

    {
        SqliteDb raw;
        QCOMPARE(raw.open(path, SqliteDb::Mode::ReadOnly), 0);
        QCOMPARE(raw.queryColumn(QStringLiteral("PRAGMA integrity_check")), QStringList{QStringLiteral("ok")});
        QCOMPARE(raw.queryColumn(QStringLiteral("PRAGMA foreign_key_check")), QStringList());
        // no plan without a revision: a half-written Save As would leave one
        QCOMPARE(
            raw.queryValue(QStringLiteral("SELECT count(*) FROM plans WHERE id NOT IN (SELECT plan_id FROM revisions)"))
                .toInt(),
            0);
    }

    PlanStore store;
    const OpenResult o = store.open(path);
    QVERIFY2(o.ok(), qPrintable(o.message));
    int revisions = 0;
    const QVector<PlanSummary> plans = store.list() + store.list(PlanStore::Listing::Deleted);
    for (const PlanSummary& p : plans) {
        const QVector<PlanRevision> history = store.history(p.id);
        QCOMPARE(history.size(), p.latestRevision);
        for (int i = 0; i < history.size(); ++i) {
            QCOMPARE(history.at(i).revision, i + 1); // no gaps: no revision half-written
            const LoadResult l = store.load(p.id, i + 1);
            QVERIFY2(l.ok(), qPrintable(l.message));
            QVERIFY(l.plan.input.validate().isEmpty());
            QCOMPARE(PlanFile::serialize(PlanFile::parse(l.plan.yaml, QStringLiteral("check"))), l.plan.yaml);
        }
        revisions += history.size();
    }
    for (const auto& s : saved) {
        const LoadResult l = store.load(s.first, s.second);
        QVERIFY2(
            l.ok(),
            qPrintable(QStringLiteral("reported save %1/%2 is missing: %3").arg(s.first).arg(s.second).arg(l.message)));
    }
    if (totalRevisions)
        *totalRevisions = revisions;
}

Saved savedIn(const QStringList& lines)
{
    Saved out;
    for (const QString& l : lines) {
        const QStringList f = l.split(QLatin1Char(' '));
        if (f.size() == 3 && f.at(0) == QLatin1String("saved"))
            out.insert({f.at(1).toLongLong(), f.at(2).toInt()});
    }
    return out;
}

} // namespace

class TestPlanStoreCrash : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void killMidSave_data();
    void killMidSave();
    void killMidUpgrade_data();
    void killMidUpgrade();
};

void TestPlanStoreCrash::initTestCase()
{
    if (kHelper.isEmpty() || !QFileInfo(kHelper).isExecutable())
        QSKIP("tpuplan_store_helper was not built");
}

void TestPlanStoreCrash::killMidSave_data()
{
    QTest::addColumn<QString>("pauseAt"); // empty: kill at a random moment
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("notesBytes"); // 0: a few KiB
    QTest::addRow("random moments") << QString() << 40 << 0;
    QTest::addRow("revision row written, plan row not yet updated")
        << QStringLiteral("save:revision-written") << 12 << 0;
    QTest::addRow("everything written, before COMMIT") << QStringLiteral("save:before-commit") << 12 << 0;
    QTest::addRow("uncommitted pages already in the WAL")
        << QStringLiteral("save:before-commit") << 4 << 4 * 1024 * 1024;
}

void TestPlanStoreCrash::killMidSave()
{
    QFETCH(QString, pauseAt);
    QFETCH(int, rounds);
    QFETCH(int, notesBytes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("計画ライブラリ 계획.sqlite"));
    QRandomGenerator rng(20211);
    Saved saved;
    int kills = 0;
    for (int round = 0; round < rounds; ++round) {
        QStringList args{QStringLiteral("save-loop"),     path,
                         QStringLiteral("--seed"),        QString::number(round + 1),
                         QStringLiteral("--notes-bytes"), QString::number(notesBytes)};
        std::function<bool(const QString&)> until;
        int delay = 0;
        if (pauseAt.isEmpty()) {
            // after the first save, wait a random time: the loop does nothing but save, so most kills land in one
            until = [](const QString& l) { return l.startsWith(QLatin1String("saved")); };
            delay = int(rng.bounded(40));
        } else {
            args << QStringLiteral("--pause-at") << pauseAt << QStringLiteral("--after")
                 << QString::number(notesBytes > 0
                                        ? 0
                                        : rng.bounded(4)); // large notes: a fresh WAL holds only the interrupted save
            until = [](const QString& l) { return l.startsWith(QLatin1String("paused")); };
        }
        const QStringList lines = runAndKill(args, until, delay);
        for (const QString& l : lines)
            QVERIFY2(!l.contains(QLatin1String("failed")) && l != QLatin1String("not-started"), qPrintable(l));
        if (!pauseAt.isEmpty())
            QVERIFY2(lines.contains(QStringLiteral("paused ") + pauseAt), qPrintable(lines.join(QLatin1Char('|'))));
        ++kills;
        saved.unite(savedIn(lines));
        if (notesBytes > 0) // the interrupted transaction had written its pages to the WAL: recovery must skip them
            QVERIFY2(QFileInfo(path + QStringLiteral("-wal")).size() > notesBytes / 4,
                     qPrintable(QString::number(QFileInfo(path + QStringLiteral("-wal")).size())));
        int revisions = 0;
        verifyLibrary(path, saved, &revisions);
        if (QTest::currentTestFailed())
            return;
        if (pauseAt.isEmpty()) {
            // at most one save per kill can have committed without being reported
            QVERIFY(revisions >= saved.size());
            QVERIFY(revisions <= saved.size() + kills);
        } else {
            // killed inside the transaction: exactly the reported saves are there, the interrupted one is not
            QCOMPARE(revisions, saved.size());
        }
    }
    if (pauseAt.isEmpty())
        QVERIFY(saved.size() >= rounds); // every round saved at least once before it was killed
}

void TestPlanStoreCrash::killMidUpgrade_data()
{
    QTest::addColumn<int>("fromVersion"); // 0: a new library
    QTest::addRow("upgrade from version 1") << 1;
    QTest::addRow("creation of a new library") << 0;
}

void TestPlanStoreCrash::killMidUpgrade()
{
    QFETCH(int, fromVersion);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("库.sqlite"));
    const int plans = fromVersion == 1 ? 7 : 0;
    if (fromVersion == 1)
        buildVersion1(path, plans);

    const QStringList lines = runAndKill(
        {QStringLiteral("open"), path, QStringLiteral("--pause-at"), QStringLiteral("migrate:before-commit")},
        [](const QString& l) { return l.startsWith(QLatin1String("paused")); }, 0);
    QVERIFY2(lines.contains(QStringLiteral("paused migrate:before-commit")), qPrintable(lines.join(QLatin1Char('|'))));

    // The upgrade did not happen at all: still the old version, intact.
    const OpenResult found = PlanStore::inspect(path);
    QVERIFY2(found.ok(), qPrintable(found.message));
    QCOMPARE(found.fileVersion, fromVersion);

    PlanStore store;
    const OpenResult o = store.open(path);
    QVERIFY2(o.ok(), qPrintable(o.message));
    QCOMPARE(o.migratedFrom, fromVersion);
    QCOMPARE(o.created, fromVersion == 0);
    QCOMPARE(store.list().size(), plans);
    store.close();
    verifyLibrary(path, {});
}

QTEST_GUILESS_MAIN(TestPlanStoreCrash)
#include "TestPlanStoreCrash.moc"
