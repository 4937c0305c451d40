// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparisonRowsModel.h"

#include <QColor>
#include <QFont>

namespace tpuplan::gui {

ComparisonRowsModel::ComparisonRowsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

QColor ComparisonRowsModel::differsBackground()
{
    return QColor(0xff, 0xf0, 0xc2);
}

void ComparisonRowsModel::setRows(const QVector<ComparisonRow>& rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

void ComparisonRowsModel::setPlanNames(const QString& a, const QString& b)
{
    m_nameA = a;
    m_nameB = b;
    emit headerDataChanged(Qt::Horizontal, PlanA, PlanB);
}

int ComparisonRowsModel::rowOfKey(const QString& key) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].key == key)
            return i;
    return -1;
}

void ComparisonRowsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int ComparisonRowsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparisonRowsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonRowsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const ComparisonRow& r = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Section:
            // the section once, at its first row
            return index.row() > 0 && m_rows[index.row() - 1].section == r.section ? QString() : r.section;
        case Input:
            return r.label;
        case PlanA:
            return r.a;
        case PlanB:
            return r.b;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == PlanA || index.column() == PlanB)
            return index.column() == PlanA ? r.a : r.b;
        return r.differs ? tr("%1: the plans differ").arg(r.label) : r.label;
    case Qt::BackgroundRole:
        return r.differs ? QVariant(differsBackground()) : QVariant();
    case Qt::FontRole:
        if (r.differs && (index.column() == PlanA || index.column() == PlanB)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case DiffersRole:
        return r.differs;
    case KeyRole:
        return r.key;
    default:
        return {};
    }
}

QVariant ComparisonRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Section:
        return tr("Section");
    case Input:
        return tr("Input");
    case PlanA:
        return m_nameA.isEmpty() ? tr("Plan A") : tr("A: %1").arg(m_nameA);
    case PlanB:
        return m_nameB.isEmpty() ? tr("Plan B") : tr("B: %1").arg(m_nameB);
    default:
        return {};
    }
}

} // namespace tpuplan::gui
