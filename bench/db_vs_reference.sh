#!/usr/bin/env bash
# bench/db_vs_reference.sh: one run, side by side on the same generated PGN database: kibitz-cli db
# index on one and on all cores, chess-library's reader with SAN replay, pgn-extract; then position
# search and the explorer. Prints each tool's wall and CPU seconds, peak memory (MiB) and the ratios.
#   bench/db_vs_reference.sh [--games N] [--file FILE] [--cli PATH] [--generate PATH] [--chesslib PATH]
#                            [--pairs K]
# Defaults: 1,000,000 games written to /tmp/kibitz-db-<N>.pgn (kept for the next run); K = 5 more
# runs of the single-thread scan and chess-library's replay taking turns, their fastest and medians
# compared (one run each can fall in a slow minute of a shared machine: its speed moves by a third).
# --chesslib is the binary built from ../shared/anchors/chess-library (the CMake target
# chesslib-pgn-replay does that when the folder exists); without it that column is skipped.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=1000000 file="" cli="" generate="" chesslib="" pairs=5
while (($#)); do
    case $1 in
        --games) games=$2; shift 2 ;;
        --file) file=$2; shift 2 ;;
        --cli) cli=$2; shift 2 ;;
        --generate) generate=$2; shift 2 ;;
        --chesslib) chesslib=$2; shift 2 ;;
        --pairs) pairs=$2; shift 2 ;;
        -h|--help) sed -n '2,11s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
build=$root/build/release
cli=${cli:-$build/app/kibitz-cli}
generate=${generate:-$build/bench/kibitz-db-generate}
[[ -n $chesslib || ! -x $build/bench/chesslib-pgn-replay ]] || chesslib=$build/bench/chesslib-pgn-replay
[[ -x $cli ]] || { echo "error: kibitz-cli not found; build it or pass --cli PATH" >&2; exit 1; }
file=${file:-/tmp/kibitz-db-$games.pgn}
if [[ ! -s $file ]]; then
    [[ -x $generate ]] || { echo "error: kibitz-db-generate not found; pass --generate PATH" >&2; exit 1; }
    "$generate" "$games" "$file"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME=$work/cache # kept indexes (issue 28) of this run only
echo "file: $file ($(du -h "$file" | cut -f1), $(grep -c '^\[Event ' "$file") games)"

source "$root/bench/db_run.sh" # run NAME COMMAND...

cat "$file" >/dev/null # the file in the page cache for everyone alike
run "kibitz db index (1 thread)" "$cli" db index "$file" --threads 1 --rebuild
kibitz_ms=$(grep -o 'errors in [0-9]* ms' "$work/out" | awk '{print $3}')
run "kibitz db index (2 threads)" "$cli" db index "$file" --threads 2 --rebuild
if [[ -n $chesslib && -x $chesslib ]]; then
    run "chess-library replay" "$chesslib" "$file"
    cp "$work/out" "$work/clib"
fi
if [[ -x /usr/games/pgn-extract ]]; then
    run "pgn-extract" /usr/games/pgn-extract -s -o /dev/null "$file"
fi
run "kibitz db search (new index)" "$cli" db search "$file" --rebuild --fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
run "kibitz db search (start+e4)" "$cli" db search "$file" --fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
run "kibitz db search (Nf3 Nf6)" "$cli" db search "$file" --fen "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2"
run "kibitz db search (pawns)" "$cli" db search "$file" --mode pawns --fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
run "kibitz db explore (start)" "$cli" db explore "$file"

# On a shared machine wall times swing with other work; CPU seconds are steadier.
echo "ratios (above 1: kibitz faster):"
k1=$kibitz_db_index__1_thread__cpu
if [[ -n ${chess_library_replay_cpu:-} ]]; then
    # Its process reads the file twice (syntax only, then replay): its own replay time counts.
    clib_ms=$(grep -o 'replay: .*time_ms [0-9.]*' "$work/clib" 2>/dev/null | awk '{print $NF}')
    echo "  wall: chess-library replay (its own time_ms) / kibitz 1 thread (its own ms): $(echo "scale=2; $clib_ms / $kibitz_ms" | bc)"
    echo "  CPU: chess-library (syntax + replay passes) / kibitz 1 thread: $(echo "scale=2; $chess_library_replay_cpu / $k1" | bc)"
fi
if [[ -n ${pgn_extract_cpu:-} ]]; then
    echo "  wall: pgn-extract / kibitz 1 thread: $(echo "scale=2; $pgn_extract_wall / $kibitz_db_index__1_thread__wall" | bc)"
    echo "  CPU: pgn-extract / kibitz 1 thread: $(echo "scale=2; $pgn_extract_cpu / $k1" | bc)"
fi
echo "  wall: db search with a new index / with the kept one: $(echo "scale=2; $kibitz_db_search__new_index__wall / $kibitz_db_search__start_e4__wall" | bc)"
echo "  wall: kibitz 1 thread / 2 threads: $(echo "scale=2; $kibitz_db_index__1_thread__wall / $kibitz_db_index__2_threads__wall" | bc)"
echo "  CPU: kibitz 2 threads / 1 thread (parallel overhead): $(echo "scale=2; $kibitz_db_index__2_threads__cpu / $k1" | bc)"

# fastest_median V...: "fastest F median M" of the values.
fastest_median() {
    printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%s %s", v[1], m}'
}
if [[ -n ${chess_library_replay_cpu:-} ]] && ((pairs > 0)); then
    ks=() cs=()
    for ((i = 0; i < pairs; i++)); do
        ks+=("$("$cli" db index "$file" --threads 1 --rebuild 2>&1 | grep -o 'errors in [0-9]* ms' | awk '{print $3}')")
        cs+=("$("$chesslib" "$file" | grep -o 'replay: .*time_ms [0-9.]*' | awk '{print $NF}')")
    done
    read -r kf km <<<"$(fastest_median "${ks[@]}")"
    read -r cf cm <<<"$(fastest_median "${cs[@]}")"
    echo "$pairs runs each taking turns, kibitz db index (1 thread) ms: ${ks[*]}; chess-library replay time_ms: ${cs[*]}"
    echo "  wall: chess-library / kibitz, fastest of each: $(echo "scale=2; $cf / $kf" | bc), medians: $(echo "scale=2; $cm / $km" | bc)"
fi
