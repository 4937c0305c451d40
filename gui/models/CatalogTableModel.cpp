// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogTableModel.h"

#include "util/Format.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <algorithm>
#include <cmath>

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
        for (const Offering& o : c.offerings(hw, true)) {
            Row r;
            r.hardware = hw;
            r.generation = dev->isTpu ? dev->generation : tr("GPU");
            r.chips = dev->chips;
            r.devices = dev->devices;
            r.memoryBytes = dev->memoryBytes;
            r.nominalMemoryBytes = dev->nominalMemoryBytes;
            r.offering = o;
            r.stale = Catalog::isStalePrice(o, today);
            r.ageMonths = Catalog::monthsOld(o.price.asOf, today);
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
            if (r.nominalMemoryBytes > 0 && std::abs(r.nominalMemoryBytes - r.memoryBytes) > 1)
                return tr("%1 usable (%2 nominal)")
                    .arg(formatGiB(r.memoryBytes, loc, 2), formatGiB(r.nominalMemoryBytes, loc, 0));
            return formatGiB(r.memoryBytes, loc, 1);
        case Region:
            return r.offering.region;
        case Pricing:
            return pricingModelId(r.offering.pricing);
        case UsdPerHour:
            // never a number, never 0: the provider publishes no price
            if (!r.offering.priceListed())
                return tr("not publicly listed");
            return formatUsd(r.offering.totalUsdPerHour(), loc, 2);
        case AsOf: {
            // the age says how old a price is; "stale" stays as the mark of the 18-month rule
            const QString date = loc.toString(r.offering.price.asOf, QLocale::ShortFormat);
            if (!r.offering.priceListed() || r.ageMonths < 0)
                return date;
            if (r.stale)
                return tr("%1 (%n month(s) old, stale)", nullptr, r.ageMonths).arg(date);
            return tr("%1 (%n month(s) old)", nullptr, r.ageMonths).arg(date);
        }
        case Source:
            return r.offering.price.source;
        }
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Source)
            return r.sourceRef;
        if (index.column() == AsOf)
            return r.stale ? tr("%1\nOlder than %2 months: refresh it with Import Prices… (the import shows what "
                                "changes before anything is written).")
                                 .arg(r.sourceRef)
                                 .arg(Catalog::kStaleAfterMonths)
                           : r.sourceRef;
        if (index.column() == UsdPerHour && !r.offering.priceListed())
            return tr("The provider publishes no price for this offering. Add the price you were quoted to a user "
                      "catalog to plan with it.");
        if (index.column() == MemoryPerDevice)
            return tr("\"Fits\" is judged against the usable memory per device (what XLA lets a program allocate); "
                      "the nominal figure is the vendor's.");
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
