// SPDX-License-Identifier: GPL-3.0-or-later
// TFRecord shard plans against hand-computed numbers, and the readiness checklist items they feed.
#include "util/InputError.h"
#include "xla/ReadinessChecklist.h"
#include "xla/ShardPlan.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using namespace tpuplan::xla;

class TestShardPlan : public QObject
{
    Q_OBJECT

private slots:
    void plans_data();
    void plans();
    void fileNames();
    void badInput_data();
    void badInput();
    void notesAreTranslatedText();
    void checklist_data();
    void checklist();
};

void TestShardPlan::plans_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<double>("amount");
    QTest::addColumn<double>("perUnit"); // tokens per document, or text bytes per token
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<qint64>("records");
    QTest::addColumn<double>("totalBytes");
    QTest::addColumn<qint64>("shards");
    QTest::addColumn<qint64>("recordsPerShard");
    QTest::addColumn<qint64>("minRecordsPerShard");
    QTest::addColumn<bool>("tenPerHost");
    QTest::addColumn<QString>("notes");

    const int tokens = int(DatasetUnit::Tokens);
    const int docs = int(DatasetUnit::Documents);
    const int bytes = int(DatasetUnit::Bytes);

    // 10^9 tokens / 128 = 7,812,500 records of 128 × 8 + 72 = 1,096 bytes = 8,562,500,000 bytes;
    // ceil(8.5625e9 / 200e6) = 43 shards (≥ 10 for one host); 7,812,500 = 43 × 181,686 + 2
    QTest::addRow("1e9 tokens, one host")
        << tokens << 1e9 << 0.0 << 128 << 1 << qint64(1000000000) << qint64(7812500) << 8562500000.0 << qint64(43)
        << qint64(181687) << qint64(181686) << true << QString();
    // four hosts: max(43, 40) = 43, rounded up to a multiple of 4 = 44; 7,812,500 = 44 × 177,556 + 36
    QTest::addRow("1e9 tokens, four hosts")
        << tokens << 1e9 << 0.0 << 128 << 4 << qint64(1000000000) << qint64(7812500) << 8562500000.0 << qint64(44)
        << qint64(177557) << qint64(177556) << true << QString();
    // 32 hosts: 320 shards by hosts beat 43 by size; 26.8 MB each, under the ideal 100 MB
    QTest::addRow("1e9 tokens, 32 hosts")
        << tokens << 1e9 << 0.0 << 128 << 32 << qint64(1000000000) << qint64(7812500) << 8562500000.0 << qint64(320)
        << qint64(24415) << qint64(24414) << true << QStringLiteral("below-ideal-size");
    // 5e7 tokens: 390,625 records, 428,125,000 bytes; 3 by size, 10 by hosts: 42.8 MB shards (≥ 10 MB)
    QTest::addRow("5e7 tokens") << tokens << 5e7 << 0.0 << 128 << 1 << qint64(50000000) << qint64(390625) << 428125000.0
                                << qint64(10) << qint64(39063) << qint64(39062) << true
                                << QStringLiteral("below-ideal-size,fits-in-memory");
    // 10^6 tokens: 7,813 records (last one padded), 8,563,048 bytes: under 10 MB, so one shard
    QTest::addRow("1e6 tokens: one shard")
        << tokens << 1e6 << 0.0 << 128 << 1 << qint64(1000000) << qint64(7813) << 8563048.0 << qint64(1) << qint64(7813)
        << qint64(7813) << false << QStringLiteral("fewer-than-ten-per-host,fits-in-memory");
    // 3e7 tokens, 8 hosts: 234,375 records, 256,875,000 bytes; 80 shards would be 3.2 MB: floor(25.6875) = 25
    // shards of 10 MB+, rounded up to 32 for 8 hosts
    QTest::addRow("3e7 tokens, 8 hosts") << tokens << 3e7 << 0.0 << 128 << 8 << qint64(30000000) << qint64(234375)
                                         << 256875000.0 << qint64(32) << qint64(7325) << qint64(7324) << false
                                         << QStringLiteral("fewer-than-ten-per-host,fits-in-memory");
    // documents: 2,000,000 × 500 = 10^9 tokens, same as the first row
    QTest::addRow("documents") << docs << 2e6 << 500.0 << 128 << 1 << qint64(1000000000) << qint64(7812500)
                               << 8562500000.0 << qint64(43) << qint64(181687) << qint64(181686) << true << QString();
    // bytes of text: 4 × 10^9 bytes at 4 bytes per token = 10^9 tokens
    QTest::addRow("text bytes") << bytes << 4e9 << 4.0 << 128 << 1 << qint64(1000000000) << qint64(7812500)
                                << 8562500000.0 << qint64(43) << qint64(181687) << qint64(181686) << true << QString();
    // the BigBird talk: 4096-token records, 37 GB-class dataset (9 × 10^9 tokens): 2,197,266 records of 32,840
    // bytes = 72,158,215,440 bytes; ceil(/200e6) = 361 shards
    QTest::addRow("bigbird 4096") << tokens << 9e9 << 0.0 << 4096 << 1 << qint64(9000000000) << qint64(2197266)
                                  << 72158215440.0 << qint64(361) << qint64(6087) << qint64(6086) << true << QString();
    // 3 records for 4 hosts: 3 shards, some hosts idle
    QTest::addRow("fewer records than hosts")
        << tokens << 300.0 << 0.0 << 128 << 4 << qint64(300) << qint64(3) << 3288.0 << qint64(3) << qint64(1)
        << qint64(1) << false << QStringLiteral("fewer-records-than-hosts,fits-in-memory");
}

void TestShardPlan::plans()
{
    QFETCH(int, unit);
    QFETCH(double, amount);
    QFETCH(double, perUnit);
    QFETCH(int, seqLen);
    QFETCH(int, hosts);
    QFETCH(qint64, tokens);
    QFETCH(qint64, records);
    QFETCH(double, totalBytes);
    QFETCH(qint64, shards);
    QFETCH(qint64, recordsPerShard);
    QFETCH(qint64, minRecordsPerShard);
    QFETCH(bool, tenPerHost);
    QFETCH(QString, notes);

    ShardInput in;
    in.unit = DatasetUnit(unit);
    in.amount = amount;
    if (in.unit == DatasetUnit::Documents)
        in.tokensPerDocument = perUnit;
    if (in.unit == DatasetUnit::Bytes)
        in.textBytesPerToken = perUnit;
    in.seqLen = seqLen;
    in.hosts = hosts;
    in.usdPerGiBMonth = 0.02;
    const ShardPlan p = planShards(in);
    QCOMPARE(p.tokens, tokens);
    QCOMPARE(p.records, records);
    QCOMPARE(p.recordBytes, seqLen * 8.0 + 72.0);
    QCOMPARE(p.totalBytes, totalBytes);
    QCOMPARE(p.shards, shards);
    QCOMPARE(p.recordsPerShard, recordsPerShard);
    QCOMPARE(p.minRecordsPerShard, minRecordsPerShard);
    QCOMPARE(p.shardBytes, double(recordsPerShard) * p.recordBytes);
    QCOMPARE(p.tenPerHost, tenPerHost);
    QVERIFY(p.shardBytes <= in.maxShardBytes || p.shards == p.records);
    if (p.records >= hosts)
        QCOMPARE(p.shards % hosts, qint64(0));
    QCOMPARE(p.shardsPerHost, p.shards / hosts);
    // records are spread evenly: the fuller shards hold one record more
    QVERIFY(recordsPerShard - minRecordsPerShard <= 1);
    QVERIFY(p.minRecordsPerShard * p.shards <= p.records && p.records <= p.recordsPerShard * p.shards);
    QVERIFY(std::abs(p.totalGiB - totalBytes / (1024.0 * 1024.0 * 1024.0)) < 1e-12);
    QVERIFY(std::abs(p.storageUsdPerMonth - p.totalGiB * 0.02) < 1e-12);
    QStringList ids;
    for (ShardNote n : p.notes)
        ids << shardNoteId(n);
    QCOMPARE(ids.join(QLatin1Char(',')), notes);
}

void TestShardPlan::fileNames()
{
    ShardInput in;
    in.amount = 1e9;
    const ShardPlan p = planShards(in);
    QCOMPARE(p.fileName(0), QStringLiteral("train-00000-of-00043.tfrecord"));
    QCOMPARE(p.fileName(42, QStringLiteral("validation")), QStringLiteral("validation-00042-of-00043.tfrecord"));
    // storage at the catalog's standard price: 7.974 GiB × $0.020 = $0.159 per month
    ShardInput priced = in;
    priced.usdPerGiBMonth = 0.020;
    QVERIFY(std::abs(planShards(priced).storageUsdPerMonth - 8562500000.0 / 1073741824.0 * 0.020) < 1e-12);
}

void TestShardPlan::badInput_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<double>("amount");
    QTest::addColumn<double>("tokensPerDocument");
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<double>("bytesPerToken");
    QTest::addColumn<QString>("field");
    const int tokens = int(DatasetUnit::Tokens);
    QTest::addRow("zero tokens") << tokens << 0.0 << 0.0 << 128 << 1 << 8.0 << QStringLiteral("amount");
    QTest::addRow("negative tokens") << tokens << -5.0 << 0.0 << 128 << 1 << 8.0 << QStringLiteral("amount");
    QTest::addRow("NaN tokens") << tokens << std::nan("") << 0.0 << 128 << 1 << 8.0 << QStringLiteral("amount");
    QTest::addRow("absurd tokens") << tokens << 1e17 << 0.0 << 128 << 1 << 8.0 << QStringLiteral("amount");
    QTest::addRow("seq len 0") << tokens << 1e9 << 0.0 << 0 << 1 << 8.0 << QStringLiteral("seq_len");
    QTest::addRow("seq len huge") << tokens << 1e9 << 0.0 << (1 << 21) << 1 << 8.0 << QStringLiteral("seq_len");
    QTest::addRow("hosts 0") << tokens << 1e9 << 0.0 << 128 << 0 << 8.0 << QStringLiteral("hosts");
    QTest::addRow("bytes per token 0") << tokens << 1e9 << 0.0 << 128 << 1 << 0.0 << QStringLiteral("bytes_per_token");
    QTest::addRow("documents without tokens")
        << int(DatasetUnit::Documents) << 1e6 << 0.0 << 128 << 1 << 8.0 << QStringLiteral("tokens_per_document");
}

void TestShardPlan::badInput()
{
    QFETCH(int, unit);
    QFETCH(double, amount);
    QFETCH(double, tokensPerDocument);
    QFETCH(int, seqLen);
    QFETCH(int, hosts);
    QFETCH(double, bytesPerToken);
    QFETCH(QString, field);
    ShardInput in;
    in.unit = DatasetUnit(unit);
    in.amount = amount;
    in.tokensPerDocument = tokensPerDocument;
    in.seqLen = seqLen;
    in.hosts = hosts;
    in.bytesPerToken = bytesPerToken;
    try {
        planShards(in);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().field, field);
        QVERIFY(!e.issue().message.isEmpty());
    }
}

void TestShardPlan::notesAreTranslatedText()
{
    ShardInput in;
    in.amount = 1e6;
    const ShardPlan p = planShards(in);
    QVERIFY(!p.notes.isEmpty());
    for (ShardNote n : p.notes)
        QVERIFY(!shardNoteText(n, p).isEmpty());
    const QStringList a = shardAssumptions(p);
    QVERIFY(a.size() >= 3);
    QVERIFY(a.join(QLatin1Char(' ')).contains(QStringLiteral("TFRecord")));

    QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
    const QString text = shardNoteText(ShardNote::FitsInMemory, p);
    QLocale::setDefault(QLocale::c());
    QVERIFY2(text.contains(QStringLiteral("8,6 MB")), qPrintable(text));
}

void TestShardPlan::checklist_data()
{
    QTest::addColumn<int>("access");
    QTest::addColumn<int>("data");
    QTest::addColumn<double>("tokens");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<QString>("dataLocation");
    QTest::addColumn<QString>("shards");
    QTest::addColumn<QString>("shuffle");

    const int vm = int(TpuAccess::TpuVm);
    const int node = int(TpuAccess::TpuNode);
    const int unknown = int(TpuAccess::Unknown);
    const int gcs = int(DataLocation::CloudStorage);
    const int local = int(DataLocation::LocalDisk);
    QTest::addRow("node reading local disk fails")
        << node << local << 1e9 << 1 << QStringLiteral("no") << QStringLiteral("yes") << QStringLiteral("unknown");
    QTest::addRow("node on gcs") << node << gcs << 1e9 << 1 << QStringLiteral("yes") << QStringLiteral("yes")
                                 << QStringLiteral("unknown");
    QTest::addRow("vm on local disk") << vm << local << 1e9 << 4 << QStringLiteral("yes") << QStringLiteral("yes")
                                      << QStringLiteral("unknown");
    QTest::addRow("unknown access, local disk") << unknown << local << 1e9 << 1 << QStringLiteral("unknown")
                                                << QStringLiteral("yes") << QStringLiteral("unknown");
    QTest::addRow("a tiny dataset: one shard")
        << vm << gcs << 1e6 << 1 << QStringLiteral("yes") << QStringLiteral("no") << QStringLiteral("no");
}

void TestShardPlan::checklist()
{
    QFETCH(int, access);
    QFETCH(int, data);
    QFETCH(double, tokens);
    QFETCH(int, hosts);
    QFETCH(QString, dataLocation);
    QFETCH(QString, shards);
    QFETCH(QString, shuffle);

    ShardInput in;
    in.amount = tokens;
    in.hosts = hosts;
    ReadinessInput r;
    r.access = TpuAccess(access);
    r.data = DataLocation(data);
    applyShards(r, planShards(in));
    const QVector<ReadinessItem> items = readinessChecklist(r);
    QCOMPARE(items.size(), 10);
    QStringList ids;
    for (const ReadinessItem& it : items) {
        ids << it.id;
        QVERIFY(!it.title.isEmpty());
        QVERIFY(!it.explanation.isEmpty());
        QVERIFY(!it.source.isEmpty());
        if (it.id == QLatin1String("data-location"))
            QCOMPARE(satisfiedId(it.satisfied), dataLocation);
        if (it.id == QLatin1String("shards"))
            QCOMPARE(satisfiedId(it.satisfied), shards);
        if (it.id == QLatin1String("shuffle-shards"))
            QCOMPARE(satisfiedId(it.satisfied), shuffle);
        if (it.id == QLatin1String("jit-compile") || it.id == QLatin1String("strategy-scope"))
            QCOMPARE(it.satisfied, Satisfied::Unknown);
    }
    QCOMPARE(ids,
             (QStringList{QStringLiteral("xla-rules"), QStringLiteral("xla-tested"), QStringLiteral("static-shapes"),
                          QStringLiteral("padding-multiple"), QStringLiteral("data-location"),
                          QStringLiteral("tf-data-pipeline"), QStringLiteral("strategy-scope"),
                          QStringLiteral("jit-compile"), QStringLiteral("shards"), QStringLiteral("shuffle-shards")}));

    // the flags the user states
    r.jitCompile = true;
    r.underStrategyScope = true;
    r.pureTfData = false;
    for (const ReadinessItem& it : readinessChecklist(r)) {
        if (it.id == QLatin1String("jit-compile"))
            QCOMPARE(it.satisfied, Satisfied::No);
        if (it.id == QLatin1String("strategy-scope"))
            QCOMPARE(it.satisfied, Satisfied::Yes);
        if (it.id == QLatin1String("tf-data-pipeline")) {
            const Satisfied expected = r.access == TpuAccess::TpuNode
                ? Satisfied::No
                : (r.access == TpuAccess::TpuVm ? Satisfied::Yes : Satisfied::Unknown);
            QCOMPARE(it.satisfied, expected);
        }
    }
}

QTEST_GUILESS_MAIN(TestShardPlan)
#include "TestShardPlan.moc"
