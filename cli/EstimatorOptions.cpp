// SPDX-License-Identifier: GPL-3.0-or-later
#include "EstimatorOptions.h"

#include "model/ModelLoader.h"
#include "util/InputError.h"

#include <QCoreApplication>

#include <cmath>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(EstimatorOptions)
};
qint64 bytes(double v)
{
    return static_cast<qint64>(std::llround(v));
}
} // namespace

void addEstimatorOptions(Command& cmd, int set)
{
    cmd.addValueOption(QStringLiteral("model"), Tr::tr("A preset id, a model YAML file or a Hugging Face config.json."),
                       QStringLiteral("PRESET|PATH"));
    cmd.addValueOption(QStringLiteral("seq-len"), Tr::tr("Sequence length in tokens."), QStringLiteral("N"));
    if (set & kWithBatch)
        cmd.addValueOption(QStringLiteral("batch"), Tr::tr("Batch per device (a v2/v3 core, a v4+ chip, a GPU)."),
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
    cmd.addValueOption(QStringLiteral("precision"), Tr::tr("fp32, bf16-mixed or fp16-mixed."), QStringLiteral("P"),
                       QStringLiteral("fp32"));
    cmd.addValueOption(QStringLiteral("optimizer"), Tr::tr("adamw, adam, adafactor, sgd, momentum or lamb."),
                       QStringLiteral("O"), QStringLiteral("adamw"));
    cmd.addValueOption(
        QStringLiteral("checkpointing"),
        Tr::tr("Gradient checkpointing: none, full, every-K (one checkpoint every K layers) or selective."),
        QStringLiteral("C"), QStringLiteral("none"));
    cmd.addValueOption(QStringLiteral("head"), Tr::tr("mlm (logits at every position), mlm-masked or classification."),
                       QStringLiteral("H"), QStringLiteral("mlm"));
    cmd.addValueOption(QStringLiteral("max-predictions"), Tr::tr("Gathered positions per sequence for mlm-masked."),
                       QStringLiteral("N"), QStringLiteral("20"));
    cmd.addFlag(QStringLiteral("nsp"), Tr::tr("Add a next-sentence-prediction head."));
    cmd.addFlag(QStringLiteral("no-dropout"), Tr::tr("Train without dropout (no masks stored)."));
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
    const auto seq = cmd.intValue(QStringLiteral("seq-len"), 1, 1048576);
    if (!seq)
        return std::nullopt;
    in.config.seqLen = *seq;
    if (set & kWithBatch) {
        if (!cmd.isSet(QStringLiteral("batch"))) {
            cmd.usageError(Tr::tr("--batch is required"));
            return std::nullopt;
        }
        const auto b = cmd.intValue(QStringLiteral("batch"), 1, 1048576);
        if (!b)
            return std::nullopt;
        in.config.batchPerDevice = *b;
    }
    const auto precision = cmd.choice(QStringLiteral("precision"), precisionIds());
    const auto optimizer = precision ? cmd.choice(QStringLiteral("optimizer"), optimizerIds()) : std::nullopt;
    if (!precision || !optimizer)
        return std::nullopt;
    in.config.precision = *precisionFromId(*precision);
    in.config.optimizer = *optimizerFromId(*optimizer);
    const auto ckpt = checkpointingFromId(cmd.value(QStringLiteral("checkpointing")));
    if (!ckpt) {
        cmd.usageError(Tr::tr("--checkpointing must be none, full, selective or every-K with K >= 1, got \"%1\"")
                           .arg(cmd.value(QStringLiteral("checkpointing"))));
        return std::nullopt;
    }
    in.config.checkpointing = *ckpt;
    const auto head
        = cmd.choice(QStringLiteral("head"),
                     {QStringLiteral("mlm"), QStringLiteral("mlm-masked"), QStringLiteral("classification")});
    if (!head)
        return std::nullopt;
    in.head.kind = *headKindFromId(*head);
    const auto maxPred = cmd.intValue(QStringLiteral("max-predictions"), 1, 1048576);
    if (!maxPred)
        return std::nullopt;
    in.head.maxPredictions = *maxPred;
    in.head.nsp = cmd.isSet(QStringLiteral("nsp"));
    in.config.dropout = !cmd.isSet(QStringLiteral("no-dropout"));
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
    if (in.config.seqLen > in.model.maxPositions) {
        cmd.usageError(Tr::tr("--seq-len %1 exceeds the %2 position embeddings of %3")
                           .arg(in.config.seqLen)
                           .arg(in.model.maxPositions)
                           .arg(in.model.id));
        return std::nullopt;
    }
    return in;
}

QJsonObject memoryJson(const MemoryBreakdown& m)
{
    QJsonObject o;
    o[QStringLiteral("parameters")] = bytes(m.parameters);
    o[QStringLiteral("gradients")] = bytes(m.gradients);
    o[QStringLiteral("optimizer_states")] = bytes(m.optimizerStates);
    o[QStringLiteral("activations")] = bytes(m.activations);
    o[QStringLiteral("runtime_overhead")] = bytes(m.runtimeOverhead);
    o[QStringLiteral("total")] = bytes(m.total());
    return o;
}

QJsonObject estimateJson(const MemoryEstimate& e)
{
    QJsonObject o;
    o[QStringLiteral("memory")] = memoryJson(e.memory);
    o[QStringLiteral("device_memory")] = bytes(e.deviceMemory);
    o[QStringLiteral("fits")] = e.fits;
    o[QStringLiteral("headroom")] = bytes(e.headroom);
    o[QStringLiteral("parameter_count")] = static_cast<qint64>(e.parameterCount);
    QJsonObject act;
    act[QStringLiteral("effective_seq_len")] = e.activation.effectiveSeqLen;
    act[QStringLiteral("block_sparse")] = e.activation.blockSparse;
    act[QStringLiteral("fell_back_to_full_attention")] = e.activation.fellBackToFull;
    act[QStringLiteral("per_layer")] = bytes(e.activation.perLayer);
    act[QStringLiteral("attention_scores_per_layer")] = bytes(e.activation.attentionScoresPerLayer);
    act[QStringLiteral("stored_across_layers")] = bytes(e.activation.storedAcrossLayers);
    act[QStringLiteral("transient_peak")] = bytes(e.activation.transientPeak);
    act[QStringLiteral("embeddings")] = bytes(e.activation.embeddings);
    act[QStringLiteral("head")] = bytes(e.activation.head);
    act[QStringLiteral("runtime_factor")] = e.activation.factor;
    o[QStringLiteral("activation_detail")] = act;
    QJsonObject ov;
    ov[QStringLiteral("xla_reservation")] = bytes(e.overhead.xlaReservation);
    ov[QStringLiteral("cuda_context")] = bytes(e.overhead.cudaContext);
    ov[QStringLiteral("allocator_slack")] = bytes(e.overhead.allocatorSlack);
    ov[QStringLiteral("update_temporaries")] = bytes(e.overhead.updateTemporaries);
    o[QStringLiteral("overhead_detail")] = ov;
    return o;
}

} // namespace tpuplan::cli
