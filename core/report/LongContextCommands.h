// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The settings of context parallelism in the frameworks that run it (reference longctx.md section 1.6): MaxText's
// ici_context_parallelism with its load balancing and all-gather strategy on TPUs, Megatron-LM's
// --context-parallel-size with the p2p ring and torchtitan's context_parallel_degree on GPUs, and the notes of the
// scripts that have no context axis. Pure. docs/reports.md lists every flag.

#include "ActionCommands.h"

namespace tpuplan {

// MaxText: ici_context_parallelism, context_parallel_load_balance=true, context_parallel_strategy=all_gather; empty
// without a context axis.
QVector<CommandFlag> maxTextContextFlags(const Candidate& candidate);
// What the MaxText context keys do (the sequence split, the balance, the exposed all-gather); empty without one.
QStringList maxTextContextNotes(const Candidate& candidate);
// MaxText's per_device_batch_size as its config reads it: "2", or "0.125" under context parallelism (a C-locale
// number: a flag, not prose).
QString maxTextPerDeviceBatch(const Candidate& candidate);

// Megatron-LM: --context-parallel-size and --cp-comm-type p2p (the ring, overlapped with attention); empty without a
// context axis.
QVector<CommandFlag> megatronContextFlags(const Candidate& candidate);
// torchtitan: --parallelism.context_parallel_degree; empty without a context axis.
QVector<CommandFlag> torchtitanContextFlags(const Candidate& candidate);

// For every training block of a GPU decoder with a context axis that has no context flag (the Hugging Face Trainer,
// DeepSpeed, torchtune): that it cannot split the sequence, and which flags of Megatron-LM or torchtitan do.
void addNoContextNotes(const Candidate& candidate, ActionCommands& commands);

} // namespace tpuplan
