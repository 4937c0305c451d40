// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TrainingSetup.h"

namespace tpuplan {

// The few named coefficients by which runtimes differ from the analytic count. Each is calibrated on the cases in
// docs/memory-model.md (never one knob per case); the sources are given next to the defaults in RuntimeProfile.cpp.
struct RuntimeProfile
{
    Runtime runtime = Runtime::Xla;
    // Multiplies every activation term (layers, embeddings, head) of an encoder.
    double activationFactor = 1.0;
    // The same for a decoder, whose layers keep no dropout masks for XLA to regenerate (RuntimeProfile.cpp says why
    // it is not the encoders' factor).
    double decoderActivationFactor = 1.0;
    // Multiplies the eager s x s attention scores (and their masks) on top of the activation factor: the runtimes
    // whose factor comes from unfused element-wise chains store proportionally less of the scores.
    double attentionScoreFactor = 1.0;
    // Multiplies a decoder's recompute transient (one layer, or one segment, rebuilt in the backward pass): XLA's
    // scheduler and its rematerialisation pass free or recompute again what a layer's backward has read.
    double decoderRecomputeFactor = 1.0;
    // Bytes per stored dropout-mask element.
    double maskBytes = 1.0;
    // Extra share of activations held by the caching allocator (fragmentation, rounding).
    double allocatorSlack = 0.0;
    // Copies of the fp32 logits kept for the loss (logits and their gradient; eager frameworks keep the softmax too).
    int logitsCopies = 2;
    // Optimizer update temporaries per parameter that are not fused away (TF1 AdamWeightDecay next_m, next_v, update).
    double updateTemporaryBytesPerParam = 0.0;
    // Bytes per parameter of the weights under mixed precision (fp32 master + 16-bit copy where the copy is kept).
    double mixedWeightBytesPerParam = 4.0;
    // Gradient accumulation keeps a separate fp32 accumulator (Keras, optax MultiSteps); PyTorch adds into .grad.
    bool separateAccumulator = true;
};

RuntimeProfile defaultRuntimeProfile(Runtime runtime);

} // namespace tpuplan
