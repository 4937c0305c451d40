// SPDX-License-Identifier: GPL-3.0-or-later
#include "LengthFile.h"

#include "util/InputError.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace tpuplan::xla {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LengthFile)
};

constexpr qint64 kMaxCount = qint64(1000) * 1000 * 1000 * 1000; // one row of a histogram: 10^12 sequences at most

enum class Status { Ok, Empty, NotNumber, Negative, Fraction, Zero, TooLarge };

struct Value
{
    Status status = Status::Empty;
    qint64 value = 0;
    double number = 0;
};

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
inline bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

void trim(const char*& b, const char*& e)
{
    while (b < e && isSpace(*b))
        ++b;
    while (e > b && isSpace(e[-1]))
        --e;
}

// A CSV field without its surrounding quotes (numbers never contain escaped quotes).
void unquote(const char*& b, const char*& e)
{
    trim(b, e);
    if (e - b >= 2 && *b == '"' && e[-1] == '"') {
        ++b;
        --e;
        trim(b, e);
    }
}

// [+-] digits [. digits] [e [+-] digits], with at least one mantissa digit: plain decimal notation only
// (no "inf", "nan" or "0x10", which a general double parser would take).
bool isDecimal(const char* b, const char* e)
{
    const char* p = b;
    if (p < e && (*p == '+' || *p == '-'))
        ++p;
    int digits = 0;
    while (p < e && isDigit(*p)) {
        ++p;
        ++digits;
    }
    if (p < e && *p == '.') {
        ++p;
        while (p < e && isDigit(*p)) {
            ++p;
            ++digits;
        }
    }
    if (digits == 0)
        return false;
    if (p < e && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < e && (*p == '+' || *p == '-'))
            ++p;
        int expDigits = 0;
        while (p < e && isDigit(*p)) {
            ++p;
            ++expDigits;
        }
        if (expDigits == 0)
            return false;
    }
    return p == e;
}

Value parseValue(const char* b, const char* e, qint64 max, bool zeroAllowed)
{
    unquote(b, e);
    Value v;
    if (b == e)
        return v;
    if (e - b <= 12) {
        // the common case, plain digits, without a double conversion
        qint64 x = 0;
        const char* p = b;
        while (p < e && isDigit(*p))
            x = x * 10 + (*p++ - '0');
        if (p == e) {
            v.number = double(x);
            v.status = x == 0 && !zeroAllowed ? Status::Zero : (x > max ? Status::TooLarge : Status::Ok);
            v.value = v.status == Status::Ok ? x : 0;
            return v;
        }
    }
    if (e - b > 64 || !isDecimal(b, e)) { // no length or count needs 64 characters
        v.status = Status::NotNumber;
        return v;
    }
    bool ok = false;
    // QByteArray::toDouble uses the C locale whatever setlocale() says
    const double x = QByteArray::fromRawData(b, int(e - b)).toDouble(&ok);
    v.number = x;
    if (!ok || !std::isfinite(x))
        v.status = (*b == '-') ? Status::Negative : Status::TooLarge;
    else if (x < 0)
        v.status = Status::Negative;
    else if (x != std::floor(x))
        v.status = Status::Fraction;
    else if (x == 0 && !zeroAllowed)
        v.status = Status::Zero;
    else if (x > double(max))
        v.status = Status::TooLarge;
    else {
        v.status = Status::Ok;
        v.value = qint64(x);
    }
    return v;
}

bool looksNumeric(const char* b, const char* e)
{
    const Status s = parseValue(b, e, LLONG_MAX / 2, true).status;
    return s != Status::NotNumber && s != Status::Empty;
}

QString snippet(const char* b, const char* e)
{
    unquote(b, e);
    constexpr int kMaxBytes = 40;
    const bool cut = e - b > kMaxBytes;
    QString s = QString::fromUtf8(b, int(cut ? kMaxBytes : e - b));
    for (QChar& c : s)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            c = QChar(0xFFFD);
    if (cut)
        s += QChar(0x2026);
    return s;
}

const char* firstControlByte(const char* b, const char* e)
{
    for (const char* p = b; p < e; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if ((c < 0x20 && c != '\t' && c != '\r' && c != '\n') || c == 0x7f)
            return p;
    }
    return nullptr;
}

int clampLine(qint64 line)
{
    return line > INT_MAX ? INT_MAX : int(line);
}

struct Field
{
    const char* b;
    const char* e;
};

class Parser
{
public:
    Parser(const char* data, qint64 size, QString label, const LengthFileOptions& options, LengthFileInfo& info)
        : m_begin(data)
        , m_end(data + size)
        , m_label(std::move(label))
        , m_options(options)
        , m_info(info)
    { }

    LengthHistogram run();

private:
    [[noreturn]] void fail(qint64 line, const QString& field, const QString& message) const
    {
        throw InputError(m_label, clampLine(line), field, message);
    }
    [[noreturn]] void failValue(qint64 line, const QString& field, const Value& v, const char* b, const char* e,
                                bool count) const;

    const char* lineEnd(const char* p) const
    {
        const void* nl = std::memchr(p, '\n', std::size_t(m_end - p));
        return nl ? static_cast<const char*>(nl) : m_end;
    }
    // Splits one CSV record starting at p into m_fields; returns the start of the next record. Quoted fields may hold
    // delimiters and line breaks ("" is an escaped quote); `line` advances over the line breaks inside quotes.
    const char* splitRecord(const char* p, qint64& line, qint64 recordLine, std::size_t maxFields = SIZE_MAX);
    // Skips the rest of a record (outside quotes) with memchr; returns the start of the next record.
    const char* skipRest(const char* p, qint64& line, qint64 recordLine);
    int findColumn(const QString& want) const;
    void addLength(qint64 length, qint64 count, qint64 line);

    void parsePlain(const char* p, qint64 line);
    void parseCsv(const char* p, qint64 line);

    const char* m_begin;
    const char* m_end;
    QString m_label;
    const LengthFileOptions& m_options;
    LengthFileInfo& m_info;
    std::vector<Field> m_fields;
    std::vector<qint64> m_dense = std::vector<qint64>(4096, 0);
    qint64 m_sequences = 0;
    qint64 m_headerLine = 0;
};

void Parser::failValue(qint64 line, const QString& field, const Value& v, const char* b, const char* e,
                       bool count) const
{
    const QString text = snippet(b, e);
    if (const char* c = firstControlByte(b, e)) {
        fail(line, field,
             Tr::tr("unexpected control byte 0x%1: this does not look like a text file of lengths")
                 .arg(static_cast<unsigned char>(*c), 2, 16, QLatin1Char('0')));
    }
    switch (v.status) {
    case Status::Empty:
        fail(line, field,
             count ? Tr::tr("empty value; expected a count of sequences")
                   : Tr::tr("empty value; expected a sequence length"));
    case Status::NotNumber:
        fail(line, field,
             count ? Tr::tr("\"%1\" is not a number; expected a count of sequences").arg(text)
                   : Tr::tr("\"%1\" is not a number; expected a sequence length in tokens").arg(text));
    case Status::Negative:
        fail(line, field,
             count ? Tr::tr("%1 is negative; a count cannot be").arg(text)
                   : Tr::tr("%1 is negative; a sequence length is a number of tokens").arg(text));
    case Status::Fraction:
        fail(line, field,
             count ? Tr::tr("%1 is not a whole number of sequences").arg(text)
                   : Tr::tr("%1 is not a whole number of tokens").arg(text));
    case Status::Zero:
        fail(line, field, Tr::tr("a sequence of 0 tokens is not a sequence (lengths start at 1)"));
    case Status::TooLarge:
        if (count)
            fail(line, field, Tr::tr("%1 sequences in one row is more than the limit of %2").arg(text).arg(kMaxCount));
        fail(line, field,
             Tr::tr("%1 tokens is longer than the limit of %2 tokens; is this a column of lengths?")
                 .arg(text)
                 .arg(LengthHistogram::kMaxLength));
    case Status::Ok:
        break;
    }
    fail(line, field, Tr::tr("bad value \"%1\"").arg(text));
}

void Parser::addLength(qint64 length, qint64 count, qint64 line)
{
    if (count == 0)
        return;
    if (std::size_t(length) >= m_dense.size())
        m_dense.resize(std::min<std::size_t>(std::max<std::size_t>(std::size_t(length) + 1, m_dense.size() * 2),
                                             std::size_t(LengthHistogram::kMaxLength) + 1),
                       0);
    m_dense[std::size_t(length)] += count;
    m_sequences += count;
    if (m_sequences > LengthHistogram::kMaxSequences)
        fail(line, m_info.countColumn,
             Tr::tr("more than %1 sequences in total; the planner stops there").arg(LengthHistogram::kMaxSequences));
}

const char* Parser::skipRest(const char* p, qint64& line, qint64 recordLine)
{
    while (p < m_end) {
        const auto* nl = static_cast<const char*>(std::memchr(p, '\n', std::size_t(m_end - p)));
        const char* stop = nl ? nl : m_end;
        const auto* q = static_cast<const char*>(std::memchr(p, '"', std::size_t(stop - p)));
        if (!q) {
            ++line;
            return nl ? nl + 1 : m_end;
        }
        p = q + 1;
        for (;;) { // inside quotes: to the closing quote, counting line breaks
            const auto* c = static_cast<const char*>(std::memchr(p, '"', std::size_t(m_end - p)));
            if (!c)
                fail(recordLine, QString(), Tr::tr("a quoted field is not closed before the end of the file"));
            for (const char* x = p; x < c; ++x)
                line += (*x == '\n');
            if (c + 1 < m_end && c[1] == '"') {
                p = c + 2;
                continue;
            }
            p = c + 1;
            break;
        }
    }
    ++line;
    return m_end;
}

const char* Parser::splitRecord(const char* p, qint64& line, qint64 recordLine, std::size_t maxFields)
{
    m_fields.clear();
    const char delim = m_info.delimiter;
    const char* fieldStart = p;
    bool quoted = false;
    while (p < m_end) {
        const char c = *p;
        if (quoted) {
            if (c == '"') {
                if (p + 1 < m_end && p[1] == '"')
                    ++p; // escaped quote
                else
                    quoted = false;
            } else if (c == '\n') {
                ++line;
            }
            ++p;
            continue;
        }
        if (c == '"') {
            quoted = true;
        } else if (c == delim) {
            m_fields.push_back(Field{fieldStart, p});
            if (m_fields.size() >= maxFields)
                return skipRest(p + 1, line, recordLine);
            fieldStart = p + 1;
        } else if (c == '\n') {
            m_fields.push_back(Field{fieldStart, p});
            ++line;
            return p + 1;
        }
        ++p;
    }
    if (quoted)
        fail(recordLine, QString(), Tr::tr("a quoted field is not closed before the end of the file"));
    m_fields.push_back(Field{fieldStart, p});
    ++line;
    return p;
}

int Parser::findColumn(const QString& want) const
{
    const QStringList& names = m_info.header;
    int i = names.indexOf(want);
    if (i >= 0)
        return i;
    for (i = 0; i < names.size(); ++i)
        if (names[i].compare(want, Qt::CaseInsensitive) == 0)
            return i;
    bool ok = false;
    const int n = want.toInt(&ok);
    if (ok && n >= 1 && (names.isEmpty() || n <= names.size()))
        return n - 1;
    return -1;
}

void Parser::parsePlain(const char* p, qint64 line)
{
    // The hot loop: a run of digits, optional blanks, a line break. Anything else goes through parseValue(), which
    // accepts "128.0" and "1e3" and explains what is wrong with the rest.
    const char* const end = m_end;
    constexpr quint32 kMax = LengthHistogram::kMaxLength;
    while (p < end) {
        const char* ls = p;
        while (p < end && (*p == ' ' || *p == '\t'))
            ++p;
        if (p < end && isDigit(*p)) {
            quint32 v = 0;
            do {
                if (v <= kMax)
                    v = v * 10 + quint32(*p - '0');
                ++p;
            } while (p < end && isDigit(*p));
            while (p < end && isSpace(*p))
                ++p;
            if ((p == end || *p == '\n') && v >= 1 && v <= kMax) {
                if (v >= m_dense.size())
                    addLength(v, 1, line);
                else {
                    ++m_dense[v];
                    ++m_sequences;
                }
                ++m_info.values;
                ++p;
                ++line;
                continue;
            }
        }
        // slow path: blank line, or a value that is not a plain run of digits
        const char* le = lineEnd(ls);
        const char* b = ls;
        const char* e = le;
        trim(b, e);
        if (b != e) {
            const Value v = parseValue(b, e, LengthHistogram::kMaxLength, false);
            if (v.status != Status::Ok)
                failValue(line, m_info.column, v, b, e, false);
            addLength(v.value, 1, line);
            ++m_info.values;
        }
        p = le < end ? le + 1 : end;
        ++line;
    }
    if (m_sequences > LengthHistogram::kMaxSequences)
        fail(line, QString(),
             Tr::tr("more than %1 sequences in total; the planner stops there").arg(LengthHistogram::kMaxSequences));
}

void Parser::parseCsv(const char* p, qint64 line)
{
    const int col = m_info.columnIndex;
    const int countCol = m_info.countColumn.isEmpty() ? -1 : m_info.header.indexOf(m_info.countColumn);
    const int need = std::max(col, countCol) + 1;
    while (p < m_end) {
        const qint64 recordLine = line;
        p = splitRecord(p, line, recordLine, std::size_t(need));
        if (m_fields.size() == 1) {
            const char* b = m_fields[0].b;
            const char* e = m_fields[0].e;
            trim(b, e);
            if (b == e)
                continue; // blank line
        }
        if (int(m_fields.size()) < need) {
            const bool lengthMissing = int(m_fields.size()) <= col;
            fail(recordLine, lengthMissing ? m_info.column : m_info.countColumn,
                 Tr::tr("the row has %n field(s); the column is field %1", nullptr, int(m_fields.size()))
                     .arg((lengthMissing ? col : countCol) + 1));
        }
        const Field& f = m_fields[std::size_t(col)];
        const Value v = parseValue(f.b, f.e, LengthHistogram::kMaxLength, false);
        if (v.status != Status::Ok)
            failValue(recordLine, m_info.column, v, f.b, f.e, false);
        qint64 count = 1;
        if (countCol >= 0) {
            const Field& c = m_fields[std::size_t(countCol)];
            const Value cv = parseValue(c.b, c.e, kMaxCount, true);
            if (cv.status != Status::Ok)
                failValue(recordLine, m_info.countColumn, cv, c.b, c.e, true);
            count = cv.value;
        }
        addLength(v.value, count, recordLine);
        ++m_info.values;
    }
}

QString headerName(const Field& f)
{
    const char* b = f.b;
    const char* e = f.e;
    trim(b, e);
    if (e - b >= 2 && *b == '"' && e[-1] == '"') {
        QString s = QString::fromUtf8(b + 1, int(e - b - 2));
        s.replace(QStringLiteral("\"\""), QStringLiteral("\""));
        return s.trimmed();
    }
    return QString::fromUtf8(b, int(e - b));
}

LengthHistogram Parser::run()
{
    if (m_begin == m_end)
        fail(0, QString(), Tr::tr("the file is empty"));
    if (const void* nul = std::memchr(m_begin, 0, std::size_t(m_end - m_begin))) {
        const auto* at = static_cast<const char*>(nul);
        qint64 line = 1;
        for (const char* q = m_begin; q < at; ++q)
            line += (*q == '\n');
        fail(line, QString(),
             Tr::tr("the file is not text: it holds a NUL byte at offset %1 (binary data, or UTF-16 text; save the "
                    "lengths as UTF-8 text)")
                 .arg(qint64(at - m_begin)));
    }
    const char* p = m_begin;
    if (m_end - p >= 3 && std::memcmp(p, "\xEF\xBB\xBF", 3) == 0)
        p += 3;

    // the first line with content decides the format
    qint64 line = 1;
    const char* first = p;
    const char* firstEnd = nullptr;
    while (first < m_end) {
        firstEnd = lineEnd(first);
        const char* b = first;
        const char* e = firstEnd;
        trim(b, e);
        if (b != e)
            break;
        first = firstEnd < m_end ? firstEnd + 1 : m_end;
        ++line;
    }
    if (first >= m_end)
        fail(0, QString(), Tr::tr("the file holds no lengths (only blank lines)"));

    {
        const char* b = first;
        const char* e = firstEnd;
        trim(b, e);
        // ',' wins over a tab, a tab over ';' when a line holds several (outside quotes)
        char found = 0;
        for (char d : {',', '\t', ';'}) {
            bool quoted = false;
            for (const char* q = b; q < e && !found; ++q) {
                if (*q == '"')
                    quoted = !quoted;
                else if (!quoted && *q == d)
                    found = d;
            }
            if (found)
                break;
        }
        m_info.delimiter = found;
    }

    // a header line: the first field does not start like a number and no field is a number
    qint64 splitLine = line;
    if (m_info.delimiter)
        splitRecord(first, splitLine, line);
    else
        m_fields.assign(1, Field{first, firstEnd});
    m_info.fields = int(m_fields.size());
    bool header = true;
    {
        const char* b = m_fields[0].b;
        const char* e = m_fields[0].e;
        unquote(b, e);
        if (b < e && (isDigit(*b) || *b == '-' || *b == '+' || *b == '.'))
            header = false;
        for (const Field& f : m_fields)
            if (looksNumeric(f.b, f.e))
                header = false;
    }
    const char* dataStart = first;
    qint64 dataLine = line;
    if (header) {
        m_headerLine = line;
        for (const Field& f : m_fields)
            m_info.header << headerName(f);
        if (m_info.delimiter) {
            dataStart = splitRecord(first, dataLine, line);
        } else {
            dataStart = firstEnd < m_end ? firstEnd + 1 : m_end;
            dataLine = line + 1;
        }
    }

    const QString columnsList = m_info.header.join(QStringLiteral(", "));
    if (!m_info.delimiter) {
        m_info.format = LengthFileInfo::Format::List;
        if (!m_options.column.isEmpty() && findColumn(m_options.column) != 0) {
            fail(m_headerLine, m_options.column,
                 header ? Tr::tr("no column named \"%1\" (columns: %2)").arg(m_options.column, columnsList)
                        : Tr::tr("no column \"%1\": the file is a plain list of lengths").arg(m_options.column));
        }
        if (!m_options.countColumn.isEmpty())
            fail(m_headerLine, m_options.countColumn,
                 Tr::tr("no column \"%1\": the file has a single column").arg(m_options.countColumn));
        m_info.column = m_info.header.value(0);
        m_info.columnIndex = 0;
        parsePlain(dataStart, dataLine);
    } else {
        m_info.format = LengthFileInfo::Format::Csv;
        int col = -1;
        if (!m_options.column.isEmpty()) {
            col = findColumn(m_options.column);
            if (col < 0) {
                fail(m_headerLine, m_options.column,
                     header ? Tr::tr("no column named \"%1\" (columns: %2)").arg(m_options.column, columnsList)
                            : Tr::tr("the file has no header line; name the column by its number (1 is the first)"));
            }
        } else {
            static const char* const kLengthNames[] = {"length",     "seq_len",  "sequence_length", "seq_length", "len",
                                                       "num_tokens", "n_tokens", "token_count",     "tokens"};
            for (const char* name : kLengthNames) {
                if (m_info.header.isEmpty())
                    break;
                col = findColumn(QString::fromLatin1(name));
                if (col >= 0)
                    break;
            }
            if (col < 0) {
                // the first numeric column of the first data row
                qint64 l = dataLine;
                const char* q = dataStart;
                qint64 recordLine = l;
                m_fields.clear();
                while (q < m_end) {
                    recordLine = l;
                    q = splitRecord(q, l, recordLine);
                    const char* b = m_fields[0].b;
                    const char* e = m_fields[0].e;
                    trim(b, e);
                    if (m_fields.size() > 1 || b != e)
                        break;
                    m_fields.clear();
                }
                for (std::size_t i = 0; i < m_fields.size() && col < 0; ++i)
                    if (looksNumeric(m_fields[i].b, m_fields[i].e))
                        col = int(i);
                if (col < 0) {
                    if (m_fields.empty())
                        fail(m_headerLine, QString(), Tr::tr("the file holds a header line but no lengths"));
                    fail(recordLine, QString(),
                         header ? Tr::tr("no column holds a number (columns: %1); name the column of lengths")
                                      .arg(columnsList)
                                : Tr::tr("no field holds a number; expected sequence lengths"));
                }
                m_info.columnGuessed = true;
            }
        }
        m_info.columnIndex = col;
        m_info.column = header ? m_info.header.value(col) : Tr::tr("column %1").arg(col + 1);
        int countCol = -1;
        if (!m_options.countColumn.isEmpty()) {
            countCol = header ? findColumn(m_options.countColumn) : -1;
            if (countCol < 0)
                fail(m_headerLine, m_options.countColumn,
                     header ? Tr::tr("no column named \"%1\" (columns: %2)").arg(m_options.countColumn, columnsList)
                            : Tr::tr("a count column needs a header line that names it"));
        } else if (header) {
            for (int i = 0; i < m_info.header.size(); ++i)
                if (i != col && m_info.header[i].compare(QLatin1String("count"), Qt::CaseInsensitive) == 0)
                    countCol = i;
        }
        if (countCol == col && countCol >= 0)
            fail(m_headerLine, m_options.countColumn, Tr::tr("the count column cannot be the length column"));
        if (countCol >= 0)
            m_info.countColumn = m_info.header.value(countCol);
        parseCsv(dataStart, dataLine);
    }

    if (m_sequences == 0) {
        if (header && m_info.values == 0)
            fail(m_headerLine, QString(), Tr::tr("the file holds a header line but no lengths"));
        fail(0, QString(), Tr::tr("the file holds no lengths (every count is 0)"));
    }
    return LengthHistogram::fromDenseCounts(m_dense);
}
} // namespace

LengthHistogram LengthFile::parse(const char* data, qint64 size, const QString& fileLabel,
                                  const LengthFileOptions& options, LengthFileInfo* info)
{
    LengthFileInfo local;
    LengthFileInfo& out = info ? *info : local;
    out = LengthFileInfo{};
    Parser parser(data, size, fileLabel, options, out);
    return parser.run();
}

LengthHistogram LengthFile::parse(const QByteArray& bytes, const QString& fileLabel, const LengthFileOptions& options,
                                  LengthFileInfo* info)
{
    return parse(bytes.constData(), bytes.size(), fileLabel, options, info);
}

LengthHistogram LengthFile::read(const QString& path, const LengthFileOptions& options, LengthFileInfo* info)
{
    const QFileInfo fi(path);
    if (!fi.exists())
        throw InputError(path, 0, QString(), Tr::tr("no such file"));
    if (fi.isDir())
        throw InputError(path, 0, QString(), Tr::tr("this is a folder, not a file of lengths"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InputError(path, 0, QString(), Tr::tr("cannot read the file: %1").arg(f.errorString()));
    const qint64 size = f.size();
    if (size == 0 && !f.isSequential())
        throw InputError(path, 0, QString(), Tr::tr("the file is empty"));
    // map the file: no copy, and the parser walks the bytes once
    if (uchar* mapped = f.isSequential() ? nullptr : f.map(0, size)) {
        LengthHistogram h = parse(reinterpret_cast<const char*>(mapped), size, path, options, info);
        f.unmap(mapped);
        return h;
    }
    const QByteArray bytes = f.readAll();
    if (f.error() != QFileDevice::NoError)
        throw InputError(path, 0, QString(), Tr::tr("cannot read the file: %1").arg(f.errorString()));
    return parse(bytes, path, options, info);
}

} // namespace tpuplan::xla
