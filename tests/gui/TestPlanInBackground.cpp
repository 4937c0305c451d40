// SPDX-License-Identifier: GPL-3.0-or-later
// The plan document plans on a worker (gui/PlanDocument, docs/architecture.md section 7): an edit returns at once and
// the results of the current inputs arrive later; inputs changed while a plan runs are planned once, the latest only,
// and the results of older inputs are dropped; waitForResults() gives the results of the current inputs; an undo, an
// invalid input, an export and closing the document while a plan runs all stay correct; the results view says
// "Updating…" meanwhile.
#include "DefaultPlan.h"
#include "PlanDocument.h"
#include "ResultsView.h"
#include "export/ReportExport.h"
#include "models/CandidateTableModel.h"
#include "models/SeqLenMemoryModel.h"
#include "plan/CandidateKey.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::gui;

class TestPlanInBackground : public QObject
{
    Q_OBJECT

    // A document with the seed plan's results in place.
    std::unique_ptr<PlanDocument> document()
    {
        auto doc = std::make_unique<PlanDocument>(m_builtin);
        doc->reset(defaultPlan());
        doc->waitForResults();
        return doc;
    }

    static void edit(PlanDocument* doc, int seqLen)
    {
        PlanInput in = doc->input();
        in.seqLen = seqLen;
        doc->edit(in, QStringLiteral("sequence length"));
    }

    static QStringList keys(const PlanResult& r)
    {
        QStringList out;
        for (const Candidate& c : r.candidates)
            out << candidateKey(c);
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        m_builtin = Catalog::builtin();
    }

    void editReturnsBeforeTheResults()
    {
        auto doc = document();
        QVERIFY(!doc->planning());
        QSignalSpy results(doc.get(), &PlanDocument::resultsChanged);
        QSignalSpy planning(doc.get(), &PlanDocument::planningChanged);
        edit(doc.get(), 2048);
        // the input and its issues at once; the results shown stay those of the seed plan
        QCOMPARE(doc->input().seqLen, 2048);
        QVERIFY(doc->planning());
        QCOMPARE(doc->plannedInput().seqLen, 4096);
        QVERIFY(!doc->resultsStale());
        QVERIFY(doc->currentCandidateData());
        QCOMPARE(results.count(), 0);
        // through the event loop, as in the app
        QTRY_VERIFY_WITH_TIMEOUT(!doc->planning(), 30000);
        QCOMPARE(results.count(), 1);
        QCOMPARE(doc->plannedInput().seqLen, 2048);
        QCOMPARE(planning.count(), 2);
        QCOMPARE(planning.at(0).first().toBool(), true);
        QCOMPARE(planning.at(1).first().toBool(), false);
    }

    void changesWhilePlanningArePlannedOnceTheLatest_data()
    {
        QTest::addColumn<QVector<int>>("lengths");
        QTest::addRow("two") << QVector<int>{2048, 1024};
        QTest::addRow("five") << QVector<int>{2048, 1024, 512, 3072, 1536};
    }
    void changesWhilePlanningArePlannedOnceTheLatest()
    {
        QFETCH(QVector<int>, lengths);
        auto doc = document();
        QSignalSpy results(doc.get(), &PlanDocument::resultsChanged);
        for (int n : lengths)
            edit(doc.get(), n);
        QVERIFY(doc->planning());
        doc->waitForResults();
        QVERIFY(!doc->planning());
        // the first plan's results belong to older inputs: dropped; the ones between never planned
        QCOMPARE(results.count(), 1);
        QCOMPARE(doc->plannedInput().seqLen, lengths.last());
        // the same results as a document that planned the latest inputs alone
        auto fresh = document();
        edit(fresh.get(), lengths.last());
        fresh->waitForResults();
        QCOMPARE(keys(doc->result()), keys(fresh->result()));
        QCOMPARE(doc->result().evaluated, fresh->result().evaluated);
    }

    void undoWhilePlanningShowsTheInputsUndone()
    {
        auto doc = document();
        const QStringList before = keys(doc->result());
        edit(doc.get(), 1024);
        doc->undoStack()->undo();
        QCOMPARE(doc->input().seqLen, 4096);
        doc->waitForResults();
        QCOMPARE(doc->plannedInput().seqLen, 4096);
        QCOMPARE(keys(doc->result()), before);
        doc->undoStack()->redo();
        doc->waitForResults();
        QCOMPARE(doc->plannedInput().seqLen, 1024);
    }

    void invalidInputWhilePlanningKeepsItsResultsStale()
    {
        auto doc = document();
        edit(doc.get(), 2048);
        doc->setFormIssue(QStringLiteral("regions"), QStringLiteral("No region is checked."));
        QVERIFY(!doc->inputValid());
        QVERIFY(doc->resultsStale());
        doc->waitForResults();
        // the last valid inputs' results arrive, marked stale: no candidate to save or compare
        QCOMPARE(doc->plannedInput().seqLen, 2048);
        QVERIFY(doc->resultsStale());
        QVERIFY(!doc->currentCandidateData());
        doc->setFormIssue(QStringLiteral("regions"), QString());
        QVERIFY(!doc->resultsStale());
        doc->waitForResults();
        QVERIFY(doc->currentCandidateData());
    }

    void selectionFollowsItsCandidateIntoTheNewResults()
    {
        auto doc = document();
        QVERIFY(doc->result().candidates.size() > 3);
        doc->setCurrentCandidate(3);
        const QString key = candidateKey(*doc->currentCandidateData());
        PlanInput in = doc->input();
        in.steps += 1000; // the same candidates, ranked alike
        doc->edit(in, QStringLiteral("steps"));
        doc->waitForResults();
        QCOMPARE(candidateKey(*doc->currentCandidateData()), key);
    }

    void exportWaitsForTheCurrentInputs()
    {
        auto doc = document();
        edit(doc.get(), 1024);
        QTemporaryDir dir;
        const QString error = exportPlanReport(dir.filePath(QStringLiteral("plan.json")), doc.get());
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!doc->planning());
        QCOMPARE(doc->plannedInput().seqLen, 1024);
    }

    void resultsViewSaysUpdating()
    {
        auto doc = document();
        ResultsView view(doc.get());
        QVERIFY(view.updatingLabel()->isHidden());
        QVERIFY(!view.updatingLabel()->text().isEmpty());
        const int rows = view.candidateModel()->rowCount();
        QVERIFY(rows > 0);
        edit(doc.get(), 2048);
        QVERIFY(!view.updatingLabel()->isHidden());
        QCOMPARE(view.candidateModel()->rowCount(), rows); // the results shown until the new ones arrive
        doc->waitForResults();
        QVERIFY(view.updatingLabel()->isHidden());
        QCOMPARE(view.seqLenModel()->currentPoint().x(), 2048.0);
    }

    void closingWhilePlanningIsSafe()
    {
        auto doc = document();
        edit(doc.get(), 2048);
        edit(doc.get(), 1024);
        doc.reset(); // waits for the plan in flight; its results are dropped with the document
        QCoreApplication::processEvents();
        QVERIFY(!doc);
    }

private:
    Catalog m_builtin;
};

QTEST_MAIN(TestPlanInBackground)
#include "TestPlanInBackground.moc"
