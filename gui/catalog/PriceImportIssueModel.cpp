// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceImportIssueModel.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace tpuplan::gui {

PriceImportIssueModel::PriceImportIssueModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void PriceImportIssueModel::setIssues(const QVector<PriceImportIssue>& issues)
{
    beginResetModel();
    m_issues = issues;
    endResetModel();
}

void PriceImportIssueModel::clear()
{
    setIssues({});
}

void PriceImportIssueModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_issues.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_issues.size()) - 1, ColumnCount - 1));
}

QString PriceImportIssueModel::kindName(PriceImportIssue::Kind kind)
{
    switch (kind) {
    case PriceImportIssue::Kind::Unmapped:
        return tr("not mapped");
    case PriceImportIssue::Kind::Rejected:
        return tr("rejected");
    case PriceImportIssue::Kind::Warning:
        return tr("imported, with a warning");
    }
    return {};
}

int PriceImportIssueModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_issues.size());
}

int PriceImportIssueModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceImportIssueModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PriceImportIssue& i = m_issues[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Kind:
            return kindName(i.kind);
        case Line:
            return i.line > 0 ? QLocale().toString(i.line) : QString();
        case Item:
            return i.item;
        case Reason:
            return i.message;
        }
        return {};
    case Qt::ToolTipRole:
        return index.column() == Reason || index.column() == Item ? i.message : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Line ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (index.column() != Kind)
            return {};
        return QBrush(i.kind == PriceImportIssue::Kind::Warning ? QColor(0xb0, 0x50, 0x00) : QColor(0xb7, 0x1c, 0x1c));
    case KindRole:
        return int(i.kind);
    case ReasonIdRole:
        return priceImportIssueReasonId(i.reason);
    default:
        break;
    }
    return {};
}

QVariant PriceImportIssueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Kind:
        return tr("What");
    case Line:
        return tr("Line");
    case Item:
        return tr("Row");
    case Reason:
        return tr("Why");
    }
    return {};
}

} // namespace tpuplan::gui
