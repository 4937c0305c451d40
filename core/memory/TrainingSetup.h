// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelSpec.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

struct DeviceInfo;

enum class Precision { Fp32, Bf16Mixed, Fp16Mixed };
enum class OptimizerKind { AdamW, Adam, Adafactor, Sgd, Momentum, Lamb };
enum class CheckpointingKind { None, Full, EveryK, Selective };
// The program that runs the training step: XLA (TPU; also JAX/TF-XLA on GPU), PyTorch eager (GPU),
// TensorFlow graph mode without XLA (GPU).
enum class Runtime { Xla, PyTorch, TensorFlow };

struct Checkpointing
{
    CheckpointingKind kind = CheckpointingKind::None;
    int everyK = 2; // one checkpoint every K layers (EveryK only)

    bool operator==(const Checkpointing& o) const
    {
        return kind == o.kind && (kind != CheckpointingKind::EveryK || everyK == o.everyK);
    }
};

// The knobs of one training configuration on one device, beside the model itself.
struct TrainingConfig
{
    int seqLen = 512;
    int batchPerDevice = 8;
    Precision precision = Precision::Fp32;
    OptimizerKind optimizer = OptimizerKind::AdamW;
    Checkpointing checkpointing;
    bool dropout = true;
    Runtime runtime = Runtime::Xla;
    int accumulationSteps = 1;
};

QString precisionId(Precision p);
std::optional<Precision> precisionFromId(const QString& id);
QString optimizerId(OptimizerKind o);
std::optional<OptimizerKind> optimizerFromId(const QString& id);
QString runtimeId(Runtime r);
std::optional<Runtime> runtimeFromId(const QString& id);
// "none", "full", "selective", "every-3"
QString checkpointingId(const Checkpointing& c);
std::optional<Checkpointing> checkpointingFromId(const QString& id);
std::optional<HeadKind> headKindFromId(const QString& id);
// The word for a kind of checkpointing that a plan allows ("none", "full", "every-k", "selective"): every-k lets the
// planner try several K, so no K is part of it. FromId refuses "every-3" (a K is not a plan input).
QString checkpointingKindId(CheckpointingKind k);
std::optional<CheckpointingKind> checkpointingKindFromId(const QString& id);

// The runtime that trains on `device`: XLA on a TPU, else `gpuRuntime` (the plan's or the command's GPU runtime).
Runtime runtimeFor(const DeviceInfo& device, Runtime gpuRuntime);

QStringList precisionIds();
QStringList optimizerIds();
QStringList runtimeIds();

} // namespace tpuplan
