// SPDX-License-Identifier: GPL-3.0-or-later
#include "CoreFixtures.h"

#include "CoreHelpers.h"

#include "plan/PlanFile.h"
#include "util/Units.h"

namespace tpuplan::test {

BuiltPlan buildPlan(const QString& planPath)
{
    const Catalog& catalog = builtinCatalog();
    const QDate today(2026, 11, 1);
    BuiltPlan b;
    b.input = PlanFile::read(planPath);
    b.result = Planner(catalog).plan(b.input, today);
    b.report = buildReport(b.input, b.result, catalog, today);
    return b;
}

PriceImportOptions priceImportOptions(const QDate& asOf, const QDate& importedOn)
{
    PriceImportOptions o;
    o.asOf = asOf;
    o.importedOn = importedOn;
    return o;
}

CalibrationEntry calibrationEntry(Runtime runtime, const QString& family, double multiplier)
{
    CalibrationEntry e;
    e.runtime = runtime;
    e.modelFamily = family;
    e.activationFactorMultiplier = multiplier;
    e.builtinActivationFactor = defaultRuntimeProfile(runtime).activationFactor;
    e.evidence = QStringLiteral("テスト: an out-of-memory message (TensorFlow) on v2-8: 9.65 GiB per core");
    e.date = QDate(2026, 11, 21);
    e.hardware = QStringLiteral("v2-8");
    e.source = QStringLiteral("oom-message");
    e.framework = QStringLiteral("tensorflow");
    e.observedBytes = 9.65 * kGiB;
    e.estimatedBytes = 10.29 * kGiB;
    e.configuration = QStringLiteral("bigbird-roberta-base, 4096 tokens, batch 2 per core");
    return e;
}

} // namespace tpuplan::test
