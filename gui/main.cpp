// SPDX-License-Identifier: GPL-3.0-or-later
// tpu-planner: the desktop app.
#include "MainWindow.h"

#include "util/InputError.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QStandardPaths>
#include <QDir>
#include <QFileInfo>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("tpu-planner"));
    QApplication::setOrganizationName(QStringLiteral("tpu-planner"));
    QApplication::setApplicationVersion(QStringLiteral(TPUPLAN_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan transformer training on Cloud TPU."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    tpuplan::Catalog catalog = tpuplan::Catalog::builtin();
    // The user's own catalog file adds or overrides entries; a broken one is reported and the built-in catalog used.
    const QString userCatalog =
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)).filePath(QStringLiteral("catalog.yaml"));
    QString userCatalogError;
    if (QFileInfo::exists(userCatalog)) {
        try {
            catalog.mergeFile(userCatalog);
        } catch (const tpuplan::InputError& e) {
            userCatalogError = e.text();
        }
    }
    tpuplan::gui::MainWindow window(catalog);
    window.show();
    if (!userCatalogError.isEmpty())
        QMessageBox::warning(&window, QApplication::translate("main", "Your catalog file has an error"),
                             QApplication::translate("main", "%1\n\nThe built-in catalog is used instead.").arg(userCatalogError));
    return app.exec();
}
