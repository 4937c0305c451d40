// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

class QAction;
class QLabel;
class QMenu;
class QToolBar;

class QSplitter;
class QTabWidget;

namespace tpuplan::gui {

class AppSettings;
class CatalogView;
class CompareDialog;
class DataPreparationView;
class PasteErrorDialog;
class InputsView;
class PlanDocument;
class PlanLibrary;
class PlanLibraryDialog;
class ResultsView;
class ServeDocument;
class ServeView;

// The window: inputs on the left, every result on the right, the catalog on its own tab; the menus and shortcuts
// people expect; the layout and the last inputs kept in the settings for the next start.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `settings` outlives the window. The window restores the layout and the last inputs from it.
    MainWindow(Catalog catalog, AppSettings* settings, QWidget* parent = nullptr);
    ~MainWindow() override;

    PlanDocument* document() const { return m_document; }
    InputsView* inputs() const { return m_inputs; }
    ResultsView* results() const { return m_results; }
    CatalogView* catalogView() const { return m_catalogView; }
    // The Serve tab: a serving plan (its own document, beside the training plan's) and its results.
    ServeView* serveView() const { return m_serveView; }
    ServeDocument* serveDocument() const { return m_serveDocument; }
    // The Data tab: lengths, padding, TFRecord shards, TPU readiness.
    DataPreparationView* dataView() const { return m_dataView; }
    // Tools ▸ Paste an Error…: the diagnosis of an out-of-memory message for the selected candidate (non-modal).
    PasteErrorDialog* showPasteError();
    QAction* pasteErrorAction() const { return m_pasteError; }
    QAction* importPricesAction() const { return m_importPrices; }
    QTabWidget* tabs() const { return m_tabs; }

    // Shows start-up problems (a broken catalog or settings file) without blocking: a message box over the window
    // and a line in the status bar; the catalog's problems also stay on the catalog tab.
    void showStartupProblems(const QStringList& catalogProblems, const QStringList& otherProblems = {});
    QMessageBox* startupMessage() const { return m_startupMessage; }

    // Opens a plan file: a serving plan (kind: serve) in the Serve tab, else a training plan.
    bool openPlan(const QString& path, bool dialog = true);
    // Writes the plan as YAML (File ▸ Save as YAML…). A plan from the library stays the library's plan.
    bool savePlan(const QString& path, bool dialog = true);
    // File ▸ Export…: the report of the selected candidate in the format of the extension (PDF, HTML, Markdown,
    // CSV, JSON); an error is shown in a message box naming the file when `dialog`. While the Serve tab is current,
    // File ▸ Export…, Save, Save As… and Save as YAML… act on the serving plan instead (ServeView).
    bool exportReport(const QString& path, bool dialog = true);
    // Whether the Serve tab is the current tab: the File menu and the window title are the serving plan's.
    bool serveTabCurrent() const;

    // The plan library (core's PlanStore). openLibrary() opens it and talks to the user about a damaged, locked,
    // read-only or newer file; the app works without it.
    PlanLibrary* library() const { return m_library; }
    void openLibrary(const QString& path);
    // Opens a saved plan (revision 0 = the latest), asking before unsaved changes are dropped.
    bool openLibraryPlan(qint64 planId, int revision = 0);
    PlanLibraryDialog* showLibrary();
    // Compares the plan in the window (plan 0) or a saved plan with a saved plan.
    CompareDialog* showCompare(qint64 planA = 0, qint64 planB = -1);
    void newPlan();
    // Writes the layout, the last inputs and the user catalog in use to the settings.
    void saveSettings();
    // Asks before dropping unsaved changes (Save, Discard, Cancel); off in tests.
    void setConfirmDiscard(bool confirm) { m_confirmDiscard = confirm; }

    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    QAction* exportAction() const { return m_export; }
    QAction* saveYamlAction() const { return m_saveYaml; }
    QAction* saveAction() const { return m_saveAction; }
    QAction* saveAsAction() const { return m_saveAsAction; }
    QAction* libraryAction() const { return m_showLibrary; }
    QAction* compareAction() const { return m_compare; }
    QList<QAction*> menuActions() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    // A language change retranslates the window in place; the document (the plan, its undo history) stays.
    void changeEvent(QEvent* event) override;

private:
    void createViews();
    void createInputs();
    void createActions();
    void retranslateUi();
    void updateUndoTexts();
    void updatePlanStatus();
    void restoreSettings();
    void applyPreferences();
    void updateTitle();
    void updateFileActionTips();
    void showMessage(const QString& title, const QString& text);
    bool maybeDiscard();
    bool maybeDiscardServe();
    void open();
    bool save();
    bool saveAs();
    bool saveToLibrary(bool askName); // save() and saveAs(): the library's save, or a YAML file when it is refused
    void exportPlan();
    void saveAsYaml();
    QString planName() const;
    void showPreferences();
    void showAbout();

    AppSettings* m_settings;
    PlanDocument* m_document;
    QString m_language; // the preference applied (empty = the system's)
    InputsView* m_inputs;
    ResultsView* m_results;
    CatalogView* m_catalogView;
    QTabWidget* m_tabs;
    QSplitter* m_mainSplitter;
    QLabel* m_statusPlan;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_openUserCatalog = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_preferencesAction = nullptr;
    QAction* m_planTabAction = nullptr;
    QAction* m_catalogTabAction = nullptr;
    QAction* m_dataTabAction = nullptr;
    QAction* m_serveTabAction = nullptr;
    QAction* m_openLengths = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_export = nullptr;
    QAction* m_saveYaml = nullptr;
    QAction* m_showLibrary = nullptr;
    QAction* m_compare = nullptr;
    PlanLibrary* m_library = nullptr;
    QPointer<PlanLibraryDialog> m_libraryDialog;
    QPointer<CompareDialog> m_compareDialog;
    QPointer<QMessageBox> m_startupMessage;
    DataPreparationView* m_dataView = nullptr;
    ServeDocument* m_serveDocument = nullptr;
    ServeView* m_serveView = nullptr;
    QAction* m_pasteError = nullptr;
    QAction* m_importPrices = nullptr;
    QPointer<PasteErrorDialog> m_pasteErrorDialog;
    bool m_confirmDiscard = true;
};

} // namespace tpuplan::gui
