// SPDX-License-Identifier: GPL-3.0-or-later
// The serving report's PDF, painted in-process from its Qt rich text: its text (pdftotext) holds every line of the
// launch command, the cost per million output tokens and the KV cache tokens.
#include "CoreHelpers.h"
#include "ServeReportExport.h"
#include "model/ModelLoader.h"

#include "util/Format.h"
#include <QGuiApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <QtTest>

using namespace tpuplan;

class TestServeReportPdf : public QObject
{
    Q_OBJECT
private slots:
    void pdfHoldsTheCommandCostAndMemory()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext not found (apt-get install poppler-utils)");
        QLocale::setDefault(QLocale::c());
        ServeInput in;
        in.modelRef = QStringLiteral("llama-3.1-8b");
        in.model = ModelLoader::preset(in.modelRef);
        in.hardware = QStringList{QStringLiteral("a100-80")};
        in.inputLen = 2000;
        in.outputLen = 300;
        in.concurrency = 32;
        in.tpotTarget = 0.05;
        const QDate today(2026, 11, 1);
        const ServePlanResult result = ServePlanner(test::builtinCatalog()).plan(in, today);
        const ServeReport report = buildServeReport(in, result, test::builtinCatalog(), today);
        QVERIFY(report.chosen && report.chosen->priced);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("serve.pdf"));
        QCOMPARE(exportServeReport(path, in, result, report), QString());
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000) && p.exitCode() == 0);
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        for (const QString& line : report.launchCommand.split(QLatin1Char('\n')))
            QVERIFY2(text.contains(line.trimmed()), qPrintable(line));
        QVERIFY(text.contains(formatUnitUsd(report.chosen->usdPerMillionOutput)));
        QVERIFY(text.contains(QLocale().toString(report.chosen->memory.kvCacheTokens)));
    }
};

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestServeReportPdf t;
    return QTest::qExec(&t, argc, argv);
}

#include "TestServeReportPdf.moc"
