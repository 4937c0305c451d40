// SPDX-License-Identifier: GPL-3.0-or-later
// The 8-bit settings in the generated commands (core/report/LowPrecisionCommands.h, docs/reports.md): MaxText's
// quantization key per generation, Megatron-LM's --fp8-format/--fp8-recipe, torchtitan's float8 converter, and the
// notes of the scripts that train in bf16 only; the 8-bit lines of the report and its JSON/CSV.
#include "CoreHelpers.h"
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"
#include "report/LowPrecisionCommands.h"
#include "report/Report.h"

#include "MoeModels.h"

#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::test;

Q_DECLARE_METATYPE(tpuplan::Precision)

namespace {
QString flag(const QVector<CommandFlag>& flags, const QString& name)
{
    for (const CommandFlag& f : flags)
        if (f.name == name)
            return f.value.isEmpty() ? QStringLiteral("<switch>") : f.value;
    return QStringLiteral("<absent>");
}

PlanInput inputFor(const ModelSpec& m)
{
    PlanInput in;
    in.setModel(m);
    in.modelRef = m.id;
    in.seqLen = 4096;
    in.globalBatch = 64;
    return in;
}

// A candidate with the step the time model gives it (the notes read its 8-bit peak).
Candidate candidateOn(const PlanInput& in, const QString& hardware, Precision precision, int gpus = 0)
{
    const Catalog& cat = test::builtinCatalog();
    Candidate c;
    const std::optional<DeviceInfo> d = cat.device(hardware);
    Q_ASSERT(d);
    c.device = gpus > 0 ? gpuJob(*d, gpus) : *d;
    c.hardware = hardware;
    c.mesh.strategy = ShardingStrategy::Fsdp;
    c.mesh.fsdp = c.device.devices;
    c.batchPerDevice = 1;
    c.accumulation = 1;
    c.precision = precision;
    c.runtime = runtimeFor(c.device, Runtime::PyTorch);
    c.checkpointing.kind = CheckpointingKind::Full;
    c.steps = 1000;
    c.offering.hardware = hardware;
    c.offering.region = QStringLiteral("us-east5");
    TrainingConfig cfg;
    cfg.seqLen = in.seqLen;
    cfg.precision = precision;
    cfg.runtime = c.runtime;
    cfg.mesh = c.mesh;
    c.step = stepTime(in.model, in.head, cfg, c.device, defaultEfficiency(c.device, c.runtime));
    return c;
}

const CommandBlock* blockOf(const ActionCommands& ac, const QString& id)
{
    return ac.block(id);
}
} // namespace

class TestLowPrecisionCommands : public QObject
{
    Q_OBJECT
private slots:
    void maxText_data();
    void maxText();
    void gpuDense();
    void megatron();
    void bf16Unchanged();
    void reportLines();
};

void TestLowPrecisionCommands::maxText_data()
{
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<QString>("quantization"); // "<absent>" for bf16
    QTest::addRow("tpu7x fp8") << "tpu7x-8" << Precision::Fp8Mixed << "fp8_full";
    QTest::addRow("v6e int8") << "v6e-8" << Precision::Int8Mixed << "int8";
    QTest::addRow("v5e int8") << "v5litepod-8" << Precision::Int8Mixed << "int8";
    QTest::addRow("v5p fp8") << "v5p-8" << Precision::Fp8Mixed << "fp8";
    QTest::addRow("v6e bf16") << "v6e-8" << Precision::Bf16Mixed << "<absent>";
}

void TestLowPrecisionCommands::maxText()
{
    QFETCH(QString, hardware);
    QFETCH(Precision, precision);
    QFETCH(QString, quantization);
    const PlanInput in = inputFor(ModelLoader::preset(QStringLiteral("llama-3.1-8b")));
    const Candidate c = candidateOn(in, hardware, precision);
    const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
    for (const QString& id : {QStringLiteral("maxtext-train"), QStringLiteral("maxtext-train-compile")}) {
        const CommandBlock* b = blockOf(ac, id);
        QVERIFY2(b, qPrintable(id));
        QCOMPARE(flag(b->flags, QStringLiteral("quantization")), quantization);
        QCOMPARE(flag(b->flags, QStringLiteral("use_qwix_quantization")),
                 quantization == QLatin1String("<absent>") ? QStringLiteral("<absent>") : QStringLiteral("true"));
        QCOMPARE(flag(b->flags, QStringLiteral("weight_dtype")), QStringLiteral("float32"));
    }
    const QString notes = blockOf(ac, QStringLiteral("maxtext-train"))->notes.join(QLatin1Char('\n'));
    QCOMPARE(notes.contains(QLatin1String("Qwix")), quantization != QLatin1String("<absent>"));
    // v5p's fp8 figure is its bf16 rate: the note says 8 bits gain nothing there
    QCOMPARE(notes.contains(QLatin1String("8 bits gain no time here")), hardware == QLatin1String("v5p-8"));
}

void TestLowPrecisionCommands::gpuDense()
{
    const PlanInput in = inputFor(ModelLoader::preset(QStringLiteral("llama-3.1-8b")));
    const Candidate c = candidateOn(in, QStringLiteral("h100-80"), Precision::Fp8Mixed, 8);
    const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
    const CommandBlock* tt = blockOf(ac, QStringLiteral("torchtitan-float8"));
    QVERIFY(tt);
    QCOMPARE(flag(tt->flags, QStringLiteral("--model.converters")), QStringLiteral("float8"));
    QCOMPARE(flag(tt->flags, QStringLiteral("--parallelism.data_parallel_shard_degree")), QStringLiteral("8"));
    QVERIFY(tt->lines.join(QLatin1Char('\n')).contains(QLatin1String("--model.converters=float8")));
    // the bf16 scripts run bf16 and say they do not train in fp8
    const CommandBlock* hf = blockOf(ac, QStringLiteral("hf-trainer-clm"));
    QVERIFY(hf);
    QCOMPARE(flag(hf->flags, QStringLiteral("--bf16")), QStringLiteral("<switch>"));
    QVERIFY(hf->notes.join(QLatin1Char('\n')).contains(QLatin1String("has no fp8 training")));
    if (const CommandBlock* ds = blockOf(ac, QStringLiteral("deepspeed-config"))) {
        QCOMPARE(flag(ds->flags, QStringLiteral("bf16.enabled")), QStringLiteral("true"));
        QVERIFY(ds->notes.join(QLatin1Char('\n')).contains(QLatin1String("DeepSpeed has no fp8 training")));
    }
}

void TestLowPrecisionCommands::megatron()
{
    const PlanInput in = inputFor(mixtral8x7b());
    Candidate c = candidateOn(in, QStringLiteral("h100-80"), Precision::Fp8Mixed, 8);
    c.mesh = Mesh{};
    c.mesh.strategy = ShardingStrategy::Zero1;
    c.mesh.expert = 8;
    const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
    const CommandBlock* b = blockOf(ac, QStringLiteral("megatron-lm-moe"));
    QVERIFY(b);
    QCOMPARE(flag(b->flags, QStringLiteral("--bf16")), QStringLiteral("<switch>"));
    QCOMPARE(flag(b->flags, QStringLiteral("--fp8-format")), QStringLiteral("hybrid"));
    QCOMPARE(flag(b->flags, QStringLiteral("--fp8-recipe")), QStringLiteral("delayed"));
    QVERIFY(b->lines.join(QLatin1Char('\n')).contains(QLatin1String("--model.converters=float8")));
    QVERIFY(b->notes.join(QLatin1Char('\n')).contains(QLatin1String("fp8 copy of each linear weight")));
}

void TestLowPrecisionCommands::bf16Unchanged()
{
    const PlanInput in = inputFor(ModelLoader::preset(QStringLiteral("llama-3.1-8b")));
    const Candidate c = candidateOn(in, QStringLiteral("h100-80"), Precision::Bf16Mixed, 8);
    const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
    QVERIFY(!blockOf(ac, QStringLiteral("torchtitan-float8")));
    for (const CommandBlock& b : ac.blocks) {
        QCOMPARE(flag(b.flags, QStringLiteral("--fp8-format")), QStringLiteral("<absent>"));
        QVERIFY(!b.notes.join(QLatin1Char('\n')).contains(QLatin1String("fp8 training")));
    }
    QVERIFY(maxTextQuantizationFlags(c).isEmpty());
    QVERIFY(megatronFp8Flags(c).isEmpty());
    QVERIFY(torchtitanFloat8Arguments(c).isEmpty());
}

void TestLowPrecisionCommands::reportLines()
{
    // through the planner: an fp8 plan on B200 (the H100 has no price row in the catalog) shows both MFUs, the 8-bit
    // share and the fp8 peak with its source
    PlanInput in = inputFor(ModelLoader::preset(QStringLiteral("llama-3.1-8b")));
    in.hardware = QStringList{QStringLiteral("b200")};
    in.gpuDevices = 8;
    in.precisions = {Precision::Fp8Mixed};
    const Catalog& cat = test::builtinCatalog();
    const PlanResult result = Planner(cat).plan(in, QDate(2026, 11, 30));
    QVERIFY(!result.candidates.isEmpty());
    const Report r = buildReport(in, result, cat, QDate(2026, 11, 30));
    auto field = [&](const QString& id) {
        for (const ReportField& f : r.timeCost)
            if (f.id == id)
                return f.value;
        return QString();
    };
    QVERIFY2(field(QStringLiteral("mfu")).contains(QLatin1String("of the fp8 peak")),
             qPrintable(field(QStringLiteral("mfu"))));
    QVERIFY(field(QStringLiteral("low-precision")).contains(QLatin1String("run in fp8")));
    bool peak = false;
    for (const ReportAssumption& a : r.assumptions)
        if (a.id == QLatin1String("peak-low-precision")) {
            peak = a.value.contains(QLatin1String("4,500")) && a.sourceKey == QLatin1String("NV-B200");
            QVERIFY(!a.asOf.isEmpty());
        }
    QVERIFY(peak);
}

QTEST_GUILESS_MAIN(TestLowPrecisionCommands)
#include "TestLowPrecisionCommands.moc"
