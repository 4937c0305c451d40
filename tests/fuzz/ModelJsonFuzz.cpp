// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzTargets.h"

#include "model/ModelLoader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    return fuzzOne(data, size, [](const QByteArray& b) {
        tpuplan::ModelLoader::fromHfConfigJson(b, QStringLiteral("config.json"));
    });
}
