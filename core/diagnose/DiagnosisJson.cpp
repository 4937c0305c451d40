// SPDX-License-Identifier: GPL-3.0-or-later
// The diagnosis and the parsed message as JSON (tpuplan diagnose --format json; docs/diagnose.md).
#include "Diagnosis.h"

#include "memory/MemoryJson.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {

QJsonObject memoryJson(const MemoryEstimate& e)
{
    auto b = [](double v) { return static_cast<qint64>(std::llround(v)); };
    QJsonObject o;
    o[QStringLiteral("parameters")] = b(e.memory.parameters);
    o[QStringLiteral("gradients")] = b(e.memory.gradients);
    o[QStringLiteral("optimizer_states")] = b(e.memory.optimizerStates);
    o[QStringLiteral("activations")] = b(e.memory.activations);
    o[QStringLiteral("runtime_overhead")] = b(e.memory.runtimeOverhead);
    o[QStringLiteral("sharding_buffers")] = b(e.memory.sharding);
    o[QStringLiteral("total")] = b(e.memory.total());
    o[QStringLiteral("device_memory")] = b(e.deviceMemory);
    o[QStringLiteral("fits")] = e.fits;
    o[QStringLiteral("headroom")] = b(e.headroom);
    o[QStringLiteral("activation_factor")] = e.activation.factor;
    o[QStringLiteral("sharding")] = shardingJson(e.sharding);
    o[QStringLiteral("host_memory")] = b(e.sharding.hostBytesPerHost);
    o[QStringLiteral("host_fits")] = e.sharding.hostFits;
    return o;
}

// The job's devices (× slices) and GPUs, as the candidates of tpuplan recommend have them.
void jobJson(QJsonObject& o, const DeviceInfo& d, const Mesh& m)
{
    o[QStringLiteral("devices")] = d.devices * std::max(1, m.slices);
    o[QStringLiteral("gpus")] = d.isTpu ? 0 : d.devices;
}

QJsonValue optionalBytes(const std::optional<double>& v)
{
    return v ? QJsonValue(static_cast<qint64>(std::llround(*v))) : QJsonValue();
}

} // namespace

QJsonObject oomReportJson(const OomReport& r)
{
    QJsonObject o;
    o[QStringLiteral("kind")] = oomKindId(r.kind);
    o[QStringLiteral("framework")] = oomFrameworkId(r.framework);
    o[QStringLiteral("framework_evidence")] = r.frameworkEvidence;
    o[QStringLiteral("memory_space")] = r.memorySpace;
    o[QStringLiteral("memory_kind")] = memoryKindId(r.memoryKind);
    o[QStringLiteral("error_code")] = r.errorCode;
    o[QStringLiteral("early_abort")] = r.earlyAbort;
    o[QStringLiteral("breakdown_only")] = r.breakdownOnly;
    if (r.compiler) {
        const CompilerMemoryStats& c = *r.compiler;
        QJsonObject x;
        x[QStringLiteral("format")] = c.format;
        x[QStringLiteral("argument_bytes")] = optionalBytes(c.argument);
        x[QStringLiteral("output_bytes")] = optionalBytes(c.output);
        x[QStringLiteral("temp_bytes")] = optionalBytes(c.temp);
        x[QStringLiteral("alias_bytes")] = optionalBytes(c.alias);
        x[QStringLiteral("generated_code_bytes")] = optionalBytes(c.generatedCode);
        x[QStringLiteral("host_temp_bytes")] = optionalBytes(c.hostTemp);
        x[QStringLiteral("total_bytes")] = optionalBytes(c.total);
        x[QStringLiteral("figure_bytes")] = optionalBytes(c.figure());
        o[QStringLiteral("compiler")] = x;
    }
    if (r.namesExperts())
        o[QStringLiteral("moe_names")] = QJsonArray::fromStringList(r.moeNames);
    if (!r.clues.isEmpty())
        o[QStringLiteral("clues")] = QJsonArray::fromStringList(r.clues);
    o[QStringLiteral("repeats")] = r.repeats;
    o[QStringLiteral("looks_truncated")] = r.looksTruncated;
    o[QStringLiteral("line_count")] = r.lineCount;
    QJsonArray facts;
    for (const OomFact& f : r.facts) {
        QJsonObject x;
        x[QStringLiteral("key")] = f.key;
        x[QStringLiteral("label")] = f.label;
        x[QStringLiteral("raw")] = f.raw;
        x[QStringLiteral("bytes")] = f.known ? QJsonValue(static_cast<qint64>(std::llround(f.bytes))) : QJsonValue();
        x[QStringLiteral("line")] = f.line;
        facts.append(x);
    }
    o[QStringLiteral("facts")] = facts;
    QJsonArray allocs;
    for (const OomAllocation& a : r.largestAllocations) {
        QJsonObject x;
        x[QStringLiteral("rank")] = a.rank;
        x[QStringLiteral("size")] = optionalBytes(a.sizeBytes);
        x[QStringLiteral("shape")] = a.shape;
        x[QStringLiteral("dtype")] = a.dtype;
        QJsonArray dims;
        for (qint64 d : a.dims)
            dims.append(d);
        x[QStringLiteral("dims")] = dims;
        x[QStringLiteral("tiling")] = a.tiling;
        x[QStringLiteral("op_type")] = a.opType;
        x[QStringLiteral("op_name")] = a.opName;
        x[QStringLiteral("operator")] = a.operatorText;
        x[QStringLiteral("unpadded_size")] = optionalBytes(a.unpaddedBytes);
        x[QStringLiteral("padding")] = optionalBytes(a.paddingBytes);
        x[QStringLiteral("expansion")] = a.expansion;
        x[QStringLiteral("xla_label")] = a.xlaLabel;
        x[QStringLiteral("allocation_type")] = a.allocationType;
        x[QStringLiteral("line")] = a.line;
        allocs.append(x);
    }
    o[QStringLiteral("largest_allocations")] = allocs;
    QJsonArray unparsed;
    int outside = 0;
    for (const OomLine& l : r.unparsedLines) {
        if (!l.insideMessage && ++outside > 100)
            continue;
        QJsonObject x;
        x[QStringLiteral("line")] = l.number;
        x[QStringLiteral("text")] = l.text;
        x[QStringLiteral("inside_message")] = l.insideMessage;
        unparsed.append(x);
    }
    o[QStringLiteral("unparsed_lines")] = unparsed;
    o[QStringLiteral("unparsed_line_count")] = r.unparsedLines.size();
    o[QStringLiteral("warnings")] = QJsonArray::fromStringList(r.warnings);
    QJsonArray notes;
    for (const OomNote& n : explainOom(r)) {
        QJsonObject x;
        x[QStringLiteral("code")] = n.code;
        x[QStringLiteral("text")] = n.text;
        notes.append(x);
    }
    o[QStringLiteral("explanation")] = notes;
    return o;
}

QJsonObject diagnosisJson(const DiagnosisResult& r)
{
    auto b = [](double v) { return static_cast<qint64>(std::llround(v)); };
    QJsonObject o;
    o[QStringLiteral("model")] = r.input.model.id;
    o[QStringLiteral("model_family")] = r.input.model.modelType;
    o[QStringLiteral("hardware")] = r.input.hardware;
    o[QStringLiteral("seq_len")] = r.input.config.seqLen;
    o[QStringLiteral("batch_per_device")] = r.input.config.perDeviceBatch(); // fractional under context or pipeline
    o[QStringLiteral("accumulation_steps")] = r.input.config.accumulationSteps;
    o[QStringLiteral("global_batch")] = r.globalBatch;
    o[QStringLiteral("precision")] = precisionId(r.input.config.precision);
    o[QStringLiteral("optimizer")] = optimizerId(r.input.config.optimizer);
    o[QStringLiteral("checkpointing")] = checkpointingId(r.input.config.checkpointing);
    o[QStringLiteral("runtime")] = runtimeId(r.input.config.runtime);
    o[QStringLiteral("safety_margin")] = r.input.safetyMargin;
    jobJson(o, r.device, r.input.config.mesh);
    o[QStringLiteral("sharding")] = shardingJson(r.estimate.sharding);
    QJsonArray strategies;
    for (const StrategyOption& so : r.strategies) {
        QJsonObject x;
        meshAxesJson(so.mesh, x);
        x[QStringLiteral("strategy")] = shardingStrategyId(so.strategy);
        x[QStringLiteral("current")] = so.current;
        x[QStringLiteral("problem")] = so.problem.isEmpty() ? QJsonValue() : QJsonValue(so.problem);
        x[QStringLiteral("total_bytes")]
            = so.problem.isEmpty() ? QJsonValue(b(so.memory.memory.total())) : QJsonValue();
        x[QStringLiteral("states_bytes")]
            = so.problem.isEmpty() ? QJsonValue(b(so.memory.sharding.shardedStates)) : QJsonValue();
        x[QStringLiteral("fits")] = so.fits;
        strategies.append(x);
    }
    o[QStringLiteral("strategies")] = strategies;
    if (r.wholeModelGather) {
        const WholeModelGather& g = *r.wholeModelGather;
        QJsonObject x;
        x[QStringLiteral("allocation_bytes")] = b(g.allocationBytes);
        x[QStringLiteral("whole_weights_bytes")] = b(g.wholeWeightsBytes);
        x[QStringLiteral("unit_bytes")] = b(g.unitBytes);
        x[QStringLiteral("gathered_whole_total_bytes")] = b(g.gatheredWholeTotal);
        o[QStringLiteral("whole_model_gather")] = x;
    } else {
        o[QStringLiteral("whole_model_gather")] = QJsonValue();
    }
    if (r.oom)
        o[QStringLiteral("message")] = oomReportJson(*r.oom);
    QJsonObject obs;
    obs[QStringLiteral("source")] = r.observation.source == Observation::Source::MeasuredPeak
        ? QStringLiteral("measured-peak")
        : r.observation.source == Observation::Source::CompilerAnalysis ? QStringLiteral("compiler-analysis")
                                                                        : QStringLiteral("oom-message");
    obs[QStringLiteral("memory_kind")] = memoryKindId(r.observation.memoryKind);
    obs[QStringLiteral("capacity_net_of_reservation")]
        = r.observation.capacityNetOfReservation ? QJsonValue(*r.observation.capacityNetOfReservation) : QJsonValue();
    obs[QStringLiteral("needed_bytes")]
        = r.observation.neededBytes > 0 ? QJsonValue(b(r.observation.neededBytes)) : QJsonValue();
    obs[QStringLiteral("at_least")] = r.observation.atLeast;
    obs[QStringLiteral("ran_out_of_memory")] = r.observation.ranOutOfMemory;
    obs[QStringLiteral("capacity_bytes")] = optionalBytes(r.observation.capacityBytes);
    obs[QStringLiteral("derivation")] = r.observation.derivation;
    obs[QStringLiteral("warnings")] = QJsonArray::fromStringList(r.observation.warnings);
    o[QStringLiteral("observation")] = obs;
    o[QStringLiteral("estimate")] = memoryJson(r.estimate);
    o[QStringLiteral("builtin_estimate")] = memoryJson(r.builtinEstimate);
    o[QStringLiteral("calibration_applied")]
        = r.calibrationNote.isEmpty() ? QJsonValue() : QJsonValue(r.calibrationNote);
    o[QStringLiteral("difference_bytes")] = r.observation.neededBytes > 0 && isModelledMemory(r.observation.memoryKind)
        ? QJsonValue(b(r.difference()))
        : QJsonValue();
    QJsonObject corr;
    corr[QStringLiteral("available")] = r.correction.available;
    corr[QStringLiteral("multiplier")] = r.correction.multiplier;
    corr[QStringLiteral("builtin_factor")] = r.correction.builtinFactor;
    corr[QStringLiteral("corrected_factor")] = r.correction.correctedFactor;
    corr[QStringLiteral("at_least")] = r.correction.atLeast;
    corr[QStringLiteral("plausible")] = r.correction.plausible;
    corr[QStringLiteral("explanation")] = r.correction.explanation;
    o[QStringLiteral("correction")] = corr;
    QJsonObject fp;
    fp[QStringLiteral("activation_factor")] = r.fixProfile.activationFactor;
    fp[QStringLiteral("note")] = r.fixProfileNote;
    fp[QStringLiteral("estimate")] = memoryJson(r.correctedEstimate);
    o[QStringLiteral("fix_profile")] = fp;
    QJsonObject base;
    base[QStringLiteral("step_seconds")] = r.baselineStep.seconds;
    base[QStringLiteral("hours")] = r.baselineHours;
    base[QStringLiteral("cost_usd")] = r.baselineCostUsd ? QJsonValue(*r.baselineCostUsd) : QJsonValue();
    base[QStringLiteral("steps")] = r.input.steps;
    o[QStringLiteral("baseline")] = base;
    QJsonArray fixes;
    int rank = 0;
    for (const DiagnosisFix& f : r.fixes) {
        QJsonObject x;
        x[QStringLiteral("rank")] = ++rank;
        x[QStringLiteral("code")] = f.code;
        x[QStringLiteral("title")] = f.title;
        x[QStringLiteral("text")] = f.text;
        x[QStringLiteral("how")] = QJsonArray::fromStringList(f.how);
        x[QStringLiteral("hardware")] = f.hardware;
        x[QStringLiteral("checkpointing")] = checkpointingId(f.config.checkpointing);
        x[QStringLiteral("batch_per_device")] = f.config.perDeviceBatch();
        x[QStringLiteral("accumulation_steps")] = f.config.accumulationSteps;
        x[QStringLiteral("precision")] = precisionId(f.config.precision);
        x[QStringLiteral("optimizer")] = optimizerId(f.config.optimizer);
        jobJson(x, f.device, f.config.mesh);
        x[QStringLiteral("sharding")] = shardingJson(f.memory.sharding);
        x[QStringLiteral("communication_seconds")] = f.step.communication.total();
        x[QStringLiteral("host_transfer_seconds")] = f.step.communication.hostTransfer;
        x[QStringLiteral("global_batch")] = f.globalBatch;
        x[QStringLiteral("memory")] = memoryJson(f.memory);
        x[QStringLiteral("usable_bytes")] = b(f.usableBytes);
        x[QStringLiteral("step_seconds")] = f.step.seconds;
        x[QStringLiteral("step_time_ratio")] = f.stepTimeRatio;
        x[QStringLiteral("hours")] = f.hours;
        x[QStringLiteral("cost_usd")] = f.costUsd ? QJsonValue(*f.costUsd) : QJsonValue();
        if (f.offering) {
            x[QStringLiteral("region")] = f.offering->region;
            x[QStringLiteral("pricing")] = pricingModelId(f.offering->pricing);
            x[QStringLiteral("usd_per_hour")] = f.offering->totalUsdPerHour();
        }
        fixes.append(x);
    }
    o[QStringLiteral("fixes")] = fixes;
    QJsonArray advice;
    int adviceRank = 0;
    for (const DiagnosisAdvice& a : r.advice) {
        QJsonObject x;
        x[QStringLiteral("rank")] = ++adviceRank;
        x[QStringLiteral("code")] = a.code;
        x[QStringLiteral("title")] = a.title;
        x[QStringLiteral("text")] = a.text;
        x[QStringLiteral("how")] = QJsonArray::fromStringList(a.how);
        advice.append(x);
    }
    o[QStringLiteral("advice")] = advice;
    o[QStringLiteral("evaluated")] = r.evaluated;
    QJsonArray notes;
    for (const Reason& n : r.notes) {
        QJsonObject x;
        x[QStringLiteral("code")] = n.code;
        x[QStringLiteral("text")] = n.text;
        notes.append(x);
    }
    o[QStringLiteral("notes")] = notes;
    if (const auto cal = r.proposedCalibration(QDate::currentDate())) {
        QJsonObject c;
        c[QStringLiteral("key")] = cal->key();
        c[QStringLiteral("activation_factor_multiplier")] = cal->activationFactorMultiplier;
        c[QStringLiteral("lower_bound")] = cal->lowerBound;
        c[QStringLiteral("evidence")] = cal->evidence;
        o[QStringLiteral("proposed_calibration")] = c;
    } else {
        o[QStringLiteral("proposed_calibration")] = QJsonValue();
    }
    return o;
}

} // namespace tpuplan
