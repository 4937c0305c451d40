// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchSkeleton.h"

namespace tpuplan::search {

QVector<Offering> offeringsFor(const Catalog& catalog, const QString& hardware, const QStringList& regions,
                               const QVector<PricingModel>& pricing)
{
    QVector<Offering> offers;
    for (const Offering& o : catalog.offerings(hardware, true)) {
        if (!regions.isEmpty() && !regions.contains(o.region))
            continue;
        if (!pricing.isEmpty() && !pricing.contains(o.pricing))
            continue;
        offers << o;
    }
    return offers;
}

} // namespace tpuplan::search
