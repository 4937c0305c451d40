// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/Planner.h"

#include <QAbstractTableModel>
#include <QLocale>

namespace tpuplan::gui {

// The ranked candidates of a plan, one row each, in core's order. DisplayRole is formatted for people (QLocale);
// RawRole gives the number behind a cell (for sorting and for the charts), so that nothing is parsed back. The step
// time, expected time and expected cost show the time model's calibration band after the point; RawRole stays the
// point. Where the offering's price is not publicly listed every cost cell reads so (in italics), and the costs'
// RawRole and ExpectedCostRole are invalid: such a row sorts after every priced one by cost, never as free.
class CandidateTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Rank,
        Hardware,
        Mesh,
        Region,
        Pricing,
        Precision,
        Checkpointing,
        BatchSplit,
        MemoryPerDevice,
        Fits,
        StepTime,
        Mfu,
        TotalTime,
        ExpectedTime,
        Cost,
        ExpectedCost,
        Pareto,
        ColumnCount
    };
    enum Role {
        RawRole = Qt::UserRole + 1, // double / int / bool / QString behind the cell
        ExpectedHoursRole, // any column: the row's expected hours (x of the cost-time chart)
        ExpectedCostRole, // any column: the row's expected cost in USD (y); invalid where the price is not listed
        BandLowRole, // any column: QPointF(low end of expectedHoursBand, of expectedCostBand): the calibration band
                     // (its cost meaningless where the price is not listed)
        BandHighRole, // any column: the same at the band's high end
        BandTextRole, // any column: expected time and cost with their bands, in words
        FitsRole, // any column: fits with the safety margin
        WithinConstraintsRole, // any column: meets the deadline and the budget
        ParetoRole, // any column: on the Pareto front
        KeyRole, // any column: candidateKey(), which identifies the candidate across replans and saves
        LabelRole, // any column: a one-line name ("#1 v2-8 · colab · colab-free · fp32 · selective")
        ReasonsRole, // any column: the reasons in words (QStringList)
        PricedRole // any column: false where the offering's price is not publicly listed (every cost unknown)
    };

    explicit CandidateTableModel(QObject* parent = nullptr);

    void setCandidates(const QVector<Candidate>& candidates);
    // The plan's loss chunks and optimizer: a candidate that runs others took them as search levers, which its
    // checkpointing cell names ("+loss×8", "+adamw-8bit").
    void setPlanChoices(int lossChunks, OptimizerKind optimizer);
    // One candidate changed in place (its preemption spread was simulated, say).
    void updateCandidate(int row, const Candidate& candidate);
    const QVector<Candidate>& candidates() const { return m_candidates; }
    const Candidate* candidate(int row) const;
    // The row of the candidate with this key, or -1.
    int rowOfKey(const QString& key) const;

    static QString labelOf(const Candidate& c, int rank);
    // "FSDP · fsdp 8 × tensor 1", with the host offload when there is one: how the job shares the model.
    static QString meshLabel(const Candidate& c);
    // "qkv_proj_offloaded +loss×8 +adamw-8bit": the checkpointing (a custom placement as "custom") and the levers the
    // search took beyond the plan's loss chunks and optimizer
    static QString checkpointingCell(const Candidate& c, int planLossChunks, OptimizerKind planOptimizer);
    // The memory outside the device total: the activations the checkpointing placement offloads and the paged
    // optimizer's states, one line each ("paged optimizer states 15.0 GiB, outside the device total")
    static QStringList outsideDeviceNotes(const Candidate& c);
    // "$88.16 ($76–$106)": the expected cost with its calibration band (whole dollars from $10 on), or costText's
    // words where the candidate's price is not listed.
    static QString expectedCostText(const Candidate& c, const QLocale& locale);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const Candidate& c, int row, int column) const;
    QVariant raw(const Candidate& c, int row, int column) const;
    QVariant toolTip(const Candidate& c, int column) const;

    QVector<Candidate> m_candidates;
    int m_planLossChunks = 1;
    OptimizerKind m_planOptimizer = OptimizerKind::AdamW;
};

} // namespace tpuplan::gui
