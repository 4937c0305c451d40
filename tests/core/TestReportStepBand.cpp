// SPDX-License-Identifier: GPL-3.0-or-later
// The step time's band in a report (issue #19): the candidate table's step time with its band, MFU, expected time
// and expected cost with their bands; the time section's step, hours and cost with the band, the MFU and the roofline
// split as fields; the preemption section's band; the MFU convention stated once among the assumptions; the band's
// columns in the CSV; an unlisted price keeps "not publicly listed".
#include "CoreFixtures.h"
#include "CoreHelpers.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "report/ReportFormats.h"
#include "time/StepText.h"

#include <QFile>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {
const QString kSeedPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml");
const QString kLlamaPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/llama-3.1-8b-fsdp.yaml");

// "a (b–c)" with three numbers: a value with its band
const QRegularExpression kBand(QStringLiteral("^\\S+( \\S+)? \\(\\S+–[^)]+\\)$"));
} // namespace

class TestReportStepBand : public QObject
{
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale::c()); }

    void candidateTable_data()
    {
        QTest::addColumn<QString>("plan");
        QTest::newRow("bigbird (encoder)") << kSeedPlan;
        QTest::newRow("llama 8B FSDP (decoder, sharded)") << kLlamaPlan;
    }

    void candidateTable()
    {
        QFETCH(QString, plan);
        const test::BuiltPlan b = test::buildPlan(plan);
        const ReportTable& t = b.report.runnersUp;
        const int step = int(t.header.indexOf(QStringLiteral("Step time")));
        const int mfu = int(t.header.indexOf(QStringLiteral("MFU")));
        const int time = int(t.header.indexOf(QStringLiteral("Expected time")));
        const int cost = int(t.header.indexOf(QStringLiteral("Expected cost")));
        QVERIFY(step > 0 && mfu == step + 1 && time == mfu + 1 && cost > time);
        QCOMPARE(t.rows.size(), b.result.candidates.size());
        for (int i = 0; i < t.rows.size(); ++i) {
            const Candidate& c = b.result.candidates[i];
            const QStringList& row = t.rows[i];
            QCOMPARE(row.size(), t.header.size());
            QCOMPARE(row[step], secondsWithBand(c.step.seconds, c.step.secondsBand, QLocale(), -1));
            QVERIFY2(row[mfu].endsWith(QLatin1String(" %")), qPrintable(row[mfu]));
            QVERIFY2(kBand.match(row[time]).hasMatch(), qPrintable(row[time]));
            if (c.priced)
                QVERIFY2(kBand.match(row[cost]).hasMatch(), qPrintable(row[cost]));
            else
                QCOMPARE(row[cost], costText(c, c.expectedCostUsd));
        }
    }

    void timeSection()
    {
        const test::BuiltPlan b = test::buildPlan(kLlamaPlan);
        const Report& r = b.report;
        QVERIFY(r.chosen);
        const Candidate& c = *r.chosen;
        QCOMPARE(r.field(QStringLiteral("step-time"))->value,
                 secondsWithBand(c.step.seconds, c.step.secondsBand, QLocale(), -1));
        for (const char* id : {"work-hours", "expected-hours", "expected-cost", "expected-time"})
            QVERIFY2(kBand.match(r.field(QString::fromLatin1(id))->value).hasMatch(),
                     qPrintable(r.field(QString::fromLatin1(id))->value));
        QVERIFY(r.field(QStringLiteral("mfu"))->value.contains(QLatin1String(" %")));
        // the roofline's split, each term in seconds; the recompute only with checkpointing
        for (const char* id :
             {"term-matmul", "term-padding", "term-attention", "term-elementwise", "term-optimizer", "term-overhead"})
            QVERIFY2(r.field(QString::fromLatin1(id)) && r.field(QString::fromLatin1(id))->value.contains(" s"), id);
        QCOMPARE(r.field(QStringLiteral("term-recompute")) != nullptr, c.checkpointing.kind != CheckpointingKind::None);
        QVERIFY(
            r.field(QStringLiteral("term-matmul"))->value.startsWith(QLocale().toString(c.step.terms.matmul, 'f', 3)));
        // the preemption section carries the band
        const ReportField* band = r.field(QStringLiteral("time-model-band"));
        QVERIFY(band);
        QVERIFY(band->value.contains(QLatin1String("expected wall time")));
        QVERIFY(band->value.contains(QLatin1String("expected cost")));
        // the MFU's convention, once
        int conventions = 0;
        for (const ReportAssumption& a : r.assumptions)
            if (a.id == QLatin1String("mfu-convention")) {
                ++conventions;
                QCOMPARE(a.value, mfuConvention());
            }
        QCOMPARE(conventions, 1);
        // and in every text format
        QVERIFY(toMarkdown(r).contains(QString(mfuConvention()).replace(QLatin1Char('#'), QStringLiteral("\\#"))));
        QVERIFY(toMarkdown(r).contains(QLatin1String("Memory-bound work")));
    }

    void unlistedPriceKeepsItsWords()
    {
        test::BuiltPlan b = test::buildPlan(kSeedPlan);
        QVERIFY(!b.result.candidates.isEmpty());
        b.result.candidates[0].priced = false;
        const Report r = buildReport(b.input, b.result, test::builtinCatalog(), QDate(2026, 11, 1));
        QCOMPARE(r.field(QStringLiteral("expected-cost"))->value, costText(*r.chosen, 0));
        QVERIFY(!r.field(QStringLiteral("time-model-band"))->value.contains(QLatin1Char('$')));
        const int cost = int(r.runnersUp.header.indexOf(QStringLiteral("Expected cost")));
        QCOMPARE(r.runnersUp.rows[0][cost], costText(*r.chosen, 0));
        // the CSV leaves the cost band empty, never 0
        bool ok = false;
        const QVector<QStringList> rows = test::parseCsv(toCsv(b.result), &ok);
        QVERIFY(ok);
        QCOMPARE(rows[1][csvHeader().indexOf(QStringLiteral("expected_cost_low"))], QString());
        QCOMPARE(rows[1][csvHeader().indexOf(QStringLiteral("expected_cost_high"))], QString());
    }

    void jsonKeysAreDocumented()
    {
        QFile doc(QStringLiteral(TPUPLAN_SOURCE_DIR "/docs/report-json.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        const test::BuiltPlan b = test::buildPlan(kLlamaPlan);
        const QJsonObject c = candidateJson(b.result.candidates.first());
        QStringList keys = c.keys();
        for (const char* sub : {"step_terms", "efficiency"}) {
            QVERIFY2(c.value(QLatin1String(sub)).isObject(), sub);
            keys << c.value(QLatin1String(sub)).toObject().keys();
        }
        for (const QString& k : keys)
            QVERIFY2(text.contains(QLatin1Char('`') + k + QLatin1Char('`')), qPrintable(k));
    }

    void csvColumns()
    {
        const test::BuiltPlan b = test::buildPlan(kLlamaPlan);
        bool ok = false;
        const QVector<QStringList> rows = test::parseCsv(toCsv(b.result), &ok);
        QVERIFY(ok);
        const QStringList& h = rows.first();
        const auto col = [&](const char* name) { return int(h.indexOf(QString::fromLatin1(name))); };
        for (const char* name : {"step_seconds_low",
                                 "step_seconds_high",
                                 "hours_low",
                                 "hours_high",
                                 "expected_hours_low",
                                 "expected_hours_high",
                                 "expected_cost_low",
                                 "expected_cost_high",
                                 "mfu_convention",
                                 "step_terms_matmul",
                                 "step_terms_attention",
                                 "step_terms_elementwise",
                                 "step_terms_optimizer",
                                 "step_terms_overhead",
                                 "step_terms_collective_latency",
                                 "step_terms_recompute",
                                 "step_terms_padding",
                                 "step_terms_weight_bound",
                                 "efficiency_matmul",
                                 "efficiency_memory",
                                 "efficiency_step_overhead",
                                 "efficiency_band_low",
                                 "efficiency_band_high",
                                 "efficiency_source",
                                 "efficiency_extrapolated"})
            QVERIFY2(col(name) > 0, name);
        for (int i = 1; i < rows.size(); ++i) {
            const QStringList& row = rows[i];
            QCOMPARE(row.size(), h.size());
            const auto num = [&](const char* name) { return row[col(name)].toDouble(); };
            QVERIFY(num("step_seconds_low") <= num("step_seconds") && num("step_seconds") <= num("step_seconds_high"));
            QVERIFY(num("expected_cost_low") <= num("expected_cost_usd") + 1e-6);
            QVERIFY(num("expected_cost_usd") <= num("expected_cost_high") + 1e-6);
            const double terms = num("step_terms_matmul") + num("step_terms_attention") + num("step_terms_elementwise")
                + num("step_terms_optimizer")
                + num("step_terms_overhead")
                // a pipeline's bubble, given as its share of the step, is compute time too (0 without a stage axis)
                + num("pipeline_bubble") * num("step_seconds");
            QVERIFY(num("step_terms_overhead") > 0);
            QVERIFY(num("step_terms_collective_latency") <= num("step_terms_overhead"));
            QVERIFY(std::fabs(terms - num("compute_seconds")) < 1e-5 + 1e-5 * num("compute_seconds"));
            QCOMPARE(row[col("mfu_convention")], mfuConvention());
        }
    }
};

QTEST_MAIN(TestReportStepBand)
#include "TestReportStepBand.moc"
