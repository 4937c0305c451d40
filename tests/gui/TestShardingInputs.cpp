// SPDX-License-Identifier: GPL-3.0-or-later
// Sharding in the app: the Sharding panel's choices round-trip into PlanInput and undo, with the plan fields' help as
// tooltips; the results table names the job and its mesh; the memory chart shows the sharding parts; the step-time
// chart gets core's split across job sizes for the selected candidate.
#include "AppSettings.h"
#include "Appearance.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "ResultsView.h"
#include "charts/MemoryBreakdownChart.h"
#include "charts/StepSplitChart.h"
#include "inputs/FieldStatus.h"
#include "inputs/InputsView.h"
#include "inputs/ShardingPanel.h"
#include "models/CandidateTableModel.h"
#include "models/MemoryBreakdownModel.h"
#include "models/StepSplitModel.h"

#include "catalog/Catalog.h"
#include "plan/PlanFields.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>
#include <QtCharts/QBarSet>
#include <QtCharts/QBoxPlotSeries>
#include <QtCharts/QBoxSet>
#include <QtCharts/QStackedBarSeries>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

class TestShardingInputs : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void inputsRoundTripAndUndo();
    void tooltipsFromPlanFields();
    void meshColumnAndSelection();
    void memoryChartShowsShardingParts();
    void stepChartGetsData();
    void stepModelRows();

private:
    std::unique_ptr<MainWindow> makeWindow();
    // Llama 3.1 8B, full training, 8,192 tokens, global batch 256 on v6e and the GPUs
    static void planLlama(MainWindow* w);
    static void choose(QComboBox* box, const QVariant& data);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    Catalog m_builtin;
};

void TestShardingInputs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

void TestShardingInputs::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("tpu-planner.conf")));
}

void TestShardingInputs::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TestShardingInputs::makeWindow()
{
    auto w = std::make_unique<MainWindow>(m_builtin, m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    w->document()->waitForResults(); // the first results (planned on the worker) in every view
    return w;
}

void TestShardingInputs::choose(QComboBox* box, const QVariant& data)
{
    const int i = box->findData(data);
    QVERIFY2(i >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(i);
    emit box->activated(i);
}

void TestShardingInputs::planLlama(MainWindow* w)
{
    QVERIFY(w->openPlan(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/llama-3.1-8b-lora.yaml"), false));
    PlanInput in = w->document()->input();
    in.finetune = FinetuneMode::Full;
    in.seqLen = 8192;
    in.globalBatch = 256;
    in.generations = QStringList{QStringLiteral("v6e")};
    in.includeGpus = true;
    in.hardware.clear();
    w->document()->edit(in, QStringLiteral("Llama full training"));
    w->document()->waitForResults(); // planned on the worker
    QVERIFY(w->document()->issues().isEmpty());
    QVERIFY(!w->document()->resultsStale());
    QVERIFY(w->results()->candidateModel()->rowCount() > 0);
}

void TestShardingInputs::inputsRoundTripAndUndo()
{
    auto w = makeWindow();
    ShardingPanel* p = w->inputs()->shardingPanel();
    QVERIFY(p);
    QUndoStack* undo = w->document()->undoStack();
    const PlanInput before = w->document()->input();
    QVERIFY(!before.sharding);
    QCOMPARE(p->strategyBox()->currentData().toString(), QStringLiteral("auto"));
    QCOMPARE(p->offloadBox()->currentData().toString(), QStringLiteral("auto"));
    const int steps = undo->count();

    choose(p->strategyBox(), QStringLiteral("fsdp"));
    p->fsdpBox()->setValue(4);
    p->tensorBox()->setValue(2);
    p->slicesBox()->setValue(2);
    p->gpuDevicesBox()->setValue(8);
    choose(p->offloadBox(), QStringLiteral("optimizer,params"));
    const PlanInput& in = w->document()->input();
    QCOMPARE(in.sharding, std::optional<ShardingStrategy>(ShardingStrategy::Fsdp));
    QCOMPARE(in.fsdp, 4);
    QCOMPARE(in.tensorParallel, 2);
    QCOMPARE(in.slices, 2);
    QCOMPARE(in.gpuDevices, 8);
    QVERIFY(in.offload);
    QCOMPARE(*in.offload, (Offload{true, true, false}));
    QCOMPARE(undo->count(), steps + 6);

    // a replica shards nothing: the devices sharing a shard do not apply
    QVERIFY(p->field(QStringLiteral("fsdp"))->isEnabled());
    choose(p->strategyBox(), QStringLiteral("replicate"));
    QCOMPARE(w->document()->input().sharding, std::optional<ShardingStrategy>(ShardingStrategy::Replicate));
    QVERIFY(!p->field(QStringLiteral("fsdp"))->isEnabled());
    undo->undo();
    QVERIFY(p->field(QStringLiteral("fsdp"))->isEnabled());

    // back to the planner's choice
    choose(p->offloadBox(), QStringLiteral("auto"));
    QVERIFY(!w->document()->input().offload);

    while (undo->index() > steps)
        undo->undo();
    QVERIFY(!w->document()->input().sharding);
    QCOMPARE(w->document()->input().fsdp, 0);
    QCOMPARE(w->document()->input().tensorParallel, 0);
    QCOMPARE(w->document()->input().slices, 0);
    QCOMPARE(w->document()->input().gpuDevices, 0);
    QVERIFY(!w->document()->input().offload);
    QCOMPARE(p->strategyBox()->currentData().toString(), QStringLiteral("auto"));
    QCOMPARE(p->fsdpBox()->value(), 0);
    QCOMPARE(p->fsdpBox()->text(), p->fsdpBox()->specialValueText());
    QCOMPARE(p->offloadBox()->currentData().toString(), QStringLiteral("auto"));

    // a plan that sets them (opened, or changed elsewhere) shows in the widgets
    PlanInput planned = w->document()->input();
    planned.sharding = ShardingStrategy::Zero2;
    planned.tensorParallel = 4;
    planned.slices = 3;
    planned.offload = Offload{false, false, true};
    w->document()->edit(planned, QStringLiteral("from a plan"));
    QCOMPARE(p->strategyBox()->currentData().toString(), QStringLiteral("zero2"));
    QCOMPARE(p->strategyBox()->currentText(), shardingStrategyLabel(ShardingStrategy::Zero2));
    QCOMPARE(p->tensorBox()->value(), 4);
    QCOMPARE(p->slicesBox()->value(), 3);
    QCOMPARE(p->offloadBox()->currentData().toString(), QStringLiteral("activations"));
    undo->undo();

    // every offload choice is a combination core reads back
    for (int i = 0; i < p->offloadBox()->count(); ++i) {
        const QString id = p->offloadBox()->itemData(i).toString();
        QVERIFY2(id == QLatin1String("auto") || offloadFromId(id), qPrintable(id));
        QVERIFY(!p->offloadBox()->itemText(i).isEmpty());
    }
}

void TestShardingInputs::tooltipsFromPlanFields()
{
    auto w = makeWindow();
    ShardingPanel* p = w->inputs()->shardingPanel();
    const QStringList keys{QStringLiteral("strategy"), QStringLiteral("fsdp"),    QStringLiteral("tensor_parallel"),
                           QStringLiteral("slices"),   QStringLiteral("devices"), QStringLiteral("offload")};
    for (const QString& key : keys) {
        const PlanField* f = planField(QStringLiteral("sharding.") + key);
        QVERIFY2(f, qPrintable(key));
        FieldStatus* status = p->field(key);
        QVERIFY2(status, qPrintable(key));
        QVERIFY2(status->toolTip().contains(f->translatedHelp()), qPrintable(key));
        QVERIFY2(status->editor()->toolTip().contains(f->translatedHelp()), qPrintable(key));
        // the spin boxes take the plan field's range
        if (auto* box = qobject_cast<QSpinBox*>(status->editor())) {
            QCOMPARE(box->minimum(), int(f->min));
            QCOMPARE(box->maximum(), int(f->max));
        }
    }
    // an input out of range is marked at its field
    PlanInput in = w->document()->input();
    in.tensorParallel = 99999;
    w->document()->edit(in, QStringLiteral("out of range"));
    QVERIFY(!p->field(QStringLiteral("tensor_parallel"))->issue().isEmpty());
}

void TestShardingInputs::meshColumnAndSelection()
{
    auto w = makeWindow();
    planLlama(w.get());
    CandidateTableModel* model = w->results()->candidateModel();
    QCOMPARE(model->headerData(CandidateTableModel::Mesh, Qt::Horizontal).toString(), QStringLiteral("Mesh"));
    bool sawSharded = false;
    for (int r = 0; r < model->rowCount(); ++r) {
        const Candidate& c = *model->candidate(r);
        QCOMPARE(model->index(r, CandidateTableModel::Hardware).data().toString(), jobText(c));
        const QString mesh = model->index(r, CandidateTableModel::Mesh).data().toString();
        QCOMPARE(mesh.contains(meshText(c.mesh)), c.mesh.devices() > 1);
        QCOMPARE(model->index(r, CandidateTableModel::Mesh).data(Qt::ToolTipRole).toString(), mesh);
        QVERIFY2(mesh.startsWith(shardingStrategyLabel(c.mesh.strategy)), qPrintable(mesh));
        QCOMPARE(mesh.contains(QStringLiteral("offload")), c.offload.any());
        QCOMPARE(model->index(r, CandidateTableModel::Mesh).data(CandidateTableModel::RawRole).toString(), mesh);
        sawSharded = sawSharded || c.mesh.strategy != ShardingStrategy::Replicate;
        if (!c.device.isTpu && c.device.devices > 1)
            QVERIFY(model->index(r, CandidateTableModel::Hardware)
                        .data()
                        .toString()
                        .startsWith(QStringLiteral("%1 × ").arg(c.device.devices)));
    }
    QVERIFY(sawSharded);

    // sorting by the mesh keeps the selection on the same candidate (by key)
    const int row = model->rowCount() - 1;
    w->document()->setCurrentCandidate(row);
    const QString key = model->index(row, 0).data(CandidateTableModel::KeyRole).toString();
    w->results()->table()->sortByColumn(CandidateTableModel::Mesh, Qt::AscendingOrder);
    const QModelIndexList selected = w->results()->table()->selectionModel()->selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first().data(CandidateTableModel::KeyRole).toString(), key);
    QCOMPARE(w->document()->currentCandidate(), row);
    w->results()->table()->sortByColumn(CandidateTableModel::Hardware, Qt::DescendingOrder);
    QCOMPARE(w->document()->currentCandidate(), row);
    // distinct keys: candidates that differ only in their mesh stay apart
    QSet<QString> keys;
    for (int r = 0; r < model->rowCount(); ++r)
        keys.insert(model->index(r, 0).data(CandidateTableModel::KeyRole).toString());
    QCOMPARE(keys.size(), model->rowCount());

    // a GPU that needs several of itself: the job is named "N × gpu"
    PlanInput in = w->document()->input();
    in.hardware = QStringList{QStringLiteral("a100-80")};
    // without host offload and in mixed precision (a full fp32 master copy) one GPU cannot hold the states
    in.precisions = {Precision::Bf16Mixed};
    in.offload = Offload{};
    w->document()->edit(in, QStringLiteral("A100 only"));
    w->document()->waitForResults();
    QVERIFY(model->rowCount() > 0);
    int jobs = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const Candidate& gpu = *model->candidate(r);
        const QString text = model->index(r, CandidateTableModel::Hardware).data().toString();
        if (gpu.device.devices > 1) {
            ++jobs;
            QCOMPARE(text, QStringLiteral("%1 × a100-80").arg(gpu.device.devices));
        } else {
            QCOMPARE(text, QStringLiteral("a100-80"));
        }
    }
    QVERIFY(jobs > 0);
    // the step-time chart over GPU counts names them by count, the GPU in its title; its tab is not shown, so that
    // its model is filled on request (or when the tab is shown)
    w->results()->updateHiddenViews();
    StepSplitModel* steps = w->results()->stepModel();
    QVERIFY(steps->gpuCounts());
    QVERIFY(steps->rowCount() > 1);
    for (int r = 0; r < steps->rowCount(); ++r)
        QVERIFY(steps->headerData(r, Qt::Vertical)
                    .toString()
                    .contains(QStringLiteral("×%1").arg(steps->points().at(r).devices)));
    QVERIFY(w->results()->stepChart()->chart()->title().contains(QStringLiteral("a100-80")));
}

void TestShardingInputs::memoryChartShowsShardingParts()
{
    auto w = makeWindow();
    MemoryBreakdownChart* chart = w->results()->memoryChart();
    MemoryBreakdownModel names;
    const QString buffers = names.headerData(MemoryBreakdownModel::Sharding, Qt::Horizontal).toString();
    const QString away = names.headerData(MemoryBreakdownModel::ShardedAway, Qt::Horizontal).toString();
    // the seed's encoder replicates: no sharding parts in the legend
    QVERIFY(!chart->shownParts().contains(buffers));
    QVERIFY(!chart->shownParts().contains(away));
    QCOMPARE(chart->barSeries()->count(), MemoryBreakdownModel::kPartCount);
    QCOMPARE(chart->chart()->title(), QStringLiteral("Memory per device"));

    planLlama(w.get());
    // the first sharded candidate without a pipeline (whose stages would add bars of their own): its bar has the
    // parts core's memoryBarGiB gives
    CandidateTableModel* model = w->results()->candidateModel();
    int row = -1;
    for (int r = 0; r < model->rowCount() && row < 0; ++r)
        if (model->candidate(r)->mesh.strategy != ShardingStrategy::Replicate && model->candidate(r)->mesh.stage == 1)
            row = r;
    QVERIFY(row >= 0);
    w->document()->setCurrentCandidate(row);
    const Candidate& c = *model->candidate(row);
    const PlanInput& in = w->document()->plannedInput();
    const MemoryBarGiB bar = memoryBarGiB(c, in.safetyMargin, in.head.kind);
    MemoryBreakdownModel* m = w->results()->memoryModel();
    QCOMPARE(m->index(0, MemoryBreakdownModel::Sharding).data().toDouble(), bar.sharding);
    QCOMPARE(m->index(0, MemoryBreakdownModel::ShardedAway).data().toDouble(), bar.shardedAway);
    QCOMPARE(m->index(0, MemoryBreakdownModel::Offloaded).data().toDouble(), bar.offloaded);
    QVERIFY(bar.shardedAway > 0);
    // hatched over the bar, named by the title rather than the legend
    QCOMPARE(chart->barSeries()->barSets().at(MemoryBreakdownModel::ShardedAway)->at(0), bar.shardedAway);
    QVERIFY(!chart->shownParts().contains(away));
    QVERIFY(chart->chart()->title().contains(QStringLiteral("hatched")));
    QVERIFY2(chart->shownParts().contains(buffers) == (bar.sharding > 0),
             qPrintable(chart->shownParts().join(QLatin1Char(',')) + QStringLiteral(" / %1").arg(bar.sharding)));
    // the parts on the device add up to its total
    double onDevice = 0;
    for (int col = MemoryBreakdownModel::Parameters; col < MemoryBreakdownModel::kDevicePartCount; ++col)
        onDevice += m->index(0, col).data().toDouble();
    QVERIFY(qAbs(onDevice - bar.total) < 1e-6 * std::max(1.0, bar.total));
    // the details name the strategy and the mesh
    const QString details = w->results()->reasonsView()->toPlainText();
    QVERIFY2(details.contains(shardingStrategyLabel(c.mesh.strategy)), qPrintable(details));
    QVERIFY2(details.contains(meshText(c.mesh)), qPrintable(details));
}

void TestShardingInputs::stepChartGetsData()
{
    auto w = makeWindow();
    ResultsView* r = w->results();
    QVERIFY(r->stepChart());
    QCOMPARE(r->selectionTabs()->count(), 2);
    QCOMPARE(r->selectionTabs()->widget(1), r->stepChart());
    planLlama(w.get());
    // the step-time tab, hidden until now, is filled when it is shown, and then follows every change
    QCOMPARE(r->stepModel()->rowCount(), 0);
    r->selectionTabs()->setCurrentWidget(r->stepChart());
    const int row = w->document()->currentCandidate();
    QVERIFY(row >= 0);
    const Candidate& c = *r->candidateModel()->candidate(row);
    const QVector<StepSplitPoint> expected = stepTimeAcrossJobs(
        w->document()->plannedInput(), c, w->document()->catalog(), w->document()->runtimeProfile(c.runtime));
    StepSplitModel* m = r->stepModel();
    QVERIFY(expected.size() >= 2);
    QCOMPARE(m->rowCount(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(m->index(i, StepSplitModel::Compute).data().toDouble(), expected[i].computeSeconds);
        QCOMPARE(m->index(i, StepSplitModel::Communication).data().toDouble(), expected[i].exposedCommunicationSeconds);
        QCOMPARE(m->index(i, StepSplitModel::Step).data().toDouble(), expected[i].stepSeconds);
        // the roofline's terms stacked, and the band
        QCOMPARE(m->index(i, StepSplitModel::Matmul).data().toDouble(), expected[i].matmulSeconds);
        QCOMPARE(m->index(i, StepSplitModel::Attention).data().toDouble(), expected[i].attentionSeconds);
        QCOMPARE(m->index(i, StepSplitModel::MemoryBound).data().toDouble(), expected[i].memoryBoundSeconds);
        QCOMPARE(m->index(i, StepSplitModel::Optimizer).data().toDouble(), expected[i].optimizerSeconds);
        QCOMPARE(m->index(i, StepSplitModel::Overhead).data().toDouble(), expected[i].overheadSeconds);
        QVERIFY(expected[i].overheadSeconds > 0);
        QCOMPARE(m->index(i, StepSplitModel::StepLow).data().toDouble(), expected[i].stepBand.low);
        QCOMPARE(m->index(i, StepSplitModel::StepHigh).data().toDouble(), expected[i].stepBand.high);
        QVERIFY(m->headerData(i, Qt::Vertical).toString().contains(expected[i].job));
    }
    QVERIFY(m->currentRow() >= 0);
    QCOMPARE(r->stepChart()->barSeries()->count(), StepSplitModel::kPartCount);
    // the first bar set is the matmuls', each bar's value the model's
    const QtCharts::QBarSet* matmuls = r->stepChart()->barSeries()->barSets().first();
    QCOMPARE(matmuls->count(), expected.size());
    QCOMPARE(matmuls->at(0), expected[0].matmulSeconds);
    // a whisker per job from the band's low to its high end, flat at the step
    const QList<QtCharts::QBoxSet*> band = r->stepChart()->bandSeries()->boxSets();
    QCOMPARE(band.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(band[i]->at(QtCharts::QBoxSet::LowerExtreme), expected[i].stepBand.low);
        QCOMPARE(band[i]->at(QtCharts::QBoxSet::Median), expected[i].stepSeconds);
        QCOMPARE(band[i]->at(QtCharts::QBoxSet::UpperExtreme), expected[i].stepBand.high);
        QVERIFY(expected[i].stepBand.low < expected[i].stepBand.high);
    }
    QCOMPARE(r->stepChart()->categories().size(), expected.size());
    QVERIFY(r->stepChart()->categories().at(m->currentRow()).contains(jobText(c)));

    // another candidate: the chart follows the selection
    const int other = r->candidateModel()->rowCount() - 1;
    w->document()->setCurrentCandidate(other);
    const Candidate& o = *r->candidateModel()->candidate(other);
    QCOMPARE(m->rowCount(),
             stepTimeAcrossJobs(w->document()->plannedInput(), o, w->document()->catalog(),
                                w->document()->runtimeProfile(o.runtime))
                 .size());
    w->document()->setCurrentCandidate(-1);
    QCOMPARE(m->rowCount(), 0);
}

void TestShardingInputs::stepModelRows()
{
    StepSplitModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    StepSplitPoint small;
    small.job = QStringLiteral("v6e-4");
    small.devices = 4;
    small.computeSeconds = 10;
    small.matmulSeconds = 6;
    small.attentionSeconds = 2;
    small.memoryBoundSeconds = 1.5;
    small.optimizerSeconds = 0.25;
    small.overheadSeconds = 0.25;
    small.exposedCommunicationSeconds = 2;
    small.stepSeconds = 12;
    small.stepBand = {10, 15};
    small.mfu = 0.4;
    StepSplitPoint big = small;
    big.job = QStringLiteral("v6e-8");
    big.devices = 8;
    big.fits = true;
    big.current = true;
    model.setPoints({small, big}, QStringLiteral("label"));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(StepSplitModel::ColumnCount));
    QCOMPARE(model.currentRow(), 1);
    QCOMPARE(model.index(0, StepSplitModel::Communication).data().toDouble(), 2.0);
    QCOMPARE(model.index(1, StepSplitModel::Devices).data().toInt(), 8);
    QCOMPARE(model.index(0, StepSplitModel::Matmul).data().toDouble(), 6.0);
    QCOMPARE(model.index(0, StepSplitModel::Optimizer).data().toDouble(), 0.25);
    QCOMPARE(model.index(0, StepSplitModel::Overhead).data().toDouble(), 0.25);
    QCOMPARE(model.index(0, StepSplitModel::Compute).data().toDouble(), 10.0);
    QCOMPARE(model.index(0, StepSplitModel::StepHigh).data().toDouble(), 15.0);
    // the tooltip has the roofline's terms, the band and the MFU
    const QString tip = model.headerData(0, Qt::Vertical, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("matmuls 6.000 s")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("step overhead 0.250 s")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("12.0 s (10.0–15.0 s)")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("MFU 40.0")), qPrintable(tip));
    // a job that does not fit in parentheses, the selected one marked
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("(v6e-4)"));
    QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("▸v6e-8"));
    QVERIFY(model.headerData(0, Qt::Vertical, Qt::ToolTipRole).toString().contains(QStringLiteral("Does not fit")));
    QVERIFY(model.index(1, 0).data(StepSplitModel::CurrentRole).toBool());
    model.setPoints({small, big}, QStringLiteral("label"), true);
    QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("▸×8"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.currentRow(), -1);
}

QTEST_MAIN(TestShardingInputs)
#include "TestShardingInputs.moc"
