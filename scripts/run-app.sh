#!/usr/bin/env bash
# Installs what is missing, builds (Release) and starts the desktop app. Without a display it runs under xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
./scripts/build.sh
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
  echo "No display found: starting the app under xvfb-run (set DISPLAY to see its window)."
  exec xvfb-run -a -s "-screen 0 1600x1000x24" ./build/gui/tpu-planner "$@"
fi
exec ./build/gui/tpu-planner "$@"
