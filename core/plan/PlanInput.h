// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"
#include "cost/Preemption.h"
#include "memory/TrainingSetup.h"
#include "model/ModelSpec.h"
#include "util/InputError.h"

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
    QVector<CheckpointingKind> checkpointing{CheckpointingKind::None, CheckpointingKind::Full,
                                             CheckpointingKind::EveryK, CheckpointingKind::Selective};
    Runtime gpuRuntime = Runtime::PyTorch; // TPUs always run XLA
    // 1 = the training code cannot accumulate gradients (google-research/bigbird, say). 64 is a code choice (2026-11):
    // enough to reach the global batches of the BERT/RoBERTa papers (256-8k sequences) on one 8-device slice.
    int maxAccumulation = 64;

    QStringList hardware; // explicit slices / GPUs; empty = every slice of `generations`
    QStringList generations; // empty = all TPU generations
    bool includeGpus = false;
    QStringList regions; // empty = all
    QVector<PricingModel> pricing; // empty = all

    Objective objective = Objective::Cost;
    double deadlineHours = 0; // 0 = none
    double budgetUsd = 0; // 0 = none
    // share of device memory kept free when deciding what fits (docs/cost-model.md, "fits"): a code choice of 2026-11
    // that covers the memory model's under-estimates of the measured cases in docs/memory-model.md (-2.8 % to -8.0 %)
    double safetyMargin = 0.10;

    // Preemption assumptions for preemptible, spot and Colab offerings (docs/cost-model.md section 2, 2026-11).
    // Google publishes no preemption rate: 0.05 per hour is an assumption, about one preemption a day, in line with
    // the seed deck's field report (2021-07-10) and the Compute Engine preemptible page
    // (cloud.google.com/compute/docs/instances/preemptible, undated, read 2026-11).
    double preemptionRatePerHour = 0.05;
    double checkpointWriteMinutes = 2.0; // assumption: a BERT-base/large checkpoint (1-4 GB) written to Cloud Storage
    double restartMinutes = 10.0; // assumption: create the VM/TPU, start up, XLA compilation
    // preemptible VMs stop after 24 h (G-spot in resources/catalog/sources.yaml, undated page, read 2026-11)
    double preemptibleMaxHours = 24.0;

    QHash<QString, double> efficiencyOverride; // generation id or GPU id -> MFU asymptote
    int limit = 20;
    quint64 seed = 20211;
    int simulationRuns = 1000;

    double totalSteps() const;
    // Why the input cannot be planned (names the field); empty when it can. The first of issues().
    QString validate() const;
    // Every problem of the input, each naming its field by the plan-file key (seq_len, global_batch, ...), so that a
    // form can mark the field; empty when the input can be planned.
    QVector<InputIssue> issues() const;
};

} // namespace tpuplan
