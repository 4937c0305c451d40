// SPDX-License-Identifier: GPL-3.0-or-later
// The compiler's own memory figure for one device: JAX's compiled.memory_analysis() (CompiledMemoryStats, printed whole
// or field by field) and the summary line MaxText's train_compile.py prints (docs/diagnose.md, "The compiler's
// figure").
#include "OomReader.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QVector>

namespace tpuplan::oom {

void parseCompilerMemory(Reader& rd, int blockStart, int blockEnd)
{
    OomReport& r = *rd.r;
    CompilerMemoryStats s;
    // One figure of either format: the words that name it (a regular expression), the member it fills, its fact key
    // and label.
    struct Field
    {
        const char* name;
        std::optional<double> CompilerMemoryStats::*member;
        const char* key;
        const char* label;
    };
    // Reads each field with `pattern` (%1 = the field's name; capture 1 the number, capture 2 the unit if any),
    // scaling the number by `scale`; returns whether any was found.
    auto readFields = [&](const QVector<Field>& fields, const QString& pattern, double scale, const QString& format) {
        bool found = false;
        for (const Field& f : fields) {
            const QRegularExpressionMatch m = rd.first(re(pattern.arg(QLatin1String(f.name))), blockStart, blockEnd);
            if (!m.hasMatch())
                continue;
            OomFact fact;
            fact.key = QLatin1String(f.key);
            fact.label = Tr::tr(f.label);
            fact.raw = m.lastCapturedIndex() >= 2 ? m.captured(1) + QLatin1Char(' ') + m.captured(2) : m.captured(1);
            fact.bytes = m.captured(1).toDouble() * scale;
            fact.line = rd.lineOf(m.capturedStart(1));
            r.facts << fact;
            rd.mark(m);
            s.*(f.member) = fact.bytes;
            s.format = format;
            found = true;
        }
        return found;
    };
    // "argument_size_in_bytes=1234" (the repr) or "argument_size_in_bytes: 1234" (printed one by one); the host_
    // variants are other fields ("\b" does not match after "host_")
    static const QVector<Field> analysis = {
        {"argument", &CompilerMemoryStats::argument, "compiler_argument", QT_TRANSLATE_NOOP("OomParser", "arguments")},
        {"output", &CompilerMemoryStats::output, "compiler_output", QT_TRANSLATE_NOOP("OomParser", "output")},
        {"temp", &CompilerMemoryStats::temp, "compiler_temp", QT_TRANSLATE_NOOP("OomParser", "temporaries")},
        {"alias", &CompilerMemoryStats::alias, "compiler_alias",
         QT_TRANSLATE_NOOP("OomParser", "aliased (donated) output")},
        {"generated_code", &CompilerMemoryStats::generatedCode, "compiler_generated_code",
         QT_TRANSLATE_NOOP("OomParser", "generated code")},
        {"host_temp", &CompilerMemoryStats::hostTemp, "compiler_host_temp",
         QT_TRANSLATE_NOOP("OomParser", "host temporaries")},
    };
    readFields(analysis, QStringLiteral(R"(\b%1_size_in_bytes['"]?\s*[=:]\s*(\d{1,20})\b)"), 1.0,
               QStringLiteral("jax-memory-analysis"));
    static const QRegularExpression reprRe = re(QStringLiteral(R"(CompiledMemoryStats\s*\()"));
    rd.markAll(reprRe);

    // MaxText: "Total memory size: 95.2 GB, Output size: 25.3 GB, Temp size: 44.6 GB, Argument size: 25.3 GB, Host
    // temp size: 0.0 GB." — "GB" there is bytes / 1024^3 (max_utils.print_compiled_memory_stats)
    if (s.format.isEmpty()) {
        static const QVector<Field> printed = {
            {"Total memory", &CompilerMemoryStats::total, "compiler_total", QT_TRANSLATE_NOOP("OomParser", "total")},
            {"Output", &CompilerMemoryStats::output, "compiler_output", QT_TRANSLATE_NOOP("OomParser", "output")},
            {"(?<!Host )Temp", &CompilerMemoryStats::temp, "compiler_temp",
             QT_TRANSLATE_NOOP("OomParser", "temporaries")},
            {"Argument", &CompilerMemoryStats::argument, "compiler_argument",
             QT_TRANSLATE_NOOP("OomParser", "arguments")},
            {"Host temp", &CompilerMemoryStats::hostTemp, "compiler_host_temp",
             QT_TRANSLATE_NOOP("OomParser", "host temporaries")},
        };
        readFields(printed, QStringLiteral(R"(\b%1 size:\s*(\d{1,12}(?:\.\d{1,6})?)\s*(GB|GiB|G)\b)"), kGiB,
                   QStringLiteral("maxtext"));
        // MaxText's total leaves the aliased outputs out; what it does not say about them follows from the parts
        if (s.total && s.argument && s.output && s.temp) {
            const double alias = *s.argument + *s.output + *s.temp - *s.total;
            if (alias > 0.06 * kGiB) // more than the rounding of four figures printed to 0.1 GB
                s.alias = alias;
        }
    }
    if (s.figure())
        r.compiler = s;
    r.memoryKind = MemoryKind::Unknown; // the device's memory: HBM on a TPU, the GPU's on a GPU
}

} // namespace tpuplan::oom
