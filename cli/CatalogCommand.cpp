// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan catalog: generations, slices, GPUs and prices with their sources and dates.
#include "Commands.h"

#include "catalog/CatalogJson.h"

#include "util/Units.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CatalogCommand)
};

// One price as the listing prints it: "$12.88/h", or "not publicly listed" (never a number, never 0).
QString priceText(const Offering& o)
{
    return o.priceListed() ? QStringLiteral("$%1/h").arg(fixed(o.totalUsdPerHour(), 2)) : Tr::tr("not publicly listed");
}

// How old a price is, instead of a bare STALE mark: "2025-04-19, 19 months old".
QString ageText(const Offering& o, const QDate& today)
{
    const int months = Catalog::monthsOld(o.price.asOf, today);
    QString out = o.price.asOf.toString(Qt::ISODate);
    if (!o.priceListed())
        return out; // no price, so no age
    if (months >= 0)
        out += QStringLiteral(", ") + Tr::tr("%n month(s) old", nullptr, months);
    if (Catalog::isStalePrice(o, today))
        out += QStringLiteral(", ") + Tr::tr("STALE");
    return out;
}
} // namespace

int runCatalog(const QStringList& args, Io io)
{
    if (!args.isEmpty() && args.first() == QLatin1String("import"))
        return runCatalogImport(args.mid(1), io);
    Command cmd(QStringLiteral("catalog"), Tr::tr("List TPU generations, slices, GPUs and prices with their sources."),
                io);
    cmd.addValueOption(QStringLiteral("generation"),
                       Tr::tr("Only this TPU generation (v2, v3, v4, v5e, v5p, v6e, tpu7x)."), QStringLiteral("G"));
    cmd.addValueOption(QStringLiteral("region"), Tr::tr("Only prices in this region."), QStringLiteral("R"));
    cmd.addFormatOption();
    cmd.addCatalogOption();
    if (!cmd.parse(args))
        return cmd.exitCode();
    const auto catalog = cmd.catalog();
    if (!catalog)
        return cmd.exitCode();
    const Catalog& c = *catalog;
    const QString gen = cmd.value(QStringLiteral("generation"));
    const QString region = cmd.value(QStringLiteral("region"));
    if (!gen.isEmpty() && !c.generation(gen)) {
        QStringList ids;
        for (const Generation& g : c.generations())
            ids << g.id;
        return cmd.usageError(Tr::tr("unknown generation \"%1\" (known: %2)").arg(gen, ids.join(QStringLiteral(", "))));
    }
    if (!region.isEmpty() && !c.regions().contains(region))
        return cmd.usageError(
            Tr::tr("no prices in region \"%1\" (regions: %2)").arg(region, c.regions().join(QStringLiteral(", "))));
    const QDate today = QDate::currentDate();

    auto offeringsOf = [&](const QString& hw) { return c.listingOfferings(hw, region); };

    if (cmd.json()) {
        printJson(io.out, catalogJson(c, gen, region, today));
        return kExitOk;
    }

    QTextStream& out = io.out;
    out << Tr::tr("Catalog %1 (prices older than %2 months are marked STALE)")
               .arg(c.versionLabel())
               .arg(Catalog::kStaleAfterMonths)
        << "\n\n";
    for (const Generation& g : c.generations()) {
        if (!gen.isEmpty() && g.id != gen)
            continue;
        out << Tr::tr("%1: %2 GiB HBM per device, %3 device(s) per chip, %4 bf16 TFLOPS per chip [%5, %6]")
                   .arg(g.name)
                   .arg(g.hbmPerDeviceGiB)
                   .arg(g.devicesPerChip)
                   .arg(g.bf16TflopsPerChip)
                   .arg(g.source, g.asOf.toString(Qt::ISODate))
            << "\n";
        if (g.usableMemoryPerDeviceBytes.known())
            out << "  "
                << Tr::tr("usable per device: %1 GiB (%2, %3)")
                       .arg(fixed(bytesToGiB(g.usableMemoryPerDeviceBytes.value), 2),
                            g.usableMemoryPerDeviceBytes.source, confidenceId(g.usableMemoryPerDeviceBytes.confidence))
                << "\n";
        if (!g.frameworksUnsupported.isEmpty())
            out << "  " << Tr::tr("not supported: %1").arg(g.frameworksUnsupported.join(QStringLiteral(", "))) << "\n";
        for (const Slice& s : c.slices()) {
            if (s.generation != g.id)
                continue;
            const auto offers = offeringsOf(s.name);
            if (!region.isEmpty() && offers.isEmpty())
                continue;
            out << QStringLiteral("  %1  ").arg(s.name, -16)
                << Tr::tr("%1 chips, %2 cores, %3 devices").arg(s.chips).arg(c.coresOf(s)).arg(c.devicesOf(s));
            if (!s.topology.isEmpty())
                out << ", " << Tr::tr("topology %1").arg(s.topology);
            if (s.hosts > 0)
                out << ", " << Tr::tr("%n host(s)", nullptr, s.hosts);
            out << "\n";
            for (const Offering& o : offers) {
                out << QStringLiteral("      %1 %2 %3  %4 %5\n")
                           .arg(o.region, -24)
                           .arg(pricingModelId(o.pricing), -12)
                           .arg(priceText(o), o.price.source, ageText(o, today));
            }
        }
        out << "\n";
    }
    if (gen.isEmpty()) {
        out << Tr::tr("GPUs (for comparison)") << "\n";
        for (const Gpu& g : c.gpus()) {
            out << QStringLiteral("  %1  ").arg(g.id, -16)
                << Tr::tr("%1, %2 GB [%3]").arg(g.name).arg(fixed(bytesToGB(g.memoryBytes), 1)).arg(g.source) << "\n";
            for (const Offering& o : offeringsOf(g.id))
                out << QStringLiteral("      %1 %2 %3  %4 %5\n")
                           .arg(o.region, -24)
                           .arg(pricingModelId(o.pricing), -12)
                           .arg(priceText(o), o.price.source, ageText(o, today));
        }
    }
    out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
