#!/usr/bin/env bash
# End-to-end test of several games in tabs (issue 27 part 6), driven with xdotool under X:
# `kibitz a.pgn b.pgn` shows b.pgn's game with a.pgn's in another tab; Ctrl+Shift+Tab shows a.pgn;
# a move typed there (unsaved) reaches the autosave with both tabs; kill -9; the next start offers
# the study and brings back both tabs (the move in a.pgn's, b.pgn's game beside it), and neither
# file was written. Every step waits on the window's title or the clipboard's FEN.
# Usage: tabs_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: tabs_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

# Waits (60 s at most) until the main window's title matches REGEX; prints it.
wait_title() {
    local title= i
    for i in $(seq 1 240); do
        title=$(xdotool getwindowname "$wid" 2>/dev/null || true)
        [[ $title =~ $1 ]] && { echo "$title"; return 0; }
        sleep 0.25
    done
    echo "$title"
    return 1
}

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

step "Ctrl+Shift+Tab shows a.pgn; End; Nc6 typed"
xdotool key --window "$wid" ctrl+shift+Tab
got=$(wait_title '^Anna vs Bert — a\.pgn') || fail "title is '$got' after Ctrl+Shift+Tab"
xdotool key --window "$wid" End
wait_fen '/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b ' >/dev/null || fail "End did not reach 2. Nf3"
got=$(play_typed Nc6 '/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w ') || fail "Nc6 was not played (clipboard: '$got')"
got=$(wait_title '^Anna vs Bert\* — a\.pgn') || fail "title is '$got', expected the unsaved star"

step "wait until the autosave holds both tabs, then kill -9"
saved=
for i in $(seq 1 120); do
    for f in $(find "$work/data" -name 'autosave-*.json' 2>/dev/null); do
        grep -q 'Nc6' "$f" && grep -q 'b\.pgn' "$f" && grep -q 'Cleo' "$f" && saved=$f
    done
    [[ -n $saved ]] && break
    sleep 0.25
done
[[ -n $saved ]] || fail "no autosave with Nc6 and b.pgn's game under $work/data"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
pid=

step "start again: the study is offered and both tabs come back"
"$kibitz" >"$work/log2" 2>&1 &
pid=$!
runs=2
window_named 'Recover unsaved study' >/dev/null || fail "no recovery question"
answer 'Recover unsaved study' alt+r
wid=$(window_named '^Anna vs Bert') || fail "no main window showing a.pgn's game"
timeout 5 xdotool windowfocus --sync "$wid" || true
got=$(wait_title '^Anna vs Bert\* — a\.pgn') || fail "title is '$got' (the recovered tab is unsaved)"
expect_fen "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
xdotool key --window "$wid" ctrl+Tab
got=$(wait_title '^Cleo vs Dan — b\.pgn') || fail "title is '$got' after Ctrl+Tab: b.pgn's tab did not come back"
cmp -s "$work/a.pgn" "$work/a.orig" || fail "a.pgn was written"
cmp -s "$work/b.pgn" "$work/b.orig" || fail "b.pgn was written"
kill -9 "$pid"
pid=
echo "PASS"
