#!/usr/bin/env bash
# End-to-end test of drawn arrows (issue 14), driven like a person with xdotool (X11, e.g. under
# xvfb-run): open a one-move game, go to its end, right-drag from e2 to e4 on the 3D board, Ctrl+S; the file
# must now hold the arrow as [%cal Ge2e4] after 1. d4. A Shift+right-click on d5 adds a red
# circle; Ctrl+Z takes it back before the second save.
# Usage: arrows_e2e.sh path/to/kibitz path/to/e2e_squarepixel
# Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: arrows_e2e.sh path/to/kibitz path/to/e2e_squarepixel}
squarepixel=${2:?usage: arrows_e2e.sh path/to/kibitz path/to/e2e_squarepixel}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

# A right-button drag in small steps from square $1 to square $2.
right_drag() {
    local ax ay bx by i
    read -r ax ay < <(square_on_screen "$1")
    read -r bx by < <(square_on_screen "$2")
    xdotool mousemove "$ax" "$ay" mousedown 3
    for i in 1 2 3 4 5 6 7 8; do
        xdotool mousemove $((ax + (bx - ax) * i / 8)) $((ay + (by - ay) * i / 8))
        pace 0.05
    done
    xdotool mouseup 3
    pace 0.4
}

game=$work/game.pgn
printf '[Event "Arrows"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n\n1. d4 *\n\n' >"$game"

step "open a one-move game and right-drag e2-e4"
# The title names the file first ("game.pgn — Kibitz"), so start_kibitz's '^Kibitz' is not used.
"$kibitz" --no-restore "$game" >"$work/log1" 2>&1 &
pid=$!
wid=$(window_named 'game\.pgn.*Kibitz') || fail "no window appeared"
wait_fen '^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w' >/dev/null || fail "the window does not answer"
xdotool key --clearmodifiers End # a file opens at its start; the arrow goes after 1. d4
wait_fen '^rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b' >/dev/null || fail "End did not reach 1. d4"
right_drag e2 e4
save_until "$game" "1. d4 {[%cal Ge2e4]} *" || fail "the saved file does not hold the arrow: $(tr '\n' ' ' <"$game")"
echo "   saved: $(grep -F '1. d4' "$game")"

step "Shift+right-click d5 adds a red circle; Ctrl+Z takes it back"
read -r cx cy < <(square_on_screen d5)
xdotool mousemove "$cx" "$cy" keydown shift click 3 keyup shift
save_until "$game" "[%csl Rd5][%cal Ge2e4]" || fail "no red circle saved: $(tr '\n' ' ' <"$game")"
focus_window "$wid" || fail "the main window did not get the keyboard focus"
xdotool key --clearmodifiers ctrl+z
save_until "$game" "1. d4 {[%cal Ge2e4]} *" || fail "Ctrl+Z did not take the circle back: $(tr '\n' ' ' <"$game")"

quit_discarding
echo "PASS"
