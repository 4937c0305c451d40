// SPDX-License-Identifier: GPL-3.0-or-later
#include "SeqLenMemoryModel.h"

#include "util/Format.h"

#include <QLocale>

namespace tpuplan::gui {

SeqLenMemoryModel::SeqLenMemoryModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void SeqLenMemoryModel::setSeries(const SeqLenMemorySeries& series, const QVector<HbmSize>& hbmSizes,
                                  const QString& hardware)
{
    // the same lengths and memory sizes as before (an input changed): the values change in place, so that the
    // chart's mappers replace their points instead of rebuilding their series
    if (!series.without.isEmpty() && series.without.size() == m_series.without.size()
        && hbmSizes.size() == m_hbm.size()) {
        m_series = series;
        m_hbm = hbmSizes;
        m_hardware = hardware;
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_series = series;
    m_hbm = hbmSizes;
    m_hardware = hardware;
    endResetModel();
}

void SeqLenMemoryModel::clear()
{
    setSeries({}, {}, QString());
}

int SeqLenMemoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_series.without.size();
}

int SeqLenMemoryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstHbm + m_hbm.size();
}

QVariant SeqLenMemoryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::ToolTipRole)
        return {};
    const int row = index.row();
    const int col = index.column();
    if (role == Qt::ToolTipRole) {
        if (col == SeqLen)
            return tr("%1 tokens").arg(QLocale().toString(int(m_series.without[row].x())));
        return tr("%1 GiB").arg(QLocale().toString(data(index, Qt::DisplayRole).toDouble(), 'f', 2));
    }
    switch (col) {
    case SeqLen:
        return m_series.without[row].x();
    case Without:
        return m_series.without[row].y();
    case WithCheckpointing:
        return m_series.withCheckpointing[row].y();
    default:
        return m_hbm[col - FirstHbm].gib;
    }
}

QVariant SeqLenMemoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeqLen:
        return tr("Sequence length");
    case Without:
        return tr("No checkpointing");
    case WithCheckpointing:
        return tr("Checkpointing: %1").arg(checkpointingId(m_series.checkpointing));
    default:
        if (section - FirstHbm < m_hbm.size()) {
            const HbmSize& h = m_hbm[section - FirstHbm];
            const QString names = h.hardware.size() <= 2 ? h.hardware.join(QStringLiteral(", "))
                                                         : tr("%1 +%n more", nullptr, int(h.hardware.size()) - 2)
                                                               .arg(h.hardware.mid(0, 2).join(QStringLiteral(", ")));
            return tr("HBM %1 (%2)").arg(formatGiB(h.bytes, QLocale(), 0), names);
        }
        return {};
    }
}

} // namespace tpuplan::gui
