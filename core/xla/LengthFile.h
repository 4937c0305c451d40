// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LengthHistogram.h"

#include <QString>
#include <QStringList>

namespace tpuplan::xla {

// Which column to read from a CSV file of lengths.
struct LengthFileOptions
{
    // Column of sequence lengths: a header name, or a 1-based column number. Empty: a column named like a length
    // (length, len, seq_len, sequence_length, num_tokens, n_tokens, tokens), else the first numeric column.
    QString column;
    // Column of counts (the file is then a histogram: each row says how many sequences have that length).
    // Empty: a column named "count" (any case) if the header has one, else every row counts once.
    QString countColumn;
};

// What the reader found, for the user to check ("column length, 10,000,000 values").
struct LengthFileInfo
{
    enum class Format { List, Csv };
    Format format = Format::List;
    QStringList header; // column names; empty when the file has no header line
    QString column; // the length column's name ("column 2" without a header; empty for a plain list)
    int columnIndex = 0; // 0-based
    bool columnGuessed = false; // chosen as the first numeric column rather than by name
    QString countColumn; // empty when rows are not weighted
    char delimiter = 0; // ',', ';' or '\t'; 0 for a plain list
    int fields = 1; // fields of the first record, quotes honoured: the columns to offer by number without a header
    qint64 values = 0; // data rows read (blank lines not counted)
};

// Reads sequence lengths from text: one whole number per line, or a CSV/TSV column (with or without a header line),
// optionally with a count column that turns rows into histogram bins. UTF-8 BOM, CRLF line endings, blank lines,
// spaces around values, "128.0" and "1e3" are accepted.
//
// The reader maps the file and parses bytes by hand (no QString per line), counting into a dense vector indexed by
// length, so ten million lines take a fraction of a second. Every problem is an InputError naming the file, the
// 1-based line, the column (CSV) and what is wrong: empty file, no values, text where a number belongs, negative,
// fractional, zero or longer than LengthHistogram::kMaxLength, a NUL byte (binary or UTF-16 data), an unknown column.
class LengthFile
{
public:
    static LengthHistogram read(const QString& path, const LengthFileOptions& options = {},
                                LengthFileInfo* info = nullptr);
    static LengthHistogram parse(const QByteArray& bytes, const QString& fileLabel,
                                 const LengthFileOptions& options = {}, LengthFileInfo* info = nullptr);
    static LengthHistogram parse(const char* data, qint64 size, const QString& fileLabel,
                                 const LengthFileOptions& options = {}, LengthFileInfo* info = nullptr);
};

} // namespace tpuplan::xla
