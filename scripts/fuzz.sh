#!/usr/bin/env bash
# Runs one coverage-guided fuzz target (cargo-fuzz / libFuzzer) from fuzz/fuzz_targets/.
#
#   scripts/fuzz.sh TARGET [SECONDS | -runs=N] [LIBFUZZER OPTIONS...]
#   scripts/fuzz.sh list                 # the targets
#   scripts/fuzz.sh TARGET 600           # ten minutes
#   scripts/fuzz.sh TARGET -runs=10000000
#   scripts/fuzz.sh TARGET 0             # until a crash, or Ctrl-C
#
# Installs cargo-fuzz (`cargo install --locked cargo-fuzz`) if it is missing. Works on a stable
# toolchain: cargo-fuzz needs unstable compiler flags (-Zsanitizer, coverage instrumentation),
# which RUSTC_BOOTSTRAP=1 enables. Builds with AddressSanitizer, debug assertions and overflow
# checks (SANITIZER=none to build without ASan: faster, catches fewer memory errors).
#
# The corpus grows in fuzz/corpus/TARGET (not committed), seeded from fuzz/seeds/TARGET
# (committed). A crash, timeout (-timeout=10) or out-of-memory (-rss_limit_mb=2048) is written
# to fuzz/artifacts/TARGET/ and the run stops; see CONTRIBUTING.md for turning it into a test.
# Runs under `nice -n 19` (NICE=0 to change that).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() {
    sed -n '2,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

[[ $# -ge 1 ]] || usage
target=$1
shift

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "fuzz.sh: installing cargo-fuzz" >&2
    cargo install --locked cargo-fuzz
fi

if [[ $target == list ]]; then
    cargo fuzz list
    exit 0
fi
if [[ ! -f fuzz/fuzz_targets/$target.rs ]]; then
    echo "fuzz.sh: no target \`$target\`; the targets are:" >&2
    cargo fuzz list >&2
    exit 2
fi

limit=()
if [[ $# -ge 1 && $1 =~ ^[0-9]+$ ]]; then
    limit=("-max_total_time=$1")
    shift
elif [[ $# -ge 1 && $1 == -runs=* ]]; then
    limit=("$1")
    shift
fi

mkdir -p "fuzz/corpus/$target" "fuzz/artifacts/$target"
seeds=()
[[ -d fuzz/seeds/$target ]] && seeds=("fuzz/seeds/$target")

export RUSTC_BOOTSTRAP=1
exec nice -n "${NICE:-19}" cargo fuzz run --sanitizer "${SANITIZER:-address}" "$target" \
    "fuzz/corpus/$target" "${seeds[@]}" -- \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    "-artifact_prefix=fuzz/artifacts/$target/" "${limit[@]}" "$@"
