// SPDX-License-Identifier: GPL-3.0-or-later
#include "Planner.h"
#include "SearchSkeleton.h"

#include "ChartData.h"
#include "MeshOptions.h"
#include "PlanNotes.h"
#include "memory/Pipeline.h"
#include "time/StepText.h"

#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <future>
#include <numeric>
#include <tuple>
#include <utility>
#include <vector>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Planner)
};

// The largest divisor of n that is at most cap.
int largestDivisorAtMost(int n, int cap)
{
    for (int b = std::min(n, cap); b >= 1; --b)
        if (n % b == 0)
            return b;
    return 0;
}
} // namespace

QString jobText(const QString& hardware, const DeviceInfo& device, int slices)
{
    const int units = priceUnits(device, slices);
    return units > 1 ? Tr::tr("%1 × %2").arg(units).arg(hardware) : hardware;
}

QString jobText(const Candidate& c)
{
    return jobText(c.hardware, c.device, c.slices);
}

namespace {
// "FSDP over ICI", "the gradient all-reduce over NVLink", "the DCN all-reduce": what moves the weights of this step.
QString collectiveLabel(const Candidate& c)
{
    const QString link
        = c.device.isTpu ? Tr::tr("ICI") : (c.device.hosts > 1 ? Tr::tr("the network") : Tr::tr("NVLink"));
    if (c.mesh.slices > 1 && c.step.communication.crossSlice >= c.step.communication.gradientSync)
        return Tr::tr("the gradient all-reduce over DCN");
    if (c.mesh.strategy == ShardingStrategy::Fsdp)
        return Tr::tr("FSDP over %1").arg(link);
    return Tr::tr("the gradient all-reduce over %1").arg(link);
}
} // namespace

QString costText(const Candidate& c, double usd, const QLocale& locale)
{
    return c.priced ? formatUsd(usd, locale) : Tr::tr("not publicly listed");
}

QString shardingStrategyLabel(ShardingStrategy s)
{
    switch (s) {
    case ShardingStrategy::Replicate:
        return Tr::tr("Replicated");
    case ShardingStrategy::Zero1:
        return Tr::tr("ZeRO-1");
    case ShardingStrategy::Zero2:
        return Tr::tr("ZeRO-2");
    case ShardingStrategy::Fsdp:
        return Tr::tr("FSDP");
    }
    return QString();
}

Planner::Planner(const Catalog& catalog)
    : m_catalog(catalog)
{ }

QVector<Checkpointing> Planner::checkpointingOptions(const QVector<CheckpointingKind>& allowed, int layers,
                                                     const RematPlacement& placement)
{
    QVector<Checkpointing> out;
    // full comes before every-K whatever the order asked for: every-K is skipped where full reaches the same split
    QVector<CheckpointingKind> ordered;
    for (CheckpointingKind k :
         {CheckpointingKind::None, CheckpointingKind::Full, CheckpointingKind::EveryK, CheckpointingKind::Selective,
          CheckpointingKind::SelectiveOps, CheckpointingKind::Minimal, CheckpointingKind::SaveDotExceptMlpwi,
          CheckpointingKind::SaveDotWithContextExceptMlp, CheckpointingKind::SaveDotExceptMlp,
          CheckpointingKind::SaveQkvProj, CheckpointingKind::QkvProjOffloaded, CheckpointingKind::MinimalOffloaded,
          CheckpointingKind::Custom})
        if (allowed.contains(k))
            ordered << k;
    for (CheckpointingKind k : ordered) {
        if (k == CheckpointingKind::EveryK) {
            QVector<int> ks{2, 3, 4, 6, int(std::lround(std::sqrt(double(layers))))};
            std::sort(ks.begin(), ks.end());
            ks.erase(std::unique(ks.begin(), ks.end()), ks.end());
            for (int kk : ks)
                if (kk > 1 && kk < layers)
                    out << Checkpointing{CheckpointingKind::EveryK, kk};
        } else {
            out << Checkpointing{k, k == CheckpointingKind::Full ? 1 : 2,
                                 k == CheckpointingKind::Custom ? placement : RematPlacement{}};
        }
    }
    return out;
}

bool Planner::checkpointingRuns(const Checkpointing& c, const ModelSpec& model, Runtime runtime)
{
    switch (c.kind) {
    case CheckpointingKind::SelectiveOps:
        return model.isDecoder() && runtime == Runtime::PyTorch;
    case CheckpointingKind::QkvProjOffloaded:
    case CheckpointingKind::MinimalOffloaded:
    case CheckpointingKind::Custom:
        return model.isDecoder() && runtime == Runtime::Xla;
    default:
        return true;
    }
}

QVector<Planner::Split> Planner::searchLevers(const MemoryModel& memory, const TrainingConfig& cfg,
                                              const DeviceInfo& dev, const RuntimeProfile& profile, const PlanInput& in,
                                              const QVector<Mesh>& meshes, const QVector<Offload>& offloads)
{
    QVector<Split> splits = searchMeshes(memory, cfg, dev, profile, in, meshes, offloads);
    QVector<TrainingConfig> levers;
    TrainingConfig lever = cfg;
    if (in.lossChunks == 0 && in.head.kind == HeadKind::CausalLm) {
        lever.lossChunks = kPlannerLossChunks;
        levers << lever;
    }
    const bool adam = cfg.optimizer == OptimizerKind::AdamW || cfg.optimizer == OptimizerKind::Adam;
    if (in.allow8bitOptimizer && adam && !dev.isTpu && cfg.runtime == Runtime::PyTorch) {
        lever.optimizer = OptimizerKind::AdamW8bit;
        levers << lever;
    }
    for (const TrainingConfig& next : levers) {
        // the fewest accumulation steps that run so far (0: nothing runs); 1 runs each device's batch at once
        int best = 0;
        for (const Split& sp : splits)
            if (sp.fits)
                best = best == 0 ? sp.config.accumulationSteps : std::min(best, sp.config.accumulationSteps);
        if (best == 1)
            break;
        if (!memory.incompatibility(next, dev).isEmpty())
            continue;
        const QVector<Split> more = searchMeshes(memory, next, dev, profile, in, meshes, offloads);
        if (best == 0 && !more.isEmpty() && (more.first().fits || !splits.isEmpty()))
            splits.clear(); // the closest miss gives way to the lever's (a fit, or a closer miss)
        for (const Split& sp : more)
            if ((sp.fits && (best == 0 || sp.config.accumulationSteps < best)) || (best == 0 && splits.isEmpty()))
                splits << sp;
    }
    return splits;
}

bool Planner::largestSliceOfGeneration(const QString& name) const
{
    const Slice* s = m_catalog.slice(name);
    if (!s)
        return false;
    for (const Slice& other : m_catalog.slices())
        if (other.generation == s->generation && other.chips > s->chips)
            return false;
    return true;
}

QStringList Planner::allowedHardware(const PlanInput& in) const
{
    QStringList out;
    if (!in.hardware.isEmpty()) {
        for (const QString& h : in.hardware)
            if (m_catalog.device(h))
                out << h;
        return out;
    }
    for (const Slice& s : m_catalog.slices())
        if (in.generations.isEmpty() || in.generations.contains(s.generation))
            out << s.name;
    if (in.includeGpus)
        for (const Gpu& g : m_catalog.gpus())
            out << g.id;
    return out;
}

PreemptionParams Planner::preemptionFor(const PlanInput& in, const Offering& o, double interval) const
{
    PreemptionParams p;
    p.checkpointWriteHours = in.checkpointWriteMinutes / 60.0;
    p.restartHours = in.restartMinutes / 60.0;
    p.checkpointIntervalHours = interval;
    p.ratePerHour = isInterruptible(o.pricing) ? in.preemptionRatePerHour : 0.0;
    if (o.pricing == PricingModel::Preemptible)
        p.maxRunHours = in.preemptibleMaxHours; // "always stop after 24 hours" (G-spot)
    if (o.sessionLimitHours > 0)
        p.maxRunHours = p.maxRunHours > 0 ? std::min(p.maxRunHours, o.sessionLimitHours) : o.sessionLimitHours;
    return p;
}

namespace {
bool sameParams(const PreemptionParams& a, const PreemptionParams& b)
{
    return a.ratePerHour == b.ratePerHour && a.checkpointWriteHours == b.checkpointWriteHours
        && a.restartHours == b.restartHours && a.checkpointIntervalHours == b.checkpointIntervalHours
        && a.maxRunHours == b.maxRunHours;
}

// The preemption outcomes of one configuration's work hours (and the band around them) under each distinct set of
// preemption parameters: the offerings of many regions share a pricing model, and the same arguments give the same
// figures, so each set is computed once per configuration (the forced-restart recurrence runs over every chunk).
class PreemptionMemo
{
public:
    struct Entry
    {
        PreemptionParams params;
        PreemptionOutcome outcome;
        Band expectedHoursBand; // the band's low and high work hours under the same preemption
    };
    PreemptionMemo(double workHours, const Band& workHoursBand)
        : m_work(workHours)
        , m_band(workHoursBand)
    { }
    const Entry& get(const PreemptionParams& params)
    {
        for (const Entry& e : m_entries)
            if (sameParams(e.params, params))
                return e;
        // the calibration's band carried through preemption: the expected hours if every step took the band's low
        // or high time (docs/time-model.md section 8)
        m_entries.push_back(Entry{params, expectedUnderPreemption(m_work, params),
                                  Band{expectedUnderPreemption(m_band.low, params).expectedHours,
                                       expectedUnderPreemption(m_band.high, params).expectedHours}});
        return m_entries.back();
    }

private:
    double m_work;
    Band m_band;
    std::vector<Entry> m_entries;
};
} // namespace

Efficiency Planner::efficiencyFor(const PlanInput& in, const DeviceInfo& d, Runtime runtime) const
{
    Efficiency e = defaultEfficiency(d, runtime);
    const QString key = d.isTpu ? d.generation : d.hardware;
    if (in.efficiencyOverride.contains(key)) {
        e.matmul = in.efficiencyOverride.value(key);
        e.userSet = true;
        e.source = Tr::tr("set in the plan");
    }
    return e;
}

CalibratedProfile Planner::profileFor(Runtime runtime, const ModelSpec& model) const
{
    const RuntimeProfile builtin = defaultRuntimeProfile(runtime);
    const QString family = modelFamily(model);
    for (const CalibrationEntry& e : m_calibrations)
        if (e.runtime == runtime && e.modelFamily == family)
            return applyCalibration(builtin, e);
    CalibratedProfile out;
    out.profile = builtin;
    return out;
}

Planner::Split Planner::splitBatch(const MemoryModel& memory, TrainingConfig cfg, const DeviceInfo& dev,
                                   const RuntimeProfile& profile, const PlanInput& in, int perDevice)
{
    cfg.accumulationSteps = 1;
    // a pipeline: the plan's microbatches or twice the stages, cut from the batch it runs (Pipeline.h)
    const int wantedMicrobatches = in.microbatches > 0 ? in.microbatches : 2 * cfg.mesh.stage;
    if (cfg.mesh.stage > 1)
        cfg.pipeline = PipelineConfig{wantedMicrobatches, std::max(1, in.virtualStages)};
    const int maxB = memory.maxBatch(cfg, dev, profile, in.safetyMargin);
    int b = largestDivisorAtMost(perDevice, std::max(1, maxB));
    bool fits = maxB >= 1;
    // a code without gradient accumulation must run the whole per-device batch at once
    if (perDevice / b > in.maxAccumulation) {
        fits = false;
        b = perDevice;
        for (int acc = 1; acc <= in.maxAccumulation; ++acc)
            if (perDevice % acc == 0)
                b = perDevice / acc; // the smallest batch the accumulation limit allows
    }
    auto setBatch = [&](int batch) {
        cfg.batchPerDevice = batch;
        cfg.accumulationSteps = perDevice / batch;
        if (cfg.mesh.stage > 1)
            cfg.pipeline.microbatches = pipelineMicrobatches(wantedMicrobatches, batch * std::max(1, cfg.mesh.tensor),
                                                             cfg.mesh.stage, cfg.runtime);
    };
    setBatch(b);
    // the accumulation buffer only exists with accumulation: check the batch still fits with it
    MemoryEstimate est = memory.estimate(cfg, dev, profile);
    const double usable = usableMemoryBytes(dev.memoryBytes, in.safetyMargin);
    while (fits && cfg.accumulationSteps > 1 && (est.memory.total() > usable || !est.sharding.hostFits)) {
        b = largestDivisorAtMost(perDevice, b - 1);
        if (b < 1 || perDevice / b > in.maxAccumulation) {
            fits = false;
            b = 1;
        }
        setBatch(b);
        est = memory.estimate(cfg, dev, profile);
    }
    // no microbatch count the framework runs for this batch (MaxText: a multiple of the stages)
    if (cfg.mesh.stage > 1 && cfg.pipeline.microbatches < 1) {
        fits = false;
        cfg.pipeline.microbatches = wantedMicrobatches;
    }
    fits = fits && est.memory.total() <= usable && est.sharding.hostFits;
    return Split{cfg, est, fits};
}

namespace {
// Whether the search tries a pipeline (docs/sharding-model.md section 13): only where the same mesh without stages (the
// same tensor, strategy, expert and context axes; MeshOptions lists it first) runs nothing, as a pipeline adds a
// bubble and spares the first stage no activations; not under FSDP, whose devices shard the same states with or
// without stages; not where even 1/p of the states beside the activations of one sequence exceeds the device; and no
// deeper pipeline of a group once one runs.
class PipelineProbe
{
public:
    template <typename Split> void record(const Mesh& mesh, const Split& sp)
    {
        Entry* e = find(mesh);
        if (mesh.stage == 1) {
            if (!e) {
                m_entries.append(Entry{mesh});
                e = &m_entries.last();
            }
            e->seen = true;
            e->fits = sp.fits;
            e->states = sp.estimate.sharding.shardedStates;
            const MemoryBreakdown& m = sp.estimate.memory;
            e->rest = m.activations + m.runtimeOverhead;
        } else if (e && sp.fits) {
            e->pipelineRuns = true;
        }
    }
    bool worthTrying(const Mesh& mesh, double usable) const
    {
        const Entry* e = find(mesh);
        if (!e || e->fits || e->pipelineRuns || mesh.strategy == ShardingStrategy::Fsdp)
            return false;
        return e->states / mesh.stage + e->rest <= usable;
    }

private:
    struct Entry
    {
        Mesh key; // the group's mesh without stages
        bool seen = false;
        bool fits = false;
        double states = 0; // its states per device, and the rest at its batch
        double rest = 0;
        bool pipelineRuns = false;
    };
    static bool sameGroup(const Mesh& a, const Mesh& b)
    {
        return a.tensor == b.tensor && a.strategy == b.strategy && a.expert == b.expert && a.context == b.context;
    }
    Entry* find(const Mesh& mesh)
    {
        for (Entry& e : m_entries)
            if (sameGroup(e.key, mesh))
                return &e;
        return nullptr;
    }
    const Entry* find(const Mesh& mesh) const
    {
        for (const Entry& e : m_entries)
            if (sameGroup(e.key, mesh))
                return &e;
        return nullptr;
    }
    QVector<Entry> m_entries;
};

// Which context degrees of a mesh the search tries (docs/sharding-model.md section 12). A context axis is for
// sequences too long for one device: the larger context degrees of a mesh are tried only where its context-1
// sibling (the same tensor, strategy, expert and stage axes; computed here where the global batch left it out of
// the list) runs no batch, not for its states alone, which the context axis shards no more than fsdp over the same
// devices would, and only where one sequence's activations, every layer recomputed, exceed the device on their own;
// never a degree below what brings the sibling's total under the usable memory (activations / c at best), and none
// past the smallest that runs a batch. A plan's own --context-parallel is not gated.
class ContextGate
{
public:
    ContextGate(const PlanInput& in, const QVector<Mesh>& meshes, const MemoryModel& memory, const DeviceInfo& device,
                const RuntimeProfile& profile, double usable)
        : m_on(in.contextParallel <= 0
               && std::any_of(meshes.begin(), meshes.end(), [](const Mesh& m) { return m.context > 1; }))
        , m_memory(memory)
        , m_device(device)
        , m_profile(profile)
        , m_usable(usable)
    { }

    bool tries(const Mesh& mesh, TrainingConfig config)
    {
        if (!m_on || mesh.context <= 1)
            return true;
        if (!m_have || !siblings(m_key, mesh)) {
            Mesh one = mesh;
            (one.strategy == ShardingStrategy::Replicate ? one.data : one.fsdp) *= mesh.context;
            one.context = 1;
            config.mesh = one;
            config.batchPerDevice = 1;
            config.accumulationSteps = 1;
            const MemoryEstimate e = m_memory.estimate(config, m_device, m_profile);
            decide(one, config, e, e.memory.total() <= m_usable && e.sharding.hostFits);
        }
        return m_open && mesh.context >= m_least;
    }

    void ran(const Mesh& mesh, const TrainingConfig& config, const MemoryEstimate& estimate, bool fits)
    {
        if (!m_on)
            return;
        if (mesh.context == 1)
            decide(mesh, config, estimate, fits);
        else if (fits)
            m_open = false; // the smallest context degree that runs a batch is the one kept
    }

private:
    static bool siblings(const Mesh& a, const Mesh& b)
    {
        return a.tensor == b.tensor && a.strategy == b.strategy && a.expert == b.expert && a.stage == b.stage;
    }

    void decide(const Mesh& mesh, const TrainingConfig& config, const MemoryEstimate& e, bool fits)
    {
        m_key = mesh;
        m_have = true;
        const MemoryBreakdown& m = e.memory;
        const double over = m.total() - m_usable;
        m_least = m.activations > over ? std::ceil(m.activations / (m.activations - over)) : INFINITY;
        m_open = !fits && std::isfinite(m_least)
            && m.parameters + m.gradients + m.optimizerStates + m.sharding <= m_usable
            && !sequenceFitsRecomputed(config);
    }

    // whether one sequence's activations per device, every layer recomputed, fit the usable memory on their own
    bool sequenceFitsRecomputed(TrainingConfig config) const
    {
        config.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
        config.batchPerDevice = 1;
        config.accumulationSteps = 1;
        return m_memory.estimate(config, m_device, m_profile).memory.activations <= m_usable;
    }

    bool m_on;
    const MemoryModel& m_memory;
    const DeviceInfo& m_device;
    const RuntimeProfile& m_profile;
    double m_usable;
    Mesh m_key;
    bool m_have = false;
    bool m_open = false;
    double m_least = INFINITY;
};
} // namespace

QVector<Planner::Split> Planner::searchMeshes(const MemoryModel& memory, TrainingConfig cfg, const DeviceInfo& dev,
                                              const RuntimeProfile& profile, const PlanInput& in,
                                              const QVector<Mesh>& meshes, const QVector<Offload>& offloads)
{
    // sharding before offload (offload costs PCIe time), less sharding before more (more costs communication):
    // stop at the first mesh that runs the whole per-device batch at once; without any fit, keep the closest miss
    QVector<Split> kept;
    std::optional<Split> closest;
    const bool searching = meshes.size() > 1;
    const double usable = usableMemoryBytes(dev.memoryBytes, in.safetyMargin);
    for (const Offload& off : offloads) {
        cfg.offload = off;
        // meshes that differ in the expert degree alone (over the whole slice: no fsdp given) hold the same states of
        // everything but the routed experts: once those alone exceed the device, the larger degrees are skipped
        const Mesh* hopeless = nullptr;
        // an MoE model: the mesh that first runs the whole batch at once; the larger expert degrees of its tensor
        // degree and strategy that run it too are kept beside it, trading FSDP's gathers of the experts for the
        // all-to-all, for the time model to rank
        const Mesh* runs = nullptr;
        // each group's mesh without stages, before its pipelines (MeshOptions)
        PipelineProbe probe;
        ContextGate context(in, meshes, memory, dev, profile, usable);
        for (const Mesh& mesh : meshes) {
            if (hopeless && mesh.expert > 1 && mesh.tensor == hopeless->tensor && mesh.strategy == hopeless->strategy)
                continue;
            // a pipeline only where the mesh without stages runs nothing; a context axis only for sequences too long
            if ((mesh.stage > 1 && in.pipelineParallel <= 0 && !probe.worthTrying(mesh, usable))
                || !context.tries(mesh, cfg))
                continue;
            cfg.mesh = mesh;
            if (runs) {
                if (mesh.tensor != runs->tensor || mesh.strategy != runs->strategy)
                    break;
                // the larger expert degrees beside the mesh that runs, at its context and stage degrees
                if (mesh.context != runs->context || mesh.stage != runs->stage)
                    continue;
                const Split more = splitBatch(memory, cfg, dev, profile, in, mesh.groupBatch(in.globalBatch));
                if (more.fits && more.config.accumulationSteps == 1)
                    kept << more;
                continue;
            }
            Split sp = splitBatch(memory, cfg, dev, profile, in, mesh.groupBatch(in.globalBatch));
            probe.record(mesh, sp);
            const MemoryBreakdown& m = sp.estimate.memory;
            if (!sp.fits && in.fsdp <= 0 && sp.estimate.sharding.expertStates > 0
                && m.parameters + m.gradients + m.optimizerStates - sp.estimate.sharding.expertStates > usable)
                hopeless = &mesh;
            context.ran(mesh, sp.config, sp.estimate, sp.fits);
            if (sp.fits) {
                // more sharding at the same batch split only adds communication: keep a mesh that runs a larger batch
                if (searching && !kept.isEmpty() && sp.config.accumulationSteps >= kept.last().config.accumulationSteps)
                    continue;
                kept << sp;
                if (searching && sp.config.accumulationSteps == 1) {
                    if (sp.estimate.sharding.expertStates <= 0 || in.expertParallel > 0)
                        break;
                    runs = &mesh;
                }
            } else if (!closest || sp.estimate.memory.total() < closest->estimate.memory.total()) {
                closest = sp;
            }
        }
        if (!kept.isEmpty())
            break;
    }
    if (kept.isEmpty() && closest)
        kept << *closest;
    return kept;
}

// One search of the training planner: the plan's inputs, what every job of it shares, and the candidates found. It is
// the workload search::forEachJob and search::rank drive (core/plan/SearchSkeleton.h; docs/architecture.md section 5).
class Planner::Search
{
public:
    // One job a piece of hardware makes: a slice (times the slices) or a GPU job.
    struct Job
    {
        DeviceInfo single; // the catalog's device (one GPU, or the slice)
        DeviceInfo dev; // the job's device
        int slices = 1;
        bool autoGpus = false; // the planner chose the GPU count
    };

    Search(const Planner& planner, const PlanInput& in, const QDate& today, PlanResult& result)
        : m_planner(planner)
        , m_in(in)
        , m_today(today)
        , m_result(result)
        , m_memory(in.model, in.head)
        , m_steps(in.totalSteps())
        , m_ckpts(checkpointingOptions(in.checkpointing, in.model.layers, in.rematPlacement))
    {
        // room for a whole catalog of decoder meshes up front: growing moves every candidate (1.5 KB each); pages
        // never written cost nothing
        all.reserve(16384);
    }

    // search::forEachJob's workload. Every offering in the plan's regions and pricing models, those whose price is
    // not publicly listed too: they are ranked by time and their cost is unknown, never free (docs/cost-model.md
    // section 6).
    bool keepOfferings(const QString& hw, const QVector<Offering>& offers)
    {
        if (offers.isEmpty())
            skipped.noOffering << hw;
        return !offers.isEmpty();
    }
    QVector<Job> jobs(const QString& hw) const;
    void configure(const QString& hw, const Job& job, const QVector<Offering>& offers);

    // search::rank's workload: the Pareto front of (expected cost, expected time) among the candidates that fit and
    // meet the constraints, then the objective
    bool eligible(const Candidate& c) const { return c.fits && c.withinConstraints && c.priced; }
    double cost(const Candidate& c) const { return c.expectedCostUsd; }
    double time(const Candidate& c) const { return c.expectedHours; }
    void prepareScores(const QVector<Candidate>& candidates, const QVector<int>& eligible);
    int group(const Candidate& c) const { return c.fits ? (c.withinConstraints ? 0 : 1) : 2; }
    std::tuple<int, double, double> score(const Candidate& c) const;

    QVector<Candidate> all;
    SkippedHardware skipped; // why hardware gave no candidate: said when nothing at all was evaluated

private:
    // What the precisions of one job share.
    struct JobSetup
    {
        QString hw;
        Job job;
        Runtime runtime = Runtime::Xla;
        RuntimeProfile profile;
        Efficiency eff;
        QVector<Mesh> meshes;
        QVector<Offload> offloads;
        QVector<Offering> offers;
    };
    void addPrecision(const JobSetup& js, Precision precision);
    void addSplit(const JobSetup& js, Precision precision, const Checkpointing& ck, const Split& sp,
                  const StorageInputs& st);
    void noteBatchSkipped(const QString& hw, const Job& job);

    const Planner& m_planner;
    const PlanInput& m_in;
    QDate m_today;
    PlanResult& m_result;
    MemoryModel m_memory;
    double m_steps = 0;
    QVector<Checkpointing> m_ckpts;
    QVector<int> m_calibratedRuntimes; // each applied calibration is noted once
    QStringList m_meshNotes; // mesh problems of explicit mesh choices, noted once each
    double m_minCost = INFINITY;
    double m_minHours = INFINITY;
};

QVector<Planner::Search::Job> Planner::Search::jobs(const QString& hw) const
{
    const PlanInput& in = m_in;
    const DeviceInfo single = *m_planner.m_catalog.device(hw);
    // the jobs this hardware makes: a slice (times the slices asked for), or GPU jobs of 1, 2, 4 ... 64 GPUs, as
    // the catalog lists every slice size of a TPU generation (docs/sharding-model.md section 6)
    const bool autoGpus = !single.isTpu && in.gpuDevices <= 0 && in.model.isDecoder();
    QVector<int> jobSizes;
    if (single.isTpu && in.slices <= 0 && in.model.isDecoder() && m_planner.largestSliceOfGeneration(hw))
        jobSizes << 1 << 2 << 4; // beyond the largest slice: multislice over DCN (MaxText dcn_data_parallelism)
    else if (single.isTpu)
        jobSizes << std::max(1, in.slices);
    else if (!autoGpus)
        jobSizes << std::max(1, in.gpuDevices);
    else
        jobSizes << 1 << 2 << 4 << 8 << 16 << 32 << 64;
    QVector<Job> out;
    for (const int jobSize : jobSizes)
        out << Job{single, single.isTpu ? single : gpuJob(single, jobSize), single.isTpu ? jobSize : 1, autoGpus};
    return out;
}

void Planner::Search::noteBatchSkipped(const QString& hw, const Job& job)
{
    skipped.batch << jobText(hw, job.dev, job.slices);
    if (!m_in.hardware.isEmpty() && !job.autoGpus)
        m_result.notes << Reason{QStringLiteral("batch-not-divisible"),
                                 Tr::tr("%1 is skipped: the global batch %2 does not split evenly over its %3 devices")
                                     .arg(hw)
                                     .arg(m_in.globalBatch)
                                     .arg(job.dev.devices * job.slices)};
}

void Planner::Search::configure(const QString& hw, const Job& job, const QVector<Offering>& offers)
{
    const PlanInput& in = m_in;
    const DeviceInfo& dev = job.dev;
    const int jobDevices = dev.devices * job.slices;
    JobSetup js;
    js.hw = hw;
    js.job = job;
    js.offers = offers;
    // each mesh splits the global batch over its groups of devices that share sequences (Mesh::batchGroup): those it
    // does not divide evenly are left out
    js.meshes = meshOptions(in, dev, job.slices, m_meshNotes, m_result.notes);
    js.meshes.erase(std::remove_if(js.meshes.begin(), js.meshes.end(),
                                   [&](const Mesh& m) { return m.groupBatch(in.globalBatch) == 0; }),
                    js.meshes.end());
    if (js.meshes.isEmpty() && in.globalBatch % jobDevices != 0) {
        noteBatchSkipped(hw, job);
        return;
    }
    js.runtime = runtimeFor(dev, in.gpuRuntime);
    const CalibratedProfile calibrated = m_planner.profileFor(js.runtime, in.model);
    js.profile = calibrated.profile;
    if (calibrated.applied && !m_calibratedRuntimes.contains(int(js.runtime))) {
        m_calibratedRuntimes << int(js.runtime);
        m_result.notes << Reason{QStringLiteral("calibration-applied"), calibrated.note};
    }
    js.eff = m_planner.efficiencyFor(in, dev, js.runtime);
    js.offloads = {Offload{}};
    if (in.offload)
        js.offloads = {*in.offload};
    else if (in.model.isDecoder() && dev.hostRamBytes > 0)
        // least traffic first: the optimizer states move once per step, the saved activations twice per micro-step,
        // the parameters stream in for every layer; where the host's RAM is not in the catalog nothing is offloaded
        // unasked, since the fit on the host cannot be checked
        js.offloads << Offload{true, false, false} << Offload{false, false, true} << Offload{true, false, true}
                    << Offload{true, true, false} << Offload{true, true, true};
    const int evaluatedBefore = all.size();
    for (Precision precision : in.precisions)
        addPrecision(js, precision);
    // only context groups split the batch here, and no sequence needed one
    if (all.size() == evaluatedBefore && in.globalBatch % jobDevices != 0)
        noteBatchSkipped(hw, job);
    else if (all.size() == evaluatedBefore)
        skipped.unusable << Tr::tr("%1 (%2)").arg(jobText(hw, dev, job.slices),
                                                  unusableReason(m_memory, in, dev, js.runtime, js.meshes.isEmpty()));
}

void Planner::Search::addPrecision(const JobSetup& js, Precision precision)
{
    const PlanInput& in = m_in;
    const DeviceInfo& dev = js.job.dev;
    TrainingConfig cfg = in.baseConfig(precision, js.runtime);
    if (!m_memory.incompatibility(cfg, dev).isEmpty())
        return;
    // a saved checkpoint holds the fp32 weights and the whole optimizer states (not the 16-bit working copy that some
    // runtimes keep beside the fp32 master weights); LoRA and QLoRA save the adapters only: the base is the published
    // model (PEFT save_pretrained)
    const MemoryEstimate whole = m_memory.estimate(cfg, js.job.single, js.profile);
    const double savedParameters
        = in.finetune == FinetuneMode::Full ? double(whole.parameterCount) : double(whole.adapters.adapterParameters);
    StorageInputs st;
    st.datasetGiB = in.datasetGiB;
    st.checkpointGiB = bytesToGiB(4.0 * savedParameters + whole.memory.optimizerStates);
    st.usdPerGiBMonth = m_result.storageUsdPerGiBMonth;
    m_result.checkpointGiB = st.checkpointGiB;
    int fullBatch = -1; // the batch split full checkpointing reached for this precision
    for (const Checkpointing& ck : m_ckpts) {
        if (!checkpointingRuns(ck, in.model, js.runtime))
            continue;
        // a placement that offloads needs the host's RAM in the catalog, as offload does
        if (placementOf(ck) && placementOf(ck)->offloadsAny() && dev.hostRamBytes <= 0)
            continue;
        cfg.checkpointing = ck;
        const QVector<Split> splits = searchLevers(m_memory, cfg, dev, js.profile, in, js.meshes, js.offloads);
        for (const Split& sp : splits) {
            // every-K recomputes every layer once, as full checkpointing does, and keeps more: at the same batch split
            // it is dominated by full checkpointing, so it is only listed when it is the only one allowed
            if (ck.kind == CheckpointingKind::Full && sp.fits && fullBatch < 0)
                fullBatch = sp.config.batchPerDevice;
            if (ck.kind == CheckpointingKind::EveryK && sp.fits && fullBatch == sp.config.batchPerDevice)
                continue;
            addSplit(js, precision, ck, sp, st);
        }
    }
}

void Planner::Search::addSplit(const JobSetup& js, Precision precision, const Checkpointing& ck, const Split& sp,
                               const StorageInputs& st)
{
    const PlanInput& in = m_in;
    const DeviceInfo& dev = js.job.dev;
    Candidate base;
    base.hardware = js.hw;
    base.device = dev;
    base.slices = js.job.slices;
    base.mesh = sp.config.mesh;
    base.pipeline = sp.config.pipeline;
    base.offload = sp.config.offload;
    base.precision = precision;
    base.checkpointing = ck;
    base.lossChunks = sp.config.lossChunks;
    base.optimizer = sp.config.optimizer;
    base.runtime = js.runtime;
    base.batchPerDevice = sp.config.batchPerDevice;
    base.accumulation = sp.config.accumulationSteps;
    base.fits = sp.fits;
    base.memory = sp.estimate;
    TrainingConfig plain = sp.config;
    plain.checkpointing = Checkpointing{};
    base.totalWithoutCheckpointing = m_memory.estimate(plain, dev, js.profile).memory.total();
    base.step = stepTime(in.model, in.head, sp.config, dev, js.eff, &sp.estimate.sharding);
    base.efficiency = js.eff;
    base.steps = m_steps;
    base.workHours = m_steps * base.step.seconds / 3600.0;
    base.workHoursBand
        = Band{m_steps * base.step.secondsBand.low / 3600.0, m_steps * base.step.secondsBand.high / 3600.0};
    PreemptionMemo preemption(base.workHours, base.workHoursBand);
    for (const Offering& o : js.offers) {
        all << base; // filled in place: a candidate is a large struct
        Candidate& c = all.last();
        c.offering = o.forUnits(priceUnits(dev, js.job.slices));
        const PreemptionMemo::Entry& pe = preemption.get(m_planner.preemptionFor(in, c.offering));
        c.preemption = pe.outcome;
        c.expectedHours = c.preemption.expectedHours;
        c.cost = priceRun(c.offering, c.workHours + c.preemption.checkpointOverheadHours, st);
        c.expectedCostUsd = priceRun(c.offering, c.expectedHours, st).totalUsd();
        // the band's hours priced (docs/time-model.md section 8)
        c.expectedHoursBand = pe.expectedHoursBand;
        c.expectedCostBand = Band{priceRun(c.offering, pe.expectedHoursBand.low, st).totalUsd(),
                                  priceRun(c.offering, pe.expectedHoursBand.high, st).totalUsd()};
        c.priced = o.priceListed();
        c.stalePrice = c.priced && Catalog::isStale(o.price.asOf, m_today);
        // a budget cannot be met by a price nobody published
        c.withinConstraints = (in.deadlineHours <= 0 || c.expectedHours <= in.deadlineHours)
            && (in.budgetUsd <= 0 || (c.priced && c.expectedCostUsd <= in.budgetUsd));
    }
}

void Planner::Search::prepareScores(const QVector<Candidate>& candidates, const QVector<int>& eligible)
{
    for (int i : eligible) {
        m_minCost = std::min(m_minCost, candidates[i].expectedCostUsd);
        m_minHours = std::min(m_minHours, candidates[i].expectedHours);
    }
}

// the objective first, the other measure to break ties (compared in turn: a weighted sum would let a dear candidate's
// cost outweigh a real difference in hours). An unknown cost is neither free nor comparable: by time an unpriced
// candidate sits where its hours put it (a tie goes to the priced one); by cost or balanced every priced candidate
// comes first and the unpriced follow, by time (docs/cost-model.md section 6)
std::tuple<int, double, double> Planner::Search::score(const Candidate& c) const
{
    if (!c.priced)
        return {m_in.objective == Objective::Time ? 0 : 1, c.expectedHours, INFINITY};
    switch (m_in.objective) {
    case Objective::Cost:
        return {0, c.expectedCostUsd, c.expectedHours};
    case Objective::Time:
        return {0, c.expectedHours, c.expectedCostUsd};
    case Objective::Balanced:
        // product of the ratios to the best cost and the best time: a candidate twice as dear and half as long ties
        // with the best in both; free offerings are priced at one cent so that time still counts
        return {0, (std::max(c.expectedCostUsd, 0.01) / std::max(m_minCost, 0.01)) * (c.expectedHours / m_minHours),
                c.expectedCostUsd};
    }
    return {0, c.expectedCostUsd, c.expectedHours};
}

PlanResult Planner::plan(const PlanInput& in, const QDate& today) const
{
    PlanResult result;
    const StorageClass* storage = m_catalog.storageClass(QStringLiteral("standard"));
    result.storageUsdPerGiBMonth = storage ? storage->usdPerGiBMonth : 0.0;
    Search s(*this, in, today, result);
    const QStringList hardware = allowedHardware(in);
    search::forEachJob(m_catalog, hardware, in.regions, in.pricing, s);
    QVector<Candidate>& all = s.all;
    result.evaluated = all.size();
    if (const std::optional<Reason> note = unpricedNote(all, in.objective))
        result.notes << *note;
    for (const Candidate& c : all)
        result.fitting += c.fits ? 1 : 0;
    const search::Ranking ranking = search::rank(all, s, in.limit);
    for (int i : ranking.front) {
        all[i].pareto = true;
        ++result.paretoCount;
        result.paretoFront << all[i];
    }
    // keep the listed candidates, best first (moved: thousands of large structs)
    QVector<Candidate> ranked;
    ranked.reserve(ranking.order.size());
    for (int i : ranking.order)
        ranked.append(std::move(all[i]));
    all = std::move(ranked);
    for (int i = 0; i < all.size(); ++i)
        explain(all[i], in, result, i);
    // the first candidates' simulations are independent (each has its own candidate and seed): side by side, the
    // plan waits for the longest instead of the sum
    Candidate* const listed = all.data();
    std::vector<std::future<void>> simulations;
    for (int i = 1; i < std::min(int(all.size()), kSimulatedCandidates); ++i)
        simulations.push_back(std::async(std::launch::async, [this, listed, &in, i] { simulate(listed[i], in, i); }));
    if (!all.isEmpty())
        simulate(listed[0], in, 0);
    for (std::future<void>& f : simulations)
        f.get();
    if (result.evaluated == 0) {
        // no candidate at all: say what left none to evaluate, once (the skipped slices are in that note)
        result.notes.erase(
            std::remove_if(result.notes.begin(), result.notes.end(),
                           [](const Reason& n) { return n.code == QLatin1String("batch-not-divisible"); }),
            result.notes.end());
        result.notes << nothingEvaluatedNote(s.skipped, hardware.isEmpty(), in.globalBatch);
    } else if (result.fitting == 0) {
        result.notes << Reason{
            QStringLiteral("nothing-fits"),
            Tr::tr("No candidate fits: try checkpointing, bf16, a shorter sequence or a larger device.")};
        if (in.model.isDecoder() && in.finetune == FinetuneMode::Full && !all.isEmpty())
            result.notes << loraAlternative(in, all);
    }
    result.candidates = all;
    return result;
}

void Planner::simulate(Candidate& c, const PlanInput& in, int index) const
{
    if (c.spreadTried)
        return;
    c.spreadTried = true;
    if (!isInterruptible(c.offering.pricing) && c.preemption.forcedRestarts <= 0)
        return;
    const SimulationSpread spread
        = simulatePreemption(c.workHours, preemptionFor(in, c.offering, c.preemption.checkpointIntervalHours),
                             in.simulationRuns, in.seed + quint64(index));
    if (spread.runs == 0) {
        if (in.simulationRuns > 0)
            c.reasons << Reason{QStringLiteral("spread-not-simulated"),
                                Tr::tr("Too many checkpoints, preemptions or restarts to simulate the run one by one: "
                                       "only the expected time is shown, without its spread.")};
        return;
    }
    c.spread.emplace(spread);
    // every hour of the run is billed at the offering's rate plus the storage held meanwhile
    const double perHour = c.expectedHours > 0 ? c.expectedCostUsd / c.expectedHours : c.offering.totalUsdPerHour();
    c.expectedCostP10 = perHour * spread.p10Hours;
    c.expectedCostP50 = perHour * spread.p50Hours;
    c.expectedCostP90 = perHour * spread.p90Hours;
}

Reason Planner::loraAlternative(const PlanInput& in, const QVector<Candidate>& candidates) const
{
    // the candidate that came closest, and what LoRA (rank and targets of the plan) would need on its device, with
    // full checkpointing and a batch of 1: the cheapest way a decoder that cannot be trained fully still fits
    const Candidate* closest = &candidates.first();
    for (const Candidate& c : candidates)
        if (c.memory.memory.total() - c.device.memoryBytes
            < closest->memory.memory.total() - closest->device.memoryBytes)
            closest = &c;
    const MemoryModel memory(in.model, in.head);
    TrainingConfig cfg = candidateConfig(*closest, in);
    cfg.finetune = FinetuneMode::Lora;
    cfg.batchPerDevice = 1;
    cfg.accumulationSteps = 1;
    cfg.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    const MemoryEstimate lora = memory.estimate(cfg, closest->device, profileFor(closest->runtime, in.model).profile);
    const MemoryBreakdown& m = closest->memory.memory;
    const double usable = usableMemoryBytes(closest->device.memoryBytes, in.safetyMargin);
    const QString states = formatGiBValue(m.parameters + m.gradients + m.optimizerStates, QLocale(), 1);
    const QString word = deviceWord(closest->device);
    const QString needs = formatGiBValue(lora.memory.total(), QLocale(), 1);
    const QString room = formatGiBValue(usable, QLocale(), 1);
    const QString text = lora.memory.total() <= usable
        ? Tr::tr("%1 does not fit one %2 for full training: model states %3 GiB per %4. LoRA r=%5 (%6) needs %7 GiB "
                 "there with full checkpointing and a batch of 1, within the %8 GiB usable (--finetune lora).")
        : Tr::tr("%1 does not fit one %2 for full training: model states %3 GiB per %4. LoRA r=%5 (%6) would need "
                 "%7 GiB there with full checkpointing and a batch of 1, still more than the %8 GiB usable.");
    return Reason{QStringLiteral("finetune-alternative"),
                  text.arg(in.model.name, closest->hardware, states, word)
                      .arg(in.loraRank)
                      .arg(loraTargetsId(in.loraTargets), needs, room)};
}

void Planner::explainSharding(Candidate& c, const ModelSpec& model)
{
    const QString word = deviceWord(c.device);
    const ShardingDetail& sd = c.memory.sharding;
    const QLocale locale;
    if (c.mesh.splitsStates())
        c.reasons << Reason{
            QStringLiteral("sharding"),
            Tr::tr("%1 (%2): a full replica of the model states needs %3 GiB per %4; sharded, they take %5 GiB.")
                .arg(shardingStrategyLabel(c.mesh.strategy), meshText(c.mesh),
                     formatGiBValue(sd.replicatedStates, locale, 1), word,
                     formatGiBValue(sd.shardedStates, locale, 1))};
    if (c.mesh.expert > 1)
        c.reasons << Reason{
            QStringLiteral("expert-parallel"),
            Tr::tr("Expert parallel %1: the routed experts' states need %2 GiB per %3 unsplit; over the expert axis%4 "
                   "they take %5 GiB, and each %3 computes %6 of the %7 experts of an MoE layer for the tokens the "
                   "all-to-all sends it.")
                .arg(c.mesh.expert)
                .arg(formatGiBValue(sd.expertStatesUnsplit, locale, 1), word,
                     c.mesh.strategy == ShardingStrategy::Fsdp ? Tr::tr(" and fsdp") : QString(),
                     formatGiBValue(sd.expertStates, locale, 1))
                .arg(model.experts / c.mesh.expert)
                .arg(model.experts)};
    if (c.mesh.stage > 1)
        c.reasons << Reason{
            QStringLiteral("pipeline"),
            Tr::tr("Pipeline %1 × tensor %2: without the stage axis the model states need %3 GiB per %4; stage %5, "
                   "the heaviest, of %6 layers takes %7 GiB of them; the bubble costs %8 % of the step (%9).")
                .arg(c.mesh.stage)
                .arg(c.mesh.tensor)
                .arg(formatGiBValue(sd.stageUnsplitStates, locale, 1), word)
                .arg(c.memory.stageIndex + 1)
                .arg(c.memory.stageLayers)
                .arg(formatGiBValue(sd.shardedStates, locale, 1), formatNumber(c.step.bubbleShare * 100, locale, 1),
                     Tr::tr("%1, %2 microbatches").arg(c.step.pipelineSchedule).arg(c.step.microbatches))};
    if (sd.gatheredLayers > 0)
        c.reasons << Reason{QStringLiteral("gathered-unit"),
                            (c.runtime == Runtime::Xla
                                 ? Tr::tr("Gathered at a time: the weights of two layers (one computing, one "
                                          "prefetched), %1 GiB per %2; XLA reduce-scatters the gradients matrix by "
                                          "matrix.")
                                 : sd.gatheredLayers > 1 ? Tr::tr("Gathered at a time: the weights of two layers (one "
                                                                  "computing, one prefetched) and one layer's "
                                                                  "gradient, %1 GiB per %2.")
                                                         : Tr::tr("Gathered at a time: the weights of one layer and "
                                                                  "its gradient, %1 GiB per %2."))
                                .arg(formatGiBValue(sd.gatheredWeights, locale, 2), word)};
    // whatever leaves the device: the plan's offload, and the tensors a checkpointing placement offloads
    if (sd.offloadedBytes() > 0) {
        const QString ram = sd.hostRamBytes > 0
            ? Tr::tr("of the %1 GB of host RAM").arg(formatGBValue(sd.hostRamBytes, QLocale(), 0))
            : Tr::tr("(host RAM not in the catalog: check it)");
        QStringList what;
        if (c.offload.any())
            what << offloadId(c.offload);
        if (placementOf(c.checkpointing) && placementOf(c.checkpointing)->offloadsAny())
            what << Tr::tr("activations placed by %1").arg(checkpointingKindId(c.checkpointing.kind));
        c.reasons << Reason{QStringLiteral("offload"),
                            Tr::tr("Host offload (%1): %2 GiB per %3 leave the device, %4 GiB per host %5.")
                                .arg(what.join(QStringLiteral(", ")), formatGiBValue(sd.offloadedBytes(), locale, 1),
                                     word, formatGiBValue(sd.hostBytesPerHost, locale, 1), ram)};
    }
    const StepTime& st = c.step;
    switch (st.bound) {
    case StepBound::Communication:
        c.reasons << Reason{
            QStringLiteral("communication-bound"),
            Tr::tr("Communication-bound: %1 tokens per %2 is below the ≈%3 where %4 hides behind compute "
                   "(%5 s of communication, %6 s of compute per step).")
                .arg(formatNumber(st.tokensPerDevice, 0), word, formatNumber(st.hideTokensPerDevice, 0),
                     collectiveLabel(c), formatNumber(st.communication.total(), 3),
                     formatNumber(st.computeSeconds, 3))};
        break;
    case StepBound::HostTransfer:
        c.reasons << Reason{QStringLiteral("host-transfer-bound"),
                            Tr::tr("Host-transfer-bound: moving %1 GiB over PCIe takes %2 s per step, more than the "
                                   "%3 s of compute.")
                                .arg(formatGiBValue(sd.hostTransferBytes, locale, 1),
                                     formatNumber(st.communication.hostTransfer, 3),
                                     formatNumber(st.computeSeconds, 3))};
        break;
    case StepBound::Compute:
        if (st.hideTokensPerDevice > 0)
            c.reasons << Reason{QStringLiteral("compute-bound"),
                                Tr::tr("Compute-bound: %1 s of communication per step hides behind %2 s of compute "
                                       "(%3 tokens per %4, above the ≈%5 where %6 would show).")
                                    .arg(formatNumber(st.communication.total(), 3), formatNumber(st.computeSeconds, 3),
                                         formatNumber(st.tokensPerDevice, 0), word,
                                         formatNumber(st.hideTokensPerDevice, 0), collectiveLabel(c))};
        else if (st.communication.total() > 0) // tensor parallelism alone: its traffic grows with the tokens
            c.reasons << Reason{
                QStringLiteral("compute-bound"),
                Tr::tr("Compute-bound: %1 s of tensor-parallel communication per step hides behind "
                       "%2 s of compute.")
                    .arg(formatNumber(st.communication.total(), 3), formatNumber(st.computeSeconds, 3))};
        break;
    }
    if (!st.communication.linksKnown)
        c.reasons << Reason{QStringLiteral("links-unknown"),
                            Tr::tr("A link bandwidth this mesh needs is not in the catalog for %1: that "
                                   "communication is not counted.")
                                .arg(c.device.isTpu ? c.device.generationName : c.hardware)};
}

// Why the candidate splits its sequences over a context axis: one sequence's activations per device without it, and
// with it, from the memory model (docs/sharding-model.md section 12).
void Planner::explainContext(Candidate& c, const PlanInput& in) const
{
    if (c.mesh.context <= 1)
        return;
    const MemoryModel memory(in.model, in.head);
    const RuntimeProfile profile = profileFor(c.runtime, in.model).profile;
    TrainingConfig one = candidateConfig(c, in);
    one.batchPerDevice = 1;
    one.accumulationSteps = 1;
    const double split = memory.estimate(one, c.device, profile).memory.activations;
    one.mesh.context = 1;
    one.mesh.fsdp *= c.mesh.context; // the same devices, the states as sharded
    const double whole = memory.estimate(one, c.device, profile).memory.activations;
    const QLocale locale;
    c.reasons << Reason{
        QStringLiteral("context-parallel"),
        Tr::tr("Context parallel %1: one %2-token sequence needs %3 GiB of activations per %4; split over the %1 "
               "devices of the context axis it takes %5 GiB, the keys and values the %6 brings included.")
            .arg(c.mesh.context)
            .arg(locale.toString(in.seqLen), formatGiBValue(whole, locale, 1), deviceWord(c.device),
                 formatGiBValue(split, locale, 1), contextSchemeId(contextSchemeFor(c.runtime)))};
}

void Planner::explain(Candidate& c, const PlanInput& in, const PlanResult& result, int rank) const
{
    if (c.mesh.stage > 1) {
        // each stage's total, for the detail (the search kept the heaviest only)
        const MemoryModel memory(in.model, in.head);
        const RuntimeProfile profile = profileFor(c.runtime, in.model).profile;
        for (const MemoryEstimate& stage : memory.stageEstimates(candidateConfig(c, in), c.device, profile))
            c.stageTotals << stage.memory.total();
    }
    const double usable = usableMemoryBytes(c.device.memoryBytes, in.safetyMargin);
    const QString word = deviceWord(c.device);
    const double totalMem = c.memory.memory.total();
    if (c.fits) {
        c.reasons << Reason{
            QStringLiteral("fits"),
            Tr::tr("Fits: %1 GiB of the %2 GiB per %3 (%4 % kept free as a safety margin).")
                .arg(formatGiBValue(totalMem, QLocale(), 1), formatGiBValue(c.device.memoryBytes, QLocale(), 1), word)
                .arg(formatNumber(in.safetyMargin * 100, 0))};
    } else if (!c.memory.sharding.hostFits && totalMem <= usable) {
        // the device has room: what host offload puts on the host is what does not fit (docs/sharding-model.md
        // section 3)
        c.reasons << Reason{
            QStringLiteral("does-not-fit"),
            Tr::tr("Does not fit the host: offload (%1) puts %2 GiB on each host, more than its %3 GB of RAM (the "
                   "%4 itself would need %5 GiB).")
                .arg(offloadId(c.offload), formatGiBValue(c.memory.sharding.hostBytesPerHost, QLocale(), 1),
                     formatGBValue(c.memory.sharding.hostRamBytes, QLocale(), 0), word,
                     formatGiBValue(totalMem, QLocale(), 1))};
    } else {
        c.reasons << Reason{
            QStringLiteral("does-not-fit"),
            Tr::tr("Does not fit: even a batch of 1 needs %1 GiB, more than the %2 GiB usable per %3.")
                .arg(formatGiBValue(totalMem, QLocale(), 1), formatGiBValue(usable, QLocale(), 1), word)};
    }
    if (!c.fits) {
        const double states = c.memory.memory.parameters + c.memory.memory.gradients + c.memory.memory.optimizerStates;
        if (states > usable && c.mesh.shardDegree() <= 1)
            c.reasons << Reason{QStringLiteral("model-states"),
                                Tr::tr("The model states alone (weights, gradients, optimizer states) need %1 GiB "
                                       "per %2: every %2 holds a full replica.")
                                    .arg(formatGiBValue(states, QLocale(), 1), word)};
        else if (states > usable)
            c.reasons << Reason{
                QStringLiteral("model-states"),
                Tr::tr("The model states alone need %1 GiB per %2 even sharded (%3) over %4 devices.")
                    .arg(formatGiBValue(states, QLocale(), 1), word, shardingStrategyId(c.mesh.strategy))
                    .arg(c.mesh.shardDegree())};
    }
    explainSharding(c, in.model);
    explainContext(c, in);
    if (in.model.isDecoder())
        c.reasons << Reason{QStringLiteral("attention"),
                            c.memory.activation.flashAttention
                                ? Tr::tr("Attention: %1, which keeps no s x s probabilities.")
                                      .arg(attentionKernelName(AttentionImpl::Flash, c.device))
                                : Tr::tr("Attention: eager; the s x s probabilities of every head are stored.")};
    // the nominal capacity stays in view: "fits" uses what XLA lets a program allocate (resources/catalog)
    if (c.device.nominalMemoryBytes > 0 && std::abs(c.device.nominalMemoryBytes - c.device.memoryBytes) > 1)
        c.reasons << Reason{QStringLiteral("usable-memory"),
                            Tr::tr("%1 GiB usable per %2, as XLA reports it, of %3 GiB nominal.")
                                .arg(formatGiBValue(c.device.memoryBytes, QLocale(), 1), word,
                                     formatGiBValue(c.device.nominalMemoryBytes, QLocale(), 1))};
    if (c.checkpointing.kind != CheckpointingKind::None) {
        if (c.totalWithoutCheckpointing > usable)
            c.reasons << Reason{QStringLiteral("needs-checkpointing"),
                                Tr::tr("%1 needs checkpointing: without it %2 GiB exceed the %3 GiB usable per %4.")
                                    .arg(c.hardware, formatGiBValue(c.totalWithoutCheckpointing, QLocale(), 1),
                                         formatGiBValue(usable, QLocale(), 1), word)};
        // the recompute runs at the step's utilisation, so it adds its share of FLOPs to the time
        const double extraHours = c.workHours * c.step.recomputeShare / (1.0 + c.step.recomputeShare);
        c.reasons << Reason{QStringLiteral("checkpointing-cost"),
                            Tr::tr("Checkpointing (%1) recomputes part of the forward pass: +%2 % step time, %3 h of "
                                   "the %4 h of compute.")
                                .arg(checkpointingId(c.checkpointing))
                                .arg(formatNumber(c.step.recomputeShare * 100, 0))
                                .arg(formatNumber(extraHours, 1), formatNumber(c.workHours, 1))};
    }
    if (c.mesh.stage > 1)
        // a pipeline's devices share its sequences (TrainingConfig::batchPerDevice counts per batch group)
        c.reasons << Reason{QStringLiteral("batch-split"),
                            Tr::tr("Batch %1 per pipeline (%2 microbatches) × %3 accumulation step(s) × %4 %5s ÷ %6 "
                                   "devices sharing its sequences = global batch %7.")
                                .arg(c.batchPerDevice)
                                .arg(c.pipeline.microbatches)
                                .arg(c.accumulation)
                                .arg(c.device.devices * c.slices)
                                .arg(word)
                                .arg(c.mesh.batchGroup())
                                .arg(in.globalBatch)};
    else
        c.reasons << Reason{QStringLiteral("batch-split"),
                            Tr::tr("Batch %1 per %2 × %3 accumulation step(s) × %4 devices = global batch %5.")
                                .arg(formatBatch(c.perDeviceBatch(), QLocale()))
                                .arg(word)
                                .arg(c.accumulation)
                                .arg(c.device.devices * c.slices)
                                .arg(in.globalBatch)};
    c.reasons << Reason{QStringLiteral("time"),
                        Tr::tr("%1 per step (the band is the spread of the published runs the model was fitted on) "
                               "at %2 % MFU of the %3 TFLOPS peak per device; %4 steps take %5.")
                            .arg(secondsWithBand(c.step.seconds, c.step.secondsBand, QLocale(), -1),
                                 formatNumber(c.step.mfu * 100, 0), formatNumber(c.step.peakFlopsPerDevice / kTera, 0),
                                 QLocale().toString(c.steps, 'f', 0), hoursWithBand(c.workHours, c.workHoursBand))};
    c.reasons << Reason{QStringLiteral("roofline"), rooflineText(c.step, c.efficiency)};
    if (c.preemption.expectedPreemptions > 0 || c.preemption.forcedRestarts > 0) {
        c.reasons << Reason{
            QStringLiteral("preemption"),
            Tr::tr("%1: expect %2 preemption(s) and %3 forced restart(s); saving a checkpoint every %4 h "
                   "(Young/Daly) the run takes %5 instead of %6 h.")
                .arg(pricingModelId(c.offering.pricing), formatNumber(c.preemption.expectedPreemptions, 1),
                     formatNumber(c.preemption.forcedRestarts, 1),
                     formatNumber(c.preemption.checkpointIntervalHours, 2),
                     hoursWithBand(c.expectedHours, c.expectedHoursBand), formatNumber(c.workHours, 1))};
    }
    if (c.offering.pricing == PricingModel::Preemptible && c.preemption.forcedRestarts > 0)
        c.reasons << Reason{QStringLiteral("24h-limit"),
                            Tr::tr("Preemptible machines stop after 24 hours: the run restarts "
                                   "from its last checkpoint %1 time(s) on average.")
                                .arg(formatNumber(c.preemption.forcedRestarts, 1))};
    if (maxDurationHours(c.offering.pricing) > 0
        && c.offering.sessionLimitHours >= maxDurationHours(c.offering.pricing))
        // calendar-mode and flex-start capacity ends after its term, as a preemptible machine stops after 24 h
        c.reasons << Reason{QStringLiteral("duration-limit"),
                            Tr::tr("%1 capacity lasts at most %2 days: the run needs %3 new reservation(s) on "
                                   "average, and resumes from its last checkpoint on each.")
                                .arg(pricingModelId(c.offering.pricing),
                                     formatNumber(maxDurationHours(c.offering.pricing) / 24.0, 0),
                                     formatNumber(c.preemption.forcedRestarts, 1))};
    else if (c.offering.sessionLimitHours > 0)
        c.reasons << Reason{QStringLiteral("session-limit"),
                            Tr::tr("The session limit of %1 h stops the run %2 time(s) on average (a preemption also "
                                   "starts a new session); each time it resumes from its last checkpoint.")
                                .arg(formatNumber(c.offering.sessionLimitHours, 0))
                                .arg(formatNumber(c.preemption.forcedRestarts, 1))};
    if (c.offering.pricing == PricingModel::Commit1y || c.offering.pricing == PricingModel::Commit3y) {
        // a commitment is billed for its whole term whether used or not (core/cost/CostModel.h, docs/cost-model.md)
        const int years = c.offering.pricing == PricingModel::Commit1y ? 1 : 3;
        const double termHours = commitmentTermHours(c.offering.pricing);
        c.reasons << Reason{
            QStringLiteral("commitment"),
            Tr::tr("A %1-year committed-use discount bills its whole term, %2 h, whether the run uses it "
                   "or not: %3 for the accelerator. It pays only when other work fills the term.")
                .arg(years)
                .arg(QLocale().toString(termHours, 'f', 0), formatUsd(termHours * c.offering.acceleratorUsdPerHour))};
    }
    if (c.stalePrice)
        c.reasons << Reason{QStringLiteral("stale-price"),
                            Tr::tr("The price (%1, %2) is older than %3 months: check it before you rely on it.")
                                .arg(c.offering.price.source, c.offering.price.asOf.toString(Qt::ISODate))
                                .arg(Catalog::kStaleAfterMonths)};
    if (!c.withinConstraints)
        c.reasons << constraintReasons(c, in);
    if (c.fits && c.withinConstraints) {
        // first by cost with an unknown price: no candidate with a listed price fits and meets the constraints
        if (rank == 0 && !c.priced && in.objective != Objective::Time)
            c.reasons << Reason{QStringLiteral("rank-best"),
                                Tr::tr("First by time among %1 candidates that fit: none that fits and meets the "
                                       "constraints has a listed price to rank by %2.")
                                    .arg(result.fitting)
                                    .arg(objectiveId(in.objective))};
        else if (rank == 0)
            c.reasons << Reason{
                QStringLiteral("rank-best"),
                Tr::tr("Best by %1 among %2 candidates that fit.").arg(objectiveId(in.objective)).arg(result.fitting)};
        if (c.pareto)
            c.reasons << Reason{QStringLiteral("pareto"),
                                Tr::tr("On the Pareto front: nothing else is both cheaper and faster.")};
    }
    if (!c.priced) {
        c.reasons << priceNotListedReason(c, in.objective);
        return;
    }
    c.reasons << Reason{QStringLiteral("cost"),
                        Tr::tr("Cost %1 (accelerator %2, host %3, storage %4); expected %5 with preemptions "
                               "(%6–%7 over the time model's band).")
                            .arg(formatUsd(c.cost.totalUsd()), formatUsd(c.cost.acceleratorUsd),
                                 formatUsd(c.cost.hostUsd), formatUsd(c.cost.storageUsd), formatUsd(c.expectedCostUsd),
                                 formatUsd(c.expectedCostBand.low), formatUsd(c.expectedCostBand.high))};
}

} // namespace tpuplan
