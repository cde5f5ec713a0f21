# Shared by the test scripts (sourced): announcing a step, stopping with a message, and
# installing what is missing.

# Announces a step with the time of day, so a log shows where a slow run spent its time.
step() {
  echo "== $(date +%H:%M:%S) $*"
}

# The path of the debug build of grundy, absolute (the suites run it from their own directories).
debug_binary() {
  local target="${CARGO_TARGET_DIR:-target}"
  case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
  echo "$target/debug/grundy"
}

# Stops the calling script with a message naming it.
fail() {
  echo "$SCRIPT_NAME: $*" >&2
  exit 1
}

# Runs apt-get as root, or through sudo; fails with `what` when neither is possible.
apt_install() {
  local what="$1"
  shift
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo > /dev/null || fail "$what is missing and this user cannot install it: run \`sudo apt-get install -y $*\` (or install it another way) and try again"
    sudo=(sudo)
  fi
  command -v apt-get > /dev/null || fail "$what is missing and there is no apt-get here: install $* yourself and try again"
  step "installing $what: apt-get install -y $*"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq || fail "apt-get update failed; install $* yourself and try again"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" || fail "could not install $* with apt-get; install it yourself and try again"
}
