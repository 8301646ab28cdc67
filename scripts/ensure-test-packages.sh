#!/usr/bin/env bash
# Make sure the Debian packages the tests drive are on the machine: Chromium
# (and fonts that draw Bangla and ৳) for the end-to-end tests, and poppler's
# pdftotext and pdfimages, which read back the PDFs the product makes (exports,
# invoices, labels). Playwright's own browser download cannot work here (only
# the npm registry and Debian's packages are reachable), so the tests drive
# Debian's headless shell (/usr/bin/chromium-headless-shell) and the
# benchmarks /usr/bin/chromium. Installs what is missing when run as root; otherwise
# names it and fails, so no test passes without checking what it should.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
HEADLESS_SHELL=/usr/bin/chromium-headless-shell
FONT_DIR=/usr/share/fonts/truetype/noto

have_fonts() { ls "$FONT_DIR"/NotoSansBengali-*.ttf >/dev/null 2>&1; }

missing=()
[[ -x $CHROMIUM ]] || missing+=(chromium)
[[ -x $HEADLESS_SHELL ]] || missing+=(chromium-headless-shell)
have_fonts || missing+=(fonts-noto-core)
command -v pdftotext >/dev/null 2>&1 && command -v pdfimages >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1 || missing+=(poppler-utils)

if ((${#missing[@]} == 0)); then
  exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
  echo "ensure-test-packages: missing Debian packages: ${missing[*]}" >&2
  echo "ensure-test-packages: install them as root: apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "ensure-test-packages: installing ${missing[*]} with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
# An old or empty package list cannot find chromium: refresh it once.
if ! apt-get install -y --no-install-recommends "${missing[@]}" </dev/null; then
  apt-get update </dev/null
  apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
fi

if [[ ! -x $CHROMIUM ]] || [[ ! -x $HEADLESS_SHELL ]] || ! command -v pdftotext >/dev/null 2>&1; then
  echo "ensure-test-packages: chromium, its headless shell or pdftotext is still missing after apt-get install ${missing[*]}" >&2
  exit 1
fi
