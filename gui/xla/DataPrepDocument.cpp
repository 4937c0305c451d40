// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataPrepDocument.h"

#include "LengthHistogramModel.h"
#include "PaddingStrategyModel.h"
#include "PlanDocument.h"
#include "ReadinessModel.h"
#include "util/InputError.h"
#include "xla/ReadinessChecklist.h"

namespace tpuplan::gui {

using namespace tpuplan::xla;

namespace {
bool samePadding(const PaddingOptions& a, const PaddingOptions& b)
{
    return a.batch == b.batch && a.shapeBudget == b.shapeBudget && a.packingAllowed == b.packingAllowed;
}

bool sameShards(const ShardInput& a, const ShardInput& b)
{
    return a.amount == b.amount && a.seqLen == b.seqLen && a.hosts == b.hosts && a.usdPerGiBMonth == b.usdPerGiBMonth;
}
} // namespace

DataPrepDocument::DataPrepDocument(PlanDocument* plan)
    : QObject(plan)
    , m_plan(plan)
    , m_histogramModel(new LengthHistogramModel(this))
    , m_strategyModel(new PaddingStrategyModel(this))
    , m_readinessModel(new ReadinessModel(this))
{
    // a typed host count gives way to a change of the plan's inputs; the results, which come later (planned on a
    // worker), only move what follows from them (the slice of the top candidate)
    connect(plan, &PlanDocument::inputChanged, this, &DataPrepDocument::followPlan);
    connect(plan, &PlanDocument::resultsChanged, this, &DataPrepDocument::fromPlan);
    connect(plan, &PlanDocument::catalogChanged, this, &DataPrepDocument::followPlan);
    connect(m_readinessModel, &ReadinessModel::answersChanged, this, [this] {
        if (!m_restoring) {
            DataPrepInputs next = m_inputs;
            next.answers = m_readinessModel->answers();
            setInput(next);
        }
        emit readinessChanged();
    });
    m_paddingOptions = paddingOptionsForPlan(plan->input(), m_inputs);
    fromPlan();
    analyse();
    planShardsNow();
}

void DataPrepDocument::setInputs(const DataPrepInputs& inputs)
{
    m_inputs = inputs;
    // the model reports each answer back: the inputs already hold them all
    m_restoring = true;
    // a copy: each setAnswer() recomputes the model's items, which would leave a loop over them dangling
    const QVector<ReadinessItem> items = m_readinessModel->items();
    for (const ReadinessItem& item : items)
        if (ReadinessModel::isAnswerable(item.id))
            m_readinessModel->setAnswer(
                item.id,
                inputs.answers.contains(item.id) ? std::optional<bool>(inputs.answers.value(item.id)) : std::nullopt);
    m_restoring = false;
    m_fileOptions = LengthFileOptions();
    m_fileOptions.column = inputs.lengthsColumn;
    if (inputs.lengthsFile.isEmpty()) {
        m_info = LengthFileInfo();
        m_histogram = LengthHistogram();
        m_fileError.clear();
        m_histogramModel->clear();
        emit fileChanged();
    } else {
        readFile(m_fileOptions, false);
    }
    m_paddingOptions = paddingOptionsForPlan(m_plan->input(), m_inputs);
    fromPlan();
    analyse();
    planShardsNow();
    emit inputsChanged();
}

void DataPrepDocument::setInput(const DataPrepInputs& next)
{
    if (next == m_inputs)
        return;
    m_inputs = next;
    emit inputsChanged();
}

bool DataPrepDocument::openLengthFile(const QString& path, const LengthFileOptions& options)
{
    const bool samePath = path == m_inputs.lengthsFile;
    DataPrepInputs next = m_inputs;
    next.lengthsFile = path;
    next.lengthsColumn = options.column;
    setInput(next);
    readFile(options, samePath);
    followPlan();
    analyse();
    return m_fileError.isEmpty();
}

bool DataPrepDocument::setColumn(const QString& column)
{
    if (m_inputs.lengthsFile.isEmpty())
        return false;
    LengthFileOptions options = m_fileOptions;
    options.column = column;
    return openLengthFile(m_inputs.lengthsFile, options);
}

void DataPrepDocument::readFile(const LengthFileOptions& options, bool samePath)
{
    LengthFileInfo info;
    m_fileOptions = options;
    try {
        m_histogram = LengthFile::read(m_inputs.lengthsFile, options, &info);
    } catch (const InputError& e) {
        m_histogram = LengthHistogram();
        // the same file with another column keeps its columns to choose from
        if (!samePath)
            m_info = LengthFileInfo();
        m_fileError = e.text();
        m_histogramModel->clear();
        emit fileChanged();
        return;
    }
    m_info = info;
    m_fileError.clear();
    m_histogramModel->setHistogram(m_histogram);
    emit fileChanged();
}

void DataPrepDocument::changeInputs(const std::function<void(DataPrepInputs&)>& change)
{
    DataPrepInputs next = m_inputs;
    change(next);
    setInput(next);
}

// Padding and shard choices: fromPlan() recomputes what follows from the plan and the choices.
void DataPrepDocument::setBatch(int batch)
{
    changeInputs([batch](DataPrepInputs& in) { in.batch = batch; });
    fromPlan();
}

void DataPrepDocument::setShapeBudget(int budget)
{
    changeInputs([budget](DataPrepInputs& in) { in.shapeBudget = budget; });
    fromPlan();
}

void DataPrepDocument::setPackingAllowed(bool allowed)
{
    changeInputs([allowed](DataPrepInputs& in) { in.packingAllowed = allowed; });
    fromPlan();
}

void DataPrepDocument::setDatasetTokens(double tokens)
{
    changeInputs([tokens](DataPrepInputs& in) { in.datasetTokens = tokens; });
    fromPlan();
}

void DataPrepDocument::setSeqLen(int seqLen)
{
    changeInputs([seqLen](DataPrepInputs& in) { in.seqLen = seqLen; });
    fromPlan();
}

void DataPrepDocument::setSlice(const QString& slice)
{
    changeInputs([&slice](DataPrepInputs& in) {
        in.slice = slice;
        in.hosts.reset();
    });
    fromPlan();
}

void DataPrepDocument::setHosts(int hosts)
{
    changeInputs([hosts](DataPrepInputs& in) { in.hosts = hosts; });
    // a typed host count lasts until the plan changes, unless a slice was chosen (followPlan)
    const ShardInput in
        = shardInputForPlan(m_plan->input(), m_plan->result(), m_plan->catalog(), m_histogram.tokens(), m_inputs);
    if (!sameShards(in, m_shardInput)) {
        m_shardInput = in;
        planShardsNow();
    }
}

void DataPrepDocument::setAccess(TpuAccess access)
{
    changeInputs([access](DataPrepInputs& in) { in.access = access; });
    updateReadiness();
}

void DataPrepDocument::setDataLocation(DataLocation data)
{
    changeInputs([data](DataPrepInputs& in) { in.data = data; });
    updateReadiness();
}

const StorageClass* DataPrepDocument::storage() const
{
    return m_plan->catalog().storageClass(defaultStorageClassId());
}

void DataPrepDocument::retranslate()
{
    m_histogramModel->retranslate();
    m_strategyModel->retranslate();
    m_readinessModel->retranslate();
}

void DataPrepDocument::followPlan()
{
    // the hosts follow the slice: a typed count gives way when the plan or the file changes, unless a slice was chosen
    if (m_inputs.slice.isEmpty() && m_inputs.hosts) {
        DataPrepInputs next = m_inputs;
        next.hosts.reset();
        setInput(next);
    }
    fromPlan();
}

void DataPrepDocument::fromPlan()
{
    const PlanInput& in = m_plan->input();
    const Catalog& catalog = m_plan->catalog();
    const PaddingOptions options = paddingOptionsForPlan(in, m_inputs);
    if (!samePadding(options, m_paddingOptions)) {
        m_paddingOptions = options;
        analyse();
    }
    const QString slice = shardSliceForPlan(in, m_plan->result(), catalog, m_inputs);
    const TokenSource source = datasetTokensForPlan(in, m_histogram.tokens(), m_inputs).source;
    const ShardInput shards = shardInputForPlan(in, m_plan->result(), catalog, m_histogram.tokens(), m_inputs);
    if (slice != m_slice || source != m_tokenSource || !sameShards(shards, m_shardInput)) {
        m_slice = slice;
        m_tokenSource = source;
        m_shardInput = shards;
        planShardsNow();
    }
}

void DataPrepDocument::analyse()
{
    m_paddingError.clear();
    if (m_histogram.isEmpty()) {
        m_report.reset();
        m_strategyModel->clear();
    } else {
        try {
            m_report = analysePadding(m_histogram, m_paddingOptions);
            m_strategyModel->setReport(*m_report, m_report->recommendation);
        } catch (const InputError& e) {
            m_report.reset();
            m_paddingError = e.issue().message;
            m_strategyModel->clear();
        }
    }
    emit paddingChanged();
    updateReadiness();
}

void DataPrepDocument::planShardsNow()
{
    try {
        m_shards = planShards(m_shardInput);
        m_shardError.clear();
    } catch (const InputError& e) {
        m_shards.reset();
        m_shardError = e.issue().message;
    }
    emit shardsChanged();
    updateReadiness();
}

void DataPrepDocument::updateReadiness()
{
    ReadinessInput facts;
    facts.access = m_inputs.access;
    facts.data = m_inputs.data;
    if (m_report && m_report->recommendation.index >= 0)
        applyPadding(facts, m_report->results[m_report->recommendation.index], m_report->options.shapeBudget);
    if (m_shards)
        applyShards(facts, *m_shards);
    m_readinessModel->setFacts(facts);
    emit readinessChanged();
}

} // namespace tpuplan::gui
