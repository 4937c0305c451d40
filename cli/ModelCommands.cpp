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
        out << Tr::tr("  decoder: %1 key/value heads, %2 MLP, %3, embeddings %4")
                   .arg(m.kvHeadCount())
                   .arg(m.mlp == MlpKind::Gated ? Tr::tr("gated") : Tr::tr("dense"))
                   .arg(m.norm == NormKind::RmsNorm ? QStringLiteral("RMSNorm") : QStringLiteral("LayerNorm"))
                   .arg(m.tiedEmbeddings ? Tr::tr("tied") : Tr::tr("untied"))
            << "\n";
        out << Tr::tr("  vocabulary %1, positions %2, activation %3")
                   .arg(loc.toString(m.vocabSize), loc.toString(m.maxPositions), m.activation)
            << "\n";
        if (m.slidingWindow > 0 && m.slidingWindowLayers > 0)
            out << Tr::tr("  attention: causal, a sliding window of %1 tokens in %2 of %3 layers")
                       .arg(loc.toString(m.slidingWindow))
                       .arg(m.slidingWindowLayers)
                       .arg(m.layers)
                << "\n";
        else
            out << Tr::tr("  attention: causal") << "\n";
        out << Tr::tr("  parameters: %1").arg(loc.toString(total)) << "\n";
        out << Tr::tr("    embeddings %1, layers %2, head (final norm and output projection) %3")
                   .arg(loc.toString(split.embeddings), loc.toString(split.layers), loc.toString(split.head))
            << "\n";
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
