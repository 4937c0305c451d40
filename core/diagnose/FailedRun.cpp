// SPDX-License-Identifier: GPL-3.0-or-later
#include "FailedRun.h"

#include "DiagnosisParts.h"

#include "util/InputError.h"

#include <QCoreApplication>

#include <algorithm>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Diagnosis)
};
} // namespace

DiagnosisInput diagnosisInputFromPlan(const PlanInput& plan, const Catalog& catalog, const QString& hardware)
{
    const auto dev = catalog.device(hardware);
    if (!dev)
        throw InputError(QString(), 0, QStringLiteral("hardware"), Tr::tr("unknown hardware \"%1\"").arg(hardware));
    if (dev->devices < 1 || plan.globalBatch % dev->devices != 0)
        throw InputError(QString(), 0, QStringLiteral("global_batch"),
                         Tr::tr("the global batch %1 does not split evenly over the %2 devices of %3")
                             .arg(plan.globalBatch)
                             .arg(dev->devices)
                             .arg(hardware));
    DiagnosisInput in;
    in.model = plan.model;
    in.head = plan.head;
    in.config.seqLen = plan.seqLen;
    in.config.batchPerDevice = plan.globalBatch / dev->devices;
    in.config.accumulationSteps = 1;
    in.config.precision = plan.precisions.isEmpty() ? Precision::Fp32 : plan.precisions.first();
    in.config.optimizer = plan.optimizer;
    in.config.dropout = plan.dropout;
    in.config.runtime = runtimeFor(*dev, plan.gpuRuntime);
    plan.applyTrainingChoices(in.config);
    in.hardware = hardware;
    in.safetyMargin = plan.safetyMargin;
    in.maxAccumulation = plan.maxAccumulation;
    in.pricing = plan.pricing.size() == 1 ? plan.pricing.first() : PricingModel::OnDemand;
    in.region = plan.regions.size() == 1 ? plan.regions.first() : QString();
    return in;
}

FailedRun defaultFailedRun(const PlanInput& plan, const Catalog& catalog, const Candidate* selected)
{
    FailedRun run;
    run.precision = plan.precisions.isEmpty() ? Precision::Fp32 : plan.precisions.first();
    if (selected) {
        run.hardware = selected->hardware;
        run.batchPerDevice = std::max(1, selected->batchPerDevice);
        run.accumulationSteps = selected->accumulation;
        run.checkpointing = selected->checkpointing;
        run.precision = selected->precision;
        run.gpus = selected->device.isTpu ? 1 : selected->device.devices;
        run.mesh = selected->mesh;
        run.offload = selected->offload;
        return run;
    }
    const QStringList allowed = Planner(catalog).allowedHardware(plan);
    run.hardware = allowed.isEmpty() ? QString() : allowed.first();
    const auto dev = diagnosisDevice(catalog, run.hardware, std::max(1, plan.gpuDevices));
    const int devices = dev ? dev->devices * (dev->isTpu ? std::max(1, plan.slices) : 1) : 0;
    run.batchPerDevice = devices > 0 ? std::max(1, plan.globalBatch / devices) : 1;
    return run;
}

QVector<Checkpointing> failedRunCheckpointingChoices(const PlanInput& plan)
{
    return Planner::checkpointingOptions(
        {CheckpointingKind::None, CheckpointingKind::Full, CheckpointingKind::EveryK, CheckpointingKind::Selective},
        plan.model.layers);
}

QVector<Precision> failedRunPrecisionChoices()
{
    // an 8-bit run keeps bf16-mixed's states and adds its fp8 weight copy: it can run out of memory too
    return {Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed, Precision::Fp8Mixed, Precision::Int8Mixed};
}

DiagnosisInput diagnosisInputForRun(const PlanInput& plan, const Catalog& catalog, const FailedRun& run)
{
    // the plan as the run was: its global batch is what ran, so that it splits over the devices
    PlanInput ran = plan;
    const int gpus = run.gpus > 0 ? run.gpus : std::max(1, plan.gpuDevices);
    const auto job = diagnosisDevice(catalog, run.hardware, gpus);
    const int slices = run.mesh ? std::max(1, run.mesh->slices) : std::max(1, plan.slices);
    if (job)
        ran.globalBatch
            = run.batchPerDevice * run.accumulationSteps * std::max(1, job->devices) * (job->isTpu ? slices : 1);
    DiagnosisInput in = diagnosisInputFromPlan(ran, catalog, run.hardware);
    if (job && !job->isTpu)
        in.gpus = job->devices;
    if (run.mesh)
        in.config.mesh = *run.mesh;
    else if (job) {
        in.config.mesh = meshFor(plan.sharding.value_or(ShardingStrategy::Replicate), job->devices,
                                 std::max(1, plan.tensorParallel), plan.fsdp, job->isTpu ? slices : 1);
        // the plan's expert parallelism, on the devices the other axes leave for it
        if (const auto withExperts = withExpertAxis(in.config.mesh, plan.expertParallel))
            in.config.mesh = *withExperts;
    }
    in.config.offload = run.offload ? *run.offload : plan.offload.value_or(Offload{});
    in.config.batchPerDevice = run.batchPerDevice;
    in.config.accumulationSteps = run.accumulationSteps;
    in.config.checkpointing = run.checkpointing;
    in.config.precision = run.precision;
    in.maxAccumulation = std::max(in.maxAccumulation, in.config.accumulationSteps);
    return in;
}

std::optional<PlanInput> applyFix(const PlanInput& plan, const DiagnosisFix& fix)
{
    PlanInput next = plan;
    if (fix.changes & kChangeCheckpointing)
        next.checkpointing = {fix.config.checkpointing.kind};
    if (fix.changes & kChangePrecision)
        next.precisions = {fix.config.precision};
    if (fix.changes & kChangeOptimizer)
        next.optimizer = fix.config.optimizer;
    if (fix.changes & kChangeBatchSplit)
        next.maxAccumulation = std::max(next.maxAccumulation, fix.config.accumulationSteps);
    if (fix.changes & kChangeSharding) {
        const Mesh& m = fix.config.mesh;
        next.sharding = m.strategy;
        next.fsdp = m.data > 1 ? m.fsdp : 0; // 0: every device tensor parallelism leaves
    }
    if (fix.changes & kChangeExpertParallel)
        next.expertParallel = fix.config.mesh.expert;
    if (fix.changes & kChangeContextParallel)
        next.contextParallel = fix.config.mesh.context;
    if (fix.changes & kChangeCapacity)
        next.capacityFactor = fix.config.capacityFactor;
    if (fix.changes & kChangeOffload)
        next.offload = fix.config.offload;
    if (fix.changes & kChangeDevices)
        next.gpuDevices = fix.device.devices;
    if (fix.changes & kChangeHardware) {
        next.hardware = QStringList{fix.hardware};
        if (!fix.device.isTpu)
            next.includeGpus = true;
        // the region and pricing the fix was costed at, so that the plan finds the offering
        if (fix.offering) {
            if (!next.regions.isEmpty() && !next.regions.contains(fix.offering->region))
                next.regions << fix.offering->region;
            if (!next.pricing.isEmpty() && !next.pricing.contains(fix.offering->pricing))
                next.pricing << fix.offering->pricing;
        }
    }
    const bool changed = next.checkpointing != plan.checkpointing || next.precisions != plan.precisions
        || next.optimizer != plan.optimizer || next.maxAccumulation != plan.maxAccumulation
        || next.hardware != plan.hardware || next.includeGpus != plan.includeGpus || next.regions != plan.regions
        || next.pricing != plan.pricing || next.sharding != plan.sharding || next.fsdp != plan.fsdp
        || next.offload != plan.offload || next.gpuDevices != plan.gpuDevices
        || next.expertParallel != plan.expertParallel || next.capacityFactor != plan.capacityFactor
        || next.contextParallel != plan.contextParallel;
    if (!changed)
        return std::nullopt;
    return next;
}

} // namespace tpuplan
