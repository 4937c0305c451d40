// SPDX-License-Identifier: GPL-3.0-or-later
// tpu-planner: the desktop app.
#include "AppSettings.h"
#include "Appearance.h"
#include "Language.h"
#include "MainWindow.h"
#include "PlanDocument.h"
#include "Startup.h"
#include "Version.h"
#include "util/Translation.h"

#include "catalog/UserCatalogFile.h"
#include "store/PlanStore.h"
#include "util/AppPaths.h"
#include "util/InputError.h"

#include <QApplication>
#include <QFont>

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QMessageBox>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>

namespace {
struct Options
{
    QCommandLineParser parser;
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QCoreApplication::translate("main",
                                                              "Render the window offscreen to a PNG once the first "
                                                              "results are shown, then exit."),
                                  QCoreApplication::translate("main", "FILE")};
    QCommandLineOption language{QStringLiteral("lang"),
                                QCoreApplication::translate("main",
                                                            "Language: en, ja, zh_CN or ko (default: the "
                                                            "preference, else the system's)."),
                                QCoreApplication::translate("main", "LANG")};
    QCommandLineOption settings{QStringLiteral("settings"),
                                QCoreApplication::translate("main",
                                                            "Use this settings file instead of the user's (layout, "
                                                            "last inputs, preferences)."),
                                QCoreApplication::translate("main", "FILE")};

    Options()
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("main", "Plan transformer training on Cloud TPU."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(screenshot);
        parser.addOption(settings);
        parser.addOption(language);
        parser.addPositionalArgument(QStringLiteral("plan"),
                                     QCoreApplication::translate("main", "A plan YAML file to open."),
                                     QStringLiteral("[plan]"));
    }
};

constexpr const char* kAppId = "io.github.tpuplanner.TpuPlanner"; // the desktop entry, metainfo and icon name

void setNames()
{
    QCoreApplication::setApplicationName(tpuplan::AppPaths::applicationName());
    QCoreApplication::setOrganizationName(tpuplan::AppPaths::organizationName());
    QCoreApplication::setApplicationVersion(QStringLiteral(TPUPLAN_VERSION));
}

bool hasArgument(int argc, char** argv, std::initializer_list<const char*> names)
{
    for (int i = 1; i < argc; ++i)
        for (const char* n : names)
            if (qstrcmp(argv[i], n) == 0)
                return true;
    return false;
}
} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // --version and --help answer without a display
    if (hasArgument(argc, argv, {"--version", "-v", "--help", "-h", "--help-all"})) {
        QCoreApplication core(argc, argv);
        setNames();
        Options options;
        options.parser.process(core);
        return 0;
    }
    // --screenshot renders offscreen, so that it also works without a display
    if (hasArgument(argc, argv, {"--screenshot"}) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    setNames();
    // the installed theme icon when there is one, else the PNGs compiled in (gui/app-icon.qrc)
    QIcon builtinIcon;
    for (const int size : {48, 64, 128, 256})
        builtinIcon.addFile(QStringLiteral(":/icons/%1.png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(QIcon::fromTheme(QString::fromLatin1(kAppId), builtinIcon));
    QGuiApplication::setDesktopFileName(QString::fromLatin1(kAppId));
    tpuplan::gui::applyAppearance(app);
    Options options;
    options.parser.process(app);
    QCommandLineParser& parser = options.parser;
    const QCommandLineOption& screenshot = options.screenshot;
    const QCommandLineOption& settingsFile = options.settings;

    tpuplan::gui::AppSettings settings(parser.value(settingsFile));
    tpuplan::gui::StartupCatalog startup;
    try {
        // the user's own catalog files add or override entries; a broken one is reported and the built-in catalog used
        startup = tpuplan::gui::loadStartupCatalog({tpuplan::defaultUserCatalogPath()}, {settings.userCatalog()});
    } catch (const tpuplan::InputError& e) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "TPU Planner cannot start"),
                              QApplication::translate("main", "The built-in catalog is broken:\n%1").arg(e.text()));
        return 1;
    }
    const QString language = parser.isSet(options.language) ? parser.value(options.language) : settings.language();
    if (!language.isEmpty() && !tpuplan::supportedLanguages().contains(language)) {
        QTextStream(stderr)
            << QApplication::translate("main", "Unknown language \"%1\" (use en, ja, zh_CN or ko)\n").arg(language);
        return 2;
    }
    tpuplan::gui::applyLanguage(language);
    QApplication::setApplicationDisplayName(QApplication::translate("main", "TPU Planner"));

    // A language chosen in Preferences is applied in place: the window retranslates (QEvent::LanguageChange).
    auto* window = new tpuplan::gui::MainWindow(startup.catalog, &settings);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    const QStringList plans = parser.positionalArguments();
    if (!plans.isEmpty())
        window->openPlan(plans.first());
    if (parser.isSet(screenshot))
        window->resize(1400, 900);
    window->showStartupProblems(startup.problems, settings.problems());
    for (const QString& problem : startup.problems + settings.problems())
        QTextStream(stderr) << problem << '\n';
    // the plan library; a damaged, locked, read-only or newer file is explained over the window, and the app works
    // without it (a screenshot run leaves it alone: nothing may wait for an answer there)
    if (!parser.isSet(screenshot))
        window->openLibrary(tpuplan::PlanStore::defaultPath());

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        QTimer::singleShot(0, window, [&] {
            // the results of the plan shown, in every view (planning runs on a worker)
            window->document()->waitForResults();
            QApplication::processEvents();
            const bool ok = window->grab().save(file);
            QTextStream err(stderr);
            if (ok)
                err << QApplication::translate("main", "Saved %1 (%2 ms after start)\n")
                           .arg(file)
                           .arg(sinceStart.elapsed());
            else
                err << QApplication::translate("main", "Could not write %1\n").arg(file);
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return app.exec();
}
