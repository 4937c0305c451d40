// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"
#include "cost/Preemption.h"
#include "memory/TrainingSetup.h"
#include "model/ModelSpec.h"
#include "util/InputError.h"
#include "xla/DataPrepInputs.h"

#include <QHash>
#include <QStringList>
#include <QVector>

namespace tpuplan {

enum class Objective { Cost, Time, Balanced };
enum class RunLength { Steps, Tokens, Epochs };

QString objectiveId(Objective o);
std::optional<Objective> objectiveFromId(const QString& id);
QString runLengthId(RunLength r);

// Everything a plan asks: the model, the training run, the hardware allowed, the constraints and the preemption
// assumptions. Read from the GUI, CLI flags or a plan YAML (docs/plan-file.md); core computes from it alone.
// Each field is declared in the table of core/plan/PlanFields.cpp (file key, JSON key, option, unit, range, help and
// where its default comes from); the initializers below are the defaults the table reports.
// The chunks the planner tries when the plan leaves loss_chunks to it: torchtune's CEWithChunkedOutputLoss default
// (num_output_chunks 8; reference llm.md section 2.1, 2026-11).
constexpr int kPlannerLossChunks = 8;

// MaxText's v6e Llama 3.1 recipes' custom placement: the layer input and the q, k, v and out projections offloaded
// (benchmarks/maxtext_trillium_model_configs.py; reference maxtext-configs.md rows 10, 12, 18, 27).
RematPlacement recipeOffloadPlacement();

struct PlanInput
{
    QString modelRef; // preset id or file path, as the user gave it
    ModelSpec model;
    HeadConfig head;

    int seqLen = 512;
    int globalBatch = 256;
    RunLength runLength = RunLength::Steps;
    double steps = 10000;
    double tokens = 0; // RunLength::Tokens
    double epochs = 0; // RunLength::Epochs, over datasetTokens
    double datasetTokens = 0;
    double datasetGiB = 0; // stored in Cloud Storage during the run

    QVector<Precision> precisions{Precision::Fp32, Precision::Bf16Mixed};
    OptimizerKind optimizer = OptimizerKind::AdamW;
    bool dropout = true;
    // the levers the search tries on every model; MaxText's placements where they apply (decoders on TPUs) and
    // torchtitan's op-level policy on GPUs (Planner::checkpointingOptions)
    QVector<CheckpointingKind> checkpointing{CheckpointingKind::None,         CheckpointingKind::Full,
                                             CheckpointingKind::EveryK,       CheckpointingKind::Selective,
                                             CheckpointingKind::SelectiveOps, CheckpointingKind::QkvProjOffloaded,
                                             CheckpointingKind::Custom};
    Runtime gpuRuntime = Runtime::PyTorch; // TPUs always run XLA
    // decoders (reference llm.md sections 2, 5); they apply to encoders too where they make sense
    AttentionImpl attention = AttentionImpl::Auto;
    int lossChunks = 0; // 0 = the planner tries the whole loss, then kPlannerLossChunks chunks where that fits more
    LossImpl loss = LossImpl::Auto;
    // the placement `custom` in `checkpointing` stands for: the official MaxText v6e Llama 3.1 recipes' by default
    // (decoder_layer_input, query_proj, key_proj, value_proj and out_proj offloaded; reference maxtext-configs.md)
    RematPlacement rematPlacement = recipeOffloadPlacement();
    bool pagedOptimizer = false; // bitsandbytes paged states (CUDA unified memory)
    bool optimizerInBackward = false; // torchtune optimizer_in_bwd
    bool allow8bitOptimizer = false; // the search may swap AdamW for 8-bit AdamW on GPUs
    FinetuneMode finetune = FinetuneMode::Full;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::Qv;
    int maxAccumulation = 64; // 1 = the training code cannot accumulate gradients
    double capacityFactor = 0; // mixture of experts: 0 = dropless; > 0 = token dropping with this capacity factor

    // sharding and host offload (docs/sharding-model.md); nullopt or 0 = the planner chooses
    std::optional<ShardingStrategy> sharding;
    int fsdp = 0; // devices sharing a shard; 0 = every device of a slice that tensor parallelism leaves
    int tensorParallel = 0; // 0 = the planner tries 1, then 2, 4, 8 where 1 does not fit
    int expertParallel = 0; // devices the routed experts are split over; 0 = the planner chooses (1 for dense)
    int contextParallel = 0; // devices each sequence's tokens are split over; 0 = the planner chooses
    int pipelineParallel = 0; // pipeline stages the layers are cut into; 0 = the planner chooses
    int microbatches = 0; // microbatches per pipeline step; 0 = the planner chooses
    int virtualStages = 0; // layer chunks per pipeline rank (interleaved schedules); 0 = the planner chooses
    int slices = 0; // TPU slices over DCN; 0 = one
    int gpuDevices = 0; // GPUs per job; 0 = the planner tries 1, 2, 4 ... 64 until one fits
    std::optional<Offload> offload;

    QStringList hardware; // explicit slices / GPUs; empty = every slice of `generations`
    QStringList generations; // empty = all TPU generations
    bool includeGpus = false;
    QStringList regions; // empty = all
    QVector<PricingModel> pricing; // empty = all

    Objective objective = Objective::Cost;
    double deadlineHours = 0; // 0 = none
    double budgetUsd = 0; // 0 = none
    double safetyMargin = 0.10; // share of device memory kept free when deciding what fits

    // Preemption assumptions for preemptible, spot and Colab offerings (docs/cost-model.md section 2); the sources of
    // the defaults are beside their declarations in core/plan/PlanFields.cpp.
    double preemptionRatePerHour = 0.05;
    double checkpointWriteMinutes = 2.0;
    double restartMinutes = 10.0;
    double preemptibleMaxHours = 24.0;

    QHash<QString, double> efficiencyOverride; // generation id or GPU id -> matmul efficiency
    int limit = 20;
    quint64 seed = 20211;
    int simulationRuns = 1000;

    // The Data tab's choices (the plan file's `data_prep` section, read by PlanFile itself: docs/plan-file.md says
    // why it is not in the table). They change no number of the plan.
    xla::DataPrepInputs dataPrep;

    double totalSteps() const;
    // Sets the model; a head the model cannot train with becomes the model's default (causal-lm for a decoder).
    void setModel(const ModelSpec& spec);
    // Copies the plan's attention, loss-chunking and fine-tuning choices into a configuration the planner tries.
    void applyTrainingChoices(TrainingConfig& config) const;
    // The configuration the planner starts from for one precision and runtime: the plan's sequence length,
    // optimizer, dropout and training choices, one sequence per device.
    TrainingConfig baseConfig(Precision precision, Runtime runtime) const;
    // Why the input cannot be planned (names the field); empty when it can. The first of issues().
    QString validate() const;
    // Every problem of the input, each naming its field by the plan-file key (seq_len, global_batch, ...), so that a
    // form can mark the field; empty when the input can be planned.
    QVector<InputIssue> issues() const;
    // The mesh the plan asks for, over `strategy`: its tensor, fsdp, expert, context, stage and slice choices, with
    // those left to the planner (0) as 1 and fsdp as 0 (what the other axes leave).
    MeshRequest meshRequest(ShardingStrategy strategy) const;
};

} // namespace tpuplan
