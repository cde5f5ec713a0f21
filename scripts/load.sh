#!/usr/bin/env bash
# Load figures for `grundy serve` (issue 11), with wrk on loopback:
#  1. cheap requests alone: GET /api/eval?expr=nim(3,4,5) for DURATION seconds;
#  2. the same while 8 budget-exhausting requests run at once all the time (each runs to the
#     per-request deadline and is answered 422, then is sent again);
# then the server's peak memory (VmHWM) and the statuses the heavy requests got.
#
#   scripts/load.sh                 # builds the release binary if needed; 30 s per phase
#   DURATION=10 CONNECTIONS=16 scripts/load.sh
#
# Needs wrk and curl (apt-get install -y wrk curl). Prints figures; asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-30}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}
HEAVY=${HEAVY:-8}
BIN=${BIN:-target/release/grundy}
SERVE_FLAGS=${SERVE_FLAGS:-}

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
[ -x "$BIN" ] || cargo build --release -p grundy-cli

work=$(mktemp -d)
server_pid=""
heavy_pids=()
cleanup() {
  for pid in "${heavy_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# shellcheck disable=SC2086
"$BIN" serve --port 0 $SERVE_FLAGS > "$work/serve.out" 2>&1 &
server_pid=$!
for _ in $(seq 100); do
  grep -q http "$work/serve.out" 2>/dev/null && break
  sleep 0.05
done
url=$(sed -n 's|.*\(http://[^ ]*/\).*|\1|p' "$work/serve.out")
[ -n "$url" ] || { cat "$work/serve.out" >&2; exit 1; }
echo "server: $url (pid $server_pid) $SERVE_FLAGS"
cheap="${url}api/eval?expr=nim(3,4,5)"
curl -sf "$cheap" >/dev/null

vm() { grep -E "^$1:" "/proc/$server_pid/status" | awk '{print $2 " " $3}'; }

echo
echo "== 1. cheap requests alone: wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s --latency $cheap"
wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency -s scripts/wrk-statuses.lua "$cheap" | tee "$work/cheap.txt"
echo "server VmRSS $(vm VmRSS), VmHWM $(vm VmHWM)"

# Budget-exhausting requests: Every-Nim runs to the deadline (422); half of them ask for it
# in misère play, which searches until the state limit or the deadline.
heavy_urls=(
  "${url}api/eval?expr=every(nim(99,1,10,100))"
  "${url}api/eval?expr=sub%5B1,2,5%5D(30,31,32,33,34,35)&misere=true"
)
echo
echo "== 2. the same with $HEAVY budget-exhausting requests running at once"
end=$((SECONDS + DURATION + 2))
for i in $(seq "$HEAVY"); do
  target=${heavy_urls[$((i % 2))]}
  (
    while [ $SECONDS -lt $end ]; do
      curl -s -o /dev/null -w '%{http_code} %{time_total}\n' "$target" >> "$work/heavy.$i" || true
    done
  ) &
  heavy_pids+=($!)
done
sleep 1
wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency -s scripts/wrk-statuses.lua "$cheap" | tee "$work/mixed.txt"
for pid in "${heavy_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
heavy_pids=()
echo "heavy requests (status: count, slowest answer in s):"
cat "$work"/heavy.* | awk '{n[$1]++; if ($2 > t[$1]) t[$1] = $2} END {for (s in n) printf "  %s: %d, slowest %.2f s\n", s, n[s], t[s]}'
echo "server VmRSS $(vm VmRSS), VmHWM $(vm VmHWM) (peak since start)"
