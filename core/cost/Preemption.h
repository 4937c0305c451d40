// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace tpuplan {

// How a run on interruptible hardware behaves: preemptions arrive as a Poisson process; the run saves a checkpoint
// every `checkpointIntervalHours` of work (taking `checkpointWriteHours`), and after a preemption it restarts
// (`restartHours`: new VM/TPU, start-up, XLA compilation) from the last checkpoint.
struct PreemptionParams
{
    double ratePerHour = 0.0;
    double checkpointWriteHours = 2.0 / 60.0;
    double restartHours = 10.0 / 60.0;
    double checkpointIntervalHours = 0; // 0 = use the Young/Daly optimum
    double maxRunHours = 0; // forced stop after this long (preemptible: 24 h; Colab: the session); 0 = none
};

struct PreemptionOutcome
{
    double workHours = 0; // compute time without interruptions or checkpoints
    double checkpointIntervalHours = 0; // the interval used
    double expectedHours = 0; // expected wall time including checkpoints, lost work and restarts
    double expectedPreemptions = 0;
    double expectedLostWorkHours = 0;
    double checkpointOverheadHours = 0;
    double forcedRestarts = 0; // expected stops at the maximum run length (a preemption resets the clock)
};

// Young's first-order optimum sqrt(2 delta / lambda), refined by Daly (2006): sqrt(2 delta M) - delta for
// delta < M/2, with M = 1/lambda. Returns 0 when there are no preemptions.
double optimalCheckpointIntervalHours(double ratePerHour, double checkpointWriteHours);

// Closed form (Daly 2006, eq. for exponential failures): E = M e^{R/M} (e^{(tau+delta)/M} - 1) per checkpointed
// segment, summed over the segments the work splits into (floor(W / tau) of tau and a shorter last one; with many
// segments this is Daly's M e^{R/M} (e^{(tau+delta)/M} - 1) W / tau). With a maximum run length, the expected number
// of forced stops (each costing R) comes from the chain of chunks per session (docs/cost-model.md). It is the exact
// expectation of the process simulatePreemption() draws from.
// The forced-restart recurrence runs exactly over the first `exactChunks` chunks and extrapolates its stationary rate
// beyond (more than 65,536 checkpointed chunks: seven years of work at hourly checkpoints; tested to agree with the
// exact sum to 10^-5).
PreemptionOutcome expectedUnderPreemption(double workHours, const PreemptionParams& params,
                                          long long exactChunks = 1LL << 16);

struct SimulationSpread
{
    double meanHours = 0;
    double p10Hours = 0;
    double p50Hours = 0;
    double p90Hours = 0;
    double meanPreemptions = 0;
    double meanForcedRestarts = 0;
    int runs = 0;
};

// The most chunks, preemptions and forced restarts a simulation is expected to draw over all its runs (~0.1 s); the
// draws themselves stop at twice this.
constexpr double kMaxSimulationEvents = 2.0e7;

// Seeded Monte Carlo of the same process; the mean converges to expectedUnderPreemption (tested). A run too long to
// simulate within kMaxSimulationEvents (tens of thousands of checkpointed chunks, or preemptions so frequent that
// restarts rarely finish) is not simulated: the result has runs == 0 and no percentiles.
SimulationSpread simulatePreemption(double workHours, const PreemptionParams& params, int runs, std::uint64_t seed);

} // namespace tpuplan
