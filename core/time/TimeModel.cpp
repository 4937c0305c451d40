// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimeModel.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QVector>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
// Keys each query attends to on average. Full attention: s. BigBird ITC: E(s)/s with
// E(s) = (7 + r) blk s - (12 + 2r) blk^2 score elements per head (reference memory.md section 4).
double keysPerQuery(const ModelSpec& m, int seqLen, bool* sparse)
{
    *sparse = false;
    if (m.isDecoder()) {
        // Causal attention: query i attends to i keys, s/2 on average, counted at half as MaxText does since PR #1988
        // (2025-07-27; reference llm.md section 7). A sliding window of w keys: w - w^2/(2s) on average when s > w;
        // the flash kernels skip the blocks outside it. Averaged over the layers that use the window.
        const double sl = seqLen;
        const double causal = sl / 2.0;
        double windowed = causal;
        if (m.slidingWindow > 0 && sl > m.slidingWindow) {
            const double w = m.slidingWindow;
            windowed = w - w * w / (2.0 * sl);
        }
        const double share = m.layers > 0 ? double(m.slidingWindowLayers) / m.layers : 0.0;
        return share * windowed + (1.0 - share) * causal;
    }
    if (m.attention == AttentionKind::BlockSparse && seqLen > (5 + 2 * m.randomBlocks) * m.blockSize) {
        const double blk = m.blockSize;
        const double r = m.randomBlocks;
        const double s = std::ceil(double(seqLen) / blk) * blk;
        *sparse = true;
        return ((7.0 + r) * blk * s - (12.0 + 2.0 * r) * blk * blk) / s;
    }
    return seqLen;
}
} // namespace

FlopsPerToken flopsPerToken(const ModelSpec& m, const HeadConfig& head, const TrainingConfig& c)
{
    FlopsPerToken f;
    const double h = m.hiddenSize;
    const double q = double(m.queryDim());
    const double L = m.layers;
    bool sparse = false;
    const double keys = keysPerQuery(m, c.seqLen, &sparse);
    // 2 FLOPs per parameter and token forward, 4 backward (Kaplan et al. 2020, arXiv 2001.08361, section 2.1); the
    // pooler is outside the per-token work and negligible. LoRA and QLoRA compute no weight gradients for the frozen
    // base: 4 instead of 6 (Hu et al. 2021, section 4.2), plus 6 per adapter parameter.
    const double forwardLayers = 2.0 * double(nonEmbeddingParameters(m));
    const bool frozen = c.finetune != FinetuneMode::Full;
    f.layers = (frozen ? 2.0 : 3.0) * forwardLayers;
    double adapterParameters = 0;
    if (frozen) {
        const double r = std::max(1, c.loraRank);
        const double kv = double(m.kvDim());
        const double i = m.intermediateSize;
        const bool gated = m.mlp == MlpKind::Gated;
        const double inPlusOut = c.loraTargets == LoraTargets::Qv
            ? (h + q) + (h + kv)
            : (h + q) + 2 * (h + kv) + (q + h) + (gated ? 2 : 1) * (h + i) + (i + h);
        adapterParameters = L * r * inPlusOut;
        f.layers += 6.0 * adapterParameters;
    }
    // QK^T and AV: 2 x 2 x (a d) x keys forward per layer, x 3 with the backward
    f.attention = 12.0 * L * q * keys;
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
        // the output projection at every position (MaxText counts it as `embedding_flops`); frozen under LoRA
        f.head = (frozen ? 4.0 : 6.0) * h * V;
        break;
    }
    // Checkpointing recomputes the forward pass of what it dropped: the layers' forward once (full and every-K), the
    // attention core only (selective, and every MaxText policy, which keeps no attention dot), and the matmuls a
    // MaxText policy does not save (Chen et al. 2016; Korthikanti et al. 2022; time.md; MaxText remat policies).
    const double attentionForward = f.attention / 3.0;
    const double outForward = 2.0 * L * q * h;
    switch (c.checkpointing.kind) {
    case CheckpointingKind::None:
        break;
    case CheckpointingKind::Full:
    case CheckpointingKind::EveryK:
        // LoRA's adapters run again with their layer: 2 FLOPs per adapter parameter
        f.recompute = forwardLayers + attentionForward + 2.0 * adapterParameters;
        break;
    case CheckpointingKind::Selective:
        f.recompute = attentionForward;
        break;
    default: {
        // a placement: the attention core again, and every matmul whose output it neither keeps nor offloads
        const RematPlacement placement = *placementOf(c.checkpointing);
        const double gatedInputs = m.mlp == MlpKind::Gated ? 1.0 : 0.0;
        const double matmul[int(LayerTensor::Count)] = {0.0,
                                                        2.0 * L * h * q,
                                                        2.0 * L * h * double(m.kvDim()),
                                                        2.0 * L * h * double(m.kvDim()),
                                                        0.0,
                                                        outForward,
                                                        2.0 * L * h * m.intermediateSize,
                                                        gatedInputs * 2.0 * L * h * m.intermediateSize,
                                                        2.0 * L * h * m.intermediateSize};
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

// The weight matrices of one layer, d_in x d_out: q, k, v, o and the MLP (two or three).
struct Matrix
{
    double in = 0;
    double out = 0;
};

QVector<Matrix> layerMatrices(const ModelSpec& m)
{
    const double h = m.hiddenSize;
    const double q = double(m.queryDim());
    const double kv = double(m.kvDim());
    const double i = m.intermediateSize;
    QVector<Matrix> out{{h, q}, {h, kv}, {h, kv}, {q, h}, {h, i}, {i, h}};
    if (m.mlp == MlpKind::Gated)
        out << Matrix{h, i};
    return out;
}

// Padded over actual multiply-adds of a set of matrices on a tile x tile array.
double paddingRatio(const QVector<Matrix>& matrices, int tile)
{
    double actual = 0, padded = 0;
    for (const Matrix& x : matrices) {
        actual += x.in * x.out;
        padded += padTo(x.in, tile) * padTo(x.out, tile);
    }
    return actual > 0 ? padded / actual : 1.0;
}

double matrixParameters(const QVector<Matrix>& matrices)
{
    double n = 0;
    for (const Matrix& x : matrices)
        n += x.in * x.out;
    return n;
}

// Bytes of HBM traffic per token and layer that the norms, activations, residual adds and RoPE cause, forward and
// backward (docs/time-model.md section 5.3): each fusion reads its inputs and writes its outputs once forward; the
// backward reads the saved input and the incoming gradient and writes one gradient, about twice the forward.
double elementwiseBytesPerTokenLayer(const ModelSpec& m, double bytesPerElement)
{
    const double h = m.hiddenSize;
    const double i = m.intermediateSize;
    // two residual add + norm fusions (read 2h, write 2h each) and the activation (gated: read 2I, write I)
    double forward = 8.0 * h + (m.mlp == MlpKind::Gated ? 3.0 : 2.0) * i;
    if (m.isDecoder() && !m.learnedPositions)
        forward += 2.0 * double(m.queryDim() + m.kvDim()); // RoPE reads and writes q and k
    return 3.0 * forward * bytesPerElement;
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

StepTime stepTime(const ModelSpec& m, const HeadConfig& head, const TrainingConfig& c, const DeviceInfo& d,
                  const Efficiency& eff, const ShardingDetail* sharding)
{
    StepTime t;
    t.flops = flopsPerToken(m, head, c);
    const bool mixed = c.precision != Precision::Fp32;
    // TPUs run fp32 matmuls as bf16 MXU passes by default (time.md); GPUs use their fp32 rate without mixed precision.
    t.peakFlopsPerDevice = (d.isTpu || mixed ? d.peakTflops16 : d.peakTflopsFp32) * kTera;
    t.mxuTile = std::max(1, d.mxuTile);
    const int tile = t.mxuTile;
    const double bandwidth = d.memoryBandwidthGBs > 0 ? d.memoryBandwidthGBs * 1e9 * eff.memory : 0.0;
    const double matmulRate = t.peakFlopsPerDevice * eff.matmul;
    const int accumulation = std::max(1, c.accumulationSteps);
    const double tokensPerMicroStep = double(c.batchPerDevice) * c.seqLen;
    const double tokensPerDevicePerStep = tokensPerMicroStep * accumulation;
    // the batch per device already splits the global batch over every device, those of a tensor-parallel group
    // included: a device's share of the FLOPs and of the activations' traffic is its tokens' (with sequence
    // parallelism for the element-wise work); only the weights it holds and reads shrink by the tensor degree
    const double tensor = std::max(1, c.mesh.tensor);
    const double activationBytes = c.precision == Precision::Fp32 ? 4.0 : 2.0;
    const bool frozen = c.finetune != FinetuneMode::Full;

    // --- matmuls: every dimension padded to the tile (the MXU's; tensor cores' alignment on GPUs)
    const QVector<Matrix> matrices = layerMatrices(m);
    const double layerRatio = paddingRatio(matrices, tile);
    const double headRatio = paddingRatio({{double(m.hiddenSize), double(m.vocabSize)}}, tile);
    const double headDim = m.headDim();
    const double attentionRatio = headDim > 0 ? padTo(headDim, tile) / headDim : 1.0;
    const double loraRank = std::max(1, c.loraRank);
    const double adapterRatio = frozen ? padTo(loraRank, tile) / loraRank : 1.0;
    // the recompute splits into the attention forward (every policy) and matmuls of the layers
    const double attentionRecompute = c.checkpointing.kind == CheckpointingKind::None ? 0.0 : t.flops.attention / 3.0;
    const double layerRecompute = t.flops.recompute - attentionRecompute;
    // LoRA's adapters: 6 FLOPs per adapter parameter in the layers' figure, padded on their rank
    double adapterFlops = 0;
    if (frozen) {
        const double base = 4.0 * double(nonEmbeddingParameters(m));
        adapterFlops = std::max(0.0, t.flops.layers - base);
    }
    const double layerFlops = (t.flops.layers - adapterFlops) * layerRatio + adapterFlops * adapterRatio;
    const double layerMatmulFlops = layerFlops + t.flops.head * headRatio + layerRecompute * layerRatio;
    const double unpaddedMatmulFlops = t.flops.layers + t.flops.head + layerRecompute;
    double matmulSeconds = layerMatmulFlops * tokensPerMicroStep / matmulRate;
    // every micro-step reads each weight twice (forward, backward) and accumulates its gradient in fp32 (a frozen base
    // only reads): with small micro-batches that traffic, not the FLOPs, bounds the matmuls (12 and 4 bytes per weight:
    // docs/time-model.md section 5.1, a code choice)
    const double weights = (matrixParameters(matrices) * m.layers + double(m.hiddenSize) * m.vocabSize) / tensor;
    const double weightBytes = weights * (frozen ? 4.0 : 12.0);
    if (bandwidth > 0 && weightBytes / bandwidth > matmulSeconds) {
        matmulSeconds = weightBytes / bandwidth;
        t.terms.weightBound = true;
    }

    // --- attention: the padded head dimension; eager attention also writes and reads the s x s scores through HBM
    bool sparse = false;
    const double keys = keysPerQuery(m, c.seqLen, &sparse);
    const double attentionFlopSeconds
        = (t.flops.attention + attentionRecompute) * attentionRatio * tokensPerMicroStep / matmulRate;
    double attentionSeconds = attentionFlopSeconds;
    if (resolvedAttention(m, c.attention, d) == AttentionImpl::Eager && bandwidth > 0) {
        // forward: write the scores, read them and write the probabilities, read them for AV; backward about twice
        // (12 passes: docs/time-model.md section 5.2, a code choice)
        // (the recompute of the attention forward adds its third)
        const double recomputed = attentionRecompute > 0 ? 4.0 / 3.0 : 1.0;
        const double scoreBytes = 12.0 * m.layers * m.heads * keys * activationBytes * recomputed;
        attentionSeconds = std::max(attentionSeconds, scoreBytes * tokensPerMicroStep / bandwidth);
    }
    if (sparse)
        attentionSeconds /= eff.blockSparseFactor;

    // --- memory-bound work of the layers and the loss
    double layersElementwise = 0, lossElementwise = 0, optimizerSeconds = 0;
    const bool recomputesLayers
        = c.checkpointing.kind == CheckpointingKind::Full || c.checkpointing.kind == CheckpointingKind::EveryK;
    if (bandwidth > 0) {
        layersElementwise
            = elementwiseBytesPerTokenLayer(m, activationBytes) * m.layers * tokensPerMicroStep / bandwidth;
        // the loss's softmax over the vocabulary in fp32 per predicted position: forward read and write, backward
        // read and write; as many positions as the head's FLOPs count
        const double predictedShare = head.kind == HeadKind::CausalLm || head.kind == HeadKind::Mlm ? 1.0
            : head.kind == HeadKind::MlmMasked ? std::min(1.0, double(head.maxPredictions) / c.seqLen)
                                               : 0.0;
        lossElementwise = 16.0 * m.vocabSize * predictedShare * tokensPerMicroStep / bandwidth;
        // the update runs once per step over the parameters this device holds the states of
        const double allParameters = double(nonEmbeddingParameters(m) + embeddingParameters(m))
            + (m.tiedEmbeddings ? 0.0 : double(m.hiddenSize) * m.vocabSize);
        const double trainable = frozen ? adapterFlops / 6.0 : allParameters;
        const double holders = tensor * std::max(1, c.mesh.shardDegree());
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
    // what padding and checkpointing add (for the reasons): their shares of the FLOP-bound parts
    const double matmulFlopsSeconds = layerMatmulFlops * tokensPerMicroStep / matmulRate * a;
    // (padding costs time only where the FLOPs bound: not behind the weights' or the scores' HBM traffic)
    const bool attentionFlopBound = attentionSeconds * (sparse ? eff.blockSparseFactor : 1.0) <= attentionFlopSeconds;
    t.terms.padding
        = (t.terms.weightBound ? 0.0 : (layerMatmulFlops - unpaddedMatmulFlops) / layerMatmulFlops * matmulFlopsSeconds)
        + (attentionFlopBound ? (attentionRatio - 1.0) / attentionRatio * t.terms.attention : 0.0);
    const double attentionFlops = t.flops.attention + attentionRecompute;
    t.terms.recompute = (t.terms.weightBound ? 0.0 : layerRecompute * layerRatio / layerMatmulFlops * t.terms.matmul)
        + (attentionFlops > 0 ? attentionRecompute / attentionFlops * t.terms.attention : 0.0)
        + layersElementwiseRecompute * a;
    t.computeSeconds = t.terms.total();
    t.tokensPerDevice = tokensPerDevicePerStep;
    t.seconds = t.computeSeconds;
    if (sharding) {
        // collectives run asynchronously beside the matmuls (XLA's latency-hiding scheduler, NCCL streams): the step
        // is the larger of compute and communication, the roofline of scaling-book training.md; host transfers use
        // their own PCIe link and overlap both (reference llm.md sections 4 and 6)
        t.communication = communicationTime(m, c, d, *sharding);
        const double comm = t.communication.total();
        const double host = t.communication.hostTransfer;
        t.exposedCommunicationSeconds = std::max(0.0, comm - t.computeSeconds);
        if (comm > t.seconds) {
            t.seconds = comm;
            t.bound = StepBound::Communication;
        }
        if (host > t.seconds) {
            t.seconds = host;
            t.bound = StepBound::HostTransfer;
        }
        if (t.communication.weightTraffic() > 0)
            t.hideTokensPerDevice = tokensPerDevicePerStep * t.communication.weightTraffic() / t.computeSeconds;
    }
    t.secondsBand = Band{t.seconds * eff.bandLow, t.seconds * eff.bandHigh};
    t.tokensPerSecond = tokensPerDevicePerStep * d.devices * std::max(1, c.mesh.slices) / t.seconds;
    t.mfu = t.flops.model() * tokensPerDevicePerStep / (t.seconds * t.peakFlopsPerDevice);
    t.recomputeShare
        = t.computeSeconds > t.terms.recompute ? t.terms.recompute / (t.computeSeconds - t.terms.recompute) : 0.0;
    return t;
}

} // namespace tpuplan
