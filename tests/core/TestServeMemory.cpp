// SPDX-License-Identifier: GPL-3.0-or-later
// Serving memory (core/serve/ServeMemory.cpp; docs/serving-model.md section 2): KV bytes per token against hand counts
// (GQA split and replicated over tensor parallelism, MLA's latent, sliding windows per engine, 8-bit KV and vLLM TPU's
// 32-bit packing), each engine's KV pool against the start-up logs of reference serving.md section 2, and the clear
// messages for weights that exceed the job and a --max-context the KV cache cannot hold.
#include "serve/ServeMemory.h"

#include "ServeTestModels.h"

#include <QtTest>

#include <cmath>

using namespace tpuplan;
using namespace tpuplan::test;

Q_DECLARE_METATYPE(tpuplan::ServePrecision)
Q_DECLARE_METATYPE(tpuplan::ServeEngine)

namespace {
ModelSpec modelNamed(const QString& id)
{
    if (id == QLatin1String("llama-2-13b"))
        return llama2_13b();
    if (id == QLatin1String("gpt-oss-20b"))
        return gptOss20b();
    return ModelLoader::preset(id);
}
} // namespace

class TestServeMemory : public QObject
{
    Q_OBJECT

private slots:
    void kvBytesPerToken_data();
    void kvBytesPerToken();
    void engineLogs_data();
    void engineLogs();
    void sglangReserve();
    void vllmTpuPool();
    void weightsExceedTheJob();
    void maxContextBeyondTheCache();
};

// Hand counts, bytes of K and V per token per device summed over the layers (reference serving.md 1.3; shapes from
// the presets' config.json). GQA: 2 L k d p / t with at least one head per device. Llama 3.1 8B: 2·32·8·128·2 =
// 131,072; 70B: 2·80·8·128·2 = 327,680; Llama 2 13B (MHA 40 heads): 2·40·40·128·2 = 819,200 ("6.7 GB" for 8,192
// tokens). MLA (DeepSeek-V3): 61·(512 + 64)·2 = 70,272 on every device; TPU pages pad 576 to 640: 61·640·2 = 78,080.
// Gemma 3 27B: 62 layers of 2·16·128·2 = 8,192 B, 52 of them with a 1,024-token window: full 507,904; vLLM on a GPU
// keeps the window, at 8,192 tokens 10·8,192 + 52·8,192·1,024/8,192 = 135,168. gpt-oss-20b: 24 layers of 2·8·64·2 =
// 2,048 B, 12 with a 128-token window: 49,152 full, 12·2,048 + 12·2,048·128/4,096 = 25,344 windowed at 4,096.
// vLLM TPU: K and V of one head interleave in 32-bit words, so with one head per device an 8-bit cache costs as much
// as bf16: 2·32·128·2 = 16,384 (TP 8), and fp8 on one device 2·32·8·128·1 = 65,536 (half of bf16).
void TestServeMemory::kvBytesPerToken_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("tp");
    QTest::addColumn<ServePrecision>("kv");
    QTest::addColumn<ServeEngine>("engine");
    QTest::addColumn<int>("context");
    QTest::addColumn<double>("expected");
    const auto bf16 = ServePrecision::Bf16;
    const auto fp8 = ServePrecision::Fp8;
    const auto vllm = ServeEngine::Vllm;
    const auto sglang = ServeEngine::Sglang;
    QTest::newRow("GQA 8B whole model") << "llama-3.1-8b"
                                        << "h100-80" << 1 << bf16 << vllm << 8192 << 131072.0;
    QTest::newRow("GQA 70B whole model") << "llama-3.1-70b"
                                         << "h100-80" << 1 << bf16 << vllm << 8192 << 327680.0;
    QTest::newRow("GQA 70B TP 8 GPU") << "llama-3.1-70b"
                                      << "h100-80" << 8 << bf16 << vllm << 8192 << 40960.0;
    QTest::newRow("GQA 8B TP 8 GPU") << "llama-3.1-8b"
                                     << "h100-80" << 8 << bf16 << sglang << 8192 << 16384.0;
    // 8 KV heads over 16 devices: each keeps one whole head (vLLM get_num_kv_heads), not half
    QTest::newRow("GQA 70B TP 16 replicates") << "llama-3.1-70b"
                                              << "h100-80" << 16 << bf16 << vllm << 8192 << 40960.0;
    QTest::newRow("MHA 13B") << "llama-2-13b"
                             << "h100-80" << 1 << bf16 << vllm << 8192 << 819200.0;
    QTest::newRow("MLA GPU") << "deepseek-v3"
                             << "h200" << 8 << bf16 << vllm << 8192 << 70272.0;
    QTest::newRow("MLA GPU TP 1") << "deepseek-v3"
                                  << "h200" << 1 << bf16 << sglang << 8192 << 70272.0;
    QTest::newRow("MLA TPU padded") << "deepseek-v3"
                                    << "v6e-8" << 8 << bf16 << vllm << 8192 << 78080.0;
    QTest::newRow("MLA fp8") << "deepseek-v3"
                             << "h200" << 8 << fp8 << vllm << 8192 << 35136.0;
    QTest::newRow("window vLLM GPU") << "gemma-3-27b"
                                     << "h100-80" << 1 << bf16 << vllm << 8192 << 135168.0;
    QTest::newRow("window SGLang full") << "gemma-3-27b"
                                        << "h100-80" << 1 << bf16 << sglang << 8192 << 507904.0;
    QTest::newRow("window vLLM TPU full") << "gemma-3-27b"
                                          << "v6e-1" << 1 << bf16 << vllm << 8192 << 507904.0;
    QTest::newRow("window shorter context") << "gemma-3-27b"
                                            << "h100-80" << 1 << bf16 << vllm << 1024 << 507904.0;
    QTest::newRow("gpt-oss window vLLM GPU") << "gpt-oss-20b"
                                             << "h100-80" << 1 << bf16 << vllm << 4096 << 25344.0;
    QTest::newRow("gpt-oss SGLang full") << "gpt-oss-20b"
                                         << "h100-80" << 1 << bf16 << sglang << 4096 << 49152.0;
    QTest::newRow("gpt-oss JetStream full") << "gpt-oss-20b"
                                            << "v6e-1" << 1 << bf16 << ServeEngine::JetStream << 4096 << 49152.0;
    QTest::newRow("fp8 KV GPU") << "llama-3.1-8b"
                                << "h100-80" << 1 << fp8 << vllm << 8192 << 65536.0;
    QTest::newRow("int8 KV JetStream") << "llama-3.1-8b"
                                       << "v5litepod-8" << 8 << ServePrecision::Int8 << ServeEngine::JetStream << 8192
                                       << 16384.0 / 2;
    QTest::newRow("vLLM TPU TP 8 bf16") << "llama-3.1-8b"
                                        << "v5litepod-8" << 8 << bf16 << vllm << 8192 << 16384.0;
    QTest::newRow("vLLM TPU TP 8 fp8 packed") << "llama-3.1-8b"
                                              << "v5litepod-8" << 8 << fp8 << vllm << 8192 << 16384.0;
    QTest::newRow("vLLM TPU TP 1 fp8") << "llama-3.1-8b"
                                       << "v6e-1" << 1 << fp8 << vllm << 8192 << 65536.0;
    QTest::newRow("vLLM TPU TP 16 70B") << "llama-3.1-70b"
                                        << "v5litepod-16" << 16 << bf16 << vllm << 8192 << 40960.0;
}

void TestServeMemory::kvBytesPerToken()
{
    QFETCH(QString, model);
    QFETCH(QString, hardware);
    QFETCH(int, tp);
    QFETCH(ServePrecision, kv);
    QFETCH(ServeEngine, engine);
    QFETCH(int, context);
    QFETCH(double, expected);
    const ServeReplica r
        = replicaOf(modelNamed(model), serveDevice(hardware), tp, ServePrecision::Bf16, kv, engine, context);
    QCOMPARE(tpuplan::kvBytesPerToken(r, context), expected);
}

// The KV pool against the engines' start-up logs (reference serving.md section 2). vLLM GPU on LD's H100 (79.18 GiB,
// util 0.9, max-model-len 16000): kv = 0.9·79.18 − weights − peak activation − non-torch. The weights are counted
// from the layer stack and the activation peak is a formula (ServeMemory.cpp profiledActivationBytes), not the log,
// so each row states its tolerance. gpt-oss-20b's experts are MXFP4 (4.25 bits) in the checkpoint; the nearest
// precision modelled is int4 (4 bits), and its activation formula reads 6.80 GiB against 7.38 logged.
void TestServeMemory::engineLogs_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<double>("memoryGiB");
    QTest::addColumn<int>("tp");
    QTest::addColumn<ServePrecision>("weights");
    QTest::addColumn<double>("utilization");
    QTest::addColumn<double>("loggedWeightsGiB");
    QTest::addColumn<double>("loggedKvGiB");
    QTest::addColumn<qint64>("loggedTokens"); // at --block-size 128; 0 = not logged
    QTest::addColumn<double>("tolerance"); // of the KV pool
    QTest::newRow("LD Llama-3.1-8B") << "llama-3.1-8b"
                                     << "h100-80" << 79.18 << 1 << ServePrecision::Bf16 << 0.9 << 14.99 << 51.38
                                     << qint64(420864) << 0.01;
    QTest::newRow("LD Llama-3.3-70B-FP8 TP2")
        << "llama-3.1-70b"
        << "h100-80" << 79.18 << 2 << ServePrecision::Fp8 << 0.9 << 33.88 << 31.99 << qint64(0) << 0.02;
    QTest::newRow("LD gpt-oss-20b (int4 for MXFP4)")
        << "gpt-oss-20b"
        << "h100-80" << 79.18 << 1 << ServePrecision::Int4 << 0.9 << 13.47 << 50.28 << qint64(0) << 0.07;
}

void TestServeMemory::engineLogs()
{
    QFETCH(QString, model);
    QFETCH(QString, hardware);
    QFETCH(double, memoryGiB);
    QFETCH(int, tp);
    QFETCH(ServePrecision, weights);
    QFETCH(double, utilization);
    QFETCH(double, loggedWeightsGiB);
    QFETCH(double, loggedKvGiB);
    QFETCH(qint64, loggedTokens);
    QFETCH(double, tolerance);
    const ServeReplica r = replicaOf(modelNamed(model), serveDevice(hardware, memoryGiB), tp, weights,
                                     ServePrecision::Bf16, ServeEngine::Vllm, 16000, utilization);
    const ServeMemory m = serveMemory(r);
    QVERIFY2(m.fits, qPrintable(m.problem));
    const double kvRatio = m.kvPoolBytes / (loggedKvGiB * kGiB);
    qInfo("%s: weights %.2f GiB (logged %.2f), activation %.2f GiB, KV %.2f GiB (logged %.2f), ratio %.4f",
          QTest::currentDataTag(), m.weightBytes / kGiB, loggedWeightsGiB, m.activationBytes / kGiB,
          m.kvPoolBytes / kGiB, loggedKvGiB, kvRatio);
    QVERIFY2(std::abs(kvRatio - 1.0) <= tolerance, qPrintable(QString::number(kvRatio)));
    if (weights != ServePrecision::Int4) // MXFP4's extra quarter bit and scales are not modelled
        QVERIFY(std::abs(m.weightBytes / kGiB / loggedWeightsGiB - 1.0) < 0.01);
    // the reserve: what utilization 0.9 leaves, and the non-torch memory
    QVERIFY(m.reserveBytes > 0.1 * r.device.memoryBytes && m.reserveBytes < 0.1 * r.device.memoryBytes + kGiB);
    if (loggedTokens > 0) {
        // "GPU KV cache size: N tokens" at LD's --block-size 128: whole pages of 128 tokens
        const qint64 tokens = qint64(m.kvPoolBytes / (128 * m.kvBytesPerToken)) * 128;
        const double tokenRatio = double(tokens) / loggedTokens;
        qInfo("%s: %lld KV tokens (logged %lld), ratio %.4f; the model's own 16-token pages: %lld",
              QTest::currentDataTag(), tokens, loggedTokens, tokenRatio, m.kvCacheTokens);
        QVERIFY(std::abs(tokenRatio - 1.0) <= tolerance);
        QCOMPARE(m.kvCacheTokens % 16, qint64(0));
        QCOMPARE(m.maxConcurrency, int(m.kvCacheTokens / 16000));
    }
}

// SGLang on an H100 (79.18 GiB) with TP 1: reserve 512 + 8,192·1.5 + 256·2 + 1/8·1,024 = 13,440 MiB, which is the
// 10 GiB floor exceeded; mem_fraction_static = 1 − 13,440 / 81,080 = 0.834 (reference serving.md section 2). The KV
// pool is what the fraction leaves after the weights.
void TestServeMemory::sglangReserve()
{
    const ServeReplica r = replicaOf(ModelLoader::preset(QStringLiteral("llama-3.1-8b")), serveDevice("h100-80", 79.18),
                                     1, ServePrecision::Bf16, ServePrecision::Bf16, ServeEngine::Sglang, 16000);
    const ServeMemory m = serveMemory(r);
    QVERIFY(m.fits);
    QCOMPARE(std::round(m.reserveBytes / kMiB), 13440.0);
    QCOMPARE(std::round(m.settings.utilization * 1000) / 1000, 0.834);
    QCOMPARE(m.settings.blockSize, 1);
    QCOMPARE(m.settings.batchedTokens, 8192);
    QVERIFY(std::abs(m.kvPoolBytes - (79.18 * kGiB - 13440 * kMiB - m.weightBytes)) < 1.0);
    QCOMPARE(m.kvCacheTokens, qint64(m.kvPoolBytes / 131072));
    // an L4 (24 GB, under 35 GiB): chunk 2,048, 24 CUDA graphs: 512 + 3,072 + 48 + 128 = 3,760 MiB, no 10 GiB floor
    const ServeReplica l4 = replicaOf(r.model, serveDevice("l4"), 1, ServePrecision::Bf16, ServePrecision::Bf16,
                                      ServeEngine::Sglang, 4096);
    QCOMPARE(std::round(serveMemory(l4).reserveBytes / kMiB), 3760.0);
}

// vLLM TPU: kv = util·bytes_limit − the weights (tpu-inference tpu_worker.py): Llama 3.1 70B bf16 on v5e-16 with TP 16,
// 15.75 GiB usable per chip: 0.9·15.75 − 70,553,706,496·2/16 B = 14.175 − 8.214 = 5.96 GiB, no activation term; pages
// of 16 tokens above 8,192 tokens, 512 tokens per step on v5e.
void TestServeMemory::vllmTpuPool()
{
    const ServeReplica r = replicaOf(ModelLoader::preset(QStringLiteral("llama-3.1-70b")), serveDevice("v5litepod-16"),
                                     16, ServePrecision::Bf16, ServePrecision::Bf16, ServeEngine::Vllm, 16384);
    const ServeMemory m = serveMemory(r);
    QVERIFY(m.fits);
    QCOMPARE(m.activationBytes, 0.0);
    QCOMPARE(m.settings.blockSize, 16);
    QCOMPARE(m.settings.batchedTokens, 512);
    const double expected = 0.9 * r.device.memoryBytes - 70553706496.0 * 2 / 16;
    QVERIFY2(std::abs(m.kvPoolBytes / expected - 1.0) < 1e-3,
             qPrintable(QStringLiteral("%1 vs %2 GiB").arg(m.kvPoolBytes / kGiB).arg(expected / kGiB)));
    QCOMPARE(m.kvCacheTokens, qint64(m.kvPoolBytes / (16 * 40960.0)) * 16);
    // the page follows the context: next_pow2(2,300) / 16 = 256
    QCOMPARE(engineSettings(
                 replicaOf(r.model, r.device, 16, ServePrecision::Bf16, ServePrecision::Bf16, ServeEngine::Vllm, 2300))
                 .blockSize,
             256);
}

// Llama 3.1 70B in bf16 (141 GB) on one L4 (24 GB): nothing is left for the KV cache, said with the figures.
void TestServeMemory::weightsExceedTheJob()
{
    const ServeReplica r = replicaOf(ModelLoader::preset(QStringLiteral("llama-3.1-70b")), serveDevice("l4"), 1,
                                     ServePrecision::Bf16, ServePrecision::Bf16, ServeEngine::Vllm, 4096);
    const ServeMemory m = serveMemory(r);
    QVERIFY(!m.fits);
    QVERIFY(m.kvPoolBytes < 0);
    QCOMPARE(m.kvCacheTokens, qint64(0));
    QVERIFY2(
        m.problem.contains(QLatin1String("the bf16 weights take 131.42 GiB on one device, and vLLM keeps 3.80 GiB of "
                                         "the 22.35 GiB")),
        qPrintable(m.problem));
    QVERIFY(m.problem.contains(QLatin1String("nothing is left for the KV cache")));
}

// Llama 3.1 8B bf16 on one L4 with --max-context 131,072: the weights fit but the cache holds fewer tokens than one
// sequence (vLLM refuses to start: "the estimated maximum model length"); at 8,192 it fits.
void TestServeMemory::maxContextBeyondTheCache()
{
    const ModelSpec model = ModelLoader::preset(QStringLiteral("llama-3.1-8b"));
    const ServeReplica r
        = replicaOf(model, serveDevice("l4"), 1, ServePrecision::Bf16, ServePrecision::Bf16, ServeEngine::Vllm, 131072);
    const ServeMemory m = serveMemory(r);
    QVERIFY(!m.fits);
    QVERIFY(m.kvPoolBytes > 0);
    QVERIFY(m.kvCacheTokens > 0 && m.kvCacheTokens < 131072);
    QVERIFY2(m.problem.contains(QLatin1String("less than one 131,072-token sequence (--max-context)")),
             qPrintable(m.problem));
    const ServeMemory shorter = serveMemory(
        replicaOf(model, serveDevice("l4"), 1, ServePrecision::Bf16, ServePrecision::Bf16, ServeEngine::Vllm, 8192));
    QVERIFY(shorter.fits);
    QVERIFY(shorter.problem.isEmpty());
    QVERIFY(shorter.maxConcurrency >= 1);
}

QTEST_GUILESS_MAIN(TestServeMemory)
#include "TestServeMemory.moc"
