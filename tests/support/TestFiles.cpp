// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestFiles.h"

#include <QFile>
#include <QtTest>

namespace tpuplan::test {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString readText(const QString& path)
{
    return QString::fromUtf8(readAll(path));
}

void writeAll(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(f.write(data), data.size());
}

} // namespace tpuplan::test
