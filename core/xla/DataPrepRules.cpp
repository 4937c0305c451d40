// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataPrepRules.h"

#include "catalog/Catalog.h"

#include <algorithm>

namespace tpuplan::xla {

QString tokenSourceId(TokenSource source)
{
    switch (source) {
    case TokenSource::Plan:
        return QStringLiteral("plan");
    case TokenSource::File:
        return QStringLiteral("file");
    case TokenSource::PlanRun:
        return QStringLiteral("plan-run");
    case TokenSource::Typed:
        return QStringLiteral("typed");
    case TokenSource::Assumed:
        break;
    }
    return QStringLiteral("assumed");
}

int hostsOfSlice(const Catalog& catalog, const QString& slice)
{
    const auto device = catalog.device(slice);
    return device ? std::max(1, device->hosts) : 1;
}

QString defaultStorageClassId()
{
    return QStringLiteral("standard");
}

} // namespace tpuplan::xla
