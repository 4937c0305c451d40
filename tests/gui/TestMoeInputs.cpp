// SPDX-License-Identifier: GPL-3.0-or-later
// A mixture-of-experts model in the app: the model panel shows its layer stack and its parameters by part (core's
// texts and counts), and the sharding panel's expert-parallel box commits `sharding.expert_parallel` (disabled for a
// dense model). TPUPLAN_SCREENSHOT_DIR, when set, receives a PNG of the window with the MoE plan open.
#include "AppSettings.h"
#include "Appearance.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "inputs/FieldStatus.h"
#include "inputs/InputsView.h"
#include "inputs/ModelPanel.h"
#include "inputs/ShardingPanel.h"

#include "catalog/Catalog.h"
#include "model/ModelLoader.h"

#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
// Mixtral 8x7B's shape (mistralai/Mixtral-8x7B-v0.1 config.json) as an inline model of a plan file.
constexpr const char* kMoePlan = R"(name: "Mixtral-shaped MoE"
model:
  id: moe-8x7b
  name: "MoE 8x7B"
  model_type: llama
  vocab_size: 32000
  hidden_size: 4096
  num_hidden_layers: 32
  num_attention_heads: 32
  num_key_value_heads: 8
  intermediate_size: 14336
  moe_intermediate_size: 14336
  num_experts: 8
  num_experts_per_tok: 2
  max_position_embeddings: 32768
  tie_word_embeddings: false
training:
  seq_len: 4096
  global_batch: 64
  steps: 1000
  precision: [bf16-mixed]
hardware:
  generations: [v5p]
  pricing: [on-demand]
limit: 5
)";
} // namespace

class TestMoeInputs : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void modelPanelShowsStack();
    void expertParallelCommits();

private:
    std::unique_ptr<MainWindow> openMoePlan();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    Catalog m_builtin;
};

void TestMoeInputs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

void TestMoeInputs::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("tpu-planner.conf")));
}

void TestMoeInputs::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TestMoeInputs::openMoePlan()
{
    auto w = std::make_unique<MainWindow>(m_builtin, m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    w->document()->waitForResults();
    const QString path = m_dir->filePath(QStringLiteral("moe.yaml"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return nullptr;
    f.write(kMoePlan);
    f.close();
    if (!w->openPlan(path, false))
        return nullptr;
    w->document()->waitForResults();
    return w;
}

void TestMoeInputs::modelPanelShowsStack()
{
    auto w = openMoePlan();
    QVERIFY(w);
    const ModelSpec& m = w->document()->input().model;
    QVERIFY(m.isMoe());
    ModelPanel* p = w->inputs()->modelPanel();
    QVERIFY(!p->layerStackLabel()->isHidden());
    QCOMPARE(p->layerStackLabel()->text(), layerStackText(m));
    QVERIFY(p->layerStackLabel()->text().contains(QLatin1String("8 experts")));
    // the parameters by part and the active count: core's numbers, formatted in the locale
    const ParameterBreakdown parts = parameterBreakdown(m);
    QVERIFY(!p->parameterSplitLabel()->isHidden());
    QVERIFY(p->parameterSplitLabel()->text().contains(QLocale().toString(parts.routedExperts)));
    QVERIFY(p->parameterSplitLabel()->text().contains(QLocale().toString(parts.attention)));
    QVERIFY(p->parametersLabel()->text().contains(QLocale().toString(activeParameters(m).withEmbeddings)));
    if (qEnvironmentVariableIsSet("TPUPLAN_SCREENSHOT_DIR")) {
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QTest::qWait(200);
        QVERIFY(w->grab().save(qEnvironmentVariable("TPUPLAN_SCREENSHOT_DIR") + QStringLiteral("/moe-window.png")));
    }

    // a dense preset: neither row
    PlanInput dense = w->document()->input();
    dense.setModel(ModelLoader::preset(QStringLiteral("llama-3.1-8b")));
    dense.modelRef = QStringLiteral("llama-3.1-8b");
    w->document()->edit(dense, QStringLiteral("dense"));
    QVERIFY(p->layerStackLabel()->isHidden());
    QVERIFY(p->parameterSplitLabel()->isHidden());
}

void TestMoeInputs::expertParallelCommits()
{
    auto w = openMoePlan();
    QVERIFY(w);
    ShardingPanel* p = w->inputs()->shardingPanel();
    QVERIFY(p->field(QStringLiteral("expert_parallel"))->isEnabled());
    QCOMPARE(p->expertBox()->value(), 0); // the planner chooses
    QUndoStack* undo = w->document()->undoStack();
    const int steps = undo->count();
    p->expertBox()->setValue(4);
    QCOMPARE(w->document()->input().expertParallel, 4);
    QCOMPARE(undo->count(), steps + 1);
    undo->undo();
    QCOMPARE(w->document()->input().expertParallel, 0);
    QCOMPARE(p->expertBox()->value(), 0);

    // a dense model has no experts to split: the box is disabled and says why
    PlanInput dense = w->document()->input();
    dense.setModel(ModelLoader::preset(QStringLiteral("llama-3.1-8b")));
    dense.modelRef = QStringLiteral("llama-3.1-8b");
    w->document()->edit(dense, QStringLiteral("dense"));
    QVERIFY(!p->field(QStringLiteral("expert_parallel"))->isEnabled());
    QVERIFY(p->expertBox()->toolTip().contains(QLatin1String("no experts"))
            || p->field(QStringLiteral("expert_parallel"))->toolTip().contains(QLatin1String("no experts")));
}

QTEST_MAIN(TestMoeInputs)
#include "TestMoeInputs.moc"
