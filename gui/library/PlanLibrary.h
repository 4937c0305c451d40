// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/PlanStore.h"

#include <QMessageBox>
#include <QObject>
#include <QPointer>

class QWidget;

namespace tpuplan::gui {

class PlanDocument;

// The window's side of the plan library (core's PlanStore): opens the library at start-up and tells the user what
// is wrong with it, saves the document into it and loads saved plans into the document. Which saved plan (and
// revision) the document holds is the document's (PlanDocument::savedPlan). The store does every write; this class
// only builds drafts from the document and reports the store's messages.
class PlanLibrary : public QObject
{
    Q_OBJECT
public:
    // What an interactive save came to. UseYaml: the library cannot be written and the user chose a YAML file.
    enum class SaveOutcome { Saved, Unchanged, Cancelled, Failed, UseYaml };

    // `window` parents the message boxes and the name prompt.
    PlanLibrary(PlanDocument* document, QWidget* window);
    ~PlanLibrary() override;

    PlanStore* store() const { return m_store; }
    PlanDocument* document() const { return m_document; }

    // Opens the library at `path`. Anything but a healthy library is explained in a message box over the window:
    // a damaged file asks "Keep the damaged file aside and start a new library?" (moved aside only on Yes), a locked
    // one offers to try again; a read-only library stays open for reading. The app works without a library.
    // `interactive` false: no message boxes (a damaged file is left as it is).
    OpenResult open(const QString& path, bool interactive = true);
    // Opens the same file again (after a lock went away, say).
    OpenResult reopen(bool interactive = true);
    bool isAvailable() const { return m_store->isOpen(); }
    bool isWritable() const { return m_store->isOpen() && !m_store->isReadOnly(); }
    // The result of the last open(): status and the translated message.
    OpenResult lastOpen() const { return m_lastOpen; }
    // The non-blocking message shown by the last open() (read-only, newer version, ...), for tests.
    QMessageBox* openMessage() const { return m_openMessage; }

    // The document no longer holds a saved plan (New, Open YAML, the plan was deleted).
    void detach();

    // What a save of the document writes: the inputs, the document's selected candidate, the current notes.
    PlanDraft currentDraft() const;
    // A new revision of the current plan; Save As when the document holds no saved plan yet.
    SaveResult save();
    // A new plan named `name` holding the document.
    SaveResult saveAs(const QString& name);
    // File ▸ Save and File ▸ Save As with the user: asks for a name (again when it is taken) and shows errors.
    SaveOutcome saveInteractive(bool askName);

    // Loads a saved plan (revision 0 = the latest) into the document and selects its saved candidate.
    LoadResult openPlan(qint64 planId, int revision = 0);
    // Sets the notes of a saved plan (a new revision with the same inputs and candidate).
    SaveResult setNotes(qint64 planId, const QString& notes);

signals:
    // The library was opened, closed, or became read-only.
    void availabilityChanged();

private:
    void showOpenProblem(const OpenResult& r);
    void setCurrent(qint64 id, const QString& name, int revision, int latest, const QString& notes);
    QString suggestedName() const;

    PlanDocument* m_document;
    QWidget* m_window;
    PlanStore* m_store;
    OpenResult m_lastOpen;
    QPointer<QMessageBox> m_openMessage;
};

} // namespace tpuplan::gui
