// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogTableModel.h"

#include "util/Format.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace tpuplan::gui {

CatalogTableModel::CatalogTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void CatalogTableModel::setCatalog(const Catalog& c, const QDate& today)
{
    beginResetModel();
    m_rows.clear();
    for (const QString& hw : c.hardwareNames()) {
        const auto dev = c.device(hw);
        for (const Offering& o : c.offerings(hw)) {
            Row r;
            r.hardware = hw;
            r.generation = dev->isTpu ? dev->generation : tr("GPU");
            r.chips = dev->chips;
            r.devices = dev->devices;
            r.memoryBytes = dev->memoryBytes;
            r.offering = o;
            r.stale = Catalog::isStale(o.price.asOf, today);
            r.sourceRef = c.source(o.price.source).ref;
            m_rows << r;
        }
    }
    endResetModel();
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows.size();
}
int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& r = m_rows[index.row()];
    const QLocale loc;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Hardware:
            return r.hardware;
        case Generation:
            return r.generation;
        case Chips:
            return r.chips;
        case Devices:
            return r.devices;
        case MemoryPerDevice:
            return formatGiB(r.memoryBytes, loc, 1);
        case Region:
            return r.offering.region;
        case Pricing:
            return pricingModelId(r.offering.pricing);
        case UsdPerHour:
            return formatUsd(r.offering.totalUsdPerHour(), loc, 2);
        case AsOf:
            return r.stale ? tr("%1 (stale)").arg(loc.toString(r.offering.price.asOf, QLocale::ShortFormat))
                           : loc.toString(r.offering.price.asOf, QLocale::ShortFormat);
        case Source:
            return r.offering.price.source;
        }
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Source || index.column() == AsOf)
            return r.sourceRef;
    } else if (role == Qt::ForegroundRole && index.column() == AsOf && r.stale) {
        return QBrush(QColor(0xb0, 0x50, 0x00));
    } else if (role == Qt::TextAlignmentRole
               && (index.column() == UsdPerHour || index.column() == Chips || index.column() == Devices
                   || index.column() == MemoryPerDevice)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Hardware:
        return tr("Hardware");
    case Generation:
        return tr("Generation");
    case Chips:
        return tr("Chips");
    case Devices:
        return tr("Devices");
    case MemoryPerDevice:
        return tr("Memory per device");
    case Region:
        return tr("Region");
    case Pricing:
        return tr("Pricing");
    case UsdPerHour:
        return tr("USD per hour");
    case AsOf:
        return tr("As of");
    case Source:
        return tr("Source");
    }
    return {};
}

} // namespace tpuplan::gui
