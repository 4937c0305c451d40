// SPDX-License-Identifier: GPL-3.0-or-later
#include "Format.h"

#include "Units.h"

#include <QCoreApplication>

#include <cmath>

namespace tpuplan {

QString formatUsd(double usd, const QLocale& locale, int decimals)
{
    if (decimals < 0)
        decimals = std::abs(usd) < 1000 ? 2 : 0;
    if (locale.language() == QLocale::C)
        return (usd < 0 ? QStringLiteral("-$") : QStringLiteral("$")) + locale.toString(std::abs(usd), 'f', decimals);
    return locale.toCurrencyString(usd, QStringLiteral("$"), decimals);
}

QString formatUnitUsd(double usd, const QLocale& locale)
{
    int decimals = 2;
    while (decimals < 6 && usd > 0 && usd < std::pow(10.0, 1 - decimals))
        ++decimals;
    return formatUsd(usd, locale, decimals);
}

QString formatGiB(double bytes, const QLocale& locale, int decimals)
{
    return QCoreApplication::translate("Format", "%1 GiB").arg(locale.toString(bytesToGiB(bytes), 'f', decimals));
}

QString formatSignedGiB(double bytes, const QLocale& locale, int decimals)
{
    return QCoreApplication::translate("Format", "%1%2 GiB")
        .arg(bytes >= 0 ? QStringLiteral("+") : QString(), locale.toString(bytesToGiB(bytes), 'f', decimals));
}

QString formatGiBValue(double bytes, const QLocale& locale, int decimals)
{
    return locale.toString(bytesToGiB(bytes), 'f', decimals);
}

QString formatGBValue(double bytes, const QLocale& locale, int decimals)
{
    return locale.toString(bytes / 1e9, 'f', decimals);
}

QString formatNumber(double value, const QLocale& locale, int decimals)
{
    return locale.toString(value, 'f', decimals);
}

QString formatBatch(double batch, const QLocale& locale)
{
    QString text = locale.toString(batch, 'g', 6);
    // 'g' writes 1e+06 for a million: a batch reads as its digits
    if (text.contains(QLatin1Char('e'), Qt::CaseInsensitive))
        text = locale.toString(batch, 'f', 0);
    return text;
}

QString formatPercentOf(double share, const QLocale& locale, int decimals, bool withSign)
{
    return (withSign && share >= 0 ? QStringLiteral("+") : QString()) + locale.toString(share * 100.0, 'f', decimals);
}

QString formatHours(double hours, const QLocale& locale)
{
    if (hours < 1)
        return QCoreApplication::translate("Format", "%1 min").arg(locale.toString(hours * 60, 'f', 0));
    if (hours < 72)
        return QCoreApplication::translate("Format", "%1 h").arg(locale.toString(hours, 'f', 1));
    return QCoreApplication::translate("Format", "%1 days").arg(locale.toString(hours / 24, 'f', 1));
}

QString formatPercent(double share, int decimals)
{
    const QLocale loc;
    return loc.toString(share * 100.0, 'f', decimals) + loc.percent();
}

QString formatCount(qint64 n)
{
    return QLocale().toString(n);
}

QString formatNumber(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString formatBytes(double bytes, int decimals)
{
    return QLocale().formattedDataSize(qint64(bytes), decimals, QLocale::DataSizeSIFormat);
}

QString formatShort(double v)
{
    return QLocale().toString(v, 'g', 6);
}

} // namespace tpuplan
