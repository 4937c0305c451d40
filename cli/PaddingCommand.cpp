// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan padding: compare padding and bucketing strategies for a file of sequence lengths, and recommend one.
#include "Commands.h"

#include "util/Format.h"
#include "util/InputError.h"
#include "xla/LengthFile.h"
#include "xla/PaddingAnalysis.h"
#include "xla/ReadinessChecklist.h"
#include "xla/XlaJson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PaddingCommand)
};

using namespace tpuplan::xla;

QVector<ReadinessItem> paddingChecklist(const PaddingReport& report)
{
    ReadinessInput in;
    applyPadding(in, report.results[report.recommendation.index], report.options.shapeBudget);
    return readinessItems(in, {QStringLiteral("static-shapes"), QStringLiteral("padding-multiple")});
}

QString lengthList(const QVector<int>& lengths)
{
    QStringList parts;
    for (int n : lengths)
        parts << QString::number(n);
    return parts.join(QLatin1Char(','));
}

QString rowLabel(const PaddingResult& r)
{
    QString label = strategyLabel(r.strategy);
    if (r.strategy.kind == PaddingKind::PadToMax)
        label += QStringLiteral(" (%1)").arg(formatCount(r.paddedLength));
    return label;
}

QString shapesCell(const PaddingResult& r)
{
    if (r.strategy.kind == PaddingKind::PadToMultiple)
        return QStringLiteral("~%1").arg(formatCount(r.shapes));
    return formatCount(r.shapes);
}
} // namespace

int runPadding(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("padding"),
                Tr::tr("Compare padding strategies for a file of sequence lengths: input shapes (XLA compilations), "
                       "padded tokens, real tokens per step and the throughput cost of the padding."),
                io);
    cmd.addValueOption(
        QStringLiteral("lengths"),
        Tr::tr("Sequence lengths: one whole number per line, or a CSV/TSV file (a \"count\" column makes it "
               "a histogram)."),
        QStringLiteral("FILE"));
    cmd.addValueOption(QStringLiteral("column"), Tr::tr("CSV column of lengths, by name or number (1 = first)."),
                       QStringLiteral("NAME"));
    cmd.addValueOption(QStringLiteral("count-column"), Tr::tr("CSV column of counts (histogram rows)."),
                       QStringLiteral("NAME"));
    const PaddingOptions defaults;
    cmd.addValueOption(QStringLiteral("batch"), Tr::tr("Sequences per step (global batch)."), QStringLiteral("N"),
                       QString::number(defaults.batch));
    cmd.addValueOption(
        QStringLiteral("fixed-length"),
        Tr::tr("Length for the fixed-length strategy (default: the longest sequence rounded up to 128)."),
        QStringLiteral("N"));
    cmd.addValueOption(QStringLiteral("multiples"), Tr::tr("Pad-to-multiple strategies to compare."),
                       QStringLiteral("LIST"), lengthList(defaults.multiples));
    cmd.addValueOption(
        QStringLiteral("buckets"),
        Tr::tr("Bucket boundaries, comma separated (default: 64, 128, 256, ... up to the fixed length)."),
        QStringLiteral("LIST"));
    cmd.addValueOption(QStringLiteral("chunk"), Tr::tr("Chunk length for packing (default: the fixed length)."),
                       QStringLiteral("N"));
    cmd.addValueOption(QStringLiteral("max-shapes"),
                       Tr::tr("Most input shapes (compilations) a recommended strategy may need."), QStringLiteral("N"),
                       QString::number(defaults.shapeBudget));
    cmd.addFlag(QStringLiteral("no-packing"),
                Tr::tr("Examples must stay whole (fine-tuning, classification): do not recommend packing."));
    cmd.addFormatOption();
    if (!cmd.parse(args))
        return cmd.exitCode();
    if (!cmd.isSet(QStringLiteral("lengths")))
        return cmd.usageError(Tr::tr("--lengths FILE is required"));

    PaddingOptions options;
    const auto batch = cmd.intValue(QStringLiteral("batch"), 1, 1 << 20);
    if (!batch)
        return cmd.exitCode();
    options.batch = *batch;
    if (cmd.isSet(QStringLiteral("fixed-length"))) {
        const auto v = cmd.intValue(QStringLiteral("fixed-length"), 1, LengthHistogram::kMaxLength);
        if (!v)
            return cmd.exitCode();
        options.fixedLength = *v;
    }
    if (cmd.isSet(QStringLiteral("chunk"))) {
        const auto v = cmd.intValue(QStringLiteral("chunk"), 1, LengthHistogram::kMaxLength);
        if (!v)
            return cmd.exitCode();
        options.chunkLength = *v;
    }
    const auto maxShapes = cmd.intValue(QStringLiteral("max-shapes"), 1, 1000000);
    if (!maxShapes)
        return cmd.exitCode();
    options.shapeBudget = *maxShapes;
    options.packingAllowed = !cmd.isSet(QStringLiteral("no-packing"));
    auto lengthList = [&](const QString& option, QVector<int>& into) {
        QString error;
        const auto list = parseLengthList(cmd.value(option), &error);
        if (!list) {
            cmd.usageError(QStringLiteral("--%1: %2").arg(option, error));
            return false;
        }
        into = *list;
        return true;
    };
    if (!lengthList(QStringLiteral("multiples"), options.multiples))
        return cmd.exitCode();
    if (cmd.isSet(QStringLiteral("buckets")) && !lengthList(QStringLiteral("buckets"), options.buckets))
        return cmd.exitCode();

    const QString path = cmd.value(QStringLiteral("lengths"));
    LengthFileOptions fileOptions;
    fileOptions.column = cmd.value(QStringLiteral("column"));
    fileOptions.countColumn = cmd.value(QStringLiteral("count-column"));
    LengthFileInfo info;
    LengthHistogram lengths;
    PaddingReport report;
    try {
        lengths = LengthFile::read(path, fileOptions, &info);
        report = analysePadding(lengths, options);
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }
    const QVector<ReadinessItem> checklist = paddingChecklist(report);

    if (cmd.json()) {
        QJsonObject root;
        root[QStringLiteral("file")] = path;
        root[QStringLiteral("format")]
            = info.format == LengthFileInfo::Format::Csv ? QStringLiteral("csv") : QStringLiteral("list");
        if (!info.column.isEmpty())
            root[QStringLiteral("column")] = info.column;
        root[QStringLiteral("column_guessed")] = info.columnGuessed;
        if (!info.countColumn.isEmpty())
            root[QStringLiteral("count_column")] = info.countColumn;
        root[QStringLiteral("values")] = double(info.values);
        root[QStringLiteral("lengths")] = lengthsJson(lengths);
        const QJsonObject padding = paddingJson(report);
        for (auto it = padding.begin(); it != padding.end(); ++it)
            root[it.key()] = it.value();
        root[QStringLiteral("checklist")] = checklistJson(checklist);
        printJson(io.out, root);
        return kExitOk;
    }

    QTextStream& out = io.out;
    out << Tr::tr("Lengths: %1").arg(path) << "\n";
    QString source;
    if (info.format == LengthFileInfo::Format::Csv) {
        source = info.columnGuessed
            ? Tr::tr("column \"%1\" (the first numeric column; choose another with --column)").arg(info.column)
            : Tr::tr("column \"%1\"").arg(info.column);
        if (!info.countColumn.isEmpty())
            source += QStringLiteral(", ") + Tr::tr("counts from column \"%1\"").arg(info.countColumn);
        out << QStringLiteral("  ") << source << "\n";
    }
    out << QStringLiteral("  ")
        << Tr::tr("%1 sequences, %2 tokens").arg(formatCount(lengths.sequences()), formatCount(lengths.tokens()))
        << "\n"
        << QStringLiteral("  ")
        << Tr::tr("shortest %1, mean %2, median %3, p90 %4, p99 %5, longest %6")
               .arg(formatCount(lengths.minLength()), formatNumber(lengths.meanLength(), 1),
                    formatCount(lengths.quantile(0.5)), formatCount(lengths.quantile(0.9)),
                    formatCount(lengths.quantile(0.99)), formatCount(lengths.maxLength()))
        << "\n";
    out << Tr::tr("Batch: %n sequence(s) per step; shape budget %1", nullptr, options.batch)
               .arg(formatCount(options.shapeBudget))
        << "\n\n";

    const int labelWidth = [&] {
        int w = displayWidth(Tr::tr("strategy"));
        for (const PaddingResult& r : report.results)
            w = std::max(w, displayWidth(rowLabel(r)));
        return w + 2;
    }();
    out << QStringLiteral("%1%2%3%4%5%6\n")
               .arg(padCell(Tr::tr("strategy"), -labelWidth))
               .arg(padCell(Tr::tr("shapes"), 8))
               .arg(padCell(Tr::tr("padding"), 10))
               .arg(padCell(Tr::tr("real tokens/step"), 18))
               .arg(padCell(Tr::tr("cost"), 10))
               .arg(padCell(Tr::tr("truncated"), 12));
    for (int i = 0; i < report.results.size(); ++i) {
        const PaddingResult& r = report.results[i];
        const QString marker = i == report.recommendation.index ? QStringLiteral(" *") : QString();
        out << QStringLiteral("%1%2%3%4%5%6%7\n")
                   .arg(padCell(rowLabel(r), -labelWidth))
                   .arg(shapesCell(r), 8)
                   .arg(formatPercent(r.paddedShare), 10)
                   .arg(formatNumber(r.realTokensPerStep, 0), 18)
                   .arg(QStringLiteral("+") + formatPercent(r.throughputCost), 10)
                   .arg(r.truncatedTokens > 0 ? formatCount(r.truncatedTokens) : QStringLiteral("-"), 12)
                   .arg(marker);
    }
    out << "\n"
        << Tr::tr(
               "shapes: distinct input shapes in one epoch (compilations; ~ = expected for random batches). padding: "
               "share of computed tokens that are padding. cost: extra compute per real token.")
        << "\n\n";

    const PaddingResult& chosen = report.results[report.recommendation.index];
    out << Tr::tr("Recommended: %1").arg(strategyLabel(chosen.strategy)) << "\n  "
        << recommendationText(report, report.recommendation) << "\n";
    if (report.withoutPacking.index != report.recommendation.index) {
        out << Tr::tr("If examples must stay whole: %1")
                   .arg(strategyLabel(report.results[report.withoutPacking.index].strategy))
            << "\n  " << recommendationText(report, report.withoutPacking) << "\n";
    }
    out << "\n" << Tr::tr("Readiness") << "\n";
    out << checklistText(checklist);
    out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
