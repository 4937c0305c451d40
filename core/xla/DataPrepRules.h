// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DataPrepInputs.h"
#include "PaddingAnalysis.h"
#include "ShardPlan.h"

#include <QString>

namespace tpuplan {
class Catalog;
struct PlanInput;
struct PlanResult;
} // namespace tpuplan

namespace tpuplan::xla {

// The dataset size the shard plan shows when neither the plan, a lengths file nor the run gives one: 10^9 tokens, the
// worked example of docs/xla-readiness.md ("tpuplan shards --tokens 1e9", 43 shards at 128 tokens). A round number
// the user is asked to replace ("assumed: enter your dataset's size"), not a property of any dataset.
// [code choice, 2026-11-21]
constexpr double kAssumedDatasetTokens = 1e9;

// Where the shard plan's token count comes from, in the order datasetTokensForPlan() tries them.
enum class TokenSource {
    Plan, // the plan's dataset size (datasetTokens)
    File, // the tokens of the lengths file
    PlanRun, // the tokens the plan trains on (a run measured in tokens)
    Assumed, // kAssumedDatasetTokens
    Typed, // what the user typed (DataPrepInputs::datasetTokens)
};
// "plan", "file", "plan-run", "assumed", "typed"
QString tokenSourceId(TokenSource source);

struct DatasetTokens
{
    double tokens = kAssumedDatasetTokens;
    TokenSource source = TokenSource::Assumed;
};

// The tokens to shard: the plan's dataset → the lengths file's tokens (`fileTokens`, 0 = no file) → the tokens of a
// run measured in tokens → kAssumedDatasetTokens. What the user typed in `inputs` wins over all of them.
DatasetTokens datasetTokensForPlan(const PlanInput& plan, qint64 fileTokens, const DataPrepInputs& inputs = {});

// Pretraining packs; fine-tuning keeps examples whole: packing is allowed unless the head classifies.
bool packingAllowedForPlan(const PlanInput& plan);

// The TPU slice whose hosts read the shards: the slice of the best TPU candidate, else the first slice the plan
// names, else the catalog's first slice; empty when the catalog has none. The user's slice in `inputs` wins.
QString shardSliceForPlan(const PlanInput& plan, const PlanResult& result, const Catalog& catalog,
                          const DataPrepInputs& inputs = {});
// Hosts (VMs) of a slice, at least 1; 1 for a name the catalog does not know.
int hostsOfSlice(const Catalog& catalog, const QString& slice);

// The Cloud Storage class the shard plan is priced with unless told otherwise: "standard". Training reads every shard
// on every epoch, and nearline (the catalog's other class, resources/catalog/storage.yaml) adds a retrieval fee per
// GiB read that the catalog does not price.
QString defaultStorageClassId();

// Padding options for the plan: its global batch and packingAllowedForPlan(), overridden by the user's `inputs`.
PaddingOptions paddingOptionsForPlan(const PlanInput& plan, const DataPrepInputs& inputs = {});

// The shard input for the plan: datasetTokensForPlan() tokens, the plan's sequence length, the hosts of
// shardSliceForPlan() and the price of defaultStorageClassId() (0 when the catalog has none), each overridden by the
// user's `inputs`.
ShardInput shardInputForPlan(const PlanInput& plan, const PlanResult& result, const Catalog& catalog, qint64 fileTokens,
                             const DataPrepInputs& inputs = {});

} // namespace tpuplan::xla
