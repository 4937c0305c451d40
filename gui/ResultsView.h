// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace tpuplan::gui {

class CandidateTableModel;
class CostTimeChart;
class MemoryBreakdownChart;
class MemoryBreakdownModel;
class MemoryVsSeqLenChart;
class ParetoFrontModel;
class PlanDocument;
class PreemptionSpreadChart;
class PreemptionSpreadModel;
class SeqLenMemoryModel;
class StepSplitChart;
class StepSplitModel;

// Every result at once: the ranked, sortable table of candidates, the reasons of the selected one in words, and five
// charts fed from item models over core's results (the preemption spread and the step time across job sizes share a
// pane as tabs). The selected candidate is the document's (currentCandidate); it drives the memory, preemption and
// step-time charts; selecting a row, a point of the cost-time chart or a bar sets it.
//
// New results are applied within a frame (docs/architecture.md section 7): the selection tab not shown is filled when
// it is shown (or by updateHiddenViews()), the reasons are laid out again only when their text changed, and the
// columns are fitted with cached text widths. While the document plans newer inputs, "Updating…" shows beside the
// summary.
class ResultsView : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsView(PlanDocument* document, QWidget* parent = nullptr);

    CandidateTableModel* candidateModel() const { return m_candidates; }
    QSortFilterProxyModel* candidateProxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    QTextBrowser* reasonsView() const { return m_reasons; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* bannerLabel() const { return m_banner; }
    // Shown when a user calibration changed the figures (the plan's "calibration-applied" notes).
    QLabel* calibrationLabel() const { return m_calibration; }
    // "Updating…": shown while the document plans newer inputs than the results shown.
    QLabel* updatingLabel() const { return m_updatingLabel; }
    MemoryBreakdownModel* memoryModel() const { return m_memoryModel; }
    SeqLenMemoryModel* seqLenModel() const { return m_seqLenModel; }
    ParetoFrontModel* paretoModel() const { return m_paretoModel; }
    PreemptionSpreadModel* spreadModel() const { return m_spreadModel; }
    StepSplitModel* stepModel() const { return m_stepModel; }
    MemoryBreakdownChart* memoryChart() const { return m_memoryChart; }
    MemoryVsSeqLenChart* seqLenChart() const { return m_seqLenChart; }
    CostTimeChart* costTimeChart() const { return m_costTimeChart; }
    PreemptionSpreadChart* spreadChart() const { return m_spreadChart; }
    StepSplitChart* stepChart() const { return m_stepChart; }
    // the preemption spread and the step-time chart
    QTabWidget* selectionTabs() const { return m_selectionTabs; }
    // Fills the model of the selection tab not shown now, which is otherwise filled when it is shown; for tests and
    // whoever reads that model directly.
    void updateHiddenViews();

    QByteArray saveState() const;
    void restoreState(const QByteArray& state);

signals:
    // Every view shows the current results and selection.
    void viewsUpdated();

protected:
    // every text again in the new language (the charts retranslate their own names and axes)
    void changeEvent(QEvent* event) override;

private:
    void onResultsChanged();
    void onIssuesChanged();
    void onCandidateChanged(int row);
    void onCurrentCandidateChanged();
    void onTableSelection();
    void updateSelectionViews();
    void updateReasons();
    void fitColumns();
    int textWidth(const QFontMetrics& metrics, const QString& text);
    void onPlanningChanged(bool planning);
    void retranslateUi();

    PlanDocument* m_document;
    CandidateTableModel* m_candidates;
    QSortFilterProxyModel* m_proxy;
    MemoryBreakdownModel* m_memoryModel;
    SeqLenMemoryModel* m_seqLenModel;
    ParetoFrontModel* m_paretoModel;
    PreemptionSpreadModel* m_spreadModel;
    StepSplitModel* m_stepModel;
    QLabel* m_summary;
    QLabel* m_banner;
    QLabel* m_calibration;
    QLabel* m_updatingLabel;
    QTableView* m_table;
    QTextBrowser* m_reasons;
    MemoryBreakdownChart* m_memoryChart;
    MemoryVsSeqLenChart* m_seqLenChart;
    CostTimeChart* m_costTimeChart;
    PreemptionSpreadChart* m_spreadChart;
    StepSplitChart* m_stepChart;
    QTabWidget* m_selectionTabs;
    QSplitter* m_splitter;
    bool m_columnsFitted = false;
    bool m_updating = false;
    // the selection tab not shown is behind the selection
    bool m_spreadBehind = false;
    bool m_stepBehind = false;
    QString m_reasonsHtml;
    QHash<QString, int> m_textWidths; // the table's cells in its font (fitColumns)
};

} // namespace tpuplan::gui
