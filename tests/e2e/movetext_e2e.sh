#!/usr/bin/env bash
# End-to-end test of the move list's signs as a person reads them (issue 27), driven with xdotool
# under X: 1. e4 e5 2. Nf3 Nc6 3. Bb5 typed on the board, Ctrl+5 (!?) on Bb5, then Annotate >
# Position Signs > +− (NAG 18) from the keyboard; Edit > Copy Moves as Text must put the list as it
# reads on the clipboard: "3. Bb5!? +−", never "$5" or "$18". Ctrl+Z takes the position sign
# away again (one undo step) and the move sign stays.
# Usage: movetext_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: movetext_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

# Annotate > Position Signs > a sign from the keyboard, $1 Downs below the first (=; 6: +−): the
# submenu opened by its letter has its first sign active. The pointer is moved off the menus
# first: an item under it would be the active one.
position_sign() {
    local before
    xdotool mousemove 0 0
    before=$(shown_menus)
    focus_window "$wid" || fail "the main window did not get the keyboard focus"
    xdotool key --clearmodifiers alt+n
    wait_menus more "$before" || fail "the Annotate menu did not open"
    xdotool key --clearmodifiers p
    wait_menus more $((before + 1)) || fail "the Position Signs menu did not open"
    local downs=() k
    for ((k = 0; k < $1; k++)); do downs+=(Down); done
    xdotool key --clearmodifiers "${downs[@]}" Return
    wait_menus atmost "$before" || fail "the menus did not close after the sign was chosen"
}

step "a new game: 1. e4 e5 2. Nf3 Nc6 3. Bb5 typed on the board"
start_kibitz --no-restore
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
got=$(play_typed e4 '/4P3/8/PPPP1PPP/RNBQKBNR b ') || fail "e4 was not played (clipboard: '$got')"
got=$(play_typed e5 '/4p3/4P3/8/PPPP1PPP/RNBQKBNR w ') || fail "e5 was not played (clipboard: '$got')"
got=$(play_typed Nf3 '/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b ') || fail "Nf3 was not played (clipboard: '$got')"
got=$(play_typed Nc6 '/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w ') || fail "Nc6 was not played (clipboard: '$got')"
got=$(play_typed Bb5 '/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b ') || fail "Bb5 was not played (clipboard: '$got')"

step "Ctrl+5 (!?) and Annotate > Position Signs > +− on 3. Bb5"
focus_window "$wid" || fail "the main window did not get the keyboard focus"
xdotool key --clearmodifiers ctrl+5
position_sign 6

step "Edit > Copy Moves as Text"
# (the clipboard's last line break is dropped by the shell)
expected=$'1. e4 e5\n2. Nf3 Nc6\n3. Bb5!? +−'
got=$(copy_moves_until "$expected") || fail "the clipboard holds '$got', expected '$expected'"
[[ $got != *'$'* ]] || fail "a sign is copied as its number: '$got'"
echo "   clipboard: $(printf '%s' "$got" | tr '\n' '|')"

step "Ctrl+Z takes the position sign away (one undo step), the move sign stays"
focus_window "$wid" || fail "the main window did not get the keyboard focus"
xdotool key --clearmodifiers ctrl+z
expected=$'1. e4 e5\n2. Nf3 Nc6\n3. Bb5!?'
got=$(copy_moves_until "$expected") || fail "after Ctrl+Z the clipboard holds '$got', expected '$expected'"

step "quit"
quit_discarding
echo "PASS"
