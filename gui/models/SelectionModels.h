// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/Planner.h"

namespace tpuplan::gui {

class MemoryBreakdownModel;
class PlanDocument;
class PreemptionSpreadModel;
class SeqLenMemoryModel;
class StepSplitModel;

// Fills the models of the charts that show one candidate, for candidate `row` of `listed` (the document's planned
// results, as the table lists them): the memory breakdown of the listed candidates with `row` first, memory against
// sequence length, the preemption spread, and the step split across job sizes; a model not given (nullptr) is left as
// it is (a chart on a hidden tab, filled when shown). Row -1 empties them. The results view and the report's charts
// both use it, so that the report draws what the window shows.
void fillSelectionModels(const PlanDocument& document, const QVector<Candidate>& listed, int row,
                         MemoryBreakdownModel* memory, SeqLenMemoryModel* seqLen, PreemptionSpreadModel* spread,
                         StepSplitModel* steps = nullptr);

} // namespace tpuplan::gui
