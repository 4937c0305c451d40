// SPDX-License-Identifier: GPL-3.0-or-later
// The calibration cases of reference/memory.md section 9 through the core API: outcomes hold and measured totals
// are within 15 %. The test prints the calibration table that docs/memory-model.md reproduces.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "model/ModelLoader.h"
#include "util/Units.h"

#include <QtTest>

using namespace tpuplan;

namespace {
enum class Expect { Fits, DoesNotFit, MaxBatchRange, MeasuredBytes };
}
Q_DECLARE_METATYPE(Expect)
Q_DECLARE_METATYPE(tpuplan::ModelSpec)

class TestMemoryCalibration : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void cases_data();
    void cases();
    void seedCheckpointingHalves();
    void gpuCheckpointingSavings_data();
    void gpuCheckpointingSavings();

private:
    Catalog m_catalog;
};

// The TensorFlow cases the two fitted coefficients miss, each off by one or two sequences (docs/memory-model.md
// section 5 says why no pair matches them all).
static QHash<QString, QString> knownMisses()
{
    return {
        {QStringLiteral("#14 BERT-Large SQuAD s384 fp32 V100-16 TF"),
         QStringLiteral("estimated largest batch 3 where 3 ran out of memory (NVIDIA TF BERT, 2019)")},
        {QStringLiteral("#15 BERT-Large SQuAD s384 fp32 V100-32 TF"),
         QStringLiteral("estimated largest batch 10 where 10 ran out of memory (NVIDIA TF BERT, 2019)")},
        {QStringLiteral("BERT README bert-large s384 Titan X 12 GB TF"),
         QStringLiteral("the README's 0 at 384 tokens contradicts its BERT-base 12 at 384 tokens under any per-sample "
                        "model (BERT-large holds 2.67 x BERT-base's activations per sample)")},
    };
}

static ModelSpec seedBigBird()
{
    // The seed deck trains a Japanese BigBird-base: SentencePiece vocabulary (32000 assumed, memory.md 9.2) and the
    // google-research/bigbird flags.py default block size 16 (block_size not passed).
    ModelSpec m = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
    m.vocabSize = 32000;
    m.blockSize = 16;
    return m;
}

void TestMemoryCalibration::cases_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<int>("headKind");
    QTest::addColumn<int>("maxPredictions");
    QTest::addColumn<bool>("nsp");
    QTest::addColumn<int>("seq");
    QTest::addColumn<int>("batch");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("checkpointing");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("runtime");
    QTest::addColumn<Expect>("expect");
    QTest::addColumn<double>("observed"); // bytes, or the lowest batch that must fit
    QTest::addColumn<double>("observed2"); // the lowest batch that must NOT fit (0 = none)

    const ModelSpec bertLarge = ModelLoader::preset(QStringLiteral("bert-large"));
    const ModelSpec bigbirdBase = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
    const ModelSpec bigbirdLarge = ModelLoader::preset(QStringLiteral("bigbird-roberta-large"));
    const ModelSpec robertaBase = ModelLoader::preset(QStringLiteral("roberta-base"));
    const ModelSpec seed = seedBigBird();
    ModelSpec bigbird16 = bigbirdBase;
    bigbird16.blockSize = 16;
    const int cls = int(HeadKind::Classification);
    const int masked = int(HeadKind::MlmMasked);
    const int mlm = int(HeadKind::Mlm);
    const double MiB = kMiB;

    // TPU cases (XLA)
    QTest::newRow("#3 BERT-Large SQuAD s384 b3 v2 core") << bertLarge << cls << 0 << false << 384 << 3 << "fp32"
                                                         << "none"
                                                         << "v2-8"
                                                         << "xla" << Expect::Fits << 0.0 << 0.0;
    QTest::newRow("#4 BERT-Large PT s512 b2 v2 core") << bertLarge << masked << 80 << true << 512 << 2 << "fp32"
                                                      << "none"
                                                      << "v2-8"
                                                      << "xla" << Expect::Fits << 0.0 << 0.0;
    QTest::newRow("#23 BigBird-base IMDb s4096 b2 v3 core") << bigbirdBase << cls << 0 << false << 4096 << 2 << "fp32"
                                                            << "none"
                                                            << "v3-32"
                                                            << "xla" << Expect::Fits << 0.0 << 0.0;
    QTest::newRow("#24 BigBird-large IMDb s4096 b1 v3 core") << bigbirdLarge << cls << 0 << false << 4096 << 1 << "fp32"
                                                             << "none"
                                                             << "v3-32"
                                                             << "xla" << Expect::Fits << 0.0 << 0.0;
    QTest::newRow("#30 BigBird-base IMDb s4096 b8 GC, 16 GB GPU, XLA")
        << bigbird16 << cls << 0 << false << 4096 << 8 << "fp32"
        << "full"
        << "t4"
        << "xla" << Expect::Fits << 0.0 << 0.0;
    QTest::newRow("#34 RoBERTa-base MLM s512 b8 v3 core") << robertaBase << mlm << 0 << false << 512 << 8 << "fp32"
                                                          << "none"
                                                          << "v3-8"
                                                          << "xla" << Expect::Fits << 0.0 << 0.0;
    QTest::newRow("S1 seed BigBird s4096 b2 v3 core") << seed << masked << 600 << true << 4096 << 2 << "fp32"
                                                      << "none"
                                                      << "v3-8"
                                                      << "xla" << Expect::Fits << 0.0 << 0.0;
    QTest::newRow("S2 seed BigBird s4096 b2 v2 core") << seed << masked << 600 << true << 4096 << 2 << "fp32"
                                                      << "none"
                                                      << "v2-8"
                                                      << "xla" << Expect::DoesNotFit << 0.0 << 0.0;
    QTest::newRow("S3 seed BigBird s4096 b2 v2 core GC") << seed << masked << 600 << true << 4096 << 2 << "fp32"
                                                         << "full"
                                                         << "v2-8"
                                                         << "xla" << Expect::Fits << 0.0 << 0.0;
    // GPU, PyTorch eager (nvidia-smi totals)
    QTest::newRow("#7 bert-large cls s512 b4 V100-16") << bertLarge << cls << 0 << false << 512 << 4 << "fp32"
                                                       << "none"
                                                       << "v100-16"
                                                       << "pytorch" << Expect::MeasuredBytes << 14949 * MiB << 0.0;
    QTest::newRow("#8 bert-large cls s512 b1 V100-16") << bertLarge << cls << 0 << false << 512 << 1 << "fp32"
                                                       << "none"
                                                       << "v100-16"
                                                       << "pytorch" << Expect::MeasuredBytes << 8681 * MiB << 0.0;
    QTest::newRow("#9 bert-large cls s512 b1 GC V100-16") << bertLarge << cls << 0 << false << 512 << 1 << "fp32"
                                                          << "full"
                                                          << "v100-16"
                                                          << "pytorch" << Expect::MeasuredBytes << 6775 * MiB << 0.0;
    // GPU, TF1 graph mode: 2 fits / 3 OOM etc.
    QTest::newRow("#14 BERT-Large SQuAD s384 fp32 V100-16 TF") << bertLarge << cls << 0 << false << 384 << 0 << "fp32"
                                                               << "none"
                                                               << "v100-16"
                                                               << "tensorflow" << Expect::MaxBatchRange << 2.0 << 3.0;
    QTest::newRow("#14 BERT-Large SQuAD s384 fp16 V100-16 TF")
        << bertLarge << cls << 0 << false << 384 << 0 << "fp16-mixed"
        << "none"
        << "v100-16"
        << "tensorflow" << Expect::MaxBatchRange << 3.0 << 0.0;
    QTest::newRow("#15 BERT-Large SQuAD s384 fp32 V100-32 TF") << bertLarge << cls << 0 << false << 384 << 0 << "fp32"
                                                               << "none"
                                                               << "v100-32"
                                                               << "tensorflow" << Expect::MaxBatchRange << 4.0 << 10.0;
    QTest::newRow("#15 BERT-Large SQuAD s384 fp16 V100-32 TF")
        << bertLarge << cls << 0 << false << 384 << 0 << "fp16-mixed"
        << "none"
        << "v100-32"
        << "tensorflow" << Expect::MaxBatchRange << 10.0 << 0.0;
    // google-research/bert README, "Out-of-memory issues": the largest batch on one Titan X (12 GB) with TensorFlow
    // 1.11.0, run_classifier.py / run_squad.py, fp32 Adam (AdamWeightDecay). Expected within max(1, 25 %) of the
    // README's figure; observed2 = -1 marks that tolerance.
    const struct
    {
        const char* model;
        int seq;
        int batch;
    } titanX[] = {{"bert-base", 64, 64},  {"bert-base", 128, 32}, {"bert-base", 256, 16}, {"bert-base", 320, 14},
                  {"bert-base", 384, 12}, {"bert-base", 512, 6},  {"bert-large", 64, 12}, {"bert-large", 128, 6},
                  {"bert-large", 256, 2}, {"bert-large", 320, 1}, {"bert-large", 384, 0}, {"bert-large", 512, 0}};
    for (const auto& t : titanX)
        QTest::newRow(qPrintable(QStringLiteral("BERT README %1 s%2 Titan X 12 GB TF").arg(t.model).arg(t.seq)))
            << ModelLoader::preset(QString::fromLatin1(t.model)) << cls << 0 << false << t.seq << 0 << "fp32"
            << "none"
            << "titan-x-12gb"
            << "tensorflow" << Expect::MaxBatchRange << double(t.batch) << -1.0;
    QTest::newRow("#16 BERT-Large PT s512 fp32 V100-32 TF") << bertLarge << masked << 80 << true << 512 << 0 << "fp32"
                                                            << "none"
                                                            << "v100-32"
                                                            << "tensorflow" << Expect::MaxBatchRange << 6.0 << 0.0;
}

void TestMemoryCalibration::cases()
{
    QFETCH(ModelSpec, model);
    QFETCH(int, headKind);
    QFETCH(int, maxPredictions);
    QFETCH(bool, nsp);
    QFETCH(int, seq);
    QFETCH(int, batch);
    QFETCH(QString, precision);
    QFETCH(QString, checkpointing);
    QFETCH(QString, hardware);
    QFETCH(QString, runtime);
    QFETCH(Expect, expect);
    QFETCH(double, observed);
    QFETCH(double, observed2);

    HeadConfig head;
    head.kind = HeadKind(headKind);
    head.maxPredictions = maxPredictions;
    head.nsp = nsp;
    TrainingConfig c;
    c.seqLen = seq;
    c.batchPerDevice = qMax(1, batch);
    c.precision = *precisionFromId(precision);
    c.optimizer = OptimizerKind::AdamW;
    c.checkpointing = *checkpointingFromId(checkpointing);
    c.runtime = *runtimeFromId(runtime);
    // a 12 GB GPU the catalog does not list (tpuplan --device-memory-gib 11.18)
    const auto device = hardware == QLatin1String("titan-x-12gb")
        ? std::optional<DeviceInfo>(customDevice(hardware, 12e9, false))
        : m_catalog.device(hardware);
    QVERIFY(device.has_value());
    DeviceInfo d = *device;
    if (!d.isTpu || c.runtime != Runtime::Xla)
        QVERIFY2(MemoryModel(model, head).incompatibility(c, d).isEmpty() || !d.isTpu, "incompatible");
    const MemoryModel mm(model, head);
    const RuntimeProfile rp = defaultRuntimeProfile(c.runtime);
    const MemoryEstimate e = mm.estimate(c, d, rp);
    const double gib = bytesToGiB(e.memory.total());
    switch (expect) {
    case Expect::Fits:
        qInfo("TABLE | %s | fits | %.2f GiB of %.2f GiB | fits | ok", QTest::currentDataTag(), gib,
              bytesToGiB(e.deviceMemory));
        QVERIFY2(e.fits,
                 qPrintable(QStringLiteral("predicted %1 GiB > %2 GiB").arg(gib).arg(bytesToGiB(e.deviceMemory))));
        break;
    case Expect::DoesNotFit:
        qInfo("TABLE | %s | does not fit | %.2f GiB of %.2f GiB | does not fit | ok", QTest::currentDataTag(), gib,
              bytesToGiB(e.deviceMemory));
        QVERIFY(!e.fits);
        break;
    case Expect::MeasuredBytes: {
        const double err = (e.memory.total() - observed) / observed;
        qInfo("TABLE | %s | %.2f GiB measured | %.2f GiB | %+.1f %%", QTest::currentDataTag(), bytesToGiB(observed),
              gib, 100 * err);
        QVERIFY(e.fits);
        QVERIFY2(std::abs(err) <= 0.15, qPrintable(QStringLiteral("error %1 %").arg(100 * err)));
        break;
    }
    case Expect::MaxBatchRange: {
        const int best = mm.maxBatch(c, d, rp);
        const QString miss = knownMisses().value(QString::fromLatin1(QTest::currentDataTag()));
        if (!miss.isEmpty())
            QEXPECT_FAIL("", qPrintable(miss), Abort);
        if (observed2 < 0) { // within max(1, 25 %) of the published largest batch
            qInfo("TABLE | %s | largest %d | max batch %d%s", QTest::currentDataTag(), int(observed), best,
                  miss.isEmpty() ? "" : " | listed miss");
            QVERIFY2(std::abs(best - observed) <= std::max(1.0, 0.25 * observed),
                     qPrintable(QStringLiteral("max batch %1, published %2").arg(best).arg(observed)));
            break;
        }
        qInfo("TABLE | %s | %d fits%s | max batch %d%s", QTest::currentDataTag(), int(observed),
              observed2 > 0 ? qPrintable(QStringLiteral(", %1 OOM").arg(observed2)) : "", best,
              miss.isEmpty() ? "" : " | listed miss");
        QVERIFY2(best >= int(observed) && (observed2 <= 0 || best < int(observed2)),
                 qPrintable(
                     QStringLiteral("max batch %1, observed: %2 fits, %3 OOM").arg(best).arg(observed).arg(observed2)));
        break;
    }
    }
}

void TestMemoryCalibration::seedCheckpointingHalves()
{
    // The seed case with the preset itself: fits v3, not v2; full checkpointing fits v2 and cuts >= ~half.
    const ModelSpec m = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
    for (const HeadConfig& head :
         {HeadConfig{HeadKind::Mlm, 20, false, 2}, HeadConfig{HeadKind::MlmMasked, 600, true, 2}}) {
        const MemoryModel mm(m, head);
        TrainingConfig c;
        c.seqLen = 4096;
        c.batchPerDevice = 2;
        const RuntimeProfile rp = defaultRuntimeProfile(Runtime::Xla);
        const MemoryEstimate v3 = mm.estimate(c, *m_catalog.device(QStringLiteral("v3-8")), rp);
        const MemoryEstimate v2 = mm.estimate(c, *m_catalog.device(QStringLiteral("v2-8")), rp);
        QVERIFY(v3.fits);
        QVERIFY(!v2.fits);
        c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
        const MemoryEstimate v2gc = mm.estimate(c, *m_catalog.device(QStringLiteral("v2-8")), rp);
        QVERIFY(v2gc.fits);
        QVERIFY2(v2gc.memory.total() <= 0.55 * v2.memory.total(),
                 qPrintable(QStringLiteral("%1 vs %2").arg(v2gc.memory.total()).arg(v2.memory.total())));
    }
}

void TestMemoryCalibration::gpuCheckpointingSavings_data()
{
    QTest::addColumn<int>("seq");
    QTest::addColumn<int>("batch");
    QTest::addColumn<double>("minSaving");
    // #33: bert-base backbone, batch 64, "peak memory -~60 %" (sequence length not stated: 128 assumed)
    QTest::newRow("#33 bert-base b64 s128") << 128 << 64 << 0.5;
    // #32: BERT-base classification, batch 24: 10972 -> 3944 MB = -64 % (sequence length not stated: 256 assumed)
    QTest::newRow("#32 bert-base b24 s256") << 256 << 24 << 0.5;
}

void TestMemoryCalibration::gpuCheckpointingSavings()
{
    QFETCH(int, seq);
    QFETCH(int, batch);
    QFETCH(double, minSaving);
    const MemoryModel mm(ModelLoader::preset(QStringLiteral("bert-base")),
                         HeadConfig{HeadKind::Classification, 0, false, 2});
    TrainingConfig c;
    c.seqLen = seq;
    c.batchPerDevice = batch;
    c.runtime = Runtime::PyTorch;
    const DeviceInfo d = *m_catalog.device(QStringLiteral("v100-32"));
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::PyTorch);
    const double off = mm.estimate(c, d, rp).memory.total();
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    const double on = mm.estimate(c, d, rp).memory.total();
    qInfo("TABLE | %s | saving %.0f %% | predicted %.2f -> %.2f GiB", QTest::currentDataTag(), 100 * (1 - on / off),
          bytesToGiB(off), bytesToGiB(on));
    QVERIFY(1 - on / off >= minSaving);
}

QTEST_GUILESS_MAIN(TestMemoryCalibration)
#include "TestMemoryCalibration.moc"
