// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The search both planners run, whatever the workload (a training run or a serving target): every piece of hardware
// the plan allows with its offerings in the plan's regions and pricing models, each job it makes handed to the
// workload (which enumerates its settings, prunes what cannot fit, evaluates and prices the rest), then the Pareto
// front of cost against time and a ranking of the candidates in groups (runs and meets the constraints first). The
// workload decides what a candidate is, how it is evaluated, what its cost and time are and how it is explained
// (docs/architecture.md section 5, "A new workload").

#include "catalog/Catalog.h"

#include <QVector>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <type_traits>

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

// The enumeration: for each piece of `hardware`, its offerings in `regions` and `pricing`, which the workload may
// filter (keepOfferings: false leaves the hardware out, the workload saying why), then each job the workload makes of
// it (jobs), handed to the workload with the offerings (configure). A workload has:
//   bool keepOfferings(const QString& hardware, QVector<Offering>& offers);
//   QVector<Job> jobs(const QString& hardware);
//   void configure(const QString& hardware, const Job& job, const QVector<Offering>& offers);
template <class Workload>
void forEachJob(const Catalog& catalog, const QStringList& hardware, const QStringList& regions,
                const QVector<PricingModel>& pricing, Workload& workload)
{
    for (const QString& hw : hardware) {
        QVector<Offering> offers = offeringsFor(catalog, hw, regions, pricing);
        if (!workload.keepOfferings(hw, offers))
            continue;
        for (const auto& job : workload.jobs(hw))
            workload.configure(hw, job, offers);
    }
}

// What the search ends with: the candidates eligible for the front (they run, meet the constraints and are priced),
// the front among them, and the ranked indices (the first `limit`).
struct Ranking
{
    QVector<int> eligible;
    QVector<int> front;
    QVector<int> order;
};

// The ranking: a workload has
//   bool eligible(const Candidate&) const;   double cost(const Candidate&) const;   double time(const Candidate&)
//   const; void prepareScores(const Candidates& all, const QVector<int>& eligible);   (what scores need of every
//   candidate) int group(const Candidate&) const;   auto score(const Candidate&) const;   (smaller first)
template <class Candidates, class Workload> Ranking rank(const Candidates& all, Workload& workload, int limit)
{
    Ranking r;
    for (int i = 0; i < int(all.size()); ++i)
        if (workload.eligible(all[i]))
            r.eligible << i;
    using Item = std::decay_t<decltype(all[0])>;
    r.front = paretoFront(
        all, r.eligible, [&](const Item& c) { return workload.cost(c); },
        [&](const Item& c) { return workload.time(c); });
    workload.prepareScores(all, r.eligible);
    r.order = rankOrder(
        all, [&](const Item& c) { return workload.group(c); }, [&](const Item& c) { return workload.score(c); }, limit);
    return r;
}

} // namespace tpuplan::search
