#!/usr/bin/env bash
# Regenerates the screenshots of the web playground in docs/screenshots/ (one per section, a
# phone, a dark one and the Chinese page): builds grundy, starts `grundy serve`, drives Debian's chromium.
#   scripts/screenshots.sh            # all of them
#   scripts/screenshots.sh table      # only docs/screenshots/table.png
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || { echo "scripts/screenshots.sh: chromium is missing (apt-get install chromium, or run scripts/test.sh once)" >&2; exit 1; }
# The Chinese page needs a CJK font, or chromium draws boxes: install Debian's Noto CJK.
if ! fc-list :lang=zh 2> /dev/null | grep -q .; then
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    apt-get install -y --no-install-recommends fonts-noto-cjk > /dev/null ||
      { apt-get update > /dev/null && apt-get install -y --no-install-recommends fonts-noto-cjk > /dev/null; } ||
      { echo "scripts/screenshots.sh: could not install fonts-noto-cjk for the Chinese screenshots" >&2; exit 1; }
  else
    echo "scripts/screenshots.sh: no Chinese font; install one (apt-get install fonts-noto-cjk) for the Chinese screenshots" >&2
    exit 1
  fi
fi
if [ -z "${GRUNDY_BIN:-}" ]; then
  cargo build --quiet --release -p grundy-cli
  export GRUNDY_BIN="$PWD/target/release/grundy"
fi
cd tests/browser
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund --loglevel=error
node screenshots.mjs "$@"
