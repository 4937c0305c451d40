// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/Planner.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The whole Pareto front of a plan (core's PlanResult::paretoFront, listed candidates or not), cheapest first:
// expected hours and expected cost per row. DisplayRole is the number, for a QVXYModelMapper.
class ParetoFrontModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ExpectedHours, ExpectedCost, ColumnCount };

    explicit ParetoFrontModel(QObject* parent = nullptr);

    void setFront(const QVector<Candidate>& front);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Point
    {
        double hours = 0;
        double usd = 0;
        QString label;
    };
    QVector<Point> m_points;
};

} // namespace tpuplan::gui
