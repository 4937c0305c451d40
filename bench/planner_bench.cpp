// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation search over the whole catalog: all slices of all generations, GPUs, every region and pricing
// model, every precision and checkpointing option.
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "plan/Planner.h"

#include <benchmark/benchmark.h>

#include <cstdlib>

using namespace tpuplan;

static void BM_RecommendWholeCatalog(benchmark::State& state)
{
    static const Catalog catalog = Catalog::builtin();
    PlanInput in;
    in.model = ModelLoader::preset(QStringLiteral("bigbird-roberta-base"));
    in.modelRef = in.model.id;
    in.head = HeadConfig{HeadKind::MlmMasked, 600, true, 2};
    in.seqLen = 4096;
    in.globalBatch = 256;
    in.steps = 100000;
    in.precisions = {Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed};
    in.includeGpus = true;
    in.limit = 20;
    in.simulationRuns = std::getenv("SIMRUNS") ? std::atoi(std::getenv("SIMRUNS")) : 1000;
    const Planner planner(catalog);
    const QDate today(2026, 11, 21);
    qint64 evaluated = 0;
    for (auto _ : state) {
        const PlanResult r = planner.plan(in, today);
        evaluated += r.evaluated;
        benchmark::DoNotOptimize(r.candidates.size());
    }
    state.counters["candidates_per_second"] = benchmark::Counter(double(evaluated), benchmark::Counter::kIsRate);
    state.counters["candidates"] = double(evaluated) / double(state.iterations());
}
BENCHMARK(BM_RecommendWholeCatalog)->Unit(benchmark::kMillisecond);
