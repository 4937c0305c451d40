// SPDX-License-Identifier: GPL-3.0-or-later
// The serving report in every text format: the launch command of the chosen setup, its cost per million output tokens
// as the locale writes it and its memory split per device are in each; the JSON parses and carries the candidates;
// a plan where nothing fits says so in each format and offers no command.
#include "CoreHelpers.h"
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "report/ReportMarkup.h"
#include "report/ServeReportFormats.h"
#include "serve/ServeCommands.h"
#include "util/Format.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 1);

// Llama 3.1 8B for 32 users at 2,000 tokens in and 300 out, answers within 50 ms per token, on A100 80 GB machines.
ServeInput servingInput()
{
    ServeInput in;
    in.modelRef = QStringLiteral("llama-3.1-8b");
    in.model = ModelLoader::preset(in.modelRef);
    in.hardware = QStringList{QStringLiteral("a100-80")};
    in.inputLen = 2000;
    in.outputLen = 300;
    in.traffic = TrafficKind::Concurrency;
    in.concurrency = 32;
    in.tpotTarget = 0.05;
    return in;
}

// Llama 3.1 70B in bf16 on one 16 GiB device: the weights alone are 140 GB.
ServeInput nothingFitsInput()
{
    ServeInput in = servingInput();
    in.modelRef = QStringLiteral("llama-3.1-70b");
    in.model = ModelLoader::preset(in.modelRef);
    in.hardware.clear();
    in.deviceMemoryGiB = 16;
    in.tensorParallel = 1;
    in.precisions = {ServePrecision::Bf16};
    return in;
}

struct Built
{
    ServeInput input;
    ServePlanResult result;
    ServeReport report;
};

Built build(const ServeInput& in)
{
    Built b{in, ServePlanner(test::builtinCatalog()).plan(in, kToday), {}};
    b.report = buildServeReport(in, b.result, test::builtinCatalog(), kToday);
    return b;
}

QString render(const QString& format, const Built& b)
{
    if (format == QLatin1String("markdown"))
        return toServeMarkdown(b.report);
    if (format == QLatin1String("html"))
        return toServeHtml(b.report);
    if (format == QLatin1String("html-qt"))
        return toServeHtml(b.report, HtmlFlavor::QtRichText);
    if (format == QLatin1String("csv"))
        return toServeCsv(b.result, b.input);
    return QString::fromUtf8(toServeJson(b.input, b.result, b.report));
}

// The CSV's first candidate as column name -> value.
QHash<QString, QString> firstCsvRow(const QString& csv)
{
    bool ok = false;
    const QVector<QStringList> rows = test::parseCsv(csv, &ok);
    QHash<QString, QString> out;
    if (!ok || rows.size() < 2)
        return out;
    for (int i = 0; i < rows[0].size(); ++i)
        out.insert(rows[0][i], rows[1].value(i));
    return out;
}

QJsonObject parseJson(const QString& text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

// The value of the field `id` in a JSON field list.
QString jsonField(const QJsonArray& fields, const QString& id)
{
    for (const QJsonValue& v : fields)
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject().value(QStringLiteral("value")).toString();
    return QString();
}
} // namespace

class TestServeReport : public QObject
{
    Q_OBJECT
private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void formats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("locale");
        for (const char* format : {"markdown", "html", "html-qt", "csv", "json"})
            for (const char* locale : {"C", "de_DE"})
                QTest::addRow("%s %s", format, locale) << QString::fromLatin1(format) << QString::fromLatin1(locale);
    }
    // Each format carries the launch command, the cost per million output tokens and the memory split of the chosen
    // setup: in the locale's words in the documents, as numbers in the CSV and JSON.
    void formats()
    {
        QFETCH(QString, format);
        QFETCH(QString, locale);
        QLocale::setDefault(QLocale(locale));
        const Built b = build(servingInput());
        QVERIFY(b.report.chosen);
        const ServeCandidate& c = *b.report.chosen;
        QVERIFY2(c.fits && c.meetsTargets && c.priced, qPrintable(toServeMarkdown(b.report)));
        QCOMPARE(c.hardware, b.result.candidates.first().hardware);
        const QString command = serveLaunchCommand(c, b.input);
        QVERIFY(command.contains(QLatin1String("vllm serve")));
        QCOMPARE(b.report.launchCommand, command);
        const QString text = render(format, b);
        QVERIFY(!text.isEmpty());
        const QString perMillion = formatUnitUsd(c.usdPerMillionOutput, QLocale());
        QVERIFY2(b.report.field(QStringLiteral("usd-per-million-output"))->value.contains(perMillion),
                 qPrintable(perMillion));
        if (locale == QLatin1String("de_DE")) // the German decimal comma, not the C locale's point
            QVERIFY2(perMillion.contains(QLatin1Char(',')), qPrintable(perMillion));
        const QStringList gib{formatGiB(c.memory.weightBytes), formatGiB(c.memory.activationBytes),
                              formatGiB(c.memory.reserveBytes), formatGiB(c.memory.kvPoolBytes)};

        if (format == QLatin1String("csv")) {
            const QHash<QString, QString> row = firstCsvRow(text);
            QCOMPARE(row.value(QStringLiteral("launch_command")), command);
            // six decimals, locale-neutral
            QVERIFY(
                std::fabs(row.value(QStringLiteral("usd_per_million_output_tokens")).toDouble() - c.usdPerMillionOutput)
                <= 5e-7);
            QCOMPARE(row.value(QStringLiteral("memory_weights_bytes")).toLongLong(),
                     qint64(std::llround(c.memory.weightBytes)));
            QCOMPARE(row.value(QStringLiteral("memory_kv_pool_bytes")).toLongLong(),
                     qint64(std::llround(c.memory.kvPoolBytes)));
            QCOMPARE(row.value(QStringLiteral("kv_cache_tokens")).toLongLong(), c.memory.kvCacheTokens);
            return;
        }
        if (format == QLatin1String("json")) {
            const QJsonObject o = parseJson(text);
            QVERIFY(!o.isEmpty());
            QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("serve"));
            QCOMPARE(o.value(QStringLiteral("launch")).toObject().value(QStringLiteral("command")).toString(), command);
            const QJsonObject chosen = o.value(QStringLiteral("chosen")).toObject();
            QCOMPARE(chosen.value(QStringLiteral("launch_command")).toString(), command);
            QCOMPARE(chosen.value(QStringLiteral("usd_per_million_output_tokens")).toDouble(), c.usdPerMillionOutput);
            QVERIFY(
                jsonField(o.value(QStringLiteral("recommendation")).toArray(), QStringLiteral("usd-per-million-output"))
                    .contains(perMillion));
            const QJsonArray rows
                = o.value(QStringLiteral("memory")).toObject().value(QStringLiteral("rows")).toArray();
            QCOMPARE(rows.size(), 5);
            for (int i = 0; i < gib.size(); ++i)
                QCOMPARE(rows[i].toArray()[1].toString(), gib[i]);
            QCOMPARE(o.value(QStringLiteral("candidates")).toArray().size(), b.result.candidates.size());
            QCOMPARE(o.value(QStringLiteral("pareto_front")).toArray().size(), b.result.paretoFront.size());
            QCOMPARE(o.value(QStringLiteral("catalog_version")).toString(), test::builtinCatalog().version());
            return;
        }
        const bool html = format.startsWith(QLatin1String("html"));
        const auto in = [&](const QString& s) { return text.contains(html ? s.toHtmlEscaped() : s); };
        QVERIFY2(in(command), qPrintable(text));
        QVERIFY2(in(perMillion), qPrintable(perMillion));
        for (const QString& g : gib)
            QVERIFY2(in(g), qPrintable(g));
        QVERIFY(in(QLocale().toString(c.memory.kvCacheTokens)));
        QVERIFY(in(test::builtinCatalog().version()));
        if (html) { // well-formed: every element closed
            QString body = text;
            body.remove(QStringLiteral("<!DOCTYPE html>\n"));
            QXmlStreamReader xml(body);
            while (!xml.atEnd())
                xml.readNext();
            QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        }
    }

    void nothingFits_data()
    {
        QTest::addColumn<QString>("format");
        for (const char* format : {"markdown", "html", "csv", "json"})
            QTest::newRow(format) << QString::fromLatin1(format);
    }
    // Nothing holds the weights: no recommendation, no command, the reason in every format.
    void nothingFits()
    {
        QFETCH(QString, format);
        const Built b = build(nothingFitsInput());
        QVERIFY(!b.result.candidates.isEmpty());
        QCOMPARE(b.result.fitting, 0);
        QVERIFY(!b.report.chosen);
        QCOMPARE(b.report.chosenIndex, -1);
        QVERIFY(b.report.launchCommand.isEmpty());
        QVERIFY(b.report.hasWarning(QStringLiteral("nothing-fits")));
        const QString problem = b.result.candidates.first().problem;
        QVERIFY(!problem.isEmpty());
        const QString text = render(format, b);
        if (format == QLatin1String("csv")) {
            const QHash<QString, QString> row = firstCsvRow(text);
            QCOMPARE(row.value(QStringLiteral("fits")), QStringLiteral("false"));
            QCOMPARE(row.value(QStringLiteral("problem")), problem);
            QVERIFY(row.value(QStringLiteral("launch_command")).isEmpty());
            return;
        }
        if (format == QLatin1String("json")) {
            const QJsonObject o = parseJson(text);
            QVERIFY(!o.isEmpty());
            QVERIFY(!o.contains(QStringLiteral("chosen")));
            QVERIFY(!o.contains(QStringLiteral("launch")));
            QCOMPARE(o.value(QStringLiteral("chosen_index")).toInt(), -1);
            QCOMPARE(o.value(QStringLiteral("warnings")).toArray().first().toObject().value(QStringLiteral("code")),
                     QStringLiteral("nothing-fits"));
            return;
        }
        const QString md = format == QLatin1String("markdown") ? markup::mdText(problem) : problem.toHtmlEscaped();
        QVERIFY2(text.contains(md), qPrintable(text));
        QVERIFY(text.contains(b.report.headline.toHtmlEscaped()) || text.contains(markup::mdText(b.report.headline)));
        QVERIFY(!text.contains(QLatin1String("vllm serve")));
    }

    // Choosing a lower-ranked candidate reports it, says it is not the cheapest and starts it.
    void chosenCandidate()
    {
        const ServeInput in = servingInput();
        const ServePlanResult result = ServePlanner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(result.candidates.size() >= 2);
        const ServeReport r = buildServeReport(in, result, test::builtinCatalog(), kToday, 1);
        QCOMPARE(r.chosenIndex, 1);
        QCOMPARE(r.alternatives.highlightedRow, 1);
        QVERIFY(r.hasWarning(QStringLiteral("not-best")));
        QCOMPARE(r.launchCommand, serveLaunchCommand(result.candidates[1], in));
    }

    // A candidate chosen by rank that does not fit, among others that do: said so, not "nothing fits", no command.
    void chosenDoesNotFit()
    {
        ServeInput in = servingInput();
        in.modelRef = QStringLiteral("llama-3.1-70b");
        in.model = ModelLoader::preset(in.modelRef);
        in.precisions = {ServePrecision::Bf16}; // 141 GB of weights: one A100 cannot hold them, eight can
        const ServePlanResult result = ServePlanner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(result.fitting > 0);
        int index = -1;
        for (int i = 0; i < result.candidates.size() && index < 0; ++i)
            if (!result.candidates[i].fits)
                index = i;
        QVERIFY(index > 0);
        const ServeReport r = buildServeReport(in, result, test::builtinCatalog(), kToday, index);
        QVERIFY(!r.chosen);
        QCOMPARE(r.chosenRank, index + 1);
        QVERIFY(r.hasWarning(QStringLiteral("chosen-does-not-fit")));
        QVERIFY(!r.hasWarning(QStringLiteral("nothing-fits")));
        QVERIFY(r.launchCommand.isEmpty());
        QVERIFY(toServeMarkdown(r).contains(markup::mdText(result.candidates[index].problem)));
    }
};

QTEST_GUILESS_MAIN(TestServeReport)
#include "TestServeReport.moc"
