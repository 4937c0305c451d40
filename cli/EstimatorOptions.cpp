// SPDX-License-Identifier: GPL-3.0-or-later
#include "EstimatorOptions.h"

#include "PlanOptions.h"

#include "model/ModelLoader.h"
#include "util/Format.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(EstimatorOptions)
};
// the plan fields of one configuration's mesh and pipeline (core/plan/PlanFields.cpp, section `sharding`)
constexpr const char* kMeshKeys[] = {"sharding.fsdp",
                                     "sharding.tensor_parallel",
                                     "sharding.expert_parallel",
                                     "sharding.context_parallel",
                                     "sharding.pipeline_parallel",
                                     "sharding.microbatches",
                                     "sharding.virtual_stages",
                                     "sharding.slices",
                                     "sharding.devices"};
// The mesh and offload options: the plan fields' values, where `auto` (recommend's search) is refused.
bool readSharding(Command& cmd, EstimatorInputs& in)
{
    PlanInput given;
    for (const char* key : {"sharding.strategy", "sharding.offload"}) {
        const PlanField& f = planFieldOf(key);
        const QString name = QString::fromLatin1(f.option);
        if (cmd.value(name) == QLatin1String("auto")) {
            cmd.usageError(Tr::tr("--%1 auto is for recommend, which searches; %2 computes one configuration: give "
                                  "one of %3")
                               .arg(name, cmd.name(), f.choices().mid(1).join(QStringLiteral(", "))));
            return false;
        }
        if (!planChoice(cmd, f, given))
            return false;
    }
    for (const char* key : kMeshKeys) {
        const auto v = planNumber(cmd, planFieldOf(key));
        if (!v)
            return false;
        planFieldOf(key).setNumber(given, *v);
    }
    in.sharding.request = given.meshRequest(given.sharding.value_or(ShardingStrategy::Replicate));
    in.sharding.gpus = given.gpuDevices;
    // one configuration: a pipeline without its schedule given runs twice its stages' microbatches (MaxText's
    // recommendation, reference longctx.md section 2.1) and one chunk of layers per rank
    in.config.pipeline.microbatches = given.microbatches > 0 ? given.microbatches : 2 * in.sharding.request.stage;
    in.config.pipeline.virtualStages = std::max(1, given.virtualStages);
    in.config.offload = given.offload.value_or(Offload{});
    if (in.sharding.request.fsdp > 0 && in.sharding.request.strategy == ShardingStrategy::Replicate) {
        cmd.usageError(Tr::tr("--fsdp shares the states among devices, which replicate does not: give --sharding "
                              "zero1, zero2 or fsdp too"));
        return false;
    }
    return true;
}

// `--checkpointing custom` places the tensors as --remat-placement says (the plan's default: MaxText's v6e recipes);
// `custom:tensor=placement,...` spells its own. --remat-placement with another policy would be ignored: refused.
bool placeCustom(Command& cmd, Checkpointing& ckpt, const RematPlacement& given)
{
    const QString option = QString::fromLatin1(planFieldOf("remat_placement").option);
    const bool placed = cmd.isSet(option);
    const bool plainCustom = cmd.value(QStringLiteral("checkpointing")) == QLatin1String("custom");
    if (placed && !plainCustom) {
        cmd.usageError(Tr::tr("--%1 places the tensors of --checkpointing custom, and --checkpointing is \"%2\"")
                           .arg(option, cmd.value(QStringLiteral("checkpointing"))));
        return false;
    }
    if (plainCustom)
        ckpt.placement = given;
    return true;
}

// The policies a plan may try (core/plan/PlanFields.cpp), but every-k: one configuration takes every-K for one K.
QString policyNames()
{
    QStringList policies = planFieldOf("checkpointing").choices();
    policies.removeAll(QStringLiteral("every-k"));
    return policies.join(QStringLiteral(", "));
}

} // namespace

bool applySharding(Command& cmd, EstimatorInputs& in, DeviceInfo& device)
{
    const ShardingOptions& o = in.sharding;
    if (o.gpus > 0) {
        if (device.isTpu) {
            cmd.usageError(Tr::tr("--devices counts GPUs, and %1 is a TPU slice: choose a larger slice with "
                                  "--hardware or join slices with --slices")
                               .arg(device.hardware));
            return false;
        }
        device = gpuJob(device, o.gpus);
    }
    in.config.mesh = meshFor(o.request, device.devices);
    const QString problem = meshProblem(in.config.mesh, in.model, device);
    if (problem.isEmpty())
        return applyBatch(cmd, in);
    // the option the problem comes from: the one without which the mesh would work
    const QString option = meshProblemOption(o.request, in.model, device);
    cmd.usageError(QStringLiteral("--%1: %2").arg(option, problem));
    return false;
}

bool applyBatch(Command& cmd, EstimatorInputs& in)
{
    if (in.batchGiven <= 0)
        return true;
    const int group = in.config.mesh.batchGroup();
    const double sequences = in.batchGiven * group;
    const double whole = std::round(sequences);
    if (whole >= 1 && std::abs(sequences - whole) < 1e-6 * std::max(1.0, whole)) {
        in.config.batchPerDevice = int(whole);
        return true;
    }
    // the smallest group of devices that makes the batch a whole number of sequences
    int needed = 0;
    for (int g = group + 1; g <= 65536 && needed == 0; ++g)
        if (const double n = in.batchGiven * g; n >= 1 && std::abs(n - std::round(n)) < 1e-6 * std::max(1.0, n))
            needed = g;
    const QLocale loc;
    if (needed > 0)
        cmd.usageError(Tr::tr("--batch %1: %1 sequences per device needs a context or pipeline group of %2 devices or "
                              "more (--context-parallel x --pipeline-parallel is %3)")
                           .arg(formatBatch(in.batchGiven, loc))
                           .arg(needed)
                           .arg(group));
    else
        cmd.usageError(Tr::tr("--batch %1 is not a whole number of sequences for any context or pipeline group")
                           .arg(formatBatch(in.batchGiven, loc)));
    return false;
}

void addEstimatorOptions(Command& cmd, int set)
{
    cmd.addValueOption(QStringLiteral("model"), Tr::tr("A preset id, a model YAML file or a Hugging Face config.json."),
                       QStringLiteral("PRESET|PATH"));
    addPlanOption(cmd, "seq_len");
    if (set & kWithBatch)
        cmd.addValueOption(QStringLiteral("batch"),
                           Tr::tr("Batch per device (a v2/v3 core, a v4+ chip, a GPU), as MaxText's "
                                  "per_device_batch_size: below 1 with context or pipeline parallelism (0.125 = one "
                                  "sequence per 8 devices)."),
                           QStringLiteral("B"));
    if (set & kWithHardware) {
        cmd.addValueOption(QStringLiteral("hardware"),
                           Tr::tr("A TPU slice (v2-8, v3-32, v5litepod-8 ...) or a GPU id."), QStringLiteral("NAME"));
        cmd.addValueOption(QStringLiteral("device-memory-gib"),
                           Tr::tr("Instead of --hardware: a device with this much usable memory (no XLA reservation is "
                                  "subtracted)."),
                           QStringLiteral("X"));
    }
    cmd.addValueOption(QStringLiteral("runtime"),
                       Tr::tr("xla (default on TPU), pytorch (default on GPU) or tensorflow."),
                       QStringLiteral("xla|pytorch|tensorflow"));
    cmd.addValueOption(QStringLiteral("precision"),
                       Tr::tr("fp32, bf16-mixed, fp16-mixed, bf16 (pure bf16 weights, gradients and optimizer "
                              "states), fp8-mixed (linear layers in fp8: TPU7x, H100, B200 and other fp8 GPUs) or "
                              "int8-mixed (linear layers in int8 with AQT/Qwix: v5e, v5p, v6e)."),
                       QStringLiteral("P"), QStringLiteral("fp32"));
    addPlanOption(cmd, "optimizer");
    cmd.addValueOption(
        QStringLiteral("checkpointing"),
        Tr::tr("Gradient checkpointing: every-K (one checkpoint every K layers) or one of %1; custom places the "
               "tensors as --remat-placement says.")
            .arg(policyNames()),
        QStringLiteral("C"), QStringLiteral("none"));
    // the fields a plan has too: the same option as in recommend (core/plan/PlanFields.cpp)
    for (const char* key :
         {"head.kind", "max_predictions", "nsp", "dropout", "attention", "loss_chunks", "loss", "remat_placement",
          "paged_optimizer", "optimizer_in_backward", "finetune", "lora_rank", "lora_targets", "capacity_factor"})
        addPlanOption(cmd, key);
    if (set & kWithSharding) {
        // one configuration: what estimate computes without them is a replica on every device, nothing offloaded
        addPlanOption(cmd, "sharding.strategy", shardingStrategyId(ShardingStrategy::Replicate));
        for (const char* key : kMeshKeys)
            addPlanOption(cmd, key);
        addPlanOption(cmd, "sharding.offload", offloadId(Offload{}));
    }
    cmd.addCatalogOption();
    cmd.addFormatOption();
}

std::optional<EstimatorInputs> readEstimatorInputs(Command& cmd, int set)
{
    EstimatorInputs in;
    if (!cmd.isSet(QStringLiteral("model"))) {
        cmd.usageError(Tr::tr("--model is required"));
        return std::nullopt;
    }
    if (!cmd.isSet(QStringLiteral("seq-len"))) {
        cmd.usageError(Tr::tr("--seq-len is required"));
        return std::nullopt;
    }
    const auto seq = planNumber(cmd, planFieldOf("seq_len"));
    if (!seq)
        return std::nullopt;
    in.config.seqLen = int(*seq);
    if (set & kWithBatch) {
        if (!cmd.isSet(QStringLiteral("batch"))) {
            cmd.usageError(Tr::tr("--batch is required"));
            return std::nullopt;
        }
        // MaxText's per_device_batch_size: below 1 under context or pipeline parallelism (0.125 = one sequence per
        // eight devices), checked against the mesh's batch group once the mesh is known (applyBatch)
        const auto b = cmd.doubleValue(QStringLiteral("batch"), 0.001, 1048576);
        if (!b)
            return std::nullopt;
        in.batchGiven = *b;
        if (!(set & (kWithSharding | kBatchAfterMesh)) && !applyBatch(cmd, in))
            return std::nullopt;
    }
    const auto precision = cmd.choice(QStringLiteral("precision"), precisionIds());
    const auto optimizer = precision ? cmd.choice(QStringLiteral("optimizer"), optimizerIds()) : std::nullopt;
    if (!precision || !optimizer)
        return std::nullopt;
    in.config.precision = *precisionFromId(*precision);
    in.config.optimizer = *optimizerFromId(*optimizer);
    const auto ckpt = checkpointingFromId(cmd.value(QStringLiteral("checkpointing")));
    if (!ckpt) {
        cmd.usageError(Tr::tr("--checkpointing must be every-K with K >= 1 or one of %1, got \"%2\"")
                           .arg(policyNames(), cmd.value(QStringLiteral("checkpointing"))));
        return std::nullopt;
    }
    in.config.checkpointing = *ckpt;
    const auto head = cmd.choice(QStringLiteral("head"), planFieldOf("head.kind").choices());
    if (!head)
        return std::nullopt;
    in.head.kind = *headKindFromId(*head);
    const auto maxPred = planNumber(cmd, planFieldOf("max_predictions"));
    if (!maxPred)
        return std::nullopt;
    in.head.maxPredictions = int(*maxPred);
    in.head.nsp = planFlag(cmd, planFieldOf("nsp")) != 0;
    in.config.dropout = planFlag(cmd, planFieldOf("dropout")) != 0;
    // attention, loss chunks and fine-tuning: as a plan gives them (core/plan/PlanFields.cpp)
    PlanInput choices;
    for (const char* key : {"attention", "loss", "remat_placement", "finetune", "lora_targets"}) {
        const PlanField& f = planFieldOf(key);
        if (cmd.isSet(QString::fromLatin1(f.option)) && !planChoice(cmd, f, choices))
            return std::nullopt;
    }
    for (const char* key : {"paged_optimizer", "optimizer_in_backward"})
        planFieldOf(key).setNumber(choices, planFlag(cmd, planFieldOf(key)));
    if (!placeCustom(cmd, in.config.checkpointing, choices.rematPlacement))
        return std::nullopt;
    for (const char* key : {"loss_chunks", "lora_rank", "capacity_factor"}) {
        const auto v = planNumber(cmd, planFieldOf(key));
        if (!v)
            return std::nullopt;
        planFieldOf(key).setNumber(choices, *v);
    }
    choices.applyTrainingChoices(in.config);
    if ((set & kWithSharding) && !readSharding(cmd, in))
        return std::nullopt;
    if (cmd.isSet(QStringLiteral("runtime"))) {
        const auto rt = cmd.choice(QStringLiteral("runtime"), runtimeIds());
        if (!rt)
            return std::nullopt;
        in.config.runtime = *runtimeFromId(*rt);
        in.runtimeGiven = true;
    }
    try {
        in.model = ModelLoader::resolve(cmd.value(QStringLiteral("model")));
    } catch (const InputError& e) {
        cmd.failure(e.text());
        return std::nullopt;
    }
    if (!cmd.isSet(QStringLiteral("head")))
        in.head.kind = defaultHeadKind(in.model);
    if (!headKindIdsFor(in.model).contains(headKindId(in.head.kind))) {
        cmd.usageError(
            Tr::tr("--head must be %1 for %2, got \"%3\"")
                .arg(headKindIdsFor(in.model).join(QStringLiteral(", ")), in.model.id, headKindId(in.head.kind)));
        return std::nullopt;
    }
    if (in.config.seqLen > in.model.maxPositions) {
        cmd.usageError(Tr::tr("--seq-len %1 exceeds the %2 position embeddings of %3")
                           .arg(in.config.seqLen)
                           .arg(in.model.maxPositions)
                           .arg(in.model.id));
        return std::nullopt;
    }
    return in;
}

} // namespace tpuplan::cli
