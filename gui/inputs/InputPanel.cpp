// SPDX-License-Identifier: GPL-3.0-or-later
#include "InputPanel.h"

#include "FieldStatus.h"
#include "PlanDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace tpuplan::gui {

namespace {
constexpr int kSpinBoxMinimumWidth = 130; // room for "4,096 トークン" and the like
}

InputPanel::InputPanel(PlanDocument* document, QWidget* parent)
    : QGroupBox(parent)
    , m_document(document)
{
    connect(document, &PlanDocument::inputChanged, this, &InputPanel::doRefresh);
    connect(document, &PlanDocument::issuesChanged, this, &InputPanel::showIssues);
}

FieldStatus* InputPanel::field(const QString& key) const
{
    return m_fields.value(key, nullptr);
}

void InputPanel::changeEvent(QEvent* event)
{
    // the fields (FieldStatus) get the event after their panel: they make room for the new texts and font
    if (event->type() == QEvent::LanguageChange) {
        // a language comes with its number formats (util/Translation.cpp sets the default locale): the spin boxes
        // show their values in them, as panels built in that language do
        setLocale(QLocale());
        retranslateUi();
    }
    QGroupBox::changeEvent(event);
}

FieldStatus* InputPanel::addField(QFormLayout* form, const QString& key, QWidget* editor)
{
    // a combo box asks for its longest item, so that no choice is cut in any language (TestLanguageScreens checks)
    QList<QComboBox*> combos = editor->findChildren<QComboBox*>();
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        combos << combo;
    for (QComboBox* combo : combos)
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* status = new FieldStatus(editor, QString(), this);
    status->setObjectName(QStringLiteral("fieldStatus"));
    status->setProperty("fieldKey", key);
    auto* label = new QLabel;
    label->setBuddy(status);
    form->addRow(label, status);
    m_fields.insert(key, status);
    m_labels.insert(key, label);
    m_forms.insert(key, form);
    m_order << key;
    return status;
}

void InputPanel::setFieldText(const QString& key, const QString& label, const QString& toolTip)
{
    Q_ASSERT(m_fields.contains(key));
    QLabel* l = m_labels.value(key);
    l->setText(label);
    l->setToolTip(toolTip);
    m_fields.value(key)->setBaseToolTip(toolTip);
}

void InputPanel::setFieldVisible(const QString& key, bool visible)
{
    Q_ASSERT(m_fields.contains(key));
    // the row leaves the form: Qt 5's QFormLayout keeps the spacing of a row whose widgets are only hidden
    QFormLayout* form = m_forms.value(key);
    FieldStatus* status = m_fields.value(key);
    QLabel* label = m_labels.value(key);
    int row = -1;
    QFormLayout::ItemRole role = QFormLayout::FieldRole;
    form->getWidgetPosition(status, &row, &role);
    const bool shown = row >= 0;
    if (visible == shown)
        return;
    if (!visible) {
        const QFormLayout::TakeRowResult taken = form->takeRow(row);
        delete taken.labelItem; // the layout items, not the widgets
        delete taken.fieldItem;
        label->hide();
        status->hide();
        return;
    }
    // back after the nearest field before it that is in the form
    int at = 0;
    for (int i = m_order.indexOf(key) - 1; i >= 0; --i) {
        if (m_forms.value(m_order[i]) != form)
            continue;
        int before = -1;
        form->getWidgetPosition(m_fields.value(m_order[i]), &before, &role);
        if (before >= 0) {
            at = before + 1;
            break;
        }
    }
    form->insertRow(at, label, status);
    label->show();
    status->show();
}

void InputPanel::addAlias(const QString& issueField, const QString& key)
{
    m_aliases.insert(issueField, key);
}

void InputPanel::setLocalIssue(const QString& key, const QString& message)
{
    if (message.isEmpty())
        m_localIssues.remove(key);
    else
        m_localIssues.insert(key, message);
    showIssues();
}

void InputPanel::showIssues()
{
    QHash<QString, QStringList> byField;
    for (const InputIssue& issue : m_document->issues())
        byField[m_aliases.value(issue.field, issue.field)] << issue.message;
    for (auto it = m_localIssues.cbegin(); it != m_localIssues.cend(); ++it)
        byField[it.key()] << it.value();
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it)
        it.value()->setIssue(byField.value(it.key()).join(QLatin1Char('\n')));
}

void InputPanel::doRefresh()
{
    m_refreshing = true;
    refresh();
    m_refreshing = false;
}

void InputPanel::sync()
{
    doRefresh();
    showIssues();
}

void InputPanel::commit(const QString& field, const QString& description, const std::function<void(PlanInput&)>& change)
{
    if (m_refreshing)
        return;
    PlanInput next = m_document->input();
    change(next);
    m_document->edit(next, description, int(qHash(field) & 0x3fffffff));
}

QSpinBox* InputPanel::makeSpinBox(int min, int max, int step)
{
    auto* box = new QSpinBox;
    box->setMinimumWidth(kSpinBoxMinimumWidth);
    box->setRange(min, max);
    box->setSingleStep(step);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

QDoubleSpinBox* InputPanel::makeDoubleSpinBox(double min, double max, int decimals, double step)
{
    auto* box = new QDoubleSpinBox;
    box->setMinimumWidth(kSpinBoxMinimumWidth);
    box->setDecimals(decimals);
    box->setRange(min, max);
    box->setSingleStep(step);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

void InputPanel::setValue(QSpinBox* box, int value)
{
    if (box->value() == value)
        return;
    const QSignalBlocker block(box);
    box->setValue(value);
}

void InputPanel::setValue(QDoubleSpinBox* box, double value)
{
    if (box->value() == box->valueFromText(box->textFromValue(value)))
        return;
    const QSignalBlocker block(box);
    box->setValue(value);
}

void InputPanel::setChecked(QCheckBox* box, bool checked)
{
    const QSignalBlocker block(box);
    box->setChecked(checked);
}

void InputPanel::setCurrentData(QComboBox* box, const QVariant& data)
{
    const QSignalBlocker block(box);
    const int i = box->findData(data);
    if (i >= 0)
        box->setCurrentIndex(i);
}

} // namespace tpuplan::gui
