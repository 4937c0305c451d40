// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML report: a standalone page, or rich text for the PDF (declared in core/report/ReportFormats.h).
#include "ReportFormats.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString cssFontList(const QStringList& families)
{
    QStringList out;
    for (const QString& f : families)
        out << (f.contains(QLatin1Char(' ')) ? QLatin1Char('"') + f + QLatin1Char('"') : f);
    return out.join(QStringLiteral(", "));
}

QString htmlTableOpen(const QString& cls)
{
    // the attributes are for QTextDocument, which ignores CSS borders on tables; browsers use the CSS. The candidate
    // table has up to 16 columns on an A4 page: a narrower padding leaves their words room (it is 2 to 3 px in CSS)
    return QStringLiteral("<table class=\"%1\" border=\"1\" cellspacing=\"0\" cellpadding=\"%2\">\n")
        .arg(cls)
        .arg(cls == QLatin1String("candidates") ? 2 : 4);
}

// `breakIds`: a zero-width space after each '_' of a cell, so that an id such as save_qkv_proj may wrap in a narrow
// column of the PDF instead of being cut anywhere
void htmlTable(QString& h, const QString& cls, const QStringList& header, const QVector<QStringList>& rows,
               int highlighted = -1, bool breakIds = false)
{
    const auto cell = [breakIds](const QString& text) {
        QString e = esc(text);
        if (breakIds)
            e.replace(QLatin1Char('_'), QStringLiteral("_&#8203;"));
        return e;
    };
    h += htmlTableOpen(cls);
    if (!header.isEmpty()) {
        h += QStringLiteral("<thead><tr>");
        for (const QString& c : header)
            h += QStringLiteral("<th>") + esc(c) + QStringLiteral("</th>");
        h += QStringLiteral("</tr></thead>\n");
    }
    h += QStringLiteral("<tbody>\n");
    for (int r = 0; r < rows.size(); ++r) {
        h += r == highlighted ? QStringLiteral("<tr class=\"chosen\" bgcolor=\"#e6f2e6\">") : QStringLiteral("<tr>");
        for (int i = 0; i < rows[r].size(); ++i)
            h += (r == highlighted ? QStringLiteral("<td><b>") : QStringLiteral("<td>")) + cell(rows[r][i])
                + (r == highlighted ? QStringLiteral("</b></td>") : QStringLiteral("</td>"));
        h += QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</tbody></table>\n");
}

void htmlFields(QString& h, const QVector<ReportField>& fields)
{
    h += htmlTableOpen(QStringLiteral("kv"));
    h += QStringLiteral("<tbody>\n");
    for (const ReportField& f : fields)
        h += QStringLiteral("<tr id=\"f-%1\"><th>%2</th><td>%3</td></tr>\n").arg(esc(f.id), esc(f.label), esc(f.value));
    h += QStringLiteral("</tbody></table>\n");
}

QString sectionOpen(const QString& id, const QString& heading)
{
    return QStringLiteral("<div class=\"section\" id=\"%1\">\n<h2>%2</h2>\n").arg(id, esc(heading));
}

// %BODY% is the browser-only part (QTextDocument reads line-height and auto margins differently).
const char* kCss = R"(body { font-family: %FONTS%; font-size: %SIZE%; color: #1a1a1a; %BODY% }
h1 { font-size: 17pt; margin: 0 0 0.2em 0; }
h2 { font-size: 13pt; margin: 1.3em 0 0.4em 0; border-bottom: 1px solid #bbbbbb; }
h3 { font-size: 11pt; margin: 0.9em 0 0.2em 0; }
p { margin: 0.3em 0; }
table { border-collapse: collapse; margin: 0.3em 0 0.6em 0; border-color: #bbbbbb; }
th, td { border: 1px solid #bbbbbb; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background-color: #eeeeee; font-weight: bold; }
table.kv th { width: 32%; }
table.candidates th, table.candidates td { font-size: %CANDIDATES%; padding: 2px 3px; }
table.assumptions th, table.assumptions td { font-size: 8pt; }
tr.chosen td { background-color: #e6f2e6; }
.headline { font-size: 12pt; font-weight: bold; margin: 0.4em 0; }
.meta, .target, .caption { color: #555555; font-size: 9pt; }
.warning { color: #8a4b00; }
.stale { color: #b00020; font-weight: bold; }
pre { background-color: #f5f5f5; border: 1px solid #dddddd; padding: 6px; font-family: "DejaVu Sans Mono", %MONO%, monospace; font-size: 8.5pt; white-space: pre-wrap; }
ul.notes li { color: #444444; font-size: 9pt; }
img.chart { max-width: 100%; height: auto; }
@media print { body { margin: 0; max-width: none; } }
)";

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
    const QString fonts = flavor == HtmlFlavor::Standalone ? cssFontList(htmlFontStack(lang))
                                                           : cssFontList(QStringList{cjkFontFamily(lang)});
    QString css = QString::fromUtf8(kCss);
    css.replace(QStringLiteral("%FONTS%"), fonts);
    css.replace(QStringLiteral("%SIZE%"),
                flavor == HtmlFlavor::Standalone ? QStringLiteral("10pt") : QStringLiteral("9pt"));
    // the PDF's A4 column is narrower than a browser's page: the candidate table's up to 16 columns in a smaller font
    css.replace(QStringLiteral("%CANDIDATES%"),
                flavor == HtmlFlavor::Standalone ? QStringLiteral("7pt") : QStringLiteral("6pt"));
    css.replace(QStringLiteral("%BODY%"),
                flavor == HtmlFlavor::Standalone
                    ? QStringLiteral("line-height: 1.4; max-width: 62em; margin: 1.5em auto; "
                                     "padding: 0 1em;")
                    : QString());
    css.replace(QStringLiteral("%MONO%"),
                cssFontList(QStringList{
                    cjkFontFamily(lang).replace(QStringLiteral("Sans CJK"), QStringLiteral("Sans Mono CJK"))}));

    QString h;
    h.reserve(64 * 1024);
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n").arg(esc(lang));
    h += QStringLiteral("<meta charset=\"utf-8\"/>\n");
    h += QStringLiteral("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
    h += QStringLiteral("<meta name=\"generator\" content=\"TPU Planner %1\"/>\n").arg(esc(r.appVersion));
    h += QStringLiteral("<title>%1</title>\n").arg(esc(r.title));
    h += QStringLiteral("<style>\n") + css + QStringLiteral("</style>\n</head>\n<body>\n");

    h += QStringLiteral("<h1>%1</h1>\n").arg(esc(r.title));
    if (!r.planName.isEmpty())
        h += QStringLiteral("<p class=\"plan-name\"><b>%1</b></p>\n").arg(esc(r.planName));
    h += QStringLiteral("<p class=\"meta\">%1</p>\n").arg(esc(hd.generatedBy));

    h += sectionOpen(QStringLiteral("question"), hd.question);
    htmlFields(h, r.question);
    h += QStringLiteral("</div>\n");

    h += sectionOpen(QStringLiteral("recommendation"), hd.recommendation);
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
        h += sectionOpen(QStringLiteral("warnings"), hd.warnings);
        h += QStringLiteral("<ul class=\"warnings\">\n");
        for (const ReportWarning& w : r.warnings)
            h += QStringLiteral("<li class=\"warning\" data-code=\"%1\"><font color=\"#8a4b00\">%2</font></li>\n")
                     .arg(esc(w.code), esc(w.text));
        h += QStringLiteral("</ul>\n</div>\n");
    }

    h += sectionOpen(QStringLiteral("runners-up"), hd.runnersUp);
    htmlTable(h, QStringLiteral("candidates"), r.runnersUp.header, r.runnersUp.rows, r.runnersUp.highlightedRow,
              flavor == HtmlFlavor::QtRichText);
    htmlChartsFor(h, r, QStringLiteral("runners-up"), charts, flavor);
    h += QStringLiteral("</div>\n");

    if (r.chosen) {
        h += sectionOpen(QStringLiteral("memory"), hd.memory);
        htmlTable(h, QStringLiteral("memory"), r.memory.header, r.memory.rows, r.memory.rows.size() - 1);
        htmlFields(h, r.memorySummary);
        htmlChartsFor(h, r, QStringLiteral("memory"), charts, flavor);
        h += QStringLiteral("</div>\n");

        h += sectionOpen(QStringLiteral("time-cost"), hd.timeCost);
        htmlFields(h, r.timeCost);
        h += QStringLiteral("</div>\n");

        h += sectionOpen(QStringLiteral("preemption"), hd.preemption);
        htmlFields(h, r.preemption);
        htmlChartsFor(h, r, QStringLiteral("preemption"), charts, flavor);
        h += QStringLiteral("</div>\n");
    }

    h += sectionOpen(QStringLiteral("assumptions"), hd.assumptions);
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
        h += sectionOpen(QStringLiteral("commands"), hd.commands);
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
        h += sectionOpen(QStringLiteral("notes"), hd.notes);
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
            h += sectionOpen(QStringLiteral("charts"), hd.charts);
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
