// SPDX-License-Identifier: GPL-3.0-or-later
// The Markdown serving report (declared in core/report/ServeReportFormats.h).
#include "ReportMarkup.h"
#include "ServeReportFormats.h"

namespace tpuplan {

using namespace markup;

namespace {
void mdHeading(QString& md, const QString& prefix, const QString& text)
{
    md += prefix + QLatin1Char(' ') + mdText(text) + QStringLiteral("\n\n");
}

void mdList(QString& md, const QStringList& items, const QString& bullet = QStringLiteral("- "))
{
    for (const QString& s : items)
        md += bullet + mdText(s) + QLatin1Char('\n');
    md += QLatin1Char('\n');
}
} // namespace

QString toServeMarkdown(const ServeReport& r)
{
    const ServeReportHeadings& h = r.headings;
    QString md;
    mdHeading(md, QStringLiteral("#"), r.title);
    if (!r.planName.isEmpty())
        md += QStringLiteral("**") + mdText(r.planName) + QStringLiteral("**\n\n");
    md += QLatin1Char('_') + mdText(h.generatedBy) + QStringLiteral("_\n\n");

    mdHeading(md, QStringLiteral("##"), h.request);
    mdFields(md, r.request);

    mdHeading(md, QStringLiteral("##"), h.recommendation);
    md += QStringLiteral("**") + mdText(r.headline) + QStringLiteral("**\n\n");
    if (!r.recommendation.isEmpty())
        mdFields(md, r.recommendation);
    if (!r.reasons.isEmpty()) {
        mdHeading(md, QStringLiteral("###"), h.reasons);
        mdList(md, r.reasons);
    }
    if (!r.warnings.isEmpty()) {
        mdHeading(md, QStringLiteral("##"), h.warnings);
        QStringList texts;
        for (const ReportWarning& w : r.warnings)
            texts << w.text;
        mdList(md, texts, QStringLiteral("- ⚠ "));
    }
    if (!r.launchCommand.isEmpty()) {
        mdHeading(md, QStringLiteral("##"), h.launch);
        md += mdText(r.launchTitle) + QStringLiteral("\n\n```sh\n") + r.launchCommand + QStringLiteral("\n```\n\n");
    }
    if (r.chosen) {
        mdHeading(md, QStringLiteral("##"), h.memory);
        mdTable(md, r.memory.header, r.memory.rows, r.memory.highlightedRow);
        mdFields(md, r.memorySummary);
    }
    mdHeading(md, QStringLiteral("##"), h.alternatives);
    mdTable(md, r.alternatives.header, r.alternatives.rows, r.alternatives.highlightedRow);
    if (!r.pareto.rows.isEmpty()) {
        mdHeading(md, QStringLiteral("##"), h.pareto);
        mdTable(md, r.pareto.header, r.pareto.rows);
    }
    if (!r.notes.isEmpty()) {
        mdHeading(md, QStringLiteral("##"), h.notes);
        mdList(md, r.notes);
    }
    return md;
}

} // namespace tpuplan
