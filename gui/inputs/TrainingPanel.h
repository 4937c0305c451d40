// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InputPanel.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace tpuplan::gui {

// The training run: sequence length, global batch, length of the run (steps, tokens or epochs), precisions and
// checkpointing policies to try, optimizer, head, dropout, gradient accumulation, the dataset in storage, and the
// fine-tuning mode (full, LoRA, QLoRA), attention kernel and loss chunking of decoders.
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
    QComboBox* finetuneBox() const { return m_finetune; }
    QSpinBox* loraRankBox() const { return m_loraRank; }
    QComboBox* loraTargetsBox() const { return m_loraTargets; }

protected:
    void refresh() override;
    void retranslateUi() override;

private:
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
    QComboBox* m_finetune = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QComboBox* m_loraTargets = nullptr;
};

} // namespace tpuplan::gui
