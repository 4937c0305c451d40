// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan: the command-line twin of TPU Planner. A thin shell over core.
#include "Commands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tpuplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TPUPLAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return tpuplan::cli::runMain(app.arguments().mid(1), tpuplan::cli::Io{out, err});
}
