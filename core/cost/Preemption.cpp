// SPDX-License-Identifier: GPL-3.0-or-later
#include "Preemption.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace tpuplan {

double optimalCheckpointIntervalHours(double lambda, double delta)
{
    if (lambda <= 0)
        return 0;
    const double M = 1.0 / lambda;
    if (delta < M / 2.0)
        return std::sqrt(2.0 * delta * M) - delta; // Daly 2006, first-order refinement of Young 1974
    return M;
}

namespace {
double intervalFor(double work, const PreemptionParams& p)
{
    double tau = p.checkpointIntervalHours > 0 ? p.checkpointIntervalHours
                                               : optimalCheckpointIntervalHours(p.ratePerHour, p.checkpointWriteHours);
    if (tau <= 0) // no preemptions and no interval given: one checkpoint per hour of work (to keep the run safe)
        tau = 1.0;
    if (p.maxRunHours > 0)
        tau = std::min(tau, std::max(p.maxRunHours - p.checkpointWriteHours, p.maxRunHours / 2.0));
    return std::min(tau, std::max(work, 1e-9));
}
} // namespace

PreemptionOutcome expectedUnderPreemption(double work, const PreemptionParams& p)
{
    PreemptionOutcome o;
    o.workHours = work;
    if (work <= 0)
        return o;
    const double tau = intervalFor(work, p);
    o.checkpointIntervalHours = tau;
    const double segments = work / tau;
    const double delta = p.checkpointWriteHours;
    const double R = p.restartHours;
    o.checkpointOverheadHours = segments * delta;
    if (p.ratePerHour > 0) {
        const double M = 1.0 / p.ratePerHour;
        o.expectedHours = M * std::exp(R / M) * (std::exp((tau + delta) / M) - 1.0) * segments;
        o.expectedPreemptions = o.expectedHours / M;
        o.expectedLostWorkHours =
            std::max(0.0, o.expectedHours - work - o.checkpointOverheadHours - o.expectedPreemptions * R);
    } else {
        o.expectedHours = work + o.checkpointOverheadHours;
    }
    if (p.maxRunHours > 0) {
        // the run is stopped at the limit and restarted from its last checkpoint (saved just before the stop)
        o.forcedRestarts = std::floor(o.expectedHours / p.maxRunHours);
        o.expectedHours += o.forcedRestarts * R;
    }
    return o;
}

SimulationSpread simulatePreemption(double work, const PreemptionParams& p, int runs, std::uint64_t seed)
{
    SimulationSpread s;
    s.runs = runs;
    if (runs <= 0 || work <= 0)
        return s;
    const double tau = intervalFor(work, p);
    const double delta = p.checkpointWriteHours;
    const double R = p.restartHours;
    std::mt19937_64 rng(seed);
    std::exponential_distribution<double> nextFailure(p.ratePerHour > 0 ? p.ratePerHour : 1.0);
    std::vector<double> totals;
    totals.reserve(runs);
    double preemptions = 0;
    for (int i = 0; i < runs; ++i) {
        double done = 0;  // work saved in checkpoints
        double clock = 0; // wall time
        double sinceStart = 0; // time since the machine started (for the run-length limit)
        // the first attempt starts without a restart; every later one pays R first (Daly's model charges R
        // after each failure)
        double untilFailure = p.ratePerHour > 0 ? nextFailure(rng) : INFINITY;
        int guard = 0;
        while (done < work - 1e-12 && guard++ < 10000000) {
            const double chunk = std::min(tau, work - done);
            const double need = chunk + delta;
            if (p.maxRunHours > 0 && sinceStart + need > p.maxRunHours && sinceStart > 0) {
                // forced stop: restart before the limit would cut the chunk
                clock += R;
                sinceStart = 0;
                continue;
            }
            if (untilFailure >= need) {
                clock += need;
                sinceStart += need;
                untilFailure -= need;
                done += chunk;
            } else {
                // preempted: lose the partial chunk, restart (a failure during the restart starts it again)
                clock += untilFailure;
                preemptions += 1;
                untilFailure = nextFailure(rng);
                while (untilFailure < R) {
                    clock += untilFailure;
                    preemptions += 1;
                    untilFailure = nextFailure(rng);
                }
                clock += R;
                untilFailure -= R;
                sinceStart = 0;
            }
        }
        totals.push_back(clock);
        s.meanHours += clock;
    }
    s.meanHours /= runs;
    s.meanPreemptions = preemptions / runs;
    std::sort(totals.begin(), totals.end());
    auto pct = [&](double q) {
        const double idx = q * (runs - 1);
        const int lo = int(std::floor(idx));
        const int hi = std::min(runs - 1, lo + 1);
        return totals[lo] + (totals[hi] - totals[lo]) * (idx - lo);
    };
    s.p10Hours = pct(0.10);
    s.p50Hours = pct(0.50);
    s.p90Hours = pct(0.90);
    return s;
}

} // namespace tpuplan
