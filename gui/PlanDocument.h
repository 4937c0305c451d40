// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"
#include "memory/CalibrationStore.h"
#include "plan/Planner.h"
#include "util/InputError.h"

#include <QDate>
#include <QHash>
#include <QObject>

#include <memory>

class QThreadPool;
class QUndoStack;

namespace tpuplan::gui {

class DataPrepDocument;

// Which saved plan of the library (core's PlanStore) the document holds; id 0 = none (new, or a YAML file).
struct SavedPlan
{
    qint64 id = 0;
    QString name;
    int revision = 0;
    int latestRevision = 0;
    QString notes;

    bool operator==(const SavedPlan& o) const
    {
        return id == o.id && name == o.name && revision == o.revision && latestRevision == o.latestRevision
            && notes == o.notes;
    }
    bool operator!=(const SavedPlan& o) const { return !(*this == o); }
};

// The plan being edited and the only state of the GUI (Tiled's Document): owns the PlanInput, its undo history, the
// catalog, the user's calibrations, the selected candidate and where the plan lives (a YAML file or a saved plan of
// the library), and runs core's Planner on every change. Views read it and listen to its signals; they never
// compute a number themselves and keep no state of their own that another part of the window needs.
//
// Planning runs on a worker thread, so that typing stays responsive (docs/architecture.md section 7): a change
// checks the inputs at once (issues()) and asks for a plan; result() and every view keep the last results until the
// plan of the current inputs arrives (resultsChanged). One plan runs at a time: inputs that change while it runs are
// planned once it is done (only the latest), and the results of inputs changed since are dropped. Whoever needs the
// results of the current inputs right away (an export, a save, a test) calls waitForResults().
class PlanDocument : public QObject
{
    Q_OBJECT
public:
    explicit PlanDocument(Catalog catalog, QObject* parent = nullptr);
    ~PlanDocument() override;

    const Catalog& catalog() const { return m_catalog; }
    // Replaces the catalog (a user catalog opened, or back to the built-in one) and plans again.
    void setCatalog(Catalog catalog);

    // The user calibrations the planner applies (CalibrationStore entries; none = the built-in model). Plans again;
    // every result computed with one carries a "calibration-applied" note.
    const QVector<CalibrationEntry>& calibrations() const;
    void setCalibrations(const QVector<CalibrationEntry>& entries);
    // The user's calibration file (CalibrationStore::defaultPath() unless a test sets another). Its entries reach
    // the planner through loadCalibrations() or setCalibrations().
    CalibrationStore& calibrationStore() { return m_calibrationStore; }
    const CalibrationStore& calibrationStore() const { return m_calibrationStore; }
    void setCalibrationPath(const QString& path);
    // Reads the calibration file and applies its entries; returns the error (the entries are left as they were), or
    // an empty string.
    QString loadCalibrations();
    // The runtime profile result() was planned with for `runtime` (calibrated or built-in), for views that compute
    // with it.
    RuntimeProfile runtimeProfile(Runtime runtime) const;

    const PlanInput& input() const { return m_input; }
    const PlanResult& result() const { return m_result; }
    // The input result() was planned from: the last input without issues (its own limit; the views list
    // candidateLimit() candidates).
    const PlanInput& plannedInput() const { return m_plannedInput; }
    QUndoStack* undoStack() const { return m_undoStack; }
    // The Data tab's state (lengths file, padding, shards, readiness), which follows this plan.
    DataPrepDocument* dataPrep() const { return m_dataPrep; }

    // An undoable change of the input. Consecutive edits with the same mergeId (>= 0) form one undo step, so that
    // typing a number is undone at once. The Data tab's choices (next.dataPrep) are kept as they are: they change
    // through dataPrep() (each choice an undo step of its own) and reset().
    void edit(const PlanInput& next, const QString& description, int mergeId = -1);
    // Replaces the input without an undo step and clears the history (New, Open, start-up).
    void reset(const PlanInput& input);

    // What is wrong with the input, each issue naming its field: the plan's own checks (PlanInput::issues), the
    // model's (ModelLoader::validate) and what the form reported (setFormIssue). Nothing is planned while any is left.
    // Computed once per change (at replan), for every view that marks them.
    const QVector<InputIssue>& issues() const { return m_issues; }
    bool inputValid() const { return m_issues.isEmpty(); }
    // A problem only the form can see (nothing checked in a list, say); an empty message clears it.
    void setFormIssue(const QString& field, const QString& message);
    // The results were computed from an earlier input, because the current one has issues.
    bool resultsStale() const { return m_resultsStale; }
    // A plan of newer inputs is running or waiting for the worker: the results are those of earlier inputs until it
    // arrives (the views show "Updating…").
    bool planning() const { return m_running != nullptr; }
    // Blocks until result() is the plan of the current inputs (the plan in flight, then the latest inputs if they
    // changed meanwhile), with every signal of the new results sent. Returns at once when nothing is planning.
    void waitForResults();

    // How many ranked candidates the views list (0 = all).
    int candidateLimit() const { return m_candidateLimit; }
    void setCandidateLimit(int limit);
    // The date that decides which prices are stale (today unless a test fixes it).
    QDate today() const { return m_today; }
    void setToday(const QDate& today);

    // Fills the P10/P50/P90 spread of listed candidate `row` (Planner::simulate) if it has none yet.
    void ensureSpread(int row);

    // The selected candidate: a row of result().candidates, or -1. New results keep the same candidate when it is
    // still listed, else select the first. A selected candidate gets its preemption spread (ensureSpread).
    int currentCandidate() const { return m_currentCandidate; }
    // The selected candidate, or nullptr; also nullptr while the results are stale (they belong to older inputs).
    const Candidate* currentCandidateData() const;
    void setCurrentCandidate(int row);

    // Plans again after a language change: the texts core computes (reasons, notes) are translated when computed.
    void retranslate() { replan(); }

    // Milliseconds the last planning took (on the worker).
    double lastPlanMilliseconds() const { return m_lastPlanMs; }

    // Where the plan lives: the YAML file it was opened from or saved to, or a saved plan of the library.
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path);
    const SavedPlan& savedPlan() const { return m_savedPlan; }
    bool isLibraryPlan() const { return m_savedPlan.id > 0; }
    void setSavedPlan(const SavedPlan& plan);
    // The plan's name for titles and reports: the saved plan's (with its revision when older than the latest), the
    // file's, or "Untitled plan".
    QString displayName() const;

    // Used by the undo commands: sets the input and plans, without touching the history.
    void applyInput(const PlanInput& input);
    // Used by the undo commands: sets the Data tab's choices (input().dataPrep), without planning again.
    void applyDataPrep(const xla::DataPrepInputs& inputs);

signals:
    void inputChanged();
    void issuesChanged();
    void resultsChanged();
    // Candidate `row` changed in place (its spread was simulated).
    void candidateChanged(int row);
    // Another candidate was selected; also after every new result (the rows are new), after resultsChanged.
    void currentCandidateChanged(int row);
    void catalogChanged();
    void calibrationsChanged();
    void filePathChanged();
    // The saved plan the document holds, its name, revision or notes changed.
    void savedPlanChanged();
    // planning() changed: a plan started, or the results of the current inputs arrived.
    void planningChanged(bool planning);

private:
    // While the document itself changes the Data tab (a plan opened, an undo step, the plan's change it follows), the
    // Data tab's new choices are part of that change, not an edit of their own.
    class DataPrepSync
    {
    public:
        explicit DataPrepSync(PlanDocument* d)
            : m_d(d)
        {
            ++m_d->m_dataPrepSync;
        }
        ~DataPrepSync() { --m_d->m_dataPrepSync; }
        DataPrepSync(const DataPrepSync&) = delete;
        DataPrepSync& operator=(const DataPrepSync&) = delete;

    private:
        PlanDocument* m_d;
    };

    // What one plan runs with and what it returns: the worker reads the job's own copies alone.
    struct PlanContext;
    struct PlanJob;

    void replan();
    // The two halves of replan(): checks the inputs and hands valid ones to the worker (true: it started planning),
    // then announces it (issuesChanged, planningChanged).
    bool requestPlan();
    void announcePlan(bool started);
    // Hands the latest inputs asked for (m_next) to the worker.
    void startPlan();
    // On the GUI thread when `job` is done: applies its results if they are still those of the current inputs,
    // else plans the latest inputs.
    void finishPlan(const std::shared_ptr<PlanJob>& job);
    void applyResult(PlanJob& job);
    // A choice of the Data tab changed: an undoable edit of input().dataPrep (none while DataPrepSync is held).
    void takeDataPrep();
    QVector<InputIssue> computeIssues() const;
    PlanInput runInput() const;
    bool simulateSpread(int row);

    Catalog m_catalog;
    // the catalog and the calibrations the next plan uses, and those result() was planned with
    std::shared_ptr<const PlanContext> m_context;
    std::shared_ptr<const PlanContext> m_resultContext;
    // the worker (one thread), the plan it runs and the latest inputs waiting for it; m_generation counts the valid
    // inputs asked for
    QThreadPool* m_pool = nullptr;
    std::shared_ptr<PlanJob> m_running;
    std::shared_ptr<PlanJob> m_next;
    quint64 m_generation = 0;
    CalibrationStore m_calibrationStore;
    PlanInput m_input;
    PlanResult m_result;
    PlanInput m_plannedInput;
    QUndoStack* m_undoStack = nullptr;
    DataPrepDocument* m_dataPrep = nullptr;
    QHash<QString, QString> m_formIssues;
    QVector<InputIssue> m_issues;
    bool m_resultsStale = false;
    int m_candidateLimit = 50;
    QDate m_today;
    double m_lastPlanMs = 0;
    QString m_filePath;
    SavedPlan m_savedPlan;
    int m_currentCandidate = -1;
    int m_dataPrepSync = 0;
};

} // namespace tpuplan::gui
