// SPDX-License-Identifier: GPL-3.0-or-later
#include "Catalog.h"

#include "../util/InputError.h"
#include "../util/InputFile.h"
#include "../util/Units.h"
#include "CatalogLoader.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>

#include <algorithm>

static void initCatalogResources()
{
    Q_INIT_RESOURCE(core_resources);
}

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

struct PricingName
{
    PricingModel model;
    const char* id;
};
constexpr PricingName kPricingNames[] = {
    {PricingModel::OnDemand, "on-demand"}, {PricingModel::Preemptible, "preemptible"},
    {PricingModel::Spot, "spot"},          {PricingModel::Commit1y, "1-year"},
    {PricingModel::Commit3y, "3-year"},    {PricingModel::ColabFree, "colab-free"},
    {PricingModel::Calendar, "calendar"},  {PricingModel::FlexStart, "flex-start"},
};

struct ConfidenceName
{
    Confidence confidence;
    const char* id;
};
constexpr ConfidenceName kConfidenceNames[] = {
    {Confidence::Confirmed, "confirmed"},
    {Confidence::Secondary, "secondary"},
    {Confidence::Unconfirmed, "unconfirmed"},
};
} // namespace

QString priceUnitId(PriceUnit unit)
{
    switch (unit) {
    case PriceUnit::Slice:
        return QStringLiteral("slice");
    case PriceUnit::Chip:
        return QStringLiteral("chip");
    case PriceUnit::Gpu:
        return QStringLiteral("gpu");
    }
    return QString();
}

QString pricingModelId(PricingModel model)
{
    for (const auto& p : kPricingNames)
        if (p.model == model)
            return QString::fromLatin1(p.id);
    return QString();
}

std::optional<PricingModel> pricingModelFromId(const QString& id)
{
    for (const auto& p : kPricingNames)
        if (id == QLatin1String(p.id))
            return p.model;
    return std::nullopt;
}

QVector<PricingModel> allPricingModels()
{
    QVector<PricingModel> out;
    for (const auto& p : kPricingNames)
        out << p.model;
    return out;
}

bool isInterruptible(PricingModel model)
{
    return model == PricingModel::Preemptible || model == PricingModel::Spot || model == PricingModel::ColabFree;
}

double maxDurationHours(PricingModel model)
{
    switch (model) {
    case PricingModel::Calendar:
        return 90.0 * 24.0; // calendar mode: 1 to 90 days (consumption-options page)
    case PricingModel::FlexStart:
        return 7.0 * 24.0; // flex-start: up to 7 days (same page)
    default:
        return 0.0;
    }
}

double minBilledHours(PricingModel model)
{
    return model == PricingModel::Calendar ? 24.0 : 0.0;
}

QString confidenceId(Confidence c)
{
    for (const auto& n : kConfidenceNames)
        if (n.confidence == c)
            return QString::fromLatin1(n.id);
    return QString();
}

std::optional<Confidence> confidenceFromId(const QString& id)
{
    for (const auto& n : kConfidenceNames)
        if (id == QLatin1String(n.id))
            return n.confidence;
    return std::nullopt;
}

QString Catalog::versionLabel() const
{
    if (!m_date.isValid())
        return m_version;
    return QStringLiteral("%1 (%2)").arg(m_version, m_date.toString(Qt::ISODate));
}

Catalog Catalog::builtin()
{
    initCatalogResources();
    Catalog c;
    // sources first: the other files refer to its keys
    for (const char* name : {"sources", "generations", "slices", "gpus", "prices", "host_vms", "storage"}) {
        const QString path = QStringLiteral(":/catalog/%1.yaml").arg(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            throw InputError(path, 0, QString(), Tr::tr("built-in catalog file is missing"));
        CatalogLoader::merge(c, f.readAll(), path);
    }
    c.m_version = QStringLiteral("builtin-2026.11");
    c.m_date = QDate(2026, 11, 24); // the day the 2026 catalog was compiled from its sources (docs/catalog.md)
    c.validate();
    return c;
}

void Catalog::mergeFile(const QString& path)
{
    constexpr qint64 kMaxCatalogBytes = qint64(16) * 1024 * 1024;
    mergeText(readInputFile(path, kMaxCatalogBytes, Tr::tr("a catalog file")), path);
}

void Catalog::mergeText(const QByteArray& yaml, const QString& fileLabel)
{
    Catalog next = *this;
    CatalogLoader::merge(next, yaml, fileLabel);
    next.validate();
    next.m_userFiles << fileLabel;
    if (!m_version.contains(QLatin1String("+user")))
        next.m_version = next.m_version + QStringLiteral("+user");
    *this = std::move(next);
}

void Catalog::rebuildIndex()
{
    m_generationIndex.clear();
    m_sliceIndex.clear();
    m_gpuIndex.clear();
    for (int i = 0; i < m_generations.size(); ++i)
        m_generationIndex.insert(m_generations[i].id, i);
    for (int i = 0; i < m_slices.size(); ++i)
        m_sliceIndex.insert(m_slices[i].name, i);
    for (int i = 0; i < m_gpus.size(); ++i)
        m_gpuIndex.insert(m_gpus[i].id, i);
}

void Catalog::validate() const
{
    auto checkSource = [this](const QString& key, const Origin& o, const QString& field) {
        if (!m_sources.contains(key))
            throw InputError(o.file, o.line, field, Tr::tr("unknown source \"%1\" (add it under sources:)").arg(key));
    };
    for (const Generation& g : m_generations) {
        const QString field = QStringLiteral("generations.%1.").arg(g.id);
        checkSource(g.source, g.origin, field + QStringLiteral("source"));
        const std::pair<const SourcedValue*, const char*> sourced[] = {
            {&g.usableMemoryPerDeviceBytes, "usable_memory_per_device"},
            {&g.iciLinkGBsOneWay, "ici_link_gb_s"},
            {&g.iciChipGBsBidirectional, "ici_chip_gb_s"},
            {&g.dcnGBsPerChip, "dcn_gb_s_per_chip"},
            {&g.pcieGBsPerChip, "pcie_gb_s_per_chip"},
            {&g.hostRamGbPerVm, "host_ram_gb_per_vm"},
        };
        for (const auto& [v, key] : sourced)
            if (v->known())
                checkSource(v->source, g.origin, field + QString::fromLatin1(key) + QStringLiteral(".source"));
    }
    for (const Gpu& g : m_gpus) {
        checkSource(g.source, g.origin, QStringLiteral("gpus.%1.source").arg(g.id));
        const std::pair<const SourcedValue*, const char*> sourced[] = {
            {&g.nvlinkGBs, "nvlink_gb_s"},
            {&g.pcieGBs, "pcie_gb_s"},
            {&g.networkGBsPerGpu, "network_gb_s_per_gpu"},
            {&g.hostRamGbPerGpu, "host_ram_gb_per_gpu"},
        };
        for (const auto& [v, key] : sourced)
            if (v->known())
                checkSource(v->source, g.origin,
                            QStringLiteral("gpus.%1.%2.source").arg(g.id, QString::fromLatin1(key)));
        if (m_sliceIndex.contains(g.id))
            throw InputError(g.origin.file, g.origin.line, QStringLiteral("gpus.%1.id").arg(g.id),
                             Tr::tr("the name is already used by a TPU slice"));
    }
    for (const Slice& s : m_slices) {
        const QString field = QStringLiteral("slices.%1").arg(s.name);
        if (!s.source.isEmpty())
            checkSource(s.source, s.origin, field + QStringLiteral(".source"));
        const Generation* g = generation(s.generation);
        if (!g)
            throw InputError(s.origin.file, s.origin.line, field + QStringLiteral(".generation"),
                             Tr::tr("unknown generation \"%1\"").arg(s.generation));
        const QString prefix = g->slicePrefix + QLatin1Char('-');
        bool ok = false;
        const int n = s.name.startsWith(prefix) ? s.name.mid(prefix.size()).toInt(&ok) : 0;
        if (!ok || n <= 0)
            throw InputError(s.origin.file, s.origin.line, field + QStringLiteral(".name"),
                             Tr::tr("a %1 slice must be named %2N").arg(g->id, prefix));
        if (g->nameCountsDevices && n % g->devicesPerChip != 0)
            throw InputError(s.origin.file, s.origin.line, field + QStringLiteral(".name"),
                             Tr::tr("%1 counts devices in its name, %2 per chip: %3 is not a multiple of %2")
                                 .arg(g->id)
                                 .arg(g->devicesPerChip)
                                 .arg(n));
        if (!g->nameCountsChips && !g->nameCountsDevices && n % g->coresPerChip != 0)
            throw InputError(s.origin.file, s.origin.line, field + QStringLiteral(".name"),
                             Tr::tr("%1 counts TensorCores in its name, %2 per chip: %3 is not a multiple of %2")
                                 .arg(g->id)
                                 .arg(g->coresPerChip)
                                 .arg(n));
        const int expected
            = g->nameCountsChips ? n : (g->nameCountsDevices ? n / g->devicesPerChip : n / g->coresPerChip);
        if (s.chips != expected)
            throw InputError(s.origin.file, s.origin.line, field + QStringLiteral(".chips"),
                             Tr::tr("%1 counts %2 in its name, so %3 has %4 chips, not %5")
                                 .arg(g->id,
                                      g->nameCountsChips
                                          ? Tr::tr("chips")
                                          : (g->nameCountsDevices ? Tr::tr("devices") : Tr::tr("TensorCores")),
                                      s.name)
                                 .arg(expected)
                                 .arg(s.chips));
    }
    QSet<QString> hostMachines;
    for (const HostVm& h : m_hostVms) {
        checkSource(h.source, h.origin, QStringLiteral("host_vms.%1.source").arg(h.machine));
        hostMachines.insert(h.machine);
    }
    for (const Price& p : m_prices) {
        const QString field = QStringLiteral("prices.%1@%2").arg(p.hardware, p.region);
        checkSource(p.source, p.origin, field + QStringLiteral(".source"));
        bool known = false;
        switch (p.unit) {
        case PriceUnit::Slice:
            known = slice(p.hardware) != nullptr;
            break;
        case PriceUnit::Chip:
            known = slice(p.hardware) != nullptr || generation(p.hardware) != nullptr;
            break;
        case PriceUnit::Gpu:
            known = gpu(p.hardware) != nullptr;
            break;
        }
        if (!known)
            throw InputError(p.origin.file, p.origin.line, field + QStringLiteral(".hardware"),
                             Tr::tr("unknown hardware \"%1\" for this unit").arg(p.hardware));
        if (!p.hostVm.isEmpty() && !hostMachines.contains(p.hostVm))
            throw InputError(p.origin.file, p.origin.line, field + QStringLiteral(".host_vm"),
                             Tr::tr("unknown host VM \"%1\"").arg(p.hostVm));
    }
    for (const StorageClass& s : m_storage)
        checkSource(s.source, s.origin, QStringLiteral("storage.%1.source").arg(s.id));
}

const Generation* Catalog::generation(const QString& id) const
{
    const auto it = m_generationIndex.constFind(id);
    return it == m_generationIndex.constEnd() ? nullptr : &m_generations[*it];
}

const Slice* Catalog::slice(const QString& name) const
{
    const auto it = m_sliceIndex.constFind(name);
    return it == m_sliceIndex.constEnd() ? nullptr : &m_slices[*it];
}

const Gpu* Catalog::gpu(const QString& id) const
{
    const auto it = m_gpuIndex.constFind(id);
    return it == m_gpuIndex.constEnd() ? nullptr : &m_gpus[*it];
}

const StorageClass* Catalog::storageClass(const QString& id) const
{
    for (const StorageClass& s : m_storage)
        if (s.id == id)
            return &s;
    return nullptr;
}

SourceRef Catalog::source(const QString& key) const
{
    return m_sources.value(key, SourceRef{key, key, QString()});
}

int Catalog::coresOf(const Slice& s) const
{
    const Generation* g = generation(s.generation);
    return g ? s.chips * g->coresPerChip : 0;
}

int Catalog::devicesOf(const Slice& s) const
{
    const Generation* g = generation(s.generation);
    return g ? s.chips * g->devicesPerChip : 0;
}

DeviceInfo customDevice(const QString& name, double memoryBytes, bool isTpu)
{
    // CUDA context and kernels measured on a V100 with nvidia-smi after torch.ones((1,1)).cuda(): HF transformers
    // docs, model_memory_anatomy.md (2023); the same figure as every GPU of resources/catalog/gpus.yaml
    constexpr double kCudaContextMiB = 1343.0;
    DeviceInfo d;
    d.hardware = name;
    d.memoryBytes = memoryBytes;
    d.nominalMemoryBytes = memoryBytes;
    d.isTpu = isTpu;
    d.bf16 = true;
    if (!isTpu)
        d.cudaContextBytes = kCudaContextMiB * kMiB;
    return d;
}

QString deviceWord(const DeviceInfo& device, CoreWord core)
{
    if (!device.isTpu)
        return Tr::tr("GPU");
    if (device.devices > device.chips)
        return core == CoreWord::TensorCore ? Tr::tr("TensorCore") : Tr::tr("core");
    return Tr::tr("chip");
}

std::optional<DeviceInfo> Catalog::device(const QString& hardware) const
{
    if (const Slice* s = slice(hardware)) {
        const Generation* g = generation(s->generation);
        DeviceInfo d;
        d.hardware = s->name;
        d.isTpu = true;
        d.generation = g->id;
        d.generationName = g->name;
        d.tensorflowUnsupported = g->frameworksUnsupported.contains(QStringLiteral("tensorflow"));
        d.nominalMemoryBytes = gibToBytes(g->hbmPerDeviceGiB);
        // v2/v3 model the XLA reservation (528 MiB seen in their dumps) as runtime overhead against the nominal HBM;
        // from v4 on the usable figure XLA prints is the capacity itself, so no reservation is added on top of it
        // (docs/memory-model.md section 6.1): counting both would take the reservation off twice
        if (g->xlaReservedMiB <= 0 && g->usableMemoryPerDeviceBytes.known()) {
            d.memoryBytes = g->usableMemoryPerDeviceBytes.value;
            d.xlaReservedBytes = 0;
        } else {
            d.memoryBytes = d.nominalMemoryBytes;
            d.xlaReservedBytes = g->xlaReservedMiB * kMiB;
        }
        d.peakTflops16 = g->bf16TflopsPerChip / g->devicesPerChip;
        d.peakTflopsFp32 = d.peakTflops16; // XLA runs fp32 matmuls as bf16 MXU passes by default (time.md)
        d.peakTflopsFp8 = g->fp8TflopsPerChip / g->devicesPerChip;
        d.peakTflopsInt8 = g->int8TopsPerChip.value / g->devicesPerChip;
        d.memoryBandwidthGBs = g->hbmBandwidthGBsPerChip / g->devicesPerChip;
        d.mxuTile = g->mxuTile;
        d.chips = s->chips;
        d.devices = s->chips * g->devicesPerChip;
        d.hosts = s->hosts > 0 ? s->hosts : qMax(1, s->chips / g->chipsPerHost);
        d.bf16 = true;
        // interconnect per device: two TensorCores of a v2/v3 chip share its links (docs/sharding-model.md §4)
        const double perChip = 1.0 / g->devicesPerChip;
        if (g->iciLinkGBsOneWay.known())
            d.axisGBs = 2.0 * g->iciLinkGBsOneWay.value * perChip;
        else if (g->iciChipGBsBidirectional.known() && g->iciLinksPerChip > 0)
            d.axisGBs = g->iciChipGBsBidirectional.value / g->iciLinksPerChip * perChip;
        d.torusAxes = 0;
        for (const QString& dim : s->topology.split(QLatin1Char('x'), Qt::SkipEmptyParts))
            d.torusAxes += dim.toInt() > 1 ? 1 : 0;
        d.torusAxes = qMax(1, d.torusAxes);
        d.crossGBs = g->dcnGBsPerChip.value * perChip;
        d.hostLinkGBs = g->pcieGBsPerChip.value * perChip;
        d.devicesPerHost = qMax(1, d.devices / d.hosts);
        d.devicesPerNodeMax = d.devicesPerHost;
        // host RAM scales with the chips a VM holds (v5e -4 = 192 GB, -8 = 384 GB; v6e -4 = 720, -8 = 1440)
        if (g->hostRamGbPerVm.known() && g->hostRamVmChips > 0)
            d.hostRamBytes = g->hostRamGbPerVm.value * 1e9 * (double(d.chips) / d.hosts) / g->hostRamVmChips;
        return d;
    }
    if (const Gpu* g = gpu(hardware)) {
        DeviceInfo d;
        d.hardware = g->id;
        d.isTpu = false;
        d.memoryBytes = g->memoryBytes;
        d.nominalMemoryBytes = g->memoryBytes;
        d.cudaContextBytes = g->cudaContextMiB * kMiB;
        d.peakTflops16 = g->peakTflops16 > 0 ? g->peakTflops16 : g->peakTflopsFp32;
        d.peakTflopsFp32 = g->peakTflopsFp32;
        d.peakTflopsFp8 = g->peakTflopsFp8;
        d.fp8WeightBytesPerParam = g->fp8WeightBytesPerParam;
        d.bf16 = g->bf16;
        d.memoryBandwidthGBs = g->memoryBandwidthGBs;
        // tensor cores run 16-bit matmuls whose dimensions are multiples of 8 at full rate (NVIDIA Deep Learning
        // Performance guide, "Matrix Multiplication Background", docs.nvidia.com/deeplearning/performance, 2023)
        d.mxuTile = 8;
        // a collective ring sends one way on each link: half the both-ways figure the data sheets give
        d.axisGBs = (g->nvlinkGBs.known() ? g->nvlinkGBs.value : g->pcieGBs.value) / 2.0;
        d.crossGBs = g->networkGBsPerGpu.value;
        d.hostLinkGBs = g->pcieGBs.value / 2.0;
        d.devicesPerNodeMax = qMax(1, g->gpusPerNode);
        d.hostRamBytes = g->hostRamGbPerGpu.value * 1e9;
        return d;
    }
    return std::nullopt;
}

DeviceInfo gpuJob(const DeviceInfo& gpu, int count)
{
    DeviceInfo d = gpu;
    const double ramPerGpu = gpu.hostRamBytes / qMax(1, gpu.devicesPerHost);
    d.devices = qMax(1, count);
    d.chips = d.devices;
    d.devicesPerHost = qMin(d.devices, qMax(1, gpu.devicesPerNodeMax));
    d.hosts = (d.devices + d.devicesPerHost - 1) / d.devicesPerHost;
    d.hostRamBytes = ramPerGpu * d.devicesPerHost;
    return d;
}

int priceUnits(const DeviceInfo& job, int slices)
{
    return job.isTpu ? qMax(1, slices) : qMax(1, job.devices);
}

QStringList Catalog::hardwareNames() const
{
    QStringList out;
    for (const Slice& s : m_slices)
        out << s.name;
    for (const Gpu& g : m_gpus)
        out << g.id;
    return out;
}

QStringList Catalog::regions() const
{
    QStringList out;
    for (const Price& p : m_prices)
        if (!out.contains(p.region))
            out << p.region;
    out.sort();
    return out;
}

namespace {
// How specific a price row is for a given slice: a row for the slice itself beats a per-chip row for its generation.
int specificity(const Price& p, const QString& hardware)
{
    return p.hardware == hardware ? 2 : 1;
}
} // namespace

QVector<Offering> Catalog::listingOfferings(const QString& hardware, const QString& region) const
{
    QVector<Offering> out;
    for (const Offering& o : offerings(hardware, true))
        if (region.isEmpty() || o.region == region)
            out << o;
    return out;
}

QVector<Offering> Catalog::offerings(const QString& hardware, bool includeUnlisted) const
{
    QVector<Offering> out;
    const Slice* s = slice(hardware);
    const Gpu* g = s ? nullptr : gpu(hardware);
    if (!s && !g)
        return out;
    // best price per (region, pricing)
    QHash<QString, const Price*> best;
    for (const Price& p : m_prices) {
        const bool applies = p.hardware == hardware || (s && p.unit == PriceUnit::Chip && p.hardware == s->generation);
        if (!applies)
            continue;
        const QString key = p.region + QLatin1Char('|') + pricingModelId(p.pricing);
        const Price* cur = best.value(key, nullptr);
        if (!cur || specificity(p, hardware) > specificity(*cur, hardware))
            best.insert(key, &p);
    }
    for (const Price* p : best) {
        if (!p->listed && !includeUnlisted)
            continue;
        Offering o;
        o.hardware = hardware;
        o.region = p->region;
        o.zone = p->zone;
        o.pricing = p->pricing;
        o.price = *p;
        o.sessionLimitHours = p->sessionLimitHours;
        // calendar-mode and flex-start capacity ends after its longest term: the run restarts on a new one
        if (maxDurationHours(p->pricing) > 0)
            o.sessionLimitHours = o.sessionLimitHours > 0 ? std::min(o.sessionLimitHours, maxDurationHours(p->pricing))
                                                          : maxDurationHours(p->pricing);
        o.acceleratorUsdPerHour = p->unit == PriceUnit::Chip && s ? p->usdPerHour * s->chips : p->usdPerHour;
        if (!p->hostVm.isEmpty()) {
            o.hostVm = p->hostVm;
            // the host in the same region and pricing model; fall back to on-demand, then to any region
            const HostVm* chosen = nullptr;
            int score = -1;
            for (const HostVm& h : m_hostVms) {
                if (h.machine != p->hostVm)
                    continue;
                const int sc = (h.region == p->region ? 2 : 0) + (h.pricing == p->pricing ? 1 : 0);
                if (sc > score) {
                    score = sc;
                    chosen = &h;
                }
            }
            if (chosen) {
                o.host = *chosen;
                o.hostUsdPerHour = chosen->usdPerHour;
            }
        }
        out << o;
    }
    std::sort(out.begin(), out.end(), [](const Offering& a, const Offering& b) {
        if (a.region != b.region)
            return a.region < b.region;
        return static_cast<int>(a.pricing) < static_cast<int>(b.pricing);
    });
    return out;
}

std::optional<Offering> Catalog::offering(const QString& hardware, const QString& region, PricingModel pricing) const
{
    for (const Offering& o : offerings(hardware))
        if (o.region == region && o.pricing == pricing)
            return o;
    return std::nullopt;
}

bool Catalog::isStale(const QDate& asOf, const QDate& today)
{
    return !asOf.isValid() || asOf < today.addMonths(-kStaleAfterMonths);
}

bool Catalog::isStalePrice(const Offering& offering, const QDate& today)
{
    return offering.priceListed() && isStale(offering.price.asOf, today);
}

Catalog::PriceAges Catalog::priceAges(const QDate& today) const
{
    PriceAges ages;
    for (const QString& hw : hardwareNames())
        for (const Offering& o : offerings(hw, true)) {
            if (!o.priceListed())
                continue;
            ages.stale += isStale(o.price.asOf, today) ? 1 : 0;
            ages.oldestMonths = std::max(ages.oldestMonths, monthsOld(o.price.asOf, today));
        }
    return ages;
}

int Catalog::monthsOld(const QDate& asOf, const QDate& today)
{
    if (!asOf.isValid())
        return -1;
    int months = (today.year() - asOf.year()) * 12 + today.month() - asOf.month();
    if (today.day() < asOf.day())
        --months;
    return std::max(0, months);
}

} // namespace tpuplan
