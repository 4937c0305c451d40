// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "xla/LengthFile.h"
#include "xla/PaddingAnalysis.h"
#include "xla/ShardPlan.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace tpuplan::gui {

class LengthHistogramChart;
class LengthHistogramModel;
class PaddingChart;
class PaddingStrategyModel;
class PlanDocument;
class ReadinessModel;

// The Data tab: getting the dataset ready for XLA. A file of sequence lengths (one per line, or a CSV column) gives a
// histogram and the padding strategies compared (core's analysePadding) with the recommended one highlighted; the
// plan's dataset gives the TFRecord shard plan with its storage cost (core's planShards); both feed the TPU-readiness
// checklist. A bad file is reported here with its line, and the last good analysis is dropped.
class DataPreparationView : public QWidget
{
    Q_OBJECT
public:
    explicit DataPreparationView(PlanDocument* document, QWidget* parent = nullptr);

    // Reads a lengths file with `options` (the column of a CSV; empty: chosen by core). Returns false and shows the
    // error (file and line) when it cannot be used.
    bool openLengthFile(const QString& path, const xla::LengthFileOptions& options = {});
    // Reads the current file again with another CSV column (a header name or a 1-based number).
    bool setColumn(const QString& column);

    QString filePath() const { return m_path; }
    QString lastError() const { return m_lastError; }
    const xla::LengthHistogram& histogram() const { return m_histogram; }
    const xla::LengthFileInfo& fileInfo() const { return m_info; }
    const std::optional<xla::PaddingReport>& paddingReport() const { return m_report; }
    const std::optional<xla::ShardPlan>& shardPlan() const { return m_shards; }

    LengthHistogramModel* histogramModel() const { return m_histogramModel; }
    PaddingStrategyModel* strategyModel() const { return m_strategyModel; }
    ReadinessModel* readinessModel() const { return m_readinessModel; }
    LengthHistogramChart* histogramChart() const { return m_histogramChart; }
    PaddingChart* paddingChart() const { return m_paddingChart; }
    QTableView* strategyTable() const { return m_strategyTable; }
    QTableView* readinessTable() const { return m_readinessTable; }
    QLabel* errorLabel() const { return m_error; }
    QLabel* recommendationLabel() const { return m_recommendation; }
    QLabel* shardLabel() const { return m_shardResult; }
    QComboBox* columnBox() const { return m_column; }
    QSpinBox* batchBox() const { return m_batch; }
    QSpinBox* shapeBudgetBox() const { return m_shapeBudget; }
    QCheckBox* packingBox() const { return m_packing; }
    QDoubleSpinBox* tokensBox() const { return m_tokens; }
    QSpinBox* seqLenBox() const { return m_seqLen; }
    QComboBox* sliceBox() const { return m_slice; }
    QSpinBox* hostsBox() const { return m_hosts; }
    QComboBox* accessBox() const { return m_access; }
    QComboBox* dataLocationBox() const { return m_dataLocation; }

public slots:
    void browse();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillChoices();
    void analyse();
    void planShardsNow();
    void updateChecklist();
    void updateInfo();
    void showError(const QString& text);
    void fromPlan();
    void fillColumns();
    void updateTokensSource();

    PlanDocument* m_document;
    QString m_path;
    xla::LengthFileOptions m_options;
    xla::LengthFileInfo m_info;
    xla::LengthHistogram m_histogram;
    std::optional<xla::PaddingReport> m_report;
    std::optional<xla::ShardPlan> m_shards;
    QString m_shardError;
    QString m_lastError;
    QString m_tokensSource; // where the shard plan's token count came from (translated on display)
    bool m_batchEdited = false;
    bool m_packingEdited = false;
    bool m_tokensEdited = false;
    bool m_seqLenEdited = false;
    bool m_sliceEdited = false;
    bool m_filling = false;

    LengthHistogramModel* m_histogramModel;
    PaddingStrategyModel* m_strategyModel;
    ReadinessModel* m_readinessModel;
    LengthHistogramChart* m_histogramChart;
    PaddingChart* m_paddingChart;

    QPushButton* m_open;
    QLabel* m_fileLabel;
    QLabel* m_columnLabel;
    QComboBox* m_column;
    QLabel* m_error;
    QLabel* m_summary;
    QGroupBox* m_paddingGroup;
    QLabel* m_batchLabel;
    QSpinBox* m_batch;
    QLabel* m_shapeBudgetLabel;
    QSpinBox* m_shapeBudget;
    QCheckBox* m_packing;
    QTableView* m_strategyTable;
    QLabel* m_recommendation;
    QGroupBox* m_shardGroup;
    QLabel* m_tokensLabel;
    QDoubleSpinBox* m_tokens;
    QLabel* m_tokensNote;
    QLabel* m_seqLenLabel;
    QSpinBox* m_seqLen;
    QLabel* m_sliceLabel;
    QComboBox* m_slice;
    QLabel* m_hostsLabel;
    QSpinBox* m_hosts;
    QLabel* m_shardResult;
    QGroupBox* m_readinessGroup;
    QLabel* m_accessLabel;
    QComboBox* m_access;
    QLabel* m_dataLocationLabel;
    QComboBox* m_dataLocation;
    QLabel* m_readinessSummary;
    QTableView* m_readinessTable;
};

} // namespace tpuplan::gui
