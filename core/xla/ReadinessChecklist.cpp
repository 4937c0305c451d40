// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReadinessChecklist.h"

#include "PaddingAnalysis.h"
#include "ShardPlan.h"
#include "util/Format.h"

#include <QCoreApplication>

#include <numeric>

namespace tpuplan::xla {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReadinessChecklist)
};

const char* const kSeedGuide = "Hugging Face, \"Training on TPU with TensorFlow\" (seeds 000, 002, 003)";
const char* const kSeedRoberta = "Hugging Face blog, training RoBERTa on TPU with TensorFlow (seed 001)";
const char* const kSeedBigBird = "M. Itagaki, \"Cloud TPUの使い方\" BigBird slides (seed 004)";
const char* const kTfRecordGuide = "TensorFlow tutorial \"TFRecord and tf.train.Example\" (sharding rule of thumb)";
const char* const kTpuPerfGuide = "Cloud TPU performance guide, https://cloud.google.com/tpu/docs/performance-guide";

QString sources(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* s : list)
        out << QString::fromUtf8(s);
    return out.join(QStringLiteral("; "));
}

Satisfied fromBool(const std::optional<bool>& b)
{
    if (!b)
        return Satisfied::Unknown;
    return *b ? Satisfied::Yes : Satisfied::No;
}
} // namespace

int paddedLengthMultiple(const PaddingResult& r)
{
    if (r.strategy.kind == PaddingKind::PadToMultiple)
        return r.strategy.length;
    int g = 0;
    for (const ShapeShare& s : r.shapeShares)
        g = std::gcd(g, s.length);
    if (g == 0)
        g = r.paddedLength;
    return g;
}

void applyPadding(ReadinessInput& input, const PaddingResult& chosen, int shapeBudget)
{
    input.inputShapes = chosen.shapes;
    input.shapeBudget = shapeBudget;
    input.paddedLengthMultiple = paddedLengthMultiple(chosen);
}

void applyShards(ReadinessInput& input, const ShardPlan& plan)
{
    input.shards = plan.shards;
    input.hosts = plan.input.hosts;
    input.minShardsPerHost = plan.input.minShardsPerHost;
}

const QStringList& answerableReadinessIds()
{
    static const QStringList ids{QStringLiteral("xla-rules"),        QStringLiteral("xla-tested"),
                                 QStringLiteral("tf-data-pipeline"), QStringLiteral("strategy-scope"),
                                 QStringLiteral("jit-compile"),      QStringLiteral("shuffle-shards")};
    return ids;
}

void applyAnswers(ReadinessInput& input, const QMap<QString, bool>& answers)
{
    auto get = [&answers](const char* id) -> std::optional<bool> {
        const auto it = answers.constFind(QString::fromLatin1(id));
        if (it == answers.constEnd())
            return std::nullopt;
        return *it;
    };
    input.followsXlaRules = get("xla-rules");
    input.testedWithXla = get("xla-tested");
    input.pureTfData = get("tf-data-pipeline");
    input.underStrategyScope = get("strategy-scope");
    // the item is "jit_compile=True removed": done when the flag is no longer passed
    if (const auto removed = get("jit-compile"))
        input.jitCompile = !*removed;
    else
        input.jitCompile.reset();
    input.shuffleShards = get("shuffle-shards");
}

QVector<ReadinessItem> readinessChecklist(const ReadinessInput& in)
{
    QVector<ReadinessItem> items;

    {
        ReadinessItem it{QStringLiteral("xla-rules"),
                         Tr::tr("Code follows XLA rules #1 and #2: no data-dependent conditionals or shapes"),
                         fromBool(in.followsXlaRules), QString(), sources({kSeedGuide})};
        it.explanation = it.satisfied == Satisfied::No
            ? Tr::tr("Replace if-statements on tensor values with tf.cond or indicator variables, and boolean-mask "
                     "indexing with a multiplied mask: XLA cannot compile them.")
            : Tr::tr("Hugging Face Transformers models and losses follow both rules; custom models, losses and label "
                     "masking must too.");
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("xla-tested"), Tr::tr("A few steps tried with jit_compile=True on CPU or GPU"),
                         fromBool(in.testedWithXla), QString(), sources({kSeedGuide})};
        it.explanation
            = Tr::tr("Debugging on a TPU is harder; XLA errors show up on CPU/GPU with jit_compile=True, and "
                     "good speed there is a sign the code is ready for the TPU.");
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("static-shapes"),
                         Tr::tr("Static input shapes (XLA rule #3: every new input shape recompiles)"),
                         Satisfied::Unknown, QString(), sources({kSeedGuide})};
        if (in.inputShapes) {
            const int n = *in.inputShapes;
            it.satisfied = n <= in.shapeBudget ? Satisfied::Yes : Satisfied::No;
            it.explanation = it.satisfied == Satisfied::Yes
                ? Tr::tr("%n input shape(s) in an epoch: each is compiled once.", nullptr, n)
                : Tr::tr("About %n input shapes in an epoch, more than %1: XLA recompiles for each and training stalls "
                         "meanwhile. Pad to a fixed length, a coarser multiple or a few buckets.",
                         nullptr, n)
                      .arg(formatCount(in.shapeBudget));
        } else {
            it.explanation
                = Tr::tr("Pad every batch to a fixed length (or a few bucket lengths) so that XLA compiles a "
                         "handful of shapes.");
        }
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("padding-multiple"), Tr::tr("Padded lengths are multiples of 32, 64 or 128"),
                         Satisfied::Unknown, QString(), sources({kSeedGuide, kTpuPerfGuide})};
        if (in.paddedLengthMultiple && *in.paddedLengthMultiple > 0) {
            const int m = *in.paddedLengthMultiple;
            it.satisfied = m % 32 == 0 ? Satisfied::Yes : Satisfied::No;
            it.explanation = it.satisfied == Satisfied::Yes
                ? Tr::tr("Every padded length is a multiple of %1.").arg(formatCount(m))
                : Tr::tr("The padded lengths share only a multiple of %1; pad to a multiple of 32, 64 or 128 "
                         "(pad_to_multiple_of) for fewer shapes and full-width matrix units.")
                      .arg(formatCount(m));
        } else {
            it.explanation = Tr::tr("Pass pad_to_multiple_of (32, 64 or 128) to the tokenizer or the data collator.");
        }
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("data-location"), Tr::tr("Data where the TPU can read it"), Satisfied::Unknown,
                         QString(), sources({kSeedGuide, kSeedRoberta})};
        const bool node = in.access == TpuAccess::TpuNode;
        const bool vm = in.access == TpuAccess::TpuVm;
        switch (in.data) {
        case DataLocation::CloudStorage:
            it.satisfied = Satisfied::Yes;
            it.explanation = Tr::tr("Cloud Storage (gs://) is readable from TPU Nodes and TPU VMs alike.");
            break;
        case DataLocation::InMemory:
            it.satisfied = Satisfied::Yes;
            it.explanation
                = Tr::tr("Arrays held in memory (np.ndarray or tf.Tensor) go to the TPU with fit(), even on a "
                         "TPU Node, as long as they fit.");
            break;
        case DataLocation::LocalDisk:
            it.satisfied = node ? Satisfied::No : (vm ? Satisfied::Yes : Satisfied::Unknown);
            it.explanation = node
                ? Tr::tr("A TPU Node (and Colab) runs the input pipeline on a remote host that cannot read "
                         "this machine's disk: put the TFRecords on Cloud Storage (gs://).")
                : Tr::tr("A TPU VM reads its local or attached persistent disk; a TPU Node (and Colab) "
                         "could not.");
            break;
        case DataLocation::Unknown:
            it.explanation
                = Tr::tr("TPU Node (and Colab): data on Cloud Storage (gs://) or in memory. TPU VM: local disk "
                         "or Cloud Storage.");
            break;
        }
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("tf-data-pipeline"),
                         Tr::tr("A pure tf.data input pipeline (no Python generators or numpy_function)"),
                         Satisfied::Unknown, QString(), sources({kSeedGuide, kSeedRoberta, kSeedBigBird})};
        const QString why
            = Tr::tr("Dataset.to_tf_dataset() and prepare_tf_dataset() stream through tf.numpy_function or "
                     "from_generator, and py_func masking fails on Cloud TPU: a TPU Node cannot run them. "
                     "Read TFRecords with tf.data and use a TF-native collator (return_tensors=\"tf\").");
        if (in.pureTfData.value_or(false)) {
            it.satisfied = Satisfied::Yes;
            it.explanation = Tr::tr("The pipeline is tf.data only.");
        } else if (in.access == TpuAccess::TpuVm) {
            it.satisfied = Satisfied::Yes;
            it.explanation = Tr::tr("On a TPU VM generator-based pipelines work too; a pure tf.data pipeline is still "
                                    "faster and portable to TPU Nodes.");
        } else if (in.access == TpuAccess::TpuNode && in.pureTfData.has_value()) {
            it.satisfied = Satisfied::No;
            it.explanation = why;
        } else {
            it.explanation = why;
        }
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("strategy-scope"),
                         Tr::tr("Model and optimizer created under TPUStrategy.scope()"),
                         fromBool(in.underStrategyScope), QString(), sources({kSeedGuide, kSeedRoberta})};
        it.explanation = Tr::tr("Create the model, the optimizer and compile() inside strategy.scope() so that the "
                                "variables are replicated on every TPU core for data-parallel training.");
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("jit-compile"), Tr::tr("jit_compile=True removed for the TPU run"),
                         Satisfied::Unknown, QString(), sources({kSeedGuide})};
        if (in.jitCompile)
            it.satisfied = *in.jitCompile ? Satisfied::No : Satisfied::Yes;
        it.explanation = it.satisfied == Satisfied::No
            ? Tr::tr(
                "XLA compiles implicitly on a TPU; jit_compile=True there causes trouble. Remove it before moving to "
                "the TPU.")
            : Tr::tr(
                "jit_compile=True checks XLA compatibility on CPU/GPU; on a TPU, XLA compiles implicitly and the flag "
                "must go.");
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("shards"), Tr::tr("Enough TFRecord shards to shuffle and to feed every host"),
                         Satisfied::Unknown, QString(), sources({kSeedRoberta, kTfRecordGuide})};
        if (in.shards && in.hosts && *in.hosts > 0) {
            const qint64 s = *in.shards;
            const int h = *in.hosts;
            const bool enough = s >= qint64(in.minShardsPerHost) * h && s % h == 0;
            it.satisfied = enough ? Satisfied::Yes : Satisfied::No;
            it.explanation = enough
                ? Tr::tr("%1 shard(s) for %n host(s): %2 per host.", nullptr, h).arg(formatCount(s), formatCount(s / h))
                : Tr::tr(
                      "%1 shard(s) for %n host(s): fewer than %2 per host, or not a multiple of the host count, limits "
                      "parallel reads and file-level shuffling.",
                      nullptr, h)
                      .arg(formatCount(s), formatCount(in.minShardsPerHost));
        } else if (in.data == DataLocation::InMemory) {
            it.satisfied = Satisfied::Yes;
            it.explanation = Tr::tr("Data held in memory needs no shards.");
        } else {
            it.explanation
                = Tr::tr("Split the data into TFRecord shards: at least %1 per host, each ideally 100 MB or more.")
                      .arg(formatCount(in.minShardsPerHost));
        }
        items << it;
    }
    {
        ReadinessItem it{QStringLiteral("shuffle-shards"), Tr::tr("Shard order shuffled on every start and resume"),
                         fromBool(in.shuffleShards), QString(), sources({kSeedBigBird})};
        if (in.shards && *in.shards <= 1) {
            it.satisfied = Satisfied::No;
            it.explanation
                = Tr::tr("One file cannot be shuffled at file level: a run resumed after a preemption starts "
                         "again at the beginning of the data. Split it into shards.");
        } else {
            it.explanation
                = Tr::tr("A run resumed after a preemption otherwise reads the files in the same order and keeps "
                         "training on the beginning of the data: list the files with shuffling (no fixed seed) "
                         "and interleave them.");
        }
        items << it;
    }
    return items;
}

QVector<ReadinessItem> readinessItems(const ReadinessInput& input, const QStringList& ids)
{
    QVector<ReadinessItem> out;
    for (const ReadinessItem& it : readinessChecklist(input))
        if (ids.contains(it.id))
            out << it;
    return out;
}

QString checklistText(const QVector<ReadinessItem>& items)
{
    QString text;
    for (const ReadinessItem& it : items)
        text += QStringLiteral("  %1 %2: %3\n").arg(satisfiedMark(it.satisfied), it.title, it.explanation);
    return text;
}

QString satisfiedMark(Satisfied s)
{
    switch (s) {
    case Satisfied::Yes:
        return QStringLiteral("[x]");
    case Satisfied::No:
        return QStringLiteral("[ ]");
    case Satisfied::Unknown:
        break;
    }
    return QStringLiteral("[?]");
}

QString satisfiedId(Satisfied s)
{
    switch (s) {
    case Satisfied::Yes:
        return QStringLiteral("yes");
    case Satisfied::No:
        return QStringLiteral("no");
    case Satisfied::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString tpuAccessId(TpuAccess a)
{
    switch (a) {
    case TpuAccess::TpuVm:
        return QStringLiteral("vm");
    case TpuAccess::TpuNode:
        return QStringLiteral("node");
    case TpuAccess::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString dataLocationId(DataLocation d)
{
    switch (d) {
    case DataLocation::CloudStorage:
        return QStringLiteral("gcs");
    case DataLocation::LocalDisk:
        return QStringLiteral("local");
    case DataLocation::InMemory:
        return QStringLiteral("memory");
    case DataLocation::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

std::optional<TpuAccess> tpuAccessFromId(const QString& id)
{
    for (TpuAccess a : {TpuAccess::Unknown, TpuAccess::TpuVm, TpuAccess::TpuNode})
        if (tpuAccessId(a) == id)
            return a;
    return std::nullopt;
}

std::optional<DataLocation> dataLocationFromId(const QString& id)
{
    for (DataLocation d :
         {DataLocation::Unknown, DataLocation::CloudStorage, DataLocation::LocalDisk, DataLocation::InMemory})
        if (dataLocationId(d) == id)
            return d;
    return std::nullopt;
}

} // namespace tpuplan::xla
