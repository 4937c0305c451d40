// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every tpuplan subcommand. Each takes the arguments after its name and returns the process exit code.

#include "CliCommon.h"

namespace tpuplan::cli {

int runCatalog(const QStringList& args, Io io);
int runCatalogImport(const QStringList& args, Io io);
int runModels(const QStringList& args, Io io);
int runModelInfo(const QStringList& args, Io io);
int runPadding(const QStringList& args, Io io);
int runShards(const QStringList& args, Io io);
int runEstimate(const QStringList& args, Io io);
int runMaxBatch(const QStringList& args, Io io);
int runRecommend(const QStringList& args, Io io);
int runServe(const QStringList& args, Io io);
int runDiagnose(const QStringList& args, Io io);
int runPlan(const QStringList& args, Io io);
int runReport(const QStringList& args, Io io);

// Runs `tpuplan ARGS...` (ARGS without the program name): dispatch, top-level --help and --version.
int runMain(const QStringList& args, Io io);

} // namespace tpuplan::cli
