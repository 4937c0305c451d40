// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// MoE and per-layer models for the tests of the memory, time, search, diagnosis and report models, from their
// config.json files (reference configs/ and moe.md section 1), built field by field so that these tests do not depend
// on the config readers (TestFamilyConfigs checks those against the same numbers).
#include "model/ModelSpec.h"

namespace tpuplan::test {

inline ModelSpec decoderBase(const QString& id)
{
    ModelSpec m;
    m.id = m.name = m.modelType = id;
    m.kind = ModelKind::Decoder;
    m.mlp = MlpKind::Gated;
    m.norm = NormKind::RmsNorm;
    m.normsPerLayer = 2;
    m.qkvBias = m.outputBias = m.mlpBias = m.learnedPositions = false;
    m.tiedEmbeddings = false;
    m.typeVocabSize = 0;
    m.hiddenDropout = m.attentionDropout = 0; // attention_dropout 0.0 in these configs; no hidden dropout
    return m;
}

// mistralai/Mixtral-8x7B-v0.1 config.json: h 4096, 32 layers, 32 heads, 8 KV heads, 8 experts top-2 of width 14336,
// vocabulary 32000, sliding_window null
inline ModelSpec mixtral8x7b()
{
    ModelSpec m = decoderBase(QStringLiteral("mixtral"));
    m.hiddenSize = 4096;
    m.layers = 32;
    m.heads = 32;
    m.kvHeads = 8;
    m.intermediateSize = 14336;
    m.vocabSize = 32000;
    m.maxPositions = 32768;
    m.experts = 8;
    m.expertsPerToken = 2;
    m.expertIntermediateSize = 14336;
    return m;
}

// deepseek-ai/DeepSeek-V3 config.json (reference configs/deepseek-v3.json): h 7168, 61 layers (3 dense), 128 heads,
// MLA q_lora 1536, kv_lora 512, d_nope 128, d_rope 64, d_v 128; 256 routed experts of 2048, top-8, one shared expert;
// dense MLP 18432; vocabulary 129280; one MTP layer (not trained by default)
inline ModelSpec deepseekV3()
{
    ModelSpec m = decoderBase(QStringLiteral("deepseek_v3"));
    m.hiddenSize = 7168;
    m.layers = 61;
    m.heads = 128;
    m.kvHeads = 128;
    m.intermediateSize = 18432;
    m.vocabSize = 129280;
    m.maxPositions = 163840;
    m.experts = 256;
    m.expertsPerToken = 8;
    m.expertIntermediateSize = 2048;
    m.sharedExpertIntermediateSize = 2048;
    m.routerCorrectionBias = true;
    m.firstDenseLayers = 3;
    m.qLoraRank = 1536;
    m.kvLoraRank = 512;
    m.qkNopeHeadDim = 128;
    m.qkRopeHeadDim = 64;
    m.vHeadDim = 128;
    m.mtpLayers = 1;
    return m;
}

// meta-llama/Llama-4-Maverick-17B-128E text model (MaxText llama4-17b-128e.yml; moe.md section 5): h 5120, 48 layers,
// 40 heads of 128, 8 KV heads; every 2nd layer MoE with 128 experts top-1 of 8192 and a shared expert of 8192; dense
// MLP 16384; RoPE layers chunked at 8192, every 4th layer global; L2 qk-norm; vocabulary 202048
inline ModelSpec llama4Maverick()
{
    ModelSpec m = decoderBase(QStringLiteral("llama4"));
    m.hiddenSize = 5120;
    m.layers = 48;
    m.heads = 40;
    m.kvHeads = 8;
    m.explicitHeadDim = 128;
    m.intermediateSize = 16384;
    m.vocabSize = 202048;
    m.maxPositions = 1048576;
    m.experts = 128;
    m.expertsPerToken = 1;
    m.expertIntermediateSize = 8192;
    m.sharedExpertIntermediateSize = 8192;
    m.moeLayerStep = 2;
    m.localPeriod = 4;
    m.attentionChunkSize = 8192;
    m.qkNorm = QkNormKind::WeightlessL2;
    m.textOnly = true;
    return m;
}

// openai/gpt-oss-120b config.json (reference configs/gpt-oss-120b.json): h 2880, 36 layers, 64 heads of 64, 8 KV
// heads, 128 experts top-4 of 2880 with biases, router bias, sliding window 128 on alternate layers, sinks, qkv and
// output biases; vocabulary 201088
inline ModelSpec gptOss120b()
{
    ModelSpec m = decoderBase(QStringLiteral("gpt_oss"));
    m.hiddenSize = 2880;
    m.layers = 36;
    m.heads = 64;
    m.kvHeads = 8;
    m.explicitHeadDim = 64;
    m.intermediateSize = 2880;
    m.vocabSize = 201088;
    m.maxPositions = 131072;
    m.experts = 128;
    m.expertsPerToken = 4;
    m.expertIntermediateSize = 2880;
    m.mlpBias = true;
    m.routerBias = true;
    m.qkvBias = m.outputBias = true;
    m.slidingWindow = 128;
    m.localPeriod = 2;
    m.attentionSinks = true;
    return m;
}

// moe.md section 2's worked example (a synthetic deepseek_v3: h 1024, L 4, the first layer dense of width 2816, 32
// experts of width 256, top-4, one shared expert of 256, 8 heads, vocabulary 32000, one MTP layer); `mla` keeps its
// latent attention (q rank 384, kv rank 128, qk 64 + 32, v 64), otherwise plain multi-head attention of 8 x 128.
inline ModelSpec workedExampleMoe(bool mla = true)
{
    ModelSpec m = deepseekV3();
    m.hiddenSize = 1024;
    m.layers = 4;
    m.heads = m.kvHeads = 8;
    m.intermediateSize = 2816;
    m.vocabSize = 32000;
    m.maxPositions = 4096;
    m.experts = 32;
    m.expertsPerToken = 4;
    m.expertIntermediateSize = m.sharedExpertIntermediateSize = 256;
    m.firstDenseLayers = 1;
    m.qLoraRank = mla ? 384 : 0;
    m.kvLoraRank = mla ? 128 : 0;
    m.qkNopeHeadDim = mla ? 64 : 0;
    m.qkRopeHeadDim = mla ? 32 : 0;
    m.vHeadDim = mla ? 64 : 0;
    return m;
}

} // namespace tpuplan::test
