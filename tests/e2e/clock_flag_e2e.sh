#!/usr/bin/env bash
# End-to-end test of a game on the clock (issue 15), driven like a person with xdotool (X11, e.g.
# under xvfb-run): Ctrl+Alt+N opens "New Game for Two Players", Down and Enter choose 1+0; type
# e4 for White; Black does not move, so Black's minute runs out in real time (about 60 s: the
# real 1+0 control, no test-only shortcut). The game-over notice must appear, and the study that
# the session journal writes must hold the result 1-0, Termination "time forfeit" and the
# TimeControl tag "60". Quit with Ctrl+Q.
# Usage: clock_flag_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: clock_flag_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

start_fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

step "start $kibitz"
start_kibitz --no-restore
got=$(wait_fen "^${start_fen}\$") || fail "clipboard holds '$got', expected the start position"

step "new game for two players, 1+0"
xdotool key --clearmodifiers ctrl+alt+n
window_named 'New Game for Two Players' >/dev/null || fail "no new-game dialog"
answer 'New Game for Two Players' Home Down Return # "No clock", then the first preset: 1 min + 0 s

step "White plays e4; Black's clock runs"
got=$(play_typed e4 ' b KQkq - 0 1$') || fail "e4 was not played (clipboard: '$got')"
started=$(date +%s)

step "wait for Black's flag (up to 100 s)"
notice_shown() {
    notice=$(xdotool search --onlyvisible --name '^Game Over$' 2>/dev/null | head -1 || true)
    [[ -n $notice ]]
}
notice=
poll_until 200 -p 0.5 notice_shown || fail "no game-over notice within 100 s"
elapsed=$(($(date +%s) - started))
echo "   the flag fell after ${elapsed} s"
((elapsed >= 55)) || fail "the flag fell after ${elapsed} s, before Black's minute was up"

step "the study holds the result, the termination and the time control"
journal_ended() {
    journal=$(find "$work" -name 'autosave-*.json' 2>/dev/null | head -1)
    [[ -n $journal ]] && grep -qF 'Termination \"time forfeit\"' "$journal"
}
journal=
poll_until 20 -p 0.5 journal_ended || true
[[ -n $journal ]] || fail "no autosave journal was written"
grep -qF 'Termination \"time forfeit\"' "$journal" || fail "no Termination tag in $(cat "$journal")"
grep -qF 'Result \"1-0\"' "$journal" || fail "the result is not 1-0: $(cat "$journal")"
grep -qF 'TimeControl \"60\"' "$journal" || fail "no TimeControl tag: $(cat "$journal")"
echo "   journal: ok"

step "quit with Ctrl+Q (Discard)"
timeout 5 xdotool windowfocus --sync "$wid" || true
quit_discarding
echo "PASS"
