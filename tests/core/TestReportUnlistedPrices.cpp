// SPDX-License-Identifier: GPL-3.0-or-later
// The report of a plan whose chosen candidate's price is not publicly listed (TPU7x, issue #29): every cost reads as
// not publicly listed (never $0.00) in the recommendation, the time-and-cost section, the candidates table and the
// price assumption; a warning says how to add a quoted price; Markdown and HTML say the same, CSV leaves the cost
// cells empty and JSON writes null. A plan with no candidate evaluated says why in its headline (core/report).
#include "CoreHelpers.h"

#include "model/ModelLoader.h"
#include "plan/Planner.h"
#include "report/Report.h"
#include "report/ReportFormats.h"

#include <QJsonArray>
#include <QtTest>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 24);
const QString kNotListed = QStringLiteral("not publicly listed");

PlanInput tpu7xInput(int globalBatch)
{
    PlanInput in;
    in.modelRef = QStringLiteral("llama-3.1-8b");
    in.setModel(ModelLoader::preset(in.modelRef));
    in.seqLen = 4096;
    in.globalBatch = globalBatch;
    in.steps = 1000;
    in.precisions = {Precision::Bf16Mixed};
    in.checkpointing = {CheckpointingKind::Full};
    in.hardware = QStringList{QStringLiteral("tpu7x-128")};
    in.objective = Objective::Cost;
    return in;
}

struct Built
{
    PlanResult result;
    Report report;
};

Built build(const PlanInput& in)
{
    Built b;
    b.result = Planner(test::builtinCatalog()).plan(in, kToday);
    b.report = buildReport(in, b.result, test::builtinCatalog(), kToday);
    return b;
}
} // namespace

class TestReportUnlistedPrices : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void costFieldsReadNotListed_data()
    {
        QTest::addColumn<QString>("field");
        for (const char* id : {"price", "expected-cost", "usd-per-hour", "cost-accelerator", "cost-host", "cost-total"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void costFieldsReadNotListed()
    {
        QFETCH(QString, field);
        const Built b = build(tpu7xInput(128));
        QVERIFY(b.report.chosen && !b.report.chosen->priced);
        const ReportField* f = b.report.field(field);
        QVERIFY(f);
        QCOMPARE(f->value, kNotListed);
    }

    void sectionsSayUnknownCost()
    {
        const Built b = build(tpu7xInput(128));
        QVERIFY2(b.report.headline.contains(QLatin1String("the cost is unknown")), qPrintable(b.report.headline));
        QVERIFY(!b.report.headline.contains(QLatin1Char('$')));
        // every candidate row: unknown costs and a remark that says why
        const int costColumn = int(b.report.runnersUp.header.indexOf(QStringLiteral("Cost")));
        QVERIFY(costColumn >= 0);
        QVERIFY(!b.report.runnersUp.rows.isEmpty());
        for (const QStringList& row : b.report.runnersUp.rows) {
            QCOMPARE(row[costColumn], kNotListed);
            QCOMPARE(row[costColumn + 1], kNotListed); // expected cost
            QVERIFY2(row.last().contains(QLatin1String("price not listed")), qPrintable(row.last()));
        }
        bool priceAssumption = false;
        for (const ReportAssumption& a : b.report.assumptions)
            if (a.id == QLatin1String("price")) {
                priceAssumption = true;
                QCOMPARE(a.value, kNotListed);
                QVERIFY(!a.stale);
            }
        QVERIFY(priceAssumption);
        QVERIFY(b.report.hasWarning(QStringLiteral("price-not-listed")));
        for (const ReportWarning& w : b.report.warnings)
            if (w.code == QLatin1String("price-not-listed"))
                QVERIFY(w.text.contains(QLatin1String("--catalog FILE")));
        QVERIFY(!b.report.hasWarning(QStringLiteral("nothing-fits")));
    }

    void formatsSayUnknownCost()
    {
        PlanInput in = tpu7xInput(128);
        const Built b = build(in);
        for (const QString& text : {toMarkdown(b.report), toHtml(b.report)}) {
            QVERIFY(text.contains(kNotListed));
            QVERIFY(!text.contains(QLatin1String("$0.00")));
            QVERIFY(text.contains(QLatin1String("prices: row of a user catalog")));
        }
        // CSV: the cost cells empty, never 0
        const QStringList lines = toCsv(b.result).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 1);
        const QStringList header = lines.first().split(QLatin1Char(','));
        for (const char* column : {"usd_per_hour", "cost_usd", "expected_cost_usd"}) {
            const int i = int(header.indexOf(QString::fromLatin1(column)));
            QVERIFY2(i >= 0, column);
            QVERIFY2(lines[1].split(QLatin1Char(','))[i].isEmpty(), column);
        }
        // JSON: null costs for the chosen candidate and every listed one
        const QJsonObject json = reportJsonObject(in, b.result, b.report);
        const QJsonObject chosen = json.value(QLatin1String("chosen")).toObject();
        QCOMPARE(chosen.value(QLatin1String("price_listed")).toBool(true), false);
        QVERIFY(chosen.value(QLatin1String("expected_cost_usd")).isNull());
        for (const auto& c :
             json.value(QLatin1String("result")).toObject().value(QLatin1String("candidates")).toArray())
            QVERIFY(c.toObject().value(QLatin1String("cost_usd")).isNull());
    }

    void budgetSaysWhyItIsMissed()
    {
        PlanInput in = tpu7xInput(128);
        in.budgetUsd = 1e9; // any price would meet it; an unknown one cannot
        const Built b = build(in);
        QVERIFY(b.report.chosen && !b.report.chosen->withinConstraints);
        QVERIFY(b.report.headline.contains(QLatin1String("an unknown cost")));
        bool said = false;
        for (const ReportWarning& w : b.report.warnings)
            said = said
                || (w.code == QLatin1String("constraint") && w.text.contains(QLatin1String("budget"))
                    && w.text.contains(kNotListed));
        QVERIFY(said);
    }

    void nothingEvaluatedIsTheHeadline()
    {
        const Built b = build(tpu7xInput(64)); // 64 sequences over 128 devices: no candidate
        QCOMPARE(b.result.evaluated, 0);
        QVERIFY2(b.report.headline.startsWith(QLatin1String("No candidate was evaluated: the global batch 64")),
                 qPrintable(b.report.headline));
        QVERIFY(b.report.hasWarning(QStringLiteral("no-candidates")));
        QVERIFY(!b.report.hasWarning(QStringLiteral("nothing-fits")));
        QVERIFY(!b.report.notes.contains(b.report.headline)); // said once
    }
};

QTEST_MAIN(TestReportUnlistedPrices)
#include "TestReportUnlistedPrices.moc"
