// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The text formats of a serving report, as ReportFormats.h is for a training report: Markdown, self-contained HTML
// (also the PDF's source: report/ServeReportExport.h paints HtmlFlavor::QtRichText), CSV (the candidate table) and
// JSON (everything, docs/report-json.md). One writer per file: ServeReportMarkdown.cpp, ServeReportHtml.cpp,
// ServeReportCsv.cpp, ServeReportJson.cpp.

#include "ReportFormats.h"
#include "ServeReport.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace tpuplan {

QString toServeMarkdown(const ServeReport& report);
QString toServeHtml(const ServeReport& report, HtmlFlavor flavor = HtmlFlavor::Standalone);

// The candidate table: a header row and one row per candidate with its launch command, locale-neutral numbers
// (C locale, '.' decimals, bytes as integers), RFC 4180 quoting, CRLF line ends, UTF-8 without BOM.
QString toServeCsv(const ServePlanResult& result, const ServeInput& input);
QStringList serveCsvHeader();

// "kind": "serve" tells it from a training report's JSON; candidates as serveCandidateJson() writes them.
QJsonObject serveReportJsonObject(const ServeInput& input, const ServePlanResult& result, const ServeReport& report);
QByteArray toServeJson(const ServeInput& input, const ServePlanResult& result, const ServeReport& report);

// A text format as UTF-8 bytes; empty for Pdf/Unknown.
QByteArray renderServeTextReport(ReportFormat format, const ServeInput& input, const ServePlanResult& result,
                                 const ServeReport& report);

} // namespace tpuplan
