#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (no browser download is possible here). Installs it
# when missing and this user may use apt-get; otherwise says how.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] && exit 0
if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed at $chromium_path for the browser tests: install Debian's 'chromium' package (or set CHROMIUM_PATH)." >&2
exit 1
