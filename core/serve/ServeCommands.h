// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command that starts a serving candidate: `vllm serve`, SGLang's launch_server, `trtllm-serve` or MaxText's
// JetStream maxengine_server, with the flags the plan chose (reference serving.md section 2.1; docs/serving-model.md
// section 9).

#include "ServePlanner.h"
#include "report/ActionCommands.h"

#include <QStringList>

namespace tpuplan {

// The model as the engine loads it: the Hugging Face repository of a preset (its config.json's), else the model
// reference the plan gave (a path).
QString serveModelName(const ServeInput& input);

// The engine's flags the plan chose, in command-line order: "--tensor-parallel-size" "8" (written --name=value, which
// argparse reads as --name value), MaxText's key=value pairs ("ici_tensor_parallelism" "8").
QVector<CommandFlag> serveEngineFlags(const ServeCandidate& candidate, const ServeInput& input);

// The whole command, one flag per line joined by shell continuations, with comment lines above it where the setup
// needs a quantised checkpoint the engine does not make itself.
QString serveLaunchCommand(const ServeCandidate& candidate, const ServeInput& input);

} // namespace tpuplan
