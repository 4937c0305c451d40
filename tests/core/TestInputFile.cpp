// SPDX-License-Identifier: GPL-3.0-or-later
// The one file preflight: a missing or unreadable file, a file over the reader's limit (refused before it is read),
// UTF-16, NUL bytes and bytes that are not UTF-8 each refused with the file and the line (the offset of the first bad
// byte in the message); a log keeps its stray bytes. Files and folders with non-ASCII names.
#include "util/InputError.h"
#include "util/InputFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

Q_DECLARE_METATYPE(tpuplan::TextCheck)

class TestInputFile : public QObject
{
    Q_OBJECT

private slots:
    void readsText_data();
    void readsText();
    void refuses_data();
    void refuses();
    void missingFile();
    void refusedBeforeRead();
    void firstInvalidUtf8_data();
    void firstInvalidUtf8();
    void lineOfOffset_data();
    void lineOfOffset();
};

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

void TestInputFile::readsText_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<TextCheck>("check");
    QTest::addRow("empty") << QByteArray() << TextCheck::Strict;
    QTest::addRow("ASCII") << QByteArray("a: 1\nb: 2\n") << TextCheck::Strict;
    QTest::addRow("Japanese, Chinese, Korean")
        << QByteArray("名前: 計画\n模型: 中文\n이름: 한국어\n") << TextCheck::Strict;
    QTest::addRow("UTF-8 BOM kept") << QByteArray("\xEF\xBB\xBFname: x\n") << TextCheck::Strict;
    QTest::addRow("four-byte character") << QByteArray("emoji: \xF0\x9F\x98\x80\n") << TextCheck::Strict;
    QTest::addRow("log with Latin-1") << QByteArray("caf\xe9 Used 9.13G\n") << TextCheck::Log;
    QTest::addRow("log with NUL padding after 8 KiB") << QByteArray(8192, 'x') + QByteArray(16, '\0') << TextCheck::Log;
}

void TestInputFile::readsText()
{
    QFETCH(QByteArray, content);
    QFETCH(TextCheck, check);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = writeFile(dir, QStringLiteral("入力.txt"), content);
    QCOMPARE(readInputFile(path, qint64(1024) * 1024, QStringLiteral("a test file"), check), content);
}

void TestInputFile::refuses_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<TextCheck>("check");
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("larger than the limit")
        << QByteArray(2049, 'a') << TextCheck::Strict << qint64(2048) << 0 << "MiB, too large for a test file";
    QTest::addRow("4 MiB limit") << QByteArray(4 * 1024 * 1024 + 1, 'a') << TextCheck::Strict << qint64(4) * 1024 * 1024
                                 << 0 << "4 MiB";
    QTest::addRow("UTF-16 LE") << QByteArray("\xFF\xFEn\0a\0", 6) << TextCheck::Strict << qint64(1024) << 1
                               << "UTF-16 text";
    QTest::addRow("UTF-16 BE") << QByteArray("\xFE\xFF\0n\0a", 6) << TextCheck::Strict << qint64(1024) << 1
                               << "UTF-16 text";
    QTest::addRow("NUL on line 3") << QByteArray("a\nb\nc\0d", 7) << TextCheck::Strict << qint64(1024) << 3
                                   << "binary file (it contains NUL bytes), not a test file";
    QTest::addRow("NUL at the start of a log") << QByteArray("\x7f"
                                                             "ELF\0\0\0\x01",
                                                             8)
                                               << TextCheck::Log << qint64(1024) << 1 << "binary file";
    QTest::addRow("Latin-1 on line 2") << QByteArray("name: x\ncaf\xe9\n") << TextCheck::Strict << qint64(1024) << 2
                                       << "not UTF-8 text (byte 0xe9 at offset 11)";
    QTest::addRow("truncated Japanese") << QByteArray("名前: \xE8\xA8") << TextCheck::Strict << qint64(1024) << 1
                                        << "byte 0xe8 at offset 8";
}

void TestInputFile::refuses()
{
    QFETCH(QByteArray, content);
    QFETCH(TextCheck, check);
    QFETCH(qint64, maxBytes);
    QFETCH(int, line);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("計画")));
    const QString path = writeFile(dir, QStringLiteral("計画/파일.yaml"), content);
    try {
        readInputFile(path, maxBytes, QStringLiteral("a test file"), check);
        QFAIL("no InputError");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, path);
        QCOMPARE(e.issue().line, line);
        QVERIFY2(e.issue().message.contains(fragment), qPrintable(e.text()));
    }
    // the same checks on bytes in memory, where the size is the caller's business
    if (content.size() <= maxBytes) {
        try {
            checkInputText(content, QStringLiteral("<pasted>"), QStringLiteral("a test file"), check);
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.issue().file, QStringLiteral("<pasted>"));
            QCOMPARE(e.issue().line, line);
            QVERIFY2(e.issue().message.contains(fragment), qPrintable(e.text()));
        }
    }
}

void TestInputFile::missingFile()
{
    const QString path = QStringLiteral("/nonexistent/計画.yaml");
    try {
        readInputFile(path, 1024, QStringLiteral("a plan file"));
        QFAIL("no InputError");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, path);
        QCOMPARE(e.issue().line, 0);
        QCOMPARE(e.issue().message, QStringLiteral("cannot read the file: no such file"));
    }
    // a folder exists but cannot be read as a file
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    try {
        readInputFile(dir.path(), 1024, QStringLiteral("a plan file"));
        QFAIL("no InputError");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, dir.path());
        QVERIFY2(e.issue().message.startsWith(QStringLiteral("cannot read the file")), qPrintable(e.text()));
    }
}

void TestInputFile::refusedBeforeRead()
{
    // a sparse 1 GiB file: refused by its size, in a moment and without reading it
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.yaml"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(1) << 30));
    }
    QElapsedTimer timer;
    timer.start();
    QVERIFY_EXCEPTION_THROWN(readInputFile(path, qint64(16) * 1024 * 1024, QStringLiteral("a catalog file")),
                             InputError);
    QVERIFY(timer.elapsed() < 1000);
}

void TestInputFile::firstInvalidUtf8_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("offset");
    QTest::addRow("empty") << QByteArray() << -1;
    QTest::addRow("ASCII") << QByteArray("plain") << -1;
    QTest::addRow("CJK") << QByteArray("日本語 中文 한국어") << -1;
    QTest::addRow("U+10FFFF") << QByteArray("\xF4\x8F\xBF\xBF") << -1;
    QTest::addRow("lone continuation byte") << QByteArray("ab\x80") << 2;
    QTest::addRow("Latin-1") << QByteArray("caf\xe9!") << 3;
    QTest::addRow("overlong slash") << QByteArray("a\xC0\xAF") << 1;
    QTest::addRow("surrogate") << QByteArray("x\xED\xA0\x80") << 1;
    QTest::addRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << 0;
    QTest::addRow("cut at the end") << QByteArray("ok\xE6\x97") << 2;
    QTest::addRow("five-byte form") << QByteArray("\xF8\x88\x80\x80\x80") << 0;
}

void TestInputFile::firstInvalidUtf8()
{
    QFETCH(QByteArray, data);
    QFETCH(int, offset);
    QCOMPARE(tpuplan::firstInvalidUtf8(data), offset);
}

void TestInputFile::lineOfOffset_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("line");
    QTest::addRow("start") << QByteArray("a\nb\n") << 0 << 1;
    QTest::addRow("negative") << QByteArray("a\nb\n") << -5 << 1;
    QTest::addRow("on the newline") << QByteArray("a\nb\n") << 1 << 1;
    QTest::addRow("second line") << QByteArray("a\nb\n") << 2 << 2;
    QTest::addRow("past the end") << QByteArray("a\nb\n") << 99 << 3;
    QTest::addRow("after CJK") << QByteArray("名前\n値") << 7 << 2;
}

void TestInputFile::lineOfOffset()
{
    QFETCH(QByteArray, text);
    QFETCH(int, offset);
    QFETCH(int, line);
    QCOMPARE(tpuplan::lineOfOffset(text, offset), line);
}

QTEST_GUILESS_MAIN(TestInputFile)
#include "TestInputFile.moc"
