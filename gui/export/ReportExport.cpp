// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportExport.h"

#include "PlanDocument.h"
#include "ReportRenderer.h"
#include "charts/CostTimeChart.h"
#include "charts/MemoryBreakdownChart.h"
#include "charts/MemoryVsSeqLenChart.h"
#include "charts/PreemptionSpreadChart.h"
#include "models/CandidateTableModel.h"
#include "models/MemoryBreakdownModel.h"
#include "models/ParetoFrontModel.h"
#include "models/PreemptionSpreadModel.h"
#include "models/SelectionModels.h"
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

ChartImages resultChartImages(const PlanDocument* document, const QSize& size)
{
    ChartImages out;
    // the models the results view shows, filled from the document
    const QVector<Candidate>& listed = document->result().candidates;
    const int row = document->currentCandidate() < listed.size() ? document->currentCandidate() : -1;
    CandidateTableModel candidates;
    candidates.setCandidates(listed);
    ParetoFrontModel pareto;
    pareto.setFront(document->result().paretoFront);
    MemoryBreakdownModel memory;
    SeqLenMemoryModel seqLen;
    PreemptionSpreadModel spread;
    fillSelectionModels(*document, listed, row, &memory, &seqLen, &spread);
    if (candidates.rowCount() > 0) {
        CostTimeChart chart(&candidates, &pareto);
        chart.setSelectedRow(row);
        out.insert(QStringLiteral("cost-vs-time"), pngOf(&chart, size));
    }
    if (memory.rowCount() > 0) {
        MemoryBreakdownChart chart(&memory);
        out.insert(QStringLiteral("memory-breakdown"), pngOf(&chart, size));
    }
    if (seqLen.rowCount() > 0) {
        MemoryVsSeqLenChart chart(&seqLen);
        out.insert(QStringLiteral("memory-vs-seq-len"), pngOf(&chart, size));
    }
    if (spread.rowCount() > 0) {
        PreemptionSpreadChart chart(&spread);
        out.insert(QStringLiteral("preemption-cost"), pngOf(&chart, size));
    }
    for (auto it = out.begin(); it != out.end();) // a chart that could not be painted is left out
        it = it.value().isEmpty() ? out.erase(it) : std::next(it);
    return out;
}

QString exportPlanReport(const QString& path, PlanDocument* document)
{
    document->waitForResults(); // the report is of the inputs in the window, not of a plan still running
    const int row = document->currentCandidate();
    // the report's strings and numbers are in the language and locale current now
    Report report = buildReport(document->plannedInput(), document->result(), document->catalog(), document->today(),
                                row < 0 ? 0 : row);
    report.planName = document->displayName();
    ChartImages charts;
    const ReportFormat format = reportFormatFromPath(path);
    if (format == ReportFormat::Pdf || format == ReportFormat::Html)
        charts = resultChartImages(document); // only these two embed the charts
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
