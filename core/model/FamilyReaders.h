// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The readers of the 2025-26 decoder families' Hugging Face config.json (reference moe.md section 1.1): mixtral,
// qwen2_moe, qwen3_moe, qwen3, deepseek_v2, deepseek_v3, gpt_oss, llama4 (and llama4_text), olmoe, gemma3 (and
// gemma3_text), phi3. Each reads its family's keys into ModelSpec and nothing else; docs/models.md lists the keys.

#include "ConfigFields.h"
#include "ModelSpec.h"

namespace tpuplan {

// The model_type values read here.
const QStringList& familyTypes();
// Fills `m` from the config.json fields of a family type (`m.source` already names the file).
void readFamilyConfig(const ConfigFields& f, const QString& type, ModelSpec& m);
// A model YAML of a family type names the planner's keys (core/model/ModelFields.cpp); what it leaves out takes the
// family's structure set here (qk-norms, norms per layer, local-attention period, biases, sinks).
void applyFamilyDefaults(const QString& type, ModelSpec& m);

} // namespace tpuplan
