// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "serve/ServePlanner.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The ranked configurations of a serving plan (ServePlanResult::candidates), one row each, in core's order: a thin
// model that formats core's numbers for people (QLocale). RawRole gives the number behind a cell (for sorting and the
// charts); where the price is not listed the cost cells say so and their RawRole is invalid.
class ServeCandidateModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Rank,
        Job,
        TensorParallel,
        Precision,
        KvPrecision,
        Replicas,
        Batch,
        Tpot,
        Ttft,
        OutputTokens,
        UsdPerMillion,
        UsdPerHour,
        Status,
        ColumnCount
    };
    enum Role {
        RawRole = Qt::UserRole + 1,
        ParetoRole, // any column: on the Pareto front of cost against TPOT
        UsableRole, // any column: fits and meets the targets
        PricedRole, // any column: the price is listed
        LabelRole // any column: "#1 v6e-8, TP 8 · fp8 · on-demand"
    };

    explicit ServeCandidateModel(QObject* parent = nullptr);

    void setCandidates(const QVector<ServeCandidate>& candidates);
    const QVector<ServeCandidate>& candidates() const { return m_candidates; }
    const ServeCandidate* candidate(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "Fits, meets the targets", "Fits, misses the targets", "Does not fit"
    static QString statusText(const ServeCandidate& c);

private:
    QVariant display(const ServeCandidate& c, int row, int column) const;
    QVariant raw(const ServeCandidate& c, int row, int column) const;

    QVector<ServeCandidate> m_candidates;
};

} // namespace tpuplan::gui
