// SPDX-License-Identifier: GPL-3.0-or-later
// Preemption (core/cost/Preemption): the Young/Daly interval, Daly's closed form against hand numbers, the run-length
// limit, and the seeded Monte Carlo simulation against the closed form. The convergence rows print lines starting
// with TABLE that docs/cost-model.md reproduces.
#include "cost/Preemption.h"

#include "NearCompare.h"
#include <QElapsedTimer>

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using tpuplan::test::near;

namespace {
PreemptionParams params(double lambda, double delta, double restart, double interval = 0, double maxRun = 0)
{
    PreemptionParams p;
    p.ratePerHour = lambda;
    p.checkpointWriteHours = delta;
    p.restartHours = restart;
    p.checkpointIntervalHours = interval;
    p.maxRunHours = maxRun;
    return p;
}

// Daly (2006) per segment: M e^{R/M} (e^{(tau + delta)/M} - 1)
double daly(double lambda, double segment, double delta, double restart)
{
    const double M = 1 / lambda;
    return M * std::exp(restart / M) * (std::exp((segment + delta) / M) - 1);
}
} // namespace

class TestPreemption : public QObject
{
    Q_OBJECT
private slots:
    void youngDaly_data();
    void youngDaly();
    void dalyIntervalNearlyMinimisesTime_data();
    void dalyIntervalNearlyMinimisesTime();
    void closedFormByHand_data();
    void closedFormByHand();
    void noPreemptions_data();
    void noPreemptions();
    void runLengthLimitDeterministic_data();
    void runLengthLimitDeterministic();
    void runLengthLimitAddsForcedRestarts();
    void simulationIsSeeded();
    void simulationConvergesToClosedForm_data();
    void simulationConvergesToClosedForm();
    void emptyInputs();
    void longRunsExtrapolateTheForcedRestarts_data();
    void longRunsExtrapolateTheForcedRestarts();
    void simulationRefusesRunsBeyondItsBudget_data();
    void simulationRefusesRunsBeyondItsBudget();
};

void TestPreemption::youngDaly_data()
{
    QTest::addColumn<double>("lambda");
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("expected");
    // sqrt(2 delta M) - delta for delta < M/2 (Daly 2006, first order), M otherwise; 0 without preemptions
    QTest::newRow("default: 0.05/h, 2 min") << 0.05 << 2.0 / 60 << std::sqrt(2.0 * (2.0 / 60) * 20) - 2.0 / 60;
    QTest::newRow("0.05/h, 2 min = 1.1214 h") << 0.05 << 2.0 / 60 << 1.121367205045918;
    QTest::newRow("0.01/h, 6 min") << 0.01 << 0.1 << std::sqrt(20.0) - 0.1;
    QTest::newRow("1/h, 0.4 h (just below M/2)") << 1.0 << 0.4 << std::sqrt(0.8) - 0.4;
    QTest::newRow("1/h, 0.6 h (above M/2): M") << 1.0 << 0.6 << 1.0;
    QTest::newRow("2/h, 1 h: M") << 2.0 << 1.0 << 0.5;
    QTest::newRow("no preemptions") << 0.0 << 2.0 / 60 << 0.0;
}

void TestPreemption::youngDaly()
{
    QFETCH(double, lambda);
    QFETCH(double, delta);
    QFETCH(double, expected);
    QVERIFY(near(optimalCheckpointIntervalHours(lambda, delta), expected, 1e-12));
    if (lambda > 0 && delta < 0.5 / lambda) // Young's sqrt(2 delta M) is the same to first order
        QVERIFY(std::fabs(optimalCheckpointIntervalHours(lambda, delta) - std::sqrt(2 * delta / lambda))
                <= delta + 1e-12);
}

void TestPreemption::dalyIntervalNearlyMinimisesTime_data()
{
    QTest::addColumn<double>("lambda");
    QTest::addColumn<double>("delta");
    QTest::newRow("0.05/h, 2 min") << 0.05 << 2.0 / 60;
    QTest::newRow("0.2/h, 5 min") << 0.2 << 5.0 / 60;
    QTest::newRow("1/h, 1 min") << 1.0 << 1.0 / 60;
    QTest::newRow("0.01/h, 10 min") << 0.01 << 10.0 / 60;
}

void TestPreemption::dalyIntervalNearlyMinimisesTime()
{
    // over a long run the expected time per hour of work is e^{R/M} M (e^{(tau+delta)/M} - 1) / tau; the Young/Daly
    // interval lands within 0.1 % of its minimum over a fine grid of intervals
    QFETCH(double, lambda);
    QFETCH(double, delta);
    const double R = 10.0 / 60;
    auto perWork = [&](double tau) { return daly(lambda, tau, delta, R) / tau; };
    const double tauOpt = optimalCheckpointIntervalHours(lambda, delta);
    double best = INFINITY;
    for (double tau = 0.001; tau < 20 / lambda; tau *= 1.001)
        best = std::min(best, perWork(tau));
    QVERIFY2(perWork(tauOpt) <= best * 1.001, qPrintable(QStringLiteral("%1 vs %2").arg(perWork(tauOpt)).arg(best)));
    // and the closed form for a long run uses it when no interval is given
    const PreemptionOutcome o = expectedUnderPreemption(1000, params(lambda, delta, R));
    QVERIFY(near(o.checkpointIntervalHours, tauOpt));
}

void TestPreemption::closedFormByHand_data()
{
    QTest::addColumn<double>("work");
    QTest::addColumn<double>("expectedHours");
    // lambda 0.1/h (M = 10 h), delta 0.1 h, R 0.5 h, tau 1 h:
    // 10 segments: 10 * 10 e^{0.05} (e^{0.11} - 1) = 12.22398 h
    QTest::newRow("W 10 h = 10 segments") << 10.0 << 12.22397746157862;
    // 10.5 h: the 10 segments and a last one of 0.5 h: + 10 e^{0.05} (e^{0.06} - 1) = 12.87405 h
    QTest::newRow("W 10.5 h = 10 segments + 0.5 h") << 10.5 << 12.874047202407093;
    QTest::newRow("W 1 h = 1 segment") << 1.0 << daly(0.1, 1, 0.1, 0.5);
    QTest::newRow("W 0.25 h: one short segment") << 0.25 << daly(0.1, 0.25, 0.1, 0.5);
}

void TestPreemption::closedFormByHand()
{
    QFETCH(double, work);
    QFETCH(double, expectedHours);
    const PreemptionOutcome o = expectedUnderPreemption(work, params(0.1, 0.1, 0.5, 1.0));
    QVERIFY2(near(o.expectedHours, expectedHours, 1e-12), qPrintable(QString::number(o.expectedHours, 'g', 16)));
    QCOMPARE(o.workHours, work);
    QCOMPARE(o.checkpointIntervalHours, std::min(1.0, work));
    const double segments = std::ceil(work - 1e-9);
    QVERIFY(near(o.checkpointOverheadHours, segments * 0.1));
    // preemptions arrive at rate lambda over the whole wall time
    QVERIFY(near(o.expectedPreemptions, 0.1 * expectedHours));
    // lost work: what is left after the work, the saves and one restart per preemption
    QVERIFY(near(o.expectedLostWorkHours,
                 expectedHours - work - o.checkpointOverheadHours - o.expectedPreemptions * 0.5, 1e-9));
    QVERIFY(o.expectedLostWorkHours > 0);
    QCOMPARE(o.forcedRestarts, 0.0);
}

void TestPreemption::noPreemptions_data()
{
    QTest::addColumn<double>("work");
    QTest::addColumn<double>("interval");
    QTest::addColumn<double>("expectedHours");
    // lambda = 0: the work plus one save per segment (default interval: one hour of work), nothing lost
    QTest::newRow("10 h, default 1 h interval: 10 saves") << 10.0 << 0.0 << 10.0 + 10 * (2.0 / 60);
    QTest::newRow("10.5 h, default interval: 11 saves") << 10.5 << 0.0 << 10.5 + 11 * (2.0 / 60);
    QTest::newRow("10 h every 3 h: 4 saves") << 10.0 << 3.0 << 10.0 + 4 * (2.0 / 60);
    QTest::newRow("0.5 h: 1 save") << 0.5 << 0.0 << 0.5 + 2.0 / 60;
}

void TestPreemption::noPreemptions()
{
    QFETCH(double, work);
    QFETCH(double, interval);
    QFETCH(double, expectedHours);
    const PreemptionParams p = params(0, 2.0 / 60, 10.0 / 60, interval);
    const PreemptionOutcome o = expectedUnderPreemption(work, p);
    QVERIFY(near(o.expectedHours, expectedHours));
    QVERIFY(near(o.expectedHours, work + o.checkpointOverheadHours));
    QCOMPARE(o.expectedPreemptions, 0.0);
    QCOMPARE(o.expectedLostWorkHours, 0.0);
    QCOMPARE(o.forcedRestarts, 0.0);
    // the simulation has nothing random left: every run takes exactly the closed form
    const SimulationSpread s = simulatePreemption(work, p, 50, 7);
    QVERIFY(near(s.meanHours, expectedHours, 1e-9));
    QVERIFY(near(s.p10Hours, expectedHours, 1e-9));
    QVERIFY(near(s.p90Hours, expectedHours, 1e-9));
    QCOMPARE(s.meanPreemptions, 0.0);
}

void TestPreemption::runLengthLimitDeterministic_data()
{
    QTest::addColumn<double>("work");
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("limit");
    QTest::addColumn<double>("forced");
    // 24 h limit, 1 h segments, no save time: sessions of 24 segments; 100 segments -> stops after 24, 48, 72, 96
    QTest::newRow("100 h, 24 h limit, no saves") << 100.0 << 0.0 << 24.0 << 4.0;
    // with 2 min saves a segment takes 1.0333 h: 23 per session; 100 segments -> 4 stops (after 23, 46, 69, 92)
    QTest::newRow("100 h, 24 h limit, 2 min saves") << 100.0 << 2.0 / 60 << 24.0 << 4.0;
    // exactly 2 sessions of work: 48 segments of 1 h -> one stop
    QTest::newRow("48 h, 24 h limit") << 48.0 << 0.0 << 24.0 << 1.0;
    // Colab: 12 h sessions, 27 h of work with 2 min saves: 11 segments per session -> stops after 11 and 22
    QTest::newRow("27 h, 12 h session") << 27.0 << 2.0 / 60 << 12.0 << 2.0;
    // a last short segment that still fits into the session: 24.5 h, no saves, limit 24.5 -> no stop
    QTest::newRow("24.5 h, 24.5 h limit: the short last segment fits") << 24.5 << 0.0 << 24.5 << 0.0;
    QTest::newRow("shorter than the limit") << 10.0 << 2.0 / 60 << 24.0 << 0.0;
}

void TestPreemption::runLengthLimitDeterministic()
{
    QFETCH(double, work);
    QFETCH(double, delta);
    QFETCH(double, limit);
    QFETCH(double, forced);
    const double R = 10.0 / 60;
    const PreemptionParams p = params(0, delta, R, 0, limit);
    const PreemptionOutcome o = expectedUnderPreemption(work, p);
    QCOMPARE(o.forcedRestarts, forced);
    QVERIFY(near(o.expectedHours, work + o.checkpointOverheadHours + forced * R));
    const SimulationSpread s = simulatePreemption(work, p, 20, 1);
    QVERIFY2(near(s.meanHours, o.expectedHours, 1e-9),
             qPrintable(QStringLiteral("%1 vs %2").arg(s.meanHours).arg(o.expectedHours)));
    QCOMPARE(s.meanForcedRestarts, forced);
}

void TestPreemption::runLengthLimitAddsForcedRestarts()
{
    // 100 h of work on preemptible hardware at 0.05/h: the 24 h limit adds forced restarts, each costing R
    const double R = 10.0 / 60;
    const PreemptionParams spot = params(0.05, 2.0 / 60, R);
    PreemptionParams preemptible = spot;
    preemptible.maxRunHours = 24;
    const PreemptionOutcome a = expectedUnderPreemption(100, spot);
    const PreemptionOutcome b = expectedUnderPreemption(100, preemptible);
    QCOMPARE(a.forcedRestarts, 0.0);
    QVERIFY(b.forcedRestarts > 0.5);
    // preemptions restart the 24 h clock, so fewer stops than the 4 of an uninterrupted run
    QVERIFY(b.forcedRestarts < 4.0);
    QVERIFY(near(b.checkpointIntervalHours, a.checkpointIntervalHours)); // 1.12 h fits into a session
    QVERIFY(near(b.expectedHours, a.expectedHours + b.forcedRestarts * R));
    // a longer limit, fewer stops; no limit, none
    preemptible.maxRunHours = 48;
    QVERIFY(expectedUnderPreemption(100, preemptible).forcedRestarts < b.forcedRestarts);
    // an interval longer than the limit is cut to fit a session
    PreemptionParams longInterval = params(0.05, 2.0 / 60, R, 30.0, 24.0);
    QVERIFY(near(expectedUnderPreemption(100, longInterval).checkpointIntervalHours, 24.0 - 2.0 / 60));
}

void TestPreemption::simulationIsSeeded()
{
    const PreemptionParams p = params(0.2, 0.05, 0.25, 0, 24);
    const SimulationSpread a = simulatePreemption(50, p, 2000, 42);
    const SimulationSpread b = simulatePreemption(50, p, 2000, 42);
    const SimulationSpread c = simulatePreemption(50, p, 2000, 43);
    QCOMPARE(a.meanHours, b.meanHours);
    QCOMPARE(a.p10Hours, b.p10Hours);
    QCOMPARE(a.p50Hours, b.p50Hours);
    QCOMPARE(a.p90Hours, b.p90Hours);
    QCOMPARE(a.meanPreemptions, b.meanPreemptions);
    QVERIFY(a.meanHours != c.meanHours);
    QCOMPARE(a.runs, 2000);
    QVERIFY(a.p10Hours <= a.p50Hours && a.p50Hours <= a.p90Hours);
    QVERIFY(a.p10Hours > 50); // every run does the work and the saves
}

void TestPreemption::simulationConvergesToClosedForm_data()
{
    QTest::addColumn<double>("lambda");
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("restart");
    QTest::addColumn<double>("work");
    QTest::addColumn<double>("interval");
    QTest::addColumn<double>("limit");
    QTest::newRow("defaults: 0.05/h, 2 min, 10 min, 100 h") << 0.05 << 2.0 / 60 << 10.0 / 60 << 100.0 << 0.0 << 0.0;
    QTest::newRow("0.2/h, 5 min, 15 min, 50 h") << 0.2 << 5.0 / 60 << 0.25 << 50.0 << 0.0 << 0.0;
    QTest::newRow("0.5/h, 3 min, 30 min, 20 h") << 0.5 << 0.05 << 0.5 << 20.0 << 0.0 << 0.0;
    QTest::newRow("1/h, 1 min, 6 min, 10 h, every 0.5 h") << 1.0 << 1.0 / 60 << 0.1 << 10.0 << 0.5 << 0.0;
    QTest::newRow("0.1/h, 2 min, 10 min, 3 h, every 2 h (short last segment)")
        << 0.1 << 2.0 / 60 << 10.0 / 60 << 3.0 << 2.0 << 0.0;
    QTest::newRow("preemptible: 0.05/h, 24 h limit, 100 h") << 0.05 << 2.0 / 60 << 10.0 / 60 << 100.0 << 0.0 << 24.0;
    QTest::newRow("Colab: 0.05/h, 12 h session, 27 h") << 0.05 << 2.0 / 60 << 10.0 / 60 << 27.0 << 0.0 << 12.0;
    QTest::newRow("0.02/h, 24 h limit, 200 h, every 4 h") << 0.02 << 0.1 << 0.5 << 200.0 << 4.0 << 24.0;
}

void TestPreemption::simulationConvergesToClosedForm()
{
    QFETCH(double, lambda);
    QFETCH(double, delta);
    QFETCH(double, restart);
    QFETCH(double, work);
    QFETCH(double, interval);
    QFETCH(double, limit);
    const PreemptionParams p = params(lambda, delta, restart, interval, limit);
    const PreemptionOutcome o = expectedUnderPreemption(work, p);
    const int runs = 20000;
    const SimulationSpread s = simulatePreemption(work, p, runs, 20211);
    const double error = (s.meanHours - o.expectedHours) / o.expectedHours;
    qInfo().noquote() << QStringLiteral("TABLE | %1 | %2 | %3 | %4 | %5 % | %6 / %7 | %8 / %9 | %10 / %11 / %12 |")
                             .arg(QString::fromUtf8(QTest::currentDataTag()))
                             .arg(o.checkpointIntervalHours, 0, 'f', 3)
                             .arg(o.expectedHours, 0, 'f', 3)
                             .arg(s.meanHours, 0, 'f', 3)
                             .arg(error * 100, 0, 'f', 2)
                             .arg(o.expectedPreemptions, 0, 'f', 2)
                             .arg(s.meanPreemptions, 0, 'f', 2)
                             .arg(o.forcedRestarts, 0, 'f', 2)
                             .arg(s.meanForcedRestarts, 0, 'f', 2)
                             .arg(s.p10Hours, 0, 'f', 2)
                             .arg(s.p50Hours, 0, 'f', 2)
                             .arg(s.p90Hours, 0, 'f', 2);
    // the closed form is the exact expectation of the simulated process: the mean lands within 2 % (in practice a few
    // hundredths of a per cent with 20,000 runs), and so do the counts
    QVERIFY2(std::fabs(error) < 0.02, qPrintable(QString::number(error)));
    QVERIFY(std::fabs(s.meanPreemptions - o.expectedPreemptions) <= 0.02 * o.expectedPreemptions + 0.02);
    QVERIFY(std::fabs(s.meanForcedRestarts - o.forcedRestarts) <= 0.02 * o.forcedRestarts + 0.02);
    QVERIFY(s.p10Hours <= s.p50Hours && s.p50Hours <= s.p90Hours);
    QVERIFY(s.p10Hours >= work);
    QVERIFY(s.p90Hours > s.p10Hours);
}

void TestPreemption::emptyInputs()
{
    const PreemptionOutcome o = expectedUnderPreemption(0, params(0.05, 0.1, 0.1));
    QCOMPARE(o.expectedHours, 0.0);
    const SimulationSpread s = simulatePreemption(10, params(0.05, 0.1, 0.1), 0, 1);
    QCOMPARE(s.meanHours, 0.0);
    QCOMPARE(s.runs, 0);
}

void TestPreemption::longRunsExtrapolateTheForcedRestarts_data()
{
    QTest::addColumn<double>("lambda");
    QTest::addColumn<double>("interval");
    QTest::addColumn<double>("maxRun");
    QTest::addColumn<double>("work");
    QTest::newRow("preemptible 24 h, Daly interval") << 0.05 << 0.0 << 24.0 << 400000.0;
    QTest::newRow("Colab 12 h, rare preemptions") << 0.01 << 0.0 << 12.0 << 600000.0;
    QTest::newRow("frequent preemptions, short interval") << 0.5 << 0.25 << 24.0 << 60000.0;
    QTest::newRow("session holds one chunk") << 0.05 << 10.0 << 11.0 << 2000000.0;
}

// The exact recurrence over every chunk and the one extrapolated after 2^16 chunks agree to 10^-5.
void TestPreemption::longRunsExtrapolateTheForcedRestarts()
{
    QFETCH(double, lambda);
    QFETCH(double, interval);
    QFETCH(double, maxRun);
    QFETCH(double, work);
    const PreemptionParams p = params(lambda, 2.0 / 60, 10.0 / 60, interval, maxRun);
    const PreemptionOutcome exact = expectedUnderPreemption(work, p, 1LL << 40);
    const PreemptionOutcome extrapolated = expectedUnderPreemption(work, p, 1LL << 16);
    QVERIFY(work / exact.checkpointIntervalHours > double(1 << 17)); // the extrapolation is really used
    QVERIFY(exact.forcedRestarts > 0);
    QVERIFY2(near(extrapolated.forcedRestarts, exact.forcedRestarts, 1e-5),
             qPrintable(QStringLiteral("%1 vs %2")
                            .arg(extrapolated.forcedRestarts, 0, 'g', 12)
                            .arg(exact.forcedRestarts, 0, 'g', 12)));
    QVERIFY(near(extrapolated.expectedHours, exact.expectedHours, 1e-6));
}

void TestPreemption::simulationRefusesRunsBeyondItsBudget_data()
{
    QTest::addColumn<double>("lambda");
    QTest::addColumn<double>("restart");
    QTest::addColumn<double>("work");
    QTest::addColumn<bool>("simulated");
    QTest::newRow("a year at hourly checkpoints") << 0.05 << 10.0 / 60 << 8760.0 << true;
    QTest::newRow("10^12 hours of work") << 0.05 << 10.0 / 60 << 1.0e12 << false;
    // ten preemptions an hour against a 24-hour restart: a restart almost never finishes (e^240 tries)
    QTest::newRow("restarts that never finish") << 10.0 << 24.0 << 10.0 << false;
}

void TestPreemption::simulationRefusesRunsBeyondItsBudget()
{
    QFETCH(double, lambda);
    QFETCH(double, restart);
    QFETCH(double, work);
    QFETCH(bool, simulated);
    QElapsedTimer timer;
    timer.start();
    const SimulationSpread s = simulatePreemption(work, params(lambda, 2.0 / 60, restart, 0, 24), 1000, 7);
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
    QCOMPARE(s.runs > 0, simulated);
    if (simulated) {
        QVERIFY(s.p10Hours <= s.p50Hours && s.p50Hours <= s.p90Hours && s.p10Hours >= work);
    } else {
        QCOMPARE(s.p90Hours, 0.0);
        QVERIFY(std::isfinite(expectedUnderPreemption(work, params(lambda, 2.0 / 60, restart, 0, 24)).expectedHours));
    }
}

QTEST_GUILESS_MAIN(TestPreemption)
#include "TestPreemption.moc"
