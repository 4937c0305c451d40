#!/usr/bin/env bash
# Installs the Debian 12 packages TPU Planner needs to build, test and run; does nothing when all are present.
set -euo pipefail
packages=(
  build-essential cmake ninja-build dpkg-dev pkg-config
  qtbase5-dev libqt5charts5-dev qttools5-dev qttools5-dev-tools libqt5svg5-dev
  libyaml-cpp-dev libsqlite3-dev sqlite3 libbenchmark-dev
  xvfb xauth x11-apps imagemagick poppler-utils fonts-noto-cjk
  desktop-file-utils appstream
  clang clang-tidy clang-format libclang-rt-14-dev llvm-14 python3
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  exit 0
fi
echo "Installing: ${missing[*]}"
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}"
