// SPDX-License-Identifier: GPL-3.0-or-later
#include "CostModel.h"

#include <algorithm>

namespace tpuplan {

double commitmentTermHours(PricingModel pricing)
{
    switch (pricing) {
    case PricingModel::Commit1y:
        return 365.0 * 24.0;
    case PricingModel::Commit3y:
        return 3.0 * 365.0 * 24.0;
    default:
        return 0.0;
    }
}

RunCost priceRun(const Offering& o, double hours, const StorageInputs& s)
{
    RunCost c;
    c.hours = hours;
    // a committed-use discount bills every hour of the term, whether the run uses it or not
    c.billedHours = std::max({hours, commitmentTermHours(o.pricing), minBilledHours(o.pricing)});
    c.acceleratorUsd = o.acceleratorUsdPerHour * c.billedHours;
    c.hostUsd = o.hostUsdPerHour * c.billedHours;
    const double gib = s.datasetGiB + s.checkpointGiB * s.checkpointsKept;
    c.storageUsd = gib * s.usdPerGiBMonth * hours / kHoursPerMonth;
    return c;
}

} // namespace tpuplan
