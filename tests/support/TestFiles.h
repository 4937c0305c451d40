// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whole-file reads and writes for tests.

#include <QByteArray>
#include <QString>

namespace tpuplan::test {

// The bytes of `path`, or empty when it cannot be opened.
QByteArray readAll(const QString& path);
// The UTF-8 text of `path`, or empty when it cannot be opened.
QString readText(const QString& path);
// Replaces `path` with `data`; a file that cannot be written fails the running test (QVERIFY).
void writeAll(const QString& path, const QByteArray& data);

} // namespace tpuplan::test
