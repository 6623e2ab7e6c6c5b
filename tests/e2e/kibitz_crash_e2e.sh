#!/usr/bin/env bash
# End-to-end crash test of the kibitz window (issue 11, cases 3 and 4), driven with xdotool under
# X: type e4 e5 Nf3, wait until the autosave on disk holds Nf3, kill -9 the program, start it
# again with another file on the command line, and check that the crashed study is offered first
# and comes back (the FEN on the clipboard is the one after 2. Nf3) while the file is not opened.
# Usage: kibitz_crash_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: kibitz_crash_e2e.sh path/to/kibitz}
for tool in xdotool xclip; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
if [[ -z ${DISPLAY-} ]]; then
    command -v xvfb-run >/dev/null || { echo "SKIP: no DISPLAY and no xvfb-run"; exit 77; }
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi

work=$(mktemp -d)
pid=
cleanup() {
    [[ -n $pid ]] && kill -9 "$pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work/run
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

fail() {
    echo "FAIL: $*"
    if [[ -n ${KIBITZ_E2E_ARTIFACTS-} ]] && command -v import >/dev/null; then
        mkdir -p "$KIBITZ_E2E_ARTIFACTS"
        import -window root "$KIBITZ_E2E_ARTIFACTS/e2e-crash-failure.png" && echo "screen: $KIBITZ_E2E_ARTIFACTS/e2e-crash-failure.png"
    fi
    echo "--- kibitz output:"; cat "$work/log"* 2>/dev/null || true
    exit 1
}
step() { echo "== $*"; }

# Waits (15 s at most) for a visible window whose name matches $1; prints its id.
window_named() {
    local wid= i
    for i in $(seq 1 60); do
        wid=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -1 || true)
        [[ -n $wid ]] && { echo "$wid"; return 0; }
        sleep 0.25
    done
    return 1
}

# Focuses the window named $1 and presses $2 until that window has gone (15 s at most).
answer() {
    local wid i
    for i in $(seq 1 30); do
        wid=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -1 || true)
        [[ -z $wid ]] && return 0
        xdotool windowfocus --sync "$wid" 2>/dev/null || true
        sleep 0.3
        xdotool key --clearmodifiers "$2"
        sleep 0.5
    done
    fail "the window '$1' did not go away after $2"
}

expect_fen() {
    local want=$1 got= i
    for i in $(seq 1 30); do
        xdotool key --clearmodifiers ctrl+shift+c
        sleep 0.5
        got=$(xclip -o -selection clipboard 2>/dev/null || true)
        [[ $got == "$want" ]] && { echo "   clipboard: $got"; return 0; }
    done
    fail "clipboard holds '$got', expected '$want'"
}

step "start, type e4 e5 Nf3"
"$kibitz" --no-restore >"$work/log1" 2>&1 &
pid=$!
wid=$(window_named '^Kibitz') || fail "no window appeared"
xdotool windowfocus --sync "$wid" || true
sleep 1
for move in e4 e5 Nf3; do
    xdotool type --delay 90 "$move"
    sleep 0.2
    xdotool key Return
    sleep 0.4
done

step "wait until the autosave holds Nf3, then kill -9"
saved=
for i in $(seq 1 60); do
    saved=$(grep -l 'Nf3' $(find "$work/data" -name 'autosave-*.json' 2>/dev/null) 2>/dev/null | head -1 || true)
    [[ -n $saved ]] && break
    sleep 0.25
done
[[ -n $saved ]] || fail "no autosave with Nf3 under $work/data"
echo "   autosave: ${saved#$work/}"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
pid=

step "start with another file: the crashed study is offered first"
printf '[Event "Other"]\n\n1. d4 d5 *\n' >"$work/other.pgn"
"$kibitz" "$work/other.pgn" >"$work/log2" 2>&1 &
pid=$!
window_named 'Recover unsaved study' >/dev/null || fail "no recovery question"
answer 'Recover unsaved study' alt+r
window_named 'Recovered study' >/dev/null || fail "no note that other.pgn was not opened"
answer 'Recovered study' Return
wid=$(window_named '^Kibitz') || fail "no main window"
xdotool windowfocus --sync "$wid" || true
expect_fen "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
title=$(xdotool getwindowname "$wid")
[[ $title == "Kibitz*" ]] || fail "title is '$title', expected 'Kibitz*' (the recovered study is unsaved)"
kill -9 "$pid"
pid=
echo "PASS"
