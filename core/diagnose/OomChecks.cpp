// SPDX-License-Identifier: GPL-3.0-or-later
// The lines a message holds without numbers, and the checks of its figures against each other and for truncation.
#include "OomReader.h"

#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tpuplan::oom {

// Lines that belong to the message but state no number.
void markPhrases(Reader& rd)
{
    static const std::vector<QRegularExpression> phrases = [] {
        std::vector<QRegularExpression> v;
        for (const char* p : {R"(Ran out of memory in memory space)",
                              R"(RESOURCE_EXHAUSTED)",
                              R"(ResourceExhaustedError)",
                              R"(Resource exhausted)",
                              R"(XLA:TPU compile permanent error)",
                              R"(Largest program allocations in)",
                              R"(Output size unknown)",
                              R"(CUDA out of memory)",
                              R"(OutOfMemoryError)",
                              R"(If reserved (?:but unallocated )?memory is)",
                              R"(See documentation for Memory Management)",
                              R"(PYTORCH_CUDA_ALLOC_CONF)",
                              R"(max_split_size_mb)",
                              R"(OOM when allocating tensor)",
                              R"(That was not possible)",
                              R"(\[\[\{\{node\s)",
                              R"(Hint: If you want to see a list of allocated tensors)",
                              R"(report_tensor_allocations_upon_oom)",
                              R"(Error allocating device buffer)",
                              R"((?:^|\]\s)\s*Stats:\s*$)",
                              R"(^\s*(?:NumAllocs|MaxAllocSize|Reserved|PeakReserved|LargestFreeBlock):\s+\d+\s*$)",
                              R"(Total hbm usage|Program hbm requirement)",
                              R"(^\s*\[\[.*\]\]\s*$)",
                              R"(^\s*\(\d+\) Resource exhausted:)",
                              R"(\d+ root error\(s\) found)",
                              R"(TPU memory info)",
                              R"(\]\s*\*{10,}\s*$)",
                              R"(Current allocation summary follows)",
                              R"(Compilation failure:)",
                              R"(Bad StatusOr access)",
                              R"(CompileTimeHbmOom)"}) {
            QRegularExpression r(QString::fromLatin1(p), QRegularExpression::MultilineOption);
            r.optimize();
            v.push_back(r);
        }
        return v;
    }();
    for (const QRegularExpression& p : phrases)
        rd.markAll(p);
}

namespace {

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

// Rounding of a printed figure: half a unit of its last digit, plus a little.
double printedTolerance(double a, double b)
{
    return 0.006 * std::max(a, b) + 2.0 * kMiB;
}

} // namespace

void checkConsistency(Reader& rd)
{
    OomReport& r = *rd.r;
    if (r.used && r.capacity && r.exceeded) {
        const double diff = *r.used - *r.capacity;
        if (!near(diff, *r.exceeded, printedTolerance(*r.used, *r.capacity)))
            r.warnings
                << Tr::tr("Used %1 minus the capacity %2 is not the %3 the message says it exceeded by: the numbers "
                          "may have been mangled in copying.")
                       .arg(formatGiB(*r.used), formatGiB(*r.capacity), formatGiB(*r.exceeded));
    }
    if (r.totalUsage && r.reserved && r.program && r.arguments) {
        const double sum = *r.reserved + *r.program + *r.arguments;
        if (!near(sum, *r.totalUsage, printedTolerance(sum, *r.totalUsage)))
            r.warnings << Tr::tr("Reserved + program + arguments (%1) do not add up to the total usage %2.")
                              .arg(formatGiB(sum), formatGiB(*r.totalUsage));
    }
    if (r.kind == OomKind::Cuda) {
        if (r.allocatedByPyTorch && r.reservedByPyTorch && *r.allocatedByPyTorch > *r.reservedByPyTorch + 2 * kMiB)
            r.warnings
                << Tr::tr("PyTorch cannot have allocated (%1) more than it reserved (%2): the numbers may have been "
                          "mangled in copying.")
                       .arg(formatGiB(*r.allocatedByPyTorch), formatGiB(*r.reservedByPyTorch));
        if (r.capacity && r.reservedByPyTorch && *r.reservedByPyTorch > *r.capacity + 2 * kMiB)
            r.warnings << Tr::tr("PyTorch cannot have reserved (%1) more than the GPU's capacity (%2).")
                              .arg(formatGiB(*r.reservedByPyTorch), formatGiB(*r.capacity));
    }
    for (const OomFact& f : r.facts)
        if (f.known && f.bytes > 1e15 && !(r.processInUseUnreliable && f.key == QLatin1String("process_in_use")))
            r.warnings << Tr::tr("Line %1: %2 is larger than any accelerator's memory; check the unit.")
                              .arg(f.line)
                              .arg(f.raw);
}

void checkTruncation(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    QStringList missing;
    static const QRegularExpression totalLoose = re(QStringLiteral(R"(Total\s+\w+\s+usage)"));
    static const QRegularExpression largestLoose = re(QStringLiteral(R"(Largest program allocations)"));
    static const QRegularExpression cudaLoose = re(QStringLiteral(R"(CUDA out of memory)"));
    // a field whose words are there but whose number could not be read
    struct Loose
    {
        OomKind kind;
        const char* pattern;
        bool found;
        const char* words;
    };
    const Loose loose[] = {
        {OomKind::XlaCompile, R"(\bUsed\s+\S*\s*of\b)", bool(r.used), QT_TRANSLATE_NOOP("OomParser", "Used … of …")},
        {OomKind::XlaCompile, R"(Exceeded\s+\w+\s+capacity\s+by\b)", bool(r.exceeded),
         QT_TRANSLATE_NOOP("OomParser", "Exceeded … capacity by")},
        {OomKind::XlaCompile, R"(Total\s+\w+\s+usage\b)", bool(r.totalUsage),
         QT_TRANSLATE_NOOP("OomParser", "Total … usage")},
        {OomKind::XlaCompile, R"(^\s*arguments\b)", r.arguments || r.argumentsUnknown,
         QT_TRANSLATE_NOOP("OomParser", "arguments")},
        {OomKind::XlaCompile, R"(^\s*program\b)", bool(r.program), QT_TRANSLATE_NOOP("OomParser", "program")},
        {OomKind::Cuda, R"(Tried to allocate\b)", bool(r.triedToAllocate),
         QT_TRANSLATE_NOOP("OomParser", "Tried to allocate")},
        {OomKind::Cuda, R"(already allocated|is allocated by PyTorch)", bool(r.allocatedByPyTorch),
         QT_TRANSLATE_NOOP("OomParser", "already allocated")},
        {OomKind::Cuda, R"(reserved in total by)", bool(r.reservedByPyTorch),
         QT_TRANSLATE_NOOP("OomParser", "reserved in total by PyTorch")},
        {OomKind::Cuda, R"(total capac)", bool(r.capacity), QT_TRANSLATE_NOOP("OomParser", "total capacity")},
    };
    for (const Loose& l : loose) {
        if (l.kind != r.kind || l.found)
            continue;
        const QRegularExpression p(QString::fromLatin1(l.pattern), QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = rd.first(p, blockStart, blockEnd);
        if (m.hasMatch())
            r.warnings << Tr::tr("Line %1 has \"%2\" but its number could not be read (a digit or unit is missing or "
                                 "mangled).")
                              .arg(rd.lineOf(m.capturedStart(0)))
                              .arg(Tr::tr(l.words));
    }
    if (r.kind == OomKind::XlaCompile) {
        // a breakdown without the summary line is a format of its own (docs/diagnose.md), not a cut message
        if (r.breakdownOnly) {
            // the capacity comes from the hardware
        } else if (!r.used) {
            missing << Tr::tr("the used and available memory");
        } else if (!r.capacity) {
            missing << Tr::tr("the capacity");
        }
        if (rd.first(totalLoose, blockStart, blockEnd).hasMatch() && !r.reserved && !r.program && !r.arguments)
            missing << Tr::tr("the parts of the total");
        if (rd.first(largestLoose, blockStart, blockEnd).hasMatch()) {
            if (r.largestAllocations.isEmpty())
                missing << Tr::tr("the list of the largest allocations");
            else if (r.largestAllocations.last().shape.isEmpty())
                missing << Tr::tr("the end of allocation %1").arg(r.largestAllocations.last().rank);
        }
    } else if (r.kind == OomKind::Cuda) {
        if (!r.triedToAllocate)
            missing << Tr::tr("the size PyTorch tried to allocate");
        if (rd.first(cudaLoose, blockStart, blockEnd).hasMatch()) {
            if (!r.capacity)
                missing << Tr::tr("the GPU's total capacity");
            if (!r.allocatedByPyTorch)
                missing << Tr::tr("the memory allocated by PyTorch");
            if (!r.free)
                missing << Tr::tr("the free memory");
        }
    }
    if (!missing.isEmpty()) {
        r.looksTruncated = true;
        r.warnings << Tr::tr("The message seems cut off or mangled: %1 could not be found.")
                          .arg(missing.join(QStringLiteral(", ")));
    }
}

} // namespace tpuplan::oom
