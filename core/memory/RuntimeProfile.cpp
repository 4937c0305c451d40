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
        // Decoders: the encoders' 0.7 comes mostly from dropout masks XLA regenerates and unfused GELU chains; a
        // Llama layer under flash attention has no dropout and the formula counts only what the backward reads
        // (reference llm.md section 2). No published decoder measurement on a TPU gives a factor (docs/memory-model.md,
        // "decoder calibration", 2026-11), so none is applied.
        p.decoderActivationFactor = 1.0;
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
        // TF1 graph mode without XLA keeps many more intermediates (unfused GELU, float keep-masks) and its BFC
        // allocator fragments: about 2x the formula (NVIDIA DeepLearningExamples TF BERT cases #14-#16, 2019;
        // memory.md section 7), plus the unfused AdamWeightDecay update temporaries, 12 B/param (memory.md 1.2).
        // The cases bound the factor: > 2.04 (#15: batch 10 runs out of memory on a V100 32 GB) and < 2.18
        // (#16: batch 6 of 512 tokens fits); 2.1 sits inside (docs/memory-model.md, calibrated 2026-11).
        p.activationFactor = 2.1;
        p.decoderActivationFactor = 2.1; // the same unfused graph; no decoder case bounds it differently
        p.maskBytes = 1.0;
        p.allocatorSlack = 0.0; // inside the factor
        p.logitsCopies = 3;
        p.updateTemporaryBytesPerParam = 12.0;
        p.mixedWeightBytesPerParam = 4.0; // TF AMP graph rewrite keeps fp32 variables
        p.separateAccumulator = true;
        break;
    }
    return p;
}

} // namespace tpuplan
