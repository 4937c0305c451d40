// SPDX-License-Identifier: GPL-3.0-or-later
#include "LengthHistogramModel.h"

#include "util/Format.h"

#include <QLocale>

namespace tpuplan::gui {

LengthHistogramModel::LengthHistogramModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void LengthHistogramModel::setHistogram(const xla::LengthHistogram& histogram, int maxBins)
{
    beginResetModel();
    m_width = histogram.isEmpty() ? 1 : histogram.chartBinWidth(maxBins);
    m_bins = histogram.isEmpty() ? QVector<xla::LengthBin>() : histogram.grouped(m_width);
    m_histogram = histogram;
    endResetModel();
}

void LengthHistogramModel::clear()
{
    beginResetModel();
    m_bins.clear();
    m_width = 1;
    m_histogram = xla::LengthHistogram();
    endResetModel();
}

void LengthHistogramModel::retranslate()
{
    // only with rows: QBarModelMapper crashes on a header change of an empty model (Qt 5.15)
    if (!m_bins.isEmpty()) {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        emit headerDataChanged(Qt::Vertical, 0, int(m_bins.size()) - 1);
        emit dataChanged(index(0, 0), index(int(m_bins.size()) - 1, ColumnCount - 1), {Qt::ToolTipRole});
    }
}

qint64 LengthHistogramModel::largestCount() const
{
    qint64 most = 0;
    for (const xla::LengthBin& b : m_bins)
        most = std::max(most, b.count);
    return most;
}

int LengthHistogramModel::lowerEdge(int row) const
{
    return row >= 0 && row < m_bins.size() ? m_bins[row].length - m_width + 1 : 0;
}

int LengthHistogramModel::upperEdge(int row) const
{
    return row >= 0 && row < m_bins.size() ? m_bins[row].length : 0;
}

int LengthHistogramModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_bins.size());
}

int LengthHistogramModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LengthHistogramModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const xla::LengthBin& b = m_bins[index.row()];
    if (role == Qt::ToolTipRole) {
        const QLocale loc;
        const QString range = m_width == 1
            ? tr("%1 tokens").arg(loc.toString(b.length))
            : tr("%1–%2 tokens").arg(loc.toString(lowerEdge(index.row())), loc.toString(b.length));
        // %4 stays empty: formatPercent brings the locale's percent sign (the source text keeps its translations)
        return tr("%1: %2 sequences (%3%4)")
            .arg(range, loc.toString(b.count), formatPercent(m_histogram.shareOf(b.count)), QString());
    }
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    return index.column() == UpTo ? QVariant(b.length) : QVariant(double(b.count));
}

QVariant LengthHistogramModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section == UpTo ? tr("Up to (tokens)") : section == Count ? tr("Sequences") : QVariant();
    if (section < 0 || section >= m_bins.size())
        return {};
    const QLocale loc;
    if (m_width == 1)
        return loc.toString(m_bins[section].length);
    return tr("%1–%2").arg(loc.toString(lowerEdge(section)), loc.toString(m_bins[section].length));
}

} // namespace tpuplan::gui
