// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryModel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {

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
    case OptimizerKind::Sgd:
    case OptimizerKind::Adafactor: // counted per tensor instead
        return 0.0;
    }
    return 0.0;
}

} // namespace

MemoryModel::MemoryModel(const ModelSpec& model, const HeadConfig& head)
    : m_model(model)
    , m_head(head)
{
    QVector<ParamTensor> tensors = encoderTensors(model);
    tensors += headTensors(model, head);
    m_parameters = countParameters(tensors);
    m_adafactorStateElements = adafactorElements(tensors);
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
    if (!d.isTpu && c.precision == Precision::Bf16Mixed && !d.bf16)
        return QCoreApplication::translate("MemoryModel", "%1 has no bf16 support: use fp16-mixed or fp32")
            .arg(d.hardware);
    return QString();
}

MemoryEstimate MemoryModel::estimate(const TrainingConfig& c, const DeviceInfo& d, const RuntimeProfile& rp) const
{
    MemoryEstimate e;
    e.parameterCount = m_parameters;
    const double P = static_cast<double>(m_parameters);
    const bool mixed = c.precision != Precision::Fp32;

    // --- model states (memory.md section 1): data parallelism replicates them on every device
    e.memory.parameters = P * (mixed ? rp.mixedWeightBytesPerParam : 4.0);
    e.memory.gradients = P * 4.0; // gradients are kept in fp32 under mixed precision too (HF model_memory_anatomy.md)
    if (c.accumulationSteps > 1 && rp.separateAccumulator)
        e.memory.gradients += P * 4.0;
    e.memory.optimizerStates = c.optimizer == OptimizerKind::Adafactor ? 4.0 * m_adafactorStateElements
                                                                       : P * optimizerBytesPerParam(c.optimizer);

    // --- activations (Korthikanti et al. 2022, generalised in memory.md 2.1)
    const double p = mixed ? 2.0 : 4.0; // bytes per activation element
    const double m = c.dropout ? rp.maskBytes : 0.0;
    const double h = m_model.hiddenSize;
    const double a = m_model.heads;
    const double b = c.batchPerDevice;
    const int L = m_model.layers;

    ActivationDetail& ad = e.activation;
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
    // the 16p + 2m linear terms: QKV input, Q, K, V, projection input, MLP inputs, GeLU input, LayerNorms, masks
    const double linear = (16.0 * p + 2.0 * m) * sbh;
    double scores = 0;
    double kvCopies = 0;
    if (sparse) {
        // score elements per (example, head): E(s) = (7 + r) blk s - (12 + 2r) blk^2; softmax output only, no
        // probability dropout in block_sparse; K and V gathered/rolled (3 + r) extra times (memory.md section 4)
        const double E = (7.0 + r) * blk * S - (12.0 + 2.0 * r) * double(blk) * blk;
        scores = p * a * b * E;
        kvCopies = 2.0 * (3.0 + r) * p * sbh;
    } else {
        const double attentionDrop = (c.dropout && m_model.attentionDropout > 0) ? 1.0 : 0.0;
        // softmax output p, and with attention dropout its mask m and output p (Korthikanti Eq. 1)
        scores = (p + attentionDrop * (p + rp.maskBytes)) * a * b * S * S;
    }
    const double perLayer = linear + scores + kvCopies;
    ad.perLayer = perLayer;
    ad.attentionScoresPerLayer = scores + kvCopies;

    switch (c.checkpointing.kind) {
    case CheckpointingKind::None:
        ad.storedAcrossLayers = L * perLayer;
        ad.transientPeak = 0;
        break;
    case CheckpointingKind::Full:
        // layer inputs kept; one layer recomputed at a time (memory.md 3.1)
        ad.storedAcrossLayers = L * p * sbh;
        ad.transientPeak = perLayer;
        break;
    case CheckpointingKind::EveryK: {
        const int k = std::max(1, std::min(c.checkpointing.everyK, L));
        const int segments = (L + k - 1) / k;
        ad.storedAcrossLayers = segments * p * sbh;
        ad.transientPeak = k * perLayer;
        break;
    }
    case CheckpointingKind::Selective:
        // attention internals (scores, softmax, dropout, K/V copies) recomputed; one layer's worth at a time
        ad.storedAcrossLayers = L * linear;
        ad.transientPeak = scores + kvCopies;
        break;
    }
    ad.embeddings = (p + m) * sbh; // embedding output + its dropout mask (memory.md 2.1)
    // The head is outside the checkpointed layers (memory.md 3.1). Logits are fp32 for the loss.
    constexpr double kLogitBytes = 4.0;
    const double V = m_model.vocabSize;
    switch (m_head.kind) {
    case HeadKind::Mlm:
        ad.head = 3.0 * p * sbh + rp.logitsCopies * kLogitBytes * b * S * V;
        break;
    case HeadKind::MlmMasked: {
        const double n = std::min(m_head.maxPredictions, c.seqLen);
        ad.head = 3.0 * p * b * n * h + rp.logitsCopies * kLogitBytes * b * n * V;
        break;
    }
    case HeadKind::Classification:
        ad.head = 2.0 * p * b * h + rp.logitsCopies * kLogitBytes * b * m_head.numLabels;
        break;
    }
    if (m_head.nsp)
        ad.head += 2.0 * p * b * h + rp.logitsCopies * kLogitBytes * b * 2.0;
    ad.factor = rp.activationFactor;
    const double rawActivations = ad.storedAcrossLayers + ad.transientPeak + ad.embeddings + ad.head;
    e.memory.activations = rp.activationFactor * rawActivations;

    // --- runtime overhead (memory.md section 7; hardware.md section 3)
    OverheadDetail& od = e.overhead;
    if (d.isTpu)
        od.xlaReservation = d.xlaReservedBytes;
    else
        od.cudaContext = d.cudaContextBytes;
    od.allocatorSlack = rp.allocatorSlack * e.memory.activations;
    od.updateTemporaries = rp.updateTemporaryBytesPerParam * P;
    e.memory.runtimeOverhead = od.xlaReservation + od.cudaContext + od.allocatorSlack + od.updateTemporaries;

    e.deviceMemory = d.memoryBytes;
    e.headroom = d.memoryBytes - e.memory.total();
    e.fits = e.headroom >= 0;
    return e;
}

int MemoryModel::maxBatch(TrainingConfig c, const DeviceInfo& d, const RuntimeProfile& rp, double margin) const
{
    const double budget = usableMemoryBytes(d.memoryBytes, margin);
    auto fits = [&](int batch) {
        c.batchPerDevice = batch;
        return estimate(c, d, rp).memory.total() <= budget;
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
