// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RuntimeProfile.h"
#include "TrainingSetup.h"
#include "catalog/Catalog.h"
#include "model/ModelSpec.h"

#include <QString>

namespace tpuplan {

// Bytes per device, by what holds them.
struct MemoryBreakdown
{
    double parameters = 0;
    double gradients = 0; // includes the gradient-accumulation buffer where the runtime keeps one
    double optimizerStates = 0;
    double activations = 0; // after the runtime's activation factor
    double runtimeOverhead = 0; // XLA reservation / CUDA context / allocator slack / update temporaries
    double sharding = 0; // what sharding adds back: gathered weights of the unit computed, communication buffers

    double total() const { return parameters + gradients + optimizerStates + activations + runtimeOverhead + sharding; }
};

// How the activation figure was built, so that a person can follow it (and the GUI/report can show it).
struct ActivationDetail
{
    int effectiveSeqLen = 0; // padded to the BigBird block size where block-sparse attention runs
    bool blockSparse = false; // block-sparse attention actually used
    bool fellBackToFull = false; // block-sparse model on a sequence too short for the sparse pattern
    double perLayer = 0; // one layer, everything stored for backward (bytes, before the factor)
    double attentionScoresPerLayer = 0; // the s^2 (or sparse) part of perLayer
    double storedAcrossLayers = 0; // what stays across the backward pass for all layers
    double transientPeak = 0; // what recomputation holds at once during backward
    double offloadedAcrossLayers = 0; // what the checkpointing placement sends to host memory (before the factor)
    double embeddings = 0;
    double head = 0; // MLM transform and logits, or the classifier, or the causal-LM head
    double logits = 0; // the part of `head` that is logits-sized (bytes per logit x b s V, chunked where asked)
    double logitBytesPerElement = 0; // what the loss keeps per logit (docs/memory-model.md, "the loss")
    LossImpl loss = LossImpl::Eager; // the loss that runs (auto resolved for the runtime)
    double adapters = 0; // LoRA's rank-r intermediates at the peak (in storedAcrossLayers or transientPeak)
    bool flashAttention = false; // the attention kernel keeps no s x s probabilities
    double factor = 1.0; // the runtime's activation factor applied to the sum
    // pipeline parallelism under MaxText: the stage inputs its scan saves, one per iteration (in storedAcrossLayers)
    double stageInputs = 0;
    // Context parallelism (docs/sharding-model.md section 12): the keys and values of other devices' tokens that one
    // layer's attention holds while it runs, beside the recompute peak (the whole sequence's K and V under MaxText's
    // all-gather, two chunks of s / c tokens round a ring); 0 without a context axis
    double contextKvBuffer = 0;
    int contextDegree = 1; // the context axis the per-token activations were divided by

    // What the logits hold on the device, after the runtime's factor (the line estimate and reports show).
    double logitsBytes() const { return factor * logits; }
    double contextKvBytes() const { return factor * contextKvBuffer; } // after the runtime's factor
};

// The fine-tuning part of the model states: the frozen base and the adapters that train.
struct AdapterDetail
{
    qint64 adapterParameters = 0; // LoRA's A and B matrices over every adapted projection
    double baseWeights = 0; // the frozen base (4-bit NF4 under QLoRA, the layers' matrices only)
    double adapterWeights = 0;
    double adapterGradients = 0;
    double adapterOptimizerStates = 0;
};

struct OverheadDetail
{
    double xlaReservation = 0;
    double cudaContext = 0;
    double allocatorSlack = 0;
    double updateTemporaries = 0; // what the update's temporaries add beyond the activations they replace
    double updateTemporariesLive = 0; // the temporaries themselves (live after the backward pass)
    double dequantization = 0; // QLoRA: the one base matrix dequantised to bf16 at a time
};

// What the mesh and host offload did to the model states (docs/sharding-model.md sections 1-3), per device.
struct ShardingDetail
{
    Mesh mesh;
    Offload offload;
    bool deepSpeedLayout = false; // PyTorch under ZeRO: 16-bit weights and gradients, fp32 master with the optimizer
    // pipeline parallelism: the states per device the mesh would leave without the stage axis (shardedStates is the
    // stage's share of them; equal without a stage axis)
    double stageUnsplitStates = 0;
    double replicatedStates = 0; // weights + gradients + optimizer states of a full replica (no mesh at all)
    double shardedStates = 0; // the same after the strategy, before offload
    int gatheredLayers = 0; // layers whose full weights are on the device at once (FSDP: 2 with prefetch)
    double gatheredWeights = 0; // those layers' weights in the compute dtype, plus one layer's unsharded gradient
    double communicationBuffers = 0; // DDP's gradient buckets, DeepSpeed's reduce and all-gather buckets
    // bytes moved to the host, per device
    double offloadedOptimizer = 0;
    double offloadedParameters = 0;
    double offloadedActivations = 0;
    // bitsandbytes paged optimizer states: in CUDA unified memory, outside the allocator's statistics and evicted to
    // host RAM when the GPU runs short; not in the device total
    double pagedOptimizer = 0;
    double hostBytesPerHost = 0; // the offloaded bytes of every device of one host
    double hostRamBytes = 0; // that host's RAM (catalog); 0 = not known, not checked
    bool hostFits = true;
    // bytes each device moves per optimizer step, for the time model
    double hostTransferBytes = 0; // over PCIe (offload)
    double weightBytes = 0; // the 16-bit (fp32 under fp32) weights of the device's tensor-parallel shard, unsharded
    double gradientBytes = 0; // the trainable weights' gradients in the same dtype
    // the routed experts' weights + gradients + optimizer states on this device (in the totals above): split over
    // the expert axis and, as the strategy shards, the fsdp axis (docs/sharding-model.md, "mixture of experts")
    double expertStates = 0;
    double expertStatesUnsplit = 0; // the same before the expert and fsdp axes split them (after tensor parallelism)
    double offloadedBytes() const { return offloadedOptimizer + offloadedParameters + offloadedActivations; }
};

// The memory a plan may fill on a device: what the safety margin (a share of the device kept free) leaves.
inline double usableMemoryBytes(double deviceMemoryBytes, double safetyMargin)
{
    return deviceMemoryBytes * (1.0 - safetyMargin);
}

struct MemoryEstimate
{
    MemoryBreakdown memory;
    ActivationDetail activation;
    OverheadDetail overhead;
    AdapterDetail adapters; // all zero for full training
    ShardingDetail sharding;
    double deviceMemory = 0;
    bool fits = false;
    double headroom = 0; // deviceMemory - total; negative when it does not fit
    qint64 parameterCount = 0;
    // fp8-mixed: the fp8 copy of the linear layers' weights (in memory.parameters; docs/memory-model.md)
    double lowPrecisionWeights = 0;
    // Pipeline parallelism (docs/sharding-model.md section 13): the stage this estimate is of, of stageCount (the
    // heaviest, whose total decides the fit), its layers and the microbatches whose activations it holds at its
    // peak; stage 0 of 1 with every layer without a stage axis
    int stageIndex = 0;
    int stageCount = 1;
    int stageLayers = 0;
    double stageInFlight = 1;
};

// Why a context axis of `context` devices cannot split this model's sequences (docs/sharding-model.md section 12;
// reference longctx.md section 1.4): an encoder (MaxText, Megatron and torchtitan split a causal decoder's
// sequence), attention that does not resolve to a flash kernel (the context-parallel attention of MaxText, Transformer
// Engine and PyTorch is built into their flash/fused kernels), or a sequence that does not cut into 2c equal chunks,
// so that each device holds one early and one late chunk of the causal mask (Megatron-Bridge and TRL require
// s % 2c == 0; MaxText's context_parallel_load_balance reorders the same way). Empty when it can; each message names
// --context-parallel.
QString contextParallelProblem(const ModelSpec& model, int context, int seqLen, AttentionImpl attention);

// The kinds of layer one decoder stack can hold (attention kind x dense or MoE MLP: six at most today).
constexpr int kMaxLayerKinds = 8;

// The per-device training-memory model of docs/memory-model.md. Construct once per model and head; estimate() is
// pure arithmetic (no allocation) so that the planner can call it millions of times.
class MemoryModel
{
public:
    MemoryModel(const ModelSpec& model, const HeadConfig& head);

    MemoryEstimate estimate(const TrainingConfig& config, const DeviceInfo& device,
                            const RuntimeProfile& profile) const;
    // Every stage of the config's pipeline, first to last (one estimate without a stage axis): for the detail of
    // reports and charts; estimate() gives the heaviest without allocating.
    QVector<MemoryEstimate> stageEstimates(const TrainingConfig& config, const DeviceInfo& device,
                                           const RuntimeProfile& profile) const;
    // The largest batch per device whose total stays within (1 - safetyMargin) of the device's memory; 0 if none.
    int maxBatch(TrainingConfig config, const DeviceInfo& device, const RuntimeProfile& profile,
                 double safetyMargin = 0.0) const;

    // Why this configuration cannot run at all (sequence longer than the model's positions, fp16 on a TPU, ...);
    // an empty string when it can.
    QString incompatibility(const TrainingConfig& config, const DeviceInfo& device) const;

    const ModelSpec& model() const { return m_model; }
    const HeadConfig& head() const { return m_head; }
    qint64 parameterCount() const { return m_parameters; }

    static constexpr int kMaxBatchSearchLimit = 1 << 20;

private:
    ModelSpec m_model;
    HeadConfig m_head;
    // One stage of a pipeline: its share of the states and of the layers, the microbatches it holds, what it hosts
    // (the embedding on the first, the final norm and the LM head on the last). The default is the whole model.
    struct StageShare
    {
        int index = 0;
        int count = 1;
        int layers = 0;
        double states = 1.0; // the stage's parameters over the model's
        double layerShare = 1.0; // its layers over the model's
        double inFlight = 1.0; // microbatches whose activations it holds (inFlightMicrobatches)
        double micro = 1.0; // one microbatch over the micro-step's sequences: 1 / m
        int savedInputs = 0; // MaxText: the stage inputs its scan saves (0 under PyTorch)
        int virtualStages = 1;
        bool first = true;
        bool last = true;
    };
    StageShare stageShare(const TrainingConfig& config, int k) const;
    MemoryEstimate estimateStage(const TrainingConfig& config, const DeviceInfo& device, const RuntimeProfile& profile,
                                 const StageShare& stage) const;
    void scaleStatesToStage(const StageShare& stage, MemoryEstimate& e) const;
    void stageActivations(const TrainingConfig& config, const StageShare& stage, ActivationDetail& detail) const;
    // Adapter sizes per layer for one rank: sum over adapted matrices of (d_in + d_out), and their count.
    struct LoraShape
    {
        double inPlusOut = 0;
        int matrices = 0;
    };
    LoraShape loraShape(LoraTargets targets) const;
    QString trainingCodeIncompatibility(const TrainingConfig& config, const DeviceInfo& device) const;
    double lowPrecisionWeightCopy(const TrainingConfig& config, const DeviceInfo& device) const;
    // The token copies an MoE layer's experts hold per token: K, K x CF when dropping, K x min(EP, E/K) for MaxText's
    // dropless buffer with expert parallelism (reference moe.md section 3.2).
    double routedSlots(const TrainingConfig& config) const;
    // The weights of the layer an FSDP or offloaded run gathers at once, per device (the largest kind's).
    double gatheredLayerParameters(const Mesh& mesh) const;
    void initExperts(const QVector<ParamTensor>& tensors);
    // The routed experts' weights, gradients, optimizer states and frozen base (bytes, before the mesh shards them).
    struct ExpertPart
    {
        double weights = 0;
        double grads = 0;
        double states = 0;
        double base = 0;
    };
    ExpertPart expertPart(const TrainingConfig& config, const RuntimeProfile& profile, const MemoryBreakdown& raw,
                          bool deepSpeedLayout, double stageStates) const;
    double contextKvBuffer(const TrainingConfig& config) const;
    double decoderActivations(const TrainingConfig& config, const DeviceInfo& device, const RuntimeProfile& profile,
                              ActivationDetail& detail) const;
    double encoderActivations(const TrainingConfig& config, const RuntimeProfile& profile,
                              ActivationDetail& detail) const;
    void modelStates(const TrainingConfig& config, const DeviceInfo& device, const RuntimeProfile& profile,
                     MemoryEstimate& e) const;
    // `stageStates`: the share of the parameters a pipeline stage holds (1 without a stage axis)
    void shardStates(const TrainingConfig& config, const DeviceInfo& device, const RuntimeProfile& profile,
                     MemoryEstimate& e, double stageStates) const;
    void offload(const TrainingConfig& config, const DeviceInfo& device, const RuntimeProfile& profile,
                 MemoryEstimate& e) const;

    // The share of the model's weights one device holds under tensor parallelism of degree `tensor`.
    double tensorScale(int tensor) const;
    double computeTensorScale(int tensor) const;

    static constexpr int kCachedTensorScales = 9; // degrees 0..8: the planner's search tries 1, 2, 4 and 8
    qint64 m_parameters = 0;
    double m_adafactorStateElements = 0;
    double m_layerMatrixParameters = 0;
    double m_largestLayerMatrix = 0;
    double m_largestTensor = 0; // the largest single weight tensor (optimizer in the backward pass frees the others)
    double m_matrixParameters = 0; // every 2-D weight: what tensor parallelism divides (vectors stay replicated)
    double m_layerParameters = 0; // one transformer layer
    // Mixture of experts: the routed experts' parameters (every MoE layer's, the trained MTP layer's too), the 2-D
    // ones among them, and per layer: a dense layer, an MoE layer without and with its routed experts
    double m_expertParameters = 0;
    double m_expertMatrixParameters = 0;
    double m_denseLayerParameters = 0;
    double m_moeLayerSharedParameters = 0;
    double m_moeLayerExpertParameters = 0;
    // the parameters of layers 0 .. i-1, i = 0 .. L (a pipeline stage's are a difference of two); the embedding and
    // what the last stage holds beside its layers (final norm, untied LM head, MTP layers; a tied embedding's copy)
    QVector<double> m_layerPrefix;
    double m_embeddingParameters = 0;
    double m_lastStageExtra = 0;
    LayerGroup m_stack[kMaxLayerKinds];
    int m_kinds = 0;
    LoraShape m_loraQv;
    LoraShape m_loraAllLinear;
    double m_tensorScales[kCachedTensorScales] = {};
};

} // namespace tpuplan
