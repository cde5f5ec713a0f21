#!/usr/bin/env bash
# The project's single test command: the Rust suite, then the browser suite (the web playground
# in Debian's chromium, driven by playwright-core), then the Python suite.
#
#   scripts/test.sh              # everything
#   scripts/test.sh --no-rust    # skip `cargo test` (the browser suite still builds the binary)
#
# What the browser suite needs is installed here when missing: chromium and Node.js with npm
# (apt-get, as root or through sudo) and the pinned playwright-core (`npm ci`); the Python suite
# installs its own (scripts/test-python.sh). Nothing is skipped silently: when something cannot
# be installed the script stops with a message saying what to install. Environment: CHROMIUM
# (default /usr/bin/chromium), GRUNDY_BIN (the grundy binary the browser and Python tests start;
# default the debug build).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

run_rust=1
for arg in "$@"; do
  case "$arg" in
    --no-rust) run_rust=0 ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
fi
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

# The browser suite's npm packages and the Python suite's virtual environment are downloaded
# while Cargo compiles (their logs go to target/test-logs/); each suite waits for its own.
logs=target/test-logs
mkdir -p "$logs"
step "installing the npm packages and the Python test environment in the background ($logs/)"
(cd tests/browser && npm ci --no-audit --no-fund --loglevel=error) > "$logs/npm-ci.log" 2>&1 &
npm_ci=$!
bash scripts/test-python.sh --prepare > "$logs/python-prepare.log" 2>&1 &
python_prepare=$!
trap 'kill "$npm_ci" "$python_prepare" 2> /dev/null || true' EXIT

# Waits for the background job $1 and stops with its log $2 and message $3 when it failed.
wait_for() {
  if ! wait "$1"; then
    cat "$2" >&2
    fail "$3 (the log is above and in $2)"
  fi
}

if [ "$run_rust" = 1 ]; then
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
if [ -z "${GRUNDY_BIN:-}" ]; then
  # The debug build, which `cargo test --workspace` above has made for the CLI's own tests.
  # `cargo build -p grundy-cli` would compile the library again: it resolves the features of the
  # CLI alone, not the workspace's.
  [ "$run_rust" = 1 ] || cargo build --quiet -p grundy-cli
  GRUNDY_BIN="$(debug_binary)"
  export GRUNDY_BIN
fi
[ -x "$GRUNDY_BIN" ] || fail "GRUNDY_BIN=$GRUNDY_BIN is not an executable"
export CHROMIUM="$chromium"
wait_for "$npm_ci" "$logs/npm-ci.log" "npm ci failed in tests/browser (is the npm registry reachable?)"
(cd tests/browser && npm test)

step "Python tests"
wait_for "$python_prepare" "$logs/python-prepare.log" "could not prepare the Python test environment"
bash scripts/test-python.sh

step "all tests passed"
