// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/PlanStore.h"

#include <QDialog>
#include <QPair>

#include <memory>

class QAction;
class QFrame;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTreeWidget;

namespace tpuplan::gui {

class PlanLibrary;
class PlanListModel;
namespace Ui {
class PlanLibraryDialog;
}

// The plan library window: the saved plans with a search over name, model and hardware; open, rename, duplicate and
// delete (with an undo bar and Ctrl+Z); the selected plan's notes and its history of revisions, any of which can be
// opened. A read-only library can be browsed and opened; an unavailable one says why and offers to try again.
// Every change goes through core's PlanStore; the list follows its signals.
class PlanLibraryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PlanLibraryDialog(PlanLibrary* library, QWidget* parent = nullptr);
    ~PlanLibraryDialog() override;

    PlanListModel* planModel() const { return m_model; }

    qint64 selectedPlanId() const;
    bool selectPlan(qint64 planId);
    // The revision selected in the history, or 0.
    int selectedRevision() const;
    bool selectRevision(int revision);

    // The actions behind the buttons, without prompts; a failure is shown in messageLabel() and returned.
    SaveResult renameSelected(const QString& newName);
    SaveResult duplicateSelected();
    SaveResult deleteSelected();
    SaveResult undoDelete();
    SaveResult saveNotes();
    void openSelected();
    void openSelectedRevision();

    // Reads the list again (the search text applies).
    void refresh();

signals:
    // The user wants this plan (revision 0 = the latest) in the main window.
    void openRequested(qint64 planId, int revision);
    // The user wants the current plan compared with this saved plan.
    void compareRequested(qint64 planId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateAvailability();
    void updateDetails();
    void updateButtons();
    void updateUndoBar();
    void promptRename();
    void showResult(const StoreResult& r);

    PlanLibrary* m_library;
    std::unique_ptr<Ui::PlanLibraryDialog> m_ui; // the static layout (PlanLibraryDialog.ui)
    PlanListModel* m_model;
    // the widgets of m_ui the code uses
    QLabel* m_status;
    QPushButton* m_retry;
    QLineEdit* m_search;
    QTableView* m_table;
    QLabel* m_planTitle;
    QPlainTextEdit* m_notes;
    QPushButton* m_saveNotes;
    QTreeWidget* m_history;
    QPushButton* m_openRevision;
    QFrame* m_undoBar;
    QLabel* m_undoLabel;
    QPushButton* m_undo;
    QPushButton* m_dismissUndo;
    QAction* m_undoAction;
    QLabel* m_message;
    QPushButton* m_open;
    QPushButton* m_rename;
    QPushButton* m_duplicate;
    QPushButton* m_delete;
    QPushButton* m_compare;
    QPushButton* m_close;
    QVector<QPair<qint64, QString>> m_deleted; // id and name, the last deleted last
    bool m_refreshing = false;
};

} // namespace tpuplan::gui
