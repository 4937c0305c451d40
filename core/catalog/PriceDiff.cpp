// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceDiff.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {

bool samePrice(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

// The price of `p` per slice when it prices a slice per chip and the other side is per slice; else as it is.
double perUnit(const Catalog& c, const Price& p, bool perSlice)
{
    if (perSlice && p.unit == PriceUnit::Chip)
        if (const Slice* s = c.slice(p.hardware))
            return p.usdPerHour * s->chips;
    return p.usdPerHour;
}

void compare(const Catalog& c, PriceDiffEntry& e)
{
    const bool mixed = e.before.unit != e.after.unit && c.slice(e.after.hardware) != nullptr;
    e.comparedPer = mixed ? QStringLiteral("slice") : priceUnitId(e.after.unit);
    e.oldUsdPerHour = perUnit(c, e.before, mixed);
    e.newUsdPerHour = perUnit(c, e.after, mixed);
}

bool sameDetails(const Price& a, const Price& b)
{
    return a.unit == b.unit && a.zone == b.zone && a.asOf == b.asOf && a.source == b.source && a.hostVm == b.hostVm
        && a.note == b.note && a.importedFrom == b.importedFrom && samePrice(a.usdPerHour, b.usdPerHour)
        && samePrice(a.sessionLimitHours, b.sessionLimitHours);
}

} // namespace

QString PriceDiffEntry::key() const
{
    return priceKey(kind == Kind::Gone ? before : after);
}

double PriceDiffEntry::deltaPercent() const
{
    return oldUsdPerHour > 0 && kind != Kind::Added ? 100.0 * deltaUsdPerHour() / oldUsdPerHour : 0.0;
}

QString priceDiffKindId(PriceDiffEntry::Kind kind)
{
    switch (kind) {
    case PriceDiffEntry::Kind::Added:
        return QStringLiteral("added");
    case PriceDiffEntry::Kind::Changed:
        return QStringLiteral("changed");
    case PriceDiffEntry::Kind::Unchanged:
        return QStringLiteral("unchanged");
    case PriceDiffEntry::Kind::Gone:
        return QStringLiteral("gone");
    }
    return QString();
}

QVector<PriceDiffEntry> PriceDiff::ofKind(PriceDiffEntry::Kind kind) const
{
    QVector<PriceDiffEntry> out;
    for (const PriceDiffEntry& e : entries)
        if (e.kind == kind)
            out << e;
    return out;
}

int PriceDiff::count(PriceDiffEntry::Kind kind) const
{
    return static_cast<int>(
        std::count_if(entries.begin(), entries.end(), [kind](const PriceDiffEntry& e) { return e.kind == kind; }));
}

bool PriceDiff::isEmpty() const
{
    for (const PriceDiffEntry& e : entries)
        if (e.kind != PriceDiffEntry::Kind::Unchanged || e.detailsChanged)
            return false;
    return true;
}

PriceDiff diffPrices(const Catalog& current, const PriceImport& imported)
{
    QHash<QString, int> index;
    const QVector<Price>& prices = current.prices();
    for (int i = 0; i < prices.size(); ++i)
        index.insert(priceKey(prices[i]), i);

    PriceDiff diff;
    QSet<QString> importedKeys;
    for (const Price& p : imported.prices) {
        const QString key = priceKey(p);
        importedKeys.insert(key);
        PriceDiffEntry e;
        e.after = p;
        const auto it = index.constFind(key);
        if (it == index.constEnd()) {
            e.kind = PriceDiffEntry::Kind::Added;
            e.comparedPer = priceUnitId(p.unit);
            e.newUsdPerHour = p.usdPerHour;
        } else {
            e.before = prices[*it];
            compare(current, e);
            e.older = e.before.asOf.isValid() && e.after.asOf < e.before.asOf;
            if (samePrice(e.oldUsdPerHour, e.newUsdPerHour)) {
                e.kind = PriceDiffEntry::Kind::Unchanged;
                e.detailsChanged = !e.older && !sameDetails(e.before, e.after);
            } else {
                e.kind = PriceDiffEntry::Kind::Changed;
            }
        }
        diff.entries << e;
    }
    for (const Price& p : prices) {
        if (p.importedFrom != imported.fileName || importedKeys.contains(priceKey(p)))
            continue;
        PriceDiffEntry e;
        e.kind = PriceDiffEntry::Kind::Gone;
        e.before = p;
        e.comparedPer = priceUnitId(p.unit);
        e.oldUsdPerHour = p.usdPerHour;
        diff.entries << e;
    }
    return diff;
}

} // namespace tpuplan
