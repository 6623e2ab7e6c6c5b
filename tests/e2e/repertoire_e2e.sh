#!/usr/bin/env bash
# End-to-end test of the repertoire trainer (issue 29), driven with xdotool under X: Training >
# Repertoire… with a White line (1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4), the file typed into the
# dialog; the person types e4 and Nf3 and Kibitz answers e5 and Nc6 on the board; 3. Bc4 is wrong:
# it is taken back (the position after 2...Nc6 again) and the answer kept as Again; Bb5 goes on,
# Kibitz plays a6, Ba4 ends the line. The training database then holds Good, Good, Again, Good.
# Every step waits on the clipboard's FEN or on the database. With KIBITZ_E2E_SHOT=FILE the
# screen after the wrong move (green arrow, the panel's note) is kept there (the README picture).
# Usage: repertoire_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: repertoire_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"
command -v python3 >/dev/null || { echo "SKIP: no python3"; exit 77; }

db=$work/data/Kibitz/Kibitz/training.sqlite
# The ratings of the answers kept, in order, comma separated ("" while there is no database).
ratings() {
    python3 -c 'import sqlite3,sys
try:
    c = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
    print(",".join(str(r[0]) for r in c.execute("SELECT rating FROM answers ORDER BY id")))
except sqlite3.Error:
    print("")' "$db"
}
ratings_are() {
    got=$(ratings)
    [[ $got == "$1" ]]
}
wait_ratings() {
    local got=
    poll_until 120 ratings_are "$1" || fail "answers kept: '$got', expected '$1'"
}

printf '[Event "White repertoire"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *\n' >"$work/white.pgn"

step "Training > Repertoire… (Ctrl+Shift+R): white.pgn for White"
start_kibitz --no-restore
dialog=
for attempt in 1 2 3; do # Training > Repertoire…'s shortcut, again when it was lost
    focus_window "$wid" || true
    xdotool key --clearmodifiers ctrl+shift+r
    dialog=$(window_named 'Train a Repertoire') && break
done
[[ -n $dialog ]] || fail "no repertoire dialog"
dialog_named 'Train a Repertoire' >/dev/null
type_in_field "$work/white.pgn"
answer 'Train a Repertoire' Return
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

step "e4: Kibitz answers e5; Nf3: Kibitz answers Nc6"
got=$(play_typed e4 '^rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w ') || fail "no 1...e5 after e4 ('$got')"
got=$(play_typed Nf3 '^r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w ') || fail "no 2...Nc6 after Nf3 ('$got')"
wait_ratings 3,3

step "Bc4 is not the repertoire's move: taken back, kept as Again"
timeout 5 xdotool windowfocus --sync "$wid" || true
xdotool type --delay 90 Bc4
xdotool key Return
wait_ratings 3,3,1
expect_fen "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
if [[ -n ${KIBITZ_E2E_SHOT-} ]]; then
    import -window root "$KIBITZ_E2E_SHOT"
fi

step "Bb5: Kibitz answers a6; Ba4 ends the line"
got=$(play_typed Bb5 '^r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w ') || fail "no 3...a6 after Bb5 ('$got')"
got=$(play_typed Ba4 '^r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b ') || fail "Ba4 was not played ('$got')"
wait_ratings 3,3,1,3
stop_kibitz
echo "PASS"
