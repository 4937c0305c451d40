// SPDX-License-Identifier: GPL-3.0-or-later
#include "PasteErrorDialog.h"
#include "WidgetStyle.h"

#include "CalibrationModel.h"
#include "DiagnosisFixModel.h"
#include "OomFactModel.h"
#include "PlanDocument.h"
#include "diagnose/FailedRun.h"
#include "ui_PasteErrorDialog.h"
#include "util/Format.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace tpuplan::gui {

namespace {
constexpr int kDebounceMs = 250;

// A figure of the memory that ran out: GiB for device memory, MiB or KiB for on-chip SMEM and VMEM.
QString memoryFigure(double bytes, MemoryKind kind)
{
    return isModelledMemory(kind) ? formatGiB(bytes)
                                  : QLocale().formattedDataSize(qint64(bytes), 2, QLocale::DataSizeIecFormat);
}

// One bar of the estimate-vs-observation chart, as rich text (QTextBrowser draws table cells, not CSS widths).
QString barRow(const QString& label, const QString& value, double share, const QString& colour)
{
    const int percent = std::clamp(int(std::lround(share * 100.0)), 1, 100);
    QString bar = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='0'><tr><td width='%1%' bgcolor='%2' "
                                 "height='12'></td>")
                      .arg(percent)
                      .arg(colour);
    if (percent < 100)
        bar += QStringLiteral("<td width='%1%'></td>").arg(100 - percent);
    bar += QStringLiteral("</tr></table>");
    return QStringLiteral("<tr><td nowrap><b>%1</b></td><td nowrap align='right' style='padding:0 8px'>%2</td>"
                          "<td width='70%'>%3</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped(), bar);
}
} // namespace

PasteErrorDialog::PasteErrorDialog(PlanDocument* document, QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_store(document->calibrationStore())
    , m_ui(std::make_unique<Ui::PasteErrorDialog>())
    , m_facts(new OomFactModel(this))
    , m_fixes(new DiagnosisFixModel(this))
    , m_calibrations(new CalibrationModel(this))
    , m_debounce(new QTimer(this))
{
    // the static layout and texts are PasteErrorDialog.ui's; models, fonts, sizes and behaviour are set here
    m_ui->setupUi(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);

    // the message
    m_message = m_ui->errorMessage;
    m_message->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_load = m_ui->loadButton;
    m_clear = m_ui->clearButton;

    // the run that failed
    m_modelLabel = m_ui->runModel;
    m_hardware = m_ui->runHardware;
    m_batch = m_ui->runBatch;
    m_accumulation = m_ui->runAccumulation;
    m_checkpointing = m_ui->runCheckpointing;
    m_precision = m_ui->runPrecision;
    m_status = m_ui->diagnosisStatus;
    m_error = m_ui->diagnosisError;
    m_error->setStyleSheet(errorBannerStyle());
    m_error->hide();

    // what the message says: plain words, the figures, the lines not understood
    m_explanation = m_ui->messageExplanation;
    m_factView = m_ui->factTable;
    setupDataTable(m_factView, m_facts);
    m_factView->horizontalHeader()->setStretchLastSection(false);
    m_factView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_factView->horizontalHeader()->setSectionResizeMode(OomFactModel::What, QHeaderView::Stretch);
    m_unparsed = m_ui->unparsedLines;
    m_unparsed->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_ui->messageSplit->setSizes({330, 370});

    // stored calibrations
    m_calibrationPathLabel = m_ui->calibrationPathLabel;
    m_calibrationView = m_ui->calibrationTable;
    setupDataTable(m_calibrationView, m_calibrations);
    m_remove = m_ui->removeCalibration;

    // estimate against observation
    m_estimate = m_ui->estimateView;
    m_calibrationNote = m_ui->storedCalibrationNote;
    m_calibrationNote->setStyleSheet(noteBannerStyle());
    m_calibrationNote->hide();

    // the fixes
    m_fixView = m_ui->fixTable;
    setupDataTable(m_fixView, m_fixes);
    m_fixView->horizontalHeader()->setStretchLastSection(false);
    m_fixView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_fixView->horizontalHeader()->setSectionResizeMode(DiagnosisFixModel::Fix, QHeaderView::Stretch);
    m_fixDetails = m_ui->fixDetails;
    m_applyFix = m_ui->applyFix;
    m_calibrate = m_ui->calibrate;
    m_ui->fixSplit->setSizes({290, 170});

    // the answer first: the estimate against the observation and the fixes; then the message read in detail
    m_ui->answerSplit->setStretchFactor(0, 2);
    m_ui->answerSplit->setStretchFactor(1, 5);
    m_ui->answerSplit->setSizes({215, 505});
    m_tabs = m_ui->diagnosisTabs;
    m_ui->pasteSplit->setStretchFactor(0, 2);
    m_ui->pasteSplit->setStretchFactor(1, 3);
    m_ui->pasteSplit->setSizes({440, 780});

    QDialogButtonBox* buttons = m_ui->closeButtons;
    m_close = buttons->button(QDialogButtonBox::Close);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_message, &QPlainTextEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_debounce, &QTimer::timeout, this, &PasteErrorDialog::diagnose);
    connect(m_load, &QPushButton::clicked, this, [this] {
        const QString path
            = QFileDialog::getOpenFileName(this, tr("Load an error message"), QFileInfo(m_loadedFile).path(),
                                           tr("Logs and text (*.txt *.log);;All files (*)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    connect(m_clear, &QPushButton::clicked, m_message, &QPlainTextEdit::clear);
    for (QComboBox* box : {m_hardware, m_checkpointing, m_precision})
        connect(box, qOverload<int>(&QComboBox::activated), this, &PasteErrorDialog::diagnose);
    for (QSpinBox* box : {m_batch, m_accumulation})
        connect(box, qOverload<int>(&QSpinBox::valueChanged), m_debounce, qOverload<>(&QTimer::start));
    connect(m_fixView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PasteErrorDialog::updateFixDetails);
    connect(m_fixView, &QTableView::doubleClicked, this, [this](const QModelIndex& i) { applyFix(i.row()); });
    connect(m_applyFix, &QPushButton::clicked, this, [this] { applyFix(selectedFix()); });
    connect(m_calibrate, &QPushButton::clicked, this, &PasteErrorDialog::calibrate);
    connect(m_calibrationView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_remove->setEnabled(m_calibrationView->selectionModel()->hasSelection()); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_calibrationView->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            removeCalibration(rows.first().data(CalibrationModel::KeyRole).toString());
    });

    // the selected candidate even when the results are stale: it is the run the user picked
    const int selected = document->currentCandidate();
    fillChoices(selected >= 0 ? &document->result().candidates[selected] : nullptr);
    loadCalibrations();
    retranslateUi();
}

PasteErrorDialog::~PasteErrorDialog() = default;

void PasteErrorDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PasteErrorDialog::retranslateUi()
{
    m_ui->retranslateUi(this);
    const PlanInput& in = m_document->input();
    m_modelLabel->setText(tr("%1, %2 tokens, %3 head, %4 (from the plan)")
                              .arg(in.model.name.isEmpty() ? in.modelRef : in.model.name, QLocale().toString(in.seqLen),
                                   headKindId(in.head.kind), optimizerId(in.optimizer)));
    m_tabs->setTabText(2, tr("Stored Calibrations (%1)").arg(QLocale().toString(m_calibrations->rowCount())));
    m_calibrationPathLabel->setText(
        tr("Corrections learnt from real runs, kept in %1. The plan applies the one for its runtime and model family "
           "and says so above the results; remove one to use the built-in model again.")
            .arg(QDir::toNativeSeparators(m_store.path())));
    m_calibrate->setToolTip(tr("Store the correction with its evidence in %1: the plan then uses it for this runtime "
                               "and model family, and says so")
                                .arg(QDir::toNativeSeparators(m_store.path())));
    m_facts->retranslate();
    m_fixes->retranslate();
    m_calibrations->retranslate();
    diagnose(); // the texts core computes are translated when computed
}

void PasteErrorDialog::fillChoices(const Candidate* selected)
{
    const Catalog& catalog = m_document->catalog();
    const PlanInput& in = m_document->input();
    for (const QString& hw : catalog.hardwareNames())
        m_hardware->addItem(hw, hw);
    for (const Checkpointing& c : failedRunCheckpointingChoices(in))
        m_checkpointing->addItem(checkpointingId(c), checkpointingId(c));
    for (Precision p : failedRunPrecisionChoices())
        m_precision->addItem(precisionId(p), precisionId(p));

    const FailedRun run = defaultFailedRun(in, catalog, selected);
    m_startRun = run;
    m_hardware->setCurrentIndex(std::max(0, m_hardware->findData(run.hardware)));
    m_batch->setValue(run.batchPerDevice);
    m_accumulation->setValue(run.accumulationSteps);
    m_checkpointing->setCurrentIndex(std::max(0, m_checkpointing->findData(checkpointingId(run.checkpointing))));
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(precisionId(run.precision))));
}

QString PasteErrorDialog::calibrationPath() const
{
    return m_store.path();
}

void PasteErrorDialog::loadCalibrations()
{
    try {
        m_store.load();
        m_storeError.clear();
    } catch (const InputError& e) {
        m_storeError = e.text();
    }
    m_calibrations->setEntries(m_store.entries());
    m_calibrationView->resizeColumnsToContents();
    m_tabs->setTabText(2, tr("Stored Calibrations (%1)").arg(QLocale().toString(m_calibrations->rowCount())));
}

void PasteErrorDialog::setMessage(const QString& text)
{
    m_message->setPlainText(text);
    diagnose();
}

bool PasteErrorDialog::loadFile(const QString& path)
{
    QByteArray data;
    try {
        data = OomParser::readFile(path); // readable, not binary, not too large
    } catch (const InputError& e) {
        showError(tr("The file could not be read: %1").arg(e.text()));
        return false;
    }
    m_loadedFile = path;
    setMessage(QString::fromUtf8(data));
    return true;
}

void PasteErrorDialog::showError(const QString& text)
{
    m_lastError = text;
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

DiagnosisInput PasteErrorDialog::diagnosisInput() const
{
    FailedRun run;
    run.hardware = m_hardware->currentData().toString();
    run.batchPerDevice = m_batch->value();
    run.accumulationSteps = m_accumulation->value();
    run.checkpointing = checkpointingFromId(m_checkpointing->currentData().toString()).value_or(Checkpointing{});
    run.precision = precisionFromId(m_precision->currentData().toString()).value_or(Precision::Fp32);
    if (run.hardware == m_startRun.hardware) {
        run.gpus = m_startRun.gpus;
        run.mesh = m_startRun.mesh;
        run.offload = m_startRun.offload;
    }
    return diagnosisInputForRun(m_document->input(), m_document->catalog(), run);
}

void PasteErrorDialog::diagnose()
{
    m_debounce->stop();
    const QString text = m_message->toPlainText();
    m_result.reset();
    m_report.reset();
    showError(QString());
    if (text.trimmed().isEmpty()) {
        showResult();
        return;
    }
    try {
        m_report = OomParser::parse(text, tr("the pasted text"));
        m_result = Diagnosis(m_document->catalog()).run(diagnosisInput(), *m_report);
    } catch (const InputError& e) {
        m_result.reset();
        showError(e.text());
    }
    showResult();
}

void PasteErrorDialog::showResult()
{
    const QLocale loc;
    // what the message says
    QString html;
    if (m_report) {
        const OomReport& r = *m_report;
        if (r.isOom()) {
            m_status->setText(
                tr("%1 · %2%3")
                    .arg(oomFrameworkName(r.framework), oomKindName(r.kind),
                         r.repeats > 1 ? tr(" · the message appears %n times", nullptr, r.repeats) : QString()));
        } else if (r.isCompilerMemory()) {
            m_status->setText(tr("The compiler's memory figure for one device (%1): compared with the estimate below.")
                                  .arg(r.compiler->format == QLatin1String("maxtext")
                                           ? QStringLiteral("MaxText train_compile.py")
                                           : QStringLiteral("memory_analysis()")));
        } else {
            m_status->setText(tr("No out-of-memory message recognised: paste the error with the lines around \"Ran out "
                                 "of memory\", \"Resource exhausted\" or \"CUDA out of memory\"."));
        }
        html += QStringLiteral("<ul style='margin-left:-20px'>");
        const QVector<OomNote> notes = m_result ? m_result->messageNotes : explainOom(r);
        for (const OomNote& n : notes)
            html += QStringLiteral("<li>%1</li>").arg(n.text.toHtmlEscaped());
        html += QStringLiteral("</ul>");
        for (const QString& w : r.warnings)
            html += QStringLiteral("<p style='color:#b71c1c'>⚠ %1</p>").arg(w.toHtmlEscaped());
        m_facts->setFacts(r.facts);
        m_unparsed->clear();
        for (const OomLine& l : r.unparsedLines) {
            auto* item = new QListWidgetItem(
                tr("%1%2: %3")
                    .arg(l.insideMessage ? QStringLiteral("⚠ ") : QString(), loc.toString(l.number), l.text.trimmed()));
            if (l.insideMessage)
                item->setForeground(QColor(0xb7, 0x1c, 0x1c));
            item->setToolTip(l.insideMessage ? tr("Inside the message and not understood: a mangled field, most likely")
                                             : tr("Context around the message"));
            m_unparsed->addItem(item);
        }
    } else {
        m_status->setText(tr("Paste a message, or load one from a file."));
        m_facts->clear();
        m_unparsed->clear();
    }
    m_explanation->setHtml(html);
    m_factView->resizeColumnsToContents();

    // estimate against observation
    if (m_result) {
        const DiagnosisResult& r = *m_result;
        const MemoryBreakdown& m = r.estimate.memory;
        const double diff = r.difference();
        const double share = r.relativeDifference() * 100.0; // as a percentage for display
        const MemoryKind kind = r.observation.memoryKind;
        const bool compiler = r.observation.source == Observation::Source::CompilerAnalysis;
        const QString observed = compiler ? tr("Compiler") : tr("Observed");
        QString e;
        // both figures as bars against the device's memory (what ran out on chip has no bar: it is not HBM)
        if (isModelledMemory(kind) && r.observation.neededBytes > 0) {
            const double scale = std::max({m.total(), r.observation.neededBytes, r.device.memoryBytes, 1.0});
            e += QStringLiteral("<table cellspacing='2' cellpadding='1' width='100%'>");
            e += barRow(tr("Estimated"), formatGiB(m.total()), m.total() / scale, QStringLiteral("#1976d2"));
            e += barRow(observed,
                        r.observation.atLeast ? tr("≥ %1").arg(formatGiB(r.observation.neededBytes))
                                              : formatGiB(r.observation.neededBytes),
                        r.observation.neededBytes / scale,
                        compiler ? QStringLiteral("#2e7d32") : QStringLiteral("#c62828"));
            e += barRow(tr("Device"), formatGiB(r.device.memoryBytes), r.device.memoryBytes / scale,
                        QStringLiteral("#9e9e9e"));
            e += QStringLiteral("</table>");
        }
        e += QStringLiteral("<table cellspacing='2' cellpadding='1'>");
        auto row = [&e](const QString& what, const QString& value, const QString& detail) {
            e += QStringLiteral("<tr><td valign='top'><b>%1</b></td><td valign='top' align='right' "
                                "style='padding:0 8px'>%2</td><td valign='top'>%3</td></tr>")
                     .arg(what.toHtmlEscaped(), value.toHtmlEscaped(), detail.toHtmlEscaped());
        };
        row(observed,
            r.observation.atLeast ? tr("≥ %1").arg(memoryFigure(r.observation.neededBytes, kind))
                                  : memoryFigure(r.observation.neededBytes, kind),
            r.observation.derivation);
        if (r.observation.source == Observation::Source::OomMessage && r.observation.ranOutOfMemory)
            row(tr("Ran out of"), memoryKindName(kind), QString());
        row(tr("Estimated"), formatGiB(m.total()),
            tr("parameters %1, gradients %2, optimizer states %3, activations %4, runtime %5")
                .arg(formatGiB(m.parameters), formatGiB(m.gradients), formatGiB(m.optimizerStates),
                     formatGiB(m.activations), formatGiB(m.runtimeOverhead)));
        if (isModelledMemory(kind))
            row(tr("Difference"),
                tr("%1%2 GiB (%3%4%)")
                    .arg(diff >= 0 ? QString(loc.positiveSign()) : QString(), loc.toString(bytesToGiB(diff), 'f', 2),
                         share >= 0 ? QString(loc.positiveSign()) : QString(), loc.toString(share, 'f', 1)),
                tr("observed − estimated"));
        if (r.correction.available)
            row(tr("Correction"),
                (r.correction.atLeast ? tr("× %1 at least") : tr("× %1"))
                    .arg(loc.toString(r.correction.multiplier, 'f', 3)),
                tr("activation factor %1 → %2. %3")
                    .arg(loc.toString(r.correction.builtinFactor, 'f', 2),
                         loc.toString(r.correction.correctedFactor, 'f', 2), r.correction.explanation));
        else
            row(tr("Correction"), tr("none"), r.correction.explanation);
        e += QStringLiteral("</table>");
        for (const QString& w : r.observation.warnings)
            e += QStringLiteral("<p style='color:#b71c1c;margin:2px'>⚠ %1</p>").arg(w.toHtmlEscaped());
        if (!r.notes.isEmpty()) {
            e += QStringLiteral("<ul style='margin-left:-20px'>");
            for (const Reason& n : r.notes)
                e += QStringLiteral("<li>%1</li>").arg(n.text.toHtmlEscaped());
            e += QStringLiteral("</ul>");
        }
        // what fits the memory that ran out, before the configuration changes in the table below
        if (!r.advice.isEmpty()) {
            e += tr("<p style='margin:0'><b>What to change first, for the memory that ran out (%1)</b></p>")
                     .arg(memoryKindName(kind).toHtmlEscaped());
            e += QStringLiteral("<ol style='margin-left:-20px'>");
            for (const DiagnosisAdvice& a : r.advice) {
                e += QStringLiteral("<li><b>%1</b> — %2").arg(a.title.toHtmlEscaped(), a.text.toHtmlEscaped());
                e += QStringLiteral("<ul>");
                for (const QString& h : a.how)
                    e += QStringLiteral("<li>%1</li>").arg(h.toHtmlEscaped());
                e += QStringLiteral("</ul></li>");
            }
            e += QStringLiteral("</ol>");
        }
        m_estimate->setHtml(e);
        m_fixes->setFixes(r.fixes, r.input.steps);
    } else {
        m_estimate->setHtml(m_report && !m_lastError.isEmpty()
                                ? QString()
                                : tr("<p>The estimate for the run, against what the message says it needed, appears "
                                     "here.</p>"));
        m_fixes->clear();
    }
    m_fixView->resizeColumnsToContents();
    if (m_fixes->rowCount() > 0)
        selectFix(0);
    updateFixDetails();
    updateCalibrationNote();

    // the calibration this diagnosis offers
    const auto proposed = m_result ? m_result->proposedCalibration(QDate::currentDate()) : std::nullopt;
    m_calibrate->setEnabled(proposed.has_value() && m_storeError.isEmpty());
    if (!m_storeError.isEmpty())
        m_calibrate->setToolTip(tr("The calibration file cannot be used: %1").arg(m_storeError));
}

int PasteErrorDialog::selectedFix() const
{
    const QModelIndexList rows = m_fixView->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void PasteErrorDialog::selectFix(int row)
{
    if (row < 0 || row >= m_fixes->rowCount()) {
        m_fixView->clearSelection();
        return;
    }
    m_fixView->selectRow(row);
}

std::optional<PlanInput> PasteErrorDialog::inputWithFix(int row) const
{
    const DiagnosisFix* fix = m_fixes->fix(row);
    if (!fix)
        return std::nullopt;
    return tpuplan::applyFix(m_document->input(), *fix);
}

bool PasteErrorDialog::applyFix(int row)
{
    const auto next = inputWithFix(row);
    if (!next)
        return false;
    m_document->edit(*next, tr("Apply fix: %1").arg(m_fixes->fix(row)->title));
    m_status->setText(
        tr("Applied \"%1\" to the plan's inputs (Edit ▸ Undo takes it back).").arg(m_fixes->fix(row)->title));
    updateFixDetails();
    return true;
}

void PasteErrorDialog::updateFixDetails()
{
    const int row = selectedFix();
    const DiagnosisFix* fix = m_fixes->fix(row);
    if (!fix) {
        const bool otherMemory = m_result && !isModelledMemory(m_result->observation.memoryKind);
        m_fixDetails->setHtml(
            otherMemory ? tr("<p>What ran out is not the device memory the plan estimates: no configuration change is "
                             "searched. The advice above says what to change.</p>")
                : m_result && m_result->fixes.isEmpty()
                ? tr("<p>No change within the search fits this model on this hardware.</p>")
                : QString());
        m_applyFix->setEnabled(false);
        return;
    }
    QString html = QStringLiteral("<p><b>%1</b> — %2</p>").arg(fix->title.toHtmlEscaped(), fix->text.toHtmlEscaped());
    if (!fix->how.isEmpty()) {
        html += tr("<p style='margin:0'><b>How</b></p>") + QStringLiteral("<ul style='margin-left:-20px'>");
        for (const QString& h : fix->how)
            html += QStringLiteral("<li>%1</li>").arg(h.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_fixDetails->setHtml(html);
    const auto next = inputWithFix(row);
    m_applyFix->setEnabled(next.has_value());
    if (!next) {
        m_applyFix->setToolTip(tr("The plan's inputs already allow this, or it is not an input of the plan"));
        return;
    }
    QStringList sets;
    const PlanInput& in = m_document->input();
    if (next->checkpointing != in.checkpointing)
        sets << tr("checkpointing: %1").arg(checkpointingKindId(fix->config.checkpointing.kind));
    if (next->precisions != in.precisions)
        sets << tr("precision: %1").arg(precisionId(fix->config.precision));
    if (next->optimizer != in.optimizer)
        sets << tr("optimizer: %1").arg(optimizerId(fix->config.optimizer));
    if (next->maxAccumulation != in.maxAccumulation)
        sets << tr("accumulation up to %1 steps").arg(QLocale().toString(next->maxAccumulation));
    if (next->hardware != in.hardware)
        sets << tr("hardware: %1").arg(fix->hardware);
    if (next->regions != in.regions && fix->offering)
        sets << tr("regions: also %1").arg(fix->offering->region);
    if (next->sharding != in.sharding || next->fsdp != in.fsdp)
        sets << tr("sharding: %1").arg(shardingStrategyId(fix->config.mesh.strategy));
    if (next->offload != in.offload)
        sets << tr("offload: %1").arg(offloadId(fix->config.offload));
    if (next->gpuDevices != in.gpuDevices)
        sets << tr("GPUs per job: %1").arg(QLocale().toString(next->gpuDevices));
    m_applyFix->setToolTip(tr("Sets the plan's %1 (one undo step)").arg(sets.join(QStringLiteral(", "))));
}

void PasteErrorDialog::updateCalibrationNote()
{
    // the stored calibration for the run's runtime and model family: the plan applies it; the diagnosis does not (it
    // compares the built-in model with the observation, so that calibrating twice does not compound)
    QString note;
    if (m_result) {
        if (const CalibrationEntry* e
            = m_store.find(m_result->input.config.runtime, modelFamily(m_result->input.model)))
            note
                = tr("A stored calibration applies to the plan: %1, activations × %2 (%3). This diagnosis compares the "
                     "built-in model with the message, so calibrating again replaces it rather than compounding it.")
                      .arg(e->key(), QLocale().toString(e->activationFactorMultiplier, 'f', 3),
                           e->date.isValid() ? QLocale().toString(e->date, QLocale::ShortFormat) : tr("undated"));
    }
    m_calibrationNote->setText(note);
    m_calibrationNote->setVisible(!note.isEmpty());
}

bool PasteErrorDialog::calibrate()
{
    if (!m_result)
        return false;
    const auto entry = m_result->proposedCalibration(QDate::currentDate());
    if (!entry) {
        showError(tr("No calibration to store: %1").arg(m_result->correction.explanation));
        return false;
    }
    try {
        m_store.load(); // the file may have changed since the dialog opened
        m_store.set(*entry);
        m_store.save();
    } catch (const InputError& e) {
        showError(tr("The calibration was not stored: %1").arg(e.text()));
        return false;
    }
    loadCalibrations();
    m_document->setCalibrations(m_store.entries());
    const int row = m_calibrations->rowOfKey(entry->key());
    if (row >= 0)
        m_calibrationView->selectRow(row);
    m_status->setText(tr("Stored the correction for %1 (activations × %2) in %3; the plan now uses it.")
                          .arg(entry->key(), QLocale().toString(entry->activationFactorMultiplier, 'f', 3),
                               QDir::toNativeSeparators(m_store.path())));
    updateCalibrationNote();
    return true;
}

bool PasteErrorDialog::removeCalibration(const QString& key)
{
    try {
        m_store.load();
        if (!m_store.remove(key))
            return false;
        m_store.save();
    } catch (const InputError& e) {
        showError(tr("The calibration was not removed: %1").arg(e.text()));
        return false;
    }
    loadCalibrations();
    m_document->setCalibrations(m_store.entries());
    m_remove->setEnabled(false);
    m_status->setText(tr("Removed the calibration %1; the built-in model applies again.").arg(key));
    updateCalibrationNote();
    return true;
}

} // namespace tpuplan::gui
