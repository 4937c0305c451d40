// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The identity of a candidate across plans and saves: what makes the app select "the same row" again after a replan
// or when a saved plan is opened (hardware, region, pricing, precision, checkpointing and batch per device; the
// numbers computed from them may differ between catalog versions).

#include <QJsonObject>
#include <QString>

namespace tpuplan {

struct Candidate;

// "v3-8|us-central1|on-demand|fp32|none|2"
QString candidateKey(const Candidate& c);
// The same key read from candidateJson() as the plan library stores it; empty for an empty object (none chosen).
QString candidateKey(const QJsonObject& storedCandidate);

} // namespace tpuplan
