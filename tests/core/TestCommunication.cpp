// SPDX-License-Identifier: GPL-3.0-or-later
// Communication time per step (core/time/Communication.cpp; docs/sharding-model.md sections 4 and 5) against
// hand-computed values: the data-parallel all-reduce on v5p and v6e slices, FSDP's gathers and reduce-scatter on
// v6e-64, tensor-parallel collectives, the DCN all-reduce across slices, a GPU job spanning two nodes over the network;
// the step as the largest of compute, communication and host transfer with the bound it names (core/time/TimeModel.cpp
// stepTime()); the latency the collectives add to the critical path (one ICI hop per ring step); and more chips at the
// same global batch never slowing a compute-bound step.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "time/Communication.h"
#include "time/TimeModel.h"

#include "NearCompare.h"

#include "CoreHelpers.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {

constexpr double kP = 8030261248.0; // Llama 3.1 8B
constexpr double kVectors = 32 * 2 * 4096 + 4096;

} // namespace

class TestCommunication : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_catalog = Catalog::builtin();
        m_model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    }
    void bandwidth_data();
    void bandwidth();
    void collectives_data();
    void collectives();
    void stepIsTheLargest_data();
    void stepIsTheLargest();
    void collectiveLatency_data();
    void collectiveLatency();
    void moreChipsNeverSlowAComputeBoundStep_data();
    void moreChipsNeverSlowAComputeBoundStep();
    void workedExamples();

private:
    DeviceInfo job(const QString& hardware, int gpus) const
    {
        const DeviceInfo d = *m_catalog.device(hardware);
        return gpus > 0 ? gpuJob(d, gpus) : d;
    }
    static TrainingConfig config(const DeviceInfo& d, ShardingStrategy s, int tensor, int fsdp, int slices)
    {
        TrainingConfig c;
        c.seqLen = 8192;
        c.batchPerDevice = 1;
        c.precision = Precision::Bf16Mixed;
        c.optimizer = OptimizerKind::AdamW;
        c.runtime = d.isTpu ? Runtime::Xla : Runtime::PyTorch;
        c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
        c.mesh = meshFor(s, d.devices, tensor, fsdp, slices);
        return c;
    }
    Catalog m_catalog;
    ModelSpec m_model;
};

void TestCommunication::bandwidth_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<double>("bytesPerSecond");

    // ICI: one link both ways (2 x the one-way figure) on each torus dimension longer than 1
    QTest::newRow("v5p-8 2x2x1") << "v5p-8" << 0 << 1 << 2 * 2 * 90e9;
    QTest::newRow("v5p-16 2x2x2") << "v5p-16" << 0 << 1 << 3 * 2 * 90e9;
    QTest::newRow("v6e-8 2x4") << "v6e-8" << 0 << 1 << 2 * 2 * 90e9;
    QTest::newRow("v6e-8 with tensor parallelism on one dimension") << "v6e-8" << 0 << 2 << 1 * 2 * 90e9;
    QTest::newRow("v5litepod-64 8x8") << "v5litepod-64" << 0 << 1 << 2 * 2 * 45e9;
    QTest::newRow("v6e-1: one chip") << "v6e-1" << 0 << 1 << 1 * 2 * 90e9;
    // GPUs: NVLink one way inside a node (A100 600 GB/s both ways), the network per GPU across nodes
    QTest::newRow("8 x a100: NVLink") << "a100-80" << 8 << 1 << 300e9;
    QTest::newRow("16 x a100: network") << "a100-80" << 16 << 1 << 1.5625e9;
    QTest::newRow("16 x h100: network") << "h100-80" << 16 << 1 << 12.5e9;
    QTest::newRow("4 x l4: PCIe") << "l4" << 4 << 1 << 32e9;
}

void TestCommunication::bandwidth()
{
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(int, tensor);
    QFETCH(double, bytesPerSecond);
    const DeviceInfo d = job(hardware, gpus);
    const Mesh mesh = meshFor(ShardingStrategy::Fsdp, d.devices, tensor, 0, 1);
    QCOMPARE_NEAR(dataAxisBandwidth(d, mesh), bytesPerSecond);
}

void TestCommunication::collectives_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("fsdp");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("accumulation");
    // expected seconds per step
    QTest::addColumn<double>("gradientSync");
    QTest::addColumn<double>("weightGather");
    QTest::addColumn<double>("tensorTime");
    QTest::addColumn<double>("crossSlice");

    const double g = 2.0 * kP; // the bf16 gradients (and weights) of a full replica
    // DP: one all-reduce of the gradients, 2 x (n - 1) / n of them through each chip's links
    QTest::newRow("dp v5p-8") << "v5p-8" << 0 << "replicate" << 1 << 0 << 1 << 1 << 2 * g * 3 / 4 / 360e9 << 0.0 << 0.0
                              << 0.0;
    QTest::newRow("dp v6e-16") << "v6e-16" << 0 << "replicate" << 1 << 0 << 1 << 1 << 2 * g * 15 / 16 / 360e9 << 0.0
                               << 0.0 << 0.0;
    QTest::newRow("dp v6e-16, accumulation: still once")
        << "v6e-16" << 0 << "replicate" << 1 << 0 << 1 << 8 << 2 * g * 15 / 16 / 360e9 << 0.0 << 0.0 << 0.0;
    // ZeRO-1/2: reduce-scatter + all-gather, the bytes of an all-reduce
    QTest::newRow("zero2 v6e-16") << "v6e-16" << 0 << "zero2" << 1 << 0 << 1 << 1 << 2 * g * 15 / 16 / 360e9 << 0.0
                                  << 0.0 << 0.0;
    // FSDP: all-gather before the forward and the backward, reduce-scatter after: 3 x the weights x 63/64
    QTest::newRow("fsdp v6e-64") << "v6e-64" << 0 << "fsdp" << 1 << 0 << 1 << 1 << g * 63 / 64 / 360e9
                                 << 2 * g * 63 / 64 / 360e9 << 0.0 << 0.0;
    QTest::newRow("fsdp v6e-64, 4 micro-steps") << "v6e-64" << 0 << "fsdp" << 1 << 0 << 1 << 4
                                                << 4 * g * 63 / 64 / 360e9 << 4 * 2 * g * 63 / 64 / 360e9 << 0.0 << 0.0;
    // HSDP: fsdp 8 x data 8, the data axis all-reduces the 1/8 shards once per step
    QTest::newRow("fsdp 8 x data 8 v6e-64")
        << "v6e-64" << 0 << "fsdp" << 1 << 8 << 1 << 1 << (g * 7 / 8 + 2 * g / 8 * 7 / 8) / 360e9
        << 2 * g * 7 / 8 / 360e9 << 0.0 << 0.0;
    // tensor 2 on v6e-8 (fsdp 4): the data axis keeps one torus dimension; Megatron's four all-reduces per layer of
    // t x b x s x h x 2 B, over one dimension's link
    const double tpWeights = 2.0 * ((kP - kVectors) / 2 + kVectors);
    const double activation = 2.0 * 1 * 8192 * 4096 * 2.0;
    QTest::newRow("fsdp 4 x tensor 2 v6e-8")
        << "v6e-8" << 0 << "fsdp" << 2 << 0 << 1 << 1 << tpWeights * 3 / 4 / 180e9 << 2 * tpWeights * 3 / 4 / 180e9
        << 32 * 4 * 2 * activation * 1 / 2 / 180e9 << 0.0;
    // two v6e-8 slices over DCN: each chip all-reduces its 1/8 gradient shard with its peer at 12.5 GB/s
    QTest::newRow("fsdp v6e-8 x 2 slices") << "v6e-8" << 0 << "fsdp" << 1 << 0 << 2 << 1 << g * 7 / 8 / 360e9
                                           << 2 * g * 7 / 8 / 360e9 << 0.0 << 2 * g / 8 * 1 / 2 / 12.5e9;
    QTest::newRow("dp v5p-8 x 4 slices") << "v5p-8" << 0 << "replicate" << 1 << 0 << 4 << 1 << 2 * g * 3 / 4 / 360e9
                                         << 0.0 << 0.0 << 2 * g * 3 / 4 / 6.25e9;
    // GPUs: one node over NVLink (300 GB/s one way), two nodes over the network (1.5625 GB/s per A100)
    QTest::newRow("zero2 8 x a100") << "a100-80" << 8 << "zero2" << 1 << 0 << 1 << 1 << 2 * g * 7 / 8 / 300e9 << 0.0
                                    << 0.0 << 0.0;
    QTest::newRow("zero2 16 x a100, 2 nodes")
        << "a100-80" << 16 << "zero2" << 1 << 0 << 1 << 1 << 2 * g * 15 / 16 / 1.5625e9 << 0.0 << 0.0 << 0.0;
    QTest::newRow("fsdp 16 x h100, 2 nodes") << "h100-80" << 16 << "fsdp" << 1 << 0 << 1 << 1 << g * 15 / 16 / 12.5e9
                                             << 2 * g * 15 / 16 / 12.5e9 << 0.0 << 0.0;
    QTest::newRow("one gpu: nothing") << "a100-80" << 1 << "replicate" << 1 << 0 << 1 << 1 << 0.0 << 0.0 << 0.0 << 0.0;
}

void TestCommunication::collectives()
{
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(int, tensor);
    QFETCH(int, fsdp);
    QFETCH(int, slices);
    QFETCH(int, accumulation);
    QFETCH(double, gradientSync);
    QFETCH(double, weightGather);
    QFETCH(double, tensorTime);
    QFETCH(double, crossSlice);

    const DeviceInfo d = job(hardware, gpus);
    TrainingConfig c = config(d, *shardingStrategyFromId(strategy), tensor, fsdp, slices);
    c.accumulationSteps = accumulation;
    QVERIFY2(meshProblem(c.mesh, m_model, d).isEmpty(), qPrintable(meshProblem(c.mesh, m_model, d)));
    const MemoryModel mm(m_model, test::causalLm());
    const MemoryEstimate e = mm.estimate(c, d, defaultRuntimeProfile(c.runtime));
    const CommunicationTime ct = communicationTime(m_model, c, d, e.sharding);
    QCOMPARE_NEAR(ct.gradientSync, gradientSync);
    QCOMPARE_NEAR(ct.weightGather, weightGather);
    QCOMPARE_NEAR(ct.tensor, tensorTime);
    QCOMPARE_NEAR(ct.crossSlice, crossSlice);
    QCOMPARE(ct.hostTransfer, 0.0);
    QVERIFY(ct.linksKnown);
    QCOMPARE_NEAR(ct.total(), gradientSync + weightGather + tensorTime + crossSlice);
    QCOMPARE_NEAR(ct.weightTraffic(), gradientSync + weightGather + crossSlice);
}

void TestCommunication::stepIsTheLargest_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("offload");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("seq");
    QTest::addColumn<QString>("bound");

    // 32 k tokens per chip: FSDP's 0.12 s hide behind seconds of compute
    QTest::newRow("compute v6e-8 fsdp") << "v6e-8" << 0 << "fsdp"
                                        << "none" << 4 << 8192 << "compute";
    // two A100 nodes over 1.5625 GB/s per GPU: 19 s of all-reduce for 512 tokens
    QTest::newRow("communication 16 x a100 zero2") << "a100-80" << 16 << "zero2"
                                                   << "none" << 1 << 512 << "communication";
    // 0.5 s of optimizer states over PCIe against 512 tokens of compute
    QTest::newRow("host v6e-8 optimizer offload") << "v6e-8" << 0 << "fsdp"
                                                  << "optimizer" << 1 << 512 << "host-transfer";
    QTest::newRow("one chip: nothing to communicate") << "v6e-1" << 0 << "replicate"
                                                      << "none" << 1 << 512 << "compute";
}

void TestCommunication::stepIsTheLargest()
{
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(QString, offload);
    QFETCH(int, batch);
    QFETCH(int, seq);
    QFETCH(QString, bound);

    const DeviceInfo d = job(hardware, gpus);
    TrainingConfig c = config(d, *shardingStrategyFromId(strategy), 1, 0, 1);
    c.offload = *offloadFromId(offload);
    c.batchPerDevice = batch;
    c.seqLen = seq;
    const MemoryModel mm(m_model, test::causalLm());
    const MemoryEstimate e = mm.estimate(c, d, defaultRuntimeProfile(c.runtime));
    const Efficiency eff = defaultEfficiency(d, c.runtime);
    const StepTime t = stepTime(m_model, test::causalLm(), c, d, eff, &e.sharding);
    const StepTime computeOnly = stepTime(m_model, test::causalLm(), c, d, eff);
    QCOMPARE(computeOnly.seconds, t.computeSeconds);
    QCOMPARE(t.seconds, std::max({t.computeSeconds, t.communication.total(), t.communication.hostTransfer}));
    QCOMPARE(stepBoundId(t.bound), bound);
    QCOMPARE(t.exposedCommunicationSeconds, std::max(0.0, t.communication.total() - t.computeSeconds));
    QCOMPARE(t.tokensPerDevice, double(batch) * seq);
    QCOMPARE_NEAR(t.tokensPerSecond, double(batch) * seq * d.devices / t.seconds);
    // the tokens per device at which the weights' traffic would equal compute at this utilisation
    if (t.communication.weightTraffic() > 0)
        QCOMPARE_NEAR(t.hideTokensPerDevice, t.tokensPerDevice * t.communication.weightTraffic() / t.computeSeconds);
    else
        QCOMPARE(t.hideTokensPerDevice, 0.0);
    if (bound == QLatin1String("communication"))
        QVERIFY(t.hideTokensPerDevice > t.tokensPerDevice);
    if (bound == QLatin1String("compute") && t.hideTokensPerDevice > 0)
        QVERIFY(t.hideTokensPerDevice < t.tokensPerDevice);
}

void TestCommunication::collectiveLatency_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("accumulation");
    QTest::addColumn<double>("hops"); // ICI hops of 1 us on the step's critical path, by hand

    // the gradient all-reduce over the data axis: 2 (n - 1) ring steps
    QTest::newRow("v3-8 replicate") << "v3-8" << 0 << "replicate" << 1 << 1 << 1 << 14.0;
    QTest::newRow("v6e-256 replicate") << "v6e-256" << 0 << "replicate" << 1 << 1 << 1 << 510.0;
    // FSDP: the gradients' reduce-scatter, n - 1 steps; ZeRO-2 all-reduces over the whole slice
    QTest::newRow("v6e-64 fsdp") << "v6e-64" << 0 << "fsdp" << 1 << 1 << 1 << 63.0;
    QTest::newRow("v6e-64 zero2") << "v6e-64" << 0 << "zero2" << 1 << 1 << 1 << 126.0;
    // tensor 4: fsdp 16 reduce-scatters (15), and 4 collectives per layer and micro-step of 2 x 3 steps each, over
    // Llama 3.1 8B's 32 layers and 2 micro-steps
    QTest::newRow("v6e-64 fsdp x tensor 4, 2 micro-steps")
        << "v6e-64" << 0 << "fsdp" << 4 << 1 << 2 << 15.0 + 2 * 32 * 4 * 6;
    // the DCN all-reduce between slices has no sourced latency: only the ICI part counts
    QTest::newRow("2 x v6e-64 fsdp") << "v6e-64" << 0 << "fsdp" << 1 << 2 << 1 << 63.0;
    QTest::newRow("one chip") << "v6e-1" << 0 << "replicate" << 1 << 1 << 1 << 0.0;
    // GPUs: no sourced NVLink or network latency
    QTest::newRow("8 x a100 zero2") << "a100-80" << 8 << "zero2" << 1 << 1 << 1 << 0.0;
}

void TestCommunication::collectiveLatency()
{
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(int, tensor);
    QFETCH(int, slices);
    QFETCH(int, accumulation);
    QFETCH(double, hops);

    const DeviceInfo d = job(hardware, gpus);
    TrainingConfig c = config(d, *shardingStrategyFromId(strategy), tensor, 0, slices);
    c.accumulationSteps = accumulation;
    QCOMPARE_NEAR(exposedCollectiveLatency(m_model, c, d), hops * 1e-6);
    // it is part of the step's fixed costs, with the fitted cost of each dispatch (XLA: one per step)
    const Efficiency eff = defaultEfficiency(d, c.runtime);
    const StepTime t = stepTime(m_model, test::causalLm(), c, d, eff);
    const int dispatches = c.runtime == Runtime::PyTorch ? accumulation : 1;
    QCOMPARE_NEAR(t.terms.collectiveLatency, hops * 1e-6);
    QCOMPARE_NEAR(t.terms.overhead, eff.stepOverhead * dispatches + hops * 1e-6);
    QCOMPARE_NEAR(t.computeSeconds, t.terms.total());
}

void TestCommunication::moreChipsNeverSlowAComputeBoundStep_data()
{
    QTest::addColumn<QString>("generation");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QStringList>("slices");
    const QStringList v6e{"v6e-8", "v6e-16", "v6e-32", "v6e-64", "v6e-128", "v6e-256"};
    const QStringList v5e{"v5litepod-8",  "v5litepod-16",  "v5litepod-32",
                          "v5litepod-64", "v5litepod-128", "v5litepod-256"};
    QTest::newRow("v6e fsdp") << "v6e"
                              << "fsdp" << v6e;
    QTest::newRow("v6e replicate") << "v6e"
                                   << "replicate" << v6e;
    QTest::newRow("v5e fsdp") << "v5e"
                              << "fsdp" << v5e;
    QTest::newRow("v5e zero2") << "v5e"
                               << "zero2" << v5e;
}

void TestCommunication::moreChipsNeverSlowAComputeBoundStep()
{
    QFETCH(QString, generation);
    QFETCH(QString, strategy);
    QFETCH(QStringList, slices);
    const int globalBatch = 256; // sequences of 4096 tokens
    const MemoryModel mm(m_model, test::causalLm());
    double previous = INFINITY;
    double previousCompute = INFINITY;
    int computeBound = 0;
    for (const QString& name : slices) {
        const DeviceInfo d = job(name, 0);
        TrainingConfig c = config(d, *shardingStrategyFromId(strategy), 1, 0, 1);
        c.seqLen = 4096;
        c.batchPerDevice = globalBatch / d.devices;
        const MemoryEstimate e = mm.estimate(c, d, defaultRuntimeProfile(c.runtime));
        const StepTime t = stepTime(m_model, test::causalLm(), c, d, defaultEfficiency(d, c.runtime), &e.sharding);
        if (t.bound == StepBound::Compute) {
            ++computeBound;
            QVERIFY2(t.seconds <= previous,
                     qPrintable(QStringLiteral("%1: %2 s after %3 s").arg(name).arg(t.seconds).arg(previous)));
        }
        // fewer tokens per chip: less compute, even at the lower utilisation of a smaller batch
        QVERIFY(t.computeSeconds <= previousCompute);
        previous = t.seconds;
        previousCompute = t.computeSeconds;
    }
    QVERIFY(computeBound > 0);
}

// docs/sharding-model.md section 7: the communication of the worked examples
void TestCommunication::workedExamples()
{
    const ModelSpec l2 = ModelLoader::preset(QStringLiteral("llama-2-7b"));
    const MemoryModel mm2(l2, test::causalLm());
    const DeviceInfo a100 = job(QStringLiteral("a100-80"), 8);
    const double g2 = 2.0 * 6738415616.0;
    for (ShardingStrategy s : {ShardingStrategy::Zero2, ShardingStrategy::Fsdp}) {
        TrainingConfig c = config(a100, s, 1, 0, 1);
        c.seqLen = 4096;
        c.batchPerDevice = 1;
        const MemoryEstimate e = mm2.estimate(c, a100, defaultRuntimeProfile(c.runtime));
        const StepTime t = stepTime(l2, test::causalLm(), c, a100, defaultEfficiency(a100, c.runtime), &e.sharding);
        const double expected = (s == ShardingStrategy::Zero2 ? 2.0 : 3.0) * g2 * 7 / 8 / 300e9;
        QCOMPARE_NEAR(t.communication.total(), expected);
        // the figures section 7.1 prints: compute is the roofline's sum (docs/time-model.md section 5; its terms are
        // checked by hand in TestTimeModel)
        QCOMPARE(t.flops.total(), 56891572224.0);
        QCOMPARE_NEAR(t.computeSeconds, t.terms.total());
        QVERIFY(t.computeSeconds > 56891572224.0 * 4096 / 312e12); // never faster than the peak
        QCOMPARE(t.bound, StepBound::Compute);
        QCOMPARE_NEAR(t.hideTokensPerDevice, 4096 * expected / t.computeSeconds);
        QCOMPARE(std::round(e.memory.total()), s == ShardingStrategy::Zero2 ? 31950758707.0 : 19372831539.0);
        QCOMPARE(e.memory.activations, 2975875072.0);
        qInfo("EXAMPLE | llama-2-7b 8 x a100-80 %s | comm %.6f compute %.6f step %.6f bound %s hide %.1f tokens %.0f "
              "mfu %.6f "
              "flops/token %.1f total mem %.0f act %.0f",
              qPrintable(shardingStrategyId(s)), t.communication.total(), t.computeSeconds, t.seconds,
              qPrintable(stepBoundId(t.bound)), t.hideTokensPerDevice, t.tokensPerDevice, t.mfu, t.flops.total(),
              e.memory.total(), e.memory.activations);
    }
    const DeviceInfo v6e = job(QStringLiteral("v6e-8"), 0);
    const MemoryModel mm8(m_model, test::causalLm());
    for (const QString& off : {QStringLiteral("none"), QStringLiteral("optimizer")}) {
        TrainingConfig c = config(v6e, ShardingStrategy::Fsdp, 1, 0, 1);
        c.offload = *offloadFromId(off);
        const MemoryEstimate e = mm8.estimate(c, v6e, defaultRuntimeProfile(c.runtime));
        const StepTime t = stepTime(m_model, test::causalLm(), c, v6e, defaultEfficiency(v6e, c.runtime), &e.sharding);
        QCOMPARE_NEAR(t.communication.total(), 3.0 * 2.0 * kP * 7 / 8 / 360e9);
        // section 7.2: the hiding threshold is the tokens at which FSDP's traffic equals compute: 8192 x comm / compute
        QCOMPARE(t.flops.total(), 67578658816.0);
        QCOMPARE_NEAR(t.computeSeconds, t.terms.total());
        QCOMPARE_NEAR(t.hideTokensPerDevice, 8192 * t.communication.weightTraffic() / t.computeSeconds);
        QCOMPARE(t.bound, StepBound::Compute);
        QCOMPARE_NEAR(t.communication.hostTransfer, off == QLatin1String("none") ? 0.0 : 2.0 * kP / 32e9);
        qInfo("EXAMPLE | llama-3.1-8b v6e-8 fsdp offload %s | comm %.6f host %.6f compute %.6f step %.6f bound %s hide "
              "%.1f "
              "tokens %.0f mfu %.6f flops/token %.1f",
              qPrintable(off), t.communication.total(), t.communication.hostTransfer, t.computeSeconds, t.seconds,
              qPrintable(stepBoundId(t.bound)), t.hideTokensPerDevice, t.tokensPerDevice, t.mfu, t.flops.total());
    }
}

QTEST_APPLESS_MAIN(TestCommunication)
#include "TestCommunication.moc"
