// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelLoader.h"

#include "ConfigFields.h"
#include "FamilyReaders.h"
#include "ModelFields.h"

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
#include <QSet>

#include <cmath>
#include <functional>

static void initModelResources()
{
    Q_INIT_RESOURCE(core_resources);
}

namespace tpuplan {

namespace {
using Tr = ModelLoaderTr;

// The Hugging Face model types whose config.json fields map one to one onto ModelSpec (BERT-style embeddings,
// post-LayerNorm encoder layers, a pooler). Others (DistilBERT, ALBERT, ELECTRA, DeBERTa, ...) name or shape their
// fields differently and are refused with a message naming model_type.
const QStringList kEncoderTypes = {QStringLiteral("bert"), QStringLiteral("roberta"), QStringLiteral("xlm-roberta"),
                                   QStringLiteral("camembert"), QStringLiteral("big_bird")};
// Decoder LLMs whose config.json fields fully determine their parameters (reference llm.md section 1).
const QStringList kDecoderTypes = {QStringLiteral("llama"), QStringLiteral("mistral"), QStringLiteral("qwen2"),
                                   QStringLiteral("gemma"), QStringLiteral("gemma2"),  QStringLiteral("gpt2")};
// and the 2025-26 families of core/model/FamilyReaders.cpp (reference moe.md section 1.1)
const QStringList kSupportedTypes = kEncoderTypes + kDecoderTypes + familyTypes();

using Fields = ConfigFields;

// A decoder's fields, named as its Hugging Face configuration class names them (LlamaConfig, MistralConfig,
// Qwen2Config, GemmaConfig, Gemma2Config, GPT2Config; defaults as in those classes, transformers v4.4x).
// A model YAML may give 0 where a config.json may not: no window, as many key/value heads as query heads (the values a
// plan file's inline model is written with).
void decoderFromFields(const Fields& f, const QString& type, bool hfConfig, ModelSpec& m)
{
    const int least = hfConfig ? 1 : 0;
    m.kind = ModelKind::Decoder;
    m.typeVocabSize = 0;
    const auto S = [](const char* k) { return QString::fromLatin1(k); };
    if (type == QLatin1String("gpt2")) {
        m.vocabSize = f.integer(S("vocab_size"), 1, 10000000);
        m.hiddenSize = f.integer(f.either("n_embd", "hidden_size"), 1, 65536);
        m.layers = f.integer(f.either("n_layer", "num_hidden_layers"), 1, 1024);
        m.heads = f.integer(f.either("n_head", "num_attention_heads"), 1, 1024);
        m.intermediateSize = f.integerOr(S("n_inner"), 4 * m.hiddenSize, 1, 1048576); // null = 4h
        m.maxPositions = f.integer(f.either("n_positions", "max_position_embeddings"), 1, 1048576);
        m.activation = f.string(S("activation_function"), S("gelu_new"));
        m.hiddenDropout = f.numberOr(S("resid_pdrop"), 0.1, 0, 1);
        m.attentionDropout = f.numberOr(S("attn_pdrop"), 0.1, 0, 1);
        m.mlp = MlpKind::Dense;
        m.norm = NormKind::LayerNorm;
        m.tiedEmbeddings = true;
        m.learnedPositions = true;
        return; // biases everywhere: the ModelSpec defaults
    }
    m.vocabSize = f.integer(S("vocab_size"), 1, 10000000);
    m.hiddenSize = f.integer(S("hidden_size"), 1, 65536);
    m.layers = f.integer(S("num_hidden_layers"), 1, 1024);
    m.heads = f.integer(S("num_attention_heads"), 1, 1024);
    m.kvHeads = f.integerOr(S("num_key_value_heads"), m.heads, least, 1024);
    m.intermediateSize = f.integer(S("intermediate_size"), 1, 1048576);
    m.maxPositions = f.integer(S("max_position_embeddings"), 1, 16777216);
    m.mlp = MlpKind::Gated;
    m.norm = NormKind::RmsNorm;
    m.learnedPositions = false; // RoPE has no parameters
    m.hiddenDropout = 0; // no dropout in the residual stream of these families
    m.attentionDropout = f.numberOr(S("attention_dropout"), 0.0, 0, 1);
    const bool gemma = type.startsWith(QLatin1String("gemma"));
    m.explicitHeadDim = f.integerOr(S("head_dim"), gemma ? 256 : 0, 0, 4096);
    m.activation
        = f.string(S("hidden_activation"), f.string(S("hidden_act"), gemma ? S("gelu_pytorch_tanh") : S("silu")));
    m.tiedEmbeddings = f.flag(S("tie_word_embeddings"), gemma);
    const bool attentionBias = f.flag(S("attention_bias"), false);
    m.qkvBias = type == QLatin1String("qwen2") || attentionBias; // Qwen2: q, k, v biases, none on o
    m.outputBias = attentionBias && type != QLatin1String("qwen2");
    m.mlpBias = f.flag(S("mlp_bias"), false);
    if (type == QLatin1String("mistral") && f.has(S("sliding_window"))) {
        m.slidingWindow = f.integer(S("sliding_window"), least, 16777216);
        m.slidingWindowLayers = m.slidingWindow > 0 ? m.layers : 0;
    } else if (type == QLatin1String("qwen2") && f.flag(S("use_sliding_window"), false) && f.has(S("sliding_window"))) {
        // the first max_window_layers layers attend fully, the rest within the window (Qwen2Config docstring)
        m.slidingWindow = f.integer(S("sliding_window"), 1, 16777216);
        const int full = f.integerOr(S("max_window_layers"), m.layers, 0, m.layers);
        m.slidingWindowLayers = m.layers - full;
    } else if (type == QLatin1String("qwen2") && f.has(S("use_sliding_window"))) {
        f.markRead(S("sliding_window")); // Qwen2's window, switched off: not the planner's sliding_window
    } else if (type == QLatin1String("gemma2")) {
        // every other layer (the even ones) is local (Gemma Team 2024, arXiv 2408.00118; modeling_gemma2.py)
        m.slidingWindow = f.integerOr(S("sliding_window"), 4096, least, 16777216);
        m.slidingWindowLayers = (m.layers + 1) / 2;
        m.normsPerLayer = 4;
        m.finalLogitSoftcap = f.numberOr(S("final_logit_softcapping"), 30.0, 0, 1e6);
    }
}

// An encoder's fields: BERT's names (BertConfig, RobertaConfig, BigBirdConfig).
void encoderFromFields(const Fields& f, const QString& type, bool hfConfig, ModelSpec& m)
{
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
}

// A model YAML's keys of ModelFields' table that the type's rules did not read: the planner's own (mlp, norm,
// qkv_bias, ...) and the Hugging Face names another family uses. They set their member as they are, so that a plan
// file's inline model (written from the same table) reads back to the spec it was written from.
void applyModelFields(const Fields& f, ModelSpec& m)
{
    for (const ModelField& field : modelFields()) {
        const QString k = QString::fromLatin1(field.key);
        if (!f.has(k) || f.read.contains(k))
            continue;
        switch (field.type) {
        case ModelFieldType::Text:
            field.set(m, f.string(k));
            break;
        case ModelFieldType::Int:
            field.set(m, qint64(f.integer(k, int(field.min), int(field.max))));
            break;
        case ModelFieldType::Number:
            field.set(m, f.number(k, field.min, field.max));
            break;
        case ModelFieldType::Flag:
            field.set(m, f.flag(k, false));
            break;
        case ModelFieldType::Choice:
            field.set(m, f.choice(k, field.choices));
            break;
        }
    }
}

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
    m.source = f.string(QStringLiteral("source"), f.file);
    if (familyTypes().contains(type) && hfConfig) {
        readFamilyConfig(f, type, m);
    } else if (familyTypes().contains(type)) {
        // a model YAML names the planner's keys (ModelFields' table): the family's structure, then what it states
        decoderFromFields(f, type, hfConfig, m);
        applyFamilyDefaults(type, m);
    } else if (kDecoderTypes.contains(type)) {
        decoderFromFields(f, type, hfConfig, m);
    } else {
        encoderFromFields(f, type, hfConfig, m);
    }
    if (!hfConfig)
        applyModelFields(f, m);
    if ((!m.isDecoder() || m.explicitHeadDim == 0) && m.hiddenSize % m.heads != 0)
        f.fail(QStringLiteral("num_attention_heads"),
               Tr::tr("hidden_size %1 is not divisible by %2 heads").arg(m.hiddenSize).arg(m.heads));
    if (m.heads % m.kvHeadCount() != 0)
        f.fail(QStringLiteral("num_key_value_heads"),
               Tr::tr("%1 key/value heads do not divide %2 query heads").arg(m.kvHeadCount()).arg(m.heads));
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
    // the keys of ModelFields' table, and the Hugging Face names of the decoder families that the table does not use
    QStringList known{QStringLiteral("attention_bias"),
                      QStringLiteral("hidden_activation"),
                      QStringLiteral("attention_dropout"),
                      QStringLiteral("use_sliding_window"),
                      QStringLiteral("max_window_layers"),
                      QStringLiteral("n_embd"),
                      QStringLiteral("n_layer"),
                      QStringLiteral("n_head"),
                      QStringLiteral("n_inner"),
                      QStringLiteral("n_positions"),
                      QStringLiteral("activation_function"),
                      QStringLiteral("resid_pdrop"),
                      QStringLiteral("attn_pdrop"),
                      QStringLiteral("rope_theta"),
                      QStringLiteral("rms_norm_eps")};
    for (const ModelField& field : modelFields())
        known << QString::fromLatin1(field.key);
    m.rejectUnknownKeys(known);
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
    const Fields f = configFieldsOf(doc.object(), fileLabel, text);
    ModelSpec spec = specFromFields(f, true);
    validate(spec, fileLabel);
    return spec;
}

// The mixture-of-experts fields (moe.md section 1.1): a model with experts routes each token to between one and all of
// them, through experts of a positive width; its dense first layers are layers of the model.
namespace {
void validateExperts(const ModelSpec& m, const QString& file)
{
    auto fail = [&file](const char* field, const QString& msg) {
        throw InputError(file, 0, QString::fromLatin1(field), msg);
    };
    if (m.experts < 0)
        fail("num_experts", Tr::tr("must be 0 (a dense model) or more, got %1").arg(m.experts));
    if (m.experts == 0)
        return;
    if (m.expertsPerToken < 1 || m.expertsPerToken > m.experts)
        fail("num_experts_per_tok",
             Tr::tr("experts per token must be between 1 and the number of experts (%1), got %2")
                 .arg(m.experts)
                 .arg(m.expertsPerToken));
    if (m.expertIntermediateSize < 1)
        fail("moe_intermediate_size",
             Tr::tr("a model with experts needs a positive expert width, got %1").arg(m.expertIntermediateSize));
    if (m.sharedExpertIntermediateSize < 0)
        fail("shared_expert_intermediate_size",
             Tr::tr("must be 0 (no shared expert) or more, got %1").arg(m.sharedExpertIntermediateSize));
    if (m.firstDenseLayers < 0 || m.firstDenseLayers > m.layers)
        fail("first_k_dense_replace",
             Tr::tr("must be between 0 and the %1 layers, got %2").arg(m.layers).arg(m.firstDenseLayers));
}
} // namespace

void ModelLoader::validate(const ModelSpec& m, const QString& file)
{
    auto fail = [&file](const char* field, const QString& msg) {
        throw InputError(file, 0, QString::fromLatin1(field), msg);
    };
    if (m.layers < 1 || m.layers > 1024)
        fail("num_hidden_layers", Tr::tr("must be between 1 and 1024, got %1").arg(m.layers));
    if (m.hiddenSize < 1 || m.hiddenSize > 65536)
        fail("hidden_size", Tr::tr("must be between 1 and 65536, got %1").arg(m.hiddenSize));
    if (m.heads < 1 || (m.explicitHeadDim == 0 && m.hiddenSize % m.heads != 0))
        fail("num_attention_heads", Tr::tr("must divide hidden_size %1, got %2").arg(m.hiddenSize).arg(m.heads));
    if (m.kvHeads < 0 || m.heads % m.kvHeadCount() != 0)
        fail("num_key_value_heads",
             Tr::tr("%1 key/value heads do not divide %2 query heads").arg(m.kvHeadCount()).arg(m.heads));
    if (m.explicitHeadDim < 0 || m.explicitHeadDim > 4096)
        fail("head_dim", Tr::tr("must be between 1 and 4096, got %1").arg(m.explicitHeadDim));
    if (m.slidingWindow < 0 || m.slidingWindowLayers < 0 || m.slidingWindowLayers > m.layers)
        fail("sliding_window", Tr::tr("the window and the number of windowed layers must be within the model"));
    if (m.vocabSize < 1 || m.intermediateSize < 1 || m.maxPositions < 1)
        fail("vocab_size", Tr::tr("sizes must be positive"));
    validateExperts(m, file);
    if (m.attention == AttentionKind::BlockSparse && m.isDecoder())
        fail("attention_type", Tr::tr("a decoder attends causally to every earlier token: block_sparse is BigBird's"));
    if (m.attention == AttentionKind::BlockSparse && (m.blockSize < 1 || m.randomBlocks < 1))
        fail("block_size", Tr::tr("block-sparse attention needs a positive block size and at least one random block"));
}

} // namespace tpuplan
