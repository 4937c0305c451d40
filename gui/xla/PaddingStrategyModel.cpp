// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaddingStrategyModel.h"

#include "util/Format.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace tpuplan::gui {

PaddingStrategyModel::PaddingStrategyModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void PaddingStrategyModel::setReport(const xla::PaddingReport& report, const xla::Recommendation& recommendation)
{
    beginResetModel();
    m_results = report.results;
    m_recommended = recommendation.index;
    endResetModel();
}

void PaddingStrategyModel::clear()
{
    beginResetModel();
    m_results.clear();
    m_recommended = -1;
    endResetModel();
}

void PaddingStrategyModel::retranslate()
{
    // a bar model mapper reads the header of its columns into bar sets that exist only when there are rows
    // (QBarModelMapper crashes on a header change of an empty model, Qt 5.15)
    if (!m_results.isEmpty()) {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        emit headerDataChanged(Qt::Vertical, 0, int(m_results.size()) - 1);
        emit dataChanged(index(0, 0), index(int(m_results.size()) - 1, ColumnCount - 1));
    }
}

QString PaddingStrategyModel::labelOf(const xla::PaddingResult& r)
{
    QString label = xla::strategyLabel(r.strategy);
    if (r.strategy.kind == xla::PaddingKind::PadToMax)
        label = tr("%1 (%2)").arg(label, formatCount(r.paddedLength));
    return label;
}

QString PaddingStrategyModel::shortLabelOf(const xla::PaddingResult& r)
{
    const xla::PaddingStrategy& st = r.strategy;
    switch (st.kind) {
    case xla::PaddingKind::PadToMax:
        return tr("longest (%1)").arg(formatCount(r.paddedLength));
    case xla::PaddingKind::FixedLength:
        return tr("fixed %1").arg(formatCount(st.length));
    case xla::PaddingKind::PadToMultiple:
        return tr("multiple of %1").arg(formatCount(st.length));
    case xla::PaddingKind::Buckets:
        return tr("%1 buckets").arg(formatCount(st.boundaries.size()));
    case xla::PaddingKind::Packing:
        return tr("packing %1").arg(formatCount(st.length));
    }
    return labelOf(r);
}

int PaddingStrategyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

int PaddingStrategyModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PaddingStrategyModel::display(const xla::PaddingResult& r, int column) const
{
    switch (column) {
    case Strategy:
        return labelOf(r);
    case Shapes:
        // a per-batch multiple gives an expected number of shapes for random batches
        return r.strategy.kind == xla::PaddingKind::PadToMultiple ? tr("~%1").arg(formatCount(r.shapes))
                                                                  : formatCount(r.shapes);
    case PaddedShare:
        return formatPercent(r.paddedShare);
    case RealTokensPerStep:
        return formatNumber(r.realTokensPerStep, 0);
    case ThroughputCost:
        return tr("+%1").arg(formatPercent(r.throughputCost));
    case Truncated:
        return r.truncatedTokens > 0 ? formatCount(r.truncatedTokens) : tr("–");
    case ChartOthers:
    case ChartRecommended:
        break;
    }
    return {};
}

QVariant PaddingStrategyModel::raw(const xla::PaddingResult& r, int row, int column) const
{
    switch (column) {
    case Strategy:
        return labelOf(r);
    case Shapes:
        return r.shapes;
    case PaddedShare:
        return r.paddedShare;
    case RealTokensPerStep:
        return r.realTokensPerStep;
    case ThroughputCost:
        return r.throughputCost;
    case Truncated:
        return r.truncatedTokens;
    case ChartOthers:
        return row == m_recommended ? 0.0 : r.paddedPercent();
    case ChartRecommended:
        return row == m_recommended ? r.paddedPercent() : 0.0;
    }
    return {};
}

QVariant PaddingStrategyModel::toolTip(const xla::PaddingResult& r, int row, int column) const
{
    switch (column) {
    case Strategy: {
        QString tip = labelOf(r);
        if (row == m_recommended)
            tip = tr("%1 — recommended").arg(tip);
        return tip;
    }
    case Shapes: {
        QStringList shapes;
        for (const xla::ShapeShare& s : r.shapeShares.mid(0, 12))
            shapes << tr("%1 tokens: %2 of the steps").arg(formatCount(s.length), formatPercent(s.share));
        if (r.shapeShares.size() > 12)
            shapes << tr("… %n more", nullptr, int(r.shapeShares.size() - 12));
        return tr("Distinct input shapes in one epoch: each one is an XLA compilation.\n%1")
            .arg(shapes.join(QLatin1Char('\n')));
    }
    case PaddedShare:
        return tr("Share of the computed tokens that are padding");
    case RealTokensPerStep:
        return tr("Real (not padding) tokens one step of %n sequence(s) trains on", nullptr, r.batch);
    case ThroughputCost:
        return tr("Extra compute per real token: +100% would halve the training throughput");
    case Truncated:
        return r.truncatedTokens > 0 ? tr("%1 tokens of %2 sequences are cut off")
                                           .arg(formatCount(r.truncatedTokens), formatCount(r.truncatedSequences))
                                     : tr("No token is cut off");
    default:
        break;
    }
    return {};
}

QVariant PaddingStrategyModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const xla::PaddingResult& r = m_results[row];
    const bool recommended = row == m_recommended;
    switch (role) {
    case Qt::DisplayRole:
        // the chart columns hold plain numbers: QVBarModelMapper reads DisplayRole
        return isChartColumn(column) ? raw(r, row, column) : display(r, column);
    case RawRole:
    case Qt::EditRole:
        return raw(r, row, column);
    case RecommendedRole:
        return recommended;
    case StrategyIdRole:
        return r.strategy.id();
    case Qt::ToolTipRole:
        return toolTip(r, row, column);
    case Qt::TextAlignmentRole:
        return column == Strategy ? int(Qt::AlignLeft | Qt::AlignVCenter) : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (recommended) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        return recommended ? QBrush(QColor(0xe3, 0xf4, 0xe1)) : QVariant();
    case Qt::ForegroundRole:
        if (column == Truncated && r.truncatedTokens > 0)
            return QBrush(QColor(0xb7, 0x1c, 0x1c));
        return {};
    default:
        break;
    }
    return {};
}

QVariant PaddingStrategyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_results.size())
            return {};
        if (role == Qt::DisplayRole)
            return shortLabelOf(m_results[section]);
        if (role == Qt::ToolTipRole)
            return labelOf(m_results[section]);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Shapes:
            return tr("Distinct input shapes in one epoch: each one is an XLA compilation (~: expected for random "
                      "batches)");
        case PaddedShare:
            return tr("Share of the computed tokens that are padding");
        case RealTokensPerStep:
            return tr("Real (not padding) tokens one step trains on");
        case ThroughputCost:
            return tr("Extra compute per real token: +100% would halve the training throughput");
        case Truncated:
            return tr("Tokens cut off by the strategy");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Strategy:
        return tr("Strategy");
    case Shapes:
        return tr("Shapes");
    case PaddedShare:
        return tr("Padding");
    case RealTokensPerStep:
        return tr("Real tokens/step");
    case ThroughputCost:
        return tr("Throughput cost");
    case Truncated:
        return tr("Truncated");
    case ChartOthers:
        return tr("Padding (% of computed tokens)");
    case ChartRecommended:
        return tr("Recommended");
    }
    return {};
}

} // namespace tpuplan::gui
