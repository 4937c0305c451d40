// SPDX-License-Identifier: GPL-3.0-or-later
// The plan options of every command come from the table of plan fields (core/plan/PlanFields.cpp): the same help,
// default and bound in recommend, estimate, max-batch and diagnose.
#include "CliRunner.h"
#include "Commands.h"
#include "PlanOptions.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::cli;

class TestCliPlanOptions : public QObject
{
    Q_OBJECT
private:
    static constexpr auto run = &tpuplan::test::runCli;
    static QString collapsed(const QString& s) { return s.simplified(); }
    // The command line of each command that declares --safety-margin, without the option.
    static QStringList base(const QString& command)
    {
        const QStringList model{"--model", "bert-base", "--seq-len", "128", "--no-user-catalog", "--format", "json"};
        if (command == QLatin1String("recommend"))
            return QStringList{command, "--global-batch", "32", "--steps", "100", "--hardware", "v3-8"} + model;
        if (command == QLatin1String("max-batch"))
            return QStringList{command, "--hardware", "v3-8"} + model;
        return QStringList{command, "--measured-peak-gib", "10", "--batch", "8", "--hardware", "v3-8"} + model;
    }

private slots:
    // Every option a command shares with the plan is the table's: its help line reads the same everywhere.
    void helpComesFromTheTable_data()
    {
        // the plan fields each command takes (its other options, such as estimate's single --precision or
        // diagnose's --steps of a fix, are not plan inputs)
        const QStringList estimator{
            "seq_len",         "head.kind",       "max_predictions",      "nsp", "dropout", "optimizer", "loss",
            "remat_placement", "paged_optimizer", "optimizer_in_backward"};
        QStringList all;
        for (const PlanField& f : planFields())
            if (f.option)
                all << f.fileKey();
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("fields");
        QTest::newRow("recommend") << "recommend" << all;
        QTest::newRow("estimate") << "estimate" << estimator;
        QTest::newRow("max-batch") << "max-batch" << (estimator + QStringList{"constraints.safety_margin"});
        QTest::newRow("diagnose") << "diagnose"
                                  << (estimator
                                      + QStringList{"constraints.safety_margin", "training.max_accumulation"});
    }
    void helpComesFromTheTable()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, fields);
        const test::CliRun r = run({command, "--help"});
        QCOMPARE(r.code, 0);
        const QString help = collapsed(r.out);
        for (const QString& key : fields) {
            const PlanField& f = *planField(key);
            const QCommandLineOption o = planOption(f);
            const QString names = o.valueName().isEmpty()
                ? QStringLiteral("--%1").arg(QLatin1String(f.option))
                : QStringLiteral("--%1 <%2>").arg(QLatin1String(f.option), o.valueName());
            QVERIFY2(help.contains(names + QLatin1Char(' ') + collapsed(o.description())), qPrintable(names));
        }
    }

    // --safety-margin: the same default (the table's) and the same bound (below 0.9) in every command that has it.
    void safetyMarginAgrees_data()
    {
        QTest::addColumn<QString>("command");
        for (const char* c : {"recommend", "max-batch", "diagnose"})
            QTest::newRow(c) << QString::fromLatin1(c);
    }
    void safetyMarginAgrees()
    {
        QFETCH(QString, command);
        const PlanField& margin = planFieldOf("safety_margin");
        QCOMPARE(margin.defaultValue, 0.10);
        QVERIFY(margin.maxExclusive);

        // the default
        const test::CliRun plain = run(base(command));
        QVERIFY2(plain.code == 0, qPrintable(plain.err));
        const QJsonObject o = QJsonDocument::fromJson(plain.out.toUtf8()).object();
        const QJsonValue used = command == QLatin1String("recommend")
            ? o.value("input").toObject().value("safety_margin")
            : o.value("safety_margin");
        if (!used.isUndefined())
            QCOMPARE(used.toDouble(), margin.defaultValue);

        // the bound: just below is taken, the bound itself is refused with a line naming the option
        const test::CliRun below
            = run(base(command) + QStringList{"--safety-margin", QString::number(margin.upperBound(2))});
        QVERIFY2(below.code == 0, qPrintable(below.err));
        const test::CliRun at = run(base(command) + QStringList{"--safety-margin", QString::number(margin.max)});
        QCOMPARE(at.code, 2);
        QCOMPARE(at.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(at.err.contains(QStringLiteral("--safety-margin: ") + margin.rangeIssue(margin.max)),
                 qPrintable(at.err));
        const test::CliRun negative = run(base(command) + QStringList{"--safety-margin=-0.01"});
        QCOMPARE(negative.code, 2);
        QVERIFY2(negative.err.contains(QStringLiteral("--safety-margin")), qPrintable(negative.err));
    }
};

QTEST_GUILESS_MAIN(TestCliPlanOptions)
#include "TestCliPlanOptions.moc"
