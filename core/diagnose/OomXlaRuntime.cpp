// SPDX-License-Identifier: GPL-3.0-or-later
// XLA run-time out-of-memory messages (an allocation that failed after compiling).
#include "OomReader.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan::oom {

void parseXlaRuntime(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    static const QRegularExpression attemptRe = re(QStringLiteral(R"(Attempting to (?:reserve|allocate)\s+)") + kSize);
    static const QRegularExpression bytesRe
        = re(QStringLiteral(R"((?:trying to allocate|while allocating|allocating)\s+(\d{1,20})\s*(bytes?|B)\b)"));
    static const QRegularExpression freeRe
        = re(QStringLiteral(R"(There (?:are|is)\s+)") + kSize + QStringLiteral(R"(\s+free)"));
    static const QRegularExpression resRe = re(kSize + QStringLiteral(R"(\s+reserved,)"));
    static const QRegularExpression reservableRe = re(kSize + QStringLiteral(R"(\s+reservable)"));
    // PJRT's allocator: "Failed to allocate request for 32.00MiB (33554432B) on device ordinal 0"
    static const QRegularExpression requestRe = re(QStringLiteral(R"(Failed to allocate request for\s+)") + kSize);
    static const QRegularExpression ordinalRe = re(QStringLiteral(R"(on device ordinal\s+(\d{1,4}))"));
    // the TPU runtime names the memory after the figures: "; (0x3x0_HBM1)"
    static const QRegularExpression spaceRe
        = re(QStringLiteral(R"(_(HBM|VMEM|SMEM)\d*\)|\b(?:in|of) (hbm|vmem|smem)\b)"));
    static const QRegularExpression bottomRe = re(QStringLiteral(R"(at the bottom of memory)"));
    if (const auto v
        = rd.find(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), attemptRe, 1, blockStart, blockEnd))
        r.triedToAllocate = v;
    else if (const auto q = rd.find(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), requestRe, 1,
                                    blockStart, blockEnd))
        r.triedToAllocate = q;
    else if (const auto b = rd.find(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), bytesRe, 1,
                                    blockStart, blockEnd))
        r.triedToAllocate = b;
    r.free = rd.find(QStringLiteral("free"), Tr::tr("free"), freeRe, 1, blockStart, blockEnd);
    rd.find(QStringLiteral("runtime_reserved"), Tr::tr("reserved"), resRe, 1, blockStart, blockEnd);
    rd.find(QStringLiteral("reservable"), Tr::tr("reservable"), reservableRe, 1, blockStart, blockEnd);
    if (const QRegularExpressionMatch m = rd.first(ordinalRe, blockStart, blockEnd); m.hasMatch()) {
        r.gpuIndex = m.captured(1).toInt();
        rd.mark(m);
    }
    if (const QRegularExpressionMatch m = rd.first(spaceRe, blockStart, blockEnd); m.hasMatch()) {
        r.memorySpace = (m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).toLower();
        r.memoryKind = memoryKindOfSpace(r.memorySpace);
        rd.mark(m);
    }
    rd.markAll(bottomRe);
}

} // namespace tpuplan::oom
