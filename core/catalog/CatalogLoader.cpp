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
            Tr::tr("unknown pricing model \"%1\" (expected on-demand, preemptible, spot, 1-year, 3-year or colab-free)")
                .arg(id));
    return *p;
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
        m.rejectUnknownKeys({"id", "name", "slice_prefix", "name_counts", "cores_per_chip", "devices_per_chip",
                             "hbm_per_chip_gib", "hbm_per_device_gib", "xla_reserved_mib", "bf16_tflops_per_chip",
                             "hbm_bandwidth_gb_s_per_chip", "chips_per_host", "runtime_version", "source", "as_of",
                             "note"});
        Generation g;
        g.id = m.requiredString("id");
        g.name = m.optionalString("name", g.id);
        g.slicePrefix = m.requiredString("slice_prefix");
        const QString counts = m.requiredString("name_counts");
        if (counts != QLatin1String("cores") && counts != QLatin1String("chips"))
            m.fail("name_counts", Tr::tr("expected \"cores\" or \"chips\", got \"%1\"").arg(counts));
        g.nameCountsChips = counts == QLatin1String("chips");
        g.coresPerChip = m.requiredInt("cores_per_chip", 1, 16);
        g.devicesPerChip = m.requiredInt("devices_per_chip", 1, 16);
        g.hbmPerChipGiB = m.requiredNumber("hbm_per_chip_gib", 0, kMaxGiB, true);
        g.hbmPerDeviceGiB = m.requiredNumber("hbm_per_device_gib", 0, kMaxGiB, true);
        g.xlaReservedMiB = m.requiredNumber("xla_reserved_mib", 0, 64 * 1024);
        g.bf16TflopsPerChip = m.requiredNumber("bf16_tflops_per_chip", 0, 1.0e6, true);
        g.hbmBandwidthGBsPerChip = m.requiredNumber("hbm_bandwidth_gb_s_per_chip", 0, 1.0e6, true);
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
        g.origin = originOf(m, file);
        upsert(next.m_generations, g, [](const Generation& x) { return x.id; });
    }

    i = 0;
    for (const auto& node : sequence(root, "slices", file)) {
        YamlMap m(node, file, ctx("slices", i++));
        m.rejectUnknownKeys({"name", "generation", "chips", "hosts", "topology", "note"});
        Slice s;
        s.name = m.requiredString("name");
        s.generation = m.requiredString("generation");
        s.chips = m.requiredInt("chips", 1, kMaxChips);
        s.hosts = m.optionalInt("hosts", 0, 1, kMaxChips);
        s.topology = m.optionalString("topology");
        s.origin = originOf(m, file);
        upsert(next.m_slices, s, [](const Slice& x) { return x.name; });
    }

    i = 0;
    for (const auto& node : sequence(root, "gpus", file)) {
        YamlMap m(node, file, ctx("gpus", i++));
        m.rejectUnknownKeys({"id", "name", "memory_bytes", "memory_bandwidth_gb_s", "peak_tflops_fp32",
                             "peak_tflops_16bit", "bf16", "cuda_context_mib", "source", "as_of", "note"});
        Gpu g;
        g.id = m.requiredString("id");
        g.name = m.optionalString("name", g.id);
        g.memoryBytes = m.requiredNumber("memory_bytes", 0, kMaxGiB * 1073741824.0, true);
        g.memoryBandwidthGBs = m.requiredNumber("memory_bandwidth_gb_s", 0, 1.0e6, true);
        g.peakTflopsFp32 = m.requiredNumber("peak_tflops_fp32", 0, 1.0e6, true);
        g.peakTflops16 = m.optionalNumber("peak_tflops_16bit", 0, 0, 1.0e6);
        g.bf16 = m.optionalBool("bf16", false);
        g.cudaContextMiB = m.requiredNumber("cuda_context_mib", 0, 64 * 1024);
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
        p.usdPerHour = m.requiredNumber("usd_per_hour", 0, kMaxUsdPerHour);
        if (p.usdPerHour == 0 && p.pricing != PricingModel::ColabFree)
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
