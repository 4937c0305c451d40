// SPDX-License-Identifier: GPL-3.0-or-later
// Opening the plan library and saying what is wrong with one that cannot be opened or written: locked, read-only,
// corrupt, newer than this program, or readable only as an immutable file.
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

namespace planstore {

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
        r.message = Tr::tr("The plan library “%1” is damaged and cannot be read (%2). It has not been "
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
        r.message = Tr::tr("The plan library “%1” cannot be opened: %2.").arg(file, detail);
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

QString readOnlyMessage(const QString& path, ReadOnlyReason reason)
{
    switch (reason) {
    case ReadOnlyReason::NeedsUpgrade:
        return Tr::tr("The plan library “%1” is read-only and was written by an older "
                      "version of TPU Planner; it must be upgraded before it can be "
                      "opened, which needs write access. It has not been changed.")
            .arg(quoted(path));
    case ReadOnlyReason::CannotCreate:
        return Tr::tr("The plan library “%1” cannot be created: its folder is "
                      "read-only. Choose another file.")
            .arg(quoted(path));
    case ReadOnlyReason::Folder:
        return Tr::tr("The folder of the plan library “%1” is read-only. Plans can be "
                      "opened and saved as YAML, but changes cannot be saved to the "
                      "library.")
            .arg(quoted(path));
    case ReadOnlyReason::File:
        break;
    }
    return Tr::tr("The plan library “%1” is read-only. Plans can be opened and saved "
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

} // namespace planstore

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
        return openFailure(r, StoreStatus::IoError, Tr::tr("it is not a file"));
    if (!fi.isReadable())
        return openFailure(r, StoreStatus::IoError, Tr::tr("the file cannot be read"));
    // SQLite files are whole pages of at least 512 bytes; SQLite itself would take a short file for an empty one.
    if (fi.size() > 0 && fi.size() < 512)
        return openFailure(r, StoreStatus::Corrupt, Tr::tr("the file is too short to be a database"));
    if (fi.size() == 0 && !QFileInfo::exists(r.path + QStringLiteral("-wal")))
        return r;

    // Read-only: nothing here can change the file.
    SqliteDb db;
    auto failed = [&]() {
        // A hot rollback journal (a crash of an old rollback-mode writer) can only be undone by a writer.
        if (primary(db.lastCode()) == SQLITE_READONLY)
            return openFailure(r, StoreStatus::IoError,
                               Tr::tr("it holds an unfinished write that only a "
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
            return openFailure(r, StoreStatus::Corrupt, Tr::tr("the table “%1” is missing").arg(t));
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
        return done(openFailure(r, StoreStatus::IoError, Tr::tr("no file name was given")));

    const QFileInfo fi(r.path);
    QDir dir = fi.absoluteDir();
    if (!dir.exists()) {
        if (mode == OpenMode::ReadOnly)
            return done(openFailure(r, StoreStatus::IoError, Tr::tr("the folder does not exist")));
        if (!QDir().mkpath(dir.absolutePath()))
            return done(openFailure(r, StoreStatus::IoError, Tr::tr("its folder cannot be created")));
    }
    const bool exists = fi.exists();
    if (!exists && mode == OpenMode::ReadOnly)
        return done(openFailure(r, StoreStatus::IoError, Tr::tr("the file does not exist")));

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
            r.message = Tr::tr("The plan library “%1” is not damaged; it was not moved.").arg(quoted(path));
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

} // namespace tpuplan
