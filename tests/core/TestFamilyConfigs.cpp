// SPDX-License-Identifier: GPL-3.0-or-later
// The 2025-26 families' config.json readers (core/model/FamilyReaders.cpp): a small synthetic config of every family
// counted by hand (total and active parameters, the layer stack), the real files of tests/data/configs/ and every
// new preset against the rounded figures of their model cards (tolerance: half the card's last digit), each preset
// against the config.json it was written from, the fields that are not sizes (storage, MTP, text only), and the
// errors of bad configs (file, line, key).
#include "CoreHelpers.h"
#include "TestFiles.h"
#include "model/ModelFields.h"
#include "model/ModelLoader.h"
#include "model/ModelSpec.h"
#include "util/InputError.h"

#include <QtTest>

using namespace tpuplan;

namespace {

QString configPath(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/configs/%1.json").arg(name);
}

// A preset id, or a file of tests/data/configs/ (a name ending in .json).
ModelSpec load(const QString& model)
{
    if (model.endsWith(QLatin1String(".json")))
        return ModelLoader::fromFile(configPath(model.chopped(5)));
    return ModelLoader::preset(model);
}

// "attention/window/moe:count" for each group of the stack (C chunked, S sliding, G global, L latent; m MoE, d dense).
QString stackCode(const ModelSpec& m)
{
    QStringList parts;
    for (const LayerGroup& g : layerStack(m)) {
        const char* a = g.attention == LayerAttention::Chunked ? "C"
            : g.attention == LayerAttention::SlidingWindow     ? "S"
            : g.attention == LayerAttention::Latent            ? "L"
                                                               : "G";
        parts << QStringLiteral("%1%2%3:%4").arg(QLatin1String(a)).arg(g.window).arg(g.moe ? 'm' : 'd').arg(g.count);
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestFamilyConfigs : public QObject
{
    Q_OBJECT

private slots:
    void synthetic_data();
    void synthetic();
    void cardFigures_data();
    void cardFigures();
    void presetIsItsConfig_data();
    void presetIsItsConfig();
    void otherFields();
    void badConfig_data();
    void badConfig();
};

void TestFamilyConfigs::synthetic_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("active"); // both embedding matrices
    QTest::addColumn<QString>("stack");

    // Shared below unless said: h 64, 4 query heads of 16, 2 key/value heads (k, v 64 x 32 each), V 100, untied.
    // Attention A = q 64x64 4,096 + k, v 2 x 2,048 + o 4,096 = 12,288; two RMSNorms 128; F(I) = 3 x 64 x I;
    // embeddings 2 x 100 x 64 = 12,800 + final norm 64 = 12,864.

    // mixtral, E 4 of width 128, K 2, 2 layers, all MoE. Router 4 x 64 = 256; expert F(128) 24,576.
    // Layer 12,288 + 256 + 4 x 24,576 + 128 = 110,976; x 2 + 12,864 = 234,816.
    // Active layer 12,288 + 256 + 2 x 24,576 + 128 = 61,824; x 2 + 12,864 = 136,512.
    QTest::newRow("mixtral") << QByteArray(R"({"model_type": "mixtral", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 128,
        "max_position_embeddings": 256, "num_local_experts": 4, "num_experts_per_tok": 2, "sliding_window": null,
        "tie_word_embeddings": false})")
                             << qint64(234816) << qint64(136512) << "G0m:2";

    // qwen2_moe, decoder_sparse_step 2: layer 0 dense F(96), layer 1 MoE (E 4 of width 32, K 2, shared 64 + gate).
    // Attention 12,288 + q, k, v biases 64 + 2 x 32 = 12,416. Dense layer 12,416 + 18,432 + 128 = 30,976.
    // MoE layer 12,416 + router 256 + 4 x 6,144 + shared 12,288 + gate 64 + 128 = 49,728. Total 30,976 + 49,728 +
    // 12,864 = 93,568. Active MoE layer 12,416 + 256 + 2 x 6,144 + 12,288 + 64 + 128 = 37,440: 81,280.
    QTest::newRow("qwen2_moe") << QByteArray(R"({"model_type": "qwen2_moe", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 96,
        "moe_intermediate_size": 32, "shared_expert_intermediate_size": 64, "num_experts": 4,
        "num_experts_per_tok": 2, "decoder_sparse_step": 2, "mlp_only_layers": [], "max_position_embeddings": 256,
        "use_sliding_window": false, "sliding_window": 4096, "tie_word_embeddings": false})")
                               << qint64(93568) << qint64(81280) << "G0d:1 G0m:1";

    // qwen3_moe, head_dim 32 (not h / heads), tied, mlp_only_layers [0]: layer 0 dense F(96), layer 1 MoE.
    // Attention q 64 x 128 8,192 + k, v 2 x 64 x 64 8,192 + o 8,192 + q_norm, k_norm 2 x 32 = 24,640.
    // Dense layer 24,640 + 18,432 + 128 = 43,200. MoE layer 24,640 + 256 + 4 x 6,144 + 128 = 49,600.
    // Embedding tied 6,400 + final norm 64: total 99,264. Active MoE layer 24,640 + 256 + 12,288 + 128 = 37,312:
    // 43,200 + 37,312 + 6,464 = 86,976.
    QTest::newRow("qwen3_moe") << QByteArray(R"({"model_type": "qwen3_moe", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 32,
        "intermediate_size": 96, "moe_intermediate_size": 32, "num_experts": 4, "num_experts_per_tok": 2,
        "decoder_sparse_step": 1, "mlp_only_layers": [0], "max_position_embeddings": 256, "tie_word_embeddings": true})")
                               << qint64(99264) << qint64(86976) << "G0d:1 G0m:1";

    // qwen3 (dense), head_dim 16: layer 12,288 + q/k norms 32 + 18,432 + 128 = 30,880; x 2 + 12,864 = 74,624.
    QTest::newRow("qwen3") << QByteArray(R"({"model_type": "qwen3", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16,
        "intermediate_size": 96, "max_position_embeddings": 256, "use_sliding_window": false,
        "sliding_window": null, "tie_word_embeddings": false})")
                           << qint64(74624) << qint64(74624) << "G0d:2";

    // deepseek_v2 without q-LoRA (q_proj): 4 heads, kv rank 16, nope 8, rope 4, v 8; first_k_dense_replace 1;
    // E 4 of width 32, 2 shared (one MLP of 64), K 2. MLA: q 64 x 4 x 12 = 3,072; kv_a 64 x (16 + 4) = 1,280;
    // kv_a norm 16; kv_b 16 x 4 x (8 + 8) = 1,024; o 4 x 8 x 64 = 2,048: 7,440. Dense layer 7,440 + 18,432 + 128 =
    // 26,000. MoE layer 7,440 + 256 + 4 x 6,144 + 12,288 + 128 = 44,688. Total 26,000 + 44,688 + 12,864 = 83,552.
    // Active MoE layer 7,440 + 256 + 2 x 6,144 + 12,288 + 128 = 32,400: 71,264.
    QTest::newRow("deepseek_v2") << QByteArray(R"({"model_type": "deepseek_v2", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 4, "q_lora_rank": null,
        "kv_lora_rank": 16, "qk_nope_head_dim": 8, "qk_rope_head_dim": 4, "v_head_dim": 8, "intermediate_size": 96,
        "moe_intermediate_size": 32, "n_routed_experts": 4, "n_shared_experts": 2, "num_experts_per_tok": 2,
        "first_k_dense_replace": 1, "moe_layer_freq": 1, "max_position_embeddings": 256,
        "tie_word_embeddings": false})")
                                 << qint64(83552) << qint64(71264) << "L0d:1 L0m:1";

    // deepseek_v3: reference moe.md section 2's worked example, counted there: 158,182,496 (with the 3 x 32
    // correction biases), active 92,122,208 with both embeddings.
    QTest::newRow("deepseek_v3 (moe.md worked example)")
        << QByteArray(R"({"model_type": "deepseek_v3", "vocab_size": 32000, "hidden_size": 1024,
        "num_hidden_layers": 4, "num_attention_heads": 8, "num_key_value_heads": 8, "q_lora_rank": 384,
        "kv_lora_rank": 128, "qk_nope_head_dim": 64, "qk_rope_head_dim": 32, "v_head_dim": 64,
        "intermediate_size": 2816, "moe_intermediate_size": 256, "n_routed_experts": 32, "n_shared_experts": 1,
        "num_experts_per_tok": 4, "first_k_dense_replace": 1, "num_nextn_predict_layers": 1,
        "max_position_embeddings": 4096, "tie_word_embeddings": false})")
        << qint64(158182496) << qint64(92122208) << "L0d:1 L0m:3";

    // gpt_oss: head_dim 16, attention_bias (q 64, k, v 2 x 32, o 64), sinks 4, window 8 on layer 0; E 4 of width 32
    // with biases, K 2. Attention 12,288 + 192 + 4 = 12,484; router 256 + bias 4 = 260; expert 6,144 + gate/up bias
    // 2 x 32 + down bias 64 = 6,272. Layer 12,484 + 260 + 4 x 6,272 + 128 = 37,960; x 2 + 12,864 = 88,784.
    // Active layer 12,484 + 260 + 2 x 6,272 + 128 = 25,416: x 2 + 12,864 = 63,696.
    QTest::newRow("gpt_oss") << QByteArray(R"({"model_type": "gpt_oss", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16,
        "intermediate_size": 32, "num_local_experts": 4, "num_experts_per_tok": 2, "experts_per_token": 2,
        "attention_bias": true, "sliding_window": 8, "layer_types": ["sliding_attention", "full_attention"],
        "max_position_embeddings": 256, "tie_word_embeddings": false,
        "quantization_config": {"quant_method": "mxfp4", "modules_to_not_convert": ["lm_head"]}})")
                             << qint64(88784) << qint64(63696) << "S8m:1 G0m:1";

    // llama4 (multimodal: text_config; the vision_config left out): 4 layers, interleave_moe_layer_step 2 (layers 1
    // and 3 MoE), dense width intermediate_size_mlp 96, E 4 of width 32 with a shared expert of 32, K 1; chunks of 8
    // on layers 0-2, layer 3 global (no_rope_layer_interval 4); L2 qk-norm without weights. Dense layer 12,288 +
    // 18,432 + 128 = 30,848; MoE layer 12,288 + 256 + 4 x 6,144 + 6,144 + 128 = 43,392. Total 2 x 30,848 +
    // 2 x 43,392 + 12,864 = 161,344. Active MoE layer 12,288 + 256 + 6,144 + 6,144 + 128 = 24,960: 124,480.
    QTest::newRow("llama4") << QByteArray(R"({"model_type": "llama4", "vision_config": {"hidden_size": 1408},
        "text_config": {"model_type": "llama4_text", "vocab_size": 100, "hidden_size": 64, "num_hidden_layers": 4,
        "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16, "intermediate_size": 32,
        "intermediate_size_mlp": 96, "num_local_experts": 4, "num_experts_per_tok": 1,
        "interleave_moe_layer_step": 2, "attention_chunk_size": 8, "use_qk_norm": true,
        "max_position_embeddings": 256, "tie_word_embeddings": false}})")
                            << qint64(161344) << qint64(124480) << "C8d:2 C8m:1 G0m:1";

    // olmoe: q_norm over the whole projection [64], k_norm [2 x 16 = 32]; E 4 of width 32, K 2.
    // Layer 12,288 + 96 + 256 + 4 x 6,144 + 128 = 37,344; x 2 + 12,864 = 87,552.
    // Active layer 12,288 + 96 + 256 + 2 x 6,144 + 128 = 25,056: 62,976.
    QTest::newRow("olmoe") << QByteArray(R"({"model_type": "olmoe", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 32,
        "num_experts": 4, "num_experts_per_tok": 2, "max_position_embeddings": 256, "tie_word_embeddings": false})")
                           << qint64(87552) << qint64(62976) << "G0m:2";

    // gemma3 as the 4B file gives it: text_config with sizes only; Gemma3TextConfig's defaults: vocab 262,208,
    // 8 heads, 4 key/value heads, head_dim 256, tied, window pattern 6. Attention q 64 x 2,048 131,072 + k, v
    // 2 x 64 x 1,024 131,072 + o 131,072 + q/k norms 512 = 393,728; MLP 3 x 64 x 96 = 18,432; four norms 256.
    // Layer 412,416; x 6 = 2,474,496; embedding 262,208 x 64 = 16,781,312 (tied) + final norm 64 = 19,255,872.
    QTest::newRow("gemma3 (defaults)") << QByteArray(R"({"model_type": "gemma3", "text_config": {"hidden_size": 64,
        "intermediate_size": 96, "model_type": "gemma3_text", "num_hidden_layers": 6, "sliding_window": 16},
        "vision_config": {"hidden_size": 1152}})")
                                       << qint64(19255872) << qint64(19255872) << "S16d:5 G0d:1";

    // gemma3_text with its own heads: head_dim 16, layer_types, tied by default. Layer 12,288 + 32 + 18,432 + 256
    // = 31,008; x 2 + 6,400 + 64 = 68,480.
    QTest::newRow("gemma3_text") << QByteArray(R"({"model_type": "gemma3_text", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16,
        "intermediate_size": 96, "sliding_window": 8, "layer_types": ["sliding_attention", "full_attention"],
        "max_position_embeddings": 256})")
                                 << qint64(68480) << qint64(68480) << "S8d:1 G0d:1";

    // phi3: fused qkv_proj and gate_up_proj count as separate ones; a window as long as the context has no effect.
    // Layer 12,288 + 18,432 + 128 = 30,848; x 2 + 12,864 = 74,560.
    QTest::newRow("phi3") << QByteArray(R"({"model_type": "phi3", "vocab_size": 100, "hidden_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 96,
        "max_position_embeddings": 256, "sliding_window": 256, "resid_pdrop": 0.0, "tie_word_embeddings": false})")
                          << qint64(74560) << qint64(74560) << "G0d:2";
}

void TestFamilyConfigs::synthetic()
{
    QFETCH(QByteArray, json);
    QFETCH(qint64, total);
    QFETCH(qint64, active);
    QFETCH(QString, stack);

    const ModelSpec m = ModelLoader::fromHfConfigJson(json, QStringLiteral("config.json"));
    QVERIFY(m.isDecoder());
    QCOMPARE(modelParameters(m), total);
    QCOMPARE(activeParameters(m).withEmbeddings, active);
    QCOMPARE(stackCode(m), stack);
    // the split sums to the layers
    const ParameterBreakdown b = parameterBreakdown(m);
    QCOMPARE(b.attention + b.denseMlp + b.routedExperts + b.sharedExperts + b.router + b.norms, b.layers);
}

void TestFamilyConfigs::cardFigures_data()
{
    QTest::addColumn<QString>("model"); // a preset id, or a file of tests/data/configs/
    QTest::addColumn<double>("total"); // the card's figure, billions
    QTest::addColumn<double>("totalUnit"); // its last digit (0.1 for "46.7B"): the count is within half of it
    QTest::addColumn<QString>("convention"); // the active count the vendor publishes (moe.md section 2)
    QTest::addColumn<double>("active"); // billions; 0 = not checked
    QTest::addColumn<double>("activeUnit"); // within half of it; negative: the card truncates (within [x, x + unit))

    // Mistral AI "Mixtral of experts" (2023-12-11): 46.7B total, 12.9B per token
    QTest::newRow("mixtral-8x7b") << "mixtral-8x7b" << 46.7 << 0.1 << "both" << 12.9 << 0.1;
    QTest::newRow("Mixtral-8x7B config.json") << "mixtral-8x7b-v0.1.json" << 46.7 << 0.1 << "both" << 12.9 << 0.1;
    // Qwen3 model cards: 30.5B in total and 3.3B activated; 235B and 22B; Qwen3-8B 8.2B, 6.95B non-embedding
    // (3,353,032,704 active: the card's 3.3B is truncated, not rounded; with the input embedding left out it would be
    // 3.04B, which no rounding makes 3.3B)
    QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b" << 30.5 << 0.1 << "both" << 3.3 << -0.1;
    QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b" << 235.0 << 1.0 << "both" << 22.0 << 1.0;
    QTest::newRow("qwen3-8b") << "qwen3-8b" << 8.2 << 0.1 << "non-embedding" << 6.95 << 0.01;
    QTest::newRow("Qwen3-8B config.json") << "qwen3-8b.json" << 8.2 << 0.1 << "both" << 8.2 << 0.1;
    // DeepSeek-V3 README_WEIGHTS.md: 671B main model; "Activation parameters: 36.6B (including 0.9B for the output
    // Head)" - the input embedding not counted (headline 37B)
    QTest::newRow("deepseek-v3") << "deepseek-v3" << 671.0 << 1.0 << "without input embedding" << 36.6 << 0.1;
    QTest::newRow("DeepSeek-V3 config.json")
        << "deepseek-v3.json" << 671.0 << 1.0 << "without input embedding" << 37.0 << 1.0;
    // DeepSeek-V2-Lite model card: 15.7B total (its "2.4B activated" is not checked: see docs/models.md)
    QTest::newRow("DeepSeek-V2-Lite config.json")
        << "deepseek-v2-lite-reconstructed.json" << 15.7 << 0.1 << "both" << 0.0 << 0.0;
    // OpenAI gpt-oss model card (2025-08): 116.8B total, 5.1B active; 20.9B, 3.6B (the input embedding not counted)
    QTest::newRow("gpt-oss-120b") << "gpt-oss-120b" << 116.8 << 0.1 << "without input embedding" << 5.1 << 0.1;
    QTest::newRow("gpt-oss-20b config.json")
        << "gpt-oss-20b.json" << 20.9 << 0.1 << "without input embedding" << 3.6 << 0.1;
    // Llama 4 Scout card: 17B activated (its 109B total includes the vision tower, left out: presetIsItsConfig and
    // docs/models.md count the text model, 107.8B, by hand)
    QTest::newRow("llama-4-scout") << "llama-4-scout" << 0.0 << 0.0 << "both" << 17.0 << 1.0;
    // OLMoE paper/card (arXiv 2409.02060): 6.9B total, 1.3B active
    QTest::newRow("OLMoE config.json") << "olmoe-1b-7b-0924.json" << 6.9 << 0.1 << "both" << 1.3 << 0.1;
    // Qwen1.5-MoE-A2.7B card: 14.3B total, 2.7B activated
    QTest::newRow("Qwen1.5-MoE config.json") << "qwen1.5-moe-a2.7b-derived.json" << 14.3 << 0.1 << "both" << 2.7 << 0.1;
    // Gemma 3 cards: 27B, 12B, 4B (with the 0.4B vision tower, left out here: still within the rounding)
    QTest::newRow("gemma-3-27b") << "gemma-3-27b" << 27.0 << 1.0 << "both" << 27.0 << 1.0;
    QTest::newRow("gemma-3-12b config.json")
        << "gemma-3-12b-it-textonly-derived.json" << 12.0 << 1.0 << "both" << 0.0 << 0.0;
    QTest::newRow("gemma-3-4b config.json") << "gemma-3-4b-it.json" << 4.0 << 1.0 << "both" << 0.0 << 0.0;
    // Phi-4 card (microsoft/phi-4): 14B; technical report arXiv 2412.08905: 14.7B
    QTest::newRow("phi-4 config.json") << "phi-4.json" << 14.7 << 0.1 << "both" << 0.0 << 0.0;
}

void TestFamilyConfigs::cardFigures()
{
    QFETCH(QString, model);
    QFETCH(double, total);
    QFETCH(double, totalUnit);
    QFETCH(QString, convention);
    QFETCH(double, active);
    QFETCH(double, activeUnit);

    const ModelSpec m = load(model);
    const double billions = double(modelParameters(m)) / 1e9;
    if (total > 0)
        QVERIFY2(std::abs(billions - total) <= totalUnit / 2,
                 qPrintable(QStringLiteral("%1B counted, the card says %2B").arg(billions).arg(total)));
    if (active <= 0)
        return;
    const ActiveParameters a = activeParameters(m);
    const qint64 n = convention == QLatin1String("both")         ? a.withEmbeddings
        : convention == QLatin1String("without input embedding") ? a.withoutInputEmbedding
                                                                 : a.nonEmbedding;
    const double counted = double(n) / 1e9;
    const bool within = activeUnit > 0 ? std::abs(counted - active) <= activeUnit / 2
                                       : counted >= active && counted < active - activeUnit;
    QVERIFY2(within,
             qPrintable(QStringLiteral("%1B active counted, the card says %2B").arg(double(n) / 1e9).arg(active)));
}

void TestFamilyConfigs::presetIsItsConfig_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("config"); // tests/data/configs/NAME.json
    QTest::addColumn<qint64>("total");

    // totals by the tensor lists of moe.md section 1.2 (docs/models.md shows Mixtral and Scout by hand)
    QTest::newRow("mixtral-8x7b") << "mixtral-8x7b"
                                  << "mixtral-8x7b-v0.1" << qint64(46702792704);
    QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b"
                                   << "qwen3-30b-a3b" << qint64(30532122624);
    QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b"
                                     << "qwen3-235b-a22b" << qint64(235093634560);
    QTest::newRow("qwen3-8b") << "qwen3-8b"
                              << "qwen3-8b" << qint64(8190735360);
    QTest::newRow("deepseek-v3") << "deepseek-v3"
                                 << "deepseek-v3" << qint64(671026419200);
    QTest::newRow("gpt-oss-120b") << "gpt-oss-120b"
                                  << "gpt-oss-120b" << qint64(116829156672);
    // Scout's text model by hand: attention 2 x 5120 x 5120 + 2 x 5120 x 1024 = 62,914,560; 16 experts
    // 16 x 3 x 5120 x 8192 = 2,013,265,920; shared 125,829,120; router 81,920; norms 10,240: 2,202,101,760 a layer,
    // x 48 = 105,700,884,480; embeddings 2 x 202,048 x 5120 = 2,068,971,520; final norm 5,120: 107,769,861,120
    QTest::newRow("llama-4-scout") << "llama-4-scout"
                                   << "llama-4-scout-17b-16e-instruct-textonly" << qint64(107769861120);
}

void TestFamilyConfigs::presetIsItsConfig()
{
    QFETCH(QString, preset);
    QFETCH(QString, config);
    QFETCH(qint64, total);

    const ModelSpec p = ModelLoader::preset(preset);
    const ModelSpec c = ModelLoader::fromFile(configPath(config));
    QVERIFY2(!p.source.isEmpty(), "every preset names its source");
    QCOMPARE(modelParameters(p), total);
    QCOMPARE(modelParameters(c), total);
    // the same architecture: only the names differ
    const QStringList differ = modelDifferences(p, c);
    for (const QString& k : differ)
        QVERIFY2(k == QLatin1String("id") || k == QLatin1String("name") || k == QLatin1String("source"),
                 qPrintable(QStringLiteral("%1 differs").arg(k)));
}

void TestFamilyConfigs::otherFields()
{
    const ModelSpec oss = ModelLoader::fromFile(configPath(QStringLiteral("gpt-oss-120b")));
    QCOMPARE(oss.storageFormat, QStringLiteral("mxfp4"));
    QVERIFY(oss.attentionSinks && oss.routerBias && oss.mlpBias && oss.qkvBias && oss.outputBias);
    QCOMPARE(oss.localPeriod, 2);
    QCOMPARE(oss.slidingWindow, 128);

    const ModelSpec v3 = ModelLoader::fromFile(configPath(QStringLiteral("deepseek-v3")));
    QCOMPARE(v3.storageFormat, QStringLiteral("fp8-e4m3"));
    QCOMPARE(v3.mtpLayers, 1);
    QVERIFY(!v3.trainMtp); // trained only when asked
    QVERIFY(v3.isMla() && v3.routerCorrectionBias);
    QCOMPARE(v3.firstDenseLayers, 3);
    QCOMPARE(bufferParameters(v3), qint64(58 * 256));
    QCOMPARE(parameterBreakdown(v3).mtp, qint64(0));

    const ModelSpec scout
        = ModelLoader::fromFile(configPath(QStringLiteral("llama-4-scout-17b-16e-instruct-textonly")));
    QVERIFY(scout.textOnly);
    QVERIFY2(scout.source.contains(QLatin1String("vision tower is left out")), qPrintable(scout.source));
    QCOMPARE(scout.qkNorm, QkNormKind::WeightlessL2);

    const ModelSpec gemma = ModelLoader::fromFile(configPath(QStringLiteral("gemma-3-4b-it")));
    QVERIFY(gemma.textOnly && gemma.tiedEmbeddings);
    QCOMPARE(gemma.vocabSize, 262208); // Gemma3TextConfig defaults: the file leaves them out
    QCOMPARE(gemma.heads, 8);
    QCOMPARE(gemma.kvHeadCount(), 4);
    QCOMPARE(gemma.headDim(), 256);

    // qwen*_moe mlp_only_layers listing the first layers: leading dense layers
    const ModelSpec qwen
        = ModelLoader::fromHfConfigJson(test::readAll(configPath(QStringLiteral("qwen3-30b-a3b")))
                                            .replace("\"mlp_only_layers\": []", "\"mlp_only_layers\": [0, 1]"),
                                        QStringLiteral("config.json"));
    QCOMPARE(qwen.firstDenseLayers, 2);
    QCOMPARE(stackCode(qwen), QStringLiteral("G0d:2 G0m:46"));

    // the Qwen3-FP8 checkpoint: the same model, stored in FP8
    const ModelSpec fp8 = ModelLoader::fromHfConfigJson(
        test::readAll(configPath(QStringLiteral("qwen3-30b-a3b")))
            .replace("\"model_type\"",
                     "\"quantization_config\": {\"quant_method\": \"fp8\", \"fmt\": \"e4m3\"},\n "
                     " \"model_type\""),
        QStringLiteral("config.json"));
    QCOMPARE(fp8.storageFormat, QStringLiteral("fp8-e4m3"));
    QCOMPARE(modelParameters(fp8), qint64(30532122624));
}

void TestFamilyConfigs::badConfig_data()
{
    QTest::addColumn<QString>("config"); // tests/data/configs/NAME.json
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to"); // `from` replaced by it
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of it

    QTest::newRow("mixtral without num_local_experts") << "mixtral-8x7b-v0.1" << QByteArray("\"num_local_experts\"")
                                                       << QByteArray("\"local_experts\"") << "num_local_experts"
                                                       << "missing required field";
    QTest::newRow("more experts per token than experts")
        << "mixtral-8x7b-v0.1" << QByteArray("\"num_experts_per_tok\": 2") << QByteArray("\"num_experts_per_tok\": 9")
        << "num_experts_per_tok"
        << "must be between 1 and 8, got 9";
    QTest::newRow("qwen3_moe dense layers in between") << "qwen3-30b-a3b" << QByteArray("\"mlp_only_layers\": []")
                                                       << QByteArray("\"mlp_only_layers\": [3, 7]") << "mlp_only_layers"
                                                       << "only a list of the first layers";
    QTest::newRow("gpt_oss layer_types of another pattern")
        << "gpt-oss-20b" << QByteArray("\"sliding_attention\",\n    \"full_attention\"")
        << QByteArray("\"full_attention\",\n    \"sliding_attention\"") << "layer_types"
        << "every p-th layer global";
    QTest::newRow("deepseek moe_layer_freq 2") << "deepseek-v3" << QByteArray("\"moe_layer_freq\": 1")
                                               << QByteArray("\"moe_layer_freq\": 2") << "moe_layer_freq"
                                               << "only 1 is supported";
    QTest::newRow("gemma3 without text_config")
        << "gemma-3-4b-it" << QByteArray("\"text_config\"") << QByteArray("\"txt_config\"") << "text_config"
        << "missing required field";
    QTest::newRow("llama4 text_config without hidden_size")
        << "llama-4-scout-17b-16e-instruct-textonly" << QByteArray("\"hidden_size\"") << QByteArray("\"hidden\"")
        << "text_config.hidden_size"
        << "missing required field";
}

void TestFamilyConfigs::badConfig()
{
    QFETCH(QString, config);
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, field);
    QFETCH(QString, message);

    QByteArray text = test::readAll(configPath(config));
    QVERIFY2(text.contains(from), from.constData());
    text.replace(text.indexOf(from), from.size(), to);
    const QString label = QStringLiteral("bad/%1.json").arg(config);
    const auto issue = test::issueOf([&] { ModelLoader::fromHfConfigJson(text, label); });
    QVERIFY(issue);
    QCOMPARE(issue->file, label);
    QCOMPARE(issue->field, field);
    QVERIFY2(issue->message.contains(message), qPrintable(issue->toString()));
    // a key the file has is named with its line
    if (!message.contains(QLatin1String("missing")))
        QVERIFY2(issue->line > 0, qPrintable(issue->toString()));
}

QTEST_GUILESS_MAIN(TestFamilyConfigs)
#include "TestFamilyConfigs.moc"
