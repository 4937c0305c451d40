// SPDX-License-Identifier: GPL-3.0-or-later
#include "Planner.h"
#include "ChartData.h"

#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numeric>

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

Planner::Planner(const Catalog& catalog)
    : m_catalog(catalog)
{ }

QVector<Checkpointing> Planner::checkpointingOptions(const QVector<CheckpointingKind>& allowed, int layers)
{
    QVector<Checkpointing> out;
    // full comes before every-K whatever the order asked for: every-K is skipped where full reaches the same split
    QVector<CheckpointingKind> ordered;
    for (CheckpointingKind k :
         {CheckpointingKind::None, CheckpointingKind::Full, CheckpointingKind::EveryK, CheckpointingKind::Selective,
          CheckpointingKind::Minimal, CheckpointingKind::SaveDotExceptMlp, CheckpointingKind::SaveQkvProj})
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
            out << Checkpointing{k, k == CheckpointingKind::Full ? 1 : 2};
        }
    }
    return out;
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

Efficiency Planner::efficiencyFor(const PlanInput& in, const DeviceInfo& d, Runtime runtime) const
{
    Efficiency e = defaultEfficiency(d, runtime);
    const QString key = d.isTpu ? d.generation : d.hardware;
    if (in.efficiencyOverride.contains(key)) {
        e.mfuMax = in.efficiencyOverride.value(key);
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

PlanResult Planner::plan(const PlanInput& in, const QDate& today) const
{
    PlanResult result;
    const MemoryModel memory(in.model, in.head);
    const double steps = in.totalSteps();
    const StorageClass* storage = m_catalog.storageClass(QStringLiteral("standard"));
    result.storageUsdPerGiBMonth = storage ? storage->usdPerGiBMonth : 0.0;
    const QVector<Checkpointing> ckpts = checkpointingOptions(in.checkpointing, in.model.layers);
    QVector<Candidate> all;
    all.reserve(4096);
    QVector<int> calibratedRuntimes; // each applied calibration is noted once
    QStringList unpriced; // generations or GPUs with offerings whose price is not publicly listed

    for (const QString& hw : allowedHardware(in)) {
        const DeviceInfo dev = *m_catalog.device(hw);
        if (in.globalBatch % dev.devices != 0) {
            if (!in.hardware.isEmpty())
                result.notes << Reason{
                    QStringLiteral("batch-not-divisible"),
                    Tr::tr("%1 is skipped: the global batch %2 does not split evenly over its %3 devices")
                        .arg(hw)
                        .arg(in.globalBatch)
                        .arg(dev.devices)};
            continue;
        }
        QVector<Offering> offers;
        bool unlisted = false;
        for (const Offering& o : m_catalog.offerings(hw, true)) {
            if (!in.regions.isEmpty() && !in.regions.contains(o.region))
                continue;
            if (!in.pricing.isEmpty() && !in.pricing.contains(o.pricing))
                continue;
            // an offering without a public price is never ranked as free: it needs the user's price (user catalog)
            if (!o.priceListed()) {
                unlisted = true;
                continue;
            }
            offers << o;
        }
        if (unlisted && !unpriced.contains(dev.generation.isEmpty() ? hw : dev.generation))
            unpriced << (dev.generation.isEmpty() ? hw : dev.generation);
        if (offers.isEmpty())
            continue;
        const int perDevice = in.globalBatch / dev.devices;
        const Runtime runtime = runtimeFor(dev, in.gpuRuntime);
        const CalibratedProfile calibrated = profileFor(runtime, in.model);
        const RuntimeProfile& profile = calibrated.profile;
        if (calibrated.applied && !calibratedRuntimes.contains(int(runtime))) {
            calibratedRuntimes << int(runtime);
            result.notes << Reason{QStringLiteral("calibration-applied"), calibrated.note};
        }
        const Efficiency eff = efficiencyFor(in, dev, runtime);
        for (Precision precision : in.precisions) {
            TrainingConfig cfg;
            cfg.seqLen = in.seqLen;
            cfg.precision = precision;
            cfg.optimizer = in.optimizer;
            cfg.dropout = in.dropout;
            cfg.runtime = runtime;
            cfg.batchPerDevice = 1;
            in.applyTrainingChoices(cfg);
            if (!memory.incompatibility(cfg, dev).isEmpty())
                continue;
            int fullBatch = -1; // the batch split full checkpointing reached for this precision
            for (const Checkpointing& ck : ckpts) {
                cfg.checkpointing = ck;
                cfg.accumulationSteps = 1;
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
                cfg.batchPerDevice = b;
                cfg.accumulationSteps = perDevice / b;
                // the accumulation buffer only exists with accumulation: check the batch still fits with it
                MemoryEstimate est = memory.estimate(cfg, dev, profile);
                while (fits && cfg.accumulationSteps > 1
                       && est.memory.total() > usableMemoryBytes(dev.memoryBytes, in.safetyMargin)) {
                    b = largestDivisorAtMost(perDevice, b - 1);
                    if (b < 1 || perDevice / b > in.maxAccumulation) {
                        fits = false;
                        b = 1;
                    }
                    cfg.batchPerDevice = b;
                    cfg.accumulationSteps = perDevice / b;
                    est = memory.estimate(cfg, dev, profile);
                }
                fits = fits && est.memory.total() <= usableMemoryBytes(dev.memoryBytes, in.safetyMargin);
                // every-K recomputes every layer once, as full checkpointing does, and keeps more: at the same batch
                // split it is dominated by full checkpointing, so it is only listed when it is the only one allowed
                if (ck.kind == CheckpointingKind::Full && fits)
                    fullBatch = b;
                if (ck.kind == CheckpointingKind::EveryK && fits && fullBatch == b)
                    continue;
                Candidate base;
                base.hardware = hw;
                base.device = dev;
                base.precision = precision;
                base.checkpointing = ck;
                base.runtime = runtime;
                base.batchPerDevice = b;
                base.accumulation = cfg.accumulationSteps;
                base.fits = fits;
                base.memory = est;
                TrainingConfig plain = cfg;
                plain.checkpointing = Checkpointing{};
                base.totalWithoutCheckpointing = memory.estimate(plain, dev, profile).memory.total();
                base.step = stepTime(in.model, in.head, cfg, dev, eff);
                base.efficiency = eff;
                base.steps = steps;
                base.workHours = steps * base.step.seconds / 3600.0;
                StorageInputs st;
                st.datasetGiB = in.datasetGiB;
                // a saved checkpoint holds the fp32 weights and the optimizer states (not the 16-bit working copy
                // that some runtimes keep in memory beside the fp32 master weights)
                // (LoRA and QLoRA save the adapters only: the base is the published model, PEFT save_pretrained)
                const double savedParameters = in.finetune == FinetuneMode::Full
                    ? double(est.parameterCount)
                    : double(est.adapters.adapterParameters);
                st.checkpointGiB = bytesToGiB(4.0 * savedParameters + est.memory.optimizerStates);
                st.usdPerGiBMonth = result.storageUsdPerGiBMonth;
                result.checkpointGiB = st.checkpointGiB;
                for (const Offering& o : offers) {
                    Candidate c = base;
                    c.offering = o;
                    c.preemption = expectedUnderPreemption(c.workHours, preemptionFor(in, o));
                    c.expectedHours = c.preemption.expectedHours;
                    c.cost = priceRun(o, c.workHours + c.preemption.checkpointOverheadHours, st);
                    c.expectedCostUsd = priceRun(o, c.expectedHours, st).totalUsd();
                    c.stalePrice = Catalog::isStale(o.price.asOf, today);
                    c.withinConstraints = (in.deadlineHours <= 0 || c.expectedHours <= in.deadlineHours)
                        && (in.budgetUsd <= 0 || c.expectedCostUsd <= in.budgetUsd);
                    all << c;
                }
            }
        }
    }
    result.evaluated = all.size();
    if (!unpriced.isEmpty())
        result.notes << Reason{
            QStringLiteral("price-not-listed"),
            Tr::tr("%1: the price is not publicly listed, so those offerings are not ranked (and never "
                   "counted as free). Add the price you were quoted as a prices: row of a user "
                   "catalog (the app's Catalog tab, or --catalog FILE) to rank them.")
                .arg(unpriced.join(QStringLiteral(", ")))};

    // Pareto front of (expected cost, expected time) among the candidates that fit and meet the constraints
    QVector<int> ok;
    for (int i = 0; i < all.size(); ++i)
        if (all[i].fits && all[i].withinConstraints)
            ok << i;
    for (const Candidate& c : all)
        result.fitting += c.fits ? 1 : 0;
    std::sort(ok.begin(), ok.end(), [&](int a, int b) {
        if (all[a].expectedCostUsd != all[b].expectedCostUsd)
            return all[a].expectedCostUsd < all[b].expectedCostUsd;
        return all[a].expectedHours < all[b].expectedHours;
    });
    // sweep by cost: a candidate is on the front when it is faster than everything cheaper, or when it ties exactly
    // with the last point of the front (neither dominates the other, e.g. fp32 and bf16 at the same TPU speed)
    double bestHours = INFINITY;
    int front = -1;
    for (int i : ok) {
        const bool tie = front >= 0 && all[i].expectedCostUsd == all[front].expectedCostUsd
            && all[i].expectedHours == all[front].expectedHours;
        if (all[i].expectedHours < bestHours || tie) {
            all[i].pareto = true;
            bestHours = std::min(bestHours, all[i].expectedHours);
            front = i;
            ++result.paretoCount;
            result.paretoFront << all[i];
        }
    }
    double minCost = INFINITY;
    double minHours = INFINITY;
    for (int i : ok) {
        minCost = std::min(minCost, all[i].expectedCostUsd);
        minHours = std::min(minHours, all[i].expectedHours);
    }
    auto score = [&](const Candidate& c) {
        switch (in.objective) {
        case Objective::Cost:
            return c.expectedCostUsd + 1e-9 * c.expectedHours;
        case Objective::Time:
            return c.expectedHours + 1e-9 * c.expectedCostUsd;
        case Objective::Balanced:
            // product of the ratios to the best cost and the best time: a candidate twice as dear and half as long
            // ties with the best in both; free offerings are priced at one cent so that time still counts
            return (std::max(c.expectedCostUsd, 0.01) / std::max(minCost, 0.01)) * (c.expectedHours / minHours);
        }
        return c.expectedCostUsd;
    };
    // rank indices, not the candidates themselves (thousands of large structs), then keep the listed ones
    QVector<int> order(all.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int ia, int ib) {
        const Candidate& a = all[ia];
        const Candidate& b = all[ib];
        const int ga = a.fits ? (a.withinConstraints ? 0 : 1) : 2;
        const int gb = b.fits ? (b.withinConstraints ? 0 : 1) : 2;
        if (ga != gb)
            return ga < gb;
        return score(a) < score(b);
    });
    if (in.limit > 0 && order.size() > in.limit)
        order.resize(in.limit);
    QVector<Candidate> ranked;
    ranked.reserve(order.size());
    for (int i : order)
        ranked.append(std::move(all[i]));
    all = std::move(ranked);
    for (int i = 0; i < all.size(); ++i) {
        Candidate& c = all[i];
        explain(c, in, result, i);
        if (i < kSimulatedCandidates)
            simulate(c, in, i);
    }
    if (result.fitting == 0) {
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

void Planner::explain(Candidate& c, const PlanInput& in, const PlanResult& result, int rank) const
{
    const double usable = usableMemoryBytes(c.device.memoryBytes, in.safetyMargin);
    const QString word = deviceWord(c.device);
    const double totalMem = c.memory.memory.total();
    if (c.fits) {
        c.reasons << Reason{
            QStringLiteral("fits"),
            Tr::tr("Fits: %1 GiB of the %2 GiB per %3 (%4 % kept free as a safety margin).")
                .arg(formatGiBValue(totalMem, QLocale(), 1), formatGiBValue(c.device.memoryBytes, QLocale(), 1), word)
                .arg(formatNumber(in.safetyMargin * 100, 0))};
    } else {
        c.reasons << Reason{
            QStringLiteral("does-not-fit"),
            Tr::tr("Does not fit: even a batch of 1 needs %1 GiB, more than the %2 GiB usable per %3.")
                .arg(formatGiBValue(totalMem, QLocale(), 1), formatGiBValue(usable, QLocale(), 1), word)};
    }
    if (!c.fits) {
        const double states = c.memory.memory.parameters + c.memory.memory.gradients + c.memory.memory.optimizerStates;
        if (states > usable)
            c.reasons << Reason{QStringLiteral("model-states"),
                                Tr::tr("The model states alone (weights, gradients, optimizer states) need %1 GiB "
                                       "per %2: every %2 holds a full replica.")
                                    .arg(formatGiBValue(states, QLocale(), 1), word)};
    }
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
    c.reasons << Reason{QStringLiteral("batch-split"),
                        Tr::tr("Batch %1 per %2 × %3 accumulation step(s) × %4 devices = global batch %5.")
                            .arg(c.batchPerDevice)
                            .arg(word)
                            .arg(c.accumulation)
                            .arg(c.device.devices)
                            .arg(in.globalBatch)};
    c.reasons << Reason{QStringLiteral("time"),
                        Tr::tr("%1 s per step at %2 % of the %3 TFLOPS peak per device (%4); %5 steps take %6 h.")
                            .arg(formatNumber(c.step.seconds, 3), formatNumber(c.step.mfu * 100, 0),
                                 formatNumber(c.step.peakFlopsPerDevice / kTera, 0), c.efficiency.source,
                                 QLocale().toString(c.steps, 'f', 0), formatNumber(c.workHours, 1))};
    if (c.preemption.expectedPreemptions > 0 || c.preemption.forcedRestarts > 0) {
        c.reasons << Reason{
            QStringLiteral("preemption"),
            Tr::tr("%1: expect %2 preemption(s) and %3 forced restart(s); saving a checkpoint every %4 h "
                   "(Young/Daly) the run takes %5 h instead of %6 h.")
                .arg(pricingModelId(c.offering.pricing), formatNumber(c.preemption.expectedPreemptions, 1),
                     formatNumber(c.preemption.forcedRestarts, 1),
                     formatNumber(c.preemption.checkpointIntervalHours, 2), formatNumber(c.expectedHours, 1),
                     formatNumber(c.workHours, 1))};
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
        c.reasons << Reason{QStringLiteral("constraint"), Tr::tr("Misses the deadline or the budget.")};
    if (c.fits && c.withinConstraints) {
        if (rank == 0)
            c.reasons << Reason{
                QStringLiteral("rank-best"),
                Tr::tr("Best by %1 among %2 candidates that fit.").arg(objectiveId(in.objective)).arg(result.fitting)};
        if (c.pareto)
            c.reasons << Reason{QStringLiteral("pareto"),
                                Tr::tr("On the Pareto front: nothing else is both cheaper and faster.")};
    }
    c.reasons << Reason{QStringLiteral("cost"),
                        Tr::tr("Cost %1 (accelerator %2, host %3, storage %4); expected %5 with preemptions.")
                            .arg(formatUsd(c.cost.totalUsd()), formatUsd(c.cost.acceleratorUsd),
                                 formatUsd(c.cost.hostUsd), formatUsd(c.cost.storageUsd),
                                 formatUsd(c.expectedCostUsd))};
}

} // namespace tpuplan
