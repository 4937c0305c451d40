// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReadinessModel.h"

#include <QBrush>
#include <QColor>

namespace tpuplan::gui {

ReadinessModel::ReadinessModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    recompute();
}

bool ReadinessModel::isAnswerable(const QString& id)
{
    return xla::answerableReadinessIds().contains(id);
}

void ReadinessModel::setFacts(const xla::ReadinessInput& facts)
{
    m_facts = facts;
    recompute();
}

xla::ReadinessInput ReadinessModel::input() const
{
    xla::ReadinessInput in = m_facts;
    xla::applyAnswers(in, m_answers);
    return in;
}

std::optional<bool> ReadinessModel::answer(const QString& id) const
{
    if (!m_answers.contains(id))
        return std::nullopt;
    return m_answers.value(id);
}

void ReadinessModel::setAnswer(const QString& id, std::optional<bool> satisfied)
{
    if (!isAnswerable(id) || answer(id) == satisfied)
        return;
    if (satisfied)
        m_answers.insert(id, *satisfied);
    else
        m_answers.remove(id);
    recompute();
    emit answersChanged();
}

void ReadinessModel::recompute()
{
    const QVector<xla::ReadinessItem> items = xla::readinessChecklist(input());
    if (items.size() == m_items.size()) {
        // a fixed list: refresh in place, so that views keep their selection and scroll position
        m_items = items;
        if (!m_items.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_items.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_items = items;
    endResetModel();
}

void ReadinessModel::retranslate()
{
    recompute();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int ReadinessModel::rowOf(const QString& id) const
{
    for (int i = 0; i < m_items.size(); ++i)
        if (m_items[i].id == id)
            return i;
    return -1;
}

int ReadinessModel::countSatisfied(xla::Satisfied s) const
{
    return int(
        std::count_if(m_items.begin(), m_items.end(), [s](const xla::ReadinessItem& it) { return it.satisfied == s; }));
}

int ReadinessModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int ReadinessModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReadinessModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const xla::ReadinessItem& it = m_items[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (column == Status) {
            switch (it.satisfied) {
            case xla::Satisfied::Yes:
                return tr("✓ yes");
            case xla::Satisfied::No:
                return tr("✗ no");
            case xla::Satisfied::Unknown:
                break;
            }
            return tr("? unknown");
        }
        return column == Item ? it.title : it.explanation;
    case Qt::ToolTipRole:
        if (column == Item && isAnswerable(it.id))
            return tr("%1\n\nTick it when it holds for your run, clear it when it does not; half-ticked: not known.\n"
                      "Source: %2")
                .arg(it.title, it.source);
        return tr("%1\n\nSource: %2").arg(column == Explanation ? it.explanation : it.title, it.source);
    case Qt::ForegroundRole:
        if (column != Status)
            return {};
        switch (it.satisfied) {
        case xla::Satisfied::Yes:
            return QBrush(QColor(0x1b, 0x5e, 0x20));
        case xla::Satisfied::No:
            return QBrush(QColor(0xb7, 0x1c, 0x1c));
        case xla::Satisfied::Unknown:
            break;
        }
        return QBrush(QColor(0x75, 0x75, 0x75));
    case Qt::CheckStateRole:
        if (column != Item || !isAnswerable(it.id))
            return {};
        if (const auto a = answer(it.id))
            return *a ? Qt::Checked : Qt::Unchecked;
        return Qt::PartiallyChecked;
    case SatisfiedRole:
        return int(it.satisfied);
    case IdRole:
        return it.id;
    default:
        break;
    }
    return {};
}

bool ReadinessModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::CheckStateRole || !index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || index.column() != Item || !isAnswerable(m_items[index.row()].id))
        return false;
    const auto state = Qt::CheckState(value.toInt());
    setAnswer(m_items[index.row()].id,
              state == Qt::PartiallyChecked ? std::nullopt : std::optional<bool>(state == Qt::Checked));
    return true;
}

Qt::ItemFlags ReadinessModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == Item && isAnswerable(m_items[index.row()].id))
        f |= Qt::ItemIsUserCheckable | Qt::ItemIsUserTristate;
    return f;
}

QVariant ReadinessModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Status:
        return tr("Ready");
    case Item:
        return tr("Item");
    case Explanation:
        return tr("Why, with the plan's numbers");
    }
    return {};
}

} // namespace tpuplan::gui
