// SPDX-License-Identifier: GPL-3.0-or-later
// The stage axis on the command line (issue #27): estimate prints the heaviest stage, each stage's total and the
// bubble, and writes them in JSON; recommend plans Llama 3.1 405B over H100 jobs with the pipeline it is given; a
// pipeline the model or the framework cannot run is a usage error naming the option.
#include "CliRunner.h"
#include "CoreHelpers.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

namespace {
using Run = tpuplan::test::CliRun;
constexpr auto run = &tpuplan::test::runCli;
constexpr auto json = &tpuplan::test::jsonObject;

const QString k405b = QStringLiteral(TPUPLAN_TEST_DATA "/measured/configs/llama-3.1-405b-instruct.json");

// Llama 3.1 405B on 128 H100s, pipeline 4 x tensor 8 x fsdp 4, bf16-mixed, full checkpointing, 8,192 tokens
QStringList llama405b(const QStringList& extra = {})
{
    return QStringList{"estimate",   "--model",
                       k405b,        "--hardware",
                       "h100-80",    "--devices",
                       "128",        "--seq-len",
                       "8192",       "--batch",
                       "2",          "--precision",
                       "bf16-mixed", "--checkpointing",
                       "full",       "--sharding",
                       "fsdp",       "--fsdp",
                       "4",          "--tensor-parallel",
                       "8",          "--pipeline-parallel",
                       "4",          "--no-user-catalog"}
    + extra;
}
} // namespace

class TestCliPipeline : public QObject
{
    Q_OBJECT
private slots:
    void estimateText()
    {
        const Run r = run(llama405b());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("stage 4")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Heaviest stage: ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Each stage: 1: ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("idles")) && r.out.contains(QStringLiteral("bubble")),
                 qPrintable(r.out));
    }

    void estimateJson()
    {
        const QJsonObject o = json(run(llama405b({"--microbatches", "16", "--format", "json"})));
        const QJsonObject sharding = o.value("sharding").toObject();
        QCOMPARE(sharding.value("stage").toInt(), 4);
        QCOMPARE(sharding.value("microbatches").toInt(), 16);
        QCOMPARE(sharding.value("virtual_stages").toInt(), 1);
        QCOMPARE(sharding.value("schedule").toString(), QStringLiteral("1f1b"));
        const QJsonArray stages = o.value("stages").toArray();
        QCOMPARE(stages.size(), 4);
        qint64 heaviest = 0;
        for (const QJsonValue& s : stages)
            heaviest
                = std::max(heaviest, s.toObject().value("memory").toObject().value("total").toVariant().toLongLong());
        QCOMPARE(o.value("memory").toObject().value("total").toVariant().toLongLong(), heaviest);
        QCOMPARE(stages.at(0).toObject().value("layers").toInt(), 32);
        QCOMPARE(stages.at(3).toObject().value("layers").toInt(), 31);
        // 1F1B over 4 stages and 16 microbatches: 3/19 of the step
        const QJsonObject pipe = o.value("pipeline").toObject();
        QVERIFY(qAbs(pipe.value("bubble_seconds").toDouble()
                         / (o.value("compute_seconds").toDouble()
                            - o.value("step_terms").toObject().value("optimizer").toDouble()
                            - o.value("step_terms").toObject().value("overhead").toDouble())
                     - 3.0 / 19.0)
                < 1e-4);
        QVERIFY(pipe.value("stage_communication_seconds").toDouble() > 0);
        QVERIFY(pipe.value("stage_crosses_nodes").toBool());
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");
        QTest::addRow("deeper than the layers") << QStringList{
            "estimate", "--model",          "llama-3.1-8b", "--hardware", "h100-80", "--devices",
            "64",       "--seq-len",        "4096",         "--batch",    "64",      "--pipeline-parallel",
            "64",       "--no-user-catalog"} << "--pipeline-parallel";
        QTest::addRow("microbatches not dividing") << QStringList{"estimate",
                                                                  "--model",
                                                                  "llama-3.1-8b",
                                                                  "--hardware",
                                                                  "h100-80",
                                                                  "--devices",
                                                                  "16",
                                                                  "--seq-len",
                                                                  "4096",
                                                                  "--batch",
                                                                  "4",
                                                                  "--pipeline-parallel",
                                                                  "4",
                                                                  "--microbatches",
                                                                  "3",
                                                                  "--no-user-catalog"}
                                                   << "--microbatches";
        QTest::addRow("an encoder") << QStringList{"estimate", "--model",          "bert-base", "--hardware",
                                                   "h100-80",  "--devices",        "2",         "--seq-len",
                                                   "512",      "--batch",          "8",         "--pipeline-parallel",
                                                   "2",        "--no-user-catalog"}
                                    << "--pipeline-parallel";
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        const Run r = run(args);
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(option), qPrintable(r.err));
    }

    // 405B over H100 jobs (the planner's 1 to 64 GPUs and the 128 asked for) with pipeline 4 x tensor 8: a fitting
    // pipeline mesh, each stage's memory and the bubble among its reasons
    void recommendFindsAPipeline()
    {
        const QStringList args{"recommend",
                               "--model",
                               k405b,
                               "--hardware",
                               "h100-80",
                               "--seq-len",
                               "8192",
                               "--global-batch",
                               "256",
                               "--steps",
                               "1000",
                               "--precision",
                               "bf16-mixed",
                               "--pipeline-parallel",
                               "4",
                               "--tensor-parallel",
                               "8",
                               "--limit",
                               "3",
                               "--catalog",
                               QStringLiteral(TPUPLAN_TEST_DATA "/catalog/h100-price.yaml"),
                               "--no-user-catalog",
                               "--format",
                               "json"};
        const Run r = run(args);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray candidates = json(r).value("candidates").toArray();
        QVERIFY(!candidates.isEmpty());
        const QJsonObject best = candidates.at(0).toObject();
        QVERIFY(best.value("fits").toBool());
        const QJsonObject sharding = best.value("sharding").toObject();
        QCOMPARE(sharding.value("stage").toInt(), 4);
        QCOMPARE(sharding.value("tensor").toInt(), 8);
        QVERIFY(sharding.value("microbatches").toInt() >= 1);
        QCOMPARE(best.value("stages").toArray().size(), 4);
        QVERIFY(best.value("communication").toObject().value("stage").toDouble() > 0);
        QVERIFY(best.value("pipeline").toObject().value("bubble_share").toDouble() > 0);
        QVERIFY(best.value("reason_codes").toArray().contains(QJsonValue(QStringLiteral("pipeline"))));
    }

    // a pipeline does not displace a mesh without stages that runs faster: Llama 3.1 8B at 8,192 tokens on a v5p-8,
    // where a replica does not fit and FSDP does, plans FSDP first (79.9 s a step against a replicated pipeline's
    // 109.9 s) as it did before the stage axis; the pipelines stay among the candidates
    void pipelineDoesNotDisplaceFsdp()
    {
        const QStringList args{
            "recommend",  "--model",           "llama-3.1-8b", "--hardware", "v5p-8",    "--seq-len",
            "8192",       "--global-batch",    "256",          "--steps",    "1000",     "--precision",
            "bf16-mixed", "--no-user-catalog", "--limit",      "40",         "--format", "json"};
        const Run r = run(args);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray candidates = json(r).value("candidates").toArray();
        QVERIFY(!candidates.isEmpty());
        const QJsonObject best = candidates.at(0).toObject().value("sharding").toObject();
        QCOMPARE(best.value("stage").toInt(), 1);
        QCOMPARE(best.value("strategy").toString(), QStringLiteral("fsdp"));
        double fastestPipeline = 0;
        for (const auto& v : candidates)
            if (v.toObject().value("sharding").toObject().value("stage").toInt() > 1 && fastestPipeline <= 0)
                fastestPipeline = v.toObject().value("step_seconds").toDouble();
        QVERIFY(fastestPipeline > candidates.at(0).toObject().value("step_seconds").toDouble());
    }
};

QTEST_GUILESS_MAIN(TestCliPipeline)
#include "TestCliPipeline.moc"
