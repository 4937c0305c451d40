// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Data tab's rules that need no plan: the token sources, the hosts of a slice, the default storage class. The
// rules that read a plan (its inputs, its candidates) are in core/plan/PlanDataPrep.h: core/xla does not include
// core/plan (docs/architecture.md, section 4).

#include "DataPrepInputs.h"
#include "PaddingAnalysis.h"
#include "ShardPlan.h"

#include <QString>

namespace tpuplan {
class Catalog;
} // namespace tpuplan

namespace tpuplan::xla {

// The dataset size the shard plan shows when neither the plan, a lengths file nor the run gives one: 10^9 tokens, the
// worked example of docs/xla-readiness.md ("tpuplan shards --tokens 1e9", 43 shards at 128 tokens). A round number
// the user is asked to replace ("assumed: enter your dataset's size"), not a property of any dataset.
// [code choice, 2026-11-21]
constexpr double kAssumedDatasetTokens = 1e9;

// Where the shard plan's token count comes from, in the order datasetTokensForPlan() (plan/PlanDataPrep.h) tries them.
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

// Hosts (VMs) of a slice, at least 1; 1 for a name the catalog does not know.
int hostsOfSlice(const Catalog& catalog, const QString& slice);

// The Cloud Storage class the shard plan is priced with unless told otherwise: "standard". Training reads every shard
// on every epoch, and nearline (the catalog's other class, resources/catalog/storage.yaml) adds a retrieval fee per
// GiB read that the catalog does not price.
QString defaultStorageClassId();

} // namespace tpuplan::xla
