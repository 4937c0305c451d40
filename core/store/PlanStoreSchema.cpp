// SPDX-License-Identifier: GPL-3.0-or-later
// The plan library's schema: the SQL of each version and the upgrade from any older one, in one transaction.
#include "PlanStore.h"

#include "PlanStoreInternal.h"
#include "SqliteDb.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

#include <sqlite3.h>

namespace tpuplan {

using namespace planstore;

namespace {

// ---- Schema ----
// Never edit a step once released: libraries in the field were built by it. Add a step instead, raise
// PlanStore::kSchemaVersion, and add the step to TestPlanStore::migration.

// Version 1: plans and their revisions. A plan's name is unique among plans that are not deleted. Times are
// ISO 8601 UTC text with milliseconds, so that they sort as text.
const char* const kSchemaV1 = R"sql(
PRAGMA application_id = 1414550864;
CREATE TABLE plans (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) > 0),
    created TEXT NOT NULL,
    modified TEXT NOT NULL,
    deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
    deleted_at TEXT
);
CREATE UNIQUE INDEX plans_live_name ON plans (name) WHERE deleted = 0;
CREATE TABLE revisions (
    plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    saved TEXT NOT NULL,
    plan_yaml TEXT NOT NULL,
    candidate_json TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    app_version TEXT NOT NULL,
    catalog_version TEXT NOT NULL,
    model TEXT NOT NULL,
    hardware TEXT NOT NULL,
    PRIMARY KEY (plan_id, revision)
);
PRAGMA user_version = 1;
)sql";

// Version 2: tags, and a search key (NFKC + case folded name, model, hardware and tags) so that search ignores
// case and width beyond ASCII, which LIKE does not. The key is back-filled in code after this SQL.
const char* const kSchemaV2 = R"sql(
ALTER TABLE plans ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
CREATE TABLE plan_tags (
    plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
    tag TEXT NOT NULL CHECK (length(tag) > 0),
    PRIMARY KEY (plan_id, tag)
);
CREATE INDEX plan_tags_tag ON plan_tags (tag);
PRAGMA user_version = 2;
)sql";

const char* const kSteps[] = {kSchemaV1, kSchemaV2};
static_assert(sizeof(kSteps) / sizeof(kSteps[0]) == PlanStore::kSchemaVersion, "one SQL step per schema version");

// Upgrade code that SQL cannot do: fills plans.search_text (version 2).
int backfillSearchText(SqliteDb& db)
{
    QVector<QPair<qint64, QString>> keys;
    {
        SqliteStatement s(
            db,
            QStringLiteral("SELECT p.id, p.name, r.model, r.hardware FROM plans p JOIN revisions r ON r.plan_id = p.id "
                           "AND r.revision = (SELECT max(revision) FROM revisions WHERE plan_id = p.id)"));
        int rc;
        while ((rc = s.step()) == SQLITE_ROW) {
            const QString text = s.text(1) + QLatin1Char('\n') + s.text(2) + QLatin1Char('\n') + s.text(3);
            keys.append({s.integer(0), PlanStore::searchKey(text)});
        }
        if (rc != SQLITE_DONE)
            return db.lastCode();
    }
    SqliteStatement u(db, QStringLiteral("UPDATE plans SET search_text = ?1 WHERE id = ?2"));
    for (const auto& k : keys) {
        u.reset();
        u.bind(1, k.second).bind(2, k.first);
        if (u.step() != SQLITE_DONE)
            return db.lastCode();
    }
    return SQLITE_OK;
}

} // namespace

namespace planstore {

int runStep(SqliteDb& db, int version)
{
    int rc = db.exec(PlanStore::schemaSql(version));
    if (rc == SQLITE_OK && version == 2)
        rc = backfillSearchText(db);
    return rc;
}

} // namespace planstore

QString PlanStore::schemaSql(int version)
{
    if (version < 1 || version > kSchemaVersion)
        return QString();
    return QString::fromUtf8(kSteps[version - 1]);
}

OpenResult PlanStore::upgradeOrCreate(OpenResult r)
{
    SqliteDb& db = *m_db;
    auto failed = [&](int code) {
        const StoreStatus s = statusOfCode(code);
        const QString detail = db.lastMessage();
        db.close();
        if (s == StoreStatus::ReadOnly) {
            r.status = s;
            r.message = readOnlyMessage(
                r.path, r.fileVersion < kSchemaVersion ? unreadableReason(r.fileVersion) : ReadOnlyReason::File);
            return r;
        }
        return openFailure(r, s, detail);
    };
    if (db.open(r.path, SqliteDb::Mode::ReadWriteCreate) != SQLITE_OK)
        return failed(db.lastCode());
    db.setBusyTimeout(m_busyTimeoutMs);
    if (db.isReadOnly()) {
        // SQLite fell back to read-only (the file could not be opened for writing).
        db.close();
        r.status = StoreStatus::ReadOnly;
        const bool needsUpgrade = r.fileVersion < kSchemaVersion;
        r.message = readOnlyMessage(r.path, needsUpgrade ? unreadableReason(r.fileVersion) : ReadOnlyReason::File);
        return needsUpgrade ? r : openReadOnly(r, false);
    }
    if (db.exec(QStringLiteral("PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL")) != SQLITE_OK)
        return failed(db.lastCode());
    // Switching an existing rollback-journal file to WAL needs the write lock: a locked file fails here.
    const QString journal = db.queryValue(QStringLiteral("PRAGMA journal_mode = WAL")).toString();
    if (db.lastCode() != SQLITE_OK)
        return failed(db.lastCode());
    if (journal.compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return failed(SQLITE_IOERR);

    Transaction tx(db);
    if (tx.beginCode() != SQLITE_OK)
        return failed(tx.beginCode());
    // Read again under the write lock: another instance may have created or upgraded the file meanwhile.
    const int version = db.queryValue(QStringLiteral("PRAGMA user_version")).toInt();
    if (db.lastCode() != SQLITE_OK)
        return failed(db.lastCode());
    r.fileVersion = version;
    if (version > kSchemaVersion) {
        db.exec(QStringLiteral("ROLLBACK"));
        db.close();
        return openFailure(r, StoreStatus::NewerVersion, QString());
    }
    if (version == 0) {
        const int tables = db.queryValue(QStringLiteral("SELECT count(*) FROM sqlite_master")).toInt();
        if (tables > 0) {
            db.exec(QStringLiteral("ROLLBACK"));
            db.close();
            return openFailure(r, StoreStatus::NotPlanLibrary, QString());
        }
        r.created = true;
    } else if (version < kSchemaVersion) {
        r.migratedFrom = version;
    }
    // A new library runs the same steps as an upgrade, so both end with the same schema.
    for (int v = version + 1; v <= kSchemaVersion; ++v) {
        if (runStep(db, v) != SQLITE_OK)
            return failed(db.lastCode());
    }
    if (version < kSchemaVersion)
        stage(QStringLiteral("migrate:before-commit"));
    if (tx.commit() != SQLITE_OK)
        return failed(db.lastCode());
    m_readOnly = false;
    r.status = StoreStatus::Ok;
    r.message.clear();
    return r;
}

} // namespace tpuplan
