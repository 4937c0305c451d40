// SPDX-License-Identifier: GPL-3.0-or-later
// Sharding on the command line (issue #17): estimate and max-batch take one mesh (--sharding, --fsdp,
// --tensor-parallel, --slices, --devices) and --offload, print the mesh, what sharding adds back and what the host
// holds, and refuse a mesh that cannot run naming the option; recommend's JSON carries the mesh, the communication
// and the bound of every candidate, its table a mesh column, and the seed's encoder plans read as they did.
#include "CliRunner.h"
#include "CoreHelpers.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace {
using Run = tpuplan::test::CliRun;
constexpr auto run = &tpuplan::test::runCli;
constexpr auto json = &tpuplan::test::jsonObject;

// Llama-3.1-8B on one v6e-8 host: 8 chips sharing 1,440 GB of host RAM (resources/catalog/generations.yaml)
QStringList llamaOn(const QString& hardware, const QStringList& extra = {})
{
    return QStringList{"estimate", "--model",         "llama-3.1-8b", "--seq-len",   "8192",       "--batch",
                       "1",        "--hardware",      hardware,       "--precision", "bf16-mixed", "--optimizer",
                       "adamw",    "--checkpointing", "full",         "--format",    "json",       "--no-user-catalog"}
    + extra;
}

qint64 num(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toVariant().toLongLong();
}

QJsonObject memoryOf(const QJsonObject& o)
{
    return o.value("memory").toObject();
}

QJsonObject estimate(const QStringList& args)
{
    const Run r = run(args);
    if (r.code != 0)
        qFatal("%s", qPrintable(r.err));
    return json(r);
}

// |a - b| within a few bytes: the JSON rounds every figure to whole bytes
bool near(qint64 a, qint64 b)
{
    return std::llabs(a - b) <= 4;
}

int column(const QString& header, const QString& name)
{
    return int(header.indexOf(name));
}
} // namespace

class TestCliSharding : public QObject
{
    Q_OBJECT
private slots:
    void strategiesShardTheStates_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<int>("parameters"); // what each state is divided by on 8 chips (ZeRO, Table 1)
        QTest::addColumn<int>("gradients");
        QTest::addColumn<int>("optimizer");
        QTest::addColumn<int>("gatheredLayers");
        QTest::newRow("zero1") << "zero1" << 1 << 1 << 8 << 0;
        QTest::newRow("zero2") << "zero2" << 1 << 8 << 8 << 0;
        QTest::newRow("fsdp") << "fsdp" << 8 << 8 << 8 << 2;
    }
    void strategiesShardTheStates()
    {
        QFETCH(QString, strategy);
        QFETCH(int, parameters);
        QFETCH(int, gradients);
        QFETCH(int, optimizer);
        QFETCH(int, gatheredLayers);
        const QJsonObject full = estimate(llamaOn("v6e-8"));
        const QJsonObject o = estimate(llamaOn("v6e-8", {"--sharding", strategy}));
        const QJsonObject m = memoryOf(o);
        const QJsonObject fm = memoryOf(full);
        QVERIFY(near(num(m, "parameters"), num(fm, "parameters") / parameters));
        QVERIFY(near(num(m, "gradients"), num(fm, "gradients") / gradients));
        QVERIFY(near(num(m, "optimizer_states"), num(fm, "optimizer_states") / optimizer));
        const QJsonObject sd = o.value("sharding").toObject();
        QCOMPARE(sd.value("strategy").toString(), strategy);
        QCOMPARE(sd.value("fsdp").toInt(), 8);
        QCOMPARE(sd.value("data").toInt(), 1);
        QCOMPARE(sd.value("gathered_layers").toInt(), gatheredLayers);
        // a full replica's states are what the replicated estimate holds; the gathered unit is added back
        QVERIFY(near(num(sd, "replicated_states"),
                     num(fm, "parameters") + num(fm, "gradients") + num(fm, "optimizer_states")));
        QVERIFY(near(num(m, "sharding_buffers"), num(sd, "gathered_weights") + num(sd, "communication_buffers")));
        QCOMPARE(num(m, "sharding_buffers") > 0, gatheredLayers > 0);
        QVERIFY(num(m, "total") < num(fm, "total"));
        // the replicated estimate: a data axis of 8, nothing added back
        const QJsonObject fsd = full.value("sharding").toObject();
        QCOMPARE(fsd.value("strategy").toString(), QStringLiteral("replicate"));
        QCOMPARE(fsd.value("data").toInt(), 8);
        QCOMPARE(num(fm, "sharding_buffers"), qint64(0));
    }

    void moreShardingTakesLess()
    {
        qint64 last = std::numeric_limits<qint64>::max();
        for (const char* s : {"replicate", "zero1", "zero2", "fsdp"}) {
            const qint64 states = [&] {
                const QJsonObject m = memoryOf(estimate(llamaOn("v6e-8", {"--sharding", s})));
                return num(m, "parameters") + num(m, "gradients") + num(m, "optimizer_states");
            }();
            QVERIFY2(states < last, s);
            last = states;
        }
    }

    void meshOptions_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<int>("data");
        QTest::addColumn<int>("fsdp");
        QTest::addColumn<int>("tensor");
        QTest::addColumn<int>("slices");
        QTest::addColumn<int>("devices");
        QTest::newRow("fsdp over the slice")
            << "v6e-8" << QStringList{"--sharding", "fsdp"} << "fsdp" << 1 << 8 << 1 << 1 << 8;
        QTest::newRow("fsdp 4, data 2") << "v6e-8" << QStringList{"--sharding", "fsdp", "--fsdp", "4"} << "fsdp" << 2
                                        << 4 << 1 << 1 << 8;
        QTest::newRow("fsdp with tensor 2") << "v6e-8" << QStringList{"--sharding", "fsdp", "--tensor-parallel", "2"}
                                            << "fsdp" << 1 << 4 << 2 << 1 << 8;
        QTest::newRow("two slices") << "v6e-8" << QStringList{"--sharding", "zero2", "--slices", "2"} << "zero2" << 1
                                    << 8 << 1 << 2 << 16;
        QTest::newRow("8 GPUs") << "h100-80" << QStringList{"--devices", "8", "--sharding", "zero2"} << "zero2" << 1
                                << 8 << 1 << 1 << 8;
        QTest::newRow("8 GPUs replicated")
            << "h100-80" << QStringList{"--devices", "8"} << "replicate" << 8 << 1 << 1 << 1 << 8;
        QTest::newRow("one GPU") << "h100-80" << QStringList{} << "replicate" << 1 << 1 << 1 << 1 << 1;
    }
    void meshOptions()
    {
        QFETCH(QString, hardware);
        QFETCH(QStringList, options);
        QFETCH(QString, strategy);
        QFETCH(int, data);
        QFETCH(int, fsdp);
        QFETCH(int, tensor);
        QFETCH(int, slices);
        QFETCH(int, devices);
        const QJsonObject o = estimate(llamaOn(hardware, options));
        const QJsonObject sd = o.value("sharding").toObject();
        QCOMPARE(sd.value("strategy").toString(), strategy);
        QCOMPARE(sd.value("data").toInt(), data);
        QCOMPARE(sd.value("fsdp").toInt(), fsdp);
        QCOMPARE(sd.value("tensor").toInt(), tensor);
        QCOMPARE(sd.value("slices").toInt(), slices);
        QCOMPARE(o.value("devices").toInt(), devices);
        QCOMPARE(o.value("hardware").toString(), hardware);
        QVERIFY(o.value("host_memory").isDouble());
    }

    void gpuJobSharesTheStates()
    {
        // ZeRO-2 over 8 H100s (DeepSpeed's layout under PyTorch): the gradients and optimizer states of one GPU are
        // an eighth of what 8 GPUs hold between them; 16-bit weights stay whole
        const QJsonObject o = estimate(llamaOn("h100-80", {"--devices", "8", "--sharding", "zero2"}));
        const QJsonObject sd = o.value("sharding").toObject();
        QVERIFY(sd.value("deepspeed_layout").toBool());
        const qint64 p = num(o, "parameter_count");
        QVERIFY(near(num(memoryOf(o), "parameters"), 2 * p));
        QVERIFY(near(num(memoryOf(o), "gradients"), 2 * p / 8));
        QVERIFY(num(sd, "communication_buffers") > 0); // DeepSpeed's reduce and all-gather buckets
        const Run text = run(llamaOn("h100-80", {"--devices", "8", "--sharding", "zero2", "--format", "text"}));
        QVERIFY2(text.code == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(QStringLiteral("on 8 × h100-80 (ZeRO-2)")), qPrintable(text.out));
    }

    void offloadMovesBytesToTheHost()
    {
        const QJsonObject sharded = estimate(llamaOn("v6e-8", {"--sharding", "fsdp"}));
        const QJsonObject o = estimate(llamaOn("v6e-8", {"--sharding", "fsdp", "--offload", "optimizer"}));
        const QJsonObject off = o.value("sharding").toObject().value("offloaded").toObject();
        QCOMPARE(o.value("sharding").toObject().value("offload").toString(), QStringLiteral("optimizer"));
        QCOMPARE(num(memoryOf(o), "optimizer_states"), qint64(0));
        QVERIFY(num(off, "optimizer_states") > 0);
        QVERIFY(near(num(off, "optimizer_states"), num(memoryOf(sharded), "optimizer_states")));
        QVERIFY(near(num(memoryOf(sharded), "total") - num(memoryOf(o), "total"), num(off, "optimizer_states")));
        // the 8 chips of the one host put their states in its RAM
        QVERIFY(near(num(o, "host_memory"), 8 * num(off, "optimizer_states")));
        QCOMPARE(num(o, "host_ram"), qint64(1440e9));
        QVERIFY(o.value("host_fits").toBool());
        QCOMPARE(num(sharded, "host_memory"), qint64(0));

        const Run text = run(llamaOn("v6e-8", {"--sharding", "fsdp", "--offload", "optimizer", "--format", "text"}));
        QVERIFY2(text.code == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(QStringLiteral("Offloaded to the host (optimizer)")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("of the 1,440 GB of host RAM")), qPrintable(text.out));
        QVERIFY(!text.out.contains(QStringLiteral("the host needs")));
    }

    void estimateTextShowsTheMesh()
    {
        const Run r = run(llamaOn("v6e-8", {"--sharding", "fsdp", "--format", "text"}));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Mesh: fsdp 8 × tensor 1 on v6e-8 (FSDP).")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("sharding buffers")));
        QVERIFY(r.out.contains(QStringLiteral("the gathered weights of 2 layer")));
        QVERIFY(r.out.contains(QStringLiteral("A full replica would need")));
        // one device, one replica, nothing offloaded: the estimate reads as it did
        const Run one = run({"estimate", "--model", "bert-base", "--seq-len", "512", "--batch", "8", "--hardware",
                             "a100-80", "--no-user-catalog"});
        QVERIFY2(one.code == 0, qPrintable(one.err));
        QVERIFY(!one.out.contains(QStringLiteral("Mesh:")));
        QVERIFY(!one.out.contains(QStringLiteral("sharding buffers")));
    }

    void hostRamOverflowDoesNotFit()
    {
        // 70B parameters' optimizer states and weights for 8 v5e chips, all in one host's 384 GB
        const QStringList args{
            "estimate", "--model",    "llama-3.1-70b", "--seq-len",        "4096",       "--batch",
            "1",        "--hardware", "v5litepod-8",   "--precision",      "bf16-mixed", "--checkpointing",
            "full",     "--offload",  "all",           "--no-user-catalog"};
        const Run r = run(args + QStringList{"--format", "json"});
        QVERIFY2(r.code == 0, qPrintable(r.err)); // as for a device that does not fit: an answer, not an error
        const QJsonObject o = json(r);
        QVERIFY(!o.value("host_fits").toBool());
        QVERIFY(!o.value("fits").toBool());
        QVERIFY(num(o, "host_memory") > num(o, "host_ram"));
        const Run text = run(args);
        QVERIFY2(text.out.contains(QStringLiteral("Does not fit: the host needs")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("its RAM is 384 GB (--offload all)")), qPrintable(text.out));
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("fsdp 3 on 8 chips")
            << llamaOn("v6e-8", {"--sharding", "fsdp", "--fsdp", "3"}) << "--fsdp: the mesh";
        QTest::newRow("fsdp with replicate") << llamaOn("v6e-8", {"--fsdp", "4"}) << "--fsdp shares the states";
        QTest::newRow("tensor above the heads") << llamaOn("v6e-64", {"--tensor-parallel", "64"})
                                                << "--tensor-parallel: tensor parallelism of 64 is more than the 32";
        QTest::newRow("tensor 64 on 8 chips")
            << llamaOn("v6e-8", {"--tensor-parallel", "64"}) << "--tensor-parallel: the mesh";
        QTest::newRow("tensor 3") << llamaOn("v6e-8", {"--tensor-parallel", "3"}) << "--tensor-parallel: the mesh";
        QTest::newRow("tensor 3 on 6 GPUs") << llamaOn("h100-80", {"--devices", "6", "--tensor-parallel", "3"})
                                            << "--tensor-parallel: tensor parallelism of 3 does not divide";
        QTest::newRow("devices on a TPU") << llamaOn("v6e-8", {"--devices", "8"}) << "--devices counts GPUs";
        QTest::newRow("slices of GPUs") << llamaOn("h100-80", {"--slices", "2"}) << "--slices: slices are TPU slices";
        QTest::newRow("sharding auto") << llamaOn("v6e-8", {"--sharding", "auto"})
                                       << "--sharding auto is for recommend";
        QTest::newRow("offload auto") << llamaOn("v6e-8", {"--offload", "auto"}) << "--offload auto is for recommend";
        QTest::newRow("unknown strategy") << llamaOn("v6e-8", {"--sharding", "zero3"}) << "--sharding must be one of";
        QTest::newRow("unknown offload") << llamaOn("v6e-8", {"--offload", "optimizer,gpu"}) << "--offload takes";
        QTest::newRow("fsdp out of range") << llamaOn("v6e-8", {"--sharding", "fsdp", "--fsdp", "-1"}) << "--fsdp:";
        QTest::newRow("max-batch fsdp 3")
            << QStringList{"max-batch", "--model",    "llama-3.1-8b", "--seq-len", "8192", "--hardware",
                           "v6e-8",     "--sharding", "fsdp",         "--fsdp",    "3",    "--no-user-catalog"}
            << "--fsdp: the mesh";
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

    void maxBatchShards()
    {
        const QStringList args{"max-batch",  "--model",  "llama-3.1-8b", "--seq-len",        "8192",
                               "--hardware", "v6e-8",    "--precision",  "bf16-mixed",       "--checkpointing",
                               "full",       "--format", "json",         "--no-user-catalog"};
        const QJsonObject replicated = estimate(args);
        const QJsonObject sharded = estimate(args + QStringList{"--sharding", "fsdp"});
        QVERIFY(sharded.value("max_batch").toInt() > replicated.value("max_batch").toInt());
        QCOMPARE(sharded.value("at_max_batch").toObject().value("sharding").toObject().value("strategy").toString(),
                 QStringLiteral("fsdp"));
        QStringList text = args;
        text.removeAt(text.indexOf(QStringLiteral("--format")) + 1);
        text.removeAt(text.indexOf(QStringLiteral("--format")));
        const Run r = run(text + QStringList{"--sharding", "fsdp"});
        QVERIFY2(r.out.contains(QStringLiteral("Mesh: fsdp 8 × tensor 1 on v6e-8 (FSDP).")), qPrintable(r.out));
        QVERIFY(!run(text).out.contains(QStringLiteral("Mesh:"))); // no mesh option: as it read before
        // one A100-40 whose 85 GB of host RAM cannot take 8B's optimizer states and weights, while the device would
        // run a batch of 1: the host's line alone
        const Run host
            = run({"max-batch", "--model", "llama-3.1-8b", "--seq-len", "1024", "--hardware", "a100-40", "--precision",
                   "bf16-mixed", "--checkpointing", "full", "--offload", "optimizer,params", "--no-user-catalog"});
        QVERIFY2(host.code == 0, qPrintable(host.err));
        QVERIFY2(host.out.contains(QStringLiteral("Does not fit: the host needs")), qPrintable(host.out));
        QVERIFY(!host.out.contains(QStringLiteral("Even a batch of 1")));
    }

    void recommendCandidatesCarryTheMesh()
    {
        const Run r = run({"recommend",
                           "--model",
                           "llama-3.1-8b",
                           "--seq-len",
                           "8192",
                           "--global-batch",
                           "256",
                           "--tokens",
                           "1e9",
                           "--precision",
                           "bf16-mixed",
                           "--checkpointing",
                           "full,save_qkv_proj",
                           "--generations",
                           "v5e,v6e",
                           "--include-gpus",
                           "--limit",
                           "8",
                           "--format",
                           "json",
                           "--no-user-catalog"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray cands = json(r).value("candidates").toArray();
        QVERIFY(!cands.isEmpty());
        bool sharded = false;
        for (const QJsonValue& v : cands) {
            const QJsonObject c = v.toObject();
            const QJsonObject sd = c.value("sharding").toObject();
            for (const char* key : {"data", "fsdp", "tensor", "slices"})
                QVERIFY2(sd.value(QLatin1String(key)).toInt() >= 1, key);
            QVERIFY(QStringList({"replicate", "zero1", "zero2", "fsdp"}).contains(sd.value("strategy").toString()));
            sharded = sharded || sd.value("strategy").toString() != QLatin1String("replicate");
            QVERIFY(c.value("communication_seconds").isDouble());
            QVERIFY(c.value("communication_seconds").toDouble() >= 0);
            QVERIFY(QStringList({"compute", "communication", "host-transfer"}).contains(c.value("bound").toString()));
            QVERIFY(c.value("host_memory").isDouble());
        }
        QVERIFY(sharded); // 8B with Adam does not fit a replica on one v5e/v6e chip
    }

    void recommendTakesTheMeshOptions_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("sharding") << QStringList{"--sharding", "zero2"} << "strategy"
                                  << "zero2";
        QTest::newRow("offload") << QStringList{"--sharding", "fsdp", "--offload", "optimizer"} << "offload"
                                 << "optimizer";
    }
    void recommendTakesTheMeshOptions()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, key);
        QFETCH(QString, value);
        const Run r = run(QStringList{"recommend", "--model", "llama-3.1-8b", "--seq-len", "8192", "--global-batch",
                                      "256", "--tokens", "1e9", "--precision", "bf16-mixed", "--checkpointing", "full",
                                      "--hardware", "v6e-8,v6e-16", "--format", "json", "--no-user-catalog"}
                          + options);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray cands = json(r).value("candidates").toArray();
        QVERIFY(!cands.isEmpty());
        for (const QJsonValue& v : cands)
            QCOMPARE(v.toObject().value("sharding").toObject().value(key).toString(), value);
        const Run bad = run({"recommend", "--model", "llama-3.1-8b", "--seq-len", "8192", "--global-batch", "256",
                             "--tokens", "1e9", "--offload", "disk"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--offload takes")), qPrintable(bad.err));
    }

    void recommendTableShowsTheMesh()
    {
        const Run r = run({"recommend", "--model", "llama-3.1-8b", "--seq-len", "8192", "--global-batch", "256",
                           "--tokens", "1e9", "--precision", "bf16-mixed", "--checkpointing", "full", "--hardware",
                           "v6e-8,a100-80", "--limit", "40", "--no-user-catalog"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        int header = -1;
        for (int i = 0; i < lines.size() && header < 0; ++i)
            if (lines[i].contains(QLatin1String(" pricing ")))
                header = i;
        QVERIFY(header >= 0);
        const int meshAt = column(lines[header], QStringLiteral("mesh"));
        const int regionAt = column(lines[header], QStringLiteral("region"));
        QVERIFY2(meshAt > 0 && meshAt < regionAt, qPrintable(lines[header]));
        bool gpuJob = false;
        for (int i = header + 1; i < lines.size() && !lines[i].trimmed().isEmpty(); ++i) {
            const QString& row = lines[i];
            gpuJob = gpuJob || row.contains(QStringLiteral(" × a100-80"));
            QCOMPARE(row.at(meshAt - 1), QLatin1Char(' ')); // the job ends before the mesh column
            QVERIFY2(row.at(meshAt).isLetter(), qPrintable(row)); // fsdp, zero1, zero2, dp
            QCOMPARE(row.at(regionAt - 1), QLatin1Char(' '));
        }
        QVERIFY2(gpuJob, qPrintable(r.out));
    }

    void seedPlansReadAsTheyDid_data()
    {
        QTest::addColumn<QString>("plan");
        QTest::newRow("roberta") << tpuplan::test::examplePath("roberta-base-mlm.yaml");
        QTest::newRow("bigbird") << tpuplan::test::examplePath("bigbird-base-4096.yaml");
    }
    void seedPlansReadAsTheyDid()
    {
        QFETCH(QString, plan);
        const Run r = run({"plan", plan, "--no-user-catalog"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        const auto header = std::find_if(lines.begin(), lines.end(),
                                         [](const QString& l) { return l.contains(QLatin1String(" pricing ")); });
        QVERIFY(header != lines.end());
        QVERIFY2(!header->contains(QLatin1String(" mesh ")), qPrintable(*header));
        QVERIFY(header->startsWith(QStringLiteral("  # hardware       region ")));
        const Run j = run({"plan", plan, "--no-user-catalog", "--format", "json"});
        const QJsonArray cands = json(j).value("candidates").toArray();
        QVERIFY(!cands.isEmpty());
        for (const QJsonValue& v : cands) {
            const QJsonObject sd = v.toObject().value("sharding").toObject();
            QCOMPARE(sd.value("strategy").toString(), QStringLiteral("replicate"));
            QCOMPARE(sd.value("tensor").toInt(), 1);
            QCOMPARE(sd.value("offload").toString(), QStringLiteral("none"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliSharding)
#include "TestCliSharding.moc"
