// SPDX-License-Identifier: GPL-3.0-or-later
// The serving model against published results and against the hand-worked examples of docs/serving-model.md: the
// worked examples' every line (Llama 3.1 8B on one L4 with vLLM; Llama 3.1 70B on v5e-16 with TP 16, vLLM TPU), and
// the calibration table of section 6 (reference serving.md section 4), each row's prediction as the doc prints it so
// that the doc cannot drift from the code. Nothing here is fitted per row.
#include "serve/ServePlanner.h"

#include "ServeTestModels.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using namespace tpuplan::test;

Q_DECLARE_METATYPE(tpuplan::ServePrecision)
Q_DECLARE_METATYPE(tpuplan::ServeEngine)

namespace {
const QDate kToday(2026, 11, 28);

// google/gemma-2b config.json (Gemma Team 2024, arXiv 2403.08295; UNCONFIRMED, recalled): h 2048, 18 layers, 8 heads
// of 256, one KV head (MQA), intermediate 16384, vocabulary 256000, tied embeddings.
ModelSpec gemma2b()
{
    return ModelLoader::fromYamlText("id: gemma-2b\nname: \"Gemma 2B\"\nmodel_type: gemma\nvocab_size: 256000\n"
                                     "hidden_size: 2048\nnum_hidden_layers: 18\nnum_attention_heads: 8\n"
                                     "num_key_value_heads: 1\nhead_dim: 256\nintermediate_size: 16384\n"
                                     "max_position_embeddings: 8192\nhidden_activation: gelu_pytorch_tanh\n"
                                     "tie_word_embeddings: true\n",
                                     QStringLiteral("gemma-2b (test)"));
}

ModelSpec modelNamed(const QString& id)
{
    if (id == QLatin1String("llama-2-13b"))
        return llama2_13b();
    if (id == QLatin1String("gemma-2b"))
        return gemma2b();
    return ModelLoader::preset(id);
}

// The one configuration `tpuplan serve` would print for this input.
ServeCandidate only(const ServeInput& in)
{
    const ServePlanResult r = ServePlanner(builtinCatalog()).plan(in, kToday);
    for (const ServeCandidate& c : r.candidates)
        if (c.offering.pricing == PricingModel::OnDemand || !c.priced)
            return c;
    return r.candidates.value(0);
}

ServeInput serveInput(const QString& model, const QString& hardware, int devices, int tp, ServePrecision w,
                      ServePrecision kv, ServeEngine engine, int inputLen, int outputLen)
{
    ServeInput in;
    in.modelRef = model;
    in.model = modelNamed(model);
    in.hardware = QStringList{hardware};
    in.devices = devices;
    in.tensorParallel = tp;
    in.precisions = {w};
    in.kvPrecisions = {kv};
    in.engine = engine;
    in.inputLen = inputLen;
    in.outputLen = outputLen;
    in.limit = 0;
    return in;
}

struct Line
{
    const char* what;
    double code;
    double doc;
};

void checkLines(const QVector<Line>& lines)
{
    for (const Line& l : lines) {
        qInfo("%-44s code %14.6g  doc %14.6g", l.what, l.code, l.doc);
        QVERIFY2(std::abs(l.code / l.doc - 1.0) < 0.005, l.what);
    }
}
} // namespace

class TestServeCalibration : public QObject
{
    Q_OBJECT

private slots:
    void l4WorkedExample();
    void v5eWorkedExample();
    void publishedRuns_data();
    void publishedRuns();
};

// docs/serving-model.md section 7.1: Llama 3.1 8B, bf16 weights and KV, one L4 (24 GB, 300 GB/s, 121 TFLOP/s bf16),
// vLLM, 2,000 tokens in, 300 out, 8 users.
void TestServeCalibration::l4WorkedExample()
{
    ServeInput in = serveInput(QStringLiteral("llama-3.1-8b"), QStringLiteral("l4"), 1, 1, ServePrecision::Bf16,
                               ServePrecision::Bf16, ServeEngine::Vllm, 2000, 300);
    in.concurrency = 8;
    const ServeCandidate c = only(in);
    QVERIFY(c.fits && c.meetsTargets && c.priced);
    const ServeTimeModel model(c.replica, c.memory, 2000, 300);
    const ServeStep decodeOnly = model.step(8, 0);
    const ServeStep chunk = model.step(8, 2040);
    QCOMPARE(c.memory.kvCacheTokens, qint64(31312));
    QCOMPARE(c.memory.maxConcurrency, 13);
    QCOMPARE(model.batchCap(), 14);
    QCOMPARE(c.replicas, 1);
    checkLines({
        {"capacity GiB", c.memory.capacityBytes / kGiB, 22.352},
        {"weights GiB", c.memory.weightBytes / kGiB, 14.958},
        {"activation GiB", c.memory.activationBytes / kGiB, 1.2051},
        {"reserve GiB", c.memory.reserveBytes / kGiB, 2.3652},
        {"KV pool GiB", c.memory.kvPoolBytes / kGiB, 3.8240},
        {"weight read ms", c.point.step.weights * 1e3, 62.54},
        {"KV read ms", c.point.step.kv * 1e3, 9.393},
        {"mean step matmuls ms", c.point.step.compute * 1e3, 18.63},
        {"decode-only step ms", decodeOnly.seconds() * 1e3, 71.93},
        {"step with a 2,040-token chunk ms", chunk.seconds() * 1e3, 622.6},
        {"TPOT ms", c.point.tpotSeconds * 1e3, 86.30},
        {"prefill s", model.prefillSeconds(), 0.5985},
        {"TTFT s", c.point.ttftSeconds, 0.6106},
        {"output tok/s", c.outputTokensPerSecond, 90.83},
        {"$/h", c.usdPerHour, 0.71},
        {"$ per million output", c.usdPerMillionOutput, 2.171},
        {"$ per million input", c.usdPerMillionInput, 0.3257},
        {"critical batch", c.criticalBatch, 201.67},
    });
}

// docs/serving-model.md section 7.2: Llama 3.1 70B, bf16, v5e-16 (16 chips of 15.75 GiB usable, 819 GB/s, 197 TFLOP/s,
// ICI 90 GB/s per axis, a 4x4 torus: two axes), TP 16, vLLM TPU, 2,000 tokens in, 300 out, 100 users.
void TestServeCalibration::v5eWorkedExample()
{
    ServeInput in = serveInput(QStringLiteral("llama-3.1-70b"), QStringLiteral("v5litepod-16"), 0, 16,
                               ServePrecision::Bf16, ServePrecision::Bf16, ServeEngine::Vllm, 2000, 300);
    in.concurrency = 100;
    const ServeCandidate c = only(in);
    QVERIFY(c.fits && c.meetsTargets && c.priced);
    QCOMPARE(c.replica.device.axisGBs, 90.0);
    const ServeTimeModel model(c.replica, c.memory, 2000, 300);
    QCOMPARE(c.memory.settings.blockSize, 256);
    QCOMPARE(c.memory.kvCacheTokens, qint64(156160));
    QCOMPARE(c.memory.maxConcurrency, 67);
    QCOMPARE(model.batchCap(), 72);
    QCOMPARE(c.batchLimit, 72);
    QCOMPARE(c.replicas, 2);
    QCOMPARE(c.point.batch, 50.0);
    checkLines({
        {"weights GiB", c.memory.weightBytes / kGiB, 8.2135},
        {"reserve GiB", c.memory.reserveBytes / kGiB, 1.575},
        {"KV pool GiB", c.memory.kvPoolBytes / kGiB, 5.9615},
        {"weight read ms", c.point.step.weights * 1e3, 19.29},
        {"KV read ms", c.point.step.kv * 1e3, 9.775},
        {"mean step matmuls ms", c.point.step.compute * 1e3, 42.62},
        {"mean step all-reduces ms", c.point.step.collectives * 1e3, 10.63},
        {"decode-only step ms", model.step(50, 0).seconds() * 1e3, 30.59},
        {"step with a 462-token chunk ms", model.step(50, 462).seconds() * 1e3, 80.78},
        {"TPOT ms", c.point.tpotSeconds * 1e3, 66.80},
        {"prefill s", model.prefillSeconds(), 0.2761},
        {"TTFT s", c.point.ttftSeconds, 0.3611},
        {"output tok/s", c.outputTokensPerSecond, 1475.3},
        {"$/h on demand", c.usdPerHour, 2 * 16 * 1.20},
        {"critical batch", c.criticalBatch, 174.9},
    });
}

// Reference serving.md section 4, each run as the model predicts it (docs/serving-model.md section 6). `kind`: "step"
// = the step in ms at `batch` sequences of a `context`-token cache (the reference's derivation: batch ÷ tokens/s at
// full slots, every cache read whole); "offline" = output tokens/s of the job with every request queued; "server-tpot"
// = TPOT in ms at an open-loop rate of `batch` requests/s over the job. `predicted` is what the doc prints.
void TestServeCalibration::publishedRuns_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("tp");
    QTest::addColumn<ServePrecision>("weights");
    QTest::addColumn<ServePrecision>("kv");
    QTest::addColumn<ServeEngine>("engine");
    QTest::addColumn<int>("inputLen");
    QTest::addColumn<int>("outputLen");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("batch");
    QTest::addColumn<double>("measured");
    QTest::addColumn<double>("predicted");
    const auto bf16 = ServePrecision::Bf16;
    const auto fp8 = ServePrecision::Fp8;
    const auto int8 = ServePrecision::Int8;
    const auto js = ServeEngine::JetStream;
    const auto trt = ServeEngine::TrtLlm;
    const QString step = QStringLiteral("step");
    const QString offline = QStringLiteral("offline");
    // scaling book: theory at peak bandwidth, so measured / predicted is the bandwidth share itself
    QTest::newRow("SB 13B B 1 (theory)") << "llama-2-13b"
                                         << "v5litepod-8" << 0 << 8 << bf16 << bf16 << js << 8190 << 4 << step << 1.0
                                         << 4.98 << 9.089;
    QTest::newRow("SB 13B B 64 (theory)")
        << "llama-2-13b"
        << "v5litepod-8" << 0 << 8 << bf16 << bf16 << js << 8190 << 4 << step << 64.0 << 69.33 << 127.42;
    // JetStream-PyTorch v5e-8, cache 2,048: step = batch / tok/s
    QTest::newRow("JS Gemma 7B bf16 B 96")
        << "gemma-7b"
        << "v5litepod-8" << 0 << 8 << bf16 << bf16 << js << 2046 << 4 << step << 96.0 << 96.0 / 3236 * 1e3 << 30.14;
    QTest::newRow("JS Gemma 7B int8 B 128")
        << "gemma-7b"
        << "v5litepod-8" << 0 << 8 << int8 << int8 << js << 2046 << 4 << step << 128.0 << 128.0 / 4695 * 1e3 << 19.76;
    QTest::newRow("JS Gemma 2B bf16 B 512 (64 a chip)")
        << "gemma-2b"
        << "v5litepod-8" << 0 << 1 << bf16 << bf16 << js << 2046 << 4 << step << 64.0 << 512.0 / 8700 * 1e3 << 16.49;
    QTest::newRow("JS Gemma 2B int8 B 1024 (128 a chip)")
        << "gemma-2b"
        << "v5litepod-8" << 0 << 1 << int8 << int8 << js << 2046 << 4 << step << 128.0 << 1024.0 / 8746 * 1e3 << 12.09;
    // TensorRT-LLM perf overview (v1.0 docs), 8 GPUs, TP 8, FP8 checkpoints (FP8 KV), offline, output tok/s
    QTest::newRow("TRT 405B H100 1000/1000")
        << "llama-3.1-405b"
        << "h100-80" << 8 << 8 << fp8 << fp8 << trt << 1000 << 1000 << offline << 0.0 << 2919.0 << 2553.0;
    QTest::newRow("TRT 405B H200 1000/1000")
        << "llama-3.1-405b"
        << "h200" << 8 << 8 << fp8 << fp8 << trt << 1000 << 1000 << offline << 0.0 << 3330.0 << 2614.0;
    QTest::newRow("TRT 405B H100 20000/2000")
        << "llama-3.1-405b"
        << "h100-80" << 8 << 8 << fp8 << fp8 << trt << 20000 << 2000 << offline << 0.0 << 345.0 << 343.0;
    QTest::newRow("TRT 405B H200 20000/2000")
        << "llama-3.1-405b"
        << "h200" << 8 << 8 << fp8 << fp8 << trt << 20000 << 2000 << offline << 0.0 << 505.0 << 415.1;
    // TensorRT-LLM developer-guide perf overview: DeepSeek R1 on 8 H200 with DEP8 (the model: TP 8), output tok/s
    // of the 8 GPUs (1,627 per GPU)
    QTest::newRow("TRT R1 H200 1000/1000")
        << "deepseek-v3"
        << "h200" << 8 << 8 << fp8 << fp8 << trt << 1000 << 1000 << offline << 0.0 << 8 * 1627.0 << 14804.0;
    // MLPerf Inference v4.1, Mixtral 8x7B on 8 H100 with TensorRT-LLM, 146 output tokens a sample; the input mean
    // is not in the reference: 606 tokens (recalled, UNCONFIRMED). Offline tok/s; Server TPOT at 348.08 queries/s.
    QTest::newRow("MLPerf Mixtral offline")
        << "mixtral-8x7b"
        << "h100-80" << 8 << 1 << fp8 << fp8 << trt << 606 << 146 << offline << 0.0 << 52524.4 << 37739.0;
    QTest::newRow("MLPerf Mixtral server TPOT")
        << "mixtral-8x7b"
        << "h100-80" << 8 << 1 << fp8 << fp8 << trt << 606 << 146 << "server-tpot" << 348.08 << 105.9 << 146.86;
}

void TestServeCalibration::publishedRuns()
{
    QFETCH(QString, model);
    QFETCH(QString, hardware);
    QFETCH(int, devices);
    QFETCH(int, tp);
    QFETCH(ServePrecision, weights);
    QFETCH(ServePrecision, kv);
    QFETCH(ServeEngine, engine);
    QFETCH(int, inputLen);
    QFETCH(int, outputLen);
    QFETCH(QString, kind);
    QFETCH(double, batch);
    QFETCH(double, measured);
    QFETCH(double, predicted);
    ServeInput in = serveInput(model, hardware, devices, tp, weights, kv, engine, inputLen, outputLen);
    in.traffic = TrafficKind::Offline;
    const ServeCandidate c = only(in);
    QVERIFY2(c.fits, qPrintable(c.problem));
    const ServeTimeModel timeModel(c.replica, c.memory, inputLen, outputLen);
    double got = 0;
    QString detail;
    if (kind == QLatin1String("step")) {
        const ServeStep s = timeModel.step(batch, 0);
        got = s.seconds() * 1e3;
        detail = QStringLiteral("weights %1 ms, KV %2 ms, matmuls %3 ms, all-reduces %4 ms")
                     .arg(s.weights * 1e3, 0, 'f', 2)
                     .arg(s.kv * 1e3, 0, 'f', 2)
                     .arg(s.compute * 1e3, 0, 'f', 2)
                     .arg(s.collectives * 1e3, 0, 'f', 2);
    } else if (kind == QLatin1String("offline")) {
        got = c.outputTokensPerSecond;
        detail = QStringLiteral("batch %1 per replica, %2 replicas, TPOT %3 ms, KV %4 tokens")
                     .arg(c.point.batch)
                     .arg(c.replicas)
                     .arg(c.point.tpotSeconds * 1e3, 0, 'f', 1)
                     .arg(c.memory.kvCacheTokens);
    } else {
        const ServePoint p = timeModel.openLoop(batch / c.replicas);
        got = p.tpotSeconds * 1e3;
        detail = QStringLiteral("%1 req/s per replica, batch %2, TTFT %3 ms (measured mean 201.8), saturated %4")
                     .arg(batch / c.replicas, 0, 'f', 2)
                     .arg(p.batch, 0, 'f', 1)
                     .arg(p.ttftSeconds * 1e3, 0, 'f', 1)
                     .arg(p.saturated);
    }
    qInfo("%-40s measured %10.2f predicted %10.2f measured/predicted %.2f; %s", QTest::currentDataTag(), measured, got,
          measured / got, qPrintable(detail));
    QVERIFY2(std::abs(got / predicted - 1.0) < 0.01, qPrintable(QString::number(got)));
}

QTEST_GUILESS_MAIN(TestServeCalibration)
#include "TestServeCalibration.moc"
