// SPDX-License-Identifier: GPL-3.0-or-later
// Replays every seed (tests/fuzz/corpus/<target>/) and every saved crash input (tests/fuzz/regressions/<target>/)
// through the parser its fuzzer drives, in the ordinary test suite: bad input must end in an InputError naming the
// file, anything else (another exception, a crash, a hang past the CTest timeout) fails. A crash the fuzzers find is
// kept by copying its input into tests/fuzz/regressions/<target>/ (scripts/fuzz.sh says where).
#include "FuzzParsers.h"

#include "util/InputError.h"

#include <QDir>
#include <QElapsedTimer>
#include <QtTest>

#include <exception>

using namespace tpuplan;

class TestFuzzCorpus : public QObject
{
    Q_OBJECT
private slots:
    void everyTargetHasSeeds();
    void replay_data();
    void replay();
};

namespace {
QString fuzzDir()
{
    return QStringLiteral(TPUPLAN_SOURCE_DIR "/tests/fuzz/");
}
QStringList inputsOf(const QString& kind, const char* corpus)
{
    QDir dir(fuzzDir() + kind + QLatin1Char('/') + QLatin1String(corpus));
    QStringList out;
    for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
        if (name != QLatin1String("README.md"))
            out << dir.filePath(name);
    return out;
}
} // namespace

void TestFuzzCorpus::everyTargetHasSeeds()
{
    for (const fuzz::Target& t : fuzz::targets())
        QVERIFY2(inputsOf(QStringLiteral("corpus"), t.corpus).size() >= 3, t.corpus);
}

void TestFuzzCorpus::replay_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("path");
    const QVector<fuzz::Target>& all = fuzz::targets();
    for (int i = 0; i < all.size(); ++i) {
        QTest::addRow("%s: empty input", all[i].name) << i << QString();
        for (const QString& kind : {QStringLiteral("corpus"), QStringLiteral("regressions")})
            for (const QString& path : inputsOf(kind, all[i].corpus))
                QTest::addRow("%s: %s/%s", all[i].name, qPrintable(kind), qPrintable(QFileInfo(path).fileName()))
                    << i << path;
    }
}

void TestFuzzCorpus::replay()
{
    QFETCH(int, target);
    QFETCH(QString, path);
    QByteArray bytes;
    if (!path.isEmpty()) {
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        bytes = f.readAll();
    }
    QElapsedTimer timer;
    timer.start();
    try {
        fuzz::targets()[target].parse(bytes);
    } catch (const InputError& e) {
        QVERIFY2(!e.issue().file.isEmpty() && !e.issue().message.isEmpty(), qPrintable(e.text()));
    } catch (const std::exception& e) {
        QFAIL(qPrintable(QStringLiteral("not an InputError: %1").arg(QString::fromLocal8Bit(e.what()))));
    }
    // the fuzzers treat 10 s as a hang; an input that takes a second here is worth a look
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
}

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "TestFuzzCorpus.moc"
