#!/usr/bin/env bash
# Count the n-queens solutions of one board across a Slurm cluster: a job array counts the
# parts of a fixed split of the work, then a job that starts once all parts succeeded adds
# them up with `nqueens merge`.
#
#   examples/slurm-count.sh N PARTS [OUTDIR]
#
# `nqueens` must be on the PATH of every node (or set NQUEENS=/path/to/nqueens), and OUTDIR
# (default: ./count-N) on a filesystem all nodes share. Each part keeps a checkpoint, so a
# requeued or resubmitted part resumes where it stopped. Extra sbatch options (partition,
# time limit, account) go in SBATCH_OPTS, e.g. SBATCH_OPTS="--partition=long --time=2:00:00".
# Prints the merge job's id; the total lands in OUTDIR/total.json.
set -euo pipefail
N=${1:?usage: slurm-count.sh N PARTS [OUTDIR]}
PARTS=${2:?usage: slurm-count.sh N PARTS [OUTDIR]}
OUT=$(realpath -m "${3:-count-$N}")
NQUEENS=${NQUEENS:-$(command -v nqueens || echo nqueens)}
mkdir -p "$OUT"

# One array task per part, each using every core Slurm gives it.
array=$(sbatch --parsable ${SBATCH_OPTS:-} \
  --job-name="nqueens-$N" --array="0-$((PARTS - 1))" --requeue \
  --output="$OUT/part-%a.log" \
  --wrap="'$NQUEENS' count $N --part \$SLURM_ARRAY_TASK_ID/$PARTS \
--threads \${SLURM_CPUS_PER_TASK:-0} --checkpoint '$OUT'/part-\$SLURM_ARRAY_TASK_ID.checkpoint \
> '$OUT'/part-\$SLURM_ARRAY_TASK_ID.json.tmp && mv '$OUT'/part-\$SLURM_ARRAY_TASK_ID.json.tmp '$OUT'/part-\$SLURM_ARRAY_TASK_ID.json")
array=${array%%;*}

# The merge checks that every part is there exactly once before it adds them up.
merge=$(sbatch --parsable ${SBATCH_OPTS:-} \
  --job-name="nqueens-$N-merge" --dependency="afterok:$array" \
  --output="$OUT/merge.log" \
  --wrap="'$NQUEENS' merge '$OUT'/part-*.json > '$OUT'/total.json")
echo "submitted parts as job $array and the merge as job ${merge%%;*}; the total will be in $OUT/total.json"
