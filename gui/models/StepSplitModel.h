// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/ChartData.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The selected candidate's step split into the roofline's compute terms (matmuls, attention, memory-bound work,
// optimizer update, the fixed per-step overhead), exposed communication and exposed host transfers across job sizes
// (core's stepTimeAcrossJobs), one row per job, smallest first, with the calibration band around each step. DisplayRole
// is the number in seconds, so that a QVBarModelMapper can feed a stacked bar chart; the vertical header names the job;
// ToolTipRole is formatted.
class StepSplitModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Matmul,
        Attention,
        MemoryBound,
        Optimizer,
        Overhead, // the fixed per-step costs: dispatch, infeed, launches, the collectives' latency
        Bubble, // a pipeline's idle time while it fills and drains (0 without a stage axis)
        Communication, // exposed communication but the context axis's
        Context, // the context axis's exposed K/V exchange (CommunicationTime::contextExposed)
        HostTransfer,
        Step,
        StepLow, // the calibration band around Step
        StepHigh,
        Compute, // Matmul .. Bubble together
        Devices,
        ColumnCount
    };
    enum Role { CurrentRole = Qt::UserRole + 1, FitsRole };
    static constexpr int kPartCount = 9; // Matmul .. HostTransfer: the stacked parts

    explicit StepSplitModel(QObject* parent = nullptr);

    // `label`: the candidate as the chart's tooltip names it. `gpuCounts`: the jobs are counts of one GPU, named by
    // their count ("×8"; the label names the GPU) so that seven of them fit under the bars
    void setPoints(const QVector<StepSplitPoint>& points, const QString& label, bool gpuCounts = false);
    void clear();

    const QVector<StepSplitPoint>& points() const { return m_points; }
    QString label() const { return m_label; }
    bool gpuCounts() const { return m_gpuCounts; }
    // The row of the candidate's own job, or -1.
    int currentRow() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString pointToolTip(const StepSplitPoint& p) const;

    QVector<StepSplitPoint> m_points;
    QString m_label;
    bool m_gpuCounts = false;
};

} // namespace tpuplan::gui
