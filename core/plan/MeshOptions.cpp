// SPDX-License-Identifier: GPL-3.0-or-later
#include "MeshOptions.h"

#include "memory/Pipeline.h"

#include <QCoreApplication>

#include <algorithm>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Planner)
};
} // namespace

QVector<Mesh> meshOptions(const PlanInput& in, const DeviceInfo& dev, int slices, QStringList& noted,
                          QVector<Reason>& notes)
{
    // the planner searches meshes for decoders; an encoder's training code (the seeds' TensorFlow BERT and BigBird
    // on TPUStrategy) replicates, so encoders shard only when the plan asks (docs/sharding-model.md section 6)
    const bool search = in.model.isDecoder();
    QVector<int> tensors;
    if (in.tensorParallel > 0 || !search)
        tensors << std::max(1, in.tensorParallel);
    else
        for (int t : {1, 2, 4, 8})
            if (t <= dev.devices && (t == 1 || in.model.heads % t == 0))
                tensors << t;
    QVector<ShardingStrategy> strategies{ShardingStrategy::Replicate};
    if (in.sharding)
        strategies = {*in.sharding};
    else if (search)
        strategies << ShardingStrategy::Zero1 << ShardingStrategy::Zero2 << ShardingStrategy::Fsdp;
    const bool explicitMesh = in.tensorParallel > 0 || in.fsdp > 0 || in.sharding || in.expertParallel > 0
        || in.contextParallel > 0 || in.pipelineParallel > 0;
    QVector<Mesh> out;
    // every mesh without stages of a tensor degree before its pipelines: a pipeline adds a bubble, and the search
    // keeps a later mesh only where it runs the batch in fewer accumulation steps (Planner::searchMeshes)
    for (int t : tensors) {
        const QVector<int> stages = stageDegrees(in, dev, t);
        for (int pp : stages) {
            for (ShardingStrategy st : strategies) {
                for (int ep : expertDegrees(in, dev, t)) {
                    for (int cp : contextDegrees(in, dev, t)) {
                        // searched, a context axis goes with FSDP: where states sharded less leave no room for one
                        // sequence, sharding them more comes first (the context axis shards them no more)
                        if (cp > 1 && in.contextParallel <= 0 && !in.sharding && st != ShardingStrategy::Fsdp)
                            continue;
                        MeshRequest request = in.meshRequest(st);
                        request.tensor = t;
                        request.expert = ep;
                        request.context = cp;
                        request.stage = pp;
                        request.slices = slices;
                        const Mesh mesh = meshFor(request, dev.devices);
                        // a strategy over one device shards nothing: the same as a replica
                        if (!in.sharding && st != ShardingStrategy::Replicate && mesh.shardDegree() <= 1)
                            continue;
                        QString problem = meshProblem(mesh, in.model, dev);
                        if (problem.isEmpty())
                            problem = contextParallelProblem(in.model, mesh.context, in.seqLen,
                                                             resolvedAttention(in.model, in.attention, dev));
                        if (!problem.isEmpty()) {
                            const QString text = Tr::tr("%1 is skipped: %2").arg(dev.hardware, problem);
                            if (explicitMesh && !noted.contains(text)) {
                                noted << text;
                                notes << Reason{QStringLiteral("mesh-not-possible"), text};
                            }
                            continue;
                        }
                        out << mesh;
                    }
                }
            }
        }
    }
    return out;
}

QVector<int> expertDegrees(const PlanInput& in, const DeviceInfo& dev, int tensor)
{
    if (in.expertParallel > 0)
        return {in.expertParallel};
    QVector<int> out{1};
    if (!in.model.isDecoder() || !in.model.isMoe())
        return out;
    // the divisors of E that fit the slice beside the tensor axis: on a TPU every slice axis is ICI (the expert axis
    // never crosses DCN, 29x slower: reference moe.md section 3.4); on GPUs EP x TP stays inside one NVLink domain
    // ("Ensure EP×TP fits within a single node", Megatron-LM MoE README, 2026-08; moe.md section 3.1), where a
    // given --expert-parallel may cross nodes as published Megatron-Bridge runs do (EP 32 on 8-GPU B200 nodes)
    const int room = (dev.isTpu ? dev.devices : std::min(dev.devices, dev.devicesPerNodeMax)) / std::max(1, tensor);
    for (int ep = 2; ep <= std::min(room, in.model.experts); ++ep)
        if (in.model.experts % ep == 0 && dev.devices % (ep * std::max(1, tensor)) == 0)
            out << ep;
    return out;
}

QVector<int> contextDegrees(const PlanInput& in, const DeviceInfo& dev, int tensor)
{
    if (in.contextParallel > 0)
        return {in.contextParallel};
    QVector<int> out{1};
    // a decoder's sequence in the flash kernels only (MemoryModel::incompatibility, docs/sharding-model.md section 12)
    if (!in.model.isDecoder() || resolvedAttention(in.model, in.attention, dev) != AttentionImpl::Flash)
        return out;
    // powers of two that divide what the tensor axis leaves of the slice (the GPU job) and cut the sequence into 2c
    // balanced chunks; the search (Planner::searchMeshes) tries them after c = 1 and stops at the first that runs the
    // batch, and skips them where the states alone do not fit at c = 1 (the context axis shards the states no more
    // than fsdp over the same devices would)
    const int room = dev.devices / std::max(1, tensor);
    for (int c = 2; c <= room; c *= 2)
        if (room % c == 0 && in.seqLen % (2 * c) == 0)
            out << c;
    return out;
}

QVector<int> stageDegrees(const PlanInput& in, const DeviceInfo& dev, int tensor)
{
    if (in.pipelineParallel > 0)
        return {in.pipelineParallel};
    QVector<int> out{1};
    // decoders on the jobs where a pipeline pays: GPU jobs of several nodes, whose states the stage axis splits over
    // the network as Megatron-LM and torchtitan run it (stages outermost), and TPU slices (MaxText
    // ici_pipeline_parallelism); TensorFlow's code has no pipeline (docs/sharding-model.md section 13)
    const Runtime runtime = runtimeFor(dev, in.gpuRuntime);
    if (!in.model.isDecoder() || runtime == Runtime::TensorFlow || (!dev.isTpu && dev.hosts <= 1))
        return out;
    TrainingConfig probe;
    probe.runtime = runtime;
    probe.pipeline.virtualStages = std::max(1, in.virtualStages);
    const int t = std::max(1, tensor);
    for (int p = 2; p <= std::min(dev.devices / t, in.model.layers); p *= 2) {
        probe.mesh.stage = p;
        if (dev.devices % (p * t) == 0 && pipelineLayoutProblem(in.model, probe).isEmpty())
            out << p;
    }
    return out;
}

} // namespace tpuplan
