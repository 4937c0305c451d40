// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeExport.h"

#include "ServeDocument.h"
#include "ServeReportExport.h"
#include "report/ServeReport.h"

#include <QCoreApplication>

namespace tpuplan::gui {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ServeExport)
};
} // namespace

QString exportServePlanReport(const QString& path, const ServeDocument& document)
{
    if (document.resultsStale()) {
        const InputIssue issue = document.issues().value(0);
        return Tr::tr("%1: not exported: the serving plan's inputs have a problem (%2)").arg(path, issue.toString());
    }
    const int row = document.currentCandidate();
    // the report's strings and numbers are in the language and locale current now
    ServeReport report = buildServeReport(document.plannedInput(), document.result(), document.catalog(),
                                          document.today(), row < 0 ? 0 : row);
    report.planName = document.displayName();
    return exportServeReport(path, document.plannedInput(), document.result(), report);
}

} // namespace tpuplan::gui
