// SPDX-License-Identifier: GPL-3.0-or-later
// Tools ▸ Paste an Error… driven offscreen: the run's fields come from the selected candidate; the seed message
// (tests/data/oom/tf2-keras-bigbird-v2-8.txt: BigBird-base, 4096 tokens, batch 2 per core on a v2-8, no checkpointing)
// is read into facts, plain words and unparsed lines, compared with the estimate (correction × 0.937) and answered
// with checkpointing first; "Apply This Fix" changes the plan's inputs in one undo step; "Calibrate" stores the
// correction (in a throw-away HOME), the plan applies it with a note above the results, the entry is listed and can be
// removed; a calibration stored earlier applies at start-up; files that cannot be read are reported with their name;
// the models pass QAbstractItemModelTester; screenshots are saved next to the test binary.
#include "AppSettings.h"
#include "Appearance.h"
#include "FindChild.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "ResultsView.h"
#include "TemporaryHome.h"
#include "TestFiles.h"
#include "diagnose/CalibrationModel.h"
#include "diagnose/DiagnosisFixModel.h"
#include "diagnose/OomFactModel.h"
#include "diagnose/PasteErrorDialog.h"
#include "models/CandidateTableModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;
using tpuplan::test::child;

namespace {
QString fixture(const char* name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/oom/") + QString::fromUtf8(name);
}

using tpuplan::test::readText;

// The fix of the seed run whose changes are exactly `bits`, or -1.
int fixRow(const DiagnosisFixModel* m, int bits)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->fix(r)->changes == bits)
            return r;
    return -1;
}
} // namespace

class TestPasteErrorDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void prefilledFromSelectedCandidate();
    void seedMessage();
    void notAnOutOfMemoryMessage();
    void loadFile();
    void applyFixChangesInputs();
    void calibrateStoresAndShowsRemovableEntry();
    void calibrationAppliesAtStartup();
    void compilerFigureShowsBothBarsAndCalibrates();
    void onChipMemoryGetsItsAdvice();
    void modelsPassTester();
    void retranslates();
    void screenshot();

private:
    PasteErrorDialog* seedDialog();

    tpuplan::test::TemporaryHome m_home; // a throw-away HOME in test mode, never the real one
    QString m_calibrationFile;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    Catalog m_builtin;
};

void TestPasteErrorDialog::initTestCase()
{
    QVERIFY(m_home.isValid());
    qRegisterMetaType<Qt::Orientation>();
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
    m_calibrationFile = CalibrationStore::defaultPath();
    QVERIFY2(m_calibrationFile.startsWith(m_home.path() + QStringLiteral("/.qttest/")), qPrintable(m_calibrationFile));
}

void TestPasteErrorDialog::init()
{
    QFile::remove(m_calibrationFile);
    m_settings = std::make_unique<AppSettings>(m_home.filePath(QStringLiteral("tpu-planner.conf")));
    m_window = std::make_unique<MainWindow>(m_builtin, m_settings.get());
    m_window->setConfirmDiscard(false);
    m_window->resize(1400, 900);
    m_window->document()->waitForResults(); // the first results (planned on the worker) in every view
}

void TestPasteErrorDialog::cleanup()
{
    m_window.reset();
    m_settings.reset();
    QFile::remove(m_calibrationFile);
    QFile::remove(m_home.filePath(QStringLiteral("tpu-planner.conf")));
}

PasteErrorDialog* TestPasteErrorDialog::seedDialog()
{
    PasteErrorDialog* d = m_window->showPasteError();
    // the run of the seed deck: batch 2 per core on a v2-8, fp32, no checkpointing
    auto* hardware = child<QComboBox>(d, "runHardware");
    hardware->setCurrentIndex(hardware->findData(QStringLiteral("v2-8")));
    child<QSpinBox>(d, "runBatch")->setValue(2);
    auto* checkpointing = child<QComboBox>(d, "runCheckpointing");
    checkpointing->setCurrentIndex(checkpointing->findData(QStringLiteral("none")));
    auto* precision = child<QComboBox>(d, "runPrecision");
    precision->setCurrentIndex(precision->findData(QStringLiteral("fp32")));
    d->setMessage(readText(fixture("tf2-keras-bigbird-v2-8.txt")));
    return d;
}

void TestPasteErrorDialog::prefilledFromSelectedCandidate()
{
    QVERIFY(m_window->pasteErrorAction());
    QVERIFY(m_window->pasteErrorAction()->text().contains(QStringLiteral("Paste an Error")));
    ResultsView* r = m_window->results();
    m_window->document()->setCurrentCandidate(0);
    const Candidate* c = r->candidateModel()->candidate(0);
    QVERIFY(c);
    PasteErrorDialog* d = m_window->showPasteError();
    QVERIFY(d->isVisible());
    QCOMPARE(child<QComboBox>(d, "runHardware")->currentData().toString(), c->hardware);
    QCOMPARE(child<QSpinBox>(d, "runBatch")->value(), c->batchPerDevice);
    QCOMPARE(child<QSpinBox>(d, "runAccumulation")->value(), c->accumulation);
    QCOMPARE(child<QComboBox>(d, "runCheckpointing")->currentData().toString(), checkpointingId(c->checkpointing));
    QCOMPARE(child<QComboBox>(d, "runPrecision")->currentData().toString(), precisionId(c->precision));
    QCOMPARE(d->calibrationPath(), m_calibrationFile);
    QVERIFY(!d->result()); // nothing pasted yet
    QVERIFY(!child<QPushButton>(d, "applyFix")->isEnabled());
    QVERIFY(!child<QPushButton>(d, "calibrate")->isEnabled());
    // the action shows the same dialog again
    QCOMPARE(m_window->showPasteError(), d);
}

void TestPasteErrorDialog::seedMessage()
{
    PasteErrorDialog* d = seedDialog();
    QVERIFY2(d->result(), qPrintable(d->lastError()));
    QVERIFY(child<QLabel>(d, "diagnosisError")->isHidden());
    const OomReport& report = *d->report();
    QVERIFY(report.isOom());
    QCOMPARE(report.framework, OomFramework::TensorFlow);
    QVERIFY(child<QLabel>(d, "diagnosisStatus")->text().contains(QStringLiteral("TensorFlow")));

    // what the message says: every figure, in words, and the lines not understood
    OomFactModel* facts = d->factModel();
    QCOMPARE(facts->rowCount(), report.facts.size());
    const int total = facts->rowOfKey(QStringLiteral("total_usage"));
    QVERIFY(total >= 0);
    QCOMPARE(facts->index(total, OomFactModel::AsPrinted).data().toString(), QStringLiteral("9.65G"));
    QCOMPARE(facts->index(total, OomFactModel::GiB).data().toString(), QStringLiteral("9.65 GiB"));
    QVERIFY(facts->index(total, OomFactModel::Line).data().toInt() > 0);
    QVERIFY(!child<QTextBrowser>(d, "messageExplanation")->toPlainText().isEmpty());
    for (const OomNote& n : d->result()->messageNotes)
        QVERIFY(child<QTextBrowser>(d, "messageExplanation")->toPlainText().contains(n.text.left(40)));
    QVERIFY(!report.unparsedLines.isEmpty()); // the traceback and the log lines around the message
    QCOMPARE(child<QListWidget>(d, "unparsedLines")->count(), report.unparsedLines.size());
    QVERIFY(
        child<QListWidget>(d, "unparsedLines")->item(0)->text().contains(report.unparsedLines.first().text.trimmed()));

    // estimate against observation, and the correction
    const QString estimate = child<QTextBrowser>(d, "estimateView")->toPlainText();
    QVERIFY2(estimate.contains(QStringLiteral("Observed")), qPrintable(estimate));
    QVERIFY(estimate.contains(QStringLiteral("9.65")));
    QVERIFY(estimate.contains(QStringLiteral("Estimated")));
    QVERIFY(estimate.contains(QStringLiteral("Correction")));
    QVERIFY(d->result()->correction.available);
    QVERIFY2(estimate.contains(QLocale().toString(d->result()->correction.multiplier, 'f', 3)), qPrintable(estimate));
    QVERIFY(std::abs(d->result()->correction.multiplier - 0.937) < 0.001); // docs/diagnose.md, the seed case

    // the fixes, ranked: checkpointing first, on the same v2-8
    DiagnosisFixModel* fixes = d->fixModel();
    QVERIFY(fixes->rowCount() >= 3);
    QCOMPARE(fixes->index(0, 0).data(DiagnosisFixModel::CodeRole).toString(), QStringLiteral("checkpointing"));
    QCOMPARE(fixes->index(0, DiagnosisFixModel::Hardware).data().toString(), QStringLiteral("v2-8"));
    QCOMPARE(fixes->index(0, DiagnosisFixModel::Rank).data().toString(), QStringLiteral("1"));
    QVERIFY(fixes->index(0, DiagnosisFixModel::Memory).data().toString().contains(QStringLiteral("GiB")));
    QCOMPARE(d->selectedFix(), 0);
    QVERIFY(child<QPushButton>(d, "applyFix")->isEnabled());
    QVERIFY(child<QPushButton>(d, "calibrate")->isEnabled());
    // the seed code cannot accumulate (max_accumulation 1): no batch split is offered
    for (int r = 0; r < fixes->rowCount(); ++r)
        QVERIFY(!(fixes->fix(r)->changes & kChangeBatchSplit));
}

void TestPasteErrorDialog::notAnOutOfMemoryMessage()
{
    PasteErrorDialog* d = m_window->showPasteError();
    d->setMessage(readText(fixture("not-oom.txt")));
    QVERIFY(d->report());
    QVERIFY(!d->report()->isOom());
    QVERIFY(child<QLabel>(d, "diagnosisStatus")->text().contains(QStringLiteral("No out-of-memory message")));
    QCOMPARE(child<QListWidget>(d, "unparsedLines")->count(), d->report()->unparsedLines.size());
    // garbage and an empty box never crash
    d->setMessage(QStringLiteral("Used 9.1.3G of hbm\n\x01\x02 ☃ 使用済み\n"));
    QVERIFY(d->report());
    d->setMessage(QString());
    QVERIFY(!d->report());
    QCOMPARE(d->fixModel()->rowCount(), 0);
    QVERIFY(!child<QPushButton>(d, "applyFix")->isEnabled());
}

void TestPasteErrorDialog::loadFile()
{
    PasteErrorDialog* d = m_window->showPasteError();
    QVERIFY(d->loadFile(fixture("jax-flax-roberta-v3-8.txt")));
    QVERIFY(child<QPlainTextEdit>(d, "errorMessage")->toPlainText().contains(QStringLiteral("memory")));
    QVERIFY(d->report() && d->report()->isOom());
    // a file that is not there, and a binary one: the error names the file
    const QString missing = m_home.filePath(QStringLiteral("ない.txt"));
    QVERIFY(!d->loadFile(missing));
    QVERIFY2(d->lastError().contains(QStringLiteral("ない.txt")), qPrintable(d->lastError()));
    QVERIFY(!child<QLabel>(d, "diagnosisError")->isHidden());
    const QString binary = m_home.filePath(QStringLiteral("core.bin"));
    QFile f(binary);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("\x7f"
                       "ELF\x00\x00\x01",
                       7));
    f.close();
    QVERIFY(!d->loadFile(binary));
    QVERIFY(d->lastError().contains(QStringLiteral("core.bin")));
    // the message that was there stays
    QVERIFY(child<QPlainTextEdit>(d, "errorMessage")->toPlainText().contains(QStringLiteral("memory")));
}

void TestPasteErrorDialog::applyFixChangesInputs()
{
    PasteErrorDialog* d = seedDialog();
    PlanDocument* doc = m_window->document();
    QUndoStack* undo = doc->undoStack();
    const PlanInput before = doc->input();
    const int steps = undo->count();

    // checkpointing: the plan allows that kind only
    const DiagnosisFix* first = d->fixModel()->fix(0);
    const auto next = d->inputWithFix(0);
    QVERIFY(next);
    QCOMPARE(next->checkpointing, QVector<CheckpointingKind>{first->config.checkpointing.kind});
    QVERIFY(child<QPushButton>(d, "applyFix")->toolTip().contains(QStringLiteral("checkpointing")));
    child<QPushButton>(d, "applyFix")->click();
    QCOMPARE(doc->input().checkpointing, QVector<CheckpointingKind>{first->config.checkpointing.kind});
    QCOMPARE(undo->count(), steps + 1);
    QVERIFY(undo->undoText().contains(first->title));
    QVERIFY(!child<QPushButton>(d, "applyFix")->isEnabled()); // applied: nothing left to change
    QVERIFY(!doc->resultsStale());
    doc->waitForResults(); // planned on the worker
    for (const Candidate& c : doc->result().candidates)
        QCOMPARE(c.checkpointing.kind, first->config.checkpointing.kind);
    m_window->undoAction()->trigger();
    QCOMPARE(doc->input().checkpointing, before.checkpointing);

    // precision: bf16 mixed instead of fp32
    const int precision = fixRow(d->fixModel(), kChangePrecision);
    QVERIFY(precision >= 0);
    QVERIFY(d->applyFix(precision));
    QCOMPARE(doc->input().precisions, QVector<Precision>{d->fixModel()->fix(precision)->config.precision});
    m_window->undoAction()->trigger();
    QCOMPARE(doc->input().precisions, before.precisions);

    // hardware: the plan names that slice
    const int hardware = fixRow(d->fixModel(), kChangeHardware);
    QVERIFY(hardware >= 0);
    const QString slice = d->fixModel()->fix(hardware)->hardware;
    d->selectFix(hardware);
    QVERIFY(child<QPushButton>(d, "applyFix")->isEnabled());
    child<QPushButton>(d, "applyFix")->click();
    QCOMPARE(doc->input().hardware, QStringList{slice});
    QVERIFY(!doc->resultsStale());
    doc->waitForResults();
    QVERIFY(!doc->result().candidates.isEmpty());
    QCOMPARE(doc->result().candidates.first().hardware, slice);
    m_window->undoAction()->trigger();
    QCOMPARE(doc->input().hardware, before.hardware);
    QCOMPARE(undo->index(), steps);
}

void TestPasteErrorDialog::calibrateStoresAndShowsRemovableEntry()
{
    PasteErrorDialog* d = seedDialog();
    ResultsView* results = m_window->results();
    QVERIFY(results->calibrationLabel()->isHidden());
    const double memoryBefore = m_window->document()->result().candidates.first().memory.memory.activations;
    QVERIFY(!QFile::exists(m_calibrationFile));
    child<QPushButton>(d, "calibrate")->click();
    QVERIFY2(QFile::exists(m_calibrationFile), qPrintable(d->lastError()));
    // the file holds the correction and its evidence
    CalibrationStore stored(m_calibrationFile);
    stored.load();
    QCOMPARE(stored.entries().size(), 1);
    const CalibrationEntry& e = stored.entries().first();
    QCOMPARE(e.key(), QStringLiteral("xla/big_bird"));
    QVERIFY(std::abs(e.activationFactorMultiplier - d->result()->correction.multiplier) < 1e-9);
    QVERIFY(!e.evidence.isEmpty());
    QCOMPARE(e.hardware, QStringLiteral("v2-8"));
    // listed in the dialog, removable
    CalibrationModel* list = d->calibrationModel();
    QCOMPARE(list->rowCount(), 1);
    QCOMPARE(list->index(0, CalibrationModel::Key).data().toString(), QStringLiteral("xla/big_bird"));
    QVERIFY(list->index(0, CalibrationModel::Correction).data().toString().contains(QStringLiteral("0.937")));
    QVERIFY(child<QTabWidget>(d, "diagnosisTabs")->tabText(2).contains(QStringLiteral("(1)")));
    QVERIFY(!child<QLabel>(d, "storedCalibrationNote")->isHidden());
    // the plan applies it and says so above the results (once the worker has planned with it)
    m_window->document()->waitForResults();
    QCOMPARE(m_window->document()->calibrations().size(), 1);
    QVERIFY(!results->calibrationLabel()->isHidden());
    QVERIFY(results->calibrationLabel()->text().contains(QStringLiteral("xla/big_bird")));
    const double memoryAfter = m_window->document()->result().candidates.first().memory.memory.activations;
    QVERIFY(memoryAfter != memoryBefore);

    // remove through the list
    child<QTableView>(d, "calibrationTable")->selectRow(0);
    QVERIFY(child<QPushButton>(d, "removeCalibration")->isEnabled());
    child<QPushButton>(d, "removeCalibration")->click();
    QCOMPARE(list->rowCount(), 0);
    stored.load();
    QVERIFY(stored.entries().isEmpty());
    m_window->document()->waitForResults();
    QVERIFY(m_window->document()->calibrations().isEmpty());
    QVERIFY(results->calibrationLabel()->isHidden());
    QVERIFY(child<QLabel>(d, "storedCalibrationNote")->isHidden());
    QVERIFY(!d->removeCalibration(QStringLiteral("xla/big_bird"))); // gone already
}

void TestPasteErrorDialog::compilerFigureShowsBothBarsAndCalibrates()
{
    PasteErrorDialog* d = seedDialog();
    QVERIFY(d->result());
    // the compiler planned 10 % more than the estimate (its figure leaves out the runtime's reservation)
    const double estimate = d->result()->builtinEstimate.memory.total();
    const double figure = estimate * 1.10 - d->result()->device.xlaReservedBytes;
    d->setMessage(QStringLiteral("CompiledMemoryStats(generated_code_size_in_bytes=0, argument_size_in_bytes=%1, "
                                 "output_size_in_bytes=0, alias_size_in_bytes=0, temp_size_in_bytes=%2)")
                      .arg(qint64(figure * 0.4))
                      .arg(qint64(figure * 0.6)));
    QVERIFY2(d->result(), qPrintable(d->lastError()));
    QVERIFY(d->report()->isCompilerMemory());
    QCOMPARE(d->result()->observation.source, Observation::Source::CompilerAnalysis);
    QVERIFY(child<QLabel>(d, "diagnosisStatus")->text().contains(QStringLiteral("compiler")));
    const QString view = child<QTextBrowser>(d, "estimateView")->toHtml();
    QVERIFY(view.contains(QStringLiteral("Compiler")));
    QVERIFY(view.contains(QStringLiteral("Estimated")));
    QVERIFY(view.contains(QStringLiteral("bgcolor=\"#2e7d32\"")) || view.contains(QStringLiteral("#2e7d32")));
    QVERIFY(child<QPushButton>(d, "calibrate")->isEnabled());
    QVERIFY(d->calibrate());
    CalibrationStore stored(m_calibrationFile);
    stored.load();
    QCOMPARE(stored.entries().size(), 1);
    QCOMPARE(stored.entries().first().source, QStringLiteral("compiler-analysis"));
    QVERIFY(stored.entries().first().evidence.contains(QStringLiteral("memory_analysis()")));
}

void TestPasteErrorDialog::onChipMemoryGetsItsAdvice()
{
    PasteErrorDialog* d = seedDialog();
    d->setMessage(readText(QStringLiteral(TPUPLAN_TEST_DATA "/oom/real/xla-19.txt")));
    QVERIFY2(d->result(), qPrintable(d->lastError()));
    QCOMPARE(d->result()->observation.memoryKind, MemoryKind::Vmem);
    QCOMPARE(d->fixModel()->rowCount(), 0); // no smaller batch, no more chips
    QVERIFY(!child<QPushButton>(d, "calibrate")->isEnabled());
    const QString view = child<QTextBrowser>(d, "estimateView")->toPlainText();
    QVERIFY2(view.contains(QStringLiteral("Smaller kernel block sizes")), qPrintable(view));
    QVERIFY(view.contains(QStringLiteral("MiB")));
}

void TestPasteErrorDialog::calibrationAppliesAtStartup()
{
    {
        PasteErrorDialog* d = seedDialog();
        QVERIFY(d->calibrate());
    }
    m_window.reset();
    MainWindow again(m_builtin, m_settings.get());
    QCOMPARE(again.document()->calibrations().size(), 1);
    again.document()->waitForResults(); // planned on the worker
    QVERIFY(!again.results()->calibrationLabel()->isHidden());
    bool noted = false;
    for (const Reason& n : again.document()->result().notes)
        noted = noted || n.code == QLatin1String("calibration-applied");
    QVERIFY(noted);
    // the dialog of the new window lists it
    QCOMPARE(again.showPasteError()->calibrationModel()->rowCount(), 1);
}

void TestPasteErrorDialog::modelsPassTester()
{
    PasteErrorDialog* d = m_window->showPasteError();
    QAbstractItemModelTester facts(d->factModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester fixes(d->fixModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester list(d->calibrationModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    seedDialog();
    QVERIFY(d->calibrate());
    d->setMessage(readText(fixture("cuda-pytorch2.txt")));
    d->setMessage(readText(fixture("tf2-keras-bigbird-v2-8.txt")));
    QVERIFY(d->removeCalibration(QStringLiteral("xla/big_bird")));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(d, &change);
    QVERIFY(d->fixModel()->rowCount() > 0);
}

void TestPasteErrorDialog::retranslates()
{
    PasteErrorDialog* d = seedDialog();
    const int fixes = d->fixModel()->rowCount();
    QSignalSpy headers(d->fixModel(), &QAbstractItemModel::headerDataChanged);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(d, &change);
    QVERIFY(headers.count() >= 1);
    QCOMPARE(d->fixModel()->rowCount(), fixes);
    QCOMPARE(d->windowTitle(), QStringLiteral("Paste an Error"));
    QVERIFY(d->result());
}

void TestPasteErrorDialog::screenshot()
{
    const QString dir = QCoreApplication::applicationDirPath();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    PasteErrorDialog* d = seedDialog();
    QVERIFY(QTest::qWaitForWindowExposed(d));
    QCoreApplication::processEvents();
    QVERIFY(d->grab().save(dir + QStringLiteral("/tpu-planner-paste-error.png")));
    child<QTabWidget>(d, "diagnosisTabs")->setCurrentIndex(1);
    QCoreApplication::processEvents();
    QVERIFY(d->grab().save(dir + QStringLiteral("/tpu-planner-paste-error-message.png")));
    QVERIFY(d->calibrate());
    child<QTabWidget>(d, "diagnosisTabs")->setCurrentIndex(2);
    QCoreApplication::processEvents();
    QVERIFY(d->grab().save(dir + QStringLiteral("/tpu-planner-paste-error-calibrations.png")));
    d->close();
    QCoreApplication::processEvents();
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/tpu-planner-calibrated.png")));
    qInfo("screenshots: %s/tpu-planner-paste-error*.png, tpu-planner-calibrated.png", qPrintable(dir));
}

QTEST_MAIN(TestPasteErrorDialog)
#include "TestPasteErrorDialog.moc"
