// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan models / model-info: the presets and one model's architecture and parameter count.
#include "Commands.h"

#include "model/ModelLoader.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ModelCommands)
};

QJsonObject specJson(const ModelSpec& m)
{
    QJsonObject o;
    o[QStringLiteral("id")] = m.id;
    o[QStringLiteral("name")] = m.name;
    o[QStringLiteral("model_type")] = m.modelType;
    o[QStringLiteral("vocab_size")] = m.vocabSize;
    o[QStringLiteral("hidden_size")] = m.hiddenSize;
    o[QStringLiteral("num_hidden_layers")] = m.layers;
    o[QStringLiteral("num_attention_heads")] = m.heads;
    o[QStringLiteral("intermediate_size")] = m.intermediateSize;
    o[QStringLiteral("max_position_embeddings")] = m.maxPositions;
    o[QStringLiteral("type_vocab_size")] = m.typeVocabSize;
    o[QStringLiteral("hidden_act")] = m.activation;
    o[QStringLiteral("hidden_dropout_prob")] = m.hiddenDropout;
    o[QStringLiteral("attention_probs_dropout_prob")] = m.attentionDropout;
    o[QStringLiteral("kind")] = m.isDecoder() ? QStringLiteral("decoder") : QStringLiteral("encoder");
    if (m.isDecoder()) {
        o[QStringLiteral("num_key_value_heads")] = m.kvHeadCount();
        o[QStringLiteral("head_dim")] = m.headDim();
        o[QStringLiteral("tie_word_embeddings")] = m.tiedEmbeddings;
        o[QStringLiteral("mlp")] = m.mlp == MlpKind::Gated ? QStringLiteral("gated") : QStringLiteral("dense");
        o[QStringLiteral("norm")]
            = m.norm == NormKind::RmsNorm ? QStringLiteral("rmsnorm") : QStringLiteral("layernorm");
        o[QStringLiteral("sliding_window")] = m.slidingWindow;
        o[QStringLiteral("sliding_window_layers")] = m.slidingWindowLayers;
    }
    o[QStringLiteral("attention_type")]
        = m.attention == AttentionKind::BlockSparse ? QStringLiteral("block_sparse") : QStringLiteral("full");
    if (m.attention == AttentionKind::BlockSparse) {
        o[QStringLiteral("block_size")] = m.blockSize;
        o[QStringLiteral("num_random_blocks")] = m.randomBlocks;
        o[QStringLiteral("window_blocks")] = ModelSpec::kWindowBlocks;
        o[QStringLiteral("global_blocks")] = ModelSpec::kGlobalBlocks;
    }
    return o;
}

QString layerAttentionId(LayerAttention a)
{
    switch (a) {
    case LayerAttention::Global:
        return QStringLiteral("global");
    case LayerAttention::SlidingWindow:
        return QStringLiteral("sliding_window");
    case LayerAttention::Chunked:
        return QStringLiteral("chunked");
    case LayerAttention::Latent:
        return QStringLiteral("latent");
    case LayerAttention::BlockSparse:
        return QStringLiteral("block_sparse");
    }
    return QString();
}

// The layer stack, the split of the parameters and the active ones in their conventions (docs/models.md).
void addStackJson(const ModelSpec& m, const ParameterBreakdown& split, QJsonObject& o)
{
    QJsonArray stack;
    for (const LayerGroup& g : layerStack(m))
        stack.append(QJsonObject{{QStringLiteral("count"), g.count},
                                 {QStringLiteral("attention"), layerAttentionId(g.attention)},
                                 {QStringLiteral("window"), g.window},
                                 {QStringLiteral("moe"), g.moe}});
    o[QStringLiteral("layer_stack")] = stack;
    o[QStringLiteral("layer_stack_text")] = layerStackText(m);
    QJsonObject b = o.value(QStringLiteral("parameter_breakdown")).toObject();
    b[QStringLiteral("attention")] = static_cast<qint64>(split.attention);
    b[QStringLiteral("dense_mlp")] = static_cast<qint64>(split.denseMlp);
    b[QStringLiteral("routed_experts")] = static_cast<qint64>(split.routedExperts);
    b[QStringLiteral("shared_experts")] = static_cast<qint64>(split.sharedExperts);
    b[QStringLiteral("router")] = static_cast<qint64>(split.router);
    b[QStringLiteral("norms")] = static_cast<qint64>(split.norms);
    b[QStringLiteral("mtp")] = static_cast<qint64>(split.mtp);
    o[QStringLiteral("parameter_breakdown")] = b;
    const ActiveParameters a = activeParameters(m);
    o[QStringLiteral("active_parameter_count")] = static_cast<qint64>(a.withEmbeddings);
    o[QStringLiteral("active_parameters")]
        = QJsonObject{{QStringLiteral("with_embeddings"), static_cast<qint64>(a.withEmbeddings)},
                      {QStringLiteral("without_input_embedding"), static_cast<qint64>(a.withoutInputEmbedding)},
                      {QStringLiteral("non_embedding"), static_cast<qint64>(a.nonEmbedding)}};
    if (m.isMoe()) {
        o[QStringLiteral("num_experts")] = m.experts;
        o[QStringLiteral("num_experts_per_tok")] = m.expertsPerToken;
        o[QStringLiteral("moe_intermediate_size")] = m.expertIntermediateSize;
        o[QStringLiteral("shared_expert_intermediate_size")] = m.sharedExpertIntermediateSize;
    }
    if (m.mtpLayers > 0)
        o[QStringLiteral("mtp")]
            = QJsonObject{{QStringLiteral("layers"), m.mtpLayers},
                          {QStringLiteral("trained"), m.trainMtp},
                          {QStringLiteral("unique"), static_cast<qint64>(mtpUniqueParameters(m))},
                          {QStringLiteral("as_stored"), static_cast<qint64>(mtpStoredParameters(m))}};
    if (bufferParameters(m) > 0)
        o[QStringLiteral("buffer_parameters")] = static_cast<qint64>(bufferParameters(m));
    if (!m.storageFormat.isEmpty())
        o[QStringLiteral("storage_format")] = m.storageFormat;
    o[QStringLiteral("text_only")] = m.textOnly;
}

// The experts and the attention of a decoder's layers.
void printDecoderLayers(const ModelSpec& m, QTextStream& out)
{
    const QLocale loc;
    out << Tr::tr("  layer stack: %1").arg(layerStackText(m)) << "\n";
    if (m.isMoe()) {
        out << Tr::tr("  experts: %1 routed of width %2, %3 per token")
                   .arg(m.experts)
                   .arg(loc.toString(m.expertIntermediateSize))
                   .arg(m.expertsPerToken);
        if (m.sharedExpertIntermediateSize > 0)
            out << Tr::tr("; shared expert width %1%2")
                       .arg(loc.toString(m.sharedExpertIntermediateSize))
                       .arg(m.sharedExpertGate ? Tr::tr(" (gated)") : QString());
        if (m.firstDenseLayers > 0 || m.moeLayerStep > 1)
            out << Tr::tr("; dense layers' MLP width %1").arg(loc.toString(m.intermediateSize));
        out << "\n";
    }
    if (m.isMla())
        out << Tr::tr("  attention: multi-head latent (MLA), query rank %1, key/value rank %2, head %3 + %4 RoPE, "
                      "value head %5")
                   .arg(m.qLoraRank)
                   .arg(m.kvLoraRank)
                   .arg(m.qkNopeHeadDim)
                   .arg(m.qkRopeHeadDim)
                   .arg(m.vHeadDim)
            << "\n";
    else
        out << Tr::tr("  attention: causal") << "\n";
}

// A decoder's parameters: the total and its split, the active ones in each convention, MTP, buffers and storage.
void printDecoderParameters(const ModelSpec& m, const ParameterBreakdown& split, QTextStream& out)
{
    const QLocale loc;
    const auto n = [&loc](qint64 v) { return loc.toString(v); };
    out << Tr::tr("  parameters: %1").arg(n(split.total())) << "\n";
    out << Tr::tr("    embeddings %1, layers %2, head (final norm and output projection) %3")
               .arg(n(split.embeddings), n(split.layers), n(split.head))
        << "\n";
    out << Tr::tr("    layers: %1").arg(layerPartsText(split)) << "\n";
    if (split.mtp > 0)
        out << Tr::tr("    multi-token prediction (trained) %1").arg(n(split.mtp)) << "\n";
    const ActiveParameters a = activeParameters(m);
    out << Tr::tr("  active parameters per token: %1 (both embedding matrices: the Mistral, Qwen, AI2, Meta and "
                  "Megatron convention)")
               .arg(n(a.withEmbeddings))
        << "\n";
    out << Tr::tr("    excl. input embedding %1 (the OpenAI and DeepSeek convention); non-embedding %2 (the N of "
                  "6·N·tokens)")
               .arg(n(a.withoutInputEmbedding), n(a.nonEmbedding))
        << "\n";
    if (m.mtpLayers > 0)
        out << Tr::tr("  multi-token prediction: %1 layer(s) in the checkpoint, %2 unique parameters, %3 as stored "
                      "(with its copies of the embedding and the output head); trained only when asked (train_mtp), "
                      "%4")
                   .arg(m.mtpLayers)
                   .arg(n(mtpUniqueParameters(m)), n(mtpStoredParameters(m)))
                   .arg(m.trainMtp ? Tr::tr("asked here") : Tr::tr("not counted above"))
            << "\n";
    if (bufferParameters(m) > 0)
        out << Tr::tr("  the total counts %1 router correction biases the checkpoint stores (buffers in Hugging Face: "
                      "model.parameters() is that much lower)")
                   .arg(n(bufferParameters(m)))
            << "\n";
}

// The notes on what the count is of: the checkpoint's storage, the text model of a multimodal one.
void printDecoderNotes(const ModelSpec& m, QTextStream& out)
{
    if (m.storageFormat == QLatin1String("mxfp4"))
        out << Tr::tr("  storage: the checkpoint keeps the routed experts in MXFP4 (4.25 bits per expert weight: two "
                      "E2M1 values per byte and one E8M0 scale per 32); training runs from bf16")
            << "\n";
    else if (m.storageFormat.startsWith(QLatin1String("fp8")))
        out << Tr::tr("  storage: the checkpoint keeps the weights in block-scaled FP8 (%1; the scales are not "
                      "parameters); training runs from bf16")
                   .arg(m.storageFormat)
            << "\n";
    else if (!m.storageFormat.isEmpty())
        out << Tr::tr("  storage: the checkpoint is quantised (%1); training runs from bf16").arg(m.storageFormat)
            << "\n";
    if (m.textOnly)
        out << Tr::tr("  text model only: the vision tower and its projector are left out of every count") << "\n";
}

void printDecoder(const ModelSpec& m, const ParameterBreakdown& split, QTextStream& out)
{
    const QLocale loc;
    out << Tr::tr("  decoder: %1 key/value heads, %2 MLP, %3, embeddings %4")
               .arg(m.kvHeadCount())
               .arg(m.mlp == MlpKind::Gated ? Tr::tr("gated") : Tr::tr("dense"))
               .arg(m.norm == NormKind::RmsNorm ? QStringLiteral("RMSNorm") : QStringLiteral("LayerNorm"))
               .arg(m.tiedEmbeddings ? Tr::tr("tied") : Tr::tr("untied"))
        << "\n";
    out << Tr::tr("  vocabulary %1, positions %2, activation %3")
               .arg(loc.toString(m.vocabSize), loc.toString(m.maxPositions), m.activation)
        << "\n";
    printDecoderLayers(m, out);
    printDecoderParameters(m, split, out);
    printDecoderNotes(m, out);
}
} // namespace

int runModels(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("models"), Tr::tr("List the model presets."), io);
    cmd.addFormatOption();
    if (!cmd.parse(args))
        return cmd.exitCode();
    QJsonArray arr;
    for (const QString& id : ModelLoader::presetIds()) {
        const ModelSpec m = ModelLoader::preset(id);
        if (cmd.json()) {
            QJsonObject o = specJson(m);
            o[QStringLiteral("parameters")] = static_cast<qint64>(modelParameters(m));
            arr.append(o);
        } else {
            io.out << QStringLiteral("%1  %2  ").arg(id, -24).arg(m.name, -30)
                   << Tr::tr("%1 parameters").arg(QLocale().toString(modelParameters(m))) << "\n";
        }
    }
    if (cmd.json())
        printJson(io.out, QJsonObject{{QStringLiteral("models"), arr}});
    io.out.flush();
    return kExitOk;
}

int runModelInfo(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("model-info"), Tr::tr("Show a model's architecture and exact parameter count."), io);
    cmd.addValueOption(QStringLiteral("model"), Tr::tr("A preset id, a model YAML file or a Hugging Face config.json."),
                       QStringLiteral("PRESET|PATH"));
    cmd.addFormatOption();
    if (!cmd.parse(args))
        return cmd.exitCode();
    if (!cmd.isSet(QStringLiteral("model")))
        return cmd.usageError(Tr::tr("--model is required"));
    ModelSpec m;
    try {
        m = ModelLoader::resolve(cmd.value(QStringLiteral("model")));
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }
    const ParameterBreakdown split = parameterBreakdown(m);
    const qint64 total = split.total();
    const qint64 mlm = m.isDecoder() ? 0 : countParameters(headTensors(m, HeadConfig{HeadKind::Mlm, 0, false, 2}));
    if (cmd.json()) {
        QJsonObject o = specJson(m);
        o[QStringLiteral("parameters")] = static_cast<qint64>(total);
        o[QStringLiteral("parameter_count")] = static_cast<qint64>(total);
        o[QStringLiteral("parameter_breakdown")]
            = QJsonObject{{QStringLiteral("embeddings"), static_cast<qint64>(split.embeddings)},
                          {QStringLiteral("layers"), static_cast<qint64>(split.layers)},
                          {QStringLiteral("head"), static_cast<qint64>(split.head)}};
        o[QStringLiteral("embedding_parameters")] = static_cast<qint64>(embeddingParameters(m));
        o[QStringLiteral("non_embedding_parameters")] = static_cast<qint64>(nonEmbeddingParameters(m));
        if (!m.isDecoder())
            o[QStringLiteral("mlm_head_parameters")] = static_cast<qint64>(mlm);
        o[QStringLiteral("source")] = m.source;
        addStackJson(m, split, o);
        printJson(io.out, o);
        return kExitOk;
    }
    const QLocale loc;
    QTextStream& out = io.out;
    out << m.name << " (" << m.modelType << ")\n";
    out << Tr::tr("  layers %1, hidden %2, heads %3 (head size %4), FFN %5")
               .arg(m.layers)
               .arg(m.hiddenSize)
               .arg(m.heads)
               .arg(m.headDim())
               .arg(m.intermediateSize)
        << "\n";
    if (m.isDecoder()) {
        printDecoder(m, split, out);
        out.flush();
        return kExitOk;
    }
    out << Tr::tr("  vocabulary %1, positions %2, token types %3, activation %4")
               .arg(loc.toString(m.vocabSize))
               .arg(loc.toString(m.maxPositions))
               .arg(m.typeVocabSize)
               .arg(m.activation)
        << "\n";
    if (m.attention == AttentionKind::BlockSparse)
        out << Tr::tr("  attention: block-sparse (ITC), block %1, %2 random, %3 window and %4 global blocks")
                   .arg(m.blockSize)
                   .arg(m.randomBlocks)
                   .arg(ModelSpec::kWindowBlocks)
                   .arg(ModelSpec::kGlobalBlocks)
            << "\n";
    else
        out << Tr::tr("  attention: full") << "\n";
    out << Tr::tr("  parameters (encoder with pooler): %1").arg(loc.toString(total)) << "\n";
    out << Tr::tr("    embeddings %1, encoder layers and pooler %2")
               .arg(loc.toString(split.embeddings), loc.toString(split.layers + split.head))
        << "\n";
    out << Tr::tr("  an MLM head adds %1 (decoder tied to the word embeddings)").arg(loc.toString(mlm)) << "\n";
    out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
