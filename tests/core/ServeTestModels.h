// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Models and devices the serving tests share: the presets, two models the presets lack (Llama 2 13B of the scaling
// book's decode example, gpt-oss-20b of the llm-d H100 logs) written as preset YAML, the H100 as those logs see it
// (79.18 GiB), and a replica built in one line.
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "serve/ServeMemory.h"
#include "util/Units.h"

#include "CoreHelpers.h"

namespace tpuplan::test {

// huggingface meta-llama/Llama-2-13b-hf config.json (Touvron et al. 2023, arXiv 2307.09288): h 5120, 40 layers,
// 40 heads (MHA), intermediate 13824, vocabulary 32000; the scaling book's LLaMA 2-13B (inference.md @0819a7d8).
// (positions 16,384, not the checkpoint's 4,096: the scaling book's decode example sizes 8,192-token caches, and the
// serving input refuses a context beyond the model's positions, as vLLM does)
inline ModelSpec llama2_13b()
{
    return ModelLoader::fromYamlText("id: llama-2-13b\nname: \"Llama 2 13B\"\nmodel_type: llama\nvocab_size: 32000\n"
                                     "hidden_size: 5120\nnum_hidden_layers: 40\nnum_attention_heads: 40\n"
                                     "num_key_value_heads: 40\nintermediate_size: 13824\n"
                                     "max_position_embeddings: 16384\nhidden_act: silu\ntie_word_embeddings: false\n",
                                     QStringLiteral("llama-2-13b (test)"));
}

// huggingface openai/gpt-oss-20b config.json (UNCONFIRMED, recalled; the 120b preset's layout): h 2880, 24 layers,
// 64 heads of 64, 8 KV heads, 32 experts top-4 of width 2880, vocabulary 201088, 128-token windows on every other
// layer.
inline ModelSpec gptOss20b()
{
    return ModelLoader::fromYamlText(
        "id: gpt-oss-20b\nname: \"gpt-oss-20b\"\nmodel_type: gpt_oss\nvocab_size: 201088\nhidden_size: 2880\n"
        "num_hidden_layers: 24\nnum_attention_heads: 64\nnum_key_value_heads: 8\nhead_dim: 64\n"
        "intermediate_size: 2880\nmax_position_embeddings: 131072\nhidden_act: silu\ntie_word_embeddings: false\n"
        "qkv_bias: true\noutput_bias: true\nmlp_bias: true\nnum_experts: 32\nnum_experts_per_tok: 4\n"
        "moe_intermediate_size: 2880\nrouter_bias: true\nattention_sinks: true\nsliding_window: 128\n"
        "sliding_window_layers: 12\nlocal_attention_period: 2\n",
        QStringLiteral("gpt-oss-20b (test)"));
}

// A catalog device; the H100 with the 79.18 GiB total vLLM logs in llm-d-benchmark's empirical-vllm-memory-results.md
// (@25933486) rather than the catalog's 84.8 GB.
inline DeviceInfo serveDevice(const QString& hardware, double memoryGiB = 0)
{
    DeviceInfo d = *builtinCatalog().device(hardware);
    if (memoryGiB > 0)
        d.memoryBytes = memoryGiB * kGiB;
    return d;
}

inline ServeReplica replicaOf(const ModelSpec& model, const DeviceInfo& device, int tp, ServePrecision weights,
                              ServePrecision kv, ServeEngine engine, int maxContext, double utilization = 0)
{
    return ServeReplica{model, device, tp, weights, kv, engine, utilization, maxContext};
}

} // namespace tpuplan::test
