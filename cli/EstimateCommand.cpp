// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan estimate / max-batch: the per-device memory breakdown and the largest batch that fits.
#include "Commands.h"
#include "EstimatorOptions.h"
#include "PlanOptions.h"

#include "memory/CalibrationStore.h"
#include "util/Format.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QLocale>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(EstimateCommand)
};

struct Resolved
{
    EstimatorInputs in;
    DeviceInfo device;
    RuntimeProfile profile;
};

// Reads every option of estimate/max-batch and resolves the device; nullopt after printing an error.
std::optional<Resolved> resolve(Command& cmd, int set)
{
    auto in = readEstimatorInputs(cmd, set);
    if (!in)
        return std::nullopt;
    Resolved r;
    const bool byName = cmd.isSet(QStringLiteral("hardware"));
    const bool byMemory = cmd.isSet(QStringLiteral("device-memory-gib"));
    if (byName == byMemory) {
        cmd.usageError(Tr::tr("give exactly one of --hardware and --device-memory-gib"));
        return std::nullopt;
    }
    if (byName) {
        const auto catalog = cmd.catalog();
        if (!catalog)
            return std::nullopt;
        const QString hw = cmd.value(QStringLiteral("hardware"));
        const auto dev = catalog->device(hw);
        if (!dev) {
            cmd.usageError(
                Tr::tr("unknown hardware \"%1\" (a slice such as v2-8, v3-32, v5litepod-8, or a GPU: %2)").arg(hw, [&] {
                    QStringList g;
                    for (const Gpu& x : catalog->gpus())
                        g << x.id;
                    return g.join(QStringLiteral(", "));
                }()));
            return std::nullopt;
        }
        r.device = *dev;
    } else {
        const auto gib = cmd.doubleValue(QStringLiteral("device-memory-gib"), 0.01, 4096);
        if (!gib)
            return std::nullopt;
        r.device = customDevice(Tr::tr("custom device"), gibToBytes(*gib),
                                !in->runtimeGiven || in->config.runtime == Runtime::Xla);
    }
    if (!in->runtimeGiven)
        in->config.runtime = runtimeFor(r.device, Runtime::PyTorch);
    r.in = *in;
    r.profile = defaultRuntimeProfile(r.in.config.runtime);
    const QString why = MemoryModel(r.in.model, r.in.head).incompatibility(r.in.config, r.device);
    if (!why.isEmpty()) {
        cmd.usageError(why);
        return std::nullopt;
    }
    return r;
}

} // namespace

int runEstimate(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("estimate"), Tr::tr("Estimate the training memory per device and whether it fits."), io);
    addEstimatorOptions(cmd, kWithBatch | kWithHardware);
    cmd.addValueOption(QStringLiteral("calibration-file"),
                       Tr::tr("Apply the user calibration stored in FILE for this runtime and model family (tpuplan "
                              "diagnose --calibrate writes it)."),
                       QStringLiteral("FILE"));
    if (!cmd.parse(args))
        return cmd.exitCode();
    auto r = resolve(cmd, kWithBatch | kWithHardware);
    if (!r)
        return cmd.exitCode();
    CalibratedProfile calibrated;
    calibrated.profile = r->profile;
    if (cmd.isSet(QStringLiteral("calibration-file"))) {
        CalibrationStore store(cmd.value(QStringLiteral("calibration-file")));
        try {
            store.load();
        } catch (const InputError& err) {
            return cmd.failure(err.text());
        }
        calibrated = store.apply(r->profile, modelFamily(r->in.model));
        r->profile = calibrated.profile;
    }
    const MemoryModel model(r->in.model, r->in.head);
    const MemoryEstimate e = model.estimate(r->in.config, r->device, r->profile);
    if (cmd.json()) {
        QJsonObject o = estimateJson(e, r->device.hardware, r->in.model, r->in.config);
        if (cmd.isSet(QStringLiteral("calibration-file")))
            o[QStringLiteral("calibration")] = calibrated.applied ? QJsonValue(calibrated.note) : QJsonValue();
        printJson(io.out, o);
        return kExitOk;
    }
    QTextStream& out = io.out;
    const auto& c = r->in.config;
    out << Tr::tr("%1 on %2 (one device), %3 tokens, batch %4 per device, %5, %6, checkpointing %7, runtime %8")
               .arg(r->in.model.name, r->device.hardware)
               .arg(c.seqLen)
               .arg(c.batchPerDevice)
               .arg(precisionId(c.precision), optimizerId(c.optimizer), checkpointingId(c.checkpointing),
                    runtimeId(c.runtime))
        << "\n";
    if (c.finetune != FinetuneMode::Full)
        out << Tr::tr("Fine-tuning: %1, rank %2 on %3 (%4 adapter parameters)")
                   .arg(finetuneModeId(c.finetune))
                   .arg(c.loraRank)
                   .arg(loraTargetsId(c.loraTargets), QLocale().toString(e.adapters.adapterParameters))
            << "\n";
    out << "\n";
    auto row = [&](const QString& label, double v) {
        out << QStringLiteral("  %1 %2 GiB\n").arg(padCell(label, -28)).arg(formatGiBValue(v), 9);
    };
    row(Tr::tr("parameters"), e.memory.parameters);
    if (c.finetune != FinetuneMode::Full) {
        row(Tr::tr("  frozen base (%1)").arg(finetuneModeId(c.finetune)), e.adapters.baseWeights);
        row(Tr::tr("  LoRA adapters"), e.adapters.adapterWeights);
    }
    row(Tr::tr("gradients"), e.memory.gradients);
    row(Tr::tr("optimizer states"), e.memory.optimizerStates);
    row(Tr::tr("activations"), e.memory.activations);
    if (e.activation.logits > 0)
        row(Tr::tr("  LM-head logits"), e.activation.logitsBytes());
    row(Tr::tr("runtime overhead"), e.memory.runtimeOverhead);
    out << QStringLiteral("  %1\n").arg(QString(40, QLatin1Char('-')));
    row(Tr::tr("total"), e.memory.total());
    row(Tr::tr("device memory"), e.deviceMemory);
    out << "\n"
        << (e.fits ? Tr::tr("Fits, with %1 GiB to spare.").arg(formatGiBValue(e.headroom))
                   : Tr::tr("Does not fit: %1 GiB over.").arg(formatGiBValue(-e.headroom)))
        << "\n";
    if (e.activation.fellBackToFull)
        out << Tr::tr("Note: %1 tokens are too few for block-sparse attention; full attention is used, as Hugging Face "
                      "BigBird does.")
                   .arg(c.seqLen)
            << "\n";
    else if (e.activation.blockSparse && e.activation.effectiveSeqLen != c.seqLen)
        out << Tr::tr("Note: the sequence is padded to %1 tokens, a multiple of the block size.")
                   .arg(e.activation.effectiveSeqLen)
            << "\n";
    if (e.activation.logits > 0 && c.lossChunks > 1)
        out << Tr::tr("Cross-entropy in %1 chunks: the logits of one chunk are live at a time.").arg(c.lossChunks)
            << "\n";
    out << Tr::tr("Attention: %1.")
               .arg(attentionKernelName(e.activation.flashAttention ? AttentionImpl::Flash : AttentionImpl::Eager,
                                        r->device))
        << "\n";
    out << Tr::tr("Activations: %1 GiB per layer before the %2 runtime factor of %3.")
               .arg(formatGiBValue(e.activation.perLayer), runtimeId(c.runtime))
               .arg(e.activation.factor)
        << "\n";
    if (calibrated.applied)
        out << calibrated.note << "\n";
    else if (cmd.isSet(QStringLiteral("calibration-file")))
        out << Tr::tr("No calibration for %1/%2 in %3: the built-in model applies.")
                   .arg(runtimeId(c.runtime), r->in.model.modelType, cmd.value(QStringLiteral("calibration-file")))
            << "\n";
    out.flush();
    return kExitOk;
}

int runMaxBatch(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("max-batch"), Tr::tr("Find the largest batch per device that fits."), io);
    addEstimatorOptions(cmd, kWithHardware);
    addPlanOption(cmd, "safety_margin"); // the plan's option: default 0.1, below 0.9
    if (!cmd.parse(args))
        return cmd.exitCode();
    const auto r = resolve(cmd, kWithHardware);
    if (!r)
        return cmd.exitCode();
    const auto margin = planNumber(cmd, planFieldOf("safety_margin"));
    if (!margin)
        return cmd.exitCode();
    const MemoryModel model(r->in.model, r->in.head);
    const int best = model.maxBatch(r->in.config, r->device, r->profile, *margin);
    TrainingConfig at = r->in.config;
    at.batchPerDevice = qMax(1, best);
    const MemoryEstimate e = model.estimate(at, r->device, r->profile);
    if (cmd.json()) {
        QJsonObject o;
        o[QStringLiteral("max_batch")] = best;
        o[QStringLiteral("hardware")] = r->device.hardware;
        o[QStringLiteral("safety_margin")] = *margin;
        o[QStringLiteral("at_max_batch")] = memoryEstimateJson(e);
        printJson(io.out, o);
        return kExitOk;
    }
    if (best == 0)
        io.out << Tr::tr("Even a batch of 1 does not fit on one %1 device: %2 GiB needed, %3 GiB available.")
                      .arg(r->device.hardware, formatGiBValue(e.memory.total()),
                           formatGiBValue(usableMemoryBytes(e.deviceMemory, *margin)))
               << "\n";
    else
        io.out << Tr::tr("Largest batch per device on %1: %2 (%3 GiB of %4 GiB).")
                      .arg(r->device.hardware)
                      .arg(best)
                      .arg(formatGiBValue(e.memory.total()), formatGiBValue(e.deviceMemory))
               << "\n";
    io.out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
