// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShardPlan.h"

#include "LengthHistogram.h"
#include "util/Format.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace tpuplan::xla {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ShardPlan)
};

constexpr double kMaxTokens = 1e15;
constexpr int kMaxHosts = 100000;

[[noreturn]] void bad(const char* field, const QString& message)
{
    throw InputError(QString(), 0, QString::fromLatin1(field), message);
}

bool inRange(double v, double lo, double hi)
{
    return std::isfinite(v) && v >= lo && v <= hi;
}
} // namespace

QString ShardPlan::fileName(qint64 index, const QString& prefix) const
{
    const int width = std::max(5, int(QString::number(shards).size()));
    return QStringLiteral("%1-%2-of-%3.tfrecord")
        .arg(prefix)
        .arg(index, width, 10, QLatin1Char('0'))
        .arg(shards, width, 10, QLatin1Char('0'));
}

ShardPlan planShards(const ShardInput& in)
{
    if (!inRange(in.amount, 1, 1e18))
        bad("amount", Tr::tr("the dataset size must be a positive number"));
    if (!inRange(in.seqLen, 1, LengthHistogram::kMaxLength))
        bad("seq_len",
            Tr::tr("the sequence length must be from 1 to %1 tokens").arg(formatCount(LengthHistogram::kMaxLength)));
    if (!inRange(in.bytesPerToken, 0.125, 1024))
        bad("bytes_per_token", Tr::tr("bytes per token must be from 0.125 to 1024"));
    if (!inRange(in.recordOverheadBytes, 0, 1e6))
        bad("record_overhead_bytes", Tr::tr("the record overhead must be from 0 to 1,000,000 bytes"));
    if (in.hosts < 1 || in.hosts > kMaxHosts)
        bad("hosts", Tr::tr("the number of hosts must be from 1 to %1").arg(formatCount(kMaxHosts)));
    if (!inRange(in.usdPerGiBMonth, 0, 1e6))
        bad("usd_per_gib_month", Tr::tr("the storage price must be zero or positive"));
    if (!(in.minShardBytes > 0 && in.maxShardBytes >= in.minShardBytes && in.minShardsPerHost >= 1))
        bad("shard_rules", Tr::tr("the shard size rules are inconsistent"));

    double tokens = 0;
    switch (in.unit) {
    case DatasetUnit::Tokens:
        tokens = in.amount;
        break;
    case DatasetUnit::Documents:
        if (!inRange(in.tokensPerDocument, 1e-3, LengthHistogram::kMaxLength))
            bad("tokens_per_document",
                Tr::tr("tokens per document must be a positive number up to %1")
                    .arg(formatCount(LengthHistogram::kMaxLength)));
        tokens = in.amount * in.tokensPerDocument;
        break;
    case DatasetUnit::Bytes:
        if (!inRange(in.textBytesPerToken, 0.25, 1024))
            bad("text_bytes_per_token", Tr::tr("text bytes per token must be from 0.25 to 1024"));
        tokens = in.amount / in.textBytesPerToken;
        break;
    }
    tokens = std::ceil(tokens - 1e-9);
    if (tokens < 1)
        bad("amount", Tr::tr("the dataset holds less than one token"));
    if (tokens > kMaxTokens)
        bad("amount",
            Tr::tr("more than %1 tokens; the planner stops there").arg(QLocale().toString(kMaxTokens, 'g', 3)));

    ShardPlan p;
    p.input = in;
    p.tokens = qint64(tokens);
    p.records = (p.tokens + in.seqLen - 1) / in.seqLen;
    p.recordBytes = in.seqLen * in.bytesPerToken + in.recordOverheadBytes;
    p.totalBytes = double(p.records) * p.recordBytes;

    const qint64 hosts = in.hosts;
    p.shardsBySize = std::max<qint64>(1, qint64(std::ceil(p.totalBytes / in.maxShardBytes - 1e-9)));
    p.shardsByHosts = qint64(in.minShardsPerHost) * hosts;
    qint64 shards = std::max(p.shardsBySize, p.shardsByHosts);
    if (p.totalBytes / double(shards) < in.minShardBytes) {
        // TensorFlow: "If it is less than that, you might need to create fewer shards to trade off parallelism
        // benefits and I/O prefetching benefits." Keep one shard per host at least.
        shards = std::max(hosts, qint64(std::floor(p.totalBytes / in.minShardBytes)));
    }
    shards = (shards + hosts - 1) / hosts * hosts; // every host reads the same number of files
    if (shards > p.records) {
        shards = std::max<qint64>(1, p.records / hosts * hosts);
        if (p.records < hosts)
            shards = p.records;
    }
    p.shards = shards;
    p.recordsPerShard = (p.records + shards - 1) / shards;
    p.minRecordsPerShard = p.records / shards;
    p.shardBytes = double(p.recordsPerShard) * p.recordBytes;
    p.shardsPerHost = shards / hosts;
    p.tenPerHost = shards >= p.shardsByHosts;
    p.totalGiB = p.totalBytes / kGiB;
    p.storageUsdPerMonth = p.totalGiB * in.usdPerGiBMonth;

    if (p.records < hosts)
        p.notes << ShardNote::FewerRecordsThanHosts;
    else if (!p.tenPerHost)
        p.notes << ShardNote::FewerThanTenPerHost;
    else if (p.shardBytes < in.idealShardBytes)
        p.notes << ShardNote::BelowIdealSize;
    if (p.totalBytes < kGiB)
        p.notes << ShardNote::FitsInMemory;
    return p;
}

QString shardNoteId(ShardNote note)
{
    switch (note) {
    case ShardNote::BelowIdealSize:
        return QStringLiteral("below-ideal-size");
    case ShardNote::FewerThanTenPerHost:
        return QStringLiteral("fewer-than-ten-per-host");
    case ShardNote::FewerRecordsThanHosts:
        return QStringLiteral("fewer-records-than-hosts");
    case ShardNote::FitsInMemory:
        return QStringLiteral("fits-in-memory");
    }
    return QString();
}

QString shardNoteText(ShardNote note, const ShardPlan& p)
{
    switch (note) {
    case ShardNote::BelowIdealSize:
        return Tr::tr(
                   "Shards of %1 are under the ideal %2: at least %3 shards per host (%4 in all) come first, so that "
                   "every host has files to interleave and shuffle.")
            .arg(formatBytes(p.shardBytes), formatBytes(p.input.idealShardBytes, 0),
                 formatCount(p.input.minShardsPerHost), formatCount(p.shardsByHosts));
    case ShardNote::FewerThanTenPerHost:
        return Tr::tr("The dataset (%1) is too small for %2 shards of at least %3: %4 shard(s) instead, %5 per host. "
                      "Shuffle records with a buffer that holds a good part of the data.")
            .arg(formatBytes(p.totalBytes), formatCount(p.shardsByHosts), formatBytes(p.input.minShardBytes, 0),
                 formatCount(p.shards), formatCount(p.shardsPerHost));
    case ShardNote::FewerRecordsThanHosts:
        return Tr::tr("Only %1 record(s) for %2 hosts: some hosts read nothing. Use fewer hosts or a shorter chunk.")
            .arg(formatCount(p.records), formatCount(p.input.hosts));
    case ShardNote::FitsInMemory:
        return Tr::tr("The whole dataset is %1: it fits in host memory, so it can also be fed as in-memory arrays "
                      "(no Cloud Storage needed even on a TPU Node).")
            .arg(formatBytes(p.totalBytes));
    }
    return QString();
}

QStringList shardAssumptions(const ShardPlan& p)
{
    const ShardInput& in = p.input;
    QStringList out;
    out << Tr::tr("Records are chunks of %1 tokens (documents packed end to end, the last chunk padded).")
               .arg(formatCount(in.seqLen));
    out << Tr::tr("%1 bytes per token in a record (int32 input_ids + int32 attention_mask; varint-encoded Int64List "
                  "features are usually smaller) and %2 bytes per record (TFRecord framing 16 bytes + tf.train.Example "
                  "keys and tags).")
               .arg(formatShort(in.bytesPerToken), formatShort(in.recordOverheadBytes));
    if (in.unit == DatasetUnit::Documents)
        out << Tr::tr("%1 tokens per document.").arg(formatShort(in.tokensPerDocument));
    if (in.unit == DatasetUnit::Bytes)
        out << Tr::tr("%1 bytes of UTF-8 text per token.").arg(formatShort(in.textBytesPerToken));
    out << Tr::tr(
               "Shards of at most %1, ideally at least %2 and never under %3 unless the data is that small; at least "
               "%4 shards per host and a multiple of the host count (TensorFlow TFRecord guide).")
               .arg(formatBytes(in.maxShardBytes, 0), formatBytes(in.idealShardBytes, 0),
                    formatBytes(in.minShardBytes, 0), formatCount(in.minShardsPerHost));
    return out;
}

} // namespace tpuplan::xla
