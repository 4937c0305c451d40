// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelFields.h"

#include <QLocale>

namespace tpuplan {

namespace {

ModelField textField(const char* key, QString ModelSpec::*member)
{
    return {key,
            ModelFieldType::Text,
            0,
            0,
            {},
            [member](const ModelSpec& m) { return QVariant(m.*member); },
            [member](ModelSpec& m, const QVariant& v) { m.*member = v.toString(); }};
}

ModelField intField(const char* key, double min, double max, int ModelSpec::*member)
{
    return {key,
            ModelFieldType::Int,
            min,
            max,
            {},
            [member](const ModelSpec& m) { return QVariant(qint64(m.*member)); },
            [member](ModelSpec& m, const QVariant& v) { m.*member = int(v.toLongLong()); }};
}

ModelField numberField(const char* key, double min, double max, double ModelSpec::*member)
{
    return {key,
            ModelFieldType::Number,
            min,
            max,
            {},
            [member](const ModelSpec& m) { return QVariant(m.*member); },
            [member](ModelSpec& m, const QVariant& v) { m.*member = v.toDouble(); }};
}

ModelField flagField(const char* key, bool ModelSpec::*member)
{
    return {key,
            ModelFieldType::Flag,
            0,
            0,
            {},
            [member](const ModelSpec& m) { return QVariant(m.*member); },
            [member](ModelSpec& m, const QVariant& v) { m.*member = v.toBool(); }};
}

// An enum member whose values are 0, 1, ... in the order of `choices`.
template <typename E> ModelField choiceField(const char* key, const QStringList& choices, E ModelSpec::*member)
{
    return {key,
            ModelFieldType::Choice,
            0,
            0,
            choices,
            [member](const ModelSpec& m) { return QVariant(int(m.*member)); },
            [member](ModelSpec& m, const QVariant& v) { m.*member = static_cast<E>(v.toInt()); }};
}

QVector<ModelField> buildFields()
{
    const auto S = [](const char* s) { return QString::fromLatin1(s); };
    QVector<ModelField> f;
    f << textField("id", &ModelSpec::id) << textField("name", &ModelSpec::name)
      << textField("model_type", &ModelSpec::modelType);
    // sizes (ranges as ModelLoader's readers of config.json check them)
    f << intField("vocab_size", 1, 10000000, &ModelSpec::vocabSize)
      << intField("hidden_size", 1, 65536, &ModelSpec::hiddenSize)
      << intField("num_hidden_layers", 1, 1024, &ModelSpec::layers)
      << intField("num_attention_heads", 1, 1024, &ModelSpec::heads)
      << intField("num_key_value_heads", 0, 1024, &ModelSpec::kvHeads) // 0: as many as query heads
      << intField("head_dim", 0, 4096, &ModelSpec::explicitHeadDim) // 0: hidden_size / heads
      << intField("intermediate_size", 1, 1048576, &ModelSpec::intermediateSize)
      << intField("max_position_embeddings", 1, 16777216, &ModelSpec::maxPositions)
      << intField("type_vocab_size", 0, 1000, &ModelSpec::typeVocabSize);
    f << textField("hidden_act", &ModelSpec::activation)
      << numberField("hidden_dropout_prob", 0, 1, &ModelSpec::hiddenDropout)
      << numberField("attention_probs_dropout_prob", 0, 1, &ModelSpec::attentionDropout);
    // attention
    f << choiceField("attention_type", {S("full"), S("block_sparse")}, &ModelSpec::attention)
      << intField("block_size", 1, 4096, &ModelSpec::blockSize)
      << intField("num_random_blocks", 1, 64, &ModelSpec::randomBlocks) << flagField("qkv_bias", &ModelSpec::qkvBias)
      << flagField("output_bias", &ModelSpec::outputBias)
      << intField("sliding_window", 0, 16777216, &ModelSpec::slidingWindow) // 0: none
      << intField("sliding_window_layers", 0, 1024, &ModelSpec::slidingWindowLayers);
    // layers, embeddings and head
    f << choiceField("mlp", {S("dense"), S("gated")}, &ModelSpec::mlp) << flagField("mlp_bias", &ModelSpec::mlpBias)
      << choiceField("norm", {S("layer_norm"), S("rms_norm")}, &ModelSpec::norm)
      << intField("norms_per_layer", 1, 8, &ModelSpec::normsPerLayer);
    f << ModelField{"positions",
                    ModelFieldType::Choice,
                    0,
                    0,
                    {S("learned"), S("rope")},
                    [](const ModelSpec& m) { return QVariant(m.learnedPositions ? 0 : 1); },
                    [](ModelSpec& m, const QVariant& v) { m.learnedPositions = v.toInt() == 0; }};
    f << flagField("tie_word_embeddings", &ModelSpec::tiedEmbeddings)
      << numberField("final_logit_softcapping", 0, 1e6, &ModelSpec::finalLogitSoftcap) // 0: none
      << textField("source", &ModelSpec::source);
    // the 2025-26 architectures (reference moe.md section 1.1; the Hugging Face key where one means the same)
    f << intField("num_experts", 0, 65536, &ModelSpec::experts) // 0: a dense model
      << intField("num_experts_per_tok", 0, 65536, &ModelSpec::expertsPerToken)
      << intField("moe_intermediate_size", 0, 1048576, &ModelSpec::expertIntermediateSize)
      << intField("shared_expert_intermediate_size", 0, 1048576, &ModelSpec::sharedExpertIntermediateSize)
      << flagField("shared_expert_gate", &ModelSpec::sharedExpertGate)
      << flagField("router_bias", &ModelSpec::routerBias)
      << flagField("router_correction_bias", &ModelSpec::routerCorrectionBias)
      << intField("first_k_dense_replace", 0, 1024, &ModelSpec::firstDenseLayers)
      << intField("moe_layer_step", 1, 1024, &ModelSpec::moeLayerStep);
    f << intField("q_lora_rank", 0, 65536, &ModelSpec::qLoraRank)
      << intField("kv_lora_rank", 0, 65536, &ModelSpec::kvLoraRank) // 0: no multi-head latent attention
      << intField("qk_nope_head_dim", 0, 4096, &ModelSpec::qkNopeHeadDim)
      << intField("qk_rope_head_dim", 0, 4096, &ModelSpec::qkRopeHeadDim)
      << intField("v_head_dim", 0, 4096, &ModelSpec::vHeadDim);
    f << intField("local_attention_period", 0, 1024, &ModelSpec::localPeriod) // 0: sliding_window_layers decides
      << intField("attention_chunk_size", 0, 16777216, &ModelSpec::attentionChunkSize)
      << choiceField("qk_norm", {S("none"), S("per_head"), S("whole_projection"), S("l2")}, &ModelSpec::qkNorm)
      << flagField("attention_sinks", &ModelSpec::attentionSinks);
    f << intField("num_nextn_predict_layers", 0, 16, &ModelSpec::mtpLayers)
      << flagField("train_mtp", &ModelSpec::trainMtp) << textField("storage_format", &ModelSpec::storageFormat)
      << flagField("text_only", &ModelSpec::textOnly);
    return f;
}

QString quoted(const QString& s)
{
    QString e = s;
    e.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('"'), QStringLiteral("\\\""))
        .replace(QLatin1Char('\n'), QStringLiteral("\\n"))
        .replace(QLatin1Char('\t'), QStringLiteral("\\t"));
    return QLatin1Char('"') + e + QLatin1Char('"');
}

} // namespace

const QVector<ModelField>& modelFields()
{
    static const QVector<ModelField> fields = buildFields();
    return fields;
}

const ModelField* modelField(const QString& key)
{
    for (const ModelField& f : modelFields())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

QString modelFieldYaml(const ModelField& field, const ModelSpec& spec)
{
    const QVariant v = field.get(spec);
    switch (field.type) {
    case ModelFieldType::Text:
        return quoted(v.toString());
    case ModelFieldType::Int:
        return QString::number(v.toLongLong());
    case ModelFieldType::Number:
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case ModelFieldType::Flag:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case ModelFieldType::Choice:
        return field.choices.value(v.toInt());
    }
    return QString();
}

QStringList modelDifferences(const ModelSpec& a, const ModelSpec& b)
{
    QStringList keys;
    if (a.kind != b.kind)
        keys << QStringLiteral("model_type");
    for (const ModelField& f : modelFields()) {
        const QVariant x = f.get(a), y = f.get(b);
        // exact: QVariant's own comparison of doubles is fuzzy
        const bool same = f.type == ModelFieldType::Number ? x.toDouble() == y.toDouble() : x == y;
        if (!same && !keys.contains(QLatin1String(f.key)))
            keys << QString::fromLatin1(f.key);
    }
    return keys;
}

} // namespace tpuplan
