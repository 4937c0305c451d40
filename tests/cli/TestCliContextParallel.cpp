// SPDX-License-Identifier: GPL-3.0-or-later
// The context axis on the command line (issue #27): MaxText's llama3_1_70b_131072 (reference maxtext-configs.md row
// 18: v6e-256, per_device_batch_size 0.125, ici_context_parallelism 16, the custom offload placement) estimates as
// fitting; --batch takes MaxText's fractional per_device_batch_size where the context group makes it whole sequences
// and is refused naming --batch where it does not; a sequence the context degree does not cut into 2c chunks is
// refused naming --context-parallel; max-batch reports the fraction; recommend leaves the axis to the planner and
// plans a context axis for a sequence no chip holds.
#include "CliRunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

namespace {
using Run = tpuplan::test::CliRun;
constexpr auto run = &tpuplan::test::runCli;
constexpr auto json = &tpuplan::test::jsonObject;
// MaxText's v6e Llama 3.1 recipes' custom placement (reference maxtext-configs.md row 18)
const char* const kRecipePlacement
    = "decoder_layer_input=offload,query_proj=offload,key_proj=offload,value_proj=offload,out_proj=offload";

QStringList longContext(const QString& batch, const QStringList& extra = {})
{
    QStringList args{
        "estimate", "--model",         "llama-3.1-70b", "--hardware",        "v6e-256",        "--seq-len",
        "131072",   "--batch",         batch,           "--precision",       "bf16-mixed",     "--sharding",
        "fsdp",     "--checkpointing", "custom",        "--remat-placement", kRecipePlacement, "--no-user-catalog"};
    return args + extra;
}
} // namespace

class TestCliContextParallel : public QObject
{
    Q_OBJECT
private slots:
    void maxTextLongContextFits()
    {
        const Run r = run(longContext("0.125", {"--context-parallel", "16"}));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("batch 0.125 per device")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Mesh: fsdp 16 × tensor 1 × context 16 on v6e-256")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Fits, with")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Context parallel 16 (all-gather): 16,384 tokens per device")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("all-gather of each layer's keys and values")), qPrintable(r.out));

        const Run j = run(longContext("0.125", {"--context-parallel", "16", "--format", "json"}));
        QVERIFY2(j.code == 0, qPrintable(j.err));
        const QJsonObject o = json(j);
        QCOMPARE(o.value("batch_per_device").toDouble(), 0.125);
        QCOMPARE(o.value("sharding").toObject().value("context").toInt(), 16);
        QCOMPARE(o.value("fits").toBool(), true);
    }

    void fractionalBatchNeedsAGroup_data()
    {
        QTest::addColumn<QString>("batch");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no context group") << "0.125"
                                          << "1"
                                          << "needs a context or pipeline group of 8 devices or more";
        QTest::newRow("group of 4") << "0.125"
                                    << "4"
                                    << "needs a context or pipeline group of 8 devices or more";
        QTest::newRow("a third") << "0.3"
                                 << "16"
                                 << "--batch 0.3";
    }

    void fractionalBatchNeedsAGroup()
    {
        QFETCH(QString, batch);
        QFETCH(QString, context);
        QFETCH(QString, expected);
        const Run r = run(longContext(batch, {"--context-parallel", context}));
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(QStringLiteral("--batch")), qPrintable(r.err));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    void sequenceMustCutIntoBalancedChunks()
    {
        QStringList args = longContext("0.125", {"--context-parallel", "16"});
        args[args.indexOf(QStringLiteral("131072"))] = QStringLiteral("130000");
        const Run r = run(args);
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(QStringLiteral("--context-parallel 16")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("130000 tokens are not a multiple of 32")), qPrintable(r.err));
    }

    void maxBatchIsFractional()
    {
        QStringList args = longContext("1", {"--context-parallel", "16", "--format", "json"});
        args[0] = QStringLiteral("max-batch");
        const int at = args.indexOf(QStringLiteral("--batch"));
        args.removeAt(at + 1);
        args.removeAt(at);
        const Run r = run(args);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const double best = json(r).value("max_batch").toDouble();
        // at least MaxText's 2 sequences per context group; a whole number of sequences over 16 chips
        QVERIFY2(best >= 0.125, qPrintable(r.out));
        QCOMPARE(best * 16, std::round(best * 16));
    }

    // the planner chooses the context axis: no chip holds one 131,072-token sequence of Llama 3.1 70B
    void recommendPlansAContextAxis()
    {
        const Run r = run({"recommend", "--model", "llama-3.1-70b", "--seq-len", "131072", "--global-batch", "32",
                           "--tokens", "1e9", "--hardware", "v6e-256", "--precision", "bf16-mixed", "--format", "json",
                           "--no-user-catalog"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray candidates = json(r).value("candidates").toArray();
        QVERIFY(!candidates.isEmpty());
        const QJsonObject best = candidates.first().toObject();
        QVERIFY(best.value("fits").toBool());
        const int context = best.value("sharding").toObject().value("context").toInt();
        QVERIFY2(context > 1, qPrintable(QString::number(context)));
        QCOMPARE(best.value("batch_per_device").toDouble() * best.value("accumulation").toInt() * 256, 32.0);
        QVERIFY(best.value("communication").toObject().value("context").toDouble() > 0);
        bool reason = false;
        for (const auto& v : best.value("reasons").toArray())
            reason = reason
                || v.toString().startsWith(QStringLiteral("Context parallel %1: one 131,072-token").arg(context));
        QVERIFY2(reason, "no context-parallel reason");
    }
};

QTEST_GUILESS_MAIN(TestCliContextParallel)
#include "TestCliContextParallel.moc"
