#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for a bounded time over its seed corpus.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 30). A crash leaves its input in build-fuzz/findings/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
# reuses the sanitizer build (scripts/sanitize.sh) when there is one, else makes a small fuzz-only build
build=build-fuzz
if [[ -f build-asan/CMakeCache.txt ]] && grep -q "TPUPLAN_FUZZ:BOOL=ON" build-asan/CMakeCache.txt; then
  build=build-asan
else
  CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Sanitize \
    -DCMAKE_CXX_FLAGS_SANITIZE="-O1 -gline-tables-only" -DCMAKE_C_FLAGS_SANITIZE="-O1 -gline-tables-only" -DTPUPLAN_FUZZ=ON \
    -DTPUPLAN_BUILD_GUI=OFF -DTPUPLAN_BUILD_TESTS=OFF -DTPUPLAN_BUILD_BENCH=OFF >/dev/null
fi
targets=(Catalog:catalog ModelJson:model_json PlanYaml:plan_yaml LengthFile:lengths PriceImport:price_import Oom:oom)
cmake --build "$build" --parallel --target $(for t in "${targets[@]}"; do printf '%sFuzz ' "${t%%:*}"; done)
if [[ -x /usr/lib/llvm-14/bin/llvm-symbolizer ]]; then export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-14/bin/llvm-symbolizer; fi
export LSAN_OPTIONS="suppressions=$PWD/tests/fuzz/lsan.supp"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
mkdir -p "$build"/findings
status=0
for t in "${targets[@]}"; do
  name=${t%%:*}
  corpus=${t##*:}
  work=$build/corpus/$corpus
  mkdir -p "$work"
  echo "fuzzing $name for ${seconds}s"
  seeds=("tests/fuzz/corpus/$corpus")
  if [[ -d tests/fuzz/regressions/$corpus ]]; then seeds+=("tests/fuzz/regressions/$corpus"); fi
  if ! "$build"/tests/fuzz/${name}Fuzz -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
      -artifact_prefix="$build"/findings/${name}- "$work" "${seeds[@]}" >"$build"/$name.log 2>&1; then
    echo "FAILED: $name (see $build/$name.log; the input is in $build/findings/: once fixed, copy it to"
    echo "        tests/fuzz/regressions/$corpus/ so that TestFuzzCorpus keeps it fixed)"
    tail -30 "$build"/$name.log
    status=1
  else
    grep -E "^Done [0-9]+ runs" "$build"/$name.log || tail -1 "$build"/$name.log
  fi
done
exit $status
