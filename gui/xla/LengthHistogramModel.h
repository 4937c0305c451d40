// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "xla/LengthHistogram.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The lengths of a dataset grouped into chart bins (core's LengthHistogram::grouped with chartBinWidth): one row per
// bin, the longest length it holds and how many sequences. DisplayRole is the number (for a QVBarModelMapper);
// ToolTipRole says it in words; the vertical header is the bin's range.
class LengthHistogramModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { UpTo, Count, ColumnCount };

    explicit LengthHistogramModel(QObject* parent = nullptr);

    // Groups `histogram` into at most `maxBins` bins.
    void setHistogram(const xla::LengthHistogram& histogram, int maxBins = 64);
    void clear();
    // The texts changed language: headers and tooltips are re-read.
    void retranslate();

    int binWidth() const { return m_width; }
    qint64 sequences() const { return m_histogram.sequences(); }
    qint64 largestCount() const;
    // The lowest and highest length of bin `row`.
    int lowerEdge(int row) const;
    int upperEdge(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<xla::LengthBin> m_bins;
    int m_width = 1;
    xla::LengthHistogram m_histogram; // the bins' shares come from it
};

} // namespace tpuplan::gui
