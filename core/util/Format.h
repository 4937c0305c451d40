// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Locale-aware formatting of the planner's quantities, shared by the CLI text output, the GUI and the reports.

#include <QLocale>
#include <QString>

namespace tpuplan {

// US dollars in the given locale ("$1,234.50", "1.234,50 $"); the C locale gets "$1234.50" rather than Qt's "1234.50$".
QString formatUsd(double usd, const QLocale& locale = QLocale(), int decimals = -1);
// A price per unit that can be a fraction of a cent (per million tokens): dollars with at least two significant
// digits, "$12.40", "$0.42", "$0.031", "$0.0042".
QString formatUnitUsd(double usd, const QLocale& locale = QLocale());
// Bytes as GiB with `decimals` digits.
QString formatGiB(double bytes, const QLocale& locale = QLocale(), int decimals = 2);
QString formatHours(double hours, const QLocale& locale = QLocale());
// Bytes as a number of GiB without the unit, for texts that carry "GiB" themselves ("%1 GiB of the %2 GiB ...").
QString formatGiBValue(double bytes, const QLocale& locale = QLocale(), int decimals = 2);
// Bytes as a number of decimal GB without the unit, as clouds state host RAM ("1,440" for a v6e-8 VM).
QString formatGBValue(double bytes, const QLocale& locale = QLocale(), int decimals = 0);
// Bytes as GiB with their sign: "+1.25 GiB", "-0.50 GiB".
QString formatSignedGiB(double bytes, const QLocale& locale = QLocale(), int decimals = 2);
// A plain number with `decimals` digits in the locale.
QString formatNumber(double value, const QLocale& locale = QLocale(), int decimals = 0);
// A batch per device as MaxText's per_device_batch_size reads: whole ("8") or the fraction context or pipeline
// parallelism makes of it ("0.125"), up to six significant digits, in the locale.
QString formatBatch(double batch, const QLocale& locale = QLocale());
// A share as a number of percent, without the % sign (0.125 -> "12.5" with one decimal); `withSign` puts "+" before
// zero and positive shares.
QString formatPercentOf(double share, const QLocale& locale = QLocale(), int decimals = 0, bool withSign = false);

// The XLA-readiness texts' formats (once xla/XlaFormat.h), all in the default locale.
// 0.1234 → "12.3%" (the locale's digits, decimal point and percent sign).
QString formatPercent(double share, int decimals = 1);
// 1234567 → "1,234,567".
QString formatCount(qint64 n);
QString formatNumber(double v, int decimals);
// Bytes in decimal units (MB, GB), as the TensorFlow guidance on shard sizes states them.
QString formatBytes(double bytes, int decimals = 1);
// A short number without trailing zeros: 8 → "8", 4.5 → "4.5".
QString formatShort(double v);

} // namespace tpuplan
