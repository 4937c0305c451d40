// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogLoader.h"

#include "../util/YamlReader.h"

#include <QCoreApplication>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CatalogLoader)
};

// Sizes, prices and counts far beyond any real hardware are typing mistakes; reject them at load time.
constexpr double kMaxGiB = 4096;
constexpr double kMaxUsdPerHour = 1.0e6;
constexpr int kMaxChips = 65536;

Origin originOf(const YamlMap& m, const QString& file)
{
    return Origin{file, m.line()};
}

template <typename T, typename KeyFn> void upsert(QVector<T>& list, const T& item, KeyFn key)
{
    for (T& existing : list) {
        if (key(existing) == key(item)) {
            existing = item;
            return;
        }
    }
    list.push_back(item);
}

YAML::Node sequence(const YAML::Node& root, const char* key, const QString& file)
{
    const YAML::Node n = root[key];
    if (!n.IsDefined() || n.IsNull())
        return YAML::Node();
    if (!n.IsSequence())
        throw InputError(file, yamlLine(n), QString::fromUtf8(key), Tr::tr("expected a list of entries"));
    return n;
}

QString ctx(const char* section, int i)
{
    return QStringLiteral("%1[%2]").arg(QString::fromUtf8(section)).arg(i);
}

PricingModel pricingField(const YamlMap& m, const char* key)
{
    const QString id = m.requiredString(key);
    const auto p = pricingModelFromId(id);
    if (!p)
        m.fail(
            key,
            Tr::tr("unknown pricing model \"%1\" (expected on-demand, preemptible, spot, 1-year, 3-year, colab-free, "
                   "calendar or flex-start)")
                .arg(id));
    return *p;
}

Confidence confidenceField(const YamlMap& m, const char* key, Confidence fallback)
{
    if (!m.has(key))
        return fallback;
    const QString id = m.requiredString(key);
    const auto c = confidenceFromId(id);
    if (!c)
        m.fail(key, Tr::tr("expected confirmed, secondary or unconfirmed, got \"%1\"").arg(id));
    return *c;
}

// A figure with its own source: {value: X, source: KEY, confidence: confirmed|secondary|unconfirmed}; memory is
// given as {gib: X} or {bytes: X} and stored in bytes. `scale` converts a plain value to the stored unit.
SourcedValue sourcedField(const YamlMap& parent, const QString& file, const char* key, double max, double scale = 1.0)
{
    SourcedValue v;
    if (!parent.has(key))
        return v;
    const YamlMap m(parent.child(key), file, parent.fieldName(key));
    m.rejectUnknownKeys({"value", "gib", "bytes", "source", "confidence", "note"});
    if (m.has("gib")) // memory: XLA prints "G" meaning GiB
        v.value = m.requiredNumber("gib", 0, max, true) * 1073741824.0;
    else if (m.has("bytes"))
        v.value = m.requiredNumber("bytes", 0, max * 1073741824.0, true);
    else
        v.value = m.requiredNumber("value", 0, max, true) * scale;
    v.source = m.requiredString("source");
    v.confidence = confidenceField(m, "confidence", Confidence::Confirmed);
    return v;
}

void readSources(Catalog& c, const YAML::Node& root, const QString& file, QHash<QString, SourceRef>& out)
{
    const YAML::Node n = root["sources"];
    if (!n.IsDefined() || n.IsNull())
        return;
    if (!n.IsMap())
        throw InputError(file, yamlLine(n), QStringLiteral("sources"), Tr::tr("expected a mapping of source keys"));
    for (auto it = n.begin(); it != n.end(); ++it) {
        const QString key = QString::fromStdString(it->first.Scalar());
        YamlMap m(it->second, file, QStringLiteral("sources.") + key);
        m.rejectUnknownKeys({"ref", "as_of", "local_copy", "local_extract", "note"});
        out.insert(key, SourceRef{key, m.requiredString("ref"), m.requiredString("as_of")});
    }
    Q_UNUSED(c)
}

} // namespace

void CatalogLoader::merge(Catalog& c, const QByteArray& yaml, const QString& file)
{
    const YAML::Node root = parseYamlText(yaml, file);
    if (!root.IsDefined() || root.IsNull())
        throw InputError(file, 0, QString(), Tr::tr("the file is empty"));
    YamlMap top(root, file, QString());
    top.rejectUnknownKeys(
        {"catalog_version", "sources", "generations", "slices", "gpus", "prices", "host_vms", "storage"});

    Catalog next = c; // merge into a copy: on error the catalog is left unchanged
    if (top.has("catalog_version"))
        next.m_version = top.optionalString("catalog_version");
    readSources(next, root, file, next.m_sources);

    int i = 0;
    for (const auto& node : sequence(root, "generations", file)) {
        YamlMap m(node, file, ctx("generations", i++));
        m.rejectUnknownKeys({"id",
                             "name",
                             "slice_prefix",
                             "name_counts",
                             "cores_per_chip",
                             "devices_per_chip",
                             "hbm_per_chip_gib",
                             "hbm_per_device_gib",
                             "usable_memory_per_device",
                             "xla_reserved_mib",
                             "bf16_tflops_per_chip",
                             "fp8_tflops_per_chip",
                             "int8_tops_per_chip",
                             "hbm_bandwidth_gb_s_per_chip",
                             "hbm_bandwidth_confidence",
                             "mxu_tile",
                             "ici_link_gb_s",
                             "ici_links_per_chip",
                             "ici_chip_gb_s",
                             "dcn_gb_s_per_chip",
                             "pcie_gb_s_per_chip",
                             "host_ram_gb_per_vm",
                             "host_ram_vm_chips",
                             "frameworks_unsupported",
                             "chips_per_host",
                             "runtime_version",
                             "source",
                             "as_of",
                             "note"});
        Generation g;
        g.id = m.requiredString("id");
        g.name = m.optionalString("name", g.id);
        g.slicePrefix = m.requiredString("slice_prefix");
        const QString counts = m.requiredString("name_counts");
        if (counts != QLatin1String("cores") && counts != QLatin1String("chips") && counts != QLatin1String("devices"))
            m.fail("name_counts", Tr::tr("expected \"cores\", \"chips\" or \"devices\", got \"%1\"").arg(counts));
        g.nameCountsChips = counts == QLatin1String("chips");
        g.nameCountsDevices = counts == QLatin1String("devices");
        g.coresPerChip = m.requiredInt("cores_per_chip", 1, 16);
        g.devicesPerChip = m.requiredInt("devices_per_chip", 1, 16);
        g.hbmPerChipGiB = m.requiredNumber("hbm_per_chip_gib", 0, kMaxGiB, true);
        g.hbmPerDeviceGiB = m.requiredNumber("hbm_per_device_gib", 0, kMaxGiB, true);
        g.xlaReservedMiB = m.requiredNumber("xla_reserved_mib", 0, 64 * 1024);
        g.bf16TflopsPerChip = m.requiredNumber("bf16_tflops_per_chip", 0, 1.0e6, true);
        g.hbmBandwidthGBsPerChip = m.requiredNumber("hbm_bandwidth_gb_s_per_chip", 0, 1.0e6, true);
        g.hbmBandwidthConfidence = confidenceField(m, "hbm_bandwidth_confidence", Confidence::Confirmed);
        g.mxuTile = m.optionalInt("mxu_tile", 128, 1, 4096); // 128 x 128: the MXU of v2 through v5
        g.fp8TflopsPerChip = m.optionalNumber("fp8_tflops_per_chip", 0, 0, 1.0e6);
        g.int8TopsPerChip = sourcedField(m, file, "int8_tops_per_chip", 1.0e6);
        g.usableMemoryPerDeviceBytes = sourcedField(m, file, "usable_memory_per_device", kMaxGiB);
        g.iciLinkGBsOneWay = sourcedField(m, file, "ici_link_gb_s", 1.0e6);
        g.iciLinksPerChip = m.optionalInt("ici_links_per_chip", 0, 0, 64);
        g.iciChipGBsBidirectional = sourcedField(m, file, "ici_chip_gb_s", 1.0e6);
        g.dcnGBsPerChip = sourcedField(m, file, "dcn_gb_s_per_chip", 1.0e6);
        g.pcieGBsPerChip = sourcedField(m, file, "pcie_gb_s_per_chip", 1.0e6);
        g.hostRamGbPerVm = sourcedField(m, file, "host_ram_gb_per_vm", 1.0e6);
        g.hostRamVmChips = m.optionalInt("host_ram_vm_chips", 0, 0, 1024);
        g.frameworksUnsupported = m.optionalStringList("frameworks_unsupported");
        for (const QString& f : g.frameworksUnsupported)
            if (f != QLatin1String("tensorflow") && f != QLatin1String("pytorch") && f != QLatin1String("jax"))
                m.fail("frameworks_unsupported",
                       Tr::tr("unknown framework \"%1\" (expected tensorflow, pytorch or jax)").arg(f));
        g.chipsPerHost = m.requiredInt("chips_per_host", 1, 1024);
        g.runtimeVersion = m.requiredString("runtime_version");
        g.source = m.requiredString("source");
        g.asOf = m.requiredDate("as_of");
        g.note = m.optionalString("note");
        if (g.hbmPerDeviceGiB * g.devicesPerChip > g.hbmPerChipGiB * 1.0001)
            m.fail("hbm_per_device_gib",
                   Tr::tr("%1 GiB per device × %2 devices exceeds the %3 GiB of the chip")
                       .arg(g.hbmPerDeviceGiB)
                       .arg(g.devicesPerChip)
                       .arg(g.hbmPerChipGiB));
        if (g.xlaReservedMiB >= g.hbmPerDeviceGiB * 1024)
            m.fail("xla_reserved_mib", Tr::tr("the reservation is not smaller than the device's memory"));
        // XLA's usable figure can sit a little above the rounded nominal one (v5p: 95.74 G of "95 GiB"), never far
        if (g.usableMemoryPerDeviceBytes.value > g.hbmPerDeviceGiB * 1073741824.0 * 1.01)
            m.fail("usable_memory_per_device",
                   Tr::tr("the usable memory exceeds the %1 GiB per device by more than 1 %").arg(g.hbmPerDeviceGiB));
        g.origin = originOf(m, file);
        upsert(next.m_generations, g, [](const Generation& x) { return x.id; });
    }

    i = 0;
    for (const auto& node : sequence(root, "slices", file)) {
        YamlMap m(node, file, ctx("slices", i++));
        m.rejectUnknownKeys({"name", "generation", "chips", "hosts", "topology", "source", "as_of", "note"});
        Slice s;
        s.name = m.requiredString("name");
        s.generation = m.requiredString("generation");
        s.chips = m.requiredInt("chips", 1, kMaxChips);
        s.hosts = m.optionalInt("hosts", 0, 1, kMaxChips);
        s.topology = m.optionalString("topology");
        s.source = m.optionalString("source");
        if (m.has("as_of"))
            s.asOf = m.requiredDate("as_of");
        s.origin = originOf(m, file);
        upsert(next.m_slices, s, [](const Slice& x) { return x.name; });
    }

    i = 0;
    for (const auto& node : sequence(root, "gpus", file)) {
        YamlMap m(node, file, ctx("gpus", i++));
        m.rejectUnknownKeys({"id",
                             "name",
                             "memory_bytes",
                             "nominal_memory_gb",
                             "memory_bandwidth_gb_s",
                             "peak_tflops_fp32",
                             "peak_tflops_16bit",
                             "peak_tflops_fp8",
                             "fp8_weight_bytes_per_param",
                             "bf16",
                             "cuda_context_mib",
                             "nvlink_gb_s",
                             "pcie_gb_s",
                             "network_gb_s_per_gpu",
                             "host_ram_gb_per_gpu",
                             "gpus_per_node",
                             "source",
                             "confidence",
                             "as_of",
                             "note"});
        Gpu g;
        g.id = m.requiredString("id");
        g.name = m.optionalString("name", g.id);
        g.memoryBytes = m.requiredNumber("memory_bytes", 0, kMaxGiB * 1073741824.0, true);
        g.memoryBandwidthGBs = m.requiredNumber("memory_bandwidth_gb_s", 0, 1.0e6, true);
        g.peakTflopsFp32 = m.requiredNumber("peak_tflops_fp32", 0, 1.0e6, true);
        g.peakTflops16 = m.optionalNumber("peak_tflops_16bit", 0, 0, 1.0e6);
        g.peakTflopsFp8 = m.optionalNumber("peak_tflops_fp8", 0, 0, 1.0e6);
        g.fp8WeightBytesPerParam = m.optionalNumber("fp8_weight_bytes_per_param", 0, 0, 16);
        g.nominalMemoryGB = m.optionalNumber("nominal_memory_gb", 0, 0, kMaxGiB * 1.1);
        g.confidence = confidenceField(m, "confidence", Confidence::Confirmed);
        g.bf16 = m.optionalBool("bf16", false);
        g.cudaContextMiB = m.requiredNumber("cuda_context_mib", 0, 64 * 1024);
        // interconnects and host (docs/catalog.md): optional, so user catalogs written before them still load
        g.nvlinkGBs = sourcedField(m, file, "nvlink_gb_s", 1.0e6);
        g.pcieGBs = sourcedField(m, file, "pcie_gb_s", 1.0e6);
        g.networkGBsPerGpu = sourcedField(m, file, "network_gb_s_per_gpu", 1.0e6);
        g.hostRamGbPerGpu = sourcedField(m, file, "host_ram_gb_per_gpu", 1.0e6);
        g.gpusPerNode = m.optionalInt("gpus_per_node", 1, 1, 64);
        g.source = m.requiredString("source");
        g.asOf = m.requiredDate("as_of");
        g.origin = originOf(m, file);
        upsert(next.m_gpus, g, [](const Gpu& x) { return x.id; });
    }

    i = 0;
    for (const auto& node : sequence(root, "prices", file)) {
        YamlMap m(node, file, ctx("prices", i++));
        m.rejectUnknownKeys({"hardware", "unit", "region", "zone", "pricing", "usd_per_hour", "as_of", "source",
                             "host_vm", "session_limit_hours", "note", "imported_from", "imported_on"});
        Price p;
        p.hardware = m.requiredString("hardware");
        const QString unit = m.requiredString("unit");
        if (unit == QLatin1String("slice"))
            p.unit = PriceUnit::Slice;
        else if (unit == QLatin1String("chip"))
            p.unit = PriceUnit::Chip;
        else if (unit == QLatin1String("gpu"))
            p.unit = PriceUnit::Gpu;
        else
            m.fail("unit", Tr::tr("expected slice, chip or gpu, got \"%1\"").arg(unit));
        p.region = m.requiredString("region");
        p.zone = m.optionalString("zone");
        p.pricing = pricingField(m, "pricing");
        // "not publicly listed" is a state of its own, neither a number nor 0 (docs/catalog.md)
        const YAML::Node price = m.child("usd_per_hour");
        if (price.IsDefined() && price.IsScalar() && price.Scalar() == "not-publicly-listed") {
            p.listed = false;
            p.usdPerHour = 0;
        } else {
            p.usdPerHour = m.requiredNumber("usd_per_hour", 0, kMaxUsdPerHour);
        }
        if (p.listed && p.usdPerHour == 0 && p.pricing != PricingModel::ColabFree)
            m.fail("usd_per_hour", Tr::tr("a price of 0 is only valid for the colab-free pricing model"));
        p.asOf = m.requiredDate("as_of");
        p.source = m.requiredString("source");
        p.hostVm = m.optionalString("host_vm");
        p.sessionLimitHours = m.optionalNumber("session_limit_hours", 0, 0, 24 * 365, true);
        p.note = m.optionalString("note");
        p.importedFrom = m.optionalString("imported_from");
        if (m.has("imported_on"))
            p.importedOn = m.requiredDate("imported_on");
        p.origin = originOf(m, file);
        upsert(next.m_prices, p, [](const Price& x) {
            return x.hardware + QLatin1Char('|') + x.region + QLatin1Char('|') + pricingModelId(x.pricing);
        });
    }

    i = 0;
    for (const auto& node : sequence(root, "host_vms", file)) {
        YamlMap m(node, file, ctx("host_vms", i++));
        m.rejectUnknownKeys({"machine", "vcpus", "ram_gb", "region", "pricing", "usd_per_hour", "as_of", "source"});
        HostVm h;
        h.machine = m.requiredString("machine");
        h.vcpus = m.requiredInt("vcpus", 1, 100000);
        h.ramGb = m.requiredNumber("ram_gb", 0, 1.0e6, true);
        h.region = m.requiredString("region");
        h.pricing = pricingField(m, "pricing");
        h.usdPerHour = m.requiredNumber("usd_per_hour", 0, kMaxUsdPerHour, true);
        h.asOf = m.requiredDate("as_of");
        h.source = m.requiredString("source");
        h.origin = originOf(m, file);
        upsert(next.m_hostVms, h, [](const HostVm& x) {
            return x.machine + QLatin1Char('|') + x.region + QLatin1Char('|') + pricingModelId(x.pricing);
        });
    }

    i = 0;
    for (const auto& node : sequence(root, "storage", file)) {
        YamlMap m(node, file, ctx("storage", i++));
        m.rejectUnknownKeys({"class", "usd_per_gib_month", "as_of", "source"});
        StorageClass s;
        s.id = m.requiredString("class");
        s.usdPerGiBMonth = m.requiredNumber("usd_per_gib_month", 0, 1000, true);
        s.asOf = m.requiredDate("as_of");
        s.source = m.requiredString("source");
        s.origin = originOf(m, file);
        upsert(next.m_storage, s, [](const StorageClass& x) { return x.id; });
    }

    next.rebuildIndex();
    c = std::move(next);
}

} // namespace tpuplan
