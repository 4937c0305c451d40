// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeInputsPanel.h"

#include "ServeDocument.h"
#include "model/ModelLoader.h"
#include "serve/ServePlanFile.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace tpuplan::gui {

namespace {
constexpr int kMaxTokens = 10'000'000; // ServeInput::issues()'s bound on lengths and contexts

QString joinIds(const QVector<ServePrecision>& ps)
{
    QStringList ids;
    for (ServePrecision p : ps)
        ids << servePrecisionId(p);
    return ids.join(QStringLiteral(","));
}

QVector<ServePrecision> precisionsOf(const QString& ids)
{
    QVector<ServePrecision> out;
    for (const QString& id : ids.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (const auto p = servePrecisionFromId(id))
            out << *p;
    return out;
}

// Selects the item whose data is `value`, adding one labelled `label` when none has it (a plan file's own choice).
void selectData(QComboBox* box, const QString& value, const QString& label)
{
    int i = box->findData(value);
    if (i < 0) {
        box->addItem(label, value);
        i = box->count() - 1;
    }
    box->setCurrentIndex(i);
}

QSpinBox* spin(int min, int max)
{
    auto* s = new QSpinBox;
    s->setRange(min, max);
    s->setGroupSeparatorShown(true);
    s->setKeyboardTracking(false);
    return s;
}

QDoubleSpinBox* doubleSpin(double min, double max, int decimals, double step)
{
    auto* s = new QDoubleSpinBox;
    s->setRange(min, max);
    s->setDecimals(decimals);
    s->setSingleStep(step);
    s->setKeyboardTracking(false);
    return s;
}
} // namespace

ServeInputsPanel::ServeInputsPanel(ServeDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
{
    createWidgets();
    connectWidgets();
    retranslateUi();
    connect(document, &ServeDocument::inputChanged, this, &ServeInputsPanel::refresh);
    connect(document, &ServeDocument::resultsChanged, this, &ServeInputsPanel::showIssues);
    refresh();
    showIssues();
}

void ServeInputsPanel::createWidgets()
{
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_model = new QComboBox;
    m_model->setObjectName(QStringLiteral("serveModel"));
    m_hardware = new QComboBox;
    m_hardware->setObjectName(QStringLiteral("serveHardware"));
    m_tensorParallel = spin(0, 4096);
    m_inputLen = spin(1, kMaxTokens);
    m_outputLen = spin(1, kMaxTokens);
    m_traffic = new QComboBox;
    m_load = doubleSpin(0, 1e7, 0, 1);
    m_maxContext = spin(0, kMaxTokens);
    m_precision = new QComboBox;
    m_kvPrecision = new QComboBox;
    m_engine = new QComboBox;
    m_utilization = doubleSpin(0, 1, 2, 0.01);
    m_ttft = doubleSpin(0, 3600, 2, 0.1);
    m_tpot = doubleSpin(0, 60, 3, 0.005);
    // long choices (a plan file's hardware list) must not widen the panel past its column
    for (QComboBox* box : {m_model, m_hardware, m_traffic, m_precision, m_kvPrecision, m_engine}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    m_issues = new QLabel;
    m_issues->setObjectName(QStringLiteral("serveIssues"));
    m_issues->setWordWrap(true);
    m_issues->setStyleSheet(QStringLiteral("color: #b00020;"));
    for (QWidget* w : std::initializer_list<QWidget*>{m_model, m_hardware, m_tensorParallel, m_inputLen, m_outputLen,
                                                      m_traffic, m_load, m_maxContext, m_precision, m_kvPrecision,
                                                      m_engine, m_utilization, m_ttft, m_tpot})
        m_form->addRow(new QLabel, w);
    m_form->addRow(m_issues);
}

void ServeInputsPanel::fillChoices()
{
    for (QComboBox* box : {m_model, m_hardware, m_traffic, m_precision, m_kvPrecision, m_engine}) {
        const QSignalBlocker block(box);
        box->clear();
    }
    // the decoder presets: the serving planner plans models that generate tokens
    for (const QString& id : ModelLoader::presetIds()) {
        const ModelSpec m = ModelLoader::preset(id);
        if (m.isDecoder())
            m_model->addItem(m.name.isEmpty() ? id : m.name, id);
    }
    m_hardware->addItem(tr("Whole catalog"), QString());
    for (const QString& hw : m_document->catalog().hardwareNames())
        m_hardware->addItem(hw, hw);
    m_traffic->addItem(tr("Concurrent users (closed loop)"), trafficKindId(TrafficKind::Concurrency));
    m_traffic->addItem(tr("Request rate (open loop)"), trafficKindId(TrafficKind::RequestRate));
    m_traffic->addItem(tr("Offline (throughput)"), trafficKindId(TrafficKind::Offline));
    m_precision->addItem(tr("Search bf16, fp8 and int8"), QString());
    for (const QString& id : servePrecisionIds())
        m_precision->addItem(id, id);
    m_kvPrecision->addItem(tr("bf16 (default)"), QString());
    for (const QString& id : {QStringLiteral("fp8"), QStringLiteral("int8")})
        m_kvPrecision->addItem(id, id);
    m_kvPrecision->addItem(tr("Search bf16, fp8 and int8"), QStringLiteral("bf16,fp8,int8"));
    m_engine->addItem(tr("Each device's default (vLLM)"), QString());
    for (const QString& id : serveEngineIds())
        m_engine->addItem(serveEngineName(*serveEngineFromId(id)), id);
}

void ServeInputsPanel::retranslateUi()
{
    const QStringList labels{tr("Model"),         tr("Hardware"),   tr("Tensor parallel"), tr("Prompt tokens"),
                             tr("Output tokens"), tr("Traffic"),    tr("Users / rate"),    tr("Max context"),
                             tr("Weights"),       tr("KV cache"),   tr("Engine"),          tr("Memory share"),
                             tr("TTFT target"),   tr("TPOT target")};
    for (int row = 0; row < labels.size(); ++row)
        if (QLayoutItem* item = m_form->itemAt(row, QFormLayout::LabelRole))
            if (auto* label = qobject_cast<QLabel*>(item->widget()))
                label->setText(labels[row]);
    m_tensorParallel->setSpecialValueText(tr("Chosen by the search"));
    m_maxContext->setSpecialValueText(tr("Prompt + output"));
    m_utilization->setSpecialValueText(tr("Engine default"));
    m_ttft->setSpecialValueText(tr("None"));
    m_ttft->setSuffix(tr(" s"));
    m_tpot->setSpecialValueText(tr("None"));
    m_tpot->setSuffix(tr(" s"));
    m_tpot->setToolTip(tr("Median time per output token after the first (vLLM's TPOT)"));
    m_ttft->setToolTip(tr("Median time to the first token, queueing included"));
    m_tensorParallel->setToolTip(tr("Devices one replica spans; the job's devices for a TPU slice"));
    m_utilization->setToolTip(tr("--gpu-memory-utilization: the share of device memory the engine may use"));
    m_maxContext->setToolTip(tr("--max-context (vLLM's --max-model-len): the longest sequence the engine admits"));
    // the choices in the new language, then the plan's own selected again
    m_refreshing = true;
    fillChoices();
    m_refreshing = false;
    refresh();
}

void ServeInputsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

template <typename F> void ServeInputsPanel::edit(F change)
{
    if (m_refreshing)
        return;
    ServeInput in = m_document->input();
    change(in);
    m_document->setInput(in);
}

void ServeInputsPanel::connectWidgets()
{
    const auto comboChanged = QOverload<int>::of(&QComboBox::currentIndexChanged);
    const auto spinChanged = QOverload<int>::of(&QSpinBox::valueChanged);
    const auto doubleChanged = QOverload<double>::of(&QDoubleSpinBox::valueChanged);
    connect(m_model, comboChanged, this, [this] {
        const QString ref = m_model->currentData().toString();
        try {
            const ModelSpec model = ModelLoader::resolve(ref);
            edit([&](ServeInput& in) {
                in.modelRef = ref;
                in.model = model;
            });
        } catch (const InputError&) {
            // a plan file's model that is gone since: the input keeps the model it was read with
        }
    });
    connect(m_hardware, comboChanged, this, [this] {
        const QString hw = m_hardware->currentData().toString();
        if (hw.startsWith(QLatin1Char('@')))
            return; // the plan file's own choice (a list, a device by memory) is kept as it is
        edit([&](ServeInput& in) {
            in.hardware = hw.isEmpty() ? QStringList() : QStringList{hw};
            in.deviceMemoryGiB = 0;
            in.devices = 0;
        });
    });
    connect(m_tensorParallel, spinChanged, this,
            [this](int v) { edit([&](ServeInput& in) { in.tensorParallel = v; }); });
    connect(m_inputLen, spinChanged, this, [this](int v) { edit([&](ServeInput& in) { in.inputLen = v; }); });
    connect(m_outputLen, spinChanged, this, [this](int v) { edit([&](ServeInput& in) { in.outputLen = v; }); });
    connect(m_maxContext, spinChanged, this, [this](int v) { edit([&](ServeInput& in) { in.maxContext = v; }); });
    connect(m_traffic, comboChanged, this, [this] {
        const QString id = m_traffic->currentData().toString();
        edit([&](ServeInput& in) {
            for (TrafficKind t : {TrafficKind::Concurrency, TrafficKind::RequestRate, TrafficKind::Offline})
                if (trafficKindId(t) == id)
                    in.traffic = t;
            // offline traffic is judged by throughput alone: it has no latency targets (ServeInput::issues)
            if (in.traffic == TrafficKind::Offline) {
                in.ttftTarget = 0;
                in.tpotTarget = 0;
            }
        });
    });
    connect(m_load, doubleChanged, this, [this](double v) {
        edit([&](ServeInput& in) {
            if (in.traffic == TrafficKind::RequestRate)
                in.requestRate = v;
            else
                in.concurrency = int(v);
        });
    });
    connect(m_precision, comboChanged, this, [this] {
        edit([&](ServeInput& in) { in.precisions = precisionsOf(m_precision->currentData().toString()); });
    });
    connect(m_kvPrecision, comboChanged, this, [this] {
        edit([&](ServeInput& in) { in.kvPrecisions = precisionsOf(m_kvPrecision->currentData().toString()); });
    });
    connect(m_engine, comboChanged, this, [this] {
        edit([&](ServeInput& in) { in.engine = serveEngineFromId(m_engine->currentData().toString()); });
    });
    connect(m_utilization, doubleChanged, this,
            [this](double v) { edit([&](ServeInput& in) { in.memoryUtilization = v; }); });
    connect(m_ttft, doubleChanged, this, [this](double v) { edit([&](ServeInput& in) { in.ttftTarget = v; }); });
    connect(m_tpot, doubleChanged, this, [this](double v) { edit([&](ServeInput& in) { in.tpotTarget = v; }); });
}

void ServeInputsPanel::refresh()
{
    m_refreshing = true;
    const ServeInput& in = m_document->input();
    selectData(m_model, in.modelRef, tr("File: %1").arg(QFileInfo(in.modelRef).fileName()));
    if (in.deviceMemoryGiB > 0)
        selectData(m_hardware, QStringLiteral("@memory"),
                   tr("A %1 GiB device").arg(QLocale().toString(in.deviceMemoryGiB, 'g', 6)));
    else if (in.hardware.size() > 1)
        selectData(m_hardware, QStringLiteral("@list"), in.hardware.join(QStringLiteral(", ")));
    else
        selectData(m_hardware, in.hardware.value(0), in.hardware.value(0));
    m_tensorParallel->setValue(in.tensorParallel);
    m_inputLen->setValue(in.inputLen);
    m_outputLen->setValue(in.outputLen);
    selectData(m_traffic, trafficKindId(in.traffic), trafficKindId(in.traffic));
    const bool rate = in.traffic == TrafficKind::RequestRate;
    m_load->setDecimals(rate ? 2 : 0);
    m_load->setSuffix(rate ? tr(" requests/s") : tr(" users"));
    m_load->setValue(rate ? in.requestRate : in.concurrency);
    m_load->setEnabled(in.traffic != TrafficKind::Offline);
    m_maxContext->setValue(in.maxContext);
    const QString weights = joinIds(in.precisions);
    selectData(m_precision, weights, weights);
    const QString kv = joinIds(in.kvPrecisions);
    selectData(m_kvPrecision, kv == QLatin1String("bf16") ? QString() : kv, kv);
    selectData(m_engine, in.engine ? serveEngineId(*in.engine) : QString(), QString());
    m_utilization->setValue(in.memoryUtilization);
    m_ttft->setValue(in.ttftTarget);
    m_tpot->setValue(in.tpotTarget);
    m_ttft->setEnabled(in.traffic != TrafficKind::Offline);
    m_tpot->setEnabled(in.traffic != TrafficKind::Offline);
    m_refreshing = false;
}

void ServeInputsPanel::showIssues()
{
    QStringList lines;
    for (const InputIssue& issue : m_document->issues())
        lines << tr("%1: %2").arg(servePlanKey(issue.field), issue.message);
    m_issues->setText(lines.join(QLatin1Char('\n')));
    m_issues->setVisible(!lines.isEmpty());
}

} // namespace tpuplan::gui
