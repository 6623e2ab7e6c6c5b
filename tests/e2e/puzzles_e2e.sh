#!/usr/bin/env bash
# End-to-end test of the puzzle trainer (issue 29), driven with xdotool under X: kibitz-cli
# puzzles --keep finds two puzzles in two of Trainee's games (the knight mate of the issue and a
# missed Qxf7#); Training > Train Puzzles (Ctrl+Shift+U) shows the first; Be2 dragged on the board
# misses it (the board goes back to the puzzle with the answer drawn), Next Puzzle (Alt+X), Qxf7
# dragged solves the second; Open Source Game (Alt+S) opens that game at the puzzle's move in a
# tab of its own. The answers are in the training store: the missed puzzle is due again after one
# day, the solved one after three (FSRS-5's default weights: a new card's stability w0 = 0.40 for
# Again, w2 = 3.17 for Good, at 90% retention an interval of its stability rounded, at least one
# day). Every step waits on the clipboard's FEN, the store or the title.
# Usage: puzzles_e2e.sh path/to/kibitz path/to/kibitz-cli path/to/e2e_squarepixel
# Exit: 0 pass, 1 fail, 77 skipped (no X tools, no sqlite3).
set -euo pipefail

kibitz=${1:?usage: puzzles_e2e.sh path/to/kibitz path/to/kibitz-cli path/to/e2e_squarepixel}
cli=${2:?usage: puzzles_e2e.sh path/to/kibitz path/to/kibitz-cli path/to/e2e_squarepixel}
squarepixel=${3:?usage: puzzles_e2e.sh path/to/kibitz path/to/kibitz-cli path/to/e2e_squarepixel}
command -v sqlite3 >/dev/null || { echo "SKIP: sqlite3 is not installed"; exit 77; }
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

store=$work/data/Kibitz/Kibitz/training.sqlite
query() { sqlite3 -readonly "$store" "$1" 2>/dev/null || true; }

# Waits (60 s at most) until the store holds N answers.
answers_are() { [[ $(query 'SELECT COUNT(*) FROM answers') == "$1" ]]; }
wait_answers() {
    poll_until 240 answers_are "$1" || fail "the store holds $(query 'SELECT COUNT(*) FROM answers') answers, not $1"
}


move_by_drag() {
    local ax ay bx by
    read -r ax ay < <(square_on_screen "$1")
    read -r bx by < <(square_on_screen "$2")
    drag "$ax" "$ay" "$bx" "$by"
}

cat >"$work/games.pgn" <<'PGN'
[Event "Knight mate"]
[White "Trainee"]
[Black "Opponent"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1

[Event "Missed mate"]
[White "Trainee"]
[Black "Opponent"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. d3 Nd4 5. Qxf7# 1-0
PGN
first="r1b1kbnr/pppp1Npp/8/8/2Bnq3/8/PPPP1P1P/RNBQKR2 w Qkq - 0 7"
second="r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"

step "kibitz-cli puzzles --keep: two puzzles of Trainee's"
"$cli" puzzles "$work/games.pgn" --engine builtin --depth 8 --player Trainee --keep >"$work/cli.txt" 2>&1 ||
    { cat "$work/cli.txt"; fail "kibitz-cli puzzles failed"; }
grep -q '^puzzles 2$' "$work/cli.txt" || { cat "$work/cli.txt"; fail "not two puzzles"; }

step "Train Puzzles shows the first puzzle"
start_kibitz --no-restore
# The window takes keys once it answers one (Ctrl+Shift+C, focused again until it does): a
# Ctrl+Shift+U sent before was lost on a busy machine.
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
xdotool key --clearmodifiers ctrl+shift+u
expect_fen "$first"

step "Be2 (the move of the game) misses it: one answer, the puzzle's position again"
move_by_drag c4 e2
wait_answers 1
expect_fen "$first"
[[ $(query "SELECT rating FROM answers") == 1 ]] || fail "the miss is not recorded as Again"
# The README's picture of a missed puzzle (KIBITZ_E2E_SHOT=path.png).
if [[ -n ${KIBITZ_E2E_SHOT-} ]]; then
    import -window root "$KIBITZ_E2E_SHOT"
fi

step "Next Puzzle; Qxf7# solves the second"
xdotool key --clearmodifiers alt+x
expect_fen "$second"
move_by_drag h5 f7
wait_answers 2
[[ $(query "SELECT rating FROM answers ORDER BY id DESC LIMIT 1") == 3 ]] || fail "the solution is not recorded as Good"

step "the next due days: the missed puzzle tomorrow, the solved one in three days"
day=$(query "SELECT day FROM answers LIMIT 1")
missed=$(query "SELECT s.due_day FROM schedules s JOIN items i ON i.id = s.item_id WHERE i.answer = 'd1e2'")
solved=$(query "SELECT s.due_day FROM schedules s JOIN items i ON i.id = s.item_id WHERE i.answer = 'h5f7'")
echo "   answered on day $day: missed due $missed, solved due $solved"
[[ $missed == $((day + 1)) && $solved == $((day + 3)) ]] || fail "due days $missed and $solved after day $day"

step "Open Source Game opens the second game at the puzzle's move"
xdotool key --clearmodifiers alt+s
got=$(wait_title '^Trainee vs Opponent') || fail "the title is '$got', not /^Trainee vs Opponent/"
expect_fen "$second"
quit_discarding
echo "PASS"
