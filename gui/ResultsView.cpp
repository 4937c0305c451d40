// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultsView.h"

#include "WidgetStyle.h"
#include "report/Report.h"

#include "PlanDocument.h"
#include "charts/CostTimeChart.h"
#include "charts/MemoryBreakdownChart.h"
#include "charts/MemoryVsSeqLenChart.h"
#include "charts/PreemptionSpreadChart.h"
#include "charts/StepSplitChart.h"
#include "models/CandidateTableModel.h"
#include "models/MemoryBreakdownModel.h"
#include "models/ParetoFrontModel.h"
#include "models/PreemptionSpreadModel.h"
#include "models/SelectionModels.h"
#include "models/SeqLenMemoryModel.h"
#include "models/StepSplitModel.h"
#include "report/Report.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tpuplan::gui {

namespace {
constexpr int kMeshColumnWidth = 230; // px: "FSDP · fsdp 256 × tensor 1 · offload all" and the like
} // namespace

ResultsView::ResultsView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_candidates(new CandidateTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_memoryModel(new MemoryBreakdownModel(this))
    , m_seqLenModel(new SeqLenMemoryModel(this))
    , m_paretoModel(new ParetoFrontModel(this))
    , m_spreadModel(new PreemptionSpreadModel(this))
    , m_stepModel(new StepSplitModel(this))
{
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("resultsSummary"));
    m_summary->setWordWrap(true);
    m_banner = new QLabel;
    m_banner->setObjectName(QStringLiteral("resultsBanner"));
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(errorBannerStyle());
    m_banner->hide();
    m_calibration = new QLabel;
    m_calibration->setObjectName(QStringLiteral("calibrationNote"));
    m_calibration->setWordWrap(true);
    m_calibration->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_calibration->setStyleSheet(noteBannerStyle());
    m_calibration->hide();
    m_updatingLabel = new QLabel;
    m_updatingLabel->setObjectName(QStringLiteral("updatingLabel"));
    m_updatingLabel->setEnabled(false); // subtle: the disabled text colour
    m_updatingLabel->setAlignment(Qt::AlignRight | Qt::AlignTop);
    // its place is kept while hidden, so that the summary does not move when it shows
    QSizePolicy keep = m_updatingLabel->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_updatingLabel->setSizePolicy(keep);
    m_updatingLabel->hide();

    m_proxy->setSourceModel(m_candidates);
    m_proxy->setSortRole(CandidateTableModel::RawRole);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("candidateTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CandidateTableModel::Rank, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    QFont tableFont = m_table->font();
    tableFont.setPointSizeF(tableFont.pointSizeF() - 0.5);
    m_table->setFont(tableFont);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->setMinimumHeight(120);

    m_reasons = new QTextBrowser;
    m_reasons->setObjectName(QStringLiteral("reasons"));
    m_reasons->setOpenLinks(false);
    m_reasons->setMinimumHeight(60);

    m_memoryChart = new MemoryBreakdownChart(m_memoryModel);
    m_seqLenChart = new MemoryVsSeqLenChart(m_seqLenModel);
    m_costTimeChart = new CostTimeChart(m_candidates, m_paretoModel);
    m_spreadChart = new PreemptionSpreadChart(m_spreadModel);
    m_stepChart = new StepSplitChart(m_stepModel);
    m_stepChart->setObjectName(QStringLiteral("stepSplitChart"));
    m_selectionTabs = new QTabWidget;
    m_selectionTabs->setObjectName(QStringLiteral("selectionTabs"));
    m_selectionTabs->setDocumentMode(true);
    // tabs at the side: a tab bar above would take the height the charts' axes need (their labels elide below it)
    m_selectionTabs->setTabPosition(QTabWidget::West);
    m_selectionTabs->addTab(m_spreadChart, QString());
    m_selectionTabs->addTab(m_stepChart, QString());
    auto* charts = new QWidget;
    auto* grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    grid->addWidget(m_costTimeChart, 0, 0);
    grid->addWidget(m_memoryChart, 0, 1);
    grid->addWidget(m_seqLenChart, 1, 0);
    grid->addWidget(m_selectionTabs, 1, 1);
    // two rows of the same height, whatever the tab bar adds to its pane's size hint
    grid->setRowStretch(0, 1);
    grid->setRowStretch(1, 1);

    // the table gets the whole width (every column visible), the reasons a band under it, the charts the rest
    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_reasons);
    m_splitter->addWidget(charts);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setStretchFactor(2, 5);
    m_splitter->setSizes({190, 125, 470});
    m_splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    auto* summaryRow = new QHBoxLayout;
    summaryRow->setContentsMargins(0, 0, 0, 0);
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_updatingLabel, 0, Qt::AlignTop);
    layout->addLayout(summaryRow);
    layout->addWidget(m_banner);
    layout->addWidget(m_calibration);
    layout->addWidget(m_splitter, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ResultsView::onTableSelection);
    connect(m_costTimeChart, &CostTimeChart::candidateClicked, document, &PlanDocument::setCurrentCandidate);
    connect(m_memoryChart, &MemoryBreakdownChart::candidateClicked, document, &PlanDocument::setCurrentCandidate);
    connect(document, &PlanDocument::resultsChanged, this, &ResultsView::onResultsChanged);
    connect(document, &PlanDocument::issuesChanged, this, &ResultsView::onIssuesChanged);
    connect(document, &PlanDocument::candidateChanged, this, &ResultsView::onCandidateChanged);
    connect(document, &PlanDocument::currentCandidateChanged, this, &ResultsView::onCurrentCandidateChanged);
    connect(document, &PlanDocument::planningChanged, this, &ResultsView::onPlanningChanged);
    connect(m_selectionTabs, &QTabWidget::currentChanged, this, &ResultsView::updateHiddenViews);
    retranslateUi();
    onResultsChanged();
    onIssuesChanged();
    onCurrentCandidateChanged();
    onPlanningChanged(document->planning());
}

void ResultsView::retranslateUi()
{
    m_updatingLabel->setText(tr("Updating…"));
    m_updatingLabel->setToolTip(tr("The results of the latest inputs are being planned; the views show those of the "
                                   "inputs before"));
    m_selectionTabs->setTabText(0, tr("Preemption"));
    m_selectionTabs->setTabText(1, tr("Step time"));
    m_selectionTabs->setTabToolTip(1,
                                   tr("The selected candidate's step split into the roofline's compute terms and the "
                                      "communication compute does not hide, on each job size of its hardware, with "
                                      "the calibration band"));
}

void ResultsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        m_textWidths.clear();
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        onResultsChanged(); // the models are filled again: the table's selection too
        onIssuesChanged();
        onCurrentCandidateChanged();
    }
    QWidget::changeEvent(event);
}

void ResultsView::onResultsChanged()
{
    const PlanResult& r = m_document->result();
    m_updating = true; // the document announces its selection in the new results next (currentCandidateChanged)
    m_paretoModel->setFront(r.paretoFront);
    const PlanInput& planned = m_document->plannedInput();
    m_candidates->setPlanChoices(planned.lossChunks, planned.optimizer);
    m_candidates->setCandidates(r.candidates);
    fitColumns();
    m_updating = false;
    const QLocale loc;
    m_summary->setText(tr("<b>%1</b> · %2 candidates evaluated · %3 fit · %4 on the Pareto front · %5 listed · "
                          "planned in %6 ms")
                           .arg(m_document->plannedInput().model.name.toHtmlEscaped(), loc.toString(r.evaluated),
                                loc.toString(r.fitting), loc.toString(r.paretoCount), loc.toString(r.candidates.size()),
                                loc.toString(m_document->lastPlanMilliseconds(), 'f', 1)));
    QStringList calibrations;
    for (const Reason& note : r.notes)
        if (note.code == QLatin1String("calibration-applied"))
            calibrations << note.text.toHtmlEscaped();
    m_calibration->setText(tr("<b>Calibrated:</b> %1 <i>In the app: Tools ▸ Paste an Error… ▸ Stored "
                              "Calibrations.</i>")
                               .arg(calibrations.join(QStringLiteral("<br>"))));
    m_calibration->setToolTip(tr("A calibration you stored from a real run (Tools ▸ Paste an Error…) changes the "
                                 "memory figures; remove it there to use the built-in model."));
    m_calibration->setVisible(!calibrations.isEmpty());
}

void ResultsView::fitColumns()
{
    if (m_candidates->rowCount() == 0)
        return;
    // The first results size every column to its cells or its header text (the sort arrow may cover a header's end,
    // not a cell's). Later results only widen a column whose text no longer fits, and measure the text alone: the
    // columns do not jump while a value is typed, and an input change stays cheap.
    const QFontMetrics header(m_table->horizontalHeader()->font());
    const QFontMetrics cells(m_table->font());
    const int margin = 2 * m_table->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_table) + 10;
    const QAbstractItemView* view = m_table; // sizeHintForColumn is public there
    for (int c = 0; c < m_candidates->columnCount(); ++c) {
        if (!m_columnsFitted) {
            const QString title = m_candidates->headerData(c, Qt::Horizontal).toString();
            int width = std::max(view->sizeHintForColumn(c) + 6, header.horizontalAdvance(title) + margin);
            // a mesh with offload is long: the column starts at a width that leaves the numbers in view (the
            // tooltip has the whole text)
            if (c == CandidateTableModel::Mesh)
                width = std::min(width, kMeshColumnWidth);
            m_table->setColumnWidth(c, width);
            continue;
        }
        int widest = 0;
        for (int r = 0; r < m_candidates->rowCount(); ++r)
            widest = std::max(widest, textWidth(cells, m_candidates->index(r, c).data().toString()));
        if (widest + margin > m_table->columnWidth(c) && c != CandidateTableModel::Mesh)
            m_table->setColumnWidth(c, widest + margin);
    }
    m_columnsFitted = true;
}

int ResultsView::textWidth(const QFontMetrics& metrics, const QString& text)
{
    // most cells (hardware, regions, meshes, labels) repeat from one result to the next: measured once
    const auto it = m_textWidths.constFind(text);
    if (it != m_textWidths.constEnd())
        return *it;
    constexpr int kMaxCached = 20000; // a few plans' worth of cells
    if (m_textWidths.size() >= kMaxCached)
        m_textWidths.clear();
    const int width = metrics.horizontalAdvance(text);
    m_textWidths.insert(text, width);
    return width;
}

void ResultsView::onPlanningChanged(bool planning)
{
    m_updatingLabel->setVisible(planning);
}

void ResultsView::onIssuesChanged()
{
    const QVector<InputIssue> issues = m_document->issues();
    if (issues.isEmpty()) {
        m_banner->hide();
        return;
    }
    QStringList lines;
    for (const InputIssue& i : issues)
        lines << tr("%1: %2").arg(i.field, i.message).toHtmlEscaped();
    m_banner->setText(tr("<b>Some inputs are invalid; the results below are for the last valid inputs.</b><br>%1")
                          .arg(lines.join(QStringLiteral("<br>"))));
    m_banner->show();
}

void ResultsView::onCandidateChanged(int row)
{
    if (row < 0 || row >= m_document->result().candidates.size())
        return;
    m_candidates->updateCandidate(row, m_document->result().candidates[row]);
}

void ResultsView::onTableSelection()
{
    if (m_updating)
        return;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    m_document->setCurrentCandidate(m_proxy->mapToSource(rows.first()).row());
}

void ResultsView::onCurrentCandidateChanged()
{
    const int row = m_document->currentCandidate();
    m_updating = true;
    if (row >= 0 && row < m_candidates->rowCount()) {
        const QModelIndex index = m_proxy->mapFromSource(m_candidates->index(row, 0));
        m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
        m_table->scrollTo(index);
    } else {
        m_table->selectionModel()->clearSelection();
    }
    m_updating = false;
    updateSelectionViews();
}

void ResultsView::updateSelectionViews()
{
    const int row = m_document->currentCandidate();
    // the selection tab shown now; the other one follows when it is shown (updateHiddenViews)
    const bool stepShown = m_selectionTabs->currentWidget() == m_stepChart;
    fillSelectionModels(*m_document, m_candidates->candidates(), m_candidates->candidate(row) ? row : -1, m_memoryModel,
                        m_seqLenModel, stepShown ? nullptr : m_spreadModel, stepShown ? m_stepModel : nullptr);
    m_spreadBehind = stepShown;
    m_stepBehind = !stepShown;
    m_costTimeChart->setSelectedRow(m_candidates->candidate(row) ? row : -1);
    updateReasons();
    emit viewsUpdated();
}

void ResultsView::updateHiddenViews()
{
    if (!m_spreadBehind && !m_stepBehind)
        return;
    const int row = m_document->currentCandidate();
    fillSelectionModels(*m_document, m_candidates->candidates(), m_candidates->candidate(row) ? row : -1, nullptr,
                        nullptr, m_spreadBehind ? m_spreadModel : nullptr, m_stepBehind ? m_stepModel : nullptr);
    m_spreadBehind = false;
    m_stepBehind = false;
}

void ResultsView::updateReasons()
{
    const PlanResult& r = m_document->result();
    QString html;
    const int row = m_document->currentCandidate();
    if (const Candidate* c = m_candidates->candidate(row)) {
        // the reasons in two columns, so that a band under the table holds them
        html += QStringLiteral("<p style='margin:0 0 2px 0'><b>%1</b></p><table width='100%' cellspacing='0' "
                               "cellpadding='1'>")
                    .arg(tr("Why %1").arg(CandidateTableModel::labelOf(*c, row + 1)).toHtmlEscaped());
        // how the candidate trains beyond its table columns: the attention kernel core's estimate used and the
        // fine-tuning mode of the plan
        const PlanInput& planned = m_document->plannedInput();
        const QString kernel = attentionKernelName(
            c->memory.activation.flashAttention ? AttentionImpl::Flash : AttentionImpl::Eager, c->device);
        QString finetune = tr("full training");
        if (planned.finetune != FinetuneMode::Full)
            finetune = tr("%1 rank %2 on %3")
                           .arg(planned.finetune == FinetuneMode::Qlora ? tr("QLoRA (4-bit base)") : tr("LoRA"))
                           .arg(planned.loraRank)
                           .arg(loraTargetsId(planned.loraTargets));
        html += QStringLiteral("<p style='margin:0 0 2px 0'>%1</p>")
                    .arg(tr("Attention: %1 · Fine-tuning: %2").arg(kernel, finetune).toHtmlEscaped());
        // the loss and optimizer the candidate runs (a search lever where they differ from the plan's), and the memory
        // outside the device total (the placement's offloaded activations, the paged states)
        QStringList training;
        if (planned.head.kind == HeadKind::CausalLm)
            training << (c->lossChunks > 1
                             ? tr("Loss: %1, %2 chunks").arg(lossImplId(c->memory.activation.loss)).arg(c->lossChunks)
                             : tr("Loss: %1, whole").arg(lossImplId(c->memory.activation.loss)));
        training << tr("Optimizer: %1").arg(optimizerId(c->optimizer));
        training << searchLeverLabels(*c, planned) << CandidateTableModel::outsideDeviceNotes(*c);
        html += QStringLiteral("<p style='margin:0 0 2px 0'>%1</p>")
                    .arg(training.join(QStringLiteral(" · ")).toHtmlEscaped());
        // the mesh, and what it and host offload took off this device (the memory chart's hatched parts); a slice
        // that replicates (the seed's encoders) says nothing new
        const MemoryBarGiB bar = memoryBarGiB(*c, planned.safetyMargin, planned.head.kind);
        const bool sharded = c->mesh.splitsModel() || c->mesh.slices > 1 || c->offload.any()
            || (!c->device.isTpu && c->device.devices > 1);
        if (sharded) {
            const QLocale loc;
            const auto gib = [&loc](double v) { return tr("%1 GiB").arg(loc.toString(v, 'f', 1)); };
            QString mesh = tr("Sharding: %1 on %2").arg(CandidateTableModel::meshLabel(*c), jobText(*c));
            QStringList parts;
            if (bar.shardedAway > 0)
                parts << tr("%1 on the other devices").arg(gib(bar.shardedAway));
            if (bar.offloaded > 0)
                parts << tr("%1 on the host").arg(gib(bar.offloaded));
            if (bar.sharding > 0)
                parts << tr("%1 of sharding buffers").arg(gib(bar.sharding));
            if (bar.expertStates > 0)
                parts << tr("%1 of expert states").arg(gib(bar.expertStates));
            if (!parts.isEmpty())
                mesh += tr(" · per device: %1").arg(parts.join(tr(", ")));
            html += QStringLiteral("<p style='margin:0 0 2px 0'>%1</p>").arg(mesh.toHtmlEscaped());
        }
        const int half = (c->reasons.size() + 1) / 2;
        for (int i = 0; i < half; ++i) {
            html
                += QStringLiteral("<tr><td width='50%' valign='top'>• %1</td>").arg(c->reasons[i].text.toHtmlEscaped());
            html += i + half < c->reasons.size() ? QStringLiteral("<td width='50%' valign='top'>• %1</td></tr>")
                                                       .arg(c->reasons[i + half].text.toHtmlEscaped())
                                                 : QStringLiteral("<td></td></tr>");
        }
        html += QStringLiteral("</table>");
    } else {
        html += tr("<p>No candidate to show.</p>");
    }
    if (!r.notes.isEmpty()) {
        html += tr("<p style='margin:0'><b>About the plan</b></p>") + QStringLiteral("<ul style='margin-left:-20px'>");
        for (const Reason& note : r.notes)
            html += QStringLiteral("<li>%1</li>").arg(note.text.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    // the layout of the HTML is most of the reasons' cost: only when the text changed (another value that leaves
    // the selected candidate's reasons alone, a language change that does not)
    if (html == m_reasonsHtml)
        return;
    m_reasonsHtml = html;
    m_reasons->setHtml(html);
}

QByteArray ResultsView::saveState() const
{
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s << m_splitter->saveState() << m_table->horizontalHeader()->saveState();
    return out;
}

void ResultsView::restoreState(const QByteArray& state)
{
    QDataStream s(state);
    QByteArray splitter, header;
    s >> splitter >> header;
    if (s.status() != QDataStream::Ok)
        return;
    m_splitter->restoreState(splitter);
    // the user's column widths, unless they were saved before a column was added (the Mesh column, say): then the
    // first results fit every column again
    if (m_table->horizontalHeader()->restoreState(header)
        && m_table->horizontalHeader()->count() == m_candidates->columnCount())
        m_columnsFitted = true;
}

} // namespace tpuplan::gui
