// SPDX-License-Identifier: GPL-3.0-or-later
#include "SqliteDb.h"

#include <QUrl>

#include <sqlite3.h>

namespace tpuplan {

// ---- SqliteStatement ----

SqliteStatement::SqliteStatement(SqliteDb& db, const QString& sql)
    : m_db(&db)
{
    if (!db.isOpen()) {
        m_prepareCode = db.record(SQLITE_MISUSE);
        return;
    }
    const QByteArray utf8 = sql.toUtf8();
    m_prepareCode = db.record(sqlite3_prepare_v2(db.handle(), utf8.constData(), int(utf8.size()), &m_stmt, nullptr));
    if (m_prepareCode != SQLITE_OK) {
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    if (m_stmt)
        sqlite3_finalize(m_stmt);
}

SqliteStatement& SqliteStatement::bind(int index, const QVariant& value)
{
    if (!m_stmt)
        return *this;
    int rc = SQLITE_OK;
    if (!value.isValid()) {
        rc = sqlite3_bind_null(m_stmt, index);
    } else {
        switch (value.userType()) {
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Long:
        case QMetaType::ULong:
            rc = sqlite3_bind_int64(m_stmt, index, value.toLongLong());
            break;
        case QMetaType::Double:
        case QMetaType::Float:
            rc = sqlite3_bind_double(m_stmt, index, value.toDouble());
            break;
        case QMetaType::QByteArray: {
            const QByteArray b = value.toByteArray();
            rc = sqlite3_bind_blob64(m_stmt, index, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT);
            break;
        }
        default: {
            const QByteArray t = value.toString().toUtf8();
            rc = sqlite3_bind_text64(m_stmt, index, t.constData(), sqlite3_uint64(t.size()), SQLITE_TRANSIENT,
                                     SQLITE_UTF8);
            break;
        }
        }
    }
    m_db->record(rc);
    return *this;
}

int SqliteStatement::step()
{
    if (!m_stmt)
        return m_prepareCode != SQLITE_OK ? m_prepareCode : SQLITE_MISUSE;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW || rc == SQLITE_DONE) {
        m_db->record(SQLITE_OK);
        return rc;
    }
    // sqlite3_step returns the primary code; the connection knows the extended one.
    return m_db->record(sqlite3_extended_errcode(m_db->handle()));
}

void SqliteStatement::reset()
{
    if (m_stmt) {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
}

QVariant SqliteStatement::value(int column) const
{
    if (!m_stmt)
        return QVariant();
    switch (sqlite3_column_type(m_stmt, column)) {
    case SQLITE_INTEGER:
        return QVariant(qint64(sqlite3_column_int64(m_stmt, column)));
    case SQLITE_FLOAT:
        return QVariant(sqlite3_column_double(m_stmt, column));
    case SQLITE_TEXT:
        return QVariant(text(column));
    case SQLITE_BLOB: {
        const void* p = sqlite3_column_blob(m_stmt, column);
        return QVariant(QByteArray(static_cast<const char*>(p), sqlite3_column_bytes(m_stmt, column)));
    }
    default:
        return QVariant();
    }
}

QString SqliteStatement::text(int column) const
{
    if (!m_stmt)
        return QString();
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
    return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, column)) : QString();
}

qint64 SqliteStatement::integer(int column) const
{
    return m_stmt ? sqlite3_column_int64(m_stmt, column) : 0;
}
double SqliteStatement::real(int column) const
{
    return m_stmt ? sqlite3_column_double(m_stmt, column) : 0.0;
}
bool SqliteStatement::isNull(int column) const
{
    return !m_stmt || sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}
int SqliteStatement::columnCount() const
{
    return m_stmt ? sqlite3_column_count(m_stmt) : 0;
}

// ---- SqliteDb ----

SqliteDb::~SqliteDb()
{
    close();
}

int SqliteDb::open(const QString& path, Mode mode, const QString& uriParameters)
{
    close();
    m_path = path;
    int flags = SQLITE_OPEN_NOMUTEX;
    switch (mode) {
    case Mode::ReadOnly:
        flags |= SQLITE_OPEN_READONLY;
        break;
    case Mode::ReadWrite:
        flags |= SQLITE_OPEN_READWRITE;
        break;
    case Mode::ReadWriteCreate:
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
        break;
    }
    QByteArray name = path.toUtf8();
    if (!uriParameters.isEmpty()) {
        flags |= SQLITE_OPEN_URI;
        name = QUrl::fromLocalFile(path).toEncoded() + '?' + uriParameters.toUtf8();
    }
    const int rc = sqlite3_open_v2(name.constData(), &m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        m_lastCode = m_db ? sqlite3_extended_errcode(m_db) : rc;
        m_lastMessage = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString::fromUtf8(sqlite3_errstr(rc));
        sqlite3_close_v2(m_db);
        m_db = nullptr;
        return rc;
    }
    sqlite3_extended_result_codes(m_db, 1);
    m_lastCode = SQLITE_OK;
    m_lastMessage.clear();
    return rc;
}

void SqliteDb::close()
{
    if (m_db) {
        sqlite3_close_v2(m_db);
        m_db = nullptr;
    }
}

bool SqliteDb::isReadOnly() const
{
    return m_db && sqlite3_db_readonly(m_db, "main") == 1;
}

void SqliteDb::setBusyTimeout(int milliseconds)
{
    if (m_db)
        sqlite3_busy_timeout(m_db, milliseconds);
}

int SqliteDb::record(int code)
{
    m_lastCode = code;
    if (code == SQLITE_OK || code == SQLITE_ROW || code == SQLITE_DONE)
        m_lastMessage.clear();
    else
        m_lastMessage = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString::fromUtf8(sqlite3_errstr(code));
    return code;
}

int SqliteDb::exec(const QString& sql)
{
    if (!m_db)
        return record(SQLITE_MISUSE);
    char* err = nullptr;
    const int rc = sqlite3_exec(m_db, sql.toUtf8().constData(), nullptr, nullptr, &err);
    sqlite3_free(err);
    return record(rc == SQLITE_OK ? rc : sqlite3_extended_errcode(m_db));
}

QVariant SqliteDb::queryValue(const QString& sql)
{
    SqliteStatement s(*this, sql);
    if (s.step() != SQLITE_ROW)
        return QVariant();
    return s.value(0);
}

QStringList SqliteDb::queryColumn(const QString& sql)
{
    QStringList out;
    SqliteStatement s(*this, sql);
    while (s.step() == SQLITE_ROW)
        out << s.text(0);
    return out;
}

qint64 SqliteDb::lastInsertRowId() const
{
    return m_db ? sqlite3_last_insert_rowid(m_db) : 0;
}
int SqliteDb::changes() const
{
    return m_db ? sqlite3_changes(m_db) : 0;
}

QString SqliteDb::libraryVersion()
{
    return QString::fromLatin1(sqlite3_libversion());
}

} // namespace tpuplan
