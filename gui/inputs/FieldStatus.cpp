// SPDX-License-Identifier: GPL-3.0-or-later
#include "FieldStatus.h"

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
    QFont f = m_message->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    m_message->setFont(f);
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
    m_message->setText(tr("⚠ %1").arg(reason));
    m_message->setVisible(!reason.isEmpty());
    updateToolTip();
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
