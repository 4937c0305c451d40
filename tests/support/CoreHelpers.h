// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small helpers that several core and CLI test classes need: the built-in catalog, the examples' paths, the issue
// of an InputError, slice names.

#include "catalog/Catalog.h"
#include "model/ModelSpec.h"
#include "util/InputError.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <optional>

namespace tpuplan::test {

// A causal-LM head, the decoders' (the default HeadConfig is an encoder's MLM head).
HeadConfig causalLm();

// The built-in catalog, loaded once.
const Catalog& builtinCatalog();

// The path of examples/NAME in the source tree.
QString examplePath(const char* name);

// The issue of the InputError `fn` throws, or nothing when it returns.
std::optional<InputIssue> issueOf(const std::function<void()>& fn);

// The records of an RFC 4180 CSV text (fields separated by commas, records ended by CRLF; quoted fields may hold
// commas, CRLF and doubled quotes); *ok is false where the text breaks the format.
QVector<QStringList> parseCsv(const QString& text, bool* ok);

// PREFIX-N for each N of `sizes`, e.g. v3-8, v3-32 (slice names).
QStringList sliceNames(const QString& prefix, const QVector<int>& sizes);

} // namespace tpuplan::test
