// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"

#include "Commands.h"

#include <QJsonDocument>
#include <QTextStream>

namespace tpuplan::test {

CliRun runCli(const QStringList& args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = cli::runMain(args, cli::Io{out, err});
    out.flush();
    err.flush();
    return r;
}

QJsonObject jsonObject(const CliRun& run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

bool isOneLine(const QString& s)
{
    return s.endsWith(QLatin1Char('\n')) && s.count(QLatin1Char('\n')) == 1;
}

} // namespace tpuplan::test
