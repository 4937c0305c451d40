// SPDX-License-Identifier: GPL-3.0-or-later
#include "CalibrationModel.h"

#include <QLocale>

namespace tpuplan::gui {

CalibrationModel::CalibrationModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void CalibrationModel::setEntries(const QVector<CalibrationEntry>& entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

void CalibrationModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_entries.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_entries.size()) - 1, ColumnCount - 1));
}

const CalibrationEntry* CalibrationModel::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr;
}

int CalibrationModel::rowOfKey(const QString& key) const
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].key() == key)
            return i;
    return -1;
}

int CalibrationModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int CalibrationModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CalibrationModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CalibrationEntry& e = m_entries[index.row()];
    const QLocale loc;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Key:
            return e.key();
        case Correction:
            return (e.lowerBound ? tr("activations × %1 at least") : tr("activations × %1"))
                .arg(loc.toString(e.activationFactorMultiplier, 'f', 3));
        case Date:
            return e.date.isValid() ? loc.toString(e.date, QLocale::ShortFormat) : tr("undated");
        case Hardware:
            return e.hardware;
        case Evidence:
            return e.evidence;
        }
        return {};
    case Qt::ToolTipRole:
        return tr("%1\n%2\nConfiguration: %3").arg(e.key(), e.evidence, e.configuration);
    case KeyRole:
        return e.key();
    default:
        break;
    }
    return {};
}

QVariant CalibrationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Key:
        return tr("Runtime/family");
    case Correction:
        return tr("Correction");
    case Date:
        return tr("Date");
    case Hardware:
        return tr("Observed on");
    case Evidence:
        return tr("Evidence");
    }
    return {};
}

} // namespace tpuplan::gui
