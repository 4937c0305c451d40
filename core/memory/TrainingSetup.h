// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Sharding.h"
#include "model/ModelSpec.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

struct DeviceInfo;

// Bf16: weights, gradients and optimizer states all in bf16, no fp32 master (torchtune's default dtype).
enum class Precision { Fp32, Bf16Mixed, Fp16Mixed, Bf16 };
enum class OptimizerKind { AdamW, Adam, Adafactor, Sgd, Momentum, Lamb };
// None, Full, EveryK and Selective (Korthikanti et al. 2022) apply to every model; Minimal, SaveQkvProj and
// SaveDotExceptMlp are MaxText's remat policies (`remat_policy`; MaxText's `full` is Full), which keep the layer input
// plus the outputs of some matmuls (reference llm.md section 2).
enum class CheckpointingKind { None, Full, EveryK, Selective, Minimal, SaveQkvProj, SaveDotExceptMlp };
// How attention runs: Auto (a decoder on a TPU or a bf16-capable GPU: flash; otherwise eager), eager (the s x s
// probabilities are stored) or a flash kernel (FlashAttention-2 on GPUs, Pallas splash attention on TPUs: no s^2 term).
enum class AttentionImpl { Auto, Eager, Flash };
// Full training, LoRA adapters on a frozen base, or QLoRA (LoRA on a 4-bit NF4 base).
enum class FinetuneMode { Full, Lora, Qlora };
// The matrices LoRA adapts: q and v (Hu et al. 2021) or every linear projection of a layer (Dettmers et al. 2023).
enum class LoraTargets { Qv, AllLinear };
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
    AttentionImpl attention = AttentionImpl::Auto;
    int lossChunks = 1; // chunked / fused cross-entropy: the logits of one chunk are live at a time
    FinetuneMode finetune = FinetuneMode::Full;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::Qv;
    // how the job's devices split the work and the states (one device, replicated, by default) and what leaves the
    // device for the host (docs/sharding-model.md)
    Mesh mesh;
    Offload offload;
};

QString attentionImplId(AttentionImpl a);
std::optional<AttentionImpl> attentionImplFromId(const QString& id);
QString finetuneModeId(FinetuneMode f);
std::optional<FinetuneMode> finetuneModeFromId(const QString& id);
QString loraTargetsId(LoraTargets t);
std::optional<LoraTargets> loraTargetsFromId(const QString& id);
QStringList attentionImplIds();
QStringList finetuneModeIds();
QStringList loraTargetsIds();
// The attention that actually runs: Auto resolved for the model and the device (flash for a decoder on a TPU or a
// GPU with bf16, i.e. Ampere or newer, where FlashAttention-2 runs; eager otherwise and for encoders, as the seeds
// ran).
AttentionImpl resolvedAttention(const ModelSpec& model, AttentionImpl chosen, const DeviceInfo& device);
// The name of the kernel that resolvedAttention() picks, for reasons and reports ("splash attention (Pallas)",
// "FlashAttention-2", "eager attention").
QString attentionKernelName(AttentionImpl resolved, const DeviceInfo& device);

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
