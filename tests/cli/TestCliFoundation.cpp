// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan --version/--help, the catalog, models and model-info commands, and their exit codes: 0 success,
// 1 bad file (one line naming the file and line), 2 bad usage (one line on stderr). Runs the CLI in-process.
#include "CliRunner.h"
#include "CoreHelpers.h"
#include "Version.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

namespace {

using Result = test::CliRun;
using test::isOneLine;
constexpr auto run = &test::runCli;

QJsonObject parseObject(const QString& text, bool* ok)
{
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &e);
    *ok = e.error == QJsonParseError::NoError && doc.isObject();
    return doc.object();
}

using test::sliceNames;

// Every slice of the six generations (hardware.md section 2).
QStringList allSlices()
{
    QVector<int> v4 = {8, 16, 32, 64};
    for (int n = 128; n <= 8192; n += 128) // to the 4,096-chip pod (SkyPilot's catalog ends at v4-6144)
        v4 << n;
    QVector<int> v5p = {8, 16, 32, 64};
    for (int n = 128; n <= 12288; n += 128)
        v5p << n;
    return sliceNames(QStringLiteral("v2"), {8, 32, 128, 256, 512})
        + sliceNames(QStringLiteral("v3"), {8, 32, 64, 128, 256, 512, 1024, 2048})
        + sliceNames(QStringLiteral("v4"), v4)
        + sliceNames(QStringLiteral("v5litepod"), {1, 4, 8, 16, 32, 64, 128, 256})
        + sliceNames(QStringLiteral("v5p"), v5p) + sliceNames(QStringLiteral("v6e"), {1, 4, 8, 16, 32, 64, 128, 256})
        + sliceNames(QStringLiteral("tpu7x"), {2, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 18432});
}

} // namespace

class TestCliFoundation : public QObject
{
    Q_OBJECT

private slots:
    void version_data();
    void version();
    void help_data();
    void help();
    void noArguments();
    void usageErrors_data();
    void usageErrors();

    void catalogJson();
    void catalogTpu7x();
    void catalogGenerationFilter();
    void catalogRegionFilter();
    void catalogText();
    void catalogUserFile();
    void catalogBadFile_data();
    void catalogBadFile();

    void modelsJson();
    void modelInfoJson_data();
    void modelInfoJson();
    void modelInfoText();
    void modelInfoBadFile_data();
    void modelInfoBadFile();
    void modelInfoNonAsciiPath();
};

void TestCliFoundation::version_data()
{
    QTest::addColumn<QString>("option");
    QTest::addRow("--version") << "--version";
    QTest::addRow("-v") << "-v";
}

void TestCliFoundation::version()
{
    QFETCH(QString, option);
    const Result r = run({option});
    QCOMPARE(r.code, 0);
    // the version, then the built-in catalog's version and date
    QVERIFY2(r.out.startsWith(QStringLiteral("tpuplan " TPUPLAN_VERSION "\n")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\ncatalog builtin-\\S+ \\(\\d{4}-\\d{2}-\\d{2}\\)\n$"))),
             qPrintable(r.out));
    QVERIFY(r.err.isEmpty());
}

void TestCliFoundation::help_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("starts"); // the start of the output
    QTest::addColumn<QStringList>("names"); // what the help must mention

    QTest::addRow("--help") << QStringList{"--help"} << "Usage: tpuplan COMMAND"
                            << QStringList{"catalog", "models", "model-info"};
    QTest::addRow("-h") << QStringList{"-h"} << "Usage: tpuplan COMMAND" << QStringList{"catalog"};
    QTest::addRow("help") << QStringList{"help"} << "Usage: tpuplan COMMAND" << QStringList{"model-info"};
    QTest::addRow("catalog --help") << QStringList{"catalog", "--help"} << "Usage: tpuplan catalog"
                                    << QStringList{"--generation", "--region", "--format", "--catalog"};
    QTest::addRow("catalog -h") << QStringList{"catalog", "-h"} << "Usage: tpuplan catalog" << QStringList{"--format"};
    QTest::addRow("models --help") << QStringList{"models", "--help"} << "Usage: tpuplan models"
                                   << QStringList{"--format"};
    QTest::addRow("model-info --help") << QStringList{"model-info", "--help"} << "Usage: tpuplan model-info"
                                       << QStringList{"--model", "--format"};
    // --help wins over other options, even bad ones
    QTest::addRow("model-info --format xml --help") << QStringList{"model-info", "--format", "xml", "--help"}
                                                    << "Usage: tpuplan model-info" << QStringList{"--model"};
}

void TestCliFoundation::help()
{
    QFETCH(QStringList, args);
    QFETCH(QString, starts);
    QFETCH(QStringList, names);

    const Result r = run(args);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(starts), qPrintable(r.out));
    for (const QString& n : names)
        QVERIFY2(r.out.contains(n), qPrintable(n));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
}

void TestCliFoundation::noArguments()
{
    const Result r = run({});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.startsWith(QLatin1String("Usage: tpuplan COMMAND")));
}

void TestCliFoundation::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message"); // a part of the one line on stderr

    QTest::addRow("unknown command") << QStringList{"frobnicate"} << "unknown command \"frobnicate\"";
    QTest::addRow("unknown command, non-ASCII") << QStringList{"カタログ"} << "unknown command \"カタログ\"";
    QTest::addRow("option before the command") << QStringList{"--format", "json"} << "unknown command \"--format\"";
    QTest::addRow("catalog: unknown option") << QStringList{"catalog", "--bogus"} << "tpuplan catalog: Unknown option";
    QTest::addRow("catalog: two unknown options")
        << QStringList{"catalog", "--bogus", "--nonsense"} << "tpuplan catalog: Unknown options";
    QTest::addRow("models: unknown option") << QStringList{"models", "--all"} << "tpuplan models: Unknown option";
    QTest::addRow("model-info: unknown option")
        << QStringList{"model-info", "--model", "bert-base", "--seq", "512"} << "tpuplan model-info: Unknown option";
    QTest::addRow("catalog: bad --format")
        << QStringList{"catalog", "--format", "xml"} << "--format must be text or json, got \"xml\"";
    QTest::addRow("models: bad --format")
        << QStringList{"models", "--format=yaml"} << "--format must be text or json, got \"yaml\"";
    QTest::addRow("model-info: bad --format") << QStringList{"model-info", "--model", "bert-base", "--format", "JSON"}
                                              << "--format must be text or json, got \"JSON\"";
    QTest::addRow("catalog: --format without a value") << QStringList{"catalog", "--format"} << "Missing value";
    QTest::addRow("catalog: unknown generation")
        << QStringList{"catalog", "--generation", "v9"}
        << "unknown generation \"v9\" (known: v2, v3, v4, v5e, v5p, v6e, tpu7x)";
    QTest::addRow("catalog: slice name as generation")
        << QStringList{"catalog", "--generation", "v3-8"} << "unknown generation \"v3-8\"";
    QTest::addRow("catalog: unknown region")
        << QStringList{"catalog", "--region", "mars-north1"} << "no prices in region \"mars-north1\"";
    QTest::addRow("catalog: stray argument") << QStringList{"catalog", "v3-8"} << "unexpected argument \"v3-8\"";
    QTest::addRow("model-info: no --model") << QStringList{"model-info"} << "--model is required";
}

void TestCliFoundation::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);

    const Result r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(isOneLine(r.err), qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestCliFoundation::catalogTpu7x()
{
    // text: the slices with their devices and chips, and the price shown as not publicly listed
    const Result text = run({"catalog", "--generation", "tpu7x"});
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.contains(QStringLiteral("tpu7x-8"))
                 && text.out.contains(QStringLiteral("4 chips, 8 cores, 8 devices")),
             qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("not publicly listed")));
    QVERIFY(!text.out.contains(QStringLiteral("$0.00")));

    const Result r = run({"catalog", "--generation", "tpu7x", "--format", "json"});
    QCOMPARE(r.code, 0);
    bool ok = false;
    const QJsonObject root = parseObject(r.out, &ok);
    QVERIFY(ok);
    const QJsonObject g = root.value(QStringLiteral("generations")).toArray().first().toObject();
    QCOMPARE(g.value(QStringLiteral("id")).toString(), QStringLiteral("tpu7x"));
    QCOMPARE(g.value(QStringLiteral("devices_per_chip")).toInt(), 2);
    QCOMPARE(g.value(QStringLiteral("usable_memory_bytes")).toDouble(), 94.75 * 1073741824.0);
    QCOMPARE(g.value(QStringLiteral("hbm_bandwidth_gb_s_per_chip")).toDouble(), 7370.0);
    QCOMPARE(g.value(QStringLiteral("hbm_bandwidth_confidence")).toString(), QStringLiteral("unconfirmed"));
    QCOMPARE(g.value(QStringLiteral("ici_chip_gb_s")).toObject().value(QStringLiteral("confidence")).toString(),
             QStringLiteral("unconfirmed"));
    QCOMPARE(g.value(QStringLiteral("frameworks_unsupported")).toArray().first().toString(),
             QStringLiteral("tensorflow"));
    bool seen = false;
    for (const QJsonValue v : root.value(QStringLiteral("slices")).toArray()) {
        const QJsonObject s = v.toObject();
        if (s.value(QStringLiteral("name")).toString() != QLatin1String("tpu7x-8"))
            continue;
        seen = true;
        QCOMPARE(s.value(QStringLiteral("chips")).toInt(), 4);
        QCOMPARE(s.value(QStringLiteral("devices")).toInt(), 8);
        QCOMPARE(s.value(QStringLiteral("topology")).toString(), QStringLiteral("2x2x1"));
        const QJsonObject p = s.value(QStringLiteral("prices")).toArray().first().toObject();
        QCOMPARE(p.value(QStringLiteral("price_listed")).toBool(true), false);
        QCOMPARE(p.value(QStringLiteral("usd_per_hour")).toString(), QStringLiteral("not-publicly-listed"));
        QVERIFY(!p.contains(QStringLiteral("total_usd_per_hour")));
    }
    QVERIFY(seen);
    // v4 gives its bandwidths with their confidence
    const Result v4 = run({"catalog", "--generation", "v4", "--format", "json"});
    const QJsonObject g4 = parseObject(v4.out, &ok).value(QStringLiteral("generations")).toArray().first().toObject();
    QCOMPARE(g4.value(QStringLiteral("ici_links_per_chip")).toInt(), 6);
    QCOMPARE(g4.value(QStringLiteral("ici_link_gb_s")).toObject().value(QStringLiteral("confidence")).toString(),
             QStringLiteral("secondary"));
    QCOMPARE(g4.value(QStringLiteral("pcie_gb_s_per_chip")).toObject().value(QStringLiteral("gb_s")).toDouble(), 16.0);
}

void TestCliFoundation::catalogJson()
{
    const Result r = run({"catalog", "--format", "json"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    bool ok = false;
    const QJsonObject root = parseObject(r.out, &ok);
    QVERIFY(ok);
    QCOMPARE(root.value(QStringLiteral("stale_after_months")).toInt(), 18);
    QVERIFY(root.value(QStringLiteral("catalog_version")).toString().startsWith(QLatin1String("builtin-")));

    QStringList generations;
    for (const QJsonValue g : root.value(QStringLiteral("generations")).toArray())
        generations << g.toObject().value(QStringLiteral("id")).toString();
    QCOMPARE(generations, QStringList({"v2", "v3", "v4", "v5e", "v5p", "v6e", "tpu7x"}));

    QHash<QString, QJsonObject> slices;
    for (const QJsonValue v : root.value(QStringLiteral("slices")).toArray())
        slices.insert(v.toObject().value(QStringLiteral("name")).toString(), v.toObject());
    const QStringList expected = allSlices();
    QCOMPARE(slices.size(), expected.size());
    for (const QString& name : expected) {
        QVERIFY2(slices.contains(name), qPrintable(name));
        const QJsonObject s = slices.value(name);
        QVERIFY2(s.value(QStringLiteral("prices")).isArray(), qPrintable(name));
        const QJsonArray prices = s.value(QStringLiteral("prices")).toArray();
        QVERIFY2(!prices.isEmpty(), qPrintable(name));
        for (const QJsonValue& pv : prices) {
            const QJsonObject p = pv.toObject();
            QVERIFY2(QDate::fromString(p.value(QStringLiteral("as_of")).toString(), Qt::ISODate).isValid(),
                     qPrintable(name));
            QVERIFY2(!p.value(QStringLiteral("source")).toString().isEmpty(), qPrintable(name));
            QVERIFY2(!p.value(QStringLiteral("source_ref")).toString().isEmpty(), qPrintable(name));
            QVERIFY2(p.value(QStringLiteral("stale")).isBool(), qPrintable(name));
            // a number, or the explicit "not-publicly-listed" (TPU7x): never a missing or zero price
            QVERIFY2(p.value(QStringLiteral("usd_per_hour")).isDouble()
                         ? p.value(QStringLiteral("usd_per_hour")).toDouble() >= 0
                         : p.value(QStringLiteral("usd_per_hour")).toString() == QLatin1String("not-publicly-listed"),
                     qPrintable(name));
        }
    }

    const QJsonObject v28 = slices.value(QStringLiteral("v2-8"));
    QCOMPARE(v28.value(QStringLiteral("generation")).toString(), QStringLiteral("v2"));
    QCOMPARE(v28.value(QStringLiteral("chips")).toInt(), 4);
    QCOMPARE(v28.value(QStringLiteral("cores")).toInt(), 8);
    QCOMPARE(v28.value(QStringLiteral("devices")).toInt(), 8);
    QCOMPARE(v28.value(QStringLiteral("memory_per_device_bytes")).toDouble(), 8.0 * 1024 * 1024 * 1024);
    bool colab = false;
    bool onDemand = false;
    for (const QJsonValue pv : v28.value(QStringLiteral("prices")).toArray()) {
        const QJsonObject p = pv.toObject();
        if (p.value(QStringLiteral("pricing")).toString() == QLatin1String("colab-free")) {
            colab = true;
            QCOMPARE(p.value(QStringLiteral("usd_per_hour")).toDouble(), 0.0);
            QCOMPARE(p.value(QStringLiteral("session_limit_hours")).toDouble(), 12.0);
        }
        if (p.value(QStringLiteral("region")).toString() == QLatin1String("us-central1")
            && p.value(QStringLiteral("pricing")).toString() == QLatin1String("on-demand")) {
            onDemand = true;
            QCOMPARE(p.value(QStringLiteral("usd_per_hour")).toDouble(), 4.5);
            QCOMPARE(p.value(QStringLiteral("source")).toString(), QStringLiteral("SP-v8"));
            QCOMPARE(p.value(QStringLiteral("as_of")).toString(), QStringLiteral("2025-04-19"));
        }
    }
    QVERIFY(colab);
    QVERIFY(onDemand);

    const QJsonObject v48 = slices.value(QStringLiteral("v4-8"));
    QCOMPARE(v48.value(QStringLiteral("chips")).toInt(), 4);
    QCOMPARE(v48.value(QStringLiteral("cores")).toInt(), 8);
    QCOMPARE(v48.value(QStringLiteral("devices")).toInt(), 4);
    const QJsonObject v5e = slices.value(QStringLiteral("v5litepod-8"));
    QCOMPARE(v5e.value(QStringLiteral("chips")).toInt(), 8);
    QCOMPARE(v5e.value(QStringLiteral("devices")).toInt(), 8);
    QVERIFY(!root.value(QStringLiteral("gpus")).toArray().isEmpty());
}

void TestCliFoundation::catalogGenerationFilter()
{
    const Result r = run({"catalog", "--generation", "v3", "--format", "json"});
    QCOMPARE(r.code, 0);
    bool ok = false;
    const QJsonObject root = parseObject(r.out, &ok);
    QVERIFY(ok);
    QCOMPARE(root.value(QStringLiteral("generations")).toArray().size(), 1);
    QStringList names;
    for (const QJsonValue v : root.value(QStringLiteral("slices")).toArray())
        names << v.toObject().value(QStringLiteral("name")).toString();
    QCOMPARE(names, sliceNames(QStringLiteral("v3"), {8, 32, 64, 128, 256, 512, 1024, 2048}));
    QVERIFY(!root.contains(QStringLiteral("gpus")));

    const Result text = run({"catalog", "--generation", "v5e"});
    QCOMPARE(text.code, 0);
    QVERIFY(text.out.contains(QLatin1String("v5litepod-256")));
    QVERIFY(!text.out.contains(QLatin1String("v3-8 ")));
    QVERIFY(!text.out.contains(QLatin1String("GPUs")));
}

void TestCliFoundation::catalogRegionFilter()
{
    const Result r = run({"catalog", "--region", "colab", "--format", "json"});
    QCOMPARE(r.code, 0);
    bool ok = false;
    const QJsonObject root = parseObject(r.out, &ok);
    QVERIFY(ok);
    int priced = 0;
    for (const QJsonValue v : root.value(QStringLiteral("slices")).toArray()) {
        const QJsonArray prices = v.toObject().value(QStringLiteral("prices")).toArray();
        for (const QJsonValue& p : prices)
            QCOMPARE(p.toObject().value(QStringLiteral("region")).toString(), QStringLiteral("colab"));
        if (!prices.isEmpty()) {
            ++priced;
            QCOMPARE(v.toObject().value(QStringLiteral("name")).toString(), QStringLiteral("v2-8"));
        }
    }
    QCOMPARE(priced, 1);
}

void TestCliFoundation::catalogText()
{
    const Result r = run({"catalog"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY(r.out.contains(QLatin1String("v2-8")));
    QVERIFY(r.out.contains(QLatin1String("4 chips, 8 cores, 8 devices"))); // v2-8, v3-8
    QVERIFY(r.out.contains(QLatin1String("4 chips, 8 cores, 4 devices"))); // v4-8, v5p-8
    QVERIFY(r.out.contains(QLatin1String("8 chips, 8 cores, 8 devices"))); // v5litepod-8, v6e-8
    QVERIFY(r.out.contains(QLatin1String("v6e-256")));
    QVERIFY(r.out.contains(QLatin1String("colab-free")));
    QVERIFY(r.out.contains(QLatin1String("STALE"))); // the 2021 Colab row is older than 18 months
}

void TestCliFoundation::catalogUserFile()
{
    const QString path = QStringLiteral(TPUPLAN_TEST_DATA "/catalog/user-catalog.yaml");
    const Result r = run({"catalog", "--catalog", path, "--generation", "v4", "--format", "json"});
    QCOMPARE(r.code, 0);
    bool ok = false;
    const QJsonObject root = parseObject(r.out, &ok);
    QVERIFY(ok);
    QVERIFY(root.value(QStringLiteral("catalog_version")).toString().endsWith(QLatin1String("+user")));
    bool found = false;
    for (const QJsonValue v : root.value(QStringLiteral("slices")).toArray())
        found = found || v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("v4-8192");
    QVERIFY(found);
}

void TestCliFoundation::catalogBadFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("where"); // file:line as printed

    const QString broken = QStringLiteral(TPUPLAN_TEST_DATA "/catalog/broken-price.yaml");
    QTest::addRow("missing as_of") << broken << broken + QStringLiteral(":6: prices[1].as_of: ");
    QTest::addRow("no such file") << "/no/such/catalog.yaml"
                                  << "/no/such/catalog.yaml: ";
}

void TestCliFoundation::catalogBadFile()
{
    QFETCH(QString, path);
    QFETCH(QString, where);

    const Result r = run({"catalog", "--catalog", path});
    QCOMPARE(r.code, 1);
    QVERIFY2(isOneLine(r.err), qPrintable(r.err));
    QVERIFY2(r.err.startsWith(QStringLiteral("tpuplan catalog: ") + where), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliFoundation::modelsJson()
{
    const Result r = run({"models", "--format", "json"});
    QCOMPARE(r.code, 0);
    bool ok = false;
    const QJsonObject root = parseObject(r.out, &ok);
    QVERIFY(ok);
    QHash<QString, qint64> params;
    for (const QJsonValue v : root.value(QStringLiteral("models")).toArray())
        params.insert(v.toObject().value(QStringLiteral("id")).toString(),
                      qint64(v.toObject().value(QStringLiteral("parameters")).toDouble()));
    QCOMPARE(params.size(), 22); // 6 encoders, 8 dense decoders, 8 of the 2025-26 families
    QCOMPARE(params.value(QStringLiteral("llama-3.1-8b")), qint64(8030261248));
    QCOMPARE(params.value(QStringLiteral("llama-3.1-405b")), qint64(405853388800));
    QCOMPARE(params.value(QStringLiteral("deepseek-v3")), qint64(671026419200));
    QCOMPARE(params.value(QStringLiteral("bert-base")), qint64(109482240));
    QCOMPARE(params.value(QStringLiteral("bigbird-roberta-large")), qint64(359123968));

    const Result text = run({"models"});
    QCOMPARE(text.code, 0);
    QCOMPARE(text.out.count(QLatin1Char('\n')), 22);
}

void TestCliFoundation::modelInfoJson_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<QString>("attention");

    QTest::addRow("bert-base") << "bert-base" << qint64(109482240) << "full";
    QTest::addRow("bert-large") << "bert-large" << qint64(335141888) << "full";
    QTest::addRow("roberta-base") << "roberta-base" << qint64(124645632) << "full";
    QTest::addRow("roberta-large") << "roberta-large" << qint64(355359744) << "full";
    QTest::addRow("bigbird-roberta-base") << "bigbird-roberta-base" << qint64(127468800) << "block_sparse";
    QTest::addRow("bigbird-roberta-large") << "bigbird-roberta-large" << qint64(359123968) << "block_sparse";
    QTest::addRow("HF config.json") << TPUPLAN_TEST_DATA "/hf/bert-base-uncased/config.json" << qint64(109482240)
                                    << "full";
    QTest::addRow("model YAML file") << TPUPLAN_TEST_DATA "/models/bert-mini.yaml" << qint64(11170560) << "full";
}

void TestCliFoundation::modelInfoJson()
{
    QFETCH(QString, model);
    QFETCH(qint64, parameters);
    QFETCH(QString, attention);

    const Result r = run({"model-info", "--model", model, "--format", "json"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    bool ok = false;
    const QJsonObject o = parseObject(r.out, &ok);
    QVERIFY(ok);
    QCOMPARE(qint64(o.value(QStringLiteral("parameters")).toDouble()), parameters);
    QCOMPARE(qint64(o.value(QStringLiteral("embedding_parameters")).toDouble())
                 + qint64(o.value(QStringLiteral("non_embedding_parameters")).toDouble()),
             parameters);
    QCOMPARE(o.value(QStringLiteral("attention_type")).toString(), attention);
    if (attention == QLatin1String("block_sparse")) {
        QCOMPARE(o.value(QStringLiteral("block_size")).toInt(), 64);
        QCOMPARE(o.value(QStringLiteral("num_random_blocks")).toInt(), 3);
        QCOMPARE(o.value(QStringLiteral("window_blocks")).toInt(), 3);
        QCOMPARE(o.value(QStringLiteral("global_blocks")).toInt(), 2);
    }
    if (model == QLatin1String("bert-base"))
        QCOMPARE(qint64(o.value(QStringLiteral("mlm_head_parameters")).toDouble()), qint64(622650));
}

void TestCliFoundation::modelInfoText()
{
    const Result r = run({"model-info", "--model", "bigbird-roberta-base"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QLatin1String("BigBird-RoBERTa-base (ITC) (big_bird)\n")));
    QVERIFY(r.out.contains(QLatin1String("block-sparse")));
    QVERIFY(r.err.isEmpty());
}

void TestCliFoundation::modelInfoBadFile_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("where"); // the start of the one line, after "tpuplan model-info: "

    QTest::addRow("no such file") << "/no/such.json"
                                  << "/no/such.json: model: no such file";
    QTest::addRow("unknown preset") << "bert-huge"
                                    << "<input>: model: unknown model preset \"bert-huge\"";
    const QString broken = QStringLiteral(TPUPLAN_TEST_DATA "/hf/broken.json");
    QTest::addRow("malformed JSON") << broken << broken + QStringLiteral(":7: not valid JSON");
    const QString t5 = QStringLiteral(TPUPLAN_TEST_DATA "/hf/t5-small/config.json");
    QTest::addRow("t5 config") << t5 << t5 + QStringLiteral(":14: model_type: unsupported model type \"t5\"");
}

void TestCliFoundation::modelInfoBadFile()
{
    QFETCH(QString, model);
    QFETCH(QString, where);

    const Result r = run({"model-info", "--model", model});
    QCOMPARE(r.code, 1);
    QVERIFY2(isOneLine(r.err), qPrintable(r.err));
    QVERIFY2(r.err.startsWith(QStringLiteral("tpuplan model-info: ") + where), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliFoundation::modelInfoNonAsciiPath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("모델/模型/日本語")));
    const QString path = dir.filePath(QStringLiteral("모델/模型/日本語/config.json"));
    QVERIFY(QFile::copy(QStringLiteral(TPUPLAN_TEST_DATA "/hf/roberta-base/config.json"), path));
    const Result r = run({"model-info", "--model", path, "--format", "json"});
    QCOMPARE(r.code, 0);
    bool ok = false;
    const QJsonObject o = parseObject(r.out, &ok);
    QVERIFY(ok);
    QCOMPARE(qint64(o.value(QStringLiteral("parameters")).toDouble()), qint64(124645632));
    QCOMPARE(o.value(QStringLiteral("source")).toString(), path);

    const QString missing = dir.filePath(QStringLiteral("모델/없음.json"));
    const Result bad = run({"model-info", "--model", missing});
    QCOMPARE(bad.code, 1);
    QVERIFY2(bad.err.contains(missing), qPrintable(bad.err));
}

QTEST_GUILESS_MAIN(TestCliFoundation)
#include "TestCliFoundation.moc"
