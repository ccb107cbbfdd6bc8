#!/usr/bin/env bash
# Count the n-queens solutions of one board across machines reachable by ssh, with GNU
# parallel: each host counts parts of a fixed split of the work, then `nqueens merge`
# adds them up here.
#
#   examples/parallel-count.sh N PARTS HOSTFILE [OUTDIR]
#
# HOSTFILE lists one ssh login per line in GNU parallel's --sshloginfile form (e.g.
# `8/alice@node1`, where 8 is how many parts that host runs at once; `:` means this
# machine). `nqueens` must be on each host's PATH (or set NQUEENS). Parts that fail are
# retried on another host; rerunning the script skips the parts already counted.
set -euo pipefail
N=${1:?usage: parallel-count.sh N PARTS HOSTFILE [OUTDIR]}
PARTS=${2:?usage: parallel-count.sh N PARTS HOSTFILE [OUTDIR]}
HOSTS=${3:?usage: parallel-count.sh N PARTS HOSTFILE [OUTDIR]}
OUT=${4:-count-$N}
NQUEENS=${NQUEENS:-nqueens}
mkdir -p "$OUT"

# Parts already counted (a previous run) are skipped. Each part's one line of JSON comes
# back over ssh, tagged with its part number, and is written here: the hosts need no
# shared filesystem.
seq 0 $((PARTS - 1)) | while read -r i; do [ -s "$OUT/part-$i.json" ] || echo "$i"; done |
  parallel --sshloginfile "$HOSTS" --retries 3 --halt now,fail=1 --tag \
    "$NQUEENS" count "$N" --part "{}/$PARTS" |
  while IFS=$'\t' read -r i json; do printf '%s\n' "$json" > "$OUT/part-$i.json"; done

"$NQUEENS" merge "$OUT"/part-*.json | tee "$OUT/total.json"
