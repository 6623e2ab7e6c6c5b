# shellcheck shell=bash
# Shared by the end-to-end scripts (source it after `set -euo pipefail`): skips without the X
# tools, re-runs the script under an X server of its own (xvfb-run), gives each run private settings
# in a temporary folder, and drives the window like a person with xdotool and xclip.
#   e2e_init "$@"            tools, own display, $work, clean-up on exit (call first)
#   start_kibitz ARGS...      starts kibitz ($kibitz) with ARGS, sets $pid and $wid (main window)
#   stop_kibitz               kill -9 and reap $pid (a crash; the process is gone when it returns)
#   fail MSG / step MSG       report (fail keeps a screenshot in $KIBITZ_E2E_ARTIFACTS if set)
#   wait_fen REGEX [TRIES]    presses Ctrl+Shift+C until the clipboard matches (TRIES, 120: about
#                             a minute); prints it
#   expect_fen FEN            the same for one exact FEN, failing otherwise
#   window_named REGEX        waits (60 s at most) for a visible window so named (of process $pid
#                             when set); prints its id
#   clipboard                 prints the clipboard (5 s at most: a request can go unanswered)
#   put_clipboard TEXT        puts TEXT on the clipboard (served by xclip, $xclip_pid, until
#                             another program takes it) and waits until the clipboard holds it
#   focus_window ID           gives window ID the keyboard focus and waits (30 s at most) until
#                             the X server has it there: keys sent before would reach another window
#   dialog_named REGEX        window_named, then focus_window: the window to type into; prints its id
#   type_in_field TEXT        types TEXT into the focused text field, replacing what it held, and
#                             reads it back (Ctrl+A Ctrl+C) until the field holds exactly TEXT
#   open_menu KEY ITEM        opens a menu with KEY (alt+g), waits for it, presses ITEM, waits
#                             until it has closed
#   answer REGEX KEY...       focuses that window and presses the KEYs until it has gone (60 s at
#                             most; the KEYs must do the same when pressed again: Home Down, not Down)
#   window_gone REGEX         true when no window so named is seen in four looks over a second
#   play_typed SAN REGEX      types a move on the board with Enter until the clipboard's FEN
#                             matches REGEX (Esc and again when a keystroke was lost); prints it
#   quit_discarding           Ctrl+Q, Discard to every unsaved-changes question, waits for the exit
#   square_on_screen SQUARE   the screen point of a square's centre ($squarepixel: e2e_squarepixel)
#   drag X1 Y1 X2 Y2          a left-button drag in small steps
#   wait_file_has FILE TEXT   waits (30 s at most) until FILE contains the fixed string TEXT
#   save_until FILE TEXT      Ctrl+S in the main window until FILE contains TEXT (30 s at most):
#                             an edit the window has not taken in yet is saved by a later Ctrl+S
#   copy_moves_until TEXT     Edit > Copy Moves as Text until the clipboard holds exactly TEXT (its
#                             last line break dropped; five tries); prints the clipboard
#   wait_menus more|atmost N  waits (30 s at most) until more than N menus are shown, or at most N
#   wait_title REGEX          waits (60 s at most) until the main window's title matches; prints it
#   poll_until TRIES [-p S] [-a] CMD...  the one wait for a state nothing here can block on (a
#                             window, the clipboard, a file's text): runs CMD until it succeeds, TRIES
#                             looks at most, S seconds apart (0.25), the first one S seconds after
#                             the call with -a (the program answers a key first); false when it never did
#   pace S                    the pause of a person's hand between two inputs (a drag's steps, a
#                             click and the next): never a wait for the program (tests/testrules.cmake)
#   open_editor               Ctrl+Shift+E until the board editor is open (see wait_editor)
#   wait_editor open|closed   waits (30 s at most) until the editor's palette stands left of the
#                             board (open) or the board has the window's left edge again (closed)

e2e_init() {
    for tool in xdotool xclip; do
        command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
    done
    # An X server of its own even when there is a display (scripts/test runs the suite under one):
    # on a shared one, a program killed by the test before could still show its window and own
    # the clipboard for a moment, so that this test found that window, focused it and asked the
    # dying program for the clipboard, which never answered (issue 26.5).
    if [[ -z ${KIBITZ_E2E_OWN_DISPLAY-} ]]; then
        command -v xvfb-run >/dev/null || { echo "SKIP: no xvfb-run"; exit 77; }
        export KIBITZ_E2E_OWN_DISPLAY=1
        exec xvfb-run -a -s "-screen 0 1280x800x24 -noreset" "$0" "$@"
    fi
    work=$(mktemp -d)
    pid=
    wid=
    xclip_pid=
    runs=0
    trap e2e_cleanup EXIT
    # Private settings: the test neither sees nor changes a person's session.
    export HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work/run
    mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
}

e2e_cleanup() {
    [[ -n $pid ]] && stop_kibitz || true
    [[ -n $xclip_pid ]] && kill "$xclip_pid" 2>/dev/null || true
    rm -rf "$work"
}

fail() {
    echo "FAIL: $*"
    if [[ -n ${KIBITZ_E2E_ARTIFACTS-} ]] && command -v import >/dev/null; then
        mkdir -p "$KIBITZ_E2E_ARTIFACTS"
        local shot
        shot="$KIBITZ_E2E_ARTIFACTS/$(basename "$0" .sh)-failure.png"
        import -window root "$shot" && echo "screen: $shot"
    fi
    echo "--- kibitz output:"; cat "$work"/log* 2>/dev/null || true
    describe_windows
    exit 1
}

step() { echo "== $*"; }

# What a failure report needs to tell a lost keystroke from a wrong window: the top-level windows
# of $pid, the main window taken ($wid) and the window with the keyboard focus.
describe_windows() {
    [[ -n $pid ]] || return 0
    local w
    echo "--- top-level windows of $pid (main window taken: ${wid:-none}; focus: $(xdotool getwindowfocus -f 2>/dev/null || echo '?')):"
    for w in $(xdotool search --all --maxdepth 1 --pid "$pid" --name '' 2>/dev/null); do
        echo "   $w '$(xdotool getwindowname "$w" 2>/dev/null)' $(xwininfo -id "$w" 2>/dev/null | grep -o 'Map State: [A-Za-z]*')"
    done
}

# The Save As file dialog: its title names the game ('Save "W1 vs B1, Game 1" As').
# shellcheck disable=SC2034 # used by the scripts
save_as='^Save .+ As$'

# The first visible window named REGEX, of process $pid when it is set (none of another process).
find_window() {
    if [[ -n $pid ]]; then
        xdotool search --all --onlyvisible --maxdepth 1 --pid "$pid" --name "$1" 2>/dev/null | head -1 || true
    else
        xdotool search --onlyvisible --maxdepth 1 --name "$1" 2>/dev/null | head -1 || true
    fi
}

poll_until() {
    local tries=$1 pause=0.25 try
    shift
    [[ $1 == -p ]] && { pause=$2; shift 2; }
    [[ $1 == -a ]] && { shift; sleep "$pause"; }
    for ((try = 1; ; try++)); do
        "$@" && return 0
        ((try < tries)) || return 1
        sleep "$pause"
    done
}

pace() { sleep "$1"; }

# Sets $found (the caller's) to the first visible window named REGEX; true when there is one.
window_shown() {
    found=$(find_window "$1")
    [[ -n $found ]]
}

window_named() {
    local found=
    poll_until 240 window_shown "$1" || return 1 # 60 s: software OpenGL starts slowly on a busy machine
    echo "$found"
}

# True when no window named REGEX is shown in four looks over a second: one look can miss a
# window that is there (a search that met a window being destroyed finds nothing).
window_gone() {
    local found=
    ! poll_until 4 window_shown "$1"
}

stop_kibitz() {
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    pid=
}

clipboard() { timeout 5 xclip -o -selection clipboard 2>/dev/null || true; }

put_clipboard() {
    [[ -n $xclip_pid ]] && kill "$xclip_pid" 2>/dev/null || true
    # Off our output: CTest waits for every holder of the pipe.
    printf '%s' "$1" | xclip -quiet -selection clipboard >/dev/null 2>&1 &
    xclip_pid=$!
    poll_until 120 clipboard_is "$1" || fail "xclip did not take the clipboard"
}

# True when the clipboard holds exactly TEXT.
clipboard_is() { [[ $(clipboard) == "$1" ]]; }

# The top-level window holding window $1 (itself when it is one).
top_level_of() {
    local w=$1 root parent depth
    root=$(xwininfo -root | awk '/Window id:/ {print $4}')
    for depth in $(seq 1 30); do
        # No window (0: xwininfo would wait for a click) or PointerRoot (1) has the focus.
        (($(printf '%d' "$w") > 1)) || break
        parent=$(timeout 5 xwininfo -children -id "$w" 2>/dev/null | awk '/Parent window id:/ {print $4}')
        [[ -n $parent ]] && (($(printf '%d' "$parent") > 1 && $(printf '%d' "$parent") != $(printf '%d' "$root"))) || break
        w=$parent
    done
    printf '%d\n' "$w"
}

# Gives window ID the focus; true when the X server has it there.
focused_on() {
    timeout 5 xdotool windowfocus --sync "$1" 2>/dev/null || true
    [[ $(top_level_of "$(xdotool getwindowfocus -f 2>/dev/null || echo 0)") == $(printf '%d' "$1") ]]
}

focus_window() { poll_until 60 -p 0.5 focused_on "$1"; }

dialog_named() {
    local id
    id=$(window_named "$1") || fail "no window named '$1'"
    focus_window "$id" || fail "the window '$1' did not get the keyboard focus"
    echo "$id"
}

# Types TEXT into the focused field and copies it back; true when the clipboard then holds TEXT.
typed_in_field() {
    xdotool key --clearmodifiers ctrl+a
    xdotool type --delay 40 "$1"
    xdotool key --clearmodifiers ctrl+a ctrl+c
    poll_until 20 clipboard_is "$1"
}

type_in_field() {
    poll_until 3 -p 0 typed_in_field "$1" || fail "the text field does not hold '$1' (it holds '$(clipboard)')"
}

# How many menus (override-redirect top-level windows) of $pid are shown now.
shown_menus() {
    local w n=0
    for w in $(xdotool search --all --onlyvisible --maxdepth 1 --pid "$pid" --name '' 2>/dev/null); do
        xwininfo -id "$w" 2>/dev/null | grep -q 'Override Redirect State: yes' && n=$((n + 1))
    done
    echo "$n"
}

# True when more than N menus are shown ("more N") or at most N ("atmost N").
menus_shown() {
    local n
    n=$(shown_menus)
    if [[ $1 == more ]]; then ((n > $2)); else ((n <= $2)); fi
}

wait_menus() { poll_until "${3:-120}" menus_shown "$1" "$2"; }

# True when the main window's title matches REGEX; sets $title (the caller's) to it.
title_matches() {
    title=$(xdotool getwindowname "$wid" 2>/dev/null || true)
    [[ $title =~ $1 ]]
}

wait_title() {
    local title=
    poll_until 240 title_matches "$1" && { echo "$title"; return 0; }
    echo "$title"
    return 1
}

# Presses KEY in the main window; true when a menu more than BEFORE then opens within 10 s.
menu_opened() {
    timeout 5 xdotool windowfocus --sync "$wid" 2>/dev/null || true
    xdotool key --clearmodifiers "$1"
    wait_menus more "$2" 40
}

open_menu() {
    local before
    before=$(shown_menus)
    # the key is pressed again when the menu did not open in 10 s
    poll_until 3 -p 0 menu_opened "$1" "$before" || fail "the menu of $1 did not open"
    xdotool key --clearmodifiers "$2"
    wait_menus atmost "$before" || fail "the menu of $1 did not close after $2"
}

start_kibitz() {
    runs=$((runs + 1))
    "$kibitz" "$@" >"$work/log$runs" 2>&1 &
    pid=$!
    wid=$(window_named '^Kibitz') || fail "no window appeared"
    timeout 5 xdotool windowfocus --sync "$wid" || true
}

answer() {
    local name=$1 box end=$((SECONDS + 60))
    shift
    while ((SECONDS < end)); do
        box=$(find_window "$name")
        [[ -z $box ]] && window_gone "$name" && return 0
        [[ -z $box ]] && continue
        focus_window "$box" || continue
        xdotool key --clearmodifiers "$@"
        # up to 5 s for the window to go before the keys are sent again
        poll_until 20 window_gone "$name" && return 0
    done
    fail "the window '$name' did not go away after $*"
}

# Types SAN into the board's Move field and presses Return, after a person's pause.
type_move() {
    xdotool type --delay 90 "$1"
    pace 0.2
    xdotool key Return
}

play_typed() {
    local got= before attempt
    before=$(wait_fen . 20) || true
    for attempt in 1 2 3; do
        [[ -n $wid ]] && { timeout 5 xdotool windowfocus --sync "$wid" 2>/dev/null || true; }
        type_move "$1"
        got=$(wait_fen "$2" 30) && { echo "$got"; return 0; }
        # Played (only the answer is slow): wait on; still the position before: the keys were lost.
        [[ $got != "$before" ]] && { got=$(wait_fen "$2") && { echo "$got"; return 0; }; break; }
        xdotool key --clearmodifiers Escape # closes the Move field with what it holds
    done
    echo "$got"
    return 1
}

# True when the clipboard matches REGEX; sets $got (the caller's) to it.
clipboard_matches() {
    got=$(clipboard)
    [[ $got =~ $1 ]]
}

# Presses Ctrl+Shift+C; true when the clipboard matches REGEX within half a second.
fen_copied() {
    # Focus can stay with a window that has gone (windowfocus --sync gives up under load): give
    # it to the main window again, without waiting for the server to confirm (not before the first).
    ((copies++ > 0)) && [[ -n $wid ]] && { timeout 2 xdotool windowfocus "$wid" 2>/dev/null || true; }
    xdotool key --clearmodifiers ctrl+shift+c
    poll_until 2 -a clipboard_matches "$1"
}

wait_fen() {
    local got= copies=0
    poll_until "${2:-120}" -p 0 fen_copied "$1" && { echo "$got"; return 0; }
    echo "$got"
    return 1
}

expect_fen() {
    local got
    got=$(wait_fen "^$(printf '%s' "$1" | sed 's/[][\.*^$+?(){}|/]/\\&/g')\$") || fail "clipboard holds '$got', expected '$1'"
    echo "   clipboard: $got"
}

# One look while quitting: true once kibitz has ended; else Discard to a question, or Ctrl+Q again
# when there has been no question for 10 s (the keystroke was lost).
quit_answered() {
    kill -0 "$pid" 2>/dev/null || return 0
    local box
    box=$(find_window 'Unsaved changes')
    if [[ -z $box ]] && ((SECONDS > again)); then
        timeout 5 xdotool windowfocus --sync "$wid" 2>/dev/null || true
        xdotool key --clearmodifiers ctrl+q
        again=$((SECONDS + 10))
    elif [[ -n $box ]]; then
        again=$((SECONDS + 10))
        focus_window "$box" && xdotool key --clearmodifiers alt+d
    fi
    return 1
}

quit_discarding() {
    timeout 5 xdotool windowfocus --sync "$wid" || true
    xdotool key --clearmodifiers ctrl+q
    # Asked for the game shown and for each earlier game of the undo history with unsaved moves:
    # Discard each, until the program has ended (60 s at most: 120 looks).
    local again=$((SECONDS + 10))
    poll_until 120 -p 0.5 quit_answered || fail "kibitz did not quit"
    wait "$pid" || fail "kibitz exited with status $?"
    pid=
}

square_on_screen() {
    local board X Y WIDTH HEIGHT SCREEN WINDOW px py
    board=$(xdotool search --name '^3d-board$' 2>/dev/null | head -1)
    [[ -n $board ]] || fail "the board's window was not found"
    eval "$(xdotool getwindowgeometry --shell "$board")"
    read -r px py < <("$squarepixel" "$WIDTH" "$HEIGHT" "$1")
    echo "$((X + px)) $((Y + py))"
}

drag() {
    xdotool mousemove "$1" "$2" mousedown 1
    local i
    for i in 1 2 3 4 5 6 7 8; do
        xdotool mousemove $(($1 + ($3 - $1) * i / 8)) $(($2 + ($4 - $2) * i / 8))
        pace 0.05
    done
    xdotool mouseup 1
    pace 0.4
}

# The board window's left edge, in pixels from the main window's.
board_left() {
    local board X Y WIDTH HEIGHT SCREEN WINDOW left
    board=$(xdotool search --name '^3d-board$' 2>/dev/null | head -1)
    [[ -n $board ]] || { echo -1; return; }
    eval "$(xdotool getwindowgeometry --shell "$board")"
    left=$X
    eval "$(xdotool getwindowgeometry --shell "$wid")"
    echo $((left - X))
}

# True when the editor is open (its palette left of the board) or closed, as asked.
editor_is() {
    local left
    left=$(board_left)
    if [[ $1 == open ]]; then ((left > 40)); else ((left >= 0 && left <= 40)); fi
}

wait_editor() { poll_until 120 editor_is "$1"; }

open_editor() {
    local attempt
    for attempt in 1 2 3; do # a keystroke sent while the window was not yet focused is lost
        timeout 5 xdotool windowfocus --sync "$wid" || true
        xdotool key --clearmodifiers ctrl+shift+e
        wait_editor open && return 0
    done
    fail "the board editor did not open"
}

wait_file_has() { poll_until "${3:-120}" grep -qF -- "$2" "$1"; }

save_until() {
    local attempt
    for attempt in 1 2 3; do
        focus_window "$wid" || true
        xdotool key --clearmodifiers ctrl+s
        wait_file_has "$1" "$2" 40 && return 0
    done
    return 1
}

# Edit > Copy Moves as Text; true when the clipboard then holds TEXT (sets $got, the caller's).
moves_copied() {
    open_menu alt+e t
    got=$(clipboard)
    [[ $got == "$1" ]] || { echo "   (copy: '$got')" >&2; return 1; }
}

# (A copy made before the last edit reached the list is made again.)
copy_moves_until() {
    local got=''
    poll_until 5 -p 0.5 moves_copied "$1"
    printf '%s' "$got"
    [[ $got == "$1" ]]
}
