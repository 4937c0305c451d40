// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartData.h"

#include "memory/MemoryModel.h"
#include "memory/Pipeline.h"
#include "memory/RuntimeProfile.h"
#include "util/Units.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

TrainingConfig candidateConfig(const Candidate& c, const PlanInput& in)
{
    TrainingConfig cfg;
    cfg.seqLen = in.seqLen;
    cfg.batchPerDevice = c.batchPerDevice;
    cfg.accumulationSteps = c.accumulation;
    cfg.precision = c.precision;
    cfg.optimizer = in.optimizer;
    cfg.checkpointing = c.checkpointing;
    cfg.dropout = in.dropout;
    cfg.runtime = c.runtime;
    in.applyTrainingChoices(cfg);
    cfg.mesh = c.mesh;
    cfg.pipeline = c.pipeline;
    cfg.offload = c.offload;
    return cfg;
}

QVector<int> seqLenSweep(int maxPositions, int current, int count)
{
    QVector<int> out;
    if (maxPositions < 1)
        return out;
    const int lo = std::min(128, maxPositions);
    count = std::max(count, 2);
    const double step = double(maxPositions - lo) / double(count - 1);
    for (int i = 0; i < count; ++i) {
        const double v = lo + step * i;
        const int grain = v >= 512 ? 64 : 8;
        const int rounded = int(std::lround(v / grain)) * grain;
        out << std::clamp(rounded, lo, maxPositions);
    }
    out << maxPositions;
    if (current >= 1 && current <= maxPositions)
        out << current;
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

namespace {
constexpr int kContextChartTokens = 1 << 20;

bool reachesPastPositions(const ModelSpec& model, const Mesh& mesh)
{
    // learned position embeddings stop at their table; rotary positions scale (the parameters do not change)
    return mesh.context > 1 && model.isDecoder() && !model.learnedPositions;
}
} // namespace

int seqLenChartMax(const ModelSpec& model, const Mesh& mesh)
{
    return reachesPastPositions(model, mesh) ? std::max(model.maxPositions, kContextChartTokens) : model.maxPositions;
}

SeqLenMemorySeries memoryVsSeqLen(const ModelSpec& spec, const HeadConfig& head, const TrainingConfig& config,
                                  const DeviceInfo& device, const QVector<int>& lengths,
                                  const std::optional<RuntimeProfile>& runtimeProfile)
{
    SeqLenMemorySeries s;
    s.checkpointing = config.checkpointing.kind == CheckpointingKind::None ? Checkpointing{CheckpointingKind::Full, 1}
                                                                           : config.checkpointing;
    ModelSpec model = spec;
    if (reachesPastPositions(spec, config.mesh))
        model.maxPositions = seqLenChartMax(spec, config.mesh);
    const MemoryModel memory(model, head);
    const RuntimeProfile profile = runtimeProfile ? *runtimeProfile : defaultRuntimeProfile(config.runtime);
    TrainingConfig plain = config;
    plain.checkpointing = Checkpointing{};
    TrainingConfig checkpointed = config;
    checkpointed.checkpointing = s.checkpointing;
    for (int len : lengths) {
        plain.seqLen = len;
        checkpointed.seqLen = len;
        if (!memory.incompatibility(plain, device).isEmpty())
            continue;
        s.without << QPointF(len, bytesToGiB(memory.estimate(plain, device, profile).memory.total()));
        s.withCheckpointing << QPointF(len, bytesToGiB(memory.estimate(checkpointed, device, profile).memory.total()));
    }
    s.current = QPointF(config.seqLen, bytesToGiB(memory.estimate(config, device, profile).memory.total()));
    return s;
}

QVector<HbmSize> hbmSizesInPlay(const QVector<Candidate>& candidates)
{
    QVector<HbmSize> out;
    for (const Candidate& c : candidates) {
        auto it
            = std::find_if(out.begin(), out.end(), [&](const HbmSize& h) { return h.bytes == c.device.memoryBytes; });
        if (it == out.end()) {
            out << HbmSize{c.device.memoryBytes, bytesToGiB(c.device.memoryBytes), {c.hardware}};
        } else if (!it->hardware.contains(c.hardware)) {
            it->hardware << c.hardware;
        }
    }
    std::sort(out.begin(), out.end(), [](const HbmSize& a, const HbmSize& b) { return a.bytes < b.bytes; });
    return out;
}

MemoryBarGiB memoryBarGiB(const Candidate& c, double safetyMargin, HeadKind head)
{
    const MemoryBreakdown& m = c.memory.memory;
    const AdapterDetail& ad = c.memory.adapters;
    // the logits are counted before the runtime's factor, which multiplies every activation (MemoryModel::estimate)
    const double logits = head == HeadKind::CausalLm ? c.memory.activation.logitsBytes() : 0.0;
    const ShardingDetail& sd = c.memory.sharding;
    // the routed experts' weights, gradients and optimizer states (MoE; in the three parts above) as a part of their
    // own: taken out of each of the three in proportion, as the memory model stores every parameter with one mix of
    // bytes; 0 for a dense model, which leaves the three exactly as they were
    const double weights = m.parameters - ad.adapterWeights;
    const double gradients = m.gradients - ad.adapterGradients;
    const double optimizer = m.optimizerStates - ad.adapterOptimizerStates;
    const double states = weights + gradients + optimizer;
    const double experts = states > 0 ? std::clamp(sd.expertStates, 0.0, states) : 0.0;
    const double kept = states > 0 ? 1.0 - experts / states : 1.0;
    MemoryBarGiB bar;
    bar.parameters = bytesToGiB(weights * kept);
    bar.gradients = bytesToGiB(gradients * kept);
    bar.optimizerStates = bytesToGiB(optimizer * kept);
    bar.expertStates = bytesToGiB(experts);
    bar.adapters = bytesToGiB(ad.adapterWeights + ad.adapterGradients + ad.adapterOptimizerStates);
    bar.activations = bytesToGiB(m.activations - logits);
    bar.logits = bytesToGiB(logits);
    bar.runtimeOverhead = bytesToGiB(m.runtimeOverhead);
    bar.sharding = bytesToGiB(m.sharding);
    bar.total = bytesToGiB(m.total());
    bar.shardedAway = bytesToGiB(std::max(0.0, sd.replicatedStates - sd.shardedStates));
    bar.offloaded = bytesToGiB(sd.offloadedBytes());
    bar.deviceMemory = bytesToGiB(c.device.memoryBytes);
    bar.usable = bytesToGiB(usableMemoryBytes(c.device.memoryBytes, safetyMargin));
    return bar;
}

QVector<StepSplitPoint> stepTimeAcrossJobs(const PlanInput& in, const Candidate& c, const Catalog& catalog,
                                           const std::optional<RuntimeProfile>& runtimeProfile)
{
    // the jobs to compare: the slices of the candidate's generation (each times its slices), or its GPU in jobs of
    // 1, 2, 4 ... 64 (the sizes the planner tries, docs/sharding-model.md section 6), smallest first
    QVector<DeviceInfo> jobs;
    if (c.device.isTpu) {
        for (const Slice& s : catalog.slices())
            if (s.generation == c.device.generation)
                if (const std::optional<DeviceInfo> d = catalog.device(s.name))
                    jobs << *d;
        // of two slice shapes with one device count, the candidate's own comes first (it is the one kept)
        const QString own = c.device.hardware;
        std::stable_sort(jobs.begin(), jobs.end(), [&own](const DeviceInfo& a, const DeviceInfo& b) {
            if (a.devices != b.devices)
                return a.devices < b.devices;
            return a.hardware == own && b.hardware != own;
        });
    } else if (const std::optional<DeviceInfo> gpu = catalog.device(c.hardware)) {
        for (int n : {1, 2, 4, 8, 16, 32, 64})
            jobs << gpuJob(*gpu, n);
    }
    const MemoryModel memory(in.model, in.head);
    const RuntimeProfile profile = runtimeProfile ? *runtimeProfile : defaultRuntimeProfile(c.runtime);
    const int slices = c.device.isTpu ? std::max(1, c.slices) : 1;
    QVector<StepSplitPoint> out;
    QSet<int> seen; // one point per device count (two slice shapes of one size would draw the same bar)
    for (const DeviceInfo& dev : jobs) {
        const int devices = dev.devices * slices;
        if (devices < 1 || seen.contains(devices))
            continue;
        TrainingConfig cfg = candidateConfig(c, in);
        // the candidate's context axis and pipeline stages kept: its sequences split as they are on its own job
        MeshRequest request;
        request.strategy = c.mesh.strategy;
        request.tensor = c.mesh.tensor;
        request.fsdp = in.fsdp;
        request.slices = slices;
        request.stage = c.mesh.stage;
        request.context = c.mesh.context;
        cfg.mesh = meshFor(request, dev.devices);
        // the sequences of each group of devices that shares them (Mesh::groupBatch): 0 where they do not divide
        const int perDevice = cfg.mesh.groupBatch(in.globalBatch);
        if (perDevice < 1 || !meshProblem(cfg.mesh, in.model, dev).isEmpty()
            || !memory.incompatibility(cfg, dev).isEmpty())
            continue;
        seen.insert(devices);
        // the candidate's micro-batch where the per-device batch allows it: the rest is accumulation
        int batch = std::min(perDevice, std::max(1, c.batchPerDevice));
        while (perDevice % batch != 0)
            --batch;
        cfg.batchPerDevice = batch;
        cfg.accumulationSteps = perDevice / batch;
        if (cfg.mesh.stage > 1) {
            cfg.pipeline.microbatches
                = pipelineMicrobatches(c.pipeline.microbatches, batch * cfg.mesh.tensor, cfg.mesh.stage, cfg.runtime);
            if (cfg.pipeline.microbatches < 1)
                continue;
        }
        const MemoryEstimate est = memory.estimate(cfg, dev, profile);
        const StepTime step = stepTime(in.model, in.head, cfg, dev, c.efficiency, &est.sharding);
        Candidate job;
        job.hardware = dev.hardware;
        job.device = dev;
        job.slices = slices;
        StepSplitPoint p;
        p.hardware = dev.hardware;
        p.devices = devices;
        p.job = jobText(job);
        p.mesh = cfg.mesh;
        p.batchPerDevice = batch;
        p.accumulation = cfg.accumulationSteps;
        p.computeSeconds = step.computeSeconds;
        p.matmulSeconds = step.terms.matmul;
        p.attentionSeconds = step.terms.attention;
        p.memoryBoundSeconds = step.terms.elementwise;
        p.optimizerSeconds = step.terms.optimizer;
        p.overheadSeconds = step.terms.overhead;
        p.bubbleSeconds = step.bubbleSeconds;
        p.exposedCommunicationSeconds = step.exposedCommunicationSeconds;
        p.exposedContextSeconds = std::min(step.communication.contextExposed, step.exposedCommunicationSeconds);
        p.hostTransferSeconds = step.communication.hostTransfer;
        p.exposedHostSeconds = std::max(0.0, step.seconds - step.computeSeconds - step.exposedCommunicationSeconds);
        p.stepSeconds = step.seconds;
        p.stepBand = step.secondsBand;
        p.mfu = step.mfu;
        p.bound = step.bound;
        p.fits = est.memory.total() <= usableMemoryBytes(dev.memoryBytes, in.safetyMargin) && est.sharding.hostFits;
        p.current = dev.hardware == c.device.hardware && devices == c.mesh.devices();
        out << p;
    }
    return out;
}

QVector<SpreadPoint> preemptionSpread(const Candidate& c)
{
    QVector<SpreadPoint> out;
    // only the expected point carries the time model's band: the others are a single run or the simulation's
    // percentiles of the point estimate
    const auto point = [](SpreadPoint::Kind kind, double hours, double usd) {
        SpreadPoint p;
        p.kind = kind;
        p.hours = hours;
        p.usd = usd;
        return p;
    };
    out << point(SpreadPoint::Kind::Uninterrupted, c.cost.hours, c.cost.totalUsd());
    SpreadPoint expected = point(SpreadPoint::Kind::Expected, c.expectedHours, c.expectedCostUsd);
    expected.banded = true;
    expected.hoursBand = c.expectedHoursBand;
    expected.usdBand = c.expectedCostBand;
    out << expected;
    if (c.spread) {
        out << point(SpreadPoint::Kind::P10, c.spread->p10Hours, c.expectedCostP10);
        out << point(SpreadPoint::Kind::P50, c.spread->p50Hours, c.expectedCostP50);
        out << point(SpreadPoint::Kind::P90, c.spread->p90Hours, c.expectedCostP90);
    }
    return out;
}

AxisRange chartAxisRange(const QVector<double>& values, double logSpan)
{
    AxisRange r;
    if (values.isEmpty())
        return r;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    if (!std::isfinite(*lo) || !std::isfinite(*hi))
        return r;
    if (logSpan > 0 && *lo > 0 && *hi >= logSpan * *lo) {
        r.logarithmic = true;
        r.min = std::pow(10.0, std::floor(std::log10(*lo)));
        r.max = std::pow(10.0, std::ceil(std::log10(*hi)));
        if (r.max <= r.min)
            r.max = r.min * 10;
        return r;
    }
    if (*hi <= 0)
        return r;
    const double magnitude = std::pow(10.0, std::floor(std::log10(*hi)));
    for (double step : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (step * magnitude >= *hi * (1 + 1e-12)) {
            r.max = step * magnitude;
            break;
        }
    }
    // a value right at a round number still gets some room above it
    if (r.max <= *hi)
        r.max = 2 * magnitude;
    return r;
}

QVector<MemoryBarGiB> stageMemoryGiB(const Candidate& c, const PlanInput& in,
                                     const std::optional<RuntimeProfile>& runtimeProfile)
{
    QVector<MemoryBarGiB> out;
    const MemoryModel memory(in.model, in.head);
    const RuntimeProfile profile = runtimeProfile ? *runtimeProfile : defaultRuntimeProfile(c.runtime);
    for (const MemoryEstimate& e : memory.stageEstimates(candidateConfig(c, in), c.device, profile)) {
        Candidate stage = c;
        stage.memory = e;
        out << memoryBarGiB(stage, in.safetyMargin, in.head.kind);
    }
    return out;
}

} // namespace tpuplan
