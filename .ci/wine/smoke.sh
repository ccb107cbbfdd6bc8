#!/usr/bin/env bash
# Smoke test of the Windows program under Wine (run by .ci/windows.sh, which builds it).
#
#   .ci/wine/smoke.sh NQUEENS.EXE [SCREENSHOT]     default screenshot: target/windows-smoke.png
#
# bcryptprimitives.dll (the test-only stand-in) must sit beside the .exe. Everything runs in a
# fresh Wine prefix and home folder, inside a virtual X server (Xvfb):
#   1. `count 12` prints 14,200 solutions, to a pipe and to a terminal;
#   2. `solve 8 --fix 0,0 --out` into a folder named with accents and spaces writes a valid
#      document and nothing else, through Windows paths (backslashes), absolute and relative;
#   3. `--fix-file` and `--checkpoint` take such paths too; `--format text` ends lines with LF;
#   4. the window opens, takes a click and a Solve (screenshot kept), and on closing saves
#      its settings in the Windows data folder (%APPDATA%), not in ~/.local/share;
#   5. Ctrl-C typed in a console (a terminal under tmux, which Wine turns into the console's
#      CTRL_C_EVENT) stops a count cleanly: exit 130, the checkpoint kept.
set -euo pipefail
EXE=$(realpath "$1")
SHOT=${2:-target/windows-smoke.png}
if [ -z "${WINE_SMOKE_IN_XVFB:-}" ]; then
  mkdir -p "$(dirname "$SHOT")"
  exec env WINE_SMOKE_IN_XVFB=1 xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$EXE" "$(realpath "$SHOT")"
fi

W=$(mktemp -d)
APP=""
cleanup() {
  # Whatever is already gone is fine: under set -e a failing line here would end the
  # script with 1 after it passed.
  if [ -n "$APP" ]; then kill "$APP" 2>/dev/null || true; fi
  wineserver -k 2>/dev/null || true
  rm -rf "$W"
}
trap cleanup EXIT
fail() {
  echo "wine smoke: FAIL: $*"
  exit 1
}
# A Windows path for a Unix one: Wine's drive Z: is the Unix root.
winpath() { printf 'Z:%s' "$1" | tr / '\\'; }

# Wine reads the command line's bytes in the locale's character set: UTF-8, as on a desktop.
export LANG=C.UTF-8 LC_ALL=C.UTF-8
export WINEPREFIX=$W/prefix HOME=$W/home WINEDEBUG=-all
# No prompts to install Wine's .NET and browser engine in the fresh prefix.
export WINEDLLOVERRIDES="mscoree,mshtml="
mkdir -p "$HOME"
wine wineboot --init >/dev/null 2>&1
wineserver -w
echo "wine smoke: $(wine --version) in a fresh prefix"

# 1. count 12: to a pipe, and to a terminal (script(1) gives it one).
out=$(wine "$EXE" count 12 2>"$W/err") || fail "count 12 exited $?: $(cat "$W/err")"
jq -e '.total == 14200' >/dev/null <<<"$out" || fail "count 12 printed: $out"
tty_out=$(script -qec "wine '$EXE' count 12" /dev/null </dev/null) || fail "count 12 in a terminal: $tty_out"
grep -q '"total":14200' <<<"$tty_out" || fail "count 12 printed nothing in a terminal: $tty_out"
echo "wine smoke: count 12 = 14200 (to a pipe and to a terminal)"

# 2. solve into a folder whose name has accents and spaces.
DIR="$W/Réglés à la main"
mkdir -p "$DIR"
# Every row a permutation with distinct diagonals, queen (0,0) kept.
valid='.format == "nqueens-solutions" and .n == 8 and .complete and .count == 4
  and (.solutions | length) == 4
  and all(.solutions[]; .[0] == 0 and sort == [range(8)]
    and (. as $s | [range(8) | $s[.] + .] | unique | length) == 8
    and (. as $s | [range(8) | $s[.] - .] | unique | length) == 8)'
wine "$EXE" solve 8 --fix 0,0 --out "$(winpath "$DIR")\\solutions 8.json" 2>"$W/err" \
  || fail "solve --out exited $?: $(cat "$W/err")"
jq -e "$valid" "$DIR/solutions 8.json" >/dev/null || fail "not a valid document: $(head -c 400 "$DIR/solutions 8.json")"
# Replacing it again, by a relative path with a backslash: still one file, no temporary left.
(cd "$W" && wine "$EXE" solve 8 --fix 0,0 --out "Réglés à la main\\solutions 8.json" 2>"$W/err") \
  || fail "solve --out (relative) exited $?: $(cat "$W/err")"
jq -e "$valid" "$DIR/solutions 8.json" >/dev/null || fail "the replaced document is not valid"
left=$(ls -A "$DIR")
[ "$left" = "solutions 8.json" ] || fail "the folder holds more than the document: $left"
echo "wine smoke: solve 8 --fix 0,0 --out \"$(winpath "$DIR")\\solutions 8.json\": 4 valid solutions, nothing else left"

# 3. --fix-file, --checkpoint and text boards through the same kind of path.
echo '[[0, 0]]' >"$DIR/reines fixées.json"
out=$(wine "$EXE" count 8 --fix-file "$(winpath "$DIR")\\reines fixées.json" 2>"$W/err") \
  || fail "count --fix-file exited $?: $(cat "$W/err")"
jq -e '.total == 4 and .fixed == [[0, 0]]' >/dev/null <<<"$out" || fail "count --fix-file printed: $out"
out=$(wine "$EXE" count 10 --checkpoint "$(winpath "$DIR")\\compte 10.json" 2>"$W/err") \
  || fail "count --checkpoint exited $?: $(cat "$W/err")"
jq -e '.total == 724' >/dev/null <<<"$out" || fail "count --checkpoint printed: $out"
[ -s "$DIR/compte 10.json" ] || fail "no checkpoint written at $DIR/compte 10.json"
rm "$DIR/compte 10.json" "$DIR/reines fixées.json"
wine "$EXE" solve 6 --format text --out "$(winpath "$DIR")\\plateaux.txt" 2>"$W/err" \
  || fail "solve --format text exited $?: $(cat "$W/err")"
! grep -q $'\r' "$DIR/plateaux.txt" || fail "--format text wrote CR LF line ends"
# 4 boards of 6 rows, a blank line between boards.
[ "$(wc -l <"$DIR/plateaux.txt")" = 27 ] || fail "unexpected text boards: $(cat "$DIR/plateaux.txt")"
rm "$DIR/plateaux.txt"
echo "wine smoke: --fix-file, --checkpoint and --format text (LF line ends) with such paths"

# 4. The window.
LOG=$W/app.log
wine "$EXE" >"$LOG" 2>&1 &
APP=$!
WID=$(timeout 60 xdotool search --sync --onlyvisible --name "N-Queens" 2>/dev/null | head -1) || true
[ -n "$WID" ] || fail "no window appeared within 60 s; app output: $(tail -20 "$LOG")"
NAME=$(xdotool getwindowname "$WID")
[ "$NAME" = "Queenside — N-Queens" ] || fail "window title is \"$NAME\""
echo "wine smoke: window $WID titled \"$NAME\""
# Fix a queen on d8 (the 8x8 board sits right of the side panel), then Solve with its
# shortcut F5 (the pointer stays over the window, which so has the keyboard).
xdotool mousemove --window "$WID" 523 172 click 1
sleep 1.5
xdotool key F5
sleep 3
kill -0 "$APP" 2>/dev/null || fail "the app died: $(tail -20 "$LOG")"
import -window root "$SHOT"
echo "wine smoke: screenshot $SHOT"
# Closing as Windows does (WM_CLOSE), so the app saves its settings.
wine taskkill /im nqueens.exe >/dev/null 2>&1 || true
timeout 60 tail --pid="$APP" -f /dev/null || fail "the app did not close on WM_CLOSE"
APP=""
saved=$(find "$WINEPREFIX/drive_c/users" -path '*/AppData/Roaming/queenside/data/app.ron' | head -1)
[ -n "$saved" ] || fail "no settings in %APPDATA%\\queenside\\data: $(find "$WINEPREFIX/drive_c/users" -ipath '*queenside*')"
[ ! -e "$HOME/.local/share/queenside" ] || fail "the app wrote to ~/.local/share/queenside"
echo "wine smoke: settings saved in ${saved#"$WINEPREFIX/"}"

# 5. Ctrl-C in a console. n = 20 takes minutes, so the count is still running when the key
# comes; it is sent once the progress bar shows solutions found (so there is progress for
# the checkpoint to keep).
tmux_() { tmux -L "nqueens-wine-$$" "$@"; }
screen() { tmux_ capture-pane -p -J -S -100 -t ctrlc; }
wait_for() {
  for _ in $(seq 600); do
    grep -qE "$1" <<<"$(screen)" && return 0
    sleep 0.1
  done
  fail "waited 60 s for \"$1\" in the console: $(screen)"
}
CHECKPOINT="$DIR/compte 20.json"
tmux_ new-session -d -s ctrlc -x 200 -y 50 \
  "wine '$EXE' count 20 --checkpoint '$(winpath "$CHECKPOINT")'; echo EXIT=\$?; sleep 600"
trap 'tmux_ kill-server 2>/dev/null || true; cleanup' EXIT
wait_for 'counting \[.* [1-9][0-9]* solutions'
tmux_ send-keys -t ctrlc C-c
wait_for 'EXIT='
out=$(screen)
tmux_ kill-server
grep -q 'EXIT=130' <<<"$out" || fail "Ctrl-C did not end the count with exit 130: $out"
grep -q 'stopped by Ctrl-C (SIGINT) with .* jobs done.* resume from' <<<"$out" \
  || fail "Ctrl-C: no word of the stop and of the checkpoint: $out"
jq -e '.n == 20' "$CHECKPOINT" >/dev/null || fail "Ctrl-C: no checkpoint at $CHECKPOINT: $out"
rm "$CHECKPOINT"
echo "wine smoke: Ctrl-C in a console stops count 20: exit 130, checkpoint kept"
echo "wine smoke: passed"
