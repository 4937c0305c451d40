// SPDX-License-Identifier: GPL-3.0-or-later
// The candidate table model over core's ranked candidates: QAbstractItemModelTester on plans of every shape (the seed
// scenario, the whole catalog, nothing fits, nothing at all), raw roles equal to core's numbers, sorting through the
// proxy by those raw numbers, the calibration band and MFU in words, in-place updates as dataChanged, and keys that
// survive a replan.
#include "DefaultPlan.h"
#include "models/CandidateTableModel.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"
#include "time/StepText.h"
#include "util/Format.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::gui;

Q_DECLARE_METATYPE(tpuplan::PlanInput)

class TestCandidateTableModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void plans_data();
    void plans();
    void rawRolesMatchCore_data();
    void rawRolesMatchCore();
    void sortsByRawNumbers_data();
    void sortsByRawNumbers();
    void updateCandidateEmitsDataChanged();
    void keysSurviveReplan();
    void headersAndTooltips();
    void bandsAndMfu();

private:
    PlanResult plan(const PlanInput& in) const { return Planner(m_catalog).plan(in, QDate(2026, 11, 21)); }
    Catalog m_catalog;
};

void TestCandidateTableModel::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_catalog = Catalog::builtin();
}

void TestCandidateTableModel::plans_data()
{
    QTest::addColumn<PlanInput>("input");
    QTest::addColumn<bool>("expectRows");
    QTest::addRow("seed BigBird 4096 on v2-8/v3-8") << defaultPlan() << true;
    PlanInput whole = wholeCatalogPlan();
    whole.limit = 200;
    QTest::addRow("whole catalog, 200 listed") << whole << true;
    PlanInput tooBig = defaultPlan();
    tooBig.model.layers = 200; // a BigBird that fits nowhere at 4096 tokens
    tooBig.checkpointing = {CheckpointingKind::None};
    QTest::addRow("nothing fits") << tooBig << true;
    PlanInput none = defaultPlan();
    none.hardware = QStringList{QStringLiteral("no-such-slice")};
    QTest::addRow("no hardware: no rows") << none << false;
    PlanInput japanese = defaultPlan();
    japanese.model.name = QStringLiteral("日本語 BigBird (事前学習)");
    japanese.regions = QStringList{QStringLiteral("asia-northeast1")};
    japanese.hardware.clear();
    japanese.generations = QStringList{QStringLiteral("v4"), QStringLiteral("v5e")};
    QTest::addRow("東京 region, v4 and v5e") << japanese << true;
}

void TestCandidateTableModel::plans()
{
    QFETCH(PlanInput, input);
    QFETCH(bool, expectRows);
    const PlanResult r = plan(input);
    CandidateTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(CandidateTableModel::RawRole);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCandidates(r.candidates);
    QCOMPARE(model.rowCount(), r.candidates.size());
    QCOMPARE(model.rowCount() > 0, expectRows);
    QCOMPARE(model.columnCount(), int(CandidateTableModel::ColumnCount));
    for (int c = 0; c < model.columnCount(); ++c) {
        proxy.sort(c, Qt::AscendingOrder);
        proxy.sort(c, Qt::DescendingOrder);
    }
    // every cell has text; nothing is parsed back from it
    for (int row = 0; row < model.rowCount(); ++row)
        for (int c = 0; c < CandidateTableModel::Pareto; ++c)
            QVERIFY2(!model.index(row, c).data().toString().isEmpty(),
                     qPrintable(QStringLiteral("%1,%2").arg(row).arg(c)));
    model.setCandidates({});
    QCOMPARE(model.rowCount(), 0);
    model.setCandidates(r.candidates);
}

void TestCandidateTableModel::rawRolesMatchCore_data()
{
    QTest::addColumn<int>("row");
    for (int row : {0, 2, 5, 19})
        QTest::addRow("row %d", row) << row;
}

void TestCandidateTableModel::rawRolesMatchCore()
{
    QFETCH(int, row);
    const PlanResult r = plan(defaultPlan());
    QVERIFY(row < r.candidates.size());
    CandidateTableModel model;
    model.setCandidates(r.candidates);
    const Candidate& c = r.candidates[row];
    auto raw = [&](int column) { return model.index(row, column).data(CandidateTableModel::RawRole); };
    QCOMPARE(raw(CandidateTableModel::Rank).toInt(), row + 1);
    QCOMPARE(raw(CandidateTableModel::Hardware).toString(), c.hardware);
    QCOMPARE(raw(CandidateTableModel::MemoryPerDevice).toDouble(), c.memory.memory.total());
    QCOMPARE(raw(CandidateTableModel::StepTime).toDouble(), c.step.seconds);
    QCOMPARE(raw(CandidateTableModel::Mfu).toDouble(), c.step.mfu);
    QCOMPARE(raw(CandidateTableModel::TotalTime).toDouble(), c.cost.hours);
    QCOMPARE(raw(CandidateTableModel::ExpectedTime).toDouble(), c.expectedHours);
    QCOMPARE(raw(CandidateTableModel::Cost).toDouble(), c.cost.totalUsd());
    QCOMPARE(raw(CandidateTableModel::ExpectedCost).toDouble(), c.expectedCostUsd);
    QCOMPARE(raw(CandidateTableModel::Fits).toBool(), c.fits);
    QCOMPARE(raw(CandidateTableModel::Pareto).toBool(), c.pareto);
    const QModelIndex i = model.index(row, CandidateTableModel::Hardware);
    QCOMPARE(i.data(CandidateTableModel::ExpectedHoursRole).toDouble(), c.expectedHours);
    QCOMPARE(i.data(CandidateTableModel::ExpectedCostRole).toDouble(), c.expectedCostUsd);
    QCOMPARE(i.data(CandidateTableModel::ReasonsRole).toStringList().size(), c.reasons.size());
    QCOMPARE(model.index(row, CandidateTableModel::Fits).data().toString(),
             c.fits ? QStringLiteral("yes") : QStringLiteral("no"));
    QCOMPARE(model.index(row, CandidateTableModel::BatchSplit).data().toString(),
             QStringLiteral("%1 × %2").arg(c.batchPerDevice).arg(c.accumulation));
}

void TestCandidateTableModel::sortsByRawNumbers_data()
{
    QTest::addColumn<int>("column");
    QTest::addRow("memory") << int(CandidateTableModel::MemoryPerDevice);
    QTest::addRow("step time") << int(CandidateTableModel::StepTime);
    QTest::addRow("MFU") << int(CandidateTableModel::Mfu);
    QTest::addRow("expected time") << int(CandidateTableModel::ExpectedTime);
    QTest::addRow("cost") << int(CandidateTableModel::Cost);
    QTest::addRow("expected cost") << int(CandidateTableModel::ExpectedCost);
}

void TestCandidateTableModel::sortsByRawNumbers()
{
    QFETCH(int, column);
    PlanInput whole = wholeCatalogPlan();
    whole.limit = 100;
    CandidateTableModel model;
    model.setCandidates(plan(whole).candidates);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(CandidateTableModel::RawRole);
    proxy.sort(column, Qt::AscendingOrder);
    QVERIFY(proxy.rowCount() > 10);
    for (int row = 1; row < proxy.rowCount(); ++row)
        QVERIFY(proxy.index(row - 1, column).data(CandidateTableModel::RawRole).toDouble()
                <= proxy.index(row, column).data(CandidateTableModel::RawRole).toDouble());
}

void TestCandidateTableModel::updateCandidateEmitsDataChanged()
{
    const PlanInput in = defaultPlan();
    const Planner planner(m_catalog);
    PlanResult r = planner.plan(in, QDate(2026, 11, 21));
    CandidateTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCandidates(r.candidates);
    const int row = 8;
    QVERIFY(!r.candidates[row].spread);
    planner.simulate(r.candidates[row], in, row);
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    model.updateCandidate(row, r.candidates[row]);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().at(0).toModelIndex().row(), row);
    QVERIFY(model.candidate(row)->spread.has_value());
    QVERIFY(model.index(row, CandidateTableModel::ExpectedCost)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("P90")));
    model.updateCandidate(999, r.candidates[0]); // out of range: ignored
    QCOMPARE(spy.count(), 1);
}

void TestCandidateTableModel::keysSurviveReplan()
{
    PlanInput in = defaultPlan();
    CandidateTableModel model;
    model.setCandidates(plan(in).candidates);
    const QString key = model.index(3, 0).data(CandidateTableModel::KeyRole).toString();
    in.preemptionRatePerHour = 0.2; // reorders the interruptible offerings
    model.setCandidates(plan(in).candidates);
    const int row = model.rowOfKey(key);
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, 0).data(CandidateTableModel::KeyRole).toString(), key);
    QCOMPARE(model.rowOfKey(QStringLiteral("nothing|like|this")), -1);
}

void TestCandidateTableModel::headersAndTooltips()
{
    CandidateTableModel model;
    model.setCandidates(plan(defaultPlan()).candidates);
    QStringList headers;
    for (int c = 0; c < model.columnCount(); ++c)
        headers << model.headerData(c, Qt::Horizontal).toString();
    QVERIFY(!headers.contains(QString()));
    QVERIFY(headers.contains(QStringLiteral("Exp. cost")));
    QVERIFY(!model.headerData(CandidateTableModel::Pareto, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    // the seed's prices are from 2021: stale, and the tooltip says so
    QVERIFY(model.index(0, CandidateTableModel::Pricing)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("older")));
    QVERIFY(model.index(0, 0).data(CandidateTableModel::LabelRole).toString().startsWith(QStringLiteral("#1 ")));
}

void TestCandidateTableModel::bandsAndMfu()
{
    // the step, the expected time and the expected cost show core's calibration band; MFU as a percent
    const PlanResult r = plan(defaultPlan());
    CandidateTableModel model;
    model.setCandidates(r.candidates);
    QCOMPARE(model.headerData(CandidateTableModel::Mfu, Qt::Horizontal).toString(), QStringLiteral("MFU"));
    QVERIFY(model.headerData(CandidateTableModel::Mfu, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(mfuConvention()));
    const QLocale loc;
    for (int row = 0; row < model.rowCount(); ++row) {
        const Candidate& c = r.candidates[row];
        auto text = [&](int column) { return model.index(row, column).data().toString(); };
        QVERIFY(c.step.secondsBand.low < c.step.seconds && c.step.seconds < c.step.secondsBand.high);
        QCOMPARE(text(CandidateTableModel::StepTime), secondsWithBand(c.step.seconds, c.step.secondsBand, loc, -1));
        QVERIFY2(text(CandidateTableModel::StepTime).contains(QStringLiteral("–")),
                 qPrintable(text(CandidateTableModel::StepTime)));
        QCOMPARE(text(CandidateTableModel::ExpectedTime), hoursWithBand(c.expectedHours, c.expectedHoursBand, loc));
        QCOMPARE(text(CandidateTableModel::Mfu), formatPercent(c.step.mfu, 1));
        QVERIFY(c.step.mfu > 0 && c.step.mfu < 1);
        QCOMPARE(model.index(row, CandidateTableModel::Mfu).data(Qt::ToolTipRole).toString(), mfuConvention());
        const QString cost = text(CandidateTableModel::ExpectedCost);
        if (c.priced)
            QCOMPARE(cost,
                     QStringLiteral("%1 (%2–%3)")
                         .arg(formatUsd(c.expectedCostUsd, loc),
                              formatUsd(c.expectedCostBand.low, loc, c.expectedCostUsd >= 10 ? 0 : -1),
                              formatUsd(c.expectedCostBand.high, loc, c.expectedCostUsd >= 10 ? 0 : -1)));
        else
            QCOMPARE(cost, costText(c, c.expectedCostUsd, loc));
        // the chart's roles: the band's two ends in (hours, USD)
        const QModelIndex i = model.index(row, 0);
        QCOMPARE(i.data(CandidateTableModel::BandLowRole).toPointF(),
                 QPointF(c.expectedHoursBand.low, c.expectedCostBand.low));
        QCOMPARE(i.data(CandidateTableModel::BandHighRole).toPointF(),
                 QPointF(c.expectedHoursBand.high, c.expectedCostBand.high));
        QVERIFY(i.data(CandidateTableModel::BandTextRole).toString().contains(cost));
        // the step's tooltip says what it is made of: the roofline's terms
        QCOMPARE(model.index(row, CandidateTableModel::StepTime).data(Qt::ToolTipRole).toString(),
                 rooflineText(c.step, c.efficiency, loc));
    }
}

QTEST_MAIN(TestCandidateTableModel)
#include "TestCandidateTableModel.moc"
