#!/usr/bin/env bash
# bench/pgn_vs_reference.sh: the full PGN reader (kibitz-cli pgn: tags, move tree, comments, the
# summary line per game) side by side with chess-library's SAN replay on the same files, in one run.
#   bench/pgn_vs_reference.sh [--games N] [--file FILE]... [--realpgn DIR] [--runs K] [--export]
#                             [--cli PATH] [--generate PATH] [--chesslib PATH] [--callgrind]
# Defaults: N = 5,000 games from kibitz-db-generate (/tmp/kibitz-pgn-<N>.pgn, kept) and every
# *.pgn of ../shared/realpgn; K = 5 runs each, alternating, the fastest counts (a shared machine).
# kibitz: the wall time of the whole kibitz-cli process (start-up and output to /dev/null included);
# chess-library: the time_ms its replay pass prints (its syntax-only pass and start-up excluded).
# Both also with the CPU time (user+sys) of their processes; chess-library's holds both its passes.
# --callgrind: instead, the instructions valgrind counts on the generated games (repeatable under
# load): kibitz-cli's whole process and chess-library's (both passes: its replay pass cannot be
# counted alone from outside: it is about three quarters of the total).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=5000 files=() realpgn=$root/../shared/realpgn runs=5 mode=() cli="" generate="" chesslib="" callgrind=0
while (($#)); do
    case $1 in
        --games) games=$2; shift 2 ;;
        --file) files+=("$2"); shift 2 ;;
        --realpgn) realpgn=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --export) mode=(--export); shift ;;
        --cli) cli=$2; shift 2 ;;
        --generate) generate=$2; shift 2 ;;
        --chesslib) chesslib=$2; shift 2 ;;
        --callgrind) callgrind=1; shift ;;
        -h|--help) sed -n '2,12s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
build=$root/build/release
cli=${cli:-$build/app/kibitz-cli}
generate=${generate:-$build/bench/kibitz-db-generate}
chesslib=${chesslib:-$build/bench/chesslib-pgn-replay}
[[ -x $cli ]] || { echo "error: kibitz-cli not found; build it or pass --cli PATH" >&2; exit 1; }
[[ -x $chesslib ]] || { echo "error: chesslib-pgn-replay not found (target chesslib-pgn-replay); pass --chesslib PATH" >&2; exit 1; }
generated=/tmp/kibitz-pgn-$games.pgn
if [[ ! -s $generated ]]; then
    [[ -x $generate ]] || { echo "error: kibitz-db-generate not found; pass --generate PATH" >&2; exit 1; }
    "$generate" "$games" "$generated" 2>/dev/null
fi
# instructions CMD...: the instructions valgrind's callgrind counts for the command.
instructions() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>"$out" >/dev/null || true
    grep -o 'refs: *[0-9,]*' "$out" | grep -o '[0-9,]*$' | tr -d ,
    rm -f "$out"
}
if ((callgrind)); then
    command -v valgrind >/dev/null || { echo "error: --callgrind needs valgrind" >&2; exit 1; }
    k=$(instructions "$cli" pgn "${mode[@]}" "$generated")
    c=$(instructions "$chesslib" "$generated")
    printf 'callgrind on %s: kibitz-cli pgn%s %.1f M instructions (whole process); chess-library %.1f M (both passes)\n' \
        "$(basename "$generated")" "${mode[*]:+ ${mode[*]}}" "$(echo "$k / 1000000" | bc -l)" "$(echo "$c / 1000000" | bc -l)"
    exit 0
fi

real=()
if [[ -d $realpgn ]]; then
    real=("$realpgn"/*.pgn)
else
    echo "(no $realpgn: the real files are skipped)"
fi

# fastest CURRENT NEW: the smaller of two numbers (CURRENT may be empty).
fastest() { if [[ -z $1 ]] || (($(echo "$2 < $1" | bc))); then echo "$2"; else echo "$1"; fi; }

# measure FILE: sets k_wall, k_cpu (kibitz-cli pgn: wall and user+sys ms of the whole process),
# c_wall (chess-library's replay time_ms) and c_cpu (its process: both passes), each the fastest
# of the runs, the two tools taking turns.
times=$(mktemp)
trap 'rm -f "$times" "$times.out"' EXIT
measure() {
    k_wall="" k_cpu="" c_wall="" c_cpu=""
    local wall user sys ms TIMEFORMAT='%3R %3U %3S' # bash's time: milliseconds
    for ((i = 0; i < runs; ++i)); do
        { time "$cli" pgn "${mode[@]}" "$1" >/dev/null 2>&1; } 2>"$times" || true
        read -r wall user sys <"$times"
        k_wall=$(fastest "$k_wall" "$(echo "$wall * 1000" | bc)")
        k_cpu=$(fastest "$k_cpu" "$(echo "($user + $sys) * 1000" | bc)")
        { time "$chesslib" "$1" >"$times.out"; } 2>"$times"
        ms=$(grep '^chess-library replay' "$times.out" | grep -o 'time_ms [0-9.]*' | awk '{print $2}')
        read -r wall user sys <"$times"
        c_wall=$(fastest "$c_wall" "$ms")
        c_cpu=$(fastest "$c_cpu" "$(echo "($user + $sys) * 1000" | bc)")
    done
}

# row NAME FILE: one line per file, and the totals.
total_kw=0 total_kc=0 total_cw=0 total_cc=0
row() {
    cat "$2" >/dev/null # in the page cache for both alike
    measure "$2"
    printf '%-52s %6d games | kibitz %7.1f ms (cpu %6.0f) | chess-library %7.1f ms (cpu %6.0f) | ratio %5.2f\n' \
        "$1" "$(grep -c '^\[Event ' "$2" || true)" "$k_wall" "$k_cpu" "$c_wall" "$c_cpu" \
        "$(echo "scale=2; $c_wall / $k_wall" | bc)"
    total_kw=$(echo "$total_kw + $k_wall" | bc)
    total_kc=$(echo "$total_kc + $k_cpu" | bc)
    total_cw=$(echo "$total_cw + $c_wall" | bc)
    total_cc=$(echo "$total_cc + $c_cpu" | bc)
}

echo "kibitz: kibitz-cli pgn${mode[*]:+ ${mode[*]}}, wall of the whole process (start-up and output included)"
echo "chess-library: wall of its replay pass (time_ms); cpu: user+sys of its process (syntax and replay passes)"
echo "fastest of $runs runs each; ratio = chess-library wall / kibitz wall (above 1: kibitz faster)"
row "generated: $(basename "$generated")" "$generated"
for f in "${files[@]}"; do row "$(basename "$f")" "$f"; done
if ((${#real[@]})); then
    total_kw=0 total_kc=0 total_cw=0 total_cc=0
    for f in "${real[@]}"; do row "realpgn/$(basename "$f")" "$f"; done
    printf '%-52s %6d games | kibitz %7.1f ms (cpu %6.0f) | chess-library %7.1f ms (cpu %6.0f) | ratio %5.2f\n' \
        "realpgn total (${#real[@]} files)" "$(cat "${real[@]}" | grep -c '^\[Event ')" "$total_kw" "$total_kc" \
        "$total_cw" "$total_cc" "$(echo "scale=2; $total_cw / $total_kw" | bc)"
fi
