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

namespace {
// MaxText's names for the axes (src/maxtext/configs/base.yml, ici_<id>_parallelism and dcn_data_parallelism for the
// slices), which the CLI's options and the plan file's keys follow (--tensor-parallel, sharding.tensor_parallel).
constexpr MeshAxisInfo kMeshAxes[kMeshAxisCount] = {
    {MeshAxis::Data, "data", "", DividesBatch, MeshLink::InsideSlice},
    {MeshAxis::Fsdp, "fsdp", "fsdp", DividesBatch | DividesStates, MeshLink::InsideSlice},
    {MeshAxis::Tensor, "tensor", "tensor-parallel", DividesMatrices, MeshLink::InsideSlice},
    {MeshAxis::Expert, "expert", "expert-parallel", DividesBatch | DividesExperts, MeshLink::InsideSlice},
    {MeshAxis::Context, "context", "context-parallel", DividesSequence | DividesStates, MeshLink::InsideSlice},
    {MeshAxis::Stage, "stage", "pipeline-parallel", DividesLayers, MeshLink::InsideSlice},
    {MeshAxis::Slices, "slices", "slices", DividesBatch, MeshLink::BetweenSlices},
};
} // namespace

const MeshAxisInfo* meshAxes()
{
    return kMeshAxes;
}

const MeshAxisInfo& meshAxis(MeshAxis axis)
{
    return kMeshAxes[int(axis)];
}

int Mesh::size(MeshAxis axis) const
{
    switch (axis) {
    case MeshAxis::Data:
        return data;
    case MeshAxis::Fsdp:
        return fsdp;
    case MeshAxis::Tensor:
        return tensor;
    case MeshAxis::Expert:
        return expert;
    case MeshAxis::Context:
        return context;
    case MeshAxis::Stage:
        return stage;
    case MeshAxis::Slices:
        return slices;
    }
    return 1;
}

void Mesh::setSize(MeshAxis axis, int devices)
{
    switch (axis) {
    case MeshAxis::Data:
        data = devices;
        return;
    case MeshAxis::Fsdp:
        fsdp = devices;
        return;
    case MeshAxis::Tensor:
        tensor = devices;
        return;
    case MeshAxis::Expert:
        expert = devices;
        return;
    case MeshAxis::Context:
        context = devices;
        return;
    case MeshAxis::Stage:
        stage = devices;
        return;
    case MeshAxis::Slices:
        slices = devices;
        return;
    }
}

bool Mesh::splits(unsigned divides) const
{
    for (int i = 0; i < kMeshAxisCount; ++i)
        if ((kMeshAxes[i].divides & divides) != 0 && size(kMeshAxes[i].axis) > 1)
            return true;
    return false;
}

bool Mesh::splitsModel() const
{
    return strategy != ShardingStrategy::Replicate
        || splits(DividesStates | DividesMatrices | DividesLayers | DividesExperts | DividesSequence);
}

bool Mesh::operator==(const Mesh& o) const
{
    if (strategy != o.strategy)
        return false;
    for (int i = 0; i < kMeshAxisCount; ++i)
        if (size(kMeshAxes[i].axis) != o.size(kMeshAxes[i].axis))
            return false;
    return true;
}

QString meshText(const Mesh& m)
{
    QString text = m.data > 1 ? Tr::tr("data %1 × fsdp %2 × tensor %3").arg(m.data).arg(m.fsdp).arg(m.tensor)
                              : Tr::tr("fsdp %1 × tensor %2").arg(m.fsdp).arg(m.tensor);
    // the axes a mesh names only when they are used
    if (m.expert > 1)
        text = Tr::tr("%1 × expert %2").arg(text).arg(m.expert);
    if (m.context > 1)
        text = Tr::tr("%1 × context %2").arg(text).arg(m.context);
    if (m.stage > 1)
        text = Tr::tr("%1 × stage %2").arg(text).arg(m.stage);
    if (m.slices > 1)
        text = Tr::tr("%1 × %2 slices").arg(text).arg(m.slices);
    return text;
}

Mesh meshFor(const MeshRequest& r, int devicesPerSlice)
{
    Mesh m;
    m.strategy = r.strategy;
    m.tensor = std::max(1, r.tensor);
    m.slices = std::max(1, r.slices);
    m.expert = std::max(1, r.expert);
    m.context = std::max(1, r.context);
    m.stage = std::max(1, r.stage);
    const int rest = std::max(1, devicesPerSlice / (m.tensor * m.expert * m.context * m.stage));
    if (r.strategy == ShardingStrategy::Replicate) {
        m.fsdp = 1;
        m.data = rest;
    } else {
        m.fsdp = r.fsdp > 0 ? r.fsdp : rest;
        m.data = std::max(1, rest / m.fsdp);
    }
    return m;
}

Mesh meshFor(ShardingStrategy strategy, int devicesPerSlice, int tensor, int fsdp, int slices, int expert)
{
    MeshRequest r;
    r.strategy = strategy;
    r.tensor = tensor;
    r.fsdp = fsdp;
    r.slices = slices;
    r.expert = expert;
    return meshFor(r, devicesPerSlice);
}

namespace {
Mesh oneSlice(Mesh m)
{
    m.slices = 1;
    return m;
}

// A pipeline stage holds whole layers (MaxText asserts num_decoder_layers divisible by the stages times the repeats,
// Megatron num_layers % pipeline_model_parallel_size; reference longctx.md section 2).
QString stageAxisProblem(const Mesh& m, const ModelSpec& model)
{
    if (m.stage > model.layers)
        return Tr::tr("pipeline parallelism of %1 is more than the %2 layers of %3")
            .arg(m.stage)
            .arg(model.layers)
            .arg(model.name);
    return QString();
}

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
    for (int i = 0; i < kMeshAxisCount; ++i)
        if (m.size(kMeshAxes[i].axis) < 1)
            return Tr::tr("every mesh axis needs at least one device");
    if (QString problem = expertAxisProblem(m, model); !problem.isEmpty())
        return problem;
    if (QString problem = stageAxisProblem(m, model); !problem.isEmpty())
        return problem;
    if (m.devicesPerSlice() != d.devices)
        return Tr::tr("the mesh %1 (%2 devices) does not divide the %3 devices of %4")
            .arg(meshText(oneSlice(m)))
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

namespace {
// The request's value on one axis and what leaving it out means (0 for fsdp: what the other axes leave; 1 elsewhere).
int& requested(MeshRequest& r, MeshAxis axis)
{
    switch (axis) {
    case MeshAxis::Fsdp:
        return r.fsdp;
    case MeshAxis::Tensor:
        return r.tensor;
    case MeshAxis::Expert:
        return r.expert;
    case MeshAxis::Context:
        return r.context;
    case MeshAxis::Stage:
        return r.stage;
    case MeshAxis::Slices:
    case MeshAxis::Data:
        break;
    }
    return r.slices;
}
} // namespace

QString meshProblemOption(const MeshRequest& request, const ModelSpec& model, const DeviceInfo& device)
{
    // the axes in the order a person is likeliest to have over-asked: the model's own splits first, fsdp and slices
    // (which only share what the others leave) last
    constexpr MeshAxis order[]
        = {MeshAxis::Expert, MeshAxis::Tensor, MeshAxis::Context, MeshAxis::Stage, MeshAxis::Fsdp, MeshAxis::Slices};
    QString firstGiven;
    for (MeshAxis axis : order) {
        MeshRequest without = request;
        int& value = requested(without, axis);
        const int unset = axis == MeshAxis::Fsdp ? 0 : 1;
        if (value == unset || (axis != MeshAxis::Fsdp && value < 1))
            continue;
        if (firstGiven.isEmpty())
            firstGiven = QLatin1String(meshAxis(axis).option);
        value = unset;
        if (meshProblem(meshFor(without, device.devices), model, device).isEmpty())
            return QLatin1String(meshAxis(axis).option);
    }
    return firstGiven.isEmpty() ? QStringLiteral("sharding") : firstGiven;
}

} // namespace tpuplan
