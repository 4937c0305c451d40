// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QSplitter;
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

// Every result at once: the ranked, sortable table of candidates, the reasons of the selected one in words, and four
// charts fed from item models over core's results. The selected candidate is the document's (currentCandidate); it
// drives the memory and preemption charts; selecting a row, a point of the cost-time chart or a bar sets it.
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
    MemoryBreakdownModel* memoryModel() const { return m_memoryModel; }
    SeqLenMemoryModel* seqLenModel() const { return m_seqLenModel; }
    ParetoFrontModel* paretoModel() const { return m_paretoModel; }
    PreemptionSpreadModel* spreadModel() const { return m_spreadModel; }
    MemoryBreakdownChart* memoryChart() const { return m_memoryChart; }
    MemoryVsSeqLenChart* seqLenChart() const { return m_seqLenChart; }
    CostTimeChart* costTimeChart() const { return m_costTimeChart; }
    PreemptionSpreadChart* spreadChart() const { return m_spreadChart; }

    QByteArray saveState() const;
    void restoreState(const QByteArray& state);

signals:
    // Every view shows the current results and selection.
    void viewsUpdated();

private:
    void onResultsChanged();
    void onIssuesChanged();
    void onCandidateChanged(int row);
    void onCurrentCandidateChanged();
    void onTableSelection();
    void updateSelectionViews();
    void updateReasons();
    void fitColumns();

    PlanDocument* m_document;
    CandidateTableModel* m_candidates;
    QSortFilterProxyModel* m_proxy;
    MemoryBreakdownModel* m_memoryModel;
    SeqLenMemoryModel* m_seqLenModel;
    ParetoFrontModel* m_paretoModel;
    PreemptionSpreadModel* m_spreadModel;
    QLabel* m_summary;
    QLabel* m_banner;
    QLabel* m_calibration;
    QTableView* m_table;
    QTextBrowser* m_reasons;
    MemoryBreakdownChart* m_memoryChart;
    MemoryVsSeqLenChart* m_seqLenChart;
    CostTimeChart* m_costTimeChart;
    PreemptionSpreadChart* m_spreadChart;
    QSplitter* m_splitter;
    bool m_columnsFitted = false;
    bool m_updating = false;
};

} // namespace tpuplan::gui
