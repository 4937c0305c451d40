// SPDX-License-Identifier: GPL-3.0-or-later
#include "Sharding.h"

#include "catalog/Catalog.h"
#include "model/ModelSpec.h"

#include <QCoreApplication>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Sharding)
};
} // namespace

QString shardingStrategyId(ShardingStrategy s)
{
    switch (s) {
    case ShardingStrategy::Replicate:
        return QStringLiteral("replicate");
    case ShardingStrategy::Zero1:
        return QStringLiteral("zero1");
    case ShardingStrategy::Zero2:
        return QStringLiteral("zero2");
    case ShardingStrategy::Fsdp:
        return QStringLiteral("fsdp");
    }
    return QString();
}

std::optional<ShardingStrategy> shardingStrategyFromId(const QString& id)
{
    for (ShardingStrategy s :
         {ShardingStrategy::Replicate, ShardingStrategy::Zero1, ShardingStrategy::Zero2, ShardingStrategy::Fsdp})
        if (shardingStrategyId(s) == id)
            return s;
    return std::nullopt;
}

QStringList shardingStrategyIds()
{
    return {QStringLiteral("replicate"), QStringLiteral("zero1"), QStringLiteral("zero2"), QStringLiteral("fsdp")};
}

QString offloadId(const Offload& o)
{
    if (!o.any())
        return QStringLiteral("none");
    if (o.optimizer && o.params && o.activations)
        return QStringLiteral("all");
    QStringList parts;
    if (o.optimizer)
        parts << QStringLiteral("optimizer");
    if (o.params)
        parts << QStringLiteral("params");
    if (o.activations)
        parts << QStringLiteral("activations");
    return parts.join(QLatin1Char(','));
}

std::optional<Offload> offloadFromId(const QString& id)
{
    const QStringList parts = id.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return std::nullopt;
    Offload o;
    for (const QString& raw : parts) {
        const QString p = raw.trimmed();
        if (p == QLatin1String("none") && parts.size() == 1)
            return Offload{};
        if (p == QLatin1String("all") && parts.size() == 1)
            return Offload{true, true, true};
        if (p == QLatin1String("optimizer"))
            o.optimizer = true;
        else if (p == QLatin1String("params"))
            o.params = true;
        else if (p == QLatin1String("activations"))
            o.activations = true;
        else
            return std::nullopt;
    }
    return o;
}

QStringList offloadPartIds()
{
    return {QStringLiteral("none"), QStringLiteral("optimizer"), QStringLiteral("params"),
            QStringLiteral("activations"), QStringLiteral("all")};
}

QString meshText(const Mesh& m)
{
    QString text = m.data > 1 ? Tr::tr("data %1 × fsdp %2 × tensor %3").arg(m.data).arg(m.fsdp).arg(m.tensor)
                              : Tr::tr("fsdp %1 × tensor %2").arg(m.fsdp).arg(m.tensor);
    if (m.expert > 1)
        text = Tr::tr("%1 × expert %2").arg(text).arg(m.expert);
    if (m.slices > 1)
        text = Tr::tr("%1 × %2 slices").arg(text).arg(m.slices);
    return text;
}

Mesh meshFor(ShardingStrategy strategy, int devicesPerSlice, int tensor, int fsdp, int slices, int expert)
{
    Mesh m;
    m.strategy = strategy;
    m.tensor = std::max(1, tensor);
    m.slices = std::max(1, slices);
    m.expert = std::max(1, expert);
    const int rest = std::max(1, devicesPerSlice / (m.tensor * m.expert));
    if (strategy == ShardingStrategy::Replicate) {
        m.fsdp = 1;
        m.data = rest;
    } else {
        m.fsdp = fsdp > 0 ? fsdp : rest;
        m.data = std::max(1, rest / m.fsdp);
    }
    return m;
}

namespace {
// The expert axis splits the routed experts: a dense model has none, and each device holds a whole number of them
// (MaxText shards the 'exp' dimension of the expert weights over it; Megatron asserts num_experts %
// expert_model_parallel_size == 0, megatron/training/arguments.py, 2026). Inside the slice by construction: the mesh
// puts it among the ICI axes (MaxText ici_expert_parallelism), as the all-to-all over DCN would run 29x slower than
// over one v5p ICI link (reference moe.md section 3.4).
QString expertAxisProblem(const Mesh& m, const ModelSpec& model)
{
    if (m.expert <= 1)
        return QString();
    if (!model.isMoe())
        return Tr::tr("expert parallelism of %1 needs a mixture-of-experts model: %2 is dense")
            .arg(m.expert)
            .arg(model.name);
    if (m.expert > model.experts)
        return Tr::tr("expert parallelism of %1 is more than the %2 experts of %3")
            .arg(m.expert)
            .arg(model.experts)
            .arg(model.name);
    if (model.experts % m.expert != 0)
        return Tr::tr("expert parallelism of %1 does not divide the %2 experts of %3")
            .arg(m.expert)
            .arg(model.experts)
            .arg(model.name);
    return QString();
}
} // namespace

QString meshProblem(const Mesh& m, const ModelSpec& model, const DeviceInfo& d)
{
    if (m.tensor < 1 || m.fsdp < 1 || m.data < 1 || m.slices < 1 || m.expert < 1)
        return Tr::tr("every mesh axis needs at least one device");
    if (QString problem = expertAxisProblem(m, model); !problem.isEmpty())
        return problem;
    if (m.devicesPerSlice() != d.devices)
        return Tr::tr("the mesh %1 (%2 devices) does not divide the %3 devices of %4")
            .arg(meshText(Mesh{m.strategy, m.data, m.fsdp, m.tensor, 1, m.expert}))
            .arg(m.devicesPerSlice())
            .arg(d.devices)
            .arg(d.hardware);
    if (m.tensor > model.heads)
        return Tr::tr("tensor parallelism of %1 is more than the %2 attention heads of %3")
            .arg(m.tensor)
            .arg(model.heads)
            .arg(model.name);
    if (model.heads % m.tensor != 0)
        return Tr::tr("tensor parallelism of %1 does not divide the %2 attention heads of %3")
            .arg(m.tensor)
            .arg(model.heads)
            .arg(model.name);
    // its collectives sit on the critical path of every layer: kept inside one node's NVLink (Megatron-LM, Shoeybi et
    // al. 2019 §3; reference llm.md section 3)
    if (!d.isTpu && m.tensor > d.devicesPerNodeMax)
        return Tr::tr("tensor parallelism stays inside one node: %1 holds at most %2 GPUs, not %3")
            .arg(d.hardware)
            .arg(d.devicesPerNodeMax)
            .arg(m.tensor);
    if (!d.isTpu && m.slices > 1)
        return Tr::tr("slices are TPU slices: a GPU job grows with --devices");
    return QString();
}

} // namespace tpuplan
