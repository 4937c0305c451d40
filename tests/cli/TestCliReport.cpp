// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan report: one file per extension, the exit codes (0 written, 1 bad plan file or unwritable output, 2 usage),
// --candidate. The PDF needs the GUI application of the tpuplan program and is tested in tests/report/TestReportPdf.
#include "CliRunner.h"
#include "Commands.h"
#include "ReportCommand.h"
#include "TestFiles.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace tpuplan::cli;

namespace {
const QString kSeedPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml");
}

class TestCliReport : public QObject
{
    Q_OBJECT
private:
    using Run = tpuplan::test::CliRun;
    static constexpr auto run = &tpuplan::test::runCli;
    static constexpr auto read = &tpuplan::test::readAll;
    QTemporaryDir m_tmp;

private slots:
    void eachExtension_data()
    {
        QTest::addColumn<QString>("ext");
        QTest::newRow("markdown") << "md";
        QTest::newRow("html") << "html";
        QTest::newRow("csv") << "csv";
        QTest::newRow("json") << "json";
    }
    void eachExtension()
    {
        QFETCH(QString, ext);
        const QString path = m_tmp.filePath(QStringLiteral("seed.") + ext);
        const Run r = run({"report", kSeedPlan, "--output", path});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(path));
        const QByteArray bytes = read(path);
        QVERIFY(bytes.size() > 500);
        if (ext == QLatin1String("md")) {
            QVERIFY(bytes.startsWith("# "));
            QVERIFY(bytes.contains("BigBird-base 4096 (seed)")); // the plan's name
            QVERIFY(bytes.contains("--train_batch_size=2"));
        } else if (ext == QLatin1String("html")) {
            QVERIFY(bytes.startsWith("<!DOCTYPE html>"));
            QXmlStreamReader xml(bytes);
            while (!xml.atEnd())
                xml.readNext();
            QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        } else if (ext == QLatin1String("csv")) {
            QVERIFY(bytes.startsWith("rank,hardware,region,"));
            QVERIFY(bytes.contains("\r\n1,v2-8,colab,"));
        } else {
            QJsonParseError err;
            const QJsonObject o = QJsonDocument::fromJson(bytes, &err).object();
            QCOMPARE(err.error, QJsonParseError::NoError);
            QCOMPARE(o.value(QLatin1String("schema_version")).toInt(), 1);
            QCOMPARE(o.value(QLatin1String("plan_name")).toString(), QStringLiteral("BigBird-base 4096 (seed)"));
            QVERIFY(o.value(QLatin1String("result")).toObject().value(QLatin1String("candidates")).toArray().size()
                    > 1);
        }
    }

    void candidateOption()
    {
        const QString path = m_tmp.filePath(QStringLiteral("third.json"));
        const Run r = run({"report", kSeedPlan, "--output", path, "--candidate", "3"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(read(path)).object();
        QCOMPARE(o.value(QLatin1String("chosen_index")).toInt(), 2);
        QCOMPARE(o.value(QLatin1String("report"))
                     .toObject()
                     .value(QLatin1String("candidates"))
                     .toObject()
                     .value(QLatin1String("highlighted_row"))
                     .toInt(),
                 2);
        QCOMPARE(run({"report", kSeedPlan, "--output", path, "--candidate", "999"}).code, 2);
        QCOMPARE(run({"report", kSeedPlan, "--output", path, "--candidate", "0"}).code, 2);
        QCOMPARE(run({"report", kSeedPlan, "--output", path, "--candidate", "x"}).code, 2);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("unknown extension") << QStringList{"report", kSeedPlan, "--output", "x.docx"};
        QTest::newRow("no extension") << QStringList{"report", kSeedPlan, "--output", "report"};
        QTest::newRow("no output") << QStringList{"report", kSeedPlan};
        QTest::newRow("no plan") << QStringList{"report", "--output", "x.md"};
        QTest::newRow("two plans") << QStringList{"report", kSeedPlan, kSeedPlan, "--output", "x.md"};
        QTest::newRow("unknown option") << QStringList{"report", kSeedPlan, "--output", "x.md", "--colour"};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(QLatin1String("tpuplan report: ")));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }

    void failures_data()
    {
        QTest::addColumn<QString>("plan");
        QTest::addColumn<QString>("output");
        QTest::addColumn<QString>("named"); // the file the message must name
        const QString missingDir = QStringLiteral("/nonexistent-dir-for-tpuplan/x.md");
        QTest::newRow("unwritable output") << kSeedPlan << missingDir << missingDir;
        QTest::newRow("missing plan") << "/nonexistent-plan.yaml"
                                      << "x.md"
                                      << "/nonexistent-plan.yaml";
        QTest::newRow("broken plan") << QStringLiteral(TPUPLAN_TEST_DATA "/hf/broken.json") << "x.md"
                                     << QStringLiteral(TPUPLAN_TEST_DATA "/hf/broken.json");
    }
    void failures()
    {
        QFETCH(QString, plan);
        QFETCH(QString, output);
        QFETCH(QString, named);
        const QString out = output.startsWith(QLatin1Char('/')) ? output : m_tmp.filePath(output);
        const Run r = run({"report", plan, "--output", out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_tmp.filePath(QStringLiteral("x.md"))));
    }

    void pdfNeedsTheProgram()
    {
        // in-process there is no QGuiApplication: the command says so and names the file (exit 1)
        const QString path = m_tmp.filePath(QStringLiteral("x.pdf"));
        const Run r = run({"report", kSeedPlan, "--output", path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(path) && r.err.contains(QLatin1String("renderer")), qPrintable(r.err));
        QVERIFY(!QFile::exists(path));
        // main() asks for a GUI application exactly when the report command writes a PDF
        QVERIFY(reportNeedsGui({"report", "plan.yaml", "--output", "out.PDF"}));
        QVERIFY(reportNeedsGui({"report", "plan.yaml", "--output=out.pdf"}));
        QVERIFY(!reportNeedsGui({"report", "plan.yaml", "--output", "out.html"}));
        QVERIFY(!reportNeedsGui({"plan", "x.pdf"}));
        QVERIFY(!reportNeedsGui({}));
    }

    void helpAndListing()
    {
        const Run h = run({"report", "--help"});
        QCOMPARE(h.code, 0);
        QVERIFY(h.out.contains(QLatin1String("--output")));
        QVERIFY(h.out.contains(QLatin1String("--candidate")));
        const Run top = run({"--help"});
        QVERIFY(top.out.contains(QLatin1String("  report ")));
    }
};

QTEST_GUILESS_MAIN(TestCliReport)
#include "TestCliReport.moc"
