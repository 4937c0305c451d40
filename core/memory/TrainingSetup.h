// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Sharding.h"
#include "model/ModelSpec.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tpuplan {

struct DeviceInfo;

// Bf16: weights, gradients and optimizer states all in bf16, no fp32 master (torchtune's default dtype).
// Fp8Mixed and Int8Mixed: bf16-mixed whose layers' linear matmuls run in 8 bits (fp8: Transformer Engine, torchtitan
// float8, MaxText `quantization=fp8_full`; int8: AQT/Qwix, MaxText `quantization=int8`); attention, the LM head, norms
// and the collectives stay in bf16, master weights and optimizer states in fp32 (reference longctx.md section 3.1).
enum class Precision { Fp32, Bf16Mixed, Fp16Mixed, Bf16, Fp8Mixed, Int8Mixed };
// AdamW8bit: AdamW with block-wise 8-bit states (bitsandbytes AdamW8bit, torchao AdamW8bit; Dettmers et al. 2022).
enum class OptimizerKind { AdamW, Adam, Adafactor, Sgd, Momentum, Lamb, AdamW8bit };
// None, Full, EveryK and Selective (Korthikanti et al. 2022: attention internals recomputed) apply to every model.
// The others are placements of a decoder layer's named activations (RematPlacement below): MaxText's remat policies
// (`remat_policy`; MaxText's `full` is Full) keep the layer input plus the outputs of some matmuls on the device or
// offload them to host memory; SelectiveOps is torchtitan's op-level selective checkpointing; Custom is a placement
// the plan spells tensor by tensor (MaxText `remat_policy: custom`; reference maxtext-configs.md).
enum class CheckpointingKind {
    None,
    Full,
    EveryK,
    Selective,
    Minimal,
    SaveQkvProj,
    SaveDotExceptMlp,
    SaveDotExceptMlpwi,
    SaveDotWithContextExceptMlp,
    QkvProjOffloaded,
    MinimalOffloaded,
    SelectiveOps,
    Custom
};
// The named activations of a decoder layer, by MaxText's checkpoint names (src/maxtext/configs/base.yml, the custom
// remat tensors): the layer input, the q/k/v projections, the attention output (context), the output projection, the
// MLP's input projections (gate and up; mlpwi alone for an ungated MLP) and its output projection.
enum class LayerTensor { Input, Query, Key, Value, Context, OutProj, MlpWi0, MlpWi1, MlpWo, Count };
// Where a named activation lives between the forward and the backward pass.
enum class Placement : unsigned char { Remat, Device, Offload };
struct RematPlacement
{
    // MaxText's defaults for `remat_policy: custom`: the layer input on the device, everything else recomputed
    Placement at[int(LayerTensor::Count)]
        = {Placement::Device, Placement::Remat, Placement::Remat, Placement::Remat, Placement::Remat,
           Placement::Remat,  Placement::Remat, Placement::Remat, Placement::Remat};
    Placement operator[](LayerTensor t) const { return at[int(t)]; }
    Placement& operator[](LayerTensor t) { return at[int(t)]; }
    bool operator==(const RematPlacement& o) const
    {
        for (int i = 0; i < int(LayerTensor::Count); ++i)
            if (at[i] != o.at[i])
                return false;
        return true;
    }
    bool operator!=(const RematPlacement& o) const { return !(*this == o); }
    bool offloadsAny() const;
};
// How the loss holds the logits (docs/memory-model.md, "the loss"): Auto is the runtime's own (XLA fuses; PyTorch and
// TensorFlow run it eagerly); Eager keeps fp32 logits, their log-softmax and their gradient (F.cross_entropy on
// upcast logits, Hugging Face's loss); Fused keeps two logits-sized tensors in the compute dtype (XLA's fusion of the
// upcast, softmax and gradient; torchtitan's loss on one fp32 upcast; Liger-Kernel's fused linear cross-entropy).
enum class LossImpl { Auto, Eager, Fused };
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
    Checkpointing() = default;
    Checkpointing(CheckpointingKind k, int every = 2, RematPlacement p = {})
        : kind(k)
        , everyK(every)
        , placement(p)
    { }

    CheckpointingKind kind = CheckpointingKind::None;
    int everyK = 2; // one checkpoint every K layers (EveryK only)
    RematPlacement placement; // Custom only

    bool operator==(const Checkpointing& o) const
    {
        return kind == o.kind && (kind != CheckpointingKind::EveryK || everyK == o.everyK)
            && (kind != CheckpointingKind::Custom || placement == o.placement);
    }
};

// How a pipeline runs its stages (reference longctx.md section 2): the microbatches each optimizer step's batch is cut
// into (MaxText num_pipeline_microbatches, Megatron global batch / (micro batch x data ranks), torchtitan
// num_pp_microbatches) and the layer chunks each stage rank holds (1 = GPipe / 1F1B; more = Megatron's interleaved
// schedule, MaxText's circular pipeline with num_pipeline_repeats). Ignored without a stage axis.
struct PipelineConfig
{
    int microbatches = 1;
    int virtualStages = 1;
    bool operator==(const PipelineConfig& o) const
    {
        return microbatches == o.microbatches && virtualStages == o.virtualStages;
    }
    bool operator!=(const PipelineConfig& o) const { return !(*this == o); }
};

// The knobs of one training configuration on one device, beside the model itself.
struct TrainingConfig
{
    int seqLen = 512;
    // Sequences per device and micro-step, counting a group of devices that shares its sequences (the context and
    // stage axes, Mesh::batchGroup) as one device: per device without those axes. perDeviceBatch() is MaxText's
    // per_device_batch_size, fractional under context or pipeline parallelism.
    int batchPerDevice = 8;
    Precision precision = Precision::Fp32;
    OptimizerKind optimizer = OptimizerKind::AdamW;
    Checkpointing checkpointing;
    bool dropout = true;
    Runtime runtime = Runtime::Xla;
    int accumulationSteps = 1;
    AttentionImpl attention = AttentionImpl::Auto;
    int lossChunks = 1; // chunked / fused cross-entropy: the logits of one chunk are live at a time
    LossImpl loss = LossImpl::Auto;
    // bitsandbytes paged optimizers: the states live in CUDA unified memory, outside PyTorch's allocator, and are
    // evicted to host RAM when the GPU runs short (bitsandbytes documentation, "Paged optimizers", 2025)
    bool pagedOptimizer = false;
    // torchtune `optimizer_in_bwd`: each parameter is updated as soon as its gradient is ready and the gradient freed
    // (torchtune docs, "Fusing the optimizer step into the backward pass", 2024); needs accumulation 1
    bool optimizerInBackward = false;
    FinetuneMode finetune = FinetuneMode::Full;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::Qv;
    // how the job's devices split the work and the states (one device, replicated, by default) and what leaves the
    // device for the host (docs/sharding-model.md)
    Mesh mesh;
    PipelineConfig pipeline;
    Offload offload;
    double perDeviceBatch() const { return mesh.perDeviceBatch(batchPerDevice); }
    // the tokens of each sequence that one device of the context axis holds
    int seqLenPerDevice() const { return seqLen / std::max(1, mesh.context); }
    // Tokens of one micro-step on one device: the batch's sequences, each split over the context axis (a context group
    // of c devices holds batchPerDevice sequences, s / c tokens of each per device; reference longctx.md section 1.5).
    double tokensPerMicroStep() const { return double(batchPerDevice) * seqLen / std::max(1, mesh.context); }
    double capacityFactor = 0.0; // 0 = dropless (sparse_matmul / megablox, Megatron's default); > 0 = MaxText/Megatron
                                 // token dropping with this capacity factor
};

// How the devices of a context group exchange the keys and values attention needs (reference longctx.md section 1.1):
// MaxText's default all-gathers each layer's whole K and V (context_parallel_strategy "all_gather"); PyTorch's context
// parallelism passes them round a ring (Megatron --cp-comm-type p2p, torchtitan's ring attention).
enum class ContextScheme { AllGather, Ring };
ContextScheme contextSchemeFor(Runtime runtime);
QString contextSchemeId(ContextScheme scheme); // "all-gather", "ring"
// The elements of one token's keys and values in one layer, what context parallelism exchanges: 2 n_kv d, or under
// MLA the per-head K (d_nope + d_rope) and V (d_v) that the latent is decompressed into (reference moe.md section 4).
double kvElementsPerToken(const ModelSpec& model);

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
// Every precision, in the order precisionIds() lists them.
QVector<Precision> allPrecisions();
// fp32 master weights with a 16-bit compute copy: bf16-mixed, fp16-mixed and the 8-bit ones (whose matmul inputs are
// cast per matmul; the stored states are bf16-mixed's).
bool isMixedPrecision(Precision p);
// The layers' linear matmuls run in 8 bits (fp8-mixed, int8-mixed).
bool runsLowPrecisionMatmuls(Precision p);
// "fp8" or "int8" for the 8-bit precisions; empty otherwise.
QString lowPrecisionFormat(Precision p);
// Why `device` cannot run the 8-bit matmuls of `p` (no such unit, no figure in the catalog), naming the option and
// what to use instead; empty when it can, or when `p` is not an 8-bit precision.
QString lowPrecisionIncompatibility(Precision p, const DeviceInfo& device);
QString optimizerId(OptimizerKind o);
std::optional<OptimizerKind> optimizerFromId(const QString& id);
QString runtimeId(Runtime r);
std::optional<Runtime> runtimeFromId(const QString& id);
// "none", "full", "selective", "every-3", "minimal", "qkv_proj_offloaded", "custom:decoder_layer_input=offload,...";
// a custom placement lists the tensors whose placement differs from MaxText's custom defaults
QString checkpointingId(const Checkpointing& c);
// The placement a checkpointing kind keeps (the policy's; Custom's own); nullopt for None, EveryK and Selective,
// which are not placements of named tensors.
std::optional<RematPlacement> placementOf(const Checkpointing& c);
QString layerTensorId(LayerTensor t); // MaxText's checkpoint name: "decoder_layer_input", "query_proj", ...
QString placementId(Placement p); // "remat", "device", "offload"
// "decoder_layer_input=offload,query_proj=offload" over MaxText's custom defaults; nullopt (and the reason in
// `error`) for an unknown tensor or placement
std::optional<RematPlacement> rematPlacementFromText(const QString& text, QString* error = nullptr);
QString rematPlacementText(const RematPlacement& p);
QString lossImplId(LossImpl l);
std::optional<LossImpl> lossImplFromId(const QString& id);
QStringList lossImplIds();
// The loss the runtime runs when the plan says auto.
LossImpl resolvedLoss(LossImpl chosen, Runtime runtime);
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
