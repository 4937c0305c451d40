// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

class QAction;
class QLabel;

class QSplitter;
class QTabWidget;

namespace tpuplan::gui {

class AppSettings;
class CatalogView;
class InputsView;
class PlanDocument;
class ResultsView;

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
    QTabWidget* tabs() const { return m_tabs; }

    // Shows start-up problems (a broken catalog or settings file) without blocking: a message box over the window
    // and a line in the status bar; the catalog's problems also stay on the catalog tab.
    void showStartupProblems(const QStringList& catalogProblems, const QStringList& otherProblems = {});
    QMessageBox* startupMessage() const { return m_startupMessage; }

    bool openPlan(const QString& path, bool dialog = true);
    bool savePlan(const QString& path, bool dialog = true);
    bool exportJson(const QString& path, bool dialog = true);
    void newPlan();
    // Writes the layout, the last inputs and the user catalog in use to the settings.
    void saveSettings();
    // Asks before dropping unsaved changes (Save, Discard, Cancel); off in tests.
    void setConfirmDiscard(bool confirm) { m_confirmDiscard = confirm; }

    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    QAction* exportAction() const { return m_export; }
    QList<QAction*> menuActions() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void restoreSettings();
    void applyPreferences();
    void updateTitle();
    void showMessage(const QString& title, const QString& text);
    bool maybeDiscard();
    void open();
    bool save();
    bool saveAs();
    void exportPlan();
    void showPreferences();
    void showAbout();

    AppSettings* m_settings;
    PlanDocument* m_document;
    InputsView* m_inputs;
    ResultsView* m_results;
    CatalogView* m_catalogView;
    QTabWidget* m_tabs;
    QSplitter* m_mainSplitter;
    QLabel* m_statusPlan;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_export = nullptr;
    QPointer<QMessageBox> m_startupMessage;
    bool m_confirmDiscard = true;
};

} // namespace tpuplan::gui
