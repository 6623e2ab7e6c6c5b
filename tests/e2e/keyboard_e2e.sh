#!/usr/bin/env bash
# End-to-end test of the keyboard (issue 26.3), driven like a person with xdotool (X11, e.g.
# under xvfb-run), without a mouse:
# - the board editor's Tab chain: from the board, Tab 14 times reaches Side to move (after the
#   thirteen palette buttons), Down makes it Black's; the rook boxes (a to h) follow: Tab twice
#   to White's h1 (O-O) and Space clears it, Tab to Black's a8 (O-O-O), Space; Tab to the two
#   clocks, typed; Tab on past the buttons and
#   the FEN field to OK, Space: the clipboard holds exactly that position. Shift+Tab from the
#   board is Cancel: a piece typed on the board is gone again.
# - the Enter that plays a typed move never reaches the board under the Move field: with the
#   square cursor on the g1 knight, typing d5 and Enter plays d5 and selects nothing, so moving
#   the cursor to f3 and pressing Enter there plays no Nf3; Nc3 typed afterwards is White's move.
# Usage: keyboard_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: keyboard_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

start_fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
edited_fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Qk - 7 12"

# Presses key $1 $2 times, one by one (each a keystroke of its own, as a person's).
press() {
    local i
    for ((i = 0; i < $2; ++i)); do xdotool key --clearmodifiers "$1"; done
}

step "start $kibitz"
start_kibitz --no-restore
expect_fen "$start_fen"

step "editor: Shift+Tab from the board is Cancel (the queen typed on a1 is not kept)"
open_editor
xdotool type q
press shift+Tab 1
xdotool key space
wait_editor closed || fail "the editor did not close"
expect_fen "$start_fen"

step "editor by Tab only: Black to move, no White O-O, no Black O-O-O, clocks 7 and 12, OK"
open_editor
press Tab 14 # the thirteen palette buttons, then Side to move
xdotool key Down
press Tab 2 # White's rook boxes, a to h: a1 (O-O-O), h1 (O-O)
xdotool key space
press Tab 1 # Black's: a8 (O-O-O)
xdotool key space
press Tab 2 # past h8 (O-O) to the halfmove clock
xdotool key ctrl+a
xdotool type 7
press Tab 1 # move number
xdotool key ctrl+a
xdotool type 12
# Start Position, Clear Board, Flip, Swap Colours, Paste FEN, Copy FEN, the FEN field, Continue:
# Analyse, Play as White, Play as Black, then OK.
press Tab 11
xdotool key space
wait_editor closed || fail "the editor did not close"
expect_fen "$edited_fen"

step "the square cursor on g1, then d5 typed with Enter: the Enter stays in the Move field"
press shift+Left 8
press shift+Down 8 # a1, whatever square the cursor started on
press shift+Right 6 # g1: the white knight
xdotool type --delay 90 d5
xdotool key Return
got=$(wait_fen "^rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w Qk .* 0 13\$") || fail "d5 was not played: '$got'"
echo "   $got"
press shift+Left 1
press shift+Up 2 # f3
xdotool key Return # a click on f3: a move only if the Enter before had selected the knight
xdotool type --delay 90 Nc3
xdotool key Return
got=$(wait_fen "^rnbqkbnr/ppp1pppp/8/3p4/8/2N5/PPPPPPPP/R1BQKBNR b Qk - 1 13\$") ||
    fail "after the cursor's Enter on f3 and Nc3 the clipboard holds '$got'"
echo "   $got"

step "quit with Ctrl+Q (Discard)"
quit_discarding
echo "PASS"
