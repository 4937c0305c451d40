// SPDX-License-Identifier: GPL-3.0-or-later
#include "OomReader.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan::oom {

QRegularExpression re(const QString& pattern)
{
    QRegularExpression r(pattern);
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
