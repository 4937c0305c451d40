// SPDX-License-Identifier: GPL-3.0-or-later
// What a run needed, as an out-of-memory message or a measured peak shows it (docs/diagnose.md, "observation").
#include "Diagnosis.h"

#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

// On-chip memories are a few MiB: GiB with two decimals would print 0.00.
QString formatBytesShort(double bytes, const QLocale& loc)
{
    return loc.formattedDataSize(qint64(std::llround(bytes)), 2, QLocale::DataSizeIecFormat);
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

bool isModelledMemory(MemoryKind kind)
{
    return kind == MemoryKind::Hbm || kind == MemoryKind::Cuda || kind == MemoryKind::Unknown;
}

Observation observationFromOom(const OomReport& r, const DeviceInfo& d, const QLocale& loc)
{
    Observation o;
    o.source = r.isCompilerMemory() ? Observation::Source::CompilerAnalysis : Observation::Source::OomMessage;
    o.ranOutOfMemory = r.isOom();
    o.memoryKind = r.memoryKind != MemoryKind::Unknown ? r.memoryKind : (d.isTpu ? MemoryKind::Hbm : MemoryKind::Cuda);
    const bool onChip = o.memoryKind == MemoryKind::Smem || o.memoryKind == MemoryKind::Vmem;
    o.capacityBytes = r.capacity ? r.capacity : r.hbmCapacity;
    const double reservation = r.reserved.value_or(d.isTpu ? d.xlaReservedBytes : 0.0);
    // Is the message's capacity net of the runtime's reservation (newer XLA: "of 7.48G hbm") or the whole device
    // ("of 8.00G hbm", where "used" includes the reservation)? With the reservation printed the message answers it
    // alone (net: capacity + reservation is a whole number of GiB); otherwise the hardware's memory decides.
    auto capacityIsNet = [&]() {
        if (!r.capacity)
            return true;
        if (r.reserved) {
            const double nominal = bytesToGiB(*r.capacity + *r.reserved);
            const double whole = bytesToGiB(*r.capacity);
            const bool netRound = std::abs(nominal - std::round(nominal)) < 0.02;
            const bool grossRound = std::abs(whole - std::round(whole)) < 0.02;
            if (netRound != grossRound)
                return netRound;
        }
        if (d.memoryBytes <= 0)
            return true;
        return std::abs(*r.capacity + reservation - d.memoryBytes) < std::abs(*r.capacity - d.memoryBytes);
    };
    switch (r.kind) {
    case OomKind::XlaCompile:
        if (onChip) {
            // on-chip memory: the figures are of that memory, with no reservation
            if (r.capacity && r.exceeded) {
                o.neededBytes = *r.capacity + *r.exceeded;
                o.derivation = Tr::tr("%1 capacity %2 + exceeded by %3")
                                   .arg(memoryKindName(o.memoryKind), formatBytesShort(*r.capacity, loc),
                                        formatBytesShort(*r.exceeded, loc));
            } else if (r.used) {
                o.neededBytes = *r.used;
                o.derivation = Tr::tr("%1 used %2").arg(memoryKindName(o.memoryKind), formatBytesShort(*r.used, loc));
            }
            if (o.neededBytes > 0)
                o.derivation += QLatin1Char(' ')
                    + Tr::tr("(on-chip memory of one TPU core; the estimate's HBM figures do not apply)");
        } else if (r.earlyAbort && r.used) {
            // "Requires X, has Y available": Y is what is left for the program, so the reservation comes on top
            o.neededBytes = *r.used + reservation;
            o.capacityNetOfReservation = true;
            o.derivation = Tr::tr("XLA's early estimate %1 + the %2 the runtime reserves (the %3 available is net of "
                                  "it)")
                               .arg(formatGiB(*r.used, loc), formatGiB(reservation, loc),
                                    r.capacity ? formatGiB(*r.capacity, loc) : Tr::tr("(not printed)"));
        } else if (r.totalUsage) {
            o.neededBytes = *r.totalUsage;
            o.atLeast = r.argumentsUnknown || (r.breakdownOnly && r.totalUsageAtLeast);
            if (r.capacity)
                o.capacityNetOfReservation = capacityIsNet();
            QStringList parts;
            if (r.reserved)
                parts << Tr::tr("reservation %1").arg(formatGiB(*r.reserved, loc));
            if (r.program)
                parts << Tr::tr("program %1").arg(formatGiB(*r.program, loc));
            if (r.arguments)
                parts << Tr::tr("arguments %1").arg(formatGiB(*r.arguments, loc));
            else if (r.argumentsUnknown)
                parts << Tr::tr("arguments of unknown size");
            o.derivation = Tr::tr("the message's total usage, %1 (%2)")
                               .arg(formatGiB(o.neededBytes, loc), parts.join(QStringLiteral(" + ")));
            if (r.argumentsUnknown)
                o.derivation
                    += Tr::tr("; the arguments (weights and optimizer states passed into the step) were not counted, "
                              "so the step needs at least this");
            else if (o.atLeast)
                o.derivation += Tr::tr("; only the breakdown was pasted, which XLA prints as \"at least\"");
        } else if (r.used) {
            const bool net = capacityIsNet();
            o.capacityNetOfReservation = net;
            o.neededBytes = *r.used + (net ? reservation : 0.0);
            o.derivation = net
                ? Tr::tr("used %1 + the %2 the runtime reserves at the top of memory (the message's capacity %3 "
                         "is net of it)")
                      .arg(formatGiB(*r.used, loc), formatGiB(reservation, loc),
                           r.capacity ? formatGiB(*r.capacity, loc) : Tr::tr("(not printed)"))
                : Tr::tr("used %1 (the capacity %2 is the whole device, so \"used\" includes the reservation)")
                      .arg(formatGiB(*r.used, loc), formatGiB(*r.capacity, loc));
        } else if (r.exceeded && r.capacity) {
            const bool net = capacityIsNet();
            o.capacityNetOfReservation = net;
            o.neededBytes = *r.capacity + *r.exceeded + (net ? reservation : 0.0);
            o.derivation = Tr::tr("capacity %1 + exceeded %2%3")
                               .arg(formatGiB(*r.capacity, loc), formatGiB(*r.exceeded, loc),
                                    net ? Tr::tr(" + reservation %1").arg(formatGiB(reservation, loc)) : QString());
        }
        break;
    case OomKind::XlaRuntime: {
        // the device's memory as the message states it (PyTorch/XLA's memory info) wins over the hardware's
        const double deviceBytes = r.hbmCapacity.value_or(d.memoryBytes);
        if (r.triedToAllocate && r.free && deviceBytes > 0) {
            o.neededBytes = deviceBytes - *r.free + *r.triedToAllocate;
            o.atLeast = true;
            o.derivation
                = Tr::tr("the device's %1 − %2 free + the %3 it tried to allocate (at least: the step may need more "
                         "later)")
                      .arg(formatGiB(deviceBytes, loc), formatGiB(*r.free, loc), formatGiB(*r.triedToAllocate, loc));
        }
        break;
    }
    case OomKind::Cuda: {
        std::optional<double> reserved = r.reservedByPyTorch;
        QString reservedWords = Tr::tr("reserved by PyTorch");
        if (!reserved && r.allocatedByPyTorch && r.reservedUnallocated)
            reserved = *r.allocatedByPyTorch + *r.reservedUnallocated;
        if (!reserved && r.allocatedByPyTorch) {
            reserved = r.allocatedByPyTorch;
            reservedWords = Tr::tr("allocated by PyTorch");
        }
        if (reserved) {
            double outside = d.cudaContextBytes;
            QString outsideWords = Tr::tr("the CUDA context (%1, catalog)").arg(formatGiB(outside, loc));
            if (r.processInUse) {
                outside = std::max(0.0, *r.processInUse - *reserved);
                outsideWords = Tr::tr("%1 in use outside PyTorch's allocator").arg(formatGiB(outside, loc));
            }
            o.neededBytes = *reserved + r.triedToAllocate.value_or(0.0) + outside;
            o.atLeast = true;
            o.derivation = Tr::tr("%1 %2 + %3 it tried to allocate + %4 (at least: the error is a snapshot)")
                               .arg(formatGiB(*reserved, loc), reservedWords,
                                    r.triedToAllocate ? formatGiB(*r.triedToAllocate, loc) : Tr::tr("an unknown size"),
                                    outsideWords);
        }
        break;
    }
    case OomKind::TfBfc: {
        const std::optional<double> inUse = r.bfcInUse ? r.bfcInUse : r.bfcMaxInUse;
        if (inUse) {
            o.neededBytes = *inUse + r.triedToAllocate.value_or(0.0) + d.cudaContextBytes;
            o.atLeast = true;
            o.derivation = Tr::tr("%1 in use by TensorFlow's allocator + %2 requested + the CUDA context %3 (at least)")
                               .arg(formatGiB(*inUse, loc),
                                    r.triedToAllocate ? formatGiB(*r.triedToAllocate, loc) : Tr::tr("an unknown size"),
                                    formatGiB(d.cudaContextBytes, loc));
        }
        break;
    }
    case OomKind::Host:
        o.atLeast = true;
        if (r.used || r.triedToAllocate) {
            o.neededBytes = r.used.value_or(0.0) + r.triedToAllocate.value_or(0.0);
            o.derivation = Tr::tr("%1 of the host's RAM (at least; the accelerator's memory is not what ran out)")
                               .arg(formatGiB(o.neededBytes, loc));
        } else {
            o.derivation = Tr::tr("the host's RAM ran out; the message states no figure");
        }
        break;
    case OomKind::CompilerMemory:
        if (r.compiler && r.compiler->figure()) {
            const double figure = *r.compiler->figure();
            const double outside = d.isTpu ? reservation : d.cudaContextBytes;
            o.neededBytes = figure + outside;
            o.derivation
                = Tr::tr("the compiler's %1 + %2 the runtime keeps outside the program (%3)")
                      .arg(formatGiB(figure, loc), formatGiB(outside, loc),
                           d.isTpu ? Tr::tr("the XLA reservation, catalog") : Tr::tr("the CUDA context, catalog"));
        }
        break;
    case OomKind::None:
        break;
    }
    if (!(o.neededBytes > 0)) {
        o.neededBytes = 0;
        if (r.isOom() && !onChip && o.memoryKind != MemoryKind::Host) {
            o.neededBytes = d.memoryBytes;
            o.atLeast = true;
            o.derivation
                = Tr::tr("the message states no usable figures; running out of memory means the step needed more "
                         "than the device's %1")
                      .arg(formatGiB(d.memoryBytes, loc));
        } else if (!r.isOom()) {
            o.ranOutOfMemory = false;
            if (o.derivation.isEmpty())
                o.derivation = Tr::tr("no out-of-memory message was recognised");
        } else if (o.derivation.isEmpty()) {
            o.derivation = Tr::tr("the message states no usable figures");
        }
    }
    // the message's device against the plan's
    if (r.isXla() && !d.isTpu && r.memorySpace == QLatin1String("hbm"))
        o.warnings << Tr::tr("The message is from XLA on a TPU, but %1 is a GPU: check the hardware.").arg(d.hardware);
    if (r.isXla() && !d.isTpu && onChip)
        o.warnings << Tr::tr("The message is from XLA on a TPU, but %1 is a GPU: check the hardware.").arg(d.hardware);
    if ((r.kind == OomKind::Cuda || r.kind == OomKind::TfBfc) && d.isTpu)
        o.warnings << Tr::tr("The message is from a GPU, but %1 is a TPU: check the hardware.").arg(d.hardware);
    if (o.capacityBytes && d.memoryBytes > 0 && !onChip && o.memoryKind != MemoryKind::Host) {
        bool matches = true;
        const double stated = *o.capacityBytes;
        if (r.kind == OomKind::XlaCompile && d.isTpu)
            matches = near(stated, d.memoryBytes, 0.03 * d.memoryBytes)
                || near(stated + reservation, d.memoryBytes, 0.03 * d.memoryBytes)
                // early abort: "available" also leaves out what the runtime holds besides the reservation
                || (r.earlyAbort && stated <= d.memoryBytes && stated >= 0.85 * d.memoryBytes);
        else if (r.kind == OomKind::XlaRuntime && d.isTpu)
            matches = near(stated, d.memoryBytes, 0.03 * d.memoryBytes);
        else if (r.kind == OomKind::Cuda && !d.isTpu)
            matches = near(stated, d.memoryBytes, 0.05 * d.memoryBytes);
        else if (r.kind == OomKind::TfBfc && !d.isTpu) // TensorFlow's limit leaves out the context and a little more
            matches = stated <= d.memoryBytes * 1.02 && stated >= d.memoryBytes * 0.85;
        if (!matches)
            o.warnings
                << Tr::tr("The message comes from a device with %1, but one %2 of %3 has %4: check the hardware (the "
                          "fixes are for %3).")
                       .arg(formatGiB(stated, loc), deviceWord(d), d.hardware, formatGiB(d.memoryBytes, loc));
    }
    return o;
}

Observation observationFromPeak(double bytes, const QString& how, const QLocale& loc)
{
    Observation o;
    o.source = Observation::Source::MeasuredPeak;
    o.ranOutOfMemory = false;
    o.neededBytes = bytes > 0 && std::isfinite(bytes) ? bytes : 0.0;
    o.derivation = how.isEmpty() ? Tr::tr("the measured peak, %1").arg(formatGiB(o.neededBytes, loc)) : how;
    return o;
}

} // namespace tpuplan
