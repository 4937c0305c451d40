// SPDX-License-Identifier: GPL-3.0-or-later
// The correction of the activation factor that an observation implies, and the calibration it proposes.
#include "DiagnosisParts.h"

#include "util/Format.h"

#include <QCoreApplication>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

} // namespace

QString diagnosisConfigurationWords(const ModelSpec& model, const TrainingConfig& c, const DeviceInfo& d)
{
    QString words
        = Tr::tr("%1, %2 tokens, batch %3 per %4%5, %6, %7, checkpointing %8, runtime %9")
              .arg(model.id)
              .arg(c.seqLen)
              .arg(formatBatch(c.perDeviceBatch()))
              .arg(deviceWord(d),
                   c.accumulationSteps > 1 ? Tr::tr(" × %1 accumulation steps").arg(c.accumulationSteps) : QString(),
                   precisionId(c.precision), optimizerId(c.optimizer), checkpointingId(c.checkpointing),
                   runtimeId(c.runtime));
    // a sharded or offloaded run says how: its states per device depend on it (a replica reads as before)
    if (c.mesh.splitsStates() || c.offload.any())
        words += Tr::tr(", sharding %1 (%2), offload %3")
                     .arg(shardingStrategyId(c.mesh.strategy), meshText(c.mesh), offloadId(c.offload));
    return words;
}

ActivationCorrection correctionFor(const MemoryEstimate& builtin, const Observation& obs, const RuntimeProfile& profile,
                                   const QLocale& loc)
{
    ActivationCorrection c;
    c.builtinFactor = profile.activationFactor;
    c.correctedFactor = profile.activationFactor;
    if (obs.neededBytes <= 0) {
        c.explanation = Tr::tr("There is no observed figure to compare with, so no correction.");
        return c;
    }
    const double variable = builtin.memory.activations + builtin.overhead.allocatorSlack;
    const double fixed = builtin.memory.total() - variable;
    if (variable <= 0) {
        c.explanation = Tr::tr("This configuration has no activations to correct.");
        return c;
    }
    if (obs.neededBytes <= fixed) {
        c.explanation
            = Tr::tr("The observation (%1) is not even above what the configuration needs besides activations (%2: "
                     "model states and runtime overhead). It probably comes from another configuration: check the "
                     "model, the head, the batch and the sequence length.")
                  .arg(formatGiB(obs.neededBytes, loc), formatGiB(fixed, loc));
        return c;
    }
    c.multiplier = (obs.neededBytes - fixed) / variable;
    c.correctedFactor = profile.activationFactor * c.multiplier;
    c.atLeast = obs.atLeast;
    c.plausible = c.multiplier >= CalibrationStore::kMinMultiplier && c.multiplier <= CalibrationStore::kMaxMultiplier;
    if (obs.atLeast && c.multiplier <= 1.0) {
        c.explanation
            = Tr::tr("The observation only bounds the need from below (at least %1), and the estimate (%2) is "
                     "already above that bound: the two agree, and the bound cannot correct the estimate.")
                  .arg(formatGiB(obs.neededBytes, loc), formatGiB(builtin.memory.total(), loc));
        return c;
    }
    c.available = true;
    const QString activationsNow = formatGiB(variable, loc);
    const QString activationsSeen = formatGiB(obs.neededBytes - fixed, loc);
    c.explanation
        = (obs.atLeast
               ? Tr::tr("To need at least %1, activations must be at least %2 instead of the estimated %3: × %4 or "
                        "more (the %5 activation factor %6 → at least %7).")
               : Tr::tr("To need %1, activations must be %2 instead of the estimated %3: × %4 (the %5 activation "
                        "factor %6 → %7)."))
              .arg(formatGiB(obs.neededBytes, loc), activationsSeen, activationsNow, formatNumber(c.multiplier, loc, 3),
                   runtimeId(profile.runtime), formatNumber(c.builtinFactor, loc, 2),
                   formatNumber(c.correctedFactor, loc, 2))
        + QLatin1Char(' ')
        + Tr::tr("The model states (%1) and the runtime overhead (%2) are exact arithmetic, so the whole difference is "
                 "put "
                 "on the activations.")
              .arg(
                  formatGiB(builtin.memory.parameters + builtin.memory.gradients + builtin.memory.optimizerStates, loc),
                  formatGiB(builtin.memory.runtimeOverhead - builtin.overhead.allocatorSlack, loc));
    if (!c.plausible)
        c.explanation += QLatin1Char(' ')
            + Tr::tr("A correction this far from 1 (outside %1 to %2) usually means that the "
                     "configuration given is not the one that ran; it is not offered for "
                     "calibration and the fixes use the built-in model.")
                  .arg(formatNumber(CalibrationStore::kMinMultiplier, loc, 1),
                       formatNumber(CalibrationStore::kMaxMultiplier, loc, 1));
    return c;
}

std::optional<CalibrationEntry> DiagnosisResult::proposedCalibration(const QDate& today) const
{
    if (!correction.available || !correction.plausible)
        return std::nullopt;
    const QLocale c = QLocale::c();
    CalibrationEntry e;
    e.runtime = input.config.runtime;
    e.modelFamily = modelFamily(input.model);
    e.activationFactorMultiplier = correction.multiplier;
    e.builtinActivationFactor = builtinProfile.activationFactor;
    e.lowerBound = correction.atLeast;
    e.date = today;
    e.hardware = input.hardware;
    e.source = observation.source == Observation::Source::MeasuredPeak ? QStringLiteral("measured-peak")
        : observation.source == Observation::Source::CompilerAnalysis  ? QStringLiteral("compiler-analysis")
                                                                       : QStringLiteral("oom-message");
    e.framework = oom ? oomFrameworkId(oom->framework) : QStringLiteral("unknown");
    e.observedBytes = observation.neededBytes;
    e.estimatedBytes = builtinEstimate.memory.total();
    e.configuration = diagnosisConfigurationWords(input.model, input.config, device);
    e.evidence = (observation.source == Observation::Source::MeasuredPeak
                      ? Tr::tr("a measured peak of %1 per %2 on %3")
                            .arg(formatGiB(observation.neededBytes, c), deviceWord(device), input.hardware)
                      : observation.source == Observation::Source::CompilerAnalysis
                      ? Tr::tr("the compiler's memory analysis (%1) on %2: %3 per %4 with the runtime's reservation")
                            .arg(oom && oom->compiler && oom->compiler->format == QLatin1String("maxtext")
                                     ? QStringLiteral("MaxText train_compile.py")
                                     : QStringLiteral("memory_analysis()"),
                                 input.hardware, formatGiB(observation.neededBytes, c), deviceWord(device))
                      : Tr::tr("an out-of-memory message (%1) on %2: %3%4 per %5")
                            .arg(oom ? oomFrameworkName(oom->framework) : oomFrameworkName(OomFramework::Unknown),
                                 input.hardware, observation.atLeast ? Tr::tr("at least ") : QString(),
                                 formatGiB(observation.neededBytes, c), deviceWord(device)))
        + Tr::tr(" against an estimate of %1 (%2)").arg(formatGiB(e.estimatedBytes, c), e.configuration);
    return e;
}

} // namespace tpuplan
