// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreemptionPanel.h"

#include "PlanDocument.h"

#include <QDoubleSpinBox>
#include <QFormLayout>

namespace tpuplan::gui {

PreemptionPanel::PreemptionPanel(PlanDocument* document, QWidget* parent)
    : InputPanel(document, parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_rate = makeDoubleSpinBox(0, 100, 3, 0.01);
    addField(form, QStringLiteral("rate_per_hour"), m_rate);
    m_write = makeDoubleSpinBox(0, 100000, 1, 0.5);
    addField(form, QStringLiteral("checkpoint_write_minutes"), m_write);
    m_restart = makeDoubleSpinBox(0, 100000, 1, 1);
    addField(form, QStringLiteral("restart_minutes"), m_restart);
    m_maxHours = makeDoubleSpinBox(0.1, 10000, 1, 1);
    addField(form, QStringLiteral("preemptible_max_hours"), m_maxHours);

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
    retranslateUi();
    sync();
}

void PreemptionPanel::retranslateUi()
{
    setTitle(tr("Preemption"));
    m_rate->setSuffix(tr(" / h"));
    setFieldText(QStringLiteral("rate_per_hour"), tr("Preemption rate"),
                 tr("Expected preemptions per hour on preemptible, spot and Colab machines: more lost work and "
                    "restarts, and a shorter checkpoint interval (Young/Daly)."));
    m_write->setSuffix(tr(" min"));
    setFieldText(
        QStringLiteral("checkpoint_write_minutes"), tr("Checkpoint write"),
        tr("Minutes to save a training checkpoint to storage: sets the checkpoint interval and its overhead."));
    m_restart->setSuffix(tr(" min"));
    setFieldText(QStringLiteral("restart_minutes"), tr("Restart time"),
                 tr("Minutes from a preemption to training again: a new VM/TPU, start-up and XLA compilation."));
    m_maxHours->setSuffix(tr(" h"));
    setFieldText(QStringLiteral("preemptible_max_hours"), tr("Preemptible limit"),
                 tr("Preemptible machines stop after this long (24 h on Google Cloud): each stop is a restart."));
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
