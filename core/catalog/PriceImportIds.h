// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to the price importer: the tables it maps a price file's names with (regions, GPU names).

namespace tpuplan::priceimport {

// The most accelerators one priced machine may have: the catalog's largest slice has 12,288 chips (v5p), GPU VMs 16.
constexpr int kMaxAcceleratorCount = 65536;

// Google Cloud regions (cloud.google.com/about/locations, as of 2025; us-central2 hosts the v4 TPUs). A region the
// catalog already prices (the built-in catalog or the user's file) is accepted too.
inline constexpr const char* kCloudRegions[] = {
    "africa-south1",
    "asia-east1",
    "asia-east2",
    "asia-northeast1",
    "asia-northeast2",
    "asia-northeast3",
    "asia-south1",
    "asia-south2",
    "asia-southeast1",
    "asia-southeast2",
    "australia-southeast1",
    "australia-southeast2",
    "europe-central2",
    "europe-north1",
    "europe-southwest1",
    "europe-west1",
    "europe-west2",
    "europe-west3",
    "europe-west4",
    "europe-west6",
    "europe-west8",
    "europe-west9",
    "europe-west10",
    "europe-west12",
    "me-central1",
    "me-central2",
    "me-west1",
    "northamerica-northeast1",
    "northamerica-northeast2",
    "northamerica-south1",
    "southamerica-east1",
    "southamerica-west1",
    "us-central1",
    "us-central2",
    "us-east1",
    "us-east4",
    "us-east5",
    "us-south1",
    "us-west1",
    "us-west2",
    "us-west3",
    "us-west4",
};

// SkyPilot GPU names -> catalog GPU ids (GCP sells V100 with 16 GB only; "A100" is the 40 GB part).
struct GpuName
{
    const char* skypilot;
    const char* id;
};
inline constexpr GpuName kGpuNames[] = {
    {"K80", "k80"},           {"T4", "t4"},
    {"V100", "v100-16"},      {"V100-16GB", "v100-16"},
    {"V100-32GB", "v100-32"}, {"A100", "a100-40"},
    {"A100-40GB", "a100-40"}, {"A100-80GB", "a100-80"},
    {"H100", "h100-80"},      {"H100-80GB", "h100-80"},
};

} // namespace tpuplan::priceimport
