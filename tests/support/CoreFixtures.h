// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Inputs that several core test classes build the same way: a planned and reported example plan, price-import
// options, a user calibration.

#include "catalog/PriceImport.h"
#include "memory/Calibration.h"
#include "plan/PlanInput.h"
#include "plan/Planner.h"
#include "report/Report.h"

#include <QDate>
#include <QString>

namespace tpuplan::test {

// A plan file read, planned over the built-in catalog and turned into a report, all on 2026-11-01.
struct BuiltPlan
{
    PlanInput input;
    PlanResult result;
    Report report;
};
BuiltPlan buildPlan(const QString& planPath);

// The options of a price import dated `asOf` and run on `importedOn`.
PriceImportOptions priceImportOptions(const QDate& asOf, const QDate& importedOn = QDate(2026, 11, 21));

// A calibration of `runtime` / `family` scaling the activation factor by `multiplier`, from the seed case's
// out-of-memory message on v2-8 (9.65 GiB observed against 10.29 GiB estimated), dated 2026-11-21. The evidence
// holds Japanese text so that notes quoting it are checked with non-ASCII text.
CalibrationEntry calibrationEntry(Runtime runtime, const QString& family, double multiplier);

} // namespace tpuplan::test
