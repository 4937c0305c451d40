// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan catalog import FILE [--format skypilot|gpuhunt] [--format text|json] [--as-of DATE] [--dry-run]
//                             [--user-catalog FILE]: the diff, the rows not imported, then "wrote FILE" or
// "dry run: nothing written"; exit 0 ok, 1 bad file (named with its line), 2 usage.
#include "CliRunner.h"
#include "Commands.h"
#include "TestFiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan::cli;

namespace {

QString fixture(const QString& name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/import/") + name;
}

const QString kVms = QStringLiteral("vms.csv@006059e0_TPU_EXTRACT.csv");
const QString kHuntJun = QStringLiteral("tpu_pricing.json@c8bb9a79_2024-06-11.json");

using Run = tpuplan::test::CliRun;
using tpuplan::test::readAll;

Run run(const QStringList& args)
{
    return tpuplan::test::runCli(QStringList{QStringLiteral("catalog"), QStringLiteral("import")} + args);
}

} // namespace

class TestCliCatalogImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importThenAgain();
    void dryRun();
    void jsonOutput();
    void issuesListed_data();
    void issuesListed();
    void badFiles_data();
    void badFiles();
    void usage_data();
    void usage();
    void help();
    void brokenUserCatalog();
};

void TestCliCatalogImport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestCliCatalogImport::importThenAgain()
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("ユーザー/catalog.yaml"));
    const QStringList args{fixture(kVms), QStringLiteral("--as-of"), QStringLiteral("2025-04-19"),
                           QStringLiteral("--user-catalog"), catalog};
    const Run first = run(args);
    QCOMPARE(first.code, 0);
    QVERIFY2(first.err.isEmpty(), qPrintable(first.err));
    QVERIFY(first.out.contains(QStringLiteral("(SkyPilot GCP catalog CSV)")));
    QVERIFY(first.out.contains(QStringLiteral("rows read: 87, prices mapped: 149, not imported: 10, warnings: 7")));
    QVERIFY(first.out.contains(QStringLiteral("Changed prices (3):")));
    // built-in v2 pod europe-west4: 1.65 per chip x 256 chips = 422.40; SkyPilot v8: 384.00 per slice
    QVERIFY2(first.out.contains(QRegularExpression(QStringLiteral(
                 "v2-512 +europe-west4 +on-demand +\\$422.40 -> \\$384.00 per slice  -\\$38.40 \\(-9.1%\\)"))),
             qPrintable(first.out));
    QVERIFY(first.out.contains(QStringLiteral("New prices (9):")));
    QVERIFY(first.out.contains(
        QRegularExpression(QStringLiteral("v6e-1 +southamerica-west1 +on-demand +\\$2.70 per slice"))));
    QVERIFY(first.out.contains(QStringLiteral("Unchanged prices: 137 (137 of them now cite this import)")));
    QVERIFY(first.out.contains(
        QStringLiteral(":61: tpu-v6e-1 asia-east1-c: on-demand: $700.00/h is SkyPilot's placeholder")));
    QVERIFY(first.out.trimmed().endsWith(QStringLiteral("wrote ") + catalog));
    const QByteArray written = readAll(catalog);
    QVERIFY(written.contains("imported_from: \"vms.csv@006059e0_TPU_EXTRACT.csv\""));

    const Run second = run(args);
    QCOMPARE(second.code, 0);
    QVERIFY(second.out.contains(QStringLiteral("Unchanged prices: 149\n")));
    QVERIFY(second.out.contains(QStringLiteral("No changes.")));
    QVERIFY(!second.out.contains(QStringLiteral("Changed prices")));
    QVERIFY(second.out.trimmed().endsWith(QStringLiteral("nothing to write: %1 is up to date").arg(catalog)));
    QCOMPARE(readAll(catalog), written);

    // the catalog command reads the file it wrote
    QString out;
    QString err;
    QTextStream o(&out);
    QTextStream e(&err);
    QCOMPARE(runMain({QStringLiteral("catalog"), QStringLiteral("--catalog"), catalog, QStringLiteral("--region"),
                      QStringLiteral("southamerica-west1")},
                     Io{o, e}),
             0);
    o.flush();
    QVERIFY2(out.contains(QStringLiteral("IMPORT-skypilot-vms-csv-006059e0-tpu-extract")), qPrintable(out + err));
}

void TestCliCatalogImport::dryRun()
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("catalog.yaml"));
    const Run r = run({fixture(kHuntJun), QStringLiteral("--dry-run"), QStringLiteral("--as-of"),
                       QStringLiteral("2024-06-11"), QStringLiteral("--user-catalog"), catalog});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("(gpuhunt TPU pricing JSON)")));
    QVERIFY(r.out.trimmed().endsWith(QStringLiteral("dry run: nothing written")));
    QVERIFY(!QFile::exists(catalog));
}

void TestCliCatalogImport::jsonOutput()
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("catalog.yaml"));
    const Run r = run({fixture(kVms), QStringLiteral("--format"), QStringLiteral("skypilot"),
                       QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--as-of"),
                       QStringLiteral("2025-04-19"), QStringLiteral("--user-catalog"), catalog});
    QCOMPARE(r.code, 0);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("skypilot"));
    QCOMPARE(root.value(QStringLiteral("as_of")).toString(), QStringLiteral("2025-04-19"));
    QCOMPARE(root.value(QStringLiteral("as_of_from")).toString(), QStringLiteral("option"));
    QCOMPARE(root.value(QStringLiteral("rows_read")).toInt(), 87);
    QCOMPARE(root.value(QStringLiteral("written")).toBool(), true);
    QCOMPARE(root.value(QStringLiteral("source")).toObject().value(QStringLiteral("key")).toString(),
             QStringLiteral("IMPORT-skypilot-vms-csv-006059e0-tpu-extract"));
    const QJsonObject diff = root.value(QStringLiteral("diff")).toObject();
    QCOMPARE(diff.value(QStringLiteral("changed")).toArray().size(), 3);
    QCOMPARE(diff.value(QStringLiteral("added")).toArray().size(), 9);
    QCOMPARE(diff.value(QStringLiteral("gone")).toArray().size(), 0);
    QCOMPARE(diff.value(QStringLiteral("unchanged")).toInt(), 137);
    bool seen = false;
    for (const QJsonValue v : diff.value(QStringLiteral("changed")).toArray()) {
        const QJsonObject c = v.toObject();
        if (c.value(QStringLiteral("hardware")).toString() != QLatin1String("v2-512")
            || c.value(QStringLiteral("pricing")).toString() != QLatin1String("spot"))
            continue;
        seen = true;
        // built-in 0.495 per chip x 256 = 126.72; SkyPilot v8 97.92
        QCOMPARE(c.value(QStringLiteral("compared_per")).toString(), QStringLiteral("slice"));
        QVERIFY(qAbs(c.value(QStringLiteral("old_usd_per_hour")).toDouble() - 126.72) < 1e-9);
        QVERIFY(qAbs(c.value(QStringLiteral("new_usd_per_hour")).toDouble() - 97.92) < 1e-9);
        QVERIFY(qAbs(c.value(QStringLiteral("delta_usd_per_hour")).toDouble() + 28.8) < 1e-9);
        QVERIFY(qAbs(c.value(QStringLiteral("delta_percent")).toDouble() + 22.727272727272727) < 1e-9);
    }
    QVERIFY(seen);
    const QJsonArray issues = root.value(QStringLiteral("issues")).toArray();
    QCOMPARE(issues.size(), 17);
    QCOMPARE(issues.first().toObject().value(QStringLiteral("line")).toInt(), 61);
    QCOMPARE(issues.first().toObject().value(QStringLiteral("reason")).toString(), QStringLiteral("placeholder"));
    // again: an empty diff
    const Run again = run({fixture(kVms), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--as-of"),
                           QStringLiteral("2025-04-19"), QStringLiteral("--user-catalog"), catalog});
    const QJsonObject root2 = QJsonDocument::fromJson(again.out.toUtf8()).object();
    QCOMPARE(root2.value(QStringLiteral("diff")).toObject().value(QStringLiteral("empty")).toBool(), true);
    QCOMPARE(root2.value(QStringLiteral("written")).toBool(), false);
}

// Files that import with rows left out: exit 0, each left-out row named with its line.
// clang-format off
void TestCliCatalogImport::issuesListed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::addRow("unknown region") << "unknown-region.csv" << "unknown-region.csv:3: tpu-v2-8 mars-north1-a: \"mars-north1\" is not a known Google Cloud region";
    QTest::addRow("zones disagree") << "zones-disagree.csv" << "zones-disagree.csv:2: tpu-v2-8 us-central1-b: on-demand: rows for us-central1 disagree";
    QTest::addRow("gpuhunt spot column") << "tpu_pricing.json@b707e743_2024-12-23.json" << "tpu_pricing.json@b707e743_2024-12-23.json:83: TPU v4 pod / us-central2: " "spot: $3.686/h is not below the on-demand $3.22/h";
    QTest::addRow("GPUs not in the catalog") << "data_gcp.csv@0718451f_EXTRACT.csv" << "data_gcp.csv@0718451f_EXTRACT.csv:5: P4 us-central1-a: the catalog has no GPU for \"P4\"";
}
// clang-format on

void TestCliCatalogImport::issuesListed()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const Run r = run({fixture(file), QStringLiteral("--as-of"), QStringLiteral("2025-01-01"),
                       QStringLiteral("--user-catalog"), dir.filePath(QStringLiteral("c.yaml"))});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(expected), qPrintable(r.out));
}

// Files that are not price files: exit 1, one message naming the file and the line; nothing written.
// clang-format off
void TestCliCatalogImport::badFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::addRow("missing column") << fixture(QStringLiteral("missing-price-column.csv")) << fixture(QStringLiteral("missing-price-column.csv:1: missing column(s) Price"));
    QTest::addRow("non-numeric price") << fixture(QStringLiteral("non-numeric-price.csv")) << fixture(QStringLiteral( "non-numeric-price.csv:3: Price: expected a number, got \"eight\""));
    QTest::addRow("empty file") << fixture(QStringLiteral("empty.csv")) << fixture(QStringLiteral("empty.csv: the file is empty"));
    QTest::addRow("broken JSON") << fixture(QStringLiteral("broken.json")) << fixture(QStringLiteral("broken.json:6: not valid JSON"));
    QTest::addRow("binary file") << QStringLiteral("BINARY") << QStringLiteral("this is a binary file");
    QTest::addRow("missing file") << fixture(QStringLiteral("nope.csv")) << fixture(QStringLiteral("nope.csv: cannot read the file"));
}
// clang-format on

void TestCliCatalogImport::badFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    if (file == QLatin1String("BINARY")) {
        file = dir.filePath(QStringLiteral("vms.csv"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("\x7f"
                           "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0",
                           16));
    }
    const QString catalog = dir.filePath(QStringLiteral("c.yaml"));
    const Run r = run({file, QStringLiteral("--user-catalog"), catalog});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(QStringLiteral("tpuplan catalog import: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY(!QFile::exists(catalog));
}

// clang-format off
void TestCliCatalogImport::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString f = fixture(kVms);
    QTest::addRow("no file") << QStringList{} << "give the price file to import";
    QTest::addRow("two files") << QStringList{f, f} << "unexpected argument";
    QTest::addRow("bad date") << QStringList{f, QStringLiteral("--as-of"), QStringLiteral("19/04/2025")} << "--as-of must be a date YYYY-MM-DD";
    QTest::addRow("bad format") << QStringList{f, QStringLiteral("--format"), QStringLiteral("xml")} << "--format must be skypilot, gpuhunt, auto, text or json";
    QTest::addRow("two input formats") << QStringList{f, QStringLiteral("--format"), QStringLiteral("skypilot"), QStringLiteral("--format"), QStringLiteral("gpuhunt")} << "the file's format twice";
    QTest::addRow("two output formats") << QStringList{f, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--format"), QStringLiteral("text")} << "the output format twice";
    QTest::addRow("bad spot-as") << QStringList{f, QStringLiteral("--spot-as"), QStringLiteral("cheap")} << "--spot-as must be one of spot, preemptible";
    QTest::addRow("unknown option") << QStringList{f, QStringLiteral("--frobnicate")} << "frobnicate";
}
// clang-format on

void TestCliCatalogImport::usage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    args << QStringLiteral("--user-catalog") << dir.filePath(QStringLiteral("c.yaml"));
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("c.yaml"))));
}

void TestCliCatalogImport::help()
{
    const Run r = run({QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("Usage: tpuplan catalog import [options]")));
    for (const char* word : {"FILE", "--format", "--as-of", "--dry-run", "--user-catalog", "--spot-as"})
        QVERIFY2(r.out.contains(QString::fromLatin1(word)), word);
}

void TestCliCatalogImport::brokenUserCatalog()
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("catalog.yaml"));
    QFile f(catalog);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("prices:\n  - {hardware: v2-8, unit: slice, region: us-central1, pricing: spot, usd_per_hour: x, as_of: "
            "2025-01-01, source: SP-v8}\n");
    f.close();
    const Run r = run({fixture(kVms), QStringLiteral("--user-catalog"), catalog});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(catalog + QStringLiteral(":2: prices[0].usd_per_hour")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliCatalogImport)
#include "TestCliCatalogImport.moc"
