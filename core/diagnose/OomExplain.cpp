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
        if (r.isCompilerMemory()) {
            notes.clear();
            const CompilerMemoryStats& c = *r.compiler;
            QStringList parts;
            if (c.argument)
                parts << Tr::tr("arguments %1").arg(g(*c.argument));
            if (c.output)
                parts << Tr::tr("output %1").arg(g(*c.output));
            if (c.temp)
                parts << Tr::tr("temporaries %1").arg(g(*c.temp));
            if (c.alias)
                parts << Tr::tr("− aliased %1").arg(g(*c.alias));
            if (c.generatedCode)
                parts << Tr::tr("generated code %1").arg(g(*c.generatedCode));
            if (parts.isEmpty() && c.total)
                parts << Tr::tr("MaxText's total %1").arg(g(*c.total));
            notes << OomNote{
                QStringLiteral("compiler-figure"),
                Tr::tr("The compiler's own figure for one device: %1 (%2). It is what XLA planned for the compiled "
                       "step, without the runtime's reservation; host temporaries are not counted.")
                    .arg(g(c.figure().value_or(0.0)), parts.join(QStringLiteral(", ")))};
            if (c.format == QLatin1String("maxtext"))
                notes << OomNote{QStringLiteral("compiler-maxtext"),
                                 Tr::tr("MaxText prints its sizes in GB of 1024³ bytes (GiB), to one decimal: "
                                        "the figure is exact to about 0.1 GiB.")};
            return notes;
        }
        notes << OomNote{
            QStringLiteral("looked-for"),
            Tr::tr("Looked for: XLA's \"Ran out of memory in memory space\", \"Used X of Y\", \"Total hbm usage\", "
                   "\"Aborting compilation early … Requires X, has Y available\", \"Attempting to reserve/allocate\", "
                   "\"Failed to allocate request for\", \"Out of memory while trying to allocate\"; PyTorch's \"CUDA "
                   "out of memory. Tried to allocate\"; TensorFlow's \"OOM when allocating tensor\"; the host's "
                   "std::bad_alloc, MemoryError and the OOM killer; and the compiler's figure "
                   "(memory_analysis() fields …_size_in_bytes, MaxText's \"Total memory size:\").")};
        if (!r.clues.isEmpty())
            notes << OomNote{QStringLiteral("clues"),
                             Tr::tr("The text does mention running out of memory (%1), but without the lines that "
                                    "carry the figures: the full error is longer than what was pasted.")
                                 .arg(r.clues.join(QStringLiteral(", ")))};
        notes << OomNote{
            QStringLiteral("fuller-log"),
            Tr::tr("To get the whole message: JAX prints it in full in the exception (set "
                   "JAX_TRACEBACK_FILTERING=off for the whole traceback); TensorFlow and PyTorch/XLA hide the C++ "
                   "log below warnings unless TF_CPP_MIN_LOG_LEVEL=0; XLA_FLAGS=--xla_dump_to=DIR writes what the "
                   "compiler planned; PyTorch's CUDA message comes with torch.cuda.memory_summary(), and "
                   "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True changes how it allocates, not what it prints. "
                   "Or compile the step without running it and paste compiled.memory_analysis() (JAX) or MaxText's "
                   "train_compile.py output.")};
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
        const bool onChip = r.memoryKind == MemoryKind::Smem || r.memoryKind == MemoryKind::Vmem;
        if (onChip && r.used && r.capacity) {
            // a few MiB: in GiB with two decimals they would all read 0.00
            auto b = [&](double bytes) {
                return loc.formattedDataSize(qint64(std::llround(bytes)), 2, QLocale::DataSizeIecFormat);
            };
            const double over = r.exceeded ? *r.exceeded : *r.used - *r.capacity;
            notes << OomNote{QStringLiteral("summary"),
                             Tr::tr("%1 compiled the step and found that a kernel needs %2 of %3, but the core has %4: "
                                    "%5 too much.")
                                 .arg(framework, b(*r.capacity + std::max(0.0, over)), space, b(*r.capacity), b(over))};
        } else if (r.used && r.capacity && !r.earlyAbort) {
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
        if (!r.errorCode.isEmpty())
            notes << OomNote{QStringLiteral("error-code"),
                             Tr::tr("%1 is the newer XLA's code for this error: the step does not fit while compiling.")
                                 .arg(r.errorCode)};
        if (r.memoryKind == MemoryKind::Smem || r.memoryKind == MemoryKind::Vmem)
            notes << OomNote{
                QStringLiteral("on-chip"),
                Tr::tr("%1 is memory on the TPU core itself, not HBM: a kernel (attention, most often a Pallas kernel "
                       "such as paged or flash attention) asked for more of it than the core has. Its size does not "
                       "depend on the batch or the number of chips but on the kernel's block sizes and, for the "
                       "tables a kernel keeps there, on the sequence length.")
                    .arg(memoryKindName(r.memoryKind))};
        if (r.earlyAbort)
            notes << OomNote{
                QStringLiteral("early-abort"),
                r.used && r.capacity
                    ? Tr::tr("XLA stopped before planning the memory: its first estimate, %1, is above the %2 "
                             "available. The estimate is rough, but a requirement this far over is not a matter of "
                             "fragmentation.%3")
                          .arg(g(*r.used), g(*r.capacity),
                               *r.used > 100.0 * *r.capacity ? Tr::tr(
                                   " A requirement a hundred times the device or more is a shape that multiplied "
                                   "out (a wrong dimension, a broadcast), not a batch that is a little "
                                   "too large.")
                                                             : QString())
                    : Tr::tr("XLA stopped before planning the memory: its first estimate is above what is available.")};
        if (r.breakdownOnly)
            notes << OomNote{QStringLiteral("breakdown-only"),
                             Tr::tr("Only the breakdown was pasted, without the \"Used X of Y\" line: the total "
                                    "(%1) is what the step needs at least, the device's capacity comes from the "
                                    "hardware.")
                                 .arg(g(*r.totalUsage))};
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
            if (p.pid == r.selfPid)
                notes << OomNote{QStringLiteral("cuda-self-process"),
                                 Tr::tr("Process %1 holds %2, of which PyTorch's own allocator accounts for all but "
                                        "%3: it is this process (inside a container PyTorch cannot tell its own PID), "
                                        "not another program.")
                                     .arg(p.pid)
                                     .arg(g(p.bytes), g(outside.value_or(0.0)))};
            else
                notes << OomNote{
                    QStringLiteral("cuda-other-process"),
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
    case OomKind::Host:
        notes << OomNote{QStringLiteral("host"),
                         r.triedToAllocate
                             ? Tr::tr("The host ran out of RAM (not the accelerator's memory) when %1 was asked for.")
                                   .arg(g(*r.triedToAllocate))
                             : Tr::tr("The host ran out of RAM, not the accelerator's memory: loading the data or "
                                      "the checkpoint, or memory offloaded to the host.")};
        break;
    case OomKind::CompilerMemory:
    case OomKind::None:
        break;
    }
    if (r.namesExperts())
        notes << OomNote{QStringLiteral("moe"),
                         Tr::tr("The message names the experts of a mixture-of-experts layer (%1): their weights and "
                                "the tokens routed to them shrink with expert parallelism, a lower capacity factor "
                                "and recomputing the expert matmuls.")
                             .arg(r.moeNames.join(QStringLiteral(", ")))};
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
