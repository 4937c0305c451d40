// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelSpec.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <tuple>

namespace tpuplan {

namespace {
// Every member of a ModelSpec, for its comparison: a member added to the struct belongs here (and in the key table of
// ModelFields.cpp, which TestPlanModelRoundTrip checks through this comparison).
auto members(const ModelSpec& m)
{
    return std::tie(m.id, m.name, m.modelType, m.vocabSize, m.hiddenSize, m.layers, m.heads, m.intermediateSize,
                    m.maxPositions, m.typeVocabSize, m.activation, m.hiddenDropout, m.attentionDropout, m.attention,
                    m.blockSize, m.randomBlocks, m.source, m.kind, m.kvHeads, m.explicitHeadDim, m.tiedEmbeddings,
                    m.mlp, m.norm, m.normsPerLayer, m.qkvBias, m.outputBias, m.mlpBias, m.learnedPositions,
                    m.slidingWindow, m.slidingWindowLayers, m.finalLogitSoftcap, m.experts, m.expertsPerToken,
                    m.expertIntermediateSize, m.sharedExpertIntermediateSize, m.sharedExpertGate, m.routerBias,
                    m.routerCorrectionBias, m.firstDenseLayers, m.moeLayerStep, m.qLoraRank, m.kvLoraRank,
                    m.qkNopeHeadDim, m.qkRopeHeadDim, m.vHeadDim, m.localPeriod, m.attentionChunkSize, m.qkNorm,
                    m.attentionSinks, m.mtpLayers, m.trainMtp, m.storageFormat, m.textOnly);
}
} // namespace

bool ModelSpec::operator==(const ModelSpec& other) const
{
    return members(*this) == members(other);
}

QString modelFamily(const ModelSpec& spec)
{
    return spec.modelType.isEmpty() ? spec.id : spec.modelType;
}

QString headKindId(HeadKind kind)
{
    switch (kind) {
    case HeadKind::Mlm:
        return QStringLiteral("mlm");
    case HeadKind::MlmMasked:
        return QStringLiteral("mlm-masked");
    case HeadKind::Classification:
        return QStringLiteral("classification");
    case HeadKind::CausalLm:
        return QStringLiteral("causal-lm");
    }
    return QString();
}

HeadKind defaultHeadKind(const ModelSpec& spec)
{
    return spec.isDecoder() ? HeadKind::CausalLm : HeadKind::Mlm;
}

QStringList headKindIdsFor(const ModelSpec& spec)
{
    if (spec.isDecoder())
        return {headKindId(HeadKind::CausalLm)};
    return {headKindId(HeadKind::Mlm), headKindId(HeadKind::MlmMasked), headKindId(HeadKind::Classification)};
}

QVector<ParamTensor> encoderTensors(const ModelSpec& m)
{
    const qint64 h = m.hiddenSize;
    const qint64 i = m.intermediateSize;
    QVector<ParamTensor> t;
    t << ParamTensor{QStringLiteral("embeddings.word"), m.vocabSize, h, 1};
    t << ParamTensor{QStringLiteral("embeddings.position"), m.maxPositions, h, 1};
    if (m.typeVocabSize > 0)
        t << ParamTensor{QStringLiteral("embeddings.token_type"), m.typeVocabSize, h, 1};
    t << ParamTensor{QStringLiteral("embeddings.layer_norm"), h, 0, 2}; // gamma, beta
    const int L = m.layers;
    t << ParamTensor{QStringLiteral("layer.attention.qkvo.weight"), h, h, 4 * L};
    t << ParamTensor{QStringLiteral("layer.attention.qkvo.bias"), h, 0, 4 * L};
    t << ParamTensor{QStringLiteral("layer.attention.layer_norm"), h, 0, 2 * L};
    t << ParamTensor{QStringLiteral("layer.ffn.in.weight"), h, i, L};
    t << ParamTensor{QStringLiteral("layer.ffn.in.bias"), i, 0, L};
    t << ParamTensor{QStringLiteral("layer.ffn.out.weight"), i, h, L};
    t << ParamTensor{QStringLiteral("layer.ffn.out.bias"), h, 0, L};
    t << ParamTensor{QStringLiteral("layer.ffn.layer_norm"), h, 0, 2 * L};
    t << ParamTensor{QStringLiteral("pooler.weight"), h, h, 1};
    t << ParamTensor{QStringLiteral("pooler.bias"), h, 0, 1};
    return t;
}

void setExpertCount(ModelSpec& m, int experts)
{
    if (m.experts == 0 && experts > 0) {
        m.expertsPerToken = std::max(m.expertsPerToken, 1);
        if (m.expertIntermediateSize < 1)
            m.expertIntermediateSize = m.intermediateSize;
    }
    m.experts = experts;
}

LayerGroup layerAt(const ModelSpec& m, int index)
{
    LayerGroup g;
    g.count = 1;
    if (m.attention == AttentionKind::BlockSparse) {
        g.attention = LayerAttention::BlockSparse;
    } else if (m.isMla()) {
        g.attention = LayerAttention::Latent;
    } else {
        const bool local = m.localPeriod > 0 ? (index + 1) % m.localPeriod != 0 : index < m.slidingWindowLayers;
        if (local && m.attentionChunkSize > 0) {
            g.attention = LayerAttention::Chunked;
            g.window = m.attentionChunkSize;
        } else if (local && m.slidingWindow > 0) {
            g.attention = LayerAttention::SlidingWindow;
            g.window = m.slidingWindow;
        }
    }
    g.moe = m.isMoe() && index >= m.firstDenseLayers && (index + 1) % std::max(1, m.moeLayerStep) == 0;
    return g;
}

QVector<LayerGroup> layerStack(const ModelSpec& m)
{
    QVector<LayerGroup> groups;
    const int mtp = m.trainMtp && m.layers > 0 ? m.mtpLayers : 0;
    for (int i = 0; i < m.layers + mtp; ++i) {
        // an MTP layer's "structure [is] identical to the Main Model hidden layers" (DeepSeek-V3 README_WEIGHTS.md)
        LayerGroup layer = layerAt(m, std::min(i, m.layers - 1));
        auto same = std::find_if(groups.begin(), groups.end(), [&](const LayerGroup& g) {
            return g.attention == layer.attention && g.window == layer.window && g.moe == layer.moe;
        });
        if (same != groups.end())
            ++same->count;
        else
            groups << layer;
    }
    return groups;
}

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LayerStack)
};
} // namespace

QString layerStackText(const ModelSpec& m)
{
    int moe = 0, local = 0, all = 0;
    for (const LayerGroup& g : layerStack(m)) {
        all += g.count;
        moe += g.moe ? g.count : 0;
        local += (g.attention == LayerAttention::SlidingWindow || g.attention == LayerAttention::Chunked) ? g.count : 0;
    }
    QStringList parts;
    QString count = Tr::tr("%n layers", nullptr, all);
    if (moe > 0 && moe < all)
        count += QLatin1String(": ") + Tr::tr("%1 dense + %2 MoE").arg(all - moe).arg(moe);
    else if (moe > 0)
        count += QLatin1String(": ") + Tr::tr("all MoE");
    parts << count;
    if (m.isMoe()) {
        parts << Tr::tr("%n experts", nullptr, m.experts);
        parts << Tr::tr("top-%1").arg(m.expertsPerToken);
        if (m.sharedExpertIntermediateSize > 0)
            parts << Tr::tr("shared expert");
    }
    if (m.isMla())
        parts << Tr::tr("MLA");
    if (local > 0) {
        const bool chunked = m.attentionChunkSize > 0;
        parts << (chunked ? Tr::tr("%1 chunked (%2 tokens) + %3 global")
                          : Tr::tr("%1 sliding-window (%2 tokens) + %3 global"))
                     .arg(local)
                     .arg(chunked ? m.attentionChunkSize : m.slidingWindow)
                     .arg(all - local);
    }
    if (m.attention == AttentionKind::BlockSparse)
        parts << Tr::tr("block-sparse attention");
    return parts.join(QLatin1String(", "));
}

namespace {
// The tensors of the layers' attention, `layers` times (moe.md section 1.2 and section 4 for MLA).
void attentionTensors(const ModelSpec& m, int layers, QVector<ParamTensor>& t)
{
    const qint64 h = m.hiddenSize;
    const int L = layers;
    if (m.isMla()) {
        // DeepSeek-V2/V3 (HF modular_deepseek_v2.py): q through a low-rank bottleneck (or q_proj), the keys and
        // values from one compressed latent with a shared RoPE key, decompressed per head
        const qint64 nh = m.heads;
        const qint64 dq = m.qkNopeHeadDim + m.qkRopeHeadDim;
        if (m.qLoraRank > 0) {
            t << ParamTensor{QStringLiteral("layer.attention.q_a.weight"), h, m.qLoraRank, L};
            t << ParamTensor{QStringLiteral("layer.attention.q_a_norm"), m.qLoraRank, 0, L};
            t << ParamTensor{QStringLiteral("layer.attention.q_b.weight"), m.qLoraRank, nh * dq, L};
        } else {
            t << ParamTensor{QStringLiteral("layer.attention.q.weight"), h, nh * dq, L};
        }
        t << ParamTensor{QStringLiteral("layer.attention.kv_a.weight"), h, qint64(m.kvLoraRank) + m.qkRopeHeadDim, L};
        t << ParamTensor{QStringLiteral("layer.attention.kv_a_norm"), m.kvLoraRank, 0, L};
        t << ParamTensor{QStringLiteral("layer.attention.kv_b.weight"), m.kvLoraRank,
                         nh * (qint64(m.qkNopeHeadDim) + m.vHeadDim), L};
        t << ParamTensor{QStringLiteral("layer.attention.o.weight"), nh * m.vHeadDim, h, L};
        if (m.outputBias)
            t << ParamTensor{QStringLiteral("layer.attention.o.bias"), h, 0, L};
        return;
    }
    const qint64 q = m.queryDim();
    const qint64 kv = m.kvDim();
    t << ParamTensor{QStringLiteral("layer.attention.q.weight"), h, q, L};
    t << ParamTensor{QStringLiteral("layer.attention.kv.weight"), h, kv, 2 * L};
    t << ParamTensor{QStringLiteral("layer.attention.o.weight"), q, h, L};
    if (m.qkvBias) {
        t << ParamTensor{QStringLiteral("layer.attention.q.bias"), q, 0, L};
        t << ParamTensor{QStringLiteral("layer.attention.kv.bias"), kv, 0, 2 * L};
    }
    if (m.outputBias)
        t << ParamTensor{QStringLiteral("layer.attention.o.bias"), h, 0, L};
    if (m.qkNorm == QkNormKind::PerHead) {
        t << ParamTensor{QStringLiteral("layer.attention.q_norm"), m.headDim(), 0, L};
        t << ParamTensor{QStringLiteral("layer.attention.k_norm"), m.headDim(), 0, L};
    } else if (m.qkNorm == QkNormKind::WholeProjection) {
        t << ParamTensor{QStringLiteral("layer.attention.q_norm"), q, 0, L};
        t << ParamTensor{QStringLiteral("layer.attention.k_norm"), kv, 0, L};
    }
    if (m.attentionSinks)
        t << ParamTensor{QStringLiteral("layer.attention.sinks"), m.heads, 0, L};
}

// An MLP of width `width`, `count` times, under `prefix` ("layer.mlp", "layer.moe.experts", "layer.moe.shared").
void mlpTensors(const ModelSpec& m, const QString& prefix, qint64 width, int count, bool bias, QVector<ParamTensor>& t)
{
    if (count <= 0 || width <= 0)
        return;
    const qint64 h = m.hiddenSize;
    const int upMatrices = m.mlp == MlpKind::Gated ? 2 : 1; // gate and up, or up alone
    t << ParamTensor{prefix + QStringLiteral(".up.weight"), h, width, upMatrices * count};
    t << ParamTensor{prefix + QStringLiteral(".down.weight"), width, h, count};
    if (bias) {
        t << ParamTensor{prefix + QStringLiteral(".up.bias"), width, 0, upMatrices * count};
        t << ParamTensor{prefix + QStringLiteral(".down.bias"), h, 0, count};
    }
}

// The router and the experts of `layers` MoE layers, with `experts` of the E routed experts (E for the parameters,
// K for the active ones).
void moeTensors(const ModelSpec& m, int layers, int experts, QVector<ParamTensor>& t)
{
    if (layers <= 0)
        return;
    const qint64 h = m.hiddenSize;
    t << ParamTensor{QStringLiteral("layer.moe.router.weight"), h, m.experts, layers};
    if (m.routerBias)
        t << ParamTensor{QStringLiteral("layer.moe.router.bias"), m.experts, 0, layers};
    if (m.routerCorrectionBias)
        t << ParamTensor{QStringLiteral("layer.moe.router.correction_bias"), m.experts, 0, layers};
    mlpTensors(m, QStringLiteral("layer.moe.experts"), m.expertIntermediateSize, experts * layers, m.mlpBias, t);
    mlpTensors(m, QStringLiteral("layer.moe.shared"), m.sharedExpertIntermediateSize, layers, false, t);
    if (m.sharedExpertGate && m.sharedExpertIntermediateSize > 0)
        t << ParamTensor{QStringLiteral("layer.moe.shared.gate"), h, 1, layers};
}

int countMoeLayers(const ModelSpec& m)
{
    int n = 0;
    for (int i = 0; i < m.layers; ++i)
        n += layerAt(m, i).moe ? 1 : 0;
    return n;
}

// The layers' tensors with `experts` routed experts per MoE layer (all E, or the K one token passes through).
void layerTensors(const ModelSpec& m, int layers, int moeLayers, int experts, QVector<ParamTensor>& t)
{
    const qint64 h = m.hiddenSize;
    const int normVectors = m.norm == NormKind::LayerNorm ? 2 : 1; // gamma (and beta)
    attentionTensors(m, layers, t);
    mlpTensors(m, QStringLiteral("layer.mlp"), m.intermediateSize, layers - moeLayers, m.mlpBias, t);
    moeTensors(m, moeLayers, experts, t);
    t << ParamTensor{QStringLiteral("layer.norm"), h, 0, normVectors * m.normsPerLayer * layers};
}

// The multi-token-prediction module's own tensors, `modules` times (moe.md section 2): enorm, hnorm, eh_proj [h, 2h],
// one decoder layer as the last main layer, shared_head.norm.
QVector<ParamTensor> mtpTensors(const ModelSpec& m, int modules)
{
    QVector<ParamTensor> t;
    if (modules <= 0 || m.layers <= 0)
        return t;
    const qint64 h = m.hiddenSize;
    const int normVectors = m.norm == NormKind::LayerNorm ? 2 : 1;
    QVector<ParamTensor> layer;
    layerTensors(m, modules, layerAt(m, m.layers - 1).moe ? modules : 0, m.experts, layer);
    for (ParamTensor p : layer) {
        p.name = QStringLiteral("mtp.") + p.name;
        t << p;
    }
    t << ParamTensor{QStringLiteral("mtp.norms"), h, 0, 3 * normVectors * modules}; // enorm, hnorm, head norm
    t << ParamTensor{QStringLiteral("mtp.eh_proj"), 2 * h, h, modules};
    return t;
}
} // namespace

QVector<ParamTensor> decoderTensors(const ModelSpec& m)
{
    // Hugging Face modeling_llama.py, modeling_mistral.py, modeling_qwen2.py, modeling_gemma.py, modeling_gemma2.py,
    // modeling_gpt2.py (transformers v4.4x); reference llm.md section 1.1 checks the totals against published counts;
    // the MoE, MLA and 2025-26 families as reference moe.md section 1.2 lists their tensors.
    const qint64 h = m.hiddenSize;
    const int normVectors = m.norm == NormKind::LayerNorm ? 2 : 1; // gamma (and beta)
    QVector<ParamTensor> t;
    t << ParamTensor{QStringLiteral("embeddings.word"), m.vocabSize, h, 1};
    if (m.learnedPositions)
        t << ParamTensor{QStringLiteral("embeddings.position"), m.maxPositions, h, 1};
    layerTensors(m, m.layers, countMoeLayers(m), m.experts, t);
    t << ParamTensor{QStringLiteral("head.final_norm"), h, 0, normVectors};
    if (!m.tiedEmbeddings)
        t << ParamTensor{QStringLiteral("head.lm_head"), h, m.vocabSize, 1};
    if (m.trainMtp)
        t += mtpTensors(m, m.mtpLayers);
    return t;
}

QVector<ParamTensor> modelTensors(const ModelSpec& m)
{
    return m.isDecoder() ? decoderTensors(m) : encoderTensors(m);
}

namespace {
// Adds a layer tensor to its part of the split (moe.md section 1.2).
void addLayerPart(ParameterBreakdown& b, const ParamTensor& t)
{
    const qint64 n = t.elements();
    b.layers += n;
    if (t.name == QLatin1String("layer.norm") || t.name.endsWith(QLatin1String(".layer_norm")))
        b.norms += n; // the layers' own norms (the encoder's after attention and after the MLP)
    else if (t.name.startsWith(QLatin1String("layer.attention.")))
        b.attention += n; // with its biases, qk-norms and sinks
    else if (t.name.startsWith(QLatin1String("layer.moe.router")))
        b.router += n;
    else if (t.name.startsWith(QLatin1String("layer.moe.experts")))
        b.routedExperts += n;
    else if (t.name.startsWith(QLatin1String("layer.moe.shared")))
        b.sharedExperts += n;
    else
        b.denseMlp += n;
}
} // namespace

ParameterBreakdown parameterBreakdown(const ModelSpec& m)
{
    ParameterBreakdown b;
    for (const ParamTensor& t : modelTensors(m)) {
        if (t.name.startsWith(QLatin1String("embeddings.")))
            b.embeddings += t.elements();
        else if (t.name.startsWith(QLatin1String("layer.")))
            addLayerPart(b, t);
        else if (t.name.startsWith(QLatin1String("mtp.")))
            b.mtp += t.elements();
        else
            b.head += t.elements(); // the encoder's pooler, the decoder's final norm and output projection
    }
    return b;
}

QString layerPartsText(const ParameterBreakdown& b)
{
    const QLocale loc;
    QStringList parts;
    const auto add = [&](qint64 n, const QString& text) {
        if (n > 0)
            parts << text.arg(loc.toString(n));
    };
    add(b.routedExperts, Tr::tr("routed experts %1"));
    add(b.sharedExperts, Tr::tr("shared experts %1"));
    add(b.attention, Tr::tr("attention %1"));
    add(b.denseMlp, Tr::tr("dense MLP %1"));
    add(b.router, Tr::tr("router %1"));
    add(b.norms, Tr::tr("norms %1"));
    return parts.join(QLatin1String(", "));
}

ActiveParameters activeParameters(const ModelSpec& m)
{
    ActiveParameters a;
    if (!m.isDecoder()) {
        const qint64 embeddings = embeddingParameters(m);
        a.nonEmbedding = nonEmbeddingParameters(m);
        a.withEmbeddings = a.withoutInputEmbedding = a.nonEmbedding + embeddings;
        return a;
    }
    QVector<ParamTensor> t;
    layerTensors(m, m.layers, countMoeLayers(m), m.expertsPerToken, t);
    const int normVectors = m.norm == NormKind::LayerNorm ? 2 : 1;
    a.nonEmbedding = countParameters(t) + qint64(normVectors) * m.hiddenSize;
    const qint64 vh = qint64(m.vocabSize) * m.hiddenSize;
    const qint64 positions = m.learnedPositions ? qint64(m.maxPositions) * m.hiddenSize : 0;
    a.withoutInputEmbedding = a.nonEmbedding + vh; // the LM head, tied or not
    a.withEmbeddings = a.withoutInputEmbedding + positions + (m.tiedEmbeddings ? 0 : vh);
    return a;
}

qint64 mtpUniqueParameters(const ModelSpec& m)
{
    return countParameters(mtpTensors(m, m.mtpLayers));
}

qint64 mtpStoredParameters(const ModelSpec& m)
{
    // each module keeps its own copies of embed_tokens and shared_head.head [V, h] (moe.md section 2)
    const qint64 unique = mtpUniqueParameters(m);
    return unique > 0 ? unique + 2 * qint64(m.mtpLayers) * m.vocabSize * m.hiddenSize : 0;
}

qint64 bufferParameters(const ModelSpec& m)
{
    qint64 n = 0;
    for (const ParamTensor& t : modelTensors(m))
        if (t.name.endsWith(QLatin1String("router.correction_bias")))
            n += t.elements();
    return n;
}

qint64 modelParameters(const ModelSpec& m)
{
    return countParameters(modelTensors(m));
}

qint64 layerMatrixParameters(const ModelSpec& m)
{
    qint64 n = 0;
    for (const ParamTensor& t : modelTensors(m))
        if (t.name.startsWith(QLatin1String("layer.")) && t.cols > 0)
            n += t.elements();
    return n;
}

qint64 largestLayerMatrix(const ModelSpec& m)
{
    qint64 n = 0;
    for (const ParamTensor& t : modelTensors(m))
        if (t.name.startsWith(QLatin1String("layer.")) && t.cols > 0)
            n = std::max(n, t.rows * t.cols);
    return n;
}

QVector<ParamTensor> headTensors(const ModelSpec& m, const HeadConfig& head)
{
    const qint64 h = m.hiddenSize;
    QVector<ParamTensor> t;
    if (head.kind == HeadKind::CausalLm)
        return t; // the decoder's output projection is one of its own tensors (decoderTensors)
    if (head.kind == HeadKind::Mlm || head.kind == HeadKind::MlmMasked) {
        t << ParamTensor{QStringLiteral("mlm.transform.weight"), h, h, 1};
        t << ParamTensor{QStringLiteral("mlm.transform.bias"), h, 0, 1};
        t << ParamTensor{QStringLiteral("mlm.transform.layer_norm"), h, 0, 2};
        t << ParamTensor{QStringLiteral("mlm.output.bias"), m.vocabSize, 0, 1}; // decoder weight tied to embeddings
    } else {
        t << ParamTensor{QStringLiteral("classifier.weight"), h, head.numLabels, 1};
        t << ParamTensor{QStringLiteral("classifier.bias"), head.numLabels, 0, 1};
    }
    if (head.nsp) {
        t << ParamTensor{QStringLiteral("nsp.weight"), h, 2, 1};
        t << ParamTensor{QStringLiteral("nsp.bias"), 2, 0, 1};
    }
    return t;
}

qint64 countParameters(const QVector<ParamTensor>& tensors)
{
    qint64 n = 0;
    for (const ParamTensor& t : tensors)
        n += t.elements();
    return n;
}

namespace {
qint64 countEncoderParameters(const ModelSpec& m, bool embeddings)
{
    qint64 n = 0;
    for (const ParamTensor& t : modelTensors(m)) {
        if (t.name == QLatin1String("head.lm_head"))
            continue; // neither: an output projection, counted as the head by the time model
        if (t.name.startsWith(QLatin1String("embeddings.")) == embeddings)
            n += t.elements();
    }
    return n;
}
} // namespace

qint64 nonEmbeddingParameters(const ModelSpec& m)
{
    return countEncoderParameters(m, false);
}

qint64 embeddingParameters(const ModelSpec& m)
{
    return countEncoderParameters(m, true);
}

} // namespace tpuplan
