// SPDX-License-Identifier: GPL-3.0-or-later
// Model states per device under each sharding strategy (core/memory/MemoryModel.cpp shardStates();
// docs/sharding-model.md sections 1 and 2) against the ZeRO paper's formulas (Rajbhandari et al. 2020, arXiv
// 1910.02054, Table 1): PyTorch mixed precision in DeepSpeed's layout (2 + 2 + K bytes per parameter, K = 12) and
// MaxText's 16 bytes all sharded under XLA; tensor parallelism dividing the matrices; the gathered unit under FSDP and
// parameter offload; DDP's and DeepSpeed's communication buffers; and the Llama-2-7B worked example of
// docs/sharding-model.md section 7.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"

#include "NearCompare.h"

#include "CoreHelpers.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {

// Llama 2 7B and Llama 3.1 8B have the same vectors: two RMSNorm weights of 4096 per layer and the final norm
constexpr double kLlamaVectors = 32 * 2 * 4096 + 4096; // 266,240
// one decoder layer: q, k, v, o, the gated MLP and the two norms
constexpr double kLlama31Layer = 4096.0 * (4096 + 1024 + 1024 + 4096) + 3.0 * 4096 * 14336 + 2 * 4096; // 218,112,000
constexpr double kLlama2Params = 6738415616.0;
constexpr double kLlama31Params = 8030261248.0;

} // namespace

class TestShardingStates : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void zeroFormulas_data();
    void zeroFormulas();
    void gatheredUnit_data();
    void gatheredUnit();
    void communicationBuffers_data();
    void communicationBuffers();
    void workedExampleLlama2On8A100();

private:
    DeviceInfo job(const QString& hardware, int gpus) const
    {
        const DeviceInfo d = *m_catalog.device(hardware);
        return gpus > 0 ? gpuJob(d, gpus) : d;
    }
    static TrainingConfig config(Runtime runtime, ShardingStrategy s, const DeviceInfo& d, int tensor)
    {
        TrainingConfig c;
        c.seqLen = 2048;
        c.batchPerDevice = 1;
        c.precision = Precision::Bf16Mixed;
        c.optimizer = OptimizerKind::AdamW;
        c.runtime = runtime;
        c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
        c.mesh = meshFor(s, d.devices, tensor, 0, 1);
        return c;
    }
    Catalog m_catalog;
};

void TestShardingStates::zeroFormulas_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("gpus"); // 0: the TPU slice itself
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("shards"); // N: the fsdp axis
    // bytes per parameter of weights, gradients and optimizer states: kept whole on each device, and sharded over N
    QTest::addColumn<double>("wWhole");
    QTest::addColumn<double>("wSharded");
    QTest::addColumn<double>("gWhole");
    QTest::addColumn<double>("gSharded");
    QTest::addColumn<double>("oWhole");
    QTest::addColumn<double>("oSharded");

    // PyTorch: DDP keeps the fp32 master, its autocast bf16 copy, fp32 gradients and Adam's m, v (18 B, HF
    // model_memory_anatomy.md); under ZeRO the DeepSpeed layout: 2 + 2 + K, K = 12 (fp32 master, m, v)
    const QString a100 = QStringLiteral("a100-80");
    const QString l2 = QStringLiteral("llama-2-7b");
    QTest::newRow("pytorch ddp") << l2 << a100 << 8 << "replicate" << 1 << 1 << 6.0 << 0.0 << 4.0 << 0.0 << 8.0 << 0.0;
    QTest::newRow("pytorch zero1: 2+2+K/N")
        << l2 << a100 << 8 << "zero1" << 1 << 8 << 2.0 << 0.0 << 2.0 << 0.0 << 0.0 << 12.0;
    QTest::newRow("pytorch zero2: 2+(2+K)/N")
        << l2 << a100 << 8 << "zero2" << 1 << 8 << 2.0 << 0.0 << 0.0 << 2.0 << 0.0 << 12.0;
    QTest::newRow("pytorch zero3: (2+2+K)/N")
        << l2 << a100 << 8 << "fsdp" << 1 << 8 << 0.0 << 2.0 << 0.0 << 2.0 << 0.0 << 12.0;
    QTest::newRow("pytorch zero3 over 64 GPUs")
        << l2 << a100 << 64 << "fsdp" << 1 << 64 << 0.0 << 2.0 << 0.0 << 2.0 << 0.0 << 12.0;
    QTest::newRow("pytorch zero2 x tensor 2")
        << l2 << a100 << 8 << "zero2" << 2 << 4 << 2.0 << 0.0 << 0.0 << 2.0 << 0.0 << 12.0;
    // XLA (MaxText weight_dtype float32): 4 + 4 + 8 = 16 B, all of it sharded under FSDP
    const QString v6e8 = QStringLiteral("v6e-8");
    const QString l31 = QStringLiteral("llama-3.1-8b");
    QTest::newRow("xla replicate") << l31 << v6e8 << 0 << "replicate" << 1 << 1 << 4.0 << 0.0 << 4.0 << 0.0 << 8.0
                                   << 0.0;
    QTest::newRow("xla zero1") << l31 << v6e8 << 0 << "zero1" << 1 << 8 << 4.0 << 0.0 << 4.0 << 0.0 << 0.0 << 8.0;
    QTest::newRow("xla zero2") << l31 << v6e8 << 0 << "zero2" << 1 << 8 << 4.0 << 0.0 << 0.0 << 4.0 << 0.0 << 8.0;
    QTest::newRow("xla fsdp: 16/N") << l31 << v6e8 << 0 << "fsdp" << 1 << 8 << 0.0 << 4.0 << 0.0 << 4.0 << 0.0 << 8.0;
    QTest::newRow("xla fsdp v6e-64") << l31 << QStringLiteral("v6e-64") << 0 << "fsdp" << 1 << 64 << 0.0 << 4.0 << 0.0
                                     << 4.0 << 0.0 << 8.0;
    QTest::newRow("xla fsdp x tensor 2") << l31 << v6e8 << 0 << "fsdp" << 2 << 4 << 0.0 << 4.0 << 0.0 << 4.0 << 0.0
                                         << 8.0;
    QTest::newRow("xla fsdp x tensor 8") << l31 << QStringLiteral("v6e-64") << 0 << "fsdp" << 8 << 8 << 0.0 << 4.0
                                         << 0.0 << 4.0 << 0.0 << 8.0;
}

void TestShardingStates::zeroFormulas()
{
    QFETCH(QString, model);
    QFETCH(QString, hardware);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(int, tensor);
    QFETCH(int, shards);
    QFETCH(double, wWhole);
    QFETCH(double, wSharded);
    QFETCH(double, gWhole);
    QFETCH(double, gSharded);
    QFETCH(double, oWhole);
    QFETCH(double, oSharded);

    const MemoryModel mm(ModelLoader::preset(model), test::causalLm());
    const DeviceInfo d = job(hardware, gpus);
    const Runtime runtime = d.isTpu ? Runtime::Xla : Runtime::PyTorch;
    const TrainingConfig c = config(runtime, *shardingStrategyFromId(strategy), d, tensor);
    QVERIFY2(meshProblem(c.mesh, mm.model(), d).isEmpty(), qPrintable(meshProblem(c.mesh, mm.model(), d)));
    QCOMPARE(c.mesh.tensor, tensor);
    QCOMPARE(c.mesh.shardDegree(), shards);
    const MemoryEstimate e = mm.estimate(c, d, defaultRuntimeProfile(runtime));

    // tensor parallelism divides every matrix by t; the norms' vectors stay whole on each device
    const double P = double(e.parameterCount);
    const double scaled = (P - kLlamaVectors) / tensor + kLlamaVectors;
    const double N = shards;
    QCOMPARE_NEAR(e.memory.parameters, (wWhole + wSharded / N) * scaled);
    QCOMPARE_NEAR(e.memory.gradients, (gWhole + gSharded / N) * scaled);
    QCOMPARE_NEAR(e.memory.optimizerStates, (oWhole + oSharded / N) * scaled);
    const ShardingDetail& sd = e.sharding;
    QCOMPARE_NEAR(sd.shardedStates, e.memory.parameters + e.memory.gradients + e.memory.optimizerStates);
    // a full replica: 18 B/param under PyTorch AMP, 16 B under XLA (before the DeepSpeed layout and the mesh)
    QCOMPARE_NEAR(sd.replicatedStates, (runtime == Runtime::PyTorch ? 18.0 : 16.0) * P);
    QCOMPARE(sd.deepSpeedLayout, runtime == Runtime::PyTorch && strategy != QLatin1String("replicate"));
    QCOMPARE(sd.mesh, c.mesh);
    QCOMPARE_NEAR(e.memory.sharding, sd.gatheredWeights + sd.communicationBuffers);
    // what the time model moves: the 16-bit weights and gradients of the device's tensor-parallel shard
    QCOMPARE_NEAR(sd.weightBytes, 2.0 * scaled);
    QCOMPARE_NEAR(sd.gradientBytes, 2.0 * scaled);
}

void TestShardingStates::gatheredUnit_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("tensor");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<QString>("offload");
    QTest::addColumn<int>("layers"); // gathered layers
    QTest::addColumn<double>("bytes"); // expected gathered weights, Llama 3.1 8B on v6e-8

    const double L = kLlama31Layer;
    // two layers' 16-bit weights (one computing, one prefetched); XLA reduce-scatters the gradients matrix by matrix,
    // so no layer's whole gradient is live (PyTorch's third layer: workedExampleLlama2On8A100)
    QTest::newRow("fsdp") << "fsdp" << 1 << "bf16-mixed"
                          << "full"
                          << "none" << 2 << 2 * 2 * L;
    QTest::newRow("fsdp fp32") << "fsdp" << 1 << "fp32"
                               << "full"
                               << "none" << 2 << 2 * 4 * L;
    QTest::newRow("fsdp lora: no base gradient") << "fsdp" << 1 << "bf16-mixed"
                                                 << "lora"
                                                 << "none" << 2 << 2 * 2 * L;
    QTest::newRow("zero2: weights stay whole") << "zero2" << 1 << "bf16-mixed"
                                               << "full"
                                               << "none" << 0 << 0.0;
    QTest::newRow("zero1") << "zero1" << 1 << "bf16-mixed"
                           << "full"
                           << "none" << 0 << 0.0;
    QTest::newRow("replicate") << "replicate" << 1 << "bf16-mixed"
                               << "full"
                               << "none" << 0 << 0.0;
    QTest::newRow("replicate + params offload") << "replicate" << 1 << "bf16-mixed"
                                                << "full"
                                                << "params" << 2 << 2 * 2 * L;
    QTest::newRow("zero2 + optimizer offload") << "zero2" << 1 << "bf16-mixed"
                                               << "full"
                                               << "optimizer" << 0 << 0.0;
    // the layer under tensor parallelism: the model's tensor-parallel share (matrices / t, vectors whole)
    const double tpShare = ((kLlama31Params - kLlamaVectors) / 2 + kLlamaVectors) / kLlama31Params;
    QTest::newRow("fsdp x tensor 2") << "fsdp" << 2 << "bf16-mixed"
                                     << "full"
                                     << "none" << 2 << 2 * 2 * L * tpShare;
}

void TestShardingStates::gatheredUnit()
{
    QFETCH(QString, strategy);
    QFETCH(int, tensor);
    QFETCH(QString, precision);
    QFETCH(QString, finetune);
    QFETCH(QString, offload);
    QFETCH(int, layers);
    QFETCH(double, bytes);

    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    const DeviceInfo d = job(QStringLiteral("v6e-8"), 0);
    TrainingConfig c = config(Runtime::Xla, *shardingStrategyFromId(strategy), d, tensor);
    c.precision = *precisionFromId(precision);
    c.finetune = *finetuneModeFromId(finetune);
    c.offload = *offloadFromId(offload);
    const MemoryEstimate e = mm.estimate(c, d, defaultRuntimeProfile(Runtime::Xla));
    QCOMPARE(e.sharding.gatheredLayers, layers);
    QCOMPARE_NEAR(e.sharding.gatheredWeights, bytes);
    QCOMPARE_NEAR(e.memory.sharding, e.sharding.gatheredWeights + e.sharding.communicationBuffers);
}

void TestShardingStates::communicationBuffers_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<double>("bytes");

    const double P = kLlama2Params;
    // DDP copies every gradient into its buckets (fp32 under AMP) once there is more than one replica
    QTest::newRow("ddp on 1 GPU: no buckets") << "llama-2-7b" << 1 << "replicate" << 0.0;
    QTest::newRow("ddp on 8 GPUs: the gradients") << "llama-2-7b" << 8 << "replicate" << 4.0 * P;
    // DeepSpeed ZeRO-1/2: a reduce and an all-gather bucket of 5e8 16-bit elements each
    QTest::newRow("zero1: 2 x 2 B x 5e8") << "llama-2-7b" << 8 << "zero1" << 2.0e9;
    QTest::newRow("zero2: 2 x 2 B x 5e8") << "llama-2-7b" << 8 << "zero2" << 2.0e9;
    QTest::newRow("zero3: none") << "llama-2-7b" << 8 << "fsdp" << 0.0;
    // GPT-2 (124 M parameters) is smaller than a bucket: the buckets hold the whole model
    QTest::newRow("zero2 capped by the model") << "gpt2" << 8 << "zero2" << -1.0;
}

void TestShardingStates::communicationBuffers()
{
    QFETCH(QString, model);
    QFETCH(int, gpus);
    QFETCH(QString, strategy);
    QFETCH(double, bytes);

    const MemoryModel mm(ModelLoader::preset(model), test::causalLm());
    const DeviceInfo d = job(QStringLiteral("a100-80"), gpus);
    const TrainingConfig c = config(Runtime::PyTorch, *shardingStrategyFromId(strategy), d, 1);
    const MemoryEstimate e = mm.estimate(c, d, defaultRuntimeProfile(Runtime::PyTorch));
    const double expected = bytes >= 0 ? bytes : 2.0 * 2.0 * double(e.parameterCount);
    if (bytes < 0)
        QVERIFY(e.parameterCount < 500000000);
    QCOMPARE_NEAR(e.sharding.communicationBuffers, expected);
    if (expected == 0)
        QCOMPARE(e.sharding.communicationBuffers, 0.0);
}

// docs/sharding-model.md section 7.1: Llama 2 7B, bf16-mixed AdamW under PyTorch on 8 x A100 80 GB (one node)
void TestShardingStates::workedExampleLlama2On8A100()
{
    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-2-7b")), test::causalLm());
    const DeviceInfo d = job(QStringLiteral("a100-80"), 8);
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::PyTorch);
    QCOMPARE(mm.parameterCount(), qint64(6738415616));
    QCOMPARE(d.hosts, 1);

    const MemoryEstimate z2 = mm.estimate(config(Runtime::PyTorch, ShardingStrategy::Zero2, d, 1), d, rp);
    QCOMPARE(z2.sharding.replicatedStates, 121291481088.0); // 18 B x Psi
    QCOMPARE(z2.memory.parameters, 13476831232.0); // 2 Psi
    QCOMPARE(z2.memory.gradients, 1684603904.0); // 2 Psi / 8
    QCOMPARE(z2.memory.optimizerStates, 10107623424.0); // 12 Psi / 8
    QCOMPARE(z2.sharding.shardedStates, 25269058560.0);
    QCOMPARE(z2.sharding.communicationBuffers, 2.0e9);
    QCOMPARE(z2.sharding.gatheredWeights, 0.0);

    const MemoryEstimate z3 = mm.estimate(config(Runtime::PyTorch, ShardingStrategy::Fsdp, d, 1), d, rp);
    QCOMPARE(z3.sharding.shardedStates, 13476831232.0); // 16 Psi / 8
    QCOMPARE(z3.sharding.gatheredLayers, 2);
    QCOMPARE(z3.sharding.gatheredWeights, 1214300160.0); // 3 x 2 B x 202,383,360
    QCOMPARE(z3.sharding.communicationBuffers, 0.0);

    const MemoryEstimate ddp = mm.estimate(config(Runtime::PyTorch, ShardingStrategy::Replicate, d, 1), d, rp);
    QCOMPARE(ddp.sharding.shardedStates, 121291481088.0);
    QCOMPARE(ddp.sharding.communicationBuffers, 26953662464.0); // fp32 gradients, 4 Psi
    QVERIFY(!ddp.fits);
    QVERIFY(z2.fits);
    QVERIFY(z3.fits);

    // the totals of the table: 4,096 tokens per GPU (the table's configuration; states do not depend on it)
    auto at4096 = [&](ShardingStrategy s) {
        TrainingConfig c = config(Runtime::PyTorch, s, d, 1);
        c.seqLen = 4096;
        return mm.estimate(c, d, rp);
    };
    for (ShardingStrategy s : {ShardingStrategy::Replicate, ShardingStrategy::Zero2, ShardingStrategy::Fsdp}) {
        const MemoryEstimate e = at4096(s);
        QCOMPARE(e.memory.activations, 2975875072.0);
        QCOMPARE(e.memory.runtimeOverhead, 1408237568.0 + 0.1 * 2975875072.0); // CUDA context + allocator slack
    }
    QCOMPARE(std::round(at4096(ShardingStrategy::Replicate).memory.total()), 152926843699.0);
    QCOMPARE(std::round(at4096(ShardingStrategy::Zero2).memory.total()), 31950758707.0);
    QCOMPARE(std::round(at4096(ShardingStrategy::Fsdp).memory.total()), 19372831539.0);
    QCOMPARE(d.memoryBytes, 84811710464.0);
}

QTEST_APPLESS_MAIN(TestShardingStates)
#include "TestShardingStates.moc"
