// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan: the command-line twin of TPU Planner. A thin shell over core.
#include "Commands.h"

#include "util/Translation.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tpuplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TPUPLAN_VERSION));
    // the CLI speaks the system's language where it has a translation, and formats numbers in the system locale
    tpuplan::installTranslators(tpuplan::languageFor(QLocale::system()), QLocale::system());
    QTextStream out(stdout);
    QTextStream err(stderr);
    return tpuplan::cli::runMain(app.arguments().mid(1), tpuplan::cli::Io{out, err});
}
