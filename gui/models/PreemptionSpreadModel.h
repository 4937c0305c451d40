// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/ChartData.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// Time and cost of one candidate's run (core's preemptionSpread): without preemptions, expected, and the simulated
// P10/P50/P90 where the candidate runs on interruptible hardware. DisplayRole is the number; ToolTipRole is formatted.
// The expected run carries the time model's calibration band (the band columns; empty on the other rows).
class PreemptionSpreadModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Hours, Cost, HoursLow, HoursHigh, CostLow, CostHigh, ColumnCount };

    explicit PreemptionSpreadModel(QObject* parent = nullptr);

    void setCandidate(const Candidate& candidate, const QString& label);
    void clear();

    QString label() const { return m_label; }
    bool interruptible() const { return m_interruptible; }
    bool hasSpread() const { return m_points.size() > 2; }
    int simulatedRuns() const { return m_runs; }
    // false where the candidate's price is not publicly listed: the Cost column is then empty (invalid), never 0, and
    // its tooltip says so
    bool priced() const { return m_priced; }
    // The row has a calibration band (the band columns hold numbers).
    bool banded(int row) const { return row >= 0 && row < m_points.size() && m_points[row].banded; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<SpreadPoint> m_points;
    QString m_label;
    bool m_interruptible = false;
    bool m_priced = true; // the cost band means something
    int m_runs = 0;
};

} // namespace tpuplan::gui
