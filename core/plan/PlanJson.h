// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Machine-readable form of a plan's inputs and results (used by `tpuplan recommend --format json`, `tpuplan plan`
// and the JSON report). Bytes are integers; locale-neutral.

#include "Planner.h"

#include <QJsonObject>

namespace tpuplan {

QJsonObject memoryBreakdownJson(const MemoryBreakdown& m);
QJsonObject candidateJson(const Candidate& c);
QJsonObject planInputJson(const PlanInput& in);
QJsonObject planResultJson(const PlanInput& in, const PlanResult& r);

} // namespace tpuplan
