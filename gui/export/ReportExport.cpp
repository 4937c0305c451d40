// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportExport.h"

#include "PlanDocument.h"
#include "ReportRenderer.h"
#include "ResultsView.h"
#include "charts/CostTimeChart.h"
#include "charts/MemoryBreakdownChart.h"
#include "charts/MemoryVsSeqLenChart.h"
#include "charts/PreemptionSpreadChart.h"
#include "models/CandidateTableModel.h"
#include "models/MemoryBreakdownModel.h"
#include "models/PreemptionSpreadModel.h"
#include "models/SeqLenMemoryModel.h"
#include "report/Report.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QEvent>
#include <QPixmap>

#include <memory>

namespace tpuplan::gui {

namespace {
QByteArray pngOf(QtCharts::QChartView* view, const QSize& size)
{
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(size);
    // the chart lays itself out on the resize and a posted layout request
    view->show();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::sendPostedEvents(view, 0);
    const QPixmap pixmap = view->grab();
    view->hide();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (pixmap.isNull() || !pixmap.toImage().save(&buffer, "PNG"))
        return {};
    return png;
}

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReportExport)
};
} // namespace

ChartImages resultChartImages(ResultsView* results, const QSize& size)
{
    ChartImages out;
    const int row = results->selectedRow();
    if (results->candidateModel()->rowCount() > 0) {
        CostTimeChart chart(results->candidateModel(), results->paretoModel());
        chart.setSelectedRow(row);
        out.insert(QStringLiteral("cost-vs-time"), pngOf(&chart, size));
    }
    if (results->memoryModel()->rowCount() > 0) {
        MemoryBreakdownChart chart(results->memoryModel());
        out.insert(QStringLiteral("memory-breakdown"), pngOf(&chart, size));
    }
    if (results->seqLenModel()->rowCount() > 0) {
        MemoryVsSeqLenChart chart(results->seqLenModel());
        out.insert(QStringLiteral("memory-vs-seq-len"), pngOf(&chart, size));
    }
    if (results->spreadModel()->rowCount() > 0) {
        PreemptionSpreadChart chart(results->spreadModel());
        out.insert(QStringLiteral("preemption-cost"), pngOf(&chart, size));
    }
    for (auto it = out.begin(); it != out.end();) // a chart that could not be painted is left out
        it = it.value().isEmpty() ? out.erase(it) : std::next(it);
    return out;
}

QString exportPlanReport(const QString& path, const PlanDocument* document, ResultsView* results,
                         const QString& planName)
{
    const int row = results->selectedRow();
    // the report's strings and numbers are in the language and locale current now
    Report report = buildReport(document->plannedInput(), document->result(), document->catalog(), document->today(),
                                row < 0 ? 0 : row);
    report.planName = planName;
    ChartImages charts;
    const ReportFormat format = reportFormatFromPath(path);
    if (format == ReportFormat::Pdf || format == ReportFormat::Html)
        charts = resultChartImages(results); // only these two embed the charts
    return exportReport(path, document->plannedInput(), document->result(), report, charts);
}

QStringList reportFileFilters()
{
    return {Tr::tr("PDF report (*.pdf)"), Tr::tr("HTML report (*.html *.htm)"),
            Tr::tr("Markdown report (*.md *.markdown)"), Tr::tr("CSV candidate table (*.csv)"),
            Tr::tr("JSON, everything (*.json)")};
}

QString reportExtensionForFilter(const QString& filter)
{
    static const char* const extensions[] = {".pdf", ".html", ".md", ".csv", ".json"};
    const QStringList filters = reportFileFilters();
    const int i = int(filters.indexOf(filter));
    return i >= 0 ? QString::fromLatin1(extensions[i]) : QString();
}

} // namespace tpuplan::gui
