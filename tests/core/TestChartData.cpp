// SPDX-License-Identifier: GPL-3.0-or-later
// The chart series core hands the app: the sequence-length sweep, memory against sequence length with and without
// checkpointing (checked against MemoryModel point by point), the HBM sizes in play, a candidate's memory bar in GiB
// and its preemption spread; plus the per-field input issues the app marks at its fields.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "model/ModelLoader.h"
#include "plan/ChartData.h"
#include "plan/PlanFile.h"
#include "util/Units.h"

#include <QtTest>

using namespace tpuplan;

class TestChartData : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sweep_data();
    void sweep();
    void memoryVsSeqLenMatchesModel_data();
    void memoryVsSeqLenMatchesModel();
    void memoryVsSeqLenSkipsTooLong();
    void hbmSizes();
    void memoryBar();
    void memoryBarParts_data();
    void memoryBarParts();
    void memoryBarExpertStates();
    void spread();
    void paretoFrontBeyondLimit();
    void inputIssuesNameFields_data();
    void inputIssuesNameFields();

private:
    PlanInput seedInput() const;
    Catalog m_catalog;
};

void TestChartData::initTestCase()
{
    m_catalog = Catalog::builtin();
}

PlanInput TestChartData::seedInput() const
{
    return PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml"));
}

void TestChartData::sweep_data()
{
    QTest::addColumn<int>("maxPositions");
    QTest::addColumn<int>("current");
    QTest::addColumn<int>("count");
    QTest::addRow("bigbird 4096, current 4096") << 4096 << 4096 << 40;
    QTest::addRow("bert 512, current 300") << 512 << 300 << 40;
    QTest::addRow("tiny model 64") << 64 << 50 << 10;
    QTest::addRow("current outside the model") << 512 << 9000 << 12;
    QTest::addRow("one position") << 1 << 1 << 5;
}

void TestChartData::sweep()
{
    QFETCH(int, maxPositions);
    QFETCH(int, current);
    QFETCH(int, count);
    const QVector<int> s = seqLenSweep(maxPositions, current, count);
    QVERIFY(!s.isEmpty());
    QVERIFY(s.size() <= count + 2);
    QCOMPARE(s.last(), maxPositions);
    QVERIFY(s.first() >= 1);
    for (int i = 1; i < s.size(); ++i)
        QVERIFY2(s[i] > s[i - 1], "ascending and distinct");
    if (current <= maxPositions)
        QVERIFY(s.contains(current));
    else
        QVERIFY(!s.contains(current));
}

void TestChartData::memoryVsSeqLenMatchesModel_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("checkpointing");
    QTest::addColumn<QString>("expectedPolicy");
    QTest::addRow("v2-8, none -> full") << "v2-8"
                                        << "none"
                                        << "full";
    QTest::addRow("v3-8, selective") << "v3-8"
                                     << "selective"
                                     << "selective";
    QTest::addRow("v3-8, every-3") << "v3-8"
                                   << "every-3"
                                   << "every-3";
}

void TestChartData::memoryVsSeqLenMatchesModel()
{
    QFETCH(QString, hardware);
    QFETCH(QString, checkpointing);
    QFETCH(QString, expectedPolicy);
    const PlanInput in = seedInput();
    const DeviceInfo dev = *m_catalog.device(hardware);
    TrainingConfig cfg;
    cfg.seqLen = in.seqLen;
    cfg.batchPerDevice = 2;
    cfg.checkpointing = *checkpointingFromId(checkpointing);
    const QVector<int> lengths = seqLenSweep(in.model.maxPositions, in.seqLen);
    const SeqLenMemorySeries s = memoryVsSeqLen(in.model, in.head, cfg, dev, lengths);
    QCOMPARE(checkpointingId(s.checkpointing), expectedPolicy);
    QCOMPARE(s.without.size(), lengths.size());
    QCOMPARE(s.withCheckpointing.size(), lengths.size());

    const MemoryModel memory(in.model, in.head);
    const RuntimeProfile profile = defaultRuntimeProfile(Runtime::Xla);
    for (int i = 0; i < lengths.size(); ++i) {
        TrainingConfig c = cfg;
        c.seqLen = lengths[i];
        c.checkpointing = Checkpointing{};
        QCOMPARE(s.without[i].x(), double(lengths[i]));
        QCOMPARE(s.without[i].y(), bytesToGiB(memory.estimate(c, dev, profile).memory.total()));
        c.checkpointing = s.checkpointing;
        QCOMPARE(s.withCheckpointing[i].y(), bytesToGiB(memory.estimate(c, dev, profile).memory.total()));
        QVERIFY2(s.withCheckpointing[i].y() <= s.without[i].y(), "checkpointing never costs memory");
    }
    // memory grows with the sequence length
    QVERIFY(s.without.last().y() > s.without.first().y());
    QCOMPARE(s.current.x(), double(in.seqLen));
    QCOMPARE(s.current.y(), bytesToGiB(memory.estimate(cfg, dev, profile).memory.total()));
}

void TestChartData::memoryVsSeqLenSkipsTooLong()
{
    const ModelSpec bert = ModelLoader::preset(QStringLiteral("bert-base"));
    TrainingConfig cfg;
    cfg.batchPerDevice = 8;
    const SeqLenMemorySeries s
        = memoryVsSeqLen(bert, HeadConfig{}, cfg, *m_catalog.device(QStringLiteral("v3-8")), {128, 512, 1024, 4096});
    QCOMPARE(s.without.size(), 2); // 1024 and 4096 exceed BERT's 512 positions
    QCOMPARE(s.without.last().x(), 512.0);
}

void TestChartData::hbmSizes()
{
    PlanInput in = seedInput();
    const PlanResult r = Planner(m_catalog).plan(in, QDate(2026, 11, 21));
    const QVector<HbmSize> sizes = hbmSizesInPlay(r.candidates);
    QCOMPARE(sizes.size(), 2); // v2 (8 GiB per core) and v3 (16 GiB per core)
    QCOMPARE(sizes[0].gib, 8.0);
    QCOMPARE(sizes[0].hardware, QStringList{QStringLiteral("v2-8")});
    QCOMPARE(sizes[1].gib, 16.0);
    QCOMPARE(sizes[1].hardware, QStringList{QStringLiteral("v3-8")});
    QVERIFY(hbmSizesInPlay({}).isEmpty());
}

void TestChartData::memoryBar()
{
    const PlanResult r = Planner(m_catalog).plan(seedInput(), QDate(2026, 11, 21));
    QVERIFY(!r.candidates.isEmpty());
    const Candidate& c = r.candidates.first();
    const MemoryBarGiB bar = memoryBarGiB(c, 0.1, HeadKind::MlmMasked);
    QCOMPARE(bar.total, bytesToGiB(c.memory.memory.total()));
    QVERIFY(qAbs(bar.parameters + bar.gradients + bar.optimizerStates + bar.adapters + bar.activations + bar.logits
                 + bar.runtimeOverhead + bar.sharding - bar.total)
            < 1e-9);
    // one replicated slice: nothing sharded away, nothing added back, nothing on the host
    QCOMPARE(bar.sharding, 0.0);
    QCOMPARE(bar.shardedAway, 0.0);
    QCOMPARE(bar.offloaded, 0.0);
    // an encoder's MLM logits stay in its activations; full training has no adapters
    QCOMPARE(bar.logits, 0.0);
    QCOMPARE(bar.adapters, 0.0);
    QCOMPARE(bar.activations, bytesToGiB(c.memory.memory.activations));
    QCOMPARE(bar.deviceMemory, bytesToGiB(c.device.memoryBytes));
    QVERIFY(qAbs(bar.usable - 0.9 * bar.deviceMemory) < 1e-9);
    QVERIFY(bar.total <= bar.usable);
}

void TestChartData::memoryBarParts_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<int>("lossChunks");
    QTest::addRow("llama-3.1-8b, full") << "llama-3.1-8b"
                                        << "full" << 1;
    QTest::addRow("llama-3.1-8b, lora") << "llama-3.1-8b"
                                        << "lora" << 1;
    QTest::addRow("llama-3.1-8b, lora, 8 loss chunks") << "llama-3.1-8b"
                                                       << "lora" << 8;
    QTest::addRow("gpt2, full") << "gpt2"
                                << "full" << 1;
    QTest::addRow("bert-base, lora (mlm head)") << "bert-base"
                                                << "lora" << 1;
}

void TestChartData::memoryBarParts()
{
    QFETCH(QString, model);
    QFETCH(QString, finetune);
    QFETCH(int, lossChunks);
    PlanInput in;
    in.setModel(ModelLoader::preset(model));
    in.seqLen = 512;
    TrainingConfig cfg;
    cfg.seqLen = in.seqLen;
    cfg.batchPerDevice = 2;
    cfg.precision = Precision::Bf16Mixed;
    cfg.finetune = *finetuneModeFromId(finetune);
    cfg.lossChunks = lossChunks;
    Candidate c;
    c.device = *m_catalog.device(QStringLiteral("v3-8"));
    c.memory = MemoryModel(in.model, in.head).estimate(cfg, c.device, defaultRuntimeProfile(Runtime::Xla));
    const MemoryBarGiB bar = memoryBarGiB(c, 0.1, in.head.kind);
    const MemoryEstimate& e = c.memory;
    QVERIFY(qAbs(bar.parameters + bar.gradients + bar.optimizerStates + bar.adapters + bar.activations + bar.logits
                 + bar.runtimeOverhead - bar.total)
            < 1e-9);
    QCOMPARE(bar.total, bytesToGiB(e.memory.total()));
    // the causal-LM logits after the runtime's activation factor, b s V fp32 values per copy, 1/chunks of them
    const bool causal = in.head.kind == HeadKind::CausalLm;
    QCOMPARE(causal, ModelLoader::preset(model).isDecoder());
    const double logits = causal ? e.activation.factor * e.activation.logits : 0.0;
    QCOMPARE(bar.logits, bytesToGiB(logits));
    QCOMPARE(bar.logits > 0, causal);
    if (lossChunks > 1) {
        // a chunked loss keeps one chunk of the logits live
        Candidate whole = c;
        cfg.lossChunks = 1;
        whole.memory = MemoryModel(in.model, in.head).estimate(cfg, c.device, defaultRuntimeProfile(Runtime::Xla));
        QVERIFY(qAbs(memoryBarGiB(whole, 0.1, in.head.kind).logits - lossChunks * bar.logits) < 1e-9);
    }
    QVERIFY(qAbs(bar.activations - bytesToGiB(e.memory.activations - logits)) < 1e-12);
    // LoRA: the frozen base in the parameters part; gradients and optimizer states belong to the adapters only
    const bool lora = finetune != QLatin1String("full");
    QCOMPARE(bar.adapters > 0, lora);
    QCOMPARE(bar.adapters,
             bytesToGiB(e.adapters.adapterWeights + e.adapters.adapterGradients + e.adapters.adapterOptimizerStates));
    if (lora) {
        QCOMPARE(bar.parameters, bytesToGiB(e.adapters.baseWeights));
        QCOMPARE(bar.gradients, 0.0);
        QCOMPARE(bar.optimizerStates, 0.0);
    } else {
        QCOMPARE(bar.parameters, bytesToGiB(e.memory.parameters));
        QCOMPARE(bar.gradients, bytesToGiB(e.memory.gradients));
    }
}

void TestChartData::memoryBarExpertStates()
{
    // an MoE candidate's expert states (ShardingDetail::expertStates) are a part of their own, taken out of the
    // weights, gradients and optimizer states in proportion; the bar's total does not change
    PlanInput in;
    in.setModel(ModelLoader::preset(QStringLiteral("llama-3.1-8b")));
    TrainingConfig cfg;
    cfg.seqLen = 512;
    cfg.batchPerDevice = 1;
    cfg.precision = Precision::Bf16Mixed;
    Candidate c;
    c.device = *m_catalog.device(QStringLiteral("v5p-8"));
    c.memory = MemoryModel(in.model, in.head).estimate(cfg, c.device, defaultRuntimeProfile(Runtime::Xla));
    const MemoryBarGiB dense = memoryBarGiB(c, 0.1, in.head.kind);
    QCOMPARE(dense.expertStates, 0.0);
    const MemoryBreakdown& m = c.memory.memory;
    const double states = m.parameters + m.gradients + m.optimizerStates;
    c.memory.sharding.expertStates = 0.75 * states;
    const MemoryBarGiB bar = memoryBarGiB(c, 0.1, in.head.kind);
    QVERIFY(qAbs(bar.expertStates - bytesToGiB(0.75 * states)) < 1e-9);
    QVERIFY(qAbs(bar.parameters - 0.25 * dense.parameters) < 1e-9);
    QVERIFY(qAbs(bar.gradients - 0.25 * dense.gradients) < 1e-9);
    QVERIFY(qAbs(bar.optimizerStates - 0.25 * dense.optimizerStates) < 1e-9);
    QCOMPARE(bar.total, dense.total);
    QVERIFY(qAbs(bar.parameters + bar.gradients + bar.optimizerStates + bar.expertStates + bar.activations + bar.logits
                 + bar.runtimeOverhead + bar.sharding - bar.total)
            < 1e-9);
    // more than the states (a figure out of step with them) is capped at them: no part goes negative
    c.memory.sharding.expertStates = 2 * states;
    const MemoryBarGiB capped = memoryBarGiB(c, 0.1, in.head.kind);
    QVERIFY(qAbs(capped.expertStates - bytesToGiB(states)) < 1e-9);
    QVERIFY(capped.parameters >= 0 && qAbs(capped.parameters) < 1e-9);
}

void TestChartData::spread()
{
    const PlanInput in = seedInput();
    const Planner planner(m_catalog);
    const PlanResult r = planner.plan(in, QDate(2026, 11, 21));
    // the first candidates are simulated by plan(); an on-demand one further down has no spread
    const Candidate& first = r.candidates.first();
    QVERIFY(first.spread.has_value());
    const QVector<SpreadPoint> s = preemptionSpread(first);
    QCOMPARE(s.size(), 5);
    QCOMPARE(s[0].kind, SpreadPoint::Kind::Uninterrupted);
    QCOMPARE(s[1].hours, first.expectedHours);
    QCOMPARE(s[1].usd, first.expectedCostUsd);
    // the expected point alone carries the calibration band
    QVERIFY(s[1].banded);
    QCOMPARE(s[1].hoursBand.low, first.expectedHoursBand.low);
    QCOMPARE(s[1].hoursBand.high, first.expectedHoursBand.high);
    QCOMPARE(s[1].usdBand.low, first.expectedCostBand.low);
    QCOMPARE(s[1].usdBand.high, first.expectedCostBand.high);
    QVERIFY(s[1].hoursBand.low <= s[1].hours && s[1].hours <= s[1].hoursBand.high);
    QVERIFY(!s[0].banded && !s[2].banded);
    QVERIFY(s[2].hours <= s[3].hours && s[3].hours <= s[4].hours);
    QCOMPARE(s[4].usd, first.expectedCostP90);

    auto onDemand = std::find_if(r.candidates.begin(), r.candidates.end(),
                                 [](const Candidate& c) { return c.offering.pricing == PricingModel::OnDemand; });
    QVERIFY(onDemand != r.candidates.end());
    QCOMPARE(preemptionSpread(*onDemand).size(), 2);

    // a candidate further down the list gets its spread when a view asks for it
    auto spot = std::find_if(r.candidates.begin() + Planner::kSimulatedCandidates, r.candidates.end(),
                             [](const Candidate& c) { return c.offering.pricing == PricingModel::Spot; });
    QVERIFY(spot != r.candidates.end());
    Candidate c = *spot;
    QVERIFY(!c.spread);
    planner.simulate(c, in, int(spot - r.candidates.begin()));
    QCOMPARE(preemptionSpread(c).size(), 5);
}

void TestChartData::paretoFrontBeyondLimit()
{
    PlanInput in = seedInput();
    in.limit = 0;
    const Planner planner(m_catalog);
    const PlanResult all = planner.plan(in, QDate(2026, 11, 21));
    in.limit = 2;
    const PlanResult few = planner.plan(in, QDate(2026, 11, 21));
    QCOMPARE(few.candidates.size(), 2);
    QCOMPARE(few.paretoFront.size(), few.paretoCount);
    QCOMPARE(few.paretoFront.size(), all.paretoFront.size());
    int flagged = 0;
    for (const Candidate& c : all.candidates)
        flagged += c.pareto ? 1 : 0;
    QCOMPARE(few.paretoFront.size(), flagged);
    for (int i = 1; i < few.paretoFront.size(); ++i) {
        QVERIFY(few.paretoFront[i].expectedCostUsd >= few.paretoFront[i - 1].expectedCostUsd);
        QVERIFY(few.paretoFront[i].expectedHours <= few.paretoFront[i - 1].expectedHours);
    }
}

void TestChartData::inputIssuesNameFields_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::addRow("seq_len over positions") << "seq_len"
                                            << "position embeddings";
    QTest::addRow("global_batch") << "global_batch"
                                  << "between 1";
    QTest::addRow("safety_margin") << "safety_margin"
                                   << "below 0.9";
    QTest::addRow("rate_per_hour") << "rate_per_hour"
                                   << "per hour";
    QTest::addRow("precision") << "precision"
                               << "at least one";
    QTest::addRow("dataset_tokens") << "dataset_tokens"
                                    << "tokens";
}

void TestChartData::inputIssuesNameFields()
{
    QFETCH(QString, field);
    QFETCH(QString, message);
    PlanInput in = seedInput();
    QVERIFY(in.issues().isEmpty());
    QVERIFY(in.validate().isEmpty());
    if (field == QLatin1String("seq_len"))
        in.seqLen = 8192;
    else if (field == QLatin1String("global_batch"))
        in.globalBatch = 0;
    else if (field == QLatin1String("safety_margin"))
        in.safetyMargin = 0.95;
    else if (field == QLatin1String("rate_per_hour"))
        in.preemptionRatePerHour = 11;
    else if (field == QLatin1String("precision"))
        in.precisions.clear();
    else if (field == QLatin1String("dataset_tokens")) {
        in.runLength = RunLength::Epochs;
        in.epochs = 2;
    }
    const QVector<InputIssue> issues = in.issues();
    QCOMPARE(issues.size(), 1);
    QCOMPARE(issues.first().field, field);
    QVERIFY2(issues.first().message.contains(message), qPrintable(issues.first().message));
    QVERIFY(in.validate().startsWith(field + QStringLiteral(": ")));
}

QTEST_GUILESS_MAIN(TestChartData)
#include "TestChartData.moc"
