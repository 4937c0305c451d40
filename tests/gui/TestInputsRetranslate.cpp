// SPDX-License-Identifier: GPL-3.0-or-later
// The input panels retranslate in place on a language change (Edit ▸ Preferences ▸ Language): the same panel widgets
// over the same document show exactly the texts of panels built in the new language, keep their values, the undo
// history and the issues a panel reported itself, and come back to English.
#include "AppSettings.h"
#include "Appearance.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "inputs/ConstraintsPanel.h"
#include "inputs/FieldStatus.h"
#include "inputs/HardwarePanel.h"
#include "inputs/InputsView.h"
#include "inputs/ModelPanel.h"
#include "inputs/PreemptionPanel.h"
#include "inputs/TrainingPanel.h"

#include "catalog/Catalog.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

namespace {

// Every text the user can read in `root`, in widget order: titles, labels, buttons, tooltips, choices, prefixes and
// suffixes, placeholders and tree/list items. Two views built the same way give the same list in the same language.
QStringList texts(const QWidget* root)
{
    QStringList out;
    for (const QWidget* w : root->findChildren<QWidget*>()) {
        const QString kind = QString::fromLatin1(w->metaObject()->className());
        const auto add = [&](const QString& what, const QString& text) {
            if (!text.isEmpty())
                out << QStringLiteral("%1 %2: %3").arg(kind, what, text);
        };
        add(QStringLiteral("tooltip"), w->toolTip());
        if (const auto* g = qobject_cast<const QGroupBox*>(w))
            add(QStringLiteral("title"), g->title());
        if (const auto* l = qobject_cast<const QLabel*>(w))
            add(QStringLiteral("label"), l->text());
        if (const auto* b = qobject_cast<const QAbstractButton*>(w))
            add(QStringLiteral("button"), b->text());
        if (const auto* e = qobject_cast<const QLineEdit*>(w))
            add(QStringLiteral("placeholder"), e->placeholderText());
        if (const auto* c = qobject_cast<const QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i) {
                add(QStringLiteral("item"), c->itemText(i));
                add(QStringLiteral("item tooltip"), c->itemData(i, Qt::ToolTipRole).toString());
            }
        }
        if (const auto* s = qobject_cast<const QSpinBox*>(w))
            add(QStringLiteral("affixes"), s->prefix() + QLatin1Char('|') + s->suffix());
        if (const auto* s = qobject_cast<const QDoubleSpinBox*>(w))
            add(QStringLiteral("affixes"), s->prefix() + QLatin1Char('|') + s->suffix());
        if (const auto* s = qobject_cast<const QAbstractSpinBox*>(w))
            add(QStringLiteral("special"), s->specialValueText());
        if (const auto* t = qobject_cast<const QTreeWidget*>(w)) {
            for (int i = 0; i < t->topLevelItemCount(); ++i)
                add(QStringLiteral("tree item"), t->topLevelItem(i)->text(0));
        }
        if (const auto* l = qobject_cast<const QListWidget*>(w)) {
            for (int i = 0; i < l->count(); ++i)
                add(QStringLiteral("list item"), l->item(i)->text());
        }
    }
    return out;
}

// The label of the field `key` in its panel's form.
QLabel* fieldLabel(const InputPanel* panel, const char* key)
{
    const auto* form = qobject_cast<const QFormLayout*>(panel->layout());
    FieldStatus* f = panel->field(QString::fromLatin1(key));
    return form && f ? qobject_cast<QLabel*>(form->labelForField(f)) : nullptr;
}

QString translated(const char* panel, const char* source)
{
    return QCoreApplication::translate(QByteArray("tpuplan::gui::").append(panel).constData(), source);
}

} // namespace

class TestInputsRetranslate : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void sameTextsAsPanelsBuiltInTheLanguage_data();
    void sameTextsAsPanelsBuiltInTheLanguage();
    void panelsStayWithTheirStateAndIssues();

private:
    std::unique_ptr<MainWindow> makeWindow();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    Catalog m_builtin;
};

void TestInputsRetranslate::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    m_builtin = Catalog::builtin();
}

void TestInputsRetranslate::init()
{
    applyLanguage(QStringLiteral("en"));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("tpu-planner.conf")));
}

void TestInputsRetranslate::cleanup()
{
    m_settings.reset();
    m_dir.reset();
    applyLanguage(QStringLiteral("en"));
}

std::unique_ptr<MainWindow> TestInputsRetranslate::makeWindow()
{
    auto w = std::make_unique<MainWindow>(m_builtin, m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    return w;
}

void TestInputsRetranslate::sameTextsAsPanelsBuiltInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("ja") << "ja";
    QTest::newRow("zh_CN") << "zh_CN";
    QTest::newRow("ko") << "ko";
}

void TestInputsRetranslate::sameTextsAsPanelsBuiltInTheLanguage()
{
    QFETCH(QString, language);
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    const QStringList english = texts(w->inputs());
    const int englishWidth = w->inputs()->minimumWidth();

    QVERIFY(test::chooseLanguage(w.get(), language));
    const QStringList switched = texts(w->inputs());
    // a window built in that language (the same settings, so the same input)
    auto fresh = makeWindow();
    fresh->show();
    QVERIFY(QTest::qWaitForWindowExposed(fresh.get()));
    const QStringList built = texts(fresh->inputs());
    QCOMPARE(switched.size(), built.size());
    for (int i = 0; i < built.size(); ++i)
        QCOMPARE(switched.at(i), built.at(i)); // one text at a time, to name the one left behind
    QVERIFY(switched != english);
    // as wide as the panels built in that language need
    // as wide as the panels built in that language need, each widget as large
    QCOMPARE(w->inputs()->minimumWidth(), fresh->inputs()->minimumWidth());
    const QList<QWidget*> mine = w->inputs()->widget()->findChildren<QWidget*>();
    const QList<QWidget*> theirs = fresh->inputs()->widget()->findChildren<QWidget*>();
    QCOMPARE(mine.size(), theirs.size());
    for (int i = 0; i < mine.size(); ++i) {
        QCOMPARE(mine.at(i)->font(), theirs.at(i)->font());
        QCOMPARE(mine.at(i)->minimumSizeHint(), theirs.at(i)->minimumSizeHint());
        QCOMPARE(mine.at(i)->sizeHint(), theirs.at(i)->sizeHint());
    }
    fresh.reset();

    QVERIFY(test::chooseLanguage(w.get(), QStringLiteral("en")));
    QCOMPARE(texts(w->inputs()), english);
    QCOMPARE(w->inputs()->minimumWidth(), englishWidth);
}

void TestInputsRetranslate::panelsStayWithTheirStateAndIssues()
{
    QLocale::setDefault(QLocale::c()); // no group separators: the switch brings those of Japanese
    auto w = makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    PlanDocument* document = w->document();
    InputsView* inputs = w->inputs();
    ModelPanel* model = inputs->modelPanel();
    TrainingPanel* training = inputs->trainingPanel();
    HardwarePanel* hardware = inputs->hardwarePanel();
    ConstraintsPanel* constraints = inputs->constraintsPanel();
    PreemptionPanel* preemption = inputs->preemptionPanel();

    // two edits through the widgets, a file the model panel could not import, a list left with nothing checked
    training->seqLenBox()->setValue(2048);
    constraints->objectiveBox()->setCurrentIndex(constraints->objectiveBox()->findData(QStringLiteral("time")));
    emit constraints->objectiveBox()->activated(constraints->objectiveBox()->currentIndex());
    QCOMPARE(document->undoStack()->count(), 2);
    const QString broken = QStringLiteral(TPUPLAN_TEST_DATA "/hf/broken.json");
    QVERIFY(!model->importModelFile(broken));
    FieldStatus* modelField = inputs->field(QStringLiteral("model"));
    QVERIFY(modelField->issue().startsWith(QStringLiteral("Cannot import broken.json: ")));
    QListWidget* regions = hardware->regionList();
    {
        const QSignalBlocker block(regions); // one change, as when the last checked region is unchecked
        regions->item(0)->setCheckState(Qt::Checked);
        for (int i = 1; i < regions->count(); ++i)
            regions->item(i)->setCheckState(Qt::Unchecked);
    }
    regions->item(0)->setCheckState(Qt::Unchecked);
    FieldStatus* regionsField = inputs->field(QStringLiteral("regions"));
    QCOMPARE(regionsField->issue(), QStringLiteral("Check at least one region"));
    QCOMPARE(document->undoStack()->count(), 2);
    const int objective = constraints->objectiveBox()->currentIndex();
    const QString englishUndo = document->undoStack()->text(1);

    QVERIFY(test::chooseLanguage(w.get(), QStringLiteral("ja")));
    // the same widgets over the same document, with their values and the history
    QCOMPARE(w->document(), document);
    QCOMPARE(w->inputs(), inputs);
    QCOMPARE(inputs->modelPanel(), model);
    QCOMPARE(inputs->trainingPanel(), training);
    QCOMPARE(inputs->hardwarePanel(), hardware);
    QCOMPARE(inputs->constraintsPanel(), constraints);
    QCOMPARE(inputs->preemptionPanel(), preemption);
    QCOMPARE(inputs->field(QStringLiteral("model")), modelField);
    QCOMPARE(document->undoStack()->count(), 2);
    QCOMPARE(document->undoStack()->index(), 2);
    QCOMPARE(document->undoStack()->text(1), englishUndo); // what was done stays as it was named
    QCOMPARE(training->seqLenBox()->value(), 2048);
    QCOMPARE(training->seqLenBox()->text(), QStringLiteral("2,048") + translated("TrainingPanel", " tokens"));
    QCOMPARE(constraints->objectiveBox()->currentIndex(), objective);
    QCOMPARE(constraints->objectiveBox()->currentData().toString(), QStringLiteral("time"));
    QCOMPARE(constraints->objectiveBox()->currentText(), QStringLiteral("最短時間"));

    // a label, a tooltip and a choice of each panel are Japanese
    QCOMPARE(model->title(), QStringLiteral("モデル"));
    QCOMPARE(fieldLabel(model, "num_hidden_layers")->text(), QStringLiteral("層数"));
    QCOMPARE(model->field(QStringLiteral("num_hidden_layers"))->toolTip(),
             translated("ModelPanel", "Encoder layers: parameters, activations and FLOPs grow with them."));
    QComboBox* attention = qobject_cast<QComboBox*>(model->field(QStringLiteral("attention_type"))->editor());
    QVERIFY(attention);
    QCOMPARE(attention->itemText(1), QStringLiteral("ブロックスパース (BigBird ITC)"));
    QCOMPARE(fieldLabel(training, "seq_len")->text(), QStringLiteral("シーケンス長"));
    QCOMPARE(fieldLabel(training, "seq_len")->toolTip(),
             translated("TrainingPanel",
                        "Tokens per sequence. Activations grow with it (quadratically with full "
                        "attention); FLOPs per token too. Must not exceed the model's positions."));
    QCOMPARE(training->runLengthBox()->itemText(0), QStringLiteral("ステップ"));
    QCOMPARE(training->seqLenBox()->suffix(), translated("TrainingPanel", " tokens"));
    QCOMPARE(fieldLabel(hardware, "hardware")->text(), QStringLiteral("スライスと GPU"));
    QCOMPARE(hardware->hardwareTree()->topLevelItem(hardware->hardwareTree()->topLevelItemCount() - 1)->text(0),
             QStringLiteral("GPU (比較用)"));
    auto* runtime = qobject_cast<QComboBox*>(hardware->field(QStringLiteral("gpu_runtime"))->editor());
    QVERIFY(runtime);
    QCOMPARE(runtime->itemText(1), QStringLiteral("TensorFlow (グラフ)"));
    QCOMPARE(fieldLabel(constraints, "objective")->text(), QStringLiteral("順位付けの基準"));
    QCOMPARE(constraints->objectiveBox()->itemText(0), QStringLiteral("最小コスト"));
    QCOMPARE(constraints->deadlineBox()->specialValueText(), QStringLiteral("なし"));
    QCOMPARE(fieldLabel(preemption, "rate_per_hour")->text(), QStringLiteral("プリエンプション率"));
    QCOMPARE(fieldLabel(preemption, "rate_per_hour")->toolTip(),
             translated("PreemptionPanel",
                        "Expected preemptions per hour on preemptible, spot and Colab machines: more lost work and "
                        "restarts, and a shorter checkpoint interval (Young/Daly)."));

    // the issues the panels reported themselves stay, in Japanese
    QVERIFY(modelField->isInvalid());
    QVERIFY2(modelField->issue().startsWith(QStringLiteral("broken.json をインポートできません: ")),
             qPrintable(modelField->issue()));
    QCOMPARE(regionsField->issue(), QStringLiteral("リージョンを 1 つ以上チェックしてください"));
    QVERIFY(!regionsField->messageLabel()->text().contains(QStringLiteral("Check at least")));
    QVERIFY(regionsField->toolTip().contains(QStringLiteral("リージョンを 1 つ以上")));
    QCOMPARE(regionsField->messageLabel()->font().family(), regionsField->font().family());
    QCOMPARE(document->undoStack()->count(), 2);

    // and back to English
    QVERIFY(test::chooseLanguage(w.get(), QStringLiteral("en")));
    QCOMPARE(inputs->modelPanel(), model);
    QCOMPARE(model->title(), QStringLiteral("Model"));
    QCOMPARE(fieldLabel(model, "num_hidden_layers")->text(), QStringLiteral("Layers"));
    QCOMPARE(fieldLabel(training, "seq_len")->text(), QStringLiteral("Sequence length"));
    QCOMPARE(training->runLengthBox()->itemText(0), QStringLiteral("steps"));
    QCOMPARE(constraints->objectiveBox()->currentText(), QStringLiteral("Shortest time"));
    QCOMPARE(runtime->itemText(1), QStringLiteral("TensorFlow (graph)"));
    QCOMPARE(fieldLabel(preemption, "rate_per_hour")->text(), QStringLiteral("Preemption rate"));
    QCOMPARE(regionsField->issue(), QStringLiteral("Check at least one region"));
    QVERIFY(modelField->issue().startsWith(QStringLiteral("Cannot import broken.json: ")));
    QCOMPARE(document->undoStack()->count(), 2);

    // in Japanese again, a new edit is named in Japanese (and resets the lists to the input)
    QVERIFY(test::chooseLanguage(w.get(), QStringLiteral("ja")));
    training->globalBatchBox()->setValue(training->globalBatchBox()->value() * 2);
    model->layersBox()->setValue(6);
    QCOMPARE(document->undoStack()->count(), 4);
    QCOMPARE(document->undoStack()->text(2), translated("TrainingPanel", "Change global batch"));
    QCOMPARE(document->undoStack()->text(3), translated("ModelPanel", "Change layers"));
    QVERIFY(document->undoStack()->text(3) != QStringLiteral("Change layers"));

    QVERIFY(!regionsField->isInvalid());
    QVERIFY(test::chooseLanguage(w.get(), QStringLiteral("en")));
    // the history still undoes every edit
    while (document->undoStack()->canUndo())
        document->undoStack()->undo();
    QCOMPARE(training->seqLenBox()->value(), 4096);
}

QTEST_MAIN(TestInputsRetranslate)
#include "TestInputsRetranslate.moc"
