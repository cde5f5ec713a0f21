#!/usr/bin/env bash
# The Python suite: builds the package crates/grundy-py (`pip install ./crates/grundy-py`, maturin
# as the PEP 517 backend) into its own virtual environment with the pinned test dependencies,
# then runs its tests (pytest, with the docstring examples) and the notebook examples/tour.ipynb
# (nbmake). scripts/test.sh runs it after the Rust and browser suites.
#
#   scripts/test-python.sh              # everything
#   scripts/test-python.sh -k rules     # more arguments go to pytest
#   scripts/test-python.sh --prepare    # only the virtual environment and the pinned packages
#                                       # (scripts/test.sh runs this while Cargo compiles)
#
# What it needs is installed here when missing: Python 3 with its venv module (apt-get, as root
# or through sudo) and the pinned packages of crates/grundy-py/tests/requirements.txt (pip, from
# the package index). Nothing is skipped silently: when something cannot be installed the script
# stops with a message saying what to install.
#
# Environment: PYTHON (the interpreter to build for, default python3; CPython 3.9 or newer),
# GRUNDY_PY_VENV (the virtual environment, default target/py-venv), GRUNDY_PY_PROFILE (the Cargo
# profile of the extension, default dev: `cargo test` has built the dependencies with the same
# settings already, so little is compiled; `release` is what users get), GRUNDY_BIN (the grundy
# binary the results are compared with; default the debug build, built here if needed).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

SCRIPT_NAME=scripts/test-python.sh
# shellcheck source=scripts/lib.sh
source scripts/lib.sh

prepare_only=0
if [ "${1:-}" = --prepare ]; then
  prepare_only=1
  shift
fi

python="${PYTHON:-python3}"
if ! command -v "$python" > /dev/null; then
  [ "$python" = python3 ] || fail "PYTHON=$python is not a command"
  apt_install "Python 3" python3 python3-venv
  command -v python3 > /dev/null || fail "python3 was installed but is still not on the PATH"
fi
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 9))' \
  || fail "$python is Python $("$python" -c 'import platform; print(platform.python_version())'); the package needs 3.9 or newer (set PYTHON to another interpreter)"

venv="${GRUNDY_PY_VENV:-target/py-venv}"
# A virtual environment whose interpreter no longer runs (Python was upgraded), or made without
# pip (venv's installer was missing), is made again.
if [ -e "$venv" ] && ! "$venv/bin/python" -c 'import pip' 2> /dev/null; then
  [ -f "$venv/pyvenv.cfg" ] || fail "$venv is not a virtual environment: remove it or set GRUNDY_PY_VENV to another directory"
  step "$venv is broken; making it again"
  rm -rf "$venv"
fi
if [ ! -e "$venv" ]; then
  # Debian and Ubuntu ship venv's pip installer (ensurepip) in a package of its own.
  if ! "$python" -c 'import ensurepip, venv' 2> /dev/null; then
    version="$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
    apt_install "the venv module of Python $version" "python$version-venv"
    "$python" -c 'import ensurepip, venv' 2> /dev/null \
      || fail "python$version-venv was installed but $python still has no venv module with ensurepip"
  fi
  step "creating the virtual environment $venv"
  "$python" -m venv "$venv" || fail "could not create a virtual environment in $venv"
fi
export VIRTUAL_ENV="$PWD/$venv"
export PATH="$VIRTUAL_ENV/bin:$PATH"

# The pinned dependencies, installed again only when the pins change.
requirements=crates/grundy-py/tests/requirements.txt
installed="$venv/requirements.installed"
if ! cmp -s "$requirements" "$installed"; then
  step "installing the test dependencies ($requirements)"
  python -m pip install --quiet --disable-pip-version-check --no-input -r "$requirements" \
    || fail "could not install the test dependencies of $requirements (is the package index reachable?)"
  cp "$requirements" "$installed"
fi

[ "$prepare_only" = 0 ] || exit 0

command -v cargo > /dev/null || fail "cargo is missing: the package is built from Rust; install a Rust toolchain (rustup.rs)"
profile="${GRUNDY_PY_PROFILE:-dev}"
step "building and installing the package (pip install ./crates/grundy-py, Cargo profile $profile)"
# maturin comes from the pins above, so the build needs no network.
MATURIN_PEP517_ARGS="--profile $profile" \
  python -m pip install --quiet --disable-pip-version-check --no-input --no-build-isolation \
  --no-deps --force-reinstall ./crates/grundy-py \
  || fail "could not build the package crates/grundy-py (see the messages above)"

if [ -z "${GRUNDY_BIN:-}" ]; then
  # The debug build (scripts/test.sh passes the one `cargo test` made instead).
  cargo build --quiet -p grundy-cli || fail "could not build the grundy binary the tests compare with"
  GRUNDY_BIN="$(debug_binary)"
  export GRUNDY_BIN
fi
[ -x "$GRUNDY_BIN" ] || fail "GRUNDY_BIN=$GRUNDY_BIN is not an executable"

step "pytest crates/grundy-py/tests examples/tour.ipynb"
python -m pytest -p no:cacheprovider -q crates/grundy-py/tests --nbmake examples/tour.ipynb "$@"
