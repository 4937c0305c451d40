// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "memory/TrainingSetup.h"
#include "model/ModelSpec.h"

#include <QVector>

namespace tpuplan {

// The time model's view of the layer stack (model/ModelSpec.h layerStack()): every figure below is a sum over the
// stack's groups, so a dense model (one group) gives the figures of a single layer times the layer count
// (docs/time-model.md section 12).

// A weight matrix d_in x d_out of the stack: how many times one token passes through it (the layers that have it,
// K times for a routed expert) and how many copies the model stores (E times for a routed expert).
struct StackMatrix
{
    double in = 0;
    double out = 0;
    double active = 0; // matmuls of one token through it per forward pass
    double stored = 0; // copies held (read from HBM each micro-step)
    bool routedExpert = false;
};
QVector<StackMatrix> stackMatrices(const ModelSpec& model);

// The non-embedding parameters one token passes through: nonEmbeddingParameters() with K of the E routed experts of
// every MoE layer (trained MTP layers included); equal to nonEmbeddingParameters() for a dense model.
double activeNonEmbeddingParameters(const ModelSpec& model);

// QK^T and AV of every layer, forward and backward, per token, each layer with its own attention: global (causal at
// half for a decoder), sliding window, chunked or latent (MLA), MaxText's counts (reference moe.md sections 4, 5).
struct StackAttention
{
    double flops = 0; // training FLOPs per token (forward x 3)
    double paddedFlops = 0; // the same with each head dimension padded to the matrix unit's tile
    double scoresPerToken = 0; // score elements per token and head summed over the layers x heads (eager attention)
    bool sparse = false; // BigBird's block-sparse attention ran (slower gathers: Efficiency::blockSparseFactor)
};
StackAttention stackAttention(const ModelSpec& model, int seqLen, int tile);

// Forward FLOPs per token of the routed experts' matmuls (K of them per MoE layer), and the forward FLOPs that
// token dropping adds (MaxText sparse_matmul=False with a capacity factor): the one-hot dispatch and combine einsums,
// 4 CF K S h per token and MoE layer (≈ 2 S CF / (3 I_e) of a gated expert's FLOPs, reference moe.md section 3.2), and
// the (CF - 1) K capacity slots beyond the tokens routed, computed on padding.
double routedExpertForwardFlops(const ModelSpec& model);
double droppingForwardFlops(const ModelSpec& model, const TrainingConfig& config);

// LoRA adapter parameters over the stack: those one token passes through (K routed experts) or all of them.
double adapterParameters(const ModelSpec& model, const TrainingConfig& config, bool active);

// Forward FLOPs per token of the matmuls behind each of MaxText's named layer tensors (the recompute of a placement).
void namedMatmulForwardFlops(const ModelSpec& model, double* perTensor /* LayerTensor::Count entries */);

// Bytes of element-wise HBM traffic per token over every layer, forward and backward (docs/time-model.md 5.3).
double elementwiseBytesPerToken(const ModelSpec& model, const TrainingConfig& config, double bytesPerElement);

// MoE layers in the stack (trained MTP layers included).
int moeLayerCount(const ModelSpec& model);

} // namespace tpuplan
