// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelSpec.h"

namespace tpuplan {

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
    }
    return QString();
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

QVector<ParamTensor> headTensors(const ModelSpec& m, const HeadConfig& head)
{
    const qint64 h = m.hiddenSize;
    QVector<ParamTensor> t;
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
    for (const ParamTensor& t : encoderTensors(m))
        if (t.name.startsWith(QLatin1String("embeddings.")) == embeddings)
            n += t.elements();
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
