// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanInput.h"

#include <QGroupBox>
#include <QHash>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace tpuplan::gui {

class FieldStatus;
class PlanDocument;

// One group of inputs on the left of the window. A panel shows the document's input, turns each edit into an
// undoable change of the document, and marks its fields with the document's issues (by plan-file field key).
class InputPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit InputPanel(PlanDocument* document, QWidget* parent = nullptr);

    // The field with this key (seq_len, global_batch, ...), or nullptr.
    FieldStatus* field(const QString& key) const;
    QStringList fieldKeys() const { return m_fields.keys(); }

protected:
    // Shows the document's input in the widgets (without emitting edits).
    virtual void refresh() = 0;
    // Gives every text of the panel (title, labels, tooltips, suffixes, choices) its translation: once the widgets
    // exist, and again on a language change, over the same widgets (their values and the history stay).
    virtual void retranslateUi() = 0;
    void changeEvent(QEvent* event) override;

    // A row of the form: the editor in a FieldStatus, under a label that setFieldText() names.
    FieldStatus* addField(QFormLayout* form, const QString& key, QWidget* editor);
    // The label of the field `key` and what it changes (the tooltip of the label and of the editor).
    void setFieldText(const QString& key, const QString& label, const QString& toolTip);
    // Shows or hides the row of the field `key` (its label and its editor): a field that does not apply to the
    // model (BigBird's block size for a decoder, say).
    void setFieldVisible(const QString& key, bool visible);
    // Issues of these plan fields are shown at the field `key` (steps/tokens/epochs share one editor, say).
    void addAlias(const QString& issueField, const QString& key);
    // A problem only this panel sees (a file that could not be imported); empty clears it.
    void setLocalIssue(const QString& key, const QString& message);
    // Applies `change` to a copy of the document's input and pushes it as one undoable edit. Edits of the same
    // field in a row merge into one undo step.
    void commit(const QString& field, const QString& description, const std::function<void(PlanInput&)>& change);
    bool refreshing() const { return m_refreshing; }
    // Shows the input and the issues; a panel calls it once its widgets exist.
    void sync();

    static QSpinBox* makeSpinBox(int min, int max, int step = 1);
    static QDoubleSpinBox* makeDoubleSpinBox(double min, double max, int decimals, double step);
    // Sets a value only when it differs, without emitting, so that a field being typed into keeps its text.
    static void setValue(QSpinBox* box, int value);
    static void setValue(QDoubleSpinBox* box, double value);
    static void setChecked(QCheckBox* box, bool checked);
    static void setCurrentData(QComboBox* box, const QVariant& data);

    PlanDocument* m_document;

private:
    void showIssues();
    void doRefresh();

    QHash<QString, FieldStatus*> m_fields;
    QHash<QString, QLabel*> m_labels;
    // the form of each field and the keys in the order of their rows, so that a hidden row can come back in place
    QHash<QString, QFormLayout*> m_forms;
    QStringList m_order;
    QHash<QString, QString> m_aliases;
    QHash<QString, QString> m_localIssues;
    bool m_refreshing = false;
};

} // namespace tpuplan::gui
