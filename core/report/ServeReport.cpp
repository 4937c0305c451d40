// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeReport.h"
#include "Version.h"

#include "serve/ServeCommands.h"
#include "time/StepText.h"
#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ServeReport)
};

struct Fmt
{
    QLocale loc;
    QString num(double v, int decimals) const { return loc.toString(v, 'f', decimals); }
    QString integer(double v) const { return loc.toString(v, 'f', 0); }
    QString gib(double bytes) const { return formatGiB(bytes, loc, 2); }
    QString percent(double share) const { return Tr::tr("%1 %").arg(num(share * 100, 0)); }
    QString date(const QDate& d) const { return d.isValid() ? d.toString(Qt::ISODate) : QString(); }
    // "12.5 ms (10.6–15.0 ms)": a median latency with the calibration runs' band
    QString seconds(double s, const Band& b) const { return secondsWithBand(s, b, loc, -1); }
    // "12.5 ms", "0.84 s": milliseconds below 0.1 s as secondsWithBand() writes them
    QString seconds(double s) const
    {
        return s < 0.1 ? Tr::tr("%1 ms").arg(formatNumber(s * 1e3, loc, 1))
                       : Tr::tr("%1 s").arg(formatSecondsValue(s, loc));
    }
    QString perMillion(const ServeCandidate& c, double usd) const
    {
        return c.priced ? Tr::tr("%1 per million tokens").arg(formatUnitUsd(usd, loc)) : unpriced(c);
    }
    QString perMillionShort(const ServeCandidate& c, double usd) const
    {
        return c.priced ? formatUnitUsd(usd, loc) : QStringLiteral("—");
    }
    QString unpriced(const ServeCandidate& c) const
    {
        return c.timed ? Tr::tr("not publicly listed") : Tr::tr("not estimated (a device known by its memory alone)");
    }
};

QString engineText(const ServeInput& in)
{
    return in.engine ? serveEngineName(*in.engine) : Tr::tr("each device's default (vLLM)");
}

QString precisionsText(const QVector<ServePrecision>& ps, const QString& whenEmpty)
{
    if (ps.isEmpty())
        return whenEmpty;
    QStringList out;
    for (ServePrecision p : ps)
        out << servePrecisionLabel(p);
    return out.join(QStringLiteral(", "));
}

QString targetsText(const ServeInput& in, const Fmt& f)
{
    QStringList t;
    if (in.tpotTarget > 0)
        t << Tr::tr("TPOT at most %1").arg(f.seconds(in.tpotTarget));
    if (in.ttftTarget > 0)
        t << Tr::tr("TTFT at most %1").arg(f.seconds(in.ttftTarget));
    return t.isEmpty() ? Tr::tr("none (the cheapest per token)") : t.join(QStringLiteral(", "));
}

QString hardwareText(const ServeInput& in, const Fmt& f)
{
    if (in.deviceMemoryGiB > 0)
        return Tr::tr("a device with %1 GiB of memory").arg(f.num(in.deviceMemoryGiB, 1));
    if (in.hardware.isEmpty())
        return Tr::tr("the whole catalog (TPU slices and GPU machines)");
    QString s = in.hardware.join(QStringLiteral(", "));
    if (in.devices > 0)
        s = Tr::tr("%1 (%2 devices per job)").arg(s).arg(in.devices);
    return s;
}

void addRequest(ServeReport& r, const ServeInput& in, const Fmt& f)
{
    auto q = [&](const char* id, const QString& label, const QString& value) {
        r.request << ReportField{QString::fromLatin1(id), label, value};
    };
    q("model", Tr::tr("Model"),
      Tr::tr("%1 (%2, %3 B parameters)")
          .arg(in.model.name.isEmpty() ? in.model.id : in.model.name, in.modelRef.isEmpty() ? in.model.id : in.modelRef)
          .arg(f.num(modelParameters(in.model) / 1e9, 1)));
    q("traffic", Tr::tr("Traffic"), trafficLabel(in));
    q("lengths", Tr::tr("Request lengths"),
      Tr::tr("%1 tokens in, %2 tokens out (mean)").arg(f.integer(in.inputLen), f.integer(in.outputLen)));
    q("max-context", Tr::tr("Longest sequence"), Tr::tr("%1 tokens").arg(f.integer(in.contextLimit())));
    q("targets", Tr::tr("Latency targets (medians)"), targetsText(in, f));
    q("engine", Tr::tr("Engine"), engineText(in));
    q("precision", Tr::tr("Weight precisions"), precisionsText(in.precisions, Tr::tr("bf16, fp8, int8 (searched)")));
    q("kv-precision", Tr::tr("KV cache precisions"), precisionsText(in.kvPrecisions, Tr::tr("bf16")));
    if (in.memoryUtilization > 0)
        q("memory-utilization", Tr::tr("Memory utilization"), f.percent(in.memoryUtilization));
    if (in.tensorParallel > 0)
        q("tensor-parallel", Tr::tr("Tensor parallelism"), QString::number(in.tensorParallel));
    q("hardware", Tr::tr("Hardware"), hardwareText(in, f));
    if (!in.regions.isEmpty())
        q("regions", Tr::tr("Regions"), in.regions.join(QStringLiteral(", ")));
}

QString replicasText(const ServeCandidate& c)
{
    if (c.jobs == c.replicas)
        return QString::number(c.replicas);
    return Tr::tr("%1 (%2 per job, %3 jobs)").arg(c.replicas).arg(c.replicasPerJob).arg(c.jobs);
}

void addRecommendation(ServeReport& r, const ServeCandidate& c, const Fmt& f)
{
    auto q = [&](const char* id, const QString& label, const QString& value) {
        r.recommendation << ReportField{QString::fromLatin1(id), label, value};
    };
    q("job", Tr::tr("Hardware"), serveJobText(c));
    q("engine", Tr::tr("Engine"), serveEngineName(c.replica.engine));
    q("tensor-parallel", Tr::tr("Tensor parallelism"), QString::number(c.replica.tensorParallel));
    q("precision", Tr::tr("Weights"), servePrecisionLabel(c.replica.weights));
    q("kv-precision", Tr::tr("KV cache"), servePrecisionLabel(c.replica.kv));
    q("replicas", Tr::tr("Replicas"), replicasText(c));
    if (!c.offering.region.isEmpty())
        q("pricing", Tr::tr("Price"), Tr::tr("%1 in %2").arg(pricingLabel(c.offering.pricing), c.offering.region));
    if (!c.timed) {
        q("timing", Tr::tr("Latency and throughput"), f.unpriced(c));
        return;
    }
    q("batch-limit", Tr::tr("Batch limit per replica"), Tr::tr("%1 sequences (max_num_seqs)").arg(c.batchLimit));
    q("tpot", Tr::tr("Time per output token (median)"), f.seconds(c.point.tpotSeconds, c.tpotBand));
    q("ttft", Tr::tr("Time to first token (median)"), f.seconds(c.point.ttftSeconds, c.ttftBand));
    q("output-throughput", Tr::tr("Output tokens per second"),
      Tr::tr("%1 (all replicas)").arg(f.integer(c.outputTokensPerSecond)));
    q("input-throughput", Tr::tr("Input tokens per second"), f.integer(c.inputTokensPerSecond));
    q("usd-per-hour", Tr::tr("Cost per hour"),
      c.priced ? Tr::tr("%1/h").arg(formatUsd(c.usdPerHour, f.loc)) : f.unpriced(c));
    q("usd-per-million-output", Tr::tr("Cost per million output tokens"), f.perMillion(c, c.usdPerMillionOutput));
    q("usd-per-million-input", Tr::tr("Cost per million input tokens"), f.perMillion(c, c.usdPerMillionInput));
}

void addMemory(ServeReport& r, const ServeCandidate& c, const Fmt& f)
{
    const ServeMemory& m = c.memory;
    r.memory.header = QStringList{Tr::tr("Component"), Tr::tr("Per device"), Tr::tr("Share of the device")};
    const double cap = std::max(1.0, m.capacityBytes);
    auto row = [&](const QString& what, double bytes) {
        r.memory.rows << QStringList{what, f.gib(bytes), f.percent(bytes / cap)};
    };
    row(Tr::tr("Weights (%1)").arg(servePrecisionLabel(c.replica.weights)), m.weightBytes);
    row(Tr::tr("Activations (the engine's profiled peak)"), m.activationBytes);
    row(Tr::tr("Engine reserve"), m.reserveBytes);
    row(Tr::tr("KV cache pool"), m.kvCacheBytes());
    row(Tr::tr("Device memory"), m.capacityBytes);
    r.memory.highlightedRow = r.memory.rows.size() - 1;

    auto q = [&](const char* id, const QString& label, const QString& value) {
        r.memorySummary << ReportField{QString::fromLatin1(id), label, value};
    };
    q("kv-bytes-per-token", Tr::tr("KV cache per token per device"),
      Tr::tr("%1 KiB").arg(f.num(m.kvBytesPerToken / 1024.0, 1)));
    q("kv-cache-tokens", Tr::tr("KV cache tokens"), f.integer(double(m.kvCacheTokens)));
    q("max-concurrency", Tr::tr("Maximum concurrency"),
      Tr::tr("%1 sequences of %2 tokens").arg(f.integer(m.maxConcurrency), f.integer(c.replica.maxContext)));
}

QStringList candidateRow(int rank, const ServeCandidate& c, const Fmt& f)
{
    const bool timed = c.fits && c.timed;
    const QString dash = QStringLiteral("—");
    QString status = c.fits ? (c.meetsTargets ? Tr::tr("yes") : Tr::tr("misses the targets")) : Tr::tr("does not fit");
    return QStringList{QString::number(rank),
                       serveJobText(c),
                       serveEngineName(c.replica.engine),
                       servePrecisionLabel(c.replica.weights) + QLatin1Char('/') + servePrecisionLabel(c.replica.kv),
                       c.offering.region.isEmpty() ? dash : pricingLabel(c.offering.pricing),
                       c.fits ? QString::number(c.replicas) : dash,
                       timed ? QString::number(c.batchLimit) : dash,
                       timed ? f.seconds(c.point.tpotSeconds) : dash,
                       timed ? f.seconds(c.point.ttftSeconds) : dash,
                       timed ? f.integer(c.outputTokensPerSecond) : dash,
                       c.priced ? formatUsd(c.usdPerHour, f.loc) : dash,
                       timed ? f.perMillionShort(c, c.usdPerMillionOutput) : dash,
                       c.fits ? f.integer(double(c.memory.kvCacheTokens)) : dash,
                       status};
}

QStringList candidateHeader()
{
    return QStringList{Tr::tr("Rank"),      Tr::tr("Hardware"),     Tr::tr("Engine"),      Tr::tr("Weights/KV"),
                       Tr::tr("Pricing"),   Tr::tr("Replicas"),     Tr::tr("Batch limit"), Tr::tr("TPOT"),
                       Tr::tr("TTFT"),      Tr::tr("Output tok/s"), Tr::tr("$/h"),         Tr::tr("$/M output"),
                       Tr::tr("KV tokens"), Tr::tr("Meets targets")};
}

void addTables(ServeReport& r, const ServePlanResult& res, const Fmt& f)
{
    r.alternatives.header = candidateHeader();
    for (int i = 0; i < res.candidates.size(); ++i)
        r.alternatives.rows << candidateRow(i + 1, res.candidates[i], f);
    r.alternatives.highlightedRow = r.chosenIndex;
    r.pareto.header = QStringList{Tr::tr("Hardware"), Tr::tr("Weights/KV"), Tr::tr("TPOT"), Tr::tr("$/M output"),
                                  Tr::tr("Output tok/s")};
    for (const ServeCandidate& c : res.paretoFront)
        r.pareto.rows << QStringList{serveJobText(c),
                                     servePrecisionLabel(c.replica.weights) + QLatin1Char('/')
                                         + servePrecisionLabel(c.replica.kv),
                                     f.seconds(c.point.tpotSeconds), f.perMillionShort(c, c.usdPerMillionOutput),
                                     f.integer(c.outputTokensPerSecond)};
}

QString headline(const ServeCandidate& c, const Fmt& f)
{
    const QString setup = Tr::tr("%1 with %2").arg(serveJobText(c), serveEngineName(c.replica.engine));
    if (!c.timed)
        return Tr::tr("%1 holds the model with %2 KV cache tokens.")
            .arg(setup, f.integer(double(c.memory.kvCacheTokens)));
    const QString replicas = Tr::tr("%Ln replica(s)", nullptr, c.replicas);
    if (!c.priced)
        return Tr::tr("%1 (%2): %3 output tokens/s; its price is not publicly listed.")
            .arg(setup, replicas, f.integer(c.outputTokensPerSecond));
    return Tr::tr("%1 (%2): %3 per million output tokens at %4 per token.")
        .arg(setup, replicas, formatUnitUsd(c.usdPerMillionOutput, f.loc), f.seconds(c.point.tpotSeconds));
}

void addWarnings(ServeReport& r, const ServePlanResult& res, const Fmt& f)
{
    auto w = [&](const char* code, const QString& text) {
        r.warnings << ReportWarning{QString::fromLatin1(code), text};
    };
    if (!r.chosen && res.fitting > 0) { // a candidate chosen by rank that does not fit
        w("chosen-does-not-fit",
          Tr::tr("Candidate %1 does not fit: %2")
              .arg(r.chosenRank)
              .arg(res.candidates.value(r.chosenRank - 1).problem));
        return;
    }
    if (!r.chosen) {
        w("nothing-fits",
          res.candidates.isEmpty() ? Tr::tr("Nothing was evaluated: no hardware has a price in the plan's regions.")
                                   : Tr::tr("Nothing fits: %1").arg(res.candidates.first().problem));
        return;
    }
    const ServeCandidate& c = *r.chosen;
    if (!c.meetsTargets)
        w("targets-unmet", Tr::tr("The chosen setup misses the latency targets: %1").arg(c.problem));
    if (r.chosenIndex > 0)
        w("not-best", Tr::tr("This is candidate %1 of the ranking, not the cheapest.").arg(r.chosenIndex + 1));
    if (c.stalePrice)
        w("stale-price",
          Tr::tr("The price of %1 (as of %2) is older than the catalog's freshness limit.")
              .arg(c.hardware, f.date(c.offering.price.asOf)));
    if (c.timed && !c.priced)
        w("unpriced", Tr::tr("The price of %1 is not publicly listed: its cost per token is unknown.").arg(c.hardware));
}
} // namespace

const ReportField* ServeReport::field(const QString& id) const
{
    for (const QVector<ReportField>* list : {&request, &recommendation, &memorySummary})
        for (const ReportField& f : *list)
            if (f.id == id)
                return &f;
    return nullptr;
}

bool ServeReport::hasWarning(const QString& code) const
{
    return std::any_of(warnings.begin(), warnings.end(), [&](const ReportWarning& w) { return w.code == code; });
}

QString trafficLabel(const ServeInput& in)
{
    const QLocale loc;
    switch (in.traffic) {
    case TrafficKind::Concurrency:
        return Tr::tr("%1 concurrent users (closed loop)").arg(loc.toString(in.concurrency));
    case TrafficKind::RequestRate:
        return Tr::tr("%1 requests per second (Poisson arrivals, open loop)").arg(loc.toString(in.requestRate, 'f', 2));
    case TrafficKind::Offline:
        return Tr::tr("offline (every request queued at once; throughput alone counts)");
    }
    return QString();
}

QString servePrecisionLabel(ServePrecision p)
{
    return p == ServePrecision::Int4 ? Tr::tr("int4 (AWQ/GPTQ)") : servePrecisionId(p);
}

ServeReport buildServeReport(const ServeInput& in, const ServePlanResult& res, const Catalog& cat, const QDate& today,
                             int chosenIndex)
{
    const Fmt f{QLocale()};
    ServeReport r;
    static_cast<ReportMeta&>(r)
        = reportMeta(cat, today, Tr::tr("Serving plan: %1").arg(in.model.name.isEmpty() ? in.model.id : in.model.name));
    ServeReportHeadings& h = r.headings;
    h.request = Tr::tr("The request");
    h.recommendation = Tr::tr("Recommendation");
    h.reasons = Tr::tr("Why");
    h.launch = Tr::tr("Start it");
    h.memory = Tr::tr("Memory per device");
    h.alternatives = Tr::tr("Candidates");
    h.pareto = Tr::tr("Pareto front: cost per million output tokens against TPOT");
    h.warnings = Tr::tr("Warnings");
    h.notes = Tr::tr("Notes");
    h.generatedBy
        = Tr::tr("Generated by TPU Planner %1 on %2 (catalog %3).")
              .arg(r.appVersion, f.date(today),
                   (r.catalogVersion.isEmpty() ? Tr::tr("built-in") : r.catalogVersion)
                       + (r.catalogDate.isValid() ? QStringLiteral(", ") + f.date(r.catalogDate) : QString()));

    addRequest(r, in, f);
    const int index = chosenIndex >= 0 && chosenIndex < res.candidates.size() ? chosenIndex : 0;
    if (index < res.candidates.size() && res.candidates[index].fits) {
        r.chosenIndex = index;
        r.chosen = res.candidates[index];
        const ServeCandidate& c = *r.chosen;
        r.headline = headline(c, f);
        addRecommendation(r, c, f);
        for (const Reason& reason : c.reasons)
            r.reasons << reason.text;
        addMemory(r, c, f);
        r.launchTitle = Tr::tr("%1 on %2").arg(serveEngineName(c.replica.engine), serveJobText(c));
        r.launchCommand = serveLaunchCommand(c, in);
    } else {
        r.chosenRank = index + 1;
        r.headline = res.candidates.isEmpty() ? Tr::tr("No configuration was evaluated.")
            : res.fitting > 0 ? Tr::tr("Candidate %1 does not fit; see the candidates below.").arg(index + 1)
                              : Tr::tr("Nothing fits: no configuration holds the model and its KV cache.");
    }
    addTables(r, res, f);
    addWarnings(r, res, f);
    for (const Reason& n : res.notes)
        r.notes << n.text;
    return r;
}

} // namespace tpuplan
