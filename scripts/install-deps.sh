#!/usr/bin/env bash
# Installs the Debian packages ScrollKit builds, tests and runs with, when any is missing.
# Usage: scripts/install-deps.sh [extra-package ...]
set -euo pipefail

packages=(libpng-dev zlib1g-dev libsdl2-dev libpixman-1-dev libfreetype-dev fonts-dejavu-core
          pkg-config xvfb xauth x11-xserver-utils "$@")

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
