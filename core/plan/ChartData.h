// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The numbers behind the app's charts, computed here so that views only draw what core returns: memory against
// sequence length around a candidate, the HBM sizes in play, a candidate's memory bar in GiB, and its time and cost
// under preemption.

#include "Planner.h"

#include <QPointF>
#include <QVector>

namespace tpuplan {

// The training configuration a candidate runs: its device batch, accumulation, precision, checkpointing and runtime,
// with the optimizer and dropout of the plan.
TrainingConfig candidateConfig(const Candidate& candidate, const PlanInput& input);

// About `count` sequence lengths from 128 (or maxPositions, if smaller) up to maxPositions, rounded to multiples of
// 64 (of 8 below 512), ascending and distinct, always including `current` when it lies in 1..maxPositions.
QVector<int> seqLenSweep(int maxPositions, int current, int count = 40);

// The longest sequence the memory-vs-length chart reaches for a configuration on `mesh`: the model's positions, or
// 1,048,576 tokens with a context axis (a rotary model runs past its trained length once its RoPE is scaled; the
// chart shows what the memory would be; reference longctx.md section 5.1 runs 1M tokens and more).
int seqLenChartMax(const ModelSpec& model, const Mesh& mesh);

struct SeqLenMemorySeries
{
    Checkpointing checkpointing; // the policy of `withCheckpointing`: the configuration's own, or full if it has none
    QVector<QPointF> without; // (tokens, GiB per device) without checkpointing
    QVector<QPointF> withCheckpointing;
    QPointF current; // the configuration itself: (its length, GiB per device with its own policy)
};

// Memory per device of `config` on `device` at each length of `lengths` (lengths the model cannot run are skipped; with
// a context axis a rotary model's lengths up to seqLenChartMax() are run),
// without checkpointing and with it. `profile`: the runtime profile the plan used (a calibrated one, say); the
// runtime's built-in profile when not given.
SeqLenMemorySeries memoryVsSeqLen(const ModelSpec& model, const HeadConfig& head, const TrainingConfig& config,
                                  const DeviceInfo& device, const QVector<int>& lengths,
                                  const std::optional<RuntimeProfile>& profile = std::nullopt);

// A device memory size among candidates, and the hardware that has it.
struct HbmSize
{
    double bytes = 0;
    double gib = 0;
    QStringList hardware; // in order of first appearance
};

// The distinct memory sizes per device of `candidates`, smallest first.
QVector<HbmSize> hbmSizesInPlay(const QVector<Candidate>& candidates);

// A candidate's memory per device in GiB, by what holds it, against the device's memory and the usable part of it.
// The parts add up to the total: LoRA's adapters (their weights, gradients and optimizer states) are taken out of
// the model states, and the causal-LM head's logits out of the activations, so that each shows as its own part.
struct MemoryBarGiB
{
    double parameters = 0; // the frozen base under LoRA/QLoRA
    double gradients = 0; // without the adapters'
    double optimizerStates = 0; // without the adapters'
    // MoE: the routed experts' weights, gradients and optimizer states (ShardingDetail::expertStates), out of the
    // three parts above; 0 for a dense model
    double expertStates = 0;
    double adapters = 0; // LoRA/QLoRA: adapter weights, gradients and optimizer states; 0 for full training
    double activations = 0; // without the causal-LM logits
    double logits = 0; // the causal-LM head's logits (after the runtime's activation factor); 0 for other heads
    double runtimeOverhead = 0;
    double sharding = 0; // what sharding adds back: gathered layers, communication buffers
    double total = 0;
    // beside the bar: what the mesh spread over the other devices (a full replica's states less this device's share)
    // and what host offload moved to the host, per device
    double shardedAway = 0;
    double offloaded = 0;
    double deviceMemory = 0;
    double usable = 0; // deviceMemory less the safety margin
};

// `head`: the plan's head; only the causal-LM head's logits are a part of their own (an encoder's MLM logits stay in
// the activations, as its chart always showed them).
MemoryBarGiB memoryBarGiB(const Candidate& candidate, double safetyMargin, HeadKind head);

// A pipeline candidate's memory per stage, first to last, each as memoryBarGiB splits the candidate's own (the
// heaviest stage's); one bar without a stage axis. For the chart of memory per stage.
QVector<MemoryBarGiB> stageMemoryGiB(const Candidate& candidate, const PlanInput& input,
                                     const std::optional<RuntimeProfile>& profile = std::nullopt);

// One job size of the step-time chart: the candidate's mesh kind (strategy, tensor degree, offload, slices) on
// another slice of its generation, or on another count of its GPU, at the plan's global batch.
struct StepSplitPoint
{
    QString hardware; // the slice or the GPU
    int devices = 0; // every device of the job (slices times the devices of a slice, or the GPUs)
    QString job; // "v5litepod-16", "8 × h100-80": the job as the results table names it
    Mesh mesh;
    int batchPerDevice = 0;
    int accumulation = 0;
    double computeSeconds = 0;
    // computeSeconds split into the roofline's terms (StepTime::terms): they add up to it
    double matmulSeconds = 0;
    double attentionSeconds = 0;
    double memoryBoundSeconds = 0; // norms, activations, the loss's softmax (StepTerms::elementwise)
    double optimizerSeconds = 0;
    double overheadSeconds = 0; // the fixed per-step costs (StepTerms::overhead)
    double bubbleSeconds = 0; // a pipeline's bubble (StepTime::bubbleSeconds; 0 without a stage axis)
    double exposedCommunicationSeconds = 0; // what compute does not hide
    double exposedContextSeconds = 0; // the part of it that is the context axis's K/V exchange
    // the rest of it, beside the context axis's exchange
    double exposedOtherSeconds() const { return exposedCommunicationSeconds - exposedContextSeconds; }
    double hostTransferSeconds = 0;
    double exposedHostSeconds = 0; // what of the host transfers neither compute nor communication hides
    double stepSeconds = 0; // computeSeconds + exposedCommunicationSeconds + exposedHostSeconds
    Band stepBand; // the calibration's band around stepSeconds (StepTime::secondsBand)
    double mfu = 0; // StepTime::mfu (mfuConvention())
    StepBound bound = StepBound::Compute;
    bool fits = false; // in the device's usable memory and in host RAM
    bool current = false; // the candidate's own job
};

// The step of `candidate` split into the roofline's compute terms and exposed communication across job sizes: every
// slice of its TPU generation (times the candidate's slices), or 1, 2, 4 ... 64 of its GPU, smallest first. Each keeps
// the candidate's strategy, tensor degree, offload, precision and checkpointing, the plan's fsdp choice and global
// batch, and the candidate's micro-batch where the per-device batch allows it (the rest is accumulation). Sizes whose
// device count does not divide the global batch, or whose mesh cannot run the model, are left out.
QVector<StepSplitPoint> stepTimeAcrossJobs(const PlanInput& input, const Candidate& candidate, const Catalog& catalog,
                                           const std::optional<RuntimeProfile>& profile = std::nullopt);

// Time and cost of a candidate's run: uninterrupted, expected under preemption (closed form), and the simulated
// P10/P50/P90 (only when the candidate has a spread: Planner::simulate()). The expected point carries the time
// model's calibration band (Candidate::expectedHoursBand, expectedCostBand).
struct SpreadPoint
{
    enum class Kind { Uninterrupted, Expected, P10, P50, P90 };
    Kind kind = Kind::Expected;
    double hours = 0;
    double usd = 0;
    bool banded = false; // hoursBand and usdBand hold a band
    Band hoursBand;
    Band usdBand; // meaningless when the candidate is not priced, as usd
};

QVector<SpreadPoint> preemptionSpread(const Candidate& candidate);

// An axis range that shows `values` well: linear from 0 up to a round maximum (1, 2, 2.5 or 5 times a power of ten),
// or logarithmic between powers of ten when every value is positive and the largest is at least `logSpan` times the
// smallest (0 = never logarithmic).
struct AxisRange
{
    double min = 0;
    double max = 1;
    bool logarithmic = false;
};

AxisRange chartAxisRange(const QVector<double>& values, double logSpan = 0);

} // namespace tpuplan
