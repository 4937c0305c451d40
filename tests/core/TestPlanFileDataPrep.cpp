// SPDX-License-Identifier: GPL-3.0-or-later
// The plan file's data_prep section (the Data tab's choices, docs/plan-file.md): written only when set, read back the
// same, a relative lengths path read from the plan's folder, and every bad key or value refused with its field.
#include "plan/PlanComparison.h"
#include "plan/PlanFile.h"
#include "util/InputError.h"

#include <QtTest>

using namespace tpuplan;

namespace {
const QByteArray kBase = "model: bert-base\n" // 1
                         "training: {seq_len: 128, global_batch: 32, steps: 1000}\n" // 2
                         "data_prep:\n"; // 3

xla::DataPrepInputs everyChoice()
{
    xla::DataPrepInputs d;
    d.lengthsFile = QStringLiteral("/data/lengths \"x\".csv");
    d.lengthsColumn = QStringLiteral("2");
    d.batch = 64;
    d.shapeBudget = 4;
    d.packingAllowed = false;
    d.datasetTokens = 3e9;
    d.seqLen = 256;
    d.slice = QStringLiteral("v3-32");
    d.hosts = 4;
    d.access = xla::TpuAccess::TpuNode;
    d.data = xla::DataLocation::InMemory;
    d.answers.insert(QStringLiteral("jit-compile"), true);
    d.answers.insert(QStringLiteral("xla-rules"), false);
    return d;
}
} // namespace

class TestPlanFileDataPrep : public QObject
{
    Q_OBJECT

private slots:
    void writtenOnlyWhenSet()
    {
        const PlanInput in = PlanFile::parse(kBase.left(kBase.indexOf("data_prep")), QStringLiteral("p.yaml"));
        QCOMPARE(in.dataPrep, xla::DataPrepInputs());
        QVERIFY(!PlanFile::serialize(in).contains("data_prep"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<int>("which");
        for (int i = 0; i < 13; ++i)
            QTest::addRow("choice %d", i) << i;
    }
    // every choice alone, then all of them: parse(serialize(x)) == x and the same bytes again
    void roundTrip()
    {
        QFETCH(int, which);
        const xla::DataPrepInputs all = everyChoice();
        xla::DataPrepInputs d;
        switch (which) {
        case 0:
            d.lengthsFile = all.lengthsFile;
            break;
        case 1:
            d.lengthsColumn = QStringLiteral("tokens");
            break;
        case 2:
            d.batch = all.batch;
            break;
        case 3:
            d.shapeBudget = all.shapeBudget;
            break;
        case 4:
            d.packingAllowed = true;
            break;
        case 5:
            d.datasetTokens = 1234567.5;
            break;
        case 6:
            d.seqLen = all.seqLen;
            break;
        case 7:
            d.slice = all.slice;
            break;
        case 8:
            d.hosts = all.hosts;
            break;
        case 9:
            d.access = xla::TpuAccess::TpuVm;
            break;
        case 10:
            d.data = xla::DataLocation::CloudStorage;
            break;
        case 11:
            d.answers = all.answers;
            break;
        default:
            d = all;
        }
        PlanInput in = PlanFile::parse(kBase.left(kBase.indexOf("data_prep")), QStringLiteral("p.yaml"));
        in.dataPrep = d;
        const QByteArray yaml = PlanFile::serialize(in);
        QVERIFY(yaml.contains("\ndata_prep:\n"));
        const PlanInput back = PlanFile::parse(yaml, QStringLiteral("p.yaml"));
        QCOMPARE(back.dataPrep, d);
        QCOMPARE(PlanFile::serialize(back), yaml);
        // the bytes the library stores carry it too
        QCOMPARE(PlanFile::parse(PlanFile::selfContained(in), QStringLiteral("p.yaml")).dataPrep, d);
    }

    void relativeLengthsFromThePlanFolder()
    {
        const PlanInput in = PlanFile::parse(kBase + "  lengths: sub/lengths.csv\n", QStringLiteral("p.yaml"),
                                             QStringLiteral("/plans/mine"));
        QCOMPARE(in.dataPrep.lengthsFile, QStringLiteral("/plans/mine/sub/lengths.csv"));
        const PlanInput abs = PlanFile::parse(kBase + "  lengths: /data/l.txt\n", QStringLiteral("p.yaml"),
                                              QStringLiteral("/plans/mine"));
        QCOMPARE(abs.dataPrep.lengthsFile, QStringLiteral("/data/l.txt"));
    }

    void badValues_data()
    {
        QTest::addColumn<QByteArray>("lines");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << QByteArray("  bacth: 3\n") << 4 << "data_prep.bacth"
                                     << "unknown key";
        QTest::newRow("batch 0") << QByteArray("  batch: 0\n") << 4 << "data_prep.batch"
                                 << "0";
        QTest::newRow("batch text") << QByteArray("  batch: many\n") << 4 << "data_prep.batch"
                                    << "many";
        QTest::newRow("max_shapes") << QByteArray("  max_shapes: 2000000\n") << 4 << "data_prep.max_shapes"
                                    << "must be at most";
        QTest::newRow("packing") << QByteArray("  packing: maybe\n") << 4 << "data_prep.packing"
                                 << "maybe";
        QTest::newRow("tokens") << QByteArray("  tokens: -1\n") << 4 << "data_prep.tokens"
                                << "-1";
        QTest::newRow("seq_len") << QByteArray("  seq_len: 2000000\n") << 4 << "data_prep.seq_len"
                                 << "must be at most";
        QTest::newRow("hosts") << QByteArray("  column: x\n  hosts: 0\n") << 5 << "data_prep.hosts"
                               << "0";
        QTest::newRow("tpu") << QByteArray("  tpu: colab\n") << 4 << "data_prep.tpu"
                             << "vm or node";
        QTest::newRow("tpu unknown") << QByteArray("  tpu: unknown\n") << 4 << "data_prep.tpu"
                                     << "vm or node";
        QTest::newRow("data") << QByteArray("  data: s3\n") << 4 << "data_prep.data"
                              << "gcs, local or memory";
        QTest::newRow("answers list") << QByteArray("  answers: [jit-compile]\n") << 4 << "data_prep.answers"
                                      << "mapping";
        QTest::newRow("answers id") << QByteArray("  answers:\n    jit-compiled: true\n") << 5
                                    << "data_prep.answers.jit-compiled"
                                    << "unknown key";
        QTest::newRow("answers value") << QByteArray("  answers: {jit-compile: sure}\n") << 4
                                       << "data_prep.answers.jit-compile"
                                       << "sure";
    }
    void badValues()
    {
        QFETCH(QByteArray, lines);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, message);
        try {
            PlanFile::parse(kBase + lines, QStringLiteral("bad-plan.yaml"));
            QFAIL("no InputError");
        } catch (const InputError& e) {
            const InputIssue& i = e.issue();
            QCOMPARE(i.file, QStringLiteral("bad-plan.yaml"));
            QCOMPARE(i.line, line);
            QCOMPARE(i.field, field);
            QVERIFY2(i.message.contains(message), qPrintable(i.message));
        }
    }

    // the comparison lists the choices that differ, and nothing when they agree
    void comparisonShowsDifferences()
    {
        const PlanInput a = PlanFile::parse(kBase.left(kBase.indexOf("data_prep")), QStringLiteral("p.yaml"));
        PlanInput b = a;
        const int rows = comparePlans(a, b).inputs.size();
        QCOMPARE(comparePlans(a, b).differingInputs(), 0);
        b.dataPrep.shapeBudget = 4;
        b.dataPrep.answers.insert(QStringLiteral("jit-compile"), true);
        const PlanComparison c = comparePlans(a, b);
        QCOMPARE(c.inputs.size(), rows + 2);
        QCOMPARE(c.differingInputs(), 2);
        const ComparisonRow* shapes = c.input(QStringLiteral("data_prep.max_shapes"));
        QVERIFY(shapes);
        QCOMPARE(shapes->a, QStringLiteral("follows the plan"));
        QCOMPARE(shapes->b, QStringLiteral("4"));
        QVERIFY(c.input(QStringLiteral("data_prep.answers.jit-compile")));
    }
};

QTEST_GUILESS_MAIN(TestPlanFileDataPrep)
#include "TestPlanFileDataPrep.moc"
