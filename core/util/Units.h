// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tpuplan {

// 1 GiB = 2^30 bytes, 1 MiB = 2^20 bytes (the units XLA and nvidia-smi print). GB = 10^9 bytes.
constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kGB = 1.0e9;
constexpr double kTera = 1.0e12;

inline double bytesToGiB(double bytes)
{
    return bytes / kGiB;
}
inline double bytesToGB(double bytes)
{
    return bytes / kGB;
}
inline double gibToBytes(double gib)
{
    return gib * kGiB;
}

} // namespace tpuplan
