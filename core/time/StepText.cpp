// SPDX-License-Identifier: GPL-3.0-or-later
#include "StepText.h"

#include "util/Format.h"

#include <QCoreApplication>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(StepText)
};

QString seconds(double s, const QLocale& locale)
{
    return formatSecondsValue(s, locale);
}

// The mixture of experts' part of the step (docs/time-model.md section 12): the routed experts' grouped matmuls and
// token dropping among the matmuls, the all-to-all in line with compute, and the MoE assumptions with their band.
QString moeText(const StepTime& t, const Efficiency& e, const QLocale& locale)
{
    const StepTerms& x = t.terms;
    if (x.routedExperts <= 0 && x.dropping <= 0 && t.communication.allToAll <= 0)
        return QString();
    QString text = QLatin1Char(' ')
        + Tr::tr("Of the matmuls, the routed experts take %1 s and token dropping's dispatch einsums and padded "
                 "capacity slots %2 s.")
              .arg(seconds(x.routedExperts, locale), seconds(x.dropping, locale));
    if (t.communication.allToAll > 0)
        text += QLatin1Char(' ')
            + Tr::tr("The all-to-all that sends the tokens to their experts and back adds %1 s, in line with compute "
                     "(the experts wait for it).")
                  .arg(seconds(t.communication.allToAll, locale));
    text += QLatin1Char(' ')
        + Tr::tr("Grouped expert matmuls at %1 % of the dense rate, routing imbalance × %2, MoE band × %3–%4 (%5).")
              .arg(formatNumber(e.groupedMatmul * 100, locale, 0), formatNumber(e.routingImbalance, locale, 2),
                   formatNumber(e.moeBandLow, locale, 2), formatNumber(e.moeBandHigh, locale, 2), e.moeSource);
    return text;
}
// The pipeline's part of the step (docs/time-model.md, "the pipeline bubble"): the schedule, its bubble and the sends
// between stages.
QString pipelineText(const StepTime& t, const QLocale& locale)
{
    if (t.pipelineSchedule.isEmpty())
        return QString();
    QString text = QLatin1Char(' ')
        + Tr::tr("The pipeline (%1, %2 microbatches, %3 chunks of layers per stage) idles %4 s in its bubble, %5 % "
                 "of the step.")
              .arg(t.pipelineSchedule)
              .arg(t.microbatches)
              .arg(t.virtualStages)
              .arg(seconds(t.bubbleSeconds, locale), formatNumber(t.bubbleShare * 100, locale, 1));
    if (t.communication.stage > 0)
        text += QLatin1Char(' ')
            + (t.communication.stageCrossesNodes
                   ? Tr::tr("Its sends between stages take %1 s over the nodes' network, beside compute (1F1B overlaps "
                            "them).")
                   : Tr::tr("Its sends between stages take %1 s over the devices' own links, beside compute (1F1B "
                            "overlaps them)."))
                  .arg(seconds(t.communication.stage, locale));
    return text;
}

// The context axis's K/V exchange (docs/time-model.md section 14): how much moves and how much of it the step waits
// for.
QString contextText(const StepTime& t, const QLocale& locale)
{
    const CommunicationTime& c = t.communication;
    if (c.context <= 0)
        return QString();
    if (c.contextExposed >= c.context)
        return QLatin1Char(' ')
            + Tr::tr("The context axis's all-gather of each layer's keys and values takes %1 s, in line with compute "
                     "(MaxText's default all-gather is not overlapped).")
                  .arg(seconds(c.context, locale));
    return QLatin1Char(' ')
        + Tr::tr("The context axis passes each layer's keys and values round a ring in %1 s; %2 s of it is not hidden "
                 "behind the attention blocks and adds to compute.")
              .arg(seconds(c.context, locale), seconds(c.contextExposed, locale));
}
} // namespace

QString mfuPeakText(const StepTime& t, const QLocale& locale)
{
    const QString bf16Peak = formatNumber(t.peakFlopsPerDevice / 1e12, locale, 0);
    if (t.peakFlopsLowPrecision <= 0)
        return Tr::tr("MFU %1 % of the %2 peak (%3 TFLOP/s per device)")
            .arg(formatNumber(t.mfu * 100, locale, 1), t.peakFormat, bf16Peak);
    // MaxText divides by the bf16 peak at any precision; torchtitan reports no MFU for float8 runs (reference
    // longctx.md section 3.5): both figures, each with its peak named
    return Tr::tr("MFU %1 % of the %2 peak (%3 TFLOP/s per device, as MaxText and NeMo print it), %4 % of the %5 "
                  "peak (%6 TFLOP/s)")
        .arg(formatNumber(t.mfu * 100, locale, 1), t.peakFormat, bf16Peak,
             formatNumber(t.mfuLowPrecisionPeak * 100, locale, 1), t.lowPrecisionFormat,
             formatNumber(t.peakFlopsLowPrecision / 1e12, locale, 0));
}

QString lowPrecisionText(const StepTime& t, const QLocale& locale)
{
    if (t.peakFlopsLowPrecision <= 0)
        return QString();
    return Tr::tr("%1 % of the step's FLOPs run in %2 (the layers' linear matmuls; attention and the LM head stay in "
                  "%3), at most %4× faster than %3.")
        .arg(formatNumber(t.lowPrecisionShare * 100, locale, 0), t.lowPrecisionFormat, t.peakFormat,
             formatNumber(t.lowPrecisionSpeedupBound, locale, 2));
}

QString formatSecondsValue(double s, const QLocale& locale)
{
    // enough digits for a step of milliseconds and one of minutes alike
    const int decimals = s >= 100 ? 0 : s >= 10 ? 1 : s >= 0.1 ? 2 : 3;
    return formatNumber(s, locale, decimals);
}

QString usdWithBand(double usd, const Band& band, const QLocale& locale, int bandDecimals)
{
    return Tr::tr("%1 (%2–%3)")
        .arg(formatUsd(usd, locale), formatUsd(band.low, locale, bandDecimals),
             formatUsd(band.high, locale, bandDecimals));
}

QString secondsWithBand(double s, const Band& band, const QLocale& locale, int decimals)
{
    if (decimals < 0 && s < 0.1) // a step of milliseconds reads better in them
        return Tr::tr("%1 ms (%2–%3 ms)")
            .arg(formatNumber(s * 1e3, locale, 1), formatNumber(band.low * 1e3, locale, 1),
                 formatNumber(band.high * 1e3, locale, 1));
    const auto n = [&](double v) { return decimals >= 0 ? formatNumber(v, locale, decimals) : seconds(v, locale); };
    return Tr::tr("%1 s (%2–%3 s)").arg(n(s), n(band.low), n(band.high));
}

QString hoursWithBand(double hours, const Band& band, const QLocale& locale)
{
    // the unit of formatHours() for the point (minutes below an hour, days from 72 h), the band in the same unit
    if (hours < 1)
        return Tr::tr("%1 min (%2–%3 min)")
            .arg(formatNumber(hours * 60, locale, 0), formatNumber(band.low * 60, locale, 0),
                 formatNumber(band.high * 60, locale, 0));
    if (hours >= 72)
        return Tr::tr("%1 days (%2–%3 days)")
            .arg(formatNumber(hours / 24, locale, 1), formatNumber(band.low / 24, locale, 1),
                 formatNumber(band.high / 24, locale, 1));
    return Tr::tr("%1 h (%2–%3 h)")
        .arg(formatNumber(hours, locale, 1), formatNumber(band.low, locale, 1), formatNumber(band.high, locale, 1));
}

QString rooflineText(const StepTime& t, const Efficiency& e, const QLocale& locale)
{
    const StepTerms& x = t.terms;
    QString text = Tr::tr("Of the %1 s of compute: matmuls %2 s, attention %3 s, memory-bound work %4 s, optimizer "
                          "update %5 s, fixed per-step overhead %6 s; of these, padding to the %7 × %7 matrix unit "
                          "takes %8 s and checkpointing's recompute %9 s.")
                       .arg(seconds(t.computeSeconds, locale), seconds(x.matmul, locale), seconds(x.attention, locale),
                            seconds(x.elementwise, locale), seconds(x.optimizer, locale), seconds(x.overhead, locale))
                       .arg(t.mxuTile)
                       .arg(seconds(x.padding, locale), seconds(x.recompute, locale));
    if (x.weightBound)
        text += QLatin1Char(' ')
            + Tr::tr("The micro-batch is too small for the matmuls to be bound by their FLOPs: reading the weights "
                     "from HBM takes longer.");
    text += moeText(t, e, locale);
    text += pipelineText(t, locale);
    text += contextText(t, locale);
    if (t.peakFlopsLowPrecision > 0)
        text += QLatin1Char(' ') + lowPrecisionText(t, locale);
    text += QLatin1Char(' ')
        + Tr::tr("Matmuls at %1 % of the peak, memory-bound work at %2 % of the HBM bandwidth, %3 s of fixed cost "
                 "per dispatch of the step: host dispatch, infeed, launches (%4).")
              .arg(formatNumber(e.matmul * 100, locale, 0), formatNumber(e.memory * 100, locale, 0),
                   seconds(e.stepOverhead, locale), e.source);
    return text;
}

} // namespace tpuplan
