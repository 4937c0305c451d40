// SPDX-License-Identifier: GPL-3.0-or-later
#include "StepSplitModel.h"

#include "time/StepText.h"
#include "util/Format.h"

#include <QLocale>

namespace tpuplan::gui {

StepSplitModel::StepSplitModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void StepSplitModel::setPoints(const QVector<StepSplitPoint>& points, const QString& label, bool gpuCounts)
{
    // as many jobs as before (an input changed): the values change in place, so that the chart's bar mapper updates
    // its bar sets instead of building new ones
    if (!points.isEmpty() && points.size() == m_points.size()) {
        m_points = points;
        m_label = label;
        m_gpuCounts = gpuCounts;
        emit headerDataChanged(Qt::Vertical, 0, int(m_points.size()) - 1);
        emit dataChanged(index(0, 0), index(int(m_points.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_points = points;
    m_label = label;
    m_gpuCounts = gpuCounts;
    endResetModel();
}

void StepSplitModel::clear()
{
    beginResetModel();
    m_points.clear();
    m_label.clear();
    m_gpuCounts = false;
    endResetModel();
}

int StepSplitModel::currentRow() const
{
    for (int i = 0; i < m_points.size(); ++i)
        if (m_points[i].current)
            return i;
    return -1;
}

int StepSplitModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_points.size();
}

int StepSplitModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString StepSplitModel::pointToolTip(const StepSplitPoint& p) const
{
    const QLocale loc;
    const auto seconds = [&loc](double s) { return loc.toString(s, 'f', s < 10 ? 3 : 1); };
    QString text = tr("%1 (%2 devices) · %3\nbatch %4 × %5 per device\ncompute %6 s · exposed communication %7 s · "
                      "exposed host transfer %8 s\nstep %9 s")
                       .arg(p.job, loc.toString(p.devices), meshText(p.mesh),
                            formatBatch(p.mesh.perDeviceBatch(p.batchPerDevice), loc), loc.toString(p.accumulation),
                            seconds(p.computeSeconds), seconds(p.exposedCommunicationSeconds),
                            seconds(p.exposedHostSeconds), seconds(p.stepSeconds));
    text += QLatin1Char('\n')
        + tr("compute: matmuls %1 s · attention %2 s · memory-bound work %3 s · optimizer update %4 s · step "
             "overhead %5 s")
              .arg(seconds(p.matmulSeconds), seconds(p.attentionSeconds), seconds(p.memoryBoundSeconds),
                   seconds(p.optimizerSeconds), seconds(p.overheadSeconds));
    text += QLatin1Char('\n')
        + tr("calibration band %1 · MFU %2")
              .arg(secondsWithBand(p.stepSeconds, p.stepBand, loc, -1), formatPercent(p.mfu, 1));
    if (p.exposedContextSeconds > 0)
        text += QLatin1Char('\n')
            + tr("of the exposed communication, the context axis's K/V exchange %1 s")
                  .arg(seconds(p.exposedContextSeconds));
    if (!p.fits)
        text += QLatin1Char('\n') + tr("Does not fit in memory");
    if (p.current)
        text += QLatin1Char('\n') + tr("The selected candidate");
    return text;
}

QVariant StepSplitModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StepSplitPoint& p = m_points[index.row()];
    if (role == CurrentRole)
        return p.current;
    if (role == FitsRole)
        return p.fits;
    if (role == Qt::ToolTipRole)
        return pointToolTip(p);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Matmul:
        return p.matmulSeconds;
    case Attention:
        return p.attentionSeconds;
    case MemoryBound:
        return p.memoryBoundSeconds;
    case Optimizer:
        return p.optimizerSeconds;
    case Overhead:
        return p.overheadSeconds;
    case Bubble:
        return p.bubbleSeconds;
    case Compute:
        return p.computeSeconds;
    case Communication:
        return p.exposedOtherSeconds();
    case Context:
        return p.exposedContextSeconds;
    case HostTransfer:
        return p.exposedHostSeconds;
    case Step:
        return p.stepSeconds;
    case StepLow:
        return p.stepBand.low;
    case StepHigh:
        return p.stepBand.high;
    case Devices:
        return p.devices;
    default:
        return {};
    }
}

QVariant StepSplitModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_points.size())
            return {};
        const StepSplitPoint& p = m_points[section];
        if (role == Qt::ToolTipRole)
            return pointToolTip(p);
        if (role != Qt::DisplayRole)
            return {};
        // the candidate's own job marked, a job that does not fit in parentheses (the axis title says so)
        const QString job = m_gpuCounts ? tr("×%1").arg(QLocale().toString(p.devices)) : p.job;
        QString text = p.fits ? job : tr("(%1)").arg(job);
        return p.current ? tr("▸%1").arg(text) : text;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Matmul:
        return tr("Matmuls");
    case Attention:
        return tr("Attention");
    case MemoryBound:
        return tr("Memory-bound work");
    case Optimizer:
        return tr("Optimizer update");
    case Overhead:
        return tr("Step overhead");
    case Bubble:
        return tr("Pipeline bubble");
    case Compute:
        return tr("Compute");
    case Communication:
        return tr("Exposed communication");
    case Context:
        return tr("Context K/V exchange");
    case HostTransfer:
        return tr("Exposed host transfer");
    case Step:
        return tr("Step");
    case StepLow:
        return tr("Band low");
    case StepHigh:
        return tr("Band high");
    case Devices:
        return tr("Devices");
    }
    return {};
}

} // namespace tpuplan::gui
