#!/usr/bin/env bash
# End-to-end test of issue 28 part 2 with the real mouse under X: two small databases (copies of
# tests/data/pgn), one in the Games panel and one in Games 2 (Game > Open Database in Games 2…);
# two games picked with a click and a Ctrl+click in Games and dragged onto Games 2 (a copy, as in
# ChessX and SCID, whose drags copy), one game Shift-dragged from Games 2 back onto Games (a move,
# asked first), then one moved by the Games panel's context menu (right click, Move to Database
# ▸ blitz.pgn: the database open in Games 2, offered by its name) and one copied by Games 2's
# (Copy to Database ▸ Other File…, its file typed in the dialog). After each step
# the file written holds its old bytes followed by exactly the games moved there, and a move's
# source holds every byte but those of the game taken.
# The rows are found on a screenshot: a table's grid lines (light grey, one row apart) in a column
# of the right-hand panels where no text is written. KIBITZ_E2E_ARTIFACTS=dir keeps the pictures.
# Usage: games_drag_e2e.sh path/to/kibitz      Exit: 0 pass, 1 fail, 77 skipped (no X tools).
set -euo pipefail

kibitz=${1:?usage: games_drag_e2e.sh path/to/kibitz}
# shellcheck source=e2e_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
for tool in import convert; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool (ImageMagick) is not installed"; exit 77; }
done
e2e_init "$@"
data=$(cd "$(dirname "${BASH_SOURCE[0]}")/../data/pgn" && pwd)

shots=${KIBITZ_E2E_ARTIFACTS:-$work/shots}
mkdir -p "$shots"
# A picture of the screen, kept as $shots/games_drag-NAME.png; prints its path.
shot() {
    local file="$shots/games_drag-$1.png"
    import -window root "$file"
    echo "$file"
}

# The lines of game N (from 1: its [Event tag up to the next game's) of a PGN file, and the file
# without them.
game_of() { awk -v n="$2" '/^\[Event /{k++} k==n' "$1"; }
without_game() { awk -v n="$2" '/^\[Event /{k++} k!=n' "$1"; }
# Its input without blank lines at the start and the end.
trimmed() { awk 'NF{seen=1} seen' | tac | awk 'NF{seen=1} seen' | tac; }

# True when FILE holds the bytes of OLD followed by exactly the text on stdin (blank lines between
# games aside: the write puts one where it is missing).
appended_to() {
    local file=$1 old=$2 size
    size=$(stat -c %s "$old")
    cmp -s -n "$size" "$file" "$old" || { echo "   $(basename "$file"): its first $size bytes changed" >&2; return 1; }
    trimmed >"$work/want"
    tail -c +$((size + 1)) "$file" | trimmed >"$work/got"
    cmp -s "$work/got" "$work/want" || { echo "   $(basename "$file") gained:" >&2; cat "$work/got" >&2; return 1; }
}

# The board's right edge: the Games panels stand right of it.
panels_left() {
    # shellcheck disable=SC2034 # getwindowgeometry --shell sets them all
    local board X Y WIDTH HEIGHT SCREEN WINDOW
    board=$(xdotool search --name '^3d-board$' 2>/dev/null | head -1)
    [[ -n $board ]] || return 1
    eval "$(xdotool getwindowgeometry --shell "$board")"
    echo $((X + WIDTH))
}

# The tables of the right-hand column on the screen now, top to bottom, one line each: x, the
# centre of its first row, the number of rows seen whole and the rows' pitch. Read in the column x
# 25 pixels into the panels, in the game number's cell left of the number: only grid lines cross
# it there.
tables_now() {
    local file x
    x=$(panels_left) || return 0
    x=$((x + 25))
    file=$(shot now)
    convert "$file" -crop "1x100000+$x+0" -depth 8 txt:- | awk -v x="$x" -F'[,:() ]+' '
        NR > 1 && $3 == 199 && $4 == 199 && $5 == 199 { lines[n++] = $2 }
        END {
            # runs of lines a row apart (12 to 40 pixels), of two lines at least
            for (i = 0; i < n; i = j) {
                for (j = i + 1; j < n && lines[j] - lines[j - 1] >= 12 && lines[j] - lines[j - 1] <= 40; j++) { }
                if (j - i >= 2) {
                    pitch = lines[i + 1] - lines[i]
                    print x, lines[i] - int(pitch / 2), j - i, pitch
                }
            }
        }'
}

# Sets table (the caller's) to table T (1: the top one) of the screen as tables_now prints it;
# true when there are at least TABLES tables and table T shows at least ROWS rows.
table_shown() {
    local t=$1 tables=$2 rows=$3 all x y seen pitch
    all=$(tables_now)
    (($(printf '%s\n' "$all" | grep -c .) >= tables)) || return 1
    table=$(printf '%s\n' "$all" | sed -n "${t}p")
    read -r x y seen pitch <<<"$table"
    ((seen >= rows))
}

# Waits (30 s at most) until table T of TABLES shows at least ROWS rows; prints it as tables_now.
find_table() {
    local table=
    poll_until 60 -p 0.5 table_shown "$@" && { echo "$table"; return 0; }
    echo "no table $1 of $2 showing $3 rows (tables seen: $(tables_now | tr '\n' ';'))" >&2
    return 1
}

# The screen point of row R (from 1) of a table found by find_table: "x y".
row_at() {
    local x y rows pitch
    read -r x y rows pitch <<<"$1"
    echo "$x $((y + ($2 - 1) * pitch))"
}

# True when the pixel at X Y is the selection's highlight (blue well above red).
highlighted_at() {
    local file rgb r b
    file=$(shot now)
    rgb=$(convert "$file" -crop "1x1+$1+$2" -depth 8 txt:- | awk -F'[,:() ]+' 'NR == 2 {print $3, $4, $5}')
    read -r r _ b <<<"$rgb"
    ((b > r + 60))
}

# Left-clicks row R of TABLE (with the modifier key MOD, if given) until it is highlighted.
select_row() {
    local x y mod=${3-}
    read -r x y < <(row_at "$1" "$2")
    xdotool mousemove --sync "$x" "$y"
    if [[ -n $mod ]]; then xdotool keydown "$mod" click 1 keyup "$mod"; else xdotool click 1; fi
    poll_until 20 highlighted_at "$x" "$y" || fail "the row at $x,$y was not selected by the click"
}

# A drag icon (an override-redirect window of kibitz) is shown: the drag has begun.
dragging() { menus_shown more "$drag_before"; }

# Drags row R1 of TABLE1 onto row R2 of TABLE2 as a hand does: press, a few small steps until Qt
# shows the drag's icon, steps on to the target (each one after the pointer got there), MOD held
# for the drop when given, release; true once the drag icon has gone.
drag_games() {
    local x1 y1 x2 y2 mod=${5-} i drag_before
    read -r x1 y1 < <(row_at "$1" "$2")
    read -r x2 y2 < <(row_at "$3" "$4")
    drag_before=$(shown_menus)
    xdotool mousemove --sync "$x1" "$y1" mousedown 1
    for i in 1 2 3 4 5 6; do
        pace 0.05
        xdotool mousemove --sync "$x1" $((y1 + 3 * i))
    done
    poll_until 40 dragging || { xdotool mouseup 1; fail "no drag began from $x1,$y1"; }
    for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
        pace 0.05
        xdotool mousemove --sync $((x1 + (x2 - x1) * i / 12)) $((y1 + 18 + (y2 - y1 - 18) * i / 12))
    done
    if [[ -n $mod ]]; then
        xdotool keydown "$mod"
        pace 0.1
        xdotool mousemove --sync $((x2 + 4)) "$y2"
        pace 0.1
    fi
    xdotool mouseup 1
    [[ -n $mod ]] && xdotool keyup "$mod"
    poll_until 40 menus_shown atmost "$drag_before" || fail "the drag did not end"
}

# True when FILE's size is no longer SIZE.
size_changed() { [[ $(stat -c %s "$1") != "$2" ]]; }

# Sets top and second (the script's) to the tables of Games and Games 2 as seen now.
find_both() {
    top=$(find_table 1 2 4) || fail "the Games panel is not shown above Games 2"
    second=$(find_table 2 2 2) || fail "Games 2 is not shown below the Games panel"
}

# Right-clicks row R of TABLE, presses KEY in its context menu to open a submenu and KEY2 in that
# (a picture SHOT of both kept); when TITLE (a regex) is given, types FILE into the file dialog so
# named, which must then close.
send_by_menu() {
    local before x y dialog
    select_row "$1" "$2"
    before=$(shown_menus)
    read -r x y < <(row_at "$1" "$2")
    xdotool mousemove --sync "$x" "$y" click 3
    wait_menus more "$before" || fail "no context menu on the table"
    xdotool key "$3"
    wait_menus more $((before + 1)) || fail "no submenu opened by $3"
    echo "   context menu: $(shot "$7")"
    xdotool key "$4"
    wait_menus atmost "$before" || fail "the context menu did not close after $3 $4"
    [[ -n $5 ]] || return 0
    dialog=$(dialog_named "$5")
    type_in_field "$6"
    xdotool key Return
    # (by its id: the question that follows a move's file has the same name)
    poll_until 40 window_closed "$dialog" || fail "the file dialog did not close"
}

# True when window ID is no longer shown.
window_closed() { ! xwininfo -id "$1" 2>/dev/null | grep -q 'IsViewable'; }

# Yes to the question before a move (a picture NAME of it kept first).
agree_to_move() {
    window_named '^Move Games to Database$' >/dev/null || fail "no question before the move"
    echo "   asked: $(shot "$1")"
    answer '^Move Games to Database$' alt+y
}

# Once game N of FROM (FROM_OLD: its bytes before) was moved to TO (TO_OLD: before), true when TO
# holds its old bytes and the game, and FROM every byte but those of the game.
moved() {
    local from=$1 from_old=$2 n=$3 to=$4 to_old=$5
    poll_until 120 size_changed "$from" "$(stat -c %s "$from_old")" || fail "$(basename "$from") was not written"
    poll_until 120 size_changed "$to" "$(stat -c %s "$to_old")" || fail "$(basename "$to") was not written"
    game_of "$from_old" "$n" | appended_to "$to" "$to_old" \
        || fail "$(basename "$to") did not gain exactly game $n of $(basename "$from")"
    without_game "$from_old" "$n" >"$work/want"
    cmp -s "$from" "$work/want" || fail "$(basename "$from") is not its old bytes less its game $n"
}

# Gives the main window the focus (the question and dialogs before may have had it).
focus_main() { focus_window "$wid" || fail "the main window did not get the keyboard focus"; }

club=$work/club.pgn
blitz=$work/blitz.pgn
cp "$data/variations.pgn" "$club"
cat "$data/annotations_chessx.pgn" "$data/annotations_lichess.pgn" "$data/annotations_study.pgn" >"$blitz"
chmod u+w "$club" "$blitz"
[[ $(grep -c '^\[Event ' "$club") == 5 && $(grep -c '^\[Event ' "$blitz") == 3 ]] || fail "the test data changed"

step "club.pgn (5 games) in Games, blitz.pgn (3 games) in Games 2"
runs=1
"$kibitz" --no-restore "$club" >"$work/log1" 2>&1 &
pid=$!
wid=$(window_named 'game 1 of 5 in club\.pgn') || fail "no window showing game 1 of 5 in club.pgn"
poll_until 120 panels_left >/dev/null || fail "the board's window was not shown"
find_table 1 1 5 >/dev/null || fail "the Games panel did not show club.pgn's games"
focus_main
open_menu alt+g 2
dialog_named '^Open Database$' >/dev/null
type_in_field "$blitz"
xdotool key Return
poll_until 40 window_gone '^Open Database$' || fail "the Open Database dialog did not close"
find_both
echo "   tables (x, first row's y, rows seen, pitch): Games $top; Games 2 $second; $(shot 1-opened)"

step "click game 2 and Ctrl+click game 3 in Games, drag them onto Games 2: a copy"
cp "$club" "$work/club.0"
cp "$blitz" "$work/blitz.0"
select_row "$top" 2
select_row "$top" 3 ctrl
drag_games "$top" 2 "$second" 2
poll_until 120 size_changed "$blitz" "$(stat -c %s "$work/blitz.0")" || fail "blitz.pgn was not written"
{ game_of "$work/club.0" 2; game_of "$work/club.0" 3; } | appended_to "$blitz" "$work/blitz.0" \
    || fail "blitz.pgn did not gain exactly games 2 and 3 of club.pgn"
cmp -s "$club" "$work/club.0" || fail "club.pgn changed by a copy"
find_both
echo "   blitz.pgn: its 3 games, then Gamma-Delta and Epsilon-Zeta; club.pgn unchanged; $(shot 2-copied)"

step "Shift-drag Games 2's game 1 onto Games: a move, asked first"
cp "$blitz" "$work/blitz.1"
select_row "$second" 1
drag_games "$second" 1 "$top" 4 shift
agree_to_move 3-asked
moved "$blitz" "$work/blitz.1" 1 "$club" "$work/club.0"
find_both
echo "   club.pgn gained Gamma-Delta (Club game); blitz.pgn lost it, every other byte kept; $(shot 4-moved)"

step "right click on Games' game 3: Move to Database ▸ blitz.pgn (open in Games 2, its first entry), Yes"
cp "$club" "$work/club.2"
cp "$blitz" "$work/blitz.2"
send_by_menu "$top" 3 m Return '' '' 5-context-menu
agree_to_move 6-asked
moved "$club" "$work/club.2" 3 "$blitz" "$work/blitz.2"
find_both
echo "   blitz.pgn gained Epsilon-Zeta; club.pgn lost it; $(shot 7-menu-moved)"

step "right click on Games 2's game 1: Copy to Database ▸ Other File…, club.pgn typed"
cp "$club" "$work/club.3"
cp "$blitz" "$work/blitz.3"
send_by_menu "$second" 1 c o '^Copy Games to Database$' "$club" 8-context-menu-2
poll_until 120 size_changed "$club" "$(stat -c %s "$work/club.3")" || fail "club.pgn was not written"
game_of "$work/blitz.3" 1 | appended_to "$club" "$work/club.3" || fail "club.pgn did not gain exactly blitz.pgn's game 1"
cmp -s "$blitz" "$work/blitz.3" || fail "blitz.pgn changed by a copy"
find_both
echo "   club.pgn gained alpha-beta; blitz.pgn unchanged; $(shot 9-menu-copied)"
stop_kibitz
echo "PASS"
