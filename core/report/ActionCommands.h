// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The commands that act on a plan: the gcloud lines that create the chosen TPU VM or GPU VM (or the Colab steps),
// and the training flags of the frameworks the seeds use. Pure: built from the plan, the candidate and the catalog.
// docs/reports.md lists every flag with the script it belongs to.

#include "catalog/Catalog.h"
#include "plan/Planner.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace tpuplan {

// A count as a flag's value: plain digits, no grouping (programs read it, whatever the locale).
inline QString intText(qint64 v)
{
    return QString::number(v);
}

// One flag of a command line: "--train_batch_size" "2", or a switch such as "--use_nsp" (value empty).
struct CommandFlag
{
    QString name;
    QString value;

    QString text() const; // "--name=value" or "--name"
};

// A command with one argument per line, joined by shell continuations ("head \\", "  --a=1 \\", "  --b=2").
QStringList commandLines(const QString& head, const QStringList& args);

// A block of commands for one tool or script.
struct CommandBlock
{
    // stable: gcloud-tpu, gcloud-gpu, colab, bigbird-run-pretraining, hf-tf-tpu-run-mlm, hf-trainer; for decoders
    // maxtext-train, maxtext-train-compile, torchtune, deepspeed-config, hf-trainer-clm (docs/reports.md)
    QString id;
    QString title; // translated
    QString target; // what the lines are for: "google-research/bigbird: bigbird/pretrain/run_pretraining.py", "gcloud"
    bool shell = true; // false: the lines are steps to follow by hand (Colab), not shell input
    QStringList lines; // exactly what to paste (shell) or to do (steps); comments start with '#'
    QVector<CommandFlag> flags; // training blocks: the flags the plan chose, in the order of `lines`
    QStringList notes; // translated caveats: what the script cannot do, what to check
};

struct ActionCommands
{
    QVector<CommandBlock> blocks;
    QString resourceName; // the TPU/VM name used in the commands
    QString zone; // empty for Colab
    bool zoneDefaulted = false; // true: no catalog price names a zone, the region's default zone was used
    QString runtimeVersion; // TPU VM software version (catalog generation runtime_version)

    const CommandBlock* block(const QString& id) const;
};

// The commands for `candidate` of a plan.
ActionCommands buildActionCommands(const PlanInput& input, const Candidate& candidate, const Catalog& catalog);

// The zone for a region when no catalog price names one: a documented table of zones that host TPUs / GPUs, and
// REGION-a otherwise (see docs/reports.md).
QString defaultZone(const QString& region);
// The zone the commands use for an offering: its price's zone, else a zone of another price of the same hardware,
// then of the same TPU generation, in the region, else defaultZone(). `defaulted` is set when the last one was used.
QString zoneFor(const Offering& offering, const Catalog& catalog, bool* defaulted = nullptr);
// A valid GCE resource name (lowercase letters, digits and hyphens, starting with a letter, at most 63 characters).
QString resourceNameFor(const QString& modelId, const QString& hardware);
// The Hugging Face Hub name of a model preset ("bert-base" -> "bert-base-uncased"); empty when there is none.
QString huggingFaceModelName(const QString& presetId);
// MaxText's model_name of a preset ("llama3.1-70b"); empty where MaxText ships no config of that shape.
QString maxTextModelNameOf(const QString& presetId);

} // namespace tpuplan
