// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelLoader.h"

#include "../util/InputError.h"
#include "../util/InputFile.h"
#include "../util/YamlReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <functional>

static void initModelResources()
{
    Q_INIT_RESOURCE(core_resources);
}

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ModelLoader)
};

// The Hugging Face model types whose config.json fields map one to one onto ModelSpec (BERT-style embeddings,
// post-LayerNorm encoder layers, a pooler). Others (DistilBERT, ALBERT, ELECTRA, DeBERTa, ...) name or shape their
// fields differently and are refused with a message naming model_type.
const QStringList kSupportedTypes = {QStringLiteral("bert"), QStringLiteral("roberta"), QStringLiteral("xlm-roberta"),
                                     QStringLiteral("camembert"), QStringLiteral("big_bird")};

// A flat map of fields with a way to find the line each came from.
struct Fields
{
    QString file;
    QVariantMap values;
    std::function<int(const QString&)> lineOf;

    bool has(const QString& k) const { return values.contains(k) && !values.value(k).isNull(); }
    [[noreturn]] void fail(const QString& k, const QString& msg) const { throw InputError(file, lineOf(k), k, msg); }

    QString string(const QString& k, const QString& fallback = QString()) const
    {
        if (!has(k))
            return fallback;
        return values.value(k).toString().trimmed();
    }
    double number(const QString& k, double min, double max) const
    {
        if (!has(k))
            fail(k, Tr::tr("missing required field"));
        bool ok = false;
        const double v = values.value(k).toString().toDouble(&ok);
        if (!ok)
            fail(k, Tr::tr("expected a number, got \"%1\"").arg(values.value(k).toString()));
        if (v < min || v > max)
            fail(k, Tr::tr("must be between %1 and %2, got %3").arg(min).arg(max).arg(v));
        return v;
    }
    int integer(const QString& k, int min, int max) const
    {
        const double v = number(k, min, max);
        if (v != std::floor(v))
            fail(k, Tr::tr("expected a whole number, got %1").arg(v));
        return static_cast<int>(v);
    }
    int integerOr(const QString& k, int fallback, int min, int max) const
    {
        return has(k) ? integer(k, min, max) : fallback;
    }
    double numberOr(const QString& k, double fallback, double min, double max) const
    {
        return has(k) ? number(k, min, max) : fallback;
    }
};

ModelSpec specFromFields(const Fields& f, bool hfConfig)
{
    ModelSpec m;
    const QString type = f.string(QStringLiteral("model_type"));
    if (type.isEmpty())
        f.fail(QStringLiteral("model_type"), Tr::tr("missing required field"));
    if (!kSupportedTypes.contains(type))
        f.fail(QStringLiteral("model_type"),
               Tr::tr("unsupported model type \"%1\" (supported: %2)")
                   .arg(type, kSupportedTypes.join(QStringLiteral(", "))));
    m.modelType = type;
    m.id = f.string(QStringLiteral("id"));
    m.name = f.string(QStringLiteral("name"), m.id);
    m.vocabSize = f.integer(QStringLiteral("vocab_size"), 1, 10000000);
    m.hiddenSize = f.integer(QStringLiteral("hidden_size"), 1, 65536);
    m.layers = f.integer(QStringLiteral("num_hidden_layers"), 1, 1024);
    m.heads = f.integer(QStringLiteral("num_attention_heads"), 1, 1024);
    m.intermediateSize = f.integer(QStringLiteral("intermediate_size"), 1, 1048576);
    m.maxPositions = f.integer(QStringLiteral("max_position_embeddings"), 1, 1048576);
    m.typeVocabSize = f.integerOr(QStringLiteral("type_vocab_size"), 2, 0, 1000);
    m.activation = f.string(QStringLiteral("hidden_act"), QStringLiteral("gelu"));
    m.hiddenDropout = f.numberOr(QStringLiteral("hidden_dropout_prob"), 0.1, 0, 1);
    m.attentionDropout = f.numberOr(QStringLiteral("attention_probs_dropout_prob"), 0.1, 0, 1);
    m.source = f.string(QStringLiteral("source"), f.file);
    if (m.hiddenSize % m.heads != 0)
        f.fail(QStringLiteral("num_attention_heads"),
               Tr::tr("hidden_size %1 is not divisible by %2 heads").arg(m.hiddenSize).arg(m.heads));
    const QString att = f.string(QStringLiteral("attention_type"), QStringLiteral("full"));
    if (att == QLatin1String("block_sparse")) {
        m.attention = AttentionKind::BlockSparse;
        m.blockSize = f.integerOr(QStringLiteral("block_size"), 64, 1, 4096);
        // num_random_blocks = 0 is not supported by HF's block_sparse (HF blog "Understanding BigBird")
        m.randomBlocks = f.integerOr(QStringLiteral("num_random_blocks"), 3, 1, 64);
    } else if (att == QLatin1String("full") || att == QLatin1String("original_full")) {
        m.attention = AttentionKind::Full;
    } else {
        f.fail(QStringLiteral("attention_type"),
               Tr::tr("expected full, original_full or block_sparse, got \"%1\"").arg(att));
    }
    if (type == QLatin1String("big_bird") && hfConfig && !f.has(QStringLiteral("attention_type")))
        m.attention = AttentionKind::BlockSparse; // BigBirdConfig default
    if (m.id.isEmpty())
        m.id = QFileInfo(f.file).completeBaseName();
    if (m.name.isEmpty())
        m.name = m.id;
    return m;
}

} // namespace

QStringList ModelLoader::supportedModelTypes()
{
    return kSupportedTypes;
}

QStringList ModelLoader::presetIds()
{
    initModelResources();
    QStringList ids;
    for (const QString& f :
         QDir(QStringLiteral(":/models")).entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        ids << QFileInfo(f).completeBaseName();
    return ids;
}

ModelSpec ModelLoader::preset(const QString& id)
{
    initModelResources();
    QFile f(QStringLiteral(":/models/%1.yaml").arg(id));
    if (!f.open(QIODevice::ReadOnly))
        throw InputError(
            QString(), 0, QStringLiteral("model"),
            Tr::tr("unknown model preset \"%1\" (presets: %2)").arg(id, presetIds().join(QStringLiteral(", "))));
    return fromYamlText(f.readAll(), f.fileName());
}

ModelSpec ModelLoader::resolve(const QString& presetOrPath)
{
    if (presetIds().contains(presetOrPath))
        return preset(presetOrPath);
    if (QFileInfo::exists(presetOrPath))
        return fromFile(presetOrPath);
    if (presetOrPath.contains(QLatin1Char('/')) || presetOrPath.contains(QLatin1Char('.')))
        throw InputError(presetOrPath, 0, QStringLiteral("model"), Tr::tr("no such file"));
    return preset(presetOrPath);
}

ModelSpec ModelLoader::fromFile(const QString& path)
{
    constexpr qint64 kMaxModelBytes = qint64(4) * 1024 * 1024;
    const QByteArray text = readInputFile(path, kMaxModelBytes, Tr::tr("a model configuration"));
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return fromHfConfigJson(text, path);
    return fromYamlText(text, path);
}

ModelSpec ModelLoader::fromYamlText(const QByteArray& text, const QString& fileLabel)
{
    const YAML::Node root = parseYamlText(text, fileLabel);
    if (!root.IsDefined() || root.IsNull())
        throw InputError(fileLabel, 0, QString(), Tr::tr("the file is empty"));
    YamlMap m(root, fileLabel, QString());
    m.rejectUnknownKeys({"id", "name", "model_type", "vocab_size", "hidden_size", "num_hidden_layers",
                         "num_attention_heads", "intermediate_size", "max_position_embeddings", "type_vocab_size",
                         "hidden_act", "hidden_dropout_prob", "attention_probs_dropout_prob", "attention_type",
                         "block_size", "num_random_blocks", "source"});
    Fields f;
    f.file = fileLabel;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it->second.IsScalar())
            throw InputError(fileLabel, yamlLine(it->first), QString::fromStdString(it->first.Scalar()),
                             Tr::tr("expected a single value"));
        f.values.insert(QString::fromStdString(it->first.Scalar()), QString::fromStdString(it->second.Scalar()));
    }
    f.lineOf = [&m](const QString& k) { return m.lineOf(k.toUtf8().constData()); };
    ModelSpec spec = specFromFields(f, false);
    validate(spec, fileLabel);
    return spec;
}

ModelSpec ModelLoader::fromHfConfigJson(const QByteArray& text, const QString& fileLabel)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError)
        throw InputError(fileLabel, lineOfOffset(text, err.offset), QString(),
                         Tr::tr("not valid JSON: %1").arg(err.errorString()));
    if (!doc.isObject())
        throw InputError(fileLabel, 1, QString(), Tr::tr("expected a JSON object"));
    Fields f;
    f.file = fileLabel;
    const QJsonObject obj = doc.object();
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const QJsonValue v = it.value();
        if (v.isString())
            f.values.insert(it.key(), v.toString());
        else if (v.isDouble())
            f.values.insert(it.key(), QString::number(v.toDouble(), 'g', 17));
        else if (v.isBool())
            f.values.insert(it.key(), v.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
        else if (v.isNull())
            f.values.insert(it.key(), QVariant());
        else
            f.values.insert(it.key(), QStringLiteral("<structured>"));
    }
    f.lineOf = [text](const QString& k) {
        const int at = text.indexOf(QByteArray("\"") + k.toUtf8() + QByteArray("\""));
        return at < 0 ? 0 : lineOfOffset(text, at);
    };
    ModelSpec spec = specFromFields(f, true);
    validate(spec, fileLabel);
    return spec;
}

void ModelLoader::validate(const ModelSpec& m, const QString& file)
{
    auto fail = [&file](const char* field, const QString& msg) {
        throw InputError(file, 0, QString::fromLatin1(field), msg);
    };
    if (m.layers < 1 || m.layers > 1024)
        fail("num_hidden_layers", Tr::tr("must be between 1 and 1024, got %1").arg(m.layers));
    if (m.hiddenSize < 1 || m.hiddenSize > 65536)
        fail("hidden_size", Tr::tr("must be between 1 and 65536, got %1").arg(m.hiddenSize));
    if (m.heads < 1 || m.hiddenSize % m.heads != 0)
        fail("num_attention_heads", Tr::tr("must divide hidden_size %1, got %2").arg(m.hiddenSize).arg(m.heads));
    if (m.vocabSize < 1 || m.intermediateSize < 1 || m.maxPositions < 1)
        fail("vocab_size", Tr::tr("sizes must be positive"));
    if (m.attention == AttentionKind::BlockSparse && (m.blockSize < 1 || m.randomBlocks < 1))
        fail("block_size", Tr::tr("block-sparse attention needs a positive block size and at least one random block"));
}

} // namespace tpuplan
