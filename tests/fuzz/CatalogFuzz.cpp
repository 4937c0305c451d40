// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzTargets.h"

#include "catalog/Catalog.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static const tpuplan::Catalog builtin = tpuplan::Catalog::builtin();
    return fuzzOne(data, size, [](const QByteArray& b) {
        tpuplan::Catalog c = builtin;
        c.mergeText(b, QStringLiteral("fuzz.yaml"));
    });
}
