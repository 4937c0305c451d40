// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "xla/PaddingAnalysis.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The padding strategies of a PaddingReport, one row each in core's order: shapes (XLA compilations), the padded
// share of computed tokens, real tokens per step, the throughput cost and the tokens truncated, formatted through
// QLocale. The recommended row is bold on a green background. The last two columns hold the padded share in percent as
// plain numbers for the chart (QVBarModelMapper): one for the recommended row, one for the others, so that the
// recommended bar gets its own colour; views hide them (isChartColumn).
class PaddingStrategyModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Strategy,
        Shapes,
        PaddedShare,
        RealTokensPerStep,
        ThroughputCost,
        Truncated,
        ChartOthers, // padded share in %, 0 on the recommended row
        ChartRecommended, // padded share in %, only on the recommended row
        ColumnCount
    };
    enum Role {
        RawRole = Qt::UserRole + 1, // the number behind a cell
        RecommendedRole, // any column: the recommended strategy
        StrategyIdRole, // any column: PaddingStrategy::id()
    };

    explicit PaddingStrategyModel(QObject* parent = nullptr);

    // Shows `report`, highlighting `recommendation` (report.recommendation or report.withoutPacking).
    void setReport(const xla::PaddingReport& report, const xla::Recommendation& recommendation);
    void clear();
    void retranslate();

    static bool isChartColumn(int column) { return column >= ChartOthers; }
    int recommendedRow() const { return m_recommended; }
    const QVector<xla::PaddingResult>& results() const { return m_results; }
    // The strategy's name as the table shows it ("pad to the dataset maximum (4,096)").
    static QString labelOf(const xla::PaddingResult& result);
    // A short name for a chart axis ("longest (4,096)", "multiple of 64"); the vertical header.
    static QString shortLabelOf(const xla::PaddingResult& result);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const xla::PaddingResult& r, int column) const;
    QVariant raw(const xla::PaddingResult& r, int row, int column) const;
    QVariant toolTip(const xla::PaddingResult& r, int row, int column) const;

    QVector<xla::PaddingResult> m_results;
    int m_recommended = -1;
};

} // namespace tpuplan::gui
