// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"
#include "serve/ServePlanner.h"
#include "util/InputError.h"

#include <QDate>
#include <QObject>

namespace tpuplan::gui {

// The serving plan being edited, the document type of the Serve tab beside the training plan's PlanDocument (as Tiled
// has one document type per map and tileset): owns the ServeInput, the catalog it searches, the latest
// ServePlanResult, the selected candidate and the file the plan lives in, and runs core's ServePlanner on every
// change. Views read it and listen to its signals; every number they show comes from here.
//
// The serving search is fast (a whole-catalog search takes milliseconds in a Release build: lastPlanMilliseconds()
// says how long), so it runs on the GUI thread, and result() is always that of input() unless input() has issues.
class ServeDocument : public QObject
{
    Q_OBJECT
public:
    explicit ServeDocument(Catalog catalog, QObject* parent = nullptr);

    // The plan a new Serve tab starts with: Llama 3.1 70B, 2,000 tokens in and 300 out, 100 users, 50 ms per token
    // (examples/llama-3.1-70b-serve.yaml).
    static ServeInput defaultInput();

    const Catalog& catalog() const { return m_catalog; }
    void setCatalog(Catalog catalog);

    const ServeInput& input() const { return m_input; }
    // Replaces the input and plans again. An input with issues keeps the last results (resultsStale()).
    void setInput(const ServeInput& input);
    // What is wrong with the input (ServeInput::issues, or what the planner refused, each naming its option); empty
    // when result() is the plan of input().
    const QVector<InputIssue>& issues() const { return m_issues; }
    bool resultsStale() const { return m_stale; }
    const ServePlanResult& result() const { return m_result; }
    // The input result() was planned from.
    const ServeInput& plannedInput() const { return m_plannedInput; }
    double lastPlanMilliseconds() const { return m_lastPlanMs; }

    // A row of result().candidates, or -1; new results select the same configuration if it is still listed, else
    // the first row.
    int currentCandidate() const { return m_current; }
    const ServeCandidate* currentCandidateData() const;
    void setCurrentCandidate(int row);
    // The selected candidate's replica as the requests in flight grow (ServePlanner::concurrencySweep).
    const QVector<ServePoint>& currentSweep() const { return m_sweep; }

    QDate today() const { return m_today; }
    void setToday(const QDate& today);

    // The serving plan file the plan was opened from or saved to (empty: none), and whether the input changed since.
    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    // The file's name, or "Untitled serving plan": the window's title while the Serve tab is current.
    QString displayName() const;
    // Reads a serving plan file (ServePlanFile) and plans it; the error naming the file and the field, or empty.
    QString open(const QString& path);
    // Writes the plan as a serving plan file; the reason it could not, or empty.
    QString save(const QString& path);

signals:
    void inputChanged();
    void resultsChanged();
    void currentCandidateChanged(int row);
    void filePathChanged();

private:
    void replan();
    void updateSweep();

    Catalog m_catalog;
    ServeInput m_input;
    ServeInput m_plannedInput;
    ServePlanResult m_result;
    QVector<InputIssue> m_issues;
    QVector<ServePoint> m_sweep;
    bool m_stale = false;
    double m_lastPlanMs = 0;
    int m_current = -1;
    QDate m_today;
    QString m_filePath;
    bool m_modified = false;
};

} // namespace tpuplan::gui
