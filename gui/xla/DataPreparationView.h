// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace tpuplan::gui {

class DataPrepDocument;
class LengthHistogramChart;
class PaddingChart;
class PaddingPanel;
class PlanDocument;
class ReadinessPanel;
class ShardPanel;

// The Data tab: getting the dataset ready for XLA. A file of sequence lengths (one per line, or a CSV column) gives a
// histogram and the padding strategies compared (core's analysePadding) with the recommended one highlighted; the
// plan's dataset gives the TFRecord shard plan with its storage cost (core's planShards); both feed the TPU-readiness
// checklist. A bad file is reported here with its line, and the last good analysis is dropped. The state is the plan
// document's DataPrepDocument; this widget holds the file bar and the charts and lays out the three panels over it.
class DataPreparationView : public QWidget
{
    Q_OBJECT
public:
    explicit DataPreparationView(PlanDocument* document, QWidget* parent = nullptr);

    DataPrepDocument* document() const { return m_data; }

public slots:
    void browse();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showFile();
    void fillColumns();
    void updateInfo();

    PlanDocument* m_plan;
    DataPrepDocument* m_data;
    QString m_columnsOf; // the file whose columns the chooser offers

    LengthHistogramChart* m_histogramChart;
    PaddingChart* m_paddingChart;
    PaddingPanel* m_paddingPanel;
    ShardPanel* m_shardPanel;
    ReadinessPanel* m_readinessPanel;
    QPushButton* m_open;
    QLabel* m_fileLabel;
    QLabel* m_columnLabel;
    QComboBox* m_column;
    QLabel* m_error;
    QLabel* m_summary;
};

} // namespace tpuplan::gui
