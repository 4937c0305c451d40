// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReadinessChecklist.h"

#include <QMap>
#include <QString>

#include <optional>

namespace tpuplan::xla {

// What the user chose on the Data tab, saved with the plan. An empty optional means "follow the plan" (the rules in
// plan/PlanDataPrep.h fill it in); a value is what the user typed and stays when the plan changes.
struct DataPrepInputs
{
    QString lengthsFile; // the file of sequence lengths; empty: none
    QString lengthsColumn; // its CSV column (a header name or a 1-based number); empty: chosen by LengthFile
    std::optional<int> batch; // sequences per step; empty: the plan's global batch
    std::optional<int> shapeBudget; // most input shapes a recommendation may need; empty: PaddingOptions' default
    std::optional<bool> packingAllowed; // empty: packingAllowedForPlan()
    std::optional<double> datasetTokens; // tokens to shard; empty: datasetTokensForPlan()
    std::optional<int> seqLen; // tokens per record; empty: the plan's sequence length
    QString slice; // the TPU slice that reads the shards; empty: shardSliceForPlan()
    std::optional<int> hosts; // hosts reading the shards; empty: the slice's
    TpuAccess access = TpuAccess::Unknown;
    DataLocation data = DataLocation::Unknown;
    // The checklist items only the user can answer, by id ("xla-rules", "jit-compile", ...): true = done. An id not
    // listed is not known.
    QMap<QString, bool> answers;

    bool operator==(const DataPrepInputs& o) const
    {
        return lengthsFile == o.lengthsFile && lengthsColumn == o.lengthsColumn && batch == o.batch
            && shapeBudget == o.shapeBudget && packingAllowed == o.packingAllowed && datasetTokens == o.datasetTokens
            && seqLen == o.seqLen && slice == o.slice && hosts == o.hosts && access == o.access && data == o.data
            && answers == o.answers;
    }
    bool operator!=(const DataPrepInputs& o) const { return !(*this == o); }
};

} // namespace tpuplan::xla
