// SPDX-License-Identifier: GPL-3.0-or-later
// The plan YAML (core/plan/PlanFile, docs/plan-file.md): the examples parse, serialize -> parse gives the same inputs,
// and every bad file is an InputError naming the file, the line and the field.
#include "CoreHelpers.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "util/InputError.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tpuplan;

Q_DECLARE_METATYPE(tpuplan::PlanInput)

namespace {
constexpr auto example = &test::examplePath;

// Compares every input a plan file carries; returns the first difference.
QString difference(const PlanInput& a, const PlanInput& b)
{
#define CHECK(expr)                                                                                                    \
    if (!((a.expr) == (b.expr)))                                                                                       \
        return QStringLiteral(#expr);
    CHECK(modelRef)
    CHECK(model.id)
    CHECK(model.modelType)
    CHECK(model.vocabSize)
    CHECK(model.hiddenSize)
    CHECK(model.layers)
    CHECK(model.heads)
    CHECK(model.intermediateSize)
    CHECK(model.maxPositions)
    CHECK(model.typeVocabSize)
    CHECK(model.activation)
    CHECK(model.hiddenDropout)
    CHECK(model.attentionDropout)
    CHECK(model.attention)
    CHECK(model.blockSize)
    CHECK(model.randomBlocks)
    CHECK(head.kind)
    CHECK(head.maxPredictions)
    CHECK(head.nsp)
    CHECK(head.numLabels)
    CHECK(seqLen)
    CHECK(globalBatch)
    CHECK(runLength)
    CHECK(steps)
    CHECK(tokens)
    CHECK(epochs)
    CHECK(datasetTokens)
    CHECK(datasetGiB)
    CHECK(precisions)
    CHECK(optimizer)
    CHECK(dropout)
    CHECK(checkpointing)
    CHECK(gpuRuntime)
    CHECK(maxAccumulation)
    CHECK(hardware)
    CHECK(generations)
    CHECK(includeGpus)
    CHECK(regions)
    CHECK(pricing)
    CHECK(objective)
    CHECK(deadlineHours)
    CHECK(budgetUsd)
    CHECK(safetyMargin)
    CHECK(preemptionRatePerHour)
    CHECK(checkpointWriteMinutes)
    CHECK(restartMinutes)
    CHECK(preemptibleMaxHours)
    CHECK(efficiencyOverride)
    CHECK(limit)
    CHECK(seed)
    CHECK(dataPrep)
#undef CHECK
    return QString();
}

// A minimal valid plan; rows below change or add lines to it.
const char* const kBase = "model: bert-base\n" // 1
                          "training:\n" // 2
                          "  seq_len: 128\n" // 3
                          "  global_batch: 32\n" // 4
                          "  steps: 1000\n"; // 5

const char* const kInlineModel = "model:\n" // 1
                                 "  id: tiny\n" // 2
                                 "  model_type: bert\n" // 3
                                 "  vocab_size: 1000\n" // 4
                                 "  hidden_size: 128\n" // 5
                                 "  num_hidden_layers: 2\n" // 6
                                 "  num_attention_heads: 4\n" // 7
                                 "  intermediate_size: 512\n" // 8
                                 "  max_position_embeddings: 256\n" // 9
                                 "training: {seq_len: 128, global_batch: 8, steps: 10}\n"; // 10
} // namespace

class TestPlanFile : public QObject
{
    Q_OBJECT
private slots:
    void seedExample();
    void robertaExample();
    void defaults();
    void inlineModel();
    void roundTrip_data();
    void roundTrip();
    void badFiles_data();
    void badFiles();
    void unreadableFile();
    void modelFileRelativeToThePlan();
};

void TestPlanFile::seedExample()
{
    const PlanInput in = PlanFile::read(example("bigbird-base-4096.yaml"));
    QCOMPARE(in.modelRef, QStringLiteral("bigbird-roberta-base"));
    QCOMPARE(in.model.attention, AttentionKind::BlockSparse);
    QCOMPARE(in.head.kind, HeadKind::MlmMasked);
    QCOMPARE(in.head.maxPredictions, 600);
    QVERIFY(in.head.nsp);
    QCOMPARE(in.seqLen, 4096);
    QCOMPARE(in.globalBatch, 16);
    QCOMPARE(in.runLength, RunLength::Steps);
    QCOMPARE(in.steps, 100000.0);
    QCOMPARE(in.totalSteps(), 100000.0);
    QCOMPARE(in.precisions, QVector<Precision>{Precision::Fp32});
    QCOMPARE(in.optimizer, OptimizerKind::AdamW);
    QCOMPARE(in.checkpointing.size(), 4);
    QCOMPARE(in.maxAccumulation, 1);
    QCOMPARE(in.hardware, (QStringList{QStringLiteral("v2-8"), QStringLiteral("v3-8")}));
    QCOMPARE(in.regions, (QStringList{QStringLiteral("us-central1"), QStringLiteral("colab")}));
    QCOMPARE(in.pricing,
             (QVector<PricingModel>{PricingModel::OnDemand, PricingModel::Preemptible, PricingModel::Spot,
                                    PricingModel::ColabFree}));
    QCOMPARE(in.safetyMargin, 0.1);
    QCOMPARE(in.preemptionRatePerHour, 0.05);
    QCOMPARE(in.checkpointWriteMinutes, 2.0);
    QCOMPARE(in.restartMinutes, 10.0);
    QCOMPARE(in.datasetGiB, 37.0);
    QCOMPARE(in.objective, Objective::Cost);
    QCOMPARE(in.limit, 20);
    QVERIFY(in.validate().isEmpty());
}

void TestPlanFile::robertaExample()
{
    const PlanInput in = PlanFile::read(example("roberta-base-mlm.yaml"));
    QCOMPARE(in.modelRef, QStringLiteral("roberta-base"));
    QCOMPARE(in.head.kind, HeadKind::Mlm);
    QCOMPARE(in.seqLen, 128);
    QCOMPARE(in.globalBatch, 64);
    QCOMPARE(in.runLength, RunLength::Tokens);
    QCOMPARE(in.tokens, 3.0e9);
    QCOMPARE(in.totalSteps(), std::ceil(3.0e9 / (64 * 128))); // 366,211 steps
    QCOMPARE(in.precisions, (QVector<Precision>{Precision::Fp32, Precision::Bf16Mixed}));
    QCOMPARE(in.generations.size(), 5);
    QVERIFY(in.hardware.isEmpty());
    QCOMPARE(in.pricing, (QVector<PricingModel>{PricingModel::OnDemand, PricingModel::Spot}));
    QCOMPARE(in.datasetGiB, 12.0);
    QCOMPARE(in.objective, Objective::Balanced);
}

void TestPlanFile::defaults()
{
    const PlanInput in = PlanFile::parse(kBase, QStringLiteral("base.yaml"));
    const PlanInput d;
    QCOMPARE(in.head.kind, HeadKind::Mlm);
    QCOMPARE(in.precisions, d.precisions);
    QCOMPARE(in.checkpointing, d.checkpointing);
    QCOMPARE(in.maxAccumulation, 64);
    QCOMPARE(in.safetyMargin, 0.10);
    QCOMPARE(in.preemptionRatePerHour, 0.05);
    QCOMPARE(in.checkpointWriteMinutes, 2.0);
    QCOMPARE(in.restartMinutes, 10.0);
    QCOMPARE(in.preemptibleMaxHours, 24.0);
    QCOMPARE(in.objective, Objective::Cost);
    QCOMPARE(in.limit, 20);
    QCOMPARE(in.seed, quint64(20211));
    QVERIFY(in.hardware.isEmpty() && in.generations.isEmpty() && in.regions.isEmpty() && in.pricing.isEmpty());
    // epochs over a dataset
    const PlanInput e = PlanFile::parse("model: bert-base\ntraining: {seq_len: 128, global_batch: 32, epochs: 2.5, "
                                        "dataset_tokens: 1.0e8}\n",
                                        QStringLiteral("epochs.yaml"));
    QCOMPARE(e.runLength, RunLength::Epochs);
    QCOMPARE(e.totalSteps(), std::ceil(2.5 * 1e8 / (32 * 128)));
}

void TestPlanFile::inlineModel()
{
    const PlanInput in = PlanFile::parse(kInlineModel, QStringLiteral("inline.yaml"));
    QVERIFY(in.modelRef.isEmpty()); // not a preset or a file: written back inline
    QCOMPARE(in.model.id, QStringLiteral("tiny"));
    QCOMPARE(in.model.hiddenSize, 128);
    QCOMPARE(in.model.layers, 2);
    const QByteArray yaml = PlanFile::serialize(in);
    QVERIFY2(yaml.contains("  hidden_size: 128"), yaml.constData());
    // an inline architecture that reuses a preset's id stays inline (it is not the preset)
    QByteArray sameId = kInlineModel;
    sameId.replace("id: tiny", "id: bert-base");
    const PlanInput shadow = PlanFile::parse(sameId, QStringLiteral("shadow.yaml"));
    const PlanInput back = PlanFile::parse(PlanFile::serialize(shadow), QStringLiteral("back.yaml"));
    QCOMPARE(back.model.hiddenSize, 128);
    QCOMPARE(difference(shadow, back), QString());
}

void TestPlanFile::roundTrip_data()
{
    QTest::addColumn<PlanInput>("input");
    QTest::newRow("bigbird seed example") << PlanFile::read(example("bigbird-base-4096.yaml"));
    QTest::newRow("roberta example") << PlanFile::read(example("roberta-base-mlm.yaml"));
    QTest::newRow("inline model") << PlanFile::parse(kInlineModel, QStringLiteral("inline.yaml"));

    PlanInput every = PlanFile::read(example("roberta-base-mlm.yaml"));
    every.model = ModelLoader::preset(QStringLiteral("bigbird-roberta-large"));
    every.modelRef = every.model.id;
    every.head = HeadConfig{HeadKind::Classification, 33, true, 7};
    every.seqLen = 1024;
    every.globalBatch = 48;
    every.runLength = RunLength::Epochs;
    every.tokens = 0; // only the run length in use is written
    every.epochs = 2.75;
    every.datasetTokens = 123456789;
    every.datasetGiB = 1.25;
    every.precisions = {Precision::Bf16Mixed, Precision::Fp16Mixed};
    every.optimizer = OptimizerKind::Adafactor;
    every.dropout = false;
    every.checkpointing = {CheckpointingKind::EveryK, CheckpointingKind::Selective};
    every.gpuRuntime = Runtime::TensorFlow;
    every.maxAccumulation = 8;
    every.hardware = QStringList{QStringLiteral("v3-8"), QStringLiteral("a100-40")};
    every.generations = QStringList{QStringLiteral("v4")};
    every.includeGpus = true;
    every.regions = QStringList{QStringLiteral("us-central1"), QStringLiteral("europe-west4")};
    every.pricing = {PricingModel::Commit1y, PricingModel::Commit3y, PricingModel::Preemptible};
    every.objective = Objective::Time;
    every.deadlineHours = 36.5;
    every.budgetUsd = 1234.56;
    every.safetyMargin = 0.15;
    every.preemptionRatePerHour = 0.125;
    every.checkpointWriteMinutes = 3.5;
    every.restartMinutes = 7.25;
    every.preemptibleMaxHours = 12;
    every.efficiencyOverride = {{QStringLiteral("v3"), 0.3}, {QStringLiteral("a100-40"), 0.41}};
    every.limit = 0;
    every.seed = 987654321;
    QTest::newRow("every field set") << every;
    // Japanese model name and id in an inline architecture
    PlanInput ja = PlanFile::parse(kInlineModel, QStringLiteral("inline.yaml"));
    ja.model.id = QStringLiteral("日本語-bert");
    ja.model.name = QStringLiteral("日本語 BERT（小）");
    QTest::newRow("inline model, Japanese id") << ja;
}

void TestPlanFile::roundTrip()
{
    QFETCH(PlanInput, input);
    const QByteArray yaml = PlanFile::serialize(input);
    const PlanInput back = PlanFile::parse(yaml, QStringLiteral("round-trip.yaml"));
    QVERIFY2(difference(input, back).isEmpty(),
             qPrintable(difference(input, back) + QLatin1Char('\n') + QString::fromUtf8(yaml)));
    QCOMPARE(back.model.name, input.model.name.isEmpty() ? input.model.id : input.model.name);
    // and it is stable: a second pass writes the same bytes
    QCOMPARE(PlanFile::serialize(back), yaml);
}

void TestPlanFile::badFiles_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of the message

    const QByteArray base = kBase;
    QTest::newRow("unknown top-level key") << base + "modle: bert-large\n"
                                           << 6 << "modle"
                                           << "unknown key";
    QTest::newRow("unknown key inside training") << base + "  seqlen: 256\n"
                                                 << 6 << "training.seqlen"
                                                 << "unknown key";
    QTest::newRow("unknown key inside hardware") << base + "hardware:\n  slice: [v3-8]\n"
                                                 << 7 << "hardware.slice"
                                                 << "unknown key";
    QTest::newRow("missing training.seq_len")
        << QByteArray("model: bert-base\ntraining:\n  global_batch: 32\n  steps: 1000\n") << 3 << "training.seq_len"
        << "missing required field";
    QTest::newRow("missing training") << QByteArray("model: bert-base\nobjective: cost\n") << 1 << "training"
                                      << "missing required field";
    QTest::newRow("missing model") << QByteArray("training: {seq_len: 128, global_batch: 32, steps: 10}\n") << 1
                                   << "model"
                                   << "missing required field";
    QTest::newRow("steps and tokens") << base + "  tokens: 1.0e9\n"
                                      << 6 << "training.tokens"
                                      << "exactly one of steps";
    QTest::newRow("steps and epochs") << base + "  epochs: 3\n  dataset_tokens: 1.0e9\n"
                                      << 6 << "training.epochs"
                                      << "exactly one of steps";
    QTest::newRow("no run length") << QByteArray("model: bert-base\ntraining:\n  seq_len: 128\n  global_batch: 32\n")
                                   << 3 << "training"
                                   << "exactly one of steps";
    QTest::newRow("epochs without dataset_tokens")
        << QByteArray("model: bert-base\ntraining:\n  seq_len: 128\n  global_batch: 32\n  epochs: 2\n") << 3
        << "training.dataset_tokens"
        << "missing required field";
    QTest::newRow("unknown pricing model") << base + "hardware:\n  pricing: [on-demand, free]\n"
                                           << 7 << "hardware.pricing"
                                           << "unknown value \"free\"";
    QTest::newRow("unknown precision") << base + "  precision: [fp8]\n"
                                       << 6 << "training.precision"
                                       << "unknown value \"fp8\"";
    QTest::newRow("unknown checkpointing") << base + "  checkpointing: [every-3]\n"
                                           << 6 << "training.checkpointing"
                                           << "unknown value \"every-3\"";
    QTest::newRow("negative budget") << base + "constraints: {budget_usd: -5}\n"
                                     << 6 << "constraints.budget_usd"
                                     << "at least 0";
    QTest::newRow("negative deadline") << base + "constraints:\n  deadline_hours: -1\n"
                                       << 7 << "constraints.deadline_hours"
                                       << "at least 0";
    QTest::newRow("safety margin 0.95") << base + "constraints: {safety_margin: 0.95}\n"
                                        << 6 << "constraints.safety_margin"
                                        << "at most 0.9";
    QTest::newRow("safety margin 0.9") << base + "constraints: {safety_margin: 0.9}\n"
                                       << 6 << "constraints.safety_margin"
                                       << "below 0.9";
    QTest::newRow("preemption rate not a number") << base + "preemption: {rate_per_hour: often}\n"
                                                  << 6 << "preemption.rate_per_hour"
                                                  << "expected a number";
    QTest::newRow("efficiency above 1") << base + "efficiency: {v3: 1.5}\n"
                                        << 6 << "efficiency.v3"
                                        << "at most 1";
    QTest::newRow("bad head kind") << base + "head: {kind: mlm2}\n"
                                   << 6 << "head.kind"
                                   << "mlm2";
    QTest::newRow("bad objective") << base + "objective: fastest\n"
                                   << 6 << "objective"
                                   << "expected cost, time or balanced";
    QTest::newRow("seq_len over the model's positions")
        << QByteArray("model: bert-base\ntraining:\n  seq_len: 1024\n  global_batch: 32\n  steps: 10\n") << 3
        << "training.seq_len"
        << "512 position embeddings";
    QTest::newRow("seq_len not a whole number")
        << QByteArray("model: bert-base\ntraining:\n  seq_len: 12.5\n") << 3 << "training.seq_len"
        << "whole number";
    QTest::newRow("bad YAML syntax") << QByteArray("model: bert-base\ntraining:\n  seq_len: [128\n  global_batch: 32\n")
                                     << 4 << ""
                                     << "not valid YAML";
    QTest::newRow("training is a list") << QByteArray("model: bert-base\ntraining:\n  - seq_len\n") << 3 << "training"
                                        << "expected a mapping";
    QTest::newRow("unknown model preset")
        << QByteArray("name: x\nmodel: bert-huge\n") + QByteArray(kBase).mid(17) << 2 << "model"
        << "unknown model preset \"bert-huge\"";
    QTest::newRow("model file that does not exist")
        << QByteArray("model: models/none.yaml\n") + QByteArray(kBase).mid(17) << 1 << "model"
        << "no such file";
    QByteArray heads = kInlineModel;
    heads.replace("num_attention_heads: 4", "num_attention_heads: 3");
    QTest::newRow("inline model: heads do not divide hidden") << heads << 7 << "model.num_attention_heads"
                                                              << "not divisible";
    QByteArray unknown = kInlineModel;
    unknown.replace("  hidden_size: 128", "  hiden_size: 128");
    QTest::newRow("inline model: unknown key") << unknown << 5 << "model.hiden_size"
                                               << "unknown key";
    QByteArray missing = kInlineModel;
    missing.replace("  vocab_size: 1000\n", "");
    QTest::newRow("inline model: missing vocab_size") << missing << 1 << "model.vocab_size"
                                                      << "missing required field";
    QByteArray type = kInlineModel;
    type.replace("model_type: bert", "model_type: t5");
    QTest::newRow("inline model: unsupported type") << type << 3 << "model.model_type"
                                                    << "unsupported model type";
    QTest::newRow("empty file") << QByteArray("# nothing\n") << 0 << ""
                                << "empty";
    QTest::newRow("Japanese unknown key") << base + "名前: 計画\n"
                                          << 6 << "名前"
                                          << "unknown key";
}

void TestPlanFile::badFiles()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, message);
    try {
        PlanFile::parse(yaml, QStringLiteral("bad-plan.yaml"), QStringLiteral(TPUPLAN_SOURCE_DIR "/examples"));
        QFAIL("no InputError");
    } catch (const InputError& e) {
        const InputIssue& i = e.issue();
        QCOMPARE(i.file, QStringLiteral("bad-plan.yaml"));
        QCOMPARE(i.line, line);
        QCOMPARE(i.field, field);
        QVERIFY2(i.message.contains(message), qPrintable(i.message));
        // the text a person reads names the file and line once
        QVERIFY(e.text().startsWith(line > 0 ? QStringLiteral("bad-plan.yaml:%1:").arg(line)
                                             : QStringLiteral("bad-plan.yaml:")));
        QCOMPARE(e.text().count(QStringLiteral("bad-plan.yaml")), 1);
    }
}

void TestPlanFile::unreadableFile()
{
    try {
        PlanFile::read(QStringLiteral("/nonexistent/プラン.yaml"));
        QFAIL("no InputError");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, QStringLiteral("/nonexistent/プラン.yaml"));
        QVERIFY(e.issue().message.contains(QLatin1String("cannot read")));
    }
}

void TestPlanFile::modelFileRelativeToThePlan()
{
    // a model path in a plan is read relative to the plan's folder
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile model(dir.filePath(QStringLiteral("小さい.yaml")));
    QVERIFY(model.open(QIODevice::WriteOnly));
    model.write(
        QByteArray(kInlineModel).left(QByteArray(kInlineModel).indexOf("training:")).replace("\n  ", "\n").mid(7));
    model.close();
    QFile plan(dir.filePath(QStringLiteral("plan.yaml")));
    QVERIFY(plan.open(QIODevice::WriteOnly));
    plan.write(QStringLiteral("model: 小さい.yaml\ntraining: {seq_len: 64, global_batch: 8, steps: 10}\n").toUtf8());
    plan.close();
    const PlanInput in = PlanFile::read(plan.fileName());
    QCOMPARE(in.model.hiddenSize, 128);
    QCOMPARE(in.modelRef, QStringLiteral("小さい.yaml"));
    // an error inside the model file names that file and its line
    QVERIFY(model.open(QIODevice::WriteOnly | QIODevice::Truncate));
    model.write("id: x\nmodel_type: bert\nvocab_size: lots\n");
    model.close();
    try {
        PlanFile::read(plan.fileName());
        QFAIL("no InputError");
    } catch (const InputError& e) {
        QCOMPARE(e.issue().file, plan.fileName());
        QCOMPARE(e.issue().line, 1);
        QCOMPARE(e.issue().field, QStringLiteral("model"));
        QVERIFY2(e.issue().message.contains(QStringLiteral("小さい.yaml:3")), qPrintable(e.issue().message));
    }
}

QTEST_GUILESS_MAIN(TestPlanFile)
#include "TestPlanFile.moc"
