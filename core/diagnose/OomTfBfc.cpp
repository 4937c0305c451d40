// SPDX-License-Identifier: GPL-3.0-or-later
// The TensorFlow BFC allocator's out-of-memory message on GPUs.
#include "OomReader.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan::oom {

void parseBfc(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    static const QRegularExpression tensorRe
        = re(QStringLiteral(R"(OOM when allocating tensor with shape\s*(\[[\d,\s]*\])\s*and type\s+(\w+))"));
    static const QRegularExpression triedRe = re(QStringLiteral(R"(ran out of memory trying to allocate\s+)") + kSize
                                                 + QStringLiteral(R"((?:\s*\(rounded to\s+(\d{1,20})\))?)"));
    static const QRegularExpression limitRe = re(QStringLiteral(R"(\bLimit:\s+(\d{1,20})\b)"));
    static const QRegularExpression inUseRe = re(QStringLiteral(R"(\bInUse:\s+(\d{1,20})\b)"));
    static const QRegularExpression maxInUseRe = re(QStringLiteral(R"(\bMaxInUse:\s+(\d{1,20})\b)"));
    if (const QRegularExpressionMatch m = rd.first(tensorRe, blockStart, blockEnd); m.hasMatch()) {
        r.requestedShape = m.captured(1);
        r.requestedType = m.captured(2);
        rd.mark(m);
    }
    if (const QRegularExpressionMatch m = rd.first(triedRe, blockStart, blockEnd); m.hasMatch()) {
        r.triedToAllocate = rd.fact(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), m, 1);
        if (!m.captured(3).isEmpty())
            r.triedToAllocate = r.facts.last().bytes = m.captured(3).toDouble();
    }
    // the allocator's statistics print plain byte counts
    auto plain
        = [&](const QString& key, const QString& label, const QRegularExpression& pattern) -> std::optional<double> {
        const QRegularExpressionMatch m = rd.first(pattern, blockStart, blockEnd);
        if (!m.hasMatch())
            return std::nullopt;
        OomFact f;
        f.key = key;
        f.label = label;
        f.raw = m.captured(1);
        f.bytes = m.captured(1).toDouble();
        f.line = rd.lineOf(m.capturedStart(1));
        r.facts << f;
        rd.mark(m);
        return f.bytes;
    };
    r.capacity = plain(QStringLiteral("capacity"), Tr::tr("allocator limit"), limitRe);
    r.bfcInUse = plain(QStringLiteral("bfc_in_use"), Tr::tr("in use"), inUseRe);
    r.bfcMaxInUse = plain(QStringLiteral("bfc_max_in_use"), Tr::tr("largest in use"), maxInUseRe);
}

} // namespace tpuplan::oom
