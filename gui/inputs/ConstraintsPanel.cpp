// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConstraintsPanel.h"

#include "PlanDocument.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>

namespace tpuplan::gui {

ConstraintsPanel::ConstraintsPanel(PlanDocument* document, QWidget* parent)
    : InputPanel(document, parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_objective = new QComboBox;
    for (Objective o : {Objective::Cost, Objective::Time, Objective::Balanced})
        m_objective->addItem(QString(), objectiveId(o));
    addField(form, QStringLiteral("objective"), m_objective);
    m_deadline = makeDoubleSpinBox(0, 1e7, 1, 1);
    addField(form, QStringLiteral("deadline_hours"), m_deadline);
    m_budget = makeDoubleSpinBox(0, 1e12, 2, 10);
    addField(form, QStringLiteral("budget_usd"), m_budget);
    m_safetyMargin = makeDoubleSpinBox(0, 0.99, 2, 0.01);
    addField(form, QStringLiteral("safety_margin"), m_safetyMargin);

    connect(m_objective, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto o = objectiveFromId(m_objective->currentData().toString());
        commit(QStringLiteral("objective"), tr("Change ranking"), [o](PlanInput& in) {
            if (o)
                in.objective = *o;
        });
    });
    connect(m_deadline, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("deadline_hours"), tr("Change deadline"), [v](PlanInput& in) { in.deadlineHours = v; });
    });
    connect(m_budget, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("budget_usd"), tr("Change budget"), [v](PlanInput& in) { in.budgetUsd = v; });
    });
    connect(m_safetyMargin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("safety_margin"), tr("Change safety margin"),
               [v](PlanInput& in) { in.safetyMargin = v; });
    });
    retranslateUi();
    sync();
}

void ConstraintsPanel::retranslateUi()
{
    setTitle(tr("Constraints"));
    m_objective->setItemText(m_objective->findData(objectiveId(Objective::Cost)), tr("Lowest cost"));
    m_objective->setItemText(m_objective->findData(objectiveId(Objective::Time)), tr("Shortest time"));
    m_objective->setItemText(m_objective->findData(objectiveId(Objective::Balanced)), tr("Balanced cost × time"));
    setFieldText(QStringLiteral("objective"), tr("Rank by"),
                 tr("How the table ranks the candidates that fit: expected cost, expected time, or both."));
    m_deadline->setSpecialValueText(tr("none"));
    m_deadline->setSuffix(tr(" h"));
    setFieldText(
        QStringLiteral("deadline_hours"), tr("Deadline"),
        tr("Candidates whose expected wall time exceeds it are ranked after the others and marked. 0 = none."));
    m_budget->setSpecialValueText(tr("none"));
    m_budget->setPrefix(tr("$ "));
    setFieldText(QStringLiteral("budget_usd"), tr("Budget"),
                 tr("Candidates whose expected cost exceeds it are ranked after the others and marked. 0 = none."));
    setFieldText(QStringLiteral("safety_margin"), tr("Safety margin"),
                 tr("Share of each device's memory kept free (0.10 = 10 %): a candidate fits only below the rest. "
                    "Lower it to fit more, at the risk of running out of memory."));
}

void ConstraintsPanel::refresh()
{
    const PlanInput& in = m_document->input();
    setCurrentData(m_objective, objectiveId(in.objective));
    setValue(m_deadline, in.deadlineHours);
    setValue(m_budget, in.budgetUsd);
    setValue(m_safetyMargin, in.safetyMargin);
}

} // namespace tpuplan::gui
