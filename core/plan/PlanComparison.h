// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Two plans side by side: every input with the ones that differ marked, the chosen setups, and the results (memory,
// time, cost) next to each other with the difference A − B and its percentage of B. Pure functions of their
// arguments; the text is formatted for the given locale.

#include "plan/PlanInput.h"

#include <QJsonObject>
#include <QLocale>

#include <optional>

namespace tpuplan {

// One input (or one field of the chosen setup) of both plans.
struct ComparisonRow
{
    QString section; // translated group title ("Model", "Training", ...)
    QString key; // stable id, e.g. "training.seq_len", "efficiency.v3"
    QString label; // translated
    QString a, b; // display text in the locale
    bool differs = false; // compared on the exact values, not on the display text
};

// One result of both chosen candidates.
struct ResultComparison
{
    QString key; // "memory_total", "device_memory", "step_seconds", "tokens_per_second", "hours",
                 // "expected_hours", "usd_per_hour", "cost_usd", "expected_cost_usd"
    QString label; // translated
    QString unit; // "bytes", "s", "tokens/s", "h", "USD/h", "USD" (untranslated, for exporters)
    std::optional<double> a, b; // absent when a plan has no chosen candidate (or it lacks the field)
    std::optional<double> difference; // a − b
    std::optional<double> percent; // (a − b) / b × 100; absent when b is 0 or missing
    QString textA, textB, textDifference, textPercent; // "" where the number is absent
    bool differs = false;
};

struct PlanComparison
{
    QVector<ComparisonRow> inputs;
    QVector<ComparisonRow> setup; // the chosen candidates: hardware, region, pricing, precision, ...
    QVector<ResultComparison> results;

    int differingInputs() const;
    const ComparisonRow* input(const QString& key) const;
    const ResultComparison* result(const QString& key) const;
};

// `candidateA`/`candidateB` are candidateJson() objects (as stored in the plan library); empty when none was chosen.
PlanComparison comparePlans(const PlanInput& a, const PlanInput& b, const QJsonObject& candidateA = QJsonObject(),
                            const QJsonObject& candidateB = QJsonObject(), const QLocale& locale = QLocale());

} // namespace tpuplan
