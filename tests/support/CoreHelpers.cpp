// SPDX-License-Identifier: GPL-3.0-or-later
#include "CoreHelpers.h"

namespace tpuplan::test {

const Catalog& builtinCatalog()
{
    static const Catalog c = Catalog::builtin();
    return c;
}

QString examplePath(const char* name)
{
    return QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/") + QLatin1String(name);
}

std::optional<InputIssue> issueOf(const std::function<void()>& fn)
{
    try {
        fn();
    } catch (const InputError& e) {
        return e.issue();
    }
    return std::nullopt;
}

QStringList sliceNames(const QString& prefix, const QVector<int>& sizes)
{
    QStringList out;
    for (int n : sizes)
        out << QStringLiteral("%1-%2").arg(prefix).arg(n);
    return out;
}

} // namespace tpuplan::test
