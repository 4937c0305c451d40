// SPDX-License-Identifier: GPL-3.0-or-later
// The SkyPilot catalog CSV reader (vms.csv, tpus.csv).
#include "PriceImportMapper.h"

#include "../util/CsvReader.h"
#include "../util/InputError.h"
#include "../util/JsonReader.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan::priceimport {

void Mapper::readSkyPilot(const QString& text)
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
    const char* const names[NCols]
        = {"AcceleratorName", "AcceleratorCount", "InstanceType", "Region", "AvailabilityZone", "Price", "SpotPrice"};
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
                issue(Kind::Unmapped, Reason::UnknownAccelerator, r.line, item, Tr::tr("the row names no accelerator"));
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
                      Tr::tr("priced together with machine type %1; only GPU-only prices are imported").arg(instance));
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
            add(hardware, unit, region, zone, PricingModel::OnDemand, *price / (tpu ? 1 : count), count, r.line, item);
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

} // namespace tpuplan::priceimport
