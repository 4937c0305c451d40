// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML report: a standalone page, or rich text for the PDF (declared in core/report/ReportFormats.h).
#include "ReportFormats.h"
#include "ReportMarkup.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

using namespace markup;

namespace {
// The width in the IHDR chunk of a PNG (bytes 16..19, big-endian); a fallback for anything else.
int pngWidth(const QByteArray& png)
{
    if (png.size() < 24 || !png.startsWith("\x89PNG"))
        return 600;
    const auto b = [&](int i) { return static_cast<int>(static_cast<unsigned char>(png.at(i))); };
    const int w = (b(16) << 24) | (b(17) << 16) | (b(18) << 8) | b(19);
    return w > 0 ? w : 600;
}
constexpr int kQtImageMaxWidth = 620;

void htmlChart(QString& h, const ReportChart& chart, const ChartImages& charts, HtmlFlavor flavor)
{
    const QByteArray png = charts.value(chart.name);
    if (png.isEmpty())
        return;
    h += QStringLiteral("<div class=\"chart\" id=\"chart-%1\">\n").arg(esc(chart.name));
    if (flavor == HtmlFlavor::Standalone)
        h += QStringLiteral("<img class=\"chart\" alt=\"%1\" src=\"data:image/png;base64,%2\"/>\n")
                 .arg(esc(chart.caption), QString::fromLatin1(png.toBase64()));
    else // QTextDocument sizes images in 96 dpi pixels: at most the width of an A4 text column
        h += QStringLiteral("<img class=\"chart\" alt=\"%1\" src=\"chart:%2\" width=\"%3\"/>\n")
                 .arg(esc(chart.caption), esc(chart.name))
                 .arg(std::min(pngWidth(png), kQtImageMaxWidth));
    h += QStringLiteral("<p class=\"caption\">%1</p>\n</div>\n").arg(esc(chart.caption));
}

void htmlChartsFor(QString& h, const Report& r, const QString& section, const ChartImages& charts, HtmlFlavor flavor)
{
    for (const ReportChart& c : r.charts)
        if (c.section == section)
            htmlChart(h, c, charts, flavor);
}
} // namespace

QString cjkFontFamily(const QString& language)
{
    if (language.startsWith(QLatin1String("zh"))) {
        if (language.contains(QLatin1String("TW")) || language.contains(QLatin1String("HK"))
            || language.contains(QLatin1String("Hant")))
            return QStringLiteral("Noto Sans CJK TC");
        return QStringLiteral("Noto Sans CJK SC");
    }
    if (language.startsWith(QLatin1String("ko")))
        return QStringLiteral("Noto Sans CJK KR");
    return QStringLiteral("Noto Sans CJK JP");
}

QStringList htmlFontStack(const QString& language)
{
    const QStringList latin{QStringLiteral("Noto Sans"), QStringLiteral("DejaVu Sans"),
                            QStringLiteral("Helvetica Neue"), QStringLiteral("Arial")};
    QStringList cjk;
    if (language.startsWith(QLatin1String("zh")))
        cjk = QStringList{cjkFontFamily(language), QStringLiteral("PingFang SC"), QStringLiteral("Microsoft YaHei"),
                          QStringLiteral("Source Han Sans SC")};
    else if (language.startsWith(QLatin1String("ko")))
        cjk = QStringList{cjkFontFamily(language), QStringLiteral("Apple SD Gothic Neo"),
                          QStringLiteral("Malgun Gothic"), QStringLiteral("Source Han Sans KR")};
    else
        cjk = QStringList{cjkFontFamily(language), QStringLiteral("Hiragino Sans"), QStringLiteral("Yu Gothic"),
                          QStringLiteral("Meiryo"), QStringLiteral("Source Han Sans JP")};
    const bool cjkFirst = language.startsWith(QLatin1String("ja")) || language.startsWith(QLatin1String("zh"))
        || language.startsWith(QLatin1String("ko"));
    QStringList out = cjkFirst ? cjk + latin : latin + cjk;
    out << QStringLiteral("sans-serif");
    return out;
}

QString toHtml(const Report& r, const ChartImages& charts, HtmlFlavor flavor)
{
    const ReportHeadings& hd = r.headings;
    const QString lang = r.language.isEmpty() ? QStringLiteral("en") : r.language;
    QString h;
    h.reserve(64 * 1024);
    h += htmlHead(r.title, lang, r.appVersion, flavor);

    h += QStringLiteral("<h1>%1</h1>\n").arg(esc(r.title));
    if (!r.planName.isEmpty())
        h += QStringLiteral("<p class=\"plan-name\"><b>%1</b></p>\n").arg(esc(r.planName));
    h += QStringLiteral("<p class=\"meta\">%1</p>\n").arg(esc(hd.generatedBy));

    h += htmlSectionOpen(QStringLiteral("question"), hd.question);
    htmlFields(h, r.question);
    h += QStringLiteral("</div>\n");

    h += htmlSectionOpen(QStringLiteral("recommendation"), hd.recommendation);
    h += QStringLiteral("<p class=\"headline\">%1</p>\n").arg(esc(r.headline));
    if (!r.recommendation.isEmpty())
        htmlFields(h, r.recommendation);
    if (!r.reasons.isEmpty()) {
        h += QStringLiteral("<h3>%1</h3>\n<ul class=\"reasons\">\n").arg(esc(hd.reasons));
        for (const QString& s : r.reasons)
            h += QStringLiteral("<li>%1</li>\n").arg(esc(s));
        h += QStringLiteral("</ul>\n");
    }
    h += QStringLiteral("</div>\n");

    if (!r.warnings.isEmpty()) {
        h += htmlSectionOpen(QStringLiteral("warnings"), hd.warnings);
        h += QStringLiteral("<ul class=\"warnings\">\n");
        for (const ReportWarning& w : r.warnings)
            h += QStringLiteral("<li class=\"warning\" data-code=\"%1\"><font color=\"#8a4b00\">%2</font></li>\n")
                     .arg(esc(w.code), esc(w.text));
        h += QStringLiteral("</ul>\n</div>\n");
    }

    h += htmlSectionOpen(QStringLiteral("runners-up"), hd.runnersUp);
    htmlTable(h, QStringLiteral("candidates"), r.runnersUp.header, r.runnersUp.rows, r.runnersUp.highlightedRow,
              flavor == HtmlFlavor::QtRichText);
    htmlChartsFor(h, r, QStringLiteral("runners-up"), charts, flavor);
    h += QStringLiteral("</div>\n");

    if (r.chosen) {
        h += htmlSectionOpen(QStringLiteral("memory"), hd.memory);
        htmlTable(h, QStringLiteral("memory"), r.memory.header, r.memory.rows, r.memory.rows.size() - 1);
        htmlFields(h, r.memorySummary);
        htmlChartsFor(h, r, QStringLiteral("memory"), charts, flavor);
        h += QStringLiteral("</div>\n");

        h += htmlSectionOpen(QStringLiteral("time-cost"), hd.timeCost);
        htmlFields(h, r.timeCost);
        h += QStringLiteral("</div>\n");

        h += htmlSectionOpen(QStringLiteral("preemption"), hd.preemption);
        htmlFields(h, r.preemption);
        htmlChartsFor(h, r, QStringLiteral("preemption"), charts, flavor);
        h += QStringLiteral("</div>\n");
    }

    h += htmlSectionOpen(QStringLiteral("assumptions"), hd.assumptions);
    h += htmlTableOpen(QStringLiteral("assumptions"));
    h += QStringLiteral("<thead><tr>");
    for (const QString& c : hd.assumptionColumns)
        h += QStringLiteral("<th>") + esc(c) + QStringLiteral("</th>");
    h += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const ReportAssumption& a : r.assumptions) {
        QString value = esc(a.value);
        if (!a.note.isEmpty())
            value += QStringLiteral("<br/><span class=\"meta\">%1</span>").arg(esc(a.note));
        h += QStringLiteral("<tr data-id=\"%1\"><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td></tr>\n")
                 .arg(esc(a.id), esc(a.what), value, esc(a.source), esc(a.asOf),
                      a.stale ? QStringLiteral("<span class=\"stale\"><font color=\"#b00020\"><b>%1</b></font></span>")
                                    .arg(esc(hd.staleMark))
                              : QString());
    }
    h += QStringLiteral("</tbody></table>\n</div>\n");

    if (!r.commands.blocks.isEmpty()) {
        h += htmlSectionOpen(QStringLiteral("commands"), hd.commands);
        for (const CommandBlock& b : r.commands.blocks) {
            h += QStringLiteral(
                     "<div class=\"command\" id=\"cmd-%1\">\n<h3>%2</h3>\n<p class=\"target\"><code>%3</code></p>\n")
                     .arg(esc(b.id), esc(b.title), esc(b.target));
            if (b.shell) {
                h += QStringLiteral("<pre>") + esc(b.lines.join(QLatin1Char('\n'))) + QStringLiteral("</pre>\n");
            } else {
                h += QStringLiteral("<ol class=\"steps\">\n");
                for (const QString& l : b.lines)
                    h += QStringLiteral("<li>%1</li>\n").arg(esc(l));
                h += QStringLiteral("</ol>\n");
            }
            if (!b.notes.isEmpty()) {
                h += QStringLiteral("<ul class=\"notes\">\n");
                for (const QString& n : b.notes)
                    h += QStringLiteral("<li>%1</li>\n").arg(esc(n));
                h += QStringLiteral("</ul>\n");
            }
            h += QStringLiteral("</div>\n");
        }
        h += QStringLiteral("</div>\n");
    }

    if (!r.notes.isEmpty()) {
        h += htmlSectionOpen(QStringLiteral("notes"), hd.notes);
        h += QStringLiteral("<ul>\n");
        for (const QString& n : r.notes)
            h += QStringLiteral("<li>%1</li>\n").arg(esc(n));
        h += QStringLiteral("</ul>\n</div>\n");
    }

    // charts the report has no slot for
    QSet<QString> known;
    for (const ReportChart& c : r.charts)
        known.insert(c.name);
    bool opened = false;
    for (auto it = charts.constBegin(); it != charts.constEnd(); ++it) {
        if (known.contains(it.key()) || it.value().isEmpty())
            continue;
        if (!opened) {
            h += htmlSectionOpen(QStringLiteral("charts"), hd.charts);
            opened = true;
        }
        htmlChart(h, ReportChart{it.key(), QString(), it.key()}, charts, flavor);
    }
    if (opened)
        h += QStringLiteral("</div>\n");

    h += QStringLiteral("</body>\n</html>\n");
    return h;
}

} // namespace tpuplan
