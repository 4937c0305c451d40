// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"
#include "plan/Planner.h"
#include "util/InputError.h"

#include <QDate>
#include <QHash>
#include <QObject>

class QUndoStack;

namespace tpuplan::gui {

class DataPrepDocument;

// The plan being edited: owns the PlanInput, its undo history and the catalog, and runs core's Planner on every
// change. Views read input() and result() and listen to the signals; they never compute a number themselves.
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
    const QVector<CalibrationEntry>& calibrations() const { return m_planner.calibrations(); }
    void setCalibrations(const QVector<CalibrationEntry>& entries);
    // The runtime profile the plan uses for `runtime` (calibrated or built-in), for views that compute with it.
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
    // typing a number is undone at once.
    void edit(const PlanInput& next, const QString& description, int mergeId = -1);
    // Replaces the input without an undo step and clears the history (New, Open, start-up).
    void reset(const PlanInput& input);

    // What is wrong with the input, each issue naming its field: the plan's own checks (PlanInput::issues), the
    // model's (ModelLoader::validate) and what the form reported (setFormIssue). Nothing is planned while any is left.
    QVector<InputIssue> issues() const;
    bool inputValid() const { return issues().isEmpty(); }
    // A problem only the form can see (nothing checked in a list, say); an empty message clears it.
    void setFormIssue(const QString& field, const QString& message);
    // The results were computed from an earlier input, because the current one has issues.
    bool resultsStale() const { return m_resultsStale; }

    // How many ranked candidates the views list (0 = all).
    int candidateLimit() const { return m_candidateLimit; }
    void setCandidateLimit(int limit);
    // The date that decides which prices are stale (today unless a test fixes it).
    QDate today() const { return m_today; }
    void setToday(const QDate& today);

    // Fills the P10/P50/P90 spread of listed candidate `row` (Planner::simulate) if it has none yet.
    void ensureSpread(int row);

    // Milliseconds the last planning took.
    double lastPlanMilliseconds() const { return m_lastPlanMs; }

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path);

    // Used by the undo commands: sets the input and plans, without touching the history.
    void applyInput(const PlanInput& input);

signals:
    void inputChanged();
    void issuesChanged();
    void resultsChanged();
    void candidateChanged(int row);
    void catalogChanged();
    void calibrationsChanged();
    void filePathChanged();

private:
    void replan();
    PlanInput runInput() const;

    Catalog m_catalog;
    Planner m_planner{m_catalog};
    PlanInput m_input;
    PlanResult m_result;
    PlanInput m_plannedInput;
    QUndoStack* m_undoStack = nullptr;
    DataPrepDocument* m_dataPrep = nullptr;
    QHash<QString, QString> m_formIssues;
    bool m_resultsStale = false;
    int m_candidateLimit = 50;
    QDate m_today;
    double m_lastPlanMs = 0;
    QString m_filePath;
};

} // namespace tpuplan::gui
