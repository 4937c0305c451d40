// SPDX-License-Identifier: GPL-3.0-or-later
#include "OomFactModel.h"

#include "util/Format.h"

#include <QLocale>

namespace tpuplan::gui {

OomFactModel::OomFactModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void OomFactModel::setFacts(const QVector<OomFact>& facts)
{
    beginResetModel();
    m_facts = facts;
    endResetModel();
}

void OomFactModel::clear()
{
    setFacts({});
}

void OomFactModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int OomFactModel::rowOfKey(const QString& key) const
{
    for (int i = 0; i < m_facts.size(); ++i)
        if (m_facts[i].key == key)
            return i;
    return -1;
}

int OomFactModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_facts.size());
}

int OomFactModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OomFactModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OomFact& f = m_facts[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case What:
            return f.label;
        case AsPrinted:
            return f.raw;
        case GiB:
            return f.known ? formatGiB(f.bytes, QLocale(), 2) : tr("unknown");
        case Line:
            return f.line > 0 ? QLocale().toString(f.line) : QString();
        }
        return {};
    case Qt::ToolTipRole:
        return f.known ? tr("%1 (%2): %3 bytes").arg(f.label, f.key, QLocale().toString(f.bytes, 'f', 0))
                       : tr("%1 (%2): the message does not say").arg(f.label, f.key);
    case Qt::TextAlignmentRole:
        return index.column() == What ? int(Qt::AlignLeft | Qt::AlignVCenter) : int(Qt::AlignRight | Qt::AlignVCenter);
    case KeyRole:
        return f.key;
    case BytesRole:
        return f.bytes;
    default:
        break;
    }
    return {};
}

QVariant OomFactModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case What:
        return tr("The message says");
    case AsPrinted:
        return tr("As printed");
    case GiB:
        return tr("Size");
    case Line:
        return tr("Line");
    }
    return {};
}

} // namespace tpuplan::gui
