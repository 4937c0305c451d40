// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanLibrary.h"

#include "PlanDocument.h"
#include "plan/CandidateKey.h"
#include "plan/PlanJson.h"

#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

namespace tpuplan::gui {

PlanLibrary::PlanLibrary(PlanDocument* document, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_store(new PlanStore(this))
{
    connect(m_store, &PlanStore::planRemoved, this, [this](qint64 id) {
        if (id == m_document->savedPlan().id)
            detach(); // the inputs stay in the window; a save asks for a name again
    });
    connect(m_store, &PlanStore::planChanged, this, [this](qint64 id) {
        const SavedPlan& current = m_document->savedPlan();
        if (id != current.id)
            return;
        // a rename (or a new revision written from the library window): follow the name and the latest revision
        for (const PlanSummary& s : m_store->list())
            if (s.id == id) {
                setCurrent(id, s.name, current.revision, s.latestRevision, current.notes);
                break;
            }
    });
}

PlanLibrary::~PlanLibrary() = default;

OpenResult PlanLibrary::open(const QString& path, bool interactive)
{
    if (QFileInfo(path).absoluteFilePath() != QFileInfo(m_store->path()).absoluteFilePath())
        detach(); // another library: the plan in the window is not one of its plans
    if (m_openMessage)
        m_openMessage->close();
    OpenResult r = m_store->open(path);
    while (interactive && r.status == StoreStatus::Locked) {
        QMessageBox box(QMessageBox::Warning, tr("The plan library is in use"), r.message, QMessageBox::NoButton,
                        m_window);
        box.setObjectName(QStringLiteral("libraryLockedMessage"));
        QPushButton* retry = box.addButton(tr("Try Again"), QMessageBox::AcceptRole);
        box.addButton(tr("Continue Without the Library"), QMessageBox::RejectRole);
        box.setDefaultButton(retry);
        box.exec();
        if (box.clickedButton() != retry)
            break;
        r = m_store->open(path);
    }
    if (interactive && r.status == StoreStatus::Corrupt) {
        QMessageBox box(QMessageBox::Question, tr("The plan library is damaged"),
                        tr("%1\n\nKeep the damaged file aside and start a new library?").arg(r.message),
                        QMessageBox::Yes | QMessageBox::No, m_window);
        box.setObjectName(QStringLiteral("libraryCorruptQuestion"));
        box.setDefaultButton(QMessageBox::No);
        if (box.exec() == QMessageBox::Yes) {
            OpenResult moved = m_store->moveAsideCorrupt(true);
            if (moved.ok()) {
                m_lastOpen = moved;
                auto* info = new QMessageBox(
                    QMessageBox::Information, tr("A new plan library was started"),
                    tr("The damaged library was kept as “%1”. A new, empty library was "
                       "started at “%2”.")
                        .arg(QDir::toNativeSeparators(moved.movedTo), QDir::toNativeSeparators(moved.path)),
                    QMessageBox::Ok, m_window);
                info->setObjectName(QStringLiteral("libraryMovedAsideMessage"));
                info->setAttribute(Qt::WA_DeleteOnClose);
                m_openMessage = info;
                info->open();
                emit availabilityChanged();
                return moved;
            }
            r = moved;
        } else {
            m_lastOpen = r;
            emit availabilityChanged();
            return r; // the user keeps the file as it is and works without a library
        }
    }
    m_lastOpen = r;
    if (interactive && !r.ok() && r.status != StoreStatus::Locked)
        showOpenProblem(r);
    emit availabilityChanged();
    return r;
}

OpenResult PlanLibrary::reopen(bool interactive)
{
    const QString path = m_store->path().isEmpty() ? m_lastOpen.path : m_store->path();
    return open(path.isEmpty() ? PlanStore::defaultPath() : path, interactive);
}

void PlanLibrary::showOpenProblem(const OpenResult& r)
{
    QString text = r.message;
    if (r.status == StoreStatus::ReadOnly && m_store->isOpen())
        text += QStringLiteral("\n\n")
            + tr("The plan library can be browsed and its plans opened; save plans as YAML "
                 "files meanwhile.");
    else
        text += QStringLiteral("\n\n")
            + tr("TPU Planner works without the library; plans can be opened and saved as "
                 "YAML files.");
    auto* box = new QMessageBox(QMessageBox::Warning, tr("The plan library is not available"), text, QMessageBox::Ok,
                                m_window);
    box->setObjectName(QStringLiteral("libraryOpenMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_openMessage = box;
    box->open();
}

void PlanLibrary::setCurrent(qint64 id, const QString& name, int revision, int latest, const QString& notes)
{
    m_document->setSavedPlan(SavedPlan{id, name, revision, latest, notes});
}

void PlanLibrary::detach()
{
    setCurrent(0, QString(), 0, 0, QString());
}

PlanDraft PlanLibrary::currentDraft() const
{
    PlanDraft d;
    d.input = m_document->input();
    m_document->waitForResults(); // the candidate saved is one of the results of these inputs
    if (const Candidate* c = m_document->currentCandidateData())
        d.candidate = candidateJson(*c);
    d.notes = m_document->savedPlan().notes;
    d.catalogVersion = m_document->catalog().version();
    return d;
}

SaveResult PlanLibrary::save()
{
    if (!m_document->isLibraryPlan())
        return saveAs(suggestedName());
    SaveResult r = m_store->save(m_document->savedPlan().id, currentDraft());
    if (r.ok()) {
        setCurrent(r.planId, r.name, r.revision, r.revision, m_document->savedPlan().notes);
        m_document->undoStack()->setClean();
    }
    return r;
}

SaveResult PlanLibrary::saveAs(const QString& name)
{
    SaveResult r = m_store->saveAs(name, currentDraft());
    if (r.ok()) {
        m_document->setFilePath(QString()); // the plan is now the library's, not a file's
        setCurrent(r.planId, r.name, r.revision, r.revision, m_document->savedPlan().notes);
        m_document->undoStack()->setClean();
    }
    return r;
}

QString PlanLibrary::suggestedName() const
{
    QString name = m_document->savedPlan().name;
    if (name.isEmpty() && !m_document->filePath().isEmpty())
        name = QFileInfo(m_document->filePath()).completeBaseName();
    if (name.isEmpty())
        name = m_document->input().model.name;
    if (name.isEmpty())
        name = tr("Untitled plan");
    return m_store->isOpen() ? m_store->uniqueName(name) : name;
}

PlanLibrary::SaveOutcome PlanLibrary::saveInteractive(bool askName)
{
    if (!isWritable()) {
        QString why = m_lastOpen.message;
        if (why.isEmpty())
            why = tr("No plan library is open.");
        const auto answer = QMessageBox::question(m_window, tr("The plan cannot be saved in the library"),
                                                  tr("%1\n\nSave the plan as a YAML file instead?").arg(why),
                                                  QMessageBox::Yes | QMessageBox::No);
        return answer == QMessageBox::Yes ? SaveOutcome::UseYaml : SaveOutcome::Cancelled;
    }
    if (!askName && m_document->isLibraryPlan()) {
        const SaveResult r = save();
        if (r.ok())
            return r.unchanged ? SaveOutcome::Unchanged : SaveOutcome::Saved;
        QMessageBox::warning(m_window, tr("The plan was not saved"), r.message);
        return SaveOutcome::Failed;
    }
    QString name = suggestedName();
    for (;;) {
        bool accepted = false;
        name = QInputDialog::getText(m_window, tr("Save the plan in the library"), tr("Name of the plan:"),
                                     QLineEdit::Normal, name, &accepted);
        if (!accepted)
            return SaveOutcome::Cancelled;
        const SaveResult r = saveAs(name);
        if (r.ok())
            return SaveOutcome::Saved;
        QMessageBox::warning(m_window, tr("The plan was not saved"), r.message);
        if (r.status != StoreStatus::NameTaken && r.status != StoreStatus::InvalidName)
            return SaveOutcome::Failed;
    }
}

LoadResult PlanLibrary::openPlan(qint64 planId, int revision)
{
    LoadResult r = m_store->load(planId, revision);
    if (!r.ok())
        return r;
    m_document->reset(r.plan.input);
    m_document->setFilePath(QString());
    setCurrent(r.plan.id, r.plan.name, r.plan.revision, r.plan.latestRevision, r.plan.notes);
    m_document->waitForResults(); // the saved candidate is selected among the results of the plan opened
    const QString key = candidateKey(r.plan.candidate);
    const QVector<Candidate>& listed = m_document->result().candidates;
    for (int row = 0; !key.isEmpty() && row < listed.size(); ++row)
        if (candidateKey(listed[row]) == key) {
            m_document->setCurrentCandidate(row);
            break;
        }
    return r;
}

SaveResult PlanLibrary::setNotes(qint64 planId, const QString& notes)
{
    const LoadResult latest = m_store->load(planId);
    if (!latest.ok()) {
        SaveResult r;
        r.status = latest.status;
        r.message = latest.message;
        return r;
    }
    // the stored inputs and candidate with new notes: the catalog version they were computed with stays
    SaveResult r
        = m_store->save(planId, PlanDraft{latest.plan.input, latest.plan.candidate, notes, latest.plan.catalogVersion});
    const SavedPlan& current = m_document->savedPlan();
    if (r.ok() && planId == current.id) {
        const int revision = current.revision == current.latestRevision ? r.revision : current.revision;
        setCurrent(planId, r.name, revision, r.revision, notes);
    }
    return r;
}

} // namespace tpuplan::gui
