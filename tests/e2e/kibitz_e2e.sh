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
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

step "start $kibitz"
start_kibitz --no-restore
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

step "type e4 e5 Nf3, undo once"
# Each move waits for its position (typed again when a keystroke was lost on a busy machine).
got=$(play_typed e4 '/4P3/8/PPPP1PPP/RNBQKBNR b ') || fail "e4 was not played (clipboard: '$got')"
got=$(play_typed e5 '/4p3/4P3/8/PPPP1PPP/RNBQKBNR w ') || fail "e5 was not played (clipboard: '$got')"
got=$(play_typed Nf3 '/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b ') || fail "Nf3 was not played (clipboard: '$got')"
expect_fen "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
xdotool key --clearmodifiers ctrl+z
expect_fen "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
title=$(xdotool getwindowname "$wid")
[[ $title == "Kibitz*" ]] || fail "title is '$title', expected 'Kibitz*' (unsaved edits)"
echo "   title: $title"

# Puts $1 on the clipboard and pastes it into the window (an undoable edit: nothing is asked);
# again when Ctrl+Shift+V was lost (the clipboard then holds the FEN copied to check it).
paste_fen() {
    local attempt
    for attempt in 1 2 3; do
        put_clipboard "$1"
        focus_window "$wid" || true
        xdotool key --clearmodifiers ctrl+shift+v
        wait_fen "^$(printf '%s' "$1" | sed 's/[][\.*^$+?(){}|/]/\\&/g')\$" 20 >/dev/null && break
    done
    expect_fen "$1"
}

step "paste a FEN with a promotion pending (an undoable edit: nothing is asked)"
paste_fen "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"

step "promote: type e8, choose the knight with N"
focus_window "$wid" || fail "the main window did not get the keyboard focus"
xdotool type --delay 90 e8
xdotool key Return
window_named '^Promote Pawn$' >/dev/null || fail "no promotion dialog"
answer '^Promote Pawn$' n
# K+N v K is a dead draw: the game-over notice appears; Escape closes it.
window_named '^Game Over$' >/dev/null || fail "no game-over notice"
answer '^Game Over$' Escape
timeout 5 xdotool windowfocus --sync "$wid" || true
expect_fen "4N3/6k1/8/8/8/8/6K1/8 b - - 0 1"

if [[ -n $squarepixel ]]; then
    step "drag the a1 rook and release on the middle of a8: Ra8# (the drop lands under the pointer)"
    paste_fen "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
    read -r ax ay < <(square_on_screen a1)
    read -r bx by < <(square_on_screen a8)
    echo "   a1 at $ax,$ay  a8 at $bx,$by"
    drag "$ax" "$ay" "$bx" "$by"
    window_named '^Game Over$' >/dev/null || fail "no game-over notice after the drag"
    answer '^Game Over$' Escape
    focus_window "$wid" || fail "the main window did not get the keyboard focus"
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
quit_discarding
echo "PASS"
