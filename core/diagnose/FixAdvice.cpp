// SPDX-License-Identifier: GPL-3.0-or-later
// A fix in words: its title, what it changes with its numbers, and how to make it in the framework that failed.
#include "DiagnosisParts.h"

#include "plan/Planner.h"
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
    case OptimizerKind::AdamW8bit:
        return Tr::tr("8-bit AdamW");
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
    case CheckpointingKind::SelectiveOps:
        return Tr::tr("Op-level selective checkpointing (torchtitan)");
    case CheckpointingKind::Custom:
        return Tr::tr("Custom activation placement %1").arg(checkpointingId(c));
    default:
        return Tr::tr("MaxText remat policy %1").arg(checkpointingId(c));
    }
    return QString();
}

// "8 × h100-80", "v5p-32": the job of a fix or of the failing run.
QString jobOf(const QString& hardware, const DeviceInfo& device, const Mesh& mesh)
{
    Candidate c;
    c.hardware = hardware;
    c.device = device;
    c.slices = mesh.slices;
    return jobText(c);
}

// The tpuplan options of a mesh and offload ("--sharding fsdp --fsdp 8").
QString shardingOptions(const TrainingConfig& c, const DeviceInfo& d)
{
    QString o = QStringLiteral("--sharding %1").arg(shardingStrategyId(c.mesh.strategy));
    if (c.mesh.strategy != ShardingStrategy::Replicate && c.mesh.data > 1)
        o += QStringLiteral(" --fsdp %1").arg(c.mesh.fsdp);
    if (c.mesh.tensor > 1)
        o += QStringLiteral(" --tensor-parallel %1").arg(c.mesh.tensor);
    if (!d.isTpu && d.devices > 1)
        o += QStringLiteral(" --devices %1").arg(d.devices);
    return o;
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
    if (bits & kChangeSharding)
        parts << QStringLiteral("sharding");
    if (bits & kChangeOffload)
        parts << QStringLiteral("offload");
    if (bits & kChangeDevices)
        parts << QStringLiteral("devices");
    if (bits & kChangeExpertParallel)
        parts << QStringLiteral("expert-parallel");
    if (bits & kChangeCapacity)
        parts << QStringLiteral("capacity");
    if (bits & kChangeContextParallel)
        parts << QStringLiteral("context-parallel");
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
        case CheckpointingKind::SelectiveOps:
            how << Tr::tr(
                "torchtitan: --activation_checkpoint.mode selective --activation_checkpoint.selective_ac_option op");
            break;
        case CheckpointingKind::Custom:
            how << Tr::tr("MaxText: remat_policy=custom %1")
                       .arg(rematPlacementText(f.config.checkpointing.placement)
                                .replace(QLatin1Char(','), QLatin1Char(' ')));
            break;
        case CheckpointingKind::None:
            break;
        default:
            how << Tr::tr("MaxText: remat_policy=%1").arg(checkpointingId(f.config.checkpointing));
            break;
        }
    }
    if (bits & kChangeBatchSplit) {
        how << Tr::tr("tpuplan: --batch %1").arg(QString::number(f.config.perDeviceBatch(), 'g', 6));
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
    if (bits & (kChangeSharding | kChangeDevices)) {
        how << Tr::tr("tpuplan: %1").arg(shardingOptions(f.config, f.device));
        const int fsdp = f.config.mesh.fsdp;
        switch (f.config.mesh.strategy) {
        case ShardingStrategy::Fsdp:
            if (torch)
                how << Tr::tr("PyTorch FSDP: sharding_strategy=ShardingStrategy.FULL_SHARD with "
                              "auto_wrap_policy=transformer_auto_wrap_policy (each decoder layer its own unit); "
                              "Hugging Face: --fsdp \"full_shard auto_wrap\"; DeepSpeed: \"zero_optimization\": "
                              "{\"stage\": 3}");
            if (jax)
                how << Tr::tr("MaxText: ici_fsdp_parallelism=%1 (the rest of the slice on ici_data_parallelism)")
                           .arg(fsdp);
            break;
        case ShardingStrategy::Zero2:
            if (torch)
                how << Tr::tr("DeepSpeed: \"zero_optimization\": {\"stage\": 2}; PyTorch FSDP: "
                              "sharding_strategy=ShardingStrategy.SHARD_GRAD_OP");
            if (jax)
                how << Tr::tr("JAX: shard the optimizer states and the gradients over the %1 devices of the data "
                              "axis (a NamedSharding on them); the weights stay replicated")
                           .arg(fsdp);
            break;
        case ShardingStrategy::Zero1:
            if (torch)
                how << Tr::tr("DeepSpeed: \"zero_optimization\": {\"stage\": 1}; PyTorch: "
                              "torch.distributed.optim.ZeroRedundancyOptimizer");
            if (jax)
                how << Tr::tr("JAX: shard the optimizer states over the %1 devices of the data axis (a NamedSharding "
                              "on them); the weights and gradients stay replicated")
                           .arg(fsdp);
            break;
        case ShardingStrategy::Replicate:
            break;
        }
        if ((bits & kChangeDevices) && torch)
            how << Tr::tr("torchrun --nproc_per_node %1 (or as many GPUs over several nodes)").arg(f.device.devices);
    }
    if (bits & kChangeOffload) {
        const Offload& o = f.config.offload;
        how << Tr::tr("tpuplan: --offload %1").arg(offloadId(o));
        if (jax) {
            if (o.optimizer)
                how << Tr::tr("MaxText: optimizer_memory_host_offload=True");
            if (o.params)
                how << Tr::tr("MaxText: parameter_memory_host_offload=True");
            if (o.activations)
                how << Tr::tr("MaxText: remat_policy=custom with decoder_layer_input=offload (and the projections "
                              "it saves)");
        }
        if (torch) {
            if (o.optimizer)
                how << Tr::tr("DeepSpeed: \"offload_optimizer\": {\"device\": \"cpu\"} (Adam runs on the CPU)");
            if (o.params)
                how << Tr::tr("DeepSpeed ZeRO-3: \"offload_param\": {\"device\": \"cpu\"}; PyTorch FSDP: "
                              "cpu_offload=CPUOffload(offload_params=True)");
            if (o.activations)
                how << Tr::tr("PyTorch: with torch.autograd.graph.save_on_cpu(pin_memory=True) around the forward");
        }
    }
    if (bits & kChangeHardware) {
        if (f.device.isTpu) {
            const Generation* g = catalog.generation(f.device.generation);
            how << Tr::tr("gcloud compute tpus tpu-vm create NAME --zone=%1 --accelerator-type=%2 --version=%3")
                       .arg(f.offering && !f.offering->zone.isEmpty() ? f.offering->zone : Tr::tr("ZONE"), f.hardware,
                            g ? g->runtimeVersion : Tr::tr("RUNTIME"));
        } else if (f.device.devices > 1) {
            how << Tr::tr("A job of %1 × %2").arg(f.device.devices).arg(f.hardware);
        } else {
            how << Tr::tr("A machine with one %1").arg(f.hardware);
        }
        how << Tr::tr("tpuplan: --hardware %1 --batch %2")
                   .arg(f.hardware, QString::number(f.config.perDeviceBatch(), 'g', 6));
    }
    how << moeHowTo(f, fw);
    how << contextHowTo(f, fw);
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
        default:
            details << Tr::tr("Each layer's input and the outputs of some of its matmuls are kept; the rest is "
                              "recomputed in the backward pass.");
            break;
        case CheckpointingKind::None:
            break;
        }
    }
    if (bits & kChangeBatchSplit) {
        titles << Tr::tr("Batch %1 per %2 × %3 accumulation steps")
                      .arg(formatBatch(f.config.perDeviceBatch(), loc))
                      .arg(word)
                      .arg(f.config.accumulationSteps);
        details << Tr::tr(
                       "The global batch stays %1 sequences per optimizer step (%2 per %3 × %4 accumulation steps%5); "
                       "the training code must accumulate gradients%6.")
                       .arg(f.globalBatch)
                       .arg(formatBatch(f.config.perDeviceBatch(), loc))
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
    const ShardingDetail& sdBefore = res.correctedEstimate.sharding;
    const ShardingDetail& sdAfter = f.memory.sharding;
    if (bits & kChangeSharding) {
        const Mesh& m0 = from.mesh;
        const Mesh& m1 = f.config.mesh;
        titles << (m1.strategy != m0.strategy
                       ? Tr::tr("%1 instead of %2")
                             .arg(shardingStrategyLabel(m1.strategy), shardingStrategyLabel(m0.strategy))
                       : Tr::tr("%1 over %2 devices instead of %3")
                             .arg(shardingStrategyLabel(m1.strategy))
                             .arg(m1.fsdp)
                             .arg(m0.fsdp));
        details << (m0.strategy == ShardingStrategy::Replicate
                        ? Tr::tr("Mesh %1: the model states take %2 per %3 instead of a full replica's %4.")
                              .arg(meshText(m1), formatGiB(sdAfter.shardedStates, loc), word,
                                   formatGiB(sdBefore.shardedStates, loc))
                        : Tr::tr("Mesh %1: the model states take %2 per %3 instead of %4 (a full replica needs %5).")
                              .arg(meshText(m1), formatGiB(sdAfter.shardedStates, loc), word,
                                   formatGiB(sdBefore.shardedStates, loc), formatGiB(sdAfter.replicatedStates, loc)));
        if (sdAfter.gatheredLayers > 0)
            details << QCoreApplication::translate("Diagnosis",
                                                   "The weights of %n layer(s) are gathered at a time (%1 per %2).",
                                                   nullptr, sdAfter.gatheredLayers)
                           .arg(formatGiB(sdAfter.gatheredWeights, loc), word);
    }
    describeMoeFix(f, res, titles, details, loc);
    describeContextFix(f, res, titles, details, loc);
    if (bits & kChangeOffload) {
        titles << Tr::tr("Host offload (%1)").arg(offloadId(f.config.offload));
        const QString ram = sdAfter.hostRamBytes > 0
            ? Tr::tr("of its %1 of RAM").arg(formatGiB(sdAfter.hostRamBytes, loc))
            : Tr::tr("(host RAM not in the catalog: check it)");
        details << Tr::tr("%1 per %2 leave the device for the host, %3 per host %4; %5 cross PCIe each step.")
                       .arg(formatGiB(sdAfter.offloadedBytes(), loc), word, formatGiB(sdAfter.hostBytesPerHost, loc),
                            ram, formatGiB(sdAfter.hostTransferBytes, loc));
    }
    if (bits & kChangeDevices) {
        titles << Tr::tr("%1 GPUs instead of %2").arg(f.device.devices).arg(res.device.devices);
        details << Tr::tr("Mesh %1: the model states take %2 per %3 instead of %4; at the same global batch of %5 "
                          "each %3 trains %6 sequences per step (%7 × %8 accumulation steps).")
                       .arg(meshText(f.config.mesh), formatGiB(sdAfter.shardedStates, loc), word,
                            formatGiB(sdBefore.shardedStates, loc))
                       .arg(f.globalBatch)
                       .arg(formatBatch(f.config.perDeviceBatch() * f.config.accumulationSteps, loc))
                       .arg(formatBatch(f.config.perDeviceBatch(), loc))
                       .arg(f.config.accumulationSteps);
    }
    if (bits & (kChangeSharding | kChangeExpertParallel | kChangeContextParallel | kChangeOffload | kChangeDevices)) {
        if (f.step.communication.total() > 0 || f.step.communication.hostTransfer > 0)
            details << Tr::tr("Per step: %1 s of communication and %2 s of host transfer beside %3 s of compute "
                              "(%4 s not hidden).")
                           .arg(formatNumber(f.step.communication.total(), loc, 3),
                                formatNumber(f.step.communication.hostTransfer, loc, 3),
                                formatNumber(f.step.computeSeconds, loc, 3),
                                formatNumber(std::max(0.0, f.step.seconds - f.step.computeSeconds), loc, 3));
    }
    if (bits & kChangeHardware) {
        titles << Tr::tr("%1 instead of %2")
                      .arg(jobOf(f.hardware, f.device, f.config.mesh),
                           jobOf(res.device.hardware, res.device, res.input.config.mesh));
        details << Tr::tr("%1 has %2 per %3; at the same global batch of %4 each %3 trains %5 sequences per step.")
                       .arg(f.hardware, formatGiB(f.device.memoryBytes, loc), word)
                       .arg(f.globalBatch)
                       .arg(formatBatch(f.config.perDeviceBatch() * f.config.accumulationSteps, loc));
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
