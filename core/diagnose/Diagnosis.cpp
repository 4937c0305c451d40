// SPDX-License-Identifier: GPL-3.0-or-later
// The search for the smallest changes that fit: every combination of checkpointing, batch split, precision, optimizer,
// sharding strategy, host offload, more GPUs and larger hardware, kept when no smaller change fits on its own, ranked
// (docs/diagnose.md, "fixes").
#include "DiagnosisParts.h"

#include "cost/CostModel.h"
#include "util/Format.h"
#include "util/InputError.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

int popcount(int bits)
{
    int n = 0;
    for (; bits; bits &= bits - 1)
        ++n;
    return n;
}

// The size of a change, smallest first: a flag that keeps the training mathematically the same (checkpointing), a
// batch split that keeps the global batch (needs gradient accumulation in the code), bf16 (changes the numerics),
// another optimizer (changes the training dynamics), other hardware or more GPUs (changes the bill). Token dropping at
// a lower capacity factor changes the numerics as bf16 does and shares its tier. A stronger sharding strategy, expert
// parallelism and host offload keep the training the same, as checkpointing does: they share its tier and are
// ordered by what they cost in communication or host transfer (the step time and the bill).
int tierOf(int bits)
{
    if (bits & (kChangeHardware | kChangeDevices))
        return 4;
    if (bits & kChangeOptimizer)
        return 3;
    if (bits & (kChangePrecision | kChangeCapacity))
        return 2;
    if (bits & kChangeBatchSplit)
        return 1;
    return 0;
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

// The most GPUs a "more GPUs" fix tries, as the planner's GPU jobs (docs/sharding-model.md section 6).
constexpr int kMaxGpus = 64;
// A failed allocation within this share of the whole model's weights is the model gathered as one unit [code choice]:
// PyTorch FSDP's flat parameter is padded and may leave out the local shard; one wrapped layer is a few percent of it.
constexpr double kWholeGatherMin = 0.7;
constexpr double kWholeGatherMax = 1.3;

// The cheapest offering for a job of `units` slices or GPUs: the catalog prices one.
std::optional<Offering> jobOffering(const Catalog& catalog, const QString& hw, PricingModel pricing,
                                    const QString& region, int units)
{
    const std::optional<Offering> o = cheapestOffering(catalog, hw, pricing, region);
    return o ? std::optional<Offering>(o->forUnits(units)) : std::nullopt;
}

// A mesh left at its default (a replica, 1 x 1 x 1) is a replica on every device of the job.
bool isDefaultMesh(const Mesh& m)
{
    return m.strategy == ShardingStrategy::Replicate && m.data == 1 && m.fsdp == 1 && m.tensor == 1 && m.expert == 1;
}

// The run's mesh moved to a job of `devicesPerSlice` devices: the same strategy and tensor parallelism; the fsdp axis
// spans what tensor parallelism leaves when it did before, else it keeps its size.
Mesh remesh(const Mesh& m, int devicesPerSlice)
{
    const bool whole = m.strategy == ShardingStrategy::Replicate || m.data == 1;
    return meshFor(m.strategy, devicesPerSlice, m.tensor, whole ? 0 : m.fsdp, m.slices);
}

// Whether one sequence's activations on `mesh`, every layer recomputed, exceed the usable memory of `device` on their
// own: only then does a longer context axis help where checkpointing and a smaller batch cannot.
bool sequenceOverfills(const MemoryModel& mm, TrainingConfig c, const Mesh& mesh, const DeviceInfo& device,
                       const RuntimeProfile& profile, double safetyMargin)
{
    c.mesh = mesh;
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    c.batchPerDevice = 1;
    c.accumulationSteps = 1;
    c.offload = Offload{};
    return mm.estimate(c, device, profile).memory.activations > usableMemoryBytes(device.memoryBytes, safetyMargin);
}

// Whether the diagnosis searches meshes and offload: for decoders, as the planner does, and for any run that was
// sharded or offloaded (docs/sharding-model.md section 6).
bool searchesSharding(const ModelSpec& model, const TrainingConfig& c)
{
    return model.isDecoder() || c.mesh.splitsModel() || c.offload.any();
}

Offload unite(const Offload& a, const Offload& b)
{
    return Offload{a.optimizer || b.optimizer, a.params || b.params, a.activations || b.activations};
}

// The allocation the message shows failing, when it is the size of the whole model's weights under FSDP.
std::optional<WholeModelGather> wholeModelGatherOf(const OomReport* report, const MemoryEstimate& e)
{
    const ShardingDetail& sd = e.sharding;
    if (!report || sd.mesh.strategy != ShardingStrategy::Fsdp || sd.mesh.shardDegree() <= 1 || sd.weightBytes <= 0)
        return std::nullopt;
    double alloc = report->triedToAllocate.value_or(0.0);
    for (const OomAllocation& a : report->largestAllocations)
        alloc = std::max(alloc, a.sizeBytes.value_or(0.0));
    const double ratio = alloc / sd.weightBytes;
    // a wrapped layer is a few percent of the model: the allocation must be far above what one unit gathers
    if (!(alloc > 0) || ratio < kWholeGatherMin || ratio > kWholeGatherMax || alloc < 3.0 * sd.gatheredWeights)
        return std::nullopt;
    WholeModelGather g;
    g.allocationBytes = alloc;
    g.wholeWeightsBytes = sd.weightBytes;
    g.unitBytes = sd.gatheredWeights;
    g.gatheredWholeTotal = e.memory.total() - sd.gatheredWeights + sd.weightBytes;
    return g;
}

} // namespace

std::optional<DeviceInfo> diagnosisDevice(const Catalog& catalog, const QString& hardware, int gpus)
{
    auto d = catalog.device(hardware);
    if (d && !d->isTpu && gpus > 1)
        return gpuJob(*d, gpus);
    return d;
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
    DiagnosisResult r = run(input, observationFromOom(report, *dev), &report);
    r.oom = report;
    r.messageNotes = explainOom(report);
    r.advice = adviceFor(r);
    if (!report.isRecognised())
        r.notes.prepend(
            Reason{QStringLiteral("no-oom"),
                   Tr::tr("The text holds no out-of-memory message that could be read: the estimate and the fixes "
                          "below use the built-in model only.")});
    // the fixes' "how" depends on the framework that printed the message
    const QLocale loc;
    for (DiagnosisFix& f : r.fixes)
        describeFix(f, r, m_catalog, loc);
    // XLA's tile padding is outside the model (docs/memory-model.md section 9)
    double padding = 0;
    for (const OomAllocation& a : report.largestAllocations)
        padding += a.paddingBytes.value_or(0.0);
    if (padding >= 0.05 * std::max(1.0, r.observation.neededBytes))
        r.notes << Reason{
            QStringLiteral("padding"),
            Tr::tr("The listed allocations carry %1 of padding to the TPU's 8 × 128 tiles, which the model does "
                   "not count; the correction absorbs it for this configuration only.")
                .arg(formatGiB(padding, loc))};
    return r;
}

DiagnosisResult Diagnosis::run(const DiagnosisInput& input, const Observation& obs) const
{
    return run(input, obs, nullptr);
}

DiagnosisResult Diagnosis::run(const DiagnosisInput& input, const Observation& obs, const OomReport* report) const
{
    const QLocale loc;
    DiagnosisResult res;
    res.input = input;
    res.observation = obs;
    const auto dev = diagnosisDevice(m_catalog, input.hardware, input.gpus);
    if (!dev)
        throw InputError(QString(), 0, QStringLiteral("hardware"),
                         Tr::tr("unknown hardware \"%1\"").arg(input.hardware));
    res.device = *dev;
    TrainingConfig cfg = input.config;
    cfg.accumulationSteps = std::max(1, cfg.accumulationSteps);
    if (isDefaultMesh(cfg.mesh)) {
        cfg.mesh = meshFor(ShardingStrategy::Replicate, dev->devices, 1, 0, cfg.mesh.slices);
        if (cfg.mesh.slices > 1 || !dev->isTpu) {
            const QString problem = meshProblem(cfg.mesh, input.model, *dev);
            if (!problem.isEmpty())
                throw InputError(QString(), 0, QStringLiteral("sharding"), problem);
        }
    } else {
        const QString problem = meshProblem(cfg.mesh, input.model, *dev);
        if (!problem.isEmpty())
            throw InputError(QString(), 0, QStringLiteral("sharding"), problem);
    }
    res.input.config = cfg;
    const MemoryModel mm(input.model, input.head);
    const QString why = mm.incompatibility(cfg, *dev);
    if (!why.isEmpty())
        throw InputError(QString(), 0, QString(), why);
    if (!(input.safetyMargin >= 0 && input.safetyMargin < 0.9))
        throw InputError(QString(), 0, QStringLiteral("safety_margin"), Tr::tr("must be from 0 to 0.9"));
    const bool shardSearch = searchesSharding(input.model, cfg);
    const int jobDevices = dev->devices * cfg.mesh.slices;
    // sequences per micro-step over the whole job: each group of devices that shares its sequences (the context and
    // stage axes, Mesh::batchGroup) runs batchPerDevice of them
    const int perStep = cfg.batchPerDevice * std::max(1, jobDevices / cfg.mesh.batchGroup());
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
    res.wholeModelGather = wholeModelGatherOf(report, res.estimate);
    if (res.wholeModelGather) {
        // the difference is the gathered model, not the activations the correction would scale
        res.correction = ActivationCorrection{};
        res.correction.builtinFactor = res.builtinProfile.activationFactor;
        res.correction.correctedFactor = res.builtinProfile.activationFactor;
        res.correction.explanation
            = Tr::tr("The allocation that failed is the whole model gathered at once, which the estimate (one layer "
                     "gathered at a time) does not count: the observation corrects nothing.");
    }
    if (res.observation.memoryKind == MemoryKind::Unknown)
        res.observation.memoryKind = dev->isTpu ? MemoryKind::Hbm : MemoryKind::Cuda;

    // --- on-chip SMEM or VMEM, or the host's RAM: the estimate (device memory) is not what ran out
    if (!isModelledMemory(res.observation.memoryKind)) {
        const QString kind = memoryKindName(res.observation.memoryKind);
        res.correction = ActivationCorrection{};
        res.correction.builtinFactor = res.builtinProfile.activationFactor;
        res.correction.correctedFactor = res.builtinProfile.activationFactor;
        res.correction.explanation
            = Tr::tr("What ran out is %1, which the memory model does not estimate: the observation corrects nothing.")
                  .arg(kind);
        res.fixProfile = res.estimateProfile;
        res.correctedEstimate = res.estimate;
        res.fixProfileNote = res.correction.explanation;
        const bool onChip = res.observation.memoryKind != MemoryKind::Host;
        res.notes << Reason{
            QStringLiteral("other-memory"),
            onChip ? Tr::tr("%1 ran out, not the %2 of HBM the estimate is about (%3 estimated): a smaller batch, "
                            "checkpointing or more chips do not help. The advice below is what does.")
                         .arg(kind, formatGiB(dev->memoryBytes, loc), formatGiB(res.estimate.memory.total(), loc))
                   : Tr::tr("The host's RAM ran out, not the accelerator's memory (%1 estimated of %2): the "
                            "changes to the configuration below the advice are not searched.")
                         .arg(formatGiB(res.estimate.memory.total(), loc), formatGiB(dev->memoryBytes, loc))};
        for (const QString& w : obs.warnings)
            res.notes << Reason{QStringLiteral("observation-warning"), w};
        res.notes << Reason{QStringLiteral("correction"), res.correction.explanation};
        const Efficiency eff = defaultEfficiency(*dev, cfg.runtime);
        res.baselineStep
            = stepTime(input.model, input.head, cfg, *dev, eff, shardSearch ? &res.estimate.sharding : nullptr);
        res.baselineHours = input.steps * res.baselineStep.seconds / 3600.0;
        res.baselineOffering
            = jobOffering(m_catalog, dev->hardware, input.pricing, input.region, priceUnits(*dev, cfg.mesh.slices));
        if (res.baselineOffering)
            res.baselineCostUsd = priceRun(*res.baselineOffering, res.baselineHours, StorageInputs{}).totalUsd();
        res.advice = adviceFor(res);
        return res;
    }

    // --- estimate against observation
    const QString word = deviceWord(*dev);
    if (obs.neededBytes > 0) {
        const double est = res.estimate.memory.total();
        const double diff = obs.neededBytes - est;
        const QString verb = obs.source == Observation::Source::MeasuredPeak
            ? Tr::tr("used %1 at its peak").arg(formatGiB(obs.neededBytes, loc))
            : obs.source == Observation::Source::CompilerAnalysis
            ? Tr::tr("was planned by the compiler at %1").arg(formatGiB(obs.neededBytes, loc))
            : (obs.atLeast ? Tr::tr("needed at least %1").arg(formatGiB(obs.neededBytes, loc))
                           : Tr::tr("needed %1").arg(formatGiB(obs.neededBytes, loc)));
        res.notes << Reason{
            QStringLiteral("estimate-vs-observed"),
            Tr::tr("The estimate for this configuration is %1 per %2; the run %3 (%4). The observation is %5 "
                   "(%6 %) against the estimate.")
                .arg(formatGiB(est, loc), word, verb, obs.derivation, formatSignedGiB(diff, loc),
                     formatPercentOf(est > 0 ? diff / est : 0, loc, 0, true))};
        if (obs.ranOutOfMemory) {
            if (res.estimate.fits)
                res.notes << Reason{
                    QStringLiteral("estimate-optimistic"),
                    Tr::tr("The estimate said this fits, with %1 to spare: it was too optimistic for this run.")
                        .arg(formatGiB(res.estimate.headroom, loc))};
            else
                res.notes << Reason{
                    QStringLiteral("estimate-agrees"),
                    Tr::tr("The estimate agrees that it does not fit: %1 over the %2 of one %3.")
                        .arg(formatGiB(-res.estimate.headroom, loc), formatGiB(dev->memoryBytes, loc), word)};
        } else if (obs.source == Observation::Source::CompilerAnalysis) {
            const bool compilerFits = obs.neededBytes <= dev->memoryBytes;
            if (compilerFits != res.estimate.fits)
                res.notes << Reason{QStringLiteral("compiler-disagrees"),
                                    compilerFits ? Tr::tr("The compiler's figure fits the %1 of one %2, but the "
                                                          "estimate says it does not: the estimate is too "
                                                          "pessimistic here.")
                                                       .arg(formatGiB(dev->memoryBytes, loc), word)
                                                 : Tr::tr("The compiler's figure is above the %1 of one %2, but the "
                                                          "estimate says it fits: the estimate is too optimistic "
                                                          "here.")
                                                       .arg(formatGiB(dev->memoryBytes, loc), word)};
            else
                res.notes << Reason{QStringLiteral("estimate-agrees"),
                                    compilerFits ? Tr::tr("The estimate agrees that it fits.")
                                                 : Tr::tr("The estimate agrees that it does not fit: %1 over the %2 "
                                                          "of one %3.")
                                                       .arg(formatGiB(-res.estimate.headroom, loc),
                                                            formatGiB(dev->memoryBytes, loc), word)};
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
                      .arg(formatNumber(res.fixProfile.activationFactor, loc, 3),
                           formatNumber(res.builtinProfile.activationFactor, loc, 2));
        } else if (res.correction.correctedFactor > res.fixProfile.activationFactor) {
            res.fixProfile.activationFactor = res.correction.correctedFactor;
            res.fixProfileNote = Tr::tr("The fixes are evaluated with activation factor %1, the least this observation "
                                        "allows (%2 built in).")
                                     .arg(formatNumber(res.fixProfile.activationFactor, loc, 3),
                                          formatNumber(res.builtinProfile.activationFactor, loc, 2));
        }
    }
    if (res.fixProfileNote.isEmpty())
        res.fixProfileNote = res.calibrationNote.isEmpty()
            ? Tr::tr("The fixes are evaluated with the built-in %1 profile (activation factor %2).")
                  .arg(runtimeId(cfg.runtime), formatNumber(res.fixProfile.activationFactor, loc, 2))
            : Tr::tr("The fixes are evaluated with the stored user calibration (activation factor %1).")
                  .arg(formatNumber(res.fixProfile.activationFactor, loc, 3));
    res.correctedEstimate = mm.estimate(cfg, *dev, res.fixProfile);

    // --- the failing configuration's time and cost, for comparison
    const Efficiency baseEff = defaultEfficiency(*dev, cfg.runtime);
    res.baselineStep = stepTime(input.model, input.head, cfg, *dev, baseEff,
                                shardSearch ? &res.correctedEstimate.sharding : nullptr);
    res.baselineHours = input.steps * res.baselineStep.seconds / 3600.0;
    res.baselineOffering
        = jobOffering(m_catalog, dev->hardware, input.pricing, input.region, priceUnits(*dev, cfg.mesh.slices));
    if (res.baselineOffering)
        res.baselineCostUsd = priceRun(*res.baselineOffering, res.baselineHours, StorageInputs{}).totalUsd();

    const double usableHere = usableMemoryBytes(dev->memoryBytes, input.safetyMargin);

    // --- the strategy ladder on this job: what each strategy needs per device, everything else as the run was
    if (shardSearch && dev->devices > 1) {
        for (ShardingStrategy st :
             {ShardingStrategy::Replicate, ShardingStrategy::Zero1, ShardingStrategy::Zero2, ShardingStrategy::Fsdp}) {
            StrategyOption so;
            so.strategy = st;
            so.current = st == cfg.mesh.strategy;
            so.mesh = so.current
                ? cfg.mesh
                : meshFor(st, dev->devices, cfg.mesh.tensor,
                          cfg.mesh.strategy == ShardingStrategy::Replicate ? 0 : cfg.mesh.fsdp, cfg.mesh.slices);
            so.problem = meshProblem(so.mesh, input.model, *dev);
            if (so.problem.isEmpty()) {
                TrainingConfig c = cfg;
                c.mesh = so.mesh;
                so.memory = mm.estimate(c, *dev, res.fixProfile);
                so.fits = so.memory.memory.total() <= usableHere && so.memory.sharding.hostFits;
            }
            res.strategies << so;
        }
        Candidate job; // for jobText(): "8 × h100-80"
        job.hardware = dev->hardware;
        job.device = *dev;
        job.slices = cfg.mesh.slices;
        QStringList ladder;
        for (const StrategyOption& so : res.strategies)
            if (so.problem.isEmpty())
                ladder << Tr::tr("%1 (%2) %3%4")
                              .arg(shardingStrategyLabel(so.strategy), meshText(so.mesh),
                                   formatGiB(so.memory.memory.total(), loc),
                                   so.fits ? Tr::tr(", fits") : Tr::tr(", does not fit"));
        res.notes << Reason{
            QStringLiteral("strategies"),
            Tr::tr("Per %1 on %2, with everything else as the run was: %3 (%4 usable).")
                .arg(word, jobText(job), ladder.join(QStringLiteral("; ")), formatGiB(usableHere, loc))};
    }

    if (const auto& g = res.wholeModelGather) {
        const ShardingDetail& sd = res.correctedEstimate.sharding;
        res.notes << Reason{
            QStringLiteral("whole-model-gather"),
            Tr::tr("The allocation that failed, %1, is the size of the whole model's weights (%2 for %3 parameters "
                   "in %4), not of the %5 one layer at a time gathers under FSDP: the model was gathered as one "
                   "unit, which is what PyTorch FSDP does without an auto_wrap_policy. Gathered whole, this "
                   "configuration needs about %6 per %7; with each layer wrapped the estimate is %8.")
                .arg(formatGiB(g->allocationBytes, loc), formatGiB(g->wholeWeightsBytes, loc),
                     formatNumber(double(res.correctedEstimate.parameterCount), loc, 0),
                     cfg.precision == Precision::Fp32 ? QStringLiteral("fp32") : Tr::tr("16 bits"),
                     formatGiB(sd.gatheredWeights, loc), formatGiB(g->gatheredWholeTotal, loc), word,
                     formatGiB(res.correctedEstimate.memory.total(), loc))};
    }

    const bool needsFix = obs.ranOutOfMemory || res.correctedEstimate.memory.total() > usableHere;
    if (!needsFix) {
        res.notes << Reason{
            QStringLiteral("fits"),
            Tr::tr("This configuration fits (%1 of the %2 usable per %3 with the %4 % safety margin): no "
                   "change is needed.")
                .arg(formatGiB(res.correctedEstimate.memory.total(), loc), formatGiB(usableHere, loc), word,
                     formatPercentOf(input.safetyMargin, loc))};
        return res;
    }

    res.notes << Reason{QStringLiteral("fix-profile"), res.fixProfileNote};
    if (obs.ranOutOfMemory && res.wholeModelGather)
        res.notes << Reason{
            QStringLiteral("wrap-fits"),
            res.correctedEstimate.memory.total() <= usableHere
                ? Tr::tr("With each decoder layer wrapped as its own FSDP unit this configuration fits (%1 of the "
                         "%2 usable per %3): wrapping is the fix; the changes below assume it.")
                      .arg(formatGiB(res.correctedEstimate.memory.total(), loc), formatGiB(usableHere, loc), word)
                : Tr::tr("Even with each decoder layer wrapped as its own FSDP unit this configuration needs %1 of "
                         "the %2 usable per %3: wrap the layers and make one of the changes below, which assume it.")
                      .arg(formatGiB(res.correctedEstimate.memory.total(), loc), formatGiB(usableHere, loc), word)};
    else if (obs.ranOutOfMemory && res.correctedEstimate.memory.total() <= usableHere)
        res.notes << Reason{
            QStringLiteral("inputs-mismatch"),
            Tr::tr("The run ran out of memory, but by the model this configuration fits (%1 of the %2 usable "
                   "per %3). Either the inputs do not describe the run that failed (model, head, batch, "
                   "sequence length, precision), or memory went to something the model does not count "
                   "(fragmentation, another process, a second copy of the weights). Each change below "
                   "lowers the peak.")
                .arg(formatGiB(res.correctedEstimate.memory.total(), loc), formatGiB(usableHere, loc), word)};

    // --- candidate changes: checkpointing × batch split × precision × optimizer × sharding × offload × job
    struct Trial
    {
        DiagnosisFix fix;
        int order = 0;
    };
    std::vector<Trial> fitting;
    // the jobs to try: the run's own, more GPUs of the same kind, other hardware with as many GPUs or slices
    struct Job
    {
        QString hardware;
        DeviceInfo device;
        int bits = 0;
    };
    QVector<Job> jobs{Job{dev->hardware, *dev, 0}};
    const DeviceInfo single = *m_catalog.device(dev->hardware);
    if (shardSearch && !dev->isTpu)
        for (int n = dev->devices * 2; n <= kMaxGpus; n *= 2)
            if (res.globalBatch % n == 0)
                jobs << Job{dev->hardware, gpuJob(single, n), kChangeDevices};
    for (const QString& hw : hardwareCandidates(m_catalog, *dev, perStep / cfg.mesh.slices)) {
        const DeviceInfo other = *m_catalog.device(hw);
        jobs << Job{hw, other.isTpu ? other : gpuJob(other, dev->devices), kChangeHardware};
    }
    // offload options: the run's, then more of it (optimizer states first: they move once per step)
    QVector<QPair<Offload, int>> offloads{qMakePair(cfg.offload, 0)};
    if (shardSearch)
        for (const Offload& o : {Offload{true, false, false}, Offload{true, true, false}, Offload{true, true, true}}) {
            const Offload more = unite(cfg.offload, o);
            bool known = false;
            for (const auto& existing : offloads)
                known = known || existing.first == more;
            if (!known)
                offloads << qMakePair(more, int(kChangeOffload));
        }
    std::optional<MemoryEstimate> hostMiss; // the smallest offload that fits the device but not the host's RAM
    int order = 0;
    for (const Job& job : jobs) {
        const QString& hw = job.hardware;
        const DeviceInfo& dv = job.device;
        // the groups of devices that share their sequences on this job (one device each without context or stages)
        const int devicesNow = std::max(1, dv.devices * cfg.mesh.slices / cfg.mesh.batchGroup());
        // the micro-batch and accumulation this job starts from: the run's sequences per micro-step spread over it;
        // more GPUs of the same kind may instead keep the micro-batch and accumulate less (a run of micro-batch 1
        // with accumulation grows that way), the global batch kept
        int b0 = 0;
        int accBase = cfg.accumulationSteps;
        if (perStep % devicesNow == 0) {
            b0 = perStep / devicesNow;
        } else if ((job.bits & kChangeDevices) && res.globalBatch % devicesNow == 0) {
            const int perDevice = res.globalBatch / devicesNow;
            for (int b = std::min(cfg.batchPerDevice, perDevice); b >= 1 && b0 == 0; --b)
                if (perDevice % b == 0)
                    b0 = b;
            accBase = b0 > 0 ? perDevice / b0 : 0;
        }
        if (b0 < 1)
            continue;
        // the run's mesh on this job, then stronger strategies and a longer fsdp axis (sharding changes)
        const Mesh base = job.bits ? remesh(cfg.mesh, dv.devices) : cfg.mesh;
        if (job.bits && !meshProblem(base, input.model, dv).isEmpty())
            continue;
        QVector<QPair<Mesh, int>> meshes{qMakePair(base, 0)};
        auto addMesh = [&](const Mesh& m) {
            if (m.shardDegree() <= 1 || !meshProblem(m, input.model, dv).isEmpty())
                return;
            for (const auto& existing : meshes)
                if (existing.first == m)
                    return;
            meshes << qMakePair(m, int(kChangeSharding));
        };
        if (shardSearch && dv.devices > 1) {
            for (ShardingStrategy st : {ShardingStrategy::Zero1, ShardingStrategy::Zero2, ShardingStrategy::Fsdp}) {
                if (int(st) <= int(base.strategy))
                    continue;
                if (base.strategy != ShardingStrategy::Replicate)
                    addMesh(meshFor(st, dv.devices, base.tensor, base.fsdp, base.slices));
                addMesh(meshFor(st, dv.devices, base.tensor, 0, base.slices));
            }
            if (base.strategy != ShardingStrategy::Replicate)
                for (int f = base.fsdp * 2; f <= base.fsdp * base.data; f *= 2)
                    addMesh(meshFor(base.strategy, dv.devices, base.tensor, f, base.slices));
            // an MoE model's routed experts over more of the job's devices
            for (const Mesh& m : expertParallelMeshes(base, input.model))
                if (meshProblem(m, input.model, dv).isEmpty())
                    meshes << qMakePair(m, int(kChangeExpertParallel));
            // a long sequence split over more of the job's devices: where one sequence's activations, every layer
            // recomputed, do not fit the device on their own (the planner's rule, docs/sharding-model.md section 12)
            if (sequenceOverfills(mm, cfg, base, dv, res.fixProfile, input.safetyMargin))
                for (const Mesh& m : contextParallelMeshes(base, input.model, cfg, dv))
                    if (meshProblem(m, input.model, dv).isEmpty())
                        meshes << qMakePair(m, int(kChangeContextParallel));
        }
        const Runtime rt = runtimeFor(dv, cfg.runtime);
        RuntimeProfile profile = res.fixProfile;
        if (rt != profile.runtime)
            profile = defaultRuntimeProfile(rt);
        const Efficiency eff = defaultEfficiency(dv, rt);
        const double usable = usableMemoryBytes(dv.memoryBytes, input.safetyMargin);

        QVector<Checkpointing> ckpts{cfg.checkpointing};
        // decoders under XLA (MaxText): its remat policies too, which keep more than full and recompute less
        QVector<CheckpointingKind> kinds{CheckpointingKind::Full, CheckpointingKind::Selective,
                                         CheckpointingKind::EveryK};
        if (input.model.isDecoder() && rt == Runtime::Xla)
            kinds << CheckpointingKind::Minimal << CheckpointingKind::SaveDotExceptMlp
                  << CheckpointingKind::SaveQkvProj;
        for (const Checkpointing& c : Planner::checkpointingOptions(kinds, input.model.layers))
            if (!(c == cfg.checkpointing))
                ckpts << c;
        // batch per device (per group of devices that shares its sequences), accumulation steps: the splits of
        // `top` sequences, each group's share of a micro-step of the run on this mesh
        const auto splitsOf = [&](int top) {
            QVector<QPair<int, int>> splits;
            for (int b = top; b >= 1; --b) {
                if (top % b != 0)
                    continue;
                const int acc = accBase * (top / b);
                if (b != top && acc > input.maxAccumulation)
                    continue;
                splits << qMakePair(b, acc);
            }
            return splits;
        };
        const QVector<QPair<int, int>> splits = splitsOf(b0);
        QVector<Precision> precisions{cfg.precision};
        if (cfg.precision == Precision::Fp32)
            precisions << (dv.isTpu || dv.bf16 ? Precision::Bf16Mixed : Precision::Fp16Mixed);
        QVector<OptimizerKind> optimizers{cfg.optimizer};
        if (cfg.optimizer != OptimizerKind::Adafactor && cfg.optimizer != OptimizerKind::Sgd)
            optimizers << OptimizerKind::Adafactor;
        if (cfg.optimizer != OptimizerKind::Sgd)
            optimizers << OptimizerKind::Sgd;
        const QVector<double> capacities
            = QVector<double>{cfg.capacityFactor} + capacityFactorChoices(input.model, cfg);

        for (const auto& [mesh, meshBits] : meshes) {
            // a longer context axis: each group of devices that shares its sequences grows by as much, and so does its
            // count of sequences per micro-step (the global batch kept), which accumulation may then split
            const int grown = std::max(1, mesh.batchGroup() / base.batchGroup());
            const QVector<QPair<int, int>> meshSplits = grown > 1 ? splitsOf(b0 * grown) : splits;
            const std::optional<Offering> offering
                = jobOffering(m_catalog, hw, input.pricing, input.region, priceUnits(dv, mesh.slices));
            for (const auto& [off, offBits] : offloads) {
                const int outer = job.bits | meshBits | offBits;
                if (popcount(outer) > 3)
                    continue;
                for (const Checkpointing& ck : ckpts)
                    for (const auto& [b, acc] : meshSplits)
                        for (Precision prec : precisions)
                            for (OptimizerKind opt : optimizers)
                                for (double capacity : capacities) {
                                    int bits = outer;
                                    if (!(ck == cfg.checkpointing))
                                        bits |= kChangeCheckpointing;
                                    if (acc != accBase)
                                        bits |= kChangeBatchSplit;
                                    if (prec != cfg.precision)
                                        bits |= kChangePrecision;
                                    if (opt != cfg.optimizer)
                                        bits |= kChangeOptimizer;
                                    if (capacity != cfg.capacityFactor)
                                        bits |= kChangeCapacity;
                                    if (bits == 0 || popcount(bits) > 3)
                                        continue;
                                    TrainingConfig c = cfg;
                                    c.checkpointing = ck;
                                    c.batchPerDevice = b;
                                    c.accumulationSteps = acc;
                                    c.precision = prec;
                                    c.optimizer = opt;
                                    c.capacityFactor = capacity;
                                    c.runtime = rt;
                                    c.mesh = mesh;
                                    c.offload = off;
                                    if (!mm.incompatibility(c, dv).isEmpty())
                                        continue;
                                    ++res.evaluated;
                                    const MemoryEstimate e = mm.estimate(c, dv, profile);
                                    if (e.memory.total() > usable)
                                        continue;
                                    if (!e.sharding.hostFits) {
                                        if (!hostMiss
                                            || e.sharding.hostBytesPerHost < hostMiss->sharding.hostBytesPerHost)
                                            hostMiss = e;
                                        continue;
                                    }
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
                                    f.step = stepTime(input.model, input.head, c, dv, eff,
                                                      shardSearch ? &f.memory.sharding : nullptr);
                                    f.stepTimeRatio = res.baselineStep.seconds > 0
                                        ? f.step.seconds / res.baselineStep.seconds
                                        : 1.0;
                                    f.hours = input.steps * f.step.seconds / 3600.0;
                                    f.offering = offering;
                                    if (offering)
                                        f.costUsd = priceRun(*offering, f.hours, StorageInputs{}).totalUsd();
                                    fitting.push_back(t);
                                }
            }
        }
    }
    if (hostMiss)
        res.notes << Reason{
            QStringLiteral("offload-host-ram"),
            Tr::tr("Host offload (%1) would fit the device, but it puts %2 on each host, more than its %3 of RAM: "
                   "it is not listed.")
                .arg(offloadId(hostMiss->sharding.offload), formatGiB(hostMiss->sharding.hostBytesPerHost, loc),
                     formatGiB(hostMiss->sharding.hostRamBytes, loc))};

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
        // memory only separates checkpointing policies (more headroom for more recompute) and sharding strategies
        // (more headroom for more communication); a smaller batch split or a second optimizer that also fits adds
        // nothing
        const bool memoryTie
            = !(a.fix.changes
                & (kChangeCheckpointing | kChangeSharding | kChangeExpertParallel | kChangeContextParallel))
            || std::abs(ma - mb) <= tolerance;
        // what a sharding strategy or an offload moves over the interconnect and PCIe counts even where compute
        // hides it (less traffic, less exposure to a slower link): ZeRO-1 and FSDP both stay, the smaller offload wins
        const bool moves
            = (a.fix.changes & (kChangeSharding | kChangeExpertParallel | kChangeContextParallel | kChangeOffload))
            != 0;
        const double ta = a.fix.step.communication.total() + a.fix.step.communication.hostTransfer;
        const double tb = b.fix.step.communication.total() + b.fix.step.communication.hostTransfer;
        const bool trafficTie = !moves || std::abs(ta - tb) <= 0.02 * std::max(ta, tb);
        if (ca > cb || a.fix.hours > b.fix.hours || (!memoryTie && ma > mb) || (!trafficTie && ta > tb))
            return false;
        if (ca < cb || a.fix.hours < b.fix.hours || (!memoryTie && ma < mb) || (!trafficTie && ta < tb))
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
            } else if (t.fix.changes & kChangeDevices) {
                // the smallest job that fits, as the planner keeps it: more GPUs only add communication
                if (u.fix.device.devices < t.fix.device.devices
                    || (u.fix.device.devices == t.fix.device.devices && better(u, t))) {
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
        // hidden behind compute alike: the less traffic over the interconnect and PCIe, the less that can go wrong
        const double ma = a.fix.step.communication.total() + a.fix.step.communication.hostTransfer;
        const double mb = b.fix.step.communication.total() + b.fix.step.communication.hostTransfer;
        if (ma != mb)
            return ma < mb;
        return a.order < b.order;
    });
    for (const Trial& t : kept) {
        if (res.fixes.size() >= kMaxFixes)
            break;
        DiagnosisFix f = t.fix;
        describeFix(f, res, m_catalog, loc);
        res.fixes << f;
    }
    if (res.fixes.isEmpty())
        res.notes << Reason{
            QStringLiteral("nothing-fits"),
            Tr::tr("No change tried fits with the %1 % safety margin: neither checkpointing, a smaller batch "
                   "per %2 with accumulation, mixed precision, another optimizer, nor larger hardware at the "
                   "same global batch of %3. Try a shorter sequence or a smaller model.")
                .arg(formatPercentOf(input.safetyMargin, loc), word)
                .arg(res.globalBatch)};
    return res;
}

} // namespace tpuplan
