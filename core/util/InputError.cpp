// SPDX-License-Identifier: GPL-3.0-or-later
#include "InputError.h"

namespace tpuplan {

QString InputIssue::toString() const
{
    QString where = file.isEmpty() ? QStringLiteral("<input>") : file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    if (!field.isEmpty())
        return QStringLiteral("%1: %2: %3").arg(where, field, message);
    return QStringLiteral("%1: %2").arg(where, message);
}

InputError::InputError(InputIssue issue)
    : std::runtime_error(issue.toString().toStdString())
    , m_issue(std::move(issue))
{ }

InputError::InputError(const QString& file, int line, const QString& field, const QString& message)
    : InputError(InputIssue{file, line, field, message})
{ }

} // namespace tpuplan
