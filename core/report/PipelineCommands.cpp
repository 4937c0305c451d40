// SPDX-License-Identifier: GPL-3.0-or-later
#include "PipelineCommands.h"

#include "memory/Pipeline.h"
#include "util/Format.h"

#include <QCoreApplication>

#include <algorithm>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PipelineCommands)
};

int microbatches(const Candidate& c)
{
    return std::max(1, c.pipeline.microbatches);
}
} // namespace

QVector<CommandFlag> maxTextPipelineFlags(const Candidate& c)
{
    QVector<CommandFlag> flags;
    if (c.mesh.stage <= 1)
        return flags;
    auto add = [&](const char* name, const QString& value) { flags << CommandFlag{QString::fromLatin1(name), value}; };
    // MaxText base.yml (@e591f30c): the stage axis among the slice's ici_* axes; microbatches a multiple of the
    // stages; num_pipeline_repeats > 1 runs the circular pipeline (reference longctx.md sections 2.1 and 2.4)
    add("ici_pipeline_parallelism", intText(c.mesh.stage));
    if (c.mesh.slices > 1) // the pipeline lies within each slice; the slices stay data-parallel
        add("dcn_pipeline_parallelism", QStringLiteral("1"));
    add("num_pipeline_microbatches", intText(microbatches(c)));
    add("num_pipeline_repeats", intText(std::max(1, c.pipeline.virtualStages)));
    return flags;
}

QVector<CommandFlag> megatronPipelineFlags(const Candidate& c, int layers)
{
    QVector<CommandFlag> flags;
    const int p = c.mesh.stage;
    if (p <= 1)
        return flags;
    auto add = [&](const char* name, const QString& value) { flags << CommandFlag{QString::fromLatin1(name), value}; };
    // megatron/training/arguments.py (@d98e8a64)
    add("--pipeline-model-parallel-size", intText(p));
    const int v = std::max(1, c.pipeline.virtualStages);
    if (v > 1)
        add("--num-layers-per-virtual-pipeline-stage", intText(layers / (p * v)));
    else if (layers % p != 0) // uneven: the first (L mod p) stages one layer more (stageLayerCount)
        add("--decoder-first-pipeline-num-layers", intText(stageLayerCount(layers, p, 0)));
    return flags;
}

QString torchtitanPipelineArguments(const Candidate& c)
{
    if (c.mesh.stage <= 1)
        return QString();
    // torchtitan config/configs.py (@b5bcd76c): pipeline_parallel_degree, pipeline_parallel_schedule (1F1B default,
    // Interleaved1F1B), pipeline_parallel_microbatch_size (sequences per microbatch of a data-parallel rank)
    const bool interleaved = c.pipeline.virtualStages > 1;
    const int perMicrobatch = std::max(1, c.batchPerDevice * std::max(1, c.mesh.tensor) / microbatches(c));
    // (the tensor group's sequences per microbatch: what torchtitan and Megatron call the micro-batch size)
    return QStringLiteral(" --parallelism.pipeline_parallel_degree=%1 --parallelism.pipeline_parallel_schedule=%2 "
                          "--parallelism.pipeline_parallel_microbatch_size=%3")
        .arg(c.mesh.stage)
        .arg(interleaved ? QStringLiteral("Interleaved1F1B") : QStringLiteral("1F1B"))
        .arg(perMicrobatch);
}

QStringList pipelineNotes(const Candidate& c)
{
    QStringList notes;
    if (c.mesh.stage <= 1)
        return notes;
    notes << Tr::tr("Pipeline of %1 stages (%2): each optimizer step's batch per pipeline is cut into %3 microbatches; "
                    "the bubble, %4 % of the step, is in the step time. The heaviest stage's memory is the figure "
                    "that decides the fit.")
                 .arg(c.mesh.stage)
                 .arg(c.step.pipelineSchedule)
                 .arg(microbatches(c))
                 .arg(formatNumber(c.step.bubbleShare * 100, 1));
    return notes;
}

} // namespace tpuplan
