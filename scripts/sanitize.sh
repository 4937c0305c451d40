#!/usr/bin/env bash
# Builds everything with clang, AddressSanitizer and UndefinedBehaviorSanitizer (plus the libFuzzer targets), runs the
# whole test suite under them, then runs each fuzzer for a bounded time over its seed corpus. Any report fails.
# Usage: scripts/sanitize.sh [FUZZ_SECONDS_PER_TARGET]   (default 30)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
# -O1 with line tables only: reports keep file:line, and the build takes much less than RelWithDebInfo
CC=clang CXX=clang++ cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Sanitize -DCMAKE_CXX_FLAGS_SANITIZE="-O1 -gline-tables-only" \
  -DCMAKE_C_FLAGS_SANITIZE="-O1 -gline-tables-only" -DTPUPLAN_SANITIZE=ON -DTPUPLAN_FUZZ=ON -DTPUPLAN_BUILD_BENCH=OFF >/dev/null
cmake --build build-asan --parallel
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
if [[ -x /usr/lib/llvm-14/bin/llvm-symbolizer ]]; then export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-14/bin/llvm-symbolizer; fi
export LSAN_OPTIONS="suppressions=$PWD/tests/fuzz/lsan.supp"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --test-dir build-asan --output-on-failure --timeout 900
./scripts/fuzz.sh "$seconds"
