// SPDX-License-Identifier: GPL-3.0-or-later
// Advice that is not a configuration of the model, ranked for the memory that ran out: on-chip SMEM and VMEM (a
// kernel's block sizes, the sequence length, another attention kernel), the whole model gathered at once under FSDP
// (wrap each layer), a mixture-of-experts layer (MoeFixes.cpp), a GPU held by another process, a fragmented CUDA
// cache, a shape that multiplied out, the host's RAM (docs/diagnose.md, "advice").
#include "DiagnosisParts.h"

#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>

#include <algorithm>

namespace tpuplan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis) // every diagnosis text keeps one translation context, whichever file makes it
};

DiagnosisAdvice sequenceLength(const DiagnosisResult& r)
{
    DiagnosisAdvice a;
    a.code = QStringLiteral("sequence-length");
    a.title = Tr::tr("A shorter maximum sequence length");
    a.text = Tr::tr("Tables a kernel keeps on chip (the page or block indices of paged attention) grow with the "
                    "longest sequence the step is compiled for, %1 tokens here; halving it halves them. A vLLM "
                    "server on a TPU that fails at 16k and starts at 8k is this case.")
                 .arg(r.input.config.seqLen);
    a.how << Tr::tr("tpuplan: --seq-len %1").arg(std::max(1, r.input.config.seqLen / 2))
          << Tr::tr("vLLM: --max-model-len; MaxText: max_target_length; Hugging Face: max_length / "
                    "model_max_length");
    return a;
}

DiagnosisAdvice blockSizes(bool vmem)
{
    DiagnosisAdvice a;
    a.code = QStringLiteral("kernel-block-size");
    a.title = Tr::tr("Smaller kernel block sizes");
    a.text = Tr::tr("A Pallas kernel (flash, splash or paged attention, a fused matmul) keeps its blocks of queries, "
                    "keys and values in on-chip memory: smaller blocks need less of it, at some cost in speed. The "
                    "batch and the number of chips do not change this memory.");
    a.how << Tr::tr("JAX Pallas flash attention: smaller BlockSizes (block_q, block_k_major, block_k)")
          << Tr::tr("MaxText splash attention: smaller sa_block_q, sa_block_kv, sa_block_kv_compute")
          << Tr::tr("Paged attention: fewer pages per compute block (pages_per_compute_block)");
    if (vmem)
        a.how << Tr::tr("Or let the kernel use more of the core's VMEM: vmem_limit_bytes in the Pallas kernel's "
                        "compiler parameters, or LIBTPU_INIT_ARGS=--xla_tpu_scoped_vmem_limit_kib=N (at most the "
                        "core's VMEM)");
    return a;
}

DiagnosisAdvice attentionKernel()
{
    DiagnosisAdvice a;
    a.code = QStringLiteral("attention-kernel");
    a.title = Tr::tr("A different attention kernel");
    a.text = Tr::tr("The plain (XLA) attention needs no on-chip blocks but keeps the attention scores in HBM; another "
                    "Pallas kernel has other block limits. Check the estimate's HBM figure before switching.");
    a.how << Tr::tr("MaxText: attention=dot_product instead of flash")
          << Tr::tr("PyTorch/XLA: plain scaled dot-product attention instead of the Pallas flash attention")
          << Tr::tr("vLLM: another attention backend, or a newer release with retuned kernel blocks");
    return a;
}

// The Hugging Face class of one decoder layer, which transformer_auto_wrap_policy wraps.
QString decoderLayerClass(const ModelSpec& model)
{
    const QString t = model.modelType;
    if (t == QLatin1String("llama"))
        return QStringLiteral("LlamaDecoderLayer");
    if (t == QLatin1String("mistral"))
        return QStringLiteral("MistralDecoderLayer");
    if (t == QLatin1String("qwen2"))
        return QStringLiteral("Qwen2DecoderLayer");
    if (t == QLatin1String("gemma"))
        return QStringLiteral("GemmaDecoderLayer");
    if (t == QLatin1String("gemma2"))
        return QStringLiteral("Gemma2DecoderLayer");
    if (t == QLatin1String("gpt2"))
        return QStringLiteral("GPT2Block");
    return QStringLiteral("DecoderLayer");
}

// The model gathered as one FSDP unit: each decoder layer its own unit (reference llm.md section 3; Zhao et al. 2023,
// arXiv 2304.11277 §3).
DiagnosisAdvice wrapLayers(const DiagnosisResult& r, const WholeModelGather& g)
{
    const QLocale loc;
    DiagnosisAdvice a;
    a.code = QStringLiteral("wrap-layers");
    a.title = Tr::tr("Wrap each decoder layer as its own FSDP unit");
    a.text = Tr::tr("The failed allocation, %1, is the whole model's weights (%2): without an auto_wrap_policy FSDP "
                    "makes the root module the only unit and gathers every weight at once before the forward. With "
                    "each decoder layer wrapped, one layer is gathered at a time (%3 with the next one prefetched) "
                    "and the step needs about %4 per %5 instead of %6.")
                 .arg(formatGiB(g.allocationBytes, loc), formatGiB(g.wholeWeightsBytes, loc),
                      formatGiB(g.unitBytes, loc), formatGiB(r.correctedEstimate.memory.total(), loc),
                      deviceWord(r.device), formatGiB(g.gatheredWholeTotal, loc));
    a.how << Tr::tr("PyTorch FSDP: FSDP(model, auto_wrap_policy=functools.partial(transformer_auto_wrap_policy, "
                    "transformer_layer_cls={%1}))")
                 .arg(decoderLayerClass(r.input.model))
          << Tr::tr("PyTorch FSDP2: fully_shard(layer) for each decoder layer, then fully_shard(model)")
          << Tr::tr("Hugging Face Trainer: --fsdp \"full_shard auto_wrap\" --fsdp_transformer_layer_cls_to_wrap %1; "
                    "Accelerate: fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP")
                 .arg(decoderLayerClass(r.input.model))
          << Tr::tr("JAX: give every weight a sharding over the fsdp axis; a weight left replicated is gathered "
                    "whole on every device");
    return a;
}

} // namespace

QVector<DiagnosisAdvice> adviceFor(const DiagnosisResult& r)
{
    const QLocale loc;
    QVector<DiagnosisAdvice> out;
    const OomReport* m = r.oom ? &*r.oom : nullptr;
    switch (r.observation.memoryKind) {
    case MemoryKind::Smem:
        // SMEM holds scalars: the block tables grow with the sequence length, the blocks themselves live in VMEM
        out << sequenceLength(r) << blockSizes(false) << attentionKernel();
        return out;
    case MemoryKind::Vmem:
        out << blockSizes(true) << sequenceLength(r) << attentionKernel();
        return out;
    case MemoryKind::Host: {
        DiagnosisAdvice a;
        a.code = QStringLiteral("host-memory");
        a.title = Tr::tr("Less on the host, or a host with more RAM");
        a.text = Tr::tr("The host's RAM ran out, not the accelerator's memory: the data pipeline, a checkpoint "
                        "loaded whole, or state offloaded to the host. A smaller batch or more chips do not help.");
        a.how << Tr::tr("Fewer data-loader workers or a smaller shuffle buffer")
              << Tr::tr("Load the checkpoint sharded or straight onto the device (Hugging Face: "
                        "low_cpu_mem_usage=True)")
              << Tr::tr("Less optimizer or activation offload to the host");
        out << a;
        return out;
    }
    case MemoryKind::Hbm:
    case MemoryKind::Cuda:
    case MemoryKind::Unknown:
        break;
    }
    if (r.wholeModelGather)
        out << wrapLayers(r, *r.wholeModelGather);
    out << moeAdvice(r);
    if (!m)
        return out;
    if (m->earlyAbort && m->used && m->capacity && *m->used > 100.0 * *m->capacity) {
        DiagnosisAdvice a;
        a.code = QStringLiteral("check-shapes");
        a.title = Tr::tr("Check the shapes in the step");
        a.text = Tr::tr("XLA's estimate, %1, is %2 times the %3 available: no batch size or slice explains that. A "
                        "dimension taken from the wrong axis or an unintended broadcast multiplied a tensor out.")
                     .arg(formatGiB(*m->used, loc), formatNumber(*m->used / *m->capacity, loc, 0),
                          formatGiB(*m->capacity, loc));
        a.how << Tr::tr("jax.eval_shape on the step shows every shape without running it")
              << Tr::tr("XLA_FLAGS=--xla_dump_to=DIR writes the HLO with its shapes");
        out << a;
    }
    if (m->kind == OomKind::Cuda) {
        const double capacity = m->capacity.value_or(r.device.memoryBytes);
        const double others = m->otherProcessBytes();
        if (others > 0 && others >= 0.1 * capacity) {
            DiagnosisAdvice a;
            a.code = QStringLiteral("free-device");
            a.title = Tr::tr("Free the GPU");
            a.text = Tr::tr("Other processes hold %1 of the GPU's %2: that memory was never available to this run, "
                            "and no change to the model or the batch gets it back.")
                         .arg(formatGiB(others, loc), formatGiB(capacity, loc));
            a.how << Tr::tr("nvidia-smi lists the processes on each GPU and their memory")
                  << Tr::tr(
                         "Stop the other process (an earlier run, a notebook kernel still alive), or pick a free GPU "
                         "with CUDA_VISIBLE_DEVICES");
            out << a;
        }
        const double tried = m->triedToAllocate.value_or(0.0);
        if (m->reservedUnallocated && *m->reservedUnallocated >= std::max(tried, 0.05 * capacity)) {
            DiagnosisAdvice a;
            a.code = QStringLiteral("allocator");
            a.title = Tr::tr("Let PyTorch's allocator defragment");
            a.text = Tr::tr("PyTorch held %1 reserved but unallocated, enough for the %2 it asked for, but not in one "
                            "piece.")
                         .arg(formatGiB(*m->reservedUnallocated, loc), formatGiB(tried, loc));
            a.how << Tr::tr("PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.x)")
                  << Tr::tr("PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128 (older PyTorch)");
            out << a;
        }
    }
    return out;
}

} // namespace tpuplan
