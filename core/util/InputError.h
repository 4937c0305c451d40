// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <stdexcept>

namespace tpuplan {

// Where a piece of bad input sits and what is wrong with it. Every loader reports problems this way so that
// the CLI, the GUI and the tests can name the file, the line and the field.
struct InputIssue
{
    QString file;
    int line = 0; // 1-based; 0 when unknown
    QString field;
    QString message;

    QString toString() const;
};

// Thrown by the loaders and validators at the edges of core; never by the arithmetic.
class InputError : public std::runtime_error
{
public:
    explicit InputError(InputIssue issue);
    InputError(const QString& file, int line, const QString& field, const QString& message);

    const InputIssue& issue() const { return m_issue; }
    QString text() const { return m_issue.toString(); }

private:
    InputIssue m_issue;
};

} // namespace tpuplan
