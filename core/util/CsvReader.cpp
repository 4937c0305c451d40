// SPDX-License-Identifier: GPL-3.0-or-later
#include "CsvReader.h"

#include "InputError.h"

#include <QCoreApplication>

namespace tpuplan {

QVector<CsvRecord> parseCsv(const QString& text, const QString& file)
{
    QVector<CsvRecord> records;
    CsvRecord current;
    QString field;
    int line = 1;
    bool inRecord = false; // a field of the current record has started
    bool fieldQuoted = false; // the current field was quoted and its closing quote has been read
    const int n = text.size();
    auto endField = [&]() {
        current.fields << field;
        field.clear();
        fieldQuoted = false;
    };
    auto endRecord = [&]() {
        if (inRecord) {
            endField();
            const bool blank = current.fields.size() == 1 && current.fields.first().trimmed().isEmpty();
            if (!blank)
                records << current;
        }
        current = CsvRecord();
        inRecord = false;
    };
    for (int i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (!inRecord) {
            if (c == QLatin1Char('\n')) {
                ++line;
                continue;
            }
            if (c == QLatin1Char('\r') && i + 1 < n && text.at(i + 1) == QLatin1Char('\n'))
                continue;
            inRecord = true;
            current.line = line;
        }
        if (c == QLatin1Char('"') && field.isEmpty() && !fieldQuoted) {
            // a quoted field: read to the closing quote
            const int startLine = line;
            bool closed = false;
            for (++i; i < n; ++i) {
                const QChar q = text.at(i);
                if (q == QLatin1Char('"')) {
                    if (i + 1 < n && text.at(i + 1) == QLatin1Char('"')) {
                        field += QLatin1Char('"');
                        ++i;
                        continue;
                    }
                    closed = true;
                    break;
                }
                if (q == QLatin1Char('\n'))
                    ++line;
                field += q;
            }
            if (!closed)
                throw InputError(
                    file, startLine, QString(),
                    QCoreApplication::translate("CsvReader", "a quoted field is never closed (missing \")"));
            fieldQuoted = true;
            if (i + 1 < n) {
                const QChar next = text.at(i + 1);
                const bool crlf = next == QLatin1Char('\r') && i + 2 < n && text.at(i + 2) == QLatin1Char('\n');
                if (next != QLatin1Char(',') && next != QLatin1Char('\n') && !crlf)
                    throw InputError(file, line, QString(),
                                     QCoreApplication::translate("CsvReader", "unexpected text after a closing quote"));
            }
            continue;
        }
        if (c == QLatin1Char(',')) {
            endField();
            continue;
        }
        if (c == QLatin1Char('\r') && i + 1 < n && text.at(i + 1) == QLatin1Char('\n'))
            continue;
        if (c == QLatin1Char('\n')) {
            endRecord();
            ++line;
            continue;
        }
        field += c;
    }
    endRecord();
    return records;
}

} // namespace tpuplan
