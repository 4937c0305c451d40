// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to the plan library (PlanStore*.cpp): the helpers its schema, open, write and read files share.

#include "PlanStore.h"
#include "SqliteDb.h"
#include "Version.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <sqlite3.h>

namespace tpuplan::planstore {

// The translation context of every message of the library, whichever file it is in.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PlanStore)
};

// Sets the status and message part of a result.
template <typename R> R& assign(R& r, const StoreResult& s)
{
    static_cast<StoreResult&>(r) = s;
    return r;
}

inline QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}
inline QDateTime timeOf(const QString& s)
{
    QDateTime t = QDateTime::fromString(s, Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : t;
}
inline QString appVersion()
{
    return QStringLiteral(TPUPLAN_VERSION);
}

inline int primary(int code)
{
    return code & 0xff;
}

inline QString normalizedName(const QString& name)
{
    return name.normalized(QString::NormalizationForm_C).trimmed();
}

inline QStringList normalizedTags(const QStringList& tags)
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

inline QString modelLabel(const PlanInput& in)
{
    return in.modelRef.isEmpty() ? in.model.id : in.modelRef;
}

inline QString hardwareLabel(const PlanInput& in, const QJsonObject& candidate)
{
    QString chosen = candidate.value(QStringLiteral("hardware")).toString();
    if (!chosen.isEmpty())
        return chosen;
    return (in.hardware + in.generations).join(QStringLiteral(", "));
}

inline QString candidateText(const QJsonObject& candidate)
{
    return candidate.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(candidate).toJson(QJsonDocument::Compact));
}

inline QString quoted(const QString& path)
{
    return QDir::toNativeSeparators(path);
}

inline bool hasWriteBits(const QFileInfo& fi)
{
    return fi.permissions() & (QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther);
}

// Writable for this process, and not marked read-only. The mode bits count even for root (who may write anyway):
// a person who took the write bits away meant the library to stay as it is.
inline bool canWrite(const QFileInfo& fi)
{
    return fi.isWritable() && hasWriteBits(fi);
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

// What a PlanStore::write body returns to stop and roll back, the result saying why (not an SQLite code).
constexpr int kSettled = -1;

// Schema (PlanStoreSchema.cpp): the SQL of step `version` and the code SQL cannot do; an SQLite result code.
int runStep(SqliteDb& db, int version);

// Opening (PlanStoreOpen.cpp).
OpenResult openFailure(OpenResult r, StoreStatus status, const QString& detail);
StoreStatus statusOfCode(int code);
enum class ReadOnlyReason { File, Folder, NeedsUpgrade, CannotCreate };
QString readOnlyMessage(const QString& path, ReadOnlyReason reason);
ReadOnlyReason unreadableReason(int fileVersion);
int openForReading(SqliteDb& db, const QString& path, int busyTimeoutMs);

} // namespace tpuplan::planstore
