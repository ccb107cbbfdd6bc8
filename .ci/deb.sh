#!/usr/bin/env bash
# CI for the Debian package: `cargo deb` (metadata in Cargo.toml) makes the .deb; this checks
# its file list (`dpkg -c`), unpacks it into an empty folder as a stand-in for an install
# (`dpkg -x`), validates the desktop file there and runs the installed program.
#
#   .ci/deb.sh
#
# Installs what it needs: cargo-deb from crates.io (pinned, built once into ~/.cargo/bin),
# dpkg-dev (dpkg-shlibdeps works out the package's library dependencies) and
# desktop-file-utils. Needs root (apt-get) unless the packages are there already.
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO_DEB_VERSION=3.8.0

source .ci/apt.sh
apt_need deb dpkg-dev desktop-file-utils
if ! cargo deb --version 2>/dev/null | grep -qF "$CARGO_DEB_VERSION"; then
  start=$(date +%s)
  cargo install cargo-deb --locked --version "$CARGO_DEB_VERSION"
  echo "deb: cargo-deb $CARGO_DEB_VERSION installed in $(($(date +%s) - start)) s"
fi

fail() {
  echo "deb: FAIL: $*"
  exit 1
}
start=$(date +%s)
rm -f target/debian/nqueens_*.deb
# The one command of the README (it builds the release program first).
cargo deb
deb=$(ls target/debian/nqueens_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || fail "cargo deb made no target/debian/nqueens_*.deb"
echo "deb: built $deb in $(($(date +%s) - start)) s"
files=$(dpkg -c "$deb")
echo "$files"
for f in ./usr/bin/nqueens ./usr/share/applications/queenside.desktop \
  ./usr/share/icons/hicolor/256x256/apps/queenside.png; do
  grep -qE " $f\$" <<<"$files" || fail "$f is not in the package"
done
# The README and every guide it links (docs/*.md), where their relative links expect them.
for f in README.md docs/*.md assets/screenshot.png; do
  grep -qE " ./usr/share/doc/nqueens/$f\$" <<<"$files" || fail "usr/share/doc/nqueens/$f is not in the package"
done
grep -qE '^-rwxr-xr-x .* ./usr/bin/nqueens$' <<<"$files" || fail "usr/bin/nqueens is not executable"
info=$(dpkg-deb -f "$deb" Package Depends)
grep -q '^Package: nqueens$' <<<"$info" || fail "package name: $info"
grep -q 'libc6' <<<"$info" || fail "no library dependencies worked out: $info"

# Installed into an empty folder: the desktop file is valid and names what the package holds.
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg -x "$deb" "$root"
desktop=$root/usr/share/applications/queenside.desktop
verdict=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate rejects queenside.desktop: $verdict"
[ -z "$verdict" ] || fail "desktop-file-validate has remarks on queenside.desktop: $verdict"
exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
icon_name=$(sed -n 's/^Icon=//p' "$desktop")
[ -x "$root/usr/bin/$exec_name" ] || fail "Exec=$exec_name is not in usr/bin"
[ -f "$root/usr/share/icons/hicolor/256x256/apps/$icon_name.png" ] || fail "Icon=$icon_name is not installed"
out=$("$root/usr/bin/nqueens" count 8 2>/dev/null)
grep -q '"total":92' <<<"$out" || fail "the installed nqueens printed: $out"
echo "deb: $(basename "$deb") holds nqueens, queenside.desktop (valid) and the icon; count 8 = 92"
