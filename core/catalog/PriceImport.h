// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads public price catalogs (SkyPilot's GCP catalog CSV, gpuhunt's TPU pricing JSON) and maps their rows onto the
// catalog's slices, GPUs, regions and pricing models. Rows that do not map are kept as issues with their line and the
// reason, never dropped in silence. See docs/price-import.md.

#include "Catalog.h"

#include <QByteArray>
#include <QDate>
#include <QString>
#include <QVector>

#include <optional>

namespace tpuplan {

enum class PriceFileFormat { Auto, SkyPilot, Gpuhunt };

// "auto", "skypilot", "gpuhunt"
QString priceFileFormatId(PriceFileFormat format);
std::optional<PriceFileFormat> priceFileFormatFromId(const QString& id);
// "SkyPilot GCP catalog CSV", "gpuhunt TPU pricing JSON"
QString priceFileFormatName(PriceFileFormat format);

struct PriceImportOptions
{
    PriceFileFormat format = PriceFileFormat::Auto; // Auto: from the content, then the file name extension
    QDate asOf; // the date of the prices; invalid: the file's modification date
    QDate importedOn; // invalid: today
    // The pricing model of SkyPilot's SpotPrice column ("Spot price" in the 2021-2022 tpu.csv).
    PricingModel skyPilotSpotAs = PricingModel::Spot;
};

// A row (or one price in a row) that was not imported, or imported with a caveat.
struct PriceImportIssue
{
    enum class Kind {
        Unmapped, // the row names hardware, a column or a family the catalog has no place for
        Rejected, // the row maps, but its value is not a price (placeholder, implausible, unknown region, ...)
        Warning // imported, with a caveat (zones of one region disagree, ...)
    };
    enum class Reason {
        HostVm, // a host VM row; host VM prices are not imported
        UnknownAccelerator, // no slice or GPU in the catalog for this name
        MachineBundle, // a GPU priced together with a machine type
        AcceleratorCount, // a TPU row with AcceleratorCount other than 1
        UnknownFamily, // gpuhunt: a family name that maps to no generation
        UnknownColumn, // gpuhunt: a price column with no pricing model
        NoPrice, // the row has no price at all
        UnknownRegion, // not a Google Cloud region
        ZoneOutsideRegion, // the zone does not belong to the row's region
        Placeholder, // SkyPilot's $700/h stand-in for a missing price
        ZeroPrice, // a price of 0
        Implausible, // more than kMaxUsdPerChipHour per chip or GPU
        SpotNotDiscounted, // a spot price not below the on-demand price
        InconsistentColumn, // gpuhunt: the Spot column is ignored for the whole file
        Disagreement, // several rows give different prices for one region (zones, GPU counts)
        NoHostVm // a GPU-only price, and the catalog names no host VM to bill on top
    };
    Kind kind = Kind::Unmapped;
    Reason reason = Reason::UnknownAccelerator;
    int line = 0; // 1-based line in the imported file
    QString item; // what the row names, e.g. "tpu-v6e-1 asia-east1-c" or "TPU v6e / us-east1"
    QString message; // why, in words

    QString toString(const QString& file) const; // "file:line: item: message"
};

QString priceImportIssueKindId(PriceImportIssue::Kind kind); // "unmapped", "rejected", "warning"
QString priceImportIssueReasonId(PriceImportIssue::Reason reason); // "host-vm", "placeholder", ...

// What one file contributes: prices ready to merge into a user catalog (each with as_of, source, imported_from and
// imported_on set), the source entry they cite, and the issues.
struct PriceImport
{
    QString filePath;
    QString fileName; // recorded as imported_from on every price
    PriceFileFormat format = PriceFileFormat::Auto;
    QDate asOf;
    bool asOfFromFileTime = false; // asOf was not given and is the file's modification date
    QDate importedOn;
    SourceRef source; // key IMPORT-<format>-<file name>, cited by every price
    QVector<Price> prices; // sorted by hardware, region, pricing model; at most one per key
    QVector<PriceImportIssue> issues; // sorted by line
    int recordsRead = 0; // data rows (CSV) or price cells (JSON) read

    int issueCount(PriceImportIssue::Kind kind) const;
};

// Prices far above this per chip (TPU) or per GPU and hour are typing mistakes or stand-ins, not prices.
constexpr double kMaxUsdPerChipHour = 50.0;
// SkyPilot writes this price where it found none (TPU_V6E_MAX_PRICE, skypilot PR #5289).
constexpr double kSkyPilotPlaceholderUsd = 700.0;
// Larger files are refused before they are read.
constexpr qint64 kMaxPriceFileBytes = qint64(64) * 1024 * 1024;

// The source key an import of `fileName` cites: "IMPORT-skypilot-vms" for vms.csv.
QString importSourceKey(PriceFileFormat format, const QString& fileName);

// The catalog key of a price: prices with the same key replace each other when catalogs merge.
QString priceKey(const Price& p);
// The order imports and user files list prices in: hardware (v2-8 before v2-32), region, pricing model.
bool priceOrderLess(const Price& a, const Price& b);

// Google Cloud regions the importer accepts (besides those the catalog already prices).
QStringList knownCloudRegions();

// Reads and maps a price file against `catalog` (its slices, GPUs, generations and regions). Throws InputError,
// naming the file and the line, when the file cannot be read or is not a price file of the format: empty, binary,
// not UTF-8, missing columns, a non-numeric or negative price, malformed CSV or JSON.
PriceImport importPriceFile(const QString& path, const Catalog& catalog, const PriceImportOptions& options = {});
// The same for data already in memory; `fileName` is what messages and imported_from show. An invalid
// options.asOf becomes the import date.
PriceImport importPriceData(const QByteArray& data, const QString& fileName, const Catalog& catalog,
                            const PriceImportOptions& options = {});

} // namespace tpuplan
