// SPDX-License-Identifier: GPL-3.0-or-later
#include "LongContextCommands.h"

#include <QCoreApplication>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LongContextCommands)
};

} // namespace

QVector<CommandFlag> maxTextContextFlags(const Candidate& c)
{
    QVector<CommandFlag> flags;
    if (c.mesh.context <= 1)
        return flags;
    // MaxText src/maxtext/configs/base.yml and types.py (@e591f30c, 2026-08-22; reference longctx.md sections 1.1,
    // 1.6): the context axis inside the slice, the causal chunks reordered so that every device does the same work,
    // the keys and values all-gathered (the default strategy, spelled out)
    flags << CommandFlag{QStringLiteral("ici_context_parallelism"), intText(c.mesh.context)};
    flags << CommandFlag{QStringLiteral("context_parallel_load_balance"), QStringLiteral("true")};
    flags << CommandFlag{QStringLiteral("context_parallel_strategy"), QStringLiteral("all_gather")};
    return flags;
}

QStringList maxTextContextNotes(const Candidate& c)
{
    QStringList notes;
    if (c.mesh.context <= 1)
        return notes;
    notes << Tr::tr("ici_context_parallelism=%1 splits each sequence over %1 chips; per_device_batch_size=%2 is "
                    "%3 sequence(s) per context group of %1 (MaxText trains int(chips × per_device_batch_size) "
                    "sequences per step).")
                 .arg(c.mesh.context)
                 .arg(maxTextPerDeviceBatch(c))
                 .arg(c.batchPerDevice);
    notes << Tr::tr("context_parallel_load_balance=true reorders the causal chunks so that every chip does the same "
                    "attention work; without it the last chunk does about twice the mean and the step is that much "
                    "longer. The all-gather of each layer's keys and values is not overlapped: the plan counts it "
                    "on the critical path.");
    return notes;
}

QString maxTextPerDeviceBatch(const Candidate& c)
{
    return QString::number(c.perDeviceBatch(), 'g', 6);
}

QVector<CommandFlag> megatronContextFlags(const Candidate& c)
{
    QVector<CommandFlag> flags;
    if (c.mesh.context <= 1)
        return flags;
    // Megatron-LM megatron/training/arguments.py and docs/user-guide/features/context_parallel.md (@d98e8a64,
    // 2026-08-22): p2p passes K/V round a ring and "can be overlapped" with attention; its chunks are load-balanced
    flags << CommandFlag{QStringLiteral("--context-parallel-size"), intText(c.mesh.context)};
    flags << CommandFlag{QStringLiteral("--cp-comm-type"), QStringLiteral("p2p")};
    return flags;
}

QVector<CommandFlag> torchtitanContextFlags(const Candidate& c)
{
    QVector<CommandFlag> flags;
    if (c.mesh.context <= 1)
        return flags;
    // torchtitan config/configs.py (@b5bcd76c, 2026-08-21): PyTorch's ring attention over cp ranks, FSDP over
    // dp_shard x cp
    flags << CommandFlag{QStringLiteral("--parallelism.context_parallel_degree"), intText(c.mesh.context)};
    return flags;
}

void addNoContextNotes(const Candidate& c, ActionCommands& ac)
{
    if (c.mesh.context <= 1 || c.device.isTpu)
        return;
    static const char* const kWithContext[]
        = {"maxtext-train", "maxtext-train-compile", "megatron-lm-moe", "torchtitan-float8"};
    for (CommandBlock& b : ac.blocks) {
        if (b.flags.isEmpty())
            continue;
        bool has = false;
        for (const char* id : kWithContext)
            has = has || b.id == QLatin1String(id);
        if (!has)
            b.notes << Tr::tr("This script cannot split a sequence over devices: the plan's context parallelism of "
                              "%1 needs Megatron-LM (--context-parallel-size %1 --cp-comm-type p2p) or torchtitan "
                              "(--parallelism.context_parallel_degree=%1); without it one sequence's activations "
                              "do not fit as estimated.")
                           .arg(c.mesh.context);
    }
}

} // namespace tpuplan
