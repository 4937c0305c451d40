// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimeModel.h"

#include "memory/Pipeline.h"

#include "StackFlops.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QVector>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
// The routed experts the layers' FLOPs count, for mfuConvention(): K of E, and the shared experts (none when dense).
void countExperts(const ModelSpec& m, FlopsPerToken& f)
{
    if (!m.isMoe())
        return;
    f.expertsPerToken = m.expertsPerToken;
    f.experts = m.experts;
    f.sharedExperts = m.sharedExpertIntermediateSize > 0;
}
} // namespace

FlopsPerToken flopsPerToken(const ModelSpec& m, const HeadConfig& head, const TrainingConfig& c)
{
    FlopsPerToken f;
    const double h = m.hiddenSize;
    // every figure is a sum over the layer stack (core/time/StackFlops.h): a dense model is one group
    const StackAttention attention = stackAttention(m, c.seqLen, 1);
    // 2 FLOPs per parameter and token forward, 4 backward (Kaplan et al. 2020, arXiv 2001.08361, section 2.1), over
    // the parameters a token passes through: K of the E routed experts, the shared ones and the router's 2 h E
    // (MaxText gate_flops; reference moe.md sections 3.3 and 7); the pooler is outside the per-token work and
    // negligible. LoRA and QLoRA compute no weight gradients for the frozen base: 4 instead of 6 (Hu et al. 2021,
    // section 4.2), plus 6 per adapter parameter.
    const double forwardLayers = 2.0 * activeNonEmbeddingParameters(m);
    countExperts(m, f);
    const bool frozen = c.finetune != FinetuneMode::Full;
    f.layers = (frozen ? 2.0 : 3.0) * forwardLayers;
    const double adapters = adapterParameters(m, c, true);
    f.layers += 6.0 * adapters;
    f.attention = attention.flops;
    const double V = m.vocabSize;
    const double perPrediction = 6.0 * h * h + 6.0 * h * V; // transform + output projection (time.md)
    switch (head.kind) {
    case HeadKind::Mlm:
        f.head = perPrediction;
        break;
    case HeadKind::MlmMasked:
        f.head = perPrediction * std::min(1.0, double(head.maxPredictions) / c.seqLen);
        break;
    case HeadKind::Classification:
        f.head = 0;
        break;
    case HeadKind::CausalLm:
        // the output projection at every position (MaxText counts it as `embedding_flops`); frozen under LoRA; each
        // trained multi-token-prediction module has its own (shared_head, reference moe.md section 2)
        f.head = (frozen ? 4.0 : 6.0) * h * V * (1.0 + (m.trainMtp ? std::max(0, m.mtpLayers) : 0));
        break;
    }
    // token dropping's einsums and padded slots, forward and backward (x 2 frozen: no weight gradients to compute for
    // the routing one-hots either way, the activations' gradients remain)
    const double droppingForward = droppingForwardFlops(m, c);
    f.dropping = 3.0 * droppingForward;
    // Checkpointing recomputes the forward pass of what it dropped: the layers' forward once (full and every-K), the
    // attention core only (selective, and every MaxText policy, which keeps no attention dot), and the matmuls a
    // MaxText policy does not save (Chen et al. 2016; Korthikanti et al. 2022; time.md; MaxText remat policies).
    const double attentionForward = f.attention / 3.0;
    switch (c.checkpointing.kind) {
    case CheckpointingKind::None:
        break;
    case CheckpointingKind::Full:
    case CheckpointingKind::EveryK:
        // LoRA's adapters run again with their layer: 2 FLOPs per adapter parameter; so do dropping's einsums
        f.recompute = forwardLayers + attentionForward + 2.0 * adapters;
        f.dropping += droppingForward;
        break;
    case CheckpointingKind::Selective:
        f.recompute = attentionForward;
        break;
    default: {
        // a placement: the attention core again, and every matmul whose output it neither keeps nor offloads
        const RematPlacement placement = *placementOf(c.checkpointing);
        double matmul[int(LayerTensor::Count)];
        namedMatmulForwardFlops(m, matmul);
        f.recompute = attentionForward;
        for (int i = 0; i < int(LayerTensor::Count); ++i)
            if (placement.at[i] == Placement::Remat)
                f.recompute += matmul[i];
        break;
    }
    }
    return f;
}

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TimeModel)
};
} // namespace

QString mfuConvention()
{
    return Tr::tr("MaxText's model FLOPs: 6 × non-embedding parameters + 6 h V for the LM head + attention "
                  "12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding");
}

QString mfuConvention(const FlopsPerToken& f)
{
    if (f.experts <= 0)
        return mfuConvention();
    // the parameters a token passes through (MaxText counts K x T expert FLOPs and gate_flops; moe.md sections 3.3, 7)
    const QString text = f.sharedExperts
        ? Tr::tr("MaxText's model FLOPs: 6 × active non-embedding parameters (%1 of the %2 routed experts, the shared "
                 "experts and the router) + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half "
                 "(MaxText PR #1988, 2025-07-27); no recompute, no padding")
        : Tr::tr("MaxText's model FLOPs: 6 × active non-embedding parameters (%1 of the %2 routed experts and the "
                 "router) + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR "
                 "#1988, 2025-07-27); no recompute, no padding");
    return text.arg(f.expertsPerToken).arg(f.experts);
}

QString mfuConvention(const ModelSpec& model)
{
    FlopsPerToken f;
    countExperts(model, f);
    return mfuConvention(f);
}

Efficiency defaultEfficiency(const DeviceInfo& d, Runtime runtime)
{
    Efficiency e;
    // Fitted 2026-11-25 on the calibration runs of docs/time-model.md section 7 (reference time.md and llm.md
    // section 7), by least squares on log(measured / predicted step); TestTimeCalibration repeats the fit and fails
    // when these figures no longer are its result.
    if (d.isTpu || runtime == Runtime::Xla) {
        // XLA on TPU: MLPerf v0.7 BERT-large (v4-16, v3-32), HF Flax GLUE MNLI (v3-8), MaxText v6e-256 Llama 3.1 8B
        // and Llama 2 70B, v5p-512 Llama 2 70B, v5e-256 synthetic 16B and 64B
        e.matmul = 0.77;
        e.memory = 1.00;
        e.bandLow = 0.85;
        e.bandHigh = 1.22;
        e.source = Tr::tr("fitted on %1")
                       .arg(QStringLiteral("MLPerf Training v0.7 BERT-large (TPU v4-16, v3-32), HF Flax GLUE MNLI "
                                           "(v3-8) and MaxText Llama 3.1 8B / Llama 2 70B (v6e-256), "
                                           "Llama 2 70B (v5p-512), synthetic 16B / 64B (v5e-256)"));
        e.extrapolated = !d.isTpu || d.generation == QLatin1String("v2") || d.generation == QLatin1String("tpu7x");
        if (e.extrapolated)
            e.source = Tr::tr("%1; no published run on %2: assumed alike")
                           .arg(e.source, d.isTpu ? d.generation : d.hardware);
    } else {
        // GPUs, PyTorch and TensorFlow: NVIDIA DeepLearningExamples BERT-large, 8 x V100 (TF1 + XLA, AMP) and
        // 8 x A100 (PyTorch, AMP); the HBM share is the TPU fit's (two runs cannot fix two factors)
        e.matmul = 0.48;
        e.memory = 1.00;
        e.bandLow = 0.90;
        e.bandHigh = 1.11;
        e.source = Tr::tr("fitted on %1")
                       .arg(QStringLiteral("NVIDIA DeepLearningExamples BERT-large, 8 x V100 (TensorFlow) and "
                                           "8 x A100 (PyTorch)"));
    }
    // the fixed cost per dispatch (host dispatch, infeed, kernel and optimizer launches): fitted with the TPU pair on
    // the same runs, where the HF Flax GLUE run on v3-8 (reference time.md), the one step of tens of milliseconds,
    // fixes it; the GPUs take the TPU figure (their two runs' steps of 0.36-0.45 s cannot fix it)
    e.stepOverhead = 0.025;
    // Mixture of experts: assumptions of 2026-11-28, none fitted on a run (docs/time-model.md section 12.5). MaxText's
    // tiering table (docs/reference/models/tiering.md, 2026-06-15; reference moe.md section 7) puts MoE runs 10-15 MFU
    // points below the dense runs on the same TPU, whose mean on v6e-256 is 47 % (Llama 2 70B 43.8, Llama 3.1 8B 45.46
    // and 70B 50.33; llm.md section 7). At its midpoint, 12.5 of 47 points, an MoE step takes 1 / (1 - 12.5 / 47) =
    // 1.36 times a dense step of the same FLOPs. The routed experts carry about 80 % of an MoE's FLOPs (Mixtral 8x7B
    // 82 %, counted here): their grouped matmuls (megablox, grouped GEMM) run at 0.8 / (1.36 - 0.2) = 0.69 of the
    // dense rate. Routing: the published runs force balance (Megatron-Bridge performance-summary.md "we force-balance
    // the token distribution among experts", MaxText recipes use_random_routing): 1. The band: the rule's spread
    // around its midpoint, 10 to 15 points, widens the dense band by (47 - 12.5) / (47 - 10) below and
    // (47 - 12.5) / (47 - 15) above.
    constexpr double kDenseMfuPoints = 47.0, kMoeGapPoints = 12.5, kMoeGapLow = 10.0, kMoeGapHigh = 15.0;
    constexpr double kExpertFlopShare = 0.8;
    const double moeSlowdown = 1.0 / (1.0 - kMoeGapPoints / kDenseMfuPoints);
    e.groupedMatmul = kExpertFlopShare / (moeSlowdown - (1.0 - kExpertFlopShare));
    e.routingImbalance = 1.0;
    e.moeBandLow = e.bandLow * (kDenseMfuPoints - kMoeGapPoints) / (kDenseMfuPoints - kMoeGapLow);
    e.moeBandHigh = e.bandHigh * (kDenseMfuPoints - kMoeGapPoints) / (kDenseMfuPoints - kMoeGapHigh);
    e.moeSource = Tr::tr("assumed from %1: MoE runs sit 10-15 MFU points below dense ones on the same TPU; the routed "
                         "experts' grouped matmuls at %2 of the dense rate, balanced routing as the published runs "
                         "force%3")
                      .arg(QStringLiteral("MaxText docs/reference/models/tiering.md (2026-06-15)"))
                      .arg(e.groupedMatmul, 0, 'f', 2)
                      .arg(d.isTpu ? QString() : Tr::tr("; a TPU figure, assumed alike on GPUs"));
    // assumption of 2026-11 (reference time.md: BigBird's block gathers run below dense matmul efficiency), not
    // calibrated: no published BigBird run reports its throughput
    e.blockSparseFactor = 0.6;
    return e;
}

namespace {
double padTo(double x, int tile)
{
    return tile > 1 ? std::ceil(x / tile) * tile : x;
}

// The layers' matmuls on the matrix units: padded over actual multiply-adds of the stack's matrices, each weighted by
// how often a token passes through it, and the weights one micro-step reads (every stored copy: with large batches
// every routed expert receives tokens).
struct LayerMatmuls
{
    double paddingRatio = 1.0;
    double expertPaddingRatio = 1.0; // the routed experts' own
    double storedParameters = 0;
    double expertStored = 0; // the routed experts' weights among them (split over the expert axis)
};

// Padded over actual multiply-adds of one matrix on a tile x tile array.
double paddingRatio(double in, double out, int tile)
{
    return in > 0 && out > 0 ? padTo(in, tile) * padTo(out, tile) / (in * out) : 1.0;
}

LayerMatmuls layerMatmuls(const ModelSpec& m, int tile)
{
    LayerMatmuls out;
    double actual = 0, padded = 0, expertActual = 0, expertPadded = 0, expertStored = 0;
    for (const StackMatrix& x : stackMatrices(m)) {
        actual += x.active * x.in * x.out;
        padded += x.active * padTo(x.in, tile) * padTo(x.out, tile);
        out.storedParameters += x.stored * x.in * x.out;
        if (x.routedExpert) {
            expertActual += x.active * x.in * x.out;
            expertPadded += x.active * padTo(x.in, tile) * padTo(x.out, tile);
            expertStored += x.stored * x.in * x.out;
        }
    }
    out.paddingRatio = actual > 0 ? padded / actual : 1.0;
    out.expertStored = expertStored;
    out.expertPaddingRatio = expertActual > 0 ? expertPadded / expertActual : 1.0;
    return out;
}

// Bytes of the optimizer update per trainable parameter: the gradient read, the fp32 master weights and each full-size
// state read and written, the 16-bit working copy written (docs/time-model.md section 5.4).
double optimizerBytesPerParameter(OptimizerKind o, bool mixed)
{
    int states = 0;
    switch (o) {
    case OptimizerKind::AdamW:
    case OptimizerKind::Adam:
    case OptimizerKind::Lamb:
        states = 2;
        break;
    case OptimizerKind::AdamW8bit: // two 1-byte states: a quarter of fp32's traffic each
        return 4.0 + 8.0 + 2.0 * 2.0 + (mixed ? 2.0 : 0.0);
    case OptimizerKind::Momentum:
        states = 1;
        break;
    case OptimizerKind::Adafactor: // factored second moments: rows + columns, negligible beside the weights
    case OptimizerKind::Sgd:
        states = 0;
        break;
    }
    return 4.0 + 8.0 * (1 + states) + (mixed ? 2.0 : 0.0);
}
// How often the host dispatches work in one optimizer step: PyTorch runs each micro-step's forward and backward from
// Python (Hugging Face Trainer, torchtune: a loop over the micro-batches); XLA and TensorFlow compile the step with
// its accumulation loop inside (MaxText gradient_accumulation_steps) and dispatch it once (docs/time-model.md 5.9).
int hostDispatches(const TrainingConfig& c)
{
    return c.runtime == Runtime::PyTorch ? std::max(1, c.accumulationSteps) : 1;
}
} // namespace

namespace {
// The layers' and the head's matmuls of one micro-step, per token, in FLOPs at the matrix units' (padded) rate.
struct MatmulFlops
{
    double timed = 0; // what takes time: padded, routed experts at their grouped-matmul rate and imbalance
    double padded = 0; // padded, at the dense rate
    double unpadded = 0;
    double recompute = 0; // the recompute's share of `timed`
    double routedExperts = 0; // the routed experts' share of `timed`
    double dropping = 0; // token dropping's share of `timed`
    double lowPrecision = 0; // the part of `timed` in 8 bits: the layers' matmuls and their recompute (fp8/int8)
};

MatmulFlops matmulFlops(const ModelSpec& m, const TrainingConfig& c, const FlopsPerToken& f, const Efficiency& eff,
                        int tile, const LayerMatmuls& layers, double layerRecompute)
{
    MatmulFlops out;
    const bool frozen = c.finetune != FinetuneMode::Full;
    const double headRatio = paddingRatio(m.hiddenSize, m.vocabSize, tile);
    const double loraRank = std::max(1, c.loraRank);
    const double adapterRatio = frozen ? padTo(loraRank, tile) / loraRank : 1.0;
    // LoRA's adapters: 6 FLOPs per adapter parameter in the layers' figure, padded on their rank
    const double adapterFlops = 6.0 * adapterParameters(m, c, true);
    // the routed experts: their share of the layers' FLOPs and of the recompute; dropless they run as grouped matmuls
    // at Efficiency::groupedMatmul of the dense rate, as long as the busiest expert's share (routingImbalance); a
    // dropping run computes fixed capacity buffers with dense einsums (reference moe.md section 3.2)
    const double expertForward = routedExpertForwardFlops(m);
    const double activeForward = 2.0 * activeNonEmbeddingParameters(m);
    const double expertFlops = (frozen ? 2.0 : 3.0) * expertForward;
    const double expertRecompute = activeForward > 0 ? layerRecompute * expertForward / activeForward : 0.0;
    const double grouped = c.capacityFactor > 0 ? 1.0 : eff.routingImbalance / eff.groupedMatmul;
    const double dense = (f.layers - adapterFlops - expertFlops) * layers.paddingRatio;
    const double experts = expertFlops * layers.expertPaddingRatio;
    const double adapters = adapterFlops * adapterRatio;
    const double recomputeDense = (layerRecompute - expertRecompute) * layers.paddingRatio;
    const double recomputeExperts = expertRecompute * layers.expertPaddingRatio;
    const double head = f.head * headRatio;
    const double dropping = f.dropping * layers.paddingRatio;
    out.padded = dense + experts + adapters + head + recomputeDense + recomputeExperts + dropping;
    out.timed = dense + experts * grouped + adapters + head + recomputeDense + recomputeExperts * grouped + dropping;
    out.unpadded = f.layers + f.head + layerRecompute + f.dropping;
    out.recompute = recomputeDense + recomputeExperts * grouped;
    out.routedExperts = (experts + recomputeExperts) * grouped;
    out.dropping = dropping;
    // 8 bits: the layers' linear matmuls, the routed experts' included, and their recompute; the LM head, the LoRA
    // adapters (refused with 8 bits), token dropping's einsums and attention stay in bf16 (reference longctx.md 3.1:
    // Transformer Engine, torchtitan filter_fqns=["output"], Qwix module_path="decoder/.*layers.*")
    if (runsLowPrecisionMatmuls(c.precision))
        out.lowPrecision = dense + experts * grouped + recomputeDense + recomputeExperts * grouped;
    return out;
}
} // namespace

namespace {
// The collectives and host transfers beside compute (docs/sharding-model.md section 5): the weights' and the
// activations' collectives run asynchronously beside the matmuls (XLA's latency-hiding scheduler, NCCL streams), so
// the step is the larger of compute and communication, the roofline of scaling-book training.md; host transfers use
// their own PCIe link and overlap both (reference llm.md sections 4 and 6). The MoE all-to-all does not overlap: the
// experts wait for the tokens the dispatch brings and the next layer for the combine (MaxText and Megatron run them in
// line by default; overlapping needs a schedule built for it, Megatron --overlap-moe-expert-parallel-comm or
// DeepSeek-V3's DualPipe, arXiv 2412.19437 section 3.2.1; reference moe.md section 3.4): it adds to compute.
void addCommunication(StepTime& t, const ModelSpec& m, const TrainingConfig& c, const DeviceInfo& d,
                      const ShardingDetail& sharding)
{
    t.communication = communicationTime(m, c, d, sharding);
    // the context axis's K/V exchange adds what of it is exposed (all of MaxText's all-gather, what a ring step's
    // transfer exceeds its attention block by); the hidden part runs beside the attention it overlaps
    const double inLine = t.computeSeconds + t.communication.inLine();
    const double beside = t.communication.total() - t.communication.inLine();
    const double host = t.communication.hostTransfer;
    t.seconds = inLine;
    t.exposedCommunicationSeconds = t.communication.inLine() + std::max(0.0, beside - inLine);
    if (beside > t.seconds) {
        t.seconds = beside;
        t.bound = StepBound::Communication;
    }
    if (host > t.seconds) {
        t.seconds = host;
        t.bound = StepBound::HostTransfer;
    }
    // the all-to-all grows with the tokens as compute does: the weights' traffic hides above this many tokens
    if (t.communication.weightTraffic() > 0)
        t.hideTokensPerDevice = t.tokensPerDevice * t.communication.weightTraffic() / inLine;
}
} // namespace

double lowPrecisionPeakTflops(Precision p, const DeviceInfo& d)
{
    if (p == Precision::Fp8Mixed)
        return d.peakTflopsFp8;
    if (p == Precision::Int8Mixed)
        return d.peakTflopsInt8;
    return 0.0;
}

namespace {
QString peakFormatOf(Precision p, const DeviceInfo& d)
{
    if (p == Precision::Fp16Mixed)
        return QStringLiteral("fp16");
    return !d.isTpu && p == Precision::Fp32 ? QStringLiteral("fp32") : QStringLiteral("bf16");
}

// f8, the 8-bit share of the step's FLOPs, and what it bounds (reference longctx.md section 3.1 [derived]).
void setLowPrecision(StepTime& t, const TrainingConfig& c, const DeviceInfo& d, double layerRecompute)
{
    const double peak = lowPrecisionPeakTflops(c.precision, d) * kTera;
    if (peak <= 0)
        return;
    t.lowPrecisionFormat = lowPrecisionFormat(c.precision);
    t.peakFlopsLowPrecision = peak;
    const double total = t.flops.total();
    t.lowPrecisionShare = total > 0 ? (t.flops.layers + layerRecompute) / total : 0.0;
    t.lowPrecisionSpeedupBound
        = 1.0 / ((1.0 - t.lowPrecisionShare) + t.lowPrecisionShare * t.peakFlopsPerDevice / peak);
}
} // namespace

namespace {
// The pipeline's bubble (docs/time-model.md, "the pipeline bubble"): the stages idle (p - 1)/(v m) of the ideal time
// of the work they pipeline, the layers' and the loss's forward and backward; the optimizer update and the per-step
// dispatch run once, after the pipeline has drained (reference longctx.md section 2.1).
void addBubble(StepTime& t, const TrainingConfig& c)
{
    if (c.mesh.stage <= 1)
        return;
    t.pipelineSchedule = pipelineScheduleId(pipelineSchedule(c));
    t.microbatches = effectiveMicrobatches(c);
    t.virtualStages = effectiveVirtualStages(c);
    const double pipelined = t.terms.total() - t.terms.optimizer - t.terms.overhead;
    t.bubbleSeconds = pipelined * bubbleOverIdeal(c);
    t.computeSeconds += t.bubbleSeconds;
}
} // namespace

StepTime stepTime(const ModelSpec& m, const HeadConfig& head, const TrainingConfig& c, const DeviceInfo& d,
                  const Efficiency& eff, const ShardingDetail* sharding)
{
    StepTime t;
    t.flops = flopsPerToken(m, head, c);
    const bool mixed = c.precision != Precision::Fp32;
    // TPUs run fp32 matmuls as bf16 MXU passes by default (time.md); GPUs use their fp32 rate without mixed precision.
    t.peakFlopsPerDevice = (d.isTpu || mixed ? d.peakTflops16 : d.peakTflopsFp32) * kTera;
    t.peakFormat = peakFormatOf(c.precision, d);
    t.mxuTile = std::max(1, d.mxuTile);
    const int tile = t.mxuTile;
    const double bandwidth = d.memoryBandwidthGBs > 0 ? d.memoryBandwidthGBs * 1e9 * eff.memory : 0.0;
    const double matmulRate = t.peakFlopsPerDevice * eff.matmul;
    const int accumulation = std::max(1, c.accumulationSteps);
    // a device's tokens through the whole layer stack: under context parallelism s / c of each of the group's
    // sequences, each query attending to the whole sequence (the attention FLOPs per token stay those of s: reference
    // longctx.md section 1.2); a pipeline stage runs its pipeline's sequences through 1/p of the layers, which counts
    // as 1/p of the sequences through all of them (TrainingConfig::perDeviceBatch)
    const double tokensPerMicroStep = c.perDeviceBatch() * c.seqLen;
    const double tokensPerDevicePerStep = tokensPerMicroStep * accumulation;
    // the batch per device already splits the global batch over every device, those of a tensor-parallel group
    // included: a device's share of the FLOPs and of the activations' traffic is its tokens' (with sequence
    // parallelism for the element-wise work); only the weights it holds and reads shrink by the tensor degree (and
    // the routed experts' by the expert degree)
    const double tensor = std::max(1, c.mesh.tensor);
    const double expertShare = 1.0 / std::max(1, c.mesh.expert); // a device's share of the routed experts
    const double activationBytes = c.precision == Precision::Fp32 ? 4.0 : 2.0;
    const bool frozen = c.finetune != FinetuneMode::Full;

    // --- matmuls: every dimension padded to the tile (the MXU's; tensor cores' alignment on GPUs)
    const LayerMatmuls layers = layerMatmuls(m, tile);
    const StackAttention stackAttn = stackAttention(m, c.seqLen, tile);
    // the recompute splits into the attention forward (every policy) and matmuls of the layers
    const double attentionRecompute = c.checkpointing.kind == CheckpointingKind::None ? 0.0 : t.flops.attention / 3.0;
    const double layerRecompute = t.flops.recompute - attentionRecompute;
    const MatmulFlops mm = matmulFlops(m, c, t.flops, eff, tile, layers, layerRecompute);
    setLowPrecision(t, c, d, layerRecompute);
    // the 8-bit part at the 8-bit peak times the matmul efficiency and the share of it an 8-bit GEMM keeps, the rest
    // at the 16-bit rate; where the 8-bit figure is no faster than the 16-bit one (v5p's fp8, v4's int8: the MXU runs
    // them as 16-bit passes) the 8-bit part runs at the 16-bit rate
    const double lowRate = std::max(matmulRate, t.peakFlopsLowPrecision * eff.matmul * kLowPrecisionGemmShare);
    const bool lowPrecision = mm.lowPrecision > 0 && lowRate > 0;
    double matmulSeconds = lowPrecision
        ? (mm.lowPrecision / lowRate + (mm.timed - mm.lowPrecision) / matmulRate) * tokensPerMicroStep
        : mm.timed * tokensPerMicroStep / matmulRate;
    const double matmulFlopSeconds = matmulSeconds;
    // every micro-step reads each weight twice (forward, backward) and accumulates its gradient in fp32 (a frozen base
    // only reads): with small micro-batches that traffic, not the FLOPs, bounds the matmuls (12 and 4 bytes per weight:
    // docs/time-model.md section 5.1, a code choice); every routed expert of the device's share is read
    double weights
        = (layers.storedParameters - layers.expertStored * (1.0 - expertShare) + double(m.hiddenSize) * m.vocabSize)
        / tensor;
    if (c.mesh.stage > 1) // a stage reads its share of the weights once per microbatch
        weights *= double(effectiveMicrobatches(c)) / c.mesh.stage;
    const double weightBytes = weights * (frozen ? 4.0 : 12.0);
    if (bandwidth > 0 && weightBytes / bandwidth > matmulSeconds) {
        matmulSeconds = weightBytes / bandwidth;
        t.terms.weightBound = true;
    }

    // --- attention: the padded head dimension; eager attention also writes and reads the s x s scores through HBM
    const double attentionRatio = stackAttn.flops > 0 ? stackAttn.paddedFlops / stackAttn.flops : 1.0;
    const double attentionFlopSeconds
        = (t.flops.attention + attentionRecompute) * attentionRatio * tokensPerMicroStep / matmulRate;
    double attentionSeconds = attentionFlopSeconds;
    if (resolvedAttention(m, c.attention, d) == AttentionImpl::Eager && bandwidth > 0) {
        // forward: write the scores, read them and write the probabilities, read them for AV; backward about twice
        // (12 passes: docs/time-model.md section 5.2, a code choice)
        // (the recompute of the attention forward adds its third)
        const double recomputed = attentionRecompute > 0 ? 4.0 / 3.0 : 1.0;
        const double scoreBytes = 12.0 * stackAttn.scoresPerToken * activationBytes * recomputed;
        attentionSeconds = std::max(attentionSeconds, scoreBytes * tokensPerMicroStep / bandwidth);
    }
    if (stackAttn.sparse)
        attentionSeconds /= eff.blockSparseFactor;

    // --- memory-bound work of the layers and the loss
    double layersElementwise = 0, lossElementwise = 0, optimizerSeconds = 0;
    const bool recomputesLayers
        = c.checkpointing.kind == CheckpointingKind::Full || c.checkpointing.kind == CheckpointingKind::EveryK;
    if (bandwidth > 0) {
        layersElementwise = elementwiseBytesPerToken(m, c, activationBytes) * tokensPerMicroStep / bandwidth;
        // the loss's softmax over the vocabulary in fp32 per predicted position: forward read and write, backward
        // read and write; as many positions as the head's FLOPs count
        const double predictedShare = head.kind == HeadKind::CausalLm || head.kind == HeadKind::Mlm ? 1.0
            : head.kind == HeadKind::MlmMasked ? std::min(1.0, double(head.maxPredictions) / c.seqLen)
                                               : 0.0;
        lossElementwise = 16.0 * m.vocabSize * predictedShare * tokensPerMicroStep / bandwidth;
        // the update runs once per step over the parameters this device holds the states of: the routed experts'
        // are split over the expert axis too
        const double allParameters = double(nonEmbeddingParameters(m) + embeddingParameters(m))
            + (m.tiedEmbeddings ? 0.0 : double(m.hiddenSize) * m.vocabSize);
        const double trainable
            = frozen ? adapterParameters(m, c, false) : allParameters - layers.expertStored * (1.0 - expertShare);
        const double holders = tensor * std::max(1, c.mesh.shardDegree()) * std::max(1, c.mesh.stage);
        optimizerSeconds = trainable / holders * optimizerBytesPerParameter(c.optimizer, mixed) / bandwidth;
    }
    // full and every-K checkpointing run the layers' forward again: a third more of their element-wise traffic
    const double layersElementwiseRecompute = recomputesLayers ? layersElementwise / 3.0 : 0.0;

    const double a = accumulation;
    t.terms.matmul = matmulSeconds * a;
    t.terms.attention = attentionSeconds * a;
    t.terms.elementwise = (layersElementwise + layersElementwiseRecompute + lossElementwise) * a;
    t.terms.optimizer = optimizerSeconds;
    // fixed costs: each micro-step's dispatch, infeed and launches, and the latency of the collectives that the step
    // waits for (docs/time-model.md section 5.9)
    t.terms.collectiveLatency = exposedCollectiveLatency(m, c, d);
    t.terms.overhead = eff.stepOverhead * hostDispatches(c) + t.terms.collectiveLatency;
    // what padding, checkpointing, the routed experts and token dropping take (for the reasons): their shares of the
    // FLOP-bound parts (padding costs time only where the FLOPs bound: not behind the weights' or the scores' HBM
    // traffic)
    // seconds per matmul FLOP: the 16-bit rate, or with 8 bits the mean over the step's matmuls (the routed experts
    // and the recompute run wholly in 8 bits)
    const double flopSeconds = lowPrecision ? matmulFlopSeconds / mm.timed * a : tokensPerMicroStep / matmulRate * a;
    const double layerFlopSeconds = lowPrecision ? tokensPerMicroStep / lowRate * a : flopSeconds;
    const bool attentionFlopBound
        = attentionSeconds * (stackAttn.sparse ? eff.blockSparseFactor : 1.0) <= attentionFlopSeconds;
    t.terms.padding = (t.terms.weightBound ? 0.0 : (mm.padded - mm.unpadded) * flopSeconds)
        + (attentionFlopBound ? (attentionRatio - 1.0) / attentionRatio * t.terms.attention : 0.0);
    const double attentionFlops = t.flops.attention + attentionRecompute;
    const double matmulRecompute
        = lowPrecision ? mm.recompute * layerFlopSeconds : mm.recompute / mm.timed * t.terms.matmul;
    t.terms.recompute = (t.terms.weightBound ? 0.0 : matmulRecompute)
        + (attentionFlops > 0 ? attentionRecompute / attentionFlops * t.terms.attention : 0.0)
        + layersElementwiseRecompute * a;
    t.terms.routedExperts = t.terms.weightBound ? 0.0 : mm.routedExperts * layerFlopSeconds;
    t.terms.dropping
        = t.terms.weightBound ? 0.0 : mm.dropping * (lowPrecision ? tokensPerMicroStep / matmulRate * a : flopSeconds);
    t.computeSeconds = t.terms.total();
    addBubble(t, c);
    t.tokensPerDevice = tokensPerDevicePerStep;
    t.seconds = t.computeSeconds;
    if (sharding)
        addCommunication(t, m, c, d, *sharding);
    t.bubbleShare = t.bubbleSeconds > 0 ? t.bubbleSeconds / t.seconds : 0.0;
    t.secondsBand = stepBand(m, eff, t.seconds);
    t.tokensPerSecond = tokensPerDevicePerStep * d.devices * std::max(1, c.mesh.slices) / t.seconds;
    t.mfu = t.flops.model() * tokensPerDevicePerStep / (t.seconds * t.peakFlopsPerDevice);
    if (t.peakFlopsLowPrecision > 0)
        t.mfuLowPrecisionPeak = t.mfu * t.peakFlopsPerDevice / t.peakFlopsLowPrecision;
    t.recomputeShare
        = t.computeSeconds > t.terms.recompute ? t.terms.recompute / (t.computeSeconds - t.terms.recompute) : 0.0;
    return t;
}

Band stepBand(const ModelSpec& m, const Efficiency& eff, double seconds)
{
    if (m.isMoe())
        return Band{seconds * eff.moeBandLow, seconds * eff.moeBandHigh};
    return Band{seconds * eff.bandLow, seconds * eff.bandHigh};
}

} // namespace tpuplan
