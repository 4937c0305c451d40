// SPDX-License-Identifier: GPL-3.0-or-later
// The main window driven through its real widgets, offscreen: inputs change the table and every chart at once;
// invalid values are marked at their field with the reason; undo/redo; selecting a row or clicking a chart point
// drives the other views; plans are saved, opened and exported; layout and inputs come back on the next start; a
// broken catalog or settings file gives a message and the app still opens with the built-in catalog; start-up time;
// and a screenshot of the window saved next to the test binary.
#include "AboutDialog.h"
#include "AppSettings.h"
#include "Appearance.h"
#include "CatalogView.h"
#include "DefaultPlan.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "PreferencesDialog.h"
#include "ResultsView.h"
#include "Startup.h"
#include "Version.h"
#include "charts/CostTimeChart.h"
#include "charts/MemoryBreakdownChart.h"
#include "charts/MemoryVsSeqLenChart.h"
#include "charts/PreemptionSpreadChart.h"
#include "inputs/ConstraintsPanel.h"
#include "inputs/FieldStatus.h"
#include "inputs/HardwarePanel.h"
#include "inputs/InputsView.h"
#include "inputs/ModelPanel.h"
#include "inputs/PreemptionPanel.h"
#include "inputs/TrainingPanel.h"
#include "models/CandidateTableModel.h"
#include "models/CatalogTableModel.h"
#include "models/MemoryBreakdownModel.h"
#include "models/PreemptionSpreadModel.h"
#include "models/SeqLenMemoryModel.h"
#include "plan/CandidateKey.h"
#include "plan/PlanFile.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtCharts/QBarSet>
#include <QtCharts/QBoxPlotSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;
QT_CHARTS_USE_NAMESPACE

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void startupTime();
    void firstScreenShowsSeedPlan();
    void changingInputsUpdatesTableAndCharts_data();
    void changingInputsUpdatesTableAndCharts();
    void invalidInputMarkedAtField_data();
    void invalidInputMarkedAtField();
    void undoRedoInputChanges();
    void typingMergesIntoOneUndoStep();
    void selectingRowDrivesCharts();
    void clickingPointSelectsRow();
    void hardwareTreeEdits();
    void importModelConfig_data();
    void importModelConfig();
    void saveOpenRoundTrip();
    void exportJson();
    void layoutAndInputsRestored();
    void corruptSettingsShowMessage_data();
    void corruptSettingsShowMessage();
    void brokenUserCatalogAtStartup();
    void openUserCatalog();
    void menusAndShortcuts();
    void aboutAndPreferences();
    void languageSwitchInPlace();
    void selectionLivesInDocument();
    void issuesComputedOncePerEdit();
    void screenshot();

private:
    std::unique_ptr<MainWindow> makeWindow(const Catalog& catalog = Catalog());
    static QString data(const char* path) { return QStringLiteral(TPUPLAN_TEST_DATA "/") + QString::fromUtf8(path); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    Catalog m_builtin;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

void TestMainWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("設定/tpu-planner.conf")));
}

void TestMainWindow::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TestMainWindow::makeWindow(const Catalog& catalog)
{
    auto w = std::make_unique<MainWindow>(catalog.generations().isEmpty() ? m_builtin : catalog, m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    w->document()->waitForResults(); // the first results (planned on the worker) in every view
    return w;
}

void TestMainWindow::startupTime()
{
    QElapsedTimer t;
    t.start();
    StartupCatalog startup = loadStartupCatalog(QString());
    auto w = makeWindow(startup.catalog);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    const QPixmap painted = w->grab();
    const qint64 ms = t.elapsed();
    QVERIFY(!painted.isNull());
    qInfo("start-up to a painted window: %lld ms", ms);
    QVERIFY2(ms < 1500, qPrintable(QStringLiteral("start-up took %1 ms").arg(ms)));
}

void TestMainWindow::firstScreenShowsSeedPlan()
{
    auto w = makeWindow();
    ResultsView* r = w->results();
    QCOMPARE(w->document()->input().modelRef, QStringLiteral("bigbird-roberta-base"));
    QCOMPARE(w->inputs()->trainingPanel()->seqLenBox()->value(), 4096);
    QVERIFY(r->candidateModel()->rowCount() >= 10);
    QCOMPARE(w->document()->currentCandidate(), 0);
    QVERIFY(r->summaryLabel()->text().contains(QStringLiteral("candidates evaluated")));
    QVERIFY(r->reasonsView()->toPlainText().contains(QStringLiteral("Fits")));
    QVERIFY(r->bannerLabel()->isHidden());
    // every chart has data
    QVERIFY(r->costTimeChart()->fittingSeries()->count() + r->costTimeChart()->paretoSeries()->count() >= 10);
    QVERIFY(r->costTimeChart()->frontSeries()->count() >= 2);
    QCOMPARE(r->costTimeChart()->selectedSeries()->count(), 1);
    QCOMPARE(r->memoryChart()->barSeries()->count(), MemoryBreakdownModel::kPartCount);
    QVERIFY(r->memoryChart()->categories().size() >= 2);
    QCOMPARE(r->memoryChart()->deviceMemoryLevels().first(), 8.0); // the v2-8 first: 8 GiB per core
    QVERIFY(r->seqLenChart()->withoutSeries()->count() > 10);
    QCOMPARE(r->seqLenChart()->hbmSeries().size(), 2); // 8 and 16 GiB
    QVERIFY(r->spreadChart()->categories().contains(QStringLiteral("P90")));
    // the calibration band: in the table, on the selected point of the cost-time chart and on the expected run
    const Candidate& first = *r->candidateModel()->candidate(0);
    QVERIFY(
        r->table()->model()->index(0, CandidateTableModel::StepTime).data().toString().contains(QStringLiteral("–")));
    QVERIFY(!r->table()->model()->index(0, CandidateTableModel::Mfu).data().toString().isEmpty());
    QCOMPARE(r->costTimeChart()->bandSeries()->count(), 2);
    QCOMPARE(r->costTimeChart()->bandSeries()->at(0).x(), first.expectedHoursBand.low);
    QCOMPARE(r->costTimeChart()->bandSeries()->at(1).y(), first.expectedCostBand.high);
    QCOMPARE(r->spreadChart()->bandSeries()->count(), 1);
    QCOMPARE(w->inputs()->invalidFields().size(), 0);
}

void TestMainWindow::changingInputsUpdatesTableAndCharts_data()
{
    QTest::addColumn<QString>("what");
    QTest::addRow("sequence length") << "seq";
    QTest::addRow("global batch") << "batch";
    QTest::addRow("preemption rate") << "rate";
    QTest::addRow("precision") << "precision";
    QTest::addRow("optimizer") << "optimizer";
}

void TestMainWindow::changingInputsUpdatesTableAndCharts()
{
    QFETCH(QString, what);
    auto w = makeWindow();
    ResultsView* r = w->results();
    QSignalSpy updated(r, &ResultsView::viewsUpdated);
    QSignalSpy reset(r->candidateModel(), &QAbstractItemModel::modelReset);
    const double memoryBefore = r->candidateModel()
                                    ->index(0, CandidateTableModel::MemoryPerDevice)
                                    .data(CandidateTableModel::RawRole)
                                    .toDouble();
    const QVector<QPointF> curveBefore = r->seqLenChart()->withoutSeries()->pointsVector();
    const QVector<QPointF> pointsBefore
        = r->costTimeChart()->fittingSeries()->pointsVector() + r->costTimeChart()->paretoSeries()->pointsVector();
    const double spreadBefore = r->spreadModel()->index(1, PreemptionSpreadModel::Hours).data().toDouble();
    TrainingPanel* t = w->inputs()->trainingPanel();
    if (what == QLatin1String("seq")) {
        t->seqLenBox()->setFocus();
        t->seqLenBox()->selectAll();
        QTest::keyClicks(t->seqLenBox(), QStringLiteral("2048"));
        QCOMPARE(w->document()->input().seqLen, 2048);
        w->document()->waitForResults();
        QCOMPARE(r->seqLenModel()->currentPoint().x(),
                 2048.0); // same model and batch: the curve stays, the point moves
    } else if (what == QLatin1String("batch")) {
        t->globalBatchBox()->setValue(64);
        QCOMPARE(w->document()->input().globalBatch, 64);
    } else if (what == QLatin1String("rate")) {
        w->inputs()->preemptionPanel()->rateBox()->setValue(0.5);
        QCOMPARE(w->document()->input().preemptionRatePerHour, 0.5);
    } else if (what == QLatin1String("precision")) {
        t->precisionBox(Precision::Bf16Mixed)->click();
        QVERIFY(w->document()->input().precisions.contains(Precision::Bf16Mixed));
    } else {
        QComboBox* box = t->optimizerBox();
        box->setCurrentIndex(box->findData(QStringLiteral("adafactor")));
        emit box->activated(box->currentIndex());
        QCOMPARE(w->document()->input().optimizer, OptimizerKind::Adafactor);
    }
    // planned on the worker: the views keep the results shown until the new ones arrive
    w->document()->waitForResults();
    QVERIFY(reset.count() >= 1);
    QVERIFY(updated.count() >= 1);
    QVERIFY(!w->document()->resultsStale());
    const double memoryAfter = r->candidateModel()
                                   ->index(0, CandidateTableModel::MemoryPerDevice)
                                   .data(CandidateTableModel::RawRole)
                                   .toDouble();
    const QVector<QPointF> pointsAfter
        = r->costTimeChart()->fittingSeries()->pointsVector() + r->costTimeChart()->paretoSeries()->pointsVector();
    const double spreadAfter = r->spreadModel()->index(1, PreemptionSpreadModel::Hours).data().toDouble();
    if (what == QLatin1String("rate")) {
        QVERIFY(pointsAfter != pointsBefore);
        QVERIFY(spreadAfter != spreadBefore);
    } else if (what == QLatin1String("batch") || what == QLatin1String("seq")) {
        QVERIFY(memoryAfter != memoryBefore || pointsAfter != pointsBefore);
        if (what == QLatin1String("batch"))
            QVERIFY(r->seqLenChart()->withoutSeries()->pointsVector() != curveBefore); // 8 per device instead of 2
    } else {
        QVERIFY(memoryAfter != memoryBefore || pointsAfter != pointsBefore
                || r->candidateModel()->rowCount() != int(pointsBefore.size()));
    }
    // the chart shows what the table lists
    int points = 0;
    for (QScatterSeries* s :
         {r->costTimeChart()->fittingSeries(), r->costTimeChart()->paretoSeries(), r->costTimeChart()->otherSeries()})
        points += s->count();
    QCOMPARE(points, r->candidateModel()->rowCount());
}

void TestMainWindow::invalidInputMarkedAtField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("reason");
    QTest::addRow("sequence longer than the model") << "seq_len"
                                                    << "position embeddings";
    QTest::addRow("heads do not divide hidden") << "num_attention_heads"
                                                << "must divide hidden_size";
    QTest::addRow("safety margin too large") << "safety_margin"
                                             << "below 0.9";
    QTest::addRow("preemption rate too high") << "rate_per_hour"
                                              << "per hour";
    QTest::addRow("no precision allowed") << "precision"
                                          << "at least one precision";
    QTest::addRow("no region checked") << "regions"
                                       << "at least one region";
    QTest::addRow("tokens without a value") << "run_length"
                                            << "between 1 and 10^18";
}

void TestMainWindow::invalidInputMarkedAtField()
{
    QFETCH(QString, field);
    QFETCH(QString, reason);
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    ResultsView* r = w->results();
    InputsView* in = w->inputs();
    QListWidget* regions = in->hardwarePanel()->regionList();
    if (field == QLatin1String("regions")) { // one region left checked: still valid
        regions->item(0)->setCheckState(Qt::Checked);
        for (int i = 1; i < regions->count(); ++i)
            regions->item(i)->setCheckState(Qt::Unchecked);
        QVERIFY(!w->document()->resultsStale());
    }
    const int rowsBefore = r->candidateModel()->rowCount();
    const QString firstBefore = r->candidateModel()->index(0, 0).data(CandidateTableModel::KeyRole).toString();
    if (field == QLatin1String("seq_len")) {
        in->trainingPanel()->seqLenBox()->setValue(8192);
    } else if (field == QLatin1String("num_attention_heads")) {
        in->modelPanel()->headsBox()->setValue(7);
    } else if (field == QLatin1String("safety_margin")) {
        in->constraintsPanel()->safetyMarginBox()->setValue(0.95);
    } else if (field == QLatin1String("rate_per_hour")) {
        in->preemptionPanel()->rateBox()->setValue(20);
    } else if (field == QLatin1String("precision")) {
        in->trainingPanel()->precisionBox(Precision::Fp32)->click();
    } else if (field == QLatin1String("regions")) {
        regions->item(0)->setCheckState(Qt::Unchecked);
    } else if (field == QLatin1String("run_length")) {
        QComboBox* box = in->trainingPanel()->runLengthBox();
        box->setCurrentIndex(box->findData(int(RunLength::Tokens)));
        emit box->activated(box->currentIndex());
    }
    FieldStatus* f = in->field(field);
    QVERIFY(f);
    QVERIFY2(f->isInvalid(), qPrintable(field));
    QVERIFY2(f->issue().contains(reason), qPrintable(f->issue()));
    QVERIFY(f->messageLabel()->isVisible());
    QVERIFY(f->messageLabel()->text().contains(reason));
    QVERIFY(f->editor()->toolTip().contains(reason));
    QCOMPARE(f->property("invalid").toBool(), true);
    // the results stay those of the last valid inputs, and say so
    QVERIFY(w->document()->resultsStale());
    QVERIFY(r->bannerLabel()->isVisible());
    QCOMPARE(r->candidateModel()->rowCount(), rowsBefore);
    QCOMPARE(r->candidateModel()->index(0, 0).data(CandidateTableModel::KeyRole).toString(), firstBefore);
    // undo makes the input valid again and clears the mark
    if (field == QLatin1String("regions")) {
        in->hardwarePanel()->regionList()->item(0)->setCheckState(Qt::Checked);
    } else {
        w->undoAction()->trigger();
    }
    QVERIFY2(!f->isInvalid(), qPrintable(f->issue()));
    QVERIFY(!w->document()->resultsStale());
    QVERIFY(r->bannerLabel()->isHidden());
    QCOMPARE(in->invalidFields().size(), 0);
}

void TestMainWindow::undoRedoInputChanges()
{
    auto w = makeWindow();
    QUndoStack* stack = w->document()->undoStack();
    QVERIFY(stack->isClean());
    QVERIFY(!w->undoAction()->isEnabled());
    w->inputs()->trainingPanel()->globalBatchBox()->setValue(32);
    w->inputs()->constraintsPanel()->safetyMarginBox()->setValue(0.2);
    QCOMPARE(stack->count(), 2);
    QVERIFY(w->isWindowModified());
    QVERIFY(w->undoAction()->text().contains(QStringLiteral("safety margin")));
    w->undoAction()->trigger();
    QCOMPARE(w->document()->input().safetyMargin, 0.1);
    QCOMPARE(w->inputs()->constraintsPanel()->safetyMarginBox()->value(), 0.1);
    w->undoAction()->trigger();
    QCOMPARE(w->document()->input().globalBatch, 16);
    QCOMPARE(w->inputs()->trainingPanel()->globalBatchBox()->value(), 16);
    QVERIFY(!w->isWindowModified());
    w->redoAction()->trigger();
    QCOMPARE(w->document()->input().globalBatch, 32);
    QCOMPARE(w->inputs()->trainingPanel()->globalBatchBox()->value(), 32);
    w->document()->waitForResults(); // the results of the input redone
    QCOMPARE(w->results()->candidateModel()->candidate(0)->device.devices
                 * w->results()->candidateModel()->candidate(0)->batchPerDevice
                 * w->results()->candidateModel()->candidate(0)->accumulation,
             32);
}

void TestMainWindow::typingMergesIntoOneUndoStep()
{
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QSpinBox* box = w->inputs()->trainingPanel()->seqLenBox();
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("1024"));
    QCOMPARE(w->document()->input().seqLen, 1024);
    QCOMPARE(w->document()->undoStack()->count(), 1); // 1, 10, 102, 1024: one step
    w->undoAction()->trigger();
    QCOMPARE(w->document()->input().seqLen, 4096);
}

void TestMainWindow::selectingRowDrivesCharts()
{
    auto w = makeWindow();
    ResultsView* r = w->results();
    // an on-demand candidate: never preempted, two bars; a spot one further down: simulated when selected
    int onDemand = -1, spot = -1;
    for (int i = Planner::kSimulatedCandidates; i < r->candidateModel()->rowCount(); ++i) {
        const Candidate* c = r->candidateModel()->candidate(i);
        if (onDemand < 0 && c->offering.pricing == PricingModel::OnDemand)
            onDemand = i;
        if (spot < 0 && c->offering.pricing == PricingModel::Spot && !c->spread)
            spot = i;
    }
    QVERIFY(onDemand > 0 && spot > 0);
    r->table()->selectRow(r->candidateProxy()->mapFromSource(r->candidateModel()->index(onDemand, 0)).row());
    QCOMPARE(w->document()->currentCandidate(), onDemand);
    QCOMPARE(r->memoryModel()->index(0, 0).data(MemoryBreakdownModel::CandidateRowRole).toInt(), onDemand);
    QCOMPARE(r->spreadModel()->rowCount(), 2);
    QCOMPARE(r->spreadChart()->categories().size(), 1); // expected; the uninterrupted run is the dashed line
    QCOMPARE(r->costTimeChart()->selectedSeries()->at(0).x(), r->candidateModel()->candidate(onDemand)->expectedHours);
    QVERIFY(r->reasonsView()->toPlainText().contains(QStringLiteral("#%1 ").arg(onDemand + 1)));

    w->document()->setCurrentCandidate(spot);
    QCOMPARE(r->spreadModel()->rowCount(), 5); // P10/P50/P90 simulated on selection (Planner::simulate)
    QVERIFY(w->document()->result().candidates[spot].spread.has_value());
    QVERIFY(r->candidateModel()->candidate(spot)->spread.has_value());
    QVERIFY(r->spreadChart()->categories().contains(QStringLiteral("P50")));
    QCOMPARE(r->spreadChart()->costSeries()->count(), 4);

    // sorting the table keeps the selection on the same candidate
    r->table()->sortByColumn(CandidateTableModel::ExpectedTime, Qt::DescendingOrder);
    QCOMPARE(w->document()->currentCandidate(), spot);
    r->table()->sortByColumn(CandidateTableModel::Rank, Qt::AscendingOrder);
}

void TestMainWindow::clickingPointSelectsRow()
{
    auto w = makeWindow();
    ResultsView* r = w->results();
    CostTimeChart* chart = r->costTimeChart();
    QScatterSeries* series = chart->fittingSeries();
    QVERIFY(series->count() > 2);
    const int index = series->count() - 1;
    const int row = chart->rowOfPoint(series, index);
    QVERIFY(row > 0);
    QSignalSpy clicked(chart, &CostTimeChart::candidateClicked);
    chart->clickPoint(series, series->at(index));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(w->document()->currentCandidate(), row);
    const QModelIndexList selected = r->table()->selectionModel()->selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(r->candidateProxy()->mapToSource(selected.first()).row(), row);
    QCOMPARE(chart->selectedSeries()->at(0), series->at(index));
    // the Pareto points select their rows too
    QScatterSeries* pareto = chart->paretoSeries();
    QVERIFY(pareto->count() >= 1);
    chart->clickPoint(pareto, pareto->at(0));
    QVERIFY(r->candidateModel()->candidate(w->document()->currentCandidate())->pareto);
}

void TestMainWindow::hardwareTreeEdits()
{
    auto w = makeWindow();
    HardwarePanel* h = w->inputs()->hardwarePanel();
    QTreeWidget* tree = h->hardwareTree();
    // the seed lists v2-8 and v3-8: v2 and v3 are partly checked
    QCOMPARE(tree->topLevelItem(0)->checkState(0), Qt::PartiallyChecked);
    QCOMPARE(tree->topLevelItem(2)->checkState(0), Qt::Unchecked);
    // checking the whole v4 generation adds every v4 slice at once (one edit)
    const int before = w->document()->undoStack()->count();
    tree->topLevelItem(2)->setCheckState(0, Qt::Checked);
    h->flush();
    QCOMPARE(w->document()->undoStack()->count(), before + 1);
    const PlanInput& in = w->document()->input();
    QVERIFY(in.hardware.contains(QStringLiteral("v2-8")));
    QVERIFY(in.hardware.contains(QStringLiteral("v4-8")));
    QVERIFY(in.hardware.size() > 3);
    // all TPU generations fully checked: stored as "every generation"
    for (int i = 0; i + 1 < tree->topLevelItemCount(); ++i)
        tree->topLevelItem(i)->setCheckState(0, Qt::Checked);
    h->flush();
    QVERIFY(w->document()->input().hardware.isEmpty());
    QVERIFY(w->document()->input().generations.isEmpty());
    QVERIFY(!w->document()->input().includeGpus);
    QVERIFY(w->results()->summaryLabel()->text().contains(QStringLiteral("evaluated")));
    // nothing checked is marked at the field
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        tree->topLevelItem(i)->setCheckState(0, Qt::Unchecked);
    h->flush();
    QVERIFY(w->inputs()->field(QStringLiteral("hardware"))->isInvalid());
    w->undoAction()->trigger();
    QVERIFY(!w->inputs()->field(QStringLiteral("hardware"))->isInvalid());
}

void TestMainWindow::importModelConfig_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("ok");
    QTest::addRow("bert-base-uncased config.json") << data("hf/bert-base-uncased/config.json") << true;
    QTest::addRow("gpt2: a decoder") << data("hf/gpt2/config.json") << true;
    QTest::addRow("t5: an encoder-decoder, refused") << data("hf/t5-small/config.json") << false;
    QTest::addRow("broken JSON") << data("hf/broken.json") << false;
}

void TestMainWindow::importModelConfig()
{
    QFETCH(QString, file);
    QFETCH(bool, ok);
    auto w = makeWindow();
    ModelPanel* m = w->inputs()->modelPanel();
    w->inputs()->trainingPanel()->seqLenBox()->setValue(512); // BERT has 512 positions
    QCOMPARE(m->importModelFile(file), ok);
    FieldStatus* f = w->inputs()->field(QStringLiteral("model"));
    if (ok) {
        QCOMPARE(w->document()->input().modelRef, QFileInfo(file).absoluteFilePath());
        QCOMPARE(w->document()->input().model.hiddenSize, 768);
        QVERIFY(m->sourceBox()->currentText().contains(QStringLiteral("config.json")));
        QVERIFY(!f->isInvalid());
        QVERIFY(!w->document()->resultsStale());
    } else {
        QVERIFY(f->isInvalid());
        QVERIFY(f->issue().contains(QFileInfo(file).fileName()));
        QCOMPARE(w->document()->input().modelRef, QStringLiteral("bigbird-roberta-base"));
    }
    // editing an architecture field makes the model custom
    m->layersBox()->setValue(6);
    QCOMPARE(w->document()->input().model.layers, 6);
    QCOMPARE(w->document()->input().model.id, QStringLiteral("custom"));
    QCOMPARE(m->sourceBox()->currentData().toString(), QStringLiteral("custom"));
}

void TestMainWindow::saveOpenRoundTrip()
{
    auto w = makeWindow();
    w->inputs()->trainingPanel()->globalBatchBox()->setValue(64);
    w->inputs()->constraintsPanel()->budgetBox()->setValue(500);
    w->inputs()->modelPanel()->layersBox()->setValue(10); // a custom model is written inline
    const QString path = m_dir->filePath(QStringLiteral("計画 plan.yaml"));
    QVERIFY(w->savePlan(path, false));
    QVERIFY(w->document()->undoStack()->isClean());
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("計画 plan.yaml")));
    const QByteArray saved = PlanFile::serialize(w->document()->input());
    w->newPlan();
    QCOMPARE(w->document()->input().globalBatch, 16);
    QVERIFY(w->openPlan(path, false));
    QCOMPARE(PlanFile::serialize(w->document()->input()), saved);
    QCOMPARE(w->inputs()->trainingPanel()->globalBatchBox()->value(), 64);
    QCOMPARE(w->inputs()->modelPanel()->layersBox()->value(), 10);
    QCOMPARE(w->document()->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!w->openPlan(data("catalog/broken-price.yaml"), false)); // not a plan: refused, nothing changes
    QCOMPARE(w->document()->input().globalBatch, 64);
}

void TestMainWindow::exportJson()
{
    auto w = makeWindow();
    QVERIFY(w->exportAction()->isEnabled());
    QVERIFY(w->exportAction()->text().contains(QStringLiteral("Export")));
    const QString path = m_dir->filePath(QStringLiteral("plan.json"));
    QVERIFY(w->exportReport(path, false)); // the report's JSON (tests/gui/TestExport.cpp checks every format)
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    QVERIFY(o.contains(QStringLiteral("candidates")) || o.contains(QStringLiteral("result")));
}

void TestMainWindow::layoutAndInputsRestored()
{
    {
        auto w = makeWindow();
        w->resize(1300, 820);
        w->inputs()->trainingPanel()->seqLenBox()->setValue(2048);
        w->inputs()->preemptionPanel()->rateBox()->setValue(0.12);
        w->saveSettings();
    }
    AppSettings again(m_settings->fileName());
    QVERIFY(again.problems().isEmpty());
    MainWindow w(m_builtin, &again);
    QCOMPARE(w.document()->input().seqLen, 2048);
    QCOMPARE(w.document()->input().preemptionRatePerHour, 0.12);
    QCOMPARE(w.inputs()->trainingPanel()->seqLenBox()->value(), 2048);
    QCOMPARE(w.size(), QSize(1300, 820));
    QVERIFY(again.problems().isEmpty());
}

void TestMainWindow::corruptSettingsShowMessage_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::addRow("last inputs are not a plan")
        << QByteArray("[plan]\nlastInput=\"model: nope\\ntraining: {seq_len: -4}\"\n")
        << "last inputs could not be restored";
    QTest::addRow("candidates shown is not a number")
        << QByteArray("[preferences]\ncandidatesShown=viele\n") << "number of candidates shown";
    QTest::addRow("safety margin out of range") << QByteArray("[preferences]\nsafetyMargin=7\n") << "safety margin";
    QTest::addRow("unreadable file (unclosed section)") << QByteArray("[window\ngeometry=1\n") << "could not be read";
    QTest::addRow("garbage geometry is ignored")
        << QByteArray("[window]\ngeometry=@ByteArray(\\x1\\x2garbage)\nstate=zzz\n") << QString();
}

void TestMainWindow::corruptSettingsShowMessage()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString file = m_dir->filePath(QStringLiteral("broken.conf"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    AppSettings settings(file);
    MainWindow w(m_builtin, &settings);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showStartupProblems({}, settings.problems());
    // the window opens with the seed plan and results
    QCOMPARE(w.document()->input().modelRef, QStringLiteral("bigbird-roberta-base"));
    QVERIFY(w.results()->candidateModel()->rowCount() > 0);
    if (expected.isEmpty()) {
        QVERIFY(settings.problems().isEmpty());
        QVERIFY(!w.startupMessage());
        return;
    }
    QCOMPARE(settings.problems().size(), 1);
    QVERIFY2(settings.problems().first().contains(expected), qPrintable(settings.problems().first()));
    if (expected == QLatin1String("could not be read"))
        QVERIFY(QFile::exists(file + QStringLiteral(".broken"))); // kept for the user
    QVERIFY(w.startupMessage());
    QVERIFY(w.startupMessage()->isVisible());
    QVERIFY(w.startupMessage()->text().contains(expected));
    w.startupMessage()->close();
}

void TestMainWindow::brokenUserCatalogAtStartup()
{
    const QString broken = data("catalog/broken-price.yaml");
    const QString good = data("catalog/user-catalog.yaml");
    // a missing user file is no problem; a broken one is reported
    QVERIFY(loadStartupCatalog(m_dir->filePath(QStringLiteral("missing.yaml"))).problems.isEmpty());
    StartupCatalog startup = loadStartupCatalog(broken);
    QCOMPARE(startup.problems.size(), 1);
    QVERIFY(startup.problems.first().contains(QStringLiteral("broken-price.yaml")));
    QVERIFY(startup.usedFiles.isEmpty());
    QCOMPARE(startup.catalog.prices().size(), m_builtin.prices().size()); // the built-in catalog, untouched
    QVERIFY(startup.catalog.userFiles().isEmpty());

    auto w = makeWindow(startup.catalog);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->showStartupProblems(startup.problems);
    QVERIFY(w->startupMessage() && w->startupMessage()->isVisible());
    QVERIFY(w->startupMessage()->text().contains(QStringLiteral("broken-price.yaml")));
    QVERIFY(w->catalogView()->errorLabel()->text().contains(QStringLiteral("broken-price.yaml")));
    QVERIFY(w->results()->candidateModel()->rowCount() > 0);
    w->startupMessage()->close();

    // a good user catalog is merged
    const StartupCatalog ok = loadStartupCatalog(good);
    QVERIFY(ok.problems.isEmpty());
    QCOMPARE(ok.usedFiles, QStringList{good});
    // a missing file that the settings named is reported when asked
    QCOMPARE(loadStartupCatalog({}, {m_dir->filePath(QStringLiteral("gone.yaml"))}).problems.size(), 1);
}

void TestMainWindow::openUserCatalog()
{
    auto w = makeWindow();
    CatalogView* v = w->catalogView();
    const int offerings = v->offeringsModel()->rowCount();
    QSignalSpy changed(v, &CatalogView::userCatalogChanged);
    QVERIFY(!v->openUserCatalog(data("catalog/broken-price.yaml"), false));
    QVERIFY(!v->lastError().isEmpty());
    QVERIFY(v->lastError().contains(QStringLiteral("broken-price.yaml")));
    QVERIFY(!v->errorLabel()->isHidden());
    QCOMPARE(v->offeringsModel()->rowCount(), offerings);
    QCOMPARE(changed.count(), 0);
    QVERIFY(v->openUserCatalog(data("catalog/user-catalog.yaml"), false));
    QVERIFY(v->errorLabel()->isHidden());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(w->document()->catalog().userFiles().size(), 1);
    QCOMPARE(m_settings->userCatalog(), data("catalog/user-catalog.yaml"));
    v->useBuiltinOnly();
    QVERIFY(w->document()->catalog().userFiles().isEmpty());
    QCOMPARE(m_settings->userCatalog(), QString());
}

void TestMainWindow::menusAndShortcuts()
{
    auto w = makeWindow();
    QHash<QString, QKeySequence> shortcuts;
    for (QAction* a : w->menuActions())
        if (!a->isSeparator())
            shortcuts.insert(a->text().remove(QLatin1Char('&')), a->shortcut());
    QCOMPARE(shortcuts.value(QStringLiteral("New Plan")), QKeySequence(QKeySequence::New));
    QCOMPARE(shortcuts.value(QStringLiteral("Open Plan…")), QKeySequence(QKeySequence::Open));
    QCOMPARE(shortcuts.value(QStringLiteral("Save")), QKeySequence(QKeySequence::Save));
    QCOMPARE(shortcuts.value(QStringLiteral("Save As…")), QKeySequence(QKeySequence::SaveAs));
    QCOMPARE(shortcuts.value(QStringLiteral("Quit")), QKeySequence(QKeySequence::Quit));
    QCOMPARE(shortcuts.value(QStringLiteral("Preferences…")), QKeySequence(QStringLiteral("Ctrl+,")));
    QCOMPARE(shortcuts.value(QStringLiteral("Export…")), QKeySequence(QStringLiteral("Ctrl+E")));
    QVERIFY(shortcuts.contains(QStringLiteral("Save as YAML…")));
    QVERIFY(shortcuts.contains(QStringLiteral("Plan Library…")));
    QVERIFY(shortcuts.contains(QStringLiteral("About TPU Planner")));
    QCOMPARE(w->undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
    QVERIFY(!w->redoAction()->shortcuts().isEmpty());
}

void TestMainWindow::aboutAndPreferences()
{
    AboutDialog about(QStringLiteral("builtin-2026.11"));
    QVERIFY(about.text().contains(QStringLiteral(TPUPLAN_VERSION)));
    QVERIFY(about.text().contains(QStringLiteral("GPL-3.0-or-later")));

    auto w = makeWindow();
    PreferencesDialog prefs(m_settings.get());
    prefs.candidatesBox()->setValue(5);
    prefs.safetyMarginBox()->setValue(0.2);
    prefs.apply();
    QCOMPARE(m_settings->candidatesShown(), 5);
    w->document()->setCandidateLimit(m_settings->candidatesShown());
    w->document()->waitForResults();
    QCOMPARE(w->results()->candidateModel()->rowCount(), 5);
    w->newPlan();
    QCOMPARE(w->document()->input().safetyMargin, 0.2);
}

void TestMainWindow::languageSwitchInPlace()
{
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    PlanDocument* document = w->document();
    PlanInput in = document->input();
    in.seqLen = 2048;
    document->edit(in, QStringLiteral("sequence length"));
    in.globalBatch *= 2;
    document->edit(in, QStringLiteral("global batch"));
    const int steps = document->undoStack()->count();
    QCOMPARE(steps, 2);
    document->waitForResults(); // a candidate of the results of these inputs
    document->setCurrentCandidate(3);
    const QString key = candidateKey(*document->currentCandidateData());
    QMenu* file = w->menuBar()->actions().first()->menu();
    QCOMPARE(file->title(), QStringLiteral("&File"));
    QCOMPARE(w->tabs()->tabText(0), QStringLiteral("Plan"));
    ResultsView* results = w->results();
    QCOMPARE(results->costTimeChart()->chart()->title(), QStringLiteral("Cost against time"));
    CatalogView* catalog = w->catalogView();
    auto* importPrices = catalog->findChild<QPushButton*>(QStringLiteral("importPrices"));
    QVERIFY(importPrices);
    QCOMPARE(importPrices->text(), QStringLiteral("Import Prices…"));

    // Edit ▸ Preferences ▸ Language, applied in place (the same window, the same document)
    const auto chooseLanguage = [&w](const QString& language) { QVERIFY(test::chooseLanguage(w.get(), language)); };
    chooseLanguage(QStringLiteral("ja"));
    QCOMPARE(w->document(), document);
    QCOMPARE(document->undoStack()->count(), steps);
    QCOMPARE(document->undoStack()->index(), steps);
    QCOMPARE(document->input().seqLen, 2048);
    QCOMPARE(file->title(), QStringLiteral("ファイル(&F)"));
    // the results view retranslates itself (it is the same widget), its charts too
    QCOMPARE(w->results(), results);
    QCOMPARE(w->catalogView(), catalog);
    QVERIFY(importPrices->text() != QStringLiteral("Import Prices…"));
    QVERIFY(results->costTimeChart()->chart()->title() != QStringLiteral("Cost against time"));
    QVERIFY(!results->summaryLabel()->text().contains(QStringLiteral("candidates evaluated")));
    QVERIFY(w->grab().save(QCoreApplication::applicationDirPath()
                           + QStringLiteral("/tpu-planner-language-switched-ja.png"))); // for people to look at
    QVERIFY(w->tabs()->tabText(0) != QStringLiteral("Plan"));
    QVERIFY(w->undoAction()->text().contains(QStringLiteral("global batch")));
    QVERIFY(w->undoAction()->text() != QStringLiteral("&Undo global batch"));
    // the selected candidate is the document's: the rebuilt results view shows it
    QCOMPARE(candidateKey(*document->currentCandidateData()), key);
    QCOMPARE(w->results()
                 ->candidateProxy()
                 ->mapToSource(w->results()->table()->selectionModel()->selectedRows().value(0))
                 .row(),
             document->currentCandidate());
    QVERIFY(w->findChild<QMenu*>(QStringLiteral("toolsMenu")));

    // and back: the history still undoes both edits
    chooseLanguage(QStringLiteral("en"));
    QCOMPARE(file->title(), QStringLiteral("&File"));
    QCOMPARE(w->tabs()->tabText(0), QStringLiteral("Plan"));
    QCOMPARE(w->undoAction()->text(), QStringLiteral("&Undo global batch"));
    QCOMPARE(importPrices->text(), QStringLiteral("Import Prices…"));
    QCOMPARE(results->costTimeChart()->chart()->title(), QStringLiteral("Cost against time"));
    QVERIFY(results->summaryLabel()->text().contains(QStringLiteral("candidates evaluated")));
    QCOMPARE(document->undoStack()->count(), steps);
    w->undoAction()->trigger();
    w->undoAction()->trigger();
    QCOMPARE(document->input().seqLen, 4096);
    applyLanguage(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

void TestMainWindow::selectionLivesInDocument()
{
    auto w = makeWindow();
    PlanDocument* document = w->document();
    ResultsView* r = w->results();
    QSignalSpy current(document, &PlanDocument::currentCandidateChanged);
    document->setCurrentCandidate(4);
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.first().first().toInt(), 4);
    QCOMPARE(r->candidateProxy()->mapToSource(r->table()->selectionModel()->selectedRows().value(0)).row(), 4);
    document->setCurrentCandidate(4); // the same: no signal
    QCOMPARE(current.count(), 1);
    document->setCurrentCandidate(100000); // out of range: none
    QCOMPARE(document->currentCandidate(), -1);
    QVERIFY(!document->currentCandidateData());
    QVERIFY(r->table()->selectionModel()->selectedRows().isEmpty());
    // a new result keeps the selected candidate when it is still listed
    document->setCurrentCandidate(2);
    const QString key = candidateKey(*document->currentCandidateData());
    PlanInput in = document->input();
    in.safetyMargin += 0.01;
    current.clear();
    document->edit(in, QStringLiteral("safety margin"));
    QVERIFY(document->planning()); // on the worker: the selection stays until the new results arrive
    QCOMPARE(candidateKey(*document->currentCandidateData()), key);
    document->waitForResults();
    QVERIFY(!document->planning());
    QVERIFY(current.count() >= 1);
    QCOMPARE(candidateKey(*document->currentCandidateData()), key);
    // the saved-plan identity is the document's
    QSignalSpy saved(document, &PlanDocument::savedPlanChanged);
    document->setSavedPlan(SavedPlan{7, QStringLiteral("計画"), 1, 3, QStringLiteral("notes")});
    QCOMPARE(saved.count(), 1);
    QVERIFY(document->isLibraryPlan());
    QCOMPARE(document->displayName(), QStringLiteral("計画 (revision 1)"));
    QVERIFY(w->windowTitle().startsWith(QStringLiteral("計画 (revision 1)")));
    document->setSavedPlan(SavedPlan{});
    QCOMPARE(document->displayName(), QStringLiteral("Untitled plan"));
}

void TestMainWindow::issuesComputedOncePerEdit()
{
    auto w = makeWindow();
    PlanDocument* document = w->document();
    PlanInput in = document->input();
    in.seqLen = 1 << 20; // beyond the model's positions
    document->edit(in, QStringLiteral("sequence length"));
    const QVector<InputIssue>& issues = document->issues();
    QVERIFY(!issues.isEmpty());
    QVERIFY(!document->inputValid());
    QCOMPARE(&document->issues(), &issues); // cached: the same vector, not recomputed per call
    QVERIFY(document->resultsStale());
    QVERIFY(!document->currentCandidateData()); // stale results offer no candidate to save or compare
    document->undoStack()->undo();
    QVERIFY(document->issues().isEmpty());
    QVERIFY(document->currentCandidateData());
}

void TestMainWindow::screenshot()
{
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QCoreApplication::processEvents();
    const QPixmap shot = w->grab();
    QCOMPARE(shot.size(), QSize(1400, 900));
    const QString path = QCoreApplication::applicationDirPath() + QStringLiteral("/tpu-planner-mainwindow.png");
    QVERIFY(shot.save(path));
    qInfo("screenshot: %s", qPrintable(path));
    // an invalid input, the whole catalog, and the catalog tab, for people to look at
    const QString dir = QCoreApplication::applicationDirPath();
    w->inputs()->trainingPanel()->seqLenBox()->setValue(8192);
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(dir + QStringLiteral("/tpu-planner-invalid-input.png")));
    w->document()->reset(wholeCatalogPlan());
    w->document()->setCurrentCandidate(7);
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(dir + QStringLiteral("/tpu-planner-whole-catalog.png")));
    w->tabs()->setCurrentWidget(w->catalogView());
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(dir + QStringLiteral("/tpu-planner-catalog.png")));
}

QTEST_MAIN(TestMainWindow)
#include "TestMainWindow.moc"
