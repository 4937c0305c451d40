// SPDX-License-Identifier: GPL-3.0-or-later
// tpuplan diagnose: read an out-of-memory message (or a measured peak), compare it with the estimate, offer the
// correction as a user calibration, and list the smallest changes that fit (docs/diagnose.md).
#include "Commands.h"
#include "EstimatorOptions.h"
#include "PlanOptions.h"

#include "diagnose/Diagnosis.h"
#include "util/InputError.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QJsonArray>

#include <algorithm>
#include <cstdio>

namespace tpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DiagnoseCommand)
};

QString entryLine(const CalibrationEntry& e)
{
    return Tr::tr("%1: activations × %2%3, %4, %5 — %6")
        .arg(e.key(), QLocale().toString(e.activationFactorMultiplier, 'f', 3),
             e.lowerBound ? Tr::tr(" (at least)") : QString(),
             e.date.isValid() ? e.date.toString(Qt::ISODate) : Tr::tr("undated"),
             e.hardware.isEmpty() ? Tr::tr("hardware not recorded") : e.hardware, e.evidence);
}

QJsonObject entryJson(const CalibrationEntry& e)
{
    QJsonObject o;
    o[QStringLiteral("key")] = e.key();
    o[QStringLiteral("runtime")] = runtimeId(e.runtime);
    o[QStringLiteral("model_family")] = e.modelFamily;
    o[QStringLiteral("activation_factor_multiplier")] = e.activationFactorMultiplier;
    o[QStringLiteral("lower_bound")] = e.lowerBound;
    o[QStringLiteral("date")] = e.date.isValid() ? e.date.toString(Qt::ISODate) : QString();
    o[QStringLiteral("hardware")] = e.hardware;
    o[QStringLiteral("evidence")] = e.evidence;
    return o;
}

// --list-calibrations / --remove-calibration KEY: no plan options needed.
int manageCalibrations(Command& cmd, CalibrationStore& store, Io io)
{
    try {
        store.load();
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }
    if (cmd.isSet(QStringLiteral("remove-calibration"))) {
        const QString key = cmd.value(QStringLiteral("remove-calibration"));
        if (!store.remove(key))
            return cmd.failure(Tr::tr("no calibration \"%1\" in %2 (tpuplan diagnose --list-calibrations shows them)")
                                   .arg(key, store.path()));
        try {
            store.save();
        } catch (const InputError& e) {
            return cmd.failure(e.text());
        }
        if (cmd.json()) {
            QJsonObject o;
            o[QStringLiteral("removed")] = key;
            o[QStringLiteral("calibration_file")] = store.path();
            printJson(io.out, o);
        } else {
            io.out << Tr::tr("Removed the calibration %1 from %2; the built-in model applies again.")
                          .arg(key, store.path())
                   << "\n";
            io.out.flush();
        }
        return kExitOk;
    }
    if (cmd.json()) {
        QJsonArray list;
        for (const CalibrationEntry& e : store.entries())
            list.append(entryJson(e));
        QJsonObject o;
        o[QStringLiteral("calibration_file")] = store.path();
        o[QStringLiteral("calibrations")] = list;
        printJson(io.out, o);
        return kExitOk;
    }
    if (store.entries().isEmpty())
        io.out << Tr::tr("No calibrations in %1.").arg(store.path()) << "\n";
    else {
        io.out << Tr::tr("Calibrations in %1:").arg(store.path()) << "\n";
        for (const CalibrationEntry& e : store.entries())
            io.out << QStringLiteral("  ") << entryLine(e) << "\n";
    }
    io.out.flush();
    return kExitOk;
}

// The plan fields of the run's sharding (core/plan/PlanFields.cpp, section `sharding`).
constexpr const char* kShardingKeys[] = {"sharding.strategy",         "sharding.fsdp",
                                         "sharding.tensor_parallel",  "sharding.expert_parallel",
                                         "sharding.context_parallel", "sharding.pipeline_parallel",
                                         "sharding.microbatches",     "sharding.virtual_stages",
                                         "sharding.slices",           "sharding.devices",
                                         "sharding.offload"};

// The run's sharding options read into a PlanInput by the plan table's own accessors; nullopt after printing the
// usage error.
std::optional<PlanInput> readSharding(Command& cmd)
{
    PlanInput p;
    for (const char* key : kShardingKeys) {
        const PlanField& f = planFieldOf(key);
        const QString option = QString::fromLatin1(f.option);
        if (f.isNumeric()) {
            const auto v = planNumber(cmd, f);
            if (!v)
                return std::nullopt;
            f.setNumber(p, *v);
            continue;
        }
        QStringList ids;
        for (const QString& id : cmd.value(option).split(QLatin1Char(','), Qt::SkipEmptyParts))
            ids << id.trimmed();
        if (const auto bad = f.setIds(p, ids)) {
            cmd.usageError(
                Tr::tr("--%1 takes %2, got \"%3\"").arg(option, f.choices().join(QStringLiteral(", ")), *bad));
            return std::nullopt;
        }
    }
    return p;
}

std::optional<OomReport> readMessage(Command& cmd, const QString& path)
{
    try {
        if (path == QLatin1String("-")) {
            QFile in;
            if (!in.open(stdin, QIODevice::ReadOnly))
                throw InputError(Tr::tr("<stdin>"), 0, QString(), Tr::tr("cannot be read"));
            const QByteArray data = in.read(OomParser::kMaxInputBytes + 1);
            if (data.size() > OomParser::kMaxInputBytes)
                throw InputError(Tr::tr("<stdin>"), 0, QString(),
                                 Tr::tr("more than %1 MiB: paste the error and the lines around it, not the whole log")
                                     .arg(OomParser::kMaxInputBytes / (1024 * 1024)));
            return OomParser::parse(QString::fromUtf8(data), Tr::tr("<stdin>"));
        }
        return OomParser::parseFile(path);
    } catch (const InputError& e) {
        cmd.failure(e.text());
        return std::nullopt;
    }
}
} // namespace

int runDiagnose(const QStringList& args, Io io)
{
    Command cmd(QStringLiteral("diagnose"),
                Tr::tr("Read an out-of-memory error (or a measured peak), compare it with the estimate, and list the "
                       "smallest changes that fit."),
                io);
    addEstimatorOptions(cmd, kWithBatch | kWithHardware);
    cmd.addValueOption(QStringLiteral("error-file"),
                       Tr::tr("The pasted error: XLA (TensorFlow, JAX, PyTorch/XLA) or CUDA (PyTorch); - reads stdin. "
                              "Also the compiler's figure: JAX compiled.memory_analysis() or MaxText "
                              "train_compile.py output."),
                       QStringLiteral("FILE"));
    cmd.addValueOption(QStringLiteral("measured-peak-gib"),
                       Tr::tr("Instead of --error-file: the peak memory of one device in a run that worked, GiB, as "
                              "nvidia-smi shows it (on a TPU include the runtime's reservation)."),
                       QStringLiteral("X"));
    cmd.addValueOption(QStringLiteral("accumulation"), Tr::tr("Gradient-accumulation steps of the run (default 1)."),
                       QStringLiteral("N"), QStringLiteral("1"));
    addPlanOption(cmd, "safety_margin"); // the plan's options (core/plan/PlanFields.cpp)
    addPlanOption(cmd, "max_accumulation");
    // the run's sharding, as a plan states it; auto reads as a replica and no offload (what ran is not chosen)
    for (const char* key : kShardingKeys)
        addPlanOption(cmd, key);
    cmd.addValueOption(QStringLiteral("pricing"),
                       Tr::tr("Price the fixes at on-demand, preemptible, spot, 1-year, 3-year or colab-free (default "
                              "on-demand)."),
                       QStringLiteral("P"), QStringLiteral("on-demand"));
    cmd.addValueOption(QStringLiteral("region"), Tr::tr("Price the fixes in this region (default: the cheapest)."),
                       QStringLiteral("R"));
    cmd.addValueOption(QStringLiteral("steps"), Tr::tr("Time and cost of each fix for this many steps (default 1000)."),
                       QStringLiteral("S"), QStringLiteral("1000"));
    cmd.addValueOption(QStringLiteral("limit"), Tr::tr("How many fixes to print (0 = all; default 8)."),
                       QStringLiteral("N"), QStringLiteral("8"));
    cmd.addFlag(QStringLiteral("builtin-model"),
                Tr::tr("Evaluate the fixes with the built-in model, not with the correction the observation implies."));
    cmd.addFlag(QStringLiteral("calibrate"),
                Tr::tr("Store the correction for this runtime and model family in the calibration file."));
    cmd.addValueOption(QStringLiteral("calibration-file"),
                       Tr::tr("The calibration file (default %1).").arg(CalibrationStore::defaultPath()),
                       QStringLiteral("FILE"));
    cmd.addFlag(QStringLiteral("list-calibrations"), Tr::tr("List the stored calibrations and exit."));
    cmd.addValueOption(QStringLiteral("remove-calibration"),
                       Tr::tr("Remove a stored calibration, e.g. xla/big_bird, and exit."), QStringLiteral("KEY"));
    if (!cmd.parse(args))
        return cmd.exitCode();

    CalibrationStore store(cmd.isSet(QStringLiteral("calibration-file")) ? cmd.value(QStringLiteral("calibration-file"))
                                                                         : CalibrationStore::defaultPath());
    if (cmd.isSet(QStringLiteral("list-calibrations")) || cmd.isSet(QStringLiteral("remove-calibration")))
        return manageCalibrations(cmd, store, io);

    const bool fromFile = cmd.isSet(QStringLiteral("error-file"));
    const bool fromPeak = cmd.isSet(QStringLiteral("measured-peak-gib"));
    if (fromFile == fromPeak)
        return cmd.usageError(Tr::tr("give exactly one of --error-file and --measured-peak-gib"));
    if (cmd.isSet(QStringLiteral("device-memory-gib")))
        return cmd.usageError(
            Tr::tr("diagnose needs --hardware (a catalog slice or GPU), not --device-memory-gib: the fixes "
                   "are priced and compared on catalog hardware"));
    if (!cmd.isSet(QStringLiteral("hardware")))
        return cmd.usageError(Tr::tr("--hardware is required"));
    auto in = readEstimatorInputs(cmd, kWithBatch | kWithHardware | kBatchAfterMesh);
    if (!in)
        return cmd.exitCode();
    const auto accumulation = cmd.intValue(QStringLiteral("accumulation"), 1, 65536);
    const auto margin = accumulation ? planNumber(cmd, planFieldOf("safety_margin")) : std::nullopt;
    const auto maxAcc = margin ? planNumber(cmd, planFieldOf("max_accumulation")) : std::nullopt;
    const auto steps = maxAcc ? cmd.doubleValue(QStringLiteral("steps"), 1, 1e12) : std::nullopt;
    const auto limit = steps ? cmd.intValue(QStringLiteral("limit"), 0, 1000) : std::nullopt;
    if (!limit)
        return cmd.exitCode();
    const auto sharding = readSharding(cmd);
    if (!sharding)
        return cmd.exitCode();
    const auto pricing = pricingModelFromId(cmd.value(QStringLiteral("pricing")));
    if (!pricing)
        return cmd.usageError(Tr::tr("unknown pricing model \"%1\"").arg(cmd.value(QStringLiteral("pricing"))));
    std::optional<double> peakBytes;
    if (fromPeak) {
        const auto gib = cmd.doubleValue(QStringLiteral("measured-peak-gib"), 0.001, 65536);
        if (!gib)
            return cmd.exitCode();
        peakBytes = gibToBytes(*gib);
    }

    const auto catalog = cmd.catalog();
    if (!catalog)
        return cmd.exitCode();
    const QString hw = cmd.value(QStringLiteral("hardware"));
    const auto device = catalog->device(hw);
    if (!device)
        return cmd.usageError(
            Tr::tr("unknown hardware \"%1\" (a slice such as v2-8, v3-32, v5litepod-8, or a GPU id)").arg(hw));
    const QString region = cmd.value(QStringLiteral("region"));
    if (!region.isEmpty() && !catalog->regions().contains(region))
        return cmd.usageError(Tr::tr("no prices in region \"%1\"").arg(region));
    if (device->isTpu && sharding->gpuDevices > 1)
        return cmd.usageError(Tr::tr("--devices is for a job of GPUs: a TPU slice has its devices (--slices joins "
                                     "slices)"));
    if (!device->isTpu && sharding->slices > 1)
        return cmd.usageError(Tr::tr("--slices is for TPU slices: a job of GPUs grows with --devices"));
    const int gpus = device->isTpu ? 1 : std::max(1, sharding->gpuDevices);
    const DeviceInfo job = *diagnosisDevice(*catalog, hw, gpus);

    DiagnosisInput di;
    di.model = in->model;
    di.head = in->head;
    di.config = in->config;
    if (!in->runtimeGiven)
        di.config.runtime = runtimeFor(*device, Runtime::PyTorch);
    di.config.accumulationSteps = *accumulation;
    di.hardware = hw;
    di.gpus = gpus;
    const MeshRequest request = sharding->meshRequest(sharding->sharding.value_or(ShardingStrategy::Replicate));
    di.config.mesh = meshFor(request, job.devices);
    di.config.pipeline.microbatches = sharding->microbatches > 0 ? sharding->microbatches : 2 * request.stage;
    di.config.pipeline.virtualStages = std::max(1, sharding->virtualStages);
    // an expert, context or stage axis the model or the job cannot take is the option's error (the rest of the mesh:
    // Diagnosis::run)
    if (const QString problem = meshProblem(di.config.mesh, di.model, job); !problem.isEmpty()) {
        const QString option = meshProblemOption(request, di.model, job);
        if (option == QLatin1String("expert-parallel") || option == QLatin1String("context-parallel")
            || option == QLatin1String("pipeline-parallel"))
            return cmd.usageError(QStringLiteral("--%1: %2").arg(option, problem));
    }
    // the batch per device counts the sequences of a context or pipeline group (a fractional --batch needs one)
    in->config.mesh = di.config.mesh;
    if (!applyBatch(cmd, *in))
        return cmd.exitCode();
    di.config.batchPerDevice = in->config.batchPerDevice;
    di.config.offload = sharding->offload.value_or(Offload{});
    di.safetyMargin = *margin;
    di.maxAccumulation = int(*maxAcc);
    di.pricing = *pricing;
    di.region = region;
    di.steps = *steps;
    di.fixesUseObservation = !cmd.isSet(QStringLiteral("builtin-model"));

    // a stored calibration is shown, not applied: the diagnosis compares the built-in model with the observation
    std::optional<CalibrationEntry> stored;
    try {
        store.load();
        if (const CalibrationEntry* e = store.find(di.config.runtime, modelFamily(di.model)))
            stored = *e;
    } catch (const InputError& e) {
        return cmd.failure(e.text());
    }

    std::optional<OomReport> report;
    if (fromFile) {
        report = readMessage(cmd, cmd.value(QStringLiteral("error-file")));
        if (!report)
            return cmd.exitCode();
    }
    DiagnosisResult result;
    try {
        const Diagnosis diagnosis(*catalog);
        result = report ? diagnosis.run(di, *report) : diagnosis.run(di, observationFromPeak(*peakBytes));
    } catch (const InputError& e) {
        return cmd.usageError(e.issue().message);
    }
    if (stored)
        result.notes << Reason{
            QStringLiteral("stored-calibration"),
            Tr::tr("A stored calibration exists for %1 (not applied here, where the built-in model is "
                   "compared with the observation): %2")
                .arg(stored->key(), entryLine(*stored))};

    // --calibrate
    QString storedNow;
    int code = kExitOk;
    if (cmd.isSet(QStringLiteral("calibrate"))) {
        const auto entry = result.proposedCalibration(QDate::currentDate());
        if (!entry) {
            cmd.failure(Tr::tr("no calibration stored: %1").arg(result.correction.explanation));
            code = kExitFailure;
        } else {
            try {
                store.set(*entry);
                store.save();
                storedNow
                    = Tr::tr(
                          "Stored the correction for %1 in %2: activations × %3 (%4 factor %5 → %6). It applies "
                          "only where a calibration file is used (tpuplan estimate --calibration-file %2); remove it "
                          "with tpuplan diagnose --remove-calibration %1.")
                          .arg(entry->key(), store.path(),
                               QLocale().toString(entry->activationFactorMultiplier, 'f', 3), runtimeId(entry->runtime),
                               QLocale().toString(result.builtinProfile.activationFactor, 'f', 2),
                               QLocale().toString(result.correction.correctedFactor, 'f', 2));
            } catch (const InputError& e) {
                cmd.failure(e.text());
                code = kExitFailure;
            }
        }
    }
    if (report && !report->isRecognised()) {
        cmd.failure(Tr::tr("%1: no out-of-memory message was recognised").arg(cmd.value(QStringLiteral("error-file"))));
        code = kExitFailure;
    }

    if (cmd.json()) {
        QJsonObject o = diagnosisJson(result);
        o[QStringLiteral("calibration_file")] = store.path();
        o[QStringLiteral("calibration_stored")] = !storedNow.isEmpty();
        o[QStringLiteral("stored_calibration")] = stored ? QJsonValue(entryJson(*stored)) : QJsonValue();
        printJson(io.out, o);
        return code;
    }
    io.out << diagnosisText(result, QLocale(), *limit);
    if (!storedNow.isEmpty())
        io.out << "\n" << storedNow << "\n";
    else if (const auto entry = result.proposedCalibration(QDate::currentDate()); entry && code == kExitOk)
        io.out << "\n"
               << Tr::tr(
                      "To keep this correction for %1 (shown wherever it is applied, removable), run the same command "
                      "with --calibrate.")
                      .arg(entry->key())
               << "\n";
    io.out.flush();
    return code;
}

} // namespace tpuplan::cli
