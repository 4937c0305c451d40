// SPDX-License-Identifier: GPL-3.0-or-later
// `tpuplan recommend --objective time` lists offerings whose price is not publicly listed with "not listed" in the
// cost columns (never 0.00) and null costs in JSON; by cost they stay out, with the note that says why.
#include "CliRunner.h"

#include <QJsonArray>
#include <QtTest>

using tpuplan::test::jsonObject;
using tpuplan::test::runCli;

class TestCliUnlistedPrices : public QObject
{
    Q_OBJECT

    static QStringList args(const QString& objective)
    {
        return {QStringLiteral("recommend"),
                QStringLiteral("--model"),
                QStringLiteral("llama-3.1-8b"),
                QStringLiteral("--seq-len"),
                QStringLiteral("8192"),
                QStringLiteral("--global-batch"),
                QStringLiteral("256"),
                QStringLiteral("--steps"),
                QStringLiteral("1000"),
                QStringLiteral("--precision"),
                QStringLiteral("bf16-mixed"),
                QStringLiteral("--checkpointing"),
                QStringLiteral("full"),
                QStringLiteral("--generations"),
                QStringLiteral("tpu7x"),
                QStringLiteral("--objective"),
                objective,
                QStringLiteral("--limit"),
                QStringLiteral("5")};
    }

private slots:
    void tableSaysNotListed()
    {
        const auto r = runCli(args(QStringLiteral("time")));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("not listed")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("ranked by time only")));
        const QString table = r.out.section(QLatin1String("Why #1"), 0, 0);
        QVERIFY(!table.contains(QLatin1String(" 0.00")));
    }

    void jsonCostsAreNull()
    {
        auto a = args(QStringLiteral("time"));
        a << QStringLiteral("--format") << QStringLiteral("json");
        const auto r = runCli(a);
        QCOMPARE(r.code, 0);
        const QJsonArray candidates = jsonObject(r).value(QLatin1String("candidates")).toArray();
        QVERIFY(!candidates.isEmpty());
        for (const auto& v : candidates) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c.value(QLatin1String("price_listed")).toBool(true), false);
            QVERIFY(c.value(QLatin1String("cost_usd")).isNull());
            QVERIFY(c.value(QLatin1String("expected_cost_usd")).isNull());
        }
    }

    void byCostTheyStayOut()
    {
        const auto r = runCli(args(QStringLiteral("cost")));
        QVERIFY(!r.out.contains(QLatin1String("not listed  ")));
        QVERIFY(r.out.contains(QLatin1String("not publicly listed, so those offerings are not ranked")));
    }
};

QTEST_MAIN(TestCliUnlistedPrices)
#include "TestCliUnlistedPrices.moc"
