// SPDX-License-Identifier: GPL-3.0-or-later
#include "FieldStatus.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>
#include <QVariant>

namespace tpuplan::gui {

FieldStatus::FieldStatus(QWidget* editor, const QString& toolTip, QWidget* parent)
    : QFrame(parent)
    , m_editor(editor)
    , m_message(new QLabel(this))
    , m_baseToolTip(toolTip)
{
    setObjectName(QStringLiteral("fieldStatus"));
    setProperty("invalid", false);
    setStyleSheet(QStringLiteral("QFrame#fieldStatus { border: 2px solid transparent; border-radius: 4px; }"
                                 "QFrame#fieldStatus[invalid=\"true\"] { border-color: #d32f2f; background: #fdecea; }"
                                 "QLabel#fieldMessage { color: #b71c1c; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(1, 1, 1, 1);
    layout->setSpacing(1);
    layout->addWidget(editor);
    m_message->setObjectName(QStringLiteral("fieldMessage"));
    m_message->setWordWrap(true);
    updateMessageFont();
    m_message->hide();
    layout->addWidget(m_message);
    updateToolTip();
}

void FieldStatus::setIssue(const QString& reason)
{
    if (reason == m_issue)
        return;
    m_issue = reason;
    setProperty("invalid", !reason.isEmpty());
    style()->unpolish(this);
    style()->polish(this);
    updateMessage();
    updateToolTip();
}

void FieldStatus::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // the reason itself is translated by whoever reports it; the words around it are this field's
        updateMessage();
        updateToolTip();
        // A new language comes with its font (gui/Language.cpp), set before this event. The style sheet above fixed
        // the fonts of this field and of its editor when it was polished: let them take the new one.
        setFont(QFont());
        for (QWidget* w : findChildren<QWidget*>())
            w->setFont(QFont());
        updateMessageFont();
        // a combo box keeps the least room its old items and font needed until its style changes (new texts and
        // a new font drop only its preferred size)
        for (QComboBox* combo : findChildren<QComboBox*>()) {
            QEvent styleChange(QEvent::StyleChange);
            QCoreApplication::sendEvent(combo, &styleChange);
        }
    }
    QFrame::changeEvent(event);
}

void FieldStatus::updateMessageFont()
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    m_message->setFont(f);
}

void FieldStatus::updateMessage()
{
    m_message->setText(m_issue.isEmpty() ? QString() : tr("⚠ %1").arg(m_issue));
    m_message->setVisible(!m_issue.isEmpty());
}

void FieldStatus::setBaseToolTip(const QString& toolTip)
{
    m_baseToolTip = toolTip;
    updateToolTip();
}

void FieldStatus::updateToolTip()
{
    const QString tip = m_issue.isEmpty() ? m_baseToolTip : tr("%1\n\nInvalid: %2").arg(m_baseToolTip, m_issue);
    m_editor->setToolTip(tip);
    setToolTip(tip);
}

} // namespace tpuplan::gui
