// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

namespace tpuplan {

// Storage billed over the run: the dataset's shards and the saved training checkpoints in Cloud Storage.
struct StorageInputs
{
    double datasetGiB = 0;
    double checkpointGiB = 0; // one saved checkpoint (weights + optimizer states)
    int checkpointsKept = 2; // the latest and the one before (a half-written save never loses the run)
    double usdPerGiBMonth = 0; // catalog storage class
};

struct RunCost
{
    double hours = 0;
    double billedHours = 0; // the hours charged: a committed-use discount bills its whole term
    double acceleratorUsd = 0;
    double hostUsd = 0;
    double storageUsd = 0;
    double totalUsd() const { return acceleratorUsd + hostUsd + storageUsd; }
};

// GCP bills a month as 730 hours (cloud.google.com pricing pages; GCS per GiB-month prices).
constexpr double kHoursPerMonth = 730.0;

// Hours a committed-use discount bills: 8,760 for 1 year, 26,280 for 3 years (GCP committed-use discounts are
// billed monthly for the whole term whether used or not: cloud.google.com/docs/cuds, as of 2024); 0 otherwise.
double commitmentTermHours(PricingModel pricing);

// Exact arithmetic: price per hour x hours for the accelerator and the host, GiB-months for storage.
RunCost priceRun(const Offering& offering, double hours, const StorageInputs& storage);

} // namespace tpuplan
