// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Relative comparison of figures computed along different paths (a formula by hand, the model's code), for the core
// tests of memory, time and preemption.

#include <QtTest>

#include <algorithm>
#include <cmath>

namespace tpuplan::test {

inline bool near(double a, double b, double rel = 1e-12)
{
    return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b));
}

} // namespace tpuplan::test

// QCOMPARE for doubles within a relative 1e-12, printing both values to 15 significant digits on failure.
#define QCOMPARE_NEAR(actual, expected)                                                                                \
    QVERIFY2(::tpuplan::test::near((actual), (expected)),                                                              \
             qPrintable(QStringLiteral("%1 = %2, expected %3")                                                         \
                            .arg(QLatin1String(#actual))                                                               \
                            .arg((actual), 0, 'g', 15)                                                                 \
                            .arg((expected), 0, 'g', 15)))
