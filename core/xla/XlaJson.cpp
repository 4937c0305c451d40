// SPDX-License-Identifier: GPL-3.0-or-later
#include "XlaJson.h"

namespace tpuplan::xla {

namespace {
QJsonValue big(qint64 v)
{
    return QJsonValue(double(v));
}
} // namespace

QString paddingKindId(PaddingKind kind)
{
    switch (kind) {
    case PaddingKind::PadToMax:
        return QStringLiteral("pad-to-max");
    case PaddingKind::FixedLength:
        return QStringLiteral("fixed-length");
    case PaddingKind::PadToMultiple:
        return QStringLiteral("pad-to-multiple");
    case PaddingKind::Buckets:
        return QStringLiteral("buckets");
    case PaddingKind::Packing:
        return QStringLiteral("packing");
    }
    return QString();
}

QString recommendationReasonId(RecommendationReason reason)
{
    switch (reason) {
    case RecommendationReason::Packing:
        return QStringLiteral("packing");
    case RecommendationReason::LowestCost:
        return QStringLiteral("lowest-cost");
    case RecommendationReason::FewerShapesNearlyAsCheap:
        return QStringLiteral("fewer-shapes-nearly-as-cheap");
    }
    return QString();
}

QString rejectionId(Rejection rejection)
{
    switch (rejection) {
    case Rejection::None:
        return QStringLiteral("none");
    case Rejection::Truncates:
        return QStringLiteral("truncates");
    case Rejection::PackingNotAllowed:
        return QStringLiteral("packing-not-allowed");
    case Rejection::OverShapeBudget:
        return QStringLiteral("over-shape-budget");
    }
    return QString();
}

QJsonObject lengthsJson(const LengthHistogram& h, bool withBins)
{
    QJsonObject o;
    o[QStringLiteral("sequences")] = big(h.sequences());
    o[QStringLiteral("tokens")] = big(h.tokens());
    o[QStringLiteral("min_length")] = h.minLength();
    o[QStringLiteral("mean_length")] = h.meanLength();
    o[QStringLiteral("max_length")] = h.maxLength();
    o[QStringLiteral("distinct_lengths")] = h.bins().size();
    QJsonObject q;
    q[QStringLiteral("p50")] = h.quantile(0.50);
    q[QStringLiteral("p90")] = h.quantile(0.90);
    q[QStringLiteral("p95")] = h.quantile(0.95);
    q[QStringLiteral("p99")] = h.quantile(0.99);
    o[QStringLiteral("percentiles")] = q;
    if (withBins) {
        QJsonArray bins;
        for (const LengthBin& b : h.bins())
            bins.append(QJsonObject{{QStringLiteral("length"), b.length}, {QStringLiteral("count"), big(b.count)}});
        o[QStringLiteral("histogram")] = bins;
    }
    return o;
}

QJsonObject resultJson(const PaddingResult& r)
{
    QJsonObject o;
    o[QStringLiteral("id")] = r.strategy.id();
    o[QStringLiteral("kind")] = paddingKindId(r.strategy.kind);
    o[QStringLiteral("label")] = strategyLabel(r.strategy);
    switch (r.strategy.kind) {
    case PaddingKind::FixedLength:
        o[QStringLiteral("length")] = r.strategy.length;
        break;
    case PaddingKind::PadToMultiple:
        o[QStringLiteral("multiple")] = r.strategy.length;
        break;
    case PaddingKind::Packing:
        o[QStringLiteral("chunk_length")] = r.strategy.length;
        break;
    case PaddingKind::Buckets: {
        QJsonArray b;
        for (int x : r.strategy.boundaries)
            b.append(x);
        o[QStringLiteral("boundaries")] = b;
        break;
    }
    case PaddingKind::PadToMax:
        break;
    }
    if (r.paddedLength > 0)
        o[QStringLiteral("padded_length")] = r.paddedLength;
    o[QStringLiteral("batch")] = r.batch;
    o[QStringLiteral("rows")] = big(r.rows);
    o[QStringLiteral("steps")] = big(r.steps);
    o[QStringLiteral("shapes")] = r.shapes;
    o[QStringLiteral("expected_shapes")] = r.expectedShapes;
    o[QStringLiteral("max_shapes")] = r.maxShapes;
    o[QStringLiteral("real_tokens")] = big(r.realTokens);
    o[QStringLiteral("computed_tokens")] = r.computedTokens;
    o[QStringLiteral("padded_share")] = r.paddedShare;
    o[QStringLiteral("throughput_cost")] = r.throughputCost;
    o[QStringLiteral("real_tokens_per_step")] = r.realTokensPerStep;
    o[QStringLiteral("computed_tokens_per_step")] = r.computedTokensPerStep;
    o[QStringLiteral("truncated_tokens")] = big(r.truncatedTokens);
    o[QStringLiteral("truncated_sequences")] = big(r.truncatedSequences);
    QJsonArray shares;
    for (const ShapeShare& s : r.shapeShares)
        shares.append(QJsonObject{{QStringLiteral("length"), s.length}, {QStringLiteral("share"), s.share}});
    o[QStringLiteral("shape_shares")] = shares;
    return o;
}

QJsonObject recommendationJson(const PaddingReport& report, const Recommendation& rec)
{
    QJsonObject o;
    if (rec.index < 0 || rec.index >= report.results.size())
        return o;
    o[QStringLiteral("strategy")] = report.results[rec.index].strategy.id();
    o[QStringLiteral("index")] = rec.index;
    o[QStringLiteral("reason")] = recommendationReasonId(rec.reason);
    if (rec.lowestCostIndex >= 0)
        o[QStringLiteral("lowest_cost_strategy")] = report.results[rec.lowestCostIndex].strategy.id();
    o[QStringLiteral("speedup_vs_pad_to_max")] = rec.speedupVsPadToMax;
    if (rec.cheaperIndex >= 0) {
        o[QStringLiteral("cheaper_rejected")]
            = QJsonObject{{QStringLiteral("strategy"), report.results[rec.cheaperIndex].strategy.id()},
                          {QStringLiteral("why"), rejectionId(rec.cheaperRejected)}};
    }
    o[QStringLiteral("text")] = recommendationText(report, rec);
    return o;
}

QJsonObject paddingJson(const PaddingReport& report)
{
    QJsonObject o;
    o[QStringLiteral("batch")] = report.options.batch;
    o[QStringLiteral("shape_budget")] = report.options.shapeBudget;
    o[QStringLiteral("packing_allowed")] = report.options.packingAllowed;
    o[QStringLiteral("fixed_length")] = report.options.fixedLength;
    o[QStringLiteral("chunk_length")] = report.options.chunkLength;
    QJsonArray strategies;
    for (const PaddingResult& r : report.results)
        strategies.append(resultJson(r));
    o[QStringLiteral("strategies")] = strategies;
    o[QStringLiteral("recommendation")] = recommendationJson(report, report.recommendation);
    o[QStringLiteral("recommendation_without_packing")] = recommendationJson(report, report.withoutPacking);
    return o;
}

QJsonObject shardPlanJson(const ShardPlan& p)
{
    QJsonObject o;
    o[QStringLiteral("tokens")] = big(p.tokens);
    o[QStringLiteral("seq_len")] = p.input.seqLen;
    o[QStringLiteral("records")] = big(p.records);
    o[QStringLiteral("record_bytes")] = p.recordBytes;
    o[QStringLiteral("total_bytes")] = p.totalBytes;
    o[QStringLiteral("total_gib")] = p.totalGiB;
    o[QStringLiteral("hosts")] = p.input.hosts;
    o[QStringLiteral("shards")] = big(p.shards);
    o[QStringLiteral("shards_by_size")] = big(p.shardsBySize);
    o[QStringLiteral("shards_by_hosts")] = big(p.shardsByHosts);
    o[QStringLiteral("records_per_shard")] = big(p.recordsPerShard);
    o[QStringLiteral("min_records_per_shard")] = big(p.minRecordsPerShard);
    o[QStringLiteral("shard_bytes")] = p.shardBytes;
    o[QStringLiteral("shards_per_host")] = big(p.shardsPerHost);
    o[QStringLiteral("ten_per_host")] = p.tenPerHost;
    o[QStringLiteral("first_file")] = p.fileName(0);
    o[QStringLiteral("last_file")] = p.fileName(p.shards - 1);
    o[QStringLiteral("bytes_per_token")] = p.input.bytesPerToken;
    o[QStringLiteral("record_overhead_bytes")] = p.input.recordOverheadBytes;
    o[QStringLiteral("usd_per_gib_month")] = p.input.usdPerGiBMonth;
    o[QStringLiteral("storage_usd_per_month")] = p.storageUsdPerMonth;
    QJsonArray notes;
    for (ShardNote n : p.notes)
        notes.append(
            QJsonObject{{QStringLiteral("id"), shardNoteId(n)}, {QStringLiteral("text"), shardNoteText(n, p)}});
    o[QStringLiteral("notes")] = notes;
    o[QStringLiteral("assumptions")] = QJsonArray::fromStringList(shardAssumptions(p));
    return o;
}

QJsonArray checklistJson(const QVector<ReadinessItem>& items)
{
    QJsonArray arr;
    for (const ReadinessItem& it : items) {
        arr.append(QJsonObject{{QStringLiteral("id"), it.id},
                               {QStringLiteral("title"), it.title},
                               {QStringLiteral("satisfied"), satisfiedId(it.satisfied)},
                               {QStringLiteral("explanation"), it.explanation},
                               {QStringLiteral("source"), it.source}});
    }
    return arr;
}

} // namespace tpuplan::xla
