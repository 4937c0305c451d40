// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;

namespace tpuplan::gui {

// An input field with its validity: the editor inside a frame that turns red when the value is invalid, the reason
// in a label under it, and the reason appended to the editor's tooltip (which says what the field changes).
class FieldStatus : public QFrame
{
    Q_OBJECT
public:
    FieldStatus(QWidget* editor, const QString& toolTip, QWidget* parent = nullptr);

    QWidget* editor() const { return m_editor; }
    // An empty reason marks the field valid.
    void setIssue(const QString& reason);
    QString issue() const { return m_issue; }
    bool isInvalid() const { return !m_issue.isEmpty(); }
    QLabel* messageLabel() const { return m_message; }
    void setBaseToolTip(const QString& toolTip);

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateToolTip();
    void updateMessage();
    void updateMessageFont();

    QWidget* m_editor;
    QLabel* m_message;
    QString m_baseToolTip;
    QString m_issue;
};

} // namespace tpuplan::gui
