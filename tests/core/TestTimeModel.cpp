// SPDX-License-Identifier: GPL-3.0-or-later
// The time model (core/time/TimeModel): FLOPs per token by hand, the recompute of checkpointing, each term of the
// roofline by hand for an encoder on v3-8 and a decoder on v6e-8 (docs/time-model.md section 6), MXU padding, the
// weight-bound small batch, eager against flash attention, the efficiency defaults, MFU, the band, and monotonicity:
// more chips at the same global batch never make a step slower unless communication binds, and then the step says so.
// The calibration against published runs is TestTimeCalibration.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "time/TimeModel.h"
#include "util/Units.h"

#include "NearCompare.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using tpuplan::test::near;

Q_DECLARE_METATYPE(tpuplan::ModelSpec)

namespace {
// BERT-base/BigBird-base non-embedding parameters by hand (h 768, I 3072, 12 layers):
// per layer 4h^2 + 4h (Q, K, V, O) + 2hI + I + h (FFN) + 2 * 2h (two LayerNorms) = 7,087,872; pooler h^2 + h = 590,592.
constexpr double kBaseNonEmbedding = 12.0 * 7087872.0 + 590592.0; // 85,645,056

TrainingConfig config(int seq, int batch, Precision p = Precision::Fp32, CheckpointingKind ck = CheckpointingKind::None,
                      int accumulation = 1, Runtime runtime = Runtime::Xla)
{
    TrainingConfig c;
    c.seqLen = seq;
    c.batchPerDevice = batch;
    c.precision = p;
    c.checkpointing = Checkpointing{ck, ck == CheckpointingKind::EveryK ? 3 : 1};
    c.accumulationSteps = accumulation;
    c.runtime = runtime;
    return c;
}

HeadConfig head(HeadKind kind, int maxPredictions = 20)
{
    HeadConfig h;
    h.kind = kind;
    h.maxPredictions = maxPredictions;
    return h;
}
} // namespace

class TestTimeModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void nonEmbeddingParametersByHand();
    void flopsPerToken_data();
    void flopsPerToken();
    void blockSparseFallsBackToFullAttention();
    void recomputeShares_data();
    void recomputeShares();
    void encoderStepByHand();
    void decoderStepByHand();
    void mxuPadding_data();
    void mxuPadding();
    void smallBatchIsWeightBound();
    void eagerAttentionReadsTheScores();
    void accumulationScalesStepNotThroughput_data();
    void accumulationScalesStepNotThroughput();
    void efficiencyDefaults_data();
    void efficiencyDefaults();
    void editedMatmulEfficiency();
    void blockSparseEfficiencyFactor();
    void peakForPrecision_data();
    void peakForPrecision();
    void bandAndMfu();
    void moreChipsNeverSlower_data();
    void moreChipsNeverSlower();

private:
    DeviceInfo device(const QString& name) const
    {
        const auto d = m_catalog.device(name);
        if (!d)
            qFatal("no device %s in the catalog", qPrintable(name));
        return *d;
    }
    Catalog m_catalog;
};

void TestTimeModel::nonEmbeddingParametersByHand()
{
    QCOMPARE(double(nonEmbeddingParameters(ModelLoader::preset(QStringLiteral("bert-base")))), kBaseNonEmbedding);
    QCOMPARE(double(nonEmbeddingParameters(ModelLoader::preset(QStringLiteral("bigbird-roberta-base")))),
             kBaseNonEmbedding);
}

void TestTimeModel::flopsPerToken_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("seq");
    QTest::addColumn<int>("headKind");
    QTest::addColumn<int>("maxPredictions");
    QTest::addColumn<double>("attention");
    QTest::addColumn<double>("head");

    const double h = 768;
    const double bertHead = 6 * h * h + 6 * h * 30522; // 144,184,320 per predicted position
    const double bigbirdHead = 6 * h * h + 6 * h * 50358; // 235,588,608
    // dense attention: 12 L h s
    QTest::newRow("bert-base s128 mlm") << "bert-base" << 128 << int(HeadKind::Mlm) << 20 << 12 * 12 * h * 128
                                        << bertHead;
    QTest::newRow("bert-base s512 mlm") << "bert-base" << 512 << int(HeadKind::Mlm) << 20 << 12 * 12 * h * 512
                                        << bertHead;
    QTest::newRow("bert-base s512 mlm-masked 80")
        << "bert-base" << 512 << int(HeadKind::MlmMasked) << 80 << 12 * 12 * h * 512 << bertHead * 80 / 512;
    QTest::newRow("bert-base s128 mlm-masked 20")
        << "bert-base" << 128 << int(HeadKind::MlmMasked) << 20 << 12 * 12 * h * 128 << bertHead * 20 / 128;
    // more predictions than positions: every position is predicted at most once
    QTest::newRow("bert-base s128 mlm-masked 500")
        << "bert-base" << 128 << int(HeadKind::MlmMasked) << 500 << 12 * 12 * h * 128 << bertHead;
    QTest::newRow("bert-base s512 classification")
        << "bert-base" << 512 << int(HeadKind::Classification) << 20 << 12 * 12 * h * 512 << 0.0;
    // block-sparse: keys per query = E(s)/s with E(s) = (7 + r) blk s - (12 + 2r) blk^2 (memory.md section 4);
    // s 4096, blk 64, r 3: (10 * 64 * 4096 - 18 * 4096) / 4096 = 622 keys instead of 4096
    QTest::newRow("bigbird-base s4096 mlm-masked 600 (block-sparse)")
        << "bigbird-roberta-base" << 4096 << int(HeadKind::MlmMasked) << 600 << 12 * 12 * h * 622.0
        << bigbirdHead * 600 / 4096;
    QTest::newRow("bigbird-base s4096 mlm (block-sparse)")
        << "bigbird-roberta-base" << 4096 << int(HeadKind::Mlm) << 20 << 12 * 12 * h * 622.0 << bigbirdHead;
    // s 1024: (10 * 64 * 1024 - 18 * 4096) / 1024 = 568 keys
    QTest::newRow("bigbird-base s1024 classification (block-sparse)")
        << "bigbird-roberta-base" << 1024 << int(HeadKind::Classification) << 20 << 12 * 12 * h * 568.0 << 0.0;
}

void TestTimeModel::flopsPerToken()
{
    QFETCH(QString, preset);
    QFETCH(int, seq);
    QFETCH(int, headKind);
    QFETCH(int, maxPredictions);
    QFETCH(double, attention);
    QFETCH(double, head);
    const ModelSpec m = ModelLoader::preset(preset);
    const FlopsPerToken f = tpuplan::flopsPerToken(m, ::head(HeadKind(headKind), maxPredictions), config(seq, 1));
    QVERIFY(near(f.layers, 6 * kBaseNonEmbedding)); // 513,870,336
    QVERIFY2(near(f.attention, attention), qPrintable(QStringLiteral("%1 vs %2").arg(f.attention).arg(attention)));
    QVERIFY2(near(f.head, head), qPrintable(QStringLiteral("%1 vs %2").arg(f.head).arg(head)));
    QCOMPARE(f.recompute, 0.0);
    QVERIFY(near(f.total(), f.layers + f.attention + f.head));
    QVERIFY(near(f.model(), f.total()));
}

void TestTimeModel::blockSparseFallsBackToFullAttention()
{
    // HF BigBird runs full attention for s <= (5 + 2r) blk = 704 (memory.md section 4): the s term is back
    const ModelSpec bigbird = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
    ModelSpec dense = bigbird;
    dense.attention = AttentionKind::Full;
    for (int seq : {512, 704}) {
        const FlopsPerToken f = tpuplan::flopsPerToken(bigbird, head(HeadKind::Classification), config(seq, 1));
        QVERIFY(near(f.attention, 12.0 * 12 * 768 * seq));
    }
    // above the threshold the sparse pattern attends to far fewer keys than the dense model
    const FlopsPerToken sparse = tpuplan::flopsPerToken(bigbird, head(HeadKind::Classification), config(4096, 1));
    const FlopsPerToken full = tpuplan::flopsPerToken(dense, head(HeadKind::Classification), config(4096, 1));
    QVERIFY(near(full.attention, 12.0 * 12 * 768 * 4096));
    QVERIFY(near(sparse.attention / full.attention, 622.0 / 4096.0));
}

void TestTimeModel::recomputeShares_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("seq");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("what"); // what is recomputed: "layers+attention" or "attention"
    const std::pair<const char*, int> rows[]
        = {{"bert-base", 512}, {"bert-large", 128}, {"bigbird-roberta-base", 4096}};
    for (const auto& [preset, seq] : rows) {
        QTest::addRow("%s s%d full", preset, seq)
            << preset << seq << int(CheckpointingKind::Full) << "layers+attention";
        QTest::addRow("%s s%d every-3", preset, seq)
            << preset << seq << int(CheckpointingKind::EveryK) << "layers+attention";
        QTest::addRow("%s s%d selective", preset, seq)
            << preset << seq << int(CheckpointingKind::Selective) << "attention";
    }
}

void TestTimeModel::recomputeShares()
{
    QFETCH(QString, preset);
    QFETCH(int, seq);
    QFETCH(int, kind);
    QFETCH(QString, what);
    const ModelSpec m = ModelLoader::preset(preset);
    const HeadConfig hd = head(HeadKind::MlmMasked, 20);
    const FlopsPerToken none = tpuplan::flopsPerToken(m, hd, config(seq, 1));
    const FlopsPerToken f = tpuplan::flopsPerToken(m, hd, config(seq, 1, Precision::Fp32, CheckpointingKind(kind)));
    // one extra forward pass of what is dropped: a third of its forward + backward FLOPs; the head is never recomputed
    const double expected
        = what == QLatin1String("attention") ? none.attention / 3 : (none.layers + none.attention) / 3;
    QVERIFY(near(f.recompute, expected));
    QVERIFY(near(f.model(), none.model()));
    const DeviceInfo d = device(QStringLiteral("v3-8"));
    const Efficiency e = defaultEfficiency(d, Runtime::Xla);
    const StepTime t = stepTime(m, hd, config(seq, 4, Precision::Fp32, CheckpointingKind(kind)), d, e);
    const StepTime t0 = stepTime(m, hd, config(seq, 4), d, e);
    // the step grows by exactly the recompute's time, which the share reports
    QVERIFY(near(t.seconds, t0.seconds + t.terms.recompute, 1e-9));
    QVERIFY(near(t.recomputeShare, t.terms.recompute / t0.seconds, 1e-9));
    if (what != QLatin1String("attention")) {
        // every layer runs forward twice: a third more of the layers' matmuls, attention and element-wise work (the
        // head, the optimizer and the fixed per-step costs are not recomputed): below the +33 % of a pure-FLOP count
        // (+12 % for BERT-large at 128 and 4 sequences per core, whose eager scores, loss and fixed costs weigh more)
        QVERIFY2(t.recomputeShare > 0.1 && t.recomputeShare <= 1.0 / 3.0,
                 qPrintable(QString::number(t.recomputeShare)));
    } else {
        // selective: the attention core only (Korthikanti et al.: +2-7 %); BigBird's sparse attention runs slowly
        // (the block-sparse factor), so its recompute weighs more
        QVERIFY2(t.recomputeShare > 0 && t.recomputeShare < 0.2, qPrintable(QString::number(t.recomputeShare)));
    }
}

void TestTimeModel::encoderStepByHand()
{
    // bert-base, s 128, batch 32 per core, bf16-mixed, mlm over every position, AdamW, eager attention, v3-8:
    // per core 61.5 TFLOPS, 450 GB/s of HBM (900 per chip), MXU 128 x 128; matmuls at 0.77, HBM at 1.00, 25 ms of
    // fixed cost per dispatch; data parallel over the 8 cores
    const ModelSpec m = ModelLoader::preset(QStringLiteral("bert-base"));
    const DeviceInfo d = device(QStringLiteral("v3-8"));
    QCOMPARE(d.devices, 8);
    QCOMPARE(d.mxuTile, 128);
    QCOMPARE(d.memoryBandwidthGBs, 450.0);
    const Efficiency e = defaultEfficiency(d, Runtime::Xla);
    QCOMPARE(e.matmul, 0.77);
    QCOMPARE(e.memory, 1.00);
    QCOMPARE(e.stepOverhead, 0.025);
    TrainingConfig c = config(128, 32, Precision::Bf16Mixed);
    c.mesh = meshFor(ShardingStrategy::Replicate, 8, 1, 1, 1);
    const StepTime t = stepTime(m, head(HeadKind::Mlm), c, d, e);
    const double tokens = 32 * 128;
    const double rate = 61.5e12 * 0.77;
    const double bandwidth = 450e9 * 1.00;
    // matmuls: the layers' 6 P (h 768 and I 3072 are multiples of 128: no padding) and the head 6 h^2 + 6 h V with V
    // 30,522 padded to 30,592
    const double head = 6.0 * 768 * 768 + 6.0 * 768 * 30522; // 144,184,320
    const double matmul = (6 * kBaseNonEmbedding + head * 30592 / 30522) * tokens / rate;
    QVERIFY(near(t.terms.matmul, matmul));
    QVERIFY(!t.terms.weightBound);
    // attention: 12 L h s = 14,155,776 FLOPs per token, the head dimension 64 padded to 128 (twice the FLOPs), against
    // the eager scores' traffic 12 L a s p = 12 * 12 * 12 * 128 * 2 = 442,368 bytes per token: the traffic is longer
    const double attentionFlops = 12.0 * 12 * 768 * 128 * 2 * tokens / rate;
    const double attentionBytes = 12.0 * 12 * 12 * 128 * 2 * tokens / bandwidth;
    QVERIFY(attentionBytes > attentionFlops);
    QVERIFY(near(t.terms.attention, attentionBytes));
    // element-wise: (8 h + 2 I) forward, x 3 with the backward, 2 bytes, 12 layers; the loss 16 V bytes per token
    const double elementwise = ((8.0 * 768 + 2 * 3072) * 3 * 2 * 12 + 16.0 * 30522) * tokens / bandwidth;
    QVERIFY(near(t.terms.elementwise, elementwise));
    // optimizer: AdamW under mixed precision moves 4 + 8 x 3 + 2 = 30 bytes per parameter, once per step
    const double parameters = kBaseNonEmbedding + double(embeddingParameters(m));
    QVERIFY(near(t.terms.optimizer, parameters * 30 / bandwidth));
    // fixed costs: 25 ms for the one micro-step, and the gradient all-reduce's ring over 8 cores, 2 x 7 ICI hops of
    // 1 us
    QVERIFY(near(t.terms.collectiveLatency, 14e-6));
    QVERIFY(near(t.terms.overhead, 0.025 + 14e-6));
    const double compute = matmul + attentionBytes + elementwise + parameters * 30 / bandwidth + 0.025 + 14e-6;
    QVERIFY(near(t.computeSeconds, compute));
    QVERIFY(near(t.seconds, compute)); // no sharding detail given: no communication
    QVERIFY(near(t.terms.padding, (head * 30592 / 30522 - head) * tokens / rate));
    QCOMPARE(t.terms.recompute, 0.0);
    // throughput over the 8 cores; MFU on the model FLOPs (no padding), 672,210,432 per token
    QVERIFY(near(t.tokensPerSecond, 8 * tokens / compute));
    QVERIFY(near(t.mfu, 672210432.0 * tokens / (compute * 61.5e12)));
    qInfo(
        "BYHAND encoder | matmul %.6f attention %.6f elementwise %.6f optimizer %.6f overhead %.6f step %.6f mfu %.4f",
        t.terms.matmul, t.terms.attention, t.terms.elementwise, t.terms.optimizer, t.terms.overhead, t.seconds, t.mfu);
}

void TestTimeModel::decoderStepByHand()
{
    // Llama 3.1 8B, s 8192, batch 1 per chip, bf16-mixed AdamW, full remat, flash attention, FSDP over a v6e-8:
    // 918 TFLOPS and 1,638 GB/s per chip, MXU 256 x 256
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const DeviceInfo d = device(QStringLiteral("v6e-8"));
    QCOMPARE(d.mxuTile, 256);
    const Efficiency e = defaultEfficiency(d, Runtime::Xla);
    TrainingConfig c = config(8192, 1, Precision::Bf16Mixed, CheckpointingKind::Full);
    c.mesh = meshFor(ShardingStrategy::Fsdp, 8, 1, 8, 1);
    HeadConfig lm;
    lm.kind = HeadKind::CausalLm;
    const StepTime t = stepTime(m, lm, c, d, e);
    const double tokens = 8192;
    const double rate = 918e12 * 0.77;
    const double bandwidth = 1638e9 * 1.00;
    // matmuls: 6 P_ne + 6 h V + the recompute 2 P_ne (section 9; every dimension a multiple of 256, V = 501 x 256)
    const double pNe = 6979588096.0;
    const double matmul = (6 * pNe + 6.0 * 4096 * 128256 + 2 * pNe) * tokens / rate;
    QVERIFY(near(t.terms.matmul, matmul));
    // attention: 12 L (a d) s / 2 forward + backward, plus its forward again, head dimension 128 padded to 256
    const double attention = 12.0 * 32 * 4096 * 4096 * (4.0 / 3.0) * 2 * tokens / rate;
    QVERIFY(near(t.terms.attention, attention));
    // element-wise: (8 h + 3 I + 2 (q + kv)) forward x 3 x 2 bytes x 32 layers, a third more for the recompute; the
    // loss 16 V
    const double elementwise
        = ((8.0 * 4096 + 3 * 14336 + 2 * (4096 + 1024)) * 3 * 2 * 32 * 4 / 3 + 16.0 * 128256) * tokens / bandwidth;
    QVERIFY(near(t.terms.elementwise, elementwise));
    // optimizer: the eighth of the 8,030,261,248 parameters this chip holds the states of
    QVERIFY(near(t.terms.optimizer, 8030261248.0 / 8 * 30 / bandwidth));
    // fixed costs: 25 ms, and the gradients' reduce-scatter over the 8 chips, 7 ICI hops of 1 us
    QVERIFY(near(t.terms.overhead, 0.025 + 7e-6));
    const double compute = matmul + attention + elementwise + 8030261248.0 / 8 * 30 / bandwidth + 0.025 + 7e-6;
    QVERIFY(near(t.computeSeconds, compute));
    // the recompute: the layers' 2 P_ne, a quarter of the attention and of the layers' element-wise work
    const double layersElementwise = (8.0 * 4096 + 3 * 14336 + 2 * (4096 + 1024)) * 3 * 2 * 32 * tokens / bandwidth;
    QVERIFY(near(t.terms.recompute, 2 * pNe * tokens / rate + attention / 4 + layersElementwise / 3));
    // padding: half of the attention (128 of every 256 columns)
    QVERIFY(near(t.terms.padding, attention / 2));
    qInfo("BYHAND decoder | matmul %.6f attention %.6f elementwise %.6f optimizer %.6f overhead %.6f compute %.6f "
          "mfu %.4f",
          t.terms.matmul, t.terms.attention, t.terms.elementwise, t.terms.optimizer, t.terms.overhead, t.computeSeconds,
          t.mfu);
}

void TestTimeModel::mxuPadding_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<double>("attentionRatio"); // padded / actual head dimension
    // BERT's 64-wide heads fill half of a 128 MXU and a quarter of a 256 one; Llama's 128-wide heads fill a 128 MXU
    QTest::newRow("bert-base v5p (128)") << "bert-base"
                                         << "v5p-8" << 2.0;
    QTest::newRow("bert-base v6e (256)") << "bert-base"
                                         << "v6e-8" << 4.0;
    QTest::newRow("llama-3.1-8b v5p (128)") << "llama-3.1-8b"
                                            << "v5p-8" << 1.0;
    QTest::newRow("llama-3.1-8b v6e (256)") << "llama-3.1-8b"
                                            << "v6e-8" << 2.0;
    QTest::newRow("gemma-7b v6e (head 256)") << "gemma-7b"
                                             << "v6e-8" << 1.0;
    QTest::newRow("bert-base A100 (8)") << "bert-base"
                                        << "a100-80" << 1.0;
}

void TestTimeModel::mxuPadding()
{
    QFETCH(QString, preset);
    QFETCH(QString, hardware);
    QFETCH(double, attentionRatio);
    const ModelSpec m = ModelLoader::preset(preset);
    const DeviceInfo d = device(hardware);
    const Efficiency e = defaultEfficiency(d, d.isTpu ? Runtime::Xla : Runtime::PyTorch);
    TrainingConfig c = config(2048, 4, Precision::Bf16Mixed);
    c.attention = AttentionImpl::Flash; // attention by its FLOPs
    HeadConfig hd = head(m.isDecoder() ? HeadKind::CausalLm : HeadKind::Mlm);
    const StepTime t = stepTime(m, hd, c, d, e);
    const double tokens = 2048.0 * 4;
    const double attentionFlops = t.flops.attention * tokens / (t.peakFlopsPerDevice * e.matmul);
    QVERIFY2(near(t.terms.attention, attentionFlops * attentionRatio),
             qPrintable(QString::number(t.terms.attention / attentionFlops)));
    QVERIFY(t.terms.padding >= attentionFlops * (attentionRatio - 1) - 1e-12);
    // padding never makes the step faster than the unpadded FLOPs
    QVERIFY(t.computeSeconds >= (t.flops.total() * tokens) / (t.peakFlopsPerDevice * e.matmul));
}

void TestTimeModel::smallBatchIsWeightBound()
{
    // Llama 3.1 8B on one H100 with 16 tokens per micro-step: reading the weights (12 bytes per weight per
    // micro-step: two 16-bit reads and the fp32 gradient accumulated) takes longer than their FLOPs
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const DeviceInfo d = device(QStringLiteral("h100-80"));
    const Efficiency e = defaultEfficiency(d, Runtime::PyTorch);
    HeadConfig lm;
    lm.kind = HeadKind::CausalLm;
    const StepTime small
        = stepTime(m, lm, config(16, 1, Precision::Bf16Mixed, CheckpointingKind::None, 1, Runtime::PyTorch), d, e);
    QVERIFY(small.terms.weightBound);
    const double weights = 32 * (2.0 * 4096 * 4096 + 2.0 * 4096 * 1024 + 3.0 * 4096 * 14336) + 4096.0 * 128256;
    QVERIFY(near(small.terms.matmul, weights * 12 / (3350e9 * e.memory)));
    // with 4096 tokens the FLOPs bound again
    const StepTime large
        = stepTime(m, lm, config(4096, 1, Precision::Bf16Mixed, CheckpointingKind::None, 1, Runtime::PyTorch), d, e);
    QVERIFY(!large.terms.weightBound);
    // per token the small micro-batch is far slower
    QVERIFY(small.seconds / 16 > 10 * large.seconds / 4096);
}

void TestTimeModel::eagerAttentionReadsTheScores()
{
    // eager attention writes and reads the s x s scores through HBM; a flash kernel keeps them on chip
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const DeviceInfo d = device(QStringLiteral("a100-80"));
    const Efficiency e = defaultEfficiency(d, Runtime::PyTorch);
    HeadConfig lm;
    lm.kind = HeadKind::CausalLm;
    TrainingConfig c = config(8192, 1, Precision::Bf16Mixed, CheckpointingKind::None, 1, Runtime::PyTorch);
    c.attention = AttentionImpl::Eager;
    const StepTime eager = stepTime(m, lm, c, d, e);
    c.attention = AttentionImpl::Flash;
    const StepTime flash = stepTime(m, lm, c, d, e);
    // 12 L a k p with k = s / 2 causal keys, 2 bytes
    QVERIFY(near(eager.terms.attention, 12.0 * 32 * 32 * 4096 * 2 * 8192 / (2039e9 * e.memory)));
    QVERIFY(eager.terms.attention > flash.terms.attention);
    QCOMPARE(eager.terms.matmul, flash.terms.matmul);
    QVERIFY(eager.seconds > flash.seconds);
}

void TestTimeModel::accumulationScalesStepNotThroughput_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("runtime");
    QTest::addColumn<int>("dispatches"); // of the fixed per-step cost, in a step of four micro-steps
    // XLA compiles the accumulation loop into the step: one dispatch; PyTorch runs each micro-step from Python
    QTest::newRow("v2-8 xla") << "v2-8" << int(Runtime::Xla) << 1;
    QTest::newRow("a100 pytorch") << "a100-80" << int(Runtime::PyTorch) << 4;
}

void TestTimeModel::accumulationScalesStepNotThroughput()
{
    QFETCH(QString, hardware);
    QFETCH(int, runtime);
    QFETCH(int, dispatches);
    const ModelSpec m = ModelLoader::preset(QStringLiteral("bert-base"));
    const DeviceInfo d = device(hardware);
    const Efficiency e = defaultEfficiency(d, Runtime(runtime));
    const auto cfg = [&](int accumulation) {
        return config(512, 4, Precision::Fp32, CheckpointingKind::None, accumulation, Runtime(runtime));
    };
    const StepTime one = stepTime(m, head(HeadKind::Mlm), cfg(1), d, e);
    const StepTime four = stepTime(m, head(HeadKind::Mlm), cfg(4), d, e);
    // every micro-step repeats; the optimizer update runs once per step, the fixed cost once per dispatch
    const auto perMicroStep = [](const StepTime& t) { return t.seconds - t.terms.optimizer - t.terms.overhead; };
    QVERIFY(near(perMicroStep(four), 4 * perMicroStep(one)));
    QCOMPARE(four.terms.optimizer, one.terms.optimizer);
    QVERIFY(near(four.terms.overhead, dispatches * e.stepOverhead));
    QVERIFY(near(one.terms.overhead, e.stepOverhead));
    QVERIFY(four.tokensPerSecond >= one.tokensPerSecond);
    QVERIFY(four.mfu >= one.mfu);
}

void TestTimeModel::efficiencyDefaults_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("runtime");
    QTest::addColumn<double>("matmul");
    QTest::addColumn<bool>("extrapolated");
    QTest::addColumn<QString>("sourceHas");
    // fitted on the runs of docs/time-model.md section 7 (TestTimeCalibration repeats the fit)
    QTest::newRow("v2") << "v2-8" << int(Runtime::Xla) << 0.77 << true << "no published run on v2";
    QTest::newRow("v3") << "v3-8" << int(Runtime::Xla) << 0.77 << false << "MLPerf";
    QTest::newRow("v4") << "v4-8" << int(Runtime::Xla) << 0.77 << false << "MLPerf";
    QTest::newRow("v5e") << "v5litepod-8" << int(Runtime::Xla) << 0.77 << false << "v5e-256";
    QTest::newRow("v5p") << "v5p-8" << int(Runtime::Xla) << 0.77 << false << "v5p-512";
    QTest::newRow("v6e") << "v6e-8" << int(Runtime::Xla) << 0.77 << false << "v6e-256";
    QTest::newRow("tpu7x") << "tpu7x-8" << int(Runtime::Xla) << 0.77 << true << "no published run on tpu7x";
    QTest::newRow("A100 PyTorch") << "a100-80" << int(Runtime::PyTorch) << 0.48 << false << "A100";
    QTest::newRow("V100 TensorFlow") << "v100-32" << int(Runtime::TensorFlow) << 0.48 << false << "V100";
    QTest::newRow("H100 JAX (XLA)") << "h100-80" << int(Runtime::Xla) << 0.77 << true << "assumed alike";
}

void TestTimeModel::efficiencyDefaults()
{
    QFETCH(QString, hardware);
    QFETCH(int, runtime);
    QFETCH(double, matmul);
    QFETCH(bool, extrapolated);
    QFETCH(QString, sourceHas);
    const Efficiency e = defaultEfficiency(device(hardware), Runtime(runtime));
    QCOMPARE(e.matmul, matmul);
    QCOMPARE(e.memory, 1.00);
    QCOMPARE(e.stepOverhead, 0.025);
    QCOMPARE(e.blockSparseFactor, 0.6);
    QCOMPARE(e.extrapolated, extrapolated);
    QVERIFY(e.bandLow < 1.0 && e.bandHigh > 1.0);
    QVERIFY(!e.userSet);
    QVERIFY2(e.source.contains(sourceHas), qPrintable(e.source));
    QVERIFY(!e.source.contains(QLatin1String("time.md"))); // a public source, not the team's notes
}

void TestTimeModel::editedMatmulEfficiency()
{
    // an efficiency set in the plan scales the matmuls' time, not the memory-bound work
    const ModelSpec m = ModelLoader::preset(QStringLiteral("bert-base"));
    const DeviceInfo d = device(QStringLiteral("v4-8"));
    const Efficiency e = defaultEfficiency(d, Runtime::Xla);
    Efficiency edited = e;
    edited.matmul = e.matmul / 2;
    edited.userSet = true;
    const StepTime a = stepTime(m, head(HeadKind::Mlm), config(512, 32, Precision::Bf16Mixed), d, e);
    const StepTime b = stepTime(m, head(HeadKind::Mlm), config(512, 32, Precision::Bf16Mixed), d, edited);
    QVERIFY(near(b.terms.matmul, 2 * a.terms.matmul));
    QCOMPARE(b.terms.elementwise, a.terms.elementwise);
    QCOMPARE(b.terms.optimizer, a.terms.optimizer);
    QVERIFY(b.seconds > a.seconds && b.seconds < 2 * a.seconds);
}

void TestTimeModel::blockSparseEfficiencyFactor()
{
    // BigBird's gathers and copies cost bandwidth, not FLOPs: its attention term runs at 0.6 of the dense rate where
    // the block-sparse pattern runs, and not where HF falls back to full attention
    const ModelSpec m = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
    const DeviceInfo d = device(QStringLiteral("v3-8"));
    const Efficiency e = defaultEfficiency(d, Runtime::Xla);
    Efficiency dense = e;
    dense.blockSparseFactor = 1.0;
    const StepTime sparse = stepTime(m, head(HeadKind::MlmMasked, 600), config(4096, 2), d, e);
    const StepTime asDense = stepTime(m, head(HeadKind::MlmMasked, 600), config(4096, 2), d, dense);
    QVERIFY(near(sparse.terms.attention, asDense.terms.attention / 0.6));
    QCOMPARE(sparse.terms.matmul, asDense.terms.matmul);
    const StepTime fallback = stepTime(m, head(HeadKind::MlmMasked, 80), config(512, 16), d, e);
    const StepTime fallbackDense = stepTime(m, head(HeadKind::MlmMasked, 80), config(512, 16), d, dense);
    QCOMPARE(fallback.terms.attention, fallbackDense.terms.attention);
}

void TestTimeModel::peakForPrecision_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("precision");
    QTest::addColumn<double>("peakTflops");
    // TPUs: fp32 matmuls run as bf16 MXU passes (XLA default precision): the bf16 peak per device either way
    QTest::newRow("v2-8 fp32 (per core)") << "v2-8" << int(Precision::Fp32) << 22.5;
    QTest::newRow("v2-8 bf16") << "v2-8" << int(Precision::Bf16Mixed) << 22.5;
    QTest::newRow("v3-8 fp32 (per core)") << "v3-8" << int(Precision::Fp32) << 61.5;
    QTest::newRow("v3-8 bf16") << "v3-8" << int(Precision::Bf16Mixed) << 61.5;
    QTest::newRow("v4-8 fp32 (megacore chip)") << "v4-8" << int(Precision::Fp32) << 275.0;
    // GPUs: the fp32 rate without mixed precision, the tensor-core rate with it
    QTest::newRow("A100 fp32") << "a100-40" << int(Precision::Fp32) << 19.5;
    QTest::newRow("A100 bf16") << "a100-40" << int(Precision::Bf16Mixed) << 312.0;
    QTest::newRow("A100 fp16") << "a100-40" << int(Precision::Fp16Mixed) << 312.0;
    QTest::newRow("V100 fp32") << "v100-16" << int(Precision::Fp32) << 15.7;
    QTest::newRow("V100 fp16") << "v100-16" << int(Precision::Fp16Mixed) << 125.0;
    QTest::newRow("T4 fp16") << "t4" << int(Precision::Fp16Mixed) << 65.0;
    // no tensor cores: the fp32 rate for mixed precision too
    QTest::newRow("K80 fp16 (no tensor cores)") << "k80" << int(Precision::Fp16Mixed) << 4.37;
}

void TestTimeModel::peakForPrecision()
{
    QFETCH(QString, hardware);
    QFETCH(int, precision);
    QFETCH(double, peakTflops);
    const DeviceInfo d = device(hardware);
    const ModelSpec m = ModelLoader::preset(QStringLiteral("bert-base"));
    const Runtime rt = d.isTpu ? Runtime::Xla : Runtime::PyTorch;
    const StepTime t
        = stepTime(m, head(HeadKind::Mlm), config(128, 8, Precision(precision)), d, defaultEfficiency(d, rt));
    QVERIFY2(near(t.peakFlopsPerDevice, peakTflops * kTera, 1e-9),
             qPrintable(QStringLiteral("%1 TFLOPS").arg(t.peakFlopsPerDevice / kTera)));
    QVERIFY(std::isfinite(t.seconds) && t.seconds > 0);
}

void TestTimeModel::bandAndMfu()
{
    // the band is the step times the calibration's spread; MFU counts the model's FLOPs (no recompute, no padding)
    // against the whole step, so it can never exceed the matmul efficiency
    const ModelSpec m = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    HeadConfig lm;
    lm.kind = HeadKind::CausalLm;
    for (const QString& hw : {QStringLiteral("v5p-8"), QStringLiteral("v6e-8"), QStringLiteral("a100-80")}) {
        const DeviceInfo d = device(hw);
        const Runtime rt = d.isTpu ? Runtime::Xla : Runtime::PyTorch;
        const Efficiency e = defaultEfficiency(d, rt);
        for (CheckpointingKind ck : {CheckpointingKind::None, CheckpointingKind::Full}) {
            TrainingConfig c = config(4096, 1, Precision::Bf16Mixed, ck, 1, rt);
            const StepTime t = stepTime(m, lm, c, d, e);
            QVERIFY(near(t.secondsBand.low, t.seconds * e.bandLow));
            QVERIFY(near(t.secondsBand.high, t.seconds * e.bandHigh));
            QVERIFY(t.secondsBand.low < t.seconds && t.seconds < t.secondsBand.high);
            QVERIFY(near(t.mfu, t.flops.model() * 4096 / (t.seconds * t.peakFlopsPerDevice)));
            QVERIFY2(t.mfu > 0.1 && t.mfu < e.matmul, qPrintable(QString::number(t.mfu)));
        }
    }
    QVERIFY(mfuConvention().contains(QLatin1String("MaxText")));
    QVERIFY(mfuConvention().contains(QLatin1String("1988")));
}

void TestTimeModel::moreChipsNeverSlower_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("generation"); // slice prefix
    QTest::addColumn<int>("strategy");
    QTest::addColumn<int>("globalBatch");
    QTest::addColumn<int>("seq");
    QTest::newRow("bert-large v4 replicate") << "bert-large"
                                             << "v4" << int(ShardingStrategy::Replicate) << 4096 << 512;
    QTest::newRow("bert-large v5e replicate small batch")
        << "bert-large"
        << "v5litepod" << int(ShardingStrategy::Replicate) << 256 << 512;
    QTest::newRow("llama-3.1-8b v5p fsdp") << "llama-3.1-8b"
                                           << "v5p" << int(ShardingStrategy::Fsdp) << 1024 << 8192;
    // 512 tokens per chip on the largest slices: FSDP's gathers outlast compute there
    QTest::newRow("llama-3.1-8b v6e fsdp small batch") << "llama-3.1-8b"
                                                       << "v6e" << int(ShardingStrategy::Fsdp) << 256 << 512;
    QTest::newRow("llama-3.1-70b v5e fsdp") << "llama-3.1-70b"
                                            << "v5litepod" << int(ShardingStrategy::Fsdp) << 512 << 4096;
}

void TestTimeModel::moreChipsNeverSlower()
{
    // the same global batch on ever larger slices of a generation: the step never gets slower unless communication
    // binds it, and then the step says so (bound == Communication); compute alone always shrinks
    QFETCH(QString, preset);
    QFETCH(QString, generation);
    QFETCH(int, strategy);
    QFETCH(int, globalBatch);
    QFETCH(int, seq);
    const ModelSpec m = ModelLoader::preset(preset);
    HeadConfig hd = head(m.isDecoder() ? HeadKind::CausalLm : HeadKind::MlmMasked, 76);
    const MemoryModel memory(m, hd);
    double previous = 0, previousCompute = 0;
    int sizes = 0, communicationBound = 0;
    for (const Slice& s : m_catalog.slices()) {
        if (!s.name.startsWith(generation + QLatin1Char('-')))
            continue;
        const DeviceInfo d = device(s.name);
        if (globalBatch % d.devices != 0 || d.devices > globalBatch)
            continue;
        TrainingConfig c = config(seq, globalBatch / d.devices, Precision::Bf16Mixed, CheckpointingKind::Full);
        c.mesh = ShardingStrategy(strategy) == ShardingStrategy::Fsdp
            ? meshFor(ShardingStrategy::Fsdp, d.devices, 1, d.devices, 1)
            : meshFor(ShardingStrategy::Replicate, d.devices, 1, 1, 1);
        const MemoryEstimate est = memory.estimate(c, d, defaultRuntimeProfile(Runtime::Xla));
        const StepTime t = stepTime(m, hd, c, d, defaultEfficiency(d, Runtime::Xla), &est.sharding);
        if (previous > 0) {
            QVERIFY2(t.computeSeconds < previousCompute, qPrintable(s.name));
            if (t.seconds > previous) {
                QVERIFY2(t.bound == StepBound::Communication, qPrintable(s.name));
                ++communicationBound;
            }
        }
        if (t.bound == StepBound::Communication)
            QVERIFY(t.exposedCommunicationSeconds > 0);
        previous = t.seconds;
        previousCompute = t.computeSeconds;
        ++sizes;
    }
    QVERIFY(sizes >= 3);
    if (QByteArray(QTest::currentDataTag()).contains("small batch") && generation == QLatin1String("v6e"))
        QVERIFY(communicationBound > 0); // the case the rule is about does occur
    qInfo("MONOTONIC %s: %d slice sizes, %d slower steps (all communication-bound)", QTest::currentDataTag(), sizes,
          communicationBound);
}

QTEST_GUILESS_MAIN(TestTimeModel)
#include "TestTimeModel.moc"
