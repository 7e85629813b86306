#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell, and the benchmarks and the tests of
# notifications and installing the app its whole browser (Playwright cannot download browsers
# here). Installs both when missing, with the fonts the ten languages need: the CJK fonts for Chinese
# and Japanese, and fonts-noto-core's Devanagari and Arabic for Hindi and Arabic.
set -euo pipefail
packages=(chromium chromium-headless-shell fonts-noto-cjk fonts-noto-core)
has_font() { fc-list -q "$1" 2>/dev/null; }
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && has_font 'Noto Sans CJK SC' && has_font 'Noto Sans Devanagari' &&
  has_font 'Noto Sans Arabic'; then
  exit 0
fi
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Installing Chromium needs root or sudo: apt-get install -y ${packages[*]}" >&2; exit 1; }
  sudo_cmd=(sudo)
fi
echo "Installing Debian's ${packages[*]}..."
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes \
  apt-get install -y -qq "${packages[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
