// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServePlanner.h"

#include "plan/SearchSkeleton.h"
#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ServePlanner)
};

QString num(double v, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals);
}

QString gib(double bytes)
{
    return QLocale().toString(bytes / kGiB, 'f', 1);
}

QString ms(double seconds)
{
    return QLocale().toString(seconds * 1000.0, 'f', seconds < 0.01 ? 2 : 1);
}

bool meets(const ServePoint& p, const ServeInput& in)
{
    return !p.saturated && (in.ttftTarget <= 0 || p.ttftSeconds <= in.ttftTarget)
        && (in.tpotTarget <= 0 || p.tpotSeconds <= in.tpotTarget);
}

// Why an engine cannot serve these precisions on this device; empty when it can (serving.md section 2.1).
QString precisionProblem(ServeEngine engine, const DeviceInfo& d, ServePrecision weights, ServePrecision kv)
{
    if (engine == ServeEngine::JetStream && weights == ServePrecision::Int4)
        return Tr::tr("MaxText serves int8 and fp8 weights (quantization=int8|fp8), not int4");
    if (engine == ServeEngine::TrtLlm && weights == ServePrecision::Fp8 && d.peakTflopsFp8 <= 0)
        return Tr::tr("TensorRT-LLM's fp8 checkpoints need fp8 tensor cores, which %1 lacks").arg(d.hardware);
    if (engine == ServeEngine::JetStream && kv == ServePrecision::Fp8)
        return Tr::tr("MaxText quantizes the KV cache to int8 (quantize_kvcache), not fp8");
    if ((engine == ServeEngine::Vllm || engine == ServeEngine::Sglang) && kv == ServePrecision::Int8)
        return Tr::tr("%1 keeps an fp8 KV cache (--kv-cache-dtype fp8), not int8").arg(serveEngineName(engine));
    return QString();
}
} // namespace

QString serveJobText(const ServeCandidate& c)
{
    const int units = priceUnits(c.job, 1);
    const QString job = units > 1 ? Tr::tr("%1 × %2").arg(units).arg(c.hardware) : c.hardware;
    return Tr::tr("%1, TP %2").arg(job).arg(c.replica.tensorParallel);
}

ServePlanner::ServePlanner(const Catalog& catalog)
    : m_catalog(catalog)
{ }

QVector<DeviceInfo> ServePlanner::jobsFor(const ServeInput& in, const QString& hw) const
{
    const DeviceInfo single = *m_catalog.device(hw);
    if (single.isTpu && in.devices > 0)
        throw InputError(
            QString(), 0, QStringLiteral("--devices"),
            Tr::tr("%1 is a TPU slice: its devices are its chips; name a larger or smaller slice instead").arg(hw));
    if (single.isTpu)
        return {single}; // a slice is one job
    if (in.devices > std::max(1, single.devicesPerNodeMax))
        throw InputError(QString(), 0, QStringLiteral("--devices"),
                         Tr::tr("one %1 node holds %2 GPUs; serving across nodes is not modelled")
                             .arg(hw)
                             .arg(single.devicesPerNodeMax));
    QVector<DeviceInfo> jobs;
    if (in.devices > 0)
        return {gpuJob(single, in.devices)};
    // one node's GPUs: tensor parallelism over NVLink (multi-node serving is pipeline territory, not modelled)
    for (int g = 1; g <= std::max(1, single.devicesPerNodeMax); g *= 2)
        jobs << gpuJob(single, g);
    return jobs;
}

void ServePlanner::evaluate(ServeCandidate& c, const ServeInput& in) const
{
    c.memory = serveMemory(c.replica);
    c.fits = c.memory.fits;
    c.efficiency = serveEfficiency(c.replica);
    c.timed = c.replica.device.memoryBandwidthGBs > 0 && c.replica.device.peakTflops16 > 0;
    if (!c.fits) {
        c.problem = c.memory.problem;
        return;
    }
    if (!c.timed) {
        // no peaks or bandwidth: the batch the memory holds at the mean context, within the engine's limit
        c.meetsTargets = true;
        qint64 cap = qint64(c.memory.kvCacheTokens / in.meanContext());
        if (c.memory.settings.maxSequences > 0)
            cap = std::min<qint64>(cap, c.memory.settings.maxSequences);
        c.batchLimit = int(std::clamp<qint64>(cap, 1, 1'000'000));
        if (in.traffic == TrafficKind::Concurrency) {
            c.replicas = int(std::ceil(double(in.concurrency) / c.batchLimit));
            c.perReplicaLoad = double(in.concurrency) / c.replicas;
        }
        return;
    }
    const ServeTimeModel model(c.replica, c.memory, in.inputLen, in.outputLen);
    const int cap = std::max(1, model.batchCap());
    c.criticalBatch = model.criticalBatch();
    c.linkKnown = model.linkKnown();
    switch (in.traffic) {
    case TrafficKind::Concurrency: {
        // the largest batch per replica that meets the targets: TPOT and TTFT grow with it
        int lo = 0;
        int hi = cap;
        while (lo < hi) {
            const int mid = (lo + hi + 1) / 2;
            if (meets(model.closedLoop(mid), in))
                lo = mid;
            else
                hi = mid - 1;
        }
        c.meetsTargets = lo >= 1;
        c.batchLimit = std::max(1, lo);
        c.replicas = int(std::ceil(double(in.concurrency) / c.batchLimit));
        c.perReplicaLoad = double(in.concurrency) / c.replicas;
        c.point = model.closedLoop(c.perReplicaLoad);
        break;
    }
    case TrafficKind::RequestRate: {
        // the highest rate per replica that meets the targets without saturating it
        const double ceiling = model.offline().requestsPerSecond;
        double lo = 0;
        // the rate a full batch serves is not the most a replica serves (past the critical batch a larger batch
        // slows every step more than it adds), so the search reaches beyond it: a rate the replica cannot serve
        // saturates the open loop, which fails `meets`
        double hi = 4 * ceiling;
        for (int i = 0; i < 40; ++i) {
            const double mid = 0.5 * (lo + hi);
            if (meets(model.openLoop(mid), in))
                lo = mid;
            else
                hi = mid;
        }
        c.meetsTargets = lo > ceiling * 1e-6;
        const double perReplica = c.meetsTargets ? lo : ceiling;
        c.replicas = int(std::ceil(in.requestRate / std::max(perReplica, 1e-12)));
        c.replicas = std::clamp(c.replicas, 1, 1'000'000);
        c.perReplicaLoad = in.requestRate / c.replicas;
        c.point = model.openLoop(c.perReplicaLoad);
        c.batchLimit = std::clamp(int(std::ceil(model.openLoop(perReplica).batch)), 1, cap);
        break;
    }
    case TrafficKind::Offline:
        c.meetsTargets = true; // throughput alone counts: every request is queued at once (replicas: sizeJob)
        c.point = model.offline();
        c.perReplicaLoad = c.point.inFlight;
        c.batchLimit = cap;
        break;
    }
    if (c.point.saturated) {
        // more replicas than the search may count, each still past what it serves
        c.meetsTargets = false;
        c.problem = Tr::tr("%Ln replica(s) still cannot keep up: requests arrive faster than they are answered",
                           nullptr, c.replicas);
    } else if (!c.meetsTargets) {
        const ServePoint one = model.closedLoop(1);
        c.problem = Tr::tr("even one sequence at a time takes %1 ms per output token and %2 s to the first token, "
                           "beyond the targets")
                        .arg(ms(one.tpotSeconds), num(one.ttftSeconds, 2));
    }
    c.tpotBand = Band{c.point.tpotSeconds * c.efficiency.bandLow, c.point.tpotSeconds * c.efficiency.bandHigh};
    c.ttftBand = Band{c.point.ttftSeconds * c.efficiency.bandLow, c.point.ttftSeconds * c.efficiency.bandHigh};
}

void ServePlanner::sizeJob(ServeCandidate& c, const ServeInput& in)
{
    if (in.traffic == TrafficKind::Offline && c.fits)
        c.replicas = c.replicasPerJob; // offline: the job's replicas, each at its largest batch
    c.jobs = (c.replicas + c.replicasPerJob - 1) / c.replicasPerJob;
    c.outputTokensPerSecond = c.replicas * c.point.outputTokensPerSecond;
    c.inputTokensPerSecond = c.replicas * c.point.inputTokensPerSecond;
}

void ServePlanner::explain(ServeCandidate& c, const ServeInput& in) const
{
    const ServeMemory& m = c.memory;
    const QString where = serveJobText(c);
    if (!c.fits) {
        c.reasons << Reason{QStringLiteral("memory"), Tr::tr("%1: %2").arg(where, c.problem)};
        return;
    }
    const double batch = c.timed ? c.point.batch : c.batchLimit;
    c.reasons << Reason{QStringLiteral("memory"),
                        Tr::tr("%1: the %2 weights take %3 GiB per device; KV for %4 sequences of %5 tokens takes "
                               "%6 GiB of the %7 GiB cache (%8 tokens)")
                            .arg(where, servePrecisionId(c.replica.weights), gib(m.weightBytes), num(batch, 0),
                                 num(in.meanContext(), 0), gib(batch * in.meanContext() * m.kvBytesPerToken),
                                 gib(m.kvPoolBytes), QLocale().toString(m.kvCacheTokens))};
    if (!c.timed)
        return;
    const ServeStep& s = c.point.step;
    c.reasons << Reason{
        QStringLiteral("latency"),
        Tr::tr("TPOT %1 ms at %2 sequences per replica, the mean of the steps with and without a prompt "
               "chunk, which on average read weights %3 ms and KV %4 ms, compute %5 ms and all-reduce "
               "%6 ms; compute-bound above %7 tokens per step")
            .arg(ms(c.point.tpotSeconds), num(c.point.batch, 1), ms(s.weights), ms(s.kv), ms(s.compute),
                 ms(s.collectives), num(c.criticalBatch, 0))};
    if (in.traffic == TrafficKind::Concurrency)
        c.reasons << Reason{
            QStringLiteral("replicas"),
            Tr::tr("%Ln replica(s) of at most %1 sequences serve %2 users (%3 in flight each)", nullptr, c.replicas)
                .arg(QLocale().toString(c.batchLimit), QLocale().toString(in.concurrency), num(c.perReplicaLoad, 1))};
    else if (in.traffic == TrafficKind::RequestRate)
        c.reasons << Reason{QStringLiteral("replicas"),
                            Tr::tr("%Ln replica(s) at %1 requests/s each; the prefill queue adds %2 s to the first "
                                   "token",
                                   nullptr, c.replicas)
                                .arg(num(c.perReplicaLoad, 2), num(c.point.queueSeconds, 3))};
    if (!c.linkKnown)
        c.reasons << Reason{QStringLiteral("link-unknown"),
                            Tr::tr("The catalog has no ICI link figure for %1: the all-reduces' bytes are left out "
                                   "of the step, which is faster here than it will run")
                                .arg(c.job.generationName.isEmpty() ? c.hardware : c.job.generationName)};
    if (!c.meetsTargets)
        c.reasons << Reason{QStringLiteral("targets"), c.problem};
    if (c.pareto)
        c.reasons << Reason{
            QStringLiteral("pareto"),
            Tr::tr("On the Pareto front: nothing else is both cheaper per token and faster per token.")};
}

QVector<int> ServePlanner::tensorDegrees(const ServeInput& in, const QString& hw, const DeviceInfo& job,
                                         bool explicitHardware, QStringList& skipped) const
{
    if (in.tensorParallel > 0) {
        const int tp = in.tensorParallel;
        QString problem;
        if (job.devices % tp != 0)
            problem = Tr::tr("tensor parallelism of %1 does not divide the %2 devices of %3")
                          .arg(tp)
                          .arg(job.devices)
                          .arg(hw);
        else if (in.model.heads % tp != 0) // vLLM and SGLang split the query heads evenly over the devices
            problem = Tr::tr("tensor parallelism of %1 does not divide the %2 attention heads of %3")
                          .arg(tp)
                          .arg(in.model.heads)
                          .arg(in.model.name);
        if (problem.isEmpty())
            return {tp};
        if (explicitHardware)
            throw InputError(QString(), 0, QStringLiteral("--tensor-parallel"), problem);
        return {};
    }
    // a GPU job's devices are one replica (the search tries jobs of 1, 2, 4, 8 GPUs); a slice holds devices / t
    // replicas of every degree t that divides its devices and the heads
    QVector<int> degrees;
    for (int t = job.isTpu ? 1 : job.devices; t <= job.devices; t *= 2)
        if (job.devices % t == 0 && in.model.heads % t == 0)
            degrees << t;
    if (job.isTpu && job.devices % 2 != 0 && job.devices > 1 && in.model.heads % job.devices == 0)
        degrees << job.devices;
    if (degrees.isEmpty())
        skipped << Tr::tr("%1 (TP %2 does not divide %3 heads)").arg(hw).arg(job.devices).arg(in.model.heads);
    return degrees;
}

void ServePlanner::price(ServeCandidate& c, const Offering& o, const QDate& today)
{
    c.offering = o.forUnits(priceUnits(c.job, 1));
    c.priced = o.priceListed() && c.timed;
    c.stalePrice = c.priced && Catalog::isStale(o.price.asOf, today);
    c.usdPerHour = c.jobs * c.offering.totalUsdPerHour();
    if (c.priced && c.outputTokensPerSecond > 0) {
        c.usdPerMillionOutput = c.usdPerHour / (3600.0 * c.outputTokensPerSecond) * 1e6;
        c.usdPerMillionInput = c.usdPerHour / (3600.0 * c.inputTokensPerSecond) * 1e6;
    }
}

void ServePlanner::addConfigurations(Search& s, const QString& hw, const DeviceInfo& job,
                                     const QVector<Offering>& offers) const
{
    const ServeInput& in = s.input;
    const ServeEngine engine = in.engine.value_or(defaultEngine(job));
    if (!engineRuns(engine, job)) {
        if (s.explicitHardware)
            throw InputError(QString(), 0, QStringLiteral("--engine"),
                             Tr::tr("%1 does not serve on %2 (vLLM: GPUs and TPU v5e, v5p, v6e, TPU7x; SGLang and "
                                    "TensorRT-LLM: GPUs; JetStream: TPU v4 and newer)")
                                 .arg(serveEngineName(engine), hw));
        return;
    }
    // one candidate per pricing model, in its cheapest region of the plan (a listed price before an unlisted one)
    QMap<int, Offering> cheapest; // ordered by pricing model: the same order on every run
    for (const Offering& o : offers) {
        const auto known = cheapest.constFind(int(o.pricing));
        if (known == cheapest.constEnd() || (o.priceListed() && !known->priceListed())
            || (o.priceListed() && o.totalUsdPerHour() < known->totalUsdPerHour()))
            cheapest[int(o.pricing)] = o;
    }
    for (int tp : tensorDegrees(in, hw, job, s.explicitHardware, s.skipped))
        for (ServePrecision w : s.weights)
            for (ServePrecision kv : s.kvs) {
                const QString problem = precisionProblem(engine, job, w, kv);
                if (!problem.isEmpty()) {
                    if (s.explicitHardware && s.weights.size() == 1 && s.kvs.size() == 1)
                        throw InputError(QString(), 0, QStringLiteral("--precision"), problem);
                    continue;
                }
                // a replica's figures depend on its device type, degree, precisions and engine, and on the slice
                // only through the torus axes a whole-slice group uses: a v5e-256 of TP 8 replicas is a v5e-8's
                const int axes = job.isTpu && tp >= job.devices ? job.torusAxes : 0;
                const QString key = QStringLiteral("%1|%2|%3|%4|%5|%6")
                                        .arg(job.isTpu ? job.generation : hw)
                                        .arg(tp)
                                        .arg(int(w))
                                        .arg(int(kv))
                                        .arg(int(engine))
                                        .arg(axes);
                auto known = s.replicas.constFind(key);
                if (known == s.replicas.constEnd()) {
                    ServeCandidate fresh;
                    fresh.replica
                        = ServeReplica{in.model, job, tp, w, kv, engine, in.memoryUtilization, in.contextLimit()};
                    evaluate(fresh, in);
                    known = s.replicas.insert(key, fresh);
                }
                // a slice of more than twice the replicas the traffic needs idles half its chips or more: never
                // cheaper per token than a smaller slice of the same chips, so the search leaves it out (a plan that
                // names the slice still gets it)
                const int perJob = job.devices / tp;
                if (!s.explicitHardware && perJob > 1 && known->fits && in.traffic != TrafficKind::Offline
                    && perJob >= 2 * known->replicas)
                    continue;
                ServeCandidate c = *known;
                c.hardware = hw;
                c.job = job;
                c.replica.device = job;
                c.replicasPerJob = job.devices / tp;
                sizeJob(c, in);
                if (cheapest.isEmpty()) {
                    s.all.push_back(std::move(c));
                    continue;
                }
                // thousands of candidates: each priced copy is moved in, the last pricing model takes `c` itself
                const QList<Offering> offered = cheapest.values();
                for (int i = 0; i + 1 < offered.size(); ++i) {
                    ServeCandidate priced = c;
                    price(priced, offered[i], s.today);
                    s.all.push_back(std::move(priced));
                }
                price(c, offered.last(), s.today);
                s.all.push_back(std::move(c));
            }
}

bool ServePlanner::Search::keepOfferings(const QString& /*hardware*/, QVector<Offering>& offers) const
{
    // a server runs without end: offerings whose sessions end (Colab) cannot serve
    offers.erase(std::remove_if(
                     offers.begin(), offers.end(),
                     [](const Offering& o) { return o.sessionLimitHours > 0 || o.pricing == PricingModel::ColabFree; }),
                 offers.end());
    // the search ranks by cost: hardware without a price in the plan's regions is left out, unless the plan names it
    return !offers.isEmpty() || explicitHardware;
}

void ServePlanner::rank(Search& s, ServePlanResult& result) const
{
    std::vector<ServeCandidate>& all = s.all;
    result.evaluated = int(all.size());
    for (const ServeCandidate& c : all) {
        result.fitting += c.fits ? 1 : 0;
        result.meeting += c.fits && c.meetsTargets ? 1 : 0;
    }
    const search::Ranking ranking = search::rank(all, s, s.input.limit);
    for (int i : ranking.front) {
        all[i].pareto = true;
        result.paretoFront << all[i];
    }
    for (int i : ranking.order) {
        ServeCandidate c = all[i];
        explain(c, s.input);
        result.candidates << c;
    }
}

ServePlanResult ServePlanner::plan(const ServeInput& in, const QDate& today) const
{
    const QVector<InputIssue> issues = in.issues();
    if (!issues.isEmpty())
        throw InputError(issues.first());
    Search s{*this, in, today};
    s.all.reserve(1 << 14); // a whole-catalog search holds ~16,000 candidates: no reallocation on the way
    s.weights = in.precisions.isEmpty()
        ? QVector<ServePrecision>{ServePrecision::Bf16, ServePrecision::Fp8, ServePrecision::Int8}
        : in.precisions;
    s.kvs = in.kvPrecisions.isEmpty() ? QVector<ServePrecision>{ServePrecision::Bf16} : in.kvPrecisions;
    s.explicitHardware = !in.hardware.isEmpty() || in.deviceMemoryGiB > 0;
    if (in.deviceMemoryGiB > 0) {
        // a stable id whatever the language: "custom-80gib"
        const QString name = QStringLiteral("custom-%1gib").arg(QString::number(in.deviceMemoryGiB));
        DeviceInfo d = customDevice(name, gibToBytes(in.deviceMemoryGiB), in.customDeviceIsTpu);
        d.devices = std::max({1, in.devices, in.tensorParallel});
        addConfigurations(s, name, d, {});
    } else {
        const QStringList hardware = in.hardware.isEmpty() ? m_catalog.hardwareNames() : in.hardware;
        for (const QString& hw : hardware)
            if (!m_catalog.device(hw))
                throw InputError(QString(), 0, QStringLiteral("--hardware"),
                                 Tr::tr("unknown hardware \"%1\" (tpuplan catalog lists it)").arg(hw));
        search::forEachJob(m_catalog, hardware, in.regions, in.pricing, s);
    }
    ServePlanResult result;
    rank(s, result);
    addNotes(s, result);
    return result;
}

void ServePlanner::addNotes(const Search& s, ServePlanResult& result)
{
    const ServeInput& in = s.input;
    if (s.all.empty())
        result.notes << Reason{QStringLiteral("no-hardware"),
                               Tr::tr("No hardware in the catalog has a price in the plan's regions and pricing.")};
    else if (result.fitting == 0)
        result.notes << Reason{QStringLiteral("nothing-fits"),
                               Tr::tr("Nothing holds %1 with a %2-token context: use more devices per replica, a "
                                      "smaller weight or KV precision, or a shorter --max-context.")
                                   .arg(in.model.name, QLocale().toString(in.contextLimit()))};
    else if (result.meeting == 0)
        result.notes << Reason{QStringLiteral("targets-unmet"),
                               Tr::tr("No configuration meets the latency targets, even one sequence at a time; the "
                                      "closest are listed. Relax --tpot-target or --ttft-target.")};
    if (!s.skipped.isEmpty())
        result.notes << Reason{QStringLiteral("skipped"),
                               Tr::tr("Not tried: %1.").arg(s.skipped.mid(0, 6).join(QStringLiteral("; ")))};
}

QVector<ServePoint> ServePlanner::concurrencySweep(const ServeCandidate& c, const ServeInput& in, int points)
{
    QVector<ServePoint> out;
    if (!c.fits || !c.timed)
        return out;
    const ServeTimeModel model(c.replica, c.memory, in.inputLen, in.outputLen);
    const double top = std::max(2.0, 1.5 * std::max(1, model.batchCap()));
    double previous = 0;
    for (int i = 0; i < points; ++i) {
        // geometric from 1 to 1.5x the batch cap: the knee sits at small batches
        const double inFlight = std::round(std::pow(top, double(i) / std::max(1, points - 1)));
        if (inFlight <= previous)
            continue;
        previous = inFlight;
        out << model.closedLoop(inFlight);
    }
    return out;
}

} // namespace tpuplan
