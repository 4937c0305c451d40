// SPDX-License-Identifier: GPL-3.0-or-later
// Two plans side by side, offscreen: saved plans (any revision) or the plan in the window against a saved one; the
// rows whose inputs differ are marked (DiffersRole, background, bold values) and only those remain with "Only
// differences"; the results show A, B and A − B exactly as core's comparePlans() formats them; a plan without a
// chosen candidate shows no invented numbers; the dialog is reachable from the main window and the library window;
// a language change retranslates it. A screenshot is saved next to the test binary.
#include "AppSettings.h"
#include "Appearance.h"
#include "DefaultPlan.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "ResultsView.h"
#include "library/CompareDialog.h"
#include "library/ComparisonRowsModel.h"
#include "library/PlanLibrary.h"
#include "library/PlanLibraryDialog.h"
#include "library/ResultComparisonModel.h"
#include "models/CandidateTableModel.h"
#include "plan/PlanJson.h"
#include "plan/Planner.h"
#include "store/PlanStore.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
// A widget of a dialog by its object name (the names the .ui file and the code set), as a user finds it.
template <class T> T* child(const QObject* parent, const char* name)
{
    T* found = parent->findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}
} // namespace

class TestCompareDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void differingRowsMarked();
    void onlyDifferences();
    void resultsFromCore();
    void revisionsAndSwap();
    void samePlanNothingDiffers();
    void planWithoutCandidate();
    void currentPlanFromMainWindow();
    void languageChange();
    void screenshot();

private:
    PlanDraft draftOf(const PlanInput& input, bool withCandidate = true) const;
    static const ComparisonRow* row(const CompareDialog& d, const QString& key);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<PlanStore> m_store;
    Catalog m_builtin;
    qint64 m_a = 0, m_b = 0;
    PlanInput m_inputA, m_inputB;
};

void TestCompareDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

PlanDraft TestCompareDialog::draftOf(const PlanInput& input, bool withCandidate) const
{
    PlanDraft d;
    d.input = input;
    d.catalogVersion = m_builtin.version();
    if (withCandidate) {
        const PlanResult r = Planner(m_builtin).plan(input, QDate(2026, 11, 21));
        if (!r.candidates.isEmpty())
            d.candidate = candidateJson(r.candidates.first());
    }
    return d;
}

void TestCompareDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<PlanStore>();
    QVERIFY(m_store->open(m_dir->filePath(QStringLiteral("比較/plans.sqlite"))).ok());
    m_inputA = defaultPlan();
    m_inputB = defaultPlan();
    m_inputB.seqLen = 2048;
    m_inputB.globalBatch = 32;
    const SaveResult a = m_store->saveAs(QStringLiteral("BigBird 4096"), draftOf(m_inputA));
    const SaveResult b = m_store->saveAs(QStringLiteral("BigBird 2048 バッチ32"), draftOf(m_inputB));
    QVERIFY2(a.ok() && b.ok(), qPrintable(a.message + b.message));
    m_a = a.planId;
    m_b = b.planId;
}

void TestCompareDialog::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

const ComparisonRow* TestCompareDialog::row(const CompareDialog& d, const QString& key)
{
    const int r = d.inputsModel()->rowOfKey(key);
    return r < 0 ? nullptr : &d.inputsModel()->rows()[r];
}

void TestCompareDialog::differingRowsMarked()
{
    CompareDialog d(m_store.get());
    QAbstractItemModelTester inputsTester(d.inputsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester resultsTester(d.resultsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(d.setPlan(CompareDialog::A, m_a));
    QVERIFY(d.setPlan(CompareDialog::B, m_b));
    ComparisonRowsModel* m = d.inputsModel();
    QVERIFY(m->rowCount() > 30);
    // every row as core says, the differing ones marked
    const PlanComparison expected = comparePlans(m_inputA, m_inputB, m_store->load(m_a).plan.candidate,
                                                 m_store->load(m_b).plan.candidate, QLocale());
    QCOMPARE(m->rowCount(), int(expected.inputs.size() + expected.setup.size()));
    int marked = 0;
    for (int r = 0; r < m->rowCount(); ++r) {
        const bool differs = m->index(r, 0).data(ComparisonRowsModel::DiffersRole).toBool();
        marked += differs && r < expected.inputs.size();
        QCOMPARE(m->index(r, ComparisonRowsModel::PlanA).data(Qt::BackgroundRole).isValid(), differs);
        QCOMPARE(m->index(r, ComparisonRowsModel::PlanB).data(Qt::FontRole).value<QFont>().bold(), differs);
    }
    QCOMPARE(marked, expected.differingInputs());
    for (const char* key : {"training.seq_len", "training.global_batch"}) {
        const int r = m->rowOfKey(QString::fromLatin1(key));
        QVERIFY2(r >= 0, key);
        QVERIFY2(m->index(r, 0).data(ComparisonRowsModel::DiffersRole).toBool(), key);
        QCOMPARE(m->index(r, ComparisonRowsModel::Section).data(Qt::BackgroundRole).value<QColor>(),
                 ComparisonRowsModel::differsBackground());
    }
    QCOMPARE(row(d, QStringLiteral("training.seq_len"))->a, QLocale().toString(4096));
    QCOMPARE(row(d, QStringLiteral("training.seq_len"))->b, QLocale().toString(2048));
    for (const char* key : {"model.hidden_size", "model.layers", "hardware.regions"}) {
        const int r = m->rowOfKey(QString::fromLatin1(key));
        QVERIFY2(r >= 0, key);
        QVERIFY2(!m->index(r, 0).data(ComparisonRowsModel::DiffersRole).toBool(), key);
        QVERIFY(!m->index(r, 0).data(Qt::BackgroundRole).isValid());
    }
    QVERIFY(d.summaryLabel()->text().contains(QString::number(expected.differingInputs())));
    // the plan names head the value columns
    QVERIFY(
        m->headerData(ComparisonRowsModel::PlanA, Qt::Horizontal).toString().contains(QStringLiteral("BigBird 4096")));
    QVERIFY(m->headerData(ComparisonRowsModel::PlanB, Qt::Horizontal)
                .toString()
                .contains(QStringLiteral("BigBird 2048 バッチ32")));
}

void TestCompareDialog::onlyDifferences()
{
    CompareDialog d(m_store.get());
    d.setPlan(CompareDialog::A, m_a);
    d.setPlan(CompareDialog::B, m_b);
    const int all = d.inputsProxy()->rowCount();
    int differing = 0;
    for (const ComparisonRow& r : d.inputsModel()->rows())
        differing += r.differs;
    QVERIFY(differing >= 2 && differing < all);
    d.onlyDifferencesBox()->click();
    QCOMPARE(d.inputsTable()->model()->rowCount(), differing);
    for (int r = 0; r < d.inputsProxy()->rowCount(); ++r)
        QVERIFY(d.inputsProxy()->index(r, 0).data(ComparisonRowsModel::DiffersRole).toBool());
    d.onlyDifferencesBox()->click();
    QCOMPARE(d.inputsTable()->model()->rowCount(), all);
}

void TestCompareDialog::resultsFromCore()
{
    CompareDialog d(m_store.get());
    d.setPlan(CompareDialog::A, m_a);
    d.setPlan(CompareDialog::B, m_b);
    ResultComparisonModel* m = d.resultsModel();
    const PlanComparison& c = d.comparison();
    QCOMPARE(m->rowCount(), int(c.results.size()));
    for (const char* key :
         {"memory_total", "step_seconds", "hours", "expected_hours", "cost_usd", "expected_cost_usd"}) {
        const int r = m->rowOfKey(QString::fromLatin1(key));
        QVERIFY2(r >= 0, key);
        const ResultComparison* expected = c.result(QString::fromLatin1(key));
        QVERIFY(expected && expected->a && expected->b);
        // the text and the numbers are core's; the GUI computes nothing
        QCOMPARE(m->index(r, ResultComparisonModel::PlanA).data().toString(), expected->textA);
        QCOMPARE(m->index(r, ResultComparisonModel::PlanB).data().toString(), expected->textB);
        QCOMPARE(m->index(r, ResultComparisonModel::Difference).data().toString(), expected->textDifference);
        QCOMPARE(m->index(r, ResultComparisonModel::Percent).data().toString(), expected->textPercent);
        QCOMPARE(m->index(r, ResultComparisonModel::PlanA).data(ResultComparisonModel::RawRole).toDouble(),
                 *expected->a);
        QCOMPARE(m->index(r, ResultComparisonModel::Difference).data(ResultComparisonModel::RawRole).toDouble(),
                 *expected->difference);
        QCOMPARE(m->index(r, 0).data(ResultComparisonModel::DiffersRole).toBool(), expected->differs);
        QVERIFY(!expected->textDifference.isEmpty());
    }
    // a sequence half as long needs less memory per device
    const int mem = m->rowOfKey(QStringLiteral("memory_total"));
    QVERIFY(m->index(mem, 0).data(ResultComparisonModel::DiffersRole).toBool());
    QVERIFY(m->index(mem, ResultComparisonModel::Difference).data(Qt::BackgroundRole).isValid());
}

void TestCompareDialog::revisionsAndSwap()
{
    PlanInput changed = m_inputA;
    changed.globalBatch = 64;
    QCOMPARE(m_store->save(m_a, draftOf(changed)).revision, 2);
    CompareDialog d(m_store.get());
    QVERIFY(d.setPlan(CompareDialog::A, m_a, 1));
    QVERIFY(d.setPlan(CompareDialog::B, m_a, 2));
    QCOMPARE(d.revisionBox(CompareDialog::A)->count(), 3); // latest, 2, 1
    QVERIFY(row(d, QStringLiteral("training.global_batch"))->differs);
    QVERIFY(!row(d, QStringLiteral("training.seq_len"))->differs);
    QCOMPARE(row(d, QStringLiteral("training.global_batch"))->a, QStringLiteral("16"));
    QCOMPARE(row(d, QStringLiteral("training.global_batch"))->b, QStringLiteral("64"));
    QVERIFY(d.inputsModel()
                ->headerData(ComparisonRowsModel::PlanA, Qt::Horizontal)
                .toString()
                .contains(QStringLiteral("revision 1")));
    const QList<QPushButton*> buttons = d.findChildren<QPushButton*>();
    QPushButton* swap = nullptr;
    for (QPushButton* b : buttons)
        if (b->text() == QLatin1String("&Swap"))
            swap = b;
    QVERIFY(swap);
    swap->click();
    QCOMPARE(d.revision(CompareDialog::A), 2);
    QCOMPARE(d.revision(CompareDialog::B), 1);
    QCOMPARE(row(d, QStringLiteral("training.global_batch"))->a, QStringLiteral("64"));
}

void TestCompareDialog::samePlanNothingDiffers()
{
    CompareDialog d(m_store.get());
    d.setPlan(CompareDialog::A, m_a);
    d.setPlan(CompareDialog::B, m_a);
    QCOMPARE(d.comparison().differingInputs(), 0);
    for (int r = 0; r < d.inputsModel()->rowCount(); ++r)
        QVERIFY(!d.inputsModel()->index(r, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(d.summaryLabel()->text().contains(QStringLiteral("same")));
    const int cost = d.resultsModel()->rowOfKey(QStringLiteral("cost_usd"));
    QVERIFY(!d.resultsModel()->index(cost, 0).data(ResultComparisonModel::DiffersRole).toBool());
}

void TestCompareDialog::planWithoutCandidate()
{
    const SaveResult bare = m_store->saveAs(QStringLiteral("no candidate"), draftOf(m_inputB, false));
    QVERIFY(bare.ok());
    CompareDialog d(m_store.get());
    d.setPlan(CompareDialog::A, m_a);
    d.setPlan(CompareDialog::B, bare.planId);
    const int cost = d.resultsModel()->rowOfKey(QStringLiteral("cost_usd"));
    QVERIFY(cost >= 0);
    QCOMPARE(d.resultsModel()->index(cost, ResultComparisonModel::PlanB).data().toString(), QStringLiteral("—"));
    QVERIFY(
        !d.resultsModel()->index(cost, ResultComparisonModel::PlanB).data(ResultComparisonModel::RawRole).isValid());
    QCOMPARE(d.resultsModel()->index(cost, ResultComparisonModel::Difference).data().toString(), QString());
    QVERIFY(!d.resultsModel()->index(cost, ResultComparisonModel::PlanA).data().toString().isEmpty());
}

void TestCompareDialog::currentPlanFromMainWindow()
{
    QTemporaryDir dir;
    AppSettings settings(dir.filePath(QStringLiteral("tpu-planner.conf")));
    MainWindow w(m_builtin, &settings);
    w.setConfirmDiscard(false);
    const QString path = m_store->path();
    m_store->close();
    w.openLibrary(path);
    QVERIFY(w.library()->isWritable());
    w.document()->edit(
        [this] {
            PlanInput in = m_inputA;
            in.seqLen = 1024;
            return in;
        }(),
        QStringLiteral("sequence length"));
    w.document()->waitForResults(); // the candidates of these inputs
    w.document()->setCurrentCandidate(1);
    CompareDialog* d = w.showCompare(0, m_a);
    QVERIFY(d && d->isVisible());
    QCOMPARE(d->planId(CompareDialog::A), qint64(0));
    QCOMPARE(d->planId(CompareDialog::B), m_a);
    QVERIFY(d->planBox(CompareDialog::A)->currentText().startsWith(QStringLiteral("Current plan")));
    QVERIFY(row(*d, QStringLiteral("training.seq_len"))->differs);
    QCOMPARE(row(*d, QStringLiteral("training.seq_len"))->a, QLocale().toString(1024));
    // the current side's setup is the candidate selected in the table
    const Candidate* selected = w.results()->candidateModel()->candidate(1);
    QVERIFY(selected);
    const ComparisonRow* hardware = nullptr;
    for (const ComparisonRow& r : d->comparison().setup)
        if (r.key.endsWith(QStringLiteral("hardware")))
            hardware = &r;
    QVERIFY(hardware);
    QVERIFY2(hardware->a.contains(selected->hardware), qPrintable(hardware->a));
    // the library window's Compare button opens the same dialog against its selection
    PlanLibraryDialog* library = w.showLibrary();
    QVERIFY(library->selectPlan(m_b));
    child<QPushButton>(library, "compareButton")->click();
    QCOMPARE(d->planId(CompareDialog::A), qint64(0));
    QCOMPARE(d->planId(CompareDialog::B), m_b);
    // the library's plans are offered on both sides, the current plan first
    QCOMPARE(d->planBox(CompareDialog::B)->count(), 3);

    // the open dialog follows the document: an edit, another selected candidate, a save under a name
    PlanInput next = w.document()->input();
    next.seqLen = 2048;
    w.document()->edit(next, QStringLiteral("sequence length"));
    w.document()->waitForResults(); // the dialog follows the results of the edit
    QCOMPARE(d->planId(CompareDialog::A), qint64(0));
    QCOMPARE(row(*d, QStringLiteral("training.seq_len"))->a, QLocale().toString(2048));
    for (int i = 0; i < w.document()->result().candidates.size(); ++i)
        if (w.document()->result().candidates[i].hardware != w.document()->currentCandidateData()->hardware) {
            w.document()->setCurrentCandidate(i);
            break;
        }
    const QString hardwareNow = w.document()->currentCandidateData()->hardware;
    for (const ComparisonRow& r : d->comparison().setup)
        if (r.key.endsWith(QStringLiteral("hardware")))
            QVERIFY2(r.a.contains(hardwareNow), qPrintable(r.a));
    QVERIFY(w.library()->saveAs(QStringLiteral("追従 plan")).ok());
    QCOMPARE(d->planBox(CompareDialog::A)->itemText(0), QStringLiteral("Current plan (追従 plan)"));
}

void TestCompareDialog::languageChange()
{
    CompareDialog d(m_store.get());
    d.setPlan(CompareDialog::A, m_a);
    d.setPlan(CompareDialog::B, m_b);
    d.setWindowTitle(QString());
    d.onlyDifferencesBox()->setText(QString());
    const int rows = d.inputsModel()->rowCount();
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&d, &change);
    QCOMPARE(d.windowTitle(), QStringLiteral("Compare Plans"));
    QCOMPARE(d.onlyDifferencesBox()->text(), QStringLiteral("Only &differences"));
    QCOMPARE(d.planId(CompareDialog::A), m_a); // the choices stay, the comparison is made again
    QCOMPARE(d.planId(CompareDialog::B), m_b);
    QCOMPARE(d.inputsModel()->rowCount(), rows);
}

void TestCompareDialog::screenshot()
{
    CompareDialog d(m_store.get());
    d.setCurrentPlan(m_inputA, draftOf(m_inputA).candidate, QStringLiteral("Untitled plan"));
    d.setPlan(CompareDialog::A, m_a);
    d.setPlan(CompareDialog::B, m_b);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    // scroll to the training inputs, where the plans differ
    d.inputsTable()->scrollTo(d.inputsProxy()->mapFromSource(d.inputsModel()->index(
                                  d.inputsModel()->rowOfKey(QStringLiteral("training.seq_len")), 0)),
                              QAbstractItemView::PositionAtTop);
    QCoreApplication::processEvents();
    const QString path = QCoreApplication::applicationDirPath() + QStringLiteral("/tpu-planner-compare.png");
    QVERIFY(d.grab().save(path));
    qInfo("screenshot: %s", qPrintable(path));
}

QTEST_MAIN(TestCompareDialog)
#include "TestCompareDialog.moc"
