// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The arithmetic of a pipeline's schedule (docs/sharding-model.md section 13; reference longctx.md section 2): which
// schedule a runtime runs, its bubble, the layers of each stage, the microbatches each stage holds in flight, and what
// a pipeline cannot run. Pure and allocation-free: the memory and time models call it on every estimate.

#include "TrainingSetup.h"

#include <QString>

namespace tpuplan {

// XLA (MaxText) runs GPipe with one chunk of layers per stage, its circular pipeline with more
// (num_pipeline_repeats); PyTorch (Megatron-LM, torchtitan) runs 1F1B, or interleaved 1F1B with more chunks.
enum class PipelineSchedule { None, GPipe, Circular, OneFOneB, Interleaved };

PipelineSchedule pipelineSchedule(const TrainingConfig& config);
// "gpipe", "circular", "1f1b", "interleaved-1f1b"; empty for None
QString pipelineScheduleId(PipelineSchedule schedule);

// The sequences one pipeline's tensor group holds per micro-step: the batch per device (which counts a pipeline as one
// device) times the tensor degree, whose devices share their sequences (MaxText per_device_batch_size).
int pipelineSequences(const TrainingConfig& config);
// The microbatches the schedule runs: the config's, at most the sequences a pipeline holds per micro-step (so that
// the memory search can shrink the batch below the microbatches the plan asked for), at least 1.
int effectiveMicrobatches(const TrainingConfig& config);
int effectiveVirtualStages(const TrainingConfig& config);

// The bubble as a share of the ideal (bubble-free) time of the pipelined work: (p - 1) / (v m) for every schedule.
// GPipe and 1F1B idle (p - 1)/(m + p - 1) of the step (v = 1), MaxText's circular pipeline "(num_stages - 1) /
// (num_pipeline_repeats * num_pipeline_microbatches + num_stages - 1)" of it (MaxText base.yml:316 @e591f30c),
// Megatron's interleaved schedule (p - 1)/(v m) of the ideal time (Narayanan et al. 2021, arXiv 2104.04473 §2.2): the
// same idle time over the ideal in all three (reference longctx.md section 2.1).
double bubbleOverIdeal(int stages, int microbatches, int virtualStages);
inline double bubbleOverIdeal(const TrainingConfig& c)
{
    return c.mesh.stage > 1 ? bubbleOverIdeal(c.mesh.stage, effectiveMicrobatches(c), effectiveVirtualStages(c)) : 0.0;
}

// The layers of stage `k` of `stages` over `layers`: an even split, the first (layers mod stages) stages one more
// (torch.chunk's layout; MaxText and Megatron's default split need an even one, pipelineProblem).
int stageLayerCount(int layers, int stages, int k);

// Microbatches whose activations stage `k` holds at its peak under the PyTorch schedules: 1F1B min(m, p - k)
// (Narayanan et al. 2021 §2.2; DeepSeek DualPipe README); interleaved min(m v, 2 (p - k - 1) + (v - 1) p + 1) chunks
// of L/(p v) layers, which is p (1 + (p - 1)/(p v)) microbatches of the stage's layers on stage 0 (Megatron-LM
// theoretical_memory_usage.py:341-355, reference longctx.md section 2.2). In units of microbatches of the stage's
// layers.
double inFlightMicrobatches(PipelineSchedule schedule, int stages, int microbatches, int virtualStages, int k);
// MaxText's scan over r m + p - 1 iterations saves each iteration's stage input [micro, s, E] (layers/pipeline.py,
// remat per iteration: set_remat_policy_on_pipeline_iterations; reference longctx.md section 2.2 [derived]).
inline int maxTextSavedStageInputs(int stages, int microbatches, int virtualStages)
{
    return virtualStages * microbatches + stages - 1;
}

// Why this pipeline cannot run (a pipeline on an encoder or under TensorFlow, more stages or chunks than layers,
// layers the framework asserts divisible, microbatches that do not divide the batch or that MaxText wants a multiple
// of the stages), naming the option; empty when it can or when the mesh has no stage axis.
QString pipelineProblem(const ModelSpec& model, const TrainingConfig& config);
// The same, without the microbatches' checks (the planner chooses those once the batch is split).
QString pipelineLayoutProblem(const ModelSpec& model, const TrainingConfig& config);

// The microbatches a pipeline of `stages` runs for `sequences` per micro-step when `wanted` are asked (0: twice the
// stages, MaxText's "recommend num_pipeline_microbatches = 2 * PP", reference longctx.md section 2.1): the largest
// divisor of the sequences at most that, a multiple of the stages under XLA (MaxText asserts it); 0 when none.
int pipelineMicrobatches(int wanted, int sequences, int stages, Runtime runtime);

} // namespace tpuplan
