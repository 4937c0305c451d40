// SPDX-License-Identifier: GPL-3.0-or-later
// The decoder memory model (core/memory/MemoryModel.cpp) against hand-computed values: a layer's activations with
// eager and flash attention (reference llm.md section 2), what each checkpointing policy keeps, the causal-LM head
// with and without chunked cross-entropy, LoRA and QLoRA states, pure bf16, the max-batch search, and the
// configurations that cannot run. The worked Llama-3.1-8B example of docs/memory-model.md ("Decoders") is the case
// most rows use.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "memory/RuntimeProfile.h"
#include "model/ModelLoader.h"

#include "NearCompare.h"

#include "CoreHelpers.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;

namespace {

// Byte counts computed along different paths (sums of doubles in another order).
// Llama-3.1-8B (h 4096, a 32, k 8, d 128, I 14336, V 128256, L 32), bf16 activations, s 8192, b 1: one token keeps
// 4h + 2ad + 2h_kv + 3I = 16384 + 8192 + 2048 + 43008 = 69,632 elements of 2 bytes per layer (llm.md section 2)
constexpr double kS = 8192;
constexpr double kLinear = 2.0 * kS * (4 * 4096 + 2 * 4096 + 2 * 1024 + 3 * 14336) + 2 * 4 * kS; // + two rstd
constexpr double kLse = 4.0 * 32 * kS; // flash: fp32 log-sum-exp per head and row
constexpr double kFlashLayer = kLinear + kLse; // 1,141,964,800 B
constexpr double kEagerScores = (4.0 + 2.0) * 32 * kS * kS; // fp32 softmax + its bf16 copy
constexpr double kEagerLayer = kLinear + kEagerScores; // 14,025,818,112 B
constexpr double kLayerInput = 2.0 * kS * 4096; // what full remat keeps per layer
constexpr qint64 kLlama8bParams = 8030261248;
constexpr qint64 kLlama8bLayerMatrices = qint64(32) * (2 * 4096 * 4096 + 2 * 4096 * 1024 + 3 * 4096 * 14336);

TrainingConfig llamaConfig(int seq = 8192, int batch = 1)
{
    TrainingConfig c;
    c.seqLen = seq;
    c.batchPerDevice = batch;
    c.precision = Precision::Bf16Mixed;
    c.optimizer = OptimizerKind::AdamW;
    c.dropout = true; // Llama has no dropout: the switch changes nothing
    c.runtime = Runtime::Xla;
    return c;
}

} // namespace

class TestDecoderMemory : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_catalog = Catalog::builtin(); }
    void layerActivations_data();
    void layerActivations();
    void attentionResolution();
    void checkpointingPolicies_data();
    void checkpointingPolicies();
    void causalLmHead_data();
    void causalLmHead();
    void fullTrainingStates();
    void loraStates_data();
    void loraStates();
    void qloraStates();
    void pureBf16HalvesStates_data();
    void pureBf16HalvesStates();
    void maxBatchMonotone();
    void incompatibilities_data();
    void incompatibilities();

private:
    DeviceInfo device(const QString& name) const
    {
        const auto d = m_catalog.device(name);
        if (!d)
            qFatal("no device %s in the catalog", qPrintable(name));
        return *d;
    }
    Catalog m_catalog;
};

void TestDecoderMemory::layerActivations_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("seq");
    QTest::addColumn<int>("batch");
    QTest::addColumn<QString>("attention");
    QTest::addColumn<double>("perLayer");
    QTest::addColumn<double>("scores"); // the attention part of perLayer

    QTest::addRow("llama-3.1-8b flash") << "llama-3.1-8b" << 8192 << 1 << "flash" << kFlashLayer << kLse;
    QTest::addRow("llama-3.1-8b eager") << "llama-3.1-8b" << 8192 << 1 << "eager" << kEagerLayer << kEagerScores;
    // linear in s*b: batch 4 of 2048 tokens keeps what one 8192-token sequence keeps, except the s^2 scores
    QTest::addRow("llama-3.1-8b flash 4 x 2048") << "llama-3.1-8b" << 2048 << 4 << "flash" << kFlashLayer << kLse;
    QTest::addRow("llama-3.1-8b eager 4 x 2048")
        << "llama-3.1-8b" << 2048 << 4 << "eager" << kLinear + 6.0 * 32 * 4 * 2048.0 * 2048
        << 6.0 * 32 * 4 * 2048.0 * 2048;
    // Gemma 7B: a*d = 4096 differs from h = 3072; k = a = 16. s 4096, b 1:
    // 2 * 4096 * (4*3072 + 2*4096 + 2*4096 + 3*24576) + 2 * 4 * 4096, plus 4 * 16 * 4096
    QTest::addRow("gemma-7b flash") << "gemma-7b" << 4096 << 1 << "flash"
                                    << 2.0 * 4096 * (4 * 3072 + 2 * 4096 + 2 * 4096 + 3 * 24576) + 8.0 * 4096
            + 4.0 * 16 * 4096 << 4.0 * 16 * 4096;
    // GPT-2 with dropout 0.1 (1-byte masks): dense MLP (GELU input and output, 2I), LayerNorm keeps mean and rstd
    // (8 bytes per token, two norms), the attention output and MLP output dropout masks (2 * s * b * h bytes).
    // s 1024, b 8: 2 * 8192 * (4*768 + 2*768 + 2*768 + 2*3072) + 2 * 8 * 8192 + 2 * 8192 * 768 = 214,040,576;
    // eager adds the fp32 softmax, its bf16 copy, the attention-dropout mask and output: (4 + 2 + 1 + 2) a b s^2
    QTest::addRow("gpt2 flash") << "gpt2" << 1024 << 8 << "flash" << 214040576.0 + 4.0 * 12 * 8192 << 4.0 * 12 * 8192;
    QTest::addRow("gpt2 eager") << "gpt2" << 1024 << 8 << "eager" << 214040576.0 + 9.0 * 12 * 8 * 1024.0 * 1024
                                << 9.0 * 12 * 8 * 1024.0 * 1024;
}

void TestDecoderMemory::layerActivations()
{
    QFETCH(QString, model);
    QFETCH(int, seq);
    QFETCH(int, batch);
    QFETCH(QString, attention);
    QFETCH(double, perLayer);
    QFETCH(double, scores);

    const MemoryModel mm(ModelLoader::preset(model), test::causalLm());
    TrainingConfig c = llamaConfig(seq, batch);
    c.attention = *attentionImplFromId(attention);
    const MemoryEstimate e = mm.estimate(c, device(QStringLiteral("v5litepod-8")), defaultRuntimeProfile(Runtime::Xla));
    QCOMPARE(e.activation.flashAttention, attention == QLatin1String("flash"));
    QCOMPARE_NEAR(e.activation.perLayer, perLayer);
    QCOMPARE_NEAR(e.activation.attentionScoresPerLayer, scores);
    // no checkpointing: every layer keeps all of it, nothing transient
    QCOMPARE_NEAR(e.activation.storedAcrossLayers, mm.model().layers * perLayer);
    QCOMPARE(e.activation.transientPeak, 0.0);
    QCOMPARE(e.activation.factor, 0.88); // the decoder factor on XLA, fitted on MaxText runs (RuntimeProfile.cpp)
}

void TestDecoderMemory::attentionResolution()
{
    // auto: flash for a decoder on a TPU and on a GPU with bf16 (Ampere or newer); eager on a V100, and for encoders
    const ModelSpec llama = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const ModelSpec bert = ModelLoader::preset(QStringLiteral("bert-base"));
    QCOMPARE(resolvedAttention(llama, AttentionImpl::Auto, device(QStringLiteral("v5litepod-8"))),
             AttentionImpl::Flash);
    QCOMPARE(resolvedAttention(llama, AttentionImpl::Auto, device(QStringLiteral("a100-80"))), AttentionImpl::Flash);
    QCOMPARE(resolvedAttention(llama, AttentionImpl::Auto, device(QStringLiteral("v100-32"))), AttentionImpl::Eager);
    QCOMPARE(resolvedAttention(bert, AttentionImpl::Auto, device(QStringLiteral("v5litepod-8"))), AttentionImpl::Eager);
    QCOMPARE(resolvedAttention(llama, AttentionImpl::Eager, device(QStringLiteral("v5litepod-8"))),
             AttentionImpl::Eager);
    QCOMPARE(attentionKernelName(AttentionImpl::Flash, device(QStringLiteral("v5litepod-8"))),
             QStringLiteral("splash attention (Pallas)"));
    QCOMPARE(attentionKernelName(AttentionImpl::Flash, device(QStringLiteral("h100-80"))),
             QStringLiteral("FlashAttention-2"));
}

void TestDecoderMemory::checkpointingPolicies_data()
{
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("attention");
    QTest::addColumn<double>("stored"); // kept across the 32 layers
    QTest::addColumn<double>("transient"); // held at once while the backward recomputes

    constexpr double L = 32;
    constexpr double tok = 2.0 * kS; // bytes per stored element per sequence (bf16, b = 1)
    // reference llm.md section 2: full keeps each layer's input; MaxText's policies keep the input and the outputs of
    // the matmuls they name (q, k, v: a*d + 2*h_kv = 6144; out_proj: h; the MLP's gate and up: 2I; down: h)
    QTest::addRow("none") << "none"
                          << "flash" << L * kFlashLayer << 0.0;
    QTest::addRow("full") << "full"
                          << "flash" << L * kLayerInput << kFlashLayer;
    QTest::addRow("full, eager") << "full"
                                 << "eager" << L * kLayerInput << kEagerLayer;
    // Chen et al. every 4 layers: 8 segment inputs, 4 layers recomputed at once
    QTest::addRow("every-4") << "every-4"
                             << "flash" << 8 * kLayerInput << 4 * kFlashLayer;
    // Korthikanti selective: everything but the attention core, which is recomputed one layer at a time
    QTest::addRow("selective") << "selective"
                               << "flash" << L * kLinear << kLse;
    QTest::addRow("selective, eager") << "selective"
                                      << "eager" << L * kLinear << kEagerScores;
    QTest::addRow("save_qkv_proj") << "save_qkv_proj"
                                   << "flash" << L * tok * (4096 + 6144) << kFlashLayer;
    QTest::addRow("save_dot_except_mlp") << "save_dot_except_mlp"
                                         << "flash" << L * tok * (4096 + 6144 + 4096) << kFlashLayer;
    QTest::addRow("minimal") << "minimal"
                             << "flash" << L * tok * (4096 + 6144 + 4096 + 2 * 14336 + 4096) << kFlashLayer;
}

void TestDecoderMemory::checkpointingPolicies()
{
    QFETCH(QString, policy);
    QFETCH(QString, attention);
    QFETCH(double, stored);
    QFETCH(double, transient);

    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    TrainingConfig c = llamaConfig();
    c.checkpointing = *checkpointingFromId(policy);
    c.attention = *attentionImplFromId(attention);
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::Xla);
    const MemoryEstimate e = mm.estimate(c, device(QStringLiteral("v5litepod-8")), rp);
    QCOMPARE_NEAR(e.activation.storedAcrossLayers, stored);
    // XLA frees or recomputes again part of what a layer's backward rebuilds (RuntimeProfile.cpp): its factor
    QCOMPARE_NEAR(e.activation.transientPeak, rp.decoderRecomputeFactor * transient);
    // the total is the layers, the head and nothing else (RoPE: no embedding activations without dropout)
    QCOMPARE(e.activation.embeddings, 0.0);
    // the head is freed before the first recompute: the larger of the two transients counts, times the XLA factor
    QCOMPARE_NEAR(e.memory.activations,
                  e.activation.factor * (stored + std::max(e.activation.transientPeak, e.activation.head)));
    // every policy keeps at most what no checkpointing keeps
    TrainingConfig none = c;
    none.checkpointing = Checkpointing{};
    QVERIFY(e.memory.activations <= mm.estimate(none, device(QStringLiteral("v5litepod-8")), rp).memory.activations);
}

void TestDecoderMemory::causalLmHead_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("runtime");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<double>("logits");
    QTest::addColumn<double>("head");

    // Llama-3.1-8B, s 8192, b 1, bf16: the final norm's input and output (2 * 2 * s * h), its rstd (4 * s), and what
    // the loss keeps per logit (docs/memory-model.md, "the loss"): XLA's fused loss the bf16 logits, their gradient
    // written over them (2 B), a chunk of them with num_vocab_tiling; PyTorch's eager loss the bf16 output and three
    // fp32 tensors (2 + 12 B), torchtune's chunked loss the whole bf16 output and one chunk's fp32 tensors
    const double sV = kS * 128256;
    const double norm = 2.0 * 2 * kS * 4096 + 4 * kS;
    QTest::addRow("xla, whole logits") << "llama-3.1-8b"
                                       << "xla"
                                       << "v5litepod-8" << 1 << 2 * sV << norm + 2 * sV;
    QTest::addRow("xla, 8 chunks") << "llama-3.1-8b"
                                   << "xla"
                                   << "v5litepod-8" << 8 << 2 * sV / 8 << norm + 2 * sV / 8;
    QTest::addRow("pytorch, whole logits") << "llama-3.1-8b"
                                           << "pytorch"
                                           << "h100-80" << 1 << (2 + 3 * 4) * sV << norm + (2 + 3 * 4) * sV;
    QTest::addRow("pytorch, 8 chunks (torchtune)")
        << "llama-3.1-8b"
        << "pytorch"
        << "h100-80" << 8 << (2 + 3 * 4.0 / 8) * sV << norm + (2 + 3 * 4.0 / 8) * sV;
    // Gemma 2 soft-caps the logits: XLA fuses the tanh into the loss (no extra tensor); an eager loss keeps the
    // soft-capped copy too. gemma-2-9b is not a preset: its fields are set below (h 3584, V 256000)
    const double gemmaSV = kS * 256000;
    QTest::addRow("gemma2 softcap, xla") << "gemma-2-9b"
                                         << "xla"
                                         << "v5litepod-8" << 1 << 2 * gemmaSV
                                         << 2.0 * 2 * kS * 3584 + 4 * kS + 2 * gemmaSV;
    QTest::addRow("gemma2 softcap, pytorch")
        << "gemma-2-9b"
        << "pytorch"
        << "h100-80" << 1 << (2 + 4 * 4) * gemmaSV << 2.0 * 2 * kS * 3584 + 4 * kS + (2 + 4 * 4) * gemmaSV;
}

void TestDecoderMemory::causalLmHead()
{
    QFETCH(QString, model);
    QFETCH(QString, runtime);
    QFETCH(QString, hardware);
    QFETCH(int, chunks);
    QFETCH(double, logits);
    QFETCH(double, head);

    const ModelSpec spec = model == QLatin1String("gemma-2-9b")
        ? ModelLoader::fromFile(QStringLiteral(TPUPLAN_TEST_DATA "/hf/gemma-2-9b/config.json"))
        : ModelLoader::preset(model);
    const MemoryModel mm(spec, test::causalLm());
    TrainingConfig c = llamaConfig();
    c.runtime = *runtimeFromId(runtime);
    c.lossChunks = chunks;
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    const MemoryEstimate e = mm.estimate(c, device(hardware), defaultRuntimeProfile(c.runtime));
    QCOMPARE_NEAR(e.activation.logits, logits);
    QCOMPARE_NEAR(e.activation.head, head);
    if (chunks == 1 && spec.vocabSize > 100000 && c.runtime == Runtime::PyTorch) {
        // with a 128k or 256k vocabulary an eager loss's logits outweigh every layer's kept input under full remat
        // (llm.md 2.1: 4.2 GB of fp32 logits per 8192-token sequence against 2 GiB of layer inputs)
        QVERIFY(e.activation.logits > e.activation.storedAcrossLayers);
    }
}

void TestDecoderMemory::fullTrainingStates()
{
    // bf16-mixed AdamW on XLA: fp32 weights (4), fp32 gradients (4), m and v (8): 16 B per parameter, 119.7 GiB for
    // Llama-3.1-8B on every device (data parallelism replicates the states)
    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    TrainingConfig c = llamaConfig();
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    const MemoryEstimate e = mm.estimate(c, device(QStringLiteral("v5litepod-8")), defaultRuntimeProfile(Runtime::Xla));
    const double P = double(kLlama8bParams);
    QCOMPARE(e.parameterCount, kLlama8bParams);
    QCOMPARE(e.memory.parameters, 4 * P);
    QCOMPARE(e.memory.gradients, 4 * P);
    QCOMPARE(e.memory.optimizerStates, 8 * P);
    QCOMPARE(e.adapters.adapterParameters, qint64(0));
    QVERIFY(!e.fits);
    // PyTorch autocast keeps a 16-bit copy next to the fp32 master: 18 B per parameter
    const MemoryEstimate pt
        = mm.estimate(c, device(QStringLiteral("h100-80")), defaultRuntimeProfile(Runtime::PyTorch));
    QCOMPARE(pt.memory.parameters + pt.memory.gradients + pt.memory.optimizerStates, 18 * P);
}

void TestDecoderMemory::loraStates_data()
{
    QTest::addColumn<QString>("targets");
    QTest::addColumn<int>("rank");
    QTest::addColumn<qint64>("adapterParameters");
    QTest::addColumn<int>("matrices"); // adapted matrices per layer (activations: one rank-r intermediate each)

    // Llama-3.1-8B, per layer A (d_in x r) and B (r x d_out) for each adapted matrix (Hu et al. 2021):
    // qv: q (4096 + 4096) + v (4096 + 1024) = 13,312 x r; x 32 layers, r 16: 6,815,744 (what PEFT prints)
    QTest::addRow("qv r16") << "qv" << 16 << qint64(6815744) << 2;
    QTest::addRow("qv r64") << "qv" << 64 << qint64(4) * 6815744 << 2;
    // all-linear: q 8192, k 5120, v 5120, o 8192, gate 18432, up 18432, down 18432 = 81,920 x r; x 32, r 16:
    // 41,943,040 (what PEFT prints for target_modules="all-linear")
    QTest::addRow("all-linear r16") << "all-linear" << 16 << qint64(41943040) << 7;
}

void TestDecoderMemory::loraStates()
{
    QFETCH(QString, targets);
    QFETCH(int, rank);
    QFETCH(qint64, adapterParameters);
    QFETCH(int, matrices);

    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    TrainingConfig c = llamaConfig();
    c.finetune = FinetuneMode::Lora;
    c.loraRank = rank;
    c.loraTargets = *loraTargetsFromId(targets);
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::Xla);
    const MemoryEstimate e = mm.estimate(c, device(QStringLiteral("v5litepod-8")), rp);
    const double n = double(adapterParameters);
    const AdapterDetail& ad = e.adapters;
    QCOMPARE(ad.adapterParameters, adapterParameters);
    // the frozen base as loaded: fp32 under bf16-mixed (autocast casts per matmul; PEFT's examples load the base in
    // float32), 2 B under pure bf16; no gradients and no optimizer states for it
    QCOMPARE(ad.baseWeights, 4.0 * double(kLlama8bParams));
    TrainingConfig pure = c;
    pure.precision = Precision::Bf16;
    QCOMPARE(mm.estimate(pure, device(QStringLiteral("v5litepod-8")), rp).adapters.baseWeights,
             2.0 * double(kLlama8bParams));
    // the adapters train like a full model under bf16-mixed: fp32 weights, fp32 gradients, Adam m and v
    QCOMPARE(ad.adapterWeights, 4 * n);
    QCOMPARE(ad.adapterGradients, 4 * n);
    QCOMPARE(ad.adapterOptimizerStates, 8 * n);
    QCOMPARE(e.memory.parameters, ad.baseWeights + ad.adapterWeights);
    QCOMPARE(e.memory.gradients, 4 * n);
    QCOMPARE(e.memory.optimizerStates, 8 * n);
    QCOMPARE(e.overhead.dequantization, 0.0);
    // activations: the frozen layers still keep theirs, plus x*A (r values per token) for each adapted matrix
    const double adapterActivations = matrices * 2.0 * kS * rank;
    QCOMPARE_NEAR(e.activation.perLayer, kFlashLayer + adapterActivations);
    QCOMPARE_NEAR(e.activation.adapters, 32 * adapterActivations); // kept by every layer without checkpointing
    // under full remat the adapters' intermediates live with the one recomputed layer
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    const MemoryEstimate full = mm.estimate(c, device(QStringLiteral("v5litepod-8")), rp);
    QCOMPARE_NEAR(full.activation.storedAcrossLayers, 32 * kLayerInput);
    QCOMPARE_NEAR(full.activation.adapters, adapterActivations);
    // and with a segment of 4 layers recomputed, four layers' worth
    c.checkpointing = *checkpointingFromId(QStringLiteral("every-4"));
    QCOMPARE_NEAR(mm.estimate(c, device(QStringLiteral("v5litepod-8")), rp).activation.adapters,
                  4 * adapterActivations);
}

void TestDecoderMemory::qloraStates()
{
    // QLoRA on an A100 (PyTorch): q, k, v, o and the MLP matrices in NF4 with double quantisation, 4.127 bits per
    // parameter (Dettmers et al. 2023); embeddings, norms and the untied output projection stay in bf16
    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    TrainingConfig c = llamaConfig();
    c.runtime = Runtime::PyTorch;
    c.finetune = FinetuneMode::Qlora;
    c.loraRank = 16;
    c.loraTargets = LoraTargets::AllLinear;
    const MemoryEstimate e = mm.estimate(c, device(QStringLiteral("a100-80")), defaultRuntimeProfile(Runtime::PyTorch));
    const double matrices = double(kLlama8bLayerMatrices); // 6,979,321,856
    const double rest = double(kLlama8bParams) - matrices; // 1,050,939,392: embeddings, lm_head, norms
    QCOMPARE(matrices, 6979321856.0);
    // under bf16-mixed the unquantised rest is fp32 (PEFT prepare_model_for_kbit_training casts it up)
    QCOMPARE_NEAR(e.adapters.baseWeights, matrices * 4.127 / 8 + rest * 4); // 7.80 GB: 3.60 + 4.20
    QCOMPARE(e.adapters.adapterParameters, qint64(41943040));
    // PyTorch mixed precision keeps the adapters' fp32 master and 16-bit copy (6 B)
    QCOMPARE(e.adapters.adapterWeights, 6.0 * 41943040);
    QCOMPARE(e.memory.gradients, 4.0 * 41943040);
    QCOMPARE(e.memory.optimizerStates, 8.0 * 41943040);
    // one base matrix dequantised to bf16 at a time: the largest, gate/up/down (4096 x 14336)
    QCOMPARE(e.overhead.dequantization, 2.0 * 4096 * 14336);
    // QLoRA's states are smaller than LoRA's, which are smaller than full training's
    TrainingConfig lora = c;
    lora.finetune = FinetuneMode::Lora;
    TrainingConfig full = c;
    full.finetune = FinetuneMode::Full;
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::PyTorch);
    const auto states = [&](const TrainingConfig& t) {
        const MemoryEstimate x = mm.estimate(t, device(QStringLiteral("a100-80")), rp);
        return x.memory.parameters + x.memory.gradients + x.memory.optimizerStates;
    };
    QVERIFY(states(c) < states(lora));
    QVERIFY(states(lora) < states(full));
}

void TestDecoderMemory::pureBf16HalvesStates_data()
{
    QTest::addColumn<QString>("finetune");
    QTest::newRow("full") << "full";
    QTest::newRow("lora") << "lora";
}

void TestDecoderMemory::pureBf16HalvesStates()
{
    QFETCH(QString, finetune);
    // torchtune `dtype: bf16`: weights, gradients and AdamW states all in bf16, no fp32 master. Against bf16-mixed
    // on XLA (fp32 variables) every trainable state halves: 2 + 2 + 4 instead of 4 + 4 + 8 bytes per parameter.
    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    TrainingConfig mixed = llamaConfig();
    mixed.finetune = *finetuneModeFromId(finetune);
    TrainingConfig pure = mixed;
    pure.precision = Precision::Bf16;
    const DeviceInfo d = device(QStringLiteral("v5litepod-8"));
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::Xla);
    const MemoryEstimate m = mm.estimate(mixed, d, rp);
    const MemoryEstimate p = mm.estimate(pure, d, rp);
    QCOMPARE(p.memory.gradients, m.memory.gradients / 2);
    QCOMPARE(p.memory.optimizerStates, m.memory.optimizerStates / 2);
    if (mixed.finetune == FinetuneMode::Full) {
        QCOMPARE(p.memory.parameters, m.memory.parameters / 2);
        QCOMPARE(p.memory.parameters + p.memory.gradients + p.memory.optimizerStates, 8.0 * double(kLlama8bParams));
    } else {
        QCOMPARE(p.adapters.baseWeights, m.adapters.baseWeights / 2); // fp32 under mixed precision, bf16 when pure
        QCOMPARE(p.adapters.adapterWeights, m.adapters.adapterWeights / 2);
    }
    // activations are bf16 in both
    QCOMPARE(p.memory.activations, m.memory.activations);
}

void TestDecoderMemory::maxBatchMonotone()
{
    const MemoryModel mm(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), test::causalLm());
    const DeviceInfo d = device(QStringLiteral("h100-80"));
    const RuntimeProfile rp = defaultRuntimeProfile(Runtime::PyTorch);
    TrainingConfig c = llamaConfig(2048, 1);
    c.runtime = Runtime::PyTorch;
    c.finetune = FinetuneMode::Lora;
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};

    // memory grows with the batch
    double previous = 0;
    for (int b = 1; b <= 64; b *= 2) {
        c.batchPerDevice = b;
        const double total = mm.estimate(c, d, rp).memory.total();
        QVERIFY(total > previous);
        previous = total;
    }
    // the largest batch fits, one more does not
    const int best = mm.maxBatch(c, d, rp, 0.1);
    QVERIFY2(best >= 1, "LoRA on Llama-3.1-8B at 2048 tokens fits an H100");
    c.batchPerDevice = best;
    QVERIFY(mm.estimate(c, d, rp).memory.total() <= usableMemoryBytes(d.memoryBytes, 0.1));
    c.batchPerDevice = best + 1;
    QVERIFY(mm.estimate(c, d, rp).memory.total() > usableMemoryBytes(d.memoryBytes, 0.1));

    // longer sequences never allow a larger batch
    int last = MemoryModel::kMaxBatchSearchLimit;
    for (int s : {512, 1024, 2048, 4096, 8192}) {
        c.seqLen = s;
        const int n = mm.maxBatch(c, d, rp, 0.1);
        QVERIFY2(n <= last, qPrintable(QStringLiteral("s %1: %2 > %3").arg(s).arg(n).arg(last)));
        last = n;
    }
    // chunking the loss and flash attention never lower it
    c.seqLen = 4096;
    const int whole = mm.maxBatch(c, d, rp, 0.1);
    c.lossChunks = 8;
    const int chunked = mm.maxBatch(c, d, rp, 0.1);
    QVERIFY2(chunked > whole, qPrintable(QStringLiteral("%1 <= %2").arg(chunked).arg(whole)));
    c.attention = AttentionImpl::Eager;
    QVERIFY(mm.maxBatch(c, d, rp, 0.1) <= chunked);
}

void TestDecoderMemory::incompatibilities_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("head");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("attention");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<int>("rank");
    QTest::addColumn<QString>("message"); // a part of the reason; empty: it can run

    const QString llama = QStringLiteral("llama-3.1-8b");
    QTest::addRow("LoRA on a TPU") << llama << "causal-lm"
                                   << "v5litepod-8"
                                   << "bf16-mixed"
                                   << "auto"
                                   << "lora" << 16 << "";
    QTest::addRow("QLoRA on a TPU") << llama << "causal-lm"
                                    << "v5litepod-8"
                                    << "bf16-mixed"
                                    << "auto"
                                    << "qlora" << 16 << "runs on CUDA GPUs only";
    QTest::addRow("QLoRA on an A100") << llama << "causal-lm"
                                      << "a100-80"
                                      << "bf16-mixed"
                                      << "auto"
                                      << "qlora" << 16 << "";
    QTest::addRow("flash on a V100") << "gpt2"
                                     << "causal-lm"
                                     << "v100-32"
                                     << "fp16-mixed"
                                     << "flash"
                                     << "full" << 16 << "FlashAttention-2 needs an Ampere or newer GPU";
    QTest::addRow("flash on a T4") << "gpt2"
                                   << "causal-lm"
                                   << "t4"
                                   << "fp16-mixed"
                                   << "flash"
                                   << "full" << 16 << "FlashAttention-2 needs an Ampere or newer GPU";
    QTest::addRow("auto on a T4 runs eager") << "gpt2"
                                             << "causal-lm"
                                             << "t4"
                                             << "fp16-mixed"
                                             << "auto"
                                             << "full" << 16 << "";
    QTest::addRow("pure bf16 on a V100") << "gpt2"
                                         << "causal-lm"
                                         << "v100-32"
                                         << "bf16"
                                         << "auto"
                                         << "full" << 16 << "has no bf16 support";
    QTest::addRow("causal-lm on BERT") << "bert-base"
                                       << "causal-lm"
                                       << "v5litepod-8"
                                       << "bf16-mixed"
                                       << "auto"
                                       << "full" << 16 << "the causal-lm head needs a decoder model";
    QTest::addRow("mlm on Llama") << llama << "mlm"
                                  << "v5litepod-8"
                                  << "bf16-mixed"
                                  << "auto"
                                  << "full" << 16 << "it trains with the causal-lm head";
    QTest::addRow("LoRA rank 0") << llama << "causal-lm"
                                 << "v5litepod-8"
                                 << "bf16-mixed"
                                 << "auto"
                                 << "lora" << 0 << "the LoRA rank must be at least 1";
}

void TestDecoderMemory::incompatibilities()
{
    QFETCH(QString, model);
    QFETCH(QString, head);
    QFETCH(QString, hardware);
    QFETCH(QString, precision);
    QFETCH(QString, attention);
    QFETCH(QString, finetune);
    QFETCH(int, rank);
    QFETCH(QString, message);

    HeadConfig h;
    h.kind = *headKindFromId(head);
    const MemoryModel mm(ModelLoader::preset(model), h);
    const DeviceInfo d = device(hardware);
    TrainingConfig c = llamaConfig(512, 1); // within BERT's 512 positions
    c.runtime = runtimeFor(d, Runtime::PyTorch);
    c.precision = *precisionFromId(precision);
    c.attention = *attentionImplFromId(attention);
    c.finetune = *finetuneModeFromId(finetune);
    c.loraRank = rank;
    const QString why = mm.incompatibility(c, d);
    if (message.isEmpty())
        QVERIFY2(why.isEmpty(), qPrintable(why));
    else
        QVERIFY2(why.contains(message), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestDecoderMemory)
#include "TestDecoderMemory.moc"
