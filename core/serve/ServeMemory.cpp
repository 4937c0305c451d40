// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeMemory.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ServeMemory)
};

int alignUp(int value, int multiple)
{
    return multiple <= 1 ? value : (value + multiple - 1) / multiple * multiple;
}

bool layerIsWindowed(const LayerGroup& g)
{
    return (g.attention == LayerAttention::SlidingWindow || g.attention == LayerAttention::Chunked) && g.window > 0;
}

// Whether the engine frees the KV of tokens a windowed layer no longer sees: vLLM's hybrid allocator and TensorRT-LLM's
// per-layer window on GPUs do; SGLang turns hybrid SWA memory off for Gemma 2/3 and gpt-oss, vLLM's TPU (JAX) path
// sets sliding_window = None and JetStream allocates every layer at max_target_length (reference serving.md 1.3).
bool freesWindow(const ServeReplica& r)
{
    return !r.device.isTpu && (r.engine == ServeEngine::Vllm || r.engine == ServeEngine::TrtLlm);
}

// K and V bytes of one token on one device for one layer of a multi-head (GQA, MQA, MHA) attention.
double headKvBytes(const ServeReplica& r)
{
    const int k = r.model.kvHeadCount();
    const int t = std::max(1, r.tensorParallel);
    const double p = servePrecisionBytes(r.kv);
    if (r.device.isTpu && r.engine == ServeEngine::Vllm) {
        // tpu-inference: heads padded to the TP degree (max(k, t) / t per device), the head dimension to 128 (64 kept),
        // K and V interleaved in 32-bit words: 2 heads per word in bf16, 4 in 8 bits (get_padded_num_heads,
        // get_padded_head_dim, ragged_paged_attention v3 get_kv_cache_shape; reference serving.md 1.3)
        const int headsPerDevice = std::max(k, t) / t;
        const int d = r.model.headDim() == 64 ? 64 : alignUp(r.model.headDim(), 128);
        const int packing = std::max(1, int(4.0 / p));
        return double(alignUp(2 * headsPerDevice, packing)) * d * p;
    }
    // GPU engines and MaxText: each device keeps at least one KV head (vLLM get_num_kv_heads: "replicate the KV heads
    // ... so each GPU has at least one KV head"; SGLang the same)
    const int headsPerDevice = std::max(1, (k + t - 1) / t);
    return 2.0 * headsPerDevice * r.model.headDim() * p;
}

// MLA keeps one compressed latent and the rotary key per token, the same on every device (vLLM: "When using MLA during
// decode it becomes MQA"); TPU pages pad it to a multiple of 128 (tpu-inference kv_cache_manager).
double latentKvBytes(const ServeReplica& r)
{
    int width = r.model.kvLoraRank + r.model.qkRopeHeadDim;
    if (r.device.isTpu)
        width = alignUp(width, 128);
    return double(width) * servePrecisionBytes(r.kv);
}

// vLLM's profile run at max_num_batched_tokens (serving.md section 2): the logits of every token in fp32 (the
// sampler's full-vocabulary rows on every rank), the MLP's gate, up and activated rows of this rank, and four hidden
// rows; MoE layers add a dispatch and a combine copy of the K routed rows. Checked against the LD H100 logs (Llama
// 3.1 8B 4.82 GiB against 4.76 logged, Llama 3.3 70B FP8 TP2 5.07 against 4.84, gpt-oss-20b 6.80 against 7.38):
// docs/serving-model.md section 2.1.
double profiledActivationBytes(const ServeReplica& r, int batchedTokens)
{
    const ModelSpec& m = r.model;
    const double t = std::max(1, r.tensorParallel);
    const double inter = m.isMoe() ? m.expertIntermediateSize : m.intermediateSize;
    double perToken = 4.0 * m.vocabSize + 2.0 * (3.0 * inter / t + 4.0 * m.hiddenSize);
    if (m.isMoe())
        perToken += 4.0 * m.expertsPerToken * m.hiddenSize;
    return perToken * batchedTokens;
}

// The memory outside PyTorch's allocator that vLLM counts: 0.13 GiB on one H100, 0.55 GiB with tensor parallelism 2
// (NCCL's buffers), from the LD logs (llm-d-benchmark empirical-vllm-memory-results.md @25933486, 2026-01-27).
double nonTorchBytes(const ServeReplica& r)
{
    return r.tensorParallel > 1 ? 0.55 * kGiB : 0.13 * kGiB;
}

// vLLM's page on TPUs: next_pow2(max_model_len) / 16 within [16, 256], 16 above 8,192 tokens (tpu-inference
// backends/flash_attn.py, reference serving.md section 2).
int tpuPageSize(int maxContext)
{
    if (maxContext > 8192)
        return 16;
    int pow2 = 1;
    while (pow2 < maxContext)
        pow2 *= 2;
    return std::clamp(pow2 / 16, 16, 256);
}

// SGLang's reserve (server_args.py _handle_gpu_memory_settings, reference serving.md section 2), MiB: 512 + the
// chunked prefill's 1.5 MiB per token (at least 2,048) + 2 MiB per CUDA-graph batch + 1 GiB per 8 ranks; at least
// 10 GiB on GPUs above 60 GiB.
double sglangReserveBytes(const ServeReplica& r, const EngineSettings& s, int cudaGraphMaxBatch)
{
    double mib
        = 512.0 + std::max(s.batchedTokens, 2048) * 1.5 + cudaGraphMaxBatch * 2.0 + r.tensorParallel / 8.0 * 1024.0;
    if (r.device.memoryBytes > 60 * kGiB)
        mib = std::max(mib, 10.0 * 1024.0);
    return mib * kMiB;
}

// SGLang's chunked prefill size and CUDA-graph batch by GPU memory (tp < 4; taken for every degree).
std::pair<int, int> sglangTier(const DeviceInfo& d)
{
    const double gib = d.memoryBytes / kGiB;
    if (gib < 35)
        return {2048, 24};
    if (gib < 60)
        return {4096, 32};
    if (gib < 160)
        return {8192, 256};
    return {16384, 512};
}

bool bigNonA100(const DeviceInfo& d)
{
    return d.memoryBytes >= 70 * kGiB && !d.hardware.startsWith(QLatin1String("a100"));
}

QString gib(double bytes)
{
    return QLocale().toString(bytes / kGiB, 'f', 2);
}
} // namespace

double kvBytesPerToken(const ServeReplica& r, int context)
{
    double bytes = 0;
    const double perLayer = r.model.isMla() ? latentKvBytes(r) : headKvBytes(r);
    for (const LayerGroup& g : layerStack(r.model)) {
        double share = 1.0;
        if (layerIsWindowed(g) && freesWindow(r) && context > 0)
            share = std::min(1.0, double(g.window) / context);
        bytes += g.count * perLayer * share;
    }
    return bytes;
}

double weightBytesPerDevice(const ServeReplica& r)
{
    const double all = double(modelParameters(r.model));
    const double matrices = double(layerMatrixParameters(r.model));
    const double t = std::max(1, r.tensorParallel);
    return (matrices * servePrecisionBytes(r.weights) + (all - matrices) * 2.0) / t;
}

double routedExpertBytesPerDevice(const ServeReplica& r)
{
    if (!r.model.isMoe())
        return 0;
    return double(parameterBreakdown(r.model).routedExperts) * servePrecisionBytes(r.weights)
        / std::max(1, r.tensorParallel);
}

EngineSettings engineSettings(const ServeReplica& r)
{
    EngineSettings s;
    const DeviceInfo& d = r.device;
    switch (r.engine) {
    case ServeEngine::Vllm:
        // gpu_memory_utilization 0.90 (vLLM up to v0.19, whose start-up logs the reference reproduces; v0.22 moved
        // to 0.92 and subtracts a CUDA-graph estimate); max_num_seqs 256, 1024 and max_num_batched_tokens 2,048,
        // 8,192 on GPUs of 70 GiB or more other than the A100 (vllm/engine/arg_utils.py, 2025); on TPUs the server's
        // tokens per step are v6e 1,024, v5e 512, v5p 256 (arg_utils) and the page follows the context
        s.utilization = 0.90;
        if (d.isTpu) {
            s.blockSize = tpuPageSize(r.maxContext);
            s.maxSequences = 256;
            s.batchedTokens = d.generation == QLatin1String("v6e") ? 1024
                : d.generation == QLatin1String("v5p")             ? 256
                                                                   : 512;
        } else {
            s.blockSize = 16;
            s.maxSequences = bigNonA100(d) ? 1024 : 256;
            s.batchedTokens = bigNonA100(d) ? 8192 : 2048;
        }
        break;
    case ServeEngine::Sglang: {
        const auto [chunk, graphs] = sglangTier(d);
        s.blockSize = 1; // --page-size 1
        s.batchedTokens = chunk;
        s.utilization = 1.0 - sglangReserveBytes(r, s, graphs) / d.memoryBytes; // mem_fraction_static
        break;
    }
    case ServeEngine::TrtLlm:
        // free_gpu_memory_fraction 0.9, tokens_per_block 32 (KvCacheConfig, TensorRT-LLM 1.3/1.4 docs); max_num_tokens
        // 8,192 (trtllm-serve)
        s.utilization = 0.90;
        s.blockSize = 32;
        s.batchedTokens = 8192;
        break;
    case ServeEngine::JetStream:
        // every slot preallocates max_target_length (MaxText maxengine.py max_concurrent_decodes); one prompt is
        // prefilled at a time
        s.utilization = 0;
        s.blockSize = std::max(1, r.maxContext);
        s.batchedTokens = 0;
        break;
    }
    if (r.memoryUtilization > 0 && r.engine != ServeEngine::JetStream)
        s.utilization = r.memoryUtilization;
    return s;
}

ServeMemory serveMemory(const ServeReplica& r)
{
    ServeMemory m;
    m.settings = engineSettings(r);
    const EngineSettings& s = m.settings;
    const DeviceInfo& d = r.device;
    m.capacityBytes = d.memoryBytes;
    m.weightBytes = weightBytesPerDevice(r);
    m.kvBytesPerToken = kvBytesPerToken(r, r.maxContext);
    switch (r.engine) {
    case ServeEngine::Vllm:
        if (!d.isTpu) {
            // kv = util · total − weights − peak activation − non-torch (gpu_worker.py; vllm#8185)
            m.activationBytes = profiledActivationBytes(r, s.batchedTokens);
            m.reserveBytes = (1.0 - s.utilization) * m.capacityBytes + nonTorchBytes(r);
        } else {
            // kv = util · bytes_limit − bytes in use after the weights load (tpu-inference tpu_worker.py)
            m.reserveBytes = (1.0 - s.utilization) * m.capacityBytes;
        }
        break;
    case ServeEngine::Sglang:
        m.reserveBytes = (1.0 - s.utilization) * m.capacityBytes;
        break;
    case ServeEngine::TrtLlm: {
        // kv = fraction × (memory free after the weights and the runtime buffers); the buffers are taken as vLLM's
        // profiled peak at the same tokens per step, and the CUDA context is outside what the runtime sees free
        m.activationBytes = profiledActivationBytes(r, s.batchedTokens);
        const double free = m.capacityBytes - d.cudaContextBytes - m.weightBytes - m.activationBytes;
        m.reserveBytes = d.cudaContextBytes + (1.0 - s.utilization) * std::max(0.0, free);
        break;
    }
    case ServeEngine::JetStream:
        break; // no utilization knob: XLA fails at compile time if the slots do not fit
    }
    m.kvPoolBytes = m.capacityBytes - m.reserveBytes - m.weightBytes - m.activationBytes;
    const int context = std::max(1, r.maxContext);
    if (m.kvPoolBytes > 0 && m.kvBytesPerToken > 0) {
        if (r.engine == ServeEngine::JetStream) {
            // per_device_batch_size slots on each device of the replica, each holding a whole max_target_length
            const int t = std::max(1, r.tensorParallel);
            const qint64 sequences = qint64(m.kvPoolBytes / (m.kvBytesPerToken * context));
            m.maxConcurrency = int(std::min<qint64>(sequences / t * t, 1'000'000));
            m.kvCacheTokens = qint64(m.maxConcurrency) * context;
        } else {
            const qint64 blocks = qint64(m.kvPoolBytes / (s.blockSize * m.kvBytesPerToken));
            m.kvCacheTokens = blocks * s.blockSize;
            m.maxConcurrency = int(std::min<qint64>(m.kvCacheTokens / context, 1'000'000'000));
        }
    }
    if (m.kvPoolBytes <= 0) {
        const QString weights = r.tensorParallel > 1
            ? Tr::tr("the %1 weights take %2 GiB per device over %3 devices")
                  .arg(servePrecisionId(r.weights), gib(m.weightBytes), QLocale().toString(r.tensorParallel))
            : Tr::tr("the %1 weights take %2 GiB on one device").arg(servePrecisionId(r.weights), gib(m.weightBytes));
        m.problem = Tr::tr("%1, and %2 keeps %3 GiB of the %4 GiB: nothing is left for the KV cache")
                        .arg(weights, serveEngineName(r.engine), gib(m.reserveBytes + m.activationBytes),
                             gib(m.capacityBytes));
    } else if (m.kvCacheTokens < context || m.maxConcurrency < 1) {
        m.problem = Tr::tr("the KV cache of %1 GiB per device holds %2 tokens, less than one %3-token sequence "
                           "(--max-context)")
                        .arg(gib(m.kvPoolBytes), QLocale().toString(m.kvCacheTokens), QLocale().toString(context));
    }
    m.fits = m.problem.isEmpty();
    return m;
}

} // namespace tpuplan
