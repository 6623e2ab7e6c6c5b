#!/usr/bin/env bash
# End-to-end test of annotation (issue 27), driven like a person with xdotool (X11, e.g. under
# xvfb-run): open a four-move game with a comment before its first move, which the move list shows
# (read with Edit > Copy Moves as Text), edit that comment in place (Annotate > Comment at the
# start; the list shows the new text), type "Bb5?!" at its end, go back one move and press Ctrl+5
# (!?) on 2... Nc6, Ctrl+S: the file must hold "2. Nf3 Nc6 $5 3. Bb5 $6" and the list shows
# "Nc6!?" and "Bb5?!". Ctrl+Alt+C (Copy Game)
# puts the whole PGN on the clipboard; pasting two games asks which one, and the second is loaded.
# Game > Edit Tags…: White's value edited in the table, OK, Ctrl+S: the file names the new player.
# Usage: annotate_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: annotate_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

game=$work/game.pgn
printf '[Event "Signs"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n\n{Intro} 1. e4 e5 2. Nf3 Nc6 *\n\n' >"$game"

step "open the game, type Bb5?! at its end"
"$kibitz" --no-restore "$game" >"$work/log1" 2>&1 &
pid=$!
wid=$(window_named 'game\.pgn.*Kibitz') || fail "no window appeared"
timeout 5 xdotool windowfocus --sync "$wid" || true

step "the move list shows the comment before the game (Edit > Copy Moves as Text)"
wait_fen '^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$' >/dev/null || fail "the window does not answer"
got=$(copy_moves_until $'{Intro}\n1. e4 e5\n2. Nf3 Nc6') || fail "the move list reads '$got'"

step "Annotate > Comment at the start edits the comment before the game in the move list"
# The menu must be open before its key is pressed (a key sent earlier goes to the board).
open_menu alt+n c
xdotool key --clearmodifiers ctrl+a
xdotool type --delay 60 'A quiet game'
xdotool key --clearmodifiers Return
window_named 'game\.pgn\*' >/dev/null || fail "the comment edit did not change the game"
got=$(copy_moves_until $'{A quiet game}\n1. e4 e5\n2. Nf3 Nc6') || fail "after the edit the move list reads '$got'"
timeout 5 xdotool windowfocus --sync "$wid" || true
xdotool key --clearmodifiers End
wait_fen '^r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3$' >/dev/null \
    || fail "End did not show the position after 2... Nc6"
xdotool type --delay 90 'Bb5?!'
xdotool key --clearmodifiers Return
window_named 'game\.pgn\*' >/dev/null || fail "the typed move did not change the game"
wait_fen ' b KQkq - 3 3$' >/dev/null || fail "Bb5?! was not played"

step "back to 2... Nc6, Ctrl+5 (!?), Ctrl+S"
xdotool key --clearmodifiers Left
wait_fen ' w KQkq - 2 3$' >/dev/null || fail "Left did not go back to 2... Nc6"
xdotool key --clearmodifiers ctrl+5
xdotool key --clearmodifiers ctrl+s
wait_file_has "$game" '2. Nf3 Nc6 $5 3. Bb5 $6' || fail "the saved file lacks the signs: $(tr '\n' ' ' <"$game")"
grep -qF '{A quiet game} 1. e4' "$game" || fail "the saved file lacks the new comment: $(tr '\n' ' ' <"$game")"
echo "   saved: $(grep -F '1. e4' "$game")"
got=$(copy_moves_until $'{A quiet game}\n1. e4 e5\n2. Nf3 Nc6!?\n3. Bb5?!') || fail "the move list reads '$got'"

step "Game > Edit Tags…: White becomes Carlsen"
open_menu alt+g t
dialog_named '^Edit Tags$' >/dev/null
xdotool key --clearmodifiers Down Down Down Down F2 ctrl+a
xdotool type --delay 60 Carlsen
xdotool key --clearmodifiers Return # ends the edit; then OK (Return) until the dialog has gone
answer '^Edit Tags$' Return
timeout 5 xdotool windowfocus --sync "$wid" || true
xdotool key --clearmodifiers ctrl+s
wait_file_has "$game" '[White "Carlsen"]' || fail "the saved file lacks the new White tag: $(tr '\n' ' ' <"$game")"

step "Ctrl+Alt+C puts the whole game on the clipboard"
# Ctrl+Alt+C; true when the clipboard then holds the game ($copied).
game_copied() {
    timeout 2 xdotool windowfocus "$wid" 2>/dev/null || true
    xdotool key --clearmodifiers ctrl+alt+c
    copied=$(clipboard)
    [[ $copied == *'[Event "Signs"]'* && $copied == *'2. Nf3 Nc6 $5 3. Bb5 $6 *'* ]]
}
copied=
poll_until 40 -a game_copied || fail "the clipboard does not hold the game: $copied"

step "paste two games: the second one is chosen"
put_clipboard "$(printf '[White "First"]\n\n1. d4 *\n\n[White "Second"]\n\n1. c4 e5 *\n')"
focus_window "$wid" || fail "the main window did not get the keyboard focus"
xdotool key --clearmodifiers ctrl+shift+v
dialog_named 'Paste a Game' >/dev/null
xdotool key --clearmodifiers Down Return
wait_fen '^rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2$' >/dev/null \
    || fail "the second game was not loaded"

step "quit"
quit_discarding
echo "PASS"
