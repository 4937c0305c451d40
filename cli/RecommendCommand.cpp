// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan recommend / plan: search every candidate, rank it, explain it.
#include "Commands.h"
#include "EstimatorOptions.h"

#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "util/Format.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <cmath>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RecommendCommand)
};

QStringList splitList(const QString& v)
{
    QStringList out;
    for (const QString& s : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << s.trimmed();
    return out;
}

void printText(const PlanInput& in, const PlanResult& r, QTextStream& out)
{
    const QLocale loc;
    out << Tr::tr("%1, %2 tokens, global batch %3, %4 steps: %5 candidates evaluated, %6 fit.")
               .arg(in.model.name)
               .arg(in.seqLen)
               .arg(in.globalBatch)
               .arg(loc.toString(in.totalSteps(), 'f', 0))
               .arg(r.evaluated)
               .arg(r.fitting)
        << "\n\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11\n")
               .arg(QStringLiteral("#"), 3)
               .arg(padCell(Tr::tr("hardware"), -14))
               .arg(padCell(Tr::tr("region"), -14))
               .arg(padCell(Tr::tr("pricing"), -12))
               .arg(padCell(Tr::tr("precision"), -11))
               .arg(padCell(Tr::tr("ckpt"), -10))
               .arg(padCell(Tr::tr("batch×acc"), -10))
               .arg(padCell(Tr::tr("mem GiB"), 8))
               .arg(padCell(Tr::tr("hours"), 9))
               .arg(padCell(Tr::tr("cost $"), 11))
               .arg(padCell(Tr::tr("expected $"), 11));
    int i = 0;
    for (const Candidate& c : r.candidates) {
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11%12%13\n")
                   .arg(++i, 3)
                   .arg(padCell(c.hardware, -14))
                   .arg(padCell(c.offering.region, -14))
                   .arg(padCell(pricingModelId(c.offering.pricing), -12))
                   .arg(padCell(precisionId(c.precision), -11))
                   .arg(padCell(checkpointingId(c.checkpointing), -10))
                   .arg(QStringLiteral("%1×%2").arg(c.batchPerDevice).arg(c.accumulation), -10)
                   .arg(loc.toString(bytesToGiB(c.memory.memory.total()), 'f', 2), 8)
                   .arg(loc.toString(c.expectedHours, 'f', 1), 9)
                   .arg(loc.toString(c.cost.totalUsd(), 'f', 2), 11)
                   .arg(loc.toString(c.expectedCostUsd, 'f', 2), 11)
                   .arg(c.pareto ? Tr::tr("  pareto") : QString())
                   .arg(!c.fits ? Tr::tr("  DOES NOT FIT") : (c.stalePrice ? Tr::tr("  stale price") : QString()));
    }
    if (!r.candidates.isEmpty()) {
        out << "\n" << Tr::tr("Why #1:") << "\n";
        for (const Reason& reason : r.candidates.first().reasons)
            out << QStringLiteral("  - ") << reason.text << "\n";
        const Candidate& best = r.candidates.first();
        if (best.spread)
            out << Tr::tr("  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost P10 %5, P50 "
                          "%6, P90 %7.")
                       .arg(best.spread->runs)
                       .arg(loc.toString(best.spread->p10Hours, 'f', 1), loc.toString(best.spread->p50Hours, 'f', 1),
                            loc.toString(best.spread->p90Hours, 'f', 1))
                       .arg(formatUsd(best.expectedCostP10), formatUsd(best.expectedCostP50),
                            formatUsd(best.expectedCostP90))
                << "\n";
    }
    for (const Reason& n : r.notes)
        out << Tr::tr("Note: %1").arg(n.text) << "\n";
    out.flush();
}

int runPlanner(Command& cmd, const PlanInput& in, Io io)
{
    const QString why = in.validate();
    if (!why.isEmpty())
        return cmd.usageError(why);
    const auto catalog = cmd.catalog();
    if (!catalog)
        return cmd.exitCode();
    for (const QString& h : in.hardware)
        if (!catalog->device(h))
            return cmd.usageError(Tr::tr("unknown hardware \"%1\"").arg(h));
    for (const QString& g : in.generations)
        if (!catalog->generation(g))
            return cmd.usageError(Tr::tr("unknown generation \"%1\"").arg(g));
    for (const QString& region : in.regions)
        if (!catalog->regions().contains(region))
            return cmd.usageError(Tr::tr("no prices in region \"%1\"").arg(region));
    const Planner planner(*catalog);
    const PlanResult r = planner.plan(in, QDate::currentDate());
    if (cmd.json())
        printJson(io.out, planResultJson(in, r));
    else
        printText(in, r, io.out);
    return kExitOk;
}
} // namespace

int runRecommend(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("recommend"),
                Tr::tr("Search every candidate that reaches the global batch, keep those that fit, rank them."), io);
    cmd.addValueOption(QStringLiteral("model"), Tr::tr("A preset id, a model YAML file or a Hugging Face config.json."),
                       QStringLiteral("PRESET|PATH"));
    cmd.addValueOption(QStringLiteral("seq-len"), Tr::tr("Sequence length in tokens."), QStringLiteral("N"));
    cmd.addValueOption(QStringLiteral("global-batch"), Tr::tr("Sequences per optimizer step, over all devices."),
                       QStringLiteral("G"));
    cmd.addValueOption(QStringLiteral("steps"), Tr::tr("Optimizer steps."), QStringLiteral("S"));
    cmd.addValueOption(QStringLiteral("tokens"), Tr::tr("Tokens to train on (instead of --steps)."),
                       QStringLiteral("T"));
    cmd.addValueOption(QStringLiteral("epochs"), Tr::tr("Epochs over --dataset-tokens (instead of --steps)."),
                       QStringLiteral("E"));
    cmd.addValueOption(QStringLiteral("dataset-tokens"), Tr::tr("Tokens in the dataset (for --epochs)."),
                       QStringLiteral("N"));
    cmd.addValueOption(QStringLiteral("dataset-gib"), Tr::tr("Dataset size in Cloud Storage, GiB (storage cost)."),
                       QStringLiteral("X"), QStringLiteral("0"));
    cmd.addValueOption(QStringLiteral("hardware"), Tr::tr("Comma-separated slices or GPUs to consider."),
                       QStringLiteral("LIST"));
    cmd.addValueOption(QStringLiteral("generations"),
                       Tr::tr("Comma-separated TPU generations to consider (default all)."), QStringLiteral("LIST"));
    cmd.addFlag(QStringLiteral("include-gpus"), Tr::tr("Also consider the catalog's GPUs."));
    cmd.addValueOption(QStringLiteral("region"), Tr::tr("Comma-separated regions (default all)."), QStringLiteral("R"));
    cmd.addValueOption(
        QStringLiteral("pricing"),
        Tr::tr("Comma-separated pricing models: on-demand, preemptible, spot, 1-year, 3-year, colab-free."),
        QStringLiteral("LIST"));
    cmd.addValueOption(QStringLiteral("objective"), Tr::tr("Rank by cost, time or balanced."), QStringLiteral("O"),
                       QStringLiteral("cost"));
    cmd.addValueOption(QStringLiteral("deadline-hours"), Tr::tr("Drop candidates whose expected time exceeds this."),
                       QStringLiteral("H"), QStringLiteral("0"));
    cmd.addValueOption(QStringLiteral("budget-usd"), Tr::tr("Drop candidates whose expected cost exceeds this."),
                       QStringLiteral("D"), QStringLiteral("0"));
    cmd.addValueOption(QStringLiteral("safety-margin"), Tr::tr("Share of device memory kept free (default 0.1)."),
                       QStringLiteral("F"), QStringLiteral("0.1"));
    cmd.addValueOption(QStringLiteral("limit"), Tr::tr("How many candidates to print (0 = all)."), QStringLiteral("N"),
                       QStringLiteral("20"));
    cmd.addValueOption(QStringLiteral("precision"),
                       Tr::tr("Comma-separated precisions to try (default fp32,bf16-mixed)."), QStringLiteral("LIST"),
                       QStringLiteral("fp32,bf16-mixed"));
    cmd.addValueOption(QStringLiteral("optimizer"), Tr::tr("adamw, adam, adafactor, sgd, momentum or lamb."),
                       QStringLiteral("O"), QStringLiteral("adamw"));
    cmd.addValueOption(QStringLiteral("checkpointing"),
                       Tr::tr("Comma-separated policies to try: none, full, every-k, selective (default all)."),
                       QStringLiteral("LIST"), QStringLiteral("none,full,every-k,selective"));
    cmd.addValueOption(QStringLiteral("head"), Tr::tr("mlm, mlm-masked or classification."), QStringLiteral("H"),
                       QStringLiteral("mlm"));
    cmd.addValueOption(QStringLiteral("max-predictions"), Tr::tr("Gathered positions per sequence for mlm-masked."),
                       QStringLiteral("N"), QStringLiteral("20"));
    cmd.addFlag(QStringLiteral("nsp"), Tr::tr("Add a next-sentence-prediction head."));
    cmd.addFlag(QStringLiteral("no-dropout"), Tr::tr("Train without dropout."));
    cmd.addValueOption(QStringLiteral("max-accumulation"),
                       Tr::tr("Most gradient-accumulation steps the training code supports (1 = none)."),
                       QStringLiteral("N"), QStringLiteral("64"));
    cmd.addValueOption(QStringLiteral("gpu-runtime"), Tr::tr("Runtime on GPUs: pytorch or tensorflow."),
                       QStringLiteral("R"), QStringLiteral("pytorch"));
    cmd.addValueOption(QStringLiteral("preemption-rate"),
                       Tr::tr("Preemptions per hour on preemptible/spot (default 0.05)."), QStringLiteral("X"),
                       QStringLiteral("0.05"));
    cmd.addValueOption(QStringLiteral("checkpoint-write-minutes"), Tr::tr("Minutes to save a checkpoint (default 2)."),
                       QStringLiteral("M"), QStringLiteral("2"));
    cmd.addValueOption(QStringLiteral("restart-minutes"), Tr::tr("Minutes to restart after a preemption (default 10)."),
                       QStringLiteral("M"), QStringLiteral("10"));
    cmd.addValueOption(QStringLiteral("efficiency"),
                       Tr::tr("Override the MFU of a generation or GPU, e.g. v3=0.4 (repeatable)."),
                       QStringLiteral("ID=X"));
    cmd.addCatalogOption();
    cmd.addFormatOption();
    if (!cmd.parse(args))
        return cmd.exitCode();

    PlanInput in;
    for (const char* req : {"model", "seq-len", "global-batch"})
        if (!cmd.isSet(QString::fromLatin1(req)))
            return cmd.usageError(Tr::tr("--%1 is required").arg(QString::fromLatin1(req)));
    const int lengths = int(cmd.isSet(QStringLiteral("steps"))) + int(cmd.isSet(QStringLiteral("tokens")))
        + int(cmd.isSet(QStringLiteral("epochs")));
    if (lengths != 1)
        return cmd.usageError(Tr::tr("give exactly one of --steps, --tokens and --epochs"));
    const auto seq = cmd.intValue(QStringLiteral("seq-len"), 1, 1048576);
    if (!seq)
        return cmd.exitCode();
    const auto gb = cmd.intValue(QStringLiteral("global-batch"), 1, 16777216);
    if (!gb)
        return cmd.exitCode();
    in.seqLen = *seq;
    in.globalBatch = *gb;
    if (cmd.isSet(QStringLiteral("steps"))) {
        const auto s = cmd.doubleValue(QStringLiteral("steps"), 1, 1e12);
        if (!s)
            return cmd.exitCode();
        in.runLength = RunLength::Steps;
        in.steps = std::ceil(*s);
    } else if (cmd.isSet(QStringLiteral("tokens"))) {
        const auto t = cmd.doubleValue(QStringLiteral("tokens"), 1, 1e18);
        if (!t)
            return cmd.exitCode();
        in.runLength = RunLength::Tokens;
        in.tokens = *t;
    } else {
        const auto e = cmd.doubleValue(QStringLiteral("epochs"), 1e-6, 1e6);
        if (!e)
            return cmd.exitCode();
        if (!cmd.isSet(QStringLiteral("dataset-tokens")))
            return cmd.usageError(Tr::tr("--epochs needs --dataset-tokens"));
        const auto d = cmd.doubleValue(QStringLiteral("dataset-tokens"), 1, 1e18);
        if (!d)
            return cmd.exitCode();
        in.runLength = RunLength::Epochs;
        in.epochs = *e;
        in.datasetTokens = *d;
    }
    struct Num
    {
        const char* name;
        double min, max;
        double* target;
    };
    for (const Num& n : {Num{"dataset-gib", 0, 1e9, &in.datasetGiB}, Num{"deadline-hours", 0, 1e7, &in.deadlineHours},
                         Num{"budget-usd", 0, 1e12, &in.budgetUsd}, Num{"safety-margin", 0, 0.89, &in.safetyMargin},
                         Num{"preemption-rate", 0, 10, &in.preemptionRatePerHour},
                         Num{"checkpoint-write-minutes", 0, 600, &in.checkpointWriteMinutes},
                         Num{"restart-minutes", 0, 1440, &in.restartMinutes}}) {
        const auto v = cmd.doubleValue(QString::fromLatin1(n.name), n.min, n.max);
        if (!v)
            return cmd.exitCode();
        *n.target = *v;
    }
    const auto limit = cmd.intValue(QStringLiteral("limit"), 0, 1000000);
    if (!limit)
        return cmd.exitCode();
    in.limit = *limit;
    const auto maxAcc = cmd.intValue(QStringLiteral("max-accumulation"), 1, 65536);
    if (!maxAcc)
        return cmd.exitCode();
    in.maxAccumulation = *maxAcc;
    const auto objective = objectiveFromId(cmd.value(QStringLiteral("objective")));
    if (!objective)
        return cmd.usageError(Tr::tr("--objective must be cost, time or balanced"));
    in.objective = *objective;
    in.hardware = splitList(cmd.value(QStringLiteral("hardware")));
    in.generations = splitList(cmd.value(QStringLiteral("generations")));
    in.includeGpus = cmd.isSet(QStringLiteral("include-gpus"));
    in.regions = splitList(cmd.value(QStringLiteral("region")));
    in.pricing.clear();
    for (const QString& p : splitList(cmd.value(QStringLiteral("pricing")))) {
        const auto m = pricingModelFromId(p);
        if (!m)
            return cmd.usageError(Tr::tr("unknown pricing model \"%1\"").arg(p));
        in.pricing << *m;
    }
    in.precisions.clear();
    for (const QString& p : splitList(cmd.value(QStringLiteral("precision")))) {
        const auto v = precisionFromId(p);
        if (!v)
            return cmd.usageError(Tr::tr("unknown precision \"%1\"").arg(p));
        in.precisions << *v;
    }
    in.checkpointing.clear();
    for (const QString& p : splitList(cmd.value(QStringLiteral("checkpointing")))) {
        const auto v = checkpointingKindFromId(p);
        if (!v)
            return cmd.usageError(Tr::tr("--checkpointing takes none, full, every-k and selective, got \"%1\"").arg(p));
        in.checkpointing << *v;
    }
    const auto opt = optimizerFromId(cmd.value(QStringLiteral("optimizer")));
    if (!opt)
        return cmd.usageError(Tr::tr("unknown optimizer \"%1\"").arg(cmd.value(QStringLiteral("optimizer"))));
    in.optimizer = *opt;
    const auto head = headKindFromId(cmd.value(QStringLiteral("head")));
    if (!head)
        return cmd.usageError(Tr::tr("--head must be mlm, mlm-masked or classification"));
    in.head.kind = *head;
    const auto maxPred = cmd.intValue(QStringLiteral("max-predictions"), 1, 1048576);
    if (!maxPred)
        return cmd.exitCode();
    in.head.maxPredictions = *maxPred;
    in.head.nsp = cmd.isSet(QStringLiteral("nsp"));
    in.dropout = !cmd.isSet(QStringLiteral("no-dropout"));
    const auto gpuRuntime = runtimeFromId(cmd.value(QStringLiteral("gpu-runtime")));
    if (!gpuRuntime || *gpuRuntime == Runtime::Xla)
        return cmd.usageError(Tr::tr("--gpu-runtime must be pytorch or tensorflow"));
    in.gpuRuntime = *gpuRuntime;
    for (const QString& e : cmd.parser().values(QStringLiteral("efficiency"))) {
        const QStringList kv = e.split(QLatin1Char('='));
        bool ok = false;
        const double v = kv.value(1).toDouble(&ok);
        if (kv.size() != 2 || !ok || v <= 0 || v > 1)
            return cmd.usageError(Tr::tr("--efficiency takes ID=X with 0 < X <= 1, got \"%1\"").arg(e));
        in.efficiencyOverride.insert(kv[0], v);
    }
    in.modelRef = cmd.value(QStringLiteral("model"));
    try {
        in.model = ModelLoader::resolve(in.modelRef);
    } catch (const InputError& err) {
        return cmd.failure(err.text());
    }
    return runPlanner(cmd, in, io);
}

int runPlan(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("plan"), Tr::tr("Run a saved plan description (a plan YAML, see docs/plan-file.md)."),
                io);
    cmd.parser().addPositionalArgument(QStringLiteral("FILE"), Tr::tr("The plan YAML."));
    cmd.addCatalogOption();
    cmd.addFormatOption();
    if (!cmd.parse(args, 1))
        return cmd.exitCode();
    if (cmd.parser().positionalArguments().isEmpty())
        return cmd.usageError(Tr::tr("give the plan file: tpuplan plan FILE.yaml"));
    PlanInput in;
    try {
        in = PlanFile::read(cmd.parser().positionalArguments().first());
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }
    return runPlanner(cmd, in, io);
}

} // namespace tpuplan::cli
