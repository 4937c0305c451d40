// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The serving report's PDF (the Qt rich-text HTML of core/report/ServeReportFormats.h painted by richTextPdf()) and
// its export in any format by the file extension, as ReportRenderer.h does for a training report.

#include "ReportRenderer.h"
#include "report/ServeReportFormats.h"

namespace tpuplan {

// The serving report as an A4 PDF; needs a QGuiApplication (reportRendererAvailable()). On failure returns an empty
// array and sets `error`.
QByteArray serveReportPdf(const ServeReport& report, QString* error = nullptr, const PdfOptions& options = {});

// Writes `report` to `path` in the format of its extension (.pdf, .html/.htm, .md/.markdown, .csv, .json),
// atomically. Returns an empty string on success, else a message that names the file.
QString exportServeReport(const QString& path, const ServeInput& input, const ServePlanResult& result,
                          const ServeReport& report);

} // namespace tpuplan
