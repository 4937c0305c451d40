// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanListModel.h"

#include <QFont>
#include <QLocale>

namespace tpuplan::gui {

PlanListModel::PlanListModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void PlanListModel::setPlans(const QVector<PlanSummary>& plans)
{
    beginResetModel();
    m_plans = plans;
    endResetModel();
}

int PlanListModel::rowOfId(qint64 id) const
{
    for (int i = 0; i < m_plans.size(); ++i)
        if (m_plans[i].id == id)
            return i;
    return -1;
}

const PlanSummary* PlanListModel::plan(int row) const
{
    return row >= 0 && row < m_plans.size() ? &m_plans[row] : nullptr;
}

void PlanListModel::setCurrentId(qint64 id)
{
    if (id == m_currentId)
        return;
    const int before = rowOfId(m_currentId);
    m_currentId = id;
    for (int row : {before, rowOfId(id)})
        if (row >= 0)
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole});
}

void PlanListModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_plans.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_plans.size()) - 1, ColumnCount - 1));
}

int PlanListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_plans.size());
}

int PlanListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlanListModel::data(const QModelIndex& index, int role) const
{
    const PlanSummary* p = index.isValid() ? plan(index.row()) : nullptr;
    if (!p)
        return {};
    switch (role) {
    case IdRole:
        return p->id;
    case NotesRole:
        return p->notes;
    case Qt::ToolTipRole:
        return p->notes.isEmpty() ? QVariant() : QVariant(p->notes);
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return p->name;
        case Model:
            return p->model;
        case Hardware:
            return p->hardware.isEmpty() ? tr("any") : p->hardware;
        case Revisions:
            return QLocale().toString(p->latestRevision);
        case Modified:
            return QLocale().toString(p->modified.toLocalTime(), QLocale::ShortFormat);
        default:
            return {};
        }
    case Qt::FontRole:
        if (p->id == m_currentId) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == Revisions ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    default:
        return {};
    }
}

QVariant PlanListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Model:
        return tr("Model");
    case Hardware:
        return tr("Hardware");
    case Revisions:
        return tr("Revisions");
    case Modified:
        return tr("Modified");
    default:
        return {};
    }
}

} // namespace tpuplan::gui
