// SPDX-License-Identifier: GPL-3.0-or-later
// Estimates per second for a BigBird-base case, and the max-batch search.
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

BENCHMARK_MAIN();
