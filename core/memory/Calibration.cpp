// SPDX-License-Identifier: GPL-3.0-or-later
#include "Calibration.h"

#include <QCoreApplication>

#include <cmath>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Calibration)
};

} // namespace

QString CalibrationEntry::key() const
{
    return runtimeId(runtime) + QLatin1Char('/') + modelFamily;
}

CalibratedProfile applyCalibration(const RuntimeProfile& builtin, const CalibrationEntry& e, const QLocale& loc)
{
    CalibratedProfile out;
    out.profile = builtin;
    if (builtin.runtime != e.runtime)
        return out;
    out.profile.activationFactor = builtin.activationFactor * e.activationFactorMultiplier;
    out.applied = true;
    const QString date = e.date.isValid() ? e.date.toString(Qt::ISODate) : Tr::tr("an unknown date");
    out.note
        = Tr::tr("Activations × %1 (%2 factor %3 → %4): corrected by user calibration from %5 (%6, %7). The built-in "
                 "model is unchanged; remove the calibration with tpuplan diagnose --remove-calibration %8.")
              .arg(loc.toString(e.activationFactorMultiplier, 'f', 3), runtimeId(builtin.runtime),
                   loc.toString(builtin.activationFactor, 'f', 2), loc.toString(out.profile.activationFactor, 'f', 2),
                   e.evidence.isEmpty() ? Tr::tr("a run") : e.evidence,
                   e.hardware.isEmpty() ? Tr::tr("hardware not recorded") : e.hardware, date, e.key());
    if (e.builtinActivationFactor > 0 && std::abs(e.builtinActivationFactor - builtin.activationFactor) > 1e-9)
        out.note += QLatin1Char(' ')
            + Tr::tr("The built-in factor was %1 when the calibration was made; it is %2 now.")
                  .arg(loc.toString(e.builtinActivationFactor, 'f', 2), loc.toString(builtin.activationFactor, 'f', 2));
    if (e.lowerBound)
        out.note += QLatin1Char(' ')
            + Tr::tr("It came from an out-of-memory snapshot, which only bounds the need from below.");
    return out;
}

} // namespace tpuplan
