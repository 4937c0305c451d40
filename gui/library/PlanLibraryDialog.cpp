// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanLibraryDialog.h"

#include "PlanDocument.h"
#include "PlanLibrary.h"
#include "PlanListModel.h"
#include "ui_PlanLibraryDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tpuplan::gui {

namespace {
constexpr int kRevisionRole = Qt::UserRole + 1;
}

PlanLibraryDialog::PlanLibraryDialog(PlanLibrary* library, QWidget* parent)
    : QDialog(parent)
    , m_library(library)
    , m_ui(std::make_unique<Ui::PlanLibraryDialog>())
    , m_model(new PlanListModel(this))
{
    // the static layout and texts are PlanLibraryDialog.ui's; models, styles and behaviour are set here
    m_ui->setupUi(this);
    m_status = m_ui->libraryStatus;
    m_retry = m_ui->retryButton;
    m_search = m_ui->librarySearch;
    m_table = m_ui->libraryPlans;
    m_planTitle = m_ui->libraryPlanTitle;
    m_notes = m_ui->libraryNotes;
    m_saveNotes = m_ui->saveNotesButton;
    m_history = m_ui->libraryHistory;
    m_openRevision = m_ui->openRevisionButton;
    m_undoBar = m_ui->libraryUndoBar;
    m_undoLabel = m_ui->undoLabel;
    m_undo = m_ui->libraryUndoButton;
    m_dismissUndo = m_ui->dismissUndoButton;
    m_message = m_ui->libraryMessage;
    m_open = m_ui->openButton;
    m_rename = m_ui->renameButton;
    m_duplicate = m_ui->duplicateButton;
    m_delete = m_ui->deleteButton;
    m_compare = m_ui->compareButton;
    m_close = m_ui->closeButton;

    m_status->setStyleSheet(QStringLiteral("QLabel { background: #fff8e1; color: #6d4c00; border: 1px solid #ffcc80; "
                                           "border-radius: 3px; padding: 4px; }"));
    m_table->setModel(m_model);
    m_table->setColumnWidth(PlanListModel::Name, 175);
    m_table->setColumnWidth(PlanListModel::Model, 125);
    m_table->setColumnWidth(PlanListModel::Hardware, 75);
    m_table->setColumnWidth(PlanListModel::Revisions, 70);
    QFont bold = m_planTitle->font();
    bold.setBold(true);
    m_planTitle->setFont(bold);
    m_ui->librarySplitter->setStretchFactor(0, 3);
    m_ui->librarySplitter->setStretchFactor(1, 2);
    m_ui->librarySplitter->setSizes({590, 390});

    // the undo bar ("snackbar") after a delete
    m_undoBar->setStyleSheet(QStringLiteral("QFrame#libraryUndoBar { background: #37474f; border-radius: 3px; } "
                                            "QFrame#libraryUndoBar QLabel { color: white; }"));
    m_dismissUndo->setStyleSheet(QStringLiteral("QPushButton { color: white; }"));
    m_undoBar->hide();
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("libraryUndoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_undoAction);

    m_message->setStyleSheet(QStringLiteral("QLabel { color: #b71c1c; }"));
    m_message->hide();

    connect(m_search, &QLineEdit::textChanged, this, &PlanLibraryDialog::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        if (!m_refreshing)
            updateDetails();
    });
    connect(m_table, &QTableView::doubleClicked, this, &PlanLibraryDialog::openSelected);
    connect(m_history, &QTreeWidget::itemSelectionChanged, this, &PlanLibraryDialog::updateButtons);
    connect(m_history, &QTreeWidget::itemDoubleClicked, this, &PlanLibraryDialog::openSelectedRevision);
    connect(m_open, &QPushButton::clicked, this, &PlanLibraryDialog::openSelected);
    connect(m_rename, &QPushButton::clicked, this, &PlanLibraryDialog::promptRename);
    connect(m_duplicate, &QPushButton::clicked, this, &PlanLibraryDialog::duplicateSelected);
    connect(m_delete, &QPushButton::clicked, this, &PlanLibraryDialog::deleteSelected);
    connect(m_compare, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedPlanId())
            emit compareRequested(id);
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_saveNotes, &QPushButton::clicked, this, &PlanLibraryDialog::saveNotes);
    connect(m_openRevision, &QPushButton::clicked, this, &PlanLibraryDialog::openSelectedRevision);
    connect(m_undo, &QPushButton::clicked, this, &PlanLibraryDialog::undoDelete);
    connect(m_undoAction, &QAction::triggered, this, &PlanLibraryDialog::undoDelete);
    connect(m_dismissUndo, &QPushButton::clicked, this, [this] {
        m_deleted.clear(); // the plans stay deleted
        updateUndoBar();
    });
    connect(m_retry, &QPushButton::clicked, this, [this] { m_library->reopen(); });
    connect(m_notes, &QPlainTextEdit::textChanged, this, &PlanLibraryDialog::updateButtons);

    PlanStore* store = library->store();
    connect(store, &PlanStore::planAdded, this, &PlanLibraryDialog::refresh);
    connect(store, &PlanStore::planChanged, this, &PlanLibraryDialog::refresh);
    connect(store, &PlanStore::planRemoved, this, &PlanLibraryDialog::refresh);
    connect(library, &PlanLibrary::availabilityChanged, this, [this] {
        m_deleted.clear();
        updateUndoBar();
        updateAvailability();
        refresh();
    });
    connect(library->document(), &PlanDocument::savedPlanChanged, this,
            [this] { m_model->setCurrentId(m_library->document()->savedPlan().id); });

    retranslateUi();
    m_model->setCurrentId(m_library->document()->savedPlan().id);
    updateAvailability();
    refresh();
}

PlanLibraryDialog::~PlanLibraryDialog() = default;

void PlanLibraryDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PlanLibraryDialog::retranslateUi()
{
    m_ui->retranslateUi(this);
    m_undoAction->setText(tr("Undo Delete"));
    m_model->retranslate();
    updateAvailability();
    updateDetails();
    updateUndoBar();
}

void PlanLibraryDialog::updateAvailability()
{
    const OpenResult& last = m_library->lastOpen();
    if (!m_library->isAvailable()) {
        QString text = last.message;
        if (text.isEmpty())
            text = tr("No plan library is open.");
        m_status->setText(tr("The plan library is not available. %1").arg(text));
        m_status->show();
        m_retry->show();
    } else if (m_library->store()->isReadOnly()) {
        m_status->setText(last.message.isEmpty()
                              ? tr("The plan library is read-only: plans can be opened, not changed.")
                              : last.message);
        m_status->show();
        m_retry->hide();
    } else {
        m_status->hide();
        m_retry->hide();
    }
    m_search->setEnabled(m_library->isAvailable());
    updateButtons();
}

void PlanLibraryDialog::refresh()
{
    const qint64 selected = selectedPlanId();
    m_refreshing = true;
    PlanStore* store = m_library->store();
    const QString text = m_search->text().trimmed();
    m_model->setPlans(!store->isOpen() ? QVector<PlanSummary>() : text.isEmpty() ? store->list() : store->search(text));
    m_refreshing = false;
    if (!selectPlan(selected) && m_model->rowCount() > 0)
        selectPlan(m_model->plan(0)->id);
    else if (m_model->rowCount() == 0)
        updateDetails();
}

qint64 PlanLibraryDialog::selectedPlanId() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(PlanListModel::IdRole).toLongLong();
}

bool PlanLibraryDialog::selectPlan(qint64 planId)
{
    const int row = m_model->rowOfId(planId);
    if (planId <= 0 || row < 0)
        return false;
    const QModelIndex index = m_model->index(row, 0);
    m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    m_table->scrollTo(index);
    updateDetails();
    return true;
}

int PlanLibraryDialog::selectedRevision() const
{
    const QList<QTreeWidgetItem*> items = m_history->selectedItems();
    return items.isEmpty() ? 0 : items.first()->data(0, kRevisionRole).toInt();
}

bool PlanLibraryDialog::selectRevision(int revision)
{
    for (int i = 0; i < m_history->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_history->topLevelItem(i);
        if (item->data(0, kRevisionRole).toInt() == revision) {
            m_history->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

void PlanLibraryDialog::updateDetails()
{
    const qint64 id = selectedPlanId();
    const PlanSummary* plan = m_model->plan(m_model->rowOfId(id));
    m_history->clear();
    const QSignalBlocker block(m_notes);
    if (!plan) {
        m_planTitle->setText(m_model->rowCount() == 0 && m_library->isAvailable()
                                 ? (m_search->text().trimmed().isEmpty() ? tr("No saved plans yet: File ▸ Save As "
                                                                              "saves the plan in the library.")
                                                                         : tr("No plan matches the search."))
                                 : QString());
        m_notes->clear();
        updateButtons();
        return;
    }
    m_planTitle->setText(
        tr("%1 · %2 · created %3")
            .arg(plan->name, plan->model, QLocale().toString(plan->created.toLocalTime(), QLocale::ShortFormat)));
    m_notes->setPlainText(plan->notes);
    const QLocale locale;
    const QVector<PlanRevision> revisions = m_library->store()->history(id);
    for (auto it = revisions.crbegin(); it != revisions.crend(); ++it) { // newest first
        const PlanRevision& r = *it;
        auto* item = new QTreeWidgetItem(m_history);
        item->setText(0,
                      r.revision == plan->latestRevision ? tr("%1 (latest)").arg(locale.toString(r.revision))
                                                         : locale.toString(r.revision));
        item->setData(0, kRevisionRole, r.revision);
        item->setText(1, locale.toString(r.saved.toLocalTime(), QLocale::ShortFormat));
        item->setText(2, r.model);
        item->setText(3, r.hardware.isEmpty() ? tr("any") : r.hardware);
        item->setText(4, r.notes.simplified());
        item->setToolTip(4, r.notes);
        item->setToolTip(0, tr("Saved by TPU Planner %1 with catalog %2").arg(r.appVersion, r.catalogVersion));
    }
    for (int c = 0; c < 4; ++c)
        m_history->resizeColumnToContents(c);
    if (m_history->topLevelItemCount() > 0)
        m_history->setCurrentItem(m_history->topLevelItem(0));
    updateButtons();
}

void PlanLibraryDialog::updateButtons()
{
    const bool available = m_library->isAvailable();
    const bool writable = m_library->isWritable();
    const qint64 id = selectedPlanId();
    const bool selected = available && id > 0;
    m_open->setEnabled(selected);
    m_rename->setEnabled(selected && writable);
    m_duplicate->setEnabled(selected && writable);
    m_delete->setEnabled(selected && writable);
    m_compare->setEnabled(selected);
    m_openRevision->setEnabled(selected && selectedRevision() > 0);
    m_notes->setReadOnly(!writable || !selected);
    const PlanSummary* plan = m_model->plan(m_model->rowOfId(id));
    m_saveNotes->setEnabled(selected && writable && plan && m_notes->toPlainText() != plan->notes);
}

void PlanLibraryDialog::updateUndoBar()
{
    m_undoAction->setEnabled(!m_deleted.isEmpty());
    if (m_deleted.isEmpty()) {
        m_undoBar->hide();
        return;
    }
    m_undoLabel->setText(m_deleted.size() == 1
                             ? tr("Deleted “%1”.").arg(m_deleted.last().second)
                             : tr("Deleted “%1” and %n other plan(s).", nullptr, int(m_deleted.size()) - 1)
                                   .arg(m_deleted.last().second));
    m_undoBar->show();
}

void PlanLibraryDialog::showResult(const StoreResult& r)
{
    m_message->setText(r.message);
    m_message->setVisible(!r.ok() && !r.message.isEmpty());
}

void PlanLibraryDialog::promptRename()
{
    const PlanSummary* plan = m_model->plan(m_model->rowOfId(selectedPlanId()));
    if (!plan)
        return;
    QString name = plan->name;
    for (;;) {
        bool accepted = false;
        name = QInputDialog::getText(this, tr("Rename the plan"), tr("New name of “%1”:").arg(plan->name),
                                     QLineEdit::Normal, name, &accepted);
        if (!accepted)
            return;
        const SaveResult r = renameSelected(name);
        // a taken or invalid name: ask again, the reason is shown under the list
        if (r.status != StoreStatus::NameTaken && r.status != StoreStatus::InvalidName)
            return;
    }
}

SaveResult PlanLibraryDialog::renameSelected(const QString& newName)
{
    SaveResult r = m_library->store()->rename(selectedPlanId(), newName);
    showResult(r);
    return r;
}

SaveResult PlanLibraryDialog::duplicateSelected()
{
    SaveResult r = m_library->store()->duplicate(selectedPlanId());
    showResult(r);
    if (r.ok())
        selectPlan(r.planId);
    return r;
}

SaveResult PlanLibraryDialog::deleteSelected()
{
    const qint64 id = selectedPlanId();
    const int row = m_model->rowOfId(id);
    const QString name = row >= 0 ? m_model->plan(row)->name : QString();
    SaveResult r = m_library->store()->softDelete(id);
    showResult(r);
    if (r.ok()) {
        m_deleted.append({id, name});
        updateUndoBar();
        if (m_model->rowCount() > 0)
            selectPlan(m_model->plan(std::min(row, m_model->rowCount() - 1))->id);
    }
    return r;
}

SaveResult PlanLibraryDialog::undoDelete()
{
    if (m_deleted.isEmpty())
        return SaveResult{};
    const qint64 id = m_deleted.last().first;
    SaveResult r = m_library->store()->undoDelete(id);
    showResult(r);
    if (r.ok() || r.status == StoreStatus::NotFound) {
        m_deleted.removeLast();
        updateUndoBar();
    }
    if (r.ok()) {
        if (!m_search->text().isEmpty() && m_model->rowOfId(id) < 0)
            m_search->clear(); // show the plan that came back
        selectPlan(id);
    }
    return r;
}

SaveResult PlanLibraryDialog::saveNotes()
{
    SaveResult r = m_library->setNotes(selectedPlanId(), m_notes->toPlainText());
    showResult(r);
    updateDetails();
    return r;
}

void PlanLibraryDialog::openSelected()
{
    if (const qint64 id = selectedPlanId())
        emit openRequested(id, 0);
}

void PlanLibraryDialog::openSelectedRevision()
{
    const qint64 id = selectedPlanId();
    const int revision = selectedRevision();
    if (id > 0 && revision > 0)
        emit openRequested(id, revision);
}

} // namespace tpuplan::gui
