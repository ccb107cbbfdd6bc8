#!/usr/bin/env bash
# Real-window smoke test of the desktop app.
#
#   .ci/smoke.sh [BINARY] [SCREENSHOT]     defaults: target/debug/nqueens, target/smoke.png
#
# Installs a virtual X server (Xvfb) and Mesa's software OpenGL, starts the app in a real
# window, checks that the window titled "Queenside — N-Queens" appears and that the app is
# still running after a few seconds, fixes a queen and presses Solve, copies the selected
# solution with Ctrl+C and reads it back from the X clipboard with xclip (as another
# program would); types a path into the path field that stands in for the file dialog, after
# a failed Open, and reads the field back the same way (its keys must not reach the
# shortcuts: "-" shrank the board); checks that the window asks the desktop for its
# smallest size (640x480); and saves a screenshot.
# It also checks that with no display the app says so in one line and exits 2.
# Non-interactive; needs root (apt-get) on Debian 12 unless the packages are there already.
set -euo pipefail
BIN=${1:-target/debug/nqueens}
OUT=${2:-target/smoke.png}
TITLE="Queenside — N-Queens"

# What the app loads at run time (winit X11 + glow over GLX), and the test's own tools.
source "$(dirname "$0")/apt.sh"
apt_need smoke xvfb xauth xdotool imagemagick libgl1 libglx-mesa0 libgl1-mesa-dri libegl1 \
  libx11-6 libx11-xcb1 libxcursor1 libxi6 libxrandr2 libxkbcommon-x11-0 xclip x11-utils

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
# Whether $1 is a solution of the 8x8 board: eight columns 0-7, by row, no two attacking.
solution8() {
  local -a c; read -r -a c <<<"$1"
  [ "${#c[@]}" = 8 ] && [[ "$1" =~ ^[0-7]( [0-7]){7}$ ]] || return 1
  local i j
  for ((i = 0; i < 8; i++)); do for ((j = i + 1; j < 8; j++)); do
    local d=$((c[j] - c[i])); d=${d#-}
    if [ "$d" = 0 ] || [ "$d" = $((j - i)) ]; then return 1; fi
  done; done
}
# A fresh settings folder, so the window opens with the defaults (8x8).
XDG_DATA_HOME=$(mktemp -d) env -u DBUS_SESSION_BUS_ADDRESS "$BIN" >"$LOG" 2>&1 &
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
# Fix a queen on d8 (the board sits right of a 300 px panel), then Solve with Ctrl+Enter
# (no window manager here: give the window the keyboard first).
eval "$(xdotool getwindowgeometry --shell "$WID")"
xdotool mousemove --window "$WID" 523 172 click 1; sleep 1.5
xdotool windowfocus --sync "$WID"; sleep 0.5
xdotool key --window "$WID" ctrl+Return; sleep 3
if ! kill -0 $APP 2>/dev/null; then
  echo "smoke: FAIL: the app died; its output:"; tail -20 "$LOG"; exit 1
fi
# Ctrl+C copies the selected solution (columns from 0, by row) to the desktop's clipboard,
# where another program reads it.
printf 'not a solution' | xclip -selection clipboard
xdotool key --window "$WID" ctrl+c; sleep 1.5
CLIP=$(timeout 10 xclip -o -selection clipboard 2>&1 || true)
if ! solution8 "$CLIP" || [ "${CLIP%% *}" != 3 ]; then
  echo "smoke: FAIL: after Ctrl+C the clipboard holds \"$CLIP\", not the solution with a queen on d8"
  kill $APP; exit 1
fi
echo "smoke: Ctrl+C copied \"$CLIP\" to the X clipboard (read back with xclip)"
fail() { echo "smoke: FAIL: $1"; kill $APP; exit 1; }
# The path field (no desktop portal, no zenity here): each Ctrl+O opens it with the keyboard
# on it, after a failed Open too. What is typed is read back through the clipboard.
xdotool key --window "$WID" ctrl+o; sleep 1
xdotool type --window "$WID" --delay 60 "/nonexistent/u-8.json"; sleep 0.5
xdotool key --window "$WID" Return; sleep 1.5
xdotool key --window "$WID" ctrl+o; sleep 1
xdotool type --window "$WID" --delay 60 "/nonexistent/u-7.json"; sleep 0.5
xdotool key --window "$WID" ctrl+a; sleep 0.3
xdotool key --window "$WID" ctrl+c; sleep 1
FIELD=$(timeout 10 xclip -o -selection clipboard 2>&1 || true)
# The field opens with its text (the path that failed) selected: what is typed replaces it.
[ "$FIELD" = /nonexistent/u-7.json ] \
  || fail "after a failed Open, Ctrl+O and typing, the path field holds \"$FIELD\""
xdotool key --window "$WID" Return; sleep 1.5
# Its keys reached no shortcut: the board is still 8x8 with the queen on d8.
xdotool key --window "$WID" ctrl+Return; sleep 3
xdotool key --window "$WID" ctrl+c; sleep 1.5
CLIP=$(timeout 10 xclip -o -selection clipboard 2>&1 || true)
{ solution8 "$CLIP" && [ "${CLIP%% *}" = 3 ]; } \
  || fail "after typing paths the board changed: Solve then Copy gave \"$CLIP\""
echo "smoke: the path field took \"$FIELD\" after a failed Open; the board stayed 8x8"
# The smallest window the desktop may make: every control is reachable down to it.
HINTS=$(xprop -id "$WID" WM_NORMAL_HINTS)
grep -q "minimum size: 640 by 480" <<<"$HINTS" || fail "the window's size hints: $HINTS"
echo "smoke: the window's smallest size is 640x480"
import -window root "$OUT"
kill $APP; wait $APP 2>/dev/null
echo "smoke: the app kept running for 5 s; screenshot: $OUT (${WIDTH}x${HEIGHT} window)"
IN
chmod +x "$inner"
xvfb-run -a -s "-screen 0 1280x800x24" "$inner" "$BIN" "$OUT" "$TITLE"
rm -f "$inner"
echo "smoke: passed"
