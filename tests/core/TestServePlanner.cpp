// SPDX-License-Identifier: GPL-3.0-or-later
// The serving search (core/serve/ServePlanner.cpp; docs/serving-model.md section 5): replicas sized to the traffic,
// ranking by cost per million output tokens, a Pareto front without a dominated point, and the notes for a target
// nobody meets and a model nothing holds; bad input named by its option.
#include "serve/ServePlanner.h"

#include "ServeTestModels.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {
const QDate kToday(2026, 11, 28);

ServeInput llama8b(const QStringList& hardware, int concurrency)
{
    ServeInput in;
    in.modelRef = QStringLiteral("llama-3.1-8b");
    in.model = ModelLoader::preset(in.modelRef);
    in.hardware = hardware;
    in.inputLen = 2000;
    in.outputLen = 300;
    in.traffic = TrafficKind::Concurrency;
    in.concurrency = concurrency;
    in.limit = 0;
    return in;
}

bool hasNote(const ServePlanResult& r, const QString& code)
{
    for (const Reason& n : r.notes)
        if (n.code == code)
            return true;
    return false;
}

const QStringList kMixedHardware
    = {QStringLiteral("l4"),          QStringLiteral("h100-80"), QStringLiteral("h200"), QStringLiteral("v5litepod-4"),
       QStringLiteral("v5litepod-8"), QStringLiteral("v6e-1"),   QStringLiteral("v6e-4")};
} // namespace

class TestServePlanner : public QObject
{
    Q_OBJECT

private slots:
    void replicasCoverTheConcurrency_data();
    void replicasCoverTheConcurrency();
    void rankedByCost();
    void paretoFrontUndominated();
    void targetsNobodyMeets();
    void nothingFits();
    void requestRateReplicas();
    void badInputNamesTheOption();
};

// replicas = ceil(concurrency / batch limit), each replica at its share; the batch limit is the largest batch that
// meets the targets, so one more sequence would break one.
void TestServePlanner::replicasCoverTheConcurrency_data()
{
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<double>("tpotTarget");
    QTest::newRow("10 users, no target") << 10 << 0.0;
    QTest::newRow("100 users, 50 ms") << 100 << 0.05;
    QTest::newRow("5000 users, 30 ms") << 5000 << 0.03;
}

void TestServePlanner::replicasCoverTheConcurrency()
{
    QFETCH(int, concurrency);
    QFETCH(double, tpotTarget);
    ServeInput in = llama8b(kMixedHardware, concurrency);
    in.tpotTarget = tpotTarget;
    const ServePlanResult r = ServePlanner(builtinCatalog()).plan(in, kToday);
    QVERIFY(r.meeting > 0);
    int checked = 0;
    for (const ServeCandidate& c : r.candidates) {
        if (!c.fits || !c.meetsTargets || !c.timed)
            continue;
        ++checked;
        QCOMPARE(c.replicas, int(std::ceil(double(concurrency) / c.batchLimit)));
        QVERIFY(std::abs(c.perReplicaLoad * c.replicas - concurrency) < 1e-9 * concurrency);
        QCOMPARE(c.jobs, (c.replicas + c.replicasPerJob - 1) / c.replicasPerJob);
        QVERIFY(std::abs(c.outputTokensPerSecond - c.replicas * c.point.outputTokensPerSecond) < 1e-6);
        if (tpotTarget > 0) {
            QVERIFY(c.point.tpotSeconds <= tpotTarget);
            const ServeTimeModel model(c.replica, c.memory, in.inputLen, in.outputLen);
            if (c.batchLimit < model.batchCap())
                QVERIFY(model.closedLoop(c.batchLimit + 1).tpotSeconds > tpotTarget);
        }
    }
    QVERIFY(checked > 5);
}

// Fitting, target-meeting, priced candidates first, cheapest per million output tokens first; cost per million tokens
// = $/h ÷ (3600 × tok/s) × 10^6 for output and for input.
void TestServePlanner::rankedByCost()
{
    ServeInput in = llama8b(kMixedHardware, 100);
    in.tpotTarget = 0.05;
    const ServePlanResult r = ServePlanner(builtinCatalog()).plan(in, kToday);
    QVERIFY(r.candidates.size() > 10);
    bool inGroup = true;
    double last = 0;
    for (const ServeCandidate& c : r.candidates) {
        const bool eligible = c.fits && c.meetsTargets && c.priced;
        if (!eligible) {
            inGroup = false;
            continue;
        }
        QVERIFY2(inGroup, "an eligible candidate after an ineligible one");
        QVERIFY(c.usdPerMillionOutput >= last);
        last = c.usdPerMillionOutput;
        QVERIFY(std::abs(c.usdPerMillionOutput - c.usdPerHour / (3600.0 * c.outputTokensPerSecond) * 1e6)
                < 1e-9 * c.usdPerMillionOutput);
        QVERIFY(std::abs(c.usdPerMillionInput * 2000 - c.usdPerMillionOutput * 300) < 1e-6 * c.usdPerMillionOutput);
    }
}

// No point of the front is beaten in both cost and TPOT by any eligible candidate, and every eligible candidate off the
// front is matched or beaten in both by a point on it.
void TestServePlanner::paretoFrontUndominated()
{
    ServeInput in = llama8b(kMixedHardware, 100);
    in.tpotTarget = 0.1;
    const ServePlanResult r = ServePlanner(builtinCatalog()).plan(in, kToday);
    QVERIFY(r.paretoFront.size() >= 2);
    auto dominates = [](const ServeCandidate& a, const ServeCandidate& b) {
        return a.usdPerMillionOutput <= b.usdPerMillionOutput && a.point.tpotSeconds <= b.point.tpotSeconds
            && (a.usdPerMillionOutput < b.usdPerMillionOutput || a.point.tpotSeconds < b.point.tpotSeconds);
    };
    for (int i = 1; i < r.paretoFront.size(); ++i) {
        QVERIFY(r.paretoFront[i].usdPerMillionOutput >= r.paretoFront[i - 1].usdPerMillionOutput);
        QVERIFY(r.paretoFront[i].point.tpotSeconds <= r.paretoFront[i - 1].point.tpotSeconds);
    }
    for (const ServeCandidate& c : r.candidates) {
        if (!(c.fits && c.meetsTargets && c.priced))
            continue;
        bool covered = false;
        for (const ServeCandidate& f : r.paretoFront) {
            QVERIFY2(!dominates(c, f), qPrintable(serveJobText(c) + QStringLiteral(" beats ") + serveJobText(f)));
            covered = covered
                || (f.usdPerMillionOutput <= c.usdPerMillionOutput && f.point.tpotSeconds <= c.point.tpotSeconds);
        }
        QVERIFY2(covered, qPrintable(serveJobText(c)));
        QCOMPARE(c.pareto, [&] {
            for (const ServeCandidate& f : r.paretoFront)
                if (serveJobText(f) == serveJobText(c) && f.replica.weights == c.replica.weights
                    && f.offering.pricing == c.offering.pricing && f.usdPerMillionOutput == c.usdPerMillionOutput)
                    return true;
            return false;
        }());
    }
}

// A 0.1 ms TPOT: even one sequence at a time is slower everywhere; the note says so and each candidate's problem
// gives its single-sequence figures.
void TestServePlanner::targetsNobodyMeets()
{
    ServeInput in = llama8b(kMixedHardware, 10);
    in.tpotTarget = 0.0001;
    const ServePlanResult r = ServePlanner(builtinCatalog()).plan(in, kToday);
    QVERIFY(r.fitting > 0);
    QCOMPARE(r.meeting, 0);
    QVERIFY(hasNote(r, QStringLiteral("targets-unmet")));
    QVERIFY(!hasNote(r, QStringLiteral("nothing-fits")));
    for (const ServeCandidate& c : r.candidates)
        if (c.fits) {
            QVERIFY(!c.meetsTargets);
            QVERIFY2(c.problem.contains(QLatin1String("beyond the targets")), qPrintable(c.problem));
        }
}

// DeepSeek-V3 (671B parameters) on L4 machines: even int8 on eight L4s (192 GB) cannot hold its weights.
void TestServePlanner::nothingFits()
{
    ServeInput in = llama8b({QStringLiteral("l4")}, 10);
    in.modelRef = QStringLiteral("deepseek-v3");
    in.model = ModelLoader::preset(in.modelRef);
    const ServePlanResult r = ServePlanner(builtinCatalog()).plan(in, kToday);
    QVERIFY(r.evaluated > 0);
    QCOMPARE(r.fitting, 0);
    QVERIFY(hasNote(r, QStringLiteral("nothing-fits")));
    for (const Reason& n : r.notes)
        if (n.code == QLatin1String("nothing-fits"))
            QVERIFY(n.text.contains(QLatin1String("DeepSeek-V3")) && n.text.contains(QLatin1String("2,300")));
    for (const ServeCandidate& c : r.candidates) {
        QVERIFY(!c.fits);
        QVERIFY2(c.problem.contains(QLatin1String("nothing is left for the KV cache")), qPrintable(c.problem));
    }
}

// Open loop: replicas = ceil(rate / the highest rate one replica serves within the targets), none saturated.
void TestServePlanner::requestRateReplicas()
{
    ServeInput in = llama8b({QStringLiteral("h100-80"), QStringLiteral("v6e-4")}, 0);
    in.traffic = TrafficKind::RequestRate;
    in.requestRate = 40;
    in.tpotTarget = 0.05;
    in.ttftTarget = 2;
    const ServePlanResult r = ServePlanner(builtinCatalog()).plan(in, kToday);
    QVERIFY(r.meeting > 0);
    for (const ServeCandidate& c : r.candidates) {
        if (!c.fits || !c.meetsTargets)
            continue;
        QVERIFY(!c.point.saturated);
        QVERIFY(std::abs(c.point.requestsPerSecond * c.replicas - 40) < 1e-6);
        QVERIFY(c.point.tpotSeconds <= 0.05 && c.point.ttftSeconds <= 2);
        // one replica fewer would be past what a replica serves within the targets
        if (c.replicas > 1) {
            const ServeTimeModel model(c.replica, c.memory, in.inputLen, in.outputLen);
            const ServePoint fewer = model.openLoop(40.0 / (c.replicas - 1));
            QVERIFY(fewer.saturated || fewer.tpotSeconds > 0.05 || fewer.ttftSeconds > 2);
        }
    }
}

void TestServePlanner::badInputNamesTheOption()
{
    ServeInput in = llama8b({QStringLiteral("h100-80")}, 0);
    std::optional<InputIssue> issue = issueOf([&] { ServePlanner(builtinCatalog()).plan(in, kToday); });
    QVERIFY(issue);
    QCOMPARE(issue->field, QStringLiteral("--concurrency"));
    in.concurrency = 10;
    in.hardware = QStringList{QStringLiteral("no-such-gpu")};
    issue = issueOf([&] { ServePlanner(builtinCatalog()).plan(in, kToday); });
    QVERIFY(issue);
    QCOMPARE(issue->field, QStringLiteral("--hardware"));
    in.hardware = QStringList{QStringLiteral("v5litepod-8")};
    in.engine = ServeEngine::Sglang;
    issue = issueOf([&] { ServePlanner(builtinCatalog()).plan(in, kToday); });
    QVERIFY(issue);
    QCOMPARE(issue->field, QStringLiteral("--engine"));
}

QTEST_GUILESS_MAIN(TestServePlanner)
#include "TestServePlanner.moc"
