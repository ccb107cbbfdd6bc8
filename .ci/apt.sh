# Sourced by the CI scripts: `apt_need NAME PACKAGE…` installs those of Debian's packages that
# are not installed yet (CI starts on a fresh machine; a developer's has most of them).
# Needs root (apt-get) when one is missing.
apt_need() {
  local name=$1 missing="" p
  shift
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
  [ -n "$missing" ] || return 0
  echo "$name: installing$missing"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
}
