#!/usr/bin/env bash
# The Python suite: builds the package crates/grundy-py (maturin, a release build) into its own
# virtual environment with the pinned test dependencies, then runs its tests (pytest, with the
# docstring examples) and the notebook examples/tour.ipynb (nbmake). scripts/test.sh runs it.
#
#   scripts/test-python.sh              # everything
#   scripts/test-python.sh -k rules     # more arguments go to pytest
#
# Environment: PYTHON (the interpreter to build for, default python3; CPython 3.9 or newer),
# GRUNDY_PY_VENV (the virtual environment, default target/py-venv), GRUNDY_BIN (the grundy
# binary the results are compared with; default the debug build, built here if needed).
# Nothing is skipped silently: when something cannot be installed the script stops and says what.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fail() {
  echo "scripts/test-python.sh: $*" >&2
  exit 1
}

python="${PYTHON:-python3}"
command -v "$python" > /dev/null || fail "there is no $python: install Python 3.9 or newer (with its venv module), or point PYTHON at one"
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 9))' \
  || fail "$python is Python $("$python" -c 'import platform; print(platform.python_version())'); the package needs 3.9 or newer"

venv="${GRUNDY_PY_VENV:-target/py-venv}"
if [ ! -x "$venv/bin/python" ]; then
  echo "== creating the virtual environment $venv"
  "$python" -m venv "$venv" \
    || fail "could not create a virtual environment in $venv (on Debian or Ubuntu: apt-get install python3-venv)"
fi
export VIRTUAL_ENV="$PWD/$venv"
export PATH="$VIRTUAL_ENV/bin:$PATH"

# The pinned dependencies, installed again only when the pins change.
requirements=crates/grundy-py/tests/requirements.txt
installed="$venv/requirements.installed"
if ! cmp -s "$requirements" "$installed"; then
  echo "== installing the test dependencies ($requirements)"
  python -m pip install --quiet --disable-pip-version-check -r "$requirements" \
    || fail "could not install the test dependencies of $requirements (is the package index reachable?)"
  cp "$requirements" "$installed"
fi

echo "== building and installing the package (pip install ./crates/grundy-py)"
command -v cargo > /dev/null || fail "cargo is missing: the package is built from Rust; install a Rust toolchain (rustup.rs)"
# maturin comes from the pins above, so the build needs no network.
python -m pip install --quiet --disable-pip-version-check --no-build-isolation --no-deps --force-reinstall ./crates/grundy-py \
  || fail "could not build the package crates/grundy-py (see the messages above)"

if [ -z "${GRUNDY_BIN:-}" ]; then
  # The debug build: scripts/test.sh has built it already with `cargo test`, so this is quick.
  cargo build --quiet -p grundy-cli || fail "could not build the grundy binary the tests compare with"
  target="${CARGO_TARGET_DIR:-target}"
  case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
  export GRUNDY_BIN="$target/debug/grundy"
fi

echo "== pytest crates/grundy-py/tests examples/tour.ipynb"
python -m pytest -p no:cacheprovider -q crates/grundy-py/tests --nbmake examples/tour.ipynb "$@"
