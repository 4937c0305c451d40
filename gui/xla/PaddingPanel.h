// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>

#include <memory>

namespace Ui {
class PaddingPanel;
}

namespace tpuplan::gui {

class DataPrepDocument;

// The Data tab's padding strategies: the batch, the shape budget and packing (the plan's unless typed), the strategies
// compared with the recommended one highlighted, and the advice under them. Layout in PaddingPanel.ui.
class PaddingPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit PaddingPanel(DataPrepDocument* document, QWidget* parent = nullptr);
    ~PaddingPanel() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void showPadding();

    DataPrepDocument* m_document;
    std::unique_ptr<::Ui::PaddingPanel> m_ui;
};

} // namespace tpuplan::gui
