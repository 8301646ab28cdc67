#!/usr/bin/env bash
# Make sure Debian's Chromium (and fonts that draw Bangla and ৳) are on the
# machine for the end-to-end tests. Playwright's own browser download cannot
# work here (only the npm registry and Debian's packages are reachable), so the
# tests drive /usr/bin/chromium.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
FONT_DIR=/usr/share/fonts/truetype/noto

have_fonts() { ls "$FONT_DIR"/NotoSansBengali-*.ttf >/dev/null 2>&1; }

if [[ -x $CHROMIUM ]] && have_fonts; then
  exit 0
fi

missing=()
[[ -x $CHROMIUM ]] || missing+=(chromium)
have_fonts || missing+=(fonts-noto-core)

if [[ $(id -u) -ne 0 ]]; then
  echo "ensure-chromium: missing Debian packages: ${missing[*]}" >&2
  echo "ensure-chromium: install them as root: apt-get install -y ${missing[*]}" >&2
  # Fonts only change how Bangla looks; the tests can still run without them.
  [[ -x $CHROMIUM ]] && exit 0
  exit 1
fi

echo "ensure-chromium: installing ${missing[*]} with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
# An old or empty package list cannot find chromium: refresh it once.
if ! apt-get install -y --no-install-recommends "${missing[@]}" </dev/null; then
  apt-get update </dev/null
  apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
fi

if [[ ! -x $CHROMIUM ]]; then
  echo "ensure-chromium: $CHROMIUM is still missing after apt-get install chromium" >&2
  exit 1
fi
