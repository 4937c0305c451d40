// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanStore.h"
#include "Version.h"

#include "SqliteDb.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "util/AppPaths.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

#include <sqlite3.h>

#ifndef TPUPLAN_VERSION
#define TPUPLAN_VERSION "unknown"
#endif

namespace tpuplan {

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

// Sets the status and message part of a result.
template <typename R> R& assign(R& r, const StoreResult& s)
{
    static_cast<StoreResult&>(r) = s;
    return r;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}
QDateTime timeOf(const QString& s)
{
    QDateTime t = QDateTime::fromString(s, Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : t;
}
QString appVersion()
{
    return QStringLiteral(TPUPLAN_VERSION);
}

int primary(int code)
{
    return code & 0xff;
}

QString normalizedName(const QString& name)
{
    return name.normalized(QString::NormalizationForm_C).trimmed();
}

QStringList normalizedTags(const QStringList& tags)
{
    QStringList out;
    for (const QString& t : tags) {
        const QString n = t.normalized(QString::NormalizationForm_C).simplified();
        if (!n.isEmpty() && !out.contains(n))
            out << n;
    }
    out.sort();
    return out;
}

QString modelLabel(const PlanInput& in)
{
    return in.modelRef.isEmpty() ? in.model.id : in.modelRef;
}

QString hardwareLabel(const PlanInput& in, const QJsonObject& candidate)
{
    QString chosen = candidate.value(QStringLiteral("hardware")).toString();
    if (!chosen.isEmpty())
        return chosen;
    return (in.hardware + in.generations).join(QStringLiteral(", "));
}

QString candidateText(const QJsonObject& candidate)
{
    return candidate.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(candidate).toJson(QJsonDocument::Compact));
}

QString quoted(const QString& path)
{
    return QDir::toNativeSeparators(path);
}

bool hasWriteBits(const QFileInfo& fi)
{
    return fi.permissions() & (QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther);
}

// Writable for this process, and not marked read-only. The mode bits count even for root (who may write anyway):
// a person who took the write bits away meant the library to stay as it is.
bool canWrite(const QFileInfo& fi)
{
    return fi.isWritable() && hasWriteBits(fi);
}

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

int runStep(SqliteDb& db, int version)
{
    int rc = db.exec(PlanStore::schemaSql(version));
    if (rc == SQLITE_OK && version == 2)
        rc = backfillSearchText(db);
    return rc;
}

// BEGIN IMMEDIATE .. COMMIT; rolls back unless committed.
class Transaction
{
public:
    explicit Transaction(SqliteDb& db)
        : m_db(db)
    {
        m_rc = db.exec(QStringLiteral("BEGIN IMMEDIATE"));
        m_active = m_rc == SQLITE_OK;
    }
    ~Transaction()
    {
        if (m_active)
            m_db.exec(QStringLiteral("ROLLBACK"));
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    int beginCode() const { return m_rc; }
    int commit()
    {
        const int rc = m_db.exec(QStringLiteral("COMMIT"));
        if (rc == SQLITE_OK)
            m_active = false;
        return rc;
    }

private:
    SqliteDb& m_db;
    int m_rc = SQLITE_OK;
    bool m_active = false;
};

OpenResult openFailure(OpenResult r, StoreStatus status, const QString& detail)
{
    r.status = status;
    const QString file = quoted(r.path);
    switch (status) {
    case StoreStatus::Locked:
        r.message = QCoreApplication::translate(
                        "PlanStore",
                        "The plan library “%1” is in use by another program (the database is locked). "
                        "Nothing was changed. Close the other program, or try again in a moment.")
                        .arg(file);
        break;
    case StoreStatus::Corrupt:
        r.message
            = QCoreApplication::translate("PlanStore",
                                          "The plan library “%1” is damaged and cannot be read (%2). It has not been "
                                          "changed. You can keep it aside under another name and start a new, empty "
                                          "library.")
                  .arg(file, detail);
        break;
    case StoreStatus::NewerVersion:
        r.message = QCoreApplication::translate(
                        "PlanStore",
                        "The plan library “%1” was written by a newer version of TPU Planner (library "
                        "format %2; this version reads formats up to %3). It has not been changed. "
                        "Update TPU Planner to open it.")
                        .arg(file)
                        .arg(r.fileVersion)
                        .arg(PlanStore::kSchemaVersion);
        break;
    case StoreStatus::NotPlanLibrary:
        r.message = QCoreApplication::translate(
                        "PlanStore",
                        "“%1” is a database of another program, not a TPU Planner plan library. It has "
                        "not been changed. Choose another file.")
                        .arg(file);
        break;
    case StoreStatus::ReadOnly:
        r.message = detail;
        break;
    default:
        r.message
            = QCoreApplication::translate("PlanStore", "The plan library “%1” cannot be opened: %2.").arg(file, detail);
        break;
    }
    return r;
}

StoreStatus statusOfCode(int code)
{
    switch (primary(code)) {
    case SQLITE_OK:
        return StoreStatus::Ok;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return StoreStatus::Locked;
    case SQLITE_READONLY:
        return StoreStatus::ReadOnly;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return StoreStatus::Corrupt;
    default:
        return StoreStatus::IoError;
    }
}

enum class ReadOnlyReason { File, Folder, NeedsUpgrade, CannotCreate };

QString readOnlyMessage(const QString& path, ReadOnlyReason reason)
{
    switch (reason) {
    case ReadOnlyReason::NeedsUpgrade:
        return QCoreApplication::translate("PlanStore",
                                           "The plan library “%1” is read-only and was written by an older "
                                           "version of TPU Planner; it must be upgraded before it can be "
                                           "opened, which needs write access. It has not been changed.")
            .arg(quoted(path));
    case ReadOnlyReason::CannotCreate:
        return QCoreApplication::translate("PlanStore",
                                           "The plan library “%1” cannot be created: its folder is "
                                           "read-only. Choose another file.")
            .arg(quoted(path));
    case ReadOnlyReason::Folder:
        return QCoreApplication::translate("PlanStore",
                                           "The folder of the plan library “%1” is read-only. Plans can be "
                                           "opened and saved as YAML, but changes cannot be saved to the "
                                           "library.")
            .arg(quoted(path));
    case ReadOnlyReason::File:
        break;
    }
    return QCoreApplication::translate("PlanStore",
                                       "The plan library “%1” is read-only. Plans can be opened and saved "
                                       "as YAML, but changes cannot be saved to the library.")
        .arg(quoted(path));
}

// Why a library that cannot be written cannot even be read: it has no current schema yet.
ReadOnlyReason unreadableReason(int fileVersion)
{
    return fileVersion == 0 ? ReadOnlyReason::CannotCreate : ReadOnlyReason::NeedsUpgrade;
}

// Opens for reading. In a folder this process cannot write, a WAL library cannot get its shared-memory file; when
// no -wal file holds unsaved pages, the main file is then complete, and SQLite may read it as immutable.
int openForReading(SqliteDb& db, const QString& path, int busyTimeoutMs)
{
    int rc = db.open(path, SqliteDb::Mode::ReadOnly);
    if (rc == SQLITE_OK) {
        db.setBusyTimeout(busyTimeoutMs);
        db.queryValue(QStringLiteral("PRAGMA schema_version"));
        rc = db.lastCode();
    }
    const int p = primary(rc);
    if ((p == SQLITE_CANTOPEN || p == SQLITE_READONLY) && !QFileInfo::exists(path + QStringLiteral("-wal"))) {
        rc = db.open(path, SqliteDb::Mode::ReadOnly, QStringLiteral("immutable=1"));
        if (rc == SQLITE_OK) {
            db.queryValue(QStringLiteral("PRAGMA schema_version"));
            rc = db.lastCode();
        }
    }
    return rc;
}

} // namespace

QString storeStatusId(StoreStatus status)
{
    switch (status) {
    case StoreStatus::Ok:
        return QStringLiteral("ok");
    case StoreStatus::Locked:
        return QStringLiteral("locked");
    case StoreStatus::ReadOnly:
        return QStringLiteral("read-only");
    case StoreStatus::Corrupt:
        return QStringLiteral("corrupt");
    case StoreStatus::NewerVersion:
        return QStringLiteral("newer-version");
    case StoreStatus::NotPlanLibrary:
        return QStringLiteral("not-plan-library");
    case StoreStatus::IoError:
        return QStringLiteral("io-error");
    case StoreStatus::NotOpen:
        return QStringLiteral("not-open");
    case StoreStatus::NotFound:
        return QStringLiteral("not-found");
    case StoreStatus::NameTaken:
        return QStringLiteral("name-taken");
    case StoreStatus::InvalidName:
        return QStringLiteral("invalid-name");
    case StoreStatus::InvalidPlan:
        return QStringLiteral("invalid-plan");
    }
    return QString();
}

// ---- Schema and static helpers ----

QString PlanStore::schemaSql(int version)
{
    if (version < 1 || version > kSchemaVersion)
        return QString();
    return QString::fromUtf8(kSteps[version - 1]);
}

QString PlanStore::searchKey(const QString& text)
{
    return text.normalized(QString::NormalizationForm_KC).toCaseFolded();
}

QString PlanStore::defaultPath()
{
    return AppPaths::planLibrary();
}

QByteArray PlanStore::planYaml(const PlanInput& input)
{
    return PlanFile::selfContained(input);
}

StoreResult PlanStore::writeYamlFile(const PlanInput& input, const QString& path)
{
    StoreResult r;
    r.message = PlanFile::write(input, path);
    if (!r.message.isEmpty())
        r.status = StoreStatus::IoError;
    return r;
}

// ---- Opening ----

PlanStore::PlanStore(QObject* parent)
    : QObject(parent)
    , m_db(std::make_unique<SqliteDb>())
{ }

PlanStore::~PlanStore()
{
    close();
}

bool PlanStore::isOpen() const
{
    return m_db->isOpen();
}

void PlanStore::setBusyTimeout(int milliseconds)
{
    m_busyTimeoutMs = qMax(0, milliseconds);
    m_db->setBusyTimeout(m_busyTimeoutMs);
}

void PlanStore::close()
{
    m_db->close();
    m_readOnly = false;
}

OpenResult PlanStore::inspect(const QString& path, int busyTimeoutMs)
{
    OpenResult r;
    r.path = QFileInfo(path).absoluteFilePath();
    const QFileInfo fi(r.path);
    if (!fi.exists())
        return r;
    if (!fi.isFile())
        return openFailure(r, StoreStatus::IoError, QCoreApplication::translate("PlanStore", "it is not a file"));
    if (!fi.isReadable())
        return openFailure(r, StoreStatus::IoError,
                           QCoreApplication::translate("PlanStore", "the file cannot be read"));
    // SQLite files are whole pages of at least 512 bytes; SQLite itself would take a short file for an empty one.
    if (fi.size() > 0 && fi.size() < 512)
        return openFailure(r, StoreStatus::Corrupt,
                           QCoreApplication::translate("PlanStore", "the file is too short to be a database"));
    if (fi.size() == 0 && !QFileInfo::exists(r.path + QStringLiteral("-wal")))
        return r;

    // Read-only: nothing here can change the file.
    SqliteDb db;
    auto failed = [&]() {
        // A hot rollback journal (a crash of an old rollback-mode writer) can only be undone by a writer.
        if (primary(db.lastCode()) == SQLITE_READONLY)
            return openFailure(r, StoreStatus::IoError,
                               QCoreApplication::translate("PlanStore",
                                                           "it holds an unfinished write that only a "
                                                           "writable open can undo (%1)")
                                   .arg(db.lastMessage()));
        return openFailure(r, statusOfCode(db.lastCode()), db.lastMessage());
    };
    if (openForReading(db, r.path, busyTimeoutMs) != SQLITE_OK)
        return failed();

    const QVariant version = db.queryValue(QStringLiteral("PRAGMA user_version"));
    if (db.lastCode() != SQLITE_OK)
        return failed();
    r.fileVersion = version.toInt();
    if (r.fileVersion > kSchemaVersion)
        return openFailure(r, StoreStatus::NewerVersion, QString());
    const qint64 appId = db.queryValue(QStringLiteral("PRAGMA application_id")).toLongLong();
    if (db.lastCode() != SQLITE_OK)
        return failed();
    const QStringList tables = db.queryColumn(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"));
    if (db.lastCode() != SQLITE_OK)
        return failed();
    const bool empty = r.fileVersion == 0 && appId == 0 && tables.isEmpty();
    if (appId != kApplicationId && !empty)
        return openFailure(r, StoreStatus::NotPlanLibrary, QString());

    const QStringList check = db.queryColumn(QStringLiteral("PRAGMA quick_check"));
    if (db.lastCode() != SQLITE_OK)
        return failed();
    if (check != QStringList{QStringLiteral("ok")})
        return openFailure(r, StoreStatus::Corrupt, check.value(0));
    QStringList expected;
    if (r.fileVersion >= 1)
        expected << QStringLiteral("plans") << QStringLiteral("revisions");
    if (r.fileVersion >= 2)
        expected << QStringLiteral("plan_tags");
    for (const QString& t : expected)
        if (!tables.contains(t))
            return openFailure(r, StoreStatus::Corrupt,
                               QCoreApplication::translate("PlanStore", "the table “%1” is missing").arg(t));
    return r;
}

OpenResult PlanStore::open(const QString& path, OpenMode mode)
{
    close();
    OpenResult r;
    r.path = QFileInfo(path).absoluteFilePath();
    m_path = r.path;
    m_lastOpen = r;
    auto done = [this](const OpenResult& result) {
        m_lastOpen = result;
        return result;
    };
    if (path.isEmpty())
        return done(
            openFailure(r, StoreStatus::IoError, QCoreApplication::translate("PlanStore", "no file name was given")));

    const QFileInfo fi(r.path);
    QDir dir = fi.absoluteDir();
    if (!dir.exists()) {
        if (mode == OpenMode::ReadOnly)
            return done(openFailure(r, StoreStatus::IoError,
                                    QCoreApplication::translate("PlanStore", "the folder does not exist")));
        if (!QDir().mkpath(dir.absolutePath()))
            return done(openFailure(r, StoreStatus::IoError,
                                    QCoreApplication::translate("PlanStore", "its folder cannot be created")));
    }
    const bool exists = fi.exists();
    if (!exists && mode == OpenMode::ReadOnly)
        return done(
            openFailure(r, StoreStatus::IoError, QCoreApplication::translate("PlanStore", "the file does not exist")));

    const OpenResult found = inspect(r.path, m_busyTimeoutMs);
    if (!found.ok())
        return done(found);
    r.fileVersion = found.fileVersion;

    const bool folderReadOnly = !canWrite(QFileInfo(dir.absolutePath()));
    const bool fileReadOnly = exists && !canWrite(fi);
    if (mode == OpenMode::ReadOnly || folderReadOnly || fileReadOnly) {
        const bool needsUpgrade = r.fileVersion < kSchemaVersion;
        if (mode != OpenMode::ReadOnly || needsUpgrade) {
            r.status = StoreStatus::ReadOnly;
            r.message = readOnlyMessage(r.path,
                                        needsUpgrade       ? unreadableReason(r.fileVersion)
                                            : fileReadOnly ? ReadOnlyReason::File
                                                           : ReadOnlyReason::Folder);
            if (needsUpgrade)
                return done(r);
        }
        return done(openReadOnly(r, mode == OpenMode::ReadOnly));
    }
    return done(upgradeOrCreate(r));
}

OpenResult PlanStore::openReadOnly(OpenResult r, bool requested)
{
    if (openForReading(*m_db, r.path, m_busyTimeoutMs) != SQLITE_OK) {
        OpenResult f = openFailure(r, statusOfCode(m_db->lastCode()), m_db->lastMessage());
        m_db->close();
        return f;
    }
    const int version = m_db->queryValue(QStringLiteral("PRAGMA user_version")).toInt();
    if (m_db->lastCode() != SQLITE_OK || version != kSchemaVersion) {
        const StoreStatus s = m_db->lastCode() != SQLITE_OK ? statusOfCode(m_db->lastCode()) : StoreStatus::ReadOnly;
        const QString detail
            = m_db->lastCode() != SQLITE_OK ? m_db->lastMessage() : readOnlyMessage(r.path, unreadableReason(version));
        m_db->close();
        return openFailure(r, s, detail);
    }
    m_readOnly = true;
    r.readOnly = true;
    if (requested && r.status == StoreStatus::ReadOnly)
        r.status = StoreStatus::Ok;
    return r;
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

OpenResult PlanStore::moveAsideCorrupt(bool userAgreed)
{
    if (!userAgreed || m_lastOpen.path.isEmpty())
        return m_lastOpen;
    const QString path = m_lastOpen.path;
    const OpenResult now = inspect(path, m_busyTimeoutMs);
    if (now.status != StoreStatus::Corrupt) {
        OpenResult r = now;
        if (r.ok()) {
            r.status = StoreStatus::IoError;
            r.message
                = QCoreApplication::translate("PlanStore", "The plan library “%1” is not damaged; it was not moved.")
                      .arg(quoted(path));
        }
        return r;
    }
    close();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = path + QStringLiteral(".corrupt-") + stamp;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = path + QStringLiteral(".corrupt-") + stamp + QLatin1Char('-') + QString::number(n);
    if (!QFile::rename(path, target)) {
        OpenResult r = now;
        r.status = StoreStatus::IoError;
        r.message = QCoreApplication::translate(
                        "PlanStore", "The damaged plan library “%1” could not be renamed to “%2”; nothing was changed.")
                        .arg(quoted(path), quoted(target));
        return r;
    }
    // The journal files belong to the damaged file: they keep its name with the same suffixes.
    for (const char* suffix : {"-wal", "-journal", "-shm"}) {
        const QString side = path + QLatin1String(suffix);
        if (QFileInfo::exists(side))
            QFile::rename(side, target + QLatin1String(suffix));
    }
    OpenResult r = open(path, OpenMode::ReadWrite);
    r.movedTo = target;
    m_lastOpen.movedTo = target;
    return r;
}

// ---- Writing ----

void PlanStore::stage(const QString& name) const
{
    if (m_stageHook)
        m_stageHook(name);
}

StoreResult PlanStore::writable() const
{
    StoreResult r;
    if (!m_db->isOpen()) {
        r.status = StoreStatus::NotOpen;
        r.message = QCoreApplication::translate("PlanStore", "No plan library is open.");
    } else if (m_readOnly) {
        r.status = StoreStatus::ReadOnly;
        r.message
            = QCoreApplication::translate("PlanStore", "The plan library “%1” is open read-only; nothing was changed.")
                  .arg(quoted(m_path));
    }
    return r;
}

StoreResult PlanStore::failure(int code, const QString& consequence) const
{
    StoreResult r;
    r.status = statusOfCode(code);
    if (r.status == StoreStatus::Ok)
        r.status = StoreStatus::IoError;
    const QString file = quoted(m_path);
    QString reason;
    switch (r.status) {
    case StoreStatus::Locked:
        reason
            = QCoreApplication::translate("PlanStore", "The plan library “%1” is locked by another program.").arg(file);
        break;
    case StoreStatus::ReadOnly:
        reason = QCoreApplication::translate("PlanStore", "The plan library “%1” is read-only.").arg(file);
        break;
    case StoreStatus::Corrupt:
        reason = QCoreApplication::translate("PlanStore", "The plan library “%1” is damaged (%2).")
                     .arg(file, m_db->lastMessage());
        break;
    default:
        if (primary(code) == SQLITE_FULL)
            reason
                = QCoreApplication::translate("PlanStore", "The disk holding the plan library “%1” is full.").arg(file);
        else
            reason = QCoreApplication::translate("PlanStore", "Writing the plan library “%1” failed (%2).")
                         .arg(file, m_db->lastMessage());
        break;
    }
    r.message = reason + QLatin1Char(' ') + consequence;
    m_lastError = r;
    return r;
}

StoreResult PlanStore::notFound(qint64 planId) const
{
    StoreResult r;
    r.status = StoreStatus::NotFound;
    r.message = QCoreApplication::translate("PlanStore", "The plan library “%1” has no plan with id %2.")
                    .arg(quoted(m_path))
                    .arg(planId);
    return r;
}

bool PlanStore::nameTaken(const QString& name, qint64 exceptPlanId) const
{
    SqliteStatement s(*m_db, QStringLiteral("SELECT id FROM plans WHERE name = ?1 AND deleted = 0 AND id != ?2"));
    s.bind(1, name).bind(2, exceptPlanId);
    return s.step() == SQLITE_ROW;
}

StoreResult PlanStore::checkName(const QString& name, qint64 exceptPlanId) const
{
    StoreResult r;
    if (name.isEmpty()) {
        r.status = StoreStatus::InvalidName;
        r.message = QCoreApplication::translate("PlanStore", "A plan needs a name.");
    } else if (name.size() > kMaxNameLength) {
        r.status = StoreStatus::InvalidName;
        r.message = QCoreApplication::translate("PlanStore", "A plan name can have at most %1 characters.")
                        .arg(kMaxNameLength);
    } else if (nameTaken(name, exceptPlanId)) {
        r.status = StoreStatus::NameTaken;
        r.message = QCoreApplication::translate("PlanStore", "A plan named “%1” already exists.").arg(name);
    }
    return r;
}

QString PlanStore::uniqueName(const QString& wanted) const
{
    QString base = normalizedName(wanted).left(kMaxNameLength - 8);
    if (!m_db->isOpen() || !nameTaken(base, 0))
        return base;
    for (int n = 2;; ++n) {
        QString candidate = QCoreApplication::translate("PlanStore", "%1 (%2)").arg(base).arg(n);
        if (!nameTaken(candidate, 0))
            return candidate;
    }
}

int PlanStore::refreshSearchText(qint64 planId)
{
    SqliteStatement s(*m_db,
                      QStringLiteral("SELECT p.name, r.model, r.hardware, "
                                     "(SELECT group_concat(tag, char(10)) FROM plan_tags WHERE plan_id = p.id) "
                                     "FROM plans p JOIN revisions r ON r.plan_id = p.id "
                                     "AND r.revision = (SELECT max(revision) FROM revisions WHERE plan_id = p.id) "
                                     "WHERE p.id = ?1"));
    s.bind(1, planId);
    if (s.step() != SQLITE_ROW)
        return m_db->lastCode() != SQLITE_OK ? m_db->lastCode() : SQLITE_NOTFOUND;
    const QString text = QStringList{s.text(0), s.text(1), s.text(2), s.text(3)}.join(QLatin1Char('\n'));
    SqliteStatement u(*m_db, QStringLiteral("UPDATE plans SET search_text = ?1 WHERE id = ?2"));
    u.bind(1, searchKey(text)).bind(2, planId);
    return u.step() == SQLITE_DONE ? SQLITE_OK : m_db->lastCode();
}

namespace {

// The stored form of a draft, checked to load back before anything is written.
struct Prepared
{
    QByteArray yaml;
    QString candidate;
    QString model;
    QString hardware;
};

std::optional<Prepared> prepare(const PlanDraft& d, StoreResult& error)
{
    auto invalid = [&](const QString& why) {
        error.status = StoreStatus::InvalidPlan;
        error.message = QCoreApplication::translate("PlanStore", "The plan was not saved: %1").arg(why);
        return std::nullopt;
    };
    const QString why = d.input.validate();
    if (!why.isEmpty())
        return invalid(why);
    Prepared p;
    try {
        p.yaml = PlanStore::planYaml(d.input);
        PlanFile::parse(p.yaml, QCoreApplication::translate("PlanStore", "the plan to save"));
    } catch (const InputError& e) {
        return invalid(e.text());
    } catch (const std::exception& e) {
        return invalid(QString::fromLocal8Bit(e.what()));
    }
    p.candidate = candidateText(d.candidate);
    p.model = modelLabel(d.input);
    p.hardware = hardwareLabel(d.input, d.candidate);
    return p;
}

int insertRevision(SqliteDb& db, qint64 planId, int revision, const QString& saved, const Prepared& p,
                   const QString& notes, const QString& appVersionText, const QString& catalogVersion)
{
    SqliteStatement s(
        db,
        QStringLiteral(
            "INSERT INTO revisions (plan_id, revision, saved, plan_yaml, candidate_json, notes, "
            "app_version, catalog_version, model, hardware) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"));
    s.bind(1, planId)
        .bind(2, revision)
        .bind(3, saved)
        .bind(4, QString::fromUtf8(p.yaml))
        .bind(5, p.candidate)
        .bind(6, notes)
        .bind(7, appVersionText)
        .bind(8, catalogVersion)
        .bind(9, p.model)
        .bind(10, p.hardware);
    return s.step() == SQLITE_DONE ? SQLITE_OK : db.lastCode();
}

} // namespace

SaveResult PlanStore::saveAs(const QString& name, const PlanDraft& draft)
{
    SaveResult r;
    const QString n = normalizedName(name);
    r.name = n;
    assign(r, writable());
    if (!r.ok())
        return r;
    const std::optional<Prepared> p = prepare(draft, r);
    if (!p)
        return r;
    const QString notSaved = QCoreApplication::translate("PlanStore", "The plan was not saved.");
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK)
        return assign(r, failure(tx.beginCode(), notSaved));
    assign(r, checkName(n, 0));
    if (!r.ok())
        return r;
    const QString t = now();
    SqliteStatement ins(*m_db, QStringLiteral("INSERT INTO plans (name, created, modified) VALUES (?1, ?2, ?2)"));
    ins.bind(1, n).bind(2, t);
    if (ins.step() != SQLITE_DONE)
        return assign(r, failure(m_db->lastCode(), notSaved));
    r.planId = m_db->lastInsertRowId();
    r.revision = 1;
    if (insertRevision(*m_db, r.planId, 1, t, *p, draft.notes, appVersion(), draft.catalogVersion) != SQLITE_OK)
        return assign(r, failure(m_db->lastCode(), notSaved));
    stage(QStringLiteral("save:revision-written"));
    if (refreshSearchText(r.planId) != SQLITE_OK)
        return assign(r, failure(m_db->lastCode(), notSaved));
    stage(QStringLiteral("save:before-commit"));
    if (tx.commit() != SQLITE_OK)
        return assign(r, failure(m_db->lastCode(), notSaved));
    emit planAdded(r.planId);
    return r;
}

SaveResult PlanStore::save(qint64 planId, const PlanDraft& draft)
{
    SaveResult r;
    r.planId = planId;
    assign(r, writable());
    if (!r.ok())
        return r;
    const std::optional<Prepared> p = prepare(draft, r);
    if (!p)
        return r;
    const QString notSaved = QCoreApplication::translate("PlanStore", "The plan was not saved.");
    auto fail = [&](int code) {
        assign(r, failure(code, notSaved));
        return r;
    };
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK)
        return fail(tx.beginCode());
    SqliteStatement latest(
        *m_db,
        QStringLiteral("SELECT p.name, r.revision, r.plan_yaml, r.candidate_json, r.notes, r.catalog_version "
                       "FROM plans p JOIN revisions r ON r.plan_id = p.id WHERE p.id = ?1 AND p.deleted = 0 "
                       "ORDER BY r.revision DESC LIMIT 1"));
    latest.bind(1, planId);
    const int rc = latest.step();
    if (rc != SQLITE_ROW) {
        if (rc == SQLITE_DONE)
            return assign(r, notFound(planId));
        return fail(m_db->lastCode());
    }
    r.name = latest.text(0);
    const int last = int(latest.integer(1));
    if (latest.text(2).toUtf8() == p->yaml && latest.text(3) == p->candidate && latest.text(4) == draft.notes
        && latest.text(5) == draft.catalogVersion) {
        r.revision = last;
        r.unchanged = true;
        return r; // the transaction rolls back: nothing was written
    }
    r.revision = last + 1;
    const QString t = now();
    if (insertRevision(*m_db, planId, r.revision, t, *p, draft.notes, appVersion(), draft.catalogVersion) != SQLITE_OK)
        return fail(m_db->lastCode());
    stage(QStringLiteral("save:revision-written"));
    SqliteStatement upd(*m_db, QStringLiteral("UPDATE plans SET modified = ?1 WHERE id = ?2"));
    upd.bind(1, t).bind(2, planId);
    if (upd.step() != SQLITE_DONE || refreshSearchText(planId) != SQLITE_OK)
        return fail(m_db->lastCode());
    stage(QStringLiteral("save:before-commit"));
    if (tx.commit() != SQLITE_OK)
        return fail(m_db->lastCode());
    emit planChanged(planId);
    return r;
}

SaveResult PlanStore::rename(qint64 planId, const QString& newName)
{
    SaveResult r;
    r.planId = planId;
    r.name = normalizedName(newName);
    assign(r, writable());
    if (!r.ok())
        return r;
    const QString notRenamed = QCoreApplication::translate("PlanStore", "The plan was not renamed.");
    auto fail = [&](int code) {
        assign(r, failure(code, notRenamed));
        return r;
    };
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK)
        return fail(tx.beginCode());
    assign(r, checkName(r.name, planId));
    if (!r.ok())
        return r;
    SqliteStatement upd(*m_db,
                        QStringLiteral("UPDATE plans SET name = ?1, modified = ?2 WHERE id = ?3 AND deleted = 0"));
    upd.bind(1, r.name).bind(2, now()).bind(3, planId);
    if (upd.step() != SQLITE_DONE)
        return fail(m_db->lastCode());
    if (m_db->changes() == 0)
        return assign(r, notFound(planId));
    if (refreshSearchText(planId) != SQLITE_OK || tx.commit() != SQLITE_OK)
        return fail(m_db->lastCode());
    r.revision
        = int(m_db->queryValue(QStringLiteral("SELECT max(revision) FROM revisions WHERE plan_id = %1").arg(planId))
                  .toLongLong());
    emit planChanged(planId);
    return r;
}

SaveResult PlanStore::duplicate(qint64 planId, const QString& newName)
{
    SaveResult r;
    assign(r, writable());
    if (!r.ok())
        return r;
    const QString notCopied = QCoreApplication::translate("PlanStore", "The plan was not duplicated.");
    auto fail = [&](int code) {
        assign(r, failure(code, notCopied));
        return r;
    };
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK)
        return fail(tx.beginCode());
    SqliteStatement src(*m_db, QStringLiteral("SELECT name FROM plans WHERE id = ?1 AND deleted = 0"));
    src.bind(1, planId);
    const int rc = src.step();
    if (rc != SQLITE_ROW)
        return rc == SQLITE_DONE ? assign(r, notFound(planId)) : fail(m_db->lastCode());
    r.name = newName.trimmed().isEmpty()
        ? uniqueName(QCoreApplication::translate("PlanStore", "%1 (copy)").arg(src.text(0)))
        : normalizedName(newName);
    assign(r, checkName(r.name, 0));
    if (!r.ok())
        return r;
    const QString t = now();
    SqliteStatement ins(*m_db, QStringLiteral("INSERT INTO plans (name, created, modified) VALUES (?1, ?2, ?2)"));
    ins.bind(1, r.name).bind(2, t);
    if (ins.step() != SQLITE_DONE)
        return fail(m_db->lastCode());
    r.planId = m_db->lastInsertRowId();
    r.revision = 1;
    SqliteStatement copy(
        *m_db,
        QStringLiteral("INSERT INTO revisions (plan_id, revision, saved, plan_yaml, candidate_json, notes, "
                       "app_version, catalog_version, model, hardware) "
                       "SELECT ?1, 1, ?2, plan_yaml, candidate_json, notes, app_version, catalog_version, model, "
                       "hardware FROM revisions WHERE plan_id = ?3 ORDER BY revision DESC LIMIT 1"));
    copy.bind(1, r.planId).bind(2, t).bind(3, planId);
    if (copy.step() != SQLITE_DONE)
        return fail(m_db->lastCode());
    SqliteStatement tags(
        *m_db, QStringLiteral("INSERT INTO plan_tags (plan_id, tag) SELECT ?1, tag FROM plan_tags WHERE plan_id = ?2"));
    tags.bind(1, r.planId).bind(2, planId);
    if (tags.step() != SQLITE_DONE || refreshSearchText(r.planId) != SQLITE_OK || tx.commit() != SQLITE_OK)
        return fail(m_db->lastCode());
    emit planAdded(r.planId);
    return r;
}

SaveResult PlanStore::setTags(qint64 planId, const QStringList& tags)
{
    SaveResult r;
    r.planId = planId;
    assign(r, writable());
    if (!r.ok())
        return r;
    const QString notTagged = QCoreApplication::translate("PlanStore", "The tags were not changed.");
    auto fail = [&](int code) {
        assign(r, failure(code, notTagged));
        return r;
    };
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK)
        return fail(tx.beginCode());
    SqliteStatement upd(*m_db, QStringLiteral("UPDATE plans SET modified = ?1 WHERE id = ?2 AND deleted = 0"));
    upd.bind(1, now()).bind(2, planId);
    if (upd.step() != SQLITE_DONE)
        return fail(m_db->lastCode());
    if (m_db->changes() == 0)
        return assign(r, notFound(planId));
    SqliteStatement del(*m_db, QStringLiteral("DELETE FROM plan_tags WHERE plan_id = ?1"));
    del.bind(1, planId);
    if (del.step() != SQLITE_DONE)
        return fail(m_db->lastCode());
    SqliteStatement ins(*m_db, QStringLiteral("INSERT INTO plan_tags (plan_id, tag) VALUES (?1, ?2)"));
    for (const QString& tag : normalizedTags(tags)) {
        ins.reset();
        ins.bind(1, planId).bind(2, tag);
        if (ins.step() != SQLITE_DONE)
            return fail(m_db->lastCode());
    }
    if (refreshSearchText(planId) != SQLITE_OK || tx.commit() != SQLITE_OK)
        return fail(m_db->lastCode());
    emit planChanged(planId);
    return r;
}

SaveResult PlanStore::softDelete(qint64 planId)
{
    SaveResult r;
    r.planId = planId;
    assign(r, writable());
    if (!r.ok())
        return r;
    const QString notDeleted = QCoreApplication::translate("PlanStore", "The plan was not deleted.");
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK)
        return assign(r, failure(tx.beginCode(), notDeleted));
    SqliteStatement upd(*m_db,
                        QStringLiteral("UPDATE plans SET deleted = 1, deleted_at = ?1 WHERE id = ?2 AND deleted = 0"));
    upd.bind(1, now()).bind(2, planId);
    if (upd.step() != SQLITE_DONE)
        return assign(r, failure(m_db->lastCode(), notDeleted));
    if (m_db->changes() == 0)
        return assign(r, notFound(planId));
    r.name = m_db->queryValue(QStringLiteral("SELECT name FROM plans WHERE id = %1").arg(planId)).toString();
    r.revision = m_db->queryValue(QStringLiteral("SELECT max(revision) FROM revisions WHERE plan_id = %1").arg(planId))
                     .toInt();
    if (tx.commit() != SQLITE_OK)
        return assign(r, failure(m_db->lastCode(), notDeleted));
    emit planRemoved(planId);
    return r;
}

SaveResult PlanStore::undoDelete(qint64 planId)
{
    SaveResult r;
    r.planId = planId;
    assign(r, writable());
    if (!r.ok())
        return r;
    const QString notRestored = QCoreApplication::translate("PlanStore", "The plan was not restored.");
    auto fail = [&](int code) {
        assign(r, failure(code, notRestored));
        return r;
    };
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK)
        return fail(tx.beginCode());
    SqliteStatement src(*m_db, QStringLiteral("SELECT name FROM plans WHERE id = ?1 AND deleted = 1"));
    src.bind(1, planId);
    const int rc = src.step();
    if (rc != SQLITE_ROW)
        return rc == SQLITE_DONE ? assign(r, notFound(planId)) : fail(m_db->lastCode());
    r.name = uniqueName(src.text(0));
    SqliteStatement upd(*m_db,
                        QStringLiteral("UPDATE plans SET deleted = 0, deleted_at = NULL, name = ?1 WHERE id = ?2"));
    upd.bind(1, r.name).bind(2, planId);
    if (upd.step() != SQLITE_DONE || refreshSearchText(planId) != SQLITE_OK || tx.commit() != SQLITE_OK)
        return fail(m_db->lastCode());
    emit planAdded(planId);
    return r;
}

StoreResult PlanStore::purge(qint64 planId)
{
    StoreResult r = writable();
    if (!r.ok())
        return r;
    const QString notPurged = QCoreApplication::translate("PlanStore", "The plan was not removed.");
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK)
        return failure(tx.beginCode(), notPurged);
    // Only a deleted plan can be purged: a plan in the list is always one undo away from safety.
    SqliteStatement del(*m_db, QStringLiteral("DELETE FROM plans WHERE id = ?1 AND deleted = 1"));
    del.bind(1, planId);
    if (del.step() != SQLITE_DONE)
        return failure(m_db->lastCode(), notPurged);
    if (m_db->changes() == 0) {
        r.status = StoreStatus::NotFound;
        r.message = QCoreApplication::translate("PlanStore", "The plan library “%1” has no deleted plan with id %2.")
                        .arg(quoted(m_path))
                        .arg(planId);
        return r;
    }
    if (tx.commit() != SQLITE_OK)
        return failure(m_db->lastCode(), notPurged);
    emit planRemoved(planId);
    return r;
}

// ---- Reading ----

QVector<PlanSummary> PlanStore::query(const QString& where, const QVariantList& params, Listing which) const
{
    QVector<PlanSummary> out;
    m_lastError = StoreResult();
    if (!m_db->isOpen()) {
        m_lastError.status = StoreStatus::NotOpen;
        m_lastError.message = QCoreApplication::translate("PlanStore", "No plan library is open.");
        return out;
    }
    QString sql = QStringLiteral(
        "SELECT p.id, p.name, p.created, p.modified, p.deleted, p.deleted_at, r.revision, r.model, r.hardware, "
        "r.notes, length(r.candidate_json) > 0, "
        "(SELECT group_concat(tag, char(10)) FROM plan_tags WHERE plan_id = p.id) "
        "FROM plans p JOIN revisions r ON r.plan_id = p.id "
        "AND r.revision = (SELECT max(revision) FROM revisions WHERE plan_id = p.id) "
        "WHERE p.deleted = ?1");
    if (!where.isEmpty())
        sql += QStringLiteral(" AND ") + where;
    sql += QStringLiteral(" ORDER BY p.modified DESC, p.id DESC");
    SqliteStatement s(*m_db, sql);
    s.bind(1, which == Listing::Deleted ? 1 : 0);
    for (int i = 0; i < params.size(); ++i)
        s.bind(i + 2, params.at(i));
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) {
        PlanSummary p;
        p.id = s.integer(0);
        p.name = s.text(1);
        p.created = timeOf(s.text(2));
        p.modified = timeOf(s.text(3));
        p.deleted = s.integer(4) != 0;
        if (!s.isNull(5))
            p.deletedAt = timeOf(s.text(5));
        p.latestRevision = int(s.integer(6));
        p.model = s.text(7);
        p.hardware = s.text(8);
        p.notes = s.text(9);
        p.hasCandidate = s.integer(10) != 0;
        p.tags = s.isNull(11) ? QStringList() : s.text(11).split(QLatin1Char('\n'));
        p.tags.sort();
        out.append(p);
    }
    if (rc != SQLITE_DONE) {
        const int code = m_db->lastCode();
        m_lastError = failure(code, QCoreApplication::translate("PlanStore", "The list of plans could not be read."));
        out.clear();
    }
    return out;
}

QVector<PlanSummary> PlanStore::list(Listing which) const
{
    return query(QString(), {}, which);
}

QVector<PlanSummary> PlanStore::search(const QString& text, Listing which) const
{
    const QStringList terms = searchKey(text).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    QStringList where;
    QVariantList params;
    for (const QString& t : terms) {
        params << t;
        where << QStringLiteral("instr(p.search_text, ?%1) > 0").arg(params.size() + 1);
    }
    return query(where.join(QStringLiteral(" AND ")), params, which);
}

QVector<PlanRevision> PlanStore::history(qint64 planId) const
{
    QVector<PlanRevision> out;
    m_lastError = StoreResult();
    if (!m_db->isOpen()) {
        m_lastError.status = StoreStatus::NotOpen;
        m_lastError.message = QCoreApplication::translate("PlanStore", "No plan library is open.");
        return out;
    }
    SqliteStatement s(*m_db,
                      QStringLiteral("SELECT revision, saved, model, hardware, notes, app_version, catalog_version, "
                                     "length(candidate_json) > 0 FROM revisions WHERE plan_id = ?1 ORDER BY revision"));
    s.bind(1, planId);
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) {
        PlanRevision v;
        v.revision = int(s.integer(0));
        v.saved = timeOf(s.text(1));
        v.model = s.text(2);
        v.hardware = s.text(3);
        v.notes = s.text(4);
        v.appVersion = s.text(5);
        v.catalogVersion = s.text(6);
        v.hasCandidate = s.integer(7) != 0;
        out.append(v);
    }
    if (rc != SQLITE_DONE) {
        m_lastError = failure(m_db->lastCode(),
                              QCoreApplication::translate("PlanStore", "The history of the plan could not be read."));
        out.clear();
    } else if (out.isEmpty()) {
        m_lastError = notFound(planId);
    }
    return out;
}

LoadResult PlanStore::load(qint64 planId, int revision) const
{
    LoadResult r;
    if (!m_db->isOpen()) {
        r.status = StoreStatus::NotOpen;
        r.message = QCoreApplication::translate("PlanStore", "No plan library is open.");
        return r;
    }
    const QString notLoaded = QCoreApplication::translate("PlanStore", "The plan was not opened.");
    // One read transaction, so that the plan row and the revision come from the same moment.
    if (m_db->exec(QStringLiteral("BEGIN")) != SQLITE_OK) {
        assign(r, failure(m_db->lastCode(), notLoaded));
        return r;
    }
    struct EndRead
    {
        SqliteDb& db;
        ~EndRead() { db.exec(QStringLiteral("COMMIT")); }
    } endRead{*m_db};

    SqliteStatement s(
        *m_db,
        QStringLiteral("SELECT p.name, p.created, p.modified, p.deleted, r.revision, r.saved, r.plan_yaml, "
                       "r.candidate_json, r.notes, r.app_version, r.catalog_version, r.model, "
                       "(SELECT max(revision) FROM revisions WHERE plan_id = p.id), "
                       "(SELECT group_concat(tag, char(10)) FROM plan_tags WHERE plan_id = p.id) "
                       "FROM plans p JOIN revisions r ON r.plan_id = p.id WHERE p.id = ?1 "
                       "AND (?2 = 0 OR r.revision = ?2) ORDER BY r.revision DESC LIMIT 1"));
    s.bind(1, planId).bind(2, revision);
    const int rc = s.step();
    if (rc != SQLITE_ROW) {
        if (rc == SQLITE_DONE) {
            r.status = StoreStatus::NotFound;
            r.message = revision == 0
                ? notFound(planId).message
                : QCoreApplication::translate("PlanStore",
                                              "The plan library “%1” has no revision %2 of the plan with id %3.")
                      .arg(quoted(m_path))
                      .arg(revision)
                      .arg(planId);
        } else {
            assign(r, failure(m_db->lastCode(), notLoaded));
        }
        return r;
    }
    StoredPlan& p = r.plan;
    p.id = planId;
    p.name = s.text(0);
    p.created = timeOf(s.text(1));
    p.modified = timeOf(s.text(2));
    p.deleted = s.integer(3) != 0;
    p.revision = int(s.integer(4));
    p.saved = timeOf(s.text(5));
    p.yaml = s.text(6).toUtf8();
    const QString candidate = s.text(7);
    p.notes = s.text(8);
    p.appVersion = s.text(9);
    p.catalogVersion = s.text(10);
    const QString modelRef = s.text(11);
    p.latestRevision = int(s.integer(12));
    p.tags = s.isNull(13) ? QStringList() : s.text(13).split(QLatin1Char('\n'));
    p.tags.sort();

    const QString label
        = QCoreApplication::translate("PlanStore", "plan “%1”, revision %2").arg(p.name).arg(p.revision);
    auto invalid = [&](const QString& why) {
        r.status = StoreStatus::InvalidPlan;
        r.message = QCoreApplication::translate("PlanStore", "The plan “%1” (revision %2) in “%3” cannot be read: %4")
                        .arg(p.name)
                        .arg(p.revision)
                        .arg(quoted(m_path), why);
        return r;
    };
    try {
        p.input = PlanFile::parse(p.yaml, label);
    } catch (const InputError& e) {
        return invalid(e.text());
    } catch (const std::exception& e) {
        return invalid(QString::fromLocal8Bit(e.what()));
    }
    // A model stored inline (an edited preset, a model file) keeps the reference the user gave: the preset id or
    // the file path. planYaml() stores it inline again on the next save, whatever the reference.
    if (!modelRef.isEmpty())
        p.input.modelRef = modelRef;
    if (!candidate.isEmpty()) {
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(candidate.toUtf8(), &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject())
            return invalid(QCoreApplication::translate("PlanStore", "the chosen candidate is not a JSON object (%1)")
                               .arg(err.errorString()));
        p.candidate = doc.object();
    }
    return r;
}

std::optional<qint64> PlanStore::findByName(const QString& name) const
{
    if (!m_db->isOpen())
        return std::nullopt;
    SqliteStatement s(*m_db, QStringLiteral("SELECT id FROM plans WHERE name = ?1 AND deleted = 0"));
    s.bind(1, normalizedName(name));
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    return s.integer(0);
}

} // namespace tpuplan
