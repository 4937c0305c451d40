// SPDX-License-Identifier: GPL-3.0-or-later
// A second process for the plan library tests: it saves plans in a loop (to be killed with SIGKILL), holds a lock,
// or opens a library as another user. One command per run; it reports on stdout, one line per event, flushed at once.
//
//   tpuplan_store_helper save-loop <db> [--seed N] [--pause-at STAGE --after N] [--notes-bytes N]
//   tpuplan_store_helper open <db> [--pause-at STAGE] [--as-nobody]
//   tpuplan_store_helper hold-lock <db>
#include "model/ModelLoader.h"
#include "store/PlanStore.h"
#include "store/SqliteDb.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QStringList>
#include <QThread>

#include <cstdio>
#include <unistd.h>

using namespace tpuplan;

namespace {

void say(const QString& line)
{
    std::fputs(line.toUtf8().constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

[[noreturn]] void sleepForever()
{
    for (;;)
        QThread::sleep(60);
}

QString option(const QStringList& args, const QString& name, const QString& fallback = QString())
{
    const int i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : fallback;
}

PlanDraft randomDraft(QRandomGenerator& rng, int serial, int notesBytes)
{
    static const QStringList presets = ModelLoader::presetIds();
    PlanDraft d;
    d.input.modelRef = presets.at(int(rng.bounded(presets.size())));
    d.input.setModel(ModelLoader::preset(d.input.modelRef));
    d.input.seqLen = 128 << rng.bounded(3);
    d.input.globalBatch = 32 << rng.bounded(4);
    d.input.steps = 1000 + serial;
    d.input.regions = QStringList{QStringLiteral("us-central1")};
    d.notes = QStringLiteral("保存 %1 — 저장 — 保存计划 ").arg(serial)
        + QString(notesBytes > 0 ? notesBytes : int(rng.bounded(4000)), QLatin1Char('x'));
    QJsonObject c;
    c[QStringLiteral("hardware")] = QStringLiteral("v3-8");
    c[QStringLiteral("step_seconds")] = 0.25 + serial;
    c[QStringLiteral("reasons")] = QJsonArray{QStringLiteral("理由 %1").arg(serial)};
    d.candidate = c;
    d.catalogVersion = QStringLiteral("crash-test");
    return d;
}

int saveLoop(const QString& path, const QStringList& args)
{
    PlanStore store;
    const QString pauseAt = option(args, QStringLiteral("--pause-at"));
    const int after = option(args, QStringLiteral("--after"), QStringLiteral("0")).toInt();
    // notes this large do not fit SQLite's page cache: the transaction spills pages into the WAL before COMMIT
    const int notesBytes = option(args, QStringLiteral("--notes-bytes"), QStringLiteral("0")).toInt();
    int committed = 0;
    store.setStageHook([&](const QString& stage) {
        if (!pauseAt.isEmpty() && stage == pauseAt && committed >= after) {
            say(QStringLiteral("paused %1").arg(stage));
            sleepForever();
        }
    });
    const OpenResult o = store.open(path);
    if (!o.ok()) {
        say(QStringLiteral("open-failed %1 %2").arg(storeStatusId(o.status), o.message));
        return 1;
    }
    say(QStringLiteral("opened"));
    QRandomGenerator rng(option(args, QStringLiteral("--seed"), QStringLiteral("1")).toUInt());
    for (int serial = 0;; ++serial) {
        const QVector<PlanSummary> plans = store.list();
        SaveResult r;
        if (plans.size() < 5 || rng.bounded(3) == 0) {
            const QString name = store.uniqueName(QStringLiteral("計画 %1 계획 计划").arg(rng.bounded(1000000)));
            r = store.saveAs(name, randomDraft(rng, serial, notesBytes));
        } else {
            r = store.save(plans.at(int(rng.bounded(plans.size()))).id, randomDraft(rng, serial, notesBytes));
        }
        if (!r.ok()) {
            say(QStringLiteral("save-failed %1 %2").arg(storeStatusId(r.status), r.message));
            return 1;
        }
        ++committed;
        say(QStringLiteral("saved %1 %2").arg(r.planId).arg(r.revision));
    }
}

int openOnce(const QString& path, const QStringList& args)
{
    if (args.contains(QStringLiteral("--as-nobody"))) {
        if (setgid(65534) != 0 || setuid(65534) != 0) {
            say(QStringLiteral("setuid-failed"));
            return 2;
        }
    }
    PlanStore store;
    store.setBusyTimeout(200);
    const QString pauseAt = option(args, QStringLiteral("--pause-at"));
    store.setStageHook([&](const QString& stage) {
        if (stage == pauseAt) {
            say(QStringLiteral("paused %1").arg(stage));
            sleepForever();
        }
    });
    const OpenResult o = store.open(path);
    say(QStringLiteral("status %1 open %2 read-only %3 plans %4")
            .arg(storeStatusId(o.status))
            .arg(int(store.isOpen()))
            .arg(int(store.isReadOnly()))
            .arg(store.list().size()));
    if (store.isOpen()) {
        PlanDraft d;
        d.input.modelRef = QStringLiteral("bert-base");
        d.input.setModel(ModelLoader::preset(d.input.modelRef));
        const SaveResult s = store.saveAs(QStringLiteral("written by the helper"), d);
        say(QStringLiteral("save %1").arg(storeStatusId(s.status)));
    }
    return 0;
}

int holdLock(const QString& path)
{
    SqliteDb db;
    if (db.open(path, SqliteDb::Mode::ReadWrite) != 0 || db.exec(QStringLiteral("BEGIN EXCLUSIVE")) != 0) {
        say(QStringLiteral("lock-failed %1").arg(db.lastMessage()));
        return 1;
    }
    say(QStringLiteral("locked"));
    sleepForever();
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() < 2) {
        std::fputs("usage: tpuplan_store_helper save-loop|open|hold-lock <db> [options]\n", stderr);
        return 2;
    }
    const QString& command = args.at(0);
    const QString& path = args.at(1);
    if (command == QLatin1String("save-loop"))
        return saveLoop(path, args);
    if (command == QLatin1String("open"))
        return openOnce(path, args);
    if (command == QLatin1String("hold-lock"))
        return holdLock(path);
    std::fputs("unknown command\n", stderr);
    return 2;
}
