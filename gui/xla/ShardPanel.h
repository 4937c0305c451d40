// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>

#include <memory>

namespace Ui {
class ShardPanel;
}

namespace tpuplan::gui {

class DataPrepDocument;

// The Data tab's TFRecord shard plan: the tokens (and where that number comes from), the tokens per record, the slice
// and its hosts (the plan's unless chosen), and core's shard plan with its storage cost. Layout in ShardPanel.ui.
class ShardPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit ShardPanel(DataPrepDocument* document, QWidget* parent = nullptr);
    ~ShardPanel() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillSlices();
    void showShards();
    void showTokensSource();

    DataPrepDocument* m_document;
    std::unique_ptr<::Ui::ShardPanel> m_ui;
};

} // namespace tpuplan::gui
