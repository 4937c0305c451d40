// SPDX-License-Identifier: GPL-3.0-or-later
// Decoder LLMs in the app: the presets and imported config.json of the six families set the causal-LM head and show
// the decoder's own fields (GQA, head dimension, tied embeddings) instead of BigBird's; the fine-tuning fields enable
// with LoRA/QLoRA, and the memory chart shows the adapters and the LM-head logits as their own parts.
#include "AppSettings.h"
#include "Appearance.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "ResultsView.h"
#include "charts/MemoryBreakdownChart.h"
#include "inputs/FieldStatus.h"
#include "inputs/InputsView.h"
#include "inputs/ModelPanel.h"
#include "inputs/TrainingPanel.h"
#include "models/CandidateTableModel.h"
#include "models/MemoryBreakdownModel.h"

#include "catalog/Catalog.h"
#include "model/ModelLoader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::gui;

class TestDecoderInputs : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void presetsGroupedByKind();
    void llamaSetsCausalLmAndPlans();
    void loraFieldsEnableAndChartShowsAdapters();
    void newTrainingChoicesAreUndoable();
    void trainingOptionsAreUndoable();
    void customPlacementMarksInvalidInput();
    void importDecoderConfig_data();
    void importDecoderConfig();

private:
    std::unique_ptr<MainWindow> makeWindow();
    static void choose(QComboBox* box, const QVariant& data);
    void chooseLlama(MainWindow* w);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    Catalog m_builtin;
};

void TestDecoderInputs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    applyAppearance(*qApp);
    QLocale::setDefault(QLocale::c());
    m_builtin = Catalog::builtin();
}

void TestDecoderInputs::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<AppSettings>(m_dir->filePath(QStringLiteral("設定/tpu-planner.conf")));
}

void TestDecoderInputs::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<MainWindow> TestDecoderInputs::makeWindow()
{
    auto w = std::make_unique<MainWindow>(m_builtin, m_settings.get());
    w->setConfirmDiscard(false);
    w->resize(1400, 900);
    w->document()->waitForResults(); // the first results (planned on the worker) in every view
    return w;
}

// Chooses an item as a user does (activated), so that the panel commits it.
void TestDecoderInputs::choose(QComboBox* box, const QVariant& data)
{
    const int i = box->findData(data);
    QVERIFY2(i >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(i);
    emit box->activated(i);
}

void TestDecoderInputs::chooseLlama(MainWindow* w)
{
    w->inputs()->trainingPanel()->seqLenBox()->setValue(2048);
    choose(w->inputs()->modelPanel()->sourceBox(), QStringLiteral("llama-3.1-8b"));
    QCOMPARE(w->document()->input().modelRef, QStringLiteral("llama-3.1-8b"));
    w->document()->waitForResults(); // the results of the decoder in every view
}

void TestDecoderInputs::presetsGroupedByKind()
{
    auto w = makeWindow();
    QComboBox* source = w->inputs()->modelPanel()->sourceBox();
    // a heading (no data, not selectable) before the encoders and one before the decoders
    int encoders = -1, decoders = -1;
    for (int i = 0; i < source->count(); ++i) {
        if (!source->itemData(i).toString().isEmpty())
            continue;
        if (source->itemText(i) == QLatin1String("Encoders (BERT family)"))
            encoders = i;
        if (source->itemText(i) == QLatin1String("Decoders (LLMs)"))
            decoders = i;
    }
    QVERIFY(encoders >= 0);
    QVERIFY(decoders > encoders);
    for (const QString& id : ModelLoader::presetIds()) {
        const int i = source->findData(id);
        QVERIFY2(i >= 0, qPrintable(id));
        QCOMPARE(i > decoders, ModelLoader::preset(id).isDecoder());
    }
    // choosing a heading changes nothing
    const QString before = w->document()->input().modelRef;
    emit source->activated(decoders);
    QCOMPARE(w->document()->input().modelRef, before);
}

void TestDecoderInputs::llamaSetsCausalLmAndPlans()
{
    auto w = makeWindow();
    ModelPanel* m = w->inputs()->modelPanel();
    TrainingPanel* t = w->inputs()->trainingPanel();
    // the seed plan is an encoder: BigBird's fields, no decoder fields
    QVERIFY(!m->field(QStringLiteral("block_size"))->isHidden());
    QVERIFY(m->field(QStringLiteral("num_key_value_heads"))->isHidden());
    QVERIFY(m->parametersLabel()->text().contains(QStringLiteral("in the encoder")));

    chooseLlama(w.get());
    const PlanInput& in = w->document()->input();
    QCOMPARE(in.head.kind, HeadKind::CausalLm);
    QCOMPARE(t->headBox()->currentData().toInt(), int(HeadKind::CausalLm));
    QVERIFY(w->document()->issues().isEmpty());
    QVERIFY(!w->document()->resultsStale());
    QVERIFY(w->results()->candidateModel()->rowCount() > 0);
    // the decoder's fields, with core's numbers
    QVERIFY(m->kindLabel()->text().startsWith(QStringLiteral("Decoder")));
    QVERIFY(!m->field(QStringLiteral("num_key_value_heads"))->isHidden());
    QVERIFY(m->field(QStringLiteral("block_size"))->isHidden());
    QVERIFY(m->field(QStringLiteral("attention_type"))->isHidden());
    QCOMPARE(m->kvHeadsBox()->value(), 8);
    QCOMPARE(m->headDimBox()->value(), 128);
    QVERIFY(!m->tiedEmbeddingsBox()->isChecked());
    QCOMPARE(m->parametersLabel()->text(), QStringLiteral("%1 parameters").arg(QLocale().toString(qint64(8030261248))));
    const ParameterBreakdown parts = parameterBreakdown(in.model);
    QVERIFY(m->parametersLabel()->toolTip().contains(QLocale().toString(parts.embeddings)));
    QVERIFY(m->parametersLabel()->toolTip().contains(QLocale().toString(parts.head)));
    // only the causal-LM head can be chosen, and its loss chunks apply
    auto* items = qobject_cast<QStandardItemModel*>(t->headBox()->model());
    QVERIFY(items);
    for (int i = 0; i < t->headBox()->count(); ++i)
        QCOMPARE(items->item(i)->isEnabled(), t->headBox()->itemData(i).toInt() == int(HeadKind::CausalLm));
    QVERIFY(t->field(QStringLiteral("loss_chunks"))->isEnabled());
    // the details name the attention kernel and the fine-tuning mode
    const QString details = w->results()->reasonsView()->toPlainText();
    QVERIFY2(details.contains(QStringLiteral("splash attention (Pallas)")), qPrintable(details));
    QVERIFY(details.contains(QStringLiteral("Fine-tuning: full training")));

    // editing a decoder field goes through the document
    m->kvHeadsBox()->setValue(4);
    QCOMPARE(w->document()->input().model.kvHeads, 4);
    QCOMPARE(w->document()->input().model.kind, ModelKind::Decoder);
    w->document()->undoStack()->undo();
    QCOMPARE(w->document()->input().modelRef, QStringLiteral("llama-3.1-8b"));
}

void TestDecoderInputs::loraFieldsEnableAndChartShowsAdapters()
{
    auto w = makeWindow();
    TrainingPanel* t = w->inputs()->trainingPanel();
    MemoryBreakdownChart* chart = w->results()->memoryChart();
    MemoryBreakdownModel model;
    const QString adapters = model.headerData(MemoryBreakdownModel::Adapters, Qt::Horizontal).toString();
    const QString logits = model.headerData(MemoryBreakdownModel::Logits, Qt::Horizontal).toString();
    const QString gradients = model.headerData(MemoryBreakdownModel::Gradients, Qt::Horizontal).toString();
    // an encoder in full training: neither part
    QVERIFY(!chart->shownParts().contains(adapters));
    QVERIFY(!chart->shownParts().contains(logits));
    QVERIFY(!t->field(QStringLiteral("lora_rank"))->isEnabled());
    QVERIFY(!t->field(QStringLiteral("lora_targets"))->isEnabled());

    chooseLlama(w.get());
    QVERIFY(chart->shownParts().contains(logits));
    QVERIFY(chart->shownParts().contains(gradients));
    QVERIFY(!chart->shownParts().contains(adapters));

    choose(t->finetuneBox(), int(FinetuneMode::Lora));
    QCOMPARE(w->document()->input().finetune, FinetuneMode::Lora);
    w->document()->waitForResults();
    QVERIFY(t->field(QStringLiteral("lora_rank"))->isEnabled());
    QVERIFY(t->field(QStringLiteral("lora_targets"))->isEnabled());
    QVERIFY(chart->shownParts().contains(adapters));
    QVERIFY(chart->shownParts().contains(logits));
    // only the adapters train: the base has no gradients of its own
    QCOMPARE(w->results()->memoryModel()->index(0, MemoryBreakdownModel::Gradients).data().toDouble(), 0.0);
    QVERIFY(w->results()->reasonsView()->toPlainText().contains(QStringLiteral("LoRA rank 16 on qv")));

    choose(t->finetuneBox(), int(FinetuneMode::Full));
    w->document()->waitForResults();
    QVERIFY(!t->field(QStringLiteral("lora_rank"))->isEnabled());
    QVERIFY(!chart->shownParts().contains(adapters));
}

void TestDecoderInputs::newTrainingChoicesAreUndoable()
{
    auto w = makeWindow();
    TrainingPanel* t = w->inputs()->trainingPanel();
    QUndoStack* undo = w->document()->undoStack();
    chooseLlama(w.get());
    const int steps = undo->count();
    choose(t->finetuneBox(), int(FinetuneMode::Qlora));
    t->loraRankBox()->setValue(64);
    choose(t->loraTargetsBox(), int(LoraTargets::AllLinear));
    choose(t->attentionBox(), int(AttentionImpl::Eager));
    t->lossChunksBox()->setValue(8);
    t->precisionBox(Precision::Bf16)->setChecked(true);
    t->checkpointingBox(CheckpointingKind::SaveQkvProj)->setChecked(true);
    const PlanInput& in = w->document()->input();
    QCOMPARE(in.finetune, FinetuneMode::Qlora);
    QCOMPARE(in.loraRank, 64);
    QCOMPARE(in.loraTargets, LoraTargets::AllLinear);
    QCOMPARE(in.attention, AttentionImpl::Eager);
    QCOMPARE(in.lossChunks, 8);
    QVERIFY(in.precisions.contains(Precision::Bf16));
    QVERIFY(in.checkpointing.contains(CheckpointingKind::SaveQkvProj));
    QCOMPARE(undo->count(), steps + 7);
    while (undo->index() > steps)
        undo->undo();
    QCOMPARE(w->document()->input().finetune, FinetuneMode::Full);
    QCOMPARE(w->document()->input().lossChunks, PlanInput{}.lossChunks); // 0: the planner chooses
    QCOMPARE(t->lossChunksBox()->text(), QStringLiteral("auto"));
    QCOMPARE(t->finetuneBox()->currentData().toInt(), int(FinetuneMode::Full));
    QVERIFY(!t->precisionBox(Precision::Bf16)->isChecked());
}

// The loss, the custom placement, the paged optimizer, the step in the backward pass and 8-bit AdamW: each edit is
// one undo step, the plan takes it, and undo brings the plan's defaults back.
void TestDecoderInputs::trainingOptionsAreUndoable()
{
    auto w = makeWindow();
    TrainingPanel* t = w->inputs()->trainingPanel();
    QUndoStack* undo = w->document()->undoStack();
    chooseLlama(w.get());
    const PlanInput before = w->document()->input();
    const int steps = undo->count();
    QVERIFY(t->field(QStringLiteral("loss"))->isEnabled()); // a causal-LM head
    choose(t->lossBox(), int(LossImpl::Eager));
    t->checkpointingBox(CheckpointingKind::SelectiveOps)
        ->setChecked(!before.checkpointing.contains(CheckpointingKind::SelectiveOps));
    t->checkpointingBox(CheckpointingKind::Custom)->setChecked(true);
    QVERIFY(t->field(QStringLiteral("remat_placement"))->isEnabled());
    choose(t->placementBox(LayerTensor::MlpWo), int(Placement::Offload));
    t->pagedOptimizerBox()->setChecked(true);
    t->optimizerInBackwardBox()->setChecked(true);
    t->allow8bitOptimizerBox()->setChecked(true);
    const PlanInput& in = w->document()->input();
    QCOMPARE(in.loss, LossImpl::Eager);
    QCOMPARE(in.rematPlacement[LayerTensor::MlpWo], Placement::Offload);
    QCOMPARE(in.rematPlacement[LayerTensor::Input], before.rematPlacement[LayerTensor::Input]);
    QVERIFY(in.checkpointing.contains(CheckpointingKind::Custom));
    QVERIFY(in.pagedOptimizer);
    QVERIFY(in.optimizerInBackward);
    QVERIFY(in.allow8bitOptimizer);
    // the two checkpointing boxes in a row are one edit of the field (edits of one field in a row merge)
    QCOMPARE(undo->count(), steps + 6);
    // a paged optimizer needs CUDA GPUs: a search over TPU slices alone is marked at the field
    const bool tpuOnly = !in.includeGpus && in.hardware.isEmpty();
    QCOMPARE(t->field(QStringLiteral("paged_optimizer"))->isInvalid(), tpuOnly);
    while (undo->index() > steps)
        undo->undo();
    const PlanInput& back = w->document()->input();
    QCOMPARE(back.loss, before.loss);
    QVERIFY(back.rematPlacement == before.rematPlacement);
    QCOMPARE(back.pagedOptimizer, false);
    QCOMPARE(back.optimizerInBackward, false);
    QCOMPARE(back.allow8bitOptimizer, false);
    QCOMPARE(t->lossBox()->currentData().toInt(), int(before.loss));
    QCOMPARE(t->placementBox(LayerTensor::MlpWo)->currentData().toInt(), int(Placement::Remat));
    QVERIFY(!t->pagedOptimizerBox()->isChecked());
    QVERIFY(!t->field(QStringLiteral("paged_optimizer"))->isInvalid());
    QCOMPARE(t->field(QStringLiteral("remat_placement"))->isEnabled(),
             before.checkpointing.contains(CheckpointingKind::Custom));
    const QString shot = QDir(QDir::tempPath()).filePath(QStringLiteral("tpu-planner-training-options.png"));
    t->grab().save(shot);
    qInfo("screenshot: %s", qPrintable(shot));
}

// The layer input cannot be recomputed: a custom placement that asks for it is marked at the placement editor, and
// only while custom is one of the policies tried.
void TestDecoderInputs::customPlacementMarksInvalidInput()
{
    auto w = makeWindow();
    TrainingPanel* t = w->inputs()->trainingPanel();
    chooseLlama(w.get());
    t->checkpointingBox(CheckpointingKind::Custom)->setChecked(true);
    QVERIFY(!t->field(QStringLiteral("remat_placement"))->isInvalid());
    choose(t->placementBox(LayerTensor::Input), int(Placement::Remat));
    QCOMPARE(w->document()->input().rematPlacement[LayerTensor::Input], Placement::Remat);
    QVERIFY(t->field(QStringLiteral("remat_placement"))->isInvalid());
    QVERIFY(t->field(QStringLiteral("remat_placement"))->issue().contains(QStringLiteral("decoder_layer_input")));
    t->checkpointingBox(CheckpointingKind::Custom)->setChecked(false);
    QVERIFY(!t->field(QStringLiteral("remat_placement"))->isEnabled());
    QVERIFY(!t->field(QStringLiteral("remat_placement"))->isInvalid());
}

void TestDecoderInputs::importDecoderConfig_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<bool>("tied");
    // shapes of the published config.json files (Hugging Face hub)
    QTest::addRow("llama: Llama-3.1-8B") << QByteArray(
        R"({"model_type": "llama", "vocab_size": 128256, "hidden_size": 4096, "num_hidden_layers": 32,
 "num_attention_heads": 32, "num_key_value_heads": 8, "intermediate_size": 14336,
 "max_position_embeddings": 131072, "hidden_act": "silu", "tie_word_embeddings": false})")
                                         << 8 << 128 << false;
    QTest::addRow("mistral: Mistral-7B-v0.1")
        << QByteArray(R"({"model_type": "mistral", "vocab_size": 32000, "hidden_size": 4096, "num_hidden_layers": 32,
 "num_attention_heads": 32, "num_key_value_heads": 8, "intermediate_size": 14336,
 "max_position_embeddings": 32768, "sliding_window": 4096, "tie_word_embeddings": false})")
        << 8 << 128 << false;
    QTest::addRow("qwen2: Qwen2.5-7B") << QByteArray(
        R"({"model_type": "qwen2", "vocab_size": 152064, "hidden_size": 3584, "num_hidden_layers": 28,
 "num_attention_heads": 28, "num_key_value_heads": 4, "intermediate_size": 18944,
 "max_position_embeddings": 131072, "tie_word_embeddings": false})")
                                       << 4 << 128 << false;
    QTest::addRow("gemma: gemma-7b") << QByteArray(
        R"({"model_type": "gemma", "vocab_size": 256000, "hidden_size": 3072, "num_hidden_layers": 28,
 "num_attention_heads": 16, "num_key_value_heads": 16, "head_dim": 256, "intermediate_size": 24576,
 "max_position_embeddings": 8192})") << 16
                                     << 256 << true;
    QTest::addRow("gemma2: gemma-2-2b") << QByteArray(
        R"({"model_type": "gemma2", "vocab_size": 256000, "hidden_size": 2304, "num_hidden_layers": 26,
 "num_attention_heads": 8, "num_key_value_heads": 4, "head_dim": 256, "intermediate_size": 9216,
 "max_position_embeddings": 8192, "sliding_window": 4096, "final_logit_softcapping": 30.0})")
                                        << 4 << 256 << true;
    QTest::addRow("gpt2: gpt2") << QByteArray(
        R"({"model_type": "gpt2", "vocab_size": 50257, "n_embd": 768, "n_layer": 12, "n_head": 12,
 "n_positions": 1024, "activation_function": "gelu_new"})")
                                << 12 << 64 << true;
}

void TestDecoderInputs::importDecoderConfig()
{
    QFETCH(QByteArray, json);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(bool, tied);
    const QString path = m_dir->filePath(QStringLiteral("デコーダ config.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    auto w = makeWindow();
    ModelPanel* m = w->inputs()->modelPanel();
    w->inputs()->trainingPanel()->seqLenBox()->setValue(1024);
    QVERIFY(m->importModelFile(path));
    const PlanInput& in = w->document()->input();
    QCOMPARE(in.model.kind, ModelKind::Decoder);
    QCOMPARE(in.head.kind, HeadKind::CausalLm);
    QVERIFY(w->document()->issues().isEmpty());
    QVERIFY(!w->document()->resultsStale());
    QCOMPARE(m->kvHeadsBox()->value(), kvHeads);
    QCOMPARE(m->headDimBox()->value(), headDim);
    QCOMPARE(m->tiedEmbeddingsBox()->isChecked(), tied);
    QCOMPARE(m->parametersLabel()->text(),
             QStringLiteral("%1 parameters").arg(QLocale().toString(modelParameters(in.model))));
}

QTEST_MAIN(TestDecoderInputs)
#include "TestDecoderInputs.moc"
