#!/usr/bin/env bash
# CI for Windows: builds the release nqueens.exe with Debian's mingw-w64 and tries it under
# Wine (.ci/wine/smoke.sh: the command line, paths, and the window under Xvfb).
#
#   .ci/windows.sh [SCREENSHOT]     default: target/windows-smoke.png
#
# Installs what it needs (the rustup target, mingw-w64, Wine, Xvfb and the test's tools);
# needs root (apt-get) on Debian 12 unless the packages are there already.
set -euo pipefail
cd "$(dirname "$0")/.."
SHOT=${1:-target/windows-smoke.png}
TARGET=x86_64-pc-windows-gnu

rustup target add "$TARGET" >/dev/null 2>&1 || rustup target add "$TARGET"
# mingw-w64 links the .exe and compiles its icon; Wine runs it (wine64 alone: no i386
# multiarch needed); the rest is the test's: a virtual X server, clicks and screenshots, jq,
# a terminal for Ctrl-C (tmux), the resources inside the .exe (icoutils' wrestool).
source .ci/apt.sh
apt_need windows gcc-mingw-w64-x86-64 wine wine64 xvfb xauth xdotool imagemagick jq tmux icoutils

start=$(date +%s)
# The code only Windows compiles (src/cli/console.rs, cfg(windows) paths) gets linted too.
cargo clippy --target "$TARGET" --lib --bins -- -D warnings
echo "windows: clippy in $(($(date +%s) - start)) s"
start=$(date +%s)
cargo build --release --target "$TARGET" --bin nqueens
DIR=target/$TARGET/release
echo "windows: built $DIR/nqueens.exe in $(($(date +%s) - start)) s"
# Explorer shows the icon in the .exe, and starts a GUI-subsystem program without a console.
# (Read whole first: with pipefail, grep -q closing the pipe early would fail the writer.)
icons=$(wrestool -l --type=group_icon "$DIR/nqueens.exe")
[ -n "$icons" ] || { echo "windows: FAIL: no icon in nqueens.exe"; exit 1; }
headers=$(x86_64-w64-mingw32-objdump -p "$DIR/nqueens.exe")
grep -q 'Subsystem.*Windows GUI' <<<"$headers" \
  || { echo "windows: FAIL: nqueens.exe is not a GUI-subsystem program"; exit 1; }
echo "windows: nqueens.exe carries an icon and is a GUI-subsystem program"

# TEST-ONLY: Wine 8 lacks bcryptprimitives.dll, which Rust programs for Windows import (see
# the C file). Built here, beside the .exe in target/, never shipped.
x86_64-w64-mingw32-gcc -shared -O2 -Wall -Werror -o "$DIR/bcryptprimitives.dll" \
  .ci/wine/bcryptprimitives.c -ladvapi32

bash .ci/wine/smoke.sh "$DIR/nqueens.exe" "$SHOT"
