// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The serving plan as JSON: `tpuplan serve --format json`, the serving report's JSON and the app's copy
// (docs/serving-model.md section 9 lists the keys).

#include "ServePlanner.h"

#include <QJsonObject>

namespace tpuplan {

// The request: model, hardware, traffic, lengths, targets, precisions and engine.
QJsonObject serveInputJson(const ServeInput& input);
// One configuration: fits, kv_cache_tokens, max_concurrency, output_tokens_per_second (every replica),
// ttft_seconds, tpot_seconds (medians), usd_per_million_output_tokens, memory per device, the engine's flags and
// command, the reasons.
QJsonObject serveCandidateJson(const ServeCandidate& candidate, const ServeInput& input);
// A search: the request, `candidates` ranked as `tpuplan recommend` gives them, the Pareto front and the notes.
QJsonObject serveResultJson(const ServePlanResult& result, const ServeInput& input);

} // namespace tpuplan
