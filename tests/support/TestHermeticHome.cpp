// SPDX-License-Identifier: GPL-3.0-or-later
// Every test process starts in a fresh home of its own (HermeticHome.cpp): the per-user files of the app all resolve
// inside it and none of them exists yet, even when the test is started with a HOME full of broken files (CTest
// starts every test so, see tests/CMakeLists.txt), and a child process sees the same home.
#include "TemporaryHome.h"
#include "catalog/UserCatalogFile.h"
#include "memory/CalibrationStore.h"
#include "store/PlanStore.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

using namespace tpuplan;

class TestHermeticHome : public QObject
{
    Q_OBJECT

private slots:
    void freshHome()
    {
        const QString home = QDir::homePath();
        QVERIFY2(QFileInfo(home).fileName().startsWith(QStringLiteral("tpuplan-test-home-")), qPrintable(home));
        QCOMPARE(qEnvironmentVariable("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
        QCOMPARE(qEnvironmentVariable("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
        QCOMPARE(qEnvironmentVariable("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
        QVERIFY(QDir(home + QStringLiteral("/.config")).isEmpty());
        QVERIFY(QDir(home + QStringLiteral("/.local/share")).isEmpty());
    }

    void userFilesInside()
    {
        const QString home = QDir::homePath() + QLatin1Char('/');
        for (const QString& path :
             {defaultUserCatalogPath(), CalibrationStore::defaultPath(), PlanStore::defaultPath()}) {
            QVERIFY2(path.startsWith(home), qPrintable(path));
            QVERIFY2(!QFileInfo::exists(path), qPrintable(path));
        }
    }

    void childSeesIt()
    {
        QProcess p;
        p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("printf %s \"$HOME\"")});
        QVERIFY(p.waitForFinished());
        QCOMPARE(QString::fromLocal8Bit(p.readAllStandardOutput()), QDir::homePath());
    }

    void temporaryHomeForOneClass()
    {
        const QString processHome = QDir::homePath();
        {
            test::TemporaryHome h;
            QVERIFY(h.isValid());
            QCOMPARE(QDir::homePath(), h.path());
            QVERIFY(defaultUserCatalogPath().startsWith(h.path() + QStringLiteral("/.qttest/")));
        }
        QCOMPARE(QDir::homePath(), processHome);
        QStandardPaths::setTestModeEnabled(false);
    }
};

QTEST_GUILESS_MAIN(TestHermeticHome)
#include "TestHermeticHome.moc"
