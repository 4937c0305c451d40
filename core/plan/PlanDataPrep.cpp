// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanDataPrep.h"

#include "PlanInput.h"
#include "Planner.h"
#include "catalog/Catalog.h"

namespace tpuplan {

using namespace xla;

DatasetTokens datasetTokensForPlan(const PlanInput& plan, qint64 fileTokens, const DataPrepInputs& inputs)
{
    if (inputs.datasetTokens)
        return {*inputs.datasetTokens, TokenSource::Typed};
    if (plan.datasetTokens > 0)
        return {plan.datasetTokens, TokenSource::Plan};
    if (fileTokens > 0)
        return {double(fileTokens), TokenSource::File};
    if (plan.runLength == RunLength::Tokens && plan.tokens > 0)
        return {plan.tokens, TokenSource::PlanRun};
    return {kAssumedDatasetTokens, TokenSource::Assumed};
}

bool packingAllowedForPlan(const PlanInput& plan)
{
    return plan.head.kind != HeadKind::Classification;
}

QString shardSliceForPlan(const PlanInput& plan, const PlanResult& result, const Catalog& catalog,
                          const DataPrepInputs& inputs)
{
    if (!inputs.slice.isEmpty())
        return inputs.slice;
    // the candidates are ranked: the first TPU is the best one
    for (const Candidate& c : result.candidates)
        if (c.device.isTpu)
            return c.hardware;
    for (const QString& h : plan.hardware)
        if (catalog.slice(h))
            return h;
    return catalog.slices().isEmpty() ? QString() : catalog.slices().first().name;
}

PaddingOptions paddingOptionsForPlan(const PlanInput& plan, const DataPrepInputs& inputs)
{
    PaddingOptions options;
    options.batch = inputs.batch.value_or(plan.globalBatch);
    options.packingAllowed = inputs.packingAllowed.value_or(packingAllowedForPlan(plan));
    options.shapeBudget = inputs.shapeBudget.value_or(options.shapeBudget);
    return options;
}

ShardInput shardInputForPlan(const PlanInput& plan, const PlanResult& result, const Catalog& catalog, qint64 fileTokens,
                             const DataPrepInputs& inputs)
{
    ShardInput in;
    in.unit = DatasetUnit::Tokens;
    in.amount = datasetTokensForPlan(plan, fileTokens, inputs).tokens;
    in.seqLen = inputs.seqLen.value_or(plan.seqLen);
    in.hosts = inputs.hosts.value_or(hostsOfSlice(catalog, shardSliceForPlan(plan, result, catalog, inputs)));
    const StorageClass* storage = catalog.storageClass(defaultStorageClassId());
    in.usdPerGiBMonth = storage ? storage->usdPerGiBMonth : 0.0;
    return in;
}

} // namespace tpuplan
