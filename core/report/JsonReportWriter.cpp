// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON report (docs/report-json.md) (declared in core/report/ReportFormats.h).
#include "ReportFormats.h"
#include "ReportMarkup.h"

#include "memory/MemoryJson.h"
#include "plan/PlanJson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace tpuplan {

namespace {
// The fine-tuning split and the causal-LM logits of a candidate, bytes per device, and the attention that runs.
QJsonObject decoderDetailJson(const PlanInput& in, const Candidate& c)
{
    const AdapterDetail& ad = c.memory.adapters;
    const AttentionImpl att = resolvedAttention(in.model, in.attention, c.device);
    QJsonObject o{
        {QStringLiteral("attention"), attentionImplId(att)},
        {QStringLiteral("attention_kernel"), attentionKernelName(att, c.device)},
        {QStringLiteral("logits"), double(std::llround(c.memory.activation.logits * c.memory.activation.factor))}};
    if (ad.adapterParameters > 0)
        o[QStringLiteral("adapters")]
            = QJsonObject{{QStringLiteral("parameters"), double(ad.adapterParameters)},
                          {QStringLiteral("frozen_base_weights"), double(std::llround(ad.baseWeights))},
                          {QStringLiteral("weights"), double(std::llround(ad.adapterWeights))},
                          {QStringLiteral("gradients"), double(std::llround(ad.adapterGradients))},
                          {QStringLiteral("optimizer_states"), double(std::llround(ad.adapterOptimizerStates))}};
    if (c.memory.overhead.dequantization > 0)
        o[QStringLiteral("dequantization")] = double(std::llround(c.memory.overhead.dequantization));
    // the loss, the placement's offloaded activations, the paged states and the update's temporaries (MemoryJson)
    const QJsonObject options = trainingOptionsMemoryJson(c.memory);
    for (auto it = options.constBegin(); it != options.constEnd(); ++it)
        o.insert(it.key(), it.value());
    // the job and its mesh as the report's text writes them (the numbers are in the candidate's `sharding`)
    o[QStringLiteral("job")] = jobText(c);
    o[QStringLiteral("mesh")] = meshText(c.mesh);
    o[QStringLiteral("strategy_label")] = shardingStrategyLabel(c.mesh.strategy);
    return o;
}
} // namespace

QJsonObject reportJsonObject(const PlanInput& in, const PlanResult& res, const Report& r)
{
    QJsonObject o = markup::metaJson(r);

    // the question, machine-readable (planInputJson with the fields the table marks for the report)
    const QJsonObject input = planInputJson(in, true);
    o[QStringLiteral("input")] = input;

    // the model: its kind and exact parameter count with the breakdown model-info prints (the fine-tuning choices
    // are in `input`)
    const ParameterBreakdown pb = parameterBreakdown(in.model);
    o[QStringLiteral("model")] = QJsonObject{
        {QStringLiteral("kind"), in.model.isDecoder() ? QStringLiteral("decoder") : QStringLiteral("encoder")},
        {QStringLiteral("attention"),
         in.model.attention == AttentionKind::BlockSparse ? QStringLiteral("block-sparse") : QStringLiteral("full")},
        {QStringLiteral("parameter_count"), double(modelParameters(in.model))},
        {QStringLiteral("parameter_breakdown"),
         QJsonObject{{QStringLiteral("embeddings"), double(pb.embeddings)},
                     {QStringLiteral("layers"), double(pb.layers)},
                     {QStringLiteral("head"), double(pb.head)}}}};

    QJsonObject result;
    result[QStringLiteral("evaluated")] = res.evaluated;
    result[QStringLiteral("fitting")] = res.fitting;
    result[QStringLiteral("pareto_count")] = res.paretoCount;
    result[QStringLiteral("storage_usd_per_gib_month")] = res.storageUsdPerGiBMonth;
    result[QStringLiteral("checkpoint_gib")] = res.checkpointGiB;
    QJsonArray notes;
    for (const Reason& n : res.notes)
        notes.append(QJsonObject{{QStringLiteral("code"), n.code}, {QStringLiteral("text"), n.text}});
    result[QStringLiteral("notes")] = notes;
    QJsonArray cands;
    QJsonArray details;
    for (const Candidate& c : res.candidates) {
        cands.append(candidateJson(c));
        details.append(decoderDetailJson(in, c));
    }
    result[QStringLiteral("candidates")] = cands;
    result[QStringLiteral("candidate_details")] = details; // same order as candidates
    o[QStringLiteral("result")] = result;

    o[QStringLiteral("chosen_index")] = r.chosenIndex;
    if (r.chosen) {
        o[QStringLiteral("chosen")] = candidateJson(*r.chosen);
        o[QStringLiteral("chosen_detail")] = decoderDetailJson(in, *r.chosen);
    } else {
        o[QStringLiteral("chosen")] = QJsonValue(QJsonValue::Null);
        o[QStringLiteral("chosen_detail")] = QJsonValue(QJsonValue::Null);
    }

    QJsonObject text;
    text[QStringLiteral("headline")] = r.headline;
    text[QStringLiteral("question")] = markup::fieldsJson(r.question);
    text[QStringLiteral("recommendation")] = markup::fieldsJson(r.recommendation);
    text[QStringLiteral("reasons")] = QJsonArray::fromStringList(r.reasons);
    text[QStringLiteral("candidates")] = markup::tableJson(r.runnersUp);
    text[QStringLiteral("memory")] = markup::tableJson(r.memory);
    text[QStringLiteral("memory_summary")] = markup::fieldsJson(r.memorySummary);
    text[QStringLiteral("time_and_cost")] = markup::fieldsJson(r.timeCost);
    text[QStringLiteral("preemption")] = markup::fieldsJson(r.preemption);
    text[QStringLiteral("notes")] = QJsonArray::fromStringList(r.notes);
    o[QStringLiteral("report")] = text;

    QJsonArray assumptions;
    for (const ReportAssumption& a : r.assumptions) {
        QJsonObject j{{QStringLiteral("id"), a.id},       {QStringLiteral("what"), a.what},
                      {QStringLiteral("value"), a.value}, {QStringLiteral("source"), a.source},
                      {QStringLiteral("as_of"), a.asOf},  {QStringLiteral("stale"), a.stale}};
        if (!a.sourceKey.isEmpty())
            j[QStringLiteral("source_key")] = a.sourceKey;
        if (!a.note.isEmpty())
            j[QStringLiteral("note")] = a.note;
        assumptions.append(j);
    }
    o[QStringLiteral("assumptions")] = assumptions;

    QJsonArray warnings;
    for (const ReportWarning& w : r.warnings)
        warnings.append(QJsonObject{{QStringLiteral("code"), w.code}, {QStringLiteral("text"), w.text}});
    o[QStringLiteral("warnings")] = warnings;

    QJsonObject commands;
    commands[QStringLiteral("resource_name")] = r.commands.resourceName;
    commands[QStringLiteral("zone")] = r.commands.zone;
    commands[QStringLiteral("zone_defaulted")] = r.commands.zoneDefaulted;
    commands[QStringLiteral("runtime_version")] = r.commands.runtimeVersion;
    QJsonArray blocks;
    for (const CommandBlock& b : r.commands.blocks) {
        QJsonArray flags;
        for (const CommandFlag& f : b.flags) {
            QJsonObject fj{{QStringLiteral("name"), f.name}};
            if (!f.value.isEmpty())
                fj[QStringLiteral("value")] = f.value;
            flags.append(fj);
        }
        blocks.append(QJsonObject{{QStringLiteral("id"), b.id},
                                  {QStringLiteral("title"), b.title},
                                  {QStringLiteral("target"), b.target},
                                  {QStringLiteral("kind"), b.shell ? QStringLiteral("shell") : QStringLiteral("steps")},
                                  {QStringLiteral("text"), b.lines.join(QLatin1Char('\n'))},
                                  {QStringLiteral("lines"), QJsonArray::fromStringList(b.lines)},
                                  {QStringLiteral("flags"), flags},
                                  {QStringLiteral("notes"), QJsonArray::fromStringList(b.notes)}});
    }
    commands[QStringLiteral("blocks")] = blocks;
    o[QStringLiteral("commands")] = commands;

    QJsonArray charts;
    for (const ReportChart& c : r.charts)
        charts.append(QJsonObject{{QStringLiteral("name"), c.name},
                                  {QStringLiteral("section"), c.section},
                                  {QStringLiteral("caption"), c.caption}});
    o[QStringLiteral("charts")] = charts;
    return o;
}

QByteArray toJson(const PlanInput& in, const PlanResult& res, const Report& r)
{
    return QJsonDocument(reportJsonObject(in, res, r)).toJson(QJsonDocument::Indented);
}

} // namespace tpuplan
