// SPDX-License-Identifier: GPL-3.0-or-later
// The report as data: the seed plan's question, recommendation, checkpointing cost, assumptions with sources and
// dates, stale-price warnings; the gcloud commands per hardware and pricing; the training flags per framework (only
// flags that exist in each script, values equal to the candidate's); locale and translation.
#include "CoreHelpers.h"
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "plan/Planner.h"
#include "report/Report.h"

#include <QTranslator>
#include <QtTest>

using namespace tpuplan;

namespace {
const QString kSeedPlan = QStringLiteral(TPUPLAN_SOURCE_DIR "/examples/bigbird-base-4096.yaml");
const QDate kToday(2026, 11, 1);

constexpr auto catalog = &test::builtinCatalog;

PlanInput robertaInput(const QString& hardware, const QString& region, PricingModel pricing)
{
    PlanInput in;
    in.modelRef = QStringLiteral("roberta-base");
    in.model = ModelLoader::resolve(in.modelRef);
    in.seqLen = 128;
    in.globalBatch = 64;
    in.steps = 10000;
    in.hardware = QStringList{hardware};
    in.regions = QStringList{region};
    in.pricing = {pricing};
    in.precisions = {Precision::Bf16Mixed};
    return in;
}

struct Built
{
    PlanInput input;
    PlanResult result;
    Report report;
};

Built build(const PlanInput& in, const QDate& today = kToday, int chosen = 0)
{
    Built b;
    b.input = in;
    b.result = Planner(catalog()).plan(in, today);
    b.report = buildReport(in, b.result, catalog(), today, chosen);
    return b;
}

QStringList flagNames(const CommandBlock& b)
{
    QStringList out;
    for (const CommandFlag& f : b.flags)
        out << f.name;
    return out;
}

QString flagValue(const CommandBlock& b, const QString& name)
{
    for (const CommandFlag& f : b.flags)
        if (f.name == name)
            return f.value;
    return QStringLiteral("<absent>");
}

// Flags defined by each script (docs/reports.md cites where): the report may emit no other.
const QHash<QString, QStringList>& knownFlags()
{
    static const QHash<QString, QStringList> k{
        {QStringLiteral("bigbird-run-pretraining"),
         QStringList{"--data_dir",
                     "--output_dir",
                     "--preprocessed_data",
                     "--vocab_model_file",
                     "--attention_type",
                     "--block_size",
                     "--num_rand_blocks",
                     "--hidden_size",
                     "--num_hidden_layers",
                     "--num_attention_heads",
                     "--intermediate_size",
                     "--max_encoder_length",
                     "--max_predictions_per_seq",
                     "--train_batch_size",
                     "--do_train",
                     "--optimizer",
                     "--num_train_steps",
                     "--save_checkpoints_steps",
                     "--use_nsp",
                     "--use_gradient_checkpointing",
                     "--use_tpu",
                     "--tpu_name",
                     "--num_tpu_cores"}},
        {QStringLiteral("hf-tf-tpu-run-mlm"),
         QStringList{"--pretrained_model_config", "--tokenizer", "--train_dataset", "--output_dir",
                     "--per_replica_batch_size", "--max_length", "--bfloat16", "--num_epochs", "--tpu_name"}},
        {QStringLiteral("hf-trainer"),
         QStringList{"--model_type", "--config_name", "--tokenizer_name", "--model_name_or_path", "--train_file",
                     "--do_train", "--output_dir", "--max_seq_length", "--pad_to_max_length",
                     "--per_device_train_batch_size", "--gradient_accumulation_steps", "--gradient_checkpointing",
                     "--bf16", "--fp16", "--optim", "--max_steps", "--save_steps", "--save_total_limit",
                     "--dataloader_drop_last"}},
    };
    return k;
}

// Marks every string translated in the "Report" context, to prove that the report's words go through translate().
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char* context, const char* source, const char* = nullptr, int = -1) const override
    {
        if (qstrcmp(context, "Report") == 0)
            return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
        return QString();
    }
    bool isEmpty() const override { return false; }
};
} // namespace

class TestReport : public QObject
{
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale::c()); }

    void seedPlanQuestionAndRecommendation()
    {
        const Built b = build(PlanFile::read(kSeedPlan));
        const Report& r = b.report;
        QVERIFY(!b.result.candidates.isEmpty());
        QCOMPARE(r.language, QStringLiteral("en"));
        QVERIFY(r.title.contains(QLatin1String("BigBird")));
        QVERIFY(r.field(QStringLiteral("model"))->value.contains(QLatin1String("bigbird-roberta-base")));
        QCOMPARE(r.field(QStringLiteral("seq-len"))->value, QStringLiteral("4096 tokens"));
        QCOMPARE(r.field(QStringLiteral("global-batch"))->value, QStringLiteral("16 sequences"));
        QVERIFY(r.field(QStringLiteral("head"))->value.contains(QLatin1String("600")));
        QVERIFY(r.field(QStringLiteral("max-accumulation"))->value.contains(QLatin1String("cannot accumulate")));
        QVERIFY(r.field(QStringLiteral("preemption-assumptions")) != nullptr);
        // the recommendation is the best candidate, the table lists every candidate with it highlighted
        QCOMPARE(r.chosenIndex, 0);
        QVERIFY(r.chosen);
        QCOMPARE(r.chosen->hardware, b.result.candidates.first().hardware);
        QCOMPARE(r.chosen->offering.pricing, b.result.candidates.first().offering.pricing);
        QVERIFY(r.headline.contains(r.chosen->hardware));
        QCOMPARE(r.runnersUp.rows.size(), b.result.candidates.size());
        QCOMPARE(r.runnersUp.highlightedRow, 0);
        for (const QStringList& row : r.runnersUp.rows)
            QCOMPARE(row.size(), r.runnersUp.header.size());
        QCOMPARE(r.reasons.size(), r.chosen->reasons.size());
        // the seed's v2-8 needs checkpointing at 4096 tokens: the report shows its cost and what it saves
        QCOMPARE(r.chosen->hardware, QStringLiteral("v2-8"));
        QVERIFY(r.chosen->checkpointing.kind != CheckpointingKind::None);
        QVERIFY(r.field(QStringLiteral("recompute")) != nullptr);
        QVERIFY(r.field(QStringLiteral("recompute"))->value.startsWith(QLatin1Char('+')));
        QVERIFY(r.field(QStringLiteral("without-checkpointing"))->value.contains(QLatin1String("does not fit")));
        // memory rows: five components and the total
        QCOMPARE(r.memory.rows.size(), 6);
        QVERIFY(r.memory.rows.last().at(1).endsWith(QLatin1String("GiB")));
        // time, cost and the preemption spread of an interruptible offering (Colab)
        for (const char* id :
             {"steps", "step-time", "work-hours", "expected-hours", "cost-total", "expected-cost", "cost-storage"})
            QVERIFY2(r.field(QString::fromLatin1(id)) != nullptr, id);
        QVERIFY(r.chosen->spread.has_value());
        QVERIFY(r.field(QStringLiteral("spread-hours")) != nullptr);
        QVERIFY(r.field(QStringLiteral("checkpoint-interval")) != nullptr);
    }

    void assumptionsHaveSourcesAndDates()
    {
        const Built b = build(PlanFile::read(kSeedPlan));
        const Report& r = b.report;
        QSet<QString> ids;
        for (const ReportAssumption& a : r.assumptions) {
            ids.insert(a.id);
            QVERIFY2(!a.what.isEmpty() && !a.value.isEmpty() && !a.source.isEmpty(), qPrintable(a.id));
            if (a.id == QLatin1String("price") || a.id.startsWith(QLatin1String("price:"))) {
                QVERIFY2(!a.sourceKey.isEmpty(), qPrintable(a.id));
                QVERIFY2(QDate::fromString(a.asOf, Qt::ISODate).isValid(),
                         qPrintable(a.id + QLatin1Char(' ') + a.asOf));
                // the citation behind the key, not just the key
                QVERIFY2(a.source.size() > a.sourceKey.size(), qPrintable(a.source));
            }
        }
        for (const char* id : {"price", "storage-price", "efficiency", "peak-flops", "device-memory", "preemption-rate",
                               "checkpoint-write", "session-limit", "model", "memory-model"})
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
        // every offering of the listed candidates has its price listed once
        QSet<QString> offerings;
        for (const Candidate& c : b.result.candidates)
            offerings.insert(c.hardware + c.offering.region + pricingModelId(c.offering.pricing));
        int prices = 0;
        for (const ReportAssumption& a : r.assumptions)
            prices += a.id.startsWith(QLatin1String("price")) ? 1 : 0;
        QCOMPARE(prices, offerings.size());
    }

    void stalePrices_data()
    {
        QTest::addColumn<QDate>("today");
        QTest::addColumn<bool>("stale");
        QTest::newRow("2026: the 2021 Colab row is stale") << QDate(2026, 11, 1) << true;
        QTest::newRow("2021-08: the same row is fresh") << QDate(2021, 8, 1) << false;
    }
    void stalePrices()
    {
        QFETCH(QDate, today);
        QFETCH(bool, stale);
        const Built b = build(PlanFile::read(kSeedPlan), today);
        const Report& r = b.report;
        QCOMPARE(r.chosen->offering.pricing, PricingModel::ColabFree);
        QCOMPARE(r.hasWarning(QStringLiteral("stale-price")), stale);
        for (const ReportAssumption& a : r.assumptions)
            if (a.id == QLatin1String("price"))
                QCOMPARE(a.stale, stale);
        if (stale) {
            QVERIFY(r.hasWarning(QStringLiteral("stale-prices-listed")));
            for (const ReportWarning& w : r.warnings)
                if (w.code == QLatin1String("stale-price"))
                    QVERIFY(w.text.contains(QLatin1String("2021-07-10")));
        }
    }

    void gcloudCommands_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("pricing");
        QTest::addColumn<QString>("zone");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("flag");
        QTest::newRow("v2-8 spot") << "v2-8"
                                   << "us-central1"
                                   << "spot"
                                   << "us-central1-b"
                                   << "tpu-vm-tf-2.16.1-pjrt"
                                   << "--spot";
        QTest::newRow("v2-8 preemptible") << "v2-8"
                                          << "us-central1"
                                          << "preemptible"
                                          << "us-central1-b"
                                          << "tpu-vm-tf-2.16.1-pjrt"
                                          << "--preemptible";
        QTest::newRow("v3-8 on demand") << "v3-8"
                                        << "europe-west4"
                                        << "on-demand"
                                        << "europe-west4-a"
                                        << "tpu-vm-tf-2.16.1-pjrt"
                                        << "";
        QTest::newRow("v4-8 spot") << "v4-8"
                                   << "us-central2"
                                   << "spot"
                                   << "us-central2-b"
                                   << "tpu-vm-tf-2.16.1-pjrt"
                                   << "--spot";
        QTest::newRow("v5e on demand") << "v5litepod-8"
                                       << "us-central1"
                                       << "on-demand"
                                       << "us-central1-a"
                                       << "v2-alpha-tpuv5-lite"
                                       << "";
        QTest::newRow("v6e spot") << "v6e-8"
                                  << "us-central1"
                                  << "spot"
                                  << "us-central1-a"
                                  << "v2-alpha-tpuv6e"
                                  << "--spot";
    }
    void gcloudCommands()
    {
        QFETCH(QString, hardware);
        QFETCH(QString, region);
        QFETCH(QString, pricing);
        QFETCH(QString, zone);
        QFETCH(QString, version);
        QFETCH(QString, flag);
        const Built b = build(robertaInput(hardware, region, *pricingModelFromId(pricing)));
        QVERIFY2(b.report.chosen, "no candidate");
        const ActionCommands& ac = b.report.commands;
        const CommandBlock* g = ac.block(QStringLiteral("gcloud-tpu"));
        QVERIFY(g);
        QVERIFY(g->shell);
        QCOMPARE(ac.zone, zone);
        QCOMPARE(ac.runtimeVersion, version);
        const QString text = g->lines.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("gcloud compute tpus tpu-vm create ") + ac.resourceName),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("--zone=") + zone));
        QVERIFY(text.contains(QStringLiteral("--accelerator-type=") + hardware));
        QVERIFY(text.contains(QStringLiteral("--version=") + version));
        QCOMPARE(text.contains(QLatin1String("--spot")), flag == QLatin1String("--spot"));
        QCOMPARE(text.contains(QLatin1String("--preemptible")), flag == QLatin1String("--preemptible"));
        QVERIFY(text.contains(QStringLiteral("tpu-vm delete ") + ac.resourceName));
        QVERIFY(text.contains(QStringLiteral("--location=") + region));
        // the create line is one command: every continued line ends with a backslash
        const int create = g->lines.indexOf(QStringLiteral("gcloud compute tpus tpu-vm create ") + ac.resourceName
                                            + QStringLiteral(" \\"));
        QVERIFY(create >= 0);
        QVERIFY(QRegularExpression(QStringLiteral("^[a-z][a-z0-9-]{0,62}$")).match(ac.resourceName).hasMatch());
    }

    void zoneFromTheRegionDefault()
    {
        // v3-8 preemptible in us-central1 is a 2022 row without a zone: the zone of another v3-8 row in the region
        const Built b
            = build(robertaInput(QStringLiteral("v3-8"), QStringLiteral("us-central1"), PricingModel::Preemptible));
        QVERIFY(b.report.chosen);
        QVERIFY(b.report.chosen->offering.zone.isEmpty());
        QCOMPARE(b.report.commands.zone, QStringLiteral("us-central1-a"));
        QVERIFY(!b.report.commands.zoneDefaulted);
        QCOMPARE(defaultZone(QStringLiteral("us-east1")), QStringLiteral("us-east1-d"));
        QCOMPARE(defaultZone(QStringLiteral("me-west1")), QStringLiteral("me-west1-a"));
    }

    void colabGetsStepsNotGcloud()
    {
        const Built b = build(PlanFile::read(kSeedPlan));
        const ActionCommands& ac = b.report.commands;
        QCOMPARE(b.report.chosen->offering.pricing, PricingModel::ColabFree);
        QVERIFY(!ac.block(QStringLiteral("gcloud-tpu")));
        QVERIFY(!ac.block(QStringLiteral("gcloud-gpu")));
        const CommandBlock* colab = ac.block(QStringLiteral("colab"));
        QVERIFY(colab);
        QVERIFY(!colab->shell);
        for (const CommandBlock& blk : ac.blocks)
            for (const QString& l : blk.lines)
                QVERIFY2(!l.contains(QLatin1String("tpu-vm create")), qPrintable(l));
        QVERIFY(ac.zone.isEmpty());
    }

    void gpuCommand()
    {
        PlanInput in = robertaInput(QStringLiteral("v100-16"), QStringLiteral("us-central1"), PricingModel::Spot);
        in.precisions = {Precision::Fp16Mixed};
        const Built b = build(in);
        QVERIFY(b.report.chosen);
        const CommandBlock* g = b.report.commands.block(QStringLiteral("gcloud-gpu"));
        QVERIFY(g);
        const QString text = g->lines.join(QLatin1Char('\n'));
        QVERIFY(text.contains(QLatin1String("gcloud compute instances create")));
        QVERIFY(text.contains(QLatin1String("--accelerator=type=nvidia-tesla-v100,count=1")));
        QVERIFY(text.contains(QLatin1String("--provisioning-model=SPOT")));
        QVERIFY(text.contains(QLatin1String("--machine-type=n1-standard-8")));
        QVERIFY(!b.report.commands.block(QStringLiteral("gcloud-tpu")));
        QVERIFY(!b.report.commands.block(QStringLiteral("bigbird-run-pretraining")));
        QVERIFY(!b.report.commands.block(QStringLiteral("hf-tf-tpu-run-mlm")));
        const CommandBlock* hf = b.report.commands.block(QStringLiteral("hf-trainer"));
        QVERIFY(hf);
        QVERIFY(flagNames(*hf).contains(QStringLiteral("--fp16")));
        QVERIFY(!flagNames(*hf).contains(QStringLiteral("--bf16")));
        QVERIFY(!flagNames(*hf).contains(QStringLiteral("--pad_to_max_length")));
        QVERIFY(!hf->lines.first().contains(QLatin1String("xla_spawn")));
    }

    void trainingFlagsPerFramework_data()
    {
        QTest::addColumn<QString>("plan"); // "seed" or a hardware name for the RoBERTa plan
        QTest::addColumn<QStringList>("blocks");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("seed BigBird on TPU")
            << "seed" << QStringList{"bigbird-run-pretraining", "hf-trainer"} << QStringList{"hf-tf-tpu-run-mlm"};
        QTest::newRow("RoBERTa on v3-8") << "v3-8" << QStringList{"hf-tf-tpu-run-mlm", "hf-trainer"}
                                         << QStringList{"bigbird-run-pretraining"};
        QTest::newRow("RoBERTa on A100") << "a100-40" << QStringList{"hf-trainer"}
                                         << QStringList{"bigbird-run-pretraining", "hf-tf-tpu-run-mlm"};
    }
    void trainingFlagsPerFramework()
    {
        QFETCH(QString, plan);
        QFETCH(QStringList, blocks);
        QFETCH(QStringList, absent);
        PlanInput in;
        if (plan == QLatin1String("seed")) {
            in = PlanFile::read(kSeedPlan);
        } else {
            in = robertaInput(plan, QStringLiteral("us-central1"), PricingModel::OnDemand);
            in.pricing = {PricingModel::OnDemand, PricingModel::Spot};
            in.regions.clear();
        }
        const PlanResult result = Planner(catalog()).plan(in, kToday);
        QVERIFY(!result.candidates.isEmpty());
        // every listed candidate: the flags carry its batch split, precision and checkpointing
        for (int i = 0; i < std::min(6, int(result.candidates.size())); ++i) {
            const Candidate& c = result.candidates[i];
            const ActionCommands ac = buildActionCommands(in, c, catalog());
            for (const QString& id : blocks)
                QVERIFY2(ac.block(id), qPrintable(id));
            for (const QString& id : absent)
                QVERIFY2(!ac.block(id), qPrintable(id));
            for (const CommandBlock& blk : ac.blocks) {
                if (!knownFlags().contains(blk.id))
                    continue;
                QVERIFY2(!blk.target.isEmpty(), qPrintable(blk.id)); // says which script the block is for
                for (const QString& name : flagNames(blk))
                    QVERIFY2(knownFlags().value(blk.id).contains(name), qPrintable(blk.id + QLatin1Char(' ') + name));
                // the command text is the flags, one per line
                for (const CommandFlag& f : blk.flags)
                    QVERIFY2(blk.lines.join(QLatin1Char('\n')).contains(f.text()), qPrintable(f.text()));
            }
            const bool ckpt = c.checkpointing.kind != CheckpointingKind::None;
            if (const CommandBlock* bb = ac.block(QStringLiteral("bigbird-run-pretraining"))) {
                QCOMPARE(flagValue(*bb, QStringLiteral("--train_batch_size")), QString::number(c.batchPerDevice));
                QCOMPARE(flagValue(*bb, QStringLiteral("--max_encoder_length")), QString::number(in.seqLen));
                QCOMPARE(flagValue(*bb, QStringLiteral("--num_tpu_cores")), QString::number(c.device.devices));
                QCOMPARE(flagValue(*bb, QStringLiteral("--max_predictions_per_seq")), QStringLiteral("600"));
                QCOMPARE(flagValue(*bb, QStringLiteral("--use_nsp")), QString());
                QCOMPARE(flagNames(*bb).contains(QStringLiteral("--use_gradient_checkpointing")), ckpt);
                QCOMPARE(flagValue(*bb, QStringLiteral("--attention_type")), QStringLiteral("block_sparse"));
            }
            if (const CommandBlock* tf = ac.block(QStringLiteral("hf-tf-tpu-run-mlm"))) {
                QCOMPARE(flagValue(*tf, QStringLiteral("--per_replica_batch_size")), QString::number(c.batchPerDevice));
                QCOMPARE(flagValue(*tf, QStringLiteral("--max_length")), QString::number(in.seqLen));
                QCOMPARE(flagNames(*tf).contains(QStringLiteral("--bfloat16")), c.precision == Precision::Bf16Mixed);
                // no accumulation or checkpointing flag exists: said in a note when the candidate needs one
                bool honest = true;
                if (c.accumulation > 1 || ckpt) {
                    honest = false;
                    for (const QString& n : tf->notes)
                        honest = honest || n.contains(QLatin1String("accumulation"))
                            || n.contains(QLatin1String("checkpointing"));
                }
                QVERIFY(honest);
            }
            const CommandBlock* hf = ac.block(QStringLiteral("hf-trainer"));
            QVERIFY(hf);
            QCOMPARE(flagValue(*hf, QStringLiteral("--per_device_train_batch_size")),
                     QString::number(c.batchPerDevice));
            QCOMPARE(flagValue(*hf, QStringLiteral("--gradient_accumulation_steps")), QString::number(c.accumulation));
            QCOMPARE(flagValue(*hf, QStringLiteral("--max_seq_length")), QString::number(in.seqLen));
            QCOMPARE(flagNames(*hf).contains(QStringLiteral("--gradient_checkpointing")), ckpt);
            QCOMPARE(flagNames(*hf).contains(QStringLiteral("--bf16")), c.precision == Precision::Bf16Mixed);
            QCOMPARE(flagNames(*hf).contains(QStringLiteral("--fp16")), c.precision == Precision::Fp16Mixed);
            QCOMPARE(flagValue(*hf, QStringLiteral("--max_steps")), QString::number(qint64(std::ceil(c.steps))));
            const qint64 save = flagValue(*hf, QStringLiteral("--save_steps")).toLongLong();
            QVERIFY(save >= 1 && save <= qint64(std::ceil(c.steps)));
        }
    }

    void accumulationIsHonest()
    {
        // RoBERTa-large at 512 tokens, 256 sequences on a v2-8 without checkpointing: 32 per core needs accumulation
        PlanInput in;
        in.modelRef = QStringLiteral("roberta-large");
        in.model = ModelLoader::resolve(in.modelRef);
        in.seqLen = 512;
        in.globalBatch = 256;
        in.steps = 1000;
        in.hardware = QStringList{QStringLiteral("v2-8")};
        in.regions = QStringList{QStringLiteral("us-central1")};
        in.pricing = {PricingModel::OnDemand};
        in.precisions = {Precision::Bf16Mixed};
        in.checkpointing = {CheckpointingKind::None};
        const Built b = build(in);
        QVERIFY(b.report.chosen);
        const Candidate& c = *b.report.chosen;
        QVERIFY(c.accumulation > 1);
        const CommandBlock* tf = b.report.commands.block(QStringLiteral("hf-tf-tpu-run-mlm"));
        QVERIFY(tf);
        bool said = false;
        for (const QString& n : tf->notes)
            said = said
                || (n.contains(QLatin1String("no gradient accumulation"))
                    && n.contains(QString::number(c.batchPerDevice * c.device.devices)));
        QVERIFY2(said, qPrintable(tf->notes.join(QLatin1Char('\n'))));
        QCOMPARE(flagValue(*b.report.commands.block(QStringLiteral("hf-trainer")),
                           QStringLiteral("--gradient_accumulation_steps")),
                 QString::number(c.accumulation));
    }

    void nothingFits()
    {
        PlanInput in = PlanFile::read(kSeedPlan);
        in.hardware = QStringList{QStringLiteral("v2-8")};
        in.regions = QStringList{QStringLiteral("us-central1")};
        in.pricing = {PricingModel::OnDemand};
        in.checkpointing = {CheckpointingKind::None};
        const Built b = build(in);
        QCOMPARE(b.result.fitting, 0);
        QVERIFY(b.report.hasWarning(QStringLiteral("nothing-fits")));
        QVERIFY(b.report.hasWarning(QStringLiteral("does-not-fit")));
        QVERIFY(b.report.headline.contains(QLatin1String("does not fit")));
    }

    void noCandidate()
    {
        PlanInput in = robertaInput(QStringLiteral("v2-8"), QStringLiteral("colab"), PricingModel::OnDemand);
        const Built b = build(in);
        QVERIFY(b.result.candidates.isEmpty());
        QCOMPARE(b.report.chosenIndex, -1);
        QVERIFY(!b.report.chosen);
        QVERIFY(b.report.hasWarning(QStringLiteral("no-candidates")));
        QVERIFY(b.report.commands.blocks.isEmpty());
        QVERIFY(!b.report.question.isEmpty());
    }

    void anotherCandidate()
    {
        const PlanInput in = PlanFile::read(kSeedPlan);
        const Built b = build(in, kToday, 2);
        QCOMPARE(b.report.chosenIndex, 2);
        QCOMPARE(b.report.runnersUp.highlightedRow, 2);
        QCOMPARE(b.report.chosen->hardware, b.result.candidates[2].hardware);
        QVERIFY(b.report.hasWarning(QStringLiteral("not-best")));
        // the third candidate is not among the simulated ones in every plan: the report simulates it itself
        if (isInterruptible(b.report.chosen->offering.pricing))
            QVERIFY(b.report.chosen->spread.has_value());
        // out of range falls back to the best
        QCOMPARE(build(in, kToday, 999).report.chosenIndex, 0);
    }

    void numbersFollowTheLocale()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const Built de = build(PlanFile::read(kSeedPlan));
        QCOMPARE(de.report.field(QStringLiteral("seq-len"))->value, QStringLiteral("4.096 tokens"));
        QCOMPARE(de.report.language, QStringLiteral("de"));
        QLocale::setDefault(QLocale(QLocale::Japanese, QLocale::Japan));
        const Built ja = build(PlanFile::read(kSeedPlan));
        QCOMPARE(ja.report.language, QStringLiteral("ja"));
        QCOMPARE(ja.report.localeName, QStringLiteral("ja_JP"));
        QCOMPARE(ja.report.field(QStringLiteral("seq-len"))->value, QStringLiteral("4,096 tokens"));
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China));
        QCOMPARE(build(PlanFile::read(kSeedPlan)).report.language, QStringLiteral("zh-CN"));
        QLocale::setDefault(QLocale(QLocale::Korean, QLocale::SouthKorea));
        QCOMPARE(build(PlanFile::read(kSeedPlan)).report.language, QStringLiteral("ko"));
    }

    void wordsAreTranslated()
    {
        MarkingTranslator marker;
        QCoreApplication::installTranslator(&marker);
        const Built b = build(PlanFile::read(kSeedPlan));
        QCoreApplication::removeTranslator(&marker);
        const Report& r = b.report;
        for (const QString& s : {r.title, r.headline, r.headings.question, r.headings.recommendation,
                                 r.headings.assumptions, r.headings.commands, r.runnersUp.header.at(1),
                                 r.memory.rows.first().first(), r.question.first().label, r.assumptions.first().what,
                                 r.warnings.first().text, r.commands.blocks.first().title, r.charts.first().caption})
            QVERIFY2(s.startsWith(QStringLiteral("«")), qPrintable(s));
        // ids and flags stay untranslated
        QCOMPARE(r.question.first().id, QStringLiteral("model"));
        for (const CommandBlock& blk : r.commands.blocks)
            for (const CommandFlag& f : blk.flags)
                QVERIFY(f.name.startsWith(QLatin1String("--")));
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "TestReport.moc"
