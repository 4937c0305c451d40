// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan estimate / max-batch: the JSON contract, the seed case and bad input.
#include "CliRunner.h"
#include "Commands.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cstdlib>

using namespace tpuplan::cli;

class TestCliEstimate : public QObject
{
    Q_OBJECT
private:
    using Run = tpuplan::test::CliRun;
    static constexpr auto run = &tpuplan::test::runCli;
    static constexpr auto json = &tpuplan::test::jsonObject;

private slots:
    void seedCase_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("checkpointing");
        QTest::addColumn<bool>("fits");
        QTest::newRow("v3-8 core, no checkpointing") << "v3-8"
                                                     << "none" << true;
        QTest::newRow("v2-8 core, no checkpointing") << "v2-8"
                                                     << "none" << false;
        QTest::newRow("v2-8 core, full checkpointing") << "v2-8"
                                                       << "full" << true;
        QTest::newRow("v2-8 core, every-2") << "v2-8"
                                            << "every-2" << true;
    }
    void seedCase()
    {
        QFETCH(QString, hardware);
        QFETCH(QString, checkpointing);
        QFETCH(bool, fits);
        const Run r = run({"estimate", "--model", "bigbird-roberta-base", "--seq-len", "4096", "--batch", "2",
                           "--hardware", hardware, "--precision", "fp32", "--optimizer", "adamw", "--checkpointing",
                           checkpointing, "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value("fits").toBool(), fits);
        const QJsonObject mem = o.value("memory").toObject();
        for (const char* k :
             {"parameters", "gradients", "optimizer_states", "activations", "runtime_overhead", "total"})
            QVERIFY2(mem.value(k).isDouble() && mem.value(k).toDouble() > 0, k);
        const qint64 total = mem.value("total").toVariant().toLongLong();
        const qint64 sum = mem.value("parameters").toVariant().toLongLong()
            + mem.value("gradients").toVariant().toLongLong() + mem.value("optimizer_states").toVariant().toLongLong()
            + mem.value("activations").toVariant().toLongLong()
            + mem.value("runtime_overhead").toVariant().toLongLong();
        // core's total and headroom, each rounded to bytes once: within a byte per part of the rounded parts' sum
        QVERIFY2(std::llabs(total - sum) <= 5, qPrintable(QStringLiteral("%1 vs %2").arg(total).arg(sum)));
        QVERIFY(std::llabs(o.value("headroom").toVariant().toLongLong()
                           - (o.value("device_memory").toVariant().toLongLong() - total))
                <= 1);
        QCOMPARE(o.value("device_memory").toVariant().toLongLong(), hardware == "v3-8" ? (16LL << 30) : (8LL << 30));
    }

    void checkpointingHalvesTotal()
    {
        auto total = [](const QString& ckpt) {
            const Run r = run({"estimate", "--model", "bigbird-roberta-base", "--seq-len", "4096", "--batch", "2",
                               "--hardware", "v2-8", "--checkpointing", ckpt, "--format", "json"});
            return json(r).value("memory").toObject().value("total").toDouble();
        };
        QVERIFY(total("full") <= 0.55 * total("none"));
    }

    void maxBatch_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("expected");
        QTest::newRow("seed v2 core without checkpointing: batch 1 only")
            << QStringList{"--model", "bigbird-roberta-base", "--seq-len", "4096", "--hardware", "v2-8"} << 1;
        QTest::newRow("seed v3 core: 2 fits, so at least 2")
            << QStringList{"--model", "bigbird-roberta-base", "--seq-len", "4096", "--hardware", "v3-8"} << -2;
    }
    void maxBatch()
    {
        QFETCH(QStringList, args);
        QFETCH(int, expected);
        // without a margin, so that the batch is the one estimate calls the last that fits (the default is the
        // plan's 0.1 since max-batch shares the option)
        const Run r = run(QStringList{"max-batch"} + args + QStringList{"--safety-margin", "0", "--format", "json"});
        QCOMPARE(r.code, 0);
        const int best = json(r).value("max_batch").toInt(-1);
        if (expected >= 0)
            QCOMPARE(best, expected);
        else
            QVERIFY(best >= -expected);
        // and that batch really fits while the next does not
        if (best > 0) {
            auto fitsAt = [&](int b) {
                const Run e = run(QStringList{"estimate"} + args
                                  + QStringList{"--batch", QString::number(b), "--format", "json"});
                return json(e).value("fits").toBool();
            };
            QVERIFY(fitsAt(best));
            QVERIFY(!fitsAt(best + 1));
        }
    }

    // MLPerf Training's largest v4 jobs (3,456 chips = v4-6912, the name counts TensorCores) and the full pod are
    // catalog slices (issue #29): --hardware takes them, one megacore device per chip
    void mlperfV4Slices_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<int>("chips");
        QTest::newRow("3,456 chips") << "v4-6912" << 3456;
        QTest::newRow("full pod") << "v4-8192" << 4096;
    }
    void mlperfV4Slices()
    {
        QFETCH(QString, hardware);
        QFETCH(int, chips);
        const Run r = run({"estimate", "--model", "bert-large", "--seq-len", "512", "--batch", "8", "--hardware",
                           hardware, "--precision", "bf16-mixed", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QVERIFY(o.value("fits").toBool());
        QCOMPARE(o.value("hardware").toString(), hardware);
        QCOMPARE(o.value("devices").toInt(), chips);
        const Run text = run({"estimate", "--model", "bert-large", "--seq-len", "512", "--batch", "8", "--hardware",
                              hardware, "--precision", "bf16-mixed"});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(hardware), qPrintable(text.out));
    }

    void textFormat()
    {
        const Run r
            = run({"estimate", "--model", "bert-base", "--seq-len", "128", "--batch", "32", "--hardware", "v3-8"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("GiB"));
        QVERIFY(r.out.contains("activations"));
    }

    // The checkpointing placement's offloaded activations, the loss and the paged optimizer: in the text and in the
    // JSON (activation_detail, sharding), outside the device total.
    void trainingOptions()
    {
        const QStringList custom{"estimate",
                                 "--model",
                                 "llama-3.1-8b",
                                 "--hardware",
                                 "v6e-8",
                                 "--checkpointing",
                                 "custom",
                                 "--seq-len",
                                 "4096",
                                 "--batch",
                                 "4",
                                 "--precision",
                                 "bf16-mixed",
                                 "--sharding",
                                 "fsdp",
                                 "--remat-placement",
                                 "decoder_layer_input=offload"};
        const Run text = run(custom);
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("Offloaded by the checkpointing placement:")), qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("offloaded to the host: decoder_layer_input")));
        QVERIFY(text.out.contains(QStringLiteral("Loss: fused"))); // XLA's own
        const QJsonObject o = json(run(custom + QStringList{"--format", "json"}));
        QCOMPARE(o.value("checkpointing").toString(), QStringLiteral("custom:decoder_layer_input=offload"));
        const QJsonObject act = o.value("activation_detail").toObject();
        const double offloaded = act.value("offloaded_by_placement").toDouble();
        QVERIFY(offloaded > 0);
        // no host offload asked: the placement's tensors are all the sharding detail's offloaded activations
        QCOMPARE(o.value("sharding").toObject().value("offloaded").toObject().value("activations").toDouble(),
                 offloaded);
        QCOMPARE(act.value("loss").toString(), QStringLiteral("fused"));
        // the layer input kept on the device instead: nothing leaves it
        QStringList kept = custom;
        kept.last() = QStringLiteral("decoder_layer_input=device");
        const QJsonObject onDevice = json(run(kept + QStringList{"--format", "json"}));
        QCOMPARE(onDevice.value("activation_detail").toObject().value("offloaded_by_placement").toDouble(), 0.0);
        QVERIFY(onDevice.value("memory").toObject().value("activations").toDouble()
                > o.value("memory").toObject().value("activations").toDouble());

        // an eager loss keeps more per logit than XLA's fused one
        const QJsonObject eager = json(run(custom + QStringList{"--loss", "eager", "--format", "json"}));
        QCOMPARE(eager.value("activation_detail").toObject().value("loss").toString(), QStringLiteral("eager"));
        QCOMPARE(eager.value("loss_impl").toString(), QStringLiteral("eager"));
        QVERIFY(eager.value("activation_detail").toObject().value("logit_bytes_per_element").toDouble()
                > act.value("logit_bytes_per_element").toDouble());

        // bitsandbytes' paged states on a GPU: outside the device total, in the text and the JSON
        const QStringList gpu{"estimate",    "--model",           "llama-3.1-8b",
                              "--hardware",  "h100-80",           "--seq-len",
                              "4096",        "--batch",           "1",
                              "--precision", "bf16-mixed",        "--optimizer",
                              "adamw-8bit",  "--paged-optimizer", "--checkpointing",
                              "full"};
        const Run paged = run(gpu);
        QCOMPARE(paged.code, 0);
        QVERIFY2(paged.out.contains(QStringLiteral("Paged optimizer states:")), qPrintable(paged.out));
        const QJsonObject p = json(run(gpu + QStringList{"--format", "json"}));
        QVERIFY(p.value("sharding").toObject().value("paged_optimizer_states").toDouble() > 0);
        QCOMPARE(p.value("memory").toObject().value("optimizer_states").toDouble(), 0.0);
        QCOMPARE(p.value("optimizer").toString(), QStringLiteral("adamw-8bit"));
        QCOMPARE(p.value("paged_optimizer").toBool(), true);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");
        const QStringList base{"estimate", "--model", "bert-base", "--seq-len", "128", "--batch", "8"};
        QTest::newRow("no hardware") << base << 2 << "--hardware";
        QTest::newRow("unknown hardware") << (base + QStringList{"--hardware", "v9-8"}) << 2 << "v9-8";
        QTest::newRow("both hardware and memory")
            << (base + QStringList{"--hardware", "v3-8", "--device-memory-gib", "8"}) << 2 << "exactly one";
        QTest::newRow("negative batch") << QStringList{"estimate", "--model", "bert-base",  "--seq-len", "128",
                                                       "--batch",  "-4",      "--hardware", "v3-8"}
                                        << 2 << "--batch";
        QTest::newRow("sequence beyond positions")
            << QStringList{"estimate", "--model", "bert-base",  "--seq-len", "4096",
                           "--batch",  "1",       "--hardware", "v3-8"}
            << 2 << "position";
        QTest::newRow("absurd sequence") << QStringList{"estimate",  "--model",       "bert-base",
                                                        "--seq-len", "1099511627776", "--batch",
                                                        "1",         "--hardware",    "v3-8"}
                                         << 2 << "--seq-len";
        QTest::newRow("fp16 on TPU") << (base + QStringList{"--hardware", "v3-8", "--precision", "fp16-mixed"}) << 2
                                     << "fp16";
        QTest::newRow("pytorch runtime on TPU")
            << (base + QStringList{"--hardware", "v3-8", "--runtime", "pytorch"}) << 2 << "XLA";
        QTest::newRow("bf16 on V100") << (base + QStringList{"--hardware", "v100-16", "--precision", "bf16-mixed"}) << 2
                                      << "bf16";
        QTest::newRow("bad checkpointing")
            << (base + QStringList{"--hardware", "v3-8", "--checkpointing", "every-0"}) << 2 << "--checkpointing";
        QTest::newRow("bad optimizer") << (base + QStringList{"--hardware", "v3-8", "--optimizer", "adagrad"}) << 2
                                       << "--optimizer";
        QTest::newRow("unknown option") << (base + QStringList{"--hardware", "v3-8", "--bogus"}) << 2 << "bogus";
        // the training options: refused where the training code has none, named by the option
        const QStringList llama{"estimate", "--model", "llama-3.1-8b", "--seq-len", "4096", "--batch", "1"};
        QTest::newRow("8-bit AdamW on a TPU")
            << (llama + QStringList{"--hardware", "v6e-8", "--optimizer", "adamw-8bit"}) << 2 << "8-bit AdamW";
        QTest::newRow("paged optimizer on a TPU")
            << (llama + QStringList{"--hardware", "v6e-8", "--paged-optimizer"}) << 2 << "paged optimizers";
        QTest::newRow("placement without custom") << (llama
                                                      + QStringList{"--hardware", "v6e-8", "--checkpointing", "full",
                                                                    "--remat-placement", "query_proj=offload"})
                                                  << 2 << "--remat-placement";
        QTest::newRow("unknown tensor") << (llama
                                            + QStringList{"--hardware", "v6e-8", "--checkpointing", "custom",
                                                          "--remat-placement", "qproj=offload"})
                                        << 2 << "qproj";
        QTest::newRow("layer input recomputed") << (llama
                                                    + QStringList{"--hardware", "v6e-8", "--checkpointing", "custom",
                                                                  "--remat-placement", "decoder_layer_input=remat"})
                                                << 2 << "decoder_layer_input";
        QTest::newRow("bad loss") << (llama + QStringList{"--hardware", "v6e-8", "--loss", "chunky"}) << 2 << "--loss";
        QTest::newRow("missing model file")
            << QStringList{"estimate",   "--model", "/nonexistent/config.json", "--seq-len", "128", "--batch", "1",
                           "--hardware", "v3-8"}
            << 1 << "nonexistent";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const Run r = run(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0); // one line
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliEstimate)
#include "TestCliEstimate.moc"
