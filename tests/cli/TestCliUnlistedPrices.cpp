// SPDX-License-Identifier: GPL-3.0-or-later
// `tpuplan recommend` lists offerings whose price is not publicly listed under every objective, with "not listed" in
// the cost columns (never 0.00) and null costs in JSON, and the note that says how to add a quoted price; with no
// candidate evaluated it says why, never "No candidate fits" (issue #29).
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

    // The command: one TPU7x slice, the default objective (cost) unless more arguments say otherwise.
    static QStringList tpu7x128(int globalBatch, const QStringList& more = {})
    {
        return QStringList{QStringLiteral("recommend"),  QStringLiteral("--model"),  QStringLiteral("llama-3.1-8b"),
                           QStringLiteral("--seq-len"),  QStringLiteral("4096"),     QStringLiteral("--global-batch"),
                           QString::number(globalBatch), QStringLiteral("--tokens"), QStringLiteral("1e9"),
                           QStringLiteral("--hardware"), QStringLiteral("tpu7x-128")}
        + more;
    }

private slots:
    void tableSaysNotListed_data()
    {
        QTest::addColumn<QString>("objective");
        QTest::addColumn<QString>("placement");
        QTest::newRow("time") << QStringLiteral("time") << QStringLiteral("ranked by time with the others");
        QTest::newRow("cost") << QStringLiteral("cost")
                              << QStringLiteral("ranked by time after every candidate with a listed price");
        QTest::newRow("balanced") << QStringLiteral("balanced")
                                  << QStringLiteral("ranked by time after every candidate with a listed price");
    }
    void tableSaysNotListed()
    {
        QFETCH(QString, objective);
        QFETCH(QString, placement);
        const auto r = runCli(args(objective));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("not listed")), qPrintable(r.out));
        QVERIFY2(r.out.contains(placement), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("prices: row of a user catalog")));
        QVERIFY(!r.out.contains(QLatin1String("No candidate fits")));
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

    void tpu7xSliceIsRanked_data()
    {
        QTest::addColumn<QStringList>("objective");
        QTest::newRow("default") << QStringList{};
        QTest::newRow("cost") << QStringList{QStringLiteral("--objective"), QStringLiteral("cost")};
        QTest::newRow("time") << QStringList{QStringLiteral("--objective"), QStringLiteral("time")};
    }
    void tpu7xSliceIsRanked()
    {
        // issue #29: `recommend --hardware tpu7x-128` lists ranked candidates with an unknown cost
        QFETCH(QStringList, objective);
        const auto json
            = runCli(tpu7x128(128, objective + QStringList{QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(json.code, 0);
        const QJsonObject o = jsonObject(json);
        QVERIFY(o.value(QLatin1String("evaluated")).toInt() > 0);
        QVERIFY(o.value(QLatin1String("fitting")).toInt() > 0);
        const QJsonArray candidates = o.value(QLatin1String("candidates")).toArray();
        QVERIFY(!candidates.isEmpty());
        double last = 0;
        for (const auto& v : candidates) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c.value(QLatin1String("hardware")).toString(), QStringLiteral("tpu7x-128"));
            QCOMPARE(c.value(QLatin1String("price_listed")).toBool(true), false);
            for (const char* key : {"usd_per_hour", "cost_usd", "expected_cost_usd"})
                QVERIFY2(c.value(QLatin1String(key)).isNull(), key);
            const double hours = c.value(QLatin1String("expected_hours")).toDouble();
            QVERIFY(hours > 0);
            QVERIFY(hours + 1e-9 >= last); // ranked by time
            last = hours;
        }
        const QString notes = o.value(QLatin1String("notes")).toVariant().toStringList().join(QLatin1Char('\n'));
        QVERIFY(!notes.contains(QLatin1String("No candidate fits")));
        QVERIFY2(notes.contains(QLatin1String("tpu7x: the price is not publicly listed")), qPrintable(notes));

        const auto text = runCli(tpu7x128(128, objective));
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QLatin1String("  1 tpu7x-128")), qPrintable(text.out));
        QVERIFY(text.out.contains(QLatin1String("not listed not listed")));
        QVERIFY(!text.out.contains(QLatin1String("No candidate fits")));
    }

    void nothingEvaluatedSaysWhy()
    {
        // a global batch of 64 over 128 devices leaves no candidate: said as such, not as "nothing fits"
        const auto r = runCli(tpu7x128(64));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("0 candidates evaluated")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("No candidate was evaluated: the global batch 64 does not split evenly "
                                             "over the devices of tpu7x-128.")));
        QVERIFY(!r.out.contains(QLatin1String("No candidate fits")));
        QVERIFY(!r.out.contains(QLatin1String("hardware"))); // no table header without a row
    }
};

QTEST_MAIN(TestCliUnlistedPrices)
#include "TestCliUnlistedPrices.moc"
