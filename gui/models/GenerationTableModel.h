// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// One row per TPU generation and per GPU of the catalog: memory, peak FLOPS and bandwidth, with source and date.
class GenerationTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Id,
        Name,
        CoresPerChip,
        HbmPerChip,
        HbmPerDevice,
        PeakTflops,
        Bandwidth,
        Slices,
        AsOf,
        Source,
        ColumnCount
    };

    explicit GenerationTableModel(QObject* parent = nullptr);

    void setCatalog(const Catalog& catalog);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString id;
        QString name;
        QString cores; // "2" or "—" for GPUs
        double hbmPerChipGiB = 0;
        double hbmPerDeviceGiB = 0;
        double usableGiB = 0; // what "fits" uses, where the catalog gives it
        double peakTflops = 0;
        double bandwidthGBs = 0;
        QStringList slices;
        QDate asOf;
        QString source;
        QString sourceRef;
        QString note;
    };
    QVector<Row> m_rows;
};

} // namespace tpuplan::gui
