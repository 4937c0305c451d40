// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVector>

namespace tpuplan {

enum class AttentionKind { Full, BlockSparse };

// An encoder-only transformer (BERT family) as the planner needs it.
struct ModelSpec
{
    QString id;
    QString name;
    QString modelType; // bert, roberta, big_bird, ...
    int vocabSize = 0;
    int hiddenSize = 0;
    int layers = 0;
    int heads = 0;
    int intermediateSize = 0;
    int maxPositions = 0;
    int typeVocabSize = 0;
    QString activation;
    double hiddenDropout = 0.1;
    double attentionDropout = 0.1;
    AttentionKind attention = AttentionKind::Full;
    // BigBird ITC block-sparse attention (google-research/bigbird README; HF BigBirdConfig)
    int blockSize = 64;
    int randomBlocks = 3;
    // fixed by the ITC implementation: "window size of 3 blocks and 2 global blocks" (google-research/bigbird
    // README @ 5e7d3759, 2022-08; reference memory.md section 4)
    static constexpr int kWindowBlocks = 3;
    static constexpr int kGlobalBlocks = 2;
    QString source;

    int headDim() const { return heads > 0 ? hiddenSize / heads : 0; }
};

enum class HeadKind { Mlm, MlmMasked, Classification };

struct HeadConfig
{
    HeadKind kind = HeadKind::Mlm;
    int maxPredictions = 20; // gathered positions per sequence (mlm-masked)
    bool nsp = false;
    int numLabels = 2;
};

QString headKindId(HeadKind kind);

// The family a calibration is stored under: the model's type (bert, roberta, big_bird), else its id for a model
// without one (a spec built in code), so that a calibration never applies to every untyped model at once.
QString modelFamily(const ModelSpec& spec);

// One parameter tensor: a matrix rows × cols, or a vector (cols == 0), `count` times.
struct ParamTensor
{
    QString name;
    qint64 rows = 0;
    qint64 cols = 0;
    int count = 1;

    qint64 elements() const { return rows * (cols > 0 ? cols : 1) * count; }
};

// The parameter tensors of the bare encoder with its pooler, as in the Hugging Face
// BertModel/RobertaModel/BigBirdModel.
QVector<ParamTensor> encoderTensors(const ModelSpec& spec);
// The tensors the training head adds (MLM transform and output bias, decoder weights tied to the word embeddings;
// NSP or classification on the pooled output).
QVector<ParamTensor> headTensors(const ModelSpec& spec, const HeadConfig& head);

qint64 countParameters(const QVector<ParamTensor>& tensors);
inline qint64 encoderParameters(const ModelSpec& spec)
{
    return countParameters(encoderTensors(spec));
}
// Parameters that are not embeddings: what FLOPs per token scale with (Kaplan et al. 2020).
qint64 nonEmbeddingParameters(const ModelSpec& spec);
// The word, position and token-type embeddings with their layer norm.
qint64 embeddingParameters(const ModelSpec& spec);

} // namespace tpuplan
