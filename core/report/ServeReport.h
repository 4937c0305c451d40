// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report of a serving plan as data, as Report.h is for a training plan: every section as translated,
// locale-formatted strings (built in the UI's language when buildServeReport() runs), plus the chosen candidate.
// The formats (ServeReportFormats.h) and the PDF (report/ServeReportExport.h) lay these out and compute nothing.
// See docs/reports.md.

#include "Report.h"
#include "serve/ServePlanner.h"

#include <QDate>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tpuplan {

// Translated section headings, so that every format uses the same words.
struct ServeReportHeadings
{
    QString request, recommendation, reasons, launch, memory, alternatives, pareto, warnings, notes;
    QString generatedBy; // footer line
};

struct ServeReport : ReportMeta
{
    ServeReportHeadings headings;

    QVector<ReportField> request; // model, traffic, lengths, targets, engine, precisions, hardware searched
    int chosenIndex = -1; // index into ServePlanResult::candidates; -1 when the candidate asked for does not fit
    int chosenRank = 0; // the rank asked for when it does not fit (1 = the best); 0 otherwise
    std::optional<ServeCandidate> chosen;
    QString headline; // one sentence: the recommendation, or why there is none
    QVector<ReportField> recommendation; // job, TP, precisions, replicas, batch limit, latencies, throughput, cost
    QStringList reasons;
    ReportTable memory; // component, GiB per device, share of the device
    QVector<ReportField> memorySummary; // KV bytes per token, KV cache tokens, max concurrency
    QString launchTitle; // "vLLM on 1 × h100-80"
    QString launchCommand; // the shell command that starts the chosen setup (serveLaunchCommand)
    ReportTable alternatives; // the ranked candidates, the chosen one highlighted
    ReportTable pareto; // the Pareto front of cost per million output tokens against TPOT, cheapest first
    // "nothing-fits", "chosen-does-not-fit", "targets-unmet", "not-best", "stale-price", "unpriced"
    QVector<ReportWarning> warnings;
    QStringList notes; // the search's notes

    const ReportField* field(const QString& id) const; // searches every field list
    bool hasWarning(const QString& code) const;
};

// Builds the report of `result` for `input`, choosing candidate `chosenIndex` (the best when out of range; none when
// the candidate does not fit). Strings come from QCoreApplication::translate("ServeReport", ...) and numbers from
// QLocale() at the time of the call.
ServeReport buildServeReport(const ServeInput& input, const ServePlanResult& result, const Catalog& catalog,
                             const QDate& today, int chosenIndex = 0);

// Shared labels (the app's serving views use them too).
QString trafficLabel(const ServeInput& input); // "100 concurrent users (closed loop)", "4.0 requests/s (Poisson)"
QString servePrecisionLabel(ServePrecision p);
} // namespace tpuplan
