// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan serve: the hardware, batch and cost of serving a model (docs/serving-model.md).
#include "ServeCommand.h"
#include "Commands.h"

#include "model/ModelLoader.h"
#include "serve/ServeCommands.h"
#include "serve/ServeJson.h"
#include "serve/ServePlanFile.h"
#include "serve/ServePlanner.h"
#include "util/Format.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ServeCommand)
};

void addServeOptions(Command& cmd)
{
    auto add = [&](const char* name, const QString& text, const char* value) {
        cmd.addValueOption(QString::fromLatin1(name), text, QString::fromLatin1(value));
    };
    add("model", Tr::tr("A preset id, a model YAML file or a Hugging Face config.json (a decoder)."), "PRESET|PATH");
    add("hardware", Tr::tr("Slices or GPUs, comma-separated; without it the whole catalog is searched."), "H");
    add("devices", Tr::tr("GPUs of the job (one GPU type in --hardware); default: 1, 2, 4, 8 are tried."), "N");
    add("device-memory-gib", Tr::tr("A device known by its memory alone (no time or cost)."), "GIB");
    add("tensor-parallel", Tr::tr("Devices one replica spans; default: every device of the job."), "T");
    add("input-len", Tr::tr("Mean prompt tokens."), "I");
    add("output-len", Tr::tr("Mean output tokens."), "O");
    add("concurrency", Tr::tr("Requests in flight (closed loop: users who send the next when answered)."), "C");
    add("request-rate", Tr::tr("Requests per second (open loop, Poisson arrivals)."), "R");
    cmd.addFlag(QStringLiteral("offline"), Tr::tr("Every request queued at once: throughput alone counts."));
    add("max-context", Tr::tr("The longest sequence the engine admits (--max-model-len); default: I + O."), "L");
    add("precision", Tr::tr("Weight precisions: bf16, fp8, int8, int4 (comma-separated); default: bf16,fp8,int8."),
        "P");
    add("kv-precision", Tr::tr("KV-cache precisions: bf16, fp8, int8 (comma-separated); default: bf16."), "P");
    add("engine", Tr::tr("vllm, sglang, trtllm or jetstream; default: vllm."), "E");
    add("gpu-memory-utilization", Tr::tr("The engine's share of device memory; default: the engine's."), "F");
    add("ttft-target", Tr::tr("Median time to first token, seconds."), "S");
    add("tpot-target", Tr::tr("Median time per output token, seconds."), "S");
    add("region", Tr::tr("Regions, comma-separated (default: all)."), "R");
    add("pricing", Tr::tr("Pricing models, comma-separated (default: all)."), "P");
    add("limit", Tr::tr("Candidates to list (0 = all; default 10)."), "N");
    cmd.addFormatOption();
    cmd.addCatalogOption();
}

std::optional<QVector<ServePrecision>> readPrecisions(Command& cmd, const QString& option)
{
    QVector<ServePrecision> out;
    for (const QString& id : splitList(cmd.value(option))) {
        const auto p = servePrecisionFromId(id);
        if (!p) {
            cmd.usageError(Tr::tr("--%1: unknown precision \"%2\" (%3)")
                               .arg(option, id, servePrecisionIds().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        out << *p;
    }
    return out;
}

// The options' values, or nullopt after printing a usage error (exit code 2).
std::optional<ServeInput> readServeInput(Command& cmd)
{
    ServeInput in;
    for (const char* required : {"model", "input-len", "output-len"})
        if (!cmd.isSet(QString::fromLatin1(required))) {
            cmd.usageError(Tr::tr("--%1 is required").arg(QString::fromLatin1(required)));
            return std::nullopt;
        }
    const int traffic = int(cmd.isSet(QStringLiteral("concurrency"))) + int(cmd.isSet(QStringLiteral("request-rate")))
        + int(cmd.isSet(QStringLiteral("offline")));
    if (traffic != 1) {
        cmd.usageError(Tr::tr("give one of --concurrency, --request-rate or --offline"));
        return std::nullopt;
    }
    if (cmd.isSet(QStringLiteral("hardware")) && cmd.isSet(QStringLiteral("device-memory-gib"))) {
        cmd.usageError(Tr::tr("give --hardware or --device-memory-gib, not both"));
        return std::nullopt;
    }
    auto intOpt = [&](const char* name, int min, int max, int& field) {
        if (!cmd.isSet(QString::fromLatin1(name)))
            return true;
        const auto v = cmd.intValue(QString::fromLatin1(name), min, max);
        if (v)
            field = *v;
        return v.has_value();
    };
    auto doubleOpt = [&](const char* name, double min, double max, double& field) {
        if (!cmd.isSet(QString::fromLatin1(name)))
            return true;
        const auto v = cmd.doubleValue(QString::fromLatin1(name), min, max);
        if (v)
            field = *v;
        return v.has_value();
    };
    in.limit = 10;
    if (!intOpt("input-len", 1, 10'000'000, in.inputLen) || !intOpt("output-len", 1, 10'000'000, in.outputLen)
        || !intOpt("devices", 1, 4096, in.devices) || !intOpt("tensor-parallel", 1, 4096, in.tensorParallel)
        || !intOpt("max-context", 1, 10'000'000, in.maxContext) || !intOpt("limit", 0, 1'000'000, in.limit)
        || !doubleOpt("device-memory-gib", 0.001, 4096, in.deviceMemoryGiB)
        || !doubleOpt("gpu-memory-utilization", 0.01, 1.0, in.memoryUtilization)
        || !doubleOpt("ttft-target", 0.0001, 3600, in.ttftTarget)
        || !doubleOpt("tpot-target", 0.00001, 60, in.tpotTarget))
        return std::nullopt;
    if (cmd.isSet(QStringLiteral("concurrency"))) {
        in.traffic = TrafficKind::Concurrency;
        if (!intOpt("concurrency", 1, 10'000'000, in.concurrency))
            return std::nullopt;
    } else if (cmd.isSet(QStringLiteral("request-rate"))) {
        in.traffic = TrafficKind::RequestRate;
        if (!doubleOpt("request-rate", 1e-6, 1e7, in.requestRate))
            return std::nullopt;
    } else {
        in.traffic = TrafficKind::Offline;
    }
    const auto weights = readPrecisions(cmd, QStringLiteral("precision"));
    const auto kv = readPrecisions(cmd, QStringLiteral("kv-precision"));
    if (!weights || !kv)
        return std::nullopt;
    in.precisions = *weights;
    in.kvPrecisions = *kv;
    if (cmd.isSet(QStringLiteral("engine"))) {
        const auto e = cmd.choice(QStringLiteral("engine"), serveEngineIds());
        if (!e)
            return std::nullopt;
        in.engine = serveEngineFromId(*e);
    }
    in.hardware = splitList(cmd.value(QStringLiteral("hardware")));
    in.regions = splitList(cmd.value(QStringLiteral("region")));
    const std::optional<QVector<PricingModel>> pricing = pricingOption(cmd);
    if (!pricing)
        return std::nullopt;
    in.pricing = *pricing;
    if (in.devices > 0 && in.hardware.size() > 1) {
        cmd.usageError(Tr::tr("--devices applies to one GPU type in --hardware"));
        return std::nullopt;
    }
    return in;
}

QString msText(double seconds)
{
    return QLocale().toString(seconds * 1000.0, 'f', 1);
}

// The one configuration asked for, in full.
void printCandidate(QTextStream& out, const ServeCandidate& c, const ServeInput& in)
{
    const QLocale loc;
    const ServeMemory& m = c.memory;
    out << Tr::tr("%1 with %2: %3 weights, %4 KV cache")
               .arg(serveJobText(c), serveEngineName(c.replica.engine), servePrecisionId(c.replica.weights),
                    servePrecisionId(c.replica.kv))
        << "\n";
    out << Tr::tr("  fits: %1").arg(c.fits ? Tr::tr("yes") : Tr::tr("no — %1").arg(c.problem)) << "\n";
    out << Tr::tr("  memory per device: weights %1, activations %2, engine reserve %3, KV cache %4 of %5")
               .arg(formatGiB(m.weightBytes, loc), formatGiB(m.activationBytes, loc), formatGiB(m.reserveBytes, loc),
                    formatGiB(m.kvCacheBytes(), loc), formatGiB(m.capacityBytes, loc))
        << "\n";
    out << Tr::tr("  KV cache: %1 tokens (%2 bytes per token per device); maximum concurrency at %3 tokens: %4")
               .arg(loc.toString(m.kvCacheTokens), loc.toString(m.kvBytesPerToken, 'f', 0),
                    loc.toString(in.contextLimit()), loc.toString(m.maxConcurrency))
        << "\n";
    if (c.fits && c.timed) {
        out << Tr::tr("  TPOT %1 ms (%2–%3), TTFT %4 s (%5–%6), medians, at %7 sequences per replica")
                   .arg(msText(c.point.tpotSeconds), msText(c.tpotBand.low), msText(c.tpotBand.high),
                        loc.toString(c.point.ttftSeconds, 'f', 3), loc.toString(c.ttftBand.low, 'f', 3),
                        loc.toString(c.ttftBand.high, 'f', 3), loc.toString(c.point.batch, 'f', 1))
            << "\n";
        if (c.point.saturated)
            out << Tr::tr("  saturated: requests arrive faster than one replica answers them; the queue grows "
                          "without bound")
                << "\n";
        out << Tr::tr("  throughput: %1 output tokens/s; replicas: %2, jobs: %3; batch limit %4")
                   .arg(loc.toString(c.outputTokensPerSecond, 'f', 0), loc.toString(c.replicas), loc.toString(c.jobs),
                        loc.toString(c.batchLimit))
            << "\n";
        if (c.priced)
            out << Tr::tr("  cost: %1/h, %2 per million output tokens, %3 per million input tokens (%4, %5)")
                       .arg(formatUsd(c.usdPerHour, loc), formatUnitUsd(c.usdPerMillionOutput, loc),
                            formatUnitUsd(c.usdPerMillionInput, loc), pricingModelId(c.offering.pricing),
                            c.offering.region)
                << "\n";
        else
            out << Tr::tr("  cost: not publicly listed") << "\n";
    }
    for (const Reason& r : c.reasons)
        out << "  - " << r.text << "\n";
    if (c.fits)
        out << "\n" << serveLaunchCommand(c, in) << "\n";
}

void printTable(QTextStream& out, const ServePlanResult& r)
{
    const QLocale loc;
    out << Tr::tr("%1 configurations tried, %2 fit, %3 meet the targets").arg(r.evaluated).arg(r.fitting).arg(r.meeting)
        << "\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(padCell(QStringLiteral("#"), 3), padCell(Tr::tr("job"), -26), padCell(Tr::tr("weights/KV"), -11),
                    padCell(Tr::tr("pricing"), -11), padCell(Tr::tr("replicas"), 8), padCell(Tr::tr("TPOT ms"), 8),
                    padCell(Tr::tr("TTFT s"), 7), padCell(Tr::tr("out tok/s"), 10), Tr::tr("$/M out"));
    int rank = 0;
    for (const ServeCandidate& c : r.candidates) {
        const bool timed = c.fits && c.timed;
        QString cost = c.priced && timed ? formatUnitUsd(c.usdPerMillionOutput, loc) : Tr::tr("—");
        if (!c.fits)
            cost = Tr::tr("does not fit");
        else if (!c.meetsTargets)
            cost += QLatin1Char(' ') + Tr::tr("(misses targets)");
        if (c.pareto)
            cost += QStringLiteral(" *");
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                   .arg(padCell(QString::number(++rank), 3), padCell(serveJobText(c), -26),
                        padCell(servePrecisionId(c.replica.weights) + QLatin1Char('/') + servePrecisionId(c.replica.kv),
                                -11),
                        padCell(c.offering.hardware.isEmpty() ? QString() : pricingModelId(c.offering.pricing), -11),
                        padCell(loc.toString(c.replicas), 8),
                        padCell(timed ? msText(c.point.tpotSeconds) : QString(), 8),
                        padCell(timed ? loc.toString(c.point.ttftSeconds, 'f', 2) : QString(), 7),
                        padCell(timed ? loc.toString(c.outputTokensPerSecond, 'f', 0) : QString(), 10), cost);
    }
    if (!r.paretoFront.isEmpty())
        out << Tr::tr("* on the Pareto front of cost per million output tokens against TPOT") << "\n";
}
// Whether the plan names one configuration: one piece of hardware (or a device memory), one job, one tensor degree
// and one pair of precisions; its pricing models differ only in cost, and the cheapest is shown.
bool oneConfiguration(const ServePlanResult& r, const ServeInput& in)
{
    if (in.hardware.size() > 1 || (in.hardware.isEmpty() && in.deviceMemoryGiB <= 0))
        return false;
    const ServeCandidate& first = r.candidates.first();
    for (const ServeCandidate& c : r.candidates)
        if (c.job.devices != first.job.devices || c.replica.tensorParallel != first.replica.tensorParallel
            || c.replica.weights != first.replica.weights || c.replica.kv != first.replica.kv)
            return false;
    return true;
}
} // namespace

int runServe(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("serve"),
                Tr::tr("Plan serving: the hardware, tensor parallelism, precision, replicas, latency and cost per "
                       "million tokens of answering requests."),
                io);
    addServeOptions(cmd);
    if (!cmd.parse(args))
        return cmd.exitCode();
    std::optional<ServeInput> in = readServeInput(cmd);
    if (!in)
        return cmd.exitCode() == kExitOk ? kExitUsage : cmd.exitCode();
    try {
        in->modelRef = cmd.value(QStringLiteral("model"));
        in->model = ModelLoader::resolve(in->modelRef);
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }
    return runServeInput(cmd, *in, io);
}

QString servePlanError(const InputError& e, const QString& planPath)
{
    // what the planner refuses names a command-line option: in a plan file it is the file's key
    InputIssue issue = e.issue();
    if (!planPath.isEmpty() && issue.file.isEmpty()) {
        issue.file = planPath;
        issue.field = servePlanKey(issue.field);
    }
    return issue.toString();
}

int runServeInput(Command& cmd, const ServeInput& in, Io io, const QString& planPath)
{
    const std::optional<Catalog> catalog = cmd.catalog();
    if (!catalog)
        return kExitFailure;
    ServePlanResult result;
    try {
        result = ServePlanner(*catalog).plan(in, QDate::currentDate());
    } catch (const InputError& e) {
        return cmd.failure(servePlanError(e, planPath));
    }
    // one configuration: --hardware (or a device memory) with everything else fixed
    const bool single = !result.candidates.isEmpty() && oneConfiguration(result, in);
    if (cmd.json()) {
        printJson(io.out, single ? serveCandidateJson(result.candidates.first(), in) : serveResultJson(result, in));
        return single && !result.candidates.first().fits ? kExitFailure : kExitOk;
    }
    if (single) {
        printCandidate(io.out, result.candidates.first(), in);
        io.out.flush();
        return result.candidates.first().fits ? kExitOk : kExitFailure;
    }
    printTable(io.out, result);
    for (const Reason& n : result.notes)
        io.out << n.text << "\n";
    if (!result.candidates.isEmpty() && result.candidates.first().fits) {
        io.out << "\n" << Tr::tr("Best:") << "\n";
        printCandidate(io.out, result.candidates.first(), in);
    } else if (!result.candidates.isEmpty()) {
        for (const Reason& r : result.candidates.first().reasons)
            io.out << "  - " << r.text << "\n";
    }
    io.out.flush();
    return result.fitting > 0 ? kExitOk : kExitFailure;
}

} // namespace tpuplan::cli
