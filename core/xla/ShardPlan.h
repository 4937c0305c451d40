// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVector>

namespace tpuplan::xla {

enum class DatasetUnit { Tokens, Documents, Bytes };

// A dataset to write as TFRecord shards: records are chunks of `seqLen` tokens (the packed layout of the RoBERTa-on-TPU
// example), each a tf.train.Example with input_ids and attention_mask. See docs/xla-readiness.md for every default.
struct ShardInput
{
    DatasetUnit unit = DatasetUnit::Tokens;
    double amount = 0; // tokens, documents, or bytes of UTF-8 text
    double tokensPerDocument = 0; // DatasetUnit::Documents
    double textBytesPerToken = 4.0; // DatasetUnit::Bytes: UTF-8 bytes of raw text per token
    int seqLen = 128; // tokens per record (chunk length)
    // Bytes per token inside a record: int32 input_ids + int32 attention_mask = 8 (an upper bound: the varint
    // Int64List encoding of tf.train.Example stores a 50k-vocabulary id in 2–3 bytes and a mask bit in 1).
    double bytesPerToken = 8.0;
    // Bytes per record beyond the tokens: TFRecord framing (8-byte length + two 4-byte CRCs = 16) and the
    // tf.train.Example protobuf around two named features (≈ 56).
    double recordOverheadBytes = 72.0;
    int hosts = 1; // hosts (VMs) that read the data: 1 for a v2-8/v3-8, more on pod slices
    double usdPerGiBMonth = 0; // storage price; 0 = unknown

    // The rules (TensorFlow TFRecord guide; see the docs): shards of at least 10 MB, ideally 100 MB or more, capped at
    // 200 MB here; at least 10 shards per host; a multiple of the host count.
    double maxShardBytes = 200e6;
    double idealShardBytes = 100e6;
    double minShardBytes = 10e6;
    int minShardsPerHost = 10;
};

enum class ShardNote {
    BelowIdealSize, // shards under 100 MB: the 10-per-host rule needs that many
    FewerThanTenPerHost, // the data is too small for 10 shards of 10 MB per host: fewer, larger shards
    FewerRecordsThanHosts, // some hosts get no record at all
    FitsInMemory, // the whole dataset is under 1 GiB
};

struct ShardPlan
{
    ShardInput input;
    qint64 tokens = 0;
    qint64 records = 0;
    double recordBytes = 0;
    double totalBytes = 0;
    qint64 shardsBySize = 0; // shards needed so that none exceeds maxShardBytes
    qint64 shardsByHosts = 0; // minShardsPerHost × hosts
    qint64 shards = 0;
    qint64 recordsPerShard = 0; // the fuller shards; records are spread evenly
    qint64 minRecordsPerShard = 0; // the others (one record fewer, or equal)
    double shardBytes = 0; // size of the fuller shards
    qint64 shardsPerHost = 0;
    bool tenPerHost = false; // at least minShardsPerHost shards for every host
    double totalGiB = 0;
    double storageUsdPerMonth = 0; // 0 when the price is unknown
    QVector<ShardNote> notes;

    // "train-00000-of-00048.tfrecord" (index 0-based)
    QString fileName(qint64 index, const QString& prefix = QStringLiteral("train")) const;
};

// Throws InputError (field: amount, tokens_per_document, text_bytes_per_token, seq_len, bytes_per_token,
// record_overhead_bytes, hosts, usd_per_gib_month) for values out of range.
ShardPlan planShards(const ShardInput& input);

// One translated sentence per note, with the plan's numbers.
QString shardNoteText(ShardNote note, const ShardPlan& plan);
// The assumptions behind the sizes, translated (for the report's assumptions section).
QStringList shardAssumptions(const ShardPlan& plan);
QString shardNoteId(ShardNote note);

} // namespace tpuplan::xla
