// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeView.h"

#include "ServeCandidateModel.h"
#include "ServeCostChart.h"
#include "ServeDocument.h"
#include "ServeExport.h"
#include "ServeInputsPanel.h"
#include "ServeMemoryChart.h"
#include "ServeSweepChart.h"
#include "export/ReportExport.h"
#include "serve/ServeCommands.h"
#include "util/Format.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace tpuplan::gui {

ServeView::ServeView(ServeDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_inputs(new ServeInputsPanel(document))
    , m_model(new ServeCandidateModel(this))
{
    setObjectName(QStringLiteral("serveView"));
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    auto* buttons = new QHBoxLayout;
    m_openButton = new QPushButton;
    m_saveButton = new QPushButton;
    buttons->addWidget(m_openButton);
    buttons->addWidget(m_saveButton);
    leftLayout->addLayout(buttons);
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_inputs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    leftLayout->addWidget(scroll);

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_exportButton = new QPushButton;
    m_exportButton->setObjectName(QStringLiteral("serveExport"));
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("serveCandidates"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    m_costChart = new ServeCostChart(document);
    m_sweepChart = new ServeSweepChart(document);
    m_memoryChart = new ServeMemoryChart(document);
    auto* charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_costChart);
    charts->addWidget(m_sweepChart);
    charts->addWidget(m_memoryChart);
    charts->setSizes({380, 380, 330});
    m_details = new QPlainTextEdit;
    m_details->setObjectName(QStringLiteral("serveDetails"));
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto* right = new QSplitter(Qt::Vertical);
    auto* top = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    auto* summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_exportButton, 0, Qt::AlignTop);
    topLayout->addLayout(summaryRow);
    topLayout->addWidget(m_table);
    right->addWidget(top);
    right->addWidget(charts);
    right->addWidget(m_details);
    right->setSizes({280, 320, 200});

    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->addWidget(left);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({380, 1020});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(m_openButton, &QPushButton::clicked, this, &ServeView::open);
    connect(m_saveButton, &QPushButton::clicked, this, &ServeView::saveAs);
    connect(m_exportButton, &QPushButton::clicked, this, &ServeView::exportReportAs);
    connect(document, &ServeDocument::resultsChanged, this, &ServeView::showResults);
    connect(document, &ServeDocument::currentCandidateChanged, this, &ServeView::showCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& index) { m_document->setCurrentCandidate(index.isValid() ? index.row() : -1); });
    retranslateUi();
    showResults();
}

void ServeView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ServeView::retranslateUi()
{
    m_openButton->setText(tr("Open Serving Plan…"));
    m_saveButton->setText(tr("Save Serving Plan…"));
    m_openButton->setToolTip(tr("Opens a serving plan YAML file (kind: serve)"));
    m_saveButton->setToolTip(tr("Writes the serving plan to a YAML file that the app and tpuplan serve read"));
    m_exportButton->setText(tr("Export Report…"));
    m_exportButton->setToolTip(tr("Writes a report of the serving plan and the selected configuration, with the "
                                  "command that starts it, as PDF, HTML, Markdown, CSV or JSON"));
    showResults();
}

void ServeView::showResults()
{
    const ServePlanResult& r = m_document->result();
    m_model->setCandidates(m_document->resultsStale() ? QVector<ServeCandidate>() : r.candidates);
    QStringList lines;
    if (m_document->resultsStale()) {
        lines << tr("Not planned: fix the inputs on the left.");
    } else {
        lines
            << tr("%1 configurations tried (one per pricing model); %2 fit and %3 meet the targets; planned in %4 ms.")
                   .arg(QLocale().toString(r.evaluated), QLocale().toString(r.fitting), QLocale().toString(r.meeting),
                        QLocale().toString(m_document->lastPlanMilliseconds(), 'f', 1));
        for (const Reason& note : r.notes)
            lines << note.text;
    }
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_exportButton->setEnabled(!m_document->resultsStale());
    m_table->resizeColumnsToContents();
    showCurrent();
}

void ServeView::showCurrent()
{
    const int row = m_document->currentCandidate();
    if (row >= 0 && row < m_model->rowCount() && m_table->currentIndex().row() != row)
        m_table->setCurrentIndex(m_model->index(row, 0));
    const ServeCandidate* c = m_document->resultsStale() ? nullptr : m_document->currentCandidateData();
    if (!c) {
        m_details->setPlainText(QString());
        return;
    }
    QStringList text;
    text << tr("%1 · %2 weights · %3 KV · %4 · %5")
                .arg(serveJobText(*c), servePrecisionId(c->replica.weights), servePrecisionId(c->replica.kv),
                     serveEngineName(c->replica.engine), ServeCandidateModel::statusText(*c));
    if (c->priced)
        text << tr("%1 per million output tokens, %2 per million input tokens, %3 per hour (%4, %5)")
                    .arg(formatUnitUsd(c->usdPerMillionOutput), formatUnitUsd(c->usdPerMillionInput),
                         formatUsd(c->usdPerHour, QLocale(), 2), pricingModelId(c->offering.pricing),
                         c->offering.region);
    for (const Reason& reason : c->reasons)
        text << QStringLiteral("• ") + reason.text;
    if (c->fits) {
        text << QString() << tr("Launch command:") << serveLaunchCommand(*c, m_document->plannedInput());
    }
    m_details->setPlainText(text.join(QLatin1Char('\n')));
}

void ServeView::showError(const QString& title, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("serveError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool ServeView::openPlan(const QString& path, bool dialog)
{
    const QString error = m_document->open(path);
    if (!error.isEmpty()) {
        if (dialog)
            showError(tr("The serving plan could not be opened"), error);
        emit message(tr("Could not open %1").arg(path));
        return false;
    }
    emit message(tr("Opened %1").arg(path));
    return true;
}

bool ServeView::savePlan(const QString& path, bool dialog)
{
    const QString error = m_document->save(path);
    if (!error.isEmpty()) {
        if (dialog)
            showError(tr("The serving plan could not be saved"), error);
        emit message(tr("Could not save %1").arg(path));
        return false;
    }
    emit message(tr("Saved %1").arg(path));
    return true;
}

void ServeView::open()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open a serving plan"), QFileInfo(m_document->filePath()).path(),
                                       tr("Serving plans (*.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        openPlan(path);
}

bool ServeView::saveAs()
{
    QString suggested = m_document->filePath();
    if (suggested.isEmpty())
        suggested = m_document->input().modelRef + QStringLiteral("-serve.yaml");
    QString path = QFileDialog::getSaveFileName(this, tr("Save the serving plan"), suggested,
                                                tr("Serving plans (*.yaml *.yml)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".yaml");
    return savePlan(path);
}

bool ServeView::save()
{
    return m_document->filePath().isEmpty() ? saveAs() : savePlan(m_document->filePath());
}

bool ServeView::exportReport(const QString& path, bool dialog)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = exportServePlanReport(path, *m_document);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        if (dialog)
            showError(tr("The report could not be exported"), error);
        emit message(tr("Could not export %1").arg(path));
        return false;
    }
    emit message(tr("Exported %1").arg(path));
    return true;
}

void ServeView::exportReportAs()
{
    const QStringList filters = reportFileFilters();
    QString filter = filters.first();
    const QString file = m_document->filePath();
    const QString base
        = file.isEmpty() ? m_document->input().modelRef + QStringLiteral("-serve") : QFileInfo(file).completeBaseName();
    const QString suggested = QDir(QFileInfo(file).path()).filePath(base + QStringLiteral(".pdf"));
    QString path = QFileDialog::getSaveFileName(this, tr("Export a report of the serving plan"), suggested,
                                                filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += reportExtensionForFilter(filter);
    exportReport(path);
}

} // namespace tpuplan::gui
