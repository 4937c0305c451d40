// SPDX-License-Identifier: GPL-3.0-or-later
#include "TrainingPanel.h"

#include "FieldStatus.h"
#include "PlanDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QSpinBox>
#include <QStandardItemModel>

namespace tpuplan::gui {

namespace {
QWidget* row(const QList<QWidget*>& widgets)
{
    auto* w = new QWidget;
    auto* l = new QHBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(6);
    for (QWidget* x : widgets)
        l->addWidget(x);
    l->addStretch(1);
    return w;
}

// Check boxes in two columns, so that long ids fit the narrow input column.
QWidget* grid(const QList<QWidget*>& widgets)
{
    auto* w = new QWidget;
    auto* l = new QGridLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->setHorizontalSpacing(10);
    l->setVerticalSpacing(2);
    for (int i = 0; i < widgets.size(); ++i)
        l->addWidget(widgets[i], i / 2, i % 2);
    return w;
}
} // namespace

TrainingPanel::TrainingPanel(PlanDocument* document, QWidget* parent)
    : InputPanel(document, parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    m_seqLen = makeSpinBox(0, 2 * 1048576, 128);
    addField(form, QStringLiteral("seq_len"), m_seqLen);
    m_globalBatch = makeSpinBox(0, 2 * 16777216, 8);
    addField(form, QStringLiteral("global_batch"), m_globalBatch);

    m_runLength = new QComboBox;
    for (RunLength kind : {RunLength::Steps, RunLength::Tokens, RunLength::Epochs})
        m_runLength->addItem(QString(), int(kind));
    m_runValue = makeDoubleSpinBox(0, 1e19, 0, 1000);
    addField(form, QStringLiteral("run_length"), row({m_runValue, m_runLength}));
    addAlias(QStringLiteral("steps"), QStringLiteral("run_length"));
    addAlias(QStringLiteral("tokens"), QStringLiteral("run_length"));
    addAlias(QStringLiteral("epochs"), QStringLiteral("run_length"));
    m_datasetTokens = makeDoubleSpinBox(0, 1e19, 0, 1e6);
    addField(form, QStringLiteral("dataset_tokens"), m_datasetTokens);
    m_datasetGiB = makeDoubleSpinBox(0, 1e9, 1, 1);
    addField(form, QStringLiteral("dataset_gib"), m_datasetGiB);

    m_finetune = new QComboBox;
    for (FinetuneMode mode : {FinetuneMode::Full, FinetuneMode::Lora, FinetuneMode::Qlora})
        m_finetune->addItem(QString(), int(mode));
    addField(form, QStringLiteral("finetune"), m_finetune);
    m_loraRank = makeSpinBox(1, 65536, 8);
    addField(form, QStringLiteral("lora_rank"), m_loraRank);
    m_loraTargets = new QComboBox;
    for (LoraTargets t : {LoraTargets::Qv, LoraTargets::AllLinear})
        m_loraTargets->addItem(QString(), int(t));
    addField(form, QStringLiteral("lora_targets"), m_loraTargets);

    QList<QWidget*> precisionBoxes;
    for (Precision p : allPrecisions()) {
        auto* box = new QCheckBox(precisionId(p));
        m_precisions.insert(int(p), box);
        precisionBoxes << box;
        connect(box, &QCheckBox::toggled, this, [this, p](bool on) {
            commit(QStringLiteral("precision"), tr("Change precisions"), [&](PlanInput& in) {
                in.precisions.removeAll(p);
                if (on)
                    in.precisions << p;
            });
        });
    }
    addField(form, QStringLiteral("precision"), grid(precisionBoxes));

    m_optimizer = new QComboBox;
    for (const QString& id : optimizerIds())
        m_optimizer->addItem(id, id);
    addField(form, QStringLiteral("optimizer"), m_optimizer);
    addOptimizerOptions(form);

    QList<QWidget*> ckptBoxes;
    for (CheckpointingKind kind :
         {CheckpointingKind::None, CheckpointingKind::Full, CheckpointingKind::EveryK, CheckpointingKind::Selective,
          CheckpointingKind::SelectiveOps, CheckpointingKind::Minimal, CheckpointingKind::SaveQkvProj,
          CheckpointingKind::SaveDotExceptMlp, CheckpointingKind::SaveDotExceptMlpwi,
          CheckpointingKind::SaveDotWithContextExceptMlp, CheckpointingKind::QkvProjOffloaded,
          CheckpointingKind::MinimalOffloaded, CheckpointingKind::Custom}) {
        auto* box = new QCheckBox;
        m_checkpointing.insert(int(kind), box);
        ckptBoxes << box;
        connect(box, &QCheckBox::toggled, this, [this, kind](bool on) {
            commit(QStringLiteral("checkpointing"), tr("Change checkpointing"), [&](PlanInput& in) {
                in.checkpointing.removeAll(kind);
                if (on)
                    in.checkpointing << kind;
            });
        });
    }
    addField(form, QStringLiteral("checkpointing"), grid(ckptBoxes));
    addPlacementEditor(form);
    m_attention = new QComboBox;
    for (AttentionImpl a : {AttentionImpl::Auto, AttentionImpl::Eager, AttentionImpl::Flash})
        m_attention->addItem(QString(), int(a));
    addField(form, QStringLiteral("attention"), m_attention);

    m_maxAccumulation = makeSpinBox(0, 1000000);
    addField(form, QStringLiteral("max_accumulation"), m_maxAccumulation);
    m_dropout = new QCheckBox;
    addField(form, QStringLiteral("dropout"), m_dropout);

    m_head = new QComboBox;
    for (HeadKind kind : {HeadKind::Mlm, HeadKind::MlmMasked, HeadKind::Classification, HeadKind::CausalLm})
        m_head->addItem(QString(), int(kind));
    addField(form, QStringLiteral("head"), m_head);
    m_lossChunks = makeSpinBox(0, 65536); // 0: the planner chooses (shown as "auto")
    addField(form, QStringLiteral("loss_chunks"), m_lossChunks);
    m_loss = new QComboBox;
    for (LossImpl l : {LossImpl::Auto, LossImpl::Eager, LossImpl::Fused})
        m_loss->addItem(QString(), int(l));
    addField(form, QStringLiteral("loss"), m_loss);
    connect(m_loss, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto l = LossImpl(m_loss->currentData().toInt());
        commit(QStringLiteral("loss"), tr("Change loss"), [l](PlanInput& in) { in.loss = l; });
    });
    m_maxPredictions = makeSpinBox(1, 1048576, 10);
    addField(form, QStringLiteral("max_predictions"), m_maxPredictions);
    m_nsp = new QCheckBox;
    addField(form, QStringLiteral("nsp"), m_nsp);
    m_numLabels = makeSpinBox(1, 1000000);
    addField(form, QStringLiteral("num_labels"), m_numLabels);

    connect(m_seqLen, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("seq_len"), tr("Change sequence length"), [v](PlanInput& in) { in.seqLen = v; });
    });
    connect(m_globalBatch, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("global_batch"), tr("Change global batch"), [v](PlanInput& in) { in.globalBatch = v; });
    });
    connect(m_runLength, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto kind = RunLength(m_runLength->currentData().toInt());
        // a unit without a value yet is marked at the field until the user gives one
        commit(QStringLiteral("run_length_kind"), tr("Change run length"),
               [kind](PlanInput& in) { in.runLength = kind; });
    });
    connect(m_runValue, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("run_length"), tr("Change run length"), [v](PlanInput& in) {
            switch (in.runLength) {
            case RunLength::Steps:
                in.steps = v;
                break;
            case RunLength::Tokens:
                in.tokens = v;
                break;
            case RunLength::Epochs:
                in.epochs = v;
                break;
            }
        });
    });
    connect(m_datasetTokens, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("dataset_tokens"), tr("Change dataset tokens"),
               [v](PlanInput& in) { in.datasetTokens = v; });
    });
    connect(m_datasetGiB, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        commit(QStringLiteral("dataset_gib"), tr("Change dataset size"), [v](PlanInput& in) { in.datasetGiB = v; });
    });
    connect(m_optimizer, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto o = optimizerFromId(m_optimizer->currentData().toString());
        commit(QStringLiteral("optimizer"), tr("Change optimizer"), [o](PlanInput& in) {
            if (o)
                in.optimizer = *o;
        });
    });
    connect(m_maxAccumulation, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("max_accumulation"), tr("Change max accumulation"),
               [v](PlanInput& in) { in.maxAccumulation = v; });
    });
    connect(m_dropout, &QCheckBox::toggled, this, [this](bool on) {
        commit(QStringLiteral("dropout"), tr("Change dropout"), [on](PlanInput& in) { in.dropout = on; });
    });
    connect(m_head, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto kind = HeadKind(m_head->currentData().toInt());
        commit(QStringLiteral("head"), tr("Change head"), [kind](PlanInput& in) { in.head.kind = kind; });
    });
    connect(m_lossChunks, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("loss_chunks"), tr("Change loss chunks"), [v](PlanInput& in) { in.lossChunks = v; });
    });
    connect(m_attention, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto a = AttentionImpl(m_attention->currentData().toInt());
        commit(QStringLiteral("attention"), tr("Change attention kernel"), [a](PlanInput& in) { in.attention = a; });
    });
    connect(m_finetune, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto mode = FinetuneMode(m_finetune->currentData().toInt());
        commit(QStringLiteral("finetune"), tr("Change fine-tuning"), [mode](PlanInput& in) { in.finetune = mode; });
    });
    connect(m_loraRank, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("lora_rank"), tr("Change LoRA rank"), [v](PlanInput& in) { in.loraRank = v; });
    });
    connect(m_loraTargets, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto t = LoraTargets(m_loraTargets->currentData().toInt());
        commit(QStringLiteral("lora_targets"), tr("Change LoRA targets"), [t](PlanInput& in) { in.loraTargets = t; });
    });
    connect(m_maxPredictions, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("max_predictions"), tr("Change predictions per sequence"),
               [v](PlanInput& in) { in.head.maxPredictions = v; });
    });
    connect(m_nsp, &QCheckBox::toggled, this, [this](bool on) {
        commit(QStringLiteral("nsp"), tr("Change NSP"), [on](PlanInput& in) { in.head.nsp = on; });
    });
    connect(m_numLabels, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("num_labels"), tr("Change labels"), [v](PlanInput& in) { in.head.numLabels = v; });
    });
    retranslateUi();
    sync();
}

void TrainingPanel::addOptimizerOptions(QFormLayout* form)
{
    m_pagedOptimizer = new QCheckBox;
    addField(form, QStringLiteral("paged_optimizer"), m_pagedOptimizer);
    connect(m_pagedOptimizer, &QCheckBox::toggled, this, [this](bool on) {
        commit(QStringLiteral("paged_optimizer"), tr("Change paged optimizer"),
               [on](PlanInput& in) { in.pagedOptimizer = on; });
    });
    m_optimizerInBackward = new QCheckBox;
    addField(form, QStringLiteral("optimizer_in_backward"), m_optimizerInBackward);
    connect(m_optimizerInBackward, &QCheckBox::toggled, this, [this](bool on) {
        commit(QStringLiteral("optimizer_in_backward"), tr("Change optimizer step in the backward pass"),
               [on](PlanInput& in) { in.optimizerInBackward = on; });
    });
    m_allow8bitOptimizer = new QCheckBox;
    addField(form, QStringLiteral("allow_8bit_optimizer"), m_allow8bitOptimizer);
    connect(m_allow8bitOptimizer, &QCheckBox::toggled, this, [this](bool on) {
        commit(QStringLiteral("allow_8bit_optimizer"), tr("Change 8-bit AdamW"),
               [on](PlanInput& in) { in.allow8bitOptimizer = on; });
    });
}

// The placement of checkpointing `custom`: one row per named activation of a decoder layer (MaxText's names, as
// people type them in its configs), each recomputed, kept on the device or offloaded to host memory.
void TrainingPanel::addPlacementEditor(QFormLayout* form)
{
    auto* editor = new QWidget;
    auto* l = new QGridLayout(editor);
    l->setContentsMargins(0, 0, 0, 0);
    l->setHorizontalSpacing(8);
    l->setVerticalSpacing(2);
    for (int i = 0; i < int(LayerTensor::Count); ++i) {
        const auto tensor = LayerTensor(i);
        auto* name = new QLabel(layerTensorId(tensor));
        auto* box = new QComboBox;
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents); // the choices' words change with the language
        for (Placement p : {Placement::Remat, Placement::Device, Placement::Offload})
            box->addItem(QString(), int(p));
        name->setBuddy(box);
        l->addWidget(name, i, 0);
        l->addWidget(box, i, 1);
        m_placement.insert(i, box);
        m_placementLabels.insert(i, name);
        connect(box, qOverload<int>(&QComboBox::activated), this, [this, tensor, box](int) {
            const auto p = Placement(box->currentData().toInt());
            commit(QStringLiteral("remat_placement"), tr("Change custom placement"),
                   [tensor, p](PlanInput& in) { in.rematPlacement[tensor] = p; });
        });
    }
    l->setColumnStretch(2, 1);
    addField(form, QStringLiteral("remat_placement"), editor);
}

void TrainingPanel::retranslateTrainingOptions()
{
    const auto setItemText
        = [](QComboBox* box, int data, const QString& text) { box->setItemText(box->findData(data), text); };
    // MaxText's remat_policy names, as people type them in its configs
    const QString keeps = tr("MaxText remat_policy %1: keeps the layer input and %2 on the device; the rest is "
                             "recomputed");
    const QString offloads = tr("MaxText remat_policy %1: offloads %2 to host memory (the layer input stays on the "
                                "device); the rest is recomputed");
    const auto maxText = [this](CheckpointingKind k, const QString& id, const QString& toolTip) {
        m_checkpointing.value(int(k))->setText(id);
        m_checkpointing.value(int(k))->setToolTip(toolTip);
    };
    maxText(CheckpointingKind::SaveDotExceptMlpwi, QStringLiteral("save_dot_except_mlpwi"),
            keeps.arg(QStringLiteral("save_dot_except_mlpwi"),
                      tr("the q, k, v, output and MLP output projections (not the MLP's input projections)")));
    maxText(CheckpointingKind::SaveDotWithContextExceptMlp, QStringLiteral("save_dot_with_context_except_mlp"),
            keeps.arg(QStringLiteral("save_dot_with_context_except_mlp"),
                      tr("the q, k, v and output projections and the attention output (context)")));
    maxText(CheckpointingKind::QkvProjOffloaded, QStringLiteral("qkv_proj_offloaded"),
            offloads.arg(QStringLiteral("qkv_proj_offloaded"), tr("the q, k and v projections")));
    maxText(CheckpointingKind::MinimalOffloaded, QStringLiteral("minimal_offloaded"),
            offloads.arg(QStringLiteral("minimal_offloaded"), tr("the outputs of every weight matmul")));
    m_checkpointing.value(int(CheckpointingKind::SelectiveOps))->setText(tr("selective (torchtitan ops)"));
    m_checkpointing.value(int(CheckpointingKind::SelectiveOps))
        ->setToolTip(tr("torchtitan's op-level selective checkpointing: keeps the outputs of every other matmul and "
                        "of attention; the rest is recomputed"));
    m_checkpointing.value(int(CheckpointingKind::Custom))->setText(tr("custom"));
    m_checkpointing.value(int(CheckpointingKind::Custom))
        ->setToolTip(tr("MaxText remat_policy custom: each named activation recomputed, kept on the device or "
                        "offloaded, as the custom placement below says"));
    for (QComboBox* box : qAsConst(m_placement)) {
        setItemText(box, int(Placement::Remat), tr("recompute"));
        setItemText(box, int(Placement::Device), tr("keep on device"));
        setItemText(box, int(Placement::Offload), tr("offload to host"));
    }
    setFieldText(QStringLiteral("remat_placement"), tr("Custom placement"),
                 tr("What the checkpointing policy custom does with each named activation of a decoder layer "
                    "(MaxText's names): recompute it in the backward pass, keep it on the device, or offload it to "
                    "host memory. The layer input cannot be recomputed. Default: MaxText's v6e Llama 3.1 recipes "
                    "(the layer input and the q, k, v and output projections offloaded)."));
    m_lossChunks->setSpecialValueText(tr("auto"));
    setItemText(m_loss, int(LossImpl::Auto), tr("Auto"));
    setItemText(m_loss, int(LossImpl::Eager), tr("Eager"));
    setItemText(m_loss, int(LossImpl::Fused), tr("Fused"));
    setFieldText(QStringLiteral("loss"), tr("Loss"),
                 tr("How the cross-entropy holds the logits: eager keeps fp32 logits, their log-softmax and their "
                    "gradient (Hugging Face); fused keeps two logits-sized tensors in the compute dtype (XLA, "
                    "torchtitan, Liger-Kernel). Auto: fused under XLA, eager under PyTorch and TensorFlow."));
    m_pagedOptimizer->setText(tr("Paged optimizer states (bitsandbytes)"));
    setFieldText(QStringLiteral("paged_optimizer"), tr("Paged optimizer"),
                 tr("bitsandbytes paged optimizer: the states live in CUDA unified memory, outside PyTorch's "
                    "allocator statistics, and move to host RAM when the GPU runs short (CUDA GPUs only)."));
    m_optimizerInBackward->setText(tr("Optimizer step in the backward pass"));
    setFieldText(QStringLiteral("optimizer_in_backward"), tr("Optimizer in backward"),
                 tr("torchtune optimizer_in_bwd: each gradient is applied and freed as soon as it is computed (no "
                    "gradient accumulation; PyTorch only)."));
    m_allow8bitOptimizer->setText(tr("Let the search use 8-bit AdamW"));
    setFieldText(QStringLiteral("allow_8bit_optimizer"), tr("8-bit AdamW"),
                 tr("Let the search use 8-bit AdamW (bitsandbytes, torchao) on GPUs where AdamW's states do not "
                    "fit."));
}

// Whether the plan can run the optimizer's options anywhere: they are CUDA kernels (bitsandbytes, torchao) or
// torchtune's, and a search over TPUs alone, or over GPUs under TensorFlow, refuses every candidate.
static QString cudaOptionIssue(const PlanInput& in, const QString& what)
{
    if (!in.includeGpus && in.hardware.isEmpty())
        return TrainingPanel::tr("%1 runs on CUDA GPUs under PyTorch only: include GPUs in the hardware").arg(what);
    if (in.gpuRuntime != Runtime::PyTorch)
        return TrainingPanel::tr("%1 runs under PyTorch only, and the GPU runtime is %2")
            .arg(what, runtimeId(in.gpuRuntime));
    return QString();
}

void TrainingPanel::refreshTrainingOptions(const PlanInput& in)
{
    setCurrentData(m_loss, int(in.loss));
    field(QStringLiteral("loss"))->setEnabled(in.head.kind == HeadKind::CausalLm);
    for (auto it = m_placement.cbegin(); it != m_placement.cend(); ++it)
        setCurrentData(it.value(), int(in.rematPlacement[LayerTensor(it.key())]));
    const bool custom = in.checkpointing.contains(CheckpointingKind::Custom);
    field(QStringLiteral("remat_placement"))->setEnabled(custom);
    setLocalIssue(QStringLiteral("remat_placement"),
                  custom && in.rematPlacement[LayerTensor::Input] == Placement::Remat
                      ? tr("decoder_layer_input cannot be recomputed: it is where recomputation starts (keep it on "
                           "the device or offload it)")
                      : QString());
    setChecked(m_pagedOptimizer, in.pagedOptimizer);
    setChecked(m_optimizerInBackward, in.optimizerInBackward);
    setChecked(m_allow8bitOptimizer, in.allow8bitOptimizer);
    setLocalIssue(QStringLiteral("paged_optimizer"),
                  in.pagedOptimizer ? cudaOptionIssue(in, tr("A paged optimizer (bitsandbytes)")) : QString());
    setLocalIssue(QStringLiteral("optimizer"),
                  in.optimizer == OptimizerKind::AdamW8bit ? cudaOptionIssue(in, tr("8-bit AdamW")) : QString());
    setLocalIssue(QStringLiteral("optimizer_in_backward"),
                  in.optimizerInBackward ? cudaOptionIssue(in, tr("The optimizer step in the backward pass"))
                                         : QString());
    // 8-bit AdamW replaces AdamW only
    field(QStringLiteral("allow_8bit_optimizer"))->setEnabled(in.optimizer == OptimizerKind::AdamW);
}

void TrainingPanel::retranslateUi()
{
    // each choice is named by its item data, so the current one stays chosen
    const auto setItemText
        = [](QComboBox* box, int data, const QString& text) { box->setItemText(box->findData(data), text); };
    setTitle(tr("Training"));
    m_seqLen->setSuffix(tr(" tokens"));
    setFieldText(QStringLiteral("seq_len"), tr("Sequence length"),
                 tr("Tokens per sequence. Activations grow with it (quadratically with full attention); FLOPs per "
                    "token too. Must not exceed the model's positions."));
    setFieldText(QStringLiteral("global_batch"), tr("Global batch"),
                 tr("Sequences per optimizer step over all devices = batch per device × devices × accumulation. "
                    "Hardware whose device count does not divide it is skipped."));
    setItemText(m_runLength, int(RunLength::Steps), tr("steps"));
    setItemText(m_runLength, int(RunLength::Tokens), tr("tokens"));
    setItemText(m_runLength, int(RunLength::Epochs), tr("epochs"));
    setFieldText(QStringLiteral("run_length"), tr("Run length"),
                 tr("How long the run is: optimizer steps, tokens, or epochs over the dataset. Scales time and cost."));
    setFieldText(QStringLiteral("dataset_tokens"), tr("Dataset tokens"),
                 tr("Tokens in the dataset, for a run measured in epochs."));
    m_datasetGiB->setSuffix(tr(" GiB"));
    setFieldText(QStringLiteral("dataset_gib"), tr("Dataset in storage"),
                 tr("Size of the TFRecord shards in Cloud Storage: adds storage cost over the run."));
    m_precisions.value(int(Precision::Bf16))->setText(tr("bf16 (pure)"));
    m_precisions.value(int(Precision::Bf16))
        ->setToolTip(tr("Weights, gradients and optimizer states all in bf16, no fp32 master copy (torchtune's "
                        "dtype: bf16)"));
    m_precisions.value(int(Precision::Fp8Mixed))
        ->setToolTip(tr("bf16 mixed precision whose linear layers' matmuls run in fp8 (Transformer Engine, torchtitan "
                        "float8, MaxText fp8_full): TPU7x and fp8 GPUs (H100, H200, B200, L4, L40S). Attention and the "
                        "LM head stay in bf16; hardware without fp8 is skipped."));
    m_precisions.value(int(Precision::Int8Mixed))
        ->setToolTip(tr("bf16 mixed precision whose linear layers' matmuls run in int8 (AQT/Qwix, MaxText "
                        "quantization=int8): v5e, v5p and v6e TPUs; other hardware is skipped."));
    setFieldText(
        QStringLiteral("precision"), tr("Precisions"),
        tr("Precisions the search may use. bf16 halves activations and speeds up matmuls; fp16 runs only on GPUs."));
    setFieldText(QStringLiteral("optimizer"), tr("Optimizer"),
                 tr("Optimizer states per parameter: AdamW/Adam/LAMB keep two, momentum one, SGD none, Adafactor a "
                    "factored second moment."));
    m_checkpointing.value(int(CheckpointingKind::None))->setText(tr("none"));
    m_checkpointing.value(int(CheckpointingKind::Full))->setText(tr("full"));
    m_checkpointing.value(int(CheckpointingKind::EveryK))->setText(tr("every k-th"));
    m_checkpointing.value(int(CheckpointingKind::Selective))->setText(tr("selective (attention)"));
    // MaxText's remat_policy names, as people type them in its configs
    const QString maxText = tr("MaxText remat_policy %1: keeps the layer input and %2; the rest is recomputed");
    m_checkpointing.value(int(CheckpointingKind::Minimal))->setText(QStringLiteral("minimal"));
    m_checkpointing.value(int(CheckpointingKind::Minimal))
        ->setToolTip(maxText.arg(QStringLiteral("minimal"), tr("the outputs of every weight matmul")));
    m_checkpointing.value(int(CheckpointingKind::SaveQkvProj))->setText(QStringLiteral("save_qkv_proj"));
    m_checkpointing.value(int(CheckpointingKind::SaveQkvProj))
        ->setToolTip(maxText.arg(QStringLiteral("save_qkv_proj"), tr("the q, k and v projections")));
    m_checkpointing.value(int(CheckpointingKind::SaveDotExceptMlp))->setText(QStringLiteral("save_dot_except_mlp"));
    m_checkpointing.value(int(CheckpointingKind::SaveDotExceptMlp))
        ->setToolTip(maxText.arg(QStringLiteral("save_dot_except_mlp"),
                                 tr("the attention matmuls' outputs (q, k, v and the output projection)")));
    setFieldText(
        QStringLiteral("checkpointing"), tr("Checkpointing"),
        tr("Gradient-checkpointing policies the search may use: less activation memory for extra recompute time."));
    setFieldText(QStringLiteral("max_accumulation"), tr("Max accumulation"),
                 tr("Most gradient-accumulation steps the training code supports (1 = none): lets a smaller batch per "
                    "device reach the global batch."));
    m_dropout->setText(tr("Train with dropout"));
    setFieldText(QStringLiteral("dropout"), tr("Dropout"),
                 tr("Dropout stores a mask per activation for the backward pass."));
    setItemText(m_head, int(HeadKind::Mlm), tr("MLM over all positions"));
    setItemText(m_head, int(HeadKind::MlmMasked), tr("MLM over gathered positions"));
    setItemText(m_head, int(HeadKind::Classification), tr("Classification"));
    setItemText(m_head, int(HeadKind::CausalLm), tr("Causal LM (next token)"));
    setFieldText(QStringLiteral("loss_chunks"), tr("Loss chunks"),
                 tr("Chunked or fused cross-entropy: the causal-LM logits of one chunk of N are live at a time "
                    "(1 = the whole logits tensor, as the Hugging Face Trainer; auto = the planner tries 1 and 8)."));
    setItemText(m_attention, int(AttentionImpl::Auto), tr("Auto"));
    setItemText(m_attention, int(AttentionImpl::Eager), tr("Eager"));
    setItemText(m_attention, int(AttentionImpl::Flash), tr("Flash"));
    setFieldText(QStringLiteral("attention"), tr("Attention kernel"),
                 tr("Eager attention stores the seq² probabilities per head; a flash kernel (FlashAttention-2 on "
                    "GPUs, splash attention on TPUs) stores none. Auto: flash for decoders on TPUs and on GPUs with "
                    "bf16, eager otherwise."));
    setItemText(m_finetune, int(FinetuneMode::Full), tr("Full training"));
    setItemText(m_finetune, int(FinetuneMode::Lora), tr("LoRA"));
    setItemText(m_finetune, int(FinetuneMode::Qlora), tr("QLoRA (4-bit base)"));
    setFieldText(QStringLiteral("finetune"), tr("Fine-tuning"),
                 tr("Full training updates every weight; LoRA trains small adapters on a frozen base (gradients and "
                    "optimizer states only for the adapters); QLoRA keeps the base in 4-bit NF4 (GPUs only)."));
    setFieldText(QStringLiteral("lora_rank"), tr("LoRA rank"),
                 tr("Rank r of the adapters: their weights, gradients and optimizer states grow with it."));
    setItemText(m_loraTargets, int(LoraTargets::Qv), tr("q and v"));
    setItemText(m_loraTargets, int(LoraTargets::AllLinear), tr("All linear layers"));
    setFieldText(QStringLiteral("lora_targets"), tr("LoRA targets"),
                 tr("The projections that get adapters: q and v (the LoRA paper) or every linear layer (QLoRA)."));
    setFieldText(QStringLiteral("head"), tr("Head"),
                 tr("The training head: its logits over the vocabulary can dominate activation memory."));
    setFieldText(QStringLiteral("max_predictions"), tr("Predictions / seq."),
                 tr("Masked positions gathered per sequence (max_predictions_per_seq): the MLM logits scale with it."));
    m_nsp->setText(tr("Next-sentence prediction"));
    setFieldText(QStringLiteral("nsp"), tr("NSP"), tr("Adds the small NSP classifier on the pooled output."));
    setFieldText(QStringLiteral("num_labels"), tr("Labels"), tr("Classes of the classification head."));
    retranslateTrainingOptions();
}

void TrainingPanel::refresh()
{
    const PlanInput& in = m_document->input();
    setValue(m_seqLen, in.seqLen);
    setValue(m_globalBatch, in.globalBatch);
    setCurrentData(m_runLength, int(in.runLength));
    switch (in.runLength) {
    case RunLength::Steps:
        m_runValue->setDecimals(0);
        setValue(m_runValue, in.steps);
        break;
    case RunLength::Tokens:
        m_runValue->setDecimals(0);
        setValue(m_runValue, in.tokens);
        break;
    case RunLength::Epochs:
        m_runValue->setDecimals(2);
        setValue(m_runValue, in.epochs);
        break;
    }
    setValue(m_datasetTokens, in.datasetTokens);
    field(QStringLiteral("dataset_tokens"))->setEnabled(in.runLength == RunLength::Epochs);
    setValue(m_datasetGiB, in.datasetGiB);
    for (auto it = m_precisions.cbegin(); it != m_precisions.cend(); ++it)
        setChecked(it.value(), in.precisions.contains(Precision(it.key())));
    setCurrentData(m_optimizer, optimizerId(in.optimizer));
    for (auto it = m_checkpointing.cbegin(); it != m_checkpointing.cend(); ++it)
        setChecked(it.value(), in.checkpointing.contains(CheckpointingKind(it.key())));
    setValue(m_maxAccumulation, in.maxAccumulation);
    setChecked(m_dropout, in.dropout);
    // the heads the model can train with (a decoder: causal-lm only); the others are hidden from the list
    const QStringList heads = headKindIdsFor(in.model);
    auto* headItems = qobject_cast<QStandardItemModel*>(m_head->model());
    auto* headList = qobject_cast<QListView*>(m_head->view());
    for (int i = 0; i < m_head->count(); ++i) {
        const bool allowed = heads.contains(headKindId(HeadKind(m_head->itemData(i).toInt())));
        if (headItems)
            headItems->item(i)->setEnabled(allowed);
        if (headList)
            headList->setRowHidden(i, !allowed);
    }
    setCurrentData(m_head, int(in.head.kind));
    setValue(m_lossChunks, in.lossChunks);
    field(QStringLiteral("loss_chunks"))->setEnabled(in.head.kind == HeadKind::CausalLm);
    setCurrentData(m_attention, int(in.attention));
    setCurrentData(m_finetune, int(in.finetune));
    const bool adapters = in.finetune != FinetuneMode::Full;
    setValue(m_loraRank, in.loraRank);
    setCurrentData(m_loraTargets, int(in.loraTargets));
    field(QStringLiteral("lora_rank"))->setEnabled(adapters);
    field(QStringLiteral("lora_targets"))->setEnabled(adapters);
    setValue(m_maxPredictions, in.head.maxPredictions);
    field(QStringLiteral("max_predictions"))->setEnabled(in.head.kind == HeadKind::MlmMasked);
    setChecked(m_nsp, in.head.nsp);
    field(QStringLiteral("nsp"))->setEnabled(in.head.kind != HeadKind::CausalLm);
    setValue(m_numLabels, in.head.numLabels);
    field(QStringLiteral("num_labels"))->setEnabled(in.head.kind == HeadKind::Classification);
    refreshTrainingOptions(in);
}

} // namespace tpuplan::gui
