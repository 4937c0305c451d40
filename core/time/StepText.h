// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The step-time model's figures in words, shared by the planner's reasons, the reports and the CLI.

#include "TimeModel.h"

#include <QLocale>
#include <QString>

namespace tpuplan {

// A number of seconds with digits by its size ("0.005", "0.60", "62.3", "143"), without the unit.
QString formatSecondsValue(double seconds, const QLocale& locale = QLocale());
// "$88.16 ($76–$106)": an amount with the calibration's band; bandDecimals as formatUsd()'s decimals (-1: its default).
QString usdWithBand(double usd, const Band& band, const QLocale& locale = QLocale(), int bandDecimals = -1);
// "3.40 s (2.92–4.08 s)": a duration in seconds with the calibration's band; with decimals < 0 the digits follow the
// size, and a step below 0.1 s reads in milliseconds ("4.9 ms (4.2–5.9 ms)").
QString secondsWithBand(double seconds, const Band& band, const QLocale& locale = QLocale(), int decimals = 2);
// "12.5 h (10.8–15.0 h)", in formatHours()'s unit: "29 min (25–35 min)", "5.2 days (4.5–6.3 days)".
QString hoursWithBand(double hours, const Band& band, const QLocale& locale = QLocale());
// What the step is made of: "Of the 3.40 s of compute: matmuls 2.10 s, attention 0.40 s, memory-bound work 0.60 s,
// optimizer update 0.02 s, fixed per-step overhead 0.025 s; of these, padding to the 128 × 128 matrix unit takes
// 0.05 s and checkpointing's recompute 0.50 s. Matmuls at 77 % of the peak, memory-bound work at 100 % of the HBM
// bandwidth, 0.025 s of fixed cost per dispatch of the step: host dispatch, infeed, launches (fitted on …)."
QString rooflineText(const StepTime& step, const Efficiency& efficiency, const QLocale& locale = QLocale());

// Which peak an MFU is against: "MFU 41.2 % of the bf16 peak (989 TFLOP/s per device)"; for an 8-bit run both,
// "…, 20.6 % of the fp8 peak (1,979 TFLOP/s)" (reference longctx.md section 3.5).
QString mfuPeakText(const StepTime& step, const QLocale& locale = QLocale());
// For an 8-bit run: "91 % of the step's FLOPs run in fp8 (…), at most 1.84× faster than bf16."; empty otherwise.
QString lowPrecisionText(const StepTime& step, const QLocale& locale = QLocale());

} // namespace tpuplan
