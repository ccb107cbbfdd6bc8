#!/usr/bin/env bash
# `nqueens count N` beside Kluev's quadrant-join counter, the fastest public CPU counter we
# know of, for each N given: the same threads, ROUNDS rounds taken in turns so that a noisy
# machine slows both alike. Prints a markdown table of the medians and the median of the
# rounds' own ratios (ours ÷ theirs: below 0.5 is twice as fast), after checking that both
# counted the same total each round.
#
#   benches/kluev.sh [ROUNDS] [N ...]        (default: 3 rounds of 16 17 18 19 20)
#   THREADS=K benches/kluev.sh …             (default: every core)
#
# Kluev's counter is built for each N by ../shared/bench/kluev/build.sh (a C++20 compiler:
# g++), with the configuration its README's table gives; it is timed, never copied from.
set -euo pipefail
ROUNDS=${1:-3}
shift || true
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(16 17 18 19 20)
THREADS=${THREADS:-$(nproc)}
cd "$(dirname "$0")/.."
KLUEV=${KLUEV:-../shared/bench/kluev}
[ -x "$KLUEV/build.sh" ] || { echo "needs $KLUEV/build.sh (the shared benchmark folder)" >&2; exit 1; }
cargo build --release --quiet --bin nqueens
BIN=target/release/nqueens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=$work/times
for n in "${SIZES[@]}"; do
  "$KLUEV/build.sh" "$n" "$work/kluev$n" >/dev/null
  for round in $(seq "$ROUNDS"); do
    start=$(date +%s.%N)
    theirs=$("$work/kluev$n" "$THREADS" | sed -n 's/^Result: //p')
    theirs_s=$(echo "$(date +%s.%N) - $start" | bc)
    start=$(date +%s.%N)
    ours=$("$BIN" count "$n" --threads "$THREADS" --quiet | grep -o '"total":[0-9]*' | cut -d: -f2)
    ours_s=$(echo "$(date +%s.%N) - $start" | bc)
    [ "$theirs" = "$ours" ] || { echo "n = $n: totals differ: Kluev $theirs, nqueens $ours" >&2; exit 1; }
    echo "$n $round $theirs_s $ours_s" >>"$out"
    echo "n = $n, round $round of $ROUNDS: Kluev $theirs_s s, nqueens $ours_s s" >&2
  done
done
python3 - "$out" "$ROUNDS" "$THREADS" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
print(f"median of {sys.argv[2]} rounds, {sys.argv[3]} threads each (wall clock of the whole process)")
print()
print("| n | Kluev | nqueens count | nqueens ÷ Kluev |")
print("|---|---|---|---|")
for n in dict.fromkeys(r[0] for r in rows):
    mine = [r for r in rows if r[0] == n]
    theirs = statistics.median(float(r[2]) for r in mine)
    ours = statistics.median(float(r[3]) for r in mine)
    ratio = statistics.median(float(r[3]) / float(r[2]) for r in mine)
    print(f"| {n} | {theirs:.2f} s | {ours:.2f} s | {ratio:.2f} |")
PY
