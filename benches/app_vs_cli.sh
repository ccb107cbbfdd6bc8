#!/usr/bin/env bash
# How much slower the app counts than the command line: `nqueens count N` beside the app's
# Count only, driven without a window (the app's state and worker, examples/app_count.rs
# `state`) and in a real window under Xvfb with software GL (`window`), ROUNDS rounds
# interleaved so that a noisy machine slows all three alike. Prints the medians as a
# markdown table, each ratio from the same rounds.
#
#   benches/app_vs_cli.sh [N] [ROUNDS]        (default: 18, 5)
#   LOAD=K benches/app_vs_cli.sh …             (K busy loops run beside all three: a shared
#                                               machine, as when a build runs beside the app)
#
# Times are the count's own clock, which the status line and `nqueens count` both report
# (the JSON's "seconds"), and the wall clock from the press (or the process start) to the
# end. Needs xvfb-run (apt-get install xvfb), as /work/shared/tools/screenshot.sh does.
set -euo pipefail
N=${1:-18}
ROUNDS=${2:-5}
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin nqueens --example app_count
BIN=target/release/nqueens
APP=target/release/examples/app_count
command -v xvfb-run >/dev/null || { echo "needs xvfb-run (apt-get install xvfb)" >&2; exit 1; }
home=$(mktemp -d)
LOAD=${LOAD:-0}
busy=()
for _ in $(seq "$LOAD"); do
  sh -c 'while :; do :; done' &
  busy+=($!)
done
trap 'rm -rf "$home"; [ ${#busy[@]} -eq 0 ] || kill "${busy[@]}" 2>/dev/null' EXIT
out=$(mktemp)
for round in $(seq "$ROUNDS"); do
  start=$(date +%s.%N)
  secs=$("$BIN" count "$N" --quiet | sed -E 's/.*"seconds":([0-9.e+-]+).*/\1/')
  wall=$(echo "$(date +%s.%N) - $start" | bc)
  echo "cli $secs $wall $round" >>"$out"
  read -r _ secs wall _ < <(HOME=$home "$APP" "$N" state)
  echo "state $secs $wall $round" >>"$out"
  read -r _ secs wall _ < <(HOME=$home xvfb-run -a -s "-screen 0 1280x800x24" "$APP" "$N" window 2>/dev/null | tail -1)
  echo "window $secs $wall $round" >>"$out"
  echo "round $round of $ROUNDS done" >&2
done
python3 - "$out" "$N" "$ROUNDS" "$LOAD" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
n, rounds = sys.argv[2], sys.argv[3]
def med(kind, col):
    return statistics.median(float(r[col]) for r in rows if r[0] == kind)
def ratio(kind):
    # Each round's run against the same round's CLI run: the machine's load of the moment
    # weighs on both.
    cli = {r[3]: float(r[1]) for r in rows if r[0] == "cli"}
    return statistics.median(float(r[1]) / cli[r[3]] for r in rows if r[0] == kind)
load = sys.argv[4]
print(f"n = {n}, median of {rounds} rounds, {load} busy loop(s) beside")
print()
print("| run | count's clock | wall clock | ÷ CLI (same round) |")
print("|---|---|---|---|")
for kind, name in [("cli", "`nqueens count`"), ("state", "app, no window (state and worker)"), ("window", "app, real window (Xvfb, software GL)")]:
    print(f"| {name} | {med(kind, 1):.2f} s | {med(kind, 2):.2f} s | {ratio(kind):.2f} |")
PY
