// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportMarkup.h"

#include <cmath>

namespace tpuplan::markup {

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

void mdTable(QString& md, const QStringList& header, const QVector<QStringList>& rows, int highlighted)
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

void htmlTable(QString& h, const QString& cls, const QStringList& header, const QVector<QStringList>& rows,
               int highlighted, bool breakIds)
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

QString htmlSectionOpen(const QString& id, const QString& heading)
{
    return QStringLiteral("<div class=\"section\" id=\"%1\">\n<h2>%2</h2>\n").arg(id, esc(heading));
}

namespace {
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
} // namespace

QString htmlHead(const QString& title, const QString& lang, const QString& appVersion, HtmlFlavor flavor)
{
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
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n").arg(esc(lang));
    h += QStringLiteral("<meta charset=\"utf-8\"/>\n");
    h += QStringLiteral("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
    h += QStringLiteral("<meta name=\"generator\" content=\"TPU Planner %1\"/>\n").arg(esc(appVersion));
    h += QStringLiteral("<title>%1</title>\n").arg(esc(title));
    h += QStringLiteral("<style>\n") + css + QStringLiteral("</style>\n</head>\n<body>\n");
    return h;
}

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
QString csvNumber(double v)
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

QJsonObject metaJson(const ReportMeta& r)
{
    QJsonObject o;
    o[QStringLiteral("schema_version")] = kReportJsonSchemaVersion;
    o[QStringLiteral("generator")] = QJsonObject{{QStringLiteral("name"), QStringLiteral("TPU Planner")},
                                                 {QStringLiteral("version"), r.appVersion}};
    o[QStringLiteral("generated_on")] = r.generatedOn.toString(Qt::ISODate);
    o[QStringLiteral("language")] = r.language;
    o[QStringLiteral("locale")] = r.localeName;
    o[QStringLiteral("catalog_version")] = r.catalogVersion;
    o[QStringLiteral("catalog_date")] = r.catalogDate.toString(Qt::ISODate);
    o[QStringLiteral("title")] = r.title;
    o[QStringLiteral("plan_name")] = r.planName;
    return o;
}

} // namespace tpuplan::markup
