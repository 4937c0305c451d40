// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan: the command-line twin of TPU Planner. A thin shell over core.
#include "Commands.h"
#include "ReportCommand.h"
#include "ReportRenderer.h"
#include "Version.h"
#include "util/Translation.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char** argv)
{
    // Only `tpuplan report ... --output X.pdf` paints text, which needs a QGuiApplication (offscreen, no display);
    // every other command runs on a QCoreApplication.
    QStringList raw;
    for (int i = 1; i < argc; ++i)
        raw << QString::fromLocal8Bit(argv[i]);
    const auto app = tpuplan::createApplication(argc, argv, tpuplan::cli::reportNeedsGui(raw));
    QCoreApplication::setApplicationName(QStringLiteral("tpuplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TPUPLAN_VERSION));
    // the CLI speaks the system's language where it has a translation, and formats numbers in the system locale
    tpuplan::installTranslators(tpuplan::languageFor(QLocale::system()), QLocale::system());
    QTextStream out(stdout);
    QTextStream err(stderr);
    return tpuplan::cli::runMain(QCoreApplication::arguments().mid(1), tpuplan::cli::Io{out, err});
}
