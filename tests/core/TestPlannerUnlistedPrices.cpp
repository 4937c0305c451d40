// SPDX-License-Identifier: GPL-3.0-or-later
// Offerings whose price is not publicly listed (TPU7x, some calendar-mode and GPU rows) are planned under every
// objective: ranked by time (by cost and balanced after every priced candidate), their cost shown as "not publicly
// listed", never as free, never on the Pareto front and never within a budget, with a reason that says why and how to
// add a quoted price. "No candidate fits" only where candidates were evaluated; with none evaluated a note says what
// left none (core/plan/Planner.cpp, core/plan/PlanNotes.cpp; docs/cost-model.md section 6).
#include "CoreHelpers.h"

#include "model/ModelLoader.h"
#include "plan/PlanJson.h"
#include "plan/Planner.h"

#include <QtTest>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 24);

PlanInput tpu7xInput(Objective objective)
{
    PlanInput in;
    in.modelRef = QStringLiteral("llama-3.1-8b");
    in.setModel(ModelLoader::preset(in.modelRef));
    in.seqLen = 8192;
    in.globalBatch = 256;
    in.steps = 1000;
    in.precisions = {Precision::Bf16Mixed};
    in.checkpointing = {CheckpointingKind::Full};
    in.generations = QStringList{QStringLiteral("tpu7x"), QStringLiteral("v6e")};
    in.objective = objective;
    in.limit = 0;
    in.simulationRuns = 20;
    return in;
}

// The plan: one TPU7x slice, nothing priced in it.
PlanInput tpu7x128Input(Objective objective, int globalBatch)
{
    PlanInput in = tpu7xInput(objective);
    in.seqLen = 4096;
    in.globalBatch = globalBatch;
    in.generations.clear();
    in.hardware = QStringList{QStringLiteral("tpu7x-128")};
    return in;
}

int unpricedCount(const PlanResult& r)
{
    int n = 0;
    for (const Candidate& c : r.candidates)
        n += c.priced ? 0 : 1;
    return n;
}

const Reason* findReason(const QVector<Reason>& reasons, const QString& code)
{
    for (const Reason& r : reasons)
        if (r.code == code)
            return &r;
    return nullptr;
}

bool usable(const Candidate& c)
{
    return c.fits && c.withinConstraints;
}
} // namespace

class TestPlannerUnlistedPrices : public QObject
{
    Q_OBJECT

private slots:
    void listedUnderEveryObjective_data()
    {
        QTest::addColumn<int>("objective");
        QTest::addColumn<QString>("placement"); // the words of the note that say where they rank
        QTest::newRow("time") << int(Objective::Time) << QStringLiteral("ranked by time with the others");
        QTest::newRow("cost") << int(Objective::Cost)
                              << QStringLiteral("ranked by time after every candidate with a listed price");
        QTest::newRow("balanced") << int(Objective::Balanced)
                                  << QStringLiteral("ranked by time after every candidate with a listed price");
    }
    void listedUnderEveryObjective()
    {
        QFETCH(int, objective);
        QFETCH(QString, placement);
        const PlanResult r = Planner(test::builtinCatalog()).plan(tpu7xInput(Objective(objective)), kToday);
        QVERIFY(unpricedCount(r) > 0);
        QVERIFY(unpricedCount(r) < r.candidates.size()); // v6e is priced
        const Reason* note = findReason(r.notes, QStringLiteral("price-not-listed"));
        QVERIFY(note);
        QVERIFY2(note->text.contains(QLatin1String("tpu7x")), qPrintable(note->text));
        QVERIFY2(note->text.contains(placement), qPrintable(note->text));
        QVERIFY(note->text.contains(QLatin1String("prices: row of a user catalog")));
        QVERIFY(note->text.contains(QLatin1String("--catalog FILE")));
    }

    void costIsNeverFree_data()
    {
        QTest::addColumn<int>("objective");
        QTest::newRow("time") << int(Objective::Time);
        QTest::newRow("cost") << int(Objective::Cost);
    }
    void costIsNeverFree()
    {
        QFETCH(int, objective);
        const PlanResult r = Planner(test::builtinCatalog()).plan(tpu7xInput(Objective(objective)), kToday);
        for (const Candidate& c : r.candidates) {
            if (c.priced)
                continue;
            QVERIFY(!c.pareto);
            QVERIFY(!c.stalePrice);
            QCOMPARE(costText(c, c.expectedCostUsd, QLocale::c()), QStringLiteral("not publicly listed"));
            const QJsonObject o = candidateJson(c);
            QCOMPARE(o.value(QLatin1String("price_listed")).toBool(true), false);
            for (const char* key :
                 {"cost_usd", "expected_cost_usd", "usd_per_hour", "expected_cost_low", "expected_cost_high"})
                QVERIFY2(o.value(QLatin1String(key)).isNull(), key);
            const QJsonObject breakdown = o.value(QLatin1String("cost_breakdown")).toObject();
            for (const char* key : {"accelerator_usd", "host_usd", "storage_usd"})
                QVERIFY2(breakdown.value(QLatin1String(key)).isNull(), key);
            const QJsonObject pre = o.value(QLatin1String("preemption")).toObject();
            if (c.spread)
                for (const char* key : {"p10_cost_usd", "p50_cost_usd", "p90_cost_usd"})
                    QVERIFY2(pre.value(QLatin1String(key)).isNull(), key);
            QVERIFY(!findReason(c.reasons, QStringLiteral("cost"))); // no "$0.00" sentence
            const Reason* why = findReason(c.reasons, QStringLiteral("price-not-listed"));
            QVERIFY(why);
            QVERIFY(why->text.contains(c.hardware));
            QVERIFY(why->text.contains(QLatin1String("prices: row of a user catalog")));
        }
        for (const Candidate& c : r.paretoFront)
            QVERIFY(c.priced);
    }

    void rankedAmongPricedByTime()
    {
        // by time the unlisted offerings sit where their hours put them, between priced ones
        const PlanResult r = Planner(test::builtinCatalog()).plan(tpu7xInput(Objective::Time), kToday);
        double last = 0;
        for (const Candidate& c : r.candidates) {
            if (!usable(c))
                break;
            QVERIFY2(c.expectedHours + 1e-9 >= last,
                     qPrintable(QStringLiteral("%1 %2 %3").arg(c.hardware).arg(c.expectedHours).arg(last)));
            last = c.expectedHours;
        }
    }

    void rankedAfterPricedByCost_data()
    {
        QTest::addColumn<int>("objective");
        QTest::newRow("cost") << int(Objective::Cost);
        QTest::newRow("balanced") << int(Objective::Balanced);
    }
    void rankedAfterPricedByCost()
    {
        // by cost (or balanced) every priced candidate comes first; the unpriced follow, by time
        QFETCH(int, objective);
        const PlanResult r = Planner(test::builtinCatalog()).plan(tpu7xInput(Objective(objective)), kToday);
        bool unpricedSeen = false;
        double lastCost = 0;
        double lastHours = 0;
        int usableUnpriced = 0;
        for (const Candidate& c : r.candidates) {
            if (!usable(c))
                break;
            if (c.priced) {
                QVERIFY2(!unpricedSeen, qPrintable(c.hardware)); // no priced one after an unpriced one
                if (Objective(objective) == Objective::Cost)
                    QVERIFY(c.expectedCostUsd + 1e-9 >= lastCost);
                lastCost = c.expectedCostUsd;
                continue;
            }
            if (unpricedSeen)
                QVERIFY(c.expectedHours + 1e-9 >= lastHours);
            unpricedSeen = true;
            lastHours = c.expectedHours;
            ++usableUnpriced;
        }
        QVERIFY(usableUnpriced > 0);
        QVERIFY(r.candidates.first().priced);
    }

    void onlyUnpricedHardware_data()
    {
        QTest::addColumn<int>("objective");
        QTest::addColumn<QString>("first"); // the rank-best sentence's start
        QTest::newRow("cost") << int(Objective::Cost) << QStringLiteral("First by time");
        QTest::newRow("balanced") << int(Objective::Balanced) << QStringLiteral("First by time");
        QTest::newRow("time") << int(Objective::Time) << QStringLiteral("Best by time");
    }
    void onlyUnpricedHardware()
    {
        // issue #29: `recommend --hardware tpu7x-128` evaluated nothing and said "No candidate fits"
        QFETCH(int, objective);
        QFETCH(QString, first);
        const PlanResult r = Planner(test::builtinCatalog()).plan(tpu7x128Input(Objective(objective), 128), kToday);
        QVERIFY(r.evaluated > 0);
        QVERIFY(r.fitting > 0);
        QVERIFY(!r.candidates.isEmpty());
        QCOMPARE(unpricedCount(r), r.candidates.size());
        QVERIFY(r.paretoFront.isEmpty());
        QVERIFY(!findReason(r.notes, QStringLiteral("nothing-fits")));
        QVERIFY(!findReason(r.notes, QStringLiteral("nothing-evaluated")));
        const Reason* best = findReason(r.candidates.first().reasons, QStringLiteral("rank-best"));
        QVERIFY(best);
        QVERIFY2(best->text.startsWith(first), qPrintable(best->text));
        double last = 0;
        for (const Candidate& c : r.candidates) {
            if (!usable(c))
                break;
            QVERIFY(c.expectedHours + 1e-9 >= last);
            last = c.expectedHours;
        }
    }

    void budgetCannotBeMetWithoutAPrice()
    {
        PlanInput in = tpu7xInput(Objective::Time);
        in.budgetUsd = 1e12; // any listed price meets it
        const PlanResult r = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(unpricedCount(r) > 0);
        for (const Candidate& c : r.candidates) {
            if (c.priced) {
                QVERIFY(c.withinConstraints);
                continue;
            }
            QVERIFY(!c.withinConstraints);
            // excluded by the budget alone: the reason says so, and why an unknown price cannot meet it
            const Reason* why = findReason(c.reasons, QStringLiteral("constraint"));
            QVERIFY(why);
            QVERIFY2(why->text.contains(QLatin1String("budget"))
                         && why->text.contains(QLatin1String("not publicly "
                                                             "listed")),
                     qPrintable(why->text));
            QVERIFY(!why->text.contains(QLatin1String("deadline")));
        }
    }

    void constraintSaysWhich_data()
    {
        QTest::addColumn<double>("deadlineHours");
        QTest::addColumn<double>("budgetUsd");
        QTest::addColumn<QString>("says");
        QTest::addColumn<QString>("doesNotSay");
        QTest::newRow("deadline") << 1e-6 << 0.0 << QStringLiteral("Misses the deadline") << QStringLiteral("budget");
        QTest::newRow("budget") << 0.0 << 1.0 << QStringLiteral("Misses the budget") << QStringLiteral("deadline");
    }
    void constraintSaysWhich()
    {
        QFETCH(double, deadlineHours);
        QFETCH(double, budgetUsd);
        QFETCH(QString, says);
        QFETCH(QString, doesNotSay);
        PlanInput in = tpu7xInput(Objective::Cost);
        in.generations = QStringList{QStringLiteral("v6e")};
        in.deadlineHours = deadlineHours;
        in.budgetUsd = budgetUsd;
        const PlanResult r = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!r.candidates.isEmpty());
        for (const Candidate& c : r.candidates) {
            QVERIFY(!c.withinConstraints);
            if (!c.priced) // v6e's calendar-mode rows: budgetCannotBeMetWithoutAPrice()
                continue;
            const Reason* why = findReason(c.reasons, QStringLiteral("constraint"));
            QVERIFY(why);
            QVERIFY2(why->text.startsWith(says) && !why->text.contains(doesNotSay), qPrintable(why->text));
        }
    }

    void nothingEvaluatedSaysWhy_data()
    {
        QTest::addColumn<int>("globalBatch");
        QTest::addColumn<QStringList>("regions");
        QTest::addColumn<QString>("says");
        QTest::newRow("batch") << 64 << QStringList{}
                               << QStringLiteral("the global batch 64 does not split evenly over the devices of "
                                                 "tpu7x-128");
        QTest::newRow("region") << 128 << QStringList{QStringLiteral("europe-west4")}
                                << QStringLiteral("no offering in the plan's regions and pricing models for "
                                                  "tpu7x-128");
    }
    void nothingEvaluatedSaysWhy()
    {
        // 0 candidates evaluated is not "nothing fits": the note names what left none
        QFETCH(int, globalBatch);
        QFETCH(QStringList, regions);
        QFETCH(QString, says);
        PlanInput in = tpu7x128Input(Objective::Cost, globalBatch);
        in.regions = regions;
        const PlanResult r = Planner(test::builtinCatalog()).plan(in, kToday);
        QCOMPARE(r.evaluated, 0);
        QVERIFY(r.candidates.isEmpty());
        QVERIFY(!findReason(r.notes, QStringLiteral("nothing-fits")));
        const Reason* why = findReason(r.notes, QStringLiteral("nothing-evaluated"));
        QVERIFY(why);
        QVERIFY2(why->text.startsWith(QLatin1String("No candidate was evaluated: ")) && why->text.contains(says),
                 qPrintable(why->text));
    }
};

QTEST_MAIN(TestPlannerUnlistedPrices)
#include "TestPlannerUnlistedPrices.moc"
