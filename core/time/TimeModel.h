// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Communication.h"
#include "catalog/Catalog.h"
#include "memory/TrainingSetup.h"
#include "model/ModelSpec.h"

#include <QString>

namespace tpuplan {

// Training FLOPs of one token (forward + backward), split so that the recompute of checkpointing can be added.
struct FlopsPerToken
{
    double layers = 0; // dense matmuls of the encoder layers: 6 * non-embedding parameters (Kaplan et al. 2020)
    double attention = 0; // QK^T and AV: 12 * L * h * keys attended per query
    double head = 0; // MLM transform and output projection (6 h^2 + 6 h V per predicted position)
    double recompute = 0; // the extra forward pass that gradient checkpointing recomputes
    double total() const { return layers + attention + head + recompute; }
    double model() const { return layers + attention + head; } // what MFU is quoted on (no recompute)
};

// Achieved model-FLOPs utilisation: the asymptote of a generation and runtime, scaled down for small per-chip work.
struct Efficiency
{
    double mfuMax = 0.45; // reached with large per-chip batches
    double halfTokensPerChip = 2048; // tokens per chip and step at which half of mfuMax is reached
    double blockSparseFactor = 0.6; // BigBird's gathers and rolls cost bandwidth, not FLOPs
    QString source;
    bool userSet = false;
};

struct StepTime
{
    FlopsPerToken flops;
    double mfu = 0; // the utilisation applied to this step
    double peakFlopsPerDevice = 0;
    double seconds = 0; // one optimizer step (all accumulation micro-steps): the largest of the three below
    double tokensPerSecond = 0; // across the whole job (every slice)
    double recomputeShare = 0; // extra time from checkpointing, share of the step without it
    double computeSeconds = 0; // the FLOPs at the utilisation above
    CommunicationTime communication;
    double exposedCommunicationSeconds = 0; // what of the communication compute does not hide
    StepBound bound = StepBound::Compute;
    // tokens per device and step below which the weights' traffic (gradient sync, FSDP gathers, DCN) stops hiding
    // behind compute; 0 when the step moves no weights
    double hideTokensPerDevice = 0;
    double tokensPerDevice = 0; // per optimizer step
};

FlopsPerToken flopsPerToken(const ModelSpec& model, const HeadConfig& head, const TrainingConfig& config);
// Default efficiency for a device and runtime (docs/time-model.md lists the runs behind each figure).
Efficiency defaultEfficiency(const DeviceInfo& device, Runtime runtime);
// The step time of a configuration on `device` (a slice or a GPU job; config.mesh says how its devices share the
// work): compute, and with `sharding` (the memory estimate's) the communication and host transfers, which overlap
// compute: the step is the largest of the three (docs/sharding-model.md section 5).
StepTime stepTime(const ModelSpec& model, const HeadConfig& head, const TrainingConfig& config,
                  const DeviceInfo& device, const Efficiency& efficiency, const ShardingDetail* sharding = nullptr);

} // namespace tpuplan
