// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan shards: how many TFRecord shards of what size for a dataset, and what they cost to keep on Cloud Storage.
#include "Commands.h"

#include "util/Format.h"
#include "util/InputError.h"
#include "xla/DataPrepRules.h"
#include "xla/ReadinessChecklist.h"
#include "xla/ShardPlan.h"
#include "xla/XlaJson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ShardsCommand)
};

using namespace tpuplan::xla;

// A positive amount: "1000000000", "1e9", "1.5G" (k, M, G, T: powers of 1000). nullopt if malformed.
std::optional<double> parseAmount(QString text, bool whole)
{
    text = text.trimmed();
    double scale = 1;
    if (!text.isEmpty()) {
        const int idx = QStringLiteral("kMGT").indexOf(text.back() == QLatin1Char('K') ? QChar(QLatin1Char('k'))
                                                                                       : QChar(text.back()));
        if (idx >= 0) {
            scale = std::pow(1000.0, idx + 1);
            text.chop(1);
        }
    }
    bool ok = false;
    const double v = text.toDouble(&ok) * scale;
    if (!ok || !std::isfinite(v) || v <= 0 || v > 1e18)
        return std::nullopt;
    if (whole && v != std::floor(v))
        return std::nullopt;
    return v;
}
} // namespace

int runShards(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("shards"),
                Tr::tr("Plan TFRecord shards for a dataset: records, shard count and size, shards per host, and the "
                       "Cloud Storage cost."),
                io);
    cmd.addValueOption(QStringLiteral("tokens"), Tr::tr("Dataset size in tokens (1e9 and 1G work too)."),
                       QStringLiteral("N"));
    cmd.addValueOption(QStringLiteral("documents"), Tr::tr("Dataset size in documents (with --tokens-per-document)."),
                       QStringLiteral("N"));
    cmd.addValueOption(QStringLiteral("tokens-per-document"), Tr::tr("Mean tokens per document."), QStringLiteral("X"));
    cmd.addValueOption(QStringLiteral("bytes"), Tr::tr("Dataset size in bytes of UTF-8 text."), QStringLiteral("N"));
    const ShardInput defaults;
    cmd.addValueOption(QStringLiteral("text-bytes-per-token"), Tr::tr("Bytes of text per token, for --bytes."),
                       QStringLiteral("X"), QString::number(defaults.textBytesPerToken));
    cmd.addValueOption(QStringLiteral("seq-len"), Tr::tr("Tokens per record (the packed chunk length)."),
                       QStringLiteral("N"), QString::number(defaults.seqLen));
    cmd.addValueOption(QStringLiteral("hosts"), Tr::tr("Hosts reading the data (1 for v2-8/v3-8)."),
                       QStringLiteral("N"), QString::number(defaults.hosts));
    cmd.addValueOption(QStringLiteral("slice"), Tr::tr("Take the host count from this TPU slice in the catalog."),
                       QStringLiteral("NAME"));
    cmd.addValueOption(QStringLiteral("bytes-per-token"),
                       Tr::tr("Bytes per token in a record (8 = int32 input_ids + int32 attention_mask)."),
                       QStringLiteral("X"), QString::number(defaults.bytesPerToken));
    cmd.addValueOption(QStringLiteral("region"), Tr::tr("Region of the Cloud Storage bucket."), QStringLiteral("R"),
                       QStringLiteral("us-central1"));
    cmd.addValueOption(QStringLiteral("storage-class"), Tr::tr("Cloud Storage class in the catalog."),
                       QStringLiteral("CLASS"), defaultStorageClassId());
    cmd.addValueOption(QStringLiteral("tpu"), Tr::tr("How the TPU is reached: vm or node (Colab is a node)."),
                       QStringLiteral("vm|node"));
    cmd.addValueOption(QStringLiteral("data"), Tr::tr("Where the shards live: gcs, local or memory."),
                       QStringLiteral("gcs|local|memory"));
    cmd.addFormatOption();
    cmd.addCatalogOption();
    if (!cmd.parse(args))
        return cmd.exitCode();

    ShardInput in;
    int given = 0;
    for (const char* name : {"tokens", "documents", "bytes"})
        given += cmd.isSet(QString::fromLatin1(name)) ? 1 : 0;
    if (given != 1)
        return cmd.usageError(Tr::tr("give exactly one of --tokens, --documents or --bytes"));
    const QString unitOption = cmd.isSet(QStringLiteral("tokens"))
        ? QStringLiteral("tokens")
        : (cmd.isSet(QStringLiteral("documents")) ? QStringLiteral("documents") : QStringLiteral("bytes"));
    const auto amount = parseAmount(cmd.value(unitOption), true);
    if (!amount)
        return cmd.usageError(Tr::tr("--%1 must be a positive whole number (1e9 and 1G work too), got \"%2\"")
                                  .arg(unitOption, cmd.value(unitOption)));
    in.amount = *amount;
    if (unitOption == QLatin1String("tokens")) {
        in.unit = DatasetUnit::Tokens;
    } else if (unitOption == QLatin1String("documents")) {
        in.unit = DatasetUnit::Documents;
        if (!cmd.isSet(QStringLiteral("tokens-per-document")))
            return cmd.usageError(Tr::tr("--documents needs --tokens-per-document"));
        const auto v = cmd.doubleValue(QStringLiteral("tokens-per-document"), 0.001, LengthHistogram::kMaxLength);
        if (!v)
            return cmd.exitCode();
        in.tokensPerDocument = *v;
    } else {
        in.unit = DatasetUnit::Bytes;
        const auto v = cmd.doubleValue(QStringLiteral("text-bytes-per-token"), 0.25, 1024);
        if (!v)
            return cmd.exitCode();
        in.textBytesPerToken = *v;
    }
    const auto seqLen = cmd.intValue(QStringLiteral("seq-len"), 1, LengthHistogram::kMaxLength);
    if (!seqLen)
        return cmd.exitCode();
    in.seqLen = *seqLen;
    const auto bpt = cmd.doubleValue(QStringLiteral("bytes-per-token"), 0.125, 1024);
    if (!bpt)
        return cmd.exitCode();
    in.bytesPerToken = *bpt;

    ReadinessInput readiness;
    if (cmd.isSet(QStringLiteral("tpu"))) {
        const auto v = cmd.choice(QStringLiteral("tpu"), {QStringLiteral("vm"), QStringLiteral("node")});
        if (!v)
            return cmd.exitCode();
        readiness.access = *tpuAccessFromId(*v);
    }
    if (cmd.isSet(QStringLiteral("data"))) {
        const auto v = cmd.choice(QStringLiteral("data"),
                                  {QStringLiteral("gcs"), QStringLiteral("local"), QStringLiteral("memory")});
        if (!v)
            return cmd.exitCode();
        readiness.data = *dataLocationFromId(*v);
    }

    const auto catalog = cmd.catalog();
    if (!catalog)
        return cmd.exitCode();
    if (cmd.isSet(QStringLiteral("slice"))) {
        if (cmd.isSet(QStringLiteral("hosts")))
            return cmd.usageError(Tr::tr("give --hosts or --slice, not both"));
        const QString name = cmd.value(QStringLiteral("slice"));
        const auto device = catalog->device(name);
        if (!device || !device->isTpu)
            return cmd.usageError(Tr::tr("unknown TPU slice \"%1\" (see tpuplan catalog)").arg(name));
        in.hosts = hostsOfSlice(*catalog, name);
    } else {
        const auto hosts = cmd.intValue(QStringLiteral("hosts"), 1, 100000);
        if (!hosts)
            return cmd.exitCode();
        in.hosts = *hosts;
    }
    const QString region = cmd.value(QStringLiteral("region"));
    if (!catalog->regions().contains(region))
        return cmd.usageError(
            Tr::tr("unknown region \"%1\" (regions: %2)").arg(region, catalog->regions().join(QStringLiteral(", "))));
    const QString storageId = cmd.value(QStringLiteral("storage-class"));
    const StorageClass* storage = catalog->storageClass(storageId);
    if (!storage) {
        QStringList ids;
        for (const StorageClass& s : catalog->storageClasses())
            ids << s.id;
        return cmd.usageError(
            Tr::tr("unknown storage class \"%1\" (known: %2)").arg(storageId, ids.join(QStringLiteral(", "))));
    }
    in.usdPerGiBMonth = storage->usdPerGiBMonth;

    ShardPlan plan;
    try {
        plan = planShards(in);
    } catch (const InputError& e) {
        return cmd.usageError(e.issue().field.isEmpty()
                                  ? e.issue().message
                                  : QStringLiteral("%1: %2").arg(e.issue().field, e.issue().message));
    }
    applyShards(readiness, plan);
    const QVector<ReadinessItem> checklist
        = readinessItems(readiness,
                         {QStringLiteral("data-location"), QStringLiteral("tf-data-pipeline"), QStringLiteral("shards"),
                          QStringLiteral("shuffle-shards")});

    if (cmd.json()) {
        QJsonObject root = shardPlanJson(plan);
        root[QStringLiteral("storage")]
            = QJsonObject{{QStringLiteral("class"), storage->id},
                          {QStringLiteral("region"), region},
                          {QStringLiteral("usd_per_gib_month"), storage->usdPerGiBMonth},
                          {QStringLiteral("usd_per_month"), plan.storageUsdPerMonth},
                          {QStringLiteral("as_of"), storage->asOf.toString(Qt::ISODate)},
                          {QStringLiteral("source"), storage->source},
                          {QStringLiteral("source_ref"), catalog->source(storage->source).ref},
                          {QStringLiteral("regional_price"), false}};
        root[QStringLiteral("tpu")] = tpuAccessId(readiness.access);
        root[QStringLiteral("data")] = dataLocationId(readiness.data);
        root[QStringLiteral("checklist")] = checklistJson(checklist);
        printJson(io.out, root);
        return kExitOk;
    }

    QTextStream& out = io.out;
    out << Tr::tr("Dataset: %1 tokens in %2 records of %3 tokens, %4 bytes each")
               .arg(formatCount(plan.tokens), formatCount(plan.records), formatCount(in.seqLen),
                    formatNumber(plan.recordBytes, 0))
        << "\n";
    out << Tr::tr("TFRecords: %1 (%2 GiB)").arg(formatBytes(plan.totalBytes), formatNumber(plan.totalGiB, 2)) << "\n";
    out << Tr::tr("Shards: %1 (%2 … %3)")
               .arg(formatCount(plan.shards), plan.fileName(0), plan.fileName(plan.shards - 1))
        << "\n";
    if (plan.minRecordsPerShard != plan.recordsPerShard)
        out << QStringLiteral("  ")
            << Tr::tr("%1 or %2 records per shard, up to %3 each")
                   .arg(formatCount(plan.minRecordsPerShard), formatCount(plan.recordsPerShard),
                        formatBytes(plan.shardBytes))
            << "\n";
    else
        out << QStringLiteral("  ")
            << Tr::tr("%1 records per shard, %2 each")
                   .arg(formatCount(plan.recordsPerShard), formatBytes(plan.shardBytes))
            << "\n";
    out << QStringLiteral("  ")
        << Tr::tr("%n host(s), %1 shard(s) per host; by size %2, by hosts %3", nullptr, in.hosts)
               .arg(formatCount(plan.shardsPerHost), formatCount(plan.shardsBySize), formatCount(plan.shardsByHosts))
        << "\n";
    out << Tr::tr("Storage: %1 GiB × %2 per GiB-month (%3, %4) = %5 per month [%6, %7]")
               .arg(formatNumber(plan.totalGiB, 2), formatUsd(storage->usdPerGiBMonth, QLocale(), 3), storage->id,
                    region, formatUsd(plan.storageUsdPerMonth, QLocale(), 2), storage->source,
                    storage->asOf.toString(Qt::ISODate))
        << "\n";
    out << QStringLiteral("  ")
        << Tr::tr(
               "The catalog has one price per storage class; regional differences are not modelled. Keep the bucket in "
               "the TPU's region.")
        << "\n";
    if (!plan.notes.isEmpty()) {
        out << "\n" << Tr::tr("Notes") << "\n";
        for (ShardNote n : plan.notes)
            out << QStringLiteral("  - ") << shardNoteText(n, plan) << "\n";
    }
    out << "\n" << Tr::tr("Assumptions") << "\n";
    for (const QString& a : shardAssumptions(plan))
        out << QStringLiteral("  - ") << a << "\n";
    out << "\n" << Tr::tr("Readiness") << "\n";
    out << checklistText(checklist);
    out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
