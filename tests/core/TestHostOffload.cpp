// SPDX-License-Identifier: GPL-3.0-or-later
// Host offload (core/memory/MemoryModel.cpp offload(); docs/sharding-model.md section 3): the optimizer states, the
// parameters and the saved activations leave the device (its total drops by exactly what moved), the host holds what
// its devices moved, beyond the host's RAM the plan does not fit, and the PCIe transfer per step is priced at the
// host link (core/time/Communication.cpp). The Llama-3.1-8B on v6e-8 example of docs/sharding-model.md section 7.2.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "time/Communication.h"

#include "NearCompare.h"

#include "CoreHelpers.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {

constexpr double kLlama31Params = 8030261248.0;

} // namespace

class TestHostOffload : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void movesBytesToTheHost_data();
    void movesBytesToTheHost();
    void beyondHostRam_data();
    void beyondHostRam();
    void pcieTransfer_data();
    void pcieTransfer();
    void workedExampleLlama31OnV6e8();

private:
    DeviceInfo job(const QString& hardware, int gpus) const
    {
        const DeviceInfo d = *m_catalog.device(hardware);
        return gpus > 0 ? gpuJob(d, gpus) : d;
    }
    static TrainingConfig config(const DeviceInfo& d, const QString& strategy, const QString& offload)
    {
        TrainingConfig c;
        c.seqLen = 8192;
        c.batchPerDevice = 1;
        c.precision = Precision::Bf16Mixed;
        c.optimizer = OptimizerKind::AdamW;
        c.runtime = d.isTpu ? Runtime::Xla : Runtime::PyTorch;
        c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
        c.mesh = meshFor(*shardingStrategyFromId(strategy), d.devices, 1, 0, 1);
        c.offload = *offloadFromId(offload);
        return c;
    }
    Catalog m_catalog;
};

void TestHostOffload::movesBytesToTheHost_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("offload");

    QTest::newRow("v6e-8 fsdp optimizer") << "v6e-8" << 0 << "fsdp"
                                          << "optimizer";
    QTest::newRow("v6e-8 fsdp params") << "v6e-8" << 0 << "fsdp"
                                       << "params";
    QTest::newRow("v6e-8 fsdp activations") << "v6e-8" << 0 << "fsdp"
                                            << "activations";
    QTest::newRow("v6e-8 fsdp all") << "v6e-8" << 0 << "fsdp"
                                    << "all";
    QTest::newRow("v5litepod-16 zero2 optimizer,params") << "v5litepod-16" << 0 << "zero2"
                                                         << "optimizer,params";
    QTest::newRow("8 x a100 zero2 optimizer") << "a100-80" << 8 << "zero2"
                                              << "optimizer";
    QTest::newRow("8 x h100 fsdp optimizer,params") << "h100-80" << 8 << "fsdp"
                                                    << "optimizer,params";
}

void TestHostOffload::movesBytesToTheHost()
{
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(QString, offload);

    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    const DeviceInfo d = job(hardware, gpus);
    const TrainingConfig on = config(d, strategy, offload);
    TrainingConfig off = on;
    off.offload = Offload{};
    const RuntimeProfile rp = defaultRuntimeProfile(on.runtime);
    const MemoryEstimate with = mm.estimate(on, d, rp);
    const MemoryEstimate without = mm.estimate(off, d, rp);
    const ShardingDetail& sd = with.sharding;

    // each part leaves whole: what the device held of it without offload
    QCOMPARE_NEAR(sd.offloadedOptimizer, on.offload.optimizer ? without.memory.optimizerStates : 0.0);
    // FSDP's CPU offload takes the gradient shards along with the parameters (PyTorch); XLA keeps them on the device
    const double paramsAndGradients
        = without.memory.parameters + (on.runtime == Runtime::PyTorch ? without.memory.gradients : 0.0);
    QCOMPARE_NEAR(sd.offloadedParameters, on.offload.params ? paramsAndGradients : 0.0);
    if (on.offload.optimizer)
        QCOMPARE(with.memory.optimizerStates, 0.0);
    if (on.offload.params)
        QCOMPARE(with.memory.parameters, 0.0);
    if (on.offload.activations) {
        // all but two layers' saved inputs: the one written out and the one coming back
        const double stored = with.activation.factor * with.activation.storedAcrossLayers;
        QCOMPARE_NEAR(sd.offloadedActivations, stored * (1.0 - 2.0 / 32));
    } else {
        QCOMPARE(sd.offloadedActivations, 0.0);
    }
    // the device total drops by exactly the bytes moved, apart from the gathered unit that parameter offload adds
    // back where the weights were not already gathered (FSDP)
    const double addedBack = with.memory.sharding - without.memory.sharding;
    QVERIFY(on.offload.params || addedBack == 0);
    QCOMPARE_NEAR(without.memory.total() - with.memory.total() + addedBack, sd.offloadedBytes());
    // the host holds what each of its devices moved
    QCOMPARE_NEAR(sd.hostBytesPerHost, sd.offloadedBytes() * d.devicesPerHost);
    QCOMPARE(sd.hostRamBytes, d.hostRamBytes);
    QVERIFY(sd.hostRamBytes > 0);
    QVERIFY(sd.hostFits);
    QVERIFY(sd.offload == on.offload);
}

void TestHostOffload::beyondHostRam_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("offload");
    QTest::addColumn<bool>("hostFits");

    // Llama 3.1 70B sharded over v5litepod-8: 12 B x 70.6 G / 8 = 106 GB of fp32 weights and Adam states per chip, 847
    // GB for the host's 8 chips against its 384 GB
    QTest::newRow("70b v5litepod-8 optimizer,params") << "llama-3.1-70b"
                                                      << "v5litepod-8" << 0 << "fsdp"
                                                      << "optimizer,params" << false;
    QTest::newRow("70b v5litepod-8 optimizer") << "llama-3.1-70b"
                                               << "v5litepod-8" << 0 << "fsdp"
                                               << "optimizer" << false;
    // Llama 3.1 8B on one host of v6e-8: 128 GB of states at most, against 1,440 GB
    QTest::newRow("8b v6e-8 all") << "llama-3.1-8b"
                                  << "v6e-8" << 0 << "fsdp"
                                  << "all" << true;
    // one A100 80 GB with 170 GB of host RAM: Llama 3.1 8B's Adam states (8 B x 8.03 G = 64 GB) fit, 70B's do not
    QTest::newRow("8b one a100 optimizer") << "llama-3.1-8b"
                                           << "a100-80" << 1 << "replicate"
                                           << "optimizer" << true;
    QTest::newRow("70b one a100 optimizer") << "llama-3.1-70b"
                                            << "a100-80" << 1 << "replicate"
                                            << "optimizer" << false;
}

void TestHostOffload::beyondHostRam()
{
    QFETCH(QString, model);
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(QString, offload);
    QFETCH(bool, hostFits);

    const MemoryModel mm(ModelLoader::preset(model), test::causalLm());
    const DeviceInfo d = job(hardware, gpus);
    const TrainingConfig c = config(d, strategy, offload);
    const RuntimeProfile rp = defaultRuntimeProfile(c.runtime);
    const MemoryEstimate e = mm.estimate(c, d, rp);
    QCOMPARE(e.sharding.hostFits, e.sharding.hostBytesPerHost <= e.sharding.hostRamBytes);
    QCOMPARE(e.sharding.hostFits, hostFits);
    if (!hostFits) {
        QVERIFY(!e.fits); // even where the device itself has room
        QCOMPARE(mm.maxBatch(c, d, rp), 0);
    }
}

void TestHostOffload::pcieTransfer_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("offload");
    QTest::addColumn<int>("accumulation");
    QTest::addColumn<double>("linkGBs"); // PCIe one way per device
    QTest::addColumn<double>("bytes"); // expected host transfer per step, per device

    const double P = kLlama31Params;
    // XLA moves the states in for the update and back out: 2 x 8 B x P / 8 per chip
    QTest::newRow("v6e-8 fsdp optimizer") << "v6e-8" << 0 << "fsdp"
                                          << "optimizer" << 1 << 32.0 << 2.0 * P;
    // parameter offload streams the chip's 16-bit shard in for the forward and the backward of every micro-step
    QTest::newRow("v6e-8 fsdp params x4") << "v6e-8" << 0 << "fsdp"
                                          << "params" << 4 << 32.0 << 4 * 2.0 * 2.0 * P / 8;
    QTest::newRow("v5litepod-16 fsdp optimizer") << "v5litepod-16" << 0 << "fsdp"
                                                 << "optimizer" << 1 << 16.0 << 2.0 * 8 * P / 16;
    // ZeRO-Offload: the 16-bit gradient shard goes down, the updated 16-bit weights come up
    QTest::newRow("8 x a100 zero2 optimizer") << "a100-80" << 8 << "zero2"
                                              << "optimizer" << 1 << 32.0 << 2.0 * 2.0 * P / 8;
    QTest::newRow("8 x h100 zero2 optimizer") << "h100-80" << 8 << "zero2"
                                              << "optimizer" << 1 << 64.0 << 2.0 * 2.0 * P / 8;
}

void TestHostOffload::pcieTransfer()
{
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(QString, offload);
    QFETCH(int, accumulation);
    QFETCH(double, linkGBs);
    QFETCH(double, bytes);

    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    const DeviceInfo d = job(hardware, gpus);
    TrainingConfig c = config(d, strategy, offload);
    c.accumulationSteps = accumulation;
    const MemoryEstimate e = mm.estimate(c, d, defaultRuntimeProfile(c.runtime));
    QCOMPARE(d.hostLinkGBs, linkGBs);
    QCOMPARE_NEAR(e.sharding.hostTransferBytes, bytes);
    const CommunicationTime ct = communicationTime(mm.model(), c, d, e.sharding);
    QCOMPARE_NEAR(ct.hostTransfer, bytes / (linkGBs * 1e9));
    QVERIFY(ct.linksKnown);
}

// docs/sharding-model.md section 7.2: Llama 3.1 8B, bf16-mixed AdamW, s 8192, full remat, FSDP over v6e-8
void TestHostOffload::workedExampleLlama31OnV6e8()
{
    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    const DeviceInfo d = job(QStringLiteral("v6e-8"), 0);
    QCOMPARE(d.devicesPerHost, 8);
    QCOMPARE(d.hostRamBytes, 1440e9);
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::Xla);
    const MemoryEstimate fsdp = mm.estimate(config(d, QStringLiteral("fsdp"), QStringLiteral("none")), d, rp);
    QCOMPARE(fsdp.sharding.replicatedStates, 128484179968.0); // 16 B x 8,030,261,248
    QCOMPARE(fsdp.memory.parameters, 4015130624.0); // 4 B x P / 8
    QCOMPARE(fsdp.memory.gradients, 4015130624.0);
    QCOMPARE(fsdp.memory.optimizerStates, 8030261248.0); // 8 B x P / 8
    QCOMPARE(fsdp.sharding.shardedStates, 16060522496.0);
    QCOMPARE(fsdp.sharding.gatheredWeights, 872448000.0); // 2 x 2 B x 218,112,000 (XLA: no layer gradient)
    // docs/memory-model.md section 12.6: 0.88 x (stored inputs + the larger of one layer's recompute and the head)
    QCOMPARE(std::round(fsdp.memory.activations), std::round(0.88 * (2147483648.0 + 2235596800.0)));
    QCOMPARE(fsdp.memory.runtimeOverhead, 0.0);
    QCOMPARE(std::round(fsdp.memory.total()), 20790081290.0); // of 33,554,432,000 (31.25 GiB)
    QVERIFY(fsdp.fits);

    const MemoryEstimate opt = mm.estimate(config(d, QStringLiteral("fsdp"), QStringLiteral("optimizer")), d, rp);
    QCOMPARE(opt.sharding.offloadedOptimizer, 8030261248.0);
    QCOMPARE_NEAR(opt.memory.total(), fsdp.memory.total() - 8030261248.0);
    QCOMPARE(opt.sharding.hostBytesPerHost, 64242089984.0); // x 8 chips, of 1,440 GB
    QCOMPARE(opt.sharding.hostTransferBytes, 16060522496.0);
    TrainingConfig c = config(d, QStringLiteral("fsdp"), QStringLiteral("optimizer"));
    const CommunicationTime ct = communicationTime(mm.model(), c, d, opt.sharding);
    QCOMPARE_NEAR(ct.hostTransfer, 0.501891328); // 16.06 GB / 32 GB/s
    QCOMPARE(std::round(opt.memory.total()), 12759820042.0);
}

QTEST_APPLESS_MAIN(TestHostOffload)
#include "TestHostOffload.moc"
