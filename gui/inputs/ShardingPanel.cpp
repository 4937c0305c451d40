// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShardingPanel.h"

#include "FieldStatus.h"
#include "PlanDocument.h"

#include "plan/PlanFields.h"
#include "plan/Planner.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

#include <array>

namespace tpuplan::gui {

namespace {
const QString kAuto = QStringLiteral("auto");

const PlanField& shardingField(const char* key)
{
    // the section's fields by their file key ("sharding.slices": "slices" alone is also the hardware list)
    const PlanField* f = planField(QStringLiteral("sharding.") + QLatin1String(key));
    Q_ASSERT(f);
    return *f;
}

// The offload choices in the order a person escalates them: nothing, the optimizer states, then the parameters, then
// the activations; the other combinations after.
QVector<Offload> offloadChoices()
{
    return {Offload{},
            Offload{true, false, false},
            Offload{true, true, false},
            Offload{true, true, true},
            Offload{false, true, false},
            Offload{false, false, true},
            Offload{true, false, true},
            Offload{false, true, true}};
}
// The counts of the plan's context and pipeline axes: one row each (key, PlanInput member, undo text, object name).
struct CountField
{
    const char* key;
    int PlanInput::*member;
    const char* undoText;
    const char* objectName;
};
const std::array<CountField, 4>& countFields()
{
    static const std::array<CountField, 4> fields{{
        {"context_parallel", &PlanInput::contextParallel,
         QT_TRANSLATE_NOOP("tpuplan::gui::ShardingPanel", "Change context parallelism"), "contextParallel"},
        {"pipeline_parallel", &PlanInput::pipelineParallel,
         QT_TRANSLATE_NOOP("tpuplan::gui::ShardingPanel", "Change pipeline stages"), "pipelineParallel"},
        {"microbatches", &PlanInput::microbatches,
         QT_TRANSLATE_NOOP("tpuplan::gui::ShardingPanel", "Change pipeline microbatches"), "microbatches"},
        {"virtual_stages", &PlanInput::virtualStages,
         QT_TRANSLATE_NOOP("tpuplan::gui::ShardingPanel", "Change virtual stages"), "virtualStages"},
    }};
    return fields;
}
} // namespace

ShardingPanel::ShardingPanel(PlanDocument* document, QWidget* parent)
    : InputPanel(document, parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    m_strategy = new QComboBox;
    m_strategy->addItem(QString(), kAuto);
    for (const QString& id : shardingStrategyIds())
        m_strategy->addItem(QString(), id);
    addField(form, QStringLiteral("strategy"), m_strategy);

    // the ranges are the plan fields' (core/plan/PlanFields.cpp); 0 shows as the planner's choice
    const auto countBox = [](const PlanField& f) { return makeSpinBox(int(f.min), int(f.max)); };
    m_fsdp = countBox(shardingField("fsdp"));
    addField(form, QStringLiteral("fsdp"), m_fsdp);
    m_tensor = countBox(shardingField("tensor_parallel"));
    addField(form, QStringLiteral("tensor_parallel"), m_tensor);
    m_expert = countBox(shardingField("expert_parallel"));
    m_expert->setObjectName(QStringLiteral("expertParallel"));
    addField(form, QStringLiteral("expert_parallel"), m_expert);
    // the long-sequence and pipeline axes, each a count of the plan (0 = the planner's choice)
    for (const CountField& c : countFields()) {
        QSpinBox* box = countBox(shardingField(c.key));
        box->setObjectName(QLatin1String(c.objectName));
        addField(form, QLatin1String(c.key), box);
        m_counts << box;
        int PlanInput::*const member = c.member;
        const char* undo = c.undoText;
        const QString key = QLatin1String(c.key);
        connect(box, qOverload<int>(&QSpinBox::valueChanged), this, [this, member, undo, key](int v) {
            commit(key, tr(undo), [member, v](PlanInput& in) { in.*member = v; });
        });
    }
    m_slices = countBox(shardingField("slices"));
    addField(form, QStringLiteral("slices"), m_slices);
    m_gpuDevices = countBox(shardingField("devices"));
    addField(form, QStringLiteral("devices"), m_gpuDevices);

    m_offload = new QComboBox;
    m_offload->addItem(QString(), kAuto);
    for (const Offload& o : offloadChoices())
        m_offload->addItem(QString(), offloadId(o));
    addField(form, QStringLiteral("offload"), m_offload);

    connect(m_strategy, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto st = shardingStrategyFromId(m_strategy->currentData().toString());
        commit(QStringLiteral("strategy"), tr("Change sharding strategy"), [st](PlanInput& in) { in.sharding = st; });
    });
    connect(m_fsdp, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("fsdp"), tr("Change FSDP devices"), [v](PlanInput& in) { in.fsdp = v; });
    });
    connect(m_tensor, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("tensor_parallel"), tr("Change tensor parallelism"),
               [v](PlanInput& in) { in.tensorParallel = v; });
    });
    connect(m_expert, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("expert_parallel"), tr("Change expert parallelism"),
               [v](PlanInput& in) { in.expertParallel = v; });
    });
    connect(m_slices, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("slices"), tr("Change slices"), [v](PlanInput& in) { in.slices = v; });
    });
    connect(m_gpuDevices, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        commit(QStringLiteral("devices"), tr("Change GPUs per job"), [v](PlanInput& in) { in.gpuDevices = v; });
    });
    connect(m_offload, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const QString id = m_offload->currentData().toString();
        const std::optional<Offload> o = id == kAuto ? std::nullopt : offloadFromId(id);
        commit(QStringLiteral("offload"), tr("Change host offload"), [o](PlanInput& in) { in.offload = o; });
    });
    retranslateUi();
    sync();
}

void ShardingPanel::retranslateUi()
{
    const auto setItemText = [](QComboBox* box, const QVariant& data, const QString& text) {
        box->setItemText(box->findData(data), text);
    };
    const auto setField = [this](const QString& key, const PlanField& f) {
        setFieldText(key, f.translatedLabel(), f.translatedHelp());
    };
    setTitle(tr("Sharding"));
    // short: the label column of this panel is wide ("Tensor parallelism"), and the combo boxes share the rest
    const QString choose = tr("Planner chooses");
    setItemText(m_strategy, kAuto, choose);
    setItemText(m_strategy, shardingStrategyId(ShardingStrategy::Replicate), tr("Replicate"));
    for (ShardingStrategy s : {ShardingStrategy::Zero1, ShardingStrategy::Zero2, ShardingStrategy::Fsdp})
        setItemText(m_strategy, shardingStrategyId(s), shardingStrategyLabel(s));
    setField(QStringLiteral("strategy"), shardingField("strategy"));
    m_fsdp->setSpecialValueText(tr("all"));
    setField(QStringLiteral("fsdp"), shardingField("fsdp"));
    m_tensor->setSpecialValueText(tr("choose"));
    setField(QStringLiteral("tensor_parallel"), shardingField("tensor_parallel"));
    m_expert->setSpecialValueText(tr("choose"));
    retranslateExpertField();
    for (int i = 0; i < m_counts.size(); ++i) {
        m_counts[i]->setSpecialValueText(tr("choose"));
        setField(QLatin1String(countFields()[i].key), shardingField(countFields()[i].key));
    }
    m_slices->setSpecialValueText(tr("one"));
    setField(QStringLiteral("slices"), shardingField("slices"));
    m_gpuDevices->setSpecialValueText(tr("choose"));
    setField(QStringLiteral("devices"), shardingField("devices"));
    setItemText(m_offload, kAuto, choose);
    // short names, so that the combo box stays within the input column
    for (const Offload& o : offloadChoices()) {
        QStringList parts;
        if (o.optimizer)
            parts << tr("optimizer");
        if (o.params)
            parts << tr("parameters");
        if (o.activations)
            parts << tr("activations");
        QString text = parts.join(tr(" + "));
        if (!o.any())
            text = tr("none");
        else if (parts.size() == 3)
            text = tr("all");
        setItemText(m_offload, offloadId(o), text);
    }
    setField(QStringLiteral("offload"), shardingField("offload"));
}

void ShardingPanel::refresh()
{
    const PlanInput& in = m_document->input();
    setCurrentData(m_strategy, in.sharding ? shardingStrategyId(*in.sharding) : kAuto);
    setValue(m_fsdp, in.fsdp);
    setValue(m_tensor, in.tensorParallel);
    for (int i = 0; i < m_counts.size(); ++i)
        setValue(m_counts[i], in.*(countFields()[i].member));
    setValue(m_slices, in.slices);
    setValue(m_gpuDevices, in.gpuDevices);
    setCurrentData(m_offload, in.offload ? offloadId(*in.offload) : kAuto);
    // a replica shards nothing: the devices sharing a shard do not apply
    field(QStringLiteral("fsdp"))->setEnabled(!in.sharding || *in.sharding != ShardingStrategy::Replicate);
    // a dense model has no experts to split: the box stays, disabled, and says why
    setValue(m_expert, in.expertParallel);
    field(QStringLiteral("expert_parallel"))->setEnabled(in.model.isMoe());
    retranslateExpertField();
}

void ShardingPanel::retranslateExpertField()
{
    const PlanField& f = shardingField("expert_parallel");
    const bool moe = m_document->input().model.isMoe();
    setFieldText(QStringLiteral("expert_parallel"), f.translatedLabel(),
                 moe ? f.translatedHelp()
                     : tr("%1 This model has no experts: it runs with 1.").arg(f.translatedHelp()));
}

} // namespace tpuplan::gui
