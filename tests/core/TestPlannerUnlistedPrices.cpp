// SPDX-License-Identifier: GPL-3.0-or-later
// Offerings whose price is not publicly listed (TPU7x, some calendar-mode and GPU rows): ranked by time with their
// cost shown as "not publicly listed", never as free, never on the Pareto front and never within a budget; left out
// of a ranking by cost, as before (core/plan/Planner.cpp; docs/catalog.md).
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

int unpricedCount(const PlanResult& r)
{
    int n = 0;
    for (const Candidate& c : r.candidates)
        n += c.priced ? 0 : 1;
    return n;
}
} // namespace

class TestPlannerUnlistedPrices : public QObject
{
    Q_OBJECT

private slots:
    void rankedByTimeOnly_data()
    {
        QTest::addColumn<int>("objective");
        QTest::addColumn<bool>("listed");
        QTest::newRow("time") << int(Objective::Time) << true;
        QTest::newRow("cost") << int(Objective::Cost) << false;
        QTest::newRow("balanced") << int(Objective::Balanced) << false;
    }
    void rankedByTimeOnly()
    {
        QFETCH(int, objective);
        QFETCH(bool, listed);
        const PlanResult r = Planner(test::builtinCatalog()).plan(tpu7xInput(Objective(objective)), kToday);
        QVERIFY(!r.candidates.isEmpty());
        QCOMPARE(unpricedCount(r) > 0, listed);
        bool noted = false;
        for (const Reason& n : r.notes)
            noted = noted || (n.code == QLatin1String("price-not-listed") && n.text.contains(QLatin1String("tpu7x")));
        QVERIFY(noted); // said either way: ranked by time only, or not ranked
    }

    void costIsNeverFree()
    {
        const PlanResult r = Planner(test::builtinCatalog()).plan(tpu7xInput(Objective::Time), kToday);
        for (const Candidate& c : r.candidates) {
            if (c.priced)
                continue;
            QVERIFY(!c.pareto);
            QVERIFY(!c.stalePrice);
            QCOMPARE(costText(c, c.expectedCostUsd, QLocale::c()), QStringLiteral("not publicly listed"));
            const QJsonObject o = candidateJson(c);
            QCOMPARE(o.value(QLatin1String("price_listed")).toBool(true), false);
            QVERIFY(o.value(QLatin1String("cost_usd")).isNull());
            QVERIFY(o.value(QLatin1String("expected_cost_usd")).isNull());
            QVERIFY(o.value(QLatin1String("usd_per_hour")).isNull());
            bool said = false;
            for (const Reason& reason : c.reasons) {
                QVERIFY(reason.code != QLatin1String("cost")); // no "$0.00" sentence
                said = said || reason.code == QLatin1String("price-not-listed");
            }
            QVERIFY(said);
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
            if (!c.fits || !c.withinConstraints)
                break;
            QVERIFY2(c.expectedHours + 1e-9 >= last,
                     qPrintable(QStringLiteral("%1 %2 %3 %4")
                                    .arg(c.hardware)
                                    .arg(c.expectedHours, 0, 'g', 12)
                                    .arg(last, 0, 'g', 12)
                                    .arg(c.expectedCostUsd)));
            last = c.expectedHours;
        }
    }

    void budgetCannotBeMetWithoutAPrice()
    {
        PlanInput in = tpu7xInput(Objective::Time);
        in.budgetUsd = 1e12; // any listed price meets it
        const PlanResult r = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(unpricedCount(r) > 0);
        for (const Candidate& c : r.candidates)
            if (!c.priced)
                QVERIFY(!c.withinConstraints);
            else if (c.fits)
                QVERIFY(c.withinConstraints);
    }
};

QTEST_MAIN(TestPlannerUnlistedPrices)
#include "TestPlannerUnlistedPrices.moc"
