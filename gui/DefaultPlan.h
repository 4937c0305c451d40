// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanInput.h"

namespace tpuplan::gui {

// The plan a new window starts from: the seed scenario of examples/bigbird-base-4096.yaml (BigBird-base at 4096
// tokens, global batch 16, v2-8 and v3-8, us-central1 and Colab), so that the first screen answers a real question.
PlanInput defaultPlan(double safetyMargin = 0.10);

// The same plan over the whole catalog: every TPU generation, the GPUs, every region, pricing model and precision.
PlanInput wholeCatalogPlan();

} // namespace tpuplan::gui
