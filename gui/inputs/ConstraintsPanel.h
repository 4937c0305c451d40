// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InputPanel.h"

class QComboBox;
class QDoubleSpinBox;

namespace tpuplan::gui {

// What the plan must meet and how candidates are ranked: objective, deadline, budget, safety margin.
class ConstraintsPanel : public InputPanel
{
    Q_OBJECT
public:
    explicit ConstraintsPanel(PlanDocument* document, QWidget* parent = nullptr);

    QDoubleSpinBox* safetyMarginBox() const { return m_safetyMargin; }
    QDoubleSpinBox* deadlineBox() const { return m_deadline; }
    QDoubleSpinBox* budgetBox() const { return m_budget; }
    QComboBox* objectiveBox() const { return m_objective; }

protected:
    void refresh() override;
    void retranslateUi() override;

private:
    QComboBox* m_objective = nullptr;
    QDoubleSpinBox* m_deadline = nullptr;
    QDoubleSpinBox* m_budget = nullptr;
    QDoubleSpinBox* m_safetyMargin = nullptr;
};

} // namespace tpuplan::gui
