// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanJson.h"

#include "PlanFields.h"
#include "memory/MemoryJson.h"

#include <QJsonArray>

#include <cmath>

namespace tpuplan {

namespace {
qint64 bytes(double v)
{
    return static_cast<qint64>(std::llround(v));
}
double round6(double v)
{
    return std::round(v * 1e6) / 1e6;
}
} // namespace

void addStepTimeJson(QJsonObject& o, const StepTime& step, const Efficiency& efficiency)
{
    o[QStringLiteral("step_seconds")] = round6(step.seconds);
    o[QStringLiteral("step_seconds_low")] = round6(step.secondsBand.low);
    o[QStringLiteral("step_seconds_high")] = round6(step.secondsBand.high);
    o[QStringLiteral("compute_seconds")] = round6(step.computeSeconds);
    o[QStringLiteral("mfu")] = round6(step.mfu);
    o[QStringLiteral("mfu_convention")] = mfuConvention(step.flops);
    // which peak each MFU is against (reference longctx.md section 3.5); the 8-bit figures only for fp8/int8 runs
    o[QStringLiteral("mfu_peak")] = step.peakFormat;
    o[QStringLiteral("peak_tflops_per_device")] = round6(step.peakFlopsPerDevice / 1e12);
    if (step.peakFlopsLowPrecision > 0) {
        QJsonObject low;
        low[QStringLiteral("format")] = step.lowPrecisionFormat;
        low[QStringLiteral("share")] = round6(step.lowPrecisionShare);
        low[QStringLiteral("speedup_bound")] = round6(step.lowPrecisionSpeedupBound);
        low[QStringLiteral("peak_tflops_per_device")] = round6(step.peakFlopsLowPrecision / 1e12);
        low[QStringLiteral("mfu")] = round6(step.mfuLowPrecisionPeak);
        o[QStringLiteral("low_precision")] = low;
    }
    o[QStringLiteral("tokens_per_second")] = round6(step.tokensPerSecond);
    const StepTerms& t = step.terms;
    QJsonObject terms;
    terms[QStringLiteral("matmul")] = round6(t.matmul);
    terms[QStringLiteral("attention")] = round6(t.attention);
    terms[QStringLiteral("elementwise")] = round6(t.elementwise);
    terms[QStringLiteral("optimizer")] = round6(t.optimizer);
    terms[QStringLiteral("overhead")] = round6(t.overhead);
    terms[QStringLiteral("recompute")] = round6(t.recompute); // included in the five above
    terms[QStringLiteral("collective_latency")] = round6(t.collectiveLatency); // included in overhead
    terms[QStringLiteral("padding")] = round6(t.padding); // included in matmul and attention
    terms[QStringLiteral("routed_experts")] = round6(t.routedExperts); // included in matmul
    terms[QStringLiteral("dropping")] = round6(t.dropping); // included in matmul
    terms[QStringLiteral("weight_bound")] = t.weightBound;
    o[QStringLiteral("step_terms")] = terms;
    if (!step.pipelineSchedule.isEmpty()) {
        // the pipeline's bubble (in compute_seconds) and its sends between stages (docs/time-model.md)
        QJsonObject pipe;
        pipe[QStringLiteral("schedule")] = step.pipelineSchedule;
        pipe[QStringLiteral("microbatches")] = step.microbatches;
        pipe[QStringLiteral("virtual_stages")] = step.virtualStages;
        pipe[QStringLiteral("bubble_seconds")] = round6(step.bubbleSeconds);
        pipe[QStringLiteral("bubble_share")] = round6(step.bubbleShare);
        pipe[QStringLiteral("stage_communication_seconds")] = round6(step.communication.stage);
        pipe[QStringLiteral("stage_crosses_nodes")] = step.communication.stageCrossesNodes;
        o[QStringLiteral("pipeline")] = pipe;
    }
    o[QStringLiteral("bubble_seconds")] = round6(step.bubbleSeconds);
    QJsonObject eff;
    eff[QStringLiteral("matmul")] = round6(efficiency.matmul);
    eff[QStringLiteral("memory")] = round6(efficiency.memory);
    eff[QStringLiteral("step_overhead")] = round6(efficiency.stepOverhead);
    eff[QStringLiteral("band_low")] = round6(efficiency.bandLow);
    eff[QStringLiteral("band_high")] = round6(efficiency.bandHigh);
    eff[QStringLiteral("source")] = efficiency.source;
    eff[QStringLiteral("extrapolated")] = efficiency.extrapolated;
    eff[QStringLiteral("user_set")] = efficiency.userSet;
    // the MoE assumptions and their band, apart from the dense fit (docs/time-model.md section 12.5)
    eff[QStringLiteral("grouped_matmul")] = round6(efficiency.groupedMatmul);
    eff[QStringLiteral("routing_imbalance")] = round6(efficiency.routingImbalance);
    eff[QStringLiteral("moe_band_low")] = round6(efficiency.moeBandLow);
    eff[QStringLiteral("moe_band_high")] = round6(efficiency.moeBandHigh);
    eff[QStringLiteral("moe_source")] = efficiency.moeSource;
    o[QStringLiteral("efficiency")] = eff;
}

QJsonObject candidateJson(const Candidate& c)
{
    QJsonObject o;
    o[QStringLiteral("hardware")] = c.hardware;
    o[QStringLiteral("region")] = c.offering.region;
    if (!c.offering.zone.isEmpty())
        o[QStringLiteral("zone")] = c.offering.zone;
    o[QStringLiteral("pricing")] = pricingModelId(c.offering.pricing);
    o[QStringLiteral("precision")] = precisionId(c.precision);
    o[QStringLiteral("checkpointing")] = checkpointingId(c.checkpointing);
    o[QStringLiteral("loss_chunks")] = c.lossChunks; // the plan's, or the chunked loss the search chose
    o[QStringLiteral("optimizer")] = optimizerId(c.optimizer); // the plan's, or 8-bit AdamW the search swapped in
    o[QStringLiteral("runtime")] = runtimeId(c.runtime);
    o[QStringLiteral("devices")] = c.device.devices * c.slices;
    o[QStringLiteral("gpus")] = c.device.isTpu ? 0 : c.device.devices; // GPUs in the job; 0 on TPUs
    QJsonObject sharding = shardingJson(c.memory.sharding);
    TrainingConfig pipeline;
    pipeline.mesh = c.mesh;
    pipeline.pipeline = c.pipeline;
    pipeline.runtime = c.runtime;
    pipeline.batchPerDevice = c.batchPerDevice;
    meshPipelineJson(pipeline, c.memory, sharding);
    o[QStringLiteral("sharding")] = sharding;
    if (!c.stageTotals.isEmpty()) {
        QJsonArray stages;
        for (double total : c.stageTotals)
            stages.append(bytes(total));
        o[QStringLiteral("stages")] = stages; // each stage's total, first to last (the heaviest decides the fit)
    }
    o[QStringLiteral("host_memory")] = bytes(c.memory.sharding.hostBytesPerHost);
    o[QStringLiteral("batch_per_device")] = c.perDeviceBatch();
    o[QStringLiteral("accumulation")] = c.accumulation;
    o[QStringLiteral("fits")] = c.fits;
    o[QStringLiteral("within_constraints")] = c.withinConstraints;
    o[QStringLiteral("memory")] = memoryBreakdownJson(c.memory.memory);
    o[QStringLiteral("device_memory")] = bytes(c.memory.deviceMemory);
    o[QStringLiteral("memory_without_checkpointing")] = bytes(c.totalWithoutCheckpointing);
    addStepTimeJson(o, c.step, c.efficiency);
    o[QStringLiteral("communication_seconds")] = round6(c.step.communication.total());
    o[QStringLiteral("exposed_communication_seconds")] = round6(c.step.exposedCommunicationSeconds);
    o[QStringLiteral("host_transfer_seconds")] = round6(c.step.communication.hostTransfer);
    o[QStringLiteral("bound")] = stepBoundId(c.step.bound);
    QJsonObject comm;
    comm[QStringLiteral("gradient_sync")] = round6(c.step.communication.gradientSync);
    comm[QStringLiteral("weight_gather")] = round6(c.step.communication.weightGather);
    comm[QStringLiteral("tensor")] = round6(c.step.communication.tensor);
    comm[QStringLiteral("cross_slice")] = round6(c.step.communication.crossSlice);
    comm[QStringLiteral("all_to_all")] = round6(c.step.communication.allToAll);
    comm[QStringLiteral("stage")] = round6(c.step.communication.stage);
    // the context axis's K/V exchange and the part of it on the critical path (docs/report-json.md)
    comm[QStringLiteral("context")] = round6(c.step.communication.context);
    comm[QStringLiteral("context_exposed")] = round6(c.step.communication.contextExposed);
    comm[QStringLiteral("links_known")] = c.step.communication.linksKnown;
    o[QStringLiteral("communication")] = comm;
    o[QStringLiteral("efficiency_source")] = c.efficiency.source; // also efficiency.source (kept for old readers)
    o[QStringLiteral("recompute_share")] = round6(c.step.recomputeShare);
    o[QStringLiteral("steps")] = c.steps;
    o[QStringLiteral("hours")] = round6(c.workHours);
    o[QStringLiteral("hours_low")] = round6(c.workHoursBand.low);
    o[QStringLiteral("hours_high")] = round6(c.workHoursBand.high);
    o[QStringLiteral("expected_hours")] = round6(c.expectedHours);
    o[QStringLiteral("expected_hours_low")] = round6(c.expectedHoursBand.low);
    o[QStringLiteral("expected_hours_high")] = round6(c.expectedHoursBand.high);
    // a price that is not publicly listed has no cost: null, never 0 (free)
    const auto usd = [&c](double v) { return c.priced ? QJsonValue(round6(v)) : QJsonValue(QJsonValue::Null); };
    o[QStringLiteral("price_listed")] = c.priced;
    o[QStringLiteral("usd_per_hour")] = usd(c.offering.totalUsdPerHour());
    o[QStringLiteral("cost_usd")] = usd(c.cost.totalUsd());
    QJsonObject cost;
    cost[QStringLiteral("accelerator_usd")] = usd(c.cost.acceleratorUsd);
    cost[QStringLiteral("host_usd")] = usd(c.cost.hostUsd);
    cost[QStringLiteral("storage_usd")] = usd(c.cost.storageUsd);
    o[QStringLiteral("cost_breakdown")] = cost;
    o[QStringLiteral("expected_cost_usd")] = usd(c.expectedCostUsd);
    o[QStringLiteral("expected_cost_low")] = usd(c.expectedCostBand.low);
    o[QStringLiteral("expected_cost_high")] = usd(c.expectedCostBand.high);
    QJsonObject pre;
    pre[QStringLiteral("expected_preemptions")] = round6(c.preemption.expectedPreemptions);
    pre[QStringLiteral("expected_lost_work_hours")] = round6(c.preemption.expectedLostWorkHours);
    pre[QStringLiteral("checkpoint_interval_hours")] = round6(c.preemption.checkpointIntervalHours);
    pre[QStringLiteral("forced_restarts")] = round6(c.preemption.forcedRestarts); // an expectation, not a count
    if (c.spread) {
        pre[QStringLiteral("p10_hours")] = round6(c.spread->p10Hours);
        pre[QStringLiteral("p50_hours")] = round6(c.spread->p50Hours);
        pre[QStringLiteral("p90_hours")] = round6(c.spread->p90Hours);
        pre[QStringLiteral("simulated_mean_hours")] = round6(c.spread->meanHours);
        pre[QStringLiteral("p10_cost_usd")] = usd(c.expectedCostP10);
        pre[QStringLiteral("p50_cost_usd")] = usd(c.expectedCostP50);
        pre[QStringLiteral("p90_cost_usd")] = usd(c.expectedCostP90);
        pre[QStringLiteral("simulation_runs")] = c.spread->runs;
    }
    o[QStringLiteral("preemption")] = pre;
    o[QStringLiteral("pareto")] = c.pareto;
    QJsonObject price;
    price[QStringLiteral("source")] = c.offering.price.source;
    price[QStringLiteral("as_of")] = c.offering.price.asOf.toString(Qt::ISODate);
    price[QStringLiteral("stale")] = c.stalePrice;
    if (!c.offering.hostVm.isEmpty())
        price[QStringLiteral("host_vm")] = c.offering.hostVm;
    o[QStringLiteral("price")] = price;
    QJsonArray reasons;
    QJsonArray codes;
    for (const Reason& r : c.reasons) {
        reasons.append(r.text);
        codes.append(r.code);
    }
    o[QStringLiteral("reasons")] = reasons;
    o[QStringLiteral("reason_codes")] = codes;
    return o;
}

QJsonObject planInputJson(const PlanInput& in, bool full)
{
    QJsonObject o;
    // the model is one input but several keys: what it is called and how large it is
    o[QStringLiteral("model")] = in.modelRef.isEmpty() ? in.model.id : in.modelRef;
    o[QStringLiteral("parameters")] = static_cast<qint64>(modelParameters(in.model));
    if (full) {
        o[QStringLiteral("model_name")] = in.model.name;
        o[QStringLiteral("model_type")] = in.model.modelType;
        o[QStringLiteral("attention")] = in.model.attention == AttentionKind::BlockSparse
            ? QStringLiteral("block-sparse")
            : QStringLiteral("full");
    }
    for (const PlanField& f : planFields()) {
        if (f.json == PlanFieldJson::None || (f.json == PlanFieldJson::Report && !full))
            continue;
        if (f.inJson && !f.inJson(in))
            continue;
        o[QString::fromLatin1(f.jsonKey)] = f.toJson(in);
    }
    return o;
}

QJsonObject planResultJson(const PlanInput& in, const PlanResult& r)
{
    QJsonObject o;
    o[QStringLiteral("input")] = planInputJson(in);
    QJsonArray cands;
    for (const Candidate& c : r.candidates)
        cands.append(candidateJson(c));
    o[QStringLiteral("candidates")] = cands;
    o[QStringLiteral("evaluated")] = r.evaluated;
    o[QStringLiteral("fitting")] = r.fitting;
    QJsonArray notes;
    for (const Reason& n : r.notes)
        notes.append(n.text);
    o[QStringLiteral("notes")] = notes;
    return o;
}

} // namespace tpuplan
