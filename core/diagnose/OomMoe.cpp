// SPDX-License-Identifier: GPL-3.0-or-later
// The names of mixture-of-experts tensors, kernels and modules in a pasted message: the memory that ran out belongs to
// an MoE layer when the largest allocations or the traceback name them.
#include "OomReader.h"

namespace tpuplan::oom {

void findMoeNames(const QString& text, OomReport& report)
{
    // Each name is one that only an MoE layer prints, with where it comes from (read 2026-11):
    // - MaxText (AI-Hypercomputer/maxtext, src/MaxText/layers/moe.py): the module RoutedMoE / MoeBlock_0, the remat
    //   names moe_mlpwi_0, moe_mlpwi_1, moe_mlpwo, the Megablox kernels gmm and tgmm (kernels/megablox) and
    //   jax.lax.ragged_dot of sparse_matmul;
    // - Megatron-Core (NVIDIA/Megatron-LM, megatron/core/transformer/moe/): moe_layer.py (MoELayer), experts.py
    //   (GroupedMLP, TEGroupedMLP, SequentialMLP over the grouped_gemm package), token_dispatcher.py
    //   (MoEAlltoAllTokenDispatcher, MoEAllGatherTokenDispatcher, MoEFlexTokenDispatcher), moe_utils.py;
    // - Hugging Face transformers: Mixtral's block_sparse_moe and MixtralSparseMoeBlock, Qwen2MoeSparseMoeBlock,
    //   OlmoeSparseMoeBlock, DeepseekV3MoE, the experts ModuleList;
    // - torchtitan (pytorch/torchtitan, torchtitan/models/moe): GroupedExperts over torch._grouped_mm.
    // A name counts whole, between characters that are no part of an identifier: "self.experts" and "moe/experts.py"
    // name experts, "num_experts_per_tok" does not.
    static const QRegularExpression names(QStringLiteral(
        R"((?<![A-Za-z0-9_])(moe_mlpwi_[01]|moe_mlpwo|RoutedMoE|MoeBlock(?:_\d+)?|megablox|t?gmm|ragged_dot|)"
        R"(grouped_gemm|_?grouped_mm|GroupedMLP|TEGroupedMLP|SequentialMLP|GroupedExperts|moe_layer|MoELayer|)"
        R"(token_dispatcher|MoE\w*TokenDispatcher|moe_utils|block_sparse_moe|\w*SparseMoeBlock|\w+MoE|experts)"
        R"()(?![A-Za-z0-9_]))"));
    QStringList found;
    auto it = names.globalMatch(text);
    while (it.hasNext()) {
        QString name = it.next().captured(1);
        if (name.startsWith(QLatin1Char('_')))
            name.remove(0, 1);
        if (!found.contains(name))
            found << name;
    }
    report.moeNames = found;
}

} // namespace tpuplan::oom
