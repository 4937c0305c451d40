// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tpuplan::xla {

struct PaddingResult;
struct ShardPlan;

enum class Satisfied { Yes, No, Unknown };
enum class TpuAccess { Unknown, TpuVm, TpuNode }; // TpuNode includes Colab and Kaggle TPUs
enum class DataLocation { Unknown, CloudStorage, LocalDisk, InMemory };

// What the plan says about the run, as far as it knows. Every std::optional left empty makes its item "unknown".
// Fill the padding and shard fields with applyPadding() / applyShards().
struct ReadinessInput
{
    TpuAccess access = TpuAccess::Unknown;
    DataLocation data = DataLocation::Unknown;
    std::optional<bool> followsXlaRules; // no data-dependent conditionals or shapes (XLA rules #1, #2)
    std::optional<bool> testedWithXla; // a few steps with jit_compile=True on CPU/GPU before the TPU
    std::optional<int> inputShapes; // distinct input shapes of the chosen padding strategy
    int shapeBudget = 8; // most shapes that still count as static (each compiled once)
    std::optional<int> paddedLengthMultiple; // the multiple every padded length shares (gcd of the shapes)
    std::optional<bool> pureTfData; // tf.data only: no from_generator / numpy_function / py_func
    std::optional<bool> underStrategyScope; // model and optimizer created under TPUStrategy.scope()
    std::optional<bool> jitCompile; // jit_compile=True still passed to compile() (should be false on TPU)
    std::optional<qint64> shards; // TFRecord shards
    std::optional<int> hosts; // hosts reading them
    int minShardsPerHost = 10;
    std::optional<bool> shuffleShards; // the file list is shuffled anew on every (re)start
};

struct ReadinessItem
{
    QString id; // stable: "xla-rules", "static-shapes", ...
    QString title; // translated
    Satisfied satisfied = Satisfied::Unknown;
    QString explanation; // translated, with the plan's numbers where it has them
    QString source; // where the advice comes from (seed guide, TensorFlow docs)
};

// The multiple every padded length of a strategy shares: the gcd of its shapes' lengths (the multiple itself for
// pad-to-multiple).
int paddedLengthMultiple(const PaddingResult& result);
void applyPadding(ReadinessInput& input, const PaddingResult& chosen, int shapeBudget);
void applyShards(ReadinessInput& input, const ShardPlan& plan);

// The items only the user can answer (their code and pipeline): xla-rules, xla-tested, tf-data-pipeline,
// strategy-scope, jit-compile, shuffle-shards.
const QStringList& answerableReadinessIds();
// Sets the user's answers (item id -> done) into `input`; an answerable id not in `answers` becomes unknown, other ids
// are ignored. "jit-compile" done means the flag is no longer passed (jitCompile = false).
void applyAnswers(ReadinessInput& input, const QMap<QString, bool>& answers);

// The checklist in a fixed order: xla-rules, xla-tested, static-shapes, padding-multiple, data-location,
// tf-data-pipeline, strategy-scope, jit-compile, shards, shuffle-shards.
QVector<ReadinessItem> readinessChecklist(const ReadinessInput& input);

// The items of readinessChecklist(input) whose ids are in `ids`, in the checklist's order (the CLI prints the part of
// the checklist that its command knows about).
QVector<ReadinessItem> readinessItems(const ReadinessInput& input, const QStringList& ids);
// The checklist as plain text: one "  [x] title: explanation\n" line per item ([ ] = no, [?] = not known).
QString checklistText(const QVector<ReadinessItem>& items);

QString satisfiedId(Satisfied s); // "yes", "no", "unknown"
QString satisfiedMark(Satisfied s); // "[x]", "[ ]", "[?]"
QString tpuAccessId(TpuAccess a); // "vm", "node", "unknown"
QString dataLocationId(DataLocation d); // "gcs", "local", "memory", "unknown"
// The inverse of tpuAccessId() / dataLocationId() (the CLI's --tpu and --data, the plan file); nullopt for another
// text.
std::optional<TpuAccess> tpuAccessFromId(const QString& id);
std::optional<DataLocation> dataLocationFromId(const QString& id);

} // namespace tpuplan::xla
