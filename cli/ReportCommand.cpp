// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan report: run a plan YAML and export the report (Markdown, HTML, CSV, JSON or PDF by the extension).
#include "ReportCommand.h"

#include "Commands.h"
#include "ReportRenderer.h"
#include "ServeReportCommand.h"

#include "plan/PlanFile.h"
#include "report/Report.h"
#include "report/ReportFormats.h"
#include "util/InputError.h"
#include "util/InputFile.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QRegularExpression>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
};

constexpr qint64 kMaxPlanBytes = qint64(4) * 1024 * 1024;

// The plan's `name:` (a top-level key of the plan YAML), for the report's subtitle; the file name without it. Called
// after PlanFile::read accepted the file, so the preflight (with the plan file's 4 MiB limit) fails only if the file
// changed in between, and then the file name serves.
QString planName(const QString& path)
{
    QString text;
    try {
        text = QString::fromUtf8(readInputFile(path, kMaxPlanBytes, QString())); // the message is never shown
    } catch (const InputError&) {
        return QFileInfo(path).completeBaseName();
    }
    static const QRegularExpression re(QStringLiteral("^name:[ \\t]*(.*?)[ \\t]*$"),
                                       QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = re.match(text);
    if (m.hasMatch()) {
        QString v = m.captured(1);
        if (v.size() >= 2 && (v.startsWith(QLatin1Char('"')) || v.startsWith(QLatin1Char('\''))) && v.endsWith(v.at(0)))
            v = v.mid(1, v.size() - 2);
        if (!v.isEmpty() && !v.startsWith(QLatin1Char('#')))
            return v;
    }
    return QFileInfo(path).completeBaseName();
}

// Whether the plan file is a serving plan's; a file that cannot be read is left to the training plan's reader, whose
// message names the problem.
bool isServePlan(const QString& path)
{
    try {
        return isServePlanFile(readInputFile(path, kMaxPlanBytes, QString()));
    } catch (const InputError&) {
        return false;
    }
}
} // namespace

bool reportNeedsGui(const QStringList& args)
{
    if (args.isEmpty() || args.first() != QLatin1String("report"))
        return false;
    for (int i = 1; i < args.size(); ++i)
        if (args[i].endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            return true;
    return false;
}

int runReport(const QStringList& args, Io io)
{
    Command cmd(
        QStringLiteral("report"),
        Tr::tr("Run a plan YAML and export its report: the question, the recommendation and runners-up, memory, "
               "time and cost, assumptions with sources, warnings, and the gcloud and training commands; for a "
               "serving plan, the request, the recommended setup with its memory, latencies and cost per million "
               "tokens, the command that starts it, the candidates and the Pareto front. The format follows the "
               "extension of --output: .pdf, .html, .md, .csv (the candidate table) or .json."),
        io);
    cmd.parser().addPositionalArgument(QStringLiteral("FILE"), Tr::tr("The plan YAML."));
    cmd.addValueOption(QStringLiteral("output"), Tr::tr("The report file to write (.pdf, .html, .md, .csv or .json)."),
                       QStringLiteral("PATH"));
    cmd.addValueOption(QStringLiteral("candidate"), Tr::tr("The candidate to report, by rank (default 1, the best)."),
                       QStringLiteral("N"), QStringLiteral("1"));
    cmd.addCatalogOption();
    if (!cmd.parse(args, 1))
        return cmd.exitCode();
    if (cmd.parser().positionalArguments().isEmpty())
        return cmd.usageError(Tr::tr("give the plan file: tpuplan report FILE.yaml --output PATH"));
    if (!cmd.isSet(QStringLiteral("output")) || cmd.value(QStringLiteral("output")).isEmpty())
        return cmd.usageError(
            Tr::tr("--output is required: the extension chooses the format (.pdf, .html, .md, .csv, .json)"));
    const QString output = cmd.value(QStringLiteral("output"));
    const ReportFormat format = reportFormatFromPath(output);
    if (format == ReportFormat::Unknown)
        return cmd.usageError(
            Tr::tr("cannot tell the format of \"%1\": use .pdf, .html, .md, .csv or .json").arg(output));
    const auto rank = cmd.intValue(QStringLiteral("candidate"), 1, 1000000);
    if (!rank)
        return cmd.exitCode();
    if (format == ReportFormat::Pdf && !reportRendererAvailable())
        return cmd.failure(Tr::tr("%1: PDF export needs the report renderer, which runs in the tpuplan program "
                                  "(a QGuiApplication)")
                               .arg(output));

    const QString planPath = cmd.parser().positionalArguments().first();
    if (isServePlan(planPath))
        return runServeReport(cmd, planPath, planName(planPath), output, *rank);
    PlanInput in;
    try {
        in = PlanFile::read(planPath);
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }
    const QString why = in.validate();
    if (!why.isEmpty())
        return cmd.failure(QStringLiteral("%1: %2").arg(planPath, why));
    const auto catalog = cmd.catalog();
    if (!catalog)
        return cmd.exitCode();
    for (const QString& h : in.hardware)
        if (!catalog->device(h))
            return cmd.failure(Tr::tr("%1: unknown hardware \"%2\"").arg(planPath, h));
    for (const QString& g : in.generations)
        if (!catalog->generation(g))
            return cmd.failure(Tr::tr("%1: unknown generation \"%2\"").arg(planPath, g));
    for (const QString& region : in.regions)
        if (!catalog->regions().contains(region))
            return cmd.failure(Tr::tr("%1: no prices in region \"%2\"").arg(planPath, region));

    const QDate today = QDate::currentDate();
    const Planner planner(*catalog);
    const PlanResult result = planner.plan(in, today);
    if (*rank > 1 && *rank > result.candidates.size())
        return cmd.usageError(
            Tr::tr("--candidate %1: the plan lists %2 candidate(s)").arg(*rank).arg(result.candidates.size()));
    Report report = buildReport(in, result, *catalog, today, *rank - 1);
    report.planName = planName(planPath);

    const QString error = exportReport(output, in, result, report);
    if (!error.isEmpty())
        return cmd.failure(error);
    io.out << Tr::tr("Wrote %1 (%2).").arg(output, reportFormatId(format)) << "\n";
    io.out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
