// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CLI options of the plan fields, made from the table in core/plan/PlanFields.h: each field has one option with
// one name, help, default and range, whichever command declares it (recommend, estimate, max-batch, diagnose), as
// KeePassXC shares its QCommandLineOption objects (src/cli/Command.cpp).

#include "CliCommon.h"
#include "plan/PlanFields.h"

#include <QCommandLineOption>

namespace tpuplan::cli {

// The option of a plan field ("safety_margin" or "constraints.safety_margin"); a flag for a Bool field.
// `defaultOverride`: another default than the plan's, where a command takes one configuration (estimate's --sharding
// replicate, where recommend's auto searches).
QCommandLineOption planOption(const PlanField& field, const QString& defaultOverride = QString());
const PlanField& planFieldOf(const char* key);
void addPlanOption(Command& cmd, const char* key, const QString& defaultOverride = QString());

// The number an option gives: nullopt after printing one line ("--seq-len must be a number, got "x"") when it is no
// number. `checkRange`: also refuse a value outside the field's range, with the message issues() gives.
std::optional<double> planNumber(Command& cmd, const PlanField& field, bool checkRange = true);
// Choices and lists of choices: sets the ids the option gives (a list comma-separated) on `in` through the field's
// accessor; false after printing one line naming the option when an id is not one the field takes.
bool planChoice(Command& cmd, const PlanField& field, PlanInput& in);
// Flags: the value they give (a flag flips the field's default: --no-dropout, --nsp).
double planFlag(Command& cmd, const PlanField& field);
// Prints the first issue of an input, naming the option that sets the field; returns the exit code (2).
int planIssueError(Command& cmd, const InputIssue& issue);

} // namespace tpuplan::cli
