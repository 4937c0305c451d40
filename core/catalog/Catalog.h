// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tpuplan {

enum class PricingModel { OnDemand, Preemptible, Spot, Commit1y, Commit3y, ColabFree };

QString pricingModelId(PricingModel model);
std::optional<PricingModel> pricingModelFromId(const QString& id);
QVector<PricingModel> allPricingModels();
// Preemptible and spot machines can be stopped by the provider at any time (and Colab sessions end).
bool isInterruptible(PricingModel model);

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
    bool nameCountsChips = false; // v5e/v6e: "-N" counts chips; otherwise TensorCores
    int coresPerChip = 1;
    int devicesPerChip = 1; // XLA devices per chip (2 on v2/v3, 1 with megacore)
    double hbmPerChipGiB = 0;
    double hbmPerDeviceGiB = 0;
    double xlaReservedMiB = 0;
    double bf16TflopsPerChip = 0;
    double hbmBandwidthGBsPerChip = 0;
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
    bool bf16 = false;
    double cudaContextMiB = 0;
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
    double memoryBytes = 0;
    double xlaReservedBytes = 0; // TPU only
    double cudaContextBytes = 0; // GPU only
    double peakTflops16 = 0; // per device
    double peakTflopsFp32 = 0; // per device (TPUs run fp32 matmuls as bf16 passes: equal to peakTflops16)
    int devices = 1; // devices in the whole slice / machine
    int chips = 1;
    int hosts = 1;
    bool bf16 = true;
};

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
    std::optional<HostVm> host; // the catalog row behind the host price
    double totalUsdPerHour() const { return acceleratorUsdPerHour + hostUsdPerHour; }
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

    // All priced offerings of a piece of hardware (every region and pricing model).
    QVector<Offering> offerings(const QString& hardware) const;
    std::optional<Offering> offering(const QString& hardware, const QString& region, PricingModel pricing) const;

    // Prices older than this many months before `today` are stale and are flagged wherever they are shown.
    static constexpr int kStaleAfterMonths = 18;
    static bool isStale(const QDate& asOf, const QDate& today);

private:
    void rebuildIndex();
    void validate() const;

    QString m_version;
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
