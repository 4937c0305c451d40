// SPDX-License-Identifier: GPL-3.0-or-later
// Diagnosis of a sharded decoder run (docs/diagnose.md section 4.1): the estimate is the sharded one; a decoder OOM
// gets the strategy ladder and fixes that switch strategy, offload to the host, add GPUs or change the remat policy,
// each computed by the memory model and ranked by cost; an allocation the size of the whole model under FSDP is the
// model gathered as one unit, and wrapping each layer comes first.
#include "CoreHelpers.h"
#include "diagnose/Diagnosis.h"
#include "diagnose/FailedRun.h"
#include "diagnose/OomParser.h"
#include "model/ModelLoader.h"
#include "util/InputError.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace tpuplan;

namespace {

// PyTorch 2.x CUDA message (the wording of tests/data/oom/real/cuda-08.txt) for an allocation of `tried` on an 80 GB
// GPU.
QString cudaMessage(const QString& tried, const QString& free = QStringLiteral("9.87 GiB"))
{
    return QStringLiteral("[rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate %1. GPU 3 has a "
                          "total capacity of 79.10 GiB of which %2 is free. Including non-PyTorch memory, this "
                          "process has 69.22 GiB memory in use. Of the allocated memory 52.67 GiB is allocated by "
                          "PyTorch, and 15.04 GiB is reserved by PyTorch but unallocated. If reserved but unallocated "
                          "memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
                          "fragmentation.  See documentation for Memory Management  "
                          "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n")
        .arg(tried, free);
}

// DeepSpeed ZeRO-2 on 8 × A100 40 GB: the optimizer step's fp32 partition (PyTorch 2.x wording, stage_1_and_2.py).
QString deepSpeedZero2Message()
{
    return QStringLiteral(
        "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/deepspeed/runtime/zero/stage_1_and_2.py\", "
        "line 1849, in step\n"
        "[rank0]:     self._optimizer_step(i)\n"
        "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.94 GiB. GPU 0 has a total "
        "capacity of 39.39 GiB of which 1.71 GiB is free. Including non-PyTorch memory, this process has 37.67 GiB "
        "memory in use. Of the allocated memory 35.12 GiB is allocated by PyTorch, and 1.03 GiB is reserved by "
        "PyTorch but unallocated.\n");
}

// MaxText on a TPU under fsdp: XLA's compile-time message.
QString maxTextMessage()
{
    return QStringLiteral(
        "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of "
        "memory in memory space hbm. Used 131.37G of 95.74G hbm. Exceeded hbm capacity by 35.63G.\n"
        "\n"
        "Total hbm usage >= 131.37G:\n"
        "    reserved        530.00M\n"
        "    program         127.13G\n"
        "    arguments         3.72G\n");
}

struct Setup
{
    QString model;
    QString hardware;
    int gpus = 1;
    ShardingStrategy strategy = ShardingStrategy::Replicate;
    Runtime runtime = Runtime::PyTorch;
    int seqLen = 4096;
    int batch = 1;
    CheckpointingKind checkpointing = CheckpointingKind::None;
    int accumulation = 1;
};

DiagnosisInput inputFor(const Setup& s)
{
    const Catalog& catalog = test::builtinCatalog();
    DiagnosisInput in;
    in.model = ModelLoader::preset(s.model);
    in.head.kind = HeadKind::CausalLm;
    in.config.seqLen = s.seqLen;
    in.config.batchPerDevice = s.batch;
    in.config.precision = Precision::Bf16Mixed;
    in.config.runtime = s.runtime;
    in.config.checkpointing.kind = s.checkpointing;
    in.config.accumulationSteps = s.accumulation;
    in.hardware = s.hardware;
    in.gpus = s.gpus;
    const DeviceInfo job = *diagnosisDevice(catalog, s.hardware, s.gpus);
    in.config.mesh = meshFor(s.strategy, job.devices, 1, 0, 1);
    return in;
}

} // namespace

Q_DECLARE_METATYPE(Setup)

class TestDiagnosisSharding : public QObject
{
    Q_OBJECT

private slots:
    // The failed allocation against the whole model's weights under FSDP.
    void wholeModelGather_data()
    {
        QTest::addColumn<Setup>("setup");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("whole");
        const Setup llama31{QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-80"), 8, ShardingStrategy::Fsdp};
        const Setup llama2{QStringLiteral("llama-2-7b"), QStringLiteral("a100-80"), 8, ShardingStrategy::Fsdp};
        Setup zero2 = llama31;
        zero2.strategy = ShardingStrategy::Zero2;
        // 8,030,261,248 parameters × 2 bytes = 14.96 GiB; 6,738,415,616 × 2 = 12.55 GiB (reference llm.md 1.1)
        QTest::newRow("Llama 3.1 8B, FSDP, 14.96 GiB") << llama31 << cudaMessage(QStringLiteral("14.96 GiB")) << true;
        QTest::newRow("Llama 2 7B, FSDP, 12.55 GiB") << llama2 << cudaMessage(QStringLiteral("12.55 GiB")) << true;
        // FSDP's flat parameter without the local shard: 7/8 of the model
        QTest::newRow("Llama 2 7B, FSDP, 7/8 of it") << llama2 << cudaMessage(QStringLiteral("10.98 GiB")) << true;
        // JAX on a TPU: a weight left without an fsdp sharding is gathered whole (the runtime's allocation)
        Setup jax{QStringLiteral("llama-3.1-8b"), QStringLiteral("v5p-8"), 1, ShardingStrategy::Fsdp, Runtime::Xla};
        QTest::newRow("JAX fsdp on v5p-8, 14.96G at run time")
            << jax
            << QStringLiteral("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Error allocating device "
                              "buffer: Attempting to allocate 14.96G. That was not possible. There are 9.20G free.; "
                              "(0x0x0_HBM0)\n")
            << true;
        QTest::newRow("one layer gathered") << llama31 << cudaMessage(QStringLiteral("416.00 MiB")) << false;
        QTest::newRow("the logits") << llama31 << cudaMessage(QStringLiteral("3.91 GiB")) << false;
        QTest::newRow("ZeRO-2 keeps the weights whole") << zero2 << cudaMessage(QStringLiteral("14.96 GiB")) << false;
    }
    void wholeModelGather()
    {
        QFETCH(Setup, setup);
        QFETCH(QString, message);
        QFETCH(bool, whole);
        const DiagnosisResult r = Diagnosis(test::builtinCatalog()).run(inputFor(setup), OomParser::parse(message));
        QCOMPARE(r.wholeModelGather.has_value(), whole);
        QCOMPARE(r.estimate.sharding.mesh.strategy, setup.strategy);
        QCOMPARE(r.device.devices, diagnosisDevice(test::builtinCatalog(), setup.hardware, setup.gpus)->devices);
        bool noted = false;
        for (const Reason& n : r.notes)
            noted = noted || n.code == QLatin1String("whole-model-gather");
        QCOMPARE(noted, whole);
        if (!whole) {
            for (const DiagnosisAdvice& a : r.advice)
                QVERIFY(a.code != QLatin1String("wrap-layers"));
            return;
        }
        // the figures are the memory model's: the whole model in 16 bits against one wrapped unit
        QCOMPARE(r.wholeModelGather->wholeWeightsBytes, r.estimate.sharding.weightBytes);
        QVERIFY(r.wholeModelGather->unitBytes < 0.1 * r.wholeModelGather->wholeWeightsBytes);
        QVERIFY(r.wholeModelGather->gatheredWholeTotal > r.estimate.memory.total());
        QVERIFY(!r.advice.isEmpty());
        QCOMPARE(r.advice.first().code, QStringLiteral("wrap-layers"));
        QVERIFY(r.advice.first().how.join(QLatin1Char(' ')).contains(QLatin1String("transformer_auto_wrap_policy")));
        QVERIFY(r.advice.first().how.join(QLatin1Char(' ')).contains(QLatin1String("DecoderLayer")));
        // the difference is the gathered model, not activations: nothing is corrected
        QVERIFY(!r.correction.available);
        QCOMPARE(r.fixProfile.activationFactor, r.builtinProfile.activationFactor);
        const QJsonObject json = diagnosisJson(r);
        QCOMPARE(json.value(QLatin1String("advice")).toArray().first().toObject().value(QLatin1String("code")),
                 QJsonValue(QStringLiteral("wrap-layers")));
        QVERIFY(json.value(QLatin1String("whole_model_gather")).isObject());
        QCOMPARE(json.value(QLatin1String("sharding")).toObject().value(QLatin1String("strategy")),
                 QJsonValue(QStringLiteral("fsdp")));
    }

    // A decoder OOM: the estimate is the sharded one, the ladder has every strategy's need, and the fixes include
    // switching strategy, offload and (under XLA) the remat policies, each computed by the memory model.
    void decoderFixes_data()
    {
        QTest::addColumn<Setup>("setup");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QStringList>("codes"); // fix codes that must be among the fixes
        QTest::addColumn<bool>("rematPolicies");
        QTest::newRow("DeepSpeed ZeRO-2, Llama 2 7B, 8 × A100 40 GB")
            << Setup{QStringLiteral("llama-2-7b"), QStringLiteral("a100-40"), 8, ShardingStrategy::Zero2}
            << deepSpeedZero2Message() << QStringList{QStringLiteral("sharding"), QStringLiteral("offload")} << false;
        QTest::newRow("replicated Llama 3.1 8B, 8 × H100")
            << Setup{QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-80"), 8, ShardingStrategy::Replicate}
            << cudaMessage(QStringLiteral("1.96 GiB")) << QStringList{QStringLiteral("sharding")} << false;
        QTest::newRow("FSDP Llama 2 7B on 2 × A100 40 GB: more GPUs")
            << Setup{QStringLiteral("llama-2-7b"),
                     QStringLiteral("a100-40"),
                     2,
                     ShardingStrategy::Fsdp,
                     Runtime::PyTorch,
                     4096,
                     4}
            << deepSpeedZero2Message() << QStringList{QStringLiteral("devices"), QStringLiteral("offload")} << false;
        // micro-batch 1 with accumulation: more GPUs accumulate less, the global batch of 16 kept
        QTest::newRow("FSDP Llama 2 7B, 1 × 8 accumulation on 2 × A100 40 GB: more GPUs")
            << Setup{QStringLiteral("llama-2-7b"),
                     QStringLiteral("a100-40"),
                     2,
                     ShardingStrategy::Fsdp,
                     Runtime::PyTorch,
                     4096,
                     1,
                     CheckpointingKind::Full,
                     8}
            << deepSpeedZero2Message() << QStringList{QStringLiteral("devices")} << false;
        QTest::newRow("MaxText fsdp, Llama 3.1 8B, v5p-8, 8k tokens")
            << Setup{QStringLiteral("llama-3.1-8b"),
                     QStringLiteral("v5p-8"),
                     1,
                     ShardingStrategy::Fsdp,
                     Runtime::Xla,
                     8192,
                     2}
            << maxTextMessage() << QStringList{QStringLiteral("checkpointing"), QStringLiteral("offload")} << true;
    }
    void decoderFixes()
    {
        QFETCH(Setup, setup);
        QFETCH(QString, message);
        QFETCH(QStringList, codes);
        QFETCH(bool, rematPolicies);
        const Catalog& catalog = test::builtinCatalog();
        const DiagnosisInput in = inputFor(setup);
        const DiagnosisResult r = Diagnosis(catalog).run(in, OomParser::parse(message));
        QVERIFY(!r.wholeModelGather);
        // the estimate is the sharded one of the run's mesh
        const MemoryModel mm(in.model, in.head);
        QCOMPARE(r.estimate.sharding.mesh, r.input.config.mesh);
        QCOMPARE(r.estimate.memory.total(), mm.estimate(r.input.config, r.device, r.estimateProfile).memory.total());
        // the ladder: four strategies, the run's marked, each with the memory model's figure
        QCOMPARE(r.strategies.size(), 4);
        const double usable = usableMemoryBytes(r.device.memoryBytes, in.safetyMargin);
        for (const StrategyOption& so : r.strategies) {
            QCOMPARE(so.current, so.strategy == setup.strategy);
            if (!so.problem.isEmpty())
                continue;
            TrainingConfig c = r.input.config;
            c.mesh = so.mesh;
            const MemoryEstimate e = mm.estimate(c, r.device, r.fixProfile);
            QCOMPARE(so.memory.memory.total(), e.memory.total());
            QCOMPARE(so.fits, e.memory.total() <= usable && e.sharding.hostFits);
        }
        // replicate → ZeRO-1 → ZeRO-2 → FSDP need less and less
        for (int i = 1; i < r.strategies.size(); ++i)
            if (r.strategies[i].problem.isEmpty() && r.strategies[i - 1].problem.isEmpty())
                QVERIFY(r.strategies[i].memory.memory.total() <= r.strategies[i - 1].memory.memory.total());
        QVERIFY(!r.fixes.isEmpty());
        QStringList seen;
        bool policy = false;
        for (const DiagnosisFix& f : r.fixes) {
            seen += f.code.split(QLatin1Char('+'));
            // every fix is the memory model's figure for its configuration, within the usable memory and the host
            const RuntimeProfile profile = runtimeFor(f.device, in.config.runtime) == r.fixProfile.runtime
                ? r.fixProfile
                : defaultRuntimeProfile(Runtime::Xla);
            const MemoryEstimate e = mm.estimate(f.config, f.device, profile);
            QCOMPARE(f.memory.memory.total(), e.memory.total());
            QVERIFY(e.memory.total() <= f.usableBytes);
            QVERIFY(e.sharding.hostFits);
            QVERIFY(!f.title.isEmpty());
            QVERIFY(!f.how.isEmpty());
            if (f.changes & kChangeSharding) {
                QVERIFY(int(f.config.mesh.strategy) > int(setup.strategy)
                        || f.config.mesh.fsdp > r.input.config.mesh.fsdp);
                QVERIFY(f.text.contains(QLatin1String("model states")));
            }
            if (f.changes & kChangeOffload) {
                QVERIFY(f.config.offload.any());
                QVERIFY(f.memory.sharding.offloadedBytes() > 0);
            }
            if (f.changes & kChangeDevices) {
                QVERIFY(f.device.devices > r.device.devices);
                QCOMPARE(f.hardware, r.device.hardware);
                QCOMPARE(f.config.batchPerDevice * f.config.accumulationSteps * f.device.devices, r.globalBatch);
            }
            const CheckpointingKind k = f.config.checkpointing.kind;
            policy = policy || k == CheckpointingKind::Minimal || k == CheckpointingKind::SaveQkvProj
                || k == CheckpointingKind::SaveDotExceptMlp;
        }
        for (const QString& code : codes)
            QVERIFY2(seen.contains(code), qPrintable(code + QLatin1String(" not in ") + seen.join(QLatin1Char(','))));
        QCOMPARE(policy, rematPolicies);
        // ranked: within a tier and a number of changes, the cheaper first
        for (int i = 1; i < r.fixes.size(); ++i) {
            const DiagnosisFix& a = r.fixes[i - 1];
            const DiagnosisFix& b = r.fixes[i];
            const bool sameTier
                = ((a.changes | b.changes)
                   & (kChangeBatchSplit | kChangePrecision | kChangeOptimizer | kChangeHardware | kChangeDevices))
                == 0;
            if (sameTier && a.code.count(QLatin1Char('+')) == b.code.count(QLatin1Char('+')) && a.costUsd && b.costUsd)
                QVERIFY(*a.costUsd <= *b.costUsd);
        }
        // JSON: the run's sharding and each fix's
        const QJsonObject json = diagnosisJson(r);
        QCOMPARE(json.value(QLatin1String("sharding")).toObject().value(QLatin1String("strategy")).toString(),
                 shardingStrategyId(setup.strategy));
        QCOMPARE(json.value(QLatin1String("strategies")).toArray().size(), 4);
        QCOMPARE(json.value(QLatin1String("devices")).toInt(), r.device.devices);
        for (const auto& v : json.value(QLatin1String("fixes")).toArray())
            QVERIFY(v.toObject().value(QLatin1String("sharding")).isObject());
    }

    // An encoder left as it was: no ladder, no sharding fixes (the planner replicates encoders unless asked).
    void encoderUnchanged()
    {
        DiagnosisInput in;
        in.model = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
        in.head.kind = HeadKind::Mlm;
        in.config.seqLen = 4096;
        in.config.batchPerDevice = 2;
        in.hardware = QStringLiteral("v2-8");
        const DiagnosisResult r = Diagnosis(test::builtinCatalog())
                                      .run(in,
                                           OomParser::parse(QStringLiteral(
                                               "Ran out of memory in memory space hbm. Used 9.65G of 8.00G hbm. "
                                               "Exceeded hbm capacity by 1.65G.\n")));
        QVERIFY(r.strategies.isEmpty());
        QVERIFY(!r.fixes.isEmpty());
        for (const DiagnosisFix& f : r.fixes)
            QCOMPARE(f.changes & (kChangeSharding | kChangeOffload | kChangeDevices), 0);
        QCOMPARE(r.estimate.sharding.mesh.data, 8); // a replica on each of the slice's cores
    }

    // A mesh that cannot run on the job is refused with its reason.
    void impossibleMesh()
    {
        Setup s{QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-80"), 8, ShardingStrategy::Fsdp};
        DiagnosisInput in = inputFor(s);
        in.config.mesh.fsdp = 3; // 3 × 1 × 1 is not the 8 GPUs
        QVERIFY_EXCEPTION_THROWN(
            Diagnosis(test::builtinCatalog()).run(in, OomParser::parse(cudaMessage(QStringLiteral("1.00 GiB")))),
            InputError);
    }

    // The app's path: the failed run carries the selected candidate's job, mesh and offload, or the plan's sharding;
    // a sharding fix goes back into the plan's inputs.
    void failedRunSharding()
    {
        const Catalog& catalog = test::builtinCatalog();
        PlanInput plan;
        plan.setModel(ModelLoader::preset(QStringLiteral("llama-3.1-8b")));
        plan.seqLen = 4096;
        plan.globalBatch = 16;
        plan.precisions = {Precision::Bf16Mixed};
        plan.hardware = QStringList{QStringLiteral("h100-80")};
        plan.includeGpus = true;
        plan.sharding = ShardingStrategy::Fsdp;
        plan.gpuDevices = 8;
        plan.offload = Offload{true, false, false};
        FailedRun run = defaultFailedRun(plan, catalog);
        QCOMPARE(run.hardware, QStringLiteral("h100-80"));
        QCOMPARE(run.batchPerDevice, 2);
        DiagnosisInput in = diagnosisInputForRun(plan, catalog, run);
        QCOMPARE(in.gpus, 8);
        QCOMPARE(in.config.mesh.strategy, ShardingStrategy::Fsdp);
        QCOMPARE(in.config.mesh.fsdp, 8);
        QVERIFY(in.config.offload.optimizer);

        Candidate c;
        c.hardware = QStringLiteral("h100-80");
        c.device = gpuJob(*catalog.device(QStringLiteral("h100-80")), 4);
        c.mesh = meshFor(ShardingStrategy::Zero2, 4, 1, 0, 1);
        c.batchPerDevice = 4;
        c.accumulation = 1;
        c.precision = Precision::Bf16Mixed;
        run = defaultFailedRun(plan, catalog, &c);
        QCOMPARE(run.gpus, 4);
        QCOMPARE(run.mesh->strategy, ShardingStrategy::Zero2);
        in = diagnosisInputForRun(plan, catalog, run);
        QCOMPARE(in.gpus, 4);
        QCOMPARE(in.config.mesh, c.mesh);
        QVERIFY(!in.config.offload.any());

        DiagnosisFix fix;
        fix.changes = kChangeSharding | kChangeOffload;
        fix.hardware = QStringLiteral("h100-80");
        fix.device = c.device;
        fix.config = in.config;
        fix.config.mesh = meshFor(ShardingStrategy::Fsdp, 4, 1, 0, 1);
        fix.config.offload = Offload{true, true, false};
        plan.sharding = ShardingStrategy::Zero2;
        const auto next = applyFix(plan, fix);
        QVERIFY(next);
        QCOMPARE(next->sharding, std::optional<ShardingStrategy>(ShardingStrategy::Fsdp));
        QCOMPARE(next->fsdp, 0);
        QCOMPARE(next->offload, std::optional<Offload>(Offload{true, true, false}));
    }
};

QTEST_GUILESS_MAIN(TestDiagnosisSharding)
#include "TestDiagnosisSharding.moc"
