// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultComparisonModel.h"

#include "ComparisonRowsModel.h"

#include <QColor>
#include <QFont>

namespace tpuplan::gui {

namespace {
QVariant optionalValue(const std::optional<double>& v)
{
    return v ? QVariant(*v) : QVariant();
}
} // namespace

ResultComparisonModel::ResultComparisonModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ResultComparisonModel::setResults(const QVector<ResultComparison>& results)
{
    beginResetModel();
    m_results = results;
    endResetModel();
}

void ResultComparisonModel::setPlanNames(const QString& a, const QString& b)
{
    m_nameA = a;
    m_nameB = b;
    emit headerDataChanged(Qt::Horizontal, PlanA, PlanB);
}

int ResultComparisonModel::rowOfKey(const QString& key) const
{
    for (int i = 0; i < m_results.size(); ++i)
        if (m_results[i].key == key)
            return i;
    return -1;
}

void ResultComparisonModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int ResultComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

int ResultComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResultComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_results.size())
        return {};
    const ResultComparison& r = m_results[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Result:
            return r.label;
        case PlanA:
            return r.a ? r.textA : tr("—");
        case PlanB:
            return r.b ? r.textB : tr("—");
        case Difference:
            return r.textDifference;
        case Percent:
            return r.textPercent;
        default:
            return {};
        }
    case RawRole:
        switch (index.column()) {
        case PlanA:
            return optionalValue(r.a);
        case PlanB:
            return optionalValue(r.b);
        case Difference:
            return optionalValue(r.difference);
        case Percent:
            return optionalValue(r.percent);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == Result ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        if (index.column() == PlanA && !r.a)
            return tr("Plan A has no chosen candidate");
        if (index.column() == PlanB && !r.b)
            return tr("Plan B has no chosen candidate");
        return {};
    case Qt::BackgroundRole:
        return r.differs ? QVariant(ComparisonRowsModel::differsBackground()) : QVariant();
    case Qt::FontRole:
        if (r.differs && index.column() != Result) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case DiffersRole:
        return r.differs;
    case KeyRole:
        return r.key;
    default:
        return {};
    }
}

QVariant ResultComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Result:
        return tr("Result");
    case PlanA:
        return m_nameA.isEmpty() ? tr("Plan A") : tr("A: %1").arg(m_nameA);
    case PlanB:
        return m_nameB.isEmpty() ? tr("Plan B") : tr("B: %1").arg(m_nameB);
    case Difference:
        return tr("A − B");
    case Percent:
        return tr("(A − B) / B");
    default:
        return {};
    }
}

} // namespace tpuplan::gui
