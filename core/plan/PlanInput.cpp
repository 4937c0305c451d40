// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanInput.h"

#include <QCoreApplication>

#include <cmath>

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PlanInput)
};
} // namespace

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
    const QVector<InputIssue> all = issues();
    return all.isEmpty() ? QString() : QStringLiteral("%1: %2").arg(all.first().field, all.first().message);
}

QVector<InputIssue> PlanInput::issues() const
{

    QVector<InputIssue> out;
    auto add = [&out](const char* field, const QString& message) {
        out << InputIssue{QString(), 0, QString::fromLatin1(field), message};
    };
    if (seqLen < 1 || seqLen > 1048576)
        add("seq_len", Tr::tr("must be between 1 and 1,048,576"));
    else if (seqLen > model.maxPositions)
        add("seq_len",
            Tr::tr("%1 tokens exceed the model's %2 position embeddings").arg(seqLen).arg(model.maxPositions));
    if (globalBatch < 1 || globalBatch > 16777216)
        add("global_batch", Tr::tr("must be between 1 and 16,777,216"));
    if (runLength == RunLength::Steps && !(steps >= 1 && steps <= 1e12))
        add("steps", Tr::tr("must be between 1 and 10^12"));
    if (runLength == RunLength::Tokens && !(tokens >= 1 && tokens <= 1e18))
        add("tokens", Tr::tr("must be between 1 and 10^18"));
    if (runLength == RunLength::Epochs && !(epochs > 0 && epochs <= 1e6))
        add("epochs", Tr::tr("must be above 0 and at most 10^6"));
    if (runLength == RunLength::Epochs && !(datasetTokens >= 1 && datasetTokens <= 1e18))
        add("dataset_tokens", Tr::tr("epochs need the dataset's size in tokens (1 to 10^18)"));
    if (maxAccumulation < 1 || maxAccumulation > 65536)
        add("max_accumulation", Tr::tr("must be between 1 and 65,536"));
    if (precisions.isEmpty())
        add("precision", Tr::tr("allow at least one precision"));
    if (checkpointing.isEmpty())
        add("checkpointing", Tr::tr("allow at least one policy"));
    if (!(safetyMargin >= 0 && safetyMargin < 0.9))
        add("safety_margin", Tr::tr("must be at least 0 and below 0.9"));
    if (!(preemptionRatePerHour >= 0 && preemptionRatePerHour <= 10))
        add("rate_per_hour", Tr::tr("must be between 0 and 10 per hour"));
    if (!(checkpointWriteMinutes >= 0 && checkpointWriteMinutes <= 600))
        add("checkpoint_write_minutes", Tr::tr("must be between 0 and 600 minutes"));
    if (!(restartMinutes >= 0 && restartMinutes <= 1440))
        add("restart_minutes", Tr::tr("must be between 0 and 1440 minutes"));
    if (!(deadlineHours >= 0))
        add("deadline_hours", Tr::tr("must not be negative"));
    if (!(budgetUsd >= 0))
        add("budget_usd", Tr::tr("must not be negative"));
    if (!(datasetGiB >= 0))
        add("dataset_gib", Tr::tr("must not be negative"));
    return out;
}

} // namespace tpuplan
