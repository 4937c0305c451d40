// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanInput.h"

#include "PlanFields.h"

#include <QCoreApplication>

#include <algorithm>
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

void PlanInput::setModel(const ModelSpec& spec)
{
    model = spec;
    if (!headKindIdsFor(model).contains(headKindId(head.kind)))
        head.kind = defaultHeadKind(model);
}

RematPlacement recipeOffloadPlacement()
{
    RematPlacement p;
    for (LayerTensor t :
         {LayerTensor::Input, LayerTensor::Query, LayerTensor::Key, LayerTensor::Value, LayerTensor::OutProj})
        p[t] = Placement::Offload;
    return p;
}

void PlanInput::applyTrainingChoices(TrainingConfig& c) const
{
    c.attention = attention;
    c.lossChunks = std::max(1, lossChunks);
    c.loss = loss;
    c.pagedOptimizer = pagedOptimizer;
    c.optimizerInBackward = optimizerInBackward;
    c.finetune = finetune;
    c.loraRank = loraRank;
    c.loraTargets = loraTargets;
    c.capacityFactor = capacityFactor;
}

TrainingConfig PlanInput::baseConfig(Precision precision, Runtime runtime) const
{
    TrainingConfig cfg;
    cfg.seqLen = seqLen;
    cfg.precision = precision;
    cfg.optimizer = optimizer;
    cfg.dropout = dropout;
    cfg.runtime = runtime;
    cfg.batchPerDevice = 1;
    applyTrainingChoices(cfg);
    return cfg;
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
    // Every range comes from the table of plan fields (core/plan/PlanFields.cpp), the one place that states it.
    QVector<InputIssue> out;
    auto add = [&out](const PlanField& f, const QString& message) {
        out << InputIssue{QString(), 0, QString::fromLatin1(f.key), message};
    };
    for (const PlanField& f : planFields()) {
        if (f.applies && !f.applies(*this))
            continue;
        if (f.isNumeric()) {
            const QString why = f.rangeIssue(f.number(*this));
            if (!why.isEmpty())
                add(f, why);
            else if (QLatin1String(f.key) == QLatin1String("seq_len") && seqLen > model.maxPositions)
                add(f,
                    Tr::tr("%1 tokens exceed the model's %2 position embeddings").arg(seqLen).arg(model.maxPositions));
        } else if (f.isList() && f.min >= 1 && f.ids(*this).isEmpty()) {
            add(f, f.rangeIssue(0));
        } else if (QLatin1String(f.key) == QLatin1String("kind") && !model.name.isEmpty()
                   && !headKindIdsFor(model).contains(headKindId(head.kind))) {
            add(f,
                Tr::tr("%1 trains with %2, not %3")
                    .arg(model.name, headKindIdsFor(model).join(QStringLiteral(", ")), headKindId(head.kind)));
        } else if (f.type == PlanFieldType::Map) {
            for (auto it = efficiencyOverride.constBegin(); it != efficiencyOverride.constEnd(); ++it) {
                const QString why = f.rangeIssue(it.value());
                if (!why.isEmpty()) {
                    add(f, QStringLiteral("%1: %2").arg(it.key(), why));
                    break;
                }
            }
        }
    }
    return out;
}

MeshRequest PlanInput::meshRequest(ShardingStrategy strategy) const
{
    MeshRequest r;
    r.strategy = strategy;
    r.tensor = std::max(1, tensorParallel);
    r.fsdp = fsdp;
    r.expert = std::max(1, expertParallel);
    r.context = std::max(1, contextParallel);
    r.stage = std::max(1, pipelineParallel);
    r.slices = std::max(1, slices);
    return r;
}

} // namespace tpuplan
