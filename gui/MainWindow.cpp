// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AboutDialog.h"
#include "AppSettings.h"
#include "CatalogView.h"
#include "DefaultPlan.h"
#include "PlanDocument.h"
#include "PreferencesDialog.h"
#include "ResultsView.h"
#include "diagnose/PasteErrorDialog.h"
#include "export/ReportExport.h"
#include "inputs/InputsView.h"
#include "library/CompareDialog.h"
#include "library/PlanLibrary.h"
#include "library/PlanLibraryDialog.h"
#include "models/CandidateTableModel.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "util/InputError.h"
#include "xla/DataPreparationView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

namespace tpuplan::gui {

MainWindow::MainWindow(Catalog catalog, AppSettings* settings, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_document(new PlanDocument(std::move(catalog), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_document->setCandidateLimit(settings->candidatesShown());
    // the first inputs: the last session's, or the seed scenario
    const std::optional<PlanInput> last = settings->lastInput();
    m_document->reset(last ? *last : defaultPlan(settings->defaultSafetyMargin()));
    const QString lastFile = settings->lastFile();
    if (last && !lastFile.isEmpty())
        m_document->setFilePath(lastFile);

    m_inputs = new InputsView(m_document);
    m_results = new ResultsView(m_document);
    m_catalogView = new CatalogView(m_document);
    m_library = new PlanLibrary(m_document, m_results, this);
    connect(m_library, &PlanLibrary::currentChanged, this, &MainWindow::updateTitle);
    m_mainSplitter = new QSplitter(Qt::Horizontal);
    m_mainSplitter->addWidget(m_inputs);
    m_mainSplitter->addWidget(m_results);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setChildrenCollapsible(false);
    m_mainSplitter->setSizes({430, 970});
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_mainSplitter, tr("Plan"));
    m_tabs->addTab(m_catalogView, tr("Catalog"));
    setCentralWidget(m_tabs);

    m_statusPlan = new QLabel;
    statusBar()->addPermanentWidget(m_statusPlan);
    createActions();
    setupDataAndTools();

    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::resultsChanged, this, [this] {
        m_statusPlan->setText(
            tr("Planned in %1 ms").arg(QLocale().toString(m_document->lastPlanMilliseconds(), 'f', 1)));
    });
    connect(m_catalogView, &CatalogView::userCatalogChanged, this, [this](const QString& path) {
        m_settings->setUserCatalog(path);
        statusBar()->showMessage(
            path.isEmpty() ? tr("Using the built-in catalog") : tr("Using the catalog %1").arg(path), 5000);
    });
    resize(1400, 900);
    restoreSettings();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // the document's undo stack announces cleanChanged while it is destroyed; by then this is no longer a MainWindow
    if (m_document)
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
}

void MainWindow::setupDataAndTools()
{
    m_dataView = new DataPreparationView(m_document);
    m_tabs->addTab(m_dataView, tr("Data"));
    // calibrations the user stored from real runs apply to every plan, with a note above the results
    CalibrationStore calibrations;
    try {
        calibrations.load();
        if (!calibrations.entries().isEmpty())
            m_document->setCalibrations(calibrations.entries());
    } catch (const InputError& e) {
        statusBar()->showMessage(tr("Your calibrations are not used: %1").arg(e.text()), 15000);
    }

    QMenu* tools = nullptr;
    QAction* before = nullptr; // the Tools menu goes before Help, the last menu
    for (QAction* a : menuBar()->actions()) {
        if (a->menu() && a->menu()->objectName() == QLatin1String("toolsMenu"))
            tools = a->menu();
        if (a->menu())
            before = a;
    }
    if (!tools) {
        tools = new QMenu(tr("&Tools"), this);
        tools->setObjectName(QStringLiteral("toolsMenu"));
        menuBar()->insertMenu(before, tools);
    }
    m_pasteError = tools->addAction(tr("&Paste an Error…"), this, [this] { showPasteError(); });
    m_pasteError->setShortcut(QKeySequence(tr("Ctrl+Shift+V")));
    m_pasteError->setToolTip(tr("Read an out-of-memory error, compare it with the estimate and find the smallest fix"));
    m_importPrices = tools->addAction(tr("&Import Prices…"), this, [this] {
        m_tabs->setCurrentWidget(m_catalogView);
        m_catalogView->importPrices();
    });
    tools->addAction(tr("Open &Lengths File…"), this, [this] {
        m_tabs->setCurrentWidget(m_dataView);
        m_dataView->browse();
    });
    for (QAction* a : menuBar()->actions())
        if (a->menu() && a->menu()->title() == tr("&View")) {
            QAction* data = a->menu()->addAction(tr("&Data"), this, [this] { m_tabs->setCurrentWidget(m_dataView); });
            data->setShortcut(QKeySequence(tr("Ctrl+3")));
        }
}

PasteErrorDialog* MainWindow::showPasteError()
{
    if (m_pasteErrorDialog && m_pasteErrorDialog->isVisible()) {
        m_pasteErrorDialog->raise();
        m_pasteErrorDialog->activateWindow();
        return m_pasteErrorDialog;
    }
    if (!m_pasteErrorDialog) {
        const Candidate* selected = m_results->candidateModel()->candidate(m_results->selectedRow());
        m_pasteErrorDialog = new PasteErrorDialog(m_document, selected, QString(), this);
        m_pasteErrorDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    // not modal: the plan stays in reach (Edit ▸ Undo after "Apply This Fix")
    m_pasteErrorDialog->show();
    return m_pasteErrorDialog;
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction = file->addAction(tr("&New Plan"), this, [this] {
        if (maybeDiscard())
            newPlan();
    });
    newAction->setShortcut(QKeySequence::New);
    newAction->setIcon(style()->standardIcon(QStyle::SP_FileIcon));
    QAction* openAction = file->addAction(tr("&Open Plan…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    openAction->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    QAction* saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    saveAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    saveAction->setToolTip(tr("Saves the plan in the plan library"));
    QAction* saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    saveAsAction->setToolTip(tr("Saves the plan in the plan library under a new name"));
    m_saveYaml = file->addAction(tr("Save as &YAML…"), this, &MainWindow::saveAsYaml);
    m_saveYaml->setToolTip(tr("Writes the plan to a plan YAML file"));
    file->addSeparator();
    m_showLibrary = file->addAction(tr("Plan &Library…"), this, &MainWindow::showLibrary);
    m_showLibrary->setShortcut(QKeySequence(tr("Ctrl+L")));
    m_showLibrary->setIcon(style()->standardIcon(QStyle::SP_DirIcon));
    m_compare = file->addAction(tr("&Compare Plans…"), this, [this] { showCompare(); });
    file->addSeparator();
    m_export = file->addAction(tr("&Export…"), this, &MainWindow::exportPlan);
    m_export->setShortcut(QKeySequence(tr("Ctrl+E")));
    m_export->setToolTip(tr("Writes a report of the plan and the selected candidate as PDF, HTML, Markdown, CSV or "
                            "JSON"));
    file->addSeparator();
    file->addAction(tr("Open &User Catalog…"), this, [this] {
        m_tabs->setCurrentWidget(m_catalogView);
        m_catalogView->browse();
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redo->setShortcuts({QKeySequence::Redo, QKeySequence(tr("Ctrl+Y"))});
    m_redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    QAction* prefs = edit->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    prefs->setShortcut(QKeySequence(tr("Ctrl+,")));
    prefs->setMenuRole(QAction::PreferencesRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* planTab = view->addAction(tr("&Plan"), this, [this] { m_tabs->setCurrentIndex(0); });
    planTab->setShortcut(QKeySequence(tr("Ctrl+1")));
    QAction* catalogTab = view->addAction(tr("&Catalog"), this, [this] { m_tabs->setCurrentIndex(1); });
    catalogTab->setShortcut(QKeySequence(tr("Ctrl+2")));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About TPU Planner"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);

    QToolBar* bar = addToolBar(tr("Plan"));
    bar->setObjectName(QStringLiteral("planToolBar"));
    bar->setMovable(false);
    bar->setIconSize(QSize(18, 18));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(newAction);
    bar->addAction(openAction);
    bar->addAction(saveAction);
    bar->addAction(m_showLibrary);
    bar->addSeparator();
    bar->addAction(m_undo);
    bar->addAction(m_redo);
}

QList<QAction*> MainWindow::menuActions() const
{
    QList<QAction*> out;
    for (QAction* menu : menuBar()->actions())
        if (menu->menu())
            out << menu->menu()->actions();
    return out;
}

void MainWindow::restoreSettings()
{
    // corrupt layout data is ignored: the default layout stays
    restoreGeometry(m_settings->windowGeometry());
    restoreState(m_settings->windowState());
    const QByteArray split = m_settings->mainSplitterState();
    if (!split.isEmpty())
        m_mainSplitter->restoreState(split);
    const QByteArray results = m_settings->resultsState();
    if (!results.isEmpty())
        m_results->restoreState(results);
}

void MainWindow::saveSettings()
{
    m_settings->setWindowLayout(saveGeometry(), saveState(), m_mainSplitter->saveState(), m_results->saveState());
    m_settings->setLastInput(m_document->inputValid() ? m_document->input() : m_document->plannedInput());
    m_settings->setLastFile(m_document->filePath());
    m_settings->sync();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeDiscard()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

void MainWindow::showStartupProblems(const QStringList& catalogProblems, const QStringList& otherProblems)
{
    const QStringList problems = catalogProblems + otherProblems;
    if (problems.isEmpty())
        return;
    if (!catalogProblems.isEmpty())
        m_catalogView->showError(catalogProblems.join(QStringLiteral("\n\n")));
    statusBar()->showMessage(tr("Started with %n problem(s): see the message", nullptr, int(problems.size())), 15000);
    m_startupMessage = new QMessageBox(QMessageBox::Warning, tr("TPU Planner started with defaults"),
                                       problems.join(QStringLiteral("\n\n")), QMessageBox::Ok, this);
    m_startupMessage->setObjectName(QStringLiteral("startupMessage"));
    m_startupMessage->setAttribute(Qt::WA_DeleteOnClose);
    m_startupMessage->open();
}

void MainWindow::showMessage(const QString& title, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — TPU Planner").arg(planName()));
    setWindowModified(!m_document->undoStack()->isClean());
}

bool MainWindow::maybeDiscard()
{
    if (!m_confirmDiscard || m_document->undoStack()->isClean())
        return true;
    const auto answer
        = QMessageBox::question(this, tr("Unsaved changes"), tr("The plan has changes that are not saved. Save them?"),
                                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QString MainWindow::planName() const
{
    if (m_library->isLibraryPlan())
        return m_library->currentRevision() < m_library->currentLatestRevision()
            ? tr("%1 (revision %2)").arg(m_library->currentName(), QLocale().toString(m_library->currentRevision()))
            : m_library->currentName();
    const QString path = m_document->filePath();
    return path.isEmpty() ? tr("Untitled plan") : QFileInfo(path).fileName();
}

void MainWindow::newPlan()
{
    m_library->detach();
    m_document->reset(defaultPlan(m_settings->defaultSafetyMargin()));
    m_document->setFilePath(QString());
    updateTitle();
}

void MainWindow::open()
{
    if (!maybeDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a plan"), QFileInfo(m_document->filePath()).path(),
                                                      tr("Plans (*.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        openPlan(path);
}

bool MainWindow::openPlan(const QString& path, bool dialog)
{
    PlanInput in;
    try {
        in = PlanFile::read(path);
    } catch (const InputError& e) {
        if (dialog)
            showMessage(tr("The plan could not be opened"), e.text());
        statusBar()->showMessage(tr("Could not open %1").arg(path), 8000);
        return false;
    }
    m_library->detach();
    m_document->reset(in);
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    updateTitle();
    statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
    return true;
}

bool MainWindow::save()
{
    return saveToLibrary(false);
}

bool MainWindow::saveAs()
{
    return saveToLibrary(true);
}

bool MainWindow::saveToLibrary(bool askName)
{
    switch (m_library->saveInteractive(askName)) {
    case PlanLibrary::SaveOutcome::Saved:
    case PlanLibrary::SaveOutcome::Unchanged:
        statusBar()->showMessage(tr("Saved “%1” in the plan library").arg(m_library->currentName()), 5000);
        return true;
    case PlanLibrary::SaveOutcome::UseYaml:
        saveAsYaml();
        return m_document->undoStack()->isClean();
    default:
        return false;
    }
}

void MainWindow::saveAsYaml()
{
    QString suggested = m_document->filePath();
    if (suggested.isEmpty())
        suggested = planName() + QStringLiteral(".yaml");
    QString path
        = QFileDialog::getSaveFileName(this, tr("Save the plan as YAML"), suggested, tr("Plans (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".yaml");
    savePlan(path);
}

bool MainWindow::savePlan(const QString& path, bool dialog)
{
    // the bytes the library stores: a model read from a file or edited is written inline
    const StoreResult r = PlanStore::writeYamlFile(m_document->input(), path);
    if (!r.ok()) {
        if (dialog)
            showMessage(tr("The plan could not be saved"), r.message);
        return false;
    }
    // a plan of the library stays the library's: the YAML file is a copy
    if (!m_library->isLibraryPlan()) {
        m_document->setFilePath(QFileInfo(path).absoluteFilePath());
        m_document->undoStack()->setClean();
    }
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::exportPlan()
{
    const QStringList filters = reportFileFilters();
    QString filter = filters.first();
    const QString dir = QFileInfo(m_document->filePath()).path();
    const QString suggested = QDir(dir).filePath(planName() + QStringLiteral(".pdf"));
    QString path = QFileDialog::getSaveFileName(this, tr("Export a report of the plan"), suggested,
                                                filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += reportExtensionForFilter(filter);
    exportReport(path);
}

bool MainWindow::exportReport(const QString& path, bool dialog)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = exportPlanReport(path, m_document, m_results, planName());
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        if (dialog)
            showMessage(tr("The report could not be exported"), error);
        statusBar()->showMessage(tr("Could not export %1").arg(path), 8000);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
}

void MainWindow::openLibrary(const QString& path)
{
    m_library->open(path);
}

bool MainWindow::openLibraryPlan(qint64 planId, int revision)
{
    if (!maybeDiscard())
        return false;
    const LoadResult r = m_library->openPlan(planId, revision);
    if (!r.ok()) {
        showMessage(tr("The plan could not be opened"), r.message);
        return false;
    }
    updateTitle();
    statusBar()->showMessage(tr("Opened “%1” from the plan library").arg(r.plan.name), 5000);
    return true;
}

PlanLibraryDialog* MainWindow::showLibrary()
{
    if (!m_libraryDialog) {
        m_libraryDialog = new PlanLibraryDialog(m_library, this);
        connect(m_libraryDialog, &PlanLibraryDialog::openRequested, this, &MainWindow::openLibraryPlan);
        connect(m_libraryDialog, &PlanLibraryDialog::compareRequested, this,
                [this](qint64 planId) { showCompare(0, planId); });
    }
    m_libraryDialog->show();
    m_libraryDialog->raise();
    m_libraryDialog->activateWindow();
    return m_libraryDialog;
}

CompareDialog* MainWindow::showCompare(qint64 planA, qint64 planB)
{
    if (!m_compareDialog)
        m_compareDialog = new CompareDialog(m_library->store(), this);
    QJsonObject candidate;
    if (!m_document->resultsStale())
        if (const Candidate* c = m_results->candidateModel()->candidate(m_results->selectedRow()))
            candidate = candidateJson(*c);
    m_compareDialog->setCurrentPlan(m_document->plannedInput(), candidate, planName());
    m_compareDialog->setPlan(CompareDialog::A, planA);
    if (planB >= 0)
        m_compareDialog->setPlan(CompareDialog::B, planB);
    m_compareDialog->show();
    m_compareDialog->raise();
    m_compareDialog->activateWindow();
    return m_compareDialog;
}

void MainWindow::showPreferences()
{
    auto* dialog = new PreferencesDialog(m_settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, &MainWindow::applyPreferences);
    dialog->open();
}

void MainWindow::applyPreferences()
{
    m_document->setCandidateLimit(m_settings->candidatesShown());
    if (m_settings->language() != m_language) {
        // the window is rebuilt in the new language from the saved state: inputs, layout and file come back
        saveSettings();
        emit languageChangeRequested(m_settings->language());
    }
}

void MainWindow::showAbout()
{
    auto* dialog = new AboutDialog(m_document->catalog().versionLabel(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace tpuplan::gui
