// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared glue for the libFuzzer targets: bad input must end in an InputError, never in a crash or a hang.

#include "util/InputError.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

template <typename Fn> int fuzzOne(const uint8_t* data, size_t size, Fn parse)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<int>(size));
    try {
        parse(bytes);
    } catch (const tpuplan::InputError&) {
        // expected for bad input
    }
    return 0;
}
