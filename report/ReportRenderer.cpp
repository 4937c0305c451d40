// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportRenderer.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFont>
#include <QGuiApplication>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextOption>
#include <QUrl>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// Qt's rich text paginates without "keep with next": a heading can end a page while its table starts the next one.
// Each heading whose next block lands on a later page gets a page break before it (later blocks move with it, so the
// check runs in document order against the updated layout).
void keepHeadingsWithNext(QTextDocument& doc, double pageHeight)
{
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    // lay the whole document out first: checking blocks against a layout still in progress left the page count
    // short, and the PDF lost its last pages
    doc.pageCount();
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QTextBlock next = b.next();
        if (b.blockFormat().headingLevel() == 0 || !next.isValid())
            continue;
        const int page = int(layout->blockBoundingRect(b).top() / pageHeight);
        // where the next block's first line ends, not where its box starts: a block can start at the foot of a page
        // and have its first line pushed to the next one (a code block under "Run it on Google Colab")
        const QRectF nextRect = layout->blockBoundingRect(next);
        const QTextLayout* nextLayout = next.layout();
        const double firstLineBottom = nextLayout && nextLayout->lineCount() > 0
            ? nextRect.top() + nextLayout->lineAt(0).rect().bottom()
            : nextRect.top();
        if (page == int(firstLineBottom / pageHeight))
            continue;
        // a heading right above (a section heading over a sub-heading) goes to the next page with it
        QTextBlock first = b;
        while (first.previous().isValid() && first.previous().blockFormat().headingLevel() > 0
               && int(layout->blockBoundingRect(first.previous()).top() / pageHeight) == page)
            first = first.previous();
        QTextCursor cursor(first);
        QTextBlockFormat format = first.blockFormat();
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        cursor.setBlockFormat(format);
    }
}
// Lines break between words only, so that a narrow column of the candidate table shows "Hardware" rather than
// "Hardwar|e"; unless a table then grows wider than the page (the longest words of its columns do not fit side by
// side), where the words are cut again as QTextDocument does by default: a cut word beats a clipped column.
void wrapWordsWhereTheyFit(QTextDocument& doc, double pageWidth)
{
    QTextOption option = doc.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    doc.setDefaultTextOption(option);
    const auto fits = [&doc, pageWidth] {
        QAbstractTextDocumentLayout* layout = doc.documentLayout();
        for (QTextFrame* frame : doc.rootFrame()->childFrames())
            if (layout->frameBoundingRect(frame).width() > pageWidth)
                return false;
        return true;
    };
    if (fits())
        return;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    doc.setDefaultTextOption(option);
}
} // namespace

bool reportRendererAvailable()
{
    return qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
}

QByteArray richTextPdf(const RichTextPage& page, const ChartImages& charts, QString* error, const PdfOptions& options)
{
    if (!reportRendererAvailable()) {
        if (error)
            *error = Tr::tr("PDF export needs the report renderer running in a GUI application (QGuiApplication)");
        return QByteArray();
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(options.marginsMm, QPageLayout::Millimeter);
        writer.setResolution(options.resolution);
        writer.setTitle(page.title);
        writer.setCreator(QStringLiteral("TPU Planner ") + page.appVersion);

        const QString family = options.fontFamily.isEmpty() ? cjkFontFamily(page.language) : options.fontFamily;
        QFont font(family);
        font.setPointSizeF(options.fontPointSize);

        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(&writer); // font metrics at the PDF's resolution
        doc.setDefaultFont(font);
        for (auto it = charts.constBegin(); it != charts.constEnd(); ++it) {
            QImage image;
            if (image.loadFromData(it.value(), "PNG"))
                doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart:") + it.key()), image);
        }
        doc.setHtml(page.html);

        const QRect area = writer.pageLayout().paintRectPixels(writer.resolution());
        const double footer = options.resolution * 0.3; // 0.3 inch for the page number
        const double bodyHeight = area.height() - footer;
        doc.setPageSize(QSizeF(area.width(), bodyHeight));
        wrapWordsWhereTheyFit(doc, area.width());
        keepHeadingsWithNext(doc, bodyHeight);

        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = Tr::tr("cannot start the PDF writer");
            return QByteArray();
        }
        QFont small(family);
        small.setPointSizeF(options.fontPointSize * 0.8);
        const int pages = doc.pageCount();
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                writer.newPage();
            painter.save();
            painter.translate(0, -i * bodyHeight);
            doc.drawContents(&painter, QRectF(0, i * bodyHeight, area.width(), bodyHeight));
            painter.restore();
            painter.setFont(small);
            painter.setPen(QColor(0x66, 0x66, 0x66));
            const QRectF foot(0, bodyHeight, area.width(), footer);
            painter.drawText(foot, Qt::AlignLeft | Qt::AlignBottom, page.title);
            painter.drawText(foot, Qt::AlignRight | Qt::AlignBottom, QStringLiteral("%1 / %2").arg(i + 1).arg(pages));
        }
        painter.end();
    }
    buffer.close();
    if (bytes.isEmpty() && error)
        *error = Tr::tr("the PDF writer produced no output");
    return bytes;
}

QByteArray reportPdf(const Report& report, const ChartImages& charts, QString* error, const PdfOptions& options)
{
    return richTextPdf(
        RichTextPage{report.title, report.language, report.appVersion, toHtml(report, charts, HtmlFlavor::QtRichText)},
        charts, error, options);
}

QString exportReport(const QString& path, const PlanInput& input, const PlanResult& result, const Report& report,
                     const ChartImages& charts)
{
    const ReportFormat format = reportFormatFromPath(path);
    QByteArray bytes;
    if (format == ReportFormat::Unknown)
        return Tr::tr("%1: unknown report format (use .pdf, .html, .md, .csv or .json)").arg(path);
    if (format == ReportFormat::Pdf) {
        QString error;
        bytes = reportPdf(report, charts, &error);
        if (bytes.isEmpty())
            return Tr::tr("%1: %2").arg(path, error);
    } else {
        bytes = renderTextReport(format, input, result, report, charts);
    }
    return writeReportFile(path, bytes);
}

QString writeReportFile(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Tr::tr("%1: cannot write the report: %2").arg(path, file.errorString());
    if (file.write(bytes) != bytes.size() || !file.commit())
        return Tr::tr("%1: cannot write the report: %2").arg(path, file.errorString());
    return QString();
}

std::unique_ptr<QCoreApplication> createApplication(int& argc, char** argv, bool gui)
{
    if (gui) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace tpuplan
