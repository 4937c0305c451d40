// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report of a plan as data: every section as translated, locale-formatted strings (built in the UI's language
// when buildReport() runs), plus the chosen candidate as plain values. The text formats (ReportFormats.h) and the
// PDF renderer (report/ReportRenderer.h) only lay these out; they compute nothing. See docs/reports.md.

#include "ActionCommands.h"
#include "catalog/Catalog.h"
#include "plan/Planner.h"

#include <QDate>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tpuplan {

// A labelled value: "Sequence length" -> "4,096 tokens".
struct ReportField
{
    QString id; // stable key for scripts and tests ("seq-len", "expected-cost", ...)
    QString label;
    QString value;
};

struct ReportTable
{
    QStringList header;
    QVector<QStringList> rows;
    int highlightedRow = -1; // the chosen candidate in the runners-up table
};

// One number the report rests on, with where it comes from and how old it is.
struct ReportAssumption
{
    QString id; // "price", "host-price", "storage-price", "efficiency", "peak-flops", "device-memory",
                // "preemption-rate", ... ; runner-up prices are "price:HARDWARE|REGION|PRICING"
    QString what; // translated
    QString value; // formatted in the report's locale
    QString sourceKey; // catalog source key ("SP-v8"); empty when the value is a plan input or a documented constant
    QString source; // the citation: the catalog reference, a doc, or "set in the plan"
    QString asOf; // ISO date, or the source's own date text ("undated", "2021..2022"); empty when not dated
    bool stale = false; // a price older than Catalog::kStaleAfterMonths (or undated)
    QString note;
};

struct ReportWarning
{
    QString code; // "stale-price", "nothing-fits", "not-best", ... (docs/reports.md)
    QString text;
};

// A chart slot: the GUI paints the chart and hands its PNG under `name` to toHtml()/the PDF renderer.
struct ReportChart
{
    QString name; // "memory-breakdown", "memory-vs-seq-len", "cost-vs-time", "preemption-cost"
    QString section; // the section it belongs after: "memory", "runners-up", "preemption"
    QString caption; // translated
};

// Translated section headings, so that every format uses the same words.
struct ReportHeadings
{
    QString question, recommendation, reasons, runnersUp, memory, timeCost, preemption, assumptions, warnings, commands,
        notes, charts;
    QStringList assumptionColumns; // what, value, source, as of, stale
    QString staleMark; // the word shown in the stale column
    QString generatedBy; // footer line
};

// What every report says about itself, training or serving: its language and locale, title, plan, date, catalog and
// the program that wrote it.
struct ReportMeta
{
    QString language; // BCP 47 language of the strings: "en", "ja", "zh-CN", "ko", ...
    QString localeName; // QLocale::name() of the numbers ("ja_JP", "C")
    QString title;
    QString planName; // set by the caller (plan file name, saved plan name); may be empty
    QDate generatedOn;
    QString catalogVersion;
    QDate catalogDate; // the date of the built-in catalog's content
    QString appVersion;
};
// The meta of a report written today in the default locale from `catalog`, titled `title`.
ReportMeta reportMeta(const Catalog& catalog, const QDate& today, const QString& title);

struct Report : ReportMeta
{
    ReportHeadings headings;

    QVector<ReportField> question;
    int chosenIndex = -1; // index into PlanResult::candidates; -1 when there is no candidate
    std::optional<Candidate> chosen; // a copy, with its preemption spread simulated when the plan had none
    QString headline; // one sentence: the recommendation, or why there is none
    QVector<ReportField> recommendation;
    QStringList reasons; // the planner's reasons for the chosen candidate
    ReportTable runnersUp; // every listed candidate, the chosen one highlighted
    ReportTable memory; // component, GiB per device, share of the device
    QVector<ReportField> memorySummary;
    QVector<ReportField> timeCost;
    QVector<ReportField> preemption;
    QVector<ReportAssumption> assumptions;
    QVector<ReportWarning> warnings;
    QStringList notes; // plan-level notes of the planner
    ActionCommands commands;
    QVector<ReportChart> charts;

    const ReportField* field(const QString& id) const; // searches every field list
    bool hasWarning(const QString& code) const;
};

// Builds the report of `result` for `input`, choosing candidate `chosenIndex` (the best when out of range). Strings
// come from QCoreApplication::translate("Report", ...) and numbers from QLocale() at the time of the call.
Report buildReport(const PlanInput& input, const PlanResult& result, const Catalog& catalog, const QDate& today,
                   int chosenIndex = 0);

// Translated labels shared by the report formats (ids stay in the CSV and JSON).
QString pricingLabel(PricingModel p);
QString precisionLabel(Precision p);
QString checkpointingLabel(const Checkpointing& c);
// "AdamW", "8-bit AdamW (bitsandbytes, torchao)", ...
QString optimizerLabel(OptimizerKind o);
// "none (the logits of the whole batch at once)", "8 (chunked cross-entropy: one chunk of logits at a time)"
QString lossChunksLabel(int chunks);
// Where a placement keeps a decoder layer's named activations: "on the device: decoder_layer_input; offloaded:
// query_proj, key_proj; the rest recomputed".
QString placementLabel(const RematPlacement& p);
// The memory levers the search took beyond the plan's own choices: "loss in 8 chunks (search lever)", "8-bit AdamW
// (search lever)"; empty where the candidate runs as the plan says.
QStringList searchLeverLabels(const Candidate& c, const PlanInput& in);
QString loraTargetsLabel(LoraTargets t);
// "full (every weight trains)", "LoRA rank 16 on the query and value projections (frozen base weights)", "QLoRA: ..."
QString finetuneLabel(FinetuneMode mode, int loraRank, LoraTargets targets);
// "en", "ja", "zh-CN", "zh-TW", "ko" for a locale (the C locale counts as English).
QString reportLanguage(const QLocale& locale);

} // namespace tpuplan
