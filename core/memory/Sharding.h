// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <algorithm>
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

// The axes of a mesh, in the order meshText() prints them. Each is one row of meshAxes(): what it divides and where
// its traffic runs; adding an axis is one row here, its member in Mesh and its terms in the memory and time models.
enum class MeshAxis { Data, Fsdp, Tensor, Expert, Context, Stage, Slices };
constexpr int kMeshAxisCount = 7;

// What the devices of one axis split between them (MeshAxisInfo::divides, a set of these bits).
enum MeshAxisDivides : unsigned {
    DividesBatch = 1u << 0, // the sequences of the step (each device of the axis runs others)
    DividesStates = 1u << 1, // weights, gradients and optimizer states (fsdp under ZeRO/FSDP; the context axis too)
    DividesMatrices = 1u << 2, // every weight matrix and the activations' hidden or head dimension (tensor)
    DividesLayers = 1u << 3, // the layer stack (pipeline stages)
    DividesExperts = 1u << 4, // the routed experts of a mixture of experts
    DividesSequence = 1u << 5, // the tokens of each sequence (context parallelism)
};

// Where an axis's collectives run: the slice's own links (ICI on a TPU; NVLink, then the node's network, in a GPU
// job) or the data-centre network between TPU slices.
enum class MeshLink { InsideSlice, BetweenSlices };

struct MeshAxisInfo
{
    MeshAxis axis;
    const char* id; // the axis's name in JSON ("mesh": {"context": 16}) and reports
    const char* option; // the CLI option and plan key (sharding.<key>, dashes as underscores) that sets it; "" = none
    unsigned divides;
    MeshLink link;
};

// The table of the mesh's axes, one row per MeshAxis in that order.
const MeshAxisInfo* meshAxes();
const MeshAxisInfo& meshAxis(MeshAxis axis);

// The devices of a job as a mesh: data x fsdp x tensor x expert x context x stage inside a slice (over ICI, or NVLink
// and the network in a GPU job), times slices over the data-centre network (MaxText ici_*_parallelism and
// dcn_data_parallelism). The strategy applies over the fsdp axis; the data axis holds replicas of what the fsdp axis
// shards. Each axis is a member, so that the arithmetic reads as the formulas of docs/sharding-model.md; size() reads
// them by MeshAxis for the code that walks the table.
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
    // Context parallelism (MaxText ici_context_parallelism, Megatron --context-parallel-size, torchtitan
    // context_parallel_degree; reference longctx.md section 1): each sequence's tokens are split over this axis.
    int context = 1;
    // Pipeline parallelism (MaxText ici_pipeline_parallelism, Megatron --pipeline-model-parallel-size, torchtitan
    // pipeline_parallel_degree; reference longctx.md section 2): the layer stack is cut into this many stages.
    int stage = 1;

    int size(MeshAxis axis) const;
    void setSize(MeshAxis axis, int devices);
    int devicesPerSlice() const { return data * fsdp * expert * tensor * context * stage; }
    int devices() const { return devicesPerSlice() * slices; }
    // The devices that hold one shard of the states between them (1 under Replicate): the fsdp axis, times the expert
    // axis, over which MaxText shards the non-expert weights as well ('embed' -> [..., 'expert'] in base.yml's
    // logical_axis_rules; the experts use 'embed_no_exp' and 'exp' -> 'expert') and Megatron's distributed optimizer
    // its data-parallel group, which holds the expert-parallel ranks (reference moe.md section 3.1), times the
    // context axis, which every framework folds into its state sharding ('embed' over fsdp, ..., context in base.yml;
    // torchtitan's FSDP over dp_shard x cp; Megatron's 6 + 12/(dp c) bytes per parameter: reference longctx.md
    // section 1.1). The routed experts are split over the expert axis whatever the strategy
    // (MemoryModel::shardStates).
    int shardDegree() const { return strategy == ShardingStrategy::Replicate ? 1 : fsdp * expert * context; }
    // The devices whose batch is one integer count of sequences: a context group holds each of its sequences in
    // slices, a pipeline holds them stage by stage (TrainingConfig::batchPerDevice counts per such group; tensor
    // parallelism keeps MaxText's per-device count, global = per_device_batch_size x devices).
    int batchGroup() const { return context * stage; }
    // The sequences of each batch group for a global batch, 0 where the groups do not split it evenly.
    int groupBatch(int globalBatch) const
    {
        const int groups = std::max(1, devices() / batchGroup());
        return globalBatch % groups == 0 ? globalBatch / groups : 0;
    }
    // MaxText's per_device_batch_size for `groupSequences` per batch group: 0.125 for 2 sequences over a context
    // group of 16 (reference longctx.md section 1.5).
    double perDeviceBatch(int groupSequences) const { return double(groupSequences) / batchGroup(); }
    // true when some axis but data and slices is longer than 1 or the strategy shards: more than replicas
    bool splitsModel() const;
    // true when each device holds less than a replica of the non-expert states: a shard degree above 1, or the tensor
    // or stage axis (the routed experts' own split over the expert axis is told apart, MemoryModel::shardStates)
    bool splitsStates() const { return shardDegree() > 1 || splits(DividesMatrices | DividesLayers); }
    // true when an axis with any of `divides` (MeshAxisDivides bits) is longer than 1
    bool splits(unsigned divides) const;
    bool operator==(const Mesh& o) const;
    bool operator!=(const Mesh& o) const { return !(*this == o); }
};

// The mesh a plan asks for; 0 on an axis leaves it to meshFor (fsdp: what the other axes leave) or to the search.
struct MeshRequest
{
    ShardingStrategy strategy = ShardingStrategy::Replicate;
    int tensor = 1;
    int fsdp = 0;
    int expert = 1;
    int context = 1;
    int stage = 1;
    int slices = 1;
};

// "fsdp 8 x tensor 1", "data 4 x fsdp 2 x tensor 1 x 2 slices": the mesh as a person reads it.
QString meshText(const Mesh& m);

// The mesh a request gives on `devicesPerSlice` devices: the tensor, expert, context and stage axes as asked; what
// they leave goes to the data axis under Replicate, else to the fsdp axis (or `fsdp` devices when given, > 0, and the
// rest to the data axis). Call meshProblem() on the result: it may not divide the slice.
Mesh meshFor(const MeshRequest& request, int devicesPerSlice);
// The same, for the axes of a dense model without sequence or layer splits.
Mesh meshFor(ShardingStrategy strategy, int devicesPerSlice, int tensor, int fsdp, int slices, int expert = 1);

// Why the mesh cannot run this model on this hardware (a mesh that does not divide the slice, a tensor degree larger
// than the attention heads or not dividing them, tensor parallelism across slices, ...); empty when it can.
QString meshProblem(const Mesh& mesh, const ModelSpec& model, const DeviceInfo& device);

// The option (MeshAxisInfo::option, "tensor-parallel", "context-parallel", ...) that a request's problem on `device`
// comes from: the first given axis without which the mesh would work, else the first given axis; "sharding" when the
// request gives none.
QString meshProblemOption(const MeshRequest& request, const ModelSpec& model, const DeviceInfo& device);

} // namespace tpuplan
