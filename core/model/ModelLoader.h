// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ModelSpec.h"

#include <QStringList>

namespace tpuplan {

// Model presets (compiled in) and model files: a preset-style YAML (strict: unknown keys are errors) or a Hugging Face
// config.json (model types listed in supportedModelTypes(); keys the planner does not need are ignored).
class ModelLoader
{
public:
    static QStringList presetIds();
    static ModelSpec preset(const QString& id); // throws InputError for an unknown id
    // A preset id, or a path to a .yaml/.yml or .json file.
    static ModelSpec resolve(const QString& presetOrPath);
    static ModelSpec fromFile(const QString& path);
    static ModelSpec fromYamlText(const QByteArray& text, const QString& fileLabel);
    static ModelSpec fromHfConfigJson(const QByteArray& text, const QString& fileLabel);
    static QStringList supportedModelTypes();

    // Range checks shared by every source of a spec (also used for custom architectures typed into the app).
    static void validate(const ModelSpec& spec, const QString& fileLabel);
};

} // namespace tpuplan
