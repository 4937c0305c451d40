// SPDX-License-Identifier: GPL-3.0-or-later
#include "Commands.h"
#include "Version.h"

#include <QCoreApplication>
#include <QMap>

namespace tpuplan::cli {

namespace {
struct Entry
{
    CommandFn run;
    const char* summary;
};

QMap<QString, Entry> commands()
{
    return {
        {QStringLiteral("catalog"), {runCatalog, QT_TRANSLATE_NOOP("cli", "TPU generations, slices, GPUs and prices")}},
        {QStringLiteral("models"), {runModels, QT_TRANSLATE_NOOP("cli", "the model presets")}},
        {QStringLiteral("model-info"),
         {runModelInfo, QT_TRANSLATE_NOOP("cli", "a model's architecture and parameter count")}},
        {QStringLiteral("padding"),
         {runPadding, QT_TRANSLATE_NOOP("cli", "padding and bucketing strategies for a file of sequence lengths")}},
        {QStringLiteral("shards"),
         {runShards, QT_TRANSLATE_NOOP("cli", "TFRecord shard count and size for a dataset")}},
        {QStringLiteral("estimate"), {runEstimate, QT_TRANSLATE_NOOP("cli", "memory per device: breakdown and fit")}},
        {QStringLiteral("max-batch"),
         {runMaxBatch, QT_TRANSLATE_NOOP("cli", "the largest batch per device that fits")}},
        {QStringLiteral("recommend"),
         {runRecommend, QT_TRANSLATE_NOOP("cli", "ranked candidates: hardware, time and cost")}},
        {QStringLiteral("serve"),
         {runServe, QT_TRANSLATE_NOOP("cli", "serving: hardware, replicas, latency and cost per million tokens")}},
        {QStringLiteral("diagnose"),
         {runDiagnose,
          QT_TRANSLATE_NOOP("cli",
                            "read an out-of-memory error: estimate vs observation, calibration, the smallest fix")}},
        {QStringLiteral("plan"), {runPlan, QT_TRANSLATE_NOOP("cli", "run a saved plan YAML")}},
        {QStringLiteral("report"),
         {runReport, QT_TRANSLATE_NOOP("cli", "export a plan's report: PDF, HTML, Markdown, CSV or JSON")}},
    };
}

void printUsage(QTextStream& out)
{
    out << QCoreApplication::translate("cli", "Usage: tpuplan COMMAND [options]   (tpuplan COMMAND --help for details)")
        << "\n\n"
        << QCoreApplication::translate("cli", "Commands:") << "\n";
    const auto cmds = commands();
    for (auto it = cmds.begin(); it != cmds.end(); ++it)
        out << QStringLiteral("  %1 %2\n").arg(it.key(), -14).arg(QCoreApplication::translate("cli", it->summary));
    out.flush();
}
} // namespace

int runMain(const QStringList& args, Io io)
{
    if (args.isEmpty()) {
        printUsage(io.err);
        return kExitUsage;
    }
    const QString& first = args.first();
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        printUsage(io.out);
        return kExitOk;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        io.out << QStringLiteral("tpuplan %1\n").arg(QStringLiteral(TPUPLAN_VERSION))
               << QCoreApplication::translate("cli", "catalog %1").arg(Catalog::builtin().versionLabel()) << "\n";
        io.out.flush();
        return kExitOk;
    }
    const auto cmds = commands();
    const auto it = cmds.constFind(first);
    if (it == cmds.constEnd()) {
        io.err << QCoreApplication::translate("cli", "tpuplan: unknown command \"%1\" (try tpuplan --help)").arg(first)
               << "\n";
        io.err.flush();
        return kExitUsage;
    }
    return it->run(args.mid(1), io);
}

} // namespace tpuplan::cli
