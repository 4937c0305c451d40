// SPDX-License-Identifier: GPL-3.0-or-later
// Two plans side by side: a change to any one input of a plan marks exactly the rows of that input (every field of
// PlanInput has a row here), lists compare as sets, and the results show A, B, A − B and its percentage of B, formatted
// in the reader's locale, with nothing invented where a plan has no chosen candidate.
#include "model/ModelLoader.h"
#include "plan/PlanComparison.h"
#include "util/Format.h"

#include <QtTest>

#include <cmath>
#include <functional>

using namespace tpuplan;

namespace {

PlanInput base()
{
    PlanInput in;
    in.modelRef = QStringLiteral("bert-base");
    in.model = ModelLoader::preset(in.modelRef);
    in.seqLen = 512;
    return in;
}

struct Mutation
{
    const char* name;
    std::function<void(PlanInput&)> apply; // applied to both (`both`) or to B only
    QStringList differing;
    std::function<void(PlanInput&)> both = nullptr;
};

QStringList keys(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* k : list)
        out << QString::fromLatin1(k);
    return out;
}

const QVector<Mutation>& mutations()
{
    static const QVector<Mutation> all = {
        {"nothing", [](PlanInput&) {}, {}},
        {"model reference only", [](PlanInput& p) { p.modelRef = QStringLiteral("/models/bert/config.json"); },
         keys({"model.ref"})},
        {"another preset",
         [](PlanInput& p) {
             p.modelRef = QStringLiteral("bert-large");
             p.model = ModelLoader::preset(p.modelRef);
         },
         keys({"model.ref", "model.name", "model.parameters", "model.hidden_size", "model.layers", "model.heads",
               "model.intermediate_size"})},
        {"model name (Japanese)", [](PlanInput& p) { p.model.name = QStringLiteral("社内 BERT"); },
         keys({"model.name"})},
        {"model type", [](PlanInput& p) { p.model.modelType = QStringLiteral("roberta"); }, keys({"model.type"})},
        {"vocabulary", [](PlanInput& p) { p.model.vocabSize = 32000; }, keys({"model.vocab_size", "model.parameters"})},
        {"position embeddings", [](PlanInput& p) { p.model.maxPositions = 1024; },
         keys({"model.max_positions", "model.parameters"})},
        {"token types", [](PlanInput& p) { p.model.typeVocabSize = 1; },
         keys({"model.type_vocab_size", "model.parameters"})},
        {"activation", [](PlanInput& p) { p.model.activation = QStringLiteral("relu"); }, keys({"model.activation"})},
        {"hidden dropout", [](PlanInput& p) { p.model.hiddenDropout = 0.0; }, keys({"model.hidden_dropout"})},
        {"attention dropout", [](PlanInput& p) { p.model.attentionDropout = 0.2; }, keys({"model.attention_dropout"})},
        {"attention kind", [](PlanInput& p) { p.model.attention = AttentionKind::BlockSparse; },
         keys({"model.attention", "model.block_size", "model.random_blocks"})},
        {"block size", [](PlanInput& p) { p.model.blockSize = 32; }, keys({"model.block_size"}),
         [](PlanInput& p) { p.model.attention = AttentionKind::BlockSparse; }},
        {"random blocks", [](PlanInput& p) { p.model.randomBlocks = 2; }, keys({"model.random_blocks"}),
         [](PlanInput& p) { p.model.attention = AttentionKind::BlockSparse; }},
        {"block size ignored under full attention", [](PlanInput& p) { p.model.blockSize = 32; }, {}},
        {"head kind", [](PlanInput& p) { p.head.kind = HeadKind::MlmMasked; },
         keys({"head.kind", "head.max_predictions"})},
        {"masked positions", [](PlanInput& p) { p.head.maxPredictions = 80; }, keys({"head.max_predictions"}),
         [](PlanInput& p) { p.head.kind = HeadKind::MlmMasked; }},
        {"next-sentence prediction", [](PlanInput& p) { p.head.nsp = true; }, keys({"head.nsp"})},
        {"labels", [](PlanInput& p) { p.head.numLabels = 5; }, keys({"head.num_labels"}),
         [](PlanInput& p) { p.head.kind = HeadKind::Classification; }},
        {"sequence length", [](PlanInput& p) { p.seqLen = 128; }, keys({"training.seq_len"})},
        {"global batch", [](PlanInput& p) { p.globalBatch = 1024; }, keys({"training.global_batch"})},
        {"steps", [](PlanInput& p) { p.steps = 20000; }, keys({"training.steps"})},
        {"tokens instead of the same number of steps",
         [](PlanInput& p) {
             p.runLength = RunLength::Tokens;
             p.tokens = p.steps * p.globalBatch * p.seqLen;
         },
         keys({"training.run_length", "training.tokens"})},
        {"epochs", [](PlanInput& p) { p.epochs = 3; }, keys({"training.epochs", "training.steps"}),
         [](PlanInput& p) {
             p.runLength = RunLength::Epochs;
             p.epochs = 1;
             p.datasetTokens = 1e9;
         }},
        {"dataset tokens", [](PlanInput& p) { p.datasetTokens = 5e9; }, keys({"training.dataset_tokens"})},
        {"dataset size", [](PlanInput& p) { p.datasetGiB = 20; }, keys({"data.dataset_gib"})},
        {"precisions", [](PlanInput& p) { p.precisions = {Precision::Bf16Mixed}; }, keys({"training.precision"})},
        {"precisions in another order",
         [](PlanInput& p) {
             p.precisions = {Precision::Bf16Mixed, Precision::Fp32};
         },
         {}},
        {"optimizer", [](PlanInput& p) { p.optimizer = OptimizerKind::Lamb; }, keys({"training.optimizer"})},
        {"dropout", [](PlanInput& p) { p.dropout = false; }, keys({"training.dropout"})},
        {"checkpointing", [](PlanInput& p) { p.checkpointing = {CheckpointingKind::None}; },
         keys({"training.checkpointing", "training.remat_placement"})},
        {"GPU runtime", [](PlanInput& p) { p.gpuRuntime = Runtime::TensorFlow; }, keys({"training.gpu_runtime"})},
        {"accumulation", [](PlanInput& p) { p.maxAccumulation = 1; }, keys({"training.max_accumulation"})},
        {"slices", [](PlanInput& p) { p.hardware = QStringList{QStringLiteral("v3-8")}; }, keys({"hardware.slices"})},
        {"generations", [](PlanInput& p) { p.generations = QStringList{QStringLiteral("v2")}; },
         keys({"hardware.generations"})},
        {"GPUs", [](PlanInput& p) { p.includeGpus = true; }, keys({"hardware.include_gpus"})},
        {"regions", [](PlanInput& p) { p.regions = QStringList{QStringLiteral("asia-northeast1")}; },
         keys({"hardware.regions"})},
        {"regions in another order",
         [](PlanInput& p) {
             p.regions = QStringList{QStringLiteral("us-central1"), QStringLiteral("europe-west4")};
         },
         {},
         [](PlanInput& p) {
             p.regions = QStringList{QStringLiteral("europe-west4"), QStringLiteral("us-central1")};
         }},
        {"pricing", [](PlanInput& p) { p.pricing = {PricingModel::Spot}; }, keys({"hardware.pricing"})},
        {"objective", [](PlanInput& p) { p.objective = Objective::Time; }, keys({"objective"})},
        {"deadline", [](PlanInput& p) { p.deadlineHours = 48; }, keys({"constraints.deadline_hours"})},
        {"budget", [](PlanInput& p) { p.budgetUsd = 500; }, keys({"constraints.budget_usd"})},
        {"safety margin", [](PlanInput& p) { p.safetyMargin = 0.2; }, keys({"constraints.safety_margin"})},
        {"preemption rate", [](PlanInput& p) { p.preemptionRatePerHour = 0.1; }, keys({"preemption.rate_per_hour"})},
        {"checkpoint write", [](PlanInput& p) { p.checkpointWriteMinutes = 5; },
         keys({"preemption.checkpoint_write_minutes"})},
        {"restart", [](PlanInput& p) { p.restartMinutes = 3; }, keys({"preemption.restart_minutes"})},
        {"preemptible limit", [](PlanInput& p) { p.preemptibleMaxHours = 12; },
         keys({"preemption.preemptible_max_hours"})},
        {"efficiency override", [](PlanInput& p) { p.efficiencyOverride.insert(QStringLiteral("v3"), 0.4); },
         keys({"efficiency.v3"})},
        {"limit", [](PlanInput& p) { p.limit = 5; }, keys({"limit"})},
        {"seed", [](PlanInput& p) { p.seed = 1; }, keys({"seed"})},
        {"simulation runs", [](PlanInput& p) { p.simulationRuns = 10; }, keys({"simulation_runs"})},
    };
    return all;
}

QJsonObject candidate(double memoryBytes, double stepSeconds, double hours, double cost, double expectedCost)
{
    QJsonObject c;
    c[QStringLiteral("hardware")] = QStringLiteral("v3-8");
    c[QStringLiteral("region")] = QStringLiteral("us-central1");
    c[QStringLiteral("pricing")] = QStringLiteral("preemptible");
    c[QStringLiteral("precision")] = QStringLiteral("bf16-mixed");
    c[QStringLiteral("batch_per_device")] = 8;
    c[QStringLiteral("fits")] = true;
    QJsonObject m;
    m[QStringLiteral("total")] = memoryBytes;
    c[QStringLiteral("memory")] = m;
    c[QStringLiteral("device_memory")] = 16.0 * (1 << 30);
    c[QStringLiteral("step_seconds")] = stepSeconds;
    c[QStringLiteral("tokens_per_second")] = 1000.0;
    c[QStringLiteral("hours")] = hours;
    c[QStringLiteral("expected_hours")] = hours * 1.1;
    c[QStringLiteral("usd_per_hour")] = 2.4;
    c[QStringLiteral("cost_usd")] = cost;
    c[QStringLiteral("expected_cost_usd")] = expectedCost;
    return c;
}

} // namespace

class TestPlanComparison : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void differingInputs_data();
    void differingInputs();
    void everyRowOnce();
    void cjkValues();
    void results_data();
    void results();
    void missingCandidate();
    void unlistedPrice_data();
    void unlistedPrice();
    void setupRows();
    void localeFormatting_data();
    void localeFormatting();
};

void TestPlanComparison::differingInputs_data()
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < mutations().size(); ++i)
        QTest::addRow("%s", mutations().at(i).name) << i;
}

void TestPlanComparison::differingInputs()
{
    QFETCH(int, index);
    const Mutation& m = mutations().at(index);
    PlanInput a = base();
    if (m.both)
        m.both(a);
    PlanInput b = a;
    m.apply(b);

    const PlanComparison c = comparePlans(a, b);
    QStringList differing;
    for (const ComparisonRow& r : c.inputs)
        if (r.differs)
            differing << r.key;
    QStringList expected = m.differing;
    differing.sort();
    expected.sort();
    QCOMPARE(differing, expected);
    QCOMPARE(c.differingInputs(), expected.size());
    // the comparison is symmetric in what differs
    QCOMPARE(comparePlans(b, a).differingInputs(), expected.size());
    // a differing row never shows the same text on both sides (the display keeps every digit that differs)
    for (const ComparisonRow& r : c.inputs)
        if (r.differs)
            QVERIFY2(r.a != r.b, qPrintable(r.key));
}

void TestPlanComparison::everyRowOnce()
{
    PlanInput a = base();
    PlanInput b = base();
    b.efficiencyOverride.insert(QStringLiteral("v2"), 0.3);
    a.efficiencyOverride.insert(QStringLiteral("v4"), 0.5);
    const PlanComparison c = comparePlans(a, b);
    QStringList seen;
    for (const ComparisonRow& r : c.inputs) {
        QVERIFY2(!seen.contains(r.key), qPrintable(r.key));
        seen << r.key;
        QVERIFY(!r.label.isEmpty());
        QVERIFY(!r.section.isEmpty());
    }
    // one row per efficiency key of either plan, with "default" where a plan has none
    QVERIFY(seen.contains(QStringLiteral("efficiency.v2")));
    QVERIFY(seen.contains(QStringLiteral("efficiency.v4")));
    QVERIFY(!seen.contains(QStringLiteral("efficiency")));
    QCOMPARE(c.input(QStringLiteral("efficiency.v2"))->a, QStringLiteral("default"));
    QCOMPARE(c.input(QStringLiteral("efficiency.v2"))->b, QStringLiteral("30%"));
    QCOMPARE(c.input(QStringLiteral("constraints.budget_usd"))->a, QStringLiteral("none"));
    QCOMPARE(c.input(QStringLiteral("hardware.regions"))->a, QStringLiteral("all"));
    QCOMPARE(c.input(QStringLiteral("model.block_size"))->a, QStringLiteral("n/a"));
    QCOMPARE(c.input(QStringLiteral("training.steps"))->a, QStringLiteral("10000"));
    QCOMPARE(c.input(QStringLiteral("model.parameters"))->a, QStringLiteral("109482240")); // BERT-Base, docs/models.md
    QCOMPARE(c.result(QStringLiteral("cost_usd"))->differs, false);
    QCOMPARE(c.result(QStringLiteral("nothing")), nullptr);
}

void TestPlanComparison::cjkValues()
{
    PlanInput a = base();
    PlanInput b = base();
    a.model.name = QStringLiteral("日本語 BERT");
    b.model.name = QStringLiteral("中文 BERT 모델");
    b.regions = QStringList{QStringLiteral("asia-northeast1"), QStringLiteral("asia-northeast3")};
    const PlanComparison c = comparePlans(a, b);
    QCOMPARE(c.input(QStringLiteral("model.name"))->a, QStringLiteral("日本語 BERT"));
    QCOMPARE(c.input(QStringLiteral("model.name"))->b, QStringLiteral("中文 BERT 모델"));
    QCOMPARE(c.input(QStringLiteral("hardware.regions"))->b, QStringLiteral("asia-northeast1, asia-northeast3"));
    QCOMPARE(c.differingInputs(), 2);
}

void TestPlanComparison::results_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("difference");
    QTest::addColumn<double>("percent"); // NaN: none
    const double nan = std::nan("");
    const double gib = double(1 << 30);
    QTest::addRow("memory, A larger") << QStringLiteral("memory_total") << 9.0 * gib << 6.0 * gib << 3.0 * gib << 50.0;
    QTest::addRow("step time, A faster") << QStringLiteral("step_seconds") << 0.3 << 0.4 << -0.1 << -25.0;
    QTest::addRow("hours equal") << QStringLiteral("hours") << 12.0 << 12.0 << 0.0 << 0.0;
    QTest::addRow("cost") << QStringLiteral("cost_usd") << 150.0 << 100.0 << 50.0 << 50.0;
    QTest::addRow("expected cost, B free (no percent)")
        << QStringLiteral("expected_cost_usd") << 20.0 << 0.0 << 20.0 << nan;
}

void TestPlanComparison::results()
{
    QFETCH(QString, key);
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, difference);
    QFETCH(double, percent);
    auto with = [&](double v) {
        QJsonObject c = candidate(1, 1, 1, 1, 1);
        if (key == QLatin1String("memory_total")) {
            QJsonObject m;
            m[QStringLiteral("total")] = v;
            c[QStringLiteral("memory")] = m;
        } else {
            c[key] = v;
        }
        return c;
    };
    const PlanComparison c = comparePlans(base(), base(), with(a), with(b));
    const ResultComparison* r = c.result(key);
    QVERIFY(r);
    QCOMPARE(*r->a, a);
    QCOMPARE(*r->b, b);
    QVERIFY(r->difference);
    QVERIFY(qAbs(*r->difference - difference) < 1e-9);
    if (std::isnan(percent)) {
        QVERIFY(!r->percent);
        QVERIFY(r->textPercent.isEmpty());
    } else {
        QVERIFY(r->percent);
        QVERIFY(qAbs(*r->percent - percent) < 1e-9);
    }
    QCOMPARE(r->differs, a != b);
    QVERIFY(!r->textA.isEmpty() && !r->textB.isEmpty() && !r->textDifference.isEmpty());
    if (difference > 0)
        QVERIFY2(r->textDifference.startsWith(QLatin1Char('+')), qPrintable(r->textDifference));
    if (difference < 0)
        QVERIFY2(r->textDifference.startsWith(QLatin1Char('-')), qPrintable(r->textDifference));
    // every result the brief names is there, in this order
    QStringList order;
    for (const ResultComparison& x : c.results)
        order << x.key;
    for (const char* k : {"memory_total", "step_seconds", "hours", "cost_usd", "expected_cost_usd"})
        QVERIFY(order.contains(QString::fromLatin1(k)));
}

void TestPlanComparison::missingCandidate()
{
    const PlanComparison c = comparePlans(base(), base(), candidate(1e9, 0.5, 10, 100, 120), QJsonObject());
    for (const ResultComparison& r : c.results) {
        QVERIFY(r.a);
        QVERIFY(!r.b);
        QVERIFY(!r.difference);
        QVERIFY(!r.percent);
        QVERIFY(r.textB.isEmpty());
        QVERIFY(r.differs);
    }
    QCOMPARE(c.setup.first().b, QStringLiteral("none chosen"));
    const PlanComparison none = comparePlans(base(), base());
    for (const ResultComparison& r : none.results)
        QVERIFY(!r.a && !r.b && !r.differs);
    QCOMPARE(none.differingInputs(), 0);
}

void TestPlanComparison::unlistedPrice_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("money");
    QTest::addRow("price per hour") << QStringLiteral("usd_per_hour") << true;
    QTest::addRow("cost") << QStringLiteral("cost_usd") << true;
    QTest::addRow("expected cost") << QStringLiteral("expected_cost_usd") << true;
    QTest::addRow("hours stay numbers") << QStringLiteral("hours") << false;
}

void TestPlanComparison::unlistedPrice()
{
    // B's price is not publicly listed (its JSON costs are null): its costs read so, with no difference to A's
    QFETCH(QString, key);
    QFETCH(bool, money);
    QJsonObject unlisted = candidate(1e9, 0.5, 10, 0, 0);
    unlisted[QStringLiteral("price_listed")] = false;
    for (const char* k : {"usd_per_hour", "cost_usd", "expected_cost_usd"})
        unlisted[QString::fromLatin1(k)] = QJsonValue(QJsonValue::Null);
    const PlanComparison c = comparePlans(base(), base(), candidate(1e9, 0.5, 10, 100, 120), unlisted);
    const ResultComparison* r = c.result(key);
    QVERIFY(r);
    QVERIFY(r->a);
    QCOMPARE(bool(r->b), !money);
    QCOMPARE(r->textB, money ? QStringLiteral("not publicly listed") : formatHours(10, QLocale::c()));
    QCOMPARE(bool(r->difference), !money);
}

void TestPlanComparison::setupRows()
{
    QJsonObject a = candidate(1, 1, 1, 1, 1);
    QJsonObject b = a;
    b[QStringLiteral("hardware")] = QStringLiteral("v2-8");
    b[QStringLiteral("fits")] = false;
    const PlanComparison c = comparePlans(base(), base(), a, b);
    QStringList differing;
    for (const ComparisonRow& r : c.setup)
        if (r.differs)
            differing << r.key;
    QCOMPARE(differing, (QStringList{QStringLiteral("hardware"), QStringLiteral("fits")}));
    QCOMPARE(c.setup.first().a, QStringLiteral("v3-8"));
    QCOMPARE(c.setup.first().b, QStringLiteral("v2-8"));
}

void TestPlanComparison::localeFormatting_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addRow("Japanese") << QStringLiteral("ja_JP");
    QTest::addRow("Simplified Chinese") << QStringLiteral("zh_CN");
    QTest::addRow("Korean") << QStringLiteral("ko_KR");
    QTest::addRow("German") << QStringLiteral("de_DE");
    QTest::addRow("C") << QStringLiteral("C");
}

void TestPlanComparison::localeFormatting()
{
    QFETCH(QString, locale);
    const QLocale l(locale);
    PlanInput a = base();
    PlanInput b = base();
    b.steps = 1234567;
    b.budgetUsd = 2500.5;
    const PlanComparison c = comparePlans(a, b, candidate(1, 1, 1, 1234.5, 1), candidate(1, 1, 1, 1000, 1), l);
    QCOMPARE(c.input(QStringLiteral("training.steps"))->b, l.toString(qint64(1234567)));
    QCOMPARE(c.input(QStringLiteral("constraints.budget_usd"))->b, formatUsd(2500.5, l));
    const ResultComparison* cost = c.result(QStringLiteral("cost_usd"));
    QCOMPARE(cost->textA, formatUsd(1234.5, l));
    QCOMPARE(cost->textDifference, l.positiveSign() + formatUsd(234.5, l));
    QCOMPARE(cost->textPercent, l.positiveSign() + l.toString(*cost->percent, 'f', 1) + l.percent());
}

QTEST_GUILESS_MAIN(TestPlanComparison)
#include "TestPlanComparison.moc"
