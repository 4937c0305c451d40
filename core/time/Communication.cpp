// SPDX-License-Identifier: GPL-3.0-or-later
#include "Communication.h"

#include "StackFlops.h"

#include <algorithm>

namespace tpuplan {

namespace {
constexpr double kGiga = 1e9;

// Latency of one ICI hop on a TPU torus, about 1 us: jax-ml/scaling-book @0819a7d8 (2025-02-18), as quoted in reference
// serving.md section 1.4 (a collective is "latency-bound below W_ici x 1 us"). No source in the reference notes gives
// the latency of NVLink, PCIe or the data-centre network: those collectives' latency is not modelled (it is part of the
// fitted per-step overhead, Efficiency::stepOverhead).
constexpr double kIciHopLatencySeconds = 1e-6;

// A ring all-gather or reduce-scatter over n devices moves (n - 1) / n of the array through each device's links;
// an all-reduce is one of each (scaling-book training.md; Patarasuk & Yuan 2009)
double ringShare(int n)
{
    return n > 1 ? double(n - 1) / n : 0.0;
}

double seconds(double bytes, double bandwidth, bool& known)
{
    if (bytes <= 0)
        return 0.0;
    if (bandwidth <= 0) {
        known = false;
        return 0.0;
    }
    return bytes / bandwidth;
}
// Steps of a ring all-reduce over n devices: n - 1 to reduce-scatter, n - 1 to all-gather (Patarasuk & Yuan 2009);
// a reduce-scatter alone takes half of them
int allReduceRingSteps(int n)
{
    return n > 1 ? 2 * (n - 1) : 0;
}

// The share of the device's weights (and gradients) that its collectives move once the routed experts are split
// over the expert axis: 1 for a dense model.
double expertShareKept(const ModelSpec& m, const Mesh& mesh)
{
    if (!m.isMoe() || mesh.expert <= 1)
        return 1.0;
    double routed = 0;
    for (const StackMatrix& x : stackMatrices(m))
        routed += x.routedExpert ? x.stored * x.in * x.out : 0.0;
    const double all = double(modelParameters(m));
    return all > 0 ? 1.0 - routed / all * (1.0 - 1.0 / mesh.expert) : 1.0;
}
} // namespace

QString stepBoundId(StepBound b)
{
    switch (b) {
    case StepBound::Compute:
        return QStringLiteral("compute");
    case StepBound::Communication:
        return QStringLiteral("communication");
    case StepBound::HostTransfer:
        return QStringLiteral("host-transfer");
    }
    return QString();
}

double dataAxisBandwidth(const DeviceInfo& d, const Mesh& mesh)
{
    if (d.isTpu) {
        const int axes = std::max(1, d.torusAxes - (mesh.tensor > 1 ? 1 : 0));
        return d.axisGBs * kGiga * axes;
    }
    return (d.hosts > 1 ? d.crossGBs : d.axisGBs) * kGiga;
}

double contextAxisBandwidth(const DeviceInfo& d, const Mesh& mesh)
{
    if (d.isTpu)
        return d.axisGBs * kGiga;
    const int group = std::max(1, mesh.tensor) * std::max(1, mesh.context);
    const bool inNode = d.devices <= d.devicesPerNodeMax || group <= d.devicesPerNodeMax;
    return (inNode ? d.axisGBs : d.crossGBs) * kGiga;
}

double allToAllSeconds(const DeviceInfo& d, const Mesh& mesh, double bytes, bool& known)
{
    const int ep = mesh.expert;
    if (ep <= 1 || bytes <= 0)
        return 0.0;
    if (d.isTpu) // the expert axis is one of the slice's (MaxText ici_expert_parallelism): never over the DCN
        return seconds(ep * bytes / 4.0, d.axisGBs * kGiga, known);
    // GPUs: the expert group fills the NVLink domain (a node) after the tensor group, Megatron's order ("Ensure EP x TP
    // fits within a single node", MLM MoE README); the share for peers in other nodes leaves over the node's network,
    // both links at once (reference moe.md section 3.4)
    const int inNode
        = d.devices <= d.devicesPerNodeMax ? ep : std::clamp(d.devicesPerNodeMax / std::max(1, mesh.tensor), 1, ep);
    const double nvlink = seconds(bytes * (inNode - 1) / ep, d.axisGBs * kGiga, known);
    const double network = inNode < ep ? seconds(bytes * (1.0 - double(inNode) / ep), d.crossGBs * kGiga, known) : 0.0;
    return std::max(nvlink, network);
}

double stageAxisBandwidth(const DeviceInfo& d, bool& crossesNodes)
{
    crossesNodes = !d.isTpu && d.hosts > 1;
    return (crossesNodes ? d.crossGBs : d.axisGBs) * kGiga;
}

namespace {
// All-to-alls per MoE layer and micro-step: dispatch and combine forward, both again backward, and the forward's
// two again where checkpointing recomputes the whole layer (reference moe.md section 3.4)
int allToAllsPerLayer(const TrainingConfig& c)
{
    const bool recomputed
        = c.checkpointing.kind == CheckpointingKind::Full || c.checkpointing.kind == CheckpointingKind::EveryK;
    return recomputed ? 6 : 4;
}
} // namespace

namespace {
// The K/V exchange of context parallelism (reference longctx.md section 1.2; docs/time-model.md section 14). KV =
// 2 b s n_kv d B per layer, the whole sequence's keys and values of the group's b sequences. The forward receives
// (c - 1) / c of it (all-gather: at once; ring: c - 1 steps of KV / c), the backward about twice that (K and V again
// and the reduce-scatter of their gradients, or the ring passing K, V and dK, dV), and a recomputed attention gathers
// again (every policy but none recomputes it: the time model's attentionRecompute). MaxText's all-gather is "probably
// exposed" (sharding.md): all of it is on the critical path. A ring step hides behind the block of attention it
// computes, b (s/c)^2 4 n_q d / 2 FLOPs forward (causal, balanced: half the block on average), at the peak rate: only
// what a step's transfer exceeds it by is exposed.
void contextTraffic(const ModelSpec& m, const TrainingConfig& c, const DeviceInfo& d, CommunicationTime& ct)
{
    const Mesh& mesh = c.mesh;
    const double cp = mesh.context;
    const double p = c.precision == Precision::Fp32 ? 4.0 : 2.0;
    const double kvPerToken = kvElementsPerToken(m);
    const double kv = p * kvPerToken * double(c.batchPerDevice) * c.seqLen;
    const double passes = c.checkpointing.kind == CheckpointingKind::None ? 3.0 : 4.0;
    const double perStep = double(std::max(1, c.accumulationSteps)) * m.layers * passes;
    const double bandwidth = contextAxisBandwidth(d, mesh);
    const double layerSeconds = seconds(kv * ringShare(mesh.context), bandwidth, ct.linksKnown);
    ct.context = perStep * layerSeconds;
    if (contextSchemeFor(c.runtime) == ContextScheme::AllGather) {
        ct.contextExposed = ct.context;
        return;
    }
    const double block
        = double(c.batchPerDevice) * (c.seqLen / cp) * (c.seqLen / cp) * 4.0 * double(m.queryDim()) / 2.0;
    const double peak = d.peakTflops16 * 1e12;
    const double blockSeconds = peak > 0 ? block / peak : 0.0;
    const double transferSeconds = layerSeconds / std::max(1.0, cp - 1.0); // one step: KV / c
    ct.contextExposed = perStep * (cp - 1.0) * std::max(0.0, transferSeconds - blockSeconds);
}
} // namespace

double exposedCollectiveLatency(const ModelSpec& m, const TrainingConfig& c, const DeviceInfo& d)
{
    if (!d.isTpu)
        return 0.0;
    const Mesh& mesh = c.mesh;
    // the gradients' last collective: an all-reduce over the data axis (replicate, ZeRO-1/2; under FSDP the
    // reduce-scatter over the fsdp axis, then the shards' all-reduce over the data axis)
    int hops = 0;
    if (mesh.strategy == ShardingStrategy::Fsdp)
        hops = allReduceRingSteps(mesh.fsdp) / 2 + allReduceRingSteps(mesh.data);
    else
        hops = allReduceRingSteps(mesh.data * mesh.fsdp);
    // Megatron: four collectives per layer and micro-step over the tensor axis, each on the layer's critical path
    if (mesh.tensor > 1)
        hops += std::max(1, c.accumulationSteps) * (m.layers / std::max(1, mesh.stage)) * 4
            * allReduceRingSteps(mesh.tensor);
    // MoE: every all-to-all waits for its farthest peer, half the expert ring away on a bidirectional ring
    if (m.isMoe() && mesh.expert > 1)
        hops += std::max(1, c.accumulationSteps) * moeLayerCount(m) * allToAllsPerLayer(c) * (mesh.expert / 2);
    return hops * kIciHopLatencySeconds;
}

CommunicationTime communicationTime(const ModelSpec& m, const TrainingConfig& c, const DeviceInfo& d,
                                    const ShardingDetail& sd)
{
    CommunicationTime ct;
    const Mesh& mesh = c.mesh;
    const double micro = std::max(1, c.accumulationSteps);
    const double axisBw = dataAxisBandwidth(d, mesh);
    // the routed experts are split over the expert axis: a device gathers and syncs its 1/EP of them alone
    const double expertKept = expertShareKept(m, mesh);
    const double gradients = sd.gradientBytes * expertKept;
    const double weights = sd.weightBytes * expertKept;
    switch (mesh.strategy) {
    case ShardingStrategy::Replicate:
    case ShardingStrategy::Zero1:
    case ShardingStrategy::Zero2: {
        // one all-reduce per optimizer step (gradients accumulate locally); ZeRO-1/2 reduce-scatter the gradients
        // and all-gather the updated weights instead: the same bytes (Rajbhandari et al. 2020 §7)
        const int n = mesh.data * mesh.fsdp;
        ct.gradientSync = seconds(2.0 * gradients * ringShare(n), axisBw, ct.linksKnown);
        break;
    }
    case ShardingStrategy::Fsdp:
        // per micro-step: all-gather before the forward and before the backward, reduce-scatter of the gradients
        // (about 3x the weights per step, reference llm.md section 6); the data axis all-reduces the shards
        ct.weightGather = seconds(micro * 2.0 * weights * ringShare(mesh.fsdp), axisBw, ct.linksKnown);
        ct.gradientSync
            = seconds(micro * gradients * ringShare(mesh.fsdp) + 2.0 * gradients / mesh.fsdp * ringShare(mesh.data),
                      axisBw, ct.linksKnown);
        break;
    }
    if (mesh.tensor > 1) {
        // Megatron: two all-reduces of the layer's activations in the forward and two in the backward (with sequence
        // parallelism an all-gather and a reduce-scatter each, the same bytes); the group of t devices holds t times
        // the per-device batch (MaxText per_device_batch_size), over one torus dimension or the node's NVLink
        const double p = c.precision == Precision::Fp32 ? 4.0 : 2.0;
        const double activation = double(mesh.tensor) * c.tokensPerMicroStep() * m.hiddenSize * p;
        const double perLayer = 4.0 * 2.0 * activation * ringShare(mesh.tensor);
        // a pipeline stage runs its own layers' collectives only
        const double layers = double(m.layers) / std::max(1, mesh.stage);
        ct.tensor = seconds(micro * layers * perLayer, d.axisGBs * kGiga, ct.linksKnown);
    }
    if (mesh.slices > 1) {
        // each device all-reduces its shard of the gradients with its peers in the other slices (MaxText
        // dcn_data_parallelism), over the data-centre network
        const double shard = gradients / std::max(1, mesh.shardDegree());
        ct.crossSlice = seconds(2.0 * shard * ringShare(mesh.slices), d.crossGBs * kGiga, ct.linksKnown);
    }
    if (m.isMoe() && mesh.expert > 1) {
        // each all-to-all sends the K copies of every token of the micro-batch (K CF capacity slots under dropping)
        const double p = c.precision == Precision::Fp32 ? 4.0 : 2.0;
        const double slots = m.expertsPerToken * (c.capacityFactor > 0 ? std::max(1.0, c.capacityFactor) : 1.0);
        const double bytes = c.tokensPerMicroStep() * slots * m.hiddenSize * p;
        const double layers = double(moeLayerCount(m)) / std::max(1, mesh.stage);
        ct.allToAll = micro * layers * allToAllsPerLayer(c) * allToAllSeconds(d, mesh, bytes, ct.linksKnown);
    }
    if (mesh.stage > 1) {
        // every microbatch's activations [b/m, s/c, h] leave each stage forward and their gradients come back, split
        // over the tensor axis as Megatron's sequence parallelism and MaxText's activation sharding keep them:
        // 2 b s h B per device and micro-step for the pipeline's b sequences (reference longctx.md section 2.1; MaxText
        // sharding.md "two collective permutes per stage")
        const double p = c.precision == Precision::Fp32 ? 4.0 : 2.0;
        const double bytes = 2.0 * c.tokensPerMicroStep() * m.hiddenSize * p;
        ct.stage = seconds(micro * bytes, stageAxisBandwidth(d, ct.stageCrossesNodes), ct.linksKnown);
    }
    if (mesh.context > 1)
        contextTraffic(m, c, d, ct);
    ct.hostTransfer = seconds(sd.hostTransferBytes, d.hostLinkGBs * kGiga, ct.linksKnown);
    return ct;
}

} // namespace tpuplan
