// SPDX-License-Identifier: GPL-3.0-or-later
// The item models behind the charts and the catalog view, each under QAbstractItemModelTester: they carry core's
// numbers unchanged (memory bars, memory against sequence length, the Pareto front, the preemption spread) and the
// catalog's rows with their sources.
#include "DefaultPlan.h"
#include "models/CatalogTableModel.h"
#include "models/GenerationTableModel.h"
#include "models/MemoryBreakdownModel.h"
#include "models/ParetoFrontModel.h"
#include "models/PreemptionSpreadModel.h"
#include "models/SeqLenMemoryModel.h"
#include "plan/ChartData.h"
#include "time/StepText.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::gui;

class TestGuiChartModels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void memoryBreakdown_data();
    void memoryBreakdown();
    void seqLenMemory();
    void paretoFront();
    void preemptionSpread_data();
    void preemptionSpread();
    void catalogModels();

private:
    Catalog m_catalog;
    PlanInput m_input;
    PlanResult m_result;
};

void TestGuiChartModels::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_catalog = Catalog::builtin();
    m_input = defaultPlan();
    m_result = Planner(m_catalog).plan(m_input, QDate(2026, 11, 21));
    QVERIFY(m_result.candidates.size() >= 10);
}

void TestGuiChartModels::memoryBreakdown_data()
{
    QTest::addColumn<int>("selected");
    QTest::addColumn<int>("others");
    QTest::addRow("first, 4 others") << 0 << 4;
    QTest::addRow("row 7, 2 others") << 7 << 2;
    QTest::addRow("nothing selected") << -1 << 4;
}

void TestGuiChartModels::memoryBreakdown()
{
    QFETCH(int, selected);
    QFETCH(int, others);
    MemoryBreakdownModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCandidates(m_result.candidates, selected, m_input.safetyMargin, m_input.head.kind, others);
    QVERIFY(model.rowCount() >= 1);
    QVERIFY(model.rowCount() <= others + 1);
    if (selected >= 0) {
        QCOMPARE(model.index(0, 0).data(MemoryBreakdownModel::CandidateRowRole).toInt(), selected);
        QVERIFY(model.index(0, 0).data(MemoryBreakdownModel::SelectedRole).toBool());
    }
    QSet<QString> labels;
    for (int r = 0; r < model.rowCount(); ++r) {
        const int row = model.index(r, 0).data(MemoryBreakdownModel::CandidateRowRole).toInt();
        const MemoryBarGiB bar = memoryBarGiB(m_result.candidates[row], m_input.safetyMargin, m_input.head.kind);
        QCOMPARE(model.index(r, MemoryBreakdownModel::Activations).data().toDouble(), bar.activations);
        QCOMPARE(model.index(r, MemoryBreakdownModel::Total).data().toDouble(), bar.total);
        QCOMPARE(model.index(r, MemoryBreakdownModel::DeviceMemory).data().toDouble(), bar.deviceMemory);
        QCOMPARE(model.index(r, MemoryBreakdownModel::Usable).data().toDouble(), bar.usable);
        labels.insert(model.headerData(r, Qt::Vertical).toString());
    }
    QCOMPARE(labels.size(), model.rowCount()); // distinct category labels (a bar axis drops duplicates)
    model.setCandidates({}, -1, 0.1, HeadKind::Mlm);
    QCOMPARE(model.rowCount(), 0);
}

void TestGuiChartModels::seqLenMemory()
{
    SeqLenMemoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Candidate& c = m_result.candidates.first();
    const QVector<int> lengths = seqLenSweep(m_input.model.maxPositions, m_input.seqLen);
    const SeqLenMemorySeries s
        = memoryVsSeqLen(m_input.model, m_input.head, candidateConfig(c, m_input), c.device, lengths);
    const QVector<HbmSize> hbm = hbmSizesInPlay(m_result.candidates);
    model.setSeries(s, hbm, c.hardware);
    QCOMPARE(model.rowCount(), s.without.size());
    QCOMPARE(model.columnCount(), SeqLenMemoryModel::FirstHbm + hbm.size());
    for (int r = 0; r < model.rowCount(); ++r) {
        QCOMPARE(model.index(r, SeqLenMemoryModel::SeqLen).data().toDouble(), s.without[r].x());
        QCOMPARE(model.index(r, SeqLenMemoryModel::Without).data().toDouble(), s.without[r].y());
        QCOMPARE(model.index(r, SeqLenMemoryModel::WithCheckpointing).data().toDouble(), s.withCheckpointing[r].y());
        for (int h = 0; h < hbm.size(); ++h)
            QCOMPARE(model.index(r, SeqLenMemoryModel::FirstHbm + h).data().toDouble(), hbm[h].gib);
    }
    QVERIFY(model.headerData(SeqLenMemoryModel::FirstHbm, Qt::Horizontal).toString().contains(QStringLiteral("v2-8")));
    QVERIFY(model.headerData(SeqLenMemoryModel::WithCheckpointing, Qt::Horizontal)
                .toString()
                .contains(checkpointingId(s.checkpointing)));
    QCOMPARE(model.currentPoint(), s.current);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(SeqLenMemoryModel::FirstHbm));
}

void TestGuiChartModels::paretoFront()
{
    ParetoFrontModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFront(m_result.paretoFront);
    QCOMPARE(model.rowCount(), m_result.paretoCount);
    for (int r = 0; r < model.rowCount(); ++r) {
        QCOMPARE(model.index(r, ParetoFrontModel::ExpectedHours).data().toDouble(),
                 m_result.paretoFront[r].expectedHours);
        QCOMPARE(model.index(r, ParetoFrontModel::ExpectedCost).data().toDouble(),
                 m_result.paretoFront[r].expectedCostUsd);
    }
}

void TestGuiChartModels::preemptionSpread_data()
{
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<int>("rows");
    QTest::addRow("colab-free (simulated)") << "colab-free" << 5;
    QTest::addRow("on-demand (never preempted)") << "on-demand" << 2;
}

void TestGuiChartModels::preemptionSpread()
{
    QFETCH(QString, pricing);
    QFETCH(int, rows);
    auto it = std::find_if(m_result.candidates.begin(), m_result.candidates.end(), [&](const Candidate& c) {
        return pricingModelId(c.offering.pricing) == pricing && (rows == 2 || c.spread);
    });
    QVERIFY(it != m_result.candidates.end());
    PreemptionSpreadModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCandidate(*it, it->hardware);
    QCOMPARE(model.rowCount(), rows);
    QCOMPARE(model.hasSpread(), rows == 5);
    const QVector<SpreadPoint> points = tpuplan::preemptionSpread(*it);
    for (int r = 0; r < rows; ++r) {
        QCOMPARE(model.index(r, PreemptionSpreadModel::Hours).data().toDouble(), points[r].hours);
        QCOMPARE(model.index(r, PreemptionSpreadModel::Cost).data().toDouble(), points[r].usd);
        QVERIFY(!model.headerData(r, Qt::Vertical).toString().isEmpty());
        // the expected run alone carries the calibration band, in its numbers and its tooltip
        QCOMPARE(model.banded(r), points[r].banded);
        QCOMPARE(model.index(r, PreemptionSpreadModel::HoursLow).data().isValid(), points[r].banded);
        if (points[r].banded) {
            QCOMPARE(model.index(r, PreemptionSpreadModel::HoursLow).data().toDouble(), it->expectedHoursBand.low);
            QCOMPARE(model.index(r, PreemptionSpreadModel::HoursHigh).data().toDouble(), it->expectedHoursBand.high);
            QCOMPARE(model.index(r, PreemptionSpreadModel::CostHigh).data().toDouble(), it->expectedCostBand.high);
            QCOMPARE(model.index(r, PreemptionSpreadModel::Hours).data(Qt::ToolTipRole).toString(),
                     hoursWithBand(it->expectedHours, it->expectedHoursBand));
            if (it->priced)
                QVERIFY(model.index(r, PreemptionSpreadModel::Cost)
                            .data(Qt::ToolTipRole)
                            .toString()
                            .contains(QStringLiteral("–")));
        }
    }
    QVERIFY(model.banded(1));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestGuiChartModels::catalogModels()
{
    CatalogTableModel offerings;
    QAbstractItemModelTester t1(&offerings, QAbstractItemModelTester::FailureReportingMode::QtTest);
    offerings.setCatalog(m_catalog, QDate(2026, 11, 21));
    QVERIFY(offerings.rowCount() > 100);
    bool stale = false;
    for (int r = 0; r < offerings.rowCount(); ++r)
        stale
            = stale || offerings.index(r, CatalogTableModel::AsOf).data().toString().contains(QStringLiteral("stale"));
    QVERIFY2(stale, "old prices are marked stale");
    QVERIFY(!offerings.index(0, CatalogTableModel::Source).data(Qt::ToolTipRole).toString().isEmpty());

    GenerationTableModel generations;
    QAbstractItemModelTester t2(&generations, QAbstractItemModelTester::FailureReportingMode::QtTest);
    generations.setCatalog(m_catalog);
    QCOMPARE(generations.rowCount(), m_catalog.generations().size() + m_catalog.gpus().size());
    QCOMPARE(generations.index(0, GenerationTableModel::Id).data().toString(), QStringLiteral("v2"));
    QCOMPARE(generations.index(1, GenerationTableModel::HbmPerDevice).data().toString(),
             QStringLiteral("16.0 GiB (15.48 usable)"));
}

QTEST_MAIN(TestGuiChartModels)
#include "TestGuiChartModels.moc"
