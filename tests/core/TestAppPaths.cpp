// SPDX-License-Identifier: GPL-3.0-or-later
// The app's identity and per-user paths: each file where the app has always kept it (the app's AppConfigLocation,
// AppDataLocation and QSettings file for the names it sets), and the same paths whatever names the running program
// has (the CLI calls itself tpuplan).
#include "catalog/UserCatalogFile.h"
#include "memory/CalibrationStore.h"
#include "store/PlanStore.h"
#include "util/AppPaths.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace tpuplan;

class TestAppPaths : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void identity();
    void paths_data();
    void paths();
    void settingsFile();
    void readersUseThem();
};

namespace {

// Runs `f` while the running program has the names the app sets, then restores the test's own names.
template <typename F> auto asTheApp(F f)
{
    const QString org = QCoreApplication::organizationName();
    const QString app = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(AppPaths::organizationName());
    QCoreApplication::setApplicationName(AppPaths::applicationName());
    auto result = f();
    QCoreApplication::setOrganizationName(org);
    QCoreApplication::setApplicationName(app);
    return result;
}

} // namespace

void TestAppPaths::identity()
{
    QCOMPARE(AppPaths::organizationName(), QStringLiteral("tpu-planner"));
    QCOMPARE(AppPaths::applicationName(), QStringLiteral("tpu-planner"));
}

void TestAppPaths::paths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("location"); // QStandardPaths::StandardLocation the app would use
    QTest::addColumn<QString>("fileName");
    QTest::addRow("user catalog") << AppPaths::userCatalog() << int(QStandardPaths::AppConfigLocation)
                                  << "catalog.yaml";
    QTest::addRow("calibrations") << AppPaths::calibrations() << int(QStandardPaths::AppConfigLocation)
                                  << "calibration.json";
    QTest::addRow("plan library") << AppPaths::planLibrary() << int(QStandardPaths::AppDataLocation) << "plans.sqlite";
}

void TestAppPaths::paths()
{
    QFETCH(QString, path);
    QFETCH(int, location);
    QFETCH(QString, fileName);
    QVERIFY2(path.endsWith(QStringLiteral("/tpu-planner/tpu-planner/") + fileName), qPrintable(path));
    const QString expected = asTheApp([&] {
        return QStandardPaths::writableLocation(static_cast<QStandardPaths::StandardLocation>(location))
            + QLatin1Char('/') + fileName;
    });
    QCOMPARE(path, expected);
    // independent of the running program's names
    const QString app = QCoreApplication::applicationName();
    QCoreApplication::setApplicationName(QStringLiteral("tpuplan"));
    const QString asCli = location == int(QStandardPaths::AppDataLocation) ? AppPaths::planLibrary()
        : fileName == QLatin1String("catalog.yaml")                        ? AppPaths::userCatalog()
                                                                           : AppPaths::calibrations();
    QCoreApplication::setApplicationName(app);
    QCOMPARE(asCli, path);
}

void TestAppPaths::settingsFile()
{
    const QString path = AppPaths::settings();
    QVERIFY2(path.endsWith(QStringLiteral("/tpu-planner/tpu-planner.ini")), qPrintable(path));
    const QString expected = asTheApp([] {
        return QSettings(QSettings::IniFormat, QSettings::UserScope, QCoreApplication::organizationName(),
                         QCoreApplication::applicationName())
            .fileName();
    });
    QCOMPARE(path, expected);
}

void TestAppPaths::readersUseThem()
{
    QCOMPARE(defaultUserCatalogPath(), AppPaths::userCatalog());
    QCOMPARE(CalibrationStore::defaultPath(), AppPaths::calibrations());
    QCOMPARE(PlanStore::defaultPath(), AppPaths::planLibrary());
}

QTEST_GUILESS_MAIN(TestAppPaths)
#include "TestAppPaths.moc"
