// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeReportExport.h"

#include <QCoreApplication>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};
} // namespace

QByteArray serveReportPdf(const ServeReport& report, QString* error, const PdfOptions& options)
{
    return richTextPdf(
        RichTextPage{report.title, report.language, report.appVersion, toServeHtml(report, HtmlFlavor::QtRichText)}, {},
        error, options);
}

QString exportServeReport(const QString& path, const ServeInput& input, const ServePlanResult& result,
                          const ServeReport& report)
{
    const ReportFormat format = reportFormatFromPath(path);
    if (format == ReportFormat::Unknown)
        return Tr::tr("%1: unknown report format (use .pdf, .html, .md, .csv or .json)").arg(path);
    QByteArray bytes;
    if (format == ReportFormat::Pdf) {
        QString error;
        bytes = serveReportPdf(report, &error);
        if (bytes.isEmpty())
            return Tr::tr("%1: %2").arg(path, error);
    } else {
        bytes = renderServeTextReport(format, input, result, report);
    }
    return writeReportFile(path, bytes);
}

} // namespace tpuplan
