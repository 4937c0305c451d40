// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanComparison.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The results of two plans' chosen candidates side by side (memory, time, cost, expected cost) with the difference
// A − B and its share of B, as core's comparePlans() formatted them; differing rows are highlighted.
class ResultComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Result, PlanA, PlanB, Difference, Percent, ColumnCount };
    enum Role {
        DiffersRole = Qt::UserRole + 1, // bool, any column
        KeyRole, // "cost_usd", ..., any column
        RawRole, // the number behind a value column (invalid where absent)
    };

    explicit ResultComparisonModel(QObject* parent = nullptr);

    void setResults(const QVector<ResultComparison>& results);
    const QVector<ResultComparison>& results() const { return m_results; }
    void setPlanNames(const QString& a, const QString& b);
    int rowOfKey(const QString& key) const;
    void retranslate();

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<ResultComparison> m_results;
    QString m_nameA, m_nameB;
};

} // namespace tpuplan::gui
