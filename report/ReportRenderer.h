// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// tpuplan_report_render: the PDF of a report, painted with Qt GUI (QPdfWriter + QTextDocument from the report's
// Qt rich-text HTML), and the one call that exports a report in any format by the file extension. Core stays free
// of Qt GUI; the desktop app and `tpuplan report` link this library. See docs/reports.md.

#include "report/ReportFormats.h"

#include <QCoreApplication>
#include <QMarginsF>
#include <QString>

#include <memory>

namespace tpuplan {

struct PdfOptions
{
    QString fontFamily; // empty: cjkFontFamily(report.language) ("Noto Sans CJK JP/SC/TC/KR")
    double fontPointSize = 9.5;
    int resolution = 300; // dpi of the PDF's coordinate system
    QMarginsF marginsMm{16, 14, 16, 14};
};

// True when a QGuiApplication runs (fonts need one). The CLI creates it with createApplication().
bool reportRendererAvailable();

// A page of Qt rich text (HtmlFlavor::QtRichText) to paint as a PDF: the training and the serving report.
struct RichTextPage
{
    QString title; // the PDF's title and every page's footer
    QString language; // the report's language: its CJK font family
    QString appVersion;
    QString html;
};
// `page` as an A4 PDF with embedded fonts, headings kept with what follows them and page numbers; charts as in
// reportPdf(). On failure returns an empty array and sets `error`.
QByteArray richTextPdf(const RichTextPage& page, const ChartImages& charts = {}, QString* error = nullptr,
                       const PdfOptions& options = {});

// The report as an A4 PDF with embedded fonts; the charts are PNGs by chart name (see ChartImages). On failure returns
// an empty array and sets `error`.
QByteArray reportPdf(const Report& report, const ChartImages& charts = {}, QString* error = nullptr,
                     const PdfOptions& options = {});

// Writes `report` to `path` in the format of its extension (.pdf, .html/.htm, .md/.markdown, .csv, .json), atomically.
// Returns an empty string on success, else a message that names the file.
QString exportReport(const QString& path, const PlanInput& input, const PlanResult& result, const Report& report,
                     const ChartImages& charts = {});

// Writes `bytes` to `path` atomically (QSaveFile). Returns an empty string on success, else a message naming the file.
QString writeReportFile(const QString& path, const QByteArray& bytes);

// The application object of a command-line program: a QGuiApplication when `gui` (on the offscreen platform unless
// QT_QPA_PLATFORM is set, so that no display is needed), a QCoreApplication otherwise.
std::unique_ptr<QCoreApplication> createApplication(int& argc, char** argv, bool gui);

} // namespace tpuplan
