// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AboutDialog.h"
#include "AppSettings.h"
#include "CatalogView.h"
#include "DefaultPlan.h"
#include "PlanDocument.h"
#include "PreferencesDialog.h"
#include "ResultsView.h"
#include "inputs/InputsView.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "util/InputError.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
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
    m_mainSplitter = new QSplitter(Qt::Horizontal);
    m_mainSplitter->addWidget(m_inputs);
    m_mainSplitter->addWidget(m_results);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setChildrenCollapsible(false);
    m_mainSplitter->setSizes({330, 1070});
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_mainSplitter, tr("Plan"));
    m_tabs->addTab(m_catalogView, tr("Catalog"));
    setCentralWidget(m_tabs);

    m_statusPlan = new QLabel;
    statusBar()->addPermanentWidget(m_statusPlan);
    createActions();

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
    QAction* saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    m_export = file->addAction(tr("&Export Plan as JSON…"), this, &MainWindow::exportPlan);
    m_export->setShortcut(QKeySequence(tr("Ctrl+E")));
    m_export->setToolTip(tr("Writes the inputs and the ranked candidates as JSON (PDF, HTML and Markdown reports come "
                            "later)"));
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
    const QString path = m_document->filePath();
    const QString name = path.isEmpty() ? tr("Untitled plan") : QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] — TPU Planner").arg(name));
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

void MainWindow::newPlan()
{
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
    m_document->reset(in);
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    updateTitle();
    statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
    return true;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return savePlan(m_document->filePath());
}

bool MainWindow::saveAs()
{
    QString path
        = QFileDialog::getSaveFileName(this, tr("Save the plan"), m_document->filePath(), tr("Plans (*.yaml *.yml)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".yaml");
    return savePlan(path);
}

bool MainWindow::savePlan(const QString& path, bool dialog)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(PlanFile::serialize(m_document->input())) < 0 || !f.commit()) {
        if (dialog)
            showMessage(tr("The plan could not be saved"), tr("%1: %2").arg(path, f.errorString()));
        return false;
    }
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    m_document->undoStack()->setClean();
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::exportPlan()
{
    QString suggested = m_document->filePath();
    suggested
        = suggested.isEmpty() ? tr("plan.json") : QFileInfo(suggested).completeBaseName() + QStringLiteral(".json");
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export the plan as JSON"), suggested, tr("JSON (*.json)"));
    if (!path.isEmpty())
        exportJson(path);
}

bool MainWindow::exportJson(const QString& path, bool dialog)
{
    const QJsonDocument json(planResultJson(m_document->plannedInput(), m_document->result()));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(json.toJson(QJsonDocument::Indented)) < 0 || !f.commit()) {
        if (dialog)
            showMessage(tr("The plan could not be exported"), tr("%1: %2").arg(path, f.errorString()));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
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
}

void MainWindow::showAbout()
{
    auto* dialog = new AboutDialog(m_document->catalog().version(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace tpuplan::gui
