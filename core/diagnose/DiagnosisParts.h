// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to core/diagnose: what the diagnosis files share beside the API in Diagnosis.h.

#include "Diagnosis.h"

#include <QLocale>
#include <QString>

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

} // namespace tpuplan
