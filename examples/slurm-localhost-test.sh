#!/usr/bin/env bash
# Proves examples/slurm-count.sh on a real, single-node Slurm cluster on this machine:
# installs Debian's slurm-wlm and munge, starts munged, slurmctld and slurmd for one node
# named after this host, submits a split count, waits for the merge, and checks the total
# against the published count. Needs root and apt. Slow (installs packages), so it runs
# outside `cargo test`:
#
#   cargo build --release && examples/slurm-localhost-test.sh [N] [PARTS]
set -euo pipefail
N=${1:-13}
PARTS=${2:-6}
here=$(cd "$(dirname "$0")/.." && pwd)
BIN=${NQUEENS:-$here/target/release/nqueens}
[ -x "$BIN" ] || { echo "build first: cargo build --release"; exit 1; }
declare -A published=([10]=724 [11]=2680 [12]=14200 [13]=73712 [14]=365596 [15]=2279184)

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >/dev/null
fi

host=$(hostname -s)
cpus=$(nproc)
mem=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 / 2 ))
conf=/etc/slurm/slurm.conf
mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/munge
cat > "$conf" <<CONF
ClusterName=queenside-test
SlurmctldHost=$host
SlurmUser=root
AuthType=auth/munge
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF

# munge needs a key readable only by its user; root runs everything here.
[ -s /etc/munge/munge.key ] || { mkdir -p /etc/munge; dd if=/dev/urandom bs=1 count=1024 of=/etc/munge/munge.key 2>/dev/null; }
chown -R munge:munge /etc/munge /run/munge /var/lib/munge /var/log/munge 2>/dev/null || true
chmod 400 /etc/munge/munge.key
pgrep -x munged >/dev/null || su -s /bin/sh munge -c munged 2>/dev/null || munged --force
pgrep -x slurmctld >/dev/null || slurmctld
pgrep -x slurmd >/dev/null || slurmd
for _ in $(seq 30); do sinfo -h -o %T 2>/dev/null | grep -qE "idle|mix|alloc" && break; sleep 1; done
sinfo

out=$(mktemp -d)/count
NQUEENS="$BIN" "$here/examples/slurm-count.sh" "$N" "$PARTS" "$out"
for _ in $(seq 600); do [ -s "$out/total.json" ] && break; sleep 1; done
squeue || true
cat "$out/total.json"
total=$(sed -E 's/.*"total":([0-9]+).*/\1/' "$out/total.json")
if [ "$total" = "${published[$N]:-}" ]; then
  echo "slurm: $PARTS parts of n = $N merged to $total, the published count"
else
  echo "slurm: FAIL: got $total for n = $N, published ${published[$N]:-unknown}"; exit 1
fi
