#!/usr/bin/env bash
# End-to-end crash test of the kibitz window (issue 11, cases 3 and 4), driven with xdotool under
# X: type e4 e5 Nf3, wait until the autosave on disk holds Nf3, kill -9 the program, start it
# again with another file on the command line, and check that the crashed study is offered first
# and comes back (the FEN on the clipboard is the one after 2. Nf3) while the file is not opened.
# Usage: kibitz_crash_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: kibitz_crash_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

step "start, type e4 e5 Nf3"
start_kibitz --no-restore
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" # the window answers
# Each move waits for its position (typed again when a keystroke was lost on a busy machine).
got=$(play_typed e4 '/4P3/8/PPPP1PPP/RNBQKBNR b ') || fail "e4 was not played (clipboard: '$got')"
got=$(play_typed e5 '/4p3/4P3/8/PPPP1PPP/RNBQKBNR w ') || fail "e5 was not played (clipboard: '$got')"
got=$(play_typed Nf3 '/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b ') || fail "Nf3 was not played (clipboard: '$got')"

step "wait until the autosave holds Nf3, then kill -9"
autosaved() {
    saved=$(grep -l 'Nf3' $(find "$work/data" -name 'autosave-*.json' 2>/dev/null) 2>/dev/null | head -1 || true)
    [[ -n $saved ]]
}
saved=
poll_until 60 autosaved || fail "no autosave with Nf3 under $work/data"
echo "   autosave: ${saved#$work/}"
stop_kibitz

step "start with another file: the crashed study is offered first"
printf '[Event "Other"]\n\n1. d4 d5 *\n' >"$work/other.pgn"
"$kibitz" "$work/other.pgn" >"$work/log2" 2>&1 &
pid=$!
runs=2
window_named 'Recover unsaved study' >/dev/null || fail "no recovery question"
answer 'Recover unsaved study' alt+r
window_named 'Recovered study' >/dev/null || fail "no note that other.pgn was not opened"
answer 'Recovered study' Return
wid=$(window_named '^Kibitz') || fail "no main window"
timeout 5 xdotool windowfocus --sync "$wid" || true
expect_fen "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
title=$(xdotool getwindowname "$wid")
[[ $title == "Kibitz*" ]] || fail "title is '$title', expected 'Kibitz*' (the recovered study is unsaved)"
stop_kibitz
echo "PASS"
