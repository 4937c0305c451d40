// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanInput.h"

#include <QCoreApplication>

#include <cmath>

namespace tpuplan {

QString objectiveId(Objective o)
{
    switch (o) {
    case Objective::Cost:
        return QStringLiteral("cost");
    case Objective::Time:
        return QStringLiteral("time");
    case Objective::Balanced:
        return QStringLiteral("balanced");
    }
    return QString();
}

std::optional<Objective> objectiveFromId(const QString& id)
{
    for (Objective o : {Objective::Cost, Objective::Time, Objective::Balanced})
        if (objectiveId(o) == id)
            return o;
    return std::nullopt;
}

QString runLengthId(RunLength r)
{
    switch (r) {
    case RunLength::Steps:
        return QStringLiteral("steps");
    case RunLength::Tokens:
        return QStringLiteral("tokens");
    case RunLength::Epochs:
        return QStringLiteral("epochs");
    }
    return QString();
}

double PlanInput::totalSteps() const
{
    const double tokensPerStep = double(globalBatch) * seqLen;
    switch (runLength) {
    case RunLength::Steps:
        return steps;
    case RunLength::Tokens:
        return std::ceil(tokens / tokensPerStep);
    case RunLength::Epochs:
        return std::ceil(epochs * datasetTokens / tokensPerStep);
    }
    return steps;
}

QString PlanInput::validate() const
{
    auto tr = [](const char* t) { return QCoreApplication::translate("PlanInput", t); };
    if (seqLen < 1 || seqLen > 1048576)
        return tr("seq_len: must be between 1 and 1,048,576");
    if (seqLen > model.maxPositions)
        return tr("seq_len: %1 tokens exceed the model's %2 position embeddings").arg(seqLen).arg(model.maxPositions);
    if (globalBatch < 1 || globalBatch > 16777216)
        return tr("global_batch: must be between 1 and 16,777,216");
    if (runLength == RunLength::Steps && !(steps >= 1 && steps <= 1e12))
        return tr("steps: must be between 1 and 10^12");
    if (runLength == RunLength::Tokens && !(tokens >= 1 && tokens <= 1e18))
        return tr("tokens: must be between 1 and 10^18");
    if (runLength == RunLength::Epochs && (!(epochs > 0 && epochs <= 1e6) || !(datasetTokens >= 1 && datasetTokens <= 1e18)))
        return tr("epochs: needs epochs > 0 and dataset_tokens >= 1");
    if (maxAccumulation < 1 || maxAccumulation > 65536)
        return tr("max_accumulation: must be between 1 and 65,536");
    if (precisions.isEmpty())
        return tr("precision: allow at least one precision");
    if (checkpointing.isEmpty())
        return tr("checkpointing: allow at least one policy");
    if (!(safetyMargin >= 0 && safetyMargin < 0.9))
        return tr("safety_margin: must be at least 0 and below 0.9");
    if (!(preemptionRatePerHour >= 0 && preemptionRatePerHour <= 10))
        return tr("preemption rate: must be between 0 and 10 per hour");
    if (!(checkpointWriteMinutes >= 0 && checkpointWriteMinutes <= 600))
        return tr("checkpoint write time: must be between 0 and 600 minutes");
    if (!(restartMinutes >= 0 && restartMinutes <= 1440))
        return tr("restart time: must be between 0 and 1440 minutes");
    if (deadlineHours < 0 || budgetUsd < 0 || datasetGiB < 0)
        return tr("deadline, budget and dataset size must not be negative");
    return QString();
}

} // namespace tpuplan
