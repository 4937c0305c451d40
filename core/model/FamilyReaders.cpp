// SPDX-License-Identifier: GPL-3.0-or-later
#include "FamilyReaders.h"

#include <QSet>
#include <QVector>

namespace tpuplan {

namespace {
using Tr = ModelLoaderTr;

QString S(const char* k)
{
    return QString::fromLatin1(k);
}

constexpr int kMaxWidth = 1048576;
constexpr int kMaxPositions = 16777216;

// What a family's configuration class gives a key the file leaves out; 0 = the key is required.
struct ClassDefaults
{
    int vocab = 0;
    int heads = 0;
    int kvHeads = 0; // 0 = as many as the query heads
    int headDim = 0; // 0 = hidden_size / heads
    int maxPositions = 0;
    bool tied = false;
    bool attentionBias = false;
    const char* activation = "silu";
};

int required(const ConfigFields& f, const char* key, int fallback, int min, int max)
{
    return fallback > 0 ? f.integerOr(S(key), fallback, min, max) : f.integer(S(key), min, max);
}

// The keys every family shares with LlamaConfig: a decoder of gated MLPs, RMSNorm and rotary positions (no
// parameters), no dropout in the residual stream.
void readCommon(const ConfigFields& f, const ClassDefaults& d, ModelSpec& m)
{
    m.kind = ModelKind::Decoder;
    m.typeVocabSize = 0;
    m.vocabSize = required(f, "vocab_size", d.vocab, 1, 10000000);
    m.hiddenSize = f.integer(S("hidden_size"), 1, 65536);
    m.layers = f.integer(S("num_hidden_layers"), 1, 1024);
    m.heads = required(f, "num_attention_heads", d.heads, 1, 1024);
    m.kvHeads = f.integerOr(S("num_key_value_heads"), d.kvHeads > 0 ? d.kvHeads : m.heads, 1, 1024);
    m.explicitHeadDim = f.integerOr(S("head_dim"), d.headDim, 0, 4096);
    m.maxPositions = required(f, "max_position_embeddings", d.maxPositions, 1, kMaxPositions);
    m.mlp = MlpKind::Gated;
    m.norm = NormKind::RmsNorm;
    m.learnedPositions = false;
    m.hiddenDropout = 0;
    m.attentionDropout = f.numberOr(S("attention_dropout"), 0.0, 0, 1);
    m.activation = f.string(S("hidden_activation"), f.string(S("hidden_act"), S(d.activation)));
    m.tiedEmbeddings = f.flag(S("tie_word_embeddings"), d.tied);
    m.qkvBias = m.outputBias = f.flag(S("attention_bias"), d.attentionBias);
    m.mlpBias = false;
}

// E routed experts of width I_e, K per token (moe.md section 1.1's table names the keys).
void readExperts(const ConfigFields& f, const QString& expertsKey, const QString& widthKey, ModelSpec& m)
{
    m.experts = f.integer(expertsKey, 1, 65536);
    m.expertsPerToken = f.integer(f.either("num_experts_per_tok", "experts_per_token"), 1, m.experts);
    m.expertIntermediateSize = f.integer(widthKey, 1, kMaxWidth);
}

// The checkpoint's quantised storage (moe.md section 2): gpt-oss MXFP4 experts, DeepSeek-V3 / Qwen3-FP8 block FP8
// (e4m3). Training runs from bf16 masters whatever the storage.
void readStorage(const ConfigFields& f, ModelSpec& m)
{
    const QJsonObject q = f.object(S("quantization_config"));
    const QString method = q.value(S("quant_method")).toString();
    if (method.isEmpty())
        return;
    if (method == QLatin1String("fp8"))
        m.storageFormat = QStringLiteral("fp8-%1").arg(q.value(S("fmt")).toString(S("e4m3")));
    else
        m.storageFormat = method; // mxfp4, or another method (gptq, awq, ...) named as the file names it
}

// Qwen's window (Qwen2Config docstring): used only with use_sliding_window, on all but the first max_window_layers.
void readQwenWindow(const ConfigFields& f, ModelSpec& m)
{
    f.markRead(S("sliding_window"));
    f.markRead(S("max_window_layers"));
    if (!f.flag(S("use_sliding_window"), false) || !f.has(S("sliding_window")))
        return;
    m.slidingWindow = f.integer(S("sliding_window"), 1, kMaxPositions);
    m.slidingWindowLayers = m.layers - f.integerOr(S("max_window_layers"), m.layers, 0, m.layers);
}

// A window on every layer (Mixtral, Phi-3); none where the key is null or spans the whole context (Phi-4's 16384).
void readWindowOnAllLayers(const ConfigFields& f, ModelSpec& m)
{
    const int w = f.integerOr(S("sliding_window"), 0, 1, kMaxPositions);
    if (w > 0 && w < m.maxPositions) {
        m.slidingWindow = w;
        m.slidingWindowLayers = m.layers;
    }
}

// Which layers are local, as ModelSpec holds it: localPeriod p (layer i global when (i + 1) % p == 0), or all layers
// local, or none. Fails naming `key` where the list follows another pattern.
void setLocalLayers(const ConfigFields& f, const QString& key, const QVector<bool>& local, ModelSpec& m)
{
    if (local.size() != m.layers)
        f.fail(key, Tr::tr("lists %1 layers, the model has %2").arg(local.size()).arg(m.layers));
    const int locals = int(local.count(true));
    m.localPeriod = 0;
    m.slidingWindowLayers = locals; // the count (layerAt reads localPeriod where it is set)
    if (locals == m.layers || locals == 0)
        return;
    for (int p = 2; p <= m.layers; ++p) {
        bool same = true;
        for (int i = 0; i < m.layers && same; ++i)
            same = local[i] == ((i + 1) % p != 0);
        if (same) {
            m.localPeriod = p;
            return;
        }
    }
    f.fail(key,
           Tr::tr("the planner needs every p-th layer global and the others local; this list has another "
                  "pattern"));
}

// `layer_types` ("sliding_attention" / "full_attention"), or every `period`-th layer global where it is absent.
void readLayerTypes(const ConfigFields& f, int period, ModelSpec& m)
{
    const QJsonArray types = f.array(S("layer_types"));
    QVector<bool> local;
    if (types.isEmpty()) {
        for (int i = 0; i < m.layers; ++i)
            local << ((i + 1) % period != 0);
    }
    for (const QJsonValue& v : types) {
        const QString t = v.toString();
        if (t != QLatin1String("sliding_attention") && t != QLatin1String("full_attention"))
            f.fail(S("layer_types"),
                   Tr::tr("expected sliding_attention or full_attention, got \"%1\"").arg(v.toVariant().toString()));
        local << (t == QLatin1String("sliding_attention"));
    }
    setLocalLayers(f, S("layer_types"), local, m);
}

// Qwen's MoE layers: i not in mlp_only_layers and (i + 1) % decoder_sparse_step == 0. A list of the first n layers is
// read as n leading dense layers; other lists are refused (ModelSpec has no per-layer list).
void readQwenMoeLayers(const ConfigFields& f, ModelSpec& m)
{
    m.moeLayerStep = f.integerOr(S("decoder_sparse_step"), 1, 1, m.layers);
    const QJsonArray dense = f.array(S("mlp_only_layers"));
    for (int i = 0; i < dense.size(); ++i)
        if (dense.at(i).toInt(-1) != i)
            f.fail(S("mlp_only_layers"),
                   Tr::tr("only a list of the first layers (0, 1, 2, ...) is supported: the "
                          "planner keeps leading dense layers, not dense layers in between"));
    if (dense.size() > m.layers)
        f.fail(S("mlp_only_layers"), Tr::tr("lists more layers than the model has"));
    m.firstDenseLayers = int(dense.size());
}

void readMixtral(const ConfigFields& f, ModelSpec& m)
{
    readCommon(f, {}, m);
    readExperts(f, S("num_local_experts"), S("intermediate_size"), m);
    m.intermediateSize = m.expertIntermediateSize; // no dense layer: the config's only width
    readWindowOnAllLayers(f, m);
}

void readQwenMoe(const ConfigFields& f, const QString& type, ModelSpec& m)
{
    const bool qwen2 = type == QLatin1String("qwen2_moe");
    readCommon(f, {}, m);
    if (qwen2) { // q, k, v biases, none on o (Qwen2MoeConfig qkv_bias, default true)
        m.qkvBias = f.flag(S("qkv_bias"), true);
        m.outputBias = false;
    } else {
        m.qkNorm = QkNormKind::PerHead;
    }
    readExperts(f, S("num_experts"), S("moe_intermediate_size"), m);
    m.intermediateSize = f.integer(S("intermediate_size"), 1, kMaxWidth);
    if (qwen2) {
        m.sharedExpertIntermediateSize = f.integer(S("shared_expert_intermediate_size"), 0, kMaxWidth);
        m.sharedExpertGate = m.sharedExpertIntermediateSize > 0;
    }
    readQwenMoeLayers(f, m);
    readQwenWindow(f, m);
}

void readQwen3(const ConfigFields& f, ModelSpec& m)
{
    readCommon(f, {}, m);
    m.qkNorm = QkNormKind::PerHead;
    m.intermediateSize = f.integer(S("intermediate_size"), 1, kMaxWidth);
    readQwenWindow(f, m);
}

// DeepSeek-V2/V3: multi-head latent attention (moe.md section 4), first_k_dense_replace dense layers, then MoE with
// n_shared_experts shared experts of the expert width.
void readDeepSeek(const ConfigFields& f, const QString& type, ModelSpec& m)
{
    readCommon(f, {}, m);
    m.qLoraRank = f.integerOr(S("q_lora_rank"), 0, 0, 65536); // null: a plain q_proj (V2-Lite)
    m.kvLoraRank = f.integer(S("kv_lora_rank"), 1, 65536);
    m.qkNopeHeadDim = f.integer(S("qk_nope_head_dim"), 0, 4096);
    m.qkRopeHeadDim = f.integer(S("qk_rope_head_dim"), 0, 4096);
    m.vHeadDim = f.integer(S("v_head_dim"), 1, 4096);
    if (m.qkNopeHeadDim + m.qkRopeHeadDim < 1)
        f.fail(S("qk_nope_head_dim"), Tr::tr("the query/key head has no dimensions"));
    // keys and values are decompressed per head: training attention is multi-head with heads of d_q (moe.md 4)
    m.explicitHeadDim = m.qkNopeHeadDim + m.qkRopeHeadDim;
    m.kvHeads = m.heads;
    readExperts(f, S("n_routed_experts"), S("moe_intermediate_size"), m);
    m.intermediateSize = f.integer(S("intermediate_size"), 1, kMaxWidth);
    m.sharedExpertIntermediateSize = f.integerOr(S("n_shared_experts"), 0, 0, 1024) * m.expertIntermediateSize;
    m.firstDenseLayers = f.integerOr(S("first_k_dense_replace"), 0, 0, m.layers);
    if (f.integerOr(S("moe_layer_freq"), 1, 1, 1024) != 1)
        f.fail(S("moe_layer_freq"),
               Tr::tr("only 1 is supported (every layer after first_k_dense_replace is MoE, "
                      "as in the released DeepSeek configs)"));
    if (type == QLatin1String("deepseek_v3")) {
        m.routerCorrectionBias = true; // e_score_correction_bias [E], a checkpoint tensor (HF: a buffer)
        m.mtpLayers = f.integerOr(S("num_nextn_predict_layers"), 0, 0, 16);
    }
}

// gpt-oss: biased attention with sinks, alternating sliding (layer 0) and full layers, a biased router, experts with
// biases, MXFP4 expert storage.
void readGptOss(const ConfigFields& f, ModelSpec& m)
{
    readCommon(f, ClassDefaults{0, 0, 0, 64, 0, false, true, "silu"}, m);
    m.attentionSinks = true;
    readExperts(f, S("num_local_experts"), S("intermediate_size"), m);
    m.intermediateSize = m.expertIntermediateSize;
    m.routerBias = true;
    m.mlpBias = true; // gate_up_proj_bias [E, 2I], down_proj_bias [E, h]
    m.slidingWindow = f.integerOr(S("sliding_window"), 128, 1, kMaxPositions);
    readLayerTypes(f, 2, m);
}

// Llama 4's text model (Llama4TextConfig): chunked attention on the RoPE layers, every no_rope_layer_interval-th layer
// global without RoPE, MoE every interleave_moe_layer_step-th layer with one shared expert of the expert width.
void readLlama4Text(const ConfigFields& f, ModelSpec& m)
{
    readCommon(f, ClassDefaults{0, 0, 8, 128, 4096 * 32, false, false, "silu"}, m);
    m.qkNorm = f.flag(S("use_qk_norm"), true) ? QkNormKind::WeightlessL2 : QkNormKind::None;
    m.experts = f.integerOr(S("num_local_experts"), 16, 1, 65536);
    m.expertsPerToken = f.integerOr(S("num_experts_per_tok"), 1, 1, m.experts);
    m.expertIntermediateSize = f.integer(S("intermediate_size"), 1, kMaxWidth);
    m.sharedExpertIntermediateSize = m.expertIntermediateSize; // self.shared_expert = Llama4TextMLP(config)
    m.intermediateSize = f.integerOr(S("intermediate_size_mlp"), 16384, 1, kMaxWidth);
    m.moeLayerStep = f.integerOr(S("interleave_moe_layer_step"), 1, 1, m.layers);
    const QJsonArray moe = f.array(S("moe_layers"));
    if (!moe.isEmpty()) {
        QSet<int> listed;
        for (const QJsonValue& v : moe)
            listed.insert(v.toInt(-1));
        m.moeLayerStep = moe.at(0).toInt(-1) + 1;
        bool same = m.moeLayerStep >= 1 && listed.size() == moe.size() && listed.size() == m.layers / m.moeLayerStep;
        for (int i = 0; i < m.layers && same; ++i)
            same = listed.contains(i) == ((i + 1) % m.moeLayerStep == 0);
        if (!same)
            f.fail(S("moe_layers"),
                   Tr::tr("the planner needs every n-th layer MoE (interleave_moe_layer_step); this "
                          "list has another pattern"));
    }
    m.attentionChunkSize = f.integerOr(S("attention_chunk_size"), 8192, 1, kMaxPositions);
    const QJsonArray rope = f.array(S("no_rope_layers")); // 1 = RoPE (a chunked layer), 0 = NoPE (global)
    QVector<bool> local;
    const int interval = f.integerOr(S("no_rope_layer_interval"), 4, 1, 1024);
    for (int i = 0; i < (rope.isEmpty() ? m.layers : int(rope.size())); ++i)
        local << (rope.isEmpty() ? (i + 1) % interval != 0 : rope.at(i).toInt() != 0);
    setLocalLayers(f, rope.isEmpty() ? S("no_rope_layer_interval") : S("no_rope_layers"), local, m);
}

void readOlmoe(const ConfigFields& f, ModelSpec& m)
{
    readCommon(f, {}, m);
    m.qkNorm = QkNormKind::WholeProjection; // q_norm [h], k_norm [n_kv d]
    readExperts(f, S("num_experts"), S("intermediate_size"), m);
    m.intermediateSize = m.expertIntermediateSize;
}

// Gemma 3's text model with Gemma3TextConfig's defaults (moe.md section 1.1): the 4B file states only the sizes.
void readGemma3Text(const ConfigFields& f, ModelSpec& m)
{
    readCommon(f, ClassDefaults{262208, 8, 4, 256, 131072, true, false, "gelu_pytorch_tanh"}, m);
    m.intermediateSize = f.integer(S("intermediate_size"), 1, kMaxWidth);
    m.normsPerLayer = 4; // input, post_attention, pre_feedforward, post_feedforward
    m.qkNorm = QkNormKind::PerHead;
    m.slidingWindow = f.integerOr(S("sliding_window"), 4096, 1, kMaxPositions);
    m.finalLogitSoftcap = f.numberOr(S("final_logit_softcapping"), 0, 0, 1e6);
    readLayerTypes(f, f.integerOr(S("sliding_window_pattern"), 6, 1, 1024), m);
}

// Phi-3 and Phi-4: fused qkv_proj and gate_up_proj, the same counts as separate projections.
void readPhi3(const ConfigFields& f, ModelSpec& m)
{
    readCommon(f, {}, m);
    m.intermediateSize = f.integer(S("intermediate_size"), 1, kMaxWidth);
    m.hiddenDropout = f.numberOr(S("resid_pdrop"), 0.0, 0, 1);
    readWindowOnAllLayers(f, m);
}

// A multimodal config's decoder (Gemma3ForConditionalGeneration, Llama4ForConditionalGeneration): its text_config.
ConfigFields textConfig(const ConfigFields& f)
{
    if (f.object(S("text_config")).isEmpty())
        f.fail(S("text_config"), Tr::tr("missing required field (the text model of a multimodal config)"));
    return f.nested(S("text_config"));
}

void markTextOnly(ModelSpec& m)
{
    m.textOnly = true;
    m.source += Tr::tr(" (text_config: the text model; the vision tower is left out)");
}
} // namespace

const QStringList& familyTypes()
{
    static const QStringList types{
        S("mixtral"), S("qwen2_moe"),   S("qwen3_moe"), S("qwen3"),  S("deepseek_v2"), S("deepseek_v3"), S("gpt_oss"),
        S("llama4"),  S("llama4_text"), S("olmoe"),     S("gemma3"), S("gemma3_text"), S("phi3")};
    return types;
}

void readFamilyConfig(const ConfigFields& f, const QString& type, ModelSpec& m)
{
    if (type == QLatin1String("mixtral"))
        readMixtral(f, m);
    else if (type == QLatin1String("qwen2_moe") || type == QLatin1String("qwen3_moe"))
        readQwenMoe(f, type, m);
    else if (type == QLatin1String("qwen3"))
        readQwen3(f, m);
    else if (type.startsWith(QLatin1String("deepseek_")))
        readDeepSeek(f, type, m);
    else if (type == QLatin1String("gpt_oss"))
        readGptOss(f, m);
    else if (type == QLatin1String("llama4_text"))
        readLlama4Text(f, m);
    else if (type == QLatin1String("llama4"))
        readLlama4Text(textConfig(f), m);
    else if (type == QLatin1String("olmoe"))
        readOlmoe(f, m);
    else if (type == QLatin1String("gemma3_text"))
        readGemma3Text(f, m);
    else if (type == QLatin1String("gemma3"))
        readGemma3Text(textConfig(f), m);
    else if (type == QLatin1String("phi3"))
        readPhi3(f, m);
    readStorage(f, m);
    if (type == QLatin1String("llama4") || type == QLatin1String("gemma3"))
        markTextOnly(m);
    if (m.isMoe() && m.firstDenseLayers >= m.layers)
        f.fail(S("first_k_dense_replace"), Tr::tr("leaves no MoE layer"));
}

void applyFamilyDefaults(const QString& type, ModelSpec& m)
{
    m.mlpBias = false;
    if (type == QLatin1String("qwen2_moe")) {
        m.qkvBias = true;
        m.outputBias = false;
        m.sharedExpertGate = true;
    } else if (type == QLatin1String("qwen3") || type == QLatin1String("qwen3_moe")) {
        m.qkNorm = QkNormKind::PerHead;
    } else if (type == QLatin1String("olmoe")) {
        m.qkNorm = QkNormKind::WholeProjection;
    } else if (type == QLatin1String("deepseek_v3")) {
        m.routerCorrectionBias = true;
    } else if (type == QLatin1String("gpt_oss")) {
        m.qkvBias = m.outputBias = m.mlpBias = m.routerBias = m.attentionSinks = true;
        m.localPeriod = 2;
    } else if (type.startsWith(QLatin1String("llama4"))) {
        m.qkNorm = QkNormKind::WeightlessL2;
        m.localPeriod = 4;
        m.attentionChunkSize = 8192;
    } else if (type.startsWith(QLatin1String("gemma3"))) {
        m.qkNorm = QkNormKind::PerHead;
        m.normsPerLayer = 4;
        m.localPeriod = 6;
    }
    m.textOnly = type == QLatin1String("llama4") || type == QLatin1String("gemma3");
}

} // namespace tpuplan
