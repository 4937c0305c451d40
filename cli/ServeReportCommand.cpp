// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeReportCommand.h"
#include "ServeCommand.h"

#include "ServeReportExport.h"

#include "report/ServeReport.h"
#include "serve/ServePlanFile.h"
#include "serve/ServePlanner.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QDate>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
};
} // namespace

bool isServePlanFile(const QByteArray& text)
{
    return isServePlanText(text);
}

int runServeReport(Command& cmd, const QString& planPath, const QString& planName, const QString& output, int rank)
{
    const auto catalog = cmd.catalog();
    if (!catalog)
        return cmd.exitCode();
    const QDate today = QDate::currentDate();
    ServeInput in;
    ServePlanResult result;
    try {
        in = readServePlanFile(planPath);
        result = ServePlanner(*catalog).plan(in, today);
    } catch (const InputError& e) {
        return cmd.failure(servePlanError(e, planPath));
    }
    if (rank > 1 && rank > result.candidates.size())
        return cmd.usageError(
            Tr::tr("--candidate %1: the plan lists %2 candidate(s)").arg(rank).arg(result.candidates.size()));
    ServeReport report = buildServeReport(in, result, *catalog, today, rank - 1);
    report.planName = planName;
    const QString error = exportServeReport(output, in, result, report);
    if (!error.isEmpty())
        return cmd.failure(error);
    cmd.io().out << Tr::tr("Wrote %1 (%2).").arg(output, reportFormatId(reportFormatFromPath(output))) << "\n";
    cmd.io().out.flush();
    return kExitOk;
}

} // namespace tpuplan::cli
