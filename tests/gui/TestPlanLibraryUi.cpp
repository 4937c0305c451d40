// SPDX-License-Identifier: GPL-3.0-or-later
// The plan library from the window, offscreen: File ▸ Save As asks for a name (a taken name is refused with a
// message and asked again) and File ▸ Save adds revisions; the library window lists, searches, renames, duplicates,
// deletes with undo, shows the history and the notes, and opens a plan or an older revision into the window. At
// start-up a damaged library asks before it is kept aside (and is left alone on No), a locked, read-only or newer
// library gives a message and the app still plans. A screenshot of the library window is saved next to the binary.
#include "AppSettings.h"
#include "Appearance.h"
#include "FindChild.h"
#include "MainWindow.h"
#include "ModalScript.h"
#include "PlanDocument.h"
#include "ResultsView.h"
#include "TestFiles.h"
#include "inputs/InputsView.h"
#include "inputs/TrainingPanel.h"
#include "library/PlanLibrary.h"
#include "library/PlanLibraryDialog.h"
#include "library/PlanListModel.h"
#include "models/CandidateTableModel.h"
#include "plan/PlanFile.h"
#include "store/PlanStore.h"
#include "store/SqliteDb.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;
using tpuplan::test::child;

class TestPlanLibraryUi : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void saveAndSaveAsFromFileMenu();
    void libraryWindow();
    void openPlanAndRevision();
    void corruptLibraryAtStart_data();
    void corruptLibraryAtStart();
    void lockedLibraryAtStart();
    void readOnlyLibrary();
    void newerLibrary();
    void languageChange();
    void screenshot();

private:
    std::unique_ptr<MainWindow> makeWindow();
    QString libraryPath() const { return m_dir->filePath(QStringLiteral("ライブラリ/plans.sqlite")); }
    static QAction* action(MainWindow* w, const QString& text);
    // Two saved plans: the seed plan (candidate row 2 chosen) and RoBERTa MLM, the latter with two revisions.
    void saveTwoPlans(MainWindow* w, qint64* seed, qint64* roberta);
    static constexpr auto readAll = &tpuplan::test::readAll;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    Catalog m_builtin;
};

void TestPlanLibraryUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

void TestPlanLibraryUi::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("tpu-planner.conf")));
}

void TestPlanLibraryUi::cleanup()
{
    // give back write permission so that the temporary folder can be removed
    QFile::setPermissions(libraryPath(), QFile::ReadOwner | QFile::WriteOwner);
    QFile::setPermissions(QFileInfo(libraryPath()).path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TestPlanLibraryUi::makeWindow()
{
    auto w = std::make_unique<MainWindow>(m_builtin, m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    w->document()->waitForResults(); // the first results (planned on the worker) in every view
    return w;
}

QAction* TestPlanLibraryUi::action(MainWindow* w, const QString& text)
{
    for (QAction* a : w->menuActions())
        if (a->text() == text)
            return a;
    return nullptr;
}

void TestPlanLibraryUi::saveTwoPlans(MainWindow* w, qint64* seed, qint64* roberta)
{
    w->openLibrary(libraryPath());
    QVERIFY(w->library()->isWritable());
    w->document()->setCurrentCandidate(2);
    const SaveResult a = w->library()->saveAs(QStringLiteral("BigBird 4096 計画"));
    QVERIFY2(a.ok(), qPrintable(a.message));
    w->document()->reset(PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/roberta-base-mlm.yaml")));
    w->library()->detach();
    const SaveResult b = w->library()->saveAs(QStringLiteral("RoBERTa MLM"));
    QVERIFY2(b.ok(), qPrintable(b.message));
    w->inputs()->trainingPanel()->seqLenBox()->setValue(256);
    const SaveResult b2 = w->library()->save();
    QVERIFY2(b2.ok(), qPrintable(b2.message));
    QCOMPARE(b2.revision, 2);
    *seed = a.planId;
    *roberta = b.planId;
}

void TestPlanLibraryUi::saveAndSaveAsFromFileMenu()
{
    auto w = makeWindow();
    w->openLibrary(libraryPath());
    QVERIFY(w->library()->isWritable());
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("Untitled plan")));
    QAction* saveAs = action(w.get(), QStringLiteral("Save &As…"));
    QAction* save = action(w.get(), QStringLiteral("&Save"));
    QVERIFY(saveAs && save);

    // Save As asks for the name
    {
        ModalScript script({ModalScript::typeText(QStringLiteral("BigBird 4096 計画"))});
        saveAs->trigger();
        QCOMPARE(script.done(), 1);
    }
    QVERIFY(w->document()->isLibraryPlan());
    QCOMPARE(w->document()->savedPlan().name, QStringLiteral("BigBird 4096 計画"));
    QCOMPARE(w->document()->savedPlan().revision, 1);
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("BigBird 4096 計画[*]")));
    QVERIFY(!w->isWindowModified());

    // an edit marks the title; Save writes revision 2 without asking
    w->inputs()->trainingPanel()->seqLenBox()->setValue(2048);
    QVERIFY(w->isWindowModified());
    save->trigger();
    QVERIFY(!w->isWindowModified());
    QCOMPARE(w->document()->savedPlan().revision, 2);
    PlanStore* store = w->library()->store();
    QCOMPARE(store->history(w->document()->savedPlan().id).size(), 2);
    QCOMPARE(store->load(w->document()->savedPlan().id).plan.input.seqLen, 2048);

    // a taken name is refused with a message naming it, and the name is asked again
    w->newPlan();
    QVERIFY(!w->document()->isLibraryPlan());
    {
        ModalScript script(QList<ModalScript::Step>{});
        ModalScript answers({ModalScript::typeText(QStringLiteral("BigBird 4096 計画")),
                             ModalScript::press(QMessageBox::Ok, &script),
                             ModalScript::typeText(QStringLiteral("Seed again"))});
        saveAs->trigger();
        QCOMPARE(answers.done(), 3);
        QCOMPARE(script.seen.size(), 1);
        QVERIFY2(script.seen.first().contains(QStringLiteral("“BigBird 4096 計画” already exists")),
                 qPrintable(script.seen.first()));
    }
    QCOMPARE(w->document()->savedPlan().name, QStringLiteral("Seed again"));
    QCOMPARE(store->list().size(), 2);

    // cancelling the name saves nothing
    w->newPlan();
    {
        ModalScript script({ModalScript::cancel()});
        saveAs->trigger();
        QCOMPARE(script.done(), 1);
    }
    QCOMPARE(store->list().size(), 2);
    QVERIFY(!w->document()->isLibraryPlan());

    // Save as YAML writes the library's bytes and keeps the plan a library plan
    w->openLibraryPlan(store->findByName(QStringLiteral("Seed again")).value());
    const QString yaml = m_dir->filePath(QStringLiteral("コピー.yaml"));
    QVERIFY(w->savePlan(yaml, false));
    QCOMPARE(readAll(yaml), PlanFile::selfContained(w->document()->input()));
    QCOMPARE(w->document()->savedPlan().name, QStringLiteral("Seed again"));
    QVERIFY(action(w.get(), QStringLiteral("Save as &YAML…")));
}

void TestPlanLibraryUi::libraryWindow()
{
    auto w = makeWindow();
    qint64 seed = 0, roberta = 0;
    saveTwoPlans(w.get(), &seed, &roberta);
    PlanLibraryDialog* d = w->showLibrary();
    QVERIFY(d && d->isVisible());
    QAbstractItemModelTester tester(d->planModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    PlanListModel* m = d->planModel();
    QCOMPARE(m->rowCount(), 2);
    QCOMPARE(m->index(0, PlanListModel::Name).data().toString(), QStringLiteral("RoBERTa MLM")); // newest first
    QCOMPARE(m->index(0, PlanListModel::Revisions).data().toString(), QStringLiteral("2"));
    QVERIFY(m->index(0, 0).data(Qt::FontRole).value<QFont>().bold()); // the plan open in the window

    // search: name, model and hardware, case and width ignored
    QTest::keyClicks(child<QLineEdit>(d, "librarySearch"), QStringLiteral("bigbird"));
    QCOMPARE(m->rowCount(), 1);
    QCOMPARE(d->selectedPlanId(), seed);
    child<QLineEdit>(d, "librarySearch")->setText(QStringLiteral("ＲＯＢＥＲＴＡ")); // both models are RoBERTa-based
    QCOMPARE(m->rowCount(), 2);
    child<QLineEdit>(d, "librarySearch")->setText(QStringLiteral("計画"));
    QCOMPARE(m->rowCount(), 1);
    child<QLineEdit>(d, "librarySearch")->setText(QStringLiteral("nothing like this"));
    QCOMPARE(m->rowCount(), 0);
    QVERIFY(!child<QPushButton>(d, "openButton")->isEnabled());
    child<QLineEdit>(d, "librarySearch")->clear();
    QCOMPARE(m->rowCount(), 2);

    // rename the plan open in the window: the list and the title follow
    QVERIFY(d->selectPlan(roberta));
    {
        ModalScript script({ModalScript::typeText(QStringLiteral("RoBERTa 256"))});
        child<QPushButton>(d, "renameButton")->click();
        QCOMPARE(script.done(), 1);
    }
    QCOMPARE(m->index(m->rowOfId(roberta), PlanListModel::Name).data().toString(), QStringLiteral("RoBERTa 256"));
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("RoBERTa 256")));
    // a taken name: the reason under the list, and the name is asked again (cancelled here)
    {
        ModalScript script({ModalScript::typeText(QStringLiteral("BigBird 4096 計画")), ModalScript::cancel()});
        child<QPushButton>(d, "renameButton")->click();
        QCOMPARE(script.done(), 2);
    }
    QVERIFY(child<QLabel>(d, "libraryMessage")->isVisible());
    QVERIFY(child<QLabel>(d, "libraryMessage")->text().contains(QStringLiteral("already exists")));
    QCOMPARE(w->document()->savedPlan().name, QStringLiteral("RoBERTa 256"));

    // duplicate
    QVERIFY(d->selectPlan(seed));
    child<QPushButton>(d, "duplicateButton")->click();
    QCOMPARE(m->rowCount(), 3);
    const qint64 copy = d->selectedPlanId();
    QVERIFY(copy != seed && copy != roberta);
    QCOMPARE(m->index(m->rowOfId(copy), PlanListModel::Name).data().toString(),
             QStringLiteral("BigBird 4096 計画 (copy)"));
    QVERIFY(child<QLabel>(d, "libraryMessage")->isHidden());

    // delete, then undo from the bar; delete again, undo with the shortcut's action
    QVERIFY(child<QFrame>(d, "libraryUndoBar")->isHidden());
    QVERIFY(!child<QAction>(d, "libraryUndoAction")->isEnabled());
    child<QPushButton>(d, "deleteButton")->click();
    QCOMPARE(m->rowCount(), 2);
    QCOMPARE(m->rowOfId(copy), -1);
    QVERIFY(child<QFrame>(d, "libraryUndoBar")->isVisible());
    QVERIFY(child<QLabel>(d, "undoLabel")->text().contains(QStringLiteral("BigBird 4096 計画 (copy)")));
    QCOMPARE(child<QAction>(d, "libraryUndoAction")->shortcut(), QKeySequence(QKeySequence::Undo));
    child<QPushButton>(d, "libraryUndoButton")->click();
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(d->selectedPlanId(), copy);
    QVERIFY(child<QFrame>(d, "libraryUndoBar")->isHidden());
    child<QPushButton>(d, "deleteButton")->click();
    QVERIFY(d->selectPlan(seed));
    child<QPushButton>(d, "deleteButton")->click();
    QCOMPARE(m->rowCount(), 1);
    QVERIFY(child<QLabel>(d, "undoLabel")->text().contains(QStringLiteral("and 1 other plan")));
    child<QAction>(d, "libraryUndoAction")->trigger(); // the last deleted comes back first
    QCOMPARE(m->rowCount(), 2);
    QCOMPARE(d->selectedPlanId(), seed);
    child<QAction>(d, "libraryUndoAction")->trigger();
    QCOMPARE(m->rowCount(), 3);
    QVERIFY(!child<QAction>(d, "libraryUndoAction")->isEnabled());
    // deleting the plan open in the window detaches it: the inputs stay, a save asks for a name
    QVERIFY(d->selectPlan(roberta));
    child<QPushButton>(d, "deleteButton")->click();
    QVERIFY(!w->document()->isLibraryPlan());
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("Untitled plan")));
    QCOMPARE(w->document()->input().seqLen, 256);
    child<QPushButton>(d, "libraryUndoButton")->click();
    QCOMPARE(m->rowCount(), 3);

    // history, newest first, with notes
    QVERIFY(d->selectPlan(roberta));
    QCOMPARE(child<QTreeWidget>(d, "libraryHistory")->topLevelItemCount(), 2);
    QCOMPARE(child<QTreeWidget>(d, "libraryHistory")->topLevelItem(0)->text(0), QStringLiteral("2 (latest)"));
    QCOMPARE(d->selectedRevision(), 2);
    // notes: a new revision with the same inputs
    QVERIFY(!child<QPushButton>(d, "saveNotesButton")->isEnabled());
    child<QPlainTextEdit>(d, "libraryNotes")->setPlainText(QStringLiteral("Für den Vergleich mit BigBird — 比較用"));
    QVERIFY(child<QPushButton>(d, "saveNotesButton")->isEnabled());
    child<QPushButton>(d, "saveNotesButton")->click();
    QCOMPARE(child<QTreeWidget>(d, "libraryHistory")->topLevelItemCount(), 3);
    QCOMPARE(child<QTreeWidget>(d, "libraryHistory")->topLevelItem(0)->text(4),
             QStringLiteral("Für den Vergleich mit BigBird — 比較用"));
    const LoadResult latest = w->library()->store()->load(roberta);
    QCOMPARE(latest.plan.notes, QStringLiteral("Für den Vergleich mit BigBird — 比較用"));
    QCOMPARE(latest.plan.input.seqLen, 256);
    QCOMPARE(m->index(m->rowOfId(roberta), 0).data(PlanListModel::NotesRole).toString(), latest.plan.notes);
    QVERIFY(!child<QPushButton>(d, "saveNotesButton")->isEnabled());
}

void TestPlanLibraryUi::openPlanAndRevision()
{
    auto w = makeWindow();
    qint64 seed = 0, roberta = 0;
    saveTwoPlans(w.get(), &seed, &roberta);
    PlanLibraryDialog* d = w->showLibrary();

    // open the seed plan: its inputs, and the candidate chosen when it was saved (row 2)
    QVERIFY(d->selectPlan(seed));
    child<QPushButton>(d, "openButton")->click();
    QCOMPARE(w->document()->savedPlan().id, seed);
    QCOMPARE(w->document()->input().modelRef, QStringLiteral("bigbird-roberta-base"));
    QCOMPARE(w->inputs()->trainingPanel()->seqLenBox()->value(), 4096);
    QCOMPARE(w->document()->currentCandidate(), 2);
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("BigBird 4096 計画[*]")));
    QVERIFY(!w->isWindowModified());
    QVERIFY(w->document()->undoStack()->isClean());

    // an older revision of the RoBERTa plan
    QVERIFY(d->selectPlan(roberta));
    QVERIFY(d->selectRevision(1));
    child<QPushButton>(d, "openRevisionButton")->click();
    QCOMPARE(w->document()->savedPlan().id, roberta);
    QCOMPARE(w->document()->savedPlan().revision, 1);
    const int firstSeqLen = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/roberta-base-mlm.yaml")).seqLen;
    QVERIFY(firstSeqLen != 256);
    QCOMPARE(w->document()->input().seqLen, firstSeqLen);
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("RoBERTa MLM (revision 1)")));
    // saving it makes revision 3 with the old inputs
    w->inputs()->trainingPanel()->globalBatchBox()->setValue(64);
    QCOMPARE(w->library()->save().revision, 3);
    QCOMPARE(w->library()->store()->load(roberta).plan.input.seqLen, firstSeqLen);
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("RoBERTa MLM[*]")));
    QCOMPARE(child<QTreeWidget>(d, "libraryHistory")->topLevelItemCount(), 3);

    // double-click opens too
    QVERIFY(d->selectPlan(seed));
    const QModelIndex index = child<QTableView>(d, "libraryPlans")->model()->index(d->planModel()->rowOfId(seed), 0);
    emit child<QTableView>(d, "libraryPlans")->doubleClicked(index);
    QCOMPARE(w->document()->savedPlan().id, seed);
}

void TestPlanLibraryUi::corruptLibraryAtStart_data()
{
    QTest::addColumn<bool>("keepAside");
    QTest::addRow("Yes: kept aside, new library") << true;
    QTest::addRow("No: left alone, no library") << false;
}

void TestPlanLibraryUi::corruptLibraryAtStart()
{
    QFETCH(bool, keepAside);
    QVERIFY(QDir().mkpath(QFileInfo(libraryPath()).path()));
    QByteArray garbage;
    while (garbage.size() < 8192)
        garbage += "this is not an SQLite database, only words. ";
    {
        QFile f(libraryPath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(garbage);
    }
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    ModalScript script(QList<ModalScript::Step>{});
    ModalScript answer({ModalScript::press(keepAside ? QMessageBox::Yes : QMessageBox::No, &script)});
    w->openLibrary(libraryPath());
    QCOMPARE(answer.done(), 1);
    QCOMPARE(script.seen.size(), 1);
    QVERIFY(script.seen.first().contains(QStringLiteral("Keep the damaged file aside and start a new library?")));
    QVERIFY(script.seen.first().contains(QDir::toNativeSeparators(libraryPath())));
    const QStringList aside
        = QDir(QFileInfo(libraryPath()).path()).entryList({QStringLiteral("plans.sqlite.corrupt-*")});
    if (keepAside) {
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(QFileInfo(libraryPath()).path() + QLatin1Char('/') + aside.first()), garbage);
        QVERIFY(w->library()->isWritable());
        QVERIFY(w->library()->openMessage());
        QVERIFY(w->library()->openMessage()->text().contains(aside.first()));
        w->library()->openMessage()->close();
        QVERIFY(w->library()->saveAs(QStringLiteral("新しい始まり")).ok());
    } else {
        QCOMPARE(aside.size(), 0);
        QCOMPARE(readAll(libraryPath()), garbage); // untouched
        QVERIFY(!w->library()->isAvailable());
        QCOMPARE(w->library()->lastOpen().status, StoreStatus::Corrupt);
        // the library window says why; the app still plans
        PlanLibraryDialog* d = w->showLibrary();
        QVERIFY(child<QLabel>(d, "libraryStatus")->isVisible());
        QVERIFY(child<QLabel>(d, "libraryStatus")->text().contains(QStringLiteral("damaged")));
        QVERIFY(!child<QPushButton>(d, "openButton")->isEnabled());
        w->inputs()->trainingPanel()->seqLenBox()->setValue(2048);
        QVERIFY(!w->document()->resultsStale());
        QVERIFY(w->results()->candidateModel()->rowCount() > 0);
        // Save offers a YAML file instead (declined here)
        ModalScript declined({ModalScript::press(QMessageBox::No, &script)});
        action(w.get(), QStringLiteral("&Save"))->trigger();
        QCOMPARE(declined.done(), 1);
        QVERIFY(script.seen.last().contains(QStringLiteral("YAML")));
        QCOMPARE(readAll(libraryPath()), garbage);
    }
}

void TestPlanLibraryUi::lockedLibraryAtStart()
{
    {
        PlanStore store;
        QVERIFY(store.open(libraryPath()).ok());
        PlanDraft draft;
        draft.input = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/roberta-base-mlm.yaml"));
        QVERIFY(store.saveAs(QStringLiteral("ロック"), draft).ok());
    }
    SqliteDb other;
    QCOMPARE(other.open(libraryPath(), SqliteDb::Mode::ReadWrite), 0);
    QCOMPARE(other.exec(QStringLiteral("BEGIN EXCLUSIVE")), 0);

    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->library()->store()->setBusyTimeout(100);
    ModalScript script(QList<ModalScript::Step>{});
    ModalScript answers({ModalScript::pressText(QStringLiteral("Try Again"), &script),
                         ModalScript::pressText(QStringLiteral("Continue Without the Library"), &script)});
    w->openLibrary(libraryPath());
    QCOMPARE(answers.done(), 2); // still locked after the retry
    QVERIFY2(script.seen.first().contains(QStringLiteral("locked")), qPrintable(script.seen.first()));
    QVERIFY(!w->library()->isAvailable());
    QCOMPARE(w->library()->lastOpen().status, StoreStatus::Locked);

    // the app still plans
    const int rows = w->results()->candidateModel()->rowCount();
    w->inputs()->trainingPanel()->seqLenBox()->setValue(2048);
    QCOMPARE(w->document()->input().seqLen, 2048);
    QVERIFY(!w->document()->resultsStale());
    QVERIFY(rows > 0 && w->results()->candidateModel()->rowCount() > 0);
    PlanLibraryDialog* d = w->showLibrary();
    QVERIFY(child<QLabel>(d, "libraryStatus")->text().contains(QStringLiteral("locked")));

    // the lock goes away: Try Again in the library window opens it, nothing lost
    QCOMPARE(other.exec(QStringLiteral("ROLLBACK")), 0);
    other.close();
    const QList<QPushButton*> buttons = d->findChildren<QPushButton*>();
    QPushButton* retry = nullptr;
    for (QPushButton* b : buttons)
        if (b->text() == QLatin1String("Try Again"))
            retry = b;
    QVERIFY(retry && retry->isVisible());
    retry->click();
    QVERIFY(w->library()->isWritable());
    QCOMPARE(d->planModel()->rowCount(), 1);
    QVERIFY(child<QLabel>(d, "libraryStatus")->isHidden());
}

void TestPlanLibraryUi::readOnlyLibrary()
{
    qint64 seed = 0, roberta = 0;
    {
        auto w = makeWindow();
        saveTwoPlans(w.get(), &seed, &roberta);
    }
    QVERIFY(QFile::setPermissions(libraryPath(), QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    const QByteArray before = readAll(libraryPath());
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->openLibrary(libraryPath());
    QCOMPARE(w->library()->lastOpen().status, StoreStatus::ReadOnly);
    QVERIFY(w->library()->isAvailable());
    QVERIFY(!w->library()->isWritable());
    QVERIFY(w->library()->openMessage() && w->library()->openMessage()->isVisible());
    QVERIFY(w->library()->openMessage()->text().contains(QStringLiteral("read-only")));
    w->library()->openMessage()->close();
    // browse and open, but not change
    PlanLibraryDialog* d = w->showLibrary();
    QCOMPARE(d->planModel()->rowCount(), 2);
    QVERIFY(child<QLabel>(d, "libraryStatus")->isVisible());
    QVERIFY(d->selectPlan(seed));
    QVERIFY(child<QPushButton>(d, "openButton")->isEnabled());
    QVERIFY(!child<QPushButton>(d, "renameButton")->isEnabled());
    QVERIFY(!child<QPushButton>(d, "deleteButton")->isEnabled());
    QVERIFY(child<QPlainTextEdit>(d, "libraryNotes")->isReadOnly());
    child<QPushButton>(d, "openButton")->click();
    QCOMPARE(w->document()->savedPlan().id, seed);
    // Save offers YAML instead
    ModalScript script(QList<ModalScript::Step>{});
    ModalScript answer({ModalScript::press(QMessageBox::No, &script)});
    action(w.get(), QStringLiteral("&Save"))->trigger();
    QCOMPARE(answer.done(), 1);
    QVERIFY(script.seen.first().contains(QStringLiteral("read-only")));
    QCOMPARE(readAll(libraryPath()), before);
}

void TestPlanLibraryUi::newerLibrary()
{
    {
        PlanStore store;
        QVERIFY(store.open(libraryPath()).ok());
    }
    {
        SqliteDb db;
        QCOMPARE(db.open(libraryPath(), SqliteDb::Mode::ReadWrite), 0);
        QCOMPARE(db.exec(QStringLiteral("PRAGMA user_version = %1").arg(PlanStore::kSchemaVersion + 1)), 0);
    }
    const QByteArray before = readAll(libraryPath());
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->openLibrary(libraryPath());
    QCOMPARE(w->library()->lastOpen().status, StoreStatus::NewerVersion);
    QVERIFY(!w->library()->isAvailable());
    QVERIFY(w->library()->openMessage() && w->library()->openMessage()->isVisible());
    QVERIFY(w->library()->openMessage()->text().contains(QStringLiteral("newer version")));
    w->library()->openMessage()->close();
    w->inputs()->trainingPanel()->globalBatchBox()->setValue(32);
    QVERIFY(!w->document()->resultsStale());
    QCOMPARE(readAll(libraryPath()), before);
}

void TestPlanLibraryUi::languageChange()
{
    auto w = makeWindow();
    w->openLibrary(libraryPath());
    PlanLibraryDialog* d = w->showLibrary();
    d->setWindowTitle(QString());
    child<QPushButton>(d, "openButton")->setText(QString());
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(d, &change);
    QCOMPARE(d->windowTitle(), QStringLiteral("Plan Library"));
    QCOMPARE(child<QPushButton>(d, "openButton")->text(), QStringLiteral("&Open"));
}

void TestPlanLibraryUi::screenshot()
{
    auto w = makeWindow();
    qint64 seed = 0, roberta = 0;
    saveTwoPlans(w.get(), &seed, &roberta);
    w->library()->setNotes(roberta, QStringLiteral("Shorter sequences for the first phase; compare with BigBird."));
    w->document()->setCurrentCandidate(0);
    QVERIFY(w->library()->saveAs(QStringLiteral("RoBERTa, fastest")).ok());
    w->show();
    PlanLibraryDialog* d = w->showLibrary();
    QVERIFY(QTest::qWaitForWindowExposed(d));
    QVERIFY(d->selectPlan(roberta));
    d->selectPlan(seed);
    child<QPushButton>(d, "deleteButton")->click(); // shows the undo bar
    QVERIFY(d->selectPlan(roberta));
    QCoreApplication::processEvents();
    const QString path = QCoreApplication::applicationDirPath() + QStringLiteral("/tpu-planner-library.png");
    QVERIFY(d->grab().save(path));
    qInfo("screenshot: %s", qPrintable(path));
}

QTEST_MAIN(TestPlanLibraryUi)
#include "TestPlanLibraryUi.moc"
