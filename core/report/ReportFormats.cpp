// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportFormats.h"

#include "plan/PlanJson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
// ---------------------------------------------------------------- Markdown

QString mdText(const QString& s)
{
    QString out;
    out.reserve(s.size() + 8);
    for (const QChar ch : s) {
        switch (ch.unicode()) {
        case '\\':
        case '*':
        case '_':
        case '`':
        case '[':
        case ']':
        case '<':
        case '>':
        case '|':
        case '#':
            out += QLatin1Char('\\');
            out += ch;
            break;
        case '\n':
        case '\r':
            out += QLatin1Char(' ');
            break;
        default:
            out += ch;
        }
    }
    return out;
}

void mdTable(QString& md, const QStringList& header, const QVector<QStringList>& rows, int highlighted = -1)
{
    if (header.isEmpty())
        return;
    QStringList h;
    for (const QString& c : header)
        h << mdText(c);
    md += QStringLiteral("| ") + h.join(QStringLiteral(" | ")) + QStringLiteral(" |\n|");
    for (int i = 0; i < header.size(); ++i)
        md += QStringLiteral("---|");
    md += QLatin1Char('\n');
    for (int r = 0; r < rows.size(); ++r) {
        QStringList cells;
        for (int i = 0; i < header.size(); ++i) {
            const QString cell = mdText(rows[r].value(i));
            cells << (r == highlighted && !cell.isEmpty() ? QStringLiteral("**") + cell + QStringLiteral("**") : cell);
        }
        md += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }
    md += QLatin1Char('\n');
}

void mdFields(QString& md, const QVector<ReportField>& fields)
{
    QVector<QStringList> rows;
    for (const ReportField& f : fields)
        rows << QStringList{f.label, f.value};
    mdTable(md, QStringList{QString(), QString()}, rows);
}

// ---------------------------------------------------------------- HTML

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
    // the attributes are for QTextDocument, which ignores CSS borders on tables; browsers use the CSS
    return QStringLiteral("<table class=\"%1\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n").arg(cls);
}

void htmlTable(QString& h, const QString& cls, const QStringList& header, const QVector<QStringList>& rows,
               int highlighted = -1)
{
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
            h += (r == highlighted ? QStringLiteral("<td><b>") : QStringLiteral("<td>")) + esc(rows[r][i])
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
table.candidates th, table.candidates td { font-size: 7pt; padding: 2px 3px; }
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

// ---------------------------------------------------------------- CSV

QString csvField(const QString& s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) || s.contains(QLatin1Char('\n'))
        || s.contains(QLatin1Char('\r')) || s.startsWith(QLatin1Char(' ')) || s.endsWith(QLatin1Char(' '))) {
        QString q = s;
        q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    return s;
}

// Locale-neutral number: integers without a fraction, others with up to 6 decimals and no trailing zeros.
QString cnum(double v)
{
    if (!std::isfinite(v))
        return QString();
    if (std::fabs(v) < 1e15 && v == std::floor(v))
        return QString::number(static_cast<qint64>(v));
    QString s = QString::number(v, 'f', 6);
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s;
}

QString cbytes(double v)
{
    return QString::number(static_cast<qint64>(std::llround(v)));
}
QString cbool(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

// ---------------------------------------------------------------- JSON

QJsonArray fieldsJson(const QVector<ReportField>& fields)
{
    QJsonArray a;
    for (const ReportField& f : fields)
        a.append(QJsonObject{
            {QStringLiteral("id"), f.id}, {QStringLiteral("label"), f.label}, {QStringLiteral("value"), f.value}});
    return a;
}

QJsonObject tableJson(const ReportTable& t)
{
    QJsonArray rows;
    for (const QStringList& r : t.rows)
        rows.append(QJsonArray::fromStringList(r));
    QJsonObject o{{QStringLiteral("header"), QJsonArray::fromStringList(t.header)}, {QStringLiteral("rows"), rows}};
    if (t.highlightedRow >= 0)
        o[QStringLiteral("highlighted_row")] = t.highlightedRow;
    return o;
}

QJsonArray idsOf(const QStringList& l)
{
    return QJsonArray::fromStringList(l);
}
} // namespace

ReportFormat reportFormatFromPath(const QString& path)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("md") || ext == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (ext == QLatin1String("html") || ext == QLatin1String("htm"))
        return ReportFormat::Html;
    if (ext == QLatin1String("csv"))
        return ReportFormat::Csv;
    if (ext == QLatin1String("json"))
        return ReportFormat::Json;
    if (ext == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    return ReportFormat::Unknown;
}

QString reportFormatId(ReportFormat f)
{
    switch (f) {
    case ReportFormat::Markdown:
        return QStringLiteral("markdown");
    case ReportFormat::Html:
        return QStringLiteral("html");
    case ReportFormat::Csv:
        return QStringLiteral("csv");
    case ReportFormat::Json:
        return QStringLiteral("json");
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Unknown:
        break;
    }
    return QString();
}

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
    htmlTable(h, QStringLiteral("candidates"), r.runnersUp.header, r.runnersUp.rows, r.runnersUp.highlightedRow);
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

QStringList csvHeader()
{
    return {QStringLiteral("rank"),
            QStringLiteral("hardware"),
            QStringLiteral("region"),
            QStringLiteral("zone"),
            QStringLiteral("pricing"),
            QStringLiteral("precision"),
            QStringLiteral("checkpointing"),
            QStringLiteral("runtime"),
            QStringLiteral("devices"),
            QStringLiteral("batch_per_device"),
            QStringLiteral("accumulation"),
            QStringLiteral("fits"),
            QStringLiteral("within_constraints"),
            QStringLiteral("pareto"),
            QStringLiteral("memory_total_bytes"),
            QStringLiteral("memory_parameters_bytes"),
            QStringLiteral("memory_gradients_bytes"),
            QStringLiteral("memory_optimizer_states_bytes"),
            QStringLiteral("memory_activations_bytes"),
            QStringLiteral("memory_runtime_overhead_bytes"),
            QStringLiteral("device_memory_bytes"),
            QStringLiteral("memory_without_checkpointing_bytes"),
            QStringLiteral("step_seconds"),
            QStringLiteral("mfu"),
            QStringLiteral("tokens_per_second"),
            QStringLiteral("steps"),
            QStringLiteral("hours"),
            QStringLiteral("expected_hours"),
            QStringLiteral("usd_per_hour"),
            QStringLiteral("cost_usd"),
            QStringLiteral("accelerator_usd"),
            QStringLiteral("host_usd"),
            QStringLiteral("storage_usd"),
            QStringLiteral("expected_cost_usd"),
            QStringLiteral("expected_preemptions"),
            QStringLiteral("checkpoint_interval_hours"),
            QStringLiteral("p10_hours"),
            QStringLiteral("p50_hours"),
            QStringLiteral("p90_hours"),
            QStringLiteral("p10_cost_usd"),
            QStringLiteral("p50_cost_usd"),
            QStringLiteral("p90_cost_usd"),
            QStringLiteral("price_source"),
            QStringLiteral("price_as_of"),
            QStringLiteral("stale_price"),
            QStringLiteral("reason_codes"),
            QStringLiteral("reasons")};
}

QString toCsv(const PlanResult& result)
{
    const QString eol = QStringLiteral("\r\n");
    QString out = csvHeader().join(QLatin1Char(',')) + eol;
    int rank = 0;
    for (const Candidate& c : result.candidates) {
        const MemoryBreakdown& m = c.memory.memory;
        QStringList codes;
        QStringList texts;
        for (const Reason& r : c.reasons) {
            codes << r.code;
            texts << r.text;
        }
        const bool spread = c.spread.has_value();
        const QStringList row{QString::number(++rank),
                              c.hardware,
                              c.offering.region,
                              c.offering.zone,
                              pricingModelId(c.offering.pricing),
                              precisionId(c.precision),
                              checkpointingId(c.checkpointing),
                              runtimeId(c.runtime),
                              QString::number(c.device.devices),
                              QString::number(c.batchPerDevice),
                              QString::number(c.accumulation),
                              cbool(c.fits),
                              cbool(c.withinConstraints),
                              cbool(c.pareto),
                              cbytes(m.total()),
                              cbytes(m.parameters),
                              cbytes(m.gradients),
                              cbytes(m.optimizerStates),
                              cbytes(m.activations),
                              cbytes(m.runtimeOverhead),
                              cbytes(c.memory.deviceMemory),
                              cbytes(c.totalWithoutCheckpointing),
                              cnum(c.step.seconds),
                              cnum(c.step.mfu),
                              cnum(c.step.tokensPerSecond),
                              cnum(c.steps),
                              cnum(c.workHours),
                              cnum(c.expectedHours),
                              cnum(c.offering.totalUsdPerHour()),
                              cnum(c.cost.totalUsd()),
                              cnum(c.cost.acceleratorUsd),
                              cnum(c.cost.hostUsd),
                              cnum(c.cost.storageUsd),
                              cnum(c.expectedCostUsd),
                              cnum(c.preemption.expectedPreemptions),
                              cnum(c.preemption.checkpointIntervalHours),
                              spread ? cnum(c.spread->p10Hours) : QString(),
                              spread ? cnum(c.spread->p50Hours) : QString(),
                              spread ? cnum(c.spread->p90Hours) : QString(),
                              spread ? cnum(c.expectedCostP10) : QString(),
                              spread ? cnum(c.expectedCostP50) : QString(),
                              spread ? cnum(c.expectedCostP90) : QString(),
                              c.offering.price.source,
                              c.offering.price.asOf.isValid() ? c.offering.price.asOf.toString(Qt::ISODate) : QString(),
                              cbool(c.stalePrice),
                              codes.join(QLatin1Char(';')),
                              texts.join(QLatin1Char(' '))};
        QStringList quoted;
        for (const QString& f : row)
            quoted << csvField(f);
        out += quoted.join(QLatin1Char(',')) + eol;
    }
    return out;
}

QJsonObject reportJsonObject(const PlanInput& in, const PlanResult& res, const Report& r)
{
    QJsonObject o;
    o[QStringLiteral("schema_version")] = kReportJsonSchemaVersion;
    o[QStringLiteral("generator")] = QJsonObject{{QStringLiteral("name"), QStringLiteral("TPU Planner")},
                                                 {QStringLiteral("version"), r.appVersion}};
    o[QStringLiteral("generated_on")] = r.generatedOn.toString(Qt::ISODate);
    o[QStringLiteral("language")] = r.language;
    o[QStringLiteral("locale")] = r.localeName;
    o[QStringLiteral("catalog_version")] = r.catalogVersion;
    o[QStringLiteral("title")] = r.title;
    o[QStringLiteral("plan_name")] = r.planName;

    // the question, machine-readable (planInputJson plus what it leaves out)
    QJsonObject input = planInputJson(in);
    input[QStringLiteral("model_name")] = in.model.name;
    input[QStringLiteral("model_type")] = in.model.modelType;
    input[QStringLiteral("attention")]
        = in.model.attention == AttentionKind::BlockSparse ? QStringLiteral("block-sparse") : QStringLiteral("full");
    input[QStringLiteral("max_predictions")] = in.head.maxPredictions;
    input[QStringLiteral("nsp")] = in.head.nsp;
    input[QStringLiteral("run_length")] = runLengthId(in.runLength);
    if (in.runLength == RunLength::Tokens)
        input[QStringLiteral("tokens")] = in.tokens;
    if (in.runLength == RunLength::Epochs) {
        input[QStringLiteral("epochs")] = in.epochs;
        input[QStringLiteral("dataset_tokens")] = in.datasetTokens;
    }
    input[QStringLiteral("dataset_gib")] = in.datasetGiB;
    QStringList precisions;
    for (Precision p : in.precisions)
        precisions << precisionId(p);
    input[QStringLiteral("precisions")] = idsOf(precisions);
    input[QStringLiteral("optimizer")] = optimizerId(in.optimizer);
    input[QStringLiteral("dropout")] = in.dropout;
    QStringList ckpts;
    for (CheckpointingKind k : in.checkpointing)
        ckpts << checkpointingKindId(k);
    input[QStringLiteral("checkpointing")] = idsOf(ckpts);
    input[QStringLiteral("max_accumulation")] = in.maxAccumulation;
    input[QStringLiteral("gpu_runtime")] = runtimeId(in.gpuRuntime);
    input[QStringLiteral("hardware")] = idsOf(in.hardware);
    input[QStringLiteral("generations")] = idsOf(in.generations);
    input[QStringLiteral("include_gpus")] = in.includeGpus;
    input[QStringLiteral("regions")] = idsOf(in.regions);
    QStringList pricing;
    for (PricingModel p : in.pricing)
        pricing << pricingModelId(p);
    input[QStringLiteral("pricing")] = idsOf(pricing);
    input[QStringLiteral("preemptible_max_hours")] = in.preemptibleMaxHours;
    QJsonObject eff;
    for (auto it = in.efficiencyOverride.constBegin(); it != in.efficiencyOverride.constEnd(); ++it)
        eff[it.key()] = it.value();
    input[QStringLiteral("efficiency_override")] = eff;
    input[QStringLiteral("seed")] = QString::number(in.seed);
    input[QStringLiteral("simulation_runs")] = in.simulationRuns;
    o[QStringLiteral("input")] = input;

    QJsonObject result;
    result[QStringLiteral("evaluated")] = res.evaluated;
    result[QStringLiteral("fitting")] = res.fitting;
    result[QStringLiteral("pareto_count")] = res.paretoCount;
    result[QStringLiteral("storage_usd_per_gib_month")] = res.storageUsdPerGiBMonth;
    result[QStringLiteral("checkpoint_gib")] = res.checkpointGiB;
    QJsonArray notes;
    for (const Reason& n : res.notes)
        notes.append(QJsonObject{{QStringLiteral("code"), n.code}, {QStringLiteral("text"), n.text}});
    result[QStringLiteral("notes")] = notes;
    QJsonArray cands;
    for (const Candidate& c : res.candidates)
        cands.append(candidateJson(c));
    result[QStringLiteral("candidates")] = cands;
    o[QStringLiteral("result")] = result;

    o[QStringLiteral("chosen_index")] = r.chosenIndex;
    if (r.chosen)
        o[QStringLiteral("chosen")] = candidateJson(*r.chosen);
    else
        o[QStringLiteral("chosen")] = QJsonValue(QJsonValue::Null);

    QJsonObject text;
    text[QStringLiteral("headline")] = r.headline;
    text[QStringLiteral("question")] = fieldsJson(r.question);
    text[QStringLiteral("recommendation")] = fieldsJson(r.recommendation);
    text[QStringLiteral("reasons")] = QJsonArray::fromStringList(r.reasons);
    text[QStringLiteral("candidates")] = tableJson(r.runnersUp);
    text[QStringLiteral("memory")] = tableJson(r.memory);
    text[QStringLiteral("memory_summary")] = fieldsJson(r.memorySummary);
    text[QStringLiteral("time_and_cost")] = fieldsJson(r.timeCost);
    text[QStringLiteral("preemption")] = fieldsJson(r.preemption);
    text[QStringLiteral("notes")] = QJsonArray::fromStringList(r.notes);
    o[QStringLiteral("report")] = text;

    QJsonArray assumptions;
    for (const ReportAssumption& a : r.assumptions) {
        QJsonObject j{{QStringLiteral("id"), a.id},       {QStringLiteral("what"), a.what},
                      {QStringLiteral("value"), a.value}, {QStringLiteral("source"), a.source},
                      {QStringLiteral("as_of"), a.asOf},  {QStringLiteral("stale"), a.stale}};
        if (!a.sourceKey.isEmpty())
            j[QStringLiteral("source_key")] = a.sourceKey;
        if (!a.note.isEmpty())
            j[QStringLiteral("note")] = a.note;
        assumptions.append(j);
    }
    o[QStringLiteral("assumptions")] = assumptions;

    QJsonArray warnings;
    for (const ReportWarning& w : r.warnings)
        warnings.append(QJsonObject{{QStringLiteral("code"), w.code}, {QStringLiteral("text"), w.text}});
    o[QStringLiteral("warnings")] = warnings;

    QJsonObject commands;
    commands[QStringLiteral("resource_name")] = r.commands.resourceName;
    commands[QStringLiteral("zone")] = r.commands.zone;
    commands[QStringLiteral("zone_defaulted")] = r.commands.zoneDefaulted;
    commands[QStringLiteral("runtime_version")] = r.commands.runtimeVersion;
    QJsonArray blocks;
    for (const CommandBlock& b : r.commands.blocks) {
        QJsonArray flags;
        for (const CommandFlag& f : b.flags) {
            QJsonObject fj{{QStringLiteral("name"), f.name}};
            if (!f.value.isEmpty())
                fj[QStringLiteral("value")] = f.value;
            flags.append(fj);
        }
        blocks.append(QJsonObject{{QStringLiteral("id"), b.id},
                                  {QStringLiteral("title"), b.title},
                                  {QStringLiteral("target"), b.target},
                                  {QStringLiteral("kind"), b.shell ? QStringLiteral("shell") : QStringLiteral("steps")},
                                  {QStringLiteral("text"), b.lines.join(QLatin1Char('\n'))},
                                  {QStringLiteral("lines"), QJsonArray::fromStringList(b.lines)},
                                  {QStringLiteral("flags"), flags},
                                  {QStringLiteral("notes"), QJsonArray::fromStringList(b.notes)}});
    }
    commands[QStringLiteral("blocks")] = blocks;
    o[QStringLiteral("commands")] = commands;

    QJsonArray charts;
    for (const ReportChart& c : r.charts)
        charts.append(QJsonObject{{QStringLiteral("name"), c.name},
                                  {QStringLiteral("section"), c.section},
                                  {QStringLiteral("caption"), c.caption}});
    o[QStringLiteral("charts")] = charts;
    return o;
}

QByteArray toJson(const PlanInput& in, const PlanResult& res, const Report& r)
{
    return QJsonDocument(reportJsonObject(in, res, r)).toJson(QJsonDocument::Indented);
}

QByteArray renderTextReport(ReportFormat format, const PlanInput& in, const PlanResult& res, const Report& r,
                            const ChartImages& charts)
{
    switch (format) {
    case ReportFormat::Markdown:
        return toMarkdown(r).toUtf8();
    case ReportFormat::Html:
        return toHtml(r, charts).toUtf8();
    case ReportFormat::Csv:
        return toCsv(res).toUtf8();
    case ReportFormat::Json:
        return toJson(in, res, r);
    case ReportFormat::Pdf:
    case ReportFormat::Unknown:
        break;
    }
    return QByteArray();
}

} // namespace tpuplan
