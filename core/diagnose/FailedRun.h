// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Between a plan and a diagnosis: the run that failed, described on top of the plan's inputs (what the Paste an Error
// dialog asks), the diagnosis input it makes, and a fix turned back into new plan inputs.

#include "Diagnosis.h"

#include <QVector>

#include <optional>

namespace tpuplan {

// What the run that was observed did, where it may differ from the plan.
struct FailedRun
{
    QString hardware; // a catalog slice or GPU
    int batchPerDevice = 1;
    int accumulationSteps = 1;
    Checkpointing checkpointing;
    Precision precision = Precision::Fp32;
    int gpus = 0; // GPUs in the job when the hardware is a GPU; 0 = the plan's (sharding.devices), at least one
    std::optional<Mesh> mesh; // nullopt = the plan's sharding (strategy, fsdp, tensor parallelism, slices) on the
                              // job's devices; a replica when the plan leaves the strategy to the planner
    std::optional<Offload> offload; // nullopt = the plan's; none when the plan leaves it to the planner
};

// The run to start from: the selected candidate's configuration (its job, mesh and offload included) when there is
// one, else the first hardware the plan allows with max(1, global batch / its devices) per device, no accumulation, no
// checkpointing, the plan's first precision and the plan's sharding.
FailedRun defaultFailedRun(const PlanInput& plan, const Catalog& catalog, const Candidate* selected = nullptr);

// The checkpointing a run can have been using: none, full, every K the planner would try for the model's layers,
// selective.
QVector<Checkpointing> failedRunCheckpointingChoices(const PlanInput& plan);
// The precisions a run can have been using.
QVector<Precision> failedRunPrecisionChoices();

// The diagnosis input of `run` on the plan: the plan's global batch becomes batch × accumulation × devices (what ran,
// so that it splits over the job's devices and slices), the run's batch, accumulation, checkpointing, precision, job,
// mesh and offload replace the plan's, the plan's training choices (attention, loss, capacity factor ...) are kept,
// and the accumulation limit is raised to the run's accumulation. Throws InputError for hardware the catalog does not
// know.
DiagnosisInput diagnosisInputForRun(const PlanInput& plan, const Catalog& catalog, const FailedRun& run);

// The plan's inputs with `fix` applied: the checkpointing kind, precision, optimizer, sharding strategy (and fsdp
// axis), expert parallelism, capacity factor, offload and GPUs per job it sets; an accumulation limit raised to its
// accumulation; its hardware (GPUs included when it is one), with the region and pricing it was costed at added where
// the plan limits them. nullopt when the plan's inputs already allow it (or it changes nothing a plan holds).
std::optional<PlanInput> applyFix(const PlanInput& plan, const DiagnosisFix& fix);

} // namespace tpuplan
