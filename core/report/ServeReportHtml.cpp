// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML serving report: a standalone page, or rich text for the PDF (declared in core/report/ServeReportFormats.h).
#include "ReportMarkup.h"
#include "ServeReportFormats.h"

namespace tpuplan {

using namespace markup;

namespace {
void htmlList(QString& h, const QString& cls, const QStringList& items)
{
    h += QStringLiteral("<ul class=\"%1\">\n").arg(cls);
    for (const QString& s : items)
        h += QStringLiteral("<li>%1</li>\n").arg(esc(s));
    h += QStringLiteral("</ul>\n");
}

void recommendationSection(QString& h, const ServeReport& r)
{
    h += htmlSectionOpen(QStringLiteral("recommendation"), r.headings.recommendation);
    h += QStringLiteral("<p class=\"headline\">%1</p>\n").arg(esc(r.headline));
    if (!r.recommendation.isEmpty())
        htmlFields(h, r.recommendation);
    if (!r.reasons.isEmpty()) {
        h += QStringLiteral("<h3>%1</h3>\n").arg(esc(r.headings.reasons));
        htmlList(h, QStringLiteral("reasons"), r.reasons);
    }
    h += QStringLiteral("</div>\n");
}

void warningsSection(QString& h, const ServeReport& r)
{
    if (r.warnings.isEmpty())
        return;
    h += htmlSectionOpen(QStringLiteral("warnings"), r.headings.warnings);
    h += QStringLiteral("<ul class=\"warnings\">\n");
    for (const ReportWarning& w : r.warnings)
        h += QStringLiteral("<li class=\"warning\" data-code=\"%1\"><font color=\"#8a4b00\">%2</font></li>\n")
                 .arg(esc(w.code), esc(w.text));
    h += QStringLiteral("</ul>\n</div>\n");
}
} // namespace

QString toServeHtml(const ServeReport& r, HtmlFlavor flavor)
{
    const ServeReportHeadings& hd = r.headings;
    const QString lang = r.language.isEmpty() ? QStringLiteral("en") : r.language;
    QString h;
    h.reserve(32 * 1024);
    h += htmlHead(r.title, lang, r.appVersion, flavor);
    h += QStringLiteral("<h1>%1</h1>\n").arg(esc(r.title));
    if (!r.planName.isEmpty())
        h += QStringLiteral("<p class=\"plan-name\"><b>%1</b></p>\n").arg(esc(r.planName));
    h += QStringLiteral("<p class=\"meta\">%1</p>\n").arg(esc(hd.generatedBy));

    h += htmlSectionOpen(QStringLiteral("request"), hd.request);
    htmlFields(h, r.request);
    h += QStringLiteral("</div>\n");
    recommendationSection(h, r);
    warningsSection(h, r);
    if (!r.launchCommand.isEmpty()) {
        h += htmlSectionOpen(QStringLiteral("launch"), hd.launch);
        h += QStringLiteral("<p class=\"target\">%1</p>\n<pre>%2</pre>\n</div>\n")
                 .arg(esc(r.launchTitle), esc(r.launchCommand));
    }
    if (r.chosen) {
        h += htmlSectionOpen(QStringLiteral("memory"), hd.memory);
        htmlTable(h, QStringLiteral("memory"), r.memory.header, r.memory.rows, r.memory.highlightedRow);
        htmlFields(h, r.memorySummary);
        h += QStringLiteral("</div>\n");
    }
    h += htmlSectionOpen(QStringLiteral("candidates"), hd.alternatives);
    htmlTable(h, QStringLiteral("candidates"), r.alternatives.header, r.alternatives.rows,
              r.alternatives.highlightedRow, flavor == HtmlFlavor::QtRichText);
    h += QStringLiteral("</div>\n");
    if (!r.pareto.rows.isEmpty()) {
        h += htmlSectionOpen(QStringLiteral("pareto"), hd.pareto);
        htmlTable(h, QStringLiteral("pareto"), r.pareto.header, r.pareto.rows);
        h += QStringLiteral("</div>\n");
    }
    if (!r.notes.isEmpty()) {
        h += htmlSectionOpen(QStringLiteral("notes"), hd.notes);
        htmlList(h, QStringLiteral("notes"), r.notes);
        h += QStringLiteral("</div>\n");
    }
    h += QStringLiteral("</body>\n</html>\n");
    return h;
}

} // namespace tpuplan
