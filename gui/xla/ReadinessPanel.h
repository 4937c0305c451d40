// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>

#include <memory>

namespace Ui {
class ReadinessPanel;
}

namespace tpuplan::gui {

class DataPrepDocument;

// The Data tab's TPU-readiness checklist: how the TPU is reached and where the data lives, the items with a tick for
// those only the user can answer, and how many are ready. Layout in ReadinessPanel.ui.
class ReadinessPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit ReadinessPanel(DataPrepDocument* document, QWidget* parent = nullptr);
    ~ReadinessPanel() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void showReadiness();

    DataPrepDocument* m_document;
    std::unique_ptr<::Ui::ReadinessPanel> m_ui;
};

} // namespace tpuplan::gui
