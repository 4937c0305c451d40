// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The training settings of mixture-of-experts models and of the 2025-26 architectures (MLA, local and chunked
// attention, sinks, qk-norm, multi-token prediction) in the frameworks that run them: MaxText's base.yml keys on TPUs,
// Megatron-LM's arguments and torchtitan's expert degree on GPUs (reference moe.md section 6). Pure: built from the
// model, the mesh and the capacity factor. docs/reports.md lists every flag.

#include "ActionCommands.h"

namespace tpuplan {

// MaxText's decoder_block for a model type that MaxText implements (mixtral, deepseek, qwen3_moe, llama4, gpt_oss,
// gemma3, qwen3); empty where it has none.
QString maxTextDecoderBlock(const QString& modelType);

// The MaxText keys of the model's experts, their parallelism and kernel, and its attention kinds: num_experts,
// num_experts_per_tok, base_moe_mlp_dim, shared_experts, first_num_dense_layers, interleave_moe_layer_step,
// ici_expert_parallelism (dcn_expert_parallelism across slices), sparse_matmul, megablox, capacity_factor,
// mtp_num_layers; attention_type=mla with its ranks and head dims; sliding_window_size, chunk_attn_window_size,
// attention_sink, use_qk_norm. `capacityFactor` 0 = dropless. Empty for a dense model without those attention kinds.
QVector<CommandFlag> maxTextArchitectureFlags(const ModelSpec& model, const Mesh& mesh, double capacityFactor);

// The same for Megatron-LM (megatron/training/arguments.py): --num-experts, --moe-router-topk, --moe-ffn-hidden-size,
// --moe-shared-expert-intermediate-size, --moe-layer-freq, --expert-model-parallel-size, --moe-grouped-gemm,
// --moe-token-dispatcher-type=alltoall, --moe-router-dtype=fp32, --moe-expert-capacity-factor (dropping only), MLA,
// windows, qk-layernorm and --mtp-num-layers.
QVector<CommandFlag> megatronArchitectureFlags(const ModelSpec& model, const Mesh& mesh, double capacityFactor);

// Megatron-LM's --moe-layer-freq for the model's stack: a Python list expression such as "[0]*3+[1]*58" or
// "([0]+[1])*24"; "1" when every layer is MoE.
QString megatronMoeLayerPattern(const ModelSpec& model);

// The Megatron-LM pretraining command (pretrain_gpt.py under torchrun) for an MoE decoder on GPUs, with the
// torchtitan equivalent of its expert degree in the notes.
CommandBlock megatronMoeBlock(const PlanInput& input, const Candidate& candidate, qint64 saveSteps);

// The notes that go with the MaxText MoE keys: dropless or dropping, the expert axis, the decoder block.
QStringList maxTextMoeNotes(const ModelSpec& model, const Mesh& mesh, double capacityFactor);

} // namespace tpuplan
