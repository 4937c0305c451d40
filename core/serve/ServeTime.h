// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Time of one serving replica: prefill as a compute-bound forward pass, a decode step as one read of the weights its
// tokens touch and of the live KV cache (compute-bound above the critical batch), tensor-parallel all-reduces, and
// continuous batching with chunked prefill; from these the closed-loop, open-loop and offline operating points
// (docs/serving-model.md sections 3 and 4; reference serving.md section 1).

#include "ServeMemory.h"
#include "time/TimeModel.h"

namespace tpuplan {

// Named, sourced efficiencies of a serving engine on a device (docs/serving-model.md section 3.4).
struct ServeEfficiency
{
    double bandwidth = 1.0; // share of the HBM bandwidth a decode step's weight and KV reads reach
    double compute = 1.0; // share of the matmul peak that prefill and compute-bound decode reach
    double lowPrecisionShare = 1.0; // what 8-bit matmuls keep of `compute` against their own peak
    double allReduceLatency = 0; // seconds per all-reduce (α), beyond its bytes
    double bandLow = 1.0; // measured ÷ predicted spread of the calibration runs
    double bandHigh = 1.0;
    QString source;
};
ServeEfficiency serveEfficiency(const ServeReplica& replica);

// Seconds of one engine step of the replica, by what bounds it.
struct ServeStep
{
    double weights = 0; // reading the weights its tokens touch
    double kv = 0; // reading the decode sequences' KV cache
    double compute = 0; // matmuls and attention of its tokens
    double collectives = 0; // tensor-parallel all-reduces
    // Weights and matmuls overlap (the critical batch is where they cross); attention's KV read never turns
    // compute-bound (scaling book inference.md): it adds, as do the collectives.
    double seconds() const { return std::max(weights, compute) + kv + collectives; }
    bool computeBound() const { return compute > weights; }
};

// One operating point of a replica.
struct ServePoint
{
    double inFlight = 0; // requests in the replica (waiting or running)
    double batch = 0; // sequences decoding in one step
    ServeStep step; // the mixed step: the batch's decode tokens and its share of prefill chunks
    double tpotSeconds = 0; // median time per output token after the first (vLLM's TPOT)
    double ttftSeconds = 0; // median time to first token, queueing included
    double queueSeconds = 0; // of ttftSeconds, waiting for a slot or for the prefill queue
    double requestsPerSecond = 0;
    double outputTokensPerSecond = 0;
    double inputTokensPerSecond = 0;
    bool saturated = false; // an open-loop rate beyond what the replica serves: the queue grows without bound
};

class ServeTimeModel
{
public:
    ServeTimeModel(const ServeReplica& replica, const ServeMemory& memory, int inputLen, int outputLen);

    const ServeEfficiency& efficiency() const { return m_eff; }
    // The most sequences a step decodes: the engine's sequence limit or slots, and what the KV pool holds at the mean
    // context (the prompt and half the answer).
    int batchCap() const { return m_batchCap; }
    // One step decoding `batch` sequences at the mean context with `prefillTokens` prompt tokens chunked in.
    ServeStep step(double batch, double prefillTokens) const;
    // A prompt's prefill alone: its FLOPs at the compute rate, or its chunks' weight reads where those take longer.
    double prefillSeconds() const;
    // The critical batch: decode turns compute-bound when a step carries more tokens (serving.md 1.2).
    double criticalBatch() const;
    // Whether the catalog knows the interconnect the tensor-parallel all-reduces run over (false on v2 and TPU7x,
    // whose per-link ICI figure is not published): without it their bytes are left out of the step.
    bool linkKnown() const { return m_replica.tensorParallel <= 1 || m_replica.device.axisGBs > 0; }

    // Closed loop: `inFlight` requests always present (users who send the next one when answered).
    ServePoint closedLoop(double inFlight) const;
    // Open loop: Poisson arrivals at `rate` requests per second, the prefill queue as M/D/1 (Pollaczek-Khinchine).
    ServePoint openLoop(double rate) const;
    // Offline: every request queued; the replica runs its largest batch.
    ServePoint offline() const { return closedLoop(m_batchCap); }

private:
    double weightReadBytes(double tokens) const;
    double flops(double decodeTokens, double prefillTokens) const;
    double collectiveSeconds(double tokens) const;
    double timeToFirstToken(double batch) const;

    ServeReplica m_replica;
    ServeEfficiency m_eff;
    int m_inputLen = 0;
    int m_outputLen = 0;
    int m_batchCap = 0;
    double m_meanContext = 0;
    double m_bandwidth = 0; // bytes per second a device's decode reads reach
    double m_computeRate = 0; // FLOP/s per device at the serving precision's math
    double m_weightBytes = 0;
    double m_expertBytes = 0;
    double m_kvBytesPerToken = 0; // at the mean context
    double m_activeParams = 0;
    double m_decodeAttentionFlops = 0; // per decode token at the mean context
    double m_prefillAttentionFlops = 0; // per prompt
    double m_headFlops = 0; // per token whose logits are computed
    int m_chunkTokens = 0;
};

} // namespace tpuplan
