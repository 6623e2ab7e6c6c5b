#!/usr/bin/env bash
# bench/pgn_vs_reference.sh: the full PGN reader (kibitz-cli pgn: tags, move tree, comments, the
# summary line per game) side by side with chess-library's SAN replay on the same files, in one run.
#   bench/pgn_vs_reference.sh [--games N] [--file FILE]... [--realpgn DIR] [--runs K] [--export]
#                             [--cli PATH] [--generate PATH] [--chesslib PATH]
# Defaults: N = 5,000 games from kibitz-db-generate (/tmp/kibitz-pgn-<N>.pgn, kept) and every
# *.pgn of ../shared/realpgn; K = 5 runs each, alternating, the fastest counts (a shared machine).
# kibitz: the wall time of the whole kibitz-cli process (start-up and output to /dev/null included);
# chess-library: the time_ms its replay pass prints (its syntax-only pass and start-up excluded).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=5000 files=() realpgn=$root/../shared/realpgn runs=5 mode=() cli="" generate="" chesslib=""
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
        -h|--help) sed -n '2,9s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
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
real=()
if [[ -d $realpgn ]]; then
    real=("$realpgn"/*.pgn)
else
    echo "(no $realpgn: the real files are skipped)"
fi

# kibitzMs FILE: fastest wall milliseconds of kibitz-cli pgn over the runs.
kibitzMs() {
    local best="" start end ms
    for ((i = 0; i < runs; ++i)); do
        start=$EPOCHREALTIME
        "$cli" pgn "${mode[@]}" "$1" >/dev/null 2>&1 || true
        end=$EPOCHREALTIME
        ms=$(echo "($end - $start) * 1000" | bc)
        [[ -z $best ]] || (($(echo "$ms < $best" | bc))) && best=$ms
    done
    printf '%.1f' "$best"
}

# chesslibMs FILE: fastest time_ms of chess-library's replay pass over the runs.
chesslibMs() {
    local best="" ms
    for ((i = 0; i < runs; ++i)); do
        ms=$("$chesslib" "$1" | grep '^chess-library replay' | grep -o 'time_ms [0-9.]*' | awk '{print $2}')
        [[ -z $best ]] || (($(echo "$ms < $best" | bc))) && best=$ms
    done
    printf '%.1f' "$best"
}

# row NAME FILE: one line per file, and the totals.
total_k=0 total_c=0
row() {
    cat "$2" >/dev/null # in the page cache for both alike
    local c k
    c=$(chesslibMs "$2")
    k=$(kibitzMs "$2")
    printf '%-58s %6d games  kibitz %8.1f ms  chess-library %8.1f ms  ratio %5.2f\n' "$1" \
        "$(grep -c '^\[Event ' "$2" || true)" "$k" "$c" "$(echo "scale=2; $c / $k" | bc)"
    total_k=$(echo "$total_k + $k" | bc)
    total_c=$(echo "$total_c + $c" | bc)
}

echo "kibitz-cli pgn ${mode[*]} (whole process) vs chess-library replay pass; fastest of $runs; ratio above 1: kibitz faster"
row "generated: $(basename "$generated")" "$generated"
for f in "${files[@]}"; do row "$(basename "$f")" "$f"; done
if ((${#real[@]})); then
    gen_k=$total_k gen_c=$total_c
    total_k=0 total_c=0
    for f in "${real[@]}"; do row "realpgn/$(basename "$f")" "$f"; done
    printf '%-58s %6d games  kibitz %8.1f ms  chess-library %8.1f ms  ratio %5.2f\n' "realpgn total (${#real[@]} files)" \
        "$(cat "${real[@]}" | grep -c '^\[Event ')" "$total_k" "$total_c" "$(echo "scale=2; $total_c / $total_k" | bc)"
fi
