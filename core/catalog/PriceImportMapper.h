// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to the price importer: the Mapper, which turns the rows of a price file (SkyPilot CSV or gpuhunt JSON, one
// reader each) into price rows for the catalog's slices, GPUs, generations and regions, and records every row it
// cannot use with the reason.

#include "PriceImport.h"
#include "PriceImportIds.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>

#include <algorithm>
#include <cmath>
#include <optional>

namespace tpuplan::priceimport {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PriceImport)
};

using Kind = PriceImportIssue::Kind;
using Reason = PriceImportIssue::Reason;

// One price read from a file, before the rows of one region are folded into one catalog price.
struct PriceRow
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

inline QString money(double v)
{
    // up to 5 decimals, no trailing zeros beyond the cents
    QString s = QString::number(v, 'f', 5);
    while (s.endsWith(QLatin1Char('0')) && s.indexOf(QLatin1Char('.')) >= 0
           && s.size() - s.indexOf(QLatin1Char('.')) > 3)
        s.chop(1);
    return QStringLiteral("$") + s;
}

inline bool samePrice(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
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

    QVector<PriceRow> candidates;
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

    // Reads a SkyPilot catalog CSV (PriceImportSkyPilot.cpp).
    void readSkyPilot(const QString& text);

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
        candidates << PriceRow{hardware, unit, region, zone, pricing, usd, count, line, item};
    }

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

    // Reads a gpuhunt JSON catalog (PriceImportGpuhunt.cpp).
    void readGpuhunt(const QString& text);

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

} // namespace tpuplan::priceimport
