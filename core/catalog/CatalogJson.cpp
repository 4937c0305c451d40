// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogJson.h"

#include <QJsonArray>

namespace tpuplan {

namespace {
QJsonArray pricesJson(const Catalog& c, const QVector<Offering>& offerings, const QDate& today)
{
    QJsonArray prices;
    for (const Offering& of : offerings)
        prices.append(offeringJson(c, of, today));
    return prices;
}
} // namespace

QJsonObject offeringJson(const Catalog& c, const Offering& o, const QDate& today)
{
    QJsonObject p;
    p[QStringLiteral("region")] = o.region;
    if (!o.zone.isEmpty())
        p[QStringLiteral("zone")] = o.zone;
    p[QStringLiteral("pricing")] = pricingModelId(o.pricing);
    p[QStringLiteral("usd_per_hour")] = o.acceleratorUsdPerHour;
    if (!o.hostVm.isEmpty()) {
        p[QStringLiteral("host_vm")] = o.hostVm;
        p[QStringLiteral("host_usd_per_hour")] = o.hostUsdPerHour;
    }
    p[QStringLiteral("total_usd_per_hour")] = o.totalUsdPerHour();
    p[QStringLiteral("unit_in_catalog")] = o.price.unit == PriceUnit::Chip
        ? QStringLiteral("chip")
        : (o.price.unit == PriceUnit::Gpu ? QStringLiteral("gpu") : QStringLiteral("slice"));
    p[QStringLiteral("as_of")] = o.price.asOf.toString(Qt::ISODate);
    p[QStringLiteral("source")] = o.price.source;
    p[QStringLiteral("source_ref")] = c.source(o.price.source).ref;
    p[QStringLiteral("stale")] = Catalog::isStale(o.price.asOf, today);
    if (o.sessionLimitHours > 0)
        p[QStringLiteral("session_limit_hours")] = o.sessionLimitHours;
    if (!o.price.note.isEmpty())
        p[QStringLiteral("note")] = o.price.note;
    return p;
}

QJsonObject generationJson(const Catalog& c, const Generation& g)
{
    QJsonObject o;
    o[QStringLiteral("id")] = g.id;
    o[QStringLiteral("name")] = g.name;
    o[QStringLiteral("slice_name_counts")] = g.nameCountsChips ? QStringLiteral("chips") : QStringLiteral("cores");
    o[QStringLiteral("cores_per_chip")] = g.coresPerChip;
    o[QStringLiteral("devices_per_chip")] = g.devicesPerChip;
    o[QStringLiteral("hbm_per_chip_gib")] = g.hbmPerChipGiB;
    o[QStringLiteral("hbm_per_device_gib")] = g.hbmPerDeviceGiB;
    o[QStringLiteral("xla_reserved_mib")] = g.xlaReservedMiB;
    o[QStringLiteral("bf16_tflops_per_chip")] = g.bf16TflopsPerChip;
    o[QStringLiteral("hbm_bandwidth_gb_s_per_chip")] = g.hbmBandwidthGBsPerChip;
    o[QStringLiteral("chips_per_host")] = g.chipsPerHost;
    o[QStringLiteral("source")] = g.source;
    o[QStringLiteral("source_ref")] = c.source(g.source).ref;
    o[QStringLiteral("as_of")] = g.asOf.toString(Qt::ISODate);
    if (!g.note.isEmpty())
        o[QStringLiteral("note")] = g.note;
    return o;
}

QJsonObject sliceJson(const Catalog& c, const Slice& s, const QVector<Offering>& offerings, const QDate& today)
{
    const auto d = c.device(s.name);
    QJsonObject o;
    o[QStringLiteral("name")] = s.name;
    o[QStringLiteral("generation")] = s.generation;
    o[QStringLiteral("chips")] = s.chips;
    o[QStringLiteral("cores")] = c.coresOf(s);
    o[QStringLiteral("devices")] = c.devicesOf(s);
    o[QStringLiteral("hosts")] = d->hosts;
    o[QStringLiteral("memory_per_device_bytes")] = static_cast<qint64>(d->memoryBytes);
    if (!s.topology.isEmpty())
        o[QStringLiteral("topology")] = s.topology;
    o[QStringLiteral("prices")] = pricesJson(c, offerings, today);
    return o;
}

QJsonObject gpuJson(const Catalog& c, const Gpu& g, const QVector<Offering>& offerings, const QDate& today)
{
    QJsonObject o;
    o[QStringLiteral("id")] = g.id;
    o[QStringLiteral("name")] = g.name;
    o[QStringLiteral("memory_bytes")] = static_cast<qint64>(g.memoryBytes);
    o[QStringLiteral("peak_tflops_fp32")] = g.peakTflopsFp32;
    o[QStringLiteral("peak_tflops_16bit")] = g.peakTflops16;
    o[QStringLiteral("source")] = g.source;
    o[QStringLiteral("as_of")] = g.asOf.toString(Qt::ISODate);
    o[QStringLiteral("prices")] = pricesJson(c, offerings, today);
    return o;
}

QJsonObject catalogJson(const Catalog& c, const QString& gen, const QString& region, const QDate& today)
{
    auto offeringsOf = [&](const QString& hw) {
        QVector<Offering> out;
        for (const Offering& o : c.offerings(hw))
            if (region.isEmpty() || o.region == region)
                out << o;
        return out;
    };
    QJsonObject root;
    root[QStringLiteral("catalog_version")] = c.version();
    root[QStringLiteral("stale_after_months")] = Catalog::kStaleAfterMonths;
    QJsonArray gens;
    for (const Generation& g : c.generations())
        if (gen.isEmpty() || g.id == gen)
            gens.append(generationJson(c, g));
    root[QStringLiteral("generations")] = gens;
    QJsonArray slices;
    for (const Slice& s : c.slices())
        if (gen.isEmpty() || s.generation == gen)
            slices.append(sliceJson(c, s, offeringsOf(s.name), today));
    root[QStringLiteral("slices")] = slices;
    if (gen.isEmpty()) {
        QJsonArray gpus;
        for (const Gpu& g : c.gpus())
            gpus.append(gpuJson(c, g, offeringsOf(g.id), today));
        root[QStringLiteral("gpus")] = gpus;
    }
    return root;
}

} // namespace tpuplan
