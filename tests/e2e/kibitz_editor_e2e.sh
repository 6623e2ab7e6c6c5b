#!/usr/bin/env bash
# End-to-end test of the board editor (issue 13), driven like a person with xdotool (X11, e.g.
# under xvfb-run): Ctrl+Shift+E opens Set Up Position on the start position; by mouse only, drag
# e2 to e4 and e7 to e5, right-click the g1 knight and the a2 pawn away, drag the b8 knight off
# the board, pick the white queen in the palette and click d3, right-click h7 away and drag the
# black queen from the palette onto d6; Ctrl+Return (OK) and Ctrl+Shift+C must put that position's FEN on the clipboard. Then by
# keyboard only: the square cursor (arrows, from a1), Delete and piece letters change it again,
# OK, and the clipboard is checked once more; Ctrl+Z returns to the first set-up position.
# Usage: kibitz_editor_e2e.sh path/to/kibitz path/to/e2e_squarepixel
# Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: kibitz_editor_e2e.sh path/to/kibitz path/to/e2e_squarepixel}
squarepixel=${2:?usage: kibitz_editor_e2e.sh path/to/kibitz path/to/e2e_squarepixel}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

# Drags the piece on square $1 to square $2.
drag_square() {
    local ax ay bx by
    read -r ax ay < <(square_on_screen "$1")
    read -r bx by < <(square_on_screen "$2")
    drag "$ax" "$ay" "$bx" "$by"
}

# Clicks the palette button of piece row $1 (0 king .. 5 pawn) and column $2 (0 White, 1 Black).
# The palette is the dock left of the board: two columns of 49-pixel buttons, centres 84 and 34
# pixels left of the board window, the first row's centre 46 pixels below its top (the window's
# default 1280x800 layout, which the screenshot in the README shows).
click_palette() {
    local board X Y WIDTH HEIGHT SCREEN WINDOW
    board=$(xdotool search --name '^3d-board$' 2>/dev/null | head -1)
    eval "$(xdotool getwindowgeometry --shell "$board")"
    xdotool mousemove $((X - 84 + 50 * $2)) $((Y + 46 + 49 * $1)) click 1
    pace 0.3
}

# Drags palette piece (row $1, column $2 as in click_palette) onto square $3 (drag and drop).
drag_palette() {
    local board X Y WIDTH HEIGHT SCREEN WINDOW sx sy tx ty i
    board=$(xdotool search --name '^3d-board$' 2>/dev/null | head -1)
    eval "$(xdotool getwindowgeometry --shell "$board")"
    sx=$((X - 84 + 50 * $2)); sy=$((Y + 46 + 49 * $1))
    read -r tx ty < <(square_on_screen "$3")
    xdotool mousemove "$sx" "$sy" mousedown 1
    for i in $(seq 1 16); do
        xdotool mousemove $((sx + (tx - sx) * i / 16)) $((sy + (ty - sy) * i / 16))
        pace 0.08
    done
    pace 0.3
    xdotool mouseup 1
    pace 0.6
}

# Clicks square $1 on the board.
click_square() {
    local x y
    read -r x y < <(square_on_screen "$1")
    xdotool mousemove "$x" "$y" click 1
    pace 0.4
}

step "start $kibitz"
start_kibitz --no-restore
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

step "by mouse: drag e2-e4 and e7-e5, right-click g1 and a2 away, drag b8 off the board, a white queen from the palette onto d3 (click), h7 away, a black queen dragged from the palette onto d6, OK"
open_editor
drag_square e2 e4
drag_square e7 e5
read -r gx gy < <(square_on_screen g1)
xdotool mousemove "$gx" "$gy" click 3
pace 0.4
read -r bx by < <(square_on_screen b8)
board=$(xdotool search --name '^3d-board$' | head -1)
eval "$(xdotool getwindowgeometry --shell "$board")"
drag "$bx" "$by" $((X + 5)) "$by" # to the board window's left edge, far off the board
read -r ax ay < <(square_on_screen a2)
xdotool mousemove "$ax" "$ay" click 3
pace 0.4
click_palette 1 0
click_square d3
read -r hx hy < <(square_on_screen h7)
xdotool mousemove "$hx" "$hy" click 3
pace 0.4
drag_palette 1 1 d6
xdotool key --clearmodifiers ctrl+Return
pace 0.5
expect_fen "r1bqkbnr/pppp1pp1/3q4/4p3/4P3/3Q4/1PPP1PPP/RNBQKB1R w KQkq - 0 1"

step "by keyboard only: a1 Delete, Up x3 N (a4), Right x7 Up x4 Delete (h8), OK"
open_editor
xdotool key --clearmodifiers Delete
xdotool key --delay 100 Up Up Up
xdotool type --delay 80 N
xdotool key --delay 100 Right Right Right Right Right Right Right Up Up Up Up Delete
pace 0.3
xdotool key --clearmodifiers ctrl+Return
pace 0.5
expect_fen "r1bqkbn1/pppp1pp1/3q4/4p3/N3P3/3Q4/1PPP1PPP/1NBQKB1R w Kq - 0 1"

step "Ctrl+Z returns to the position before the second set-up"
xdotool key --clearmodifiers ctrl+z
expect_fen "r1bqkbnr/pppp1pp1/3q4/4p3/4P3/3Q4/1PPP1PPP/RNBQKB1R w KQkq - 0 1"

step "Esc leaves the editor without a change"
open_editor
xdotool type --delay 80 q
xdotool key --clearmodifiers Escape
pace 0.5
expect_fen "r1bqkbnr/pppp1pp1/3q4/4p3/4P3/3Q4/1PPP1PPP/RNBQKB1R w KQkq - 0 1"

step "quit with Ctrl+Q (Discard)"
quit_discarding
echo "PASS"
