// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QAbstractTableModel>
#include <QDate>

namespace tpuplan::gui {

// One row per offering (hardware × region × pricing model), with source, date and age; stale prices marked, prices
// that are not publicly listed shown as such.
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Hardware,
        Generation,
        Chips,
        Devices,
        MemoryPerDevice,
        Region,
        Pricing,
        UsdPerHour,
        AsOf,
        Source,
        ColumnCount
    };

    explicit CatalogTableModel(QObject* parent = nullptr);

    void setCatalog(const Catalog& catalog, const QDate& today);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString hardware;
        QString generation;
        int chips = 0;
        int devices = 0;
        double memoryBytes = 0; // the capacity "fits" uses (usable)
        double nominalMemoryBytes = 0; // the vendor's figure, shown beside it
        Offering offering;
        bool stale = false;
        int ageMonths = -1;
        QString sourceRef;
    };
    QVector<Row> m_rows;
};

} // namespace tpuplan::gui
