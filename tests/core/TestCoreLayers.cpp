// SPDX-License-Identifier: GPL-3.0-or-later
// The folders of core/ include each other one way (docs/architecture.md, section 1): a lower folder never includes a
// higher one. Reads the sources of each folder and lists every `#include "folder/…"` its row forbids, with the file
// and line, so that a circle (core/xla including core/plan while core/plan/PlanInput.h includes core/xla) cannot come
// back unnoticed.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

class TestCoreLayers : public QObject
{
    Q_OBJECT
private slots:
    void readsIncludes_data();
    void readsIncludes();
    void folders_data();
    void folders();
};

namespace {

struct Include
{
    int line = 0;
    QString folder; // "plan" of #include "plan/Planner.h"
    QString path; // "plan/Planner.h"
};

// The includes of another folder of core that `text` makes: `#include "folder/File.h"`, spaces allowed after '#'.
QVector<Include> coreIncludes(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*#\\s*include\\s*\"(([A-Za-z_]+)/[^\"]+)\""));
    QVector<Include> out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = re.match(lines[i]);
        if (m.hasMatch())
            out << Include{i + 1, m.captured(2), m.captured(1)};
    }
    return out;
}

} // namespace

void TestCoreLayers::readsIncludes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("paths");
    QTest::addRow("plain") << "#include \"plan/Planner.h\"\n" << QStringList{"plan/Planner.h"};
    QTest::addRow("spaces after #") << "  #  include \"plan/PlanInput.h\"" << QStringList{"plan/PlanInput.h"};
    QTest::addRow("same folder") << "#include \"DataPrepRules.h\"\n" << QStringList{};
    QTest::addRow("system header") << "#include <QString>\n#include <algorithm>" << QStringList{};
    QTest::addRow("a comment names it") << "// see #include \"plan/Planner.h\"\n" << QStringList{};
    QTest::addRow("two") << "#include \"catalog/Catalog.h\"\n\n#include \"util/Format.h\"\n"
                         << QStringList{"catalog/Catalog.h", "util/Format.h"};
}

void TestCoreLayers::readsIncludes()
{
    QFETCH(QString, text);
    QFETCH(QStringList, paths);
    QStringList got;
    for (const Include& inc : coreIncludes(text))
        got << inc.path;
    QCOMPARE(got, paths);
}

void TestCoreLayers::folders_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QStringList>("forbidden");
    // what sits above each folder in docs/architecture.md's order: util, model, catalog → cost, memory → time, xla →
    // plan → diagnose, report, store
    const QStringList top{"plan", "diagnose", "report", "store"};
    QTest::addRow("util") << "util" << QStringList{"model", "catalog", "cost", "memory", "time", "xla"} + top;
    QTest::addRow("model") << "model" << QStringList{"catalog", "cost", "memory", "time", "xla"} + top;
    QTest::addRow("catalog") << "catalog" << QStringList{"model", "cost", "memory", "time", "xla"} + top;
    QTest::addRow("cost") << "cost" << QStringList{"memory", "time", "xla"} + top;
    QTest::addRow("memory") << "memory" << QStringList{"cost", "time", "xla"} + top;
    QTest::addRow("time") << "time" << QStringList{"xla"} + top;
    QTest::addRow("xla") << "xla" << QStringList{"model", "cost", "memory", "time"} + top;
}

void TestCoreLayers::folders()
{
    QFETCH(QString, folder);
    QFETCH(QStringList, forbidden);
    const QDir dir(QStringLiteral(TPUPLAN_SOURCE_DIR "/core/") + folder);
    const QStringList files = dir.entryList({QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files);
    QVERIFY2(!files.isEmpty(), qPrintable(QStringLiteral("no sources in %1").arg(dir.path())));
    QStringList wrong;
    for (const QString& name : files) {
        QFile f(dir.filePath(name));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        for (const Include& inc : coreIncludes(QString::fromUtf8(f.readAll())))
            if (forbidden.contains(inc.folder))
                wrong << QStringLiteral("core/%1/%2:%3 includes %4").arg(folder, name).arg(inc.line).arg(inc.path);
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

QTEST_GUILESS_MAIN(TestCoreLayers)
#include "TestCoreLayers.moc"
