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
// Slack for comparisons of accumulated wall-clock sums against the run-length limit.
constexpr double kLimitSlack = 1e-9;
// Bounds on the checkpoint interval (intervalFor): no real run saves more often than this, and they keep chunk counts
// in a long long and the forced-restart ring buffer small.
constexpr double kMaxChunksPerSession = 4096;
constexpr double kMaxChunks = 1e15;

double intervalFor(double work, const PreemptionParams& p)
{
    double tau = p.checkpointIntervalHours > 0 ? p.checkpointIntervalHours
                                               : optimalCheckpointIntervalHours(p.ratePerHour, p.checkpointWriteHours);
    if (tau <= 0) // no preemptions and no interval given: one checkpoint per hour of work (to keep the run safe)
        tau = 1.0;
    // floors that bound the work of the closed form and the simulation whatever the inputs (a save time of 1e-30 min
    // is a valid input): at least a second between saves, at most kMaxChunksPerSession saves per session, at most
    // kMaxChunks chunks in a run
    tau = std::max({tau, 1.0 / 3600.0, work / kMaxChunks});
    if (p.maxRunHours > 0)
        tau = std::max(tau, p.maxRunHours / kMaxChunksPerSession);
    if (p.maxRunHours > 0)
        tau = std::min(tau, std::max(p.maxRunHours - p.checkpointWriteHours, p.maxRunHours / 2.0));
    return std::min(tau, std::max(work, 1e-9));
}

// The work split into checkpointed chunks: `full` chunks of tau and, where tau does not divide the work, a last
// shorter chunk of `rest`. Each chunk ends with a checkpoint save. Shared by the closed form and the simulation so
// that both describe the same process.
struct Chunks
{
    double tau = 0;
    long long full = 0;
    double rest = 0;
    long long count() const { return full + (rest > 0 ? 1 : 0); }
    double length(long long i) const { return i < full ? tau : rest; }
};

Chunks chunksFor(double work, double tau)
{
    Chunks c;
    c.tau = tau;
    c.full = static_cast<long long>(std::floor(work / tau));
    c.rest = work - double(c.full) * tau;
    if (c.rest <= 1e-9 * work) { // tau divides the work up to rounding
        c.rest = 0;
        c.full = std::max(1LL, static_cast<long long>(std::llround(work / tau)));
    }
    return c;
}

// Expected wall time to get a piece of `a` hours (work + its checkpoint save) done uninterrupted when failures arrive
// at rate lambda and each failure is followed by a restart of R hours that failures can also interrupt:
// (e^{lambda a} - 1) e^{lambda R} / lambda (Daly 2006, per segment).
double segmentHours(double a, double lambda, double R)
{
    if (lambda <= 0)
        return a;
    return std::expm1(lambda * a) * std::exp(lambda * R) / lambda;
}

// Expected number of stops at the run-length limit. A session (since the last start of the machine) holds
// k = floor(limit / (tau + delta)) chunks; a preemption starts a new session. Let c_i be the chunks done in the current
// session after chunk i. c_1 = 1; before chunk i a forced restart happens when c_{i-1} = k (it then starts a new
// session); otherwise the chunk either succeeds at once (probability p = e^{-lambda (tau + delta)}: c_i = c_{i-1} + 1)
// or is preempted at least once (c_i = 1). With q_i = P(c_i = 1), P(c_i = m) = q_{i-m+1} p^{m-1}, so the sum of
// P(c_{i-1} = k) over the chunks is an O(chunks) recurrence. The last, shorter chunk may still fit into a full session.
// The chain forgets its start within a few sessions, so beyond `exactChunks` chunks the stops per chunk of the last
// half of the exact part are extrapolated to the rest (a run of 10^12 hours would otherwise take 10^12 steps).
double expectedForcedRestarts(const Chunks& ch, double lambda, double delta, double limit, long long exactChunks)
{
    const long long n = ch.count();
    if (limit <= 0 || n < 2)
        return 0;
    const double need = ch.tau + delta;
    const long long k = std::max(1LL, static_cast<long long>(std::floor((limit + kLimitSlack) / need)));
    const double p = std::exp(-lambda * need);
    if (lambda <= 0) {
        // deterministic: sessions of k chunks
        long long forced = (ch.full - 1) / k; // before the full chunks 2..full
        if (ch.rest > 0) {
            const long long inLast = (ch.full - 1) % k + 1; // chunks in the session the last chunk would join
            if (double(inLast) * need + ch.rest + delta > limit + kLimitSlack)
                ++forced;
        }
        return double(forced);
    }
    if (k >= n) // a session holds the whole run
        return 0;
    const double pk1 = std::pow(p, double(k - 1));
    std::vector<double> q(size_t(k), 0.0); // ring buffer: q[i % k] = P(c_i = 1)
    double forced = 0;
    q[1 % k] = 1.0;
    // the exact part spans at least 16 sessions, so that its second half holds whole sessions to extrapolate from
    // (the extrapolation leaves out the rule for a shorter last chunk: at most one stop in more than 65,536 chunks)
    const long long exactUpTo = std::min(n, std::max({4LL, exactChunks, 16 * k}));
    const long long windowFrom = exactUpTo / 2;
    double forcedInWindow = 0;
    // the slot of chunk i, i % k, kept as the loop runs (a 64-bit division per chunk otherwise); it is also the slot
    // of chunk i - k
    size_t slot = size_t(2 % k);
    for (long long i = 2; i <= exactUpTo; ++i) {
        // P(c_{i-1} = k) for chunk i >= 2: c_{i-1} = k needs c_{i-k} = 1 and k - 1 clean chunks since
        const double f = i - k >= 1 ? q[slot] * pk1 : 0.0;
        const bool last = i == n && ch.rest > 0;
        // the last chunk is shorter: it forces a stop only if it does not fit behind k full chunks
        const bool lastForced = !last || double(k) * need + ch.rest + delta > limit + kLimitSlack;
        const double stop = lastForced ? f : 0.0;
        forced += stop;
        if (i > windowFrom)
            forcedInWindow += stop;
        // c_i = 1 after a forced stop (fresh session) or a preemption during the chunk
        const double pi = last ? std::exp(-lambda * (ch.rest + delta)) : p;
        q[slot] = stop + (1.0 - stop) * (1.0 - pi);
        if (++slot == size_t(k))
            slot = 0;
    }
    if (exactUpTo < n)
        forced += forcedInWindow / double(exactUpTo - windowFrom) * double(n - exactUpTo);
    return forced;
}
} // namespace

PreemptionOutcome expectedUnderPreemption(double work, const PreemptionParams& p, long long exactChunks)
{
    PreemptionOutcome o;
    o.workHours = work;
    if (work <= 0)
        return o;
    const double tau = intervalFor(work, p);
    o.checkpointIntervalHours = tau;
    const Chunks ch = chunksFor(work, tau);
    const double delta = p.checkpointWriteHours;
    const double R = p.restartHours;
    const double lambda = std::max(0.0, p.ratePerHour);
    o.checkpointOverheadHours = double(ch.count()) * delta;
    // Daly (2006): E = M e^{R/M} (e^{(tau+delta)/M} - 1) per segment, summed over the chunks actually run
    o.expectedHours = double(ch.full) * segmentHours(tau + delta, lambda, R)
        + (ch.rest > 0 ? segmentHours(ch.rest + delta, lambda, R) : 0.0);
    if (lambda > 0) {
        // failures arrive at rate lambda over the whole exposed wall time (work, saves and restarts)
        o.expectedPreemptions = o.expectedHours * lambda;
        o.expectedLostWorkHours
            = std::max(0.0, o.expectedHours - work - o.checkpointOverheadHours - o.expectedPreemptions * R);
    }
    if (p.maxRunHours > 0) {
        // the run is stopped at the limit and restarted from its last checkpoint (saved just before the stop)
        o.forcedRestarts = expectedForcedRestarts(ch, lambda, delta, p.maxRunHours, exactChunks);
        o.expectedHours += o.forcedRestarts * R;
    }
    return o;
}

SimulationSpread simulatePreemption(double work, const PreemptionParams& p, int runs, std::uint64_t seed)
{
    if (runs <= 0 || work <= 0)
        return {};
    const Chunks ch = chunksFor(work, intervalFor(work, p));
    const long long chunks = ch.count();
    // each run draws every chunk, preemption and forced restart: refuse runs expected to draw more than the budget
    const PreemptionOutcome expected = expectedUnderPreemption(work, p);
    const double eventsPerRun = double(chunks) + expected.expectedPreemptions + expected.forcedRestarts;
    if (!std::isfinite(eventsPerRun) || eventsPerRun * runs > kMaxSimulationEvents)
        return {};
    // runs far above their expectation still stop at twice the budget (then no spread either)
    long long eventsLeft = static_cast<long long>(kMaxSimulationEvents) * 2;
    SimulationSpread s;
    const double delta = p.checkpointWriteHours;
    const double R = p.restartHours;
    std::mt19937_64 rng(seed);
    std::exponential_distribution<double> nextFailure(p.ratePerHour > 0 ? p.ratePerHour : 1.0);
    std::vector<double> totals;
    totals.reserve(runs);
    double preemptions = 0;
    double forced = 0;
    for (int i = 0; i < runs; ++i) {
        double clock = 0; // wall time
        double sinceStart = 0; // time since the machine started (for the run-length limit)
        // the first attempt starts without a restart; every later one pays R first (Daly's model charges R
        // after each failure)
        double untilFailure = p.ratePerHour > 0 ? nextFailure(rng) : INFINITY;
        long long next = 0; // the chunk to run; the ones before it are saved
        while (next < chunks) {
            if (--eventsLeft < 0)
                return {};
            const double need = ch.length(next) + delta;
            if (p.maxRunHours > 0 && sinceStart > 0 && sinceStart + need > p.maxRunHours + kLimitSlack) {
                // forced stop: the machine would reach its limit inside the chunk; restart from the saved state
                // (the provider stops it, so no preemption can hit this planned restart)
                clock += R;
                sinceStart = 0;
                forced += 1;
                continue;
            }
            if (untilFailure >= need) {
                clock += need;
                sinceStart += need;
                untilFailure -= need;
                ++next;
            } else {
                // preempted: lose the partial chunk, restart (a failure during the restart starts it again)
                clock += untilFailure;
                preemptions += 1;
                untilFailure = nextFailure(rng);
                while (untilFailure < R) {
                    if (--eventsLeft < 0)
                        return {};
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
    s.runs = runs;
    s.meanHours /= runs;
    s.meanPreemptions = preemptions / runs;
    s.meanForcedRestarts = forced / runs;
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
