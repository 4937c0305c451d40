// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: random bytes into tpuplan::fuzz::parseCatalog() (tests/fuzz/FuzzParsers.cpp).
#include "FuzzParsers.h"
#include "FuzzTargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    return fuzzOne(data, size, tpuplan::fuzz::parseCatalog);
}
