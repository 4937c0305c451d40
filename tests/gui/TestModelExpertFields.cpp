// SPDX-License-Identifier: GPL-3.0-or-later
// The model panel's mixture-of-experts fields on a custom architecture: experts, experts per token, the expert and
// shared-expert widths and the dense first layers each commit one undoable edit of the document's model, which is
// planned again; the layer stack follows; experts per token above the experts is marked at its field (core's
// ModelLoader::validate); a dense model leaves the dependent fields disabled and an encoder has none.
// TPUPLAN_SCREENSHOT_DIR, when set, receives a PNG of the model panel with the expert fields filled.
#include "AppSettings.h"
#include "Appearance.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "inputs/FieldStatus.h"
#include "inputs/InputsView.h"
#include "inputs/ModelPanel.h"

#include "catalog/Catalog.h"
#include "model/ModelLoader.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {
const QStringList kExpertKeys
    = {QStringLiteral("num_experts"), QStringLiteral("num_experts_per_tok"), QStringLiteral("moe_intermediate_size"),
       QStringLiteral("shared_expert_intermediate_size"), QStringLiteral("first_k_dense_replace")};

// The label of the field `key` (the label whose buddy is the field), as a person reads it.
QString labelOf(const ModelPanel* p, const QString& key)
{
    for (const QLabel* l : p->findChildren<QLabel*>())
        if (l->buddy() == p->field(key))
            return l->text();
    return QString();
}

// With TPUPLAN_SCREENSHOT_DIR set: NAME.png of the model panel (scrolled to its expert fields) and NAME-window.png.
bool saveShot(MainWindow* w, const QString& name)
{
    if (!qEnvironmentVariableIsSet("TPUPLAN_SCREENSHOT_DIR"))
        return true;
    ModelPanel* p = w->inputs()->modelPanel();
    w->show();
    if (!QTest::qWaitForWindowExposed(w))
        return false;
    for (QWidget* up = p->parentWidget(); up; up = up->parentWidget())
        if (auto* scroll = qobject_cast<QScrollArea*>(up))
            scroll->ensureWidgetVisible(p->expertsBox());
    QTest::qWait(200);
    const QString dir = qEnvironmentVariable("TPUPLAN_SCREENSHOT_DIR") + QLatin1Char('/');
    return p->grab().save(dir + name + QStringLiteral(".png"))
        && w->grab().save(dir + name + QStringLiteral("-window.png"));
}
} // namespace

class TestModelExpertFields : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void expertFieldsCommit();
    void expertsPerTokenAboveExperts();
    void denseAndEncoderModels();

private:
    std::unique_ptr<MainWindow> makeWindow(const QString& preset);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    Catalog m_builtin;
};

void TestModelExpertFields::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

void TestModelExpertFields::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("tpu-planner.conf")));
}

void TestModelExpertFields::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

// A window whose plan trains `preset` (chosen in the model box as a person does).
std::unique_ptr<MainWindow> TestModelExpertFields::makeWindow(const QString& preset)
{
    auto w = std::make_unique<MainWindow>(m_builtin, m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    w->document()->waitForResults();
    QComboBox* source = w->inputs()->modelPanel()->sourceBox();
    const int i = source->findData(preset);
    if (i < 0)
        return nullptr;
    source->setCurrentIndex(i);
    emit source->activated(i);
    if (w->document()->input().modelRef != preset)
        return nullptr;
    w->document()->waitForResults();
    return w;
}

void TestModelExpertFields::expertFieldsCommit()
{
    auto w = makeWindow(QStringLiteral("llama-3.1-8b"));
    QVERIFY(w);
    PlanDocument* doc = w->document();
    ModelPanel* p = w->inputs()->modelPanel();
    const ModelSpec dense = doc->input().model;
    QVERIFY(!dense.isMoe());
    for (const QString& key : kExpertKeys)
        QVERIFY2(!p->field(key)->isHidden(), qPrintable(key));
    QVERIFY(p->field(QStringLiteral("num_experts"))->isEnabled());
    QVERIFY(!p->field(QStringLiteral("num_experts_per_tok"))->isEnabled());
    QVERIFY(!p->field(QStringLiteral("moe_intermediate_size"))->isEnabled());
    QCOMPARE(labelOf(p, QStringLiteral("intermediate_size")), QStringLiteral("Intermediate size"));
    QVERIFY(p->layerStackLabel()->isHidden());

    QUndoStack* undo = doc->undoStack();
    const int steps = undo->count();
    // experts on a dense model: a valid MoE at once (top-1 over experts as wide as the dense MLP), made custom
    p->expertsBox()->setValue(8);
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(doc->input().model.experts, 8);
    QCOMPARE(doc->input().model.expertsPerToken, 1);
    QCOMPARE(doc->input().model.expertIntermediateSize, dense.intermediateSize);
    QVERIFY(doc->input().modelRef.isEmpty());
    QCOMPARE(p->sourceBox()->currentData().toString(), QStringLiteral("custom"));
    QVERIFY(p->field(QStringLiteral("num_experts_per_tok"))->isEnabled());
    QCOMPARE(labelOf(p, QStringLiteral("intermediate_size")), QStringLiteral("Dense MLP width"));
    // every layer MoE: the dense MLP width is not used
    QVERIFY(!p->field(QStringLiteral("intermediate_size"))->isEnabled());

    p->expertsPerTokenBox()->setValue(2);
    p->expertWidthBox()->setValue(4096);
    p->sharedExpertWidthBox()->setValue(8192);
    p->firstDenseLayersBox()->setValue(2);
    QCOMPARE(undo->count(), steps + 5);
    const ModelSpec& m = doc->input().model;
    QCOMPARE(m.expertsPerToken, 2);
    QCOMPARE(m.expertIntermediateSize, 4096);
    QCOMPARE(m.sharedExpertIntermediateSize, 8192);
    QCOMPARE(m.firstDenseLayers, 2);
    QVERIFY(p->field(QStringLiteral("intermediate_size"))->isEnabled()); // two dense layers use it
    // the layer stack and the parameters: core's text and counts of the edited model
    QVERIFY(!p->layerStackLabel()->isHidden());
    QCOMPARE(p->layerStackLabel()->text(), layerStackText(m));
    QVERIFY2(p->layerStackLabel()->text().contains(QLatin1String("2 dense + 30 MoE")),
             qPrintable(p->layerStackLabel()->text()));
    QVERIFY(p->layerStackLabel()->text().contains(QLatin1String("top-2")));
    QVERIFY(p->parametersLabel()->text().contains(QLocale().toString(activeParameters(m).withEmbeddings)));
    // planned again with the experts
    doc->waitForResults();
    QVERIFY(doc->inputValid());
    QCOMPARE(doc->plannedInput().model.experts, 8);
    QCOMPARE(doc->plannedInput().model.firstDenseLayers, 2);

    QVERIFY(saveShot(w.get(), QStringLiteral("model-panel-experts")));

    // undo: each field back, then the dense preset itself
    undo->undo();
    QCOMPARE(doc->input().model.firstDenseLayers, 0);
    QCOMPARE(p->firstDenseLayersBox()->value(), 0);
    QVERIFY2(p->layerStackLabel()->text().contains(QLatin1String("32 layers")),
             qPrintable(p->layerStackLabel()->text()));
    QVERIFY(!p->layerStackLabel()->text().contains(QLatin1String("dense")));
    while (undo->count() > steps && undo->index() > steps)
        undo->undo();
    QCOMPARE(doc->input().model, dense);
    QCOMPARE(doc->input().modelRef, QStringLiteral("llama-3.1-8b"));
    QCOMPARE(p->expertsBox()->value(), 0);
    QVERIFY(!p->field(QStringLiteral("num_experts_per_tok"))->isEnabled());
    QCOMPARE(labelOf(p, QStringLiteral("intermediate_size")), QStringLiteral("Intermediate size"));
    QVERIFY(p->field(QStringLiteral("intermediate_size"))->isEnabled());
    QVERIFY(p->layerStackLabel()->isHidden());
}

void TestModelExpertFields::expertsPerTokenAboveExperts()
{
    auto w = makeWindow(QStringLiteral("mixtral-8x7b"));
    QVERIFY(w);
    PlanDocument* doc = w->document();
    ModelPanel* p = w->inputs()->modelPanel();
    QCOMPARE(p->expertsBox()->value(), 8);
    QCOMPARE(p->expertsPerTokenBox()->value(), 2);
    QCOMPARE(p->expertWidthBox()->value(), 14336);
    QCOMPARE(labelOf(p, QStringLiteral("num_experts_per_tok")), QStringLiteral("Experts per token"));
    QVERIFY(p->expertsPerTokenBox()->toolTip().contains(QLatin1String("num_experts_per_tok")));
    QVERIFY(p->expertsBox()->toolTip().contains(QLatin1String("n_routed_experts")));

    FieldStatus* k = p->field(QStringLiteral("num_experts_per_tok"));
    QVERIFY(!k->isInvalid());
    p->expertsPerTokenBox()->setValue(9);
    QCOMPARE(doc->input().model.expertsPerToken, 9); // kept as typed, and marked
    QVERIFY(k->isInvalid());
    QVERIFY2(k->issue().contains(QLatin1String("between 1 and the number of experts (8), got 9")),
             qPrintable(k->issue()));
    QVERIFY(!k->messageLabel()->isHidden());
    QVERIFY(!doc->inputValid());
    QVERIFY(p->layerStackLabel()->isHidden()); // nothing to count until the field is fixed
    QVERIFY(saveShot(w.get(), QStringLiteral("model-panel-experts-invalid")));
    // fewer experts than per token: the same field is marked, the experts field is not
    p->expertsPerTokenBox()->setValue(2);
    QVERIFY(!k->isInvalid());
    p->expertsBox()->setValue(1);
    QVERIFY(k->isInvalid());
    QVERIFY(!p->field(QStringLiteral("num_experts"))->isInvalid());
    p->expertsBox()->setValue(4);
    QVERIFY(!k->isInvalid());
    QVERIFY(doc->inputValid());
    QVERIFY(p->layerStackLabel()->text().contains(QLatin1String("4 experts")));
}

void TestModelExpertFields::denseAndEncoderModels()
{
    auto w = makeWindow(QStringLiteral("bert-base"));
    QVERIFY(w);
    ModelPanel* p = w->inputs()->modelPanel();
    for (const QString& key : kExpertKeys)
        QVERIFY2(p->field(key)->isHidden(), qPrintable(key)); // an encoder has no experts
    QComboBox* source = p->sourceBox();
    const int i = source->findData(QStringLiteral("deepseek-v3"));
    QVERIFY(i >= 0);
    source->setCurrentIndex(i);
    emit source->activated(i);
    // DeepSeek-V3: three dense first layers of the dense MLP width, one shared expert
    QCOMPARE(p->firstDenseLayersBox()->value(), 3);
    QCOMPARE(p->sharedExpertWidthBox()->value(), 2048);
    QCOMPARE(labelOf(p, QStringLiteral("intermediate_size")), QStringLiteral("Dense MLP width"));
    QVERIFY(p->field(QStringLiteral("intermediate_size"))->isEnabled());
    // no experts: a dense model; the expert fields keep their values, disabled, and the layers are dense again
    p->expertsBox()->setValue(0);
    QVERIFY(!w->document()->input().model.isMoe());
    QVERIFY(w->document()->inputValid());
    for (const QString& key : kExpertKeys.mid(1))
        QVERIFY2(!p->field(key)->isEnabled(), qPrintable(key));
    QCOMPARE(labelOf(p, QStringLiteral("intermediate_size")), QStringLiteral("Intermediate size"));
    QVERIFY(saveShot(w.get(), QStringLiteral("model-panel-dense")));
}

QTEST_MAIN(TestModelExpertFields)
#include "TestModelExpertFields.moc"
