// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryJson.h"

#include "Pipeline.h"

#include <cmath>

namespace tpuplan {

namespace {
qint64 bytes(double v)
{
    return static_cast<qint64>(std::llround(v));
}
} // namespace

QJsonObject memoryBreakdownJson(const MemoryBreakdown& m)
{
    QJsonObject o;
    o[QStringLiteral("parameters")] = bytes(m.parameters);
    o[QStringLiteral("gradients")] = bytes(m.gradients);
    o[QStringLiteral("optimizer_states")] = bytes(m.optimizerStates);
    o[QStringLiteral("activations")] = bytes(m.activations);
    o[QStringLiteral("runtime_overhead")] = bytes(m.runtimeOverhead);
    o[QStringLiteral("sharding_buffers")] = bytes(m.sharding);
    o[QStringLiteral("total")] = bytes(m.total());
    return o;
}

void meshAxesJson(const Mesh& mesh, QJsonObject& o)
{
    o[QStringLiteral("strategy")] = shardingStrategyId(mesh.strategy);
    // every axis of the table, 1 where unused (expert for a dense model, context and stage without those splits)
    for (int i = 0; i < kMeshAxisCount; ++i)
        o[QLatin1String(meshAxes()[i].id)] = mesh.size(meshAxes()[i].axis);
}

QJsonObject shardingJson(const ShardingDetail& sd)
{
    QJsonObject o;
    meshAxesJson(sd.mesh, o);
    o[QStringLiteral("offload")] = offloadId(sd.offload);
    o[QStringLiteral("deepspeed_layout")] = sd.deepSpeedLayout;
    o[QStringLiteral("replicated_states")] = bytes(sd.replicatedStates);
    o[QStringLiteral("sharded_states")] = bytes(sd.shardedStates);
    o[QStringLiteral("gathered_layers")] = sd.gatheredLayers;
    o[QStringLiteral("gathered_weights")] = bytes(sd.gatheredWeights);
    o[QStringLiteral("communication_buffers")] = bytes(sd.communicationBuffers);
    QJsonObject off;
    off[QStringLiteral("optimizer_states")] = bytes(sd.offloadedOptimizer);
    off[QStringLiteral("parameters")] = bytes(sd.offloadedParameters);
    off[QStringLiteral("activations")] = bytes(sd.offloadedActivations);
    o[QStringLiteral("offloaded")] = off;
    o[QStringLiteral("host_transfer_bytes_per_step")] = bytes(sd.hostTransferBytes);
    // bitsandbytes' paged states: in CUDA unified memory, outside the device total
    o[QStringLiteral("paged_optimizer_states")] = bytes(sd.pagedOptimizer);
    return o;
}

QJsonObject trainingOptionsMemoryJson(const MemoryEstimate& e)
{
    QJsonObject o;
    o[QStringLiteral("loss")] = lossImplId(e.activation.loss);
    o[QStringLiteral("logit_bytes_per_element")] = e.activation.logitBytesPerElement;
    o[QStringLiteral("offloaded_by_placement")] = bytes(e.activation.factor * e.activation.offloadedAcrossLayers);
    o[QStringLiteral("paged_optimizer_states")] = bytes(e.sharding.pagedOptimizer);
    o[QStringLiteral("update_temporaries")] = bytes(e.overhead.updateTemporaries);
    o[QStringLiteral("update_temporaries_live")] = bytes(e.overhead.updateTemporariesLive);
    return o;
}

QJsonObject memoryEstimateJson(const MemoryEstimate& e)
{
    QJsonObject o;
    QJsonObject memory = memoryBreakdownJson(e.memory);
    // the lines inside the five totals that decoders and fine-tuning add (after the runtime's activation factor)
    QJsonObject detail;
    detail[QStringLiteral("head_activations")] = bytes(e.activation.factor * e.activation.head);
    detail[QStringLiteral("logits")] = bytes(e.activation.logitsBytes());
    detail[QStringLiteral("adapter_activations")] = bytes(e.activation.factor * e.activation.adapters);
    detail[QStringLiteral("adapter_parameters")] = static_cast<qint64>(e.adapters.adapterParameters);
    detail[QStringLiteral("adapter_weights")] = bytes(e.adapters.adapterWeights);
    detail[QStringLiteral("adapter_gradients")] = bytes(e.adapters.adapterGradients);
    detail[QStringLiteral("adapter_optimizer_states")] = bytes(e.adapters.adapterOptimizerStates);
    detail[QStringLiteral("frozen_base_weights")] = bytes(e.adapters.baseWeights);
    detail[QStringLiteral("dequantization")] = bytes(e.overhead.dequantization);
    memory[QStringLiteral("detail")] = detail;
    o[QStringLiteral("memory")] = memory;
    o[QStringLiteral("device_memory")] = bytes(e.deviceMemory);
    o[QStringLiteral("fits")] = e.fits;
    o[QStringLiteral("headroom")] = bytes(e.headroom);
    o[QStringLiteral("parameter_count")] = static_cast<qint64>(e.parameterCount);
    o[QStringLiteral("sharding")] = shardingJson(e.sharding);
    o[QStringLiteral("host_memory")] = bytes(e.sharding.hostBytesPerHost);
    o[QStringLiteral("host_ram")]
        = e.sharding.hostRamBytes > 0 ? QJsonValue(bytes(e.sharding.hostRamBytes)) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("host_fits")] = e.sharding.hostFits;
    QJsonObject act;
    act[QStringLiteral("effective_seq_len")] = e.activation.effectiveSeqLen;
    act[QStringLiteral("block_sparse")] = e.activation.blockSparse;
    act[QStringLiteral("fell_back_to_full_attention")] = e.activation.fellBackToFull;
    act[QStringLiteral("per_layer")] = bytes(e.activation.perLayer);
    act[QStringLiteral("attention_scores_per_layer")] = bytes(e.activation.attentionScoresPerLayer);
    act[QStringLiteral("stored_across_layers")] = bytes(e.activation.storedAcrossLayers);
    act[QStringLiteral("transient_peak")] = bytes(e.activation.transientPeak);
    act[QStringLiteral("embeddings")] = bytes(e.activation.embeddings);
    act[QStringLiteral("head")] = bytes(e.activation.head);
    act[QStringLiteral("runtime_factor")] = e.activation.factor;
    act[QStringLiteral("flash_attention")] = e.activation.flashAttention;
    const QJsonObject options = trainingOptionsMemoryJson(e);
    for (const char* key : {"loss", "logit_bytes_per_element", "offloaded_by_placement"})
        act[QLatin1String(key)] = options[QLatin1String(key)];
    o[QStringLiteral("activation_detail")] = act;
    QJsonObject ov;
    ov[QStringLiteral("xla_reservation")] = bytes(e.overhead.xlaReservation);
    ov[QStringLiteral("cuda_context")] = bytes(e.overhead.cudaContext);
    ov[QStringLiteral("allocator_slack")] = bytes(e.overhead.allocatorSlack);
    ov[QStringLiteral("update_temporaries")] = bytes(e.overhead.updateTemporaries);
    ov[QStringLiteral("update_temporaries_live")] = options[QLatin1String("update_temporaries_live")];
    o[QStringLiteral("overhead_detail")] = ov;
    return o;
}

void meshPipelineJson(const TrainingConfig& c, const MemoryEstimate& e, QJsonObject& mesh)
{
    const bool staged = c.mesh.stage > 1;
    mesh[QStringLiteral("microbatches")] = staged ? effectiveMicrobatches(c) : 1;
    mesh[QStringLiteral("virtual_stages")] = staged ? effectiveVirtualStages(c) : 1;
    if (!staged)
        return;
    mesh[QStringLiteral("schedule")] = pipelineScheduleId(pipelineSchedule(c));
    mesh[QStringLiteral("heaviest_stage")] = e.stageIndex;
}

QJsonArray stagesJson(const QVector<MemoryEstimate>& stages)
{
    QJsonArray out;
    for (const MemoryEstimate& e : stages) {
        QJsonObject o;
        o[QStringLiteral("index")] = e.stageIndex;
        o[QStringLiteral("layers")] = e.stageLayers;
        o[QStringLiteral("microbatches_in_flight")] = e.stageInFlight;
        o[QStringLiteral("memory")] = memoryBreakdownJson(e.memory);
        o[QStringLiteral("fits")] = e.fits;
        out.append(o);
    }
    return out;
}

QJsonObject estimateJson(const MemoryEstimate& e, const QString& hardware, const ModelSpec& model,
                         const TrainingConfig& config)
{
    QJsonObject o = memoryEstimateJson(e);
    QJsonObject sharding = o[QStringLiteral("sharding")].toObject();
    meshPipelineJson(config, e, sharding);
    o[QStringLiteral("sharding")] = sharding;
    o[QStringLiteral("hardware")] = hardware;
    o[QStringLiteral("model")] = model.id;
    o[QStringLiteral("runtime")] = runtimeId(config.runtime);
    o[QStringLiteral("seq_len")] = config.seqLen;
    o[QStringLiteral("batch_per_device")] = config.perDeviceBatch();
    o[QStringLiteral("precision")] = precisionId(config.precision);
    o[QStringLiteral("optimizer")] = optimizerId(config.optimizer);
    o[QStringLiteral("checkpointing")] = checkpointingId(config.checkpointing);
    o[QStringLiteral("attention")]
        = attentionImplId(e.activation.flashAttention ? AttentionImpl::Flash : AttentionImpl::Eager);
    o[QStringLiteral("loss_chunks")] = config.lossChunks;
    o[QStringLiteral("loss_impl")] = lossImplId(config.loss);
    o[QStringLiteral("paged_optimizer")] = config.pagedOptimizer;
    o[QStringLiteral("optimizer_in_backward")] = config.optimizerInBackward;
    o[QStringLiteral("finetune")] = finetuneModeId(config.finetune);
    if (config.finetune != FinetuneMode::Full) {
        o[QStringLiteral("lora_rank")] = config.loraRank;
        o[QStringLiteral("lora_targets")] = loraTargetsId(config.loraTargets);
    }
    return o;
}

} // namespace tpuplan
