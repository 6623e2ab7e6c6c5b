#!/usr/bin/env bash
# SIGTERM and SIGHUP (a logout, `kill`) end the session; they are no crash. With nothing unsaved
# the window closes as a clean close does: exit status 0, no journal slot or lock left, so the
# next start asks nothing. With unsaved work (e4 typed) the process still exits with status 0,
# the journal's slot stays holding e4, and the next start offers it for recovery.
# Usage: kibitz_sigterm_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: kibitz_sigterm_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_init "$@"

journal=$work/data/Kibitz/Kibitz/session
left() { find "$journal" -name 'autosave-*' 2>/dev/null || true; } # slots and their locks

# True once $pid has exited (a zombie until reaped counts).
exited() { [[ ! -e /proc/$pid ]] || grep -q ') Z' "/proc/$pid/stat" 2>/dev/null; }

# Sends signal $1 to $pid, waits for the exit and checks its status: 0, not killed by the signal.
end_with() {
    kill "-$1" "$pid"
    poll_until 60 exited || fail "still running 30 s after SIG$1"
    local status=0
    wait "$pid" || status=$?
    pid=
    [[ $status == 0 ]] || fail "exit status $status after SIG$1 (128+n: killed by the signal)"
}

step "nothing unsaved: SIGTERM closes as a clean close does"
start_kibitz --no-restore
expect_fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" # the window answers
end_with TERM
[[ -z $(left) ]] || fail "the journal was left behind: $(left)"

step "unsaved e4: SIGHUP keeps it in the journal"
start_kibitz --no-restore
got=$(play_typed e4 '/4P3/8/PPPP1PPP/RNBQKBNR b ') || fail "e4 was not played (clipboard: '$got')"
end_with HUP
grep -l 'e4' $(find "$journal" -name 'autosave-*.json') >/dev/null 2>&1 || fail "no journal slot holds e4: $(left)"

step "the next start offers it"
"$kibitz" --no-restore >"$work/log3" 2>&1 &
pid=$!
runs=3
window_named 'Recover unsaved study' >/dev/null || fail "no recovery question"
answer 'Recover unsaved study' alt+r
wid=$(window_named '^Kibitz') || fail "no main window"
timeout 5 xdotool windowfocus --sync "$wid" || true
expect_fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
stop_kibitz
echo "PASS"
