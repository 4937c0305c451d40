// SPDX-License-Identifier: GPL-3.0-or-later
#include "RuntimeProfile.h"

namespace tpuplan {

RuntimeProfile defaultRuntimeProfile(Runtime runtime)
{
    RuntimeProfile p;
    p.runtime = runtime;
    switch (runtime) {
    case Runtime::Xla:
        // XLA fuses elementwise chains, regenerates dropout masks from the RNG seed and rematerialises under
        // pressure: TPU runs fit in less than the formula. 0.7 is inside the bounds set by every TPU case:
        // <= 0.79 (#3), <= 0.755 (#4), <= 0.706 (#24) for runs that fit, > 0.640 for S2 that does not (recomputed
        // with this code in docs/memory-model.md section 5.1; reference memory.md section 7, derived 2026-11 from
        // google-research/bert README, Devlin et al. 2018,
        // google-research/bigbird launch scripts, and the seed deck of 2021-07-10).
        p.activationFactor = 0.7;
        // Decoders: the MaxText benchmark configurations bound two factors (docs/memory-model.md section 12, fitted
        // 2026-11 on reference maxtext-configs.md @e591f30c): one on every activation, s, and one more on the
        // recompute transient of a layer, t. Llama 2 70B at 4 x 4,096 per v5p chip ran out of memory (commit
        // 8c9fede59), so s > 0.857 (the stored tensors dominate it); GPT-3 175B at 3 x 2,048 per v6e chip runs, so
        // s <= 0.910; Llama 2 7B at 12 x 4,096 per v6e chip runs within the planner's default 10 % margin, so
        // s x t <= 0.70 on its one-layer recompute, and the 70B OOM keeps s x t > 0.41. s = 0.88 and t = 0.625
        // (s x t = 0.55) sit inside. XLA fuses norms and element-wise chains into their matmuls, frees each
        // recomputed tensor once the backward has read it, and near the HBM limit its rematerialisation pass
        // recomputes again rather than hold a whole layer.
        p.decoderActivationFactor = 0.88;
        p.decoderRecomputeFactor = 0.625;
        p.maskBytes = 1.0;
        p.allocatorSlack = 0.0;
        p.logitsCopies = 2; // logits + gradient (memory.md section 6)
        p.updateTemporaryBytesPerParam = 0.0; // fused by XLA
        p.mixedWeightBytesPerParam = 4.0; // Keras mixed_bfloat16: variables stay fp32 (memory.md 1.1)
        p.separateAccumulator = true; // Keras / optax MultiSteps accumulator (memory.md 1.2)
        break;
    case Runtime::PyTorch:
        // Eager PyTorch stores what the formula counts; the caching allocator holds 10-15 % more
        // (memory.md section 7, from HF model_memory_anatomy.md cases #7-#9 on a V100, 2023-2024). 0.10 chosen.
        p.activationFactor = 1.0;
        p.decoderActivationFactor = 1.0; // as for encoders: eager PyTorch keeps what the formula counts
        p.maskBytes = 1.0; // boolean dropout masks
        p.allocatorSlack = 0.10;
        p.logitsCopies = 3; // logits, log-softmax output, gradient (memory.md section 6)
        p.updateTemporaryBytesPerParam = 0.0;
        p.mixedWeightBytesPerParam = 6.0; // fp32 master + autocast 16-bit copy (HF model_memory_anatomy.md: 18 B/param)
        p.separateAccumulator = false; // accumulates into .grad
        break;
    case Runtime::TensorFlow:
        // TF1 graph mode without XLA keeps many more intermediates than the formula counts: the unfused tanh-GELU
        // chain (about five b s I fp32 tensors per layer), float dropout keep-masks, LayerNorm's pieces; and its BFC
        // allocator fragments. Two coefficients, fitted together on the 17 TensorFlow cases of docs/memory-model.md
        // section 5 (NVIDIA DeepLearningExamples TF BERT #14-#16, 2019; google-research/bert README's Titan X table,
        // TF 1.11; 2026-11): 3.2 x the per-token tensors, and 1.2 x the s x s scores (3.2 x 0.375), which hold one
        // softmax, one float mask and the dropout output: (4 + 4 + 4) / (4 + 4 + 1) = 1.33 x the formula's. No pair
        // on the grid 3.0-3.9 x 0.8-2.4 matches more than 14 of the 17 (the misses are listed there).
        p.activationFactor = 3.2;
        p.attentionScoreFactor = 0.375;
        p.decoderActivationFactor = 3.2; // the same unfused graph (GPT-2 on TF1 in TestDecoderCalibration agrees)
        p.maskBytes = 1.0;
        p.allocatorSlack = 0.0; // inside the factor
        p.logitsCopies = 3;
        // the unfused AdamWeightDecay update's next_m, next_v and update, live after the backward pass (memory.md 1.2)
        p.updateTemporaryBytesPerParam = 12.0;
        p.mixedWeightBytesPerParam = 4.0; // TF AMP graph rewrite keeps fp32 variables
        p.separateAccumulator = true;
        break;
    }
    return p;
}

} // namespace tpuplan
