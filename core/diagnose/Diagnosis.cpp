// SPDX-License-Identifier: GPL-3.0-or-later
#include "Diagnosis.h"

#include "cost/CostModel.h"
#include "util/Format.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis)
};

QString gib(double bytes, const QLocale& loc)
{
    return Tr::tr("%1 GiB").arg(loc.toString(bytesToGiB(bytes), 'f', 2));
}
QString signedGib(double bytes, const QLocale& loc)
{
    return Tr::tr("%1%2 GiB")
        .arg(bytes >= 0 ? QStringLiteral("+") : QString(), loc.toString(bytesToGiB(bytes), 'f', 2));
}
QString percent(double share, const QLocale& loc, int decimals = 0)
{
    return loc.toString(share * 100.0, 'f', decimals);
}
QString signedPercent(double share, const QLocale& loc)
{
    return (share >= 0 ? QStringLiteral("+") : QString()) + loc.toString(share * 100.0, 'f', 0);
}
QString num(double v, int decimals, const QLocale& loc)
{
    return loc.toString(v, 'f', decimals);
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

QString deviceWord(const DeviceInfo& d)
{
    if (!d.isTpu)
        return Tr::tr("GPU");
    return d.devices > d.chips ? Tr::tr("core") : Tr::tr("chip");
}

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
    }
    return QString();
}

QString configurationWords(const ModelSpec& model, const TrainingConfig& c, const DeviceInfo& d)
{
    return Tr::tr("%1, %2 tokens, batch %3 per %4%5, %6, %7, checkpointing %8, runtime %9")
        .arg(model.id)
        .arg(c.seqLen)
        .arg(c.batchPerDevice)
        .arg(deviceWord(d),
             c.accumulationSteps > 1 ? Tr::tr(" × %1 accumulation steps").arg(c.accumulationSteps) : QString(),
             precisionId(c.precision), optimizerId(c.optimizer), checkpointingId(c.checkpointing),
             runtimeId(c.runtime));
}

int popcount(int bits)
{
    int n = 0;
    for (; bits; bits &= bits - 1)
        ++n;
    return n;
}

// The size of a change, smallest first: a flag that keeps the training mathematically the same (checkpointing), a
// batch split that keeps the global batch (needs gradient accumulation in the code), bf16 (changes the numerics),
// another optimizer (changes the training dynamics), other hardware (changes the bill).
int tierOf(int bits)
{
    if (bits & kChangeHardware)
        return 4;
    if (bits & kChangeOptimizer)
        return 3;
    if (bits & kChangePrecision)
        return 2;
    if (bits & kChangeBatchSplit)
        return 1;
    return 0;
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

std::optional<Offering> cheapestOffering(const Catalog& catalog, const QString& hw, PricingModel pricing,
                                         const QString& region)
{
    std::optional<Offering> best;
    for (const Offering& o : catalog.offerings(hw)) {
        if (o.pricing != pricing || (!region.isEmpty() && o.region != region))
            continue;
        if (!best || o.totalUsdPerHour() < best->totalUsdPerHour())
            best = o;
    }
    return best;
}

// Larger hardware for the same global batch: the larger slices of the same generation and the slices of newer ones
// (catalog order), a few of each, smallest first; on a GPU, the GPUs with more memory.
QStringList hardwareCandidates(const Catalog& catalog, const DeviceInfo& current, int perStepSequences)
{
    QStringList out;
    if (!current.isTpu) {
        for (const Gpu& g : catalog.gpus())
            if (g.id != current.hardware && g.memoryBytes > current.memoryBytes)
                out << g.id;
        return out;
    }
    int currentIndex = -1;
    for (int i = 0; i < catalog.generations().size(); ++i)
        if (catalog.generations()[i].id == current.generation)
            currentIndex = i;
    if (currentIndex < 0)
        return out;
    constexpr int kPerGeneration = 3;
    for (int gi = currentIndex; gi < catalog.generations().size(); ++gi) {
        const QString gen = catalog.generations()[gi].id;
        QVector<QPair<int, QString>> slices;
        for (const Slice& s : catalog.slices())
            if (s.generation == gen && (gi == currentIndex || s.chips >= current.chips))
                slices << qMakePair(catalog.devicesOf(s), s.name);
        std::stable_sort(slices.begin(), slices.end(),
                         [](const QPair<int, QString>& a, const QPair<int, QString>& b) { return a.first < b.first; });
        int taken = 0;
        for (const auto& [devices, name] : slices) {
            if (taken >= kPerGeneration)
                break;
            if (name == current.hardware || devices < 1 || perStepSequences % devices != 0)
                continue;
            if (gi == currentIndex && devices <= current.devices)
                continue;
            out << name;
            ++taken;
        }
    }
    return out;
}

ActivationCorrection correctionFor(const MemoryEstimate& builtin, const Observation& obs, const RuntimeProfile& profile,
                                   const QLocale& loc)
{
    ActivationCorrection c;
    c.builtinFactor = profile.activationFactor;
    c.correctedFactor = profile.activationFactor;
    if (obs.neededBytes <= 0) {
        c.explanation = Tr::tr("There is no observed figure to compare with, so no correction.");
        return c;
    }
    const double variable = builtin.memory.activations + builtin.overhead.allocatorSlack;
    const double fixed = builtin.memory.total() - variable;
    if (variable <= 0) {
        c.explanation = Tr::tr("This configuration has no activations to correct.");
        return c;
    }
    if (obs.neededBytes <= fixed) {
        c.explanation
            = Tr::tr("The observation (%1) is not even above what the configuration needs besides activations (%2: "
                     "model states and runtime overhead). It probably comes from another configuration: check the "
                     "model, the head, the batch and the sequence length.")
                  .arg(gib(obs.neededBytes, loc), gib(fixed, loc));
        return c;
    }
    c.multiplier = (obs.neededBytes - fixed) / variable;
    c.correctedFactor = profile.activationFactor * c.multiplier;
    c.atLeast = obs.atLeast;
    c.plausible = c.multiplier >= CalibrationStore::kMinMultiplier && c.multiplier <= CalibrationStore::kMaxMultiplier;
    if (obs.atLeast && c.multiplier <= 1.0) {
        c.explanation
            = Tr::tr("The observation only bounds the need from below (at least %1), and the estimate (%2) is "
                     "already above that bound: the two agree, and the bound cannot correct the estimate.")
                  .arg(gib(obs.neededBytes, loc), gib(builtin.memory.total(), loc));
        return c;
    }
    c.available = true;
    const QString activationsNow = gib(variable, loc);
    const QString activationsSeen = gib(obs.neededBytes - fixed, loc);
    c.explanation
        = (obs.atLeast
               ? Tr::tr("To need at least %1, activations must be at least %2 instead of the estimated %3: × %4 or "
                        "more (the %5 activation factor %6 → at least %7).")
               : Tr::tr("To need %1, activations must be %2 instead of the estimated %3: × %4 (the %5 activation "
                        "factor %6 → %7)."))
              .arg(gib(obs.neededBytes, loc), activationsSeen, activationsNow, num(c.multiplier, 3, loc),
                   runtimeId(profile.runtime), num(c.builtinFactor, 2, loc), num(c.correctedFactor, 2, loc))
        + QLatin1Char(' ')
        + Tr::tr("The model states (%1) and the runtime overhead (%2) are exact arithmetic, so the whole difference is "
                 "put "
                 "on the activations.")
              .arg(gib(builtin.memory.parameters + builtin.memory.gradients + builtin.memory.optimizerStates, loc),
                   gib(builtin.memory.runtimeOverhead - builtin.overhead.allocatorSlack, loc));
    if (!c.plausible)
        c.explanation += QLatin1Char(' ')
            + Tr::tr("A correction this far from 1 (outside %1 to %2) usually means that the "
                     "configuration given is not the one that ran; it is not offered for "
                     "calibration and the fixes use the built-in model.")
                  .arg(num(CalibrationStore::kMinMultiplier, 1, loc), num(CalibrationStore::kMaxMultiplier, 1, loc));
    return c;
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

void describe(DiagnosisFix& f, const DiagnosisResult& res, const Catalog& catalog, const QLocale& loc)
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
                                      .arg(gib(double(f.memory.parameterCount) * 4.0, loc))
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
                   .arg(gib(before.optimizerStates, loc), gib(after.optimizerStates, loc));
    }
    if (bits & kChangeHardware) {
        titles << Tr::tr("%1 instead of %2").arg(f.hardware, res.device.hardware);
        details << Tr::tr("%1 has %2 per %3; at the same global batch of %4 each %3 trains %5 sequences per step.")
                       .arg(f.hardware, gib(f.device.memoryBytes, loc), word)
                       .arg(f.globalBatch)
                       .arg(f.config.batchPerDevice * f.config.accumulationSteps);
    }
    f.title = titles.join(QStringLiteral(" + "));
    f.code = codeOf(bits);
    const double total = after.total();
    QString fit
        = Tr::tr("%1 of %2 per %3, %4 free (%5 usable with the %6 % safety margin).")
              .arg(gib(total, loc), gib(f.device.memoryBytes, loc), word, gib(f.device.memoryBytes - total, loc),
                   gib(f.usableBytes, loc), percent(res.input.safetyMargin, loc));
    if (!(bits & kChangeHardware) && std::abs(after.activations - before.activations) > 1)
        fit += QLatin1Char(' ')
            + Tr::tr("Activations %1 → %2.").arg(gib(before.activations, loc), gib(after.activations, loc));
    QString time = std::abs(f.stepTimeRatio - 1.0) < 0.005
        ? Tr::tr("Each step takes about as long as now")
        : Tr::tr("Each step takes %1 % %2 than now")
              .arg(percent(std::abs(f.stepTimeRatio - 1.0), loc),
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

QJsonObject memoryJson(const MemoryEstimate& e)
{
    auto b = [](double v) { return static_cast<qint64>(std::llround(v)); };
    QJsonObject o;
    o[QStringLiteral("parameters")] = b(e.memory.parameters);
    o[QStringLiteral("gradients")] = b(e.memory.gradients);
    o[QStringLiteral("optimizer_states")] = b(e.memory.optimizerStates);
    o[QStringLiteral("activations")] = b(e.memory.activations);
    o[QStringLiteral("runtime_overhead")] = b(e.memory.runtimeOverhead);
    o[QStringLiteral("total")] = b(e.memory.total());
    o[QStringLiteral("device_memory")] = b(e.deviceMemory);
    o[QStringLiteral("fits")] = e.fits;
    o[QStringLiteral("headroom")] = b(e.headroom);
    o[QStringLiteral("activation_factor")] = e.activation.factor;
    return o;
}

QJsonValue optionalBytes(const std::optional<double>& v)
{
    return v ? QJsonValue(static_cast<qint64>(std::llround(*v))) : QJsonValue();
}

} // namespace

Observation observationFromOom(const OomReport& r, const DeviceInfo& d, const QLocale& loc)
{
    Observation o;
    o.source = Observation::Source::OomMessage;
    o.ranOutOfMemory = r.isOom();
    o.capacityBytes = r.capacity;
    const double reservation = r.reserved.value_or(d.isTpu ? d.xlaReservedBytes : 0.0);
    // Is the message's capacity net of the runtime's reservation (newer XLA: "of 7.48G hbm") or the whole device
    // ("of 8.00G hbm", where "used" includes the reservation)?
    auto capacityIsNet = [&]() {
        if (!r.capacity || d.memoryBytes <= 0)
            return true;
        return std::abs(*r.capacity + reservation - d.memoryBytes) < std::abs(*r.capacity - d.memoryBytes);
    };
    switch (r.kind) {
    case OomKind::XlaCompile:
        if (r.totalUsage) {
            o.neededBytes = *r.totalUsage;
            o.atLeast = r.argumentsUnknown;
            QStringList parts;
            if (r.reserved)
                parts << Tr::tr("reservation %1").arg(gib(*r.reserved, loc));
            if (r.program)
                parts << Tr::tr("program %1").arg(gib(*r.program, loc));
            if (r.arguments)
                parts << Tr::tr("arguments %1").arg(gib(*r.arguments, loc));
            else if (r.argumentsUnknown)
                parts << Tr::tr("arguments of unknown size");
            o.derivation = Tr::tr("the message's total usage, %1 (%2)")
                               .arg(gib(o.neededBytes, loc), parts.join(QStringLiteral(" + ")));
            if (o.atLeast)
                o.derivation
                    += Tr::tr("; the arguments (weights and optimizer states passed into the step) were not counted, "
                              "so the step needs at least this");
        } else if (r.used) {
            const bool net = capacityIsNet();
            o.neededBytes = *r.used + (net ? reservation : 0.0);
            o.derivation = net
                ? Tr::tr("used %1 + the %2 the runtime reserves at the top of memory (the message's capacity %3 "
                         "is net of it)")
                      .arg(gib(*r.used, loc), gib(reservation, loc),
                           r.capacity ? gib(*r.capacity, loc) : Tr::tr("(not printed)"))
                : Tr::tr("used %1 (the capacity %2 is the whole device, so \"used\" includes the reservation)")
                      .arg(gib(*r.used, loc), gib(*r.capacity, loc));
        } else if (r.exceeded && r.capacity) {
            const bool net = capacityIsNet();
            o.neededBytes = *r.capacity + *r.exceeded + (net ? reservation : 0.0);
            o.derivation = Tr::tr("capacity %1 + exceeded %2%3")
                               .arg(gib(*r.capacity, loc), gib(*r.exceeded, loc),
                                    net ? Tr::tr(" + reservation %1").arg(gib(reservation, loc)) : QString());
        }
        break;
    case OomKind::XlaRuntime:
        if (r.triedToAllocate && r.free && d.memoryBytes > 0) {
            o.neededBytes = d.memoryBytes - *r.free + *r.triedToAllocate;
            o.atLeast = true;
            o.derivation
                = Tr::tr("the device's %1 − %2 free + the %3 it tried to allocate (at least: the step may need more "
                         "later)")
                      .arg(gib(d.memoryBytes, loc), gib(*r.free, loc), gib(*r.triedToAllocate, loc));
        }
        break;
    case OomKind::Cuda: {
        std::optional<double> reserved = r.reservedByPyTorch;
        QString reservedWords = Tr::tr("reserved by PyTorch");
        if (!reserved && r.allocatedByPyTorch && r.reservedUnallocated)
            reserved = *r.allocatedByPyTorch + *r.reservedUnallocated;
        if (!reserved && r.allocatedByPyTorch) {
            reserved = r.allocatedByPyTorch;
            reservedWords = Tr::tr("allocated by PyTorch");
        }
        if (reserved) {
            double outside = d.cudaContextBytes;
            QString outsideWords = Tr::tr("the CUDA context (%1, catalog)").arg(gib(outside, loc));
            if (r.processInUse) {
                outside = std::max(0.0, *r.processInUse - *reserved);
                outsideWords = Tr::tr("%1 in use outside PyTorch's allocator").arg(gib(outside, loc));
            }
            o.neededBytes = *reserved + r.triedToAllocate.value_or(0.0) + outside;
            o.atLeast = true;
            o.derivation
                = Tr::tr("%1 %2 + %3 it tried to allocate + %4 (at least: the error is a snapshot)")
                      .arg(gib(*reserved, loc), reservedWords,
                           r.triedToAllocate ? gib(*r.triedToAllocate, loc) : Tr::tr("an unknown size"), outsideWords);
        }
        break;
    }
    case OomKind::TfBfc: {
        const std::optional<double> inUse = r.bfcInUse ? r.bfcInUse : r.bfcMaxInUse;
        if (inUse) {
            o.neededBytes = *inUse + r.triedToAllocate.value_or(0.0) + d.cudaContextBytes;
            o.atLeast = true;
            o.derivation = Tr::tr("%1 in use by TensorFlow's allocator + %2 requested + the CUDA context %3 (at least)")
                               .arg(gib(*inUse, loc),
                                    r.triedToAllocate ? gib(*r.triedToAllocate, loc) : Tr::tr("an unknown size"),
                                    gib(d.cudaContextBytes, loc));
        }
        break;
    }
    case OomKind::None:
        break;
    }
    if (!(o.neededBytes > 0)) {
        o.neededBytes = 0;
        if (r.isOom()) {
            o.neededBytes = d.memoryBytes;
            o.atLeast = true;
            o.derivation
                = Tr::tr("the message states no usable figures; running out of memory means the step needed more "
                         "than the device's %1")
                      .arg(gib(d.memoryBytes, loc));
        } else {
            o.ranOutOfMemory = false;
            o.derivation = Tr::tr("no out-of-memory message was recognised");
        }
    }
    // the message's device against the plan's
    if (r.isXla() && !d.isTpu && r.memorySpace == QLatin1String("hbm"))
        o.warnings << Tr::tr("The message is from XLA on a TPU, but %1 is a GPU: check the hardware.").arg(d.hardware);
    if ((r.kind == OomKind::Cuda || r.kind == OomKind::TfBfc) && d.isTpu)
        o.warnings << Tr::tr("The message is from a GPU, but %1 is a TPU: check the hardware.").arg(d.hardware);
    if (r.capacity && d.memoryBytes > 0) {
        bool matches = true;
        if (r.kind == OomKind::XlaCompile && d.isTpu)
            matches = near(*r.capacity, d.memoryBytes, 0.03 * d.memoryBytes)
                || near(*r.capacity + reservation, d.memoryBytes, 0.03 * d.memoryBytes);
        else if (r.kind == OomKind::Cuda && !d.isTpu)
            matches = near(*r.capacity, d.memoryBytes, 0.05 * d.memoryBytes);
        else if (r.kind == OomKind::TfBfc && !d.isTpu) // TensorFlow's limit leaves out the context and a little more
            matches = *r.capacity <= d.memoryBytes * 1.02 && *r.capacity >= d.memoryBytes * 0.85;
        if (!matches)
            o.warnings
                << Tr::tr("The message comes from a device with %1, but one %2 of %3 has %4: check the hardware (the "
                          "fixes are for %3).")
                       .arg(gib(*r.capacity, loc), deviceWord(d), d.hardware, gib(d.memoryBytes, loc));
    }
    return o;
}

DiagnosisInput diagnosisInputFromPlan(const PlanInput& plan, const Catalog& catalog, const QString& hardware)
{
    const auto dev = catalog.device(hardware);
    if (!dev)
        throw InputError(QString(), 0, QStringLiteral("hardware"), Tr::tr("unknown hardware \"%1\"").arg(hardware));
    if (dev->devices < 1 || plan.globalBatch % dev->devices != 0)
        throw InputError(QString(), 0, QStringLiteral("global_batch"),
                         Tr::tr("the global batch %1 does not split evenly over the %2 devices of %3")
                             .arg(plan.globalBatch)
                             .arg(dev->devices)
                             .arg(hardware));
    DiagnosisInput in;
    in.model = plan.model;
    in.head = plan.head;
    in.config.seqLen = plan.seqLen;
    in.config.batchPerDevice = plan.globalBatch / dev->devices;
    in.config.accumulationSteps = 1;
    in.config.precision = plan.precisions.isEmpty() ? Precision::Fp32 : plan.precisions.first();
    in.config.optimizer = plan.optimizer;
    in.config.dropout = plan.dropout;
    in.config.runtime = dev->isTpu ? Runtime::Xla : plan.gpuRuntime;
    in.hardware = hardware;
    in.safetyMargin = plan.safetyMargin;
    in.maxAccumulation = plan.maxAccumulation;
    in.pricing = plan.pricing.size() == 1 ? plan.pricing.first() : PricingModel::OnDemand;
    in.region = plan.regions.size() == 1 ? plan.regions.first() : QString();
    return in;
}

Observation observationFromPeak(double bytes, const QString& how, const QLocale& loc)
{
    Observation o;
    o.source = Observation::Source::MeasuredPeak;
    o.ranOutOfMemory = false;
    o.neededBytes = bytes > 0 && std::isfinite(bytes) ? bytes : 0.0;
    o.derivation = how.isEmpty() ? Tr::tr("the measured peak, %1").arg(gib(o.neededBytes, loc)) : how;
    return o;
}

std::optional<CalibrationEntry> DiagnosisResult::proposedCalibration(const QDate& today) const
{
    if (!correction.available || !correction.plausible)
        return std::nullopt;
    const QLocale c = QLocale::c();
    CalibrationEntry e;
    e.runtime = input.config.runtime;
    e.modelFamily = input.model.modelType.isEmpty() ? input.model.id : input.model.modelType;
    e.activationFactorMultiplier = correction.multiplier;
    e.builtinActivationFactor = builtinProfile.activationFactor;
    e.lowerBound = correction.atLeast;
    e.date = today;
    e.hardware = input.hardware;
    e.source = observation.source == Observation::Source::MeasuredPeak ? QStringLiteral("measured-peak")
                                                                       : QStringLiteral("oom-message");
    e.framework = oom ? oomFrameworkId(oom->framework) : QStringLiteral("unknown");
    e.observedBytes = observation.neededBytes;
    e.estimatedBytes = builtinEstimate.memory.total();
    e.configuration = configurationWords(input.model, input.config, device);
    e.evidence = (observation.source == Observation::Source::MeasuredPeak
                      ? Tr::tr("a measured peak of %1 per %2 on %3")
                            .arg(gib(observation.neededBytes, c), deviceWord(device), input.hardware)
                      : Tr::tr("an out-of-memory message (%1) on %2: %3%4 per %5")
                            .arg(oom ? oomFrameworkName(oom->framework) : oomFrameworkName(OomFramework::Unknown),
                                 input.hardware, observation.atLeast ? Tr::tr("at least ") : QString(),
                                 gib(observation.neededBytes, c), deviceWord(device)))
        + Tr::tr(" against an estimate of %1 (%2)").arg(gib(e.estimatedBytes, c), e.configuration);
    return e;
}

Diagnosis::Diagnosis(const Catalog& catalog)
    : m_catalog(catalog)
{ }

DiagnosisResult Diagnosis::run(const DiagnosisInput& input, const OomReport& report) const
{
    const auto dev = m_catalog.device(input.hardware);
    if (!dev)
        throw InputError(QString(), 0, QStringLiteral("hardware"),
                         Tr::tr("unknown hardware \"%1\"").arg(input.hardware));
    DiagnosisResult r = run(input, observationFromOom(report, *dev));
    r.oom = report;
    r.messageNotes = explainOom(report);
    if (!report.isOom())
        r.notes.prepend(
            Reason{QStringLiteral("no-oom"),
                   Tr::tr("The text holds no out-of-memory message that could be read: the estimate and the fixes "
                          "below use the built-in model only.")});
    // the fixes' "how" depends on the framework that printed the message
    const QLocale loc;
    for (DiagnosisFix& f : r.fixes)
        describe(f, r, m_catalog, loc);
    // XLA's tile padding is outside the model (docs/memory-model.md section 9)
    double padding = 0;
    for (const OomAllocation& a : report.largestAllocations)
        padding += a.paddingBytes.value_or(0.0);
    if (padding >= 0.05 * std::max(1.0, r.observation.neededBytes))
        r.notes << Reason{
            QStringLiteral("padding"),
            Tr::tr("The listed allocations carry %1 of padding to the TPU's 8 × 128 tiles, which the model does "
                   "not count; the correction absorbs it for this configuration only.")
                .arg(gib(padding, loc))};
    return r;
}

DiagnosisResult Diagnosis::run(const DiagnosisInput& input, const Observation& obs) const
{
    const QLocale loc;
    DiagnosisResult res;
    res.input = input;
    res.observation = obs;
    const auto dev = m_catalog.device(input.hardware);
    if (!dev)
        throw InputError(QString(), 0, QStringLiteral("hardware"),
                         Tr::tr("unknown hardware \"%1\"").arg(input.hardware));
    res.device = *dev;
    TrainingConfig cfg = input.config;
    cfg.accumulationSteps = std::max(1, cfg.accumulationSteps);
    res.input.config = cfg;
    const MemoryModel mm(input.model, input.head);
    const QString why = mm.incompatibility(cfg, *dev);
    if (!why.isEmpty())
        throw InputError(QString(), 0, QString(), why);
    if (!(input.safetyMargin >= 0 && input.safetyMargin < 0.9))
        throw InputError(QString(), 0, QStringLiteral("safety_margin"), Tr::tr("must be from 0 to 0.9"));
    const int perStep = cfg.batchPerDevice * dev->devices; // sequences per micro-step over the whole slice
    res.globalBatch = perStep * cfg.accumulationSteps;

    res.builtinProfile = defaultRuntimeProfile(cfg.runtime);
    res.estimateProfile = res.builtinProfile;
    if (input.calibration) {
        const CalibratedProfile cp = applyCalibration(res.builtinProfile, *input.calibration, loc);
        if (cp.applied) {
            res.estimateProfile = cp.profile;
            res.calibrationNote = cp.note;
            res.notes << Reason{QStringLiteral("calibration-applied"), cp.note};
        }
    }
    res.estimate = mm.estimate(cfg, *dev, res.estimateProfile);
    res.builtinEstimate = mm.estimate(cfg, *dev, res.builtinProfile);
    res.correction = correctionFor(res.builtinEstimate, obs, res.builtinProfile, loc);

    // --- estimate against observation
    const QString word = deviceWord(*dev);
    if (obs.neededBytes > 0) {
        const double est = res.estimate.memory.total();
        const double diff = obs.neededBytes - est;
        const QString verb = obs.source == Observation::Source::MeasuredPeak
            ? Tr::tr("used %1 at its peak").arg(gib(obs.neededBytes, loc))
            : (obs.atLeast ? Tr::tr("needed at least %1").arg(gib(obs.neededBytes, loc))
                           : Tr::tr("needed %1").arg(gib(obs.neededBytes, loc)));
        res.notes << Reason{
            QStringLiteral("estimate-vs-observed"),
            Tr::tr("The estimate for this configuration is %1 per %2; the run %3 (%4). The observation is %5 "
                   "(%6 %) against the estimate.")
                .arg(gib(est, loc), word, verb, obs.derivation, signedGib(diff, loc),
                     signedPercent(est > 0 ? diff / est : 0, loc))};
        if (obs.ranOutOfMemory) {
            if (res.estimate.fits)
                res.notes << Reason{
                    QStringLiteral("estimate-optimistic"),
                    Tr::tr("The estimate said this fits, with %1 to spare: it was too optimistic for this run.")
                        .arg(gib(res.estimate.headroom, loc))};
            else
                res.notes << Reason{QStringLiteral("estimate-agrees"),
                                    Tr::tr("The estimate agrees that it does not fit: %1 over the %2 of one %3.")
                                        .arg(gib(-res.estimate.headroom, loc), gib(dev->memoryBytes, loc), word)};
        } else if (obs.source == Observation::Source::MeasuredPeak) {
            if (!res.estimate.fits)
                res.notes << Reason{
                    QStringLiteral("estimate-pessimistic"),
                    Tr::tr("The estimate said this does not fit, but it ran: the estimate is too pessimistic "
                           "here.")};
            else
                res.notes << Reason{QStringLiteral("estimate-agrees"), Tr::tr("The estimate agrees that it fits.")};
        }
    }
    for (const QString& w : obs.warnings)
        res.notes << Reason{QStringLiteral("observation-warning"), w};
    res.notes << Reason{QStringLiteral("correction"), res.correction.explanation};

    // --- the profile the fixes are evaluated with
    res.fixProfile = res.estimateProfile;
    if (res.correction.available && res.correction.plausible && input.fixesUseObservation) {
        if (!res.correction.atLeast) {
            res.fixProfile.activationFactor = res.correction.correctedFactor;
            res.fixProfileNote
                = Tr::tr("The fixes are evaluated with the correction this observation implies: activation "
                         "factor %1 instead of %2.")
                      .arg(num(res.fixProfile.activationFactor, 3, loc),
                           num(res.builtinProfile.activationFactor, 2, loc));
        } else if (res.correction.correctedFactor > res.fixProfile.activationFactor) {
            res.fixProfile.activationFactor = res.correction.correctedFactor;
            res.fixProfileNote = Tr::tr("The fixes are evaluated with activation factor %1, the least this observation "
                                        "allows (%2 built in).")
                                     .arg(num(res.fixProfile.activationFactor, 3, loc),
                                          num(res.builtinProfile.activationFactor, 2, loc));
        }
    }
    if (res.fixProfileNote.isEmpty())
        res.fixProfileNote = res.calibrationNote.isEmpty()
            ? Tr::tr("The fixes are evaluated with the built-in %1 profile (activation factor %2).")
                  .arg(runtimeId(cfg.runtime), num(res.fixProfile.activationFactor, 2, loc))
            : Tr::tr("The fixes are evaluated with the stored user calibration (activation factor %1).")
                  .arg(num(res.fixProfile.activationFactor, 3, loc));
    res.correctedEstimate = mm.estimate(cfg, *dev, res.fixProfile);

    // --- the failing configuration's time and cost, for comparison
    const Efficiency baseEff = defaultEfficiency(*dev, cfg.runtime);
    res.baselineStep = stepTime(input.model, input.head, cfg, *dev, baseEff);
    res.baselineHours = input.steps * res.baselineStep.seconds / 3600.0;
    res.baselineOffering = cheapestOffering(m_catalog, dev->hardware, input.pricing, input.region);
    if (res.baselineOffering)
        res.baselineCostUsd = priceRun(*res.baselineOffering, res.baselineHours, StorageInputs{}).totalUsd();

    const double usableHere = usableMemoryBytes(dev->memoryBytes, input.safetyMargin);
    const bool needsFix = obs.ranOutOfMemory || res.correctedEstimate.memory.total() > usableHere;
    if (!needsFix) {
        res.notes << Reason{
            QStringLiteral("fits"),
            Tr::tr("This configuration fits (%1 of the %2 usable per %3 with the %4 % safety margin): no "
                   "change is needed.")
                .arg(gib(res.correctedEstimate.memory.total(), loc), gib(usableHere, loc), word,
                     percent(input.safetyMargin, loc))};
        return res;
    }

    res.notes << Reason{QStringLiteral("fix-profile"), res.fixProfileNote};
    if (obs.ranOutOfMemory && res.correctedEstimate.memory.total() <= usableHere)
        res.notes << Reason{
            QStringLiteral("inputs-mismatch"),
            Tr::tr("The run ran out of memory, but by the model this configuration fits (%1 of the %2 usable "
                   "per %3). Either the inputs do not describe the run that failed (model, head, batch, "
                   "sequence length, precision), or memory went to something the model does not count "
                   "(fragmentation, another process, a second copy of the weights). Each change below "
                   "lowers the peak.")
                .arg(gib(res.correctedEstimate.memory.total(), loc), gib(usableHere, loc), word)};

    // --- candidate changes: checkpointing × batch split × precision × optimizer × hardware
    struct Trial
    {
        DiagnosisFix fix;
        int order = 0;
    };
    std::vector<Trial> fitting;
    QStringList hardware{dev->hardware};
    hardware += hardwareCandidates(m_catalog, *dev, perStep);
    int order = 0;
    for (const QString& hw : hardware) {
        const DeviceInfo dv = *m_catalog.device(hw);
        if (perStep % dv.devices != 0)
            continue;
        const int b0 = perStep / dv.devices;
        if (b0 < 1)
            continue;
        const Runtime rt = dv.isTpu ? Runtime::Xla : cfg.runtime;
        RuntimeProfile profile = res.fixProfile;
        if (rt != profile.runtime)
            profile = defaultRuntimeProfile(rt);
        const Efficiency eff = defaultEfficiency(dv, rt);
        const std::optional<Offering> offering = cheapestOffering(m_catalog, hw, input.pricing, input.region);
        const double usable = usableMemoryBytes(dv.memoryBytes, input.safetyMargin);

        QVector<Checkpointing> ckpts{cfg.checkpointing};
        for (const Checkpointing& c : Planner::checkpointingOptions(
                 {CheckpointingKind::Full, CheckpointingKind::Selective, CheckpointingKind::EveryK},
                 input.model.layers))
            if (!(c == cfg.checkpointing))
                ckpts << c;
        QVector<QPair<int, int>> splits; // batch per device, accumulation steps
        for (int b = b0; b >= 1; --b) {
            if (b0 % b != 0)
                continue;
            const int acc = cfg.accumulationSteps * (b0 / b);
            if (b != b0 && acc > input.maxAccumulation)
                continue;
            splits << qMakePair(b, acc);
        }
        QVector<Precision> precisions{cfg.precision};
        if (cfg.precision == Precision::Fp32)
            precisions << (dv.isTpu || dv.bf16 ? Precision::Bf16Mixed : Precision::Fp16Mixed);
        QVector<OptimizerKind> optimizers{cfg.optimizer};
        if (cfg.optimizer != OptimizerKind::Adafactor && cfg.optimizer != OptimizerKind::Sgd)
            optimizers << OptimizerKind::Adafactor;
        if (cfg.optimizer != OptimizerKind::Sgd)
            optimizers << OptimizerKind::Sgd;

        for (const Checkpointing& ck : ckpts)
            for (const auto& [b, acc] : splits)
                for (Precision prec : precisions)
                    for (OptimizerKind opt : optimizers) {
                        int bits = 0;
                        if (!(ck == cfg.checkpointing))
                            bits |= kChangeCheckpointing;
                        if (b != b0)
                            bits |= kChangeBatchSplit;
                        if (prec != cfg.precision)
                            bits |= kChangePrecision;
                        if (opt != cfg.optimizer)
                            bits |= kChangeOptimizer;
                        if (hw != dev->hardware)
                            bits |= kChangeHardware;
                        if (bits == 0 || popcount(bits) > 3)
                            continue;
                        TrainingConfig c = cfg;
                        c.checkpointing = ck;
                        c.batchPerDevice = b;
                        c.accumulationSteps = acc;
                        c.precision = prec;
                        c.optimizer = opt;
                        c.runtime = rt;
                        if (!mm.incompatibility(c, dv).isEmpty())
                            continue;
                        ++res.evaluated;
                        const MemoryEstimate e = mm.estimate(c, dv, profile);
                        if (e.memory.total() > usable)
                            continue;
                        Trial t;
                        t.order = order++;
                        DiagnosisFix& f = t.fix;
                        f.changes = bits;
                        f.hardware = hw;
                        f.device = dv;
                        f.config = c;
                        f.globalBatch = res.globalBatch;
                        f.memory = e;
                        f.usableBytes = usable;
                        f.step = stepTime(input.model, input.head, c, dv, eff);
                        f.stepTimeRatio
                            = res.baselineStep.seconds > 0 ? f.step.seconds / res.baselineStep.seconds : 1.0;
                        f.hours = input.steps * f.step.seconds / 3600.0;
                        f.offering = offering;
                        if (offering)
                            f.costUsd = priceRun(*offering, f.hours, StorageInputs{}).totalUsd();
                        fitting.push_back(t);
                    }
    }

    // --- keep the smallest changes: drop a fix when a strict subset of its changes fits on its own
    std::vector<Trial> minimal;
    for (const Trial& t : fitting) {
        bool dominated = false;
        for (const Trial& u : fitting)
            if (u.fix.changes != t.fix.changes && (u.fix.changes & ~t.fix.changes) == 0) {
                dominated = true;
                break;
            }
        if (!dominated)
            minimal.push_back(t);
    }
    // --- within one kind of change, keep what is not both dearer and slower than another (ties: the simpler variant,
    // which is enumerated first); for other hardware keep the cheapest per generation
    auto costOf = [](const Trial& t) { return t.fix.costUsd.value_or(std::numeric_limits<double>::infinity()); };
    auto groupOf = [](const Trial& t) {
        QString g = QString::number(t.fix.changes);
        if (t.fix.changes & kChangeHardware)
            g += QLatin1Char('/') + (t.fix.device.isTpu ? t.fix.device.generation : QStringLiteral("gpu"));
        return g;
    };
    // a is at least as good as b in cost, time and memory (memory within 2 % of the device counts as equal), and
    // strictly better in one of them or enumerated first (the simpler variant)
    auto better = [&](const Trial& a, const Trial& b) {
        const bool costs = a.fix.costUsd && b.fix.costUsd;
        const double ca = costs ? *a.fix.costUsd : 0.0;
        const double cb = costs ? *b.fix.costUsd : 0.0;
        const double tolerance = 0.02 * a.fix.device.memoryBytes;
        const double ma = a.fix.memory.memory.total();
        const double mb = b.fix.memory.memory.total();
        // memory only separates checkpointing policies (more headroom for more recompute); a smaller batch split or
        // a second optimizer that also fits adds nothing
        const bool memoryTie = !(a.fix.changes & kChangeCheckpointing) || std::abs(ma - mb) <= tolerance;
        if (ca > cb || a.fix.hours > b.fix.hours || (!memoryTie && ma > mb))
            return false;
        if (ca < cb || a.fix.hours < b.fix.hours || (!memoryTie && ma < mb))
            return true;
        return a.order < b.order;
    };
    std::vector<Trial> kept;
    for (const Trial& t : minimal) {
        bool drop = false;
        for (const Trial& u : minimal) {
            if (u.order == t.order || groupOf(u) != groupOf(t))
                continue;
            if (t.fix.changes & kChangeHardware) {
                const double cu = costOf(u);
                const double ct = costOf(t);
                if (cu < ct
                    || (cu == ct && (u.fix.hours < t.fix.hours || (u.fix.hours == t.fix.hours && u.order < t.order)))) {
                    drop = true;
                    break;
                }
            } else if (better(u, t)) {
                drop = true;
                break;
            }
        }
        if (!drop)
            kept.push_back(t);
    }
    std::stable_sort(kept.begin(), kept.end(), [&](const Trial& a, const Trial& b) {
        const int ta = tierOf(a.fix.changes);
        const int tb = tierOf(b.fix.changes);
        if (ta != tb)
            return ta < tb;
        const int na = popcount(a.fix.changes);
        const int nb = popcount(b.fix.changes);
        if (na != nb)
            return na < nb;
        if (costOf(a) != costOf(b))
            return costOf(a) < costOf(b);
        if (a.fix.hours != b.fix.hours)
            return a.fix.hours < b.fix.hours;
        return a.order < b.order;
    });
    for (const Trial& t : kept) {
        if (res.fixes.size() >= kMaxFixes)
            break;
        DiagnosisFix f = t.fix;
        describe(f, res, m_catalog, loc);
        res.fixes << f;
    }
    if (res.fixes.isEmpty())
        res.notes << Reason{
            QStringLiteral("nothing-fits"),
            Tr::tr("No change tried fits with the %1 % safety margin: neither checkpointing, a smaller batch "
                   "per %2 with accumulation, mixed precision, another optimizer, nor larger hardware at the "
                   "same global batch of %3. Try a shorter sequence or a smaller model.")
                .arg(percent(input.safetyMargin, loc), word)
                .arg(res.globalBatch)};
    return res;
}

QJsonObject oomReportJson(const OomReport& r)
{
    QJsonObject o;
    o[QStringLiteral("kind")] = oomKindId(r.kind);
    o[QStringLiteral("framework")] = oomFrameworkId(r.framework);
    o[QStringLiteral("framework_evidence")] = r.frameworkEvidence;
    o[QStringLiteral("memory_space")] = r.memorySpace;
    o[QStringLiteral("repeats")] = r.repeats;
    o[QStringLiteral("looks_truncated")] = r.looksTruncated;
    o[QStringLiteral("line_count")] = r.lineCount;
    QJsonArray facts;
    for (const OomFact& f : r.facts) {
        QJsonObject x;
        x[QStringLiteral("key")] = f.key;
        x[QStringLiteral("label")] = f.label;
        x[QStringLiteral("raw")] = f.raw;
        x[QStringLiteral("bytes")] = f.known ? QJsonValue(static_cast<qint64>(std::llround(f.bytes))) : QJsonValue();
        x[QStringLiteral("line")] = f.line;
        facts.append(x);
    }
    o[QStringLiteral("facts")] = facts;
    QJsonArray allocs;
    for (const OomAllocation& a : r.largestAllocations) {
        QJsonObject x;
        x[QStringLiteral("rank")] = a.rank;
        x[QStringLiteral("size")] = optionalBytes(a.sizeBytes);
        x[QStringLiteral("shape")] = a.shape;
        x[QStringLiteral("dtype")] = a.dtype;
        QJsonArray dims;
        for (qint64 d : a.dims)
            dims.append(d);
        x[QStringLiteral("dims")] = dims;
        x[QStringLiteral("tiling")] = a.tiling;
        x[QStringLiteral("op_type")] = a.opType;
        x[QStringLiteral("op_name")] = a.opName;
        x[QStringLiteral("operator")] = a.operatorText;
        x[QStringLiteral("unpadded_size")] = optionalBytes(a.unpaddedBytes);
        x[QStringLiteral("padding")] = optionalBytes(a.paddingBytes);
        x[QStringLiteral("expansion")] = a.expansion;
        x[QStringLiteral("xla_label")] = a.xlaLabel;
        x[QStringLiteral("allocation_type")] = a.allocationType;
        x[QStringLiteral("line")] = a.line;
        allocs.append(x);
    }
    o[QStringLiteral("largest_allocations")] = allocs;
    QJsonArray unparsed;
    int outside = 0;
    for (const OomLine& l : r.unparsedLines) {
        if (!l.insideMessage && ++outside > 100)
            continue;
        QJsonObject x;
        x[QStringLiteral("line")] = l.number;
        x[QStringLiteral("text")] = l.text;
        x[QStringLiteral("inside_message")] = l.insideMessage;
        unparsed.append(x);
    }
    o[QStringLiteral("unparsed_lines")] = unparsed;
    o[QStringLiteral("unparsed_line_count")] = r.unparsedLines.size();
    o[QStringLiteral("warnings")] = QJsonArray::fromStringList(r.warnings);
    QJsonArray notes;
    for (const OomNote& n : explainOom(r)) {
        QJsonObject x;
        x[QStringLiteral("code")] = n.code;
        x[QStringLiteral("text")] = n.text;
        notes.append(x);
    }
    o[QStringLiteral("explanation")] = notes;
    return o;
}

QJsonObject diagnosisJson(const DiagnosisResult& r)
{
    auto b = [](double v) { return static_cast<qint64>(std::llround(v)); };
    QJsonObject o;
    o[QStringLiteral("model")] = r.input.model.id;
    o[QStringLiteral("model_family")] = r.input.model.modelType;
    o[QStringLiteral("hardware")] = r.input.hardware;
    o[QStringLiteral("seq_len")] = r.input.config.seqLen;
    o[QStringLiteral("batch_per_device")] = r.input.config.batchPerDevice;
    o[QStringLiteral("accumulation_steps")] = r.input.config.accumulationSteps;
    o[QStringLiteral("global_batch")] = r.globalBatch;
    o[QStringLiteral("precision")] = precisionId(r.input.config.precision);
    o[QStringLiteral("optimizer")] = optimizerId(r.input.config.optimizer);
    o[QStringLiteral("checkpointing")] = checkpointingId(r.input.config.checkpointing);
    o[QStringLiteral("runtime")] = runtimeId(r.input.config.runtime);
    o[QStringLiteral("safety_margin")] = r.input.safetyMargin;
    if (r.oom)
        o[QStringLiteral("message")] = oomReportJson(*r.oom);
    QJsonObject obs;
    obs[QStringLiteral("source")] = r.observation.source == Observation::Source::MeasuredPeak
        ? QStringLiteral("measured-peak")
        : QStringLiteral("oom-message");
    obs[QStringLiteral("needed_bytes")]
        = r.observation.neededBytes > 0 ? QJsonValue(b(r.observation.neededBytes)) : QJsonValue();
    obs[QStringLiteral("at_least")] = r.observation.atLeast;
    obs[QStringLiteral("ran_out_of_memory")] = r.observation.ranOutOfMemory;
    obs[QStringLiteral("capacity_bytes")] = optionalBytes(r.observation.capacityBytes);
    obs[QStringLiteral("derivation")] = r.observation.derivation;
    obs[QStringLiteral("warnings")] = QJsonArray::fromStringList(r.observation.warnings);
    o[QStringLiteral("observation")] = obs;
    o[QStringLiteral("estimate")] = memoryJson(r.estimate);
    o[QStringLiteral("builtin_estimate")] = memoryJson(r.builtinEstimate);
    o[QStringLiteral("calibration_applied")]
        = r.calibrationNote.isEmpty() ? QJsonValue() : QJsonValue(r.calibrationNote);
    o[QStringLiteral("difference_bytes")]
        = r.observation.neededBytes > 0 ? QJsonValue(b(r.difference())) : QJsonValue();
    QJsonObject corr;
    corr[QStringLiteral("available")] = r.correction.available;
    corr[QStringLiteral("multiplier")] = r.correction.multiplier;
    corr[QStringLiteral("builtin_factor")] = r.correction.builtinFactor;
    corr[QStringLiteral("corrected_factor")] = r.correction.correctedFactor;
    corr[QStringLiteral("at_least")] = r.correction.atLeast;
    corr[QStringLiteral("plausible")] = r.correction.plausible;
    corr[QStringLiteral("explanation")] = r.correction.explanation;
    o[QStringLiteral("correction")] = corr;
    QJsonObject fp;
    fp[QStringLiteral("activation_factor")] = r.fixProfile.activationFactor;
    fp[QStringLiteral("note")] = r.fixProfileNote;
    fp[QStringLiteral("estimate")] = memoryJson(r.correctedEstimate);
    o[QStringLiteral("fix_profile")] = fp;
    QJsonObject base;
    base[QStringLiteral("step_seconds")] = r.baselineStep.seconds;
    base[QStringLiteral("hours")] = r.baselineHours;
    base[QStringLiteral("cost_usd")] = r.baselineCostUsd ? QJsonValue(*r.baselineCostUsd) : QJsonValue();
    base[QStringLiteral("steps")] = r.input.steps;
    o[QStringLiteral("baseline")] = base;
    QJsonArray fixes;
    int rank = 0;
    for (const DiagnosisFix& f : r.fixes) {
        QJsonObject x;
        x[QStringLiteral("rank")] = ++rank;
        x[QStringLiteral("code")] = f.code;
        x[QStringLiteral("title")] = f.title;
        x[QStringLiteral("text")] = f.text;
        x[QStringLiteral("how")] = QJsonArray::fromStringList(f.how);
        x[QStringLiteral("hardware")] = f.hardware;
        x[QStringLiteral("checkpointing")] = checkpointingId(f.config.checkpointing);
        x[QStringLiteral("batch_per_device")] = f.config.batchPerDevice;
        x[QStringLiteral("accumulation_steps")] = f.config.accumulationSteps;
        x[QStringLiteral("precision")] = precisionId(f.config.precision);
        x[QStringLiteral("optimizer")] = optimizerId(f.config.optimizer);
        x[QStringLiteral("global_batch")] = f.globalBatch;
        x[QStringLiteral("memory")] = memoryJson(f.memory);
        x[QStringLiteral("usable_bytes")] = b(f.usableBytes);
        x[QStringLiteral("step_seconds")] = f.step.seconds;
        x[QStringLiteral("step_time_ratio")] = f.stepTimeRatio;
        x[QStringLiteral("hours")] = f.hours;
        x[QStringLiteral("cost_usd")] = f.costUsd ? QJsonValue(*f.costUsd) : QJsonValue();
        if (f.offering) {
            x[QStringLiteral("region")] = f.offering->region;
            x[QStringLiteral("pricing")] = pricingModelId(f.offering->pricing);
            x[QStringLiteral("usd_per_hour")] = f.offering->totalUsdPerHour();
        }
        fixes.append(x);
    }
    o[QStringLiteral("fixes")] = fixes;
    o[QStringLiteral("evaluated")] = r.evaluated;
    QJsonArray notes;
    for (const Reason& n : r.notes) {
        QJsonObject x;
        x[QStringLiteral("code")] = n.code;
        x[QStringLiteral("text")] = n.text;
        notes.append(x);
    }
    o[QStringLiteral("notes")] = notes;
    if (const auto cal = r.proposedCalibration(QDate::currentDate())) {
        QJsonObject c;
        c[QStringLiteral("key")] = cal->key();
        c[QStringLiteral("activation_factor_multiplier")] = cal->activationFactorMultiplier;
        c[QStringLiteral("lower_bound")] = cal->lowerBound;
        c[QStringLiteral("evidence")] = cal->evidence;
        o[QStringLiteral("proposed_calibration")] = c;
    } else {
        o[QStringLiteral("proposed_calibration")] = QJsonValue();
    }
    return o;
}

QString diagnosisText(const DiagnosisResult& r, const QLocale& loc, int maxFixes)
{
    QString s;
    QTextStream out(&s);
    const QString word = deviceWord(r.device);
    if (r.oom) {
        const OomReport& m = *r.oom;
        out << (m.isOom()
                    ? Tr::tr("What the message says (%1; %2):").arg(oomFrameworkName(m.framework), oomKindName(m.kind))
                    : Tr::tr("What the text says:"))
            << "\n";
        for (const OomNote& n : r.messageNotes)
            out << QStringLiteral("  - ") << n.text << "\n";
        if (!m.facts.isEmpty()) {
            QStringList stated;
            for (const OomFact& f : m.facts)
                if (!f.key.startsWith(QLatin1String("allocation_")))
                    stated << QStringLiteral("%1 %2").arg(f.label, f.raw);
            if (!stated.isEmpty())
                out << Tr::tr("  Stated: %1").arg(stated.join(QStringLiteral("; "))) << "\n";
        }
        const QVector<OomLine> inside = m.unparsedInsideMessage();
        if (!inside.isEmpty()) {
            out << Tr::tr("  Not understood, as pasted:") << "\n";
            for (const OomLine& l : inside)
                out << QStringLiteral("    %1: %2\n").arg(l.number).arg(l.text);
        }
        const int others = m.unparsedLines.size() - inside.size();
        if (others > 0)
            out << QCoreApplication::translate(
                "Diagnosis", "  %n other line(s) (traceback, log) are not part of the message.", nullptr, others)
                << "\n";
        out << "\n";
    }
    out << Tr::tr("Estimate vs observation: %1 on %2 (one %3)")
               .arg(configurationWords(r.input.model, r.input.config, r.device), r.device.hardware, word)
        << "\n";
    const MemoryBreakdown& e = r.estimate.memory;
    out << QStringLiteral("  %1 %2   %3\n")
               .arg(Tr::tr("estimate"), -12)
               .arg(gib(e.total(), loc), 11)
               .arg(Tr::tr("states %1 + activations %2 + runtime overhead %3")
                        .arg(num(bytesToGiB(e.parameters + e.gradients + e.optimizerStates), 2, loc),
                             num(bytesToGiB(e.activations), 2, loc), num(bytesToGiB(e.runtimeOverhead), 2, loc)));
    if (r.observation.neededBytes > 0) {
        out << QStringLiteral("  %1 %2   %3\n")
                   .arg(r.observation.atLeast ? Tr::tr("observed ≥") : Tr::tr("observed"), -12)
                   .arg(gib(r.observation.neededBytes, loc), 11)
                   .arg(r.observation.derivation);
        out << QStringLiteral("  %1 %2\n").arg(Tr::tr("difference"), -12).arg(signedGib(r.difference(), loc), 11);
    }
    out << QStringLiteral("  %1 %2\n").arg(Tr::tr("device"), -12).arg(gib(r.device.memoryBytes, loc), 11);
    for (const Reason& n : r.notes)
        if (n.code != QLatin1String("estimate-vs-observed")) // the rows above say it
            out << QStringLiteral("  - ") << n.text << "\n";
    out << "\n";
    if (r.fixes.isEmpty()) {
        out.flush();
        return s;
    }
    out << Tr::tr("Smallest changes that fit (%1 % safety margin), smallest first; now %2 for %3 steps:")
               .arg(percent(r.input.safetyMargin, loc), formatHours(r.baselineHours, loc),
                    loc.toString(r.input.steps, 'f', 0))
        << "\n";
    int i = 0;
    for (const DiagnosisFix& f : r.fixes) {
        if (maxFixes > 0 && i >= maxFixes) {
            out << QCoreApplication::translate("Diagnosis", "  … and %n more.", nullptr, r.fixes.size() - i) << "\n";
            break;
        }
        out << QStringLiteral("  %1. %2\n").arg(++i).arg(f.title);
        out << QStringLiteral("     %1\n").arg(f.text);
        for (const QString& h : f.how)
            out << QStringLiteral("     · %1\n").arg(h);
    }
    out.flush();
    return s;
}

} // namespace tpuplan
