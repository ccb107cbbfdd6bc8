#!/usr/bin/env bash
# Real-window smoke test of the desktop app.
#
#   .ci/smoke.sh [BINARY] [SCREENSHOT]     defaults: target/debug/nqueens, target/smoke.png
#
# Installs a virtual X server (Xvfb) and Mesa's software OpenGL, starts the app in a real
# window, checks that the window titled "Queenside — N-Queens" appears and that the app is
# still running after a few seconds, clicks two squares and Solve, and saves a screenshot.
# It also checks that with no display the app says so in one line and exits 2.
# Non-interactive; needs root (apt-get) on Debian 12 unless the packages are there already.
set -euo pipefail
BIN=${1:-target/debug/nqueens}
OUT=${2:-target/smoke.png}
TITLE="Queenside — N-Queens"

# What the app loads at run time (winit X11 + glow over GLX), and the test's own tools.
PACKAGES="xvfb xauth xdotool imagemagick libgl1 libglx-mesa0 libgl1-mesa-dri libegl1 \
libx11-6 libx11-xcb1 libxcursor1 libxi6 libxrandr2 libxkbcommon-x11-0"
missing=""
for p in $PACKAGES; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  echo "smoke: installing$missing"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

if [ ! -x "$BIN" ]; then
  echo "smoke: $BIN not found, building it"
  case "$BIN" in
    *release*) cargo build --release --bin nqueens ;;
    *) cargo build --bin nqueens ;;
  esac
fi
mkdir -p "$(dirname "$OUT")"

# 1. No display: one line, exit 2, no panic.
set +e
msg=$(env -u DISPLAY -u WAYLAND_DISPLAY "$BIN" 2>&1 </dev/null)
code=$?
set -e
if [ "$code" != 2 ] || [ "$(printf '%s\n' "$msg" | wc -l)" != 1 ] || ! grep -q "no display" <<<"$msg" \
  || grep -qi "panick" <<<"$msg"; then
  echo "smoke: FAIL: without a display expected one line and exit 2, got exit $code:"
  echo "$msg"
  exit 1
fi
echo "smoke: without a display: exit 2, \"$msg\""

# 2. A real window under Xvfb.
inner=$(mktemp)
cat >"$inner" <<'IN'
#!/usr/bin/env bash
set -u
BIN=$1; OUT=$2; TITLE=$3
LOG=$(mktemp)
# A fresh settings folder, so the window opens with the defaults (8x8).
XDG_DATA_HOME=$(mktemp -d) "$BIN" >"$LOG" 2>&1 &
APP=$!
WID=$(timeout 30 xdotool search --sync --onlyvisible --name "N-Queens" 2>/dev/null | head -1)
if [ -z "$WID" ]; then
  echo "smoke: FAIL: no window appeared within 30 s; app output:"; tail -20 "$LOG"
  kill $APP 2>/dev/null; exit 1
fi
NAME=$(xdotool getwindowname "$WID")
if [ "$NAME" != "$TITLE" ]; then
  echo "smoke: FAIL: window title is \"$NAME\", expected \"$TITLE\""; kill $APP; exit 1
fi
echo "smoke: window $WID titled \"$NAME\""
sleep 2
# Fix a queen on d8, then press Solve: the board sits right of a 320 px panel.
eval "$(xdotool getwindowgeometry --shell "$WID")"
xdotool mousemove --window "$WID" 545 165 click 1; sleep 1.5
xdotool mousemove --window "$WID" 46 260 click 1; sleep 3
if ! kill -0 $APP 2>/dev/null; then
  echo "smoke: FAIL: the app died; its output:"; tail -20 "$LOG"; exit 1
fi
import -window root "$OUT"
kill $APP; wait $APP 2>/dev/null
echo "smoke: the app kept running for 5 s; screenshot: $OUT (${WIDTH}x${HEIGHT} window)"
IN
chmod +x "$inner"
xvfb-run -a -s "-screen 0 1280x800x24" "$inner" "$BIN" "$OUT" "$TITLE"
rm -f "$inner"
echo "smoke: passed"
