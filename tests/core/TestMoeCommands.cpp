// SPDX-License-Identifier: GPL-3.0-or-later
// The MaxText, Megatron-LM and torchtitan settings an MoE plan prints (reference moe.md section 6), the layer-stack
// fields of its report, and that a dense model's commands carry none of them.
#include "CoreHelpers.h"
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "report/MoeCommands.h"
#include "report/Report.h"

#include "MoeModels.h"

#include <QtTest>

using namespace tpuplan;
using namespace tpuplan::test;

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

Candidate candidateOn(const QString& hardware, const Mesh& mesh, int devices = 0)
{
    const Catalog& cat = test::builtinCatalog();
    Candidate c;
    const std::optional<DeviceInfo> d = cat.device(hardware);
    Q_ASSERT(d);
    c.device = devices > 0 ? gpuJob(*d, devices) : *d;
    c.hardware = hardware;
    c.mesh = mesh;
    c.slices = mesh.slices;
    c.batchPerDevice = 1;
    c.accumulation = 1;
    c.precision = Precision::Bf16Mixed;
    c.checkpointing.kind = CheckpointingKind::Full;
    c.steps = 1000;
    c.offering.hardware = hardware;
    c.offering.region = QStringLiteral("us-east5");
    return c;
}
} // namespace

class TestMoeCommands : public QObject
{
    Q_OBJECT
private slots:
    void maxTextFlags_data();
    void maxTextFlags();
    void megatronFlags();
    void layerPattern_data();
    void layerPattern();
    void tpuCommands();
    void gpuCommands();
    void denseCommandsUnchanged();
    void reportModelFields();
};

void TestMoeCommands::maxTextFlags_data()
{
    QTest::addColumn<double>("capacityFactor");
    QTest::addColumn<int>("slices");
    QTest::addColumn<QString>("sparse");
    QTest::addColumn<QString>("megablox");
    QTest::addColumn<QString>("capacity");
    QTest::addColumn<QString>("dcnExpert");
    QTest::addRow("dropless") << 0.0 << 1 << "True"
                              << "True"
                              << "-1"
                              << "<absent>";
    QTest::addRow("dropping 1.25, 2 slices") << 1.25 << 2 << "False"
                                             << "False"
                                             << "1.25"
                                             << "1";
}

void TestMoeCommands::maxTextFlags()
{
    QFETCH(double, capacityFactor);
    QFETCH(int, slices);
    Mesh mesh;
    mesh.strategy = ShardingStrategy::Fsdp;
    mesh.fsdp = 8;
    mesh.expert = 4;
    mesh.slices = slices;
    const QVector<CommandFlag> f = maxTextArchitectureFlags(mixtral8x7b(), mesh, capacityFactor);
    QCOMPARE(flag(f, QStringLiteral("num_experts")), QStringLiteral("8"));
    QCOMPARE(flag(f, QStringLiteral("num_experts_per_tok")), QStringLiteral("2"));
    QCOMPARE(flag(f, QStringLiteral("base_moe_mlp_dim")), QStringLiteral("14336"));
    QCOMPARE(flag(f, QStringLiteral("ici_expert_parallelism")), QStringLiteral("4"));
    QTEST(flag(f, QStringLiteral("dcn_expert_parallelism")), "dcnExpert");
    QTEST(flag(f, QStringLiteral("sparse_matmul")), "sparse");
    QTEST(flag(f, QStringLiteral("megablox")), "megablox");
    QTEST(flag(f, QStringLiteral("capacity_factor")), "capacity");
    // Mixtral: every layer MoE, no shared expert, no MLA
    QCOMPARE(flag(f, QStringLiteral("first_num_dense_layers")), QStringLiteral("<absent>"));
    QCOMPARE(flag(f, QStringLiteral("shared_experts")), QStringLiteral("<absent>"));
    QCOMPARE(flag(f, QStringLiteral("attention_type")), QStringLiteral("<absent>"));

    const QVector<CommandFlag> ds = maxTextArchitectureFlags(deepseekV3(), mesh, capacityFactor);
    QCOMPARE(flag(ds, QStringLiteral("first_num_dense_layers")), QStringLiteral("3"));
    QCOMPARE(flag(ds, QStringLiteral("shared_experts")), QStringLiteral("1"));
    QCOMPARE(flag(ds, QStringLiteral("attention_type")), QStringLiteral("mla"));
    QCOMPARE(flag(ds, QStringLiteral("q_lora_rank")), QStringLiteral("1536"));
    QCOMPARE(flag(ds, QStringLiteral("kv_lora_rank")), QStringLiteral("512"));
    QCOMPARE(flag(ds, QStringLiteral("qk_nope_head_dim")), QStringLiteral("128"));
    QCOMPARE(flag(ds, QStringLiteral("qk_rope_head_dim")), QStringLiteral("64"));
    QCOMPARE(flag(ds, QStringLiteral("v_head_dim")), QStringLiteral("128"));
    QCOMPARE(maxTextDecoderBlock(QStringLiteral("deepseek_v3")), QStringLiteral("deepseek"));
}

void TestMoeCommands::megatronFlags()
{
    Mesh mesh;
    mesh.strategy = ShardingStrategy::Fsdp;
    mesh.fsdp = 2;
    mesh.expert = 8;
    const QVector<CommandFlag> f = megatronArchitectureFlags(mixtral8x7b(), mesh, 0.0);
    QCOMPARE(flag(f, QStringLiteral("--num-experts")), QStringLiteral("8"));
    QCOMPARE(flag(f, QStringLiteral("--moe-router-topk")), QStringLiteral("2"));
    QCOMPARE(flag(f, QStringLiteral("--moe-ffn-hidden-size")), QStringLiteral("14336"));
    QCOMPARE(flag(f, QStringLiteral("--expert-model-parallel-size")), QStringLiteral("8"));
    QCOMPARE(flag(f, QStringLiteral("--moe-grouped-gemm")), QStringLiteral("<switch>"));
    QCOMPARE(flag(f, QStringLiteral("--moe-token-dispatcher-type")), QStringLiteral("alltoall"));
    QCOMPARE(flag(f, QStringLiteral("--moe-expert-capacity-factor")), QStringLiteral("<absent>")); // dropless
    QCOMPARE(flag(f, QStringLiteral("--moe-layer-freq")), QStringLiteral("<absent>")); // every layer MoE
    QCOMPARE(flag(f, QStringLiteral("--multi-latent-attention")), QStringLiteral("<absent>"));
    const QVector<CommandFlag> dropping = megatronArchitectureFlags(mixtral8x7b(), mesh, 1.5);
    QCOMPARE(flag(dropping, QStringLiteral("--moe-expert-capacity-factor")), QStringLiteral("1.5"));

    const QVector<CommandFlag> ds = megatronArchitectureFlags(deepseekV3(), mesh, 0.0);
    QCOMPARE(flag(ds, QStringLiteral("--moe-layer-freq")), QStringLiteral("\"[0]*3+[1]*58\""));
    QCOMPARE(flag(ds, QStringLiteral("--moe-shared-expert-intermediate-size")), QStringLiteral("2048"));
    QCOMPARE(flag(ds, QStringLiteral("--moe-router-enable-expert-bias")), QStringLiteral("<switch>"));
    QCOMPARE(flag(ds, QStringLiteral("--multi-latent-attention")), QStringLiteral("<switch>"));
    QCOMPARE(flag(ds, QStringLiteral("--q-lora-rank")), QStringLiteral("1536"));
    QCOMPARE(flag(ds, QStringLiteral("--kv-lora-rank")), QStringLiteral("512"));
    QCOMPARE(flag(ds, QStringLiteral("--qk-head-dim")), QStringLiteral("128"));
    QCOMPARE(flag(ds, QStringLiteral("--qk-pos-emb-head-dim")), QStringLiteral("64"));
    QCOMPARE(flag(ds, QStringLiteral("--v-head-dim")), QStringLiteral("128"));
}

void TestMoeCommands::layerPattern_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("firstDense");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("pattern");
    QTest::addRow("all MoE") << 32 << 0 << 1 << "1";
    QTest::addRow("deepseek-v3: 3 dense first") << 61 << 3 << 1 << "[0]*3+[1]*58";
    QTest::addRow("every other layer MoE") << 48 << 0 << 2 << "([0]+[1])*24";
    QTest::addRow("every fourth") << 8 << 0 << 4 << "([0]*3+[1])*2";
}

void TestMoeCommands::layerPattern()
{
    QFETCH(int, layers);
    QFETCH(int, firstDense);
    QFETCH(int, step);
    ModelSpec m = mixtral8x7b();
    m.intermediateSize = 8192;
    m.layers = layers;
    m.firstDenseLayers = firstDense;
    m.moeLayerStep = step;
    QTEST(megatronMoeLayerPattern(m), "pattern");
}

void TestMoeCommands::tpuCommands()
{
    const PlanInput in = inputFor(mixtral8x7b());
    Mesh mesh;
    mesh.strategy = ShardingStrategy::Fsdp;
    mesh.fsdp = 8;
    mesh.expert = 4;
    const Candidate c = candidateOn(QStringLiteral("v5p-64"), mesh);
    QCOMPARE(c.device.devices, mesh.devicesPerSlice());
    const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
    for (const char* id : {"maxtext-train", "maxtext-train-compile"}) {
        const CommandBlock* b = ac.block(QString::fromLatin1(id));
        QVERIFY(b);
        QCOMPARE(flag(b->flags, QStringLiteral("decoder_block")), QStringLiteral("mixtral"));
        QCOMPARE(flag(b->flags, QStringLiteral("base_mlp_dim")), QStringLiteral("14336"));
        QCOMPARE(flag(b->flags, QStringLiteral("num_experts")), QStringLiteral("8"));
        QCOMPARE(flag(b->flags, QStringLiteral("ici_expert_parallelism")), QStringLiteral("4"));
        QCOMPARE(flag(b->flags, QStringLiteral("sparse_matmul")), QStringLiteral("True"));
        // every flag is on the command line
        const QString text = b->lines.join(QLatin1Char('\n'));
        for (const CommandFlag& f : b->flags)
            QVERIFY2(text.contains(f.text()), qPrintable(f.text()));
    }
    const QString notes = ac.block(QStringLiteral("maxtext-train"))->notes.join(QLatin1Char(' '));
    QVERIFY(notes.contains(QLatin1String("dropless")));
    QVERIFY(notes.contains(QLatin1String("ici_expert_parallelism=4")));
}

void TestMoeCommands::gpuCommands()
{
    const PlanInput in = inputFor(mixtral8x7b());
    Mesh mesh;
    mesh.strategy = ShardingStrategy::Fsdp;
    mesh.fsdp = 2;
    mesh.expert = 8;
    const Candidate c = candidateOn(QStringLiteral("h100-80"), mesh, 16);
    const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
    const CommandBlock* b = ac.block(QStringLiteral("megatron-lm-moe"));
    QVERIFY(b);
    QVERIFY(!ac.block(QStringLiteral("hf-trainer-clm"))); // the Trainer has no expert parallelism
    QCOMPARE(flag(b->flags, QStringLiteral("--expert-model-parallel-size")), QStringLiteral("8"));
    QCOMPARE(flag(b->flags, QStringLiteral("--num-query-groups")), QStringLiteral("8"));
    QCOMPARE(flag(b->flags, QStringLiteral("--ffn-hidden-size")), QStringLiteral("14336"));
    QCOMPARE(flag(b->flags, QStringLiteral("--untie-embeddings-and-output-weights")), QStringLiteral("<switch>"));
    QCOMPARE(flag(b->flags, QStringLiteral("--normalization")), QStringLiteral("RMSNorm"));
    QCOMPARE(flag(b->flags, QStringLiteral("--use-distributed-optimizer")), QStringLiteral("<switch>"));
    const QString text = b->lines.join(QLatin1Char('\n'));
    for (const CommandFlag& f : b->flags)
        QVERIFY2(text.contains(f.text()), qPrintable(f.text()));
    QVERIFY(text.contains(QLatin1String("--parallelism.expert_parallel_degree=8")));
    QVERIFY(text.contains(QLatin1String("--parallelism.data_parallel_shard_degree=16")));
    QVERIFY(text.contains(QLatin1String("--nnodes 2"))); // 16 H100s: two nodes of 8
}

void TestMoeCommands::denseCommandsUnchanged()
{
    // a dense decoder without a MaxText config keeps the Llama-2 block and gets no MoE or attention keys
    PlanInput in;
    in.setModel(ModelLoader::resolve(QStringLiteral("qwen2.5-7b")));
    in.modelRef = QStringLiteral("qwen2.5-7b");
    Mesh mesh;
    mesh.strategy = ShardingStrategy::Fsdp;
    mesh.fsdp = 4;
    const ActionCommands ac
        = buildActionCommands(in, candidateOn(QStringLiteral("v5p-8"), mesh), test::builtinCatalog());
    const CommandBlock* b = ac.block(QStringLiteral("maxtext-train"));
    QVERIFY(b);
    QCOMPARE(flag(b->flags, QStringLiteral("decoder_block")), QStringLiteral("llama2"));
    QVERIFY(maxTextArchitectureFlags(in.model, mesh, 0.0).isEmpty());
    QVERIFY(megatronArchitectureFlags(in.model, mesh, 0.0).isEmpty());
    for (const char* key : {"num_experts", "ici_expert_parallelism", "sparse_matmul", "capacity_factor"})
        QCOMPARE(flag(b->flags, QString::fromLatin1(key)), QStringLiteral("<absent>"));
}

void TestMoeCommands::reportModelFields()
{
    const PlanInput in = inputFor(deepseekV3());
    PlanResult result; // no candidate: the question section alone
    const Report r = buildReport(in, result, test::builtinCatalog(), QDate(2026, 11, 28));
    const ReportField* stack = r.field(QStringLiteral("layer-stack"));
    QVERIFY(stack);
    QCOMPARE(stack->value, layerStackText(in.model));
    QVERIFY(stack->value.contains(QLatin1String("3 dense + 58 MoE")));
    const ParameterBreakdown pb = parameterBreakdown(in.model);
    const ReportField* split = r.field(QStringLiteral("parameter-split"));
    QVERIFY(split);
    QVERIFY(split->value.contains(QLocale().toString(pb.routedExperts)));
    const ReportField* active = r.field(QStringLiteral("active-parameters"));
    QVERIFY(active);
    QVERIFY(active->value.startsWith(QLocale().toString(activeParameters(in.model).withEmbeddings)));
    // a dense model's question has none of them
    PlanInput dense;
    dense.setModel(ModelLoader::resolve(QStringLiteral("llama-3.1-8b")));
    const Report d = buildReport(dense, result, test::builtinCatalog(), QDate(2026, 11, 28));
    QVERIFY(!d.field(QStringLiteral("layer-stack")));
    QVERIFY(!d.field(QStringLiteral("parameter-split")));
}

QTEST_GUILESS_MAIN(TestMoeCommands)
#include "TestMoeCommands.moc"
