// SPDX-License-Identifier: GPL-3.0-or-later
#include "LowPrecisionCommands.h"

#include "LongContextCommands.h"
#include "PipelineCommands.h"

#include <QCoreApplication>

#include <cmath>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// torchtitan's activation_checkpoint.mode for the plan's checkpointing (torchtitan config_manager, 2026-08-21)
QString torchtitanCheckpointMode(const Checkpointing& c)
{
    switch (c.kind) {
    case CheckpointingKind::None:
        return QStringLiteral("none");
    case CheckpointingKind::Full:
    case CheckpointingKind::EveryK:
        return QStringLiteral("full");
    default:
        return QStringLiteral("selective");
    }
}
} // namespace

QVector<CommandFlag> maxTextQuantizationFlags(const Candidate& c)
{
    QVector<CommandFlag> flags;
    if (!runsLowPrecisionMatmuls(c.precision))
        return flags;
    // MaxText configs/base.yml `quantization` and benchmark_and_performance.md:192 (@e591f30c, 2026-08-22; reference
    // longctx.md sections 3.2 and 3.6): fp8_full (e4m3 forward, e5m2 backward) on v7x and later, int8 on v6e and
    // earlier; plain fp8 where a generation before v7x lists an fp8 figure (v5p, at its bf16 rate)
    QString recipe = QStringLiteral("int8");
    if (c.precision == Precision::Fp8Mixed)
        recipe = c.device.generation == QLatin1String("tpu7x") ? QStringLiteral("fp8_full") : QStringLiteral("fp8");
    flags << CommandFlag{QStringLiteral("quantization"), recipe};
    flags << CommandFlag{QStringLiteral("use_qwix_quantization"), QStringLiteral("true")};
    return flags;
}

QStringList maxTextQuantizationNotes(const Candidate& c)
{
    QStringList notes;
    if (!runsLowPrecisionMatmuls(c.precision))
        return notes;
    notes << Tr::tr("quantization=%1 with Qwix quantizes the dot_generals of the decoder layers "
                    "(module_path decoder/.*layers.*); the splash attention kernel and the LM head stay in bf16, and "
                    "the weights and optimizer states stay in float32, as the plan assumes.")
                 .arg(maxTextQuantizationFlags(c).first().value);
    notes << Tr::tr("MaxText prints its MFU against the bf16 peak whatever the quantization; the plan gives it "
                    "against both peaks.");
    if (c.step.peakFlopsLowPrecision > 0 && c.step.peakFlopsLowPrecision <= c.step.peakFlopsPerDevice)
        notes << Tr::tr("%1's %2 peak is its bf16 peak: 8 bits gain no time here.")
                     .arg(c.device.generationName, c.step.lowPrecisionFormat);
    return notes;
}

QVector<CommandFlag> megatronFp8Flags(const Candidate& c)
{
    QVector<CommandFlag> flags;
    if (c.precision != Precision::Fp8Mixed)
        return flags;
    // Megatron-LM megatron/training/arguments.py (@d98e8a64, 2026-08-22; reference longctx.md sections 3.4, 3.6):
    // hybrid = E4M3 forward, E5M2 gradients; delayed scaling from an amax history is its default recipe
    flags << CommandFlag{QStringLiteral("--fp8-format"), QStringLiteral("hybrid")};
    flags << CommandFlag{QStringLiteral("--fp8-recipe"), QStringLiteral("delayed")};
    return flags;
}

QString torchtitanFloat8Arguments(const Candidate& c)
{
    // torchtitan docs/float8.md and components/quantization (@b5bcd76c, 2026-08-21): the float8 converter swaps each
    // nn.Linear but the output layer for a Float8Linear, tensorwise scaling by default
    return c.precision == Precision::Fp8Mixed ? QStringLiteral(" --model.converters=float8") : QString();
}

CommandBlock torchtitanFloat8Block(const PlanInput& in, const Candidate& c, qint64 saveSteps)
{
    CommandBlock b;
    b.id = QStringLiteral("torchtitan-float8");
    b.title = Tr::tr("Train in fp8 with torchtitan (PyTorch)");
    b.target = QStringLiteral("pytorch/torchtitan: run_train.sh, docs/float8.md");
    auto add = [&](const char* name, const QString& value = QString()) {
        b.flags << CommandFlag{QString::fromLatin1(name), value};
    };
    const int tensor = std::max(1, c.mesh.tensor);
    add("--model.converters", QStringLiteral("float8"));
    add("--parallelism.tensor_parallel_degree", intText(tensor));
    for (const QString& a : torchtitanPipelineArguments(c).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        b.flags << CommandFlag{a.section(QLatin1Char('='), 0, 0), a.section(QLatin1Char('='), 1)};
    b.flags << torchtitanContextFlags(c);
    // the data-parallel degrees are what the tensor, context and stage axes leave (dp_shard x cp x pp x tp = the GPUs)
    const int dataRanks
        = std::max(1, c.device.devices / (tensor * std::max(1, c.mesh.context) * std::max(1, c.mesh.stage)));
    add("--parallelism.data_parallel_shard_degree",
        intText(c.mesh.strategy == ShardingStrategy::Replicate ? 1 : dataRanks));
    if (c.mesh.strategy == ShardingStrategy::Replicate)
        add("--parallelism.data_parallel_replicate_degree", intText(dataRanks));
    // the batch per device splits the global batch over every device: a tensor-parallel group shares its sequences
    add("--training.local_batch_size", intText(qint64(c.batchPerDevice) * tensor));
    if (c.accumulation > 1)
        add("--training.global_batch_size", intText(in.globalBatch));
    add("--training.seq_len", intText(in.seqLen));
    add("--activation_checkpoint.mode", torchtitanCheckpointMode(c.checkpointing));
    add("--training.steps", intText(qint64(std::ceil(c.steps))));
    add("--checkpoint.interval", intText(saveSteps));
    const int perNode = std::max(1, std::min(c.device.devices, c.device.devicesPerHost));
    QStringList args;
    for (const CommandFlag& f : b.flags)
        args << f.text();
    b.lines << Tr::tr("# git clone https://github.com/pytorch/torchtitan; pip install -r requirements.txt torchao");
    b.lines
        << QStringLiteral("NGPU=%1 MODULE=$TORCHTITAN_MODULE CONFIG=$TORCHTITAN_CONFIG ./run_train.sh \\").arg(perNode);
    for (int i = 0; i < args.size(); ++i)
        b.lines << QStringLiteral("  ") + args[i] + (i + 1 < args.size() ? QStringLiteral(" \\") : QString());

    b.notes << Tr::tr("torchtitan because the Hugging Face Trainer, DeepSpeed and torchtune have no fp8 training: "
                      "--model.converters=float8 runs every Linear but the output layer in fp8 with tensorwise "
                      "scaling (torchao Float8Linear), attention and the LM head in bf16, as the plan assumes.");
    b.notes << Tr::tr("--training.local_batch_size is the sequences of one data-parallel rank (a tensor-parallel "
                      "group of %1 GPU(s)); newer torchtitan versions name it by tokens "
                      "(training.num_tokens_per_microbatch_per_dp_rank): check run_train.sh --help.")
                   .arg(tensor);
    if (c.mesh.strategy != ShardingStrategy::Replicate)
        b.notes << Tr::tr("--float8.enable_fsdp_float8_all_gather gathers the FSDP weights in fp8: less traffic and no "
                          "fp8 weight copy, which the plan does not assume.");
    b.notes << Tr::tr("torchtitan reports no MFU for float8 runs (its definition is unclear there); the plan gives it "
                      "against the bf16 and the fp8 peak.");
    if (c.device.hosts > 1)
        b.notes << Tr::tr("The job spans %1 nodes: start run_train.sh on each with torchrun's rendezvous settings "
                          "(--nnodes, --rdzv_endpoint).")
                       .arg(c.device.hosts);
    return b;
}

QString noLowPrecisionNote(const Candidate& c, const QString& script)
{
    if (!runsLowPrecisionMatmuls(c.precision))
        return QString();
    return Tr::tr("%1 has no %2 training: it runs the matmuls in bf16, so the step is slower than the plan's %3 "
                  "estimate (about the bf16 plan's).")
        .arg(script, lowPrecisionFormat(c.precision), precisionId(c.precision));
}

} // namespace tpuplan
