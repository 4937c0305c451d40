// SPDX-License-Identifier: GPL-3.0-or-later
#include "CandidateTableModel.h"

#include "plan/CandidateKey.h"
#include "time/StepText.h"
#include "util/Format.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QPointF>

#include <utility>

namespace tpuplan::gui {

CandidateTableModel::CandidateTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void CandidateTableModel::setCandidates(const QVector<Candidate>& candidates)
{
    beginResetModel();
    m_candidates = candidates;
    endResetModel();
}

void CandidateTableModel::updateCandidate(int row, const Candidate& candidate)
{
    if (row < 0 || row >= m_candidates.size())
        return;
    // copy, then swap into place: GCC 12 inlines a plain copy-assignment into the QVector's storage and warns
    // (-Wstringop-overflow, a false positive on the shared empty array it cannot rule out after detach())
    Candidate copy(candidate);
    std::swap(m_candidates[row], copy);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void CandidateTableModel::setPlanChoices(int lossChunks, OptimizerKind optimizer)
{
    m_planLossChunks = lossChunks;
    m_planOptimizer = optimizer;
    if (!m_candidates.isEmpty())
        emit dataChanged(index(0, Checkpointing), index(int(m_candidates.size()) - 1, Checkpointing));
}

QString CandidateTableModel::checkpointingCell(const Candidate& c, int planLossChunks, OptimizerKind planOptimizer)
{
    QString cell = c.checkpointing.kind == CheckpointingKind::Custom ? QStringLiteral("custom")
                                                                     : checkpointingId(c.checkpointing);
    if (planLossChunks == 0 && c.lossChunks > 1)
        cell += tr(" +loss×%1").arg(c.lossChunks);
    if (c.optimizer != planOptimizer)
        cell += QStringLiteral(" +") + optimizerId(c.optimizer);
    return cell;
}

QStringList CandidateTableModel::outsideDeviceNotes(const Candidate& c)
{
    const QLocale loc;
    QStringList out;
    const ActivationDetail& a = c.memory.activation;
    if (a.offloadedAcrossLayers > 0)
        out << tr("activations offloaded by checkpointing %1, on the host")
                   .arg(formatGiB(a.factor * a.offloadedAcrossLayers, loc));
    if (c.memory.sharding.pagedOptimizer > 0)
        out << tr("paged optimizer states %1, outside the device total")
                   .arg(formatGiB(c.memory.sharding.pagedOptimizer, loc));
    return out;
}

const Candidate* CandidateTableModel::candidate(int row) const
{
    return row >= 0 && row < m_candidates.size() ? &m_candidates[row] : nullptr;
}

int CandidateTableModel::rowOfKey(const QString& key) const
{
    for (int i = 0; i < m_candidates.size(); ++i)
        if (candidateKey(m_candidates[i]) == key)
            return i;
    return -1;
}

QString CandidateTableModel::labelOf(const Candidate& c, int rank)
{
    return tr("#%1 %2 · %3 · %4 · %5 · %6")
        .arg(rank)
        .arg(jobText(c), c.offering.region, pricingModelId(c.offering.pricing), precisionId(c.precision),
             checkpointingId(c.checkpointing));
}

QString CandidateTableModel::meshLabel(const Candidate& c)
{
    // one device has no mesh to speak of: its strategy (and offload) alone
    const QString mesh = c.mesh.devices() > 1
        ? tr("%1 · %2").arg(shardingStrategyLabel(c.mesh.strategy), meshText(c.mesh))
        : shardingStrategyLabel(c.mesh.strategy);
    return c.offload.any() ? tr("%1 · offload %2").arg(mesh, offloadId(c.offload)) : mesh;
}

QString CandidateTableModel::expectedCostText(const Candidate& c, const QLocale& locale)
{
    if (!c.priced)
        return costText(c, c.expectedCostUsd, locale);
    // the band's ends in whole dollars from $10 on: its cents mean nothing, and the column stays narrow
    const int decimals = c.expectedCostUsd >= 10 ? 0 : -1;
    return usdWithBand(c.expectedCostUsd, c.expectedCostBand, locale, decimals);
}

int CandidateTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_candidates.size();
}

int CandidateTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CandidateTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Candidate& c = m_candidates[row];
    switch (role) {
    case Qt::DisplayRole:
        return display(c, row, index.column());
    case RawRole:
        return raw(c, row, index.column());
    case Qt::ToolTipRole:
        return toolTip(c, index.column());
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Rank:
        case MemoryPerDevice:
        case StepTime:
        case Mfu:
        case TotalTime:
        case ExpectedTime:
        case Cost:
        case ExpectedCost:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Fits:
        case Pareto:
        case BatchSplit:
            return int(Qt::AlignCenter);
        default:
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ForegroundRole:
        if (!c.fits)
            return QBrush(index.column() == Fits ? QColor(0xc6, 0x28, 0x28) : QColor(0x80, 0x80, 0x80));
        if (!c.withinConstraints)
            return QBrush(QColor(0x80, 0x80, 0x80));
        if (index.column() == Fits)
            return QBrush(QColor(0x2e, 0x7d, 0x32));
        if (index.column() == Pareto)
            return QBrush(QColor(0xe6, 0x6c, 0x00));
        if (c.stalePrice && (index.column() == Cost || index.column() == ExpectedCost))
            return QBrush(QColor(0xb0, 0x50, 0x00));
        return {};
    case Qt::FontRole:
        if (index.column() == Pareto && c.pareto) {
            QFont f;
            f.setBold(true);
            return f;
        }
        if (!c.priced && (index.column() == Cost || index.column() == ExpectedCost)) {
            QFont f; // words, not an amount
            f.setItalic(true);
            return f;
        }
        return {};
    case ExpectedHoursRole:
        return c.expectedHours;
    case ExpectedCostRole:
        return c.priced ? QVariant(c.expectedCostUsd) : QVariant();
    case PricedRole:
        return c.priced;
    case BandLowRole:
        return QPointF(c.expectedHoursBand.low, c.expectedCostBand.low);
    case BandHighRole:
        return QPointF(c.expectedHoursBand.high, c.expectedCostBand.high);
    case BandTextRole: {
        const QLocale loc;
        return tr("Expected %1 · %2")
            .arg(hoursWithBand(c.expectedHours, c.expectedHoursBand, loc), expectedCostText(c, loc));
    }
    case FitsRole:
        return c.fits;
    case WithinConstraintsRole:
        return c.withinConstraints;
    case ParetoRole:
        return c.pareto;
    case KeyRole:
        return candidateKey(c);
    case LabelRole:
        return labelOf(c, row + 1);
    case ReasonsRole: {
        QStringList out;
        for (const Reason& r : c.reasons)
            out << r.text;
        return out;
    }
    default:
        return {};
    }
}

QVariant CandidateTableModel::display(const Candidate& c, int row, int column) const
{
    const QLocale loc;
    switch (column) {
    case Rank:
        return loc.toString(row + 1);
    case Hardware:
        return jobText(c);
    case Mesh:
        return meshLabel(c);
    case Region:
        return c.offering.region;
    case Pricing:
        return pricingModelId(c.offering.pricing);
    case Precision:
        return precisionId(c.precision);
    case Checkpointing:
        return checkpointingCell(c, m_planLossChunks, m_planOptimizer);
    case BatchSplit:
        return tr("%1 × %2").arg(formatBatch(c.perDeviceBatch(), loc), loc.toString(c.accumulation));
    case MemoryPerDevice:
        return formatGiB(c.memory.memory.total(), loc, 2);
    case Fits:
        return c.fits ? tr("yes") : tr("no");
    case StepTime:
        return secondsWithBand(c.step.seconds, c.step.secondsBand, loc, -1);
    case Mfu:
        return formatPercent(c.step.mfu, 1);
    case TotalTime:
        return formatHours(c.cost.hours, loc);
    case ExpectedTime:
        return hoursWithBand(c.expectedHours, c.expectedHoursBand, loc);
    case Cost:
        return costText(c, c.cost.totalUsd(), loc);
    case ExpectedCost:
        return expectedCostText(c, loc);
    case Pareto:
        return c.pareto ? tr("★") : QString();
    }
    return {};
}

QVariant CandidateTableModel::raw(const Candidate& c, int row, int column) const
{
    switch (column) {
    case Rank:
        return row + 1;
    case Hardware:
        return jobText(c);
    case Mesh:
        return meshLabel(c);
    case Region:
        return c.offering.region;
    case Pricing:
        return pricingModelId(c.offering.pricing);
    case Precision:
        return precisionId(c.precision);
    case Checkpointing:
        return checkpointingId(c.checkpointing);
    case BatchSplit:
        return c.perDeviceBatch();
    case MemoryPerDevice:
        return c.memory.memory.total();
    case Fits:
        return c.fits;
    case StepTime:
        return c.step.seconds;
    case Mfu:
        return c.step.mfu;
    case TotalTime:
        return c.cost.hours;
    case ExpectedTime:
        return c.expectedHours;
    case Cost:
        return c.priced ? QVariant(c.cost.totalUsd()) : QVariant();
    case ExpectedCost:
        return c.priced ? QVariant(c.expectedCostUsd) : QVariant();
    case Pareto:
        return c.pareto;
    }
    return {};
}

QVariant CandidateTableModel::toolTip(const Candidate& c, int column) const
{
    const QLocale loc;
    switch (column) {
    case MemoryPerDevice:
        return tr("%1 of %2 per device")
            .arg(formatGiB(c.memory.memory.total(), loc), formatGiB(c.device.memoryBytes, loc));
    case StepTime:
        return rooflineText(c.step, c.efficiency, loc); // what the step is made of
    case Mfu:
        return mfuConvention(c.step.flops);
    case TotalTime:
        return tr("Compute alone: %1").arg(hoursWithBand(c.workHours, c.workHoursBand, loc));
    case Cost:
    case ExpectedCost:
        if (!c.priced) // why the cost is unknown, and how to add the price
            for (const Reason& r : c.reasons)
                if (r.code == QLatin1String("price-not-listed"))
                    return r.text;
        if (column == ExpectedCost && c.spread)
            return tr("P10 %1 · P50 %2 · P90 %3")
                .arg(costText(c, c.expectedCostP10, loc), costText(c, c.expectedCostP50, loc),
                     costText(c, c.expectedCostP90, loc));
        if (column == ExpectedCost)
            return tr("Expected cost including lost work and restarts");
        return tr("Accelerator %1, host %2, storage %3")
            .arg(costText(c, c.cost.acceleratorUsd, loc), costText(c, c.cost.hostUsd, loc),
                 costText(c, c.cost.storageUsd, loc));
    case Mesh:
        return meshLabel(c); // the whole text where the column cuts it
    case Checkpointing: {
        // the whole id (a custom placement spelled out), the levers in words and what lives outside the device
        QStringList lines{checkpointingId(c.checkpointing)};
        if (m_planLossChunks == 0 && c.lossChunks > 1)
            lines << tr("loss in %1 chunks (search lever)").arg(c.lossChunks);
        if (c.optimizer != m_planOptimizer)
            lines << tr("%1 (search lever)")
                         .arg(c.optimizer == OptimizerKind::AdamW8bit ? tr("8-bit AdamW") : optimizerId(c.optimizer));
        return (lines + outsideDeviceNotes(c)).join(QLatin1Char('\n'));
    }
    case Pricing:
        if (!c.priced)
            return tr("Price not publicly listed (%1, %2)")
                .arg(c.offering.price.source, loc.toString(c.offering.price.asOf, QLocale::ShortFormat));
        if (c.stalePrice)
            return tr("Price from %1 (%2): older than %3 months")
                .arg(c.offering.price.source, loc.toString(c.offering.price.asOf, QLocale::ShortFormat))
                .arg(Catalog::kStaleAfterMonths);
        return tr("Price from %1 (%2)")
            .arg(c.offering.price.source, loc.toString(c.offering.price.asOf, QLocale::ShortFormat));
    default:
        return c.reasons.isEmpty() ? QVariant() : QVariant(c.reasons.first().text);
    }
}

QVariant CandidateTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Rank:
            return tr("Rank by the plan's objective: candidates that fit and meet the constraints come first");
        case Mesh:
            return tr("How the job's devices share the model: the sharding strategy, the mesh (data × fsdp × tensor, "
                      "times the slices over the data-centre network) and what host offload moves to the host");
        case Checkpointing:
            return tr("Gradient checkpointing: none, full, every k-th layer, or selective (attention only)");
        case BatchSplit:
            return tr("Batch per device × gradient-accumulation steps");
        case MemoryPerDevice:
            return tr("Estimated memory per device (TensorCore, chip or GPU)");
        case Fits:
            return tr("Fits in the device's memory with the safety margin kept free");
        case StepTime:
            return tr("Seconds per optimizer step, and in parentheses the band the time model's calibration runs "
                      "leave around it");
        case Mfu:
            // the candidates are of one model: the convention of its FLOPs (a mixture of experts counts K of E)
            return tr("Model FLOPs utilization of the predicted step: %1")
                .arg(m_candidates.isEmpty() ? mfuConvention() : mfuConvention(m_candidates.first().step.flops));
        case TotalTime:
            return tr("Wall time without preemptions (checkpoint saves included)");
        case ExpectedTime:
            return tr("Expected wall time with preemptions, lost work and restarts") + QLatin1Char('\n')
                + tr("In parentheses: the band the time model's calibration leaves around it");
        case Cost:
            return tr("Cost without preemptions: accelerator, host VM and storage");
        case ExpectedCost:
            return tr("Expected cost with preemptions, lost work and restarts") + QLatin1Char('\n')
                + tr("In parentheses: the band the time model's calibration leaves around it");
        case Pareto:
            return tr("On the Pareto front: nothing else is both cheaper and faster");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rank:
        return tr("#");
    case Hardware:
        return tr("Hardware");
    case Mesh:
        return tr("Mesh");
    case Region:
        return tr("Region");
    case Pricing:
        return tr("Pricing");
    case Precision:
        return tr("Precision");
    case Checkpointing:
        return tr("Ckpt.");
    case BatchSplit:
        return tr("Batch");
    case MemoryPerDevice:
        return tr("Memory");
    case Fits:
        return tr("Fits");
    case StepTime:
        return tr("Step");
    case Mfu:
        return tr("MFU");
    case TotalTime:
        return tr("Time");
    case ExpectedTime:
        return tr("Exp. time");
    case Cost:
        return tr("Cost");
    case ExpectedCost:
        return tr("Exp. cost");
    case Pareto:
        return tr("Pareto");
    }
    return {};
}

} // namespace tpuplan::gui
