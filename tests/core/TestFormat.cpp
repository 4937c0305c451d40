// SPDX-License-Identifier: GPL-3.0-or-later
// The shared number and money formats (core/util/Format): dollars with negatives before the sign and the decimals
// chosen by size, GiB, hours, and the XLA-readiness formats (percent, count, fixed decimals, decimal bytes, short
// numbers), each in the C locale and in the locales the app is translated to (ja_JP, zh_CN, ko_KR) plus de_DE.
#include "util/Format.h"

#include <QtTest>

using namespace tpuplan;

class TestFormat : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void usd_data();
    void usd();
    void defaultLocaleFormats_data();
    void defaultLocaleFormats();
};

void TestFormat::usd_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("usd");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    QTest::addRow("C, cents") << "C" << 1.5 << -1 << "$1.50";
    QTest::addRow("C, thousands without cents") << "C" << 1234.5 << -1 << "$1235";
    QTest::addRow("C, negative") << "C" << -5.0 << -1 << "-$5.00";
    QTest::addRow("C, three decimals") << "C" << 0.023 << 3 << "$0.023";
    QTest::addRow("C, two decimals above 1000") << "C" << 1500.0 << 2 << "$1500.00";
    QTest::addRow("en_US") << "en_US" << 1234.5 << 2 << "$1,234.50";
    QTest::addRow("de_DE") << "de_DE" << 1234.5 << 2 << "1.234,50\u00a0$";
    QTest::addRow("ja_JP") << "ja_JP" << 0.16 << 2 << "$0.16";
}

void TestFormat::usd()
{
    QFETCH(QString, locale);
    QFETCH(double, usd);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QCOMPARE(formatUsd(usd, QLocale(locale), decimals), text);
}

void TestFormat::defaultLocaleFormats_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("percent");
    QTest::addColumn<QString>("count");
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("bytes");
    QTest::addColumn<QString>("shortNumber");
    QTest::addColumn<QString>("gib");
    QTest::addRow("C") << "C"
                       << "12.3%"
                       << "1234567"
                       << "4.50"
                       << "1.5 MB"
                       << "4.5"
                       << "2.00 GiB";
    QTest::addRow("en_US") << "en_US"
                           << "12.3%"
                           << "1,234,567"
                           << "4.50"
                           << "1.5 MB"
                           << "4.5"
                           << "2.00 GiB";
    QTest::addRow("de_DE") << "de_DE"
                           << "12,3%"
                           << "1.234.567"
                           << "4,50"
                           << "1,5 MB"
                           << "4,5"
                           << "2,00 GiB";
    QTest::addRow("ja_JP") << "ja_JP"
                           << "12.3%"
                           << "1,234,567"
                           << "4.50"
                           << "1.5 MB"
                           << "4.5"
                           << "2.00 GiB";
    QTest::addRow("zh_CN") << "zh_CN"
                           << "12.3%"
                           << "1,234,567"
                           << "4.50"
                           << "1.5 MB"
                           << "4.5"
                           << "2.00 GiB";
    QTest::addRow("ko_KR") << "ko_KR"
                           << "12.3%"
                           << "1,234,567"
                           << "4.50"
                           << "1.5 MB"
                           << "4.5"
                           << "2.00 GiB";
}

void TestFormat::defaultLocaleFormats()
{
    QFETCH(QString, locale);
    QLocale::setDefault(QLocale(locale));
    QTEST(formatPercent(0.1234), "percent");
    QTEST(formatCount(1234567), "count");
    QTEST(formatNumber(4.5, 2), "number");
    QTEST(formatBytes(1.5e6), "bytes");
    QTEST(formatShort(4.5), "shortNumber");
    QTEST(formatGiB(2.0 * 1024 * 1024 * 1024, QLocale()), "gib");
    QCOMPARE(formatShort(8), QStringLiteral("8"));
}

QTEST_GUILESS_MAIN(TestFormat)
#include "TestFormat.moc"
