#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for a bounded time over its seed corpus.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 30). A crash leaves its input in build-fuzz/findings/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTPUPLAN_FUZZ=ON \
  -DTPUPLAN_BUILD_GUI=OFF -DTPUPLAN_BUILD_TESTS=OFF -DTPUPLAN_BUILD_BENCH=OFF >/dev/null
targets=(Catalog:catalog ModelJson:model_json PlanYaml:plan_yaml LengthFile:lengths)
if [[ -f tests/fuzz/OomFuzz.cpp ]]; then targets+=(Oom:oom); fi
cmake --build build-fuzz --parallel --target $(for t in "${targets[@]}"; do printf '%sFuzz ' "${t%%:*}"; done)
export LSAN_OPTIONS="suppressions=$PWD/tests/fuzz/lsan.supp"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
mkdir -p build-fuzz/findings
status=0
for t in "${targets[@]}"; do
  name=${t%%:*}
  corpus=${t##*:}
  work=build-fuzz/corpus/$corpus
  mkdir -p "$work"
  echo "fuzzing $name for ${seconds}s"
  if ! build-fuzz/tests/fuzz/${name}Fuzz -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
      -artifact_prefix=build-fuzz/findings/${name}- "$work" "tests/fuzz/corpus/$corpus" >build-fuzz/$name.log 2>&1; then
    echo "FAILED: $name (see build-fuzz/$name.log and build-fuzz/findings/)"
    tail -30 build-fuzz/$name.log
    status=1
  else
    tail -1 build-fuzz/$name.log
  fi
done
exit $status
