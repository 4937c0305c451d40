// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelSpec.h"

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
                    m.slidingWindow, m.slidingWindowLayers, m.finalLogitSoftcap);
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

QVector<ParamTensor> decoderTensors(const ModelSpec& m)
{
    // Hugging Face modeling_llama.py, modeling_mistral.py, modeling_qwen2.py, modeling_gemma.py, modeling_gemma2.py,
    // modeling_gpt2.py (transformers v4.4x); reference llm.md section 1.1 checks the totals against published counts.
    const qint64 h = m.hiddenSize;
    const qint64 q = m.queryDim();
    const qint64 kv = m.kvDim();
    const qint64 i = m.intermediateSize;
    const int L = m.layers;
    const int normVectors = m.norm == NormKind::LayerNorm ? 2 : 1; // gamma (and beta)
    QVector<ParamTensor> t;
    t << ParamTensor{QStringLiteral("embeddings.word"), m.vocabSize, h, 1};
    if (m.learnedPositions)
        t << ParamTensor{QStringLiteral("embeddings.position"), m.maxPositions, h, 1};
    t << ParamTensor{QStringLiteral("layer.attention.q.weight"), h, q, L};
    t << ParamTensor{QStringLiteral("layer.attention.kv.weight"), h, kv, 2 * L};
    t << ParamTensor{QStringLiteral("layer.attention.o.weight"), q, h, L};
    if (m.qkvBias) {
        t << ParamTensor{QStringLiteral("layer.attention.q.bias"), q, 0, L};
        t << ParamTensor{QStringLiteral("layer.attention.kv.bias"), kv, 0, 2 * L};
    }
    if (m.outputBias)
        t << ParamTensor{QStringLiteral("layer.attention.o.bias"), h, 0, L};
    const int upMatrices = m.mlp == MlpKind::Gated ? 2 : 1; // gate and up, or up alone
    t << ParamTensor{QStringLiteral("layer.mlp.up.weight"), h, i, upMatrices * L};
    t << ParamTensor{QStringLiteral("layer.mlp.down.weight"), i, h, L};
    if (m.mlpBias) {
        t << ParamTensor{QStringLiteral("layer.mlp.up.bias"), i, 0, upMatrices * L};
        t << ParamTensor{QStringLiteral("layer.mlp.down.bias"), h, 0, L};
    }
    t << ParamTensor{QStringLiteral("layer.norm"), h, 0, normVectors * m.normsPerLayer * L};
    t << ParamTensor{QStringLiteral("head.final_norm"), h, 0, normVectors};
    if (!m.tiedEmbeddings)
        t << ParamTensor{QStringLiteral("head.lm_head"), h, m.vocabSize, 1};
    return t;
}

QVector<ParamTensor> modelTensors(const ModelSpec& m)
{
    return m.isDecoder() ? decoderTensors(m) : encoderTensors(m);
}

ParameterBreakdown parameterBreakdown(const ModelSpec& m)
{
    ParameterBreakdown b;
    for (const ParamTensor& t : modelTensors(m)) {
        if (t.name.startsWith(QLatin1String("embeddings.")))
            b.embeddings += t.elements();
        else if (t.name.startsWith(QLatin1String("layer.")))
            b.layers += t.elements();
        else
            b.head += t.elements(); // the encoder's pooler, the decoder's final norm and output projection
    }
    return b;
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
