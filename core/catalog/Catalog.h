// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tpuplan {

// Calendar: a calendar-mode reservation (1-90 days); FlexStart: flex-start capacity (up to 7 days). Both are Cloud TPU
// consumption options (https://docs.cloud.google.com/tpu/docs/consumption-options).
enum class PricingModel { OnDemand, Preemptible, Spot, Commit1y, Commit3y, ColabFree, Calendar, FlexStart };

QString pricingModelId(PricingModel model);
std::optional<PricingModel> pricingModelFromId(const QString& id);
QVector<PricingModel> allPricingModels();
// Preemptible and spot machines can be stopped by the provider at any time (and Colab sessions end).
bool isInterruptible(PricingModel model);
// The longest a machine of this pricing model runs before it is taken back (hours); 0 = no limit. Calendar-mode
// reservations last at most 90 days and flex-start capacity at most 7 days (consumption-options page, 2025-26).
double maxDurationHours(PricingModel model);
// The shortest reservation a pricing model bills (hours); 0 = none. Calendar mode reserves whole days, one at least.
double minBilledHours(PricingModel model);

// How far a figure can be trusted: read in a primary source (the vendor's own page or data sheet), read only in a
// secondary source (a book, a catalog, an announcement quoted elsewhere), or inferred / seen once in a log.
enum class Confidence { Confirmed, Secondary, Unconfirmed };
QString confidenceId(Confidence c);
std::optional<Confidence> confidenceFromId(const QString& id);

// A catalog figure with its own source, for rows whose figures come from different places.
struct SourcedValue
{
    double value = 0; // 0 = not known
    QString source;
    Confidence confidence = Confidence::Confirmed;
    bool known() const { return value > 0; }
};

// Where a figure in the catalog comes from: a key, a URL or citation, and the date of its content.
struct SourceRef
{
    QString key;
    QString ref;
    QString asOf;
};

// Where an entry was read, so that a later check can point at it.
struct Origin
{
    QString file;
    int line = 0;
};

struct Generation
{
    QString id;
    QString name;
    QString slicePrefix; // "v2", "v5litepod"
    bool nameCountsChips = false; // v5e/v6e: "-N" counts chips; otherwise TensorCores (or devices, below)
    bool nameCountsDevices = false; // TPU7x: "-N" counts XLA devices, two per chip (tpu7x-8 = 4 chips)
    int coresPerChip = 1;
    int devicesPerChip = 1; // XLA devices per chip (2 on v2/v3, 1 with megacore)
    double hbmPerChipGiB = 0;
    double hbmPerDeviceGiB = 0;
    double xlaReservedMiB = 0;
    double bf16TflopsPerChip = 0;
    double hbmBandwidthGBsPerChip = 0;
    Confidence hbmBandwidthConfidence = Confidence::Confirmed;
    int mxuTile = 128; // the MXU's systolic array is mxuTile x mxuTile: matmul dimensions are padded to it
    double fp8TflopsPerChip = 0; // 0 = no fp8 figure (the generation's source gives it)
    // int8 matmul peak per chip, TOPS, with its own source (v5p's comes from the scaling book, not Google's page)
    SourcedValue int8TopsPerChip;
    // What a program can allocate on one device, as XLA prints it in out-of-memory text ("of 30.75G hbm").
    SourcedValue usableMemoryPerDeviceBytes;
    // Communication and offload bandwidths per chip, GB/s (10^9 B/s): ICI one way per link and links per chip, ICI
    // bidirectional per chip where only that is published, DCN and PCIe (host transfer) per chip.
    SourcedValue iciLinkGBsOneWay;
    int iciLinksPerChip = 0;
    SourcedValue iciChipGBsBidirectional;
    SourcedValue dcnGBsPerChip;
    SourcedValue pcieGBsPerChip;
    SourcedValue hostRamGbPerVm; // host RAM of the largest single-host TPU VM, GB
    int hostRamVmChips = 0; // chips of that VM
    QStringList frameworksUnsupported; // "tensorflow" on TPU7x
    int chipsPerHost = 4;
    QString runtimeVersion;
    QString source;
    QDate asOf;
    QString note;
    Origin origin;
};

struct Slice
{
    QString name;
    QString generation;
    int chips = 0;
    int hosts = 0; // 0 = not confirmed
    QString topology;
    QString source; // where the accelerator type is listed; empty in user files that leave it out
    QDate asOf;
    Origin origin;
};

struct Gpu
{
    QString id;
    QString name;
    double memoryBytes = 0;
    double memoryBandwidthGBs = 0;
    double peakTflopsFp32 = 0;
    double peakTflops16 = 0; // dense fp16/bf16 tensor cores; 0 = none
    double peakTflopsFp8 = 0; // dense fp8 tensor cores; 0 = none
    // bytes per linear-layer weight of the fp8 copy fp8 training keeps beside the bf16 one: 2 where the fp8 GEMM
    // needs a transposed copy for the backward pass (Hopper, Ada), 1 on Blackwell (reference longctx.md 3.3)
    double fp8WeightBytesPerParam = 0;
    double nominalMemoryGB = 0; // the data sheet's capacity, GB (shown next to memory_bytes); 0 = not given
    bool bf16 = false;
    double cudaContextMiB = 0;
    // Interconnects, GB/s (10^9 B/s) per GPU: NVLink and the PCIe link to the host both directions added, as data
    // sheets state them (NVLink 0 = none: the GPUs of a node talk over PCIe); the network to other nodes one way, as
    // clouds state their network cards' rate; with the host RAM
    // per GPU and the most GPUs one node (VM) holds (docs/sharding-model.md section 4)
    SourcedValue nvlinkGBs;
    SourcedValue pcieGBs;
    SourcedValue networkGBsPerGpu;
    SourcedValue hostRamGbPerGpu;
    int gpusPerNode = 1;
    Confidence confidence = Confidence::Confirmed;
    QString source;
    QDate asOf;
    Origin origin;
};

enum class PriceUnit { Slice, Chip, Gpu };
// The unit's id in catalog YAML: slice, chip or gpu.
QString priceUnitId(PriceUnit unit);

struct Price
{
    QString hardware; // slice name, generation id (per-chip rows) or GPU id
    PriceUnit unit = PriceUnit::Slice;
    QString region;
    QString zone;
    PricingModel pricing = PricingModel::OnDemand;
    double usdPerHour = 0;
    // false: the provider publishes no price ("not publicly listed"); usdPerHour is then meaningless and the offering
    // is never priced as free: a user catalog row with a price replaces it (docs/catalog.md)
    bool listed = true;
    QDate asOf;
    QString source;
    QString hostVm; // billed on top, where set
    double sessionLimitHours = 0; // 0 = none (Colab has one)
    QString note;
    QString importedFrom; // set by price imports: the file the price came from
    QDate importedOn;
    Origin origin;
};

struct HostVm
{
    QString machine;
    int vcpus = 0;
    double ramGb = 0;
    QString region;
    PricingModel pricing = PricingModel::OnDemand;
    double usdPerHour = 0;
    QDate asOf;
    QString source;
    Origin origin;
};

struct StorageClass
{
    QString id;
    double usdPerGiBMonth = 0;
    QDate asOf;
    QString source;
    Origin origin;
};

// One device as the framework sees it (a v2/v3 TensorCore, a v4+ chip, a GPU), inside a piece of hardware.
struct DeviceInfo
{
    QString hardware; // "v3-8", "a100-40"
    bool isTpu = true;
    QString generation; // TPU generation id; empty for GPUs
    QString generationName; // "TPU7x (Ironwood)"
    bool tensorflowUnsupported = false; // the generation lists tensorflow under frameworks_unsupported
    double memoryBytes = 0; // the capacity "fits" compares against: usable memory, or nominal with a reservation
    double nominalMemoryBytes = 0; // the capacity the vendor states (shown next to the usable one)
    double xlaReservedBytes = 0; // TPU only
    double cudaContextBytes = 0; // GPU only
    double peakTflops16 = 0; // per device
    double peakTflopsFp32 = 0; // per device (TPUs run fp32 matmuls as bf16 passes: equal to peakTflops16)
    double peakTflopsFp8 = 0; // per device; 0 = no fp8 matmul unit (or no figure in the catalog)
    double peakTflopsInt8 = 0; // per device, TOPS; 0 = no int8 figure
    // the fp8 weight copy fp8-mixed keeps per linear-layer weight (GPUs; 0 on TPUs: Qwix quantizes in the step)
    double fp8WeightBytesPerParam = 0;
    int devices = 1; // devices in the whole slice / machine
    int chips = 1;
    int hosts = 1;
    bool bf16 = true;
    double memoryBandwidthGBs = 0; // HBM per device, GB/s (a v2/v3 core has half its chip's)
    int mxuTile = 1; // matmul dimensions are padded to multiples of it (TPU MXU; GPU tensor-core alignment)
    // Interconnect per device, GB/s (docs/sharding-model.md section 4); 0 = not in the catalog
    double axisGBs = 0; // a collective over one mesh axis inside the slice or node: ICI one link both ways (TPU),
                        // NVLink or PCIe one way (GPU)
    int torusAxes
        = 1; // TPU torus dimensions longer than 1 in this slice: an axis spread over k of them runs k x faster
    double crossGBs = 0; // to other slices (DCN) or nodes (network)
    double hostLinkGBs = 0; // PCIe between the device and its host, one way
    int devicesPerHost = 1;
    double hostRamBytes = 0; // per host (TPU VM or GPU node); 0 = not in the catalog
    int devicesPerNodeMax = 1; // GPUs: the most one node holds (a job of more spans nodes); TPUs: devicesPerHost
};

// A job of `count` GPUs of `gpu` (one device each), over as few nodes as the node size allows.
DeviceInfo gpuJob(const DeviceInfo& gpu, int count);
// The units a job pays the catalog's price for: its TPU slices (a price is per slice), or its GPUs (per GPU).
int priceUnits(const DeviceInfo& job, int slices);

// A device the catalog does not list, known by its memory alone (tpuplan estimate --device-memory-gib): a TPU device,
// or a GPU with bf16 and the CUDA context every catalog GPU has (1343 MiB, docs/memory-model.md §11).
DeviceInfo customDevice(const QString& name, double memoryBytes, bool isTpu);

// How a text names a TPU device that is one of two TensorCores of a chip (v2, v3). The short form suits the planner's
// reasons and the diagnosis ("per core"), whose wording the docs and stored calibration evidence quote; a report is a
// document to hand on and names the hardware unit precisely.
enum class CoreWord { Short, TensorCore };

// The word for one device in "per …": "GPU", "chip" (one device per chip), or "core"/"TensorCore".
QString deviceWord(const DeviceInfo& device, CoreWord core = CoreWord::Short);

// A price applied to a concrete piece of hardware: the whole slice or GPU machine per hour.
struct Offering
{
    QString hardware;
    QString region;
    QString zone;
    PricingModel pricing = PricingModel::OnDemand;
    double acceleratorUsdPerHour = 0;
    double hostUsdPerHour = 0;
    QString hostVm;
    double sessionLimitHours = 0;
    Price price; // the catalog row behind the accelerator price
    bool priceListed() const { return price.listed; }
    std::optional<HostVm> host; // the catalog row behind the host price
    double totalUsdPerHour() const { return acceleratorUsdPerHour + hostUsdPerHour; }
    // The same offering for a job of `units` of it (priceUnits()): accelerator and host prices times the units.
    Offering forUnits(int units) const
    {
        Offering o = *this;
        o.acceleratorUsdPerHour *= units;
        o.hostUsdPerHour *= units;
        return o;
    }
};

class Catalog
{
public:
    // Built-in catalog from the YAML compiled into the binary. Throws InputError if it is broken.
    static Catalog builtin();

    // Merges a user catalog file over this one: entries with the same key replace the built-in entry, new keys
    // are added (see docs/catalog.md). The merged result is validated as a whole; on error nothing changes.
    void mergeFile(const QString& path);
    void mergeText(const QByteArray& yaml, const QString& fileLabel);

    QString version() const { return m_version; }
    // The date of the built-in catalog's content (the newest source it was compiled from).
    QDate date() const { return m_date; }
    // "builtin-2026.11 (2026-11-24)": version and date, as the About box, --version and reports show them.
    QString versionLabel() const;
    QStringList userFiles() const { return m_userFiles; }

    const QVector<Generation>& generations() const { return m_generations; }
    const QVector<Slice>& slices() const { return m_slices; }
    const QVector<Gpu>& gpus() const { return m_gpus; }
    const QVector<Price>& prices() const { return m_prices; }
    const QVector<HostVm>& hostVms() const { return m_hostVms; }
    const QVector<StorageClass>& storageClasses() const { return m_storage; }
    const QHash<QString, SourceRef>& sources() const { return m_sources; }

    const Generation* generation(const QString& id) const;
    const Slice* slice(const QString& name) const;
    const Gpu* gpu(const QString& id) const;
    const StorageClass* storageClass(const QString& id) const;
    SourceRef source(const QString& key) const;

    int coresOf(const Slice& s) const;
    int devicesOf(const Slice& s) const;

    // The device of a slice or GPU; nullopt for an unknown name.
    std::optional<DeviceInfo> device(const QString& hardware) const;
    // Every hardware name (slices then GPUs).
    QStringList hardwareNames() const;
    QStringList regions() const;

    // All priced offerings of a piece of hardware (every region and pricing model). Offerings whose price is not
    // publicly listed are left out unless includeUnlisted (the catalog listing shows them, the planner cannot price
    // them).
    QVector<Offering> offerings(const QString& hardware, bool includeUnlisted = false) const;
    std::optional<Offering> offering(const QString& hardware, const QString& region, PricingModel pricing) const;
    // What a listing of the catalog shows for a piece of hardware: every offering in `region` (empty = every region),
    // unlisted prices included (tpuplan catalog, its JSON).
    QVector<Offering> listingOfferings(const QString& hardware, const QString& region) const;

    // Prices older than this many months before `today` are stale and are flagged wherever they are shown.
    static constexpr int kStaleAfterMonths = 18;
    static bool isStale(const QDate& asOf, const QDate& today);
    // Whole months from asOf to today (0 for a future or invalid date is not possible: invalid gives -1).
    static int monthsOld(const QDate& asOf, const QDate& today);
    // An offering's price is stale when it is listed and older than kStaleAfterMonths; a price that is not publicly
    // listed has no age, so it is never stale.
    static bool isStalePrice(const Offering& offering, const QDate& today);
    // Over every offering of the catalog (unlisted included): how many prices are stale, and the age in months of
    // the oldest listed one (-1 when none is listed). The catalog view says this instead of a wall of stale marks.
    struct PriceAges
    {
        int stale = 0;
        int oldestMonths = -1;
    };
    PriceAges priceAges(const QDate& today) const;

private:
    void rebuildIndex();
    void validate() const;

    QString m_version;
    QDate m_date;
    QStringList m_userFiles;
    QHash<QString, SourceRef> m_sources;
    QVector<Generation> m_generations;
    QVector<Slice> m_slices;
    QVector<Gpu> m_gpus;
    QVector<Price> m_prices;
    QVector<HostVm> m_hostVms;
    QVector<StorageClass> m_storage;
    QHash<QString, int> m_generationIndex;
    QHash<QString, int> m_sliceIndex;
    QHash<QString, int> m_gpuIndex;

    friend class CatalogLoader;
};

} // namespace tpuplan
