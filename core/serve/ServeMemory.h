// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Memory of one serving replica per device: the weights in the serving precision, the engine's own budget and the
// KV cache pool it leaves, in the engine's own arithmetic, so that the KV-cache tokens match what the engine prints
// at start-up (docs/serving-model.md section 2; reference serving.md sections 1.3 and 2).

#include "ServeSetup.h"

namespace tpuplan {

// What one replica is: the model, the device, the devices it spans, the precisions and the engine.
struct ServeReplica
{
    ModelSpec model;
    DeviceInfo device; // one device of the job (its memory, peaks and bandwidth are per device)
    int tensorParallel = 1;
    ServePrecision weights = ServePrecision::Bf16;
    ServePrecision kv = ServePrecision::Bf16;
    ServeEngine engine = ServeEngine::Vllm;
    double memoryUtilization = 0; // 0 = the engine's default
    int maxContext = 0; // the longest sequence the engine admits (--max-model-len)
};

// Bytes of K and V one token of a sequence of `context` tokens takes on one device of the replica, summed over the
// layer stack, in the engine's layout: KV heads split over tensor parallelism and replicated where there are fewer
// heads than devices; MLA's compressed latent replicated on every device; TPU pages padding the head dimension to 128
// and packing K and V into 32-bit words; sliding-window and chunked layers holding only their window where the engine
// frees the rest (vLLM and TensorRT-LLM on GPUs), averaged over the `context` tokens.
double kvBytesPerToken(const ServeReplica& replica, int context);

// The weights one device holds: the layers' matrices in the serving precision, embeddings, norms and the output head
// in bf16 (the engines leave them unquantised), everything split over tensor parallelism.
double weightBytesPerDevice(const ServeReplica& replica);
// The routed experts' share of weightBytesPerDevice (0 for a dense model): a decode step reads only the experts
// its tokens touch.
double routedExpertBytesPerDevice(const ServeReplica& replica);

// The engine's settings that shape memory and scheduling, with their defaults on this device.
struct EngineSettings
{
    double utilization = 0; // share of device memory the engine may use (vLLM, SGLang's mem_fraction_static,
                            // TensorRT-LLM's share of the memory left after weights and buffers); 0 for JetStream
    int blockSize = 16; // tokens per KV page
    int maxSequences = 0; // max_num_seqs, JetStream's slots; 0 = bounded by the KV cache alone
    int batchedTokens = 0; // tokens one step may carry (max_num_batched_tokens, chunked_prefill_size)
};
EngineSettings engineSettings(const ServeReplica& replica);

struct ServeMemory
{
    double capacityBytes = 0; // what the engine sees per device
    double weightBytes = 0;
    double activationBytes = 0; // the engine's profiled activation peak or runtime buffers
    double reserveBytes = 0; // what the engine keeps free: the share above its utilization, NCCL, SGLang's reserve
    double kvPoolBytes = 0; // the KV cache per device (negative: the weights and reserve do not fit)
    double kvBytesPerToken = 0; // at the replica's max context
    qint64 kvCacheTokens = 0; // "GPU KV cache size: N tokens" (whole pages)
    int maxConcurrency = 0; // "Maximum concurrency for M tokens per request": sequences of max context the pool holds
    EngineSettings settings;
    bool fits = false;
    QString problem; // why not, in a sentence naming what to change
    // The KV cache a device holds: the pool, none where the weights and the reserve leave no room.
    double kvCacheBytes() const { return std::max(0.0, kvPoolBytes); }
    // Everything the engine places on a device: what the memory split stacks against the capacity.
    double stackedBytes() const { return weightBytes + activationBytes + reserveBytes + kvCacheBytes(); }
};
ServeMemory serveMemory(const ServeReplica& replica);

} // namespace tpuplan
