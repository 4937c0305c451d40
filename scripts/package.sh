#!/usr/bin/env bash
# Builds the .deb with CPack, installs it on this machine, runs the CLI from the installed path, starts the app
# offscreen from it, and validates the desktop entry and the AppStream metadata.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f build/tpu-planner_*.deb
(cd build && cpack -G DEB >/dev/null)
deb=$(ls build/tpu-planner_*.deb)
echo "package: $deb ($(du -h "$deb" | cut -f1))"
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
start=$(date +%s.%N)
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -q --reinstall "./$deb" >/dev/null
echo "installed in $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"
/usr/bin/tpuplan --version
# whole outputs into variables, not into `head -c` or `grep -q`: a reader that stops early makes the writer die of
# SIGPIPE, which pipefail reports as a failure once the output outgrows the pipe's buffer
catalog=$(/usr/bin/tpuplan catalog --generation v2 --format json --no-user-catalog)
test "${#catalog}" -gt 200
estimate=$(/usr/bin/tpuplan estimate --model bigbird-roberta-base --seq-len 4096 --batch 2 --hardware v3-8 --no-user-catalog)
tail -3 <<<"$estimate"
# the translations are compiled into the binaries: the installed CLI answers in the system language
grep -q "使い方" <<<"$(LC_ALL= LANG=ja_JP.UTF-8 /usr/bin/tpuplan --help)"
grep -q "用法" <<<"$(LC_ALL= LANG=zh_CN.UTF-8 /usr/bin/tpuplan --help)"
grep -q "사용법" <<<"$(LC_ALL= LANG=ko_KR.UTF-8 /usr/bin/tpuplan --help)"
shot=$(mktemp --suffix=.png)
QT_QPA_PLATFORM=offscreen /usr/bin/tpu-planner --screenshot "$shot"
test -s "$shot"
desktop-file-validate /usr/share/applications/io.github.tpuplanner.TpuPlanner.desktop
appstreamcli validate --no-net /usr/share/metainfo/io.github.tpuplanner.TpuPlanner.metainfo.xml
test -f /usr/share/icons/hicolor/scalable/apps/io.github.tpuplanner.TpuPlanner.svg
for size in 48x48 64x64 128x128 256x256; do test -f /usr/share/icons/hicolor/$size/apps/io.github.tpuplanner.TpuPlanner.png; done
echo "package: installed app and CLI run; desktop entry and metainfo valid"
