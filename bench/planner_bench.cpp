// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation search over the whole catalog: all slices of all generations, GPUs, every region and pricing
// model, every precision and checkpointing option.
#include "catalog/Catalog.h"
#include "model/ModelLoader.h"
#include "plan/Planner.h"
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

// DeepSeek-V3 (671B, 256 routed experts, top-8, MLA) over the whole catalog with the expert-parallel degrees searched
// beside the other mesh axes (issue #26). The spec is built from the numbers of its config.json
// (huggingface.co/deepseek-ai/DeepSeek-V3, copied in the reference's configs/deepseek-v3.json), not from a preset.
static ModelSpec deepSeekV3()
{
    ModelSpec m;
    m.id = QStringLiteral("deepseek-v3-bench");
    m.name = QStringLiteral("DeepSeek-V3");
    m.modelType = QStringLiteral("deepseek_v3");
    m.kind = ModelKind::Decoder;
    m.vocabSize = 129280;
    m.hiddenSize = 7168;
    m.layers = 61;
    m.heads = 128;
    m.kvHeads = 128;
    m.intermediateSize = 18432;
    m.maxPositions = 163840;
    m.activation = QStringLiteral("silu");
    m.hiddenDropout = 0;
    m.attentionDropout = 0;
    m.tiedEmbeddings = false;
    m.mlp = MlpKind::Gated;
    m.norm = NormKind::RmsNorm;
    m.qkvBias = m.outputBias = m.mlpBias = false;
    m.learnedPositions = false;
    m.experts = 256;
    m.expertsPerToken = 8;
    m.expertIntermediateSize = 2048;
    m.sharedExpertIntermediateSize = 2048; // n_shared_experts 1 x moe_intermediate_size
    m.routerCorrectionBias = true;
    m.firstDenseLayers = 3;
    m.qLoraRank = 1536;
    m.kvLoraRank = 512;
    m.qkNopeHeadDim = 128;
    m.qkRopeHeadDim = 64;
    m.vHeadDim = 128;
    m.mtpLayers = 1;
    return m;
}

static void BM_PlanWholeCatalogMoe(benchmark::State& state)
{
    static const Catalog catalog = Catalog::builtin();
    PlanInput in;
    in.setModel(deepSeekV3());
    in.modelRef = in.model.id;
    in.seqLen = 4096;
    in.globalBatch = 2048;
    in.runLength = RunLength::Tokens;
    in.tokens = 1e10;
    in.includeGpus = true;
    in.limit = 20;
    in.simulationRuns = std::getenv("SIMRUNS") ? std::atoi(std::getenv("SIMRUNS")) : 1000;
    const Planner planner(catalog);
    const QDate today(2026, 11, 28);
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
BENCHMARK(BM_PlanWholeCatalogMoe)->Unit(benchmark::kMillisecond);
