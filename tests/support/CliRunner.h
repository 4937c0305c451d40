// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs the tpuplan command line in-process, as `tpuplan ARGS...` would, capturing its exit code and both streams.

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace tpuplan::test {

struct CliRun
{
    int code = -1;
    QString out;
    QString err;
};

// `args` without the program name, e.g. {"estimate", "--model", "bert-base", ...}.
CliRun runCli(const QStringList& args);

// The JSON object the command printed on stdout (empty when it printed none).
QJsonObject jsonObject(const CliRun& run);

// True when `s` is exactly one line ending in a newline (the shape of every usage and file error).
bool isOneLine(const QString& s);

} // namespace tpuplan::test
