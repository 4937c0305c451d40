// SPDX-License-Identifier: GPL-3.0-or-later
#include "MoeCommands.h"

#include "LongContextCommands.h"
#include "LowPrecisionCommands.h"
#include "PipelineCommands.h"
#include "memory/Pipeline.h"

#include "plan/ChartData.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

QString decimalText(double v)
{
    return QLocale::c().toString(v, 'g', 6);
}

// MaxText's decoder blocks for the model types it implements (AI-Hypercomputer/maxtext @e591f30c, 2026-08-22:
// DecoderBlockType in src/MaxText/common_types.py and the decoder_block of configs/models/*.yml; reference moe.md).
struct DecoderBlock
{
    const char* modelType;
    const char* block;
};
constexpr DecoderBlock kDecoderBlocks[] = {
    {"mixtral", "mixtral"},    {"deepseek_v2", "deepseek"}, {"deepseek_v3", "deepseek"}, {"qwen3_moe", "qwen3_moe"},
    {"llama4", "llama4"},      {"llama4_text", "llama4"},   {"gpt_oss", "gpt_oss"},      {"gemma3", "gemma3"},
    {"gemma3_text", "gemma3"}, {"qwen3", "qwen3"},
};

// Routed-expert widths that make up the shared width: MaxText's and Megatron's shared experts are counted in experts
// of the routed width (deepseek n_shared_experts; qwen2_moe's one shared expert of 4 x the routed width).
int sharedExpertCount(const ModelSpec& m)
{
    if (m.sharedExpertIntermediateSize <= 0 || m.expertIntermediateSize <= 0)
        return 0;
    return (m.sharedExpertIntermediateSize + m.expertIntermediateSize - 1) / m.expertIntermediateSize;
}

bool hasLocalLayers(const ModelSpec& m)
{
    return m.slidingWindow > 0 && (m.localPeriod > 0 || m.isMoe());
}

// One MoE flag per layer of the stack, from layerAt (the MTP layers are not in Megatron's pattern).
QVector<int> moePattern(const ModelSpec& m)
{
    QVector<int> out;
    out.reserve(m.layers);
    for (int i = 0; i < m.layers; ++i)
        out << (layerAt(m, i).moe ? 1 : 0);
    return out;
}

// The shortest period p with pattern[i] == pattern[i % p]; the pattern's size when none repeats.
int patternPeriod(const QVector<int>& pattern)
{
    const int n = int(pattern.size());
    for (int p = 1; p < n; ++p) {
        if (n % p != 0)
            continue;
        bool repeats = true;
        for (int i = p; i < n && repeats; ++i)
            repeats = pattern[i] == pattern[i % p];
        if (repeats)
            return p;
    }
    return n;
}

// "[0]*3+[1]*58": a run-length list expression.
QString runLengthText(const QVector<int>& pattern, int from, int to)
{
    QStringList runs;
    for (int i = from; i < to;) {
        int j = i;
        while (j < to && pattern[j] == pattern[i])
            ++j;
        runs << (j - i == 1 ? QStringLiteral("[%1]").arg(pattern[i])
                            : QStringLiteral("[%1]*%2").arg(pattern[i]).arg(j - i));
        i = j;
    }
    return runs.join(QLatin1Char('+'));
}

QStringList megatronNotes(const PlanInput& in, const Candidate& c, double capacityFactor)
{
    const ModelSpec& m = in.model;
    const Mesh& mesh = c.mesh;
    QStringList notes;
    notes << Tr::tr("Megatron-LM because the Hugging Face Trainer and DeepSpeed ZeRO have no expert parallelism: "
                    "--expert-model-parallel-size=%1 splits the %2 experts of every MoE layer over %1 GPUs (%3 each) "
                    "and --moe-token-dispatcher-type=alltoall sends each token to its %4 experts.")
                 .arg(mesh.expert)
                 .arg(m.experts)
                 .arg(std::max(1, m.experts / std::max(1, mesh.expert)))
                 .arg(m.expertsPerToken);
    if (capacityFactor > 0)
        notes << Tr::tr("--moe-expert-capacity-factor=%1 drops the tokens over each expert's capacity "
                        "(ceil(tokens × top-k / experts × %1)), as the plan assumes.")
                     .arg(decimalText(capacityFactor));
    else
        notes << Tr::tr("No --moe-expert-capacity-factor: Megatron-LM runs dropless by default, every token reaches "
                        "its experts; --moe-grouped-gemm runs each GPU's local experts as one grouped GEMM.");
    const int perNode = std::max(1, std::min(c.device.devices, c.device.devicesPerHost));
    if (mesh.expert * mesh.tensor > perNode)
        notes << Tr::tr("Expert × tensor parallelism spans %1 GPUs, more than the %2 of one node: the all-to-all runs "
                        "over the network (Megatron-LM's MoE README: keep EP × TP within a node).")
                     .arg(mesh.expert * mesh.tensor)
                     .arg(perNode);
    if (m.attentionChunkSize > 0)
        notes << Tr::tr("Megatron-LM has no chunked attention: the %1-token chunks of the local layers run as full "
                        "attention, with more FLOPs than estimated.")
                     .arg(m.attentionChunkSize);
    if (in.finetune != FinetuneMode::Full)
        notes << Tr::tr("Megatron-LM trains every weight: the plan's LoRA/QLoRA needs far less memory than this "
                        "command; run it with a PEFT-capable trainer, or plan with --finetune full.");
    if (c.precision == Precision::Fp8Mixed)
        notes << Tr::tr("--fp8-format hybrid --fp8-recipe delayed runs the linear layers, the experts' grouped GEMMs "
                        "included, in fp8 through Transformer Engine (E4M3 forward, E5M2 gradients); attention and the "
                        "output layer stay in bf16. Transformer Engine keeps an fp8 copy of each linear weight, which "
                        "the plan counts; --fp8-param-gather gathers the weights in fp8 instead.");
    notes << Tr::tr("torchtitan runs the same mesh from its model registry (MODULE=… CONFIG=… ./run_train.sh) with "
                    "--parallelism.expert_parallel_degree=%1, as the commented line shows.")
                 .arg(mesh.expert);
    return notes;
}

// The model's shape, batch, parallelism and precision as Megatron-LM arguments.
void megatronShapeFlags(const PlanInput& in, const Candidate& c, qint64 saveSteps, QVector<CommandFlag>& flags)
{
    const ModelSpec& m = in.model;
    auto add = [&](const char* name, const QString& value = QString()) {
        flags << CommandFlag{QString::fromLatin1(name), value};
    };
    add("--data-path", QStringLiteral("$DATA_PATH"));
    add("--tokenizer-type", QStringLiteral("HuggingFaceTokenizer"));
    add("--tokenizer-model", QStringLiteral("$TOKENIZER_MODEL"));
    add("--save", QStringLiteral("$CHECKPOINT_DIR"));
    add("--num-layers", intText(m.layers));
    add("--hidden-size", intText(m.hiddenSize));
    add("--num-attention-heads", intText(m.heads));
    if (!m.isMla() && m.kvHeadCount() < m.heads) {
        add("--group-query-attention");
        add("--num-query-groups", intText(m.kvHeadCount()));
    }
    if (!m.isMla() && m.explicitHeadDim > 0)
        add("--kv-channels", intText(m.explicitHeadDim));
    add("--ffn-hidden-size", intText(m.intermediateSize > 0 ? m.intermediateSize : m.expertIntermediateSize));
    add("--seq-length", intText(in.seqLen));
    add("--max-position-embeddings", intText(std::max(in.seqLen, m.maxPositions)));
    if (m.mlp == MlpKind::Gated)
        add("--swiglu");
    if (m.norm == NormKind::RmsNorm)
        add("--normalization", QStringLiteral("RMSNorm"));
    if (!m.learnedPositions)
        add("--position-embedding-type", QStringLiteral("rope"));
    if (!m.tiedEmbeddings)
        add("--untie-embeddings-and-output-weights");
    if (!m.mlpBias && !m.outputBias)
        add("--disable-bias-linear");
    if (m.qkvBias && !m.outputBias)
        add("--add-qkv-bias");
    // a pipeline's microbatch: the tensor group's sequences over the microbatches (Pipeline.h)
    add("--micro-batch-size",
        intText(c.mesh.stage > 1 ? pipelineSequences(candidateConfig(c, in)) / std::max(1, c.pipeline.microbatches)
                                 : c.batchPerDevice));
    add("--global-batch-size", intText(in.globalBatch));
    add("--tensor-model-parallel-size", intText(c.mesh.tensor));
    flags << megatronPipelineFlags(c, in.model.layers);
    if (c.mesh.strategy != ShardingStrategy::Replicate)
        add("--use-distributed-optimizer");
    if (c.precision == Precision::Bf16Mixed || c.precision == Precision::Bf16 || runsLowPrecisionMatmuls(c.precision))
        add("--bf16");
    else if (c.precision == Precision::Fp16Mixed)
        add("--fp16");
    flags << megatronFp8Flags(c);
    flags << megatronContextFlags(c);
    if (c.checkpointing.kind == CheckpointingKind::Full || c.checkpointing.kind == CheckpointingKind::EveryK) {
        add("--recompute-granularity", QStringLiteral("full"));
        add("--recompute-method", QStringLiteral("uniform"));
        add("--recompute-num-layers", QStringLiteral("1"));
    } else if (c.checkpointing.kind != CheckpointingKind::None) {
        add("--recompute-granularity", QStringLiteral("selective"));
    }
    add("--train-iters", intText(qint64(std::ceil(c.steps))));
    add("--save-interval", intText(saveSteps));
}
} // namespace

QString maxTextDecoderBlock(const QString& modelType)
{
    for (const DecoderBlock& d : kDecoderBlocks)
        if (modelType == QLatin1String(d.modelType))
            return QString::fromLatin1(d.block);
    return QString();
}

QVector<CommandFlag> maxTextArchitectureFlags(const ModelSpec& m, const Mesh& mesh, double capacityFactor)
{
    QVector<CommandFlag> flags;
    auto add = [&](const char* name, const QString& value) { flags << CommandFlag{QString::fromLatin1(name), value}; };
    if (m.isMoe()) {
        add("num_experts", intText(m.experts));
        add("num_experts_per_tok", intText(m.expertsPerToken));
        add("base_moe_mlp_dim", intText(m.expertIntermediateSize));
        if (sharedExpertCount(m) > 0)
            add("shared_experts", intText(sharedExpertCount(m)));
        if (m.firstDenseLayers > 0)
            add("first_num_dense_layers", intText(m.firstDenseLayers));
        if (m.moeLayerStep > 1)
            add("interleave_moe_layer_step", intText(m.moeLayerStep));
        add("ici_expert_parallelism", intText(mesh.expert));
        if (mesh.slices > 1) // the expert axis lies within a slice: every slice holds all the experts
            add("dcn_expert_parallelism", QStringLiteral("1"));
        // moe.md section 3.2: dropless = sparse_matmul with megablox and capacity_factor -1 (base.yml defaults);
        // dropping = the dense one-hot dispatch with a capacity factor
        const bool dropless = !(capacityFactor > 0);
        add("sparse_matmul", dropless ? QStringLiteral("True") : QStringLiteral("False"));
        add("megablox", dropless ? QStringLiteral("True") : QStringLiteral("False"));
        add("capacity_factor", dropless ? QStringLiteral("-1") : decimalText(capacityFactor));
        if (m.trainMtp && m.mtpLayers > 0)
            add("mtp_num_layers", intText(m.mtpLayers));
    }
    if (m.isMla()) {
        add("attention_type", QStringLiteral("mla"));
        add("q_lora_rank", intText(m.qLoraRank));
        add("kv_lora_rank", intText(m.kvLoraRank));
        add("qk_nope_head_dim", intText(m.qkNopeHeadDim));
        add("qk_rope_head_dim", intText(m.qkRopeHeadDim));
        add("v_head_dim", intText(m.vHeadDim));
    }
    if (hasLocalLayers(m))
        add("sliding_window_size", intText(m.slidingWindow));
    if (m.attentionChunkSize > 0)
        add("chunk_attn_window_size", intText(m.attentionChunkSize));
    if (m.attentionSinks)
        add("attention_sink", QStringLiteral("True"));
    if (m.qkNorm != QkNormKind::None)
        add("use_qk_norm", QStringLiteral("True"));
    return flags;
}

QStringList maxTextMoeNotes(const ModelSpec& m, const Mesh& mesh, double capacityFactor)
{
    QStringList notes;
    if (!m.isMoe())
        return notes;
    if (capacityFactor > 0)
        notes << Tr::tr("sparse_matmul=False with capacity_factor=%1 drops the tokens over each expert's capacity "
                        "(max(ceil(tokens × top-k / experts) × %1, %1) per sequence); the one-hot dispatch and "
                        "combine add FLOPs beyond the model's.")
                     .arg(decimalText(capacityFactor));
    else
        notes << Tr::tr("sparse_matmul=True with megablox=True and capacity_factor=-1 runs the experts dropless: every "
                        "token reaches its %1 experts, through ragged grouped matmuls.")
                     .arg(m.expertsPerToken);
    if (mesh.expert > 1)
        notes << Tr::tr("ici_expert_parallelism=%1 splits the %2 experts of every MoE layer over %1 chips of the "
                        "slice (%3 each); tokens reach their experts by all-to-all.")
                     .arg(mesh.expert)
                     .arg(m.experts)
                     .arg(std::max(1, m.experts / mesh.expert));
    else
        notes << Tr::tr("ici_expert_parallelism=1: every chip holds all %1 experts of its fsdp shard; no all-to-all.")
                     .arg(m.experts);
    if (mesh.slices > 1)
        notes << Tr::tr("dcn_expert_parallelism=1: the experts do not span slices, each slice holds them all.");
    if (maxTextDecoderBlock(m.modelType).isEmpty())
        notes << Tr::tr("MaxText has no decoder block for %1: decoder_block=mixtral (routed experts, no shared expert "
                        "or expert biases) stands in for it; check the layers against the model.")
                     .arg(m.modelType.isEmpty() ? m.id : m.modelType);
    return notes;
}

QString megatronMoeLayerPattern(const ModelSpec& m)
{
    const QVector<int> pattern = moePattern(m);
    if (std::all_of(pattern.cbegin(), pattern.cend(), [](int v) { return v == 1; }))
        return QStringLiteral("1");
    const int n = int(pattern.size());
    const int period = patternPeriod(pattern);
    if (period < n)
        return QStringLiteral("(%1)*%2").arg(runLengthText(pattern, 0, period)).arg(n / period);
    return runLengthText(pattern, 0, n);
}

QVector<CommandFlag> megatronArchitectureFlags(const ModelSpec& m, const Mesh& mesh, double capacityFactor)
{
    QVector<CommandFlag> flags;
    auto add = [&](const char* name, const QString& value = QString()) {
        flags << CommandFlag{QString::fromLatin1(name), value};
    };
    if (m.isMoe()) {
        add("--num-experts", intText(m.experts));
        add("--moe-router-topk", intText(m.expertsPerToken));
        add("--moe-ffn-hidden-size", intText(m.expertIntermediateSize));
        if (m.sharedExpertIntermediateSize > 0)
            add("--moe-shared-expert-intermediate-size", intText(m.sharedExpertIntermediateSize));
        if (m.sharedExpertGate)
            add("--moe-shared-expert-gate");
        if (megatronMoeLayerPattern(m) != QLatin1String("1"))
            add("--moe-layer-freq", QLatin1Char('"') + megatronMoeLayerPattern(m) + QLatin1Char('"'));
        add("--expert-model-parallel-size", intText(mesh.expert));
        add("--moe-grouped-gemm");
        add("--moe-token-dispatcher-type", QStringLiteral("alltoall"));
        add("--moe-router-dtype", QStringLiteral("fp32")); // MLM MoE README's advice (moe.md section 3.3)
        if (m.routerCorrectionBias)
            add("--moe-router-enable-expert-bias");
        if (capacityFactor > 0)
            add("--moe-expert-capacity-factor", decimalText(capacityFactor));
        if (m.trainMtp && m.mtpLayers > 0)
            add("--mtp-num-layers", intText(m.mtpLayers));
    }
    if (m.isMla()) {
        add("--multi-latent-attention");
        if (m.qLoraRank > 0)
            add("--q-lora-rank", intText(m.qLoraRank));
        add("--kv-lora-rank", intText(m.kvLoraRank));
        add("--qk-head-dim", intText(m.qkNopeHeadDim));
        add("--qk-pos-emb-head-dim", intText(m.qkRopeHeadDim));
        add("--v-head-dim", intText(m.vHeadDim));
    }
    if (m.qkNorm == QkNormKind::WeightlessL2)
        add("--qk-l2-norm");
    else if (m.qkNorm != QkNormKind::None)
        add("--qk-layernorm");
    if (hasLocalLayers(m)) {
        // the window counts the query itself in the models' configs: Megatron's (left, right) excludes it
        add("--window-size", QStringLiteral("%1,0").arg(m.slidingWindow - 1));
        if (m.localPeriod > 0)
            add("--window-attn-skip-freq", intText(m.localPeriod));
    }
    if (m.attentionSinks)
        add("--softmax-type", QStringLiteral("learnable"));
    return flags;
}

CommandBlock megatronMoeBlock(const PlanInput& in, const Candidate& c, qint64 saveSteps)
{
    CommandBlock b;
    // a dense model comes here for its pipeline stages (PipelineCommands.h)
    b.id = in.model.isMoe() ? QStringLiteral("megatron-lm-moe") : QStringLiteral("megatron-lm-pipeline");
    b.title = in.model.isMoe() ? Tr::tr("Train the experts with Megatron-LM (PyTorch)")
                               : Tr::tr("Train the pipeline with Megatron-LM (PyTorch)");
    b.target = QStringLiteral("NVIDIA/Megatron-LM: pretrain_gpt.py, megatron/training/arguments.py");
    const double capacityFactor = candidateConfig(c, in).capacityFactor;
    megatronShapeFlags(in, c, saveSteps, b.flags);
    b.flags << megatronArchitectureFlags(in.model, c.mesh, capacityFactor);
    const int perNode = std::max(1, std::min(c.device.devices, c.device.devicesPerHost));
    const int nodes = std::max(1, c.device.hosts);
    QString launcher = QStringLiteral("torchrun --nproc_per_node %1").arg(perNode);
    if (nodes > 1) {
        b.lines << Tr::tr("# On each of the %1 nodes (NODE_RANK 0 to %2; MASTER_ADDR is node 0's address)")
                       .arg(nodes)
                       .arg(nodes - 1);
        launcher += QStringLiteral(" --nnodes %1 --node_rank $NODE_RANK --master_addr $MASTER_ADDR --master_port 29500")
                        .arg(nodes);
    } else {
        b.lines << Tr::tr("# On the VM, one process per GPU (%1 GPUs)").arg(c.device.devices);
    }
    QStringList args;
    for (const CommandFlag& f : b.flags)
        args << f.text();
    b.lines << launcher + QStringLiteral(" pretrain_gpt.py \\");
    for (int i = 0; i < args.size(); ++i)
        b.lines << QStringLiteral("  ") + args[i] + (i + 1 < args.size() ? QStringLiteral(" \\") : QString());
    // torchtitan (moe.md section 6): dp_shard x tp == efsdp x ep; its expert degree, the rest FSDP
    b.lines << Tr::tr("# torchtitan instead: MODULE=$TORCHTITAN_MODULE CONFIG=$TORCHTITAN_CONFIG ./run_train.sh "
                      "--parallelism.data_parallel_replicate_degree=%1 --parallelism.data_parallel_shard_degree=%2 "
                      "--parallelism.tensor_parallel_degree=%3 --parallelism.expert_parallel_degree=%4")
                   .arg(c.mesh.data)
                   .arg(c.mesh.fsdp * c.mesh.expert)
                   .arg(c.mesh.tensor)
                   .arg(c.mesh.expert)
            + torchtitanFloat8Arguments(c) + torchtitanPipelineArguments(c);
    b.notes << megatronNotes(in, c, capacityFactor);
    b.notes << pipelineNotes(c);
    b.notes << Tr::tr("--micro-batch-size × gradient accumulation × %1 data-parallel GPU(s) = --global-batch-size %2; "
                      "Megatron-LM derives the accumulation from them.")
                   .arg(c.device.devices / std::max(1, c.mesh.tensor))
                   .arg(in.globalBatch);
    b.notes << Tr::tr("$DATA_PATH is a Megatron-LM indexed dataset (tools/preprocess_data.py); $TOKENIZER_MODEL the "
                      "model's Hugging Face tokenizer.");
    return b;
}

} // namespace tpuplan
