// SPDX-License-Identifier: GPL-3.0-or-later
// The step time's band, MFU and roofline split through the command line (issue #19): every candidate of recommend/plan
// JSON carries the band's ends around its step, hours, expected hours and expected cost (null where the price is not
// listed), the MFU with its convention, the roofline terms that add up to the compute and the efficiency behind them;
// the text table shows the step with its band and the MFU; estimate prints and writes the same for one device.
#include "CliRunner.h"
#include "CoreHelpers.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

namespace {
constexpr auto run = &tpuplan::test::runCli;
constexpr auto json = &tpuplan::test::jsonObject;
constexpr auto example = &tpuplan::test::examplePath;

const QStringList kLlamaEstimate{"estimate",   "--model",    "llama-3.1-8b", "--seq-len",       "8192",
                                 "--batch",    "1",          "--hardware",   "v6e-8",           "--precision",
                                 "bf16-mixed", "--sharding", "fsdp",         "--checkpointing", "full"};

bool ordered(const QJsonObject& o, const char* low, const char* point, const char* high)
{
    const double l = o.value(QLatin1String(low)).toDouble(-1);
    const double p = o.value(QLatin1String(point)).toDouble(-1);
    const double h = o.value(QLatin1String(high)).toDouble(-1);
    return l > 0 && l <= p + 1e-6 && p <= h + 1e-6;
}

// The keys addStepTimeJson() writes, consistent with one another.
void checkStepKeys(const QJsonObject& c)
{
    QVERIFY2(ordered(c, "step_seconds_low", "step_seconds", "step_seconds_high"),
             qPrintable(QString::number(c.value(QLatin1String("step_seconds")).toDouble())));
    const double mfu = c.value(QLatin1String("mfu")).toDouble(-1);
    QVERIFY2(mfu > 0 && mfu < 1, qPrintable(QString::number(mfu)));
    QVERIFY(c.value(QLatin1String("mfu_convention")).toString().contains(QLatin1String("MaxText")));
    const QJsonObject t = c.value(QLatin1String("step_terms")).toObject();
    for (const char* k :
         {"matmul", "attention", "elementwise", "optimizer", "overhead", "collective_latency", "recompute", "padding"})
        QVERIFY2(t.value(QLatin1String(k)).isDouble() && t.value(QLatin1String(k)).toDouble() >= 0, k);
    QVERIFY(t.value(QLatin1String("weight_bound")).isBool());
    const double sum = t.value(QLatin1String("matmul")).toDouble() + t.value(QLatin1String("attention")).toDouble()
        + t.value(QLatin1String("elementwise")).toDouble() + t.value(QLatin1String("optimizer")).toDouble()
        + t.value(QLatin1String("overhead")).toDouble()
        // a pipeline's bubble is compute time too (idle stages): 0 without a stage axis
        + c.value(QLatin1String("bubble_seconds")).toDouble();
    // the fixed per-step costs are there, the collectives' latency a part of them
    QVERIFY(t.value(QLatin1String("overhead")).toDouble() > 0);
    QVERIFY(t.value(QLatin1String("collective_latency")).toDouble() <= t.value(QLatin1String("overhead")).toDouble());
    const double compute = c.value(QLatin1String("compute_seconds")).toDouble();
    QVERIFY2(std::fabs(sum - compute) <= 1e-5 + 1e-6 * compute,
             qPrintable(QStringLiteral("%1 vs %2").arg(sum).arg(compute)));
    // recompute and padding are parts of the terms, not added to them
    QVERIFY(t.value(QLatin1String("padding")).toDouble()
            <= t.value(QLatin1String("matmul")).toDouble() + t.value(QLatin1String("attention")).toDouble() + 1e-6);
    QVERIFY(t.value(QLatin1String("recompute")).toDouble() <= compute + 1e-6);
    QVERIFY(c.value(QLatin1String("step_seconds")).toDouble() >= compute - 1e-6);
    const QJsonObject e = c.value(QLatin1String("efficiency")).toObject();
    for (const char* k : {"matmul", "memory", "step_overhead", "band_low", "band_high"})
        QVERIFY2(e.value(QLatin1String(k)).toDouble() > 0, k);
    QVERIFY(e.value(QLatin1String("band_low")).toDouble() <= 1.0 + 1e-9);
    QVERIFY(e.value(QLatin1String("band_high")).toDouble() >= 1.0 - 1e-9);
    QVERIFY(!e.value(QLatin1String("source")).toString().isEmpty());
    QVERIFY(e.value(QLatin1String("extrapolated")).isBool());
}
} // namespace

class TestCliStepBand : public QObject
{
    Q_OBJECT
private slots:
    void planJson_data()
    {
        QTest::addColumn<QString>("plan");
        QTest::newRow("bigbird (encoder, Colab and spot)") << example("bigbird-base-4096.yaml");
        QTest::newRow("llama 8B FSDP (decoder)") << example("llama-3.1-8b-fsdp.yaml");
    }

    void planJson()
    {
        QFETCH(QString, plan);
        const auto r = run({QStringLiteral("plan"), plan, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonArray candidates = json(r).value(QLatin1String("candidates")).toArray();
        QVERIFY(!candidates.isEmpty());
        for (const QJsonValue& v : candidates) {
            const QJsonObject c = v.toObject();
            checkStepKeys(c);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(ordered(c, "hours_low", "hours", "hours_high"));
            QVERIFY(ordered(c, "expected_hours_low", "expected_hours", "expected_hours_high"));
            QVERIFY(ordered(c, "expected_cost_low", "expected_cost_usd", "expected_cost_high")
                    || c.value(QLatin1String("expected_cost_usd")).toDouble() == 0); // free Colab
            QCOMPARE(c.value(QLatin1String("efficiency")).toObject().value(QLatin1String("source")).toString(),
                     c.value(QLatin1String("efficiency_source")).toString());
            // the band in hours is the step's band over the same steps
            const double steps = c.value(QLatin1String("steps")).toDouble();
            QVERIFY(std::fabs(c.value(QLatin1String("hours_high")).toDouble()
                              - steps * c.value(QLatin1String("step_seconds_high")).toDouble() / 3600.0)
                    < 1e-3 * std::max(1.0, c.value(QLatin1String("hours_high")).toDouble()));
        }
    }

    void unlistedPriceHasNullCostBand()
    {
        // h200 has no public price: its expected cost and the band's ends are null, never 0 (free)
        const auto r = run({QStringLiteral("recommend"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                            QStringLiteral("--seq-len"), QStringLiteral("4096"), QStringLiteral("--global-batch"),
                            QStringLiteral("64"), QStringLiteral("--steps"), QStringLiteral("100"),
                            QStringLiteral("--hardware"), QStringLiteral("h200"), QStringLiteral("--objective"),
                            QStringLiteral("time"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonArray candidates = json(r).value(QLatin1String("candidates")).toArray();
        QVERIFY(!candidates.isEmpty());
        for (const QJsonValue& v : candidates) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c.value(QLatin1String("price_listed")).toBool(true), false);
            QVERIFY(c.value(QLatin1String("expected_cost_low")).isNull());
            QVERIFY(c.value(QLatin1String("expected_cost_high")).isNull());
            QVERIFY(ordered(c, "expected_hours_low", "expected_hours", "expected_hours_high"));
            checkStepKeys(c);
        }
    }

    void textTableShowsBandAndMfu()
    {
        const auto r = run({QStringLiteral("plan"), example("llama-3.1-8b-fsdp.yaml")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        const int header = int(lines.indexOf(QRegularExpression(QStringLiteral("^\\s+# hardware.*"))));
        QVERIFY2(header > 0, qPrintable(r.out));
        QVERIFY(lines[header].contains(QLatin1String("step s")));
        QVERIFY(lines[header].contains(QLatin1String("MFU")));
        // "59.6 (51.2–71.5)" and "49.4%" on the first candidate's row
        QVERIFY2(lines[header + 1].contains(QRegularExpression(QStringLiteral("\\d (\\(\\d+[.]\\d+–\\d+[.]\\d+\\))"))),
                 qPrintable(lines[header + 1]));
        QVERIFY(lines[header + 1].contains(QRegularExpression(QStringLiteral("\\d+[.]\\d%"))));
        // readable in a terminal: the header within 160 columns
        QVERIFY2(lines[header].size() <= 160, qPrintable(QString::number(lines[header].size())));
        // the convention stated once, under the table; the reasons carry the band and the roofline
        QCOMPARE(r.out.count(QLatin1String("MFU counts MaxText")), 1);
        QVERIFY(r.out.contains(QLatin1String("the spread of the published runs")));
        QVERIFY(r.out.contains(QLatin1String("Of the ")));
    }

    void estimateText()
    {
        const auto r = run(kLlamaEstimate);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("Step time: \\d+[.]\\d+ s \\(\\d+[.]\\d+–\\d+[.]\\d+ "
                                                                  "s\\); [\\d,]+ tokens/s; MFU \\d+[.]\\d %"))),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("MFU counts MaxText")));
        QVERIFY(r.out.contains(QLatin1String("matmuls")));
        QVERIFY(r.out.contains(QLatin1String("memory-bound work")));
        QVERIFY(r.out.contains(QLatin1String("optimizer update")));
        QVERIFY(r.out.contains(QLatin1String("fixed per-step overhead")));
        QVERIFY(r.out.contains(QLatin1String("Communication:")));
    }

    void estimateJson()
    {
        const auto r = run(kLlamaEstimate + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QVERIFY(o.contains(QLatin1String("step_seconds")));
        checkStepKeys(o);
    }

    void customDeviceHasNoStepTime()
    {
        // a device given by its memory alone has no peak: no step time, in the text or the JSON
        const QStringList a{"estimate", "--model", "bert-base",           "--seq-len", "128",
                            "--batch",  "8",       "--device-memory-gib", "16"};
        const auto text = run(a);
        QCOMPARE(text.code, 0);
        QVERIFY(!text.out.contains(QLatin1String("Step time")));
        const auto j = run(a + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(j.code, 0);
        QVERIFY(!json(j).contains(QLatin1String("step_seconds")));
    }
};

QTEST_MAIN(TestCliStepBand)
#include "TestCliStepBand.moc"
