#!/usr/bin/env bash
# Runs the lupdate target and fails if it changed any committed .ts file: the translations are in step with the
# sources. Their completeness (no unfinished entries, placeholders kept) is checked by the TestTranslations test.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build build --target lupdate >/dev/null
if ! git diff --quiet -- translations/; then
  echo "lupdate changed translations/*.ts: run 'cmake --build build --target lupdate' and translate the new strings"
  git diff --stat -- translations/
  exit 1
fi
echo "translations: lupdate leaves the tree clean"
