// SPDX-License-Identifier: GPL-3.0-or-later
// The expert axis on the command line (issue #26): estimate, max-batch and diagnose take --expert-parallel into the
// mesh they compute (the routed experts split over it gather less per layer), and --capacity-factor into the training;
// an expert axis a dense model or the experts' count cannot take is a usage error naming the option. An MoE's MFU
// convention counts K of its E experts.
#include "CliRunner.h"
#include "CoreHelpers.h"

#include <QJsonObject>
#include <QtTest>

namespace {
using Run = tpuplan::test::CliRun;
constexpr auto run = &tpuplan::test::runCli;
constexpr auto json = &tpuplan::test::jsonObject;

// Mixtral 8x7B (8 experts, top-2) on a v5p-32 slice of 16 chips, FSDP, bf16 mixed precision, full checkpointing
QStringList mixtral(const QStringList& extra = {}, const QString& command = QStringLiteral("estimate"))
{
    QStringList args{command,  "--model",     "mixtral-8x7b", "--seq-len",        "4096", "--hardware",
                     "v5p-32", "--precision", "bf16-mixed",   "--checkpointing",  "full", "--sharding",
                     "fsdp",   "--format",    "json",         "--no-user-catalog"};
    if (command == QLatin1String("estimate"))
        args << "--batch"
             << "1";
    return args + extra;
}

QJsonObject ok(const QStringList& args)
{
    const Run r = run(args);
    if (r.code != 0)
        qFatal("%s", qPrintable(r.err));
    return json(r);
}

qint64 num(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toVariant().toLongLong();
}

QStringList text(QStringList args)
{
    args.removeAt(args.indexOf(QStringLiteral("--format")) + 1);
    args.removeAt(args.indexOf(QStringLiteral("--format")));
    return args;
}
} // namespace

class TestCliExpertParallel : public QObject
{
    Q_OBJECT
private slots:
    void estimateTakesTheExpertAxis()
    {
        const QJsonObject without = ok(mixtral());
        const QJsonObject with = ok(mixtral({"--expert-parallel", "8"}));
        const QJsonObject sw = with.value("sharding").toObject();
        const QJsonObject so = without.value("sharding").toObject();
        QCOMPARE(so.value("expert").toInt(), 1);
        QCOMPARE(sw.value("expert").toInt(), 8);
        QCOMPARE(sw.value("fsdp").toInt(), 2); // 16 chips: fsdp 2 × expert 8
        QCOMPARE(with.value("devices").toInt(), 16);
        // an MoE layer gathers the experts of its own expert group only: an eighth of them
        QVERIFY(num(sw, "gathered_weights") > 0);
        QVERIFY2(
            num(sw, "gathered_weights") < num(so, "gathered_weights"),
            qPrintable(QStringLiteral("%1 vs %2").arg(num(sw, "gathered_weights")).arg(num(so, "gathered_weights"))));
        QVERIFY(num(with.value("memory").toObject(), "total") != num(without.value("memory").toObject(), "total"));
        // the JSON's step time counts the MFU on the active parameters, 2 of the 8 experts
        QVERIFY2(with.value("mfu_convention").toString().contains(QLatin1String("2 of the 8 routed experts")),
                 qPrintable(with.value("mfu_convention").toString()));

        const Run r = run(text(mixtral({"--expert-parallel", "8"})));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Mesh: fsdp 2 × tensor 1 × expert 8 on v5p-32 (FSDP).")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("active non-embedding parameters (2 of the 8 routed experts")),
                 qPrintable(r.out));
        // no expert option: the mesh as before, without an expert axis
        const Run plain = run(text(mixtral()));
        QVERIFY2(plain.out.contains(QStringLiteral("Mesh: fsdp 16 × tensor 1 on v5p-32 (FSDP).")),
                 qPrintable(plain.out));
        // an expert axis alone, on replicas, shows the mesh too
        const Run replicas = run(text(mixtral({"--sharding", "replicate", "--expert-parallel", "8"})));
        QVERIFY2(replicas.out.contains(QStringLiteral("Mesh: data 2 × fsdp 1 × tensor 1 × expert 8 on v5p-32")),
                 qPrintable(replicas.out + replicas.err));
    }

    void capacityFactorInTheEstimate()
    {
        // dropless on an expert axis of 8 holds K × min(EP, E/K) = 8 token copies per MoE layer; a capacity factor of
        // 1.25 holds K × CF = 2.5 (docs/sharding-model.md)
        const QJsonObject dropless = ok(mixtral({"--expert-parallel", "8"}));
        const QJsonObject capped = ok(mixtral({"--expert-parallel", "8", "--capacity-factor", "1.25"}));
        QVERIFY(num(capped.value("memory").toObject(), "activations")
                < num(dropless.value("memory").toObject(), "activations"));
        const Run bad = run(mixtral({"--capacity-factor", "20"}));
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QLatin1String("--capacity-factor")), qPrintable(bad.err));
    }

    void maxBatchTakesTheExpertAxis()
    {
        const QJsonObject o = ok(mixtral({"--expert-parallel", "4"}, QStringLiteral("max-batch")));
        QCOMPARE(o.value("at_max_batch").toObject().value("sharding").toObject().value("expert").toInt(), 4);
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList llama{"estimate", "--model",    "llama-3.1-8b", "--seq-len",  "4096", "--batch",
                                "1",        "--hardware", "v6e-8",        "--sharding", "fsdp", "--no-user-catalog"};
        QTest::newRow("dense model") << llama + QStringList{"--expert-parallel", "2"}
                                     << "--expert-parallel: expert parallelism of 2 needs a mixture-of-experts model";
        QTest::newRow("dense model, max-batch")
            << QStringList{"max-batch",  "--model", "llama-3.1-8b",      "--seq-len",         "4096",
                           "--hardware", "v6e-8",   "--no-user-catalog", "--expert-parallel", "2"}
            << "--expert-parallel: expert parallelism of 2 needs a mixture-of-experts model";
        QTest::newRow("3 does not divide 8 experts") << text(mixtral({"--expert-parallel", "3"}))
                                                     << "--expert-parallel: expert parallelism of 3 does not divide";
        QTest::newRow("more than the experts")
            << text(mixtral({"--expert-parallel", "16"})) << "--expert-parallel: expert parallelism of 16 is more than";
        QTest::newRow("out of range") << text(mixtral({"--expert-parallel", "-1"})) << "--expert-parallel";
    }
    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(tpuplan::test::isOneLine(r.err), qPrintable(r.err));
    }

    void diagnoseTakesTheExpertAxis()
    {
        const QString error = QStringLiteral(TPUPLAN_TEST_DATA "/oom/moe/megatron-mixtral-h100.txt");
        const QStringList args{"diagnose",   "--model",          "mixtral-8x7b", "--seq-len",    "4096", "--batch",
                               "1",          "--hardware",       "h100-80",      "--devices",    "8",    "--precision",
                               "bf16-mixed", "--checkpointing",  "full",         "--error-file", error,  "--format",
                               "json",       "--no-user-catalog"};
        const QJsonObject replicas = ok(args);
        const QJsonObject experts = ok(args + QStringList{"--expert-parallel", "8"});
        QCOMPARE(replicas.value("sharding").toObject().value("expert").toInt(), 1);
        QCOMPARE(experts.value("sharding").toObject().value("expert").toInt(), 8);
        // the routed experts split over the expert axis whatever the strategy: a device holds an eighth of them
        QVERIFY(num(experts.value("sharding").toObject(), "sharded_states")
                < num(replicas.value("sharding").toObject(), "sharded_states"));
        // the run's capacity factor: a dropless run is told to drop (a fix or advice), one that drops at 1.0 is not
        const QString drop = QStringLiteral("tpuplan: --capacity-factor 1");
        QVERIFY(run(args).out.contains(drop));
        const Run capped = run(args + QStringList{"--capacity-factor", "1.0"});
        QVERIFY2(capped.code == 0, qPrintable(capped.err));
        QVERIFY2(!capped.out.contains(drop), qPrintable(capped.out));
        // a dense model: the option's error
        QStringList dense = args;
        dense[dense.indexOf(QStringLiteral("mixtral-8x7b"))] = QStringLiteral("llama-3.1-8b");
        const Run r = run(dense + QStringList{"--expert-parallel", "2"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("--expert-parallel: expert parallelism of 2 needs a mixture-of-experts")),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliExpertParallel)
#include "TestCliExpertParallel.moc"
