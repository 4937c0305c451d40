// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan catalog import FILE: maps a public price catalog (SkyPilot CSV, gpuhunt JSON) onto the catalog, shows what
// changes, and writes the user's catalog file (never the built-in one).
#include "Commands.h"

#include "catalog/CatalogImport.h"
#include "catalog/UserCatalogFile.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QMap>

namespace tpuplan::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CatalogImportCommand)
};

constexpr int kIssuesShownPerReason = 20;

// A price with its digits, and the cents at least: $4.50, $1.26225.
QString usd(double v)
{
    const QLocale locale;
    QString s = locale.toString(v, 'f', 5);
    const int point = s.lastIndexOf(locale.decimalPoint());
    while (point >= 0 && s.size() - point > 3 && s.endsWith(QLatin1Char('0')))
        s.chop(1);
    return QStringLiteral("$") + s;
}

QString signedUsd(double v)
{
    return (v < 0 ? QStringLiteral("-") : QStringLiteral("+")) + usd(std::abs(v));
}

QString perWhat(const QString& comparedPer)
{
    if (comparedPer == QLatin1String("chip"))
        return Tr::tr("per chip");
    if (comparedPer == QLatin1String("gpu"))
        return Tr::tr("per GPU");
    return Tr::tr("per slice");
}

QString unitId(PriceUnit u)
{
    return u == PriceUnit::Chip ? QStringLiteral("chip")
                                : (u == PriceUnit::Gpu ? QStringLiteral("gpu") : QStringLiteral("slice"));
}

QJsonObject priceJson(const Price& p)
{
    QJsonObject o;
    o[QStringLiteral("hardware")] = p.hardware;
    o[QStringLiteral("unit")] = unitId(p.unit);
    o[QStringLiteral("region")] = p.region;
    if (!p.zone.isEmpty())
        o[QStringLiteral("zone")] = p.zone;
    o[QStringLiteral("pricing")] = pricingModelId(p.pricing);
    o[QStringLiteral("usd_per_hour")] = p.usdPerHour;
    o[QStringLiteral("as_of")] = p.asOf.toString(Qt::ISODate);
    o[QStringLiteral("source")] = p.source;
    if (!p.importedFrom.isEmpty())
        o[QStringLiteral("imported_from")] = p.importedFrom;
    if (p.importedOn.isValid())
        o[QStringLiteral("imported_on")] = p.importedOn.toString(Qt::ISODate);
    if (!p.hostVm.isEmpty())
        o[QStringLiteral("host_vm")] = p.hostVm;
    if (!p.note.isEmpty())
        o[QStringLiteral("note")] = p.note;
    return o;
}

QJsonObject entryJson(const PriceDiffEntry& e)
{
    QJsonObject o;
    const Price& p = e.kind == PriceDiffEntry::Kind::Gone ? e.before : e.after;
    o[QStringLiteral("hardware")] = p.hardware;
    o[QStringLiteral("region")] = p.region;
    o[QStringLiteral("pricing")] = pricingModelId(p.pricing);
    o[QStringLiteral("compared_per")] = e.comparedPer;
    if (e.kind != PriceDiffEntry::Kind::Added)
        o[QStringLiteral("old_usd_per_hour")] = e.oldUsdPerHour;
    if (e.kind != PriceDiffEntry::Kind::Gone)
        o[QStringLiteral("new_usd_per_hour")] = e.newUsdPerHour;
    if (e.kind == PriceDiffEntry::Kind::Changed) {
        o[QStringLiteral("delta_usd_per_hour")] = e.deltaUsdPerHour();
        o[QStringLiteral("delta_percent")] = e.deltaPercent();
    }
    if (e.kind != PriceDiffEntry::Kind::Added)
        o[QStringLiteral("before")] = priceJson(e.before);
    if (e.kind != PriceDiffEntry::Kind::Gone)
        o[QStringLiteral("after")] = priceJson(e.after);
    if (e.kind == PriceDiffEntry::Kind::Unchanged)
        o[QStringLiteral("details_changed")] = e.detailsChanged;
    if (e.kind == PriceDiffEntry::Kind::Changed || e.kind == PriceDiffEntry::Kind::Unchanged)
        o[QStringLiteral("older")] = e.older;
    return o;
}

QString entryLine(const PriceDiffEntry& e)
{
    const Price& p = e.kind == PriceDiffEntry::Kind::Gone ? e.before : e.after;
    QString head
        = QStringLiteral("  %1 %2 %3 ").arg(p.hardware, -16).arg(p.region, -24).arg(pricingModelId(p.pricing), -12);
    switch (e.kind) {
    case PriceDiffEntry::Kind::Changed:
        return head
            + Tr::tr("%1 -> %2 %3  %4 (%5%)")
                  .arg(usd(e.oldUsdPerHour), usd(e.newUsdPerHour), perWhat(e.comparedPer),
                       signedUsd(e.deltaUsdPerHour()))
                  .arg(QLocale()
                           .toString(e.deltaPercent(), 'f', 1)
                           .prepend(e.deltaPercent() >= 0 ? QStringLiteral("+") : QString()))
            + (e.older ? Tr::tr("  OLDER: imported price is of %1, the current one of %2")
                             .arg(e.after.asOf.toString(Qt::ISODate), e.before.asOf.toString(Qt::ISODate))
                       : QString());
    case PriceDiffEntry::Kind::Added:
        return head + QStringLiteral("%1 %2").arg(usd(e.newUsdPerHour), perWhat(e.comparedPer));
    case PriceDiffEntry::Kind::Gone:
        return head
            + Tr::tr("%1 %2 (imported %3)")
                  .arg(usd(e.oldUsdPerHour), perWhat(e.comparedPer), e.before.importedOn.toString(Qt::ISODate));
    case PriceDiffEntry::Kind::Unchanged:
        return head + QStringLiteral("%1 %2").arg(usd(e.newUsdPerHour), perWhat(e.comparedPer));
    }
    return head;
}

} // namespace

int runCatalogImport(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("catalog import"),
                Tr::tr("Import prices from a public price catalog (SkyPilot's GCP vms.csv, gpuhunt's tpu_pricing.json) "
                       "into your catalog file, and show what changes."),
                io);
    cmd.parser().addPositionalArgument(QStringLiteral("FILE"), Tr::tr("The price file to import."));
    cmd.addValueOption(QStringLiteral("format"),
                       Tr::tr("The file's format, skypilot or gpuhunt (default: detected from the content), and/or the "
                              "output format, text or json; give it twice to set both."),
                       QStringLiteral("FORMAT"));
    cmd.addValueOption(QStringLiteral("as-of"),
                       Tr::tr("The date of the prices, YYYY-MM-DD (default: the file's modification date)."),
                       QStringLiteral("DATE"));
    cmd.addFlag(QStringLiteral("dry-run"), Tr::tr("Show what would change; write nothing."));
    cmd.addValueOption(QStringLiteral("user-catalog"),
                       Tr::tr("The catalog file to update (default: %1).").arg(defaultUserCatalogPath()),
                       QStringLiteral("FILE"));
    cmd.addValueOption(QStringLiteral("spot-as"),
                       Tr::tr("The pricing model of SkyPilot's SpotPrice column: spot (default) or preemptible."),
                       QStringLiteral("MODEL"), QStringLiteral("spot"));
    if (!cmd.parse(args, 1))
        return cmd.exitCode();
    const QStringList positional = cmd.parser().positionalArguments();
    if (positional.isEmpty())
        return cmd.usageError(Tr::tr("give the price file to import (tpuplan catalog import FILE)"));

    PriceImportOptions options;
    bool json = false;
    bool inputSet = false;
    bool outputSet = false;
    for (const QString& f : cmd.parser().values(QStringLiteral("format"))) {
        const auto input = priceFileFormatFromId(f);
        if (input) {
            if (inputSet)
                return cmd.usageError(Tr::tr("--format gives the file's format twice"));
            inputSet = true;
            options.format = *input;
        } else if (f == QLatin1String("text") || f == QLatin1String("json")) {
            if (outputSet)
                return cmd.usageError(Tr::tr("--format gives the output format twice"));
            outputSet = true;
            json = f == QLatin1String("json");
        } else {
            return cmd.usageError(Tr::tr("--format must be skypilot, gpuhunt, auto, text or json, got \"%1\"").arg(f));
        }
    }
    if (cmd.isSet(QStringLiteral("as-of"))) {
        const QString v = cmd.value(QStringLiteral("as-of"));
        options.asOf = QDate::fromString(v, Qt::ISODate);
        if (!options.asOf.isValid())
            return cmd.usageError(Tr::tr("--as-of must be a date YYYY-MM-DD, got \"%1\"").arg(v));
    }
    const auto spotAs = cmd.choice(QStringLiteral("spot-as"), {QStringLiteral("spot"), QStringLiteral("preemptible")});
    if (!spotAs)
        return cmd.exitCode();
    options.skyPilotSpotAs = *pricingModelFromId(*spotAs);
    const bool dryRun = cmd.isSet(QStringLiteral("dry-run"));
    const QString userCatalog = cmd.isSet(QStringLiteral("user-catalog")) ? cmd.value(QStringLiteral("user-catalog"))
                                                                          : defaultUserCatalogPath();
    if (userCatalog.isEmpty())
        return cmd.usageError(Tr::tr("--user-catalog must name a file"));

    PriceImportPreview preview;
    bool written = false;
    try {
        preview = previewPriceImport(positional.first(), userCatalog, Catalog::builtin(), options);
        if (!dryRun)
            written = applyPriceImport(preview);
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }
    const PriceImport& imp = preview.import;
    const PriceDiff& diff = preview.diff;
    using K = PriceDiffEntry::Kind;

    if (json) {
        QJsonObject root;
        root[QStringLiteral("file")] = imp.filePath;
        root[QStringLiteral("format")] = priceFileFormatId(imp.format);
        root[QStringLiteral("as_of")] = imp.asOf.toString(Qt::ISODate);
        root[QStringLiteral("as_of_from")]
            = imp.asOfFromFileTime ? QStringLiteral("file-time") : QStringLiteral("option");
        root[QStringLiteral("imported_on")] = imp.importedOn.toString(Qt::ISODate);
        QJsonObject source;
        source[QStringLiteral("key")] = imp.source.key;
        source[QStringLiteral("ref")] = imp.source.ref;
        source[QStringLiteral("as_of")] = imp.source.asOf;
        root[QStringLiteral("source")] = source;
        root[QStringLiteral("user_catalog")] = preview.userCatalogPath;
        root[QStringLiteral("rows_read")] = imp.recordsRead;
        root[QStringLiteral("prices_mapped")] = imp.prices.size();
        QJsonObject d;
        for (K kind : {K::Changed, K::Added, K::Gone}) {
            QJsonArray list;
            for (const PriceDiffEntry& e : diff.ofKind(kind))
                list.append(entryJson(e));
            d[priceDiffKindId(kind)] = list;
        }
        int restated = 0;
        for (const PriceDiffEntry& e : diff.ofKind(K::Unchanged))
            restated += e.detailsChanged ? 1 : 0;
        d[QStringLiteral("unchanged")] = diff.count(K::Unchanged);
        d[QStringLiteral("unchanged_details_changed")] = restated;
        d[QStringLiteral("empty")] = diff.isEmpty();
        root[QStringLiteral("diff")] = d;
        QJsonArray issues;
        for (const PriceImportIssue& i : imp.issues) {
            QJsonObject o;
            o[QStringLiteral("kind")] = priceImportIssueKindId(i.kind);
            o[QStringLiteral("reason")] = priceImportIssueReasonId(i.reason);
            o[QStringLiteral("line")] = i.line;
            o[QStringLiteral("item")] = i.item;
            o[QStringLiteral("message")] = i.message;
            issues.append(o);
        }
        root[QStringLiteral("issues")] = issues;
        root[QStringLiteral("dry_run")] = dryRun;
        root[QStringLiteral("written")] = written;
        printJson(io.out, root);
        return kExitOk;
    }

    QTextStream& out = io.out;
    out << Tr::tr("Importing %1 (%2)").arg(imp.filePath, priceFileFormatName(imp.format)) << "\n";
    out << "  "
        << Tr::tr("rows read: %1, prices mapped: %2, not imported: %3, warnings: %4")
               .arg(imp.recordsRead)
               .arg(imp.prices.size())
               .arg(imp.issueCount(PriceImportIssue::Kind::Unmapped) + imp.issueCount(PriceImportIssue::Kind::Rejected))
               .arg(imp.issueCount(PriceImportIssue::Kind::Warning))
        << "\n";
    out << "  "
        << (imp.asOfFromFileTime
                ? Tr::tr("prices as of %1 (the file's modification date; give --as-of for the date of its content)")
                : Tr::tr("prices as of %1"))
               .arg(imp.asOf.toString(Qt::ISODate))
        << "\n";
    out << "  " << Tr::tr("source %1, imported on %2").arg(imp.source.key, imp.importedOn.toString(Qt::ISODate))
        << "\n";
    out << "  " << Tr::tr("user catalog %1").arg(preview.userCatalogPath) << "\n\n";

    const auto changed = diff.ofKind(K::Changed);
    const auto added = diff.ofKind(K::Added);
    const auto gone = diff.ofKind(K::Gone);
    const auto unchanged = diff.ofKind(K::Unchanged);
    if (!changed.isEmpty()) {
        out << Tr::tr("Changed prices (%1):").arg(changed.size()) << "\n";
        for (const PriceDiffEntry& e : changed)
            out << entryLine(e) << "\n";
        out << "\n";
    }
    if (!added.isEmpty()) {
        out << Tr::tr("New prices (%1):").arg(added.size()) << "\n";
        for (const PriceDiffEntry& e : added)
            out << entryLine(e) << "\n";
        out << "\n";
    }
    if (!gone.isEmpty()) {
        out << Tr::tr("Gone (%1): imported from %2 before, no longer in it; removed from your catalog:")
                   .arg(gone.size())
                   .arg(imp.fileName)
            << "\n";
        for (const PriceDiffEntry& e : gone)
            out << entryLine(e) << "\n";
        out << "\n";
    }
    int restated = 0;
    for (const PriceDiffEntry& e : unchanged)
        restated += e.detailsChanged ? 1 : 0;
    if (!unchanged.isEmpty()) {
        out << (restated > 0 ? Tr::tr("Unchanged prices: %1 (%2 of them now cite this import)")
                                   .arg(unchanged.size())
                                   .arg(restated)
                             : Tr::tr("Unchanged prices: %1").arg(unchanged.size()))
            << "\n\n";
    }
    if (diff.isEmpty())
        out << Tr::tr("No changes.") << "\n\n";

    for (const PriceImportIssue::Kind kind :
         {PriceImportIssue::Kind::Unmapped, PriceImportIssue::Kind::Rejected, PriceImportIssue::Kind::Warning}) {
        if (imp.issueCount(kind) == 0)
            continue;
        const QString title = kind == PriceImportIssue::Kind::Unmapped
            ? Tr::tr("Not mapped to the catalog (%1):")
            : (kind == PriceImportIssue::Kind::Rejected ? Tr::tr("Rejected (%1):") : Tr::tr("Warnings (%1):"));
        out << title.arg(imp.issueCount(kind)) << "\n";
        QMap<int, int> shown; // per reason
        QMap<int, int> hidden;
        for (const PriceImportIssue& i : imp.issues) {
            if (i.kind != kind)
                continue;
            const int r = static_cast<int>(i.reason);
            if (shown[r] < kIssuesShownPerReason) {
                ++shown[r];
                out << "  " << i.toString(imp.filePath) << "\n";
            } else {
                ++hidden[r];
            }
        }
        for (auto it = hidden.cbegin(); it != hidden.cend(); ++it)
            out << "  "
                << Tr::tr("... and %1 more %2 rows (--format json lists them all)")
                       .arg(it.value())
                       .arg(priceImportIssueReasonId(static_cast<PriceImportIssue::Reason>(it.key())))
                << "\n";
        out << "\n";
    }

    if (dryRun)
        out << Tr::tr("dry run: nothing written") << "\n";
    else if (written)
        out << Tr::tr("wrote %1").arg(preview.userCatalogPath) << "\n";
    else
        out << Tr::tr("nothing to write: %1 is up to date").arg(preview.userCatalogPath) << "\n";
    out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
