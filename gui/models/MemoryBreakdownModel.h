// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/ChartData.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// Memory per device by what holds it, in GiB (core's memoryBarGiB), for the selected candidate and the best other
// configurations of the plan, one row each (the selected one first). DisplayRole is the number, so that a
// QVBarModelMapper can feed a stacked bar chart; ToolTipRole is formatted for people.
class MemoryBreakdownModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Parameters,
        Gradients,
        OptimizerStates,
        ExpertStates, // MoE: the routed experts' weights, gradients and optimizer states, out of the three above
        Adapters,
        Activations,
        Logits,
        RuntimeOverhead,
        Sharding, // gathered layers and communication buffers
        ShardedAway, // beside the device's parts: a full replica's states less this device's share
        Offloaded, // and what host offload moved to the host
        Total,
        DeviceMemory,
        Usable,
        ColumnCount
    };
    enum Role { SelectedRole = Qt::UserRole + 1, CandidateRowRole };
    static constexpr int kPartCount = 11; // Parameters .. Offloaded: the stacked parts
    static constexpr int kDevicePartCount = 9; // Parameters .. Sharding: the parts on the device (they add to Total)

    explicit MemoryBreakdownModel(QObject* parent = nullptr);

    // The selected candidate first, then up to `others` further candidates from the top of the list whose memory
    // differs (another device, precision, checkpointing or batch), in rank order. `head`: the plan's head (the
    // causal-LM head's logits are a part of their own).
    // `stages`: the selected candidate's memory per pipeline stage (stageMemoryGiB), one bar per stage after its own
    // (the heaviest stage's) where it has more than one.
    void setCandidates(const QVector<Candidate>& listed, int selectedRow, double safetyMargin, HeadKind head,
                       int others = 4, const QVector<MemoryBarGiB>& stages = {});

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int candidateRow = -1;
        QString label;
        QString toolTip;
        MemoryBarGiB bar;
        double pagedOptimizer = 0; // GiB of paged optimizer states, outside the device total
    };
    QVector<Row> m_rows;
};

} // namespace tpuplan::gui
