// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeJson.h"

#include "ServeCommands.h"
#include "util/Units.h"

#include <QJsonArray>

namespace tpuplan {

namespace {
QJsonValue orNull(bool known, double v)
{
    return known ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonArray idArray(const QVector<ServePrecision>& precisions)
{
    QJsonArray a;
    for (ServePrecision p : precisions)
        a << servePrecisionId(p);
    return a;
}

QJsonObject memoryJson(const ServeMemory& m)
{
    return QJsonObject{{QStringLiteral("capacity_gib"), m.capacityBytes / kGiB},
                       {QStringLiteral("weights_gib"), m.weightBytes / kGiB},
                       {QStringLiteral("activations_gib"), m.activationBytes / kGiB},
                       {QStringLiteral("engine_reserve_gib"), m.reserveBytes / kGiB},
                       {QStringLiteral("kv_cache_gib"), m.kvCacheBytes() / kGiB},
                       {QStringLiteral("kv_bytes_per_token"), m.kvBytesPerToken},
                       {QStringLiteral("kv_block_tokens"), m.settings.blockSize}};
}

QJsonObject stepJson(const ServeStep& s)
{
    return QJsonObject{{QStringLiteral("weights_seconds"), s.weights},
                       {QStringLiteral("kv_seconds"), s.kv},
                       {QStringLiteral("compute_seconds"), s.compute},
                       {QStringLiteral("all_reduce_seconds"), s.collectives},
                       {QStringLiteral("compute_bound"), s.computeBound()}};
}

QJsonObject engineJson(const ServeCandidate& c, const ServeInput& in)
{
    QJsonObject flags;
    for (const CommandFlag& f : serveEngineFlags(c, in))
        flags.insert(f.name, f.value);
    return QJsonObject{{QStringLiteral("id"), serveEngineId(c.replica.engine)},
                       {QStringLiteral("name"), serveEngineName(c.replica.engine)},
                       {QStringLiteral("utilization"), c.memory.settings.utilization},
                       {QStringLiteral("max_sequences"), c.memory.settings.maxSequences},
                       {QStringLiteral("batched_tokens"), c.memory.settings.batchedTokens},
                       {QStringLiteral("flags"), flags},
                       {QStringLiteral("command"), serveLaunchCommand(c, in)}};
}
} // namespace

QJsonObject serveInputJson(const ServeInput& in)
{
    QJsonObject o{{QStringLiteral("model"), in.model.id.isEmpty() ? in.modelRef : in.model.id},
                  {QStringLiteral("hardware"), QJsonArray::fromStringList(in.hardware)},
                  {QStringLiteral("input_len"), in.inputLen},
                  {QStringLiteral("output_len"), in.outputLen},
                  {QStringLiteral("max_context"), in.contextLimit()},
                  {QStringLiteral("traffic"), trafficKindId(in.traffic)},
                  {QStringLiteral("precision"), idArray(in.precisions)},
                  {QStringLiteral("kv_precision"), idArray(in.kvPrecisions)},
                  {QStringLiteral("engine"), in.engine ? serveEngineId(*in.engine) : QString()},
                  {QStringLiteral("ttft_target_seconds"), in.ttftTarget},
                  {QStringLiteral("tpot_target_seconds"), in.tpotTarget}};
    if (in.traffic == TrafficKind::Concurrency)
        o.insert(QStringLiteral("concurrency"), in.concurrency);
    if (in.traffic == TrafficKind::RequestRate)
        o.insert(QStringLiteral("request_rate"), in.requestRate);
    if (in.tensorParallel > 0)
        o.insert(QStringLiteral("tensor_parallel"), in.tensorParallel);
    if (in.deviceMemoryGiB > 0)
        o.insert(QStringLiteral("device_memory_gib"), in.deviceMemoryGiB);
    return o;
}

QJsonObject serveCandidateJson(const ServeCandidate& c, const ServeInput& in)
{
    const bool timed = c.fits && c.timed;
    QJsonArray reasons;
    for (const Reason& r : c.reasons)
        reasons << QJsonObject{{QStringLiteral("code"), r.code}, {QStringLiteral("text"), r.text}};
    QJsonObject o{
        {QStringLiteral("hardware"), c.hardware},
        {QStringLiteral("devices"), c.job.devices},
        {QStringLiteral("tensor_parallel"), c.replica.tensorParallel},
        {QStringLiteral("precision"), servePrecisionId(c.replica.weights)},
        {QStringLiteral("kv_precision"), servePrecisionId(c.replica.kv)},
        {QStringLiteral("fits"), c.fits},
        {QStringLiteral("meets_targets"), c.fits && c.meetsTargets},
        {QStringLiteral("kv_cache_tokens"), double(c.memory.kvCacheTokens)},
        {QStringLiteral("max_concurrency"), c.memory.maxConcurrency},
        {QStringLiteral("batch_limit"), c.batchLimit},
        {QStringLiteral("replicas"), c.replicas},
        {QStringLiteral("jobs"), c.jobs},
        {QStringLiteral("output_tokens_per_second"), orNull(timed, c.outputTokensPerSecond)},
        {QStringLiteral("input_tokens_per_second"), orNull(timed, c.inputTokensPerSecond)},
        {QStringLiteral("ttft_seconds"), orNull(timed && !c.point.saturated, c.point.ttftSeconds)},
        {QStringLiteral("tpot_seconds"), orNull(timed, c.point.tpotSeconds)},
        {QStringLiteral("tpot_band_seconds"),
         timed ? QJsonValue(QJsonArray{c.tpotBand.low, c.tpotBand.high}) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("ttft_band_seconds"),
         timed && !c.point.saturated ? QJsonValue(QJsonArray{c.ttftBand.low, c.ttftBand.high})
                                     : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("batch"), orNull(timed, c.point.batch)},
        {QStringLiteral("saturated"), timed && c.point.saturated},
        {QStringLiteral("critical_batch"), orNull(timed, c.criticalBatch)},
        {QStringLiteral("step"), timed ? QJsonValue(stepJson(c.point.step)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("priced"), c.priced},
        {QStringLiteral("usd_per_hour"), orNull(c.priced, c.usdPerHour)},
        {QStringLiteral("usd_per_million_output_tokens"), orNull(c.priced && timed, c.usdPerMillionOutput)},
        {QStringLiteral("usd_per_million_input_tokens"), orNull(c.priced && timed, c.usdPerMillionInput)},
        {QStringLiteral("pricing"), c.offering.hardware.isEmpty() ? QString() : pricingModelId(c.offering.pricing)},
        {QStringLiteral("region"), c.offering.region},
        {QStringLiteral("stale_price"), c.stalePrice},
        {QStringLiteral("pareto"), c.pareto},
        {QStringLiteral("memory"), memoryJson(c.memory)},
        {QStringLiteral("engine"), engineJson(c, in)},
        {QStringLiteral("reasons"), reasons}};
    if (!c.problem.isEmpty())
        o.insert(QStringLiteral("problem"), c.problem);
    return o;
}

QJsonObject serveResultJson(const ServePlanResult& r, const ServeInput& in)
{
    QJsonArray candidates;
    for (const ServeCandidate& c : r.candidates)
        candidates << serveCandidateJson(c, in);
    QJsonArray front;
    for (const ServeCandidate& c : r.paretoFront)
        front << QJsonObject{{QStringLiteral("hardware"), c.hardware},
                             {QStringLiteral("devices"), c.job.devices},
                             {QStringLiteral("tensor_parallel"), c.replica.tensorParallel},
                             {QStringLiteral("precision"), servePrecisionId(c.replica.weights)},
                             {QStringLiteral("kv_precision"), servePrecisionId(c.replica.kv)},
                             {QStringLiteral("pricing"), pricingModelId(c.offering.pricing)},
                             {QStringLiteral("tpot_seconds"), c.point.tpotSeconds},
                             {QStringLiteral("usd_per_million_output_tokens"), c.usdPerMillionOutput}};
    QJsonArray notes;
    for (const Reason& n : r.notes)
        notes << QJsonObject{{QStringLiteral("code"), n.code}, {QStringLiteral("text"), n.text}};
    return QJsonObject{{QStringLiteral("request"), serveInputJson(in)},
                       {QStringLiteral("evaluated"), r.evaluated},
                       {QStringLiteral("fitting"), r.fitting},
                       {QStringLiteral("meeting_targets"), r.meeting},
                       {QStringLiteral("candidates"), candidates},
                       {QStringLiteral("pareto_front"), front},
                       {QStringLiteral("notes"), notes}};
}

} // namespace tpuplan
