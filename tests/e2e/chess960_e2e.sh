#!/usr/bin/env bash
# End-to-end test of Chess960 in the window (issue 24), driven like a person with xdotool (X11,
# e.g. under xvfb-run): Ctrl+Shift+N, Chess960 start position number 423 (RNBQNKRB) chosen with
# the keyboard, a game as White against Stockfish; the king dragged onto its rook castles (king
# f1 -> g1 where the rook stood, rook g1 -> f1); Ctrl+Z takes it back with the reply; O-O typed
# castles again; d4 typed; Ctrl+S saves as a new file, which holds the Chess960 tags, the moves
# and Stockfish's name; opened again, the window shows the game's last position.
# Usage: chess960_e2e.sh path/to/kibitz path/to/e2e_squarepixel
# Exit: 0 pass, 1 fail, 77 skipped (no X tools or no Stockfish).
set -euo pipefail

kibitz=${1:?usage: chess960_e2e.sh path/to/kibitz path/to/e2e_squarepixel}
squarepixel=${2:?usage: chess960_e2e.sh path/to/kibitz path/to/e2e_squarepixel}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
[[ -x /usr/games/stockfish ]] || command -v stockfish >/dev/null || { echo "SKIP: no Stockfish"; exit 77; }
e2e_init "$@"

start_fen="rnbqnkrb/pppppppp/8/8/8/8/PPPPPPPP/RNBQNKRB w KQkq - 0 1"
castled='/RNBQNRKB w [kq-]+ - [0-9]+ 2$' # White castled (king g1, rook f1), Black answered
# Against Stockfish (the default engine when installed) as White, from a new start position.
mkdir -p "$XDG_CONFIG_HOME/Kibitz"
printf '[play]\ncolor=0\nfromCurrent=false\nlevel=3\n' >"$XDG_CONFIG_HOME/Kibitz/Kibitz.conf"

step "start $kibitz"
start_kibitz --no-restore
wait_fen '^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$' >/dev/null || fail "the window does not answer"

step "New Game vs Computer: Chess960, start position 423"
xdotool key --clearmodifiers ctrl+shift+n
dialog_named 'New Game vs Computer' >/dev/null
# Start p&osition: the kinds; End: "by number"; Tab: the number.
xdotool key --clearmodifiers alt+o End Tab ctrl+a
xdotool type --delay 90 423
xdotool key --clearmodifiers Return
answer 'New Game vs Computer' Return # only when the Return above was lost
expect_fen "$start_fen"

step "drag the king f1 onto its rook g1: castling"
read -r x1 y1 < <(square_on_screen f1)
read -r x2 y2 < <(square_on_screen g1)
drag "$x1" "$y1" "$x2" "$y2"
got=$(wait_fen "$castled") || fail "after the drag the clipboard holds '$got'"
echo "   after the reply: $got"

step "Ctrl+Z takes back the castling and the reply"
xdotool key --clearmodifiers ctrl+z
expect_fen "$start_fen"

step "type O-O, then d4"
got=$(play_typed O-O "$castled") || fail "O-O typed: the clipboard holds '$got'"
echo "   after the reply: $got"
final=$(play_typed d4 ' w [kqKQ-]+ [a-h1-8-]+ [0-9]+ 3$') || fail "d4 typed: the clipboard holds '$final'"
echo "   after the reply: $final"

step "Ctrl+S: Save As a new file"
file=$work/chess960.pgn
timeout 5 xdotool windowfocus --sync "$wid" || true
xdotool key --clearmodifiers ctrl+s
dialog_named "$save_as" >/dev/null
type_in_field "$file"
answer "$save_as" Return
wait_file_has "$file" '2. d4' || fail "nothing saved in $file (files: $(ls -A "$work" | tr '\n' ' '))"
for text in '[Variant "Chess960"]' '[SetUp "1"]' "[FEN \"$start_fen\"]" '1. O-O ' 'Stockfish'; do
    grep -qF -- "$text" "$file" || fail "the saved file lacks '$text':$(printf '\n')$(cat "$file")"
done
echo "   $(grep -c . "$file") lines; $(grep -F '1. O-O' "$file")"
quit_discarding

step "open the file again"
runs=$((runs + 1))
"$kibitz" --no-restore "$file" >"$work/log$runs" 2>&1 &
pid=$!
wid=$(window_named 'chess960\.pgn') || fail "no window showing chess960.pgn"
timeout 5 xdotool windowfocus --sync "$wid" || true
expect_fen "$final"
quit_discarding
echo "PASS"
