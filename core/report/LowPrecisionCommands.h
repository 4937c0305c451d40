// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The settings of 8-bit training (fp8-mixed, int8-mixed) in the frameworks that run it: MaxText's Qwix quantization on
// TPUs, Megatron-LM's Transformer Engine fp8 and torchtitan's float8 converter on GPUs (reference longctx.md section
// 3.6), and the notes of the scripts that cannot train in 8 bits. Pure. docs/reports.md lists every flag.

#include "ActionCommands.h"

namespace tpuplan {

// MaxText: quantization=fp8_full on TPU7x ("For v7x and later generation TPUs, use 'fp8_full'"), fp8 on other
// fp8 hardware, int8 for int8-mixed; use_qwix_quantization=true. Empty for the other precisions.
QVector<CommandFlag> maxTextQuantizationFlags(const Candidate& candidate);
// What MaxText quantizes (the decoder layers' dot_generals) and which MFU it prints; empty unless 8-bit.
QStringList maxTextQuantizationNotes(const Candidate& candidate);

// Megatron-LM: --fp8-format hybrid --fp8-recipe delayed (E4M3 forward, E5M2 gradients, amax history) beside --bf16.
QVector<CommandFlag> megatronFp8Flags(const Candidate& candidate);

// torchtitan's float8 arguments for its run_train.sh: " --model.converters=float8" (tensorwise scaling, its default
// recipe); empty unless fp8-mixed.
QString torchtitanFloat8Arguments(const Candidate& candidate);

// The torchtitan pretraining command for a dense decoder on GPUs in fp8 (float8 Linear layers under FSDP2 and tensor
// parallelism): what the Hugging Face Trainer, DeepSpeed and torchtune cannot run.
CommandBlock torchtitanFloat8Block(const PlanInput& input, const Candidate& candidate, qint64 saveSteps);

// For a script that trains in bf16 only (Hugging Face Trainer, DeepSpeed, torchtune, BigBird, the TF example): that
// it does not run the plan's 8-bit matmuls, so its step is slower than estimated; empty unless 8-bit.
QString noLowPrecisionNote(const Candidate& candidate, const QString& script);

} // namespace tpuplan
