// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParetoFrontModel.h"

namespace tpuplan::gui {

ParetoFrontModel::ParetoFrontModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ParetoFrontModel::setFront(const QVector<Candidate>& front)
{
    beginResetModel();
    m_points.clear();
    for (const Candidate& c : front)
        m_points << Point{c.expectedHours, c.expectedCostUsd,
                          tr("%1 · %2 · %3").arg(c.hardware, c.offering.region, pricingModelId(c.offering.pricing))};
    endResetModel();
}

int ParetoFrontModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_points.size();
}
int ParetoFrontModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ParetoFrontModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Point& p = m_points[index.row()];
    if (role == Qt::ToolTipRole)
        return p.label;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    return index.column() == ExpectedHours ? p.hours : p.usd;
}

QVariant ParetoFrontModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == ExpectedHours ? tr("Expected time (h)") : tr("Expected cost (USD)");
}

} // namespace tpuplan::gui
