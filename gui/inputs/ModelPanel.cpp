// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelPanel.h"

#include "FieldStatus.h"
#include "PlanDocument.h"
#include "model/ModelLoader.h"
#include "util/InputError.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

#include <algorithm>

namespace tpuplan::gui {

namespace {
const QString kCustom = QStringLiteral("custom");

// A model reference that names a file (an imported config.json or model YAML), not a preset or an inline model.
bool isFileRef(const QString& ref)
{
    return !ModelLoader::presetIds().contains(ref)
        && (ref.contains(QLatin1Char('/')) || ref.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)
            || ref.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive)
            || ref.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive));
}
} // namespace

ModelPanel::ModelPanel(PlanDocument* document, QWidget* parent)
    : InputPanel(document, parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    auto* sourceRow = new QWidget;
    auto* sourceLayout = new QHBoxLayout(sourceRow);
    sourceLayout->setContentsMargins(0, 0, 0, 0);
    m_source = new QComboBox;
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_import = new QPushButton;
    sourceLayout->addWidget(m_source, 1);
    sourceLayout->addWidget(m_import);
    addField(form, QStringLiteral("model"), sourceRow);
    addAlias(QStringLiteral("model_type"), QStringLiteral("model"));
    m_kind = new QLabel;
    m_kind->setObjectName(QStringLiteral("modelKind"));
    addField(form, QStringLiteral("model_kind"), m_kind);

    m_layers = makeSpinBox(0, 100000);
    m_hidden = makeSpinBox(0, 1000000, 64);
    m_heads = makeSpinBox(0, 100000);
    m_kvHeads = makeSpinBox(0, 100000);
    m_headDim = makeSpinBox(0, 4096, 32);
    m_tied = new QCheckBox;
    m_intermediate = makeSpinBox(0, 10000000, 256);
    m_vocab = makeSpinBox(0, 100000000, 1000);
    m_positions = makeSpinBox(0, 100000000, 512);
    m_attention = new QComboBox;
    m_attention->addItem(QString(), int(AttentionKind::Full));
    m_attention->addItem(QString(), int(AttentionKind::BlockSparse));
    m_blockSize = makeSpinBox(0, 4096, 16);
    m_randomBlocks = makeSpinBox(0, 1024);
    addField(form, QStringLiteral("num_hidden_layers"), m_layers);
    addField(form, QStringLiteral("hidden_size"), m_hidden);
    addField(form, QStringLiteral("num_attention_heads"), m_heads);
    // decoders: grouped-query attention, Gemma's explicit head width, tied input and output embeddings
    addField(form, QStringLiteral("num_key_value_heads"), m_kvHeads);
    addField(form, QStringLiteral("head_dim"), m_headDim);
    addField(form, QStringLiteral("tie_word_embeddings"), m_tied);
    addField(form, QStringLiteral("intermediate_size"), m_intermediate);
    addExpertFields(form);
    addField(form, QStringLiteral("vocab_size"), m_vocab);
    addField(form, QStringLiteral("max_position_embeddings"), m_positions);
    addField(form, QStringLiteral("attention_type"), m_attention);
    addField(form, QStringLiteral("block_size"), m_blockSize);
    addField(form, QStringLiteral("num_random_blocks"), m_randomBlocks);
    m_parameters = new QLabel;
    m_parameters->setObjectName(QStringLiteral("parameterCount"));
    m_parameters->setWordWrap(true);
    m_parametersLabel = new QLabel;
    form->addRow(m_parametersLabel, m_parameters);
    // decoders of several layer kinds (MoE, MLA, local attention): the stack, and an MoE model's parameters by part
    m_stack = new QLabel;
    m_stack->setObjectName(QStringLiteral("layerStack"));
    m_stack->setWordWrap(true);
    m_stackLabel = new QLabel;
    form->addRow(m_stackLabel, m_stack);
    m_split = new QLabel;
    m_split->setObjectName(QStringLiteral("parameterSplit"));
    m_split->setWordWrap(true);
    m_splitLabel = new QLabel;
    form->addRow(m_splitLabel, m_split);

    connect(m_source, qOverload<int>(&QComboBox::activated), this, &ModelPanel::chooseSource);
    connect(m_import, &QPushButton::clicked, this, &ModelPanel::browse);
    // the undo text is translated when the edit is made, in the language of that moment
    auto bindInt = [this](QSpinBox* box, const QString& field, const char* description, int ModelSpec::*member) {
        connect(box, qOverload<int>(&QSpinBox::valueChanged), this,
                [=](int v) { editArchitecture(field, tr(description), [=](ModelSpec& m) { m.*member = v; }); });
    };
    bindInt(m_layers, QStringLiteral("num_hidden_layers"), QT_TR_NOOP("Change layers"), &ModelSpec::layers);
    bindInt(m_hidden, QStringLiteral("hidden_size"), QT_TR_NOOP("Change hidden size"), &ModelSpec::hiddenSize);
    bindInt(m_heads, QStringLiteral("num_attention_heads"), QT_TR_NOOP("Change attention heads"), &ModelSpec::heads);
    bindInt(m_kvHeads, QStringLiteral("num_key_value_heads"), QT_TR_NOOP("Change key/value heads"),
            &ModelSpec::kvHeads);
    bindInt(m_headDim, QStringLiteral("head_dim"), QT_TR_NOOP("Change head dimension"), &ModelSpec::explicitHeadDim);
    connect(m_tied, &QCheckBox::toggled, this, [this](bool on) {
        editArchitecture(QStringLiteral("tie_word_embeddings"), tr("Change tied embeddings"),
                         [on](ModelSpec& m) { m.tiedEmbeddings = on; });
    });
    bindInt(m_intermediate, QStringLiteral("intermediate_size"), QT_TR_NOOP("Change intermediate size"),
            &ModelSpec::intermediateSize);
    bindInt(m_vocab, QStringLiteral("vocab_size"), QT_TR_NOOP("Change vocabulary"), &ModelSpec::vocabSize);
    bindInt(m_positions, QStringLiteral("max_position_embeddings"), QT_TR_NOOP("Change max positions"),
            &ModelSpec::maxPositions);
    bindInt(m_blockSize, QStringLiteral("block_size"), QT_TR_NOOP("Change block size"), &ModelSpec::blockSize);
    bindInt(m_randomBlocks, QStringLiteral("num_random_blocks"), QT_TR_NOOP("Change random blocks"),
            &ModelSpec::randomBlocks);
    connect(m_attention, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto kind = AttentionKind(m_attention->currentData().toInt());
        editArchitecture(QStringLiteral("attention_type"), tr("Change attention"),
                         [kind](ModelSpec& m) { m.attention = kind; });
    });
    retranslateUi();
}

void ModelPanel::retranslateUi()
{
    setTitle(tr("Model"));
    m_import->setText(tr("Import…"));
    m_import->setToolTip(tr("Read a Hugging Face config.json (bert, roberta, big_bird, llama, mistral, qwen2, gemma, "
                            "gemma2, gpt2, …) or a model YAML file"));
    setFieldText(QStringLiteral("model"), tr("Model"),
                 tr("The transformer to train: a preset, an imported config.json, or a custom architecture. Changes "
                    "every memory, time and cost figure."));
    m_attention->setItemText(m_attention->findData(int(AttentionKind::Full)), tr("Full"));
    m_attention->setItemText(m_attention->findData(int(AttentionKind::BlockSparse)), tr("Block-sparse (BigBird ITC)"));
    setFieldText(QStringLiteral("model_kind"), tr("Kind"),
                 tr("An encoder (BERT family: bidirectional, masked-LM or classification heads) or a decoder language "
                    "model (causal attention, trained with the causal-LM head)."));
    setFieldText(QStringLiteral("hidden_size"), tr("Hidden size"),
                 tr("Width of the model: parameters grow with its square, activations linearly."));
    setFieldText(QStringLiteral("num_attention_heads"), tr("Attention heads"),
                 tr("Heads per layer; must divide the hidden size. Attention scores are stored per head."));
    setFieldText(QStringLiteral("num_key_value_heads"), tr("Key/value heads"),
                 tr("Grouped-query attention: heads of the keys and values (num_key_value_heads); fewer than the "
                    "attention heads make the k and v projections smaller."));
    setFieldText(QStringLiteral("head_dim"), tr("Head dimension"),
                 tr("Width of one attention head (head_dim): hidden size / heads unless the config gives one (Gemma: "
                    "256)."));
    m_tied->setText(tr("Shared with the input"));
    setFieldText(QStringLiteral("tie_word_embeddings"), tr("Tied embeddings"),
                 tr("tie_word_embeddings: an untied output projection adds vocabulary × hidden parameters."));
    retranslateExpertTexts();
    setFieldText(QStringLiteral("max_position_embeddings"), tr("Max positions"),
                 tr("The longest sequence the model accepts."));
    setFieldText(
        QStringLiteral("attention_type"), tr("Attention"),
        tr("Full attention stores seq² scores per head; block-sparse (BigBird) grows linearly with the length."));
    setFieldText(QStringLiteral("block_size"), tr("Block size"),
                 tr("BigBird block size: sequences are padded to a multiple of it."));
    setFieldText(QStringLiteral("num_random_blocks"), tr("Random blocks"),
                 tr("BigBird random blocks each query block attends to."));
    m_parametersLabel->setText(tr("Parameters"));
    m_stackLabel->setText(tr("Layer stack"));
    m_splitLabel->setText(tr("By part"));
    // a file that could not be imported: its reason again, in the new language
    if (!m_failedImport.isEmpty()) {
        try {
            ModelLoader::fromFile(m_failedImport);
        } catch (const InputError& e) {
            setLocalIssue(QStringLiteral("model"), importFailure(m_failedImport, e));
        }
    }
    // the source choices, the kind's texts and the parameter count are texts made from the input
    sync();
}

void ModelPanel::addExpertFields(QFormLayout* form)
{
    m_experts = makeSpinBox(0, 65536);
    m_expertsPerToken = makeSpinBox(0, 65536);
    m_expertWidth = makeSpinBox(0, 1048576, 256);
    m_sharedWidth = makeSpinBox(0, 1048576, 256);
    m_firstDense = makeSpinBox(0, 1024);
    // the plan-file keys of core/model/ModelFields.cpp, which ModelLoader::validate names in its issues
    addField(form, QStringLiteral("num_experts"), m_experts);
    addField(form, QStringLiteral("num_experts_per_tok"), m_expertsPerToken);
    addField(form, QStringLiteral("moe_intermediate_size"), m_expertWidth);
    addField(form, QStringLiteral("shared_expert_intermediate_size"), m_sharedWidth);
    addField(form, QStringLiteral("first_k_dense_replace"), m_firstDense);
    connect(m_experts, qOverload<int>(&QSpinBox::valueChanged), this, &ModelPanel::setExperts);
    // the undo text is translated when the edit is made, in the language of that moment
    auto bindInt = [this](QSpinBox* box, const QString& field, const char* description, int ModelSpec::*member) {
        connect(box, qOverload<int>(&QSpinBox::valueChanged), this,
                [=](int v) { editArchitecture(field, tr(description), [=](ModelSpec& m) { m.*member = v; }); });
    };
    bindInt(m_expertsPerToken, QStringLiteral("num_experts_per_tok"), QT_TR_NOOP("Change experts per token"),
            &ModelSpec::expertsPerToken);
    bindInt(m_expertWidth, QStringLiteral("moe_intermediate_size"), QT_TR_NOOP("Change expert width"),
            &ModelSpec::expertIntermediateSize);
    bindInt(m_sharedWidth, QStringLiteral("shared_expert_intermediate_size"), QT_TR_NOOP("Change shared expert width"),
            &ModelSpec::sharedExpertIntermediateSize);
    bindInt(m_firstDense, QStringLiteral("first_k_dense_replace"), QT_TR_NOOP("Change dense first layers"),
            &ModelSpec::firstDenseLayers);
}

void ModelPanel::setExperts(int experts)
{
    editArchitecture(QStringLiteral("num_experts"), tr("Change experts"),
                     [experts](ModelSpec& m) { setExpertCount(m, experts); });
}

void ModelPanel::refreshExperts(const ModelSpec& m)
{
    setValue(m_experts, m.experts);
    setValue(m_expertsPerToken, m.expertsPerToken);
    setValue(m_expertWidth, m.expertIntermediateSize);
    setValue(m_sharedWidth, m.sharedExpertIntermediateSize);
    setValue(m_firstDense, m.firstDenseLayers);
    const bool decoder = m.isDecoder();
    for (const char* key : {"num_experts", "num_experts_per_tok", "moe_intermediate_size",
                            "shared_expert_intermediate_size", "first_k_dense_replace"})
        setFieldVisible(QString::fromLatin1(key), decoder);
    // a dense model has no experts to route to: only the number of experts can be edited
    const bool experts = m.experts > 0;
    for (const char* key :
         {"num_experts_per_tok", "moe_intermediate_size", "shared_expert_intermediate_size", "first_k_dense_replace"})
        field(QString::fromLatin1(key))->setEnabled(experts);
    // the dense MLP width applies only where some layer keeps a dense MLP (none in Mixtral, three in DeepSeek-V3);
    // core's layerAt makes the first layer dense whenever any is (dense first layers, or MoE every step-th layer)
    field(QStringLiteral("intermediate_size"))->setEnabled(!layerAt(m, 0).moe);
    retranslateMlpTexts(m.isMoe());
}

void ModelPanel::retranslateMlpTexts(bool moe)
{
    if (!moe) {
        setFieldText(QStringLiteral("intermediate_size"), tr("Intermediate size"),
                     tr("Width of the feed-forward block (usually 4 × hidden)."));
        return;
    }
    setFieldText(QStringLiteral("intermediate_size"), tr("Dense MLP width"),
                 tr("Width of the dense feed-forward block of the layers without experts (intermediate_size in "
                    "qwen*_moe and deepseek, intermediate_size_mlp in llama4); not used when every layer is an MoE "
                    "layer. The routed experts' width is the expert width."));
}

void ModelPanel::retranslateExpertTexts()
{
    m_experts->setSpecialValueText(tr("0 (dense)"));
    m_sharedWidth->setSpecialValueText(tr("0 (none)"));
    setFieldText(QStringLiteral("num_experts"), tr("Experts"),
                 tr("Routed experts of each MoE layer, E (num_local_experts in mixtral, gpt_oss, llama4; num_experts "
                    "in qwen*_moe, olmoe; n_routed_experts in deepseek); 0 = a dense model. Every expert's weights "
                    "and optimizer states are kept; only the chosen ones compute."));
    setFieldText(QStringLiteral("num_experts_per_tok"), tr("Experts per token"),
                 tr("Experts each token is routed to, K (num_experts_per_tok; gpt_oss also experts_per_token): "
                    "between 1 and the number of experts. Sets the active parameters, the FLOPs and the all-to-all "
                    "traffic."));
    setFieldText(QStringLiteral("moe_intermediate_size"), tr("Expert width"),
                 tr("Intermediate width of one routed expert, I_e (moe_intermediate_size in qwen*_moe and deepseek; "
                    "intermediate_size in mixtral, olmoe, gpt_oss, llama4)."));
    setFieldText(QStringLiteral("shared_expert_intermediate_size"), tr("Shared expert width"),
                 tr("Width of the shared expert(s) together, I_s, which every token passes through "
                    "(shared_expert_intermediate_size in qwen2_moe; n_shared_experts × moe_intermediate_size in "
                    "deepseek; llama4: one expert of intermediate_size); 0 = none."));
    setFieldText(QStringLiteral("first_k_dense_replace"), tr("Dense first layers"),
                 tr("The first layers keep a dense MLP of the dense MLP width (first_k_dense_replace in deepseek); "
                    "the others are MoE layers."));
}

void ModelPanel::retranslateKindTexts(bool decoder)
{
    if (decoder) {
        m_kind->setText(tr("Decoder (causal language model)"));
        setFieldText(QStringLiteral("num_hidden_layers"), tr("Layers"),
                     tr("Decoder layers: parameters, activations and FLOPs grow with them."));
        setFieldText(QStringLiteral("vocab_size"), tr("Vocabulary"),
                     tr("Tokens in the vocabulary: the embeddings and the causal-LM logits (often the largest "
                        "activation) grow with it."));
        return;
    }
    m_kind->setText(tr("Encoder (BERT family)"));
    setFieldText(QStringLiteral("num_hidden_layers"), tr("Layers"),
                 tr("Encoder layers: parameters, activations and FLOPs grow with them."));
    setFieldText(QStringLiteral("vocab_size"), tr("Vocabulary"),
                 tr("Tokens in the vocabulary: the embeddings and the MLM logits grow with it."));
}

void ModelPanel::fillSources()
{
    const QSignalBlocker block(m_source);
    m_source->clear();
    // encoders and decoders each under a heading that cannot be chosen
    QVector<QPair<QString, QString>> encoders, decoders; // name, id
    for (const QString& id : ModelLoader::presetIds()) {
        const ModelSpec m = ModelLoader::preset(id);
        (m.isDecoder() ? decoders : encoders) << qMakePair(m.name.isEmpty() ? id : m.name, id);
    }
    auto* items = qobject_cast<QStandardItemModel*>(m_source->model());
    const auto addGroup = [&](const QString& heading, const QVector<QPair<QString, QString>>& presets) {
        if (presets.isEmpty())
            return;
        m_source->addItem(heading);
        if (items) {
            QStandardItem* item = items->item(m_source->count() - 1);
            item->setFlags(Qt::NoItemFlags);
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
        for (const auto& p : presets)
            m_source->addItem(p.first, p.second);
    };
    addGroup(tr("Encoders (BERT family)"), encoders);
    addGroup(tr("Decoders (LLMs)"), decoders);
    m_source->insertSeparator(m_source->count());
    m_source->addItem(tr("Custom architecture"), kCustom);
    const QString ref = m_document->input().modelRef;
    if (isFileRef(ref))
        m_source->addItem(tr("File: %1").arg(QFileInfo(ref).fileName()), ref);
}

void ModelPanel::refresh()
{
    const PlanInput& in = m_document->input();
    const ModelSpec& m = in.model;
    fillSources();
    const bool preset = ModelLoader::presetIds().contains(in.modelRef);
    const bool file = isFileRef(in.modelRef);
    setCurrentData(m_source, preset || file ? in.modelRef : kCustom);
    if (file)
        m_source->setItemData(m_source->currentIndex(), in.modelRef, Qt::ToolTipRole);
    setValue(m_layers, m.layers);
    setValue(m_hidden, m.hiddenSize);
    setValue(m_heads, m.heads);
    setValue(m_kvHeads, m.kvHeadCount());
    setValue(m_headDim, m.headDim());
    setChecked(m_tied, m.tiedEmbeddings);
    setValue(m_intermediate, m.intermediateSize);
    setValue(m_vocab, m.vocabSize);
    setValue(m_positions, m.maxPositions);
    setCurrentData(m_attention, int(m.attention));
    setValue(m_blockSize, m.blockSize);
    setValue(m_randomBlocks, m.randomBlocks);
    const bool sparse = m.attention == AttentionKind::BlockSparse;
    field(QStringLiteral("block_size"))->setEnabled(sparse);
    field(QStringLiteral("num_random_blocks"))->setEnabled(sparse);
    // a decoder has no BigBird attention; an encoder no GQA, explicit head width or untied output projection
    const bool decoder = m.isDecoder();
    for (const char* key : {"attention_type", "block_size", "num_random_blocks"})
        setFieldVisible(QString::fromLatin1(key), !decoder);
    for (const char* key : {"num_key_value_heads", "head_dim", "tie_word_embeddings"})
        setFieldVisible(QString::fromLatin1(key), decoder);
    retranslateKindTexts(decoder);
    refreshExperts(m);
    try {
        ModelLoader::validate(m, QString());
        const QLocale loc;
        if (decoder) {
            const ParameterBreakdown parts = parameterBreakdown(m);
            m_parameters->setText(tr("%1 parameters").arg(loc.toString(modelParameters(m))));
            m_parameters->setToolTip(
                tr("Embeddings %1 · layers %2 · head %3 (the final norm and an untied output "
                   "projection; core's count)")
                    .arg(loc.toString(parts.embeddings), loc.toString(parts.layers), loc.toString(parts.head)));
        } else {
            m_parameters->setText(tr("%1 in the encoder").arg(loc.toString(modelParameters(m))));
            m_parameters->setToolTip(tr("Parameters of the encoder with its pooler (core's count)"));
        }
        showLayerStack(m);
    } catch (const InputError&) {
        m_parameters->setText(tr("— (fix the marked fields)"));
        m_parameters->setToolTip(QString());
        showLayerStack(ModelSpec());
    }
}

void ModelPanel::showLayerStack(const ModelSpec& m)
{
    // a dense decoder of one layer kind (and every encoder) shows neither row: its layers field says it all
    const bool stack = m.isDecoder() && (layerStack(m).size() > 1 || m.isMoe() || m.isMla());
    m_stack->setVisible(stack);
    m_stackLabel->setVisible(stack);
    m_split->setVisible(stack && m.isMoe());
    m_splitLabel->setVisible(stack && m.isMoe());
    if (!stack)
        return;
    m_stack->setText(layerStackText(m));
    if (!m.isMoe())
        return;
    const QLocale loc;
    const ParameterBreakdown parts = parameterBreakdown(m);
    const ActiveParameters active = activeParameters(m);
    m_parameters->setText(tr("%1 parameters, %2 active per token")
                              .arg(loc.toString(modelParameters(m)), loc.toString(active.withEmbeddings)));
    m_parameters->setToolTip(tr("Active: both embedding matrices counted, as Mistral, Qwen, Meta and Megatron count; "
                                "%1 without the input embedding (OpenAI, DeepSeek), %2 without embeddings. Embeddings "
                                "%3 · layers %4 · head %5 (core's count)")
                                 .arg(loc.toString(active.withoutInputEmbedding), loc.toString(active.nonEmbedding),
                                      loc.toString(parts.embeddings), loc.toString(parts.layers),
                                      loc.toString(parts.head)));
    m_split->setText(layerPartsText(parts)); // the parts the model has
}

void ModelPanel::chooseSource(int index)
{
    const QString id = m_source->itemData(index).toString();
    if (id.isEmpty())
        return; // a group heading
    if (id == kCustom) {
        editArchitecture(QStringLiteral("model"), tr("Use a custom architecture"), [](ModelSpec&) {});
        return;
    }
    if (ModelLoader::presetIds().contains(id)) {
        m_failedImport.clear();
        setLocalIssue(QStringLiteral("model"), QString());
        commit(QStringLiteral("model"), tr("Choose model %1").arg(m_source->itemText(index)), [id](PlanInput& in) {
            in.setModel(ModelLoader::preset(id));
            in.modelRef = id;
        });
        return;
    }
    importModelFile(id);
}

void ModelPanel::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a model configuration"), QString(),
                                                      tr("Model configurations (*.json *.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        importModelFile(path);
}

QString ModelPanel::importFailure(const QString& path, const InputError& error)
{
    return tr("Cannot import %1: %2").arg(QFileInfo(path).fileName(), error.text());
}

bool ModelPanel::importModelFile(const QString& path)
{
    ModelSpec spec;
    try {
        spec = ModelLoader::fromFile(path);
    } catch (const InputError& e) {
        m_failedImport = path;
        setLocalIssue(QStringLiteral("model"), importFailure(path, e));
        refresh();
        return false;
    }
    m_failedImport.clear();
    setLocalIssue(QStringLiteral("model"), QString());
    const QString absolute = QFileInfo(path).absoluteFilePath();
    commit(QStringLiteral("model"), tr("Import model %1").arg(QFileInfo(path).fileName()), [&](PlanInput& in) {
        in.setModel(spec);
        in.modelRef = absolute;
    });
    return true;
}

void ModelPanel::editArchitecture(const QString& field, const QString& description,
                                  const std::function<void(ModelSpec&)>& change)
{
    commit(field, description, [&](PlanInput& in) {
        change(in.model);
        in.model.id = kCustom;
        in.model.name = tr("Custom architecture");
        in.model.source.clear();
        in.modelRef.clear();
    });
}

} // namespace tpuplan::gui
