// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command that starts a serving candidate: `vllm serve`, SGLang's launch_server, `trtllm-serve` or MaxText's
// JetStream maxengine_server, with the flags the plan chose (reference serving.md section 2.1; docs/serving-model.md
// section 9).

#include "ServePlanner.h"

#include <QStringList>

namespace tpuplan {

// The model as the engine loads it: the Hugging Face repository of a preset (its config.json's), else the model
// reference the plan gave (a path).
QString serveModelName(const ServeInput& input);

// One flag and its value ("--tensor-parallel-size", "8"); MaxText's are key=value pairs (value after '=').
struct ServeFlag
{
    QString name;
    QString value;
};
QVector<ServeFlag> serveEngineFlags(const ServeCandidate& candidate, const ServeInput& input);

// The whole command, one flag per line joined by shell continuations, with comment lines above it where the setup
// needs a quantised checkpoint the engine does not make itself.
QString serveLaunchCommand(const ServeCandidate& candidate, const ServeInput& input);

} // namespace tpuplan
