// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The plan library: a local SQLite database of saved plans and their revisions (docs/plan-library.md).
// Every write is one transaction in WAL mode, so a plan is either saved completely or not at all; a file the store
// does not fully understand (damaged, newer, another program's, locked, read-only) is never written to.

#include "plan/PlanInput.h"

#include <QDateTime>
#include <QJsonObject>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>

namespace tpuplan {

class SqliteDb;

enum class StoreStatus {
    Ok,
    Locked, // another program holds the database lock longer than the busy timeout
    ReadOnly, // the file or its folder cannot be written, or the store was opened read-only
    Corrupt, // not a readable SQLite database, or it fails the integrity check
    NewerVersion, // written by a newer TPU Planner (schema version above PlanStore::kSchemaVersion)
    NotPlanLibrary, // a healthy SQLite database that belongs to another program
    IoError, // the file cannot be opened, read or written (missing folder, disk full, ...)
    NotOpen, // no library is open
    NotFound, // no such plan or revision
    NameTaken, // another plan (not deleted) already has this name
    InvalidName, // empty or too long
    InvalidPlan, // the plan fails validation, or a stored plan no longer loads
};

QString storeStatusId(StoreStatus status); // "ok", "locked", "read-only", ... (stable, for logs and tests)

struct StoreResult
{
    StoreStatus status = StoreStatus::Ok;
    QString message; // translated, one or two sentences naming the file; empty when ok

    bool ok() const { return status == StoreStatus::Ok; }
};

struct OpenResult : StoreResult
{
    QString path; // absolute path of the library
    int fileVersion = 0; // schema version found in the file (0: new or empty file)
    bool created = false; // a new library was created
    int migratedFrom = 0; // the schema version it was upgraded from; 0 when no migration ran
    bool readOnly = false; // the store is open for reading only (status Ok with OpenMode::ReadOnly, or ReadOnly)
    QString movedTo; // moveAsideCorrupt(): where the damaged file now is
};

struct SaveResult : StoreResult
{
    qint64 planId = 0;
    int revision = 0; // the plan's latest revision after the operation
    QString name; // the plan's name after the operation (undoDelete() may have to rename it)
    bool unchanged = false; // save(): identical to the latest revision, so no new revision was written
};

// What a save writes: the inputs, the chosen candidate and the notes, with the catalog version they were computed
// with. The app version is added by the store.
struct PlanDraft
{
    PlanInput input;
    QJsonObject candidate; // candidateJson() of the chosen candidate; empty when none was chosen
    QString notes;
    QString catalogVersion; // Catalog::version()
};

// One row of the library list (the latest revision of a plan).
struct PlanSummary
{
    qint64 id = 0;
    QString name;
    QDateTime created; // UTC
    QDateTime modified; // UTC: last save, rename or tag change
    int latestRevision = 0;
    QString model; // the model reference (preset id, file path or the id of an inline model)
    QString hardware; // the chosen candidate's hardware, else the hardware the plan allows ("" = any)
    QString notes;
    QStringList tags;
    bool hasCandidate = false;
    bool deleted = false;
    QDateTime deletedAt;
};

// One saved revision of a plan.
struct PlanRevision
{
    int revision = 0;
    QDateTime saved; // UTC
    QString model;
    QString hardware;
    QString notes;
    QString appVersion;
    QString catalogVersion;
    bool hasCandidate = false;
};

struct StoredPlan
{
    qint64 id = 0;
    QString name;
    int revision = 0; // the revision loaded
    int latestRevision = 0;
    QDateTime created, modified, saved;
    PlanInput input; // PlanFile::parse() of `yaml`
    QJsonObject candidate; // empty when none was chosen
    QString notes;
    QStringList tags;
    QString appVersion;
    QString catalogVersion;
    QByteArray yaml; // the plan YAML as stored (PlanFile::selfContained() of the input)
    bool deleted = false;
};

struct LoadResult : StoreResult
{
    StoredPlan plan; // filled as far as it could be read, also when status is InvalidPlan
};

class PlanStore : public QObject
{
    Q_OBJECT

public:
    // Version 1: plans and revisions. Version 2: tags and a case-folded search key. See docs/plan-library.md.
    static constexpr int kSchemaVersion = 2;
    static constexpr qint32 kApplicationId = 0x54505550; // "TPUP" in PRAGMA application_id
    static constexpr int kMaxNameLength = 200;

    enum class OpenMode { ReadWrite, ReadOnly };
    enum class Listing { Live, Deleted };

    explicit PlanStore(QObject* parent = nullptr);
    ~PlanStore() override;

    // AppPaths::planLibrary(): ~/.local/share/tpu-planner/tpu-planner/plans.sqlite on Linux, the same for the app and
    // the CLI.
    static QString defaultPath();

    // Opens or creates the library at `path`, creating its folder, upgrading an older schema in one transaction.
    // Anything but Ok leaves the file as it was; ReadOnly still opens the library for reading when its schema is
    // current (see OpenResult::readOnly).
    OpenResult open(const QString& path, OpenMode mode = OpenMode::ReadWrite);
    // After open() reported Corrupt and the user agreed: renames the damaged file (and its -wal/-shm/-journal) to
    // "<file>.corrupt-<yyyyMMdd-HHmmss>" and opens a new, empty library at the same path. Without the user's
    // agreement, or when the file is not damaged, nothing is touched.
    OpenResult moveAsideCorrupt(bool userAgreed);
    // Reads the file without writing to it and says what open() would find (Ok for a current or older library or
    // for a missing or empty file).
    static OpenResult inspect(const QString& path, int busyTimeoutMs = 2000);
    void close();

    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    QString path() const { return m_path; }
    // How long a write waits for another program's lock before it reports Locked (default 2000 ms).
    void setBusyTimeout(int milliseconds);
    int busyTimeout() const { return m_busyTimeoutMs; }

    // Save As (and the first save): a new plan with revision 1. NameTaken if a plan of that name exists.
    SaveResult saveAs(const QString& name, const PlanDraft& draft);
    // Save: a new revision of an existing plan (no new revision when nothing changed).
    SaveResult save(qint64 planId, const PlanDraft& draft);
    SaveResult rename(qint64 planId, const QString& newName);
    // A new plan holding the latest revision of `planId` (tags too); an empty name gives "<name> (copy)".
    SaveResult duplicate(qint64 planId, const QString& newName = QString());
    SaveResult setTags(qint64 planId, const QStringList& tags);
    // Delete with undo: softDelete() hides the plan (its name becomes free), undoDelete() brings it back (renamed
    // "<name> (2)" if the name was taken meanwhile), purge() removes a deleted plan and its history for good.
    SaveResult softDelete(qint64 planId);
    SaveResult undoDelete(qint64 planId);
    StoreResult purge(qint64 planId);

    // Newest first. On failure the list is empty and lastError() says why.
    QVector<PlanSummary> list(Listing which = Listing::Live) const;
    // Every whitespace-separated term must occur in the name, model, hardware or a tag; case and width are ignored
    // (NFKC + case folding: "ｂｅｒｔ" finds "BERT").
    QVector<PlanSummary> search(const QString& text, Listing which = Listing::Live) const;
    // Oldest first.
    QVector<PlanRevision> history(qint64 planId) const;
    // revision 0 = the latest.
    LoadResult load(qint64 planId, int revision = 0) const;
    std::optional<qint64> findByName(const QString& name) const;
    // `wanted` if no live plan has that name, else "wanted (2)", "wanted (3)", ...
    QString uniqueName(const QString& wanted) const;
    StoreResult lastError() const { return m_lastError; }

    // The SQL of one schema step: version 1 creates the first schema, version N upgrades N-1 to N (data
    // back-fills that need code run after it). Each step ends by setting user_version. Kept for the tests, which
    // build old libraries with it.
    static QString schemaSql(int version);
    static QString searchKey(const QString& text);

    // For the crash tests: called inside write transactions at named stages ("save:revision-written",
    // "save:before-commit", "migrate:before-commit").
    void setStageHook(std::function<void(const QString& stage)> hook) { m_stageHook = std::move(hook); }

signals:
    void planAdded(qint64 planId); // saveAs, duplicate, undoDelete
    void planChanged(qint64 planId); // save (new revision), rename, setTags
    void planRemoved(qint64 planId); // softDelete, purge

private:
    OpenResult openReadOnly(OpenResult r, bool requested);
    OpenResult upgradeOrCreate(OpenResult r);
    StoreResult writable() const;
    // The one write path: `result` becomes writable()'s answer; then `before` (checks that need no transaction) runs,
    // then `body` inside BEGIN IMMEDIATE .. COMMIT. `body` returns SQLITE_OK to commit, kSettled to roll back with
    // `result` as it set it (not found, a name taken, nothing changed), or an SQLite code that becomes
    // failure(code, consequence). True when the change was committed.
    bool write(StoreResult& result, const QString& consequence, const std::function<int()>& body,
               const std::function<bool()>& before = {});
    StoreResult failure(int code, const QString& consequence) const;
    StoreResult notFound(qint64 planId) const;
    StoreResult checkName(const QString& name, qint64 exceptPlanId) const;
    bool nameTaken(const QString& name, qint64 exceptPlanId) const;
    int refreshSearchText(qint64 planId);
    void stage(const QString& name) const;
    QVector<PlanSummary> query(const QString& where, const QVariantList& params, Listing which) const;

    std::unique_ptr<SqliteDb> m_db;
    QString m_path;
    bool m_readOnly = false;
    int m_busyTimeoutMs = 2000;
    OpenResult m_lastOpen;
    mutable StoreResult m_lastError;
    std::function<void(const QString&)> m_stageHook;
};

} // namespace tpuplan
