// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerationTableModel.h"

#include "util/Units.h"

#include <QLocale>

namespace tpuplan::gui {

GenerationTableModel::GenerationTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void GenerationTableModel::setCatalog(const Catalog& c)
{
    beginResetModel();
    m_rows.clear();
    for (const Generation& g : c.generations()) {
        Row r;
        r.id = g.id;
        r.name = g.name;
        r.cores = QLocale().toString(g.coresPerChip);
        r.hbmPerChipGiB = g.hbmPerChipGiB;
        r.hbmPerDeviceGiB = g.hbmPerDeviceGiB;
        r.usableGiB = bytesToGiB(g.usableMemoryPerDeviceBytes.value);
        r.peakTflops = g.bf16TflopsPerChip;
        r.bandwidthGBs = g.hbmBandwidthGBsPerChip;
        for (const Slice& s : c.slices())
            if (s.generation == g.id)
                r.slices << s.name;
        r.asOf = g.asOf;
        r.source = g.source;
        r.sourceRef = c.source(g.source).ref;
        r.note = g.note;
        m_rows << r;
    }
    for (const Gpu& g : c.gpus()) {
        Row r;
        r.id = g.id;
        r.name = g.name;
        r.cores = tr("—");
        r.hbmPerChipGiB = bytesToGiB(g.memoryBytes);
        r.hbmPerDeviceGiB = bytesToGiB(g.memoryBytes);
        r.peakTflops = c.device(g.id)->peakTflops16; // core's choice of the 16-bit peak, or fp32 without tensor cores
        r.bandwidthGBs = g.memoryBandwidthGBs;
        r.asOf = g.asOf;
        r.source = g.source;
        r.sourceRef = c.source(g.source).ref;
        m_rows << r;
    }
    endResetModel();
}

int GenerationTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows.size();
}
int GenerationTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GenerationTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = m_rows[index.row()];
    const QLocale loc;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Id:
            return r.id;
        case Name:
            return r.name;
        case CoresPerChip:
            return r.cores;
        case HbmPerChip:
            return tr("%1 GiB").arg(loc.toString(r.hbmPerChipGiB, 'f', 1));
        case HbmPerDevice:
            if (r.usableGiB > 0)
                return tr("%1 GiB (%2 usable)")
                    .arg(loc.toString(r.hbmPerDeviceGiB, 'f', 1), loc.toString(r.usableGiB, 'f', 2));
            return tr("%1 GiB").arg(loc.toString(r.hbmPerDeviceGiB, 'f', 1));
        case PeakTflops:
            return loc.toString(r.peakTflops, 'f', 1);
        case Bandwidth:
            return loc.toString(r.bandwidthGBs, 'f', 0);
        case Slices:
            return r.slices.isEmpty()
                ? QString()
                : tr("%1 (%2 … %3)").arg(loc.toString(r.slices.size()), r.slices.first(), r.slices.last());
        case AsOf:
            return loc.toString(r.asOf, QLocale::ShortFormat);
        case Source:
            return r.source;
        }
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Slices)
            return r.slices.join(QStringLiteral(", "));
        if (index.column() == Source || index.column() == AsOf)
            return r.sourceRef;
        if (!r.note.isEmpty())
            return r.note;
    } else if (role == Qt::TextAlignmentRole) {
        if (index.column() >= CoresPerChip && index.column() <= Bandwidth)
            return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant GenerationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("Id");
    case Name:
        return tr("Name");
    case CoresPerChip:
        return tr("Cores/chip");
    case HbmPerChip:
        return tr("Memory/chip");
    case HbmPerDevice:
        return tr("Memory/device");
    case PeakTflops:
        return tr("Peak TFLOPS (16-bit)/chip");
    case Bandwidth:
        return tr("Bandwidth GB/s");
    case Slices:
        return tr("Slices");
    case AsOf:
        return tr("As of");
    case Source:
        return tr("Source");
    }
    return {};
}

} // namespace tpuplan::gui
