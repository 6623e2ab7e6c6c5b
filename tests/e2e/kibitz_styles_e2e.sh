#!/usr/bin/env bash
# The board style options of the real program (issue 15): --list-styles without a display,
# unknown names and broken custom sets refused with the valid names or the file named, and
# --screenshot with every piece set and every theme (and a generated custom set) giving
# pictures that all differ.
#   kibitz_styles_e2e.sh KIBITZ
set -euo pipefail
kibitz=$1
if [[ -z ${DISPLAY-} ]]; then
    command -v xvfb-run >/dev/null || { echo "SKIP: no DISPLAY and no xvfb-run"; exit 77; }
    exec xvfb-run -a -s "-screen 0 1280x800x24 -noreset" "$0" "$@"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data
fail() { echo "FAIL: $*"; exit 1; }

list=$(env -u DISPLAY -u WAYLAND_DISPLAY "$kibitz" --list-styles)
grep -qvE '^(piece-set|theme) [a-z]+$' <<<"$list" && fail "unexpected --list-styles line: $list"
mapfile -t sets < <(sed -n 's/^piece-set //p' <<<"$list")
mapfile -t themes < <(sed -n 's/^theme //p' <<<"$list")
(( ${#sets[@]} >= 3 )) || fail "fewer than three piece sets: $list"
(( ${#themes[@]} >= 4 )) || fail "fewer than four themes: $list"
[[ ${sets[0]} == staunton ]] || fail "the default set is not first: $list"

fen="r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
# Unknown names: exit 2 and every valid name in the message.
set +e
err=$("$kibitz" --fen "$fen" --screenshot "$work/x.png" --piece-set lewis 2>&1 >/dev/null); code=$?
set -e
[[ $code == 2 ]] || fail "unknown set: exit $code"
for s in "${sets[@]}"; do grep -q "$s" <<<"$err" || fail "unknown set message lacks $s: $err"; done
set +e
err=$("$kibitz" --fen "$fen" --screenshot "$work/x.png" --theme plaid 2>&1 >/dev/null); code=$?
set -e
[[ $code == 2 ]] || fail "unknown theme: exit $code"
for t in "${themes[@]}"; do grep -q "$t" <<<"$err" || fail "unknown theme message lacks $t: $err"; done
[[ ! -e $work/x.png ]] || fail "a picture was written despite the error"

# A generated custom set: boxes for five pieces, a spike for the king.
custom=$work/myset
mkdir -p "$custom"
for p in pawn knight bishop rook queen; do
    printf 'v 0 0 0\nv 1 0 0\nv 0 2 0\nv 1 2 0\nv 0 0 1\nv 1 0 1\nv 0 2 1\nv 1 2 1\n%s\n' \
        'f 1 3 4 2
f 5 6 8 7
f 1 5 7 3
f 2 4 8 6
f 1 2 6 5
f 3 7 8 4' >"$custom/$p.obj"
done
set +e
err=$("$kibitz" --fen "$fen" --screenshot "$work/x.png" --piece-set "$custom" 2>&1 >/dev/null); code=$?
set -e
[[ $code == 2 ]] || fail "set without a king: exit $code"
grep -q "king.obj" <<<"$err" || fail "the missing king is not named: $err"
printf 'v -1 0 -1\nv 1 0 -1\nv 1 0 1\nv -1 0 1\nv 0 6 0\nf 1 2 3 4\nf 1 5 2\nf 2 5 3\nf 3 5 4\nf 4 5 1\n' >"$custom/king.obj"

shoot() { # NAME ARGS...: a picture of the position with the given style
    local name=$1
    shift
    "$kibitz" --fen "$fen" --size 900x600 --screenshot "$work/$name.png" "$@" 2>"$work/$name.err" \
        || fail "screenshot $name: $(cat "$work/$name.err")"
    [[ -s $work/$name.png ]] || fail "no picture for $name"
}
for s in "${sets[@]}"; do shoot "set-$s" --piece-set "$s"; done
for t in "${themes[@]}"; do shoot "theme-$t" --theme "$t"; done
shoot custom --piece-set "$custom"
sums=$(md5sum "$work"/set-*.png "$work"/theme-[!w]*.png "$work/custom.png" | cut -d' ' -f1 | sort)
[[ $(uniq <<<"$sums" | wc -l) == $(wc -l <<<"$sums") ]] || fail "two styles gave the same picture"
echo "styles e2e: ${#sets[@]} sets, ${#themes[@]} themes and a custom set rendered"
echo "1 passed, 0 failed"
