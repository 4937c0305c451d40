// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceImport.h"

#include "../util/CsvReader.h"
#include "../util/InputError.h"
#include "../util/InputFile.h"
#include "../util/JsonReader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PriceImport)
};

using Kind = PriceImportIssue::Kind;
using Reason = PriceImportIssue::Reason;

// The most accelerators one priced machine may have: the catalog's largest slice has 12,288 chips (v5p), GPU VMs 16.
constexpr int kMaxAcceleratorCount = 65536;

// Google Cloud regions (cloud.google.com/about/locations, as of 2025; us-central2 hosts the v4 TPUs). A region the
// catalog already prices (the built-in catalog or the user's file) is accepted too.
const char* const kCloudRegions[] = {
    "africa-south1",
    "asia-east1",
    "asia-east2",
    "asia-northeast1",
    "asia-northeast2",
    "asia-northeast3",
    "asia-south1",
    "asia-south2",
    "asia-southeast1",
    "asia-southeast2",
    "australia-southeast1",
    "australia-southeast2",
    "europe-central2",
    "europe-north1",
    "europe-southwest1",
    "europe-west1",
    "europe-west2",
    "europe-west3",
    "europe-west4",
    "europe-west6",
    "europe-west8",
    "europe-west9",
    "europe-west10",
    "europe-west12",
    "me-central1",
    "me-central2",
    "me-west1",
    "northamerica-northeast1",
    "northamerica-northeast2",
    "northamerica-south1",
    "southamerica-east1",
    "southamerica-west1",
    "us-central1",
    "us-central2",
    "us-east1",
    "us-east4",
    "us-east5",
    "us-south1",
    "us-west1",
    "us-west2",
    "us-west3",
    "us-west4",
};

// SkyPilot GPU names -> catalog GPU ids (GCP sells V100 with 16 GB only; "A100" is the 40 GB part).
struct GpuName
{
    const char* skypilot;
    const char* id;
};
const GpuName kGpuNames[] = {
    {"K80", "k80"},           {"T4", "t4"},
    {"V100", "v100-16"},      {"V100-16GB", "v100-16"},
    {"V100-32GB", "v100-32"}, {"A100", "a100-40"},
    {"A100-40GB", "a100-40"}, {"A100-80GB", "a100-80"},
    {"H100", "h100-80"},      {"H100-80GB", "h100-80"},
};

// One price read from a file, before the rows of one region are folded into one catalog price.
struct Candidate
{
    QString hardware;
    PriceUnit unit = PriceUnit::Slice;
    QString region;
    QString zone;
    PricingModel pricing = PricingModel::OnDemand;
    double usdPerHour = 0; // per slice, chip or GPU, as `unit` says
    int count = 1; // GPUs the file's row priced together
    int line = 0;
    QString item;
};

QString money(double v)
{
    // up to 5 decimals, no trailing zeros beyond the cents
    QString s = QString::number(v, 'f', 5);
    while (s.endsWith(QLatin1Char('0')) && s.indexOf(QLatin1Char('.')) >= 0
           && s.size() - s.indexOf(QLatin1Char('.')) > 3)
        s.chop(1);
    return QStringLiteral("$") + s;
}

bool samePrice(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

// What a price file should be, for the preflight's messages.
QString priceListKind()
{
    return Tr::tr("a CSV or JSON price list");
}

// The text of a price file, or an InputError saying why it is not one.
QString checkedText(const QByteArray& data, const QString& file)
{
    if (data.trimmed().isEmpty())
        throw InputError(file, 0, QString(), Tr::tr("the file is empty"));
    checkInputText(data, file, priceListKind());
    QString text = QString::fromUtf8(data);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

PriceFileFormat detectFormat(const QString& text, const QString& file)
{
    const QString head = text.trimmed();
    if (head.startsWith(QLatin1Char('{')) || head.startsWith(QLatin1Char('[')))
        return PriceFileFormat::Gpuhunt;
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return PriceFileFormat::Gpuhunt;
    if (suffix == QLatin1String("csv"))
        return PriceFileFormat::SkyPilot;
    if (head.section(QLatin1Char('\n'), 0, 0).contains(QLatin1Char(',')))
        return PriceFileFormat::SkyPilot;
    throw InputError(file, 1, QString(),
                     Tr::tr("cannot tell the format: neither a SkyPilot CSV nor a gpuhunt JSON file (give --format)"));
}

class Mapper
{
public:
    Mapper(const Catalog& catalog, const QString& file, const PriceImportOptions& options)
        : m_catalog(catalog)
        , m_file(file)
        , m_options(options)
    {
        for (const char* r : kCloudRegions)
            m_regions.insert(QString::fromLatin1(r));
        for (const QString& r : catalog.regions())
            m_regions.insert(r);
    }

    QVector<Candidate> candidates;
    QVector<PriceImportIssue> issues;
    int records = 0;

    void issue(Kind kind, Reason reason, int line, const QString& item, const QString& message)
    {
        issues << PriceImportIssue{kind, reason, line, item, message};
    }

    bool checkRegion(const QString& region, int line, const QString& item)
    {
        if (region.isEmpty()) {
            issue(Kind::Rejected, Reason::UnknownRegion, line, item, Tr::tr("the row names no region"));
            return false;
        }
        if (!m_regions.contains(region)) {
            issue(Kind::Rejected, Reason::UnknownRegion, line, item,
                  Tr::tr("\"%1\" is not a known Google Cloud region").arg(region));
            return false;
        }
        return true;
    }

    // Checks a price value; false (with the issue recorded) when it is not a usable price.
    bool checkValue(double usd, double perChip, bool tpu, int line, const QString& item, PricingModel pricing)
    {
        const QString what = pricingModelId(pricing);
        if (tpu && samePrice(usd, kSkyPilotPlaceholderUsd)) {
            issue(Kind::Rejected, Reason::Placeholder, line, item,
                  Tr::tr("%1: %2/h is SkyPilot's placeholder for a missing price, not a price").arg(what, money(usd)));
            return false;
        }
        if (usd == 0) {
            issue(Kind::Rejected, Reason::ZeroPrice, line, item, Tr::tr("%1: a price of 0 is not a price").arg(what));
            return false;
        }
        if (perChip > kMaxUsdPerChipHour) {
            issue(Kind::Rejected, Reason::Implausible, line, item,
                  Tr::tr("%1: %2/h is %3 per %4 and hour, more than the %5 any real offer costs")
                      .arg(what, money(usd), money(perChip), tpu ? Tr::tr("chip") : Tr::tr("GPU"),
                           money(kMaxUsdPerChipHour)));
            return false;
        }
        return true;
    }

    // ---- SkyPilot ----------------------------------------------------------------------------------------------

    void readSkyPilot(const QString& text)
    {
        const QVector<CsvRecord> rows = parseCsv(text, m_file);
        if (rows.isEmpty())
            throw InputError(m_file, 0, QString(), Tr::tr("the file is empty"));
        const CsvRecord& header = rows.first();
        enum Col { Accel, Count, Instance, Region, Zone, Price, Spot, NCols };
        const char* const aliases[NCols][2] = {{"acceleratorname", "tputype"},  {"acceleratorcount", nullptr},
                                               {"instancetype", "machinetype"}, {"region", nullptr},
                                               {"availabilityzone", "zone"},    {"price", nullptr},
                                               {"spotprice", nullptr}};
        const char* const names[NCols] = {
            "AcceleratorName", "AcceleratorCount", "InstanceType", "Region", "AvailabilityZone", "Price", "SpotPrice"};
        int col[NCols];
        std::fill(std::begin(col), std::end(col), -1);
        for (int i = 0; i < header.fields.size(); ++i) {
            QString norm;
            for (const QChar ch : header.fields[i])
                if (ch.isLetterOrNumber())
                    norm += ch.toLower();
            for (int c = 0; c < NCols; ++c)
                for (const char* a : aliases[c])
                    if (a && col[c] < 0 && norm == QLatin1String(a))
                        col[c] = i;
        }
        QStringList missing;
        for (int c : {Accel, Region, Price})
            if (col[c] < 0)
                missing << QString::fromLatin1(names[c]);
        if (!missing.isEmpty()) {
            QString message = Tr::tr("missing column(s) %1; the header has: %2")
                                  .arg(missing.join(QStringLiteral(", ")), header.fields.join(QStringLiteral(", ")));
            if (col[Accel] < 0 && col[Instance] >= 0)
                message += Tr::tr(" (this looks like a list of host VM prices, which are not imported)");
            throw InputError(m_file, header.line, QString(), message);
        }
        if (rows.size() == 1)
            throw InputError(m_file, header.line, QString(), Tr::tr("the file has a header but no price rows"));
        auto cell = [&](const CsvRecord& r, int c) { return col[c] < 0 ? QString() : r.fields.at(col[c]).trimmed(); };
        auto number = [&](const CsvRecord& r, int c) -> std::optional<double> {
            const QString v = cell(r, c);
            if (v.isEmpty())
                return std::nullopt;
            bool ok = false;
            const double d = v.toDouble(&ok);
            if (!ok || !std::isfinite(d))
                throw InputError(m_file, r.line, header.fields.at(col[c]).trimmed(),
                                 Tr::tr("expected a number, got \"%1\"").arg(v));
            if (d < 0)
                throw InputError(m_file, r.line, header.fields.at(col[c]).trimmed(),
                                 Tr::tr("a price or count cannot be negative, got %1").arg(v));
            return d;
        };
        for (int i = 1; i < rows.size(); ++i) {
            const CsvRecord& r = rows[i];
            if (r.fields.size() != header.fields.size())
                throw InputError(
                    m_file, r.line, QString(),
                    Tr::tr("the row has %1 fields, the header %2").arg(r.fields.size()).arg(header.fields.size()));
            ++records;
            const QString accel = cell(r, Accel);
            const QString instance = cell(r, Instance);
            const QString region = cell(r, Region);
            const QString zone = cell(r, Zone);
            const std::optional<double> price = number(r, Price);
            const std::optional<double> spot = number(r, Spot);
            const std::optional<double> countValue = number(r, Count);
            const QString item
                = QStringLiteral("%1 %2").arg(accel.isEmpty() ? instance : accel, zone.isEmpty() ? region : zone);
            if (accel.isEmpty()) {
                if (!instance.isEmpty())
                    issue(Kind::Unmapped, Reason::HostVm, r.line, item,
                          Tr::tr("a host VM price (%1); host VM prices are not imported").arg(instance));
                else
                    issue(Kind::Unmapped, Reason::UnknownAccelerator, r.line, item,
                          Tr::tr("the row names no accelerator"));
                continue;
            }
            // a count outside 1..kMaxAcceleratorCount cannot be a machine (and would not fit an int: found by
            // PriceImportFuzz, tests/fuzz/regressions/price_import/huge-accelerator-count.csv)
            if (countValue
                && (*countValue < 1 || *countValue > kMaxAcceleratorCount || *countValue != std::floor(*countValue))) {
                issue(Kind::Unmapped, Reason::AcceleratorCount, r.line, item,
                      Tr::tr("AcceleratorCount %1 is not a whole number of accelerators from 1 to %2")
                          .arg(cell(r, Count))
                          .arg(kMaxAcceleratorCount));
                continue;
            }
            const int count = countValue ? static_cast<int>(*countValue) : 1;
            QString hardware;
            PriceUnit unit = PriceUnit::Slice;
            int chips = 1;
            if (accel.startsWith(QLatin1String("tpu-"), Qt::CaseInsensitive)) {
                hardware = accel.mid(4).toLower();
                const Slice* s = m_catalog.slice(hardware);
                if (!s) {
                    issue(Kind::Unmapped, Reason::UnknownAccelerator, r.line, item,
                          Tr::tr("the catalog has no TPU slice \"%1\"").arg(hardware));
                    continue;
                }
                if (count != 1) {
                    issue(Kind::Unmapped, Reason::AcceleratorCount, r.line, item,
                          Tr::tr("a TPU row must price one slice, not AcceleratorCount %1").arg(count));
                    continue;
                }
                chips = s->chips;
            } else {
                hardware = gpuId(accel);
                unit = PriceUnit::Gpu;
                if (hardware.isEmpty()) {
                    issue(Kind::Unmapped, Reason::UnknownAccelerator, r.line, item,
                          Tr::tr("the catalog has no GPU for \"%1\"").arg(accel));
                    continue;
                }
                if (!instance.isEmpty()) {
                    issue(Kind::Unmapped, Reason::MachineBundle, r.line, item,
                          Tr::tr("priced together with machine type %1; only GPU-only prices are imported")
                              .arg(instance));
                    continue;
                }
                chips = count;
            }
            if (!checkRegion(region, r.line, item))
                continue;
            if (!zone.isEmpty() && !zone.startsWith(region + QLatin1Char('-'))) {
                issue(Kind::Rejected, Reason::ZoneOutsideRegion, r.line, item,
                      Tr::tr("zone %1 is not in region %2").arg(zone, region));
                continue;
            }
            if (!price && !spot) {
                issue(Kind::Unmapped, Reason::NoPrice, r.line, item, Tr::tr("the row has no price"));
                continue;
            }
            const bool tpu = unit == PriceUnit::Slice;
            bool onDemandOk = false;
            if (price && checkValue(*price, *price / chips, tpu, r.line, item, PricingModel::OnDemand)) {
                add(hardware, unit, region, zone, PricingModel::OnDemand, *price / (tpu ? 1 : count), count, r.line,
                    item);
                onDemandOk = true;
            }
            const PricingModel spotAs = m_options.skyPilotSpotAs;
            if (spot && checkValue(*spot, *spot / chips, tpu, r.line, item, spotAs)) {
                if (onDemandOk && *spot >= *price) {
                    issue(Kind::Rejected, Reason::SpotNotDiscounted, r.line, item,
                          Tr::tr("%1: %2/h is not below the on-demand %3/h")
                              .arg(pricingModelId(spotAs), money(*spot), money(*price)));
                } else {
                    add(hardware, unit, region, zone, spotAs, *spot / (tpu ? 1 : count), count, r.line, item);
                }
            }
        }
    }

    QString gpuId(const QString& accel) const
    {
        for (const GpuName& g : kGpuNames)
            if (accel.compare(QLatin1String(g.skypilot), Qt::CaseInsensitive) == 0)
                return m_catalog.gpu(QString::fromLatin1(g.id)) ? QString::fromLatin1(g.id) : QString();
        const QString lower = accel.toLower();
        return m_catalog.gpu(lower) ? lower : QString();
    }

    void add(const QString& hardware, PriceUnit unit, const QString& region, const QString& zone, PricingModel pricing,
             double usd, int count, int line, const QString& item)
    {
        candidates << Candidate{hardware, unit, region, zone, pricing, usd, count, line, item};
    }

    // ---- gpuhunt -----------------------------------------------------------------------------------------------

    struct Cell
    {
        QStringList targets; // slices or a generation, priced per chip
        QString region;
        PricingModel pricing;
        double usd;
        int line;
        QString item;
        double onDemand; // the on-demand price of the same region entry; -1 if none
    };

    void readGpuhunt(const QString& text)
    {
        const JsonNode root = parseJson(text, m_file);
        if (!root.isObject())
            throw InputError(m_file, root.line, QString(),
                             Tr::tr("expected an object of TPU families (\"TPU v5e\": {region: prices}), got %1")
                                 .arg(root.typeName()));
        if (root.members.empty())
            throw InputError(m_file, root.line, QString(), Tr::tr("the file lists no TPU families"));
        static const QRegularExpression familyRx(QStringLiteral("^TPU\\s+(v\\d+[a-z]*)(?:\\s+(device|pod))?$"),
                                                 QRegularExpression::CaseInsensitiveOption);
        // which generations have a separate "device" family: their "pod" prices then cover the multi-host slices only
        QSet<QString> withDevice;
        for (const JsonMember& fam : root.members) {
            const auto m = familyRx.match(fam.key.trimmed());
            if (m.hasMatch() && m.captured(2).toLower() == QLatin1String("device"))
                withDevice.insert(generationOf(m.captured(1)));
        }
        QVector<Cell> cells;
        QSet<QString> reportedColumns;
        for (const JsonMember& fam : root.members) {
            if (!fam.value.isObject())
                throw InputError(m_file, fam.line, fam.key,
                                 Tr::tr("expected an object of regions, got %1").arg(fam.value.typeName()));
            const auto m = familyRx.match(fam.key.trimmed());
            const QString gen = m.hasMatch() ? generationOf(m.captured(1)) : QString();
            const QString kind = m.captured(2).toLower();
            QStringList targets;
            if (!gen.isEmpty()) {
                if (kind == QLatin1String("device") || (kind == QLatin1String("pod") && withDevice.contains(gen))) {
                    for (const Slice& s : m_catalog.slices()) {
                        if (s.generation != gen)
                            continue;
                        const bool singleHost = m_catalog.device(s.name)->hosts == 1;
                        if (singleHost == (kind == QLatin1String("device")))
                            targets << s.name;
                    }
                } else {
                    targets << gen;
                }
            }
            if (targets.isEmpty()) {
                issue(Kind::Unmapped, Reason::UnknownFamily, fam.line, fam.key,
                      gen.isEmpty() ? Tr::tr("no TPU generation in the catalog matches this family")
                                    : Tr::tr("the catalog has no %1 slices for this family").arg(gen));
            }
            for (const JsonMember& reg : fam.value.members) {
                const QString item = QStringLiteral("%1 / %2").arg(fam.key, reg.key);
                if (!reg.value.isObject())
                    throw InputError(m_file, reg.line, QStringLiteral("%1.%2").arg(fam.key, reg.key),
                                     Tr::tr("expected an object of prices, got %1").arg(reg.value.typeName()));
                struct Value
                {
                    PricingModel pricing;
                    double usd;
                    int line;
                };
                QVector<Value> values;
                for (const JsonMember& c : reg.value.members) {
                    const QString field = QStringLiteral("%1.%2.%3").arg(fam.key, reg.key, c.key);
                    if (c.key.compare(QLatin1String("Location"), Qt::CaseInsensitive) == 0)
                        continue;
                    const std::optional<PricingModel> pricing = columnModel(c.key);
                    double usd = 0;
                    if (c.value.type == JsonNode::Type::Null)
                        continue;
                    if (c.value.type == JsonNode::Type::Number) {
                        usd = c.value.number;
                    } else if (c.value.type == JsonNode::Type::String) {
                        bool ok = false;
                        usd = c.value.string.trimmed().toDouble(&ok);
                        if (!ok || !std::isfinite(usd))
                            throw InputError(m_file, c.line, field,
                                             Tr::tr("expected a number, got \"%1\"").arg(c.value.string));
                    } else {
                        throw InputError(m_file, c.line, field,
                                         Tr::tr("expected a number, got %1").arg(c.value.typeName()));
                    }
                    if (usd < 0)
                        throw InputError(m_file, c.line, field, Tr::tr("a price cannot be negative, got %1").arg(usd));
                    if (!pricing) {
                        if (!reportedColumns.contains(c.key)) {
                            reportedColumns.insert(c.key);
                            issue(Kind::Unmapped, Reason::UnknownColumn, c.line, c.key,
                                  Tr::tr("no pricing model for this column; its values are not imported"));
                        }
                        continue;
                    }
                    ++records;
                    values << Value{*pricing, usd, c.line};
                }
                if (targets.isEmpty() || !checkRegion(reg.key, reg.line, item))
                    continue;
                double onDemand = -1;
                for (const Value& v : values)
                    if (v.pricing == PricingModel::OnDemand)
                        onDemand = v.usd;
                for (const Value& v : values)
                    cells << Cell{targets, reg.key, v.pricing, v.usd, v.line, item, onDemand};
            }
        }
        // gpuhunt's Spot column has held per-slice figures and relabelled commitment prices (b707e743): when any spot
        // price is not below the on-demand price of its entry, the whole column is distrusted.
        int badSpotLine = 0;
        for (const Cell& c : cells)
            if (c.pricing == PricingModel::Spot && c.onDemand > 0 && c.usd >= c.onDemand && badSpotLine == 0)
                badSpotLine = c.line;
        for (const Cell& c : cells) {
            if (c.pricing == PricingModel::Spot && badSpotLine > 0) {
                issue(Kind::Rejected, c.line == badSpotLine ? Reason::SpotNotDiscounted : Reason::InconsistentColumn,
                      c.line, c.item,
                      c.line == badSpotLine
                          ? Tr::tr("spot: %1/h is not below the on-demand %2/h, so the file's Spot column is not used")
                                .arg(money(c.usd), money(c.onDemand))
                          : Tr::tr("spot: not used, the file's Spot column is inconsistent (see line %1)")
                                .arg(badSpotLine));
                continue;
            }
            if (!checkValue(c.usd, c.usd, true, c.line, c.item, c.pricing))
                continue;
            for (const QString& t : c.targets)
                add(t, PriceUnit::Chip, c.region, QString(), c.pricing, c.usd, 1, c.line, c.item);
        }
    }

    QString generationOf(const QString& version) const
    {
        QString v = version.toLower();
        if (m_catalog.generation(v))
            return v;
        for (const Generation& g : m_catalog.generations())
            if (g.slicePrefix == v)
                return g.id;
        return QString();
    }

    static std::optional<PricingModel> columnModel(const QString& column)
    {
        const QString c = column.toLower();
        if (c.startsWith(QLatin1String("on demand")) || c.startsWith(QLatin1String("on-demand")))
            return PricingModel::OnDemand;
        if (c.startsWith(QLatin1String("1-year")) || c.startsWith(QLatin1String("1 year")))
            return PricingModel::Commit1y;
        if (c.startsWith(QLatin1String("3-year")) || c.startsWith(QLatin1String("3 year")))
            return PricingModel::Commit3y;
        if (c.startsWith(QLatin1String("spot")))
            return PricingModel::Spot;
        if (c.startsWith(QLatin1String("preemptible")))
            return PricingModel::Preemptible;
        return std::nullopt;
    }

private:
    const Catalog& m_catalog;
    QString m_file;
    PriceImportOptions m_options;
    QSet<QString> m_regions;
};

// Natural order for hardware names: v2-8 < v2-32 < v2-128.
bool naturalLess(const QString& a, const QString& b)
{
    int i = 0;
    int j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            int ie = i;
            int je = j;
            while (ie < a.size() && a.at(ie).isDigit())
                ++ie;
            while (je < b.size() && b.at(je).isDigit())
                ++je;
            const qlonglong x = a.mid(i, ie - i).toLongLong();
            const qlonglong y = b.mid(j, je - j).toLongLong();
            if (x != y)
                return x < y;
            i = ie;
            j = je;
            continue;
        }
        if (a.at(i) != b.at(j))
            return a.at(i) < b.at(j);
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

// The host VM billed on top of a GPU-only price: the one of the row this price replaces, else of any row of the same
// GPU (same region first). Empty when the catalog names none.
QString hostVmFor(const Catalog& c, const Candidate& k)
{
    QString best;
    int bestScore = 0;
    for (const Price& p : c.prices()) {
        if (p.hardware != k.hardware || p.hostVm.isEmpty())
            continue;
        const int score = p.region == k.region ? (p.pricing == k.pricing ? 3 : 2) : 1;
        if (score > bestScore) {
            bestScore = score;
            best = p.hostVm;
        }
    }
    return best;
}

} // namespace

QString priceFileFormatId(PriceFileFormat format)
{
    switch (format) {
    case PriceFileFormat::Auto:
        return QStringLiteral("auto");
    case PriceFileFormat::SkyPilot:
        return QStringLiteral("skypilot");
    case PriceFileFormat::Gpuhunt:
        return QStringLiteral("gpuhunt");
    }
    return QString();
}

std::optional<PriceFileFormat> priceFileFormatFromId(const QString& id)
{
    for (PriceFileFormat f : {PriceFileFormat::Auto, PriceFileFormat::SkyPilot, PriceFileFormat::Gpuhunt})
        if (id == priceFileFormatId(f))
            return f;
    return std::nullopt;
}

QString priceFileFormatName(PriceFileFormat format)
{
    switch (format) {
    case PriceFileFormat::Auto:
        return Tr::tr("detected from the content");
    case PriceFileFormat::SkyPilot:
        return Tr::tr("SkyPilot GCP catalog CSV");
    case PriceFileFormat::Gpuhunt:
        return Tr::tr("gpuhunt TPU pricing JSON");
    }
    return QString();
}

QString PriceImportIssue::toString(const QString& file) const
{
    QString where = file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    return item.isEmpty() ? QStringLiteral("%1: %2").arg(where, message)
                          : QStringLiteral("%1: %2: %3").arg(where, item, message);
}

QString priceImportIssueKindId(PriceImportIssue::Kind kind)
{
    switch (kind) {
    case Kind::Unmapped:
        return QStringLiteral("unmapped");
    case Kind::Rejected:
        return QStringLiteral("rejected");
    case Kind::Warning:
        return QStringLiteral("warning");
    }
    return QString();
}

QString priceImportIssueReasonId(PriceImportIssue::Reason reason)
{
    switch (reason) {
    case Reason::HostVm:
        return QStringLiteral("host-vm");
    case Reason::UnknownAccelerator:
        return QStringLiteral("unknown-accelerator");
    case Reason::MachineBundle:
        return QStringLiteral("machine-bundle");
    case Reason::AcceleratorCount:
        return QStringLiteral("accelerator-count");
    case Reason::UnknownFamily:
        return QStringLiteral("unknown-family");
    case Reason::UnknownColumn:
        return QStringLiteral("unknown-column");
    case Reason::NoPrice:
        return QStringLiteral("no-price");
    case Reason::UnknownRegion:
        return QStringLiteral("unknown-region");
    case Reason::ZoneOutsideRegion:
        return QStringLiteral("zone-outside-region");
    case Reason::Placeholder:
        return QStringLiteral("placeholder");
    case Reason::ZeroPrice:
        return QStringLiteral("zero-price");
    case Reason::Implausible:
        return QStringLiteral("implausible");
    case Reason::SpotNotDiscounted:
        return QStringLiteral("spot-not-discounted");
    case Reason::InconsistentColumn:
        return QStringLiteral("inconsistent-column");
    case Reason::Disagreement:
        return QStringLiteral("disagreement");
    case Reason::NoHostVm:
        return QStringLiteral("no-host-vm");
    }
    return QString();
}

int PriceImport::issueCount(PriceImportIssue::Kind kind) const
{
    return static_cast<int>(
        std::count_if(issues.begin(), issues.end(), [kind](const PriceImportIssue& i) { return i.kind == kind; }));
}

QString importSourceKey(PriceFileFormat format, const QString& fileName)
{
    QString name = QFileInfo(fileName).fileName();
    const QString suffix = QFileInfo(name).suffix().toLower();
    if (suffix == QLatin1String("csv") || suffix == QLatin1String("json"))
        name.chop(suffix.size() + 1);
    QString slug;
    for (const QChar ch : name) {
        if (ch.isLetterOrNumber())
            slug += ch.toLower();
        else if (!slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    while (slug.startsWith(QLatin1Char('-')))
        slug.remove(0, 1);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    if (slug.isEmpty())
        slug = QStringLiteral("file");
    return QStringLiteral("IMPORT-%1-%2").arg(priceFileFormatId(format), slug.left(80));
}

QString priceKey(const Price& p)
{
    return p.hardware + QLatin1Char('|') + p.region + QLatin1Char('|') + pricingModelId(p.pricing);
}

bool priceOrderLess(const Price& a, const Price& b)
{
    if (a.hardware != b.hardware)
        return naturalLess(a.hardware, b.hardware);
    if (a.region != b.region)
        return a.region < b.region;
    return static_cast<int>(a.pricing) < static_cast<int>(b.pricing);
}

QStringList knownCloudRegions()
{
    QStringList out;
    for (const char* r : kCloudRegions)
        out << QString::fromLatin1(r);
    return out;
}

PriceImport importPriceFile(const QString& path, const Catalog& catalog, const PriceImportOptions& options)
{
    const QByteArray data = readInputFile(path, kMaxPriceFileBytes, priceListKind());
    PriceImportOptions opts = options;
    const bool fromFileTime = !opts.asOf.isValid();
    if (fromFileTime)
        opts.asOf = QFileInfo(path).lastModified().date();
    PriceImport out = importPriceData(data, path, catalog, opts);
    out.asOfFromFileTime = fromFileTime;
    return out;
}

PriceImport importPriceData(const QByteArray& data, const QString& fileName, const Catalog& catalog,
                            const PriceImportOptions& options)
{
    PriceImport out;
    out.filePath = fileName;
    out.fileName = QFileInfo(fileName).fileName();
    out.importedOn = options.importedOn.isValid() ? options.importedOn : QDate::currentDate();
    out.asOf = options.asOf.isValid() ? options.asOf : out.importedOn;
    const QString text = checkedText(data, fileName);
    out.format = options.format == PriceFileFormat::Auto ? detectFormat(text, fileName) : options.format;

    Mapper mapper(catalog, fileName, options);
    if (out.format == PriceFileFormat::SkyPilot)
        mapper.readSkyPilot(text);
    else
        mapper.readGpuhunt(text);
    out.recordsRead = mapper.records;
    out.issues = mapper.issues;

    out.source.key = importSourceKey(out.format, out.fileName);
    out.source.ref = QStringLiteral("%1 %2, imported with tpuplan catalog import")
                         .arg(out.format == PriceFileFormat::SkyPilot ? QStringLiteral("SkyPilot GCP catalog CSV")
                                                                      : QStringLiteral("gpuhunt TPU pricing JSON"),
                              out.fileName);
    out.source.asOf = out.asOf.toString(Qt::ISODate);

    // fold the rows of one (hardware, region, pricing model) into one price
    QMap<QString, QVector<Candidate>> groups;
    for (const Candidate& c : mapper.candidates)
        groups[c.hardware + QLatin1Char('|') + c.region + QLatin1Char('|') + pricingModelId(c.pricing)] << c;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        QVector<Candidate> g = it.value();
        std::stable_sort(g.begin(), g.end(), [](const Candidate& a, const Candidate& b) {
            if (a.count != b.count)
                return a.count < b.count;
            return a.zone < b.zone;
        });
        bool agree = true;
        for (const Candidate& c : g)
            agree = agree && std::fabs(c.usdPerHour - g.first().usdPerHour) <= 1e-6 * g.first().usdPerHour;
        const Candidate* chosen = &g.first();
        QStringList notes;
        if (!agree) {
            QStringList values;
            for (const Candidate& c : g) {
                if (c.usdPerHour > chosen->usdPerHour)
                    chosen = &c;
                QString where = c.zone.isEmpty() ? Tr::tr("line %1").arg(c.line) : c.zone;
                if (c.count > 1)
                    where += Tr::tr(" (%1 GPUs)").arg(c.count);
                values << QStringLiteral("%1 %2").arg(where, money(c.usdPerHour));
            }
            PriceImportIssue w{Kind::Warning, Reason::Disagreement, g.first().line, g.first().item,
                               Tr::tr("%1: rows for %2 disagree (%3); the highest, %4/h, is used")
                                   .arg(pricingModelId(chosen->pricing), chosen->region,
                                        values.join(QStringLiteral(", ")), money(chosen->usdPerHour))};
            out.issues << w;
            notes << QStringLiteral("rows disagree, highest used: %1").arg(values.join(QStringLiteral(", ")));
        } else {
            QStringList zones;
            for (const Candidate& c : g)
                if (!c.zone.isEmpty() && !zones.contains(c.zone))
                    zones << c.zone;
            if (zones.size() > 1)
                notes << QStringLiteral("same price in zones %1").arg(zones.join(QStringLiteral(", ")));
        }
        Price p;
        p.hardware = chosen->hardware;
        p.unit = chosen->unit;
        p.region = chosen->region;
        p.zone = chosen->zone;
        p.pricing = chosen->pricing;
        p.usdPerHour = chosen->usdPerHour;
        p.asOf = out.asOf;
        p.source = out.source.key;
        if (p.unit == PriceUnit::Gpu) {
            p.hostVm = hostVmFor(catalog, *chosen);
            notes.prepend(QStringLiteral("GPU only, host VM billed on top"));
            if (p.hostVm.isEmpty())
                out.issues << PriceImportIssue{Kind::Warning, Reason::NoHostVm, chosen->line, chosen->item,
                                               Tr::tr("%1: a GPU-only price, and the catalog names no host VM for %2; "
                                                      "costs with this price leave out the machine's vCPUs and memory")
                                                   .arg(pricingModelId(p.pricing), p.hardware)};
        }
        p.note = notes.join(QStringLiteral("; "));
        p.importedFrom = out.fileName;
        p.importedOn = out.importedOn;
        p.origin = Origin{fileName, chosen->line};
        out.prices << p;
    }
    std::sort(out.prices.begin(), out.prices.end(), priceOrderLess);
    std::stable_sort(out.issues.begin(), out.issues.end(),
                     [](const PriceImportIssue& a, const PriceImportIssue& b) { return a.line < b.line; });
    return out;
}

} // namespace tpuplan
