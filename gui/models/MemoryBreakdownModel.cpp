// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryBreakdownModel.h"

#include "CandidateTableModel.h"

#include "util/Units.h"

#include <QLocale>
#include <QSet>

namespace tpuplan::gui {

namespace {
QString memoryKey(const Candidate& c)
{
    return QStringList{jobText(c),
                       precisionId(c.precision),
                       checkpointingId(c.checkpointing),
                       QString::number(c.lossChunks),
                       optimizerId(c.optimizer),
                       QString::number(c.batchPerDevice),
                       QString::number(c.accumulation),
                       shardingStrategyId(c.mesh.strategy),
                       meshText(c.mesh),
                       offloadId(c.offload)}
        .join(QLatin1Char('|'));
}
} // namespace

MemoryBreakdownModel::MemoryBreakdownModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void MemoryBreakdownModel::setCandidates(const QVector<Candidate>& listed, int selectedRow, double safetyMargin,
                                         HeadKind head, int others, const QVector<MemoryBarGiB>& stages)
{
    QVector<int> rows;
    QSet<QString> seen;
    if (selectedRow >= 0 && selectedRow < listed.size()) {
        rows << selectedRow;
        seen.insert(memoryKey(listed[selectedRow]));
    }
    for (int i = 0; i < listed.size() && rows.size() < others + 1; ++i) {
        const QString key = memoryKey(listed[i]);
        if (seen.contains(key))
            continue;
        seen.insert(key);
        rows << i;
    }
    QVector<Row> next;
    next.reserve(rows.size());
    for (int i : rows) {
        const Candidate& c = listed[i];
        Row r;
        r.candidateRow = i;
        r.label = tr("#%1 %2").arg(QLocale().toString(i + 1), jobText(c));
        // with what lives outside the device total (the hatched "on the host" part, the paged states)
        r.toolTip = (QStringList{CandidateTableModel::labelOf(c, i + 1)} + CandidateTableModel::outsideDeviceNotes(c))
                        .join(QLatin1Char('\n'));
        r.pagedOptimizer = bytesToGiB(c.memory.sharding.pagedOptimizer);
        r.bar = memoryBarGiB(c, safetyMargin, head);
        next << r;
        if (i == selectedRow && stages.size() > 1) {
            // a pipeline: after its own bar (the heaviest stage's), each of its stages, first to last
            for (int k = 0; k < stages.size(); ++k) {
                Row s = r;
                s.label = tr("#%1 stage %2").arg(QLocale().toString(i + 1), QLocale().toString(k + 1));
                s.bar = stages[k];
                next << s;
            }
        }
    }
    // as many bars as before (an input changed, or another candidate was selected): the values change in place, so
    // that the chart's bar mapper updates its bar sets instead of building new ones
    if (!next.isEmpty() && next.size() == m_rows.size()) {
        m_rows = next;
        emit headerDataChanged(Qt::Vertical, 0, int(m_rows.size()) - 1);
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = next;
    endResetModel();
}

int MemoryBreakdownModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows.size();
}
int MemoryBreakdownModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MemoryBreakdownModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = m_rows[index.row()];
    if (role == SelectedRole)
        return index.row() == 0;
    if (role == CandidateRowRole)
        return r.candidateRow;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::EditRole)
        return {};
    double v = 0;
    switch (index.column()) {
    case Parameters:
        v = r.bar.parameters;
        break;
    case Gradients:
        v = r.bar.gradients;
        break;
    case OptimizerStates:
        v = r.bar.optimizerStates;
        break;
    case ExpertStates:
        v = r.bar.expertStates;
        break;
    case Adapters:
        v = r.bar.adapters;
        break;
    case Activations:
        v = r.bar.activations;
        break;
    case Logits:
        v = r.bar.logits;
        break;
    case RuntimeOverhead:
        v = r.bar.runtimeOverhead;
        break;
    case Sharding:
        v = r.bar.sharding;
        break;
    case ShardedAway:
        v = r.bar.shardedAway;
        break;
    case Offloaded:
        v = r.bar.offloaded;
        break;
    case Total:
        v = r.bar.total;
        break;
    case DeviceMemory:
        v = r.bar.deviceMemory;
        break;
    case Usable:
        v = r.bar.usable;
        break;
    default:
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == OptimizerStates && r.pagedOptimizer > 0)
        return tr("%1: %2 GiB; paged optimizer states %3 GiB, outside the device total")
            .arg(headerData(index.column(), Qt::Horizontal).toString(), QLocale().toString(v, 'f', 2),
                 QLocale().toString(r.pagedOptimizer, 'f', 2));
    if (role == Qt::ToolTipRole)
        return tr("%1: %2 GiB")
            .arg(headerData(index.column(), Qt::Horizontal).toString(), QLocale().toString(v, 'f', 2));
    return v;
}

QVariant MemoryBreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_rows.size())
            return {};
        if (role == Qt::DisplayRole)
            return m_rows[section].label;
        if (role == Qt::ToolTipRole)
            return m_rows[section].toolTip;
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Parameters:
        return tr("Parameters");
    case Gradients:
        return tr("Gradients");
    case OptimizerStates:
        return tr("Optimizer");
    case ExpertStates:
        return tr("Expert states");
    case Adapters:
        return tr("LoRA adapters");
    case Activations:
        return tr("Activations");
    case Logits:
        return tr("LM-head logits");
    case RuntimeOverhead:
        return tr("Overhead");
    case Sharding:
        return tr("Sharding buffers");
    case ShardedAway:
        return tr("On the other devices");
    case Offloaded:
        return tr("On the host");
    case Total:
        return tr("Total");
    case DeviceMemory:
        return tr("Device memory");
    case Usable:
        return tr("Usable");
    }
    return {};
}

} // namespace tpuplan::gui
