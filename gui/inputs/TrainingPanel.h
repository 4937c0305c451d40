// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InputPanel.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace tpuplan::gui {

// The training run: sequence length, global batch, length of the run (steps, tokens or epochs), precisions and
// checkpointing policies to try, optimizer, head, dropout, gradient accumulation, the dataset in storage, and the
// fine-tuning mode (full, LoRA, QLoRA), attention kernel, loss and loss chunking of decoders, the placement of the
// custom checkpointing policy, and the optimizer's options (paged states, the step in the backward pass, 8-bit AdamW
// as a search lever).
class TrainingPanel : public InputPanel
{
    Q_OBJECT
public:
    explicit TrainingPanel(PlanDocument* document, QWidget* parent = nullptr);

    QSpinBox* seqLenBox() const { return m_seqLen; }
    QSpinBox* globalBatchBox() const { return m_globalBatch; }
    QComboBox* runLengthBox() const { return m_runLength; }
    QDoubleSpinBox* runValueBox() const { return m_runValue; }
    QCheckBox* precisionBox(Precision p) const { return m_precisions.value(int(p)); }
    QCheckBox* checkpointingBox(CheckpointingKind k) const { return m_checkpointing.value(int(k)); }
    QComboBox* optimizerBox() const { return m_optimizer; }
    QComboBox* headBox() const { return m_head; }
    QComboBox* attentionBox() const { return m_attention; }
    QSpinBox* lossChunksBox() const { return m_lossChunks; }
    QComboBox* lossBox() const { return m_loss; }
    // the placement of one named activation under checkpointing `custom` (item data: Placement)
    QComboBox* placementBox(LayerTensor t) const { return m_placement.value(int(t)); }
    QCheckBox* pagedOptimizerBox() const { return m_pagedOptimizer; }
    QCheckBox* optimizerInBackwardBox() const { return m_optimizerInBackward; }
    QCheckBox* allow8bitOptimizerBox() const { return m_allow8bitOptimizer; }
    QComboBox* finetuneBox() const { return m_finetune; }
    QSpinBox* loraRankBox() const { return m_loraRank; }
    QComboBox* loraTargetsBox() const { return m_loraTargets; }

protected:
    void refresh() override;
    void retranslateUi() override;

private:
    void addOptimizerOptions(QFormLayout* form);
    void addPlacementEditor(QFormLayout* form);
    void retranslateTrainingOptions();
    void refreshTrainingOptions(const PlanInput& in);

    QSpinBox* m_seqLen = nullptr;
    QSpinBox* m_globalBatch = nullptr;
    QComboBox* m_runLength = nullptr;
    QDoubleSpinBox* m_runValue = nullptr;
    QDoubleSpinBox* m_datasetTokens = nullptr;
    QDoubleSpinBox* m_datasetGiB = nullptr;
    QHash<int, QCheckBox*> m_precisions;
    QComboBox* m_optimizer = nullptr;
    QHash<int, QCheckBox*> m_checkpointing;
    QSpinBox* m_maxAccumulation = nullptr;
    QCheckBox* m_dropout = nullptr;
    QComboBox* m_head = nullptr;
    QSpinBox* m_maxPredictions = nullptr;
    QCheckBox* m_nsp = nullptr;
    QSpinBox* m_numLabels = nullptr;
    QComboBox* m_attention = nullptr;
    QSpinBox* m_lossChunks = nullptr;
    QComboBox* m_loss = nullptr;
    QHash<int, QComboBox*> m_placement;
    QHash<int, QLabel*> m_placementLabels;
    QCheckBox* m_pagedOptimizer = nullptr;
    QCheckBox* m_optimizerInBackward = nullptr;
    QCheckBox* m_allow8bitOptimizer = nullptr;
    QComboBox* m_finetune = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QComboBox* m_loraTargets = nullptr;
};

} // namespace tpuplan::gui
