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
#include <QSpinBox>

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
    : InputPanel(tr("Training"), document, parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    m_seqLen = makeSpinBox(0, 2 * 1048576, 128);
    m_seqLen->setSuffix(tr(" tokens"));
    addField(form, QStringLiteral("seq_len"), tr("Sequence length"), m_seqLen,
             tr("Tokens per sequence. Activations grow with it (quadratically with full attention); FLOPs per token "
                "too. Must not exceed the model's positions."));
    m_globalBatch = makeSpinBox(0, 2 * 16777216, 8);
    addField(form, QStringLiteral("global_batch"), tr("Global batch"), m_globalBatch,
             tr("Sequences per optimizer step over all devices = batch per device × devices × accumulation. Hardware "
                "whose device count does not divide it is skipped."));

    m_runLength = new QComboBox;
    m_runLength->addItem(tr("steps"), int(RunLength::Steps));
    m_runLength->addItem(tr("tokens"), int(RunLength::Tokens));
    m_runLength->addItem(tr("epochs"), int(RunLength::Epochs));
    m_runValue = makeDoubleSpinBox(0, 1e19, 0, 1000);
    addField(form, QStringLiteral("run_length"), tr("Run length"), row({m_runValue, m_runLength}),
             tr("How long the run is: optimizer steps, tokens, or epochs over the dataset. Scales time and cost."));
    addAlias(QStringLiteral("steps"), QStringLiteral("run_length"));
    addAlias(QStringLiteral("tokens"), QStringLiteral("run_length"));
    addAlias(QStringLiteral("epochs"), QStringLiteral("run_length"));
    m_datasetTokens = makeDoubleSpinBox(0, 1e19, 0, 1e6);
    addField(form, QStringLiteral("dataset_tokens"), tr("Dataset tokens"), m_datasetTokens,
             tr("Tokens in the dataset, for a run measured in epochs."));
    m_datasetGiB = makeDoubleSpinBox(0, 1e9, 1, 1);
    m_datasetGiB->setSuffix(tr(" GiB"));
    addField(form, QStringLiteral("dataset_gib"), tr("Dataset in storage"), m_datasetGiB,
             tr("Size of the TFRecord shards in Cloud Storage: adds storage cost over the run."));

    QList<QWidget*> precisionBoxes;
    for (Precision p : {Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed}) {
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
    addField(
        form, QStringLiteral("precision"), tr("Precisions"), grid(precisionBoxes),
        tr("Precisions the search may use. bf16 halves activations and speeds up matmuls; fp16 runs only on GPUs."));

    m_optimizer = new QComboBox;
    for (const QString& id : optimizerIds())
        m_optimizer->addItem(id, id);
    addField(form, QStringLiteral("optimizer"), tr("Optimizer"), m_optimizer,
             tr("Optimizer states per parameter: AdamW/Adam/LAMB keep two, momentum one, SGD none, Adafactor a "
                "factored second moment."));

    QList<QWidget*> ckptBoxes;
    const QVector<QPair<CheckpointingKind, QString>> kinds{{CheckpointingKind::None, tr("none")},
                                                           {CheckpointingKind::Full, tr("full")},
                                                           {CheckpointingKind::EveryK, tr("every k-th")},
                                                           {CheckpointingKind::Selective, tr("selective")}};
    for (const auto& [kind, label] : kinds) {
        auto* box = new QCheckBox(label);
        m_checkpointing.insert(int(kind), box);
        ckptBoxes << box;
        const CheckpointingKind k = kind;
        connect(box, &QCheckBox::toggled, this, [this, k](bool on) {
            commit(QStringLiteral("checkpointing"), tr("Change checkpointing"), [&](PlanInput& in) {
                in.checkpointing.removeAll(k);
                if (on)
                    in.checkpointing << k;
            });
        });
    }
    addField(
        form, QStringLiteral("checkpointing"), tr("Checkpointing"), grid(ckptBoxes),
        tr("Gradient-checkpointing policies the search may use: less activation memory for extra recompute time."));

    m_maxAccumulation = makeSpinBox(0, 1000000);
    addField(form, QStringLiteral("max_accumulation"), tr("Max accumulation"), m_maxAccumulation,
             tr("Most gradient-accumulation steps the training code supports (1 = none): lets a smaller batch per "
                "device reach the global batch."));
    m_dropout = new QCheckBox(tr("Train with dropout"));
    addField(form, QStringLiteral("dropout"), tr("Dropout"), m_dropout,
             tr("Dropout stores a mask per activation for the backward pass."));

    m_head = new QComboBox;
    m_head->addItem(tr("MLM over all positions"), int(HeadKind::Mlm));
    m_head->addItem(tr("MLM over gathered positions"), int(HeadKind::MlmMasked));
    m_head->addItem(tr("Classification"), int(HeadKind::Classification));
    addField(form, QStringLiteral("head"), tr("Head"), m_head,
             tr("The training head: its logits over the vocabulary can dominate activation memory."));
    m_maxPredictions = makeSpinBox(1, 1048576, 10);
    addField(form, QStringLiteral("max_predictions"), tr("Predictions / seq."), m_maxPredictions,
             tr("Masked positions gathered per sequence (max_predictions_per_seq): the MLM logits scale with it."));
    m_nsp = new QCheckBox(tr("Next-sentence prediction"));
    addField(form, QStringLiteral("nsp"), tr("NSP"), m_nsp, tr("Adds the small NSP classifier on the pooled output."));
    m_numLabels = makeSpinBox(1, 1000000);
    addField(form, QStringLiteral("num_labels"), tr("Labels"), m_numLabels, tr("Classes of the classification head."));

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
    sync();
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
    setCurrentData(m_head, int(in.head.kind));
    setValue(m_maxPredictions, in.head.maxPredictions);
    field(QStringLiteral("max_predictions"))->setEnabled(in.head.kind == HeadKind::MlmMasked);
    setChecked(m_nsp, in.head.nsp);
    setValue(m_numLabels, in.head.numLabels);
    field(QStringLiteral("num_labels"))->setEnabled(in.head.kind == HeadKind::Classification);
}

} // namespace tpuplan::gui
