// SPDX-License-Identifier: GPL-3.0-or-later
#include "TrainingSetup.h"

#include "catalog/Catalog.h"

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
    }
    return QString();
}

std::optional<Precision> precisionFromId(const QString& id)
{
    for (Precision p : {Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed})
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
    for (HeadKind h : {HeadKind::Mlm, HeadKind::MlmMasked, HeadKind::Classification})
        if (headKindId(h) == id)
            return h;
    return std::nullopt;
}

QStringList precisionIds()
{
    return {QStringLiteral("fp32"), QStringLiteral("bf16-mixed"), QStringLiteral("fp16-mixed")};
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

} // namespace tpuplan
