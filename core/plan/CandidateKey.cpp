// SPDX-License-Identifier: GPL-3.0-or-later
#include "CandidateKey.h"

#include "Planner.h"

#include <QStringList>

namespace tpuplan {

namespace {
// The job's mesh and offload, appended only where they differ from one replicated job (so that keys stored before
// sharding existed still match): "fsdp.1.8.1.1.none"
QString meshKey(const QString& strategy, int data, int fsdp, int tensor, int slices, const QString& offload)
{
    return QStringList{
        strategy, QString::number(data), QString::number(fsdp), QString::number(tensor), QString::number(slices),
        offload}
        .join(QLatin1Char('.'));
}
bool plainMesh(const QString& strategy, int fsdp, int tensor, int slices, const QString& offload)
{
    return (strategy.isEmpty() || strategy == QLatin1String("replicate")) && fsdp <= 1 && tensor <= 1 && slices <= 1
        && (offload.isEmpty() || offload == QLatin1String("none"));
}
} // namespace

QString candidateKey(const Candidate& c)
{
    QStringList parts{c.hardware,
                      c.offering.region,
                      pricingModelId(c.offering.pricing),
                      precisionId(c.precision),
                      checkpointingId(c.checkpointing),
                      QString::number(c.batchPerDevice)};
    const QString strategy = shardingStrategyId(c.mesh.strategy);
    const QString offload = offloadId(c.offload);
    if (!plainMesh(strategy, c.mesh.fsdp, c.mesh.tensor, c.mesh.slices, offload)
        || (!c.device.isTpu && c.device.devices > 1))
        parts << meshKey(strategy, c.mesh.data, c.mesh.fsdp, c.mesh.tensor, c.mesh.slices, offload);
    return parts.join(QLatin1Char('|'));
}

QString candidateKey(const QJsonObject& storedCandidate)
{
    if (storedCandidate.isEmpty())
        return QString();
    const auto text = [&](const char* key) { return storedCandidate.value(QLatin1String(key)).toString(); };
    QStringList parts{
        text("hardware"),      text("region"),
        text("pricing"),       text("precision"),
        text("checkpointing"), QString::number(storedCandidate.value(QLatin1String("batch_per_device")).toInt())};
    const QJsonObject sh = storedCandidate.value(QLatin1String("sharding")).toObject();
    const auto num = [&](const char* key) { return sh.value(QLatin1String(key)).toInt(1); };
    const QString strategy = sh.value(QLatin1String("strategy")).toString();
    const QString offload = sh.value(QLatin1String("offload")).toString();
    const bool gpuJob = storedCandidate.value(QLatin1String("gpus")).toInt() > 1;
    if (!plainMesh(strategy, num("fsdp"), num("tensor"), num("slices"), offload) || gpuJob)
        parts << meshKey(strategy, num("data"), num("fsdp"), num("tensor"), num("slices"), offload);
    return parts.join(QLatin1Char('|'));
}

} // namespace tpuplan
