// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The serving plan file: one YAML file holding every input of a serving plan (ServeInput), told apart from a training
// plan file by `kind: serve` at the top. Strict as the training plan file is: unknown keys and bad values are
// InputErrors naming the file, the line and the key.
//
//   kind: serve
//   model: llama-3.1-70b            # a preset id or a model file (relative to the plan's folder)
//   hardware: [v5e-16]              # omitted: the whole catalog
//   input_len: 2000
//   output_len: 300
//   traffic: concurrency            # concurrency | request-rate | offline
//   concurrency: 100
//   tpot_target: 0.05               # seconds
//
// Other keys: devices, device_memory_gib, device_tpu (the device known by its memory alone is a TPU device),
// tensor_parallel, request_rate, max_context, precision (list), kv_precision (list), engine,
// gpu_memory_utilization, ttft_target, regions (list), pricing (list), limit.

#include "ServeSetup.h"

#include <QByteArray>

namespace tpuplan {

// Reads and checks a serving plan file (ServeInput::issues, each issue naming its key); throws InputError.
ServeInput readServePlanFile(const QString& path);
// The same from text; `fileLabel` names the file in messages; a relative model path is read from `baseDir`.
ServeInput servePlanFromYaml(const QByteArray& yaml, const QString& fileLabel, const QString& baseDir = QString());
// A file servePlanFromYaml() reads back to the same ServeInput.
QByteArray serializeServePlan(const ServeInput& input);
// Writes serializeServePlan(input) atomically; the translated reason when it could not, else empty.
QString writeServePlanFile(const ServeInput& input, const QString& path);
// Whether the text is a serving plan (a top-level `kind: serve`), not a training plan. Looks at the text alone, so
// that a serving plan with a mistake further down is still read (and its mistake reported) as a serving plan.
bool isServePlanText(const QByteArray& text);
// The plan file's key for a ServeInput::issues() field ("--input-len" -> "input_len").
QString servePlanKey(const QString& optionOrKey);

} // namespace tpuplan
