// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceDiffModel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace tpuplan::gui {

namespace {
const Price& shown(const PriceDiffEntry& e)
{
    return e.kind == PriceDiffEntry::Kind::Gone ? e.before : e.after;
}
} // namespace

PriceDiffModel::PriceDiffModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void PriceDiffModel::setDiff(const PriceDiff& diff)
{
    beginResetModel();
    m_entries.clear();
    for (PriceDiffEntry::Kind k : {PriceDiffEntry::Kind::Changed, PriceDiffEntry::Kind::Added,
                                   PriceDiffEntry::Kind::Gone, PriceDiffEntry::Kind::Unchanged})
        m_entries << diff.ofKind(k);
    endResetModel();
}

void PriceDiffModel::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

void PriceDiffModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_entries.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_entries.size()) - 1, ColumnCount - 1));
}

const PriceDiffEntry* PriceDiffModel::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr;
}

int PriceDiffModel::rowOf(const QString& hardware, const QString& region, const QString& pricing) const
{
    for (int i = 0; i < m_entries.size(); ++i) {
        const Price& p = shown(m_entries[i]);
        if (p.hardware == hardware && p.region == region && pricingModelId(p.pricing) == pricing)
            return i;
    }
    return -1;
}

QString PriceDiffModel::kindName(PriceDiffEntry::Kind kind)
{
    switch (kind) {
    case PriceDiffEntry::Kind::Added:
        return tr("new");
    case PriceDiffEntry::Kind::Changed:
        return tr("changed");
    case PriceDiffEntry::Kind::Unchanged:
        return tr("unchanged");
    case PriceDiffEntry::Kind::Gone:
        return tr("gone");
    }
    return {};
}

QString PriceDiffModel::money(double usd)
{
    const QLocale loc;
    QString s = loc.toString(std::abs(usd), 'f', 5);
    const int point = s.lastIndexOf(loc.decimalPoint());
    while (point >= 0 && s.size() - point > 3 && s.endsWith(loc.zeroDigit()))
        s.chop(1);
    return tr("%1$%2").arg(usd < 0 ? loc.negativeSign() : QString(), s);
}

int PriceDiffModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int PriceDiffModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceDiffModel::display(const PriceDiffEntry& e, int column) const
{
    const Price& p = shown(e);
    const QLocale loc;
    switch (column) {
    case Change:
        return kindName(e.kind);
    case Hardware:
        return p.hardware;
    case Region:
        return p.region;
    case Pricing:
        return pricingModelId(p.pricing);
    case OldPrice:
        return e.kind == PriceDiffEntry::Kind::Added ? QString() : money(e.oldUsdPerHour);
    case NewPrice:
        return e.kind == PriceDiffEntry::Kind::Gone ? QString() : money(e.newUsdPerHour);
    case Delta:
        if (e.kind != PriceDiffEntry::Kind::Changed)
            return QString();
        return (e.deltaUsdPerHour() >= 0 ? loc.positiveSign() : QString()) + money(e.deltaUsdPerHour());
    case DeltaPercent:
        if (e.kind != PriceDiffEntry::Kind::Changed)
            return QString();
        return (e.deltaPercent() >= 0 ? loc.positiveSign() : QString()) + loc.toString(e.deltaPercent(), 'f', 1)
            + loc.percent();
    case Per:
        if (e.comparedPer == QLatin1String("chip"))
            return tr("per chip");
        if (e.comparedPer == QLatin1String("gpu"))
            return tr("per GPU");
        return tr("per slice");
    case Note: {
        QStringList notes;
        if (e.older)
            notes << tr("older: imported price of %1, current one of %2")
                         .arg(loc.toString(e.after.asOf, QLocale::ShortFormat),
                              loc.toString(e.before.asOf, QLocale::ShortFormat));
        if (e.kind == PriceDiffEntry::Kind::Unchanged && e.detailsChanged)
            notes << tr("restated: now cites the import");
        if (e.kind == PriceDiffEntry::Kind::Gone)
            notes << tr("imported %1, no longer in the file")
                         .arg(loc.toString(e.before.importedOn, QLocale::ShortFormat));
        if (!p.note.isEmpty() && e.kind != PriceDiffEntry::Kind::Gone)
            notes << p.note;
        return notes.join(QStringLiteral("; "));
    }
    }
    return {};
}

QVariant PriceDiffModel::raw(const PriceDiffEntry& e, int column) const
{
    switch (column) {
    case OldPrice:
        return e.oldUsdPerHour;
    case NewPrice:
        return e.newUsdPerHour;
    case Delta:
        return e.deltaUsdPerHour();
    case DeltaPercent:
        return e.deltaPercent();
    default:
        return display(e, column);
    }
}

QVariant PriceDiffModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PriceDiffEntry& e = m_entries[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(e, column);
    case RawRole:
        return raw(e, column);
    case KindRole:
        return int(e.kind);
    case KeyRole:
        return e.key();
    case Qt::ToolTipRole: {
        const Price& p = shown(e);
        if (column == Note)
            return display(e, Note);
        const QLocale loc;
        QString tip = tr("%1 · %2 · %3\nsource %4, as of %5")
                          .arg(p.hardware, p.region, pricingModelId(p.pricing), p.source,
                               loc.toString(p.asOf, QLocale::ShortFormat));
        if (e.kind == PriceDiffEntry::Kind::Changed || e.kind == PriceDiffEntry::Kind::Unchanged)
            tip += QLatin1Char('\n')
                + tr("now: %1, source %2, as of %3")
                      .arg(money(e.before.usdPerHour), e.before.source,
                           loc.toString(e.before.asOf, QLocale::ShortFormat));
        return tip;
    }
    case Qt::TextAlignmentRole:
        return column >= OldPrice && column <= DeltaPercent ? int(Qt::AlignRight | Qt::AlignVCenter)
                                                            : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if ((column == Delta || column == DeltaPercent) && e.kind == PriceDiffEntry::Kind::Changed)
            return QBrush(e.deltaUsdPerHour() > 0 ? QColor(0xb7, 0x1c, 0x1c) : QColor(0x1b, 0x5e, 0x20));
        if (e.kind == PriceDiffEntry::Kind::Unchanged || e.kind == PriceDiffEntry::Kind::Gone)
            return QBrush(QColor(0x75, 0x75, 0x75));
        if (column == Note && e.older)
            return QBrush(QColor(0xb0, 0x50, 0x00));
        return {};
    case Qt::FontRole:
        if (column == Change && e.kind != PriceDiffEntry::Kind::Unchanged) {
            QFont f;
            f.setBold(true);
            return f;
        }
        if (e.kind == PriceDiffEntry::Kind::Gone) {
            QFont f;
            f.setStrikeOut(column == NewPrice || column == OldPrice);
            return f;
        }
        return {};
    default:
        break;
    }
    return {};
}

QVariant PriceDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Change:
        return tr("Change");
    case Hardware:
        return tr("Hardware");
    case Region:
        return tr("Region");
    case Pricing:
        return tr("Pricing");
    case OldPrice:
        return tr("Now (USD/h)");
    case NewPrice:
        return tr("Imported (USD/h)");
    case Delta:
        return tr("Difference");
    case DeltaPercent:
        return tr("Difference (%)");
    case Per:
        return tr("Compared");
    case Note:
        return tr("Note");
    }
    return {};
}

} // namespace tpuplan::gui
