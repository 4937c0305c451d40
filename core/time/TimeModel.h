// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Communication.h"
#include "catalog/Catalog.h"
#include "memory/TrainingSetup.h"
#include "model/ModelSpec.h"

#include <QString>

namespace tpuplan {

// Training FLOPs of one token (forward + backward), split so that the recompute of checkpointing can be added. These
// are the model's FLOPs as MaxText counts them (mfuConvention()); what the matrix units actually run, with their
// tile padding, is in StepTerms.
struct FlopsPerToken
{
    double layers = 0; // matmuls of the layers: 6 * the non-embedding parameters a token passes through (Kaplan et
                       // al. 2020): K of the E routed experts, the shared experts and the router (moe.md section 3.3)
    double attention = 0; // QK^T and AV: 12 (a d) keys per query summed over the layer stack (causal: half; windows,
                          // chunks and MLA per layer kind: reference moe.md sections 4 and 5)
    double head = 0; // MLM transform and output projection (6 h^2 + 6 h V per predicted position), or the LM head
    double recompute = 0; // the extra forward pass that gradient checkpointing recomputes
    // token dropping (a capacity factor): the dispatch and combine einsums and the padded capacity slots, forward and
    // backward; outside the model FLOPs MFU is quoted on (MaxText performance_metrics.md)
    double dropping = 0;
    // the routed experts `layers` counts for a mixture of experts, K of E, and whether it has shared experts (0 of 0
    // for a dense model): what mfuConvention() names
    int expertsPerToken = 0;
    int experts = 0;
    bool sharedExperts = false;
    double total() const { return layers + attention + head + recompute + dropping; }
    double model() const { return layers + attention + head; } // what MFU is quoted on (no recompute)
};

// The few factors the roofline cannot derive from the hardware's data sheet, per runtime family, each fitted on the
// published runs that docs/time-model.md section 7 lists (the runs are the calibration test's data).
struct Efficiency
{
    // the fitted values live in defaultEfficiency() alone; these defaults are the hardware's peak
    double matmul = 1.0; // share of the matrix units' peak that the (padded) matmuls reach
    double memory = 1.0; // share of the HBM bandwidth that memory-bound work (norms, softmax, optimizer) reaches
    double blockSparseFactor = 0.6; // BigBird's gathers and rolls: its attention runs at this share (uncalibrated)
    // the fixed cost of each dispatch from the host, seconds (once per step; per micro-step under PyTorch): the
    // dispatch of the step's program, the infeed of its batch, and the launches of its kernels, the optimizer's
    // included (docs/time-model.md section 5.9)
    double stepOverhead = 0;
    // the spread the calibration runs leave: measured step ÷ predicted step, lowest and highest over the runs fitted
    double bandLow = 1.0;
    double bandHigh = 1.0;
    QString source; // where the factors come from (the runs they were fitted on)
    // Mixture of experts (docs/time-model.md section 12), named assumptions, not fitted: the routed experts' grouped
    // matmuls (megablox, grouped GEMM) run at this share of the dense matmuls' rate; the busiest expert's tokens over
    // the mean (1 = balanced, as the published runs force); the band of an MoE step, apart from the dense one
    double groupedMatmul = 1.0;
    double routingImbalance = 1.0;
    double moeBandLow = 1.0;
    double moeBandHigh = 1.0;
    QString moeSource;
    bool extrapolated = false; // no calibration run on this generation (v2, TPU7x) or runtime (XLA on a GPU)
    bool userSet = false; // `matmul` set in the plan (efficiency: {v3: 0.30}); the band stays the fit's
};

// A low and a high value around a point estimate (seconds, hours or dollars).
struct Band
{
    double low = 0;
    double high = 0;
};

// Seconds one device spends per optimizer step (all micro-steps) on each kind of work, before communication.
// XLA runs a TensorCore's operations one after another, so the parts add up (docs/time-model.md section 5).
struct StepTerms
{
    double matmul = 0; // the layers' and the head's matmuls at the padded MXU/tensor-core rate, or the weights' HBM
                       // reads when those take longer (small micro-batches)
    double attention = 0; // QK^T and AV: their padded FLOPs, or under eager attention the s x s scores' HBM traffic
    double elementwise = 0; // norms, activations, residual adds, RoPE, the loss's softmax: bytes / HBM bandwidth
    double optimizer = 0; // the optimizer update, once per step: the states' bytes / HBM bandwidth
    double overhead = 0; // fixed per-step costs: dispatch, infeed and launches (Efficiency::stepOverhead, once per
                         // step or per micro-step) and the latency of the collectives on the critical path
    double recompute = 0; // the part of the above that checkpointing adds (already included)
    double padding = 0; // the part of matmul and attention that MXU tile padding adds (already included)
    double collectiveLatency = 0; // the part of overhead that the collectives' hop latency adds (already included)
    double dropping = 0; // the part of matmul that token dropping's einsums and padded capacity slots add (included)
    double routedExperts = 0; // the part of matmul the routed experts' grouped matmuls take (already included)
    bool weightBound = false; // the matmuls are bound by reading the weights, not by the FLOPs
    double total() const { return matmul + attention + elementwise + optimizer + overhead; }
};

struct StepTime
{
    FlopsPerToken flops;
    StepTerms terms;
    double mfu = 0; // model FLOPs of the step (mfuConvention()) ÷ (step seconds × peak): what a training log prints
    double peakFlopsPerDevice = 0; // the peak `mfu` is against: bf16 (fp16, or fp32 for fp32 on a GPU)
    QString peakFormat; // that peak's format: "bf16", "fp16" or "fp32"
    // fp8-mixed and int8-mixed (docs/time-model.md, "low-precision matmuls"); all zero / empty otherwise
    QString lowPrecisionFormat; // "fp8", "int8"
    double peakFlopsLowPrecision = 0; // the 8-bit peak per device, FLOP/s
    double lowPrecisionShare = 0; // f8: the step's FLOPs (model FLOPs and recompute, unpadded) that run in 8 bits
    double lowPrecisionSpeedupBound = 0; // 1 / ((1 - f8) + f8 × 16-bit peak / 8-bit peak): the most 8 bits can gain
    double mfuLowPrecisionPeak = 0; // the same model FLOPs ÷ (step seconds × the 8-bit peak)
    int mxuTile = 0; // the tile the matmuls' dimensions were padded to
    double seconds = 0; // one optimizer step (all accumulation micro-steps): the largest of compute (with the
                        // MoE all-to-all, which it waits for), the other communication and host transfer
    Band secondsBand; // seconds × the calibration's band
    double tokensPerSecond = 0; // across the whole job (every slice)
    double recomputeShare = 0; // extra time from checkpointing, share of the step without it
    double computeSeconds = 0; // terms.total()
    CommunicationTime communication;
    double exposedCommunicationSeconds = 0; // what of the communication compute does not hide
    StepBound bound = StepBound::Compute;
    // tokens per device and step below which the weights' traffic (gradient sync, FSDP gathers, DCN) stops hiding
    // behind compute; 0 when the step moves no weights
    double hideTokensPerDevice = 0;
    double tokensPerDevice = 0; // per optimizer step
    // Pipeline parallelism (docs/time-model.md, "the pipeline bubble"): the seconds the stages idle while the pipeline
    // fills and drains, (p - 1)/(v m) of the pipelined compute (in computeSeconds), and their share of the step; the
    // schedule that runs ("1f1b", "gpipe", ...; empty without a stage axis), its microbatches and chunks per stage
    double bubbleSeconds = 0;
    double bubbleShare = 0;
    QString pipelineSchedule;
    int microbatches = 0;
    int virtualStages = 0;
};

FlopsPerToken flopsPerToken(const ModelSpec& model, const HeadConfig& head, const TrainingConfig& config);
// The band of a step of `model`: the MoE band for a mixture of experts, else the calibration's.
Band stepBand(const ModelSpec& model, const Efficiency& efficiency, double seconds);
// The FLOP convention of StepTime::mfu, in words, for reports and the JSON output: a dense model's; for a mixture of
// experts the active parameters it counts, K of the E routed experts (the shared experts and the router included).
QString mfuConvention();
QString mfuConvention(const FlopsPerToken& flops);
QString mfuConvention(const ModelSpec& model);
// What an 8-bit GEMM keeps of the matmul efficiency a 16-bit GEMM reaches: TransformerEngine's measured per-layer GEMM
// speedup of fp8 (delayed scaling) over bf16 on H200, ~1.69x, against the 2x of the peaks (1,979 / 989 TFLOP/s), so
// 0.845 (TransformerEngine docs/features/low_precision_training speedups.rst @d0067d0d, 2026-08-22; reference
// longctx.md section 3.4). The casts and the scales' amax reductions are in that figure. Taken for every 8-bit format;
// on TPUs (int8 through AQT/Qwix, fp8 on TPU7x) no per-GEMM figure is published, so it is extrapolated there.
constexpr double kLowPrecisionGemmShare = 1.69 / 2.0;
// The 8-bit matmul peak per device (TFLOP/s; TOPS for int8) that `precision` runs the linear layers at; 0 for the
// 16- and 32-bit precisions, or where the catalog has no such figure (MemoryModel::incompatibility refuses those).
double lowPrecisionPeakTflops(Precision precision, const DeviceInfo& device);
// Default efficiency for a device and runtime (docs/time-model.md lists the runs behind each figure).
Efficiency defaultEfficiency(const DeviceInfo& device, Runtime runtime);
// The step time of a configuration on `device` (a slice or a GPU job; config.mesh says how its devices share the
// work): the roofline terms, and with `sharding` (the memory estimate's) the communication and host transfers, which
// overlap compute: the step is the largest of the three (docs/sharding-model.md section 5).
StepTime stepTime(const ModelSpec& model, const HeadConfig& head, const TrainingConfig& config,
                  const DeviceInfo& device, const Efficiency& efficiency, const ShardingDetail* sharding = nullptr);

} // namespace tpuplan
