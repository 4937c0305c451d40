// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `tpuplan report` for a serving plan file (core/serve/ServePlanFile.h): plans it over the catalog and exports the
// serving report (core/report/ServeReport.h) in the format of --output's extension.

#include "CliCommon.h"

#include <QByteArray>
#include <QString>

namespace tpuplan::cli {

// True when the plan file's text is a serving plan's.
bool isServePlanFile(const QByteArray& text);

// Runs the serving plan at `planPath` and writes its report to `output`, choosing candidate `rank` (1 = the best).
// `planName` is the report's subtitle. Returns the exit code; errors go through `cmd`.
int runServeReport(Command& cmd, const QString& planPath, const QString& planName, const QString& output, int rank);

} // namespace tpuplan::cli
