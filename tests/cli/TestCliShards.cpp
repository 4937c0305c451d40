// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan shards: the plan in text and JSON, storage from the catalog, and usage errors (exit 2, one line).
#include "CliRunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {
using Result = test::CliRun;
using test::isOneLine;
constexpr auto run = &test::runCli;
} // namespace

class TestCliShards : public QObject
{
    Q_OBJECT

private slots:
    void json_data();
    void json();
    void text();
    void sliceHosts();
    void usageErrors_data();
    void usageErrors();
};

void TestCliShards::json_data()
{
    QTest::addColumn<QStringList>("size");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<qint64>("shards");
    QTest::addColumn<qint64>("recordsPerShard");
    QTest::addRow("tokens") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1000000000")} << 1 << qint64(43)
                            << qint64(181687);
    QTest::addRow("tokens with suffix") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1G")} << 1
                                        << qint64(43) << qint64(181687);
    QTest::addRow("tokens in e-notation")
        << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9")} << 4 << qint64(44) << qint64(177557);
    QTest::addRow("documents") << QStringList{QStringLiteral("--documents"), QStringLiteral("2000000"),
                                              QStringLiteral("--tokens-per-document"), QStringLiteral("500")}
                               << 1 << qint64(43) << qint64(181687);
    QTest::addRow("bytes") << QStringList{QStringLiteral("--bytes"), QStringLiteral("4e9")} << 1 << qint64(43)
                           << qint64(181687);
}

void TestCliShards::json()
{
    QFETCH(QStringList, size);
    QFETCH(int, hosts);
    QFETCH(qint64, shards);
    QFETCH(qint64, recordsPerShard);
    const Result r = run(QStringList{QStringLiteral("shards")} + size
                         + QStringList{QStringLiteral("--seq-len"), QStringLiteral("128"), QStringLiteral("--hosts"),
                                       QString::number(hosts), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QJsonParseError e;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &e).object();
    QCOMPARE(e.error, QJsonParseError::NoError);
    QCOMPARE(qint64(o[QStringLiteral("tokens")].toDouble()), qint64(1000000000));
    QCOMPARE(qint64(o[QStringLiteral("records")].toDouble()), qint64(7812500));
    QCOMPARE(o[QStringLiteral("record_bytes")].toDouble(), 1096.0);
    QCOMPARE(qint64(o[QStringLiteral("shards")].toDouble()), shards);
    QCOMPARE(qint64(o[QStringLiteral("records_per_shard")].toDouble()), recordsPerShard);
    QCOMPARE(o[QStringLiteral("hosts")].toInt(), hosts);
    QVERIFY(o[QStringLiteral("ten_per_host")].toBool());
    QCOMPARE(o[QStringLiteral("first_file")].toString(),
             QStringLiteral("train-00000-of-%1.tfrecord").arg(shards, 5, 10, QLatin1Char('0')));
    const QJsonObject storage = o[QStringLiteral("storage")].toObject();
    QCOMPARE(storage[QStringLiteral("class")].toString(), QStringLiteral("standard"));
    QCOMPARE(storage[QStringLiteral("region")].toString(), QStringLiteral("us-central1"));
    const double price = storage[QStringLiteral("usd_per_gib_month")].toDouble();
    QVERIFY(price > 0);
    QVERIFY(std::abs(storage[QStringLiteral("usd_per_month")].toDouble() - 8562500000.0 / 1073741824.0 * price) < 1e-9);
    QCOMPARE(o[QStringLiteral("checklist")].toArray().size(), 4);
}

void TestCliShards::text()
{
    const Result r
        = run({QStringLiteral("shards"), QStringLiteral("--tokens"), QStringLiteral("1000000"), QStringLiteral("--tpu"),
               QStringLiteral("node"), QStringLiteral("--data"), QStringLiteral("local")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("7813 records")) || r.out.contains(QStringLiteral("7,813 records")));
    QVERIFY(r.out.contains(QStringLiteral("train-00000-of-00001.tfrecord")));
    QVERIFY(r.out.contains(QStringLiteral("Notes")));
    QVERIFY(r.out.contains(QStringLiteral("Assumptions")));
    QVERIFY2(r.out.contains(QStringLiteral("[ ] Data where the TPU can read it")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("[ ] Shard order shuffled")));
}

void TestCliShards::sliceHosts()
{
    // the catalog knows how many hosts a slice has; a v2-8/v3-8 has one
    const Result r
        = run({QStringLiteral("shards"), QStringLiteral("--tokens"), QStringLiteral("1e9"), QStringLiteral("--slice"),
               QStringLiteral("v3-8"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o[QStringLiteral("hosts")].toInt(), 1);
    QCOMPARE(qint64(o[QStringLiteral("shards")].toDouble()), qint64(43));
}

void TestCliShards::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("no size") << QStringList();
    QTest::addRow("two sizes") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"),
                                              QStringLiteral("--bytes"), QStringLiteral("4e9")};
    QTest::addRow("zero tokens") << QStringList{QStringLiteral("--tokens"), QStringLiteral("0")};
    QTest::addRow("negative tokens") << QStringList{QStringLiteral("--tokens"), QStringLiteral("-5")};
    QTest::addRow("fractional tokens") << QStringList{QStringLiteral("--tokens"), QStringLiteral("2.5")};
    QTest::addRow("text tokens") << QStringList{QStringLiteral("--tokens"), QStringLiteral("lots")};
    QTest::addRow("documents alone") << QStringList{QStringLiteral("--documents"), QStringLiteral("1000")};
    QTest::addRow("seq len 0") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"),
                                              QStringLiteral("--seq-len"), QStringLiteral("0")};
    QTest::addRow("hosts 0") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"),
                                            QStringLiteral("--hosts"), QStringLiteral("0")};
    QTest::addRow("unknown region") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"),
                                                   QStringLiteral("--region"), QStringLiteral("mars-north1")};
    QTest::addRow("unknown storage class") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"),
                                                          QStringLiteral("--storage-class"), QStringLiteral("glacier")};
    QTest::addRow("unknown slice") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"),
                                                  QStringLiteral("--slice"), QStringLiteral("v9-8")};
    QTest::addRow("hosts and slice") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"),
                                                    QStringLiteral("--slice"),  QStringLiteral("v3-8"),
                                                    QStringLiteral("--hosts"),  QStringLiteral("2")};
    QTest::addRow("bad tpu") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"), QStringLiteral("--tpu"),
                                            QStringLiteral("pod")};
    QTest::addRow("absurd tokens") << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e17")};
}

void TestCliShards::usageErrors()
{
    QFETCH(QStringList, args);
    const Result r = run(QStringList{QStringLiteral("shards")} + args);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(isOneLine(r.err), qPrintable(r.err));
    QVERIFY(r.err.startsWith(QStringLiteral("tpuplan shards: ")));
}

QTEST_GUILESS_MAIN(TestCliShards)
#include "TestCliShards.moc"
