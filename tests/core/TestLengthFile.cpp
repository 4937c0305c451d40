// SPDX-License-Identifier: GPL-3.0-or-later
// Reading sequence lengths: plain lists, CSV columns, histograms, and every kind of bad file with its line number.
#include "util/InputError.h"
#include "xla/LengthFile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::xla;

class TestLengthFile : public QObject
{
    Q_OBJECT

private slots:
    void goodFiles_data();
    void goodFiles();
    void badFiles_data();
    void badFiles();
    void histogramQueries();
    void readFromDisk_data();
    void readFromDisk();
    void missingFileAndFolder();
    void fieldCount_data();
    void fieldCount();
};

void TestLengthFile::goodFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("countColumn");
    QTest::addColumn<qint64>("sequences");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<int>("minLength");
    QTest::addColumn<int>("maxLength");
    QTest::addColumn<QString>("chosenColumn");
    QTest::addColumn<QString>("chosenCount");
    QTest::addColumn<bool>("csv");

    QTest::addRow("plain list") << QByteArray("10\n20\n30\n100\n") << QString() << QString() << qint64(4) << qint64(160)
                                << 10 << 100 << QString() << QString() << false;
    QTest::addRow("no final newline") << QByteArray("5\n7") << QString() << QString() << qint64(2) << qint64(12) << 5
                                      << 7 << QString() << QString() << false;
    QTest::addRow("CRLF line endings") << QByteArray("128\r\n64\r\n64\r\n") << QString() << QString() << qint64(3)
                                       << qint64(256) << 64 << 128 << QString() << QString() << false;
    QTest::addRow("blank lines and spaces") << QByteArray("\n  12  \n\n\t8\t\n \n") << QString() << QString()
                                            << qint64(2) << qint64(20) << 8 << 12 << QString() << QString() << false;
    QTest::addRow("BOM and header") << QByteArray("\xEF\xBB\xBFlength\n3\n4\n") << QString() << QString() << qint64(2)
                                    << qint64(7) << 3 << 4 << QStringLiteral("length") << QString() << false;
    QTest::addRow("decimal and exponent") << QByteArray("128.0\n1e3\n00042\n") << QString() << QString() << qint64(3)
                                          << qint64(1170) << 42 << 1000 << QString() << QString() << false;
    QTest::addRow("the limit itself") << QByteArray("1048576\n") << QString() << QString() << qint64(1)
                                      << qint64(1048576) << 1048576 << 1048576 << QString() << QString() << false;
    QTest::addRow("csv length column by known name")
        << QByteArray("id,text,length\n1,\"hello, world\",12\n2,\"a \"\"quote\"\"\",30\n") << QString() << QString()
        << qint64(2) << qint64(42) << 12 << 30 << QStringLiteral("length") << QString() << true;
    QTest::addRow("csv column by name") << QByteArray("a,b\n5,9\n6,10\n") << QStringLiteral("b") << QString()
                                        << qint64(2) << qint64(19) << 9 << 10 << QStringLiteral("b") << QString()
                                        << true;
    QTest::addRow("csv column by number, no header")
        << QByteArray("5,9\n6,10\n") << QStringLiteral("2") << QString() << qint64(2) << qint64(19) << 9 << 10
        << QStringLiteral("column 2") << QString() << true;
    QTest::addRow("csv first numeric column") << QByteArray("name,n\nx,7\ny,9\n") << QString() << QString() << qint64(2)
                                              << qint64(16) << 7 << 9 << QStringLiteral("n") << QString() << true;
    QTest::addRow("histogram with count column")
        << QByteArray("length,count\n128,1000\n512,10\n64,0\n") << QString() << QString() << qint64(1010)
        << qint64(133120) << 128 << 512 << QStringLiteral("length") << QStringLiteral("count") << true;
    QTest::addRow("histogram with named count column")
        << QByteArray("len;n\n3;2\n") << QString() << QStringLiteral("n") << qint64(2) << qint64(6) << 3 << 3
        << QStringLiteral("len") << QStringLiteral("n") << true;
    QTest::addRow("tsv with CJK header") << QByteArray("文章\t長さ\n\"日本語\"\t33\n中文\t7\n")
                                         << QStringLiteral("長さ") << QString() << qint64(2) << qint64(40) << 7 << 33
                                         << QString::fromUtf8("長さ") << QString() << true;
    QTest::addRow("quoted numbers, CRLF")
        << QByteArray("\"length\"\r\n\"12\"\r\n\" 3 \"\r\n") << QString() << QString() << qint64(2) << qint64(15) << 3
        << 12 << QStringLiteral("length") << QString() << false;
    QTest::addRow("quoted field across lines")
        << QByteArray("text,length\n\"line one\nline two\",5\nx,6\n") << QString() << QString() << qint64(2)
        << qint64(11) << 5 << 6 << QStringLiteral("length") << QString() << true;
}

void TestLengthFile::goodFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, column);
    QFETCH(QString, countColumn);
    QFETCH(qint64, sequences);
    QFETCH(qint64, tokens);
    QFETCH(int, minLength);
    QFETCH(int, maxLength);
    QFETCH(QString, chosenColumn);
    QFETCH(QString, chosenCount);
    QFETCH(bool, csv);

    LengthFileOptions opt;
    opt.column = column;
    opt.countColumn = countColumn;
    LengthFileInfo info;
    const LengthHistogram h = LengthFile::parse(content, QStringLiteral("mem.txt"), opt, &info);
    QCOMPARE(h.sequences(), sequences);
    QCOMPARE(h.tokens(), tokens);
    QCOMPARE(h.minLength(), minLength);
    QCOMPARE(h.maxLength(), maxLength);
    QCOMPARE(info.column, chosenColumn);
    QCOMPARE(info.countColumn, chosenCount);
    QCOMPARE(info.format == LengthFileInfo::Format::Csv, csv);
}

void TestLengthFile::badFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("messagePart");

    QTest::addRow("empty") << QByteArray() << QString() << 0 << QString() << QStringLiteral("empty");
    QTest::addRow("only blank lines") << QByteArray("\n \r\n\n") << QString() << 0 << QString()
                                      << QStringLiteral("no lengths");
    QTest::addRow("non-numeric on line 3")
        << QByteArray("12\n13\nabc\n14\n") << QString() << 3 << QString() << QStringLiteral("\"abc\" is not a number");
    QTest::addRow("digits then text") << QByteArray("12\n13x\n") << QString() << 2 << QString()
                                      << QStringLiteral("\"13x\" is not a number");
    QTest::addRow("two numbers on a line")
        << QByteArray("12 13\n") << QString() << 1 << QString() << QStringLiteral("is not a number");
    QTest::addRow("negative") << QByteArray("12\n-5\n") << QString() << 2 << QString()
                              << QStringLiteral("-5 is negative");
    QTest::addRow("negative first line") << QByteArray("-5\n") << QString() << 1 << QString()
                                         << QStringLiteral("negative");
    QTest::addRow("fraction") << QByteArray("12\n\n12.5\n") << QString() << 3 << QString()
                              << QStringLiteral("not a whole number");
    QTest::addRow("zero") << QByteArray("1\n0\n") << QString() << 2 << QString() << QStringLiteral("0 tokens");
    QTest::addRow("huge") << QByteArray("12\n13\n14\n1048577\n") << QString() << 4 << QString()
                          << QStringLiteral("longer than the limit");
    QTest::addRow("absurd") << QByteArray("99999999999999999999999\n") << QString() << 1 << QString()
                            << QStringLiteral("longer than the limit");
    QTest::addRow("inf is not a number") << QByteArray("12\ninf\n") << QString() << 2 << QString()
                                         << QStringLiteral("not a number");
    QTest::addRow("hex is not a number") << QByteArray("0x10\n") << QString() << 1 << QString()
                                         << QStringLiteral("not a number");
    QTest::addRow("binary NUL") << QByteArray("12\n13\n\x01\x02\x00\x03", 9) << QString() << 3 << QString()
                                << QStringLiteral("not text");
    QTest::addRow("UTF-16") << QByteArray("\xFF\xFE"
                                          "1\x00"
                                          "2\x00\n\x00",
                                          8)
                            << QString() << 1 << QString() << QStringLiteral("UTF-16");
    QTest::addRow("control byte") << QByteArray("12\n\x01\x02\n") << QString() << 2 << QString()
                                  << QStringLiteral("control byte 0x01");
    QTest::addRow("header only") << QByteArray("length\n") << QString() << 1 << QString()
                                 << QStringLiteral("no lengths");
    QTest::addRow("csv bad value names the column") << QByteArray("id,length\n1,5\n2,x\n") << QString() << 3
                                                    << QStringLiteral("length") << QStringLiteral("\"x\" is not");
    QTest::addRow("csv unknown column") << QByteArray("id,length\n1,5\n") << QStringLiteral("len") << 1
                                        << QStringLiteral("len") << QStringLiteral("no column named \"len\"");
    QTest::addRow("csv short row") << QByteArray("id,length\n1,5\n2\n") << QString() << 3 << QStringLiteral("length")
                                   << QStringLiteral("field");
    QTest::addRow("csv no numeric column")
        << QByteArray("a,b\nx,y\n") << QString() << 2 << QString() << QStringLiteral("no column holds a number");
    QTest::addRow("csv unclosed quote") << QByteArray("a,length\n\"x,5\n") << QString() << 2 << QString()
                                        << QStringLiteral("not closed");
    QTest::addRow("csv negative count") << QByteArray("length,count\n5,-1\n") << QString() << 2
                                        << QStringLiteral("count") << QStringLiteral("negative");
    QTest::addRow("huge on line 4 after a header") << QByteArray("length\r\n1\r\n2\r\n2000000\r\n") << QString() << 4
                                                   << QStringLiteral("length") << QStringLiteral("2000000 tokens");
    QTest::addRow("plain list, named column") << QByteArray("5\n") << QStringLiteral("length") << 0
                                              << QStringLiteral("length") << QStringLiteral("plain list");
}

void TestLengthFile::badFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, column);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, messagePart);

    LengthFileOptions opt;
    opt.column = column;
    try {
        LengthFile::parse(content, QStringLiteral("bad.txt"), opt);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, QStringLiteral("bad.txt"));
        QCOMPARE(e.issue().line, line);
        QCOMPARE(e.issue().field, field);
        QVERIFY2(e.issue().message.contains(messagePart), qPrintable(e.text()));
        if (line > 0)
            QVERIFY(e.text().startsWith(QStringLiteral("bad.txt:%1:").arg(line)));
    }
}

void TestLengthFile::histogramQueries()
{
    const LengthHistogram h = LengthHistogram::fromLengths({10, 20, 30, 100, 20});
    QCOMPARE(h.sequences(), qint64(5));
    QCOMPARE(h.tokens(), qint64(180));
    QCOMPARE(h.bins().size(), 4);
    QCOMPARE(h.meanLength(), 36.0);
    QCOMPARE(h.quantile(0.0), 10);
    QCOMPARE(h.quantile(0.2), 10);
    QCOMPARE(h.quantile(0.5), 20);
    QCOMPARE(h.quantile(0.8), 30);
    QCOMPARE(h.quantile(1.0), 100);
    QCOMPARE(h.countAtMost(20), qint64(3));
    QCOMPARE(h.countAtMost(9), qint64(0));

    // chart bins of 32 tokens: (0,32] holds 10, 20, 20, 30; (32,64] and (64,96] are empty; (96,128] holds 100
    const QVector<LengthBin> g = h.grouped(32);
    QCOMPARE(g.size(), 4);
    QCOMPARE(g[0], (LengthBin{32, 4}));
    QCOMPARE(g[1], (LengthBin{64, 0}));
    QCOMPARE(g[3], (LengthBin{128, 1}));
    QCOMPARE(h.chartBinWidth(4), 32);
    QCOMPARE(h.chartBinWidth(1000), 1);

    LengthHistogram a;
    a.add(20, 2);
    a.add(100);
    a.add(10);
    a.add(30);
    a.add(0); // ignored
    a.add(1 << 21); // ignored
    QCOMPARE(a, h);
    QCOMPARE(a.tokens(), h.tokens());
}

void TestLengthFile::readFromDisk_data()
{
    QTest::addColumn<QString>("name");
    QTest::addRow("ascii") << QStringLiteral("lengths.txt");
    QTest::addRow("japanese") << QStringLiteral("系列長さ.txt");
    QTest::addRow("chinese") << QStringLiteral("序列长度.csv");
    QTest::addRow("korean") << QStringLiteral("시퀀스 길이.txt");
}

void TestLengthFile::readFromDisk()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("length\n128\n512\n");
    }
    LengthFileInfo info;
    const LengthHistogram h = LengthFile::read(path, {}, &info);
    QCOMPARE(h.sequences(), qint64(2));
    QCOMPARE(h.maxLength(), 512);
    QCOMPARE(info.values, qint64(2));

    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("length\n128\nmany\n");
    f.close();
    try {
        LengthFile::read(path);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, path);
        QCOMPARE(e.issue().line, 3);
    }
}

void TestLengthFile::missingFileAndFolder()
{
    QTemporaryDir dir;
    try {
        LengthFile::read(dir.filePath(QStringLiteral("none.txt")));
        QFAIL("no error");
    } catch (const InputError& e) {
        QVERIFY(e.issue().message.contains(QStringLiteral("no such file")));
    }
    try {
        LengthFile::read(dir.path());
        QFAIL("no error");
    } catch (const InputError& e) {
        QVERIFY(e.issue().message.contains(QStringLiteral("folder")));
    }
    const QString empty = dir.filePath(QStringLiteral("empty.txt"));
    QFile f(empty);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    try {
        LengthFile::read(empty);
        QFAIL("no error");
    } catch (const InputError& e) {
        QVERIFY(e.issue().message.contains(QStringLiteral("empty")));
    }
}

void TestLengthFile::fieldCount_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("fields");
    QTest::addRow("plain list") << QByteArray("5\n7\n") << 1;
    QTest::addRow("no header, tabs") << QByteArray("a\t7\t70\nb\t8\t80\n") << 3;
    QTest::addRow("a quoted comma is one field") << QByteArray("1,\"a, b\",5\n2,\"c\",6\n") << 3;
    QTest::addRow("blank lines before the first record") << QByteArray("\n\n4;5\n6;7\n") << 2;
    QTest::addRow("header 長さ,数") << QByteArray("長さ,数\n5,1\n") << 2;
}

void TestLengthFile::fieldCount()
{
    QFETCH(QByteArray, content);
    QFETCH(int, fields);
    LengthFileInfo info;
    LengthFile::parse(content, QStringLiteral("fields.csv"), {}, &info);
    QCOMPARE(info.fields, fields);
}

QTEST_GUILESS_MAIN(TestLengthFile)
#include "TestLengthFile.moc"
