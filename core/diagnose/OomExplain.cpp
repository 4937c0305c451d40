// SPDX-License-Identifier: GPL-3.0-or-later
// explainOom: what a parsed message says, in plain words.
#include "OomParser.h"

#include "OomReader.h"
#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>

#include <cmath>

namespace tpuplan {

using namespace oom;

QVector<OomNote> explainOom(const OomReport& r, const QLocale& loc)
{
    QVector<OomNote> notes;
    auto g = [&](double bytes) { return formatGiB(bytes, loc); };
    auto pct = [&](double v) { return loc.toString(v * 100.0, 'f', 0); };
    if (!r.isOom()) {
        notes << OomNote{
            QStringLiteral("no-oom"),
            Tr::tr("No out-of-memory message was recognised. Paste the whole error: from \"Ran out of memory\" "
                   "(XLA on TPU) or \"CUDA out of memory\" (PyTorch) to the end of the list of allocations.")};
        return notes;
    }
    const QString framework = oomFrameworkName(r.framework);
    if (r.isXla())
        notes << OomNote{QStringLiteral("units"),
                         Tr::tr("XLA prints sizes in binary units: G is GiB (2^30 bytes), M is MiB, "
                                "K is KiB. All figures below are GiB.")};
    switch (r.kind) {
    case OomKind::XlaCompile: {
        const QString space = r.memorySpace.isEmpty() ? QStringLiteral("HBM") : r.memorySpace.toUpper();
        if (r.used && r.capacity) {
            const double over = r.exceeded ? *r.exceeded : *r.used - *r.capacity;
            notes << OomNote{
                QStringLiteral("summary"),
                Tr::tr("%1 compiled the training step for one device and found that it needs %2 of %3, but only "
                       "%4 is available: %5 (%6 %) too much. XLA plans all memory before the step runs, so this "
                       "is the step's whole requirement, not a snapshot.")
                    .arg(framework, g(*r.used), space, g(*r.capacity), g(over), pct(over / *r.capacity))};
        } else {
            notes << OomNote{
                QStringLiteral("summary"),
                Tr::tr("%1 ran out of %2 while compiling the training step for one device.").arg(framework, space)};
        }
        if (r.capacity && r.reserved) {
            const double nominal = *r.capacity + *r.reserved;
            const double roundGiB = std::round(bytesToGiB(nominal));
            if (roundGiB >= 1 && std::abs(bytesToGiB(nominal) - roundGiB) < 0.02)
                notes << OomNote{
                    QStringLiteral("capacity-net"),
                    Tr::tr("The capacity %1 is what is left of the device's %2 GiB after the runtime reserved "
                           "%3 at the top of memory.")
                        .arg(g(*r.capacity), loc.toString(roundGiB, 'f', 0), g(*r.reserved))};
            else
                notes << OomNote{
                    QStringLiteral("capacity-nominal"),
                    Tr::tr("The capacity %1 is the device's whole memory; the %2 the runtime reserves at the top "
                           "of memory counts as used.")
                        .arg(g(*r.capacity), g(*r.reserved))};
        }
        if (r.totalUsage) {
            QStringList parts;
            if (r.reserved)
                parts << Tr::tr("%1 reserved by the TPU runtime").arg(g(*r.reserved));
            if (r.program)
                parts << Tr::tr("%1 for the program (activations, gradients and XLA's temporaries)").arg(g(*r.program));
            if (r.arguments)
                parts
                    << Tr::tr(
                           "%1 for the arguments (the weights, optimizer states and input batch passed into the step)")
                           .arg(g(*r.arguments));
            else if (r.argumentsUnknown)
                parts << Tr::tr("the arguments, whose size was not known yet (so the total is a lower bound)");
            notes << OomNote{QStringLiteral("total-parts"),
                             parts.isEmpty() ? Tr::tr("In total at least %1.").arg(g(*r.totalUsage))
                                             : Tr::tr("In total %1%2: %3.")
                                                   .arg(r.argumentsUnknown ? Tr::tr("at least ") : QString(),
                                                        g(*r.totalUsage), parts.join(QStringLiteral("; ")))};
        }
        if (r.hloTemp)
            notes << OomNote{
                QStringLiteral("temporaries"),
                r.fragmentation
                    ? Tr::tr("XLA's temporaries (HLO temp) take %1, %2 of it lost to fragmentation: this is where "
                             "the activations kept for the backward pass live.")
                          .arg(g(*r.hloTemp), g(*r.fragmentation))
                    : Tr::tr("XLA's temporaries (HLO temp) take %1: this is where the activations kept for the "
                             "backward pass live.")
                          .arg(g(*r.hloTemp))};
        if (!r.largestAllocations.isEmpty()) {
            const OomAllocation& a = r.largestAllocations.first();
            QString what = a.shape.isEmpty() ? Tr::tr("a tensor") : a.shape;
            QString op = !a.opName.isEmpty() ? a.opName : (!a.opType.isEmpty() ? a.opType : a.operatorText);
            if (a.sizeBytes)
                notes << OomNote{QStringLiteral("largest"),
                                 op.isEmpty()
                                     ? Tr::tr("The largest single allocation is %1: %2.").arg(g(*a.sizeBytes), what)
                                     : Tr::tr("The largest single allocation is %1: %2, made by %3.")
                                           .arg(g(*a.sizeBytes), what, op)};
            double padding = 0;
            double worst = 0;
            for (const OomAllocation& x : r.largestAllocations) {
                padding += x.paddingBytes.value_or(0);
                worst = std::max(worst, x.expansion);
            }
            if (padding > 0)
                notes << OomNote{
                    QStringLiteral("padding"),
                    Tr::tr("Padding to the TPU's memory tiles adds %1 to the %2 listed allocations (up to %3× "
                           "for one tensor). XLA rounds the last two dimensions of a tensor up to multiples of 8 "
                           "and 128: a last dimension of 64 (an attention head) doubles a tensor, one of 16 (a "
                           "BigBird block) makes it 8 times larger.")
                        .arg(g(padding))
                        .arg(r.largestAllocations.size())
                        .arg(loc.toString(worst, 'f', 1))};
        }
        break;
    }
    case OomKind::XlaRuntime:
        notes << OomNote{
            QStringLiteral("runtime-alloc"),
            r.triedToAllocate
                ? (r.free ? Tr::tr("%1 asked the device runtime for %2 while the step ran, and only %3 was free. "
                                   "This is a failure at run time, not while compiling: memory held by arrays "
                                   "from earlier steps, a second copy of the weights, or fragmentation.")
                                .arg(framework, g(*r.triedToAllocate), g(*r.free))
                          : Tr::tr("%1 asked the device runtime for %2 while the step ran, and it was not "
                                   "available.")
                                .arg(framework, g(*r.triedToAllocate)))
                : Tr::tr("%1 could not allocate a device buffer while the step ran.").arg(framework)};
        break;
    case OomKind::Cuda: {
        if (r.triedToAllocate && r.allocatedByPyTorch && r.capacity)
            notes << OomNote{QStringLiteral("cuda-summary"),
                             Tr::tr("PyTorch asked GPU %1 for %2 more while live tensors already held %3 of its %4%5.")
                                 .arg(r.gpuIndex >= 0 ? QString::number(r.gpuIndex) : QStringLiteral("?"),
                                      g(*r.triedToAllocate), g(*r.allocatedByPyTorch), g(*r.capacity),
                                      r.free ? Tr::tr("; only %1 was free").arg(g(*r.free)) : QString())};
        else if (r.triedToAllocate)
            notes << OomNote{
                QStringLiteral("cuda-summary"),
                Tr::tr("PyTorch asked the GPU for %1 more and did not get it.").arg(g(*r.triedToAllocate))};
        else
            notes << OomNote{QStringLiteral("cuda-summary"), Tr::tr("PyTorch ran out of GPU memory.")};
        std::optional<double> reserved = r.reservedByPyTorch;
        if (!reserved && r.allocatedByPyTorch && r.reservedUnallocated)
            reserved = *r.allocatedByPyTorch + *r.reservedUnallocated;
        if (reserved && r.allocatedByPyTorch) {
            const double cached = std::max(0.0, *reserved - *r.allocatedByPyTorch);
            notes << OomNote{
                QStringLiteral("cuda-reserved"),
                Tr::tr("PyTorch's caching allocator held %1 in all, %2 of it cached but not in use (%3 %).%4")
                    .arg(g(*reserved), g(cached), pct(*reserved > 0 ? cached / *reserved : 0))
                    .arg(r.capacity && cached > 0.05 * *r.capacity
                             ? Tr::tr(" That is a lot: fragmentation is part of the problem. "
                                      "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.0 or later) "
                                      "or max_split_size_mb reduces it.")
                             : QString())};
        }
        std::optional<double> outside;
        if (r.processInUse && reserved)
            outside = std::max(0.0, *r.processInUse - *reserved);
        else if (r.capacity && r.free && reserved)
            outside = std::max(0.0, *r.capacity - *r.free - *reserved);
        if (outside)
            notes << OomNote{
                QStringLiteral("cuda-outside"),
                Tr::tr("About %1 was in use outside PyTorch's allocator: the CUDA context and libraries%2.")
                    .arg(g(*outside), r.processInUse ? QString() : Tr::tr(", and any other process on the GPU"))};
        for (const OtherProcess& p : r.otherProcesses)
            notes << OomNote{QStringLiteral("cuda-other-process"),
                             Tr::tr("Process %1 held %2 on the same GPU: that memory was not available to training.")
                                 .arg(p.pid)
                                 .arg(g(p.bytes))};
        notes << OomNote{
            QStringLiteral("cuda-snapshot"),
            Tr::tr("A CUDA out-of-memory error is a snapshot at the allocation that failed: the step may need "
                   "more at its peak, so these figures are a lower bound.")};
        break;
    }
    case OomKind::TfBfc:
        notes << OomNote{QStringLiteral("bfc"),
                         Tr::tr("TensorFlow's GPU allocator could not allocate %1%2%3.")
                             .arg(r.requestedShape.isEmpty()
                                      ? Tr::tr("a tensor")
                                      : Tr::tr("a %1 tensor of shape %2").arg(r.requestedType, r.requestedShape),
                                  r.triedToAllocate ? Tr::tr(" (%1)").arg(g(*r.triedToAllocate)) : QString(),
                                  r.bfcInUse && r.capacity
                                      ? Tr::tr(" with %1 of its %2 limit in use").arg(g(*r.bfcInUse), g(*r.capacity))
                                      : QString())};
        break;
    case OomKind::None:
        break;
    }
    if (r.repeats > 1)
        notes << OomNote{QStringLiteral("repeats"),
                         Tr::tr("The message appears %n times (logs repeat it, often once per core); the figures are "
                                "from its most complete copy.",
                                nullptr, r.repeats)};
    for (const QString& w : r.warnings)
        notes << OomNote{QStringLiteral("warning"), w};
    const int inside = r.unparsedInsideMessage().size();
    if (inside > 0)
        notes << OomNote{QStringLiteral("unparsed"),
                         Tr::tr("%n line(s) inside the message could not be read; they are listed as they were pasted.",
                                nullptr, inside)};
    return notes;
}

} // namespace tpuplan
