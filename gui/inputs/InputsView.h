// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace tpuplan::gui {

class ConstraintsPanel;
class FieldStatus;
class HardwarePanel;
class ModelPanel;
class PlanDocument;
class PreemptionPanel;
class ShardingPanel;
class TrainingPanel;

// Every input in one scrollable column: model, training, hardware, sharding, constraints, preemption.
class InputsView : public QScrollArea
{
    Q_OBJECT
public:
    explicit InputsView(PlanDocument* document, QWidget* parent = nullptr);

    ModelPanel* modelPanel() const { return m_model; }
    TrainingPanel* trainingPanel() const { return m_training; }
    HardwarePanel* hardwarePanel() const { return m_hardware; }
    ShardingPanel* shardingPanel() const { return m_sharding; }
    ConstraintsPanel* constraintsPanel() const { return m_constraints; }
    PreemptionPanel* preemptionPanel() const { return m_preemption; }
    // The field with this plan-file key in any panel, or nullptr.
    FieldStatus* field(const QString& key) const;
    // The fields now marked invalid.
    QList<FieldStatus*> invalidFields() const;

protected:
    bool event(QEvent* event) override;

private:
    void updateMinimumWidth();

    ModelPanel* m_model;
    TrainingPanel* m_training;
    HardwarePanel* m_hardware;
    ShardingPanel* m_sharding;
    ConstraintsPanel* m_constraints;
    PreemptionPanel* m_preemption;
};

} // namespace tpuplan::gui
