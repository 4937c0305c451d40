// SPDX-License-Identifier: GPL-3.0-or-later
// A mixture of experts in the reports (issue #26): the step's all-to-all over the expert axis among the communication
// terms of the time section (Markdown, HTML) and in the CSV's last columns with the expert axis, the MFU convention
// naming the K of E experts its FLOPs count; a dense plan's report reads as before.
#include "CoreFixtures.h"
#include "CoreHelpers.h"
#include "plan/PlanFile.h"
#include "report/ReportFormats.h"

#include <QtTest>

using namespace tpuplan;

namespace {
// Mixtral 8x7B (8 experts, top-2) on one v5p-32 slice, FSDP with its experts over 8 chips
const QByteArray kMixtralPlan = R"(name: "Mixtral 8x7B, experts over 8 chips"
model: mixtral-8x7b
training:
  seq_len: 4096
  global_batch: 64
  steps: 100
  precision: [bf16-mixed]
  checkpointing: [full]
sharding:
  strategy: fsdp
  expert_parallel: 8
hardware:
  slices: [v5p-32]
  pricing: [on-demand]
limit: 3
)";

struct Planned
{
    PlanInput input;
    PlanResult result;
    Report report;
};

Planned plan(const QByteArray& yaml)
{
    const QDate today(2026, 11, 1);
    Planned p;
    p.input = PlanFile::parse(yaml, QStringLiteral("<test>"));
    p.result = Planner(test::builtinCatalog()).plan(p.input, today);
    p.report = buildReport(p.input, p.result, test::builtinCatalog(), today);
    return p;
}

QStringList csvRow(const PlanResult& result, int row)
{
    bool ok = false;
    const QVector<QStringList> rows = test::parseCsv(toCsv(result), &ok);
    return ok && rows.size() > row ? rows[row] : QStringList();
}
} // namespace

class TestReportMoe : public QObject
{
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale::c()); }

    void allToAllInTheTimeSection()
    {
        const Planned p = plan(kMixtralPlan);
        QVERIFY(p.report.chosen);
        const Candidate& c = *p.report.chosen;
        QCOMPARE(c.mesh.expert, 8);
        QVERIFY(c.step.communication.allToAll > 0);
        const ReportField* f = p.report.field(QStringLiteral("communication-seconds"));
        QVERIFY(f);
        const QString allToAll
            = QStringLiteral("expert all-to-all %1 s").arg(QString::number(c.step.communication.allToAll, 'f', 3));
        QVERIFY2(f->value.contains(allToAll), qPrintable(f->value + QStringLiteral(" / ") + allToAll));
        QVERIFY(toMarkdown(p.report).contains(allToAll));
        QVERIFY(toHtml(p.report).contains(allToAll));
        // the MFU convention stated once: the active parameters, 2 of the 8 experts
        const ReportAssumption* mfu = nullptr;
        for (const ReportAssumption& a : p.report.assumptions)
            if (a.id == QLatin1String("mfu-convention"))
                mfu = &a;
        QVERIFY(mfu);
        QVERIFY2(mfu->value.contains(QLatin1String("active non-embedding parameters (2 of the 8 routed experts")),
                 qPrintable(mfu->value));
    }

    void csvColumns()
    {
        const Planned p = plan(kMixtralPlan);
        QVERIFY(!p.result.candidates.isEmpty());
        const QStringList header = csvHeader();
        // added after the columns before them, so that readers by position keep working
        const int expertColumn = header.indexOf(QStringLiteral("mesh_expert"));
        QVERIFY(expertColumn > header.indexOf(QStringLiteral("efficiency_extrapolated")));
        QCOMPARE(header.mid(expertColumn, 2),
                 (QStringList{QStringLiteral("mesh_expert"), QStringLiteral("communication_all_to_all")}));
        for (int i = 0; i < p.result.candidates.size(); ++i) {
            const Candidate& c = p.result.candidates[i];
            const QStringList row = csvRow(p.result, i + 1);
            QCOMPARE(row.size(), header.size());
            QCOMPARE(row[header.indexOf(QStringLiteral("mesh_expert"))].toInt(), c.mesh.expert);
            const double allToAll = row[header.indexOf(QStringLiteral("communication_all_to_all"))].toDouble();
            QVERIFY(allToAll > 0);
            QVERIFY(qAbs(allToAll - c.step.communication.allToAll) <= 1e-6 * c.step.communication.allToAll + 1e-9);
            QVERIFY(allToAll <= row[header.indexOf(QStringLiteral("communication_seconds"))].toDouble() * (1 + 1e-6));
            QVERIFY(row[header.indexOf(QStringLiteral("mfu_convention"))].contains(QLatin1String("2 of the 8")));
        }
    }

    void denseReportUnchanged()
    {
        const test::BuiltPlan b
            = test::buildPlan(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/llama-3.1-8b-fsdp.yaml"));
        QVERIFY(b.report.chosen);
        const ReportField* f = b.report.field(QStringLiteral("communication-seconds"));
        QVERIFY(f);
        QVERIFY2(!f->value.contains(QLatin1String("all-to-all")), qPrintable(f->value));
        QVERIFY(f->value.contains(QLatin1String("across slices")));
        const QStringList header = csvHeader();
        const QStringList row = csvRow(b.result, 1);
        QCOMPARE(row[header.indexOf(QStringLiteral("mesh_expert"))], QStringLiteral("1"));
        QCOMPARE(row[header.indexOf(QStringLiteral("communication_all_to_all"))].toDouble(), 0.0);
        QCOMPARE(row[header.indexOf(QStringLiteral("mfu_convention"))], mfuConvention());
    }
};

QTEST_MAIN(TestReportMoe)
#include "TestReportMoe.moc"
