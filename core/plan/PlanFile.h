// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PlanInput.h"

#include <QByteArray>

namespace tpuplan {

// The plan YAML: one file holding every input of a plan (docs/plan-file.md). Unknown keys are errors with their line.
class PlanFile
{
public:
    static PlanInput read(const QString& path);
    static PlanInput parse(const QByteArray& yaml, const QString& fileLabel, const QString& baseDir = QString());
    // Writes a plan that parse() reads back to the same PlanInput.
    static QByteArray serialize(const PlanInput& input);
    // serialize() with the model written inline unless it is an unmodified preset, so that the plan never depends on
    // a file elsewhere: the bytes the plan library stores and "Save as YAML" writes.
    static QByteArray selfContained(const PlanInput& input);
    // Writes selfContained(input) atomically (QSaveFile); the translated reason when it could not, else empty.
    static QString write(const PlanInput& input, const QString& path);
};

} // namespace tpuplan
