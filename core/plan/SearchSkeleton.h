// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The search both planners run, whatever the workload (a training run or a serving target): the offerings a piece of
// hardware has in the plan's regions and pricing models, a Pareto front of cost against time, and a ranking of the
// candidates in groups (runs and meets the constraints first). The workload decides what a candidate is, how it is
// evaluated and what its cost and time are (docs/architecture.md section 5, "A new workload").

#include "catalog/Catalog.h"

#include <QVector>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tpuplan::search {

// Every offering of `hardware` in `regions` and `pricing` (empty = all), those not publicly listed too (they rank by
// time alone: their cost is unknown, never free).
QVector<Offering> offeringsFor(const Catalog& catalog, const QString& hardware, const QStringList& regions,
                               const QVector<PricingModel>& pricing);

// Indices of `eligible` on the Pareto front of (cost, time), cheapest first: a candidate is on it when it is faster
// than everything cheaper, or when it ties exactly with the last point of the front (neither dominates the other).
template <class Candidates, class Cost, class Time>
QVector<int> paretoFront(const Candidates& all, QVector<int> eligible, Cost cost, Time time)
{
    std::sort(eligible.begin(), eligible.end(), [&](int a, int b) {
        if (cost(all[a]) != cost(all[b]))
            return cost(all[a]) < cost(all[b]);
        return time(all[a]) < time(all[b]);
    });
    QVector<int> front;
    double best = INFINITY;
    for (int i : eligible) {
        const bool tie
            = !front.isEmpty() && cost(all[i]) == cost(all[front.last()]) && time(all[i]) == time(all[front.last()]);
        if (time(all[i]) < best || tie) {
            best = std::min(best, time(all[i]));
            front << i;
        }
    }
    return front;
}

// The candidates' indices ranked: by `group` (0 first: fits and meets the constraints), then by `score` (a tuple or a
// number, smaller first); the first `limit` of them (all with limit <= 0). Indices, not the candidates themselves:
// thousands of large structs.
template <class Candidates, class Group, class Score>
QVector<int> rankOrder(const Candidates& all, Group group, Score score, int limit)
{
    QVector<int> order(int(all.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int ia, int ib) {
        const int ga = group(all[ia]);
        const int gb = group(all[ib]);
        if (ga != gb)
            return ga < gb;
        return score(all[ia]) < score(all[ib]);
    });
    if (limit > 0 && order.size() > limit)
        order.resize(limit);
    return order;
}

} // namespace tpuplan::search
