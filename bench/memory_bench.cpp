// SPDX-License-Identifier: GPL-3.0-or-later
// Estimates per second for a BigBird-base case and a Llama-3.1-8B case (docs/memory-model.md records both), and the
// max-batch search.
#include "catalog/Catalog.h"
#include "memory/MemoryModel.h"
#include "model/ModelLoader.h"

#include <benchmark/benchmark.h>

using namespace tpuplan;

namespace {
struct Fixture
{
    Catalog catalog = Catalog::builtin();
    MemoryModel model{ModelLoader::preset(QStringLiteral("bigbird-roberta-base")), HeadConfig{}};
    DeviceInfo device = *catalog.device(QStringLiteral("v3-8"));
    RuntimeProfile profile = defaultRuntimeProfile(Runtime::Xla);
    MemoryModel llama{ModelLoader::preset(QStringLiteral("llama-3.1-8b")), HeadConfig{HeadKind::CausalLm, 0, false, 2}};
    DeviceInfo v5e = *catalog.device(QStringLiteral("v5litepod-8"));
    DeviceInfo a100 = *catalog.device(QStringLiteral("a100-80"));
    RuntimeProfile pytorch = defaultRuntimeProfile(Runtime::PyTorch);
};
Fixture& fixture()
{
    static Fixture f;
    return f;
}
} // namespace

static void BM_EstimateBigBirdBase(benchmark::State& state)
{
    Fixture& f = fixture();
    TrainingConfig c;
    c.seqLen = 4096;
    c.batchPerDevice = 2;
    int i = 0;
    for (auto _ : state) {
        c.batchPerDevice = 1 + (i++ & 7); // defeat constant folding
        benchmark::DoNotOptimize(f.model.estimate(c, f.device, f.profile));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateBigBirdBase);

static void BM_MaxBatchBigBirdBase(benchmark::State& state)
{
    Fixture& f = fixture();
    TrainingConfig c;
    c.seqLen = 4096;
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    for (auto _ : state)
        benchmark::DoNotOptimize(f.model.maxBatch(c, f.device, f.profile, 0.1));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_MaxBatchBigBirdBase);

// The worked example of docs/memory-model.md ("Decoders"): bf16-mixed AdamW, s 8192, full remat, on one v5e chip;
// LoRA r 16 on q and v every other estimate, so that both paths of the model states run.
static void BM_EstimateLlama31_8B(benchmark::State& state)
{
    Fixture& f = fixture();
    TrainingConfig c;
    c.seqLen = 8192;
    c.precision = Precision::Bf16Mixed;
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    int i = 0;
    for (auto _ : state) {
        c.batchPerDevice = 1 + (i & 7); // defeat constant folding
        c.finetune = (i++ & 1) ? FinetuneMode::Lora : FinetuneMode::Full;
        benchmark::DoNotOptimize(f.llama.estimate(c, f.v5e, f.profile));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateLlama31_8B);

// LoRA on an A100 80 GB, where the search runs its full course (the answer is in the tens)
static void BM_MaxBatchLlama31_8BLora(benchmark::State& state)
{
    Fixture& f = fixture();
    TrainingConfig c;
    c.seqLen = 2048;
    c.precision = Precision::Bf16Mixed;
    c.runtime = Runtime::PyTorch;
    c.checkpointing = Checkpointing{CheckpointingKind::Full, 1};
    c.finetune = FinetuneMode::Lora;
    for (auto _ : state)
        benchmark::DoNotOptimize(f.llama.maxBatch(c, f.a100, f.pytorch, 0.1));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_MaxBatchLlama31_8BLora);

BENCHMARK_MAIN();
