// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/ChartData.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// Memory per device against sequence length (core's memoryVsSeqLen), one row per length: the length, GiB without
// checkpointing, GiB with it, then one column per device memory size in play (the same value on every row, so that
// each becomes a horizontal line through a QVXYModelMapper). DisplayRole is the number.
class SeqLenMemoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeqLen, Without, WithCheckpointing, FirstHbm };

    explicit SeqLenMemoryModel(QObject* parent = nullptr);

    void setSeries(const SeqLenMemorySeries& series, const QVector<HbmSize>& hbmSizes, const QString& hardware);
    void clear();

    int hbmCount() const { return m_hbm.size(); }
    // The candidate itself: its length and its memory with its own checkpointing.
    QPointF currentPoint() const { return m_series.current; }
    QString hardware() const { return m_hardware; }
    bool isEmpty() const { return m_series.without.isEmpty(); }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    SeqLenMemorySeries m_series;
    QVector<HbmSize> m_hbm;
    QString m_hardware;
};

} // namespace tpuplan::gui
