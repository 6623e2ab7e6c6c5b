#!/usr/bin/env bash
# End-to-end test of issue 25's first case, driven with xdotool under X: a game of a file of 200
# games is edited, another program appends a game to the file, Ctrl+S is refused ("changed by
# another program"), and the Save As that follows is accepted on the name it offers; then Save
# As on the database's own name, Yes to the file dialog's "replace?", and the default answer to
# Kibitz's own question. After each step the database still holds every game, byte for byte.
# Usage: safe_save_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: safe_save_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

# A visible window named REGEX other than the ids given; prints its id (30 s at most).
another_window_named() {
    local found=
    poll_until 120 another_window_shown "$@" || return 1
    echo "$found"
}
# Sets $found (the caller's) to a visible window named $1 other than the ids after it.
another_window_shown() {
    local name=$1 id
    shift
    for id in $(xdotool search --onlyvisible --name "$name" 2>/dev/null || true); do
        [[ " $* " == *" $id "* ]] || { found=$id; return 0; }
    done
    return 1
}

# Presses KEY in window ID once it has the focus.
key_in() {
    focus_window "$1" || fail "the window $1 did not get the keyboard focus"
    xdotool key --clearmodifiers "$2"
}

games() { grep -c '^\[Event ' "$1"; }

db=$work/db.pgn
for i in $(seq 1 200); do
    printf '[Event "Game %d"]\n[White "W%d"]\n[Black "B%d"]\n[Result "*"]\n\n1. e4 e5 *\n\n' "$i" "$i" "$i"
done >"$db"

step "open db.pgn (game 1 of 200) and play Nf3 at its end"
runs=1
"$kibitz" --no-restore "$db" >"$work/log1" 2>&1 &
pid=$!
wid=$(window_named 'game 1 of 200 in db.pgn') || fail "no window showing game 1 of 200 in db.pgn"
timeout 5 xdotool windowfocus --sync "$wid" || true
wait_fen '^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w' >/dev/null || fail "the window does not answer"
xdotool key --clearmodifiers End
wait_fen '^rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w' >/dev/null || fail "End did not reach 1. e4 e5"
got=$(play_typed Nf3 '^rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b') || fail "Nf3 was not played ($got)"
window_named '\*.*db.pgn' >/dev/null || fail "the title does not show the unsaved move"

step "another program appends a game; Ctrl+S is refused"
printf '[Event "Appended"]\n[Result "*"]\n\n1. d4 *\n\n' >>"$db"
cp "$db" "$work/db.expected"
timeout 5 xdotool windowfocus --sync "$wid" || true
xdotool key --clearmodifiers ctrl+s
warning=$(window_named '^Save PGN$') || fail "no warning after Ctrl+S"
key_in "$warning" Return

step "Save As follows, on the name it offers"
dialog=$(another_window_named "$save_as" "$warning") || fail "no Save As dialog after the warning"
key_in "$dialog" Return
offered="$work/db game 1.pgn"
poll_until 60 test -s "$offered" || fail "nothing was saved as '$offered' (files: $(ls -A "$work" | tr '\n' ' '))"
grep -q '2. Nf3' "$offered" || fail "the game saved is not the edited one"
cmp -s "$db" "$work/db.expected" || fail "db.pgn changed"
[[ $(games "$db") == 201 ]] || fail "db.pgn holds $(games "$db") games, not 201"
echo "   saved as: ${offered#$work/}; db.pgn holds 201 games, unchanged"

step "Save As on db.pgn itself: Yes to 'replace?', then the default answer"
timeout 5 xdotool windowfocus --sync "$wid" || true
open_menu alt+g a
dialog=$(dialog_named "$save_as")
type_in_field "$db"
xdotool key Return
confirm=$(another_window_named "$save_as" "$dialog") || fail "the file dialog did not ask to replace db.pgn"
key_in "$confirm" alt+y
question=$(window_named '^Replace db.pgn\?$') || fail "Kibitz did not ask before replacing a file of 201 games"
key_in "$question" Return
poll_until 20 window_gone '^Replace db.pgn\?$' || true
cmp -s "$db" "$work/db.expected" || fail "db.pgn changed after the default answer"
[[ $(games "$db") == 201 ]] || fail "db.pgn holds $(games "$db") games, not 201"
echo "   db.pgn still holds every game"
stop_kibitz
echo "PASS"
