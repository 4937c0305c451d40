// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pipeline.h"

#include <QCoreApplication>

#include <algorithm>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Pipeline)
};
} // namespace

PipelineSchedule pipelineSchedule(const TrainingConfig& c)
{
    if (c.mesh.stage <= 1)
        return PipelineSchedule::None;
    const bool chunks = c.pipeline.virtualStages > 1;
    if (c.runtime == Runtime::Xla)
        return chunks ? PipelineSchedule::Circular : PipelineSchedule::GPipe;
    return chunks ? PipelineSchedule::Interleaved : PipelineSchedule::OneFOneB;
}

QString pipelineScheduleId(PipelineSchedule s)
{
    switch (s) {
    case PipelineSchedule::None:
        break;
    case PipelineSchedule::GPipe:
        return QStringLiteral("gpipe");
    case PipelineSchedule::Circular:
        return QStringLiteral("circular");
    case PipelineSchedule::OneFOneB:
        return QStringLiteral("1f1b");
    case PipelineSchedule::Interleaved:
        return QStringLiteral("interleaved-1f1b");
    }
    return QString();
}

int pipelineSequences(const TrainingConfig& c)
{
    return std::max(1, c.batchPerDevice) * std::max(1, c.mesh.tensor);
}

int effectiveMicrobatches(const TrainingConfig& c)
{
    return std::clamp(c.pipeline.microbatches, 1, pipelineSequences(c));
}

int effectiveVirtualStages(const TrainingConfig& c)
{
    return std::max(1, c.pipeline.virtualStages);
}

double bubbleOverIdeal(int p, int m, int v)
{
    if (p <= 1)
        return 0.0;
    return double(p - 1) / (double(std::max(1, v)) * std::max(1, m));
}

int stageLayerCount(int layers, int stages, int k)
{
    const int p = std::max(1, stages);
    return layers / p + (k < layers % p ? 1 : 0);
}

double inFlightMicrobatches(PipelineSchedule s, int p, int m, int v, int k)
{
    switch (s) {
    case PipelineSchedule::None:
        return 1.0;
    case PipelineSchedule::GPipe:
    case PipelineSchedule::Circular:
        return m; // every microbatch's forward before the first backward (MaxText's own count: MemoryModel)
    case PipelineSchedule::OneFOneB:
        return std::min(m, p - k);
    case PipelineSchedule::Interleaved: {
        const int chunks = std::min(m * v, 2 * (p - k - 1) + (v - 1) * p + 1);
        return double(chunks) / v;
    }
    }
    return 1.0;
}

QString pipelineLayoutProblem(const ModelSpec& model, const TrainingConfig& c)
{
    const int p = c.mesh.stage;
    if (p <= 1)
        return QString();
    const int v = effectiveVirtualStages(c);
    const int L = model.layers;
    if (!model.isDecoder())
        return Tr::tr("--pipeline-parallel: %1 is an encoder, whose training code (TensorFlow BERT and BigBird on "
                      "TPUStrategy, the Hugging Face Trainer) has no pipeline: use --pipeline-parallel 1")
            .arg(model.name);
    if (c.runtime == Runtime::TensorFlow)
        return Tr::tr("--pipeline-parallel: TensorFlow's training code runs no pipeline; use the xla runtime "
                      "(MaxText) or pytorch (Megatron-LM, torchtitan)");
    if (p > L)
        return Tr::tr("--pipeline-parallel: %1 stages are more than the %2 layers of %3").arg(p).arg(L).arg(model.name);
    if (p * v > L)
        return Tr::tr("--virtual-stages: %1 stages × %2 chunks of layers are more than the %3 layers of %4")
            .arg(p)
            .arg(v)
            .arg(L)
            .arg(model.name);
    // MaxText asserts num_decoder_layers divisible by stages x repeats (layers/pipeline.py); Megatron-LM's
    // interleaved schedule asserts num_layers divisible by pp x vp (megatron/training/arguments.py); torchtitan and
    // Megatron's 1F1B with --decoder-first/last-pipeline-num-layers split unevenly
    if (L % (p * v) != 0 && (c.runtime == Runtime::Xla || v > 1)) {
        const QString option = v > 1 ? QStringLiteral("--virtual-stages") : QStringLiteral("--pipeline-parallel");
        return c.runtime == Runtime::Xla
            ? Tr::tr("%1: MaxText cuts the %2 layers of %3 into stages × repeats = %4 equal parts, which does not "
                     "divide them")
                  .arg(option)
                  .arg(L)
                  .arg(model.name)
                  .arg(p * v)
            : Tr::tr("%1: Megatron-LM's interleaved schedule needs the %2 layers of %3 divisible by stages × virtual "
                     "stages = %4")
                  .arg(option)
                  .arg(L)
                  .arg(model.name)
                  .arg(p * v);
    }
    return QString();
}

QString pipelineProblem(const ModelSpec& model, const TrainingConfig& c)
{
    if (QString why = pipelineLayoutProblem(model, c); !why.isEmpty())
        return why;
    const int p = c.mesh.stage;
    if (p <= 1)
        return QString();
    const int m = c.pipeline.microbatches;
    if (m < 1)
        return Tr::tr("--microbatches: a pipeline needs at least one microbatch");
    if (pipelineSequences(c) % m != 0)
        return Tr::tr("--microbatches: %1 microbatches do not divide the %2 sequences a pipeline holds per step "
                      "(the batch per device × tensor parallelism)")
            .arg(m)
            .arg(pipelineSequences(c));
    // MaxText: "num_pipeline_microbatches must be a multiple of the number of stages" (configs/types.py); Megatron's
    // interleaved schedule runs at least one microbatch per stage (megatron/core/pipeline_parallel/schedules.py)
    if (c.runtime == Runtime::Xla && m % p != 0)
        return Tr::tr("--microbatches: MaxText needs the microbatches (%1) to be a multiple of the %2 stages")
            .arg(m)
            .arg(p);
    if (effectiveVirtualStages(c) > 1 && m < p)
        return Tr::tr("--microbatches: the interleaved schedule needs at least one microbatch per stage (%1 < %2)")
            .arg(m)
            .arg(p);
    return QString();
}

int pipelineMicrobatches(int wanted, int sequences, int stages, Runtime runtime)
{
    const int target = std::min(wanted > 0 ? wanted : 2 * stages, std::max(1, sequences));
    for (int m = target; m >= 1; --m)
        if (sequences % m == 0 && (runtime != Runtime::Xla || m % stages == 0))
            return m;
    return 0;
}

} // namespace tpuplan
