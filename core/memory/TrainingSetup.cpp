// SPDX-License-Identifier: GPL-3.0-or-later
#include "TrainingSetup.h"

#include "catalog/Catalog.h"

#include <QCoreApplication>

namespace tpuplan {

QString precisionId(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return QStringLiteral("fp32");
    case Precision::Bf16Mixed:
        return QStringLiteral("bf16-mixed");
    case Precision::Fp16Mixed:
        return QStringLiteral("fp16-mixed");
    case Precision::Bf16:
        return QStringLiteral("bf16");
    case Precision::Fp8Mixed:
        return QStringLiteral("fp8-mixed");
    case Precision::Int8Mixed:
        return QStringLiteral("int8-mixed");
    }
    return QString();
}

QVector<Precision> allPrecisions()
{
    return {Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed,
            Precision::Bf16, Precision::Fp8Mixed,  Precision::Int8Mixed};
}

std::optional<Precision> precisionFromId(const QString& id)
{
    for (Precision p : allPrecisions())
        if (precisionId(p) == id)
            return p;
    return std::nullopt;
}

bool isMixedPrecision(Precision p)
{
    return p == Precision::Bf16Mixed || p == Precision::Fp16Mixed || runsLowPrecisionMatmuls(p);
}

bool runsLowPrecisionMatmuls(Precision p)
{
    return p == Precision::Fp8Mixed || p == Precision::Int8Mixed;
}

QString lowPrecisionFormat(Precision p)
{
    if (p == Precision::Fp8Mixed)
        return QStringLiteral("fp8");
    if (p == Precision::Int8Mixed)
        return QStringLiteral("int8");
    return QString();
}

QString lowPrecisionIncompatibility(Precision p, const DeviceInfo& d)
{
    const QString option = QStringLiteral("--precision ") + precisionId(p);
    const QString name = d.isTpu ? d.generation : d.hardware;
    if (p == Precision::Fp8Mixed && d.peakTflopsFp8 <= 0) {
        // MaxText benchmark_and_performance.md:192 (@e591f30c, 2026-08-22; reference longctx.md section 3.2): "For
        // v6e and earlier generation TPUs, use the 'int8' recipe"; GPUs before Ada/Hopper have no fp8 tensor cores
        // (v4's int8 peak is its bf16 one: nothing to gain, so bf16-mixed is the advice there)
        if (d.isTpu && d.peakTflopsInt8 > d.peakTflops16)
            return QCoreApplication::translate("TrainingSetup",
                                               "%1: %2 has no fp8 matmul unit; use int8-mixed (MaxText's int8 recipe "
                                               "for v6e and earlier)")
                .arg(option, name);
        return QCoreApplication::translate("TrainingSetup",
                                           "%1: %2 has no fp8 matmul unit (fp8 tensor cores start with Ada and "
                                           "Hopper GPUs, TPU7x); use bf16-mixed")
            .arg(option, name);
    }
    if (p == Precision::Int8Mixed && !d.isTpu)
        // int8 training (AQT/Qwix) is MaxText's TPU recipe; the GPU frameworks train in fp8 (Transformer Engine,
        // torchtitan float8: reference longctx.md sections 3.1 and 3.6)
        return d.peakTflopsFp8 > 0
            ? QCoreApplication::translate("TrainingSetup",
                                          "%1: int8 training (AQT/Qwix) is a TPU recipe; on %2 use fp8-mixed")
                  .arg(option, name)
            : QCoreApplication::translate("TrainingSetup",
                                          "%1: int8 training (AQT/Qwix) is a TPU recipe; on %2 use bf16-mixed")
                  .arg(option, name);
    if (p == Precision::Int8Mixed && d.peakTflopsInt8 <= 0)
        // MaxText: "For v7x and later generation TPUs, use 'fp8_full'" (longctx.md section 3.2)
        return d.peakTflopsFp8 > 0
            ? QCoreApplication::translate("TrainingSetup",
                                          "%1: the catalog has no int8 peak for %2; use fp8-mixed (MaxText's "
                                          "fp8_full recipe for v7x and later)")
                  .arg(option, name)
            : QCoreApplication::translate("TrainingSetup", "%1: %2 has no int8 matmul unit; use bf16-mixed")
                  .arg(option, name);
    return QString();
}

QString optimizerId(OptimizerKind o)
{
    switch (o) {
    case OptimizerKind::AdamW:
        return QStringLiteral("adamw");
    case OptimizerKind::Adam:
        return QStringLiteral("adam");
    case OptimizerKind::Adafactor:
        return QStringLiteral("adafactor");
    case OptimizerKind::Sgd:
        return QStringLiteral("sgd");
    case OptimizerKind::Momentum:
        return QStringLiteral("momentum");
    case OptimizerKind::Lamb:
        return QStringLiteral("lamb");
    case OptimizerKind::AdamW8bit:
        return QStringLiteral("adamw-8bit");
    }
    return QString();
}

std::optional<OptimizerKind> optimizerFromId(const QString& id)
{
    for (OptimizerKind o : {OptimizerKind::AdamW, OptimizerKind::Adam, OptimizerKind::Adafactor, OptimizerKind::Sgd,
                            OptimizerKind::Momentum, OptimizerKind::Lamb, OptimizerKind::AdamW8bit})
        if (optimizerId(o) == id)
            return o;
    return std::nullopt;
}

QString runtimeId(Runtime r)
{
    switch (r) {
    case Runtime::Xla:
        return QStringLiteral("xla");
    case Runtime::PyTorch:
        return QStringLiteral("pytorch");
    case Runtime::TensorFlow:
        return QStringLiteral("tensorflow");
    }
    return QString();
}

std::optional<Runtime> runtimeFromId(const QString& id)
{
    for (Runtime r : {Runtime::Xla, Runtime::PyTorch, Runtime::TensorFlow})
        if (runtimeId(r) == id)
            return r;
    return std::nullopt;
}

QString checkpointingId(const Checkpointing& c)
{
    switch (c.kind) {
    case CheckpointingKind::None:
        return QStringLiteral("none");
    case CheckpointingKind::Full:
        return QStringLiteral("full");
    case CheckpointingKind::Selective:
        return QStringLiteral("selective");
    case CheckpointingKind::EveryK:
        return QStringLiteral("every-%1").arg(c.everyK);
    case CheckpointingKind::Minimal:
        return QStringLiteral("minimal");
    case CheckpointingKind::SaveQkvProj:
        return QStringLiteral("save_qkv_proj");
    case CheckpointingKind::SaveDotExceptMlp:
        return QStringLiteral("save_dot_except_mlp");
    case CheckpointingKind::SaveDotExceptMlpwi:
        return QStringLiteral("save_dot_except_mlpwi");
    case CheckpointingKind::SaveDotWithContextExceptMlp:
        return QStringLiteral("save_dot_with_context_except_mlp");
    case CheckpointingKind::QkvProjOffloaded:
        return QStringLiteral("qkv_proj_offloaded");
    case CheckpointingKind::MinimalOffloaded:
        return QStringLiteral("minimal_offloaded");
    case CheckpointingKind::SelectiveOps:
        return QStringLiteral("selective-ops");
    case CheckpointingKind::Custom: {
        const QString overrides = rematPlacementText(c.placement);
        return overrides.isEmpty() ? QStringLiteral("custom") : QStringLiteral("custom:") + overrides;
    }
    }
    return QString();
}

namespace {
constexpr CheckpointingKind kPolicyKinds[] = {CheckpointingKind::Minimal,
                                              CheckpointingKind::SaveQkvProj,
                                              CheckpointingKind::SaveDotExceptMlp,
                                              CheckpointingKind::SaveDotExceptMlpwi,
                                              CheckpointingKind::SaveDotWithContextExceptMlp,
                                              CheckpointingKind::QkvProjOffloaded,
                                              CheckpointingKind::MinimalOffloaded,
                                              CheckpointingKind::SelectiveOps};

RematPlacement placementKeeping(std::initializer_list<LayerTensor> saved, Placement where)
{
    RematPlacement p;
    for (LayerTensor t : saved)
        p[t] = where;
    return p;
}
} // namespace

bool RematPlacement::offloadsAny() const
{
    for (Placement p : at)
        if (p == Placement::Offload)
            return true;
    return false;
}

std::optional<RematPlacement> placementOf(const Checkpointing& c)
{
    using T = LayerTensor;
    // MaxText src/maxtext/layers/nnx_decoders.py (remat policies, @e591f30c, 2026-08-22; reference
    // maxtext-configs.md "What the remat policies save"); torchtitan's op-level selective AC saves every matmul output
    // but every second one, and the attention kernel's output (torchtitan/models/llama3/infra/parallelize.py
    // _save_list and _custom_policy, 2025): of q, k, v, o, w1, w3, w2 that keeps q, v, w1 and w2
    switch (c.kind) {
    case CheckpointingKind::None:
    case CheckpointingKind::EveryK:
    case CheckpointingKind::Selective:
        return std::nullopt;
    case CheckpointingKind::Full:
        return RematPlacement{};
    case CheckpointingKind::Minimal:
        return placementKeeping({T::Query, T::Key, T::Value, T::OutProj, T::MlpWi0, T::MlpWi1, T::MlpWo},
                                Placement::Device);
    case CheckpointingKind::SaveQkvProj:
        return placementKeeping({T::Query, T::Key, T::Value}, Placement::Device);
    case CheckpointingKind::SaveDotExceptMlp:
        return placementKeeping({T::Query, T::Key, T::Value, T::OutProj}, Placement::Device);
    case CheckpointingKind::SaveDotExceptMlpwi:
        return placementKeeping({T::Query, T::Key, T::Value, T::OutProj, T::MlpWo}, Placement::Device);
    case CheckpointingKind::SaveDotWithContextExceptMlp:
        return placementKeeping({T::Query, T::Key, T::Value, T::Context, T::OutProj}, Placement::Device);
    case CheckpointingKind::QkvProjOffloaded:
        return placementKeeping({T::Query, T::Key, T::Value}, Placement::Offload);
    case CheckpointingKind::MinimalOffloaded:
        return placementKeeping({T::Query, T::Key, T::Value, T::OutProj, T::MlpWi0, T::MlpWi1, T::MlpWo},
                                Placement::Offload);
    case CheckpointingKind::SelectiveOps:
        return placementKeeping({T::Query, T::Value, T::Context, T::MlpWi0, T::MlpWo}, Placement::Device);
    case CheckpointingKind::Custom:
        return c.placement;
    }
    return std::nullopt;
}

QString layerTensorId(LayerTensor t)
{
    static const char* const names[] = {"decoder_layer_input",
                                        "query_proj",
                                        "key_proj",
                                        "value_proj",
                                        "context",
                                        "out_proj",
                                        "mlpwi_0",
                                        "mlpwi_1",
                                        "mlpwo"};
    return QLatin1String(names[int(t)]);
}

QString placementId(Placement p)
{
    switch (p) {
    case Placement::Remat:
        return QStringLiteral("remat");
    case Placement::Device:
        return QStringLiteral("device");
    case Placement::Offload:
        return QStringLiteral("offload");
    }
    return QString();
}

QString rematPlacementText(const RematPlacement& p)
{
    const RematPlacement defaults;
    QStringList parts;
    for (int i = 0; i < int(LayerTensor::Count); ++i)
        if (p.at[i] != defaults.at[i])
            parts << layerTensorId(LayerTensor(i)) + QLatin1Char('=') + placementId(p.at[i]);
    return parts.join(QLatin1Char(','));
}

std::optional<RematPlacement> rematPlacementFromText(const QString& text, QString* error)
{
    RematPlacement p;
    const QStringList parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& raw : parts) {
        const QString part = raw.trimmed();
        const int eq = part.indexOf(QLatin1Char('='));
        const QString name = part.left(eq).trimmed();
        const QString where = eq < 0 ? QString() : part.mid(eq + 1).trimmed();
        int tensor = -1;
        for (int i = 0; i < int(LayerTensor::Count); ++i)
            if (layerTensorId(LayerTensor(i)) == name)
                tensor = i;
        if (name == QLatin1String("mlpwi")) // an ungated MLP's one input projection
            tensor = int(LayerTensor::MlpWi0);
        if (tensor < 0) {
            if (error)
                *error = QCoreApplication::translate("TrainingSetup",
                                                     "unknown tensor \"%1\" (expected one of decoder_layer_input, "
                                                     "query_proj, key_proj, value_proj, context, out_proj, mlpwi, "
                                                     "mlpwi_0, mlpwi_1, mlpwo)")
                             .arg(name);
            return std::nullopt;
        }
        std::optional<Placement> placement;
        for (Placement c : {Placement::Remat, Placement::Device, Placement::Offload})
            if (placementId(c) == where)
                placement = c;
        if (!placement) {
            if (error)
                *error = QCoreApplication::translate("TrainingSetup",
                                                     "%1: unknown placement \"%2\" (expected remat, device or offload)")
                             .arg(name, where);
            return std::nullopt;
        }
        p.at[tensor] = *placement;
    }
    return p;
}

QString lossImplId(LossImpl l)
{
    switch (l) {
    case LossImpl::Auto:
        return QStringLiteral("auto");
    case LossImpl::Eager:
        return QStringLiteral("eager");
    case LossImpl::Fused:
        return QStringLiteral("fused");
    }
    return QString();
}

std::optional<LossImpl> lossImplFromId(const QString& id)
{
    for (LossImpl l : {LossImpl::Auto, LossImpl::Eager, LossImpl::Fused})
        if (lossImplId(l) == id)
            return l;
    return std::nullopt;
}

QStringList lossImplIds()
{
    return {QStringLiteral("auto"), QStringLiteral("eager"), QStringLiteral("fused")};
}

LossImpl resolvedLoss(LossImpl chosen, Runtime runtime)
{
    if (chosen != LossImpl::Auto)
        return chosen;
    return runtime == Runtime::Xla ? LossImpl::Fused : LossImpl::Eager;
}

QString checkpointingKindId(CheckpointingKind k)
{
    if (k == CheckpointingKind::Custom) // the plan's placement is a field of its own (remat_placement)
        return QStringLiteral("custom");
    return k == CheckpointingKind::EveryK ? QStringLiteral("every-k") : checkpointingId(Checkpointing{k, 1, {}});
}

std::optional<CheckpointingKind> checkpointingKindFromId(const QString& id)
{
    if (id == QLatin1String("every-k"))
        return CheckpointingKind::EveryK;
    const auto c = checkpointingFromId(id);
    // "every-3": the K is not a plan input; nor is a custom placement (the plan's remat_placement is)
    if (!c || c->kind == CheckpointingKind::EveryK
        || (c->kind == CheckpointingKind::Custom && id != QLatin1String("custom")))
        return std::nullopt;
    return c->kind;
}

Runtime runtimeFor(const DeviceInfo& device, Runtime gpuRuntime)
{
    return device.isTpu ? Runtime::Xla : gpuRuntime;
}

std::optional<Checkpointing> checkpointingFromId(const QString& id)
{
    if (id == QLatin1String("none"))
        return Checkpointing{CheckpointingKind::None, 2};
    if (id == QLatin1String("full"))
        return Checkpointing{CheckpointingKind::Full, 1};
    if (id == QLatin1String("selective"))
        return Checkpointing{CheckpointingKind::Selective, 2};
    for (CheckpointingKind k : kPolicyKinds)
        if (id == checkpointingId(Checkpointing{k, 2, {}}))
            return Checkpointing{k, 2, {}};
    if (id == QLatin1String("custom"))
        return Checkpointing{CheckpointingKind::Custom, 2, {}};
    if (id.startsWith(QLatin1String("custom:"))) {
        const auto placement = rematPlacementFromText(id.mid(7));
        if (!placement)
            return std::nullopt;
        return Checkpointing{CheckpointingKind::Custom, 2, *placement};
    }
    if (id.startsWith(QLatin1String("every-"))) {
        bool ok = false;
        const int k = id.mid(6).toInt(&ok);
        if (ok && k >= 1 && k <= 1024)
            return k == 1 ? Checkpointing{CheckpointingKind::Full, 1} : Checkpointing{CheckpointingKind::EveryK, k};
    }
    return std::nullopt;
}

std::optional<HeadKind> headKindFromId(const QString& id)
{
    for (HeadKind h : {HeadKind::Mlm, HeadKind::MlmMasked, HeadKind::Classification, HeadKind::CausalLm})
        if (headKindId(h) == id)
            return h;
    return std::nullopt;
}

QStringList precisionIds()
{
    QStringList ids;
    for (Precision p : allPrecisions())
        ids << precisionId(p);
    return ids;
}
QStringList optimizerIds()
{
    return {QStringLiteral("adamw"),    QStringLiteral("adam"), QStringLiteral("adafactor"), QStringLiteral("sgd"),
            QStringLiteral("momentum"), QStringLiteral("lamb"), QStringLiteral("adamw-8bit")};
}
QStringList runtimeIds()
{
    return {QStringLiteral("xla"), QStringLiteral("pytorch"), QStringLiteral("tensorflow")};
}

ContextScheme contextSchemeFor(Runtime runtime)
{
    // MaxText's context_parallel_strategy defaults to all_gather (base.yml); Megatron's --cp-comm-type to p2p and
    // torchtitan runs PyTorch's ring attention (reference longctx.md section 1.1, sources at the commits it names,
    // 2026-08-22)
    return runtime == Runtime::Xla ? ContextScheme::AllGather : ContextScheme::Ring;
}

QString contextSchemeId(ContextScheme scheme)
{
    return scheme == ContextScheme::AllGather ? QStringLiteral("all-gather") : QStringLiteral("ring");
}

double kvElementsPerToken(const ModelSpec& m)
{
    if (m.isMla())
        return double(m.heads) * (double(m.qkNopeHeadDim) + m.qkRopeHeadDim + m.vHeadDim);
    return 2.0 * double(m.kvDim());
}

QString attentionImplId(AttentionImpl a)
{
    switch (a) {
    case AttentionImpl::Auto:
        return QStringLiteral("auto");
    case AttentionImpl::Eager:
        return QStringLiteral("eager");
    case AttentionImpl::Flash:
        return QStringLiteral("flash");
    }
    return QString();
}

std::optional<AttentionImpl> attentionImplFromId(const QString& id)
{
    for (AttentionImpl a : {AttentionImpl::Auto, AttentionImpl::Eager, AttentionImpl::Flash})
        if (attentionImplId(a) == id)
            return a;
    return std::nullopt;
}

QString finetuneModeId(FinetuneMode f)
{
    switch (f) {
    case FinetuneMode::Full:
        return QStringLiteral("full");
    case FinetuneMode::Lora:
        return QStringLiteral("lora");
    case FinetuneMode::Qlora:
        return QStringLiteral("qlora");
    }
    return QString();
}

std::optional<FinetuneMode> finetuneModeFromId(const QString& id)
{
    for (FinetuneMode f : {FinetuneMode::Full, FinetuneMode::Lora, FinetuneMode::Qlora})
        if (finetuneModeId(f) == id)
            return f;
    return std::nullopt;
}

QString loraTargetsId(LoraTargets t)
{
    return t == LoraTargets::Qv ? QStringLiteral("qv") : QStringLiteral("all-linear");
}

std::optional<LoraTargets> loraTargetsFromId(const QString& id)
{
    for (LoraTargets t : {LoraTargets::Qv, LoraTargets::AllLinear})
        if (loraTargetsId(t) == id)
            return t;
    return std::nullopt;
}

QStringList attentionImplIds()
{
    return {QStringLiteral("auto"), QStringLiteral("eager"), QStringLiteral("flash")};
}
QStringList finetuneModeIds()
{
    return {QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora")};
}
QStringList loraTargetsIds()
{
    return {QStringLiteral("qv"), QStringLiteral("all-linear")};
}

AttentionImpl resolvedAttention(const ModelSpec& model, AttentionImpl chosen, const DeviceInfo& device)
{
    if (chosen != AttentionImpl::Auto)
        return chosen;
    // FlashAttention-2 needs Ampere (sm80) or newer, the GPUs that also have bf16 (Dao 2023, arXiv 2307.08691,
    // README "Ampere, Ada, or Hopper GPUs"); on TPUs MaxText's default `attention: autoselected` picks the Pallas
    // splash kernel for training (MaxText configs/base.yml, 2025).
    if (model.isDecoder() && model.attention == AttentionKind::Full && (device.isTpu || device.bf16))
        return AttentionImpl::Flash;
    return AttentionImpl::Eager;
}

QString attentionKernelName(AttentionImpl resolved, const DeviceInfo& device)
{
    if (resolved != AttentionImpl::Flash)
        return QCoreApplication::translate("TrainingSetup", "eager attention");
    return device.isTpu ? QCoreApplication::translate("TrainingSetup", "splash attention (Pallas)")
                        : QCoreApplication::translate("TrainingSetup", "FlashAttention-2");
}

} // namespace tpuplan
