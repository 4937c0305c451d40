// SPDX-License-Identifier: GPL-3.0-or-later
#include "ActionCommands.h"

#include "LongContextCommands.h"
#include "LowPrecisionCommands.h"

#include "MoeCommands.h"
#include "PipelineCommands.h"
#include "plan/ChartData.h"
#include "util/Format.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};
// Zones that host TPUs or GPUs in regions where REGION-a does not exist or has none (hardware.md sections 2 and 5.2:
// the zones of the catalog's price rows). Used only when no price of the hardware names a zone.
struct RegionZone
{
    const char* region;
    const char* zone;
};
constexpr RegionZone kDefaultZones[] = {
    {"us-central1", "us-central1-a"},
    {"us-central2", "us-central2-b"},
    {"us-east1", "us-east1-d"},
    {"us-east4", "us-east4-a"},
    {"us-east5", "us-east5-a"},
    {"us-south1", "us-south1-a"},
    {"us-west1", "us-west1-c"},
    {"us-west4", "us-west4-a"},
    {"europe-west1", "europe-west1-b"},
    {"europe-west4", "europe-west4-a"},
    {"europe-north1", "europe-north1-a"},
    {"asia-east1", "asia-east1-c"},
    {"asia-northeast1", "asia-northeast1-b"},
    {"asia-southeast1", "asia-southeast1-b"},
    {"asia-south1", "asia-south1-b"},
};

// GCE accelerator names and the machine type of each catalog GPU (cloud.google.com/compute/docs/gpus). A2/A3
// machine types come with their GPUs attached, so they take no --accelerator flag.
struct GpuMachine
{
    const char* id;
    const char* acceleratorType; // empty: bundled with the machine type
    const char* machineType; // empty: the price's host VM (N1 machines take attached GPUs)
};
constexpr GpuMachine kGpuMachines[] = {
    {"k80", "nvidia-tesla-k80", ""},      {"t4", "nvidia-tesla-t4", ""},        {"p100", "nvidia-tesla-p100", ""},
    {"v100-16", "nvidia-tesla-v100", ""}, {"v100-32", "nvidia-tesla-v100", ""}, {"a100-40", "", "a2-highgpu-1g"},
    {"a100-80", "", "a2-ultragpu-1g"},    {"h100-80", "", "a3-highgpu-1g"},
};

struct HubName
{
    const char* preset;
    const char* hub;
};
constexpr HubName kHubNames[] = {
    {"bert-base", "bert-base-uncased"},
    {"bert-large", "bert-large-uncased"},
    {"roberta-base", "roberta-base"},
    {"roberta-large", "roberta-large"},
    {"bigbird-roberta-base", "google/bigbird-roberta-base"},
    {"bigbird-roberta-large", "google/bigbird-roberta-large"},
    // decoders: the repositories the presets' config.json come from (resources/models/*.yaml `source`)
    {"llama-2-7b", "meta-llama/Llama-2-7b-hf"},
    {"llama-3.1-8b", "meta-llama/Llama-3.1-8B"},
    {"llama-3.1-70b", "meta-llama/Llama-3.1-70B"},
    {"mistral-7b", "mistralai/Mistral-7B-v0.1"},
    {"qwen2.5-7b", "Qwen/Qwen2.5-7B"},
    {"gemma-7b", "google/gemma-7b"},
    {"gpt2", "openai-community/gpt2"},
};

// MaxText's model_name for a preset (AI-Hypercomputer/maxtext: src/MaxText/configs/models/*.yml, 2026-11). Only the
// presets whose shape MaxText ships as a model config: MaxText has Qwen3 but no Qwen2.5 config (Qwen2's q/k/v
// biases are not in its decoder blocks), and GPT-3 but no GPT-2.
struct MaxTextName
{
    const char* preset;
    const char* modelName;
};
constexpr MaxTextName kMaxTextNames[] = {
    {"llama-2-7b", "llama2-7b"},  {"llama-3.1-8b", "llama3.1-8b"}, {"llama-3.1-70b", "llama3.1-70b"},
    {"mistral-7b", "mistral-7b"}, {"gemma-7b", "gemma-7b"},
};

// CEWithChunkedOutputLoss's num_output_chunks (meta-pytorch/torchtune:
// torchtune/modules/loss/ce_chunked_output_loss.py, 2026-11)
constexpr int kTorchtuneLossChunks = 8;

// torchtune's config directory and size for a preset (meta-pytorch/torchtune: recipes/configs/, 2026-11). Each
// has a LoRA and a QLoRA single-device config; `full` is the single-device full fine-tuning config, empty where
// torchtune has none for one GPU (then the Hugging Face Trainer is used).
struct TorchtuneConfig
{
    const char* preset;
    const char* prefix; // "llama3_1/8B"
    const char* full; // "full_single_device", "full_low_memory" or ""
    bool qlora;
};
constexpr TorchtuneConfig kTorchtuneConfigs[] = {
    {"llama-3.1-8b", "llama3_1/8B", "full_single_device", true},
    {"llama-2-7b", "llama2/7B", "full_low_memory", true},
    {"mistral-7b", "mistral/7B", "full_low_memory", true},
    {"qwen2.5-7b", "qwen2_5/7B", "full_single_device", false},
    {"gemma-7b", "gemma/7B", "", true},
};

QStringList flagTexts(const QVector<CommandFlag>& flags)
{
    QStringList out;
    for (const CommandFlag& f : flags)
        out << f.text();
    return out;
}

bool isBigBird(const ModelSpec& m)
{
    return m.modelType == QLatin1String("big_bird") || m.attention == AttentionKind::BlockSparse;
}

// The model config to name in the Hugging Face scripts: the Hub name of a preset, the directory of an imported
// config.json, or a placeholder for an architecture written in YAML.
QString hfConfigName(const PlanInput& in, bool* placeholder)
{
    *placeholder = false;
    QString hub = huggingFaceModelName(in.model.id);
    if (hub.isEmpty())
        hub = huggingFaceModelName(in.modelRef);
    if (!hub.isEmpty())
        return hub;
    if (in.modelRef.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return QFileInfo(in.modelRef).path();
    *placeholder = true;
    return QStringLiteral("$MODEL_CONFIG");
}

// Optimizer steps between two saved checkpoints: the Young/Daly interval of the candidate (or one hour of work on
// hardware that is not preempted), in steps.
qint64 saveEverySteps(const Candidate& c)
{
    double hours = c.preemption.checkpointIntervalHours;
    if (!(hours > 0))
        hours = 1.0;
    if (!(c.step.seconds > 0))
        return 1000;
    const double steps = std::floor(hours * 3600.0 / c.step.seconds);
    const double total = std::max(1.0, std::ceil(c.steps));
    return static_cast<qint64>(std::clamp(steps, 1.0, total));
}

QString accumulationNote(const Candidate& c, const QString& script)
{
    const qint64 reached = qint64(c.batchPerDevice) * c.device.devices / std::max(1, c.mesh.batchGroup());
    return Tr::
        tr("%1 has no gradient accumulation: it trains with a global batch of %2 (%3 per device × %4 device(s)), not "
           "the planned %5 (%6 accumulation steps). Raise the batch per device only if memory allows, or use a "
           "script that accumulates.")
            .arg(script)
            .arg(reached)
            .arg(formatBatch(c.perDeviceBatch(), QLocale()))
            .arg(c.device.devices)
            .arg(reached * c.accumulation)
            .arg(c.accumulation);
}

CommandBlock gcloudTpu(const PlanInput& in, const Candidate& c, const Catalog& cat, ActionCommands& ac)
{
    Q_UNUSED(in)
    CommandBlock b;
    b.id = QStringLiteral("gcloud-tpu");
    b.title = Tr::tr("Create the TPU VM");
    b.target = QStringLiteral("gcloud (Google Cloud CLI)");
    const QString zoneArg = QStringLiteral("--zone=") + ac.zone;
    QStringList create{zoneArg, QStringLiteral("--accelerator-type=") + c.hardware,
                       QStringLiteral("--version=") + ac.runtimeVersion};
    if (c.offering.pricing == PricingModel::Preemptible)
        create << QStringLiteral("--preemptible");
    else if (c.offering.pricing == PricingModel::Spot)
        create << QStringLiteral("--spot");
    const int slices = std::max(1, c.mesh.slices);
    b.lines << Tr::tr("# %1 in %2, %3").arg(jobText(c), ac.zone, pricingModelId(c.offering.pricing));
    if (slices > 1) {
        // Multislice: the slices come together from one queued resource, nodes NAME-0 .. NAME-(K-1)
        QStringList qr{zoneArg, QStringLiteral("--accelerator-type=") + c.hardware,
                       QStringLiteral("--runtime-version=") + ac.runtimeVersion,
                       QStringLiteral("--node-count=%1").arg(slices),
                       QStringLiteral("--node-prefix=") + ac.resourceName};
        if (c.offering.pricing == PricingModel::Spot || c.offering.pricing == PricingModel::Preemptible)
            qr << QStringLiteral("--spot");
        b.lines << commandLines(QStringLiteral("gcloud compute tpus queued-resources create ") + ac.resourceName, qr);
        b.lines << Tr::tr("# ACTIVE once every slice is up");
        b.lines << QStringLiteral("gcloud compute tpus queued-resources describe ") + ac.resourceName + QLatin1Char(' ')
                + zoneArg;
    } else {
        b.lines << commandLines(QStringLiteral("gcloud compute tpus tpu-vm create ") + ac.resourceName, create);
    }
    b.lines << Tr::tr("# Cloud Storage bucket for the data and the saved checkpoints, in the TPU's region");
    b.lines << QStringLiteral("gcloud storage buckets create gs://$BUCKET --location=") + c.offering.region;
    b.lines << Tr::tr("# Connect, then run one of the training commands below");
    if (slices > 1) {
        // every worker of every slice runs the same command
        b.lines << QStringLiteral("for i in $(seq 0 %1); do gcloud compute tpus tpu-vm ssh %2-$i %3 --worker=all "
                                  "--command=\"$TRAIN_COMMAND\" & done; wait")
                       .arg(slices - 1)
                       .arg(ac.resourceName, zoneArg);
    } else {
        QString ssh = QStringLiteral("gcloud compute tpus tpu-vm ssh ") + ac.resourceName + QLatin1Char(' ') + zoneArg;
        if (c.device.hosts > 1)
            ssh += QStringLiteral(" --worker=all --command=\"$TRAIN_COMMAND\"");
        b.lines << ssh;
    }
    if (isInterruptible(c.offering.pricing) && slices <= 1) {
        b.lines << Tr::tr("# READY while it runs, PREEMPTED after a preemption");
        b.lines << QStringLiteral("gcloud compute tpus tpu-vm describe ") + ac.resourceName + QLatin1Char(' ') + zoneArg
                + QStringLiteral(" --format=\"value(state)\"");
    }
    b.lines << Tr::tr("# Delete it when the run ends: a TPU is billed until it is deleted, busy or idle");
    if (slices > 1)
        b.lines << QStringLiteral("gcloud compute tpus queued-resources delete ") + ac.resourceName + QLatin1Char(' ')
                + zoneArg + QStringLiteral(" --force --quiet");
    else
        b.lines << QStringLiteral("gcloud compute tpus tpu-vm delete ") + ac.resourceName + QLatin1Char(' ') + zoneArg
                + QStringLiteral(" --quiet");

    if (ac.zoneDefaulted)
        b.notes << Tr::tr("No catalog price names a zone for %1 in %2: %3 is the region's default zone. Check with "
                          "gcloud compute tpus accelerator-types list --zone=%3.")
                       .arg(c.hardware, c.offering.region, ac.zone);
    const Generation* g = cat.generation(c.device.generation);
    if (g && g->runtimeVersion.isEmpty())
        b.notes << Tr::tr("The catalog gives no runtime version for %1: replace RUNTIME_VERSION (gcloud compute tpus "
                          "versions list --zone=%2).")
                       .arg(g->name, ac.zone);
    else if (g && g->runtimeVersion.contains(QLatin1String("-tf-")))
        b.notes << Tr::tr("%1 is a TensorFlow image (catalog runtime_version); for PyTorch/XLA or JAX choose a base "
                          "image from gcloud compute tpus versions list --zone=%2.")
                       .arg(ac.runtimeVersion, ac.zone);
    if (c.offering.pricing == PricingModel::Commit1y || c.offering.pricing == PricingModel::Commit3y)
        b.notes << Tr::tr("Committed-use prices apply through a commitment bought separately; the create command is "
                          "the same as on demand.");
    if (c.offering.pricing == PricingModel::Preemptible)
        b.notes << Tr::tr("Preemptible TPUs stop after at most 24 hours and whenever Google needs the capacity: "
                          "recreate the TPU and resume from the last saved checkpoint.");
    if (c.offering.pricing == PricingModel::Spot)
        b.notes << Tr::tr("Spot TPUs can be stopped at any time (no 24-hour limit): recreate the TPU and resume from "
                          "the last saved checkpoint.");
    if (c.device.hosts > 1)
        b.notes << Tr::tr("%1 spans %2 hosts: the training command runs on every worker (--worker=all).")
                       .arg(c.hardware)
                       .arg(c.device.hosts);
    return b;
}

CommandBlock gcloudGpu(const Candidate& c, ActionCommands& ac)
{
    CommandBlock b;
    b.id = QStringLiteral("gcloud-gpu");
    b.title = Tr::tr("Create the GPU VM");
    b.target = QStringLiteral("gcloud (Google Cloud CLI)");
    QString accel;
    QString machine = c.offering.hostVm;
    bool known = false;
    for (const GpuMachine& m : kGpuMachines) {
        if (c.hardware == QLatin1String(m.id)) {
            known = true;
            accel = QString::fromLatin1(m.acceleratorType);
            if (*m.machineType)
                machine = QString::fromLatin1(m.machineType);
        }
    }
    if (!known)
        accel = QStringLiteral("ACCELERATOR_TYPE");
    if (machine.isEmpty())
        machine = QStringLiteral("n1-standard-8");
    // a job of several GPUs: each node a VM with its GPUs (the bundled machine types come in 1, 2, 4 and 8 GPUs:
    // a2-highgpu-8g, a3-highgpu-8g)
    const int perNode = std::max(1, std::min(c.device.devices, c.device.devicesPerHost));
    const int nodes = std::max(1, c.device.hosts);
    if (accel.isEmpty() && perNode > 1 && machine.endsWith(QLatin1String("-1g")))
        machine = machine.left(machine.size() - 3) + QStringLiteral("-%1g").arg(perNode);
    QString names = ac.resourceName;
    if (nodes > 1) {
        QStringList all;
        for (int i = 0; i < nodes; ++i)
            all << ac.resourceName + QStringLiteral("-%1").arg(i);
        names = all.join(QLatin1Char(' '));
    }
    const QString zoneArg = QStringLiteral("--zone=") + ac.zone;
    QStringList args{zoneArg, QStringLiteral("--machine-type=") + machine};
    if (!accel.isEmpty())
        args << QStringLiteral("--accelerator=type=%1,count=%2").arg(accel).arg(perNode);
    args << QStringLiteral("--maintenance-policy=TERMINATE") << QStringLiteral("--image-family=$IMAGE_FAMILY")
         << QStringLiteral("--image-project=deeplearning-platform-release") << QStringLiteral("--boot-disk-size=200GB")
         << QStringLiteral("--metadata=install-nvidia-driver=True");
    if (c.offering.pricing == PricingModel::Preemptible)
        args << QStringLiteral("--preemptible");
    else if (c.offering.pricing == PricingModel::Spot)
        args << QStringLiteral("--provisioning-model=SPOT");
    b.lines << Tr::tr("# %1 in %2, %3").arg(jobText(c), ac.zone, pricingModelId(c.offering.pricing));
    b.lines << commandLines(QStringLiteral("gcloud compute instances create ") + names, args);
    b.lines << QStringLiteral("gcloud compute ssh ")
            + (nodes > 1 ? ac.resourceName + QStringLiteral("-0") : ac.resourceName) + QLatin1Char(' ') + zoneArg;
    b.lines << Tr::tr("# Delete it when the run ends");
    b.lines << QStringLiteral("gcloud compute instances delete ") + names + QLatin1Char(' ') + zoneArg
            + QStringLiteral(" --quiet");
    b.notes << Tr::tr("IMAGE_FAMILY: a Deep Learning VM image family with your framework (gcloud compute images list "
                      "--project=deeplearning-platform-release).");
    if (accel.isEmpty())
        b.notes << Tr::tr("%1 comes with its GPU attached, so the command has no --accelerator flag.").arg(machine);
    if (!known)
        b.notes << Tr::tr("The planner does not know the GCE accelerator name of %1: replace ACCELERATOR_TYPE (gcloud "
                          "compute accelerator-types list --filter=zone:%2).")
                       .arg(c.hardware, ac.zone);
    if (c.hardware == QLatin1String("v100-32"))
        b.notes << Tr::tr("Compute Engine offers the V100 with 16 GB only; a 32 GB V100 needs another provider.");
    if (ac.zoneDefaulted)
        b.notes << Tr::tr("%1 is the region's default zone; check that it offers %2 (gcloud compute accelerator-types "
                          "list --filter=zone:%1).")
                       .arg(ac.zone, c.hardware);
    return b;
}

CommandBlock colabSteps(const Candidate& c, qint64 saveSteps)
{
    CommandBlock b;
    b.id = QStringLiteral("colab");
    b.title = Tr::tr("Run it on Google Colab");
    b.target = QStringLiteral("Google Colab");
    b.shell = false;
    b.lines << Tr::tr(
                   "Open the notebook in Google Colab and choose Runtime ▸ Change runtime type ▸ TPU (%1 on the free "
                   "tier).")
                   .arg(c.hardware);
    b.lines << Tr::tr("Keep the TFRecord shards and the saved checkpoints in a Cloud Storage bucket (gs://$BUCKET) and "
                      "sign in from the notebook: from google.colab import auth; auth.authenticate_user().");
    if (c.offering.sessionLimitHours > 0)
        b.lines << Tr::tr("A session ends after about %1 h: save a checkpoint every %2 steps to the bucket and resume "
                          "from the last one in the next session.")
                       .arg(formatNumber(c.offering.sessionLimitHours, 0))
                       .arg(saveSteps);
    b.lines << Tr::tr("Run the training command below in a cell, prefixed with !.");
    b.notes << Tr::tr("Colab needs no gcloud create command; the bucket still costs storage.");
    return b;
}

CommandBlock bigbirdBlock(const PlanInput& in, const Candidate& c, qint64 saveSteps)
{
    CommandBlock b;
    b.id = QStringLiteral("bigbird-run-pretraining");
    b.title = Tr::tr("Pretrain with google-research/bigbird");
    b.target = QStringLiteral("google-research/bigbird: bigbird/pretrain/run_pretraining.py");
    const ModelSpec& m = in.model;
    const bool sparse = m.attention == AttentionKind::BlockSparse;
    auto add = [&](const char* name, const QString& value = QString()) {
        b.flags << CommandFlag{QString::fromLatin1(name), value};
    };
    add("--data_dir", QStringLiteral("gs://$BUCKET/data"));
    add("--output_dir", QStringLiteral("gs://$BUCKET/model"));
    add("--preprocessed_data");
    add("--vocab_model_file", QStringLiteral("$SPM_MODEL"));
    add("--attention_type", sparse ? QStringLiteral("block_sparse") : QStringLiteral("original_full"));
    if (sparse) {
        add("--block_size", intText(m.blockSize));
        add("--num_rand_blocks", intText(m.randomBlocks));
    }
    add("--hidden_size", intText(m.hiddenSize));
    add("--num_hidden_layers", intText(m.layers));
    add("--num_attention_heads", intText(m.heads));
    add("--intermediate_size", intText(m.intermediateSize));
    add("--max_encoder_length", intText(in.seqLen));
    const int predictions
        = in.head.kind == HeadKind::MlmMasked ? in.head.maxPredictions : std::max(1, int(std::ceil(in.seqLen * 0.15)));
    add("--max_predictions_per_seq", intText(predictions));
    add("--train_batch_size", intText(c.batchPerDevice));
    add("--do_train");
    if (in.optimizer == OptimizerKind::AdamW)
        add("--optimizer", QStringLiteral("AdamWeightDecay"));
    add("--num_train_steps", intText(qint64(std::ceil(c.steps))));
    add("--save_checkpoints_steps", intText(saveSteps));
    if (in.head.nsp)
        add("--use_nsp");
    if (c.checkpointing.kind != CheckpointingKind::None)
        add("--use_gradient_checkpointing");
    add("--use_tpu");
    add("--tpu_name", QStringLiteral("local"));
    add("--num_tpu_cores", intText(c.device.devices));
    b.lines << commandLines(QStringLiteral("python3 bigbird/pretrain/run_pretraining.py"), flagTexts(b.flags));

    b.notes << Tr::tr("--train_batch_size is the batch per TPU core; --num_tpu_cores is the number of devices (%1).")
                   .arg(c.device.devices);
    if (c.accumulation > 1)
        b.notes << accumulationNote(c, QStringLiteral("run_pretraining.py"));
    if (c.checkpointing.kind == CheckpointingKind::EveryK || c.checkpointing.kind == CheckpointingKind::Selective)
        b.notes << Tr::tr("--use_gradient_checkpointing recomputes every layer, more than the planned %1: less memory, "
                          "a slower step than estimated.")
                       .arg(checkpointingId(c.checkpointing));
    if (c.precision != Precision::Fp32)
        b.notes << Tr::tr("The bigbird code has no bf16 flag and trains in fp32; the plan assumed %1.")
                       .arg(precisionId(c.precision));
    if (in.head.kind != HeadKind::MlmMasked)
        b.notes << Tr::tr("run_pretraining.py predicts gathered positions (--max_predictions_per_seq); the plan's head "
                          "is %1, so %2 (15 % of the sequence) is a suggestion.")
                       .arg(headKindId(in.head.kind))
                       .arg(predictions);
    if (in.optimizer != OptimizerKind::AdamW)
        b.notes << Tr::tr("Set --optimizer to the bigbird name of %1 (bigbird/core/optimization.py).")
                       .arg(optimizerId(in.optimizer));
    b.notes << Tr::tr("--preprocessed_data reads TFRecords that are already tokenized and masked: the script's NumPy "
                      "masking (tf.compat.v1.py_func) does not run on Cloud TPU (seed deck, 2021).");
    b.notes << Tr::tr("--tpu_name=local addresses the TPU of a TPU VM; a TPU Node (or the legacy Colab runtime) takes "
                      "its name or grpc:// address instead.");
    return b;
}

CommandBlock hfTfBlock(const PlanInput& in, const Candidate& c)
{
    CommandBlock b;
    b.id = QStringLiteral("hf-tf-tpu-run-mlm");
    b.title = Tr::tr("Pretrain with the Hugging Face TensorFlow TPU example");
    b.target = QStringLiteral("huggingface/transformers: examples/tensorflow/language-modeling-tpu/run_mlm.py");
    bool placeholder = false;
    const QString config = hfConfigName(in, &placeholder);
    auto add = [&](const char* name, const QString& value = QString()) {
        b.flags << CommandFlag{QString::fromLatin1(name), value};
    };
    add("--pretrained_model_config", config);
    add("--tokenizer", placeholder ? QStringLiteral("$TOKENIZER") : config);
    add("--train_dataset", QStringLiteral("gs://$BUCKET/train"));
    add("--output_dir", QStringLiteral("$OUTPUT_DIR"));
    add("--per_replica_batch_size", intText(c.batchPerDevice));
    add("--max_length", intText(in.seqLen));
    if (c.precision == Precision::Bf16Mixed || runsLowPrecisionMatmuls(c.precision))
        add("--bfloat16");
    if (in.runLength == RunLength::Epochs)
        add("--num_epochs", QLocale::c().toString(in.epochs, 'g', 6));
    add("--tpu_name", QStringLiteral("local"));
    b.lines << commandLines(QStringLiteral("python3 run_mlm.py"), flagTexts(b.flags));

    b.notes << Tr::tr("--per_replica_batch_size is the batch per device; the global batch is it × %1 replica(s).")
                   .arg(c.device.devices);
    b.notes << Tr::tr(
        "--max_length must match the length the TFRecords were written with (prepare_tfrecord_shards.py).");
    if (c.accumulation > 1)
        b.notes << accumulationNote(c, QStringLiteral("run_mlm.py (TensorFlow)"));
    if (c.checkpointing.kind != CheckpointingKind::None)
        b.notes << Tr::tr("The TensorFlow example has no gradient checkpointing flag: this candidate needs %1, so use "
                          "the bigbird or PyTorch script, or another candidate.")
                       .arg(checkpointingId(c.checkpointing));
    if (in.runLength != RunLength::Epochs)
        b.notes << Tr::tr(
                       "The script counts --num_epochs, not steps: pick the epochs that give %1 steps of %2 sequences.")
                       .arg(QLocale().toString(c.steps, 'f', 0))
                       .arg(in.globalBatch);
    b.notes << Tr::tr("The script saves the model at the end (and pushes to the Hub with --hub_model_id); it has no "
                      "periodic checkpoint flag, so a preempted run starts over.");
    if (in.head.kind == HeadKind::MlmMasked || in.head.nsp)
        b.notes << Tr::tr("TFAutoModelForMaskedLM predicts every position without NSP; the plan's head differs, so "
                          "memory can be higher than estimated.");
    if (placeholder)
        b.notes << Tr::tr("$MODEL_CONFIG: a Hugging Face config name or directory for this architecture.");
    return b;
}

// The Hugging Face Trainer's --optim for the candidate's optimizer (TrainingArguments.optim, transformers 4.46:
// adamw_torch, adafactor, adamw_bnb_8bit, paged_adamw_32bit, paged_adamw_8bit); empty where it has none.
QString hfTrainerOptim(const Candidate& c, bool paged)
{
    switch (c.optimizer) {
    case OptimizerKind::AdamW:
        return paged ? QStringLiteral("paged_adamw_32bit") : QStringLiteral("adamw_torch");
    case OptimizerKind::AdamW8bit:
        return paged ? QStringLiteral("paged_adamw_8bit") : QStringLiteral("adamw_bnb_8bit");
    case OptimizerKind::Adafactor:
        return QStringLiteral("adafactor");
    default:
        return QString();
    }
}

CommandBlock hfTrainerBlock(const PlanInput& in, const Candidate& c, qint64 saveSteps)
{
    CommandBlock b;
    b.id = QStringLiteral("hf-trainer");
    const bool classification = in.head.kind == HeadKind::Classification;
    b.title = classification ? Tr::tr("Fine-tune with the Hugging Face Trainer (PyTorch)")
                             : Tr::tr("Pretrain with the Hugging Face Trainer (PyTorch)");
    const QString script = classification ? QStringLiteral("examples/pytorch/text-classification/run_glue.py")
                                          : QStringLiteral("examples/pytorch/language-modeling/run_mlm.py");
    b.target = QStringLiteral("huggingface/transformers: ") + script;
    bool placeholder = false;
    const QString config = hfConfigName(in, &placeholder);
    auto add = [&](const char* name, const QString& value = QString()) {
        b.flags << CommandFlag{QString::fromLatin1(name), value};
    };
    if (classification) {
        add("--model_name_or_path", config);
        add("--train_file", QStringLiteral("$TRAIN_FILE"));
    } else {
        if (!in.model.modelType.isEmpty())
            add("--model_type", in.model.modelType);
        add("--config_name", config);
        add("--tokenizer_name", placeholder ? QStringLiteral("$TOKENIZER") : config);
        add("--train_file", QStringLiteral("$TRAIN_FILE"));
    }
    add("--do_train");
    add("--output_dir", QStringLiteral("$OUTPUT_DIR"));
    add("--max_seq_length", intText(in.seqLen));
    if (c.device.isTpu && !classification)
        add("--pad_to_max_length");
    add("--per_device_train_batch_size", intText(c.batchPerDevice));
    add("--gradient_accumulation_steps", intText(c.accumulation));
    if (c.checkpointing.kind != CheckpointingKind::None)
        add("--gradient_checkpointing");
    if (c.precision == Precision::Bf16Mixed || runsLowPrecisionMatmuls(c.precision))
        add("--bf16");
    else if (c.precision == Precision::Fp16Mixed)
        add("--fp16");
    if (!hfTrainerOptim(c, in.pagedOptimizer).isEmpty())
        add("--optim", hfTrainerOptim(c, in.pagedOptimizer));
    add("--max_steps", intText(qint64(std::ceil(c.steps))));
    add("--save_steps", intText(saveSteps));
    add("--save_total_limit", QStringLiteral("2"));
    if (c.device.isTpu)
        add("--dataloader_drop_last");
    QString head = QStringLiteral("python3 ") + script;
    if (c.device.isTpu)
        head = QStringLiteral("python3 examples/pytorch/xla_spawn.py --num_cores=%1 ").arg(c.device.devices) + script;
    b.lines << commandLines(head, flagTexts(b.flags));

    b.notes << Tr::tr("--per_device_train_batch_size × --gradient_accumulation_steps × %1 device(s) = global batch %2.")
                   .arg(c.device.devices)
                   .arg(in.globalBatch);
    if (c.device.isTpu) {
        b.notes << Tr::tr("On TPU the Trainer runs on PyTorch/XLA, launched with one process per device by "
                          "xla_spawn.py; check the launcher against your torch_xla version.");
        b.notes << Tr::tr("--pad_to_max_length and --dataloader_drop_last keep every batch the same shape, so XLA "
                          "compiles the step once.");
        if (c.precision == Precision::Bf16Mixed)
            b.notes << Tr::tr(
                "Whether --bf16 casts on XLA depends on the transformers version; PyTorch/XLA's own switch "
                "is the XLA_USE_BF16=1 environment variable (all-bf16).");
    }
    if (c.checkpointing.kind == CheckpointingKind::EveryK || c.checkpointing.kind == CheckpointingKind::Selective)
        b.notes << Tr::tr("--gradient_checkpointing recomputes every layer, more than the planned %1: less memory, a "
                          "slower step than estimated.")
                       .arg(checkpointingId(c.checkpointing));
    if (!classification && (in.head.kind == HeadKind::MlmMasked || in.head.nsp))
        b.notes << Tr::tr(
            "run_mlm.py predicts every position and has no NSP; the plan's head differs, so memory can be "
            "higher than estimated.");
    if (hfTrainerOptim(c, in.pagedOptimizer).isEmpty())
        b.notes << Tr::tr("The Trainer has no --optim value for %1 here: pass the optimizer in code.")
                       .arg(optimizerId(in.optimizer));
    if (placeholder)
        b.notes << Tr::tr("$MODEL_CONFIG: a Hugging Face config name or directory for this architecture.");
    return b;
}

QString presetId(const PlanInput& in)
{
    return in.model.id.isEmpty() ? in.modelRef : in.model.id;
}

QString maxTextModelName(const QString& preset)
{
    for (const MaxTextName& n : kMaxTextNames)
        if (preset == QLatin1String(n.preset))
            return QString::fromLatin1(n.modelName);
    return QString();
}

const TorchtuneConfig* torchtuneConfig(const QString& preset)
{
    for (const TorchtuneConfig& t : kTorchtuneConfigs)
        if (preset == QLatin1String(t.preset))
            return &t;
    return nullptr;
}

// MaxText's remat_policy for a checkpointing choice (base.yml `remat_policy`; "none" keeps every activation).
QString maxTextRematPolicy(const Checkpointing& c)
{
    switch (c.kind) {
    case CheckpointingKind::None:
        return QStringLiteral("none");
    case CheckpointingKind::Minimal:
        return QStringLiteral("minimal");
    case CheckpointingKind::SaveQkvProj:
        return QStringLiteral("save_qkv_proj");
    case CheckpointingKind::SaveDotExceptMlp:
    case CheckpointingKind::SaveDotExceptMlpwi:
    case CheckpointingKind::SaveDotWithContextExceptMlp:
    case CheckpointingKind::QkvProjOffloaded:
    case CheckpointingKind::MinimalOffloaded:
        return checkpointingId(c);
    case CheckpointingKind::Custom:
        return QStringLiteral("custom");
    case CheckpointingKind::SelectiveOps: // torchtitan's; MaxText's nearest is save_dot_except_mlpwi
        return QStringLiteral("save_dot_except_mlpwi");
    case CheckpointingKind::Full:
    case CheckpointingKind::EveryK:
    case CheckpointingKind::Selective:
        return QStringLiteral("full");
    }
    return QStringLiteral("full");
}

QString finetuneName(FinetuneMode f)
{
    return f == FinetuneMode::Qlora ? QStringLiteral("QLoRA")
        : f == FinetuneMode::Lora   ? QStringLiteral("LoRA")
                                    : QStringLiteral("full");
}

QString loraModulesText(LoraTargets t)
{
    return t == LoraTargets::Qv ? QStringLiteral("q_proj, v_proj")
                                : QStringLiteral("q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj");
}

// MaxText's remat_policy when activations go to the host: the policies that offload what they save
// (qkv_proj_offloaded, minimal_offloaded), else `custom` with the layer input offloaded and the rest recomputed, as
// the v6e-8 Llama 3.1 8B recipes do (benchmarks/maxtext_trillium_model_configs.py; reference llm.md section 4).
// Empty when the policy is `custom` (the caller adds the per-tensor keys).
QString maxTextOffloadedRematPolicy(const Checkpointing& c)
{
    switch (c.kind) {
    case CheckpointingKind::SaveQkvProj:
        return QStringLiteral("qkv_proj_offloaded");
    case CheckpointingKind::Minimal:
        return QStringLiteral("minimal_offloaded");
    default:
        return QString();
    }
}

// The name MaxText's train_compile.py takes for a slice (compile_topology; accelerator_to_spec_map in
// src/MaxText/accelerator_to_spec_map.py): the gcloud name, with v5e's "v5litepod" spelled "v5e".
QString maxTextTopology(const QString& hardware)
{
    QString t = hardware;
    if (t.startsWith(QLatin1String("v5litepod-")))
        t.replace(0, int(qstrlen("v5litepod")), QStringLiteral("v5e"));
    return t;
}

// The flags that decide the compiled program, and so its memory: the model, the batch, the mesh, the
// rematerialisation and the offload. Shared by train.py and train_compile.py, so that the compiler checks exactly
// the program that will run. Keys of src/MaxText/configs/base.yml.
QVector<CommandFlag> maxTextShapeFlags(const PlanInput& in, const Candidate& c)
{
    QVector<CommandFlag> flags;
    auto add = [&](const char* name, const QString& value) { flags << CommandFlag{QString::fromLatin1(name), value}; };
    const ModelSpec& m = in.model;
    const QString modelName = maxTextModelName(presetId(in));
    if (!modelName.isEmpty()) {
        add("model_name", modelName);
    } else {
        // no MaxText model config: the shape as base.yml overrides on the model type's decoder block, the Llama-2
        // block for a dense model MaxText does not implement, the Mixtral block for such an MoE model
        const QString block = maxTextDecoderBlock(m.modelType);
        add("decoder_block",
            !block.isEmpty() ? block : (m.isMoe() ? QStringLiteral("mixtral") : QStringLiteral("llama2")));
        add("base_num_decoder_layers", intText(m.layers));
        add("base_emb_dim", intText(m.hiddenSize));
        add("base_num_query_heads", intText(m.heads));
        add("base_num_kv_heads", intText(m.kvHeadCount()));
        add("head_dim", intText(m.headDim()));
        add("base_mlp_dim", intText(m.intermediateSize > 0 ? m.intermediateSize : m.expertIntermediateSize));
        add("vocab_size", intText(m.vocabSize));
    }
    add("per_device_batch_size", maxTextPerDeviceBatch(c));
    add("max_target_length", intText(in.seqLen));
    add("gradient_accumulation_steps", intText(c.accumulation));
    // the mesh: every ici_* axis explicit (their product is the chips of one slice), slices over DCN
    const Mesh& mesh = c.mesh;
    if (mesh.data > 1)
        add("ici_data_parallelism", intText(mesh.data));
    add("ici_fsdp_parallelism", intText(mesh.fsdp));
    add("ici_tensor_parallelism", intText(mesh.tensor));
    add("dcn_data_parallelism", intText(mesh.slices));
    flags << maxTextPipelineFlags(c);
    // the experts and the attention kinds (empty for a dense model of the classic kind)
    flags << maxTextArchitectureFlags(m, mesh, candidateConfig(c, in).capacityFactor);
    flags << maxTextContextFlags(c);
    if (c.offload.activations) {
        const QString policy = maxTextOffloadedRematPolicy(c.checkpointing);
        if (!policy.isEmpty()) {
            add("remat_policy", policy);
        } else {
            add("remat_policy", QStringLiteral("custom"));
            add("decoder_layer_input", QStringLiteral("offload"));
        }
    } else {
        add("remat_policy", maxTextRematPolicy(c.checkpointing));
        if (c.checkpointing.kind == CheckpointingKind::Custom) // MaxText's per-tensor keys, as the plan places them
            for (int i = 0; i < int(LayerTensor::Count); ++i)
                add(qPrintable(layerTensorId(LayerTensor(i))), placementId(c.checkpointing.placement.at[i]));
    }
    if (c.offload.optimizer)
        add("optimizer_memory_host_offload", QStringLiteral("True"));
    if (c.offload.params)
        add("parameter_memory_host_offload", QStringLiteral("True"));
    const bool flash = resolvedAttention(m, in.attention, c.device) == AttentionImpl::Flash;
    add("attention", flash ? QStringLiteral("flash") : QStringLiteral("dot_product"));
    add("dtype", c.precision == Precision::Fp32 ? QStringLiteral("float32") : QStringLiteral("bfloat16"));
    add("weight_dtype", c.precision == Precision::Bf16 ? QStringLiteral("bfloat16") : QStringLiteral("float32"));
    flags << maxTextQuantizationFlags(c);
    if (c.lossChunks > 1)
        add("num_vocab_tiling", intText(c.lossChunks));
    return flags;
}

// What MaxText does differently from the planned mesh and offload.
QStringList maxTextMeshNotes(const Candidate& c)
{
    QStringList notes;
    const Mesh& mesh = c.mesh;
    notes << Tr::tr("The mesh is %1 (%2): ici_* parallelisms multiply to the %3 chips of one slice, "
                    "dcn_data_parallelism is the number of slices.")
                 .arg(meshText(mesh), shardingStrategyLabel(mesh.strategy))
                 .arg(mesh.devicesPerSlice());
    if (mesh.strategy == ShardingStrategy::Zero1 || mesh.strategy == ShardingStrategy::Zero2)
        notes << Tr::tr("MaxText shards the weights, gradients and optimizer states over the fsdp axis together: the "
                        "planned %1 runs as FSDP, with less memory and more all-gather traffic than estimated.")
                     .arg(shardingStrategyLabel(mesh.strategy));
    if (c.offload.activations && maxTextOffloadedRematPolicy(c.checkpointing).isEmpty())
        notes << Tr::tr("remat_policy=custom with decoder_layer_input=offload keeps each layer's input in host "
                        "memory and recomputes the rest, as the v6e-8 Llama 3.1 recipes do.");
    if (mesh.slices > 1)
        notes << Tr::tr("Multislice: the gcloud commands above create the %1 slices as one queued resource; run "
                        "this command on every worker of every slice.")
                     .arg(mesh.slices);
    return notes;
}

// MaxText's ahead-of-time compilation for the candidate's slice: the same program as train.py, compiled for a
// topology without the hardware, so that an out-of-memory shows before anything is rented (MaxText README,
// "Ahead of Time Compilation": train_compile.py with compile_topology and compile_topology_num_slices).
CommandBlock maxTextCompileBlock(const PlanInput& in, const Candidate& c)
{
    CommandBlock b;
    b.id = QStringLiteral("maxtext-train-compile");
    b.title = Tr::tr("Check the fit with the MaxText compiler before renting");
    b.target = QStringLiteral("AI-Hypercomputer/maxtext: src/MaxText/train_compile.py");
    b.flags << CommandFlag{QStringLiteral("compile_topology"), maxTextTopology(c.hardware)};
    b.flags << CommandFlag{QStringLiteral("compile_topology_num_slices"), intText(c.mesh.slices)};
    b.flags << maxTextShapeFlags(in, c);
    b.lines << Tr::tr("# On any machine with MaxText and jax[tpu] installed (a CPU VM will do): no TPU is needed");
    b.lines << commandLines(QStringLiteral("python3 -m MaxText.train_compile src/MaxText/configs/base.yml"),
                            flagTexts(b.flags));
    b.notes << Tr::tr("It compiles the training step for %1 × %2 and stops with an out-of-memory error where the "
                      "program does not fit the chips' memory: run it before creating the TPU.")
                   .arg(c.mesh.slices)
                   .arg(maxTextTopology(c.hardware));
    const QString gen = c.device.generation;
    if (!(gen.startsWith(QLatin1String("v4")) || gen.startsWith(QLatin1String("v5"))
          || gen.startsWith(QLatin1String("v6"))))
        b.notes << Tr::tr("MaxText's train_compile.py knows the topologies of v4, v5e, v5p and v6e; check that it "
                          "accepts %1.")
                       .arg(maxTextTopology(c.hardware));
    return b;
}

// The MaxText pretraining / full fine-tuning command for a decoder on a TPU. Flag names are base.yml keys
// (AI-Hypercomputer/maxtext: src/MaxText/configs/base.yml, 2026-11), passed as key=value overrides after the
// config file, as the MaxText README's `python3 -m MaxText.train src/MaxText/configs/base.yml run_name=...` does
// (the repository moved the package under src/ in 2025).
CommandBlock maxTextBlock(const PlanInput& in, const Candidate& c, qint64 saveSteps)
{
    CommandBlock b;
    b.id = QStringLiteral("maxtext-train");
    b.title = Tr::tr("Train with MaxText (JAX)");
    b.target = QStringLiteral("AI-Hypercomputer/maxtext: src/MaxText/train.py, src/MaxText/configs/base.yml");
    const ModelSpec& m = in.model;
    auto add = [&](const char* name, const QString& value) {
        b.flags << CommandFlag{QString::fromLatin1(name), value};
    };
    add("run_name", QStringLiteral("$RUN_NAME"));
    add("base_output_directory", QStringLiteral("gs://$BUCKET/maxtext"));
    add("dataset_path", QStringLiteral("$DATASET_PATH"));
    add("tokenizer_path", QStringLiteral("$TOKENIZER_PATH"));
    const QString modelName = maxTextModelName(presetId(in));
    if (in.finetune != FinetuneMode::Full)
        add("load_parameters_path", QStringLiteral("$CHECKPOINT_PATH"));
    const QVector<CommandFlag> shape = maxTextShapeFlags(in, c);
    b.flags << shape;
    add("steps", intText(qint64(std::ceil(c.steps))));
    add("enable_checkpointing", QStringLiteral("true"));
    add("checkpoint_period", intText(saveSteps));
    b.lines << Tr::tr("# On the TPU VM: git clone https://github.com/AI-Hypercomputer/maxtext, then install it");
    b.lines << commandLines(QStringLiteral("python3 -m MaxText.train src/MaxText/configs/base.yml"),
                            flagTexts(b.flags));

    b.notes << Tr::tr("per_device_batch_size × gradient_accumulation_steps × %1 device(s) = global batch %2.")
                   .arg(c.device.devices * c.mesh.slices)
                   .arg(in.globalBatch);
    b.notes << maxTextMeshNotes(c);
    b.notes << maxTextMoeNotes(m, c.mesh, candidateConfig(c, in).capacityFactor);
    b.notes << pipelineNotes(c);
    b.notes << maxTextContextNotes(c);
    if (modelName.isEmpty() && !maxTextDecoderBlock(m.modelType).isEmpty())
        b.notes << Tr::tr("MaxText has no model config for %1: the base_* flags and the keys after them set its shape "
                          "on MaxText's %2 decoder block; check them against the model.")
                       .arg(m.name.isEmpty() ? m.id : m.name, maxTextDecoderBlock(m.modelType));
    else if (modelName.isEmpty() && !m.isMoe())
        b.notes << Tr::tr("MaxText has no model config for %1: the base_* flags set its shape on the Llama-2 decoder "
                          "block, which has no q/k/v biases, learned positions or tied embeddings; check them against "
                          "the model.")
                       .arg(m.name.isEmpty() ? m.id : m.name);
    if (in.finetune != FinetuneMode::Full)
        b.notes << Tr::tr("MaxText's train.py trains every weight: it has no LoRA. The plan's %1 needs far less "
                          "memory than this command; run it with a PEFT-capable trainer, or plan with --finetune "
                          "full for this command.")
                       .arg(finetuneName(in.finetune));
    else
        b.notes << Tr::tr("To fine-tune rather than pretrain, add load_parameters_path= with a checkpoint converted to "
                          "MaxText's format.");
    if (c.checkpointing.kind == CheckpointingKind::EveryK || c.checkpointing.kind == CheckpointingKind::Selective)
        b.notes << Tr::tr("MaxText has no policy for the planned %1: remat_policy=full recomputes more, so the step "
                          "is slower than estimated.")
                       .arg(checkpointingId(c.checkpointing));
    if (c.precision == Precision::Bf16Mixed)
        b.notes << Tr::tr("dtype is the activations' type and weight_dtype the stored weights' and optimizer states' "
                          "type: bfloat16 with float32 weights is the plan's bf16 mixed.");
    b.notes << maxTextQuantizationNotes(c);
    if (c.lossChunks > 1)
        b.notes << Tr::tr("num_vocab_tiling splits the output projection and the loss into %1 tiles over the tokens, "
                          "as the plan's loss chunks do.")
                       .arg(c.lossChunks);
    b.notes << Tr::tr("$DATASET_PATH, $TOKENIZER_PATH and $RUN_NAME are yours to set; dataset_type (tfds, hf, grain) "
                      "selects how dataset_path is read.");
    return b;
}

// torchtune for a supported decoder on one GPU: the single-device recipes are what people run for LoRA and QLoRA
// on one card. Override keys are the recipe config keys (meta-pytorch/torchtune:
// recipes/lora_finetune_single_device.py, recipes/full_finetune_single_device.py and recipes/configs/<family>/*.yaml,
// 2026-11), given as key=value after
// --config as `tune run` takes them.
CommandBlock torchtuneBlock(const PlanInput& in, const Candidate& c, const TorchtuneConfig& tc)
{
    CommandBlock b;
    b.id = QStringLiteral("torchtune");
    b.title = Tr::tr("Fine-tune with torchtune (PyTorch)");
    const bool full = in.finetune == FinetuneMode::Full;
    const QString recipe
        = full ? QStringLiteral("full_finetune_single_device") : QStringLiteral("lora_finetune_single_device");
    QString config = QString::fromLatin1(tc.prefix) + QLatin1Char('_');
    if (full)
        config += QString::fromLatin1(tc.full);
    else
        config += in.finetune == FinetuneMode::Qlora ? QStringLiteral("qlora_single_device")
                                                     : QStringLiteral("lora_single_device");
    b.target = QStringLiteral("meta-pytorch/torchtune: recipes/") + recipe + QStringLiteral(".py, recipes/configs/")
        + config + QStringLiteral(".yaml");
    auto add = [&](const char* name, const QString& value) {
        b.flags << CommandFlag{QString::fromLatin1(name), value};
    };
    add("output_dir", QStringLiteral("$OUTPUT_DIR"));
    add("checkpointer.checkpoint_dir", QStringLiteral("$CHECKPOINT_DIR"));
    add("tokenizer.path", QStringLiteral("$TOKENIZER_PATH"));
    add("tokenizer.max_seq_len", intText(in.seqLen));
    add("batch_size", intText(c.batchPerDevice));
    add("gradient_accumulation_steps", intText(c.accumulation));
    add("enable_activation_checkpointing",
        c.checkpointing.kind == CheckpointingKind::None ? QStringLiteral("False") : QStringLiteral("True"));
    add("dtype", c.precision == Precision::Fp32 ? QStringLiteral("fp32") : QStringLiteral("bf16"));
    if (!full) {
        add("model.lora_rank", intText(in.loraRank));
        add("model.lora_alpha", intText(2 * qint64(in.loraRank)));
        const bool all = in.loraTargets == LoraTargets::AllLinear;
        add("model.lora_attn_modules",
            all ? QStringLiteral("['q_proj','k_proj','v_proj','output_proj']") : QStringLiteral("['q_proj','v_proj']"));
        add("model.apply_lora_to_mlp", all ? QStringLiteral("True") : QStringLiteral("False"));
    }
    add("epochs", QStringLiteral("1"));
    add("max_steps_per_epoch", intText(qint64(std::ceil(c.steps))));
    QStringList args{QStringLiteral("--config ") + config};
    for (const CommandFlag& f : b.flags) // torchtune overrides are key=value words; quote the list values
        args << (f.value.startsWith(QLatin1Char('[')) ? f.name + QStringLiteral("=\"") + f.value + QLatin1Char('"')
                                                      : f.text());
    b.lines << Tr::tr("# pip install torchtune; tune download %1 --output-dir $CHECKPOINT_DIR")
                   .arg(huggingFaceModelName(presetId(in)));
    b.lines << commandLines(QStringLiteral("tune run ") + recipe, args);

    b.notes << Tr::tr("torchtune because it has a single-device %1 recipe and config for this model; the Hugging "
                      "Face Trainer would need the LoRA set up in code.")
                   .arg(finetuneName(in.finetune));
    b.notes << Tr::tr("batch_size × gradient_accumulation_steps = global batch %1 on one GPU.").arg(in.globalBatch);
    if (c.precision == Precision::Bf16Mixed)
        b.notes << Tr::tr("dtype=bf16 trains in pure bf16 (torchtune has no mixed precision): weights, gradients "
                          "and optimizer states take less memory than the plan's bf16 mixed.");
    if (c.lossChunks <= 1)
        b.notes << Tr::tr("torchtune's configs compute the loss in chunks (CEWithChunkedOutputLoss): the logits take "
                          "less memory than the plan assumes without --loss-chunks.");
    else if (c.lossChunks != kTorchtuneLossChunks)
        b.notes << Tr::tr("torchtune's chunked loss (CEWithChunkedOutputLoss) uses 8 chunks; the plan assumed %1.")
                       .arg(c.lossChunks);
    if (resolvedAttention(in.model, in.attention, c.device) == AttentionImpl::Eager)
        b.notes << Tr::tr("torchtune runs attention through PyTorch's scaled_dot_product_attention, which picks a "
                          "flash kernel where it can; the plan assumed eager attention.");
    if (c.checkpointing.kind != CheckpointingKind::None && c.checkpointing.kind != CheckpointingKind::Full)
        b.notes << Tr::tr("enable_activation_checkpointing recomputes every layer, more than the planned %1: less "
                          "memory, a slower step than estimated.")
                       .arg(checkpointingId(c.checkpointing));
    b.notes << Tr::tr("The dataset is the config's (dataset._component_); override it with your own.");
    return b;
}

// How a GPU candidate runs: one process per GPU on each of its nodes, under DeepSpeed ZeRO when the states are
// sharded or offloaded (the convention of docs/reports.md: DeepSpeed for ZeRO-1/2/3 and FSDP, because its stages and
// its separate offload_optimizer / offload_param are what the memory model counts), under PyTorch DDP otherwise.
struct GpuJobLayout
{
    bool distributed = false; // more than one GPU, sharded or offloaded: not the single-device commands
    bool deepSpeed = false;
    int stage = 0; // ZeRO stage
    int gpusPerNode = 1;
    int nodes = 1;
};

GpuJobLayout gpuJobLayout(const Candidate& c)
{
    GpuJobLayout j;
    const ShardingStrategy st = c.mesh.strategy;
    j.deepSpeed = st != ShardingStrategy::Replicate || c.offload.optimizer || c.offload.params;
    j.distributed = c.device.devices > 1 || j.deepSpeed || c.mesh.tensor > 1;
    switch (st) {
    case ShardingStrategy::Zero1:
        j.stage = 1;
        break;
    case ShardingStrategy::Zero2:
        j.stage = 2;
        break;
    case ShardingStrategy::Fsdp:
        j.stage = 3;
        break;
    case ShardingStrategy::Replicate:
        // offload without sharding (ZeRO-Offload on a replica): stage 2 keeps the optimizer on the CPU, stage 3 is
        // the one that can offload parameters
        j.stage = c.offload.params ? 3 : 2;
        break;
    }
    j.gpusPerNode = std::max(1, std::min(c.device.devices, c.device.devicesPerHost));
    j.nodes = std::max(1, c.device.hosts);
    return j;
}

QString gpuLaunchComment(const Candidate& c, const GpuJobLayout& j)
{
    if (j.nodes > 1)
        return Tr::tr("# On each of the %1 nodes (NODE_RANK 0 to %2; MASTER_ADDR is node 0's address)")
            .arg(j.nodes)
            .arg(j.nodes - 1);
    return Tr::tr("# On the VM, one process per GPU (%1 GPUs)").arg(c.device.devices);
}

// deepspeed --num_gpus on one node; torchrun across nodes (the DeepSpeed launcher needs a hostfile and passwordless
// ssh, torchrun only the rendezvous address); torchrun for DDP.
QString gpuLauncher(const Candidate& c, const GpuJobLayout& j)
{
    Q_UNUSED(c)
    if (j.nodes > 1)
        return QStringLiteral("torchrun --nproc_per_node %1 --nnodes %2 --node_rank $NODE_RANK "
                              "--master_addr $MASTER_ADDR --master_port 29500")
            .arg(j.gpusPerNode)
            .arg(j.nodes);
    if (j.deepSpeed)
        return QStringLiteral("deepspeed --num_gpus %1").arg(j.gpusPerNode);
    return QStringLiteral("torchrun --nproc_per_node %1").arg(j.gpusPerNode);
}

QStringList gpuJobNotes(const Candidate& c, const GpuJobLayout& j)
{
    QStringList notes;
    const int devices = c.device.devices;
    if (j.deepSpeed)
        notes << Tr::tr("The Hugging Face Trainer with DeepSpeed ZeRO stage %1 (ds_config.json above) over %2 GPUs: "
                        "the planned %3.")
                     .arg(j.stage)
                     .arg(devices)
                     .arg(shardingStrategyLabel(c.mesh.strategy));
    else
        notes << Tr::tr("The Hugging Face Trainer runs PyTorch DDP under torchrun: every GPU holds a full replica.");
    if (c.mesh.strategy == ShardingStrategy::Fsdp)
        notes << Tr::tr("The same with PyTorch FSDP instead of DeepSpeed: --fsdp \"full_shard auto_wrap\" with "
                        "fsdp_config transformer_layer_cls_to_wrap set to the decoder layer class "
                        "(sharding_strategy FULL_SHARD, auto_wrap_policy transformer_auto_wrap_policy)%1.")
                     .arg(c.offload.any() ? Tr::tr(", and --fsdp \"full_shard auto_wrap offload\" for cpu_offload")
                                          : QString());
    if (c.offload.params && j.stage < 3)
        notes << Tr::tr("DeepSpeed offloads parameters only under ZeRO-3 (offload_param): under stage %1 they stay on "
                        "the GPU.")
                     .arg(j.stage);
    if (c.offload.activations)
        notes << Tr::tr("Neither the Trainer nor DeepSpeed ZeRO moves activations to the host: the planned "
                        "activation offload needs the model's checkpointing to offload (for example "
                        "torch.autograd.graph.save_on_cpu); without it the activations stay on the GPU.");
    if (c.mesh.tensor > 1)
        notes << Tr::tr("Tensor parallelism of %1: the Trainer and ZeRO do not split layers; run it with a framework "
                        "that does (Megatron-LM --tensor-model-parallel-size %1, torchtitan "
                        "tensor_parallel_degree=%1).")
                     .arg(c.mesh.tensor);
    if (j.nodes > 1)
        notes << Tr::tr("%1 GPUs span %2 nodes of %3: the gradient and weight traffic between nodes runs over the "
                        "network, slower than NVLink.")
                     .arg(devices)
                     .arg(j.nodes)
                     .arg(j.gpusPerNode);
    return notes;
}

// The DeepSpeed configuration of a sharded or offloaded GPU candidate, written to ds_config.json (DeepSpeed
// docs "DeepSpeed Configuration JSON": train_micro_batch_size_per_gpu, gradient_accumulation_steps, bf16/fp16,
// zero_optimization.stage, offload_optimizer / offload_param {"device": "cpu"}). The values equal the Trainer's flags,
// which the Trainer checks against them.
CommandBlock deepSpeedConfigBlock(const Candidate& c, const GpuJobLayout& j)
{
    CommandBlock b;
    b.id = QStringLiteral("deepspeed-config");
    b.title = Tr::tr("DeepSpeed ZeRO configuration");
    b.target = QStringLiteral("deepspeedai/DeepSpeed: ds_config.json");
    auto add = [&](const char* name, const QString& value) {
        b.flags << CommandFlag{QString::fromLatin1(name), value};
    };
    add("train_micro_batch_size_per_gpu", intText(c.batchPerDevice));
    add("gradient_accumulation_steps", intText(c.accumulation));
    add("bf16.enabled",
        c.precision == Precision::Bf16Mixed || c.precision == Precision::Bf16 || runsLowPrecisionMatmuls(c.precision)
            ? QStringLiteral("true")
            : QStringLiteral("false"));
    add("fp16.enabled", c.precision == Precision::Fp16Mixed ? QStringLiteral("true") : QStringLiteral("false"));
    add("zero_optimization.stage", intText(j.stage));
    if (c.offload.optimizer)
        add("zero_optimization.offload_optimizer.device", QStringLiteral("cpu"));
    if (c.offload.params && j.stage == 3)
        add("zero_optimization.offload_param.device", QStringLiteral("cpu"));
    // data x fsdp with data > 1 (shards within groups, replicas across them): MiCS under ZeRO-3
    const bool mics = j.stage == 3 && c.mesh.data > 1 && c.mesh.fsdp > 1;
    if (mics)
        add("zero_optimization.mics_shard_size", intText(c.mesh.fsdp));
    QStringList json;
    json << QStringLiteral("cat > ds_config.json <<'EOF'") << QStringLiteral("{");
    json << QStringLiteral("  \"train_micro_batch_size_per_gpu\": %1,").arg(c.batchPerDevice);
    json << QStringLiteral("  \"gradient_accumulation_steps\": %1,").arg(c.accumulation);
    json << QStringLiteral("  \"bf16\": {\"enabled\": %1},").arg(b.flags[2].value);
    json << QStringLiteral("  \"fp16\": {\"enabled\": %1},").arg(b.flags[3].value);
    json << QStringLiteral("  \"zero_optimization\": {");
    QStringList zero;
    zero << QStringLiteral("    \"stage\": %1").arg(j.stage);
    if (c.offload.optimizer)
        zero << QStringLiteral("    \"offload_optimizer\": {\"device\": \"cpu\", \"pin_memory\": true}");
    if (c.offload.params && j.stage == 3)
        zero << QStringLiteral("    \"offload_param\": {\"device\": \"cpu\", \"pin_memory\": true}");
    if (mics)
        zero << QStringLiteral("    \"mics_shard_size\": %1").arg(c.mesh.fsdp);
    zero << QStringLiteral("    \"overlap_comm\": true");
    if (j.stage == 3)
        zero << QStringLiteral("    \"stage3_gather_16bit_weights_on_model_save\": true");
    json << zero.join(QStringLiteral(",\n")).split(QLatin1Char('\n'));
    json << QStringLiteral("  }") << QStringLiteral("}") << QStringLiteral("EOF");
    b.lines << json;
    if (!mics)
        b.notes << Tr::tr("ZeRO stage %1 shards %2 over the %3 GPUs.")
                       .arg(j.stage)
                       .arg(j.stage == 1       ? Tr::tr("the optimizer states")
                                : j.stage == 2 ? Tr::tr("the optimizer states and gradients")
                                               : Tr::tr("the optimizer states, gradients and parameters"))
                       .arg(c.device.devices);
    if (mics)
        b.notes << Tr::tr("mics_shard_size=%1 shards the states within groups of %1 GPUs and replicates them across "
                          "the %2 groups, as the planned mesh does (MiCS; PyTorch FSDP calls it HYBRID_SHARD).")
                       .arg(c.mesh.fsdp)
                       .arg(c.mesh.data);
    else if (c.mesh.data > 1 && c.mesh.fsdp > 1)
        b.notes << Tr::tr("DeepSpeed ZeRO stage %1 shards over all the GPUs, not groups of %2 as planned: less memory "
                          "per GPU, more communication than estimated.")
                       .arg(j.stage)
                       .arg(c.mesh.fsdp);
    if (c.offload.optimizer || c.offload.params)
        b.notes << Tr::tr("Offloading to the CPU needs DeepSpeed's CPU Adam (built on first use) and host memory for "
                          "what is offloaded.");
    return b;
}

// The Hugging Face Trainer with run_clm.py for a decoder on a GPU that torchtune does not cover (no config for the
// model or the mode, or fp16). Flags are TrainingArguments fields and run_clm.py's own arguments
// (huggingface/transformers: src/transformers/training_args.py and examples/pytorch/language-modeling/run_clm.py,
// 2026-11).
CommandBlock hfClmBlock(const PlanInput& in, const Candidate& c, qint64 saveSteps)
{
    CommandBlock b;
    b.id = QStringLiteral("hf-trainer-clm");
    b.title = Tr::tr("Train with the Hugging Face Trainer (PyTorch)");
    const QString script = QStringLiteral("examples/pytorch/language-modeling/run_clm.py");
    b.target = QStringLiteral("huggingface/transformers: ") + script;
    bool placeholder = false;
    const QString config = hfConfigName(in, &placeholder);
    auto add = [&](const char* name, const QString& value = QString()) {
        b.flags << CommandFlag{QString::fromLatin1(name), value};
    };
    add("--model_name_or_path", config);
    add("--train_file", QStringLiteral("$TRAIN_FILE"));
    add("--do_train");
    add("--output_dir", QStringLiteral("$OUTPUT_DIR"));
    add("--block_size", intText(in.seqLen));
    add("--per_device_train_batch_size", intText(c.batchPerDevice));
    add("--gradient_accumulation_steps", intText(c.accumulation));
    if (c.checkpointing.kind != CheckpointingKind::None)
        add("--gradient_checkpointing");
    if (c.precision == Precision::Bf16Mixed || runsLowPrecisionMatmuls(c.precision))
        add("--bf16");
    else if (c.precision == Precision::Fp16Mixed)
        add("--fp16");
    else if (c.precision == Precision::Bf16)
        add("--torch_dtype", QStringLiteral("bfloat16"));
    if (!hfTrainerOptim(c, in.pagedOptimizer).isEmpty())
        add("--optim", hfTrainerOptim(c, in.pagedOptimizer));
    add("--max_steps", intText(qint64(std::ceil(c.steps))));
    add("--save_steps", intText(saveSteps));
    add("--save_total_limit", QStringLiteral("2"));
    const GpuJobLayout job = gpuJobLayout(c);
    if (job.deepSpeed)
        add("--deepspeed", QStringLiteral("ds_config.json"));
    if (!job.distributed) {
        b.lines << commandLines(QStringLiteral("python3 ") + script, flagTexts(b.flags));
        b.notes << Tr::tr("The Hugging Face Trainer because torchtune has no single-GPU config for this model and "
                          "mode (or the plan uses fp16).");
    } else {
        b.lines << gpuLaunchComment(c, job);
        b.lines << commandLines(gpuLauncher(c, job) + QLatin1Char(' ') + script, flagTexts(b.flags));
        b.notes << gpuJobNotes(c, job);
    }
    b.notes << Tr::tr("--per_device_train_batch_size × --gradient_accumulation_steps × %1 device(s) = global batch %2.")
                   .arg(c.device.devices)
                   .arg(in.globalBatch);
    const bool flash = resolvedAttention(in.model, in.attention, c.device) == AttentionImpl::Flash;
    b.notes << Tr::tr("run_clm.py has no attention flag: load the model with attn_implementation=\"%1\" "
                      "(from_pretrained) to get the planned %2.")
                   .arg(flash ? QStringLiteral("flash_attention_2") : QStringLiteral("eager"),
                        attentionKernelName(flash ? AttentionImpl::Flash : AttentionImpl::Eager, c.device));
    if (in.finetune != FinetuneMode::Full)
        b.notes << Tr::tr("run_clm.py trains every weight. For %1 wrap the model with PEFT: LoraConfig(r=%2, "
                          "lora_alpha=%3, target_modules=[%4], task_type=\"CAUSAL_LM\")%5.")
                       .arg(finetuneName(in.finetune))
                       .arg(in.loraRank)
                       .arg(2 * in.loraRank)
                       .arg(loraModulesText(in.loraTargets))
                       .arg(in.finetune == FinetuneMode::Qlora
                                ? QStringLiteral(", on a model loaded with BitsAndBytesConfig(load_in_4bit=True, "
                                                 "bnb_4bit_quant_type=\"nf4\", bnb_4bit_use_double_quant=True)")
                                : QString());
    if (c.lossChunks > 1)
        b.notes << Tr::tr("The Trainer computes the loss over the whole logits; the plan's %1 loss chunks need a "
                          "fused or chunked cross-entropy (for example Liger Kernel: --use_liger_kernel).")
                       .arg(c.lossChunks);
    if (placeholder)
        b.notes << Tr::tr("$MODEL_CONFIG: a Hugging Face config name or directory for this architecture.");
    return b;
}
} // namespace

QStringList commandLines(const QString& head, const QStringList& args)
{
    QStringList out;
    if (args.isEmpty())
        return {head};
    out << head + QStringLiteral(" \\");
    for (int i = 0; i < args.size(); ++i)
        out << QStringLiteral("  ") + args[i] + (i + 1 < args.size() ? QStringLiteral(" \\") : QString());
    return out;
}

QString CommandFlag::text() const
{
    return value.isEmpty() ? name : name + QLatin1Char('=') + value;
}

const CommandBlock* ActionCommands::block(const QString& id) const
{
    for (const CommandBlock& b : blocks)
        if (b.id == id)
            return &b;
    return nullptr;
}

QString defaultZone(const QString& region)
{
    for (const RegionZone& rz : kDefaultZones)
        if (region == QLatin1String(rz.region))
            return QString::fromLatin1(rz.zone);
    return region + QStringLiteral("-a");
}

QString zoneFor(const Offering& o, const Catalog& cat, bool* defaulted)
{
    if (defaulted)
        *defaulted = false;
    if (!o.zone.isEmpty())
        return o.zone;
    const Slice* s = cat.slice(o.hardware);
    // same hardware first, then any slice of the generation (or the per-chip rows of the generation)
    for (int pass = 0; pass < 2; ++pass) {
        for (const Price& p : cat.prices()) {
            if (p.region != o.region || p.zone.isEmpty())
                continue;
            bool match = p.hardware == o.hardware;
            if (pass == 1 && s) {
                const Slice* ps = cat.slice(p.hardware);
                match = (ps && ps->generation == s->generation) || p.hardware == s->generation;
            }
            if (match)
                return p.zone;
        }
    }
    if (defaulted)
        *defaulted = true;
    return defaultZone(o.region);
}

QString resourceNameFor(const QString& modelId, const QString& hardware)
{
    QString raw = (modelId.isEmpty() ? QStringLiteral("tpuplan") : modelId) + QLatin1Char('-') + hardware;
    raw = raw.toLower();
    raw.replace(QRegularExpression(QStringLiteral("[^a-z0-9-]+")), QStringLiteral("-"));
    raw.replace(QRegularExpression(QStringLiteral("-{2,}")), QStringLiteral("-"));
    if (raw.isEmpty() || !raw.at(0).isLetter())
        raw.prepend(QStringLiteral("tpuplan-"));
    raw = raw.left(63);
    while (raw.endsWith(QLatin1Char('-')))
        raw.chop(1);
    return raw;
}

QString maxTextModelNameOf(const QString& presetId)
{
    return maxTextModelName(presetId);
}

QString huggingFaceModelName(const QString& presetId)
{
    for (const HubName& h : kHubNames)
        if (presetId == QLatin1String(h.preset))
            return QString::fromLatin1(h.hub);
    return QString();
}

namespace {
// A dense decoder on GPUs: the Trainer under DDP or DeepSpeed for several GPUs, sharded or offloaded (torchtune's
// single-device recipes do not apply); torchtune on one GPU where it has a config for the model and the mode.
void gpuDecoderBlocks(const PlanInput& in, const Candidate& c, qint64 saveSteps, ActionCommands& ac)
{
    if (gpuJobLayout(c).distributed) {
        const GpuJobLayout job = gpuJobLayout(c);
        if (job.deepSpeed)
            ac.blocks << deepSpeedConfigBlock(c, job);
        ac.blocks << hfClmBlock(in, c, saveSteps);
        return;
    }
    const TorchtuneConfig* tc = torchtuneConfig(presetId(in));
    const bool covered = tc && c.precision != Precision::Fp16Mixed && !runsLowPrecisionMatmuls(c.precision)
        && (in.finetune == FinetuneMode::Lora || (in.finetune == FinetuneMode::Qlora && tc->qlora)
            || (in.finetune == FinetuneMode::Full && *tc->full));
    if (covered)
        ac.blocks << torchtuneBlock(in, c, *tc);
    else
        ac.blocks << hfClmBlock(in, c, saveSteps);
}

// The scripts that train in bf16 at most say that they do not run the plan's 8-bit matmuls.
void addNoLowPrecisionNotes(const Candidate& c, ActionCommands& ac)
{
    static const QHash<QString, QString> scripts{
        {QStringLiteral("bigbird-run-pretraining"), QStringLiteral("run_pretraining.py")},
        {QStringLiteral("hf-tf-tpu-run-mlm"), QStringLiteral("The Hugging Face TensorFlow example")},
        {QStringLiteral("hf-trainer"), QStringLiteral("The Hugging Face Trainer")},
        {QStringLiteral("hf-trainer-clm"), QStringLiteral("The Hugging Face Trainer")},
        {QStringLiteral("deepspeed-config"), QStringLiteral("DeepSpeed")},
        {QStringLiteral("torchtune"), QStringLiteral("torchtune")}};
    for (CommandBlock& b : ac.blocks) {
        const QString note = noLowPrecisionNote(c, scripts.value(b.id));
        if (scripts.contains(b.id) && !note.isEmpty())
            b.notes << note;
    }
}
} // namespace

ActionCommands buildActionCommands(const PlanInput& in, const Candidate& c, const Catalog& cat)
{
    ActionCommands ac;
    ac.resourceName = resourceNameFor(in.model.id, c.hardware);
    const qint64 saveSteps = saveEverySteps(c);
    const bool colab = c.offering.pricing == PricingModel::ColabFree;
    if (colab) {
        ac.blocks << colabSteps(c, saveSteps);
    } else {
        ac.zone = zoneFor(c.offering, cat, &ac.zoneDefaulted);
        if (c.device.isTpu) {
            const Generation* g = cat.generation(c.device.generation);
            ac.runtimeVersion
                = g && !g->runtimeVersion.isEmpty() ? g->runtimeVersion : QStringLiteral("RUNTIME_VERSION");
            ac.blocks << gcloudTpu(in, c, cat, ac);
        } else {
            ac.blocks << gcloudGpu(c, ac);
        }
    }
    if (in.model.isDecoder()) {
        // decoders: MaxText on TPUs; on a GPU torchtune where it ships a single-device config for the model and the
        // mode (it runs bf16 or fp32 only), the Hugging Face Trainer otherwise
        if (c.device.isTpu) {
            ac.blocks << maxTextBlock(in, c, saveSteps);
            ac.blocks << maxTextCompileBlock(in, c);
        } else if (in.model.isMoe() || c.mesh.stage > 1) {
            // experts or pipeline stages on GPUs: Megatron-LM, which splits them (expert and pipeline
            // parallelism); the Trainer has no such axis
            ac.blocks << megatronMoeBlock(in, c, saveSteps);
        } else {
            // fp8 on GPUs: torchtitan's float8 Linear layers first; the bf16 scripts below say they do not run it
            if (c.precision == Precision::Fp8Mixed)
                ac.blocks << torchtitanFloat8Block(in, c, saveSteps);
            gpuDecoderBlocks(in, c, saveSteps, ac);
        }
        addNoLowPrecisionNotes(c, ac);
        addNoContextNotes(c, ac);
        return ac;
    }
    if (c.device.isTpu && isBigBird(in.model) && in.head.kind != HeadKind::Classification)
        ac.blocks << bigbirdBlock(in, c, saveSteps);
    if (c.device.isTpu && !isBigBird(in.model) && in.head.kind != HeadKind::Classification)
        ac.blocks << hfTfBlock(in, c);
    ac.blocks << hfTrainerBlock(in, c, saveSteps);
    // the encoder scripts replicate the model on every device (TPUStrategy, xla_spawn, DDP): say so when the plan
    // asked for another mesh or offload, whose memory they will not reach
    if (c.mesh.splitsModel() || c.offload.any()) {
        for (CommandBlock& b : ac.blocks)
            if (!b.flags.isEmpty())
                b.notes << Tr::tr("This script keeps a full replica on every device: it does not run the planned %1 "
                                  "(%2) or its host offload, so it needs more memory per device than estimated.")
                               .arg(shardingStrategyLabel(c.mesh.strategy), meshText(c.mesh));
    }
    addNoLowPrecisionNotes(c, ac);
    return ac;
}

} // namespace tpuplan
