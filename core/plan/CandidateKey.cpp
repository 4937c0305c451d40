// SPDX-License-Identifier: GPL-3.0-or-later
#include "CandidateKey.h"

#include "Planner.h"

#include <QStringList>

namespace tpuplan {

QString candidateKey(const Candidate& c)
{
    return QStringList{c.hardware,
                       c.offering.region,
                       pricingModelId(c.offering.pricing),
                       precisionId(c.precision),
                       checkpointingId(c.checkpointing),
                       QString::number(c.batchPerDevice)}
        .join(QLatin1Char('|'));
}

QString candidateKey(const QJsonObject& storedCandidate)
{
    if (storedCandidate.isEmpty())
        return QString();
    const auto text = [&](const char* key) { return storedCandidate.value(QLatin1String(key)).toString(); };
    return QStringList{
        text("hardware"),      text("region"),
        text("pricing"),       text("precision"),
        text("checkpointing"), QString::number(storedCandidate.value(QLatin1String("batch_per_device")).toInt())}
        .join(QLatin1Char('|'));
}

} // namespace tpuplan
