#!/usr/bin/env bash
# A click on the visible top of a piece of a set other than Staunton picks that piece (issue 15):
# with the modern set, whose knight is taller than the Staunton knight, a real click (xdotool)
# on the knight's ear from the default camera selects it, and a click on e6 then plays Ne6.
# The point clicked is the ear's place in the set (0.10, 0.96, -0.03 from d4's centre for White's
# knight, as the scene turns it), found on a screenshot of this position.
# Usage: piece_pick_e2e.sh path/to/kibitz path/to/e2e_squarepixel
# Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: piece_pick_e2e.sh path/to/kibitz path/to/e2e_squarepixel}
squarepixel=${2:?usage: piece_pick_e2e.sh path/to/kibitz path/to/e2e_squarepixel}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

fen="4k3/pppp4/8/8/3N4/8/PPPP4/4K3 w - - 0 1"
step "start with the modern set"
start_kibitz --no-restore --piece-set modern --fen "$fen"
expect_fen "$fen"

board=$(xdotool search --name '^3d-board$' 2>/dev/null | head -1)
[[ -n $board ]] || fail "the board's window was not found"
eval "$(xdotool getwindowgeometry --shell "$board")"
read -r ex ey < <("$squarepixel" "$WIDTH" "$HEIGHT" d4 white 0.10,0.96,-0.03)
read -r tx ty < <(square_on_screen e6)
read -r bx by < <(square_on_screen d5)
[[ -n ${KIBITZ_E2E_ARTIFACTS-} ]] && command -v import >/dev/null \
    && import -window root "$KIBITZ_E2E_ARTIFACTS/piece_pick_e2e-before.png" || true
echo "   board at $X,$Y ${WIDTH}x$HEIGHT; the knight's ear at $((X + ex)),$((Y + ey)); d5 at $bx,$by"

step "click the knight's ear, then e6"
xdotool mousemove $((X + ex)) $((Y + ey)) click 1
pace 0.5
xdotool mousemove "$tx" "$ty" click 1
expect_fen "4k3/pppp4/4N3/8/8/8/PPPP4/4K3 b - - 1 1"

quit_discarding
echo "PASS"
