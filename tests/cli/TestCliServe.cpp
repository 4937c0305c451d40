// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan serve (issue #28): one configuration's JSON contract, the catalog search's candidates ranked by cost per
// million output tokens, the launch command, and clear errors for what cannot be served.
#include "CliRunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {
using Run = tpuplan::test::CliRun;
constexpr auto run = &tpuplan::test::runCli;
constexpr auto json = &tpuplan::test::jsonObject;

QStringList serve(const QStringList& extra)
{
    return QStringList{"serve", "--no-user-catalog"} + extra;
}

const QStringList k70bOnV5e16{
    "--model",       "llama-3.1-70b", "--hardware",  "v5litepod-16", "--input-len", "2000", "--output-len",      "300",
    "--concurrency", "100",           "--precision", "bf16",         "--format",    "json", "--tensor-parallel", "16"};
} // namespace

class TestCliServe : public QObject
{
    Q_OBJECT
private slots:
    // the stable keys of one configuration, with values that hang together
    void oneConfigurationJson()
    {
        const QJsonObject o = json(run(serve(k70bOnV5e16)));
        QVERIFY(o.value("fits").toBool());
        for (const char* key : {"kv_cache_tokens", "max_concurrency", "output_tokens_per_second", "ttft_seconds",
                                "tpot_seconds", "usd_per_million_output_tokens"})
            QVERIFY2(o.value(key).toDouble() > 0, key);
        QCOMPARE(o.value("tensor_parallel").toInt(), 16);
        const QJsonObject memory = o.value("memory").toObject();
        // Llama 3.1 70B in bf16 over 16 chips: 141.1 GB / 16 = 8.2 GiB per chip
        QVERIFY(qAbs(memory.value("weights_gib").toDouble() - 8.21) < 0.05);
        // 80 layers x 1 KV head of 128 per chip (8 heads over 16 chips, padded to the TP degree) x K, V x 2 B
        QCOMPARE(memory.value("kv_bytes_per_token").toDouble(), 40960.0);
        // the tokens the KV pool holds over the tokens of one sequence
        QCOMPARE(o.value("max_concurrency").toInt(), o.value("kv_cache_tokens").toInt() / 2300);
        // whole job: replicas x batch / TPOT is the steady decode rate, within what prefill takes out of it
        const double perReplica = o.value("batch").toDouble() / o.value("tpot_seconds").toDouble();
        QVERIFY(o.value("output_tokens_per_second").toDouble() <= o.value("replicas").toInt() * perReplica * 1.0001);
        const QJsonObject engine = o.value("engine").toObject();
        QCOMPARE(engine.value("flags").toObject().value("--tensor-parallel-size").toString(), QStringLiteral("16"));
        QVERIFY(engine.value("command").toString().contains("vllm serve meta-llama/Llama-3.1-70B"));
    }

    // a catalog search ranks fitting candidates by cost per million output tokens, each within the target
    void searchRanksByCost()
    {
        const QJsonObject o = json(run(serve({"--model", "llama-3.1-8b", "--input-len", "1000", "--output-len", "200",
                                              "--concurrency", "64", "--tpot-target", "0.05", "--format", "json"})));
        const QJsonArray candidates = o.value("candidates").toArray();
        QVERIFY(candidates.size() >= 5);
        double previous = 0;
        for (const QJsonValue& v : candidates) {
            const QJsonObject c = v.toObject();
            if (!c.value("meets_targets").toBool() || !c.value("priced").toBool())
                break;
            QVERIFY(c.value("tpot_seconds").toDouble() <= 0.05);
            const double cost = c.value("usd_per_million_output_tokens").toDouble();
            QVERIFY(cost >= previous);
            previous = cost;
        }
        QVERIFY(previous > 0);
        QVERIFY(!o.value("pareto_front").toArray().isEmpty());
    }

    void textShowsCommand_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("vllm gpu") << QStringList{"--model", "llama-3.1-8b", "--hardware", "l4", "--devices", "1"}
                                  << QStringLiteral("vllm serve meta-llama/Llama-3.1-8B");
        QTest::newRow("sglang") << QStringList{"--model", "llama-3.1-8b", "--hardware", "h100-80", "--devices",
                                               "1",       "--engine",     "sglang"}
                                << QStringLiteral("--mem-fraction-static");
        QTest::newRow("trtllm fp8") << QStringList{"--model", "llama-3.1-8b", "--hardware", "h100-80",     "--devices",
                                                   "1",       "--engine",     "trtllm",     "--precision", "fp8"}
                                    << QStringLiteral("--kv_cache_free_gpu_memory_fraction");
        QTest::newRow("jetstream") << QStringList{"--model",  "llama-3.1-70b", "--hardware",  "v5litepod-16",
                                                  "--engine", "jetstream",     "--precision", "int8"}
                                   << QStringLiteral("quantization=int8");
    }
    void textShowsCommand()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r
            = run(serve(args + QStringList{"--input-len", "1000", "--output-len", "200", "--concurrency", "8"}));
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(expected), qPrintable(r.out));
    }

    // what cannot be served is said, naming the option, with exit code != 0
    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("expected");
        const QStringList lens{"--input-len", "1000", "--output-len", "200", "--concurrency", "8"};
        QTest::newRow("weights exceed the job")
            << QStringList{"--model", "llama-3.1-405b", "--hardware", "l4", "--devices", "1"} + lens << 1
            << QStringLiteral("nothing is left for the KV cache");
        QTest::newRow("max context the KV cannot hold")
            << QStringList{"--model",     "llama-3.1-8b", "--hardware",    "l4",    "--devices", "1",
                           "--precision", "bf16",         "--max-context", "131072"}
                + lens
            << 1 << QStringLiteral("less than one 131,072-token sequence (--max-context)");
        QTest::newRow("target nobody meets") << QStringList{"--model", "llama-3.1-70b", "--tpot-target", "0.00001"}
                + lens << 0 << QStringLiteral("No configuration meets the latency targets");
        QTest::newRow("engine on the wrong device")
            << QStringList{"--model", "llama-3.1-8b", "--hardware", "v5litepod-8", "--engine", "trtllm"} + lens << 1
            << QStringLiteral("--engine");
        QTest::newRow("two traffic kinds")
            << QStringList{"--model", "llama-3.1-8b",  "--input-len", "10",       "--output-len",
                           "10",      "--concurrency", "2",           "--offline"}
            << 2 << QStringLiteral("one of --concurrency");
        QTest::newRow("unknown precision") << QStringList{"--model", "llama-3.1-8b", "--precision", "fp4"} + lens << 2
                                           << QStringLiteral("--precision");
        QTest::newRow("encoder") << QStringList{"--model", "bert-base"} + lens << 1 << QStringLiteral("--model");
        QTest::newRow("offline with a target")
            << QStringList{"--model", "llama-3.1-8b", "--input-len",   "10",  "--output-len",
                           "10",      "--offline",    "--tpot-target", "0.05"}
            << 1 << QStringLiteral("--tpot-target");
        QTest::newRow("context beyond the model's positions")
            << QStringList{"--model", "llama-3.1-8b", "--input-len", "900000", "--output-len", "10", "--offline"} << 1
            << QStringLiteral("beyond the 131,072 positions");
        QTest::newRow("devices on a TPU slice")
            << QStringList{"--model", "llama-3.1-8b", "--hardware", "v5litepod-8", "--devices", "4"} + lens << 1
            << QStringLiteral("--devices");
        QTest::newRow("more GPUs than a node")
            << QStringList{"--model", "llama-3.1-8b", "--hardware", "h100-80", "--devices", "16"} + lens << 1
            << QStringLiteral("across nodes");
        QTest::newRow("negative length") << QStringList{"--model",      "llama-3.1-8b", "--input-len", "-5",
                                                        "--output-len", "10",           "--offline"}
                                         << 2 << QStringLiteral("input-len");
    }
    // a saved serving plan runs under `tpuplan plan` as `tpuplan serve` would, and what the planner refuses in it
    // names the file and its key
    void planFile()
    {
        const Run ok = run(
            {"plan", QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/llama-3.1-70b-serve.yaml"), "--no-user-catalog"});
        QVERIFY2(ok.code == 0, qPrintable(ok.err));
        QVERIFY2(ok.out.contains(QStringLiteral("configurations tried"))
                     && ok.out.contains(QStringLiteral("vllm serve")),
                 qPrintable(ok.out));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad-tp.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("kind: serve\nmodel: llama-3.1-70b\nhardware: [v5litepod-16]\ntensor_parallel: 3\n"
                "input_len: 1000\noutput_len: 100\ntraffic: concurrency\nconcurrency: 8\n");
        f.close();
        const Run bad = run({"plan", path, "--no-user-catalog"});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(path) && bad.err.contains(QStringLiteral("tensor_parallel")), qPrintable(bad.err));
    }

    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, expected);
        const Run r = run(serve(args));
        QVERIFY2(r.code == code, qPrintable(QStringLiteral("%1: %2%3").arg(r.code).arg(r.out, r.err)));
        QVERIFY2((r.out + r.err).contains(expected), qPrintable(r.out + r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliServe)
#include "TestCliServe.moc"
