// SPDX-License-Identifier: GPL-3.0-or-later
// The Serve tab driven offscreen: inputs set through its widgets plan at once (a whole-catalog serving search in well
// under a second), the table lists ranked configurations, the selected one's charts have data (cost against TPOT with
// the Pareto front, throughput and latency against concurrency, the memory split against the device) and its details
// carry its reasons and launch command; a plan saved and reopened is the same; a bad file is a message naming the
// field, never a crash; the window opens a serving plan file in the Serve tab.
#include "AppSettings.h"
#include "CoreHelpers.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "serve/ServeCandidateModel.h"
#include "serve/ServeCostChart.h"
#include "serve/ServeDocument.h"
#include "serve/ServeInputsPanel.h"
#include "serve/ServeMemoryChart.h"
#include "serve/ServePlanFile.h"
#include "serve/ServeSweepChart.h"
#include "serve/ServeView.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
const QDate kToday(2026, 12, 1);

struct Fixture
{
    std::unique_ptr<ServeDocument> document;
    std::unique_ptr<ServeView> view;
    Fixture()
        : document(std::make_unique<ServeDocument>(test::builtinCatalog()))
    {
        document->setToday(kToday);
        view = std::make_unique<ServeView>(document.get());
        view->resize(1400, 900);
    }
};

void selectData(QComboBox* box, const QString& data)
{
    const int i = box->findData(data);
    QVERIFY2(i >= 0, qPrintable(data));
    box->setCurrentIndex(i);
}
} // namespace

class TestServeView : public QObject
{
    Q_OBJECT
private slots:
    void defaultPlan();
    void inputsPlan_data();
    void inputsPlan();
    void selectionFollows();
    void saveAndReopen();
    void badFile();
    void windowOpensServePlan();
};

void TestServeView::defaultPlan()
{
    Fixture f;
    QAbstractItemModelTester tester(f.view->candidateModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const ServeDocument& d = *f.document;
    QVERIFY2(d.issues().isEmpty(), qPrintable(d.issues().value(0).toString()));
    // the bench of issue 28: a whole-catalog serving search in well under a second
    QVERIFY2(d.lastPlanMilliseconds() < 1000, qPrintable(QString::number(d.lastPlanMilliseconds())));
    qInfo("whole-catalog serving search: %.1f ms, %d configurations", d.lastPlanMilliseconds(), d.result().evaluated);
    const ServeCandidateModel* model = f.view->candidateModel();
    QVERIFY(model->rowCount() > 1);
    QCOMPARE(model->rowCount(), int(d.result().candidates.size()));
    // ranked: the first meets the targets, and the usable priced rows go up in cost per million output tokens
    QVERIFY(model->index(0, 0).data(ServeCandidateModel::UsableRole).toBool());
    double previous = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex i = model->index(row, ServeCandidateModel::UsdPerMillion);
        if (!i.data(ServeCandidateModel::UsableRole).toBool() || !i.data(ServeCandidateModel::PricedRole).toBool())
            break;
        QVERIFY(i.data(ServeCandidateModel::RawRole).toDouble() >= previous);
        previous = i.data(ServeCandidateModel::RawRole).toDouble();
        // the targets: 50 ms per output token
        QVERIFY(model->index(row, ServeCandidateModel::Tpot).data(ServeCandidateModel::RawRole).toDouble() <= 0.05);
    }
    QVERIFY(previous > 0);
    QCOMPARE(model->index(0, ServeCandidateModel::Rank).data().toString(), QStringLiteral("1"));
    QVERIFY(model->index(0, ServeCandidateModel::UsdPerMillion).data().toString().contains(QLatin1Char('$')));

    // the charts of the selected (first) configuration
    QCOMPARE(d.currentCandidate(), 0);
    const ServeCostChart* cost = f.view->costChart();
    QVERIFY(cost->paretoSeries()->count() > 0);
    QCOMPARE(cost->frontSeries()->count(), int(d.result().paretoFront.size()));
    QCOMPARE(cost->selectedSeries()->count(), 1);
    const ServeSweepChart* sweep = f.view->sweepChart();
    QVERIFY(sweep->throughputSeries()->count() > 3);
    QCOMPARE(sweep->tpotSeries()->count(), sweep->throughputSeries()->count());
    QCOMPARE(sweep->operatingPoint()->count(), 1);
    // more requests in flight: more tokens per second, and a longer time per token
    const QVector<QPointF> tokens = sweep->throughputSeries()->pointsVector();
    const QVector<QPointF> tpot = sweep->tpotSeries()->pointsVector();
    QVERIFY(tokens.last().y() > tokens.first().y());
    QVERIFY(tpot.last().y() > tpot.first().y());
    const ServeMemoryChart* memory = f.view->memoryChart();
    const QVector<double> parts = memory->partsGiB();
    QCOMPARE(parts.size(), 4);
    QVERIFY(parts[0] > 0); // weights
    QVERIFY(parts[3] > 0); // KV cache pool
    QVERIFY(memory->capacityGiB() > parts[0]);
    // the details: reasons and the command that starts it
    const QString details = f.view->details()->toPlainText();
    QVERIFY2(details.contains(QStringLiteral("TPOT")), qPrintable(details));
    QVERIFY2(details.contains(QStringLiteral("--tensor-parallel-size"))
                 || details.contains(QStringLiteral("maxengine")),
             qPrintable(details));
}

void TestServeView::inputsPlan_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("traffic");
    QTest::addColumn<double>("load");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("engine");
    QTest::newRow("v6e-8, 32 users") << "v6e-8"
                                     << "concurrency" << 32.0 << "fp8"
                                     << "";
    QTest::newRow("h100, 5 requests/s, sglang") << "h100-80"
                                                << "request-rate" << 5.0 << "bf16"
                                                << "sglang";
    QTest::newRow("v5e-16 offline, jetstream") << "v5litepod-16"
                                               << "offline" << 0.0 << "int8"
                                               << "jetstream";
}

void TestServeView::inputsPlan()
{
    QFETCH(QString, hardware);
    QFETCH(QString, traffic);
    QFETCH(double, load);
    QFETCH(QString, precision);
    QFETCH(QString, engine);
    Fixture f;
    ServeInputsPanel* panel = f.view->inputs();
    selectData(panel->modelBox(), QStringLiteral("llama-3.1-8b"));
    selectData(panel->hardwareBox(), hardware);
    selectData(panel->trafficBox(), traffic);
    if (load > 0)
        panel->loadBox()->setValue(load);
    selectData(panel->precisionBox(), precision);
    selectData(panel->engineBox(), engine);
    // offline traffic has no latency target (ServeInput::issues refuses one)
    const double tpot = traffic == QLatin1String("offline") ? 0.0 : 0.1;
    panel->tpotBox()->setValue(tpot);
    panel->inputLenBox()->setValue(1000);

    const ServeInput& in = f.document->input();
    QCOMPARE(in.modelRef, QStringLiteral("llama-3.1-8b"));
    QCOMPARE(in.hardware, QStringList{hardware});
    QCOMPARE(trafficKindId(in.traffic), traffic);
    if (in.traffic == TrafficKind::RequestRate)
        QCOMPARE(in.requestRate, load);
    else if (in.traffic == TrafficKind::Concurrency)
        QCOMPARE(in.concurrency, int(load));
    QCOMPARE(in.precisions.size(), 1);
    QCOMPARE(servePrecisionId(in.precisions.first()), precision);
    QCOMPARE(in.engine ? serveEngineId(*in.engine) : QString(), engine);
    QCOMPARE(in.tpotTarget, tpot);
    QCOMPARE(in.inputLen, 1000);
    QVERIFY2(f.document->issues().isEmpty(), qPrintable(f.document->issues().value(0).toString()));
    // every row is the chosen hardware, in the chosen precision
    const ServeCandidateModel* model = f.view->candidateModel();
    QVERIFY(model->rowCount() > 0);
    for (const ServeCandidate& c : model->candidates()) {
        QCOMPARE(c.hardware, hardware);
        QCOMPARE(servePrecisionId(c.replica.weights), precision);
    }
    QVERIFY(f.view->sweepChart()->throughputSeries()->count() > 0);
    QVERIFY(f.view->memoryChart()->partsGiB().value(0) > 0);
}

void TestServeView::selectionFollows()
{
    Fixture f;
    const ServeCandidateModel* model = f.view->candidateModel();
    QVERIFY(model->rowCount() > 3);
    const QVector<double> firstParts = f.view->memoryChart()->partsGiB();
    // a row picked in the table: the document, the ring and the charts follow
    int other = -1;
    for (int row = 1; row < model->rowCount() && other < 0; ++row)
        if (model->candidate(row)->fits && model->candidate(row)->hardware != model->candidate(0)->hardware)
            other = row;
    QVERIFY(other > 0);
    f.view->table()->setCurrentIndex(model->index(other, 0));
    QCOMPARE(f.document->currentCandidate(), other);
    QVERIFY(f.view->memoryChart()->partsGiB() != firstParts);
    QVERIFY(f.view->details()->toPlainText().contains(serveJobText(*model->candidate(other))));
    // a change of inputs keeps the same configuration selected when it is still listed
    const QString job = serveJobText(*model->candidate(other));
    f.view->inputs()->outputLenBox()->setValue(301);
    QVERIFY(f.document->currentCandidateData());
    QCOMPARE(serveJobText(*f.document->currentCandidateData()), job);
}

void TestServeView::saveAndReopen()
{
    Fixture f;
    ServeInputsPanel* panel = f.view->inputs();
    selectData(panel->hardwareBox(), QStringLiteral("h200"));
    selectData(panel->trafficBox(), QStringLiteral("request-rate"));
    panel->loadBox()->setValue(2.5);
    selectData(panel->kvPrecisionBox(), QStringLiteral("fp8"));
    panel->ttftBox()->setValue(1.5);
    panel->tensorParallelBox()->setValue(4);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("serve.yaml"));
    QVERIFY(f.view->savePlan(path, false));
    QVERIFY(!f.document->isModified());
    QCOMPARE(f.document->filePath(), QFileInfo(path).absoluteFilePath());

    Fixture g;
    QVERIFY(g.view->openPlan(path, false));
    QCOMPARE(serializeServePlan(g.document->input()), serializeServePlan(f.document->input()));
    QCOMPARE(g.document->input().model, f.document->input().model);
    // the form shows the plan it opened
    QCOMPARE(g.view->inputs()->hardwareBox()->currentData().toString(), QStringLiteral("h200"));
    QCOMPARE(g.view->inputs()->loadBox()->value(), 2.5);
    QCOMPARE(g.view->inputs()->tensorParallelBox()->value(), 4);
    QCOMPARE(g.view->candidateModel()->rowCount(), f.view->candidateModel()->rowCount());
}

void TestServeView::badFile()
{
    Fixture f;
    const QByteArray before = serializeServePlan(f.document->input());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("kind: serve\nmodel: llama-3.1-8b\ninput_len: 100\noutput_len: 10\nconcurrency: 4\nbatch_size: 8\n");
    file.close();
    QVERIFY(!f.view->openPlan(path, true));
    QCOMPARE(serializeServePlan(f.document->input()), before);
    QMessageBox* box = f.view->findChild<QMessageBox*>(QStringLiteral("serveError"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("batch_size")) && box->text().contains(QStringLiteral("bad.yaml")),
             qPrintable(box->text()));
    box->close();
    // a file that is not there, and a save where no folder is
    QVERIFY(!f.view->openPlan(dir.filePath(QStringLiteral("missing.yaml")), false));
    QVERIFY(!f.view->savePlan(dir.filePath(QStringLiteral("no/such/folder/x.yaml")), false));
}

void TestServeView::windowOpensServePlan()
{
    QTemporaryDir dir;
    AppSettings settings(dir.filePath(QStringLiteral("tpu-planner.conf")));
    MainWindow w(test::builtinCatalog(), &settings);
    w.setConfirmDiscard(false);
    const PlanInput training = w.document()->input();
    QVERIFY(w.openPlan(test::examplePath("llama-3.1-70b-serve.yaml"), false));
    QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget*>(w.serveView()));
    QCOMPARE(w.serveDocument()->input().concurrency, 100);
    QCOMPARE(w.serveDocument()->input().tpotTarget, 0.05);
    QVERIFY(w.serveView()->candidateModel()->rowCount() > 0);
    // the training plan is left as it was
    QCOMPARE(w.document()->input().seqLen, training.seqLen);
    // a training plan still opens as one
    QVERIFY(w.openPlan(test::examplePath("llama-3.1-8b-fsdp.yaml"), false));
    QCOMPARE(w.document()->input().modelRef, QStringLiteral("llama-3.1-8b"));
}

QTEST_MAIN(TestServeView)
#include "TestServeView.moc"
