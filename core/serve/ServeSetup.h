// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a serving plan asks for: a model, the hardware (or a search of the catalog), the traffic and the latency
// targets, with the engine that serves it (docs/serving-model.md; reference serving.md).

#include "catalog/Catalog.h"
#include "model/ModelSpec.h"
#include "util/InputError.h"

#include <QString>
#include <QVector>

#include <optional>

namespace tpuplan {

// The serving engines whose memory budgets and flags are modelled (reference serving.md section 2).
enum class ServeEngine { Vllm, Sglang, TrtLlm, JetStream };
QString serveEngineId(ServeEngine e); // "vllm", "sglang", "trtllm", "jetstream"
std::optional<ServeEngine> serveEngineFromId(const QString& id);
QStringList serveEngineIds();
QString serveEngineName(ServeEngine e); // "vLLM", "SGLang", "TensorRT-LLM", "JetStream (MaxText)"
// Whether the engine runs on the device: TensorRT-LLM and SGLang on GPUs, JetStream on TPUs, vLLM on both.
bool engineRuns(ServeEngine e, const DeviceInfo& device);
// The engine a device gets when the plan names none: vLLM on GPUs and on TPUs (tpu-inference).
ServeEngine defaultEngine(const DeviceInfo& device);

// Bytes per weight or per KV element: bf16 2, fp8 and int8 1, int4 0.5 (weights only; AWQ/GPTQ in vLLM, SGLang
// and TensorRT-LLM, MaxText int4w).
enum class ServePrecision { Bf16, Fp8, Int8, Int4 };
QString servePrecisionId(ServePrecision p);
std::optional<ServePrecision> servePrecisionFromId(const QString& id);
QStringList servePrecisionIds();
double servePrecisionBytes(ServePrecision p);

// Closed loop: a fixed number of users, each sending the next request when the last is answered. Open loop: Poisson
// arrivals at a request rate. Offline: every request queued at once, throughput alone counts.
enum class TrafficKind { Concurrency, RequestRate, Offline };
QString trafficKindId(TrafficKind t);

struct ServeInput
{
    QString modelRef;
    ModelSpec model;
    QStringList hardware; // explicit slices or GPUs; empty = the whole catalog (TPU slices and GPUs)
    int devices = 0; // GPUs per job (with one GPU in `hardware`); 0 = one replica of tensorParallel GPUs
    double deviceMemoryGiB = 0; // a device known by its memory alone (--device-memory-gib); 0 = none
    bool customDeviceIsTpu = false;
    int tensorParallel = 0; // devices one replica spans; 0 = the search chooses (the job's devices for a slice)

    int inputLen = 0; // mean prompt tokens
    int outputLen = 0; // mean generated tokens
    TrafficKind traffic = TrafficKind::Concurrency;
    int concurrency = 0; // users in flight (closed loop)
    double requestRate = 0; // requests per second (open loop)
    int maxContext = 0; // --max-context (vLLM --max-model-len); 0 = inputLen + outputLen

    QVector<ServePrecision> precisions; // weight precisions to try; empty = bf16, fp8 and int8
    QVector<ServePrecision> kvPrecisions; // KV precisions to try; empty = bf16
    std::optional<ServeEngine> engine; // empty = each device's default
    double memoryUtilization = 0; // --gpu-memory-utilization; 0 = the engine's default

    double ttftTarget = 0; // seconds, median; 0 = none
    double tpotTarget = 0; // seconds, median; 0 = none

    QStringList regions; // empty = all
    QVector<PricingModel> pricing; // empty = all
    int limit = 20;

    // The context one sequence may reach: maxContext or inputLen + outputLen.
    int contextLimit() const { return maxContext > 0 ? maxContext : inputLen + outputLen; }
    // Tokens a sequence holds on average over its life: the prompt and half the answer (reference serving.md 1.3).
    double meanContext() const { return inputLen + outputLen / 2.0; }
    // Every problem, each naming its option (--input-len, ...) or plan key; empty when the input can be planned.
    QVector<InputIssue> issues(const QString& file = QString()) const;
};

} // namespace tpuplan
