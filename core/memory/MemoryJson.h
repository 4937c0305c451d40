// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The memory model's results in JSON, one shape each: used by `tpuplan estimate`/`max-batch`, the candidates of
// `recommend` and the report, and the diagnosis. Bytes are integers; locale-neutral.

#include "MemoryModel.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tpuplan {

// parameters, gradients, optimizer_states, activations, runtime_overhead and total, each rounded to bytes once (so
// the total is core's, and may differ by a few bytes from the sum of the rounded parts).
QJsonObject memoryBreakdownJson(const MemoryBreakdown& m);
// The mesh (strategy, data, fsdp, tensor, slices), offload and what sharding added or moved, per device.
QJsonObject shardingJson(const ShardingDetail& sharding);
// The mesh's strategy and every axis of meshAxes() by its id ("data", "fsdp", ..., "context", "stage", "slices").
void meshAxesJson(const Mesh& mesh, QJsonObject& o);
// A pipeline's schedule in the mesh object: "microbatches" and "virtual_stages" (1 and 1 without a stage axis),
// "schedule" ("1f1b", "gpipe", ...; absent without one) and "heaviest_stage" (from 0) of `e`.
void meshPipelineJson(const TrainingConfig& config, const MemoryEstimate& e, QJsonObject& mesh);
// Each stage's memory, first to last (MemoryModel::stageEstimates): index, layers, microbatches in flight, the
// breakdown (memoryBreakdownJson) and fits.
QJsonArray stagesJson(const QVector<MemoryEstimate>& stages);
// What the loss and the training options (checkpointing placement, paged optimizer, the update) put where:
// loss (eager or fused, auto resolved), logit_bytes_per_element, offloaded_by_placement (after the runtime factor;
// also in sharding.offloaded.activations), paged_optimizer_states (outside the device total), update_temporaries
// (what the total counts) and update_temporaries_live. The report's decoder detail carries these keys as they are.
QJsonObject trainingOptionsMemoryJson(const MemoryEstimate& e);
// The breakdown under "memory" plus device memory, fit, headroom, parameter count and the activation and overhead
// details.
QJsonObject memoryEstimateJson(const MemoryEstimate& e);
// memoryEstimateJson plus what was estimated: hardware, model, runtime, sequence, batch, precision, optimizer and
// checkpointing (`tpuplan estimate --format json`).
QJsonObject estimateJson(const MemoryEstimate& e, const QString& hardware, const ModelSpec& model,
                         const TrainingConfig& config);

} // namespace tpuplan
