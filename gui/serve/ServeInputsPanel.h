// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace tpuplan::gui {

class ServeDocument;

// The inputs of a serving plan: the model (the decoder presets the training side lists), the hardware (the whole
// catalog or one slice or GPU), tensor parallelism, the request lengths, the traffic and its value, the context,
// the precisions, the engine, its memory share and the latency targets. Each change is one setInput() on the document;
// the fields the panel does not show (regions, pricing, devices, limit) are kept as the plan file had them.
class ServeInputsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ServeInputsPanel(ServeDocument* document, QWidget* parent = nullptr);

    QComboBox* modelBox() const { return m_model; }
    QComboBox* hardwareBox() const { return m_hardware; }
    QComboBox* trafficBox() const { return m_traffic; }
    QSpinBox* inputLenBox() const { return m_inputLen; }
    QSpinBox* outputLenBox() const { return m_outputLen; }
    QDoubleSpinBox* loadBox() const { return m_load; }
    QDoubleSpinBox* tpotBox() const { return m_tpot; }
    QDoubleSpinBox* ttftBox() const { return m_ttft; }
    QComboBox* precisionBox() const { return m_precision; }
    QComboBox* kvPrecisionBox() const { return m_kvPrecision; }
    QComboBox* engineBox() const { return m_engine; }
    QSpinBox* tensorParallelBox() const { return m_tensorParallel; }
    QLabel* issuesLabel() const { return m_issues; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void createWidgets();
    void connectWidgets();
    void retranslateUi();
    void fillChoices();
    void refresh();
    void showIssues();
    // the document's input with this panel's change applied, planned at once
    template <typename F> void edit(F change);

    ServeDocument* m_document;
    QFormLayout* m_form = nullptr;
    QComboBox* m_model = nullptr;
    QComboBox* m_hardware = nullptr;
    QSpinBox* m_tensorParallel = nullptr;
    QSpinBox* m_inputLen = nullptr;
    QSpinBox* m_outputLen = nullptr;
    QComboBox* m_traffic = nullptr;
    QDoubleSpinBox* m_load = nullptr;
    QSpinBox* m_maxContext = nullptr;
    QComboBox* m_precision = nullptr;
    QComboBox* m_kvPrecision = nullptr;
    QComboBox* m_engine = nullptr;
    QDoubleSpinBox* m_utilization = nullptr;
    QDoubleSpinBox* m_ttft = nullptr;
    QDoubleSpinBox* m_tpot = nullptr;
    QLabel* m_issues = nullptr;
    bool m_refreshing = false;
};

} // namespace tpuplan::gui
