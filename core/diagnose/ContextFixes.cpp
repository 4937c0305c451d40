// SPDX-License-Identifier: GPL-3.0-or-later
// The context-parallel fix of a long-sequence run (reference longctx.md section 1): each sequence split over more of
// the job's devices. The memory the fix leaves is the memory model's estimate (Diagnosis::run evaluates it); these
// functions only choose the meshes and put the change in words.
#include "DiagnosisParts.h"

#include "memory/MemoryModel.h"
#include "util/Format.h"

#include <QCoreApplication>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

// `mesh` with `context` devices on its context axis, taken from its data axis, else from its fsdp axis; nullopt when
// neither holds the factor it grows by.
std::optional<Mesh> withContextAxis(const Mesh& mesh, int context)
{
    if (context <= mesh.context || context % mesh.context != 0)
        return std::nullopt;
    const int grow = context / mesh.context;
    Mesh m = mesh;
    m.context = context;
    if (m.data % grow == 0)
        m.data /= grow;
    else if (m.strategy != ShardingStrategy::Replicate && m.fsdp % grow == 0)
        m.fsdp /= grow;
    else
        return std::nullopt;
    return m;
}

} // namespace

QVector<Mesh> contextParallelMeshes(const Mesh& base, const ModelSpec& model, const TrainingConfig& run,
                                    const DeviceInfo& device)
{
    QVector<Mesh> out;
    if (!model.isDecoder())
        return out;
    const AttentionImpl attention = resolvedAttention(model, run.attention, device);
    for (int c = std::max(1, base.context) * 2; c <= base.devicesPerSlice(); c *= 2) {
        const std::optional<Mesh> m = withContextAxis(base, c);
        if (!m)
            break;
        if (contextParallelProblem(model, c, run.seqLen, attention).isEmpty())
            out << *m;
    }
    return out;
}

void describeContextFix(const DiagnosisFix& f, const DiagnosisResult& res, QStringList& titles, QStringList& details,
                        const QLocale& loc)
{
    if (!(f.changes & kChangeContextParallel))
        return;
    const TrainingConfig& from = res.input.config;
    const QString word = deviceWord(f.device);
    titles << Tr::tr("Context parallelism %1 instead of %2").arg(f.config.mesh.context).arg(from.mesh.context);
    details << Tr::tr("Mesh %1: each %2-token sequence is split over %3 %4s, which hold %5 of its tokens each and "
                      "exchange the keys and values attention needs. The estimate is %6 per %4 instead of %7.")
                   .arg(meshText(f.config.mesh), loc.toString(f.config.seqLen))
                   .arg(f.config.mesh.context)
                   .arg(word, loc.toString(f.config.seqLenPerDevice()), formatGiB(f.memory.memory.total(), loc),
                        formatGiB(res.correctedEstimate.memory.total(), loc));
}

QStringList contextHowTo(const DiagnosisFix& f, OomFramework fw)
{
    QStringList how;
    if (!(f.changes & kChangeContextParallel))
        return how;
    const bool jax = fw == OomFramework::Jax || fw == OomFramework::Unknown;
    const bool torch = fw == OomFramework::PyTorchCuda || fw == OomFramework::PyTorchXla || fw == OomFramework::Unknown;
    const int c = f.config.mesh.context;
    how << Tr::tr("tpuplan: --context-parallel %1 --batch %2").arg(c).arg(f.config.perDeviceBatch());
    if (jax)
        how << Tr::tr("MaxText: ici_context_parallelism=%1 context_parallel_load_balance=true "
                      "per_device_batch_size=%2")
                   .arg(c)
                   .arg(f.config.perDeviceBatch());
    if (torch)
        how << Tr::tr("Megatron-LM: --context-parallel-size %1 --cp-comm-type p2p; torchtitan: "
                      "--parallelism.context_parallel_degree %1")
                   .arg(c);
    return how;
}

} // namespace tpuplan
