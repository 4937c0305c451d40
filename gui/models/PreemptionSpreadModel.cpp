// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreemptionSpreadModel.h"

#include "time/StepText.h"
#include "util/Format.h"

#include <QLocale>

namespace tpuplan::gui {

PreemptionSpreadModel::PreemptionSpreadModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void PreemptionSpreadModel::setCandidate(const Candidate& candidate, const QString& label)
{
    QVector<SpreadPoint> points = preemptionSpread(candidate);
    // as many points as before (an input changed): the values change in place, so that the chart's bar mapper
    // updates its bar set instead of building a new one
    if (!points.isEmpty() && points.size() == m_points.size()) {
        m_points = std::move(points);
        m_label = label;
        m_interruptible = isInterruptible(candidate.offering.pricing) || candidate.offering.sessionLimitHours > 0;
        m_runs = candidate.spread ? candidate.spread->runs : 0;
        m_priced = candidate.priced;
        emit headerDataChanged(Qt::Vertical, 0, int(m_points.size()) - 1);
        emit dataChanged(index(0, 0), index(int(m_points.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_points = std::move(points);
    m_label = label;
    m_interruptible = isInterruptible(candidate.offering.pricing) || candidate.offering.sessionLimitHours > 0;
    m_runs = candidate.spread ? candidate.spread->runs : 0;
    m_priced = candidate.priced;
    endResetModel();
}

void PreemptionSpreadModel::clear()
{
    beginResetModel();
    m_points.clear();
    m_label.clear();
    m_interruptible = false;
    m_runs = 0;
    m_priced = true;
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
    const bool hours = index.column() == Hours || index.column() == HoursLow || index.column() == HoursHigh;
    if (role == Qt::ToolTipRole) {
        if (!hours && !m_priced)
            return tr("not publicly listed");
        if (!p.banded)
            return hours ? formatHours(p.hours) : formatUsd(p.usd);
        if (hours)
            return hoursWithBand(p.hours, p.hoursBand);
        return usdWithBand(p.usd, p.usdBand);
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Hours:
        return p.hours;
    case Cost:
        return m_priced ? QVariant(p.usd) : QVariant();
    case HoursLow:
        return p.banded ? QVariant(p.hoursBand.low) : QVariant();
    case HoursHigh:
        return p.banded ? QVariant(p.hoursBand.high) : QVariant();
    case CostLow:
        return p.banded && m_priced ? QVariant(p.usdBand.low) : QVariant();
    case CostHigh:
        return p.banded && m_priced ? QVariant(p.usdBand.high) : QVariant();
    default:
        return {};
    }
}

QVariant PreemptionSpreadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        switch (section) {
        case Hours:
            return tr("Hours");
        case Cost:
            return tr("Cost (USD)");
        case HoursLow:
            return tr("Hours, band low");
        case HoursHigh:
            return tr("Hours, band high");
        case CostLow:
            return tr("Cost, band low");
        case CostHigh:
            return tr("Cost, band high");
        default:
            return {};
        }
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
