// SPDX-License-Identifier: GPL-3.0-or-later
// The PyTorch CUDA caching allocator's out-of-memory message (1.x and 2.x wording).
#include "OomReader.h"

#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan::oom {

void parseCuda(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    static const QRegularExpression triedRe = re(QStringLiteral(R"(Tried to allocate\s+)") + kSize);
    static const QRegularExpression gpuRe = re(QStringLiteral(R"(\bGPU\s+(\d+)\s*(?:;|has a total capac))"));
    static const QRegularExpression cap1 = re(kSize + QStringLiteral(R"(\s+total capacity)"));
    static const QRegularExpression cap2 = re(QStringLiteral(R"(total capac(?:i)?ty of\s+)") + kSize);
    static const QRegularExpression alloc1 = re(kSize + QStringLiteral(R"(\s+already allocated)"));
    static const QRegularExpression alloc2 = re(kSize + QStringLiteral(R"(\s+is allocated by PyTorch)"));
    static const QRegularExpression free1 = re(kSize + QStringLiteral(R"(\s+free\s*[;)])"));
    static const QRegularExpression free2
        = re(QStringLiteral(R"(of which\s+)") + kSize + QStringLiteral(R"(\s+is free)"));
    static const QRegularExpression res1 = re(kSize + QStringLiteral(R"(\s+reserved in total by PyTorch)"));
    static const QRegularExpression res0 = re(kSize + QStringLiteral(R"(\s+cached\s*\))"));
    static const QRegularExpression unalloc
        = re(kSize + QStringLiteral(R"(\s+is reserved by PyTorch but unallocated)"));
    static const QRegularExpression process
        = re(QStringLiteral(R"(this process has\s+)") + kSize + QStringLiteral(R"(\s+memory in use)"));
    static const QRegularExpression other
        = re(QStringLiteral(R"(\bProcess\s+(\d{1,12})\s+has\s+)") + kSize + QStringLiteral(R"(\s+memory in use)"));

    r.triedToAllocate
        = rd.find(QStringLiteral("tried_to_allocate"), Tr::tr("tried to allocate"), triedRe, 1, blockStart, blockEnd);
    if (const QRegularExpressionMatch m = rd.first(gpuRe, blockStart, blockEnd); m.hasMatch()) {
        r.gpuIndex = m.captured(1).toInt();
        rd.mark(m);
    }
    r.capacity = rd.find(QStringLiteral("capacity"), Tr::tr("total capacity"), cap1, 1, blockStart, blockEnd);
    if (!r.capacity)
        r.capacity = rd.find(QStringLiteral("capacity"), Tr::tr("total capacity"), cap2, 1, blockStart, blockEnd);
    r.allocatedByPyTorch = rd.find(QStringLiteral("allocated_by_pytorch"), Tr::tr("allocated by PyTorch"), alloc1, 1,
                                   blockStart, blockEnd);
    if (!r.allocatedByPyTorch)
        r.allocatedByPyTorch = rd.find(QStringLiteral("allocated_by_pytorch"), Tr::tr("allocated by PyTorch"), alloc2,
                                       1, blockStart, blockEnd);
    r.free = rd.find(QStringLiteral("free"), Tr::tr("free"), free1, 1, blockStart, blockEnd);
    if (!r.free)
        r.free = rd.find(QStringLiteral("free"), Tr::tr("free"), free2, 1, blockStart, blockEnd);
    r.reservedByPyTorch
        = rd.find(QStringLiteral("reserved_by_pytorch"), Tr::tr("reserved by PyTorch"), res1, 1, blockStart, blockEnd);
    if (!r.reservedByPyTorch)
        r.reservedByPyTorch = rd.find(QStringLiteral("reserved_by_pytorch"), Tr::tr("reserved by PyTorch (cached)"),
                                      res0, 1, blockStart, blockEnd);
    r.reservedUnallocated = rd.find(QStringLiteral("reserved_unallocated"),
                                    Tr::tr("reserved by PyTorch but unallocated"), unalloc, 1, blockStart, blockEnd);
    r.processInUse
        = rd.find(QStringLiteral("process_in_use"), Tr::tr("in use by this process"), process, 1, blockStart, blockEnd);
    int pos = blockStart;
    while (true) {
        const QRegularExpressionMatch m = rd.first(other, pos, blockEnd);
        if (!m.hasMatch())
            break;
        OtherProcess p;
        p.pid = m.captured(1).toLongLong();
        p.bytes = rd.fact(QStringLiteral("other_process"), Tr::tr("process %1").arg(p.pid), m, 2);
        r.otherProcesses << p;
        pos = m.capturedEnd(0);
    }
    r.memoryKind = MemoryKind::Cuda;

    // A figure larger than the GPU is a counter that wrapped around (PyTorch 2.1 printed 17179869184.00 GiB, 2^64
    // bytes, for "this process"): it is kept as printed but not used.
    if (r.processInUse && r.capacity && *r.processInUse > *r.capacity * 1.05) {
        r.warnings << Tr::tr("\"This process has %1 in use\" is more than the GPU's %2 (a counter that wrapped "
                             "around): the figure is not used.")
                          .arg(formatGiB(*r.processInUse), formatGiB(*r.capacity));
        r.processInUse.reset();
        r.processInUseUnreliable = true;
    }
    if (r.capacity) {
        QVector<OtherProcess> kept;
        for (const OtherProcess& p : r.otherProcesses) {
            if (p.bytes > *r.capacity * 1.05)
                r.warnings << Tr::tr("Process %1 is said to hold %2, more than the GPU's %3: the figure is not used.")
                                  .arg(p.pid)
                                  .arg(formatGiB(p.bytes), formatGiB(*r.capacity));
            else
                kept << p;
        }
        r.otherProcesses = kept;
    }
    // Inside a container PyTorch cannot match its own PID, and lists itself as "Process N": the process whose memory
    // PyTorch's own reservation accounts for (it holds that much, and not more than a CUDA context beyond it, or the
    // two together would be more than the GPU) is this one.
    if (!r.processInUse && !r.otherProcesses.isEmpty()) {
        std::optional<double> own = r.reservedByPyTorch;
        if (!own && r.allocatedByPyTorch)
            own = *r.allocatedByPyTorch + r.reservedUnallocated.value_or(0.0);
        if (own && *own > 0) {
            for (const OtherProcess& p : r.otherProcesses) {
                const double beyond = p.bytes - *own;
                // PyTorch's own and that process's together would not fit on the GPU: the process holds PyTorch's
                const bool cannotBeAnother = r.capacity && *own + p.bytes > *r.capacity * 1.02;
                if (beyond >= -2.0 * kMiB && (beyond <= std::max(2.0 * kGiB, 0.1 * *own) || cannotBeAnother)) {
                    r.selfPid = p.pid;
                    r.processInUse = p.bytes;
                    break;
                }
            }
        }
    }
}

} // namespace tpuplan::oom
