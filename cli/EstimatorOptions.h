// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The estimator options shared by estimate, max-batch and recommend.

#include "CliCommon.h"
#include "memory/MemoryJson.h"
#include "memory/MemoryModel.h"

namespace tpuplan::cli {

struct EstimatorInputs
{
    ModelSpec model;
    HeadConfig head;
    TrainingConfig config;
    bool runtimeGiven = false;
};

enum EstimatorOptionSet { kWithBatch = 1, kWithHardware = 2 };

void addEstimatorOptions(Command& cmd, int optionSet);
// Reads the model and training options; prints the error and returns nullopt on bad input.
std::optional<EstimatorInputs> readEstimatorInputs(Command& cmd, int optionSet);

} // namespace tpuplan::cli
