// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The settings of a pipeline (the stage axis) in the frameworks that run one: MaxText's ici_pipeline_parallelism with
// its microbatches and repeats on TPUs, Megatron-LM's pipeline and virtual-pipeline sizes and torchtitan's degree and
// schedule on GPUs (reference longctx.md section 2.4). Pure: built from the candidate. docs/reports.md lists every
// flag.

#include "ActionCommands.h"

namespace tpuplan {

// MaxText: ici_pipeline_parallelism (the stage axis lies within the slice), num_pipeline_microbatches and
// num_pipeline_repeats (the circular pipeline's chunks per stage). Empty without a stage axis.
QVector<CommandFlag> maxTextPipelineFlags(const Candidate& candidate);

// Megatron-LM: --pipeline-model-parallel-size, --num-layers-per-virtual-pipeline-stage (interleaved 1F1B) and, for a
// stack the stages do not divide evenly, --decoder-first-pipeline-num-layers (the first stages take the extra
// layers, as the memory model lays them out). Empty without a stage axis.
QVector<CommandFlag> megatronPipelineFlags(const Candidate& candidate, int layers);

// torchtitan's run_train.sh arguments: " --parallelism.pipeline_parallel_degree=P
// --parallelism.pipeline_parallel_schedule=1F1B|Interleaved1F1B --parallelism.pipeline_parallel_microbatch_size=N";
// empty without a stage axis.
QString torchtitanPipelineArguments(const Candidate& candidate);

// What the pipeline's flags mean for the batch and the schedule (microbatches, bubble); empty without a stage axis.
QStringList pipelineNotes(const Candidate& candidate);

} // namespace tpuplan
