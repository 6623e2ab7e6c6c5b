#!/usr/bin/env bash
# End-to-end test of Undo and Redo in a game against the computer (issue 17 item 5), driven like a
# person with xdotool (X11, e.g. under xvfb-run): Ctrl+Shift+N and Enter start a game as White
# against the default engine; type e4 and wait for the reply; Ctrl+Z must show the start position
# (the move and the reply taken back together), and Ctrl+Y the same position after both moves
# again (nothing replayed differently, nothing lost); quit with Ctrl+Q.
# Usage: play_undo_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: play_undo_e2e.sh path/to/kibitz}
for tool in xdotool xclip; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
if [[ -z ${DISPLAY-} ]]; then
    command -v xvfb-run >/dev/null || { echo "SKIP: no DISPLAY and no xvfb-run"; exit 77; }
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi

work=$(mktemp -d)
pid=
cleanup() {
    [[ -n $pid ]] && kill "$pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# Private settings: the test neither sees nor changes a person's session.
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work/run
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

fail() {
    echo "FAIL: $*"
    echo "--- kibitz output:"; cat "$work/log" || true
    exit 1
}
step() { echo "== $*"; }

# Presses Ctrl+Shift+C until the clipboard holds a FEN matching the regex $1 (the computer may
# still think); 20 s at most. Prints the FEN.
wait_fen() {
    local pattern=$1 got= i
    for i in $(seq 1 40); do
        xdotool key --clearmodifiers ctrl+shift+c
        sleep 0.5
        got=$(xclip -o -selection clipboard 2>/dev/null || true)
        [[ $got =~ $pattern ]] && { echo "$got"; return 0; }
    done
    echo "$got"
    return 1
}

start_fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

step "start $kibitz"
"$kibitz" --no-restore >"$work/log" 2>&1 &
pid=$!
wid=
for i in $(seq 1 120); do
    wid=$(xdotool search --onlyvisible --name '^Kibitz' 2>/dev/null | head -1 || true)
    [[ -n $wid ]] && break
    sleep 0.25
done
[[ -n $wid ]] || fail "no window appeared"
xdotool windowfocus --sync "$wid" || true
got=$(wait_fen "^${start_fen}\$") || fail "clipboard holds '$got', expected the start position"

step "new game vs the computer (White, default engine and level)"
xdotool key --clearmodifiers ctrl+shift+n
timeout 15 xdotool search --sync --onlyvisible --name 'New Game vs Computer' >/dev/null || fail "no new-game dialog"
sleep 0.5
xdotool key --clearmodifiers Return
sleep 0.5
xdotool windowfocus --sync "$wid" || true

step "type e4, wait for the reply"
xdotool type --delay 90 e4
sleep 0.2
xdotool key Return
after=$(wait_fen ' w KQkq - [0-9]+ 2$') || fail "no reply to e4 (clipboard: '$after')"
echo "   after the reply: $after"

step "Ctrl+Z takes back both moves"
xdotool key --clearmodifiers ctrl+z
got=$(wait_fen "^${start_fen}\$") || fail "after Ctrl+Z the clipboard holds '$got', expected the start position"
echo "   $got"

step "Ctrl+Y restores both moves"
xdotool key --clearmodifiers ctrl+y
got=$(wait_fen "^${after}\$") || fail "after Ctrl+Y the clipboard holds '$got', expected '$after'"
echo "   $got"

step "quit with Ctrl+Q (Discard)"
xdotool key --clearmodifiers ctrl+q
if timeout 15 xdotool search --sync --onlyvisible --name 'Unsaved changes' >/dev/null; then
    sleep 0.5
    xdotool key --clearmodifiers alt+d
fi
for i in $(seq 1 30); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.3
done
kill -0 "$pid" 2>/dev/null && fail "kibitz did not quit"
wait "$pid" || fail "kibitz exited with status $?"
pid=
echo "PASS"
