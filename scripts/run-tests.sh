#!/usr/bin/env bash
# Installs what is missing, builds and runs every test through CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
./scripts/build.sh
ctest --test-dir build --output-on-failure --timeout 600 "$@"
# the committed translations are in step with the sources: lupdate changes nothing
./scripts/check-translations.sh
