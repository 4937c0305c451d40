// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to core: a strict CSV reader (RFC 4180) that remembers the line each record starts on.

#include <QString>
#include <QStringList>
#include <QVector>

namespace tpuplan {

struct CsvRecord
{
    int line = 0; // 1-based line of the record's first character
    QStringList fields;
};

// Splits `text` into records: comma-separated fields, fields in double quotes may hold commas, line breaks and
// doubled quotes (""); LF and CRLF line ends; blank lines are skipped. Throws InputError (naming `file` and the line)
// on an unterminated quoted field or text after a closing quote.
QVector<CsvRecord> parseCsv(const QString& text, const QString& file);

} // namespace tpuplan
