// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzTargets.h"

#include "diagnose/OomParser.h"

// Pasted error logs are arbitrary text: the parser must never crash or hang on them (it throws nothing for text it
// does not understand; it lists those lines instead).
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    return fuzzOne(data, size, [](const QByteArray& b) {
        tpuplan::OomParser::parse(QString::fromUtf8(b), QStringLiteral("pasted error"));
    });
}
