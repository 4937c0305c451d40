// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one table of plan inputs (as KeePassXC's ConfigKey table, src/core/Config.h). Each PlanInput field is declared
// here once: its plan-file key, type, unit, range, default (with where the default comes from), its key in the JSON
// outputs, its CLI option and a translatable help text. The plan file (PlanFile), validation (PlanInput::issues()),
// the `input` object of the JSON outputs (planInputJson, the report JSON), the plan comparison and the CLI options
// are generated from it: a new plan field is added here (plus its translations), and nowhere else.

#include "PlanInput.h"

#include <QJsonValue>
#include <QVector>

#include <optional>

namespace tpuplan {

enum class PlanFieldType {
    Int, // a whole number
    Number, // a real number
    Bool,
    Seed, // an unsigned 64-bit number (a string in JSON, so that no reader rounds it)
    Choice, // one id out of `choices`
    ChoiceList, // a set of ids out of `choices`
    TextList, // free ids (slices, generations, regions), checked against the catalog by the planner
    Map, // id -> number (efficiency overrides)
};

// How the comparison shows a value.
enum class PlanFieldDisplay { Plain, NoneIfZero, Usd, Percent, Flag };

// Which JSON `input` objects carry a field: the brief one of `recommend --format json` (and the full one of the
// report JSON, which is planInputJson plus more), the report JSON only, or none.
enum class PlanFieldJson { None, Brief, Report };

struct PlanField
{
    const char* section; // plan-file mapping ("training", "constraints", ...); "" = the top level
    const char* key; // plan-file key within the section
    const char* jsonKey; // key in the JSON `input` object
    PlanFieldJson json;
    const char* option; // CLI option without "--"; nullptr = no option
    PlanFieldType type;
    const char* unit; // untranslated unit for exporters and docs ("tokens", "h", "USD", ...); "" = none
    double min; // range of a number (Int/Number/Seed); for lists, 1 = must not be empty
    double max;
    bool minExclusive;
    bool maxExclusive;
    double defaultValue; // Int/Number/Bool/Seed; lists and choices take theirs from PlanInput{}
    const char* source; // why the default is what it is, and when that was decided
    const char* group; // comparison section title (context "PlanComparison")
    const char* label; // comparison row label (context "PlanComparison")
    const char* help; // one line of help: CLI --help, tooltips, docs (context "PlanFields")
    const char* rangeMessage; // issues() text when out of range (context "PlanInput"); nullptr = a generic one
    PlanFieldDisplay display;
    const char* whenEmpty; // comparison text of an empty list (context "PlanComparison")
    bool inFile; // false: not a plan-file key (run_length is said by which of steps/tokens/epochs is given)
    bool required; // the plan file and the CLI must give it

    // Accessors. Numbers and flags go through number/setNumber, ids through ids/setIds (which returns the first id
    // it does not know; TextList takes any id, the planner checks them against the catalog).
    double (*number)(const PlanInput&);
    void (*setNumber)(PlanInput&, double);
    QStringList (*ids)(const PlanInput&);
    std::optional<QString> (*setIds)(PlanInput&, const QStringList&);
    QStringList (*choices)();
    bool (*applies)(const PlanInput&); // issues() checks the range only then (nullptr: always)
    bool (*relevant)(const PlanInput&); // the comparison shows "n/a" otherwise (nullptr: always)
    bool (*written)(const PlanInput&); // the plan file writes it only then (nullptr: when it applies)
    bool (*inJson)(const PlanInput&); // the JSON input carries it only then (nullptr: always)
    // The value shown and exported when it is not the field's own (steps: the steps the run takes, whatever unit it
    // was given in).
    double (*effective)(const PlanInput&);

    QString fileKey() const; // "training.seq_len" (the comparison key too)
    QString translatedLabel() const;
    QString translatedHelp() const;
    bool isNumeric() const;
    bool isList() const;
    // Why `v` is out of this field's range (translated, as issues() reports it); empty when it is in range.
    QString rangeIssue(double v) const;
    // The largest value an input with `decimals` decimals may take (0.89 for a margin below 0.9 with 2 decimals).
    double upperBound(int decimals) const;
    // The default as the CLI and the plan file write it.
    QString defaultText() const;
    QJsonValue toJson(const PlanInput& in) const;
};

// Every field, in the order of the plan file (and the comparison).
const QVector<PlanField>& planFields();
// nullptr when no field has that file key ("training.seq_len"), plan-file key ("seq_len") or option name.
const PlanField* planField(const QString& key);
const PlanField* planFieldByOption(const QString& option);
// The plan-file keys of one section, for rejecting unknown keys.
QStringList planFieldKeys(const QString& section);

} // namespace tpuplan
