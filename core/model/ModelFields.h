// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The keys of a model file, one per ModelSpec member: what PlanFile writes for an inline model and what ModelLoader
// reads back from a model YAML (docs/models.md "Preset-style YAML", docs/plan-file.md "model inline"). The writer and
// the reader both walk this one table, so a member cannot be written without being read or the other way round.

#include "ModelSpec.h"

#include <QStringList>
#include <QVariant>
#include <QVector>

#include <functional>

namespace tpuplan {

enum class ModelFieldType {
    Text, // a quoted string
    Int, // a whole number within [min, max]
    Number, // a number within [min, max]
    Flag, // true or false
    Choice, // one of `choices`, stored as its index
};

struct ModelField
{
    const char* key; // the key in the model YAML (the Hugging Face name where one means the same member)
    ModelFieldType type;
    double min = 0;
    double max = 0;
    QStringList choices; // Choice: the ids in the order of the enum
    // The member's value: a QString (Text), a qint64 (Int), a double (Number), a bool (Flag) or the choice's index.
    std::function<QVariant(const ModelSpec&)> get;
    std::function<void(ModelSpec&, const QVariant&)> set;
};

// Every key a complete inline model carries, in the order the plan file writes them. ModelKind is no key of its own:
// `model_type` decides it.
const QVector<ModelField>& modelFields();
// The field of `key`, or nullptr.
const ModelField* modelField(const QString& key);

// The member's value as a YAML scalar: strings quoted, numbers in their shortest exact form, choices by id.
QString modelFieldYaml(const ModelField& field, const ModelSpec& spec);

// The keys whose members differ between two specs ("model_type" where their kinds differ): empty when a == b.
QStringList modelDifferences(const ModelSpec& a, const ModelSpec& b);

} // namespace tpuplan
