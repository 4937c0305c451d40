// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"

#include <QString>

namespace tpuplan {

// The collectives and host transfers of one optimizer step on one device, in seconds, each at the bandwidth of the
// links it runs over (docs/sharding-model.md section 4; jax-ml/scaling-book training.md @54e2c43).
struct CommunicationTime
{
    double gradientSync = 0; // gradient all-reduce (replicate, ZeRO-1/2) or reduce-scatter (FSDP) inside the slice
    double weightGather = 0; // FSDP's all-gathers of the weights, before the forward and again before the backward
    double tensor = 0; // tensor-parallel collectives of the activations, four per layer and micro-step
    double crossSlice = 0; // the gradient all-reduce between slices over the data-centre network
    double hostTransfer = 0; // host offload over PCIe
    // MoE: the all-to-all of the dispatch and the combine over the expert axis, forward and backward, every MoE layer
    // and micro-step (reference moe.md section 3.4); on the step's critical path (StepTime::seconds)
    double allToAll = 0;
    // pipeline parallelism: the point-to-point sends of each microbatch's activations to the next stage and of its
    // gradients back to the previous one (docs/sharding-model.md section 13); beside compute, as 1F1B overlaps them
    double stage = 0;
    bool stageCrossesNodes = false; // the stage axis runs over the GPU nodes' network, not NVLink
    // Context parallelism: the keys and values each layer exchanges over the context axis, forward, backward and
    // recompute, every micro-step (docs/time-model.md section 14); `contextExposed` is the part on the step's critical
    // path: all of MaxText's all-gather ("probably exposed"), what a ring step's transfer exceeds its block of
    // attention by
    double context = 0;
    double contextExposed = 0;
    bool linksKnown = true; // false: a bandwidth the mesh needs is not in the catalog (its term counts as 0)
    // what the step moves over the interconnect (host offload is its own resource)
    double total() const { return gradientSync + weightGather + tensor + crossSlice + allToAll + stage + context; }
    // what runs in line with compute: the MoE all-to-all and the exposed K/V exchange
    double inLine() const { return allToAll + contextExposed; }
    // the part that does not shrink with fewer tokens per device: the weights' and gradients' traffic
    double weightTraffic() const { return gradientSync + weightGather + crossSlice; }
};

// What binds the step: the larger of compute, the interconnect and the host link (all overlap one another).
enum class StepBound { Compute, Communication, HostTransfer };
QString stepBoundId(StepBound b); // "compute", "communication", "host-transfer"

CommunicationTime communicationTime(const ModelSpec& model, const TrainingConfig& config, const DeviceInfo& device,
                                    const ShardingDetail& sharding);

// The bandwidth, bytes/s, of a collective over the data or fsdp axis of a mesh on `device`: the ICI links of the
// torus dimensions that tensor parallelism leaves (an axis spread over k dimensions runs over k links), NVLink inside
// a GPU node, the network once a GPU job spans nodes. 0 when the catalog has no figure.
double dataAxisBandwidth(const DeviceInfo& device, const Mesh& mesh);

// Seconds of one all-to-all in which each device of the expert axis sends `bytes` (its whole dispatch buffer, the
// share it keeps included) to the others (reference moe.md section 3.4): on a TPU torus EP P / (4 W) with W one
// axis's bidirectional ICI bandwidth (scaling-book sharding.md: an AllToAll costs a quarter of an all-gather on a
// bidirectional ring); between GPUs the share (EP - 1) / EP leaves the device, over the switched NVLink where the
// expert group stays in the node and over the node's network for the share beyond it. 0 with `known` false where
// the catalog lacks the link's figure.
double allToAllSeconds(const DeviceInfo& device, const Mesh& mesh, double bytes, bool& known);

// The bandwidth, bytes/s, of the point-to-point sends between neighbouring pipeline stages: one ICI link on a TPU
// (MaxText's collective permutes), NVLink inside a GPU node, the node's network once a GPU job spans nodes (stages are
// the outermost axis of Megatron's and torchtitan's device order, so some boundary crosses nodes). 0 when unknown.
double stageAxisBandwidth(const DeviceInfo& device, bool& crossesNodes);
// The bandwidth, bytes/s, of the context axis's collectives: one ICI torus dimension of a TPU slice (the axis lies
// along one, as MaxText's mesh places ici_context_parallelism), NVLink while the tensor and context groups stay in one
// GPU node, the node's network beyond it. 0 when the catalog has no figure.
double contextAxisBandwidth(const DeviceInfo& device, const Mesh& mesh);

// Seconds per optimizer step that the collectives' latency adds to the critical path (docs/time-model.md section 5.9):
// the last gradient all-reduce or reduce-scatter, which waits for the end of the backward and holds up the optimizer
// (the earlier ones hide behind the backward), and the tensor-parallel collectives, which each layer waits for; each
// costs one hop latency per step of its ring. 0 where the catalog's interconnect has no sourced latency (GPUs, DCN).
double exposedCollectiveLatency(const ModelSpec& model, const TrainingConfig& config, const DeviceInfo& device);

} // namespace tpuplan
