// SPDX-License-Identifier: GPL-3.0-or-later
// The text formats of a report: Markdown sections, HTML that parses as XML and references nothing outside itself,
// CSV that round-trips through an RFC 4180 parser (quotes, commas, line breaks, locale-neutral numbers), JSON with
// its schema version, candidates and commands.
#include "CoreFixtures.h"
#include "CoreHelpers.h"
#include "catalog/Catalog.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"
#include "report/ReportFormats.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

using namespace tpuplan;

namespace {
const QString kSeedPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml");
const QString kRobertaPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/roberta-base-mlm.yaml");

using Built = test::BuiltPlan;
constexpr auto build = &test::buildPlan;

using test::parseCsv;

QByteArray tinyPng()
{
    // a valid 2x1 PNG (IHDR width 2)
    return QByteArray::fromBase64(
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=");
}
} // namespace

class TestReportFormats : public QObject
{
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale::c()); }

    void formatFromExtension_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format");
        QTest::newRow("md") << "a/b.md" << int(ReportFormat::Markdown);
        QTest::newRow("markdown") << "b.markdown" << int(ReportFormat::Markdown);
        QTest::newRow("HTML upper") << "R.HTML" << int(ReportFormat::Html);
        QTest::newRow("htm") << "r.htm" << int(ReportFormat::Html);
        QTest::newRow("csv") << "t.csv" << int(ReportFormat::Csv);
        QTest::newRow("json") << "x.y.json" << int(ReportFormat::Json);
        QTest::newRow("pdf") << "p.pdf" << int(ReportFormat::Pdf);
        QTest::newRow("docx") << "p.docx" << int(ReportFormat::Unknown);
        QTest::newRow("none") << "report" << int(ReportFormat::Unknown);
    }
    void formatFromExtension()
    {
        QFETCH(QString, path);
        QFETCH(int, format);
        QCOMPARE(int(reportFormatFromPath(path)), format);
    }

    void markdownHasTheSections()
    {
        const Built b = build(kSeedPlan);
        const Report& r = b.report;
        const QString md = toMarkdown(r);
        QVERIFY(md.startsWith(QStringLiteral("# ") + r.title));
        for (const QString& h : {r.headings.question, r.headings.recommendation, r.headings.warnings,
                                 r.headings.runnersUp, r.headings.memory, r.headings.timeCost, r.headings.preemption,
                                 r.headings.assumptions, r.headings.commands})
            QVERIFY2(md.contains(QStringLiteral("\n## ") + h + QLatin1Char('\n')), qPrintable(h));
        QVERIFY(md.contains(QStringLiteral("### ") + r.headings.reasons));
        QVERIFY(md.contains(QLatin1String("```sh\npython3 bigbird/pretrain/run_pretraining.py")));
        QVERIFY(md.contains(QLatin1String("--use_gradient_checkpointing")));
        // every candidate is a table row; the chosen one is bold
        QVERIFY(md.contains(QLatin1String("| **1** | **v2-8** |")));
        // every assumption is listed with its date
        for (const ReportAssumption& a : r.assumptions)
            if (!a.asOf.isEmpty())
                QVERIFY(md.contains(a.asOf));
        // the TPU VM plan has the gcloud line in a shell block
        const QString rob = toMarkdown(build(kRobertaPlan).report);
        QVERIFY(rob.contains(QLatin1String("```sh\n# ")));
        QVERIFY(rob.contains(QLatin1String("gcloud compute tpus tpu-vm create ")));
    }

    void markdownEscapes()
    {
        Built b = build(kSeedPlan);
        b.report.planName = QStringLiteral("a | b *c* <d>");
        const QString md = toMarkdown(b.report);
        QVERIFY(md.contains(QLatin1String("a \\| b \\*c\\* \\<d\\>")));
    }

    void htmlIsSelfContained()
    {
        Built b = build(kSeedPlan);
        b.report.planName = QStringLiteral("<script>alert(\"x\")</script> & co");
        ChartImages charts;
        charts.insert(QStringLiteral("memory-breakdown"), tinyPng());
        charts.insert(QStringLiteral("extra-chart"), tinyPng());
        const QString html = toHtml(b.report, charts);
        QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));
        QVERIFY(html.contains(QLatin1String("<meta charset=\"utf-8\"/>")));
        QVERIFY(html.contains(QLatin1String("<html lang=\"en\">")));
        QVERIFY(!html.contains(QLatin1String("<script>")));
        QVERIFY(html.contains(QLatin1String("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co")));

        // parses as XML; nothing references a file or the network
        QXmlStreamReader xml(html);
        int images = 0;
        QStringList sections;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            const QString name = xml.name().toString();
            QVERIFY2(name != QLatin1String("script") && name != QLatin1String("link")
                         && name != QLatin1String("iframe"),
                     qPrintable(name));
            for (const char* attr : {"src", "href", "srcset", "background"}) {
                const QString v = xml.attributes().value(QLatin1String(attr)).toString();
                if (!v.isEmpty())
                    QVERIFY2(v.startsWith(QLatin1String("data:")), qPrintable(v.left(60)));
            }
            if (name == QLatin1String("img")) {
                ++images;
                const QString src = xml.attributes().value(QLatin1String("src")).toString();
                QVERIFY(src.startsWith(QLatin1String("data:image/png;base64,")));
                QCOMPARE(QByteArray::fromBase64(src.mid(22).toLatin1()), tinyPng());
            }
            if (name == QLatin1String("div")
                && xml.attributes().value(QLatin1String("class")) == QLatin1String("section"))
                sections << xml.attributes().value(QLatin1String("id")).toString();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber())));
        QCOMPARE(images, 2);
        for (const char* id : {"question", "recommendation", "warnings", "runners-up", "memory", "time-cost",
                               "preemption", "assumptions", "commands", "charts"})
            QVERIFY2(sections.contains(QString::fromLatin1(id)), id);
        QVERIFY(!html.contains(QLatin1String("url(")));
        QVERIFY(!html.contains(QLatin1String("@import")));
        QVERIFY(!QRegularExpression(QStringLiteral("src=\"(https?|file):")).match(html).hasMatch());
    }

    void htmlFontsFollowTheLanguage()
    {
        QLocale::setDefault(QLocale(QLocale::Japanese, QLocale::Japan));
        const Built ja = build(kSeedPlan);
        QCOMPARE(ja.report.language, QStringLiteral("ja"));
        const QString html = toHtml(ja.report);
        QVERIFY(html.contains(QLatin1String("<html lang=\"ja\">")));
        QVERIFY(html.contains(QLatin1String("font-family: \"Noto Sans CJK JP\", \"Hiragino Sans\"")));
        QCOMPARE(cjkFontFamily(QStringLiteral("zh-CN")), QStringLiteral("Noto Sans CJK SC"));
        QCOMPARE(cjkFontFamily(QStringLiteral("zh-TW")), QStringLiteral("Noto Sans CJK TC"));
        QCOMPARE(cjkFontFamily(QStringLiteral("ko")), QStringLiteral("Noto Sans CJK KR"));
        QCOMPARE(htmlFontStack(QStringLiteral("ko")).first(), QStringLiteral("Noto Sans CJK KR"));
        QCOMPARE(htmlFontStack(QStringLiteral("en")).first(), QStringLiteral("Noto Sans"));
        QVERIFY(htmlFontStack(QStringLiteral("en")).contains(QStringLiteral("Noto Sans CJK JP")));
        // the Qt flavour names one family and refers to charts as document resources
        ChartImages charts;
        charts.insert(QStringLiteral("cost-vs-time"), tinyPng());
        const QString qt = toHtml(ja.report, charts, HtmlFlavor::QtRichText);
        QVERIFY(qt.contains(QLatin1String("font-family: \"Noto Sans CJK JP\";")));
        QVERIFY(qt.contains(QLatin1String("src=\"chart:cost-vs-time\" width=\"2\"")));
        QVERIFY(!qt.contains(QLatin1String("data:image")));
    }

    void csvRoundTrips()
    {
        Built b = build(kSeedPlan);
        QVERIFY(b.result.candidates.size() >= 2);
        // quoting: a reason with a comma, quotes and a line break; a zone with a leading space
        b.result.candidates[1].reasons = {Reason{QStringLiteral("x"), QStringLiteral("He said \"hi\", then\r\nleft")}};
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); // numbers must not follow the locale
        const QString csv = toCsv(b.result);
        bool ok = false;
        const QVector<QStringList> rows = parseCsv(csv, &ok);
        QVERIFY(ok);
        QCOMPARE(rows.size(), b.result.candidates.size() + 1);
        QCOMPARE(rows.first(), csvHeader());
        for (const QStringList& row : rows)
            QCOMPARE(row.size(), csvHeader().size());
        const int reasons = csvHeader().indexOf(QStringLiteral("reasons"));
        QCOMPARE(rows[2][reasons], QStringLiteral("He said \"hi\", then\r\nleft"));
        const int cost = csvHeader().indexOf(QStringLiteral("expected_cost_usd"));
        const int mem = csvHeader().indexOf(QStringLiteral("memory_total_bytes"));
        const int hw = csvHeader().indexOf(QStringLiteral("hardware"));
        const int fits = csvHeader().indexOf(QStringLiteral("fits"));
        for (int i = 1; i < rows.size(); ++i) {
            const Candidate& c = b.result.candidates[i - 1];
            QCOMPARE(rows[i][0], QString::number(i));
            QCOMPARE(rows[i][hw], c.hardware);
            bool num = false;
            const double v = rows[i][cost].toDouble(&num); // QString::toDouble is C-locale
            QVERIFY2(num, qPrintable(rows[i][cost]));
            QVERIFY(std::fabs(v - c.expectedCostUsd) < 1e-5);
            QCOMPARE(rows[i][mem].toLongLong(), qint64(std::llround(c.memory.memory.total())));
            QCOMPARE(rows[i][fits], c.fits ? QStringLiteral("true") : QStringLiteral("false"));
        }
        // an empty result is a header row alone
        QCOMPARE(toCsv(PlanResult{}), csvHeader().join(QLatin1Char(',')) + QStringLiteral("\r\n"));
    }

    void jsonHasEverything()
    {
        Built b = build(kSeedPlan);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QByteArray bytes = toJson(b.input, b.result, b.report);
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
        QCOMPARE(err.error, QJsonParseError::NoError);
        const QJsonObject o = doc.object();
        QCOMPARE(o.value(QLatin1String("schema_version")).toInt(), kReportJsonSchemaVersion);
        for (const char* k : {"generator", "generated_on", "language", "title", "input", "result", "chosen_index",
                              "chosen", "report", "assumptions", "warnings", "commands", "charts"})
            QVERIFY2(o.contains(QLatin1String(k)), k);
        const QJsonObject result = o.value(QLatin1String("result")).toObject();
        const QJsonArray cands = result.value(QLatin1String("candidates")).toArray();
        QCOMPARE(cands.size(), b.result.candidates.size());
        QCOMPARE(cands.first().toObject().value(QLatin1String("hardware")).toString(),
                 b.result.candidates.first().hardware);
        QVERIFY(cands.first().toObject().value(QLatin1String("expected_cost_usd")).isDouble());
        QCOMPARE(o.value(QLatin1String("chosen_index")).toInt(), 0);
        const QJsonObject chosen = o.value(QLatin1String("chosen")).toObject();
        QCOMPARE(chosen.value(QLatin1String("hardware")).toString(), QStringLiteral("v2-8"));
        QVERIFY(chosen.value(QLatin1String("preemption")).toObject().contains(QLatin1String("p90_hours")));
        const QJsonObject input = o.value(QLatin1String("input")).toObject();
        QCOMPARE(input.value(QLatin1String("seq_len")).toInt(), 4096);
        QCOMPARE(input.value(QLatin1String("global_batch")).toInt(), 16);
        QCOMPARE(input.value(QLatin1String("max_accumulation")).toInt(), 1);
        QCOMPARE(input.value(QLatin1String("precisions")).toArray().first().toString(), QStringLiteral("fp32"));
        for (const QJsonValue a : o.value(QLatin1String("assumptions")).toArray()) {
            const QJsonObject ao = a.toObject();
            for (const char* k : {"id", "what", "value", "source", "as_of", "stale"})
                QVERIFY2(ao.contains(QLatin1String(k)), k);
        }
        const QJsonArray blocks
            = o.value(QLatin1String("commands")).toObject().value(QLatin1String("blocks")).toArray();
        QCOMPARE(blocks.size(), b.report.commands.blocks.size());
        bool batchFlag = false;
        for (const QJsonValue& v : blocks)
            for (const QJsonValue f : v.toObject().value(QLatin1String("flags")).toArray())
                batchFlag = batchFlag
                    || (f.toObject().value(QLatin1String("name")) == QLatin1String("--train_batch_size")
                        && f.toObject().value(QLatin1String("value")) == QLatin1String("2"));
        QVERIFY(batchFlag);
        QVERIFY(!o.value(QLatin1String("warnings")).toArray().isEmpty());
        QCOMPARE(o.value(QLatin1String("charts")).toArray().size(), b.report.charts.size());
    }

    void emptyPlanStillRenders()
    {
        Built b = build(kSeedPlan);
        b.result = PlanResult{};
        static const Catalog catalog = Catalog::builtin();
        b.report = buildReport(b.input, b.result, catalog, QDate(2026, 11, 1));
        QVERIFY(toMarkdown(b.report).contains(b.report.headline));
        QXmlStreamReader xml(toHtml(b.report));
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY(!xml.hasError());
        const QJsonObject o = QJsonDocument::fromJson(toJson(b.input, b.result, b.report)).object();
        QVERIFY(o.value(QLatin1String("chosen")).isNull());
        QCOMPARE(o.value(QLatin1String("chosen_index")).toInt(), -1);
    }
};

QTEST_GUILESS_MAIN(TestReportFormats)
#include "TestReportFormats.moc"
