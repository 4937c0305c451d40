// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Machine-readable form of a plan's inputs and results (used by `tpuplan recommend --format json`, `tpuplan plan`
// and the JSON report). Bytes are integers; locale-neutral.

#include "Planner.h"
#include "memory/MemoryJson.h"

#include <QJsonObject>

namespace tpuplan {

QJsonObject candidateJson(const Candidate& c);
// The step time's keys of a candidate (step_seconds with its band, compute_seconds, mfu and its convention,
// tokens_per_second, step_terms, efficiency), shared with `tpuplan estimate --format json`.
void addStepTimeJson(QJsonObject& o, const StepTime& step, const Efficiency& efficiency);
// The `input` object: the fields the table (PlanFields.h) marks Brief; `full` adds the Report ones (the report JSON).
QJsonObject planInputJson(const PlanInput& in, bool full = false);
QJsonObject planResultJson(const PlanInput& in, const PlanResult& r);

} // namespace tpuplan
