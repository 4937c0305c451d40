// SPDX-License-Identifier: GPL-3.0-or-later
#include "CostModel.h"

namespace tpuplan {

RunCost priceRun(const Offering& o, double hours, const StorageInputs& s)
{
    RunCost c;
    c.hours = hours;
    c.acceleratorUsd = o.acceleratorUsdPerHour * hours;
    c.hostUsd = o.hostUsdPerHour * hours;
    const double gib = s.datasetGiB + s.checkpointGiB * s.checkpointsKept;
    c.storageUsd = gib * s.usdPerGiBMonth * hours / kHoursPerMonth;
    return c;
}

} // namespace tpuplan
