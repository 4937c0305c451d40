// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QString>
#include <QStringList>

namespace tpuplan::gui {

// The catalog the app starts with: the built-in one, with the user's catalog files merged over it. A file that
// cannot be used is skipped (the built-in catalog is used instead) and its error reported for the window to show.
struct StartupCatalog
{
    Catalog catalog;
    QStringList problems;
    QStringList usedFiles;
};

// CatalogSources(userFile, namedFiles): merges `userFile` (the user's catalog.yaml: skipped when missing) and then
// `namedFiles` (files the user opened earlier: a missing one is reported), in order.
StartupCatalog loadStartupCatalog(const QString& userFile, const QStringList& namedFiles = {});

} // namespace tpuplan::gui
