// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The estimator options shared by estimate, max-batch and recommend.

#include "CliCommon.h"
#include "memory/MemoryJson.h"
#include "memory/MemoryModel.h"

namespace tpuplan::cli {

// The mesh and offload options as given (0 = not given); applySharding() makes the mesh once the device is known.
struct ShardingOptions
{
    MeshRequest request; // the mesh asked for (fsdp 0: what the other axes leave)
    int gpus = 0;
};

struct EstimatorInputs
{
    ModelSpec model;
    HeadConfig head;
    TrainingConfig config; // config.offload is set; config.mesh by applySharding()
    ShardingOptions sharding;
    bool runtimeGiven = false;
    // --batch as given: MaxText's per_device_batch_size, fractional under context or pipeline parallelism; turned into
    // config.batchPerDevice (sequences per batch group) once the mesh is known (0: not given)
    double batchGiven = 0;

    // Anything but a replica on each device of one slice or GPU with nothing offloaded: the output then shows the
    // mesh (without, it reads as before sharding was an option).
    bool meshGiven() const
    {
        const MeshRequest& r = sharding.request;
        return r.strategy != ShardingStrategy::Replicate || r.tensor > 1 || r.expert > 1 || r.context > 1 || r.stage > 1
            || r.slices > 1 || sharding.gpus > 1 || config.offload.any();
    }
};

// kWithSharding: --sharding, --fsdp, --tensor-parallel, --expert-parallel, --context-parallel, --pipeline-parallel,
// --microbatches, --virtual-stages, --slices, --devices and --offload, one configuration of them
// (the plan fields' options, with replicate and none as defaults instead of recommend's auto)
// kBatchAfterMesh: the caller lays the mesh out itself and then calls applyBatch() (diagnose).
enum EstimatorOptionSet { kWithBatch = 1, kWithHardware = 2, kWithSharding = 4, kBatchAfterMesh = 8 };

void addEstimatorOptions(Command& cmd, int optionSet);
// Reads the model and training options; prints the error and returns nullopt on bad input.
std::optional<EstimatorInputs> readEstimatorInputs(Command& cmd, int optionSet);
// Fits the mesh options to the resolved device: --devices makes a job of that many GPUs (refused on a TPU), the mesh
// comes from meshFor() and a mesh meshProblem() refuses is refused naming the option it comes from. False after
// printing the error.
bool applySharding(Command& cmd, EstimatorInputs& in, DeviceInfo& device);
// --batch per device times the mesh's batch group (context x stage, Mesh::batchGroup): the sequences of each group,
// refused naming --batch where that is not a whole number of at least 1. False after printing the error.
bool applyBatch(Command& cmd, EstimatorInputs& in);

} // namespace tpuplan::cli
