// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Data tab's rules that read a plan (its inputs and its ranked candidates), shared by the app's Data tab and the
// CLI: where the shard plan's tokens come from, when packing is allowed, which slice reads the shards, and the padding
// and shard inputs built from the plan with the user's choices (xla::DataPrepInputs) on top. They live here, above
// core/xla, so that core/xla never includes core/plan (docs/architecture.md, section 4; TestCoreLayers checks it).

#include "xla/DataPrepRules.h"

namespace tpuplan {

class Catalog;
struct PlanInput;
struct PlanResult;

// The tokens to shard: the plan's dataset → the lengths file's tokens (`fileTokens`, 0 = no file) → the tokens of a
// run measured in tokens → xla::kAssumedDatasetTokens. What the user typed in `inputs` wins over all of them.
xla::DatasetTokens datasetTokensForPlan(const PlanInput& plan, qint64 fileTokens,
                                        const xla::DataPrepInputs& inputs = {});

// Pretraining packs; fine-tuning keeps examples whole: packing is allowed unless the head classifies.
bool packingAllowedForPlan(const PlanInput& plan);

// The TPU slice whose hosts read the shards: the slice of the best TPU candidate, else the first slice the plan
// names, else the catalog's first slice; empty when the catalog has none. The user's slice in `inputs` wins.
QString shardSliceForPlan(const PlanInput& plan, const PlanResult& result, const Catalog& catalog,
                          const xla::DataPrepInputs& inputs = {});

// Padding options for the plan: its global batch and packingAllowedForPlan(), overridden by the user's `inputs`.
xla::PaddingOptions paddingOptionsForPlan(const PlanInput& plan, const xla::DataPrepInputs& inputs = {});

// The shard input for the plan: datasetTokensForPlan() tokens, the plan's sequence length, the hosts
// (xla::hostsOfSlice) of shardSliceForPlan() and the price of xla::defaultStorageClassId() (0 when the catalog has
// none), each overridden by the user's `inputs`.
xla::ShardInput shardInputForPlan(const PlanInput& plan, const PlanResult& result, const Catalog& catalog,
                                  qint64 fileTokens, const xla::DataPrepInputs& inputs = {});

} // namespace tpuplan
