// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one enumeration of the meshes a slice or a GPU job allows for a plan (docs/sharding-model.md section 6): every
// strategy, tensor, expert, context and stage degree the plan leaves to the search, or the ones it gives. The planner
// searches them; the diagnosis and the charts take their meshes from here too.

#include "PlanInput.h"
#include "Planner.h"

#include <QStringList>
#include <QVector>

namespace tpuplan {

// The meshes worth trying on a job (the plan's choices, or every strategy and tensor degree 1, 2, 4, 8, with the
// expert degrees of an MoE model, the context degrees of a long sequence and the stage degrees of a deep model); the
// problems of meshes the plan asked for are noted once each.
QVector<Mesh> meshOptions(const PlanInput& input, const DeviceInfo& device, int slices, QStringList& noted,
                          QVector<Reason>& notes);
// The expert-parallel degrees the search tries on `device` beside tensor parallelism of `tensor`: the plan's, or
// 1 and the divisors of the routed experts that the slice (a GPU's NVLink domain) holds; 1 for a dense model.
QVector<int> expertDegrees(const PlanInput& input, const DeviceInfo& device, int tensor);
// The context-parallel degrees the search tries beside tensor parallelism of `tensor`: the plan's, or 1 and the powers
// of two that divide the devices the tensor axis leaves and cut the sequence into 2c equal chunks, for a decoder
// that runs flash attention.
QVector<int> contextDegrees(const PlanInput& input, const DeviceInfo& device, int tensor);
// The pipeline-stage degrees the search tries beside tensor parallelism of `tensor`: the plan's (1 when it leaves the
// axis to the planner).
QVector<int> stageDegrees(const PlanInput& input, const DeviceInfo& device, int tensor);

} // namespace tpuplan
