// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// After a run dies with an out-of-memory error (or after a run that worked, from its measured peak): the estimate
// against what was observed, the correction of the activation factor that the observation implies, and the smallest
// changes that make the configuration fit, ranked (docs/diagnose.md).

#include "OomParser.h"
#include "memory/CalibrationStore.h"
#include "plan/Planner.h"

#include <QJsonObject>

#include <optional>

namespace tpuplan {

// The plan's inputs as far as one device is concerned.
struct DiagnosisInput
{
    ModelSpec model;
    HeadConfig head;
    TrainingConfig config; // sequence length, batch per device, precision, optimizer, checkpointing, runtime,
                           // accumulation steps, mesh and host offload of the run that was observed. A default mesh
                           // (replicate, 1 × 1 × 1) means a replica on every device of the job; mesh.slices is the
                           // number of TPU slices
    QString hardware; // a catalog slice or GPU: "v2-8", "a100-40"
    int gpus = 1; // GPUs in the job when `hardware` is a GPU (PyTorch FSDP or DeepSpeed over N GPUs); 1 on a TPU
    double safetyMargin = 0.10; // share of device memory a fix must leave free (as in the recommendation)
    int maxAccumulation = 64; // most accumulation steps the training code supports (1 = it cannot accumulate)
    PricingModel pricing = PricingModel::OnDemand; // the price each fix is costed at
    QString region; // empty = the cheapest region with such a price
    double steps = 1000; // the time and cost of each fix are for this many optimizer steps
    std::optional<CalibrationEntry> calibration; // a stored user calibration to apply to the estimate (shown)
    bool fixesUseObservation = true; // evaluate the fixes with the correction the observation implies
};

// The job a diagnosis is about: `hardware` from the catalog, as a job of `gpus` GPUs when it is a GPU (gpuJob()); a TPU
// slice as it is (its slices are the mesh's). nullopt for hardware the catalog does not know.
std::optional<DeviceInfo> diagnosisDevice(const Catalog& catalog, const QString& hardware, int gpus);

// The diagnosis input for a plan run on one piece of hardware (for the app, whose inputs are a PlanInput): batch per
// device = global batch / devices with no accumulation, the first precision the plan allows, no checkpointing, the
// plan's optimizer, dropout, safety margin and accumulation limit, its GPU runtime (XLA on a TPU), its first region and
// pricing model (on-demand when it allows several or none). The caller adjusts what the failing run did differently.
// Throws InputError for unknown hardware or a global batch that does not split evenly over its devices.
DiagnosisInput diagnosisInputFromPlan(const PlanInput& plan, const Catalog& catalog, const QString& hardware);

// What one device needed in the run that was observed, comparable with MemoryBreakdown::total() (the XLA reservation
// or the CUDA context included).
struct Observation
{
    enum class Source {
        OomMessage,
        MeasuredPeak,
        CompilerAnalysis, // the compiler's own figure (JAX memory_analysis(), MaxText train_compile.py)
    };
    Source source = Source::OomMessage;
    // What the step needed in total, gross of any runtime reservation (for SMEM and VMEM: of that memory; for the
    // host: of its RAM, when the message says).
    double neededBytes = 0;
    bool atLeast = false; // a lower bound: a CUDA snapshot, arguments of unknown size, a breakdown only, no figures
    bool ranOutOfMemory = true;
    // Which memory ran out (or was measured). Unknown only before Diagnosis::run resolves it from the hardware.
    MemoryKind memoryKind = MemoryKind::Unknown;
    std::optional<double> capacityBytes; // the memory the message states (net of any reservation, as printed); it
                                         // wins over the hardware's where the two disagree (a warning says so)
    // Whether capacityBytes already leaves out the XLA runtime's reservation (newer XLA: "of 7.48G hbm" on an 8 GiB
    // core) or is the whole device (TensorFlow 1.x: "of 8.00G hbm"); nullopt when it does not apply or is not known.
    std::optional<bool> capacityNetOfReservation;
    QString derivation; // how neededBytes was obtained, in words with the numbers
    QStringList warnings; // e.g. the message comes from a device of another size than the plan's hardware
};

// The observation a parsed message gives for `device` (the plan's hardware supplies what the message leaves out: the
// reservation when the message's capacity is net of it, the CUDA context). A message without usable figures gives a
// lower bound: more than the device's memory.
Observation observationFromOom(const OomReport& report, const DeviceInfo& device, const QLocale& locale = QLocale());
// A measured peak of one device, as the device reports it: nvidia-smi includes the CUDA context; on a TPU add the
// reservation to a profiler's figure (docs/diagnose.md).
Observation observationFromPeak(double bytes, const QString& how = QString(), const QLocale& locale = QLocale());

// Whether the memory that ran out is the device memory the estimate models (HBM, a GPU's memory), not on-chip SMEM or
// VMEM or the host's RAM.
bool isModelledMemory(MemoryKind kind);

// observed = states + fixed overhead + k × (activations + allocator slack), all from the built-in profile.
struct ActivationCorrection
{
    bool available = false;
    double multiplier = 1.0; // k
    double builtinFactor = 0; // the runtime's activation factor
    double correctedFactor = 0; // builtinFactor × k
    bool atLeast = false; // from a lower bound: the factor is at least correctedFactor
    bool plausible = true; // k within [CalibrationStore::kMinMultiplier, kMaxMultiplier]
    QString explanation; // the arithmetic in words, or why there is no correction
};

enum FixChange {
    kChangeCheckpointing = 1,
    kChangeBatchSplit = 2,
    kChangePrecision = 4,
    kChangeOptimizer = 8,
    kChangeHardware = 16,
    kChangeSharding = 32, // a stronger sharding strategy, or more devices on the fsdp axis of the same job
    kChangeOffload = 64, // host offload of optimizer states, parameters or activations
    kChangeDevices = 128, // more GPUs of the same kind in the job (the fsdp axis grows with them)
    kChangeExpertParallel = 256, // more of the job's devices on the expert axis (an MoE model's routed experts)
    kChangeCapacity = 512, // token dropping at a lower capacity factor (TrainingConfig::capacityFactor; MoE only)
    kChangeContextParallel = 1024, // more of the job's devices on the context axis (each sequence split over them)
};

// One way to make the configuration fit.
struct DiagnosisFix
{
    int changes = 0; // FixChange bits
    QString code; // "checkpointing", "batch-split", "precision", "optimizer", "hardware", "sharding", "offload",
                  // "devices", "expert-parallel", "capacity", joined by '+'
    QString title; // "Full gradient checkpointing"
    QString text; // the change in words, with its numbers
    QStringList how; // how to make it: the tpuplan option and the framework's switch
    QString hardware;
    DeviceInfo device; // the slice or the GPU job (devices = GPUs)
    TrainingConfig config; // batch per device, accumulation, mesh (slices included) and offload included
    int globalBatch = 0; // unchanged by every fix
    MemoryEstimate memory; // with the profile the fixes are evaluated with
    double usableBytes = 0; // device memory × (1 − safety margin)
    StepTime step;
    double stepTimeRatio = 1.0; // step time / the failing configuration's step time on the plan's hardware
    double hours = 0; // for DiagnosisInput::steps
    std::optional<double> costUsd; // accelerator + host for DiagnosisInput::steps; nullopt without a price
    std::optional<Offering> offering;
};

// A change that is not a configuration of the model (those are DiagnosisFix): a kernel's block sizes, freeing the GPU,
// the allocator's settings. Ranked for the memory that ran out (docs/diagnose.md, "advice").
struct DiagnosisAdvice
{
    QString code; // "wrap-layers", "kernel-block-size", "sequence-length", "attention-kernel", "free-device",
                  // "allocator", "check-shapes", "host-memory", "moe-remat", "moe-capacity", "moe-model"
    QString title;
    QString text;
    QStringList how;
};

// One sharding strategy on the failing run's job, everything else as the run was (the strategy ladder: replicate,
// ZeRO-1, ZeRO-2, FSDP).
struct StrategyOption
{
    ShardingStrategy strategy = ShardingStrategy::Replicate;
    Mesh mesh;
    QString problem; // why this mesh cannot run here (meshProblem()); empty when it can
    MemoryEstimate memory; // with the fix profile; unset when `problem` is set
    bool fits = false; // within the usable memory and the host's RAM
    bool current = false; // the run's own strategy
};

// A failed allocation the size of the whole model's weights under FSDP: the model was gathered as one unit (PyTorch
// FSDP without an auto_wrap_policy wraps only the root module; reference llm.md section 3).
struct WholeModelGather
{
    double allocationBytes = 0; // what the message says was allocated (or the largest allocation it lists)
    double wholeWeightsBytes = 0; // the whole model's weights in the compute dtype (ShardingDetail::weightBytes)
    double unitBytes = 0; // what one wrapped unit gathers by the estimate (ShardingDetail::gatheredWeights)
    double gatheredWholeTotal = 0; // the estimate with the whole model gathered instead of one unit at a time
};

struct DiagnosisResult
{
    DiagnosisInput input;
    DeviceInfo device;
    int globalBatch = 0;
    std::optional<OomReport> oom;
    QVector<OomNote> messageNotes; // explainOom() of the message
    Observation observation;

    RuntimeProfile builtinProfile;
    RuntimeProfile estimateProfile; // the built-in profile, or with the stored user calibration applied
    QString calibrationNote; // set when a stored calibration was applied to the estimate
    MemoryEstimate estimate; // the plan's configuration under estimateProfile
    MemoryEstimate builtinEstimate; // the same under the built-in profile (what the correction is relative to)
    ActivationCorrection correction;
    std::optional<WholeModelGather> wholeModelGather; // set when the message shows the model gathered whole
    QVector<StrategyOption> strategies; // the strategy ladder on the run's job (decoders and sharded runs only)

    RuntimeProfile fixProfile; // the profile the fixes are evaluated with
    QString fixProfileNote;
    MemoryEstimate correctedEstimate; // the plan's configuration under fixProfile
    StepTime baselineStep; // the failing configuration
    double baselineHours = 0;
    std::optional<double> baselineCostUsd;
    std::optional<Offering> baselineOffering;

    QVector<DiagnosisAdvice> advice; // first what fits the memory that ran out; before the fixes
    QVector<DiagnosisFix> fixes; // smallest change first (docs/diagnose.md: ranking)
    int evaluated = 0; // configurations tried
    QVector<Reason> notes; // estimate vs observation, the correction, what could not be done

    // observed − estimated (bytes)
    double difference() const { return observation.neededBytes - estimate.memory.total(); }
    // The difference as a share of the estimate (0.05 = the observation is 5 % above it); 0 without an estimate.
    double relativeDifference() const
    {
        const double total = estimate.memory.total();
        return total > 0 ? difference() / total : 0.0;
    }
    // The calibration to store for this runtime and model family; nullopt when the correction is not available,
    // not plausible, or only a lower bound below the built-in factor.
    std::optional<CalibrationEntry> proposedCalibration(const QDate& today) const;
};

class Diagnosis
{
public:
    explicit Diagnosis(const Catalog& catalog);

    // Throws InputError when the hardware is unknown or the configuration cannot run on it at all.
    DiagnosisResult run(const DiagnosisInput& input, const Observation& observation) const;
    // The same with the observation taken from a parsed message (kept in the result).
    DiagnosisResult run(const DiagnosisInput& input, const OomReport& report) const;

    static constexpr int kMaxFixes = 12;

private:
    DiagnosisResult run(const DiagnosisInput& input, const Observation& observation, const OomReport* report) const;

    const Catalog& m_catalog;
};

// The diagnosis as plain text (the CLI prints it; reports can include it). Sections: what the message says, estimate
// vs observation, the correction, the fixes.
QString diagnosisText(const DiagnosisResult& result, const QLocale& locale = QLocale(), int maxFixes = 8);
QJsonObject diagnosisJson(const DiagnosisResult& result);
QJsonObject oomReportJson(const OomReport& report);

} // namespace tpuplan
