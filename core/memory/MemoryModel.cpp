// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryModel.h"

#include "Pipeline.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {

// NF4 with double quantisation: 4.127 bits per parameter (Dettmers et al. 2023, arXiv 2305.14314 §2)
constexpr double kNf4BytesPerParam = 4.127 / 8.0;

// Adafactor with a factored second moment and no momentum keeps r + c accumulators per r x c matrix and a full
// accumulator per vector (Shazeer & Stern 2018, arXiv 1804.04235; memory.md section 1.2).
double adafactorElements(const QVector<ParamTensor>& tensors)
{
    double n = 0;
    for (const ParamTensor& t : tensors)
        n += (t.cols > 0 ? double(t.rows + t.cols) : double(t.rows)) * t.count;
    return n;
}

double optimizerBytesPerParam(OptimizerKind o)
{
    switch (o) {
    case OptimizerKind::Adam:
    case OptimizerKind::AdamW:
    case OptimizerKind::Lamb: // m and v; LAMB's trust ratio is per layer (You et al. 2019, arXiv 1904.00962)
        return 8.0;
    case OptimizerKind::Momentum: // one momentum buffer (HF model_memory_anatomy.md)
        return 4.0;
    case OptimizerKind::AdamW8bit:
        // m and v in 8 bits with one fp32 absmax per block of 2,048 values each (Dettmers et al. 2022, "8-bit
        // Optimizers via Block-wise Quantization", arXiv 2110.02861 §2; bitsandbytes AdamW8bit, torchao AdamW8bit)
        return 2.0 + 2.0 * 4.0 / 2048.0;
    case OptimizerKind::Sgd:
    case OptimizerKind::Adafactor: // counted per tensor instead
        return 0.0;
    }
    return 0.0;
}

// What the loss keeps per logit at its peak (docs/memory-model.md, "the loss"). Fused under XLA: the logits in the
// compute dtype p, their fp32 upcast, softmax and gradient fused into one elementwise pass that writes the gradient
// over the logits' own buffer (XLA's buffer assignment shares an elementwise fusion's output with an operand that dies
// there); fused elsewhere: one fp32 tensor (torchtitan's loss on the upcast logits; Liger-Kernel's fused linear
// cross-entropy per chunk). Eager: the output in the compute dtype where it is not fp32 already, and `copies` fp32
// tensors (the upcast, the log-softmax F.cross_entropy saves, the gradient; Gemma 2's soft-capped copy besides).
// Chunks: a fused loss holds one chunk (MaxText num_vocab_tiling, Liger-Kernel); an eager chunked loss (torchtune
// CEWithChunkedOutputLoss) keeps the model's whole output in the compute dtype and upcasts one chunk at a time.
double lossBytesPerLogit(LossImpl loss, Runtime runtime, int chunks, double p, int eagerCopies)
{
    const double n = std::max(1, chunks);
    if (loss == LossImpl::Fused)
        return (runtime == Runtime::Xla ? p : 4.0) / n;
    const double output = p < 4.0 ? p : 0.0;
    return n > 1 ? output + 4.0 * eagerCopies / n : output + 4.0 * eagerCopies;
}
} // namespace

MemoryModel::MemoryModel(const ModelSpec& model, const HeadConfig& head)
    : m_model(model)
    , m_head(head)
{
    QVector<ParamTensor> tensors = modelTensors(model);
    tensors += headTensors(model, head);
    m_parameters = countParameters(tensors);
    m_adafactorStateElements = adafactorElements(tensors);
    m_layerMatrixParameters = double(layerMatrixParameters(model));
    m_largestLayerMatrix = double(largestLayerMatrix(model));
    for (const ParamTensor& t : tensors) {
        if (t.cols > 0)
            m_matrixParameters += double(t.elements());
        m_largestTensor = std::max(m_largestTensor, double(t.cols > 0 ? t.rows * t.cols : t.rows));
    }
    m_layerParameters = model.layers > 0 ? double(parameterBreakdown(model).layers) / model.layers : 0.0;
    const QVector<LayerGroup> stack = layerStack(model);
    for (const LayerGroup& g : stack) {
        // more kinds than the stack can hold (none today) count as the last one's, which is then approximate
        if (m_kinds < kMaxLayerKinds)
            m_stack[m_kinds++] = g;
        else
            m_stack[kMaxLayerKinds - 1].count += g.count;
    }
    if (model.isMoe())
        initExperts(tensors);
    // the layers' parameters in order, for the stages of a pipeline; the last stage holds the final norm, the untied
    // LM head (a tied one's copy of the embedding: Megatron-LM keeps it on the last stage and all-reduces its
    // gradient with the first's) and the MTP layers (reference longctx.md section 2.2)
    const ParameterBreakdown parts = parameterBreakdown(model);
    m_embeddingParameters = double(parts.embeddings);
    m_lastStageExtra = double(parts.head + parts.mtp) + (model.tiedEmbeddings ? m_embeddingParameters : 0.0);
    m_layerPrefix.resize(model.layers + 1);
    m_layerPrefix[0] = 0;
    for (int i = 0; i < model.layers; ++i) {
        const double layer = !model.isMoe() ? m_layerParameters
            : layerAt(model, i).moe         ? m_moeLayerSharedParameters + m_moeLayerExpertParameters
                                            : m_denseLayerParameters;
        m_layerPrefix[i + 1] = m_layerPrefix[i] + layer;
    }
    const double h = model.hiddenSize;
    const double q = double(model.queryDim());
    const double kv = double(model.kvDim());
    const double i = model.intermediateSize;
    m_loraQv = LoraShape{(h + q) + (h + kv), 2};
    const bool gated = model.mlp == MlpKind::Gated;
    m_loraAllLinear = LoraShape{(h + q) + 2 * (h + kv) + (q + h) + (gated ? 2 : 1) * (h + i) + (i + h), gated ? 7 : 6};
    // the per-device share of the weights at the tensor degrees the planner searches (two divisions per estimate
    // otherwise)
    for (int t = 0; t < kCachedTensorScales; ++t)
        m_tensorScales[t] = computeTensorScale(t);
}

// The routed experts' share of the parameters and the weights of each kind of layer (moe.md section 1.2).
void MemoryModel::initExperts(const QVector<ParamTensor>& tensors)
{
    for (const ParamTensor& t : tensors) {
        if (!t.name.contains(QLatin1String("moe.experts.")))
            continue;
        m_expertParameters += double(t.elements());
        if (t.cols > 0)
            m_expertMatrixParameters += double(t.elements());
    }
    const ParameterBreakdown b = parameterBreakdown(m_model);
    int moeLayers = 0;
    for (int i = 0; i < m_model.layers; ++i)
        moeLayers += layerAt(m_model, i).moe ? 1 : 0;
    const int denseLayers = m_model.layers - moeLayers;
    const double common = double(b.attention + b.norms) / std::max(1, m_model.layers);
    m_denseLayerParameters = denseLayers > 0 ? common + double(b.denseMlp) / denseLayers : 0.0;
    m_moeLayerSharedParameters = common + double(b.router + b.sharedExperts) / std::max(1, moeLayers);
    m_moeLayerExpertParameters = double(b.routedExperts) / std::max(1, moeLayers);
}

double MemoryModel::gatheredLayerParameters(const Mesh& mesh) const
{
    if (m_expertParameters <= 0)
        return m_layerParameters;
    // an MoE layer gathers the experts of its own expert group only: E / EP of them (MaxText shards 'exp' over the
    // expert axis and gathers over fsdp)
    return std::max(m_denseLayerParameters,
                    m_moeLayerSharedParameters + m_moeLayerExpertParameters / std::max(1, mesh.expert));
}

double MemoryModel::computeTensorScale(int tensor) const
{
    // tensor parallelism divides every weight matrix (Megatron's column- and row-parallel projections, the
    // vocabulary-parallel embedding; Shoeybi et al. 2019 §3); vectors (norms, biases) stay whole on each device
    const double P = double(m_parameters);
    const double t = std::max(1, tensor);
    return P > 0 ? (m_matrixParameters / t + (P - m_matrixParameters)) / P : 1.0;
}

double MemoryModel::tensorScale(int tensor) const
{
    return tensor >= 0 && tensor < kCachedTensorScales ? m_tensorScales[tensor] : computeTensorScale(tensor);
}

MemoryModel::LoraShape MemoryModel::loraShape(LoraTargets targets) const
{
    return targets == LoraTargets::Qv ? m_loraQv : m_loraAllLinear;
}

QString MemoryModel::incompatibility(const TrainingConfig& c, const DeviceInfo& d) const
{
    if (c.seqLen < 1)
        return QCoreApplication::translate("MemoryModel", "the sequence length must be at least 1");
    if (c.seqLen > m_model.maxPositions)
        return QCoreApplication::translate("MemoryModel", "%1 tokens exceed the model's %2 position embeddings")
            .arg(c.seqLen)
            .arg(m_model.maxPositions);
    if (c.batchPerDevice < 1)
        return QCoreApplication::translate("MemoryModel", "the batch per device must be at least 1");
    if (m_model.isDecoder() && m_head.kind != HeadKind::CausalLm)
        return QCoreApplication::translate("MemoryModel", "%1 is a decoder: it trains with the causal-lm head")
            .arg(m_model.name);
    if (!m_model.isDecoder() && m_head.kind == HeadKind::CausalLm)
        return QCoreApplication::translate("MemoryModel", "the causal-lm head needs a decoder model; %1 is an encoder")
            .arg(m_model.name);
    if (d.isTpu && c.runtime == Runtime::TensorFlow && d.tensorflowUnsupported)
        return QCoreApplication::translate("MemoryModel",
                                           "TensorFlow is not supported on %1 (Cloud TPU documentation): use JAX or "
                                           "PyTorch, through the xla runtime")
            .arg(d.generationName);
    if (d.isTpu && c.runtime != Runtime::Xla)
        return QCoreApplication::translate("MemoryModel",
                                           "on a TPU every framework compiles through XLA: use the xla runtime");
    if (d.isTpu && c.precision == Precision::Fp16Mixed)
        return QCoreApplication::translate("MemoryModel", "TPUs have no fp16 arithmetic: use bf16-mixed or fp32");
    if (!d.isTpu && (c.precision == Precision::Bf16Mixed || c.precision == Precision::Bf16) && !d.bf16)
        return QCoreApplication::translate("MemoryModel", "%1 has no bf16 support: use fp16-mixed or fp32")
            .arg(d.hardware);
    if (QString why = lowPrecisionIncompatibility(c.precision, d); !why.isEmpty())
        return why;
    if (runsLowPrecisionMatmuls(c.precision) && c.finetune != FinetuneMode::Full)
        return QCoreApplication::translate("MemoryModel",
                                           "--precision %1 trains every linear layer in 8 bits: use bf16-mixed with "
                                           "LoRA or QLoRA")
            .arg(precisionId(c.precision));
    if (runsLowPrecisionMatmuls(c.precision) && c.runtime == Runtime::TensorFlow)
        return QCoreApplication::translate("MemoryModel",
                                           "--precision %1 has no TensorFlow recipe: use the pytorch runtime "
                                           "(Transformer Engine, torchtitan float8) or xla (MaxText)")
            .arg(precisionId(c.precision));
    if (c.attention == AttentionImpl::Flash && m_model.attention == AttentionKind::BlockSparse)
        return QCoreApplication::translate("MemoryModel",
                                           "block-sparse attention has no flash kernel: use --attention eager");
    if (c.attention == AttentionImpl::Flash && !d.isTpu && !d.bf16)
        return QCoreApplication::translate("MemoryModel",
                                           "FlashAttention-2 needs an Ampere or newer GPU; %1 runs eager attention")
            .arg(d.hardware);
    // bitsandbytes' NF4 kernels are CUDA kernels (Dettmers et al. 2023; bitsandbytes README, 2025): no TPU build
    if (c.finetune == FinetuneMode::Qlora && d.isTpu)
        return QCoreApplication::translate("MemoryModel",
                                           "QLoRA's 4-bit NF4 base (bitsandbytes) runs on CUDA GPUs only: use LoRA "
                                           "on a TPU");
    if (c.finetune != FinetuneMode::Full && c.loraRank < 1)
        return QCoreApplication::translate("MemoryModel", "the LoRA rank must be at least 1");
    if (QString why
        = contextParallelProblem(m_model, c.mesh.context, c.seqLen, resolvedAttention(m_model, c.attention, d));
        !why.isEmpty())
        return why;
    return trainingCodeIncompatibility(c, d);
}

// What a context axis needs of the model and the sequence (docs/sharding-model.md section 12; reference longctx.md
// section 1.4): a decoder (MaxText, Megatron and torchtitan split a causal decoder's sequence), a flash kernel (the
// context-parallel attention of MaxText, Transformer Engine and PyTorch is built into their flash/fused attention:
// an eager s x s softmax has no context-parallel form there) and a sequence cut into 2c equal chunks, so that each
// device holds one early and one late chunk of the causal mask (Megatron-Bridge and TRL require s % 2c == 0;
// MaxText's context_parallel_load_balance reorders the same way).
QString contextParallelProblem(const ModelSpec& model, int context, int seqLen, AttentionImpl attention)
{
    if (context <= 1)
        return QString();
    if (!model.isDecoder())
        return QCoreApplication::translate("MemoryModel",
                                           "--context-parallel %1: context parallelism splits a decoder's sequence "
                                           "(MaxText, Megatron, torchtitan); %2 is an encoder")
            .arg(context)
            .arg(model.name);
    if (attention != AttentionImpl::Flash)
        return QCoreApplication::translate("MemoryModel",
                                           "--context-parallel %1 runs inside the flash attention kernels (MaxText's "
                                           "splash attention, Transformer Engine's fused attention): eager attention "
                                           "has none; use --attention flash on hardware that runs it")
            .arg(context);
    if (seqLen % (2 * context) != 0)
        return QCoreApplication::translate("MemoryModel",
                                           "--context-parallel %1 cuts each sequence into 2 x %1 = %2 equal chunks "
                                           "for causal load balancing: %3 tokens are not a multiple of %2")
            .arg(context)
            .arg(2 * context)
            .arg(seqLen);
    return QString();
}

// The options that belong to one training library (bitsandbytes, torchtune) or that a placement cannot express.
QString MemoryModel::trainingCodeIncompatibility(const TrainingConfig& c, const DeviceInfo& d) const
{
    // a pipeline's schedule: what the frameworks assert (docs/sharding-model.md section 13)
    if (QString why = pipelineProblem(m_model, c); !why.isEmpty())
        return why;
    // bitsandbytes' and torchao's 8-bit optimizers and bitsandbytes' paged optimizers are CUDA kernels
    if (c.optimizer == OptimizerKind::AdamW8bit && (d.isTpu || c.runtime != Runtime::PyTorch))
        return QCoreApplication::translate("MemoryModel",
                                           "8-bit AdamW (bitsandbytes, torchao) runs on CUDA GPUs under PyTorch only");
    if (c.pagedOptimizer && (d.isTpu || c.runtime != Runtime::PyTorch))
        return QCoreApplication::translate("MemoryModel",
                                           "paged optimizers (bitsandbytes) run on CUDA GPUs under PyTorch only");
    if (c.optimizerInBackward && c.runtime != Runtime::PyTorch)
        return QCoreApplication::translate("MemoryModel",
                                           "the optimizer step in the backward pass is torchtune's (PyTorch) option");
    if (c.optimizerInBackward && c.accumulationSteps > 1)
        return QCoreApplication::translate("MemoryModel",
                                           "the optimizer step in the backward pass frees each gradient at once: it "
                                           "cannot accumulate gradients over micro-batches");
    if (c.checkpointing.kind == CheckpointingKind::Custom
        && c.checkpointing.placement[LayerTensor::Input] == Placement::Remat)
        return QCoreApplication::translate("MemoryModel",
                                           "decoder_layer_input cannot be recomputed: it is where recomputation starts "
                                           "(keep it on the device or offload it)");
    return QString();
}

void MemoryModel::modelStates(const TrainingConfig& c, const DeviceInfo& d, const RuntimeProfile& rp,
                              MemoryEstimate& e) const
{
    (void)d;
    const double P = static_cast<double>(m_parameters);
    const bool fp32 = c.precision == Precision::Fp32;
    const bool pureBf16 = c.precision == Precision::Bf16;
    // bytes per trainable parameter: weights (fp32 master and the 16-bit copy where kept), gradients, optimizer
    // states; pure bf16 keeps each in 2 bytes (torchtune `dtype: bf16`, memory.md 1.1)
    const double weightBytes = fp32 ? 4.0 : (pureBf16 ? 2.0 : rp.mixedWeightBytesPerParam);
    const double gradBytes = pureBf16 ? 2.0 : 4.0; // fp32 gradients under mixed precision (HF model_memory_anatomy.md)
    const double stateScale = pureBf16 ? 0.5 : 1.0;
    // a frozen base is held as loaded: in 16 bits for pure 16-bit training (torchtune, LitGPT bf16-true, a model
    // loaded with torch_dtype=bfloat16), in fp32 under fp32 and under mixed precision, where autocast casts each
    // weight per matmul (PEFT's examples/sft/utils.py loads the unquantised base in float32, 2024)
    const double frozenBytes = pureBf16 ? 2.0 : 4.0;

    double trainable = P;
    double adafactorElements = m_adafactorStateElements;
    AdapterDetail& ad = e.adapters;
    if (c.finetune == FinetuneMode::Full) {
        e.memory.parameters = P * weightBytes;
    } else {
        const LoraShape shape = loraShape(c.loraTargets);
        const double r = std::max(1, c.loraRank);
        // A (d_in x r) and B (r x d_out) per adapted matrix and layer (Hu et al. 2021, arXiv 2106.09685)
        trainable = m_model.layers * r * shape.inPlusOut;
        adafactorElements = m_model.layers * (shape.inPlusOut + 2.0 * r * shape.matrices);
        ad.adapterParameters = static_cast<qint64>(trainable);
        if (c.finetune == FinetuneMode::Lora) {
            ad.baseWeights = P * frozenBytes;
        } else {
            // NF4 with double quantisation: 4.127 bits per parameter (Dettmers et al. 2023, arXiv 2305.14314 §2);
            // bitsandbytes quantises the layers' linear weights only: embeddings, norms and the output projection
            // stay in 16 bits (PEFT prepare_model_for_kbit_training; `llm_int8_skip_modules` keeps lm_head)
            ad.baseWeights = m_layerMatrixParameters * kNf4BytesPerParam + (P - m_layerMatrixParameters) * frozenBytes;
            e.overhead.dequantization = 2.0 * m_largestLayerMatrix; // one matrix in bf16 at a time
        }
        ad.adapterWeights = trainable * weightBytes;
        e.memory.parameters = ad.baseWeights + ad.adapterWeights;
    }
    e.memory.gradients = trainable * gradBytes;
    if (c.optimizerInBackward) {
        // each gradient is freed by its own update: the largest one is what is ever live (torchtune optimizer_in_bwd)
        const double largest = c.finetune == FinetuneMode::Full
            ? m_largestTensor
            : trainable / std::max(1, m_model.layers * loraShape(c.loraTargets).matrices);
        e.memory.gradients = std::min(trainable, largest) * gradBytes;
    }
    if (c.accumulationSteps > 1 && rp.separateAccumulator)
        e.memory.gradients += trainable * gradBytes;
    // 8-bit states are 8-bit whatever the training dtype
    const double optimizerScale = c.optimizer == OptimizerKind::AdamW8bit ? 1.0 : stateScale;
    e.memory.optimizerStates = optimizerScale
        * (c.optimizer == OptimizerKind::Adafactor ? 4.0 * adafactorElements
                                                   : trainable * optimizerBytesPerParam(c.optimizer));
    if (c.finetune != FinetuneMode::Full) {
        ad.adapterGradients = e.memory.gradients;
        ad.adapterOptimizerStates = e.memory.optimizerStates;
    }
}

// The routed experts' part of the replicated states `raw` after tensor parallelism, which divides every expert matrix
// (full training: their share of the parameters, whose bytes per parameter are uniform; the optimizer in the
// backward pass and Adafactor's factored states are taken in the same share).
MemoryModel::ExpertPart MemoryModel::expertPart(const TrainingConfig& c, const RuntimeProfile& rp,
                                                const MemoryBreakdown& raw, bool deepSpeedLayout,
                                                double stageStates) const
{
    ExpertPart ex;
    const double t = std::max(1, c.mesh.tensor);
    const double n = (m_expertMatrixParameters / t + (m_expertParameters - m_expertMatrixParameters)) * stageStates;
    if (c.finetune != FinetuneMode::Full) {
        // the frozen base: NF4 under QLoRA (the experts are layer matrices), as loaded under LoRA (modelStates)
        const double frozen = c.precision == Precision::Bf16 ? 2.0 : 4.0;
        ex.base = n * (c.finetune == FinetuneMode::Qlora ? kNf4BytesPerParam : frozen);
        ex.weights = ex.base;
        return ex;
    }
    const double share = n / std::max(1.0, double(m_parameters) * stageStates);
    ex.weights = raw.parameters * share;
    ex.grads = raw.gradients * share;
    ex.states = raw.optimizerStates * share;
    if (deepSpeedLayout) {
        ex.weights += n * (2.0 - rp.mixedWeightBytesPerParam);
        ex.grads = 2.0 * n;
        ex.states += 4.0 * n;
    }
    return ex;
}

void MemoryModel::shardStates(const TrainingConfig& c, const DeviceInfo& d, const RuntimeProfile& rp, MemoryEstimate& e,
                              double stageStates) const
{
    (void)d;
    ShardingDetail& sd = e.sharding;
    const Mesh& mesh = c.mesh;
    sd.mesh = mesh;
    sd.offload = c.offload;
    // a pipeline stage's parameters (scaleStatesToStage); the whole model's without a stage axis
    const double P = double(m_parameters) * stageStates;
    const bool full = c.finetune == FinetuneMode::Full;
    const double trainable = full ? P : double(e.adapters.adapterParameters);
    const bool fp32 = c.precision == Precision::Fp32;
    const bool mixed = isMixedPrecision(c.precision);
    // tensor parallelism divides every weight matrix, vectors stay whole (computeTensorScale)
    const double tpScale = tensorScale(mesh.tensor);
    sd.replicatedStates = e.memory.parameters + e.memory.gradients + e.memory.optimizerStates;
    double weights = e.memory.parameters * tpScale;
    double grads = e.memory.gradients * tpScale;
    double states = e.memory.optimizerStates * tpScale;
    AdapterDetail& ad = e.adapters;
    ad.baseWeights *= tpScale;
    ad.adapterWeights *= tpScale;
    // DeepSpeed ZeRO keeps 16-bit weights and gradients on the device and counts the fp32 master copy with the
    // optimizer states: 2 + 2 + K bytes per parameter, K = 12 for mixed-precision Adam (Rajbhandari et al. 2020 §3.1)
    sd.deepSpeedLayout = c.runtime == Runtime::PyTorch && mixed && mesh.strategy != ShardingStrategy::Replicate;
    if (sd.deepSpeedLayout) {
        const double n = trainable * tpScale;
        weights += n * (2.0 - rp.mixedWeightBytesPerParam);
        ad.adapterWeights = full ? 0.0 : 2.0 * n;
        grads = 2.0 * n;
        states += 4.0 * n;
    }
    // the routed experts apart: split over the expert axis whatever the strategy (docs/sharding-model.md)
    ExpertPart ex;
    if (m_expertParameters > 0) {
        ex = expertPart(c, rp, e.memory, sd.deepSpeedLayout, stageStates);
        weights -= ex.weights;
        grads -= ex.grads;
        states -= ex.states;
        ad.baseWeights -= ex.base;
    }
    const double shards = mesh.shardDegree();
    switch (mesh.strategy) {
    case ShardingStrategy::Replicate:
        break;
    case ShardingStrategy::Zero1:
        states /= shards;
        break;
    case ShardingStrategy::Zero2:
        grads /= shards;
        states /= shards;
        break;
    case ShardingStrategy::Fsdp:
        weights /= shards;
        grads /= shards;
        states /= shards;
        ad.baseWeights /= shards;
        ad.adapterWeights /= shards;
        break;
    }
    if (m_expertParameters > 0) {
        const bool fsdp = mesh.strategy == ShardingStrategy::Fsdp;
        const bool zero2 = fsdp || mesh.strategy == ShardingStrategy::Zero2;
        const bool zero1 = zero2 || mesh.strategy == ShardingStrategy::Zero1;
        const double expertOnly = std::max(1, mesh.expert);
        sd.expertStatesUnsplit = ex.weights + ex.grads + ex.states;
        ex.weights /= fsdp ? shards : expertOnly;
        ex.base /= fsdp ? shards : expertOnly;
        ex.grads /= zero2 ? shards : expertOnly;
        ex.states /= zero1 ? shards : expertOnly;
        weights += ex.weights;
        grads += ex.grads;
        states += ex.states;
        ad.baseWeights += ex.base;
        sd.expertStates = ex.weights + ex.grads + ex.states;
    }
    sd.shardedStates = weights + grads + states;
    e.memory.parameters = weights;
    e.memory.gradients = grads;
    e.memory.optimizerStates = states;
    if (!full) {
        ad.adapterGradients = grads;
        ad.adapterOptimizerStates = states;
    }

    const double p = fp32 ? 4.0 : 2.0; // the compute dtype
    sd.weightBytes = p * P * tpScale;
    sd.gradientBytes = p * trainable * tpScale;
    // Weights that live sharded (FSDP) or on the host (parameter offload) are gathered a unit at a time: one layer
    // computing and the next one prefetched (PyTorch FSDP's backward_prefetch, Zhao et al. 2023, arXiv 2304.11277
    // §3.3; XLA's latency-hiding scheduler overlaps the next all-gather the same way), plus the unsharded gradient
    // of one layer before its reduce-scatter
    // (PyTorch). XLA reduce-scatters the weight gradients as the backward produces them, matrix by matrix, and its
    // scheduler overlaps that with the next matmul: no whole layer gradient is live (fitted on the MaxText
    // configurations of docs/memory-model.md section 12: with it GPT-3 175B at 3 x 2,048 tokens per v6e chip would
    // not fit, and it runs). A QLoRA base is gathered in its 4-bit storage.
    const bool gathered = (mesh.strategy == ShardingStrategy::Fsdp && shards > 1) || c.offload.params;
    if (gathered && m_model.layers > 0) {
        sd.gatheredLayers = std::min(2, m_model.layers);
        const double layer = gatheredLayerParameters(mesh) * tpScale;
        const double stored = c.finetune == FinetuneMode::Qlora ? kNf4BytesPerParam : p;
        const bool layerGradient = full && c.runtime != Runtime::Xla;
        sd.gatheredWeights = sd.gatheredLayers * stored * layer + (layerGradient ? p * layer : 0.0);
    }
    // PyTorch's communication buffers: DDP copies every gradient into its all-reduce buckets unless
    // gradient_as_bucket_view is set (torch.nn.parallel.DistributedDataParallel documentation, PyTorch 2.5);
    // DeepSpeed ZeRO-1/2 reduce and all-gather in buckets of 5e8 elements each by default (reduce_bucket_size,
    // allgather_bucket_size; DeepSpeed configuration documentation, 2025)
    if (c.runtime == Runtime::PyTorch) {
        if (mesh.strategy == ShardingStrategy::Replicate && mesh.data * mesh.slices > 1)
            sd.communicationBuffers = grads;
        else if ((mesh.strategy == ShardingStrategy::Zero1 || mesh.strategy == ShardingStrategy::Zero2) && shards > 1)
            sd.communicationBuffers = 2.0 * 2.0 * std::min(5.0e8, trainable * tpScale);
    }
    e.memory.sharding = sd.gatheredWeights + sd.communicationBuffers;
}

void MemoryModel::offload(const TrainingConfig& c, const DeviceInfo& d, const RuntimeProfile& rp,
                          MemoryEstimate& e) const
{
    (void)rp;
    ShardingDetail& sd = e.sharding;
    const double micro = std::max(1, c.accumulationSteps);
    if (c.offload.optimizer) {
        sd.offloadedOptimizer = e.memory.optimizerStates;
        e.memory.optimizerStates = 0;
        e.adapters.adapterOptimizerStates = 0;
        // XLA moves the states in for the update and back out (MaxText optimizer_memory_host_offload); DeepSpeed
        // runs Adam on the CPU instead, so the gradients go down and the updated 16-bit weights come up
        // (ZeRO-Offload, Ren et al. 2021, arXiv 2101.06840 §4)
        sd.hostTransferBytes += c.runtime == Runtime::PyTorch
            ? 2.0 * sd.gradientBytes / std::max(1, c.mesh.shardDegree())
            : 2.0 * sd.offloadedOptimizer;
    }
    if (c.offload.params) {
        sd.offloadedParameters = e.memory.parameters;
        e.memory.parameters = 0;
        if (c.runtime == Runtime::PyTorch) {
            // FSDP's CPUOffload(offload_params=True) moves each gradient shard to the host as well, where the optimizer
            // steps (torch.distributed.fsdp.CPUOffload documentation, PyTorch 2.5); DeepSpeed's offload_param runs
            // with offload_optimizer, which keeps the fp32 gradients on the host (DeepSpeed ZeRO-Infinity docs)
            sd.offloadedParameters += e.memory.gradients;
            e.memory.gradients = 0;
            e.adapters.adapterGradients = 0;
        }
        e.adapters.baseWeights = 0;
        e.adapters.adapterWeights = 0;
        // every micro-step streams the device's share of the weights in for the forward and again for the backward
        const double shards = c.mesh.strategy == ShardingStrategy::Fsdp ? std::max(1, c.mesh.shardDegree()) : 1;
        sd.hostTransferBytes += 2.0 * micro * sd.weightBytes / shards;
    }
    if (c.pagedOptimizer) {
        sd.pagedOptimizer = e.memory.optimizerStates;
        e.memory.optimizerStates = 0;
        e.adapters.adapterOptimizerStates = 0;
    }
    if (e.activation.offloadedAcrossLayers > 0) {
        // the checkpointing placement's offloaded tensors: written out in the forward pass, read back in the backward
        const double placed = e.activation.factor * e.activation.offloadedAcrossLayers;
        sd.offloadedActivations += placed;
        sd.hostTransferBytes += 2.0 * micro * placed;
    }
    if (c.offload.activations && m_model.layers > 0) {
        // the saved layer inputs (and whatever else the policy saves) go to the host as they are made; two layers'
        // worth stay on the device, the one being written out and the one coming back (MaxText's *_offloaded remat
        // policies; the JAX host-offload guide, 2026)
        const double stored = e.activation.factor * e.activation.storedAcrossLayers;
        const double keep = std::min(stored, 2.0 * stored / m_model.layers);
        sd.offloadedActivations += stored - keep;
        e.memory.activations -= stored - keep;
        sd.hostTransferBytes += 2.0 * micro * (stored - keep);
    }
    sd.hostBytesPerHost = sd.offloadedBytes() * std::max(1, d.devicesPerHost);
    sd.hostRamBytes = d.hostRamBytes;
    sd.hostFits = sd.hostRamBytes <= 0 || sd.hostBytesPerHost <= sd.hostRamBytes;
}

namespace {
// Per-layer storage and what each checkpointing policy keeps of it (memory.md 3.1; reference llm.md section 2).
struct LayerActivations
{
    double perLayer = 0; // everything one layer stores without checkpointing
    double linear = 0; // the part that is not attention scores
    double attention = 0; // the s^2 scores (eager), the log-sum-exp (flash), or the sparse blocks
    // the named tensors of a layer (LayerTensor: its input and the matmul outputs the policies place), bytes
    double named[int(LayerTensor::Count)] = {};
    double& operator[](LayerTensor t) { return named[int(t)]; }
};

// A placement of the named tensors: those on the device stay across the layers, those offloaded leave the device
// but for the two layers in flight (the one being written out and the one coming back: MaxText's *_offloaded
// policies, the JAX host-offload guide, 2026), and the backward recomputes one layer at a time from them.
void applyPlacement(const RematPlacement& placement, int L, const LayerActivations& la, ActivationDetail& ad)
{
    double device = 0;
    double offloaded = 0;
    for (int i = 0; i < int(LayerTensor::Count); ++i) {
        if (placement.at[i] == Placement::Device)
            device += la.named[i];
        else if (placement.at[i] == Placement::Offload)
            offloaded += la.named[i];
    }
    const int inFlight = std::min(L, 2);
    ad.storedAcrossLayers = L * std::min(la.perLayer, device) + inFlight * offloaded;
    ad.offloadedAcrossLayers = (L - inFlight) * offloaded;
    ad.transientPeak = la.perLayer;
}

void applyCheckpointing(const Checkpointing& cp, int L, const LayerActivations& la, ActivationDetail& ad)
{
    switch (cp.kind) {
    case CheckpointingKind::None:
        ad.storedAcrossLayers = L * la.perLayer;
        ad.transientPeak = 0;
        return;
    case CheckpointingKind::EveryK: {
        const int k = std::max(1, std::min(cp.everyK, L));
        const int segments = (L + k - 1) / k;
        ad.storedAcrossLayers = segments * la.named[int(LayerTensor::Input)];
        ad.transientPeak = k * la.perLayer;
        return;
    }
    case CheckpointingKind::Selective:
        // attention internals recomputed; one layer's worth at a time (Korthikanti et al. 2022 §5)
        ad.storedAcrossLayers = L * la.linear;
        ad.transientPeak = la.attention;
        return;
    default: // Full and the placements: memory.md 3.1, reference maxtext-configs.md
        applyPlacement(*placementOf(cp), L, la, ad);
        return;
    }
}

// The activation peak: the layers' stored tensors and the embeddings are live throughout; the head's logits are
// freed before the first layer is recomputed in the backward pass, so the two transients do not add up.
double activationPeak(const ActivationDetail& ad)
{
    return ad.storedAcrossLayers + ad.embeddings + std::max(ad.transientPeak + ad.contextKvBuffer, ad.head);
}
} // namespace

double MemoryModel::encoderActivations(const TrainingConfig& c, const RuntimeProfile& rp, ActivationDetail& ad) const
{
    // Korthikanti et al. 2022, generalised in memory.md 2.1
    const bool fp32 = c.precision == Precision::Fp32;
    const double p = fp32 ? 4.0 : 2.0; // bytes per activation element
    const double m = c.dropout ? rp.maskBytes : 0.0;
    const double h = m_model.hiddenSize;
    const double a = m_model.heads;
    const double b = c.batchPerDevice;

    int s = c.seqLen;
    bool sparse = m_model.attention == AttentionKind::BlockSparse;
    const int blk = m_model.blockSize;
    const int r = m_model.randomBlocks;
    if (sparse) {
        // HF BigBird falls back to full attention when s <= (5 + 2r) * block (modeling_big_bird.py)
        if (s <= (5 + 2 * r) * blk) {
            sparse = false;
            ad.fellBackToFull = true;
        } else {
            s = ((s + blk - 1) / blk) * blk; // padded to a multiple of the block size
        }
    }
    ad.effectiveSeqLen = s;
    ad.blockSparse = sparse;
    const double S = s;
    const double sbh = S * b * h;
    LayerActivations la;
    // the 16p + 2m linear terms: QKV input, Q, K, V, projection input, MLP inputs, GeLU input, LayerNorms, masks
    la.linear = (16.0 * p + 2.0 * m) * sbh;
    if (sparse) {
        // score elements per (example, head): E(s) = (7 + r) blk s - (12 + 2r) blk^2; softmax output only, no
        // probability dropout in block_sparse; K and V gathered/rolled (3 + r) extra times (memory.md section 4)
        const double E = (7.0 + r) * blk * S - (12.0 + 2.0 * r) * double(blk) * blk;
        la.attention = p * a * b * E + 2.0 * (3.0 + r) * p * sbh;
    } else if (ad.flashAttention) {
        la.attention = 4.0 * a * S * b; // the row log-sum-exp (Dao et al. 2022, arXiv 2205.14135 §3.1)
    } else {
        const double attentionDrop = (c.dropout && m_model.attentionDropout > 0) ? 1.0 : 0.0;
        // softmax output p, and with attention dropout its mask m and output p (Korthikanti Eq. 1)
        la.attention = rp.attentionScoreFactor * (p + attentionDrop * (p + rp.maskBytes)) * a * b * S * S;
    }
    la.perLayer = la.linear + la.attention;
    la[LayerTensor::Input] = p * sbh;
    la[LayerTensor::Query] = la[LayerTensor::Key] = la[LayerTensor::Value] = p * sbh;
    la[LayerTensor::Context] = p * sbh;
    la[LayerTensor::OutProj] = p * sbh;
    la[LayerTensor::MlpWi0] = p * S * b * m_model.intermediateSize;
    la[LayerTensor::MlpWo] = p * sbh;
    ad.perLayer = la.perLayer;
    ad.attentionScoresPerLayer = la.attention;
    applyCheckpointing(c.checkpointing, m_model.layers, la, ad);
    ad.embeddings = (p + m) * sbh; // embedding output + its dropout mask (memory.md 2.1)
    // The head is outside the checkpointed layers (memory.md 3.1). Logits are fp32 for the loss (the classifier's
    // few in the runtime's copies; the vocabulary's as the loss keeps them).
    constexpr double kLogitBytes = 4.0;
    const double V = m_model.vocabSize;
    ad.loss = resolvedLoss(c.loss, c.runtime);
    ad.logitBytesPerElement = lossBytesPerLogit(ad.loss, c.runtime, c.lossChunks, p, rp.logitsCopies);
    switch (m_head.kind) {
    case HeadKind::Mlm:
    case HeadKind::CausalLm: // refused for encoders by incompatibility(); counted as MLM over every position
        ad.logits = ad.logitBytesPerElement * b * S * V;
        ad.head = 3.0 * p * sbh + ad.logits;
        break;
    case HeadKind::MlmMasked: {
        const double n = std::min(m_head.maxPredictions, c.seqLen);
        ad.logits = ad.logitBytesPerElement * b * n * V;
        ad.head = 3.0 * p * b * n * h + ad.logits;
        break;
    }
    case HeadKind::Classification:
        ad.head = 2.0 * p * b * h + rp.logitsCopies * kLogitBytes * b * m_head.numLabels;
        break;
    }
    if (m_head.nsp)
        ad.head += 2.0 * p * b * h + rp.logitsCopies * kLogitBytes * b * 2.0;
    ad.factor = rp.activationFactor;
    return activationPeak(ad);
}

namespace {
// What one decoder layer of a kind stores, and the sizes it is built from (one token, one example).
struct DecoderLayerInputs
{
    double p = 2; // bytes per activation element
    double sb = 0; // tokens per device: sequence x batch
    double b = 0;
    double S = 0;
    double normStats = 0; // one norm's fp32 statistics over those tokens
    double mask = 0; // dropout mask bytes per element (0 without dropout)
    double adapters = 0; // LoRA's rank-r intermediates of one layer
    double scores = 0; // flash: the row log-sum-exp; eager: the s x s scores, per layer (bytes)
    double routedSlots = 0; // K, K x CF, or K x min(EP, E/K): the token copies an MoE layer's experts hold
};

// The attention part of a layer, in elements per token (and its named tensors): a pre-norm decoder layer,
// Korthikanti et al. 2022 §4.1 as applied in reference llm.md section 2; MLA per reference moe.md section 4.
double attentionElements(const ModelSpec& m, const LayerGroup& g, const DecoderLayerInputs& in, LayerActivations& la)
{
    const double p = in.p;
    const double sb = in.sb;
    if (g.attention == LayerAttention::Latent) {
        // DeepSeek-V2/V3: the q and kv latents (r_q, r_kv + d_rope) and their normed (roped) copies, then q and k of
        // n_h x d_q each, v and the attention output of n_h x d_v each (K and V decompressed per head: MHA-sized)
        const double nh = m.heads;
        const double dq = double(m.qkNopeHeadDim) + m.qkRopeHeadDim;
        const double dv = m.vHeadDim;
        const double latents = double(m.qLoraRank) + m.kvLoraRank + m.qkRopeHeadDim;
        la[LayerTensor::Query] = la[LayerTensor::Key] = p * sb * nh * dq;
        la[LayerTensor::Value] = la[LayerTensor::Context] = p * sb * nh * dv;
        return 2.0 * latents + 2.0 * nh * dq + 2.0 * nh * dv;
    }
    const double q = double(m.queryDim());
    const double kv = double(m.kvDim());
    la[LayerTensor::Query] = p * sb * q;
    la[LayerTensor::Key] = la[LayerTensor::Value] = p * sb * kv;
    la[LayerTensor::Context] = p * sb * q;
    // qk-norm keeps the normed q and k beside the projections' outputs (reference moe.md section 5)
    const double qkNorm = m.qkNorm != QkNormKind::None ? q + kv : 0.0;
    return 2.0 * q + 2.0 * kv + qkNorm;
}

// The MLP part of a layer in elements per token (and its named tensors). Dense: the gate and up outputs with the down
// projection's input (SwiGLU/GeGLU), or GELU's input and output (GPT-2). MoE (reference moe.md section 3.5): the
// dispatched input and the experts' outputs before weighting (K' x h each), the experts' gate, up and activation
// outputs (3 K' I_e), the shared expert's (3 I_s), with K' the routed slots; never the dense width, never shrunk by
// K/E.
double mlpElements(const ModelSpec& m, const LayerGroup& g, const DecoderLayerInputs& in, LayerActivations& la)
{
    const double p = in.p;
    const double sb = in.sb;
    const bool gated = m.mlp == MlpKind::Gated;
    const double ups = gated ? 3.0 : 2.0;
    if (!g.moe) {
        const double I = m.intermediateSize;
        la[LayerTensor::MlpWi0] = p * sb * I;
        la[LayerTensor::MlpWi1] = gated ? p * sb * I : 0.0;
        la[LayerTensor::MlpWo] = p * sb * m.hiddenSize;
        return ups * I;
    }
    const double h = m.hiddenSize;
    const double k = in.routedSlots;
    const double wide = k * m.expertIntermediateSize + m.sharedExpertIntermediateSize;
    la[LayerTensor::MlpWi0] = p * sb * wide; // MaxText moe_mlpwi_0 (and the shared expert's mlpwi_0)
    la[LayerTensor::MlpWi1] = gated ? p * sb * wide : 0.0;
    la[LayerTensor::MlpWo] = p * sb * (k + (m.sharedExpertIntermediateSize > 0 ? 1.0 : 0.0)) * h; // moe_mlpwo
    return 2.0 * k * h + ups * wide;
}

// Everything one layer of kind `g` stores for the backward pass.
LayerActivations decoderLayer(const ModelSpec& m, const LayerGroup& g, const DecoderLayerInputs& in)
{
    LayerActivations la;
    const double h = m.hiddenSize;
    // residual input, normed attention input, MLP residual input, normed MLP input; Gemma 2's post-norms keep their
    // inputs too; then the attention's and the MLP's own tensors
    double elements = 4.0 * h + (m.normsPerLayer - 2) * h;
    elements += attentionElements(m, g, in, la);
    elements += mlpElements(m, g, in, la);
    int norms = m.normsPerLayer;
    if (g.attention == LayerAttention::Latent)
        norms += m.qLoraRank > 0 ? 2 : 1; // q_a_layernorm, kv_a_layernorm
    la.linear = in.p * in.sb * elements + norms * in.normStats + 2.0 * in.mask * in.sb * h;
    // the router's logits and probabilities in fp32 (moe.md section 3.3: --moe-router-dtype fp32)
    if (g.moe)
        la.linear += 2.0 * 4.0 * m.experts * in.sb;
    la.linear += in.adapters;
    la.attention = in.scores;
    la.perLayer = la.linear + la.attention;
    la[LayerTensor::Input] = in.p * in.sb * h;
    la[LayerTensor::OutProj] = in.p * in.sb * h;
    return la;
}

// applyCheckpointing over a stack of layer kinds: what is kept for every layer is summed over the kinds, what is held
// at once during the backward pass is the largest kind's (docs/memory-model.md, "the layer stack").
void applyCheckpointingStack(const Checkpointing& cp, const LayerActivations* kinds, const int* counts, int n,
                             ActivationDetail& ad)
{
    int L = 0;
    double perLayer = 0;
    double attention = 0;
    double maxOffloaded = 0;
    for (int g = 0; g < n; ++g) {
        L += counts[g];
        perLayer = std::max(perLayer, kinds[g].perLayer);
        attention = std::max(attention, kinds[g].attention);
    }
    ad.storedAcrossLayers = 0;
    ad.offloadedAcrossLayers = 0;
    switch (cp.kind) {
    case CheckpointingKind::None:
        for (int g = 0; g < n; ++g)
            ad.storedAcrossLayers += counts[g] * kinds[g].perLayer;
        ad.transientPeak = 0;
        return;
    case CheckpointingKind::EveryK: {
        const int k = std::max(1, std::min(cp.everyK, L));
        const int segments = (L + k - 1) / k; // whole segments: each stores its first layer's input
        ad.storedAcrossLayers = segments * kinds[0].named[int(LayerTensor::Input)];
        ad.transientPeak = k * perLayer;
        return;
    }
    case CheckpointingKind::Selective:
        for (int g = 0; g < n; ++g)
            ad.storedAcrossLayers += counts[g] * kinds[g].linear;
        ad.transientPeak = attention;
        return;
    default:
        break;
    }
    const RematPlacement placement = placementOf(cp).value_or(RematPlacement{});
    double offloaded[kMaxLayerKinds] = {};
    for (int g = 0; g < n; ++g) {
        double device = 0;
        for (int i = 0; i < int(LayerTensor::Count); ++i) {
            if (placement.at[i] == Placement::Device)
                device += kinds[g].named[i];
            else if (placement.at[i] == Placement::Offload)
                offloaded[g] += kinds[g].named[i];
        }
        maxOffloaded = std::max(maxOffloaded, offloaded[g]);
        ad.storedAcrossLayers += counts[g] * std::min(kinds[g].perLayer, device);
    }
    const int inFlight = std::min(L, 2); // the two layers in flight are the largest kind's at most
    ad.storedAcrossLayers += inFlight * maxOffloaded;
    ad.offloadedAcrossLayers = (L - inFlight) * maxOffloaded;
    for (int g = 0; g < n; ++g)
        ad.offloadedAcrossLayers += counts[g] * (offloaded[g] - maxOffloaded);
    ad.transientPeak = perLayer;
}
} // namespace

double MemoryModel::routedSlots(const TrainingConfig& c) const
{
    const double k = m_model.expertsPerToken;
    // token dropping: E x C = CF x K x S_g expert slots (MaxText expert_capacity, Megatron's capacity; moe.md 3.2)
    if (c.capacityFactor > 0)
        return k * c.capacityFactor;
    // MaxText's dropless kernel with expert parallelism holds a static buffer worst_case_factor = min(ep, E / K)
    // times T x K rows (MaxText layers/moe.py get_ragged_buffer_size; moe.md 3.2); PyTorch's grouped GEMMs are dynamic
    if (c.runtime == Runtime::Xla && c.mesh.expert > 1 && k > 0)
        return k * std::min(double(c.mesh.expert), double(m_model.experts) / k);
    return k;
}

double MemoryModel::decoderActivations(const TrainingConfig& c, const DeviceInfo& d, const RuntimeProfile& rp,
                                       ActivationDetail& ad) const
{
    (void)d;
    // A pre-norm decoder layer, Korthikanti et al. 2022 §4.1 applied as in reference llm.md section 2, for each kind of
    // layer of the stack (reference moe.md sections 3.5, 4 and 5)
    const bool fp32 = c.precision == Precision::Fp32;
    DecoderLayerInputs in;
    in.p = fp32 ? 4.0 : 2.0;
    in.S = c.seqLen;
    in.b = c.batchPerDevice;
    // every per-token activation holds the device's s / c tokens of each sequence under context parallelism
    in.sb = c.tokensPerMicroStep();
    const double context = std::max(1, c.mesh.context);
    ad.contextDegree = int(context);
    const double p = in.p;
    const double sb = in.sb;
    const double h = m_model.hiddenSize;
    const double a = m_model.heads;
    // per norm: RMSNorm keeps an fp32 rstd per token, LayerNorm a mean and an rstd
    in.normStats = (m_model.norm == NormKind::LayerNorm ? 8.0 : 4.0) * sb;
    in.mask = (c.dropout && m_model.hiddenDropout > 0) ? rp.maskBytes : 0.0;
    in.routedSlots = routedSlots(c);
    ad.effectiveSeqLen = c.seqLen;
    if (c.finetune != FinetuneMode::Full) {
        // LoRA's x A (rank r) per adapted matrix; its inputs are the base layer's, already counted
        const LoraShape shape = loraShape(c.loraTargets);
        in.adapters = shape.matrices * p * sb * std::max(1, c.loraRank);
        ad.adapters = in.adapters;
    }
    if (ad.flashAttention) {
        in.scores = 4.0 * a * sb; // the row log-sum-exp in fp32 (Dao et al. 2022 §3.1; Pallas splash attention)
    } else {
        // eager: the softmax runs in fp32 and its output is kept, plus the copy cast back for the AV matmul
        // (modeling_llama.py eager_attention_forward: softmax(dtype=torch.float32).to(query.dtype)); with attention
        // dropout its mask and output. The s x s matrix is built whole even in sliding-window layers.
        const double drop = (c.dropout && m_model.attentionDropout > 0) ? (rp.maskBytes + p) : 0.0;
        const double scoreBytes = (fp32 ? 4.0 : 4.0 + p) + drop;
        // under context parallelism each device's queries (s / c of them) score every key: (s / c) x s
        in.scores = rp.attentionScoreFactor * scoreBytes * a * in.b * in.S * in.S / context;
    }
    ad.contextKvBuffer = contextKvBuffer(c);
    LayerActivations kinds[kMaxLayerKinds];
    int counts[kMaxLayerKinds] = {};
    int largest = 0;
    for (int g = 0; g < m_kinds; ++g) {
        kinds[g] = decoderLayer(m_model, m_stack[g], in);
        counts[g] = m_stack[g].count;
        if (kinds[g].perLayer > kinds[largest].perLayer)
            largest = g;
    }
    ad.perLayer = kinds[largest].perLayer;
    ad.attentionScoresPerLayer = kinds[largest].attention;
    if (m_kinds == 1)
        applyCheckpointing(c.checkpointing, counts[0], kinds[0], ad); // a dense model: as it always was
    else
        applyCheckpointingStack(c.checkpointing, kinds, counts, m_kinds, ad);
    ad.transientPeak *= rp.decoderRecomputeFactor;
    if (c.checkpointing.kind == CheckpointingKind::None || c.checkpointing.kind == CheckpointingKind::Selective)
        ad.adapters *= m_model.layers; // stored for every layer; otherwise recomputed with its layer
    else if (c.checkpointing.kind == CheckpointingKind::EveryK)
        ad.adapters *= std::max(1, std::min(c.checkpointing.everyK, m_model.layers)); // a segment's layers at once
    ad.embeddings = in.mask * sb * h; // GPT-2's embedding dropout mask; RoPE models feed the embeddings to layer 1
    // The causal-LM head: the final norm's input and output (the output projection's input), then the logits at
    // every position as the loss keeps them (lossBytesPerLogit: fused or eager, chunked or not; memory.md section 6),
    // with Gemma 2's soft-capped copy where the loss runs eagerly.
    ad.loss = resolvedLoss(c.loss, c.runtime);
    const int copies = rp.logitsCopies + (m_model.finalLogitSoftcap > 0 ? 1 : 0);
    ad.logitBytesPerElement = lossBytesPerLogit(ad.loss, c.runtime, c.lossChunks, p, copies);
    ad.logits = ad.logitBytesPerElement * sb * double(m_model.vocabSize);
    ad.head = 2.0 * p * sb * h + in.normStats + ad.logits;
    ad.factor = rp.decoderActivationFactor;
    return activationPeak(ad);
}

// The keys and values one layer's attention holds from the other devices of its context group while it runs
// (reference longctx.md section 1.3, "not divided by c" [derived]): MaxText's all-gather holds the whole sequence's K
// and V, 2 b s n_kv d B ("only the queries are sharded by sequence", MaxText docs/guides/optimization/sharding.md
// @e591f30c, 2026-08-22); a ring holds the chunk it computes on and the one arriving, 2 x 2 b (s / c) n_kv d B
// (Megatron p2p and PyTorch's ring attention double-buffer their K/V chunk). MLA decompresses K and V per head.
double MemoryModel::contextKvBuffer(const TrainingConfig& c) const
{
    const int context = std::max(1, c.mesh.context);
    if (context <= 1)
        return 0.0;
    const double p = c.precision == Precision::Fp32 ? 4.0 : 2.0;
    const double kvPerToken = kvElementsPerToken(m_model);
    const double whole = p * kvPerToken * double(c.batchPerDevice) * c.seqLen;
    return contextSchemeFor(c.runtime) == ContextScheme::AllGather ? whole : 2.0 * whole / context;
}

// The 8-bit copy of the linear layers' weights that fp8 training keeps beside the bf16 one (docs/memory-model.md,
// "8-bit matmuls"): on GPUs, Transformer Engine's fp8 weight cache, 1 byte per weight and 2 where the backward pass
// needs a transposed copy (Hopper, Ada; Gpu::fp8WeightBytesPerParam), for the weights the device computes with (its
// tensor-parallel shard, its share of the routed experts): reference longctx.md section 3.3 [derived]. On TPUs none:
// Qwix quantizes each dot_general's operands inside the compiled step and keeps the weights in fp32 (MaxText
// layers/quantizations.py:797-835, @e591f30c, 2026-08-22), so the 8-bit weights are transients of one matmul like
// the bf16 casts of mixed precision, which this model does not count either [derived].
double MemoryModel::lowPrecisionWeightCopy(const TrainingConfig& c, const DeviceInfo& d) const
{
    if (c.precision != Precision::Fp8Mixed || d.isTpu)
        return 0.0;
    const double t = std::max(1, c.mesh.tensor);
    const double dense = (m_layerMatrixParameters - m_expertMatrixParameters) / t;
    const double experts = m_expertMatrixParameters / (t * std::max(1, c.mesh.expert));
    return d.fp8WeightBytesPerParam * (dense + experts);
}

MemoryEstimate MemoryModel::estimate(const TrainingConfig& c, const DeviceInfo& d, const RuntimeProfile& rp) const
{
    if (c.mesh.stage <= 1)
        return estimateStage(c, d, rp, StageShare{});
    // a pipeline: the first stage holds the embedding, the most layers and (1F1B) the most microbatches, the last the
    // LM head and its logits; a middle stage is never heavier than the first (docs/sharding-model.md section 13)
    MemoryEstimate first = estimateStage(c, d, rp, stageShare(c, 0));
    MemoryEstimate last = estimateStage(c, d, rp, stageShare(c, c.mesh.stage - 1));
    return last.memory.total() > first.memory.total() ? last : first;
}

QVector<MemoryEstimate> MemoryModel::stageEstimates(const TrainingConfig& c, const DeviceInfo& d,
                                                    const RuntimeProfile& rp) const
{
    QVector<MemoryEstimate> out;
    if (c.mesh.stage <= 1) {
        out << estimateStage(c, d, rp, StageShare{});
        return out;
    }
    for (int k = 0; k < c.mesh.stage; ++k)
        out << estimateStage(c, d, rp, stageShare(c, k));
    return out;
}

MemoryModel::StageShare MemoryModel::stageShare(const TrainingConfig& c, int k) const
{
    StageShare s;
    const int p = c.mesh.stage;
    const int L = m_model.layers;
    s.index = k;
    s.count = p;
    s.first = k == 0;
    s.last = k == p - 1;
    int start = 0;
    for (int i = 0; i < k; ++i)
        start += stageLayerCount(L, p, i);
    s.layers = stageLayerCount(L, p, k);
    const int end = std::min(L, start + s.layers);
    const double stageParameters = m_layerPrefix.value(end) - m_layerPrefix.value(start)
        + (s.first ? m_embeddingParameters : 0.0) + (s.last ? m_lastStageExtra : 0.0);
    s.states = m_parameters > 0 ? stageParameters / double(m_parameters) : 1.0;
    s.layerShare = L > 0 ? double(s.layers) / L : 1.0;
    const int m = effectiveMicrobatches(c);
    s.virtualStages = effectiveVirtualStages(c);
    s.micro = 1.0 / m;
    const PipelineSchedule schedule = pipelineSchedule(c);
    s.inFlight = inFlightMicrobatches(schedule, p, m, s.virtualStages, k);
    if (c.runtime == Runtime::Xla)
        s.savedInputs = maxTextSavedStageInputs(p, m, s.virtualStages);
    return s;
}

// A stage holds the states of its own parameters: every state of the breakdown scales with them (full training and
// the adapters alike, which sit in the layers).
void MemoryModel::scaleStatesToStage(const StageShare& s, MemoryEstimate& e) const
{
    e.memory.parameters *= s.states;
    e.memory.gradients *= s.states;
    e.memory.optimizerStates *= s.states;
    AdapterDetail& ad = e.adapters;
    ad.baseWeights *= s.states;
    ad.adapterWeights *= s.layerShare;
    ad.adapterGradients *= s.layerShare;
    ad.adapterOptimizerStates *= s.layerShare;
    ad.adapterParameters = qint64(double(ad.adapterParameters) * s.layerShare);
}

// The activations of one stage from those of the whole stack for the micro-step's sequences `ad`: its layers for the
// microbatches it holds, the embedding's on the first stage, the head and logits of one microbatch on the last;
// MaxText's scan instead saves one stage input per iteration and recomputes one iteration (its L/(p v) layers for one
// microbatch) at a time (reference longctx.md section 2.2).
void MemoryModel::stageActivations(const TrainingConfig& c, const StageShare& s, ActivationDetail& ad) const
{
    const double layers = s.layerShare * s.micro;
    if (s.savedInputs > 0) {
        const double bytes = c.precision == Precision::Fp32 ? 4.0 : 2.0;
        ad.stageInputs
            = s.savedInputs * bytes * s.micro * c.batchPerDevice * double(ad.effectiveSeqLen) * m_model.hiddenSize;
        ad.storedAcrossLayers = ad.stageInputs + ad.storedAcrossLayers * layers / s.virtualStages;
        ad.offloadedAcrossLayers *= layers / s.virtualStages;
    } else {
        ad.storedAcrossLayers *= layers * s.inFlight;
        ad.offloadedAcrossLayers *= layers * s.inFlight;
    }
    ad.transientPeak *= s.micro;
    ad.adapters *= s.micro;
    ad.perLayer *= s.micro; // one microbatch's layer
    ad.attentionScoresPerLayer *= s.micro;
    ad.embeddings = s.first ? ad.embeddings * s.micro * s.inFlight : 0.0;
    ad.logits = s.last ? ad.logits * s.micro : 0.0;
    ad.head = s.last ? ad.head * s.micro : 0.0;
}

MemoryEstimate MemoryModel::estimateStage(const TrainingConfig& c, const DeviceInfo& d, const RuntimeProfile& rp,
                                          const StageShare& stage) const
{
    MemoryEstimate e;
    e.parameterCount = m_parameters;
    const bool staged = stage.count > 1;
    // --- model states (memory.md section 1), then what the mesh shards of them (docs/sharding-model.md)
    modelStates(c, d, rp, e);
    if (staged)
        scaleStatesToStage(stage, e);
    shardStates(c, d, rp, e, stage.states);
    if (staged) {
        // the whole model's replica and what the mesh would leave of it without the stage axis
        e.sharding.replicatedStates /= stage.states;
        e.sharding.stageUnsplitStates = e.sharding.shardedStates / stage.states;
    } else {
        e.sharding.stageUnsplitStates = e.sharding.shardedStates;
    }
    e.lowPrecisionWeights = lowPrecisionWeightCopy(c, d) * stage.layerShare;
    e.memory.parameters += e.lowPrecisionWeights;
    e.stageIndex = stage.index;
    e.stageCount = stage.count;
    e.stageLayers = staged ? stage.layers : m_model.layers;
    e.stageInFlight = stage.inFlight;

    // --- activations
    ActivationDetail& ad = e.activation;
    ad.flashAttention = resolvedAttention(m_model, c.attention, d) == AttentionImpl::Flash;
    double rawActivations = m_model.isDecoder() ? decoderActivations(c, d, rp, ad) : encoderActivations(c, rp, ad);
    if (staged) {
        stageActivations(c, stage, ad);
        rawActivations = activationPeak(ad);
    }
    e.memory.activations = ad.factor * rawActivations;

    // --- runtime overhead (memory.md section 7; hardware.md section 3)
    OverheadDetail& od = e.overhead;
    if (d.isTpu)
        od.xlaReservation = d.xlaReservedBytes;
    else
        od.cudaContext = d.cudaContextBytes;
    od.allocatorSlack = rp.allocatorSlack * e.memory.activations;
    // the update runs on the device's shard of the states, after the backward pass has freed the activations: its
    // temporaries add only what they exceed the activations by (docs/memory-model.md, "update temporaries")
    od.updateTemporariesLive = rp.updateTemporaryBytesPerParam
        * (c.finetune == FinetuneMode::Full ? double(m_parameters) * stage.states
                                            : double(e.adapters.adapterParameters));
    const int stateShards = std::max(1, c.mesh.tensor) * std::max(1, c.mesh.shardDegree());
    if (stateShards > 1) // a division by one changes nothing: skipped on the common path
        od.updateTemporariesLive /= stateShards;
    od.updateTemporaries = std::max(0.0, od.updateTemporariesLive - e.memory.activations - od.allocatorSlack);
    e.memory.runtimeOverhead
        = od.xlaReservation + od.cudaContext + od.allocatorSlack + od.updateTemporaries + od.dequantization;

    // --- host offload (docs/sharding-model.md section 3)
    offload(c, d, rp, e);

    e.deviceMemory = d.memoryBytes;
    e.headroom = d.memoryBytes - e.memory.total();
    e.fits = e.headroom >= 0 && e.sharding.hostFits;
    return e;
}

int MemoryModel::maxBatch(TrainingConfig c, const DeviceInfo& d, const RuntimeProfile& rp, double margin) const
{
    const double budget = usableMemoryBytes(d.memoryBytes, margin);
    auto fits = [&](int batch) {
        c.batchPerDevice = batch;
        const MemoryEstimate e = estimate(c, d, rp);
        return e.memory.total() <= budget && e.sharding.hostFits;
    };
    if (!fits(1))
        return 0;
    // exponential then binary search: memory grows monotonically with the batch
    int lo = 1;
    int hi = 2;
    while (hi <= kMaxBatchSearchLimit && fits(hi)) {
        lo = hi;
        hi *= 2;
    }
    if (hi > kMaxBatchSearchLimit)
        return lo;
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        if (fits(mid))
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

} // namespace tpuplan
