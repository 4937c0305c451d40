// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogJson.h"

#include <QJsonArray>

namespace tpuplan {

namespace {
// A sourced figure as {value, source, source_ref, confidence}; nothing when the catalog does not know it.
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
    p[QStringLiteral("stale")] = Catalog::isStalePrice(o, today);
    if (o.priceListed())
        p[QStringLiteral("age_months")] = Catalog::monthsOld(o.price.asOf, today);
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
    addSourced(o, c, "int8_tops_per_chip", g.int8TopsPerChip, "tops");
    o[QStringLiteral("hbm_bandwidth_gb_s_per_chip")] = g.hbmBandwidthGBsPerChip;
    o[QStringLiteral("hbm_bandwidth_confidence")] = confidenceId(g.hbmBandwidthConfidence);
    o[QStringLiteral("mxu_tile")] = g.mxuTile;
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
    if (g.peakTflopsFp8 > 0)
        o[QStringLiteral("peak_tflops_fp8")] = g.peakTflopsFp8;
    if (g.fp8WeightBytesPerParam > 0)
        o[QStringLiteral("fp8_weight_bytes_per_param")] = g.fp8WeightBytesPerParam;
    if (g.nominalMemoryGB > 0)
        o[QStringLiteral("nominal_memory_gb")] = g.nominalMemoryGB;
    o[QStringLiteral("memory_bandwidth_gb_s")] = g.memoryBandwidthGBs;
    // interconnects written like the generations' bandwidths, but present as null when unknown: a GPU without NVLink
    // is a fact a reader of the JSON needs (docs/catalog.md)
    const std::pair<const SourcedValue*, const char*> links[] = {
        {&g.nvlinkGBs, "nvlink_gb_s"},
        {&g.pcieGBs, "pcie_gb_s"},
        {&g.networkGBsPerGpu, "network_gb_s_per_gpu"},
    };
    for (const auto& [v, key] : links) {
        o[QString::fromLatin1(key)] = QJsonValue::Null;
        addSourced(o, c, key, *v, "gb_s");
    }
    o[QStringLiteral("host_ram_gb_per_gpu")] = QJsonValue::Null;
    addSourced(o, c, "host_ram_gb_per_gpu", g.hostRamGbPerGpu, "gb");
    o[QStringLiteral("gpus_per_node")] = g.gpusPerNode;
    o[QStringLiteral("confidence")] = confidenceId(g.confidence);
    o[QStringLiteral("source")] = g.source;
    o[QStringLiteral("source_ref")] = c.source(g.source).ref;
    o[QStringLiteral("as_of")] = g.asOf.toString(Qt::ISODate);
    o[QStringLiteral("prices")] = pricesJson(c, offerings, today);
    return o;
}

QJsonObject catalogJson(const Catalog& c, const QString& gen, const QString& region, const QDate& today)
{
    auto offeringsOf = [&](const QString& hw) { return c.listingOfferings(hw, region); };
    QJsonObject root;
    root[QStringLiteral("catalog_version")] = c.version();
    root[QStringLiteral("catalog_date")] = c.date().toString(Qt::ISODate);
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
