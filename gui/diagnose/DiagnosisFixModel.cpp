// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnosisFixModel.h"

#include "util/Format.h"

#include <QLocale>

namespace tpuplan::gui {

DiagnosisFixModel::DiagnosisFixModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void DiagnosisFixModel::setFixes(const QVector<DiagnosisFix>& fixes, double steps)
{
    beginResetModel();
    m_fixes = fixes;
    m_steps = steps;
    endResetModel();
}

void DiagnosisFixModel::clear()
{
    setFixes({}, 0);
}

void DiagnosisFixModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_fixes.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_fixes.size()) - 1, ColumnCount - 1));
}

const DiagnosisFix* DiagnosisFixModel::fix(int row) const
{
    return row >= 0 && row < m_fixes.size() ? &m_fixes[row] : nullptr;
}

int DiagnosisFixModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_fixes.size());
}

int DiagnosisFixModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiagnosisFixModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DiagnosisFix& f = m_fixes[index.row()];
    const QLocale loc;
    const double change = (f.stepTimeRatio - 1.0) * 100.0;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Rank:
            return loc.toString(index.row() + 1);
        case Fix:
            return f.title;
        case Memory:
            return tr("%1 of %2 GiB").arg(formatGiB(f.memory.memory.total(), loc, 2), formatGiB(f.usableBytes, loc, 2));
        case StepTime:
            if (std::abs(change) < 0.5)
                return tr("±0%");
            return tr("%1%2%").arg(change > 0 ? QString(loc.positiveSign()) : QString(), loc.toString(change, 'f', 0));
        case Hours:
            return formatHours(f.hours, loc);
        case Cost:
            return f.costUsd ? formatUsd(*f.costUsd, loc, 2) : tr("no price");
        case Hardware:
            return f.hardware;
        }
        return {};
    case RawRole:
        switch (index.column()) {
        case Rank:
            return index.row() + 1;
        case Memory:
            return f.memory.memory.total();
        case StepTime:
            return f.stepTimeRatio;
        case Hours:
            return f.hours;
        case Cost:
            return f.costUsd ? QVariant(*f.costUsd) : QVariant();
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::ToolTipRole:
        if (index.column() == Hours || index.column() == Cost)
            return tr("For %1 optimizer steps").arg(loc.toString(m_steps, 'f', 0));
        if (index.column() == StepTime)
            return tr("Step time against the configuration that ran out of memory");
        return f.text;
    case Qt::TextAlignmentRole:
        return index.column() == Fix || index.column() == Hardware ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                                                   : int(Qt::AlignRight | Qt::AlignVCenter);
    case CodeRole:
        return f.code;
    case ChangesRole:
        return f.changes;
    default:
        break;
    }
    return {};
}

QVariant DiagnosisFixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rank:
        return tr("#");
    case Fix:
        return tr("Fix");
    case Memory:
        return tr("Memory per device");
    case StepTime:
        return tr("Step time");
    case Hours:
        return tr("Time");
    case Cost:
        return tr("Cost");
    case Hardware:
        return tr("Hardware");
    }
    return {};
}

} // namespace tpuplan::gui
