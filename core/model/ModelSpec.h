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
// Norms on the queries and keys (reference moe.md section 1.2): a weight [d] per head dimension (qwen3, gemma3), a
// weight over the whole projection (olmoe: q [h], k [n_kv d]), or Llama 4's L2 norm without weights.
enum class QkNormKind { None, PerHead, WholeProjection, WeightlessL2 };
// What one layer's attention is: global (causal or bidirectional over the whole sequence), a sliding window, chunks
// (Llama 4), multi-head latent attention (DeepSeek: global, with compressed projections) or BigBird's block-sparse.
enum class LayerAttention { Global, SlidingWindow, Chunked, Latent, BlockSparse };

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

    // --- the 2025-26 architectures (reference moe.md): model-wide fields a family's config.json gives; layerStack()
    // derives from them which layer has which attention and MLP, and every figure is a sum over that stack.
    // Mixture of experts (moe.md section 1.1): E routed experts of width I_e, K of them per token, with shared experts.
    int experts = 0; // E: num_local_experts, num_experts, n_routed_experts; 0 = a dense model
    int expertsPerToken = 0; // K: num_experts_per_tok
    int expertIntermediateSize
        = 0; // I_e: moe_intermediate_size (qwen*_moe, deepseek) or intermediate_size (mixtral, ...)
    int sharedExpertIntermediateSize = 0; // I_s of the shared expert(s) together; 0 = none
    bool sharedExpertGate = false; // qwen2_moe's sigmoid gate [1, h] on the shared expert
    bool routerBias = false; // gpt_oss's router.bias [E]
    bool routerCorrectionBias = false; // deepseek_v3's e_score_correction_bias [E] (a checkpoint tensor)
    int firstDenseLayers = 0; // deepseek first_k_dense_replace: the first layers keep a dense MLP
    int moeLayerStep = 1; // layer i (from 0) is MoE when (i + 1) % step == 0 (qwen decoder_sparse_step, llama4
                          // interleave_moe_layer_step)
    // Multi-head latent attention (DeepSeek-V2/V3; moe.md section 4): kvLoraRank > 0 switches it on.
    int qLoraRank = 0; // 0 = a plain q_proj
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;
    // Local attention: layer i is local (sliding window, or chunked where attentionChunkSize > 0) when
    // (i + 1) % localPeriod != 0 (gemma3 6, gpt_oss 2, llama4 4); localPeriod 0 = the first slidingWindowLayers are.
    int localPeriod = 0;
    int attentionChunkSize = 0; // llama4 attention_chunk_size: local layers attend within chunks of this many tokens
    QkNormKind qkNorm = QkNormKind::None;
    bool attentionSinks = false; // gpt_oss: one learned logit per head and layer
    int mtpLayers = 0; // deepseek_v3 num_nextn_predict_layers: multi-token-prediction layers in the checkpoint
    bool trainMtp = false; // count and train them (MaxText mtp_num_layers, Megatron --mtp-num-layers)
    QString storageFormat; // the checkpoint's quantised storage where it differs from bf16 ("mxfp4", "fp8-e4m3")
    bool textOnly = false; // the text model of a multimodal config: the vision tower is left out

    bool isDecoder() const { return kind == ModelKind::Decoder; }
    bool isMoe() const { return experts > 0 && expertsPerToken > 0; }
    bool isMla() const { return kvLoraRank > 0; }
    int headDim() const { return explicitHeadDim > 0 ? explicitHeadDim : (heads > 0 ? hiddenSize / heads : 0); }
    int kvHeadCount() const { return kvHeads > 0 ? kvHeads : heads; }
    qint64 queryDim() const { return qint64(heads) * headDim(); } // a * d
    qint64 kvDim() const { return qint64(kvHeadCount()) * headDim(); } // h_kv = k * d

    // Every member equal (core/model/ModelFields names the ones that differ).
    bool operator==(const ModelSpec& other) const;
    bool operator!=(const ModelSpec& other) const { return !(*this == other); }
};

// Sets the routed experts E. A dense model made MoE starts as a valid one: top-1 routing over experts as wide as its
// dense MLP (Mixtral's experts are; reference moe.md section 1.1); later edits of either field change them.
void setExpertCount(ModelSpec& spec, int experts);

// One kind of layer of the stack and how many layers have it (reference moe.md; docs/models.md "the layer stack").
struct LayerGroup
{
    int count = 0;
    LayerAttention attention = LayerAttention::Global;
    int window = 0; // keys a query sees: the sliding window or the chunk; 0 for global attention
    bool moe = false; // routed experts (and shared ones) in place of the dense MLP
    bool operator==(const LayerGroup& o) const
    {
        return count == o.count && attention == o.attention && window == o.window && moe == o.moe;
    }
};
// Layer i (from 0) of the model, its count 1.
LayerGroup layerAt(const ModelSpec& spec, int index);
// The model as a stack of layer kinds, each with the number of its layers, in the order each kind first appears:
// every parameter, activation, FLOP and byte of traffic is a sum over it. One group for BERT, GPT-2, Llama, Qwen2.
// The multi-token-prediction layers count where trainMtp (an MoE layer each).
QVector<LayerGroup> layerStack(const ModelSpec& spec);
// "61 layers: 3 dense + 58 MoE, 256 experts, top-8, MLA": the stack as the model panel and model-info print it.
QString layerStackText(const ModelSpec& spec);

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
    qint64 layers = 0; // the transformer layers: the sum of the six parts below
    qint64 head = 0; // the encoder's pooler; the decoder's final norm and untied output projection
    qint64 mtp = 0; // the trained multi-token-prediction layers' own tensors (trainMtp; embeddings and head shared)
    // the layers split (moe.md section 1.2)
    qint64 attention = 0; // q, k, v, o (or MLA's projections), their biases, qk-norms, sinks
    qint64 denseMlp = 0; // the dense MLPs (every layer of a dense model; DeepSeek's first layers)
    qint64 routedExperts = 0; // E experts of every MoE layer
    qint64 sharedExperts = 0; // shared experts with their gate
    qint64 router = 0; // router weights and biases
    qint64 norms = 0; // the layers' norms
    qint64 total() const { return embeddings + layers + head + mtp; }
};
ParameterBreakdown parameterBreakdown(const ModelSpec& spec);
// The layers' parameters by part, the parts the model has ("routed experts 45,097,156,608, attention 1,342,177,280,
// router 1,048,576, norms 262,144": a Mixtral has no dense MLP and no shared expert), in the default locale: what the
// model panel, model-info and the report print.
QString layerPartsText(const ParameterBreakdown& parts);

// The parameters one token passes through (moe.md section 2) in the conventions vendors publish: the Mistral, Qwen,
// AI2, Meta model cards and Megatron count both embedding matrices; OpenAI and DeepSeek leave the input embedding out;
// `nonEmbedding` is the N of 6 N tokens (the LM head's FLOPs are added apart). Equal to the total for a dense model.
struct ActiveParameters
{
    qint64 withEmbeddings = 0; // the default convention: both embedding matrices (a tied one once)
    qint64 withoutInputEmbedding = 0; // OpenAI, DeepSeek: the LM head counted, the input embedding not
    qint64 nonEmbedding = 0; // the layers' active share and the final norm
};
ActiveParameters activeParameters(const ModelSpec& spec);
// DeepSeek-V3's multi-token-prediction module as released (moe.md section 2): its unique tensors (norms, eh_proj,
// one decoder layer, head norm) and as stored with its copies of the embedding and the output head. 0 without MTP.
qint64 mtpUniqueParameters(const ModelSpec& spec);
qint64 mtpStoredParameters(const ModelSpec& spec);
// Checkpoint tensors that are buffers in the Hugging Face model (DeepSeek-V3's e_score_correction_bias): in the
// safetensors total, not in model.parameters().
qint64 bufferParameters(const ModelSpec& spec);
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
