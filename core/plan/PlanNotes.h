// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The sentences that explain how the planner treated a candidate or the plan as a whole where a price is unknown or
// nothing could be evaluated: offerings whose price is not publicly listed (ranked by time, cost unknown, never free;
// docs/cost-model.md section 6), the deadline and budget a candidate misses, and why no candidate was evaluated.

#include "Planner.h"

#include <optional>

namespace tpuplan {

// Why hardware the plan allows gave no candidate, gathered while the planner searches.
struct SkippedHardware
{
    QStringList noOffering; // hardware without an offering in the plan's regions and pricing models
    QStringList batch; // jobs ("v6e-256", "2 × v5p-8") whose devices do not divide the global batch
    QStringList unusable; // jobs the plan cannot run on, each with the reason: "v5e-8 (TPUs have no fp16 ...)"
};

// Why the plan cannot run on `device` at all: no mesh the plan allows (`noMesh`), else the first of its precisions'
// incompatibilities (MemoryModel::incompatibility()).
QString unusableReason(const MemoryModel& memory, const PlanInput& input, const DeviceInfo& device, Runtime runtime,
                       bool noMesh);

// "nothing-evaluated": no candidate was evaluated, and what left none (`noHardware`: nothing in the catalog matches
// the plan's hardware and generations).
Reason nothingEvaluatedNote(const SkippedHardware& skipped, bool noHardware, int globalBatch);

// "price-not-listed": the generations and GPUs among `candidates` whose price is not publicly listed, how they are
// ranked under `objective` and how to add a quoted price; none when every candidate is priced.
std::optional<Reason> unpricedNote(const QVector<Candidate>& candidates, Objective objective);

// "price-not-listed" for one candidate whose price is not publicly listed: its cost is unknown, where it ranks, and
// how to add the price.
Reason priceNotListedReason(const Candidate& candidate, Objective objective);

// "constraint": each constraint the candidate misses, in words (the deadline by its expected hours, the budget by its
// expected cost, or a budget that an unknown price cannot be held to).
QVector<Reason> constraintReasons(const Candidate& candidate, const PlanInput& input);

} // namespace tpuplan
