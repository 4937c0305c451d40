// SPDX-License-Identifier: GPL-3.0-or-later
#include "Report.h"
#include "Version.h"

#include "cost/CostModel.h"
#include "plan/PlanNotes.h"
#include "time/StepText.h"
#include "util/Format.h"
#include "util/Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

struct Fmt
{
    QLocale loc;
    QString num(double v, int decimals) const { return loc.toString(v, 'f', decimals); }
    QString integer(double v) const { return loc.toString(v, 'f', 0); }
    QString usd(double v) const { return formatUsd(v, loc); }
    // a candidate's cost, or "not publicly listed" where its price is (never $0.00)
    QString cost(const Candidate& c, double v) const { return costText(c, v, loc); }
    // as many decimals as the catalog price has (2 to 5): $4.50/h, $1.26225/h
    QString usdPerHour(double v) const
    {
        int d = 2;
        while (d < 5 && std::fabs(v * std::pow(10.0, d) - std::round(v * std::pow(10.0, d))) > 1e-6)
            ++d;
        return Tr::tr("%1/h").arg(formatUsd(v, loc, d));
    }
    QString gib(double bytes) const { return formatGiB(bytes, loc, 2); }
    QString hours(double h) const { return formatHours(h, loc); }
    // "12.5 h (10.8–15.0 h)": hours with the time model's band, as core/time/StepText.h writes them
    QString hoursBand(double h, const Band& b) const { return hoursWithBand(h, b, loc); }
    // "$1,234.00 ($1,060.00–$1,450.00)", or "not publicly listed" alone where the price is
    QString costBand(const Candidate& c, double v, const Band& b) const
    {
        return c.priced ? usdWithBand(v, b, loc) : cost(c, v);
    }
    // "3.40 s (2.92–4.08 s)", digits by size
    QString stepBand(const StepTime& t) const { return secondsWithBand(t.seconds, t.secondsBand, loc, -1); }
    QString percent(double share, int decimals = 0) const { return Tr::tr("%1 %").arg(num(share * 100, decimals)); }
    QString date(const QDate& d) const { return d.isValid() ? d.toString(Qt::ISODate) : QString(); }
};

QString joinLabels(const QStringList& l)
{
    return l.join(QStringLiteral(", "));
}

QString objectiveLabel(Objective o)
{
    switch (o) {
    case Objective::Cost:
        return Tr::tr("lowest expected cost");
    case Objective::Time:
        return Tr::tr("shortest expected time");
    case Objective::Balanced:
        return Tr::tr("balance of cost and time");
    }
    return QString();
}

QString runtimeLabel(Runtime r)
{
    switch (r) {
    case Runtime::Xla:
        return Tr::tr("XLA");
    case Runtime::PyTorch:
        return Tr::tr("PyTorch (eager)");
    case Runtime::TensorFlow:
        return Tr::tr("TensorFlow (graph)");
    }
    return QString();
}

// A model of several layer kinds (MoE, MLA, local attention): its stack, and for MoE the parameters by part and the
// active ones in the vendors' conventions (moe.md section 2). Nothing for a dense model of one layer kind.
void addLayerStackFields(const ModelSpec& m, const Fmt& f, QVector<ReportField>& out)
{
    if (layerStack(m).size() <= 1 && !m.isMoe() && !m.isMla())
        return;
    out << ReportField{QStringLiteral("layer-stack"), Tr::tr("Layers"), layerStackText(m)};
    if (!m.isMoe())
        return;
    const ParameterBreakdown pb = parameterBreakdown(m);
    out << ReportField{QStringLiteral("parameter-split"), Tr::tr("Parameters by part"), layerPartsText(pb)};
    const ActiveParameters ap = activeParameters(m);
    out << ReportField{QStringLiteral("active-parameters"), Tr::tr("Active parameters"),
                       Tr::tr("%1 per token with both embedding matrices (as Mistral, Qwen, Meta and Megatron count); "
                              "%2 without the input embedding (OpenAI, DeepSeek); %3 without embeddings")
                           .arg(f.integer(double(ap.withEmbeddings)), f.integer(double(ap.withoutInputEmbedding)),
                                f.integer(double(ap.nonEmbedding)))};
}

QString headLabel(const HeadConfig& h, const Fmt& f)
{
    QString s;
    switch (h.kind) {
    case HeadKind::Mlm:
        s = Tr::tr("masked LM over every position");
        break;
    case HeadKind::MlmMasked:
        s = Tr::tr("masked LM over %1 gathered positions").arg(f.integer(h.maxPredictions));
        break;
    case HeadKind::Classification:
        s = Tr::tr("classification, %1 labels").arg(f.integer(h.numLabels));
        break;
    case HeadKind::CausalLm:
        s = Tr::tr("causal LM (next token at every position)");
        break;
    }
    if (h.nsp)
        s = Tr::tr("%1 + next-sentence prediction").arg(s);
    return s;
}

QString attentionChoiceLabel(AttentionImpl a)
{
    switch (a) {
    case AttentionImpl::Auto:
        return Tr::tr("auto (flash where the hardware runs it, eager otherwise)");
    case AttentionImpl::Eager:
        return Tr::tr("eager (the s × s scores are stored)");
    case AttentionImpl::Flash:
        return Tr::tr("flash (no s × s scores)");
    }
    return QString();
}

// "optimizer states, parameters and activations", "none": what host offload moves, as a person reads it.
QString offloadLabel(const Offload& o)
{
    if (!o.any())
        return Tr::tr("none");
    QStringList parts;
    if (o.optimizer)
        parts << Tr::tr("optimizer states");
    if (o.params)
        parts << Tr::tr("parameters");
    if (o.activations)
        parts << Tr::tr("activations");
    return parts.join(QStringLiteral(", "));
}

QString boundLabel(StepBound b)
{
    switch (b) {
    case StepBound::Compute:
        return Tr::tr("compute");
    case StepBound::Communication:
        return Tr::tr("communication");
    case StepBound::HostTransfer:
        return Tr::tr("host transfer");
    }
    return QString();
}

// The bound as a remark of the candidate table.
QString boundRemark(StepBound b)
{
    switch (b) {
    case StepBound::Compute:
        return Tr::tr("compute-bound");
    case StepBound::Communication:
        return Tr::tr("communication-bound");
    case StepBound::HostTransfer:
        return Tr::tr("host-transfer-bound");
    }
    return QString();
}

// "FSDP: fsdp 8 × tensor 1": the strategy and the mesh of a candidate.
QString meshLabel(const Mesh& m)
{
    return Tr::tr("%1: %2").arg(shardingStrategyLabel(m.strategy), meshText(m));
}

// Whether the report shows the sharding lines: for decoders (the planner searches meshes for them) and for any plan
// whose listed candidates shard, use tensor parallelism, several slices or several GPUs, or offload. A seed encoder
// plan on one replicated slice reads as before.
bool showsSharding(const PlanInput& in, const PlanResult& result)
{
    if (in.model.isDecoder())
        return true;
    for (const Candidate& c : result.candidates)
        if (c.mesh.splitsModel() || c.mesh.slices > 1 || c.offload.any() || (!c.device.isTpu && c.device.devices > 1))
            return true;
    return false;
}

QString sourceText(const Catalog& cat, const QString& key)
{
    if (key.isEmpty())
        return QString();
    const SourceRef r = cat.source(key);
    if (r.ref.isEmpty() || r.ref == key)
        return key;
    return key + QStringLiteral(": ") + r.ref;
}

QString sourceDate(const Catalog& cat, const QString& key)
{
    return key.isEmpty() ? QString() : cat.source(key).asOf;
}

// The 8-bit peak an fp8/int8 run's linear layers are timed at, with its source and date (catalog generations.yaml
// and gpus.yaml; reference hardware.md and longctx.md section 3.2).
void addLowPrecisionPeakAssumption(Report& r, const Candidate& c, const Catalog& cat, const Fmt& f)
{
    if (c.step.peakFlopsLowPrecision <= 0)
        return;
    ReportAssumption a;
    a.id = QStringLiteral("peak-low-precision");
    QString key;
    double perChip = 0;
    if (const Generation* g = c.device.isTpu ? cat.generation(c.device.generation) : nullptr) {
        const bool int8 = c.precision == Precision::Int8Mixed;
        key = int8 ? g->int8TopsPerChip.source : g->source;
        perChip = int8 ? g->int8TopsPerChip.value : g->fp8TflopsPerChip;
        a.what = Tr::tr("Peak %1 of %2").arg(c.step.lowPrecisionFormat, g->name);
        a.value = int8 ? Tr::tr("%1 TOPS per chip").arg(f.num(perChip, 0))
                       : Tr::tr("%1 TFLOPS per chip").arg(f.num(perChip, 0));
        a.note = int8 ? QString() : g->note;
    } else if (const Gpu* g = cat.gpu(c.hardware)) {
        key = g->source;
        a.what = Tr::tr("Peak %1 of %2").arg(c.step.lowPrecisionFormat, g->name);
        a.value = Tr::tr("%1 TFLOPS per GPU (dense)").arg(f.num(g->peakTflopsFp8, 0));
    }
    a.sourceKey = key;
    a.source = sourceText(cat, key);
    a.asOf = cat.source(key).asOf;
    r.assumptions << a;
}

void addPriceAssumption(Report& r, const QString& id, const Candidate& c, const Catalog& cat, const QDate& today,
                        const Fmt& f)
{
    const Price& p = c.offering.price;
    ReportAssumption a;
    a.id = id;
    a.what = Tr::tr("Price of %1 in %2 (%3)").arg(c.hardware, c.offering.region, pricingLabel(c.offering.pricing));
    if (!c.priced) // no number, never $0.00/h
        a.value = f.cost(c, 0);
    else if (p.unit == PriceUnit::Chip && c.device.isTpu)
        a.value = Tr::tr("%1 per chip × %2 chips = %3")
                      .arg(f.usdPerHour(p.usdPerHour))
                      .arg(c.device.chips)
                      .arg(f.usdPerHour(c.offering.acceleratorUsdPerHour));
    else
        a.value = f.usdPerHour(c.offering.acceleratorUsdPerHour);
    a.sourceKey = p.source;
    a.source = sourceText(cat, p.source);
    if (!p.importedFrom.isEmpty())
        a.source += Tr::tr(" (imported from %1 on %2)").arg(p.importedFrom, f.date(p.importedOn));
    a.asOf = f.date(p.asOf);
    a.stale = Catalog::isStale(p.asOf, today);
    a.note = p.note;
    r.assumptions << a;
}
} // namespace

const ReportField* Report::field(const QString& id) const
{
    for (const QVector<ReportField>* list : {&question, &recommendation, &memorySummary, &timeCost, &preemption})
        for (const ReportField& f : *list)
            if (f.id == id)
                return &f;
    return nullptr;
}

bool Report::hasWarning(const QString& code) const
{
    for (const ReportWarning& w : warnings)
        if (w.code == code)
            return true;
    return false;
}

QString pricingLabel(PricingModel p)
{
    switch (p) {
    case PricingModel::OnDemand:
        return Tr::tr("on demand");
    case PricingModel::Preemptible:
        return Tr::tr("preemptible");
    case PricingModel::Spot:
        return Tr::tr("spot");
    case PricingModel::Commit1y:
        return Tr::tr("1-year commitment");
    case PricingModel::Commit3y:
        return Tr::tr("3-year commitment");
    case PricingModel::ColabFree:
        return Tr::tr("free Colab");
    case PricingModel::Calendar:
        return Tr::tr("calendar-mode reservation");
    case PricingModel::FlexStart:
        return Tr::tr("flex-start");
    }
    return QString();
}

QString precisionLabel(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return Tr::tr("fp32");
    case Precision::Bf16Mixed:
        return Tr::tr("bf16 mixed");
    case Precision::Fp16Mixed:
        return Tr::tr("fp16 mixed");
    case Precision::Bf16:
        return Tr::tr("bf16 (weights, gradients and optimizer states)");
    case Precision::Fp8Mixed:
        return Tr::tr("fp8 mixed (linear layers in fp8, the rest bf16 mixed)");
    case Precision::Int8Mixed:
        return Tr::tr("int8 mixed (linear layers in int8, the rest bf16 mixed)");
    }
    return QString();
}

QString optimizerLabel(OptimizerKind o)
{
    switch (o) {
    case OptimizerKind::AdamW:
        return Tr::tr("AdamW");
    case OptimizerKind::Adam:
        return Tr::tr("Adam");
    case OptimizerKind::Adafactor:
        return Tr::tr("Adafactor");
    case OptimizerKind::Sgd:
        return Tr::tr("SGD");
    case OptimizerKind::Momentum:
        return Tr::tr("SGD with momentum");
    case OptimizerKind::Lamb:
        return Tr::tr("LAMB");
    case OptimizerKind::AdamW8bit:
        return Tr::tr("8-bit AdamW (bitsandbytes, torchao)");
    }
    return QString();
}

QString lossChunksLabel(int chunks)
{
    return chunks <= 1 ? Tr::tr("none (the logits of the whole batch at once)")
                       : Tr::tr("%1 (chunked cross-entropy: one chunk of logits at a time)").arg(chunks);
}

QString placementLabel(const RematPlacement& p)
{
    QStringList device;
    QStringList offloaded;
    for (int i = 0; i < int(LayerTensor::Count); ++i) {
        const LayerTensor t = LayerTensor(i);
        if (p[t] == Placement::Device)
            device << layerTensorId(t);
        else if (p[t] == Placement::Offload)
            offloaded << layerTensorId(t);
    }
    QStringList parts;
    if (!device.isEmpty())
        parts << Tr::tr("on the device: %1").arg(device.join(QStringLiteral(", ")));
    if (!offloaded.isEmpty())
        parts << Tr::tr("offloaded to the host: %1").arg(offloaded.join(QStringLiteral(", ")));
    parts << (device.size() + offloaded.size() < int(LayerTensor::Count) ? Tr::tr("the rest recomputed")
                                                                         : Tr::tr("nothing recomputed"));
    return parts.join(QStringLiteral("; "));
}

QStringList searchLeverLabels(const Candidate& c, const PlanInput& in)
{
    QStringList out;
    // a plan that leaves the loss to the planner (loss_chunks 0) runs whole or in chunks: the chunks are the lever
    if (in.lossChunks == 0 && c.lossChunks > 1)
        out << Tr::tr("loss in %1 chunks (search lever)").arg(c.lossChunks);
    if (c.optimizer != in.optimizer)
        out << Tr::tr("%1 (search lever)").arg(optimizerLabel(c.optimizer));
    return out;
}

QString checkpointingLabel(const Checkpointing& c)
{
    switch (c.kind) {
    case CheckpointingKind::None:
        return Tr::tr("none");
    case CheckpointingKind::Full:
        return Tr::tr("every layer");
    case CheckpointingKind::EveryK:
        return Tr::tr("every %1 layers").arg(c.everyK);
    case CheckpointingKind::Selective:
        return Tr::tr("selective (attention)");
    case CheckpointingKind::SelectiveOps:
        return Tr::tr("selective (torchtitan op-level)");
    case CheckpointingKind::Custom:
        return Tr::tr("custom placement (%1)")
            .arg(rematPlacementText(c.placement).isEmpty() ? Tr::tr("layer inputs kept")
                                                           : rematPlacementText(c.placement));
    default:
        return Tr::tr("MaxText %1").arg(checkpointingId(c));
    }
    return QString();
}

QString loraTargetsLabel(LoraTargets t)
{
    switch (t) {
    case LoraTargets::Qv:
        return Tr::tr("the query and value projections");
    case LoraTargets::AllLinear:
        return Tr::tr("every linear layer");
    }
    return QString();
}

QString finetuneLabel(FinetuneMode mode, int loraRank, LoraTargets targets)
{
    switch (mode) {
    case FinetuneMode::Full:
        return Tr::tr("full (every weight trains)");
    case FinetuneMode::Lora:
        return Tr::tr("LoRA rank %1 on %2 (frozen base weights)").arg(loraRank).arg(loraTargetsLabel(targets));
    case FinetuneMode::Qlora:
        return Tr::tr("QLoRA: 4-bit NF4 base, LoRA rank %1 on %2").arg(loraRank).arg(loraTargetsLabel(targets));
    }
    return QString();
}

QString reportLanguage(const QLocale& locale)
{
    switch (locale.language()) {
    case QLocale::C:
    case QLocale::AnyLanguage:
    case QLocale::English:
        return QStringLiteral("en");
    case QLocale::Japanese:
        return QStringLiteral("ja");
    case QLocale::Korean:
        return QStringLiteral("ko");
    case QLocale::Chinese:
        return locale.script() == QLocale::TraditionalChineseScript ? QStringLiteral("zh-TW") : QStringLiteral("zh-CN");
    default:
        return locale.bcp47Name();
    }
}

namespace {
// The memory outside the device total that the candidate's training options make: the activations the checkpointing
// placement offloads, the paged optimizer's states, and the update's temporaries as counted.
void memorySummaryPlacement(Report& r, const Candidate& c, const Fmt& f)
{
    auto ms = [&](const char* id, const QString& label, const QString& value) {
        r.memorySummary << ReportField{QString::fromLatin1(id), label, value};
    };
    const MemoryEstimate& e = c.memory;
    if (e.activation.offloadedAcrossLayers > 0)
        ms("offloaded-by-placement", Tr::tr("Activations offloaded by checkpointing"),
           Tr::tr("%1 per device in host memory (the placement's offloaded tensors), outside the device total")
               .arg(f.gib(e.activation.factor * e.activation.offloadedAcrossLayers)));
    if (e.sharding.pagedOptimizer > 0)
        ms("paged-optimizer", Tr::tr("Paged optimizer states"),
           Tr::tr("%1 in CUDA unified memory, outside the device total (moved to host RAM when the GPU runs short)")
               .arg(f.gib(e.sharding.pagedOptimizer)));
    if (e.overhead.updateTemporariesLive > 0)
        ms("update-temporaries", Tr::tr("Optimizer update temporaries"),
           Tr::tr("%1 live after the backward pass; %2 counted beyond the activations they replace")
               .arg(f.gib(e.overhead.updateTemporariesLive), f.gib(e.overhead.updateTemporaries)));
}
} // namespace

ReportMeta reportMeta(const Catalog& catalog, const QDate& today, const QString& title)
{
    ReportMeta m;
    const QLocale loc;
    m.language = reportLanguage(loc);
    m.localeName = loc.name();
    m.generatedOn = today;
    m.catalogVersion = catalog.version();
    m.catalogDate = catalog.date();
    m.appVersion = QStringLiteral(TPUPLAN_VERSION);
    m.title = title;
    return m;
}

Report buildReport(const PlanInput& in, const PlanResult& result, const Catalog& cat, const QDate& today,
                   int chosenIndex)
{
    const Fmt f{QLocale()};
    Report r;
    static_cast<ReportMeta&>(r) = reportMeta(
        cat, today, Tr::tr("Training plan: %1").arg(in.model.name.isEmpty() ? in.model.id : in.model.name));

    ReportHeadings& h = r.headings;
    h.question = Tr::tr("The question");
    h.recommendation = Tr::tr("Recommendation");
    h.reasons = Tr::tr("Why");
    h.runnersUp = Tr::tr("Candidates");
    h.memory = Tr::tr("Memory per device");
    h.timeCost = Tr::tr("Time and cost");
    h.preemption = Tr::tr("Preemption");
    h.assumptions = Tr::tr("Assumptions and sources");
    h.warnings = Tr::tr("Warnings");
    h.commands = Tr::tr("Commands");
    h.notes = Tr::tr("Notes");
    h.charts = Tr::tr("Charts");
    h.assumptionColumns
        = QStringList{Tr::tr("What"), Tr::tr("Value"), Tr::tr("Source"), Tr::tr("As of"), Tr::tr("Stale")};
    h.staleMark = Tr::tr("stale");
    h.generatedBy
        = Tr::tr("Generated by TPU Planner %1 on %2 (catalog %3).")
              .arg(r.appVersion, f.date(today),
                   (r.catalogVersion.isEmpty() ? Tr::tr("built-in") : r.catalogVersion)
                       + (r.catalogDate.isValid() ? QStringLiteral(", ") + f.date(r.catalogDate) : QString()));

    // ---- the question
    const qint64 params = modelParameters(in.model);
    auto q = [&](const char* id, const QString& label, const QString& value) {
        r.question << ReportField{QString::fromLatin1(id), label, value};
    };
    q("model", Tr::tr("Model"),
      Tr::tr("%1 (%2, %3 M parameters)")
          .arg(in.model.name.isEmpty() ? in.model.id : in.model.name, in.modelRef.isEmpty() ? in.model.id : in.modelRef)
          .arg(f.num(params / 1e6, 1)));
    if (in.model.isMoe() && parameterBreakdown(in.model).denseMlp > 0)
        q("architecture", Tr::tr("Architecture"),
          Tr::tr("%1 layers, hidden %2, %3 heads, intermediate %4 (dense) and %5 (each expert), vocabulary %6")
              .arg(in.model.layers)
              .arg(in.model.hiddenSize)
              .arg(in.model.heads)
              .arg(in.model.intermediateSize)
              .arg(in.model.expertIntermediateSize)
              .arg(f.integer(in.model.vocabSize)));
    else if (in.model.isMoe())
        q("architecture", Tr::tr("Architecture"),
          Tr::tr("%1 layers, hidden %2, %3 heads, intermediate %4 (each expert), vocabulary %5")
              .arg(in.model.layers)
              .arg(in.model.hiddenSize)
              .arg(in.model.heads)
              .arg(in.model.expertIntermediateSize)
              .arg(f.integer(in.model.vocabSize)));
    else
        q("architecture", Tr::tr("Architecture"),
          Tr::tr("%1 layers, hidden %2, %3 heads, intermediate %4, vocabulary %5")
              .arg(in.model.layers)
              .arg(in.model.hiddenSize)
              .arg(in.model.heads)
              .arg(in.model.intermediateSize)
              .arg(f.integer(in.model.vocabSize)));
    if (in.model.isDecoder()) {
        // decoders: the exact count and where it sits, as model-info prints it (docs/reports.md)
        const ParameterBreakdown pb = parameterBreakdown(in.model);
        q("model-kind", Tr::tr("Model kind"), Tr::tr("decoder (causal language model)"));
        q("parameters", Tr::tr("Parameters"),
          Tr::tr("%1 (embeddings %2, layers %3, head %4)")
              .arg(f.integer(double(params)), f.integer(double(pb.embeddings)), f.integer(double(pb.layers)),
                   f.integer(double(pb.head))));
        addLayerStackFields(in.model, f, r.question);
    }
    q("attention", Tr::tr("Attention"),
      in.model.attention == AttentionKind::BlockSparse
          ? Tr::tr("block-sparse (block %1, %2 random blocks)").arg(in.model.blockSize).arg(in.model.randomBlocks)
          : Tr::tr("full"));
    q("head", Tr::tr("Training head"), headLabel(in.head, f));
    if (in.model.isDecoder() || in.finetune != FinetuneMode::Full) {
        q("finetune", Tr::tr("Fine-tuning"), finetuneLabel(in.finetune, in.loraRank, in.loraTargets));
        q("attention-kernel-choice", Tr::tr("Attention kernel"), attentionChoiceLabel(in.attention));
        q("loss-chunks", Tr::tr("Loss chunks"),
          in.lossChunks == 0
              ? Tr::tr("chosen by the planner: none, or %1 where that runs a larger batch").arg(kPlannerLossChunks)
              : lossChunksLabel(in.lossChunks));
    }
    q("seq-len", Tr::tr("Sequence length"), Tr::tr("%1 tokens").arg(f.integer(in.seqLen)));
    q("global-batch", Tr::tr("Global batch"), Tr::tr("%1 sequences").arg(f.integer(in.globalBatch)));
    switch (in.runLength) {
    case RunLength::Steps:
        q("run-length", Tr::tr("Run length"), Tr::tr("%1 steps").arg(f.integer(in.totalSteps())));
        break;
    case RunLength::Tokens:
        q("run-length", Tr::tr("Run length"),
          Tr::tr("%1 tokens (%2 steps)").arg(f.integer(in.tokens), f.integer(in.totalSteps())));
        break;
    case RunLength::Epochs:
        q("run-length", Tr::tr("Run length"),
          Tr::tr("%1 epochs of %2 tokens (%3 steps)")
              .arg(f.num(in.epochs, 2), f.integer(in.datasetTokens), f.integer(in.totalSteps())));
        break;
    }
    if (in.datasetGiB > 0)
        q("dataset", Tr::tr("Data in Cloud Storage"), Tr::tr("%1 GiB").arg(f.num(in.datasetGiB, 1)));
    QStringList precisions;
    for (Precision p : in.precisions)
        precisions << precisionLabel(p);
    q("precisions", Tr::tr("Precisions tried"), joinLabels(precisions));
    q("optimizer", Tr::tr("Optimizer"), optimizerId(in.optimizer));
    QStringList ckpts;
    for (CheckpointingKind k : in.checkpointing)
        ckpts << (k == CheckpointingKind::EveryK ? Tr::tr("every k layers")
                                                 : checkpointingLabel(Checkpointing{k, 2, in.rematPlacement}));
    q("checkpointing", Tr::tr("Checkpointing tried"), joinLabels(ckpts));
    q("max-accumulation", Tr::tr("Gradient accumulation"),
      in.maxAccumulation <= 1 ? Tr::tr("none (the training code cannot accumulate)")
                              : Tr::tr("up to %1 steps").arg(in.maxAccumulation));
    QString hw;
    if (!in.hardware.isEmpty())
        hw = joinLabels(in.hardware);
    else if (!in.generations.isEmpty())
        hw = Tr::tr("every slice of %1").arg(joinLabels(in.generations));
    else
        hw = Tr::tr("every TPU slice");
    if (in.hardware.isEmpty() && in.includeGpus)
        hw = Tr::tr("%1 and the catalog's GPUs").arg(hw);
    q("hardware", Tr::tr("Hardware considered"), hw);
    q("regions", Tr::tr("Regions"), in.regions.isEmpty() ? Tr::tr("all") : joinLabels(in.regions));
    QStringList pricing;
    for (PricingModel p : in.pricing)
        pricing << pricingLabel(p);
    q("pricing", Tr::tr("Pricing"), pricing.isEmpty() ? Tr::tr("all") : joinLabels(pricing));
    q("objective", Tr::tr("Ranked by"), objectiveLabel(in.objective));
    if (in.deadlineHours > 0)
        q("deadline", Tr::tr("Deadline"), f.hours(in.deadlineHours));
    if (in.budgetUsd > 0)
        q("budget", Tr::tr("Budget"), f.usd(in.budgetUsd));
    q("safety-margin", Tr::tr("Memory kept free"), f.percent(in.safetyMargin));
    q("preemption-assumptions", Tr::tr("Preemption assumptions"),
      Tr::tr("%1 preemptions per hour; saving a checkpoint takes %2 min, a restart %3 min")
          .arg(f.num(in.preemptionRatePerHour, 3), f.num(in.checkpointWriteMinutes, 1), f.num(in.restartMinutes, 1)));

    // ---- headings of the candidate table (filled even without candidates, so that formats print the header)
    r.runnersUp.header = QStringList{Tr::tr("#"),
                                     Tr::tr("Hardware"),
                                     Tr::tr("Region"),
                                     Tr::tr("Pricing"),
                                     Tr::tr("Precision"),
                                     Tr::tr("Checkpointing"),
                                     Tr::tr("Batch × acc."),
                                     Tr::tr("Memory/device"),
                                     Tr::tr("Step time"),
                                     Tr::tr("MFU"),
                                     Tr::tr("Expected time"),
                                     Tr::tr("Cost"),
                                     Tr::tr("Expected cost"),
                                     Tr::tr("Remarks")};
    if (in.model.isDecoder()) // the kernel that runs depends on the hardware: one per candidate
        r.runnersUp.header.insert(r.runnersUp.header.size() - 1, Tr::tr("Attention kernel"));
    const bool sharding = showsSharding(in, result);
    // one column after the batch split for the strategy, mesh and offload (the table is already wide: the bound goes
    // to the remarks)
    const int meshColumn = int(r.runnersUp.header.indexOf(Tr::tr("Batch × acc."))) + 1;
    if (sharding)
        r.runnersUp.header.insert(meshColumn, Tr::tr("Sharding"));
    r.memory.header = QStringList{Tr::tr("Component"), Tr::tr("Per device"), Tr::tr("Share of the device")};
    r.charts = {
        ReportChart{QStringLiteral("memory-breakdown"), QStringLiteral("memory"),
                    Tr::tr("Memory breakdown against the device's memory")},
        ReportChart{QStringLiteral("memory-vs-seq-len"), QStringLiteral("memory"),
                    Tr::tr("Memory against sequence length, with and without checkpointing")},
        ReportChart{QStringLiteral("cost-vs-time"), QStringLiteral("runners-up"),
                    Tr::tr("Expected cost against expected time, with the Pareto front")},
        ReportChart{QStringLiteral("preemption-cost"), QStringLiteral("preemption"),
                    Tr::tr("Expected cost under preemption")},
    };

    QString nothingEvaluated; // why no candidate was evaluated: the headline when there is none
    for (const Reason& n : result.notes) {
        if (n.code == QLatin1String("nothing-fits"))
            r.warnings << ReportWarning{n.code, n.text};
        else if (n.code == QLatin1String("nothing-evaluated"))
            nothingEvaluated = n.text;
        else
            r.notes << n.text;
    }
    if (!cat.userFiles().isEmpty())
        r.warnings << ReportWarning{
            QStringLiteral("user-catalog"),
            Tr::tr("Prices and hardware include a user catalog: %1.").arg(joinLabels(cat.userFiles()))};

    if (result.candidates.isEmpty()) {
        r.headline = !nothingEvaluated.isEmpty()
            ? nothingEvaluated
            : Tr::tr("No candidate: nothing in the catalog matches the plan's hardware, regions and pricing.");
        r.warnings << ReportWarning{QStringLiteral("no-candidates"), r.headline};
        return r;
    }
    if (chosenIndex < 0 || chosenIndex >= result.candidates.size())
        chosenIndex = 0;
    r.chosenIndex = chosenIndex;
    Candidate c = result.candidates[chosenIndex];
    Planner(cat).simulate(c, in, chosenIndex); // nothing to do when plan() simulated it or it cannot be preempted
    r.chosen = c;
    const QString word = deviceWord(c.device, CoreWord::TensorCore);
    const double usable = usableMemoryBytes(c.device.memoryBytes, in.safetyMargin);

    // ---- recommendation
    if (c.fits && c.withinConstraints && !c.priced)
        r.headline
            = Tr::tr("Train on %1 in %2 (%3), %4, %5: expected %6; the cost is unknown, since the price is not "
                     "publicly listed.")
                  .arg(jobText(c), c.offering.region, pricingLabel(c.offering.pricing), precisionLabel(c.precision),
                       c.checkpointing.kind == CheckpointingKind::None
                           ? Tr::tr("no checkpointing")
                           : Tr::tr("checkpointing %1").arg(checkpointingLabel(c.checkpointing)),
                       f.hours(c.expectedHours));
    else if (c.fits && c.withinConstraints)
        r.headline
            = Tr::tr("Train on %1 in %2 (%3), %4, %5: expected %6 and %7.")
                  .arg(jobText(c), c.offering.region, pricingLabel(c.offering.pricing), precisionLabel(c.precision),
                       c.checkpointing.kind == CheckpointingKind::None
                           ? Tr::tr("no checkpointing")
                           : Tr::tr("checkpointing %1").arg(checkpointingLabel(c.checkpointing)),
                       f.hours(c.expectedHours), f.cost(c, c.expectedCostUsd));
    else if (c.fits)
        r.headline = Tr::tr("%1 in %2 (%3) fits but misses the deadline or the budget: expected %4 and %5.")
                         .arg(jobText(c), c.offering.region, pricingLabel(c.offering.pricing), f.hours(c.expectedHours),
                              c.priced ? f.cost(c, c.expectedCostUsd)
                                       : Tr::tr("an unknown cost (the price is not publicly listed)"));
    else
        r.headline = Tr::tr("%1 does not fit: even a batch of 1 per %2 needs %3, more than the %4 usable.")
                         .arg(c.hardware, word, f.gib(c.memory.memory.total()), f.gib(usable));
    auto rec = [&](const char* id, const QString& label, const QString& value) {
        r.recommendation << ReportField{QString::fromLatin1(id), label, value};
    };
    rec("rank", Tr::tr("Rank"),
        Tr::tr("#%1 of %2 listed (%3 evaluated, %4 fit)")
            .arg(chosenIndex + 1)
            .arg(result.candidates.size())
            .arg(f.integer(result.evaluated), f.integer(result.fitting)));
    rec("hardware", Tr::tr("Hardware"),
        c.device.isTpu ? Tr::tr("%1: %n device(s) on %2 chip(s) and %3 host(s)", nullptr, c.device.devices)
                             .arg(c.hardware)
                             .arg(c.device.chips)
                             .arg(c.device.hosts)
                       : Tr::tr("%1: %n GPU(s)", nullptr, c.device.devices).arg(c.hardware));
    const ShardingDetail& sd = c.memory.sharding;
    const Mesh& mesh = c.mesh;
    if (sharding) {
        rec("job", Tr::tr("Job"), jobText(c));
        rec("mesh", Tr::tr("Sharding"),
            Tr::tr("%1 over %n device(s), mesh %2", nullptr, mesh.devices())
                .arg(shardingStrategyLabel(mesh.strategy), meshText(mesh)));
        rec("offload", Tr::tr("Host offload"), offloadLabel(c.offload));
    }
    rec("region", Tr::tr("Region"), c.offering.region);
    rec("pricing", Tr::tr("Pricing"), pricingLabel(c.offering.pricing));
    rec("price", Tr::tr("Price"),
        !c.priced ? f.cost(c, 0)
            : c.offering.hostUsdPerHour > 0
            ? Tr::tr("%1 (accelerator %2 + host %3 %4)")
                  .arg(f.usdPerHour(c.offering.totalUsdPerHour()), f.usdPerHour(c.offering.acceleratorUsdPerHour),
                       c.offering.hostVm, f.usdPerHour(c.offering.hostUsdPerHour))
            : f.usdPerHour(c.offering.totalUsdPerHour()));
    rec("precision", Tr::tr("Precision"), precisionLabel(c.precision));
    rec("checkpointing", Tr::tr("Checkpointing"), checkpointingLabel(c.checkpointing));
    // the placement a MaxText policy (or the plan's custom one) gives the layer's named activations
    if (const auto placement = placementOf(c.checkpointing);
        placement && in.model.isDecoder() && c.checkpointing.kind != CheckpointingKind::Full)
        rec("remat-placement", Tr::tr("Activation placement"), placementLabel(*placement));
    const bool optimizerLever = c.optimizer != in.optimizer;
    rec("optimizer", Tr::tr("Optimizer"),
        optimizerLever ? Tr::tr("%1 (search lever; the plan asks for %2)")
                             .arg(optimizerLabel(c.optimizer), optimizerLabel(in.optimizer))
                       : optimizerLabel(c.optimizer));
    if (in.head.kind == HeadKind::CausalLm)
        rec("loss-chunks", Tr::tr("Loss chunks"),
            in.lossChunks == 0 ? Tr::tr("%1, chosen by the planner").arg(lossChunksLabel(c.lossChunks))
                               : lossChunksLabel(c.lossChunks));
    rec("runtime", Tr::tr("Runtime"), runtimeLabel(c.runtime));
    if (in.model.isDecoder())
        rec("attention-kernel", Tr::tr("Attention kernel"),
            attentionKernelName(resolvedAttention(in.model, in.attention, c.device), c.device));
    rec("batch", Tr::tr("Batch split"),
        Tr::tr("%1 per %2 × %3 accumulation step(s) × %4 device(s) = %5")
            .arg(formatBatch(c.perDeviceBatch(), f.loc))
            .arg(word)
            .arg(c.accumulation)
            .arg(c.device.devices * std::max(1, mesh.slices))
            .arg(qint64(c.batchPerDevice) * c.accumulation * c.device.devices * std::max(1, mesh.slices)
                 / std::max(1, mesh.batchGroup())));
    rec("memory", Tr::tr("Memory per device"),
        Tr::tr("%1 of %2 (%3)")
            .arg(f.gib(c.memory.memory.total()), f.gib(c.device.memoryBytes),
                 c.fits ? Tr::tr("fits") : Tr::tr("does not fit")));
    rec("expected-time", Tr::tr("Expected time"), f.hoursBand(c.expectedHours, c.expectedHoursBand));
    rec("expected-cost", Tr::tr("Expected cost"), f.costBand(c, c.expectedCostUsd, c.expectedCostBand));
    rec("pareto", Tr::tr("Pareto front"),
        c.pareto ? Tr::tr("yes: nothing else is both cheaper and faster") : Tr::tr("no"));
    for (const Reason& reason : c.reasons)
        r.reasons << reason.text;

    // ---- candidates table
    for (int i = 0; i < result.candidates.size(); ++i) {
        const Candidate& k = result.candidates[i];
        QStringList remarks;
        if (i == chosenIndex)
            remarks << Tr::tr("chosen");
        if (k.pareto)
            remarks << Tr::tr("Pareto");
        if (!k.fits)
            remarks << Tr::tr("does not fit");
        else if (!k.withinConstraints)
            remarks << Tr::tr("misses deadline or budget");
        if (k.stalePrice)
            remarks << Tr::tr("stale price");
        if (!k.priced)
            remarks << Tr::tr("price not listed: cost unknown");
        // the table's column is narrow: pure bf16 by its short name
        const QString precision = k.precision == Precision::Bf16 ? Tr::tr("bf16 pure") : precisionLabel(k.precision);
        r.runnersUp.rows << QStringList{
            QString::number(i + 1),
            jobText(k),
            k.offering.region,
            pricingLabel(k.offering.pricing),
            precision,
            (QStringList{checkpointingLabel(k.checkpointing)} + searchLeverLabels(k, in)).join(QStringLiteral("; ")),
            QStringLiteral("%1 × %2").arg(formatBatch(k.perDeviceBatch(), f.loc)).arg(k.accumulation),
            f.gib(k.memory.memory.total()),
            f.stepBand(k.step),
            f.percent(k.step.mfu, 1),
            f.hoursBand(k.expectedHours, k.expectedHoursBand),
            f.cost(k, k.cost.totalUsd()),
            f.costBand(k, k.expectedCostUsd, k.expectedCostBand),
            joinLabels(remarks)};
        QStringList& row = r.runnersUp.rows.last();
        if (in.model.isDecoder())
            row.insert(row.size() - 1,
                       attentionKernelName(resolvedAttention(in.model, in.attention, k.device), k.device));
        if (sharding) {
            row.insert(meshColumn,
                       k.offload.any() ? Tr::tr("%1; offload: %2").arg(meshLabel(k.mesh), offloadLabel(k.offload))
                                       : meshLabel(k.mesh));
            row.last() = joinLabels(remarks + QStringList{boundRemark(k.step.bound)});
        }
    }
    r.runnersUp.highlightedRow = chosenIndex;

    // ---- memory
    const MemoryBreakdown& m = c.memory.memory;
    const double dev = c.device.memoryBytes > 0 ? c.device.memoryBytes : 1.0;
    auto memRow = [&](const QString& label, double bytes) {
        r.memory.rows << QStringList{label, f.gib(bytes), f.percent(bytes / dev, 1)};
    };
    // the fine-tuning split and the causal-LM logits as their own lines ("of which"): the rows above already hold
    // them, so the total stays the sum of the five components
    const AdapterDetail& ad = c.memory.adapters;
    const double adapterBytes = ad.adapterWeights + ad.adapterGradients + ad.adapterOptimizerStates;
    memRow(Tr::tr("Parameters"), m.parameters);
    if (ad.adapterParameters > 0)
        memRow(Tr::tr("of which frozen base weights"), ad.baseWeights);
    memRow(Tr::tr("Gradients"), m.gradients);
    memRow(Tr::tr("Optimizer states"), m.optimizerStates);
    if (ad.adapterParameters > 0)
        memRow(Tr::tr("of which adapters (weights, gradients, optimizer states)"), adapterBytes);
    if (c.memory.sharding.expertStates > 0) // MoE: the routed experts' share of the three rows above
        memRow(Tr::tr("of which routed experts (weights, gradients, optimizer states)"),
               c.memory.sharding.expertStates);
    memRow(Tr::tr("Activations"), m.activations);
    const double logitBytes = c.memory.activation.logits * c.memory.activation.factor;
    if (in.head.kind == HeadKind::CausalLm && logitBytes > 0)
        memRow(Tr::tr("of which logits of the causal-LM head"), logitBytes);
    memRow(Tr::tr("Runtime overhead"), m.runtimeOverhead);
    if (m.sharding > 0) // part of the total: the weights gathered for the unit computed and the collectives' buffers
        memRow(Tr::tr("Sharding buffers (gathered weights, communication buffers)"), m.sharding);
    memRow(Tr::tr("Total"), m.total());
    auto ms = [&](const char* id, const QString& label, const QString& value) {
        r.memorySummary << ReportField{QString::fromLatin1(id), label, value};
    };
    ms("device-memory", Tr::tr("Memory per %1").arg(word), f.gib(c.device.memoryBytes));
    ms("usable", Tr::tr("Usable with the safety margin"), f.gib(usable));
    if (c.mesh.stage > 1) {
        // a pipeline: the heaviest stage's total (the rows above) decides the fit; each stage's beside it
        ms("heaviest-stage", Tr::tr("Heaviest stage"),
           Tr::tr("stage %1 of %2 (%3 layers), %4: its total decides the fit")
               .arg(c.memory.stageIndex + 1)
               .arg(c.mesh.stage)
               .arg(c.memory.stageLayers)
               .arg(f.gib(m.total())));
        QStringList stages;
        for (int i = 0; i < c.stageTotals.size(); ++i)
            stages << Tr::tr("%1: %2").arg(i + 1).arg(f.gib(c.stageTotals[i]));
        if (!stages.isEmpty())
            ms("stages", Tr::tr("Each stage"), stages.join(QStringLiteral(", ")));
    }
    ms("headroom", Tr::tr("Headroom"), f.gib(c.memory.headroom));
    if (c.checkpointing.kind != CheckpointingKind::None)
        ms("without-checkpointing", Tr::tr("Without checkpointing"),
           Tr::tr("%1 (%2)").arg(f.gib(c.totalWithoutCheckpointing),
                                 c.totalWithoutCheckpointing > usable ? Tr::tr("does not fit") : Tr::tr("fits")));
    if (c.memory.activation.effectiveSeqLen > 0 && c.memory.activation.effectiveSeqLen != in.seqLen)
        ms("effective-seq-len", Tr::tr("Sequence length in memory"),
           Tr::tr("%1 tokens (padded to the block size)").arg(f.integer(c.memory.activation.effectiveSeqLen)));
    if (c.memory.activation.fellBackToFull)
        ms("attention-fallback", Tr::tr("Attention"),
           Tr::tr("full: the sequence is too short for the block-sparse pattern"));
    if (ad.adapterParameters > 0)
        ms("adapters", Tr::tr("Adapters"),
           Tr::tr("%1 parameters: weights %2, gradients %3, optimizer states %4")
               .arg(f.integer(double(ad.adapterParameters)), f.gib(ad.adapterWeights), f.gib(ad.adapterGradients),
                    f.gib(ad.adapterOptimizerStates)));
    if (in.head.kind == HeadKind::CausalLm && logitBytes > 0) {
        const ActivationDetail& act = c.memory.activation;
        const QString loss = act.loss == LossImpl::Fused ? Tr::tr("fused loss") : Tr::tr("eager loss");
        ms("logits", Tr::tr("Logits of the causal-LM head"),
           c.lossChunks > 1 ? Tr::tr("%1 (%2, %3 bytes per logit; one of %4 loss chunks at a time)")
                                  .arg(f.gib(logitBytes), loss, f.num(act.logitBytesPerElement, 1))
                                  .arg(c.lossChunks)
                            : Tr::tr("%1 (%2, %3 bytes per logit; the whole batch at once, --loss-chunks shrinks it)")
                                  .arg(f.gib(logitBytes), loss, f.num(act.logitBytesPerElement, 1)));
    }
    memorySummaryPlacement(r, c, f);
    if (c.memory.overhead.dequantization > 0)
        ms("dequantization", Tr::tr("Dequantisation buffer (QLoRA)"), f.gib(c.memory.overhead.dequantization));
    if (c.memory.overhead.xlaReservation > 0)
        ms("xla-reservation", Tr::tr("XLA reservation"), f.gib(c.memory.overhead.xlaReservation));
    if (c.memory.overhead.cudaContext > 0)
        ms("cuda-context", Tr::tr("CUDA context"), f.gib(c.memory.overhead.cudaContext));
    if (sharding) {
        ms("full-replica", Tr::tr("A full replica's model states"),
           Tr::tr("%1 per device without sharding (weights, gradients and optimizer states); %2 with %3")
               .arg(f.gib(sd.replicatedStates), f.gib(sd.shardedStates), shardingStrategyLabel(mesh.strategy)));
        if (sd.gatheredLayers > 0 || sd.communicationBuffers > 0)
            ms("sharding-buffers", Tr::tr("Sharding buffers"),
               Tr::tr("%1: gathered weights of %n layer(s) %2, communication buffers %3", nullptr, sd.gatheredLayers)
                   .arg(f.gib(m.sharding), f.gib(sd.gatheredWeights), f.gib(sd.communicationBuffers)));
        if (sd.offloadedBytes() > 0)
            ms("offloaded", Tr::tr("Moved to the host"),
               Tr::tr("%1 per device (optimizer states %2, parameters %3, activations %4)")
                   .arg(f.gib(sd.offloadedBytes()), f.gib(sd.offloadedOptimizer), f.gib(sd.offloadedParameters),
                        f.gib(sd.offloadedActivations)));
        ms("host-memory", Tr::tr("Host memory per host"),
           sd.hostBytesPerHost <= 0
               ? (sd.hostRamBytes > 0 ? Tr::tr("nothing offloaded (%1 host RAM)").arg(f.gib(sd.hostRamBytes))
                                      : Tr::tr("nothing offloaded"))
               : sd.hostRamBytes > 0
               ? Tr::tr("%1 of %2 host RAM (%3)")
                     .arg(f.gib(sd.hostBytesPerHost), f.gib(sd.hostRamBytes),
                          sd.hostFits ? Tr::tr("fits") : Tr::tr("does not fit"))
               : Tr::tr("%1 (the catalog gives no host RAM: not checked)").arg(f.gib(sd.hostBytesPerHost)));
    }

    // ---- time and cost
    auto tc = [&](const char* id, const QString& label, const QString& value) {
        r.timeCost << ReportField{QString::fromLatin1(id), label, value};
    };
    tc("steps", Tr::tr("Optimizer steps"), f.integer(c.steps));
    // the step with the spread the calibration runs leave (docs/time-model.md)
    tc("step-time", Tr::tr("Step time"), f.stepBand(c.step));
    tc("throughput", Tr::tr("Throughput"), Tr::tr("%1 tokens/s").arg(f.integer(c.step.tokensPerSecond)));
    // the achieved MFU of the predicted step, in the FLOP convention the "mfu-convention" assumption states
    tc("mfu", Tr::tr("Model FLOPs utilisation"),
       Tr::tr("%1 (matmuls at %2 of the peak)")
           .arg(c.step.peakFlopsLowPrecision > 0 ? mfuPeakText(c.step, f.loc) : f.percent(c.step.mfu, 1),
                f.percent(c.efficiency.matmul)));
    // an 8-bit run: the share in 8 bits and what it bounds (both MFUs are in the line above)
    if (c.step.peakFlopsLowPrecision > 0)
        tc("low-precision", Tr::tr("8-bit matmuls"), lowPrecisionText(c.step, f.loc));
    {
        // the roofline's split of the compute: the five terms add up to the compute per step; the MXU padding and
        // checkpointing's recompute are parts of them (padding of the matmuls and of attention alike)
        const StepTerms& x = c.step.terms;
        const auto secs = [&](double v) { return Tr::tr("%1 s").arg(f.num(v, 3)); };
        tc("term-matmul", Tr::tr("Matmuls"),
           x.weightBound ? Tr::tr("%1 (bound by reading the weights from HBM)").arg(secs(x.matmul)) : secs(x.matmul));
        tc("term-attention", Tr::tr("Attention"), secs(x.attention));
        tc("term-elementwise", Tr::tr("Memory-bound work"), secs(x.elementwise));
        tc("term-optimizer", Tr::tr("Optimizer update"), secs(x.optimizer));
        tc("term-overhead", Tr::tr("Step overhead"),
           Tr::tr("%1 (dispatch, infeed and launches; the collectives' latency %2)")
               .arg(secs(x.overhead), secs(x.collectiveLatency)));
        tc("term-padding", Tr::tr("Matrix-unit padding"),
           Tr::tr("%1 of the above (dimensions padded to multiples of %2)").arg(secs(x.padding)).arg(c.step.mxuTile));
        if (c.checkpointing.kind != CheckpointingKind::None)
            tc("term-recompute", Tr::tr("Recompute"), Tr::tr("%1 of the above (checkpointing)").arg(secs(x.recompute)));
    }
    if (!c.step.pipelineSchedule.isEmpty()) {
        tc("pipeline-bubble", Tr::tr("Pipeline bubble"),
           Tr::tr("%1 s, %2 of the step (%3, %4 microbatches, %5 chunks of layers per stage)")
               .arg(f.num(c.step.bubbleSeconds, 3), f.percent(c.step.bubbleShare), c.step.pipelineSchedule)
               .arg(c.step.microbatches)
               .arg(c.step.virtualStages));
        tc("communication-stage", Tr::tr("Sends between stages"),
           Tr::tr("%1 s per step over %2, beside compute")
               .arg(f.num(c.step.communication.stage, 3),
                    c.step.communication.stageCrossesNodes ? Tr::tr("the nodes' network")
                                                           : Tr::tr("the device links")));
    }
    if (c.checkpointing.kind != CheckpointingKind::None)
        tc("recompute", Tr::tr("Checkpointing cost"),
           Tr::tr("+%1 step time (recomputation)").arg(f.percent(c.step.recomputeShare)));
    if (sharding) {
        const CommunicationTime& ct = c.step.communication;
        tc("compute-seconds", Tr::tr("Compute per step"), Tr::tr("%1 s").arg(f.num(c.step.computeSeconds, 3)));
        // an MoE's all-to-all over the expert axis named where there is one (a dense model's row reads as before)
        const QString terms = ct.allToAll > 0
            ? Tr::tr("%1 s (gradient sync %2 s, weight gathers %3 s, tensor parallel %4 s, across slices %5 s, "
                     "expert all-to-all %6 s)")
                  .arg(f.num(ct.total(), 3), f.num(ct.gradientSync, 3), f.num(ct.weightGather, 3), f.num(ct.tensor, 3),
                       f.num(ct.crossSlice, 3), f.num(ct.allToAll, 3))
            : Tr::tr("%1 s (gradient sync %2 s, weight gathers %3 s, tensor parallel %4 s, across slices %5 s)")
                  .arg(f.num(ct.total(), 3), f.num(ct.gradientSync, 3), f.num(ct.weightGather, 3), f.num(ct.tensor, 3),
                       f.num(ct.crossSlice, 3));
        tc("communication-seconds", Tr::tr("Communication per step"),
           terms + (ct.linksKnown ? QString() : Tr::tr("; a link the mesh needs is not in the catalog")));
        // the context axis's K/V exchange, in the communication above (docs/time-model.md section 14)
        if (ct.context > 0)
            tc("context-traffic", Tr::tr("Context K/V exchange"),
               Tr::tr("%1 s over the context axis of %2 (%3), %4 s of it on the critical path")
                   .arg(f.num(ct.context, 3))
                   .arg(c.mesh.context)
                   .arg(contextSchemeId(contextSchemeFor(c.runtime)), f.num(ct.contextExposed, 3)));
        tc("exposed-communication", Tr::tr("Exposed communication"),
           Tr::tr("%1 s (what compute does not hide)").arg(f.num(c.step.exposedCommunicationSeconds, 3)));
        if (ct.hostTransfer > 0)
            tc("host-transfer-seconds", Tr::tr("Host transfers per step"),
               Tr::tr("%1 s over PCIe").arg(f.num(ct.hostTransfer, 3)));
        tc("bound", Tr::tr("Step bound by"),
           c.step.hideTokensPerDevice > 0
               ? Tr::tr("%1 (%2 tokens per device and step; the weights' traffic hides behind compute above %3)")
                     .arg(boundLabel(c.step.bound), f.integer(c.step.tokensPerDevice),
                          f.integer(c.step.hideTokensPerDevice))
               : boundLabel(c.step.bound));
    }
    tc("work-hours", Tr::tr("Compute time"), f.hoursBand(c.workHours, c.workHoursBand));
    tc("checkpoint-saves", Tr::tr("Saving checkpoints"), f.hours(c.preemption.checkpointOverheadHours));
    tc("expected-hours", Tr::tr("Expected wall time"), f.hoursBand(c.expectedHours, c.expectedHoursBand));
    tc("usd-per-hour", Tr::tr("Price"), c.priced ? f.usdPerHour(c.offering.totalUsdPerHour()) : f.cost(c, 0));
    tc("cost-accelerator", Tr::tr("Accelerator"), f.cost(c, c.cost.acceleratorUsd));
    tc("cost-host", Tr::tr("Host VM"), f.cost(c, c.cost.hostUsd));
    tc("cost-storage", Tr::tr("Storage"),
       Tr::tr("%1 (data %2 GiB + 2 saved checkpoints of %3 GiB)")
           .arg(f.cost(c, c.cost.storageUsd), f.num(in.datasetGiB, 1), f.num(result.checkpointGiB, 2)));
    tc("cost-total", Tr::tr("Cost without interruptions"), f.cost(c, c.cost.totalUsd()));
    tc("expected-cost", Tr::tr("Expected cost"), f.costBand(c, c.expectedCostUsd, c.expectedCostBand));

    // ---- preemption
    auto pr = [&](const char* id, const QString& label, const QString& value) {
        r.preemption << ReportField{QString::fromLatin1(id), label, value};
    };
    const bool interruptible = isInterruptible(c.offering.pricing);
    pr("interruptible", Tr::tr("Interruptible"),
       interruptible ? Tr::tr("yes (%1)").arg(pricingLabel(c.offering.pricing))
                     : Tr::tr("no (%1)").arg(pricingLabel(c.offering.pricing)));
    if (interruptible)
        pr("rate", Tr::tr("Preemption rate"),
           Tr::tr("%1 per hour (set in the plan)").arg(f.num(in.preemptionRatePerHour, 3)));
    const double interval = c.preemption.checkpointIntervalHours;
    if (interval > 0)
        pr("checkpoint-interval", Tr::tr("Save a checkpoint every"),
           Tr::tr("%1 (about %2 steps; Young/Daly optimum)")
               .arg(f.hours(interval),
                    f.integer(c.step.seconds > 0 ? std::floor(interval * 3600 / c.step.seconds) : 0)));
    if (interruptible || c.preemption.forcedRestarts > 0) {
        pr("expected-preemptions", Tr::tr("Expected preemptions"), f.num(c.preemption.expectedPreemptions, 1));
        pr("lost-work", Tr::tr("Expected lost work"), f.hours(c.preemption.expectedLostWorkHours));
        pr("forced-restarts", Tr::tr("Forced restarts (time limit)"), f.num(c.preemption.forcedRestarts, 1));
    }
    pr("expected-hours", Tr::tr("Expected wall time"),
       Tr::tr("%1 instead of %2").arg(f.hours(c.expectedHours), f.hours(c.workHours)));
    if (c.spread) {
        pr("spread-hours", Tr::tr("Wall time P10 / P50 / P90"),
           Tr::tr("%1 / %2 / %3")
               .arg(f.hours(c.spread->p10Hours), f.hours(c.spread->p50Hours), f.hours(c.spread->p90Hours)));
        pr("spread-cost", Tr::tr("Cost P10 / P50 / P90"),
           Tr::tr("%1 / %2 / %3")
               .arg(f.cost(c, c.expectedCostP10), f.cost(c, c.expectedCostP50), f.cost(c, c.expectedCostP90)));
        pr("simulation", Tr::tr("Simulation"),
           Tr::tr("%1 seeded runs (seed %2)").arg(f.integer(c.spread->runs)).arg(in.seed + quint64(chosenIndex)));
    }
    // the preemption figures rest on the predicted step: the calibration's band around them
    {
        QString band = c.priced ? Tr::tr("expected wall time %1–%2, expected cost %3–%4 (every step at the low or the "
                                         "high end of the band)")
                                      .arg(f.hours(c.expectedHoursBand.low), f.hours(c.expectedHoursBand.high),
                                           f.usd(c.expectedCostBand.low), f.usd(c.expectedCostBand.high))
                                : Tr::tr("expected wall time %1–%2 (every step at the low or the high end of the band)")
                                      .arg(f.hours(c.expectedHoursBand.low), f.hours(c.expectedHoursBand.high));
        if (c.spread)
            band += QLatin1Char(' ') + Tr::tr("The P10–P90 above is the spread of the preemptions alone.");
        pr("time-model-band", Tr::tr("With the time model's band"), band);
    }

    // ---- assumptions, with sources and dates
    addPriceAssumption(r, QStringLiteral("price"), c, cat, today, f);
    if (c.offering.host) {
        const HostVm& hv = *c.offering.host;
        ReportAssumption a;
        a.id = QStringLiteral("host-price");
        a.what = Tr::tr("Host VM %1 in %2 (%3)").arg(hv.machine, hv.region, pricingLabel(hv.pricing));
        a.value = f.usdPerHour(hv.usdPerHour);
        a.sourceKey = hv.source;
        a.source = sourceText(cat, hv.source);
        a.asOf = f.date(hv.asOf);
        a.stale = Catalog::isStale(hv.asOf, today);
        r.assumptions << a;
    }
    if (const StorageClass* st = cat.storageClass(QStringLiteral("standard"))) {
        ReportAssumption a;
        a.id = QStringLiteral("storage-price");
        a.what = Tr::tr("Cloud Storage (standard)");
        a.value = Tr::tr("%1 per GiB-month (a month is %2 h)")
                      .arg(formatUsd(st->usdPerGiBMonth, f.loc, 3))
                      .arg(kHoursPerMonth);
        a.sourceKey = st->source;
        a.source = sourceText(cat, st->source);
        a.asOf = f.date(st->asOf);
        a.stale = Catalog::isStale(st->asOf, today);
        r.assumptions << a;
    }
    {
        ReportAssumption a;
        a.id = QStringLiteral("efficiency");
        a.what = Tr::tr("Efficiency of %1 with %2")
                     .arg(c.device.isTpu ? c.device.generation : c.hardware, runtimeLabel(c.runtime));
        a.value = Tr::tr("matmuls at %1 of the peak, memory-bound work at %2 of the HBM bandwidth, %3 s of fixed "
                         "cost per dispatch; band ×%4–×%5")
                      .arg(f.percent(c.efficiency.matmul), f.percent(c.efficiency.memory),
                           f.num(c.efficiency.stepOverhead, 3), f.num(c.efficiency.bandLow, 2),
                           f.num(c.efficiency.bandHigh, 2));
        a.source = c.efficiency.userSet ? Tr::tr("set in the plan") : c.efficiency.source;
        a.note = c.efficiency.userSet ? QString() : Tr::tr("docs/time-model.md");
        r.assumptions << a;
    }
    {
        // stated once: how the MFU of the table and of the time section counts FLOPs, to compare with a training log
        ReportAssumption a;
        a.id = QStringLiteral("mfu-convention");
        a.what = Tr::tr("FLOPs counted in the MFU");
        a.value = mfuConvention(c.step.flops);
        a.source = Tr::tr("MaxText (the FLOPs its training log prints)");
        a.note = Tr::tr("docs/time-model.md");
        r.assumptions << a;
    }
    addLowPrecisionPeakAssumption(r, c, cat, f);
    if (c.device.isTpu) {
        if (const Generation* g = cat.generation(c.device.generation)) {
            ReportAssumption a;
            a.id = QStringLiteral("peak-flops");
            a.what = Tr::tr("Peak bf16 of %1").arg(g->name);
            a.value = Tr::tr("%1 TFLOPS per chip").arg(f.num(g->bf16TflopsPerChip, 0));
            a.sourceKey = g->source;
            a.source = sourceText(cat, g->source);
            a.asOf = f.date(g->asOf);
            a.note = g->note;
            r.assumptions << a;
            ReportAssumption b;
            b.id = QStringLiteral("device-memory");
            b.what = Tr::tr("Memory per device of %1").arg(g->name);
            const SourcedValue& usable = g->usableMemoryPerDeviceBytes;
            if (g->xlaReservedMiB <= 0 && usable.known()) {
                // from v4 on the capacity is the usable figure XLA prints; its own source and confidence
                b.value = Tr::tr("%1 GiB HBM, %2 GiB usable (%3)")
                              .arg(f.num(g->hbmPerDeviceGiB, 0), f.num(usable.value / 1073741824.0, 2),
                                   confidenceId(usable.confidence));
                b.sourceKey = usable.source;
                b.source = sourceText(cat, usable.source);
                b.asOf = cat.source(usable.source).asOf;
            } else {
                b.value = Tr::tr("%1 GiB HBM, %2 MiB reserved by XLA")
                              .arg(f.num(g->hbmPerDeviceGiB, 0), f.num(g->xlaReservedMiB, 0));
                b.sourceKey = g->source;
                b.source = sourceText(cat, g->source);
                b.asOf = f.date(g->asOf);
            }
            r.assumptions << b;
        }
    } else if (const Gpu* g = cat.gpu(c.hardware)) {
        ReportAssumption a;
        a.id = QStringLiteral("peak-flops");
        a.what = Tr::tr("Peak of %1").arg(g->name);
        a.value
            = Tr::tr("%1 TFLOPS 16-bit, %2 TFLOPS fp32").arg(f.num(g->peakTflops16, 0), f.num(g->peakTflopsFp32, 1));
        a.sourceKey = g->source;
        a.source = sourceText(cat, g->source);
        a.asOf = f.date(g->asOf);
        r.assumptions << a;
        ReportAssumption b;
        b.id = QStringLiteral("device-memory");
        b.what = Tr::tr("Memory of %1").arg(g->name);
        b.value = Tr::tr("%1, CUDA context %2 MiB").arg(f.gib(g->memoryBytes), f.num(g->cudaContextMiB, 0));
        b.sourceKey = g->source;
        b.source = sourceText(cat, g->source);
        b.asOf = f.date(g->asOf);
        r.assumptions << b;
    }
    {
        ReportAssumption a;
        a.id = QStringLiteral("preemption-rate");
        a.what = Tr::tr("Preemption rate (preemptible, spot, Colab)");
        a.value = Tr::tr("%1 per hour").arg(f.num(in.preemptionRatePerHour, 3));
        a.source = Tr::tr(
            "set in the plan; Google publishes no preemption rate "
            "(https://cloud.google.com/compute/docs/instances/preemptible: \"generally low, but might vary\")");
        r.assumptions << a;
        ReportAssumption w;
        w.id = QStringLiteral("checkpoint-write");
        w.what = Tr::tr("Time to save a checkpoint / to restart");
        w.value = Tr::tr("%1 min / %2 min").arg(f.num(in.checkpointWriteMinutes, 1), f.num(in.restartMinutes, 1));
        w.source = Tr::tr("set in the plan");
        r.assumptions << w;
    }
    if (c.offering.pricing == PricingModel::Preemptible) {
        ReportAssumption a;
        a.id = QStringLiteral("preemptible-limit");
        a.what = Tr::tr("Maximum run time of a preemptible machine");
        a.value = f.hours(in.preemptibleMaxHours);
        a.sourceKey = QStringLiteral("G-spot");
        a.source = sourceText(cat, a.sourceKey);
        a.asOf = sourceDate(cat, a.sourceKey);
        r.assumptions << a;
    }
    if (c.offering.sessionLimitHours > 0) {
        ReportAssumption a;
        a.id = QStringLiteral("session-limit");
        a.what = Tr::tr("Session limit of %1").arg(pricingLabel(c.offering.pricing));
        a.value = f.hours(c.offering.sessionLimitHours);
        a.sourceKey = c.offering.price.source;
        a.source = sourceText(cat, a.sourceKey);
        a.asOf = f.date(c.offering.price.asOf);
        a.note = c.offering.price.note;
        r.assumptions << a;
    }
    {
        ReportAssumption a;
        a.id = QStringLiteral("model");
        a.what = Tr::tr("Architecture of %1").arg(in.model.name.isEmpty() ? in.model.id : in.model.name);
        a.value = Tr::tr("%1 M parameters").arg(f.num(params / 1e6, 1));
        a.source = in.model.source.isEmpty() ? (in.modelRef.isEmpty() ? in.model.id : in.modelRef) : in.model.source;
        r.assumptions << a;
        ReportAssumption mm;
        mm.id = QStringLiteral("memory-model");
        mm.what = Tr::tr("Memory model");
        mm.value = Tr::tr("runtime profile %1, %2 kept free").arg(runtimeId(c.runtime), f.percent(in.safetyMargin));
        mm.source = Tr::tr("docs/memory-model.md");
        r.assumptions << mm;
        ReportAssumption st;
        st.id = QStringLiteral("stale-threshold");
        st.what = Tr::tr("A price is stale when older than");
        st.value = Tr::tr("%1 months").arg(Catalog::kStaleAfterMonths);
        st.source = Tr::tr("TPU Planner");
        r.assumptions << st;
    }
    // the prices behind the other listed candidates (they decided the ranking)
    QSet<QString> seen;
    seen.insert(c.hardware + QLatin1Char('|') + c.offering.region + QLatin1Char('|')
                + pricingModelId(c.offering.pricing));
    int staleListed = 0;
    for (const Candidate& k : result.candidates) {
        const QString key
            = k.hardware + QLatin1Char('|') + k.offering.region + QLatin1Char('|') + pricingModelId(k.offering.pricing);
        if (seen.contains(key))
            continue;
        seen.insert(key);
        addPriceAssumption(r, QStringLiteral("price:") + key, k, cat, today, f);
        staleListed += r.assumptions.last().stale ? 1 : 0;
    }

    // ---- warnings
    if (c.stalePrice || Catalog::isStale(c.offering.price.asOf, today))
        r.warnings << ReportWarning{
            QStringLiteral("stale-price"),
            Tr::tr("The price of %1 in %2 (%3) dates from %4 (%5), more than %6 months ago: check "
                   "the current price before you rely on the cost.")
                .arg(c.hardware, c.offering.region, pricingLabel(c.offering.pricing),
                     c.offering.price.asOf.isValid() ? f.date(c.offering.price.asOf) : Tr::tr("an unknown date"),
                     c.offering.price.source)
                .arg(Catalog::kStaleAfterMonths)};
    if (c.offering.host && Catalog::isStale(c.offering.host->asOf, today))
        r.warnings << ReportWarning{QStringLiteral("stale-host-price"),
                                    Tr::tr("The host VM price (%1, %2) is more than %3 months old.")
                                        .arg(c.offering.host->machine, f.date(c.offering.host->asOf))
                                        .arg(Catalog::kStaleAfterMonths)};
    if (!c.offering.hostVm.isEmpty() && !c.offering.host)
        r.warnings << ReportWarning{
            QStringLiteral("host-price-missing"),
            Tr::tr("The catalog has no price for the host VM %1: the cost leaves it out.").arg(c.offering.hostVm)};
    if (staleListed > 0)
        r.warnings << ReportWarning{
            QStringLiteral("stale-prices-listed"),
            Tr::tr("%n other listed offering(s) use prices more than %1 months old.", nullptr, staleListed)
                .arg(Catalog::kStaleAfterMonths)};
    if (!c.fits)
        r.warnings << ReportWarning{QStringLiteral("does-not-fit"), r.headline};
    else if (!c.withinConstraints) {
        QStringList missed;
        for (const Reason& reason : constraintReasons(c, in))
            missed << reason.text;
        r.warnings << ReportWarning{
            QStringLiteral("constraint"),
            Tr::tr("The chosen candidate misses a constraint. %1").arg(missed.join(QLatin1Char(' ')))};
    }
    if (!c.priced) // the cost is unknown: how to add the price the user was quoted
        r.warnings << ReportWarning{QStringLiteral("price-not-listed"), priceNotListedReason(c, in.objective).text};
    if (chosenIndex > 0)
        r.warnings << ReportWarning{QStringLiteral("not-best"),
                                    Tr::tr("This report shows candidate #%1; the planner ranks %2 first by %3.")
                                        .arg(chosenIndex + 1)
                                        .arg(result.candidates.first().hardware, objectiveLabel(in.objective))};
    if (c.offering.pricing == PricingModel::Preemptible && c.preemption.forcedRestarts > 0)
        r.warnings << ReportWarning{QStringLiteral("24h-limit"),
                                    Tr::tr("The run is longer than the %1 h a preemptible machine may run: expect %2 "
                                           "forced restart(s) from the last saved checkpoint.")
                                        .arg(f.num(in.preemptibleMaxHours, 0), f.num(c.preemption.forcedRestarts, 1))};
    if (c.offering.sessionLimitHours > 0 && c.preemption.forcedRestarts > 0)
        r.warnings << ReportWarning{
            QStringLiteral("session-limit"),
            Tr::tr("The run needs %1 sessions of at most %2 h: resume each from a saved checkpoint.")
                .arg(f.num(c.preemption.forcedRestarts + 1, 0), f.num(c.offering.sessionLimitHours, 0))};
    if (c.efficiency.extrapolated)
        r.warnings << ReportWarning{
            QStringLiteral("efficiency-extrapolated"),
            Tr::tr("No published training run on %1 calibrates the time model: its efficiency is assumed from the "
                   "TPU generations that have runs, so the time and cost are less certain than the band says.")
                .arg(c.device.isTpu ? c.device.generationName : c.hardware)};

    // ---- commands
    r.commands = buildActionCommands(in, c, cat);
    if (!r.commands.zone.isEmpty()) {
        // the zone the commands use, after the region
        for (int i = 0; i < r.recommendation.size(); ++i) {
            if (r.recommendation[i].id == QLatin1String("region")) {
                r.recommendation.insert(i + 1,
                                        ReportField{QStringLiteral("zone"), Tr::tr("Zone"),
                                                    r.commands.zoneDefaulted
                                                        ? Tr::tr("%1 (the region's default zone)").arg(r.commands.zone)
                                                        : r.commands.zone});
                break;
            }
        }
    }
    return r;
}

} // namespace tpuplan
