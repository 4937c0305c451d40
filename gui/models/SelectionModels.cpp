// SPDX-License-Identifier: GPL-3.0-or-later
#include "SelectionModels.h"

#include "MemoryBreakdownModel.h"
#include "PlanDocument.h"
#include "PreemptionSpreadModel.h"
#include "SeqLenMemoryModel.h"
#include "StepSplitModel.h"
#include "plan/ChartData.h"
#include "util/Format.h"

#include <QCoreApplication>
#include <QLocale>

namespace tpuplan::gui {

namespace {
// the strings kept their context when they moved here from the results view, so that their translations carry
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(tpuplan::gui::ResultsView)
};
} // namespace

void fillSelectionModels(const PlanDocument& document, const QVector<Candidate>& listed, int row,
                         MemoryBreakdownModel* memory, SeqLenMemoryModel* seqLen, PreemptionSpreadModel* spread,
                         StepSplitModel* steps)
{
    const PlanInput& in = document.plannedInput();
    if (row < 0 || row >= listed.size()) {
        if (memory)
            memory->setCandidates({}, -1, in.safetyMargin, in.head.kind);
        if (seqLen)
            seqLen->clear();
        if (spread)
            spread->clear();
        if (steps)
            steps->clear();
        return;
    }
    const Candidate& c = listed[row];
    if (memory) // a pipeline's stages each get a bar (core/plan/ChartData.cpp: stageMemoryGiB)
        memory->setCandidates(listed, row, in.safetyMargin, in.head.kind, 4,
                              c.mesh.stage > 1 ? stageMemoryGiB(c, in, document.runtimeProfile(c.runtime))
                                               : QVector<MemoryBarGiB>{});
    if (seqLen) {
        const QVector<int> lengths = seqLenSweep(seqLenChartMax(in.model, c.mesh), in.seqLen);
        seqLen->setSeries(
            memoryVsSeqLen(in.model, in.head, candidateConfig(c, in), c.device, lengths,
                           document.runtimeProfile(c.runtime)),
            hbmSizesInPlay(listed),
            Tr::tr("%1, batch %2 per device").arg(c.hardware, formatBatch(c.perDeviceBatch(), QLocale())));
    }
    if (spread)
        spread->setCandidate(c, Tr::tr("%1 · %2").arg(c.hardware, pricingModelId(c.offering.pricing)));
    if (steps)
        steps->setPoints(stepTimeAcrossJobs(in, c, document.catalog(), document.runtimeProfile(c.runtime)),
                         Tr::tr("%1 · %2").arg(jobText(c), shardingStrategyLabel(c.mesh.strategy)), !c.device.isTpu);
}

} // namespace tpuplan::gui
