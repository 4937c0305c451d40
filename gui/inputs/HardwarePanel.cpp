// SPDX-License-Identifier: GPL-3.0-or-later
#include "HardwarePanel.h"

#include "FieldStatus.h"
#include "PlanDocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QListWidget>
#include <QSignalBlocker>
#include <QTimer>
#include <QTreeWidget>

namespace tpuplan::gui {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
const QString kGpus = QStringLiteral("__gpus__");

Qt::CheckState checkState(bool on)
{
    return on ? Qt::Checked : Qt::Unchecked;
}

void setCheckState(QListWidget* list, const std::function<bool(const QString&)>& checked)
{
    const QSignalBlocker block(list);
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(checkState(checked(list->item(i)->data(kIdRole).toString())));
}

QStringList checkedIds(QListWidget* list, bool* all)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            out << list->item(i)->data(kIdRole).toString();
    *all = out.size() == list->count();
    return out;
}
} // namespace

HardwarePanel::HardwarePanel(PlanDocument* document, QWidget* parent)
    : InputPanel(document, parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    m_tree = new QTreeWidget;
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setMinimumHeight(150);
    m_tree->setMaximumHeight(190);
    addField(form, QStringLiteral("hardware"), m_tree);
    m_regions = new QListWidget;
    m_regions->setMinimumHeight(80);
    m_regions->setMaximumHeight(110);
    addField(form, QStringLiteral("regions"), m_regions);
    m_pricing = new QListWidget;
    m_pricing->setMinimumHeight(80);
    m_pricing->setMaximumHeight(110);
    addField(form, QStringLiteral("pricing"), m_pricing);
    m_gpuRuntime = new QComboBox;
    m_gpuRuntime->addItem(QString(), runtimeId(Runtime::PyTorch));
    m_gpuRuntime->addItem(QString(), runtimeId(Runtime::TensorFlow));
    addField(form, QStringLiteral("gpu_runtime"), m_gpuRuntime);

    m_treeTimer = new QTimer(this);
    m_treeTimer->setSingleShot(true);
    m_treeTimer->setInterval(0);
    connect(m_treeTimer, &QTimer::timeout, this, &HardwarePanel::hardwareEdited);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem*, int) {
        if (!refreshing())
            m_treeTimer->start(); // checking a generation changes each of its slices: one edit for all of them
    });
    connect(m_regions, &QListWidget::itemChanged, this, &HardwarePanel::regionsEdited);
    connect(m_pricing, &QListWidget::itemChanged, this, &HardwarePanel::pricingEdited);
    connect(m_gpuRuntime, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const auto r = runtimeFromId(m_gpuRuntime->currentData().toString());
        commit(QStringLiteral("gpu_runtime"), tr("Change GPU runtime"), [r](PlanInput& in) {
            if (r)
                in.gpuRuntime = *r;
        });
    });
    connect(document, &PlanDocument::catalogChanged, this, [this] {
        rebuild();
        sync();
    });
    rebuild();
    retranslateUi();
    sync();
}

void HardwarePanel::retranslateUi()
{
    setTitle(tr("Hardware"));
    setFieldText(QStringLiteral("hardware"), tr("Slices and GPUs"),
                 tr("TPU generations and slices (and GPUs) the search may use. A whole generation includes every "
                    "slice of it; each adds candidates to the table and points to the cost-time chart."));
    setFieldText(QStringLiteral("regions"), tr("Regions"),
                 tr("Regions whose prices are used; prices differ by region. All checked = every region."));
    setFieldText(QStringLiteral("pricing"), tr("Pricing"),
                 tr("Pricing models: on-demand, preemptible and spot (interruptible: preemptions add expected time "
                    "and cost), committed use, free Colab."));
    m_gpuRuntime->setItemText(m_gpuRuntime->findData(runtimeId(Runtime::PyTorch)), tr("PyTorch (eager)"));
    m_gpuRuntime->setItemText(m_gpuRuntime->findData(runtimeId(Runtime::TensorFlow)), tr("TensorFlow (graph)"));
    setFieldText(QStringLiteral("gpu_runtime"), tr("GPU runtime"),
                 tr("How GPUs run the step: PyTorch eager or TensorFlow graph mode. Changes GPU memory overheads and "
                    "efficiency; TPUs always run XLA."));
    {
        const QSignalBlocker block(m_tree); // a new text is not an edit
        gpuGroup()->setText(0, gpuGroupText());
    }
    // a list left with nothing checked is marked until it is fixed: say so again in the new language
    for (const QString& key : std::as_const(m_emptyChoices))
        m_document->setFormIssue(key, emptyChoiceMessage(key));
}

QString HardwarePanel::gpuGroupText()
{
    return tr("GPUs (for comparison)");
}

QString HardwarePanel::emptyChoiceMessage(const QString& key)
{
    if (key == QLatin1String("hardware"))
        return tr("Check at least one slice or GPU");
    if (key == QLatin1String("regions"))
        return tr("Check at least one region");
    return tr("Check at least one pricing model");
}

void HardwarePanel::setEmptyChoice(const QString& key, bool empty)
{
    if (empty)
        m_emptyChoices.insert(key);
    else
        m_emptyChoices.remove(key);
    m_document->setFormIssue(key, empty ? emptyChoiceMessage(key) : QString());
}

void HardwarePanel::rebuild()
{
    const Catalog& c = m_document->catalog();
    {
        const QSignalBlocker block(m_tree);
        m_tree->clear();
        for (const Generation& g : c.generations()) {
            auto* top = new QTreeWidgetItem(m_tree, {g.name.isEmpty() ? g.id : g.name});
            top->setData(0, kIdRole, g.id);
            top->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
            for (const Slice& s : c.slices()) {
                if (s.generation != g.id)
                    continue;
                auto* item = new QTreeWidgetItem(top, {s.name});
                item->setData(0, kIdRole, s.name);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                item->setCheckState(0, Qt::Unchecked);
            }
        }
        auto* gpus = new QTreeWidgetItem(m_tree, {gpuGroupText()}); // the last item: gpuGroup()
        gpus->setData(0, kIdRole, kGpus);
        gpus->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
        for (const Gpu& g : c.gpus()) {
            auto* item
                = new QTreeWidgetItem(gpus, {g.name.isEmpty() ? g.id : QStringLiteral("%1 — %2").arg(g.id, g.name)});
            item->setData(0, kIdRole, g.id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(0, Qt::Unchecked);
        }
    }
    {
        const QSignalBlocker block(m_regions);
        m_regions->clear();
        for (const QString& r : c.regions()) {
            auto* item = new QListWidgetItem(r, m_regions);
            item->setData(kIdRole, r);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
    }
    {
        const QSignalBlocker block(m_pricing);
        m_pricing->clear();
        for (PricingModel p : allPricingModels()) {
            auto* item = new QListWidgetItem(pricingModelId(p), m_pricing);
            item->setData(kIdRole, pricingModelId(p));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
    }
}

QTreeWidgetItem* HardwarePanel::gpuGroup() const
{
    return m_tree->topLevelItem(m_tree->topLevelItemCount() - 1);
}

void HardwarePanel::refresh()
{
    const PlanInput& in = m_document->input();
    {
        const QSignalBlocker block(m_tree);
        for (int t = 0; t < m_tree->topLevelItemCount(); ++t) {
            QTreeWidgetItem* top = m_tree->topLevelItem(t);
            const QString group = top->data(0, kIdRole).toString();
            bool any = false;
            for (int i = 0; i < top->childCount(); ++i) {
                QTreeWidgetItem* item = top->child(i);
                const QString id = item->data(0, kIdRole).toString();
                bool on = false;
                if (!in.hardware.isEmpty())
                    on = in.hardware.contains(id);
                else if (group == kGpus)
                    on = in.includeGpus;
                else
                    on = in.generations.isEmpty() || in.generations.contains(group);
                item->setCheckState(0, checkState(on));
                any = any || on;
            }
            // open the generations with a partial choice, so that what is checked can be seen
            top->setExpanded(any && top->checkState(0) == Qt::PartiallyChecked);
        }
    }
    setCheckState(m_regions, [&](const QString& r) { return in.regions.isEmpty() || in.regions.contains(r); });
    setCheckState(m_pricing, [&](const QString& p) {
        const auto model = pricingModelFromId(p);
        return in.pricing.isEmpty() || (model && in.pricing.contains(*model));
    });
    setCurrentData(m_gpuRuntime, runtimeId(in.gpuRuntime));
    // the widgets show the input again: nothing is left unchecked
    for (const char* key : {"hardware", "regions", "pricing"})
        setEmptyChoice(QString::fromLatin1(key), false);
}

void HardwarePanel::flush()
{
    if (m_treeTimer->isActive()) {
        m_treeTimer->stop();
        hardwareEdited();
    }
}

void HardwarePanel::hardwareEdited()
{
    QStringList fullGenerations;
    QStringList checkedLeaves;
    bool partial = false;
    bool anyTpu = false;
    bool allTpu = true;
    bool gpusFull = false;
    for (int t = 0; t < m_tree->topLevelItemCount(); ++t) {
        QTreeWidgetItem* top = m_tree->topLevelItem(t);
        const QString group = top->data(0, kIdRole).toString();
        const Qt::CheckState state = top->childCount() > 0 ? top->checkState(0) : Qt::Unchecked;
        for (int i = 0; i < top->childCount(); ++i)
            if (top->child(i)->checkState(0) == Qt::Checked)
                checkedLeaves << top->child(i)->data(0, kIdRole).toString();
        if (state == Qt::PartiallyChecked)
            partial = true;
        if (group == kGpus) {
            gpusFull = state == Qt::Checked;
            continue;
        }
        if (state == Qt::Checked) {
            fullGenerations << group;
            anyTpu = true;
        } else {
            allTpu = false;
        }
    }
    setEmptyChoice(QStringLiteral("hardware"), checkedLeaves.isEmpty());
    if (checkedLeaves.isEmpty())
        return;
    commit(QStringLiteral("hardware"), tr("Change hardware"), [&](PlanInput& in) {
        if (!partial && anyTpu) {
            // whole generations (all of them: none listed), GPUs as a whole or not at all
            in.hardware.clear();
            in.generations = allTpu ? QStringList() : fullGenerations;
            in.includeGpus = gpusFull;
        } else {
            in.hardware = checkedLeaves;
            in.generations.clear();
            in.includeGpus = false;
        }
    });
}

void HardwarePanel::regionsEdited()
{
    if (refreshing())
        return;
    bool all = false;
    const QStringList regions = checkedIds(m_regions, &all);
    setEmptyChoice(QStringLiteral("regions"), regions.isEmpty());
    if (regions.isEmpty())
        return;
    commit(QStringLiteral("regions"), tr("Change regions"),
           [&](PlanInput& in) { in.regions = all ? QStringList() : regions; });
}

void HardwarePanel::pricingEdited()
{
    if (refreshing())
        return;
    bool all = false;
    const QStringList ids = checkedIds(m_pricing, &all);
    setEmptyChoice(QStringLiteral("pricing"), ids.isEmpty());
    if (ids.isEmpty())
        return;
    commit(QStringLiteral("pricing"), tr("Change pricing models"), [&](PlanInput& in) {
        in.pricing.clear();
        if (!all)
            for (const QString& id : ids)
                if (const auto p = pricingModelFromId(id))
                    in.pricing << *p;
    });
}

} // namespace tpuplan::gui
