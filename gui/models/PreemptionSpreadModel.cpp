// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreemptionSpreadModel.h"

#include "util/Format.h"

#include <QLocale>

namespace tpuplan::gui {

PreemptionSpreadModel::PreemptionSpreadModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void PreemptionSpreadModel::setCandidate(const Candidate& candidate, const QString& label)
{
    beginResetModel();
    m_points = preemptionSpread(candidate);
    m_label = label;
    m_interruptible = isInterruptible(candidate.offering.pricing) || candidate.offering.sessionLimitHours > 0;
    m_runs = candidate.spread ? candidate.spread->runs : 0;
    endResetModel();
}

void PreemptionSpreadModel::clear()
{
    beginResetModel();
    m_points.clear();
    m_label.clear();
    m_interruptible = false;
    m_runs = 0;
    endResetModel();
}

int PreemptionSpreadModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_points.size();
}
int PreemptionSpreadModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PreemptionSpreadModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SpreadPoint& p = m_points[index.row()];
    if (role == Qt::ToolTipRole)
        return index.column() == Hours ? formatHours(p.hours) : formatUsd(p.usd);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    return index.column() == Hours ? p.hours : p.usd;
}

QVariant PreemptionSpreadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section == Hours ? tr("Hours") : section == Cost ? tr("Cost (USD)") : QVariant();
    if (section < 0 || section >= m_points.size())
        return {};
    switch (m_points[section].kind) {
    case SpreadPoint::Kind::Uninterrupted:
        return tr("Uninterrupted");
    case SpreadPoint::Kind::Expected:
        return tr("Expected");
    case SpreadPoint::Kind::P10:
        return tr("P10");
    case SpreadPoint::Kind::P50:
        return tr("P50");
    case SpreadPoint::Kind::P90:
        return tr("P90");
    }
    return {};
}

} // namespace tpuplan::gui
