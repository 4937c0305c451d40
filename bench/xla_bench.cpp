// SPDX-License-Identifier: GPL-3.0-or-later
// XLA readiness: reading a 10-million-line file of sequence lengths and comparing the padding strategies.
// The requirement is under 2 seconds for 10 million lines. (main() comes from memory_bench.cpp's BENCHMARK_MAIN.)
#include "xla/LengthFile.h"
#include "xla/PaddingAnalysis.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <random>
#include <string>

namespace {

constexpr int kLines = 10'000'000;

// Token counts of tokenized documents: log-normal around 110 tokens with a long tail, cut at 4,096.
int sampleLength(std::mt19937_64& rng, std::lognormal_distribution<double>& dist)
{
    const double v = dist(rng);
    return v < 1 ? 1 : (v > 4096 ? 4096 : int(v));
}

struct Files
{
    QTemporaryDir dir;
    QString plain;
    QString csv;

    Files()
    {
        std::mt19937_64 rng(42);
        std::lognormal_distribution<double> dist(4.7, 0.8);
        std::string list;
        std::string table = "id,length,text\n";
        list.reserve(std::size_t(kLines) * 5);
        table.reserve(std::size_t(kLines) * 24);
        for (int i = 0; i < kLines; ++i) {
            const std::string len = std::to_string(sampleLength(rng, dist));
            list += len;
            list += '\n';
            table += std::to_string(i);
            table += ',';
            table += len;
            table += ",\"a, b\"\n";
        }
        plain = dir.filePath(QStringLiteral("lengths.txt"));
        csv = dir.filePath(QStringLiteral("lengths.csv"));
        QFile a(plain);
        if (a.open(QIODevice::WriteOnly))
            a.write(list.data(), qint64(list.size()));
        QFile b(csv);
        if (b.open(QIODevice::WriteOnly))
            b.write(table.data(), qint64(table.size()));
    }
};

const Files& files()
{
    static const Files f;
    return f;
}

void BM_ReadLengthList10M(benchmark::State& state)
{
    const QString path = files().plain;
    for (auto _ : state) {
        const tpuplan::xla::LengthHistogram h = tpuplan::xla::LengthFile::read(path);
        benchmark::DoNotOptimize(h.tokens());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
    state.SetBytesProcessed(state.iterations() * QFile(path).size());
}

// The whole `tpuplan padding` computation: read, histogram, eight strategies, both recommendations.
void BM_ReadAndAnalyse10M(benchmark::State& state)
{
    const QString path = files().plain;
    tpuplan::xla::PaddingOptions options;
    options.batch = 64;
    for (auto _ : state) {
        const tpuplan::xla::LengthHistogram h = tpuplan::xla::LengthFile::read(path);
        const tpuplan::xla::PaddingReport report = tpuplan::xla::analysePadding(h, options);
        benchmark::DoNotOptimize(report.recommendation.index);
    }
    state.SetItemsProcessed(state.iterations() * kLines);
}

void BM_ReadCsvAndAnalyse10M(benchmark::State& state)
{
    const QString path = files().csv;
    tpuplan::xla::PaddingOptions options;
    for (auto _ : state) {
        const tpuplan::xla::LengthHistogram h = tpuplan::xla::LengthFile::read(path);
        const tpuplan::xla::PaddingReport report = tpuplan::xla::analysePadding(h, options);
        benchmark::DoNotOptimize(report.recommendation.index);
    }
    state.SetItemsProcessed(state.iterations() * kLines);
    state.SetBytesProcessed(state.iterations() * QFile(path).size());
}

// The analysis alone on the histogram (what the GUI recomputes when the batch or the buckets change).
void BM_AnalyseHistogram(benchmark::State& state)
{
    const tpuplan::xla::LengthHistogram h = tpuplan::xla::LengthFile::read(files().plain);
    tpuplan::xla::PaddingOptions options;
    options.batch = int(state.range(0));
    for (auto _ : state) {
        const tpuplan::xla::PaddingReport report = tpuplan::xla::analysePadding(h, options);
        benchmark::DoNotOptimize(report.recommendation.index);
    }
}

} // namespace

BENCHMARK(BM_ReadLengthList10M)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_ReadAndAnalyse10M)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_ReadCsvAndAnalyse10M)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_AnalyseHistogram)->Arg(8)->Arg(64)->Arg(1024)->Unit(benchmark::kMillisecond);
