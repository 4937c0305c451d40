// SPDX-License-Identifier: GPL-3.0-or-later
// Decoders on the command line: the JSON contract of `tpuplan estimate` for a Llama fine-tune, the effect of
// --loss-chunks, and the decoder options (--head causal-lm, --attention, --loss-chunks, --precision bf16, --finetune,
// --lora-rank, --lora-targets) accepted, and bad values refused, by estimate, max-batch, recommend and diagnose.
#include "CliRunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cstdlib>

class TestCliDecoders : public QObject
{
    Q_OBJECT
private:
    using Run = tpuplan::test::CliRun;
    static constexpr auto run = &tpuplan::test::runCli;
    static constexpr auto json = &tpuplan::test::jsonObject;

    static QStringList llamaLora(const QStringList& extra = {})
    {
        return QStringList{"estimate", "--model",     "llama-3.1-8b", "--seq-len",   "4096",
                           "--batch",  "1",           "--hardware",   "v5litepod-8", "--finetune",
                           "lora",     "--precision", "bf16-mixed",   "--format",    "json"}
        + extra;
    }
    static qint64 total(const QJsonObject& o)
    {
        return o.value("memory").toObject().value("total").toVariant().toLongLong();
    }
    // The command line of each command, without the options under test.
    static QStringList base(const QString& command, const QString& hardware)
    {
        const QStringList model{"--model", "gpt2", "--seq-len", "1024", "--no-user-catalog", "--format", "json"};
        if (command == QLatin1String("recommend"))
            return QStringList{command, "--global-batch", "8", "--steps", "100", "--hardware", hardware} + model;
        if (command == QLatin1String("max-batch"))
            return QStringList{command, "--hardware", hardware} + model;
        if (command == QLatin1String("diagnose"))
            return QStringList{command, "--measured-peak-gib", "10", "--batch", "1", "--hardware", hardware} + model;
        return QStringList{command, "--batch", "1", "--hardware", hardware} + model;
    }

private slots:
    void llamaLoraEstimate()
    {
        const Run r = run(llamaLora());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject o = json(r);
        QVERIFY(o.value("fits").isBool());
        QCOMPARE(o.value("parameter_count").toVariant().toLongLong(), qint64(8030261248));
        QVERIFY(total(o) > 0);
        // LoRA keeps the bf16 base (2 B per parameter) in the parameters
        QVERIFY(o.value("memory").toObject().value("parameters").toVariant().toLongLong() > 2 * qint64(8030261248));

        // 8 loss chunks keep one eighth of the logits: XLA's fused loss keeps the bf16 logits with their gradient
        // written over them, 2 * s * V bytes, times the XLA decoder factor 0.88; without checkpointing the head adds
        // to the layers, so the total drops by 0.88 x 7/8 of 2 * 4096 * 128,256 = 809,018,327 bytes
        const Run chunked = run(llamaLora({"--loss-chunks", "8"}));
        QVERIFY2(chunked.code == 0, qPrintable(chunked.err));
        const qint64 drop = total(o) - total(json(chunked));
        QVERIFY2(std::llabs(drop - qint64(809018327)) <= 2, qPrintable(QString::number(drop)));
    }

    void optionsChangeTheEstimate()
    {
        const QStringList gpt2{"estimate",   "--model", "gpt2",     "--seq-len", "1024",        "--batch",   "8",
                               "--hardware", "a100-80", "--format", "json",      "--precision", "bf16-mixed"};
        const auto totalOf = [&](const QStringList& extra) {
            const Run r = run(gpt2 + extra);
            if (r.code != 0)
                qFatal("%s", qPrintable(r.err));
            return total(json(r));
        };
        const qint64 flash = totalOf({"--attention", "flash"});
        QCOMPARE(totalOf({}), flash); // flash is the default for a decoder on an A100
        QVERIFY(totalOf({"--attention", "eager"}) > flash); // the s x s probabilities
        QVERIFY(totalOf({"--loss-chunks", "4"}) < flash);
        QVERIFY(totalOf({"--finetune", "lora"}) < flash);
        QVERIFY(totalOf({"--finetune", "lora", "--lora-targets", "all-linear"}) > totalOf({"--finetune", "lora"}));
        QVERIFY(totalOf({"--finetune", "lora", "--lora-rank", "64"}) > totalOf({"--finetune", "lora"}));
        QVERIFY(totalOf({"--finetune", "qlora"}) < totalOf({"--finetune", "lora"}));
        QVERIFY(totalOf({"--precision", "bf16"}) < flash);
    }

    void optionsAccepted_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QStringList>("options");
        for (const char* c : {"estimate", "max-batch", "recommend", "diagnose"}) {
            const QString command = QString::fromLatin1(c);
            const auto row = [&](const char* what, const QString& hardware, const QStringList& options) {
                QTest::addRow("%s: %s", c, what) << command << hardware << options;
            };
            row("head causal-lm", "v5litepod-8", {"--head", "causal-lm"});
            row("attention eager", "v5litepod-8", {"--attention", "eager"});
            row("attention flash", "a100-80", {"--attention", "flash"});
            row("attention auto", "v100-32", {"--attention", "auto"});
            row("loss chunks", "v5litepod-8", {"--loss-chunks", "8"});
            row("pure bf16", "v5litepod-8", {"--precision", "bf16"}); // recommend: a list of one
            row("full", "v5litepod-8", {"--finetune", "full"});
            row("lora", "v5litepod-8", {"--finetune", "lora", "--lora-rank", "8", "--lora-targets", "all-linear"});
            row("lora qv", "v5litepod-8", {"--finetune", "lora", "--lora-targets", "qv"});
            row("qlora", "a100-80", {"--finetune", "qlora", "--lora-rank", "64"});
        }
    }
    void optionsAccepted()
    {
        QFETCH(QString, command);
        QFETCH(QString, hardware);
        QFETCH(QStringList, options);
        const Run r = run(base(command, hardware) + options);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(!json(r).isEmpty(), qPrintable(r.out));
    }

    void badValuesRefused_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("option"); // named in the one-line error
        for (const char* c : {"estimate", "max-batch", "recommend", "diagnose"}) {
            const QString command = QString::fromLatin1(c);
            QTest::addRow("%s: attention", c) << command << QStringList{"--attention", "sparse"} << "--attention";
            QTest::addRow("%s: loss chunks -1", c) << command << QStringList{"--loss-chunks", "-1"} << "--loss-chunks";
            QTest::addRow("%s: finetune", c) << command << QStringList{"--finetune", "dora"} << "--finetune";
            QTest::addRow("%s: lora rank 0", c)
                << command << QStringList{"--finetune", "lora", "--lora-rank", "0"} << "--lora-rank";
            QTest::addRow("%s: lora targets", c)
                << command << QStringList{"--finetune", "lora", "--lora-targets", "mlp"} << "--lora-targets";
        }
    }
    void badValuesRefused()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, options);
        QFETCH(QString, option);
        const Run r = run(base(command, QStringLiteral("v5litepod-8")) + options);
        QCOMPARE(r.code, 2);
        QVERIFY2(tpuplan::test::isOneLine(r.err), qPrintable(r.err));
        QVERIFY2(r.err.contains(option), qPrintable(r.err));
    }

    // recommend plans what it is asked for: the fine-tuning mode and the LoRA targets reach the plan input
    void recommendHonoursFinetune()
    {
        const Run r = run({"recommend",  "--global-batch",    "8",          "--steps",      "100",
                           "--hardware", "v5litepod-8",       "--model",    "llama-3.1-8b", "--seq-len",
                           "1024",       "--no-user-catalog", "--format",   "json",         "--finetune",
                           "lora",       "--lora-targets",    "all-linear", "--lora-rank",  "8"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject in = json(r).value("input").toObject();
        QCOMPARE(in.value("lora_rank").toInt(), 8);
        QCOMPARE(in.value("finetune").toString(), QStringLiteral("lora"));
        QCOMPARE(in.value("lora_targets").toString(), QStringLiteral("all-linear"));
    }

    // the candidate table keeps its columns aligned when a region or a remat policy is longer than the header's
    // default width ("asia-southeast1", "save_dot_except_mlp")
    void recommendTableColumnsAlign()
    {
        const Run r = run({"recommend", "--global-batch", "64", "--steps", "100", "--hardware", "v6e-1", "--model",
                           "llama-3.1-8b", "--seq-len", "4096", "--no-user-catalog", "--finetune", "lora",
                           "--checkpointing", "full,save_dot_except_mlp", "--precision", "bf16"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        int header = -1;
        for (int i = 0; i < lines.size() && header < 0; ++i)
            if (lines[i].contains(QLatin1String(" pricing ")))
                header = i;
        QVERIFY(header >= 0);
        const int pricingAt = int(lines[header].indexOf(QLatin1String("pricing")));
        const int batchAt = int(lines[header].indexOf(QLatin1String("batch")));
        bool longCells = false;
        for (int i = header + 1; i < lines.size() && !lines[i].trimmed().isEmpty(); ++i) {
            const QString& row = lines[i];
            longCells = longCells || row.contains(QLatin1String("save_dot_except_mlp"));
            QCOMPARE(row.at(pricingAt - 1), QLatin1Char(' ')); // the region ends before the pricing column
            QVERIFY2(row.at(pricingAt).isLetter(), qPrintable(row)); // a pricing id starts there
            QVERIFY2(row.at(batchAt).isDigit(), qPrintable(row)); // the policy ends before the batch column
        }
        QVERIFY(longCells);
    }

    void encoderHeadRefusedForDecoders()
    {
        const Run r = run(llamaLora({"--head", "mlm"}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--head must be causal-lm for llama-3.1-8b")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliDecoders)
#include "TestCliDecoders.moc"
