// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parsers the fuzzers drive, shared by the libFuzzer targets (tests/fuzz/*Fuzz.cpp) and by TestFuzzCorpus, which
// replays every seed and every saved crash input in the ordinary test suite.

#include <QByteArray>
#include <QVector>

namespace tpuplan::fuzz {

struct Target
{
    const char* name; // the fuzzer: CatalogFuzz, ...
    const char* corpus; // its folder under tests/fuzz/corpus/ and tests/fuzz/regressions/
    void (*parse)(const QByteArray& bytes); // throws InputError for bad input, nothing else
};

void parseCatalog(const QByteArray& bytes);
void parseModelJson(const QByteArray& bytes);
void parsePlanYaml(const QByteArray& bytes);
void parseLengthFile(const QByteArray& bytes);
void parsePriceImport(const QByteArray& bytes);
void parseOomLog(const QByteArray& bytes);

const QVector<Target>& targets();

} // namespace tpuplan::fuzz
