// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation search over the whole catalog: all slices of all generations, GPUs, every region and pricing
// model, every precision and checkpointing option.
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "plan/Planner.h"
#include "serve/ServePlanner.h"
#include "util/InputError.h"

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

// Decoder full training over the whole catalog with meshes, offload and GPU job sizes searched (issue #17:
// docs/sharding-model.md section 6 gives the figures): every TPU slice of every generation, every GPU at 1 to 64
// devices, strategies x tensor 1/2/4/8 x offload choices, the default precisions and checkpointing options.
// `model` is a preset id, or a Hugging Face config.json under bench/data (Llama 3.1 405B has no preset).
static void BM_PlanWholeCatalogSharded(benchmark::State& state, const char* model)
{
    static const Catalog catalog = Catalog::builtin();
    PlanInput in;
    in.modelRef = QString::fromLatin1(model);
    if (in.modelRef.endsWith(QLatin1String(".json")))
        in.modelRef = QStringLiteral(TPUPLAN_BENCH_DATA "/") + in.modelRef;
    try {
        in.setModel(in.modelRef.endsWith(QLatin1String(".json")) ? ModelLoader::fromFile(in.modelRef)
                                                                 : ModelLoader::preset(in.modelRef));
    } catch (const InputError& e) {
        state.SkipWithError(e.text().toStdString().c_str());
        return;
    }
    in.seqLen = 8192;
    in.globalBatch = 256;
    in.runLength = RunLength::Tokens;
    in.tokens = 1e9;
    in.includeGpus = true;
    in.limit = 20;
    in.simulationRuns = std::getenv("SIMRUNS") ? std::atoi(std::getenv("SIMRUNS")) : 1000;
    const Planner planner(catalog);
    const QDate today(2026, 11, 24);
    qint64 evaluated = 0;
    qint64 fitting = 0;
    for (auto _ : state) {
        const PlanResult r = planner.plan(in, today);
        evaluated += r.evaluated;
        fitting += r.fitting;
        benchmark::DoNotOptimize(r.candidates.size());
    }
    state.counters["candidates"] = double(evaluated) / double(state.iterations());
    state.counters["fitting"] = double(fitting) / double(state.iterations());
}
BENCHMARK_CAPTURE(BM_PlanWholeCatalogSharded, llama31_8b, "llama-3.1-8b")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PlanWholeCatalogSharded, llama31_70b, "llama-3.1-70b")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PlanWholeCatalogSharded, llama31_405b, "llama-3.1-405b-instruct.json")
    ->Unit(benchmark::kMillisecond);

// DeepSeek-V3 (671B, 256 routed experts, top-8, MLA; its preset, read from the numbers of its config.json) over the
// whole catalog with the expert-parallel degrees searched beside the other mesh axes (issue #26)
BENCHMARK_CAPTURE(BM_PlanWholeCatalogSharded, deepseek_v3, "deepseek-v3")->Unit(benchmark::kMillisecond);

// The serving search over the whole catalog (issue #28): every slice and GPU job of 1 to 8 GPUs x bf16, fp8 and int8
// weights x bf16 and fp8 KV, each sized to 100 users under a 50 ms TPOT target (a binary search over the batch) and
// priced per pricing model. `model` is a preset id.
static void BM_ServeWholeCatalog(benchmark::State& state, const char* model)
{
    static const Catalog catalog = Catalog::builtin();
    ServeInput in;
    in.modelRef = QString::fromLatin1(model);
    in.model = ModelLoader::preset(in.modelRef);
    in.inputLen = 2000;
    in.outputLen = 300;
    in.concurrency = 100;
    in.tpotTarget = 0.05;
    in.kvPrecisions = {ServePrecision::Bf16, ServePrecision::Fp8};
    const ServePlanner planner(catalog);
    const QDate today(2026, 11, 28);
    qint64 evaluated = 0;
    for (auto _ : state) {
        const ServePlanResult r = planner.plan(in, today);
        evaluated += r.evaluated;
        benchmark::DoNotOptimize(r.candidates.size());
    }
    state.counters["candidates"] = double(evaluated) / double(state.iterations());
}
BENCHMARK_CAPTURE(BM_ServeWholeCatalog, llama_3_1_8b, "llama-3.1-8b")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ServeWholeCatalog, llama_3_1_70b, "llama-3.1-70b")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ServeWholeCatalog, deepseek_v3, "deepseek-v3")->Unit(benchmark::kMillisecond);
