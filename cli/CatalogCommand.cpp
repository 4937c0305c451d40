// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan catalog: generations, slices, GPUs and prices with their sources and dates.
#include "Commands.h"

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

QJsonObject priceJson(const Catalog& c, const Offering& o, const QDate& today)
{
    QJsonObject p;
    p[QStringLiteral("region")] = o.region;
    if (!o.zone.isEmpty())
        p[QStringLiteral("zone")] = o.zone;
    p[QStringLiteral("pricing")] = pricingModelId(o.pricing);
    p[QStringLiteral("price_listed")] = o.priceListed();
    if (o.priceListed()) {
        p[QStringLiteral("usd_per_hour")] = o.acceleratorUsdPerHour;
        if (!o.hostVm.isEmpty()) {
            p[QStringLiteral("host_vm")] = o.hostVm;
            p[QStringLiteral("host_usd_per_hour")] = o.hostUsdPerHour;
        }
        p[QStringLiteral("total_usd_per_hour")] = o.totalUsdPerHour();
    } else {
        // neither a number nor 0: the provider publishes no price
        p[QStringLiteral("usd_per_hour")] = QStringLiteral("not-publicly-listed");
    }
    if (maxDurationHours(o.pricing) > 0)
        p[QStringLiteral("max_duration_hours")] = maxDurationHours(o.pricing);
    p[QStringLiteral("unit_in_catalog")] = o.price.unit == PriceUnit::Chip
        ? QStringLiteral("chip")
        : (o.price.unit == PriceUnit::Gpu ? QStringLiteral("gpu") : QStringLiteral("slice"));
    p[QStringLiteral("as_of")] = o.price.asOf.toString(Qt::ISODate);
    p[QStringLiteral("source")] = o.price.source;
    p[QStringLiteral("source_ref")] = c.source(o.price.source).ref;
    p[QStringLiteral("stale")] = Catalog::isStale(o.price.asOf, today);
    if (o.priceListed())
        p[QStringLiteral("age_months")] = Catalog::monthsOld(o.price.asOf, today);
    if (o.sessionLimitHours > 0)
        p[QStringLiteral("session_limit_hours")] = o.sessionLimitHours;
    if (!o.price.note.isEmpty())
        p[QStringLiteral("note")] = o.price.note;
    return p;
}

void addSourced(QJsonObject& o, const Catalog& c, const char* key, const SourcedValue& v, const char* valueKey)
{
    if (!v.known())
        return;
    QJsonObject x;
    x[QString::fromLatin1(valueKey)] = v.value;
    x[QStringLiteral("source")] = v.source;
    x[QStringLiteral("source_ref")] = c.source(v.source).ref;
    x[QStringLiteral("confidence")] = confidenceId(v.confidence);
    o[QString::fromLatin1(key)] = x;
}

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
    if (Catalog::isStale(o.price.asOf, today))
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

    auto offeringsOf = [&](const QString& hw) {
        QVector<Offering> out;
        for (const Offering& o : c.offerings(hw, true))
            if (region.isEmpty() || o.region == region)
                out << o;
        return out;
    };

    if (cmd.json()) {
        QJsonObject root;
        root[QStringLiteral("catalog_version")] = c.version();
        root[QStringLiteral("catalog_date")] = c.date().toString(Qt::ISODate);
        root[QStringLiteral("stale_after_months")] = Catalog::kStaleAfterMonths;
        QJsonArray gens;
        for (const Generation& g : c.generations()) {
            if (!gen.isEmpty() && g.id != gen)
                continue;
            QJsonObject o;
            o[QStringLiteral("id")] = g.id;
            o[QStringLiteral("name")] = g.name;
            o[QStringLiteral("slice_name_counts")] = g.nameCountsChips
                ? QStringLiteral("chips")
                : (g.nameCountsDevices ? QStringLiteral("devices") : QStringLiteral("cores"));
            o[QStringLiteral("cores_per_chip")] = g.coresPerChip;
            o[QStringLiteral("devices_per_chip")] = g.devicesPerChip;
            o[QStringLiteral("hbm_per_chip_gib")] = g.hbmPerChipGiB;
            o[QStringLiteral("hbm_per_device_gib")] = g.hbmPerDeviceGiB;
            o[QStringLiteral("xla_reserved_mib")] = g.xlaReservedMiB;
            if (g.usableMemoryPerDeviceBytes.known()) {
                o[QStringLiteral("usable_memory_bytes")] = static_cast<qint64>(g.usableMemoryPerDeviceBytes.value);
                addSourced(o, c, "usable_memory", g.usableMemoryPerDeviceBytes, "bytes");
            }
            o[QStringLiteral("bf16_tflops_per_chip")] = g.bf16TflopsPerChip;
            if (g.fp8TflopsPerChip > 0)
                o[QStringLiteral("fp8_tflops_per_chip")] = g.fp8TflopsPerChip;
            o[QStringLiteral("hbm_bandwidth_gb_s_per_chip")] = g.hbmBandwidthGBsPerChip;
            o[QStringLiteral("hbm_bandwidth_confidence")] = confidenceId(g.hbmBandwidthConfidence);
            addSourced(o, c, "ici_link_gb_s", g.iciLinkGBsOneWay, "gb_s_one_way");
            if (g.iciLinksPerChip > 0)
                o[QStringLiteral("ici_links_per_chip")] = g.iciLinksPerChip;
            addSourced(o, c, "ici_chip_gb_s", g.iciChipGBsBidirectional, "gb_s_bidirectional");
            addSourced(o, c, "dcn_gb_s_per_chip", g.dcnGBsPerChip, "gb_s");
            addSourced(o, c, "pcie_gb_s_per_chip", g.pcieGBsPerChip, "gb_s");
            addSourced(o, c, "host_ram_gb_per_vm", g.hostRamGbPerVm, "gb");
            if (g.hostRamVmChips > 0)
                o[QStringLiteral("host_ram_vm_chips")] = g.hostRamVmChips;
            if (!g.frameworksUnsupported.isEmpty())
                o[QStringLiteral("frameworks_unsupported")] = QJsonArray::fromStringList(g.frameworksUnsupported);
            o[QStringLiteral("chips_per_host")] = g.chipsPerHost;
            o[QStringLiteral("source")] = g.source;
            o[QStringLiteral("source_ref")] = c.source(g.source).ref;
            o[QStringLiteral("as_of")] = g.asOf.toString(Qt::ISODate);
            if (!g.note.isEmpty())
                o[QStringLiteral("note")] = g.note;
            gens.append(o);
        }
        root[QStringLiteral("generations")] = gens;
        QJsonArray slices;
        for (const Slice& s : c.slices()) {
            if (!gen.isEmpty() && s.generation != gen)
                continue;
            const auto d = c.device(s.name);
            QJsonObject o;
            o[QStringLiteral("name")] = s.name;
            o[QStringLiteral("generation")] = s.generation;
            o[QStringLiteral("chips")] = s.chips;
            o[QStringLiteral("cores")] = c.coresOf(s);
            o[QStringLiteral("devices")] = c.devicesOf(s);
            o[QStringLiteral("hosts")] = d->hosts;
            o[QStringLiteral("memory_per_device_bytes")] = static_cast<qint64>(d->memoryBytes);
            o[QStringLiteral("devices_per_chip")] = c.generation(s.generation)->devicesPerChip;
            o[QStringLiteral("usable_memory_bytes")] = static_cast<qint64>(d->memoryBytes);
            o[QStringLiteral("nominal_memory_bytes")] = static_cast<qint64>(d->nominalMemoryBytes);
            if (!s.topology.isEmpty())
                o[QStringLiteral("topology")] = s.topology;
            if (!s.source.isEmpty()) {
                o[QStringLiteral("source")] = s.source;
                o[QStringLiteral("source_ref")] = c.source(s.source).ref;
                o[QStringLiteral("as_of")] = s.asOf.toString(Qt::ISODate);
            }
            QJsonArray prices;
            for (const Offering& of : offeringsOf(s.name))
                prices.append(priceJson(c, of, today));
            o[QStringLiteral("prices")] = prices;
            slices.append(o);
        }
        root[QStringLiteral("slices")] = slices;
        if (gen.isEmpty()) {
            QJsonArray gpus;
            for (const Gpu& g : c.gpus()) {
                QJsonObject o;
                o[QStringLiteral("id")] = g.id;
                o[QStringLiteral("name")] = g.name;
                o[QStringLiteral("memory_bytes")] = static_cast<qint64>(g.memoryBytes);
                o[QStringLiteral("peak_tflops_fp32")] = g.peakTflopsFp32;
                o[QStringLiteral("peak_tflops_16bit")] = g.peakTflops16;
                if (g.peakTflopsFp8 > 0)
                    o[QStringLiteral("peak_tflops_fp8")] = g.peakTflopsFp8;
                if (g.nominalMemoryGB > 0)
                    o[QStringLiteral("nominal_memory_gb")] = g.nominalMemoryGB;
                o[QStringLiteral("memory_bandwidth_gb_s")] = g.memoryBandwidthGBs;
                o[QStringLiteral("confidence")] = confidenceId(g.confidence);
                o[QStringLiteral("source")] = g.source;
                o[QStringLiteral("source_ref")] = c.source(g.source).ref;
                o[QStringLiteral("as_of")] = g.asOf.toString(Qt::ISODate);
                QJsonArray prices;
                for (const Offering& of : offeringsOf(g.id))
                    prices.append(priceJson(c, of, today));
                o[QStringLiteral("prices")] = prices;
                gpus.append(o);
            }
            root[QStringLiteral("gpus")] = gpus;
        }
        printJson(io.out, root);
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
