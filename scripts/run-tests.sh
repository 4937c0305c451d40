#!/usr/bin/env bash
# Installs what is missing, builds (Release) and runs every test through CTest (each test process in a fresh home of
# its own, started from a home of broken per-user files: tests/CMakeLists.txt), then the hardening checks: the
# translations are in step with the sources, clang-format and clang-tidy are clean, the .deb installs and runs, and
# the whole suite passes again under AddressSanitizer + UndefinedBehaviorSanitizer with each fuzzer run for a bounded
# time. Any failure stops the run with a non-zero status.
# Usage: scripts/run-tests.sh [--quick] [CTEST ARGS...]   --quick: the Release build and its tests only.
# TPUPLAN_FUZZ_SECONDS sets the time per fuzz target (default 30).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
if [[ ${1:-} == --quick ]]; then
  quick=1
  shift
fi
stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo "=== $name"
  "$@"
  echo "=== $name: passed in $((SECONDS - start)) s"
}
stage "install missing packages" ./scripts/install-deps.sh
stage "Release build" ./scripts/build.sh
stage "tests" ctest --test-dir build --output-on-failure --timeout 600 "$@"
# the committed translations are in step with the sources: lupdate changes nothing
stage "translations" ./scripts/check-translations.sh
if ((quick)); then
  exit 0
fi
stage "clang-format and clang-tidy" ./scripts/check-style.sh
stage "package" ./scripts/package.sh
stage "sanitizers and fuzzing" ./scripts/sanitize.sh "${TPUPLAN_FUZZ_SECONDS:-30}"
echo "all checks passed in $SECONDS s"
