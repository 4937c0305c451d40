// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanDocument.h"
#include "xla/DataPrepDocument.h"

#include "model/ModelLoader.h"
#include "plan/CandidateKey.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QThreadPool>
#include <QUndoCommand>
#include <QUndoStack>

namespace tpuplan::gui {

namespace {
// One change of the plan's inputs: the whole input before and after (a PlanInput is small and implicitly shared).
class InputCommand : public QUndoCommand
{
public:
    InputCommand(PlanDocument* document, PlanInput before, PlanInput after, const QString& text, int mergeId,
                 bool dataPrepOnly = false)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
        , m_dataPrepOnly(dataPrepOnly)
    { }

    void undo() override { apply(m_before); }
    void redo() override
    {
        apply(m_after);
        // what the Data tab did to follow the plan (a typed host count giving way) is part of this step
        m_after.dataPrep = m_document->input().dataPrep;
    }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override
    {
        if (other->id() != id() || id() < 0)
            return false;
        m_after = static_cast<const InputCommand*>(other)->m_after;
        return true;
    }

private:
    // A Data-tab choice changes no number of the plan: it is not planned again (and a typed host count, which gives
    // way when the plan changes, stays)
    void apply(const PlanInput& input)
    {
        if (m_dataPrepOnly)
            m_document->applyDataPrep(input.dataPrep);
        else
            m_document->applyInput(input);
    }

    PlanDocument* m_document;
    PlanInput m_before;
    PlanInput m_after;
    int m_mergeId;
    bool m_dataPrepOnly;
};

// Consecutive changes of one number of the Data tab (typing in a spin box) form one undo step; the ids are above the
// input panel's (qHash & 0x3fffffff).
int dataPrepMergeId(const xla::DataPrepInputs& a, const xla::DataPrepInputs& b)
{
    constexpr int kBase = 0x40000000;
    xla::DataPrepInputs same = a;
    int id = -1;
    auto check = [&](auto xla::DataPrepInputs::*field, int n) {
        if (a.*field != b.*field) {
            same.*field = b.*field;
            id = kBase + n;
        }
    };
    check(&xla::DataPrepInputs::batch, 0);
    check(&xla::DataPrepInputs::shapeBudget, 1);
    check(&xla::DataPrepInputs::seqLen, 2);
    check(&xla::DataPrepInputs::hosts, 3);
    check(&xla::DataPrepInputs::datasetTokens, 4);
    // one of those numbers and nothing else
    return same == b ? id : -1;
}
} // namespace

// A catalog and calibrations, as one plan uses them: its own copy of the catalog, so that the worker never reads the
// document's while the GUI thread replaces it. Made once per catalog or calibration change, shared by the plans.
struct PlanDocument::PlanContext
{
    PlanContext(const Catalog& c, const QVector<CalibrationEntry>& calibrations)
        : catalog(c)
    {
        planner.setCalibrations(calibrations);
    }
    PlanContext(const PlanContext&) = delete;
    PlanContext& operator=(const PlanContext&) = delete;

    const Catalog catalog;
    Planner planner{catalog};
};

// One plan on the worker: what it plans (copies) and, once done, what it found.
struct PlanDocument::PlanJob
{
    std::shared_ptr<const PlanContext> context;
    PlanInput input; // the document's input (plannedInput() once applied)
    PlanInput run; // the same with the candidate limit
    QDate today;
    quint64 generation = 0;
    PlanResult result;
    double milliseconds = 0;
};

PlanDocument::PlanDocument(Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_undoStack(new QUndoStack(this))
    , m_today(QDate::currentDate())
{
    m_context = std::make_shared<const PlanContext>(m_catalog, QVector<CalibrationEntry>());
    m_resultContext = m_context;
    m_pool = new QThreadPool(this);
    m_pool->setMaxThreadCount(1);
    // the worker stays for the next change instead of starting a thread each time
    m_pool->setExpiryTimeout(-1);
    replan();
    m_dataPrep = new DataPrepDocument(this);
    connect(m_dataPrep, &DataPrepDocument::inputsChanged, this, &PlanDocument::takeDataPrep);
}

PlanDocument::~PlanDocument()
{
    // the plan in flight reads only its job, but tells this document when it is done
    m_pool->waitForDone();
}

void PlanDocument::setCatalog(Catalog catalog)
{
    const DataPrepSync sync(this);
    m_catalog = std::move(catalog);
    m_context = std::make_shared<const PlanContext>(m_catalog, m_context->planner.calibrations());
    emit catalogChanged();
    replan();
}

const QVector<CalibrationEntry>& PlanDocument::calibrations() const
{
    return m_context->planner.calibrations();
}

void PlanDocument::setCalibrations(const QVector<CalibrationEntry>& entries)
{
    m_context = std::make_shared<const PlanContext>(m_catalog, entries);
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
    return m_resultContext->planner.profileFor(runtime, m_plannedInput.model).profile;
}

void PlanDocument::edit(const PlanInput& next, const QString& description, int mergeId)
{
    // the Data tab's choices are its own edits (takeDataPrep): a copy of the input taken before one of them must not
    // undo it
    PlanInput after = next;
    after.dataPrep = m_input.dataPrep;
    m_undoStack->push(new InputCommand(this, m_input, after, description, mergeId));
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
    const xla::DataPrepInputs before = m_input.dataPrep;
    m_input = input;
    {
        const DataPrepSync sync(this);
        // the worker plans while the views follow the new input
        const bool started = requestPlan();
        emit inputChanged();
        announcePlan(started);
        // a plan opened or an undo step that restores other Data-tab choices; after the plan, so that a typed host
        // count it restores does not give way to the plan's change
        if (m_dataPrep && input.dataPrep != before && m_dataPrep->inputs() != input.dataPrep)
            m_dataPrep->setInputs(input.dataPrep);
    }
    if (m_dataPrep)
        m_input.dataPrep = m_dataPrep->inputs();
    // what the Data tab did meanwhile is part of the inputs planned (the planner reads no Data-tab choice; the job's
    // input is read on this thread alone)
    if (const std::shared_ptr<PlanJob>& latest = m_next ? m_next : m_running;
        latest && latest->generation == m_generation)
        latest->input.dataPrep = m_input.dataPrep;
}

void PlanDocument::applyDataPrep(const xla::DataPrepInputs& inputs)
{
    {
        const DataPrepSync sync(this);
        if (m_dataPrep->inputs() != inputs)
            m_dataPrep->setInputs(inputs);
    }
    m_input.dataPrep = m_dataPrep->inputs();
}

void PlanDocument::takeDataPrep()
{
    const xla::DataPrepInputs& now = m_dataPrep->inputs();
    // the Data tab following the plan (a typed host count giving way) or being restored: part of that change
    if (m_dataPrepSync > 0) {
        m_input.dataPrep = now;
        return;
    }
    if (now == m_input.dataPrep)
        return;
    PlanInput next = m_input;
    next.dataPrep = now;
    m_undoStack->push(new InputCommand(this, m_input, next, tr("Change data preparation"),
                                       dataPrepMergeId(m_input.dataPrep, now), true));
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
    const DataPrepSync sync(this);
    announcePlan(requestPlan());
}

void PlanDocument::announcePlan(bool started)
{
    emit issuesChanged();
    if (started)
        emit planningChanged(true);
}

bool PlanDocument::requestPlan()
{
    m_issues = computeIssues();
    if (!inputValid()) {
        // the plan in flight, if any, is of the last valid inputs: its results still come, marked stale
        m_resultsStale = true;
        return false;
    }
    // the results shown are no longer those of inputs with issues, only of earlier ones (planning() until the new
    // results arrive)
    m_resultsStale = false;
    auto job = std::make_shared<PlanJob>();
    job->context = m_context;
    job->input = m_input;
    job->run = runInput();
    job->today = m_today;
    job->generation = ++m_generation;
    m_next = job;
    if (m_running)
        return false; // planned when the worker is free (finishPlan): only the latest inputs
    startPlan();
    return true;
}

void PlanDocument::startPlan()
{
    std::shared_ptr<PlanJob> job = std::move(m_next);
    m_running = job;
    m_pool->start([this, job] {
        QElapsedTimer timer;
        timer.start();
        job->result = job->context->planner.plan(job->run, job->today);
        job->milliseconds = double(timer.nsecsElapsed()) / 1.0e6;
        // queued to the GUI thread; dropped with this document (whose destructor waits for the worker)
        QMetaObject::invokeMethod(
            this, [this, job] { finishPlan(job); }, Qt::QueuedConnection);
    });
}

void PlanDocument::finishPlan(const std::shared_ptr<PlanJob>& job)
{
    if (job != m_running)
        return; // already taken by waitForResults()
    m_running.reset();
    if (job->generation != m_generation) {
        startPlan(); // the inputs changed while it ran: its results are dropped, the latest ones planned
        return;
    }
    applyResult(*job);
    if (!m_running)
        emit planningChanged(false);
}

void PlanDocument::waitForResults()
{
    while (m_running) {
        m_pool->waitForDone();
        finishPlan(std::shared_ptr<PlanJob>(m_running)); // a copy: finishPlan() lets go of m_running
    }
}

void PlanDocument::applyResult(PlanJob& job)
{
    // the Data tab follows the new results as part of the change that asked for them
    const DataPrepSync sync(this);
    // the selection follows its candidate into the new results (by identity: the rows are ranked anew)
    const QString key = m_currentCandidate >= 0 && m_currentCandidate < m_result.candidates.size()
        ? candidateKey(m_result.candidates[m_currentCandidate])
        : QString();
    m_plannedInput = job.input;
    m_result = std::move(job.result);
    m_resultContext = job.context;
    m_lastPlanMs = job.milliseconds;
    m_resultsStale = !inputValid();
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
    m_resultContext->planner.simulate(m_result.candidates[row], m_plannedInput, row);
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
