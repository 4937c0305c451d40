// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimeModel.h"

#include "util/Units.h"

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
    const double mlpForward = 2.0 * L * (m.mlp == MlpKind::Gated ? 3.0 : 2.0) * h * m.intermediateSize;
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
    case CheckpointingKind::Minimal:
        f.recompute = attentionForward;
        break;
    case CheckpointingKind::SaveDotExceptMlp:
        f.recompute = attentionForward + mlpForward;
        break;
    case CheckpointingKind::SaveQkvProj:
        f.recompute = attentionForward + mlpForward + outForward;
        break;
    }
    return f;
}

Efficiency defaultEfficiency(const DeviceInfo& d, Runtime runtime)
{
    Efficiency e;
    if (d.isTpu) {
        // MLPerf Training v0.7 (Google, TF, bf16): 50 % MFU on v4-16 at 32 seq/chip, 53 % on v4-128 at 48, 50 % on
        // v3-32 at 28; the google-research/bert reference code ~25 % on v3-8; HF Flax GLUE fine-tuning ~11 % at 4 x 128
        // tokens per device (reference time.md, runs of 2019-2021). 0.45 sits between the tuned and the reference
        // code; v5e/v5p/v6e have no published encoder runs and use the same figure (extrapolated).
        e.mfuMax = 0.45;
        e.source
            = QStringLiteral("MLPerf Training v0.7 results, Google BERT on TPU v3/v4 (50-53 %, "
                             "https://mlcommons.org/benchmarks/training/); github.com/google-research/bert on v3-8 "
                             "(~25 %)");
        if (d.generation == QLatin1String("v5e") || d.generation == QLatin1String("v5p")
            || d.generation == QLatin1String("v6e") || d.generation == QLatin1String("tpu7x"))
            e.source += QStringLiteral("; extrapolated to ") + d.generation;
    } else if (runtime == Runtime::PyTorch) {
        // NVIDIA DeepLearningExamples PyTorch BERT-large AMP on 8x A100-80GB: 44 % (time.md)
        e.mfuMax = 0.45;
        e.source = QStringLiteral("github.com/NVIDIA/DeepLearningExamples PyTorch BERT-large, A100 (44 %)");
    } else {
        // NVIDIA DeepLearningExamples TF1 + XLA AMP BERT-large on 8x V100-32GB: 34 % (time.md)
        e.mfuMax = 0.35;
        e.source = QStringLiteral("github.com/NVIDIA/DeepLearningExamples TF1 BERT-large, V100 (34 %)");
    }
    // Small per-chip batches leave the matrix units idle: half of the asymptote at 2048 tokens per chip (a code choice,
    // docs/time-model.md section 4, set 2026-11 against the TPU runs of reference time.md, 2019-2021) puts the HF Flax
    // GLUE run (512 tokens per device) at 15 % against its ~11 % and the MLPerf runs (14-25 k tokens per chip) at
    // 39-42 % against their 50 %. GPUs have no run that fixes it and use the same figure.
    e.halfTokensPerChip = 2048;
    // assumption of 2026-11 (reference time.md: BigBird's block gathers run below dense matmul efficiency), not
    // calibrated: no published BigBird run reports its throughput
    e.blockSparseFactor = 0.6;
    return e;
}

StepTime stepTime(const ModelSpec& m, const HeadConfig& head, const TrainingConfig& c, const DeviceInfo& d,
                  const Efficiency& eff, const ShardingDetail* sharding)
{
    StepTime t;
    t.flops = flopsPerToken(m, head, c);
    const bool mixed = c.precision != Precision::Fp32;
    // TPUs run fp32 matmuls as bf16 MXU passes by default (time.md); GPUs use their fp32 rate without mixed precision.
    t.peakFlopsPerDevice = (d.isTpu || mixed ? d.peakTflops16 : d.peakTflopsFp32) * kTera;
    const double devicesPerChip = d.isTpu && d.chips > 0 ? double(d.devices) / d.chips : 1.0;
    const double tokensPerChip = double(c.batchPerDevice) * c.seqLen * devicesPerChip;
    t.mfu = eff.mfuMax * tokensPerChip / (tokensPerChip + eff.halfTokensPerChip);
    bool sparse = false;
    keysPerQuery(m, c.seqLen, &sparse);
    if (sparse)
        t.mfu *= eff.blockSparseFactor;
    const double tokensPerDevicePerStep = double(c.batchPerDevice) * c.seqLen * std::max(1, c.accumulationSteps);
    // the recompute runs at the same utilisation as the rest of the step
    t.computeSeconds = t.flops.total() * tokensPerDevicePerStep / (t.peakFlopsPerDevice * t.mfu);
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
    t.tokensPerSecond = tokensPerDevicePerStep * d.devices * std::max(1, c.mesh.slices) / t.seconds;
    t.recomputeShare = t.flops.recompute / t.flops.model();
    return t;
}

} // namespace tpuplan
