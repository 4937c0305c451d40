// SPDX-License-Identifier: GPL-3.0-or-later
#include "Startup.h"

#include "catalog/CatalogSources.h"

namespace tpuplan::gui {

StartupCatalog loadStartupCatalog(const QString& userFile, const QStringList& namedFiles)
{
    CatalogSources sources(userFile, namedFiles);
    sources.reload();
    return {sources.catalog(), sources.problemMessages(), sources.usedFiles()};
}

} // namespace tpuplan::gui
