// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The serving plan's output, shared by `tpuplan serve` (its options) and `tpuplan plan` (a serving plan file).

#include "CliCommon.h"
#include "serve/ServeSetup.h"
#include "util/InputError.h"

namespace tpuplan::cli {

// Plans `input` over the command's catalog and prints it (one configuration in full, or the ranked search; text or
// JSON as the command's --format says). `planPath`: the plan file it came from, whose keys the errors then name.
// Returns the exit code.
// The planner's refusal of a serving plan read from `planPath`: the file and the plan key instead of the option.
QString servePlanError(const InputError& e, const QString& planPath);

int runServeInput(Command& cmd, const ServeInput& input, Io io, const QString& planPath = QString());

} // namespace tpuplan::cli
