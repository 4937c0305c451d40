// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AboutDialog.h"
#include "AppSettings.h"
#include "CatalogView.h"
#include "DefaultPlan.h"
#include "Language.h"
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
#include "serve/ServeDocument.h"
#include "serve/ServePlanFile.h"
#include "serve/ServeView.h"
#include "util/InputError.h"
#include "xla/DataPreparationView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QEvent>
#include <QFile>
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
    , m_language(settings->language())
{
    setObjectName(QStringLiteral("mainWindow"));
    m_document->setCandidateLimit(settings->candidatesShown());
    // the first inputs: the last session's, or the seed scenario
    const std::optional<PlanInput> last = settings->lastInput();
    m_document->reset(last ? *last : defaultPlan(settings->defaultSafetyMargin()));
    const QString lastFile = settings->lastFile();
    if (last && !lastFile.isEmpty())
        m_document->setFilePath(lastFile);

    m_library = new PlanLibrary(m_document, this);
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);
    m_dataView = new DataPreparationView(m_document);
    m_serveDocument = new ServeDocument(m_document->catalog(), this);
    m_serveView = new ServeView(m_serveDocument);
    createViews();

    m_statusPlan = new QLabel;
    statusBar()->addPermanentWidget(m_statusPlan);
    createActions();
    retranslateUi();
    // calibrations the user stored from real runs apply to every plan, with a note above the results
    const QString calibrationError = m_document->loadCalibrations();
    if (!calibrationError.isEmpty())
        statusBar()->showMessage(tr("Your calibrations are not used: %1").arg(calibrationError), 15000);

    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::savedPlanChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::resultsChanged, this, &MainWindow::updatePlanStatus);
    // while the Serve tab is current, the title and the File menu are the serving plan's
    connect(m_serveDocument, &ServeDocument::inputChanged, this, &MainWindow::updateTitle);
    connect(m_serveDocument, &ServeDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        updateTitle();
        updateFileActionTips();
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

void MainWindow::createViews()
{
    m_results = new ResultsView(m_document);
    m_catalogView = new CatalogView(m_document);
    m_mainSplitter = new QSplitter(Qt::Horizontal);
    m_mainSplitter->addWidget(m_results);
    m_mainSplitter->setChildrenCollapsible(false);
    createInputs();
    m_mainSplitter->setSizes({430, 970});
    m_tabs->addTab(m_mainSplitter, QString());
    m_tabs->addTab(m_catalogView, QString());
    m_tabs->addTab(m_dataView, QString());
    m_tabs->addTab(m_serveView, QString());
    // the serving plan searches the same catalog as the training plan
    connect(m_document, &PlanDocument::catalogChanged, m_serveDocument,
            [this] { m_serveDocument->setCatalog(m_document->catalog()); });
    connect(m_serveView, &ServeView::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    connect(m_catalogView, &CatalogView::userCatalogChanged, this, [this](const QString& path) {
        m_settings->setUserCatalog(path);
        statusBar()->showMessage(
            path.isEmpty() ? tr("Using the built-in catalog") : tr("Using the catalog %1").arg(path), 5000);
    });
}

void MainWindow::createInputs()
{
    m_inputs = new InputsView(m_document);
    m_mainSplitter->insertWidget(0, m_inputs);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // the texts core computes (reasons, notes) are translated when computed: plan again, then show. The views,
        // the input panels among them, retranslate themselves over the same document (its undo history stays).
        m_document->retranslate();
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::updatePlanStatus()
{
    m_statusPlan->setText(tr("Planned in %1 ms").arg(QLocale().toString(m_document->lastPlanMilliseconds(), 'f', 1)));
}

PasteErrorDialog* MainWindow::showPasteError()
{
    if (m_pasteErrorDialog && m_pasteErrorDialog->isVisible()) {
        m_pasteErrorDialog->raise();
        m_pasteErrorDialog->activateWindow();
        return m_pasteErrorDialog;
    }
    if (!m_pasteErrorDialog) {
        m_pasteErrorDialog = new PasteErrorDialog(m_document, this);
        m_pasteErrorDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    // not modal: the plan stays in reach (Edit ▸ Undo after "Apply This Fix")
    m_pasteErrorDialog->show();
    return m_pasteErrorDialog;
}

void MainWindow::createActions()
{
    // every menu and action is made here once; retranslateUi() gives them their texts (again on a language change)
    m_fileMenu = menuBar()->addMenu(QString());
    m_newAction = m_fileMenu->addAction(QString(), this, [this] {
        if (maybeDiscard())
            newPlan();
    });
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setIcon(style()->standardIcon(QStyle::SP_FileIcon));
    m_openAction = m_fileMenu->addAction(QString(), this, &MainWindow::open);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_saveAction = m_fileMenu->addAction(QString(), this, &MainWindow::save);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_saveAsAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveAs);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveYaml = m_fileMenu->addAction(QString(), this, &MainWindow::saveAsYaml);
    m_fileMenu->addSeparator();
    m_showLibrary = m_fileMenu->addAction(QString(), this, &MainWindow::showLibrary);
    m_showLibrary->setIcon(style()->standardIcon(QStyle::SP_DirIcon));
    m_compare = m_fileMenu->addAction(QString(), this, [this] { showCompare(); });
    m_fileMenu->addSeparator();
    m_export = m_fileMenu->addAction(QString(), this, &MainWindow::exportPlan);
    m_fileMenu->addSeparator();
    m_openUserCatalog = m_fileMenu->addAction(QString(), this, [this] {
        m_tabs->setCurrentWidget(m_catalogView);
        m_catalogView->browse();
    });
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_editMenu = menuBar()->addMenu(QString());
    // not QUndoStack::createUndoAction: its prefix cannot be translated again
    QUndoStack* stack = m_document->undoStack();
    m_undo = new QAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_undo->setEnabled(stack->canUndo());
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redo = new QAction(this);
    m_redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_redo->setEnabled(stack->canRedo());
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_preferencesAction = m_editMenu->addAction(QString(), this, &MainWindow::showPreferences);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);

    m_viewMenu = menuBar()->addMenu(QString());
    m_planTabAction = m_viewMenu->addAction(QString(), this, [this] { m_tabs->setCurrentWidget(m_mainSplitter); });
    m_catalogTabAction = m_viewMenu->addAction(QString(), this, [this] { m_tabs->setCurrentWidget(m_catalogView); });
    m_dataTabAction = m_viewMenu->addAction(QString(), this, [this] { m_tabs->setCurrentWidget(m_dataView); });
    m_serveTabAction = m_viewMenu->addAction(QString(), this, [this] { m_tabs->setCurrentWidget(m_serveView); });

    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->setObjectName(QStringLiteral("toolsMenu"));
    m_pasteError = m_toolsMenu->addAction(QString(), this, [this] { showPasteError(); });
    m_importPrices = m_toolsMenu->addAction(QString(), this, [this] {
        m_tabs->setCurrentWidget(m_catalogView);
        m_catalogView->importPrices();
    });
    m_openLengths = m_toolsMenu->addAction(QString(), this, [this] {
        m_tabs->setCurrentWidget(m_dataView);
        m_dataView->browse();
    });

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("planToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setIconSize(QSize(18, 18));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_newAction);
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_saveAction);
    m_toolBar->addAction(m_showLibrary);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_undo);
    m_toolBar->addAction(m_redo);
}

void MainWindow::retranslateUi()
{
    m_tabs->setTabText(m_tabs->indexOf(m_mainSplitter), tr("Plan"));
    m_tabs->setTabText(m_tabs->indexOf(m_catalogView), tr("Catalog"));
    m_tabs->setTabText(m_tabs->indexOf(m_dataView), tr("Data"));
    m_tabs->setTabText(m_tabs->indexOf(m_serveView), tr("Serve"));

    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New Plan"));
    m_openAction->setText(tr("&Open Plan…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_saveYaml->setText(tr("Save as &YAML…"));
    m_showLibrary->setText(tr("Plan &Library…"));
    m_showLibrary->setShortcut(QKeySequence(tr("Ctrl+L")));
    m_compare->setText(tr("&Compare Plans…"));
    m_export->setText(tr("&Export…"));
    m_export->setShortcut(QKeySequence(tr("Ctrl+E")));
    updateFileActionTips();
    m_openUserCatalog->setText(tr("Open &User Catalog…"));
    m_quitAction->setText(tr("&Quit"));

    m_editMenu->setTitle(tr("&Edit"));
    m_redo->setShortcuts({QKeySequence::Redo, QKeySequence(tr("Ctrl+Y"))});
    updateUndoTexts();
    m_preferencesAction->setText(tr("&Preferences…"));
    m_preferencesAction->setShortcut(QKeySequence(tr("Ctrl+,")));

    m_viewMenu->setTitle(tr("&View"));
    m_planTabAction->setText(tr("&Plan"));
    m_planTabAction->setShortcut(QKeySequence(tr("Ctrl+1")));
    m_catalogTabAction->setText(tr("&Catalog"));
    m_catalogTabAction->setShortcut(QKeySequence(tr("Ctrl+2")));
    m_dataTabAction->setText(tr("&Data"));
    m_dataTabAction->setShortcut(QKeySequence(tr("Ctrl+3")));
    m_serveTabAction->setText(tr("&Serve"));
    m_serveTabAction->setShortcut(QKeySequence(tr("Ctrl+4")));

    m_toolsMenu->setTitle(tr("&Tools"));
    m_pasteError->setText(tr("&Paste an Error…"));
    m_pasteError->setShortcut(QKeySequence(tr("Ctrl+Shift+V")));
    m_pasteError->setToolTip(tr("Read an out-of-memory error, compare it with the estimate and find the smallest fix"));
    m_importPrices->setText(tr("&Import Prices…"));
    m_openLengths->setText(tr("Open &Lengths File…"));

    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About TPU Planner"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_toolBar->setWindowTitle(tr("Plan"));

    updatePlanStatus();
    updateTitle();
}

void MainWindow::updateFileActionTips()
{
    if (serveTabCurrent()) {
        const QString saveTip = tr("Writes the serving plan to a YAML file that the app and tpuplan serve read");
        m_saveAction->setToolTip(saveTip);
        m_saveAsAction->setToolTip(saveTip);
        m_saveYaml->setToolTip(saveTip);
        m_export->setToolTip(tr("Writes a report of the serving plan and the selected configuration, with the "
                                "command that starts it, as PDF, HTML, Markdown, CSV or JSON"));
        return;
    }
    m_saveAction->setToolTip(tr("Saves the plan in the plan library"));
    m_saveAsAction->setToolTip(tr("Saves the plan in the plan library under a new name"));
    m_saveYaml->setToolTip(tr("Writes the plan to a plan YAML file"));
    m_export->setToolTip(tr("Writes a report of the plan and the selected candidate as PDF, HTML, Markdown, CSV or "
                            "JSON"));
}

void MainWindow::updateUndoTexts()
{
    // as QUndoStack's own actions spell them: the prefix, then what the step did
    const QUndoStack* stack = m_document->undoStack();
    const QString undo = tr("&Undo");
    const QString redo = tr("&Redo");
    m_undo->setText(stack->undoText().isEmpty() ? undo : undo + QLatin1Char(' ') + stack->undoText());
    m_redo->setText(stack->redoText().isEmpty() ? redo : redo + QLatin1Char(' ') + stack->redoText());
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
    // the training plan first, as before there was a Serve tab, then the serving plan
    if (!maybeDiscard() || !maybeDiscardServe()) {
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

bool MainWindow::serveTabCurrent() const
{
    return m_serveView && m_tabs->currentWidget() == m_serveView;
}

void MainWindow::updateTitle()
{
    if (serveTabCurrent()) {
        setWindowTitle(tr("%1[*] — TPU Planner").arg(m_serveDocument->displayName()));
        setWindowModified(m_serveDocument->isModified());
        return;
    }
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
        return saveToLibrary(false); // the training plan's Save, whichever tab is current
    return answer == QMessageBox::Discard;
}

bool MainWindow::maybeDiscardServe()
{
    if (!m_confirmDiscard || !m_serveDocument->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
                                              tr("The serving plan has changes that are not saved. Save them?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return m_serveView->save();
    return answer == QMessageBox::Discard;
}

QString MainWindow::planName() const
{
    return m_document->displayName();
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
    // a serving plan opens in the Serve tab, a document of its own; the training plan stays as it is
    QFile file(path);
    constexpr qint64 kPeekBytes = qint64(1) * 1024 * 1024;
    if (file.open(QIODevice::ReadOnly) && isServePlanText(file.read(kPeekBytes))) {
        m_tabs->setCurrentWidget(m_serveView);
        if (dialog && !maybeDiscardServe())
            return false;
        return m_serveView->openPlan(path, dialog);
    }
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
    if (serveTabCurrent())
        return m_serveView->save();
    return saveToLibrary(false);
}

bool MainWindow::saveAs()
{
    if (serveTabCurrent())
        return m_serveView->saveAs();
    return saveToLibrary(true);
}

bool MainWindow::saveToLibrary(bool askName)
{
    switch (m_library->saveInteractive(askName)) {
    case PlanLibrary::SaveOutcome::Saved:
    case PlanLibrary::SaveOutcome::Unchanged:
        statusBar()->showMessage(tr("Saved “%1” in the plan library").arg(m_document->savedPlan().name), 5000);
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
    if (serveTabCurrent()) { // a serving plan is always a YAML file
        m_serveView->saveAs();
        return;
    }
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
    const QString error = PlanFile::write(m_document->input(), path);
    if (!error.isEmpty()) {
        if (dialog)
            showMessage(tr("The plan could not be saved"), error);
        return false;
    }
    // a plan of the library stays the library's: the YAML file is a copy
    if (!m_document->isLibraryPlan()) {
        m_document->setFilePath(QFileInfo(path).absoluteFilePath());
        m_document->undoStack()->setClean();
    }
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::exportPlan()
{
    if (serveTabCurrent()) {
        m_serveView->exportReportAs();
        return;
    }
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
    const QString error = exportPlanReport(path, m_document);
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
        m_compareDialog = new CompareDialog(m_document, m_library->store(), this); // it follows the document
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
        // every window retranslates in place (QEvent::LanguageChange): the plan and its undo history stay
        m_language = m_settings->language();
        // no plan may read the locale or the translators while they are replaced
        m_document->waitForResults();
        applyLanguage(m_language);
    }
}

void MainWindow::showAbout()
{
    auto* dialog = new AboutDialog(m_document->catalog().versionLabel(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace tpuplan::gui
