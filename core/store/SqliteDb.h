// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A thin RAII layer over the sqlite3 C API: one connection, prepared statements with QVariant binding, and the
// primary/extended result codes kept so that callers can tell "locked" from "corrupt" from "disk full".
// Used by PlanStore; the tests use it to build old-format libraries and to hold locks.

#include <QString>
#include <QVariant>
#include <QVector>

struct sqlite3;
struct sqlite3_stmt;

namespace tpuplan {

class SqliteDb;

class SqliteStatement
{
public:
    SqliteStatement() = default;
    SqliteStatement(SqliteDb& db, const QString& sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    bool isValid() const { return m_stmt != nullptr; }
    int prepareCode() const { return m_prepareCode; }

    // 1-based, as in SQL. An invalid QVariant() binds NULL (a null QString binds ''); QByteArray binds a blob; strings
    // bind UTF-8 text.
    SqliteStatement& bind(int index, const QVariant& value);
    // SQLITE_ROW, SQLITE_DONE or an error code.
    int step();
    void reset();

    QVariant value(int column) const;
    QString text(int column) const;
    qint64 integer(int column) const;
    double real(int column) const;
    bool isNull(int column) const;
    int columnCount() const;

private:
    SqliteDb* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
    int m_prepareCode = 0;
};

class SqliteDb
{
public:
    enum class Mode {
        ReadOnly, // never writes; fails if the file does not exist
        ReadWrite, // the file must exist
        ReadWriteCreate, // creates a missing file
    };

    SqliteDb() = default;
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;

    // Returns the SQLite result code (SQLITE_OK = 0). `uriParameters` ("immutable=1", ...) open the file as a URI.
    int open(const QString& path, Mode mode, const QString& uriParameters = QString());
    void close();
    bool isOpen() const { return m_db != nullptr; }
    bool isReadOnly() const;
    QString path() const { return m_path; }

    void setBusyTimeout(int milliseconds);

    // Runs one or more statements without results. Returns the SQLite result code.
    int exec(const QString& sql);
    // The first column of the first row (null QVariant when there is no row or on error; see lastCode()).
    QVariant queryValue(const QString& sql);
    // The first column of every row, as text.
    QStringList queryColumn(const QString& sql);

    int lastCode() const { return m_lastCode; } // extended result code of the last call
    int lastPrimaryCode() const { return m_lastCode & 0xff; }
    QString lastMessage() const { return m_lastMessage; }
    qint64 lastInsertRowId() const;
    int changes() const;

    sqlite3* handle() const { return m_db; }

    // Records the outcome of a call on this connection (used by SqliteStatement).
    int record(int code);

    static QString libraryVersion();

private:
    sqlite3* m_db = nullptr;
    QString m_path;
    int m_lastCode = 0;
    QString m_lastMessage;
};

} // namespace tpuplan
