#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (no browser download is possible here), and the
# e-invoicing tests check signatures and canonical XML with tools other than ours (openssl, Python's
# canonicaliser, issue 24). Installs what is missing when this user may use apt-get; otherwise says how.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
command -v openssl >/dev/null || missing+=(openssl)
command -v python3 >/dev/null || missing+=(python3)
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's ${missing[*]} for the tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need Debian's ${missing[*]} (Chromium at $chromium_path, or set CHROMIUM_PATH)." >&2
exit 1
