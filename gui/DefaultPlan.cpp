// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultPlan.h"

#include "plan/PlanFile.h"

namespace tpuplan::gui {

namespace {
// examples/bigbird-base-4096.yaml: pretraining a Japanese BigBird-base at 4096 tokens (masa-ita, "Cloud TPUの使い方",
// 2021-07-10) with the google-research/bigbird flags: batch 2 per core on 8 cores, AdamWeightDecay, NSP, no
// gradient accumulation.
const char* const kSeedPlan = R"(
model: bigbird-roberta-base
head: {kind: mlm-masked, max_predictions: 600, nsp: true}
training:
  seq_len: 4096
  global_batch: 16
  steps: 100000
  precision: [fp32]
  optimizer: adamw
  checkpointing: [none, full, every-k, selective]
  max_accumulation: 1
hardware:
  slices: [v2-8, v3-8]
  regions: [us-central1, colab]
  pricing: [on-demand, preemptible, spot, colab-free]
constraints: {safety_margin: 0.1}
preemption: {rate_per_hour: 0.05, checkpoint_write_minutes: 2, restart_minutes: 10}
data: {dataset_gib: 37}
objective: cost
limit: 20
)";
} // namespace

PlanInput defaultPlan(double safetyMargin)
{
    PlanInput in = PlanFile::parse(QByteArray(kSeedPlan), QStringLiteral("<default plan>"));
    in.safetyMargin = safetyMargin;
    return in;
}

PlanInput wholeCatalogPlan()
{
    PlanInput in = defaultPlan();
    in.hardware.clear();
    in.generations.clear();
    in.includeGpus = true;
    in.regions.clear();
    in.pricing.clear();
    in.precisions = {Precision::Fp32, Precision::Bf16Mixed, Precision::Fp16Mixed};
    in.globalBatch = 256;
    in.maxAccumulation = 64;
    return in;
}

} // namespace tpuplan::gui
