// SPDX-License-Identifier: GPL-3.0-or-later
// The context axis in the generated commands (core/report/LongContextCommands.h, docs/reports.md): MaxText's
// ici_context_parallelism with its load balancing and the fractional per_device_batch_size, Megatron-LM's
// --context-parallel-size with the p2p ring, torchtitan's context_parallel_degree, the notes of the scripts that
// cannot split a sequence, and the CSV columns appended at the end.
#include "CoreHelpers.h"
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "report/LongContextCommands.h"
#include "report/ReportFormats.h"

#include <QtTest>

using namespace tpuplan;

namespace {
QString flag(const QVector<CommandFlag>& flags, const QString& name)
{
    for (const CommandFlag& f : flags)
        if (f.name == name)
            return f.value.isEmpty() ? QStringLiteral("<switch>") : f.value;
    return QStringLiteral("<absent>");
}

PlanInput longInput(const char* model)
{
    PlanInput in;
    in.setModel(ModelLoader::preset(QLatin1String(model)));
    in.modelRef = in.model.id;
    in.seqLen = 131072;
    in.globalBatch = 32;
    return in;
}

// Llama 3.1 70B on v6e-256 as MaxText's llama3_1_70b_131072: fsdp 16 x context 16, 2 sequences per context group;
// or a GPU job of `gpus` with the same context degree
Candidate longCandidate(const QString& hardware, int gpus, Precision precision, int context = 16)
{
    Candidate c;
    const std::optional<DeviceInfo> d = test::builtinCatalog().device(hardware);
    Q_ASSERT(d);
    c.device = gpus > 0 ? gpuJob(*d, gpus) : *d;
    c.hardware = hardware;
    c.mesh.strategy = ShardingStrategy::Fsdp;
    c.mesh.context = context;
    c.mesh.fsdp = c.device.devices / context;
    c.batchPerDevice = 2;
    c.accumulation = 1;
    c.precision = precision;
    c.runtime = runtimeFor(c.device, Runtime::PyTorch);
    c.checkpointing.kind = CheckpointingKind::Full;
    c.steps = 100;
    c.offering.hardware = hardware;
    c.offering.region = QStringLiteral("us-east5");
    return c;
}
} // namespace

class TestLongContextCommands : public QObject
{
    Q_OBJECT
private slots:
    void maxText()
    {
        const PlanInput in = longInput("llama-3.1-70b");
        const Candidate c = longCandidate(QStringLiteral("v6e-256"), 0, Precision::Bf16Mixed);
        QCOMPARE(c.perDeviceBatch(), 0.125);
        const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
        for (const QString& id : {QStringLiteral("maxtext-train"), QStringLiteral("maxtext-train-compile")}) {
            const CommandBlock* b = ac.block(id);
            QVERIFY2(b, qPrintable(id));
            QCOMPARE(flag(b->flags, QStringLiteral("ici_context_parallelism")), QStringLiteral("16"));
            QCOMPARE(flag(b->flags, QStringLiteral("context_parallel_load_balance")), QStringLiteral("true"));
            QCOMPARE(flag(b->flags, QStringLiteral("context_parallel_strategy")), QStringLiteral("all_gather"));
            QCOMPARE(flag(b->flags, QStringLiteral("per_device_batch_size")), QStringLiteral("0.125"));
            QCOMPARE(flag(b->flags, QStringLiteral("ici_fsdp_parallelism")), QStringLiteral("16"));
        }
        QVERIFY(ac.block(QStringLiteral("maxtext-train"))
                    ->notes.join(QLatin1Char('\n'))
                    .contains(QLatin1String("2 sequence(s) per context group of 16")));
    }

    void withoutContextNoFlag()
    {
        const PlanInput in = longInput("llama-3.1-70b");
        Candidate c = longCandidate(QStringLiteral("v6e-256"), 0, Precision::Bf16Mixed, 1);
        const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
        const CommandBlock* b = ac.block(QStringLiteral("maxtext-train"));
        QVERIFY(b);
        QCOMPARE(flag(b->flags, QStringLiteral("ici_context_parallelism")), QStringLiteral("<absent>"));
        QCOMPARE(flag(b->flags, QStringLiteral("per_device_batch_size")), QStringLiteral("2"));
    }

    void gpuBlocks()
    {
        // an MoE decoder on GPUs: Megatron-LM with the ring
        const PlanInput moe = longInput("mixtral-8x7b");
        const Candidate m = longCandidate(QStringLiteral("h100-80"), 64, Precision::Bf16Mixed, 8);
        const ActionCommands moeCommands = buildActionCommands(moe, m, test::builtinCatalog());
        const CommandBlock* mlm = moeCommands.block(QStringLiteral("megatron-lm-moe"));
        QVERIFY(mlm);
        QCOMPARE(flag(mlm->flags, QStringLiteral("--context-parallel-size")), QStringLiteral("8"));
        QCOMPARE(flag(mlm->flags, QStringLiteral("--cp-comm-type")), QStringLiteral("p2p"));
        // a dense decoder in fp8: torchtitan with the context degree; the bf16 scripts say they cannot split
        const PlanInput dense = longInput("llama-3.1-8b");
        const Candidate d = longCandidate(QStringLiteral("h100-80"), 16, Precision::Fp8Mixed, 8);
        const ActionCommands ac = buildActionCommands(dense, d, test::builtinCatalog());
        const CommandBlock* tt = ac.block(QStringLiteral("torchtitan-float8"));
        QVERIFY(tt);
        QCOMPARE(flag(tt->flags, QStringLiteral("--parallelism.context_parallel_degree")), QStringLiteral("8"));
        QCOMPARE(flag(tt->flags, QStringLiteral("--parallelism.data_parallel_shard_degree")), QStringLiteral("2"));
        const CommandBlock* hf = ac.block(QStringLiteral("hf-trainer-clm"));
        QVERIFY(hf);
        QVERIFY(hf->notes.join(QLatin1Char('\n')).contains(QLatin1String("cannot split a sequence")));
        QVERIFY(!tt->notes.join(QLatin1Char('\n')).contains(QLatin1String("cannot split a sequence")));
    }

    void csvColumnsAtTheEnd()
    {
        const QStringList header = csvHeader();
        // the context columns, then the pipeline's five (docs/reports.md)
        QCOMPARE(header.mid(header.size() - 7, 2),
                 (QStringList{QStringLiteral("mesh_context"), QStringLiteral("communication_context")}));
        PlanResult r;
        Candidate c = longCandidate(QStringLiteral("v6e-256"), 0, Precision::Bf16Mixed);
        c.step.communication.context = 1.5;
        r.candidates << c;
        const QString csv = toCsv(r);
        const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 2);
        // mesh_context, communication_context, then a plan without a pipeline: stage 1, 1 microbatch, 1 chunk, no
        // bubble, no sends
        QVERIFY2(lines[1].endsWith(QLatin1String(",16,1.5,1,1,1,0,0")), qPrintable(lines[1].right(40)));
        QVERIFY2(lines[1].contains(QLatin1String(",0.125,")), qPrintable(lines[1].left(120)));
    }
};

QTEST_GUILESS_MAIN(TestLongContextCommands)
#include "TestLongContextCommands.moc"
