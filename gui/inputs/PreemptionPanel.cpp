// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreemptionPanel.h"

#include "PlanDocument.h"

#include <QDoubleSpinBox>
#include <QFormLayout>

namespace tpuplan::gui {

PreemptionPanel::PreemptionPanel(PlanDocument* document, QWidget* parent)
    : InputPanel(tr("Preemption"), document, parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_rate = makeDoubleSpinBox(0, 100, 3, 0.01);
    m_rate->setSuffix(tr(" / h"));
    addField(form, QStringLiteral("rate_per_hour"), tr("Preemption rate"), m_rate,
             tr("Expected preemptions per hour on preemptible, spot and Colab machines: more lost work and restarts, "
                "and a shorter checkpoint interval (Young/Daly)."));
    m_write = makeDoubleSpinBox(0, 100000, 1, 0.5);
    m_write->setSuffix(tr(" min"));
    addField(form, QStringLiteral("checkpoint_write_minutes"), tr("Checkpoint write"), m_write,
             tr("Minutes to save a training checkpoint to storage: sets the checkpoint interval and its overhead."));
    m_restart = makeDoubleSpinBox(0, 100000, 1, 1);
    m_restart->setSuffix(tr(" min"));
    addField(form, QStringLiteral("restart_minutes"), tr("Restart time"), m_restart,
             tr("Minutes from a preemption to training again: a new VM/TPU, start-up and XLA compilation."));
    m_maxHours = makeDoubleSpinBox(0.1, 10000, 1, 1);
    m_maxHours->setSuffix(tr(" h"));
    addField(form, QStringLiteral("preemptible_max_hours"), tr("Preemptible limit"), m_maxHours,
             tr("Preemptible machines stop after this long (24 h on Google Cloud): each stop is a restart."));

    connect(m_rate, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("rate_per_hour"), tr("Change preemption rate"),
               [v](PlanInput& in) { in.preemptionRatePerHour = v; });
    });
    connect(m_write, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("checkpoint_write_minutes"), tr("Change checkpoint write time"),
               [v](PlanInput& in) { in.checkpointWriteMinutes = v; });
    });
    connect(m_restart, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("restart_minutes"), tr("Change restart time"),
               [v](PlanInput& in) { in.restartMinutes = v; });
    });
    connect(m_maxHours, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("preemptible_max_hours"), tr("Change preemptible limit"),
               [v](PlanInput& in) { in.preemptibleMaxHours = v; });
    });
    sync();
}

void PreemptionPanel::refresh()
{
    const PlanInput& in = m_document->input();
    setValue(m_rate, in.preemptionRatePerHour);
    setValue(m_write, in.checkpointWriteMinutes);
    setValue(m_restart, in.restartMinutes);
    setValue(m_maxHours, in.preemptibleMaxHours);
}

} // namespace tpuplan::gui
