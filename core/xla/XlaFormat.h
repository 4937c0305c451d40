// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Number formatting shared by the XLA-readiness texts: everything through the default QLocale.

#include <QLocale>
#include <QString>

namespace tpuplan::xla {

/// 0.1234 → "12.3%" (the locale's digits, decimal point and percent sign).
inline QString formatPercent(double share, int decimals = 1)
{
    const QLocale loc;
    return loc.toString(share * 100.0, 'f', decimals) + loc.percent();
}

inline QString formatCount(qint64 n)
{
    return QLocale().toString(n);
}

inline QString formatNumber(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

/// Bytes in decimal units (MB, GB), as the TensorFlow guidance on shard sizes states them.
inline QString formatBytes(double bytes, int decimals = 1)
{
    return QLocale().formattedDataSize(qint64(bytes), decimals, QLocale::DataSizeSIFormat);
}

/// US dollars in the locale's currency format ("$0.16", "0,16 $"); the C locale, which has no currency format,
/// gets "$0.16".
inline QString formatUsd(double usd, int decimals = 2)
{
    const QLocale loc;
    if (loc.language() == QLocale::C)
        return QStringLiteral("$") + loc.toString(usd, 'f', decimals);
    return loc.toCurrencyString(usd, QStringLiteral("$"), decimals);
}

/// A short number without trailing zeros: 8 → "8", 4.5 → "4.5".
inline QString formatShort(double v)
{
    return QLocale().toString(v, 'g', 6);
}

} // namespace tpuplan::xla
