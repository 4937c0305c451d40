// SPDX-License-Identifier: GPL-3.0-or-later
// Diagnosis of a long-sequence run (docs/diagnose.md; docs/sharding-model.md section 12): where one sequence's
// activations overfill the device whatever is recomputed, the fixes split each sequence over a longer context axis,
// the global batch kept by accumulating, each fix's memory the memory model's estimate; a short sequence gets no such
// fix; a fix turns into the plan's context parallelism.
#include "CoreHelpers.h"
#include "diagnose/Diagnosis.h"
#include "diagnose/FailedRun.h"
#include "diagnose/OomParser.h"
#include "memory/MemoryModel.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"

#include <QtTest>

using namespace tpuplan;

namespace {

// Llama 3.1 70B, FSDP over a v6e-256, bf16-mixed, full checkpointing, one sequence of `seqLen` tokens per chip
DiagnosisInput longInput(int seqLen)
{
    DiagnosisInput in;
    in.model = ModelLoader::preset(QStringLiteral("llama-3.1-70b"));
    in.head = test::causalLm();
    in.config.seqLen = seqLen;
    in.config.batchPerDevice = 1;
    in.config.precision = Precision::Bf16Mixed;
    in.config.runtime = Runtime::Xla;
    in.config.checkpointing = Checkpointing{CheckpointingKind::Full};
    in.hardware = QStringLiteral("v6e-256");
    in.config.mesh = meshFor(ShardingStrategy::Fsdp, 256, 1, 0, 1);
    return in;
}

// what a JAX run prints when the step runs out of HBM
OomReport jaxOom()
{
    return OomParser::parse(QStringLiteral("jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: Error allocating device "
                                           "buffer: Attempting to allocate 12.00G. That was not possible. There are "
                                           "3.10G free.; (0x0x0_HBM0)"));
}

} // namespace

class TestDiagnosisContext : public QObject
{
    Q_OBJECT
private slots:
    void longSequenceGetsContextFixes_data()
    {
        QTest::addColumn<int>("seqLen");
        QTest::addColumn<bool>("contextFixes");
        // 131,072 tokens: one sequence's activations, every layer recomputed, take 172 GiB of a 31 GiB chip
        QTest::newRow("131k tokens") << 131072 << true;
        // 4,096 tokens fit one chip: checkpointing and the batch split are the fixes, not a context axis
        QTest::newRow("4k tokens") << 4096 << false;
    }
    void longSequenceGetsContextFixes()
    {
        QFETCH(int, seqLen);
        QFETCH(bool, contextFixes);
        const DiagnosisInput in = longInput(seqLen);
        const DiagnosisResult r = Diagnosis(test::builtinCatalog()).run(in, jaxOom());
        const MemoryModel mm(in.model, in.head);
        bool found = false;
        for (const DiagnosisFix& f : r.fixes) {
            if (!(f.changes & kChangeContextParallel))
                continue;
            found = true;
            const Mesh& m = f.config.mesh;
            QVERIFY(f.code.contains(QLatin1String("context-parallel")));
            QVERIFY(m.context > in.config.mesh.context);
            QCOMPARE(seqLen % (2 * m.context), 0);
            QCOMPARE(m.devices(), in.config.mesh.devices());
            // the global batch is kept: the groups' sequences times the accumulation over the job
            QCOMPARE(f.config.batchPerDevice * f.config.accumulationSteps * m.devices() / m.batchGroup(),
                     r.globalBatch);
            QVERIFY(f.config.perDeviceBatch() < 1.0);
            QVERIFY(f.memory.memory.total() <= f.usableBytes);
            QCOMPARE(f.memory.memory.total(), mm.estimate(f.config, f.device, r.fixProfile).memory.total());
            QVERIFY(
                f.how.join(QLatin1Char('\n')).contains(QStringLiteral("ici_context_parallelism=%1").arg(m.context)));
            QVERIFY(f.text.contains(QStringLiteral("context %1").arg(m.context)));
        }
        QCOMPARE(found, contextFixes);
        if (contextFixes)
            QVERIFY(!r.fixes.isEmpty() && (r.fixes.first().changes & kChangeContextParallel));
    }

    void applyContextFix()
    {
        PlanInput plan = PlanFile::read(QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/llama-3.1-8b-fsdp.yaml"));
        DiagnosisFix fix;
        fix.changes = kChangeContextParallel;
        fix.config.mesh = Mesh{ShardingStrategy::Fsdp, 1, 16, 1, 1, 1, 16};
        const std::optional<PlanInput> next = applyFix(plan, fix);
        QVERIFY(next);
        QCOMPARE(next->contextParallel, 16);
        QCOMPARE(next->sharding, plan.sharding); // only the context axis was the fix
        plan.contextParallel = 16;
        QVERIFY(!applyFix(plan, fix)); // the plan has it already
    }
};

QTEST_GUILESS_MAIN(TestDiagnosisContext)
#include "TestDiagnosisContext.moc"
