// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanFile.h"

#include "model/ModelLoader.h"
#include "util/InputError.h"
#include "util/YamlReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PlanFile)
};

QStringList stringList(const YamlMap& m, const char* key)
{
    return m.optionalStringList(key);
}

template <typename T, typename Fn>
QVector<T> enumList(const YamlMap& m, const char* key, Fn fromId, const QString& expected)
{
    QVector<T> out;
    for (const QString& id : m.optionalStringList(key)) {
        const auto v = fromId(id);
        if (!v)
            m.fail(key, Tr::tr("unknown value \"%1\" (expected %2)").arg(id, expected));
        out << *v;
    }
    return out;
}

QString yamlList(const QStringList& items)
{
    return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
}
QString yamlString(const QString& s)
{
    QString e = s;
    e.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + e + QLatin1Char('"');
}
QString number(double v)
{
    return QString::number(v, 'g', 15);
}
} // namespace

PlanInput PlanFile::read(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InputError(path, 0, QString(), Tr::tr("cannot read the plan file: %1").arg(f.errorString()));
    if (f.size() > qint64(4) * 1024 * 1024)
        throw InputError(path, 0, QString(), Tr::tr("a plan file larger than 4 MiB is not a plan"));
    return parse(f.readAll(), path, QFileInfo(path).absolutePath());
}

PlanInput PlanFile::parse(const QByteArray& yaml, const QString& file, const QString& baseDir)
{
    const YAML::Node root = parseYamlText(yaml, file);
    if (!root.IsDefined() || root.IsNull())
        throw InputError(file, 0, QString(), Tr::tr("the plan file is empty"));
    YamlMap top(root, file, QString());
    top.rejectUnknownKeys({"name", "model", "head", "training", "hardware", "constraints", "preemption", "efficiency",
                           "data", "objective", "limit", "seed"});
    PlanInput in;

    // model: a preset id, a file path (relative to the plan), or an inline architecture
    if (!top.has("model"))
        top.fail("model", Tr::tr("missing required field"));
    const YAML::Node modelNode = root["model"];
    const bool inlineModel = modelNode.IsMap();
    try {
        if (inlineModel) {
            // an inline architecture has no reference: modelRef stays empty (a preset id here would make a
            // serialized plan name the preset instead of the architecture)
            YAML::Emitter em;
            em << modelNode;
            in.model = ModelLoader::fromYamlText(QByteArray(em.c_str()), file);
        } else {
            in.modelRef = top.requiredString("model");
            QString ref = in.modelRef;
            if (!ModelLoader::presetIds().contains(ref) && !baseDir.isEmpty() && QFileInfo(ref).isRelative()) {
                // a relative path is read from the plan's folder; a bare word that is no file there is a preset id
                // (so that a misspelt preset is reported as one)
                const QString local = QDir(baseDir).filePath(ref);
                if (QFileInfo::exists(local) || ref.contains(QLatin1Char('/')) || ref.contains(QLatin1Char('.')))
                    ref = local;
            }
            in.model = ModelLoader::resolve(ref);
        }
    } catch (const InputError& e) {
        InputIssue issue = e.issue();
        if (inlineModel) {
            // the loader read a re-emitted copy of the mapping: its lines are not the plan's. Point at the key in
            // the plan instead.
            const YamlMap mm(modelNode, file, QStringLiteral("model"));
            const QByteArray key = issue.field.toUtf8();
            issue.file = file;
            const bool present = !key.isEmpty() && modelNode[key.constData()].IsDefined();
            issue.line = present ? mm.lineOf(key.constData()) : top.lineOf("model");
            issue.field = key.isEmpty() ? QStringLiteral("model") : mm.fieldName(key.constData());
        } else if (issue.line == 0 || issue.file != file) {
            // a preset error has no file; a model file's error keeps its own file and line in the message
            if (!issue.file.isEmpty()) {
                InputIssue inner = issue;
                if (inner.field == QLatin1String("model"))
                    inner.field.clear();
                issue.message = inner.toString();
            }
            issue.file = file;
            issue.line = top.lineOf("model");
            issue.field = QStringLiteral("model");
        }
        throw InputError(issue);
    }

    if (top.has("head")) {
        YamlMap h(root["head"], file, QStringLiteral("head"));
        h.rejectUnknownKeys({"kind", "max_predictions", "nsp", "num_labels"});
        const QString kind = h.optionalString("kind", QStringLiteral("mlm"));
        const auto k = headKindFromId(kind);
        if (!k)
            h.fail("kind", Tr::tr("expected mlm, mlm-masked or classification, got \"%1\"").arg(kind));
        in.head.kind = *k;
        in.head.maxPredictions = h.optionalInt("max_predictions", 20, 1, 1048576);
        in.head.nsp = h.optionalBool("nsp", false);
        in.head.numLabels = h.optionalInt("num_labels", 2, 1, 1000000);
    }

    if (!top.has("training"))
        top.fail("training", Tr::tr("missing required field"));
    YamlMap t(root["training"], file, QStringLiteral("training"));
    t.rejectUnknownKeys({"seq_len", "global_batch", "steps", "tokens", "epochs", "dataset_tokens", "precision",
                         "optimizer", "dropout", "checkpointing", "gpu_runtime", "max_accumulation"});
    in.seqLen = t.requiredInt("seq_len", 1, 1048576);
    if (in.seqLen > in.model.maxPositions)
        t.fail("seq_len",
               Tr::tr("%1 tokens exceed the model's %2 position embeddings").arg(in.seqLen).arg(in.model.maxPositions));
    in.globalBatch = t.requiredInt("global_batch", 1, 16777216);
    const int lengths = int(t.has("steps")) + int(t.has("tokens")) + int(t.has("epochs"));
    if (lengths == 0)
        t.fail(nullptr, Tr::tr("give exactly one of steps, tokens and epochs"));
    if (lengths > 1) // point at the second of them
        t.fail(t.has("epochs") ? "epochs" : "tokens", Tr::tr("give exactly one of steps, tokens and epochs"));
    if (t.has("steps")) {
        in.runLength = RunLength::Steps;
        in.steps = t.requiredNumber("steps", 1, 1e12);
    } else if (t.has("tokens")) {
        in.runLength = RunLength::Tokens;
        in.tokens = t.requiredNumber("tokens", 1, 1e18);
    } else {
        in.runLength = RunLength::Epochs;
        in.epochs = t.requiredNumber("epochs", 0, 1e6, true);
        in.datasetTokens = t.requiredNumber("dataset_tokens", 1, 1e18);
    }
    if (t.has("dataset_tokens"))
        in.datasetTokens = t.requiredNumber("dataset_tokens", 1, 1e18);
    if (t.has("precision"))
        in.precisions = enumList<Precision>(t, "precision", precisionFromId, precisionIds().join(QStringLiteral(", ")));
    if (t.has("optimizer")) {
        const auto o = optimizerFromId(t.requiredString("optimizer"));
        if (!o)
            t.fail("optimizer", Tr::tr("expected one of %1").arg(optimizerIds().join(QStringLiteral(", "))));
        in.optimizer = *o;
    }
    in.dropout = t.optionalBool("dropout", true);
    in.maxAccumulation = t.optionalInt("max_accumulation", in.maxAccumulation, 1, 65536);
    if (t.has("checkpointing"))
        in.checkpointing = enumList<CheckpointingKind>(t, "checkpointing", checkpointingKindFromId,
                                                       QStringLiteral("none, full, every-k, selective"));
    if (t.has("gpu_runtime")) {
        const auto r = runtimeFromId(t.requiredString("gpu_runtime"));
        if (!r || *r == Runtime::Xla)
            t.fail("gpu_runtime", Tr::tr("expected pytorch or tensorflow"));
        in.gpuRuntime = *r;
    }

    if (top.has("hardware")) {
        YamlMap h(root["hardware"], file, QStringLiteral("hardware"));
        h.rejectUnknownKeys({"slices", "generations", "include_gpus", "regions", "pricing"});
        in.hardware = stringList(h, "slices");
        in.generations = stringList(h, "generations");
        in.includeGpus = h.optionalBool("include_gpus", false);
        in.regions = stringList(h, "regions");
        if (h.has("pricing"))
            in.pricing
                = enumList<PricingModel>(h, "pricing", pricingModelFromId,
                                         QStringLiteral("on-demand, preemptible, spot, 1-year, 3-year, colab-free"));
    }
    if (top.has("constraints")) {
        YamlMap c(root["constraints"], file, QStringLiteral("constraints"));
        c.rejectUnknownKeys({"deadline_hours", "budget_usd", "safety_margin"});
        in.deadlineHours = c.optionalNumber("deadline_hours", 0, 0, 1e7);
        in.budgetUsd = c.optionalNumber("budget_usd", 0, 0, 1e12);
        in.safetyMargin = c.optionalNumber("safety_margin", 0.10, 0, 0.9);
        if (in.safetyMargin >= 0.9)
            c.fail("safety_margin", Tr::tr("must be below 0.9, got %1").arg(in.safetyMargin));
    }
    if (top.has("preemption")) {
        YamlMap p(root["preemption"], file, QStringLiteral("preemption"));
        p.rejectUnknownKeys({"rate_per_hour", "checkpoint_write_minutes", "restart_minutes", "preemptible_max_hours"});
        in.preemptionRatePerHour = p.optionalNumber("rate_per_hour", in.preemptionRatePerHour, 0, 10);
        in.checkpointWriteMinutes = p.optionalNumber("checkpoint_write_minutes", in.checkpointWriteMinutes, 0, 600);
        in.restartMinutes = p.optionalNumber("restart_minutes", in.restartMinutes, 0, 1440);
        in.preemptibleMaxHours = p.optionalNumber("preemptible_max_hours", in.preemptibleMaxHours, 0.1, 1e4);
    }
    if (top.has("efficiency")) {
        const YAML::Node e = root["efficiency"];
        YamlMap em(e, file, QStringLiteral("efficiency"));
        for (auto it = e.begin(); it != e.end(); ++it) {
            const QByteArray key = QByteArray::fromStdString(it->first.Scalar());
            in.efficiencyOverride.insert(QString::fromUtf8(key), em.requiredNumber(key.constData(), 0, 1, true));
        }
    }
    if (top.has("data")) {
        YamlMap d(root["data"], file, QStringLiteral("data"));
        d.rejectUnknownKeys({"dataset_gib"});
        in.datasetGiB = d.optionalNumber("dataset_gib", 0, 0, 1e9);
    }
    if (top.has("objective")) {
        const auto o = objectiveFromId(top.requiredString("objective"));
        if (!o)
            top.fail("objective", Tr::tr("expected cost, time or balanced"));
        in.objective = *o;
    }
    in.limit = top.optionalInt("limit", in.limit, 0, 1000000);
    in.seed = static_cast<quint64>(top.optionalNumber("seed", double(in.seed), 0, 9.0e15));
    const QString why = in.validate();
    if (!why.isEmpty())
        throw InputError(file, 0, QString(), why);
    return in;
}

QByteArray PlanFile::serialize(const PlanInput& in)
{
    QStringList l;
    l << QStringLiteral("# TPU Planner plan (docs/plan-file.md)");
    const bool preset = ModelLoader::presetIds().contains(in.modelRef);
    if (preset || (!in.modelRef.isEmpty() && QFileInfo::exists(in.modelRef))) {
        l << QStringLiteral("model: %1").arg(yamlString(in.modelRef));
    } else {
        // a custom architecture is written inline, in the model file schema
        const ModelSpec& m = in.model;
        l << QStringLiteral("model:");
        l << QStringLiteral("  id: %1").arg(yamlString(m.id.isEmpty() ? QStringLiteral("custom") : m.id));
        l << QStringLiteral("  name: %1").arg(yamlString(m.name.isEmpty() ? m.id : m.name));
        l << QStringLiteral("  model_type: %1").arg(m.modelType);
        l << QStringLiteral("  vocab_size: %1").arg(m.vocabSize);
        l << QStringLiteral("  hidden_size: %1").arg(m.hiddenSize);
        l << QStringLiteral("  num_hidden_layers: %1").arg(m.layers);
        l << QStringLiteral("  num_attention_heads: %1").arg(m.heads);
        l << QStringLiteral("  intermediate_size: %1").arg(m.intermediateSize);
        l << QStringLiteral("  max_position_embeddings: %1").arg(m.maxPositions);
        l << QStringLiteral("  type_vocab_size: %1").arg(m.typeVocabSize);
        l << QStringLiteral("  hidden_act: %1").arg(m.activation.isEmpty() ? QStringLiteral("gelu") : m.activation);
        l << QStringLiteral("  hidden_dropout_prob: %1").arg(number(m.hiddenDropout));
        l << QStringLiteral("  attention_probs_dropout_prob: %1").arg(number(m.attentionDropout));
        l << QStringLiteral("  attention_type: %1")
                 .arg(m.attention == AttentionKind::BlockSparse ? QStringLiteral("block_sparse")
                                                                : QStringLiteral("full"));
        if (m.attention == AttentionKind::BlockSparse) {
            l << QStringLiteral("  block_size: %1").arg(m.blockSize);
            l << QStringLiteral("  num_random_blocks: %1").arg(m.randomBlocks);
        }
    }
    l << QStringLiteral("head: {kind: %1, max_predictions: %2, nsp: %3, num_labels: %4}")
             .arg(headKindId(in.head.kind))
             .arg(in.head.maxPredictions)
             .arg(in.head.nsp ? QStringLiteral("true") : QStringLiteral("false"))
             .arg(in.head.numLabels);
    l << QStringLiteral("training:");
    l << QStringLiteral("  seq_len: %1").arg(in.seqLen);
    l << QStringLiteral("  global_batch: %1").arg(in.globalBatch);
    switch (in.runLength) {
    case RunLength::Steps:
        l << QStringLiteral("  steps: %1").arg(number(in.steps));
        break;
    case RunLength::Tokens:
        l << QStringLiteral("  tokens: %1").arg(number(in.tokens));
        break;
    case RunLength::Epochs:
        l << QStringLiteral("  epochs: %1").arg(number(in.epochs));
        break;
    }
    if (in.datasetTokens > 0)
        l << QStringLiteral("  dataset_tokens: %1").arg(number(in.datasetTokens));
    QStringList precisions;
    for (Precision p : in.precisions)
        precisions << precisionId(p);
    l << QStringLiteral("  precision: %1").arg(yamlList(precisions));
    l << QStringLiteral("  optimizer: %1").arg(optimizerId(in.optimizer));
    l << QStringLiteral("  dropout: %1").arg(in.dropout ? QStringLiteral("true") : QStringLiteral("false"));
    QStringList ck;
    for (CheckpointingKind k : in.checkpointing)
        ck << checkpointingKindId(k);
    l << QStringLiteral("  checkpointing: %1").arg(yamlList(ck));
    l << QStringLiteral("  gpu_runtime: %1").arg(runtimeId(in.gpuRuntime));
    l << QStringLiteral("  max_accumulation: %1").arg(in.maxAccumulation);
    l << QStringLiteral("hardware:");
    if (!in.hardware.isEmpty())
        l << QStringLiteral("  slices: %1").arg(yamlList(in.hardware));
    if (!in.generations.isEmpty())
        l << QStringLiteral("  generations: %1").arg(yamlList(in.generations));
    l << QStringLiteral("  include_gpus: %1").arg(in.includeGpus ? QStringLiteral("true") : QStringLiteral("false"));
    if (!in.regions.isEmpty())
        l << QStringLiteral("  regions: %1").arg(yamlList(in.regions));
    if (!in.pricing.isEmpty()) {
        QStringList p;
        for (PricingModel m : in.pricing)
            p << pricingModelId(m);
        l << QStringLiteral("  pricing: %1").arg(yamlList(p));
    }
    l << QStringLiteral("constraints: {deadline_hours: %1, budget_usd: %2, safety_margin: %3}")
             .arg(number(in.deadlineHours), number(in.budgetUsd), number(in.safetyMargin));
    l << QStringLiteral("preemption: {rate_per_hour: %1, checkpoint_write_minutes: %2, restart_minutes: %3, "
                        "preemptible_max_hours: %4}")
             .arg(number(in.preemptionRatePerHour), number(in.checkpointWriteMinutes), number(in.restartMinutes),
                  number(in.preemptibleMaxHours));
    if (!in.efficiencyOverride.isEmpty()) {
        QStringList keys = in.efficiencyOverride.keys();
        keys.sort();
        QStringList parts;
        for (const QString& k : keys)
            parts << QStringLiteral("%1: %2").arg(k, number(in.efficiencyOverride.value(k)));
        l << QStringLiteral("efficiency: {%1}").arg(parts.join(QStringLiteral(", ")));
    }
    l << QStringLiteral("data: {dataset_gib: %1}").arg(number(in.datasetGiB));
    l << QStringLiteral("objective: %1").arg(objectiveId(in.objective));
    l << QStringLiteral("limit: %1").arg(in.limit);
    l << QStringLiteral("seed: %1").arg(in.seed);
    return (l.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

} // namespace tpuplan
