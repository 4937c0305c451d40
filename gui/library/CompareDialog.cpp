// SPDX-License-Identifier: GPL-3.0-or-later
#include "CompareDialog.h"

#include "ComparisonRowsModel.h"
#include "PlanDocument.h"
#include "ResultComparisonModel.h"
#include "plan/PlanJson.h"
#include "store/PlanStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace tpuplan::gui {

namespace {
QTableView* makeTable(QAbstractItemModel* model, const QString& name)
{
    auto* t = new QTableView;
    t->setObjectName(name);
    t->setModel(model);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setWordWrap(false);
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
    t->horizontalHeader()->setStretchLastSection(true);
    t->horizontalHeader()->setHighlightSections(false);
    return t;
}
} // namespace

CompareDialog::CompareDialog(PlanStore* store, QWidget* parent)
    : QDialog(parent)
    , m_store(store)
    , m_inputs(new ComparisonRowsModel(this))
    , m_results(new ResultComparisonModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("compareDialog"));
    setSizeGripEnabled(true);
    resize(1000, 760);

    m_labelA = new QLabel;
    m_labelB = new QLabel;
    m_planA = new QComboBox;
    m_planA->setObjectName(QStringLiteral("comparePlanA"));
    m_planB = new QComboBox;
    m_planB->setObjectName(QStringLiteral("comparePlanB"));
    m_revisionA = new QComboBox;
    m_revisionB = new QComboBox;
    for (QComboBox* box : {m_planA, m_planB}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(24);
    }
    m_labelA->setBuddy(m_planA);
    m_labelB->setBuddy(m_planB);
    m_swap = new QPushButton;
    auto* pick = new QGridLayout;
    pick->addWidget(m_labelA, 0, 0);
    pick->addWidget(m_planA, 0, 1);
    pick->addWidget(m_revisionA, 0, 2);
    pick->addWidget(m_labelB, 1, 0);
    pick->addWidget(m_planB, 1, 1);
    pick->addWidget(m_revisionB, 1, 2);
    pick->addWidget(m_swap, 0, 3, 2, 1);
    pick->setColumnStretch(1, 1);

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("compareError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b71c1c; }"));
    m_error->hide();
    m_onlyDifferences = new QCheckBox;
    auto* summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_onlyDifferences);

    m_proxy->setSourceModel(m_inputs);
    m_proxy->setFilterRole(ComparisonRowsModel::DiffersRole);
    m_proxy->setFilterKeyColumn(0);
    m_inputsTable = makeTable(m_proxy, QStringLiteral("compareInputs"));
    m_inputsTable->setColumnWidth(ComparisonRowsModel::Section, 110);
    m_inputsTable->setColumnWidth(ComparisonRowsModel::Input, 230);
    m_inputsTable->setColumnWidth(ComparisonRowsModel::PlanA, 290);
    m_resultsTable = makeTable(m_results, QStringLiteral("compareResults"));
    m_resultsTable->setColumnWidth(ResultComparisonModel::Result, 230);
    for (int c = ResultComparisonModel::PlanA; c < ResultComparisonModel::Percent; ++c)
        m_resultsTable->setColumnWidth(c, 170);

    m_inputsGroup = new QGroupBox;
    (new QVBoxLayout(m_inputsGroup))->addWidget(m_inputsTable);
    m_resultsGroup = new QGroupBox;
    (new QVBoxLayout(m_resultsGroup))->addWidget(m_resultsTable);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_inputsGroup);
    splitter->addWidget(m_resultsGroup);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({330, 300}); // every result row in view

    m_close = new QPushButton;
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_close);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(pick);
    layout->addLayout(summaryRow);
    layout->addWidget(m_error);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    connect(m_planA, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        if (!m_filling) {
            fillRevisions(A);
            compare();
        }
    });
    connect(m_planB, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        if (!m_filling) {
            fillRevisions(B);
            compare();
        }
    });
    for (QComboBox* box : {m_revisionA, m_revisionB})
        connect(box, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
            if (!m_filling)
                compare();
        });
    connect(m_onlyDifferences, &QCheckBox::toggled, this,
            [this](bool only) { m_proxy->setFilterFixedString(only ? QStringLiteral("true") : QString()); });
    connect(m_swap, &QPushButton::clicked, this, &CompareDialog::swap);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    if (m_store) {
        connect(m_store, &PlanStore::planAdded, this, &CompareDialog::refreshPlans);
        connect(m_store, &PlanStore::planChanged, this, &CompareDialog::refreshPlans);
        connect(m_store, &PlanStore::planRemoved, this, &CompareDialog::refreshPlans);
    }

    retranslateUi();
}

CompareDialog::CompareDialog(PlanDocument* document, PlanStore* store, QWidget* parent)
    : CompareDialog(store, parent)
{
    m_document = document;
    // the comparison is never of a stale copy of the plan in the window
    for (auto signal : {&PlanDocument::resultsChanged, &PlanDocument::savedPlanChanged, &PlanDocument::filePathChanged})
        connect(document, signal, this, [this] {
            if (isVisible())
                followDocument();
        });
    connect(document, &PlanDocument::currentCandidateChanged, this, [this] {
        if (isVisible())
            followDocument();
    });
    followDocument();
}

CompareDialog::~CompareDialog() = default;

void CompareDialog::followDocument()
{
    // the plan in the window as its inputs are now (a plan still running is waited for; its results come again
    // through resultsChanged, which lands here once more)
    m_document->waitForResults();
    QJsonObject candidate;
    if (const Candidate* c = m_document->currentCandidateData())
        candidate = candidateJson(*c);
    setCurrentPlan(m_document->plannedInput(), candidate, m_document->displayName());
}

void CompareDialog::showEvent(QShowEvent* event)
{
    if (m_document)
        followDocument(); // what changed while the dialog was hidden
    QDialog::showEvent(event);
}

void CompareDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void CompareDialog::retranslateUi()
{
    setWindowTitle(tr("Compare Plans"));
    m_labelA->setText(tr("Plan &A:"));
    m_labelB->setText(tr("Plan &B:"));
    m_swap->setText(tr("&Swap"));
    m_swap->setToolTip(tr("Exchanges plan A and plan B"));
    m_onlyDifferences->setText(tr("Only &differences"));
    m_inputsGroup->setTitle(tr("Inputs and chosen setup"));
    m_resultsGroup->setTitle(tr("Results of the chosen candidates"));
    m_close->setText(tr("Close"));
    m_inputs->retranslate();
    m_results->retranslate();
    // the item texts, and the comparison in the new language
    if (m_document)
        followDocument(); // the plan's name too ("Untitled plan")
    else
        refreshPlans();
}

void CompareDialog::setCurrentPlan(const PlanInput& input, const QJsonObject& candidate, const QString& name)
{
    m_currentInput = input;
    m_currentCandidate = candidate;
    m_currentName = name;
    m_hasCurrent = true;
    refreshPlans();
}

void CompareDialog::refreshPlans()
{
    const qint64 idA = planId(A), idB = planId(B);
    const int revA = revision(A), revB = revision(B);
    const bool hadA = m_planA->count() > 0, hadB = m_planB->count() > 0;
    m_filling = true;
    for (QComboBox* box : {m_planA, m_planB}) {
        box->clear();
        if (m_hasCurrent)
            box->addItem(m_currentName.isEmpty() ? tr("Current plan") : tr("Current plan (%1)").arg(m_currentName),
                         qint64(0));
        if (m_store && m_store->isOpen())
            for (const PlanSummary& s : m_store->list())
                box->addItem(s.name, s.id);
    }
    m_filling = false;
    // the first choices: the current plan against the newest saved plan
    const int defaultB = m_planB->count() > 1 ? 1 : 0;
    if (!hadA || !setPlan(A, idA, revA))
        setPlan(A, m_planA->count() > 0 ? m_planA->itemData(0).toLongLong() : 0);
    if (!hadB || !setPlan(B, idB, revB))
        setPlan(B, m_planB->count() > 0 ? m_planB->itemData(defaultB).toLongLong() : 0);
    compare();
}

bool CompareDialog::setPlan(Side side, qint64 id, int revision)
{
    QComboBox* box = planBox(side);
    const int index = box->findData(id);
    if (index < 0)
        return false;
    m_filling = true;
    box->setCurrentIndex(index);
    m_filling = false;
    fillRevisions(side);
    QComboBox* revisions = revisionBox(side);
    const int r = revisions->findData(revision);
    m_filling = true;
    revisions->setCurrentIndex(r < 0 ? 0 : r);
    m_filling = false;
    compare();
    return r >= 0 || revision == 0;
}

qint64 CompareDialog::planId(Side side) const
{
    return planBox(side)->currentData().toLongLong();
}

int CompareDialog::revision(Side side) const
{
    return revisionBox(side)->currentData().toInt();
}

void CompareDialog::fillRevisions(Side side)
{
    QComboBox* revisions = revisionBox(side);
    const qint64 id = planId(side);
    m_filling = true;
    revisions->clear();
    revisions->addItem(tr("Latest"), 0);
    if (id > 0 && m_store && m_store->isOpen()) {
        const QVector<PlanRevision> history = m_store->history(id);
        const QLocale locale;
        for (auto it = history.crbegin(); it != history.crend(); ++it)
            revisions->addItem(
                tr("Revision %1 · %2")
                    .arg(locale.toString(it->revision), locale.toString(it->saved.toLocalTime(), QLocale::ShortFormat)),
                it->revision);
    }
    revisions->setEnabled(id > 0);
    m_filling = false;
}

CompareDialog::Loaded CompareDialog::load(Side side) const
{
    Loaded out;
    const qint64 id = planId(side);
    if (planBox(side)->currentIndex() < 0)
        return out;
    if (id == 0) {
        out.ok = m_hasCurrent;
        out.name = m_currentName.isEmpty() ? tr("Current plan") : m_currentName;
        out.input = m_currentInput;
        out.candidate = m_currentCandidate;
        return out;
    }
    const LoadResult r = m_store->load(id, revision(side));
    if (!r.ok()) {
        out.error = r.message;
        return out;
    }
    out.ok = true;
    out.name = revision(side) > 0 ? tr("%1, revision %2").arg(r.plan.name, QLocale().toString(r.plan.revision))
                                  : r.plan.name;
    out.input = r.plan.input;
    out.candidate = r.plan.candidate;
    return out;
}

void CompareDialog::compare()
{
    if (m_filling)
        return;
    const Loaded a = load(A);
    const Loaded b = load(B);
    QStringList errors;
    for (const Loaded* l : {&a, &b})
        if (!l->error.isEmpty())
            errors << l->error;
    m_error->setText(errors.join(QLatin1Char('\n')));
    m_error->setVisible(!errors.isEmpty());
    if (!a.ok || !b.ok) {
        m_comparison = PlanComparison();
        m_inputs->setRows({});
        m_results->setResults({});
        m_summary->setText(tr("Choose two plans to compare."));
        return;
    }
    m_comparison = comparePlans(a.input, b.input, a.candidate, b.candidate, QLocale());
    m_inputs->setPlanNames(a.name, b.name);
    m_results->setPlanNames(a.name, b.name);
    m_inputs->setRows(m_comparison.inputs + m_comparison.setup);
    m_results->setResults(m_comparison.results);
    const int differing = m_comparison.differingInputs();
    m_summary->setText(differing == 0 ? tr("The inputs of both plans are the same.")
                                      : tr("%n input(s) differ, highlighted below.", nullptr, differing));
}

void CompareDialog::swap()
{
    const qint64 idA = planId(A), idB = planId(B);
    const int revA = revision(A), revB = revision(B);
    setPlan(A, idB, revB);
    setPlan(B, idA, revA);
}

} // namespace tpuplan::gui
