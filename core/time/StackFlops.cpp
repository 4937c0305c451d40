// SPDX-License-Identifier: GPL-3.0-or-later
#include "StackFlops.h"

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
double padTo(double x, int tile)
{
    return tile > 1 ? std::ceil(x / tile) * tile : x;
}

double upMatrices(const ModelSpec& m)
{
    return m.mlp == MlpKind::Gated ? 2.0 : 1.0; // gate and up, or up alone
}

// the routed tokens' share of an expert's capacity slots: CF under token dropping (MaxText expert_capacity =
// ceil(S K / E) CF slots per expert, reference moe.md section 3.2), 1 dropless
double capacitySlots(const TrainingConfig& c)
{
    return c.capacityFactor > 0 ? std::max(1.0, c.capacityFactor) : 1.0;
}

// The attention matrices of one layer (MLA's per moe.md section 4), `layers` times.
void attentionMatrices(const ModelSpec& m, double layers, QVector<StackMatrix>& out)
{
    const double h = m.hiddenSize;
    if (m.isMla()) {
        const double nh = m.heads;
        const double dq = m.qkNopeHeadDim + m.qkRopeHeadDim;
        if (m.qLoraRank > 0)
            out << StackMatrix{h, double(m.qLoraRank), layers, layers}
                << StackMatrix{double(m.qLoraRank), nh * dq, layers, layers};
        else
            out << StackMatrix{h, nh * dq, layers, layers};
        out << StackMatrix{h, double(m.kvLoraRank) + m.qkRopeHeadDim, layers, layers}
            << StackMatrix{double(m.kvLoraRank), nh * (double(m.qkNopeHeadDim) + m.vHeadDim), layers, layers}
            << StackMatrix{nh * m.vHeadDim, h, layers, layers};
        return;
    }
    const double q = double(m.queryDim());
    const double kv = double(m.kvDim());
    out << StackMatrix{h, q, layers, layers} << StackMatrix{h, kv, layers, layers} << StackMatrix{h, kv, layers, layers}
        << StackMatrix{q, h, layers, layers};
}

// An MLP of width `width`: up (and gate) and down, `active` and `stored` times.
void mlpMatrices(const ModelSpec& m, double width, double active, double stored, bool routed, QVector<StackMatrix>& out)
{
    if (width <= 0 || stored <= 0)
        return;
    const double h = m.hiddenSize;
    out << StackMatrix{h, width, active, stored, routed} << StackMatrix{width, h, active, stored, routed};
    if (m.mlp == MlpKind::Gated)
        out << StackMatrix{h, width, active, stored, routed};
}

// Keys each query of a layer of `group` attends to on average (the attention FLOPs are 12 (a d) keys per token with
// the backward). Full attention: s; causal: s / 2, counted at half as MaxText does since PR #1988 (2025-07-27;
// reference llm.md section 7); a sliding window of w keys: w - w^2 / (2 s) when s > w (MaxText 4 B (T W - W^2/2) n_h d
// forward); chunks of C: (n C^2 + r^2) / (2 s) for n whole chunks and a remainder r (MaxText
// calculate_llama4_attention_tflops, reference moe.md section 5); BigBird ITC: E(s) / s with
// E(s) = (7 + r) blk s - (12 + 2r) blk^2 score elements per head (reference memory.md section 4).
double keysPerQuery(const ModelSpec& m, const LayerGroup& g, int seqLen, bool* sparse)
{
    const double sl = seqLen;
    if (g.attention == LayerAttention::BlockSparse && !m.isDecoder()) { // BigBird's ITC is an encoder's
        if (seqLen > (5 + 2 * m.randomBlocks) * m.blockSize) {
            const double blk = m.blockSize;
            const double r = m.randomBlocks;
            const double s = std::ceil(sl / blk) * blk;
            *sparse = true;
            return ((7.0 + r) * blk * s - (12.0 + 2.0 * r) * blk * blk) / s;
        }
        return sl;
    }
    if (!m.isDecoder())
        return sl;
    const double causal = sl / 2.0;
    if (g.attention == LayerAttention::SlidingWindow && sl > g.window) {
        const double w = g.window;
        return w - w * w / (2.0 * sl);
    }
    if (g.attention == LayerAttention::Chunked && sl > g.window) {
        const double chunk = g.window;
        const double whole = std::floor(sl / chunk);
        const double rest = sl - whole * chunk;
        return (whole * chunk * chunk + rest * rest) / (2.0 * sl);
    }
    return causal;
}
} // namespace

QVector<StackMatrix> stackMatrices(const ModelSpec& m)
{
    QVector<StackMatrix> out;
    double layers = 0, dense = 0, moe = 0;
    for (const LayerGroup& g : layerStack(m)) {
        layers += g.count;
        (g.moe ? moe : dense) += g.count;
    }
    attentionMatrices(m, layers, out);
    mlpMatrices(m, m.intermediateSize, dense, dense, false, out);
    if (moe > 0) {
        const double h = m.hiddenSize;
        out << StackMatrix{h, double(m.experts), moe, moe}; // the router, 2 h E per token (MaxText gate_flops)
        mlpMatrices(m, m.expertIntermediateSize, moe * m.expertsPerToken, moe * m.experts, true, out);
        mlpMatrices(m, m.sharedExpertIntermediateSize, moe, moe, false, out);
    }
    return out;
}

int moeLayerCount(const ModelSpec& m)
{
    int n = 0;
    for (const LayerGroup& g : layerStack(m))
        n += g.moe ? g.count : 0;
    return n;
}

double activeNonEmbeddingParameters(const ModelSpec& m)
{
    double n = double(nonEmbeddingParameters(m));
    if (!m.isMoe())
        return n;
    // the routed experts' tensors of the layers and of trained MTP layers: K of every E run per token
    double routed = 0;
    for (const ParamTensor& t : modelTensors(m))
        if (t.name.contains(QLatin1String("moe.experts.")))
            routed += double(t.elements());
    return n - routed * double(m.experts - m.expertsPerToken) / m.experts;
}

StackAttention stackAttention(const ModelSpec& m, int seqLen, int tile)
{
    StackAttention a;
    for (const LayerGroup& g : layerStack(m)) {
        const double keys = keysPerQuery(m, g, seqLen, &a.sparse);
        double width = double(m.queryDim()); // (a d): QK^T over the query width, AV over the same width of values
        double padded = m.headDim() > 0 ? width / m.headDim() * padTo(m.headDim(), tile) : width;
        if (g.attention == LayerAttention::Latent) {
            // MLA: QK^T over d_q = d_nope + d_rope, AV over d_v per head: 2 B S^2 n_h (d_q + d_v) / 2 forward
            // (MaxText calculate_mla_tflops_per_device, reference moe.md section 4)
            const double dq = m.qkNopeHeadDim + m.qkRopeHeadDim;
            width = m.heads * (dq + m.vHeadDim) / 2.0;
            padded = m.heads * (padTo(dq, tile) + padTo(m.vHeadDim, tile)) / 2.0;
        }
        // QK^T and AV: 2 x 2 x width x keys forward per layer, x 3 with the backward
        a.flops += 12.0 * g.count * width * keys;
        a.paddedFlops += 12.0 * g.count * padded * keys;
        a.scoresPerToken += double(g.count) * m.heads * keys;
    }
    return a;
}

double routedExpertForwardFlops(const ModelSpec& m)
{
    if (!m.isMoe())
        return 0.0;
    const double perExpert = 2.0 * (upMatrices(m) + 1.0) * m.hiddenSize * double(m.expertIntermediateSize);
    return moeLayerCount(m) * m.expertsPerToken * perExpert;
}

double droppingForwardFlops(const ModelSpec& m, const TrainingConfig& c)
{
    if (!m.isMoe() || c.capacityFactor <= 0)
        return 0.0;
    // dispatch [S, E C] x [S, h] and combine, 2 S E C h FLOPs each per sequence of S tokens, E C = CF K S slots
    const double einsums = 4.0 * c.capacityFactor * m.expertsPerToken * double(c.seqLen) * m.hiddenSize;
    const double padding = std::max(0.0, c.capacityFactor - 1.0) * routedExpertForwardFlops(m);
    return moeLayerCount(m) * einsums + padding;
}

double adapterParameters(const ModelSpec& m, const TrainingConfig& c, bool active)
{
    if (c.finetune == FinetuneMode::Full)
        return 0.0;
    // Hu et al. 2021: r (d_in + d_out) per adapted matrix; q and v, or every projection and the MLP
    const double r = std::max(1, c.loraRank);
    const double h = m.hiddenSize;
    const double q = double(m.queryDim());
    const double kv = double(m.kvDim());
    const double up = upMatrices(m);
    const auto mlp = [&](double width) { return up * (h + width) + (width + h); };
    double n = 0;
    for (const LayerGroup& g : layerStack(m)) {
        double inPlusOut = c.loraTargets == LoraTargets::Qv ? (h + q) + (h + kv) : (h + q) + 2 * (h + kv) + (q + h);
        if (c.loraTargets != LoraTargets::Qv) {
            if (!g.moe)
                inPlusOut += mlp(m.intermediateSize);
            else
                inPlusOut += (active ? m.expertsPerToken : m.experts) * mlp(m.expertIntermediateSize)
                    + (m.sharedExpertIntermediateSize > 0 ? mlp(m.sharedExpertIntermediateSize) : 0.0);
        }
        n += g.count * r * inPlusOut;
    }
    return n;
}

void namedMatmulForwardFlops(const ModelSpec& m, double* f)
{
    std::fill(f, f + int(LayerTensor::Count), 0.0);
    double layers = 0, mlpWidth = 0;
    for (const LayerGroup& g : layerStack(m)) {
        layers += g.count;
        // the MLP's width one token passes through: the dense width, or K routed experts and the shared ones
        mlpWidth += g.count
            * (g.moe ? double(m.expertsPerToken) * m.expertIntermediateSize + m.sharedExpertIntermediateSize
                     : double(m.intermediateSize));
    }
    const double h = m.hiddenSize;
    if (m.isMla()) {
        const double nh = m.heads;
        const double dq = m.qkNopeHeadDim + m.qkRopeHeadDim;
        const double qParams = m.qLoraRank > 0 ? h * m.qLoraRank + double(m.qLoraRank) * nh * dq : h * nh * dq;
        // the latent's down and up projections give both keys and values: half to each (MaxText mla_kv)
        const double kvParams
            = h * (double(m.kvLoraRank) + m.qkRopeHeadDim) + double(m.kvLoraRank) * nh * (m.qkNopeHeadDim + m.vHeadDim);
        f[int(LayerTensor::Query)] = 2.0 * layers * qParams;
        f[int(LayerTensor::Key)] = layers * kvParams;
        f[int(LayerTensor::Value)] = layers * kvParams;
        f[int(LayerTensor::OutProj)] = 2.0 * layers * nh * m.vHeadDim * h;
    } else {
        const double q = double(m.queryDim());
        const double kv = double(m.kvDim());
        f[int(LayerTensor::Query)] = 2.0 * layers * h * q;
        f[int(LayerTensor::Key)] = 2.0 * layers * h * kv;
        f[int(LayerTensor::Value)] = 2.0 * layers * h * kv;
        f[int(LayerTensor::OutProj)] = 2.0 * layers * q * h;
    }
    f[int(LayerTensor::MlpWi0)] = 2.0 * h * mlpWidth;
    f[int(LayerTensor::MlpWi1)] = m.mlp == MlpKind::Gated ? 2.0 * h * mlpWidth : 0.0;
    f[int(LayerTensor::MlpWo)] = 2.0 * h * mlpWidth;
}

double elementwiseBytesPerToken(const ModelSpec& m, const TrainingConfig& c, double bytesPerElement)
{
    const double h = m.hiddenSize;
    const double activation = m.mlp == MlpKind::Gated ? 3.0 : 2.0; // gated: read 2I, write I; else read I, write I
    double rope = 0;
    if (m.isDecoder() && !m.learnedPositions)
        rope = m.isMla() ? 2.0 * (m.heads + 1.0) * m.qkRopeHeadDim // MLA rotates d_rope per head and the shared key
                         : 2.0 * double(m.queryDim() + m.kvDim()); // RoPE reads and writes q and k
    double bytes = 0;
    for (const LayerGroup& g : layerStack(m)) {
        // two residual add + norm fusions (read 2h, write 2h each) and the MLP's activation
        double forward = 8.0 * h + rope;
        if (!g.moe) {
            forward += activation * m.intermediateSize;
        } else {
            // K routed experts (K CF capacity slots under dropping) and the shared experts; the permutation to the
            // experts and back reads and writes the K copies of each token (reference moe.md section 3.5)
            const double slots = m.expertsPerToken * capacitySlots(c);
            forward += activation * (slots * m.expertIntermediateSize + m.sharedExpertIntermediateSize);
            forward += 2.0 * (slots + 1.0) * h;
        }
        // the backward reads the saved input and the incoming gradient and writes one gradient: about twice
        bytes += g.count * 3.0 * forward;
    }
    return bytes * bytesPerElement;
}

} // namespace tpuplan
