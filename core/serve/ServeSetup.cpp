// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeSetup.h"

#include <QCoreApplication>
#include <QLocale>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ServeSetup)
};

const QVector<ServeEngine>& allEngines()
{
    static const QVector<ServeEngine> engines{ServeEngine::Vllm, ServeEngine::Sglang, ServeEngine::TrtLlm,
                                              ServeEngine::JetStream};
    return engines;
}

const QVector<ServePrecision>& allServePrecisions()
{
    static const QVector<ServePrecision> precisions{ServePrecision::Bf16, ServePrecision::Fp8, ServePrecision::Int8,
                                                    ServePrecision::Int4};
    return precisions;
}
} // namespace

QString serveEngineId(ServeEngine e)
{
    switch (e) {
    case ServeEngine::Vllm:
        return QStringLiteral("vllm");
    case ServeEngine::Sglang:
        return QStringLiteral("sglang");
    case ServeEngine::TrtLlm:
        return QStringLiteral("trtllm");
    case ServeEngine::JetStream:
        return QStringLiteral("jetstream");
    }
    return QString();
}

std::optional<ServeEngine> serveEngineFromId(const QString& id)
{
    for (ServeEngine e : allEngines())
        if (serveEngineId(e) == id)
            return e;
    return std::nullopt;
}

QStringList serveEngineIds()
{
    QStringList ids;
    for (ServeEngine e : allEngines())
        ids << serveEngineId(e);
    return ids;
}

QString serveEngineName(ServeEngine e)
{
    switch (e) {
    case ServeEngine::Vllm:
        return QStringLiteral("vLLM");
    case ServeEngine::Sglang:
        return QStringLiteral("SGLang");
    case ServeEngine::TrtLlm:
        return QStringLiteral("TensorRT-LLM");
    case ServeEngine::JetStream:
        return QStringLiteral("JetStream (MaxText)");
    }
    return QString();
}

bool engineRuns(ServeEngine e, const DeviceInfo& device)
{
    // vLLM on TPUs is tpu-inference, which serves v5e, v5p, v6e and TPU7x (vllm-project/tpu-inference @b8692ff0
    // README, 2026-08-22); JetStream serves MaxText's inference TPUs, v4 and newer (AI-Hypercomputer/maxtext @e591f30c
    // inference docs, 2026-08-22). v2 and v3 run neither.
    static const QStringList vllmTpus{QStringLiteral("v5e"), QStringLiteral("v5p"), QStringLiteral("v6e"),
                                      QStringLiteral("tpu7x")};
    switch (e) {
    case ServeEngine::Vllm:
        return !device.isTpu || device.generation.isEmpty() || vllmTpus.contains(device.generation);
    case ServeEngine::Sglang:
    case ServeEngine::TrtLlm:
        return !device.isTpu;
    case ServeEngine::JetStream:
        return device.isTpu
            && (device.generation.isEmpty() || vllmTpus.contains(device.generation)
                || device.generation == QLatin1String("v4"));
    }
    return false;
}

ServeEngine defaultEngine(const DeviceInfo&)
{
    return ServeEngine::Vllm;
}

QString servePrecisionId(ServePrecision p)
{
    switch (p) {
    case ServePrecision::Bf16:
        return QStringLiteral("bf16");
    case ServePrecision::Fp8:
        return QStringLiteral("fp8");
    case ServePrecision::Int8:
        return QStringLiteral("int8");
    case ServePrecision::Int4:
        return QStringLiteral("int4");
    }
    return QString();
}

std::optional<ServePrecision> servePrecisionFromId(const QString& id)
{
    for (ServePrecision p : allServePrecisions())
        if (servePrecisionId(p) == id)
            return p;
    return std::nullopt;
}

QStringList servePrecisionIds()
{
    QStringList ids;
    for (ServePrecision p : allServePrecisions())
        ids << servePrecisionId(p);
    return ids;
}

double servePrecisionBytes(ServePrecision p)
{
    switch (p) {
    case ServePrecision::Bf16:
        return 2.0;
    case ServePrecision::Fp8:
    case ServePrecision::Int8:
        return 1.0;
    case ServePrecision::Int4:
        return 0.5;
    }
    return 2.0;
}

QString trafficKindId(TrafficKind t)
{
    switch (t) {
    case TrafficKind::Concurrency:
        return QStringLiteral("concurrency");
    case TrafficKind::RequestRate:
        return QStringLiteral("request-rate");
    case TrafficKind::Offline:
        return QStringLiteral("offline");
    }
    return QString();
}

QVector<InputIssue> ServeInput::issues(const QString& file) const
{
    QVector<InputIssue> out;
    auto add = [&](const QString& field, const QString& message) { out << InputIssue{file, 0, field, message}; };
    if (!model.isDecoder())
        add(QStringLiteral("--model"),
            Tr::tr("%1 is an encoder; the serving planner plans decoders (they generate tokens)").arg(model.name));
    // a million tokens is past every model of the catalog's context (Llama 4 Scout's 10M aside, which no engine
    // serves on one replica): larger values are typing errors
    constexpr int kMaxTokens = 10'000'000;
    if (inputLen < 1 || inputLen > kMaxTokens)
        add(QStringLiteral("--input-len"), Tr::tr("the prompt length must be 1 to %1 tokens").arg(kMaxTokens));
    if (outputLen < 1 || outputLen > kMaxTokens)
        add(QStringLiteral("--output-len"), Tr::tr("the output length must be 1 to %1 tokens").arg(kMaxTokens));
    if (maxContext < 0 || maxContext > kMaxTokens)
        add(QStringLiteral("--max-context"),
            Tr::tr("the context must be 0 (prompt + output) to %1 tokens").arg(kMaxTokens));
    else if (maxContext > 0 && maxContext < inputLen + outputLen)
        add(QStringLiteral("--max-context"),
            Tr::tr("a context of %1 tokens cannot hold a %2-token prompt and a %3-token answer")
                .arg(maxContext)
                .arg(inputLen)
                .arg(outputLen));
    if (model.maxPositions > 0 && contextLimit() > model.maxPositions)
        add(maxContext > 0 ? QStringLiteral("--max-context") : QStringLiteral("--input-len"),
            Tr::tr("a context of %1 tokens is beyond the %2 positions of %3")
                .arg(QLocale().toString(contextLimit()), QLocale().toString(model.maxPositions), model.name));
    switch (traffic) {
    case TrafficKind::Concurrency:
        if (concurrency < 1 || concurrency > 10'000'000)
            add(QStringLiteral("--concurrency"), Tr::tr("the concurrency must be 1 to 10,000,000 requests in flight"));
        break;
    case TrafficKind::RequestRate:
        if (!(requestRate > 0) || requestRate > 1e7)
            add(QStringLiteral("--request-rate"),
                Tr::tr("the request rate must be above 0 and at most 10^7 per second"));
        break;
    case TrafficKind::Offline:
        // offline traffic is judged by throughput alone: a latency target would be ignored, so it is refused
        if (ttftTarget > 0)
            add(QStringLiteral("--ttft-target"),
                Tr::tr("offline traffic has no latency target; drop it or give a "
                       "concurrency or a request rate"));
        if (tpotTarget > 0)
            add(QStringLiteral("--tpot-target"),
                Tr::tr("offline traffic has no latency target; drop it or give a "
                       "concurrency or a request rate"));
        break;
    }
    if (tensorParallel < 0 || tensorParallel > 4096)
        add(QStringLiteral("--tensor-parallel"), Tr::tr("tensor parallelism must be 0 (chosen) to 4096 devices"));
    if (devices < 0 || devices > 4096)
        add(QStringLiteral("--devices"), Tr::tr("the devices must be 0 (chosen) to 4096"));
    if (devices > 0 && tensorParallel > 0 && devices % tensorParallel != 0)
        add(QStringLiteral("--tensor-parallel"),
            Tr::tr("tensor parallelism of %1 does not divide the job's %2 devices").arg(tensorParallel).arg(devices));
    if (deviceMemoryGiB < 0 || deviceMemoryGiB > 4096)
        add(QStringLiteral("--device-memory-gib"), Tr::tr("the device memory must be above 0 and at most 4096 GiB"));
    if (memoryUtilization < 0 || memoryUtilization > 1)
        add(QStringLiteral("--gpu-memory-utilization"), Tr::tr("the memory utilization is a share from 0 to 1"));
    if (ttftTarget < 0 || ttftTarget > 3600)
        add(QStringLiteral("--ttft-target"), Tr::tr("the time-to-first-token target must be 0 (none) to 3600 s"));
    if (tpotTarget < 0 || tpotTarget > 60)
        add(QStringLiteral("--tpot-target"), Tr::tr("the time-per-output-token target must be 0 (none) to 60 s"));
    for (ServePrecision p : kvPrecisions)
        if (p == ServePrecision::Int4)
            add(QStringLiteral("--kv-precision"), Tr::tr("no engine keeps a 4-bit KV cache; use bf16, fp8 or int8"));
    if (limit < 0)
        add(QStringLiteral("--limit"), Tr::tr("the limit must be 0 (all) or more"));
    return out;
}

} // namespace tpuplan
