// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an import would change in the catalog: prices that change (by how much), new prices, prices that stay, and
// prices that an earlier import of the same file brought in and that the file no longer has ("gone").

#include "Catalog.h"
#include "PriceImport.h"

#include <QVector>

namespace tpuplan {

struct PriceDiffEntry
{
    enum class Kind { Added, Changed, Unchanged, Gone };
    Kind kind = Kind::Added;
    Price before; // the catalog's current price (Changed, Unchanged, Gone)
    Price after; // the imported price (Added, Changed, Unchanged)
    // Both prices in one unit: "slice" (a per-chip and a per-slice price of a slice compare per slice), "chip" or
    // "gpu".
    QString comparedPer;
    double oldUsdPerHour = 0; // in comparedPer; 0 for Added
    double newUsdPerHour = 0; // in comparedPer; 0 for Gone
    // Unchanged only: the price is the same but its source, date, unit, zone, host VM or note is not, so applying the
    // import still rewrites the row.
    bool detailsChanged = false;
    // Changed or Unchanged: the imported price is dated before the catalog's current one. An unchanged price with a
    // newer date is kept as it is (detailsChanged stays false); a changed one is replaced, and shown as older.
    bool older = false;

    QString key() const; // priceKey() of the entry
    double deltaUsdPerHour() const { return newUsdPerHour - oldUsdPerHour; }
    double deltaPercent() const; // 0 where there is no old price
};

QString priceDiffKindId(PriceDiffEntry::Kind kind); // "added", "changed", "unchanged", "gone"

struct PriceDiff
{
    QVector<PriceDiffEntry> entries; // in the import's order (hardware, region, pricing), gone entries last

    QVector<PriceDiffEntry> ofKind(PriceDiffEntry::Kind kind) const;
    int count(PriceDiffEntry::Kind kind) const;
    // The import would change nothing: no added, changed or gone price, and no unchanged price with new details.
    bool isEmpty() const;
};

// Compares `current` (the catalog the user has now: built-in plus user file) with what `imported` brings.
PriceDiff diffPrices(const Catalog& current, const PriceImport& imported);

} // namespace tpuplan
