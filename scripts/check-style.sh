#!/usr/bin/env bash
# clang-format (the committed .clang-format) and clang-tidy (the committed .clang-tidy) must report nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h' | grep -E '^(core|cli|gui|report|tests|bench)/')
clang-format --dry-run --Werror "${files[@]}"
echo "clang-format: ${#files[@]} files clean"
# clang-tidy over every source of the product, its tests and benchmarks (not moc's output), using the Release build's
# compile_commands.json; .clang-tidy makes every warning an error, so the exit status says it all
test -f build/compile_commands.json || { echo "check-style: build/compile_commands.json missing (run scripts/build.sh)"; exit 1; }
log=$(mktemp)
if ! run-clang-tidy -p build -j "$(nproc)" -quiet "^$PWD/(core|cli|report|gui|tests|bench)/.*\.cpp\$" >"$log" 2>&1; then
  grep -E -A3 "(warning|error): " "$log" | head -100
  echo "clang-tidy reported problems"
  exit 1
fi
echo "clang-tidy: clean"
