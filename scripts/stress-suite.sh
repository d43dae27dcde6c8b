#!/usr/bin/env bash
# The whole suite on a loaded machine: a CPU hog on every core for the whole run, and the suite run
# twice in a row (`scripts/stress-suite.sh 1` for once). A test that passes here only by luck, or
# only on its retry, is reported (scripts/suite.mjs lists retried tests as flaky).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-2}
hogs=()
for _ in $(seq "$(nproc)"); do
  bash -c 'while :; do :; done' &
  hogs+=($!)
done
trap 'kill "${hogs[@]}" 2>/dev/null || true' EXIT
echo "stress: $(nproc) CPU hogs running (pids ${hogs[*]})"
for i in $(seq "$runs"); do
  echo "━━ stressed run $i of $runs"
  CI=1 npm test
done
echo "stress: $runs runs passed under load"
