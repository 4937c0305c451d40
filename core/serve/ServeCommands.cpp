// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeCommands.h"

#include "report/ActionCommands.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ServeCommands)
};

// A share as a flag value: plain digits, a point, no grouping (programs read it, whatever the locale).
QString shareText(double v)
{
    return QString::number(v, 'f', 3);
}

QString presetIdOf(const ServeInput& in)
{
    return in.model.id.isEmpty() ? in.modelRef : in.model.id;
}

void vllmFlags(const ServeCandidate& c, const ServeInput& in, QVector<CommandFlag>& f)
{
    const ServeReplica& r = c.replica;
    f << CommandFlag{QStringLiteral("--tensor-parallel-size"), intText(r.tensorParallel)};
    if (c.replicasPerJob > 1)
        f << CommandFlag{QStringLiteral("--data-parallel-size"), intText(c.replicasPerJob)};
    f << CommandFlag{QStringLiteral("--max-model-len"), intText(in.contextLimit())};
    f << CommandFlag{QStringLiteral("--max-num-seqs"), intText(std::max(1, c.batchLimit))};
    f << CommandFlag{QStringLiteral("--max-num-batched-tokens"), intText(c.memory.settings.batchedTokens)};
    f << CommandFlag{QStringLiteral("--gpu-memory-utilization"), shareText(c.memory.settings.utilization)};
    if (r.weights == ServePrecision::Fp8)
        f << CommandFlag{QStringLiteral("--quantization"), QStringLiteral("fp8")};
    if (r.weights == ServePrecision::Int4)
        f << CommandFlag{QStringLiteral("--quantization"), QStringLiteral("awq")};
    if (r.kv == ServePrecision::Fp8)
        f << CommandFlag{QStringLiteral("--kv-cache-dtype"), QStringLiteral("fp8")};
}

void sglangFlags(const ServeCandidate& c, const ServeInput& in, QVector<CommandFlag>& f)
{
    const ServeReplica& r = c.replica;
    f << CommandFlag{QStringLiteral("--model-path"), serveModelName(in)};
    f << CommandFlag{QStringLiteral("--tp-size"), intText(r.tensorParallel)};
    if (c.replicasPerJob > 1)
        f << CommandFlag{QStringLiteral("--dp-size"), intText(c.replicasPerJob)};
    f << CommandFlag{QStringLiteral("--context-length"), intText(in.contextLimit())};
    f << CommandFlag{QStringLiteral("--max-running-requests"), intText(std::max(1, c.batchLimit))};
    f << CommandFlag{QStringLiteral("--chunked-prefill-size"), intText(c.memory.settings.batchedTokens)};
    f << CommandFlag{QStringLiteral("--mem-fraction-static"), shareText(c.memory.settings.utilization)};
    if (r.weights == ServePrecision::Fp8)
        f << CommandFlag{QStringLiteral("--quantization"), QStringLiteral("fp8")};
    if (r.weights == ServePrecision::Int8)
        f << CommandFlag{QStringLiteral("--quantization"), QStringLiteral("w8a8_int8")};
    if (r.weights == ServePrecision::Int4)
        f << CommandFlag{QStringLiteral("--quantization"), QStringLiteral("awq")};
    if (r.kv == ServePrecision::Fp8)
        f << CommandFlag{QStringLiteral("--kv-cache-dtype"), QStringLiteral("fp8_e5m2")};
}

void trtllmFlags(const ServeCandidate& c, const ServeInput& in, QVector<CommandFlag>& f)
{
    f << CommandFlag{QStringLiteral("--tp_size"), intText(c.replica.tensorParallel)};
    f << CommandFlag{QStringLiteral("--max_batch_size"), intText(std::max(1, c.batchLimit))};
    f << CommandFlag{QStringLiteral("--max_num_tokens"), intText(c.memory.settings.batchedTokens)};
    f << CommandFlag{QStringLiteral("--max_seq_len"), intText(in.contextLimit())};
    f << CommandFlag{QStringLiteral("--kv_cache_free_gpu_memory_fraction"), shareText(c.memory.settings.utilization)};
}

void jetstreamFlags(const ServeCandidate& c, const ServeInput& in, QVector<CommandFlag>& f)
{
    const ServeReplica& r = c.replica;
    const QString name = maxTextModelNameOf(presetIdOf(in));
    f << CommandFlag{QStringLiteral("model_name"), name.isEmpty() ? presetIdOf(in) : name};
    // slots = per_device_batch_size x the replica's devices (maxengine.py max_concurrent_decodes)
    const double perDevice = double(std::max(1, c.batchLimit)) / std::max(1, r.tensorParallel);
    f << CommandFlag{QStringLiteral("per_device_batch_size"), QString::number(perDevice, 'g', 4)};
    f << CommandFlag{QStringLiteral("max_prefill_predict_length"), intText(in.inputLen)};
    f << CommandFlag{QStringLiteral("max_target_length"), intText(in.contextLimit())};
    f << CommandFlag{QStringLiteral("ici_tensor_parallelism"), intText(r.tensorParallel)};
    f << CommandFlag{QStringLiteral("weight_dtype"), QStringLiteral("bfloat16")};
    f << CommandFlag{QStringLiteral("scan_layers"), QStringLiteral("false")};
    if (r.weights == ServePrecision::Int8)
        f << CommandFlag{QStringLiteral("quantization"), QStringLiteral("int8")};
    if (r.weights == ServePrecision::Fp8)
        f << CommandFlag{QStringLiteral("quantization"), QStringLiteral("fp8")};
    if (r.kv == ServePrecision::Int8) {
        f << CommandFlag{QStringLiteral("quantize_kvcache"), QStringLiteral("true")};
        f << CommandFlag{QStringLiteral("kv_quant_dtype"), QStringLiteral("int8")};
    }
}
} // namespace

QString serveModelName(const ServeInput& in)
{
    QString hub = huggingFaceModelName(presetIdOf(in));
    if (!hub.isEmpty())
        return hub;
    // the presets name the repository their config.json comes from: "huggingface Qwen/Qwen3-8B config.json"
    static const QRegularExpression repo(QStringLiteral(R"(huggingface ([\w.-]+/[\w.-]+))"));
    const QRegularExpressionMatch m = repo.match(in.model.source);
    if (m.hasMatch())
        return m.captured(1);
    return in.modelRef;
}

QVector<CommandFlag> serveEngineFlags(const ServeCandidate& c, const ServeInput& in)
{
    QVector<CommandFlag> f;
    switch (c.replica.engine) {
    case ServeEngine::Vllm:
        vllmFlags(c, in, f);
        break;
    case ServeEngine::Sglang:
        sglangFlags(c, in, f);
        break;
    case ServeEngine::TrtLlm:
        trtllmFlags(c, in, f);
        break;
    case ServeEngine::JetStream:
        jetstreamFlags(c, in, f);
        break;
    }
    return f;
}

QString serveLaunchCommand(const ServeCandidate& c, const ServeInput& in)
{
    QStringList lines;
    const ServeReplica& r = c.replica;
    if (r.weights == ServePrecision::Int8 && r.engine == ServeEngine::Vllm)
        lines << Tr::tr("# int8 weights: serve a W8A8 (compressed-tensors) checkpoint of the model");
    if (r.weights == ServePrecision::Int4 && r.engine != ServeEngine::JetStream)
        lines << Tr::tr("# int4 weights: serve an AWQ checkpoint of the model");
    if (r.engine == ServeEngine::TrtLlm && r.weights != ServePrecision::Bf16)
        lines << Tr::tr("# %1 weights: serve a ModelOpt-quantised checkpoint (nvidia/...-FP8 or an int8/int4 export)")
                     .arg(servePrecisionId(r.weights));
    if (r.engine == ServeEngine::TrtLlm && r.kv != ServePrecision::Bf16)
        lines << Tr::tr("# %1 KV cache: kv_cache_config: {dtype: %1} in the file --extra_llm_api_options names")
                     .arg(servePrecisionId(r.kv));
    if (c.replicas > c.replicasPerJob)
        lines << Tr::tr("# run this on each of the %1 jobs behind one load balancer").arg(c.jobs);
    QString head;
    switch (r.engine) {
    case ServeEngine::Vllm:
        head = QStringLiteral("vllm serve ") + serveModelName(in);
        break;
    case ServeEngine::Sglang:
        head = QStringLiteral("python3 -m sglang.launch_server");
        break;
    case ServeEngine::TrtLlm:
        head = QStringLiteral("trtllm-serve ") + serveModelName(in);
        break;
    case ServeEngine::JetStream:
        head = QStringLiteral("python3 -m MaxText.maxengine_server src/MaxText/configs/base.yml");
        break;
    }
    QStringList args;
    for (const CommandFlag& f : serveEngineFlags(c, in))
        args << f.text();
    lines << commandLines(head, args);
    return lines.join(QLatin1Char('\n'));
}

} // namespace tpuplan
