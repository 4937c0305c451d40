// SPDX-License-Identifier: GPL-3.0-or-later
#include "CoreHelpers.h"

namespace tpuplan::test {

HeadConfig causalLm()
{
    HeadConfig h;
    h.kind = HeadKind::CausalLm;
    return h;
}

const Catalog& builtinCatalog()
{
    static const Catalog c = Catalog::builtin();
    return c;
}

QString examplePath(const char* name)
{
    return QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/") + QLatin1String(name);
}

std::optional<InputIssue> issueOf(const std::function<void()>& fn)
{
    try {
        fn();
    } catch (const InputError& e) {
        return e.issue();
    }
    return std::nullopt;
}

QStringList sliceNames(const QString& prefix, const QVector<int>& sizes)
{
    QStringList out;
    for (int n : sizes)
        out << QStringLiteral("%1-%2").arg(prefix).arg(n);
    return out;
}

QVector<QStringList> parseCsv(const QString& text, bool* ok)
{
    *ok = true;
    QVector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    bool wasQuoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (quoted) {
            if (ch == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += ch;
            }
            continue;
        }
        if (ch == QLatin1Char('"')) {
            if (!field.isEmpty() || wasQuoted)
                *ok = false; // a quote inside an unquoted field
            quoted = true;
            wasQuoted = true;
        } else if (ch == QLatin1Char(',')) {
            row << field;
            field.clear();
            wasQuoted = false;
        } else if (ch == QLatin1Char('\r')) {
            if (i + 1 >= text.size() || text[i + 1] != QLatin1Char('\n'))
                *ok = false;
        } else if (ch == QLatin1Char('\n')) {
            if (i == 0 || text[i - 1] != QLatin1Char('\r'))
                *ok = false; // records end with CRLF
            row << field;
            rows << row;
            row.clear();
            field.clear();
            wasQuoted = false;
        } else {
            field += ch;
        }
    }
    if (quoted)
        *ok = false;
    if (!field.isEmpty() || !row.isEmpty())
        *ok = false; // the last record ends with CRLF too
    return rows;
}

} // namespace tpuplan::test
