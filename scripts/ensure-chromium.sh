#!/usr/bin/env bash
# Browser tests and benchmarks drive Debian's Chromium (Playwright cannot download browsers here).
# Installs it, with the CJK fonts Chinese text needs, when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi 'noto.*cjk'; then
  exit 0
fi
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Installing Chromium needs root or sudo: apt-get install -y chromium fonts-noto-cjk" >&2; exit 1; }
  sudo_cmd=(sudo)
fi
echo "Installing Debian's chromium and fonts-noto-cjk..."
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
