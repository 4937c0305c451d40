// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Importing a price file into the user's catalog in two steps, so that a caller can show the diff before anything is
// written: previewPriceImport() reads and maps the file and computes the diff and the new file text; applyPriceImport()
// writes that text. The CLI (tpuplan catalog import) and the app use the same two calls.

#include "Catalog.h"
#include "PriceDiff.h"
#include "PriceImport.h"

#include <QByteArray>
#include <QString>

namespace tpuplan {

struct PriceImportPreview
{
    QString userCatalogPath;
    bool userCatalogExisted = false;
    QByteArray userCatalogBefore; // the file's bytes when the preview was made
    QByteArray userCatalogAfter; // what applyPriceImport() writes; equal to userCatalogBefore when nothing changes
    PriceImport import; // the mapped prices and the rows that were not imported
    PriceDiff diff; // against the catalog as it is now (base + user file)
    Catalog catalogAfter; // base + the new user file: what the app shows once the import is applied

    bool changesFile() const { return userCatalogAfter != userCatalogBefore; }
};

// Reads `priceFile`, maps it against `base` merged with the user catalog at `userCatalogPath`, and prepares the new
// user catalog. `base` is the catalog without the user file (Catalog::builtin() in the CLI and the app). Writes
// nothing. Throws InputError naming the file and the line when the price file or the user catalog is bad.
PriceImportPreview previewPriceImport(const QString& priceFile, const QString& userCatalogPath, const Catalog& base,
                                      const PriceImportOptions& options = {});

// Writes the preview's new user catalog atomically. Returns false (and writes nothing) when the preview changes
// nothing. Throws InputError when the user catalog changed on disk since the preview (preview again) or cannot be
// written.
bool applyPriceImport(const PriceImportPreview& preview);

} // namespace tpuplan
