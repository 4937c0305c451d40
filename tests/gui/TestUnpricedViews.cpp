// SPDX-License-Identifier: GPL-3.0-or-later
// An offering whose price is not publicly listed (TPU7x) in the app, offscreen (issue #29): the results table shows
// its cost as not publicly listed in each of the four languages (never an amount, never $0), sorts it after every
// priced row by cost, and says in the tooltip how to add a quoted price; the cost-against-time chart puts it on the
// time axis as a series of its own ("Price not listed"), the preemption chart draws no cost for it, and the exported
// report reads the same. The table in each language, the PDF and the cost chart of the TPU7x plan are saved to the
// build folder: look at them.
#include "Language.h"
#include "PlanDocument.h"
#include "charts/ChartStyle.h"
#include "charts/CostTimeChart.h"
#include "charts/PreemptionSpreadChart.h"
#include "export/ReportExport.h"
#include "model/ModelLoader.h"
#include "models/CandidateTableModel.h"
#include "models/ParetoFrontModel.h"
#include "models/PreemptionSpreadModel.h"

#include <QCoreApplication>
#include <QFile>
#include <QFont>
#include <QHeaderView>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
// Llama 3.1 8B on TPU7x alone (`only7x`) or beside priced v6e slices, ranked by cost.
PlanInput tpu7xPlan(bool only7x)
{
    PlanInput in;
    in.modelRef = QStringLiteral("llama-3.1-8b");
    in.setModel(ModelLoader::preset(in.modelRef));
    in.seqLen = 4096;
    in.globalBatch = 256;
    in.steps = 1000;
    in.precisions = {Precision::Bf16Mixed};
    in.checkpointing = {CheckpointingKind::Full};
    in.hardware = only7x ? QStringList{QStringLiteral("tpu7x-128")}
                         : QStringList{QStringLiteral("tpu7x-128"), QStringLiteral("v6e-128")};
    in.objective = Objective::Cost;
    in.limit = 0;
    return in;
}

// "not publicly listed" in the language installed now: the words every unknown cost reads as.
QString notListed()
{
    return QCoreApplication::translate("Planner", "not publicly listed");
}

int firstUnpricedRow(const QVector<Candidate>& candidates)
{
    for (int i = 0; i < candidates.size(); ++i)
        if (!candidates[i].priced)
            return i;
    return -1;
}
} // namespace

class TestUnpricedViews : public QObject
{
    Q_OBJECT

    std::unique_ptr<PlanDocument> document(bool only7x)
    {
        auto doc = std::make_unique<PlanDocument>(Catalog::builtin());
        doc->setToday(QDate(2026, 11, 24));
        doc->setCandidateLimit(0);
        doc->reset(tpu7xPlan(only7x));
        doc->waitForResults(); // planned on the worker
        return doc;
    }

    static void languages()
    {
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ja", "zh_CN", "ko"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }

private slots:
    void cleanupTestCase() { applyLanguage(QStringLiteral("en")); }

    void tableShowsUnknownCost_data() { languages(); }
    void tableShowsUnknownCost()
    {
        QFETCH(QString, language);
        applyLanguage(language);
        if (language != QLatin1String("en")) // the words really are in that language
            QVERIFY2(notListed() != QLatin1String("not publicly listed"), qPrintable(notListed()));
        const auto doc = document(false); // planned in that language
        CandidateTableModel model;
        model.setCandidates(doc->result().candidates);
        int unpriced = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const Candidate& c = *model.candidate(row);
            const QModelIndex any = model.index(row, 0);
            QCOMPARE(any.data(CandidateTableModel::PricedRole).toBool(), c.priced);
            if (c.priced)
                continue;
            ++unpriced;
            for (int column : {int(CandidateTableModel::Cost), int(CandidateTableModel::ExpectedCost)}) {
                const QModelIndex i = model.index(row, column);
                const QString shown = i.data(Qt::DisplayRole).toString();
                QCOMPARE(shown, notListed());
                QVERIFY2(!shown.contains(QRegularExpression(QStringLiteral("[0-9$]"))), qPrintable(shown));
                QVERIFY(!i.data(CandidateTableModel::RawRole).isValid()); // unknown, not 0
                QVERIFY(i.data(Qt::FontRole).value<QFont>().italic());
                // the tooltip is the planner's reason: how to add the price you were quoted
                QVERIFY(i.data(Qt::ToolTipRole).toString().contains(QLatin1String("--catalog FILE")));
            }
            QVERIFY(!any.data(CandidateTableModel::ExpectedCostRole).isValid());
            QVERIFY(any.data(CandidateTableModel::BandTextRole).toString().contains(notListed()));
        }
        QVERIFY(unpriced > 0);
        QVERIFY(unpriced < model.rowCount());
        // sorted by expected cost, every unknown cost comes after every amount
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(CandidateTableModel::RawRole);
        proxy.sort(CandidateTableModel::ExpectedCost, Qt::AscendingOrder);
        bool unknownSeen = false;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const bool priced = proxy.index(row, 0).data(CandidateTableModel::PricedRole).toBool();
            QVERIFY(!(priced && unknownSeen));
            unknownSeen = unknownSeen || !priced;
        }
        // the table as the app draws it, the columns of the offering and its time and cost, for people to look at
        QTableView view;
        view.setModel(&model);
        for (int column = 0; column < model.columnCount(); ++column)
            view.setColumnHidden(column,
                                 column != CandidateTableModel::Rank && column != CandidateTableModel::Hardware
                                     && column != CandidateTableModel::Pricing
                                     && column < CandidateTableModel::ExpectedTime);
        view.resizeColumnsToContents();
        view.resize(900, view.horizontalHeader()->height() + view.verticalHeader()->length() + 24);
        QVERIFY(view.grab().save(QStringLiteral("unpriced-table-%1.png").arg(language)));
    }

    void costTimeChartPutsThemOnTheTimeAxis_data()
    {
        QTest::addColumn<bool>("only7x");
        QTest::newRow("TPU7x and v6e") << false;
        QTest::newRow("TPU7x alone") << true;
    }
    void costTimeChartPutsThemOnTheTimeAxis()
    {
        QFETCH(bool, only7x);
        applyLanguage(QStringLiteral("en"));
        const auto doc = document(only7x);
        const QVector<Candidate>& listed = doc->result().candidates;
        CandidateTableModel model;
        model.setCandidates(listed);
        ParetoFrontModel front;
        front.setFront(doc->result().paretoFront);
        CostTimeChart chart(&model, &front);
        chart.resize(900, 600);
        QtCharts::QScatterSeries* unpriced = chart.unpricedSeries();
        QCOMPARE(unpriced->name(), QStringLiteral("Price not listed"));
        int expected = 0;
        for (const Candidate& c : listed)
            expected += !c.priced && c.fits && c.withinConstraints ? 1 : 0;
        QVERIFY(expected > 0);
        QCOMPARE(unpriced->count(), expected);
        for (int i = 0; i < unpriced->count(); ++i) {
            const int row = chart.rowOfPoint(unpriced, i);
            QVERIFY(row >= 0 && !listed[row].priced);
            QCOMPARE(unpriced->at(i).x(), listed[row].expectedHours);
            QCOMPARE(unpriced->at(i).y(), chart.timeAxisCost()); // on the time axis, at the foot of the cost axis
        }
        for (QtCharts::QLegendMarker* m : chart.chart()->legend()->markers(unpriced))
            QVERIFY(m->isVisible());
        // no priced series holds an unpriced candidate
        for (QtCharts::QScatterSeries* s : {chart.fittingSeries(), chart.paretoSeries()})
            for (int i = 0; i < s->count(); ++i)
                QVERIFY(listed[chart.rowOfPoint(s, i)].priced);
        // without a listed price the cost axis has no numbers to show
        QCOMPARE(chart.costAxis().current()->labelsVisible(), !only7x);
        QCOMPARE(chart.costAxis().current()->titleText(),
                 only7x ? QStringLiteral("Cost unknown") : QStringLiteral("Expected cost (USD)"));
        // the selected unpriced candidate: the ring on the time axis, its band a segment of time alone
        const int row = firstUnpricedRow(listed);
        chart.setSelectedRow(row);
        QCOMPARE(chart.selectedSeries()->count(), 1);
        QCOMPARE(chart.selectedSeries()->at(0), QPointF(listed[row].expectedHours, chart.timeAxisCost()));
        QCOMPARE(chart.bandSeries()->count(), 2);
        QCOMPARE(chart.bandSeries()->at(0).y(), chart.timeAxisCost());
        QCOMPARE(chart.bandSeries()->at(1).x(), listed[row].expectedHoursBand.high);
        if (only7x) // for people to look at
            QVERIFY(chart.grab().save(QStringLiteral("unpriced-cost-vs-time.png")));
    }

    void preemptionChartDrawsNoCost()
    {
        applyLanguage(QStringLiteral("en"));
        const auto doc = document(true);
        const Candidate& c = doc->result().candidates.first();
        QVERIFY(!c.priced);
        PreemptionSpreadModel model;
        model.setCandidate(c, QStringLiteral("tpu7x-128"));
        QVERIFY(!model.priced());
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex cost = model.index(row, PreemptionSpreadModel::Cost);
            QVERIFY(!cost.data().isValid());
            QCOMPARE(cost.data(Qt::ToolTipRole).toString(), QStringLiteral("not publicly listed"));
            QVERIFY(model.index(row, PreemptionSpreadModel::Hours).data().toDouble() > 0);
        }
        PreemptionSpreadChart chart(&model);
        QCOMPARE(chart.costSeries()->count(), 0);
        QCOMPARE(chart.costSeries()->name(), QStringLiteral("Cost: not listed"));
        QVERIFY(!chart.hoursSeries()->barSets().isEmpty());
    }

    void exportedReportReadsUnpriced_data() { languages(); }
    void exportedReportReadsUnpriced()
    {
        QFETCH(QString, language);
        applyLanguage(language);
        const auto doc = document(true);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const char* extension : {"md", "html"}) {
            const QString path = dir.filePath(QStringLiteral("plan.") + QLatin1String(extension));
            const QString error = exportPlanReport(path, doc.get());
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            QVERIFY2(text.contains(notListed()), extension);
            QVERIFY2(!text.contains(QLatin1String("$0.00")), extension); // never free
            QVERIFY(text.contains(QLatin1String("--catalog FILE"))); // how to add the price
        }
        // the PDF with the app's charts, in the build folder for people to look at
        const QString pdf = QStringLiteral("unpriced-report-%1.pdf").arg(language);
        const QString error = exportPlanReport(pdf, doc.get());
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
    }
};

QTEST_MAIN(TestUnpricedViews)
#include "TestUnpricedViews.moc"
