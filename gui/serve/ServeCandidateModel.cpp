// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeCandidateModel.h"

#include "util/Format.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace tpuplan::gui {

ServeCandidateModel::ServeCandidateModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ServeCandidateModel::setCandidates(const QVector<ServeCandidate>& candidates)
{
    beginResetModel();
    m_candidates = candidates;
    endResetModel();
}

const ServeCandidate* ServeCandidateModel::candidate(int row) const
{
    return row >= 0 && row < m_candidates.size() ? &m_candidates[row] : nullptr;
}

int ServeCandidateModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_candidates.size());
}

int ServeCandidateModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ServeCandidateModel::statusText(const ServeCandidate& c)
{
    if (!c.fits)
        return tr("Does not fit");
    if (!c.meetsTargets)
        return tr("Misses the targets");
    return c.pareto ? tr("Meets · Pareto") : tr("Meets the targets");
}

QVariant ServeCandidateModel::raw(const ServeCandidate& c, int row, int column) const
{
    const bool timed = c.fits && c.timed;
    switch (column) {
    case Rank:
        return row + 1;
    case Job:
        return serveJobText(c);
    case TensorParallel:
        return c.replica.tensorParallel;
    case Precision:
        return servePrecisionId(c.replica.weights);
    case KvPrecision:
        return servePrecisionId(c.replica.kv);
    case Replicas:
        return timed ? QVariant(c.replicas) : QVariant();
    case Batch:
        return timed ? QVariant(c.batchLimit) : QVariant();
    case Tpot:
        return timed ? QVariant(c.point.tpotSeconds) : QVariant();
    case Ttft:
        return timed ? QVariant(c.point.ttftSeconds) : QVariant();
    case OutputTokens:
        return timed ? QVariant(c.outputTokensPerSecond) : QVariant();
    case UsdPerMillion:
        return c.priced && c.usdPerMillionOutput > 0 ? QVariant(c.usdPerMillionOutput) : QVariant();
    case UsdPerHour:
        return c.priced ? QVariant(c.usdPerHour) : QVariant();
    case Status:
        return statusText(c);
    }
    return QVariant();
}

QVariant ServeCandidateModel::display(const ServeCandidate& c, int row, int column) const
{
    const QLocale locale;
    QVariant v = raw(c, row, column);
    switch (column) {
    case Rank:
    case TensorParallel:
    case Replicas:
    case Batch:
        return v.isValid() ? locale.toString(v.toInt()) : QStringLiteral("–");
    case Tpot:
        // seconds shown as milliseconds
        return v.isValid() ? locale.toString(v.toDouble() * 1000.0, 'f', 1) : QStringLiteral("–");
    case Ttft:
        return v.isValid() ? locale.toString(v.toDouble(), 'f', 2) : QStringLiteral("–");
    case OutputTokens:
        return v.isValid() ? formatNumber(v.toDouble(), locale, 0) : QStringLiteral("–");
    case UsdPerMillion:
        if (!c.priced)
            return tr("not listed");
        return v.isValid() ? formatUnitUsd(v.toDouble(), locale) : QStringLiteral("–");
    case UsdPerHour:
        return v.isValid() ? formatUsd(v.toDouble(), locale, 2) : tr("not listed");
    default:
        return v;
    }
}

QVariant ServeCandidateModel::data(const QModelIndex& index, int role) const
{
    const ServeCandidate* c = index.isValid() ? candidate(index.row()) : nullptr;
    if (!c)
        return QVariant();
    const bool usable = c->fits && c->meetsTargets;
    switch (role) {
    case Qt::DisplayRole:
        return display(*c, index.row(), index.column());
    case RawRole:
        return raw(*c, index.row(), index.column());
    case ParetoRole:
        return c->pareto;
    case UsableRole:
        return usable;
    case PricedRole:
        return c->priced;
    case LabelRole:
        return tr("#%1 %2 · %3 · %4")
            .arg(index.row() + 1)
            .arg(serveJobText(*c), servePrecisionId(c->replica.weights), pricingModelId(c->offering.pricing));
    case Qt::ToolTipRole: {
        QStringList lines;
        for (const Reason& r : c->reasons)
            lines << r.text;
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::TextAlignmentRole:
        return index.column() == Job || index.column() == Status ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                                 : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        return usable ? QVariant() : QVariant(QBrush(QColor(Qt::gray)));
    case Qt::FontRole:
        if (c->pareto) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return QVariant();
    }
    return QVariant();
}

QVariant ServeCandidateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank:
        return tr("#");
    case Job:
        return tr("Job");
    case TensorParallel:
        return tr("TP");
    case Precision:
        return tr("Precision");
    case KvPrecision:
        return tr("KV");
    case Replicas:
        return tr("Replicas");
    case Batch:
        return tr("Batch");
    case Tpot:
        return tr("TPOT (ms)");
    case Ttft:
        return tr("TTFT (s)");
    case OutputTokens:
        return tr("Output tok/s");
    case UsdPerMillion:
        return tr("$/M output");
    case UsdPerHour:
        return tr("$/h");
    case Status:
        return tr("Fits / meets");
    }
    return QVariant();
}

} // namespace tpuplan::gui
