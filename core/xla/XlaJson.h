// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// JSON forms of the XLA-readiness results, shared by `tpuplan padding/shards --format json` and the plan's JSON export.
// Keys are snake_case and stable; texts inside are translated.

#include "LengthHistogram.h"
#include "PaddingAnalysis.h"
#include "ReadinessChecklist.h"
#include "ShardPlan.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tpuplan::xla {

// sequences, tokens, min/mean/max, p50/p90/p95/p99 and (withBins) every {length, count}.
QJsonObject lengthsJson(const LengthHistogram& lengths, bool withBins = true);
QJsonObject resultJson(const PaddingResult& result);
QJsonObject recommendationJson(const PaddingReport& report, const Recommendation& recommendation);
// batch, shape_budget, packing_allowed, strategies, recommendation, recommendation_without_packing.
QJsonObject paddingJson(const PaddingReport& report);
QJsonObject shardPlanJson(const ShardPlan& plan);
QJsonArray checklistJson(const QVector<ReadinessItem>& items);

QString paddingKindId(PaddingKind kind); // "pad-to-max", "fixed-length", "pad-to-multiple", ...
QString recommendationReasonId(RecommendationReason reason); // "packing", "lowest-cost", ...
QString rejectionId(Rejection rejection); // "none", "truncates", "packing-not-allowed", ...

} // namespace tpuplan::xla
