// SPDX-License-Identifier: GPL-3.0-or-later
// What a run needed, as an out-of-memory message or a measured peak shows it (docs/diagnose.md, "observation").
#include "Diagnosis.h"

#include "util/Format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

Observation observationFromOom(const OomReport& r, const DeviceInfo& d, const QLocale& loc)
{
    Observation o;
    o.source = Observation::Source::OomMessage;
    o.ranOutOfMemory = r.isOom();
    o.capacityBytes = r.capacity;
    const double reservation = r.reserved.value_or(d.isTpu ? d.xlaReservedBytes : 0.0);
    // Is the message's capacity net of the runtime's reservation (newer XLA: "of 7.48G hbm") or the whole device
    // ("of 8.00G hbm", where "used" includes the reservation)?
    auto capacityIsNet = [&]() {
        if (!r.capacity || d.memoryBytes <= 0)
            return true;
        return std::abs(*r.capacity + reservation - d.memoryBytes) < std::abs(*r.capacity - d.memoryBytes);
    };
    switch (r.kind) {
    case OomKind::XlaCompile:
        if (r.totalUsage) {
            o.neededBytes = *r.totalUsage;
            o.atLeast = r.argumentsUnknown;
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
            if (o.atLeast)
                o.derivation
                    += Tr::tr("; the arguments (weights and optimizer states passed into the step) were not counted, "
                              "so the step needs at least this");
        } else if (r.used) {
            const bool net = capacityIsNet();
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
            o.neededBytes = *r.capacity + *r.exceeded + (net ? reservation : 0.0);
            o.derivation = Tr::tr("capacity %1 + exceeded %2%3")
                               .arg(formatGiB(*r.capacity, loc), formatGiB(*r.exceeded, loc),
                                    net ? Tr::tr(" + reservation %1").arg(formatGiB(reservation, loc)) : QString());
        }
        break;
    case OomKind::XlaRuntime:
        if (r.triedToAllocate && r.free && d.memoryBytes > 0) {
            o.neededBytes = d.memoryBytes - *r.free + *r.triedToAllocate;
            o.atLeast = true;
            o.derivation
                = Tr::tr("the device's %1 − %2 free + the %3 it tried to allocate (at least: the step may need more "
                         "later)")
                      .arg(formatGiB(d.memoryBytes, loc), formatGiB(*r.free, loc), formatGiB(*r.triedToAllocate, loc));
        }
        break;
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
    case OomKind::None:
        break;
    }
    if (!(o.neededBytes > 0)) {
        o.neededBytes = 0;
        if (r.isOom()) {
            o.neededBytes = d.memoryBytes;
            o.atLeast = true;
            o.derivation
                = Tr::tr("the message states no usable figures; running out of memory means the step needed more "
                         "than the device's %1")
                      .arg(formatGiB(d.memoryBytes, loc));
        } else {
            o.ranOutOfMemory = false;
            o.derivation = Tr::tr("no out-of-memory message was recognised");
        }
    }
    // the message's device against the plan's
    if (r.isXla() && !d.isTpu && r.memorySpace == QLatin1String("hbm"))
        o.warnings << Tr::tr("The message is from XLA on a TPU, but %1 is a GPU: check the hardware.").arg(d.hardware);
    if ((r.kind == OomKind::Cuda || r.kind == OomKind::TfBfc) && d.isTpu)
        o.warnings << Tr::tr("The message is from a GPU, but %1 is a TPU: check the hardware.").arg(d.hardware);
    if (r.capacity && d.memoryBytes > 0) {
        bool matches = true;
        if (r.kind == OomKind::XlaCompile && d.isTpu)
            matches = near(*r.capacity, d.memoryBytes, 0.03 * d.memoryBytes)
                || near(*r.capacity + reservation, d.memoryBytes, 0.03 * d.memoryBytes);
        else if (r.kind == OomKind::Cuda && !d.isTpu)
            matches = near(*r.capacity, d.memoryBytes, 0.05 * d.memoryBytes);
        else if (r.kind == OomKind::TfBfc && !d.isTpu) // TensorFlow's limit leaves out the context and a little more
            matches = *r.capacity <= d.memoryBytes * 1.02 && *r.capacity >= d.memoryBytes * 0.85;
        if (!matches)
            o.warnings
                << Tr::tr("The message comes from a device with %1, but one %2 of %3 has %4: check the hardware (the "
                          "fixes are for %3).")
                       .arg(formatGiB(*r.capacity, loc), deviceWord(d), d.hardware, formatGiB(d.memoryBytes, loc));
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
