// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan recommend / plan: search every candidate, rank it, explain it.
#include "Commands.h"
#include "EstimatorOptions.h"
#include "PlanOptions.h"
#include "ServeCommand.h"

#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Planner.h"
#include "serve/ServePlanFile.h"
#include "time/StepText.h"
#include "util/Format.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RecommendCommand)
};

// "dp 8", "fsdp 64", "zero2 8", "fsdp 16·tp 4", "fsdp 16·cp 16", "fsdp 64 +2 slices", "fsdp 8 +opt,params": a
// candidate's mesh in a table cell (the strategy ids of --sharding; dp for the data axis, tp for the tensor axis)
QString meshCell(const Candidate& c)
{
    const Mesh& m = c.mesh;
    QStringList axes;
    if (m.strategy != ShardingStrategy::Replicate)
        axes << QStringLiteral("%1 %2").arg(shardingStrategyId(m.strategy)).arg(m.fsdp);
    if (m.data > 1 || (axes.isEmpty() && m.tensor <= 1))
        axes << QStringLiteral("dp %1").arg(m.data);
    if (m.tensor > 1)
        axes << QStringLiteral("tp %1").arg(m.tensor);
    if (m.stage > 1) // pp for the pipeline's stages (Megatron's name)
        axes << QStringLiteral("pp %1").arg(m.stage);
    if (m.context > 1)
        axes << QStringLiteral("cp %1").arg(m.context);
    QString cell = axes.join(QStringLiteral("·"));
    if (m.slices > 1)
        cell += QLatin1Char(' ') + Tr::tr("+%1 slices").arg(m.slices);
    if (c.offload.any()) {
        QStringList parts;
        if (c.offload.optimizer)
            parts << QStringLiteral("opt");
        if (c.offload.params)
            parts << QStringLiteral("params");
        if (c.offload.activations)
            parts << QStringLiteral("act");
        cell += QStringLiteral(" +") + parts.join(QLatin1Char(','));
    }
    return cell;
}

// "full", "qkv_proj_offloaded +loss×8", "selective-ops +adamw-8bit": the candidate's checkpointing and the memory
// levers the search took beyond the plan's choices (a chunked loss the plan left to it, 8-bit AdamW it allowed)
QString ckptCell(const Candidate& c, const PlanInput& in)
{
    // the plan's own custom placement by its name (--remat-placement spells it; the JSON keeps the whole id)
    QString cell = c.checkpointing.kind == CheckpointingKind::Custom && c.checkpointing.placement == in.rematPlacement
        ? QStringLiteral("custom")
        : checkpointingId(c.checkpointing);
    if (in.lossChunks == 0 && c.lossChunks > 1)
        cell += QStringLiteral(" +loss×%1").arg(c.lossChunks);
    if (c.optimizer != in.optimizer)
        cell += QStringLiteral(" +") + optimizerId(c.optimizer);
    return cell;
}

// "3.40 (2.92–4.08)": the step's seconds and the calibration's band in a table cell (the header names the unit), with
// digits by size so that a step of milliseconds and one of minutes both read
QString stepCell(const StepTime& t, const QLocale& loc)
{
    return QStringLiteral("%1 (%2–%3)")
        .arg(formatSecondsValue(t.seconds, loc), formatSecondsValue(t.secondsBand.low, loc),
             formatSecondsValue(t.secondsBand.high, loc));
}

void printNotes(const PlanResult& r, QTextStream& out)
{
    for (const Reason& n : r.notes)
        out << Tr::tr("Note: %1").arg(n.text) << "\n";
    out.flush();
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
    if (r.candidates.isEmpty()) {
        // no table without a row: the notes say why (nothing evaluated, and what left nothing)
        printNotes(r, out);
        return;
    }
    // the text columns are as wide as their longest cell ("northamerica-northeast1", "save_dot_except_mlp"), so that no
    // cell runs into the next
    int hardwareWidth = displayWidth(Tr::tr("hardware"));
    int regionWidth = displayWidth(Tr::tr("region"));
    int ckptWidth = 10;
    bool levers = false; // a candidate with a search lever: explained under the table
    // the mesh column only where a candidate shards, offloads or runs on more than one GPU or slice: an encoder's
    // table (the seed plans) reads as it did
    bool meshes = false;
    int meshWidth = displayWidth(Tr::tr("mesh"));
    int stepWidth = displayWidth(Tr::tr("step s"));
    for (const Candidate& c : r.candidates) {
        hardwareWidth = std::max(hardwareWidth, displayWidth(jobText(c)));
        regionWidth = std::max(regionWidth, int(c.offering.region.size()));
        ckptWidth = std::max(ckptWidth, displayWidth(ckptCell(c, in)));
        levers = levers || ckptCell(c, in).contains(QLatin1Char('+'));
        meshes = meshes || c.mesh.splitsModel() || c.mesh.slices > 1 || c.offload.any()
            || (!c.device.isTpu && c.device.devices > 1);
        meshWidth = std::max(meshWidth, displayWidth(meshCell(c)));
        stepWidth = std::max(stepWidth, displayWidth(stepCell(c.step, loc)));
    }
    // at least as wide as before where there is no mesh column (the seed plans' tables start as they did); with one,
    // as narrow as their header, so that the table with its mesh, step time and MFU stays within about 160 columns
    hardwareWidth = std::max(hardwareWidth, meshes ? 8 : 14);
    regionWidth = std::max(regionWidth, meshes ? 12 : 14);
    const auto meshColumn
        = [&](const QString& cell) { return meshes ? padCell(cell, -meshWidth) + QLatin1Char(' ') : QString(); };
    out << QStringLiteral("%1 %2 %3%4 %5 %6 %7 %8 %9 %10 %11 %12 %13 %14\n")
               .arg(QStringLiteral("#"), 3)
               .arg(padCell(Tr::tr("hardware"), -hardwareWidth))
               .arg(meshColumn(Tr::tr("mesh")))
               .arg(padCell(Tr::tr("region"), -regionWidth))
               .arg(padCell(Tr::tr("pricing"), -11))
               .arg(padCell(Tr::tr("precision"), -10))
               .arg(padCell(Tr::tr("ckpt"), -ckptWidth))
               .arg(padCell(Tr::tr("batch×acc"), -9))
               .arg(padCell(Tr::tr("mem GiB"), 7))
               .arg(padCell(Tr::tr("step s"), stepWidth))
               .arg(padCell(Tr::tr("MFU"), 6))
               .arg(padCell(Tr::tr("hours"), 7))
               .arg(padCell(Tr::tr("cost $"), 10))
               .arg(padCell(Tr::tr("expected $"), 10));
    int i = 0;
    for (const Candidate& c : r.candidates) {
        out << QStringLiteral("%1 %2 %3%4 %5 %6 %7 %8 %9 %10 %11 %12 %13 %14%15%16\n")
                   .arg(++i, 3)
                   .arg(padCell(jobText(c), -hardwareWidth))
                   .arg(meshColumn(meshCell(c)))
                   .arg(padCell(c.offering.region, -regionWidth))
                   .arg(padCell(pricingModelId(c.offering.pricing), -11))
                   .arg(padCell(precisionId(c.precision), -10))
                   .arg(padCell(ckptCell(c, in), -ckptWidth))
                   .arg(QStringLiteral("%1×%2").arg(formatBatch(c.perDeviceBatch(), QLocale())).arg(c.accumulation), -9)
                   .arg(loc.toString(bytesToGiB(c.memory.memory.total()), 'f', 2), 7)
                   .arg(padCell(stepCell(c.step, loc), stepWidth))
                   .arg(padCell(formatNumber(c.step.mfu * 100, loc, 1) + QLatin1Char('%'), 6))
                   .arg(loc.toString(c.expectedHours, 'f', 1), 7)
                   .arg(c.priced ? loc.toString(c.cost.totalUsd(), 'f', 2) : Tr::tr("not listed"), 10)
                   .arg(c.priced ? loc.toString(c.expectedCostUsd, 'f', 2) : Tr::tr("not listed"), 10)
                   .arg(c.pareto ? Tr::tr("  pareto") : QString())
                   .arg(!c.fits ? Tr::tr("  DOES NOT FIT") : (c.stalePrice ? Tr::tr("  stale price") : QString()));
    }
    if (!r.candidates.isEmpty()) {
        // the two new columns explained once, under the table (after a blank line: the rows end at the first)
        out << "\n"
            << Tr::tr("step s: seconds per optimizer step, in brackets the spread of the published runs the time "
                      "model was fitted on. MFU counts %1.")
                   .arg(mfuConvention(in.model))
            << "\n";
        if (levers)
            out << Tr::tr("ckpt: +loss×N: the search runs the loss in N chunks (the plan leaves loss_chunks to it); "
                          "+adamw-8bit: the search swapped in 8-bit AdamW (allow_8bit_optimizer).")
                << "\n";
        out << "\n" << Tr::tr("Why #1:") << "\n";
        for (const Reason& reason : r.candidates.first().reasons)
            out << QStringLiteral("  - ") << reason.text << "\n";
        const Candidate& best = r.candidates.first();
        if (best.spread && best.priced)
            out << Tr::tr("  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost P10 %5, P50 "
                          "%6, P90 %7.")
                       .arg(best.spread->runs)
                       .arg(loc.toString(best.spread->p10Hours, 'f', 1), loc.toString(best.spread->p50Hours, 'f', 1),
                            loc.toString(best.spread->p90Hours, 'f', 1))
                       .arg(formatUsd(best.expectedCostP10), formatUsd(best.expectedCostP50),
                            formatUsd(best.expectedCostP90))
                << "\n";
        else if (best.spread) // the hours alone: the cost of an unlisted price is unknown
            out << Tr::tr("  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost not publicly "
                          "listed.")
                       .arg(best.spread->runs)
                       .arg(loc.toString(best.spread->p10Hours, 'f', 1), loc.toString(best.spread->p50Hours, 'f', 1),
                            loc.toString(best.spread->p90Hours, 'f', 1))
                << "\n";
    }
    printNotes(r, out);
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
    // every plan field with an option, as the table declares it (the same option in estimate, max-batch, diagnose)
    for (const PlanField& f : planFields())
        if (f.option)
            cmd.parser().addOption(planOption(f));
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
    if (cmd.isSet(QStringLiteral("epochs")) && !cmd.isSet(QStringLiteral("dataset-tokens")))
        return cmd.usageError(Tr::tr("--epochs needs --dataset-tokens"));
    in.runLength = cmd.isSet(QStringLiteral("steps")) ? RunLength::Steps
        : cmd.isSet(QStringLiteral("tokens"))         ? RunLength::Tokens
                                                      : RunLength::Epochs;
    // the numbers and flags: read here, judged by PlanInput::issues() below (the one place that knows the ranges)
    for (const PlanField& f : planFields()) {
        if (!f.option || !f.isNumeric())
            continue;
        if (f.type == PlanFieldType::Bool) {
            f.setNumber(in, planFlag(cmd, f));
            continue;
        }
        if (f.applies && !cmd.isSet(QString::fromLatin1(f.option)))
            continue; // a run length not given
        const auto v = planNumber(cmd, f, false);
        if (!v)
            return cmd.exitCode();
        f.setNumber(in, *v);
    }
    for (const PlanField& f : planFields())
        if (f.option && f.type == PlanFieldType::TextList)
            f.setIds(in, splitList(cmd.value(QString::fromLatin1(f.option))));
    const auto objective = objectiveFromId(cmd.value(QStringLiteral("objective")));
    if (!objective)
        return cmd.usageError(Tr::tr("--objective must be cost, time or balanced"));
    in.objective = *objective;
    const std::optional<QVector<PricingModel>> pricing = pricingOption(cmd);
    if (!pricing)
        return cmd.exitCode();
    in.pricing = *pricing;
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
            return cmd.usageError(Tr::tr("--checkpointing takes %1, got \"%2\"")
                                      .arg(planFieldOf("checkpointing").choices().join(QStringLiteral(", ")), p));
        in.checkpointing << *v;
    }
    const auto opt = optimizerFromId(cmd.value(QStringLiteral("optimizer")));
    if (!opt)
        return cmd.usageError(Tr::tr("unknown optimizer \"%1\"").arg(cmd.value(QStringLiteral("optimizer"))));
    in.optimizer = *opt;
    const auto head = headKindFromId(cmd.value(QStringLiteral("head")));
    if (!head)
        return cmd.usageError(Tr::tr("--head must be mlm, mlm-masked, causal-lm or classification"));
    in.head.kind = *head;
    // attention, fine-tuning mode, LoRA targets, sharding strategy and offload: out of the table's choices
    for (const char* key :
         {"attention", "loss", "remat_placement", "finetune", "lora_targets", "sharding.strategy", "sharding.offload"})
        if (!planChoice(cmd, planFieldOf(key), in))
            return cmd.exitCode();
    const auto gpuRuntime = runtimeFromId(cmd.value(QStringLiteral("gpu-runtime")));
    if (!gpuRuntime || *gpuRuntime == Runtime::Xla)
        return cmd.usageError(Tr::tr("--gpu-runtime must be pytorch or tensorflow"));
    in.gpuRuntime = *gpuRuntime;
    for (const QString& e : cmd.parser().values(QStringLiteral("efficiency"))) {
        const QStringList kv = e.split(QLatin1Char('='));
        bool ok = false;
        const double v = kv.value(1).toDouble(&ok);
        if (kv.size() != 2 || !ok) // its range is the table's, judged by issues()
            return cmd.usageError(Tr::tr("--efficiency takes ID=X with 0 < X <= 1, got \"%1\"").arg(e));
        in.efficiencyOverride.insert(kv[0], v);
    }
    in.modelRef = cmd.value(QStringLiteral("model"));
    try {
        in.model = ModelLoader::resolve(in.modelRef);
    } catch (const InputError& err) {
        return cmd.failure(err.text());
    }
    if (!cmd.isSet(QStringLiteral("head")))
        in.head.kind = defaultHeadKind(in.model); // causal-lm for a decoder
    const QVector<InputIssue> issues = in.issues();
    if (!issues.isEmpty())
        return planIssueError(cmd, issues.first());
    in.steps = std::ceil(in.steps); // whole optimizer steps
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
    const QString path = cmd.parser().positionalArguments().first();
    PlanInput in;
    try {
        // a serving plan (kind: serve) runs as `tpuplan serve` would
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && isServePlanText(file.read(1 << 20)))
            return runServeInput(cmd, readServePlanFile(path), io, path);
        in = PlanFile::read(path);
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }
    return runPlanner(cmd, in, io);
}

} // namespace tpuplan::cli
