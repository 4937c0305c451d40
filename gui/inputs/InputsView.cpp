// SPDX-License-Identifier: GPL-3.0-or-later
#include "InputsView.h"

#include "ConstraintsPanel.h"
#include "FieldStatus.h"
#include "HardwarePanel.h"
#include "ModelPanel.h"
#include "PreemptionPanel.h"
#include "ShardingPanel.h"
#include "TrainingPanel.h"

#include <QEvent>
#include <QScrollBar>
#include <QVBoxLayout>

namespace tpuplan::gui {

InputsView::InputsView(PlanDocument* document, QWidget* parent)
    : QScrollArea(parent)
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(6);
    m_model = new ModelPanel(document, content);
    m_training = new TrainingPanel(document, content);
    m_hardware = new HardwarePanel(document, content);
    m_sharding = new ShardingPanel(document, content);
    m_constraints = new ConstraintsPanel(document, content);
    m_preemption = new PreemptionPanel(document, content);
    for (QWidget* w : QList<QWidget*>{m_model, m_training, m_hardware, m_sharding, m_constraints, m_preemption})
        layout->addWidget(w);
    layout->addStretch(1);
    setWidget(content);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    updateMinimumWidth();
}

bool InputsView::event(QEvent* event)
{
    // a language change reaches the panels after this view: once they are retranslated, their texts need new room
    const bool done = QScrollArea::event(event);
    if (event->type() == QEvent::LanguageChange)
        updateMinimumWidth();
    return done;
}

void InputsView::updateMinimumWidth()
{
    // as wide as the widest field needs, so that nothing is cut at the right. The size hints are cached by the
    // layouts until their next pass: drop them, so that the new texts count now.
    for (QWidget* w : widget()->findChildren<QWidget*>())
        w->updateGeometry();
    setMinimumWidth(widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth());
}

FieldStatus* InputsView::field(const QString& key) const
{
    for (InputPanel* p : QList<InputPanel*>{m_model, m_training, m_hardware, m_sharding, m_constraints, m_preemption})
        if (FieldStatus* f = p->field(key))
            return f;
    return nullptr;
}

QList<FieldStatus*> InputsView::invalidFields() const
{
    QList<FieldStatus*> out;
    for (FieldStatus* f : widget()->findChildren<FieldStatus*>())
        if (f->isInvalid())
            out << f;
    return out;
}

} // namespace tpuplan::gui
