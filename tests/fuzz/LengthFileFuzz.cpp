// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzTargets.h"

#include "xla/LengthFile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    return fuzzOne(data, size,
                   [](const QByteArray& b) { tpuplan::xla::LengthFile::parse(b, QStringLiteral("lengths.txt")); });
}
