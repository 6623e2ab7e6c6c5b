#!/usr/bin/env bash
# End-to-end test of several games in tabs (issue 27 part 6), driven with xdotool under X:
# `kibitz a.pgn b.pgn` shows b.pgn's game with a.pgn's in another tab; Ctrl+Shift+Tab shows
# a.pgn; 2... Nc6 typed and Ctrl+S: a.pgn holds it and b.pgn is not written; Ctrl+Tab: b.pgn's
# tab is unchanged and without a star (a move played and saved in one tab never reaches the
# other); 2. c4 typed there. Back in a.pgn's tab, Ctrl+Z takes back a.pgn's Nc6, not b.pgn's newer
# c4, and b.pgn's game is still after 2. c4 (undo in one tab never changes the other). The
# autosave holds both tabs; kill -9; the next start offers the study and brings back both tabs as
# they were (b.pgn's with c4 shown, a.pgn's without Nc6, both unsaved), and neither file was
# written after the save. Every step waits on the window's title, the clipboard's FEN or a file.
# Usage: tabs_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: tabs_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

printf '[Event "A"]\n[White "Anna"]\n[Black "Bert"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n' >"$work/a.pgn"
printf '[Event "B"]\n[White "Cleo"]\n[Black "Dan"]\n[Result "*"]\n\n1. d4 d5 *\n' >"$work/b.pgn"
cp "$work/a.pgn" "$work/a.orig"
cp "$work/b.pgn" "$work/b.orig"

step "kibitz a.pgn b.pgn: b.pgn is shown"
"$kibitz" --no-restore "$work/a.pgn" "$work/b.pgn" >"$work/log1" 2>&1 &
pid=$!
runs=1
wid=$(window_named '^Cleo vs Dan') || fail "no window showing b.pgn's game"
timeout 5 xdotool windowfocus --sync "$wid" || true
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" # the window answers

step "Ctrl+Shift+Tab shows a.pgn; End; Nc6 typed; Ctrl+S"
xdotool key --window "$wid" ctrl+shift+Tab
got=$(wait_title '^Anna vs Bert — a\.pgn') || fail "title is '$got' after Ctrl+Shift+Tab"
xdotool key --window "$wid" End
wait_fen '/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b ' >/dev/null || fail "End did not reach 2. Nf3"
got=$(play_typed Nc6 '/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w ') || fail "Nc6 was not played (clipboard: '$got')"
got=$(wait_title '^Anna vs Bert\* — a\.pgn') || fail "title is '$got', expected the unsaved star"
save_until "$work/a.pgn" '2. Nf3 Nc6' || fail "Ctrl+S did not write Nc6 into a.pgn: $(tr '\n' ' ' <"$work/a.pgn")"
got=$(wait_title '^Anna vs Bert — a\.pgn') || fail "title is '$got' after the save, expected no star"
cp "$work/a.pgn" "$work/a.saved"
cmp -s "$work/b.pgn" "$work/b.orig" || fail "saving a.pgn wrote b.pgn: $(tr '\n' ' ' <"$work/b.pgn")"

step "Ctrl+Tab: b.pgn's game as it was, no star; End; 2. c4 typed"
xdotool key --window "$wid" ctrl+Tab
got=$(wait_title '^Cleo vs Dan — b\.pgn') || fail "title is '$got' after Ctrl+Tab (a.pgn's move or save reached b.pgn's tab?)"
xdotool key --window "$wid" End
expect_fen "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"
got=$(play_typed c4 '/3p4/2PP4/8/PP2PPPP/RNBQKBNR b ') || fail "c4 was not played (clipboard: '$got')"
got=$(wait_title '^Cleo vs Dan\* — b\.pgn') || fail "title is '$got', expected b.pgn's unsaved star"

step "Ctrl+Shift+Tab, Ctrl+Z: a.pgn's Nc6 is taken back, not b.pgn's newer c4"
xdotool key --window "$wid" ctrl+shift+Tab
got=$(wait_title '^Anna vs Bert — a\.pgn') || fail "title is '$got' after Ctrl+Shift+Tab"
focus_window "$wid" || fail "the main window did not get the keyboard focus"
xdotool key --clearmodifiers ctrl+z
expect_fen "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
got=$(wait_title '^Anna vs Bert\* — a\.pgn') || fail "title is '$got', expected the star (Nc6 taken back, not saved)"

step "Ctrl+Tab: b.pgn's game is still after 2. c4, unsaved"
xdotool key --window "$wid" ctrl+Tab
got=$(wait_title '^Cleo vs Dan\* — b\.pgn') || fail "title is '$got' after Ctrl+Tab"
expect_fen "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2"

step "wait until the autosave holds both tabs as they are, then kill -9"
# True when an autosave holds both tabs as they are ($saved).
both_tabs_saved() {
    local f
    for f in $(find "$work/data" -name 'autosave-*.json' 2>/dev/null); do
        # (each game as its tab holds it; the file's text, Nc6 included, is kept beside it)
        grep -qF '1. d4 d5 2. c4 *' "$f" && grep -qF '1. e4 e5 2. Nf3 *' "$f" && grep -q 'a\.pgn' "$f" && saved=$f
    done
    [[ -n $saved ]]
}
saved=
poll_until 120 both_tabs_saved || fail "no autosave with b.pgn's c4 and a.pgn's game without Nc6: $(find "$work/data" -name "autosave-*.json" -exec cat {} +)"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
pid=

step "start again: the study is offered and both tabs come back"
"$kibitz" >"$work/log2" 2>&1 &
pid=$!
runs=2
window_named 'Recover unsaved study' >/dev/null || fail "no recovery question"
answer 'Recover unsaved study' alt+r
wid=$(window_named '^Cleo vs Dan') || fail "no main window showing b.pgn's game"
timeout 5 xdotool windowfocus --sync "$wid" || true
got=$(wait_title '^Cleo vs Dan\* — b\.pgn') || fail "title is '$got' (the recovered tab is unsaved)"
expect_fen "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2"
xdotool key --window "$wid" ctrl+shift+Tab
got=$(wait_title '^Anna vs Bert\* — a\.pgn') || fail "title is '$got' after Ctrl+Shift+Tab: a.pgn's tab did not come back unsaved"
expect_fen "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
cmp -s "$work/a.pgn" "$work/a.saved" || fail "a.pgn was written after the save"
cmp -s "$work/b.pgn" "$work/b.orig" || fail "b.pgn was written"
kill -9 "$pid"
pid=
echo "PASS"
