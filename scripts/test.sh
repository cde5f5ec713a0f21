#!/usr/bin/env bash
# The project's single test command: the Rust suite, then the browser suite (the web playground
# in Debian's chromium, driven by playwright-core), then the Python suite.
#
#   scripts/test.sh              # everything
#   scripts/test.sh --no-rust    # skip `cargo test` (the browser suite still builds the binary)
#
# What the browser suite needs is installed here when missing: chromium and Node.js with npm
# (apt-get, as root or through sudo) and the pinned playwright-core (`npm ci`). Nothing is
# skipped silently: when something cannot be installed the script stops with a message saying
# what to install. Environment: CHROMIUM (default /usr/bin/chromium), GRUNDY_BIN (the grundy
# binary the browser tests start; default the debug build).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

run_rust=1
for arg in "$@"; do
  case "$arg" in
    --no-rust) run_rust=0 ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "scripts/test.sh: unknown option $arg (try --help)" >&2; exit 2 ;;
  esac
done

SCRIPT_NAME=scripts/test.sh
# shellcheck source=scripts/lib.sh
source scripts/lib.sh

if [ "$run_rust" = 1 ]; then
  # The contest-code tests compile the C++ that `seq --format cpp` prints and run the Python.
  command -v g++ > /dev/null || apt_install "g++ (the contest-code tests compile C++)" g++
  command -v python3 > /dev/null || apt_install "Python 3 (the contest-code tests run Python)" python3
  step "cargo test --workspace"
  cargo test --workspace
  # The optional parts stay optional: the library without Rhai and memmap2, the CLI without
  # the server (axum, tokio). Tests run with the default features; these only have to build.
  step "the library and the CLI without their default features"
  cargo clippy --quiet -p grundy --no-default-features -- -D warnings
  cargo clippy --quiet -p grundy-cli --no-default-features -- -D warnings
  # The library's `openapi` feature (off by default) needs no line here: grundy-web turns it
  # on, so `cargo test --workspace` above builds it (and `.ci/run`'s clippy lints it).
fi

step "browser tests (tests/browser)"
chromium="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  [ "$chromium" = /usr/bin/chromium ] || fail "CHROMIUM=$chromium is not an executable"
  apt_install chromium chromium
  [ -x "$chromium" ] || fail "chromium was installed but $chromium is still missing"
fi
if ! command -v node > /dev/null || ! command -v npm > /dev/null; then
  apt_install "Node.js and npm" nodejs npm
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 18 ] || fail "Node.js $(node --version) is too old for the browser tests; install Node.js 18 or newer"

if [ -z "${GRUNDY_BIN:-}" ]; then
  # The debug build: `cargo test` above has built its dependencies already (the test profile is
  # the dev profile's settings), so this is quick.
  cargo build --quiet -p grundy-cli
  export GRUNDY_BIN="$PWD/target/debug/grundy"
fi
[ -x "$GRUNDY_BIN" ] || fail "GRUNDY_BIN=$GRUNDY_BIN is not an executable"
export CHROMIUM="$chromium"

(
  cd tests/browser
  npm ci --no-audit --no-fund --loglevel=error || fail "npm ci failed in tests/browser (is the npm registry reachable?)"
  npm test
)

step "Python tests"
# PYTHON SUITE: the Python package's own script (it builds the package in a virtual environment
# and runs its tests) is called here once it exists.
if [ -e scripts/test-python.sh ]; then
  bash scripts/test-python.sh
else
  echo "(no Python suite yet: scripts/test-python.sh will run here)"
fi

step "all tests passed"
