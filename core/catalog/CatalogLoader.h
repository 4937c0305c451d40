// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Catalog.h"

#include <QByteArray>

namespace tpuplan {

// Reads catalog YAML (any of the sections sources, generations, slices, gpus, prices, host_vms, storage,
// catalog_version) and merges it into a catalog. Entries with the same key replace earlier ones.
class CatalogLoader
{
public:
    static void merge(Catalog& into, const QByteArray& yaml, const QString& fileLabel);
};

} // namespace tpuplan
