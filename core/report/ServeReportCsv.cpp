// SPDX-License-Identifier: GPL-3.0-or-later
// The CSV candidate table of a serving plan (declared in core/report/ServeReportFormats.h).
#include "ReportMarkup.h"
#include "ServeReportFormats.h"

#include "serve/ServeCommands.h"

#include <cmath>

namespace tpuplan {

using namespace markup;

namespace {
QString cbytes(double v)
{
    return QString::number(static_cast<qint64>(std::llround(std::max(0.0, v))));
}
QString cbool(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

QStringList csvRow(int rank, const ServeCandidate& c, const ServeInput& in)
{
    const bool timed = c.fits && c.timed;
    const auto t = [timed](double v) { return timed ? csvNumber(v) : QString(); };
    const auto usd = [&c](double v) { return c.priced ? csvNumber(v) : QString(); };
    const ServeMemory& m = c.memory;
    return QStringList{QString::number(rank),
                       c.hardware,
                       serveJobText(c),
                       QString::number(c.job.devices),
                       QString::number(c.replica.tensorParallel),
                       QString::number(c.replicasPerJob),
                       QString::number(c.replicas),
                       QString::number(c.jobs),
                       serveEngineId(c.replica.engine),
                       servePrecisionId(c.replica.weights),
                       servePrecisionId(c.replica.kv),
                       c.offering.region,
                       c.offering.zone,
                       c.offering.region.isEmpty() ? QString() : pricingModelId(c.offering.pricing),
                       cbool(c.fits),
                       cbool(c.meetsTargets),
                       cbool(c.priced),
                       cbool(c.stalePrice),
                       cbool(c.pareto),
                       timed ? QString::number(c.batchLimit) : QString(),
                       t(c.point.tpotSeconds),
                       t(c.tpotBand.low),
                       t(c.tpotBand.high),
                       t(c.point.ttftSeconds),
                       t(c.ttftBand.low),
                       t(c.ttftBand.high),
                       t(c.outputTokensPerSecond),
                       t(c.inputTokensPerSecond),
                       usd(c.usdPerHour),
                       usd(c.usdPerMillionOutput),
                       usd(c.usdPerMillionInput),
                       cbytes(m.capacityBytes),
                       cbytes(m.weightBytes),
                       cbytes(m.activationBytes),
                       cbytes(m.reserveBytes),
                       cbytes(m.kvPoolBytes),
                       csvNumber(m.kvBytesPerToken),
                       QString::number(m.kvCacheTokens),
                       QString::number(m.maxConcurrency),
                       c.problem,
                       c.fits ? serveLaunchCommand(c, in) : QString()};
}
} // namespace

QStringList serveCsvHeader()
{
    return {QStringLiteral("rank"),
            QStringLiteral("hardware"),
            QStringLiteral("job"),
            QStringLiteral("devices"),
            QStringLiteral("tensor_parallel"),
            QStringLiteral("replicas_per_job"),
            QStringLiteral("replicas"),
            QStringLiteral("jobs"),
            QStringLiteral("engine"),
            QStringLiteral("precision"),
            QStringLiteral("kv_precision"),
            QStringLiteral("region"),
            QStringLiteral("zone"),
            QStringLiteral("pricing"),
            QStringLiteral("fits"),
            QStringLiteral("meets_targets"),
            QStringLiteral("priced"),
            QStringLiteral("stale_price"),
            QStringLiteral("pareto"),
            QStringLiteral("batch_limit"),
            QStringLiteral("tpot_seconds"),
            QStringLiteral("tpot_seconds_low"),
            QStringLiteral("tpot_seconds_high"),
            QStringLiteral("ttft_seconds"),
            QStringLiteral("ttft_seconds_low"),
            QStringLiteral("ttft_seconds_high"),
            QStringLiteral("output_tokens_per_second"),
            QStringLiteral("input_tokens_per_second"),
            QStringLiteral("usd_per_hour"),
            QStringLiteral("usd_per_million_output_tokens"),
            QStringLiteral("usd_per_million_input_tokens"),
            QStringLiteral("memory_capacity_bytes"),
            QStringLiteral("memory_weights_bytes"),
            QStringLiteral("memory_activation_bytes"),
            QStringLiteral("memory_reserve_bytes"),
            QStringLiteral("memory_kv_pool_bytes"),
            QStringLiteral("kv_bytes_per_token"),
            QStringLiteral("kv_cache_tokens"),
            QStringLiteral("max_concurrency"),
            QStringLiteral("problem"),
            QStringLiteral("launch_command")};
}

QString toServeCsv(const ServePlanResult& result, const ServeInput& in)
{
    const QString eol = QStringLiteral("\r\n");
    QString out = serveCsvHeader().join(QLatin1Char(',')) + eol;
    for (int i = 0; i < result.candidates.size(); ++i) {
        QStringList quoted;
        for (const QString& f : csvRow(i + 1, result.candidates[i], in))
            quoted << csvField(f);
        out += quoted.join(QLatin1Char(',')) + eol;
    }
    return out;
}

} // namespace tpuplan
