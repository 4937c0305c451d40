// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan recommend / plan: the JSON contract of every candidate, best first; the example plans; bad options (exit 2,
// one line on stderr) and bad plan files (exit 1, naming file:line).
#include "CliRunner.h"
#include "Commands.h"
#include "CoreHelpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdlib>

using namespace tpuplan::cli;

namespace {
using Run = tpuplan::test::CliRun;
constexpr auto run = &tpuplan::test::runCli; // in a fresh home: no user catalog (HermeticHome.cpp)

constexpr auto json = &tpuplan::test::jsonObject;

constexpr auto example = &tpuplan::test::examplePath;

const QStringList kSeedArgs{"recommend",
                            "--model",
                            "bigbird-roberta-base",
                            "--seq-len",
                            "4096",
                            "--global-batch",
                            "16",
                            "--steps",
                            "100000",
                            "--hardware",
                            "v2-8,v3-8",
                            "--region",
                            "us-central1,colab",
                            "--pricing",
                            "on-demand,preemptible,spot,colab-free",
                            "--precision",
                            "fp32",
                            "--max-accumulation",
                            "1",
                            "--head",
                            "mlm-masked",
                            "--max-predictions",
                            "600",
                            "--nsp",
                            "--dataset-gib",
                            "37"};
} // namespace

class TestCliRecommend : public QObject
{
    Q_OBJECT
private slots:
    void contract_data();
    void contract();
    void seedBestIsColab();
    void planMatchesRecommend();
    void textReport();
    void limitAndObjective();
    void badOptions_data();
    void badOptions();
    void badPlanFile_data();
    void badPlanFile();
};

void TestCliRecommend::contract_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("recommend, seed scenario") << (kSeedArgs + QStringList{"--format", "json"});
    QTest::newRow("plan, bigbird example")
        << QStringList{"plan", example("bigbird-base-4096.yaml"), "--format", "json"};
    QTest::newRow("plan, roberta example") << QStringList{"plan", example("roberta-base-mlm.yaml"), "--format", "json"};
    QTest::newRow("recommend, tokens, GPUs, balanced") << QStringList{"recommend",   "--model",
                                                                      "bert-base",   "--seq-len",
                                                                      "128",         "--global-batch",
                                                                      "256",         "--tokens",
                                                                      "1e9",         "--generations",
                                                                      "v3",          "--include-gpus",
                                                                      "--objective", "balanced",
                                                                      "--limit",     "0",
                                                                      "--format",    "json"};
    QTest::newRow("recommend, epochs") << QStringList{
        "recommend", "--model",          "roberta-base", "--seq-len",  "512",       "--global-batch", "64",  "--epochs",
        "2",         "--dataset-tokens", "5e8",          "--hardware", "v3-8,v4-8", "--format",       "json"};
}

void TestCliRecommend::contract()
{
    QFETCH(QStringList, args);
    const Run r = run(args);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject o = json(r);
    QVERIFY(o.value("input").isObject());
    QVERIFY(o.value("evaluated").toInt() > 0);
    const QJsonArray cands = o.value("candidates").toArray();
    QVERIFY(!cands.isEmpty());
    QVERIFY(cands.size() <= 20 || args.contains(QStringLiteral("0")));
    // the contract of the issue, for every candidate
    for (const QJsonValue& v : cands) {
        const QJsonObject c = v.toObject();
        for (const char* k : {"hardware", "region", "pricing", "precision", "checkpointing"})
            QVERIFY2(c.value(k).isString() && !c.value(k).toString().isEmpty(), k);
        for (const char* k : {"batch_per_device", "accumulation", "step_seconds", "hours"})
            QVERIFY2(c.value(k).isDouble() && c.value(k).toDouble() >= 0, k);
        // a cost is a number where the price is listed, null (unknown, never 0) where it is not (issue #29)
        QVERIFY(c.value("price_listed").isBool());
        for (const char* k : {"cost_usd", "expected_cost_usd"})
            QVERIFY2(c.value("price_listed").toBool() ? c.value(k).isDouble() && c.value(k).toDouble() >= 0
                                                      : c.value(k).isNull(),
                     k);
        QVERIFY(c.value("batch_per_device").toInt() >= 1);
        QVERIFY(c.value("accumulation").toInt() >= 1);
        QVERIFY(c.value("step_seconds").toDouble() > 0);
        QVERIFY(c.value("fits").isBool());
        QVERIFY(c.value("pareto").isBool());
        const QJsonObject mem = c.value("memory").toObject();
        qint64 sum = 0;
        for (const char* k : {"parameters", "gradients", "optimizer_states", "activations", "runtime_overhead"}) {
            QVERIFY2(mem.value(k).isDouble(), k);
            sum += mem.value(k).toVariant().toLongLong();
        }
        QVERIFY(std::llabs(mem.value("total").toVariant().toLongLong() - sum) <= 5); // parts rounded one by one
        const QJsonArray reasons = c.value("reasons").toArray();
        QVERIFY(!reasons.isEmpty());
        for (const QJsonValue& reason : reasons)
            QVERIFY(!reason.toString().isEmpty());
        QCOMPARE(c.value("reason_codes").toArray().size(), reasons.size());
        // the batch split reaches the global batch
        QCOMPARE(c.value("batch_per_device").toInt() * c.value("accumulation").toInt() * c.value("devices").toInt(),
                 o.value("input").toObject().value("global_batch").toInt());
        QVERIFY(c.value("expected_hours").toDouble() >= c.value("hours").toDouble());
    }
    // best first: usable candidates lead, ranked by the objective
    const QString objective = o.value("input").toObject().value("objective").toString();
    auto usable
        = [](const QJsonObject& c) { return c.value("fits").toBool() && c.value("within_constraints").toBool(); };
    bool seenUnusable = false;
    for (int i = 0; i < cands.size(); ++i) {
        const QJsonObject c = cands[i].toObject();
        if (!usable(c)) {
            seenUnusable = true;
            continue;
        }
        QVERIFY2(!seenUnusable, "a usable candidate after an unusable one");
        if (i > 0 && objective != QLatin1String("balanced")) {
            const QJsonObject p = cands[i - 1].toObject();
            const char* key = objective == QLatin1String("time") ? "expected_hours" : "expected_cost_usd";
            QVERIFY(p.value(key).toDouble() <= c.value(key).toDouble() + 1e-6);
        }
    }
    QVERIFY(usable(cands.first().toObject()));
    QVERIFY(cands.first().toObject().value("pareto").toBool());
}

void TestCliRecommend::seedBestIsColab()
{
    const Run r = run(kSeedArgs + QStringList{"--format", "json", "--limit", "0"});
    QCOMPARE(r.code, 0);
    const QJsonArray cands = json(r).value("candidates").toArray();
    const QJsonObject best = cands.first().toObject();
    QCOMPARE(best.value("hardware").toString(), QStringLiteral("v2-8"));
    QCOMPARE(best.value("pricing").toString(), QStringLiteral("colab-free"));
    QVERIFY(best.value("checkpointing").toString() != QLatin1String("none"));
    QVERIFY(best.value("preemption").toObject().value("forced_restarts").toDouble() > 0);
    QVERIFY(best.value("preemption").toObject().contains("p50_hours"));
    QVERIFY(best.value("reason_codes").toArray().contains(QStringLiteral("checkpointing-cost")));
    for (const QJsonValue& v : cands) {
        const QJsonObject c = v.toObject();
        if (c.value("hardware").toString() == QLatin1String("v2-8") && c.value("fits").toBool())
            QVERIFY(c.value("checkpointing").toString() != QLatin1String("none"));
        if (c.value("hardware").toString() == QLatin1String("v3-8")
            && c.value("checkpointing").toString() == QLatin1String("none"))
            QVERIFY(c.value("fits").toBool());
    }
}

void TestCliRecommend::planMatchesRecommend()
{
    // the example plan and the same inputs as flags give the same candidates
    const Run a = run(QStringList{"plan", example("bigbird-base-4096.yaml"), "--format", "json"});
    const Run b = run(kSeedArgs + QStringList{"--format", "json"});
    QCOMPARE(a.code, 0);
    QCOMPARE(b.code, 0);
    const QJsonArray ca = json(a).value("candidates").toArray();
    const QJsonArray cb = json(b).value("candidates").toArray();
    QCOMPARE(ca.size(), cb.size());
    for (int i = 0; i < ca.size(); ++i)
        for (const char* k : {"hardware", "region", "pricing", "checkpointing", "expected_cost_usd", "step_seconds"})
            QCOMPARE(ca[i].toObject().value(k), cb[i].toObject().value(k));
}

void TestCliRecommend::textReport()
{
    const Run r = run(QStringList{"plan", example("bigbird-base-4096.yaml")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QLatin1String("Why #1:")));
    QVERIFY(r.out.contains(QLatin1String("colab-free")));
    QVERIFY(r.out.contains(QLatin1String("step time")));
    QVERIFY(r.out.contains(QLatin1String("Preemption spread")));
    QVERIFY(r.out.contains(QLatin1String("DOES NOT FIT")));
}

void TestCliRecommend::limitAndObjective()
{
    const Run three = run(kSeedArgs + QStringList{"--format", "json", "--limit", "3"});
    QCOMPARE(json(three).value("candidates").toArray().size(), 3);
    const Run time = run(kSeedArgs + QStringList{"--format", "json", "--objective", "time"});
    const QJsonObject fastest = json(time).value("candidates").toArray().first().toObject();
    QCOMPARE(fastest.value("hardware").toString(), QStringLiteral("v3-8"));
    QCOMPARE(fastest.value("checkpointing").toString(), QStringLiteral("none"));
    // a deadline the free Colab plan misses
    const Run deadline = run(kSeedArgs + QStringList{"--format", "json", "--deadline-hours", "15"});
    const QJsonObject best = json(deadline).value("candidates").toArray().first().toObject();
    QVERIFY(best.value("pricing").toString() != QLatin1String("colab-free"));
    QVERIFY(best.value("expected_hours").toDouble() <= 15);
}

void TestCliRecommend::badOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList ok{"recommend",      "--model", "bert-base", "--seq-len", "128",
                         "--global-batch", "32",      "--steps",   "100"};
    QTest::newRow("missing --model") << QStringList{"recommend", "--seq-len", "128", "--global-batch",
                                                    "32",        "--steps",   "1"}
                                     << "--model is required";
    QTest::newRow("missing --seq-len") << QStringList{"recommend", "--model", "bert-base", "--global-batch",
                                                      "32",        "--steps", "1"}
                                       << "--seq-len is required";
    QTest::newRow("no run length") << QStringList{"recommend", "--model",        "bert-base", "--seq-len",
                                                  "128",       "--global-batch", "32"}
                                   << "exactly one of";
    QTest::newRow("steps and tokens") << (ok + QStringList{"--tokens", "1e9"}) << "exactly one of";
    QTest::newRow("epochs without dataset")
        << QStringList{"recommend", "--model", "bert-base", "--seq-len", "128", "--global-batch", "32", "--epochs", "2"}
        << "--dataset-tokens";
    QTest::newRow("seq-len not a number")
        << QStringList{"recommend", "--model", "bert-base", "--seq-len", "long", "--global-batch", "32", "--steps", "1"}
        << "--seq-len";
    QTest::newRow("seq-len over the positions")
        << QStringList{"recommend", "--model", "bert-base", "--seq-len", "1024", "--global-batch", "32", "--steps", "1"}
        << "--seq-len: 1024 tokens exceed";
    QTest::newRow("unknown objective") << (ok + QStringList{"--objective", "fastest"}) << "--objective";
    QTest::newRow("unknown pricing") << (ok + QStringList{"--pricing", "free"}) << "unknown pricing model \"free\"";
    QTest::newRow("unknown precision") << (ok + QStringList{"--precision", "fp8"}) << "unknown precision";
    QTest::newRow("every-3 is not a policy list")
        << (ok + QStringList{"--checkpointing", "every-3"}) << "--checkpointing";
    QTest::newRow("safety margin 0.95") << (ok + QStringList{"--safety-margin", "0.95"}) << "--safety-margin";
    QTest::newRow("negative budget") << (ok + QStringList{"--budget-usd", "-1"}) << "--budget-usd";
    QTest::newRow("preemption rate 11") << (ok + QStringList{"--preemption-rate", "11"}) << "--preemption-rate";
    QTest::newRow("efficiency 2") << (ok + QStringList{"--efficiency", "v3=2"}) << "--efficiency";
    QTest::newRow("unknown hardware") << (ok + QStringList{"--hardware", "v9-8"}) << "unknown hardware \"v9-8\"";
    QTest::newRow("unknown generation") << (ok + QStringList{"--generations", "v9"}) << "unknown generation";
    QTest::newRow("unknown region") << (ok + QStringList{"--region", "mars-1"}) << "mars-1";
    QTest::newRow("unknown option") << (ok + QStringList{"--fast"}) << "fast";
    QTest::newRow("bad format") << (ok + QStringList{"--format", "xml"}) << "--format";
    QTest::newRow("gpu runtime xla") << (ok + QStringList{"--gpu-runtime", "xla"}) << "--gpu-runtime";
    QTest::newRow("max-accumulation 0") << (ok + QStringList{"--max-accumulation", "0"}) << "--max-accumulation";
    QTest::newRow("plan without a file") << QStringList{"plan"} << "plan file";
    QTest::newRow("plan with two files") << QStringList{"plan", "a.yaml", "b.yaml"} << "unexpected argument";
}

void TestCliRecommend::badOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.endsWith(QLatin1Char('\n')) && r.err.count(QLatin1Char('\n')) == 1, qPrintable(r.err));
    QVERIFY2(r.err.startsWith(QStringLiteral("tpuplan %1: ").arg(args.first())), qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestCliRecommend::badPlanFile_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    const QByteArray base = "model: bert-base\ntraining:\n  seq_len: 128\n  global_batch: 32\n  steps: 10\n";
    QTest::newRow("unknown key") << base + "hardwares: {}\n" << 6 << "hardwares: unknown key";
    QTest::newRow("unknown key in training") << base + "  batch: 4\n" << 6 << "training.batch: unknown key";
    QTest::newRow("unknown pricing") << base + "hardware: {pricing: [cheap]}\n" << 6 << "hardware.pricing";
    QTest::newRow("bad YAML") << QByteArray("model: bert-base\ntraining: {seq_len: 128\n") << 3 << "not valid YAML";
    QTest::newRow("unknown preset") << QByteArray("model: bert-huge\n") + base.mid(17) << 1 << "unknown model preset";
    QTest::newRow("日本語の名前") << base + "名前: 計画\n" << 6 << "名前: unknown key";
}

void TestCliRecommend::badPlanFile()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, line);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("計画.yaml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(yaml);
    f.close();
    const Run r = run(QStringList{"plan", path, "--format", "json"});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.count(QLatin1Char('\n')) == 1, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("%1:%2:").arg(path).arg(line)), qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    // a missing file: exit 1, naming it
    const Run missing = run(QStringList{"plan", dir.filePath(QStringLiteral("none.yaml"))});
    QCOMPARE(missing.code, 1);
    QVERIFY(missing.err.contains(dir.filePath(QStringLiteral("none.yaml"))));
}

QTEST_GUILESS_MAIN(TestCliRecommend)
#include "TestCliRecommend.moc"
