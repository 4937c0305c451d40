// SPDX-License-Identifier: GPL-3.0-or-later
// The report of a sharded plan (issue #17): every candidate's job, mesh, offload and step bound in the candidate
// table; the chosen one's sharding, full-replica states, sharding buffers, host memory and communication time; the
// MaxText mesh, remat and offload flags with values equal to the candidate's and the train_compile command for its
// slice; the DeepSpeed ZeRO configuration and launcher for GPU jobs; the CSV and JSON columns; the seed encoder's
// report without any of it.
#include "CoreHelpers.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"
#include "report/ReportFormats.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 1);
const QString kFsdpPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/llama-3.1-8b-fsdp.yaml");
const QString kSeedPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml");

struct Built
{
    PlanInput input;
    PlanResult result;
    Report report;
};

Built build(const PlanInput& in, int chosen = 0)
{
    Built b;
    b.input = in;
    b.result = Planner(test::builtinCatalog()).plan(in, kToday);
    b.report = buildReport(in, b.result, test::builtinCatalog(), kToday, chosen);
    return b;
}

// The Llama plan of examples/ on TPUs only (the GPUs are tested below with an explicit job).
PlanInput llamaTpuInput()
{
    PlanInput in = PlanFile::read(kFsdpPlan);
    in.includeGpus = false;
    return in;
}

PlanInput llamaGpuInput(ShardingStrategy strategy, int gpus)
{
    PlanInput in = PlanFile::read(kFsdpPlan);
    in.generations.clear();
    in.includeGpus = false;
    in.hardware = QStringList{QStringLiteral("a100-80")};
    in.sharding = strategy;
    in.gpuDevices = gpus;
    return in;
}

QString flagValue(const CommandBlock& b, const QString& name)
{
    for (const CommandFlag& f : b.flags)
        if (f.name == name)
            return f.value;
    return QStringLiteral("<absent>");
}

QString fieldValue(const Report& r, const QString& id)
{
    const ReportField* f = r.field(id);
    return f ? f->value : QStringLiteral("<absent>");
}

// The keys of MaxText's src/MaxText/configs/base.yml the two MaxText blocks may emit, and train_compile's own.
const QStringList& maxTextKeys()
{
    static const QStringList k{
        "run_name", "base_output_directory", "dataset_path", "tokenizer_path", "model_name", "load_parameters_path",
        "per_device_batch_size", "max_target_length", "gradient_accumulation_steps", "ici_data_parallelism",
        "ici_fsdp_parallelism", "ici_tensor_parallelism", "dcn_data_parallelism", "remat_policy", "decoder_layer_input",
        "optimizer_memory_host_offload", "parameter_memory_host_offload", "attention", "dtype", "weight_dtype",
        "num_vocab_tiling", "steps", "enable_checkpointing", "checkpoint_period", "compile_topology",
        "compile_topology_num_slices",
        // the pipeline's (src/maxtext/configs/base.yml; reference longctx.md section 2.4)
        "ici_pipeline_parallelism", "dcn_pipeline_parallelism", "num_pipeline_microbatches", "num_pipeline_repeats"};
    return k;
}

QString expectedRemat(const Candidate& c)
{
    if (c.offload.activations) {
        if (c.checkpointing.kind == CheckpointingKind::SaveQkvProj)
            return QStringLiteral("qkv_proj_offloaded");
        if (c.checkpointing.kind == CheckpointingKind::Minimal)
            return QStringLiteral("minimal_offloaded");
        return QStringLiteral("custom");
    }
    switch (c.checkpointing.kind) {
    case CheckpointingKind::None:
        return QStringLiteral("none");
    case CheckpointingKind::SaveQkvProj:
        return QStringLiteral("save_qkv_proj");
    case CheckpointingKind::Minimal:
        return QStringLiteral("minimal");
    case CheckpointingKind::SaveDotExceptMlp:
        return QStringLiteral("save_dot_except_mlp");
    default:
        return QStringLiteral("full");
    }
}
} // namespace

class TestReportSharding : public QObject
{
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanupTestCase() { QLocale::setDefault(QLocale::c()); }

    // every TPU candidate's MaxText command carries its mesh, remat, offload and batch; train_compile the same program
    // for its slice
    void maxTextFlagsMatchTheCandidate()
    {
        const PlanInput in = llamaTpuInput();
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        bool sharded = false;
        for (const Candidate& c : result.candidates) {
            QVERIFY(c.device.isTpu);
            sharded = sharded || c.mesh.strategy != ShardingStrategy::Replicate;
            const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
            const CommandBlock* mt = ac.block(QStringLiteral("maxtext-train"));
            const CommandBlock* cc = ac.block(QStringLiteral("maxtext-train-compile"));
            QVERIFY(mt && cc);
            for (const CommandBlock* b : {mt, cc}) {
                const QString text = b->lines.join(QLatin1Char('\n'));
                QCOMPARE(flagValue(*b, QStringLiteral("ici_fsdp_parallelism")), QString::number(c.mesh.fsdp));
                QCOMPARE(flagValue(*b, QStringLiteral("ici_tensor_parallelism")), QString::number(c.mesh.tensor));
                QCOMPARE(flagValue(*b, QStringLiteral("ici_data_parallelism")),
                         c.mesh.data > 1 ? QString::number(c.mesh.data) : QStringLiteral("<absent>"));
                QCOMPARE(flagValue(*b, QStringLiteral("dcn_data_parallelism")), QString::number(c.mesh.slices));
                // MaxText's per-device count: the batch group's sequences over its devices (a pipeline's stages)
                QCOMPARE(flagValue(*b, QStringLiteral("per_device_batch_size")),
                         QString::number(c.perDeviceBatch(), 'g', 6));
                QCOMPARE(flagValue(*b, QStringLiteral("ici_pipeline_parallelism")),
                         c.mesh.stage > 1 ? QString::number(c.mesh.stage) : QStringLiteral("<absent>"));
                QCOMPARE(flagValue(*b, QStringLiteral("gradient_accumulation_steps")), QString::number(c.accumulation));
                QCOMPARE(flagValue(*b, QStringLiteral("remat_policy")), expectedRemat(c));
                QCOMPARE(flagValue(*b, QStringLiteral("optimizer_memory_host_offload")),
                         c.offload.optimizer ? QStringLiteral("True") : QStringLiteral("<absent>"));
                QCOMPARE(flagValue(*b, QStringLiteral("parameter_memory_host_offload")),
                         c.offload.params ? QStringLiteral("True") : QStringLiteral("<absent>"));
                QCOMPARE(flagValue(*b, QStringLiteral("model_name")), QStringLiteral("llama3.1-8b"));
                QCOMPARE(flagValue(*b, QStringLiteral("max_target_length")), QStringLiteral("8192"));
                // the ici axes multiply to the chips of one slice
                QCOMPARE(c.mesh.devicesPerSlice(), c.device.devices);
                for (const CommandFlag& f : b->flags) {
                    QVERIFY2(text.contains(f.text()), qPrintable(f.text()));
                    QVERIFY2(maxTextKeys().contains(f.name), qPrintable(f.name));
                }
            }
            QVERIFY(mt->lines.join(QLatin1Char('\n')).contains(QLatin1String("python3 -m MaxText.train ")));
            QVERIFY(cc->lines.join(QLatin1Char('\n'))
                        .contains(QLatin1String("python3 -m MaxText.train_compile src/MaxText/configs/base.yml \\")));
            QString topology = c.hardware;
            topology.replace(QLatin1String("v5litepod-"), QLatin1String("v5e-"));
            QCOMPARE(flagValue(*cc, QStringLiteral("compile_topology")), topology);
            QCOMPARE(flagValue(*cc, QStringLiteral("compile_topology_num_slices")), QString::number(c.mesh.slices));
            // train_compile checks the program train.py runs: every flag of the compile command but the topology is
            // in the training command with the same value
            for (const CommandFlag& f : cc->flags)
                if (!f.name.startsWith(QLatin1String("compile_topology")))
                    QCOMPARE(flagValue(*mt, f.name), f.value);
        }
        QVERIFY(sharded); // a full replica of Llama 3.1 8B's states fits no TPU chip: the planner shards
    }

    void reportPrintsTheMesh()
    {
        const Built b = build(llamaTpuInput());
        const Report& r = b.report;
        QVERIFY(r.chosen);
        const Candidate& c = *r.chosen;
        QCOMPARE(fieldValue(r, QStringLiteral("job")), jobText(c));
        QVERIFY(fieldValue(r, QStringLiteral("mesh")).contains(meshText(c.mesh)));
        QVERIFY(fieldValue(r, QStringLiteral("mesh")).contains(shardingStrategyLabel(c.mesh.strategy)));
        QVERIFY(r.field(QStringLiteral("offload")));
        QVERIFY(r.field(QStringLiteral("full-replica")));
        QVERIFY(fieldValue(r, QStringLiteral("host-memory")) != QLatin1String("<absent>"));
        QVERIFY(r.field(QStringLiteral("compute-seconds")));
        QVERIFY(r.field(QStringLiteral("communication-seconds")));
        QVERIFY(r.field(QStringLiteral("exposed-communication")));
        QVERIFY(fieldValue(r, QStringLiteral("bound")).startsWith(QStringLiteral("compute"))
                || fieldValue(r, QStringLiteral("bound")).startsWith(QStringLiteral("communication"))
                || fieldValue(r, QStringLiteral("bound")).startsWith(QStringLiteral("host transfer")));

        // the candidate table: a job, a mesh with its offload, and the bound among the remarks of every row
        const int mesh = r.runnersUp.header.indexOf(QStringLiteral("Sharding"));
        QVERIFY(mesh > 0);
        for (int i = 0; i < b.result.candidates.size(); ++i) {
            const Candidate& k = b.result.candidates[i];
            const QStringList& row = r.runnersUp.rows[i];
            QCOMPARE(row.size(), r.runnersUp.header.size());
            QCOMPARE(row.value(1), jobText(k));
            QVERIFY(row.value(mesh).startsWith(shardingStrategyLabel(k.mesh.strategy) + QStringLiteral(": ")
                                               + meshText(k.mesh)));
            QCOMPARE(row.value(mesh).contains(QLatin1String("; offload: ")), k.offload.any());
            QVERIFY(row.last().endsWith(stepBoundId(k.step.bound) + QStringLiteral("-bound")));
        }

        // the memory table adds up: the components (not the "of which" lines) sum to the total
        double sum = 0;
        QLocale loc;
        for (const QStringList& row : r.memory.rows.mid(0, r.memory.rows.size() - 1))
            if (!row.first().startsWith(QLatin1String("of which")))
                sum += loc.toDouble(row.value(1).section(QLatin1Char(' '), 0, 0));
        const double total = loc.toDouble(r.memory.rows.last().value(1).section(QLatin1Char(' '), 0, 0));
        QVERIFY2(std::abs(sum - total) < 0.05, qPrintable(QStringLiteral("%1 vs %2").arg(sum).arg(total)));
        if (c.memory.memory.sharding > 0) {
            QStringList labels;
            for (const QStringList& row : r.memory.rows)
                labels << row.first();
            QVERIFY(labels.join(QLatin1Char('|')).contains(QLatin1String("Sharding buffers")));
        }

        for (const QString& text : {toMarkdown(r), toHtml(r)}) {
            QVERIFY(text.contains(QStringLiteral("ici_fsdp_parallelism=%1").arg(c.mesh.fsdp)));
            QVERIFY(text.contains(QLatin1String("MaxText.train_compile")));
            QVERIFY(text.contains(meshText(c.mesh).toHtmlEscaped()));
        }
    }

    void multisliceUsesQueuedResources()
    {
        PlanInput in = llamaTpuInput();
        in.generations.clear();
        in.hardware = QStringList{QStringLiteral("v6e-8")};
        in.slices = 2;
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        const Candidate& c = result.candidates.first();
        QCOMPARE(c.mesh.slices, 2);
        QCOMPARE(jobText(c), QStringLiteral("2 × v6e-8"));
        const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
        const QString gcloud = ac.block(QStringLiteral("gcloud-tpu"))->lines.join(QLatin1Char('\n'));
        QVERIFY(gcloud.contains(QLatin1String("gcloud compute tpus queued-resources create")));
        QVERIFY(gcloud.contains(QLatin1String("--node-count=2")));
        QCOMPARE(flagValue(*ac.block(QStringLiteral("maxtext-train")), QStringLiteral("dcn_data_parallelism")),
                 QStringLiteral("2"));
        const CommandBlock* cc = ac.block(QStringLiteral("maxtext-train-compile"));
        QCOMPARE(flagValue(*cc, QStringLiteral("compile_topology")), QStringLiteral("v6e-8"));
        QCOMPARE(flagValue(*cc, QStringLiteral("compile_topology_num_slices")), QStringLiteral("2"));
    }

    void activationOffloadPicksAnOffloadingPolicy_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("policy");
        QTest::newRow("save_qkv_proj") << int(CheckpointingKind::SaveQkvProj) << "qkv_proj_offloaded";
        QTest::newRow("minimal") << int(CheckpointingKind::Minimal) << "minimal_offloaded";
        QTest::newRow("full") << int(CheckpointingKind::Full) << "custom";
    }
    void activationOffloadPicksAnOffloadingPolicy()
    {
        QFETCH(int, kind);
        QFETCH(QString, policy);
        PlanInput in = llamaTpuInput();
        in.generations.clear();
        in.hardware = QStringList{QStringLiteral("v6e-8")};
        in.checkpointing = {CheckpointingKind(kind)};
        in.sharding = ShardingStrategy::Fsdp;
        in.offload = Offload{true, true, true};
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        const Candidate& c = result.candidates.first();
        QVERIFY(c.offload.activations);
        const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
        const CommandBlock* mt = ac.block(QStringLiteral("maxtext-train"));
        QVERIFY(mt);
        QCOMPARE(flagValue(*mt, QStringLiteral("remat_policy")), policy);
        QCOMPARE(flagValue(*mt, QStringLiteral("decoder_layer_input")),
                 policy == QLatin1String("custom") ? QStringLiteral("offload") : QStringLiteral("<absent>"));
        QCOMPARE(flagValue(*mt, QStringLiteral("optimizer_memory_host_offload")), QStringLiteral("True"));
        QCOMPARE(flagValue(*mt, QStringLiteral("parameter_memory_host_offload")), QStringLiteral("True"));
    }

    void gpuZeroGivesTheDeepSpeedStage_data()
    {
        QTest::addColumn<int>("strategy");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("stage");
        QTest::addColumn<QString>("launcher");
        QTest::newRow("zero1 x8") << int(ShardingStrategy::Zero1) << 8 << "1"
                                  << "deepspeed --num_gpus 8 ";
        QTest::newRow("zero2 x8") << int(ShardingStrategy::Zero2) << 8 << "2"
                                  << "deepspeed --num_gpus 8 ";
        QTest::newRow("fsdp x8") << int(ShardingStrategy::Fsdp) << 8 << "3"
                                 << "deepspeed --num_gpus 8 ";
        QTest::newRow("fsdp x16") << int(ShardingStrategy::Fsdp) << 16 << "3"
                                  << "torchrun --nproc_per_node 8 --nnodes 2 ";
    }
    void gpuZeroGivesTheDeepSpeedStage()
    {
        QFETCH(int, strategy);
        QFETCH(int, gpus);
        QFETCH(QString, stage);
        QFETCH(QString, launcher);
        const PlanInput in = llamaGpuInput(ShardingStrategy(strategy), gpus);
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        const Candidate& c = result.candidates.first();
        QCOMPARE(c.device.devices, gpus);
        QCOMPARE(int(c.mesh.strategy), strategy);
        const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
        QVERIFY(!ac.block(QStringLiteral("torchtune")));
        const CommandBlock* ds = ac.block(QStringLiteral("deepspeed-config"));
        QVERIFY(ds);
        QCOMPARE(flagValue(*ds, QStringLiteral("zero_optimization.stage")), stage);
        QCOMPARE(flagValue(*ds, QStringLiteral("train_micro_batch_size_per_gpu")), QString::number(c.batchPerDevice));
        QCOMPARE(flagValue(*ds, QStringLiteral("gradient_accumulation_steps")), QString::number(c.accumulation));
        QCOMPARE(flagValue(*ds, QStringLiteral("bf16.enabled")), QStringLiteral("true"));
        QCOMPARE(flagValue(*ds, QStringLiteral("zero_optimization.offload_optimizer.device")),
                 c.offload.optimizer ? QStringLiteral("cpu") : QStringLiteral("<absent>"));
        const QString config = ds->lines.join(QLatin1Char('\n'));
        QVERIFY(config.contains(QStringLiteral("\"stage\": ") + stage));
        QVERIFY(config.contains(QStringLiteral("\"train_micro_batch_size_per_gpu\": %1,").arg(c.batchPerDevice)));
        const CommandBlock* hf = ac.block(QStringLiteral("hf-trainer-clm"));
        QVERIFY(hf);
        QCOMPARE(flagValue(*hf, QStringLiteral("--deepspeed")), QStringLiteral("ds_config.json"));
        QVERIFY(hf->lines.join(QLatin1Char('\n')).contains(launcher));
        // the VMs of the job: eight GPUs per node
        const QString gcloud = ac.block(QStringLiteral("gcloud-gpu"))->lines.join(QLatin1Char('\n'));
        QVERIFY(gcloud.contains(QLatin1String("a2-ultragpu-8g")));
        QCOMPARE(fieldValue(buildReport(in, result, test::builtinCatalog(), kToday), QStringLiteral("job")),
                 QStringLiteral("%1 × a100-80").arg(gpus));
    }

    // FSDP in groups of 8 over 16 GPUs (data 2 × fsdp 8): ZeRO-3 with MiCS shards within the groups
    void hybridShardingUsesMics()
    {
        PlanInput in = llamaGpuInput(ShardingStrategy::Fsdp, 16);
        in.fsdp = 8;
        in.tensorParallel = 1;
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        const Candidate& c = result.candidates.first();
        QCOMPARE(c.mesh.data, 2);
        QCOMPARE(c.mesh.fsdp, 8);
        const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
        const CommandBlock* ds = ac.block(QStringLiteral("deepspeed-config"));
        QVERIFY(ds);
        QCOMPARE(flagValue(*ds, QStringLiteral("zero_optimization.stage")), QStringLiteral("3"));
        QCOMPARE(flagValue(*ds, QStringLiteral("zero_optimization.mics_shard_size")), QStringLiteral("8"));
        QVERIFY(ds->lines.join(QLatin1Char('\n')).contains(QLatin1String("\"mics_shard_size\": 8")));
    }

    void replicatedGpusRunDdp()
    {
        PlanInput in = llamaGpuInput(ShardingStrategy::Replicate, 8);
        in.offload = Offload{};
        in.model = ModelLoader::resolve(QStringLiteral("gpt2"));
        in.modelRef = QStringLiteral("gpt2");
        in.seqLen = 1024;
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        const Candidate& c = result.candidates.first();
        QCOMPARE(c.device.devices, 8);
        const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
        QVERIFY(!ac.block(QStringLiteral("deepspeed-config")));
        const CommandBlock* hf = ac.block(QStringLiteral("hf-trainer-clm"));
        QVERIFY(hf);
        QVERIFY(hf->lines.join(QLatin1Char('\n')).contains(QLatin1String("torchrun --nproc_per_node 8 ")));
        QCOMPARE(flagValue(*hf, QStringLiteral("--deepspeed")), QStringLiteral("<absent>"));
    }

    void jsonAndCsvCarryTheSharding()
    {
        const Built b = build(llamaTpuInput());
        const QJsonObject o = reportJsonObject(b.input, b.result, b.report);
        const QJsonObject chosen = o.value(QStringLiteral("chosen")).toObject();
        const Candidate& c = *b.report.chosen;
        const QJsonObject sharding = chosen.value(QStringLiteral("sharding")).toObject();
        QCOMPARE(sharding.value(QStringLiteral("strategy")).toString(), shardingStrategyId(c.mesh.strategy));
        QCOMPARE(sharding.value(QStringLiteral("fsdp")).toInt(), c.mesh.fsdp);
        QCOMPARE(sharding.value(QStringLiteral("tensor")).toInt(), c.mesh.tensor);
        QVERIFY(chosen.contains(QStringLiteral("communication_seconds")));
        QCOMPARE(chosen.value(QStringLiteral("bound")).toString(), stepBoundId(c.step.bound));
        const QJsonObject detail = o.value(QStringLiteral("chosen_detail")).toObject();
        QCOMPARE(detail.value(QStringLiteral("job")).toString(), jobText(c));
        QCOMPARE(detail.value(QStringLiteral("mesh")).toString(), meshText(c.mesh));
        const QJsonArray blocks
            = o.value(QStringLiteral("commands")).toObject().value(QStringLiteral("blocks")).toArray();
        QStringList ids;
        for (const QJsonValue& v : blocks)
            ids << v.toObject().value(QStringLiteral("id")).toString();
        QVERIFY(ids.contains(QStringLiteral("maxtext-train-compile")));

        bool csvOk = false;
        const QVector<QStringList> rows = test::parseCsv(toCsv(b.result), &csvOk);
        QVERIFY(csvOk && rows.size() >= 2);
        const QStringList& header = rows.first();
        QCOMPARE(header, csvHeader());
        const int job = header.indexOf(QStringLiteral("job"));
        QVERIFY(job > 0);
        const QStringList& row = rows.at(1);
        const Candidate& first = b.result.candidates.first();
        QCOMPARE(row.value(job), jobText(first));
        QCOMPARE(row.value(header.indexOf(QStringLiteral("sharding"))), shardingStrategyId(first.mesh.strategy));
        QCOMPARE(row.value(header.indexOf(QStringLiteral("mesh_fsdp"))), QString::number(first.mesh.fsdp));
        QCOMPARE(row.value(header.indexOf(QStringLiteral("bound"))), stepBoundId(first.step.bound));
    }

    // an encoder sharded on request: its scripts replicate, and the notes say so
    void shardedEncoderScriptsSayTheyReplicate()
    {
        PlanInput in = PlanFile::read(kSeedPlan);
        in.sharding = ShardingStrategy::Fsdp;
        const Built b = build(in);
        QVERIFY(b.report.chosen);
        QCOMPARE(b.report.chosen->mesh.strategy, ShardingStrategy::Fsdp);
        QVERIFY(b.report.runnersUp.header.contains(QStringLiteral("Sharding")));
        bool noted = false;
        for (const CommandBlock& blk : b.report.commands.blocks)
            noted = noted || blk.notes.join(QLatin1Char(' ')).contains(QLatin1String("keeps a full replica"));
        QVERIFY(noted);
    }

    // the seed encoder (one replicated slice) reads as before: no sharding column, field or command
    void seedEncoderReportHasNoShardingLines()
    {
        const Built b = build(PlanFile::read(kSeedPlan));
        const Report& r = b.report;
        QVERIFY(r.chosen);
        QVERIFY(!r.runnersUp.header.contains(QStringLiteral("Sharding")));
        for (const QStringList& row : r.runnersUp.rows)
            QVERIFY(!row.last().contains(QLatin1String("-bound")));
        for (const char* id : {"job", "mesh", "offload", "full-replica", "host-memory", "bound", "compute-seconds"})
            QVERIFY2(!r.field(QLatin1String(id)), id);
        for (int i = 0; i < b.result.candidates.size(); ++i)
            QCOMPARE(r.runnersUp.rows[i].value(1), b.result.candidates[i].hardware);
        QVERIFY(!r.commands.block(QStringLiteral("maxtext-train-compile")));
        QVERIFY(!r.commands.block(QStringLiteral("deepspeed-config")));
    }
};

QTEST_GUILESS_MAIN(TestReportSharding)
#include "TestReportSharding.moc"
