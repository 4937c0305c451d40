// SPDX-License-Identifier: GPL-3.0-or-later
// The diagnosis as plain text (tpuplan diagnose).
#include "DiagnosisParts.h"

#include "plan/Planner.h"
#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QTextStream>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

} // namespace

QString diagnosisText(const DiagnosisResult& r, const QLocale& loc, int maxFixes)
{
    QString s;
    QTextStream out(&s);
    const QString word = deviceWord(r.device);
    if (r.oom) {
        const OomReport& m = *r.oom;
        out << (m.isOom()
                    ? Tr::tr("What the message says (%1; %2):").arg(oomFrameworkName(m.framework), oomKindName(m.kind))
                    : Tr::tr("What the text says:"))
            << "\n";
        for (const OomNote& n : r.messageNotes)
            out << QStringLiteral("  - ") << n.text << "\n";
        if (!m.facts.isEmpty()) {
            QStringList stated;
            for (const OomFact& f : m.facts)
                if (!f.key.startsWith(QLatin1String("allocation_")))
                    stated << QStringLiteral("%1 %2").arg(f.label, f.raw);
            if (!stated.isEmpty())
                out << Tr::tr("  Stated: %1").arg(stated.join(QStringLiteral("; "))) << "\n";
        }
        const QVector<OomLine> inside = m.unparsedInsideMessage();
        if (!inside.isEmpty()) {
            out << Tr::tr("  Not understood, as pasted:") << "\n";
            for (const OomLine& l : inside)
                out << QStringLiteral("    %1: %2\n").arg(l.number).arg(l.text);
        }
        const int others = m.unparsedLines.size() - inside.size();
        if (others > 0)
            out << QCoreApplication::translate(
                "Diagnosis", "  %n other line(s) (traceback, log) are not part of the message.", nullptr, others)
                << "\n";
        out << "\n";
    }
    Candidate job; // for jobText(): "8 × h100-80"
    job.hardware = r.device.hardware;
    job.device = r.device;
    job.slices = r.input.config.mesh.slices;
    out << Tr::tr("Estimate vs observation: %1 on %2 (one %3)")
               .arg(diagnosisConfigurationWords(r.input.model, r.input.config, r.device), jobText(job), word)
        << "\n";
    const MemoryBreakdown& e = r.estimate.memory;
    const Mesh& mesh = r.input.config.mesh;
    if (mesh.splitsStates() || mesh.slices > 1 || r.input.config.offload.any())
        out << QStringLiteral("  %1 %2\n")
                   .arg(Tr::tr("sharding"), -12)
                   .arg(Tr::tr("%1 (%2), offload %3")
                            .arg(shardingStrategyLabel(mesh.strategy), meshText(mesh),
                                 offloadId(r.input.config.offload)));
    const QString states = formatNumber(bytesToGiB(e.parameters + e.gradients + e.optimizerStates), loc, 2);
    out << QStringLiteral("  %1 %2   %3\n")
               .arg(Tr::tr("estimate"), -12)
               .arg(formatGiB(e.total(), loc), 11)
               .arg(e.sharding > 0 ? Tr::tr("states %1 + activations %2 + runtime overhead %3 + gathered weights and "
                                            "buffers %4")
                                         .arg(states, formatNumber(bytesToGiB(e.activations), loc, 2),
                                              formatNumber(bytesToGiB(e.runtimeOverhead), loc, 2),
                                              formatNumber(bytesToGiB(e.sharding), loc, 2))
                                   : Tr::tr("states %1 + activations %2 + runtime overhead %3")
                                         .arg(states, formatNumber(bytesToGiB(e.activations), loc, 2),
                                              formatNumber(bytesToGiB(e.runtimeOverhead), loc, 2)));
    const bool modelled = isModelledMemory(r.observation.memoryKind);
    if (r.observation.neededBytes > 0) {
        const QString what = r.observation.source == Observation::Source::CompilerAnalysis
            ? Tr::tr("compiler")
            : (r.observation.atLeast ? Tr::tr("observed ≥") : Tr::tr("observed"));
        // on-chip memories are a few MiB: GiB with two decimals would read 0.00
        const QString figure = modelled
            ? formatGiB(r.observation.neededBytes, loc)
            : loc.formattedDataSize(qint64(r.observation.neededBytes), 2, QLocale::DataSizeIecFormat);
        out << QStringLiteral("  %1 %2   %3\n").arg(what, -12).arg(figure, 11).arg(r.observation.derivation);
        if (modelled)
            out << QStringLiteral("  %1 %2\n")
                       .arg(Tr::tr("difference"), -12)
                       .arg(formatSignedGiB(r.difference(), loc), 11);
    }
    if (r.observation.source == Observation::Source::OomMessage && r.observation.ranOutOfMemory)
        out << QStringLiteral("  %1 %2\n").arg(Tr::tr("ran out of"), -12).arg(memoryKindName(r.observation.memoryKind));
    out << QStringLiteral("  %1 %2\n").arg(Tr::tr("device"), -12).arg(formatGiB(r.device.memoryBytes, loc), 11);
    for (const Reason& n : r.notes)
        if (n.code != QLatin1String("estimate-vs-observed")) // the rows above say it
            out << QStringLiteral("  - ") << n.text << "\n";
    out << "\n";
    if (!r.advice.isEmpty()) {
        out << Tr::tr("What to change first, for the memory that ran out (%1):")
                   .arg(memoryKindName(r.observation.memoryKind))
            << "\n";
        int n = 0;
        for (const DiagnosisAdvice& a : r.advice) {
            out << QStringLiteral("  %1. %2\n").arg(++n).arg(a.title);
            out << QStringLiteral("     %1\n").arg(a.text);
            for (const QString& h : a.how)
                out << QStringLiteral("     · %1\n").arg(h);
        }
        out << "\n";
    }
    if (r.fixes.isEmpty()) {
        out.flush();
        return s;
    }
    out << Tr::tr("Smallest changes that fit (%1 % safety margin), smallest first; now %2 for %3 steps:")
               .arg(formatPercentOf(r.input.safetyMargin, loc), formatHours(r.baselineHours, loc),
                    loc.toString(r.input.steps, 'f', 0))
        << "\n";
    int i = 0;
    for (const DiagnosisFix& f : r.fixes) {
        if (maxFixes > 0 && i >= maxFixes) {
            out << QCoreApplication::translate("Diagnosis", "  … and %n more.", nullptr, r.fixes.size() - i) << "\n";
            break;
        }
        out << QStringLiteral("  %1. %2\n").arg(++i).arg(f.title);
        out << QStringLiteral("     %1\n").arg(f.text);
        for (const QString& h : f.how)
            out << QStringLiteral("     · %1\n").arg(h);
    }
    out.flush();
    return s;
}

} // namespace tpuplan
