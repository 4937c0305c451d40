// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The text formats of a report: Markdown, self-contained HTML, CSV (the candidate table) and JSON (everything,
// docs/report-json.md). They lay out a Report (strings already translated and formatted) and compute nothing.
// The PDF is painted from toHtml(..., HtmlFlavor::QtRichText) by report/ReportRenderer.h. One writer per file:
// MarkdownReportWriter.cpp, HtmlReportWriter.cpp, CsvReportWriter.cpp, JsonReportWriter.cpp.

#include "Report.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>

namespace tpuplan {

// Chart PNGs by chart name (ReportChart::name: "memory-breakdown", "memory-vs-seq-len", "cost-vs-time",
// "preemption-cost"). Missing names are simply not shown; unknown names go to a "Charts" section at the end.
using ChartImages = QMap<QString, QByteArray>;

enum class ReportFormat { Markdown, Html, Csv, Json, Pdf, Unknown };

// By the file extension, case-insensitive: .md/.markdown, .html/.htm, .csv, .json, .pdf.
ReportFormat reportFormatFromPath(const QString& path);
QString reportFormatId(ReportFormat format); // "markdown", "html", "csv", "json", "pdf", ""

QString toMarkdown(const Report& report);

enum class HtmlFlavor {
    Standalone, // a browser page: inline CSS, images as data: URIs, a font stack for the report's language
    QtRichText, // for QTextDocument: images as "chart:NAME" resources, one explicit font family
};
QString toHtml(const Report& report, const ChartImages& charts = {}, HtmlFlavor flavor = HtmlFlavor::Standalone);

// The candidate table: a header row and one row per candidate, locale-neutral numbers (C locale, '.' decimals,
// bytes as integers), RFC 4180 quoting, CRLF line ends, UTF-8 without BOM.
QString toCsv(const PlanResult& result);
QStringList csvHeader();

constexpr int kReportJsonSchemaVersion = 1;
QJsonObject reportJsonObject(const PlanInput& input, const PlanResult& result, const Report& report);
// Indented UTF-8 JSON of reportJsonObject().
QByteArray toJson(const PlanInput& input, const PlanResult& result, const Report& report);

// The CJK font family for a report language ("Noto Sans CJK JP" for "ja", SC for zh-CN, TC for zh-TW, KR for ko;
// JP otherwise), and the CSS font stack of the standalone HTML (the language's CJK fonts first for CJK languages).
QString cjkFontFamily(const QString& language);
QStringList htmlFontStack(const QString& language);
// Text formats as bytes (UTF-8) for a format other than Pdf; empty for Pdf/Unknown.
QByteArray renderTextReport(ReportFormat format, const PlanInput& input, const PlanResult& result, const Report& report,
                            const ChartImages& charts = {});

} // namespace tpuplan
