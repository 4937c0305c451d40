// SPDX-License-Identifier: GPL-3.0-or-later
// The CSV candidate table (declared in core/report/ReportFormats.h).
#include "ReportFormats.h"
#include "ReportMarkup.h"

#include <algorithm>
#include <cmath>

namespace tpuplan {

using namespace markup;

namespace {
QString cbytes(double v)
{
    return QString::number(static_cast<qint64>(std::llround(v)));
}
QString cbool(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}
} // namespace

// The decoder columns (attention .. memory_frozen_base_bytes), then the sharding columns (job .. bound), then the step
// time's band, terms and efficiency (step_seconds_low .. efficiency_extrapolated), then a mixture of experts' expert
// axis and all-to-all (mesh_expert, communication_all_to_all; 1 and 0 for a dense model) come last, so that readers
// by position keep working. Names as the JSON keys (docs/report-json.md), nested objects joined with '_'.
// mfu_peak: which peak `mfu` is against; fp8/int8 plans add the share in 8 bits and the MFU over the 8-bit peak.
// Then the context axis (mesh_context, communication_context) and the pipeline (mesh_stage .. communication_stage).
QStringList csvHeader()
{
    return {QStringLiteral("rank"), QStringLiteral("hardware"), QStringLiteral("region"), QStringLiteral("zone"),
            QStringLiteral("pricing"), QStringLiteral("precision"), QStringLiteral("checkpointing"),
            QStringLiteral("runtime"), QStringLiteral("devices"), QStringLiteral("batch_per_device"),
            QStringLiteral("accumulation"), QStringLiteral("fits"), QStringLiteral("within_constraints"),
            QStringLiteral("pareto"), QStringLiteral("memory_total_bytes"), QStringLiteral("memory_parameters_bytes"),
            QStringLiteral("memory_gradients_bytes"), QStringLiteral("memory_optimizer_states_bytes"),
            QStringLiteral("memory_activations_bytes"), QStringLiteral("memory_runtime_overhead_bytes"),
            QStringLiteral("device_memory_bytes"), QStringLiteral("memory_without_checkpointing_bytes"),
            QStringLiteral("step_seconds"), QStringLiteral("mfu"), QStringLiteral("tokens_per_second"),
            QStringLiteral("steps"), QStringLiteral("hours"), QStringLiteral("expected_hours"),
            QStringLiteral("usd_per_hour"), QStringLiteral("cost_usd"), QStringLiteral("accelerator_usd"),
            QStringLiteral("host_usd"), QStringLiteral("storage_usd"), QStringLiteral("expected_cost_usd"),
            QStringLiteral("expected_preemptions"), QStringLiteral("checkpoint_interval_hours"),
            QStringLiteral("p10_hours"), QStringLiteral("p50_hours"), QStringLiteral("p90_hours"),
            QStringLiteral("p10_cost_usd"), QStringLiteral("p50_cost_usd"), QStringLiteral("p90_cost_usd"),
            QStringLiteral("price_source"), QStringLiteral("price_as_of"), QStringLiteral("stale_price"),
            QStringLiteral("reason_codes"), QStringLiteral("reasons"), QStringLiteral("attention"),
            QStringLiteral("memory_logits_bytes"), QStringLiteral("adapter_parameters"),
            QStringLiteral("memory_adapters_bytes"), QStringLiteral("memory_frozen_base_bytes"), QStringLiteral("job"),
            QStringLiteral("slices"), QStringLiteral("sharding"), QStringLiteral("mesh_data"),
            QStringLiteral("mesh_fsdp"), QStringLiteral("mesh_tensor"), QStringLiteral("offload"),
            QStringLiteral("memory_sharding_bytes"), QStringLiteral("replicated_states_bytes"),
            QStringLiteral("sharded_states_bytes"), QStringLiteral("offloaded_bytes"),
            QStringLiteral("host_memory_bytes"), QStringLiteral("host_ram_bytes"), QStringLiteral("host_fits"),
            QStringLiteral("compute_seconds"), QStringLiteral("communication_seconds"),
            QStringLiteral("exposed_communication_seconds"), QStringLiteral("host_transfer_seconds"),
            QStringLiteral("bound"), QStringLiteral("step_seconds_low"), QStringLiteral("step_seconds_high"),
            QStringLiteral("hours_low"), QStringLiteral("hours_high"), QStringLiteral("expected_hours_low"),
            QStringLiteral("expected_hours_high"), QStringLiteral("expected_cost_low"),
            QStringLiteral("expected_cost_high"), QStringLiteral("mfu_convention"), QStringLiteral("step_terms_matmul"),
            QStringLiteral("step_terms_attention"), QStringLiteral("step_terms_elementwise"),
            QStringLiteral("step_terms_optimizer"), QStringLiteral("step_terms_overhead"),
            QStringLiteral("step_terms_collective_latency"), QStringLiteral("step_terms_recompute"),
            QStringLiteral("step_terms_padding"), QStringLiteral("step_terms_weight_bound"),
            QStringLiteral("efficiency_matmul"), QStringLiteral("efficiency_memory"),
            QStringLiteral("efficiency_step_overhead"), QStringLiteral("efficiency_band_low"),
            QStringLiteral("efficiency_band_high"), QStringLiteral("efficiency_source"),
            QStringLiteral("efficiency_extrapolated"), QStringLiteral("mesh_expert"),
            QStringLiteral("communication_all_to_all"), QStringLiteral("mfu_peak"),
            QStringLiteral("low_precision_share"), QStringLiteral("mfu_low_precision_peak"),
            QStringLiteral("mesh_context"), QStringLiteral("communication_context"),
            // a pipeline's stage axis, schedule, bubble (share of the step) and sends (1, 1, 1, 0, 0 without one)
            QStringLiteral("mesh_stage"), QStringLiteral("pipeline_microbatches"),
            QStringLiteral("pipeline_virtual_stages"), QStringLiteral("pipeline_bubble"),
            QStringLiteral("communication_stage")};
}

QString toCsv(const PlanResult& result)
{
    const QString eol = QStringLiteral("\r\n");
    QString out = csvHeader().join(QLatin1Char(',')) + eol;
    int rank = 0;
    for (const Candidate& c : result.candidates) {
        const MemoryBreakdown& m = c.memory.memory;
        const AdapterDetail& ad = c.memory.adapters;
        const ShardingDetail& sd = c.memory.sharding;
        // a price that is not publicly listed leaves its cost cells empty, never 0 (free)
        const auto cusd = [&c](double v) { return c.priced ? csvNumber(v) : QString(); };
        QStringList codes;
        QStringList texts;
        for (const Reason& r : c.reasons) {
            codes << r.code;
            texts << r.text;
        }
        const bool spread = c.spread.has_value();
        const StepTerms& t = c.step.terms;
        const Efficiency& e = c.efficiency;
        const QStringList row{
            QString::number(++rank), c.hardware, c.offering.region, c.offering.zone, pricingModelId(c.offering.pricing),
            precisionId(c.precision), checkpointingId(c.checkpointing), runtimeId(c.runtime),
            QString::number(c.device.devices), QString::number(c.perDeviceBatch()), QString::number(c.accumulation),
            cbool(c.fits), cbool(c.withinConstraints), cbool(c.pareto), cbytes(m.total()), cbytes(m.parameters),
            cbytes(m.gradients), cbytes(m.optimizerStates), cbytes(m.activations), cbytes(m.runtimeOverhead),
            cbytes(c.memory.deviceMemory), cbytes(c.totalWithoutCheckpointing), csvNumber(c.step.seconds),
            csvNumber(c.step.mfu), csvNumber(c.step.tokensPerSecond), csvNumber(c.steps), csvNumber(c.workHours),
            csvNumber(c.expectedHours), cusd(c.offering.totalUsdPerHour()), cusd(c.cost.totalUsd()),
            cusd(c.cost.acceleratorUsd), cusd(c.cost.hostUsd), cusd(c.cost.storageUsd), cusd(c.expectedCostUsd),
            csvNumber(c.preemption.expectedPreemptions), csvNumber(c.preemption.checkpointIntervalHours),
            spread ? csvNumber(c.spread->p10Hours) : QString(), spread ? csvNumber(c.spread->p50Hours) : QString(),
            spread ? csvNumber(c.spread->p90Hours) : QString(), spread ? cusd(c.expectedCostP10) : QString(),
            spread ? cusd(c.expectedCostP50) : QString(), spread ? cusd(c.expectedCostP90) : QString(),
            c.offering.price.source,
            c.offering.price.asOf.isValid() ? c.offering.price.asOf.toString(Qt::ISODate) : QString(),
            cbool(c.stalePrice), codes.join(QLatin1Char(';')), texts.join(QLatin1Char(' ')),
            c.memory.activation.flashAttention    ? QStringLiteral("flash")
                : c.memory.activation.blockSparse ? QStringLiteral("block-sparse")
                                                  : QStringLiteral("eager"),
            cbytes(c.memory.activation.logits * c.memory.activation.factor), QString::number(ad.adapterParameters),
            cbytes(ad.adapterWeights + ad.adapterGradients + ad.adapterOptimizerStates), cbytes(ad.baseWeights),
            jobText(c), QString::number(std::max(1, c.mesh.slices)), shardingStrategyId(c.mesh.strategy),
            QString::number(c.mesh.data), QString::number(c.mesh.fsdp), QString::number(c.mesh.tensor),
            // ';' as in reason_codes: the offload parts without a quoted field
            offloadId(c.offload).replace(QLatin1Char(','), QLatin1Char(';')), cbytes(m.sharding),
            cbytes(sd.replicatedStates), cbytes(sd.shardedStates), cbytes(sd.offloadedBytes()),
            cbytes(sd.hostBytesPerHost), cbytes(sd.hostRamBytes), cbool(sd.hostFits), csvNumber(c.step.computeSeconds),
            csvNumber(c.step.communication.total()), csvNumber(c.step.exposedCommunicationSeconds),
            csvNumber(c.step.communication.hostTransfer), stepBoundId(c.step.bound), csvNumber(c.step.secondsBand.low),
            csvNumber(c.step.secondsBand.high), csvNumber(c.workHoursBand.low), csvNumber(c.workHoursBand.high),
            csvNumber(c.expectedHoursBand.low), csvNumber(c.expectedHoursBand.high), cusd(c.expectedCostBand.low),
            cusd(c.expectedCostBand.high), mfuConvention(c.step.flops), csvNumber(t.matmul), csvNumber(t.attention),
            csvNumber(t.elementwise), csvNumber(t.optimizer), csvNumber(t.overhead), csvNumber(t.collectiveLatency),
            csvNumber(t.recompute), csvNumber(t.padding), cbool(t.weightBound), csvNumber(e.matmul),
            csvNumber(e.memory), csvNumber(e.stepOverhead), csvNumber(e.bandLow), csvNumber(e.bandHigh), e.source,
            cbool(e.extrapolated), QString::number(c.mesh.expert), csvNumber(c.step.communication.allToAll),
            c.step.peakFormat, csvNumber(c.step.lowPrecisionShare), csvNumber(c.step.mfuLowPrecisionPeak),
            QString::number(c.mesh.context), csvNumber(c.step.communication.context), QString::number(c.mesh.stage),
            QString::number(c.mesh.stage > 1 ? c.pipeline.microbatches : 1),
            QString::number(c.mesh.stage > 1 ? c.pipeline.virtualStages : 1), csvNumber(c.step.bubbleShare),
            csvNumber(c.step.communication.stage)};
        QStringList quoted;
        for (const QString& f : row)
            quoted << csvField(f);
        out += quoted.join(QLatin1Char(',')) + eol;
    }
    return out;
}

} // namespace tpuplan
