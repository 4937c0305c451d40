// SPDX-License-Identifier: GPL-3.0-or-later
// A fix in words: its title, what it changes with its numbers, and how to make it in the framework that failed.
#include "DiagnosisParts.h"

#include "util/Format.h"

#include <QCoreApplication>

#include <cmath>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

QString optimizerName(OptimizerKind o)
{
    switch (o) {
    case OptimizerKind::AdamW:
        return QStringLiteral("AdamW");
    case OptimizerKind::Adam:
        return QStringLiteral("Adam");
    case OptimizerKind::Adafactor:
        return QStringLiteral("Adafactor");
    case OptimizerKind::Sgd:
        return QStringLiteral("SGD");
    case OptimizerKind::Momentum:
        return Tr::tr("SGD with momentum");
    case OptimizerKind::Lamb:
        return QStringLiteral("LAMB");
    }
    return QString();
}

QString checkpointingTitle(const Checkpointing& c)
{
    switch (c.kind) {
    case CheckpointingKind::None:
        return Tr::tr("No gradient checkpointing");
    case CheckpointingKind::Full:
        return Tr::tr("Full gradient checkpointing");
    case CheckpointingKind::EveryK:
        return Tr::tr("Gradient checkpointing every %1 layers").arg(c.everyK);
    case CheckpointingKind::Selective:
        return Tr::tr("Selective checkpointing (attention recomputed)");
    case CheckpointingKind::Minimal:
    case CheckpointingKind::SaveQkvProj:
    case CheckpointingKind::SaveDotExceptMlp:
        return Tr::tr("MaxText remat policy %1").arg(checkpointingId(c));
    }
    return QString();
}

QString codeOf(int bits)
{
    QStringList parts;
    if (bits & kChangeCheckpointing)
        parts << QStringLiteral("checkpointing");
    if (bits & kChangeBatchSplit)
        parts << QStringLiteral("batch-split");
    if (bits & kChangePrecision)
        parts << QStringLiteral("precision");
    if (bits & kChangeOptimizer)
        parts << QStringLiteral("optimizer");
    if (bits & kChangeHardware)
        parts << QStringLiteral("hardware");
    return parts.join(QLatin1Char('+'));
}

// How to make each change in the framework that printed the message (all of them when it is not known).
QStringList howTo(int bits, const DiagnosisFix& f, const TrainingConfig& from, OomFramework fw, const Catalog& catalog,
                  const QLocale& loc)
{
    QStringList how;
    const bool tf = fw == OomFramework::TensorFlow || fw == OomFramework::Unknown;
    const bool jax = fw == OomFramework::Jax || fw == OomFramework::Unknown;
    const bool torch = fw == OomFramework::PyTorchCuda || fw == OomFramework::PyTorchXla || fw == OomFramework::Unknown;
    if (bits & kChangeCheckpointing) {
        how << Tr::tr("tpuplan: --checkpointing %1").arg(checkpointingId(f.config.checkpointing));
        switch (f.config.checkpointing.kind) {
        case CheckpointingKind::Full:
            if (tf)
                how << Tr::tr(
                    "TensorFlow: --use_gradient_checkpointing=true (google-research/bigbird), or tf.recompute_grad "
                    "around each encoder layer");
            if (jax)
                how << Tr::tr("JAX/Flax: wrap the encoder layer in nn.remat (jax.checkpoint)");
            if (torch)
                how << Tr::tr(
                    "PyTorch: model.gradient_checkpointing_enable() (Hugging Face; --gradient_checkpointing in the "
                    "Trainer), or torch.utils.checkpoint around each layer");
            break;
        case CheckpointingKind::EveryK:
            how << Tr::tr("Checkpoint the input of every %1th layer and recompute the %1 layers after it in the "
                          "backward pass")
                       .arg(f.config.checkpointing.everyK);
            break;
        case CheckpointingKind::Selective:
            if (jax)
                how << Tr::tr(
                    "JAX: jax.checkpoint with policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable");
            if (tf || torch)
                how << Tr::tr("Recompute only the attention core (scores, softmax, dropout) in the backward pass");
            break;
        case CheckpointingKind::Minimal:
        case CheckpointingKind::SaveQkvProj:
        case CheckpointingKind::SaveDotExceptMlp:
            how << Tr::tr("MaxText: remat_policy=%1").arg(checkpointingId(f.config.checkpointing));
            break;
        case CheckpointingKind::None:
            break;
        }
    }
    if (bits & kChangeBatchSplit) {
        how << Tr::tr("tpuplan: --batch %1").arg(f.config.batchPerDevice);
        if (torch)
            how << Tr::tr("Hugging Face Trainer: --per_device_train_batch_size %1 --gradient_accumulation_steps %2")
                       .arg(f.config.batchPerDevice)
                       .arg(f.config.accumulationSteps);
        if (jax)
            how << Tr::tr("optax: optax.MultiSteps(optimizer, every_k_schedule=%1)").arg(f.config.accumulationSteps);
        if (tf)
            how << Tr::tr(
                       "Keras 3: gradient_accumulation_steps=%1 on the optimizer; TF 2 Keras needs a custom train_step")
                       .arg(f.config.accumulationSteps);
    }
    if (bits & kChangePrecision) {
        how << Tr::tr("tpuplan: --precision %1").arg(precisionId(f.config.precision));
        if (f.config.precision == Precision::Bf16Mixed) {
            if (tf)
                how << Tr::tr("Keras: tf.keras.mixed_precision.set_global_policy(\"mixed_bfloat16\")");
            if (jax)
                how << Tr::tr("Flax: dtype=jnp.bfloat16 for the modules, parameters kept in float32");
            if (torch)
                how << (fw == OomFramework::PyTorchXla
                            ? Tr::tr("PyTorch/XLA: torch.autocast(\"xla\", dtype=torch.bfloat16)")
                            : Tr::tr("PyTorch: --bf16 (Hugging Face Trainer) or torch.autocast(\"cuda\", "
                                     "dtype=torch.bfloat16)"));
        } else {
            how << Tr::tr(
                "PyTorch: --fp16 (Hugging Face Trainer) or torch.autocast(\"cuda\", dtype=torch.float16) with a "
                "GradScaler");
        }
    }
    if (bits & kChangeOptimizer) {
        how << Tr::tr("tpuplan: --optimizer %1").arg(optimizerId(f.config.optimizer));
        if (f.config.optimizer == OptimizerKind::Adafactor) {
            if (tf)
                how << Tr::tr("Keras: tf.keras.optimizers.Adafactor (TensorFlow 2.11 or later)");
            if (jax)
                how << Tr::tr("optax.adafactor");
            if (torch)
                how << Tr::tr("Hugging Face: --optim adafactor (transformers.Adafactor)");
        } else {
            how << Tr::tr("%1 → SGD: tf.keras.optimizers.SGD, optax.sgd or torch.optim.SGD; re-tune the learning rate")
                       .arg(optimizerName(from.optimizer));
        }
    }
    if (bits & kChangeHardware) {
        if (f.device.isTpu) {
            const Generation* g = catalog.generation(f.device.generation);
            how << Tr::tr("gcloud compute tpus tpu-vm create NAME --zone=%1 --accelerator-type=%2 --version=%3")
                       .arg(f.offering && !f.offering->zone.isEmpty() ? f.offering->zone : Tr::tr("ZONE"), f.hardware,
                            g ? g->runtimeVersion : Tr::tr("RUNTIME"));
        } else {
            how << Tr::tr("A machine with one %1").arg(f.hardware);
        }
        how << Tr::tr("tpuplan: --hardware %1 --batch %2").arg(f.hardware).arg(f.config.batchPerDevice);
    }
    Q_UNUSED(loc)
    return how;
}

} // namespace

void describeFix(DiagnosisFix& f, const DiagnosisResult& res, const Catalog& catalog, const QLocale& loc)
{
    const TrainingConfig& from = res.input.config;
    const int bits = f.changes;
    const QString word = deviceWord(f.device);
    QStringList titles;
    QStringList details;
    const MemoryBreakdown& before = res.correctedEstimate.memory;
    const MemoryBreakdown& after = f.memory.memory;
    if (bits & kChangeCheckpointing) {
        titles << checkpointingTitle(f.config.checkpointing);
        switch (f.config.checkpointing.kind) {
        case CheckpointingKind::Full:
            details << Tr::tr("Only each layer's input is kept; the backward pass recomputes one layer at a time.");
            break;
        case CheckpointingKind::EveryK:
            details << Tr::tr(
                           "The input of every %1th layer is kept; the backward pass recomputes %1 layers at a time.")
                           .arg(f.config.checkpointing.everyK);
            break;
        case CheckpointingKind::Selective:
            details << Tr::tr(
                "The attention scores and softmax are recomputed instead of stored; the rest of each layer is "
                "kept.");
            break;
        case CheckpointingKind::Minimal:
        case CheckpointingKind::SaveQkvProj:
        case CheckpointingKind::SaveDotExceptMlp:
            details << Tr::tr("Each layer's input and the outputs of some of its matmuls are kept; the rest is "
                              "recomputed in the backward pass.");
            break;
        case CheckpointingKind::None:
            break;
        }
    }
    if (bits & kChangeBatchSplit) {
        titles << Tr::tr("Batch %1 per %2 × %3 accumulation steps")
                      .arg(f.config.batchPerDevice)
                      .arg(word)
                      .arg(f.config.accumulationSteps);
        details << Tr::tr(
                       "The global batch stays %1 sequences per optimizer step (%2 per %3 × %4 accumulation steps%5); "
                       "the training code must accumulate gradients%6.")
                       .arg(f.globalBatch)
                       .arg(f.config.batchPerDevice)
                       .arg(word)
                       .arg(f.config.accumulationSteps)
                       .arg(f.device.devices > 1 ? Tr::tr(" × %1 devices").arg(f.device.devices) : QString())
                       .arg(res.fixProfile.separateAccumulator && f.config.accumulationSteps > 1
                                    && from.accumulationSteps <= 1
                                ? Tr::tr(", which keeps an fp32 accumulator of %1")
                                      .arg(formatGiB(double(f.memory.parameterCount) * 4.0, loc))
                                : QString());
    }
    if (bits & kChangePrecision) {
        titles << (f.config.precision == Precision::Bf16Mixed ? Tr::tr("bf16 mixed precision")
                                                              : Tr::tr("fp16 mixed precision"));
        details << Tr::tr(
            "Activations are kept in 16 bits; the master weights, gradients and optimizer states stay fp32. "
            "Check that the loss still converges.");
    }
    if (bits & kChangeOptimizer) {
        titles << Tr::tr("%1 instead of %2").arg(optimizerName(f.config.optimizer), optimizerName(from.optimizer));
        details
            << Tr::tr(
                   "Optimizer states fall from %1 to %2; another optimizer changes the training dynamics, so re-tune "
                   "the learning rate.")
                   .arg(formatGiB(before.optimizerStates, loc), formatGiB(after.optimizerStates, loc));
    }
    if (bits & kChangeHardware) {
        titles << Tr::tr("%1 instead of %2").arg(f.hardware, res.device.hardware);
        details << Tr::tr("%1 has %2 per %3; at the same global batch of %4 each %3 trains %5 sequences per step.")
                       .arg(f.hardware, formatGiB(f.device.memoryBytes, loc), word)
                       .arg(f.globalBatch)
                       .arg(f.config.batchPerDevice * f.config.accumulationSteps);
    }
    f.title = titles.join(QStringLiteral(" + "));
    f.code = codeOf(bits);
    const double total = after.total();
    QString fit = Tr::tr("%1 of %2 per %3, %4 free (%5 usable with the %6 % safety margin).")
                      .arg(formatGiB(total, loc), formatGiB(f.device.memoryBytes, loc), word,
                           formatGiB(f.device.memoryBytes - total, loc), formatGiB(f.usableBytes, loc),
                           formatPercentOf(res.input.safetyMargin, loc));
    if (!(bits & kChangeHardware) && std::abs(after.activations - before.activations) > 1)
        fit += QLatin1Char(' ')
            + Tr::tr("Activations %1 → %2.").arg(formatGiB(before.activations, loc), formatGiB(after.activations, loc));
    QString time = std::abs(f.stepTimeRatio - 1.0) < 0.005
        ? Tr::tr("Each step takes about as long as now")
        : Tr::tr("Each step takes %1 % %2 than now")
              .arg(formatPercentOf(std::abs(f.stepTimeRatio - 1.0), loc),
                   f.stepTimeRatio >= 1.0 ? Tr::tr("longer") : Tr::tr("less"));
    const QString steps = loc.toString(res.input.steps, 'f', 0);
    if (f.costUsd && f.offering)
        time += Tr::tr(": %1 and %2 for %3 steps (%4, %5, %6).")
                    .arg(formatHours(f.hours, loc), formatUsd(*f.costUsd, loc), steps, f.hardware,
                         pricingModelId(f.offering->pricing), f.offering->region);
    else
        time += Tr::tr(": %1 for %2 steps (no %3 price for %4 in the catalog).")
                    .arg(formatHours(f.hours, loc), steps, pricingModelId(res.input.pricing), f.hardware);
    f.text = (QStringList{fit} + details + QStringList{time}).join(QLatin1Char(' '));
    const OomFramework fw = res.oom ? res.oom->framework : OomFramework::Unknown;
    f.how = howTo(bits, f, from, fw, catalog, loc);
}

} // namespace tpuplan
