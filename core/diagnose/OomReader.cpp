// SPDX-License-Identifier: GPL-3.0-or-later
#include "OomReader.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan::oom {

QString wrapTolerant(const QString& pattern)
{
    // A pasted message is often wrapped (a terminal, an e-mail, a web page): a space between the words of a pattern
    // matches any run of whitespace, line breaks included. Spaces in a character class and in a lookbehind (which
    // must keep a fixed length) stay as they are.
    QString out;
    out.reserve(pattern.size() + 16);
    bool inClass = false;
    std::vector<bool> lookbehind; // one entry per open group: is it a lookbehind?
    int inLookbehind = 0;
    for (int i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('\\') && i + 1 < pattern.size()) {
            out += c;
            out += pattern.at(++i);
            continue;
        }
        if (inClass) {
            if (c == QLatin1Char(']'))
                inClass = false;
            out += c;
            continue;
        }
        if (c == QLatin1Char('[')) {
            inClass = true;
            out += c;
            if (i + 1 < pattern.size() && pattern.at(i + 1) == QLatin1Char('^'))
                out += pattern.at(++i);
            if (i + 1 < pattern.size() && pattern.at(i + 1) == QLatin1Char(']'))
                out += pattern.at(++i); // "[]…]": a literal bracket
            continue;
        }
        if (c == QLatin1Char('(')) {
            const bool lb
                = pattern.midRef(i, 4) == QLatin1String("(?<=") || pattern.midRef(i, 4) == QLatin1String("(?<!");
            lookbehind.push_back(lb);
            inLookbehind += lb ? 1 : 0;
        } else if (c == QLatin1Char(')') && !lookbehind.empty()) {
            inLookbehind -= lookbehind.back() ? 1 : 0;
            lookbehind.pop_back();
        } else if (c == QLatin1Char(' ') && inLookbehind == 0) {
            out += QStringLiteral("\\s+");
            continue;
        }
        out += c;
    }
    return out;
}

QRegularExpression re(const QString& pattern)
{
    QRegularExpression r(wrapTolerant(pattern));
    r.optimize();
    return r;
}

double unitMultiplier(const QString& unit)
{
    if (unit.isEmpty() || unit == QLatin1String("B") || unit.startsWith(QLatin1String("byte")))
        return 1.0;
    switch (unit.at(0).toLatin1()) {
    case 'K':
        return 1024.0;
    case 'M':
        return kMiB;
    case 'G':
        return kGiB;
    case 'T':
        return kGiB * 1024.0;
    case 'P':
        return kGiB * 1024.0 * 1024.0;
    case 'E':
        return kGiB * 1024.0 * 1024.0 * 1024.0;
    default:
        return 1.0;
    }
}

int sectionEnd(const Reader& rd, int from, const QRegularExpression& nextHeader, int maxLength, int limit)
{
    int end = std::min(limit, from + maxLength);
    const QRegularExpressionMatch m = rd.first(nextHeader, from, end);
    if (m.hasMatch())
        end = m.capturedStart(0);
    return end;
}

} // namespace tpuplan::oom
