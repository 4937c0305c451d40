// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InputPanel.h"

#include <QVector>

class QComboBox;
class QSpinBox;

namespace tpuplan::gui {

// How a job spreads the model over its devices: the sharding strategy, the fsdp and tensor-parallel degrees, the TPU
// slices and the GPUs per job, and what host offload moves to the host. Every choice can be left to the planner
// ("auto" in the plan file, 0 for the counts).
class ShardingPanel : public InputPanel
{
    Q_OBJECT
public:
    explicit ShardingPanel(PlanDocument* document, QWidget* parent = nullptr);

    // item data: "auto" or a strategy id (shardingStrategyId)
    QComboBox* strategyBox() const { return m_strategy; }
    QSpinBox* fsdpBox() const { return m_fsdp; }
    QSpinBox* tensorBox() const { return m_tensor; }
    QSpinBox* expertBox() const { return m_expert; }
    QSpinBox* slicesBox() const { return m_slices; }
    // context_parallel, pipeline_parallel, microbatches, virtual_stages, in that order
    const QVector<QSpinBox*>& countBoxes() const { return m_counts; }
    QSpinBox* gpuDevicesBox() const { return m_gpuDevices; }
    // item data: "auto" or an offload id (offloadId: "none", "optimizer,params", "all", ...)
    QComboBox* offloadBox() const { return m_offload; }

protected:
    void refresh() override;
    void retranslateUi() override;
    // the expert-parallel field's help, with why it is disabled for a dense model
    void retranslateExpertField();

private:
    QComboBox* m_strategy = nullptr;
    QSpinBox* m_fsdp = nullptr;
    QSpinBox* m_tensor = nullptr;
    QSpinBox* m_expert = nullptr; // expert_parallel: MoE models only
    QVector<QSpinBox*> m_counts; // context_parallel, pipeline_parallel, microbatches, virtual_stages
    QSpinBox* m_slices = nullptr;
    QSpinBox* m_gpuDevices = nullptr;
    QComboBox* m_offload = nullptr;
};

} // namespace tpuplan::gui
