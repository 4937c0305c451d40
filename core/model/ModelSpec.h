// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace tpuplan {

enum class AttentionKind { Full, BlockSparse };
// An encoder (BERT family: bidirectional, MLM or classification heads) or a decoder-only language model (Llama,
// Mistral, Qwen2, Gemma, GPT-2: causal attention, a causal-LM head).
enum class ModelKind { Encoder, Decoder };
// Dense: up projection, activation, down projection (BERT, GPT-2). Gated: gate and up projections multiplied after
// the activation of the gate, then down (SwiGLU in Llama/Mistral/Qwen2, GeGLU in Gemma): three matrices of h x I.
enum class MlpKind { Dense, Gated };
// LayerNorm has a weight and a bias and keeps a mean and an rstd per token; RMSNorm a weight and an rstd.
enum class NormKind { LayerNorm, RmsNorm };

// A transformer as the planner needs it: an encoder of the BERT family or a decoder LLM (docs/models.md lists which
// config.json field fills which member).
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

    // --- decoders (reference llm.md section 1; encoders keep these defaults, which describe BERT)
    ModelKind kind = ModelKind::Encoder;
    int kvHeads = 0; // num_key_value_heads (grouped-query attention); 0 = as many as query heads
    int explicitHeadDim = 0; // head_dim where the config gives one (Gemma: 256); 0 = hidden / heads
    bool tiedEmbeddings = true; // the output projection shares the input embedding (BERT's MLM decoder, GPT-2, Gemma)
    MlpKind mlp = MlpKind::Dense;
    NormKind norm = NormKind::LayerNorm;
    int normsPerLayer = 2; // Gemma 2 has four (pre and post of attention and MLP)
    bool qkvBias = true; // biases on the q, k, v projections (BERT, GPT-2, Qwen2; Llama's attention_bias)
    bool outputBias = true; // bias on the attention output projection (BERT, GPT-2; Llama's attention_bias)
    bool mlpBias = true; // biases on the MLP projections (BERT, GPT-2; Llama's mlp_bias)
    bool learnedPositions = true; // a position-embedding table (BERT, GPT-2); false for RoPE
    int slidingWindow = 0; // tokens a query attends to in a sliding-window layer; 0 = none
    int slidingWindowLayers = 0; // how many layers use the window (Mistral all, Gemma 2 every other)
    double finalLogitSoftcap = 0; // Gemma 2: tanh soft-capping of the logits (one more logits-sized tensor)

    bool isDecoder() const { return kind == ModelKind::Decoder; }
    int headDim() const { return explicitHeadDim > 0 ? explicitHeadDim : (heads > 0 ? hiddenSize / heads : 0); }
    int kvHeadCount() const { return kvHeads > 0 ? kvHeads : heads; }
    qint64 queryDim() const { return qint64(heads) * headDim(); } // a * d
    qint64 kvDim() const { return qint64(kvHeadCount()) * headDim(); } // h_kv = k * d

    // Every member equal (core/model/ModelFields names the ones that differ).
    bool operator==(const ModelSpec& other) const;
    bool operator!=(const ModelSpec& other) const { return !(*this == other); }
};

// Encoders: masked-LM over every position, masked-LM over the gathered positions, or a classifier. Decoders: the
// causal-LM head (next-token logits over the vocabulary at every position).
enum class HeadKind { Mlm, MlmMasked, Classification, CausalLm };

struct HeadConfig
{
    HeadKind kind = HeadKind::Mlm;
    int maxPredictions = 20; // gathered positions per sequence (mlm-masked)
    bool nsp = false;
    int numLabels = 2;
};

QString headKindId(HeadKind kind);
// The head a model trains with when none is given: causal-lm for a decoder, mlm for an encoder.
HeadKind defaultHeadKind(const ModelSpec& spec);
// The head kinds a model can train with (decoders: causal-lm only).
QStringList headKindIdsFor(const ModelSpec& spec);

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
// The parameter tensors of a decoder LLM with its final norm and output projection (Hugging Face *ForCausalLM): names
// start with "embeddings.", "layer." or "head." (final norm; the output projection where it is not tied).
QVector<ParamTensor> decoderTensors(const ModelSpec& spec);
// The model's own tensors: encoderTensors or decoderTensors.
QVector<ParamTensor> modelTensors(const ModelSpec& spec);

// A model's exact parameter count, split as `tpuplan model-info` shows it.
struct ParameterBreakdown
{
    qint64 embeddings = 0; // word (and position, token-type) embeddings, with the encoder's embedding LayerNorm
    qint64 layers = 0; // the transformer layers
    qint64 head = 0; // the encoder's pooler; the decoder's final norm and untied output projection
    qint64 total() const { return embeddings + layers + head; }
};
ParameterBreakdown parameterBreakdown(const ModelSpec& spec);
// The parameters of the model (encoder with pooler, or decoder with its LM head): what model-info reports.
qint64 modelParameters(const ModelSpec& spec);
// The weights of the layers' linear projections (q, k, v, o and the MLP matrices): what QLoRA quantises to 4 bits.
qint64 layerMatrixParameters(const ModelSpec& spec);
// The largest single weight matrix of a layer (QLoRA dequantises one at a time).
qint64 largestLayerMatrix(const ModelSpec& spec);
// The tensors the training head adds (MLM transform and output bias, decoder weights tied to the word embeddings;
// NSP or classification on the pooled output).
QVector<ParamTensor> headTensors(const ModelSpec& spec, const HeadConfig& head);

qint64 countParameters(const QVector<ParamTensor>& tensors);
inline qint64 encoderParameters(const ModelSpec& spec)
{
    return countParameters(encoderTensors(spec));
}
// Parameters that are not embeddings: what FLOPs per token scale with (Kaplan et al. 2020). For a decoder: the
// layers and the final norm; the output projection, tied or not, is counted by the time model as the head.
qint64 nonEmbeddingParameters(const ModelSpec& spec);
// The word, position and token-type embeddings with their layer norm.
qint64 embeddingParameters(const ModelSpec& spec);

} // namespace tpuplan
