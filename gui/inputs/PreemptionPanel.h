// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InputPanel.h"

class QDoubleSpinBox;

namespace tpuplan::gui {

// How interruptible offerings behave: preemption rate, time to save a checkpoint, time to restart, and the longest
// a preemptible machine runs.
class PreemptionPanel : public InputPanel
{
    Q_OBJECT
public:
    explicit PreemptionPanel(PlanDocument* document, QWidget* parent = nullptr);

    QDoubleSpinBox* rateBox() const { return m_rate; }

protected:
    void refresh() override;
    void retranslateUi() override;

private:
    QDoubleSpinBox* m_rate = nullptr;
    QDoubleSpinBox* m_write = nullptr;
    QDoubleSpinBox* m_restart = nullptr;
    QDoubleSpinBox* m_maxHours = nullptr;
};

} // namespace tpuplan::gui
