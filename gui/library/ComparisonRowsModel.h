// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanComparison.h"

#include <QAbstractTableModel>
#include <QColor>

namespace tpuplan::gui {

// The inputs and chosen setups of two plans side by side, one row per ComparisonRow of core's comparePlans(); rows
// whose values differ are highlighted (background, bold values) and say so in DiffersRole. Only adapts.
class ComparisonRowsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Section, Input, PlanA, PlanB, ColumnCount };
    enum Role {
        DiffersRole = Qt::UserRole + 1, // bool, any column
        KeyRole, // the row's stable key ("training.seq_len"), any column
    };

    explicit ComparisonRowsModel(QObject* parent = nullptr);

    void setRows(const QVector<ComparisonRow>& rows);
    const QVector<ComparisonRow>& rows() const { return m_rows; }
    void setPlanNames(const QString& a, const QString& b);
    // The row with this key, or -1.
    int rowOfKey(const QString& key) const;
    void retranslate();

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The highlight of a differing row, shared with the results table.
    static QColor differsBackground();

private:
    QVector<ComparisonRow> m_rows;
    QString m_nameA, m_nameB;
};

} // namespace tpuplan::gui
