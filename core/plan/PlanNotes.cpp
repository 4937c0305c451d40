// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanNotes.h"

#include "util/Format.h"

#include <QCoreApplication>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Planner)
};

QString joined(const QStringList& items)
{
    return items.join(QStringLiteral(", "));
}
} // namespace

QString unusableReason(const MemoryModel& memory, const PlanInput& in, const DeviceInfo& dev, Runtime runtime,
                       bool noMesh)
{
    if (noMesh)
        return Tr::tr("no mesh the plan allows splits the model over its devices");
    for (Precision precision : in.precisions) {
        const TrainingConfig cfg = in.baseConfig(precision, runtime);
        QString why = memory.incompatibility(cfg, dev);
        if (!why.isEmpty())
            return why;
    }
    return Tr::tr("no configuration the plan allows runs there");
}

Reason nothingEvaluatedNote(const SkippedHardware& skipped, bool noHardware, int globalBatch)
{
    QStringList parts;
    if (noHardware)
        parts << Tr::tr("no hardware in the catalog matches the plan's hardware and generations");
    if (!skipped.noOffering.isEmpty())
        parts << Tr::tr("no offering in the plan's regions and pricing models for %1").arg(joined(skipped.noOffering));
    if (!skipped.batch.isEmpty())
        parts << Tr::tr("the global batch %1 does not split evenly over the devices of %2")
                     .arg(globalBatch)
                     .arg(joined(skipped.batch));
    if (!skipped.unusable.isEmpty())
        parts << Tr::tr("the plan cannot run on %1").arg(skipped.unusable.join(QStringLiteral("; ")));
    return Reason{QStringLiteral("nothing-evaluated"),
                  Tr::tr("No candidate was evaluated: %1.").arg(parts.join(QStringLiteral("; ")))};
}

std::optional<Reason> unpricedNote(const QVector<Candidate>& candidates, Objective objective)
{
    QStringList names; // generations for TPUs, the GPU otherwise
    for (const Candidate& c : candidates) {
        const QString name = c.device.generation.isEmpty() ? c.hardware : c.device.generation;
        if (!c.priced && !names.contains(name))
            names << name;
    }
    if (names.isEmpty())
        return std::nullopt;
    const QString text = objective == Objective::Time
        ? Tr::tr("%1: the price is not publicly listed, so the cost of those candidates is unknown (never counted as "
                 "free) and they are ranked by time with the others. Add the price you were quoted as a prices: row "
                 "of a user catalog (the app's Catalog tab, or --catalog FILE) to see their cost.")
        : Tr::tr("%1: the price is not publicly listed, so the cost of those candidates is unknown (never counted as "
                 "free) and they are ranked by time after every candidate with a listed price. Add the price you were "
                 "quoted as a prices: row of a user catalog (the app's Catalog tab, or --catalog FILE) to rank them "
                 "with the others.");
    return Reason{QStringLiteral("price-not-listed"), text.arg(joined(names))};
}

Reason priceNotListedReason(const Candidate& c, Objective objective)
{
    const QString text = objective == Objective::Time
        ? Tr::tr("The price of %1 in %2 (%3) is not publicly listed: its cost is unknown, never free, and it is "
                 "ranked by time. Add the price you were quoted as a prices: row of a user catalog (the app's Catalog "
                 "tab, or --catalog FILE) to see the cost.")
        : Tr::tr("The price of %1 in %2 (%3) is not publicly listed: its cost is unknown, never free, so it is "
                 "ranked by time after every candidate with a listed price. Add the price you were quoted as a "
                 "prices: row of a user catalog (the app's Catalog tab, or --catalog FILE) to rank it with the "
                 "others.");
    return Reason{QStringLiteral("price-not-listed"),
                  text.arg(c.hardware, c.offering.region, pricingModelId(c.offering.pricing))};
}

QVector<Reason> constraintReasons(const Candidate& c, const PlanInput& in)
{
    QVector<Reason> out;
    const QString code = QStringLiteral("constraint");
    if (in.deadlineHours > 0 && c.expectedHours > in.deadlineHours)
        out << Reason{code,
                      Tr::tr("Misses the deadline: expected %1, more than the %2 allowed.")
                          .arg(formatHours(c.expectedHours), formatHours(in.deadlineHours))};
    if (in.budgetUsd > 0 && !c.priced)
        out << Reason{code,
                      Tr::tr("Cannot be held to the budget of %1: the price is not publicly listed, so the cost is "
                             "unknown. Add the price you were quoted to a user catalog to check it.")
                          .arg(formatUsd(in.budgetUsd))};
    else if (in.budgetUsd > 0 && c.expectedCostUsd > in.budgetUsd)
        out << Reason{code,
                      Tr::tr("Misses the budget: expected %1, more than the %2 allowed.")
                          .arg(formatUsd(c.expectedCostUsd), formatUsd(in.budgetUsd))};
    return out;
}

} // namespace tpuplan
