// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// User calibrations: a per-runtime correction of the activation factor for one model family, learnt from a real run
// (an out-of-memory message or a measured peak) and stored with the evidence it came from. A calibration never changes
// the built-in model: it applies only where a caller applies it, and the note it returns says so wherever it is shown.

#include "memory/RuntimeProfile.h"

#include <QDate>
#include <QLocale>
#include <QString>
#include <QVector>

namespace tpuplan {

struct CalibrationEntry
{
    Runtime runtime = Runtime::Xla;
    QString modelFamily; // ModelSpec::modelType: "bert", "roberta", "big_bird", ...
    double activationFactorMultiplier = 1.0; // multiplies the built-in activation factor of the runtime
    double builtinActivationFactor = 0; // the built-in factor when the calibration was made (0 = not recorded)
    bool lowerBound = false; // from an observation that only bounds the need from below (CUDA snapshot)
    QString evidence; // plain words: what was observed, what was estimated, for which configuration
    QDate date;
    QString hardware; // "v2-8"
    QString source; // "oom-message" or "measured-peak"
    QString framework; // "tensorflow", "jax", "pytorch-xla", "pytorch-cuda", "unknown"
    double observedBytes = 0;
    double estimatedBytes = 0; // with the built-in profile
    QString configuration; // "bigbird-roberta-base, 4096 tokens, batch 2 per device, fp32, adamw, …"

    // "xla/big_bird": how the CLI names an entry (--remove-calibration)
    QString key() const;
};

// A runtime profile with a calibration applied, and the words that must accompany every figure computed with it.
struct CalibratedProfile
{
    RuntimeProfile profile;
    bool applied = false;
    QString note; // "Activations × 0.92 (xla factor 0.70 → 0.64): corrected by user calibration from …"
};

// Applies `entry` to `builtin` (the runtime's default profile): activation factor × multiplier. The profile's runtime
// must match the entry's; otherwise nothing is applied.
CalibratedProfile applyCalibration(const RuntimeProfile& builtin, const CalibrationEntry& entry,
                                   const QLocale& locale = QLocale());

} // namespace tpuplan
