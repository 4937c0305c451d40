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
    }
    return QString();
}

std::optional<Precision> precisionFromId(const QString& id)
{
    for (Precision p : {Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed, Precision::Bf16})
        if (precisionId(p) == id)
            return p;
    return std::nullopt;
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
    }
    return QString();
}

std::optional<OptimizerKind> optimizerFromId(const QString& id)
{
    for (OptimizerKind o : {OptimizerKind::AdamW, OptimizerKind::Adam, OptimizerKind::Adafactor, OptimizerKind::Sgd,
                            OptimizerKind::Momentum, OptimizerKind::Lamb})
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
    }
    return QString();
}

QString checkpointingKindId(CheckpointingKind k)
{
    return k == CheckpointingKind::EveryK ? QStringLiteral("every-k") : checkpointingId(Checkpointing{k, 1});
}

std::optional<CheckpointingKind> checkpointingKindFromId(const QString& id)
{
    if (id == QLatin1String("every-k"))
        return CheckpointingKind::EveryK;
    const auto c = checkpointingFromId(id);
    if (!c || c->kind == CheckpointingKind::EveryK) // "every-3": the K is not a plan input
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
    for (CheckpointingKind k :
         {CheckpointingKind::Minimal, CheckpointingKind::SaveQkvProj, CheckpointingKind::SaveDotExceptMlp})
        if (id == checkpointingId(Checkpointing{k, 2}))
            return Checkpointing{k, 2};
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
    return {QStringLiteral("fp32"), QStringLiteral("bf16-mixed"), QStringLiteral("fp16-mixed"), QStringLiteral("bf16")};
}
QStringList optimizerIds()
{
    return {QStringLiteral("adamw"), QStringLiteral("adam"),     QStringLiteral("adafactor"),
            QStringLiteral("sgd"),   QStringLiteral("momentum"), QStringLiteral("lamb")};
}
QStringList runtimeIds()
{
    return {QStringLiteral("xla"), QStringLiteral("pytorch"), QStringLiteral("tensorflow")};
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
