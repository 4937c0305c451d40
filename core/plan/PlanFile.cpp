// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanFile.h"

#include "PlanFields.h"
#include "model/ModelFields.h"
#include "model/ModelLoader.h"
#include "util/InputError.h"
#include "util/InputFile.h"
#include "util/YamlReader.h"
#include "xla/LengthHistogram.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PlanFile)
};

// Reads the fields of one section that the table declares and that need no rule of their own: numbers, flags and
// lists (the single choices keep their own messages, the run length its rule of one of three).
void readFields(const YamlMap& m, const char* section, PlanInput& in)
{
    for (const PlanField& f : planFields()) {
        // required fields and the run length (the one of steps, tokens and epochs) have rules of their own
        if (!f.inFile || qstrcmp(f.section, section) != 0 || f.required || f.applies)
            continue;
        const char* key = f.key;
        switch (f.type) {
        case PlanFieldType::Int:
            f.setNumber(in, m.optionalInt(key, int(f.number(in)), int(f.min), int(f.max)));
            break;
        case PlanFieldType::Number: {
            const double v = m.optionalNumber(key, f.number(in), f.min, f.max, f.minExclusive);
            if (f.maxExclusive && v >= f.max)
                m.fail(key, Tr::tr("must be below %1, got %2").arg(f.max).arg(v));
            f.setNumber(in, v);
            break;
        }
        case PlanFieldType::Seed:
            f.setNumber(in, m.optionalNumber(key, f.number(in), f.min, f.max));
            break;
        case PlanFieldType::Bool:
            f.setNumber(in, m.optionalBool(key, f.number(in) != 0) ? 1 : 0);
            break;
        case PlanFieldType::TextList:
            f.setIds(in, m.optionalStringList(key));
            break;
        case PlanFieldType::ChoiceList:
            if (m.has(key)) {
                if (const auto bad = f.setIds(in, m.optionalStringList(key)))
                    m.fail(
                        key,
                        Tr::tr("unknown value \"%1\" (expected %2)").arg(*bad, f.choices().join(QStringLiteral(", "))));
            }
            break;
        case PlanFieldType::Choice:
            // head.kind, optimizer and gpu_runtime are read by their own rules before; the others here
            if (m.has(key) && f.setIds(in, {m.requiredString(key)}))
                m.fail(key, Tr::tr("expected one of %1").arg(f.choices().join(QStringLiteral(", "))));
            break;
        case PlanFieldType::Map:
            break;
        }
    }
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

// One value as the plan file writes it.
QString yamlValue(const PlanField& f, const PlanInput& in)
{
    switch (f.type) {
    case PlanFieldType::Int:
        return QString::number(qint64(f.number(in)));
    case PlanFieldType::Number:
        return number(f.number(in));
    case PlanFieldType::Seed:
        return QString::number(in.seed);
    case PlanFieldType::Bool:
        return f.number(in) != 0 ? QStringLiteral("true") : QStringLiteral("false");
    case PlanFieldType::Choice:
        return f.ids(in).value(0);
    case PlanFieldType::ChoiceList:
    case PlanFieldType::TextList:
        return yamlList(f.ids(in));
    case PlanFieldType::Map:
        break;
    }
    return QString();
}

// The `data_prep` section: the Data tab's choices. Each key is optional and an absent one follows the plan (an empty
// optional of DataPrepInputs); the ranges are those of the Data tab and of the CLI's pad and shards commands.
void readDataPrep(const YAML::Node& node, const QString& file, const QString& baseDir, xla::DataPrepInputs& out)
{
    YamlMap m(node, file, QStringLiteral("data_prep"));
    m.rejectUnknownKeys({"lengths", "column", "batch", "max_shapes", "packing", "tokens", "seq_len", "slice", "hosts",
                         "tpu", "data", "answers"});
    if (m.has("lengths")) {
        out.lengthsFile = m.requiredString("lengths");
        // a relative path is the plan folder's, as the model's is
        if (!baseDir.isEmpty() && QFileInfo(out.lengthsFile).isRelative())
            out.lengthsFile = QDir::cleanPath(QDir(baseDir).filePath(out.lengthsFile));
    }
    if (m.has("column"))
        out.lengthsColumn = m.requiredString("column");
    constexpr int kMaxBatch = 1 << 20;
    if (m.has("batch"))
        out.batch = m.requiredInt("batch", 1, kMaxBatch);
    if (m.has("max_shapes"))
        out.shapeBudget = m.requiredInt("max_shapes", 1, 1000000);
    if (m.has("packing"))
        out.packingAllowed = m.optionalBool("packing", true);
    if (m.has("tokens"))
        out.datasetTokens = m.requiredNumber("tokens", 1, 1e15);
    if (m.has("seq_len"))
        out.seqLen = m.requiredInt("seq_len", 1, xla::LengthHistogram::kMaxLength);
    if (m.has("slice"))
        out.slice = m.requiredString("slice");
    if (m.has("hosts"))
        out.hosts = m.requiredInt("hosts", 1, 100000);
    if (m.has("tpu")) {
        const auto a = xla::tpuAccessFromId(m.requiredString("tpu"));
        if (!a || *a == xla::TpuAccess::Unknown)
            m.fail("tpu", Tr::tr("expected vm or node"));
        out.access = *a;
    }
    if (m.has("data")) {
        const auto d = xla::dataLocationFromId(m.requiredString("data"));
        if (!d || *d == xla::DataLocation::Unknown)
            m.fail("data", Tr::tr("expected gcs, local or memory"));
        out.data = *d;
    }
    if (m.has("answers")) {
        const YAML::Node a = node["answers"];
        if (!a.IsMap())
            m.fail("answers", Tr::tr("expected a mapping of checklist item ids to true or false"));
        YamlMap am(a, file, QStringLiteral("data_prep.answers"));
        am.rejectUnknownKeys(xla::answerableReadinessIds());
        for (auto it = a.begin(); it != a.end(); ++it) {
            const QByteArray key = QByteArray::fromStdString(it->first.Scalar());
            out.answers.insert(QString::fromUtf8(key), am.optionalBool(key.constData(), false));
        }
    }
}

// The `data_prep` section as the plan file writes it: only the choices made, nothing when none is.
QStringList dataPrepLines(const xla::DataPrepInputs& d)
{
    QStringList l;
    if (!d.lengthsFile.isEmpty())
        l << QStringLiteral("lengths: %1").arg(yamlString(d.lengthsFile));
    if (!d.lengthsColumn.isEmpty())
        l << QStringLiteral("column: %1").arg(yamlString(d.lengthsColumn));
    if (d.batch)
        l << QStringLiteral("batch: %1").arg(*d.batch);
    if (d.shapeBudget)
        l << QStringLiteral("max_shapes: %1").arg(*d.shapeBudget);
    if (d.packingAllowed)
        l << QStringLiteral("packing: %1").arg(*d.packingAllowed ? QStringLiteral("true") : QStringLiteral("false"));
    if (d.datasetTokens)
        l << QStringLiteral("tokens: %1").arg(number(*d.datasetTokens));
    if (d.seqLen)
        l << QStringLiteral("seq_len: %1").arg(*d.seqLen);
    if (!d.slice.isEmpty())
        l << QStringLiteral("slice: %1").arg(yamlString(d.slice));
    if (d.hosts)
        l << QStringLiteral("hosts: %1").arg(*d.hosts);
    if (d.access != xla::TpuAccess::Unknown)
        l << QStringLiteral("tpu: %1").arg(xla::tpuAccessId(d.access));
    if (d.data != xla::DataLocation::Unknown)
        l << QStringLiteral("data: %1").arg(xla::dataLocationId(d.data));
    if (!d.answers.isEmpty()) {
        QStringList parts;
        for (auto it = d.answers.cbegin(); it != d.answers.cend(); ++it)
            parts << QStringLiteral("%1: %2").arg(it.key(),
                                                  it.value() ? QStringLiteral("true") : QStringLiteral("false"));
        l << QStringLiteral("answers: {%1}").arg(parts.join(QStringLiteral(", ")));
    }
    return l;
}
} // namespace

PlanInput PlanFile::read(const QString& path)
{
    constexpr qint64 kMaxPlanBytes = qint64(4) * 1024 * 1024;
    return parse(readInputFile(path, kMaxPlanBytes, Tr::tr("a plan file")), path, QFileInfo(path).absolutePath());
}

PlanInput PlanFile::parse(const QByteArray& yaml, const QString& file, const QString& baseDir)
{
    const YAML::Node root = parseYamlText(yaml, file);
    if (!root.IsDefined() || root.IsNull())
        throw InputError(file, 0, QString(), Tr::tr("the plan file is empty"));
    YamlMap top(root, file, QString());
    // the sections, then the top-level fields of the table (efficiency is a section of its own)
    QStringList topKeys{QStringLiteral("name"),     QStringLiteral("model"),      QStringLiteral("head"),
                        QStringLiteral("training"), QStringLiteral("hardware"),   QStringLiteral("constraints"),
                        QStringLiteral("sharding"), QStringLiteral("preemption"), QStringLiteral("efficiency"),
                        QStringLiteral("data"),     QStringLiteral("data_prep")};
    for (const QString& k : planFieldKeys(QString()))
        if (!topKeys.contains(k))
            topKeys << k;
    top.rejectUnknownKeys(topKeys);
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

    in.head.kind = defaultHeadKind(in.model); // causal-lm for a decoder, mlm for an encoder
    if (top.has("head")) {
        YamlMap h(root["head"], file, QStringLiteral("head"));
        h.rejectUnknownKeys(planFieldKeys(QStringLiteral("head")));
        const QString kind = h.optionalString("kind", headKindId(in.head.kind));
        const auto k = headKindFromId(kind);
        if (!k || !headKindIdsFor(in.model).contains(kind))
            h.fail("kind",
                   Tr::tr("expected %1 for %2, got \"%3\"")
                       .arg(headKindIdsFor(in.model).join(QStringLiteral(", ")), in.model.name, kind));
        in.head.kind = *k;
        readFields(h, "head", in);
    }

    if (!top.has("training"))
        top.fail("training", Tr::tr("missing required field"));
    YamlMap t(root["training"], file, QStringLiteral("training"));
    t.rejectUnknownKeys(planFieldKeys(QStringLiteral("training")));
    auto range = [](const char* key) { return *planField(QString::fromLatin1(key)); };
    const PlanField seqLen = range("seq_len"), globalBatch = range("global_batch");
    in.seqLen = t.requiredInt("seq_len", int(seqLen.min), int(seqLen.max));
    if (in.seqLen > in.model.maxPositions)
        t.fail("seq_len",
               Tr::tr("%1 tokens exceed the model's %2 position embeddings").arg(in.seqLen).arg(in.model.maxPositions));
    in.globalBatch = t.requiredInt("global_batch", int(globalBatch.min), int(globalBatch.max));
    const int lengths = int(t.has("steps")) + int(t.has("tokens")) + int(t.has("epochs"));
    if (lengths == 0)
        t.fail(nullptr, Tr::tr("give exactly one of steps, tokens and epochs"));
    if (lengths > 1) // point at the second of them
        t.fail(t.has("epochs") ? "epochs" : "tokens", Tr::tr("give exactly one of steps, tokens and epochs"));
    auto required = [&t](const PlanField& f) { return t.requiredNumber(f.key, f.min, f.max, f.minExclusive); };
    if (t.has("steps")) {
        in.runLength = RunLength::Steps;
        in.steps = required(range("steps"));
    } else if (t.has("tokens")) {
        in.runLength = RunLength::Tokens;
        in.tokens = required(range("tokens"));
    } else {
        in.runLength = RunLength::Epochs;
        in.epochs = required(range("epochs"));
        in.datasetTokens = required(range("dataset_tokens"));
    }
    if (t.has("dataset_tokens"))
        in.datasetTokens = required(range("dataset_tokens"));
    if (t.has("optimizer")) {
        const auto o = optimizerFromId(t.requiredString("optimizer"));
        if (!o)
            t.fail("optimizer", Tr::tr("expected one of %1").arg(optimizerIds().join(QStringLiteral(", "))));
        in.optimizer = *o;
    }
    if (t.has("gpu_runtime")) {
        const auto r = runtimeFromId(t.requiredString("gpu_runtime"));
        if (!r || *r == Runtime::Xla)
            t.fail("gpu_runtime", Tr::tr("expected pytorch or tensorflow"));
        in.gpuRuntime = *r;
    }
    readFields(t, "training", in);

    for (const char* section : {"hardware", "sharding", "constraints", "preemption", "data"}) {
        if (!top.has(section))
            continue;
        YamlMap m(root[section], file, QString::fromLatin1(section));
        m.rejectUnknownKeys(planFieldKeys(QString::fromLatin1(section)));
        readFields(m, section, in);
    }
    if (top.has("efficiency")) {
        const YAML::Node e = root["efficiency"];
        YamlMap em(e, file, QStringLiteral("efficiency"));
        for (auto it = e.begin(); it != e.end(); ++it) {
            const QByteArray key = QByteArray::fromStdString(it->first.Scalar());
            const PlanField& f = *planField(QStringLiteral("efficiency"));
            in.efficiencyOverride.insert(QString::fromUtf8(key),
                                         em.requiredNumber(key.constData(), f.min, f.max, f.minExclusive));
        }
    }
    if (top.has("objective")) {
        const auto o = objectiveFromId(top.requiredString("objective"));
        if (!o)
            top.fail("objective", Tr::tr("expected cost, time or balanced"));
        in.objective = *o;
    }
    readFields(top, "", in);
    if (top.has("data_prep"))
        readDataPrep(root["data_prep"], file, baseDir, in.dataPrep);
    const QString why = in.validate();
    if (!why.isEmpty())
        throw InputError(file, 0, QString(), why);
    return in;
}

QByteArray PlanFile::selfContained(const PlanInput& input)
{
    if (ModelLoader::presetIds().contains(input.modelRef)) {
        // A preset by reference only if the architecture is the preset's: an edited preset is written inline.
        PlanInput asPreset = input;
        PlanInput asIs = input;
        try {
            asPreset.model = ModelLoader::preset(input.modelRef);
        } catch (const InputError&) {
            asPreset.modelRef.clear();
        }
        asPreset.modelRef.clear();
        asIs.modelRef.clear();
        if (serialize(asPreset) == serialize(asIs))
            return serialize(input);
    }
    PlanInput inlined = input;
    inlined.modelRef.clear();
    return serialize(inlined);
}

QString PlanFile::write(const PlanInput& input, const QString& path)
{
    QSaveFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        const QByteArray yaml = selfContained(input);
        if (f.write(yaml) == yaml.size() && f.commit())
            return QString();
    }
    // the text of the plan store, where this was first written (its translations carry over)
    return QCoreApplication::translate("PlanStore", "The plan could not be saved as “%1”: %2.")
        .arg(QDir::toNativeSeparators(path), f.errorString());
}

QByteArray PlanFile::serialize(const PlanInput& in)
{
    QStringList l;
    l << QStringLiteral("# TPU Planner plan (docs/plan-file.md)");
    const bool preset = ModelLoader::presetIds().contains(in.modelRef);
    if (preset || (!in.modelRef.isEmpty() && QFileInfo::exists(in.modelRef))) {
        l << QStringLiteral("model: %1").arg(yamlString(in.modelRef));
    } else {
        // a custom architecture is written inline, every member of ModelFields' table, which the model reader
        // reads back (a member left out would come back as its model type's default)
        ModelSpec m = in.model;
        if (m.id.isEmpty())
            m.id = QStringLiteral("custom");
        if (m.name.isEmpty())
            m.name = m.id;
        l << QStringLiteral("model:");
        for (const ModelField& f : modelFields())
            l << QStringLiteral("  %1: %2").arg(QLatin1String(f.key), modelFieldYaml(f, m));
    }
    // The sections in the order of the file; a flow section is one line ("head: {kind: mlm, ...}").
    auto fieldsOf = [&in](const char* section) {
        QStringList out;
        for (const PlanField& f : planFields()) {
            if (!f.inFile || qstrcmp(f.section, section) != 0 || f.type == PlanFieldType::Map)
                continue;
            if (f.written ? !f.written(in) : (f.applies && !f.applies(in)))
                continue;
            out << QStringLiteral("%1: %2").arg(QLatin1String(f.key), yamlValue(f, in));
        }
        return out;
    };
    auto flow = [&](const char* section) {
        l << QStringLiteral("%1: {%2}").arg(QLatin1String(section), fieldsOf(section).join(QStringLiteral(", ")));
    };
    auto block = [&](const char* section) {
        l << QStringLiteral("%1:").arg(QLatin1String(section));
        for (const QString& line : fieldsOf(section))
            l << QStringLiteral("  ") + line;
    };
    flow("head");
    block("training");
    block("hardware");
    if (!fieldsOf("sharding").isEmpty())
        block("sharding");
    flow("constraints");
    flow("preemption");
    if (!in.efficiencyOverride.isEmpty()) {
        QStringList keys = in.efficiencyOverride.keys();
        keys.sort();
        QStringList parts;
        for (const QString& k : keys)
            parts << QStringLiteral("%1: %2").arg(k, number(in.efficiencyOverride.value(k)));
        l << QStringLiteral("efficiency: {%1}").arg(parts.join(QStringLiteral(", ")));
    }
    flow("data");
    l << fieldsOf("");
    const QStringList dataPrep = dataPrepLines(in.dataPrep);
    if (!dataPrep.isEmpty()) {
        l << QStringLiteral("data_prep:");
        for (const QString& line : dataPrep)
            l << QStringLiteral("  ") + line;
    }
    return (l.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

} // namespace tpuplan
