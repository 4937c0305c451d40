// SPDX-License-Identifier: GPL-3.0-or-later
// The fixes and advice of a mixture-of-experts run (reference moe.md, section 3): more devices on the expert axis,
// token dropping at a lower capacity factor, recomputing the expert matmuls. The memory each fix leaves is the memory
// model's estimate (Diagnosis::run evaluates it); these functions only choose the changes and put them in words.
#include "DiagnosisParts.h"

#include "util/Format.h"

#include <QCoreApplication>

#include <algorithm>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

// The capacity factor a fix lowers to: each expert takes at most its even share of the routed tokens, as MaxText's
// expert-parallel DeepSeek-V3 recipe does (MT benchmarks/maxtext_trillium_model_configs.py deepseek_v3_ep16:
// "sparse_matmul=False megablox=False capacity_factor=1.0"; reference moe.md section 6, read 2026-11).
constexpr double kDroppingCapacityFactor = 1.0;

QString capacityText(double factor, const QLocale& loc)
{
    return factor > 0 ? Tr::tr("capacity factor %1").arg(formatNumber(factor, loc, 2)) : Tr::tr("dropless");
}

bool namesMoe(const DiagnosisResult& r)
{
    return r.input.model.isMoe() || (r.oom && r.oom->namesExperts());
}

} // namespace

std::optional<Mesh> withExpertAxis(const Mesh& mesh, int expert)
{
    if (expert <= mesh.expert || expert % mesh.expert != 0)
        return std::nullopt;
    const int grow = expert / mesh.expert;
    Mesh m = mesh;
    m.expert = expert;
    if (m.data % grow == 0)
        m.data /= grow;
    else if (m.strategy != ShardingStrategy::Replicate && m.fsdp % grow == 0)
        m.fsdp /= grow;
    else
        return std::nullopt;
    return m;
}

QVector<Mesh> expertParallelMeshes(const Mesh& base, const ModelSpec& model)
{
    QVector<Mesh> out;
    if (!model.isMoe())
        return out;
    for (int ep = std::max(1, base.expert) * 2; ep <= model.experts; ep *= 2) {
        if (model.experts % ep != 0)
            break;
        if (const auto m = withExpertAxis(base, ep))
            out << *m;
    }
    return out;
}

QVector<double> capacityFactorChoices(const ModelSpec& model, const TrainingConfig& run)
{
    if (!model.isMoe())
        return {};
    if (run.capacityFactor <= 0 || run.capacityFactor > kDroppingCapacityFactor)
        return {kDroppingCapacityFactor};
    return {};
}

void describeMoeFix(const DiagnosisFix& f, const DiagnosisResult& res, QStringList& titles, QStringList& details,
                    const QLocale& loc)
{
    const TrainingConfig& from = res.input.config;
    const QString word = deviceWord(f.device);
    if (f.changes & kChangeExpertParallel) {
        titles << Tr::tr("Expert parallelism %1 instead of %2").arg(f.config.mesh.expert).arg(from.mesh.expert);
        details << Tr::tr("Mesh %1: the %2 routed experts of each MoE layer are split over %3 %4s, and each MoE layer "
                          "sends its tokens to their experts and back by all-to-all. The estimate is %5 per %4 "
                          "instead of %6.")
                       .arg(meshText(f.config.mesh))
                       .arg(res.input.model.experts)
                       .arg(f.config.mesh.expert)
                       .arg(word, formatGiB(f.memory.memory.total(), loc),
                            formatGiB(res.correctedEstimate.memory.total(), loc));
    }
    if (f.changes & kChangeCapacity) {
        titles << Tr::tr("Token dropping at %1 instead of %2")
                      .arg(capacityText(f.config.capacityFactor, loc), capacityText(from.capacityFactor, loc));
        details << Tr::tr("Each expert takes at most %1 × its even share of the routed tokens; the tokens beyond it "
                          "skip the expert through the residual connection, which changes the training slightly.")
                       .arg(formatNumber(f.config.capacityFactor, loc, 2));
    }
}

QStringList moeHowTo(const DiagnosisFix& f, OomFramework fw)
{
    QStringList how;
    const bool jax = fw == OomFramework::Jax || fw == OomFramework::Unknown;
    const bool torch = fw == OomFramework::PyTorchCuda || fw == OomFramework::PyTorchXla || fw == OomFramework::Unknown;
    if (f.changes & kChangeExpertParallel) {
        const int ep = f.config.mesh.expert;
        how << Tr::tr("tpuplan: --expert-parallel %1").arg(ep);
        if (jax)
            how << Tr::tr("MaxText: ici_expert_parallelism=%1").arg(ep);
        if (torch)
            how << Tr::tr("Megatron-LM: --expert-model-parallel-size %1 (keep expert × tensor parallelism inside one "
                          "node); torchtitan: --parallelism.expert_parallel_degree %1")
                       .arg(ep);
    }
    if (f.changes & kChangeCapacity) {
        const QString cf = QString::number(f.config.capacityFactor, 'g', 3);
        how << Tr::tr("tpuplan: --capacity-factor %1").arg(cf);
        if (jax)
            how << Tr::tr("MaxText: sparse_matmul=False capacity_factor=%1").arg(cf);
        if (torch)
            how << Tr::tr("Megatron-LM: --moe-expert-capacity-factor %1 --moe-token-drop-policy probs").arg(cf);
    }
    return how;
}

QVector<DiagnosisAdvice> moeAdvice(const DiagnosisResult& r)
{
    QVector<DiagnosisAdvice> out;
    if (!namesMoe(r))
        return out;
    const ModelSpec& model = r.input.model;
    if (!model.isMoe()) {
        DiagnosisAdvice a;
        a.code = QStringLiteral("moe-model");
        a.title = Tr::tr("Diagnose with the mixture-of-experts model");
        a.text = Tr::tr("The message names expert tensors (%1), but %2 has no experts: the estimate misses the routed "
                        "experts and their tokens, and no fix can move experts to more devices.")
                     .arg(r.oom->moeNames.join(QStringLiteral(", ")), model.name);
        a.how << Tr::tr("tpuplan diagnose --model config.json of the MoE model (its num_local_experts or "
                        "n_routed_experts and num_experts_per_tok)");
        out << a;
        return out;
    }
    // Megatron: "--recompute-modules moe_act moe" (MLM arguments; reference moe.md section 3.5: MLM PR #6311 measured
    // 68,704 MB without and 60,154 MB with full recompute on a DeepSeek-V3-shaped proxy); MaxText: the custom remat
    // names of the expert matmuls (MT layers/moe.py), read 2026-11
    DiagnosisAdvice remat;
    remat.code = QStringLiteral("moe-remat");
    remat.title = Tr::tr("Recompute the expert matmuls");
    remat.text = Tr::tr("Each MoE layer keeps the %1 copies of every token it sends to its top-%1 experts and the "
                        "outputs of their gate and up projections for the backward pass. Recomputing them in the "
                        "backward pass frees that memory for one more forward pass of the experts.")
                     .arg(model.expertsPerToken);
    remat.how << Tr::tr("MaxText: remat_policy=custom moe_mlpwi_0=remat moe_mlpwi_1=remat moe_mlpwo=remat")
              << Tr::tr("Megatron-LM: --recompute-granularity selective --recompute-modules moe_act moe");
    out << remat;
    const bool listed = std::any_of(r.fixes.begin(), r.fixes.end(),
                                    [](const DiagnosisFix& f) { return (f.changes & kChangeCapacity) != 0; });
    if (!listed && !capacityFactorChoices(model, r.input.config).isEmpty()) {
        DiagnosisAdvice a;
        a.code = QStringLiteral("moe-capacity");
        a.title = Tr::tr("Cap the tokens each expert takes");
        a.text = Tr::tr("The run routes at %1 (each token to %2 of %3 experts). Dropless routing keeps every "
                        "routed token, and under expert parallelism MaxText sizes its buffers for the worst case, "
                        "up to %3 / %2 = %4 times an expert's even share; a capacity factor of %5 caps each expert "
                        "at its even share and drops the rest, which changes the training slightly. No capacity "
                        "change is among the fixes: the estimate does not show it fitting on its own.")
                     .arg(capacityText(r.input.config.capacityFactor, QLocale()))
                     .arg(model.expertsPerToken)
                     .arg(model.experts)
                     .arg(model.experts / model.expertsPerToken)
                     .arg(QString::number(kDroppingCapacityFactor, 'f', 1));
        DiagnosisFix capped;
        capped.changes = kChangeCapacity;
        capped.config.capacityFactor = kDroppingCapacityFactor;
        a.how = moeHowTo(capped, r.oom ? r.oom->framework : OomFramework::Unknown);
        out << a;
    }
    return out;
}

} // namespace tpuplan
