// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PlanInput.h"
#include "cost/CostModel.h"
#include "cost/Preemption.h"
#include "memory/Calibration.h"
#include "memory/MemoryModel.h"
#include "time/TimeModel.h"

#include <QDate>
#include <QLocale>

namespace tpuplan {

// A sentence shown to people, with a stable code for scripts.
struct Reason
{
    QString code;
    QString text;
};

// One way to run the plan: an offering (hardware x region x pricing) x precision x checkpointing x batch split.
struct Candidate
{
    QString hardware;
    Offering offering;
    DeviceInfo device; // the slice, or the GPU job (devices = GPUs)
    int slices = 1; // TPU slices over DCN
    Mesh mesh;
    PipelineConfig pipeline; // the microbatches and chunks per stage of a pipeline (mesh.stage > 1)
    Offload offload;
    Precision precision = Precision::Fp32;
    Checkpointing checkpointing;
    int lossChunks = 1; // the chunked loss the candidate runs (the plan's, or the search's lever)
    OptimizerKind optimizer = OptimizerKind::AdamW; // the plan's, or 8-bit AdamW where the search swapped it in
    Runtime runtime = Runtime::Xla;
    int batchPerDevice = 1; // sequences per batch group (TrainingConfig::batchPerDevice)
    int accumulation = 1;
    // MaxText's per_device_batch_size: batchPerDevice over the mesh's batch group, 0.125 for 2 sequences over a context
    // group of 16 (what every view and report shows as the batch per device)
    double perDeviceBatch() const { return mesh.perDeviceBatch(batchPerDevice); }
    bool fits = false;
    bool withinConstraints = true;
    MemoryEstimate memory;
    double totalWithoutCheckpointing = 0; // memory at the same batch without checkpointing
    StepTime step;
    Efficiency efficiency;
    double steps = 0;
    double workHours = 0; // compute only
    RunCost cost; // uninterrupted run (checkpoint saves included)
    PreemptionOutcome preemption;
    double expectedHours = 0;
    double expectedCostUsd = 0;
    // the spread the time model's calibration leaves around workHours, expectedHours and expectedCostUsd
    // (StepTime::secondsBand carried through the steps, the preemption model and the price)
    Band workHoursBand;
    Band expectedHoursBand;
    Band expectedCostBand;
    bool pareto = false;
    bool stalePrice = false;
    bool priced = true; // false: the offering's price is not publicly listed; every cost of it is unknown (0 here)
    std::optional<SimulationSpread> spread; // filled for the listed candidates on interruptible offerings
    bool spreadTried = false; // Planner::simulate() ran: a run too long to simulate has no spread but a reason
    double expectedCostP10 = 0, expectedCostP50 = 0, expectedCostP90 = 0;
    QVector<Reason> reasons;
    // a pipeline's stages, first to last: each one's total memory per device (filled for the listed candidates)
    QVector<double> stageTotals;
};

// "2 × v5litepod-256", "8 × h100-80", "v5litepod-8": the hardware of a candidate's job as a person reads it.
QString jobText(const Candidate& candidate);
// The same for a slice or GPU job given by its device (a GPU job's devices are its GPUs) and TPU slices.
QString jobText(const QString& hardware, const DeviceInfo& device, int slices);
// A cost of the candidate as the views show it: the amount, or "not publicly listed" where its price is not.
QString costText(const Candidate& candidate, double usd, const QLocale& locale = QLocale());
// "FSDP", "ZeRO-2", "Replicated": a strategy's name in reasons, reports and the app.
QString shardingStrategyLabel(ShardingStrategy strategy);

struct PlanResult
{
    QVector<Candidate> candidates; // ranked, best first; at most input.limit (all with limit <= 0)
    int evaluated = 0; // candidates considered
    int fitting = 0;
    int paretoCount = 0;
    QVector<Candidate> paretoFront; // every candidate on the Pareto front, cheapest first, listed or not (no reasons)
    QVector<Reason> notes; // plan-level remarks (hardware skipped and why, nothing fits, ...)
    double storageUsdPerGiBMonth = 0;
    double checkpointGiB = 0;
};

class Planner
{
public:
    explicit Planner(const Catalog& catalog);

    // Searches every candidate and ranks them; `today` decides which prices are stale.
    PlanResult plan(const PlanInput& input, const QDate& today) const;

    // User calibrations (CalibrationStore entries) the plan applies: the entry for a runtime and the plan's model
    // family (ModelSpec::modelType, else its id) multiplies that runtime's activation factor. Each one applied adds a
    // note with the code "calibration-applied" to PlanResult::notes, so that no calibrated figure goes unexplained.
    // None by default: the built-in model.
    void setCalibrations(const QVector<CalibrationEntry>& entries) { m_calibrations = entries; }
    const QVector<CalibrationEntry>& calibrations() const { return m_calibrations; }
    // The profile plan() uses for `runtime` and `model`, with its calibration applied where there is one.
    CalibratedProfile profileFor(Runtime runtime, const ModelSpec& model) const;

    // The checkpointing policies worth trying for a model of L layers (every-K for K in 2, 3, 4, 6 and ~sqrt(L));
    // `custom` places the tensors as `placement` says.
    static QVector<Checkpointing> checkpointingOptions(const QVector<CheckpointingKind>& allowed, int layers,
                                                       const RematPlacement& placement = RematPlacement{});
    // Whether the training code of `runtime` has the policy: MaxText's placements (a custom one, or one that
    // offloads) for decoders under XLA, torchtitan's op-level policy for decoders under PyTorch, the rest everywhere.
    static bool checkpointingRuns(const Checkpointing& c, const ModelSpec& model, Runtime runtime);
    // Whether no slice of the same generation has more chips (multislice is searched beyond it).
    bool largestSliceOfGeneration(const QString& slice) const;
    // Hardware names the input allows, in catalog order.
    QStringList allowedHardware(const PlanInput& input) const;
    PreemptionParams preemptionFor(const PlanInput& input, const Offering& offering,
                                   double checkpointIntervalHours = 0) const;
    Efficiency efficiencyFor(const PlanInput& input, const DeviceInfo& device, Runtime runtime) const;

    // Fills the Monte Carlo spread of time and cost under preemption (interruptible offerings only). plan() does it
    // for the first kSimulatedCandidates; views call it for the candidate a person selects.
    void simulate(Candidate& candidate, const PlanInput& input, int index = 0) const;
    static constexpr int kSimulatedCandidates = 3;

private:
    // One search: the workload search::forEachJob and search::rank drive (Planner.cpp).
    class Search;
    // One batch split of a configuration: the largest batch per device that fits, the rest accumulated.
    struct Split
    {
        TrainingConfig config;
        MemoryEstimate estimate;
        bool fits = false;
    };
    // `perGroup`: the sequences of one optimizer step on one group of devices that share them (Mesh::batchGroup).
    static Split splitBatch(const MemoryModel& memory, TrainingConfig config, const DeviceInfo& device,
                            const RuntimeProfile& profile, const PlanInput& input, int perGroup);
    static QVector<Split> searchMeshes(const MemoryModel& memory, TrainingConfig config, const DeviceInfo& device,
                                       const RuntimeProfile& profile, const PlanInput& input,
                                       const QVector<Mesh>& meshes, const QVector<Offload>& offloads);
    // searchMeshes, then the memory levers beyond checkpointing where the batch does not run at once: the chunked
    // loss the plan leaves to the planner, then 8-bit AdamW where the plan allows it (docs/memory-model.md
    // section 13).
    static QVector<Split> searchLevers(const MemoryModel& memory, const TrainingConfig& config,
                                       const DeviceInfo& device, const RuntimeProfile& profile, const PlanInput& input,
                                       const QVector<Mesh>& meshes, const QVector<Offload>& offloads);
    static void explainSharding(Candidate& c, const ModelSpec& model);
    void explainContext(Candidate& c, const PlanInput& input) const;
    void explain(Candidate& c, const PlanInput& input, const PlanResult& result, int rank) const;
    // What LoRA would need on the device that came closest, when a decoder fits nowhere for full training.
    Reason loraAlternative(const PlanInput& input, const QVector<Candidate>& candidates) const;

    const Catalog& m_catalog;
    QVector<CalibrationEntry> m_calibrations;
};

} // namespace tpuplan
