// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/PlanStore.h"

#include <QAbstractTableModel>

namespace tpuplan::gui {

// The saved plans of the library as the library window lists them (PlanStore::list() or search(), newest first).
// Dates are shown in local time in the locale; the model only adapts, it reads nothing itself.
class PlanListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Model, Hardware, Revisions, Modified, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // qint64, any column
        NotesRole, // QString, any column
    };

    explicit PlanListModel(QObject* parent = nullptr);

    void setPlans(const QVector<PlanSummary>& plans);
    const QVector<PlanSummary>& plans() const { return m_plans; }
    // The row of the plan with this id, or -1.
    int rowOfId(qint64 id) const;
    const PlanSummary* plan(int row) const;
    // The plan open in the main window is shown in bold (0: none).
    void setCurrentId(qint64 id);
    qint64 currentId() const { return m_currentId; }
    // Headers are translated when asked: call after a language change.
    void retranslate();

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<PlanSummary> m_plans;
    qint64 m_currentId = 0;
};

} // namespace tpuplan::gui
