#!/usr/bin/env bash
# clang-format (the committed .clang-format) and clang-tidy (the committed .clang-tidy) must report nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h' | grep -E '^(core|cli|gui|report|tests|bench)/')
clang-format --dry-run --Werror "${files[@]}"
echo "clang-format: ${#files[@]} files clean"
# clang-tidy over the product's sources (not the tests), using the Release build's compile_commands.json
log=$(mktemp)
run-clang-tidy -p build -j "$(nproc)" -quiet '/(core|cli|report|gui)/[^/]*(/[^/]*)?\.cpp$' >"$log" 2>&1 || true
if grep -E "(warning|error): " "$log" | grep -v "^[0-9]* warnings generated" >/dev/null; then
  grep -E -A3 "(warning|error): " "$log" | head -100
  echo "clang-tidy reported problems"
  exit 1
fi
echo "clang-tidy: clean"
