// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan padding: output, JSON numbers, and exit codes: 0 ok, 1 bad lengths file (file and line named), 2 bad usage.
#include "CliRunner.h"

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
} // namespace

class TestCliPadding : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void textOutput_data();
    void textOutput();
    void jsonNumbers();
    void csvColumnAndNoPacking();
    void badFiles_data();
    void badFiles();
    void usageErrors_data();
    void usageErrors();
    void listedInHelp();

private:
    QString write(const QString& name, const QByteArray& content);
    QTemporaryDir m_dir;
};

void TestCliPadding::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestCliPadding::write(const QString& name, const QByteArray& content)
{
    QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    f.write(content);
    return path;
}

void TestCliPadding::textOutput_data()
{
    QTest::addColumn<QString>("name");
    QTest::addRow("ascii") << QStringLiteral("lengths.txt");
    QTest::addRow("japanese") << QStringLiteral("トークン長.txt");
    QTest::addRow("chinese") << QStringLiteral("长度 列表.txt");
    QTest::addRow("korean") << QStringLiteral("길이.txt");
}

void TestCliPadding::textOutput()
{
    QFETCH(QString, name);
    const QString path = write(name, "10\n20\n30\n100\n");
    const Result r = run(
        {QStringLiteral("padding"), QStringLiteral("--lengths"), path, QStringLiteral("--batch"), QStringLiteral("2")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY(r.out.contains(path));
    QVERIFY(r.out.contains(QStringLiteral("4 sequences, 160 tokens")));
    QVERIFY(r.out.contains(QStringLiteral("pad to the dataset maximum (100)")));
    QVERIFY(r.out.contains(QStringLiteral("Recommended: pack into chunks of 128")));
    QVERIFY(r.out.contains(QStringLiteral("If examples must stay whole: pad each batch to a multiple of 8")));
    QVERIFY(r.out.contains(QStringLiteral("[x] Static input shapes")));
}

void TestCliPadding::jsonNumbers()
{
    const QString path = write(QStringLiteral("sample.txt"), "10\r\n20\r\n30\r\n100\r\n");
    const Result r = run({QStringLiteral("padding"), QStringLiteral("--lengths"), path, QStringLiteral("--batch"),
                          QStringLiteral("2"), QStringLiteral("--buckets"), QStringLiteral("32,128"),
                          QStringLiteral("--multiples"), QStringLiteral("32"), QStringLiteral("--format"),
                          QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    QJsonParseError e;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &e).object();
    QCOMPARE(e.error, QJsonParseError::NoError);
    QCOMPARE(o[QStringLiteral("format")].toString(), QStringLiteral("list"));
    const QJsonObject lengths = o[QStringLiteral("lengths")].toObject();
    QCOMPARE(lengths[QStringLiteral("sequences")].toInt(), 4);
    QCOMPARE(lengths[QStringLiteral("tokens")].toInt(), 160);
    QCOMPARE(lengths[QStringLiteral("max_length")].toInt(), 100);
    QCOMPARE(lengths[QStringLiteral("histogram")].toArray().size(), 4);
    QCOMPARE(o[QStringLiteral("fixed_length")].toInt(), 128);

    const QJsonArray s = o[QStringLiteral("strategies")].toArray();
    QStringList ids;
    for (const QJsonValue& v : s)
        ids << v.toObject()[QStringLiteral("id")].toString();
    QCOMPARE(ids,
             (QStringList{QStringLiteral("pad-to-max"), QStringLiteral("fixed-128"), QStringLiteral("multiple-32"),
                          QStringLiteral("buckets-32-128"), QStringLiteral("packing-128")}));
    // pad to max: 400 slots for 160 tokens
    const QJsonObject max = s[0].toObject();
    QCOMPARE(max[QStringLiteral("computed_tokens")].toDouble(), 400.0);
    QCOMPARE(max[QStringLiteral("padded_share")].toDouble(), 0.6);
    QCOMPARE(max[QStringLiteral("throughput_cost")].toDouble(), 1.5);
    QCOMPARE(max[QStringLiteral("real_tokens_per_step")].toDouble(), 80.0);
    QCOMPARE(max[QStringLiteral("shapes")].toInt(), 1);
    // multiple of 32 with batch 2: expected 320 slots, 1.5 expected shapes
    const QJsonObject m = s[2].toObject();
    QCOMPARE(m[QStringLiteral("computed_tokens")].toDouble(), 320.0);
    QCOMPARE(m[QStringLiteral("expected_shapes")].toDouble(), 1.5);
    QCOMPARE(m[QStringLiteral("max_shapes")].toInt(), 2);
    // buckets 32, 128: 224 slots, 2 shapes
    QCOMPARE(s[3].toObject()[QStringLiteral("computed_tokens")].toDouble(), 224.0);
    QCOMPARE(s[3].toObject()[QStringLiteral("shapes")].toInt(), 2);
    // packing 128: 2 chunks
    QCOMPARE(s[4].toObject()[QStringLiteral("rows")].toInt(), 2);

    // buckets 32/128 cost 0.4, less than packing 128 (0.6: the second chunk is 96 tokens of padding)
    const QJsonObject rec = o[QStringLiteral("recommendation")].toObject();
    QCOMPARE(rec[QStringLiteral("strategy")].toString(), QStringLiteral("buckets-32-128"));
    QCOMPARE(rec[QStringLiteral("reason")].toString(), QStringLiteral("lowest-cost"));
    QVERIFY(!rec.contains(QStringLiteral("cheaper_rejected")));
    QVERIFY(rec[QStringLiteral("text")].toString().contains(QStringLiteral("buckets 32, 128")));
    QCOMPARE(o[QStringLiteral("recommendation_without_packing")].toObject()[QStringLiteral("strategy")].toString(),
             QStringLiteral("buckets-32-128"));
    const QJsonArray checklist = o[QStringLiteral("checklist")].toArray();
    QCOMPARE(checklist.size(), 2);
    QCOMPARE(checklist[0].toObject()[QStringLiteral("satisfied")].toString(), QStringLiteral("yes"));
}

void TestCliPadding::csvColumnAndNoPacking()
{
    const QString path = write(QStringLiteral("lengths.csv"), "id,n_chars,tokens\n1,50,12\n2,400,130\n3,90,30\n");
    Result r = run({QStringLiteral("padding"), QStringLiteral("--lengths"), path, QStringLiteral("--no-packing"),
                    QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o[QStringLiteral("format")].toString(), QStringLiteral("csv"));
    QCOMPARE(o[QStringLiteral("column")].toString(), QStringLiteral("tokens"));
    QCOMPARE(o[QStringLiteral("lengths")].toObject()[QStringLiteral("max_length")].toInt(), 130);
    QVERIFY(o[QStringLiteral("recommendation")].toObject()[QStringLiteral("reason")].toString()
            != QLatin1String("packing"));

    r = run({QStringLiteral("padding"), QStringLiteral("--lengths"), path, QStringLiteral("--column"),
             QStringLiteral("n_chars"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o[QStringLiteral("lengths")].toObject()[QStringLiteral("max_length")].toInt(), 400);

    const QString hist = write(QStringLiteral("histogram.csv"), "length,count\n128,900\n512,100\n");
    r = run({QStringLiteral("padding"), QStringLiteral("--lengths"), hist});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("counts from column \"count\"")));
    QVERIFY(r.out.contains(QStringLiteral("1000 sequences")) || r.out.contains(QStringLiteral("1,000 sequences")));
}

void TestCliPadding::badFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("what");
    QTest::addRow("empty") << QByteArray() << QStringList() << QString() << QStringLiteral("empty");
    QTest::addRow("non-numeric") << QByteArray("12\n13\nabc\n") << QStringList() << QStringLiteral(":3:")
                                 << QStringLiteral("not a number");
    QTest::addRow("negative") << QByteArray("12\n-13\n") << QStringList() << QStringLiteral(":2:")
                              << QStringLiteral("negative");
    QTest::addRow("huge") << QByteArray("12\n13\n14\n15\n5000000\n") << QStringList() << QStringLiteral(":5:")
                          << QStringLiteral("longer than the limit");
    QTest::addRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 16) << QStringList()
                            << QStringLiteral(":3:") << QStringLiteral("not text");
    QTest::addRow("unknown column") << QByteArray("a,b\n1,2\n")
                                    << QStringList{QStringLiteral("--column"), QStringLiteral("len")}
                                    << QStringLiteral(":1:") << QStringLiteral("no column named");
}

void TestCliPadding::badFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extra);
    QFETCH(QString, where);
    QFETCH(QString, what);
    const QString path = write(QStringLiteral("bad.txt"), content);
    const Result r = run(QStringList{QStringLiteral("padding"), QStringLiteral("--lengths"), path} + extra);
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(isOneLine(r.err), qPrintable(r.err));
    QVERIFY2(r.err.contains(path + where), qPrintable(r.err));
    QVERIFY2(r.err.contains(what), qPrintable(r.err));

    const Result missing = run(
        {QStringLiteral("padding"), QStringLiteral("--lengths"), m_dir.filePath(QStringLiteral("존재하지 않음.txt"))});
    QCOMPARE(missing.code, 1);
    QVERIFY(missing.err.contains(QStringLiteral("no such file")));
}

void TestCliPadding::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    const QString file = QStringLiteral("FILE");
    QTest::addRow("no --lengths") << QStringList();
    QTest::addRow("batch 0") << QStringList{QStringLiteral("--lengths"), file, QStringLiteral("--batch"),
                                            QStringLiteral("0")};
    QTest::addRow("batch text") << QStringList{QStringLiteral("--lengths"), file, QStringLiteral("--batch"),
                                               QStringLiteral("many")};
    QTest::addRow("bad buckets") << QStringList{QStringLiteral("--lengths"), file, QStringLiteral("--buckets"),
                                                QStringLiteral("64,abc")};
    QTest::addRow("bucket 0") << QStringList{QStringLiteral("--lengths"), file, QStringLiteral("--buckets"),
                                             QStringLiteral("0")};
    QTest::addRow("fixed length too long")
        << QStringList{QStringLiteral("--lengths"), file, QStringLiteral("--fixed-length"), QStringLiteral("2000000")};
    QTest::addRow("bad format") << QStringList{QStringLiteral("--lengths"), file, QStringLiteral("--format"),
                                               QStringLiteral("xml")};
    QTest::addRow("unknown option") << QStringList{QStringLiteral("--lengths"), file, QStringLiteral("--colour")};
    QTest::addRow("max shapes 0") << QStringList{QStringLiteral("--lengths"), file, QStringLiteral("--max-shapes"),
                                                 QStringLiteral("0")};
}

void TestCliPadding::usageErrors()
{
    QFETCH(QStringList, args);
    const QString path = write(QStringLiteral("ok.txt"), "12\n");
    args.replaceInStrings(QStringLiteral("FILE"), path);
    const Result r = run(QStringList{QStringLiteral("padding")} + args);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(isOneLine(r.err), qPrintable(r.err));
    QVERIFY(r.err.startsWith(QStringLiteral("tpuplan padding: ")));
}

void TestCliPadding::listedInHelp()
{
    const Result r = run({QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("padding")));
    QVERIFY(r.out.contains(QStringLiteral("shards")));
    const Result h = run({QStringLiteral("padding"), QStringLiteral("--help")});
    QCOMPARE(h.code, 0);
    QVERIFY(h.out.contains(QStringLiteral("--lengths")));
    QVERIFY(h.out.contains(QStringLiteral("--no-packing")));
}

QTEST_GUILESS_MAIN(TestCliPadding)
#include "TestCliPadding.moc"
