#!/usr/bin/env bash
# End-to-end test of castling rights per rook in the board editor (issue 24), by keyboard like a
# person: kibitz --fen on the Chess960 start position BQNBRKRN (X-FEN KQkq), Ctrl+Shift+E, Tab from
# the board through the palette (13 buttons) and the side-to-move box to the rook boxes (e1, g1,
# e8, g8), Space takes the e1, e8 and g8 rights away; Ctrl+Return (OK) must give "w K" (the g1
# rook only), and O-O typed on the board must castle with it (king f1 -> g1, rook g1 -> f1).
# With KIBITZ_E2E_ARTIFACTS set, the open editor is also kept as a picture there.
# Usage: chess960_editor_e2e.sh path/to/kibitz
# Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: chess960_editor_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

start="bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"
step "start $kibitz on $start"
start_kibitz --no-restore --fen "$start"
expect_fen "$start"

step "editor: Tab x15 to the e1 box, Space; Tab Tab (e8) Space; Tab (g8) Space; OK"
open_editor
if [[ -n ${KIBITZ_E2E_ARTIFACTS-} ]] && command -v import >/dev/null; then
    mkdir -p "$KIBITZ_E2E_ARTIFACTS"
    import -window root "$KIBITZ_E2E_ARTIFACTS/chess960_editor.png" || true
fi
xdotool key --delay 150 Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab space
xdotool key --delay 150 Tab Tab space Tab space
xdotool key --clearmodifiers ctrl+Return
wait_editor closed || fail "the editor did not close"
expect_fen "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w K - 0 1"

step "O-O typed castles with the g1 rook"
got=$(play_typed "O-O" '^bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRRKN b - - 1 1$') || fail "after O-O: '$got'"
echo "   clipboard: $got"

step "quit with Ctrl+Q (Discard)"
quit_discarding
echo "PASS"
