#!/usr/bin/env bash
# End-to-end test of the kibitz window, driven like a person with xdotool (X11, e.g. under
# xvfb-run): type e4, e5, Nf3 on the board, undo once, Ctrl+Shift+C and check the clipboard holds
# the FEN after 1. e4 e5; paste a FEN with a promotion pending (nothing asked: it is undoable), promote to a knight by typing e8
# and pressing N in the promotion dialog, close the draw notice, check the result; paste a FEN and
# drag the a1 rook onto a8 with the mouse (Ra8#), step back and forth with the arrow keys; quit
# with Ctrl+Q.
# Usage: kibitz_e2e.sh path/to/kibitz [path/to/e2e_squarepixel]
# Exit: 0 pass, 1 fail, 77 skipped (no X tools). Without e2e_squarepixel the drag is skipped.
set -euo pipefail

kibitz=${1:?usage: kibitz_e2e.sh path/to/kibitz [path/to/e2e_squarepixel]}
squarepixel=${2-}
for tool in xdotool xclip; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
if [[ -z ${DISPLAY-} ]]; then
    command -v xvfb-run >/dev/null || { echo "SKIP: no DISPLAY and no xvfb-run"; exit 77; }
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi

work=$(mktemp -d)
pid=
xclip_pid=
cleanup() {
    [[ -n $pid ]] && kill "$pid" 2>/dev/null || true
    [[ -n $xclip_pid ]] && kill "$xclip_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# Private settings: the test neither sees nor changes a person's session.
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work/run
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

fail() {
    echo "FAIL: $*"
    # KIBITZ_E2E_ARTIFACTS=dir keeps a picture of the screen at the failure.
    if [[ -n ${KIBITZ_E2E_ARTIFACTS-} ]] && command -v import >/dev/null; then
        mkdir -p "$KIBITZ_E2E_ARTIFACTS"
        import -window root "$KIBITZ_E2E_ARTIFACTS/e2e-failure.png" && echo "screen: $KIBITZ_E2E_ARTIFACTS/e2e-failure.png"
    fi
    echo "--- kibitz output:"; cat "$work/log" || true
    exit 1
}
step() { echo "== $*"; }

# Presses Ctrl+Shift+C until the clipboard holds $1 (the window may still be busy); 15 s at most.
expect_fen() {
    local want=$1 got= i
    for i in $(seq 1 30); do
        xdotool key --clearmodifiers ctrl+shift+c
        sleep 0.5
        got=$(xclip -o -selection clipboard 2>/dev/null || true)
        [[ $got == "$want" ]] && { echo "   clipboard: $got"; return 0; }
    done
    fail "clipboard holds '$got', expected '$want'"
}

# Types a move on the board (the move-entry field opens) and presses Enter.
type_move() {
    xdotool type --delay 90 "$1"
    sleep 0.2
    xdotool key Return
    sleep 0.4
}

step "start $kibitz"
"$kibitz" --no-restore >"$work/log" 2>&1 &
pid=$!
# Polled (not --sync): windows appearing during a search can make one search fail with BadWindow.
wid=
for i in $(seq 1 120); do
    wid=$(xdotool search --onlyvisible --name '^Kibitz' 2>/dev/null | head -1 || true)
    [[ -n $wid ]] && break
    sleep 0.25
done
[[ -n $wid ]] || fail "no window appeared"
xdotool windowfocus --sync "$wid" || true
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

step "type e4 e5 Nf3, undo once"
type_move e4
type_move e5
type_move Nf3
expect_fen "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
xdotool key --clearmodifiers ctrl+z
expect_fen "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
title=$(xdotool getwindowname "$wid")
[[ $title == "Kibitz*" ]] || fail "title is '$title', expected 'Kibitz*' (unsaved edits)"
echo "   title: $title"

step "paste a FEN with a promotion pending (an undoable edit: nothing is asked)"
# xclip serves the selection from a process of its own: keep it off our output (CTest waits for
# every holder of the pipe) and end it on exit.
printf '%s' "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1" | xclip -quiet -selection clipboard >/dev/null 2>&1 &
xclip_pid=$!
sleep 0.3
xdotool key --clearmodifiers ctrl+shift+v
expect_fen "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"

step "promote: type e8, choose the knight with N"
type_move e8
sleep 1.5 # the promotion dialog opens
xdotool key n
# K+N v K is a dead draw: the game-over notice appears; Escape closes it.
timeout 15 xdotool search --sync --onlyvisible --name 'Game Over' >/dev/null || fail "no game-over notice"
sleep 0.5
xdotool key --clearmodifiers Escape
sleep 0.3
xdotool windowfocus --sync "$wid" || true
expect_fen "4N3/6k1/8/8/8/8/6K1/8 b - - 0 1"

# Puts $1 on the clipboard (served by xclip until someone else owns it) and pastes it into the
# window (an undoable edit: nothing is asked).
paste_fen() {
    [[ -n $xclip_pid ]] && kill "$xclip_pid" 2>/dev/null || true
    printf '%s' "$1" | xclip -quiet -selection clipboard >/dev/null 2>&1 &
    xclip_pid=$!
    sleep 0.3
    xdotool windowfocus --sync "$wid" || true
    xdotool key --clearmodifiers ctrl+shift+v
    expect_fen "$1"
}

# Prints the screen position of square $1's centre on the board (the Qt3D child window).
square_on_screen() {
    local board X Y WIDTH HEIGHT SCREEN WINDOW px py
    board=$(xdotool search --name '^3d-board$' 2>/dev/null | head -1)
    [[ -n $board ]] || fail "the board's window was not found"
    eval "$(xdotool getwindowgeometry --shell "$board")"
    read -r px py < <("$squarepixel" "$WIDTH" "$HEIGHT" "$1")
    echo "$((X + px)) $((Y + py))"
}

if [[ -n $squarepixel ]]; then
    step "drag the a1 rook and release on the middle of a8: Ra8# (the drop lands under the pointer)"
    paste_fen "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
    read -r ax ay < <(square_on_screen a1)
    read -r bx by < <(square_on_screen a8)
    echo "   a1 at $ax,$ay  a8 at $bx,$by"
    xdotool mousemove "$ax" "$ay" mousedown 1
    for i in 1 2 3 4 5 6 7 8; do
        xdotool mousemove $((ax + (bx - ax) * i / 8)) $((ay + (by - ay) * i / 8))
        sleep 0.05
    done
    xdotool mouseup 1
    timeout 15 xdotool search --sync --onlyvisible --name 'Game Over' >/dev/null || fail "no game-over notice after the drag"
    sleep 0.5
    xdotool key --clearmodifiers Escape
    sleep 0.3
    xdotool windowfocus --sync "$wid" || true
    expect_fen "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1"

    step "Left and Right on the board step back and forth through the game"
    xdotool key --clearmodifiers Left
    expect_fen "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
    xdotool key --clearmodifiers Right
    expect_fen "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1"
    xdotool key --clearmodifiers Home
    expect_fen "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
fi

step "quit with Ctrl+Q (Discard)"
xdotool windowfocus --sync "$wid" || true
xdotool key --clearmodifiers ctrl+q
# Asked for the game shown and for each earlier game of the undo history with unsaved moves.
for answer in 1 2 3 4 5; do
    kill -0 "$pid" 2>/dev/null || break
    timeout 8 xdotool search --sync --onlyvisible --name 'Unsaved changes' >/dev/null || break
    sleep 0.5
    xdotool key --clearmodifiers alt+d
    sleep 0.5
done
for i in $(seq 1 30); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.3
done
kill -0 "$pid" 2>/dev/null && fail "kibitz did not quit"
wait "$pid" || fail "kibitz exited with status $?"
pid=
echo "PASS"
