// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan estimate / max-batch: the per-device memory breakdown and the largest batch that fits.
#include "Commands.h"
#include "EstimatorOptions.h"
#include "PlanOptions.h"

#include "memory/CalibrationStore.h"
#include "memory/Pipeline.h"
#include "plan/PlanJson.h"
#include "plan/Planner.h"
#include "report/Report.h"
#include "time/StepText.h"
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
    if (!applySharding(cmd, *in, r.device))
        return std::nullopt;
    r.in = *in;
    r.profile = defaultRuntimeProfile(r.in.config.runtime);
    const QString why = MemoryModel(r.in.model, r.in.head).incompatibility(r.in.config, r.device);
    if (!why.isEmpty()) {
        cmd.usageError(why);
        return std::nullopt;
    }
    return r;
}

// "8 × h100-80", "2 × v6e-256": the job the mesh runs on, as the planner names it.
QString jobOf(const Resolved& r)
{
    return jobText(r.device.hardware, r.device, r.in.config.mesh.slices);
}

void printMesh(QTextStream& out, const Resolved& r)
{
    const Mesh& mesh = r.in.config.mesh;
    out << Tr::tr("Mesh: %1 on %2 (%3).").arg(meshText(mesh), jobOf(r), shardingStrategyLabel(mesh.strategy)) << "\n";
}

// The device and the host are judged apart (e.fits needs both): the host's line, when offload overfills its RAM.
void printHostRefusal(QTextStream& out, const MemoryEstimate& e)
{
    if (!e.sharding.hostFits)
        out << Tr::tr("Does not fit: the host needs %1 GB, its RAM is %2 GB (--offload %3).")
                   .arg(formatGBValue(e.sharding.hostBytesPerHost, QLocale(), 1),
                        formatGBValue(e.sharding.hostRamBytes, QLocale(), 0), offloadId(e.sharding.offload))
            << "\n";
}

// A pipeline's schedule, the heaviest stage (whose total decides the fit) and each stage's total
// (docs/sharding-model.md section 13).
void printPipeline(QTextStream& out, const Resolved& r, const MemoryEstimate& e)
{
    const TrainingConfig& c = r.in.config;
    if (c.mesh.stage <= 1)
        return;
    out << Tr::tr("Pipeline: %1 stages, %2 schedule, %3 microbatches, %4 chunks of layers per stage.")
               .arg(c.mesh.stage)
               .arg(pipelineScheduleId(pipelineSchedule(c)))
               .arg(effectiveMicrobatches(c))
               .arg(effectiveVirtualStages(c))
        << "\n";
    out << Tr::tr("Heaviest stage: %1 of %2 (%3 layers, %4 microbatches in flight), %5 GiB: its total decides the fit.")
               .arg(e.stageIndex + 1)
               .arg(c.mesh.stage)
               .arg(e.stageLayers)
               .arg(formatNumber(e.stageInFlight, QLocale(), 2), formatGiBValue(e.memory.total()))
        << "\n";
    QStringList totals;
    const MemoryModel model(r.in.model, r.in.head);
    for (const MemoryEstimate& s : model.stageEstimates(c, r.device, r.profile))
        totals << Tr::tr("%1: %2 GiB").arg(s.stageIndex + 1).arg(formatGiBValue(s.memory.total()));
    out << Tr::tr("Each stage: %1.").arg(totals.join(QStringLiteral(", "))) << "\n";
}

// The mesh, what sharding adds back and what offload moves to the host (docs/sharding-model.md); nothing without a
// mesh or offload option, where the estimate reads as it always did.
void printSharding(QTextStream& out, const Resolved& r, const MemoryEstimate& e)
{
    const ShardingDetail& sd = e.sharding;
    const Mesh& mesh = r.in.config.mesh;
    if (!r.in.meshGiven())
        return;
    printMesh(out, r);
    if (e.memory.sharding > 0) {
        QStringList parts;
        if (sd.gatheredLayers > 0)
            parts << Tr::tr("the gathered weights of %n layer(s), %1 GiB", nullptr, sd.gatheredLayers)
                         .arg(formatGiBValue(sd.gatheredWeights));
        if (sd.communicationBuffers > 0)
            parts << Tr::tr("communication buffers, %1 GiB").arg(formatGiBValue(sd.communicationBuffers));
        out << Tr::tr("Sharding buffers: %1 GiB per device (%2).")
                   .arg(formatGiBValue(e.memory.sharding), parts.join(QStringLiteral("; ")))
            << "\n";
    }
    if (mesh.splitsStates())
        out << Tr::tr("A full replica would need %1 GiB per device for the model states; sharded, they take %2 GiB.")
                   .arg(formatGiBValue(sd.replicatedStates), formatGiBValue(sd.shardedStates))
            << "\n";
    printPipeline(out, r, e);
    if (!sd.offload.any())
        return;
    const QString ram = sd.hostRamBytes > 0
        ? Tr::tr("of the %1 GB of host RAM").arg(formatGBValue(sd.hostRamBytes, QLocale(), 0))
        : Tr::tr("(host RAM not in the catalog)");
    out << Tr::tr("Offloaded to the host (%1): %2 GiB per device (optimizer states %3, parameters %4, activations "
                  "%5); %6 GB per host %7.")
               .arg(offloadId(sd.offload), formatGiBValue(sd.offloadedBytes()), formatGiBValue(sd.offloadedOptimizer),
                    formatGiBValue(sd.offloadedParameters), formatGiBValue(sd.offloadedActivations),
                    formatGBValue(sd.hostBytesPerHost, QLocale(), 1), ram)
        << "\n";
}

// The loss, the activations the checkpointing placement offloads, the paged optimizer's states and the update's
// temporaries: what the training options put where (docs/memory-model.md).
void printTrainingOptions(QTextStream& out, const Resolved& r, const MemoryEstimate& e)
{
    const TrainingConfig& c = r.in.config;
    const ActivationDetail& a = e.activation;
    if (a.logits > 0)
        out << Tr::tr("Loss: %1 (%2 bytes per logit%3).")
                   .arg(a.loss == LossImpl::Fused ? Tr::tr("fused") : Tr::tr("eager"),
                        formatNumber(a.logitBytesPerElement, QLocale(), 1),
                        c.loss == LossImpl::Auto ? Tr::tr(", the %1 runtime's own").arg(runtimeId(c.runtime))
                                                 : QString())
            << "\n";
    if (a.offloadedAcrossLayers > 0) {
        const auto placement = placementOf(c.checkpointing);
        out << Tr::tr("Offloaded by the checkpointing placement: %1 GiB of activations per device in host memory, "
                      "outside the total (%2).")
                   .arg(formatGiBValue(a.factor * a.offloadedAcrossLayers),
                        placement ? placementLabel(*placement) : checkpointingId(c.checkpointing))
            << "\n";
    }
    if (a.contextKvBuffer > 0)
        out << Tr::tr("Context parallel %1 (%2): %3 tokens per device, %4 of each sequence; the keys and values the "
                      "%2 brings hold %5 GiB while a layer runs.")
                   .arg(c.mesh.context)
                   .arg(contextSchemeId(contextSchemeFor(c.runtime)),
                        QLocale().toString(c.tokensPerMicroStep(), 'f', 0), QLocale().toString(c.seqLenPerDevice()),
                        formatGiBValue(a.contextKvBytes()))
            << "\n";
    if (e.sharding.pagedOptimizer > 0)
        out << Tr::tr("Paged optimizer states: %1 GiB in CUDA unified memory, outside the device total.")
                   .arg(formatGiBValue(e.sharding.pagedOptimizer))
            << "\n";
    if (e.overhead.updateTemporariesLive > 0)
        out << Tr::tr("Optimizer update temporaries: %1 GiB live after the backward pass, %2 GiB counted in the "
                      "runtime overhead (beyond the activations they replace).")
                   .arg(formatGiBValue(e.overhead.updateTemporariesLive), formatGiBValue(e.overhead.updateTemporaries))
            << "\n";
    if (c.optimizerInBackward)
        out << Tr::tr("Optimizer step in the backward pass: each gradient is applied and freed as it is computed.")
            << "\n";
}

// The step time on a catalogued device (a custom one has no peak to run the roofline on): nullopt otherwise.
std::optional<StepTime> stepOf(const Resolved& r, const MemoryEstimate& e)
{
    if (r.device.peakTflops16 <= 0)
        return std::nullopt;
    return stepTime(r.in.model, r.in.head, r.in.config, r.device, defaultEfficiency(r.device, r.in.config.runtime),
                    &e.sharding);
}

// The step with its band, the MFU in its convention and the roofline's split (docs/time-model.md).
void printStepTime(QTextStream& out, const Resolved& r, const StepTime& t)
{
    const QLocale loc;
    out << Tr::tr("Step time: %1; %2 tokens/s; MFU %3 %. The band is the spread of the published runs the time "
                  "model was fitted on.")
               .arg(secondsWithBand(t.seconds, t.secondsBand, loc, -1), formatNumber(t.tokensPerSecond, loc, 0),
                    formatNumber(t.mfu * 100, loc, 1))
        << "\n";
    out << Tr::tr("MFU counts %1.").arg(mfuConvention(t.flops)) << "\n";
    out << Tr::tr("%1.").arg(mfuPeakText(t, loc)) << "\n";
    out << rooflineText(t, defaultEfficiency(r.device, r.in.config.runtime), loc) << "\n";
    if (t.communication.total() > 0 || t.communication.hostTransfer > 0)
        out << Tr::tr("Communication: %1 s per step, %2 s of it not hidden by compute; the step is bound by %3.")
                   .arg(formatNumber(t.communication.total(), loc, 3),
                        formatNumber(t.exposedCommunicationSeconds, loc, 3), stepBoundId(t.bound))
            << "\n";
}

} // namespace

int runEstimate(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("estimate"), Tr::tr("Estimate the training memory per device and whether it fits."), io);
    addEstimatorOptions(cmd, kWithBatch | kWithHardware | kWithSharding);
    cmd.addValueOption(QStringLiteral("calibration-file"),
                       Tr::tr("Apply the user calibration stored in FILE for this runtime and model family (tpuplan "
                              "diagnose --calibrate writes it)."),
                       QStringLiteral("FILE"));
    if (!cmd.parse(args))
        return cmd.exitCode();
    auto r = resolve(cmd, kWithBatch | kWithHardware | kWithSharding);
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
    const std::optional<StepTime> step = stepOf(*r, e);
    if (cmd.json()) {
        QJsonObject o = estimateJson(e, r->device.hardware, r->in.model, r->in.config);
        if (r->in.config.mesh.stage > 1)
            o[QStringLiteral("stages")] = stagesJson(model.stageEstimates(r->in.config, r->device, r->profile));
        if (step) // the candidate's keys of the step time (docs/report-json.md); absent on a custom device
            addStepTimeJson(o, *step, defaultEfficiency(r->device, r->in.config.runtime));
        o[QStringLiteral("devices")] = r->in.config.mesh.devices(); // the job's, all slices
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
               .arg(formatBatch(c.perDeviceBatch(), QLocale()))
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
    if (e.memory.sharding > 0)
        row(Tr::tr("sharding buffers"), e.memory.sharding);
    row(Tr::tr("runtime overhead"), e.memory.runtimeOverhead);
    out << QStringLiteral("  %1\n").arg(QString(40, QLatin1Char('-')));
    row(Tr::tr("total"), e.memory.total());
    row(Tr::tr("device memory"), e.deviceMemory);
    out << "\n";
    printSharding(out, *r, e);
    // the device and the host are judged apart: e.fits needs both
    out << (e.headroom >= 0 ? Tr::tr("Fits, with %1 GiB to spare.").arg(formatGiBValue(e.headroom))
                            : Tr::tr("Does not fit: %1 GiB over.").arg(formatGiBValue(-e.headroom)))
        << "\n";
    printHostRefusal(out, e);
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
    printTrainingOptions(out, *r, e);
    out << Tr::tr("Attention: %1.")
               .arg(attentionKernelName(e.activation.flashAttention ? AttentionImpl::Flash : AttentionImpl::Eager,
                                        r->device))
        << "\n";
    out << Tr::tr("Activations: %1 GiB per layer before the %2 runtime factor of %3.")
               .arg(formatGiBValue(e.activation.perLayer), runtimeId(c.runtime))
               .arg(e.activation.factor)
        << "\n";
    if (step)
        printStepTime(out, *r, *step);
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
    addEstimatorOptions(cmd, kWithHardware | kWithSharding);
    addPlanOption(cmd, "safety_margin"); // the plan's option: default 0.1, below 0.9
    if (!cmd.parse(args))
        return cmd.exitCode();
    const auto r = resolve(cmd, kWithHardware | kWithSharding);
    if (!r)
        return cmd.exitCode();
    const auto margin = planNumber(cmd, planFieldOf("safety_margin"));
    if (!margin)
        return cmd.exitCode();
    const MemoryModel model(r->in.model, r->in.head);
    // sequences per batch group (context x stage); shown per device as MaxText's per_device_batch_size (0.125 for
    // 2 sequences over a context group of 16)
    const int best = model.maxBatch(r->in.config, r->device, r->profile, *margin);
    TrainingConfig at = r->in.config;
    at.batchPerDevice = qMax(1, best);
    const double bestPerDevice = r->in.config.mesh.perDeviceBatch(best);
    const MemoryEstimate e = model.estimate(at, r->device, r->profile);
    if (cmd.json()) {
        QJsonObject o;
        o[QStringLiteral("max_batch")] = bestPerDevice;
        o[QStringLiteral("hardware")] = r->device.hardware;
        o[QStringLiteral("safety_margin")] = *margin;
        o[QStringLiteral("at_max_batch")] = memoryEstimateJson(e);
        printJson(io.out, o);
        return kExitOk;
    }
    // a batch of 1 refused by the host's RAM alone: only the host's line below, which says so
    const bool deviceFull = e.memory.total() > usableMemoryBytes(e.deviceMemory, *margin);
    if (best == 0 && deviceFull)
        io.out << Tr::tr("Even a batch of 1 does not fit on one %1 device: %2 GiB needed, %3 GiB available.")
                      .arg(r->device.hardware, formatGiBValue(e.memory.total()),
                           formatGiBValue(usableMemoryBytes(e.deviceMemory, *margin)))
               << "\n";
    else if (best > 0)
        io.out << Tr::tr("Largest batch per device on %1: %2 (%3 GiB of %4 GiB).")
                      .arg(r->device.hardware)
                      .arg(formatBatch(bestPerDevice, QLocale()))
                      .arg(formatGiBValue(e.memory.total()), formatGiBValue(e.deviceMemory))
               << "\n";
    // a mesh or offload given: what the batch was found on; and a host the offload overfills
    if (r->in.meshGiven())
        printMesh(io.out, *r);
    printHostRefusal(io.out, e);
    io.out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
