// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanDocument.h"
#include "xla/DataPrepDocument.h"

#include "model/ModelLoader.h"
#include "plan/CandidateKey.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QUndoCommand>
#include <QUndoStack>

namespace tpuplan::gui {

namespace {
// One change of the plan's inputs: the whole input before and after (a PlanInput is small and implicitly shared).
class InputCommand : public QUndoCommand
{
public:
    InputCommand(PlanDocument* document, PlanInput before, PlanInput after, const QString& text, int mergeId)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
    { }

    void undo() override { m_document->applyInput(m_before); }
    void redo() override { m_document->applyInput(m_after); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override
    {
        if (other->id() != id() || id() < 0)
            return false;
        m_after = static_cast<const InputCommand*>(other)->m_after;
        return true;
    }

private:
    PlanDocument* m_document;
    PlanInput m_before;
    PlanInput m_after;
    int m_mergeId;
};
} // namespace

PlanDocument::PlanDocument(Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_undoStack(new QUndoStack(this))
    , m_today(QDate::currentDate())
{
    replan();
    m_dataPrep = new DataPrepDocument(this);
}

PlanDocument::~PlanDocument() = default;

void PlanDocument::setCatalog(Catalog catalog)
{
    m_catalog = std::move(catalog); // the planner refers to m_catalog, which stays the same object
    emit catalogChanged();
    replan();
}

void PlanDocument::setCalibrations(const QVector<CalibrationEntry>& entries)
{
    m_planner.setCalibrations(entries);
    emit calibrationsChanged();
    replan();
}

void PlanDocument::setCalibrationPath(const QString& path)
{
    m_calibrationStore = CalibrationStore(path);
}

QString PlanDocument::loadCalibrations()
{
    try {
        m_calibrationStore.load();
    } catch (const InputError& e) {
        return e.text();
    }
    if (!m_calibrationStore.entries().isEmpty() || !calibrations().isEmpty())
        setCalibrations(m_calibrationStore.entries());
    return QString();
}

RuntimeProfile PlanDocument::runtimeProfile(Runtime runtime) const
{
    return m_planner.profileFor(runtime, m_plannedInput.model).profile;
}

void PlanDocument::edit(const PlanInput& next, const QString& description, int mergeId)
{
    m_undoStack->push(new InputCommand(this, m_input, next, description, mergeId));
}

void PlanDocument::reset(const PlanInput& input)
{
    m_undoStack->clear();
    m_formIssues.clear();
    applyInput(input);
    m_undoStack->setClean();
}

void PlanDocument::applyInput(const PlanInput& input)
{
    m_input = input;
    emit inputChanged();
    replan();
}

QVector<InputIssue> PlanDocument::computeIssues() const
{
    QVector<InputIssue> out;
    try {
        ModelLoader::validate(m_input.model, QString());
    } catch (const InputError& e) {
        out << InputIssue{QString(), 0, e.issue().field, e.issue().message};
    }
    // the plan's checks compare with the model's positions: only meaningful once the model itself is sound
    if (out.isEmpty())
        out << m_input.issues();
    for (auto it = m_formIssues.cbegin(); it != m_formIssues.cend(); ++it)
        out << InputIssue{QString(), 0, it.key(), it.value()};
    return out;
}

void PlanDocument::setFormIssue(const QString& field, const QString& message)
{
    const bool had = m_formIssues.contains(field);
    if (message.isEmpty() ? !had : m_formIssues.value(field) == message)
        return;
    if (message.isEmpty())
        m_formIssues.remove(field);
    else
        m_formIssues.insert(field, message);
    replan();
}

void PlanDocument::setCandidateLimit(int limit)
{
    if (limit == m_candidateLimit)
        return;
    m_candidateLimit = limit;
    replan();
}

void PlanDocument::setToday(const QDate& today)
{
    if (today == m_today)
        return;
    m_today = today;
    replan();
}

PlanInput PlanDocument::runInput() const
{
    PlanInput run = m_input;
    run.limit = m_candidateLimit;
    return run;
}

void PlanDocument::replan()
{
    m_issues = computeIssues();
    emit issuesChanged();
    if (!inputValid()) {
        m_resultsStale = true;
        return;
    }
    // the selection follows its candidate into the new results (by identity: the rows are ranked anew)
    const QString key = m_currentCandidate >= 0 && m_currentCandidate < m_result.candidates.size()
        ? candidateKey(m_result.candidates[m_currentCandidate])
        : QString();
    QElapsedTimer timer;
    timer.start();
    m_plannedInput = m_input;
    m_result = m_planner.plan(runInput(), m_today);
    m_lastPlanMs = double(timer.nsecsElapsed()) / 1.0e6;
    m_resultsStale = false;
    m_currentCandidate = m_result.candidates.isEmpty() ? -1 : 0;
    if (!key.isEmpty())
        for (int i = 0; i < m_result.candidates.size(); ++i)
            if (candidateKey(m_result.candidates[i]) == key) {
                m_currentCandidate = i;
                break;
            }
    simulateSpread(m_currentCandidate);
    emit resultsChanged();
    emit currentCandidateChanged(m_currentCandidate);
}

bool PlanDocument::simulateSpread(int row)
{
    if (row < 0 || row >= m_result.candidates.size() || m_result.candidates[row].spreadTried || m_resultsStale)
        return false;
    m_planner.simulate(m_result.candidates[row], m_plannedInput, row);
    return true;
}

void PlanDocument::ensureSpread(int row)
{
    if (simulateSpread(row))
        emit candidateChanged(row); // a spread, or the reason why there is none
}

const Candidate* PlanDocument::currentCandidateData() const
{
    if (m_resultsStale || m_currentCandidate < 0 || m_currentCandidate >= m_result.candidates.size())
        return nullptr;
    return &m_result.candidates[m_currentCandidate];
}

void PlanDocument::setCurrentCandidate(int row)
{
    if (row < 0 || row >= m_result.candidates.size())
        row = -1;
    if (row == m_currentCandidate)
        return;
    m_currentCandidate = row;
    // the spread of a candidate further down the list is simulated when it is selected (Planner::simulate)
    ensureSpread(row);
    emit currentCandidateChanged(row);
}

void PlanDocument::setFilePath(const QString& path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged();
}

void PlanDocument::setSavedPlan(const SavedPlan& plan)
{
    if (plan == m_savedPlan)
        return;
    m_savedPlan = plan;
    emit savedPlanChanged();
}

QString PlanDocument::displayName() const
{
    if (isLibraryPlan())
        return m_savedPlan.revision < m_savedPlan.latestRevision
            ? tr("%1 (revision %2)").arg(m_savedPlan.name, QLocale().toString(m_savedPlan.revision))
            : m_savedPlan.name;
    return m_filePath.isEmpty() ? tr("Untitled plan") : QFileInfo(m_filePath).fileName();
}

} // namespace tpuplan::gui
