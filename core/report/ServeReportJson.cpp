// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON serving report (docs/report-json.md) (declared in core/report/ServeReportFormats.h).
#include "ReportMarkup.h"
#include "ServeReportFormats.h"

#include "serve/ServeCommands.h"
#include "serve/ServeJson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace tpuplan {

namespace {

QJsonObject headerJson(const ServeReport& r)
{
    QJsonObject o = markup::metaJson(r);
    o[QStringLiteral("kind")] = QStringLiteral("serve");
    return o;
}

QJsonArray candidatesJson(const QVector<ServeCandidate>& cs, const ServeInput& in)
{
    QJsonArray a;
    for (const ServeCandidate& c : cs)
        a.append(serveCandidateJson(c, in));
    return a;
}
} // namespace

QJsonObject serveReportJsonObject(const ServeInput& in, const ServePlanResult& res, const ServeReport& r)
{
    QJsonObject o = headerJson(r);
    o[QStringLiteral("input")] = serveInputJson(in); // the request, machine-readable
    o[QStringLiteral("request")] = markup::fieldsJson(r.request);
    o[QStringLiteral("headline")] = r.headline;
    o[QStringLiteral("chosen_index")] = r.chosenIndex;
    if (r.chosen) {
        QJsonObject chosen = serveCandidateJson(*r.chosen, in);
        chosen[QStringLiteral("launch_command")] = r.launchCommand;
        o[QStringLiteral("chosen")] = chosen;
        o[QStringLiteral("recommendation")] = markup::fieldsJson(r.recommendation);
        o[QStringLiteral("reasons")] = QJsonArray::fromStringList(r.reasons);
        o[QStringLiteral("memory")] = markup::tableJson(r.memory);
        o[QStringLiteral("memory_summary")] = markup::fieldsJson(r.memorySummary);
        o[QStringLiteral("launch")]
            = QJsonObject{{QStringLiteral("title"), r.launchTitle}, {QStringLiteral("command"), r.launchCommand}};
    }
    o[QStringLiteral("candidates")] = candidatesJson(res.candidates, in);
    o[QStringLiteral("candidate_table")] = markup::tableJson(r.alternatives);
    o[QStringLiteral("pareto_front")] = candidatesJson(res.paretoFront, in);
    o[QStringLiteral("search")] = QJsonObject{{QStringLiteral("evaluated"), res.evaluated},
                                              {QStringLiteral("fitting"), res.fitting},
                                              {QStringLiteral("meeting_targets"), res.meeting}};
    QJsonArray warnings;
    for (const ReportWarning& w : r.warnings)
        warnings.append(QJsonObject{{QStringLiteral("code"), w.code}, {QStringLiteral("text"), w.text}});
    o[QStringLiteral("warnings")] = warnings;
    QJsonArray notes;
    for (const Reason& n : res.notes)
        notes.append(QJsonObject{{QStringLiteral("code"), n.code}, {QStringLiteral("text"), n.text}});
    o[QStringLiteral("notes")] = notes;
    return o;
}

QByteArray toServeJson(const ServeInput& in, const ServePlanResult& res, const ServeReport& r)
{
    return QJsonDocument(serveReportJsonObject(in, res, r)).toJson(QJsonDocument::Indented);
}

} // namespace tpuplan
