// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

struct DeviceInfo;
struct ModelSpec;

// How the model states are spread over the fsdp axis of the mesh (ZeRO, Rajbhandari et al. 2020, arXiv 1910.02054,
// Table 1; reference llm.md section 3): Replicate keeps a full copy on every device (DDP, TPUStrategy, pmap); Zero1
// shards the optimizer states, Zero2 the gradients too, Fsdp the parameters too (ZeRO-3, PyTorch FSDP full shard,
// MaxText's fsdp axis).
enum class ShardingStrategy { Replicate, Zero1, Zero2, Fsdp };

QString shardingStrategyId(ShardingStrategy s);
std::optional<ShardingStrategy> shardingStrategyFromId(const QString& id);
QStringList shardingStrategyIds();

// What host offload moves off the device (MaxText optimizer_memory_host_offload, parameter_memory_host_offload and
// the `offload` placement of remat policies; DeepSpeed offload_optimizer / offload_param; reference llm.md section 4).
struct Offload
{
    bool optimizer = false;
    bool params = false;
    bool activations = false;

    bool any() const { return optimizer || params || activations; }
    bool operator==(const Offload& o) const
    {
        return optimizer == o.optimizer && params == o.params && activations == o.activations;
    }
    bool operator!=(const Offload& o) const { return !(*this == o); }
};

// "none", "optimizer", "optimizer,params", "all"
QString offloadId(const Offload& o);
// Reads "none", "all" or a comma-separated list of optimizer, params, activations; nullopt for anything else.
std::optional<Offload> offloadFromId(const QString& id);
QStringList offloadPartIds(); // none, optimizer, params, activations, all

// The devices of a job as a mesh: data x fsdp x tensor inside a slice (over ICI, or NVLink in a GPU node), times
// slices over the data-centre network (MaxText ici_*_parallelism and dcn_data_parallelism). The strategy applies
// over the fsdp axis; the data axis holds replicas of what the fsdp axis shards.
struct Mesh
{
    ShardingStrategy strategy = ShardingStrategy::Replicate;
    int data = 1;
    int fsdp = 1;
    int tensor = 1;
    int slices = 1;
    // Expert parallelism (MaxText ici_expert_parallelism, Megatron --expert-model-parallel-size; reference moe.md
    // section 3): the routed experts are split over this axis, which carries the batch for every other layer like a
    // data axis and moves tokens to their experts by all-to-all. 1 for a dense model.
    int expert = 1;

    int devicesPerSlice() const { return data * fsdp * expert * tensor; }
    int devices() const { return devicesPerSlice() * slices; }
    // The devices that hold one shard of the states between them (1 under Replicate): the fsdp axis, times the expert
    // axis, over which MaxText shards the non-expert weights as well ('embed' -> [..., 'expert'] in base.yml's
    // logical_axis_rules; the experts use 'embed_no_exp' and 'exp' -> 'expert') and Megatron's distributed optimizer
    // its data-parallel group, which holds the expert-parallel ranks (reference moe.md section 3.1). The routed
    // experts are split over the expert axis whatever the strategy (MemoryModel::shardStates).
    int shardDegree() const { return strategy == ShardingStrategy::Replicate ? 1 : fsdp * expert; }
    bool operator==(const Mesh& o) const
    {
        return strategy == o.strategy && data == o.data && fsdp == o.fsdp && tensor == o.tensor && slices == o.slices
            && expert == o.expert;
    }
    bool operator!=(const Mesh& o) const { return !(*this == o); }
};

// "fsdp 8 x tensor 1", "data 4 x fsdp 2 x tensor 1 x 2 slices": the mesh as a person reads it.
QString meshText(const Mesh& m);

// The mesh a strategy gives on `devicesPerSlice` devices: Replicate puts them all on the data axis; the others put
// what tensor parallelism leaves on the fsdp axis, or `fsdp` devices when given (> 0) and the rest on the data axis.
// `expert` devices of the slice go to the expert axis (1 for a dense model). Call meshProblem() on the result: it may
// not divide the slice.
Mesh meshFor(ShardingStrategy strategy, int devicesPerSlice, int tensor, int fsdp, int slices, int expert = 1);

// Why the mesh cannot run this model on this hardware (a mesh that does not divide the slice, a tensor degree larger
// than the attention heads or not dividing them, tensor parallelism across slices, ...); empty when it can.
QString meshProblem(const Mesh& mesh, const ModelSpec& model, const DeviceInfo& device);

} // namespace tpuplan
