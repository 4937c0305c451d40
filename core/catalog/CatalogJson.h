// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The catalog as `tpuplan catalog --format json` prints it: generations, slices and GPUs, each with its prices,
// sources and dates. Bytes are integers; locale-neutral.

#include "Catalog.h"

#include <QDate>
#include <QJsonObject>

namespace tpuplan {

QJsonObject offeringJson(const Catalog& catalog, const Offering& offering, const QDate& today);
QJsonObject generationJson(const Catalog& catalog, const Generation& generation);
// A slice or GPU with the offerings given (the caller filters them, by region say).
QJsonObject sliceJson(const Catalog& catalog, const Slice& slice, const QVector<Offering>& offerings,
                      const QDate& today);
QJsonObject gpuJson(const Catalog& catalog, const Gpu& gpu, const QVector<Offering>& offerings, const QDate& today);
// The whole catalog, or one generation's part (no GPUs then) and the prices of one region; empty = all.
QJsonObject catalogJson(const Catalog& catalog, const QString& generation, const QString& region, const QDate& today);

} // namespace tpuplan
