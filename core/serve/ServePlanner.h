// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The serving search: every slice and GPU machine x tensor parallelism x weight and KV precision, each sized to the
// traffic (replicas and the batch each runs) under the latency targets, ranked by cost per million output tokens, with
// the Pareto front of cost against TPOT and the reasons (docs/serving-model.md section 5).

#include "ServeTime.h"
#include "plan/Planner.h"

#include <QHash>

#include <tuple>
#include <vector>

namespace tpuplan {

struct ServeCandidate
{
    QString hardware; // slice or GPU id; the custom device's name
    DeviceInfo job; // the slice, or the GPU job (devices = GPUs)
    ServeReplica replica;
    ServeMemory memory;
    ServeEfficiency efficiency;
    Offering offering; // the job's price (all its units), cheapest region of its pricing model
    bool timed = false; // false for a device known by its memory alone: no peaks, no bandwidth
    bool linkKnown = true; // the catalog has the interconnect the all-reduces run over (ServeTimeModel::linkKnown)
    int replicasPerJob = 1; // devices of the job / tensor parallelism
    int replicas = 1;
    int jobs = 1;
    double perReplicaLoad = 0; // requests in flight (closed loop) or per second (open loop) on each replica
    int batchLimit = 0; // the largest batch per replica that meets the targets (max_num_seqs to set)
    ServePoint point; // one replica at its share of the traffic
    double criticalBatch = 0;
    double outputTokensPerSecond = 0; // every replica
    double inputTokensPerSecond = 0;
    double usdPerHour = 0; // every job
    double usdPerMillionOutput = 0;
    double usdPerMillionInput = 0;
    Band tpotBand;
    Band ttftBand;
    bool fits = false;
    bool meetsTargets = false;
    bool priced = false;
    bool stalePrice = false;
    bool pareto = false;
    QString problem; // why it does not fit or meet the targets
    QVector<Reason> reasons;
};

// "v5litepod-16, TP 16", "2 × h100-80, TP 2": the job and its tensor parallelism.
QString serveJobText(const ServeCandidate& c);

struct ServePlanResult
{
    QVector<ServeCandidate> candidates; // ranked: fits and meets the targets first, by cost per million output tokens
    int evaluated = 0;
    int fitting = 0;
    int meeting = 0;
    QVector<ServeCandidate> paretoFront; // cost per million output tokens against TPOT, cheapest first
    QVector<Reason> notes;
};

class ServePlanner
{
public:
    explicit ServePlanner(const Catalog& catalog);

    // Searches every configuration the input allows; `today` decides which prices are stale. Throws InputError where
    // the input asks for something that cannot run at all (an unknown slice, an engine on a device it does not
    // support), naming the option.
    ServePlanResult plan(const ServeInput& input, const QDate& today) const;
    // One replica's operating points as the in-flight requests grow, 1 to its batch limit and past it (the app's
    // throughput-and-latency chart).
    static QVector<ServePoint> concurrencySweep(const ServeCandidate& c, const ServeInput& input, int points = 24);

private:
    // One search: the input, the precisions it tries, and every candidate evaluated so far. It is the workload
    // search::forEachJob and search::rank drive (core/plan/SearchSkeleton.h; docs/architecture.md section 5).
    struct Search
    {
        const ServePlanner& planner;
        const ServeInput& input;
        QDate today;
        QVector<ServePrecision> weights;
        QVector<ServePrecision> kvs;
        bool explicitHardware = false; // the plan names its hardware: what cannot run is an error, not a skip
        std::vector<ServeCandidate> all; // a std::vector: candidates move in without a copy
        QStringList skipped;
        QHash<QString, ServeCandidate> replicas; // each replica evaluated once, whatever job holds it

        // search::forEachJob's workload: offerings whose sessions end (Colab) cannot serve; the jobs; the settings
        bool keepOfferings(const QString& hardware, QVector<Offering>& offers) const;
        QVector<DeviceInfo> jobs(const QString& hardware) const { return planner.jobsFor(input, hardware); }
        void configure(const QString& hardware, const DeviceInfo& job, const QVector<Offering>& offers)
        {
            planner.addConfigurations(*this, hardware, job, offers);
        }
        // search::rank's workload: cost per million output tokens against TPOT; fits and meets the targets first,
        // within a group priced before unpriced, then cost, TPOT and the larger cache
        bool eligible(const ServeCandidate& c) const { return c.fits && c.meetsTargets && c.priced; }
        double cost(const ServeCandidate& c) const { return c.usdPerMillionOutput; }
        double time(const ServeCandidate& c) const { return c.point.tpotSeconds; }
        void prepareScores(const std::vector<ServeCandidate>&, const QVector<int>&) const { }
        int group(const ServeCandidate& c) const { return c.fits ? (c.meetsTargets ? 0 : 1) : 2; }
        std::tuple<int, double, double, double> score(const ServeCandidate& c) const
        {
            return {c.priced ? 0 : 1, c.usdPerMillionOutput, c.point.tpotSeconds, -c.memory.kvCacheBytes()};
        }
    };
    // The GPU jobs of one type (1, 2, 4, 8 GPUs of a node, or --devices), or the slice.
    QVector<DeviceInfo> jobsFor(const ServeInput& input, const QString& hardware) const;
    // The tensor-parallel degrees a job allows: the plan's, or every one that divides the job's devices and the heads.
    QVector<int> tensorDegrees(const ServeInput& input, const QString& hardware, const DeviceInfo& job,
                               bool explicitHardware, QStringList& skipped) const;
    // Every degree x precision x pricing model of one job, evaluated and priced, into s.all.
    void addConfigurations(Search& s, const QString& hardware, const DeviceInfo& job,
                           const QVector<Offering>& offers) const;
    // One replica under the traffic: memory, batch limit, replicas (but offline's), operating point, targets.
    void evaluate(ServeCandidate& c, const ServeInput& input) const;
    // The replicas a job holds, the jobs the replicas need and their throughput.
    static void sizeJob(ServeCandidate& c, const ServeInput& input);
    static void price(ServeCandidate& c, const Offering& offering, const QDate& today);
    void rank(Search& s, ServePlanResult& result) const;
    static void addNotes(const Search& s, ServePlanResult& result);
    void explain(ServeCandidate& c, const ServeInput& input) const;

    const Catalog& m_catalog;
};

} // namespace tpuplan
