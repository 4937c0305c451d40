// SPDX-License-Identifier: GPL-3.0-or-later
// `tpuplan model-info` on the 2025-26 families: the layer stack, the split of the parameters (attention, dense MLP,
// routed and shared experts, router, norms, embeddings, head, MTP), the active parameters in each convention, and the
// notes on MTP, quantised storage and a left-out vision tower, in text and JSON (docs/models.md).
#include "CliRunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

class TestCliModelInfoMoe : public QObject
{
    Q_OBJECT
private:
    using Run = tpuplan::test::CliRun;
    static constexpr auto run = &tpuplan::test::runCli;
    static constexpr auto json = &tpuplan::test::jsonObject;
    static qint64 num(const QJsonObject& o, const char* key)
    {
        return o.value(QLatin1String(key)).toVariant().toLongLong();
    }

private slots:
    void deepSeekJson()
    {
        const Run r = run({"model-info", "--model", "deepseek-v3", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(num(o, "parameters"), qint64(671026419200));
        // the split sums to the total
        const QJsonObject b = o.value(QStringLiteral("parameter_breakdown")).toObject();
        qint64 sum = 0;
        for (const char* k : {"attention", "dense_mlp", "routed_experts", "shared_experts", "router", "norms",
                              "embeddings", "head", "mtp"})
            sum += num(b, k);
        QCOMPARE(sum, qint64(671026419200));
        QCOMPARE(num(b, "mtp"), qint64(0)); // not trained unless asked
        QCOMPARE(num(b, "routed_experts"), qint64(58) * 256 * 3 * 7168 * 2048);
        // DeepSeek's convention: 36.6B without the input embedding (README_WEIGHTS.md)
        const QJsonObject a = o.value(QStringLiteral("active_parameters")).toObject();
        QCOMPARE(num(o, "active_parameter_count"), num(a, "with_embeddings"));
        QCOMPARE(num(a, "with_embeddings") - num(a, "without_input_embedding"), qint64(129280) * 7168);
        QVERIFY(num(a, "without_input_embedding") > num(a, "non_embedding"));
        QCOMPARE(qRound64(num(a, "without_input_embedding") / 1e8), qint64(366));
        const QJsonArray stack = o.value(QStringLiteral("layer_stack")).toArray();
        QCOMPARE(stack.size(), 2);
        QCOMPARE(stack.at(0).toObject().value(QStringLiteral("count")).toInt(), 3);
        QCOMPARE(stack.at(0).toObject().value(QStringLiteral("moe")).toBool(), false);
        QCOMPARE(stack.at(1).toObject().value(QStringLiteral("count")).toInt(), 58);
        QCOMPARE(stack.at(1).toObject().value(QStringLiteral("attention")).toString(), QStringLiteral("latent"));
        const QJsonObject mtp = o.value(QStringLiteral("mtp")).toObject();
        QCOMPARE(mtp.value(QStringLiteral("trained")).toBool(), false);
        QVERIFY(num(mtp, "as_stored") - num(mtp, "unique") == qint64(2) * 129280 * 7168);
        QCOMPARE(o.value(QStringLiteral("storage_format")).toString(), QStringLiteral("fp8-e4m3"));
    }

    void deepSeekText()
    {
        const Run r = run({"model-info", "--model", "deepseek-v3"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        for (const char* part :
             {"61 layers: 3 dense + 58 MoE, 256 experts, top-8, shared expert, MLA", "routed experts 653,908,770,816",
              "excl. input embedding 36,625,618,432", "the OpenAI and DeepSeek convention", "non-embedding",
              "trained only when asked", "11,610,068,224 unique", "block-scaled FP8"})
            QVERIFY2(r.out.contains(QLatin1String(part)), part);
    }

    void gptOssAndScoutNotes()
    {
        const Run oss = run({"model-info", "--model", "gpt-oss-120b"});
        QCOMPARE(oss.code, 0);
        QVERIFY2(oss.out.contains(QLatin1String("MXFP4 (4.25 bits per expert weight")), qPrintable(oss.out));
        QVERIFY(oss.out.contains(QLatin1String("18 sliding-window (128 tokens) + 18 global")));
        const Run scout = run({"model-info", "--model", "llama-4-scout", "--format", "json"});
        QCOMPARE(scout.code, 0);
        QCOMPARE(json(scout).value(QStringLiteral("text_only")).toBool(), true);
        const Run text = run({"model-info", "--model", "llama-4-scout"});
        QVERIFY(text.out.contains(QLatin1String("vision tower and its projector are left out")));
    }

    void configFile()
    {
        // a MoE config.json from tests/data/configs, as a user drops it in
        const QString config = QStringLiteral(TPUPLAN_TEST_DATA "/configs/mixtral-8x7b-v0.1.json");
        const Run r = run({"model-info", "--model", config, "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(num(o, "parameters"), qint64(46702792704));
        QCOMPARE(num(o, "num_experts"), qint64(8));
        QCOMPARE(num(o, "active_parameter_count"), qint64(12879925248));
        QCOMPARE(o.value(QStringLiteral("layer_stack")).toArray().size(), 1);
    }

    void badConfigFails()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model_type": "mixtral", "vocab_size": 100, "hidden_size": 64, "num_hidden_layers": 2,
  "num_attention_heads": 4, "intermediate_size": 128, "max_position_embeddings": 256})");
        f.close();
        const Run r = run({"model-info", "--model", path});
        QCOMPARE(r.code, 1);
        QVERIFY(tpuplan::test::isOneLine(r.err));
        QVERIFY2(r.err.contains(path) && r.err.contains(QLatin1String("num_local_experts")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliModelInfoMoe)
#include "TestCliModelInfoMoe.moc"
