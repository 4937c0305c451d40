// SPDX-License-Identifier: GPL-3.0-or-later
// The report of a decoder plan (issue #16): the model kind and exact parameter count with its breakdown, the
// fine-tuning mode, the loss chunks, the attention kernel of every candidate, the head's logits and the adapters as
// their own memory lines; the training command (MaxText on TPUs, torchtune or the Hugging Face Trainer on GPUs) with
// flags named as the tools spell them and values equal to the candidate's; every writer; the JSON keys documented.
#include "CoreHelpers.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"
#include "report/ReportFormats.h"
#include "util/Format.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {
const QDate kToday(2026, 11, 1);

PlanInput decoderInput(const QString& model, const QString& hardware, FinetuneMode mode)
{
    PlanInput in;
    in.modelRef = model;
    in.setModel(ModelLoader::resolve(model));
    in.seqLen = 2048;
    in.globalBatch = 16;
    in.steps = 1000;
    in.hardware = QStringList{hardware};
    in.pricing = {PricingModel::OnDemand};
    in.precisions = {Precision::Bf16Mixed};
    in.finetune = mode;
    in.loraRank = 16;
    in.lossChunks = 8;
    return in;
}

struct Built
{
    PlanInput input;
    PlanResult result;
    Report report;
};

Built build(const PlanInput& in)
{
    Built b;
    b.input = in;
    b.result = Planner(test::builtinCatalog()).plan(in, kToday);
    b.report = buildReport(in, b.result, test::builtinCatalog(), kToday);
    return b;
}

QString flagValue(const CommandBlock& b, const QString& name)
{
    for (const CommandFlag& f : b.flags)
        if (f.name == name)
            return f.value;
    return QStringLiteral("<absent>");
}

// The keys each tool defines (MaxText src/MaxText/configs/base.yml; torchtune recipe configs; transformers
// TrainingArguments and run_clm.py): the report may emit no other.
const QHash<QString, QStringList>& knownFlags()
{
    static const QHash<QString, QStringList> k{
        {QStringLiteral("maxtext-train"),
         QStringList{"run_name", "base_output_directory", "dataset_path", "tokenizer_path", "model_name",
                     "decoder_block", "base_num_decoder_layers", "base_emb_dim", "base_num_query_heads",
                     "base_num_kv_heads", "head_dim", "base_mlp_dim", "vocab_size", "load_parameters_path",
                     "per_device_batch_size", "max_target_length", "gradient_accumulation_steps",
                     "ici_data_parallelism", "ici_fsdp_parallelism", "ici_tensor_parallelism", "dcn_data_parallelism",
                     // a pipeline candidate's (PipelineCommands.h)
                     "ici_pipeline_parallelism", "dcn_pipeline_parallelism", "num_pipeline_microbatches",
                     "num_pipeline_repeats", "remat_policy", "decoder_layer_input", "optimizer_memory_host_offload",
                     "parameter_memory_host_offload", "attention", "dtype", "weight_dtype", "num_vocab_tiling", "steps",
                     "enable_checkpointing", "checkpoint_period"}},
        {QStringLiteral("torchtune"),
         QStringList{"output_dir", "checkpointer.checkpoint_dir", "tokenizer.path", "tokenizer.max_seq_len",
                     "batch_size", "gradient_accumulation_steps", "enable_activation_checkpointing", "dtype",
                     "model.lora_rank", "model.lora_alpha", "model.lora_attn_modules", "model.apply_lora_to_mlp",
                     "epochs", "max_steps_per_epoch"}},
        {QStringLiteral("hf-trainer-clm"),
         QStringList{"--model_name_or_path", "--train_file", "--do_train", "--output_dir", "--block_size",
                     "--per_device_train_batch_size", "--gradient_accumulation_steps", "--gradient_checkpointing",
                     "--bf16", "--fp16", "--torch_dtype", "--optim", "--max_steps", "--save_steps",
                     "--save_total_limit", "--deepspeed"}},
    };
    return k;
}

void checkFlagsKnown(const ActionCommands& ac)
{
    for (const CommandBlock& blk : ac.blocks) {
        if (!knownFlags().contains(blk.id))
            continue;
        QVERIFY2(!blk.target.isEmpty(), qPrintable(blk.id));
        const QString text = blk.lines.join(QLatin1Char('\n'));
        for (const CommandFlag& f : blk.flags) {
            QVERIFY2(knownFlags().value(blk.id).contains(f.name), qPrintable(blk.id + QLatin1Char(' ') + f.name));
            QVERIFY2(text.contains(f.name), qPrintable(f.name));
        }
    }
}

QString memoryRow(const Report& r, const QString& labelStart)
{
    for (const QStringList& row : r.memory.rows)
        if (row.first().startsWith(labelStart))
            return row.value(1);
    return QString();
}
} // namespace

class TestReportDecoder : public QObject
{
    Q_OBJECT
private slots:
    // English numbers with group separators, as a person reads them
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanupTestCase() { QLocale::setDefault(QLocale::c()); }

    void questionStatesModelAndMode_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("finetune");
        QTest::newRow("full") << int(FinetuneMode::Full) << "full (every weight trains)";
        QTest::newRow("lora") << int(FinetuneMode::Lora)
                              << "LoRA rank 16 on the query and value projections (frozen base weights)";
    }
    void questionStatesModelAndMode()
    {
        QFETCH(int, mode);
        QFETCH(QString, finetune);
        const Built b
            = build(decoderInput(QStringLiteral("llama-3.1-8b"), QStringLiteral("v5p-8"), FinetuneMode(mode)));
        const Report& r = b.report;
        QVERIFY(r.chosen);
        QCOMPARE(r.field(QStringLiteral("model-kind"))->value, QStringLiteral("decoder (causal language model)"));
        // the exact count of llm.md section 1.1 and its breakdown
        QCOMPARE(r.field(QStringLiteral("parameters"))->value,
                 QStringLiteral("8,030,261,248 (embeddings 525,336,576, layers 6,979,584,000, head 525,340,672)"));
        QCOMPARE(r.field(QStringLiteral("finetune"))->value, finetune);
        QVERIFY(r.field(QStringLiteral("loss-chunks"))->value.startsWith(QLatin1String("8 ")));
        QCOMPARE(r.field(QStringLiteral("attention-kernel"))->value, QStringLiteral("splash attention (Pallas)"));
    }

    void encoderReportHasNoDecoderLines()
    {
        PlanInput in = decoderInput(QStringLiteral("roberta-base"), QStringLiteral("v3-8"), FinetuneMode::Full);
        in.seqLen = 128;
        in.lossChunks = 1;
        const Built b = build(in);
        QVERIFY(!b.report.field(QStringLiteral("model-kind")));
        QVERIFY(!b.report.field(QStringLiteral("finetune")));
        QVERIFY(!b.report.field(QStringLiteral("attention-kernel")));
        QVERIFY(!b.report.runnersUp.header.contains(QStringLiteral("Attention kernel")));
        QVERIFY(memoryRow(b.report, QStringLiteral("of which")).isEmpty());
    }

    void attentionKernelPerCandidate()
    {
        PlanInput in = decoderInput(QStringLiteral("llama-3.1-8b"), QString(), FinetuneMode::Lora);
        in.hardware = QStringList{QStringLiteral("v5p-8"), QStringLiteral("a100-80"), QStringLiteral("v100-32")};
        in.checkpointing = {CheckpointingKind::Full}; // few candidates per device: all three devices in the table
        const Built b = build(in);
        const int col = b.report.runnersUp.header.indexOf(QStringLiteral("Attention kernel"));
        QVERIFY(col > 0);
        QCOMPARE(b.report.runnersUp.rows.size(), b.result.candidates.size());
        QSet<QString> kernels;
        for (int i = 0; i < b.result.candidates.size(); ++i) {
            const Candidate& c = b.result.candidates[i];
            const QString expected = attentionKernelName(resolvedAttention(in.model, in.attention, c.device), c.device);
            QCOMPARE(b.report.runnersUp.rows[i].value(col), expected);
            QCOMPARE(b.report.runnersUp.rows[i].size(), b.report.runnersUp.header.size());
            kernels.insert(expected);
        }
        QVERIFY(kernels.size() >= 2); // splash on the TPU, FlashAttention-2 on the A100, eager on the V100
    }

    void memoryLinesForLogitsAndAdapters_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("full") << int(FinetuneMode::Full);
        QTest::newRow("lora") << int(FinetuneMode::Lora);
    }
    void memoryLinesForLogitsAndAdapters()
    {
        QFETCH(int, mode);
        const Built b
            = build(decoderInput(QStringLiteral("llama-3.1-8b"), QStringLiteral("v5p-8"), FinetuneMode(mode)));
        const Report& r = b.report;
        QVERIFY(r.chosen);
        const Candidate& c = *r.chosen;
        const QLocale loc;
        QCOMPARE(memoryRow(r, QStringLiteral("of which logits")),
                 formatGiB(c.memory.activation.logits * c.memory.activation.factor, loc, 2));
        QVERIFY(r.field(QStringLiteral("logits"))->value.contains(QLatin1String("one of 8 loss chunks")));
        const bool lora = FinetuneMode(mode) == FinetuneMode::Lora;
        QCOMPARE(!memoryRow(r, QStringLiteral("of which adapters")).isEmpty(), lora);
        QCOMPARE(!memoryRow(r, QStringLiteral("of which frozen base")).isEmpty(), lora);
        QCOMPARE(r.field(QStringLiteral("adapters")) != nullptr, lora);
        if (lora) {
            const AdapterDetail& ad = c.memory.adapters;
            QCOMPARE(memoryRow(r, QStringLiteral("of which adapters")),
                     formatGiB(ad.adapterWeights + ad.adapterGradients + ad.adapterOptimizerStates, loc, 2));
            // r=16 on q and v of 32 layers: 32 * 16 * ((4096 + 4096) + (4096 + 1024))
            QCOMPARE(ad.adapterParameters, qint64(6815744));
            QVERIFY(r.field(QStringLiteral("adapters"))->value.startsWith(QLatin1String("6,815,744 parameters")));
        }
        // the "of which" lines are inside the components: the total is still their sum
        QCOMPARE(r.memory.rows.last().value(1), formatGiB(c.memory.memory.total(), loc, 2));
    }

    void maxTextCommandForTpu_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("full") << int(FinetuneMode::Full);
        QTest::newRow("lora") << int(FinetuneMode::Lora);
    }
    void maxTextCommandForTpu()
    {
        QFETCH(int, mode);
        PlanInput in = decoderInput(QStringLiteral("llama-3.1-8b"), QStringLiteral("v5p-8"), FinetuneMode(mode));
        in.checkpointing = {CheckpointingKind::None, CheckpointingKind::Full, CheckpointingKind::Minimal,
                            CheckpointingKind::SaveQkvProj, CheckpointingKind::SaveDotExceptMlp};
        in.precisions = {Precision::Bf16Mixed, Precision::Bf16};
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        const QMap<int, QString> remat{{int(CheckpointingKind::None), "none"},
                                       {int(CheckpointingKind::Full), "full"},
                                       {int(CheckpointingKind::Minimal), "minimal"},
                                       {int(CheckpointingKind::SaveQkvProj), "save_qkv_proj"},
                                       {int(CheckpointingKind::SaveDotExceptMlp), "save_dot_except_mlp"}};
        for (const Candidate& c : result.candidates) {
            const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
            QVERIFY(ac.block(QStringLiteral("gcloud-tpu")));
            QVERIFY(!ac.block(QStringLiteral("hf-trainer"))); // run_mlm.py is for encoders
            QVERIFY(!ac.block(QStringLiteral("hf-tf-tpu-run-mlm")));
            const CommandBlock* mt = ac.block(QStringLiteral("maxtext-train"));
            QVERIFY(mt);
            checkFlagsKnown(ac);
            QVERIFY(mt->lines.join(QLatin1Char('\n'))
                        .contains(QLatin1String("python3 -m MaxText.train src/MaxText/configs/base.yml \\")));
            QCOMPARE(flagValue(*mt, QStringLiteral("model_name")), QStringLiteral("llama3.1-8b"));
            // MaxText's per-device batch: a pipeline's batch over its stages (TrainingConfig::perDeviceBatch)
            QCOMPARE(flagValue(*mt, QStringLiteral("per_device_batch_size")),
                     QString::number(double(c.batchPerDevice) / c.mesh.stage));
            QCOMPARE(flagValue(*mt, QStringLiteral("max_target_length")), QStringLiteral("2048"));
            QCOMPARE(flagValue(*mt, QStringLiteral("gradient_accumulation_steps")), QString::number(c.accumulation));
            QCOMPARE(flagValue(*mt, QStringLiteral("remat_policy")), remat.value(int(c.checkpointing.kind)));
            QCOMPARE(flagValue(*mt, QStringLiteral("attention")), QStringLiteral("flash"));
            QCOMPARE(flagValue(*mt, QStringLiteral("dtype")), QStringLiteral("bfloat16"));
            QCOMPARE(flagValue(*mt, QStringLiteral("weight_dtype")),
                     c.precision == Precision::Bf16 ? QStringLiteral("bfloat16") : QStringLiteral("float32"));
            QCOMPARE(flagValue(*mt, QStringLiteral("num_vocab_tiling")), QStringLiteral("8"));
            QCOMPARE(flagValue(*mt, QStringLiteral("steps")), QString::number(qint64(std::ceil(c.steps))));
            const bool lora = FinetuneMode(mode) != FinetuneMode::Full;
            QCOMPARE(flagValue(*mt, QStringLiteral("load_parameters_path")),
                     lora ? QStringLiteral("$CHECKPOINT_PATH") : QStringLiteral("<absent>"));
            if (lora) // MaxText has no LoRA: the block says so
                QVERIFY(mt->notes.join(QLatin1Char(' ')).contains(QLatin1String("it has no LoRA")));
        }
    }

    void maxTextShapeForModelsWithoutConfig()
    {
        PlanInput in = decoderInput(QStringLiteral("qwen2.5-7b"), QStringLiteral("v5p-8"), FinetuneMode::Full);
        in.lossChunks = 1;
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        const ActionCommands ac = buildActionCommands(in, result.candidates.first(), test::builtinCatalog());
        const CommandBlock* mt = ac.block(QStringLiteral("maxtext-train"));
        QVERIFY(mt);
        checkFlagsKnown(ac);
        QCOMPARE(flagValue(*mt, QStringLiteral("model_name")), QStringLiteral("<absent>"));
        QCOMPARE(flagValue(*mt, QStringLiteral("base_num_decoder_layers")), QStringLiteral("28"));
        QCOMPARE(flagValue(*mt, QStringLiteral("base_emb_dim")), QStringLiteral("3584"));
        QCOMPARE(flagValue(*mt, QStringLiteral("base_num_kv_heads")), QStringLiteral("4"));
        QCOMPARE(flagValue(*mt, QStringLiteral("num_vocab_tiling")), QStringLiteral("<absent>"));
    }

    void torchtuneOnGpu_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("targets");
        QTest::addColumn<QString>("recipe");
        QTest::addColumn<QString>("config");
        QTest::newRow("lora qv") << int(FinetuneMode::Lora) << int(LoraTargets::Qv) << "lora_finetune_single_device"
                                 << "llama3_1/8B_lora_single_device";
        QTest::newRow("lora all-linear") << int(FinetuneMode::Lora) << int(LoraTargets::AllLinear)
                                         << "lora_finetune_single_device"
                                         << "llama3_1/8B_lora_single_device";
        QTest::newRow("qlora") << int(FinetuneMode::Qlora) << int(LoraTargets::Qv) << "lora_finetune_single_device"
                               << "llama3_1/8B_qlora_single_device";
    }
    void torchtuneOnGpu()
    {
        QFETCH(int, mode);
        QFETCH(int, targets);
        QFETCH(QString, recipe);
        QFETCH(QString, config);
        PlanInput in = decoderInput(QStringLiteral("llama-3.1-8b"), QStringLiteral("a100-80"), FinetuneMode(mode));
        in.loraTargets = LoraTargets(targets);
        in.checkpointing = {CheckpointingKind::None, CheckpointingKind::Full};
        in.gpuDevices = 1; // torchtune's single-device recipes (jobs of several GPUs: TestReportSharding)
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        for (const Candidate& c : result.candidates) {
            const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
            QVERIFY(ac.block(QStringLiteral("gcloud-gpu")));
            QVERIFY(!ac.block(QStringLiteral("hf-trainer")));
            const CommandBlock* tt = ac.block(QStringLiteral("torchtune"));
            QVERIFY(tt);
            checkFlagsKnown(ac);
            const QString text = tt->lines.join(QLatin1Char('\n'));
            QVERIFY(text.contains(QStringLiteral("tune run ") + recipe + QStringLiteral(" \\")));
            QVERIFY(text.contains(QStringLiteral("--config ") + config));
            QCOMPARE(flagValue(*tt, QStringLiteral("batch_size")), QString::number(c.batchPerDevice));
            QCOMPARE(flagValue(*tt, QStringLiteral("gradient_accumulation_steps")), QString::number(c.accumulation));
            QCOMPARE(flagValue(*tt, QStringLiteral("enable_activation_checkpointing")),
                     c.checkpointing.kind == CheckpointingKind::None ? QStringLiteral("False")
                                                                     : QStringLiteral("True"));
            QCOMPARE(flagValue(*tt, QStringLiteral("dtype")), QStringLiteral("bf16"));
            QCOMPARE(flagValue(*tt, QStringLiteral("model.lora_rank")), QStringLiteral("16"));
            QCOMPARE(flagValue(*tt, QStringLiteral("tokenizer.max_seq_len")), QStringLiteral("2048"));
            const bool all = LoraTargets(targets) == LoraTargets::AllLinear;
            QCOMPARE(flagValue(*tt, QStringLiteral("model.apply_lora_to_mlp")),
                     all ? QStringLiteral("True") : QStringLiteral("False"));
            QVERIFY(text.contains(
                all ? QLatin1String("model.lora_attn_modules=\"['q_proj','k_proj','v_proj','output_proj']\"")
                    : QLatin1String("model.lora_attn_modules=\"['q_proj','v_proj']\"")));
        }
    }

    void huggingFaceTrainerWhereTorchtuneHasNoConfig()
    {
        // GPT-2 has no torchtune config: run_clm.py with TrainingArguments flags, LoRA through PEFT in a note
        PlanInput in = decoderInput(QStringLiteral("gpt2"), QStringLiteral("a100-80"), FinetuneMode::Lora);
        in.seqLen = 1024;
        const PlanResult result = Planner(test::builtinCatalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        const Candidate& c = result.candidates.first();
        const ActionCommands ac = buildActionCommands(in, c, test::builtinCatalog());
        QVERIFY(!ac.block(QStringLiteral("torchtune")));
        const CommandBlock* hf = ac.block(QStringLiteral("hf-trainer-clm"));
        QVERIFY(hf);
        checkFlagsKnown(ac);
        QCOMPARE(flagValue(*hf, QStringLiteral("--model_name_or_path")), QStringLiteral("openai-community/gpt2"));
        QCOMPARE(flagValue(*hf, QStringLiteral("--block_size")), QStringLiteral("1024"));
        QCOMPARE(flagValue(*hf, QStringLiteral("--per_device_train_batch_size")), QString::number(c.batchPerDevice));
        QCOMPARE(flagValue(*hf, QStringLiteral("--gradient_accumulation_steps")), QString::number(c.accumulation));
        QCOMPARE(flagValue(*hf, QStringLiteral("--bf16")), QString());
        const QString notes = hf->notes.join(QLatin1Char(' '));
        QVERIFY(notes.contains(QLatin1String("LoraConfig(r=16")));
        QVERIFY(notes.contains(QLatin1String("attn_implementation=\"flash_attention_2\"")));
    }

    void everyWriterShowsTheDecoderLines()
    {
        const Built b
            = build(decoderInput(QStringLiteral("llama-3.1-8b"), QStringLiteral("v5p-8"), FinetuneMode::Lora));
        for (const QString& text : {toMarkdown(b.report), toHtml(b.report)}) {
            QVERIFY(text.contains(QLatin1String("8,030,261,248")));
            QVERIFY(text.contains(QLatin1String("LoRA rank 16")));
            QVERIFY(text.contains(QLatin1String("of which logits of the causal-LM head")));
            QVERIFY(text.contains(QLatin1String("of which adapters")));
            QVERIFY(text.contains(QLatin1String("splash attention (Pallas)")));
            QVERIFY(text.contains(QLatin1String("MaxText.train")));
        }
        bool csvOk = false;
        const QVector<QStringList> rows = test::parseCsv(toCsv(b.result), &csvOk);
        QVERIFY(csvOk && rows.size() >= 2);
        const QStringList& header = rows.first();
        QCOMPARE(header, csvHeader());
        const int att = header.indexOf(QStringLiteral("attention"));
        const int adapters = header.indexOf(QStringLiteral("adapter_parameters"));
        QVERIFY(att > 0 && adapters > 0);
        QCOMPARE(rows.at(1).value(att), QStringLiteral("flash"));
        QCOMPARE(rows.at(1).value(adapters), QStringLiteral("6815744"));

        const QJsonObject o = reportJsonObject(b.input, b.result, b.report);
        const QJsonObject model = o.value(QStringLiteral("model")).toObject();
        QCOMPARE(model.value(QStringLiteral("kind")).toString(), QStringLiteral("decoder"));
        QCOMPARE(qint64(model.value(QStringLiteral("parameter_count")).toDouble()), qint64(8030261248));
        const QJsonObject pb = model.value(QStringLiteral("parameter_breakdown")).toObject();
        QCOMPARE(qint64(pb.value(QStringLiteral("embeddings")).toDouble()
                        + pb.value(QStringLiteral("layers")).toDouble() + pb.value(QStringLiteral("head")).toDouble()),
                 qint64(8030261248));
        const QJsonObject detail = o.value(QStringLiteral("chosen_detail")).toObject();
        QCOMPARE(detail.value(QStringLiteral("attention")).toString(), QStringLiteral("flash"));
        QVERIFY(detail.value(QStringLiteral("logits")).toDouble() > 0);
        QCOMPARE(detail.value(QStringLiteral("adapters")).toObject().value(QStringLiteral("parameters")).toDouble(),
                 6815744.0);
        QCOMPARE(
            o.value(QStringLiteral("result")).toObject().value(QStringLiteral("candidate_details")).toArray().size(),
            b.result.candidates.size());
        QCOMPARE(o.value(QStringLiteral("input")).toObject().value(QStringLiteral("finetune")).toString(),
                 QStringLiteral("lora"));
        QByteArray json = toJson(b.input, b.result, b.report);
        QVERIFY(json.contains("\"maxtext-train\""));
    }

    void jsonKeysAreDocumented()
    {
        QFile doc(QStringLiteral(TPUPLAN_SOURCE_DIR "/docs/report-json.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        const Built b
            = build(decoderInput(QStringLiteral("llama-3.1-8b"), QStringLiteral("a100-80"), FinetuneMode::Qlora));
        const QJsonObject o = reportJsonObject(b.input, b.result, b.report);
        QStringList keys = o.keys();
        for (const char* sub : {"model", "chosen_detail"})
            keys << o.value(QLatin1String(sub)).toObject().keys();
        keys << o.value(QStringLiteral("model"))
                    .toObject()
                    .value(QStringLiteral("parameter_breakdown"))
                    .toObject()
                    .keys();
        keys << o.value(QStringLiteral("result")).toObject().keys();
        for (const QString& k : keys)
            QVERIFY2(text.contains(QLatin1Char('`') + k + QLatin1Char('`')), qPrintable(k));
        for (const char* block : {"maxtext-train", "torchtune", "hf-trainer-clm"})
            QVERIFY2(text.contains(QLatin1String(block)), block);
    }
};

QTEST_GUILESS_MAIN(TestReportDecoder)
#include "TestReportDecoder.moc"
