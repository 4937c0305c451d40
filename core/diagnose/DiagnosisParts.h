// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to core/diagnose: what the diagnosis files share beside the API in Diagnosis.h.

#include "Diagnosis.h"

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tpuplan {

// "bigbird-roberta-base, 4096 tokens, batch 2 per core, fp32, adamw, checkpointing none, runtime xla"
QString diagnosisConfigurationWords(const ModelSpec& model, const TrainingConfig& config, const DeviceInfo& device);

// The correction of the activation factor that `observation` implies for the built-in estimate.
ActivationCorrection correctionFor(const MemoryEstimate& builtin, const Observation& observation,
                                   const RuntimeProfile& profile, const QLocale& locale);

// The advice for the memory that ran out, first what fits it best (DiagnosisAdvice.cpp).
QVector<DiagnosisAdvice> adviceFor(const DiagnosisResult& result);

// Fills the fix's code, title, text and how-to from its changes (FixAdvice.cpp).
void describeFix(DiagnosisFix& fix, const DiagnosisResult& result, const Catalog& catalog, const QLocale& locale);

// --- mixture-of-experts models (MoeFixes.cpp)

// `mesh` with `expert` devices on its expert axis, taken from its data axis, else from its fsdp axis (the devices and
// the batch per device stay); nullopt when neither holds the factor it grows by or `expert` is not above its own.
std::optional<Mesh> withExpertAxis(const Mesh& mesh, int expert);
// The run's mesh with more expert parallelism: each doubling of the expert axis that divides the model's routed
// experts (withExpertAxis); empty for a dense model.
QVector<Mesh> expertParallelMeshes(const Mesh& base, const ModelSpec& model);
// Capacity factors to try beside the run's: token dropping at 1.0 for a dropless run or for one above 1.0; empty for a
// dense model.
QVector<double> capacityFactorChoices(const ModelSpec& model, const TrainingConfig& run);
// The titles and details of a fix's expert-parallel and capacity changes.
void describeMoeFix(const DiagnosisFix& fix, const DiagnosisResult& result, QStringList& titles, QStringList& details,
                    const QLocale& locale);
// How to make those changes in the framework that printed the message (all of them when it is not known).
QStringList moeHowTo(const DiagnosisFix& fix, OomFramework framework);
// Advice for an MoE model, or a message naming expert tensors: recompute the expert matmuls, cap the tokens per expert
// (when no capacity fix is listed), choose the MoE model (when the diagnosis has a dense one).
QVector<DiagnosisAdvice> moeAdvice(const DiagnosisResult& result);

// --- long sequences (ContextFixes.cpp)

// The run's mesh with more context parallelism: each doubling of the context axis, taken from the data axis, else
// from the fsdp axis, up to the slice's devices, for a decoder whose sequence that degree can split
// (contextParallelProblem); the batch per group grows with it (Diagnosis::run).
QVector<Mesh> contextParallelMeshes(const Mesh& base, const ModelSpec& model, const TrainingConfig& run,
                                    const DeviceInfo& device);
// The title and details of a fix's context-parallel change.
void describeContextFix(const DiagnosisFix& fix, const DiagnosisResult& result, QStringList& titles,
                        QStringList& details, const QLocale& locale);
// How to make it in the framework that printed the message (all of them when it is not known).
QStringList contextHowTo(const DiagnosisFix& fix, OomFramework framework);

} // namespace tpuplan
