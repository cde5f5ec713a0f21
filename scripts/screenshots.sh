#!/usr/bin/env bash
# Regenerates the screenshots of the web playground in docs/screenshots/ (one per section, a
# phone and a dark one): builds grundy, starts `grundy serve`, drives Debian's chromium.
#   scripts/screenshots.sh            # all of them
#   scripts/screenshots.sh table      # only docs/screenshots/table.png
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || { echo "scripts/screenshots.sh: chromium is missing (apt-get install chromium, or run scripts/test.sh once)" >&2; exit 1; }
if [ -z "${GRUNDY_BIN:-}" ]; then
  cargo build --quiet --release -p grundy-cli
  export GRUNDY_BIN="$PWD/target/release/grundy"
fi
cd tests/browser
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund --loglevel=error
node screenshots.mjs "$@"
