// SPDX-License-Identifier: GPL-3.0-or-later
// The Markdown report (declared in core/report/ReportFormats.h).
#include "ReportFormats.h"
#include "ReportMarkup.h"

namespace tpuplan {

using namespace markup;

QString toMarkdown(const Report& r)
{
    const ReportHeadings& h = r.headings;
    QString md;
    md += QStringLiteral("# ") + mdText(r.title) + QStringLiteral("\n\n");
    if (!r.planName.isEmpty())
        md += QStringLiteral("**") + mdText(r.planName) + QStringLiteral("**\n\n");
    md += QLatin1Char('_') + mdText(h.generatedBy) + QStringLiteral("_\n\n");

    md += QStringLiteral("## ") + mdText(h.question) + QStringLiteral("\n\n");
    mdFields(md, r.question);

    md += QStringLiteral("## ") + mdText(h.recommendation) + QStringLiteral("\n\n");
    md += QStringLiteral("**") + mdText(r.headline) + QStringLiteral("**\n\n");
    if (!r.recommendation.isEmpty())
        mdFields(md, r.recommendation);
    if (!r.reasons.isEmpty()) {
        md += QStringLiteral("### ") + mdText(h.reasons) + QStringLiteral("\n\n");
        for (const QString& s : r.reasons)
            md += QStringLiteral("- ") + mdText(s) + QLatin1Char('\n');
        md += QLatin1Char('\n');
    }

    if (!r.warnings.isEmpty()) {
        md += QStringLiteral("## ") + mdText(h.warnings) + QStringLiteral("\n\n");
        for (const ReportWarning& w : r.warnings)
            md += QStringLiteral("- ⚠ ") + mdText(w.text) + QLatin1Char('\n');
        md += QLatin1Char('\n');
    }

    md += QStringLiteral("## ") + mdText(h.runnersUp) + QStringLiteral("\n\n");
    mdTable(md, r.runnersUp.header, r.runnersUp.rows, r.runnersUp.highlightedRow);

    if (r.chosen) {
        md += QStringLiteral("## ") + mdText(h.memory) + QStringLiteral("\n\n");
        mdTable(md, r.memory.header, r.memory.rows, r.memory.rows.size() - 1);
        mdFields(md, r.memorySummary);
        md += QStringLiteral("## ") + mdText(h.timeCost) + QStringLiteral("\n\n");
        mdFields(md, r.timeCost);
        md += QStringLiteral("## ") + mdText(h.preemption) + QStringLiteral("\n\n");
        mdFields(md, r.preemption);
    }

    md += QStringLiteral("## ") + mdText(h.assumptions) + QStringLiteral("\n\n");
    QVector<QStringList> rows;
    for (const ReportAssumption& a : r.assumptions) {
        QString value = a.value;
        if (!a.note.isEmpty())
            value += QStringLiteral(" (") + a.note + QLatin1Char(')');
        rows << QStringList{a.what, value, a.source, a.asOf, a.stale ? h.staleMark : QString()};
    }
    mdTable(md, h.assumptionColumns, rows);

    if (!r.commands.blocks.isEmpty()) {
        md += QStringLiteral("## ") + mdText(h.commands) + QStringLiteral("\n\n");
        for (const CommandBlock& b : r.commands.blocks) {
            md += QStringLiteral("### ") + mdText(b.title) + QStringLiteral("\n\n");
            md += QLatin1Char('`') + b.target + QStringLiteral("`\n\n");
            if (b.shell) {
                md += QStringLiteral("```sh\n") + b.lines.join(QLatin1Char('\n')) + QStringLiteral("\n```\n\n");
            } else {
                int i = 0;
                for (const QString& l : b.lines)
                    md += QString::number(++i) + QStringLiteral(". ") + mdText(l) + QLatin1Char('\n');
                md += QLatin1Char('\n');
            }
            for (const QString& n : b.notes)
                md += QStringLiteral("> ") + mdText(n) + QStringLiteral("\n>\n");
            if (!b.notes.isEmpty()) {
                md.chop(2);
                md += QLatin1Char('\n');
            }
        }
    }

    if (!r.notes.isEmpty()) {
        md += QStringLiteral("## ") + mdText(h.notes) + QStringLiteral("\n\n");
        for (const QString& n : r.notes)
            md += QStringLiteral("- ") + mdText(n) + QLatin1Char('\n');
        md += QLatin1Char('\n');
    }
    return md;
}

} // namespace tpuplan
