// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeTime.h"

#include "time/StackFlops.h"
#include "util/Units.h"

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
// Decode's share of the HBM bandwidth. TPU engines: JetStream-PyTorch's Gemma 7B in bf16 on a v5e-8 steps in 29.7 ms
// at full slots where reading the weights and every cache at peak bandwidth takes 16.4 ms, 0.55 (AI-Hypercomputer/
// jetstream-pytorch @2ba0dd8b benchmarks/summary.md, 2024-05-10; reference serving.md section 4). GPU engines: no
// decode step is published with its batch in the reference; 0.80 is an assumption below the 0.87 a streaming read
// reaches on TPU7x (tpu-recipes microbenchmarks/ironwood/hbm/hbm.md @c8cfe2f6, 6,421 of 7,370 GB/s) and is checked
// against TensorRT-LLM's and MLPerf's published throughputs in docs/serving-model.md section 6.
constexpr double kTpuDecodeBandwidth = 0.55;
constexpr double kGpuDecodeBandwidth = 0.80;
// Prefill and compute-bound decode: the scaling book assumes 40 % MFU ("an 8k-token LLaMA 3-70B prefill on 16 v5e
// takes 0.91s", jax-ml/scaling-book inference.md @0819a7d8, 2025-02-18); TensorRT-LLM's Llama 3.1 405B offline runs
// reach 30 % / 34 % of the FP8 peak (perf-overview.md @00f37686, serving.md section 4).
constexpr double kServeCompute = 0.40;
// α of one all-reduce: TPU ICI collectives are latency-bound below W_ici × 1 µs (scaling book inference.md, serving.md
// 1.4): 1 µs. GPUs: the reference publishes no α ("calibrate it", serving.md 1.4); 10 µs is an assumption of the
// order of a small NCCL all-reduce inside one NVLink node.
constexpr double kTpuAllReduceLatency = 1e-6;
constexpr double kGpuAllReduceLatency = 10e-6;
// The calibration runs' spread, measured ÷ predicted: JetStream's Gemma 7B int8 row steps 2.6x its roofline where the
// bf16 row the bandwidth share comes from steps 1.8x (+44 %); the low side is the bandwidth share's headroom to the
// 0.87 streaming ceiling (0.55 / 0.87 = 0.63 on TPUs, 0.80 / 0.87 = 0.92 on GPUs).
constexpr double kBandHigh = 1.45;
// The share of HBM bandwidth a streaming read reaches: TPU7x's HBM microbenchmark, 6,421 of 7,370 GB/s at 8 GiB
// (tpu-recipes microbenchmarks/ironwood/hbm/hbm.md @c8cfe2f6, 2026-05-27): the band's low side is the decode share's
// headroom to it.
constexpr double kStreamingCeiling = 0.87;

// The mean step of continuous batching with chunked prefill: `prompts` prompt tokens per step on average arrive as
// chunks of `room` tokens, so a share prompts / room of the steps carries a chunk beside the batch's decode tokens and
// the rest decode alone. Each step is bound by its own weight read or matmuls: a chunk's FLOPs do not hide under the
// weight reads of the decode-only steps (vLLM V1 schedules one partial prefill per step up to
// max_num_batched_tokens, serving.md 1.1 and 1.6). Where the prompts fill every step, every step carries them.
double mixedStepSeconds(const ServeTimeModel& model, double batch, double prompts, double room)
{
    if (prompts <= 0 || prompts >= room)
        return model.step(batch, prompts).seconds();
    const double share = prompts / room;
    return (1.0 - share) * model.step(batch, 0).seconds() + share * model.step(batch, room).seconds();
}

// The prompt tokens a step may carry: the token budget the decoding batch leaves (vLLM, SGLang, TensorRT-LLM), or a
// whole prompt (JetStream prefills each prompt apart and inserts it into a slot).
double chunkRoom(const ServeReplica& r, int chunkTokens, int inputLen, double batch)
{
    return r.engine == ServeEngine::JetStream ? double(inputLen) : std::max(1.0, chunkTokens - batch);
}
} // namespace

ServeEfficiency serveEfficiency(const ServeReplica& r)
{
    ServeEfficiency e;
    e.compute = kServeCompute;
    e.lowPrecisionShare = kLowPrecisionGemmShare;
    e.bandHigh = kBandHigh;
    if (r.device.isTpu) {
        e.bandwidth = kTpuDecodeBandwidth;
        e.allReduceLatency = kTpuAllReduceLatency;
        e.bandLow = kTpuDecodeBandwidth / kStreamingCeiling;
        e.source = QStringLiteral("JetStream-PyTorch Gemma 7B v5e-8 (2024-05-10); scaling book 40 % prefill MFU");
    } else {
        e.bandwidth = kGpuDecodeBandwidth;
        e.allReduceLatency = kGpuAllReduceLatency;
        e.bandLow = kGpuDecodeBandwidth / kStreamingCeiling;
        e.source = QStringLiteral("assumed 0.80 of HBM (checked against TensorRT-LLM, MLPerf); scaling book 40 % MFU");
    }
    return e;
}

ServeTimeModel::ServeTimeModel(const ServeReplica& replica, const ServeMemory& memory, int inputLen, int outputLen)
    : m_replica(replica)
    , m_eff(serveEfficiency(replica))
    , m_inputLen(std::max(1, inputLen))
    , m_outputLen(std::max(1, outputLen))
{
    const ModelSpec& m = replica.model;
    const DeviceInfo& d = replica.device;
    m_meanContext = m_inputLen + m_outputLen / 2.0;
    m_bandwidth = d.memoryBandwidthGBs * kGB * m_eff.bandwidth;
    // 8-bit weights run 8-bit matmuls where the device has them (fp8 on Hopper, Ada, Blackwell and TPU7x, int8 on
    // TPUs and GPUs with int8 tensor cores); otherwise they are dequantised and multiplied in bf16 (serving.md 1.2)
    double rate = d.peakTflops16 * kTera * m_eff.compute;
    if (replica.weights == ServePrecision::Fp8 && d.peakTflopsFp8 > 0)
        rate = std::max(rate, d.peakTflopsFp8 * kTera * m_eff.compute * m_eff.lowPrecisionShare);
    if (replica.weights == ServePrecision::Int8 && d.peakTflopsInt8 > 0)
        rate = std::max(rate, d.peakTflopsInt8 * kTera * m_eff.compute * m_eff.lowPrecisionShare);
    m_computeRate = rate;
    // a decode step gathers B rows of an untied input embedding, it does not read the table (a tied one is read
    // whole by the output head): the scaling book's P_bytes / W counts the matrices a token passes through
    // (inference.md @0819a7d8, serving.md 1.2)
    const double gathered
        = m.tiedEmbeddings ? 0.0 : double(parameterBreakdown(m).embeddings) * 2.0 / std::max(1, replica.tensorParallel);
    m_weightBytes = memory.weightBytes - gathered;
    m_expertBytes = routedExpertBytesPerDevice(replica);
    m_kvBytesPerToken = kvBytesPerToken(replica, int(std::lround(m_meanContext)));
    m_activeParams = activeNonEmbeddingParameters(m);
    // forward attention per token: a decode token sees the whole context (a causal sequence twice as long has that
    // mean), a prompt its causal half
    m_decodeAttentionFlops = stackAttention(m, int(std::lround(2 * m_meanContext)), 1).flops / 3.0;
    m_prefillAttentionFlops = m_inputLen * stackAttention(m, m_inputLen, 1).flops / 3.0;
    m_headFlops = 2.0 * m.hiddenSize * double(m.vocabSize);
    const EngineSettings& s = memory.settings;
    m_chunkTokens = s.batchedTokens > 0 ? s.batchedTokens : m_inputLen;
    qint64 cap = memory.kvCacheTokens > 0 ? qint64(memory.kvCacheTokens / m_meanContext) : 0;
    if (replica.engine == ServeEngine::JetStream)
        cap = memory.maxConcurrency; // slots preallocated at the max context
    if (s.maxSequences > 0)
        cap = std::min<qint64>(cap, s.maxSequences);
    m_batchCap = int(std::clamp<qint64>(cap, 0, 1'000'000));
}

double ServeTimeModel::weightReadBytes(double tokens) const
{
    // uniform routing: a layer's E experts are touched E (1 - (1 - K/E)^tokens) times (serving.md 1.5)
    const ModelSpec& m = m_replica.model;
    if (m_expertBytes <= 0 || !m.isMoe())
        return m_weightBytes;
    const double miss = std::pow(1.0 - double(m.expertsPerToken) / m.experts, std::max(1.0, tokens));
    return m_weightBytes - m_expertBytes * miss;
}

double ServeTimeModel::flops(double decodeTokens, double prefillTokens) const
{
    const double t = std::max(1, m_replica.tensorParallel);
    const double prompts = prefillTokens / m_inputLen;
    const double matmuls = 2.0 * m_activeParams * (decodeTokens + prefillTokens);
    // logits only where a token is sampled: every decode token and a prompt's last (serving.md 1.1)
    const double head = m_headFlops * (decodeTokens + prompts);
    const double attention = decodeTokens * m_decodeAttentionFlops + prompts * m_prefillAttentionFlops;
    return (matmuls + head + attention) / t;
}

double ServeTimeModel::collectiveSeconds(double tokens) const
{
    const int t = m_replica.tensorParallel;
    if (t <= 1 || tokens <= 0)
        return 0;
    // two all-reduces per layer of tokens x h bf16 values, a ring moving 2 (t - 1) / t of them (serving.md 1.4)
    // a TPU tensor group that spans the whole slice spreads its all-reduce over every torus axis of the slice (the
    // scaling book's inference ceiling scales with n_axes, serving.md 1.4); inside a GPU node NVLink is one link
    const DeviceInfo& d = m_replica.device;
    const int axes = d.isTpu && t >= d.devices ? std::max(1, d.torusAxes) : 1;
    const double bytes = 2.0 * (t - 1.0) / t * tokens * m_replica.model.hiddenSize * 2.0;
    // no link figure in the catalog (v2, TPU7x): the bytes' time is unknown and left out, as the training model
    // leaves it (linkKnown() says so, and the reasons)
    const double transfer = d.axisGBs > 0 ? bytes / (d.axisGBs * kGB * axes) : 0.0;
    return 2.0 * m_replica.model.layers * (m_eff.allReduceLatency + transfer);
}

ServeStep ServeTimeModel::step(double batch, double prefillTokens) const
{
    ServeStep s;
    const double tokens = batch + prefillTokens;
    s.weights = weightReadBytes(tokens) / m_bandwidth;
    s.kv = batch * m_meanContext * m_kvBytesPerToken / m_bandwidth;
    s.compute = flops(batch, prefillTokens) / m_computeRate;
    s.collectives = collectiveSeconds(tokens);
    return s;
}

double ServeTimeModel::prefillSeconds() const
{
    const double chunks = std::ceil(double(m_inputLen) / std::max(1, m_chunkTokens));
    const double compute = flops(0, m_inputLen) / m_computeRate;
    const double reads = chunks * weightReadBytes(std::min(m_inputLen, m_chunkTokens)) / m_bandwidth;
    return std::max(compute, reads) + collectiveSeconds(m_inputLen);
}

double ServeTimeModel::criticalBatch() const
{
    // tokens per step where the matmuls' FLOPs take as long as reading the weights
    const double perToken
        = (2.0 * m_activeParams + m_headFlops) / std::max(1, m_replica.tensorParallel) / m_computeRate;
    return perToken > 0 ? (m_weightBytes / m_bandwidth) / perToken : 0;
}

double ServeTimeModel::timeToFirstToken(double batch) const
{
    // a prompt rides ceil(ISL / room) mixed steps beside the decoding batch, room being the step's token budget the
    // batch leaves: each step carries a chunk of it with the batch's decode tokens (serving.md 1.6). JetStream
    // prefills a prompt on its own between generate steps.
    if (m_replica.engine == ServeEngine::JetStream)
        return prefillSeconds();
    const double room = std::max(1.0, std::floor(m_chunkTokens - batch));
    const double whole = std::floor(m_inputLen / room);
    const double rest = m_inputLen - whole * room;
    return whole * step(batch, room).seconds() + (rest > 0 ? step(batch, rest).seconds() : 0.0);
}

ServePoint ServeTimeModel::closedLoop(double inFlight) const
{
    ServePoint p;
    p.inFlight = std::max(1.0, inFlight);
    p.batch = std::min<double>(p.inFlight, std::max(1, m_batchCap));
    // in steady state a step carries the batch's decode tokens and, on average, batch x ISL / OSL prompt tokens
    // (the step's parts are those means; TPOT is the mean of the steps with and without a chunk)
    p.step = step(p.batch, p.batch * m_inputLen / m_outputLen);
    p.tpotSeconds = mixedStepSeconds(*this, p.batch, p.batch * m_inputLen / m_outputLen,
                                     chunkRoom(m_replica, m_chunkTokens, m_inputLen, p.batch));
    const double ttft = timeToFirstToken(p.batch);
    const double service = ttft + (m_outputLen - 1) * p.tpotSeconds;
    p.requestsPerSecond = p.batch / service;
    // users beyond the batch wait for a slot: Little's law over the whole loop (AIC _throughput_cap)
    p.queueSeconds = std::max(0.0, p.inFlight / p.requestsPerSecond - service);
    p.ttftSeconds = ttft + p.queueSeconds;
    p.outputTokensPerSecond = p.requestsPerSecond * m_outputLen;
    p.inputTokensPerSecond = p.requestsPerSecond * m_inputLen;
    return p;
}

ServePoint ServeTimeModel::openLoop(double rate) const
{
    ServePoint p;
    const double cap = std::max(1, m_batchCap);
    // the batch in flight: B = rate x (TTFT + (OSL - 1) TPOT), Little's law, solved by iteration (it grows with B)
    double batch = 1;
    for (int i = 0; i < 60; ++i) {
        const double tpot = mixedStepSeconds(*this, batch, batch * m_inputLen / m_outputLen,
                                             chunkRoom(m_replica, m_chunkTokens, m_inputLen, batch));
        const double next = rate * (timeToFirstToken(batch) + (m_outputLen - 1) * tpot);
        if (std::abs(next - batch) < 1e-6 * std::max(1.0, batch) || next > 4 * cap) {
            batch = next;
            break;
        }
        batch = 0.5 * (batch + next);
    }
    p.saturated = batch > cap;
    p.batch = std::clamp(batch, 1.0, cap);
    p.inFlight = p.batch;
    p.step = step(p.batch, p.batch * m_inputLen / m_outputLen);
    p.tpotSeconds = mixedStepSeconds(*this, p.batch, p.batch * m_inputLen / m_outputLen,
                                     chunkRoom(m_replica, m_chunkTokens, m_inputLen, p.batch));
    // prompts queue for prefill: M/D/1 with service Tp, W_q = rho Tp / (2 (1 - rho)) (Pollaczek-Khinchine)
    const double tp = prefillSeconds();
    const double rho = rate * tp;
    if (rho >= 1)
        p.saturated = true;
    p.queueSeconds = rho < 1 ? rho * tp / (2.0 * (1.0 - rho)) : 0;
    p.ttftSeconds = timeToFirstToken(p.batch) + p.queueSeconds;
    p.requestsPerSecond = p.saturated ? p.batch / (p.ttftSeconds + (m_outputLen - 1) * p.tpotSeconds) : rate;
    p.outputTokensPerSecond = p.requestsPerSecond * m_outputLen;
    p.inputTokensPerSecond = p.requestsPerSecond * m_inputLen;
    return p;
}

} // namespace tpuplan
