// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanDataPrep.h"
#include "xla/DataPrepInputs.h"
#include "xla/DataPrepRules.h"
#include "xla/LengthFile.h"
#include "xla/PaddingAnalysis.h"
#include "xla/ShardPlan.h"

#include <QObject>

#include <functional>

#include <optional>

namespace tpuplan {
struct StorageClass;
}

namespace tpuplan::gui {

class LengthHistogramModel;
class PaddingStrategyModel;
class PlanDocument;
class ReadinessModel;

// The Data tab's state, owned by the PlanDocument: the lengths file and its histogram, the padding report, the shard
// plan and the readiness facts, computed by core from the plan and the user's choices (inputs(), saved with the plan).
// The choices left empty follow the plan through core's rules (plan/PlanDataPrep.h, xla/DataPrepRules.h). The panels
// of the tab observe the signals and edit only through the setters; the item models are the document's, so that every
// view shows one state.
class DataPrepDocument : public QObject
{
    Q_OBJECT
public:
    explicit DataPrepDocument(PlanDocument* plan);

    const PlanDocument* plan() const { return m_plan; }
    // What the user chose (the part of the Data tab saved with the plan).
    const xla::DataPrepInputs& inputs() const { return m_inputs; }
    // Replaces every choice (a plan opened): reads its lengths file, if any, and computes everything again.
    void setInputs(const xla::DataPrepInputs& inputs);

    // Reads a lengths file with `options` (the column of a CSV; empty: chosen by core). Returns false and keeps the
    // error (fileError()) when it cannot be used; the last good analysis is then dropped.
    bool openLengthFile(const QString& path, const xla::LengthFileOptions& options = {});
    // Reads the current file again with another CSV column (a header name or a 1-based number).
    bool setColumn(const QString& column);
    QString filePath() const { return m_inputs.lengthsFile; }
    const xla::LengthFileOptions& fileOptions() const { return m_fileOptions; }
    const xla::LengthFileInfo& fileInfo() const { return m_info; }
    const xla::LengthHistogram& histogram() const { return m_histogram; }
    // Core's message for the file that could not be used (file, line, column); empty after a good file.
    QString fileError() const { return m_fileError; }

    void setBatch(int batch);
    void setShapeBudget(int budget);
    void setPackingAllowed(bool allowed);
    const xla::PaddingOptions& paddingOptions() const { return m_paddingOptions; }
    const std::optional<xla::PaddingReport>& paddingReport() const { return m_report; }
    QString paddingError() const { return m_paddingError; }

    void setDatasetTokens(double tokens);
    void setSeqLen(int seqLen);
    // The slice that reads the shards: its hosts replace any typed host count.
    void setSlice(const QString& slice);
    void setHosts(int hosts);
    QString slice() const { return m_slice; }
    xla::TokenSource tokenSource() const { return m_tokenSource; }
    const xla::ShardInput& shardInput() const { return m_shardInput; }
    const std::optional<xla::ShardPlan>& shardPlan() const { return m_shards; }
    QString shardError() const { return m_shardError; }
    // The storage class the shard plan is priced with; null when the catalog has none.
    const StorageClass* storage() const;

    void setAccess(xla::TpuAccess access);
    void setDataLocation(xla::DataLocation data);

    LengthHistogramModel* histogramModel() const { return m_histogramModel; }
    PaddingStrategyModel* strategyModel() const { return m_strategyModel; }
    ReadinessModel* readinessModel() const { return m_readinessModel; }
    // The language changed: the models announce their new texts.
    void retranslate();

signals:
    void fileChanged(); // the file, its info, the histogram or the error
    void paddingChanged(); // the options in effect or the report
    void shardsChanged(); // the shard input, its token source, the slice or the plan
    void readinessChanged(); // the facts of the checklist
    void inputsChanged(); // the choices saved with the plan

private:
    void followPlan();
    void fromPlan();
    void setInput(const xla::DataPrepInputs& next);
    // setInput() of a copy of the inputs that `change` edits
    void changeInputs(const std::function<void(xla::DataPrepInputs&)>& change);
    void readFile(const xla::LengthFileOptions& options, bool samePath);
    void analyse();
    void planShardsNow();
    void updateReadiness();

    PlanDocument* m_plan;
    xla::DataPrepInputs m_inputs;
    xla::LengthFileOptions m_fileOptions;
    xla::LengthFileInfo m_info;
    xla::LengthHistogram m_histogram;
    QString m_fileError;
    xla::PaddingOptions m_paddingOptions;
    std::optional<xla::PaddingReport> m_report;
    QString m_paddingError;
    QString m_slice;
    xla::TokenSource m_tokenSource = xla::TokenSource::Assumed;
    xla::ShardInput m_shardInput;
    std::optional<xla::ShardPlan> m_shards;
    QString m_shardError;
    bool m_restoring = false; // setInputs() is giving the readiness model its answers

    LengthHistogramModel* m_histogramModel;
    PaddingStrategyModel* m_strategyModel;
    ReadinessModel* m_readinessModel;
};

} // namespace tpuplan::gui
